// Rooms behind the figures: a wall with a window onto the page's weather and time, a floor, and the furniture that
// says which room it is (a kitchen's counter and oven, a classroom's blackboard and desks, a dentist's chair). The
// figures stand on the floor between y = 480 and 580.
import type { Random } from '../seeded-random';
import type { Light } from './light';
import { HEIGHT, starShape, WIDTH, type Layers } from './scenery-parts';
import type { IndoorBackdrop, SceneSetting } from './setting-words';
import { circle, darken, ellipse, group, line, path, polygon, rect, type Node } from './svg-kit';

/** Where a remembered figure's framed picture hangs: the middle of a bare piece of wall. */
export interface WallSpot {
  x: number;
  y: number;
}

const FLOOR_Y = 450;

/** The wall is the picture's backdrop (painted as each style paints a sky, see WALLS); the floor and skirting are shapes. */
function room(layers: Layers, wall: string, floor: string, floorLines = true): void {
  layers.land.push(rect(-10, FLOOR_Y, WIDTH + 20, HEIGHT - FLOOR_Y + 10, floor, 'land'));
  layers.land.push(rect(-10, FLOOR_Y - 10, WIDTH + 20, 14, darken(wall, 0.18), 'solid'));
  if (floorLines) layers.land.push(line('M0 500 H800 M0 556 H800', darken(floor, 0.12), 3));
}

/** A window onto the page's sky: sun and clouds, rain, snow, or the moon and stars. */
function windowAt(layers: Layers, x: number, y: number, w: number, h: number, light: Light, setting: SceneSetting, random: Random, curtains?: string): void {
  const parts: Node[] = [rect(x, y, w, h * 0.6, light.sky[0], 'sky'), rect(x, y + h * 0.6, w, h * 0.4, light.sky[1], 'sky')];
  if (light.night) {
    parts.push(circle(x + w * 0.7, y + h * 0.3, Math.min(w, h) * 0.14, '#fff3b0', 'glow'));
    for (let i = 0; i < 4; i++) parts.push(starShape(x + random.int(10, w - 10), y + random.int(10, h - 10), 4, '#fff3b0'));
  } else if (setting.weather === 'clear') {
    parts.push(circle(x + w * 0.75, y + h * 0.28, Math.min(w, h) * 0.13, '#ffd23f', 'glow'));
    parts.push(ellipse(x + w * 0.35, y + h * 0.55, w * 0.2, h * 0.07, '#ffffff', 'glow'));
  } else {
    parts.push(ellipse(x + w * 0.4, y + h * 0.2, w * 0.3, h * 0.1, '#eef1f5', 'glow'), ellipse(x + w * 0.7, y + h * 0.28, w * 0.22, h * 0.08, '#dfe5ec', 'glow'));
  }
  if (setting.weather === 'rain') {
    let d = '';
    for (let i = 0; i < 14; i++) {
      const dx = random.int(8, w - 14), dy = random.int(h * 0.3, h - 18);
      d += `M${x + dx} ${y + dy} l-4 12 `;
    }
    parts.push(line(d.trim(), '#6fa8dc', 2.4));
  }
  if (setting.weather === 'snow') for (let i = 0; i < 10; i++) parts.push(circle(x + random.int(6, w - 6), y + random.int(6, h - 6), 3, '#ffffff', 'glow'));
  parts.push(rect(x - 6, y - 6, w + 12, h + 12, 'none', 'line', { stroke: '#ffffff', strokeWidth: 12 }));
  parts.push(line(`M${x + w / 2} ${y} V${y + h} M${x} ${y + h / 2} H${x + w}`, '#ffffff', 7));
  parts.push(rect(x - 14, y + h + 4, w + 28, 12, '#ffffff', 'solid', { rx: 4 }));
  if (curtains) {
    parts.push(path(`M${x - 30} ${y - 16} H${x + 16} Q${x + 4} ${y + h * 0.5} ${x + 22} ${y + h + 10} H${x - 30} Z`, curtains));
    parts.push(path(`M${x + w + 30} ${y - 16} H${x + w - 16} Q${x + w - 4} ${y + h * 0.5} ${x + w - 22} ${y + h + 10} H${x + w + 30} Z`, curtains));
    parts.push(rect(x - 40, y - 24, w + 80, 10, darken(curtains, 0.3), 'solid', { rx: 5 }));
  }
  layers.far.push(group(parts));
}

function lamp(layers: Layers, x: number, base: number, light: Light): void {
  if (light.night) layers.far.push(circle(x, base - 120, 90, '#ffe9a8', 'glow', { opacity: 0.35 }));
  layers.prop.push(group([
    rect(x - 3, base - 110, 6, 110, '#6b5b4b'), ellipse(x, base - 2, 24, 6, '#6b5b4b'),
    path(`M${x - 30} ${base - 110} L${x - 18} ${base - 150} L${x + 18} ${base - 150} L${x + 30} ${base - 110} Z`, light.night ? '#ffe08a' : '#f4d58d'),
  ]));
}

function bookRows(x: number, y: number, w: number, random: Random): Node {
  // Books as thick strokes, one path per colour: a shelf of books costs a few short outlines, not one box per book.
  const colors = ['#e63946', '#3a86ff', '#f4c430', '#2a9d8f', '#8e5bd8'];
  const d: string[] = colors.map(() => '');
  for (let bx = x + 7; bx < x + w - 7; bx += 17) d[random.int(0, colors.length - 1)] += `M${bx} ${y} V${y - random.int(44, 62)} `;
  return group(colors.flatMap((c, i) => (d[i] ? [line(d[i]!.trim(), c, 14, { opacity: 1 })] : [])));
}

/** Each room's wall colour. */
export const WALLS: Record<IndoorBackdrop, string> = {
  kitchen: '#fbe3c2', bedroom: '#c9d6f2', bathroom: '#d6eef2', classroom: '#f3e6c4', nursery: '#fde2e4',
  doctor: '#e3f4ef', dentist: '#e6f3fa', hospital: '#dfeaf6', library: '#efe1c6', supermarket: '#f4f4f0',
  garage: '#cfcac3', home: '#f6e3c8', pool: '#dff1fb',
};

/** Where a sleeper lies in the bedroom's bed (feet under the blanket), and the blanket drawn over them. */
export const BED = { x: 650, y: 420, scale: 0.68 } as const;
export const blanket = (): Node => group([
  path('M520 380 Q660 350 800 380 L800 470 L520 470 Z', '#f4a6b8'), line('M540 410 Q660 390 790 410', '#ffffff', 4, { opacity: 0.6 }),
  rect(510, 466, 300, 22, '#7a5236', 'solid', { rx: 8 }),
]);

type RoomDrawer = (layers: Layers, random: Random, light: Light, setting: SceneSetting, action: string) => WallSpot;

const ROOMS: Record<IndoorBackdrop, RoomDrawer> = {
  kitchen(layers, random, light, setting, action) {
    room(layers, '#fbe3c2', '#e9d8c0');
    layers.far.push(rect(-10, 250, WIDTH + 20, 80, '#f6d2a8', 'land'), line('M0 276 H800 M0 302 H800 M40 250 V330 M120 250 V330 M200 250 V330 M600 250 V330 M680 250 V330 M760 250 V330', '#eec393', 2));
    windowAt(layers, 300, 70, 200, 160, light, setting, random, '#e76f51');
    // Counter with cupboards along the back wall, the oven in it, a shelf of jars and pans on hooks.
    layers.far.push(rect(-10, 348, WIDTH + 20, 102, '#8ecdc4'), line('M130 356 V444 M260 356 V444 M390 356 V444 M520 356 V444 M720 356 V444', '#6fb3a9', 4));
    layers.far.push(rect(-10, 330, WIDTH + 20, 20, '#d9c2a3', 'solid', { rx: 4 }));
    layers.far.push(group([
      rect(560, 340, 140, 110, '#e8e8ec', 'solid', { rx: 6 }), rect(578, 372, 104, 62, '#3d3a44', 'detail', { rx: 6 }),
      rect(584, 378, 92, 20, '#ffb36e', 'glow', { opacity: 0.5 }),
      circle(590, 356, 6, '#3d3a44', 'detail'), circle(612, 356, 6, '#3d3a44', 'detail'), circle(648, 356, 6, '#3d3a44', 'detail'), circle(670, 356, 6, '#3d3a44', 'detail'),
    ]));
    layers.far.push(group([
      rect(40, 170, 200, 10, '#a0522d'),
      rect(56, 130, 34, 40, '#f1faee', 'solid', { rx: 8 }), rect(104, 120, 34, 50, '#ffd6a5', 'solid', { rx: 8 }), rect(152, 134, 34, 36, '#caffbf', 'solid', { rx: 8 }),
      rect(56, 124, 34, 10, '#e63946', 'detail', { rx: 3 }), rect(104, 114, 34, 10, '#3a86ff', 'detail', { rx: 3 }), rect(152, 128, 34, 10, '#f4c430', 'detail', { rx: 3 }),
    ]));
    layers.far.push(group([
      line('M600 90 H740', '#6b5b4b', 4),
      circle(626, 150, 26, '#6b6f78'), line('M626 124 V94', '#6b6f78', 5), circle(700, 140, 20, '#c0392b'), line('M700 120 V94', '#c0392b', 5),
    ]));
    if (/\b(bak|cook|cookie|biscuit|cake)/.test(action)) {
      layers.far.push(group([
        rect(360, 318, 110, 12, '#9aa3b0', 'solid', { rx: 3 }),
        ...[378, 404, 430, 452].map((cx) => circle(cx, 312, 11, '#d4a055')),
        ...[378, 404, 430, 452].map((cx) => circle(cx + 2, 310, 2.5, '#5a3a22', 'detail')),
        ellipse(250, 314, 40, 20, '#f1faee'), ellipse(250, 304, 34, 8, '#f4e4c1', 'detail'), line('M262 300 L290 270', '#c49a6c', 5),
      ]));
    }
    return { x: 690, y: 262 };
  },
  bedroom(layers, random, light, setting) {
    room(layers, '#c9d6f2', '#b07d56');
    windowAt(layers, 90, 90, 180, 170, light, setting, random, '#8e5bd8');
    layers.far.push(group([
      rect(540, 290, 250, 170, '#9c6b47', 'solid', { rx: 24 }), rect(570, 320, 110, 44, '#fffaf2', 'solid', { rx: 20 }),
    ]));
    layers.land.push(blanket());
    layers.far.push(rect(440, 370, 70, 80, '#b5835a', 'solid', { rx: 6 }));
    lamp(layers, 475, 370, light);
    layers.land.push(ellipse(330, 560, 200, 30, '#e9a8b7', 'land'));
    layers.far.push(line('M300 40 Q420 80 540 40', '#6b5b4b', 2), ...[330, 380, 430, 480].map((x, i) => starShape(x, 60 + (i % 2) * 12, 9, '#ffd23f', 5, 'detail')));
    return { x: 400, y: 190 };
  },
  bathroom(layers, random, light, setting) {
    room(layers, '#d6eef2', '#9fc5cf');
    let grid = '';
    for (let y = 60; y < 440; y += 50) grid += `M0 ${y} H800 `;
    for (let x = 50; x < 800; x += 50) grid += `M${x} 0 V440 `;
    layers.far.push(line(grid.trim(), '#bfe0e6', 2));
    windowAt(layers, 330, 60, 140, 110, light, setting, random);
    layers.far.push(group([
      path('M20 360 H320 V400 Q320 460 260 460 H80 Q20 460 20 400 Z', '#ffffff'), rect(10, 350, 320, 16, '#f1f5f7', 'solid', { rx: 8 }),
      ...[60, 100, 140, 190, 240].map((x, i) => circle(x, 346 - (i % 2) * 8, 18, '#ffffff', 'glow')),
      line('M300 350 V310 H270', '#9aa3b0', 6),
      path('M200 338 q10 -14 22 -4 q8 -8 12 2 q-2 10 -16 10 q-14 0 -18 -8 Z', '#f6cd3b'),
    ]));
    layers.far.push(group([
      rect(600, 110, 120, 140, '#cfeaf7', 'solid', { rx: 60 }), rect(600, 110, 120, 140, 'none', 'line', { rx: 60, stroke: '#9aa3b0', strokeWidth: 6 }),
      rect(600, 320, 130, 30, '#ffffff', 'solid', { rx: 10 }), rect(648, 350, 34, 90, '#ffffff'), line('M664 320 V296 h14', '#9aa3b0', 5),
      rect(750, 220, 40, 110, '#ff8fa3', 'solid', { rx: 6 }),
    ]));
    layers.prop.push(group([path('M470 520 Q470 480 510 480 Q550 480 550 520 Z', '#ffffff'), ellipse(510, 482, 40, 10, '#8fd3ff'), rect(488, 518, 44, 12, '#ffffff', 'solid', { rx: 5 })]));
    return { x: 470, y: 270 };
  },
  classroom(layers, random, light, setting) {
    room(layers, '#f3e6c4', '#c8a27a');
    layers.far.push(group(['#e63946', '#f4c430', '#3a86ff', '#3bb273', '#8e5bd8', '#f77f00'].map((c, i) => rect(190 + i * 72, 40, 56, 40, c, 'solid', { rx: 6 }))));
    layers.far.push(group([
      rect(170, 100, 460, 200, '#8b5a3c', 'solid', { rx: 8 }), rect(182, 112, 436, 176, '#2f5d4a', 'solid'),
      circle(250, 170, 26, 'none', 'line', { stroke: '#f4f1de', strokeWidth: 4 }),
      line('M300 160 h40 M320 140 v40 M370 160 h40 M370 176 h40 M440 150 l20 -14 v50 M500 140 q20 -10 30 6 q0 16 -30 36 h34', '#f4f1de', 4),
      line('M230 240 L270 210 L300 235 L340 200 L380 240', '#ffd6a5', 4), rect(560, 272, 40, 10, '#ffffff', 'detail'),
    ]));
    layers.far.push(group([circle(710, 90, 32, '#ffffff'), circle(710, 90, 32, 'none', 'line', { stroke: '#3d3a44', strokeWidth: 5 }), line('M710 90 V70 M710 90 L724 98', '#3d3a44', 4)]));
    windowAt(layers, 670, 160, 110, 150, light, setting, random);
    const desk = (x: number) => group([
      rect(x, 390, 130, 14, '#d9a066', 'solid', { rx: 4 }), rect(x + 8, 404, 10, 56, '#8d99a6'), rect(x + 112, 404, 10, 56, '#8d99a6'),
      rect(x + 30, 372, 46, 18, '#fbfbf7', 'detail'), rect(x + 84, 378, 30, 12, '#3a86ff', 'detail'),
    ]);
    layers.far.push(desk(20), desk(650));
    return { x: 90, y: 190 };
  },
  nursery(layers, random, light, setting) {
    room(layers, '#fde2e4', '#f1c9a5');
    layers.far.push(line('M-10 40 Q200 90 400 50 Q600 10 810 60', '#6b5b4b', 2));
    layers.far.push(group(['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93', '#ff595e', '#ffca3a', '#8ac926'].map((c, i) => {
      const x = 40 + i * 100, y = i < 4 ? 70 - i * 5 : 40 + (i - 4) * 6;
      return polygon([[x - 16, y], [x + 16, y], [x, y + 30]], c);
    })));
    windowAt(layers, 520, 110, 170, 140, light, setting, random, '#ffca3a');
    layers.far.push(group([
      rect(30, 330, 260, 120, '#f4f1ea', 'solid', { rx: 8 }), line('M30 390 H290', '#d9cfc2', 4),
      rect(50, 290, 40, 40, '#3a86ff', 'solid', { rx: 4 }), rect(94, 300, 34, 30, '#ffca3a', 'solid', { rx: 4 }), rect(70, 262, 36, 28, '#ff595e', 'solid', { rx: 4 }),
      circle(200, 300, 28, '#8ac926'), circle(250, 410, 24, '#ff7eb6'), circle(90, 420, 22, '#c8915a'), circle(78, 398, 9, '#c8915a'), circle(102, 398, 9, '#c8915a'),
    ]));
    layers.land.push(ellipse(420, 560, 260, 36, '#bde0fe', 'land'), ellipse(420, 560, 180, 24, '#ffc6ff', 'detail'));
    layers.far.push(group([rect(700, 380, 90, 12, '#f4c430', 'solid', { rx: 4 }), rect(708, 392, 8, 58, '#f4c430'), rect(774, 392, 8, 58, '#f4c430')]));
    return { x: 380, y: 180 };
  },
  doctor(layers, random, light, setting) {
    room(layers, '#e3f4ef', '#cfe3e8');
    // An eye chart: rows of marks getting smaller.
    const rows: Node[] = [rect(100, 70, 120, 200, '#ffffff', 'solid', { rx: 4 })];
    [[24, 1], [16, 2], [11, 3], [8, 4], [6, 5]].forEach(([size, count], row) => {
      const y = 90 + row * 36;
      for (let i = 0; i < count!; i++) {
        const x = 160 - ((count! - 1) * size! * 1.6) / 2 + i * size! * 1.6;
        rows.push(path(`M${x - size! / 2} ${y} h${size} M${x - size! / 2} ${y + size! / 2} h${size! * 0.8} M${x - size! / 2} ${y + size!} h${size} M${x - size! / 2} ${y} v${size}`, 'none', 'line', { stroke: '#2b2233', strokeWidth: Math.max(2, size! / 5) }));
      }
    });
    layers.far.push(group(rows));
    layers.far.push(group([rect(300, 90, 60, 60, '#ffffff', 'solid', { rx: 8 }), path('M320 100 h20 v20 h20 v20 h-20 v20 h-20 v-20 h-20 v-20 h20 Z', '#e63946', 'detail')]));
    windowAt(layers, 420, 80, 140, 130, light, setting, random);
    layers.far.push(group([
      rect(540, 360, 240, 28, '#7fb8d8', 'solid', { rx: 10 }), rect(560, 388, 12, 62, '#9aa3b0'), rect(750, 388, 12, 62, '#9aa3b0'),
      path('M540 360 Q540 320 580 320 L640 330 L640 360 Z', '#7fb8d8'), rect(600, 354, 140, 8, '#ffffff', 'detail'),
    ]));
    layers.far.push(group([line('M40 450 V120', '#9aa3b0', 4), ...[150, 200, 250, 300, 350, 400].map((y) => line(`M40 ${y} h14`, '#9aa3b0', 3))]));
    return { x: 680, y: 150 };
  },
  dentist(layers, random, light, setting) {
    room(layers, '#e6f3fa', '#cde0ea');
    // A smiling tooth on a poster, the big chair with its lamp, the tray of tools.
    layers.far.push(group([
      rect(80, 80, 150, 170, '#ffffff', 'solid', { rx: 8 }),
      path('M115 120 Q155 100 195 120 Q210 160 190 190 Q180 230 168 226 Q160 200 155 196 Q150 200 142 226 Q130 230 120 190 Q100 160 115 120 Z', '#f8fbff', 'solid', { stroke: '#8fc1e3', strokeWidth: 3 }),
      circle(140, 150, 4, '#2b2233', 'detail'), circle(170, 150, 4, '#2b2233', 'detail'), line('M142 166 q13 10 26 0', '#2b2233', 3),
    ]));
    windowAt(layers, 290, 80, 130, 120, light, setting, random);
    layers.far.push(group([
      line('M700 140 V60 L560 60 L540 110', '#9aa3b0', 8), ellipse(540, 120, 40, 18, '#dfe7ef'), ellipse(540, 126, 26, 8, '#fff3b0', 'glow'),
      circle(540, 170, 60, '#fff3b0', 'glow', { opacity: 0.25 }),
      rect(620, 400, 60, 50, '#9aa3b0'),
      path('M480 330 L720 330 Q740 330 740 350 L740 372 L480 372 Z', '#3aa0c8'),
      path('M470 372 L480 250 Q484 230 504 234 L520 240 L512 372 Z', '#3aa0c8'),
      path('M720 372 L780 430 L760 446 L700 380 Z', '#3aa0c8'),
      rect(470, 380, 270, 14, '#2b7fa3', 'solid', { rx: 6 }),
    ]));
    layers.far.push(group([line('M400 450 V330', '#9aa3b0', 5), rect(350, 316, 100, 14, '#dfe7ef', 'solid', { rx: 4 }), line('M366 312 h24 M400 312 h30', '#6b6f78', 3), rect(430, 296, 14, 18, '#8fd3ff', 'detail', { rx: 3 })]));
    return { x: 740, y: 250 };
  },
  hospital(layers, random, light, setting) {
    room(layers, '#dfeaf6', '#c9d6e3');
    windowAt(layers, 80, 90, 180, 160, light, setting, random, '#a8dadc');
    layers.far.push(group([
      rect(500, 300, 16, 150, '#9aa3b0'), rect(770, 340, 16, 110, '#9aa3b0'),
      rect(500, 370, 286, 40, '#ffffff', 'solid', { rx: 10 }), path('M600 372 L786 372 L786 420 L600 420 Z', '#7fb8d8'),
      rect(520, 340, 80, 34, '#ffffff', 'solid', { rx: 14 }), line('M516 360 H600 M516 390 H600', '#9aa3b0', 4),
    ]));
    layers.far.push(group([line('M440 450 V150 M420 150 H460', '#9aa3b0', 4), rect(442, 160, 24, 40, '#cfeaf7', 'solid', { rx: 8 }), line('M454 200 Q470 300 520 370', '#cfeaf7', 2)]));
    layers.far.push(group([rect(310, 130, 90, 70, '#2b2233', 'solid', { rx: 6 }), line('M318 170 h18 l6 -20 l8 36 l6 -16 h34', '#3bb273', 3)]));
    layers.far.push(group([rect(300, 380, 80, 70, '#b5835a', 'solid', { rx: 4 }), rect(326, 346, 28, 34, '#cfeaf7', 'solid', { rx: 6 }), circle(330, 334, 10, '#ff7eb6'), circle(350, 330, 10, '#ffd23f'), circle(340, 320, 10, '#e63946')]));
    return { x: 640, y: 200 };
  },
  library(layers, random, light) {
    room(layers, '#efe1c6', '#a8744f');
    for (const x0 of [20, 290]) {
      layers.far.push(rect(x0, 70, 250, 380, '#8b5a3c', 'solid', { rx: 6 }));
      for (const y of [190, 310, 430]) {
        layers.far.push(rect(x0 + 10, y - 100, 230, 100, '#5e3b24', 'detail'));
        layers.far.push(bookRows(x0 + 16, y, 222, random), rect(x0 + 6, y, 238, 8, '#a0714b'));
      }
    }
    layers.far.push(group([
      path('M600 360 Q600 300 660 300 L720 300 Q780 300 780 360 L780 450 L600 450 Z', '#c0392b'), rect(590, 380, 200, 60, '#a93226', 'solid', { rx: 20 }),
    ]));
    lamp(layers, 560, 450, light);
    layers.land.push(ellipse(420, 560, 240, 30, '#2a9d8f', 'land'));
    return { x: 690, y: 170 };
  },
  supermarket(layers, random) {
    room(layers, '#f4f4f0', '#dcdcd6', false);
    layers.land.push(line('M0 500 H800 M0 550 H800 M100 450 V600 M250 450 V600 M400 450 V600 M550 450 V600 M700 450 V600', '#c8c8c0', 2));
    layers.far.push(group(['#e63946', '#3a86ff', '#3bb273'].map((c, i) => rect(60 + i * 250, 40, 180, 36, c, 'solid', { rx: 6 }))));
    for (const x0 of [30, 290, 550]) {
      layers.far.push(rect(x0, 100, 220, 350, '#d9dde3', 'solid', { rx: 4 }));
      for (const y of [180, 270, 360, 440]) {
        layers.far.push(rect(x0 + 6, y, 208, 8, '#9aa3b0'));
        // A row of the same product, as thick strokes.
        let d = '';
        for (let bx = x0 + 22; bx < x0 + 204; bx += 26) d += `M${bx} ${y} V${y - random.int(40, 60)} `;
        layers.far.push(line(d.trim(), random.pick(['#f4c430', '#e63946', '#3a86ff', '#f77f00', '#2a9d8f', '#ff7eb6']), 20));
      }
    }
    layers.prop.push(group([
      line('M610 470 L640 400 H760 L740 470 H630', '#6b6f78', 5), line('M640 420 H755 M646 440 H750', '#9aa3b0', 3),
      circle(640, 488, 10, '#3d3a44'), circle(730, 488, 10, '#3d3a44'), line('M640 400 L628 380 H610', '#6b6f78', 5),
    ]));
    layers.prop.push(group([
      rect(40, 470, 140, 60, '#c68b59', 'solid', { rx: 4 }),
      ...[60, 90, 120, 150].flatMap((x) => [circle(x, 462, 15, '#e63946'), circle(x + 12, 446, 14, '#f77f00')]),
    ]));
    return { x: 400, y: 60 };
  },
  pool(layers, random, light, setting) {
    windowAt(layers, 60, 60, 220, 180, light, setting, random);
    windowAt(layers, 520, 60, 220, 180, light, setting, random);
    layers.far.push(line('M0 300 H800 M0 340 H800', '#bfe0f0', 2));
    layers.land.push(rect(-10, 380, WIDTH + 20, 110, '#4fb6e8', 'land'));
    layers.land.push(line('M-10 410 H810 M-10 450 H810', '#e63946', 5, { opacity: 0.8 }), line('M20 430 q20 -8 40 0 M300 470 q20 -8 40 0 M600 425 q20 -8 40 0', '#d8f3ff', 3));
    layers.land.push(rect(-10, 480, WIDTH + 20, 130, '#e8eef2', 'land'), line('M0 480 H800 M0 530 H800 M100 480 V600 M300 480 V600 M500 480 V600 M700 480 V600', '#cfd8de', 2));
    layers.far.push(group([line('M680 490 V370 M720 490 V370 M680 400 H720 M680 430 H720 M680 460 H720', '#c0c8d0', 5)]));
    layers.prop.push(group([circle(110, 530, 34, '#ff595e'), circle(110, 530, 16, '#e8eef2'), path('M86 506 l12 12 M134 506 l-12 12 M86 554 l12 -12 M134 554 l-12 -12', '#ffffff', 'line', { stroke: '#ffffff', strokeWidth: 8 })]));
    return { x: 400, y: 140 };
  },
  garage(layers, random, light, setting) {
    room(layers, '#cfcac3', '#9e9a94', false);
    layers.far.push(line('M0 100 H800 M0 180 H800 M0 260 H800 M0 340 H800 M0 420 H800', '#bdb7af', 2));
    layers.far.push(group([
      rect(70, 110, 240, 170, '#c49a6c', 'solid', { rx: 4 }),
      line('M110 140 V230 M150 150 l30 60 M210 140 V240 M260 140 V200', '#3d3a44', 6),
      rect(96, 120, 28, 20, '#e63946', 'solid', { rx: 3 }), circle(180, 220, 10, 'none', 'line', { stroke: '#3d3a44', strokeWidth: 5 }),
      ellipse(260, 210, 14, 10, '#3a86ff'),
    ]));
    layers.far.push(group([rect(50, 330, 300, 20, '#8b5a3c', 'solid', { rx: 4 }), rect(64, 350, 14, 100, '#6b4a33'), rect(322, 350, 14, 100, '#6b4a33'), rect(120, 300, 60, 30, '#e63946', 'solid', { rx: 4 })]));
    windowAt(layers, 420, 80, 120, 100, light, setting, random);
    layers.far.push(group([rect(580, 200, 200, 10, '#6b6f78'), rect(580, 320, 200, 10, '#6b6f78'), ...[620, 690, 750].flatMap((x) => [circle(x, 270, 40, '#2f2b36'), circle(x, 270, 16, '#6b6f78', 'detail')]), circle(640, 400, 44, '#2f2b36'), circle(640, 400, 18, '#6b6f78', 'detail')]));
    layers.land.push(ellipse(520, 560, 80, 16, '#85817c', 'detail'));
    return { x: 470, y: 280 };
  },
  home(layers, random, light, setting) {
    room(layers, '#f6e3c8', '#b58a62');
    layers.far.push(line('M40 0 V440 M300 0 V440 M460 0 V440 M620 0 V440 M780 0 V440', '#f0d7b5', 8));
    windowAt(layers, 90, 100, 180, 170, light, setting, random, '#2a9d8f');
    layers.far.push(group([
      rect(480, 340, 300, 100, '#e76f51', 'solid', { rx: 20 }), rect(500, 290, 260, 70, '#e98b6d', 'solid', { rx: 24 }),
      rect(470, 330, 40, 110, '#d65f43', 'solid', { rx: 16 }), rect(750, 330, 40, 110, '#d65f43', 'solid', { rx: 16 }),
      rect(540, 310, 50, 40, '#f4c430', 'solid', { rx: 10 }), rect(660, 310, 50, 40, '#8ecdc4', 'solid', { rx: 10 }),
    ]));
    lamp(layers, 420, 450, light);
    layers.prop.push(group([rect(30, 470, 50, 50, '#c68b59', 'solid', { rx: 6 }), circle(40, 450, 24, '#5fae4f'), circle(66, 440, 22, '#4f9a48'), circle(54, 420, 20, '#58a34f')]));
    layers.land.push(ellipse(420, 560, 250, 34, '#8e5bd8', 'land'), ellipse(420, 560, 190, 24, '#a77fe0', 'detail'));
    return { x: 390, y: 130 };
  },
};

/** Draws the room and returns where a remembered figure's picture hangs on its wall. */
export function drawIndoor(backdrop: IndoorBackdrop, layers: Layers, random: Random, light: Light, setting: SceneSetting, action: string): WallSpot {
  return ROOMS[backdrop](layers, random, light, setting, action);
}

