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

/** A deck code in the path (percent-encode `/` and `+`, or send them as they are; URL-safe `-` and `_` work too). */
export const DeckCodeParam = z.string().min(1).max(MAX_CODE_LENGTH).describe("a deck code (deckstring)");

/** A deck code tried in the docs and the README: the Basic Mage deck with Archmage Antonidas. */
export const EXAMPLE_DECK_CODE = "AAECAf0EArMBuAgOTVq7AosDvwOrBLQEywT7BJYF7AexCLwIlg0AAA==";

export function deckRoutes(app: Hono): void {
  // `{.+}`: a code's `/` may come unencoded and still be part of the code.
  app.get("/v1/decks/:code{.+}", (c) => {
    try {
      const code = validate(z.object({ code: DeckCodeParam }), { code: c.req.param("code") }).code;
      return c.json(deckReport(decodeDeckCode(code)));
    } catch (e) {
      if (e instanceof EngineError) return sendEngineError(c, e);
      throw e;
    }
  });
}
