/**
 * @module api/lazy
 * What the API builds on first use rather than at import (cold start, issue 13): Myth Origin (its engine and request
 * schemas) for the first body with `rules: "myth-origin"`, the card format's schemas for the first body with `cards`,
 * the OpenAPI document for the first GET /openapi.json. Each is a module reached only through `import()`, which
 * esbuild (wrangler's bundler) leaves unevaluated until it is called; the promise is kept, so it loads once.
 */
import type { z } from "zod";
import { hasCards, RequestsWithoutCards } from "../engine/hearthstone/snapshot-schema.js";

let myth: Promise<typeof import("./myth-origin.js")> | undefined;
/** Myth Origin's engine and request schemas. */
export const loadMythOrigin = () => (myth ??= import("./myth-origin.js"));

let requests: Promise<typeof import("../engine/hearthstone/schema.js")> | undefined;
/** Hearthstone's whole request schema, with the card format (CardDefinition …). */
export const loadRequestSchemas = () => (requests ??= import("../engine/hearthstone/schema.js"));

let openapi: Promise<typeof import("./openapi.js")> | undefined;
/** The OpenAPI document's module (the response schemas and the generator). */
export const loadOpenApi = () => (openapi ??= import("./openapi.js"));

export const isMythOrigin = (json: unknown): boolean =>
  !!json && typeof json === "object" && (json as { rules?: unknown }).rules === "myth-origin";

type RequestKind = "ResolveRequest" | "SimulateRequest" | "OptionsRequest";

/**
 * The schema that validates a Hearthstone body of this kind: the whole request schema when the body has `cards`,
 * else the one without the card format (which answers such a body exactly as the whole one would).
 */
export async function hearthstoneSchema(kind: RequestKind, json: unknown): Promise<z.ZodType> {
  return hasCards(json) ? (await loadRequestSchemas())[kind] : RequestsWithoutCards[kind];
}
