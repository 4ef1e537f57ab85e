/** Behaviour tests of Scholomance Academy (SCHOLOMANCE) cards added by w11/scholo. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5 (4)
const WISP = "CS2_231"; // 1/1 (0)
const RAPTOR = "CS2_172"; // 3/2 (2)
const FIREBALL = "CS2_029"; // (4) 6 damage
const MOONFIRE = "CS2_008"; // (0) 1 damage
const ARCANE_INTELLECT = "CS2_023"; // (3) draw 2
const FLAMESTRIKE = "CS2_032"; // (7) 5 damage to all enemy minions
const FIERY_WAR_AXE = "CS2_106"; // 3/2 weapon
const facts = (id: string) => factsById(id)!;

describe("Scholomance Academy (w11)", () => {
  describeCard("SCH_600", () => {
    cardCase("SCH_600", {
      does: "summons one of the three Demon Companions",
      p1: { hand: [{ card: "SCH_600", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(1);
        expect(["SCH_600t1", "SCH_600t2", "SCH_600t3"]).toContain(board[0]!.card);
      },
    });
  });

  describeCard("SCH_600t3", () => {
    cardCase("SCH_600t3", {
      does: "Shima: your other minions have +1 Attack, the enemy's not",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "SCH_600t3", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "Y.attack": 5, "S.attack": 1, "E.attack": 4 },
    });
  });

  describeCard("SCH_615", () => {
    cardCase("SCH_615", {
      does: "Deathrattle: the four basic Totems where it stood, in Totemic Call's order",
      p1: { board: [{ card: WISP }, { card: "SCH_615", ref: "G" }, { card: WISP }] },
      actions: [{ type: "destroy", target: "G" }],
      expect: { "p1.board": [WISP, "CS2_050", "CS2_051", "CS2_052", "NEW1_009", WISP], "p2.board": [] },
    });
  });

  describeCard("SCH_612", () => {
    cardCase("SCH_612", {
      does: "first option: four 2/2 Treant Totems without Rush, no Overload",
      p1: { hand: [{ card: "SCH_612", ref: "R" }] },
      actions: [{ type: "play", card: "R", choose: 1 }],
      check: (r) => {
        const p = r.state.players[0];
        expect(p.board.map((m) => m.card)).toEqual(["SCH_612t", "SCH_612t", "SCH_612t", "SCH_612t"]);
        for (const m of p.board) expect(m.tags?.RUSH ?? 0).toBe(0);
        expect(p.mana.overloadOwed ?? 0).toBe(0);
      },
    });
    cardCase("SCH_612", {
      does: "second option: four Treant Totems with Rush and Overload (2)",
      p1: { hand: [{ card: "SCH_612", ref: "R" }] },
      actions: [{ type: "play", card: "R", choose: 2 }],
      check: (r) => {
        const p = r.state.players[0];
        expect(p.board).toHaveLength(4);
        for (const m of p.board) expect(m.seen?.RUSH ?? m.tags?.RUSH).toBe(1);
        expect(p.mana.overloadOwed).toBe(2);
      },
    });
  });

  describeCard("SCH_618", () => {
    cardCase("SCH_618", {
      does: "in hand: +1/+1 for each friendly minion that dies, not an enemy one",
      p1: { hand: [{ card: "SCH_618", ref: "H" }], board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "destroy", target: "A" }, { type: "destroy", target: "B" }, { type: "destroy", target: "E" }],
      expect: { "H.attack": 3, "H.health": 3 },
    });
  });

  describeCard("SCH_357", () => {
    cardCase("SCH_357", {
      does: "costs (1) less for each friendly minion death while in hand; summons three 1/2 Taunt Demons",
      p1: { hand: [{ card: "SCH_357", ref: "F" }], board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "destroy", target: "A" }, { type: "destroy", target: "B" }, { type: "destroy", target: "E" }, { type: "play", card: "F" }],
      check: (r) => {
        const p = r.state.players[0];
        expect(p.mana.used).toBe(5);
        expect(p.board.map((m) => m.card)).toEqual(["SCH_357t", "SCH_357t", "SCH_357t"]);
        expect(p.board[0]).toMatchObject({ attack: 1, health: 2 });
      },
    });
  });

  describeCard("SCH_613", () => {
    cardCase("SCH_613", {
      does: "holding a 5-Cost spell: restores 5 Health to your hero",
      p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "SCH_613", ref: "G" }, { card: FLAMESTRIKE }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.hero.health": 25 },
    });
    cardCase("SCH_613", {
      does: "holding only a 4-Cost spell: nothing",
      p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "SCH_613", ref: "G" }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.hero.health": 20 },
    });
  });

  describeCard("SCH_512", () => {
    cardCase("SCH_512", {
      does: "kills an enemy Raptor: a fresh copy of it on your side",
      p2: { board: [{ card: RAPTOR, ref: "E", attack: 5 }] },
      p1: { hand: [{ card: "SCH_512", ref: "I" }] },
      actions: [{ type: "play", card: "I", target: "E" }],
      check: (r) => {
        expect(r.state.players[1].board).toHaveLength(0);
        expect(r.state.players[0].board.map((m) => m.card)).toEqual([RAPTOR]);
        expect(r.state.players[0].board[0]).toMatchObject({ attack: 3, health: 2 });
      },
    });
    cardCase("SCH_512", {
      does: "a Yeti survives the 4 damage: no copy",
      p2: { board: [{ card: YETI, ref: "E" }] },
      p1: { hand: [{ card: "SCH_512", ref: "I" }] },
      actions: [{ type: "play", card: "I", target: "E" }],
      expect: { "p1.board": [], "E.health": 1 },
    });
  });

  describeCard("SCH_271", () => {
    cardCase("SCH_271", {
      does: "2 damage, two 1/1 Elementals; with Spell Damage +1, three",
      p1: { hand: [{ card: "SCH_271", ref: "M" }], board: [{ card: "CS2_142" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "p2.hero.health": 27, "p1.board": ["CS2_142", "SCH_271t", "SCH_271t", "SCH_271t"] },
    });
    cardCase("SCH_271", {
      does: "the damage stopped by Divine Shield: none summoned",
      p1: { hand: [{ card: "SCH_271", ref: "M" }] },
      p2: { board: [{ card: "EX1_008", ref: "S" }] },
      actions: [{ type: "play", card: "M", target: "S" }],
      expect: { "p1.board": [], "p2.board": ["EX1_008"] },
    });
  });

  describeCard("SCH_400", () => {
    cardCase("SCH_400", {
      does: "each spell you cast gives Spell Damage +1: the third Moonfire deals 3",
      p1: { board: [{ card: "SCH_400", ref: "M" }], hand: [{ card: MOONFIRE, ref: "A" }, { card: MOONFIRE, ref: "B" }, { card: MOONFIRE, ref: "C" }] },
      actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "C", target: "p2.hero" }],
      expect: { "p2.hero.health": 24 },
    });
  });

  describeCard("SCH_301", () => {
    cardCase("SCH_301", {
      does: "after your hero attacks: Spell Damage +1 this turn (Moonfire deals 2), gone next turn",
      p1: { weapon: { card: "SCH_301", ref: "D" }, hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "play", card: "M", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
    cardCase("SCH_301", {
      does: "the state does not outlast the turn",
      p1: { weapon: { card: "SCH_301", ref: "D" } },
      p2: { deck: [{ card: YETI }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "endTurn" }],
      check: (r) => {
        expect(r.state.players[1].hero.health).toBe(29);
        expect(r.state.players[0].hero.enchantments ?? []).toHaveLength(0);
      },
    });
  });

  describeCard("SCH_182", () => {
    cardCase("SCH_182", {
      does: "Spellburst: gains the played spell's Cost as Attack and Health, once",
      p1: { board: [{ card: "SCH_182", ref: "G" }], hand: [{ card: FIREBALL, ref: "F" }, { card: ARCANE_INTELLECT, ref: "A" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "A" }],
      expect: { "G.attack": 5, "G.health": 8 },
    });
  });

  describeCard("SCH_523", () => {
    cardCase("SCH_523", {
      does: "Spellburst: a Taunt Student with the spell's Cost as its stats, once",
      p1: { weapon: { card: "SCH_523", ref: "W" }, hand: [{ card: ARCANE_INTELLECT, ref: "A" }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "F", target: "p2.hero" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((m) => m.card)).toEqual(["SCH_523t"]);
        expect(board[0]).toMatchObject({ attack: 3, health: 3 });
      },
    });
  });

  describeCard("SCH_120", () => {
    cardCase("SCH_120", {
      does: "Spellburst: takes the enemy minion with 2 or less Attack, not the Yeti",
      p1: { board: [{ card: "SCH_120", ref: "C" }], hand: [{ card: ARCANE_INTELLECT, ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R", attack: 2 }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board": ["SCH_120", RAPTOR], "p2.board": [YETI] },
    });
  });

  describeCard("SCH_135", () => {
    cardCase("SCH_135", {
      does: "attacking a Yeti: it becomes 3/3 before the damage, so it dies",
      p1: { board: [{ card: "SCH_135", ref: "T" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "T", defender: "Y" }],
      expect: { "p2.board": [], "T.health": 9 },
    });
  });

  describeCard("SCH_522", () => {
    cardCase("SCH_522", {
      does: "with a 3-Attack weapon: a random 3-Cost minion",
      p1: { weapon: { card: FIERY_WAR_AXE }, hand: [{ card: "SCH_522", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(2);
        expect(facts(board[1]!.card).cost).toBe(3);
        expect(facts(board[1]!.card).type).toBe("MINION");
      },
    });
  });

  describeCard("SCH_609", () => {
    cardCase("SCH_609", {
      does: "+4/+4 to the minions in your hand, deck and battlefield, not spells nor the enemy's",
      p1: { hand: [{ card: "SCH_609", ref: "S" }, { card: WISP, ref: "H" }, { card: MOONFIRE, ref: "M" }], deck: [{ card: WISP, ref: "D" }], board: [{ card: WISP, ref: "B" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "H.attack": 5, "D.health": 5, "B.attack": 5, "B.health": 5, "E.attack": 1 },
    });
  });

  describeCard("SCH_312", () => {
    cardCase("SCH_312", {
      does: "your next Hero Power costs (0), the one after costs 2 again",
      p1: { hand: [{ card: "SCH_312", ref: "T" }], heroPower: { card: "CS2_102" }, deck: [{ card: YETI }] },
      p2: { deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "T" }, { type: "heroPower" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower" }],
      check: (r) => {
        expect(r.state.players[0].mana.used).toBe(2);
        expect(r.state.players[0].hero.armor).toBe(4);
      },
    });
  });

  describeCard("SCH_337", () => {
    cardCase("SCH_337", {
      does: "end of your turn: two 3/3 Ruffians, each attacks a random enemy",
      p1: { board: [{ card: "SCH_337", ref: "T" }] },
      p2: { deck: [{ card: YETI }] },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        expect(r.state.players[0].board.map((m) => m.card)).toEqual(["SCH_337t", "SCH_337", "SCH_337t"]);
        expect(r.state.players[1].hero.health).toBe(24);
      },
    });
  });

  describeCard("SCH_279", () => {
    cardCase("SCH_279", {
      does: "after your hero attacks a minion, your minions attack it too",
      p1: { weapon: { card: "SCH_279" }, board: [{ card: RAPTOR, ref: "A" }, { card: YETI, ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "E", attack: 1, health: 8 }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "E" }],
      check: (r) => {
        // a 1/8: 1 (hero) + 3 (Raptor) + 4 (Yeti) = 8 damage; each attacker takes 1 back
        expect(r.state.players[1].board).toHaveLength(0);
        expect(r.state.players[0].board.map((m) => [m.card, m.health])).toEqual([[RAPTOR, 1], [YETI, 4]]);
        expect(r.state.players[0].hero.health).toBe(29);
      },
    });
    cardCase("SCH_279", {
      does: "after your hero attacks the enemy hero: nothing",
      p1: { weapon: { card: "SCH_279" }, board: [{ card: RAPTOR, ref: "A" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 29 },
    });
  });

  describeCard("SCH_141", () => {
    cardCase("SCH_141", {
      does: "Spellburst: casts a spell from your deck at itself if it can (Power Word: Shield)",
      p1: { board: [{ card: "SCH_141", ref: "A" }], hand: [{ card: ARCANE_INTELLECT, ref: "I" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: "CS2_004", ref: "P" }] },
      actions: [{ type: "play", card: "I" }],
      check: (r) => {
        expect(r.state.players[0].deck.map((c) => c.card)).not.toContain("CS2_004");
        const alura = r.state.players[0].board[0]!;
        expect(alura.health).toBe(8);
        expect(events(r, "draw").length).toBeGreaterThanOrEqual(3);
      },
    });
  });
  describeCard("SCH_354", () => {
    cardCase("SCH_354", {
      does: "end of your turn: -1/-1 to each enemy minion (a 0-Attack one loses Health only); it gains what it took",
      p1: { board: [{ card: "SCH_354", ref: "H" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B", attack: 0 }, { card: WISP, ref: "W" }], deck: [{ card: YETI }] },
      actions: [{ type: "endTurn" }],
      expect: { "A.attack": 3, "A.health": 4, "B.attack": 0, "B.health": 4, "H.attack": 12, "H.health": 13, "p2.board": [YETI, YETI] },
    });
  });

  describeCard("SCH_149", () => {
    cardCase("SCH_149", {
      does: "set to the highest Attack and the highest Health among the minions (not the heroes)",
      p1: { hand: [{ card: "SCH_149", ref: "B" }], board: [{ card: YETI, attack: 2, health: 7 }] },
      p2: { board: [{ card: RAPTOR, attack: 6 }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "B.attack": 6, "B.health": 7 },
    });
  });

  describeCard("SCH_238", () => {
    cardCase("SCH_238", {
      does: "Spellburst: this turn your hero's attack also hits the defender's neighbours",
      p1: { weapon: { card: "SCH_238" }, hand: [{ card: ARCANE_INTELLECT, ref: "I" }], deck: [{ card: YETI }, { card: YETI }] },
      p2: { board: [{ card: YETI, ref: "L" }, { card: YETI, ref: "M" }, { card: YETI, ref: "R" }] },
      actions: [{ type: "play", card: "I" }, { type: "attack", attacker: "p1.hero", defender: "M" }],
      expect: { "L.health": 1, "M.health": 1, "R.health": 1 },
    });
    cardCase("SCH_238", {
      does: "no spell: only the defender is hit",
      p1: { weapon: { card: "SCH_238" } },
      p2: { board: [{ card: YETI, ref: "L" }, { card: YETI, ref: "M" }, { card: YETI, ref: "R" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "M" }],
      expect: { "L.health": 5, "M.health": 1, "R.health": 5 },
    });
  });

  describeCard("SCH_317", () => {
    cardCase("SCH_317", {
      does: "after you play a Rush minion: a copy right of it with 1 Health remaining; a minion without Rush: nothing",
      p1: { board: [{ card: "SCH_317" }], hand: [{ card: "GIL_528", ref: "R" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "R" }, { type: "play", card: "Y" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((m) => m.card)).toEqual(["SCH_317", "GIL_528", "GIL_528", YETI]);
        expect(board[2]!.health).toBe(1);
        expect(board[1]!.health).toBe(6);
      },
    });
  });

  describeCard("SCH_530", () => {
    cardCase("SCH_530", {
      does: "with Spell Damage: a copy of itself",
      p1: { board: [{ card: "CS2_142" }], hand: [{ card: "SCH_530", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": ["CS2_142", "SCH_530", "SCH_530"] },
    });
    cardCase("SCH_530", {
      does: "without Spell Damage: no copy",
      p1: { hand: [{ card: "SCH_530", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": ["SCH_530"] },
    });
  });

  describeCard("SCH_353", () => {
    cardCase("SCH_353", {
      does: "draws 1, and 1 more per Spell Damage",
      p1: { board: [{ card: "CS2_142" }, { card: "CS2_142" }], hand: [{ card: "SCH_353", ref: "C" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.hand.length": 3, "p1.deck.length": 1 },
    });
  });

  describeCard("SCH_623", () => {
    cardCase("SCH_623", {
      does: "costs (1) less per Attack of your weapon: (2) with a 3-Attack weapon; draws 2",
      p1: { weapon: { card: FIERY_WAR_AXE }, hand: [{ card: "SCH_623", ref: "C" }], deck: [{ card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.mana.used": 2, "p1.hand.length": 2 },
    });
  });

  describeCard("SCH_702", () => {
    cardCase("SCH_702", {
      does: "copies the lowest Cost Demon in hand",
      p1: { hand: [{ card: WISP }, { card: "SCH_702", ref: "F" }, { card: "CS2_065", ref: "V" }, { card: "EX1_301", ref: "G" }] },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.map((c) => c.card)).toEqual([WISP, "CS2_065", "EX1_301", "CS2_065"]);
        expect(hand[1]!.attack).toBe(1);
        expect(hand[3]!.attack).toBe(1);
      },
    });
    cardCase("SCH_702", {
      does: "Outcast: the Demon and its copy both get +1/+1",
      p1: { hand: [{ card: "SCH_702", ref: "F" }, { card: WISP }, { card: "CS2_065", ref: "V" }] },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.map((c) => c.card)).toEqual([WISP, "CS2_065", "CS2_065"]);
        expect([hand[1]!.attack, hand[1]!.health, hand[2]!.attack, hand[2]!.health]).toEqual([2, 4, 2, 4]);
      },
    });
  });

  describeCard("SCH_236", () => {
    cardCase("SCH_236", {
      does: "Spellburst: the spell played comes back to your hand, once",
      p1: { board: [{ card: "SCH_236" }], hand: [{ card: MOONFIRE, ref: "M" }, { card: MOONFIRE, ref: "N" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "N", target: "p2.hero" }],
      check: (r) => {
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([MOONFIRE]);
        expect(r.state.players[1].hero.health).toBe(28);
      },
    });
  });

  describeCard("SCH_157", () => {
    cardCase("SCH_157", {
      does: "Spellburst: casts a random spell of the played spell's Cost",
      p1: { board: [{ card: "SCH_157" }], hand: [{ card: ARCANE_INTELLECT, ref: "I" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "I" }],
      check: (r) => {
        const pick = r.random.find((d) => d.candidates.length > 10)!;
        expect(pick).toBeDefined();
        for (const c of pick.candidates) expect([facts(c as string).type, facts(c as string).cost]).toEqual(["SPELL", 3]);
        expect(pick.candidates).toContain(pick.chosen);
      },
    });
  });

  describeCard("SCH_234", () => {
    cardCase("SCH_234", {
      does: "Spellburst: a random Combo card to your hand",
      p1: { board: [{ card: "SCH_234" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(facts(hand[0]!.card).mechanics).toContain("COMBO");
      },
    });
  });

  describeCard("SCH_717", () => {
    cardCase("SCH_717", {
      does: "your opponent draws: a copy costing (1) for you; your own draw: nothing",
      p1: { board: [{ card: "SCH_717" }], deck: [{ card: RAPTOR }] },
      p2: { deck: [{ card: FIREBALL }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.map((c) => c.card)).toEqual([FIREBALL, RAPTOR]);
        expect(hand[0]!.cost).toBe(1);
      },
    });
  });

  describeCard("SCH_253", () => {
    cardCase("SCH_253", {
      does: "3 damage to all minions; a 3/3 Spirit for each minion killed, either side",
      p1: { hand: [{ card: "SCH_253", ref: "C" }], board: [{ card: WISP }, { card: YETI }] },
      p2: { board: [{ card: RAPTOR }, { card: RAPTOR }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.board": [YETI, "SCH_253t", "SCH_253t", "SCH_253t"], "p2.board": [] },
    });
  });

  describeCard("SCH_302", () => {
    cardCase("SCH_302", {
      does: "Divine Shield on the minion, then a 1/1 copy of it with Divine Shield for you",
      p1: { hand: [{ card: "SCH_302", ref: "G" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "G", target: "Y" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((m) => m.card)).toEqual([YETI, YETI]);
        expect(board[1]).toMatchObject({ attack: 1, health: 1 });
        expect(board[0]!.seen?.DIVINE_SHIELD ?? board[0]!.tags?.DIVINE_SHIELD).toBe(1);
        expect(board[1]!.seen?.DIVINE_SHIELD ?? board[1]!.tags?.DIVINE_SHIELD).toBe(1);
      },
    });
  });

  const FRAG = "SCH_307t";
  describeCard("SCH_517", () => {
    cardCase("SCH_517", {
      does: "a Soul Fragment in the deck: destroyed, 3 damage to the target",
      p1: { hand: [{ card: "SCH_517", ref: "S" }], deck: [{ card: YETI }, { card: FRAG }] },
      actions: [{ type: "play", card: "S", target: "p2.hero" }],
      expect: { "p2.hero.health": 27, "p1.deck": [YETI] },
    });
    cardCase("SCH_517", {
      does: "no Soul Fragment: no target can be named",
      p1: { hand: [{ card: "SCH_517", ref: "S" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "S", target: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("SCH_355", () => {
    cardCase("SCH_355", {
      does: "destroys a Soul Fragment: 3 damage to all other minions",
      p1: { hand: [{ card: "SCH_355", ref: "S" }], board: [{ card: YETI, ref: "A" }], deck: [{ card: FRAG }, { card: FRAG }] },
      p2: { board: [{ card: YETI, ref: "B" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "A.health": 2, "B.health": 2, "S.health": 2, "p1.deck": [FRAG] },
    });
    cardCase("SCH_355", {
      does: "no Soul Fragment: nothing",
      p1: { hand: [{ card: "SCH_355", ref: "S" }], board: [{ card: YETI, ref: "A" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "A.health": 5 },
    });
  });

  describeCard("SCH_704", () => {
    cardCase("SCH_704", {
      does: "destroys a Soul Fragment: your hero has +5 Attack this turn",
      p1: { hand: [{ card: "SCH_704", ref: "S" }], deck: [{ card: FRAG }] },
      actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 25, "p1.deck": [] },
    });
  });

  describeCard("SCH_343", () => {
    cardCase("SCH_343", {
      does: "destroys a Soul Fragment: +3/+3",
      p1: { hand: [{ card: "SCH_343", ref: "S" }], deck: [{ card: FRAG }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "S.attack": 7, "S.health": 8, "p1.deck": [] },
    });
  });

  describeCard("SCH_703", () => {
    cardCase("SCH_703", {
      does: "a 3/3 Rush Soul for each Soul Fragment in the deck, which stay there",
      p1: { hand: [{ card: "SCH_703", ref: "S" }], deck: [{ card: FRAG }, { card: YETI }, { card: FRAG }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const p = r.state.players[0];
        expect(p.board.map((m) => m.card).sort()).toEqual(["SCH_703", "SCH_703t", "SCH_703t"]);
        expect(p.deck).toHaveLength(3);
      },
    });
  });
  describeCard("SCH_514", () => {
    cardCase("SCH_514", {
      does: "3 damage to your hero; two different friendly minions that died this game come to your hand as new cards",
      state: { deaths: [{ card: YETI, controller: 1, turn: 2 }, { card: YETI, controller: 1, turn: 3 }, { card: RAPTOR, controller: 1, turn: 3 }, { card: WISP, controller: 2, turn: 3 }] },
      p1: { hand: [{ card: "SCH_514", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      check: (r) => {
        expect(r.state.players[0].hero.health).toBe(27);
        expect(r.state.players[0].hand.map((c) => c.card).sort()).toEqual([RAPTOR, YETI].sort());
        expect(r.state.players[0].board).toHaveLength(0);
      },
    });
    cardCase("SCH_514", {
      does: "only one died: one card",
      state: { deaths: [{ card: RAPTOR, controller: 1, turn: 3 }] },
      p1: { hand: [{ card: "SCH_514", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hand": [RAPTOR] },
    });
  });

  describeCard("SCH_513", () => {
    cardCase("SCH_513", {
      does: "your hero's Health changed this turn: destroys the chosen minion",
      p1: { hand: [{ card: "SCH_513", ref: "B" }], tags: { HERO_HEALTH_CHANGED_THIS_TURN: 1 } },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "Y" }],
      expect: { "p2.board": [] },
    });
    cardCase("SCH_513", {
      does: "no change this turn: it takes no target",
      p1: { hand: [{ card: "SCH_513", ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("SCH_706", () => {
    cardCase("SCH_706", {
      does: "end of your opponent's turn: copies of the cards they played, in order, to your hand",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "SCH_706" }], deck: [{ card: YETI }] },
      p2: { hand: [{ card: RAPTOR, ref: "R" }, { card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "R" }, { type: "play", card: "M", target: "p1.hero" }, { type: "endTurn" }],
      check: (r) => {
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([RAPTOR, MOONFIRE, YETI]);
        expect(r.state.players[0].secrets).toHaveLength(0);
      },
    });
    cardCase("SCH_706", {
      does: "they played nothing: the Secret stays",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "SCH_706" }], deck: [{ card: YETI }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.secrets": ["SCH_706"], "p1.hand": [YETI] },
    });
  });

  describeCard("SCH_181", () => {
    cardCase("SCH_181", {
      does: "summons a Demon from your hand and one from your deck",
      p1: { hand: [{ card: "SCH_181", ref: "W" }, { card: "CS2_065", ref: "H" }, { card: YETI }], deck: [{ card: YETI }, { card: "EX1_301", ref: "D" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.board": ["SCH_181", "EX1_301", "CS2_065"], "p1.hand": [YETI], "p1.deck": [YETI] },
    });
  });

  describeCard("SCH_147", () => {
    cardCase("SCH_147", {
      does: "Deathrattle: two 2/1 Spiders",
      p1: { board: [{ card: "SCH_147", ref: "E" }] },
      actions: [{ type: "destroy", target: "E" }],
      expect: { "p1.board": ["SCH_147t", "SCH_147t"] },
    });
    cardCase("SCH_147", {
      does: "discarded from hand: the two Spiders come too",
      p1: { hand: [{ card: "EX1_308", ref: "S" }, { card: "SCH_147", ref: "E" }] },
      actions: [{ type: "play", card: "S", target: "p2.hero" }],
      expect: { "p1.board": ["SCH_147t", "SCH_147t"], "E.zone": "graveyard" },
    });
  });

  describeCard("SCH_235", () => {
    cardCase("SCH_235", {
      does: "three missiles at a lone 4-Cost enemy minion: it ends a 1-Cost minion",
      p2: { board: [{ card: YETI, ref: "Y" }] },
      p1: { hand: [{ card: "SCH_235", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const board = r.state.players[1].board;
        expect(board).toHaveLength(1);
        expect(facts(board[0]!.card).cost).toBe(1);
        expect(r.state.players[0].board).toHaveLength(0);
      },
    });
  });

  describeCard("SCH_348", () => {
    cardCase("SCH_348", {
      does: "4 damage to a 3/2 Raptor: the 2 excess hits each neighbour",
      p1: { hand: [{ card: "SCH_348", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "L" }, { card: RAPTOR, ref: "M" }, { card: YETI, ref: "R" }, { card: YETI, ref: "X" }] },
      actions: [{ type: "play", card: "C", target: "M" }],
      expect: { "L.health": 3, "R.health": 3, "X.health": 5, "p2.board": [YETI, YETI, YETI] },
    });
    cardCase("SCH_348", {
      does: "no excess: the neighbours are not hit",
      p1: { hand: [{ card: "SCH_348", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "L" }, { card: YETI, ref: "M" }, { card: YETI, ref: "R" }] },
      actions: [{ type: "play", card: "C", target: "M" }],
      expect: { "L.health": 5, "M.health": 1, "R.health": 5 },
    });
  });

  describeCard("SCH_356", () => {
    cardCase("SCH_356", {
      does: "not Outcast: your hand into your deck, you draw 4; your opponent's hand untouched",
      p1: { hand: [{ card: WISP }, { card: "SCH_356", ref: "G" }, { card: WISP }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
      p2: { hand: [{ card: RAPTOR }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => {
        expect(r.state.players[0].hand).toHaveLength(4);
        expect(r.state.players[0].deck).toHaveLength(1);
        expect(r.state.players[1].hand.map((c) => c.card)).toEqual([RAPTOR]);
      },
    });
    cardCase("SCH_356", {
      does: "Outcast: your opponent does the same",
      p1: { hand: [{ card: "SCH_356", ref: "G" }, { card: WISP }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
      p2: { hand: [{ card: RAPTOR }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => {
        expect(r.state.players[0].hand).toHaveLength(4);
        expect(r.state.players[0].deck).toHaveLength(1);
        expect(r.state.players[1].hand).toHaveLength(4);
        expect(r.state.players[1].deck).toHaveLength(1);
      },
    });
  });

  describeCard("SCH_607", () => {
    cardCase("SCH_607", {
      does: "first option: +1/+1 to the Beasts in your deck, not other minions",
      p1: { hand: [{ card: "SCH_607", ref: "S" }], deck: [{ card: RAPTOR, ref: "B" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", choose: 1 }],
      expect: { "B.attack": 4, "B.health": 3, "Y.attack": 4, "S.card": "SCH_607" },
    });
    cardCase("SCH_607", {
      does: "second option: it becomes a copy of the chosen friendly Beast",
      p1: { hand: [{ card: "SCH_607", ref: "S" }], board: [{ card: RAPTOR, ref: "B", attack: 5 }] },
      actions: [{ type: "play", card: "S", choose: 2, target: "B" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((m) => m.card)).toEqual([RAPTOR, RAPTOR]);
        expect(board[1]!.attack).toBe(5);
      },
    });
  });
  describeCard("SCH_140", () => {
    cardCase("SCH_140", {
      does: "each change of your hero's Health on your turns takes (1) off: two Hellfires make it (8)",
      p1: { hero: { card: "HERO_08", health: 25 }, hand: [{ card: "SCH_140", ref: "G" }, { card: "CS2_062", ref: "H" }, { card: "CS2_062", ref: "I" }] },
      actions: [{ type: "play", card: "H" }, { type: "play", card: "I" }],
      expect: { "G.cost": 8 },
    });
    cardCase("SCH_140", {
      does: "changes on your opponent's turn do not count",
      state: { activePlayer: 2 },
      p1: { hand: [{ card: "SCH_140", ref: "G" }], deck: [{ card: YETI }] },
      p2: { hand: [{ card: MOONFIRE, ref: "M" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "M", target: "p1.hero" }, { type: "endTurn" }],
      expect: { "G.cost": 10 },
    });
    cardCase("SCH_140", {
      does: "the game's count from the snapshot: 4 changes, (6)",
      p1: { hand: [{ card: "SCH_140", ref: "G" }, { card: MOONFIRE, ref: "M" }], tags: { NUM_TIMES_HERO_HEALTH_CHANGED_ON_OWN_TURNS: 4 } },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "G.cost": 6 },
    });
  });
  describeCard("SCH_603", () => {
    cardCase("SCH_603", {
      does: "Outcast: the picked one of three cards of the opponent's hand goes into their deck",
      choices: [1],
      p1: { hand: [{ card: "SCH_603", ref: "S" }, { card: WISP }] },
      p2: { hand: [{ card: YETI }, { card: RAPTOR }, { card: MOONFIRE }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        // three different cards looked at (three recorded picks), the second of them chosen and shuffled into their deck
        const looked = r.random.filter((d) => d.purpose === "random target").map((d) => (d.chosen as { id: number }).id);
        expect(new Set(looked).size).toBe(3);
        expect(r.state.players[1].hand).toHaveLength(3);
        expect(r.state.players[1].deck).toHaveLength(1);
        expect(r.state.players[1].deck[0]!.id).toBe(looked[1]);
      },
    });
    cardCase("SCH_603", {
      does: "not Outcast: nothing",
      p1: { hand: [{ card: WISP }, { card: "SCH_603", ref: "S" }, { card: WISP }] },
      p2: { hand: [{ card: YETI }, { card: RAPTOR }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p2.hand": [YETI, RAPTOR], "p2.deck": [] },
    });
  });
});
