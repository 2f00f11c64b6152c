import type * as z from 'zod';

/** A zod error in one line for a log or an exception: `path: message; …` (`(root)` for the value itself). */
export const describeIssues = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
