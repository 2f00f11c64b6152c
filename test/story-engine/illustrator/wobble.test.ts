import { describe, expect, it } from 'vitest';
import { circle, path, polygon, rect, type Shape } from '../../../lambdas/story-engine/illustrator/svg-kit';
import { wobbly, type Wobble } from '../../../lambdas/story-engine/illustrator/wobble';

const gentle: Wobble = { amplitude: 3, wavelength: 40, seed: 'test' };

/** Every subpath of a wobbled shape's data as points, and whether it is closed. */
function subpaths(shape: Shape): Array<{ points: Array<[number, number]>; closed: boolean }> {
  expect(shape.tag).toBe('path');
  const d = String(shape.geo.d);
  expect(d).toMatch(/^M[-\d. Z]+$/);
  return d.split('M').filter(Boolean).map((part) => {
    const numbers = part.replace('Z', '').trim().split(' ').map(Number);
    return { points: Array.from({ length: numbers.length / 2 }, (_, i) => [numbers[2 * i]!, numbers[2 * i + 1]!] as [number, number]), closed: part.includes('Z') };
  });
}

describe('wobble: outlines drawn by hand', () => {
  it('keeps a circle a closed loop within the amplitude of its radius, points a few units apart', () => {
    const [loop] = subpaths(wobbly(circle(100, 100, 40, '#ff0000'), gentle));
    expect(loop!.closed).toBe(true);
    expect(loop!.points.length).toBeGreaterThan(40);
    for (const [x, y] of loop!.points) expect(Math.abs(Math.hypot(x - 100, y - 100) - 40)).toBeLessThanOrEqual(3 * Math.SQRT2 + 0.1);
  });

  it('follows every path command, relative and absolute, arcs and curves included', () => {
    // A 40 × 20 box with a half-circle bulge on top, written with relative lines, an arc, a cubic and a quadratic.
    const shape = path('M0 20 l0 -20 a20 20 0 0 1 40 0 L40 20 c0 0 -10 0 -20 0 q-10 0 -20 0 Z', '#00ff00');
    const [loop] = subpaths(wobbly(shape, { ...gentle, amplitude: 0.01 }));
    expect(loop!.closed).toBe(true);
    const top = Math.min(...loop!.points.map(([, y]) => y));
    expect(top).toBeCloseTo(-20, 0);
    const xs = loop!.points.map(([x]) => x);
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([expect.closeTo(0, 0), expect.closeTo(40, 0)]);
  });

  it('traces rounded rectangles and polygons, leaves open lines open, and is the same every time', () => {
    expect(subpaths(wobbly(rect(0, 0, 60, 30, '#0000ff', 'solid', { rx: 8 }), gentle))[0]!.closed).toBe(true);
    expect(subpaths(wobbly(polygon([[0, 0], [50, 0], [25, 40]], '#0000ff'), gentle))[0]!.closed).toBe(true);
    const stroke = path('M0 0 Q50 -20 100 0', 'none', 'line');
    expect(subpaths(wobbly(stroke, gentle))[0]!.closed).toBe(false);
    expect(wobbly(stroke, gentle)).toEqual(wobbly(stroke, gentle));
    expect(wobbly(stroke, gentle).geo.d).not.toEqual(wobbly(stroke, { ...gentle, seed: 'other' }).geo.d);
  });
});
