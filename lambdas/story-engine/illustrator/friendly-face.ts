// The face a children's book gives a tractor, a cloud or a crayon: two eyes, cheeks and a mouth that follow the pose.
import type { Pose } from './pose';
import { circle, ellipse, line, path, type Node } from './svg-kit';

const INK = '#2b2233';

/** Eyes `gap` apart centred on (x, y), the mouth below; `s` scales it all (1: eyes about 16 units tall). */
export function friendlyFace(x: number, y: number, s: number, pose: Pose, gap = 30): Node[] {
  const out: Node[] = [];
  for (const side of [-1, 1]) {
    const ex = x + (side * gap * s) / 2;
    if (pose === 'sleep') out.push(line(`M${ex - 7 * s} ${y} q${7 * s} ${6 * s} ${14 * s} 0`, INK, 3 * s));
    else if (pose === 'cheer' || pose === 'jump') out.push(line(`M${ex - 7 * s} ${y + 2 * s} q${7 * s} ${-10 * s} ${14 * s} 0`, INK, 3 * s));
    else {
      out.push(ellipse(ex, y, 7 * s, 9 * s, '#ffffff', 'detail'), ellipse(ex + 1.5 * s, y + 1 * s, 4.4 * s, 5.6 * s, INK, 'detail'));
      out.push(circle(ex + 3 * s, y - 2 * s, 1.6 * s, '#ffffff', 'glow'));
      if (pose === 'sad' || pose === 'worried') out.push(line(`M${ex - 7 * s * side} ${y - 14 * s} L${ex + 7 * s * side} ${y - (pose === 'sad' ? 10 : 17) * s}`, INK, 2.2 * s));
    }
  }
  const my = y + 16 * s;
  for (const side of [-1, 1]) out.push(ellipse(x + side * (gap * s * 0.5 + 10 * s), my - 4 * s, 6 * s, 3.6 * s, '#ff8fa3', 'detail', { opacity: 0.6 }));
  if (pose === 'sad') out.push(line(`M${x - 7 * s} ${my + 3 * s} q${7 * s} ${-7 * s} ${14 * s} 0`, INK, 2.4 * s));
  else if (pose === 'worried') out.push(line(`M${x - 8 * s} ${my} q${4 * s} ${-4 * s} ${8 * s} 0 q${4 * s} ${4 * s} ${8 * s} 0`, INK, 2.2 * s));
  else if (pose === 'cheer' || pose === 'jump') out.push(path(`M${x - 9 * s} ${my - 2 * s} Q${x} ${my + 13 * s} ${x + 9 * s} ${my - 2 * s} Z`, '#c0392b', 'detail'));
  else if (pose !== 'sleep') out.push(line(`M${x - 8 * s} ${my - 1 * s} q${8 * s} ${8 * s} ${16 * s} 0`, INK, 2.4 * s));
  return out;
}
