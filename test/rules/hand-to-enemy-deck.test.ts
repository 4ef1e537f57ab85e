/**
 * `shuffleFromHand` with `top` and `player: "enemy"` (a card of your hand put on top of your opponent's deck), and the
 * card a pool `discover` took as `{ all: "added" }`: client cards that use them.
 */
import { describe, expect, it } from "vitest";
import { events, run } from "../support/engine.js";

const GIFT = { id: "MY_GIFT", type: "SPELL", cost: 1, spell: [{ type: "shuffleFromHand", to: { random: { all: "hand", side: "friendly" } }, top: true, player: "enemy" }] };
const SEER = { id: "MY_SEER", type: "SPELL", cost: 1, spell: [{ type: "discover", from: { type: "MINION", cost: 1 } }, { type: "shuffleFromHand", to: { all: "added" }, top: true }] };

describe("a card of your hand onto a deck's top", () => {
  it("a client card puts a card of your hand on top of your opponent's deck: it is theirs, keeps its states, and they draw it", () => {
    const r = run({ cards: [GIFT], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_GIFT", ref: "G" }, { card: "CS2_182", ref: "Y", enchantments: [{ card: "CS2_092e" }] }] },
      { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }] }, actions: [{ type: "play", card: "G" }, { type: "endTurn" }] });
    expect(r.state.players[0]!.hand).toEqual([]);
    const drawn = r.state.players[1]!.hand;
    expect(drawn.map((c) => c.card)).toEqual(["CS2_182"]);
    expect((drawn[0]!.enchantments ?? []).map((en) => en.card)).toEqual(["CS2_092e"]);
  });
  it("a client card Discovers a minion and puts it on top of your own deck: you draw it next", () => {
    const r = run({ cards: [SEER], choices: [0], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_SEER", ref: "S" }], deck: [{ card: "CS2_182" }] }, { deck: [{ card: "CS2_231" }] }] },
      actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }] });
    const chosen = (events(r, "discover")[0] as unknown as { chosen: string }).chosen;
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([chosen]);
    expect(r.state.players[0]!.deck.map((c) => c.card)).toEqual(["CS2_182"]);
  });
});
