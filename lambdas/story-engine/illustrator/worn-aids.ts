// Aids drawn on the figure the text gives them to, in the figure's own units so they scale and move with it: glasses
// on the face, a hearing aid at the ear, a cast on the arm, a bandage round the head, crutches under the arms, a
// walking stick or an inhaler in the hand, and a wheelchair to sit in (its seat behind, its big wheel in front).
import type { Anchors } from './figure-anchors';
import { circle, line, rect, type Node } from './svg-kit';

export interface WornAid {
  behind: Node[];
  front: Node[];
}

const INK = '#2b2233';
const STEEL = '#9aa3b0';

function wheelchair(a: Anchors, height: number): WornAid {
  const r = Math.max(30, height * 0.18), seat = -r * 1.7, back = -a.bodyRx - 10, cx = -a.bodyRx * 0.25;
  return {
    behind: [
      line(`M${back} ${seat - r * 1.1} V${seat} H${a.bodyRx + 14}`, '#4a5d8a', 7), rect(back, seat - 6, a.bodyRx * 2 + 24, 12, '#3a86ff', 'solid', { rx: 5 }),
      line(`M${back} ${seat - r * 1.1} h-14`, '#4a5d8a', 6),
    ],
    front: [
      line(`M${a.bodyRx + 10} ${seat} L${a.bodyRx + 22} -12 h16`, '#4a5d8a', 6), circle(a.bodyRx + 24, -9, 9, '#2f2b36'),
      line(`M${cx - r} ${-r} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0`, '#2f2b36', 8),
      line(`M${cx - r * 0.86} ${-r} a${r * 0.86} ${r * 0.86} 0 1 0 ${r * 1.72} 0 a${r * 0.86} ${r * 0.86} 0 1 0 ${-r * 1.72} 0`, STEEL, 3),
      line(`M${cx - r} ${-r} h${2 * r} M${cx} ${-2 * r} v${2 * r} M${cx - r * 0.7} ${-r * 1.7} l${r * 1.4} ${r * 1.4} M${cx - r * 0.7} ${-r * 0.3} l${r * 1.4} ${-r * 1.4}`, STEEL, 1.6),
      circle(cx, -r, 6, '#6b7682'),
    ],
  };
}

/** The aid on a figure with these anchors and this height; undefined for a thing that is not worn. */
export function wornAid(aid: string, a: Anchors, height: number): WornAid | undefined {
  const k = a.headR / 46;
  const { headY: hy, headR: hr } = a;
  const [left, right] = a.hands;
  switch (aid) {
    case 'glasses':
      return { behind: [], front: [
        circle(-18 * k, hy - 8 * k, 13 * k, '#cfeaf7', 'glow', { opacity: 0.3 }), circle(18 * k, hy - 8 * k, 13 * k, '#cfeaf7', 'glow', { opacity: 0.3 }),
        line(`M${-31 * k} ${hy - 8 * k} a${13 * k} ${13 * k} 0 1 0 ${26 * k} 0 a${13 * k} ${13 * k} 0 1 0 ${-26 * k} 0 M${5 * k} ${hy - 8 * k} a${13 * k} ${13 * k} 0 1 0 ${26 * k} 0 a${13 * k} ${13 * k} 0 1 0 ${-26 * k} 0 M${-5 * k} ${hy - 10 * k} L${5 * k} ${hy - 10 * k}`, INK, 3.4),
      ] };
    case 'hearing aid':
      return { behind: [], front: [-1, 1].flatMap((s) => [line(`M${s * (hr + 2)} ${hy - 12 * k} q${s * 10 * k} ${4 * k} ${s * 6 * k} ${18 * k}`, '#f4a6b8', 7 * k), circle(s * (hr + 4 * k), hy + 8 * k, 4 * k, '#3a86ff')]) };
    case 'cast': {
      const [hx, hyy] = right, sx = a.bodyRx - 6, sy = a.shoulderY + 4;
      const ex = (sx + hx) / 2, ey = (sy + hyy) / 2;
      return { behind: [], front: [
        line(`M${ex} ${ey} L${hx} ${hyy}`, '#fbfbf7', 24 * Math.max(k, 0.8)), line(`M${ex} ${ey} L${hx} ${hyy}`, '#d9dde3', 2, { opacity: 0.8 }),
        line(`M${-a.bodyRx * 0.4} ${a.shoulderY - 4} L${hx} ${hyy + 4}`, '#3a86ff', 5),
      ] };
    }
    case 'bandage':
      return { behind: [], front: [rect(-hr * 0.95, hy - hr * 0.62, hr * 1.9, 13 * k, '#fbfbf7', 'solid', { rx: 6 * k }), line(`M${hr * 0.4} ${hy - hr * 0.6} l${8 * k} ${10 * k} M${hr * 0.55} ${hy - hr * 0.6} l${8 * k} ${10 * k}`, '#d9dde3', 1.5)] };
    case 'crutches':
      return { behind: [], front: [-1, 1].flatMap((s) => {
        const top = a.shoulderY + 16, x = s * (a.bodyRx + 10), foot = s * (a.bodyRx + 24);
        return [line(`M${x} ${top} L${foot} 0`, STEEL, 6), rect(x - 12, top - 6, 24, 8, '#3b3b44', 'solid', { rx: 4 }), circle(foot, -2, 5, '#3b3b44')];
      }) };
    case 'walking stick': {
      const [hx, hyy] = right;
      return { behind: [], front: [line(`M${hx + 4} 0 V${hyy} q0 -14 -12 -14`, '#8b5a3c', 7)] };
    }
    case 'inhaler': {
      const [hx, hyy] = left;
      return { behind: [], front: [rect(hx - 8, hyy - 30, 16, 26, '#3a86ff', 'solid', { rx: 4 }), rect(hx - 10, hyy - 8, 22, 12, '#6fb7ff', 'solid', { rx: 3 })] };
    }
    case 'wheelchair':
      return wheelchair(a, height);
    default:
      return undefined;
  }
}
