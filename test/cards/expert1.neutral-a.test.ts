/**
 * Behaviour tests for Classic (EXPERT1) Neutral cards, Abomination .. Emperor Cobra: one case per behaviour of the text.
 */
import { describe, expect, it } from "vitest";
import { options, type ResolveResult } from "../../src/engine/index.js";
import { OptionsRequest } from "../../src/engine/hearthstone/schema.js";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { at, events, fails, player, request, run } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

describe("Classic neutral cards (A-E)", () => {
  // Abomination: "Taunt. Deathrattle: Deal 2 damage to ALL characters."
  cardCase("EX1_097", {
    does: "Deathrattle: 2 damage to every character, both heroes and both boards",
    p1: { board: [{ card: "EX1_097", ref: "A" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "E" }] },
    actions: [{ type: "destroy", target: "A" }],
    expect: {
      "p1.hero.health": 28, "p2.hero.health": 28, "Y.health": 3, "E.health": 3, "W.zone": "graveyard", "A.zone": "graveyard",
      "events.damage": 5,
    },
  });
  cardCase("EX1_097", {
    does: "Taunt: the enemy cannot attack past it",
    p1: { board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "EX1_097", ref: "A" }] },
    actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("EX1_097", {
    does: "no damage while it lives (the Deathrattle waits for its death)",
    p1: { board: [{ card: "EX1_097", ref: "A" }] },
    actions: [{ type: "damage", target: "A", amount: 3 }],
    expect: { "A.health": 1, "p1.hero.health": 30, "p2.hero.health": 30, "events.damage": 1 },
  });

  // Abusive Sergeant: "Battlecry: Give a minion +2 Attack this turn."
  cardCase("CS2_188", {
    does: "Battlecry: a friendly minion has +2 Attack this turn",
    p1: { hand: [{ card: "CS2_188", ref: "S" }], board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "Y.attack": 6, "S.attack": 1 },
  });
  cardCase("CS2_188", {
    does: "the +2 Attack is gone when the turn ends",
    p1: { hand: [{ card: "CS2_188", ref: "S" }], board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }, { type: "endTurn" }],
    expect: { "Y.attack": 4 },
  });
  cardCase("CS2_188", {
    does: "can target an enemy minion",
    p1: { hand: [{ card: "CS2_188", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "S", target: "E" }],
    expect: { "E.attack": 6 },
  });
  cardCase("CS2_188", {
    does: "cannot target a hero",
    p1: { hand: [{ card: "CS2_188", ref: "S" }], board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("CS2_188", {
    does: "with no other minion it still plays, buffing nothing",
    p1: { hand: [{ card: "CS2_188", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.zone": "board", "S.attack": 1, "events.buff": 0 },
  });

  // Acolyte of Pain: "Whenever this minion takes damage, draw a card."
  cardCase("EX1_007", {
    does: "draws a card for its controller each time it takes damage",
    p1: { board: [{ card: "EX1_007", ref: "A" }], deck: deck(3) },
    actions: [{ type: "damage", target: "A", amount: 1 }, { type: "damage", target: "A", amount: 1 }],
    expect: { "A.health": 2, "p1.hand.length": 2, "p2.hand.length": 0 },
  });
  cardCase("EX1_007", {
    does: "an enemy Acolyte draws for the enemy; another minion's damage draws nothing",
    p1: { board: [{ card: "CS2_182", ref: "Y" }], deck: deck(3) },
    p2: { board: [{ card: "EX1_007", ref: "A" }], deck: deck(3, "e") },
    actions: [{ type: "damage", target: "Y", amount: 1 }, { type: "damage", target: "A", amount: 1 }],
    expect: { "p1.hand.length": 0, "p2.hand.length": 1 },
  });
  cardCase("EX1_007", {
    does: "healing it draws nothing",
    p1: { board: [{ card: "EX1_007", ref: "A", health: 2 }], deck: deck(3) },
    actions: [{ type: "heal", target: "A", amount: 2 }],
    expect: { "A.health": 4, "p1.hand.length": 0 },
  });

  // Alarm-o-Bot: "At the start of your turn, swap this minion with a random one in your hand."
  cardCase("EX1_006", {
    does: "at the start of your turn it goes to your hand and a minion from your hand (never a spell) takes its place",
    p1: { board: [{ card: "EX1_006", ref: "B" }], hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "B.zone": "hand", "Y.zone": "board", "F.zone": "hand", "p1.board": ["CS2_182"] },
  });
  cardCase("EX1_006", {
    does: "nothing at the start of the opponent's turn",
    p1: { board: [{ card: "EX1_006", ref: "B" }], hand: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "endTurn" }],
    expect: { "B.zone": "board", "Y.zone": "hand" },
  });
  cardCase("EX1_006", {
    does: "with no minion in hand it stays",
    p1: { board: [{ card: "EX1_006", ref: "B" }], hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "B.zone": "board", "F.zone": "hand" },
  });

  // Alexstrasza: "Battlecry: Set a hero's remaining Health to 15."
  cardCase("EX1_561", {
    does: "Battlecry: the enemy hero's remaining Health becomes 15, its maximum and Armor kept; no damage event",
    p1: { hand: [{ card: "EX1_561", ref: "A" }] },
    p2: { hero: { card: "HERO_01", armor: 5 } },
    actions: [{ type: "play", card: "A", target: "p2.hero" }],
    expect: { "p2.hero.health": 15, "p2.hero.maxHealth": 30, "p2.hero.armor": 5, "p1.hero.health": 30, "events.damage": 0, "events.health-set": 1 },
  });
  cardCase("EX1_561", {
    does: "your own damaged hero goes up to 15, which is not healing (a heal watcher does not grow)",
    p1: { hand: [{ card: "EX1_561", ref: "A" }], hero: { card: "HERO_08", health: 4 }, board: [{ card: "T_HEALWATCH", ref: "L" }] },
    cards: [{ id: "T_HEALWATCH", type: "MINION", cost: 1, attack: 1, health: 3, triggers: [{ on: "heal", do: [{ type: "buff", to: "self", attack: 2 }] }] }],
    actions: [{ type: "play", card: "A", target: "p1.hero" }],
    expect: { "p1.hero.health": 15, "p1.hero.maxHealth": 30, "p2.hero.health": 30, "L.attack": 1, "events.heal": 0 },
  });
  cardCase("EX1_561", {
    does: "a hero whose maximum is below 15 gets 15 as its maximum too",
    p1: { hand: [{ card: "EX1_561", ref: "A" }] },
    p2: { hero: { card: "HERO_01", health: 10, maxHealth: 10 } },
    actions: [{ type: "play", card: "A", target: "p2.hero" }],
    expect: { "p2.hero.health": 15, "p2.hero.maxHealth": 15 },
  });
  cardCase("EX1_561", {
    does: "cannot target a minion",
    p1: { hand: [{ card: "EX1_561", ref: "A" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "A", target: "E" }],
    error: "illegal_action",
  });

  // Amani Berserker: "Has +3 Attack while damaged."
  cardCase("EX1_393", {
    does: "damaged, it has +3 Attack (2 → 5)",
    p1: { board: [{ card: "EX1_393", ref: "A" }] },
    actions: [{ type: "damage", target: "A", amount: 1 }],
    expect: { "A.attack": 5, "A.health": 2 },
  });
  cardCase("EX1_393", {
    does: "healed to full, the +3 is gone; undamaged it is 2",
    p1: { board: [{ card: "EX1_393", ref: "A" }, { card: "EX1_393", ref: "B" }] },
    actions: [{ type: "damage", target: "A", amount: 1 }, { type: "heal", target: "A", amount: 1 }],
    expect: { "A.attack": 2, "B.attack": 2 },
  });
  cardCase("EX1_393", {
    does: "silenced, it no longer gains Attack when damaged",
    p1: { board: [{ card: "EX1_393", ref: "A" }], hand: [{ card: "EX1_048", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "A" }, { type: "damage", target: "A", amount: 1 }],
    expect: { "A.attack": 2 },
  });

  // Angry Chicken: "Has +5 Attack while damaged."
  cardCase("EX1_009", {
    does: "damaged, it has +5 Attack (1 → 6); an undamaged one next to it stays 1",
    p1: { board: [{ card: "EX1_009", ref: "C", enchantments: [{ health: 2 }] }, { card: "EX1_009", ref: "D" }] },
    actions: [{ type: "damage", target: "C", amount: 1 }],
    expect: { "C.attack": 6, "C.health": 2, "D.attack": 1 },
  });
  cardCase("EX1_009", {
    does: "healed to full, back to 1 Attack",
    p1: { board: [{ card: "EX1_009", ref: "C", enchantments: [{ health: 2 }] }] },
    actions: [{ type: "damage", target: "C", amount: 1 }, { type: "heal", target: "C", amount: 5 }],
    expect: { "C.attack": 1, "C.health": 3 },
  });

  // Ancient Brewmaster: "Battlecry: Return a friendly minion from the battlefield to your hand."
  cardCase("EX1_057", {
    does: "Battlecry: a friendly minion goes back to your hand, fresh (its damage gone)",
    p1: { hand: [{ card: "EX1_057", ref: "B" }], board: [{ card: "CS2_182", ref: "Y", health: 2 }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "Y.zone": "hand", "Y.player": 1, "Y.health": 5, "W.zone": "board", "B.zone": "board", "p1.board": ["CS2_231", "EX1_057"] },
  });
  cardCase("EX1_057", {
    does: "cannot target an enemy minion",
    p1: { hand: [{ card: "EX1_057", ref: "B" }], board: [{ card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "B", target: "E" }],
    error: "illegal_action",
  });
  cardCase("EX1_057", {
    does: "with no other friendly minion it still plays and returns nothing (not itself)",
    p1: { hand: [{ card: "EX1_057", ref: "B" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "B.zone": "board", "E.zone": "board", "p1.hand.length": 0 },
  });

  // Ancient Mage: "Battlecry: Give adjacent minions Spell Damage +1."
  cardCase("EX1_584", {
    does: "both neighbours get Spell Damage +1: Moonfire then deals 3",
    p1: { hand: [{ card: "EX1_584", ref: "M" }, { card: "CS2_008", ref: "F" }], board: [{ card: "CS2_182", ref: "L" }, { card: "CS2_231", ref: "R" }] },
    actions: [{ type: "play", card: "M", position: 1 }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.board": ["CS2_182", "EX1_584", "CS2_231"], "p2.hero.health": 27 },
  });
  cardCase("EX1_584", {
    does: "only the adjacent minion: played at the right end, one neighbour, Moonfire deals 2",
    p1: { hand: [{ card: "EX1_584", ref: "M" }, { card: "CS2_008", ref: "F" }], board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_231", ref: "B" }] },
    actions: [{ type: "play", card: "M" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("EX1_584", {
    does: "it has no Spell Damage itself: alone, Moonfire deals 1",
    p1: { hand: [{ card: "EX1_584", ref: "M" }, { card: "CS2_008", ref: "F" }] },
    actions: [{ type: "play", card: "M" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 29 },
  });
  cardCase("EX1_584", {
    does: "the Spell Damage stays on the minion when the Mage dies",
    p1: { hand: [{ card: "EX1_584", ref: "M" }, { card: "CS2_008", ref: "F" }], board: [{ card: "CS2_182", ref: "L" }] },
    actions: [{ type: "play", card: "M" }, { type: "destroy", target: "M" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("EX1_584", {
    does: "the Spell Damage goes with the minion: stolen by the enemy (Mind Control), it adds to the enemy's spells",
    p1: { hand: [{ card: "EX1_584", ref: "M" }], board: [{ card: "CS2_182", ref: "L" }] },
    p2: { hand: [{ card: "CS1_113", ref: "MC" }, { card: "CS2_008", ref: "F" }], mana: { crystals: 10, used: 0 }, deck: deck(1, "e") },
    actions: [{ type: "play", card: "M" }, { type: "endTurn" }, { type: "play", card: "MC", target: "L" }, { type: "play", card: "F", target: "p1.hero" }],
    expect: { "L.player": 2, "p1.hero.health": 28 },
  });

  // Ancient Watcher: "Can't attack."
  cardCase("EX1_045", {
    does: "it can't attack",
    p1: { board: [{ card: "EX1_045", ref: "W" }] },
    actions: [{ type: "attack", attacker: "W", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("EX1_045", {
    does: "silenced, it can attack; it can be attacked",
    p1: { board: [{ card: "EX1_045", ref: "W" }], hand: [{ card: "EX1_048", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "S", target: "W" }, { type: "attack", attacker: "W", defender: "p2.hero" }],
    expect: { "p2.hero.health": 26 },
  });

  // Arcane Golem: "Charge. Battlecry: Give your opponent a Mana Crystal."
  cardCase("EX1_089", {
    does: "the opponent gets a full Mana Crystal; yours are unchanged; Charge attacks at once",
    p1: { hand: [{ card: "EX1_089", ref: "G" }], mana: { crystals: 6, used: 0 } },
    p2: { mana: { crystals: 5, used: 0 } },
    actions: [{ type: "play", card: "G" }, { type: "attack", attacker: "G", defender: "p2.hero" }],
    expect: { "p2.mana.crystals": 6, "p2.mana.used": 0, "p1.mana.crystals": 6, "p1.mana.used": 3, "p2.hero.health": 26 },
  });
  cardCase("EX1_089", {
    does: "an opponent already at 10 keeps 10",
    p1: { hand: [{ card: "EX1_089", ref: "G" }] },
    p2: { mana: { crystals: 10, used: 0 } },
    actions: [{ type: "play", card: "G" }],
    expect: { "p2.mana.crystals": 10, "p1.mana.crystals": 10 },
  });

  // Azure Drake: "Spell Damage +1. Battlecry: Draw a card."
  cardCase("EX1_284", {
    does: "Battlecry: you draw a card (the enemy does not); Spell Damage +1 makes Moonfire deal 2",
    p1: { hand: [{ card: "EX1_284", ref: "D" }, { card: "CS2_008", ref: "F" }], deck: deck(2) },
    p2: { deck: deck(2, "e") },
    actions: [{ type: "play", card: "D" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.hand.length": 1, "p2.hand.length": 0, "p2.hero.health": 28 },
  });
  cardCase("EX1_284", {
    does: "an enemy Azure Drake does not add to your spells",
    p1: { hand: [{ card: "CS2_008", ref: "F" }] },
    p2: { board: [{ card: "EX1_284" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 29 },
  });

  // Baron Geddon: "At the end of your turn, deal 2 damage to ALL other characters."
  cardCase("EX1_249", {
    does: "at the end of your turn, 2 damage to every other character, friend and foe, not itself",
    p1: { board: [{ card: "EX1_249", ref: "G" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }], deck: deck(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "G.health": 7, "Y.health": 3, "E.health": 3, "p1.hero.health": 28, "p2.hero.health": 28, "events.damage": 4 },
  });
  cardCase("EX1_249", {
    does: "nothing at the end of the opponent's turn",
    p1: { board: [{ card: "EX1_249", ref: "G" }, { card: "CS2_182", ref: "Y" }], deck: deck(1) },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "endTurn" }],
    state: { activePlayer: 2 },
    expect: { "Y.health": 5, "E.health": 5, "p2.hero.health": 30, "events.damage": 0 },
  });

  // Big Game Hunter: "Tradeable. Battlecry: Destroy a minion with 7 or more Attack."
  cardCase("EX1_005", {
    does: "Battlecry: destroys an enemy minion with 7 Attack",
    p1: { hand: [{ card: "EX1_005", ref: "H" }] },
    p2: { board: [{ card: "CS2_182", ref: "E", attack: 7 }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "H", target: "E" }],
    expect: { "E.zone": "graveyard", "Y.zone": "board", "H.zone": "board" },
  });
  cardCase("EX1_005", {
    does: "a friendly minion with 7 or more Attack can be chosen too",
    p1: { hand: [{ card: "EX1_005", ref: "H" }], board: [{ card: "CS2_182", ref: "M", attack: 9 }] },
    actions: [{ type: "play", card: "H", target: "M" }],
    expect: { "M.zone": "graveyard" },
  });
  cardCase("EX1_005", {
    does: "a minion with 6 Attack cannot be chosen",
    p1: { hand: [{ card: "EX1_005", ref: "H" }] },
    p2: { board: [{ card: "CS2_182", ref: "E", attack: 6 }] },
    actions: [{ type: "play", card: "H", target: "E" }],
    error: "illegal_action",
  });
  cardCase("EX1_005", {
    does: "with no minion of 7 or more Attack it still plays, destroying nothing",
    p1: { hand: [{ card: "EX1_005", ref: "H" }] },
    p2: { board: [{ card: "CS2_182", ref: "E", attack: 6 }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "E.zone": "board", "H.zone": "board", "events.destroy": 0 },
  });

  // Blood Knight: "Battlecry: All minions lose Divine Shield. Gain +3/+3 for each Shield lost."
  cardCase("EX1_590", {
    does: "every minion, either side, loses Divine Shield (its own or an enchantment's); +3/+3 per Shield: 3 Shields make it 12/12",
    p1: { hand: [{ card: "EX1_590", ref: "K" }], board: [{ card: "EX1_008", ref: "S1" }, { card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "EX1_008", ref: "S2" }, { card: "CS2_182", ref: "Y", enchantments: [{ grants: ["DIVINE_SHIELD"] }] }] },
    actions: [
      { type: "play", card: "K" },
      { type: "damage", target: "S1", amount: 1 }, { type: "damage", target: "S2", amount: 1 }, { type: "damage", target: "Y", amount: 1 },
    ],
    expect: { "K.attack": 12, "K.health": 12, "S1.zone": "graveyard", "S2.zone": "graveyard", "Y.health": 4, "W.zone": "board", "events.buff": 1 },
  });
  cardCase("EX1_590", {
    does: "with no Divine Shield in play it stays 3/3",
    p1: { hand: [{ card: "EX1_590", ref: "K" }], board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "K.attack": 3, "K.health": 3, "events.buff": 0 },
  });

  // Bloodmage Thalnos: "Spell Damage +1. Deathrattle: Draw a card."
  cardCase("EX1_012", {
    does: "Spell Damage +1 while it lives (Moonfire deals 2)",
    p1: { board: [{ card: "EX1_012", ref: "T" }], hand: [{ card: "CS2_008", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("EX1_012", {
    does: "Deathrattle: its controller draws one card; after it died, Moonfire deals 1",
    p1: { board: [{ card: "EX1_012", ref: "T" }], hand: [{ card: "CS2_008", ref: "F" }], deck: deck(2) },
    p2: { deck: deck(2, "e") },
    actions: [{ type: "destroy", target: "T" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.hand.length": 1, "p2.hand.length": 0, "p2.hero.health": 29 },
  });

  // Bloodsail Corsair: "Battlecry: Remove 1 Durability from your opponent's weapon."
  cardCase("NEW1_025", {
    does: "Battlecry: the opponent's weapon loses 1 Durability; yours does not",
    p1: { hand: [{ card: "NEW1_025", ref: "C" }], weapon: { card: "CS2_106", ref: "MINE" } },
    p2: { weapon: { card: "CS2_106", ref: "THEIRS" } },
    actions: [{ type: "play", card: "C" }],
    expect: { "THEIRS.durability": 1, "MINE.durability": 2 },
  });
  cardCase("NEW1_025", {
    does: "an enemy weapon at 1 Durability is destroyed",
    p1: { hand: [{ card: "NEW1_025", ref: "C" }] },
    p2: { weapon: { card: "CS2_106", ref: "THEIRS", durability: 1 } },
    actions: [{ type: "play", card: "C" }],
    expect: { "THEIRS.zone": "graveyard", "p2.weapon": null },
  });
  cardCase("NEW1_025", {
    does: "with no enemy weapon it still plays",
    p1: { hand: [{ card: "NEW1_025", ref: "C" }], weapon: { card: "CS2_106", ref: "MINE" } },
    actions: [{ type: "play", card: "C" }],
    expect: { "C.zone": "board", "MINE.durability": 2, "events.durability": 0 },
  });

  // Bloodsail Raider: "Battlecry: Gain Attack equal to the Attack of your weapon."
  cardCase("NEW1_018", {
    does: "Battlecry: +3 Attack from your 3-Attack weapon (not the enemy's 5)",
    p1: { hand: [{ card: "NEW1_018", ref: "R" }], weapon: { card: "CS2_106" } },
    p2: { weapon: { card: "CS2_112" } },
    actions: [{ type: "play", card: "R" }],
    expect: { "R.attack": 5, "R.health": 3 },
  });
  cardCase("NEW1_018", {
    does: "a buffed weapon counts as it is now",
    p1: { hand: [{ card: "NEW1_018", ref: "R" }], weapon: { card: "CS2_106", attack: 4 } },
    actions: [{ type: "play", card: "R" }],
    expect: { "R.attack": 6 },
  });
  cardCase("NEW1_018", {
    does: "with no weapon it stays 2/3",
    p1: { hand: [{ card: "NEW1_018", ref: "R" }] },
    p2: { weapon: { card: "CS2_112" } },
    actions: [{ type: "play", card: "R" }],
    expect: { "R.attack": 2, "events.buff": 0 },
  });

  // Cairne Bloodhoof: "Taunt. Deathrattle: Summon a 5/5 Baine Bloodhoof."
  cardCase("EX1_110", {
    does: "Deathrattle: a 5/5 Baine Bloodhoof where Cairne stood, for Cairne's controller",
    p1: { board: [{ card: "CS2_231", ref: "L" }, { card: "EX1_110", ref: "C" }, { card: "CS2_231", ref: "R" }] },
    actions: [{ type: "destroy", target: "C" }],
    expect: { "p1.board": ["CS2_231", "EX1_110t", "CS2_231"], "p1.board.1.attack": 5, "p1.board.1.health": 5, "p2.board": [] },
  });
  cardCase("EX1_110", {
    does: "an enemy Cairne's Baine is the enemy's",
    p2: { board: [{ card: "EX1_110", ref: "C" }] },
    actions: [{ type: "destroy", target: "C" }],
    expect: { "p2.board": ["EX1_110t"], "p1.board": [] },
  });
  cardCase("EX1_110", {
    does: "Taunt: the enemy must attack it first",
    p1: { board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "EX1_110", ref: "C" }] },
    actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
    error: "illegal_action",
  });

  // Captain Greenskin: "Battlecry: Give your weapon +1/+1."
  cardCase("NEW1_024", {
    does: "Battlecry: your weapon gets +1 Attack and +1 Durability; the enemy's does not",
    p1: { hand: [{ card: "NEW1_024", ref: "G" }], weapon: { card: "CS2_106", ref: "MINE" } },
    p2: { weapon: { card: "CS2_106", ref: "THEIRS" } },
    actions: [{ type: "play", card: "G" }],
    expect: { "MINE.attack": 4, "MINE.durability": 3, "THEIRS.attack": 3, "THEIRS.durability": 2 },
  });
  cardCase("NEW1_024", {
    does: "with no weapon it still plays",
    p1: { hand: [{ card: "NEW1_024", ref: "G" }] },
    p2: { weapon: { card: "CS2_106", ref: "THEIRS" } },
    actions: [{ type: "play", card: "G" }],
    expect: { "G.zone": "board", "THEIRS.attack": 3, "events.buff": 0 },
  });

  // Coldlight Oracle: "Battlecry: Each player draws 2 cards."
  cardCase("EX1_050", {
    does: "Battlecry: you draw 2, then the opponent draws 2",
    p1: { hand: [{ card: "EX1_050", ref: "O" }], deck: deck(3) },
    p2: { deck: deck(3, "e") },
    actions: [{ type: "play", card: "O" }],
    expect: { "p1.hand.length": 2, "p2.hand.length": 2, "p1.deck.length": 1, "p2.deck.length": 1, "events.draw": 4 },
    check: (r) => expect(events(r, "draw").map((e) => e.player)).toEqual([1, 1, 2, 2]),
  });

  // Coldlight Seer: "Battlecry: Give your other Murlocs +2 Health."
  cardCase("EX1_103", {
    does: "Battlecry: your other Murlocs get +2 Health; not itself, not your non-Murlocs, not enemy Murlocs",
    p1: { hand: [{ card: "EX1_103", ref: "S" }], board: [{ card: "CS2_168", ref: "M" }, { card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "CS2_168", ref: "E" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "M.health": 3, "M.attack": 2, "W.health": 1, "E.health": 1, "S.health": 3 },
  });

  // Crazed Alchemist: "Battlecry: Swap the Attack and Health of a minion."
  cardCase("EX1_059", {
    does: "Battlecry: a damaged 4/2 Yeti becomes 2/4 (the health seen is swapped, damage gone)",
    p1: { hand: [{ card: "EX1_059", ref: "A" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y", health: 2 }] },
    actions: [{ type: "play", card: "A", target: "Y" }],
    expect: { "Y.attack": 2, "Y.health": 4, "Y.maxHealth": 4, "A.attack": 2, "A.health": 2 },
  });
  cardCase("EX1_059", {
    does: "a 0-Attack minion dies (its Health becomes 0)",
    p1: { hand: [{ card: "EX1_059", ref: "A" }], board: [{ card: "EX1_045", ref: "W", attack: 0 }] },
    actions: [{ type: "play", card: "A", target: "W" }],
    expect: { "W.zone": "graveyard" },
  });
  cardCase("EX1_059", {
    does: "cannot target a hero",
    p1: { hand: [{ card: "EX1_059", ref: "A" }], board: [{ card: "CS2_182" }] },
    actions: [{ type: "play", card: "A", target: "p2.hero" }],
    error: "illegal_action",
  });

  // Cult Master: "After a friendly minion dies, draw a card."
  cardCase("EX1_595", {
    does: "a friendly minion's death draws you a card; an enemy's draws nothing",
    p1: { board: [{ card: "EX1_595", ref: "C" }, { card: "CS2_231", ref: "W" }], deck: deck(3) },
    p2: { board: [{ card: "CS2_231", ref: "E" }], deck: deck(3, "e") },
    actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "E" }],
    expect: { "p1.hand.length": 1, "p2.hand.length": 0 },
  });
  cardCase("EX1_595", {
    does: "its own death draws nothing",
    p1: { board: [{ card: "EX1_595", ref: "C" }, { card: "CS2_231", ref: "W" }], deck: deck(3) },
    actions: [{ type: "destroy", target: "C" }],
    expect: { "p1.hand.length": 0, "C.zone": "graveyard" },
  });

  // Dark Iron Dwarf: "Battlecry: Give a minion +2 Attack this turn."
  cardCase("EX1_046", {
    does: "Battlecry: a minion has +2 Attack until the end of the turn",
    p1: { hand: [{ card: "EX1_046", ref: "D" }], board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "D", target: "Y" }],
    expect: { "Y.attack": 6 },
  });
  cardCase("EX1_046", {
    does: "the Attack is gone at the end of the turn; an enemy minion can be chosen",
    p1: { hand: [{ card: "EX1_046", ref: "D" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "D", target: "E" }, { type: "endTurn" }],
    expect: { "E.attack": 4 },
  });
  cardCase("EX1_046", {
    does: "cannot target a hero; with no other minion it still plays",
    p1: { hand: [{ card: "EX1_046", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.zone": "board", "D.attack": 4, "events.buff": 0 },
  });

  // Deathwing: "Battlecry: Destroy all other minions and discard your hand."
  cardCase("NEW1_030", {
    does: "Battlecry: every other minion, both sides, is destroyed and your whole hand is discarded (not the enemy's)",
    p1: { hand: [{ card: "NEW1_030", ref: "D" }, { card: "CS2_231", ref: "H1" }, { card: "CS2_029", ref: "H2" }], board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }], hand: [{ card: "CS2_231", ref: "EH" }] },
    actions: [{ type: "play", card: "D" }],
    expect: {
      "D.zone": "board", "Y.zone": "graveyard", "E.zone": "graveyard", "H1.zone": "graveyard", "H2.zone": "graveyard", "EH.zone": "hand",
      "events.discard": 2,
    },
  });

  // Defender of Argus: "Battlecry: Give adjacent minions +1/+1 and Taunt."
  cardCase("EX1_093", {
    does: "Battlecry: both neighbours get +1/+1 and Taunt; a minion further away does not",
    p1: { hand: [{ card: "EX1_093", ref: "D" }], board: [{ card: "CS2_231", ref: "F" }, { card: "CS2_231", ref: "L" }, { card: "CS2_182", ref: "R" }] },
    actions: [{ type: "play", card: "D", position: 2 }],
    expect: {
      "p1.board": ["CS2_231", "CS2_231", "EX1_093", "CS2_182"],
      "L.attack": 2, "L.health": 2, "R.attack": 5, "R.health": 6, "F.attack": 1, "F.health": 1, "D.attack": 3,
    },
    check: (r) => {
      const board = r.state.players[0].board;
      expect(board.map((m) => (m.enchantments ?? []).map((e) => e.card))).toEqual([[], ["EX1_093e"], [], ["EX1_093e"]]);
    },
  });
  cardCase("EX1_093", {
    does: "the Taunt works: an enemy must attack a buffed neighbour",
    p1: { hand: [{ card: "EX1_093", ref: "D" }], board: [{ card: "CS2_231", ref: "L" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }], deck: deck(1, "e") },
    actions: [{ type: "play", card: "D" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
    error: "illegal_action",
  });

  // Demolisher: "At the start of your turn, deal 2 damage to a random enemy."
  cardCase("EX1_102", {
    does: "at the start of your turn, 2 damage to the only enemy (the enemy hero); your hero untouched",
    p1: { board: [{ card: "EX1_102", ref: "D" }], deck: deck(1) },
    p2: { deck: deck(1, "e") },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "p2.hero.health": 28, "p1.hero.health": 30, "events.damage": 1 },
  });
  describeCard("EX1_102", () => {
    it("the 2 damage goes to one random enemy character, never to your side, whatever the seed", () => {
      const seen = new Set<string>();
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const r = runCase({
          does: "", seed,
          p1: { board: [{ card: "EX1_102", ref: "D" }, { card: "CS2_182", ref: "Y" }], deck: deck(1) },
          p2: { board: [{ card: "CS2_182", ref: "E" }], deck: deck(1, "e") },
          actions: [{ type: "endTurn" }, { type: "endTurn" }],
          expect: { "Y.health": 5, "p1.hero.health": 30, "D.health": 4 },
        }) as ResolveResult;
        const hits = events(r, "damage");
        expect(hits.map((e) => e.amount)).toEqual([2]);
        expect(hits[0]!.target!.controller).toBe(2);
        seen.add(hits[0]!.target!.card);
      }
      expect(seen.size).toBe(2);
    });
  });
  cardCase("EX1_102", {
    does: "nothing at the start of the opponent's turn",
    p1: { board: [{ card: "EX1_102", ref: "D" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }], deck: deck(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "E.health": 5, "p2.hero.health": 30, "p1.hero.health": 30 },
  });

  // Dire Wolf Alpha: "Adjacent minions have +1 Attack."
  cardCase("EX1_162", {
    does: "its neighbours have +1 Attack, others and itself not; it follows the neighbours when one dies",
    p1: { board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }, { card: "EX1_162", ref: "W" }, { card: "CS2_182", ref: "C" }, { card: "CS2_231", ref: "D" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "destroy", target: "B" }],
    expect: { "A.attack": 2, "C.attack": 5, "D.attack": 1, "W.attack": 2, "E.attack": 1 },
  });
  cardCase("EX1_162", {
    does: "when it dies its neighbours lose the +1",
    p1: { board: [{ card: "CS2_231", ref: "A" }, { card: "EX1_162", ref: "W" }, { card: "CS2_182", ref: "C" }] },
    actions: [{ type: "destroy", target: "W" }],
    expect: { "A.attack": 1, "C.attack": 4 },
  });

  // Doomsayer: "At the start of your turn, destroy ALL minions."
  cardCase("NEW1_021", {
    does: "at the start of your turn every minion, itself and both sides, is destroyed",
    p1: { board: [{ card: "NEW1_021", ref: "D" }, { card: "CS2_182", ref: "Y" }], deck: deck(1) },
    p2: { board: [{ card: "CS2_182", ref: "E" }], deck: deck(1, "e") },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "D.zone": "graveyard", "Y.zone": "graveyard", "E.zone": "graveyard", "p1.hero.health": 30 },
  });
  cardCase("NEW1_021", {
    does: "nothing at the start of the opponent's turn",
    p1: { board: [{ card: "NEW1_021", ref: "D" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }], deck: deck(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "D.zone": "board", "Y.zone": "board", "E.zone": "board" },
  });

  // Dread Corsair: "Taunt. Costs (1) less per Attack of your weapon."
  cardCase("NEW1_022", {
    does: "with your 3-Attack weapon it costs 1 (the enemy's weapon does not count)",
    p1: { hand: [{ card: "NEW1_022", ref: "C" }], weapon: { card: "CS2_106" } },
    p2: { weapon: { card: "CS2_112" } },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.mana.used": 1 },
  });
  cardCase("NEW1_022", {
    does: "without a weapon it costs its full 4",
    p1: { hand: [{ card: "NEW1_022", ref: "C" }, { card: "CS2_112", ref: "AX" }] },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "AX" }],
    expect: { "p1.mana.used": 9 },
  });
  cardCase("NEW1_022", {
    does: "a 5-Attack weapon makes it cost 0; Taunt stops an attack on your hero",
    p1: { hand: [{ card: "NEW1_022", ref: "C" }], weapon: { card: "CS2_112" }, mana: { crystals: 1, used: 1 } },
    p2: { board: [{ card: "CS2_182", ref: "E" }], deck: deck(1, "e") },
    actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
    error: "illegal_action",
  });
  cardCase("NEW1_022", {
    does: "costs 0 in hand with a 5-Attack weapon",
    p1: { hand: [{ card: "NEW1_022", ref: "C" }], weapon: { card: "CS2_112" } },
    actions: [{ type: "endTurn" }],
    expect: { "C.cost": 0 },
  });


  // Earthen Ring Farseer: "Battlecry: Restore 3 Health."
  cardCase("CS2_117", {
    does: "Battlecry: restores 3 Health to the chosen character only",
    p1: { hand: [{ card: "CS2_117", ref: "F" }], board: [{ card: "CS2_182", ref: "Y", health: 1 }], hero: { card: "HERO_08", health: 20 } },
    actions: [{ type: "play", card: "F", target: "Y" }],
    expect: { "Y.health": 4, "p1.hero.health": 20, "events.heal": 1 },
  });
  cardCase("CS2_117", {
    does: "can heal an enemy hero, never above its maximum",
    p1: { hand: [{ card: "CS2_117", ref: "F" }] },
    p2: { hero: { card: "HERO_01", health: 29 } },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 30 },
  });
  cardCase("CS2_117", {
    does: "a target must be chosen while one is valid (the heroes always are)",
    p1: { hand: [{ card: "CS2_117", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    error: "illegal_action",
  });

  // Big Game Hunter's Tradeable: pay 1, the card goes into the deck (not on top), draw a card (可交易, 5.1).
  cardCase("EX1_005", {
    does: "Tradeable: 1 mana, it goes into the deck below the top card, and you draw that top card",
    p1: { hand: [{ card: "EX1_005", ref: "H" }], deck: [{ card: "CS2_231", ref: "T" }, { card: "CS2_231", ref: "U" }] },
    actions: [{ type: "trade", card: "H" }],
    expect: { "H.zone": "deck", "T.zone": "hand", "U.zone": "deck", "p1.mana.used": 1, "p1.hand.length": 1, "events.draw": 1, "events.play": 0 },
    check: (r) => {
      expect(r.random.map((d) => d.purpose)).toEqual(["place in the deck for the traded card (0 = top)"]);
      expect(r.random[0]!.candidates).toEqual(["1", "2"]);
      expect(r.log).toContain("Player 1 trades Big Game Hunter.");
    },
  });
  cardCase("EX1_005", {
    does: "Tradeable: with a one-card deck it goes under that card and the top card is drawn; its enchantments stay",
    p1: { hand: [{ card: "EX1_005", ref: "H", enchantments: [{ attack: 3 }] }], deck: [{ card: "CS2_231", ref: "T" }] },
    actions: [{ type: "trade", card: "H" }],
    expect: { "T.zone": "hand", "H.zone": "deck", "H.attack": 7, "p1.deck.length": 1 },
  });
  cardCase("EX1_005", {
    does: "Tradeable: not with an empty deck",
    p1: { hand: [{ card: "EX1_005", ref: "H" }] },
    actions: [{ type: "trade", card: "H" }],
    error: "illegal_action",
  });
  cardCase("EX1_005", {
    does: "Tradeable: not without 1 mana",
    p1: { hand: [{ card: "EX1_005", ref: "H" }], deck: deck(2), mana: { crystals: 3, used: 3 } },
    actions: [{ type: "trade", card: "H" }],
    error: "illegal_action",
  });
  cardCase("EX1_005", {
    does: "Tradeable: not on the opponent's turn",
    p2: { hand: [{ card: "EX1_005", ref: "H" }], deck: deck(2, "e") },
    actions: [{ type: "trade", card: "H", player: 2 }],
    error: "illegal_action",
  });
  cardCase("EX1_005", {
    does: "a card that is not Tradeable (the Vanilla Big Game Hunter) cannot be traded",
    p1: { hand: [{ card: "VAN_EX1_005", ref: "H" }], deck: deck(2) },
    actions: [{ type: "trade", card: "H" }],
    error: "illegal_action",
  });

  describeCard("EX1_005", () => {
    it("Big Game Hunter can target only a minion with 7 or more Attack", () => {
      const r = run(request([player({ hand: [{ card: "EX1_005", ref: "B" }] }), player({ board: [{ card: "CS2_186", ref: "G" }] })], [{ type: "play", card: "B", target: "G" }]));
      expect(at(r.state, "G").zone).toBe("graveyard");
      fails(request([player({ hand: [{ card: "EX1_005", ref: "B" }] }), player({ board: [{ card: "CS2_200", ref: "O" }] })], [{ type: "play", card: "B", target: "O" }]), "illegal_action");
    });
  });
  describeCard("EX1_005", () => {
    it("Tradeable: /v1/options lists the trade while it is legal, and not for other cards", () => {
      const state = (deckSize: number) => ({
        turn: 5, activePlayer: 1,
        players: [{ mana: { crystals: 10, used: 0 }, hand: [{ card: "EX1_005", ref: "H" }, { card: "CS2_231", ref: "W" }], deck: deck(deckSize) }, {}],
      });
      const trades = (deckSize: number) => options(OptionsRequest.parse({ state: state(deckSize) })).actions.filter((a) => a.type === "trade");
      expect(trades(2)).toEqual([{ type: "trade", card: "H" }]);
      expect(trades(0)).toEqual([]);
    });
  });
});

void events;
void expect;
