// When the idea says it happens ("on a rainy afternoon", "une nuit d'hiver", "雨の日"): read into closed English
// words the pictures use, so the text's weather and hour are the picture's.
import type { When } from './types';

// Each table: the idea's words (folded: lower case, no accents) that name it, in the ten languages.
const RAIN = /(?<!\p{L})(rain|rainy|raining|lluvia|lluvioso|lloviendo|pluie|pluvieux|pleut|regen|regnerisch|regnet|pioggia|piovoso|piove|chuva|chuvoso|chovendo|дожд\p{L}*)(?!\p{L})|雨|비 오는|비가/u;
const SNOW = /(?<!\p{L})(snow|snowy|snowing|nieve|nevando|neige|neigeux|schnee|verschneit|neve|nevica|нег\p{L}*|снег\p{L}*)(?!\p{L})|雪|눈 오는|눈이 오/u;
const NIGHT = /(?<!\p{L})(night|at night|noche|nuit|nacht|notte|noite|ночь\p{L}*|ночью)(?!\p{L})|夜|晚上|밤/u;
const AFTERNOON = /(?<!\p{L})(afternoon|tarde|apres-midi|nachmittag|pomeriggio|днём|после обеда)(?!\p{L})|午後|下午|오후/u;

/** The idea's weather and hour, or undefined when it names neither. */
export function readWhen(folded: string): When | undefined {
  const weather = RAIN.test(folded) ? 'rain' : SNOW.test(folded) ? 'snow' : undefined;
  const time = NIGHT.test(folded) ? 'night' : AFTERNOON.test(folded) ? 'afternoon' : undefined;
  return weather || time ? { ...(weather ? { weather } : {}), ...(time ? { time } : {}) } : undefined;
}

/** English words for a picture's setting ("on a rainy afternoon", "on a snowy night", "at night"). */
export function whenWords(when: When): string {
  const day = when.time === 'night' ? 'night' : when.time === 'afternoon' ? 'afternoon' : 'day';
  if (when.weather) return `on a ${when.weather === 'rain' ? 'rainy' : 'snowy'} ${day}`;
  return day === 'night' ? 'at night' : 'in the afternoon';
}
