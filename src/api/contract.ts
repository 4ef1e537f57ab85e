/**
 * @module api/contract
 * Every route of the API as one definition each (`@hono/zod-openapi`'s RouteConfig, as `createRoute` takes it):
 * method, path, operationId, parameters, body, responses with their typed error codes. The route modules register
 * their handlers from these definitions and validate with the schemas they name (query and path parameters as zod
 * objects; a body by its component id, whose schema api/lazy.ts builds on first use); api/openapi.ts generates the
 * document from the same definitions with @hono/zod-openapi's generator, loaded only on GET /openapi.json.
 * Nothing here is heavy: the definitions are plain objects, and the zod schemas they hold are built at import anyway.
 */
import type { RouteConfig } from "@hono/zod-openapi";
import type { ParameterObject, ReferenceObject, ResponseObject, SchemaObject } from "openapi3-ts/oas31";
import { MAX_BODY_BYTES } from "./body.js";
import { ERROR_CODES } from "./errors.js";
import { CARD_CACHE_CONTROL } from "./http.js";
import { MAX_LOOKUP } from "./routes/cards.js";
import { MAX_IMPORT_BYTES } from "./routes/import.js";

const ref = (id: string): ReferenceObject => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string, description: string): ResponseObject => ({ description, content: { "application/json": { schema: ref(id) } } });

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * An error response: the codes this route answers with at this status, as `application/problem+json` (what the API
 * sends) and `application/json` (the same body: today's `error` object beside the RFC 9457 fields), each an
 * ErrorResponse whose `error.code` is one of them.
 */
export function problem(description: string, codes: ErrorCode[]): ResponseObject {
  const schema: SchemaObject = {
    allOf: [ref("ErrorResponse"), { type: "object", properties: { error: { type: "object", properties: { code: { type: "string", enum: codes } }, required: ["code"] } }, required: ["error"] }],
  };
  const list = codes.map((c) => `\`${c}\``).join(", ");
  return {
    description: `${description} (${list}; each explained at /docs/errors)`,
    content: { "application/problem+json": { schema }, "application/json": { schema } },
  };
}

const ENGINE_ERRORS = {
  "400": problem("The body is not JSON or breaks the schema; each issue has its path", ["invalid_json", "invalid_request"]),
  "404": problem("A card is unknown (with close matches)", ["unknown_card"]),
  "409": problem("An action is illegal in that state (with the reason)", ["illegal_action"]),
  "413": problem(`The body is larger than ${MAX_BODY_BYTES} bytes`, ["body_too_large"]),
  "422": problem("A card is not implemented, or the resolution exceeded the step budget (with the partial trace)", ["unimplemented_card", "step_budget_exceeded"]),
};

/** The card endpoints' caching (api/http.ts): ETag over the body, Cache-Control, 304 on a matching If-None-Match. */
const CACHE_HEADERS = {
  ETag: { description: "A strong tag of the body; send it back as `If-None-Match` to get 304 when nothing changed", schema: { type: "string" } },
  "Cache-Control": { description: `\`${CARD_CACHE_CONTROL}\``, schema: { type: "string" } },
} as const;
const cached200 = (id: string, description: string): ResponseObject => ({ ...json(id, description), headers: CACHE_HEADERS });
const NOT_MODIFIED: Record<string, ResponseObject> = { "304": { description: "Not modified: `If-None-Match` names the current ETag (no body)", headers: CACHE_HEADERS } };
const IF_NONE_MATCH: ParameterObject = { name: "If-None-Match", in: "header", required: false, schema: { type: "string" }, description: "an ETag this endpoint gave before" };

/**
 * A body of either game: a union told apart by `rules` (Myth Origin's schema requires `"myth-origin"`; Hearthstone's
 * takes `"hearthstone"` or nothing). No OpenAPI `discriminator` object: it needs the property required in every branch,
 * and generated clients (openapi-typescript) would then require `rules: "hearthstone"` in Hearthstone's bodies.
 */
export function eitherGame(hearthstone: string, myth: string): SchemaObject {
  return {
    oneOf: [ref(hearthstone), ref(myth)],
    description: "Hearthstone's body (`rules` absent or \"hearthstone\") or Myth Origin's (`rules`: \"myth-origin\"): `rules` tells them apart",
  };
}

/**
 * The 200 answer: Hearthstone's schema under `application/json`; the answer to a Myth Origin body (also sent as
 * `application/json`) is named by the extension `x-myth-origin-schema`. Not a union and not a second media type:
 * typed clients (openapi-fetch) would merge either into every Hearthstone answer's type.
 */
export function mythAlso(response: string): ResponseObject {
  return {
    description: `OK. The answer to a Myth Origin body (\`rules: "myth-origin"\`) is a MythOrigin${response} (see \`x-myth-origin-schema\`)`,
    content: { "application/json": { schema: ref(response) } },
    "x-myth-origin-schema": ref(`MythOrigin${response}`),
  };
}

export const EXAMPLE_REQUEST = {
  seed: 7,
  state: {
    turn: 5,
    activePlayer: 1,
    players: [
      { mana: { crystals: 10 }, board: [{ card: "NEW1_019", ref: "J" }], hand: [{ card: "CS2_231", ref: "W" }] },
      { board: [{ card: "Chillwind Yeti", ref: "Y" }] },
    ],
  },
  actions: [{ type: "play", card: "W" }],
};

/** The component id of an engine route's Hearthstone body: api/lazy.ts builds its schema (and Myth Origin's) on use. */
export type EngineBody = "ResolveRequest" | "SimulateRequest" | "OptionsRequest";

function engine(path: string, operationId: string, summary: string, description: string, request: EngineBody, response: string, example?: unknown) {
  return {
    method: "post", path, operationId, tags: ["engine"], summary, description,
    request: { body: { required: true, content: { "application/json": { schema: eitherGame(request, `MythOrigin${request}`), ...(example ? { example } : {}) } } } },
    responses: { "200": mythAlso(response), ...ENGINE_ERRORS },
    "x-body": request,
  } as const satisfies RouteConfig & { "x-body": EngineBody };
}

const HTML: ResponseObject = { description: "HTML", content: { "text/html": { schema: { type: "string" } } } };
const htmlError = (description: string): ResponseObject => ({ description, content: { "text/html": { schema: { type: "string" } } } });

export const ROUTES = {
  resolve: engine("/v1/resolve", "resolve", "Resolve actions", "Run the actions in order on the snapshot. Each action is one sequence (2.1: endTurn is three).", "ResolveRequest", "ResolveResponse", EXAMPLE_REQUEST),
  simulate: engine("/v1/simulate", "simulate", "Simulate over many seeds", "Resolve the same body under `samples` consecutive seeds and count outcomes.", "SimulateRequest", "SimulateResponse", { ...EXAMPLE_REQUEST, samples: 20 }),
  options: engine("/v1/options", "options", "Legal actions", "The active player's legal actions (with valid targets) in the snapshot.", "OptionsRequest", "OptionsResponse", { state: EXAMPLE_REQUEST.state }),
  import: {
    method: "post", path: "/v1/import", operationId: "importGameLog", tags: ["engine"],
    summary: "Import a game log",
    description: "A Power.log excerpt (`text/plain`: the `GameState.DebugPrintPower()` lines of one game, from CREATE_GAME on; with several games, the last) or an HSReplay XML file (`application/xml`) → the game as it stands at the end of the log, in the request format of /v1/resolve: each entity keeps its game entity id as `id` and gets the ref `e<id>`, so actions can name it. Stats, keywords (a Divine Shield already lost is `DIVINE_SHIELD: 0`), enchantments, secrets, mana, turn, the active player and the cards played this turn are what the log shows. Hidden cards (the opponent's hand, both decks) are unknown cards (`card: null`): they count for hand and deck size, can be drawn, discarded and picked at random, and can't be played. Skins play as their card (`cosmetics`); entities that take no part in the rules or that the card data does not know are listed in `skipped`. `?at=actions` adds every player action of the log (play, attack, hero power, end of turn) with the snapshot just before it. A body that is not a game log, or is cut short, is a 400 `invalid_log` whose issue path says where (`line 1234`).",
    request: {
      body: { required: true, content: { "text/plain": { schema: { type: "string" } }, "application/xml": { schema: { type: "string" } } } },
    },
    responses: {
      "200": json("ImportResponse", "The game as a snapshot"),
      "400": problem("Not a game log, or cut short (`invalid_log`, the issue's path says where), or a bad query", ["invalid_request", "invalid_log"]),
      "413": problem(`The body is larger than ${MAX_IMPORT_BYTES} bytes`, ["body_too_large"]),
    },
  },
  cards: {
    method: "get", path: "/v1/cards", operationId: "searchCards", tags: ["cards"],
    summary: "Search cards",
    description: "Filters combine; matches are sorted exact id, dbfId or name first, then collectible printings (an original before its reprints), then tokens and other cards that are not collectible, then skins (hero and hero-power skins), then by name. Paginated with `offset` and `limit` (`next` is the following page's offset).",
    parameters: [IF_NONE_MATCH],
    responses: { "200": cached200("CardList", "Matching cards"), ...NOT_MODIFIED, "400": problem("A query parameter breaks its schema; each issue names it", ["invalid_request"]) },
  },
  card: {
    method: "get", path: "/v1/cards/{idOrName}", operationId: "getCard", tags: ["cards"],
    summary: "Look up one card",
    parameters: [{ name: "idOrName", in: "path", required: true, schema: { type: "string" }, example: "Knife Juggler", description: "id, dbfId, or exact English / Chinese name" }, IF_NONE_MATCH],
    responses: { "200": cached200("Card", "The card"), ...NOT_MODIFIED, "404": problem("No card has that id, dbfId or name (with close matches)", ["unknown_card"]) },
  },
  lookup: {
    method: "post", path: "/v1/cards/lookup", operationId: "lookupCards", tags: ["cards"],
    summary: "Look up many cards",
    description: `Up to ${MAX_LOOKUP} cards by id, dbfId or exact English / Chinese name in one request. Each query is answered with its card, or reported as not found with close matches (as the 404 of GET /v1/cards/{idOrName}); a miss is not an error.`,
    request: { body: { required: true, content: { "application/json": { schema: ref("CardLookupRequest"), example: { ids: ["NEW1_019"], dbfIds: [90], names: ["Fireball", "飞刀杂耍者", "Knife Jugler"] } } } } },
    responses: { "200": json("CardLookupResponse", "One result per query"), "400": ENGINE_ERRORS["400"], "413": ENGINE_ERRORS["413"] },
  },
  deck: {
    method: "get", path: "/v1/decks/{code}", operationId: "decodeDeck", tags: ["decks"],
    summary: "Decode a deck code",
    description: "A deck code (the game's deckstring) decoded: its hero and format, its cards with names in both locales, cost and count, the mana curve, how many of its cards the engine implements, and the deck-building rules it breaks. The same code works as a player's `deck` in /v1/resolve, shuffled from the seed. A code that cannot be read is a 400 `invalid_request` whose `reason` says why (not base64, not a deckstring, an unsupported version or format, cut short, unknown dbfIds with `dbfIds`).",
    responses: { "200": json("DeckReport", "The deck"), "400": problem("The code cannot be read (`reason`, and `dbfIds` for unknown cards)", ["invalid_request"]) },
  },
  sets: {
    method: "get", path: "/v1/sets", operationId: "listSets", tags: ["cards"],
    summary: "Card sets and coverage",
    description: "Every set with collectible cards: its English and Chinese name, how many collectible cards it has and how many the engine implements (the same numbers as docs/cards.md).",
    parameters: [IF_NONE_MATCH],
    responses: { "200": cached200("SetList", "The sets"), ...NOT_MODIFIED },
  },
  openapi: {
    method: "get", path: "/openapi.json", operationId: "getOpenApiDocument", tags: ["documentation"],
    summary: "This document", responses: { "200": { description: "OpenAPI 3.1", content: { "application/json": { schema: { type: "object" } } } } },
  },
  docs: {
    method: "get", path: "/docs", operationId: "getDocs", tags: ["documentation"],
    summary: "Interactive documentation", responses: { "200": HTML },
  },
  errors: {
    method: "get", path: "/docs/errors", operationId: "getErrorCodes", tags: ["documentation"],
    summary: "Every error code explained (what an error's RFC 9457 `type` links to)", responses: { "200": HTML },
  },
  view: {
    method: "get", path: "/view", operationId: "viewResolution", tags: ["view"],
    summary: "The embeddable page of a resolution (HTML)",
    description: "A self-contained HTML page (no outside asset) for an <iframe>: both boards and heroes before and after, hands as counts, the actions, the log, and the trace as a step-through (sequence, phase, step, event, queue with its order and reason). Bad input is an HTML error page with the status /v1/resolve gives. The permalink form is GET /view/{s}.",
    parameters: [
      { name: "s", in: "query", required: true, schema: { type: "string", maxLength: 16000 }, description: "the /v1/resolve body: base64url of its UTF-8 JSON, or `z.` + base64url of its deflate-raw compression (at most 256 KiB once decoded)" },
      { name: "lang", in: "query", required: false, schema: { type: "string", enum: ["enUS", "zhCN"] }, description: "the page's language; default the body's locale, else enUS" },
    ],
    responses: { "200": HTML, "400": htmlError("HTML error page"), "404": htmlError("HTML error page (unknown card)"), "409": htmlError("HTML error page (illegal action)"), "413": htmlError("HTML error page (body too large)"), "422": htmlError("HTML error page") },
  },
  viewPermalink: {
    method: "get", path: "/view/{s}", operationId: "viewResolutionPermalink", tags: ["view"],
    summary: "The embeddable page of a resolution: permalink form",
    parameters: [
      { name: "s", in: "path", required: true, schema: { type: "string", maxLength: 16000 }, description: "as /view's s; the page links to its z. (compressed) form" },
      { name: "lang", in: "query", required: false, schema: { type: "string", enum: ["enUS", "zhCN"] } },
    ],
    responses: { "200": HTML, "400": htmlError("HTML error page") },
  },
  health: {
    method: "get", path: "/health", operationId: "health", tags: ["documentation"],
    summary: "Liveness", responses: { "200": json("Health", "Alive") },
  },
} as const satisfies Record<string, RouteConfig>;

export type Route = (typeof ROUTES)[keyof typeof ROUTES];

export type Routes = typeof ROUTES;
