/**
 * Behaviour tests for Classic (EXPERT1) Neutral cards, Abomination .. Emperor Cobra: one case per behaviour of the text.
 */
import { describe, expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

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
});

void events;
void expect;
