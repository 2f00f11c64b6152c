// "image:4/s,text:20/s": calls a second per model kind, the shape both the simulated quota (PROVIDER_QUOTA) and
// the service's own budget (MODEL_BUDGET) are written in.
import { NamedError } from './named-error';

export const modelKinds = ['text', 'image'] as const;
/** What a model call is: story text (plans and pages) or a picture. */
export type ModelKind = (typeof modelKinds)[number];

export type ModelRates = { readonly [K in ModelKind]?: number };

export class ModelRatesError extends NamedError {
  static override readonly errorName = 'ModelRatesError';
}

const EXAMPLE = '"image:4/s,text:20/s"';

/** Parses "image:4/s,text:20/s"; either part may be left out (unlimited). Empty input means no limit at all. */
export function parseModelRates(spec: string, setting: string): ModelRates {
  const rates: { text?: number; image?: number } = {};
  for (const part of spec.split(',').map((text) => text.trim()).filter(Boolean)) {
    const match = /^(text|image)\s*:\s*(\d+)\s*\/\s*s$/i.exec(part);
    if (!match) throw new ModelRatesError(`Invalid ${setting} "${spec}": each part is text:N/s or image:N/s, e.g. ${EXAMPLE}.`);
    const name = match[1]!.toLowerCase() as ModelKind;
    const perSecond = Number(match[2]);
    if (name in rates) throw new ModelRatesError(`Invalid ${setting} "${spec}": "${name}" is given twice.`);
    if (perSecond < 1) throw new ModelRatesError(`Invalid ${setting} "${spec}": ${name} must allow at least 1 call a second.`);
    rates[name] = perSecond;
  }
  return rates;
}

/** The kinds that have a rate, in a fixed order. */
export const limitedKinds = (rates: ModelRates): ModelKind[] => modelKinds.filter((kind) => rates[kind] !== undefined);
