// The MakeBookFiles step's rules, on its own: what it reads, what it stores, what a failure says.
import { describe, expect, it } from 'vitest';
import { failureReason, stepsFor, withCreditsNote } from '../../lambdas/core/generation';
import { BookFilesError } from '../../lambdas/core/generation-errors';

describe('the book’s files are one more step, counted in progress', () => {
  it('counts plan, each page’s text and picture, the files and finalize', () => {
    expect(stepsFor(10)).toBe(23);
  });
});

describe('a book whose files cannot be made fails with its own message', () => {
  it('names the PDF and the reader page, and what became of the credits', () => {
    const reason = failureReason({ Error: BookFilesError.errorName, Cause: JSON.stringify({ errorMessage: 'no glyph for U+1F600' }) });
    expect(reason).toBe('The book’s PDF and reader page could not be made: no glyph for U+1F600');
    expect(withCreditsNote(reason, 0)).toBe('The book’s PDF and reader page could not be made: no glyph for U+1F600. Every page was finished, so its credits stay spent.');
  });
});
