// Writes the Postman collection made from the OpenAPI document: `npm run postman [-- <file>]`. Import it into
// Postman (set baseUrl and apiKey), or run it with newman: `npx newman run <file> --env-var baseUrl=... --env-var apiKey=...`.
import { writeFile } from 'node:fs/promises';
import { openApiDocument } from '../lambdas/contract/openapi';
import { postmanCollection } from '../local/postman-collection';

const out = process.argv[2] ?? 'storybook-api.postman_collection.json';
const collection = await postmanCollection(openApiDocument());
await writeFile(out, `${JSON.stringify(collection, null, 2)}\n`);
process.stdout.write(`Wrote ${out}: ${(collection.item as unknown[]).length} requests with contract tests.\n`);
