/** Behaviour tests of Descent of Dragons (DRAGONS): Galakrond and Invoke (w10/mech; rules-notes 930). */
import { describe, expect } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const WARLOCK = { card: "HERO_07" };
const SHAMAN = { card: "HERO_02" };
const WARRIOR = { card: "HERO_01" };
const ROGUE = { card: "HERO_03" };
const PRIEST = { card: "HERO_09" };
const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const IMP = "DRG_238t12t2"; // Draconic Imp 1/1
const ELEMENTAL = "DRG_238t14t3"; // Windswept Elemental 2/1 Rush
const LACKEY_IDS = ["DAL_613", "DAL_614", "DAL_615", "DAL_739", "DAL_741", "ULD_616", "DRG_052"];

const f = (id: string) => findCard(id)!;
const hand = (r: ResolveResult, p: 0 | 1) => r.state.players[p].hand.map((c) => c.card);
const board = (r: ResolveResult, p: 0 | 1) => r.state.players[p].board.map((m) => m.card);
const isDemon = (id: string) => f(id).races.some((x: string) => x === "DEMON" || x === "ALL");

describe("Descent of Dragons: Galakrond and Invoke (w10/mech)", () => {
  // ---- Invoke ----
  describeCard("DRG_050", () => {
    cardCase("DRG_050", {
      does: "Invoke: a Warlock's Galakrond in the deck summons two Imps at the right end and counts the Invoke; the count goes up",
      p1: { hero: WARLOCK, board: [{ card: YETI }], hand: [{ card: "DRG_050", ref: "M" }], deck: [{ card: "DRG_600", ref: "G" }] },
      actions: [{ type: "play", card: "M", position: 0 }],
      expect: { "p1.board": ["DRG_050", YETI, IMP, IMP], "p1.tags.INVOKE_COUNTER": 1, "G.tags.INVOKE_PROGRESS": 1, "G.card": "DRG_600", "p1.heroPower": "CS2_056", "p1.mana.used": 4 },
    });
    cardCase("DRG_050", {
      does: "no Galakrond in hand, deck or play: the Invoke counts, nothing else happens",
      p1: { hand: [{ card: "DRG_050", ref: "M" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.board": ["DRG_050"], "p1.tags.INVOKE_COUNTER": 1, "p1.hand": [] },
    });
  });
  describeCard("DRG_218", () => {
    cardCase("DRG_218", {
      does: "Invoke twice: the Tempest in hand upgrades to the Apocalypse, and two 2/1 Rush Elementals come",
      p1: { hero: SHAMAN, hand: [{ card: "DRG_218", ref: "C" }, { card: "DRG_620", ref: "G" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.board": ["DRG_218", ELEMENTAL, ELEMENTAL], "G.card": "DRG_620t2", "G.tags.INVOKE_PROGRESS": undefined, "p1.tags.INVOKE_COUNTER": 2 },
    });
    cardCase("DRG_218", {
      does: "two more Invokes upgrade the Apocalypse to Azeroth's End",
      p1: { hero: SHAMAN, tags: { INVOKE_COUNTER: 2 }, hand: [{ card: "DRG_218", ref: "C" }, { card: "DRG_620t2", ref: "G" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "G.card": "DRG_620t3", "p1.tags.INVOKE_COUNTER": 4 },
    });
  });
  describeCard("DRG_303", () => {
    cardCase("DRG_303", {
      does: "Invoke with a Priest's Galakrond: a random Priest minion to the hand (the Galakrond of the hero's class is used first)",
      p1: { hero: PRIEST, hand: [{ card: "DRG_303", ref: "D" }], deck: [{ card: "DRG_610" }, { card: "DRG_660" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const h = hand(r, 0);
        expect(h).toHaveLength(1);
        expect(f(h[0]!).type).toBe("MINION");
        expect(f(h[0]!).cardClass).toBe("PRIEST");
      },
    });
  });
  describeCard("DRG_242", () => {
    cardCase("DRG_242", {
      does: "Invoke with a Rogue's Galakrond: a Lackey to the hand",
      p1: { hero: ROGUE, hand: [{ card: "DRG_242", ref: "S" }], deck: [{ card: "DRG_610" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const h = hand(r, 0);
        expect(h).toHaveLength(1);
        expect(LACKEY_IDS).toContain(h[0]);
      },
    });
  });
  describeCard("DRG_021", () => {
    cardCase("DRG_021", {
      does: "Invoke with a Warrior's Galakrond already played (the hero): +3 Attack this turn, no upgrade",
      p1: { hero: { card: "DRG_650" }, hand: [{ card: "DRG_021", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hero.attack": 4, "p1.hero.card": "DRG_650", "p1.tags.INVOKE_COUNTER": 1 },
    });
  });
  describeCard("DRG_202", () => {
    cardCase("DRG_202", {
      does: "Invoke (two Imps), then +1 Attack for each other friendly minion: 3 with a Yeti and the Imps",
      p1: { hero: WARLOCK, board: [{ card: YETI }], hand: [{ card: "DRG_202", ref: "C" }], deck: [{ card: "DRG_600" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "C.attack": 4, "p1.board.length": 4 },
    });
  });
  describeCard("DRG_249", () => {
    cardCase("DRG_249", {
      does: "Invoke first (two Imps), then 1 damage to all minions: the Imps die too",
      p1: { hero: WARLOCK, board: [{ card: YETI, ref: "Y" }], hand: [{ card: "DRG_249", ref: "A" }], deck: [{ card: "DRG_600" }] },
      p2: { board: [{ card: WISP }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board": [YETI], "Y.health": 4, "p2.board": [], "p1.tags.INVOKE_COUNTER": 1 },
    });
  });
  describeCard("DRG_250", () => {
    cardCase("DRG_250", {
      does: "Invoke (two Imps), then your minions +1 Attack, the Imps included",
      p1: { hero: WARLOCK, board: [{ card: YETI, ref: "Y" }], hand: [{ card: "DRG_250", ref: "F" }], deck: [{ card: "DRG_600" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "Y.attack": 5, "p1.board.1.attack": 2, "p1.board.2.attack": 2 },
    });
  });
  describeCard("DRG_248", () => {
    cardCase("DRG_248", {
      does: "Freeze an enemy, then Invoke (a Shaman's Elemental)",
      p1: { hero: SHAMAN, hand: [{ card: "DRG_248", ref: "I" }], deck: [{ card: "DRG_620" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "I", target: "Y" }],
      expect: { "Y.tags.FROZEN": 1, "p1.board": [ELEMENTAL] },
    });
    cardCase("DRG_248", {
      does: "only an enemy",
      p1: { hand: [{ card: "DRG_248", ref: "I" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "I", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("DRG_030", () => {
    cardCase("DRG_030", {
      does: "a minion +1 Attack, then Invoke (a Lackey)",
      p1: { hero: ROGUE, board: [{ card: YETI, ref: "Y" }], hand: [{ card: "DRG_030", ref: "P" }], deck: [{ card: "DRG_610" }] },
      actions: [{ type: "play", card: "P", target: "Y" }],
      check: (r) => {
        expect(r.state.players[0].board[0]!.attack).toBe(5);
        expect(LACKEY_IDS).toContain(hand(r, 0)[0]);
      },
    });
  });
  describeCard("DRG_247", () => {
    cardCase("DRG_247", {
      does: "3 damage to an undamaged character, then Invoke",
      p1: { hand: [{ card: "DRG_247", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "Y.health": 2, "p1.tags.INVOKE_COUNTER": 1 },
    });
    cardCase("DRG_247", {
      does: "a damaged character is no target",
      p1: { hand: [{ card: "DRG_247", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 4 }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("DRG_246", () => {
    cardCase("DRG_246", {
      does: "destroy a minion, then Invoke (the Unspeakable's Priest minion)",
      p1: { hero: PRIEST, hand: [{ card: "DRG_246", ref: "T" }], deck: [{ card: "DRG_660" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "T", target: "Y" }],
      check: (r) => {
        expect(board(r, 1)).toEqual([]);
        expect(f(hand(r, 0)[0]!).cardClass).toBe("PRIEST");
      },
    });
  });

  // ---- "If you've Invoked twice" ----
  describeCard("DRG_019", () => {
    cardCase("DRG_019", {
      does: "Invoked twice: two copies of this beside it",
      p1: { tags: { INVOKE_COUNTER: 2 }, hand: [{ card: "DRG_019", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": ["DRG_019", "DRG_019", "DRG_019"] },
    });
    cardCase("DRG_019", {
      does: "Invoked once: no copies",
      p1: { tags: { INVOKE_COUNTER: 1 }, hand: [{ card: "DRG_019", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": ["DRG_019"] },
    });
  });
  describeCard("DRG_027", () => {
    cardCase("DRG_027", {
      does: "Invoked twice: 3 Coins",
      p1: { tags: { INVOKE_COUNTER: 3 }, hand: [{ card: "DRG_027", ref: "U" }] },
      actions: [{ type: "play", card: "U" }],
      expect: { "p1.hand": ["GAME_005", "GAME_005", "GAME_005"] },
    });
    cardCase("DRG_027", {
      does: "not Invoked: nothing",
      p1: { hand: [{ card: "DRG_027", ref: "U" }] },
      actions: [{ type: "play", card: "U" }],
      expect: { "p1.hand": [] },
    });
  });
  describeCard("DRG_203", () => {
    cardCase("DRG_203", {
      does: "Invoked twice: draw 3",
      p1: { tags: { INVOKE_COUNTER: 2 }, hand: [{ card: "DRG_203", ref: "V" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "V" }],
      expect: { "p1.hand.length": 3, "p1.deck.length": 1 },
    });
    cardCase("DRG_203", {
      does: "Invoked once: no draw",
      p1: { tags: { INVOKE_COUNTER: 1 }, hand: [{ card: "DRG_203", ref: "V" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "V" }],
      expect: { "p1.hand.length": 0 },
    });
  });
  describeCard("DRG_217", () => {
    cardCase("DRG_217", {
      does: "two 2/3 Taunt Wolves; Invoked twice: +3/+3 each",
      p1: { tags: { INVOKE_COUNTER: 2 }, hand: [{ card: "DRG_217", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.board": ["DRG_217t", "DRG_217t"], "p1.board.0.attack": 5, "p1.board.1.health": 6 },
    });
    cardCase("DRG_217", {
      does: "not Invoked twice: 2/3s",
      p1: { hand: [{ card: "DRG_217", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.board.0.attack": 2, "p1.board.1.health": 3 },
    });
  });
  describeCard("DRG_300", () => {
    cardCase("DRG_300", {
      does: "Invoked twice: the cards in hand cost (1) less",
      p1: { tags: { INVOKE_COUNTER: 2 }, hand: [{ card: "DRG_300", ref: "F" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "Y.cost": 3 },
    });
    cardCase("DRG_300", {
      does: "not Invoked twice: no change",
      p1: { tags: { INVOKE_COUNTER: 1 }, hand: [{ card: "DRG_300", ref: "F" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "Y.cost": 4 },
    });
  });

  // ---- The Galakronds ----
  describeCard("DRG_600", () => {
    cardCase("DRG_600", {
      does: "a 7-Cost hero card: 5 Armor, Galakrond's Malice, one random Demon",
      p1: { hero: WARLOCK, hand: [{ card: "DRG_600", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => {
        const me = r.state.players[0];
        expect(me.hero.card).toBe("DRG_600");
        expect(me.hero.armor).toBe(5);
        expect(me.heroPower?.card).toBe("DRG_238p3");
        expect(me.board).toHaveLength(1);
        expect(isDemon(me.board[0]!.card)).toBe(true);
      },
    });
    cardCase("DRG_600", {
      does: "Azeroth's End: four random Demons and a 5/2 Claw",
      p1: { hero: WARLOCK, hand: [{ card: "DRG_600t3", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => {
        const me = r.state.players[0];
        expect(me.board).toHaveLength(4);
        for (const m of me.board) expect(isDemon(m.card)).toBe(true);
        expect(me.weapon?.card).toBe("DRG_238ht");
        expect(me.weapon?.attack).toBe(5);
        expect(me.weapon?.durability).toBe(2);
      },
    });
    cardCase("DRG_600", {
      does: "its Hero Power, used: two Imps",
      p1: { hero: { card: "DRG_600" }, heroPower: { card: "DRG_238p3" } },
      actions: [{ type: "heroPower" }],
      expect: { "p1.board": [IMP, IMP], "p1.mana.used": 2 },
    });
  });
  describeCard("DRG_610", () => {
    cardCase("DRG_610", {
      does: "draws one card that costs (0)",
      p1: { hero: ROGUE, hand: [{ card: "DRG_610", ref: "G" }], deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "Y.zone": "hand", "Y.cost": 0, "p1.heroPower": "DRG_238p2" },
    });
    cardCase("DRG_610", {
      does: "the Apocalypse: two cards that cost (0)",
      p1: { hero: ROGUE, hand: [{ card: "DRG_610t2", ref: "G" }], deck: [{ card: YETI, ref: "Y" }, { card: "CS2_200", ref: "B" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "Y.cost": 0, "B.cost": 0 },
    });
  });
  describeCard("DRG_620", () => {
    cardCase("DRG_620", {
      does: "two 2/2 Rush Storms",
      p1: { hero: SHAMAN, hand: [{ card: "DRG_620", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": ["DRG_620t4", "DRG_620t4"], "p1.heroPower": "DRG_238p4" },
    });
    cardCase("DRG_620", {
      does: "Azeroth's End: two 8/8 Storms and the Claw",
      p1: { hero: SHAMAN, hand: [{ card: "DRG_620t3", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": ["DRG_620t6", "DRG_620t6"], "p1.weapon": "DRG_238ht" },
    });
  });
  describeCard("DRG_650", () => {
    cardCase("DRG_650", {
      does: "draws a minion (not the spell above it) and gives it +4/+4",
      p1: { hero: WARRIOR, hand: [{ card: "DRG_650", ref: "G" }], deck: [{ card: YETI, ref: "Y" }, { card: "CS2_029", ref: "S" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "Y.zone": "hand", "Y.attack": 8, "Y.health": 9, "S.zone": "deck", "p1.heroPower": "DRG_238p" },
    });
    cardCase("DRG_650", {
      does: "its Hero Power: +3 Attack this turn",
      p1: { hero: { card: "DRG_650" }, heroPower: { card: "DRG_238p" } },
      actions: [{ type: "heroPower" }],
      expect: { "p1.hero.attack": 3 },
    });
  });
  describeCard("DRG_660", () => {
    cardCase("DRG_660", {
      does: "destroys one random enemy minion",
      p1: { hero: PRIEST, hand: [{ card: "DRG_660", ref: "G" }] },
      p2: { board: [{ card: YETI }, { card: WISP }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p2.board.length": 1, "p1.heroPower": "DRG_238p5" },
    });
    cardCase("DRG_660", {
      does: "the Apocalypse destroys two",
      p1: { hero: PRIEST, hand: [{ card: "DRG_660t2", ref: "G" }] },
      p2: { board: [{ card: YETI }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p2.board.length": 1 },
    });
  });
  // ---- more Descent of Dragons ----
  describeCard("DRG_201", () => {
    cardCase("DRG_201", {
      does: "holding a Dragon: 3 damage to all other characters",
      p1: { hand: [{ card: "DRG_201", ref: "N" }, { card: "NEW1_023" }], board: [{ card: YETI, ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "B" }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "A.health": 2, "B.health": 2, "N.health": 5, "p1.hero.health": 27, "p2.hero.health": 27 },
    });
    cardCase("DRG_201", {
      does: "no Dragon in hand: nothing",
      p1: { hand: [{ card: "DRG_201", ref: "N" }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "p2.hero.health": 30 },
    });
  });
  describeCard("DRG_071", () => {
    cardCase("DRG_071", {
      does: "Deathrattle: two 1/1 Albatross into the opponent's deck",
      p1: { board: [{ card: "DRG_071", ref: "A" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "destroy", target: "A" }],
      check: (r) => expect(r.state.players[1].deck.map((c) => c.card).sort()).toEqual(["CS2_231", "DRG_071t", "DRG_071t"]),
    });
  });
  describeCard("DRG_036", () => {
    cardCase("DRG_036", {
      does: "Deathrattle: a Candle into the deck",
      p1: { board: [{ card: "DRG_036", ref: "W" }] },
      actions: [{ type: "destroy", target: "W" }],
      expect: { "p1.deck": ["DRG_036t"], "p1.board": [] },
    });
    cardCase("DRG_036", {
      does: "the Candle, drawn, is cast: Waxadred comes back",
      p1: { deck: [{ card: "DRG_036t" }], hand: [{ card: "EX1_277", ref: "X" }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }],
      expect: { "p1.board": ["DRG_036"], "p1.hand": ["EX1_277"] },
    });
  });
  describeCard("DRG_322", () => {
    cardCase("DRG_322", {
      does: "holding a Dragon: the next spell this turn costs (0)",
      p1: { hand: [{ card: "DRG_322", ref: "D" }, { card: "NEW1_023" }, { card: "CS2_029", ref: "F" }, { card: "CS2_024", ref: "G" }] },
      actions: [{ type: "play", card: "D" }, { type: "play", card: "F", target: "p2.hero" }],
      expect: { "p1.mana.used": 6, "G.cost": 2 },
    });
    cardCase("DRG_322", {
      does: "no Dragon: full price",
      p1: { hand: [{ card: "DRG_322", ref: "D" }, { card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "F.cost": 4 },
    });
  });
  describeCard("DRG_323", () => {
    cardCase("DRG_323", {
      does: "spells played add their Cost; at 8 a 6/6 Dragon",
      p1: { secrets: [{ card: "DRG_323", ref: "Q" }], hand: [{ card: "CS2_029" }, { card: "CS2_029" }, { card: YETI }] },
      actions: [{ type: "play", card: "p1.hand.0", target: "p2.hero" }, { type: "play", card: "p1.hand.0", target: "p2.hero" }],
      expect: { "Q.zone": "graveyard", "p1.board": ["DRG_323t"] },
    });
    cardCase("DRG_323", {
      does: "minions do not count",
      p1: { secrets: [{ card: "DRG_323", ref: "Q" }], hand: [{ card: YETI }] },
      actions: [{ type: "play", card: "p1.hand.0" }],
      expect: { "Q.tags.QUEST_PROGRESS": undefined },
    });
  });
  describeCard("DRG_051", () => {
    cardCase("DRG_051", {
      does: "minions played add their Cost; at 10 a minion of the deck is summoned",
      p1: { secrets: [{ card: "DRG_051", ref: "Q", tags: { QUEST_PROGRESS: 7 } }], hand: [{ card: YETI }], deck: [{ card: "CS2_029" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "p1.hand.0" }],
      expect: { "Q.zone": "graveyard", "W.zone": "board", "p1.deck": ["CS2_029"] },
    });
  });
  describeCard("DRG_235", () => {
    cardCase("DRG_235", {
      does: "Deathrattle: a Dragon in hand gets +3/+3 and the same Deathrattle, which passes it on again",
      p1: { board: [{ card: "DRG_235", ref: "T" }], hand: [{ card: "NEW1_023", ref: "D" }], deck: [{ card: "NEW1_023", ref: "E" }] },
      actions: [{ type: "destroy", target: "T" }, { type: "play", card: "D" }, { type: "endTurn" }, { type: "endTurn" }, { type: "destroy", target: "D" }],
      expect: { "E.zone": "hand", "E.attack": 6, "E.health": 5 },
    });
    cardCase("DRG_235", {
      does: "the Dragon gets +3/+3",
      p1: { board: [{ card: "DRG_235", ref: "T" }], hand: [{ card: "NEW1_023", ref: "D" }] },
      actions: [{ type: "destroy", target: "T" }],
      expect: { "D.attack": 6, "D.health": 5 },
    });
  });
});
