// Create a book with the client package and wait for it, printing progress and each finished page.
import { BookFailedError, StorybookClient } from '@storybook-api/client';

const client = new StorybookClient({
  baseUrl: process.env.STORYBOOK_API_URL ?? 'http://127.0.0.1:3100',
  apiKey: process.env.STORYBOOK_API_KEY,
});
// The client sends an Idempotency-Key and retries with the same one, so a lost answer never makes a second book.
const { bookId } = await client.createStory({
  storyIdea: 'A shy hedgehog named Pip who wants to fly',
  ageRange: '4-7',
  style: 'watercolor',
  pageCount: 6,
  tone: 'animal',
  language: 'english',
});
console.log(`book ${bookId}`);
try {
  const story = await client.waitForStory(bookId, {
    deadline: 10 * 60_000,
    onProgress: (s) => console.log(`${s.status} ${s.progress}%`),
    onPage: (page) => console.log(`page ${page.index}: ${page.text?.slice(0, 60) ?? ''}`),
  });
  console.log(`${story.title}: ${story.readerUrl}`);
} catch (error) {
  if (error instanceof BookFailedError) console.error(`failed: ${error.errorMessage}`);
  else throw error;
  process.exitCode = 1;
}
