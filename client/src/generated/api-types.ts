// Generated with openapi-typescript from openApiDocument() by `npm run -w client generate`. Do not edit: a test fails when it is out of date.

export interface paths {
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a storybook for generation
         * @description Answers at once with the job. The same `Idempotency-Key` with the same body within 24 hours returns the original ids (header `idempotent-replayed: true`) and creates no second book; with another body, 409.
         */
        post: operations["createStory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/stories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a storybook and its generation status
         * @description Only books of the key's owner are visible: another user's id is 404. Poll until `status` is `completed` or `failed`.
         */
        get: operations["getStory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document (OpenAPI 3.1; not enveloped) */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This reference page (HTML; not enveloped) */
        get: operations["getApiReferencePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/{asset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference page's scripts and style sheet (not enveloped) */
        get: operations["getApiReferenceAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A story to generate. Every field is required; unknown fields are ignored.
         * @example {
         *       "storyIdea": "A shy hedgehog named Pip who wants to fly",
         *       "ageRange": "4-7",
         *       "style": "watercolor",
         *       "pageCount": 6,
         *       "tone": "animal",
         *       "language": "english"
         *     }
         */
        CreateStoryRequest: {
            /** @description Plain-language description of the story, plain text, counted after trimming */
            storyIdea: string;
            /** @enum {string} */
            ageRange: "0-3" | "4-7" | "8-12";
            /** @enum {string} */
            style: "watercolor" | "oil_painting" | "3d" | "comic_style" | "crayon" | "colored_pencil" | "paper_cut";
            pageCount: number;
            /** @enum {string} */
            tone: "playful_funny" | "fantasy_magic" | "animal" | "heartwarming" | "sci_fi" | "daily_life_basics" | "adventurous" | "educational";
            /** @enum {string} */
            language: "english" | "spanish" | "french" | "german" | "chinese" | "japanese" | "korean" | "russian" | "portuguese" | "italian";
        };
        TaskAcceptance: {
            /** Format: uuid */
            taskId: string;
            /** Format: uuid */
            bookId: string;
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "failed";
        };
        Story: {
            /** Format: uuid */
            id: string;
            title: string | null;
            slug: string | null;
            coverImage: string | null;
            summary: string | null;
            storyIdea: string | null;
            ageRange: string | null;
            style: string | null;
            pageCount: number | null;
            tone: string | null;
            language: string | null;
            /** @enum {string|null} */
            source: "web" | "api" | "hf" | null;
            storageProvider: string | null;
            /** Format: date-time */
            createdAt: string | null;
            /** Format: date-time */
            updatedAt: string | null;
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "failed" | "unknown";
            progress: number;
            errorMessage: string | null;
            /** Format: date-time */
            completedAt: string | null;
            pdfUrl: string | null;
            readerUrl: string | null;
            pages: components["schemas"]["StoryPage"][];
        };
        StoryPage: {
            index: number;
            title: string | null;
            content: string | null;
            imageUrl: string | null;
        };
        Health: {
            /** @constant */
            status: "ok";
            /** @enum {string} */
            stage: "development" | "preview" | "production";
            version?: string;
            /** Format: date-time */
            now?: string;
        };
        Error: {
            code: string;
            message: string;
            fields?: {
                [key: string]: string;
            };
            meta?: {
                [key: string]: unknown;
            };
        };
        AcceptedResponse: {
            /** @constant */
            ok: true;
            requestId: string;
            data: components["schemas"]["TaskAcceptance"];
        };
        StoryResponse: {
            /** @constant */
            ok: true;
            requestId: string;
            data: components["schemas"]["Story"];
        };
        HealthResponse: {
            /** @constant */
            ok: true;
            requestId: string;
            data: components["schemas"]["Health"];
        };
        ErrorResponse: {
            /** @constant */
            ok: false;
            requestId: string;
            error: components["schemas"]["Error"];
        };
    };
    responses: never;
    parameters: {
        /** @description A client-made unique key (e.g. a UUID): the same key and body within 24 hours return the original ids. */
        IdempotencyKey: string;
        /** @description Echoed in `requestId` and `x-request-id` (1–64 characters after trimming); otherwise a UUID is made. */
        RequestId: string;
    };
    requestBodies: never;
    headers: {
        /** @description The request id (echo of `X-Request-Id`, or a UUID). */
        RequestId: string;
        /** @description Requests allowed in the current minute window. */
        RateLimitLimit: number;
        /** @description Requests left in the current minute window. */
        RateLimitRemaining: number;
        /** @description Seconds until the minute window resets. */
        RateLimitReset: number;
        /** @description As on success; absent when the request was refused before it was counted (a bad key). */
        OptionalRateLimitLimit: number;
        /** @description As on success; absent when the request was refused before it was counted (a bad key). */
        OptionalRateLimitRemaining: number;
        /** @description As on success; absent when the request was refused before it was counted (a bad key). */
        OptionalRateLimitReset: number;
        /** @description Whole seconds until the window that refused ends (at least 1). */
        RetryAfter: number;
        /** @description Present on a replay of an earlier request with the same Idempotency-Key and body. */
        IdempotentReplayed: "true";
        /** @description The methods the path has. */
        Allow: string;
        /** @description Cacheable by anyone for five minutes. */
        PublicCache: "public, max-age=300";
        /** @description Only this server's own scripts, styles and document. */
        ContentSecurityPolicy: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is up. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            /** @description Unexpected server error (quote the requestId). Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "INTERNAL_ERROR";
                        };
                    };
                };
            };
        };
    };
    createStory: {
        parameters: {
            query?: never;
            header?: {
                /** @description A client-made unique key (e.g. a UUID): the same key and body within 24 hours return the original ids. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Echoed in `requestId` and `x-request-id` (1–64 characters after trimming); otherwise a UUID is made. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "storyIdea": "A shy hedgehog named Pip who wants to fly",
                 *       "ageRange": "4-7",
                 *       "style": "watercolor",
                 *       "pageCount": 6,
                 *       "tone": "animal",
                 *       "language": "english"
                 *     }
                 */
                "application/json": components["schemas"]["CreateStoryRequest"];
            };
        };
        responses: {
            /** @description Accepted and queued. */
            202: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedResponse"];
                };
            };
            /** @description Bad request: the body, a header or the id is invalid (`error.fields` names each field). Codes: `VALIDATION_ERROR`, `BAD_REQUEST`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "VALIDATION_ERROR" | "BAD_REQUEST";
                        };
                    };
                };
            };
            /** @description No key, or a malformed, unknown or revoked key. Codes: `UNAUTHORIZED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "UNAUTHORIZED" | "INVALID_API_KEY";
                        };
                    };
                };
            };
            /** @description The monthly credit balance is exhausted. Codes: `INSUFFICIENT_CREDITS`. */
            402: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "INSUFFICIENT_CREDITS";
                        };
                    };
                };
            };
            /** @description The key's plan is not Pro or Premium. Codes: `PLAN_REQUIRED`. */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "PLAN_REQUIRED";
                        };
                    };
                };
            };
            /** @description The Idempotency-Key was used with another body. Codes: `IDEMPOTENCY_CONFLICT`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "IDEMPOTENCY_CONFLICT";
                        };
                    };
                };
            };
            /** @description The body is larger than 64 KiB. Codes: `PAYLOAD_TOO_LARGE`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "PAYLOAD_TOO_LARGE";
                        };
                    };
                };
            };
            /** @description A per-minute or per-day limit was hit; retry after `retry-after` seconds. Codes: `RATE_LIMIT_EXCEEDED`, `DAILY_CAP_EXCEEDED`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "RATE_LIMIT_EXCEEDED" | "DAILY_CAP_EXCEEDED";
                        };
                    };
                };
            };
            /** @description Unexpected server error (quote the requestId). Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "INTERNAL_ERROR";
                        };
                    };
                };
            };
            /** @description A dependency (database, queue or workflow) is unavailable; nothing was left half-done. Codes: `EXTERNAL_SERVICE_ERROR`. */
            502: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "EXTERNAL_SERVICE_ERROR";
                        };
                    };
                };
            };
        };
    };
    getStory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Echoed in `requestId` and `x-request-id` (1–64 characters after trimming); otherwise a UUID is made. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The `bookId` from the create call. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The book. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoryResponse"];
                };
            };
            /** @description Bad request: the body, a header or the id is invalid (`error.fields` names each field). Codes: `VALIDATION_ERROR`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description No key, or a malformed, unknown or revoked key. Codes: `UNAUTHORIZED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "UNAUTHORIZED" | "INVALID_API_KEY";
                        };
                    };
                };
            };
            /** @description The key's plan is not Pro or Premium. Codes: `PLAN_REQUIRED`. */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "PLAN_REQUIRED";
                        };
                    };
                };
            };
            /** @description No such resource for this key. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description A per-minute or per-day limit was hit; retry after `retry-after` seconds. Codes: `RATE_LIMIT_EXCEEDED`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "RATE_LIMIT_EXCEEDED";
                        };
                    };
                };
            };
            /** @description Unexpected server error (quote the requestId). Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "INTERNAL_ERROR";
                        };
                    };
                };
            };
            /** @description A dependency (database, queue or workflow) is unavailable; nothing was left half-done. Codes: `EXTERNAL_SERVICE_ERROR`. */
            502: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "EXTERNAL_SERVICE_ERROR";
                        };
                    };
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "cache-control": components["headers"]["PublicCache"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    getApiReferencePage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Swagger UI rendering /v1/openapi.json, every asset served from here. */
            200: {
                headers: {
                    "content-security-policy": components["headers"]["ContentSecurityPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getApiReferenceAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset: "swagger-ui-bundle.js" | "swagger-ui.css" | "api-reference.js";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "cache-control": components["headers"]["PublicCache"];
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                    "text/css": string;
                };
            };
            /** @description No such resource for this key. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "NOT_FOUND";
                        };
                    };
                };
            };
        };
    };
}
