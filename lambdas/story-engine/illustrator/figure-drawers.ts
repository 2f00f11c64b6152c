// Which drawer draws each thing word the brief can produce, with a fallback for each kind, and how big each is.
// `drawnAs` names the drawer ("elder/plain", "vehicle/tractor", "animal/general") so a picture says what it drew.
import type { CharacterKind } from '../brief/types';
import { drawCharacter } from './body-plans';
import { BUG_THINGS, drawBug } from './bugs-and-ghosts';
import type { Look } from './looks';
import { drawNature, NATURE_THINGS } from './nature-figures';
import { drawObject, drawToy, OBJECT_THINGS } from './objects';
import { drawBaby, drawPerson, type Role } from './people';
import type { Pose } from './pose';
import { drawRobot } from './robots';
import type { Group } from './svg-kit';
import { drawVehicle, VEHICLE_THINGS } from './vehicles';

export interface Drawer {
  drawnAs: string;
  draw: (look: Look, pose: Pose, hero: boolean) => Group;
  /** Width and height in the drawing's own units, for laying out a page. */
  width: number;
  height: number;
}

const child = (role: Role): Drawer => ({ drawnAs: `child/${role}`, draw: (l, p, h) => drawPerson(l, p, 'child', role, h), width: 130, height: 215 });
const adult = (role: Role): Drawer => ({ drawnAs: `adult/${role}`, draw: (l, p, h) => drawPerson(l, p, 'adult', role, h), width: 140, height: 310 });
const elder: Drawer = { drawnAs: 'elder/plain', draw: (l, p, h) => drawPerson(l, p, 'elder', 'plain', h), width: 140, height: 300 };
const baby: Drawer = { drawnAs: 'baby/sitting', draw: (l, p) => drawBaby(l, p), width: 130, height: 150 };

const animal = (thing: string): Drawer => ({
  drawnAs: `animal/${thing}`, draw: (l, p) => drawCharacter({ ...l, kind: thing }, p), width: 170, height: 230,
});
const creature = (thing: string): Drawer => ({
  drawnAs: `creature/${thing}`, draw: (l, p) => drawCharacter({ ...l, kind: thing }, p), width: 190, height: 240,
});
const vehicle = (thing: string): Drawer => ({
  drawnAs: `vehicle/${thing}`, draw: (l, p) => drawVehicle(thing, l, p), width: thing === 'rocket' ? 180 : 340, height: thing === 'rocket' ? 330 : 230,
});
const nature = (thing: string): Drawer => ({ drawnAs: `nature/${thing}`, draw: (l, p) => drawNature(thing, l, p), width: 230, height: 250 });
const object = (thing: string): Drawer => ({ drawnAs: `object/${thing}`, draw: (l, p) => drawObject(thing, l, p), width: 180, height: 300 });
const toy = (thing: string): Drawer => ({ drawnAs: `toy/${thing}`, draw: (l, p) => drawToy(thing, l, p), width: 150, height: 200 });

// Animals drawn from a body plan of their own (everything else uses the general one).
const PLANNED_ANIMALS = [
  'hedgehog', 'rabbit', 'cat', 'dog', 'bear', 'panda', 'fox', 'wolf', 'mouse', 'squirrel', 'owl', 'bird', 'penguin', 'duck',
  'chicken', 'pig', 'cow', 'sheep', 'pony', 'horse', 'elephant', 'giraffe', 'lion', 'tiger', 'monkey', 'frog', 'turtle',
  'fish', 'whale', 'octopus', 'zebra', 'donkey', 'deer', 'goat', 'hippo', 'koala', 'kangaroo', 'sloth', 'crocodile', 'dolphin',
  'shark', 'raccoon',
];

const TABLE: Record<string, Drawer> = {
  girl: child('plain'), boy: child('plain'), child: child('plain'), sister: child('plain'), brother: child('plain'),
  princess: child('royal'), prince: child('royal'),
  mother: adult('plain'), father: adult('plain'), parents: adult('plain'), aunt: adult('plain'), uncle: adult('plain'),
  woman: adult('plain'), man: adult('plain'), teacher: adult('teacher'), doctor: adult('doctor'), dentist: adult('dentist'),
  nurse: adult('nurse'), king: adult('royal'), queen: adult('royal'), knight: adult('knight'), pirate: adult('pirate'),
  wizard: adult('wizard'), witch: adult('witch'), astronaut: adult('astronaut'), firefighter: adult('firefighter'),
  grandmother: elder, grandfather: elder,
  baby, 'baby sister': baby, 'baby brother': baby,
  unicorn: creature('unicorn'), dragon: creature('dragon'), dinosaur: creature('dinosaur'), monster: creature('monster'),
  alien: creature('alien'), troll: creature('troll'),
  fairy: { drawnAs: 'creature/fairy', draw: (l, p, h) => drawPerson(l, p, 'child', 'fairy', h), width: 170, height: 215 },
  mermaid: { drawnAs: 'creature/mermaid', draw: (l, p, h) => drawPerson(l, p, 'child', 'mermaid', h), width: 140, height: 215 },
  elf: { drawnAs: 'creature/elf', draw: (l, p, h) => drawPerson(l, p, 'child', 'elf', h), width: 140, height: 230 },
  giant: { drawnAs: 'creature/giant', draw: (l, p, h) => drawPerson(l, p, 'adult', 'plain', h), width: 150, height: 310 },
  ghost: { drawnAs: 'creature/ghost', draw: (l, p) => drawBug('ghost', l, p), width: 190, height: 270 },
  robot: { drawnAs: 'robot/robot', draw: (l, p) => drawRobot('robot', l, p), width: 150, height: 260 },
  rover: { drawnAs: 'robot/rover', draw: (l, p) => drawRobot('rover', l, p), width: 260, height: 250 },
  doll: { drawnAs: 'toy/doll', draw: (l, p, h) => drawPerson(l, p, 'child', 'doll', h), width: 130, height: 215 },
  'rag doll': { drawnAs: 'toy/doll', draw: (l, p, h) => drawPerson(l, p, 'child', 'doll', h), width: 130, height: 215 },
  'teddy bear': toy('teddy bear'), 'toy rabbit': toy('toy rabbit'), puppet: toy('puppet'), 'toy car': toy('toy car'), toy: toy('toy'),
};
for (const thing of PLANNED_ANIMALS) TABLE[thing] = animal(thing);
for (const thing of BUG_THINGS) TABLE[thing] = { drawnAs: `animal/${thing}`, draw: (l, p) => drawBug(thing, l, p), width: 230, height: 230 };
for (const thing of VEHICLE_THINGS) TABLE[thing] ??= vehicle(thing);
for (const thing of NATURE_THINGS) TABLE[thing] = nature(thing);
for (const thing of OBJECT_THINGS) if (thing !== 'box') TABLE[thing] = object(thing);

/** Anything the table does not name is drawn by its kind's general drawer. */
const FALLBACKS: Record<CharacterKind, Drawer> = {
  'person-child': child('plain'), 'person-adult': adult('plain'), 'person-elder': elder, baby,
  animal: { ...animal('general'), draw: (l, p) => drawCharacter({ ...l, kind: 'critter' }, p) },
  creature: { ...creature('general'), draw: (l, p) => drawCharacter({ ...l, kind: 'critter' }, p) },
  vehicle: { ...vehicle('general'), draw: (l, p) => drawVehicle('car', l, p) },
  robot: { drawnAs: 'robot/robot', draw: (l, p) => drawRobot('robot', l, p), width: 150, height: 260 },
  toy: toy('toy'),
  nature: { ...nature('general'), draw: (l, p) => drawNature('cloud', l, p) },
  object: { ...object('general'), draw: (l, p) => drawObject('box', l, p) },
};

/** The drawer for a thing of a kind: the thing's own, or the kind's general one. */
export function drawerFor(thing: string, kind: CharacterKind): Drawer {
  const own = TABLE[thing.toLowerCase()];
  // A thing word the brief files under another kind ("robot" as a toy) keeps its own drawer.
  return own ?? FALLBACKS[kind];
}

/** Whether the table has a drawer of its own for a thing word. */
export const hasOwnDrawer = (thing: string): boolean => thing.toLowerCase() in TABLE;

