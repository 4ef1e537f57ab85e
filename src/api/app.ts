/**
 * @module api/app
 * The Hono app: routes, the 404 and error handlers. Stateless: nothing survives a request but
 * immutable caches (card facts, compiled built-in cards, the OpenAPI document).
 */
// hono/quick: the same Hono with SmartRouter(LinearRouter, TrieRouter) instead of (RegExpRouter, TrieRouter), Hono's
// preset for an app that starts often: the RegExpRouter compiles every route into one expression on the first request,
// about 1.4 ms of a cold start (bench/README.md, w5/cold); matching a path against this app's few routes in turn costs
// next to nothing.
import { Hono } from "hono/quick";
import { DOCS_HTML, DOCS_UI } from "./docs.js";
import { errorsPage, sendError } from "./errors.js";
import { cardCaching, corsMiddleware, methodNotAllowedMiddleware } from "./http.js";
import { ROUTES } from "./contract.js";
import { loadOpenApi } from "./lazy.js";
import { on } from "./route.js";
import { cardRoutes } from "./routes/cards.js";
import { deckRoutes } from "./routes/decks.js";
import { engineRoutes } from "./routes/engine.js";
import { importRoutes } from "./routes/import.js";
import { viewRoutes } from "./routes/view.js";
import { NAME, VERSION } from "./version.js";

export function createApp(): Hono {
  const app = new Hono();
  // First, so every answer (404, 405, errors, 304) carries them; OPTIONS preflights are answered here.
  app.use("*", corsMiddleware());
  app.use("*", methodNotAllowedMiddleware(app));
  cardCaching(app);
  on(app, ROUTES.health, (c) => c.json({ ok: true, name: NAME, version: VERSION }));
  // The document and the generator (@hono/zod-openapi) load on the first request for it (cold start).
  on(app, ROUTES.openapi, async (c) => c.json((await loadOpenApi()).openApiDocument()));
  on(app, ROUTES.docs, (c) => c.html(DOCS_HTML));
  on(app, ROUTES.errors, (c) => c.html(errorsPage()));
  // The viewer's files are static assets, answered before the Worker runs; a request that still reaches the Worker
  // (a caller of its fetch handler, as the tests are) is passed to the assets binding.
  app.get(`${DOCS_UI}/*`, (c) => {
    const assets = (c.env as { ASSETS?: { fetch: (r: Request) => Promise<Response> } } | undefined)?.ASSETS;
    return assets ? assets.fetch(c.req.raw) : sendError(c, 404, "not_found", `no route ${c.req.method} ${c.req.path}; see /docs`);
  });
  app.get("/", (c) => c.redirect("/docs"));
  engineRoutes(app, ROUTES);
  cardRoutes(app, ROUTES);
  deckRoutes(app, ROUTES);
  importRoutes(app, ROUTES);
  viewRoutes(app, ROUTES);
  app.notFound((c) => sendError(c, 404, "not_found", `no route ${c.req.method} ${c.req.path}; see /docs`));
  app.onError((err, c) => {
    // A bug, not the client's fault; still JSON, and the message says where to report it.
    console.error(err);
    return sendError(c, 500, "internal_error", "the engine failed unexpectedly; please report the request body");
  });
  return app;
}

export const app = createApp();
