// Seeded choices: the same seed always picks the same variants, different seeds spread over all of them.

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Chooser {
  /** A number in [0, 1) for this seed and label; the same label always gives the same number. */
  at(label: string): number;
  /** The items in an order fixed by the seed and label. */
  order<T>(items: readonly T[], label: string): T[];
}

export function chooser(seed: string): Chooser {
  const at = (label: string) => {
    let t = (hash(`${seed}\u241f${label}`) + 0x6d2b79f5) >>> 0;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    at,
    order: (items, label) => items.map((item, i) => ({ item, k: at(`${label}#${i}`) })).sort((a, b) => a.k - b.k).map((x) => x.item),
  };
}
