import { defineConfig } from 'vitest/config';
import { localCredentials, localRegion } from './local/local-aws.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One DynamoDB Local, one S3 server and one SQS server for the whole run.
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // Two cores, and the JVM needs one of them now and then.
    maxWorkers: 2,
    env: {
      // The SDK's default credential chain reads these, as it does in Lambda; never real keys in tests.
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      AWS_REGION: localRegion,
      AWS_EC2_METADATA_DISABLED: 'true',
      // Deployed functions run on Node 22; the SDK's Node 20 notice would only bury test output.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  },
});
