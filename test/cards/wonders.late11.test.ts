/** Caverns of Time (WONDERS): cards whose steps the format already had (w11/late-a). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import type { ResolveResult } from "../../src/engine/index.js";
import { SPARE_PARTS } from "../../src/engine/hearthstone/cards/sets/gvg.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const FIREBALL = "CS2_029";
const MOONFIRE = "CS2_008"; // 0-Cost: 1 damage
const OPPONENTS_TURN = { turn: 6, activePlayer: 2 };

describe("Caverns of Time (late11)", () => {
  describeCard("WON_330", () => {
    cardCase("WON_330", {
      does: "Battlecry: 2 Health restored to your hero for each enemy minion (3 minions: 6)",
      p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "WON_330", ref: "C" }], board: [{ card: WISP }] },
      p2: { board: [{ card: WISP }, { card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.hero.health": 26, "p2.hero.health": 30, "C.zone": "board" },
    });
    cardCase("WON_330", {
      does: "no enemy minion: nothing restored (your own minions do not count)",
      p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "WON_330", ref: "C" }], board: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.hero.health": 20 },
    });
  });

  describeCard("WON_115", () => {
    cardCase("WON_115", {
      does: "2 Spare Parts to your hand, two 1/1 Boom Bots summoned, a Bomb shuffled into the opponent's deck",
      p1: { hand: [{ card: "WON_115", ref: "B" }] },
      p2: { deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board": ["GVG_110t", "GVG_110t"], "p1.board.0.attack": 1, "p1.board.0.health": 1, "p1.hand.length": 2, "p1.deck": [],
        "p2.deck.length": 2, "p2.hand": [] },
      check: (r) => {
        for (const c of r.state.players[0].hand) expect(SPARE_PARTS).toContain(c.card);
        expect(r.state.players[1].deck.map((c) => c.card).sort()).toEqual(["BOT_511t", YETI].sort());
      },
    });
  });

  describeCard("BOT_511t", () => {
    cardCase("BOT_511t", {
      does: "Bomb: drawn, it explodes for 5 damage to its owner's hero (no Spell Damage), then they draw a card",
      state: OPPONENTS_TURN,
      p1: { deck: [{ card: "BOT_511t", ref: "B" }, { card: YETI, ref: "Y" }], board: [{ card: "CS2_197" }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.hero.health": 25, "p2.hero.health": 30, "p1.hand": [YETI], "B.zone": "graveyard" },
    });
  });

  const oneCostSummons = (n: number) => (r: ResolveResult) => {
    const board = r.state.players[0].board;
    expect(board.length).toBe(n + 1);
    for (const m of board.slice(1)) expect([factsById(m.card)!.type, factsById(m.card)!.cost]).toEqual(["MINION", 1]);
  };
  describeCard("WON_143", () => {
    cardCase("WON_143", {
      does: "Inspire: after you use your Hero Power, a random 1-Cost minion",
      p1: { hero: { card: "HERO_01" }, board: [{ card: "WON_143", ref: "A" }] },
      actions: [{ type: "heroPower" }],
      check: oneCostSummons(1),
    });
    cardCase("WON_143", {
      does: "Spellburst: after your first spell only",
      p1: { board: [{ card: "WON_143", ref: "A" }], hand: [{ card: MOONFIRE, ref: "M" }, { card: MOONFIRE, ref: "N" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "N", target: "p2.hero" }],
      expect: { "p2.hero.health": 28 },
      check: oneCostSummons(1),
    });
    cardCase("WON_143", {
      does: "Frenzy: hit and surviving on the opponent's turn (their minion's death there is no Overkill)",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "WON_143", ref: "A" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "W", defender: "A" }],
      expect: { "A.health": 3, "W.zone": "graveyard" },
      check: oneCostSummons(1),
    });
    cardCase("WON_143", {
      does: "Honorable Kill: its attack leaves a 0/2 at exactly 0 (no damage back: no Frenzy)",
      p1: { board: [{ card: "WON_143", ref: "A" }] },
      p2: { board: [{ card: "GVG_093", ref: "D" }] },
      actions: [{ type: "attack", attacker: "A", defender: "D" }],
      expect: { "D.zone": "graveyard", "A.health": 4 },
      check: oneCostSummons(1),
    });
    cardCase("WON_143", {
      does: "Overkill: its attack leaves a 0/1 below 0",
      p1: { board: [{ card: "WON_143", ref: "A" }] },
      p2: { board: [{ card: "GVG_093", ref: "D", health: 1 }] },
      actions: [{ type: "attack", attacker: "A", defender: "D" }],
      expect: { "D.zone": "graveyard", "A.health": 4 },
      check: oneCostSummons(1),
    });
  });

  const imposterCases = (id: string, cost: number, keyword: string) => {
    cardCase(id, {
      does: `at the start of your turn it becomes a random ${cost}-Cost minion that gains its keyword, and keeps shifting`,
      state: OPPONENTS_TURN,
      p1: { hand: [{ card: id, ref: "S" }], deck: [{ card: FIREBALL }, { card: FIREBALL }] },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        const s = r.state.players[0].hand.find((c) => c.ref === "S")!;
        const f = factsById(s.card)!;
        expect([f.type, f.cost, s.card === id]).toEqual(["MINION", cost, false]);
        expect((s.enchantments ?? []).map((e) => e.card)).toEqual([`${id}e`, `${id}e2`]);
        expect((s as { seen?: Record<string, number> }).seen?.[keyword]).toBeGreaterThanOrEqual(1);
      },
    });
    cardCase(id, {
      does: "shifted, it shifts again at your next turn's start (not at the opponent's)",
      state: OPPONENTS_TURN,
      p1: { hand: [{ card: id, ref: "S" }], deck: [{ card: FIREBALL }, { card: FIREBALL }, { card: FIREBALL }] },
      p2: { deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "events.transform": 2 },
      check: (r) => {
        const s = r.state.players[0].hand.find((c) => c.ref === "S")!;
        expect(factsById(s.card)!.cost).toBe(cost);
        expect((s.enchantments ?? []).map((e) => e.card)).toEqual([`${id}e`, `${id}e2`]);
      },
    });
  };
  describeCard("WON_039", () => imposterCases("WON_039", 2, "SPELLPOWER"));
  describeCard("WON_026", () => imposterCases("WON_026", 3, "POISONOUS"));
  describeCard("WON_077", () => imposterCases("WON_077", 4, "STEALTH"));
});
