/** Behaviour tests of The Boomsday Project's simple cards (session 8, w8/boom). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
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
  describeCard("BOT_437", () => {
    cardCase("BOT_437", {
      does: "a friendly minion played this turn gets +3/+3 and Rush (attacks a minion at once), then dies at the end of the turn",
      p1: { hand: [{ card: WISP, ref: "W" }, { card: "BOT_437", ref: "P" }] },
      p2: { board: [{ card: WISP, ref: "EW" }] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "P", target: "W" }, { type: "attack", attacker: "W", defender: "EW" }, { type: "endTurn" }],
      expect: { "EW.zone": "graveyard", "W.zone": "graveyard" },
    });
    cardCase("BOT_437", {
      does: "+3/+3 while the turn lasts",
      p1: { hand: [{ card: "BOT_437", ref: "P" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "P", target: "Y" }],
      expect: { "Y.attack": 7, "Y.health": 8, "Y.zone": "board" },
    });
    cardCase("BOT_437", {
      does: "an enemy minion cannot be chosen",
      p1: { hand: [{ card: "BOT_437", ref: "P" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "P", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("BOT_067", () => {
    cardCase("BOT_067", {
      does: "gives a minion played this turn Rush (it attacks a minion) and draws a card",
      p1: { hand: [{ card: YETI, ref: "Y" }, { card: "BOT_067", ref: "R" }], deck: [{ card: WISP, ref: "D" }] },
      p2: { board: [{ card: WISP, ref: "EW" }] },
      actions: [{ type: "play", card: "Y" }, { type: "play", card: "R", target: "Y" }, { type: "attack", attacker: "Y", defender: "EW" }],
      expect: { "EW.zone": "graveyard", "D.zone": "hand", "Y.attack": 4 },
    });
  });
  describeCard("BOT_219", () => {
    cardCase("BOT_219", {
      does: "gives a minion +2/+2 and adds More Arms! to your hand, which gives another +2/+2",
      p1: { hand: [{ card: "BOT_219", ref: "X" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "X", target: "W" }],
      expect: { "W.attack": 3, "W.health": 3, "p1.hand": ["BOT_219t"] },
    });
    cardCase("BOT_219", {
      does: "More Arms! gives +2/+2 and adds nothing",
      p1: { hand: [{ card: "BOT_219t", ref: "X" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "X", target: "W" }],
      expect: { "W.attack": 3, "W.health": 3, "p1.hand": [] },
    });
  });
  describeCard("BOT_600", () => {
    cardCase("BOT_600", {
      does: "each player draws 2 cards",
      p1: { hand: [{ card: "BOT_600", ref: "R" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      p2: { deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hand": [WISP, WISP], "p2.hand": [YETI, YETI] },
    });
  });
  describeCard("BOT_246", () => {
    cardCase("BOT_246", {
      does: "1 damage to every minion (not heroes), Overload (2)",
      p1: { hand: [{ card: "BOT_246", ref: "B" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "F.health": 4, "E.health": 4, "p1.hero.health": 30, "p2.hero.health": 30, "p1.mana.overloadOwed": 2 },
    });
  });
  describeCard("BOT_910", () => {
    cardCase("BOT_910", {
      does: "gives the minions in your hand +2/+2; a spell in hand and the opponent's hand are untouched",
      p1: { hand: [{ card: "BOT_910", ref: "G" }, { card: WISP, ref: "W" }, { card: "CS2_008", ref: "M" }] },
      p2: { hand: [{ card: YETI, ref: "EY" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "W.attack": 3, "W.health": 3, "M.enchantments": undefined, "EY.attack": 4, "G.attack": 3 },
    });
  });
  describeCard("BOT_443", () => {
    cardCase("BOT_443", {
      does: "Deathrattle: the Demons in your hand get +1/+1; a non-Demon does not",
      p1: { board: [{ card: "BOT_443", ref: "V" }], hand: [{ card: "CS2_065", ref: "D" }, { card: WISP, ref: "W" }] },
      p2: { hand: [{ card: "CS2_065", ref: "ED" }] },
      actions: [{ type: "destroy", target: "V" }],
      expect: { "D.attack": 2, "D.health": 4, "W.attack": 1, "ED.attack": 1 },
    });
  });
  describeCard("BOT_540", () => {
    cardCase("BOT_540", {
      does: "Battlecry: destroys a Mech (an enemy one here)",
      p1: { hand: [{ card: "BOT_540", ref: "E" }] },
      p2: { board: [{ card: FRAMEBOT, ref: "F" }] },
      actions: [{ type: "play", card: "E", target: "F" }],
      expect: { "F.zone": "graveyard" },
    });
    cardCase("BOT_540", {
      does: "a non-Mech cannot be chosen",
      p1: { hand: [{ card: "BOT_540", ref: "E" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "E", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("BOT_562", () => {
    cardCase("BOT_562", {
      does: "Stealthed through the opponent's turn: an enemy cannot attack it",
      p1: { hand: [{ card: "BOT_562", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "C" }],
      error: "illegal_action",
    });
    cardCase("BOT_562", {
      does: "at the start of your next turn it loses the Stealth",
      p1: { hand: [{ card: "BOT_562", ref: "C" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "C.enchantments": undefined },
    });
  });
  describeCard("BOT_509", () => {
    cardCase("BOT_509", {
      does: "Deathrattle: draws the Deathrattle minion from your deck, not the others",
      p1: { board: [{ card: "BOT_509", ref: "D" }], deck: [{ card: WISP }, { card: "EX1_029", ref: "L" }, { card: YETI }] },
      actions: [{ type: "destroy", target: "D" }],
      expect: { "p1.hand": ["EX1_029"], "L.zone": "hand" },
    });
  });
  describeCard("BOT_291", () => {
    cardCase("BOT_291", {
      does: "Battlecry: draws the spell costing 5 or more (Flamestrike), not a cheaper spell or a minion",
      p1: { hand: [{ card: "BOT_291", ref: "S" }], deck: [{ card: "CS2_029" }, { card: "CS2_032", ref: "F" }, { card: "CS2_213" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": ["CS2_032"] },
    });
  });
  describeCard("BOT_296", () => {
    cardCase("BOT_296", {
      does: "with 10 Mana Crystals it gains +10 Attack (12/6)",
      p1: { hand: [{ card: "BOT_296", ref: "O" }], mana: { crystals: 10, used: 0 } },
      actions: [{ type: "play", card: "O" }],
      expect: { "O.attack": 12, "O.health": 6 },
    });
    cardCase("BOT_296", {
      does: "with 9 it stays a 2/6",
      p1: { hand: [{ card: "BOT_296", ref: "O" }], mana: { crystals: 9, used: 0 } },
      actions: [{ type: "play", card: "O" }],
      expect: { "O.attack": 2, "O.health": 6 },
    });
  });
  describeCard("BOT_216", () => {
    cardCase("BOT_216", {
      does: "with 10 Mana Crystals it restores 10 Health to your hero (not the enemy's)",
      p1: { hand: [{ card: "BOT_216", ref: "O" }], hero: { card: "HERO_01", health: 15 }, mana: { crystals: 10, used: 0 } },
      p2: { hero: { card: "HERO_01", health: 15 } },
      actions: [{ type: "play", card: "O" }],
      expect: { "p1.hero.health": 25, "p2.hero.health": 15 },
    });
    cardCase("BOT_216", {
      does: "with 9 nothing is restored",
      p1: { hand: [{ card: "BOT_216", ref: "O" }], hero: { card: "HERO_01", health: 15 }, mana: { crystals: 9, used: 0 } },
      actions: [{ type: "play", card: "O" }],
      expect: { "p1.hero.health": 15 },
    });
  });
  describeCard("BOT_401", () => {
    cardCase("BOT_401", {
      does: "its Deathrattle adds a random Legendary minion to your hand",
      p1: { board: [{ card: "BOT_401", ref: "P" }] },
      actions: [{ type: "destroy", target: "P" }],
      expect: { "p2.hand": [] },
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(findCard(hand[0]!.card)).toMatchObject({ type: "MINION", rarity: "LEGENDARY" });
      },
    });
  });
  describeCard("BOT_413", () => {
    cardCase("BOT_413", {
      does: "+1 Health for each spell in your hand (two spells: 3/3); minions in hand do not count",
      p1: { hand: [{ card: "BOT_413", ref: "B" }, { card: "CS2_008" }, { card: "CS2_008" }, { card: WISP }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "B.attack": 3, "B.health": 3 },
    });
    cardCase("BOT_413", {
      does: "no spell in hand: it stays 3/1",
      p1: { hand: [{ card: "BOT_413", ref: "B" }, { card: WISP }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "B.attack": 3, "B.health": 1 },
    });
  });
  describeCard("BOT_550", () => {
    cardCase("BOT_550", {
      does: "holding a 5-or-more-Cost spell (Flamestrike): +1/+1",
      p1: { hand: [{ card: "BOT_550", ref: "E" }, { card: "CS2_032" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "E.attack": 4, "E.health": 4 },
    });
    cardCase("BOT_550", {
      does: "holding only a 4-Cost spell and a 5-Cost minion: nothing",
      p1: { hand: [{ card: "BOT_550", ref: "E" }, { card: "CS2_029" }, { card: "CS2_200" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "E.attack": 3, "E.health": 3 },
    });
  });
  describeCard("BOT_907", () => {
    cardCase("BOT_907", {
      does: "the Mechs in your hand cost (1) less; a non-Mech and the opponent's Mech do not",
      p1: { hand: [{ card: "BOT_907", ref: "G" }, { card: FRAMEBOT, ref: "M" }, { card: YETI, ref: "Y" }] },
      p2: { hand: [{ card: FRAMEBOT, ref: "EM" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "M.cost": 1, "Y.cost": 4, "EM.cost": 2 },
    });
  });
  describeCard("BOT_909", () => {
    cardCase("BOT_909", {
      does: "draws the two 1-Attack minions, not the others",
      p1: { hand: [{ card: "BOT_909", ref: "C" }], deck: [{ card: YETI }, { card: WISP, ref: "A" }, { card: "CS2_120" }, { card: FRAMEBOT, ref: "B" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "A.zone": "hand", "B.zone": "hand", "p1.hand.length": 2 },
    });
  });
  describeCard("BOT_404", () => {
    cardCase("BOT_404", {
      does: "draws the 7-Cost (War Golem) and 9-Cost (Ysera) minions (no 8 or 10 in the deck), not the 7-Cost spell or the 4-Cost minion",
      p1: { hand: [{ card: "BOT_404", ref: "J" }], deck: [{ card: "CS2_032" }, { card: "CS2_186", ref: "S" }, { card: YETI }, { card: "EX1_572", ref: "Y" }] },
      actions: [{ type: "play", card: "J" }],
      expect: { "S.zone": "hand", "Y.zone": "hand", "p1.hand.length": 2 },
    });
  });
  describeCard("BOT_242", () => {
    cardCase("BOT_242", {
      does: "draws every card of your deck; the opponent draws nothing",
      p1: { hand: [{ card: "BOT_242", ref: "M" }], deck: [{ card: WISP }, { card: YETI }, { card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.hand.length": 3, "p1.deck.length": 0, "p2.hand.length": 0, "p1.hero.health": 30 },
    });
  });
  describeCard("BOT_054", () => {
    cardCase("BOT_054", {
      does: "each player gains 2 full Mana Crystals (you 3 -> 5, 1 used by the Project: 4 left to spend; the opponent 3 -> 5)",
      p1: { hand: [{ card: "BOT_054", ref: "B" }], mana: { crystals: 3, used: 0 } },
      p2: { mana: { crystals: 3, used: 0 } },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.mana.crystals": 5, "p1.mana.used": 1, "p2.mana.crystals": 5, "p2.mana.used": 0 },
    });
  });
  describeCard("BOT_508", () => {
    cardCase("BOT_508", {
      does: "triggers a friendly minion's Deathrattle twice (Leper Gnome: 4 damage to the enemy hero); the minion stays",
      p1: { hand: [{ card: "BOT_508", ref: "V" }], board: [{ card: "EX1_029", ref: "L" }] },
      actions: [{ type: "play", card: "V", target: "L" }],
      expect: { "p2.hero.health": 26, "L.zone": "board", "p1.hero.health": 30 },
    });
    cardCase("BOT_508", {
      does: "a minion without Deathrattle cannot be chosen",
      p1: { hand: [{ card: "BOT_508", ref: "V" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "V", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("BOT_224", () => {
    cardCase("BOT_224", {
      does: "Battlecry: summons one copy of itself for you",
      p1: { hand: [{ card: "BOT_224", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.board": ["BOT_224", "BOT_224"], "p2.board": [] },
    });
  });
  describeCard("BOT_536", () => {
    cardCase("BOT_536", {
      does: "with 10 Mana Crystals: two copies of itself beside it",
      p1: { hand: [{ card: "BOT_536", ref: "O" }], mana: { crystals: 10, used: 0 } },
      actions: [{ type: "play", card: "O" }],
      expect: { "p1.board": ["BOT_536", "BOT_536", "BOT_536"], "p2.board": [] },
    });
    cardCase("BOT_536", {
      does: "with 9: no copy",
      p1: { hand: [{ card: "BOT_536", ref: "O" }], mana: { crystals: 9, used: 0 } },
      actions: [{ type: "play", card: "O" }],
      expect: { "p1.board": ["BOT_536"] },
    });
  });
  describeCard("BOT_544", () => {
    cardCase("BOT_544", {
      does: "6 damage split among your other minions (two War Golems take 6 in all); itself and the enemy untouched",
      p1: { hand: [{ card: "BOT_544", ref: "L" }], board: [{ card: "CS2_186", ref: "G1" }, { card: "CS2_186", ref: "G2" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "L.health": 6, "E.health": 5, "p2.hero.health": 30, "events.damage": 6 },
      check: (r) => {
        const hp = r.state.players[0].board.filter((m) => m.card === "CS2_186").reduce((n, m) => n + (m.health ?? 0), 0);
        expect(hp).toBe(14 - 6);
      },
    });
  });
  describeCard("BOT_521", () => {
    cardCase("BOT_521", {
      does: "summons a copy of each Demon you control (not of the Wisp, not of the enemy's Demon)",
      p1: { hand: [{ card: "BOT_521", ref: "E" }], board: [{ card: "CS2_065" }, { card: WISP }, { card: "EX1_319" }] },
      p2: { board: [{ card: "CS2_065" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.board": ["CS2_065", WISP, "EX1_319", "CS2_065", "EX1_319"], "p2.board": ["CS2_065"] },
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
