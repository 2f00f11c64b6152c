// openapi-to-postmanv2 and newman ship no types: just the part of their APIs the Postman collection script and its
// contract test use.
declare module 'openapi-to-postmanv2' {
  interface ConversionResult {
    result: boolean;
    reason?: string;
    output: { type: string; data: Record<string, unknown> }[];
  }
  const Converter: {
    convert(input: { type: 'json'; data: unknown }, options: Record<string, unknown>, callback: (error: Error | null, result: ConversionResult) => void): void;
  };
  export default Converter;
}

declare module 'newman' {
  export interface NewmanFailure {
    error: { name: string; test?: string; message: string };
    source?: { name?: string };
  }
  export interface NewmanExecution {
    item: { name: string };
    response?: { code: number };
    assertions?: { assertion: string; error?: { message: string } }[];
  }
  export interface NewmanSummary {
    run: {
      stats: { requests: { total: number; failed: number }; assertions: { total: number; failed: number } };
      failures: NewmanFailure[];
      executions: NewmanExecution[];
    };
  }
  export function run(
    options: { collection: unknown; envVar?: { key: string; value: string }[]; reporters?: string | string[]; timeoutRequest?: number },
    callback: (error: Error | null, summary: NewmanSummary) => void,
  ): unknown;
}
