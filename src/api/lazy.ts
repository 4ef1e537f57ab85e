/**
 * @module api/lazy
 * What the API builds on first use rather than at import (cold start, issue 13): Myth Origin (its engine and request
 * schemas) for the first body with `rules: "myth-origin"`, the card format's schemas for the first body with `cards`,
 * the OpenAPI document for the first GET /openapi.json. Each is a module reached only through `import()`, which
 * esbuild (wrangler's bundler) leaves unevaluated until it is called; the promise is kept, so it loads once.
 */
import type { z } from "zod";

let myth: Promise<typeof import("./myth-origin.js")> | undefined;
/** Myth Origin's engine and request schemas. */
export const loadMythOrigin = () => (myth ??= import("./myth-origin.js"));

let withoutCards: Promise<typeof import("../engine/hearthstone/snapshot-schema.js")> | undefined;
/**
 * The snapshot and action schemas and the requests without the card format: zod runs only for a body the check without
 * zod (hearthstone/request-check.ts) is not sure of, so they too are built on first use.
 */
export const loadSnapshotSchemas = () => (withoutCards ??= import("../engine/hearthstone/snapshot-schema.js"));

let requests: Promise<typeof import("../engine/hearthstone/schema.js")> | undefined;
/** Hearthstone's whole request schema, with the card format (CardDefinition …). */
export const loadRequestSchemas = () => (requests ??= import("../engine/hearthstone/schema.js"));

let querySchemas: Promise<typeof import("./query-schemas.js")> | undefined;
/** The card, deck and import endpoints' parameter schemas and the card lookup's body schema (zod). */
export const loadQuerySchemas = () => (querySchemas ??= import("./query-schemas.js"));

let openapi: Promise<typeof import("./openapi.js")> | undefined;
/** The OpenAPI document's module (the response schemas and the generator). */
export const loadOpenApi = () => (openapi ??= import("./openapi.js"));

export const isMythOrigin = (json: unknown): boolean =>
  !!json && typeof json === "object" && (json as { rules?: unknown }).rules === "myth-origin";

/** Whether a body's `cards` needs the card format's schema: anything but absent or `[]`. */
export const hasCards = (json: unknown): boolean => {
  if (!json || typeof json !== "object" || Array.isArray(json)) return false;
  const cards = (json as { cards?: unknown }).cards;
  return cards !== undefined && !(Array.isArray(cards) && cards.length === 0);
};

type RequestKind = "ResolveRequest" | "SimulateRequest" | "OptionsRequest";

/**
 * The schema that validates a Hearthstone body of this kind: the whole request schema when the body has `cards`,
 * else the one without the card format (which answers such a body exactly as the whole one would).
 */
export async function hearthstoneSchema(kind: RequestKind, json: unknown): Promise<z.ZodType> {
  return hasCards(json) ? (await loadRequestSchemas())[kind] : (await loadSnapshotSchemas()).RequestsWithoutCards[kind];
}
