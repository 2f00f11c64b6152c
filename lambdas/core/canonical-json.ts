import { createHash } from 'node:crypto';

type Frame = { readonly close: string; readonly parts: string[]; readonly items: Array<readonly [prefix: string, value: unknown]>; next: number };

function frameFor(value: object): Frame {
  if (Array.isArray(value)) return { close: ']', parts: [], items: value.map((item) => ['', item] as const), next: 0 };
  const record = value as Record<string, unknown>;
  const items = Object.keys(record)
    .sort()
    .map((key) => [`${JSON.stringify(key)}:`, record[key]] as const);
  return { close: '}', parts: [], items, next: 0 };
}

/**
 * JSON with object keys sorted at every depth, so key order never changes the text. An explicit stack instead of
 * recursion: a body nested 20,000 deep (JSON.parse takes it) must not overflow the call stack.
 */
export function canonicalJson(value: unknown): string {
  const scalar = (v: unknown) => JSON.stringify(v) ?? 'null';
  if (value === null || typeof value !== 'object') return scalar(value);
  const stack: Frame[] = [frameFor(value)];
  let done = '';
  while (stack.length > 0) {
    const frame = stack.at(-1)!;
    if (frame.next === frame.items.length) {
      stack.pop();
      const text = `${frame.close === ']' ? '[' : '{'}${frame.parts.join(',')}${frame.close}`;
      if (stack.length === 0) done = text;
      else stack.at(-1)!.parts.push(`${stack.at(-1)!.items[stack.at(-1)!.next - 1]![0]}${text}`);
      continue;
    }
    const [prefix, item] = frame.items[frame.next++]!;
    if (item !== null && typeof item === 'object') stack.push(frameFor(item));
    else frame.parts.push(`${prefix}${scalar(item)}`);
  }
  return done;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
