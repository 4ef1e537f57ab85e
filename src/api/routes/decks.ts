/**
 * @module api/routes/decks
 * GET /v1/decks/{code}: a deck code decoded — its hero, format and cards (names in both locales), the mana curve, how
 * many of its cards the engine implements, and the deck-building rules it breaks; a bad code is a 400 that says why.
 */
import type { Hono } from "hono";
import { decodeDeckCode, deckReport } from "../../engine/hearthstone/decks.js";
import { EngineError } from "../../engine/errors.js";
import { validate } from "../../engine/validate.js";
import { sendEngineError } from "../errors.js";
import type { Routes } from "../contract.js";
import { loadQuerySchemas } from "../lazy.js";
import { on } from "../route.js";

/** A deck code tried in the docs and the README: the Basic Mage deck with Archmage Antonidas. */
export const EXAMPLE_DECK_CODE = "AAECAf0EArMBuAgOTVq7AosDvwOrBLQEywT7BJYF7AexCLwIlg0AAA==";

export function deckRoutes(app: Hono, routes: Routes): void {
  // `{.+}`: a code's `/` may come unencoded and still be part of the code.
  on(app, routes.deck, async (c) => {
    const { DeckCodeParams } = await loadQuerySchemas();
    try {
      const code = validate(DeckCodeParams, { code: c.req.param("code") }).code;
      return c.json(deckReport(decodeDeckCode(code)));
    } catch (e) {
      if (e instanceof EngineError) return sendEngineError(c, e);
      throw e;
    }
  }, "{.+}");
}
