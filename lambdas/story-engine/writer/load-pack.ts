// Each book loads the pack of its own language only: the ten packs are about a megabyte of code together, more than
// a function should carry to write one book. Bundles read them from files beside the bundle (lib/bundling.ts puts
// them there); the sources (tests, the in-process local runtime) import them directly.
import type { StoryLanguage } from '../../ports/story-model';
import type { LanguagePack } from './languages/pack';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPack = LanguagePack<any>;

/** The file a language's pack is in, beside the bundle: `story-packs/<language>.mjs`, exporting `pack`. */
export const storyPackFile = (language: StoryLanguage) => `story-packs/${language}.mjs`;

/** The module of a language's pack, from the repository root (lib/bundling.ts bundles each one on its own). */
export const storyPackModule = (language: StoryLanguage) => `lambdas/story-engine/writer/languages/${language}.ts`;

const loaded = new Map<StoryLanguage, Promise<AnyPack>>();

/** The pack that writes books in `language`, loaded once per process. */
export function loadPack(language: StoryLanguage): Promise<AnyPack> {
  let pack = loaded.get(language);
  if (!pack) {
    pack = importPack(language);
    loaded.set(language, pack);
    pack.catch(() => loaded.delete(language));
  }
  return pack;
}

async function importPack(language: StoryLanguage): Promise<AnyPack> {
  // A define-time constant: esbuild drops the branch a bundle does not take, and with it every static pack import.
  if (process.env.STORYBOOK_FILES_BESIDE_BUNDLE === 'true') {
    const module = (await import(new URL(`./${storyPackFile(language)}`, import.meta.url).href)) as { pack: AnyPack };
    return module.pack;
  } else {
    const sources: Record<StoryLanguage, () => Promise<{ pack: AnyPack }>> = {
      english: () => import('./languages/english'),
      spanish: () => import('./languages/spanish'),
      french: () => import('./languages/french'),
      german: () => import('./languages/german'),
      italian: () => import('./languages/italian'),
      portuguese: () => import('./languages/portuguese'),
      russian: () => import('./languages/russian'),
      japanese: () => import('./languages/japanese'),
      chinese: () => import('./languages/chinese'),
      korean: () => import('./languages/korean'),
    };
    return (await sources[language]()).pack;
  }
}
