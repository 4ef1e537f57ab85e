/**
 * @module api/app
 * The Hono app: routes, the 404 and error handlers. Stateless: nothing survives a request but
 * immutable caches (card facts, compiled built-in cards, the OpenAPI document).
 */
import { Hono } from "hono";
import { DOCS_HTML } from "./docs.js";
import { sendError } from "./errors.js";
import { openApiDocument } from "./openapi.js";
import { cardRoutes } from "./routes/cards.js";
import { deckRoutes } from "./routes/decks.js";
import { engineRoutes } from "./routes/engine.js";
import { NAME, VERSION } from "./version.js";

export function createApp(): Hono {
  const app = new Hono();
  app.get("/health", (c) => c.json({ ok: true, name: NAME, version: VERSION }));
  app.get("/openapi.json", (c) => c.json(openApiDocument()));
  app.get("/docs", (c) => c.html(DOCS_HTML));
  app.get("/", (c) => c.redirect("/docs"));
  engineRoutes(app);
  cardRoutes(app);
  deckRoutes(app);
  app.notFound((c) => sendError(c, 404, "not_found", `no route ${c.req.method} ${c.req.path}; see /docs`));
  app.onError((err, c) => {
    // A bug, not the client's fault; still JSON, and the message says where to report it.
    console.error(err);
    return sendError(c, 500, "internal_error", "the engine failed unexpectedly; please report the request body");
  });
  return app;
}

export const app = createApp();
