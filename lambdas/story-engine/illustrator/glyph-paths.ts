// Marks and digits drawn as shapes: the rasteriser has no fonts, so the pictures carry no <text> at all.
import type { Pose } from './pose';

/** Ink lines with round ends, as a comic letterer draws them. */
const stroked = (d: string, ink: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

const dot = (x: number, y: number, r: number, ink: string) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${ink}"/>`;

/** "!" centred on x, about 30 units tall around y = 0. */
const bang = (x: number, ink: string) => `<path d="M${x - 4.5} -16 L${x + 4.5} -16 L${x + 2} 5 L${x - 2} 5 Z" fill="${ink}" stroke="${ink}" stroke-width="1.5" stroke-linejoin="round"/>${dot(x, 12.5, 3.6, ink)}`;

const question = (x: number, ink: string) => stroked(`M${x - 8} -8 C${x - 8} -19 ${x + 8} -19 ${x + 8} -8 C${x + 8} -2 ${x} -1 ${x} 5`, ink, 5.5) + dot(x, 12.5, 3.6, ink);

const zed = (x: number, y: number, size: number, ink: string) => stroked(`M${x - size} ${y - size} H${x + size} L${x - size} ${y + size} H${x + size}`, ink, size * 0.5);

function star(ink: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? 17 : 7.5;
    return `${(r * Math.cos(angle)).toFixed(1)},${(r * Math.sin(angle) + 1).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${ink}" stroke="${ink}" stroke-width="2" stroke-linejoin="round"/>`;
}

const note = (ink: string) =>
  `<ellipse cx="-4" cy="11" rx="7" ry="5" transform="rotate(-22 -4 11)" fill="${ink}"/>` + stroked('M2.5 10 V-15 C8 -11 12 -8 10 0', ink, 3.6);

const MARKS: Record<string, (ink: string) => string> = {
  '!': (ink) => bang(0, ink),
  '!!': (ink) => bang(-8, ink) + bang(8, ink),
  '?!': (ink) => question(-9, ink) + bang(10, ink),
  '?': (ink) => question(0, ink),
  '…': (ink) => [-13, 0, 13].map((x) => dot(x, 10, 3.8, ink)).join(''),
  '♥': (ink) => `<path d="M0 15 C-24 0 -15 -19 0 -8 C15 -19 24 0 0 15 Z" fill="${ink}"/>`,
  '★': star,
  '♪': note,
  Zzz: (ink) => zed(-13, 6, 8, ink) + zed(4, -2, 6, ink) + zed(16, -9, 4.5, ink),
};

/** What a speech bubble says for a pose. */
export const BUBBLE_MARK: Partial<Record<Pose, string>> = {
  cheer: '!!', jump: '!', tumble: '?!', sad: '…', think: '?', dream: '♥', sleep: 'Zzz', wave: '♪', happy: '♪', proud: '★', worried: '?',
};

/** One of the bubble marks ("!!", "?", "♪", "Zzz", …) centred on (x, y), about 34 units tall. */
export function markAt(mark: string, x: number, y: number, ink: string): string {
  const draw = MARKS[mark] ?? MARKS['!']!;
  return `<g transform="translate(${x} ${y})">${draw(ink)}</g>`;
}

// Digits 12 units wide and 20 tall from their top left corner, as single strokes.
const DIGITS: Record<string, string> = {
  '0': 'M6 0 C12.5 0 12.5 20 6 20 C-0.5 20 -0.5 0 6 0 Z',
  '1': 'M2.5 4 L7 0 V20',
  '2': 'M1 5 C1 -1.5 11 -1.5 11 5 C11 10.5 1 13.5 1 20 H11.5',
  '3': 'M1 2.5 C4 -1 11 0 11 5 C11 8.5 8 10 5 10 C8.5 10 11.5 11.5 11.5 15 C11.5 21 3.5 21.5 0.5 18',
  '4': 'M8.5 20 V0 L0.5 13.5 H12',
  '5': 'M11 0 H2.5 L1.5 9 C4 7.5 11.5 7 11.5 13.5 C11.5 20.5 4 21.5 0.5 18',
  '6': 'M10 1 C4 -0.5 1 5.5 1 13 C1 17.5 3 20 6 20 C9 20 11 17.5 11 14 C11 10.5 9 8.5 6 8.5 C3 8.5 1 10.5 1 13',
  '7': 'M0.5 0 H11.5 L4.5 20',
  '8': 'M6 10 C2.5 10 1 8 1 5 C1 2 3 0 6 0 C9 0 11 2 11 5 C11 8 9.5 10 6 10 C2 10 0.5 12.5 0.5 15 C0.5 18 3 20 6 20 C9 20 11.5 18 11.5 15 C11.5 12.5 10 10 6 10 Z',
  '9': 'M2 19 C8 20.5 11 14.5 11 7 C11 2.5 9 0 6 0 C3 0 1 2.5 1 6 C1 9.5 3 11.5 6 11.5 C9 11.5 11 9.5 11 7',
  '#': 'M4.5 1 L2.5 19 M10.5 1 L8.5 19 M0 7 H12.5 M-0.5 13 H12',
};

/** "#12" and the like, 20 units tall from (x, y) at its top left; returns the drawing and its width. */
export function numberAt(text: string, x: number, y: number, ink: string): { svg: string; width: number } {
  const glyphs = [...text].filter((ch) => ch in DIGITS);
  const advance = 16;
  const drawn = glyphs.map((ch, i) => `<g transform="translate(${x + i * advance} ${y})">${stroked(DIGITS[ch]!, ink, 3.6)}</g>`);
  return { svg: drawn.join(''), width: glyphs.length * advance - 4 };
}
