// The writer's setting words ("a warm kitchen", "a dentist’s room", "a window on a rainy day") read as a backdrop,
// a time of day and the weather; the page's mood then sets the light.
import type { Mood } from '../writer/types';

export const OUTDOOR_BACKDROPS = [
  'meadow', 'garden', 'park', 'playground', 'forest', 'jungle', 'farm', 'city', 'seaside', 'harbour', 'lake', 'mountains',
  'desert', 'snow', 'space', 'sky', 'castle', 'treehouse', 'school',
] as const;
export const INDOOR_BACKDROPS = [
  'kitchen', 'bedroom', 'bathroom', 'classroom', 'nursery', 'doctor', 'dentist', 'hospital', 'library', 'supermarket', 'pool',
  'garage', 'home',
] as const;
export type OutdoorBackdrop = (typeof OUTDOOR_BACKDROPS)[number];
export type IndoorBackdrop = (typeof INDOOR_BACKDROPS)[number];
export type Backdrop = OutdoorBackdrop | IndoorBackdrop;

export type TimeOfDay = 'dawn' | 'day' | 'afternoon' | 'sunset' | 'evening' | 'night';
export type Weather = 'clear' | 'cloudy' | 'rain' | 'snow';

export interface SceneSetting {
  backdrop: Backdrop;
  indoor: boolean;
  time: TimeOfDay;
  weather: Weather;
}

// First match wins: the specific place before the general one ("a house with a garden" is a garden, "a river and the
// sea" a river, "a school corridor" a classroom).
const PLACES: ReadonlyArray<[Backdrop, RegExp]> = [
  ['dentist', /\bdentist/], ['doctor', /\b(doctor|waiting room|optician|clinic)/], ['hospital', /\bhospital/],
  ['kitchen', /\bkitchen/], ['bathroom', /\b(bathroom|toilet|potty)/], ['nursery', /\bnursery|kindergarten/],
  ['bedroom', /\bbedroom|\bin bed\b/], ['classroom', /\b(classroom|school corridor|lesson)/], ['school', /\bschool/],
  ['library', /\blibrary/], ['supermarket', /\b(supermarket|shop|store|market)\b/], ['pool', /\b(swimming pool|pool)\b/],
  ['garage', /\bgarage|workshop/], ['treehouse', /\btreehouse|tree house/], ['harbour', /\b(harbour|harbor|port|dock)\b/],
  ['space', /\b(outer space|space|planet|the moon)\b/], ['meadow', /\b(meadow|hill|field)\b/], ['sky', /\b(sky|cloud|clouds)\b/],
  ['lake', /\b(lake|river|pond|stream)\b/], ['seaside', /\b(seaside|beach|sea|ocean|shore)\b/], ['jungle', /\bjungle/],
  ['forest', /\b(forest|woods)\b/], ['farm', /\bfarm/], ['mountains', /\bmountain/], ['desert', /\bdesert/],
  ['snow', /\b(snow|snowy|winter)\b/], ['castle', /\b(castle|palace|kingdom)\b/], ['playground', /\bplayground/],
  ['park', /\bpark\b/], ['garden', /\bgarden/], ['city', /\b(street|road|city|town|village)\b/],
  ['home', /\b(home|house|flat|playroom|living room|window)\b/], ['meadow', /\bgrass/],
];

const INDOOR = new Set<Backdrop>(INDOOR_BACKDROPS);

function timeOf(words: string): TimeOfDay {
  if (/\b(night|midnight|bedtime)\b/.test(words)) return 'night';
  if (/\b(dusk|evening)\b/.test(words)) return 'evening';
  if (/\bsunset\b/.test(words)) return 'sunset';
  if (/\b(dawn|sunrise)\b/.test(words)) return 'dawn';
  if (/\bafternoon\b/.test(words)) return 'afternoon';
  return 'day';
}

function weatherOf(words: string): Weather {
  if (/\b(rain|rainy|raining|after rain|storm)\b/.test(words)) return /after rain/.test(words) ? 'cloudy' : 'rain';
  if (/\b(snowy|snowing|snow)\b/.test(words)) return 'snow';
  if (/\b(cloudy|grey|gray)\b/.test(words)) return 'cloudy';
  return 'clear';
}

/** The backdrop a setting's words name; a meadow when they name none. */
export function backdropFor(setting: string): Backdrop {
  const words = setting.toLowerCase();
  return PLACES.find(([, re]) => re.test(words))?.[0] ?? 'meadow';
}

/**
 * The place from the setting words, the time and weather from them and the action ("on a rainy afternoon"); on a
 * plain day the mood sets the light: a sleepy page is an evening, a warm one golden, a sad one grey.
 */
export function readSetting(setting: string, action: string, mood: Mood): SceneSetting {
  const backdrop = backdropFor(setting);
  const words = `${setting} ${action}`.toLowerCase();
  let time = timeOf(words);
  let weather = weatherOf(words);
  if (time === 'day' && backdrop !== 'space') {
    if (mood === 'sleepy') time = backdrop === 'bedroom' ? 'night' : 'evening';
    else if (mood === 'warm') time = 'afternoon';
  }
  if (weather === 'clear' && (mood === 'sad' || mood === 'worried') && !INDOOR.has(backdrop) && backdrop !== 'space') weather = 'cloudy';
  return { backdrop, indoor: INDOOR.has(backdrop), time, weather };
}
