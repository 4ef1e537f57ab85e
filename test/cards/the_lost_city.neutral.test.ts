/**
 * Behaviour tests of the The Lost City of Un'Goro (THE_LOST_CITY) Neutral cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
void findCard;

// Sizzling Cinder: "Deathrattle: Deal 2 damage randomly split among all enemies."
describeCard("TLC_249", () => {
  it("Deathrattle: two hits of 1 at enemy characters, never at a friendly one (every seed)", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [
        { board: [{ card: "TLC_249", ref: "C" }, { card: "CS2_182", ref: "F" }] }, { board: [{ card: "CS2_182", ref: "E" }] }] },
        actions: [{ type: "destroy", target: "C" }] });
      const hits = events(r, "damage");
      expect(hits).toHaveLength(2);
      for (const h of hits) expect(h.amount).toBe(1);
      expect(r.state.players[1]!.hero!.health! + r.state.players[1]!.board[0]!.health!).toBe(33);
      expect(r.state.players[0]!.board[0]!.health).toBe(5);
      expect(r.state.players[0]!.hero!.health).toBe(30);
    }
  });
});

// Tar Tyrant: "Taunt, Lifesteal. Has +6 Attack during your opponent's turn."
cardCase("TLC_605", {
  does: "a 1/12 on its player's turn",
  p1: { board: [{ card: "TLC_605", ref: "T" }] },
  actions: [{ type: "attack", attacker: "T", defender: "p2.hero" }],
  expect: { "T.attack": 1, "T.health": 12, "T.seen.TAUNT": 1, "T.seen.LIFESTEAL": 1, "p2.hero.health": 29 },
});
cardCase("TLC_605", {
  does: "7 Attack on the opponent's turn: an enemy attacking it takes 7",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TLC_605", ref: "T" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "attack", attacker: "E", defender: "T" }],
  expect: { "T.attack": 7, "E.zone": "graveyard", "T.health": 5 },
});

// Undercover Cultist: "Taunt, Reborn. Has +3 Attack while damaged."
cardCase("TLC_101", {
  does: "undamaged 2/3; damaged it has 5 Attack",
  p1: { board: [{ card: "TLC_101", ref: "U" }, { card: "TLC_101", ref: "D", health: 2 }] },
  actions: [{ type: "attack", attacker: "D", defender: "p2.hero" }],
  expect: { "U.attack": 2, "D.attack": 5, "U.seen.TAUNT": 1, "U.seen.REBORN": 1, "p2.hero.health": 25 },
});

// Willful Watcher: "Taunt. Deathrattle: Destroy the top 3 cards of your deck."
cardCase("TLC_621", {
  does: "Deathrattle: its owner's top 3 cards go to the graveyard, not drawn; the enemy deck untouched",
  p1: { board: [{ card: "TLC_621", ref: "W" }], deck: [{ card: "CS2_231", ref: "a" }, { card: "CS2_231", ref: "b" }, { card: "CS2_231", ref: "c" }, { card: "CS2_182", ref: "d" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "destroy", target: "W" }],
  expect: { "p1.deck.length": 1, "d.zone": "deck", "a.zone": "graveyard", "p1.hand.length": 0, "p2.deck.length": 1 },
});

// Herbivore Assistant: "Battlecry: Give a friendly Beast +2/+2 and Rush."
cardCase("DINO_419", {
  does: "a friendly Beast gets +2/+2 and Rush",
  p1: { hand: [{ card: "DINO_419", ref: "H" }], board: [{ card: "CS2_120", ref: "B" }] },
  actions: [{ type: "play", card: "H", target: "B" }],
  expect: { "B.attack": 4, "B.health": 5, "B.seen.RUSH": 1 },
});
cardCase("DINO_419", {
  does: "a non-Beast is not a valid target",
  p1: { hand: [{ card: "DINO_419", ref: "H" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "H", target: "Y" }],
  error: "illegal_action",
});
cardCase("DINO_419", {
  does: "an enemy Beast is not a valid target",
  p1: { hand: [{ card: "DINO_419", ref: "H" }] },
  p2: { board: [{ card: "CS2_120", ref: "B" }] },
  actions: [{ type: "play", card: "H", target: "B" }],
  error: "illegal_action",
});

// Holy Eggbearer: "Battlecry: Draw a 0-Attack minion."
cardCase("DINO_411", {
  does: "draws the 0-Attack minion, not the others",
  p1: { hand: [{ card: "DINO_411", ref: "H" }], deck: [{ card: "CS2_182", ref: "Y" }, { card: "NEW1_021", ref: "Z" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "Z.zone": "hand", "p1.hand.length": 1, "p1.deck.length": 2 },
});
cardCase("DINO_411", {
  does: "none in the deck: nothing drawn, no fatigue",
  p1: { hand: [{ card: "DINO_411", ref: "H" }], deck: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "p1.hand.length": 0, "p1.deck.length": 1, "p1.hero.health": 30 },
});

// Krog, Crater King: "At the end of your turn, set the Attack and Health of all enemy minions to 1."
cardCase("TLC_480", {
  does: "at its player's turn end every enemy minion becomes 1/1; friendly ones untouched",
  p1: { board: [{ card: "TLC_480", ref: "K" }, { card: "CS2_182", ref: "F" }], deck: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_120", ref: "E2" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "endTurn" }],
  expect: { "E.attack": 1, "E.health": 1, "E2.attack": 1, "E2.health": 1, "F.attack": 4, "F.health": 5, "K.attack": 8 },
});
cardCase("TLC_480", {
  does: "not at the end of the opponent's turn",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TLC_480", ref: "K" }], deck: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "endTurn" }],
  expect: { "E.attack": 4, "E.health": 5 },
});

// Marshland Thresher: "After you cast a spell, gain Divine Shield."
cardCase("TLC_256", {
  does: "after its player's spell: Divine Shield",
  p1: { board: [{ card: "TLC_256", ref: "M" }], hand: [{ card: "CS2_008", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "M.seen.DIVINE_SHIELD": 1 },
});
cardCase("TLC_256", {
  does: "a minion played, or the opponent's spell: no Divine Shield",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TLC_256", ref: "M" }] },
  p2: { hand: [{ card: "CS2_008", ref: "S" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "S", target: "p1.hero" }, { type: "play", card: "W" }],
  expect: { "M.seen.DIVINE_SHIELD": undefined },
});

// Curious Explorer: "Deathrattle: Reduce the Cost of a minion in your opponent's hand by (2)."
cardCase("TLC_244", {
  does: "Deathrattle: the only minion in the enemy hand costs 2 less (not their spell, not its owner's minion)",
  p1: { board: [{ card: "TLC_244", ref: "C" }], hand: [{ card: "CS2_182", ref: "O" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "destroy", target: "C" }],
  expect: { "Y.cost": 2, "F.cost": 4, "O.cost": 4 },
});

// Crater Gator: "Battlecry: Until the start of your next turn, the enemy hero can't be healed."
cardCase("TLC_250", {
  does: "the enemy hero can't be healed on their next turn",
  p1: { hand: [{ card: "TLC_250", ref: "G" }], deck: [{ card: "CS2_231" }] },
  p2: { hero: { card: "HERO_09", health: 20 }, heroPower: { card: "CS1h_001" }, deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "heroPower", target: "p2.hero" }],
  expect: { "p2.hero.health": 20, "events.heal": 0 },
});
cardCase("TLC_250", {
  does: "from the start of its player's next turn the enemy hero can be healed again; its own hero never was affected",
  p1: { hero: { card: "HERO_09", health: 20 }, heroPower: { card: "CS1h_001" }, hand: [{ card: "TLC_250", ref: "G" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { hero: { card: "HERO_09", health: 20 }, heroPower: { card: "CS1h_001" }, deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "G" }, { type: "heroPower", target: "p1.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower", target: "p2.hero" }],
  expect: { "p2.hero.health": 22, "p1.hero.health": 22 },
});

// Ancient Stegodon: "Battlecry: Choose to gain Taunt, Poisonous, or +1/+1."
cardCase("TLC_242", {
  does: "first choice: Taunt only",
  choices: [0],
  p1: { hand: [{ card: "TLC_242", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "S.seen.TAUNT": 1, "S.seen.POISONOUS": undefined, "S.attack": 1, "S.health": 5 },
});
cardCase("TLC_242", {
  does: "second choice: Poisonous only",
  choices: [1],
  p1: { hand: [{ card: "TLC_242", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "S.seen.TAUNT": undefined, "S.seen.POISONOUS": 1, "S.attack": 1, "S.health": 5 },
});
cardCase("TLC_242", {
  does: "third choice: +1/+1 only",
  choices: [2],
  p1: { hand: [{ card: "TLC_242", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "S.seen.TAUNT": undefined, "S.seen.POISONOUS": undefined, "S.attack": 2, "S.health": 6, "events.choose": 1 },
});

// Primal Sabretooth: "Stealth. After this attacks and kills a minion, get a copy of it."
cardCase("TLC_247", {
  does: "kills the minion it attacks: a copy of it in hand",
  p1: { board: [{ card: "TLC_247", ref: "S" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "attack", attacker: "S", defender: "E" }],
  expect: { "E.zone": "graveyard", "p1.hand.length": 1, "p1.hand.0.card": "CS2_120", "p2.hand.length": 0 },
});
cardCase("TLC_247", {
  does: "the minion survives, or it attacks the hero: nothing",
  p1: { board: [{ card: "TLC_247", ref: "S" }, { card: "TLC_247", ref: "S2" }] },
  p2: { board: [{ card: "CS2_200", ref: "E" }] },
  actions: [{ type: "attack", attacker: "S", defender: "E" }, { type: "attack", attacker: "S2", defender: "p2.hero" }],
  expect: { "E.health": 2, "S.zone": "graveyard", "p2.hero.health": 25, "p1.hand.length": 0 },
});

// Crater Experiment: "Kindred: Summon a copy of this."
cardCase("DINO_435", {
  does: "Kindred (an Amalgam shares with a Beast played last turn): a copy beside it",
  p1: { hand: [{ card: "DINO_435", ref: "C" }], playedLastTurn: ["CS2_120"] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board": ["DINO_435", "DINO_435"], "p2.board": [] },
});
cardCase("DINO_435", {
  does: "no Kindred (only a minion with no type last turn): no copy",
  p1: { hand: [{ card: "DINO_435", ref: "C" }], playedLastTurn: ["CS2_182"] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board": ["DINO_435"] },
});

// Steamfin Thief: "Kindred: Summon two 1/1 Murlocs with Rush."
cardCase("TLC_429", {
  does: "Kindred (a Murloc last turn): two 1/1 Rush Murlocs",
  p1: { hand: [{ card: "TLC_429", ref: "S" }], playedLastTurn: ["CS2_168"] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["TLC_429t", "TLC_429", "TLC_429t"], "p1.board.0.attack": 1, "p1.board.0.health": 1, "p1.board.0.seen.RUSH": 1 },
});
cardCase("TLC_429", {
  does: "no Kindred: nothing more",
  p1: { hand: [{ card: "TLC_429", ref: "S" }], playedLastTurn: ["CS2_120"] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["TLC_429"] },
});

// Stormbrewer: "Whenever this attacks, deal 3 damage to the target first. Kindred: Gain Rush."
cardCase("TLC_107", {
  does: "attacking a 4/5: 3 damage to it first, then the combat kills it",
  p1: { board: [{ card: "TLC_107", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "S", defender: "E" }],
  expect: { "E.zone": "graveyard", "S.health": 2, "events.damage": 3 },
});
cardCase("TLC_107", {
  does: "attacked by an enemy minion: no extra damage",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TLC_107", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "E", defender: "S" }],
  expect: { "E.health": 2, "S.health": 2 },
});
cardCase("TLC_107", {
  does: "Kindred (an Elemental last turn): Rush, it attacks a minion the turn it is played",
  p1: { hand: [{ card: "TLC_107", ref: "S" }], playedLastTurn: ["EX1_258"] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "S", defender: "E" }],
  expect: { "E.zone": "graveyard", "S.seen.RUSH": 1 },
});
cardCase("TLC_107", {
  does: "no Kindred: no Rush",
  p1: { hand: [{ card: "TLC_107", ref: "S" }], playedLastTurn: ["CS2_120"] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "S", defender: "E" }],
  error: "illegal_action",
});

// Ravenous Devilsaur: "Battlecry: Destroy a minion. Kindred: Gain its stats."
cardCase("TLC_829", {
  does: "Kindred (a Beast last turn): the minion destroyed, its 4/5 gained (7/8)",
  p1: { hand: [{ card: "TLC_829", ref: "D" }], playedLastTurn: ["CS2_120"] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "D", target: "E" }],
  expect: { "E.zone": "graveyard", "D.attack": 7, "D.health": 8 },
});
cardCase("TLC_829", {
  does: "no Kindred: destroyed, no stats",
  p1: { hand: [{ card: "TLC_829", ref: "D" }], playedLastTurn: ["CS2_168"] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "D", target: "E" }],
  expect: { "E.zone": "graveyard", "D.attack": 3, "D.health": 3 },
});

// Scalehide Kodo: "Battlecry: Destroy the lowest Attack enemy minion. Kindred: The highest Attack instead."
cardCase("TLC_454", {
  does: "no Kindred: the lowest Attack enemy minion is destroyed",
  p1: { hand: [{ card: "TLC_454", ref: "K" }], board: [{ card: "CS2_231", ref: "F" }], playedLastTurn: ["CS2_168"] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "C" }] },
  actions: [{ type: "play", card: "K" }],
  expect: { "C.zone": "graveyard", "Y.zone": "board", "F.zone": "board" },
});
cardCase("TLC_454", {
  does: "Kindred (a Beast last turn): the highest Attack one instead",
  p1: { hand: [{ card: "TLC_454", ref: "K" }], playedLastTurn: ["CS2_120"] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "C" }] },
  actions: [{ type: "play", card: "K" }],
  expect: { "C.zone": "board", "Y.zone": "graveyard" },
});

// Whirling Stormdrake: "Rush, Windfury. Kindred: Gain Immune this turn."
cardCase("TLC_243", {
  does: "Kindred (a Dragon last turn): Immune this turn, attacks a 4/5 twice and takes nothing",
  p1: { hand: [{ card: "TLC_243", ref: "S" }], playedLastTurn: ["EX1_043"] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "E2" }] },
  actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "S", defender: "E" }, { type: "attack", attacker: "S", defender: "E2" }],
  expect: { "E.zone": "graveyard", "E2.zone": "graveyard", "S.health": 8 },
});
cardCase("TLC_243", {
  does: "no Kindred: it takes the damage; the Immune is gone after the turn",
  p1: { hand: [{ card: "TLC_243", ref: "S" }], playedLastTurn: ["CS2_120"] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "S", defender: "E" }],
  expect: { "E.zone": "graveyard", "S.health": 4 },
});

// The Egg of Khelos: "Deathrattle: Summon a slightly cracked Egg. (Break 5 times to hatch a 20/20 Beast with Taunt!)"
cardCase("DINO_410", {
  does: "broken 4 times: each Egg summons the next, the most cracked one is left",
  p1: { board: [{ card: "DINO_410", ref: "E" }], hand: [{ card: "CS2_024" }, { card: "CS2_024" }, { card: "CS2_024" }, { card: "CS2_024" }] },
  actions: [{ type: "play", card: "p1.hand.0", target: "E" }, { type: "play", card: "p1.hand.0", target: "p1.board.0" },
    { type: "play", card: "p1.hand.0", target: "p1.board.0" }, { type: "play", card: "p1.hand.0", target: "p1.board.0" }],
  expect: { "p1.board": ["DINO_410t5"] },
});
cardCase("DINO_410t5", {
  does: "the most cracked Egg breaks: Khelos, 20/20 with Taunt, for its owner",
  p1: { board: [{ card: "DINO_410t5", ref: "E" }] },
  actions: [{ type: "destroy", target: "E" }],
  expect: { "p1.board": ["DINO_410t"], "p1.board.0.attack": 20, "p1.board.0.health": 20, "p1.board.0.seen.TAUNT": 1, "p2.board": [] },
});
cardCase("DINO_410t2", {
  does: "the slightly cracked Egg breaks: the more cracked one",
  p1: { board: [{ card: "DINO_410t2", ref: "E" }] },
  actions: [{ type: "destroy", target: "E" }],
  expect: { "p1.board": ["DINO_410t3"] },
});
cardCase("DINO_410t3", {
  does: "the more cracked Egg breaks: the very cracked one",
  p1: { board: [{ card: "DINO_410t3", ref: "E" }] },
  actions: [{ type: "destroy", target: "E" }],
  expect: { "p1.board": ["DINO_410t4"] },
});
cardCase("DINO_410t4", {
  does: "the very cracked Egg breaks: the most cracked one",
  p1: { board: [{ card: "DINO_410t4", ref: "E" }] },
  actions: [{ type: "destroy", target: "E" }],
  expect: { "p1.board": ["DINO_410t5"] },
});

// Pterrordax Egg: "Deathrattle: Summon a 3/3 Pterrordax that steals 1 Health from all other minions."
cardCase("TLC_831", {
  does: "Deathrattle: a Pterrordax with 1 more Health for each other minion (3: 3/6), each of them -1 Health (a 1-Health one dies)",
  p1: { board: [{ card: "TLC_831", ref: "P" }, { card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "destroy", target: "P" }],
  expect: { "p1.board": ["TLC_831t", "CS2_182"], "p1.board.0.attack": 3, "p1.board.0.health": 6, "F.health": 4, "F.maxHealth": 4, "E.health": 4, "W.zone": "graveyard" },
});
cardCase("TLC_831", {
  does: "alone: a 3/3",
  p1: { board: [{ card: "TLC_831", ref: "P" }] },
  actions: [{ type: "destroy", target: "P" }],
  expect: { "p1.board": ["TLC_831t"], "p1.board.0.attack": 3, "p1.board.0.health": 3 },
});

// Questing Assistant: "Battlecry: If you played a Quest this game, deal 3 damage to an enemy minion."
cardCase("TLC_987", {
  does: "a Quest played this game (played from hand this turn): 3 damage to the chosen enemy minion, the other untouched",
  p1: { hand: [{ card: "TLC_631", ref: "Q" }, { card: "TLC_987", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_120", ref: "O" }] },
  actions: [{ type: "play", card: "Q" }, { type: "play", card: "A", target: "E" }],
  expect: { "E.health": 2, "O.health": 3, "events.damage": 1, "A.zone": "board" },
});
cardCase("TLC_987", {
  does: "a Quest in the record from an earlier turn counts too",
  p1: { hand: [{ card: "TLC_987", ref: "A" }], playedThisGame: [{ card: "TLC_631", cost: 1, turn: 1 }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "A", target: "E" }],
  expect: { "E.health": 2 },
});
cardCase("TLC_987", {
  does: "no Quest played (another spell, or the opponent's Quest): played without a target, no damage",
  p1: { hand: [{ card: "TLC_987", ref: "A" }], playedThisGame: [{ card: "CS2_029", cost: 4, turn: 3 }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], playedThisGame: [{ card: "TLC_631", cost: 1, turn: 2 }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "A.zone": "board", "E.health": 5, "events.damage": 0 },
});
cardCase("TLC_987", {
  does: "no Quest played: naming a target is illegal",
  p1: { hand: [{ card: "TLC_987", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "A", target: "E" }],
  error: "illegal_action",
});
cardCase("TLC_987", {
  does: "a Quest played: a friendly minion is not a valid target",
  p1: { hand: [{ card: "TLC_987", ref: "A" }], board: [{ card: "CS2_182", ref: "F" }], playedThisGame: [{ card: "TLC_631", cost: 1, turn: 1 }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "A", target: "F" }],
  error: "illegal_action",
});

// Crystal Tender: "Tradeable. Battlecry: Gain empty Mana Crystals until both players have the same Mana."
cardCase("TLC_255", {
  does: "4 crystals against the opponent's 7: 3 empty crystals gained (7, none of them to spend)",
  p1: { hand: [{ card: "TLC_255", ref: "T" }], mana: { crystals: 4, used: 0 } },
  p2: { mana: { crystals: 7, used: 0 } },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.mana.crystals": 7, "p1.mana.used": 5, "p2.mana.crystals": 7 },
});
cardCase("TLC_255", {
  does: "already more crystals than the opponent: none gained, none lost",
  p1: { hand: [{ card: "TLC_255", ref: "T" }], mana: { crystals: 8, used: 0 } },
  p2: { mana: { crystals: 5, used: 0 } },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.mana.crystals": 8, "p2.mana.crystals": 5 },
});
cardCase("TLC_255", {
  does: "Tradeable: traded for 1 Mana, it goes into the deck and a card is drawn",
  p1: { hand: [{ card: "TLC_255", ref: "T" }], deck: [{ card: "CS2_231", ref: "W" }], mana: { crystals: 5, used: 0 } },
  actions: [{ type: "trade", card: "T" }],
  expect: { "W.zone": "hand", "T.zone": "deck", "p1.mana.used": 1 },
});

// Petrified Ogre: "Starts Dormant. While Dormant, gain +2/+2 at the start of your turn. (50% chance to awaken instead.)"
describeCard("TLC_253", () => {
  const deck = [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }];
  const body = (seed: number, actions: unknown[]) => ({ seed, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [{ card: "TLC_253", ref: "O" }], deck }, { deck, hand: [{ card: "CS2_029", ref: "F" }] }] },
    actions: [{ type: "play", card: "O" }, ...actions] });
  it("played: Dormant with no count, a 5/5 nothing can target", () => {
    const r = run(body(1, []) as never);
    const o = r.state.players[0]!.board[0]!;
    expect([o.card, o.attack, o.health, o.tags?.DORMANT, o.tags?.DORMANT_TURNS]).toEqual(["TLC_253", 5, 5, 1, undefined]);
    expect(() => run(body(1, [{ type: "endTurn" }, { type: "play", card: "F", target: "O" }]) as never)).toThrow(/illegal|target/i);
  });
  it("the opponent's turn start: no roll, nothing changes", () => {
    const r = run(body(1, [{ type: "endTurn" }]) as never);
    const o = r.state.players[0]!.board[0]!;
    expect([o.attack, o.health, o.tags?.DORMANT]).toEqual([5, 5, 1]);
    expect(r.random.filter((d) => d.purpose === "50% chance")).toHaveLength(0);
  });
  it("its player's turn start: one 50% roll — a hit awakens it (5/5, not Dormant), a miss gives +2/+2 (7/7, still Dormant) (every seed)", () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const r = run(body(seed, [{ type: "endTurn" }, { type: "endTurn" }]) as never);
      const o = r.state.players[0]!.board[0]!;
      const rolls = r.random.filter((d) => d.purpose === "50% chance");
      expect(rolls).toHaveLength(1);
      if (rolls[0]!.chosen === "hit") expect([o.attack, o.health, o.tags?.DORMANT ?? 0, o.enchantments ?? []]).toEqual([5, 5, 0, []]);
      else expect([o.attack, o.health, o.tags?.DORMANT, o.enchantments!.map((e) => e.card)]).toEqual([7, 7, 1, ["TLC_253e2"]]);
      seen.add(String(rolls[0]!.chosen));
    }
    expect(seen.size).toBe(2);
  });
  it("once awake, no more rolls or buffs at later turn starts; it can attack the turn after it awoke", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const r = run(body(seed, [{ type: "endTurn" }, { type: "endTurn" }]) as never);
      if (r.random.find((d) => d.purpose === "50% chance")!.chosen !== "hit") continue;
      const r2 = run(body(seed, [{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "O", defender: "p2.hero" }]) as never);
      expect(r2.random.filter((d) => d.purpose === "50% chance")).toHaveLength(1);
      expect(r2.state.players[0]!.board[0]!.attack).toBe(5);
      expect(r2.state.players[1]!.hero!.health).toBe(30 - 5);
      return;
    }
    throw new Error("no seed awoke it");
  });
  it("a client's card may start Dormant, act while Dormant and awaken by chance (dormant: true, whileDormant, chance, awaken)", () => {
    const mine = { id: "MY_EGG", type: "MINION", cost: 1, attack: 3, health: 3, dormant: true, triggers: [{ on: "turn-end", if: { turn: "own" }, whileDormant: true,
      do: [{ type: "chance", percent: 99, then: [{ type: "awaken", to: "self" }], else: [{ type: "draw" }] }] }] };
    const r = run({ seed: 1, cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_EGG", ref: "E" }], deck }, { deck }] }, actions: [{ type: "play", card: "E" }, { type: "endTurn" }] } as never);
    const roll = r.random.find((d) => d.purpose === "99% chance")!;
    const e = r.state.players[0]!.board[0]!;
    expect(e.tags?.DORMANT ?? 0).toBe(roll.chosen === "hit" ? 0 : 1);
    expect(r.state.players[0]!.hand).toHaveLength(roll.chosen === "hit" ? 0 : 1);
  });
});

// Platysaur: "Battlecry: Draw a card. Deathrattle: Discard it." (a link: TLC_603e2 on the card drawn records the Platysaur)
cardCase("TLC_603", {
  does: "draws the top card; its Deathrattle discards that card only — not another card in hand, nothing of the enemy's",
  p1: { hand: [{ card: "TLC_603", ref: "P" }, { card: "CS2_182", ref: "K" }], deck: [{ card: "CS2_029", ref: "D" }, { card: "CS2_231", ref: "D2" }] },
  p2: { hand: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "P" }, { type: "destroy", target: "P" }],
  expect: { "D.zone": "graveyard", "K.zone": "hand", "D2.zone": "deck", "E.zone": "hand", "events.discard": 1, "p1.hand.length": 1 },
});
cardCase("TLC_603", {
  does: "the card drawn carries the game's TLC_603e2, linked to the Platysaur (written as `creator`)",
  p1: { hand: [{ card: "TLC_603", ref: "P", id: 40 }], deck: [{ card: "CS2_029", ref: "D" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "D.zone": "hand", "D.enchantments.0.card": "TLC_603e2", "D.enchantments.0.creator": 40, "P.zone": "board" },
});
cardCase("TLC_603", {
  does: "the card drawn was played before the Platysaur died: nothing is discarded",
  p1: { hand: [{ card: "TLC_603", ref: "P" }, { card: "CS2_182", ref: "K" }], deck: [{ card: "CS2_231", ref: "D" }] },
  actions: [{ type: "play", card: "P" }, { type: "play", card: "D" }, { type: "destroy", target: "P" }],
  expect: { "D.zone": "board", "K.zone": "hand", "events.discard": 0 },
});
cardCase("TLC_603", {
  does: "the Platysaur silenced before it dies: no Deathrattle, the card stays",
  p1: { hand: [{ card: "TLC_603", ref: "P" }, { card: "EX1_332", ref: "S" }], deck: [{ card: "CS2_029", ref: "D" }] },
  actions: [{ type: "play", card: "P" }, { type: "play", card: "S", target: "P" }, { type: "destroy", target: "P" }],
  expect: { "D.zone": "hand", "events.discard": 0 },
});
cardCase("TLC_603", {
  does: "an empty deck (fatigue): nothing drawn, no link — the Deathrattle discards nothing",
  p1: { hand: [{ card: "TLC_603", ref: "P" }, { card: "CS2_182", ref: "K" }] },
  actions: [{ type: "play", card: "P" }, { type: "destroy", target: "P" }],
  expect: { "K.zone": "hand", "p1.hand.length": 1, "events.discard": 0, "events.fatigue": 1 },
});
cardCase("TLC_603", {
  does: "returned to hand and played again: only the second card drawn is discarded (the first link is cut)",
  p1: { hand: [{ card: "TLC_603", ref: "P" }, { card: "EX1_144", ref: "S" }], deck: [{ card: "CS2_029", ref: "D1" }, { card: "CS2_182", ref: "D2" }] },
  actions: [{ type: "play", card: "P" }, { type: "play", card: "S", target: "P" }, { type: "play", card: "P" }, { type: "destroy", target: "P" }],
  expect: { "D1.zone": "hand", "D2.zone": "graveyard", "events.discard": 1 },
});
cardCase("TLC_603", {
  does: "its Deathrattle twice (Baron Rivendare): the card drawn is discarded once, no other card with it",
  p1: { board: [{ card: "FP1_031" }], hand: [{ card: "TLC_603", ref: "P" }, { card: "CS2_182", ref: "K" }], deck: [{ card: "CS2_029", ref: "D" }] },
  actions: [{ type: "play", card: "P" }, { type: "destroy", target: "P" }],
  expect: { "D.zone": "graveyard", "K.zone": "hand", "events.discard": 1 },
});
describeCard("TLC_603", () => {
  it("the link survives an output state submitted again: the Deathrattle then discards the card", () => {
    const first = run({ seed: 7, state: { turn: 5, activePlayer: 1, players: [
      { hand: [{ card: "TLC_603", ref: "P" }, { card: "CS2_182", ref: "K" }], deck: [{ card: "CS2_029", ref: "D" }] }, {}] },
      actions: [{ type: "play", card: "P" }] });
    const again = run({ seed: 7, state: first.state as never, actions: [{ type: "destroy", target: "P" }] });
    const hand = again.state.players[0]!.hand.map((c) => c.ref);
    expect(hand).toEqual(["K"]);
    expect(again.state.players[0]!.graveyard.map((c) => c.ref)).toContain("D");
    expect(events(again, "discard")).toHaveLength(1);
  });
});

// Relic Miner: "Battlecry: Destroy the top card of your deck. Discover a card of the same Rarity."
cardCase("TLC_109", {
  does: "the top card (Ysera, Legendary) is destroyed and three Legendary cards of your class or neutral are offered; the one taken goes to hand",
  p1: { hero: { card: "HERO_08" }, hand: [{ card: "TLC_109", ref: "M" }], deck: [{ card: "EX1_572", ref: "Y" }, { card: "CS2_182", ref: "N" }] },
  actions: [{ type: "play", card: "M" }],
  choices: [2],
  check: (r) => {
    const p = r.state.players[0];
    expect(p.graveyard.map((c) => c.card)).toEqual(["EX1_572"]);
    expect(p.deck.map((c) => c.card)).toEqual(["CS2_182"]);
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) {
      expect(findCard(id)!.rarity).toBe("LEGENDARY");
      expect(["MAGE", "NEUTRAL"]).toContain(findCard(id)!.cardClass);
    }
    expect(p.hand.map((c) => c.card)).toEqual([offered[2]]);
  },
});
cardCase("TLC_109", {
  does: "a Common top card: Common cards offered",
  p1: { hand: [{ card: "TLC_109", ref: "M" }], deck: [{ card: "TLC_109", ref: "C" }] },
  actions: [{ type: "play", card: "M" }],
  check: (r) => {
    expect(r.state.players[0].deck).toHaveLength(0);
    for (const id of events(r, "discover")[0]!.options as string[]) expect(findCard(id)!.rarity).toBe("COMMON");
  },
});
cardCase("TLC_109", {
  does: "an empty deck: nothing destroyed, no Discover",
  p1: { hand: [{ card: "TLC_109", ref: "M" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "events.discover": 0, "p1.hand.length": 0, "M.zone": "board" },
});
cardCase("TLC_109", {
  does: "a top card without a rarity (a token, Ysera's Dream) is destroyed but nothing matches: no Discover",
  p1: { hand: [{ card: "TLC_109", ref: "M" }], deck: [{ card: "DREAM_04", ref: "D" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "events.discover": 0, "D.zone": "graveyard" },
});

// City Chief Esho: "Battlecry: If every minion in your deck shares a minion type, give your other minions +2/+2 (wherever
// they are)."
const YETI = "CS2_182";
const RAPTOR = "CS2_120"; // River Crocolisk, a Beast
const MURLOC = "CS2_168"; // Murloc Raider
const AMALGAM = "DINO_435"; // an Amalgam (type ALL)
cardCase("TLC_110", {
  does: "a deck of Beasts (and a spell): your other minions on the board, in hand and in the deck get +2/+2; the enemy's do not, nor itself",
  p1: { hand: [{ card: "TLC_110", ref: "E" }, { card: YETI, ref: "H" }], board: [{ card: YETI, ref: "B" }],
    deck: [{ card: RAPTOR, ref: "D1" }, { card: "CS2_029" }, { card: RAPTOR, ref: "D2" }] },
  p2: { board: [{ card: YETI, ref: "X" }], hand: [{ card: YETI, ref: "XH" }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "B.attack": 6, "B.health": 7, "H.attack": 6, "H.health": 7, "D1.attack": 4, "D1.health": 5, "D2.attack": 4,
    "E.attack": 5, "E.health": 7, "X.attack": 4, "XH.attack": 4 },
});
cardCase("TLC_110", {
  does: "a Beast and a Murloc in the deck share no type: nothing",
  p1: { hand: [{ card: "TLC_110", ref: "E" }], board: [{ card: YETI, ref: "B" }], deck: [{ card: RAPTOR }, { card: MURLOC }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "B.attack": 4 },
});
cardCase("TLC_110", {
  does: "a typeless minion in the deck shares no type: nothing",
  p1: { hand: [{ card: "TLC_110", ref: "E" }], board: [{ card: YETI, ref: "B" }], deck: [{ card: RAPTOR }, { card: YETI }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "B.attack": 4 },
});
cardCase("TLC_110", {
  does: "a deck with no minion at all (only spells): the condition holds (as Reno's \"no duplicates\" with an empty deck)",
  p1: { hand: [{ card: "TLC_110", ref: "E" }], board: [{ card: YETI, ref: "B" }], deck: [{ card: "CS2_029" }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "B.attack": 6 },
});
cardCase("TLC_110", {
  does: "a drawn minion keeps the +2/+2 from the deck",
  p1: { hand: [{ card: "TLC_110", ref: "E" }], deck: [{ card: RAPTOR, ref: "D" }] },
  actions: [{ type: "play", card: "E" }, { type: "draw" }],
  expect: { "D.zone": "hand", "D.attack": 4, "D.health": 5 },
});
cardCase("TLC_110", {
  does: "an Amalgam shares every type: a Beast and an Amalgam in the deck hold",
  p1: { hand: [{ card: "TLC_110", ref: "E" }], board: [{ card: YETI, ref: "B" }], deck: [{ card: RAPTOR }, { card: AMALGAM }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "B.attack": 6 },
});

it("a client card with the condition sharedType (docs/card-format.md, Conditions): Beasts on the board share a type, a Beast and a Murloc do not", () => {
  const mine = { id: "MY_PACKLEADER", type: "MINION", cost: 2, attack: 2, health: 2,
    battlecry: [{ type: "if", if: { sharedType: "other-friendly-minions" }, then: [{ type: "draw" }] }] };
  const go = (board: string[]) => run({ seed: 1, cards: [mine], state: { turn: 5, activePlayer: 1, players: [
    { hand: [{ card: "MY_PACKLEADER", ref: "P" }], board: board.map((card) => ({ card })), deck: [{ card: YETI }] }, {}] },
    actions: [{ type: "play", card: "P" }] });
  expect(go([RAPTOR, RAPTOR]).state.players[0]!.hand).toHaveLength(1);
  expect(go([RAPTOR, MURLOC]).state.players[0]!.hand).toHaveLength(0);
});

// Beast Speaker Taka: "Battlecry: Discover a Legendary Beast from any class to gain its stats. Deathrattle: Summon it."
cardCase("DINO_430", {
  does: "three Legendary Beasts of any class offered; the one taken adds its Attack and Health (2/2 + its stats) and goes to no hand",
  p1: { hero: { card: "HERO_08" }, hand: [{ card: "DINO_430", ref: "T" }] },
  actions: [{ type: "play", card: "T" }],
  choices: [1],
  check: (r) => {
    const ev = events(r, "discover")[0]!;
    const offered = ev.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) {
      const c = findCard(id)!;
      expect(c.rarity).toBe("LEGENDARY");
      expect(c.races.some((x) => x === "BEAST" || x === "ALL")).toBe(true);
    }
    const beast = findCard(offered[1]!)!;
    const taka = r.state.players[0].board.find((m) => m.ref === "T")!;
    expect(taka.attack).toBe(2 + beast.attack!);
    expect(taka.health).toBe(2 + beast.health!);
    expect(r.state.players[0].hand).toHaveLength(0);
  },
});
it("DINO_430 Beast Speaker Taka: the Beasts offered come from any class (over many seeds, some not the hero's nor neutral)", () => {
  const classes = new Set<string>();
  for (let seed = 1; seed <= 12; seed++) {
    const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_08" }, hand: [{ card: "DINO_430", ref: "T" }] }, {}] },
      actions: [{ type: "play", card: "T" }] });
    for (const id of events(r, "discover")[0]!.options as string[]) classes.add(findCard(id)!.cardClass);
  }
  expect([...classes].some((c) => c !== "MAGE" && c !== "NEUTRAL")).toBe(true);
});
cardCase("DINO_430", {
  does: "Deathrattle: the Beast taken is summoned (a fresh one, its printed stats)",
  p1: { hand: [{ card: "DINO_430", ref: "T" }] },
  actions: [{ type: "play", card: "T" }, { type: "destroy", target: "T" }],
  choices: [0],
  check: (r) => {
    const chosen = events(r, "discover")[0]!.options as string[];
    const board = r.state.players[0].board;
    expect(board).toHaveLength(1);
    expect(board[0]!.card).toBe(chosen[0]);
    expect(board[0]!.attack).toBe(findCard(chosen[0]!)!.attack);
  },
});
cardCase("DINO_430", {
  does: "silenced: the stats and the memory go, the Deathrattle with them — nothing summoned",
  p1: { hand: [{ card: "DINO_430", ref: "T" }, { card: "EX1_332", ref: "S" }] },
  actions: [{ type: "play", card: "T" }, { type: "play", card: "S", target: "T" }, { type: "destroy", target: "T" }],
  check: (r) => {
    expect(r.state.players[0].board).toHaveLength(0);
    expect(r.state.players[0].graveyard.map((c) => c.card)).toContain("DINO_430");
  },
});
cardCase("DINO_430", {
  does: "under Brann Bronzebeard two Discovers: both Beasts' stats added, and the Deathrattle summons both",
  p1: { hand: [{ card: "DINO_430", ref: "T" }], board: [{ card: "LOE_077" }] },
  actions: [{ type: "play", card: "T" }, { type: "destroy", target: "T" }],
  choices: [0, 0],
  check: (r) => {
    const taken = events(r, "discover").map((d) => (d.options as string[])[0]!);
    expect(taken).toHaveLength(2);
    // A Colossal Beast (Colaque) brings its appendages (not collectible): the minions summoned are the collectible ones.
    const board = r.state.players[0].board.map((m) => m.card).filter((c) => findCard(c)?.collectible);
    expect(board.slice(1).sort()).toEqual([...taken].sort());
  },
});
it("a client card with discover into: aside (docs/card-format.md, discover): the Dragon's Attack is added, the hand stays empty", () => {
  const mine = { id: "MY_MIMIC", type: "MINION", cost: 3, attack: 1, health: 3,
    battlecry: [{ type: "discover", from: { type: "MINION", race: "DRAGON" }, into: "aside" }, { type: "buff", to: "self", attack: { stat: "attack", of: { all: "added" } } }] };
  const r = run({ seed: 2, cards: [mine], choices: [0], state: { turn: 5, activePlayer: 1, players: [{ hand: [{ card: "MY_MIMIC", ref: "M" }] }, {}] },
    actions: [{ type: "play", card: "M" }] });
  const taken = (events(r, "discover")[0]!.options as string[])[0]!;
  expect(r.state.players[0]!.board[0]!.attack).toBe(1 + findCard(taken)!.attack!);
  expect(r.state.players[0]!.hand).toHaveLength(0);
});

// Ancient Pterrordax: "Battlecry: Choose to gain Stealth until your next turn, Elusive, or Windfury."
cardCase("TLC_246", {
  does: "first choice: Stealth only, gone as its controller's next turn starts (its own trigger expires it)",
  choices: [0],
  p1: { hand: [{ card: "TLC_246", ref: "P" }], deck: [{ card: "CS2_231" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "P.seen.STEALTH": undefined, "P.seen.WINDFURY": undefined, "P.seen.CANT_BE_TARGETED_BY_SPELLS": undefined, "events.expire": 1, "events.choose": 1 },
});
cardCase("TLC_246", {
  does: "first choice: still Stealthed on the enemy's turn — an enemy spell cannot target it",
  choices: [0],
  p1: { hand: [{ card: "TLC_246", ref: "P" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "play", card: "F", target: "P" }],
  error: "illegal_action",
});
cardCase("TLC_246", {
  does: "second choice: Elusive (no Stealth, no Windfury) — kept after its next turn starts",
  choices: [1],
  p1: { hand: [{ card: "TLC_246", ref: "P" }], deck: [{ card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "P.seen.CANT_BE_TARGETED_BY_SPELLS": 1, "P.seen.CANT_BE_TARGETED_BY_HERO_POWERS": 1, "P.seen.STEALTH": undefined, "P.seen.WINDFURY": undefined },
});
cardCase("TLC_246", {
  does: "third choice: Windfury — it attacks twice next turn",
  choices: [2],
  p1: { hand: [{ card: "TLC_246", ref: "P" }], deck: [{ card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" },
    { type: "attack", attacker: "P", defender: "p2.hero" }, { type: "attack", attacker: "P", defender: "p2.hero" }],
  expect: { "p2.hero.health": 22, "P.seen.WINDFURY": 1, "P.seen.STEALTH": undefined, "P.seen.CANT_BE_TARGETED_BY_SPELLS": undefined },
});

// Ancient Raptor: "Battlecry: Choose to gain +3 Attack, Divine Shield, or "Deathrattle: Summon two 1/1 Plants.""
cardCase("TLC_245", {
  does: "first choice: +3 Attack only — a 5/1, no Divine Shield",
  choices: [0],
  p1: { hand: [{ card: "TLC_245", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "R.attack": 5, "R.health": 1, "R.seen.DIVINE_SHIELD": undefined },
});
cardCase("TLC_245", {
  does: "first choice: no Deathrattle — destroyed, no Plants",
  choices: [0],
  p1: { hand: [{ card: "TLC_245", ref: "R" }] },
  actions: [{ type: "play", card: "R" }, { type: "destroy", target: "R" }],
  expect: { "R.zone": "graveyard", "p1.board": [] },
});
cardCase("TLC_245", {
  does: "second choice: Divine Shield — the first hit is absorbed",
  choices: [1],
  p1: { hand: [{ card: "TLC_245", ref: "R" }] },
  actions: [{ type: "play", card: "R" }, { type: "damage", target: "R", amount: 3 }],
  expect: { "R.zone": "board", "R.attack": 2, "R.health": 1, "R.seen.DIVINE_SHIELD": undefined },
});
cardCase("TLC_245", {
  does: "third choice: Deathrattle — two 1/1 Plants (UNG_999t2t1) where it stood, for its owner",
  choices: [2],
  p1: { hand: [{ card: "TLC_245", ref: "R" }], board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }] },
  actions: [{ type: "play", card: "R", position: 1 }, { type: "destroy", target: "R" }],
  expect: { "p1.board": ["CS2_182", "UNG_999t2t1", "UNG_999t2t1", "CS2_182"], "p1.board.1.attack": 1, "p1.board.1.health": 1, "p2.board": [], "R.attack": 2 },
});
cardCase("TLC_245", {
  does: "third choice, then silenced: the Deathrattle is gone, no Plants",
  choices: [2],
  p1: { hand: [{ card: "TLC_245", ref: "R" }, { card: "EX1_332", ref: "S" }] },
  actions: [{ type: "play", card: "R" }, { type: "play", card: "S", target: "R" }, { type: "destroy", target: "R" }],
  expect: { "p1.board": [], "R.zone": "graveyard" },
});

// Blob of Tar: "Poisonous, Taunt Deathrattle: Summon a 2/2 Blob with Poisonous and a 2/2 Blob with Taunt."
cardCase("TLC_468", {
  does: "Deathrattle: a 2/2 Poisonous Blob and a 2/2 Taunt Blob, in that order, where it stood, for its owner",
  p1: { board: [{ card: "CS2_182" }, { card: "TLC_468", ref: "B" }, { card: "CS2_120" }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.board": ["CS2_182", "TLC_468t1", "TLC_468t2", "CS2_120"], "p1.board.1.attack": 2, "p1.board.1.health": 2, "p1.board.2.attack": 2, "p1.board.2.health": 2,
    "p1.board.1.seen.POISONOUS": 1, "p1.board.1.seen.TAUNT": undefined, "p1.board.2.seen.TAUNT": 1, "p1.board.2.seen.POISONOUS": undefined, "p2.board": [] },
});
cardCase("TLC_468", {
  does: "Poisonous and Taunt itself: the enemy must attack it, and a minion it damages dies",
  p1: { board: [{ card: "TLC_468", ref: "B" }, { card: "CS2_120", ref: "C" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }] },
  actions: [{ type: "endTurn" }, { type: "attack", attacker: "O", defender: "C" }],
  error: "illegal_action",
});
cardCase("TLC_468", {
  does: "its Poisonous kills the Ogre that attacks it; the Blobs come when it dies",
  p1: { board: [{ card: "TLC_468", ref: "B" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }] },
  actions: [{ type: "endTurn" }, { type: "attack", attacker: "O", defender: "B" }],
  expect: { "O.zone": "graveyard", "B.zone": "graveyard", "p1.board": ["TLC_468t1", "TLC_468t2"] },
});

// Rockskipper: "Battlecry: Get a 1-Cost Rock that deals $3 damage." (the Rock: the game's WW_001t, rules-notes 355)
cardCase("TLC_427", {
  does: "Battlecry: a 1-Cost Rock spell (WW_001t) in its player's hand, none for the opponent",
  p1: { hand: [{ card: "TLC_427", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.hand.length": 1, "p1.hand.0.card": "WW_001t", "p1.hand.0.cost": 1, "p2.hand.length": 0, "R.zone": "board" },
});
cardCase("TLC_427", {
  does: "the Rock deals 3 to the character chosen (an enemy minion), costing 1 Mana (3 crystals pay for both)",
  p1: { hand: [{ card: "TLC_427", ref: "R" }], mana: { crystals: 3 } },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "R" }, { type: "play", card: "p1.hand.0", target: "Y" }],
  expect: { "Y.health": 2, "p2.hero.health": 30, "p1.hand.length": 0, "events.damage": 1 },
});
cardCase("TLC_427", {
  does: "the Rock can hit a hero, its own too; Spell Damage adds to it ($3)",
  p1: { hand: [{ card: "TLC_427", ref: "R" }], board: [{ card: "CS2_142" }] },
  actions: [{ type: "play", card: "R" }, { type: "play", card: "p1.hand.0", target: "p1.hero" }],
  expect: { "p1.hero.health": 26, "p2.hero.health": 30 },
});

// Cloud Serpent: "Battlecry: Get a copy of another Elemental or Dragon in your hand." (random: rules-notes 356)
cardCase("TLC_888", {
  does: "Battlecry: a copy of the one Elemental in hand (a Beast and a spell are not copied); the Elemental stays",
  p1: { hand: [{ card: "TLC_888", ref: "S" }, { card: "CS2_120" }, { card: "UNG_809", ref: "E" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand.length": 4, "p1.hand.3.card": "UNG_809", "E.zone": "hand", "p2.hand.length": 0 },
});
cardCase("TLC_888", {
  does: "Battlecry: a Dragon counts too",
  p1: { hand: [{ card: "TLC_888", ref: "S" }, { card: "CS2_120" }, { card: "CS2_182" }, { card: "NEW1_023" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand.length": 4, "p1.hand.3.card": "NEW1_023" },
});
cardCase("TLC_888", {
  does: "no Elemental or Dragon in hand: nothing",
  p1: { hand: [{ card: "TLC_888", ref: "S" }, { card: "CS2_120" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand.length": 2 },
});
describeCard("TLC_888", () => {
  it("with an Elemental and a Dragon in hand: one copy, of either, picked at random with no choice (both come up over seeds)", () => {
    const got = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [
        { mana: { crystals: 10 }, hand: [{ card: "TLC_888", ref: "S" }, { card: "UNG_809" }, { card: "NEW1_023" }, { card: "CS2_120" }] }, {}] },
        actions: [{ type: "play", card: "S" }] });
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand).toHaveLength(4);
      expect(hand.slice(0, 3)).toEqual(["UNG_809", "NEW1_023", "CS2_120"]);
      expect(["UNG_809", "NEW1_023"]).toContain(hand[3]);
      got.add(hand[3]!);
    }
    expect(got.size).toBe(2);
  });
});

/** The game's eight Bonus Effects a minion shows (rules-notes 527): Elusive as CANT_BE_TARGETED_BY_SPELLS. */
const BONUS_KEYS = ["DIVINE_SHIELD", "LIFESTEAL", "POISONOUS", "REBORN", "RUSH", "CANT_BE_TARGETED_BY_SPELLS", "TAUNT", "WINDFURY"];
const bonusOf = (m: { seen?: Record<string, number> }) => BONUS_KEYS.filter((k) => m.seen?.[k]);

// Tyrannogill: "Rush. Deathrattle: Summon three 2/1 Murlocs. Give them each a random Bonus Effect."
for (const seed of [1, 2, 3]) {
  cardCase("TLC_240", {
    does: `dying, three 2/1 Murlocs on its side, each with one Bonus Effect of its own (seed ${seed})`,
    seed,
    p1: { hand: [{ card: "CS2_076", ref: "K" }] },
    p2: { board: [{ card: "TLC_240", ref: "T" }] },
    actions: [{ type: "play", card: "K", target: "T" }],
    expect: { "T.zone": "graveyard", "p2.board": ["TLC_240t", "TLC_240t2", "TLC_240t3"], "p1.board": [] },
    check: (r) => {
      for (const m of r.state.players[1]!.board) {
        expect(bonusOf(m)).toHaveLength(1);
        expect([m.attack, m.health]).toEqual([2, 1]);
      }
    },
  });
}
// Stranglevine: "Deathrattle: Give a random friendly minion a random Bonus Effect and this Deathrattle."
cardCase("TLC_465", {
  does: "dying, its one friendly minion gets a Bonus Effect and the Deathrattle (TLC_465e); the enemy's does not",
  p1: { hand: [{ card: "CS2_076", ref: "K" }] },
  p2: { board: [{ card: "TLC_465", ref: "S" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "K", target: "S" }],
  expect: { "S.zone": "graveyard" },
  check: (r) => {
    const y = r.state.players[1]!.board[0]!;
    expect(bonusOf(y)).toHaveLength(1);
    expect(y.enchantments?.map((e) => e.card)).toContain("TLC_465e");
  },
});
cardCase("TLC_465", {
  does: "the Deathrattle passes on: the minion that got it dies later and gives it to the next friendly minion",
  p1: { hand: [{ card: "CS2_076", ref: "K" }, { card: "CS2_076", ref: "K2" }] },
  p2: { board: [{ card: "TLC_465", ref: "S" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "CS2_120", ref: "C" }] },
  actions: [{ type: "play", card: "K", target: "S" }, { type: "endTurn" }, { type: "play", card: "C" }, { type: "endTurn" },
    { type: "play", card: "K2", target: "Y" }],
  expect: { "Y.zone": "graveyard", "C.zone": "board" },
  check: (r) => {
    const c = r.state.players[1]!.board[0]!;
    expect(c.enchantments?.map((e) => e.card)).toContain("TLC_465e");
    expect(bonusOf(c).length).toBeGreaterThanOrEqual(1);
  },
});
cardCase("TLC_465", {
  does: "no other friendly minion: nothing happens",
  p1: { hand: [{ card: "CS2_076", ref: "K" }], board: [{ card: "CS2_182", ref: "M" }] },
  p2: { board: [{ card: "TLC_465", ref: "S" }] },
  actions: [{ type: "play", card: "K", target: "S" }],
  check: (r) => {
    expect(bonusOf(r.state.players[0]!.board[0]!)).toHaveLength(0);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});
