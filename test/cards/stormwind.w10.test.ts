/** Behaviour tests of United in Stormwind (STORMWIND): the Questlines (w10/mech; rules-notes 931). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4-Cost 4/5
const CROC = "CS2_120"; // River Crocolisk, 2-Cost
const RAID_LEADER = "CS2_122"; // 3-Cost
const WISP = "CS2_231";
const BOLT = "EX1_238"; // Lightning Bolt: 3 damage, Overload (1)
const BOULDERFIST = "CS2_200"; // 6-Cost

describe("United in Stormwind: Questlines (w10/mech)", () => {
  describeCard("SW_031", () => {
    cardCase("SW_031", {
      does: "played into the secret zone; a card with Overload counts",
      p1: { hand: [{ card: "SW_031", ref: "Q" }, { card: BOLT, ref: "B" }] },
      actions: [{ type: "play", card: "Q" }, { type: "play", card: "B", target: "p2.hero" }],
      expect: { "Q.zone": "secrets", "Q.tags.QUEST_PROGRESS": 1, "p2.hero.health": 27 },
    });
    cardCase("SW_031", {
      does: "the third card with Overload completes part 1: its reward unlocks the Overloaded Crystals (the Bolt's own too), and the part becomes part 2 (progress anew)",
      p1: { secrets: [{ card: "SW_031", ref: "Q", tags: { QUEST_PROGRESS: 2 } }], hand: [{ card: BOLT, ref: "B" }], mana: { crystals: 10, used: 0, overloadLocked: 2 } },
      actions: [{ type: "play", card: "B", target: "p2.hero" }],
      expect: { "Q.zone": "secrets", "Q.card": "SW_031t", "Q.tags.QUEST_PROGRESS": undefined, "p1.mana.overloadLocked": 0, "p1.mana.overloadOwed": 0 },
    });
    cardCase("SW_031", {
      does: "a card without Overload does not count",
      p1: { secrets: [{ card: "SW_031", ref: "Q", tags: { QUEST_PROGRESS: 2 } }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "Q.card": "SW_031", "Q.tags.QUEST_PROGRESS": 2 },
    });
    cardCase("SW_031", {
      does: "part 2's reward: a 3/3 Taunt Elemental, then part 3",
      p1: { secrets: [{ card: "SW_031t", ref: "Q", tags: { QUEST_PROGRESS: 2 } }], hand: [{ card: BOLT, ref: "B" }] },
      actions: [{ type: "play", card: "B", target: "p2.hero" }],
      expect: { "Q.card": "SW_031t2", "p1.board": ["SW_031t8"], "p1.board.0.seen.TAUNT": 1, "p1.board.0.attack": 3 },
    });
    cardCase("SW_031", {
      does: "part 3 (2 cards) gives Stormcaller Bru'kan and is done",
      p1: { secrets: [{ card: "SW_031t2", ref: "Q", tags: { QUEST_PROGRESS: 1 } }], hand: [{ card: BOLT, ref: "B" }] },
      actions: [{ type: "play", card: "B", target: "p2.hero" }],
      expect: { "Q.zone": "graveyard", "p1.hand": ["SW_031t7"], "p1.secrets": [] },
    });
    cardCase("SW_031", {
      does: "Bru'kan: for the rest of the game your spells cast twice",
      p1: { hand: [{ card: "SW_031t7", ref: "K" }, { card: BOLT, ref: "B" }] },
      actions: [{ type: "play", card: "K" }, { type: "play", card: "B", target: "p2.hero" }],
      expect: { "p2.hero.health": 24 },
    });
  });

  describeCard("SW_433", () => {
    cardCase("SW_433", {
      does: "a 2-, a 3- and a 4-Cost card complete part 1: Discover a card from the deck, then part 2",
      p1: { secrets: [{ card: "SW_433", ref: "Q" }], hand: [{ card: CROC }, { card: RAID_LEADER }, { card: YETI }], deck: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }],
      expect: { "Q.card": "SW_433t", "Q.zone": "secrets", "W.zone": "hand" },
    });
    cardCase("SW_433", {
      does: "two cards of one Cost count once",
      p1: { secrets: [{ card: "SW_433", ref: "Q" }], hand: [{ card: CROC }, { card: CROC }] },
      actions: [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }],
      expect: { "Q.tags.QUEST_PROGRESS": 1, "Q.card": "SW_433" },
    });
    cardCase("SW_433", {
      does: "part 2 wants a 6-Cost card too (its progress is its own: the 2-Cost trigger is not there)",
      p1: { secrets: [{ card: "SW_433t", ref: "Q", tags: { QUEST_PROGRESS: 1 } }], hand: [{ card: BOULDERFIST }], deck: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "p1.hand.0" }],
      expect: { "Q.card": "SW_433t2", "W.zone": "hand" },
    });
    cardCase("SW_433", {
      does: "part 3 (an 8-Cost card after a 7-Cost one) gives Xyrella, the Sanctified, and is done",
      p1: { secrets: [{ card: "SW_433t2", ref: "Q", tags: { QUEST_PROGRESS: 1 } }], hand: [{ card: "CS2_232" }] },
      actions: [{ type: "play", card: "p1.hand.0" }],
      expect: { "Q.zone": "graveyard", "p1.hand": ["SW_433t3"] },
    });
    cardCase("SW_433", {
      does: "Xyrella: Taunt; her Battlecry shuffles the Purified Shard into the deck",
      p1: { hand: [{ card: "SW_433t3", ref: "X" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "p1.deck": ["SW_433t3a"], "X.seen.TAUNT": 1 },
    });
    cardCase("SW_433", {
      does: "the Purified Shard destroys the enemy hero",
      p1: { hand: [{ card: "SW_433t3a", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "outcome.winner": 1 },
    });
  });
  describeCard("SW_450", () => {
    cardCase("SW_450", {
      does: "a Fire, a Frost and an Arcane spell complete part 1: draw a spell (not the minion on top), then part 2",
      p1: { secrets: [{ card: "SW_450", ref: "Q" }], hand: [{ card: "CS2_029" }, { card: "CS2_024" }, { card: "EX1_277" }],
        deck: [{ card: "CS2_026", ref: "N" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "p1.hand.0", target: "p2.hero" }, { type: "play", card: "p1.hand.0", target: "p2.hero" }, { type: "play", card: "p1.hand.0" }],
      expect: { "Q.card": "SW_450t", "Q.zone": "secrets", "N.zone": "hand", "Y.zone": "deck" },
    });
    cardCase("SW_450", {
      does: "two Fire spells count once",
      p1: { secrets: [{ card: "SW_450", ref: "Q" }], hand: [{ card: "CS2_029" }, { card: "CS2_029" }] },
      actions: [{ type: "play", card: "p1.hand.0", target: "p2.hero" }, { type: "play", card: "p1.hand.0", target: "p2.hero" }],
      expect: { "Q.tags.QUEST_PROGRESS": 1 },
    });
    cardCase("SW_450", {
      does: "part 2's reward: Discover a Fire, Frost or Arcane spell",
      p1: { secrets: [{ card: "SW_450t", ref: "Q", tags: { QUEST_PROGRESS: 2 } }], hand: [{ card: "EX1_277" }] },
      actions: [{ type: "play", card: "p1.hand.0" }],
      choices: [0],
      check: (r) => {
        const h = r.state.players[0].hand.map((c) => c.card);
        expect(h).toHaveLength(1);
        const card = findCard(h[0]!)!;
        expect(card.type).toBe("SPELL");
        expect(["FIRE", "FROST", "ARCANE"]).toContain(card.spellSchool);
        const opts = r.random.filter((d) => d.purpose.startsWith("discover option"));
        for (const o of opts) expect(["FIRE", "FROST", "ARCANE"]).toContain(findCard(o.chosen as string)!.spellSchool);
      },
    });
    cardCase("SW_450", {
      does: "part 3 gives Arcanist Dawngrasp, whose Battlecry gives Spell Damage +3 for the rest of the game",
      p1: { secrets: [{ card: "SW_450t2", ref: "Q", tags: { QUEST_PROGRESS: 2 } }], hand: [{ card: "CS2_024" }] },
      actions: [{ type: "play", card: "p1.hand.0", target: "p2.hero" }],
      expect: { "Q.zone": "graveyard", "p1.hand": ["SW_450t4"] },
    });
    cardCase("SW_450", {
      does: "Arcanist Dawngrasp: Frostbolt then deals 6",
      p1: { hand: [{ card: "SW_450t4", ref: "A" }, { card: "CS2_024", ref: "F" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "F", target: "p2.hero" }],
      expect: { "p2.hero.health": 24 },
    });
  });
  describeCard("SW_091", () => {
    cardCase("SW_091", {
      does: "damage your hero takes on your turn adds its amount (Hellfire: 3)",
      p1: { secrets: [{ card: "SW_091", ref: "Q" }], hand: [{ card: "CS2_062", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "Q.tags.QUEST_PROGRESS": 3, "p1.hero.health": 27 },
    });
    cardCase("SW_091", {
      does: "damage on the opponent's turn does not count",
      p1: { secrets: [{ card: "SW_091", ref: "Q" }] },
      p2: { hand: [{ card: "CS2_062", ref: "H" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "H" }],
      expect: { "Q.tags.QUEST_PROGRESS": undefined, "p1.hero.health": 27 },
    });
    cardCase("SW_091", {
      does: "12 damage completes part 1: 3 damage to the enemy hero with Lifesteal, then part 2",
      p1: { secrets: [{ card: "SW_091", ref: "Q", tags: { QUEST_PROGRESS: 10 } }], hand: [{ card: "CS2_062", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "Q.card": "SW_091t", "Q.zone": "secrets", "p2.hero.health": 24, "p1.hero.health": 30 },
    });
    cardCase("SW_091", {
      does: "part 2's reward has Lifesteal too; then part 3",
      p1: { secrets: [{ card: "SW_091t", ref: "Q", tags: { QUEST_PROGRESS: 10 } }], hand: [{ card: "CS2_062", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "Q.card": "SW_091t3", "p2.hero.health": 24, "p1.hero.health": 30 },
    });
    cardCase("SW_091", {
      does: "part 3 gives Blightborn Tamsin",
      p1: { secrets: [{ card: "SW_091t3", ref: "Q", tags: { QUEST_PROGRESS: 10 } }], hand: [{ card: "CS2_062", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "Q.zone": "graveyard", "p1.hand": ["SW_091t4"] },
    });
    cardCase("SW_091", {
      does: "Blightborn Tamsin: on your turn the damage you take hits your opponent instead (Hellfire: 3 to the enemy hero twice)",
      p1: { hand: [{ card: "SW_091t4", ref: "T" }, { card: "CS2_062", ref: "H" }] },
      actions: [{ type: "play", card: "T" }, { type: "play", card: "H" }],
      expect: { "p1.hero.health": 30, "p2.hero.health": 24, "T.health": 4 },
    });
    cardCase("SW_091", {
      does: "Blightborn Tamsin: not on your opponent's turn",
      p1: { hero: { card: "HERO_07", enchantments: [{ card: "SW_091t5" }] } },
      p2: { hand: [{ card: "CS2_062", ref: "H" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.hero.health": 27, "p2.hero.health": 27 },
    });
  });
  describeCard("SW_400", () => {
    cardCase("SW_400", {
      does: "controlling a Questline part (a Quest): Discover a spell",
      p1: { secrets: [{ card: "SW_031" }], hand: [{ card: "SW_400", ref: "E" }] },
      actions: [{ type: "play", card: "E" }],
      choices: [0],
      check: (r) => {
        const h = r.state.players[0].hand.map((c) => c.card);
        expect(h).toHaveLength(1);
        expect(findCard(h[0]!)!.type).toBe("SPELL");
      },
    });
    cardCase("SW_400", {
      does: "a Sidequest is no Quest: nothing",
      p1: { secrets: [{ card: "DRG_323" }], hand: [{ card: "SW_400", ref: "E" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.hand": [] },
    });
  });
});
