// Generated with openapi-typescript from openApiDocument() by `npm run -w client generate`. Do not edit: a test fails when it is out of date.

export interface paths {
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness probe
         * @description Needs no key. Answers 200 while DynamoDB, S3 and SQS each answer a cheap check within a short timeout, and 503 `SERVICE_UNAVAILABLE` naming the ones that did not in `error.meta.failing`.
         */
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
        /**
         * The key owner's library, newest first
         * @description Books of the key's owner only (made here, in the dashboard or elsewhere), without `pages`. Pass `data.nextCursor` as `cursor` with the same filters for the next page; it is null at the end. A page holds `limit` books unless the library ends first; with a filter that few books match, the service stops reading after a bound, so such a page may hold fewer than `limit` books (even none) and still have a `nextCursor`: keep paging until it is null. A cursor from another account, for other filters, or altered is 400 `INVALID_CURSOR`. Counted against the per-minute read limit, like GET by id.
         */
        get: operations["listStories"];
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
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Plan, monthly credits and the create limits as they stand
         * @description The numbers POST /v1/stories is held to: credits of the UTC month (limit, used, remaining, `resetsAt`), the clock minute's requests and the UTC day's books (limit, remaining, `reset` in seconds, `resetsAt`). Counted against the per-minute read limit (the rate headers describe that one).
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
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
    "/v1/stories/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a storybook still pending or processing
         * @description Only the owner's books: another user's id is 404. The book ends `failed` with `cancelledAt` set and an `errorMessage` that says it was cancelled and what became of its credits (pages not finished are refunded); its run is stopped. Answers with the Story as GET shows it. Cancelling a cancelled book answers the same again; a book that completed or failed otherwise is 409 `STORY_ALREADY_FINISHED` (`error.meta.status`). No body is read. Counted against the per-minute request limit, like a create.
         */
        post: operations["cancelStory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The secret that signs your webhook deliveries
         * @description One secret per user and mode, `whsec_` and base64 (Standard Webhooks), made on first use and the same on every call until it is rotated: a test key gets the secret that signs test books, a live key the one that signs live books, and neither sees the other. Every delivery carries `webhook-id`, `webhook-timestamp` and `webhook-signature` = `v1,<base64 HMAC-SHA256 of id.timestamp.body>` under it. Never cached (`cache-control: no-store`).
         */
        get: operations["getWebhookSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your webhook delivery log, newest first
         * @description Every attempt to deliver an event to one of your books' webhooks in the last 30 days: its `webhook-id`, type, book, target host, attempt number, outcome, status or error and response time. Your own deliveries only, and only the calling key's mode (a test key sees test deliveries, a live key live ones). Pass `data.nextCursor` as `cursor` with the same filters for the next page; it is null at the end. With a filter a page may hold fewer than `limit` attempts and still have a `nextCursor`. Counted against the per-minute read limit.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/deliveries/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivered or failed event again
         * @description Queues the attempt's event again: the same body and `webhook-id` to the same URL, signed anew (your current secret of that mode, a fresh `webhook-timestamp`), and retried like any delivery. Its attempts appear in the log with `replay: true`. An id of another account, or of the other mode, is 404. A write: counted against the per-minute limit.
         */
        post: operations["replayWebhookDelivery"];
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
        /**
         * This document (OpenAPI 3.1; not enveloped)
         * @description Needs no key. The same document for every stage; `servers` names the local stack by default.
         */
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
        /**
         * This reference page (HTML; not enveloped)
         * @description Needs no key. Swagger UI over /v1/openapi.json, with a strict content security policy.
         */
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
        /**
         * The reference page's scripts and style sheet (not enveloped)
         * @description Needs no key. Every file the reference page loads, served from here (no CDN).
         */
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
export interface webhooks {
    storyEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A book's event, POSTed to the URL given as `webhook` on create
         * @description Sent for the events named in `webhookEvents` (default `story.completed` and `story.failed`). Verify the signature over the raw body with your secret (GET /v1/webhooks/secret) and answer 2xx within 5 s; anything else is retried with exponential backoff and jitter for 24 hours with the same `webhook-id` (deduplicate on it). `story.completed` carries the Story with every URL null: GET /v1/stories/{id} for freshly signed ones.
         */
        post: operations["receiveStoryEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
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
            /**
             * Format: uri
             * @description An https URL the book's events are POSTed to, signed as Standard Webhooks; no credentials in it
             */
            webhook?: string;
            /** @description Which events the webhook gets; default story.completed and story.failed */
            webhookEvents?: ("story.processing" | "story.page" | "story.completed" | "story.failed")[];
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
            /** Format: date-time */
            cancelledAt: string | null;
            /** @description false for a book made with a test-mode key (`cbk_test_`): written by the offline provider, no credits charged, seen by test keys only; true otherwise */
            livemode: boolean;
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
        StorySummary: {
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
            /** Format: date-time */
            cancelledAt: string | null;
            /** @description false for a book made with a test-mode key (`cbk_test_`): written by the offline provider, no credits charged, seen by test keys only; true otherwise */
            livemode: boolean;
        };
        LibraryPage: {
            items: components["schemas"]["StorySummary"][];
            nextCursor: string | null;
        };
        Usage: {
            /** @enum {string} */
            plan: "pro" | "premium";
            credits: {
                period: string;
                limit: number;
                used: number;
                remaining: number;
                /** Format: date-time */
                resetsAt: string;
            };
            rateLimits: {
                minute: {
                    limit: number;
                    remaining: number;
                    reset: number;
                    /** Format: date-time */
                    resetsAt: string;
                };
                day: {
                    limit: number;
                    remaining: number;
                    reset: number;
                    /** Format: date-time */
                    resetsAt: string;
                };
            };
            livemode: boolean;
        };
        LibraryResponse: {
            /** @constant */
            ok: true;
            requestId: string;
            data: components["schemas"]["LibraryPage"];
        };
        UsageResponse: {
            /** @constant */
            ok: true;
            requestId: string;
            data: components["schemas"]["Usage"];
        };
        WebhookSecretResponse: {
            /** @constant */
            ok: true;
            requestId: string;
            data: {
                /** @description The key that signs every delivery to your webhooks: whsec_ followed by base64 */
                secret: string;
            };
        };
        WebhookDelivery: {
            /** @description This attempt's id: pass it to POST /v1/webhooks/deliveries/{id}/replay */
            id: string;
            /** @description The `webhook-id` the receiver was sent (the same on every attempt and replay) */
            eventId: string;
            /** @description The event's `type`, e.g. story.completed */
            eventType: string;
            bookId: string;
            livemode: boolean;
            /** @description The host of the book's webhook URL (its path and query are not shown) */
            targetHost: string;
            /** @description 1 for the first attempt of a delivery or of a replay */
            attempt: number;
            /**
             * @description delivered: a 2xx; failed: another status or a network error (`willRetry` says whether it is tried again); stopped: 410 or a redirect, not tried again; refused: the URL resolved to an address webhooks may not reach
             * @enum {string}
             */
            outcome: "delivered" | "failed" | "stopped" | "refused";
            /** @description The receiver's status; null when it did not answer */
            httpStatus: number | null;
            /** @description The network error or the refused address, when there was no answer */
            error: string | null;
            responseTimeMs: number;
            /** Format: date-time */
            attemptedAt: string;
            willRetry: boolean;
            /** @description Sent because of a replay */
            replay: boolean;
        };
        WebhookDeliveriesPage: {
            items: components["schemas"]["WebhookDelivery"][];
            nextCursor: string | null;
        };
        WebhookReplay: {
            /** @description The attempt that was replayed */
            deliveryId: string;
            /** @description The `webhook-id` the replay is sent with */
            eventId: string;
            /** Format: date-time */
            queuedAt: string;
        };
        WebhookDeliveriesResponse: {
            /** @constant */
            ok: true;
            requestId: string;
            data: components["schemas"]["WebhookDeliveriesPage"];
        };
        WebhookReplayResponse: {
            /** @constant */
            ok: true;
            requestId: string;
            data: components["schemas"]["WebhookReplay"];
        };
        WebhookEvent: {
            /** @enum {string} */
            type: "story.processing" | "story.page" | "story.completed" | "story.failed";
            /** Format: date-time */
            timestamp: string;
            data: {
                /** Format: uuid */
                bookId: string;
                /** Format: uuid */
                taskId: string;
                /** @enum {string} */
                status: "pending" | "processing" | "completed" | "failed";
                progress: number;
                /** @description False for a test-mode book (signed with the test secret), true for a live one */
                livemode: boolean;
                /** @description story.failed: the reason, as GET shows it */
                errorMessage?: string | null;
                /** @description story.page: the page that now has its text and picture */
                page?: {
                    index: number;
                    title: string | null;
                    content: string | null;
                };
                /** @description story.completed: the Story as GET returns it, with every URL null; GET it for fresh signed URLs */
                story?: components["schemas"]["Story"];
            };
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
        /**
         * @description A client-made unique key (e.g. a UUID): the same key and body within 24 hours return the original ids.
         * @example 5d3c2a1e-7f4b-4c8d-9e0f-123456789abc
         */
        IdempotencyKey: string;
        /**
         * @description Echoed in `requestId` and `x-request-id` (1–64 characters after trimming); otherwise a UUID is made.
         * @example req-2026-11-27-0001
         */
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
        /** @description RateLimit-Policy (draft-ietf-httpapi-ratelimit-headers): `"minute";q=<limit>;w=60`, and on creates `"day";q=<books>;w=86400` when the day's count is known. */
        IetfRateLimitPolicy: string;
        /** @description RateLimit (same draft): `"minute";r=<remaining>;t=<seconds>`, and `"day";…` beside it as in RateLimit-Policy. */
        IetfRateLimit: string;
        /** @description As on success; absent when the request was refused before it was counted (a bad key). */
        OptionalIetfRateLimitPolicy: string;
        /** @description As on success; absent when the request was refused before it was counted (a bad key). */
        OptionalIetfRateLimit: string;
        /** @description Whole seconds until the window that refused ends (at least 1). */
        RetryAfter: number;
        /** @description Present on a replay of an earlier request with the same Idempotency-Key and body. */
        IdempotentReplayed: "true";
        /** @description Not to be cached. */
        NoStore: "no-store";
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
            /** @description Refused before the service saw it: the firewall in front of the API blocked the request. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused before the service saw it: the API's own throttle, or the per-address limit in front of it, was hit. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description A dependency did not answer its health check; `error.meta.failing` names which (`dynamodb`, `s3`, `sqs`). Codes: `SERVICE_UNAVAILABLE`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "SERVICE_UNAVAILABLE";
                        };
                    };
                };
            };
        };
    };
    listStories: {
        parameters: {
            query?: {
                /**
                 * @description Books per page (default 20).
                 * @example 20
                 */
                limit?: number;
                /**
                 * @description The previous page's `nextCursor` (opaque).
                 * @example eyJ2IjoxfQ
                 */
                cursor?: string;
                /**
                 * @description Only books whose latest task has this status. `cancelled` (added to /v1) lists the books their owner cancelled: they are `failed` with `cancelledAt` set, so `failed` lists them too.
                 * @example completed
                 */
                status?: "pending" | "processing" | "completed" | "failed" | "unknown" | "cancelled";
                /**
                 * @description Only books made there.
                 * @example api
                 */
                source?: "web" | "api" | "hf";
            };
            header?: {
                /**
                 * @description Echoed in `requestId` and `x-request-id` (1–64 characters after trimming); otherwise a UUID is made.
                 * @example req-2026-11-27-0001
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the library. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "ratelimit-policy": components["headers"]["IetfRateLimitPolicy"];
                    ratelimit: components["headers"]["IetfRateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibraryResponse"];
                };
            };
            /** @description Bad request: the body, a header or the id is invalid (`error.fields` names each field). Codes: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "VALIDATION_ERROR" | "INVALID_CURSOR";
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
            /** @description A per-minute or per-day limit was hit; retry after `retry-after` seconds. Codes: `RATE_LIMIT_EXCEEDED`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
    createStory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A client-made unique key (e.g. a UUID): the same key and body within 24 hours return the original ids.
                 * @example 5d3c2a1e-7f4b-4c8d-9e0f-123456789abc
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description Echoed in `requestId` and `x-request-id` (1–64 characters after trimming); otherwise a UUID is made.
                 * @example req-2026-11-27-0001
                 */
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
                    "ratelimit-policy": components["headers"]["IetfRateLimitPolicy"];
                    ratelimit: components["headers"]["IetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
            /** @description A conflict: the Idempotency-Key was used with another body, or the book to cancel has ended already. Codes: `IDEMPOTENCY_CONFLICT`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
    getUsage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Echoed in `requestId` and `x-request-id` (1–64 characters after trimming); otherwise a UUID is made.
                 * @example req-2026-11-27-0001
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usage now. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "ratelimit-policy": components["headers"]["IetfRateLimitPolicy"];
                    ratelimit: components["headers"]["IetfRateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageResponse"];
                };
            };
            /** @description No key, or a malformed, unknown or revoked key. Codes: `UNAUTHORIZED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
            /** @description A per-minute or per-day limit was hit; retry after `retry-after` seconds. Codes: `RATE_LIMIT_EXCEEDED`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                /**
                 * @description Echoed in `requestId` and `x-request-id` (1–64 characters after trimming); otherwise a UUID is made.
                 * @example req-2026-11-27-0001
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description The `bookId` from the create call.
                 * @example 0b9a7a62-4f54-4a3c-9a4b-1a2b3c4d5e6f
                 */
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
                    "ratelimit-policy": components["headers"]["IetfRateLimitPolicy"];
                    ratelimit: components["headers"]["IetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
    cancelStory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Echoed in `requestId` and `x-request-id` (1–64 characters after trimming); otherwise a UUID is made.
                 * @example req-2026-11-27-0001
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description The `bookId` from the create call.
                 * @example 0b9a7a62-4f54-4a3c-9a4b-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The book, cancelled. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "ratelimit-policy": components["headers"]["IetfRateLimitPolicy"];
                    ratelimit: components["headers"]["IetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
            /** @description A conflict: the Idempotency-Key was used with another body, or the book to cancel has ended already. Codes: `STORY_ALREADY_FINISHED`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "STORY_ALREADY_FINISHED";
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
    getWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Echoed in `requestId` and `x-request-id` (1–64 characters after trimming); otherwise a UUID is made.
                 * @example req-2026-11-27-0001
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "cache-control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecretResponse"];
                };
            };
            /** @description No key, or a malformed, unknown or revoked key. Codes: `UNAUTHORIZED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
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
            /** @description A dependency (database, queue or workflow) is unavailable; nothing was left half-done. Codes: `EXTERNAL_SERVICE_ERROR`. */
            502: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
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
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description Attempts per page (default 20).
                 * @example 20
                 */
                limit?: number;
                /**
                 * @description The previous page's `nextCursor` (opaque).
                 * @example eyJ2IjoxfQ
                 */
                cursor?: string;
                /**
                 * @description Only this book's deliveries.
                 * @example 0b9a7a62-4f54-4a3c-9a4b-1a2b3c4d5e6f
                 */
                bookId?: string;
                /**
                 * @description Only events of this type.
                 * @example story.completed
                 */
                eventType?: "story.processing" | "story.page" | "story.completed" | "story.failed";
                /**
                 * @description Only attempts that ended so.
                 * @example failed
                 */
                outcome?: "delivered" | "failed" | "stopped" | "refused";
            };
            header?: {
                /**
                 * @description Echoed in `requestId` and `x-request-id` (1–64 characters after trimming); otherwise a UUID is made.
                 * @example req-2026-11-27-0001
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the delivery log. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "ratelimit-policy": components["headers"]["IetfRateLimitPolicy"];
                    ratelimit: components["headers"]["IetfRateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveriesResponse"];
                };
            };
            /** @description Bad request: the body, a header or the id is invalid (`error.fields` names each field). Codes: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        error?: {
                            /** @enum {string} */
                            code?: "VALIDATION_ERROR" | "INVALID_CURSOR";
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
            /** @description A per-minute or per-day limit was hit; retry after `retry-after` seconds. Codes: `RATE_LIMIT_EXCEEDED`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
    replayWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Echoed in `requestId` and `x-request-id` (1–64 characters after trimming); otherwise a UUID is made.
                 * @example req-2026-11-27-0001
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description The `id` of an attempt from GET /v1/webhooks/deliveries.
                 * @example dlv_0mifa8x2c1f2e3d4c5b6a7980
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The replay is queued. */
            202: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "ratelimit-policy": components["headers"]["IetfRateLimitPolicy"];
                    ratelimit: components["headers"]["IetfRateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReplayResponse"];
                };
            };
            /** @description Bad request: the body, a header or the id is invalid (`error.fields` names each field). Codes: `VALIDATION_ERROR`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["OptionalRateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["OptionalRateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["OptionalRateLimitReset"];
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "ratelimit-policy": components["headers"]["OptionalIetfRateLimitPolicy"];
                    ratelimit: components["headers"]["OptionalIetfRateLimit"];
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
                    "application/json": {
                        openapi: string;
                        info: Record<string, never>;
                        paths: Record<string, never>;
                    };
                };
            };
            /** @description Refused before the service saw it: the firewall in front of the API blocked the request. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused before the service saw it: the API's own throttle, or the per-address limit in front of it, was hit. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            /** @description Refused before the service saw it: the firewall in front of the API blocked the request. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused before the service saw it: the API's own throttle, or the per-address limit in front of it, was hit. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getApiReferenceAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description One of the page's files.
                 * @example api-reference.js
                 */
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
    receiveStoryEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's id, the same on every attempt.
                 * @example msg_2f1c6b0e9d8a4c7b8e5f1a2b3c4d5e6f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch when this attempt was signed.
                 * @example 1795788000
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx within 5 s: delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
