/** The Great Dark Beyond (SPACE) and the Heroes of StarCraft mini-set: cards whose steps the format has (w10/space). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import type { ResolveResult } from "../../src/engine/index.js";
import { events } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const COIN = "GAME_005"; // 0-Cost spell
const MOONFIRE = "CS2_008"; // 0-Cost spell: 1 damage
const FIREBALL = "CS2_029"; // 4-Cost Fire spell
const ASKARA_SHIELD = "GDB_452"; // 6-Cost 4/8 Draenei (Taunt, Divine Shield, Lifesteal)
const RAIDER = "CS2_168"; // Murloc Raider 2/1
const FIRE_ELEMENTAL = "CS2_042"; // 6-Cost 6/5 Elemental
const FLAME_IMP = "EX1_319"; // 1-Cost 3/2 Demon
const SI7 = "EX1_134"; // SI:7 Agent, a Combo minion
const WAR_AXE = "CS2_106"; // Fiery War Axe, 3/2 weapon
const OPPONENTS_TURN = { activePlayer: 2 };

const cardsIn = (r: ResolveResult, p: 0 | 1, zone: "hand" | "board" | "deck") => r.state.players[p]![zone];
const facts = (id: string | null | undefined) => findCard(id!)!;

describe("The Great Dark Beyond (w10/space)", () => {
  describeCard("GDB_343", () => {
    cardCase("GDB_343", {
      does: "Rush, Taunt and Stealth",
      p1: { hand: [{ card: "GDB_343", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "A.seen.RUSH": 1, "A.seen.TAUNT": 1, "A.seen.STEALTH": 1 },
    });
  });

  describeCard("GDB_310", () => {
    cardCase("GDB_310", {
      does: "Spellburst: draws 2 spells (not the minion), once",
      p1: { board: [{ card: "GDB_310", ref: "O" }], hand: [{ card: COIN, ref: "C" }, { card: COIN, ref: "C2" }],
        deck: [{ card: YETI }, { card: FIREBALL }, { card: MOONFIRE }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "C2" }],
      check: (r) => {
        const hand = cardsIn(r, 0, "hand").map((e) => e.card);
        expect(hand.length).toBe(2);
        expect(hand.every((c) => c === FIREBALL || c === MOONFIRE)).toBe(true);
      },
    });
  });

  describeCard("GDB_311", () => {
    cardCase("GDB_311", {
      does: "Spellburst: a random minion of the spell's Cost, costing (0)",
      p1: { board: [{ card: "GDB_311" }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      check: (r) => {
        const hand = cardsIn(r, 0, "hand");
        expect(hand.length).toBe(1);
        expect(facts(hand[0]!.card).type).toBe("MINION");
        expect(facts(hand[0]!.card).cost).toBe(4);
        expect(hand[0]!.cost).toBe(0);
      },
    });
  });

  describeCard("GDB_320", () => {
    cardCase("GDB_320", {
      does: "costs (1) less for each enemy minion",
      p1: { hand: [{ card: "GDB_320", ref: "B" }] },
      p2: { board: [{ card: WISP }, { card: WISP }, { card: YETI }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }],
      state: { turn: 5 },
      expect: { "B.cost": 4 },
    });
  });

  describeCard("GDB_321", () => {
    cardCase("GDB_321", {
      does: "after it survives damage it gains one Bonus Effect",
      p1: { board: [{ card: "GDB_321", ref: "M" }] },
      actions: [{ type: "damage", target: "M", amount: 2 }],
      check: (r) => {
        const m = r.state.players[0]!.board[0]!;
        const gained = ["DIVINE_SHIELD", "LIFESTEAL", "POISONOUS", "REBORN", "RUSH", "CANT_BE_TARGETED_BY_SPELLS", "TAUNT", "WINDFURY"].filter((t) => m.seen?.[t]);
        expect(gained.length).toBe(1);
        expect(m.health).toBe(6);
      },
    });
    cardCase("GDB_321", {
      does: "no Bonus Effect when the damage kills it",
      p1: { board: [{ card: "GDB_321", ref: "M" }] },
      actions: [{ type: "damage", target: "M", amount: 8 }],
      expect: { "M.zone": "graveyard", "events.choose": 0 },
    });
  });

  describeCard("GDB_322", () => {
    cardCase("GDB_322", {
      does: "Spellburst: gains Divine Shield",
      p1: { board: [{ card: "GDB_322", ref: "S" }], hand: [{ card: COIN, ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "S.seen.DIVINE_SHIELD": 1 },
    });
  });

  describeCard("GDB_330", () => {
    cardCase("GDB_330", {
      does: "Spellburst: attacks a random enemy minion (Lifesteal heals its hero)",
      p1: { board: [{ card: "GDB_330", ref: "U" }], hand: [{ card: COIN, ref: "C" }], hero: { card: "HERO_08", health: 20 } },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "Y.zone": "graveyard", "U.zone": "graveyard", "p1.hero.health": 25 },
    });
  });

  describeCard("GDB_333", () => {
    cardCase("GDB_333", {
      does: "Deathrattle: your next weapon costs (1) less, only the next",
      p1: { board: [{ card: "GDB_333", ref: "P" }], hand: [{ card: WAR_AXE, ref: "W" }, { card: WAR_AXE, ref: "W2" }, { card: WISP, ref: "X" }] },
      actions: [{ type: "destroy", target: "P" }, { type: "play", card: "W" }],
      expect: { "p1.mana.used": 1, "W2.cost": 2, "X.cost": 0 },
    });
  });

  describeCard("GDB_132", () => {
    cardCase("GDB_132", {
      does: "2 damage to an enemy minion; it died: Discover a Demon",
      p1: { hand: [{ card: "GDB_132", ref: "R" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "R", target: "W" }],
      check: (r) => {
        expect(cardsIn(r, 1, "board").length).toBe(0);
        const hand = cardsIn(r, 0, "hand");
        expect(hand.length).toBe(1);
        expect(facts(hand[0]!.card).races).toContain("DEMON");
      },
    });
    cardCase("GDB_132", {
      does: "it survived: no Discover",
      p1: { hand: [{ card: "GDB_132", ref: "R" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "R", target: "Y" }],
      expect: { "Y.health": 3, "p1.hand": [] },
    });
  });

  describeCard("GDB_226", () => {
    cardCase("GDB_226", {
      does: "Battlecry, Spellburst and Deathrattle: 2 damage to all other minions each",
      p1: { hand: [{ card: "GDB_226", ref: "H" }, { card: COIN, ref: "C" }], board: [{ card: YETI, ref: "A" }] },
      p2: { board: [{ card: ASKARA_SHIELD, ref: "B", tags: { DIVINE_SHIELD: 0 } }] },
      actions: [{ type: "play", card: "H" }, { type: "play", card: "C" }, { type: "destroy", target: "H" }],
      expect: { "A.zone": "graveyard", "B.health": 2, "H.zone": "graveyard" },
    });
  });

  describeCard("GDB_463", () => {
    cardCase("GDB_463", {
      does: "Spellburst: draws a Draenei",
      p1: { board: [{ card: "GDB_463" }], hand: [{ card: COIN, ref: "C" }], deck: [{ card: YETI }, { card: ASKARA_SHIELD }, { card: YETI }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.hand": [ASKARA_SHIELD] },
    });
  });

  describeCard("GDB_720", () => {
    cardCase("GDB_720", {
      does: "the next Draenei you play gains +2/+1; a non-Draenei before it does not, one after it does not",
      p1: { hand: [{ card: "GDB_720", ref: "S" }, { card: WISP, ref: "Y" }, { card: ASKARA_SHIELD, ref: "D" }, { card: "GDB_720", ref: "D2" }], mana: { crystals: 10, used: 0, temp: 2 } },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "Y" }, { type: "play", card: "D" }, { type: "play", card: "D2" }],
      expect: { "Y.attack": 1, "D.attack": 6, "D.health": 9, "S.attack": 2, "D2.attack": 2 },
    });
  });

  describeCard("GDB_861", () => {
    cardCase("GDB_861", {
      does: "the next Draenei you play gains +2 Health and Rush",
      p1: { hand: [{ card: "GDB_861", ref: "S" }, { card: ASKARA_SHIELD, ref: "D" }] },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "D" }],
      expect: { "D.health": 10, "D.attack": 4, "D.seen.RUSH": 1 },
    });
  });

  describeCard("GDB_722", () => {
    cardCase("GDB_722", {
      does: "Battlecry and Deathrattle: Draenei in hand +2/+1 (not other minions)",
      p1: { hand: [{ card: "GDB_722", ref: "C" }, { card: ASKARA_SHIELD, ref: "D" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }, { type: "destroy", target: "C" }],
      expect: { "D.attack": 8, "D.health": 10, "Y.attack": 4 },
    });
  });

  describeCard("GDB_723", () => {
    cardCase("GDB_723", {
      does: "gets 3 random Draenei that are discarded at the end of your turn",
      p1: { hand: [{ card: "GDB_723", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => {
        const hand = cardsIn(r, 0, "hand");
        expect(hand.length).toBe(3);
        for (const c of hand) {
          expect(facts(c.card).races).toContain("DRAENEI");
          expect(c.enchantments?.some((e) => e.card === "GBL_999e")).toBe(true);
        }
      },
    });
    cardCase("GDB_723", {
      does: "Temporary: gone at the end of the turn",
      p1: { hand: [{ card: "GDB_723", ref: "H" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "H" }, { type: "endTurn" }],
      expect: { "p1.hand.length": 0 },
    });
  });

  describeCard("GDB_862", () => {
    cardCase("GDB_862", {
      does: "Deathrattle: two random Holy spells that cost (3) less",
      p1: { board: [{ card: "GDB_862", ref: "G" }] },
      actions: [{ type: "destroy", target: "G" }],
      check: (r) => {
        const hand = cardsIn(r, 0, "hand");
        expect(hand.length).toBe(2);
        for (const c of hand) {
          expect(facts(c.card).spellSchool).toBe("HOLY");
          expect(c.cost).toBe(Math.max(0, facts(c.card).cost! - 3));
        }
      },
    });
  });

  describeCard("GDB_863", () => {
    cardCase("GDB_863", {
      does: "sets a random spell in your hand to its Cost (5)",
      p1: { hand: [{ card: "GDB_863", ref: "L" }, { card: MOONFIRE, ref: "M" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "M.cost": 5, "Y.cost": 4 },
    });
  });

  describeCard("GDB_874", () => {
    cardCase("GDB_874", {
      does: "at the start of your next turn, Discover a spell (not before)",
      p1: { hand: [{ card: "GDB_874", ref: "A" }], deck: [{ card: YETI }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }],
      check: (r) => {
        const hand = cardsIn(r, 0, "hand").map((e) => e.card);
        expect(hand.length).toBe(2);
        expect(hand).toContain(YETI);
        expect(facts(hand.find((c) => c !== YETI)).type).toBe("SPELL");
        expect(r.state.players[0]!.hero.enchantments ?? []).toEqual([]);
      },
    });
  });

  describeCard("GDB_877", () => {
    cardCase("GDB_877", {
      does: "Deathrattle: the minions beside it get +1/+1 and Rush",
      p1: { board: [{ card: WISP, ref: "L" }, { card: "GDB_877", ref: "E" }, { card: YETI, ref: "R" }, { card: WISP, ref: "F" }] },
      actions: [{ type: "destroy", target: "E" }],
      expect: { "L.attack": 2, "L.seen.RUSH": 1, "R.health": 6, "R.seen.RUSH": 1, "F.attack": 1 },
    });
  });

  describeCard("GDB_878", () => {
    cardCase("GDB_878", {
      does: "your other Murlocs get \"Deathrattle: Draw a card\"",
      p1: { hand: [{ card: "GDB_878", ref: "B" }], board: [{ card: RAIDER, ref: "M" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "B" }, { type: "destroy", target: "M" }, { type: "destroy", target: "Y" }, { type: "destroy", target: "B" }],
      expect: { "p1.hand.length": 1 },
    });
  });

  describeCard("SC_010", () => {
    cardCase("SC_010", {
      does: "Battlecry: summons another Zergling (which does not summon again)",
      p1: { hand: [{ card: "SC_010", ref: "Z" }] },
      actions: [{ type: "play", card: "Z" }],
      expect: { "p1.board": ["SC_010", "SC_010"] },
    });
  });

  describeCard("SC_783", () => {
    cardCase("SC_783", {
      does: "played for (0): +2/+2",
      p1: { hand: [{ card: "SC_783", ref: "V", cost: 0 }] },
      actions: [{ type: "play", card: "V" }],
      expect: { "V.attack": 5, "V.health": 4, "V.seen.RUSH": 1, "V.seen.DIVINE_SHIELD": 1 },
    });
    cardCase("SC_783", {
      does: "played for its Cost: no bonus",
      p1: { hand: [{ card: "SC_783", ref: "V" }] },
      actions: [{ type: "play", card: "V" }],
      expect: { "V.attack": 3, "V.health": 2 },
    });
  });

  describeCard("SC_023", () => {
    cardCase("SC_023", {
      does: "+3 Attack while you control a location, else 1; can't attack",
      p1: { board: [{ card: "SC_023", ref: "S" }, { card: "CORE_REV_990", ref: "L" }], hand: [{ card: "SC_023", ref: "S2" }] },
      actions: [{ type: "play", card: "S2" }],
      expect: { "S.attack": 4, "S2.attack": 4, "S.seen.TAUNT": 1 },
    });
    cardCase("SC_023", {
      does: "no location: 1 Attack",
      p1: { board: [{ card: "SC_023", ref: "S" }] },
      actions: [{ type: "endTurn" }],
      expect: { "S.attack": 1 },
    });
    cardCase("SC_023", {
      does: "it can't attack",
      p1: { board: [{ card: "SC_023", ref: "S" }] },
      actions: [{ type: "attack", attacker: "S", defender: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("GDB_126", () => {
    cardCase("GDB_126", {
      does: "destroys every minion but Demons",
      p1: { hand: [{ card: "GDB_126", ref: "B" }], board: [{ card: FLAME_IMP, ref: "I" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "W" }, { card: FLAME_IMP, ref: "I2" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board": [FLAME_IMP], "p2.board": [FLAME_IMP] },
    });
  });

  describeCard("GDB_121", () => {
    cardCase("GDB_121", {
      does: "Demons made during the game cost (1) less, Demons that started in your deck do not",
      p1: { hand: [{ card: "GDB_121", ref: "F" }, { card: FLAME_IMP, ref: "I" }, { card: "EX1_310", ref: "D", tags: { CREATOR: 5 } }, { card: YETI, ref: "Y", tags: { CREATOR: 5 } }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "I.cost": 1, "D.cost": 4, "Y.cost": 4 },
    });
  });

  describeCard("GDB_134", () => {
    cardCase("GDB_134", {
      does: "end of your turn: 3 damage to a random enemy; Spellburst: summons another Arkwing Pilot",
      p1: { board: [{ card: "GDB_134", ref: "A" }], hand: [{ card: COIN, ref: "C" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "C" }, { type: "endTurn" }],
      expect: { "p1.board": ["GDB_134", "GDB_134"], "p2.hero.health": 24 },
    });
  });

  describeCard("GDB_135", () => {
    cardCase("GDB_135", {
      does: "the next Draenei refreshes Mana Crystals equal to its Attack",
      p1: { hand: [{ card: "GDB_135", ref: "I" }, { card: ASKARA_SHIELD, ref: "D" }] },
      actions: [{ type: "play", card: "I" }, { type: "play", card: "D" }],
      expect: { "p1.mana.used": 6 },
    });
  });

  describeCard("GDB_301", () => {
    cardCase("GDB_301", {
      does: "fills your hand with Fire spells costing (1)",
      p1: { hand: [{ card: "GDB_301", ref: "S" }, { card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const hand = cardsIn(r, 0, "hand");
        expect(hand.length).toBe(10);
        for (const c of hand.slice(1)) {
          expect(facts(c.card).spellSchool).toBe("FIRE");
          expect(c.cost).toBe(1);
        }
      },
    });
  });

  describeCard("GDB_305", () => {
    cardCase("GDB_305", {
      does: "2 damage to all enemies; costs (1) less for each Elemental you control",
      p1: { hand: [{ card: "GDB_305", ref: "S" }], board: [{ card: FIRE_ELEMENTAL }, { card: FIRE_ELEMENTAL }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.mana.used": 3, "p2.hero.health": 28, "E.health": 3, "Y.health": 5 },
    });
  });

  describeCard("GDB_456", () => {
    cardCase("GDB_456", {
      does: "no Elemental last turn: 4 damage to a random enemy, no target",
      p1: { hand: [{ card: "GDB_456", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p2.hero.health": 26 },
    });
    cardCase("GDB_456", {
      does: "no Elemental last turn: naming a target is illegal",
      p1: { hand: [{ card: "GDB_456", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      error: "illegal_action",
    });
    cardCase("GDB_456", {
      does: "an Elemental played last turn: the chosen target",
      p1: { hand: [{ card: "GDB_456", ref: "S" }], playedLastTurn: [FIRE_ELEMENTAL] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "Y.health": 1, "p2.hero.health": 30 },
    });
  });

  describeCard("GDB_137", () => {
    cardCase("GDB_137", {
      does: "draws 2 minions; at full Cost no buff",
      p1: { hand: [{ card: "GDB_137", ref: "L" }], deck: [{ card: YETI }, { card: COIN }, { card: YETI }] },
      actions: [{ type: "play", card: "L" }],
      check: (r) => {
        const hand = cardsIn(r, 0, "hand");
        expect(hand.map((e) => e.card)).toEqual([YETI, YETI]);
        expect(hand.map((e) => e.attack)).toEqual([4, 4]);
      },
    });
    cardCase("GDB_137", {
      does: "played for (0): they get +2/+1",
      p1: { hand: [{ card: "GDB_137", ref: "L", cost: 0 }], deck: [{ card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "L" }],
      check: (r) => {
        const hand = cardsIn(r, 0, "hand");
        expect(hand.map((e) => [e.attack, e.health])).toEqual([[6, 6], [6, 6]]);
      },
    });
  });

  describeCard("GDB_139", () => {
    cardCase("GDB_139", {
      does: "three 3/3 Draenei with Divine Shield, no Rush at full Cost",
      p1: { hand: [{ card: "GDB_139", ref: "L" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.board": ["GDB_139t", "GDB_139t", "GDB_139t"], "p1.board.0.attack": 3, "p1.board.0.health": 3,
        "p1.board.0.seen.DIVINE_SHIELD": 1, "p1.board.0.seen.RUSH": undefined },
    });
    cardCase("GDB_139", {
      does: "played for (0): they have Rush",
      p1: { hand: [{ card: "GDB_139", ref: "L", cost: 0 }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.board.2.seen.RUSH": 1 },
    });
  });

  describeCard("GDB_144", () => {
    cardCase("GDB_144", {
      does: "a hero that takes damage is Immune for the rest of the turn",
      p1: { board: [{ card: "GDB_144" }], hand: [{ card: FLAME_IMP, ref: "A" }, { card: FLAME_IMP, ref: "B" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }],
      expect: { "p1.hero.health": 27, "p1.hero.seen.IMMUNE": 1 },
    });
    cardCase("GDB_144", {
      does: "the Immunity ends with the turn",
      p1: { board: [{ card: "GDB_144" }], hand: [{ card: FIREBALL, ref: "F" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "endTurn" }],
      expect: { "p2.hero.seen.IMMUNE": undefined },
    });
  });

  describeCard("GDB_440", () => {
    cardCase("GDB_440", {
      does: "combined Health exactly 42: your hero's Health becomes 42",
      p1: { hand: [{ card: "GDB_440", ref: "T" }], hero: { card: "HERO_09", health: 12 } },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hero.health": 42 },
    });
    cardCase("GDB_440", {
      does: "otherwise nothing",
      p1: { hand: [{ card: "GDB_440", ref: "T" }], hero: { card: "HERO_09", health: 13 } },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hero.health": 13 },
    });
  });

  describeCard("GDB_441", () => {
    cardCase("GDB_441", {
      does: "another minion Overhealed gets that much extra Health",
      p1: { board: [{ card: "GDB_441", ref: "A" }, { card: YETI, ref: "Y", health: 3 }], hand: [{ card: "AT_055", ref: "H" }] },
      actions: [{ type: "play", card: "H", target: "Y" }],
      expect: { "Y.health": 8, "Y.maxHealth": 8 },
    });
  });

  describeCard("GDB_454", () => {
    cardCase("GDB_454", {
      does: "Deathrattle: restores 6 Health to the enemy hero",
      p1: { board: [{ card: "GDB_454", ref: "O" }] },
      p2: { hero: { card: "HERO_08", health: 20 } },
      actions: [{ type: "destroy", target: "O" }],
      expect: { "p2.hero.health": 26 },
    });
    cardCase("GDB_454", {
      does: "Spellburst: it silences itself, so no Deathrattle",
      p1: { board: [{ card: "GDB_454", ref: "O" }], hand: [{ card: COIN, ref: "C" }] },
      p2: { hero: { card: "HERO_08", health: 20 } },
      actions: [{ type: "play", card: "C" }, { type: "destroy", target: "O" }],
      expect: { "p2.hero.health": 20 },
    });
  });

  describeCard("GDB_460", () => {
    cardCase("GDB_460", {
      does: "3 damage to a minion and +3 Health to a minion in hand",
      p1: { hand: [{ card: "GDB_460", ref: "S" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S", target: "E" }],
      expect: { "E.health": 2, "Y.health": 8 },
    });
  });

  describeCard("GDB_464", () => {
    cardCase("GDB_464", {
      does: "every minion's Attack and Health become the lower of the two",
      p1: { hand: [{ card: "GDB_464", ref: "G" }], board: [{ card: YETI, ref: "Y" }, { card: FIRE_ELEMENTAL, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E", health: 2 }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "Y.attack": 4, "Y.health": 4, "F.attack": 5, "F.health": 5, "E.attack": 2, "E.health": 2 },
    });
  });

  describeCard("GDB_443", () => {
    cardCase("GDB_443", {
      does: "Discover a spell from your deck, its Cost reduced by (5)",
      p1: { hand: [{ card: "GDB_443", ref: "C" }], deck: [{ card: YETI }, { card: "CS2_032", ref: "F" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "F.zone": "hand", "F.cost": 2, "p1.deck": [YETI] },
    });
  });

  describeCard("GDB_479", () => {
    cardCase("GDB_479", {
      does: "two Discovered 8-Cost minions summoned with Taunt and Elusive",
      p1: { hand: [{ card: "GDB_479", ref: "N" }] },
      actions: [{ type: "play", card: "N" }],
      check: (r) => {
        const board = cardsIn(r, 0, "board");
        expect(board.length).toBe(2);
        for (const m of board) {
          expect(facts(m.card).cost).toBe(8);
          expect(m.seen?.TAUNT).toBe(1);
          expect(m.seen?.CANT_BE_TARGETED_BY_SPELLS).toBe(1);
        }
      },
    });
  });

  describeCard("GDB_864", () => {
    cardCase("GDB_864", {
      does: "two random 1-Cost minions and Overload (1)",
      p1: { hand: [{ card: "GDB_864", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        const board = cardsIn(r, 0, "board");
        expect(board.length).toBe(2);
        for (const m of board) expect(facts(m.card).cost).toBe(1);
        expect(r.state.players[0]!.mana.overloadOwed).toBe(1);
      },
    });
  });

  describeCard("GDB_852", () => {
    cardCase("GDB_852", {
      does: "a spell drawn costs (1) less",
      p1: { hand: [{ card: "GDB_852", ref: "A" }], deck: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "F.zone": "hand", "F.cost": 3 },
    });
    cardCase("GDB_852", {
      does: "a minion drawn keeps its Cost",
      p1: { hand: [{ card: "GDB_852", ref: "A" }], deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "Y.zone": "hand", "Y.cost": 4 },
    });
  });

  describeCard("GDB_855", () => {
    cardCase("GDB_855", {
      does: "Spellburst: +8 Attack this turn and 8 Armor",
      p1: { board: [{ card: "GDB_855" }], hand: [{ card: COIN, ref: "C" }] },
      actions: [{ type: "play", card: "C" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.hero.armor": 8, "p2.hero.health": 22 },
    });
  });

  describeCard("GDB_857", () => {
    cardCase("GDB_857", {
      does: "Discovers a 10-Cost minion from the past, set to (1)",
      p1: { hand: [{ card: "GDB_857", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        const hand = cardsIn(r, 0, "hand");
        expect(hand.length).toBe(1);
        expect(facts(hand[0]!.card).cost).toBe(10);
        expect(facts(hand[0]!.card).type).toBe("MINION");
        expect(hand[0]!.cost).toBe(1);
      },
    });
  });

  describeCard("GDB_882", () => {
    cardCase("GDB_882", {
      does: "three 2/3 Taunt Elementals; board not full: no buff",
      p1: { hand: [{ card: "GDB_882", ref: "C" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.board": [WISP, "GDB_882t", "GDB_882t", "GDB_882t"], "W.attack": 1, "p1.board.1.seen.TAUNT": 1, "p1.board.1.health": 3 },
    });
    cardCase("GDB_882", {
      does: "the board full after: your minions get +1/+1",
      p1: { hand: [{ card: "GDB_882", ref: "C" }], board: [{ card: WISP, ref: "W" }, { card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "W.attack": 2, "p1.board.6.attack": 3, "p1.board.6.health": 4 },
    });
  });

  describeCard("GDB_883", () => {
    cardCase("GDB_883", {
      does: "two random 2-Cost minions and 2 Mana refreshed",
      p1: { hand: [{ card: "GDB_883", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const board = cardsIn(r, 0, "board");
        expect(board.length).toBe(2);
        for (const m of board) expect(facts(m.card).cost).toBe(2);
        expect(r.state.players[0]!.mana.used).toBe(2);
      },
    });
  });

  describeCard("GDB_840", () => {
    cardCase("GDB_840", {
      does: "Deathrattle: a 3/5 Beast that attacks the lowest Health enemy",
      p1: { board: [{ card: "GDB_840", ref: "E" }] },
      p2: { board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "destroy", target: "E" }],
      expect: { "p1.board": ["GDB_840t"], "W.zone": "graveyard", "Y.health": 5, "p1.board.0.health": 4 },
    });
  });

  describeCard("GDB_841", () => {
    cardCase("GDB_841", {
      does: "after you Discover a card, a copy of it",
      p1: { board: [{ card: "GDB_841" }], hand: [{ card: "GDB_844", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const hand = cardsIn(r, 0, "hand");
        expect(hand.length).toBe(2);
        expect(hand[0]!.card).toBe(hand[1]!.card);
      },
    });
  });

  describeCard("GDB_843", () => {
    cardCase("GDB_843", {
      does: "+2 Attack after you Discovered this turn",
      p1: { weapon: { card: "GDB_843", ref: "P" }, hand: [{ card: "GDB_844", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "P.attack": 4 },
    });
    cardCase("GDB_843", {
      does: "Spellburst: your hero is Immune this turn",
      p1: { weapon: { card: "GDB_843", ref: "P" }, hand: [{ card: COIN, ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }, { type: "attack", attacker: "p1.hero", defender: "Y" }],
      expect: { "P.attack": 2, "p1.hero.health": 30, "Y.health": 3 },
    });
  });

  describeCard("GDB_844", () => {
    cardCase("GDB_844", {
      does: "Discovers a Beast costing (5) or more, (2) less",
      p1: { hand: [{ card: "GDB_844", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const c = cardsIn(r, 0, "hand")[0]!;
        expect(facts(c.card).races).toContain("BEAST");
        expect(facts(c.card).cost).toBeGreaterThanOrEqual(5);
        expect(c.cost).toBe(facts(c.card).cost! - 2);
      },
    });
  });

  describeCard("GDB_227", () => {
    cardCase("GDB_227", {
      does: "with 2 Armor: spends it to Discover a second spell",
      p1: { hand: [{ card: "GDB_227", ref: "J" }], hero: { card: "HERO_01", armor: 3 } },
      actions: [{ type: "play", card: "J" }],
      check: (r) => {
        expect(r.state.players[0]!.hand.length).toBe(2);
        expect(r.state.players[0]!.hero.armor).toBe(1);
      },
    });
    cardCase("GDB_227", {
      does: "with less than 2 Armor: one spell, the Armor kept",
      p1: { hand: [{ card: "GDB_227", ref: "J" }], hero: { card: "HERO_01", armor: 1 } },
      actions: [{ type: "play", card: "J" }],
      expect: { "p1.hand.length": 1, "p1.hero.armor": 1 },
    });
  });

  describeCard("GDB_228", () => {
    cardCase("GDB_228", {
      does: "draws 2; costs (1) less for each Draenei you control",
      p1: { hand: [{ card: "GDB_228", ref: "C" }], board: [{ card: ASKARA_SHIELD }, { card: ASKARA_SHIELD }, { card: YETI }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.mana.used": 2, "p1.hand": [WISP, WISP] },
    });
  });

  describeCard("GDB_229", () => {
    cardCase("GDB_229", {
      does: "the next Draenei you play attacks a random enemy at once",
      p1: { hand: [{ card: "GDB_229", ref: "S" }, { card: ASKARA_SHIELD, ref: "D" }] },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "D" }],
      expect: { "p2.hero.health": 26 },
    });
  });

  describeCard("GDB_230", () => {
    cardCase("GDB_230", {
      does: "Immune while attacking",
      p1: { board: [{ card: "GDB_230", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "S", defender: "Y" }],
      expect: { "S.health": 2, "Y.zone": "graveyard" },
    });
    cardCase("GDB_230", {
      does: "swaps Attack and Health at the end of each turn",
      p1: { board: [{ card: "GDB_230", ref: "S" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "S.attack": 2, "S.health": 7 },
    });
    cardCase("GDB_230", {
      does: "on the opponent's turn too",
      p1: { board: [{ card: "GDB_230", ref: "S" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }],
      expect: { "S.attack": 7, "S.health": 2 },
    });
  });

  describeCard("GDB_231", () => {
    cardCase("GDB_231", {
      does: "after your hero attacks, the Draenei in your hand get +2 Attack",
      p1: { weapon: { card: "GDB_231" }, hand: [{ card: ASKARA_SHIELD, ref: "D" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "D.attack": 6, "Y.attack": 4, "p2.hero.health": 28 },
    });
  });

  describeCard("GDB_232", () => {
    cardCase("GDB_232", {
      does: "the next Draenei gives your hero its Attack for that turn",
      p1: { hand: [{ card: "GDB_232", ref: "V" }, { card: ASKARA_SHIELD, ref: "D" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "V" }, { type: "play", card: "D" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 26 },
    });
  });

  describeCard("GDB_233", () => {
    cardCase("GDB_233", {
      does: "fills your board with 2-Cost minions, each attacking a random enemy",
      p1: { hand: [{ card: "GDB_233", ref: "D" }], board: [{ card: WISP }, { card: WISP }] },
      p2: { hero: { card: "HERO_08", health: 100, maxHealth: 100 } },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const board = cardsIn(r, 0, "board");
        expect(board.length).toBe(7);
        for (const m of board.slice(2)) expect(facts(m.card).cost).toBe(2);
        expect(events(r, "attack").length).toBe(5);
      },
    });
  });

  describeCard("GDB_467", () => {
    cardCase("GDB_467", {
      does: "your hand goes into your deck; the deck's cards cost (3) less",
      p1: { hand: [{ card: "GDB_467", ref: "Q" }, { card: YETI, ref: "Y" }], deck: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "Q" }],
      expect: { "p1.hand": [], "Y.zone": "deck", "Y.cost": 1, "F.cost": 1 },
    });
  });

  describeCard("GDB_870", () => {
    cardCase("GDB_870", {
      does: "Combo: +2 Attack and Stealth",
      p1: { hand: [{ card: COIN, ref: "C" }, { card: "GDB_870", ref: "E" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "E" }],
      expect: { "E.attack": 3, "E.seen.STEALTH": 1 },
    });
    cardCase("GDB_870", {
      does: "Spellburst: +2 Attack and Stealth",
      p1: { board: [{ card: "GDB_870", ref: "E" }], hand: [{ card: COIN, ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "E.attack": 3, "E.seen.STEALTH": 1 },
    });
  });

  describeCard("GDB_875", () => {
    cardCase("GDB_875", {
      does: "your next Combo card costs (1) less",
      p1: { hand: [{ card: "GDB_875", ref: "S" }, { card: SI7, ref: "A" }, { card: SI7, ref: "B" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "A", target: "p2.hero" }],
      expect: { "p1.mana.used": 3, "B.cost": 3, "Y.cost": 4 },
    });
  });

  describeCard("GDB_881", () => {
    cardCase("GDB_881", {
      does: "3 damage to a minion; Combo cards in hand cost (1) less",
      p1: { hand: [{ card: "GDB_881", ref: "P" }, { card: SI7, ref: "A" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "P", target: "E" }],
      expect: { "E.health": 2, "A.cost": 2, "Y.cost": 4 },
    });
  });

  describeCard("GDB_113", () => {
    cardCase("GDB_113", {
      does: "a 5/5 Taunt Undead and +5 Health; no Corpses: once",
      p1: { hand: [{ card: "GDB_113", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board": ["GDB_113t"], "p1.hero.health": 35, "p1.board.0.seen.TAUNT": 1, "p1.board.0.attack": 5 },
    });
    cardCase("GDB_113", {
      does: "5 Corpses: twice",
      p1: { hand: [{ card: "GDB_113", ref: "A" }], corpses: 6 },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board": ["GDB_113t", "GDB_113t"], "p1.hero.health": 40, "p1.corpses": 1 },
    });
  });

  describeCard("GDB_468", () => {
    cardCase("GDB_468", {
      does: "Deathrattle: resurrects a different friendly Deathrattle minion",
      p1: { board: [{ card: "GDB_468", ref: "W", tags: { REBORN: 0 } }] },
      state: { deaths: [{ card: "GDB_468", controller: 1, turn: 2 }, { card: YETI, controller: 1, turn: 2 }, { card: "FP1_007", controller: 1, turn: 3 }] },
      actions: [{ type: "destroy", target: "W" }],
      expect: { "p1.board": ["FP1_007"] },
    });
  });

  describeCard("GDB_478", () => {
    cardCase("GDB_478", {
      does: "a Discovered 3-Cost Deathrattle minion summoned with Reborn",
      p1: { hand: [{ card: "GDB_478", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      check: (r) => {
        const board = cardsIn(r, 0, "board");
        expect(board.length).toBe(1);
        expect(facts(board[0]!.card).cost).toBe(3);
        expect(facts(board[0]!.card).mechanics).toContain("DEATHRATTLE");
        expect(board[0]!.seen?.REBORN).toBe(1);
      },
    });
  });

  describeCard("GDB_902", () => {
    cardCase("GDB_902", {
      does: "3 damage to every minion but the one chosen",
      p1: { hand: [{ card: "GDB_902", ref: "I" }], board: [{ card: YETI, ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
      actions: [{ type: "play", card: "I", target: "B" }],
      expect: { "A.health": 2, "B.health": 5, "C.health": 2 },
    });
  });
  describeCard("GDB_461", () => {
    cardCase("GDB_461", {
      does: "a copy of the last Draenei you played (not of a later non-Draenei)",
      p1: { hand: [{ card: "GDB_461", ref: "A" }], playedThisGame: [{ card: "GDB_720", cost: 1, turn: 1 }, { card: ASKARA_SHIELD, cost: 6, turn: 3 }, { card: YETI, cost: 4, turn: 5 }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.hand": [ASKARA_SHIELD] },
    });
    cardCase("GDB_461", {
      does: "no Draenei played: nothing",
      p1: { hand: [{ card: "GDB_461", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("GDB_455", () => {
    cardCase("GDB_455", {
      does: "the next two Draenei you play summon a copy of themselves, the third does not",
      p1: { hand: [{ card: "GDB_455", ref: "A" }, { card: "GDB_720", ref: "D1" }, { card: "GDB_720", ref: "D2" }, { card: "GDB_720", ref: "D3" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "D1" }, { type: "play", card: "D2" }, { type: "play", card: "D3" }],
      expect: { "p1.board": ["GDB_455", "GDB_720", "GDB_720", "GDB_720", "GDB_720", "GDB_720"] },
    });
  });

  describeCard("GDB_442", () => {
    cardCase("GDB_442", {
      does: "Spellburst: a random 3-Cost minion; Holy spells keep it, another spell uses it up",
      p1: { board: [{ card: "GDB_442", ref: "K" }], hand: [{ card: "AT_055", ref: "H" }, { card: COIN, ref: "C" }, { card: COIN, ref: "C2" }] },
      actions: [{ type: "play", card: "H", target: "p1.hero" }, { type: "play", card: "C" }, { type: "play", card: "C2" }],
      check: (r) => {
        const board = cardsIn(r, 0, "board");
        expect(board.length).toBe(3);
        for (const m of board.slice(1)) expect(facts(m.card).cost).toBe(3);
      },
    });
  });

  describeCard("GDB_444", () => {
    cardCase("GDB_444", {
      does: "the next Draenei costs (2) less and Overloads (2); the one after costs full",
      p1: { hand: [{ card: "GDB_444", ref: "P" }, { card: ASKARA_SHIELD, ref: "D" }, { card: ASKARA_SHIELD, ref: "D2" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "P" }, { type: "play", card: "D" }],
      expect: { "p1.mana.used": 6, "p1.mana.overloadOwed": 2, "D2.cost": 6, "Y.cost": 4 },
    });
  });

  describeCard("SC_019", () => {
    cardCase("SC_019", {
      does: "1 damage to all enemies each use; at 0 Durability an 8/8 Rush Ultralisk",
      p1: { board: [{ card: "SC_019", ref: "L", health: 1 }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "useLocation", card: "L" }],
      expect: { "Y.health": 4, "p2.hero.health": 29, "p1.board": ["SC_006"], "p1.board.0.attack": 8, "p1.board.0.seen.RUSH": 1 },
    });
  });

  describeCard("GDB_123", () => {
    cardCase("GDB_123", {
      does: "a random Demon (2) cheaper, and a copy of the Ray for this turn",
      p1: { hand: [{ card: "GDB_123", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      check: (r) => {
        const hand = cardsIn(r, 0, "hand");
        expect(hand.length).toBe(2);
        const demon = hand.find((c) => c.card !== "GDB_123")!;
        expect(facts(demon.card).races).toContain("DEMON");
        expect(demon.cost).toBe(Math.max(0, facts(demon.card).cost! - 2));
        expect(hand.some((c) => c.card === "GDB_123")).toBe(true);
      },
    });
    cardCase("GDB_123", {
      does: "the copy is gone at the end of the turn",
      p1: { hand: [{ card: "GDB_123", ref: "A" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "A" }, { type: "endTurn" }],
      check: (r) => { expect(cardsIn(r, 0, "hand").some((c) => c.card === "GDB_123")).toBe(false); },
    });
  });

  describeCard("GDB_128", () => {
    cardCase("GDB_128", {
      does: "summons each Demon played this game that did not start in the deck",
      p1: { hand: [{ card: "GDB_128", ref: "A" }], playedThisGame: [{ card: FLAME_IMP, cost: 1, turn: 1, created: true }, { card: "EX1_310", cost: 5, turn: 3 }, { card: YETI, cost: 4, turn: 3, created: true }, { card: "EX1_310", cost: 5, turn: 4, created: true }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board": ["EX1_310", "GDB_128", FLAME_IMP] },
    });
  });

  describeCard("GDB_303", () => {
    cardCase("GDB_303", {
      does: "5 random Fire spells shuffled in, each (2) cheaper",
      p1: { hand: [{ card: "GDB_303", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => {
        const deck = cardsIn(r, 0, "deck");
        expect(deck.length).toBe(5);
        for (const c of deck) {
          expect(facts(c.card).spellSchool).toBe("FIRE");
          expect(c.cost).toBe(Math.max(0, facts(c.card).cost! - 2));
        }
      },
    });
  });

  describeCard("GDB_138", () => {
    cardCase("GDB_138", {
      does: "+3/+3; at full Cost it stays in the graveyard",
      p1: { hand: [{ card: "GDB_138", ref: "L" }], board: [{ card: YETI, ref: "Y" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "L", target: "Y" }, { type: "endTurn" }],
      expect: { "Y.attack": 7, "Y.health": 8, "L.zone": "graveyard" },
    });
    cardCase("GDB_138", {
      does: "played for (0): back in your hand at the end of your turn",
      p1: { hand: [{ card: "GDB_138", ref: "L", cost: 0 }], board: [{ card: YETI, ref: "Y" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "L", target: "Y" }, { type: "endTurn" }],
      expect: { "Y.attack": 7, "L.zone": "hand" },
    });
  });

  describeCard("GDB_457", () => {
    cardCase("GDB_457", {
      does: "+1/+2 and Rush, repeatable this turn",
      p1: { hand: [{ card: "GDB_457", ref: "L" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "L", target: "Y" }],
      check: (r) => {
        const y = cardsIn(r, 0, "board")[0]!;
        expect([y.attack, y.health, y.seen?.RUSH]).toEqual([5, 7, 1]);
        expect(cardsIn(r, 0, "hand").map((c) => c.card)).toEqual(["GDB_457"]);
      },
    });
  });

  describeCard("GDB_237", () => {
    cardCase("GDB_237", {
      does: "two 2/5 Taunt Beasts; costs (1) less for each card you Discovered this game",
      p1: { hand: [{ card: "GDB_237", ref: "A" }], tags: { NUM_CARDS_DISCOVERED_THIS_GAME: 2 } },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.mana.used": 3, "p1.board": ["GDB_237t", "GDB_237t"], "p1.board.0.health": 5, "p1.board.0.seen.TAUNT": 1 },
    });
  });
  describeCard("GDB_122", () => {
    cardCase("GDB_122", {
      does: "+3/+3 to a Demon: your next Demon costs (2) less (only the next)",
      p1: { hand: [{ card: "GDB_122", ref: "S" }, { card: "EX1_310", ref: "D" }, { card: "EX1_310", ref: "D2" }, { card: YETI, ref: "Y" }], board: [{ card: FLAME_IMP, ref: "I" }] },
      actions: [{ type: "play", card: "S", target: "I" }, { type: "play", card: "D" }],
      expect: { "I.attack": 6, "I.health": 5, "p1.mana.used": 6, "D2.cost": 5, "Y.cost": 4 },
    });
    cardCase("GDB_122", {
      does: "a non-Demon: no cost state",
      p1: { hand: [{ card: "GDB_122", ref: "S" }, { card: "EX1_310", ref: "D" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "Y.attack": 7, "D.cost": 5 },
    });
  });

  describeCard("GDB_851", () => {
    cardCase("GDB_851", {
      does: "Choose One: 2 damage to two different random enemy minions",
      p1: { hand: [{ card: "GDB_851", ref: "A" }] },
      p2: { board: [{ card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "A", choose: 1 }],
      check: (r) => { expect(cardsIn(r, 1, "board").map((m) => m.health).sort()).toEqual([3, 3, 5]); },
    });
    cardCase("GDB_851", {
      does: "Choose One: the chosen enemy minion goes Dormant for 2 turns",
      p1: { hand: [{ card: "GDB_851", ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A", choose: 2, target: "Y" }],
      expect: { "Y.tags.DORMANT": 1, "Y.tags.DORMANT_TURNS": 2 },
    });
  });

  describeCard("GDB_116", () => {
    cardCase("GDB_116", {
      does: "Outcast: your hand is put in a random order",
      p1: { hand: [{ card: "GDB_116", ref: "E" }, { card: YETI }, { card: WISP }, { card: FIREBALL }, { card: MOONFIRE }] },
      actions: [{ type: "play", card: "E" }],
      check: (r) => {
        expect(cardsIn(r, 0, "hand").map((c) => c.card).sort()).toEqual([YETI, WISP, FIREBALL, MOONFIRE].sort());
        expect(r.random.filter((d) => d.purpose === "hand order")).toHaveLength(4);
      },
    });
    cardCase("GDB_116", {
      does: "played from the middle: no shuffle",
      p1: { hand: [{ card: YETI }, { card: "GDB_116", ref: "E" }, { card: WISP }] },
      actions: [{ type: "play", card: "E" }],
      check: (r) => { expect(r.random.filter((d) => d.purpose === "hand order")).toHaveLength(0); },
    });
    cardCase("GDB_116", {
      does: "Spellburst: shuffles your hand once",
      p1: { board: [{ card: "GDB_116" }], hand: [{ card: COIN, ref: "C" }, { card: COIN, ref: "C2" }, { card: YETI }, { card: WISP }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "C2" }],
      check: (r) => { expect(r.random.filter((d) => d.purpose === "hand order")).toHaveLength(3); },
    });
  });
  describeCard("GDB_341", () => {
    cardCase("GDB_341", {
      does: "costs (1) less for each card played from beside it while held (not from elsewhere)",
      p1: { hand: [{ card: COIN, ref: "C1" }, { card: "GDB_341", ref: "R" }, { card: COIN, ref: "C2" }, { card: COIN, ref: "C3" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "C1" }, { type: "play", card: "C2" }, { type: "play", card: "W" }],
      expect: { "R.cost": 6 },
    });
  });

  describeCard("GDB_439", () => {
    cardCase("GDB_439", {
      does: "costs (0) after an adjacent card was played this turn; +1/+1 and Divine Shield",
      p1: { hand: [{ card: COIN, ref: "C" }, { card: "GDB_439", ref: "H" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "H", target: "Y" }],
      expect: { "p1.mana.used": 0, "Y.attack": 5, "Y.health": 6, "Y.seen.DIVINE_SHIELD": 1 },
    });
    cardCase("GDB_439", {
      does: "a card played from elsewhere: full Cost",
      p1: { hand: [{ card: COIN, ref: "C" }, { card: WISP }, { card: "GDB_439", ref: "H" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "H.cost": 2 },
    });
    cardCase("GDB_439", {
      does: "the next turn: full Cost again",
      p1: { hand: [{ card: "GDB_439", ref: "H", tags: { ADJACENT_PLAYED_TURN: 4 } }] },
      actions: [{ type: "endTurn" }],
      expect: { "H.cost": 2 },
    });
  });

  describeCard("GDB_462", () => {
    cardCase("GDB_462", {
      does: "one Draenei Discovered; two after an adjacent card was played this turn",
      p1: { hand: [{ card: COIN, ref: "C" }, { card: "GDB_462", ref: "S" }, { card: "GDB_462", ref: "S2" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "S" }],
      check: (r) => {
        const hand = cardsIn(r, 0, "hand").filter((c) => c.card !== "GDB_462");
        expect(hand.length).toBe(2);
        for (const c of hand) expect(facts(c.card).races.some((x) => x === "DRAENEI" || x === "ALL"), c.card).toBe(true); // an Amalgam is a Draenei
      },
    });
    cardCase("GDB_462", {
      does: "no adjacent card played: one Draenei",
      p1: { hand: [{ card: "GDB_462", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand.length": 1 },
    });
  });

  describeCard("GDB_475", () => {
    cardCase("GDB_475", {
      does: "Taunt and Lifesteal; no Reborn without an adjacent card played",
      p1: { hand: [{ card: "GDB_475", ref: "M" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "Y" }],
      expect: { "Y.seen.TAUNT": 1, "Y.seen.LIFESTEAL": 1, "Y.seen.REBORN": undefined },
    });
    cardCase("GDB_475", {
      does: "after an adjacent card was played this turn: Reborn too",
      p1: { hand: [{ card: "GDB_475", ref: "M" }, { card: COIN, ref: "C" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "M", target: "Y" }],
      expect: { "Y.seen.TAUNT": 1, "Y.seen.REBORN": 1 },
    });
  });
  describeCard("GDB_470", () => {
    cardCase("GDB_470", {
      does: "the next card played this turn costs Corpses, not Mana; the one after costs Mana",
      p1: { hand: [{ card: "GDB_470", ref: "E" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }], corpses: 5 },
      actions: [{ type: "play", card: "E" }, { type: "play", card: "Y" }, { type: "play", card: "W" }],
      expect: { "p1.mana.used": 6, "p1.corpses": 1, "p1.board": ["GDB_470", YETI, WISP] },
    });
    cardCase("GDB_470", {
      does: "too few Corpses: the card can't be played",
      p1: { hand: [{ card: "GDB_470", ref: "E" }, { card: YETI, ref: "Y" }], corpses: 3 },
      actions: [{ type: "play", card: "E" }, { type: "play", card: "Y" }],
      error: "illegal_action",
    });
  });

  describeCard("GDB_472", () => {
    cardCase("GDB_472", {
      does: "an undamaged enemy minion takes double damage; a damaged one does not; Combo: a Backstab",
      p1: { hand: [{ card: COIN, ref: "C" }, { card: "GDB_472", ref: "T" }, { card: MOONFIRE, ref: "M" }, { card: MOONFIRE, ref: "M2" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "T" }, { type: "play", card: "M", target: "Y" }, { type: "play", card: "M2", target: "Y" }],
      expect: { "Y.health": 2, "p1.hand": ["CS2_072"] },
    });
    cardCase("GDB_472", {
      does: "friendly minions take normal damage",
      p1: { board: [{ card: "GDB_472" }, { card: YETI, ref: "Y" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "Y" }],
      expect: { "Y.health": 4 },
    });
  });

  describeCard("GDB_448", () => {
    cardCase("GDB_448", {
      does: "Battlecry minions cost (1) and die after being played; others are untouched",
      p1: { board: [{ card: "GDB_448" }], hand: [{ card: "GDB_132", ref: "B" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "B", target: "W" }],
      expect: { "p1.mana.used": 1, "B.zone": "graveyard", "W.zone": "graveyard", "Y.cost": 4 },
    });
  });
  describeCard("GDB_125", () => {
    cardCase("GDB_125", {
      does: "restores the damage your hero took this turn (not earlier damage)",
      p1: { hand: [{ card: FLAME_IMP, ref: "I" }, { card: "GDB_125", ref: "H" }], hero: { card: "HERO_07", health: 20 } },
      actions: [{ type: "play", card: "I" }, { type: "play", card: "H" }],
      expect: { "p1.hero.health": 20 },
    });
    cardCase("GDB_125", {
      does: "nothing taken this turn: nothing restored",
      p1: { hand: [{ card: "GDB_125", ref: "H" }], hero: { card: "HERO_07", health: 20 } },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.hero.health": 20 },
    });
  });

  describeCard("SC_763", () => {
    cardCase("SC_763", {
      does: "with 4 Mana left: spends it and doubles its stats",
      p1: { hand: [{ card: "SC_763", ref: "I", cost: 5 }] },
      actions: [{ type: "play", card: "I" }],
      expect: { "p1.mana.used": 9, "I.attack": 10, "I.health": 16, "I.seen.TAUNT": 1 },
    });
    cardCase("SC_763", {
      does: "with less than 4 Mana left: nothing spent, no change",
      p1: { hand: [{ card: "SC_763", ref: "I" }] },
      actions: [{ type: "play", card: "I" }],
      expect: { "p1.mana.used": 7, "I.attack": 5, "I.health": 8 },
    });
  });

  describeCard("SC_756", () => {
    cardCase("SC_756", {
      does: "end of your turn: four 4/1 Interceptors, each attacking a random enemy",
      p1: { board: [{ card: "SC_756" }] },
      p2: { hero: { card: "HERO_08", health: 30 }, deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.board": ["SC_756t", "SC_756t", "SC_756", "SC_756t", "SC_756t"], "p2.hero.health": 14, "events.attack": 4 },
    });
  });
  describeCard("GDB_728", () => {
    cardCase("GDB_728", {
      does: "Battlecry and Spellburst: draws a Libram each",
      p1: { hand: [{ card: "GDB_728", ref: "R" }, { card: COIN, ref: "C" }], deck: [{ card: YETI }, { card: "GDB_139" }, { card: YETI }, { card: "BT_024" }, { card: YETI }] },
      actions: [{ type: "play", card: "R" }, { type: "play", card: "C" }],
      check: (r) => { expect(cardsIn(r, 0, "hand").map((c) => c.card).sort()).toEqual(["BT_024", "GDB_139"]); },
    });
  });

  describeCard("GDB_721", () => {
    cardCase("GDB_721", {
      does: "Battlecry and Deathrattle: your Librams cost (1) less each time, other cards not",
      p1: { hand: [{ card: "GDB_721", ref: "W" }, { card: "GDB_139", ref: "L" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "W" }, { type: "destroy", target: "W" }],
      expect: { "L.cost": 4, "Y.cost": 4, "W.zone": "graveyard" },
    });
  });

  describeCard("GDB_726", () => {
    cardCase("GDB_726", {
      does: "Battlecry and Deathrattle: your Librams cost (1) less each time",
      p1: { hand: [{ card: "GDB_726", ref: "S" }, { card: "GDB_137", ref: "L" }, { card: WAR_AXE, ref: "A" }] },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "A" }],
      expect: { "L.cost": 1, "S.zone": "graveyard" },
    });
  });

  describeCard("GDB_141", () => {
    cardCase("GDB_141", {
      does: "Deathrattle: three different Librams from the past",
      p1: { board: [{ card: "GDB_141", ref: "Y" }] },
      actions: [{ type: "destroy", target: "Y" }],
      check: (r) => {
        const hand = cardsIn(r, 0, "hand").map((c) => c.card);
        expect(hand.length).toBe(3);
        expect(new Set(hand).size).toBe(3);
        for (const c of hand) expect(["BT_011", "BT_024", "BT_025", "YOP_011"]).toContain(c);
      },
    });
  });
  describeCard("GDB_860", () => {
    cardCase("GDB_860", {
      does: "Spellburst: its Attack doubled, once",
      p1: { board: [{ card: "GDB_860", ref: "S", attack: 5 }], hand: [{ card: COIN, ref: "C" }, { card: COIN, ref: "C2" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "C2" }],
      expect: { "S.attack": 10, "S.health": 7 },
    });
  });
});

void OPPONENTS_TURN;
