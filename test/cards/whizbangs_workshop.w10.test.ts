/** Whizbang's Workshop (WHIZBANGS_WORKSHOP), w10/toys. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const CROC = "CS2_120"; // 2/3 Beast
const IMP = "CS2_065"; // Voidwalker 1/3 Demon Taunt
const FIREBALL = "CS2_029";
const HOLY_LIGHT = "CS2_089"; // Holy spell

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
});
