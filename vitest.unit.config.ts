import { defineConfig } from 'vitest/config';
import full from './vitest.config';

// npm run test:unit: the core, the engines and the contract's pure parts, with no Java and no local engines started
// (no global setup); the corpus sweeps that write thousands of books, and the files that drive a browser or rasterise
// every style, stay in npm test.
export default defineConfig({
  test: {
    ...full.test,
    include: [
      'test/unit/**/*.test.ts', 'test/story-engine/**/*.test.ts', 'test/content-policy/**/*.test.ts',
      'test/book-files/**/*.test.ts', 'test/docs/**/*.test.ts',
      'test/contract/openapi-lint.test.ts', 'test/aws-client/{bedrock,secrets-manager,sesv2,sigv4,transport}.test.ts',
    ],
    exclude: [
      'test/story-engine/writer-languages.test.ts', 'test/story-engine/english-agreement.test.ts',
      'test/content-policy/generated-books.test.ts', 'test/book-files/reader-page.test.ts',
      'test/story-engine/illustrator/offline-image-model.test.ts',
    ],
    globalSetup: [],
  },
});
