// A beat is one step of a story shape: what happens, how it feels and what the picture shows.
import type { Mood } from '../types';

export interface Beat {
  id: string;
  mood: Mood;
  /** English picture action, without names. */
  action: string;
  /** English picture setting for this beat; the story's setting when absent. */
  at?: string;
  /** Happens at the hero's home: the idea's own place if it names one (the farm), else a home, never the open road. */
  home?: boolean;
  /** Dropped first when pages are few: higher goes first. Absent: the story needs this beat. */
  opt?: number;
  /** Only for 8–12: the extra complication that makes the plot richer. */
  older?: boolean;
}

export interface Shape {
  key: string;
  /** English picture setting when neither the beat nor the idea names one. */
  at: string;
  beats: Beat[];
}

/** b(id, mood, action, opt?, at?): one beat, compactly. */
export const b = (id: string, mood: Mood, action: string, opt?: number, at?: string): Beat =>
  ({ id, mood, action, ...(opt === undefined ? {} : { opt }), ...(at ? { at } : {}) });

/** The 8–12 complication beat. */
export const twist = (id: string, mood: Mood, action: string, at?: string): Beat => ({ ...b(id, mood, action, 0, at), older: true });
