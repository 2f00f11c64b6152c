// Vehicles with faces, as picture books draw them: facing right, wheels (or keel) on y = 0, about 300 units long.
import { friendlyFace } from './friendly-face';
import type { Look } from './looks';
import type { Pose } from './pose';
import { circle, darken, ellipse, group, lighten, line, mix, path, polygon, rect, type Group, type Node } from './svg-kit';

const TYRE = '#2f2b36';
const GLASS = '#cfeaf7';
const HUB = '#d9dde3';

function wheel(x: number, r: number, hub = HUB): Node[] {
  return [circle(x, -r, r, TYRE), circle(x, -r, r * 0.5, hub, 'detail'), circle(x, -r, r * 0.16, darken(hub, 0.4), 'detail')];
}

/** Still water under a floating vehicle, wherever the page puts it. */
const water = (w: number): Node[] => [
  ellipse(0, -4, w, 16, '#5bb8e8', 'land', { opacity: 0.85 }),
  line(`M${-w * 0.7} -6 q12 -6 24 0 M${w * 0.2} 0 q12 -6 24 0`, '#d8f3ff', 3),
];

function car(look: Look, pose: Pose, race: boolean): Node[] {
  const b = look.body;
  if (race) {
    return [
      path('M-150 -30 L-140 -62 L-60 -70 L-30 -100 L40 -100 L70 -66 L150 -52 L156 -30 Z', b),
      rect(-156, -108, 40, 12, darken(b, 0.25), 'solid', { rx: 4 }), rect(-142, -98, 8, 34, darken(b, 0.25)),
      path('M-22 -96 L34 -96 L56 -68 L-40 -68 Z', GLASS, 'detail'),
      circle(-86, -56, 16, '#ffffff', 'detail'), line('M-90 -64 v16', '#2b2233', 4),
      line('M-150 -44 H150', look.accent, 6),
      ...wheel(-96, 30), ...wheel(104, 30),
      ...friendlyFace(10, -86, 0.85, pose, 36),
    ];
  }
  return [
    path('M-140 -34 Q-150 -96 -80 -100 L-50 -150 Q0 -170 60 -150 L96 -100 Q150 -96 146 -34 Z', b),
    path('M-38 -140 Q0 -156 50 -140 L76 -104 L-58 -104 Z', GLASS, 'detail'),
    line('M8 -146 V-104', darken(b, 0.2), 5),
    line('M-140 -66 H146', look.accent, 7),
    ellipse(140, -70, 9, 12, '#fff3b0', 'glow'),
    ...wheel(-82, 34), ...wheel(88, 34),
    ...friendlyFace(40, -126, 0.75, pose, 34),
  ];
}

function bus(look: Look, pose: Pose): Node[] {
  const b = look.body;
  const windows: Node[] = [-130, -80, -30, 20].map((x) => rect(x, -170, 40, 40, GLASS, 'detail', { rx: 6 }));
  return [
    rect(-160, -200, 320, 170, b, 'solid', { rx: 24 }),
    ...windows,
    rect(72, -180, 74, 64, GLASS, 'detail', { rx: 10 }),
    rect(26, -110, 30, 76, darken(b, 0.15), 'detail', { rx: 4 }),
    line('M-160 -100 H160', look.accent, 8),
    ellipse(152, -64, 8, 11, '#fff3b0', 'glow'),
    ...wheel(-100, 32), ...wheel(100, 32),
    ...friendlyFace(109, -150, 0.8, pose, 34),
  ];
}

function truck(look: Look, pose: Pose, kind: 'truck' | 'fire truck' | 'garbage truck'): Node[] {
  const b = look.body;
  const out: Node[] = [];
  if (kind === 'garbage truck') out.push(path('M-160 -40 L-160 -170 Q-100 -190 20 -170 L20 -40 Z', b), line('M-140 -150 V-60 M-100 -160 V-60 M-60 -164 V-60 M-20 -166 V-60', darken(b, 0.2), 4));
  else out.push(rect(-160, -170, 180, 130, kind === 'fire truck' ? b : mix(b, '#ffffff', 0.75), 'solid', { rx: 10 }));
  if (kind === 'fire truck') {
    out.push(line('M-150 -186 H10 M-150 -200 H10', '#d9dde3', 6), line('M-136 -200 v14 M-110 -200 v14 M-84 -200 v14 M-58 -200 v14 M-32 -200 v14 M-6 -200 v14', '#d9dde3', 4));
    out.push(circle(-110, -100, 24, '#f4c430'), circle(-110, -100, 10, darken('#f4c430', 0.3), 'detail'));
    out.push(line('M-160 -60 H20', '#f4f1ea', 8));
  }
  out.push(path('M26 -40 L26 -176 Q26 -186 36 -186 L104 -186 Q120 -186 132 -150 L150 -104 Q156 -96 156 -84 L156 -40 Z', b));
  out.push(path('M42 -172 L100 -172 Q110 -172 118 -150 L132 -112 L42 -112 Z', GLASS, 'detail'));
  if (kind === 'fire truck') out.push(rect(60, -198, 40, 12, '#3a86ff', 'glow', { rx: 5 }));
  out.push(ellipse(152, -64, 7, 10, '#fff3b0', 'glow'));
  out.push(rect(-164, -50, 324, 14, darken(b, 0.3), 'solid', { rx: 6 }));
  out.push(...wheel(-110, 32), ...wheel(-40, 32), ...wheel(100, 32));
  out.push(...friendlyFace(84, -144, 0.75, pose, 32));
  return out;
}

function tractor(look: Look, pose: Pose): Node[] {
  const b = look.body;
  return [
    rect(46, -196, 12, 70, '#4a4a4a', 'solid', { rx: 4 }), ellipse(52, -200, 10, 5, '#4a4a4a'),
    path('M-20 -90 L-20 -130 L120 -130 Q150 -128 150 -100 L150 -62 L-20 -62 Z', b),
    line('M80 -124 V-70 M98 -124 V-70 M116 -124 V-70', darken(b, 0.25), 3),
    rect(-110, -226, 104, 12, darken(b, 0.2), 'solid', { rx: 5 }),
    rect(-104, -216, 10, 120, darken(b, 0.2)), rect(-22, -216, 10, 120, darken(b, 0.2)),
    rect(-94, -204, 72, 80, GLASS, 'detail', { rx: 6 }),
    path('M-120 -130 L-10 -130 L-10 -70 L-120 -70 Z', b),
    ellipse(148, -112, 8, 11, '#fff3b0', 'glow'),
    circle(-76, -70, 70, TYRE), circle(-76, -70, 42, look.accent === b ? HUB : '#f4c430', 'detail'), circle(-76, -70, 14, '#8a6a2a', 'detail'),
    line('M-76 -140 v10 M-146 -70 h10 M-76 0 v-10 M-6 -70 h-10 M-126 -120 l7 7 M-26 -20 l-7 -7 M-26 -120 l-7 7 M-126 -20 l7 -7', '#1b1820', 8),
    ...wheel(108, 36, '#f4c430'),
    ...friendlyFace(-58, -170, 0.8, pose, 32),
  ];
}

function excavator(look: Look, pose: Pose): Node[] {
  const b = look.body;
  return [
    rect(-150, -46, 230, 46, '#3d3a44', 'solid', { rx: 23 }),
    ...[-126, -82, -38, 6, 52].map((x) => circle(x, -23, 14, '#77737f', 'detail')),
    rect(-140, -120, 170, 76, b, 'solid', { rx: 10 }),
    rect(-70, -210, 96, 96, b, 'solid', { rx: 12 }), rect(-58, -198, 72, 60, GLASS, 'detail', { rx: 6 }),
    line('M24 -150 L110 -220 L170 -120', darken(b, 0.1), 20),
    path('M150 -130 L200 -126 L196 -80 Q170 -70 150 -96 Z', '#6b6f78'),
    line('M-130 -100 h44', '#2b2233', 6, { opacity: 0.4 }),
    ...friendlyFace(-22, -170, 0.75, pose, 32),
  ];
}

function train(look: Look, pose: Pose): Node[] {
  const b = look.body;
  return [
    rect(-160, -42, 320, 16, '#3d3a44', 'solid', { rx: 6 }),
    rect(-150, -190, 90, 150, b, 'solid', { rx: 8 }), rect(-140, -176, 70, 50, GLASS, 'detail', { rx: 6 }),
    rect(-160, -204, 110, 18, darken(b, 0.3), 'solid', { rx: 6 }),
    rect(-60, -150, 180, 110, b, 'solid', { rx: 50 }),
    line('M-20 -150 V-42 M40 -150 V-42', darken(b, 0.2), 5),
    rect(60, -200, 30, 56, '#3d3a44', 'solid', { rx: 6 }), ellipse(75, -204, 22, 8, '#3d3a44'),
    circle(-10, -218, 16, '#eef1f5', 'glow', { opacity: 0.85 }), circle(20, -240, 22, '#eef1f5', 'glow', { opacity: 0.7 }),
    circle(128, -96, 54, '#d9dde3'), circle(128, -96, 46, lighten(b, 0.75), 'detail'),
    polygon([[150, -30], [190, -4], [150, -4]], '#8d99a6'),
    ...wheel(-110, 28, '#e63946'), ...wheel(-30, 34, '#e63946'), ...wheel(50, 34, '#e63946'),
    ...friendlyFace(128, -104, 1, pose, 36),
  ];
}

function tugboat(look: Look, pose: Pose): Node[] {
  const b = look.body;
  return [
    ...water(190),
    path('M-160 -90 L170 -90 Q160 -30 120 -10 L-140 -10 Q-160 -40 -160 -90 Z', b),
    path('M-156 -40 Q-150 -20 -140 -10 L120 -10 Q150 -26 162 -40 Z', '#2f3e57'),
    ...[-110, -50, 10, 70].map((x) => circle(x, -70, 12, 'none', 'line', { stroke: '#3d3a44', strokeWidth: 7 })),
    rect(-90, -190, 130, 100, '#fbfbf7', 'solid', { rx: 10 }),
    rect(-80, -180, 110, 30, GLASS, 'detail', { rx: 5 }),
    rect(-60, -250, 34, 62, look.accent, 'solid', { rx: 4 }), rect(-60, -236, 34, 10, '#fbfbf7', 'detail'),
    rect(-62, -256, 38, 10, '#3d3a44', 'solid', { rx: 3 }),
    circle(-30, -278, 16, '#eef1f5', 'glow', { opacity: 0.8 }),
    ...friendlyFace(-25, -126, 1.05, pose, 40),
  ];
}

function sailboat(look: Look, pose: Pose): Node[] {
  const b = look.body;
  return [
    ...water(170),
    path('M-140 -70 L150 -70 Q130 -20 100 -10 L-110 -10 Q-130 -30 -140 -70 Z', b === '#f4f1ea' ? '#c8553d' : b),
    line('M0 -70 V-300', '#6b4a33', 6),
    polygon([[6, -292], [6, -84], [130, -84]], '#fdfdf8'), polygon([[-6, -270], [-6, -84], [-110, -84]], look.accent),
    ...friendlyFace(60, -46, 0.75, pose, 30),
  ];
}

function ship(look: Look, pose: Pose): Node[] {
  const b = look.body;
  return [
    ...water(200),
    path('M-180 -110 L190 -110 L150 -10 L-150 -10 Z', b),
    line('M-170 -40 H170', '#e63946', 10),
    ...[-120, -80, -40].map((x) => circle(x, -76, 9, GLASS, 'detail')),
    rect(-120, -180, 200, 70, '#fbfbf7', 'solid', { rx: 6 }),
    ...[-100, -60, -20, 20].map((x) => rect(x, -164, 24, 20, GLASS, 'detail', { rx: 4 })),
    rect(-70, -250, 36, 72, '#e63946', 'solid', { rx: 4 }), rect(-10, -240, 36, 62, '#e63946', 'solid', { rx: 4 }),
    rect(-70, -250, 36, 14, '#2b2233', 'detail'), rect(-10, -240, 36, 14, '#2b2233', 'detail'),
    ...friendlyFace(130, -72, 0.8, pose, 30),
  ];
}

function submarine(look: Look, pose: Pose): Node[] {
  const b = look.body;
  return [
    ...water(180),
    rect(-40, -200, 70, 60, b, 'solid', { rx: 14 }), line('M0 -200 V-240 h24', '#6b6f78', 8),
    ellipse(0, -100, 170, 70, b),
    polygon([[-160, -100], [-200, -150], [-200, -50]], darken(b, 0.15)),
    ...[-90, -40].map((x) => circle(x, -100, 17, GLASS, 'detail')),
    ...friendlyFace(90, -112, 1, pose, 36),
  ];
}

function plane(look: Look, pose: Pose): Node[] {
  const b = look.body;
  return [
    polygon([[-150, -150], [-180, -240], [-130, -240], [-100, -150]], look.accent),
    path('M-170 -150 Q-170 -190 -100 -186 L120 -186 Q180 -180 180 -140 Q180 -100 120 -96 L-100 -96 Q-170 -100 -170 -150 Z', b),
    ...[-90, -50, -10, 30].map((x) => circle(x, -154, 11, GLASS, 'detail')),
    path('M-40 -130 L60 -130 L10 -50 L-30 -50 Z', darken(b, 0.12)),
    ellipse(184, -140, 8, 44, '#8d99a6', 'detail'),
    line('M100 -96 V-30 M-60 -96 V-30', '#6b6f78', 6),
    ...wheel(100, 18), ...wheel(-60, 18),
    ...friendlyFace(134, -148, 0.8, pose, 30),
  ];
}

function helicopter(look: Look, pose: Pose): Node[] {
  const b = look.body;
  return [
    line('M-220 -250 H160', '#4a4a4a', 7), rect(-40, -262, 20, 30, '#4a4a4a'),
    line('M-60 -140 L-210 -150', b, 22), polygon([[-214, -190], [-196, -190], [-196, -130], [-214, -130]], darken(b, 0.2)),
    ellipse(0, -150, 110, 86, b), path('M10 -220 Q96 -210 100 -150 L10 -150 Z', GLASS, 'detail'),
    line('M-60 -66 V-22 M60 -66 V-22', '#4a4a4a', 6), line('M-110 -20 H110', '#4a4a4a', 8),
    ...friendlyFace(-20, -150, 0.95, pose, 34),
  ];
}

function rocket(look: Look, pose: Pose): Node[] {
  const b = look.body;
  return [
    path('M-22 -20 Q0 40 22 -20 Z', '#ffb703', 'glow'),
    polygon([[-50, -30], [-90, 0], [-50, -130]], look.accent), polygon([[50, -30], [90, 0], [50, -130]], look.accent),
    path('M-50 -30 L-50 -220 Q0 -340 50 -220 L50 -30 Z', b),
    path('M-34 -270 Q0 -340 34 -270 Z', look.accent, 'detail'),
    circle(0, -200, 24, GLASS, 'detail'), circle(0, -200, 24, 'none', 'line', { stroke: '#9aa3b0', strokeWidth: 5 }),
    ...friendlyFace(0, -118, 1, pose, 40),
  ];
}

function bicycle(look: Look): Node[] {
  const b = look.body;
  return [
    circle(-70, -50, 46, 'none', 'line', { stroke: TYRE, strokeWidth: 9 }), circle(70, -50, 46, 'none', 'line', { stroke: TYRE, strokeWidth: 9 }),
    line('M-70 -50 L-10 -116 L56 -116 L70 -50 M-10 -116 L4 -50 L-70 -50 M4 -50 L56 -116', b, 9),
    line('M-24 -132 h30 M56 -116 l8 -30 h20', '#333333', 7),
    circle(4, -50, 10, '#6b6f78', 'detail'),
  ];
}

/** A vehicle drawn as what it is. */
export function drawVehicle(thing: string, look: Look, pose: Pose): Group {
  const parts: Record<string, () => Node[]> = {
    car: () => car(look, pose, false), 'race car': () => car(look, pose, true), 'toy car': () => car(look, pose, false),
    bus: () => bus(look, pose), truck: () => truck(look, pose, 'truck'), 'fire truck': () => truck(look, pose, 'fire truck'),
    'garbage truck': () => truck(look, pose, 'garbage truck'), tractor: () => tractor(look, pose), excavator: () => excavator(look, pose),
    digger: () => excavator(look, pose), train: () => train(look, pose), tugboat: () => tugboat(look, pose), boat: () => sailboat(look, pose),
    ship: () => ship(look, pose), submarine: () => submarine(look, pose), plane: () => plane(look, pose),
    helicopter: () => helicopter(look, pose), rocket: () => rocket(look, pose), bicycle: () => bicycle(look),
  };
  return group((parts[thing] ?? parts.car!)());
}

export const VEHICLE_THINGS = [
  'car', 'race car', 'toy car', 'bus', 'truck', 'fire truck', 'garbage truck', 'tractor', 'excavator', 'digger', 'train', 'tugboat', 'boat',
  'ship', 'submarine', 'plane', 'helicopter', 'rocket', 'bicycle',
] as const;
