/**
 * Mechanisms built for Across the Timeways (TIME_TRAVEL) cards, each sent as a client's own card: pool fields
 * `classOnly` and `rewind`.
 */
import { describe, expect, it } from "vitest";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import { player, request, run } from "../support/engine.js";

describe("pool fields classOnly and rewind (client cards)", () => {
  it("classOnly: spells of the hero's class only, no neutral one; the pick is recorded", () => {
    const card = { id: "MY_CLASS_SCHOLAR", type: "MINION", cost: 1, attack: 1, health: 1,
      battlecry: [{ type: "addCard", pool: { type: "SPELL", classOnly: true } }] };
    const r = run(request([player({ hero: { card: "HERO_05" }, hand: [{ card: "MY_CLASS_SCHOLAR", ref: "X" }] }), player()],
      [{ type: "play", card: "X" }], { cards: [card] }));
    const pick = r.random.find((d) => (d.candidates as string[]).length > 5)!;
    const ids = pick.candidates as string[];
    for (const id of ids) {
      expect(builtInCard(id)!.facts.cardClass).toBe("HUNTER");
      expect(builtInCard(id)!.type).toBe("SPELL");
    }
    expect(r.state.players[0]!.hand).toHaveLength(1);
    expect(ids).toContain(r.state.players[0]!.hand[0]!.card);
  });
  it("rewind: only the library's Rewind cards (a definition with `rewind: true`)", () => {
    const machine = { id: "MY_MACHINE", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "CARD", rewind: true } }] };
    const r = run(request([player({ hand: [{ card: "MY_MACHINE", ref: "X" }] }), player()], [{ type: "play", card: "X" }], { cards: [machine] }));
    const ids = r.random[0]!.candidates as string[];
    expect(ids).toContain("TIME_004");
    expect(ids).toContain("TIME_002");
    expect(ids).not.toContain("TIME_035");
    for (const id of ids) expect(builtInCard(id)!.def?.rewind).toBe(true);
    expect(ids).toContain(r.state.players[0]!.hand[0]!.card);
  });
});

describe("selector { all: \"added\" } (client card)", () => {
  it("the cards the text's last addCard added: Armor equal to the Beast's Attack", () => {
    const card = { id: "MY_KEEPER", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { race: "BEAST" } },
      { type: "armor", amount: { stat: "attack", of: { all: "added" } } }] };
    for (const seed of [1, 2, 3]) {
      const r = run(request([player({ hand: [{ card: "MY_KEEPER", ref: "X" }, { card: "CS2_182" }] }), player()], [{ type: "play", card: "X" }], { cards: [card], seed }));
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(2);
      expect(builtInCard(hand[1]!.card)!.facts.races.some((x) => x === "BEAST" || x === "ALL")).toBe(true);
      expect(r.state.players[0]!.hero.armor ?? 0).toBe(hand[1]!.attack);
    }
  });
});
