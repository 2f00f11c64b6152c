// Animals, creatures and robots built from a body plan (ears, snout, tail, extras) with the look's colours, outfit and
// feature. Local coordinates: feet on y = 0, centred on x = 0, about 220 units tall.
import type { Look } from './looks';
import type { Pose } from './pose';
import {
  circle, darken, ellipse, group, lighten, line, mix, path, polygon, rect, type Group, type Node, type Shape,
} from './svg-kit';

export type Ears = 'round' | 'small' | 'big' | 'pointy' | 'long' | 'floppy' | 'elephant' | 'tufts' | 'side' | 'none';
export type Snout = 'small' | 'long' | 'pig' | 'beak' | 'bill' | 'trunk' | 'none' | 'human';
type Tail = 'none' | 'puff' | 'long' | 'bushy' | 'curly' | 'spiky' | 'striped' | 'tuft';
export type Extra =
  | 'spikes' | 'shell' | 'mane' | 'ponyMane' | 'horn' | 'horns' | 'batWings' | 'featherWings' | 'antennae' | 'neck'
  | 'spots' | 'stripes' | 'mask' | 'fluffy' | 'plates' | 'panda' | 'whiskers' | 'whiteBelly' | 'comb' | 'eyeRings'
  | 'frogEyes' | 'muzzleWhite' | 'antlers' | 'fluffyEars' | 'pouch' | 'fin' | 'bigEye';

export interface Plan {
  body: 'critter' | 'bird' | 'fish' | 'whale' | 'robot' | 'human' | 'octopus' | 'shark';
  ears: Ears;
  snout: Snout;
  tail: Tail;
  extras: Extra[];
  hair?: 'pigtails' | 'short' | 'bob';
}

const P = (body: Plan['body'], ears: Ears, snout: Snout, tail: Tail, extras: Extra[] = [], hair?: Plan['hair']): Plan =>
  hair ? { body, ears, snout, tail, extras, hair } : { body, ears, snout, tail, extras };

const PLANS: Record<string, Plan> = {
  hedgehog: P('critter', 'small', 'small', 'none', ['spikes']),
  rabbit: P('critter', 'long', 'small', 'puff', ['whiskers']),
  cat: P('critter', 'pointy', 'small', 'long', ['whiskers']),
  dog: P('critter', 'floppy', 'small', 'long'),
  bear: P('critter', 'round', 'small', 'none'),
  panda: P('critter', 'round', 'small', 'none', ['panda']),
  fox: P('critter', 'pointy', 'long', 'bushy', ['muzzleWhite']),
  wolf: P('critter', 'pointy', 'long', 'bushy', ['muzzleWhite']),
  mouse: P('critter', 'big', 'small', 'long', ['whiskers']),
  squirrel: P('critter', 'pointy', 'small', 'bushy'),
  raccoon: P('critter', 'pointy', 'small', 'striped', ['mask']),
  owl: P('bird', 'tufts', 'beak', 'none', ['featherWings', 'eyeRings']),
  bird: P('bird', 'none', 'beak', 'none', ['featherWings']),
  penguin: P('bird', 'none', 'beak', 'none', ['featherWings', 'whiteBelly']),
  duck: P('bird', 'none', 'bill', 'none', ['featherWings']),
  chicken: P('bird', 'none', 'beak', 'none', ['featherWings', 'comb']),
  pig: P('critter', 'pointy', 'pig', 'curly'),
  cow: P('critter', 'small', 'pig', 'tuft', ['horns', 'spots']),
  sheep: P('critter', 'small', 'small', 'puff', ['fluffy']),
  pony: P('critter', 'pointy', 'long', 'tuft', ['ponyMane']),
  horse: P('critter', 'pointy', 'long', 'tuft', ['ponyMane']),
  unicorn: P('critter', 'pointy', 'long', 'tuft', ['ponyMane', 'horn']),
  elephant: P('critter', 'elephant', 'trunk', 'tuft'),
  giraffe: P('critter', 'small', 'long', 'tuft', ['neck', 'horns', 'spots']),
  lion: P('critter', 'round', 'small', 'tuft', ['mane']),
  tiger: P('critter', 'round', 'small', 'striped', ['stripes', 'whiskers']),
  monkey: P('critter', 'side', 'small', 'curly', ['muzzleWhite']),
  frog: P('critter', 'none', 'none', 'none', ['frogEyes']),
  turtle: P('critter', 'none', 'none', 'none', ['shell']),
  fish: P('fish', 'none', 'none', 'none'),
  whale: P('whale', 'none', 'none', 'none'),
  octopus: P('octopus', 'none', 'none', 'none'),
  dragon: P('critter', 'none', 'long', 'spiky', ['horns', 'batWings', 'plates']),
  dinosaur: P('critter', 'none', 'long', 'spiky', ['plates']),
  robot: P('robot', 'none', 'none', 'none', ['antennae']),
  alien: P('critter', 'none', 'none', 'none', ['antennae']),
  zebra: P('critter', 'pointy', 'long', 'tuft', ['ponyMane', 'stripes']),
  donkey: P('critter', 'long', 'long', 'tuft', ['ponyMane']),
  deer: P('critter', 'pointy', 'long', 'puff', ['antlers', 'spots']),
  goat: P('critter', 'floppy', 'long', 'puff', ['horns']),
  hippo: P('critter', 'small', 'pig', 'curly'),
  koala: P('critter', 'big', 'small', 'none', ['fluffyEars']),
  kangaroo: P('critter', 'long', 'long', 'long', ['pouch']),
  sloth: P('critter', 'none', 'small', 'none', ['mask']),
  crocodile: P('critter', 'none', 'long', 'spiky', ['plates']),
  dolphin: P('whale', 'none', 'none', 'none', ['fin']),
  shark: P('shark', 'none', 'none', 'none', ['fin']),
  monster: P('critter', 'small', 'none', 'spiky', ['horns', 'bigEye', 'spots']),
  troll: P('critter', 'side', 'pig', 'none', ['mane']),
};

/** Body plan for a kind word; "a little red fox" finds the fox, unknown kinds get a round-eared critter. */
export function planFor(kind: string): Plan {
  const lower = kind.toLowerCase();
  const exact = PLANS[lower];
  if (exact) return exact;
  const word = Object.keys(PLANS).find((key) => new RegExp(`\\b${key}\\b`).test(lower));
  return (word ? PLANS[word] : undefined) ?? P('critter', 'round', 'small', 'none');
}

export const INK = '#2b2233';
export const BLUSH = '#ff8fa3';
export const GOLD = '#f7c948';
export const ORANGE = '#f4a62a';

export function star(cx: number, cy: number, r: number, fill: string, role: Shape['role'] = 'detail'): Shape {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return polygon(pts, fill, role);
}

/** An ellipse standing between two points, like a limb. */
export function limb(x1: number, y1: number, x2: number, y2: number, width: number, fill: string): Shape {
  const cx = (x1 + x2) / 2, cy = (y1 + y2) / 2;
  const len = Math.hypot(x2 - x1, y2 - y1);
  const angle = (Math.atan2(x2 - x1, y1 - y2) * 180) / Math.PI;
  return ellipse(cx, cy, width / 2, len / 2 + width / 3, fill, 'solid', { transform: `rotate(${Math.round(angle)} ${Math.round(cx)} ${Math.round(cy)})` });
}

export interface Frame {
  headY: number;
  headR: number;
  neckY: number;
  shoulderY: number;
  bodyCy: number;
  bodyRx: number;
  bodyRy: number;
}

export const hands: Record<Pose, [[number, number], [number, number]]> = {
  happy: [[-58, -54], [58, -54]],
  wave: [[-58, -54], [70, -142]],
  dream: [[-14, -82], [14, -82]],
  tumble: [[-76, -118], [76, -118]],
  sad: [[-30, -42], [30, -42]],
  think: [[-58, -54], [20, -118]],
  jump: [[-66, -152], [66, -152]],
  cheer: [[-66, -152], [66, -152]],
  sleep: [[-40, -50], [40, -50]],
  proud: [[-50, -66], [50, -66]],
  worried: [[-16, -78], [16, -78]],
};

export function face(look: Look, plan: Plan, f: Frame, pose: Pose, out: Node[]): void {
  const { headY: hy } = f;
  const eyeY = hy - 8;
  const eyeDx = plan.extras.includes('eyeRings') ? 20 : 18;
  if (plan.extras.includes('eyeRings')) {
    out.push(circle(-eyeDx, eyeY, 16, '#fffdf5', 'detail'), circle(eyeDx, eyeY, 16, '#fffdf5', 'detail'));
  }
  if (plan.extras.includes('mask')) {
    out.push(path(`M${-46} ${eyeY - 4} Q0 ${eyeY - 22} 46 ${eyeY - 4} Q36 ${eyeY + 14} 0 ${eyeY + 6} Q-36 ${eyeY + 14} -46 ${eyeY - 4} Z`, '#3a3440', 'detail'));
  }
  if (plan.extras.includes('panda')) {
    out.push(
      ellipse(-19, eyeY + 2, 13, 16, '#2a2a2e', 'detail', { transform: `rotate(25 -19 ${eyeY + 2})` }),
      ellipse(19, eyeY + 2, 13, 16, '#2a2a2e', 'detail', { transform: `rotate(-25 19 ${eyeY + 2})` }),
    );
  }
  const eyeColor = plan.extras.includes('panda') || plan.extras.includes('mask') ? '#ffffff' : INK;
  const happyClosed = pose === 'cheer' || pose === 'jump';
  for (const side of plan.extras.includes('bigEye') ? [] : [-1, 1]) {
    const ex = side * eyeDx;
    if (pose === 'sleep') {
      out.push(line(`M${ex - 8} ${eyeY} Q${ex} ${eyeY + 6} ${ex + 8} ${eyeY}`, eyeColor, 3));
    } else if (happyClosed) {
      out.push(line(`M${ex - 8} ${eyeY + 2} Q${ex} ${eyeY - 8} ${ex + 8} ${eyeY + 2}`, eyeColor, 3.2));
    } else if (pose === 'tumble') {
      out.push(circle(ex, eyeY, 9, '#ffffff', 'detail'), circle(ex, eyeY, 4, INK, 'detail'));
    } else {
      const up = pose === 'dream' ? -3 : 0;
      out.push(ellipse(ex, eyeY + up, 6.5, 8.5, eyeColor === '#ffffff' ? INK : eyeColor, 'detail'));
      out.push(circle(ex + 2.2, eyeY + up - 3, 2.4, '#ffffff', 'glow'));
      if (pose === 'sad') out.push(line(`M${ex - 9 * side} ${eyeY - 17} L${ex + 7 * side} ${eyeY - 12}`, INK, 2.6));
      if (pose === 'worried') out.push(line(`M${ex - 8 * side} ${eyeY - 14} L${ex + 8 * side} ${eyeY - 20}`, INK, 2.6));
    }
  }
  if (pose === 'sad') out.push(path(`M${-eyeDx - 2} ${eyeY + 10} q-4 8 0 11 q4 -3 0 -11 Z`, '#7ec8f2', 'glow'));
  // Cheeks.
  out.push(
    ellipse(-32, hy + 12, 9, 5.5, BLUSH, 'detail', { opacity: 0.55 }),
    ellipse(32, hy + 12, 9, 5.5, BLUSH, 'detail', { opacity: 0.55 }),
  );
  const light = lighten(look.body, 0.55);
  const muzzle = plan.extras.includes('muzzleWhite') ? '#fff6ea' : light;
  const noseY = hy + 8;
  switch (plan.snout) {
    case 'small':
    case 'long': {
      const w = plan.snout === 'long' ? 23 : 18;
      out.push(ellipse(0, hy + 16, w, 13, muzzle, 'detail'));
      out.push(ellipse(0, noseY + 2, 6.5, 4.8, INK, 'detail'));
      break;
    }
    case 'pig':
      out.push(ellipse(0, hy + 14, 16, 11, mix(look.body, '#e07a93', 0.35), 'detail'));
      out.push(ellipse(-5, hy + 14, 2.6, 3.6, darken(look.body, 0.45), 'detail'), ellipse(5, hy + 14, 2.6, 3.6, darken(look.body, 0.45), 'detail'));
      break;
    case 'beak':
      out.push(polygon([[-8, hy + 6], [8, hy + 6], [0, hy + 20]], ORANGE, 'detail'));
      break;
    case 'bill':
      out.push(ellipse(0, hy + 14, 20, 8.5, ORANGE, 'detail'));
      break;
    case 'trunk':
      out.push(path(`M-10 ${hy + 6} C-12 ${hy + 40} -4 ${hy + 58} 18 ${hy + 56} L18 ${hy + 44} C6 ${hy + 44} 8 ${hy + 30} 10 ${hy + 6} Z`, darken(look.body, 0.08), 'solid'));
      break;
    case 'human':
      out.push(ellipse(0, noseY + 4, 4, 3, darken(look.body, 0.2), 'detail'));
      break;
    case 'none':
      break;
  }
  // Mouth.
  const my = plan.snout === 'trunk' ? hy + 22 : plan.snout === 'none' ? hy + 14 : hy + 26;
  const mx = plan.snout === 'trunk' ? -18 : 0;
  if (pose === 'cheer' || pose === 'jump') {
    out.push(path(`M${mx - 11} ${my - 2} Q${mx} ${my + 16} ${mx + 11} ${my - 2} Z`, '#c0392b', 'detail'));
  } else if (pose === 'tumble') {
    out.push(ellipse(mx, my + 2, 5, 6, '#7a2e2e', 'detail'));
  } else if (pose === 'sad') {
    out.push(line(`M${mx - 8} ${my + 4} Q${mx} ${my - 3} ${mx + 8} ${my + 4}`, INK, 2.6));
  } else if (pose === 'worried') {
    out.push(line(`M${mx - 9} ${my + 2} q4.5 -4 9 0 q4.5 4 9 0`, INK, 2.4));
  } else if (plan.extras.includes('frogEyes')) {
    out.push(line(`M-26 ${my} Q0 ${my + 16} 26 ${my}`, INK, 3));
  } else if (pose !== 'sleep') {
    out.push(line(`M${mx - 9} ${my} Q${mx} ${my + 8} ${mx + 9} ${my}`, INK, 2.6));
  }
  if (plan.extras.includes('whiskers')) {
    for (const side of [-1, 1]) {
      out.push(line(`M${side * 20} ${hy + 16} L${side * 46} ${hy + 10} M${side * 20} ${hy + 21} L${side * 46} ${hy + 24}`, darken(look.body, 0.45), 1.6));
    }
  }
}

function ears(look: Look, plan: Plan, f: Frame, out: Node[]): void {
  const { headY: hy, headR: r } = f;
  const dark = plan.extras.includes('panda') ? '#2a2a2e' : darken(look.body, 0.08);
  const inner = plan.extras.includes('panda') ? '#2a2a2e' : mix(look.body, '#ff9fb2', 0.45);
  switch (plan.ears) {
    case 'round':
      for (const s of [-1, 1]) out.push(circle(s * r * 0.72, hy - r * 0.72, 17, dark), circle(s * r * 0.72, hy - r * 0.72, 9, inner, 'detail'));
      break;
    case 'small':
      for (const s of [-1, 1]) out.push(circle(s * r * 0.76, hy - r * 0.66, 11, dark));
      break;
    case 'big':
      for (const s of [-1, 1]) out.push(circle(s * r * 0.82, hy - r * 0.7, 27, dark), circle(s * r * 0.82, hy - r * 0.7, 17, inner, 'detail'));
      break;
    case 'pointy':
      for (const s of [-1, 1]) {
        out.push(polygon([[s * 48, hy - 18], [s * 38, hy - 66], [s * 12, hy - 44]], dark));
        out.push(polygon([[s * 40, hy - 26], [s * 36, hy - 54], [s * 20, hy - 42]], inner, 'detail'));
      }
      break;
    case 'long':
      for (const s of [-1, 1]) {
        out.push(ellipse(s * 22, hy - 76, 13, 42, dark, 'solid', { transform: `rotate(${s * 10} ${s * 22} ${hy - 76})` }));
        out.push(ellipse(s * 22, hy - 74, 6, 30, inner, 'detail', { transform: `rotate(${s * 10} ${s * 22} ${hy - 74})` }));
      }
      break;
    case 'floppy':
      for (const s of [-1, 1]) out.push(ellipse(s * 50, hy + 2, 14, 32, darken(look.body, 0.25), 'solid', { transform: `rotate(${s * -18} ${s * 50} ${hy + 2})` }));
      break;
    case 'elephant':
      for (const s of [-1, 1]) out.push(ellipse(s * 62, hy + 2, 36, 44, dark), ellipse(s * 64, hy + 4, 24, 31, inner, 'detail'));
      break;
    case 'tufts':
      for (const s of [-1, 1]) out.push(polygon([[s * 42, hy - 30], [s * 50, hy - 66], [s * 18, hy - 44]], darken(look.body, 0.2)));
      break;
    case 'side':
      for (const s of [-1, 1]) out.push(circle(s * (r + 4), hy + 2, 16, dark), circle(s * (r + 4), hy + 2, 9, inner, 'detail'));
      break;
    case 'none':
      break;
  }
}

function tail(look: Look, plan: Plan, out: Node[]): void {
  const body = look.body;
  const dark = darken(body, 0.2);
  switch (plan.tail) {
    case 'puff':
      out.push(circle(44, -34, 14, lighten(body, 0.5)));
      break;
    case 'long':
      out.push(line('M34 -30 C76 -24 92 -70 74 -108', body, 11));
      break;
    case 'tuft':
      out.push(line('M34 -30 C70 -28 80 -56 76 -80', body, 8), ellipse(76, -86, 9, 13, dark));
      break;
    case 'bushy':
    case 'striped':
      out.push(path('M30 -40 C70 -30 110 -80 92 -140 C84 -160 60 -150 66 -128 C74 -96 50 -70 28 -64 Z', body));
      if (plan.tail === 'striped') out.push(line('M70 -118 L92 -112 M74 -92 L98 -90 M62 -70 L86 -70', darken(body, 0.45), 7));
      else out.push(path('M84 -150 C78 -162 62 -156 64 -136 C70 -140 80 -142 84 -150 Z', '#fff6ea', 'detail'));
      break;
    case 'curly':
      out.push(line('M38 -36 c18 -4 22 -22 10 -26 c-10 -3 -12 10 -2 12', darken(body, 0.1), 6));
      break;
    case 'spiky':
      out.push(path('M30 -30 C80 -20 110 -40 128 -70 L118 -44 C100 -14 60 -8 30 -12 Z', body));
      out.push(polygon([[118, -76], [140, -80], [128, -58]], dark));
      break;
    case 'none':
      break;
  }
}

function backExtras(look: Look, plan: Plan, f: Frame, out: Node[]): void {
  const body = look.body;
  const dark = darken(body, 0.28);
  if (plan.extras.includes('spikes')) {
    const pts: Array<[number, number]> = [];
    const cx = 0, cy = (f.headY + f.bodyCy) / 2 - 6;
    const rx = 82, ry = (f.bodyCy - f.headY) / 2 + 78;
    for (let i = 0; i <= 30; i++) {
      const a = Math.PI * 0.92 + (i / 30) * Math.PI * 1.16;
      const k = i % 2 === 0 ? 1 : 0.8;
      pts.push([cx + rx * k * Math.cos(a), cy + ry * k * Math.sin(a)]);
    }
    out.push(polygon(pts, dark));
  }
  if (plan.extras.includes('batWings')) {
    for (const s of [-1, 1]) {
      out.push(path(`M${s * 30} -100 L${s * 118} -168 L${s * 104} -120 L${s * 132} -104 L${s * 100} -86 L${s * 112} -62 L${s * 40} -64 Z`, mix(look.accent, body, 0.5)));
    }
  }
  if (plan.extras.includes('plates')) {
    for (const [x, y, s] of [[-30, f.headY - 38, 16], [0, f.headY - 52, 20], [30, f.headY - 38, 16]] as const) {
      out.push(polygon([[x - s * 0.7, y + s * 0.7], [x, y - s], [x + s * 0.7, y + s * 0.7]], dark));
    }
  }
  if (plan.extras.includes('shell')) {
    const shell = mix(darken(body, 0.3), '#8a5a2b', 0.35);
    out.push(ellipse(0, f.bodyCy - 4, f.bodyRx + 22, f.bodyRy + 18, shell));
    out.push(line(`M-40 ${f.bodyCy - 40} L-58 ${f.bodyCy} M40 ${f.bodyCy - 40} L58 ${f.bodyCy}`, darken(shell, 0.3), 3));
  }
  if (plan.extras.includes('mane')) {
    const maneColor = mix(darken(body, 0.25), '#b5541d', 0.4);
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      out.push(circle(Math.cos(a) * (f.headR + 8), f.headY + Math.sin(a) * (f.headR + 8), 20, maneColor));
    }
  }
  if (plan.extras.includes('featherWings') && plan.body !== 'human') {
    for (const s of [-1, 1]) out.push(ellipse(s * (f.bodyRx + 4), f.bodyCy - 6, 17, 40, darken(body, 0.18), 'solid', { transform: `rotate(${s * -14} ${s * (f.bodyRx + 4)} ${f.bodyCy - 6})` }));
  }
}

function topExtras(look: Look, plan: Plan, f: Frame, out: Node[]): void {
  const hy = f.headY, r = f.headR;
  if (plan.extras.includes('antlers')) {
    for (const s of [-1, 1]) out.push(line(`M${s * 16} ${hy - r + 6} L${s * 30} ${hy - r - 40} M${s * 24} ${hy - r - 18} L${s * 44} ${hy - r - 28} M${s * 28} ${hy - r - 32} L${s * 16} ${hy - r - 50}`, '#8b5a3c', 6));
  }
  if (plan.extras.includes('fluffyEars')) {
    for (const s of [-1, 1]) out.push(circle(s * r * 0.82, hy - r * 0.7, 12, '#f4f1ea', 'detail'));
  }
  if (plan.extras.includes('bigEye')) {
    out.push(circle(0, hy - 14, 24, '#ffffff', 'detail'), circle(2, hy - 12, 11, INK, 'detail'), circle(6, hy - 17, 4, '#ffffff', 'glow'));
  }
  if (plan.extras.includes('horns')) {
    for (const s of [-1, 1]) out.push(polygon([[s * 14, hy - r + 8], [s * 28, hy - r + 6], [s * 24, hy - r - 22]], plan.extras.includes('spots') ? '#a0522d' : '#f3e3c3'));
  }
  if (plan.extras.includes('antennae')) {
    for (const s of [-1, 1]) {
      out.push(line(`M${s * 14} ${hy - r + 6} L${s * 26} ${hy - r - 30}`, darken(look.body, 0.35), 4), circle(s * 26, hy - r - 34, 8, look.accent));
    }
  }
  if (plan.extras.includes('ponyMane')) {
    const maneColor = plan.extras.includes('horn') ? '#c58cf0' : darken(look.body, 0.35);
    out.push(path(`M-26 ${hy - r + 6} C-10 ${hy - r - 22} 26 ${hy - r - 16} 30 ${hy - r + 14} C14 ${hy - r + 2} 0 ${hy - r + 8} -26 ${hy - r + 6} Z`, maneColor));
    if (plan.extras.includes('horn')) out.push(path(`M-4 ${hy - r - 6} C10 ${hy - r - 16} 26 ${hy - r - 6} 28 ${hy - r + 8} C18 ${hy - r} 8 ${hy - r - 2} -4 ${hy - r - 6} Z`, '#7fd3f5', 'detail'));
  }
  if (plan.extras.includes('comb')) {
    for (const [x, y, s] of [[-10, hy - r + 2, 9], [0, hy - r - 4, 11], [10, hy - r + 2, 9]] as const) out.push(circle(x, y, s, '#e5484d'));
  }
  if (plan.extras.includes('frogEyes')) {
    for (const s of [-1, 1]) {
      out.push(circle(s * 24, hy - r + 2, 17, look.body));
      out.push(circle(s * 24, hy - r, 11, '#ffffff', 'detail'), circle(s * 24, hy - r + 1, 5.5, INK, 'detail'));
    }
  }
  if (plan.extras.includes('spots')) {
    const spot = plan.extras.includes('horns') && look.kind === 'cow' ? '#3b2f2f' : darken(look.body, 0.32);
    out.push(ellipse(-24, hy - 24, 9, 7, spot, 'detail'), ellipse(28, hy - 30, 7, 6, spot, 'detail'));
  }
  if (plan.extras.includes('stripes')) {
    out.push(line(`M-10 ${hy - r + 4} L-6 ${hy - r + 18} M0 ${hy - r + 2} L0 ${hy - r + 20} M10 ${hy - r + 4} L6 ${hy - r + 18}`, darken(look.body, 0.5), 4));
    out.push(line(`M${-r + 2} ${hy - 6} L${-r + 16} ${hy - 2} M${r - 2} ${hy - 6} L${r - 16} ${hy - 2}`, darken(look.body, 0.5), 4));
  }
}

/** Garments and features are recognised by the words of the character sheet, so Bedrock-made sheets work too. */
export function outfit(look: Look, f: Frame, plan: Plan, out: { back: Node[]; body: Node[]; neck: Node[]; head: Node[] }): void {
  const text = `${look.outfit} ${look.feature}`.toLowerCase();
  const a = look.accent;
  const aDark = darken(a, 0.25);
  const { neckY, headY, headR } = f;
  if (/\bcape\b/.test(text)) {
    out.back.push(path(`M-30 ${neckY} C-60 -60 -70 -20 -66 -4 L66 -4 C70 -20 60 -60 30 ${neckY} Z`, a));
    if (/star/.test(text)) out.back.push(star(-44, -30, 7, GOLD), star(48, -46, 6, GOLD), star(-30, -60, 5, GOLD));
    out.neck.push(circle(0, neckY + 4, 6, GOLD));
  }
  if (/\bbackpack\b/.test(text)) {
    out.back.push(rect(-f.bodyRx - 10, f.bodyCy - 44, f.bodyRx * 2 + 20, 72, a, 'solid', { rx: 16 }));
    out.body.push(rect(-30, neckY, 9, 70, aDark, 'detail', { rx: 4 }), rect(21, neckY, 9, 70, aDark, 'detail', { rx: 4 }));
  }
  if (/\b(raincoat)\b/.test(text)) {
    // Animals wear the hood up; children show their hair.
    if (plan.body !== 'human') out.back.push(circle(0, headY + 4, headR + 9, a));
    out.body.push(ellipse(0, f.bodyCy + 4, f.bodyRx + 6, f.bodyRy + 2, a));
    out.body.push(line(`M0 ${neckY + 6} L0 ${f.bodyCy + f.bodyRy}`, aDark, 2.5));
    for (const y of [-88, -66, -44]) out.body.push(circle(8, y, 3.5, '#ffffff', 'detail'));
  }
  if (/\b(sweater|jumpsuit|jumper)\b/.test(text)) {
    out.body.push(ellipse(0, f.bodyCy, f.bodyRx + 3, f.bodyRy, a));
    out.body.push(line(`M${-f.bodyRx + 10} ${f.bodyCy + f.bodyRy - 14} L${f.bodyRx - 10} ${f.bodyCy + f.bodyRy - 14}`, aDark, 4));
    if (/jumpsuit/.test(text)) {
      out.body.push(rect(-f.bodyRx + 4, f.bodyCy + 4, f.bodyRx * 2 - 8, 9, aDark, 'detail'));
      out.body.push(circle(-16, f.bodyCy - 26, 8, '#d7dde5', 'detail'), star(-16, f.bodyCy - 26, 5, '#8a96a6'));
    } else {
      out.body.push(path(`M-18 ${neckY + 2} Q0 ${neckY + 18} 18 ${neckY + 2}`, aDark, 'detail'));
    }
  }
  if (/\boveralls\b/.test(text)) {
    out.body.push(path(`M${-f.bodyRx + 2} ${f.bodyCy + 2} L${f.bodyRx - 2} ${f.bodyCy + 2} C${f.bodyRx} ${f.bodyCy + 40} 20 ${f.bodyCy + f.bodyRy + 2} 0 ${f.bodyCy + f.bodyRy + 2} C-20 ${f.bodyCy + f.bodyRy + 2} ${-f.bodyRx} ${f.bodyCy + 40} ${-f.bodyRx + 2} ${f.bodyCy + 2} Z`, a));
    out.body.push(rect(-20, f.bodyCy - 22, 40, 28, a, 'solid', { rx: 5 }));
    out.body.push(line(`M-18 ${f.bodyCy - 20} L-26 ${neckY + 2} M18 ${f.bodyCy - 20} L26 ${neckY + 2}`, a, 7));
    out.body.push(circle(-14, f.bodyCy - 16, 3.5, GOLD, 'detail'), circle(14, f.bodyCy - 16, 3.5, GOLD, 'detail'));
    if (/pencil/.test(text)) out.body.push(rect(6, f.bodyCy - 34, 6, 18, '#f4c430', 'detail'), polygon([[6, f.bodyCy - 34], [12, f.bodyCy - 34], [9, f.bodyCy - 40]], '#e9b98c', 'detail'));
  }
  if (/\b(scarf)\b/.test(text)) {
    out.neck.push(rect(-40, neckY - 9, 80, 20, a, 'solid', { rx: 10 }));
    out.neck.push(rect(14, neckY + 4, 17, 44, a, 'solid', { rx: 6, transform: `rotate(-8 22 ${neckY + 4})` }));
    out.neck.push(line(`M14 ${neckY + 50} l3 8 M21 ${neckY + 50} l2 8 M28 ${neckY + 50} l1 8`, aDark, 2.4));
    if (/knit/.test(text)) out.neck.push(line(`M-30 ${neckY - 8} l0 18 M-16 ${neckY - 8} l0 18 M-2 ${neckY - 8} l0 18`, aDark, 1.6));
  }
  if (/\bbandana\b/.test(text)) {
    out.neck.push(polygon([[-36, neckY - 6], [36, neckY - 6], [0, neckY + 34]], a));
    out.neck.push(circle(-12, neckY + 4, 2.5, '#ffffff', 'detail'), circle(10, neckY + 8, 2.5, '#ffffff', 'detail'), circle(0, neckY + 20, 2.5, '#ffffff', 'detail'));
  }
  if (/\bbow tie\b/.test(text)) {
    out.neck.push(polygon([[0, neckY + 4], [-22, neckY - 8], [-22, neckY + 16]], a), polygon([[0, neckY + 4], [22, neckY - 8], [22, neckY + 16]], a), circle(0, neckY + 4, 6, aDark));
  }
  if (/\b(knitted hat|beanie|striped knitted)\b/.test(text)) {
    out.head.push(path(`M${-headR} ${headY - 12} C${-headR} ${headY - headR - 24} ${headR} ${headY - headR - 24} ${headR} ${headY - 12} Z`, a));
    out.head.push(rect(-headR - 3, headY - 22, headR * 2 + 6, 16, aDark, 'solid', { rx: 8 }));
    out.head.push(circle(0, headY - headR - 12, 11, '#ffffff'));
    if (/stripe/.test(text)) out.head.push(line(`M${-headR + 10} ${headY - 38} Q0 ${headY - 46} ${headR - 10} ${headY - 38}`, '#ffffff', 6));
  }
  if (/\bexplorer hat\b/.test(text)) {
    out.head.push(ellipse(0, headY - headR + 20, headR + 24, 11, aDark));
    out.head.push(path(`M${-headR * 0.7} ${headY - headR + 20} C${-headR * 0.7} ${headY - headR - 22} ${headR * 0.7} ${headY - headR - 22} ${headR * 0.7} ${headY - headR + 20} Z`, a));
    out.head.push(rect(-headR * 0.7, headY - headR + 8, headR * 1.4, 8, aDark, 'detail'));
  }
  if (/\bcrown\b/.test(text)) {
    out.head.push(polygon([[-22, headY - headR + 6], [-22, headY - headR - 18], [-11, headY - headR - 6], [0, headY - headR - 22], [11, headY - headR - 6], [22, headY - headR - 18], [22, headY - headR + 6]], GOLD));
  }
  // Features.
  const hy = headY;
  if (/star/.test(look.feature.toLowerCase())) out.head.push(star(32, hy + 10, 9, a));
  if (/glasses/.test(text)) {
    out.head.push(circle(-18, hy - 8, 13, '#ffffff', 'glow', { opacity: 0.25 }), circle(18, hy - 8, 13, '#ffffff', 'glow', { opacity: 0.25 }));
    out.head.push(line(`M-31 ${hy - 8} a13 13 0 1 0 26 0 a13 13 0 1 0 -26 0 M5 ${hy - 8} a13 13 0 1 0 26 0 a13 13 0 1 0 -26 0 M-5 ${hy - 10} L5 ${hy - 10}`, INK, 3));
  }
  if (/freckle/.test(text)) {
    const dot = darken(look.body, 0.4);
    for (const s of [-1, 1]) out.head.push(circle(s * 26, hy + 6, 1.8, dot, 'detail'), circle(s * 33, hy + 3, 1.8, dot, 'detail'), circle(s * 31, hy + 10, 1.8, dot, 'detail'));
  }
  if (/heart/.test(text)) {
    const y = plan.snout === 'pig' ? hy + 2 : hy + 8;
    out.head.push(path(`M0 ${y + 7} C-12 ${y - 2} -6 ${y - 10} 0 ${y - 3} C6 ${y - 10} 12 ${y - 2} 0 ${y + 7} Z`, '#e8577a', 'detail'));
  }
  if (/daisy|flower/.test(text)) {
    const fx = -headR * 0.78, fy = hy - headR * 0.62;
    for (let i = 0; i < 6; i++) {
      const ang = (i / 6) * Math.PI * 2;
      out.head.push(ellipse(fx + Math.cos(ang) * 7, fy + Math.sin(ang) * 7, 5, 5, '#ffffff', 'detail'));
    }
    out.head.push(circle(fx, fy, 4.5, GOLD, 'detail'));
  }
  if (/tuft|curl/.test(text)) {
    out.head.push(line(`M-4 ${hy - headR + 4} C-10 ${hy - headR - 16} 12 ${hy - headR - 20} 8 ${hy - headR - 8} C6 ${hy - headR - 2} 0 ${hy - headR - 6} 2 ${hy - headR - 10}`, darken(look.body, 0.3), 4));
  }
}

export function poseEffects(pose: Pose, f: Frame, out: Node[]): void {
  const top = f.headY - f.headR;
  if (pose === 'sleep') {
    out.push(line(`M44 ${top - 6} h12 l-12 12 h12 M62 ${top - 30} h16 l-16 16 h16 M84 ${top - 58} h20 l-20 20 h20`, '#6d7fb3', 3.2));
  }
  if (pose === 'think') {
    out.push(circle(54, top - 4, 5, '#ffffff', 'glow'), circle(68, top - 20, 8, '#ffffff', 'glow'), circle(88, top - 42, 12, '#ffffff', 'glow'));
  }
  if (pose === 'tumble') {
    out.push(star(-40, top - 12, 8, GOLD, 'glow'), star(0, top - 26, 7, GOLD, 'glow'), star(40, top - 12, 8, GOLD, 'glow'));
  }
  if (pose === 'cheer' || pose === 'jump') {
    out.push(line(`M-86 ${top + 20} l-18 -10 M-90 ${top + 44} l-22 0 M-86 ${top + 68} l-18 10 M86 ${top + 20} l18 -10 M90 ${top + 44} l22 0 M86 ${top + 68} l18 10`, '#f6b93b', 4));
  }
}

export function frameFor(plan: Plan): Frame {
  switch (plan.body) {
    case 'bird':
      return { headY: -158, headR: 46, neckY: -116, shoulderY: -104, bodyCy: -72, bodyRx: 52, bodyRy: 66 };
    case 'human':
      return { headY: -156, headR: 46, neckY: -108, shoulderY: -98, bodyCy: -66, bodyRx: 38, bodyRy: 44 };
    case 'robot':
      return { headY: -170, headR: 50, neckY: -122, shoulderY: -112, bodyCy: -74, bodyRx: 42, bodyRy: 48 };
    default:
      return plan.extras.includes('neck')
        ? { headY: -196, headR: 48, neckY: -110, shoulderY: -100, bodyCy: -62, bodyRx: 46, bodyRy: 56 }
        : { headY: -152, headR: 52, neckY: -106, shoulderY: -96, bodyCy: -62, bodyRx: 46, bodyRy: 56 };
  }
}

export function wornLayers(look: Look, f: Frame, plan: Plan) {
  const worn = { back: [] as Node[], body: [] as Node[], neck: [] as Node[], head: [] as Node[] };
  outfit(look, f, plan, worn);
  return worn;
}

function robotBody(look: Look, f: Frame, pose: Pose, worn: ReturnType<typeof wornLayers>): Node[] {
  const b = look.body;
  const steel = darken(b, 0.3);
  const out: Node[] = [...worn.back];
  out.push(rect(-28, -36, 18, 32, steel, 'solid', { rx: 5 }), rect(10, -36, 18, 32, steel, 'solid', { rx: 5 }));
  out.push(rect(-34, -12, 30, 12, darken(b, 0.45), 'solid', { rx: 5 }), rect(4, -12, 30, 12, darken(b, 0.45), 'solid', { rx: 5 }));
  out.push(rect(-44, -124, 88, 92, b, 'solid', { rx: 18 }));
  out.push(rect(-26, -104, 52, 40, lighten(b, 0.45), 'detail', { rx: 8 }));
  out.push(circle(-12, -84, 6, look.accent, 'glow'), circle(4, -84, 6, '#f4c430', 'glow'), circle(18, -84, 4, '#e5484d', 'glow'));
  out.push(...worn.body);
  const [lh, rh] = hands[pose];
  for (const [hx, hy, sx] of [[lh[0], lh[1], -1], [rh[0], rh[1], 1]] as const) {
    out.push(limb(sx * 44, -108, hx, hy, 16, steel), circle(hx, hy, 10, b));
  }
  out.push(...worn.neck);
  out.push(circle(-56, f.headY + 2, 8, steel), circle(56, f.headY + 2, 8, steel));
  out.push(rect(-54, f.headY - 46, 108, 90, b, 'solid', { rx: 24 }));
  out.push(rect(-40, f.headY - 32, 80, 58, '#24324a', 'detail', { rx: 16 }));
  const eyeGlow = '#7ff3ff';
  if (pose === 'sleep') out.push(line(`M-24 ${f.headY - 6} h14 M10 ${f.headY - 6} h14`, eyeGlow, 4));
  else if (pose === 'cheer' || pose === 'jump') out.push(line(`M-26 ${f.headY - 2} l7 -8 l7 8 M12 ${f.headY - 2} l7 -8 l7 8`, eyeGlow, 4));
  else out.push(circle(-18, f.headY - 6, 8, eyeGlow, 'glow'), circle(18, f.headY - 6, 8, eyeGlow, 'glow'));
  out.push(line(pose === 'sad' ? `M-12 ${f.headY + 16} Q0 ${f.headY + 8} 12 ${f.headY + 16}` : `M-12 ${f.headY + 10} Q0 ${f.headY + 20} 12 ${f.headY + 10}`, eyeGlow, 3.5));
  out.push(ellipse(-30, f.headY + 14, 7, 4, BLUSH, 'detail', { opacity: 0.6 }), ellipse(30, f.headY + 14, 7, 4, BLUSH, 'detail', { opacity: 0.6 }));
  out.push(line(`M0 ${f.headY - 46} L0 ${f.headY - 70}`, steel, 4), circle(0, f.headY - 74, 9, look.accent));
  return out;
}

function drawFish(look: Look, plan: Plan, pose: Pose, worn: ReturnType<typeof wornLayers>): Node[] {
  const b = look.body;
  const whale = plan.body === 'whale';
  const shark = plan.body === 'shark';
  const out: Node[] = [];
  const cy = -96;
  out.push(polygon([[-66, cy], [-124, cy - 44], [-112, cy], [-124, cy + 44]], darken(b, 0.15)));
  out.push(path(`M-10 ${cy - 48} Q10 ${cy - 86} 34 ${cy - 50} Z`, darken(b, 0.15)));
  if (plan.extras.includes('fin')) out.push(polygon([[-20, cy - 40], [4, cy - (shark ? 104 : 88)], [30, cy - 44]], darken(b, 0.15)));
  out.push(ellipse(0, cy, whale ? 96 : 80, whale ? 62 : 52, b));
  out.push(ellipse(whale ? 4 : 8, cy + (whale ? 30 : 22), whale ? 74 : 52, whale ? 26 : 20, lighten(b, 0.55), 'detail'));
  if (shark) out.push(line(`M-30 ${cy - 14} l0 22 M-20 ${cy - 16} l0 24 M-10 ${cy - 16} l0 24`, darken(b, 0.3), 2.4));
  else if (!whale) out.push(line(`M-30 ${cy - 20} q8 10 0 20 M-14 ${cy - 26} q8 12 0 26 M2 ${cy - 28} q8 14 0 28`, darken(b, 0.25), 2.4));
  else if (!plan.extras.includes('fin')) out.push(line(`M40 ${cy - 64} q-4 -18 -14 -24 M40 ${cy - 64} q4 -18 14 -24 M40 ${cy - 64} l0 -24`, '#8fd3ff', 4));
  const ex = whale ? 56 : 46;
  if (pose === 'sleep') out.push(line(`M${ex - 8} ${cy - 14} q8 6 16 0`, INK, 3));
  else out.push(circle(ex, cy - 14, 12, '#ffffff', 'detail'), circle(ex + 3, cy - 13, 6.5, INK, 'detail'), circle(ex + 5, cy - 16, 2.2, '#ffffff', 'glow'));
  out.push(line(pose === 'sad' ? `M${ex + 8} ${cy + 14} q10 -6 20 0` : `M${ex + 6} ${cy + 10} q10 8 22 -2`, INK, 2.8));
  out.push(ellipse(ex - 6, cy + 8, 8, 5, BLUSH, 'detail', { opacity: 0.55 }));
  out.push(path(`M-4 ${cy + 40} q16 28 30 4 Z`, darken(b, 0.15)));
  // A fish wears its scarf behind the gills and its hat on top.
  const moved = (nodes: Node[], dx: number, dy: number) => group(nodes, `translate(${dx} ${dy})`);
  if (worn.neck.length) out.push(moved(worn.neck, 14, cy + 96));
  if (worn.head.length) out.push(moved(worn.head, 30, cy + 112));
  // Bubbles: a fish hero swims through the air of the picture.
  out.push(circle(ex + 46, cy - 40, 7, '#dff4ff', 'glow', { opacity: 0.8 }), circle(ex + 60, cy - 62, 5, '#dff4ff', 'glow', { opacity: 0.8 }), circle(ex + 52, cy - 80, 3.5, '#dff4ff', 'glow', { opacity: 0.8 }));
  return out;
}

function drawOctopus(look: Look, pose: Pose, worn: ReturnType<typeof wornLayers>): Node[] {
  const b = look.body;
  const out: Node[] = [];
  for (let i = 0; i < 6; i++) {
    const x = -50 + i * 20;
    const dir = i < 3 ? -1 : 1;
    out.push(line(`M${x} -70 C${x + dir * 6} -40 ${x + dir * 26} -30 ${x + dir * 34} -8 c2 8 -8 12 -12 4`, darken(b, 0.08), 15));
  }
  out.push(ellipse(0, -120, 66, 72, b));
  out.push(...worn.neck.map((node) => group([node], 'translate(0 36)')));
  const f: Frame = { headY: -116, headR: 60, neckY: -70, shoulderY: -70, bodyCy: -100, bodyRx: 60, bodyRy: 60 };
  const plan = planFor('octopus');
  face(look, plan, f, pose, out);
  out.push(...worn.head);
  for (const [x, y] of [[-36, -150], [34, -160], [-12, -176]] as const) out.push(circle(x, y, 6, lighten(b, 0.35), 'detail'));
  return out;
}

/** The whole character as one group, feet at the origin. */
export function drawCharacter(look: Look, pose: Pose): Group {
  const plan = planFor(look.kind);
  const f = frameFor(plan);
  const worn = wornLayers(look, f, plan);
  let parts: Node[];
  if (plan.body === 'fish' || plan.body === 'whale' || plan.body === 'shark') parts = drawFish(look, plan, pose, worn);
  else if (plan.body === 'octopus') parts = drawOctopus(look, pose, worn);
  else if (plan.body === 'robot') parts = [...robotBody(look, f, pose, worn), ...worn.head];
  else {
    const body = look.body;
    const panda = plan.extras.includes('panda');
    const limbColor = panda ? '#2a2a2e' : body;
    const out: Node[] = [];
    out.push(...worn.back);
    {
      tail(look, plan, out);
      backExtras(look, plan, f, out);
      if (plan.extras.includes('neck')) out.push(rect(-15, f.headY + 20, 30, f.neckY - f.headY, body, 'solid', { rx: 12 }));
      // Feet, body, belly.
      const footColor = plan.body === 'bird' ? ORANGE : panda ? '#2a2a2e' : darken(body, 0.22);
      out.push(ellipse(-22, -8, 18, 10, footColor), ellipse(22, -8, 18, 10, footColor));
      if (plan.extras.includes('fluffy')) {
        for (let i = 0; i < 12; i++) {
          const ang = (i / 12) * Math.PI * 2;
          out.push(circle(Math.cos(ang) * (f.bodyRx - 6), f.bodyCy + Math.sin(ang) * (f.bodyRy - 8), 18, body));
        }
      }
      out.push(ellipse(0, f.bodyCy, f.bodyRx, f.bodyRy, body));
      const belly = plan.extras.includes('whiteBelly') ? '#fbfbf7' : plan.extras.includes('shell') ? '#f2dc9b' : lighten(body, 0.5);
      out.push(ellipse(0, f.bodyCy + 8, f.bodyRx * 0.64, f.bodyRy * 0.66, belly, 'detail'));
      if (plan.extras.includes('spots')) {
        const spot = look.kind === 'cow' ? '#3b2f2f' : darken(body, 0.32);
        out.push(ellipse(-26, f.bodyCy - 20, 9, 7, spot, 'detail'), ellipse(30, f.bodyCy + 10, 8, 10, spot, 'detail'), ellipse(-20, f.bodyCy + 26, 7, 6, spot, 'detail'));
      }
      if (look.kind === 'zebra') {
        const ink = '#2b2233';
        out.push(line(`M-30 ${f.bodyCy - 46} q8 20 0 40 M-6 ${f.bodyCy - 54} q8 24 0 48 M18 ${f.bodyCy - 50} q8 22 0 44 M-38 ${f.bodyCy + 10} q10 14 4 34 M34 ${f.bodyCy + 6} q-8 16 -2 36`, ink, 6));
      }
      if (plan.extras.includes('pouch')) out.push(path(`M-26 ${f.bodyCy + 6} Q0 ${f.bodyCy + 44} 26 ${f.bodyCy + 6}`, darken(body, 0.15), 'detail'));
      if (plan.extras.includes('stripes')) out.push(line(`M${-f.bodyRx + 4} ${f.bodyCy - 10} l14 4 M${-f.bodyRx + 6} ${f.bodyCy + 14} l14 0 M${f.bodyRx - 4} ${f.bodyCy - 10} l-14 4 M${f.bodyRx - 6} ${f.bodyCy + 14} l-14 0`, darken(body, 0.5), 4));
      out.push(...worn.body);
      const [lh, rh] = hands[pose];
      const armColor = plan.body === 'bird' ? darken(body, 0.12) : limbColor;
      if (plan.body !== 'bird' || pose === 'cheer' || pose === 'jump' || pose === 'wave') {
        out.push(limb(-f.bodyRx + 8, f.shoulderY + 6, lh[0], lh[1], 22, armColor), limb(f.bodyRx - 8, f.shoulderY + 6, rh[0], rh[1], 22, armColor));
      }
      out.push(...worn.neck);
      ears(look, plan, f, out);
      if (plan.extras.includes('fluffy')) {
        for (let i = 0; i < 10; i++) {
          const ang = (i / 10) * Math.PI * 2;
          out.push(circle(Math.cos(ang) * (f.headR - 4), f.headY + Math.sin(ang) * (f.headR - 4), 16, body));
        }
        out.push(ellipse(0, f.headY + 6, f.headR * 0.7, f.headR * 0.8, '#6b5e57', 'detail'));
      } else if (plan.extras.includes('frogEyes')) {
        out.push(ellipse(0, f.headY, f.headR + 10, f.headR - 6, body));
      } else {
        out.push(circle(0, f.headY, f.headR, body));
      }
      if (plan.extras.includes('whiteBelly')) out.push(ellipse(0, f.headY + 8, f.headR * 0.72, f.headR * 0.66, '#fbfbf7', 'detail'));
      topExtras(look, plan, f, out);
    }
    face(look, plan, f, pose, out);
    out.push(...worn.head);
    // A unicorn's horn pokes through any hat.
    if (plan.extras.includes('horn')) {
      const top = f.headY - f.headR;
      out.push(polygon([[-8, top + 4], [8, top + 4], [0, top - 40]], GOLD));
      out.push(line(`M-5 ${top - 6} L5 ${top - 12} M-3 ${top - 18} L3 ${top - 24}`, darken(GOLD, 0.3), 2));
    }
    parts = out;
  }
  poseEffects(pose, f, parts);
  return group(parts);
}
