import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import type { FunctionName } from '../../lambdas/contract/functions';

// Each function's output in a file of its own, as CloudWatch Logs keeps a log group per function.

export interface FunctionLogs {
  readonly dir: string;
  write(name: FunctionName, line: string): void;
  close(): Promise<void>;
}

/** Appends each function's lines to `<dir>/<function>.log`. */
export function openFunctionLogs(dir: string): FunctionLogs {
  mkdirSync(dir, { recursive: true });
  const streams = new Map<FunctionName, WriteStream>();
  return {
    dir,
    write(name, line) {
      let stream = streams.get(name);
      if (!stream) {
        stream = createWriteStream(join(dir, `${name}.log`), { flags: 'a' });
        streams.set(name, stream);
      }
      stream.write(`${line}\n`);
    },
    close: async () => {
      await Promise.all([...streams.values()].map((stream) => new Promise<void>((resolve) => stream.end(resolve))));
      streams.clear();
    },
  };
}
