/**
 * The card-format addition made for Across the Timeways' "from the past" cards (rules-notes 526), used by cards a client
 * sends in a request's `cards` (the format is one format): the pool field `fromThePast`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";
import { pastCard } from "../support/past.js";

describe("client cards using fromThePast", () => {
  it("pool fromThePast — a random Beast from the past: a Wild Beast none of whose printings is in Standard", () => {
    const card = { id: "C_PAST", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "MINION", race: "BEAST", fromThePast: true }, count: 3 }] };
    for (const seed of [1, 2, 3, 4]) {
      const r = run(request([player({ hand: [{ card: "C_PAST", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [card], seed }));
      const hand = r.state.players[0].hand;
      expect(hand).toHaveLength(3);
      for (const c of hand) {
        const f = pastCard(c.card);
        expect(f?.type).toBe("MINION");
        expect(f!.races.some((t) => t === "BEAST" || t === "ALL")).toBe(true);
      }
    }
  });

  it("a card with a Standard printing is never from the past: Fireball (its Core printing is Standard) never comes, other Wild Mage Fire spells do", () => {
    const card = { id: "C_PAST_FIRE", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "SPELL", cardClass: "MAGE", spellSchool: "FIRE", fromThePast: true }, count: 5 }] };
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = run(request([player({ hand: [{ card: "C_PAST_FIRE", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [card], seed }));
      for (const c of r.state.players[0].hand) { seen.add(c.card); expect(pastCard(c.card)).toBeDefined(); }
    }
    expect([...seen].some((id) => id === "CS2_029" || id === "CORE_CS2_029")).toBe(false);
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe("client cards using group each", () => {
  it("group each — \"Give your minions each a random one of +1 Attack or +1 Health\": each its own pick", () => {
    const card = { id: "C_EACH", type: "SPELL", cost: 1, spell: [{ type: "group", of: "friendly-minions", each: true,
      do: [{ type: "choose", random: true, options: [{ effects: [{ type: "buff", to: "group", attack: 1 }] }, { effects: [{ type: "buff", to: "group", health: 1 }] }] }] }] };
    let mixed = false;
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = run(request([player({ hand: [{ card: "C_EACH", ref: "S" }], board: [{ card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_182" }] }), player({ board: [{ card: "CS2_182" }] })],
        [{ type: "play", card: "S" }], { cards: [card], seed }));
      const b = r.state.players[0].board;
      for (const m of b) expect(m.attack! + m.health!).toBe(10);
      mixed ||= new Set(b.map((m) => m.attack)).size > 1;
      expect([r.state.players[1].board[0]!.attack, r.state.players[1].board[0]!.health]).toEqual([4, 5]);
    }
    // a pick for each minion: in some seed the three minions did not all get the same one
    expect(mixed).toBe(true);
  });
});
