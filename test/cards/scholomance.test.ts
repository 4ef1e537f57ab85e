/** Behaviour tests of Scholomance Academy (SCHOLOMANCE) cards. */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { at, events, player, request, run, triggerOrder } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const FIREBALL = "CS2_029"; // (4)
const MOONFIRE = "CS2_008";

describe("Scholomance Academy", () => {
  describeCard("SCH_248", () => {
    it("5.1 例: with Wild Pyromancer (entered first), The Coin: the Pyromancer mortally wounds the Flinger, which still returns to hand", () => {
      const r = run(request([
        player({ board: [{ card: "NEW1_020", ref: "WP" }, { card: "SCH_248", ref: "PF" }], hand: [{ card: "GAME_005", ref: "C" }] }),
        player(),
      ], [{ type: "play", card: "C" }]));
      expect(triggerOrder(r, ["WP", "PF"])).toEqual(["WP", "PF"]);
      expect(at(r.state, "PF")).toMatchObject({ zone: "hand", health: 1 });
      expect(events(r, "death")).toHaveLength(0);
      expect(at(r.state, "WP")).toMatchObject({ zone: "board", health: 1 });
    });

    it("5.1 例: Pressure Plate entered before the Flinger destroys it, and Spellburst still returns it to hand", () => {
      const r = run(request([
        player({ board: [{ card: "SCH_248", ref: "PF", order: 20 }], hand: [{ card: "GAME_005", ref: "C" }] }),
        player({ secrets: [{ card: "ULD_152", ref: "PP", order: 10 }] }),
      ], [{ type: "play", card: "C" }]));
      expect(triggerOrder(r, ["PP", "PF"])).toEqual(["PP", "PF"]);
      expect(at(r.state, "PP").zone).toBe("graveyard");
      expect(events(r, "destroy").map((e) => e.target!.ref)).toEqual(["PF"]);
      expect(at(r.state, "PF").zone).toBe("hand");
      expect(events(r, "death")).toHaveLength(0);
    });

    it("5.1 例: the Flinger entered first returns to hand; Pressure Plate then has no minion and does not trigger", () => {
      const r = run(request([
        player({ board: [{ card: "SCH_248", ref: "PF", order: 10 }], hand: [{ card: "GAME_005", ref: "C" }] }),
        player({ secrets: [{ card: "ULD_152", ref: "PP", order: 20 }] }),
      ], [{ type: "play", card: "C" }]));
      expect(at(r.state, "PF").zone).toBe("hand");
      expect(at(r.state, "PP").zone).toBe("secrets");
      expect(events(r, "reveal")).toHaveLength(0);
    });

    it("Spellburst works once: a second spell does nothing more; the card played again has it again", () => {
      // The Flinger returns on the first Coin, is played again (its battlecry hits the Yeti) as a new minion, and returns again.
      const r = run(request([
        player({ board: [{ card: "SCH_248", ref: "PF" }], hand: [{ card: "GAME_005", ref: "C1" }, { card: "GAME_005", ref: "C2" }] }),
        player({ board: [{ card: "CS2_182", ref: "Y" }] }),
      ], [{ type: "play", card: "C1" }, { type: "play", card: "PF", target: "Y" }, { type: "play", card: "C2" }]));
      expect(at(r.state, "PF").zone).toBe("hand");
      expect(at(r.state, "Y").health).toBe(4);
      expect(triggerOrder(r, ["PF"])).toEqual(["PF", "PF"]);
    });

    it("a `once` trigger is used up when it resolves: two spells, one buff (test-only Spellburst minion)", () => {
      const burst = { id: "T_BURST_BUFF", type: "MINION", cost: 1, attack: 1, health: 1,
        triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", attack: 1 }] }] };
      const r = run(request([
        player({ board: [{ card: "T_BURST_BUFF", ref: "B" }], hand: [{ card: "GAME_005", ref: "C1" }, { card: "GAME_005", ref: "C2" }] }),
        player(),
      ], [{ type: "play", card: "C1" }, { type: "play", card: "C2" }], { cards: [burst] }));
      expect(at(r.state, "B").attack).toBe(2);
      expect(triggerOrder(r, ["B"])).toEqual(["B"]);
      expect(at(r.state, "B").tags?.TRIGGER_USED_0).toBe(1);
    });
    cardCase("SCH_248", {
      does: "Battlecry: 1 damage to the minion chosen, enemy or friendly; nothing else is hit",
      p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "SCH_248", ref: "PF" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "PF", target: "F" }],
      expect: { "F.health": 4, "E.health": 5, "p2.hero.health": 30, "events.damage": 1, "PF.zone": "board" },
    });
    cardCase("SCH_248", {
      does: "it cannot target a hero",
      p1: { hand: [{ card: "SCH_248", ref: "PF" }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "PF", target: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("SCH_248", {
      does: "with no minion to target it is still played, and deals nothing",
      p1: { hand: [{ card: "SCH_248", ref: "PF" }] },
      actions: [{ type: "play", card: "PF" }],
      expect: { "PF.zone": "board", "events.damage": 0 },
    });
    cardCase("SCH_248", {
      does: "Spellburst is your spell only: a minion you play, or the opponent's spell, leaves it in play",
      p1: { board: [{ card: "SCH_248", ref: "PF" }], hand: [{ card: WISP, ref: "W" }] },
      p2: { hand: [{ card: MOONFIRE, ref: "M" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "play", card: "M", target: "p1.hero" }],
      expect: { "PF.zone": "board", "p1.hero.health": 29 },
    });
  });

  describeCard("SCH_621", () => {
    it("5.4: each Rattlegore comes back 1/1 smaller than it died — 9/9, then 8/8, then 7/7", () => {
      const r = run(request([player({ board: [{ card: "SCH_621", ref: "R" }] }), player()], [{ type: "destroy", target: "R" }]));
      expect(r.state.players[0].board.map((m) => [m.card, m.attack, m.health])).toEqual([["SCH_621", 8, 8]]);
      // The summon comes first (as a 9/9), then the -1/-1.
      expect(events(r, "summon")).toHaveLength(1);
      const again = run({ seed: 7, state: r.state, actions: [{ type: "destroy", target: "p1.board.0" }] });
      expect(again.state.players[0].board.map((m) => [m.attack, m.health, m.maxHealth])).toEqual([[7, 7, 7]]);
    });

    it("4.8: it reads the stats the Rattlegore had when it left play, buffs and damage aside (the graveyard resets it)", () => {
      const r = run(request([player({ board: [{ card: "SCH_621", ref: "R", attack: 12, health: 3, maxHealth: 11 }] }), player()], [{ type: "destroy", target: "R" }]));
      expect(r.state.players[0].board.map((m) => [m.attack, m.health, m.maxHealth])).toEqual([[11, 10, 10]]);
      expect(at(r.state, "R")).toMatchObject({ zone: "graveyard", attack: 9, health: 9 });
    });

    it("a 1/1 Rattlegore brings none back", () => {
      const r = run(request([player({ board: [{ card: "SCH_621", ref: "R", attack: 1, health: 1, maxHealth: 1 }] }), player()], [{ type: "destroy", target: "R" }]));
      expect(r.state.players[0].board).toHaveLength(0);
    });
    cardCase("SCH_621", {
      does: "the Rattlegore brought back is on its owner's side, where the dead one stood, and is a Rattlegore with the Deathrattle",
      p2: { board: [{ card: WISP }, { card: "SCH_621", ref: "R" }, { card: WISP }] },
      actions: [{ type: "destroy", target: "R" }],
      expect: { "p2.board": [WISP, "SCH_621", WISP], "p1.board": [], "p2.board.1.attack": 8, "p2.board.1.health": 8 },
    });
    cardCase("SCH_621", {
      does: "silenced, it brings none back",
      p1: { board: [{ card: "SCH_621", ref: "R" }], hand: [{ card: "EX1_332", ref: "SIL" }] },
      actions: [{ type: "play", card: "SIL", target: "R" }, { type: "destroy", target: "R" }],
      expect: { "p1.board": [], "R.zone": "graveyard" },
    });
  });

  describeCard("SCH_713", () => {
    cardCase("SCH_713", {
      does: "on the opponent's next turn their spells cost (1) more; their minions and your spells do not",
      p1: { hand: [{ card: "SCH_713", ref: "N" }, { card: FIREBALL, ref: "MYFB" }], deck: [{ card: WISP }] },
      p2: { hand: [{ card: FIREBALL, ref: "FB" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "N" }, { type: "endTurn" }],
      expect: { "FB.cost": 5, "Y.cost": 4, "MYFB.cost": 4 },
    });
    cardCase("SCH_713", {
      does: "not yet on your own turn (\"next turn\"): the opponent's spells still cost their usual",
      p1: { hand: [{ card: "SCH_713", ref: "N" }] },
      p2: { hand: [{ card: FIREBALL, ref: "FB" }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "FB.cost": 4, "p2.hero.enchantments.0.card": "SCH_713e" },
    });
    cardCase("SCH_713", {
      does: "the opponent pays the (1) more; it lasts their one turn only",
      p1: { hand: [{ card: "SCH_713", ref: "N" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { hand: [{ card: FIREBALL, ref: "FB" }, { card: FIREBALL, ref: "FB2" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "N" }, { type: "endTurn" }, { type: "play", card: "FB", target: "p1.hero" }, { type: "endTurn" }],
      expect: { "p2.mana.used": 5, "p1.hero.health": 24, "FB2.cost": 4, "p2.hero.enchantments": undefined },
    });
  });

  // --- Spellburst minions: once, after your spell ---
  cardCase("SCH_242", {
    does: "Spellburst: one more Gibberling; a second spell triggers only the new one (the first is used up): three in all",
    p1: { board: [{ card: "SCH_242", ref: "G" }], hand: [{ card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }] },
    actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }],
    expect: { "p1.board": ["SCH_242", "SCH_242", "SCH_242"] },
  });
  cardCase("SCH_242", {
    does: "the opponent's spell does not trigger it",
    p1: { hand: [{ card: MOONFIRE, ref: "M1" }] },
    p2: { board: [{ card: "SCH_242", ref: "G" }] },
    actions: [{ type: "play", card: "M1", target: "p2.hero" }],
    expect: { "p2.board": ["SCH_242"] },
  });
  cardCase("SCH_231", {
    does: "Spellburst: +2 Attack, once",
    p1: { board: [{ card: "SCH_231", ref: "I" }], hand: [{ card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }] },
    actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }],
    expect: { "I.attack": 3 },
  });
  cardCase("SCH_232", {
    does: "Spellburst: +1 Attack and Taunt",
    p1: { board: [{ card: "SCH_232", ref: "C" }], hand: [{ card: MOONFIRE, ref: "M1" }] },
    actions: [{ type: "play", card: "M1", target: "p2.hero" }],
    expect: { "C.attack": 4, "C.seen.TAUNT": 1 },
  });
  cardCase("SCH_239", {
    does: "Spellburst: destroys the enemy minion; yours stays",
    p1: { board: [{ card: "SCH_239", ref: "K" }, { card: YETI, ref: "F" }], hand: [{ card: MOONFIRE, ref: "M1" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "M1", target: "p2.hero" }],
    expect: { "E.zone": "graveyard", "F.zone": "board" },
  });
  cardCase("SCH_243", {
    does: "Spellburst: two 1/3 Mana Wyrms for you",
    p1: { board: [{ card: "SCH_243", ref: "W" }], hand: [{ card: MOONFIRE, ref: "M1" }] },
    actions: [{ type: "play", card: "M1", target: "p2.hero" }],
    check: (r) => {
      expect(r.state.players[0]!.board.map((m) => m.card).sort()).toEqual(["NEW1_012", "NEW1_012", "SCH_243"]);
      expect(r.state.players[1]!.board).toHaveLength(0);
    },
  });
  cardCase("SCH_313", {
    does: "Spellburst: 2 damage to all other minions, not itself",
    p1: { board: [{ card: "SCH_313", ref: "T" }, { card: YETI, ref: "F" }], hand: [{ card: MOONFIRE, ref: "M1" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "M1", target: "p2.hero" }],
    expect: { "T.health": 5, "F.health": 3, "E.health": 3, "p2.hero.health": 29 },
  });
  cardCase("SCH_241", {
    does: "Spellburst: 4 damage in hits of 1 among enemy minions (two Yetis: 4 in all), no hero",
    p1: { board: [{ card: "SCH_241", ref: "F" }, { card: YETI, ref: "A" }], hand: [{ card: "GAME_005", ref: "C" }] },
    p2: { board: [{ card: YETI, ref: "B" }, { card: YETI, ref: "D" }] },
    actions: [{ type: "play", card: "C" }],
    check: (r) => {
      expect(10 - (at(r.state, "B").health ?? 0) - (at(r.state, "D").health ?? 0)).toBe(4);
      expect(at(r.state, "A").health).toBe(5);
      expect(r.state.players[1]!.hero.health).toBe(30);
    },
  });
  cardCase("SCH_230", {
    does: "Spellburst: two spells of your class (Mage) to your hand",
    p1: { hero: { card: "HERO_08" }, board: [{ card: "SCH_230", ref: "O" }], hand: [{ card: "GAME_005", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(2);
      for (const c of hand) expect([findCard(c.card)!.type, findCard(c.card)!.cardClass]).toEqual(["SPELL", "MAGE"]);
    },
  });
  cardCase("SCH_532", {
    does: "Spellburst: its lost Divine Shield comes back",
    p1: { board: [{ card: "SCH_532", ref: "G" }], hand: [{ card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }] },
    actions: [{ type: "play", card: "M1", target: "G" }, { type: "play", card: "M2", target: "p2.hero" }],
    expect: { "G.health": 2, "G.seen.DIVINE_SHIELD": 1 },
  });
  cardCase("SCH_340", {
    does: "Deathrattle: a 4/4 Hapless Handler for its owner",
    p1: { board: [{ card: "SCH_340", ref: "P" }] },
    actions: [{ type: "destroy", target: "P" }],
    expect: { "p1.board": ["SCH_340t"], "p1.board.0.attack": 4, "p1.board.0.health": 4 },
  });
  cardCase("SCH_244", {
    does: "Deathrattle: a random 3-Cost Beast",
    p1: { board: [{ card: "SCH_244", ref: "P" }] },
    actions: [{ type: "destroy", target: "P" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(1);
      expect([findCard(b[0]!.card)!.cost, findCard(b[0]!.card)!.races ?? []]).toEqual([3, expect.arrayContaining(["BEAST"])]);
    },
  });
  cardCase("SCH_711", {
    does: "Deathrattle: a random 7-Cost minion",
    p1: { board: [{ card: "SCH_711", ref: "P" }] },
    actions: [{ type: "destroy", target: "P" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(1);
      expect(findCard(b[0]!.card)!.cost).toBe(7);
    },
  });
  cardCase("SCH_707", {
    does: "Deathrattle: the 4/3 Rush Ghost to its owner's hand",
    p1: { board: [{ card: "SCH_707", ref: "F" }] },
    actions: [{ type: "destroy", target: "F" }],
    expect: { "p1.hand": ["SCH_707t"], "p2.hand": [] },
  });
  cardCase("SCH_709", {
    does: "Deathrattle: the 5/7 Taunt Ghost to its owner's hand",
    p2: { board: [{ card: "SCH_709", ref: "F" }] },
    actions: [{ type: "destroy", target: "F" }],
    expect: { "p2.hand": ["SCH_709t"], "p1.hand": [] },
  });
  cardCase("SCH_708", {
    does: "Deathrattle: the 3/1 Stealth Ghost to its owner's hand",
    p1: { board: [{ card: "SCH_708", ref: "F" }] },
    actions: [{ type: "destroy", target: "F" }],
    expect: { "p1.hand": ["SCH_708t"] },
  });
  cardCase("SCH_606", {
    does: "a random 2-Cost Beast and a random 3-Cost Beast",
    p1: { hand: [{ card: "SCH_606", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => findCard(c.card)!);
      expect(hand.map((f) => f.cost)).toEqual([2, 3]);
      for (const f of hand) expect(f.races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/^(BEAST|ALL)$/)]));
    },
  });
  cardCase("SCH_247", {
    does: "two random 1-Cost minions",
    p1: { hand: [{ card: "SCH_247", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => findCard(c.card)!);
      expect(hand.map((f) => [f.type, f.cost])).toEqual([["MINION", 1], ["MINION", 1]]);
    },
  });
  cardCase("SCH_525", {
    does: "two random Taunt minions",
    p1: { hand: [{ card: "SCH_525", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => findCard(c.card)!);
      expect(hand).toHaveLength(2);
      for (const f of hand) expect(f.mechanics ?? []).toContain("TAUNT");
    },
  });
  cardCase("SCH_160", {
    does: "Battlecry: a 1-Cost spell of your class",
    p1: { hero: { card: "HERO_04" }, hand: [{ card: "SCH_160", ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    check: (r) => {
      const f = findCard(r.state.players[0]!.hand[0]!.card)!;
      expect([f.type, f.cost, f.cardClass]).toEqual(["SPELL", 1, "PALADIN"]);
    },
  });
  cardCase("SCH_350", {
    does: "Combo: Discover a Mage spell",
    p1: { hand: [{ card: "GAME_005", ref: "C" }, { card: "SCH_350", ref: "W" }] },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "W" }],
    choices: [0],
    check: (r) => {
      const f = findCard(r.state.players[0]!.hand[0]!.card)!;
      expect([f.type, f.cardClass]).toEqual(["SPELL", "MAGE"]);
    },
  });
  cardCase("SCH_350", {
    does: "no card played before it: nothing",
    p1: { hand: [{ card: "SCH_350", ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.hand.length": 0 },
  });
  cardCase("SCH_427", {
    does: "refreshes 2 Mana Crystals; Overload (2)",
    p1: { mana: { crystals: 10, used: 6 }, hand: [{ card: "SCH_427", ref: "L" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "p1.mana.used": 4, "p1.mana.overloadOwed": 2 },
  });
  cardCase("SCH_535", {
    does: "3 damage to all minions; its Lifesteal heals your hero by the total",
    p1: { hero: { card: "HERO_02", health: 20 }, board: [{ card: YETI, ref: "F" }], hand: [{ card: "SCH_535", ref: "T" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "F.health": 2, "E.health": 2, "p1.hero.health": 26, "p2.hero.health": 30 },
  });
  cardCase("SCH_604", {
    does: "2 damage plus 1 for each Beast you control (2 Beasts: 4); the enemy's Beasts do not count",
    p1: { board: [{ card: "CS2_172" }, { card: "CS2_172" }, { card: YETI }], hand: [{ card: "SCH_604", ref: "O" }] },
    p2: { board: [{ card: "CS2_172" }, { card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "O", target: "E" }],
    expect: { "E.health": 1 },
  });
  cardCase("SCH_283", {
    does: "after your Hero Power this turn: draws a card",
    p1: { hero: { card: "HERO_05" }, heroPower: { card: "HERO_05bp" }, hand: [{ card: "SCH_283", ref: "P" }], deck: [{ card: WISP }] },
    actions: [{ type: "heroPower" }, { type: "play", card: "P" }],
    expect: { "p1.hand.length": 1 },
  });
  cardCase("SCH_283", {
    does: "no Hero Power used: no draw",
    p1: { hand: [{ card: "SCH_283", ref: "P" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.hand.length": 0 },
  });
  cardCase("SCH_311", {
    does: "Battlecry: your other minions get Rush (a Yeti played this turn can attack a minion)",
    p1: { hand: [{ card: YETI, ref: "Y" }, { card: "SCH_311", ref: "B" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "Y" }, { type: "play", card: "B" }, { type: "attack", attacker: "Y", defender: "W" }],
    expect: { "W.zone": "graveyard" },
  });
  cardCase("SCH_616", {
    does: "whenever it attacks: draws 2",
    p1: { board: [{ card: "SCH_616", ref: "T" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "attack", attacker: "T", defender: "p2.hero" }],
    expect: { "p1.hand.length": 2, "p2.hero.health": 25 },
  });
  cardCase("SCH_425", {
    does: "whenever it attacks: your weapon +1/+1",
    p1: { board: [{ card: "SCH_425", ref: "K" }], weapon: { card: "CS2_106" } },
    actions: [{ type: "attack", attacker: "K", defender: "p2.hero" }],
    expect: { "p1.weapon.attack": 4, "p1.weapon.durability": 3 },
  });
  cardCase("SCH_622", {
    does: "after your hero attacks: +1 Attack to the sword",
    p1: { weapon: { card: "SCH_622" } },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p2.hero.health": 29, "p1.weapon.attack": 2, "p1.weapon.durability": 3 },
  });
  cardCase("SCH_519", {
    does: "your weapon has +2 Attack; the enemy's does not",
    p1: { board: [{ card: "SCH_519", ref: "V" }], weapon: { card: "CS2_106" } },
    p2: { weapon: { card: "CS2_106" } },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p2.hero.health": 25, "p2.weapon.attack": 3 },
  });
  cardCase("SCH_509", {
    does: "Freeze a minion, no damage",
    p1: { hand: [{ card: "SCH_509", ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "B", target: "E" }],
    expect: { "E.tags.FROZEN": 1, "E.health": 5 },
  });
  cardCase("SCH_509", {
    does: "Combo: Freeze and 3 damage",
    p1: { hand: [{ card: "GAME_005", ref: "C" }, { card: "SCH_509", ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "B", target: "E" }],
    expect: { "E.tags.FROZEN": 1, "E.health": 2 },
  });
  cardCase("SCH_138", {
    does: "+8/+8, and it cannot attack the enemy hero this turn",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "SCH_138", ref: "B" }] },
    actions: [{ type: "play", card: "B", target: "F" }, { type: "attack", attacker: "F", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("SCH_138", {
    does: "next turn it can attack heroes, +8/+8 kept",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "SCH_138", ref: "B" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "B", target: "F" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "F", defender: "p2.hero" }],
    expect: { "F.attack": 12, "F.health": 13, "p2.hero.health": 18 },
  });
  cardCase("SCH_524", {
    does: "a damaged minion: +3 Attack and Divine Shield",
    p1: { board: [{ card: YETI, ref: "F", health: 2 }], hand: [{ card: "SCH_524", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "F" }],
    expect: { "F.attack": 7, "F.seen.DIVINE_SHIELD": 1 },
  });
  cardCase("SCH_524", {
    does: "an undamaged minion cannot be chosen",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "SCH_524", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "F" }],
    error: "illegal_action",
  });
  cardCase("SCH_526", {
    does: "Battlecry: all other minions' Health set to 1; Deathrattle: 1 damage to all minions kills them",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "SCH_526", ref: "L" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "F.health": 1, "E.health": 1, "L.health": 2 },
  });
  cardCase("SCH_526", {
    does: "Deathrattle: 1 damage to all minions, not heroes",
    p1: { board: [{ card: "SCH_526", ref: "L" }, { card: YETI, ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "destroy", target: "L" }],
    expect: { "F.health": 4, "E.health": 4, "p2.hero.health": 30 },
  });
  cardCase("SCH_273", {
    does: "at the end of your turn, 1 damage to each enemy (2 with Spell Damage +1); yours untouched",
    p1: { board: [{ card: "SCH_273", ref: "R" }, { card: "CS2_142", ref: "K" }, { card: YETI, ref: "F" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "E.health": 3, "p2.hero.health": 28, "F.health": 5, "p1.hero.health": 30 },
  });
  cardCase("SCH_142", {
    does: "at the end of your turn, draws until 3 cards (1 held: 2 drawn)",
    p1: { board: [{ card: "SCH_142", ref: "V" }], hand: [{ card: YETI }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hand.length": 3 },
  });
  cardCase("SCH_142", {
    does: "4 cards held: none drawn",
    p1: { board: [{ card: "SCH_142", ref: "V" }], hand: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hand.length": 4, "p1.deck.length": 1 },
  });

  cardCase("SCH_250", {
    does: "enemy minions' Attack set to 1 through the opponent's turn; yours untouched",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "SCH_250", ref: "W" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "W" }, { type: "endTurn" }],
    expect: { "E.attack": 1, "F.attack": 4 },
  });
  cardCase("SCH_250", {
    does: "at the start of your next turn their Attack is back",
    p1: { hand: [{ card: "SCH_250", ref: "W" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "E.attack": 4 },
  });
  cardCase("SCH_617", {
    does: "+1/+1 to the minion, a 1/1 Cub for you and a Cub to your hand",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "SCH_617", ref: "A" }] },
    actions: [{ type: "play", card: "A", target: "F" }],
    expect: { "F.attack": 5, "F.health": 6, "p1.board": [YETI, "SCH_617t"], "p1.hand": ["SCH_617t"] },
  });
  cardCase("SCH_705", {
    does: "Outcast: two 1/1 Demons",
    p1: { hand: [{ card: "SCH_705", ref: "V" }, { card: WISP }] },
    actions: [{ type: "play", card: "V" }],
    check: (r) => expect(r.state.players[0]!.board.map((m) => m.card).sort()).toEqual(["SCH_705", "SCH_705t", "SCH_705t"]),
  });
  cardCase("SCH_705", {
    does: "from the middle of the hand: none",
    p1: { hand: [{ card: WISP }, { card: "SCH_705", ref: "V" }, { card: WISP }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "p1.board": ["SCH_705"] },
  });
  cardCase("SCH_422", {
    does: "draws the Outcast card (Spectral Sight), passing over the others",
    p1: { hand: [{ card: "SCH_422", ref: "D" }], deck: [{ card: YETI, ref: "Y" }, { card: "BT_491", ref: "O" }, { card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "O.zone": "hand", "Y.zone": "deck", "M.zone": "deck" },
  });
});
