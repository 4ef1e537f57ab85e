/** United in Stormwind (STORMWIND): cards of session 14 (w14/storm; rules-notes 1720-1739). */
import { expect } from "vitest";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";
import { nodes } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const FIREBALL = "CS2_029"; // Fire, 4
const FROSTBOLT = "CS2_024"; // Frost, 2
const FANDRAL = "OG_044"; // Choose One cards have both effects combined
const LEPER = "EX1_029"; // 1-Cost, Deathrattle: 2 damage to the enemy hero
const GOLEM = "EX1_556"; // Harvest Golem, 3-Cost, Deathrattle: summon a 2/1 Damaged Golem
const CAIRNE = "EX1_110"; // 6-Cost, Deathrattle: summon Baine
const RIVENDARE = "FP1_031"; // your minions' Deathrattles twice
const deathrattleSteps = (r: Parameters<typeof nodes>[0]) => nodes(r, "step").filter((n) => n.name === "deathrattle").length;

describeCard("DED_522", () => {
  cardCase("DED_522", {
    does: "Deathrattle: equips a 2/3 Stirring Rod with Lifesteal",
    p1: { board: [{ card: "DED_522", ref: "C" }] },
    actions: [{ type: "destroy", target: "C" }],
    expect: { "p1.weapon.card": "DED_522t", "p1.weapon.attack": 2, "p1.weapon.durability": 3, "p1.weapon.seen.LIFESTEAL": 1 },
  });
  cardCase("DED_522", {
    does: "the Rod's Lifesteal heals the hero for its hits",
    p1: { hero: { card: "HERO_02", health: 20 }, weapon: { card: "DED_522t" } },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p1.hero.health": 22, "p2.hero.health": 28, "p1.weapon.durability": 2 },
  });
});

describeCard("DED_001", () => {
  cardCase("DED_001", {
    does: "Choose One: a 3/1 Shark with Rush",
    p1: { hand: [{ card: "DED_001", ref: "D" }] },
    actions: [{ type: "play", card: "D", choose: 1 }],
    expect: { "D.card": "DED_001at", "D.attack": 3, "D.health": 1, "D.seen.RUSH": 1 },
  });
  cardCase("DED_001", {
    does: "or a 1/3 Turtle with Taunt",
    p1: { hand: [{ card: "DED_001", ref: "D" }] },
    actions: [{ type: "play", card: "D", choose: 2 }],
    expect: { "D.card": "DED_001bt", "D.attack": 1, "D.health": 3, "D.seen.TAUNT": 1 },
  });
  cardCase("DED_001", {
    does: "with Fandral: the combined 3/3 with Rush and Taunt",
    p1: { hand: [{ card: "DED_001", ref: "D" }], board: [{ card: FANDRAL }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.card": "DED_001c", "D.attack": 3, "D.health": 3, "D.seen.RUSH": 1, "D.seen.TAUNT": 1 },
  });
});

describeCard("DED_517", () => {
  cardCase("DED_517", {
    does: "8 damage to a 1/1: a 7/7 Remnant",
    p1: { hand: [{ card: "DED_517", ref: "A" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "A", target: "W" }],
    expect: { "W.zone": "graveyard", "p1.board": ["DED_517t"], "p1.board.0.attack": 7, "p1.board.0.health": 7 },
  });
  cardCase("DED_517", {
    does: "8 damage to a Yeti (5 Health): a 3/3 Remnant",
    p1: { hand: [{ card: "DED_517", ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "A", target: "Y" }],
    expect: { "Y.zone": "graveyard", "p1.board": ["DED_517t"], "p1.board.0.attack": 3, "p1.board.0.health": 3 },
  });
  cardCase("DED_517", {
    does: "no excess (an 8/8 left at exactly 0): no Remnant",
    p1: { hand: [{ card: "DED_517", ref: "A" }] },
    p2: { board: [{ card: "CS2_232", ref: "I" }] },
    actions: [{ type: "play", card: "A", target: "I" }],
    expect: { "I.zone": "graveyard", "p1.board": [] },
  });
  cardCase("DED_517", {
    does: "only an enemy minion can be targeted",
    p1: { hand: [{ card: "DED_517", ref: "A" }], board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "A", target: "W" }],
    error: "illegal_action",
  });
});

describeCard("SW_320", () => {
  cardCase("SW_320", {
    does: "seven 1/1 Rats on an empty board, none to the hand",
    p1: { hand: [{ card: "SW_320", ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.board.length": 7, "p1.board.0.card": "SW_455t", "p1.hand": [] },
  });
  cardCase("SW_320", {
    does: "with five minions: two Rats summoned, five to the hand as 5/5s",
    p1: { hand: [{ card: "SW_320", ref: "R" }], board: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.board.length": 7, "p1.hand": ["SW_455t", "SW_455t", "SW_455t", "SW_455t", "SW_455t"], "p1.hand.0.attack": 5, "p1.hand.0.health": 5 },
  });
});

describeCard("SW_113", () => {
  cardCase("SW_113", {
    does: "Fire spells on your last three turns: three Fireballs at enemies (18 to a lone enemy hero)",
    p1: { hand: [{ card: "SW_113", ref: "A" }],
      playedThisGame: [{ card: FIREBALL, cost: 4, turn: 1 }, { card: FIREBALL, cost: 4, turn: 3 }, { card: FIREBALL, cost: 4, turn: 5 }] },
    state: { turn: 7 },
    actions: [{ type: "play", card: "A" }],
    expect: { "p2.hero.health": 12, "p1.hero.health": 30, "A.health": 6 },
  });
  cardCase("SW_113", {
    does: "a turn without a Fire spell breaks the run (Frostbolt is Frost): nothing",
    p1: { hand: [{ card: "SW_113", ref: "A" }],
      playedThisGame: [{ card: FIREBALL, cost: 4, turn: 1 }, { card: FROSTBOLT, cost: 2, turn: 3 }, { card: FIREBALL, cost: 4, turn: 5 }] },
    state: { turn: 7 },
    actions: [{ type: "play", card: "A" }],
    expect: { "p2.hero.health": 30 },
  });
  cardCase("SW_113", {
    does: "this turn's Fire spell counts as one of the three",
    p1: { hand: [{ card: "SW_113", ref: "A" }],
      playedThisGame: [{ card: FIREBALL, cost: 4, turn: 3 }, { card: FIREBALL, cost: 4, turn: 5 }, { card: FIREBALL, cost: 4, turn: 7 }] },
    state: { turn: 7 },
    actions: [{ type: "play", card: "A" }],
    expect: { "p2.hero.health": 12 },
  });
});

describeCard("SW_114", () => {
  cardCase("SW_114", {
    does: "unlocks 2 locked and 1 owed crystals and deals 3 damage",
    p1: { hand: [{ card: "SW_114", ref: "O" }], mana: { crystals: 8, used: 0, overloadLocked: 2, overloadOwed: 1 } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "O", target: "Y" }],
    expect: { "Y.health": 2, "p1.mana.overloadLocked": 0, "p1.mana.overloadOwed": 0 },
  });
  cardCase("SW_114", {
    does: "not Overloaded: no damage",
    p1: { hand: [{ card: "SW_114", ref: "O" }] },
    actions: [{ type: "play", card: "O", target: "p2.hero" }],
    expect: { "p2.hero.health": 30 },
  });
});

describeCard("SW_405", () => {
  cardCase("SW_405", {
    does: "draws the Deathrattle card of (4) or less and triggers it in hand: Leper Gnome's 2 damage, the Gnome stays in hand",
    p1: { hand: [{ card: "SW_405", ref: "S" }], deck: [{ card: CAIRNE }, { card: YETI }, { card: LEPER, ref: "L" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "L.zone": "hand", "p2.hero.health": 28, "p1.deck.length": 2 },
  });
  cardCase("SW_405", {
    does: "a summoning Deathrattle summons at the right end of your board (Harvest Golem's Damaged Golem)",
    p1: { hand: [{ card: "SW_405", ref: "S" }], board: [{ card: WISP }], deck: [{ card: GOLEM, ref: "G" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "G.zone": "hand", "p1.board": [WISP, "skele21"] },
  });
  cardCase("SW_405", {
    does: "once even under Baron Rivendare (his are minions in play)",
    p1: { hand: [{ card: "SW_405", ref: "S" }], board: [{ card: RIVENDARE }], deck: [{ card: LEPER }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("SW_405", {
    does: "no Deathrattle card of (4) or less: nothing drawn, nothing triggered",
    p1: { hand: [{ card: "SW_405", ref: "S" }], deck: [{ card: CAIRNE }, { card: YETI }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hand": [], "p1.deck.length": 2, "p1.board": [] },
  });
});

describeCard("SW_440", () => {
  cardCase("SW_440", {
    does: "Discovers a Deathrattle minion; with the Mana for it, its Deathrattle resolves once (not otherwise)",
    p1: { hand: [{ card: "SW_440", ref: "C" }], mana: { crystals: 5, used: 0 } },
    actions: [{ type: "play", card: "C" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand.length).toBe(1);
      const f = factsById(hand[0]!.card)!;
      expect(f.type).toBe("MINION");
      expect(f.mechanics).toContain("DEATHRATTLE");
      expect(deathrattleSteps(r)).toBe((hand[0]!.cost ?? 0) <= 4 ? 1 : 0);
    },
  });
  cardCase("SW_440", {
    does: "with no Mana left after it, a card costing (1) or more is not triggered",
    p1: { hand: [{ card: "SW_440", ref: "C" }], mana: { crystals: 1, used: 0 } },
    actions: [{ type: "play", card: "C" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand.length).toBe(1);
      expect(deathrattleSteps(r)).toBe((hand[0]!.cost ?? 0) <= 0 ? 1 : 0);
    },
  });
});

const CLAW = "CS2_005"; // +2 Attack this turn, 2 Armor
const BITE = "EX1_570"; // +4 Attack this turn, 4 Armor
const AXE = "CS2_106"; // Fiery War Axe 3/2

describeCard("SW_436", () => {
  cardCase("SW_436", {
    does: "after your hero gains Attack (Claw): +2 Attack",
    p1: { board: [{ card: "SW_436", ref: "W" }], hand: [{ card: CLAW, ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "W.attack": 3, "p1.hero.attack": 2 },
  });
  cardCase("SW_436", {
    does: "the Hero Power's +1 Attack counts too",
    p1: { hero: { card: "HERO_06" }, heroPower: { card: "CS2_017" }, board: [{ card: "SW_436", ref: "W" }] },
    actions: [{ type: "heroPower" }],
    expect: { "W.attack": 3 },
  });
  cardCase("SW_436", {
    does: "a weapon equipped is no Attack your hero gains; the enemy hero's gain does not count",
    p1: { board: [{ card: "SW_436", ref: "W" }], hand: [{ card: AXE, ref: "A" }] },
    p2: { hand: [{ card: CLAW, ref: "C" }] },
    actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "play", card: "C" }],
    expect: { "W.attack": 1 },
  });
});

describeCard("SW_428", () => {
  cardCase("SW_428", {
    does: "part 1 counts the Attack your hero gains (Claw: 2 of 4)",
    p1: { hand: [{ card: "SW_428", ref: "Q" }, { card: CLAW, ref: "C" }] },
    actions: [{ type: "play", card: "Q" }, { type: "play", card: "C" }],
    expect: { "Q.zone": "secrets", "Q.card": "SW_428", "Q.tags.QUEST_PROGRESS": 2, "p1.hero.armor": 2 },
  });
  cardCase("SW_428", {
    does: "part 1 done (Bite's 4): 5 Armor, then part 2",
    p1: { secrets: [{ card: "SW_428", ref: "Q" }], hand: [{ card: BITE, ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "Q.card": "SW_428t", "Q.tags.QUEST_PROGRESS": undefined, "p1.hero.armor": 9 },
  });
  cardCase("SW_428", {
    does: "part 2 done: 5 Armor and a card, then part 3",
    p1: { secrets: [{ card: "SW_428t", ref: "Q", tags: { QUEST_PROGRESS: 3 } }], hand: [{ card: CLAW, ref: "C" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "Q.card": "SW_428t2", "p1.hero.armor": 7, "p1.hand": [WISP] },
  });
  cardCase("SW_428", {
    does: "part 3 done: Guff the Tough, whose Battlecry gives your hero +8 Attack this turn and 8 Armor",
    p1: { secrets: [{ card: "SW_428t2", ref: "Q", tags: { QUEST_PROGRESS: 4 } }], hand: [{ card: CLAW, ref: "C" }] },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "p1.hand.0" }],
    expect: { "Q.zone": "graveyard", "p1.board": ["SW_428t4"], "p1.board.0.seen.TAUNT": 1, "p1.hero.attack": 10, "p1.hero.armor": 10 },
  });
});

const KINGS = "CS2_092"; // Blessing of Kings: +4/+4
const MIGHT = "CS2_087"; // Blessing of Might: +3 Attack

describeCard("DED_501", () => {
  cardCase("DED_501", {
    does: "repeats the last spell cast on a friendly minion on itself (Kings: 7/8), not a later one cast on an enemy",
    p1: { hand: [{ card: "DED_501", ref: "S" }], playedThisGame: [{ card: MIGHT, cost: 1, turn: 1, target: "friendly-minion" },
      { card: KINGS, cost: 4, turn: 3, target: "friendly-minion" }, { card: FIREBALL, cost: 4, turn: 3, target: "enemy-minion" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.attack": 7, "S.health": 8, "Y.health": 5 },
  });
  cardCase("DED_501", {
    does: "a Fireball you once cast on your own minion is cast on the Squawker itself",
    p1: { hand: [{ card: "DED_501", ref: "S" }], playedThisGame: [{ card: FIREBALL, cost: 4, turn: 3, target: "friendly-minion" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.zone": "graveyard", "p2.hero.health": 30 },
  });
  cardCase("DED_501", {
    does: "no spell cast on a friendly minion (only at heroes): nothing",
    p1: { hand: [{ card: "DED_501", ref: "S" }], playedThisGame: [{ card: FIREBALL, cost: 4, turn: 3, target: "enemy-hero" }, { card: KINGS, cost: 4, turn: 3 }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.attack": 3, "S.health": 4, "p2.hero.health": 30 },
  });
});

describeCard("DED_502", () => {
  cardCase("DED_502", {
    does: "an enemy Yeti becomes 1/1; the minion in your hand gets the +3/+4 it lost",
    p1: { hand: [{ card: "DED_502", ref: "R" }, { card: WISP, ref: "W" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "R", target: "Y" }],
    expect: { "Y.attack": 1, "Y.health": 1, "W.attack": 4, "W.health": 5 },
  });
  cardCase("DED_502", {
    does: "a damaged minion loses its Health now (a Yeti at 2 Health gives +3/+1)",
    p1: { hand: [{ card: "DED_502", ref: "R" }, { card: WISP, ref: "W" }] },
    p2: { board: [{ card: YETI, ref: "Y", health: 2 }] },
    actions: [{ type: "play", card: "R", target: "Y" }],
    expect: { "Y.attack": 1, "Y.health": 1, "W.attack": 4, "W.health": 2 },
  });
  cardCase("DED_502", {
    does: "no minion in hand: only the set",
    p1: { hand: [{ card: "DED_502", ref: "R" }, { card: FIREBALL, ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "R", target: "Y" }],
    expect: { "Y.attack": 1, "Y.health": 1, "F.zone": "hand" },
  });
});

describeCard("SW_460", () => {
  cardCase("SW_460", {
    does: "your minions attack it until it dies; those that die come back to your hand",
    p1: { hand: [{ card: "SW_460", ref: "D" }], board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }, { card: "CS2_172", ref: "R" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "D", target: "E" }],
    expect: { "E.zone": "graveyard", "W.zone": "graveyard", "Y.zone": "board", "Y.health": 1, "R.zone": "board", "R.health": 2, "p1.hand": [WISP] },
  });
  cardCase("SW_460", {
    does: "only an enemy minion can be chosen",
    p1: { hand: [{ card: "SW_460", ref: "D" }], board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "D", target: "W" }],
    error: "illegal_action",
  });
});

describeCard("SW_078", () => {
  cardCase("SW_078", {
    does: "the minions of your deck become random Dragons with their own stats and Cost; spells stay",
    p1: { hand: [{ card: "SW_078", ref: "P" }], deck: [{ card: WISP, ref: "A" }, { card: FIREBALL, ref: "F" }, { card: YETI, ref: "B", attack: 6 }] },
    actions: [{ type: "play", card: "P" }],
    check: (r) => {
      const deck = r.state.players[0]!.deck;
      const byRef = (ref: string) => deck.find((c) => c.ref === ref)!;
      expect(byRef("F").card).toBe(FIREBALL);
      const a = byRef("A"), b = byRef("B");
      for (const c of [a, b]) {
        const f = factsById(c.card)!;
        expect(f.type).toBe("MINION");
        expect([...(f.races ?? [])].some((x) => x === "DRAGON" || x === "ALL")).toBe(true);
      }
      expect([a.attack, a.health, a.cost]).toEqual([1, 1, 0]);
      expect([b.attack, b.health, b.cost]).toEqual([6, 5, 4]);
    },
  });
});

const NOVICE = "EX1_015"; // Battlecry: Draw a card
const CLERIC = "EX1_019"; // Battlecry: Give a friendly minion +1/+1

describeCard("DED_509", () => {
  cardCase("DED_509", {
    does: "repeats the last Battlecry played (Shattered Sun Cleric, not the earlier Novice Engineer): +1/+1 to the Wisp",
    p1: { hand: [{ card: "DED_509", ref: "M" }], board: [{ card: WISP, ref: "W" }], deck: [{ card: YETI }],
      playedThisGame: [{ card: NOVICE, cost: 2, turn: 1 }, { card: CLERIC, cost: 3, turn: 3 }, { card: FIREBALL, cost: 4, turn: 3 }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "W.attack": 2, "W.health": 2, "M.attack": 3, "p1.hand": [] },
  });
  cardCase("DED_509", {
    does: "a Battlecry without a target: Novice Engineer's draw",
    p1: { hand: [{ card: "DED_509", ref: "M" }], deck: [{ card: YETI }], playedThisGame: [{ card: NOVICE, cost: 2, turn: 3 }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hand": [YETI] },
  });
  cardCase("DED_509", {
    does: "never itself as the target: the Cleric's Battlecry with no other friendly minion does not happen",
    p1: { hand: [{ card: "DED_509", ref: "M" }], playedThisGame: [{ card: CLERIC, cost: 3, turn: 3 }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "M.attack": 3, "M.health": 3 },
  });
  cardCase("DED_509", {
    does: "no Battlecry played: nothing",
    p1: { hand: [{ card: "DED_509", ref: "M" }], deck: [{ card: YETI }], playedThisGame: [{ card: FIREBALL, cost: 4, turn: 3 }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hand": [], "M.attack": 3 },
  });
});
