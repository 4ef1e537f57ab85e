/** Forged in the Barrens: "If you've restored Health this turn" — the amount `restoredThisTurn` (w12/space, rules-notes 1202). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const HEALING_TOUCH = "CS2_007"; // 3-Cost: restore 8 Health
const YETI = "CS2_182"; // 4/5
const OGRE = "CS2_200"; // 6/7
const FIREBALL = "CS2_029";
const FROSTBOLT = "CS2_024";
const LIGHTNING_BOLT = "EX1_238"; // Nature: 3 damage
const SILENCE = "EX1_332";
const WISP_0 = "CS2_231"; // a 0-Cost minion
const WAR_AXE = "CS2_106"; // 3/2 weapon
const ARCANITE = "CS2_112"; // Arcanite Reaper 5/2
const BEAST_1 = "DS1_175"; // Timber Wolf, a 1-Cost Beast
const BEAST_2 = "CS2_120"; // River Crocolisk, a 2-Cost Beast
const BEAST_3 = "CS2_125"; // Ironfur Grizzly, a 3-Cost Beast
const NON_BEAST_2 = "CS2_121"; // Frostwolf Grunt, a 2-Cost minion
const RAZORMANE = "BAR_025"; // Sunwell Initiate 3/4, "Frenzy: Gain Divine Shield."
const GRUNT = "BAR_021"; // Gold Road Grunt 3/7, "Frenzy: Gain Armor equal to the damage taken."
const TAUNT_MINION = "CS2_179"; // Sen'jin Shieldmasta 3/5 Taunt

describe("Forged in the Barrens (w12)", () => {
  describeCard("BAR_313", () => {
    cardCase("BAR_313", {
      does: "Health restored this turn: +3/+3 (Taunt kept)",
      p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: HEALING_TOUCH, ref: "H" }, { card: "BAR_313", ref: "P" }] },
      actions: [{ type: "play", card: "H", target: "p1.hero" }, { type: "play", card: "P" }],
      expect: { "p1.hero.health": 28, "P.attack": 8, "P.health": 8, "P.seen.TAUNT": 1 },
    });
    cardCase("BAR_313", {
      does: "no Health restored this turn: 5/5",
      p1: { hand: [{ card: "BAR_313", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "P.attack": 5, "P.health": 5 },
    });
    cardCase("BAR_313", {
      does: "healing an undamaged character restores no Health: 5/5",
      p1: { hand: [{ card: HEALING_TOUCH, ref: "H" }, { card: "BAR_313", ref: "P" }] },
      actions: [{ type: "play", card: "H", target: "p1.hero" }, { type: "play", card: "P" }],
      expect: { "P.attack": 5, "P.health": 5 },
    });
    cardCase("BAR_313", {
      does: "Health restored on an earlier turn does not count",
      p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: HEALING_TOUCH, ref: "H" }, { card: "BAR_313", ref: "P" }] },
      actions: [{ type: "play", card: "H", target: "p1.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "P" }],
      expect: { "P.attack": 5, "P.health": 5 },
    });
    cardCase("BAR_313", {
      does: "the Health you restored to an enemy counts too",
      p1: { hand: [{ card: HEALING_TOUCH, ref: "H" }, { card: "BAR_313", ref: "P" }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 2 }] },
      actions: [{ type: "play", card: "H", target: "Y" }, { type: "play", card: "P" }],
      expect: { "Y.health": 5, "P.attack": 8 },
    });
  });

  describeCard("BAR_735", () => {
    cardCase("BAR_735", {
      does: "deals the Health restored this turn (5 of an 8 heal to a hero missing 5) to all enemy minions",
      p1: { hero: { card: "HERO_09", health: 25 }, hand: [{ card: HEALING_TOUCH, ref: "H" }, { card: "BAR_735", ref: "X" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: OGRE, ref: "O" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "H", target: "p1.hero" }, { type: "play", card: "X" }],
      expect: { "O.health": 2, "Y.zone": "graveyard", "F.health": 5, "p2.hero.health": 30 },
    });
    cardCase("BAR_735", {
      does: "no Health restored this turn: nothing",
      p1: { hand: [{ card: "BAR_735", ref: "X" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "Y.health": 5 },
    });
  });

  describeCard("WC_803", () => {
    cardCase("WC_803", {
      does: "Health restored this turn: Discover a spell from your deck (the one taken drawn, the minion left)",
      p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: HEALING_TOUCH, ref: "H" }, { card: "WC_803", ref: "C" }],
        deck: [{ card: FIREBALL, ref: "F" }, { card: YETI, ref: "Y" }, { card: FROSTBOLT, ref: "B" }] },
      actions: [{ type: "play", card: "H", target: "p1.hero" }, { type: "play", card: "C" }],
      choices: [0],
      expect: { "p1.hand.length": 1, "p1.deck.length": 2, "Y.zone": "deck" },
    });
    cardCase("WC_803", {
      does: "no Health restored this turn: nothing",
      p1: { hand: [{ card: "WC_803", ref: "C" }], deck: [{ card: FIREBALL }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.hand.length": 0, "p1.deck.length": 1 },
    });
  });

  describeCard("BAR_048", () => {
    cardCase("BAR_048", {
      does: "Nature Spell Damage +3: Lightning Bolt deals 6",
      p1: { board: [{ card: "BAR_048" }], hand: [{ card: LIGHTNING_BOLT, ref: "L" }] },
      actions: [{ type: "play", card: "L", target: "p2.hero" }],
      expect: { "p2.hero.health": 24 },
    });
    cardCase("BAR_048", {
      does: "a spell of another school gets nothing: Fireball deals 6",
      p1: { board: [{ card: "BAR_048" }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "p2.hero.health": 24 },
    });
    cardCase("BAR_048", {
      does: "silenced, it has no Spell Damage",
      p1: { board: [{ card: "BAR_048", ref: "B" }], hand: [{ card: SILENCE, ref: "S" }, { card: LIGHTNING_BOLT, ref: "L" }] },
      actions: [{ type: "play", card: "S", target: "B" }, { type: "play", card: "L", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
  });

  describeCard("BAR_334", () => {
    cardCase("BAR_334", {
      does: "resurrects 2 different friendly Frenzy minions, then 1 damage to all other minions (their Frenzy triggers)",
      p1: { hand: [{ card: "BAR_334", ref: "S" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      state: { deaths: [{ card: RAZORMANE, controller: 1, turn: 2 }, { card: GRUNT, controller: 1, turn: 3 }, { card: OGRE, controller: 1, turn: 3 }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const board = r.state.players[0]!.board;
        const ids = board.map((m) => m.card).sort();
        expect(ids).toEqual(["BAR_334", GRUNT, RAZORMANE, YETI].sort());
        expect(board.find((m) => m.card === "BAR_334")!.health).toBe(4);
        expect(board.find((m) => m.card === YETI)!.health).toBe(4);
        expect(r.state.players[1]!.board[0]!.health).toBe(4);
        // Gold Road Grunt's Frenzy: Armor equal to the damage taken
        expect(r.state.players[0]!.hero.armor).toBe(1);
      },
    });
  });

  describeCard("BAR_540", () => {
    cardCase("BAR_540", {
      does: "after a friendly minion with Taunt dies: a new copy of it without Taunt",
      p1: { board: [{ card: "BAR_540" }, { card: TAUNT_MINION, ref: "T" }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "T" }],
      check: (r) => {
        const copy = r.state.players[0]!.board.find((m) => m.card === TAUNT_MINION)!;
        expect(copy).toBeDefined();
        expect(copy.health).toBe(5);
        expect(copy.seen?.TAUNT).toBeUndefined();
      },
    });
    cardCase("BAR_540", {
      does: "a minion without Taunt: nothing",
      p1: { board: [{ card: "BAR_540" }, { card: YETI, ref: "Y" }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "Y" }],
      expect: { "p1.board": ["BAR_540"] },
    });
  });

  describeCard("BAR_038", () => {
    cardCase("BAR_038", {
      does: "after a friendly 3-Cost Beast attacks: a 2-Cost Beast from the deck (not the 1-Cost Beast, nor a 2-Cost non-Beast)",
      p1: { board: [{ card: "BAR_038" }, { card: BEAST_3, ref: "B" }],
        deck: [{ card: BEAST_1, ref: "O" }, { card: NON_BEAST_2, ref: "N" }, { card: BEAST_2, ref: "T" }] },
      actions: [{ type: "attack", attacker: "B", defender: "p2.hero" }],
      expect: { "T.zone": "board", "O.zone": "deck", "N.zone": "deck" },
    });
    cardCase("BAR_038", {
      does: "a non-Beast attacking: nothing",
      p1: { board: [{ card: "BAR_038" }, { card: YETI, ref: "Y" }], deck: [{ card: BEAST_1, ref: "O" }, { card: BEAST_2, ref: "T" }, { card: BEAST_3 }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
      expect: { "T.zone": "deck", "p1.deck.length": 3 },
    });
  });

  describeCard("WC_029", () => {
    cardCase("WC_029", {
      does: "equips the weapon of the deck (the other cards stay), keeping its enchantment; the old weapon is destroyed",
      p1: { weapon: { card: WAR_AXE, ref: "OLD" }, hand: [{ card: "WC_029", ref: "S" }],
        deck: [{ card: YETI, ref: "Y" }, { card: ARCANITE, ref: "A", enchantments: [{ card: "CS2_092e" }] }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.weapon.card": ARCANITE, "A.zone": "weapon", "OLD.zone": "graveyard", "Y.zone": "deck", "p1.deck.length": 2, "p1.weapon.attack": 9 },
    });
    cardCase("WC_029", {
      does: "no weapon in the deck: nothing",
      p1: { hand: [{ card: "WC_029", ref: "S" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.weapon": null, "p1.deck.length": 1 },
    });
  });

  describeCard("BAR_077", () => {
    cardCase("BAR_077", {
      does: "a 5/5 Lookout for each Watch Post you summoned this game (yours only, the one still in play too)",
      p1: { board: [{ card: "BAR_076" }], hand: [{ card: "BAR_077", ref: "K" }] },
      state: { summons: [{ card: "BAR_074", controller: 1, turn: 2 }, { card: "BAR_076", controller: 1, turn: 4 }, { card: "BAR_075", controller: 2, turn: 3 }, { card: YETI, controller: 1, turn: 3 }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": ["BAR_076", "BAR_077t", "BAR_077", "BAR_077t"], "p1.board.3.attack": 5, "p1.board.3.health": 5 },
    });
    cardCase("BAR_077", {
      does: "no Watch Post summoned: none",
      p1: { hand: [{ card: "BAR_077", ref: "K" }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": ["BAR_077"] },
    });
  });

  describeCard("BAR_539", () => {
    cardCase("BAR_539", {
      does: "no Mana Crystals left; every card of your hand and deck costs (1); the opponent's not",
      p1: { hand: [{ card: "BAR_539", ref: "C" }, { card: OGRE, ref: "O" }, { card: WISP_0, ref: "W" }], deck: [{ card: FIREBALL, ref: "F" }] },
      p2: { hand: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.mana.crystals": 0, "O.cost": 1, "W.cost": 1, "F.cost": 1, "E.cost": 4 },
    });
    cardCase("BAR_539", {
      does: "next turn: one crystal, and a (1)-Cost card can be played",
      p1: { hand: [{ card: "BAR_539", ref: "C" }, { card: OGRE, ref: "O" }], deck: [{ card: FIREBALL }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "O" }],
      expect: { "p1.mana.crystals": 1, "O.zone": "board" },
    });
  });
});
