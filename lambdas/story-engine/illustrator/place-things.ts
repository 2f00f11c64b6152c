// Puts the things a page names into its picture, each where it belongs: big ones standing beside the figures (room
// kept for them before the figures are placed), small ones in the hero's hands or on the ground in front, bubbles and
// leaves in the air around the hero, the sun, a kite or fireworks in the sky (through a window indoors), a volcano on
// the horizon. Each is a group that says what it drew: data-thing and data-drawn-as.
import type { Composition } from './compositions';
import type { Anchors } from './figure-anchors';
import { GROUND_Y, type Layers } from './scenery-parts';
import type { SceneSetting } from './setting-words';
import { group, line, rect, type Group, type Node } from './svg-kit';
import { THING_DRAWINGS, type ThingDrawing } from './things';

/** How many things stand beside the figures, at most (the rest of a page's big things are left out). */
const BESIDE = 2;
const GAP = 24;
const FIGURES_LEAST_ROOM = 260;

export interface ThingToDraw {
  thing: string;
  drawing: ThingDrawing;
}

/** The page's things the illustrator can draw, in the page's order. */
export const drawableThings = (things: readonly string[] | undefined): ThingToDraw[] =>
  (things ?? []).flatMap((thing) => (THING_DRAWINGS[thing] ? [{ thing, drawing: THING_DRAWINGS[thing]! }] : []));

/** The record a drawn thing carries. */
export const thingRecord = (thing: string, drawing: ThingDrawing, holder?: string): Record<string, string> => ({
  'data-thing': thing, 'data-drawn-as': `thing/${drawing.as ?? thing}`,
  ...(holder ? { 'data-on': holder } : {}),
});

const drawn = (t: ThingToDraw, x: number, y: number, scale: number): Group =>
  group(t.drawing.draw(), `translate(${Math.round(x)} ${Math.round(y)}) scale(${Math.round(scale * 1000) / 1000})`, undefined, thingRecord(t.thing, t.drawing));

export interface BesidePlan {
  /** Where the figures may stand, leaving room for the things beside them. */
  area: { centre?: number; room: number };
  things: Array<ThingToDraw & { side: 'left' | 'right'; scale: number }>;
}

/** Room for the things that stand beside the figures: one on the side away from the figures' centre, two on both sides. */
export function planBeside(things: readonly ThingToDraw[], comp: Composition): BesidePlan {
  const beside = things.filter((t) => t.drawing.at === 'ground').slice(0, BESIDE);
  if (beside.length === 0) return { area: { ...(comp.centre !== undefined ? { centre: comp.centre } : {}), room: comp.room }, things: [] };
  const centre = comp.centre ?? 400;
  let scale = comp.zoom * (comp.name === 'side' ? 1.15 : 1);
  const widths = () => beside.reduce((sum, t) => sum + t.drawing.w * scale, 0) + GAP * beside.length;
  if (740 - widths() < FIGURES_LEAST_ROOM) scale *= Math.max(0.45, (740 - FIGURES_LEAST_ROOM - GAP * beside.length) / (widths() - GAP * beside.length));
  const room = Math.min(comp.room, 740 - widths());
  if (beside.length === 2) {
    return { area: { centre: 30 + beside[0]!.drawing.w * scale + GAP + room / 2, room }, things: [{ ...beside[0]!, side: 'left', scale }, { ...beside[1]!, side: 'right', scale }] };
  }
  const side = centre <= 400 ? 'right' : 'left';
  const figuresCentre = side === 'right' ? Math.min(centre, 30 + room / 2) : Math.max(centre, 770 - room / 2);
  return { area: { centre: figuresCentre, room }, things: [{ ...beside[0]!, side, scale }] };
}

export interface HeroAt {
  x: number;
  y: number;
  scale: number;
  anchors: Anchors;
  width: number;
  height: number;
  /** Asleep in bed: nothing in the hands, nothing in front of the bed. */
  inBed: boolean;
}

export interface ThingStage {
  layers: Layers;
  setting: SceneSetting;
  comp: Composition;
  hero?: HeroAt;
  /** Left and right edge of the standing figures. */
  span: [number, number];
  /** Where the sky's own sun or moon is, so nothing is drawn over it. */
  skyBodyX?: number;
  beside: BesidePlan;
}

/** A window on the wall, away from the hero, with the page's sky things in it. */
function windowWith(things: readonly ThingToDraw[], heroX: number): Node {
  const cx = heroX < 400 ? 640 : 160, cy = 150, w = 190, h = 150;
  const each = w / things.length;
  const inside = things.map((t, i) => {
    const s = Math.min(1, (each - 16) / t.drawing.w, (h - 20) / t.drawing.h);
    return drawn(t, cx - w / 2 + each * (i + 0.5), cy + h / 2 - 10 - (t.drawing.h * s - (h - 20)) / 2 - 6, s);
  });
  return group([
    rect(cx - w / 2 - 10, cy - h / 2 - 10, w + 20, h + 20, '#f4efe6', 'solid', { rx: 6 }), rect(cx - w / 2, cy - h / 2, w, h, '#a8d8f0', 'sky'),
    ...inside, line(`M${cx} ${cy - h / 2} V${cy + h / 2} M${cx - w / 2} ${cy} H${cx + w / 2}`, '#f4efe6', 6, { opacity: 0.85 }),
  ]);
}

/** Draws every thing of the page that is not already drawn by the sky (the sky's own sun, moon, stars, rain or snow). */
export function placeThings(things: readonly ThingToDraw[], stage: ThingStage): void {
  const { layers, setting, comp, hero, span } = stage;
  const heroX = hero?.x ?? 400;
  const zoom = comp.zoom;

  // Beside the figures, next to the group's edge on their side.
  const taken: Array<[number, number]> = [];
  for (const t of stage.beside.things) {
    const w = t.drawing.w * t.scale;
    const x = t.side === 'right' ? Math.min(span[1] + GAP + w / 2, 785 - w / 2) : Math.max(span[0] - GAP - w / 2, 15 + w / 2);
    layers.prop.push(drawn(t, x, Math.min(comp.groundY, 600), t.scale));
    taken.push([x - w / 2, x + w / 2]);
  }

  // Big things beyond the two beside the figures stand further back, smaller, clear of the figures where there is room.
  const back = things.filter((t) => t.drawing.at === 'ground' && !stage.beside.things.some((b) => b.thing === t.thing));
  back.forEach((t, i) => {
    const s = 0.5 * zoom, w = t.drawing.w * s;
    const spots = [heroX < 400 ? 680 : 120, heroX < 400 ? 560 : 240, 400, heroX < 400 ? 120 : 680];
    const x = Math.max(15 + w / 2, Math.min(785 - w / 2, spots[i % spots.length]!));
    layers.prop.push(drawn(t, x, setting.indoor ? GROUND_Y + 20 : GROUND_Y + 10, s));
  });

  // In the hero's hands (right, then left); what the hands cannot hold goes in front.
  const rest = things.filter((t) => t.drawing.at !== 'ground');
  const handed = hero && !hero.inBed ? rest.filter((t) => t.drawing.at === 'hand').slice(0, 2) : [];
  handed.forEach((t, i) => {
    const [hx, hy] = hero!.anchors.hands[i === 0 ? 1 : 0];
    layers.hero.push(drawn(t, hero!.x + hx * hero!.scale, hero!.y + hy * hero!.scale + 10 * hero!.scale, hero!.scale));
  });

  // In front, on the ground: beside the hero's feet, alternating sides, clear of the big things and of each other.
  const front = rest.filter((t) => t.drawing.at === 'front' || (t.drawing.at === 'hand' && !handed.includes(t)));
  const frontY = Math.min(comp.groundY + 24 * zoom, 592);
  const half = hero ? (hero.width * hero.scale) / 2 : 60;
  front.forEach((t, i) => {
    const s = zoom * (hero?.inBed ? 0.9 : 1), w = t.drawing.w * s;
    const clamp = (x: number) => Math.max(15 + w / 2, Math.min(785 - w / 2, x));
    const free = (x: number) => !taken.some(([a, b]) => x + w / 2 > a && x - w / 2 < b);
    const tries = Array.from({ length: 12 }, (_, k) => clamp(heroX + (k % 2 === (i % 2) ? 1 : -1) * (half * 0.6 + w / 2 + Math.floor(k / 2) * 60)));
    const x = tries.find(free) ?? tries[0]!;
    layers.fx.push(drawn(t, x, frontY, s));
    taken.push([x - w / 2, x + w / 2]);
  });

  // In the air around the hero's head.
  rest.filter((t) => t.drawing.at === 'air').forEach((t, i) => {
    const top = hero ? hero.y - hero.height * hero.scale * 0.55 : 300;
    layers.fx.push(drawn(t, heroX + (i % 2 === 0 ? 70 : -70) * zoom, top, zoom));
  });

  // Hanging from above, outdoors and in.
  const hanging = rest.filter((t) => t.drawing.hangs);
  hanging.forEach((t, i) => {
    const x = [heroX < 400 ? 620 : 180, heroX < 400 ? 720 : 80, 400][i % 3]!;
    layers.fx.push(drawn(t, x, t.drawing.h - 6, 1));
  });

  // The sky and the horizon; indoors, a window shows them.
  const up = rest.filter((t) => (t.drawing.at === 'sky' || t.drawing.at === 'far') && !t.drawing.hangs);
  if (up.length === 0) return;
  if (setting.indoor) {
    layers.far.push(windowWith(up, heroX));
    return;
  }
  const slots = [[640, 230], [160, 230], [420, 190]].filter(([x]) => stage.skyBodyX === undefined || Math.abs(x! - stage.skyBodyX) > 140);
  let slot = 0;
  for (const t of up) {
    if (t.drawing.at === 'far') {
      layers.far.push(drawn(t, heroX < 400 ? 590 : 210, GROUND_Y - 20, 1));
    } else if (t.drawing.w > 250) {
      // Wide skies (a rainbow, stars, snow, fireworks) span the picture above the figures.
      const baseY = t.thing === 'rainbow' ? GROUND_Y - 30 : t.thing === 'snow' ? 330 : 260;
      layers.sky.push(drawn(t, 400, baseY, 1));
    } else {
      const [x, y] = slots[slot++ % Math.max(1, slots.length)] ?? [400, 200];
      layers.sky.push(drawn(t, x!, y!, 1));
    }
  }
}
