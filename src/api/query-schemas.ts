/**
 * @module api/query-schemas
 * The zod schemas of the card, deck and import endpoints' query and path parameters and of the card lookup's body:
 * what they validate with, and what the OpenAPI document (api/openapi.ts) documents them from. Loaded on first use
 * (api/lazy.ts), so zod is not evaluated at start-up (cold start, issue 13).
 */
import { z } from "zod";
import { MAX_CODE_LENGTH } from "../engine/hearthstone/decks.js";
import { MAX_LOOKUP } from "./routes/cards.js";
import { EXAMPLE_DECK_CODE } from "./routes/decks.js";

const RARITIES = ["FREE", "COMMON", "RARE", "EPIC", "LEGENDARY"] as const;
const bool = z.enum(["true", "false"]).transform((v) => v === "true");
const upper = z.string().trim().min(1).max(64).transform((v) => v.toUpperCase());

/** The query of GET /v1/cards (query values are strings; numbers and booleans are parsed here). */
export const CardQuery = z.object({
  q: z.string().max(100).optional().describe("part of an id, English or Chinese name (case-insensitive), or a dbfId (digits: that card)"),
  locale: z.enum(["enUS", "zhCN"]).optional().describe("the language names are sorted by"),
  set: upper.optional().describe("a set code such as EXPERT1 (see /v1/sets)"),
  class: upper.optional().describe("a class such as MAGE or NEUTRAL"),
  type: upper.optional().describe("MINION, SPELL, WEAPON, HERO, HERO_POWER, ENCHANTMENT, LOCATION"),
  cost: z.string().regex(/^\d{1,2}\+?$/, "a cost such as 3, or 7+ for 7 or more").optional().describe("the card's cost: 3, or 7+ for 7 or more"),
  rarity: upper.pipe(z.enum(RARITIES)).optional()
    .describe("FREE, COMMON, RARE, EPIC or LEGENDARY (any case)"),
  implemented: bool.optional().describe("only cards the engine implements (true) or not (false)"),
  collectible: bool.optional().describe("only collectible cards (true) or not (false)"),
  limit: z.coerce.number().int().min(1).max(100).optional().describe("page size, default 20"),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().describe("how many matches to skip, default 0"),
}).strict();
export type CardQuery = z.infer<typeof CardQuery>;

/** The body of POST /v1/cards/lookup. */
export const CardLookupRequest = z.object({
  ids: z.array(z.string().min(1).max(100)).max(MAX_LOOKUP).optional().describe("card ids, exactly as the card data spells them (NEW1_019)"),
  dbfIds: z.array(z.number().int().min(1)).max(MAX_LOOKUP).optional().describe("dbfIds (1073)"),
  names: z.array(z.string().min(1).max(100)).max(MAX_LOOKUP).optional()
    .describe("exact English or Chinese names, case-insensitive (\"Knife Juggler\", \"飞刀杂耍者\"); a name shared by several cards picks as GET /v1/cards/{idOrName} does"),
}).strict().refine((b) => (b.ids?.length ?? 0) + (b.dbfIds?.length ?? 0) + (b.names?.length ?? 0) > 0, { message: "give at least one of ids, dbfIds, names" })
  .refine((b) => (b.ids?.length ?? 0) + (b.dbfIds?.length ?? 0) + (b.names?.length ?? 0) <= MAX_LOOKUP, { message: `at most ${MAX_LOOKUP} cards in all` });
export type CardLookupRequest = z.infer<typeof CardLookupRequest>;

/** A deck code in the path (percent-encode `/` and `+`, or send them as they are; URL-safe `-` and `_` work too). */
export const DeckCodeParam = z.string().min(1).max(MAX_CODE_LENGTH).describe("a deck code (deckstring)");

/** The path parameters of GET /v1/decks/{code} (api/contract.ts): validated here, documented from the same schema. */
export const DeckCodeParams = z.object({
  code: DeckCodeParam.meta({ description: "the deck code; `/` and `+` percent-encoded or not, URL-safe `-` `_` accepted", example: EXAMPLE_DECK_CODE }),
});

export const ImportQuery = z.object({
  at: z.enum(["end", "actions"]).optional().describe("end (default): the game at the end of the log; actions: also the snapshot just before each player action"),
  format: z.enum(["power.log", "hsreplay"]).optional().describe("the log's format; default from the Content-Type (text/plain: Power.log, application/xml or text/xml: HSReplay), else from the body"),
});
