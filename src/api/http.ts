/**
 * @module api/http
 * What a browser and a cache expect of every answer: CORS (any origin may call the API; preflights are answered),
 * 405 with `Allow` for a method a known path does not take, and `ETag` / `Cache-Control` on the card endpoints
 * (their answers change only with a new deployment of the card library), with 304 on a matching `If-None-Match`.
 */
import type { Hono, MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import { methodNotAllowed } from "hono/method-not-allowed";
import { sendError } from "./errors.js";

/** Headers a script on another origin may read (beyond the CORS-safelisted ones). */
export const EXPOSED_HEADERS = ["ETag", "Allow", "Content-Length"];

/** How long a client or cache may reuse a card answer before revalidating it with its ETag. */
export const CARD_CACHE_CONTROL = "public, max-age=3600";

/** The routes the card middleware applies to (Hono path patterns). */
export const CARD_PATHS = ["/v1/cards/*", "/v1/sets"] as const; // "/v1/cards/*" covers "/v1/cards" too

/** CORS for every response, registered before every route so it also covers 404s, 405s and errors. */
export function corsMiddleware(): MiddlewareHandler {
  return cors({
    origin: "*",
    allowMethods: ["GET", "HEAD", "POST", "OPTIONS"],
    // No allowHeaders: a preflight's Access-Control-Request-Headers are allowed as asked (content-type, if-none-match …).
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 86_400,
  });
}

/** 405 in the error format, with `Allow`, for a path that exists under other methods. */
export function methodNotAllowedMiddleware(app: Hono): MiddlewareHandler {
  return methodNotAllowed({
    app,
    onMethodNotAllowed: (c, methods) => {
      const allow = [...methods, "OPTIONS"].join(", ");
      const res = sendError(c, 405, "method_not_allowed", `${c.req.method} is not allowed on ${c.req.path}; it takes ${allow}`, [
        { path: "(method)", message: `one of ${allow}` },
      ]);
      res.headers.set("Allow", allow);
      return res;
    },
  });
}

/** `Cache-Control` on a successful card answer, then `ETag` over its body and 304 when the client already has it. */
export function cardCaching(app: Hono): void {
  // A 304 keeps only some headers; the CORS ones must stay so a script can read it too.
  const retainedHeaders = [...RETAINED_304_HEADERS, "access-control-allow-origin", "access-control-expose-headers"];
  const cacheControl: MiddlewareHandler = async (c, next) => {
    await next();
    // GET and HEAD only: POST /v1/cards/lookup answers one request, not a resource.
    if (c.res.status === 200 && (c.req.method === "GET" || c.req.method === "HEAD")) c.res.headers.set("Cache-Control", CARD_CACHE_CONTROL);
  };
  for (const path of CARD_PATHS) {
    app.use(path, etag({ retainedHeaders }));
    app.use(path, cacheControl);
  }
}
