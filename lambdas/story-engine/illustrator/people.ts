// People of every age, drawn with their own proportions: a child about 210 units tall, a grown-up about 300 with a
// smaller head, an elder as tall with grey hair, glasses and a cardigan, a baby sitting, about 140. A role (doctor,
// knight, astronaut…) dresses a grown-up or a child. Feet on y = 0, centred on x = 0.
import { face, GOLD, hands, INK, limb, outfit, poseEffects, star, type Frame, type Plan } from './body-plans';
import { hairColorFor, type Look } from './looks';
import type { Pose } from './pose';
import { circle, darken, ellipse, group, lighten, line, mix, path, polygon, rect, type Group, type Node } from './svg-kit';

export type Age = 'child' | 'adult' | 'elder' | 'baby';

export type Role =
  | 'plain' | 'doctor' | 'dentist' | 'nurse' | 'teacher' | 'royal' | 'knight' | 'pirate' | 'astronaut' | 'firefighter'
  | 'wizard' | 'witch' | 'fairy' | 'mermaid' | 'elf' | 'doll';

const UNIFORMS = new Set<Role>(['doctor', 'dentist', 'nurse', 'knight', 'astronaut', 'firefighter', 'wizard', 'witch', 'royal', 'mermaid']);
const HEADGEAR = new Set<Role>(['knight', 'astronaut', 'firefighter', 'pirate', 'wizard', 'witch', 'royal', 'nurse', 'elf']);

const HUMAN: Plan = { body: 'human', ears: 'small', snout: 'human', tail: 'none', extras: [] };

export const FRAMES: Record<Exclude<Age, 'baby'>, Frame> = {
  child: { headY: -156, headR: 46, neckY: -108, shoulderY: -98, bodyCy: -66, bodyRx: 38, bodyRy: 44 },
  adult: { headY: -262, headR: 40, neckY: -218, shoulderY: -210, bodyCy: -166, bodyRx: 40, bodyRy: 54 },
  elder: { headY: -252, headR: 40, neckY: -208, shoulderY: -200, bodyCy: -158, bodyRx: 42, bodyRy: 52 },
};

const FEMALE_WORDS = /^(girl|sister|mother|aunt|grandmother|woman|queen|princess|witch|fairy|mermaid|baby sister|doll|rag doll)$/;
const MALE_WORDS = /^(boy|brother|father|uncle|grandfather|man|king|prince|wizard|baby brother)$/;

function genderOf(look: Look): 'female' | 'male' | undefined {
  if (look.gender) return look.gender;
  if (FEMALE_WORDS.test(look.kind)) return 'female';
  if (MALE_WORDS.test(look.kind)) return 'male';
  return undefined;
}

/** A hand's place for a pose, from the child's table stretched to the frame's shoulders and longer arms. */
export function handAt(pose: Pose, side: 0 | 1, f: Frame, age: Age): [number, number] {
  const [x, y] = hands[pose][side];
  if (age === 'child') return [x, y];
  return [x * 1.15, f.shoulderY + (y + 98) * 1.4];
}

interface Clothes {
  shirt: string;
  legs: string;
  shoes: string;
}

function clothesFor(look: Look, role: Role, hero: boolean): Clothes {
  const soft = mix(look.accent, '#ffffff', hero ? 0.55 : 0.25);
  switch (role) {
    case 'doctor': case 'dentist': return { shirt: '#8fc1e3', legs: '#4a5d8a', shoes: '#3b2f2f' };
    case 'nurse': return { shirt: '#5cc2b5', legs: '#4aa89c', shoes: '#f4f4f4' };
    case 'knight': return { shirt: '#b8c2cc', legs: '#8d99a6', shoes: '#6b7682' };
    case 'pirate': return { shirt: '#f4f1ea', legs: '#3b4a6b', shoes: '#2b1d14' };
    case 'astronaut': return { shirt: '#f2f4f8', legs: '#e6e9ef', shoes: '#9aa3b0' };
    case 'firefighter': return { shirt: '#e8b13a', legs: '#e8b13a', shoes: '#2b2b2b' };
    case 'wizard': return { shirt: '#3a4fa8', legs: '#3a4fa8', shoes: '#3b2f2f' };
    case 'witch': return { shirt: '#6a3fa0', legs: '#2b2233', shoes: '#2b2233' };
    case 'royal': return { shirt: soft, legs: '#4a3f7a', shoes: '#3b2f2f' };
    default: return { shirt: soft, legs: '#4a5d8a', shoes: '#3b2f2f' };
  }
}

function hairFor(look: Look, age: Age): string {
  return hairColorFor(look.name, age === 'elder' ? 'person-elder' : 'person-child', look.body).hex;
}

const GLASSES = (hy: number) =>
  line(`M-31 ${hy - 8} a13 13 0 1 0 26 0 a13 13 0 1 0 -26 0 M5 ${hy - 8} a13 13 0 1 0 26 0 a13 13 0 1 0 -26 0 M-5 ${hy - 10} L5 ${hy - 10}`, INK, 3);

/** Hair behind the head (long hair, pigtails, a bun), drawn before the head. */
function hairBack(age: Age, female: boolean | undefined, role: Role, f: Frame, hair: string, accent: string, out: Node[]): void {
  const { headY: hy, headR: r } = f;
  if (role === 'astronaut' || role === 'knight') return;
  if (age === 'child' && female === true) {
    for (const s of [-1, 1]) out.push(circle(s * (r + 8), hy - 14, 17, hair), circle(s * (r - 4), hy - 22, 6, accent, 'detail'));
  } else if (age === 'child' && female === undefined) {
    out.push(path(`M${-r - 8} ${hy - 6} C${-r - 12} ${hy - r - 24} ${r + 12} ${hy - r - 24} ${r + 8} ${hy - 6} L${r + 8} ${hy + 24} L${-r - 8} ${hy + 24} Z`, hair));
  } else if ((age === 'adult' || role === 'mermaid' || role === 'fairy') && female) {
    out.push(path(`M${-r - 6} ${hy - 10} C${-r - 10} ${hy - r - 20} ${r + 10} ${hy - r - 20} ${r + 6} ${hy - 10} L${r + 10} ${hy + 58} Q0 ${hy + 70} ${-r - 10} ${hy + 58} Z`, hair));
  } else if (age === 'elder' && female) {
    out.push(circle(0, hy - r - 8, 18, hair));
  }
}

/** The hair on top of the head: a cap with a fringe, or an elder's bald crown with grey at the sides. */
function hairFront(age: Age, female: boolean | undefined, f: Frame, hair: string, skin: string, out: Node[]): void {
  const { headY: hy, headR: r } = f;
  if (age === 'elder' && female !== true) {
    for (const s of [-1, 1]) out.push(ellipse(s * (r - 4), hy - 8, 12, 20, hair));
    out.push(path(`M-20 ${hy + 16} Q0 ${hy + 8} 20 ${hy + 16} Q10 ${hy + 24} 0 ${hy + 18} Q-10 ${hy + 24} -20 ${hy + 16} Z`, hair, 'detail'));
    out.push(ellipse(-14, hy - r + 10, 10, 5, lighten(skin, 0.4), 'glow', { opacity: 0.5 }));
    return;
  }
  out.push(path(`M${-r - 2} ${hy - 2} C${-r} ${hy - r - 18} ${r} ${hy - r - 18} ${r + 2} ${hy - 2} C${r - 8} ${hy - 26} 10 ${hy - 30} 0 ${hy - 22} C-12 ${hy - 32} ${-r + 6} ${hy - 24} ${-r - 2} ${hy - 2} Z`, hair));
  if (age === 'elder' && female) out.push(line(`M-20 ${hy - r + 2} q10 -6 20 0 q10 -6 20 0`, darken(hair, 0.15), 2));
}

/** A pointed hat (wizard, witch, elf) sitting on the head. */
function pointedHat(f: Frame, color: string, brim: boolean, stars: boolean, out: Node[]): void {
  const { headY: hy, headR: r } = f;
  const base = hy - r + 14;
  if (brim) out.push(ellipse(0, base, r + 26, 10, darken(color, 0.15)));
  out.push(path(`M${-r + 2} ${base} Q-6 ${base - 50} 16 ${base - 96} Q8 ${base - 46} ${r - 2} ${base} Z`, color));
  if (stars) out.push(star(-8, base - 30, 7, GOLD), star(10, base - 58, 5, GOLD));
}

function roleBack(role: Role, f: Frame, c: Clothes, look: Look, out: Node[]): void {
  const bottom = -4;
  if (role === 'royal') out.push(path(`M-34 ${f.neckY} C-70 ${f.bodyCy} -80 -40 -74 ${bottom} L74 ${bottom} C80 -40 70 ${f.bodyCy} 34 ${f.neckY} Z`, '#c0392b'));
  if (role === 'astronaut') out.push(rect(-f.bodyRx - 14, f.shoulderY + 4, f.bodyRx * 2 + 28, 90, '#cfd5de', 'solid', { rx: 14 }));
  if (role === 'fairy') {
    for (const s of [-1, 1]) {
      out.push(ellipse(s * 52, f.shoulderY - 10, 34, 52, '#dff3ff', 'glow', { opacity: 0.85, transform: `rotate(${s * 28} ${s * 52} ${f.shoulderY - 10})` }));
      out.push(ellipse(s * 44, f.shoulderY + 46, 22, 32, '#f3dcff', 'glow', { opacity: 0.85, transform: `rotate(${s * -20} ${s * 44} ${f.shoulderY + 46})` }));
    }
  }
  if (role === 'wizard' || role === 'witch') out.push(path(`M-30 ${f.neckY} L-60 ${bottom} L60 ${bottom} L30 ${f.neckY} Z`, darken(c.shirt, 0.2)));
  void look;
}

function legs(age: Age, role: Role, f: Frame, c: Clothes, female: boolean | undefined, out: Node[]): void {
  const hip = f.bodyCy + f.bodyRy - 14;
  if (role === 'mermaid') {
    out.push(path(`M-30 ${hip} C-34 -60 -10 -30 0 -26 C10 -30 34 -60 30 ${hip} Z`, '#2bb5a5'));
    out.push(path('M0 -30 C-30 -26 -44 -8 -40 0 C-24 -8 -8 -12 0 -18 C8 -12 24 -8 40 0 C44 -8 30 -26 0 -30 Z', '#1f9587'));
    out.push(line(`M-16 ${hip + 20} q16 8 32 0 M-12 ${hip + 40} q12 6 24 0`, '#8fe3d6', 2));
    return;
  }
  const w = age === 'child' ? 18 : 20;
  const long = role === 'wizard' || role === 'witch';
  if (!long) {
    out.push(rect(-w - 5, hip, w, -hip - 4, c.legs, 'solid', { rx: 7 }), rect(5, hip, w, -hip - 4, c.legs, 'solid', { rx: 7 }));
  }
  out.push(ellipse(-16, -6, 16, 8, c.shoes), ellipse(16, -6, 16, 8, c.shoes));
  // A dress for grown-up women and girls in plain clothes; robes reach the floor.
  if (long) out.push(path(`M${-f.bodyRx} ${f.shoulderY + 10} L${-f.bodyRx - 22} -10 L${f.bodyRx + 22} -10 L${f.bodyRx} ${f.shoulderY + 10} Z`, c.shirt));
  else if (female && (role === 'plain' || role === 'royal' || role === 'teacher') && age !== 'child') {
    out.push(path(`M${-f.bodyRx + 2} ${f.bodyCy} L${-f.bodyRx - 18} ${hip + 58} L${f.bodyRx + 18} ${hip + 58} L${f.bodyRx - 2} ${f.bodyCy} Z`, c.shirt));
  }
}

function torso(age: Age, role: Role, f: Frame, c: Clothes, look: Look, out: Node[]): void {
  const top = f.shoulderY - 6;
  const bottom = f.bodyCy + f.bodyRy;
  out.push(rect(-f.bodyRx, top, f.bodyRx * 2, bottom - top, c.shirt, 'solid', { rx: age === 'child' ? 22 : 16 }));
  const coat = (color: string) => {
    out.push(path(`M${-f.bodyRx - 4} ${top + 6} L${-f.bodyRx - 10} ${bottom + 46} L-4 ${bottom + 46} L-4 ${top + 10} Z`, color));
    out.push(path(`M${f.bodyRx + 4} ${top + 6} L${f.bodyRx + 10} ${bottom + 46} L4 ${bottom + 46} L4 ${top + 10} Z`, color));
    out.push(polygon([[-4, top + 8], [-20, top + 8], [-4, top + 40]], darken(color, 0.08), 'detail'), polygon([[4, top + 8], [20, top + 8], [4, top + 40]], darken(color, 0.08), 'detail'));
  };
  switch (role) {
    case 'doctor':
      coat('#fbfcfd');
      out.push(line(`M-16 ${top + 10} Q-20 ${top + 60} 0 ${top + 66} Q16 ${top + 60} 14 ${top + 10}`, '#3d4756', 3), circle(0, top + 68, 6, '#9aa3b0', 'detail'));
      break;
    case 'dentist':
      coat('#fbfcfd');
      out.push(path(`M${f.bodyRx - 20} ${top + 30} q4 -6 8 0 q4 -6 8 0 q0 10 -4 16 l-4 -6 l-4 6 q-4 -6 -4 -16 Z`, '#ffffff', 'detail', { stroke: '#8fc1e3', strokeWidth: 1.5 }));
      break;
    case 'nurse':
      out.push(path(`M-12 ${top + 2} L0 ${top + 18} L12 ${top + 2}`, darken(c.shirt, 0.2), 'line', { stroke: darken(c.shirt, 0.25), strokeWidth: 3 }));
      break;
    case 'teacher':
    case 'plain':
      if (age === 'elder') {
        // The cardigan: open over the shirt, buttoned down one side.
        const cardigan = mix(look.accent, '#7a5ea8', 0.3);
        out.push(rect(-f.bodyRx - 3, top, f.bodyRx - 6, bottom - top + 6, cardigan, 'solid', { rx: 12 }), rect(9, top, f.bodyRx - 6, bottom - top + 6, cardigan, 'solid', { rx: 12 }));
        for (const y of [top + 20, top + 44, top + 68]) out.push(circle(-12, y, 3.5, '#f4f1ea', 'detail'));
      }
      break;
    case 'royal':
      out.push(rect(-f.bodyRx, top, f.bodyRx * 2, 12, '#fbfbf7', 'detail'), circle(-8, top + 6, 2, INK, 'detail'), circle(10, top + 6, 2, INK, 'detail'));
      break;
    case 'knight':
      out.push(path(`M${-f.bodyRx} ${top + 4} Q0 ${top - 8} ${f.bodyRx} ${top + 4} L${f.bodyRx - 4} ${bottom} L${-f.bodyRx + 4} ${bottom} Z`, '#c9d1da'));
      out.push(line(`M${-f.bodyRx + 8} ${top + 40} Q0 ${top + 48} ${f.bodyRx - 8} ${top + 40}`, '#8d99a6', 3), star(0, top + 22, 8, GOLD));
      break;
    case 'pirate':
      out.push(line(`M${-f.bodyRx + 4} ${top + 20} H${f.bodyRx - 4} M${-f.bodyRx + 4} ${top + 42} H${f.bodyRx - 4} M${-f.bodyRx + 4} ${top + 64} H${f.bodyRx - 4}`, '#c0392b', 8));
      out.push(rect(-f.bodyRx, bottom - 18, f.bodyRx * 2, 14, '#c0392b', 'detail'));
      break;
    case 'astronaut':
      out.push(rect(-18, top + 24, 36, 26, '#9fb7cc', 'detail', { rx: 5 }), circle(-8, top + 37, 4, '#e63946', 'glow'), circle(8, top + 37, 4, '#3a86ff', 'glow'));
      break;
    case 'firefighter':
      out.push(line(`M${-f.bodyRx + 2} ${top + 44} H${f.bodyRx - 2} M${-f.bodyRx + 2} ${bottom - 12} H${f.bodyRx - 2}`, '#e9eef2', 7));
      break;
    case 'doll':
      out.push(line(`M0 ${top + 8} V${bottom - 6}`, darken(c.shirt, 0.3), 2, { opacity: 0.6 }), circle(0, top + 24, 3, darken(c.shirt, 0.4), 'detail'), circle(0, top + 46, 3, darken(c.shirt, 0.4), 'detail'));
      break;
    default:
      break;
  }
}

function roleHands(role: Role, right: [number, number], left: [number, number], out: Node[]): void {
  if (role === 'teacher') out.push(rect(right[0] - 4, right[1] - 18, 30, 36, '#2a9d8f', 'solid', { rx: 3 }), rect(right[0], right[1] - 14, 22, 28, '#fbfbf7', 'detail'));
  if (role === 'knight') out.push(path(`M${left[0] - 26} ${left[1] - 30} H${left[0] + 18} V${left[1] + 4} Q${left[0] - 4} ${left[1] + 40} ${left[0] - 26} ${left[1] + 4} Z`, '#3a6fc4'), star(left[0] - 4, left[1] - 6, 9, GOLD));
  if (role === 'fairy' || role === 'wizard') out.push(line(`M${right[0]} ${right[1]} L${right[0] + 18} ${right[1] - 52}`, '#8b5a3c', 4), star(right[0] + 20, right[1] - 58, 10, GOLD, 'glow'));
  if (role === 'doctor') out.push(rect(right[0] - 10, right[1] - 22, 22, 28, '#c7a27a', 'solid', { rx: 2 }), rect(right[0] - 6, right[1] - 16, 14, 18, '#fbfbf7', 'detail'));
  if (role === 'dentist') out.push(line(`M${right[0]} ${right[1]} l14 -30`, '#9aa3b0', 4), circle(right[0] + 15, right[1] - 33, 5, '#dfe7ef', 'detail'));
}

function roleHead(role: Role, age: Age, f: Frame, look: Look, out: Node[]): void {
  const { headY: hy, headR: r } = f;
  switch (role) {
    case 'royal':
      out.push(polygon([[-24, hy - r + 8], [-26, hy - r - 18], [-13, hy - r - 6], [0, hy - r - 24], [13, hy - r - 6], [26, hy - r - 18], [24, hy - r + 8]], GOLD));
      out.push(circle(0, hy - r - 4, 4, '#e63946', 'detail'));
      break;
    case 'knight':
      out.push(path(`M${-r - 4} ${hy - 6} C${-r - 4} ${hy - r - 26} ${r + 4} ${hy - r - 26} ${r + 4} ${hy - 6} L${r - 6} ${hy - 12} L${-r + 6} ${hy - 12} Z`, '#aab4bf'));
      out.push(path(`M0 ${hy - r - 14} C-6 ${hy - r - 50} 24 ${hy - r - 56} 34 ${hy - r - 40} C20 ${hy - r - 40} 10 ${hy - r - 30} 6 ${hy - r - 14} Z`, '#e63946'));
      break;
    case 'pirate':
      out.push(path(`M${-r - 18} ${hy - r + 14} Q0 ${hy - r - 4} ${r + 18} ${hy - r + 14} L${r - 2} ${hy - r - 20} Q0 ${hy - r - 40} ${-r + 2} ${hy - r - 20} Z`, '#2b2233'));
      out.push(circle(0, hy - r - 10, 6, '#f4f1ea', 'detail'));
      out.push(ellipse(18, hy - 8, 11, 9, '#2b2233', 'detail'), line(`M${-r + 2} ${hy - 24} L${r - 2} ${hy - 6}`, '#2b2233', 2.5));
      break;
    case 'astronaut':
      out.push(circle(0, hy, r + 16, '#cfefff', 'glow', { opacity: 0.3 }), circle(0, hy, r + 16, 'none', 'line', { stroke: '#e6e9ef', strokeWidth: 7 }));
      out.push(ellipse(-18, hy - 26, 10, 6, '#ffffff', 'glow', { opacity: 0.7 }));
      break;
    case 'firefighter':
      out.push(path(`M${-r - 16} ${hy - 16} Q0 ${hy - 28} ${r + 16} ${hy - 16} L${r + 2} ${hy - 24} C${r} ${hy - r - 24} ${-r} ${hy - r - 24} ${-r - 2} ${hy - 24} Z`, '#d62828'));
      out.push(rect(-10, hy - r - 10, 20, 16, GOLD, 'detail', { rx: 3 }));
      break;
    case 'nurse':
      out.push(rect(-22, hy - r - 12, 44, 18, '#ffffff', 'solid', { rx: 4 }), path(`M-3 ${hy - r - 9} h6 v4 h4 v6 h-4 v4 h-6 v-4 h-4 v-6 h4 Z`, '#e63946', 'detail'));
      break;
    case 'dentist':
      out.push(path(`M-24 ${hy + 22} Q0 ${hy + 42} 24 ${hy + 22} L22 ${hy + 34} Q0 ${hy + 48} -22 ${hy + 34} Z`, '#a8dadc', 'detail'));
      break;
    case 'wizard':
      pointedHat(f, '#3a4fa8', true, true, out);
      out.push(path(`M-26 ${hy + 18} Q0 ${hy + 90} 26 ${hy + 18} Q0 ${hy + 30} -26 ${hy + 18} Z`, '#f4f1ea'));
      break;
    case 'witch':
      pointedHat(f, '#2b2233', true, false, out);
      break;
    case 'elf':
      for (const s of [-1, 1]) out.push(polygon([[s * (r - 6), hy - 6], [s * (r + 26), hy - 26], [s * (r - 2), hy + 10]], look.body));
      pointedHat(f, '#3bb273', false, false, out);
      break;
    case 'fairy':
      out.push(circle(-r * 0.7, hy - r * 0.7, 7, '#ff7eb6', 'detail'), circle(-r * 0.7 + 9, hy - r * 0.7 + 4, 5, '#ffd23f', 'detail'));
      break;
    case 'doll':
      for (const s of [-1, 1]) out.push(line(`M${s * (r - 6)} ${hy - r + 8} q${s * 16} 20 ${s * 8} 46`, hairFor(look, age), 7));
      break;
    default:
      break;
  }
  if (age === 'elder' && role !== 'astronaut' && role !== 'knight') out.push(GLASSES(hy));
}

/** A child, grown-up or elder, dressed for their role; the hero also wears the sheet's outfit and feature. */
export function drawPerson(look: Look, pose: Pose, age: Exclude<Age, 'baby'>, role: Role, hero: boolean): Group {
  const f = FRAMES[age];
  const female = genderOf(look) === 'female' ? true : genderOf(look) === 'male' ? false : undefined;
  const c = clothesFor(look, role, hero);
  const hair = hairFor(look, age);
  const skin = look.body;
  const worn = { back: [] as Node[], body: [] as Node[], neck: [] as Node[], head: [] as Node[] };
  if (hero) outfit(look, f, HUMAN, worn);
  // A uniform or costume wins over the sheet's outfit where they would clash: no sweater over a space suit, no hat
  // over a helmet or a crown.
  if (UNIFORMS.has(role)) worn.body = [];
  if (HEADGEAR.has(role)) worn.head = [];
  const out: Node[] = [...worn.back];
  roleBack(role, f, c, look, out);
  hairBack(age, female, role, f, hair, look.accent, out);
  legs(age, role, f, c, female, out);
  torso(age, role, f, c, look, out);
  out.push(...worn.body);
  const left = handAt(pose, 0, f, age), right = handAt(pose, 1, f, age);
  const sleeve = role === 'doctor' || role === 'dentist' ? '#fbfcfd' : c.shirt;
  for (const [[hx, hy], sx] of [[left, -1], [right, 1]] as const) {
    out.push(limb(sx * (f.bodyRx - 6), f.shoulderY + 4, hx, hy, age === 'child' ? 20 : 18, sleeve));
    out.push(circle(hx, hy, 9, role === 'astronaut' || role === 'knight' ? '#cfd5de' : skin));
  }
  roleHands(role, right, left, out);
  out.push(...worn.neck);
  for (const s of [-1, 1]) out.push(circle(s * (f.headR + 1), f.headY + 4, 8, skin));
  out.push(circle(0, f.headY, f.headR, skin));
  hairFront(age, female, f, hair, skin, out);
  face(look, HUMAN, f, pose, out);
  if (role === 'doll') for (const s of [-1, 1]) out.push(circle(s * 18, f.headY - 8, 4, '#ffffff', 'glow', { opacity: 0.6 }));
  roleHead(role, age, f, look, out);
  if (hero) out.push(...worn.head);
  poseEffects(pose, f, out);
  return group(out);
}

/** A baby sitting up in a onesie, with one curl of hair. */
export function drawBaby(look: Look, pose: Pose): Group {
  const skin = look.body;
  const suit = mix(look.accent, '#ffffff', 0.6);
  const f: Frame = { headY: -104, headR: 42, neckY: -64, shoulderY: -60, bodyCy: -34, bodyRx: 36, bodyRy: 32 };
  const out: Node[] = [
    ellipse(-30, -10, 24, 13, suit), ellipse(30, -10, 24, 13, suit), circle(-50, -10, 10, skin), circle(50, -10, 10, skin),
    ellipse(0, f.bodyCy, f.bodyRx, f.bodyRy, suit),
    circle(0, f.bodyCy - 4, 8, lighten(suit, 0.5), 'detail'),
  ];
  const up = pose === 'cheer' || pose === 'wave';
  for (const s of [-1, 1]) out.push(limb(s * 28, -54, s * 46, up ? -96 : -32, 16, suit), circle(s * 46, up ? -98 : -30, 8, skin));
  for (const s of [-1, 1]) out.push(circle(s * 43, f.headY + 2, 8, skin));
  out.push(circle(0, f.headY, f.headR, skin));
  out.push(line(`M-4 ${f.headY - f.headR + 2} C-12 ${f.headY - f.headR - 18} 14 ${f.headY - f.headR - 20} 8 ${f.headY - f.headR - 6}`, hairFor(look, 'baby'), 5));
  face(look, HUMAN, f, pose === 'cheer' ? 'happy' : pose, out);
  poseEffects(pose, f, out);
  return group(out);
}
