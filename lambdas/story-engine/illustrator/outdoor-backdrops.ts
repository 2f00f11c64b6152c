// Outdoor places behind the figures: hills, water, buildings and plants on the far and land layers, a few props in
// front. The figures stand on the ground between y = 480 and 580.
import type { Random } from '../seeded-random';
import type { Light } from './light';
import {
  castle, flower, GROUND_Y, HEIGHT, hills, house, pineTree, roundTree, starShape, WIDTH, type Layers,
} from './scenery-parts';
import type { OutdoorBackdrop } from './setting-words';
import { circle, ellipse, group, line, path, polygon, rect, smoothPath, type Node } from './svg-kit';

const GREEN = { far: '#9fd08b', near: '#7cc46a', ground: '#68b35c' };
const PETALS = ['#ff7eb6', '#ffd23f', '#ffffff', '#b28dff', '#ff9f43'];

function grass(layers: Layers, random: Random, baseFar = 360): void {
  layers.far.push(hills(baseFar, 50, GREEN.far, random, 3));
  layers.land.push(hills(415, 30, GREEN.near, random, 4));
  layers.land.push(rect(-10, GROUND_Y, WIDTH + 20, HEIGHT - GROUND_Y + 10, GREEN.ground, 'land'));
}

function flowers(layers: Layers, random: Random, count: number): void {
  for (let i = 0; i < count; i++) {
    const x = random.pick([random.int(20, 150), random.int(650, 780)]);
    layers.prop.push(flower(x, random.int(GROUND_Y + 30, 585), random.range(0.8, 1.1), random.pick(PETALS)));
  }
}

function fence(from: number, to: number, y: number, color: string): Node {
  let pickets = '';
  for (let x = from; x < to; x += 26) pickets += `M${x} ${y} V${y - 44} L${x + 6} ${y - 52} L${x + 12} ${y - 44} V${y} Z `;
  return group([line(`M${from} ${y - 30} H${to} M${from} ${y - 12} H${to}`, color, 4), path(pickets.trim(), color)]);
}

function water(layers: Layers, top: number, color: string): void {
  layers.far.push(rect(-10, top, WIDTH + 20, GROUND_Y - top + 10, color, 'land'));
  layers.far.push(line(`M40 ${top + 30} q20 -8 40 0 M200 ${top + 60} q20 -8 40 0 M520 ${top + 40} q20 -8 40 0 M660 ${top + 75} q20 -8 40 0`, '#c9ecff', 3));
}

function boatShape(x: number, base: number, s: number, hull: string): Node {
  return group([
    path(`M${x - 50 * s} ${base - 20 * s} L${x + 50 * s} ${base - 20 * s} L${x + 34 * s} ${base} L${x - 34 * s} ${base} Z`, hull),
    line(`M${x} ${base - 20 * s} L${x} ${base - 110 * s}`, '#6b4a33', 4 * s),
    polygon([[x + 4 * s, base - 106 * s], [x + 4 * s, base - 28 * s], [x + 52 * s, base - 28 * s]], '#fdfdf8'),
  ]);
}

const DRAW: Record<OutdoorBackdrop, (layers: Layers, random: Random, light: Light) => void> = {
  meadow(layers, random) {
    grass(layers, random);
    layers.prop.push(roundTree(random.int(50, 100), 470, random.range(0.9, 1.1), '#5fae4f'), roundTree(random.int(700, 750), 460, 0.9, '#58a34f'));
    flowers(layers, random, 6);
  },
  garden(layers, random) {
    grass(layers, random);
    layers.far.push(house(560, 420, 150, 110, '#ffe1c4', '#e26d5c'));
    layers.land.push(fence(-10, 520, 480, '#fff4dc'));
    layers.land.push(ellipse(660, 470, 90, 14, '#8b5a3c', 'land'));
    for (const x of [610, 650, 690, 730]) layers.prop.push(flower(x, 455, 0.9, PETALS[x % 5]!));
    flowers(layers, random, 5);
  },
  park(layers, random) {
    grass(layers, random);
    layers.land.push(path('M300 610 C340 520 500 500 520 455 L580 455 C580 520 460 560 480 610 Z', '#e8d6a8', 'land'));
    layers.prop.push(roundTree(80, 470, 1.2, '#5fae4f'), roundTree(720, 465, 1.1, '#4f9a48'), roundTree(600, 420, 0.7, '#58a34f'));
    layers.prop.push(group([rect(150, 450, 120, 12, '#a0522d', 'solid', { rx: 4 }), rect(150, 424, 120, 10, '#a0522d', 'solid', { rx: 4 }), rect(160, 462, 8, 24, '#4a4a4a'), rect(252, 462, 8, 24, '#4a4a4a')]));
    layers.prop.push(group([rect(646, 330, 8, 150, '#4a4e69'), circle(650, 326, 14, '#f4f1de', 'glow')]));
    flowers(layers, random, 3);
  },
  playground(layers, random) {
    grass(layers, random);
    layers.land.push(rect(-10, 470, WIDTH + 20, 140, '#e9c98f', 'land'));
    // A slide on the left, swings on the right.
    layers.far.push(group([
      line('M70 470 V300 M130 470 V300 M70 340 H130 M70 390 H130 M70 440 H130', '#3a86ff', 8),
      rect(60, 290, 80, 14, '#e63946', 'solid', { rx: 5 }), path('M130 300 C190 320 210 430 260 470 L240 478 C190 440 170 340 126 318 Z', '#f4c430'),
    ]));
    layers.far.push(group([
      line('M560 470 L600 290 L640 470 M700 470 L740 290 L780 470 M600 290 H740', '#e63946', 8),
      line('M640 290 V410 M670 290 V410 M690 290 V400 M720 290 V400', '#6b6b6b', 2.5),
      rect(630, 408, 50, 10, '#3bb273', 'solid', { rx: 4 }), rect(682, 398, 46, 10, '#8e5bd8', 'solid', { rx: 4 }),
    ]));
  },
  forest(layers, random) {
    layers.far.push(hills(370, 30, '#86c47a', random, 4));
    for (let x = -20; x < 840; x += 95) layers.far.push(pineTree(x + random.int(-10, 10), 400, random.range(1.05, 1.35), random.pick(['#3f8f5a', '#357a4c', '#4a9a63'])));
    layers.land.push(rect(-10, GROUND_Y - 20, WIDTH + 20, HEIGHT - GROUND_Y + 30, '#5d9e4f', 'land'));
    layers.prop.push(roundTree(70, 480, 1.2, '#4f9a48'), roundTree(735, 470, 1.1, '#58a34f'));
    layers.prop.push(group([rect(176, 486, 8, 14, '#fff4dc'), path('M164 490 Q180 466 196 490 Z', '#e63946'), circle(174, 482, 2.5, '#ffffff', 'detail')]));
  },
  jungle(layers, random) {
    layers.far.push(rect(-10, 200, WIDTH + 20, 260, '#3f8f5a', 'land'));
    for (let x = 0; x < 820; x += 110) layers.far.push(roundTree(x + random.int(-10, 10), 430, random.range(1.2, 1.5), random.pick(['#2f7d4a', '#3a8f55'])));
    layers.land.push(rect(-10, GROUND_Y - 10, WIDTH + 20, HEIGHT - GROUND_Y + 20, '#4f8f3f', 'land'));
    const leaf = (x: number, y: number, r: number, flip: number) => path(`M${x} ${y} q${flip * 60} ${-80} ${flip * 140} ${-40} q${flip * -60} ${30} ${flip * -140} ${40} Z`, '#2f9e55', 'solid', { transform: `rotate(${r} ${x} ${y})` });
    layers.prop.push(leaf(0, 560, -10, 1), leaf(0, 480, 10, 1), leaf(800, 560, 10, -1), leaf(800, 470, -10, -1));
    layers.sky.push(line('M120 0 q-10 120 20 200 M660 0 q14 100 -10 170 M700 0 q4 60 -6 110', '#2f7d4a', 6));
    layers.prop.push(group([circle(150, 540, 12, '#e63946', 'detail'), circle(650, 520, 12, '#f77f00', 'detail')]));
  },
  farm(layers, random) {
    grass(layers, random);
    layers.far.push(group([
      rect(520, 290, 180, 150, '#c0392b'), polygon([[505, 292], [610, 220], [715, 292]], '#8d2f23'),
      rect(580, 350, 60, 90, '#f4f1ea', 'detail'), line('M580 350 L640 440 M640 350 L580 440', '#c0392b', 5),
      rect(588, 252, 44, 30, '#f4f1ea', 'detail'),
    ]));
    layers.far.push(line('M0 400 Q120 380 300 396 M0 420 Q160 404 320 420 M0 440 Q140 430 330 444', '#b7d36a', 6));
    layers.land.push(fence(-10, 480, 480, '#c49a6c'));
    layers.prop.push(group([rect(690, 470, 80, 50, '#e9c46a', 'solid', { rx: 10 }), line('M700 484 h60 M700 500 h60', '#c9a24a', 3)]));
  },
  city(layers, random, light) {
    const walls = ['#ffd6a5', '#bde0fe', '#caffbf', '#ffc6ff', '#fdffb6'];
    let x = -20;
    for (let i = 0; x < WIDTH; i++) {
      const w = random.int(100, 140);
      layers.far.push(house(x, 440, w, random.int(120, 170), walls[i % walls.length] as string, random.pick(['#e26d5c', '#8d5a4f', '#6d6875'])));
      x += w + random.int(18, 30);
    }
    layers.land.push(rect(-10, 440, WIDTH + 20, 30, '#cfc6b8', 'land'));
    layers.land.push(rect(-10, 470, WIDTH + 20, 140, '#8e8e96', 'land'));
    layers.land.push(line('M20 590 h70 M170 590 h70 M320 590 h70 M470 590 h70 M620 590 h70', '#f4f1de', 5));
    layers.prop.push(group([rect(716, 330, 8, 140, '#4a4e69'), circle(720, 326, 14, light.night ? '#ffe066' : '#f4f1de', 'glow')]));
  },
  seaside(layers, random) {
    water(layers, 330, '#3d9be9');
    layers.land.push(path(smoothPath([[-20, 620], [-20, 450], [200, 462], [420, 450], [620, 465], [820, 455], [820, 620]]), '#f3d9a4', 'land'));
    layers.land.push(path('M-20 456 C120 446 220 472 400 458 C560 446 700 472 820 460', 'none', 'line', { stroke: '#ffffff', strokeWidth: 5, opacity: 0.8 }));
    layers.far.push(boatShape(random.pick([160, 640]), 400, 0.7, '#c8553d'));
    layers.prop.push(group([path('M110 540 q12 -20 24 0 Z', '#ff9f9f'), circle(700, 560, 8, '#fff4dc'), starShape(640, 530, 10, '#ff9f43', 5, 'solid')]));
  },
  harbour(layers) {
    water(layers, 300, '#3a8fd0');
    layers.far.push(group([
      line('M620 300 V120 L760 120 M640 120 L620 150 M740 120 V200', '#e63946', 8), rect(600, 280, 60, 24, '#6b6f78'),
      rect(660, 200, 40, 30, '#3a86ff'), rect(705, 205, 40, 25, '#f4c430'),
    ]));
    layers.far.push(boatShape(220, 380, 0.8, '#3a86ff'), boatShape(420, 360, 0.6, '#f4c430'));
    layers.land.push(rect(-10, GROUND_Y, WIDTH + 20, HEIGHT - GROUND_Y + 10, '#a9a39a', 'land'));
    layers.land.push(line(`M-10 ${GROUND_Y + 4} H810`, '#6b6f78', 6));
    layers.land.push(line('M0 500 H800 M0 550 H800 M100 455 V500 M300 455 V500 M500 455 V500 M700 455 V500 M200 500 V550 M400 500 V550 M600 500 V550', '#8f887e', 2));
    layers.prop.push(group([rect(60, 430, 22, 40, '#3d3a44', 'solid', { rx: 6 }), rect(720, 430, 22, 40, '#3d3a44', 'solid', { rx: 6 })]));
  },
  lake(layers, random) {
    grass(layers, random, 340);
    layers.land.push(path('M-10 425 C200 415 320 455 440 465 C580 478 660 440 810 438 L810 485 C640 492 560 520 420 512 C300 505 200 468 -10 470 Z', '#5bb8e8', 'land'));
    layers.land.push(line('M80 445 q20 -6 40 0 M560 470 q20 -6 40 0 M300 480 q16 -5 32 0', '#d8f3ff', 3));
    layers.prop.push(group([line('M720 470 V410 M732 470 V420 M744 470 V404', '#4e9a4a', 4), ellipse(720, 406, 5, 14, '#8b5a3c'), ellipse(744, 400, 5, 14, '#8b5a3c')]));
    flowers(layers, random, 3);
  },
  mountains(layers, random) {
    layers.far.push(polygon([[-40, 420], [150, 170], [330, 420]], '#8fa5c8', 'land'));
    layers.far.push(polygon([[200, 420], [430, 130], [660, 420]], '#7f96bd', 'land'));
    layers.far.push(polygon([[520, 420], [690, 200], [860, 420]], '#93a9cb', 'land'));
    for (const [x, y] of [[150, 170], [430, 130], [690, 200]] as const) layers.far.push(polygon([[x, y], [x - 32, y + 42], [x - 10, y + 36], [x + 10, y + 50], [x + 32, y + 40]], '#ffffff', 'detail'));
    layers.land.push(hills(430, 26, GREEN.near, random, 4));
    layers.land.push(rect(-10, GROUND_Y + 10, WIDTH + 20, HEIGHT - GROUND_Y, GREEN.ground, 'land'));
    layers.prop.push(pineTree(80, 480, 0.9, '#3f8f5a'), pineTree(720, 470, 1, '#357a4c'));
  },
  desert(layers, random) {
    layers.far.push(hills(380, 60, '#f2c879', random, 3));
    layers.land.push(hills(440, 30, '#eebc6a', random, 3));
    layers.land.push(rect(-10, GROUND_Y + 10, WIDTH + 20, HEIGHT - GROUND_Y, '#f0c474', 'land'));
    const cactus = (x: number, base: number, s: number) => group([
      rect(x - 14 * s, base - 130 * s, 28 * s, 130 * s, '#3f9e5a', 'solid', { rx: 14 * s }),
      path(`M${x - 14 * s} ${base - 70 * s} h-24 v-36 a8 8 0 0 1 16 0 v20 h8 Z`, '#3f9e5a'),
      path(`M${x + 14 * s} ${base - 90 * s} h22 v-30 a8 8 0 0 1 16 0 v44 h-38 Z`, '#3f9e5a'),
    ]);
    layers.prop.push(cactus(90, 500, 1), cactus(710, 480, 0.8));
  },
  snow(layers, random) {
    layers.far.push(hills(370, 50, '#e8f1fb', random, 3));
    layers.land.push(hills(430, 26, '#f7fbff', random, 4));
    layers.land.push(rect(-10, GROUND_Y + 10, WIDTH + 20, HEIGHT - GROUND_Y, '#ffffff', 'land'));
    layers.prop.push(pineTree(90, 480, 1.1, '#3f7f62', true), pineTree(720, 470, 1, '#356f57', true));
  },
  space(layers, random) {
    layers.sky.push(group([circle(640, 120, 34, '#4f9de8'), path('M620 100 q14 -6 22 6 q-4 14 -18 10 Z M646 128 q12 -4 16 8 q-8 10 -18 2 Z', '#8ac926', 'detail')]));
    const x = random.int(120, 200), y = random.int(90, 140);
    layers.sky.push(group([circle(x, y, 36, '#f4a261'), ellipse(x, y, 62, 12, 'none', 'line', { stroke: '#ffe8a8', strokeWidth: 6, transform: `rotate(-18 ${x} ${y})` })]));
    layers.land.push(path(smoothPath([[-20, 620], [-20, 450], [180, 430], [400, 452], [620, 432], [820, 448], [820, 620]]), '#b8b5c8', 'land'));
    for (const [cx, cy, r] of [[120, 500, 26], [560, 560, 34], [700, 478, 18], [300, 580, 20]] as const) layers.land.push(ellipse(cx, cy, r, r * 0.4, '#9793ab', 'detail'));
  },
  sky(layers) {
    const puff = (cx: number, cy: number, s: number) => group([ellipse(cx, cy + 10 * s, 62 * s, 22 * s, '#ffffff', 'glow'), circle(cx - 30 * s, cy + 2 * s, 22 * s, '#ffffff', 'glow'), circle(cx + 2 * s, cy - 10 * s, 30 * s, '#ffffff', 'glow'), circle(cx + 32 * s, cy + 2 * s, 20 * s, '#ffffff', 'glow')]);
    layers.land.push(puff(130, 540, 2.4), puff(420, 580, 2.8), puff(700, 540, 2.3));
    layers.far.push(puff(620, 300, 1.1), puff(180, 330, 0.9));
  },
  castle(layers, random) {
    grass(layers, random);
    layers.far.push(castle(random.pick([170, 630]), 340, 0.9, '#d9d2e9', '#8e6bd6'));
    layers.prop.push(roundTree(random.int(50, 100), 470, 1, '#5fae4f'));
  },
  treehouse(layers, random) {
    grass(layers, random);
    layers.far.push(group([
      rect(620, 150, 50, 310, '#8b5a3c'),
      circle(580, 120, 90, '#4f9a48'), circle(720, 110, 80, '#58a34f'), circle(650, 60, 90, '#5fae4f'),
      rect(560, 170, 170, 100, '#c68b59', 'solid', { rx: 6 }), polygon([[545, 172], [645, 110], [745, 172]], '#a0522d'),
      rect(600, 200, 40, 40, '#ffe9a8', 'detail'), line('M680 270 V450 M720 270 V450 M680 300 H720 M680 340 H720 M680 380 H720 M680 420 H720', '#6b4a33', 5),
    ]));
  },
  school(layers, random) {
    grass(layers, random);
    layers.far.push(group([
      rect(470, 250, 290, 180, '#e07a5f'), polygon([[455, 252], [615, 170], [775, 252]], '#8d5a4f'),
      circle(615, 220, 20, '#fdfcdc', 'detail'), line('M615 220 l0 -12 M615 220 l9 4', '#333333', 2.5),
      ...[500, 555, 675, 725].map((x) => rect(x - 14, 290, 30, 34, '#fdfcdc', 'detail')),
      rect(595, 360, 42, 70, '#6b4a3a', 'detail'),
    ]));
    layers.land.push(rect(-10, 470, WIDTH + 20, 140, '#c9c2b6', 'land'));
    layers.land.push(fence(-10, 420, 470, '#3d5a80'));
  },
};

export function drawOutdoor(backdrop: OutdoorBackdrop, layers: Layers, random: Random, light: Light): void {
  DRAW[backdrop](layers, random, light);
}
