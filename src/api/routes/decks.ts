/**
 * @module api/routes/decks
 * GET /v1/decks/{code}: a deck code decoded — its hero, format and cards (names in both locales), the mana curve, how
 * many of its cards the engine implements, and the deck-building rules it breaks; a bad code is a 400 that says why.
 */
import type { Hono } from "hono";
import { z } from "zod";
import { decodeDeckCode, deckReport, MAX_CODE_LENGTH } from "../../engine/hearthstone/decks.js";
import { EngineError } from "../../engine/errors.js";
import { validate } from "../../engine/validate.js";
import { sendEngineError } from "../errors.js";
import type { Routes } from "../contract.js";
import { on } from "../route.js";

/** A deck code in the path (percent-encode `/` and `+`, or send them as they are; URL-safe `-` and `_` work too). */
export const DeckCodeParam = z.string().min(1).max(MAX_CODE_LENGTH).describe("a deck code (deckstring)");

/** A deck code tried in the docs and the README: the Basic Mage deck with Archmage Antonidas. */
export const EXAMPLE_DECK_CODE = "AAECAf0EArMBuAgOTVq7AosDvwOrBLQEywT7BJYF7AexCLwIlg0AAA==";

/** The path parameters of GET /v1/decks/{code} (api/contract.ts): validated here, documented from the same schema. */
export const DeckCodeParams = z.object({
  code: DeckCodeParam.meta({ description: "the deck code; `/` and `+` percent-encoded or not, URL-safe `-` `_` accepted", example: EXAMPLE_DECK_CODE }),
});

export function deckRoutes(app: Hono, routes: Routes): void {
  // `{.+}`: a code's `/` may come unencoded and still be part of the code.
  on(app, routes.deck, (c) => {
    try {
      const code = validate(routes.deck.request.params, { code: c.req.param("code") }).code;
      return c.json(deckReport(decodeDeckCode(code)));
    } catch (e) {
      if (e instanceof EngineError) return sendEngineError(c, e);
      throw e;
    }
  }, "{.+}");
}
