// The reader's language tools as the deployed writer loads them (lambdas/story-engine/brief/load-tools.ts), for tests
// that call readBrief directly: a test must read ideas as production does.
import { englishPeople } from '../../lambdas/story-engine/brief/english-people';
import type { ReadingTools } from '../../lambdas/story-engine/brief';

export const readingTools: ReadingTools = { english: englishPeople };
