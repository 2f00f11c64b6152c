// Reads an English picture brief ("Sunset in a meadow. Pip the hedgehog gazes up…") for what to draw.
import { KINDS, KIND_KEYS } from '../story-lexicon';

export type TimeOfDay = 'dawn' | 'morning' | 'day' | 'afternoon' | 'sunset' | 'evening' | 'night';
export type Weather = 'clear' | 'cloudy' | 'rain' | 'snow';
export type Setting =
  | 'meadow' | 'forest' | 'seaside' | 'mountains' | 'space' | 'castle' | 'garden' | 'town' | 'snow' | 'riverside'
  | 'school' | 'sky' | 'bedroom';
export type Pose = 'happy' | 'wave' | 'dream' | 'tumble' | 'sad' | 'think' | 'jump' | 'cheer' | 'sleep' | 'proud';
export type Prop =
  | 'rocket' | 'moon' | 'stars' | 'planets' | 'rainbow' | 'clouds' | 'rain' | 'snowflakes' | 'flowers' | 'kite'
  | 'balloons' | 'boat' | 'train' | 'cake' | 'music' | 'books' | 'treasure' | 'map' | 'butterflies' | 'castle'
  | 'lantern' | 'bicycle' | 'flag' | 'basket' | 'birds' | 'bunting' | 'sparkles' | 'lightbulb' | 'trees';

export interface SceneBrief {
  time: TimeOfDay;
  weather: Weather;
  setting: Setting;
  pose: Pose;
  props: Set<Prop>;
  /** Kind word of a second character to draw, when the brief mentions one. */
  friend?: string;
}

const has = (text: string, re: RegExp) => re.test(text);

function timeOf(text: string): TimeOfDay {
  if (has(text, /\b(night|midnight|starry|bedtime|moonlit)\b/)) return 'night';
  if (has(text, /\b(sunset|dusk|golden hour|golden sunset)\b/)) return 'sunset';
  if (has(text, /\bevening\b/)) return 'evening';
  if (has(text, /\b(dawn|sunrise|daybreak)\b/)) return 'dawn';
  if (has(text, /\bafternoon\b/)) return 'afternoon';
  if (has(text, /\b(midday|noon)\b/)) return 'day';
  if (has(text, /\bmorning\b/)) return 'morning';
  return 'day';
}

function settingOf(text: string): Setting {
  const table: Array<[Setting, RegExp]> = [
    ['bedroom', /\b(bedroom|in bed|tucked in)\b/],
    ['space', /\b(outer space|space station|planet|craters|on the moon|galaxy)\b/],
    ['sky', /\b(open sky|above the clouds|high up in the sky|in the sky above)\b/],
    ['seaside', /\b(beach|seaside|by the sea|ocean|shore)\b/],
    ['riverside', /\b(river|riverbank|pond|lake|stream)\b/],
    ['snow', /\b(snowy|winter|snow)\b/],
    ['castle', /\b(castle|palace|enchanted valley|kingdom)\b/],
    ['mountains', /\b(mountain|mountains|valley below|peak|cliff)\b/],
    ['forest', /\b(forest|woods|jungle)\b/],
    ['school', /\b(school|schoolyard|classroom)\b/],
    ['town', /\b(town|street|city|village)\b/],
    ['garden', /\b(garden|backyard|little house)\b/],
    ['meadow', /\b(meadow|field|hill|park|grass)\b/],
  ];
  return table.find(([, re]) => has(text, re))?.[0] ?? 'meadow';
}

function poseOf(text: string): Pose {
  const table: Array<[Pose, RegExp]> = [
    ['sleep', /\b(sleeps|sleeping|asleep|sleepy|in bed)\b/],
    ['tumble', /\b(tumbles|tumbling|falls|trips|oops)\b/],
    ['sad', /\b(sad|alone|cries|crying|tear|lonely|discouraged)\b/],
    ['cheer', /\b(cheers|cheering|celebrates|joy|hooray|succeed|managed)\b/],
    ['jump', /\b(jumps|jumping|leaps|bright idea|light bulb)\b/],
    ['think', /\b(thinks|thinking|wonders|quietly|listens)\b/],
    ['dream', /\b(dreams|dreaming|gazes|wishing|looks up)\b/],
    ['wave', /\b(waves|waving|hello|greets|meets)\b/],
    ['proud', /\b(proudly|stands|ready|cover)\b/],
  ];
  return table.find(([, re]) => has(text, re))?.[0] ?? 'happy';
}

const PROP_WORDS: Array<[Prop, RegExp]> = [
  ['rocket', /\b(rocket|spaceship)\b/], ['moon', /\bmoon\b/], ['stars', /\b(stars?|starry|evening star)\b/],
  ['planets', /\bplanets?\b/], ['rainbow', /\brainbows?\b/], ['clouds', /\bclouds?\b/], ['rain', /\b(rain|raining|rain clouds)\b/],
  ['snowflakes', /\b(snow|snowflakes|snowing)\b/], ['flowers', /\b(flowers?|wildflowers|blossoms)\b/], ['kite', /\bkites?\b/],
  ['balloons', /\bballoons?\b/], ['boat', /\b(boat|ship|sailboat)\b/], ['train', /\btrain\b/], ['cake', /\bcakes?\b/],
  ['music', /\b(music|music notes|song|singing|dance)\b/], ['books', /\bbooks?\b/], ['treasure', /\b(treasure|chest)\b/],
  ['map', /\bmap\b/], ['butterflies', /\bbutterfl(y|ies)\b/], ['castle', /\bcastle\b/], ['lantern', /\blantern\b/],
  ['bicycle', /\b(bike|bicycle)\b/], ['flag', /\bflag\b/], ['basket', /\bbasket\b/], ['birds', /\bbirds?\b/],
  ['bunting', /\b(bunting|party|garland)\b/], ['sparkles', /\b(sparkles?|glitter|magic)\b/],
  ['lightbulb', /\blight bulb\b/], ['trees', /\b(trees?|forest|woods)\b/],
];

// Helpers named in picture briefs, mapped to a drawable kind.
const FRIEND_WORDS: Array<[string, RegExp]> = [
  ['goose', /\bgoose\b/], ['fairy', /\bfairy\b/], ['grandma', /\b(grandma|grandmother|granny)\b/],
  ['teacher', /\bteacher\b/], ['scientist', /\bscientist\b/], ['explorer', /\bexplorer\b/],
];

function friendOf(text: string, heroKind: string): string | undefined {
  // The prop list ("Also in the picture: …") names things, not companions.
  const story = text.split('also in the picture')[0] ?? text;
  const named = FRIEND_WORDS.find(([, re]) => re.test(story))?.[0];
  if (named) return named;
  return KIND_KEYS.map((k) => KINDS[k].english)
    .filter((word) => word !== heroKind && !['girl', 'boy', 'child'].includes(word))
    .find((word) => new RegExp(`\\b${word}\\b`).test(story));
}

export function readSceneBrief(prompt: string, heroKind: string): SceneBrief {
  // "Book cover" names the picture, not a pile of books.
  const text = prompt.toLowerCase().replace(/\bbook cover\b/g, 'cover');
  const props = new Set<Prop>(PROP_WORDS.filter(([, re]) => has(text, re)).map(([prop]) => prop));
  const weather: Weather = has(text, /\b(rain|raining|rain clouds)\b/) && !has(text, /\brainbow/) ? 'rain'
    : has(text, /\b(snow|snowy|snowing)\b/) ? 'snow'
      : has(text, /\b(cloudy|grey|gray|storm)\b/) ? 'cloudy' : 'clear';
  const brief: SceneBrief = { time: timeOf(text), weather, setting: settingOf(text), pose: poseOf(text), props };
  const friend = friendOf(text, heroKind.toLowerCase());
  if (friend) brief.friend = friend;
  return brief;
}
