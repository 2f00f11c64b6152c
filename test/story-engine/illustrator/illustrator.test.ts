import { describe, expect, it } from 'vitest';
import { THINGS } from '../../../lambdas/story-engine/brief/things';
import { SETTING_KEYS, type CharacterKind, type IdeaBrief, type SettingKey } from '../../../lambdas/story-engine/brief/types';
import { designHero, renderPicture } from '../../../lambdas/story-engine/illustrator';
import { PAINTERS } from '../../../lambdas/story-engine/illustrator/style-painters';
import { sceneSetting } from '../../../lambdas/story-engine/writer/scenes';
import { ARC_SHAPE } from '../../../lambdas/story-engine/writer/shapes/arc';
import { EXPLAINER_SHAPES } from '../../../lambdas/story-engine/writer/shapes/explainers';
import { SITUATION_SHAPES } from '../../../lambdas/story-engine/writer/shapes/situations';
import type { Mood } from '../../../lambdas/story-engine/writer/types';
import { drawnFigures, figure, input, MAYA, page, settingOf } from './picture-facts';

/** What each kind is drawn as: the first part of data-drawn-as. */
const DRAWN_AS: Record<CharacterKind, readonly string[]> = {
  'person-child': ['child'], 'person-adult': ['adult'], 'person-elder': ['elder'], baby: ['baby'], animal: ['animal'],
  creature: ['creature'], vehicle: ['vehicle'], toy: ['toy'], robot: ['robot'], nature: ['nature'], object: ['object'],
};

describe('every figure of a picture is drawn', () => {
  it('draws each figure once, whatever the mix and the number', () => {
    const casts = [
      [MAYA],
      [MAYA, figure('grandmother', 'person-elder', { name: 'Rose' })],
      [figure('tractor', 'vehicle', { hero: true }), figure('cow', 'animal'), figure('father', 'person-adult')],
      [MAYA, figure('mother', 'person-adult'), figure('father', 'person-adult'), figure('baby', 'baby'), figure('dog', 'animal')],
      [MAYA, figure('dragon', 'creature'), figure('knight', 'person-adult'), figure('castle guard', 'person-adult'), figure('cloud', 'nature'), figure('kite', 'object')],
    ];
    for (const figures of casts) {
      const drawn = drawnFigures(renderPicture(input(page('a garden', figures))));
      expect(drawn.map((d) => d.thing)).toHaveLength(figures.length);
      expect(drawn.map((d) => d.thing).sort()).toEqual(figures.map((f) => f.thing).sort());
      expect(drawn.filter((d) => d.hero)).toHaveLength(figures.filter((f) => f.hero).length);
    }
  });

  it('keeps a crowd inside the picture', () => {
    const crowd = [MAYA, ...['mother', 'father', 'teacher', 'doctor', 'nurse'].map((thing) => figure(thing, 'person-adult'))];
    const svg = renderPicture(input(page('a park', crowd)));
    const xs = [...svg.matchAll(/<g transform="translate\((-?[\d.]+) [\d.]+\) scale\([\d.]+\)" data-figure/g)].map((m) => Number(m[1]));
    expect(xs).toHaveLength(crowd.length);
    for (const x of xs) {
      expect(x).toBeGreaterThan(40);
      expect(x).toBeLessThan(760);
    }
  });

  it('draws the hero alone in a meadow when the plan has no picture', () => {
    const svg = renderPicture(input(undefined));
    expect(settingOf(svg)).toBe('meadow');
    expect(drawnFigures(svg).map((d) => [d.thing, d.drawnAs, d.hero])).toEqual([['girl', 'child/plain', true]]);
  });
});

describe('each figure is drawn as what it is', () => {
  it('every thing the brief can name is drawn as its kind', () => {
    for (const [thing, { kind }] of Object.entries(THINGS)) {
      const [drawn] = drawnFigures(renderPicture(input(page('a meadow', [figure(thing, kind, { hero: true })]))));
      expect(drawn?.thing, thing).toBe(thing);
      expect(DRAWN_AS[kind], `${thing} drawn as ${drawn?.drawnAs}`).toContain(drawn!.drawnAs.split('/')[0]);
    }
  });

  it('grown-ups, elders, babies, vehicles, nature and toys each have their own drawer, not a stand-in', () => {
    const own: Record<string, string> = {
      grandmother: 'elder/plain', grandfather: 'elder/plain', mother: 'adult/plain', teacher: 'adult/teacher', doctor: 'adult/doctor',
      dentist: 'adult/dentist', nurse: 'adult/nurse', king: 'adult/royal', knight: 'adult/knight', pirate: 'adult/pirate',
      astronaut: 'adult/astronaut', firefighter: 'adult/firefighter', baby: 'baby/sitting', tractor: 'vehicle/tractor',
      tugboat: 'vehicle/tugboat', 'fire truck': 'vehicle/fire truck', truck: 'vehicle/truck', car: 'vehicle/car', bus: 'vehicle/bus',
      train: 'vehicle/train', boat: 'vehicle/boat', plane: 'vehicle/plane', rocket: 'vehicle/rocket', excavator: 'vehicle/excavator',
      bicycle: 'vehicle/bicycle', 'teddy bear': 'toy/teddy bear', doll: 'toy/doll', robot: 'robot/robot', dragon: 'creature/dragon',
      monster: 'creature/monster', unicorn: 'creature/unicorn', fairy: 'creature/fairy', ghost: 'creature/ghost', cloud: 'nature/cloud',
      star: 'nature/star', tree: 'nature/tree', raindrop: 'nature/raindrop', snowman: 'object/snowman',
    };
    for (const thing of ['dog', 'cat', 'rabbit', 'bear', 'fox', 'mouse', 'turtle', 'penguin', 'elephant', 'owl', 'bird', 'fish', 'duck', 'horse', 'pig', 'cow', 'frog', 'hedgehog', 'lion']) {
      own[thing] = `animal/${thing}`;
    }
    own.dinosaur = 'creature/dinosaur';
    for (const [thing, drawnAs] of Object.entries(own)) {
      const kind = THINGS[thing]!.kind;
      const [drawn] = drawnFigures(renderPicture(input(page('a meadow', [MAYA, figure(thing, kind)])))).filter((d) => !d.hero);
      expect(drawn?.drawnAs, thing).toBe(drawnAs);
    }
  });

  it('a thing no table names is drawn by its kind\'s general drawer', () => {
    const strangers: Array<[string, CharacterKind, string]> = [
      ['axolotl', 'animal', 'animal/general'], ['yeti', 'creature', 'creature/general'], ['tram', 'vehicle', 'vehicle/general'],
      ['rainbow', 'nature', 'nature/general'], ['teapot', 'object', 'object/general'], ['yo-yo', 'toy', 'toy/toy'],
    ];
    for (const [thing, kind, drawnAs] of strangers) {
      const [drawn] = drawnFigures(renderPicture(input(page('a meadow', [figure(thing, kind, { hero: true })]))));
      expect(drawn?.drawnAs, thing).toBe(drawnAs);
    }
  });

  it('grown-ups stand taller than children, elders have grey hair and glasses, babies are small', () => {
    const svg = renderPicture(input(page('a cosy home', [MAYA, figure('grandmother', 'person-elder'), figure('father', 'person-adult'), figure('baby', 'baby')])));
    const drawn = Object.fromEntries(drawnFigures(svg).map((d) => [d.thing, d]));
    const top = (d: { inner: string; scale: number }) => Math.min(...[...d.inner.matchAll(/cy="(-[\d.]+)"/g)].map((m) => Number(m[1]))) * d.scale;
    expect(top(drawn.father!)).toBeLessThan(top(drawn.girl!) - 60);
    expect(top(drawn.grandmother!)).toBeLessThan(top(drawn.girl!) - 60);
    expect(top(drawn.baby!)).toBeGreaterThan(top(drawn.girl!) + 40);
    expect(drawn.grandmother!.inner).toMatch(/a13 13 0 1 0 26 0/);
    expect(drawn.grandmother!.inner).toMatch(/#(d9d9de|f2f0ea|b9b6bd)/);
  });
});

const SETTING_BACKDROPS: Record<SettingKey, string> = {
  kitchen: 'kitchen', bedroom: 'bedroom', bathroom: 'bathroom', classroom: 'classroom', school: 'school', nursery: 'nursery',
  garden: 'garden', forest: 'forest', jungle: 'jungle', sea: 'seaside', harbour: 'harbour', lake: 'lake', river: 'lake',
  space: 'space', farm: 'farm', city: 'city', snow: 'snow', beach: 'seaside', hospital: 'hospital', park: 'park',
  supermarket: 'supermarket', library: 'library', mountain: 'mountains', desert: 'desert', playground: 'playground',
  garage: 'garage', treehouse: 'treehouse', sky: 'sky', pool: 'pool', castle: 'castle', home: 'home',
};

const PLACE_BACKDROPS: Record<string, string> = {
  'a cosy home': 'home', 'a road': 'city', 'a new house': 'home', 'a new street': 'city', 'a new bedroom': 'bedroom',
  'a classroom': 'classroom', 'a bedroom': 'bedroom', 'a street': 'city', 'a school corridor': 'classroom', 'a garden': 'garden',
  'a garden at dusk': 'garden', 'a doctor’s room': 'doctor', 'a waiting room': 'doctor', 'a dentist’s room': 'dentist',
  'a bathroom': 'bathroom', 'a bedroom at night': 'bedroom', 'a swimming pool': 'pool', 'a playroom': 'home',
  'a street with two houses': 'city', 'a cosy flat': 'home', 'a house with a garden': 'garden', 'a playground': 'playground',
  'an optician’s shop': 'doctor', 'a park': 'park', 'a school gate': 'school', 'a sunny meadow': 'meadow',
  'a grassy hill under a blue sky': 'meadow', 'a hill at sunset': 'meadow', 'a window on a rainy day': 'home',
  'a lake in the sunshine': 'lake', 'the sky above the sea': 'sky', 'the sky': 'sky', 'inside a cloud': 'sky',
  'a river and the sea': 'lake', 'a street after rain': 'city',
};

const idea = (setting: SettingKey): IdeaBrief => ({ ideaLanguage: 'english', characters: [], wishes: [], setting });

/** Every place a story shape or one of its beats names. */
function shapePlaces(): string[] {
  const places = new Set<string>();
  for (const shape of [ARC_SHAPE, ...SITUATION_SHAPES, ...EXPLAINER_SHAPES]) {
    places.add(shape.at);
    for (const beat of shape.beats) if (beat.at) places.add(beat.at);
  }
  return [...places];
}

describe('setting words are drawn as the place they name', () => {
  it('every setting an idea can name gets its own backdrop', () => {
    for (const key of SETTING_KEYS) {
      const words = sceneSetting(idea(key), undefined, 'a sunny meadow');
      expect(settingOf(renderPicture(input(page(words, [MAYA])))), `${key}: "${words}"`).toBe(SETTING_BACKDROPS[key]);
    }
  });

  it('every place a story shape names gets the backdrop it means', () => {
    for (const words of shapePlaces()) {
      expect(PLACE_BACKDROPS, `"${words}" is not in this table yet`).toHaveProperty([words]);
      expect(settingOf(renderPicture(input(page(words, [MAYA])))), words).toBe(PLACE_BACKDROPS[words]);
    }
  });

  it('a kitchen is a kitchen, not a garden: counter, oven and window; a classroom has a blackboard', () => {
    // In daylight a room's colours are only restyled by the style's palette.
    const { env } = PAINTERS.comic_style;
    const kitchen = renderPicture(input(page('a warm kitchen', [MAYA, figure('grandmother', 'person-elder')], 'happy', 'baking cookies')));
    expect(settingOf(kitchen)).toBe('kitchen');
    expect(kitchen).toContain(env('#8ecdc4')); // the cupboards under the counter
    expect(kitchen).toContain(env('#e8e8ec')); // the oven
    expect(kitchen).not.toContain(env('#68b35c')); // no grass
    expect(renderPicture(input(page('a classroom', [MAYA])))).toContain(env('#2f5d4a')); // the blackboard
  });

  it('"at night" puts the moon in the window and lights the lamp, "rainy" rains outside, "dusk" lowers the light', () => {
    const night = renderPicture(input(page('a bedroom at night', [MAYA], 'calm')));
    const day = renderPicture(input(page('a bedroom', [MAYA], 'calm')));
    expect(night).toContain('fill="#fff3b0"'); // the moon
    expect(night).toContain('fill="#ffe9a8"'); // the lamp's glow
    expect(day).not.toContain('fill="#ffe9a8"');
    expect(day).toContain('fill="#ffd23f"'); // the sun
    const rainy = renderPicture(input(page('a window on a rainy day', [MAYA], 'calm')));
    expect(rainy.match(/l-4 12/g)?.length ?? 0).toBeGreaterThan(5);
    const outdoorRain = renderPicture(input(page('a city street', [MAYA], 'calm', 'walking home in the rain')));
    expect(outdoorRain.match(/l-6 16/g)?.length ?? 0).toBeGreaterThan(20);
    expect(renderPicture(input(page('a garden at dusk', [MAYA], 'calm'), '3d'))).toContain('#3e4a8f');
  });
});

describe('the mood sets the poses and the light', () => {
  const faceOf = (mood: Mood) => drawnFigures(renderPicture(input(page('a sunny meadow', [MAYA], mood), 'watercolor')))[0]!.inner;

  it('a sad hero frowns with a tear, a happy one cheers, a sleepy one closes its eyes', () => {
    expect(faceOf('sad')).toContain('#7ec8f2');
    expect(faceOf('happy')).toContain('#c0392b');
    expect(faceOf('sleepy')).toContain('#6d7fb3');
    expect(new Set((['sad', 'happy', 'sleepy', 'worried', 'brave', 'curious'] as const).map(faceOf)).size).toBe(6);
  });

  it('a sleepy hero in a bedroom sleeps in the bed, and the others stand clear of it', () => {
    const svg = renderPicture(input(page('a bedroom at night', [MAYA, figure('mother', 'person-adult')], 'sleepy')));
    expect(svg).toMatch(/<g transform="translate\(650 420\) scale\(0\.68\)" data-figure="girl" data-drawn-as="child\/plain" data-hero="true">/);
    const mother = /<g transform="translate\((\d+) 545\)[^"]*" data-figure="mother"/.exec(svg);
    expect(Number(mother?.[1])).toBeLessThan(420);
  });

  it('a sleepy page is an evening, a sad one outdoors is grey', () => {
    // 3d paints the sky's top colour as it is.
    expect(renderPicture(input(page('a sunny meadow', [MAYA], 'sleepy'), '3d'))).toContain('#3e4a8f');
    expect(renderPicture(input(page('a sunny meadow', [MAYA], 'sad'), '3d'))).toContain('#8c9bb0');
    expect(renderPicture(input(page('a sunny meadow', [MAYA], 'happy'), '3d'))).not.toContain('#8c9bb0');
  });
});

describe('the hero looks the same on every page, and so does everyone else', () => {
  const pages = [
    page('a warm kitchen', [MAYA, figure('grandmother', 'person-elder', { name: 'Rose' })], 'happy'),
    page('a sunny meadow', [MAYA, figure('grandmother', 'person-elder', { name: 'Rose' })], 'happy'),
    page('a bedroom at night', [MAYA, figure('grandmother', 'person-elder', { name: 'Rose' })], 'happy'),
    page('a classroom', [MAYA], 'sad'),
  ];

  it('draws the hero from the sheet: the same drawing wherever the pose is the same, its colours on every page', () => {
    const sheet = designHero(MAYA, 'heartwarming', input(undefined).bookId);
    const heroes = pages.map((p, i) => drawnFigures(renderPicture(input(p, 'watercolor', i + 1))).find((d) => d.hero)!);
    expect(heroes[1]!.inner).toBe(heroes[0]!.inner);
    expect(heroes[2]!.inner).toBe(heroes[0]!.inner);
    for (const hero of heroes) {
      // Watercolor fills each colour with a wash named after it.
      expect(hero.inner).toContain(`wc${sheet.bodyColor.slice(1).toLowerCase()}`);
      expect(hero.inner).toContain(`wc${sheet.accentColor.slice(1).toLowerCase()}`);
      expect(hero.drawnAs).toBe('child/plain');
    }
  });

  it('draws a grandmother the same on every page of a book, and differently in another book', () => {
    const grandma = (p: (typeof pages)[number], bookId?: string) =>
      drawnFigures(renderPicture({ ...input(p, 'crayon'), ...(bookId ? { bookId } : {}) })).find((d) => d.thing === 'grandmother')!.inner;
    expect(grandma(pages[1]!)).toBe(grandma(pages[0]!));
    expect(grandma(pages[2]!)).toBe(grandma(pages[0]!));
    const others = ['other-book-1', 'other-book-2', 'other-book-3'].map((id) => grandma(pages[0]!, id));
    expect(new Set([grandma(pages[0]!), ...others]).size).toBeGreaterThan(1);
  });

  it('designs the same sheet for the same hero and seed, from what the hero is', () => {
    expect(designHero(MAYA, 'animal', 'seed')).toEqual(designHero(MAYA, 'animal', 'seed'));
    const tractor = designHero(figure('tractor', 'vehicle', { hero: true }), 'adventurous', 'seed');
    expect(tractor.kind).toBe('tractor');
    expect(tractor.description).toMatch(/tractor/);
    expect(tractor.description).not.toMatch(/skin|hair/);
    expect(designHero(figure('grandmother', 'person-elder', { hero: true, name: 'Rose' }), 'heartwarming', 'seed').description).toMatch(/grey|white/);
  });
});

describe('remembered figures are not standing in the scene', () => {
  const dog = figure('dog', 'animal', { name: 'Rex', remembered: true });

  it('indoors, a framed picture on the wall', () => {
    const drawn = drawnFigures(renderPicture(input(page('a cosy home', [MAYA, figure('mother', 'person-adult'), dog], 'warm'))));
    const rex = drawn.find((d) => d.thing === 'dog')!;
    expect(rex.remembered).toBe('photo');
    expect(rex.scale).toBeLessThan(0.5);
    expect(drawn.filter((d) => d.thing === 'dog')).toHaveLength(1);
  });

  it('outdoors, a soft thought-cloud', () => {
    const drawn = drawnFigures(renderPicture(input(page('a garden at dusk', [MAYA, figure('grandfather', 'person-elder', { remembered: true })], 'warm'))));
    const grandpa = drawn.find((d) => d.thing === 'grandfather')!;
    expect(grandpa.remembered).toBe('thought');
    expect(grandpa.scale).toBeLessThan(0.5);
  });
});
