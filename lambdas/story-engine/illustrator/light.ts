// The light of a page: the sky's colours, a tint mixed into the whole landscape, and the sun or moon, from the time of
// day, the weather and whether the page is indoors (a room at night is lamp-lit, not dark).
import type { SceneSetting, TimeOfDay } from './setting-words';

export interface Light {
  sky: [top: string, bottom: string];
  /** Colour mixed into everything in the landscape, and how much. */
  tint: string;
  amount: number;
  body: 'sun' | 'moon' | 'none';
  bodyY: number;
  night: boolean;
}

const LIGHTS: Record<TimeOfDay, Light> = {
  dawn: { sky: ['#8fb2e6', '#ffd3b5'], tint: '#ffb38a', amount: 0.1, body: 'sun', bodyY: 250, night: false },
  day: { sky: ['#5aaeea', '#c9eaff'], tint: '#ffffff', amount: 0, body: 'sun', bodyY: 88, night: false },
  afternoon: { sky: ['#6aa9df', '#ffe6b8'], tint: '#ffcc88', amount: 0.07, body: 'sun', bodyY: 150, night: false },
  sunset: { sky: ['#6d63b8', '#ffb36e'], tint: '#ff8a5c', amount: 0.16, body: 'sun', bodyY: 255, night: false },
  evening: { sky: ['#3e4a8f', '#f0a47e'], tint: '#4b3f8f', amount: 0.22, body: 'moon', bodyY: 110, night: true },
  night: { sky: ['#101c40', '#2f4279'], tint: '#1b2550', amount: 0.4, body: 'moon', bodyY: 100, night: true },
};

export function lightFor(setting: SceneSetting): Light {
  if (setting.backdrop === 'space') return { sky: ['#0c0f2e', '#2a1f5c'], tint: '#2a1f5c', amount: 0.2, body: 'none', bodyY: 100, night: true };
  const base = LIGHTS[setting.time];
  const grey = setting.weather === 'rain' || setting.weather === 'cloudy' || setting.weather === 'snow';
  if (setting.indoor) {
    // Indoors the room keeps its colours; evening and night only warm or dim them a little.
    const sky: [string, string] = grey && !base.night ? ['#8c9bb0', '#d4dbe4'] : base.sky;
    return { ...base, sky, tint: base.night ? '#2c3470' : grey ? '#8c9bb0' : base.tint, amount: base.night ? 0.3 : grey ? 0.06 : base.amount / 2 };
  }
  if (grey && !base.night) return { sky: ['#8c9bb0', '#d4dbe4'], tint: '#7d8ca0', amount: 0.16, body: 'none', bodyY: 120, night: false };
  return base;
}
