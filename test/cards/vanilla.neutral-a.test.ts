/**
 * Behaviour tests for Classic (Vanilla) (VANILLA) Neutral cards, Abomination .. Emperor Cobra: the 2021 Classic format's
 * original texts. Reprints whose text is the current card's play as that card and are tested with it.
 */
import { describe } from "vitest";
import { cardCase } from "../support/cards.js";

describe("Vanilla neutral cards (A-E)", () => {
  // Amani Berserker: "Enrage: +3 Attack"
  cardCase("VAN_EX1_393", {
    does: "Enrage: +3 Attack while damaged, gone when healed",
    p1: { board: [{ card: "VAN_EX1_393", ref: "A" }, { card: "VAN_EX1_393", ref: "B" }] },
    actions: [{ type: "damage", target: "A", amount: 1 }, { type: "damage", target: "B", amount: 1 }, { type: "heal", target: "B", amount: 1 }],
    expect: { "A.attack": 5, "B.attack": 2 },
  });

  // Angry Chicken: "Enrage: +5 Attack."
  cardCase("VAN_EX1_009", {
    does: "Enrage: +5 Attack while damaged (1 → 6)",
    p1: { board: [{ card: "VAN_EX1_009", ref: "C", enchantments: [{ health: 2 }] }, { card: "VAN_EX1_009", ref: "D" }] },
    actions: [{ type: "damage", target: "C", amount: 1 }],
    expect: { "C.attack": 6, "D.attack": 1 },
  });

  // Big Game Hunter: "Battlecry: Destroy a minion with 7 or more Attack."
  cardCase("VAN_EX1_005", {
    does: "Battlecry: destroys a minion with 7 Attack",
    p1: { hand: [{ card: "VAN_EX1_005", ref: "H" }] },
    p2: { board: [{ card: "CS2_182", ref: "E", attack: 7 }] },
    actions: [{ type: "play", card: "H", target: "E" }],
    expect: { "E.zone": "graveyard", "H.zone": "board", "p1.mana.used": 3 },
  });
  cardCase("VAN_EX1_005", {
    does: "not one with 6 Attack",
    p1: { hand: [{ card: "VAN_EX1_005", ref: "H" }] },
    p2: { board: [{ card: "CS2_182", ref: "E", attack: 6 }] },
    actions: [{ type: "play", card: "H", target: "E" }],
    error: "illegal_action",
  });

  // Cairne Bloodhoof: "Deathrattle: Summon a 4/5 Baine Bloodhoof."
  cardCase("VAN_EX1_110", {
    does: "Deathrattle: a 4/5 Baine Bloodhoof in its place; the Vanilla Cairne has no Taunt",
    p1: { board: [{ card: "VAN_EX1_110", ref: "C" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }, { type: "destroy", target: "C" }],
    expect: { "p1.hero.health": 26, "p1.board": ["VAN_EX1_110t"], "p1.board.0.attack": 4, "p1.board.0.health": 5 },
  });

  // Coldlight Seer: "Battlecry: Give ALL other Murlocs +2 Health."
  cardCase("VAN_EX1_103", {
    does: "Battlecry: every other Murloc, yours and the enemy's, gets +2 Health; not itself or non-Murlocs",
    p1: { hand: [{ card: "VAN_EX1_103", ref: "S" }], board: [{ card: "CS2_168", ref: "M" }, { card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "CS2_168", ref: "E" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "M.health": 3, "E.health": 3, "W.health": 1, "S.health": 3 },
  });

  // Emperor Cobra: "Destroy any minion damaged by this minion."
  cardCase("VAN_EX1_170", {
    does: "a minion it damages is destroyed, whichever attacks",
    p1: { board: [{ card: "VAN_EX1_170", ref: "C" }] },
    p2: { board: [{ card: "CS2_186", ref: "B" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "attack", attacker: "C", defender: "B" }],
    expect: { "B.zone": "graveyard", "C.zone": "graveyard", "Y.zone": "board" },
  });
  cardCase("VAN_EX1_170", {
    does: "a hero it damages is not destroyed",
    p1: { board: [{ card: "VAN_EX1_170", ref: "C" }] },
    actions: [{ type: "attack", attacker: "C", defender: "p2.hero" }],
    expect: { "p2.hero.health": 28, "outcome.over": false },
  });
  cardCase("VAN_EX1_170", {
    does: "silenced, it no longer destroys what it damages",
    p1: { board: [{ card: "VAN_EX1_170", ref: "C" }], hand: [{ card: "EX1_048", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "C" }, { type: "attack", attacker: "C", defender: "Y" }],
    expect: { "Y.zone": "board", "Y.health": 3 },
  });
});
