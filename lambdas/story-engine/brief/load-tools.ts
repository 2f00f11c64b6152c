// The reader's language tools are loaded for the idea's own language only: compromise alone is ~290 KiB, more than
// the writer's function should carry for every book. Bundles read it beside the bundle (lib/bundling.ts puts it there
// with the language packs); the sources import it directly.
import type { StoryLanguage } from '../../ports/story-model';
import type { PeopleTagger, ReadingTools } from './people-tagger';

/** The file the English tagger is in, beside the bundle. */
export const englishPeopleFile = 'story-packs/english-people.mjs';

/** Its module, from the repository root (lib/bundling.ts bundles it on its own). */
export const englishPeopleModule = 'lambdas/story-engine/brief/english-people.ts';

let english: Promise<PeopleTagger> | undefined;

async function importEnglishPeople(): Promise<PeopleTagger> {
  // A define-time constant: esbuild drops the branch a bundle does not take, and with it the static import.
  if (process.env.STORYBOOK_FILES_BESIDE_BUNDLE === 'true') {
    return ((await import(new URL(`./${englishPeopleFile}`, import.meta.url).href)) as { englishPeople: PeopleTagger }).englishPeople;
  } else {
    return (await import('./english-people')).englishPeople;
  }
}

/** The tools for reading an idea written in `ideaLanguage`, loaded once per process. */
export async function loadReadingTools(ideaLanguage: StoryLanguage): Promise<ReadingTools> {
  if (ideaLanguage !== 'english') return {};
  if (!english) {
    english = importEnglishPeople();
    // A failed load is tried again by the next book, as loadPack does.
    english.catch(() => (english = undefined));
  }
  return { english: await english };
}
