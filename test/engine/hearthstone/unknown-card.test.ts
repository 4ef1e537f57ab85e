/**
 * The unknown card (`{ "card": null }`, written back as "UNKNOWN"): a hidden card in a hand or deck, as an imported game
 * log gives the opponent's hand and both decks. It counts for sizes, can be drawn, discarded, copied and picked at random,
 * and is never played.
 */
import { describe, expect, it } from "vitest";
import { options } from "../../../src/engine/index.js";
import { OptionsRequest } from "../../../src/engine/hearthstone/schema.js";
import { fails, player, request, run } from "../../support/engine.js";

const unknown = (n: number) => Array.from({ length: n }, () => ({ card: null }));

describe("the unknown card (card: null)", () => {
  it("loads in a hand and a deck, is written back as UNKNOWN, and the written state loads the same", () => {
    const r = run(request([player({ hand: [{ card: null, ref: "H" }], deck: unknown(2) }), player({ hand: unknown(3) })], [{ type: "endTurn" }]));
    const [p1, p2] = r.state.players;
    expect(p1.hand.map((e) => e.card)).toEqual(["UNKNOWN"]);
    expect(p1.deck).toHaveLength(2);

    expect(p2.hand.map((e) => e.card)).toEqual(["UNKNOWN", "UNKNOWN", "UNKNOWN"]);
    const again = run({ seed: 7, state: r.state, actions: [{ type: "endTurn" }] });
    // Player 1 draws the top unknown card of their deck: it counts for hand and deck size.
    expect(again.state.players[0].hand.map((e) => e.card)).toEqual(["UNKNOWN", "UNKNOWN"]);
    expect(again.state.players[0].deck).toHaveLength(1);
    expect(again.log.join(" ")).toMatch(/draws an unknown card/);
  });

  it("is drawn by a draw action", () => {
    const r = run(request([player({ deck: [{ card: null }, { card: "CS2_231" }] }), player()], [{ type: "draw", player: 1, count: 2 }]));
    expect(r.state.players[0].hand.map((e) => e.card)).toEqual(["UNKNOWN", "CS2_231"]);
  });

  it("can't be played: 409 illegal_action, and /v1/options never offers it", () => {
    const e = fails(request([player({ hand: [{ card: null, ref: "H" }] }), player()], [{ type: "play", card: "H" }]), "illegal_action");
    expect(e.message).toMatch(/unknown card/);
    fails(request([player({ hand: [{ card: null, ref: "H" }] }), player()], [{ type: "trade", card: "H" }]), "illegal_action");
    const o = options(OptionsRequest.parse({ state: { players: [player({ hand: [{ card: null }, { card: "CS2_231" }] }), player()] } }));
    expect(o.actions.filter((a) => a.type === "play")).toEqual([{ type: "play", card: "p1.hand.1" }]);
  });

  it("is discarded, and picked by a random choice among the cards in hand (Doomguard discards two random cards)", () => {
    const r = run(request([player({ hand: [{ card: "EX1_310", ref: "D" }, { card: null, ref: "U1" }, { card: null, ref: "U2" }] }), player()], [{ type: "play", card: "D" }]));
    expect(r.state.players[0].hand).toHaveLength(0);
    expect(r.state.players[0].graveyard.map((e) => e.card).sort()).toEqual(["UNKNOWN", "UNKNOWN"]);
    const picks = r.random.filter((d) => d.candidates.some((c) => typeof c === "object" && c.card === "UNKNOWN"));
    expect(picks.length).toBeGreaterThan(0);
  });

  it("is copied from the opponent's hand as an unknown card (Mind Vision; no implemented card steals from a hand)", () => {
    const r = run(request([player({ hand: [{ card: "CS2_003", ref: "MV" }] }), player({ hand: unknown(2) })], [{ type: "play", card: "MV" }]));
    expect(r.state.players[0].hand.map((e) => e.card)).toEqual(["UNKNOWN"]);
    expect(r.state.players[1].hand).toHaveLength(2);
  });

  it("counts for hand size: a full hand of unknown cards burns the card drawn", () => {
    const r = run(request([player({ hand: unknown(10), deck: [{ card: "CS2_231" }] }), player()], [{ type: "draw", player: 1 }]));
    expect(r.state.players[0].hand).toHaveLength(10);
    expect(r.state.players[0].graveyard.map((e) => e.card)).toEqual(["CS2_231"]);
  });

  it("has no place in play: on the board it is a 400 that says where", () => {
    const e = fails(request([player({ board: [{ card: null }] }), player()], [{ type: "endTurn" }]), "invalid_request");
    expect(e.issues[0]!.path).toBe("state.players[0].board[0].card");
  });
});
