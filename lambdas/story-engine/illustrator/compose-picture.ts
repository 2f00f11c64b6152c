// Composes one page: the backdrop the setting words name, in the light of the time, weather and mood, every figure of
// the page drawn as what it is (the hero from the book's sheet), remembered ones framed on the wall or in a thought,
// the things the page names beside them and the aids on whoever has them, framed in one of a few shots, all painted
// in the book's style. The SVG says what it drew: data-setting on the backdrop, data-figure and data-drawn-as on each
// figure, data-thing and data-drawn-as on each thing (data-on for an aid), data-composition on the picture.
import type { IllustrateInput } from '../../ports/image-model';
import { THINGS } from '../brief/things';
import type { PagePicture, PictureFigure } from '../picture';
import { seededRandom, type Random } from '../seeded-random';
import { compositionFor, type Composition } from './compositions';
import { anchorsOf } from './figure-anchors';
import { drawerFor, type Drawer } from './figure-drawers';
import { BED, blanket, drawIndoor, WALLS, type WallSpot } from './indoor-backdrops';
import { lightFor, type Light } from './light';
import { figureLook, heroLook, kindOf, type Look } from './looks';
import { drawOutdoor } from './outdoor-backdrops';
import { drawableThings, placeThings, planBeside, type ThingToDraw } from './place-things';
import { poseFor, type Pose } from './pose';
import { balloons, books, cloud, emptyLayers, HEIGHT, kite, rainbow, starShape, WIDTH, type Layers } from './scenery-parts';
import { readSetting, type IndoorBackdrop, type OutdoorBackdrop, type SceneSetting } from './setting-words';
import { Defs, PAINTERS, type OverlayInfo, type PaintContext, type PaintedLayers, type StylePainter } from './style-painters';
import { THING_DRAWINGS } from './things';
import { wornAid } from './worn-aids';
import { attrs, circle, darken, ellipse, escapeXml, group, isGroup, lighten, line, mix, rect, type Layer, type Node } from './svg-kit';

const LAYER_ORDER: readonly Layer[] = ['sky', 'far', 'land', 'prop', 'hero', 'fx'];

const GROUND_COLORS: Partial<Record<string, string>> = {
  space: '#b8b5c8', seaside: '#f3d9a4', snow: '#ffffff', desert: '#f0c474', city: '#8e8e96', harbour: '#a9a39a', sky: '#ffffff',
  playground: '#e9c98f', school: '#c9c2b6', kitchen: '#e9d8c0', bedroom: '#b07d56', bathroom: '#9fc5cf', classroom: '#c8a27a',
  nursery: '#f1c9a5', doctor: '#cfe3e8', dentist: '#cde0ea', hospital: '#c9d6e3', library: '#a8744f', supermarket: '#dcdcd6',
  pool: '#e8eef2', garage: '#9e9a94', home: '#b58a62',
};

/** A sleepy hero small enough for the bed sleeps in it. */
const inBed = (p: Placed, setting: SceneSetting) =>
  p.figure.hero && p.pose === 'sleep' && setting.backdrop === 'bedroom' && p.drawer.height <= 260 && !p.drawer.drawnAs.startsWith('vehicle/');

/** A sleeper's page is framed by the bed. */
const IN_BED: Composition = { name: 'in bed', zoom: 1, groundY: 545, centre: 260, room: 440 };

const FLOATING = new Set(['tugboat', 'boat', 'ship', 'submarine']);
const WATER_LINE: Partial<Record<string, number>> = { harbour: 445, seaside: 440, lake: 492 };

/** A plan written without pictures: the hero alone in a meadow. */
function fallbackPicture(input: IllustrateInput): PagePicture {
  const sheet = input.characterSheet;
  return {
    setting: 'a sunny meadow', mood: 'happy', action: '', cover: input.isCover,
    figures: [{ name: sheet.name, kind: kindOf(sheet.kind), thing: sheet.kind.toLowerCase(), hero: true }],
  };
}

function renderNode(node: Node, painter: StylePainter, ctx: PaintContext, envShift: (hex: string) => string): string {
  if (isGroup(node)) {
    const inner = node.children.map((child) => renderNode(child, painter, ctx, envShift)).join('');
    return `<g${attrs({ transform: node.transform, ...node.data })}>${inner}</g>`;
  }
  if (ctx.hero) return painter.shape(node, ctx);
  const shifted = { ...node };
  if (node.fill && node.fill.startsWith('#') && node.role !== 'glow') shifted.fill = envShift(node.fill);
  if (node.stroke && node.stroke.startsWith('#') && node.role !== 'glow') shifted.stroke = envShift(node.stroke);
  return painter.shape(shifted, ctx);
}

/**
 * The sky's light and weather. Its sun, moon, stars, rain and snow say what they are (data-thing) when the page
 * names them; returns where the sun or moon is and which of the page's things the sky has drawn.
 */
function skyAndWeather(layers: Layers, setting: SceneSetting, light: Light, random: Random, cover: boolean, named: ReadonlySet<string>): { bodyX?: number; drew: Set<string> } {
  const { sky, fx } = layers;
  const drew = new Set<string>();
  const say = (into: Node[], thing: string, nodes: Node[]) => {
    if (!named.has(thing) || !THING_DRAWINGS[thing]) return void into.push(...nodes);
    drew.add(thing);
    into.push(group(nodes, undefined, undefined, { 'data-thing': thing, 'data-drawn-as': `sky/${thing}` }));
  };
  if (setting.indoor) return { drew };
  const bodyX = random.pick([120, 160, 640, 680]);
  const bodyY = cover ? Math.max(light.bodyY, 215) : light.bodyY;
  let drawnBody: number | undefined;
  if (setting.backdrop !== 'space') {
    if (light.body === 'sun') {
      const sunColor = setting.time === 'sunset' || setting.time === 'dawn' ? '#ff9f43' : '#ffd23f';
      say(sky, 'sun', [circle(bodyX, bodyY, 62, lighten(sunColor, 0.5), 'glow', { opacity: 0.45 }), circle(bodyX, bodyY, 42, sunColor, 'glow')]);
      drawnBody = bodyX;
    } else if (light.body === 'moon') {
      say(sky, 'moon', [circle(bodyX, bodyY, 56, '#fff7d6', 'glow', { opacity: 0.25 }), circle(bodyX, bodyY, 36, '#fff3b0', 'glow')]);
      drawnBody = bodyX;
    }
  }
  if (light.night) {
    say(sky, 'stars', Array.from({ length: setting.backdrop === 'space' ? 36 : 22 }, () => starShape(random.int(20, WIDTH - 20), random.int(20, 300), random.range(2.5, 6), '#fff6c2', random.chance(0.3) ? 4 : 5)));
  } else if (setting.backdrop !== 'sky') {
    const grey = setting.weather !== 'clear';
    for (let i = 0; i < (grey ? 4 : 2); i++) sky.push(cloud(random.int(80, 720), random.int(60, 200), random.range(0.7, 1.1), grey ? '#e3e8ee' : '#ffffff'));
  }
  if (setting.weather === 'rain') {
    sky.push(cloud(240, 110, 1.3, '#a7b3c4'), cloud(560, 90, 1.5, '#9aa7ba'));
    let drops = '';
    for (let i = 0; i < 40; i++) drops += `M${random.int(0, WIDTH)} ${random.int(140, 580)} l-6 16 `;
    say(fx, 'rain', [line(drops.trim(), '#6fa8dc', 2.4, { opacity: 0.75 })]);
  }
  if (setting.weather === 'snow' || setting.backdrop === 'snow') {
    say(fx, 'snow', Array.from({ length: 36 }, () => circle(random.int(0, WIDTH), random.int(0, 580), random.range(2, 5), '#ffffff', 'glow')));
  }
  return { ...(drawnBody !== undefined ? { bodyX: drawnBody } : {}), drew };
}

/** A few things the action names, where the backdrop leaves room for them. */
function actionProps(layers: Layers, picture: PagePicture, setting: SceneSetting): void {
  const action = picture.action.toLowerCase();
  if (!setting.indoor && /rainbow/.test(action)) layers.sky.push(rainbow(400, 400, 300));
  if (!setting.indoor && /\bkite/.test(action)) layers.sky.push(kite(620, 150, 560));
  if (/\b(balloon|party|birthday)/.test(action)) layers.prop.push(balloons(setting.indoor ? 720 : 700, 280));
  if (/\b(books?|reading|read)\b/.test(action)) layers.prop.push(books(setting.indoor ? 160 : 150, 560));
}

interface Placed {
  figure: PictureFigure;
  drawer: Drawer;
  scale: number;
  x: number;
  pose: Pose;
}

function scaleOf(figure: PictureFigure, drawer: Drawer, cover: boolean): number {
  const big = drawer.drawnAs.startsWith('vehicle/') || drawer.width > 220;
  if (figure.hero) return (cover ? 1.12 : 1) * (big ? 0.9 : 1);
  return big ? 0.78 : drawer.drawnAs.startsWith('animal/') || drawer.drawnAs.startsWith('toy/') ? 0.86 : 0.95;
}

/** Left to right: with two figures the hero stands left, with more the hero stands in the middle. */
function placeFigures(figures: PictureFigure[], picture: PagePicture, index: number, area?: { centre?: number; room: number }, zoom = 1): Placed[] {
  const others = figures.filter((f) => !f.hero);
  const heroes = figures.filter((f) => f.hero);
  const order = others.length >= 2 ? [others[0]!, ...heroes, ...others.slice(1)] : [...heroes, ...others];
  const placed = order.map((figure) => {
    const drawer = drawerFor(figure.thing, figure.kind);
    return { figure, drawer, scale: scaleOf(figure, drawer, picture.cover) * zoom, x: 0, pose: poseFor(picture.mood, figure.hero, picture.cover) };
  });
  const gap = 24;
  let total = placed.reduce((sum, p) => sum + p.drawer.width * p.scale, 0) + gap * (placed.length - 1);
  const room = area?.room ?? 700;
  if (total > room) {
    const shrink = (room - gap * (placed.length - 1)) / (total - gap * (placed.length - 1));
    for (const p of placed) p.scale *= shrink;
    total = room;
  }
  // A lone figure moves from page to page; a group stands centred.
  const centre = area?.centre ?? (placed.length === 1 && !picture.cover ? ([330, 400, 470][index % 3] as number) : 400);
  let x = centre - total / 2;
  for (const p of placed) {
    const w = p.drawer.width * p.scale;
    p.x = Math.round(x + w / 2);
    x += w + gap;
  }
  return placed;
}

const PEOPLE = new Set(['person-child', 'person-adult', 'person-elder', 'baby']);

/** The hero's look from the sheet; anyone else's from the book; a human hero's family shares the hero's skin. */
function lookOf(figure: PictureFigure, input: IllustrateInput): Look {
  const sheet = input.characterSheet;
  if (figure.hero) return heroLook(sheet, figure);
  const look = figureLook(figure, input.bookId);
  const family = THINGS[figure.thing.toLowerCase()]?.kin === true && PEOPLE.has(figure.kind) && PEOPLE.has(kindOf(sheet.kind));
  return family ? { ...look, body: sheet.bodyColor.toLowerCase() } : look;
}

/** Aids worn by a figure: the ones the drawing knows how to put on it (the others are drawn beside it). */
const wornBy = (p: Placed, inBed: boolean) => (p.figure.aids ?? []).filter((aid) => !(inBed && ['wheelchair', 'crutches', 'walking stick'].includes(aid)));

function figureGroup(p: Placed, input: IllustrateInput, y: number, grounded: boolean, inBed = false): Node {
  const look = lookOf(p.figure, input);
  const shadow: Node[] = grounded ? [ellipse(0, 2, p.drawer.width * 0.42, 11, '#1b1430', 'glow', { opacity: 0.18 })] : [];
  const scale = Math.round(p.scale * 1000) / 1000;
  const anchors = anchorsOf(p.drawer, p.pose);
  const behind: Node[] = [], front: Node[] = [];
  for (const aid of wornBy(p, inBed)) {
    const worn = wornAid(aid, anchors, p.drawer.height);
    if (!worn) continue;
    const record = { 'data-thing': aid, 'data-drawn-as': `aid/${aid}`, 'data-on': p.figure.thing };
    if (worn.behind.length > 0) behind.push(group(worn.behind));
    front.push(group(worn.front, undefined, undefined, record));
  }
  return group([...shadow, ...behind, p.drawer.draw(look, p.pose, p.figure.hero), ...front], `translate(${p.x} ${y}) scale(${scale})`, undefined, {
    'data-figure': p.figure.thing, 'data-drawn-as': p.drawer.drawnAs, ...(p.figure.hero ? { 'data-hero': 'true' } : {}),
  });
}

/** A remembered figure, small, inside a box of w × h centred on (x, y): its picture, not the figure standing there. */
function remembered(figure: PictureFigure, input: IllustrateInput, x: number, y: number, w: number, h: number, how: 'photo' | 'thought'): Node {
  const drawer = drawerFor(figure.thing, figure.kind);
  const s = Math.round(Math.min(w / drawer.width, h / drawer.height) * 1000) / 1000;
  return group([drawer.draw(lookOf(figure, input), 'happy', false)], `translate(${x} ${Math.round(y + (drawer.height * s) / 2)}) scale(${s})`, undefined, {
    'data-figure': figure.thing, 'data-drawn-as': drawer.drawnAs, 'data-remembered': how,
  });
}

function rememberedFigures(layers: Layers, list: PictureFigure[], input: IllustrateInput, setting: SceneSetting, spot: WallSpot | undefined, heroX: number): void {
  list.forEach((figure, i) => {
    if (setting.indoor && spot) {
      // A framed picture on the wall.
      const x = spot.x + (i % 2 === 0 ? 1 : -1) * Math.ceil(i / 2) * 120, y = spot.y;
      layers.prop.push(group([
        rect(x - 52, y - 62, 104, 124, '#8b5a3c', 'solid', { rx: 4 }), rect(x - 42, y - 52, 84, 104, '#fff4e0', 'detail'),
        remembered(figure, input, x, y, 72, 92, 'photo'),
      ]));
    } else {
      // A soft thought-cloud above the hero.
      const x = Math.max(130, Math.min(670, heroX + (i % 2 === 0 ? 150 : -150))), y = 130;
      layers.fx.push(group([
        circle(heroX + (x - heroX) * 0.35, 300, 8, '#ffffff', 'glow', { opacity: 0.85 }), circle(heroX + (x - heroX) * 0.6, 250, 13, '#ffffff', 'glow', { opacity: 0.85 }),
        ellipse(x, y, 110, 80, '#ffffff', 'glow', { opacity: 0.88 }), circle(x - 70, y - 40, 40, '#ffffff', 'glow', { opacity: 0.88 }),
        circle(x + 60, y - 46, 44, '#ffffff', 'glow', { opacity: 0.88 }),
        remembered(figure, input, x, y, 110, 110, 'thought'),
      ]));
    }
  });
}

/** The side of the hero with the most room: the nearest other figure is farther away there, or the edge is. */
function bubbleSide(hero: Placed, placed: Placed[]): 'left' | 'right' {
  const room = (side: -1 | 1) => Math.min(side === 1 ? 800 - hero.x : hero.x, ...placed.filter((p) => p !== hero && Math.sign(p.x - hero.x) === side).map((p) => Math.abs(p.x - hero.x)));
  return room(1) >= room(-1) ? 'right' : 'left';
}

/** The page's picture as SVG, 800 × 600 units. */
export function renderPicture(input: IllustrateInput): string {
  const picture = input.picture ?? fallbackPicture(input);
  const random = seededRandom(input.bookId, 'picture', input.index);
  const setting = readSetting(picture.setting, picture.action, picture.mood);
  const light = lightFor(setting);
  const layers = emptyLayers();
  const sky = skyAndWeather(layers, setting, light, random, picture.cover, new Set(picture.things ?? []));
  const spot = setting.indoor
    ? drawIndoor(setting.backdrop as IndoorBackdrop, layers, random, light, setting, picture.action.toLowerCase())
    : (drawOutdoor(setting.backdrop as OutdoorBackdrop, layers, random, light), undefined);
  actionProps(layers, picture, setting);
  layers.far = [group(layers.far, undefined, undefined, { 'data-setting': setting.backdrop })];

  const figures = picture.figures.length > 0 ? picture.figures : fallbackPicture(input).figures;
  const standing = figures.filter((f) => !f.remembered);
  const asleep = placeFigures(standing, picture, input.index).find((p) => inBed(p, setting));
  const sleeper = asleep && { ...asleep, x: BED.x, scale: BED.scale };
  const comp: Composition = sleeper ? IN_BED : compositionFor(input.bookId, input.index, picture.cover);
  // What the sky has not drawn already; aids a sleeper cannot wear in bed stand beside the bed.
  const things: ThingToDraw[] = [
    ...drawableThings(picture.things).filter((t) => !sky.drew.has(t.thing)),
    ...(sleeper ? drawableThings((sleeper.figure.aids ?? []).filter((aid) => !wornBy(sleeper, true).includes(aid))) : []),
  ];
  const beside = planBeside(things, comp);
  // A hero asleep in bed leaves the floor to the others, on the side away from the bed.
  const placed = sleeper
    ? [sleeper, ...placeFigures(standing.filter((f) => f !== sleeper.figure), picture, input.index, beside.area)]
    : placeFigures(standing, picture, input.index, beside.area, comp.zoom);
  const floating = setting.backdrop === 'sky';
  const y = picture.cover ? 565 : floating ? (comp.name === 'close' ? 520 : 470) : comp.groundY;
  // Taller figures stand behind shorter ones; boats float on the backdrop's water where it has some.
  const drawOrder = [...placed].sort((a, b) => b.drawer.height * b.scale - a.drawer.height * a.scale);
  const waterY = WATER_LINE[setting.backdrop];
  layers.hero = drawOrder.map((p) => {
    if (p === sleeper) {
      // Tucked in: the blanket goes over the sleeper.
      layers.fx.unshift(blanket());
      return figureGroup(p, input, BED.y, false, true);
    }
    if (FLOATING.has(p.figure.thing) && waterY) return figureGroup({ ...p, scale: p.scale * 0.85 }, input, waterY, false);
    return figureGroup(p, input, y, !floating);
  });
  const hero = placed.find((p) => p.figure.hero) ?? placed[0];
  const onFloor = placed.filter((p) => p !== sleeper);
  const span: [number, number] = onFloor.length > 0
    ? [Math.min(...onFloor.map((p) => p.x - (p.drawer.width * p.scale) / 2)), Math.max(...onFloor.map((p) => p.x + (p.drawer.width * p.scale) / 2))]
    : [BED.x - 120, BED.x + 120];
  placeThings(things, {
    layers, setting, comp, span, beside, ...(sky.bodyX !== undefined ? { skyBodyX: sky.bodyX } : {}),
    ...(hero ? { hero: {
      x: hero.x, y: hero === sleeper ? BED.y : y, scale: hero.scale, anchors: anchorsOf(hero.drawer, hero.pose),
      width: hero.drawer.width, height: hero.drawer.height, inBed: hero === sleeper,
    } } : {}),
  });
  rememberedFigures(layers, figures.filter((f) => f.remembered), input, setting, spot, hero?.x ?? 400);

  const painter = PAINTERS[input.style];
  const defs = new Defs();
  painter.defs(defs);
  const ctx: PaintContext = { defs, random, hero: false };
  const envShift = (hex: string) => painter.env(mix(hex, light.tint, light.amount));
  // Indoors the wall is the backdrop each style paints its own way; outdoors the sky.
  const wall = setting.indoor ? mix(WALLS[setting.backdrop as IndoorBackdrop], light.tint, light.amount) : undefined;
  const backdropColors: [string, string] = wall ? [darken(wall, 0.03), lighten(wall, 0.12)] : light.sky;
  const heroAt = { x: hero?.x ?? 400, y: hero !== undefined && hero === sleeper ? BED.y : y, scale: hero?.scale ?? 1 };
  const heroSize = hero ? (hero.drawer.height * heroAt.scale) / 230 : 1;
  const info: OverlayInfo = {
    isCover: picture.cover, index: input.index, pose: hero?.pose ?? 'happy', sky: backdropColors,
    ground: GROUND_COLORS[setting.backdrop] ?? '#68b35c', hero: { x: heroAt.x, y: heroAt.y, scale: heroSize },
    ...(hero ? { bubbleSide: hero === sleeper ? 'left' as const : bubbleSide(hero, placed) } : {}),
  };
  const painted = Object.fromEntries(LAYER_ORDER.map((layer) => {
    const layerCtx: PaintContext = { ...ctx, hero: layer === 'hero', layer };
    return [layer, layers[layer].map((node) => renderNode(node, painter, layerCtx, envShift))];
  })) as PaintedLayers;
  const backdrop = painter.sky(backdropColors[0], backdropColors[1], ctx);
  const parts = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${painter.paper}"/>`, painter.scene(backdrop, painted, info, ctx), painter.overlay(info, ctx)];
  const label = escapeXml(input.isCover && input.title ? input.title : input.prompt.slice(0, 200));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${label}" data-composition="${comp.name}"><title>${label}</title><defs>${defs.toString()}</defs>${parts.join('')}</svg>`;
}
