/**
 * The card-format additions made by w13/bands, used by cards a client sends in a request's `cards` (the format is one
 * format): the pool field `notInDeck` (rules-notes 1481).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const HOLY_LIGHT = "CS2_089"; // Paladin spell
const KINGS = "CS2_092"; // Blessing of Kings, Paladin spell

describe("client cards using the pool field notInDeck", () => {
  // "Get a random Paladin spell that isn't in your deck."
  const ODDITY = { id: "C_ODDITY", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "SPELL", cardClass: "PALADIN", notInDeck: "friendly" } }] };
  const go = (deck: string[]) =>
    run(request([player({ hand: [{ card: "C_ODDITY", ref: "O" }], deck: deck.map((card) => ({ card })) }), player()], [{ type: "play", card: "O" }], { cards: [ODDITY] }));

  it("a card of your deck is never picked; the others of the pool are candidates", () => {
    const r = go([HOLY_LIGHT, YETI]);
    const pick = r.random.find((d) => d.candidates?.includes(KINGS));
    expect(pick).toBeDefined();
    expect(pick!.candidates).not.toContain(HOLY_LIGHT);
    expect(r.state.players[0].hand.map((e) => e.card)).toEqual([pick!.chosen]);
  });

  it("without it in your deck it is a candidate again", () => {
    const r = go([YETI]);
    expect(r.random.some((d) => d.candidates?.includes(HOLY_LIGHT))).toBe(true);
  });
});
