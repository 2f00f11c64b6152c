// Lambda hands every function its role's credentials in environment variables: that is the only source read here
// (no profiles, SSO, STS or instance metadata), which is most of what keeps this layer small.

export interface AwsCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string | undefined;
}

/** No credentials were found where they were looked for. The SDK's environment provider throws the same name. */
export class CredentialsProviderError extends Error {
  static readonly errorName = 'CredentialsProviderError';
  override readonly name = CredentialsProviderError.errorName;
}

/** The credentials in `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY` and (for temporary ones) `AWS_SESSION_TOKEN`. */
export function credentialsFromEnvironment(env: NodeJS.ProcessEnv = process.env): AwsCredentials {
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new CredentialsProviderError(
      'No AWS credentials in the environment: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN for temporary credentials).',
    );
  }
  const sessionToken = env.AWS_SESSION_TOKEN;
  return sessionToken ? { accessKeyId, secretAccessKey, sessionToken } : { accessKeyId, secretAccessKey };
}
