// Plain-English guidance for language models: who the reader is, what each tone means, which language to write.
import type { AgeRange, StoryLanguage, StoryTone } from '../../ports/story-model';

export const LANGUAGE_NAMES: Record<StoryLanguage, string> = {
  english: 'English',
  spanish: 'Spanish',
  french: 'French',
  german: 'German',
  chinese: 'Simplified Chinese',
  japanese: 'Japanese',
  korean: 'Korean',
  russian: 'Russian',
  portuguese: 'Portuguese',
  italian: 'Italian',
};

export const AGE_GUIDANCE: Record<AgeRange, string> = {
  '0-3': 'Readers are 0 to 3 years old: one or two very short sentences per page (at most 12 words in total), simple words, sounds and repetition.',
  '4-7': 'Readers are 4 to 7 years old: three or four simple sentences per page (about 30 to 60 words), concrete words, a little dialogue.',
  '8-12': 'Readers are 8 to 12 years old: one paragraph per page (about 70 to 120 words) with richer vocabulary, feelings and vivid detail.',
};

export const TONE_GUIDANCE: Record<StoryTone, string> = {
  playful_funny: 'playful and funny: silly situations, gentle jokes, sound effects',
  fantasy_magic: 'a fairy tale full of magic, wonder and enchanted places',
  animal: 'an animal story: animal characters, nature, the meadow and the forest',
  heartwarming: 'heartwarming: gentle emotions, kindness, family and friendship',
  sci_fi: 'kid-friendly science fiction: space, planets, rockets and friendly robots',
  daily_life_basics: 'everyday life: routines, family, school and feelings a child knows',
  adventurous: 'an adventure: exploration, a quest, brave steps into the unknown',
  educational: 'gently educational: curiosity, discovering how things work, a soft lesson',
};

export const SAFETY_RULES =
  'Keep everything safe and kind for young children: no violence, no scary or sexual content, no real brands or copyrighted characters.';
