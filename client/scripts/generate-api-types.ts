// Writes src/generated/api-types.ts from the OpenAPI document the API serves, so the client's types follow it.
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from '../../lambdas/contract/openapi';

export const apiTypesFile = fileURLToPath(new URL('../src/generated/api-types.ts', import.meta.url));

const header =
  '// Generated with openapi-typescript from openApiDocument() by `npm run -w client generate`. Do not edit: a test fails when it is out of date.';

export async function generateApiTypes(): Promise<string> {
  const ast = await openapiTS(openApiDocument() as unknown as Parameters<typeof openapiTS>[0], { silent: true });
  return `${header}\n\n${astToString(ast)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(apiTypesFile, await generateApiTypes());
  console.log(`wrote ${apiTypesFile}`);
}
