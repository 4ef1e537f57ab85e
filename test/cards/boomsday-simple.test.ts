/** Behaviour tests of The Boomsday Project's simple cards (session 8, w8/boom). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const FRAMEBOT = "BOT_309"; // Upgradeable Framebot, a 1/5 Mech with no text

describe("The Boomsday Project: simple cards", () => {
  // Magnetic minions of stats and keywords only.
  describeCard("BOT_035", () => {
    cardCase("BOT_035", {
      does: "left of a Mech: the Mech gets +2/+2 and Poisonous (it destroys the Yeti it hits)",
      p1: { board: [{ card: FRAMEBOT, ref: "F" }], hand: [{ card: "BOT_035", ref: "V" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "V", position: 0 }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "F", defender: "Y" }],
      expect: { "p1.board": [FRAMEBOT], "V.zone": "setAside", "Y.zone": "graveyard", "F.attack": 3 },
    });
    cardCase("BOT_035", {
      does: "on its own it is a 2/2 with Poisonous",
      p1: { board: [{ card: "BOT_035", ref: "V" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "V", defender: "Y" }],
      expect: { "Y.zone": "graveyard", "V.zone": "graveyard" },
    });
  });
  describeCard("BOT_021", () => {
    cardCase("BOT_021", {
      does: "left of a Mech: the Mech gets +2/+5 and Taunt (an enemy cannot attack past it)",
      p1: { board: [{ card: FRAMEBOT, ref: "F" }], hand: [{ card: "BOT_021", ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", position: 0 }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }],
      error: "illegal_action",
    });
    cardCase("BOT_021", {
      does: "left of a Mech: +2/+5, Bronze Gatekeeper is gone",
      p1: { board: [{ card: FRAMEBOT, ref: "F" }], hand: [{ card: "BOT_021", ref: "B" }] },
      actions: [{ type: "play", card: "B", position: 0 }],
      expect: { "p1.board": [FRAMEBOT], "F.attack": 3, "F.health": 10 },
    });
  });
  describeCard("BOT_911", () => {
    cardCase("BOT_911", {
      does: "left of a Mech: +2/+4 and Divine Shield (the first hit deals no damage)",
      p1: { board: [{ card: FRAMEBOT, ref: "F" }], hand: [{ card: "BOT_911", ref: "A" }] },
      actions: [{ type: "play", card: "A", position: 0 }, { type: "damage", target: "F", amount: 3 }],
      expect: { "p1.board": [FRAMEBOT], "F.attack": 3, "F.health": 9 },
    });
    cardCase("BOT_911", {
      does: "on its own a 2/4 with Taunt: the enemy cannot attack your hero",
      p1: { hand: [{ card: "BOT_911", ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }],
      error: "illegal_action",
    });
  });
  describeCard("BOT_548", () => {
    cardCase("BOT_548", {
      does: "left of a Mech played this turn: +3/+2, Rush and Lifesteal (it attacks a minion at once and heals your hero)",
      p1: { hero: { card: "HERO_01", health: 20 }, hand: [{ card: FRAMEBOT, ref: "F" }, { card: "BOT_548", ref: "Z" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F" }, { type: "play", card: "Z", position: 0 }, { type: "attack", attacker: "F", defender: "Y" }],
      expect: { "p1.board": [FRAMEBOT], "F.attack": 4, "Y.health": 1, "F.health": 7, "p1.hero.health": 24 },
    });
  });
  describeCard("BOT_312", () => {
    cardCase("BOT_312", {
      does: "its Deathrattle summons three 1/1 Microbots for you",
      p1: { board: [{ card: "BOT_312", ref: "R" }] },
      actions: [{ type: "destroy", target: "R" }],
      expect: { "p1.board": ["BOT_312t", "BOT_312t", "BOT_312t"], "p2.board": [] },
    });
    cardCase("BOT_312", {
      does: "magnetized onto a Mech, the Mech gets +3/+2 and the Deathrattle",
      p1: { board: [{ card: FRAMEBOT, ref: "F" }], hand: [{ card: "BOT_312", ref: "R" }] },
      actions: [{ type: "play", card: "R", position: 0 }, { type: "destroy", target: "F" }],
      expect: { "p1.board": ["BOT_312t", "BOT_312t", "BOT_312t"] },
    });
  });
  describeCard("BOT_251", () => {
    cardCase("BOT_251", {
      does: "its Deathrattle destroys the one enemy minion; your own minion survives",
      p1: { board: [{ card: "BOT_251", ref: "S" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "Y.zone": "graveyard", "W.zone": "board" },
    });
    cardCase("BOT_251", {
      does: "magnetized onto a Mech, the Mech's death destroys an enemy minion",
      p1: { board: [{ card: FRAMEBOT, ref: "F" }], hand: [{ card: "BOT_251", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", position: 0 }, { type: "destroy", target: "F" }],
      expect: { "Y.zone": "graveyard", "S.zone": "setAside" },
    });
  });
  describeCard("BOT_031", () => {
    cardCase("BOT_031", {
      does: "its Deathrattle deals 2 damage to the enemy hero, not yours",
      p1: { board: [{ card: "BOT_031", ref: "B" }] },
      actions: [{ type: "destroy", target: "B" }],
      expect: { "p2.hero.health": 28, "p1.hero.health": 30 },
    });
    cardCase("BOT_031", {
      does: "the opponent's Goblin Bomb damages your hero",
      p2: { board: [{ card: "BOT_031", ref: "B" }] },
      actions: [{ type: "destroy", target: "B" }],
      expect: { "p1.hero.health": 28, "p2.hero.health": 30 },
    });
  });
  describeCard("BOT_431", () => {
    cardCase("BOT_431", {
      does: "Battlecry: summons one Goblin Bomb for you",
      p1: { hand: [{ card: "BOT_431", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.board": ["BOT_431", "BOT_031"], "p2.board": [] },
    });
  });
  describeCard("BOT_532", () => {
    cardCase("BOT_532", {
      does: "Battlecry: summons two Goblin Bombs for you",
      p1: { hand: [{ card: "BOT_532", ref: "E" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.board": ["BOT_031", "BOT_532", "BOT_031"], "p2.board": [] },
    });
  });
  describeCard("BOT_034", () => {
    cardCase("BOT_034", {
      does: "Battlecry: summons four Goblin Bombs for you",
      p1: { hand: [{ card: "BOT_034", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.board": ["BOT_031", "BOT_031", "BOT_034", "BOT_031", "BOT_031"], "p2.board": [] },
    });
  });
  describeCard("BOT_033", () => {
    cardCase("BOT_033", {
      does: "deals 2 damage to the target and summons a Goblin Bomb for you",
      p1: { hand: [{ card: "BOT_033", ref: "T" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "T", target: "Y" }],
      expect: { "Y.health": 3, "p1.board": ["BOT_031"], "p2.board": [YETI] },
    });
    cardCase("BOT_033", {
      does: "Spell Damage +1 makes it 3",
      p1: { hand: [{ card: "BOT_033", ref: "T" }], board: [{ card: "CS2_142" }] },
      actions: [{ type: "play", card: "T", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
  });
  describeCard("BOT_606", () => {
    cardCase("BOT_606", {
      does: "its Deathrattle deals 4 damage to the enemy minion, not your own or the hero",
      p1: { board: [{ card: "BOT_606", ref: "K" }, { card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "K" }],
      expect: { "Y.health": 1, "F.health": 5, "p2.hero.health": 30 },
    });
  });
  describeCard("BOT_066", () => {
    cardCase("BOT_066", {
      does: "its Deathrattle summons a 7/7 Mechanical Dragon for you",
      p1: { board: [{ card: "BOT_066", ref: "M" }] },
      actions: [{ type: "destroy", target: "M" }],
      expect: { "p1.board": ["BOT_066t"], "p2.board": [] },
    });
  });
  describeCard("BOT_445", () => {
    cardCase("BOT_445", {
      does: "its Deathrattle summons a 1/1 Jo-E Bot for you",
      p1: { board: [{ card: "BOT_445", ref: "M" }] },
      actions: [{ type: "destroy", target: "M" }],
      expect: { "p1.board": ["BOT_445t"], "p2.board": [] },
    });
  });
  describeCard("BOT_537", () => {
    cardCase("BOT_537", {
      does: "its Deathrattle summons an 8/8 Robosaur for you",
      p1: { board: [{ card: "BOT_537", ref: "M" }] },
      actions: [{ type: "destroy", target: "M" }],
      expect: { "p1.board": ["BOT_537t"], "p2.board": [] },
    });
  });
  describeCard("BOT_565", () => {
    cardCase("BOT_565", {
      does: "its Deathrattle summons a 1/1 Radioactive Ooze for you",
      p1: { board: [{ card: "BOT_565", ref: "M" }] },
      actions: [{ type: "destroy", target: "M" }],
      expect: { "p1.board": ["BOT_565t"], "p2.board": [] },
    });
  });
  describeCard("BOT_535", () => {
    cardCase("BOT_535", {
      does: "Battlecry: summons two 1/1 Microbots for you",
      p1: { hand: [{ card: "BOT_535", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.board": ["BOT_312t", "BOT_535", "BOT_312t"], "p2.board": [] },
    });
  });
  describeCard("BOT_270", () => {
    cardCase("BOT_270", {
      does: "Battlecry: summons two Annoy-o-Trons for you",
      p1: { hand: [{ card: "BOT_270", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": ["BOT_270t", "BOT_270", "BOT_270t"], "p2.board": [] },
    });
  });
  describeCard("BOT_308", () => {
    cardCase("BOT_308", {
      does: "Battlecry: deals 2 damage to the chosen character",
      p1: { hand: [{ card: "BOT_308", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "Y.health": 3, "p2.hero.health": 30 },
    });
  });
  describeCard("BOT_538", () => {
    cardCase("BOT_538", {
      does: "Battlecry: adds a Spark to your hand (not the opponent's)",
      p1: { hand: [{ card: "BOT_538", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": ["BOT_102t"], "p2.hand": [] },
    });
  });
  describeCard("BOT_102", () => {
    cardCase("BOT_102", {
      does: "its Deathrattle adds two Sparks to your hand",
      p1: { board: [{ card: "BOT_102", ref: "S" }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "p1.hand": ["BOT_102t", "BOT_102t"], "p2.hand": [] },
    });
  });
  describeCard("BOT_447", () => {
    cardCase("BOT_447", {
      does: "Battlecry: deals 5 damage to your hero, then gains 5 Armor",
      p1: { hand: [{ card: "BOT_447", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.hero.health": 25, "p1.hero.armor": 5, "p2.hero.health": 30 },
    });
  });
  describeCard("BOT_448", () => {
    cardCase("BOT_448", {
      does: "Battlecry: deals 6 damage to itself (5/12 to 5/6)",
      p1: { hand: [{ card: "BOT_448", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "D.health": 6, "D.maxHealth": 12, "p1.hero.health": 30 },
    });
  });
  describeCard("BOT_079", () => {
    cardCase("BOT_079", {
      does: "Battlecry: gives a friendly Mech +1/+1",
      p1: { hand: [{ card: "BOT_079", ref: "L" }], board: [{ card: FRAMEBOT, ref: "F" }] },
      actions: [{ type: "play", card: "L", target: "F" }],
      expect: { "F.attack": 2, "F.health": 6 },
    });
    cardCase("BOT_079", {
      does: "a non-Mech cannot be chosen",
      p1: { hand: [{ card: "BOT_079", ref: "L" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "L", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("BOT_083", () => {
    cardCase("BOT_083", {
      does: "Battlecry: gives your weapon +1 Attack",
      p1: { hand: [{ card: "BOT_083", ref: "T" }], weapon: { card: "CS2_106", ref: "W" } },
      actions: [{ type: "play", card: "T" }],
      expect: { "W.attack": 4 },
    });
  });
  describeCard("BOT_576", () => {
    cardCase("BOT_576", {
      does: "Combo: gives a friendly minion +4 Attack",
      p1: { hand: [{ card: WISP, ref: "W0" }, { card: "BOT_576", ref: "C" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "W0" }, { type: "play", card: "C", target: "Y" }],
      expect: { "Y.attack": 8, "Y.health": 5 },
    });
    cardCase("BOT_576", {
      does: "without Combo it takes no target and gives nothing",
      p1: { hand: [{ card: "BOT_576", ref: "C" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "Y.attack": 4, "C.attack": 4, "p1.board": [YETI, "BOT_576"] },
    });
  });
  describeCard("BOT_059", () => {
    cardCase("BOT_059", {
      does: "whenever it takes damage, you gain 2 Armor",
      p1: { board: [{ card: "BOT_059", ref: "E" }] },
      actions: [{ type: "damage", target: "E", amount: 1 }, { type: "damage", target: "E", amount: 1 }],
      expect: { "p1.hero.armor": 4, "p2.hero.armor": 0 },
    });
  });
  describeCard("BOT_218", () => {
    cardCase("BOT_218", {
      does: "whenever it takes damage, summon a 2/3 Guard Bot for you",
      p1: { board: [{ card: "BOT_218", ref: "S" }] },
      actions: [{ type: "damage", target: "S", amount: 1 }],
      expect: { "p1.board": ["BOT_218", "BOT_218t"], "p2.board": [] },
    });
  });
});
