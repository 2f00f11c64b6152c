import { gzipSync } from 'node:zlib';
import middy from '@middy/core';
import type { SwaggerUiFile } from '../../contract/bundle-files';
import { API_REFERENCE_SCRIPT } from '../../contract/openapi';
import { NotFoundError } from '../../core/errors';
import type { Logger } from '../../ports/logger';
import { envelope, requestIdOf } from './middleware/envelope';
import { withRequestLogContext } from './request-log-context';
import type { ApiContext, HttpEvent, HttpHandler, HttpResponse } from './http-types';

// GET /v1/openapi.json, GET /docs and GET /docs/{asset}: documents, not enveloped; only an unknown asset is an API error.

export interface ApiReferenceDeps {
  readonly logger: Logger;
  /** The OpenAPI document. */
  readonly document: () => object;
  /** One of Swagger UI's files. */
  readonly readAsset: (name: SwaggerUiFile) => Promise<Uint8Array>;
}

/** Only this server's scripts, styles and document (no inline script or style); Swagger UI's icons are data: SVG. */
export const API_REFERENCE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

// Relative addresses, so the page also works behind a base path (a custom domain's mapping). A function, so that
// bundles importing this module without using it carry none of it.
const pageHtml = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storybook Generation API v1 reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/${API_REFERENCE_SCRIPT}"></script>
</body>
</html>
`;

// No validator badge (it would call validator.swagger.io): nothing is fetched from anywhere but here.
const startScript = `'use strict';
(function () {
  var documentUrl = new URL('../v1/openapi.json', document.currentScript.src).href;
  window.addEventListener('load', function () {
    fetch(documentUrl).then(function (response) { return response.json(); }).then(function (spec) {
      // "Try it out" calls the API this page came from, not the document's default server (the local stack).
      spec.servers = [{ url: new URL('../', documentUrl).href.replace(/\\/$/, ''), description: 'This API' }];
      window.ui = SwaggerUIBundle({
        spec: spec,
        dom_id: '#swagger-ui',
        deepLinking: true,
        validatorUrl: null,
        presets: [SwaggerUIBundle.presets.apis],
        layout: 'BaseLayout',
      });
    });
  });
})();
`;

const PUBLIC_CACHE = 'public, max-age=300';

const contentTypes: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };
const contentTypeOf = (name: string) => contentTypes[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream';

const acceptsGzip = (event: HttpEvent) => /\bgzip\b/i.test(event.headers?.['accept-encoding'] ?? '');

export function apiReferenceHandler(deps: ApiReferenceDeps): HttpHandler {
  let documentText: string | undefined;
  // A warm function keeps each file as read and as gzipped: Swagger UI's script is 1.7 MB, 0.5 MB gzipped.
  const assets = new Map<string, Promise<{ raw: Buffer; gzipped: Buffer }>>();
  const assetSources: Record<string, () => Promise<Uint8Array>> = {
    'swagger-ui-bundle.js': () => deps.readAsset('swagger-ui-bundle.js'),
    'swagger-ui.css': () => deps.readAsset('swagger-ui.css'),
    [API_REFERENCE_SCRIPT]: async () => Buffer.from(startScript),
  };

  const notFound = middy<HttpEvent, HttpResponse, Error, ApiContext>()
    .use(envelope(deps.logger))
    .handler((async (event: HttpEvent) => {
      throw new NotFoundError(`No file ${event.rawPath ?? ''} here.`);
    }) as never) as unknown as HttpHandler;

  const handle: HttpHandler = async (event, context) => {
    const requestId = requestIdOf(event);
    const common = { 'x-request-id': requestId, 'x-content-type-options': 'nosniff' };
    const route = event.routeKey;
    if (route === 'GET /v1/openapi.json') {
      documentText ??= JSON.stringify(deps.document());
      // Public: other tools (editors, generators) may fetch it from their own pages.
      return { statusCode: 200, headers: { ...common, 'content-type': 'application/json', 'cache-control': PUBLIC_CACHE, 'access-control-allow-origin': '*' }, body: documentText };
    }
    if (route === 'GET /docs') {
      return { statusCode: 200, headers: { ...common, 'content-type': 'text/html; charset=utf-8', 'cache-control': PUBLIC_CACHE, 'content-security-policy': API_REFERENCE_CSP, 'referrer-policy': 'no-referrer' }, body: pageHtml() };
    }
    const name = event.pathParameters?.asset ?? '';
    const source = Object.hasOwn(assetSources, name) ? assetSources[name] : undefined;
    if (!source) return notFound(event, context);
    let file = assets.get(name);
    if (!file) {
      file = source().then((bytes) => ({ raw: Buffer.from(bytes), gzipped: gzipSync(bytes) }));
      file.catch(() => assets.delete(name));
      assets.set(name, file);
    }
    const { raw, gzipped } = await file;
    const headers = { ...common, 'content-type': contentTypeOf(name), 'cache-control': PUBLIC_CACHE, vary: 'accept-encoding' };
    if (acceptsGzip(event)) return { statusCode: 200, headers: { ...headers, 'content-encoding': 'gzip' }, body: gzipped.toString('base64'), isBase64Encoded: true };
    return { statusCode: 200, headers, body: raw.toString('utf8') };
  };
  return withRequestLogContext(deps.logger, handle);
}
