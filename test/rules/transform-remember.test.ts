/**
 * `transform` with `enchantment` and `rememberOriginal` (Cataclysm's Ascendance: "They summon the originals when they die").
 * Client cards use them (the format is one format).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

/** "Transform a minion into a 1/1 Whelp. When it dies, it comes back." */
const CURSE = { id: "C_CURSE", type: "SPELL", cost: 1, target: { type: "minion" },
  spell: [{ type: "transform", to: "target", card: "ds1_whelptoken", enchantment: "C_CURSE_E", rememberOriginal: true }] };
const CURSE_E = { id: "C_CURSE_E", type: "ENCHANTMENT", deathrattle: [{ type: "summonRemembered", enchantment: "C_CURSE_E" }] };

describe("transform with a remembering enchantment", () => {
  it("the Whelp carries the enchantment; when it dies the original minion comes back for its controller", () => {
    const body = (actions: unknown[]) => request([player({ hand: [{ card: CURSE.id, ref: "C" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "C", target: "Y" }, ...actions] as never, { cards: [CURSE, CURSE_E] });
    const r = run(body([]));
    const y = r.state.players[1]!.board[0]!;
    expect(y.card).toBe("ds1_whelptoken");
    expect(y.enchantments?.map((en) => en.card)).toEqual(["C_CURSE_E"]);
    const r2 = run(body([{ type: "destroy", target: "Y" }]));
    expect(r2.state.players[1]!.board.map((m) => m.card)).toEqual(["CS2_182"]);
    expect(r2.state.players[0]!.board).toHaveLength(0);
  });
});

describe("an enchantment that remembers a card that is not a minion", () => {
  // Gemstone Hoarder (CATA_897) remembers the card it discarded, a spell here: its output state must load again.
  it("is part of the snapshot (written, loaded back, and the Deathrattle still returns the spell)", () => {
    const first = run(request([player({ hand: [{ card: "CATA_897", ref: "H" }, { card: "CS2_029", ref: "F" }] }), player()],
      [{ type: "play", card: "H", target: "F" }] as never));
    const hoarder = first.state.players[0]!.board[0]!;
    expect(hoarder.enchantments?.map((en) => en.remembers)).toEqual(["CS2_029"]);
    const again = run({ seed: 1, state: first.state, actions: [{ type: "destroy", target: hoarder.ref ?? "p1.board.0" }] });
    expect(again.state.players[0]!.hand.map((c) => [c.card, c.cost])).toEqual([["CS2_029", 3]]);
  });

  it("summonRemembered summons nothing for it (only a remembered minion can be summoned)", () => {
    const E = { id: "C_MEMORY", type: "ENCHANTMENT", deathrattle: [{ type: "summonRemembered", enchantment: "C_MEMORY" }] };
    const r = run(request([player({ board: [{ card: "CS2_231", ref: "W", enchantments: [{ card: "C_MEMORY", remembers: "CS2_029" }] }] }), player()],
      [{ type: "destroy", target: "W" }] as never, { cards: [E] }));
    expect(r.state.players[0]!.board).toHaveLength(0);
    expect(r.state.players[0]!.graveyard.map((c) => c.card)).toEqual(["CS2_231"]);
  });
});
