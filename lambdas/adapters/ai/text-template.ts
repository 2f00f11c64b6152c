// Fills phrase-bank templates: story words first, then gender choices (see phrase-banks/phrase-bank.ts for syntax).
import type { Gender } from './phrase-banks/phrase-bank';

export interface TemplateContext {
  tokens: Record<string, string>;
  heroGender: 'm' | 'f';
  friendGender: Gender;
  kindGender: Gender;
}

const GENDER_SLOT: Record<Gender, number> = { m: 0, f: 1, n: 2 };

function choose(gender: Gender, options: Array<string | undefined>): string {
  // Without a neuter option, neuter takes the masculine form (the grammatical default in these languages).
  return options[GENDER_SLOT[gender]] ?? options[0] ?? '';
}

export function fillTemplate(template: string, ctx: TemplateContext): string {
  let text = template;
  // Tokens may contain tokens ({friendIntro} → "{name}'s grandma"), so substitute until stable.
  for (let pass = 0; pass < 4 && /\{[a-zA-Z]+\}/.test(text); pass++) {
    text = text.replace(/\{([a-zA-Z]+)\}/g, (whole, key: string) => ctx.tokens[key] ?? whole);
  }
  const unknown = /\{([a-zA-Z]+)\}/.exec(text);
  if (unknown) throw new Error(`Template uses unknown token {${unknown[1]}}`);
  text = text.replace(/\[k:([^\]|]*)\|([^\]|]*)(?:\|([^\]|]*))?\]/g, (_m, a: string, b: string, c?: string) =>
    choose(ctx.kindGender, [a, b, c]),
  );
  text = text.replace(/\[([^\]|]*)\|([^\]|]*)(?:\|([^\]|]*))?\]/g, (_m, a: string, b: string, c?: string) =>
    choose(ctx.heroGender, [a, b, c]),
  );
  text = text.replace(/<([^>|]*)\|([^>|]*)(?:\|([^>|]*))?>/g, (_m, a: string, b: string, c?: string) =>
    choose(ctx.friendGender, [a, b, c]),
  );
  return text;
}
