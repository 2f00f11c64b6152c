// Offline writer: builds a complete, deterministic story from phrase banks, with no network. Same bookId, same book.
import type { PageText, StoryBrief, StoryLanguage, StoryModel, StoryPlan, WritePageInput } from '../../ports/story-model';
import { designCharacter } from './character-design';
import { analyzeIdea, type IdeaAnalysis } from './idea-analysis';
import { english, englishTitleCase } from './phrase-banks/english';
import { phraseBankFor } from './phrase-banks';
import { ageBand, TONE_LINE_KEYS, type HeroWords, type PhraseBank, type StageKey, type TonePack, type ToneLineKey } from './phrase-banks/phrase-bank';
import { seededRandom } from './seeded-random';
import { slugify } from './slug';
import { outlineFor, sceneFor, stagesForPages, TONE_DEFAULTS, type SceneContext } from './story-arc';
import { KINDS, type GoalKey, type KindKey, type TraitKey } from './story-lexicon';
import { fillTemplate, type TemplateContext } from './text-template';

const MAX_TITLE_LENGTH = 44;
const GENDERED_CHILD = new Set<StoryLanguage>(['spanish', 'french', 'italian', 'portuguese', 'russian']);

/** Everything decided about a book before any page is written; rebuilt identically for every call. */
interface BookDraft {
  bank: PhraseBank;
  tone: TonePack;
  hero: HeroWords;
  goalKey: GoalKey;
  context: TemplateContext;
  stages: StageKey[];
  scene: SceneContext;
  goalFromIdea: boolean;
}

function pickTrait(analysis: IdeaAnalysis, fallback: TraitKey): TraitKey {
  return analysis.traits.find((t) => t !== 'tiny') ?? analysis.traits[0] ?? fallback;
}

function draftBook(brief: StoryBrief, fixedName?: string): BookDraft {
  const random = seededRandom(brief.bookId, 'story');
  const analysis = analyzeIdea(brief.storyIdea);
  const bank = phraseBankFor(brief.language);
  const tone = bank.tones[brief.tone];
  const defaults = TONE_DEFAULTS[brief.tone];

  const rawKind = brief.language === 'english' && analysis.rawKind ? analysis.rawKind : undefined;
  let kind: KindKey = analysis.kind ?? (rawKind ? 'child' : random.pick(defaults.kinds));
  const coinFlip = random.pick(['m', 'f'] as const);
  // Languages whose word for "child" is gendered (niño/niña) name a girl or a boy instead.
  if (kind === 'child' && GENDERED_CHILD.has(brief.language)) kind = (analysis.gender ?? coinFlip) === 'f' ? 'girl' : 'boy';
  const kindGender = bank.kindGender(kind);
  const gender: 'm' | 'f' =
    kind === 'girl' ? 'f' : kind === 'boy' ? 'm'
      : analysis.gender ?? (kindGender === 'f' ? 'f' : kindGender === 'm' ? 'm' : coinFlip);
  const nameFromIdea = analysis.name ? (bank.adaptName?.(analysis.name) ?? analysis.name) : undefined;
  const fallbackName = random.pick(bank.names[gender]);
  const name = fixedName ?? nameFromIdea ?? fallbackName;
  const hero: HeroWords = { name, kind, trait: pickTrait(analysis, defaults.trait), gender };
  if (rawKind && !analysis.kind) hero.rawKind = rawKind;

  const goalKey = analysis.goal ?? defaults.goal;
  const verbatimGoal = analysis.language === brief.language ? bank.extractGoal(brief.storyIdea) : undefined;
  const goal = verbatimGoal ?? bank.goals[goalKey];
  const things = analysis.concepts.length > 0
    ? bank.list(analysis.concepts.slice(0, 3).map((c) => bank.concepts[c]))
    : tone.things;

  const context: TemplateContext = {
    heroGender: gender,
    friendGender: tone.friend.gender,
    kindGender,
    tokens: {
      name,
      heroIntro: bank.heroIntro(hero),
      heroPhrase: bank.heroPhrase(hero),
      kind: bank.kindThe(hero),
      trait: bank.trait(hero.trait, gender),
      goal,
      ...bank.goalForms?.(goal),
      home: tone.home,
      friendIntro: tone.friend.intro,
      friend: tone.friend.the,
      things,
      adjective: tone.adjective,
    },
  };

  // Pictures are briefed in English whatever the book's language.
  const englishGoal = brief.language === 'english' && verbatimGoal ? verbatimGoal : english.goals[goalKey];
  const englishCtx: TemplateContext = { ...context, tokens: { name } };
  const scene: SceneContext = {
    hero: `${name} the ${rawKind && !analysis.kind ? rawKind : KINDS[kind].english}`,
    goal: fillTemplate(englishGoal, englishCtx),
    goalKey,
    friend: defaults.friend,
    tone: brief.tone,
    concepts: analysis.concepts,
  };
  return {
    bank, tone, hero, goalKey, context, scene,
    stages: stagesForPages(brief.pageCount - 1),
    goalFromIdea: Boolean(verbatimGoal ?? analysis.goal),
  };
}

function render(draft: BookDraft, template: string): string {
  return draft.bank.finish(fillTemplate(template, draft.context));
}

function chooseTitle(draft: BookDraft, brief: StoryBrief): string {
  const random = seededRandom(brief.bookId, 'title');
  const goalTitle = render(draft, draft.bank.goalTitle);
  const toneTitle = render(draft, random.pick(draft.tone.titles));
  const useGoal = draft.goalFromIdea && goalTitle.length <= MAX_TITLE_LENGTH && random.chance(0.65);
  const title = (useGoal ? goalTitle : toneTitle).replace(/[.。]$/, '');
  return draft.bank.titleCase ? englishTitleCase(title) : title;
}

function storyPageText(draft: BookDraft, brief: StoryBrief, index: number): PageText {
  const stage = draft.stages[index - 1];
  if (!stage) throw new RangeError(`Page ${index} is outside a ${brief.pageCount}-page book`);
  const band = ageBand(brief.ageRange);
  const isLast = index === brief.pageCount - 1;
  const parts = [draft.bank.stages[stage][band]];
  if (band === 'short') {
    if (stage === 'opening') parts.push(draft.tone.toddler.opening);
    if (isLast) parts.push(draft.tone.toddler.ending);
  } else {
    if ((TONE_LINE_KEYS as readonly string[]).includes(stage)) parts.push(draft.tone.lines[stage as ToneLineKey]);
    if (isLast) parts.push(draft.bank.theEnd);
  }
  return { title: render(draft, draft.bank.stages[stage].title), content: render(draft, parts.join(' ')) };
}

export class OfflineStoryModel implements StoryModel {
  async planStory(brief: StoryBrief): Promise<StoryPlan> {
    const draft = draftBook(brief);
    const title = chooseTitle(draft, brief);
    const characterSheet = designCharacter({
      name: draft.hero.name,
      kind: draft.hero.kind,
      ...(draft.hero.rawKind ? { rawKind: draft.hero.rawKind } : {}),
      tone: brief.tone,
      random: seededRandom(brief.bookId, 'character'),
    });
    const noteContext = { ...draft.scene, name: draft.hero.name, title };
    const pages = [
      { index: 0, outline: outlineFor('cover', noteContext), scene: sceneFor('cover', draft.scene) },
      ...draft.stages.map((stage, i) => ({
        index: i + 1,
        outline: outlineFor(stage, noteContext),
        scene: sceneFor(stage, draft.scene),
      })),
    ];
    return {
      title,
      summary: render(draft, draft.bank.summary),
      slug: slugify(title, brief.bookId),
      characterSheet,
      pages,
    };
  }

  async writePage({ brief, plan, index }: WritePageInput): Promise<PageText> {
    if (index === 0) return { title: plan.title, content: plan.summary };
    return storyPageText(draftBook(brief, plan.characterSheet.name), brief, index);
  }
}
