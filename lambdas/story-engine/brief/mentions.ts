// What a finder reports for each character it sees in the idea, before roles are given out.
export interface Mention {
  /** Only real names: what the finder took as a name by a rule, never a stretch of the idea. */
  name?: string;
  /** English thing word (a key of THINGS), when the idea says what the character is. */
  thing?: string;
  gender?: 'female' | 'male';
  /** Where in the idea it is first mentioned: the order the cast keeps. */
  at: number;
  /** "make Maya the hero". */
  heroCue?: boolean;
  /** "my son", "my kids" with no name: who the story is for, a character only when nobody else is. */
  listener?: boolean;
  /** "her grandma", "his mom": belongs to someone already there. */
  possessed?: boolean;
  /** "name him Shelly", "his name was Biscuit": the name belongs to the main character found so far. */
  namesMain?: boolean;
}
