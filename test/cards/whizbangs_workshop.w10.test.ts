/** Whizbang's Workshop (WHIZBANGS_WORKSHOP), w10/toys. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const IMP = "CS2_065"; // Voidwalker 1/3 Demon Taunt
const FIREBALL = "CS2_029";
const HOLY_LIGHT = "CS2_089"; // Holy spell
const DECKHAND = "CS2_146"; // 2/1 Pirate
const SENJIN = "CS2_179"; // 3/5 Taunt
const RAPTOR = "CS2_172"; // 3/2 Beast
const GRYPHON = "DRG_010"; // 4/1 Beast Rush
const SQUIRE = "EX1_008"; // 1/1 Divine Shield

const OPPONENTS_TURN = { activePlayer: 2 };

describe("Whizbang's Workshop (w10/toys)", () => {
  describeCard("TOY_811", () => {
    cardCase("TOY_811", {
      does: "Miniaturize: played from hand, its 1-Cost 1/1 Mini comes to the right end of the hand; the Mini gives none",
      p1: { hand: [{ card: "TOY_811", ref: "T" }, { card: WISP }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand": [WISP, "TOY_811t"], "p1.hand.1.cost": 1, "T.seen.RUSH": 1, "T.seen.DIVINE_SHIELD": 1 },
    });
    cardCase("TOY_811", {
      does: "the Mini played gives no other Mini",
      p1: { hand: [{ card: "TOY_811t", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.hand": [], "M.attack": 1, "M.health": 1, "M.seen.LIFESTEAL": 1 },
    });
    cardCase("TOY_811", {
      does: "a full hand burns the Mini",
      p1: { hand: [{ card: "TOY_811", ref: "T" }, ...Array.from({ length: 10 }, () => ({ card: WISP }))] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand.length": 10, "p1.graveyard": ["TOY_811t"] },
    });
  });

  describeCard("MIS_300", () => {
    cardCase("MIS_300", {
      does: "Gigantify: played, its 8-Cost 8/8 Gigantic comes to hand",
      p1: { hand: [{ card: "MIS_300", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand": ["MIS_300t"], "p1.hand.0.cost": 8, "p1.hand.0.attack": 8, "T.seen.TAUNT": 1 },
    });
  });

  describeCard("TOY_380", () => {
    cardCase("TOY_380", {
      does: "Miniaturize; Deathrattle: a 4/4 Elusive Whelp",
      p1: { hand: [{ card: "TOY_380", ref: "C" }], board: [] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.hand": ["TOY_380t"] },
    });
    cardCase("TOY_380", {
      does: "dies: the Whelp takes its place",
      p1: { board: [{ card: "TOY_380t", ref: "C" }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "C" }],
      expect: { "p1.board": ["TOY_380t2"], "p1.board.0.attack": 4 },
    });
  });

  describeCard("TOY_828", () => {
    cardCase("TOY_828", {
      does: "Deathrattle: +2/+2 to Undead in hand only",
      p1: { board: [{ card: "TOY_828", ref: "P" }], hand: [{ card: FIREBALL, ref: "F" }, { card: "TOY_828t", ref: "U" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F", target: "P" }],
      expect: { "U.attack": 3, "U.health": 3, "Y.attack": 4 },
    });
  });

  describeCard("TOY_915", () => {
    cardCase("TOY_915", {
      does: "a friendly Demon gets +2 Attack and Immune this turn; its Mini comes to hand",
      p1: { hand: [{ card: "TOY_915", ref: "R" }], board: [{ card: IMP, ref: "D" }] },
      actions: [{ type: "play", card: "R", target: "D" }],
      expect: { "D.attack": 3, "D.seen.IMMUNE": 1, "p1.hand": ["TOY_915t"] },
    });
    cardCase("TOY_915", {
      does: "the buff ends with the turn",
      p1: { hand: [{ card: "TOY_915", ref: "R" }], board: [{ card: IMP, ref: "D" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "R", target: "D" }, { type: "endTurn" }],
      expect: { "D.attack": 1 },
    });
    cardCase("TOY_915", {
      does: "not a non-Demon",
      p1: { hand: [{ card: "TOY_915", ref: "R" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "R", target: "Y" }],
      error: "illegal_action",
    });
  });

  describeCard("TOY_513", () => {
    cardCase("TOY_513", {
      does: "your hero has +1 Attack and Windfury this turn: attacks twice",
      p1: { hand: [{ card: "TOY_513", ref: "S" }] },
      actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 28, "p1.hand": ["TOY_513t"] },
    });
  });

  describeCard("TOY_375", () => {
    cardCase("TOY_375", {
      does: "freezes an enemy minion and gains Armor equal to its Attack",
      p1: { hand: [{ card: "TOY_375", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "Y.seen.FROZEN": 1, "p1.hero.armor": 4, "p1.hand": ["TOY_375t"] },
    });
  });

  describeCard("TOY_601", () => {
    cardCase("TOY_601", {
      does: "end of your turn: a 6/7 Bot that attacks the only enemy (the enemy hero)",
      p1: { board: [{ card: "TOY_601t" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.board": ["TOY_601t", "TOY_601t2"], "p2.hero.health": 24 },
    });
  });

  describeCard("TOY_813", () => {
    cardCase("TOY_813", {
      does: "sets a minion's Attack and Health to its own (3/7)",
      p1: { hand: [{ card: "TOY_813", ref: "T" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "T", target: "Y" }],
      expect: { "Y.attack": 3, "Y.health": 7, "p1.hand": ["TOY_813t"] },
    });
    cardCase("TOY_813", {
      does: "the Mini makes it 1/1",
      p1: { hand: [{ card: "TOY_813t", ref: "T" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "T", target: "Y" }],
      expect: { "Y.attack": 1, "Y.health": 1, "p1.hand": [] },
    });
  });

  describeCard("TOY_801", () => {
    cardCase("TOY_801", {
      does: "Choose One: Spell Damage +1",
      p1: { hand: [{ card: "TOY_801", ref: "C" }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "C", choose: 1 }, { type: "play", card: "F", target: "p2.hero" }],
      expect: { "p2.hero.health": 23, "p1.hand": ["TOY_801t"] },
    });
    cardCase("TOY_801", {
      does: "Choose One: draw a spell",
      p1: { hand: [{ card: "TOY_801", ref: "C" }], deck: [{ card: FIREBALL }, { card: YETI }] },
      actions: [{ type: "play", card: "C", choose: 2 }],
      expect: { "p1.hand": ["TOY_801t", FIREBALL], "p1.deck": [YETI] },
    });
  });

  describeCard("TOY_521", () => {
    cardCase("TOY_521", {
      does: "your next card this turn costs (2) less, then no more",
      p1: { hand: [{ card: "TOY_521", ref: "S" }, { card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "Y" }],
      expect: { "p1.mana.used": 7, "F.cost": 4 },
    });
  });

  describeCard("TOY_351", () => {
    cardCase("TOY_351", {
      does: "Deathrattle: a copy of the Beast in your deck, (3) less",
      p1: { board: [{ card: "TOY_351", ref: "E" }], deck: [{ card: YETI }, { card: "CS2_172" }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "E" }],
      expect: { "p1.hand": ["CS2_172"], "p1.hand.0.cost": 0, "p1.deck.length": 2 },
    });
  });

  describeCard("MIS_006", () => {
    cardCase("MIS_006", {
      does: "Discover an Undead whose Cost is reduced by its Attack (2); Gigantic comes too",
      p1: { hero: { card: "HERO_11" }, hand: [{ card: "MIS_006", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.map((c) => c.card)).toContain("MIS_006t");
        const found = hand.find((c) => c.card !== "MIS_006t");
        expect(found).toBeDefined();
        expect(found!.cost).toBe(Math.max(0, factsById(found!.card!)!.cost! - 2));
      },
    });
  });

  describeCard("MIS_307", () => {
    cardCase("MIS_307", {
      does: "the Gigantic summons an 8/8 Tinyfin with Rush",
      p1: { hand: [{ card: "MIS_307t1", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": ["MIS_307t1", "MIS_307t"], "p1.board.1.attack": 8, "p1.board.1.health": 8 },
    });
  });

  describeCard("MIS_918", () => {
    cardCase("MIS_918", {
      does: "costs (1) less for each Holy spell played",
      p1: { hand: [{ card: "MIS_918", ref: "L" }, { card: HOLY_LIGHT, ref: "H" }, { card: HOLY_LIGHT, ref: "H2" }] },
      actions: [{ type: "play", card: "H" }, { type: "play", card: "H2" }],
      expect: { "L.cost": 3 },
    });
  });

  describeCard("MIS_303", () => {
    cardCase("MIS_303", {
      does: "after you cast a spell, cast a random spell that costs (1) more",
      p1: { board: [{ card: "MIS_303" }], hand: [{ card: HOLY_LIGHT, ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => {
        const pick = (r.random ?? []).find((x) => x.by?.card === "MIS_303");
        expect(pick).toBeDefined();
        const f = factsById(String(pick!.chosen))!;
        expect([f.type, f.cost]).toEqual(["SPELL", 3]);
      },
    });
  });

  describeCard("MIS_314", () => {
    cardCase("MIS_314", {
      does: "Deathrattle: three random 1-Cost minions",
      p1: { board: [{ card: "MIS_314", ref: "G" }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "G" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.length).toBe(3);
        for (const m of board) expect(m.cost).toBe(1);
      },
    });
  });

  describeCard("MIS_700", () => {
    cardCase("MIS_700", {
      does: "Discovers a Paladin weapon with +1/+1",
      p1: { hero: { card: "HERO_04" }, hand: [{ card: "MIS_700", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      check: (r) => {
        const got = r.state.players[0].hand;
        expect(got.length).toBe(1);
        expect(got[0]!.enchantments?.map((e) => e.card)).toContain("MIS_700e");
      },
    });
  });

  describeCard("MIS_703", () => {
    cardCase("MIS_703", {
      does: "sets your hero's remaining Health to 15",
      p1: { hand: [{ card: "MIS_703", ref: "I" }] },
      actions: [{ type: "play", card: "I" }],
      expect: { "p1.hero.health": 15 },
    });
  });

  describeCard("MIS_104", () => {
    cardCase("MIS_104", {
      does: "5 random Beasts, discarded at the end of your turn",
      p1: { hand: [{ card: "MIS_104", ref: "P" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "P" }, { type: "endTurn" }],
      expect: { "p1.hand.length": 0, "p1.graveyard.length": 6 },
    });
  });
  describeCard("MIS_705", () => {
    cardCase("MIS_705", {
      does: "5 random Taunt minions, Temporary",
      p1: { hand: [{ card: "MIS_705", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.length).toBe(5);
        for (const c of hand) expect(c.enchantments?.map((e) => e.card)).toContain("GBL_999e");
      },
    });
  });
  describeCard("MIS_708", () => {
    cardCase("MIS_708", {
      does: "5 random cards from other classes, Temporary",
      p1: { hero: { card: "HERO_03" }, hand: [{ card: "MIS_708", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.length).toBe(5);
        for (const c of hand) expect(c.enchantments?.map((e) => e.card)).toContain("GBL_999e");
      },
    });
  });

  describeCard("MIS_707", () => {
    cardCase("MIS_707", {
      does: "draws 2, 3 damage to your hero, 2 copies shuffled in",
      p1: { hand: [{ card: "MIS_707", ref: "M" }], deck: [{ card: YETI }, { card: WISP }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.hand.length": 2, "p1.hero.health": 27, "p1.deck": ["MIS_707", "MIS_707"] },
    });
  });

  describeCard("MIS_709", () => {
    cardCase("MIS_709", {
      does: "costs (1) after a Holy spell this turn; 4 damage with Lifesteal",
      p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "MIS_709", ref: "G" }, { card: HOLY_LIGHT, ref: "H" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "H" }, { type: "play", card: "G", target: "Y" }],
      expect: { "Y.health": 1, "p1.hero.health": 30, "p1.mana.used": 3 },
    });
    cardCase("MIS_709", {
      does: "costs 4 otherwise",
      p1: { hand: [{ card: "MIS_709", ref: "G" }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "G.cost": 4 },
    });
  });

  describeCard("MIS_712", () => {
    cardCase("MIS_712", {
      does: "with 10 Mana Crystals: +7/+7",
      p1: { hand: [{ card: "MIS_712", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "T.attack": 14, "T.health": 14 },
    });
    cardCase("MIS_712", {
      does: "with 9: nothing",
      p1: { hand: [{ card: "MIS_712", ref: "T" }], mana: { crystals: 9, maxCrystals: 9 } },
      actions: [{ type: "play", card: "T" }],
      expect: { "T.attack": 7 },
    });
  });

  describeCard("MIS_714", () => {
    cardCase("MIS_714", {
      does: "a copy of the enemy minion is summoned and attacks it",
      p1: { hand: [{ card: "MIS_714", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "Y" }],
      expect: { "Y.health": 1, "p1.board": [YETI], "p1.board.0.health": 1 },
    });
  });

  describeCard("MIS_903", () => {
    cardCase("MIS_903", {
      does: "draws 3",
      p1: { hand: [{ card: "MIS_903", ref: "D" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.hand.length": 3, "p2.board": [YETI] },
    });
    cardCase("MIS_903", {
      does: "Combo: also destroys a random enemy minion",
      p1: { hand: [{ card: "GAME_005", ref: "C" }, { card: "MIS_903", ref: "D" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "D" }],
      expect: { "p1.hand.length": 3, "p2.board": [] },
    });
  });

  describeCard("MIS_911", () => {
    cardCase("MIS_911", {
      does: "after your hero attacks, another Gibbering Reject",
      p1: { board: [{ card: "MIS_911" }], hero: { card: "HERO_07", attack: 2 }, weapon: { card: "CS2_106" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.board": ["MIS_911", "MIS_911"] },
    });
  });

  describeCard("MIS_919", () => {
    cardCase("MIS_919", {
      does: "a 1/1 copy costing (1) of an enemy minion",
      p1: { board: [{ card: "MIS_919", ref: "L" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "useLocation", card: "L", target: "Y" }],
      expect: { "p1.hand": [YETI], "p1.hand.0.attack": 1, "p1.hand.0.health": 1, "p1.hand.0.cost": 1 },
    });
  });

  describeCard("TOY_000", () => {
    cardCase("TOY_000", {
      does: "+2 Attack during the opponent's turn only",
      p1: { board: [{ card: "TOY_000", ref: "T" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "T.attack": 2 },
    });
    cardCase("TOY_000", {
      does: "0 Attack on its own turn",
      p1: { board: [{ card: "TOY_000", ref: "T" }], deck: [{ card: WISP }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "endTurn" }],
      expect: { "T.attack": 0 },
    });
  });

  describeCard("TOY_006", () => {
    cardCase("TOY_006", {
      does: "Discovers a 2-Cost card",
      p1: { hand: [{ card: "TOY_006", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => { expect(r.state.players[0].hand.map((c) => c.cost)).toEqual([2]); },
    });
  });

  describeCard("TOY_037", () => {
    cardCase("TOY_037", {
      does: "Discovers a Secret costing (1)",
      p1: { hero: { card: "HERO_08" }, hand: [{ card: "TOY_037", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => { expect(r.state.players[0].hand.map((c) => c.cost)).toEqual([1]); },
    });
  });

  describeCard("TOY_046", () => {
    cardCase("TOY_046", {
      does: "Discovers a 4-Cost minion set to 7/7",
      p1: { hand: [{ card: "TOY_046", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => { const c = r.state.players[0].hand[0]!; expect([c.cost, c.attack, c.health]).toEqual([4, 7, 7]); },
    });
  });

  describeCard("TOY_352", () => {
    cardCase("TOY_352", {
      does: "a Beast drawn: a spell drawn too",
      p1: { hand: [{ card: "TOY_352", ref: "F" }], deck: [{ card: FIREBALL }, { card: RAPTOR }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.hand": [RAPTOR, FIREBALL] },
    });
    cardCase("TOY_352", {
      does: "not a Beast: no spell",
      p1: { hand: [{ card: "TOY_352", ref: "F" }], deck: [{ card: FIREBALL }, { card: YETI }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.hand": [YETI] },
    });
  });

  describeCard("TOY_353", () => {
    cardCase("TOY_353", {
      does: "Huffer, Leokk and Misha, each (1) less",
      p1: { hand: [{ card: "TOY_353", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.hand": ["NEW1_034", "NEW1_033", "NEW1_032"], "p1.hand.0.cost": 2, "p1.hand.2.cost": 2 },
    });
  });

  describeCard("TOY_355", () => {
    cardCase("TOY_355", {
      does: "a friendly Beast dies: a Legendary Beast (2) less",
      p1: { board: [{ card: "TOY_355" }, { card: RAPTOR, ref: "R" }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "R" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.length).toBe(1);
        expect(hand[0]!.enchantments?.map((e) => e.card)).toContain("TOY_355e2");
      },
    });
  });

  describeCard("TOY_356", () => {
    cardCase("TOY_356", {
      does: "Deathrattle: 7 damage to the only enemy",
      p1: { board: [{ card: "TOY_356", ref: "T", health: 1 }], hand: [{ card: FIREBALL, ref: "A" }] },
      actions: [{ type: "play", card: "A", target: "T" }],
      expect: { "p2.hero.health": 23 },
    });
  });

  describeCard("TOY_358", () => {
    cardCase("TOY_358", {
      does: "after your hero attacks, a 1/1 Hound",
      p1: { weapon: { card: "TOY_358" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.board": ["TOY_358t"], "p2.hero.health": 29 },
    });
  });

  describeCard("TOY_359", () => {
    cardCase("TOY_359", {
      does: "1 damage to a random enemy, again for each friendly Beast (2 Beasts: 3 hits)",
      p1: { board: [{ card: "TOY_359", ref: "L" }, { card: RAPTOR }, { card: RAPTOR }] },
      actions: [{ type: "useLocation", card: "L" }],
      expect: { "p2.hero.health": 27 },
    });
  });

  describeCard("TOY_370", () => {
    cardCase("TOY_370", {
      does: "2 damage to a random enemy, three times",
      p1: { hand: [{ card: "TOY_370", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p2.hero.health": 24 },
    });
  });

  describeCard("TOY_381", () => {
    cardCase("TOY_381", {
      does: "your Hero Power costs (0)",
      p1: { board: [{ card: "TOY_381" }], hero: { card: "HERO_01" }, heroPower: { card: "CS2_102" } },
      actions: [{ type: "heroPower" }],
      expect: { "p1.mana.used": 0, "p1.hero.armor": 2 },
    });
  });

  describeCard("TOY_382", () => {
    cardCase("TOY_382", {
      does: "Deathrattle: two 0-Cost Bandages that restore 3",
      p1: { board: [{ card: "TOY_382", ref: "C" }], hand: [{ card: FIREBALL, ref: "F" }], hero: { card: "HERO_01", health: 20 } },
      actions: [{ type: "play", card: "F", target: "C" }, { type: "play", card: "p1.hand.0", target: "p1.hero" }].slice(0, 1),
      expect: { "p1.hand": ["TOY_382t", "TOY_382t"], "p1.hand.0.cost": 0 },
    });
  });
  describeCard("TOY_382t", () => {
    cardCase("TOY_382t", {
      does: "restores 3 Health",
      p1: { hand: [{ card: "TOY_382t", ref: "B" }], hero: { card: "HERO_01", health: 20 } },
      actions: [{ type: "play", card: "B", target: "p1.hero" }],
      expect: { "p1.hero.health": 23 },
    });
  });

  describeCard("TOY_384", () => {
    cardCase("TOY_384", {
      does: "silences friendly minions, then +1/+2",
      p1: { hand: [{ card: "TOY_384", ref: "P" }], board: [{ card: SENJIN, ref: "S" }] },
      p2: { board: [{ card: SENJIN, ref: "E" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "S.attack": 4, "S.health": 7, "S.seen.TAUNT": undefined, "E.health": 5 },
    });
  });

  describeCard("TOY_500", () => {
    cardCase("TOY_500", {
      does: "10 damage split among all minions, Lifesteal heals 10, Overload 1",
      p1: { hero: { card: "HERO_02", health: 10 }, hand: [{ card: "TOY_500", ref: "V" }], board: [{ card: "CS2_186" }] },
      p2: { board: [{ card: "CS2_186" }] },
      actions: [{ type: "play", card: "V" }],
      expect: { "p1.hero.health": 20, "p1.mana.overloadOwed": 1 },
    });
  });

  describeCard("TOY_503", () => {
    cardCase("TOY_503", {
      does: "Battlecry: a copy of itself",
      p1: { hand: [{ card: "TOY_503", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": ["TOY_503", "TOY_503"] },
    });
  });

  describeCard("TOY_505", () => {
    cardCase("TOY_505", {
      does: "after you summon a Pirate, draw",
      p1: { board: [{ card: "TOY_505" }], hand: [{ card: DECKHAND, ref: "D" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "D" }, { type: "play", card: "Y" }],
      expect: { "p1.hand": [WISP] },
    });
  });

  describeCard("TOY_506", () => {
    cardCase("TOY_506", {
      does: "a 3-Cost Beast, Dragon, Elemental and Murloc",
      p1: { hand: [{ card: "TOY_506", ref: "O" }] },
      actions: [{ type: "play", card: "O" }],
      check: (r) => {
        const b = r.state.players[0].board;
        expect(b.length).toBe(4);
        for (const m of b) expect(m.cost).toBe(3);
      },
    });
  });

  describeCard("TOY_510", () => {
    cardCase("TOY_510", {
      does: "a Pirate drawn: a Coin",
      p1: { hand: [{ card: "TOY_510", ref: "D" }], deck: [{ card: FIREBALL }, { card: DECKHAND }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.hand": [DECKHAND, "GAME_005"] },
    });
    cardCase("TOY_510", {
      does: "not a Pirate: no Coin",
      p1: { hand: [{ card: "TOY_510", ref: "D" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.hand": [YETI] },
    });
  });

  describeCard("TOY_514", () => {
    cardCase("TOY_514", {
      does: "a Discovered spell of another class and a copy of it",
      p1: { hero: { card: "HERO_03" }, hand: [{ card: "TOY_514", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      check: (r) => {
        const h = r.state.players[0].hand;
        expect(h.length).toBe(2);
        expect(h[0]!.card).toBe(h[1]!.card);
      },
    });
  });

  describeCard("TOY_515", () => {
    cardCase("TOY_515", {
      does: "after you play a 1-Cost minion, a copy costing (0)",
      p1: { board: [{ card: "TOY_515" }], hand: [{ card: "CS2_168", ref: "W" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.hand": [YETI, "CS2_168"], "p1.hand.1.cost": 0 },
    });
    cardCase("TOY_515", {
      does: "not a 4-Cost one",
      p1: { board: [{ card: "TOY_515" }], hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("TOY_516", () => {
    cardCase("TOY_516", {
      does: "Combo: a copy of itself",
      p1: { hand: [{ card: "GAME_005", ref: "C" }, { card: "TOY_516", ref: "B" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "B" }],
      expect: { "p1.board": ["TOY_516", "TOY_516"] },
    });
    cardCase("TOY_516", {
      does: "alone: no copy",
      p1: { hand: [{ card: "TOY_516", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board": ["TOY_516"] },
    });
  });

  describeCard("TOY_517", () => {
    cardCase("TOY_517", {
      does: "draws a Rush minion",
      p1: { hand: [{ card: "TOY_517", ref: "P" }], deck: [{ card: GRYPHON }, { card: YETI }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.hand": [GRYPHON] },
    });
  });

  describeCard("TOY_518", () => {
    cardCase("TOY_518", {
      does: "a Pirate summoned gets +1 Attack",
      p1: { board: [{ card: "TOY_518" }], hand: [{ card: DECKHAND, ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "D.attack": 3 },
    });
  });

  describeCard("TOY_526", () => {
    cardCase("TOY_526", {
      does: "attacks your own hero",
      p1: { hand: [{ card: "TOY_526", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hero.health": 25, "p2.hero.health": 30 },
    });
  });

  describeCard("TOY_605", () => {
    cardCase("TOY_605", {
      does: "draws 2 Taunt minions",
      p1: { hand: [{ card: "TOY_605", ref: "Q" }], deck: [{ card: SENJIN }, { card: YETI }, { card: SENJIN }] },
      actions: [{ type: "play", card: "Q" }],
      expect: { "p1.hand": [SENJIN, SENJIN], "p1.deck": [YETI] },
    });
  });

  describeCard("TOY_606", () => {
    cardCase("TOY_606", {
      does: "Deathrattle: 8 damage split among enemy minions",
      p1: { board: [{ card: "TOY_606", ref: "T", health: 1 }], hand: [{ card: FIREBALL, ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "Y" }, { card: SENJIN, ref: "S" }] },
      actions: [{ type: "play", card: "A", target: "T" }],
      check: (r) => {
        const b = r.state.players[1].board;
        expect(b.reduce((n, m) => n + (m.maxHealth! - m.health!), 0) + (r.state.players[1].graveyard.length ? 5 : 0)).toBe(8);
        expect(r.state.players[1].hero.health).toBe(30);
      },
    });
  });

  describeCard("TOY_641", () => {
    cardCase("TOY_641", {
      does: "Deathrattle: draws a Demon (2) less",
      p1: { weapon: { card: "TOY_641", durability: 1 }, deck: [{ card: "CS2_064" }, { card: YETI }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.hand": ["CS2_064"], "p1.hand.0.cost": 4 },
    });
  });

  describeCard("TOY_642", () => {
    cardCase("TOY_642", {
      does: "Battlecry: 3 damage to the lowest Health enemy",
      p1: { hand: [{ card: "TOY_642", ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }, { card: SENJIN, ref: "S" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "Y.health": 2, "S.health": 5 },
    });
  });

  describeCard("TOY_643", () => {
    cardCase("TOY_643", {
      does: "2 random Demons",
      p1: { hand: [{ card: WISP }, { card: "TOY_643", ref: "B" }, { card: WISP }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => { expect(r.state.players[0].hand.length).toBe(4); },
    });
    cardCase("TOY_643", {
      does: "Outcast: two Discovers",
      p1: { hero: { card: "HERO_10" }, hand: [{ card: "TOY_643", ref: "B" }, { card: WISP }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => {
        expect(r.state.players[0].hand.length).toBe(3);
        expect(JSON.stringify(r.trace)).toContain("discover");
      },
    });
  });

  describeCard("TOY_644", () => {
    cardCase("TOY_644", {
      does: "a minion goes Dormant for 2 turns",
      p1: { hand: [{ card: "TOY_644", ref: "R" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "R", target: "Y" }],
      expect: { "Y.tags.DORMANT": 1 },
    });
  });

  describeCard("TOY_646", () => {
    cardCase("TOY_646", {
      does: "Deathrattle: 1 damage to all enemies",
      p1: { board: [{ card: "TOY_646", ref: "M" }], hand: [{ card: FIREBALL, ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A", target: "M" }],
      expect: { "Y.health": 4, "p2.hero.health": 29 },
    });
  });

  describeCard("TOY_651", () => {
    cardCase("TOY_651", {
      does: "gaining Armor summons another Lab Patron, once per turn for each (the second gain: only the new one answers)",
      p1: { board: [{ card: "TOY_651" }], hero: { card: "HERO_01" }, heroPower: { card: "CS2_102" }, hand: [{ card: "EX1_606", ref: "S" }] },
      actions: [{ type: "heroPower" }, { type: "play", card: "S" }],
      expect: { "p1.board": ["TOY_651", "TOY_651", "TOY_651"] },
    });
    cardCase("TOY_651", {
      does: "one gain: one more",
      p1: { board: [{ card: "TOY_651" }], hero: { card: "HERO_01" }, heroPower: { card: "CS2_102" } },
      actions: [{ type: "heroPower" }],
      expect: { "p1.board": ["TOY_651", "TOY_651"] },
    });
  });
});

describe("Whizbang's Workshop (w10/toys), part 3", () => {
  describeCard("TOY_850", () => {
    cardCase("TOY_850", {
      does: "Spell Damage +1 this turn only",
      p1: { board: [{ card: "TOY_850", ref: "L" }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "useLocation", card: "L" }, { type: "play", card: "F", target: "p2.hero" }],
      expect: { "p2.hero.health": 23 },
    });
    cardCase("TOY_850", {
      does: "gone next turn",
      p1: { board: [{ card: "TOY_850", ref: "L" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "useLocation", card: "L" }, { type: "endTurn" }, { type: "play", card: "F", target: "p1.hero" }],
      expect: { "p1.hero.health": 24 },
    });
  });

  describeCard("TOY_877", () => {
    cardCase("TOY_877", {
      does: "+2/+3 to minions in hand, deck and battlefield",
      p1: { hand: [{ card: "TOY_877", ref: "W" }, { card: YETI, ref: "H" }], deck: [{ card: YETI, ref: "D" }], board: [{ card: YETI, ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "H.attack": 6, "D.health": 8, "B.attack": 6, "E.attack": 4 },
    });
  });

  describeCard("TOY_881", () => {
    cardCase("TOY_881", {
      does: "a minion with Divine Shield gets +2/+3",
      p1: { hand: [{ card: "TOY_881", ref: "F" }], board: [{ card: SQUIRE, ref: "S" }] },
      actions: [{ type: "play", card: "F", target: "S" }],
      expect: { "S.attack": 3, "S.health": 4 },
    });
    cardCase("TOY_881", {
      does: "not a minion without one",
      p1: { hand: [{ card: "TOY_881", ref: "F" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F", target: "Y" }],
      error: "illegal_action",
    });
  });

  describeCard("TOY_883", () => {
    cardCase("TOY_883", {
      does: "costs (1) less for each other card in hand; 3 damage to enemy minions",
      p1: { hand: [{ card: "TOY_883", ref: "T" }, { card: WISP }, { card: WISP }, { card: WISP }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "Y.health": 2, "p1.mana.used": 7 },
    });
  });

  describeCard("TOY_884", () => {
    cardCase("TOY_884", {
      does: "summons copies of two Demons of the deck; the deck keeps them",
      p1: { hand: [{ card: "TOY_884", ref: "C" }], deck: [{ card: "CS2_064" }, { card: "CS2_065" }, { card: YETI }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        expect(r.state.players[0].board.map((m) => m.card).sort()).toEqual(["CS2_064", "CS2_065"]);
        expect(r.state.players[0].deck.length).toBe(3);
      },
    });
  });

  describeCard("TOY_891", () => {
    cardCase("TOY_891", {
      does: "with a location: draws 2",
      p1: { hand: [{ card: "TOY_891", ref: "J" }], board: [{ card: "TOY_850" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "J" }],
      expect: { "p1.hand.length": 2 },
    });
    cardCase("TOY_891", {
      does: "without: nothing",
      p1: { hand: [{ card: "TOY_891", ref: "J" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "J" }],
      expect: { "p1.hand.length": 0 },
    });
  });

  describeCard("TOY_907", () => {
    cardCase("TOY_907", {
      does: "no Armor: costs (0), gains 6",
      p1: { hand: [{ card: "TOY_907", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.hero.armor": 6, "p1.mana.used": 0 },
    });
    cardCase("TOY_907", {
      does: "with Armor: costs 2",
      p1: { hero: { card: "HERO_01", armor: 1 }, hand: [{ card: "TOY_907", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.hero.armor": 7, "p1.mana.used": 2 },
    });
  });

  describeCard("TOY_908", () => {
    cardCase("TOY_908", {
      does: "Deathrattle: two Boom Bots",
      p1: { board: [{ card: "TOY_908", ref: "F", health: 1 }], hand: [{ card: FIREBALL, ref: "A" }] },
      actions: [{ type: "play", card: "A", target: "F" }],
      expect: { "p1.board": ["GVG_110t", "GVG_110t"] },
    });
  });

  describeCard("TOY_914", () => {
    cardCase("TOY_914", {
      does: "Deathrattle: two 4/6 Knights",
      p1: { board: [{ card: "TOY_914", ref: "Q", health: 1 }], hand: [{ card: FIREBALL, ref: "A" }] },
      actions: [{ type: "play", card: "A", target: "Q" }],
      expect: { "p1.board": ["TOY_914t", "TOY_914t"], "p1.board.0.health": 6 },
    });
  });

  describeCard("TOY_916", () => {
    cardCase("TOY_916", {
      does: "draws a Shadow spell and gets a Temporary copy, discarded at the end of the turn",
      p1: { hand: [{ card: "TOY_916", ref: "S" }], deck: [{ card: FIREBALL }, { card: "CS2_234" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
      expect: { "p1.hand": ["CS2_234"], "p1.graveyard": ["CS2_234"] },
    });
  });

  describeCard("TOY_821", () => {
    cardCase("TOY_821", {
      does: "after you cast a Frost spell, gains Reborn",
      p1: { board: [{ card: "TOY_821", ref: "S" }], hand: [{ card: "CS2_024", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "S.seen.REBORN": 1 },
    });
    cardCase("TOY_821", {
      does: "not after a Fire spell",
      p1: { board: [{ card: "TOY_821", ref: "S" }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "S.seen.REBORN": undefined },
    });
  });

  describeCard("TOY_827", () => {
    cardCase("TOY_827", {
      does: "with 5 Corpses: spends them and summons a copy",
      p1: { hand: [{ card: "TOY_827", ref: "Z" }], corpses: 6 },
      actions: [{ type: "play", card: "Z" }],
      expect: { "p1.board": ["TOY_827", "TOY_827"], "p1.corpses": 1 },
    });
    cardCase("TOY_827", {
      does: "with 4: nothing",
      p1: { hand: [{ card: "TOY_827", ref: "Z" }], corpses: 4 },
      actions: [{ type: "play", card: "Z" }],
      expect: { "p1.board": ["TOY_827"], "p1.corpses": 4 },
    });
  });

  describeCard("TOY_810", () => {
    cardCase("TOY_810", {
      does: "after your hero attacks, minions in hand +1/+1",
      p1: { weapon: { card: "TOY_810" }, hand: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "Y.attack": 5, "Y.health": 6, "p2.hero.health": 28 },
    });
  });

  describeCard("TOY_714", () => {
    cardCase("TOY_714", {
      does: "1 damage to enemy minions, once more for each Dragon held (2: three times)",
      p1: { hand: [{ card: "TOY_714", ref: "F" }, { card: "NEW1_023" }, { card: "EX1_284" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "Y.health": 2 },
    });
  });

  describeCard("TOY_387", () => {
    cardCase("TOY_387", {
      does: "draws the lowest and the highest Cost Dragon",
      p1: { hand: [{ card: "TOY_387", ref: "S" }], deck: [{ card: "EX1_284" }, { card: YETI }, { card: "NEW1_023" }, { card: "TOY_801" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": ["NEW1_023", "EX1_284"] },
    });
  });

  describeCard("TOY_371", () => {
    cardCase("TOY_371", {
      does: "no minion left in the deck: the 3 drawn cost (3) less",
      p1: { hand: [{ card: "TOY_371", ref: "M" }], deck: [{ card: FIREBALL }, { card: FIREBALL }, { card: YETI }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => { expect(r.state.players[0].hand.map((c) => c.cost).sort()).toEqual([1, 1, 1]); },
    });
    cardCase("TOY_371", {
      does: "a minion left: no reduction",
      p1: { hand: [{ card: "TOY_371", ref: "M" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.hand": [YETI, YETI, YETI], "p1.hand.0.cost": 4, "p1.hand.2.cost": 4 },
    });
  });

  describeCard("TOY_390", () => {
    cardCase("TOY_390", {
      does: "Deathrattle: two spells in hand cost (1) less",
      p1: { board: [{ card: "TOY_390", ref: "C", health: 1 }], hand: [{ card: FIREBALL, ref: "A" }, { card: FIREBALL, ref: "F1" }, { card: HOLY_LIGHT, ref: "F2" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A", target: "C" }],
      expect: { "F1.cost": 3, "F2.cost": 1, "Y.cost": 4 },
    });
  });

  describeCard("TOY_647", () => {
    cardCase("TOY_647", {
      does: "while Dormant: 3 damage to all enemies at the end of your turn",
      p1: { hand: [{ card: "TOY_647", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "M" }, { type: "endTurn" }],
      expect: { "Y.health": 2, "p2.hero.health": 27, "M.tags.DORMANT": 1 },
    });
  });

  describeCard("TOY_391", () => {
    cardCase("TOY_391", {
      does: "draws a minion costing (5) or more with a mustache",
      p1: { hand: [{ card: "TOY_391", ref: "C" }], deck: [{ card: "CS2_064" }, { card: YETI }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const h = r.state.players[0].hand;
        expect(h.map((c) => c.card)).toEqual(["CS2_064"]);
        expect(h[0]!.enchantments?.map((e) => e.card)).toEqual(["TOY_391e"]);
      },
    });
  });

  describeCard("MIS_302", () => {
    cardCase("MIS_302", {
      does: "freezes a minion and summons a Frozen copy for you",
      p1: { hand: [{ card: "MIS_302", ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "Y" }],
      expect: { "Y.seen.FROZEN": 1, "p1.board": [YETI], "p1.board.0.seen.FROZEN": 1 },
    });
  });

  describeCard("MIS_301", () => {
    cardCase("MIS_301", {
      does: "a Treant, then a draw for each Treant (two)",
      p1: { hand: [{ card: "MIS_301", ref: "O" }], board: [{ card: "MIS_301t" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "O" }],
      expect: { "p1.board": ["MIS_301t", "MIS_301t"], "p1.hand.length": 2 },
    });
  });

  describeCard("MIS_101", () => {
    cardCase("MIS_101", {
      does: "hero attacks: 3 Corpses spent, +1 Durability (none lost net)",
      p1: { weapon: { card: "MIS_101", ref: "W" }, corpses: 3 },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "W.durability": 1, "p1.corpses": 0, "p2.hero.health": 25 },
    });
    cardCase("MIS_101", {
      does: "without Corpses: the weapon breaks",
      p1: { weapon: { card: "MIS_101" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.weapon": null },
    });
  });

  describeCard("TOY_028", () => {
    cardCase("TOY_028", {
      does: "your hero has +2 Attack on your turn",
      p1: { board: [{ card: "TOY_028", ref: "S" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 28 },
    });
    cardCase("TOY_028", {
      does: "Stealth until your next turn",
      p1: { hand: [{ card: "TOY_028", ref: "S" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "S.seen.STEALTH": undefined },
    });
  });

  describeCard("TOY_054", () => {
    cardCase("TOY_054", {
      does: "a spell cast while held: Discover a card of the deck",
      p1: { hand: [{ card: "TOY_054", ref: "G" }, { card: HOLY_LIGHT, ref: "H" }], deck: [{ card: YETI }, { card: WISP }] },
      actions: [{ type: "play", card: "H" }, { type: "play", card: "G" }],
      expect: { "p1.hand.length": 1, "p1.deck.length": 1 },
    });
    cardCase("TOY_054", {
      does: "none: nothing",
      p1: { hand: [{ card: "TOY_054", ref: "G" }], deck: [{ card: YETI }, { card: WISP }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.hand.length": 0, "p1.deck.length": 2 },
    });
  });

  describeCard("TOY_522", () => {
    cardCase("TOY_522", {
      does: "after your hero attacks, a 1/1 Pirate that attacks a random enemy",
      p1: { weapon: { card: "TOY_522" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.board": ["TOY_522t"], "p2.hero.health": 26 },
    });
  });

  describeCard("TOY_812", () => {
    cardCase("TOY_812", {
      does: "Deathrattle: a Divine Shield, a Rush and a Taunt minion from the deck",
      p1: { board: [{ card: "TOY_812", ref: "P", health: 1 }], hand: [{ card: FIREBALL, ref: "A" }], deck: [{ card: SQUIRE }, { card: GRYPHON }, { card: SENJIN }, { card: YETI }] },
      actions: [{ type: "play", card: "A", target: "P" }],
      check: (r) => { expect(r.state.players[0].board.map((m) => m.card).sort()).toEqual([GRYPHON, SENJIN, SQUIRE].sort()); },
    });
  });

  describeCard("TOY_531", () => {
    cardCase("TOY_531", {
      does: "casting a 2-Cost spell fills the board with 2-Cost minions",
      p1: { board: [{ card: "TOY_531" }], hand: [{ card: HOLY_LIGHT, ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => {
        const b = r.state.players[0].board;
        expect(b.length).toBe(7);
        for (const m of b.slice(1)) expect(m.cost).toBe(2);
      },
    });
  });

  describeCard("TOY_603", () => {
    cardCase("TOY_603", {
      does: "a copy of a friendly Mech attacks the only enemy, then dies",
      p1: { hand: [{ card: "TOY_603", ref: "W" }], board: [{ card: "EX1_556", ref: "G" }] },
      actions: [{ type: "play", card: "W", target: "G" }],
      expect: { "p2.hero.health": 28, "p1.board": ["EX1_556", "skele21"] }, // the copy's Deathrattle: a Damaged Golem
    });
  });

  describeCard("TOY_805", () => {
    cardCase("TOY_805", {
      does: "minions in the deck cost (1) less and have 1 less Attack",
      p1: { hand: [{ card: "TOY_805", ref: "E" }], deck: [{ card: YETI, ref: "D" }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "D.cost": 3, "D.attack": 3, "F.cost": 4 },
    });
  });

  describeCard("TOY_806", () => {
    cardCase("TOY_806", {
      does: "10 random Legendary minions costing (1) shuffled in",
      p1: { hand: [{ card: "TOY_806", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      check: (r) => {
        const d = r.state.players[0].deck;
        expect(d.length).toBe(10);
        for (const c of d) { expect(c.cost).toBe(1); expect(factsById(c.card!)?.rarity).toBe("LEGENDARY"); }
      },
    });
  });

  describeCard("TOY_808", () => {
    cardCase("TOY_808", {
      does: "end of your turn: a random 6-Cost minion",
      p1: { hand: [{ card: "TOY_808", ref: "C" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "C" }, { type: "endTurn" }],
      check: (r) => {
        const b = r.state.players[0].board;
        expect(b.length).toBe(1);
        expect(b[0]!.cost).toBe(6);
      },
    });
  });

  describeCard("TOY_507", () => {
    cardCase("TOY_507", {
      does: "draws a Battlecry minion, (1) less",
      p1: { board: [{ card: "TOY_507", ref: "L" }], deck: [{ card: "CS2_189" }, { card: YETI }] },
      actions: [{ type: "useLocation", card: "L" }],
      expect: { "p1.hand": ["CS2_189"], "p1.hand.0.cost": 0 },
    });
  });

  describeCard("TOY_512", () => {
    cardCase("TOY_512", {
      does: "the next minion summoned this turn is 4/4, the one after is not",
      p1: { board: [{ card: "TOY_512", ref: "L" }], hand: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "useLocation", card: "L" }, { type: "play", card: "W" }, { type: "play", card: "Y" }],
      expect: { "W.attack": 4, "W.health": 4, "Y.attack": 4, "Y.health": 5 },
    });
  });

  describeCard("TOY_652", () => {
    cardCase("TOY_652", {
      does: "the Discovered Demon is set to 6/5 costing (5); the Mini comes to hand",
      p1: { hero: { card: "HERO_10" }, hand: [{ card: "TOY_652", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const h = r.state.players[0].hand;
        expect(h[0]!.card).toBe("TOY_652t");
        expect([h[1]!.attack, h[1]!.health, h[1]!.cost]).toEqual([6, 5, 5]);
      },
    });
  });

  describeCard("TOY_312", () => {
    cardCase("TOY_312", {
      does: "exact lethal damage on your turn: draws",
      p1: { board: [{ card: "TOY_312", ref: "G" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 4 }] },
      actions: [{ type: "attack", attacker: "G", defender: "Y" }],
      expect: { "p1.hand": [WISP] },
    });
    cardCase("TOY_312", {
      does: "overkill: no draw",
      p1: { board: [{ card: "TOY_312", ref: "G" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 3 }] },
      actions: [{ type: "attack", attacker: "G", defender: "Y" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("TOY_350", () => {
    cardCase("TOY_350", {
      does: "each other friendly Beast gets one random Bonus Effect",
      p1: { hand: [{ card: "TOY_350", ref: "C" }], board: [{ card: RAPTOR, ref: "R" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const picks = (r.random ?? []).filter((x) => x.purpose === "random option");
        expect(picks.length).toBe(1);
        expect(picks[0]!.by?.card).toBe("TOY_350");
      },
    });
  });

  describeCard("TOY_814", () => {
    cardCase("TOY_814", {
      does: "Deathrattle: five 1/1 Soldiers",
      p1: { board: [{ card: "TOY_814", ref: "B" }], hand: [{ card: FIREBALL, ref: "A" }] },
      actions: [{ type: "play", card: "A", target: "B" }],
      check: (r) => {
        const b = r.state.players[0].board;
        expect(b.length).toBe(5);
        for (const m of b) expect(m.card!.startsWith("TOY_814t")).toBe(true);
      },
    });
  });
});

describe("Whizbang's Workshop (w10/toys), part 4", () => {
  describeCard("MIS_025", () => {
    cardCase("MIS_025", {
      does: "played: its Mini and Gigantic, no copy of itself",
      p1: { hand: [{ card: "MIS_025", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hand": ["MIS_025t", "MIS_025t1"], "p1.board": ["MIS_025"] },
    });
    cardCase("MIS_025", {
      does: "a minion with its Attack played: a copy of it",
      p1: { board: [{ card: "MIS_025t" }], hand: [{ card: "CS2_168", ref: "W" }, { card: "CS2_231", ref: "X" }] },
      actions: [{ type: "play", card: "X" }, { type: "play", card: "W" }],
      check: (r) => {
        // the 1-Attack Wisp played: a copy; the 2-Attack Murloc Raider: none
        expect(r.state.players[0].board.map((m) => m.card).sort()).toEqual(["CS2_168", WISP, WISP, "MIS_025t"].sort());
      },
    });
  });

  describeCard("TOY_340", () => {
    cardCase("TOY_340", {
      does: "the first spell cast: +2/+2, not the second",
      p1: { board: [{ card: "TOY_340t1", ref: "N" }], hand: [{ card: HOLY_LIGHT, ref: "H" }, { card: HOLY_LIGHT, ref: "H2" }] },
      actions: [{ type: "play", card: "H" }, { type: "play", card: "H2" }],
      expect: { "N.attack": 3, "N.health": 3 },
    });
  });

  describeCard("TOY_878", () => {
    cardCase("TOY_878", {
      does: "after the opponent plays a minion, becomes a 3/4 copy of it",
      p1: { board: [{ card: "TOY_878", ref: "C" }] },
      p2: { hand: [{ card: SENJIN, ref: "S" }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": [SENJIN], "p1.board.0.attack": 3, "p1.board.0.health": 4, "p1.board.0.seen.TAUNT": 1 },
    });
  });

  describeCard("MIS_701", () => {
    cardCase("MIS_701", {
      does: "every minion becomes a Legendary from the past",
      p1: { hand: [{ card: "MIS_701", ref: "W" }], board: [{ card: YETI }] },
      p2: { board: [{ card: YETI }, { card: WISP }] },
      actions: [{ type: "play", card: "W" }],
      check: (r) => {
        const all = [...r.state.players[0].board, ...r.state.players[1].board];
        expect(all.length).toBe(3);
        for (const m of all) expect(factsById(m.card!)?.rarity).toBe("LEGENDARY");
      },
    });
  });

  describeCard("TOY_645", () => {
    cardCase("TOY_645", {
      does: "draws 1",
      p1: { hand: [{ card: "TOY_645", ref: "O" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "O" }],
      expect: { "p1.hand.length": 1 },
    });
    cardCase("TOY_645", {
      does: "two hero attacks upgrade it (draws 2), the next two again (draws 3)",
      p1: { hand: [{ card: "TOY_645" }], hero: { card: "HERO_07" }, weapon: { card: "CS2_106", durability: 5 } },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" },
        { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.hand": ["TOY_645t"] },
    });
  });
  describeCard("TOY_645t", () => {
    cardCase("TOY_645t", {
      does: "draws 2",
      p1: { hand: [{ card: "TOY_645t", ref: "O" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "O" }],
      expect: { "p1.hand.length": 2 },
    });
  });

  describeCard("MIS_305", () => {
    cardCase("MIS_305", {
      does: "a Discovered 8+ Cost minion is summoned Dormant for 2 turns",
      p1: { hero: { card: "HERO_09" }, hand: [{ card: "MIS_305", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const b = r.state.players[0].board;
        expect(b.length).toBe(1);
        expect(b[0]!.cost).toBeGreaterThanOrEqual(8);
        expect(b[0]!.tags?.DORMANT).toBe(1);
      },
    });
  });

  describeCard("TOY_374", () => {
    cardCase("TOY_374", {
      does: "no minion in the deck: two Discovered 3-Cost minions summoned",
      p1: { hand: [{ card: "TOY_374", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const b = r.state.players[0].board;
        expect(b.length).toBe(2);
        for (const m of b) expect(m.cost).toBe(3);
      },
    });
    cardCase("TOY_374", {
      does: "a minion in the deck: one",
      p1: { hand: [{ card: "TOY_374", ref: "S" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => { expect(r.state.players[0].board.length).toBe(1); },
    });
  });

  describeCard("MIS_107", () => {
    cardCase("MIS_107", {
      does: "no minion in the deck: 6 damage split among enemy minions",
      p1: { hand: [{ card: "MIS_107", ref: "M" }] },
      p2: { board: [{ card: "CS2_186", ref: "G" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "G.health": 1 },
    });
    cardCase("MIS_107", {
      does: "a minion in the deck: 3",
      p1: { hand: [{ card: "MIS_107", ref: "M" }], deck: [{ card: YETI }] },
      p2: { board: [{ card: "CS2_186", ref: "G" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "G.health": 4 },
    });
  });
});

describe("Whizbang's Workshop (w10/toys), part 5", () => {
  describeCard("TOY_307", () => {
    cardCase("TOY_307", {
      does: "its Mini, then 2 random Frost spells that are Temporary",
      p1: { hand: [{ card: "TOY_307", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const h = r.state.players[0].hand;
        expect(h.map((c) => c.card)[0]).toBe("TOY_307t");
        expect(h.length).toBe(3);
        for (const c of h.slice(1)) {
          expect(factsById(c.card!)?.spellSchool).toBe("FROST");
          expect(c.enchantments?.map((e) => e.card)).toContain("TOY_307e");
        }
      },
    });
    cardCase("TOY_307", {
      does: "the Frost spells are discarded at the end of the turn, the Mini stays",
      p1: { hand: [{ card: "TOY_307", ref: "S" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
      expect: { "p1.hand": ["TOY_307t"] },
    });
  });

  describeCard("MIS_026", () => {
    cardCase("MIS_026", {
      does: "a drawn Yeti gives a 1/1 Yeti costing (1); a drawn spell nothing",
      p1: { board: [{ card: "MIS_026" }], hand: [{ card: "TOY_352", ref: "F" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.hand": [YETI, YETI], "p1.hand.1.attack": 1, "p1.hand.1.health": 1, "p1.hand.1.cost": 1, "p1.hand.0.cost": 4 },
    });
  });

  describeCard("TOY_824", () => {
    cardCase("TOY_824", {
      does: "end of your turn: its Attack (2) in 1-damage hits among enemies",
      p1: { board: [{ card: "TOY_824" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p2.hero.health": 28 },
    });
  });

  describeCard("TOY_826", () => {
    cardCase("TOY_826", {
      does: "every minion gets the Deathrattle; one dying damages all minions by 1",
      p1: { hand: [{ card: "TOY_826", ref: "T" }, { card: FIREBALL, ref: "F" }], board: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "W" }, { card: SENJIN, ref: "S" }] },
      actions: [{ type: "play", card: "T" }, { type: "play", card: "F", target: "W" }],
      expect: { "Y.health": 4, "S.health": 4 },
    });
  });

  describeCard("TOY_372", () => {
    cardCase("TOY_372", {
      does: "no minion in the deck: 5 spells costing (5) or more are cast",
      p1: { hand: [{ card: "TOY_372", ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      check: (r) => {
        const picks = (r.random ?? []).filter((x) => x.by?.card === "TOY_372" && x.purpose === "random card");
        expect(picks.length).toBe(5);
        for (const p of picks) expect(factsById(String(p.chosen))!.cost).toBeGreaterThanOrEqual(5);
      },
    });
  });
});

describe("Whizbang's Workshop (w10/toys), part 6", () => {
  describeCard("TOY_528", () => {
    cardCase("TOY_528", {
      does: "your Hero Power resolves twice",
      p1: { board: [{ card: "TOY_528" }], hero: { card: "HERO_01" }, heroPower: { card: "CS2_102" } },
      actions: [{ type: "heroPower" }],
      expect: { "p1.hero.armor": 4 },
    });
  });

  /** Trade the card (it goes below the deck's one card), pass two turns (it is drawn back), play it. */
  const traded = (id: string, more: Record<string, unknown> = {}) => ({
    p1: { hand: [{ card: id, ref: "U" }], deck: [{ card: WISP }], ...more },
    p2: { deck: [{ card: WISP }, { card: WISP }], board: [{ card: "CS2_186", ref: "G" }] },
    actions: [{ type: "trade", card: "U" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "U" }],
  });

  describeCard("TOY_509", () => {
    cardCase("TOY_509", {
      does: "not traded: 1 damage to all enemy minions",
      p1: { hand: [{ card: "TOY_509", ref: "U" }] },
      p2: { board: [{ card: "CS2_186", ref: "G" }] },
      actions: [{ type: "play", card: "U" }],
      expect: { "G.health": 6 },
    });
    cardCase("TOY_509", { does: "traded once: 2 damage", ...traded("TOY_509"), expect: { "G.health": 5, "U.tags.IMPROVEMENTS": 1 } });
  });

  describeCard("TOY_880", () => {
    cardCase("TOY_880", {
      does: "not traded: one copy",
      p1: { hand: [{ card: "TOY_880", ref: "U" }] },
      actions: [{ type: "play", card: "U" }],
      expect: { "p1.board": ["TOY_880", "TOY_880"] },
    });
    cardCase("TOY_880", { does: "traded once: two copies", ...traded("TOY_880"), expect: { "p1.board": ["TOY_880", "TOY_880", "TOY_880"] } });
  });

  describeCard("TOY_802", () => {
    cardCase("TOY_802", {
      does: "refreshes 1 Mana Crystal",
      p1: { hand: [{ card: "TOY_802", ref: "U" }], mana: { crystals: 10, maxCrystals: 10, used: 5 } },
      actions: [{ type: "play", card: "U" }],
      expect: { "p1.mana.used": 6 },
    });
    cardCase("TOY_802", { does: "traded once: refreshes 2", ...traded("TOY_802"), expect: { "p1.mana.used": 0 } });
  });
});

describe("Whizbang's Workshop (w10/toys), part 7", () => {
  describeCard("TOY_357", () => {
    cardCase("TOY_357", {
      does: "minions with less Attack than 6 go into their decks; a 6-Attack one stays",
      p1: { hand: [{ card: "TOY_357", ref: "K" }], board: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: "CS2_186", ref: "G" }, { card: "CS2_179", ref: "S" }, { card: "EX1_284", ref: "D", attack: 6 }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": ["TOY_357"], "p1.deck": [YETI], "p2.board": ["CS2_186", "EX1_284"], "p2.deck": ["CS2_179"] },
    });
  });

  describeCard("TOY_820", () => {
    cardCase("TOY_820", {
      does: "end of your turn: destroys the one minion with less Attack (a 3-Attack one; not the 7-Attack enemy)",
      p1: { board: [{ card: "TOY_820", ref: "F" }, { card: RAPTOR, ref: "Y" }] },
      p2: { board: [{ card: "CS2_186", ref: "G" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.board": ["TOY_820"], "p2.board": ["CS2_186"] },
    });
    cardCase("TOY_820", {
      does: "an equal Attack is not less",
      p1: { board: [{ card: "TOY_820", ref: "F" }, { card: YETI, ref: "Y" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.board": ["TOY_820", YETI] },
    });
  });
});

describe("Whizbang's Workshop (w10/toys), part 8", () => {
  const KOBOLD = "CS2_142"; // Kobold Geomancer, Spell Damage +1
  describeCard("TOY_804", () => {
    cardCase("TOY_804", {
      does: "with Spell Damage: costs (2); two 2/5 Taunt Beetles",
      p1: { hand: [{ card: "TOY_804", ref: "W" }], board: [{ card: KOBOLD }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.board": [KOBOLD, "TOY_804t", "TOY_804t"], "p1.mana.used": 2 },
    });
    cardCase("TOY_804", {
      does: "without: costs 5",
      p1: { hand: [{ card: "TOY_804", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.mana.used": 5 },
    });
  });

  describeCard("TOY_851", () => {
    cardCase("TOY_851", {
      does: "with Spell Damage: the card Discovered from the deck and a copy",
      p1: { hand: [{ card: "TOY_851", ref: "B" }], board: [{ card: KOBOLD }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hand": [YETI, YETI], "p1.deck": [] },
    });
    cardCase("TOY_851", {
      does: "without: only the card",
      p1: { hand: [{ card: "TOY_851", ref: "B" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hand": [YETI], "p1.deck": [] },
    });
  });
});

describe("Whizbang's Workshop (w10/toys), part 9", () => {
  describeCard("TOY_886", () => {
    cardCase("TOY_886", {
      does: "resurrects the last friendly Demon that died, not an earlier one nor a later non-Demon",
      p1: { hand: [{ card: "TOY_886", ref: "E" }] },
      state: { deaths: [{ card: "CS2_064", controller: 1, turn: 2 }, { card: "CS2_065", controller: 1, turn: 3 }, { card: YETI, controller: 1, turn: 4 }, { card: "EX1_310", controller: 2, turn: 4 }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.board": ["CS2_065"] },
    });
    cardCase("TOY_886", {
      does: "no Demon died: nothing",
      p1: { hand: [{ card: "TOY_886", ref: "E" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.board": [] },
    });
  });
});
