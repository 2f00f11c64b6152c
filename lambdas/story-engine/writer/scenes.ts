// English picture settings: the idea's own setting wins over the shape's, so text and picture agree.
import type { IdeaBrief, SettingKey } from '../brief/types';
import { whenWords } from '../brief/weather';

const SETTING_WORDS: Record<SettingKey, string> = {
  kitchen: 'a warm kitchen', bedroom: 'a cosy bedroom', bathroom: 'a bathroom', classroom: 'a classroom', school: 'a school',
  nursery: 'a bright nursery classroom', garden: 'a garden', forest: 'a forest', jungle: 'a jungle', sea: 'the seaside',
  harbour: 'a busy harbour', lake: 'a lake', river: 'a river', space: 'outer space', farm: 'a farm', city: 'a city street',
  snow: 'a snowy landscape', beach: 'a sandy beach', hospital: 'a hospital', park: 'a park', supermarket: 'a supermarket',
  library: 'a library', mountain: 'the mountains', desert: 'a desert', playground: 'a playground', garage: 'a garage',
  treehouse: 'a treehouse', sky: 'the open sky', pool: 'a swimming pool', castle: 'a castle', home: 'a cosy home',
};

// Shapes that happen in a fixed place keep their own settings; the idea's setting is for the others.
const OWN_PLACES = new Set(['new-language', 'first-day', 'dentist', 'doctor', 'potty', 'bedtime', 'fear-dark', 'fear-monsters']);

/** A beat's own place first (the dentist's chair), then the idea's setting, then the shape's. */
export function sceneSetting(brief: IdeaBrief, beatAt: string | undefined, shapeAt: string, reached = false, home = false): string {
  const place = placeOf(brief, beatAt, shapeAt, reached, home);
  // The idea's weather and hour go with every page set in its own place; a beat's own room keeps its own.
  return brief.when && !beatAt ? `${place} ${whenWords(brief.when)}` : place;
}

function placeOf(brief: IdeaBrief, beatAt: string | undefined, shapeAt: string, reached: boolean, home: boolean): string {
  if (beatAt) return beatAt;
  if (home) return brief.setting && !OWN_PLACES.has(brief.situation ?? '') && !brief.question ? SETTING_WORDS[brief.setting] : SETTING_WORDS.home;
  // The page where a wish comes true shows where it comes true ("wants to see the sea": the seaside).
  const goal = brief.wish && !brief.wish.negated ? brief.wish.thing : undefined;
  if (reached && goal && goal in SETTING_WORDS) return SETTING_WORDS[goal as SettingKey];
  if (brief.setting && !OWN_PLACES.has(brief.situation ?? '') && !brief.question) return SETTING_WORDS[brief.setting];
  return shapeAt;
}
