// The shape of every offline story: which beats a book of N pages gets, and the English picture brief for each beat.
import type { StoryTone } from '../../ports/story-model';
import { STAGE_KEYS, type StageKey } from './phrase-banks/phrase-bank';
import type { ConceptKey, GoalKey, KindKey, TraitKey } from './story-lexicon';

/** Beats by importance: a 5-page book (4 story pages) keeps the first four, a 15-page book uses all fourteen. */
const STAGE_PRIORITY: readonly StageKey[] = [
  'opening', 'wish', 'firstTry', 'resolution', 'ending', 'friend', 'setback', 'climax', 'world', 'insight',
  'secondTry', 'doubt', 'celebration', 'advice',
];

/** Story beats for pages 1..storyPages, in reading order. */
export function stagesForPages(storyPages: number): StageKey[] {
  if (storyPages < 1 || storyPages > STAGE_PRIORITY.length) {
    throw new RangeError(`A story needs 1 to ${STAGE_PRIORITY.length} story pages, got ${storyPages}`);
  }
  const chosen = new Set(STAGE_PRIORITY.slice(0, storyPages));
  return STAGE_KEYS.filter((stage) => chosen.has(stage));
}

export const TONE_DEFAULTS: Record<
  StoryTone,
  { goal: GoalKey; kinds: readonly KindKey[]; trait: TraitKey; setting: SettingKey; friend: string }
> = {
  playful_funny: { goal: 'makeLaugh', kinds: ['pig', 'monkey', 'duck', 'penguin'], trait: 'cheerful', setting: 'town', friend: 'a giggly goose in rubber boots' },
  fantasy_magic: { goal: 'findStar', kinds: ['dragon', 'unicorn', 'girl', 'fox'], trait: 'curious', setting: 'castle', friend: 'a tiny fairy with glittering wings' },
  animal: { goal: 'makeFriend', kinds: ['fox', 'rabbit', 'bear', 'hedgehog', 'squirrel'], trait: 'curious', setting: 'meadow', friend: 'a wise old owl' },
  heartwarming: { goal: 'help', kinds: ['bear', 'rabbit', 'mouse', 'cat'], trait: 'kind', setting: 'garden', friend: 'a kind grandma' },
  sci_fi: { goal: 'goToMoon', kinds: ['robot', 'alien', 'girl', 'boy'], trait: 'clever', setting: 'space', friend: 'a friendly little robot' },
  daily_life_basics: { goal: 'rideBike', kinds: ['child', 'girl', 'boy', 'bear', 'cat'], trait: 'cheerful', setting: 'town', friend: 'a kind teacher' },
  adventurous: { goal: 'findTreasure', kinds: ['fox', 'girl', 'boy', 'dog'], trait: 'brave', setting: 'mountains', friend: 'an old explorer with a patched map' },
  educational: { goal: 'learnRainbow', kinds: ['owl', 'mouse', 'girl', 'boy'], trait: 'curious', setting: 'garden', friend: 'a curious scientist' },
};

export const SETTINGS = {
  meadow: 'a sunny meadow with wildflowers and trees',
  forest: 'a leafy green forest',
  seaside: 'a sandy beach by the sea with gentle waves',
  mountains: 'a valley below tall blue mountains',
  space: 'outer space, on a little planet with craters, planets and stars all around',
  castle: 'an enchanted valley with a castle on a hill',
  garden: 'a flower garden beside a little house',
  town: 'a friendly little town street with colourful houses',
  snow: 'a snowy hill in winter with falling snow',
  riverside: 'a riverbank by a sparkling river',
  school: 'a schoolyard in front of a little school',
  sky: 'the open sky high above the clouds, with birds',
} as const;
export type SettingKey = keyof typeof SETTINGS;

const CONCEPT_SETTING: Partial<Record<ConceptKey, SettingKey>> = {
  sea: 'seaside', forest: 'forest', mountain: 'mountains', cave: 'mountains', snow: 'snow', castle: 'castle',
  garden: 'garden', flowers: 'garden', river: 'riverside', school: 'school', planets: 'space', rocket: 'space',
};

const GOAL_SCENE: Record<GoalKey, { setting?: SettingKey; props: readonly string[] }> = {
  goToMoon: { setting: 'space', props: ['rocket', 'moon', 'stars'] },
  braveDark: { props: ['lantern', 'moon', 'stars'] },
  findTreasure: { setting: 'forest', props: ['treasure chest', 'map'] },
  findStar: { props: ['stars', 'sparkles'] },
  learnRainbow: { props: ['rainbow', 'rain clouds'] },
  makeFriend: { props: ['butterflies'] },
  rideBike: { setting: 'town', props: ['bicycle'] },
  bake: { props: ['cake'] },
  climb: { setting: 'mountains', props: ['flag'] },
  seeSea: { setting: 'seaside', props: ['boat'] },
  swim: { setting: 'riverside', props: ['waves'] },
  fly: { setting: 'sky', props: ['clouds', 'birds'] },
  read: { props: ['books'] },
  dance: { props: ['music notes'] },
  sing: { props: ['music notes'] },
  grow: { setting: 'garden', props: ['flowers'] },
  makeLaugh: { props: ['balloons'] },
  help: { props: ['basket'] },
};

const CONCEPT_PROP: Partial<Record<ConceptKey, string>> = {
  moon: 'moon', stars: 'stars', rainbow: 'rainbow', clouds: 'clouds', rain: 'rain clouds', snow: 'snow',
  flowers: 'flowers', rocket: 'rocket', planets: 'planets', kite: 'kite', balloons: 'balloons', boat: 'boat',
  train: 'train', cake: 'cake', music: 'music notes', books: 'books', treasure: 'treasure chest',
  butterflies: 'butterflies', castle: 'castle',
};

export interface SceneContext {
  /** "Pip the hedgehog" */
  hero: string;
  /** English wish, "fly to the moon" */
  goal: string;
  goalKey: GoalKey;
  friend: string;
  tone: StoryTone;
  concepts: readonly ConceptKey[];
}

export function homeSetting(ctx: Pick<SceneContext, 'concepts' | 'tone'>): SettingKey {
  for (const concept of ctx.concepts) {
    const setting = CONCEPT_SETTING[concept];
    if (setting && setting !== 'space') return setting;
  }
  return ctx.concepts.some((c) => CONCEPT_SETTING[c] === 'space') ? 'space' : TONE_DEFAULTS[ctx.tone].setting;
}

const withProps = (sentence: string, props: readonly string[]) =>
  props.length > 0 ? `${sentence} Also in the picture: ${[...new Set(props)].join(', ')}.` : sentence;

/** English picture brief for one beat; the offline painter reads its keywords, Nova Canvas reads it as a prompt. */
export function sceneFor(stage: StageKey | 'cover', ctx: SceneContext): string {
  const home = SETTINGS[homeSetting(ctx)];
  const goalScene = GOAL_SCENE[ctx.goalKey];
  const away = SETTINGS[goalScene.setting ?? homeSetting(ctx)];
  const ideaProps = ctx.concepts.flatMap((c) => (CONCEPT_PROP[c] ? [CONCEPT_PROP[c]] : [])).slice(0, 3);
  const goalProps = goalScene.props;
  const { hero, goal, friend } = ctx;
  switch (stage) {
    case 'cover':
      return withProps(`Book cover. Bright morning in ${away}. ${hero} stands proudly in the middle, ready to ${goal}.`, goalProps);
    case 'opening':
      return withProps(`Early morning in ${home}. ${hero} smiles and waves hello.`, ideaProps);
    case 'world':
      return withProps(`Bright midday in ${home}. ${hero} plays happily among favourite things.`, ideaProps.length ? ideaProps : ['butterflies', 'kite']);
    case 'wish':
      return withProps(`Sunset in ${home}. ${hero} gazes up at the sky, dreaming of a big wish: to ${goal}.`, ['first evening star']);
    case 'firstTry':
      return withProps(`Morning in ${home}. ${hero} tries to ${goal} and tumbles over in surprise, oops.`, goalProps);
    case 'setback':
      return `Cloudy afternoon with grey rain clouds in ${home}. ${hero} sits alone under a tree, looking sad.`;
    case 'friend':
      return `Afternoon in ${home}. ${hero} meets ${friend}, who smiles kindly.`;
    case 'advice':
      return `Late afternoon in ${home}. ${friend} talks with ${hero}, who listens carefully.`;
    case 'secondTry':
      return withProps(`Morning in ${home}. ${hero} practises with ${friend}, step by step.`, goalProps);
    case 'doubt':
      return `Night in ${home} under the moon and many stars. ${hero} sits quietly, thinking.`;
    case 'insight':
      return `Dawn in ${home}. ${hero} jumps up with a bright idea, a glowing light bulb above.`;
    case 'climax':
      return withProps(`Midday in ${away}. ${hero} takes a deep breath and tries to ${goal} while friends watch.`, goalProps);
    case 'resolution':
      return withProps(`Golden sunset in ${away}. ${hero} cheers with joy, arms up, having managed to ${goal}. Sparkles everywhere.`, goalProps);
    case 'celebration':
      return `Evening party in ${home} with balloons, bunting and cake. ${hero} celebrates with ${friend} and other friends.`;
    case 'ending':
      return `Night in a cozy bedroom with a window full of stars. ${hero} sleeps peacefully in bed, smiling.`;
  }
}

/** English planning note for one beat. */
export function outlineFor(stage: StageKey | 'cover', ctx: SceneContext & { name: string; title: string }): string {
  const { name, goal, friend } = ctx;
  const notes: Record<StageKey | 'cover', string> = {
    cover: `Cover: "${ctx.title}", with ${ctx.hero}.`,
    opening: `Opening: meet ${ctx.hero} at home.`,
    world: `${name} enjoys favourite things; something is missing.`,
    wish: `${name} reveals the big wish: to ${goal}.`,
    firstTry: `First attempt to ${goal}; it goes wrong.`,
    setback: `${name} feels discouraged and sad.`,
    friend: `${name} meets ${friend}.`,
    advice: `The friend's advice: big wishes need small steps.`,
    secondTry: `Practice, day after day; ${name} gets better.`,
    doubt: `A night of doubt under the stars; ${name} decides not to give up.`,
    insight: `A bright idea in the morning.`,
    climax: `The big moment: one more try to ${goal}.`,
    resolution: `Success: ${name} manages to ${goal}.`,
    celebration: `Celebration with friends.`,
    ending: `Bedtime: ${name} falls asleep happy.`,
  };
  return notes[stage];
}
