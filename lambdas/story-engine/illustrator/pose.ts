// How a figure stands and looks on a page: chosen from the page's mood (the hero) or kept gentler (everyone else).
import type { Mood } from '../writer/types';

export type Pose = 'happy' | 'wave' | 'dream' | 'tumble' | 'sad' | 'think' | 'jump' | 'cheer' | 'sleep' | 'proud' | 'worried';

const HERO_POSES: Record<Mood, Pose> = {
  calm: 'happy', worried: 'worried', sad: 'sad', brave: 'proud', happy: 'cheer', warm: 'happy', curious: 'think', sleepy: 'sleep',
};

// Companions share the feeling without copying the hero's gesture: they smile at a worried hero, wave at a happy one.
const OTHER_POSES: Record<Mood, Pose> = {
  calm: 'happy', worried: 'happy', sad: 'sad', brave: 'happy', happy: 'wave', warm: 'happy', curious: 'dream', sleepy: 'happy',
};

export function poseFor(mood: Mood, hero: boolean, cover: boolean): Pose {
  if (cover) return hero ? 'proud' : 'wave';
  return (hero ? HERO_POSES : OTHER_POSES)[mood];
}
