/**
 * @module api/route
 * Registering a handler from its route definition (api/contract.ts): the definition's method and path.
 */
import type { Handler, Hono } from "hono";

/** Hono's path for a definition's (`/v1/cards/{idOrName}` → `/v1/cards/:idOrName`), `pattern` appended to its parameter. */
export const honoPath = (r: { path: string }, pattern = "") => r.path.replace(/\{([^}]+)\}/g, `:$1${pattern}`);

/** Register a definition's handler under its method and path. */
export function on(app: Hono, r: { method: string; path: string }, handler: Handler, pattern = ""): void {
  app.on(r.method.toUpperCase(), honoPath(r, pattern), handler);
}
