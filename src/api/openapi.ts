/**
 * @module api/openapi
 * The OpenAPI 3.1 document, generated from the zod schemas (committed as openapi/openapi.json, served at /openapi.json).
 */
import type { OpenAPIObject, OperationObject, ParameterObject, PathItemObject, SchemaObject } from "openapi3-ts/oas31";
import { CardQuery, MAX_LOOKUP } from "./routes/cards.js";
import { EXAMPLE_DECK_CODE } from "./routes/decks.js";
import { ImportQuery, MAX_IMPORT_BYTES } from "./routes/import.js";
import { z } from "zod";
import { MAX_BODY_BYTES } from "./body.js";
import { CARD_CACHE_CONTROL } from "./http.js";
import { components } from "./schemas.js";
import { eitherGame, mythAlso } from "./myth-origin-schemas.js";
import { VERSION } from "./version.js";

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string, description: string) => ({ description, content: { "application/json": { schema: ref(id) } } });
const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: ref("ErrorResponse") } } });

const ERRORS = {
  "400": problem("The body is not JSON or breaks the schema; each issue has its path"),
  "404": problem("A card is unknown (with close matches)"),
  "409": problem("An action is illegal in that state (with the reason)"),
  "413": problem(`The body is larger than ${MAX_BODY_BYTES} bytes`),
  "422": problem("A card is not implemented, or the resolution exceeded the step budget (with the partial trace)"),
};

/** The card endpoints' caching (api/http.ts): ETag over the body, Cache-Control, 304 on a matching If-None-Match. */
const CACHE_HEADERS = {
  ETag: { description: "A strong tag of the body; send it back as `If-None-Match` to get 304 when nothing changed", schema: { type: "string" } },
  "Cache-Control": { description: `\`${CARD_CACHE_CONTROL}\``, schema: { type: "string" } },
} as const;
const cached200 = (id: string, description: string) => ({ ...json(id, description), headers: CACHE_HEADERS });
const NOT_MODIFIED = { "304": { description: "Not modified: `If-None-Match` names the current ETag (no body)", headers: CACHE_HEADERS } };
const IF_NONE_MATCH: ParameterObject = { name: "If-None-Match", in: "header", required: false, schema: { type: "string" }, description: "an ETag this endpoint gave before" };

function post(summary: string, description: string, request: string, response: string, example?: unknown): OperationObject {
  // Either game's body: Hearthstone's (rules absent or "hearthstone") or Myth Origin's (rules "myth-origin", whose example is on its schema).
  const body = (id: string) => (id === "CardLookupRequest" ? ref(id) : eitherGame(id, `MythOrigin${id}`));
  return {
    summary, description,
    requestBody: { required: true, content: { "application/json": { schema: body(request), ...(example ? { example } : {}) } } },
    responses: { "200": mythAlso(response), ...ERRORS },
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

/** Query parameters from a zod object of optional fields (each field's JSON schema and description). */
function queryParameters(schema: z.ZodObject): ParameterObject[] {
  return Object.entries(schema.shape).map(([name, field]) => {
    const js = z.toJSONSchema(field as z.ZodType, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
    const { description, $schema: _s, ...rest } = js;
    return { name, in: "query", schema: rest as SchemaObject, ...(description ? { description: String(description) } : {}) };
  });
}

let cached: OpenAPIObject | null = null;

export function openApiDocument(): OpenAPIObject {
  if (cached) return cached;
  const { schemas } = z.toJSONSchema(components, { uri: (id) => `#/components/schemas/${id}`, unrepresentable: "any" }) as { schemas: Record<string, SchemaObject> };
  for (const s of Object.values(schemas)) {
    delete (s as Record<string, unknown>).$schema;
    delete (s as Record<string, unknown>).$id;
  }
  const paths: Record<string, PathItemObject> = {
    "/v1/resolve": { post: post("Resolve actions", "Run the actions in order on the snapshot. Each action is one sequence (2.1: endTurn is three).", "ResolveRequest", "ResolveResponse", EXAMPLE_REQUEST) },
    "/v1/simulate": { post: post("Simulate over many seeds", "Resolve the same body under `samples` consecutive seeds and count outcomes.", "SimulateRequest", "SimulateResponse") },
    "/v1/options": { post: post("Legal actions", "The active player's legal actions (with valid targets) in the snapshot.", "OptionsRequest", "OptionsResponse") },
    "/v1/import": {
      post: {
        summary: "Import a game log",
        description: "A Power.log excerpt (`text/plain`: the `GameState.DebugPrintPower()` lines of one game, from CREATE_GAME on; with several games, the last) or an HSReplay XML file (`application/xml`) → the game as it stands at the end of the log, in the request format of /v1/resolve: each entity keeps its game entity id as `id` and gets the ref `e<id>`, so actions can name it. Stats, keywords (a Divine Shield already lost is `DIVINE_SHIELD: 0`), enchantments, secrets, mana, turn, the active player and the cards played this turn are what the log shows. Hidden cards (the opponent's hand, both decks) are unknown cards (`card: null`): they count for hand and deck size, can be drawn, discarded and picked at random, and can't be played. Skins play as their card (`cosmetics`); entities that take no part in the rules or that the card data does not know are listed in `skipped`. `?at=actions` adds every player action of the log (play, attack, hero power, end of turn) with the snapshot just before it. A body that is not a game log, or is cut short, is a 400 `invalid_log` whose issue path says where (`line 1234`).",
        parameters: queryParameters(ImportQuery),
        requestBody: { required: true, content: { "text/plain": { schema: { type: "string" } }, "application/xml": { schema: { type: "string" } } } },
        responses: { "200": json("ImportResponse", "The game as a snapshot"), "400": problem("Not a game log, or cut short (`invalid_log`, the issue's path says where), or a bad query"), "413": problem(`The body is larger than ${MAX_IMPORT_BYTES} bytes`) },
      },
    },
    "/v1/cards": {
      get: {
        summary: "Search cards",
        description: "Filters combine; matches are sorted exact id, dbfId or name first, then collectible printings (an original before its reprints), then tokens and other cards that are not collectible, then skins (hero and hero-power skins), then by name. Paginated with `offset` and `limit` (`next` is the following page's offset).",
        parameters: [...queryParameters(CardQuery), IF_NONE_MATCH],
        responses: { "200": cached200("CardList", "Matching cards"), ...NOT_MODIFIED, "400": ERRORS["400"] },
      },
    },
    "/v1/cards/{idOrName}": {
      get: {
        summary: "Look up one card",
        parameters: [{ name: "idOrName", in: "path", required: true, schema: { type: "string" }, example: "Knife Juggler", description: "id, dbfId, or exact English / Chinese name" }, IF_NONE_MATCH],
        responses: { "200": cached200("Card", "The card"), ...NOT_MODIFIED, "404": ERRORS["404"] },
      },
    },
    "/v1/cards/lookup": {
      post: {
        summary: "Look up many cards",
        description: `Up to ${MAX_LOOKUP} cards by id, dbfId or exact English / Chinese name in one request. Each query is answered with its card, or reported as not found with close matches (as the 404 of GET /v1/cards/{idOrName}); a miss is not an error.`,
        requestBody: { required: true, content: { "application/json": { schema: ref("CardLookupRequest"), example: { ids: ["NEW1_019"], dbfIds: [90], names: ["Fireball", "飞刀杂耍者", "Knife Jugler"] } } } },
        responses: { "200": json("CardLookupResponse", "One result per query"), "400": ERRORS["400"], "413": ERRORS["413"] },
      },
    },
    "/v1/decks/{code}": {
      get: {
        summary: "Decode a deck code",
        description: "A deck code (the game's deckstring) decoded: its hero and format, its cards with names in both locales, cost and count, the mana curve, how many of its cards the engine implements, and the deck-building rules it breaks. The same code works as a player's `deck` in /v1/resolve, shuffled from the seed. A code that cannot be read is a 400 `invalid_request` whose `reason` says why (not base64, not a deckstring, an unsupported version or format, cut short, unknown dbfIds with `dbfIds`).",
        parameters: [{ name: "code", in: "path", required: true, schema: { type: "string", maxLength: 1000 }, example: EXAMPLE_DECK_CODE, description: "the deck code; `/` and `+` percent-encoded or not, URL-safe `-` `_` accepted" }],
        responses: { "200": json("DeckReport", "The deck"), "400": problem("The code cannot be read (`reason`, and `dbfIds` for unknown cards)") },
      },
    },
    "/v1/sets": {
      get: {
        summary: "Card sets and coverage",
        description: "Every set with collectible cards: its English and Chinese name, how many collectible cards it has and how many the engine implements (the same numbers as docs/cards.md).",
        parameters: [IF_NONE_MATCH],
        responses: { "200": cached200("SetList", "The sets"), ...NOT_MODIFIED },
      },
    },
    "/openapi.json": { get: { summary: "This document", responses: { "200": { description: "OpenAPI 3.1" } } } },
    "/docs": { get: { summary: "Interactive documentation", responses: { "200": { description: "HTML" } } } },
    "/docs/errors": { get: { summary: "Every error code explained (what an error's RFC 9457 `type` links to)", responses: { "200": { description: "HTML" } } } },
    "/view": { get: {
      summary: "The embeddable page of a resolution (HTML)",
      description: "A self-contained HTML page (no outside asset) for an <iframe>: both boards and heroes before and after, hands as counts, the actions, the log, and the trace as a step-through (sequence, phase, step, event, queue with its order and reason). Bad input is an HTML error page with the status /v1/resolve gives. The permalink form is GET /view/{s}.",
      parameters: [
        { name: "s", in: "query", required: true, schema: { type: "string", maxLength: 16000 }, description: "the /v1/resolve body: base64url of its UTF-8 JSON, or `z.` + base64url of its deflate-raw compression (at most 256 KiB once decoded)" },
        { name: "lang", in: "query", required: false, schema: { type: "string", enum: ["enUS", "zhCN"] }, description: "the page's language; default the body's locale, else enUS" },
      ],
      responses: { "200": { description: "HTML" }, "400": { description: "HTML error page" }, "404": { description: "HTML error page (unknown card)" }, "409": { description: "HTML error page (illegal action)" }, "413": { description: "HTML error page (body too large)" }, "422": { description: "HTML error page" } },
    } },
    "/view/{s}": { get: {
      summary: "The embeddable page of a resolution: permalink form",
      parameters: [
        { name: "s", in: "path", required: true, schema: { type: "string", maxLength: 16000 }, description: "as /view's s; the page links to its z. (compressed) form" },
        { name: "lang", in: "query", required: false, schema: { type: "string", enum: ["enUS", "zhCN"] } },
      ],
      responses: { "200": { description: "HTML" }, "400": { description: "HTML error page" } },
    } },
    "/health": { get: { summary: "Liveness", responses: { "200": json("Health", "Alive") } } },
  };
  const doc: OpenAPIObject = {
    openapi: "3.1.0",
    info: {
      title: "Hearthstone rules engine",
      version: VERSION,
      description:
        "A stateless rules engine for Hearthstone after the community Advanced Rulebook: post a board snapshot and actions, get the final state, " +
        "the outcome, the full resolution trace (sequence → phase → step → event → queue → trigger) and a readable log. " +
        "Same body and seed, byte-identical response. " +
        "With `rules: \"myth-origin\"` the same endpoints play Myth Origin (神话起源) after its rules guide: timings (时机), the stack (堆叠) with numbered items " +
        "and insertion, priority, spirit, three-step combat; the request and response bodies are unions discriminated on `rules` (Myth Origin's example is on its request schema). " +
        "Any origin may call it (CORS on every response, preflights answered); a method a path does not take is 405 with `Allow`; " +
        "the card endpoints carry `ETag` and `Cache-Control` and answer 304 to a matching `If-None-Match`. " +
        "Cards: a request naming a card the engine does not implement is refused (422 unimplemented_card); coverage per set is at /v1/sets. " +
        "Random pools over the card data (\"a random 3-Cost minion\", Discover) offer only implemented cards: each such random decision " +
        "carries `leftOut`, how many cards of the game's pool were left out, so the odds differ from the game's until coverage is complete.",
    },
    paths,
    components: { schemas },
  };
  cached = doc;
  return cached;
}
