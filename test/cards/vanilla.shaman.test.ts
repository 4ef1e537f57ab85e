/**
 * Behaviour tests of the VANILLA (the 2021 Classic format's original texts) Shaman cards whose text differs from today's
 * card (test/support/cards.ts). Reprints with today's text play as today's card and are tested in its set's file.
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, player, request, run } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

// Ancestral Spirit (Classic): "Choose a minion. When that minion is destroyed, return it to the battlefield."
cardCase("VAN_CS2_038", {
  does: "destroyed, it comes back fresh (full Health, no enchantments) where it stood",
  p1: { hand: [{ card: "VAN_CS2_038", ref: "AS" }, { card: "CS2_029", ref: "FB" }], board: [{ card: "CS2_231", ref: "L" }, { card: "CS2_182", ref: "Y", health: 3 }, { card: "CS2_231", ref: "R" }] },
  actions: [{ type: "play", card: "AS", target: "Y" }, { type: "play", card: "FB", target: "Y" }],
  expect: { "Y.zone": "graveyard", "p1.board": ["CS2_231", "CS2_182", "CS2_231"], "p1.board.1.health": 5, "p1.board.1.enchantments": undefined, "events.summon": 1 },
});
cardCase("VAN_CS2_038", {
  does: "an enemy minion returns to the enemy's side; the copy comes back only once",
  p1: { hand: [{ card: "VAN_CS2_038", ref: "AS" }, { card: "EX1_400", ref: "WW" }, { card: "EX1_400", ref: "WW2" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "AS", target: "E" }, { type: "play", card: "WW" }],
  expect: { "E.zone": "graveyard", "p2.board": ["CS2_231"], "p1.board": [], "events.summon": 1 },
});
cardCase("VAN_CS2_038", {
  does: "silenced first: it stays dead",
  p1: { hand: [{ card: "VAN_CS2_038", ref: "AS" }, { card: "EX1_332", ref: "SI" }, { card: "CS2_029", ref: "FB" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "AS", target: "Y" }, { type: "play", card: "SI", target: "Y" }, { type: "play", card: "FB", target: "Y" }],
  expect: { "p1.board": [], "events.summon": 0 },
});
cardCase("VAN_CS2_038", {
  does: "a minion is needed, not a hero",
  p1: { hand: [{ card: "VAN_CS2_038", ref: "AS" }], board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "AS", target: "p2.hero" }],
  error: "illegal_action",
});

// Feral Spirit (Classic): "Summon two 2/3 Spirit Wolves with Taunt. Overload: (2)"
cardCase("VAN_EX1_248", {
  does: "two of the Classic 2/3 Spirit Wolves for you, Overload 2 (not 1)",
  p1: { hand: [{ card: "VAN_EX1_248", ref: "FS" }], board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "FS" }],
  expect: { "p1.board": ["CS2_231", "VAN_EX1_tk11", "VAN_EX1_tk11"], "p1.board.2.attack": 2, "p1.board.2.health": 3, "p2.board": [], "p1.mana.overloadOwed": 2 },
});
cardCase("VAN_EX1_248", {
  does: "the Wolves have Taunt (the data lacks the keyword; the text gives it)",
  p1: { hand: [{ card: "VAN_EX1_248", ref: "FS" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: wisps(1, "d") },
  actions: [{ type: "play", card: "FS" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});
cardCase("VAN_EX1_248", {
  does: "one free space: one Wolf",
  p1: { hand: [{ card: "VAN_EX1_248", ref: "FS" }], board: wisps(6) },
  actions: [{ type: "play", card: "FS" }],
  expect: { "p1.board.length": 7, "events.summon": 1 },
});
cardCase("VAN_EX1_248", {
  does: "a full board: it can't be played",
  p1: { hand: [{ card: "VAN_EX1_248", ref: "FS" }], board: wisps(7) },
  actions: [{ type: "play", card: "FS" }],
  error: "illegal_action",
});

// Fire Elemental (Classic): "Battlecry: Deal 3 damage."
cardCase("VAN_CS2_042", {
  does: "3 damage (not 4) to the chosen enemy minion only",
  p1: { hand: [{ card: "VAN_CS2_042", ref: "FE" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
  actions: [{ type: "play", card: "FE", target: "Y" }],
  expect: { "Y.health": 2, "Y2.health": 5, "p2.hero.health": 30, "FE.zone": "board" },
});
cardCase("VAN_CS2_042", {
  does: "any character, your own hero too; no Spell Damage on a battlecry",
  p1: { hand: [{ card: "VAN_CS2_042", ref: "FE" }], board: [{ card: "CS2_142" }] },
  actions: [{ type: "play", card: "FE", target: "p1.hero" }],
  expect: { "p1.hero.health": 27, "p2.hero.health": 30 },
});
cardCase("VAN_CS2_042", {
  does: "a target is required while one exists",
  p1: { hand: [{ card: "VAN_CS2_042", ref: "FE" }] },
  actions: [{ type: "play", card: "FE" }],
  error: "illegal_action",
});

// Lightning Storm (Classic): "Deal $2-$3 damage to all enemy minions. Overload: (2)"
describeCard("VAN_EX1_259", () => {
  it("for every seed: each enemy minion takes 2 or 3, rolled for each (recorded); no hero, none of yours; Overload 2", () => {
    const amounts = new Set<number>();
    for (let seed = 1; seed <= 10; seed++) {
      const r = run(request([
        player({ hand: [{ card: "VAN_EX1_259", ref: "LS" }], board: [{ card: "CS2_182", ref: "F" }] }),
        player({ board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }, { card: "CS2_182", ref: "C" }] }),
      ], [{ type: "play", card: "LS" }], { seed }));
      const dmg = events(r, "damage");
      expect(dmg.map((e) => e.target!.ref)).toEqual(["A", "B", "C"]);
      const rolls = r.random.filter((d) => d.purpose === "random damage amount");
      expect(rolls).toHaveLength(3);
      dmg.forEach((e, i) => {
        expect([2, 3]).toContain(e.amount);
        expect(String(e.amount)).toBe(String(rolls[i]!.chosen));
        amounts.add(e.amount as number);
      });
      expect(r.state.players[1].board.map((m) => 5 - m.health!)).toEqual(dmg.map((e) => e.amount));
      expect(r.state.players[0].board[0]!.health).toBe(5);
      expect(r.state.players[1].hero.health).toBe(30);
      expect(r.state.players[0].mana.overloadOwed).toBe(2);
    }
    expect([...amounts].sort()).toEqual([2, 3]);
  });
  it("Spell Damage +1 makes it 3-4", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = run(request([
        player({ hand: [{ card: "VAN_EX1_259", ref: "LS" }], board: [{ card: "CS2_142" }] }),
        player({ board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }] }),
      ], [{ type: "play", card: "LS" }], { seed }));
      for (const e of events(r, "damage")) expect([3, 4]).toContain(e.amount);
    }
  });
});
cardCase("VAN_EX1_259", {
  does: "no enemy minion: it can still be played (Overload 2), nothing is rolled",
  p1: { hand: [{ card: "VAN_EX1_259", ref: "LS" }], board: [{ card: "CS2_182", ref: "F" }] },
  actions: [{ type: "play", card: "LS" }],
  expect: { "LS.zone": "graveyard", "F.health": 5, "p1.mana.overloadOwed": 2, "events.damage": 0 },
  check: (r) => expect(r.random).toEqual([]),
});

// Unbound Elemental (Classic, 2/4): "Whenever you play a card with Overload, gain +1/+1."
cardCase("VAN_EX1_258", {
  does: "+1/+1 for each card with Overload you play; not for a card without",
  p1: { hand: [{ card: "EX1_238", ref: "LB" }, { card: "EX1_241", ref: "LV" }, { card: "CS2_029", ref: "FB" }], board: [{ card: "VAN_EX1_258", ref: "U" }] },
  actions: [{ type: "play", card: "LB", target: "p2.hero" }, { type: "play", card: "LV", target: "p2.hero" }, { type: "play", card: "FB", target: "p2.hero" }],
  expect: { "U.attack": 4, "U.health": 6, "U.maxHealth": 6 },
});
cardCase("VAN_EX1_258", {
  does: "whenever you play it: before the card resolves (a damaged Elemental survives its own Lightning Bolt)",
  p1: { hand: [{ card: "EX1_238", ref: "LB" }], board: [{ card: "VAN_EX1_258", ref: "U", health: 3 }] },
  actions: [{ type: "play", card: "LB", target: "U" }],
  expect: { "U.zone": "board", "U.health": 1, "U.attack": 3 },
});
cardCase("VAN_EX1_258", {
  does: "not for the opponent's card with Overload",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "VAN_EX1_258", ref: "U" }] },
  p2: { hand: [{ card: "EX1_238", ref: "LB" }] },
  actions: [{ type: "play", card: "LB", target: "p1.hero" }],
  expect: { "U.attack": 2, "U.health": 4 },
});
