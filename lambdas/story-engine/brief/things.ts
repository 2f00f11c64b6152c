// What each English thing word is: its kind, gender, and whether it names a relative (drawn and cast as family).
import type { CharacterKind } from './types';

export interface Thing {
  kind: CharacterKind;
  gender?: 'female' | 'male';
  /** A relative of the hero: cast as family, never as the hero unless nobody else is there. */
  kin?: boolean;
  /** Something the story is often about but that is only a character when it has a name ("builds a rocket"). */
  prop?: boolean;
}

const f = 'female' as const;
const m = 'male' as const;

export const THINGS: Readonly<Record<string, Thing>> = {
  girl: { kind: 'person-child', gender: f }, boy: { kind: 'person-child', gender: m }, child: { kind: 'person-child' },
  sister: { kind: 'person-child', gender: f, kin: true }, brother: { kind: 'person-child', gender: m, kin: true },
  baby: { kind: 'baby' }, 'baby sister': { kind: 'baby', gender: f, kin: true }, 'baby brother': { kind: 'baby', gender: m, kin: true },
  mother: { kind: 'person-adult', gender: f, kin: true }, father: { kind: 'person-adult', gender: m, kin: true },
  parents: { kind: 'person-adult', kin: true, prop: true }, aunt: { kind: 'person-adult', gender: f, kin: true },
  uncle: { kind: 'person-adult', gender: m, kin: true },
  grandmother: { kind: 'person-elder', gender: f, kin: true }, grandfather: { kind: 'person-elder', gender: m, kin: true },
  teacher: { kind: 'person-adult' }, doctor: { kind: 'person-adult' }, dentist: { kind: 'person-adult', prop: true },
  nurse: { kind: 'person-adult' }, woman: { kind: 'person-adult', gender: f }, man: { kind: 'person-adult', gender: m },
  king: { kind: 'person-adult', gender: m }, queen: { kind: 'person-adult', gender: f }, princess: { kind: 'person-child', gender: f },
  prince: { kind: 'person-child', gender: m }, knight: { kind: 'person-adult' }, pirate: { kind: 'person-adult' },
  wizard: { kind: 'person-adult', gender: m }, witch: { kind: 'person-adult', gender: f }, astronaut: { kind: 'person-adult' },
  firefighter: { kind: 'person-adult' },
  dog: { kind: 'animal' }, cat: { kind: 'animal' }, rabbit: { kind: 'animal' }, elephant: { kind: 'animal' },
  penguin: { kind: 'animal' }, fox: { kind: 'animal' }, turtle: { kind: 'animal' }, bear: { kind: 'animal' },
  lion: { kind: 'animal' }, tiger: { kind: 'animal' }, mouse: { kind: 'animal' }, owl: { kind: 'animal' },
  hedgehog: { kind: 'animal' }, frog: { kind: 'animal' }, pig: { kind: 'animal' }, cow: { kind: 'animal' },
  horse: { kind: 'animal' }, pony: { kind: 'animal' }, duck: { kind: 'animal' }, chicken: { kind: 'animal' },
  sheep: { kind: 'animal' }, bird: { kind: 'animal' }, fish: { kind: 'animal' }, whale: { kind: 'animal' },
  dolphin: { kind: 'animal' }, octopus: { kind: 'animal' }, shark: { kind: 'animal' }, monkey: { kind: 'animal' },
  giraffe: { kind: 'animal' }, zebra: { kind: 'animal' }, squirrel: { kind: 'animal' }, wolf: { kind: 'animal' },
  deer: { kind: 'animal' }, butterfly: { kind: 'animal' }, bee: { kind: 'animal' }, ladybird: { kind: 'animal' },
  snail: { kind: 'animal' }, spider: { kind: 'animal' }, hippo: { kind: 'animal' }, crocodile: { kind: 'animal' },
  kangaroo: { kind: 'animal' }, koala: { kind: 'animal' }, panda: { kind: 'animal' }, sloth: { kind: 'animal' },
  caterpillar: { kind: 'animal' }, ant: { kind: 'animal' }, goat: { kind: 'animal' }, donkey: { kind: 'animal' },
  unicorn: { kind: 'creature' }, dragon: { kind: 'creature' }, dinosaur: { kind: 'creature' }, monster: { kind: 'creature' },
  fairy: { kind: 'creature', gender: f }, ghost: { kind: 'creature' }, mermaid: { kind: 'creature', gender: f },
  troll: { kind: 'creature' }, giant: { kind: 'creature' }, alien: { kind: 'creature' }, elf: { kind: 'creature' },
  tractor: { kind: 'vehicle' }, tugboat: { kind: 'vehicle' }, train: { kind: 'vehicle' }, 'fire truck': { kind: 'vehicle' },
  excavator: { kind: 'vehicle' }, ship: { kind: 'vehicle' }, boat: { kind: 'vehicle' }, car: { kind: 'vehicle' },
  bus: { kind: 'vehicle' }, plane: { kind: 'vehicle' }, helicopter: { kind: 'vehicle' }, truck: { kind: 'vehicle' },
  'garbage truck': { kind: 'vehicle' }, submarine: { kind: 'vehicle' }, rocket: { kind: 'vehicle', prop: true },
  'race car': { kind: 'vehicle' }, bicycle: { kind: 'vehicle', prop: true },
  robot: { kind: 'robot' }, rover: { kind: 'robot' },
  'teddy bear': { kind: 'toy' }, 'toy rabbit': { kind: 'toy' }, doll: { kind: 'toy' }, toy: { kind: 'toy', prop: true },
  puppet: { kind: 'toy' }, 'toy car': { kind: 'toy' }, 'rag doll': { kind: 'toy' },
  cloud: { kind: 'nature' }, snowflake: { kind: 'nature' }, raindrop: { kind: 'nature' }, tree: { kind: 'nature', prop: true },
  flower: { kind: 'nature', prop: true }, seed: { kind: 'nature', prop: true }, star: { kind: 'nature', prop: true },
  wind: { kind: 'nature', prop: true },
  lighthouse: { kind: 'object' }, crayon: { kind: 'object' }, sock: { kind: 'object', prop: true },
  snowman: { kind: 'object' }, kite: { kind: 'object', prop: true }, balloon: { kind: 'object', prop: true },
};
