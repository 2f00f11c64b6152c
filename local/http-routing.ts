import { fallbackRoute, httpRoutes, type HttpHandlerName, type HttpRoute } from '../lambdas/contract/routes';

/** Which handler API Gateway would invoke, and the route facts it puts in the event. */
export interface MatchedRoute {
  readonly handler: HttpHandlerName;
  /** `GET /v1/stories/{id}`, or `$default` when no route matched. */
  readonly routeKey: string;
  readonly pathParameters?: Record<string, string>;
}

type Segment = { kind: 'literal'; text: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

interface CompiledRoute {
  readonly route: HttpRoute;
  readonly segments: readonly Segment[];
  readonly literalCount: number;
}

function parseSegment(text: string): Segment {
  const param = /^\{([^{}+]+)(\+?)\}$/.exec(text);
  if (!param) return { kind: 'literal', text };
  return param[2] === '+' ? { kind: 'greedy', name: param[1]! } : { kind: 'param', name: param[1]! };
}

function compile(route: HttpRoute): CompiledRoute {
  const segments = route.path.split('/').slice(1).map(parseSegment);
  return { route, segments, literalCount: segments.filter((s) => s.kind === 'literal').length };
}

// API Gateway prefers the most specific route: more literal segments first, greedy last.
const compiledRoutes = httpRoutes
  .map(compile)
  .sort((a, b) => b.literalCount - a.literalCount || Number(hasGreedy(a)) - Number(hasGreedy(b)));

function hasGreedy(route: CompiledRoute): boolean {
  return route.segments.some((s) => s.kind === 'greedy');
}

/** Percent-decodes, keeping the raw text when the encoding is malformed (API Gateway does not reject those). */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function matchSegments(segments: readonly Segment[], parts: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (segment.kind === 'greedy') {
      const rest = parts.slice(index);
      if (rest.length === 0 || rest.join('') === '') return undefined;
      params[segment.name] = safeDecode(rest.join('/'));
      return params;
    }
    if (part === undefined) return undefined;
    if (segment.kind === 'literal' ? part !== segment.text : part === '') return undefined;
    if (segment.kind === 'param') params[segment.name] = safeDecode(part);
  }
  return parts.length === segments.length ? params : undefined;
}

/** Matches method and path (still percent-encoded) against the API's routes; anything else is `$default`. */
export function matchRoute(method: string, encodedPath: string): MatchedRoute {
  const parts = encodedPath.split('/').slice(1);
  for (const { route, segments } of compiledRoutes) {
    if (route.method !== method) continue;
    const params = matchSegments(segments, parts);
    if (params === undefined) continue;
    const hasParams = Object.keys(params).length > 0;
    return { handler: route.handler, routeKey: `${route.method} ${route.path}`, ...(hasParams && { pathParameters: params }) };
  }
  return { handler: fallbackRoute.handler, routeKey: '$default' };
}
