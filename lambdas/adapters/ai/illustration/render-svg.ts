// Composes one picture: reads the brief, lays out the scene, draws the hero and paints it all in the chosen style.
import type { IllustrateInput } from '../../../ports/image-model';
import { seededRandom } from '../seeded-random';
import { KINDS, KIND_KEYS } from '../story-lexicon';
import { drawCharacter, type Look } from './character';
import { readSceneBrief, type Pose } from './scene-brief';
import { HEIGHT, layOutScene, WIDTH, type Layers } from './scenery';
import { Defs, PAINTERS, type OverlayInfo, type PaintContext, type PaintedLayers, type StylePainter } from './style-painters';
import { darken, ellipse, escapeXml, group, isGroup, mix, rect, path, type Layer, type Node } from './svg-kit';

const LAYER_ORDER: readonly Layer[] = ['sky', 'far', 'land', 'prop', 'hero', 'fx'];

// Companions named in briefs; anything else uses the kind's first colour.
const FRIEND_LOOKS: Record<string, Omit<Look, 'name' | 'kind'>> = {
  owl: { body: '#8a6446', accent: '#f4c430', outfit: '', feature: 'big round glasses' },
  goose: { body: '#f4f1ea', accent: '#ff9f1c', outfit: 'a bow tie', feature: '' },
  fairy: { body: '#f6d0b1', accent: '#c58cf0', outfit: '', feature: 'a little daisy' },
  grandma: { body: '#eebf9c', accent: '#7a5ea8', outfit: 'a knitted scarf', feature: 'big round glasses' },
  teacher: { body: '#c98f6b', accent: '#2a9d8f', outfit: 'a cosy sweater', feature: '' },
  scientist: { body: '#f2c9a6', accent: '#dfe7ef', outfit: 'a sweater', feature: 'big round glasses' },
  explorer: { body: '#d9a27c', accent: '#b08850', outfit: 'an explorer hat and a backpack', feature: '' },
  robot: { body: '#b8c4d0', accent: '#4cc9f0', outfit: '', feature: '' },
};

function friendLook(kind: string): Look {
  const known = FRIEND_LOOKS[kind];
  if (known) return { name: kind, kind, ...known };
  const key = KIND_KEYS.find((k) => KINDS[k].english === kind);
  const body = key ? (KINDS[key].colors[0]?.hex ?? '#b08d6a') : '#b08d6a';
  return { name: kind, kind, body, accent: '#2a9d8f', outfit: 'a bandana', feature: '' };
}

function renderNode(node: Node, painter: StylePainter, ctx: PaintContext, envShift: (hex: string) => string): string {
  if (isGroup(node)) {
    const inner = node.children.map((child) => renderNode(child, painter, ctx, envShift)).join('');
    return node.transform ? `<g transform="${node.transform}">${inner}</g>` : `<g>${inner}</g>`;
  }
  if (ctx.hero) return painter.shape(node, ctx);
  const shifted = { ...node };
  if (node.fill && node.fill.startsWith('#') && node.role !== 'glow') shifted.fill = envShift(node.fill);
  if (node.stroke && node.stroke.startsWith('#') && node.role !== 'glow') shifted.stroke = envShift(node.stroke);
  return painter.shape(shifted, ctx);
}

function heroNode(look: Look, pose: Pose, at: { x: number; y: number; scale: number; rotate?: number }, grounded = true): Node {
  const rotate = at.rotate ? ` rotate(${at.rotate})` : '';
  const parts: Node[] = grounded ? [ellipse(0, 2, 62, 11, '#1b1430', 'glow', { opacity: 0.18 })] : [];
  return group([...parts, drawCharacter(look, pose)], `translate(${at.x} ${at.y}) scale(${at.scale})${rotate}`);
}

function bedroomBed(accent: string): { back: Node; front: Node } {
  const frame = '#9c6b47';
  return {
    back: group([rect(-150, -190, 300, 150, frame, 'solid', { rx: 24 }), rect(-110, -150, 120, 44, '#fffaf2', 'solid', { rx: 20 })]),
    front: group([
      path('M-170 -96 Q0 -126 170 -96 L170 -10 L-170 -10 Z', accent),
      path('M-150 -70 Q0 -92 150 -70', 'none', 'line', { stroke: '#ffffff', strokeWidth: 4, opacity: 0.6 }),
      rect(-180, -12, 360, 26, darken(frame, 0.1), 'solid', { rx: 8 }),
    ]),
  };
}

export function renderIllustration(input: IllustrateInput): string {
  const random = seededRandom(input.bookId, 'picture', input.index);
  const sheet = input.characterSheet;
  const brief = readSceneBrief(input.prompt, sheet.kind);
  if (input.isCover && brief.pose === 'happy') brief.pose = 'proud';
  const layout = layOutScene(brief, random, { isCover: input.isCover, heroSlot: input.index });
  const painter = PAINTERS[input.style];
  const defs = new Defs();
  painter.defs(defs);
  const ctx: PaintContext = { defs, random, hero: false };
  const light = layout.light;
  const envShift = (hex: string) => painter.env(mix(hex, light.tint, light.amount));

  const look: Look = {
    name: sheet.name, kind: sheet.kind, body: sheet.bodyColor.toLowerCase(), accent: sheet.accentColor.toLowerCase(),
    outfit: sheet.outfit, feature: sheet.feature,
  };
  const heroLayer: Node[] = [];
  if (layout.friend && brief.friend) {
    // Grown-up helpers stand a little taller than animal friends.
    const grownUp = ['grandma', 'teacher', 'scientist', 'explorer'].includes(brief.friend);
    heroLayer.push(heroNode(friendLook(brief.friend), 'wave', { ...layout.friend, scale: grownUp ? 1.02 : layout.friend.scale }));
  }
  if (brief.setting === 'bedroom') {
    const bed = bedroomBed(look.accent);
    const { x, y } = layout.hero;
    heroLayer.push(group([bed.back], `translate(${x} ${y})`));
    heroLayer.push(group([drawCharacter(look, 'sleep')], `translate(${x - 30} ${y - 40}) scale(0.85)`));
    heroLayer.push(group([bed.front], `translate(${x} ${y})`));
  } else {
    heroLayer.push(heroNode(look, brief.pose, layout.hero, brief.setting !== 'sky'));
  }
  const layers: Layers = { ...layout.layers, hero: heroLayer };

  const groundColor = brief.setting === 'space' ? '#b8b5c8' : brief.setting === 'seaside' ? '#f3d9a4' : brief.setting === 'snow' ? '#ffffff' : '#68b35c';
  const info: OverlayInfo = {
    isCover: input.isCover, index: input.index, pose: brief.pose, sky: light.sky, ground: groundColor, hero: layout.hero,
  };
  const painted = Object.fromEntries(LAYER_ORDER.map((layer) => {
    const layerCtx: PaintContext = { ...ctx, hero: layer === 'hero', layer };
    return [layer, layers[layer].map((node) => renderNode(node, painter, layerCtx, envShift))];
  })) as PaintedLayers;
  const backdrop = painter.sky(light.sky[0], light.sky[1], ctx);
  const parts = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${painter.paper}"/>`, painter.scene(backdrop, painted, info, ctx), painter.overlay(info, ctx)];
  const label = escapeXml(input.isCover && input.title ? input.title : input.prompt.slice(0, 200));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${label}"><title>${label}</title><defs>${defs.toString()}</defs>${parts.join('')}</svg>`;
}
