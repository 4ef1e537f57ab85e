/**
 * Behaviour tests for Classic (EXPERT1) Neutral cards, Night Elf Huntress .. Ysera the Dreamer: one case per behaviour
 * of the text.
 */
import { describe, expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { at, cards, events, fails, nodes, player, request, run } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const next = (state: unknown, actions: Record<string, unknown>[]) => run({ seed: 7, state, actions });
const DREAMS = ["DREAM_01", "DREAM_02", "DREAM_03", "DREAM_04", "DREAM_05"];

describe("Classic neutral cards (Night Elf Huntress .. Ysera the Dreamer)", () => {
  // Nozdormu: "Players only have 15 seconds to take their turns."
  const auraChanges = (r: ResolveResult, which: "added" | "removed") =>
    nodes(r, "aura").flatMap((n) => n[which]).filter((c) => c.target === "player").map((c) => c.effect);
  cardCase("EX1_560", {
    does: "played, the 15-second turn rule comes into effect (the trace's aura step); it changes nothing else",
    p1: { hand: [{ card: "EX1_560", ref: "N" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "N" }, { type: "play", card: "W" }],
    expect: { "N.zone": "board", "W.zone": "board", "p1.mana.used": 9 },
    check: (r) => {
      expect(auraChanges(r, "added")).toEqual(["turn-time 15s"]);
      expect(auraChanges(r, "removed")).toEqual([]);
    },
  });
  cardCase("EX1_560", {
    does: "the rule ends when it leaves play",
    p2: { board: [{ card: "EX1_560", ref: "N" }] },
    actions: [{ type: "destroy", target: "N" }],
    check: (r) => expect(auraChanges(r, "removed")).toEqual(["turn-time 15s"]),
  });
  cardCase("EX1_560", {
    does: "in hand it is not in effect",
    p1: { hand: [{ card: "EX1_560", ref: "N" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    check: (r) => expect(auraChanges(r, "added")).toEqual([]),
  });

  // Onyxia: "Battlecry: Summon 1/1 Whelps until your side of the battlefield is full."
  cardCase("EX1_562", {
    does: "Battlecry: on an empty board, six 1/1 Whelps fill it, three on each side of Onyxia; the enemy board is untouched",
    p1: { hand: [{ card: "EX1_562", ref: "O" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "O" }],
    expect: {
      "p1.board": ["ds1_whelptoken", "ds1_whelptoken", "ds1_whelptoken", "EX1_562", "ds1_whelptoken", "ds1_whelptoken", "ds1_whelptoken"],
      "p1.board.0.attack": 1, "p1.board.0.health": 1, "p2.board": ["CS2_182"],
    },
  });
  cardCase("EX1_562", {
    does: "with five minions already there, only one Whelp fits",
    p1: { hand: [{ card: "EX1_562", ref: "O" }], board: wisps(5) },
    actions: [{ type: "play", card: "O" }],
    check: (r) => {
      const board = r.state.players[0]!.board.map((e) => e.card);
      expect(board.length).toBe(7);
      expect(board.filter((c) => c === "ds1_whelptoken").length).toBe(1);
    },
  });
  cardCase("EX1_562", {
    does: "into a board that Onyxia fills, no Whelp",
    p1: { hand: [{ card: "EX1_562", ref: "O" }], board: wisps(6) },
    actions: [{ type: "play", card: "O" }],
    check: (r) => {
      const board = r.state.players[0]!.board.map((e) => e.card);
      expect(board.length).toBe(7);
      expect(board).not.toContain("ds1_whelptoken");
    },
  });

  // Pint-Sized Summoner: "The first minion you play each turn costs (1) less."
  cardCase("EX1_076", {
    does: "the first minion you play costs 1 less, the second full price",
    p1: { board: [{ card: "EX1_076", ref: "P" }], hand: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }],
    expect: { "p1.mana.used": 7, "A.zone": "board", "B.zone": "board" },
  });
  cardCase("EX1_076", {
    does: "spells are not cheaper, and playing one does not use the discount up",
    p1: { board: [{ card: "EX1_076", ref: "P" }], hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_182", ref: "A" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "A" }],
    expect: { "p1.mana.used": 7 },
  });
  cardCase("EX1_076", {
    does: "the discount comes back on your next turn",
    p1: { board: [{ card: "EX1_076", ref: "P" }], hand: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }] },
    actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "B" }],
    expect: { "p1.mana.used": 3, "B.zone": "board" },
  });
  cardCase("EX1_076", {
    does: "your opponent's minions cost full price",
    p1: { board: [{ card: "EX1_076", ref: "P" }] },
    p2: { hand: [{ card: "CS2_182", ref: "E" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "E" }],
    expect: { "p2.mana.used": 4 },
  });

  // Priestess of Elune: "Battlecry: Restore #4 Health to your hero."
  cardCase("EX1_583", {
    does: "Battlecry: your hero gets 4 Health back, the enemy hero none",
    p1: { hand: [{ card: "EX1_583", ref: "P" }], hero: { card: "HERO_08", health: 20 } },
    p2: { hero: { card: "HERO_01", health: 20 } },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.hero.health": 24, "p2.hero.health": 20, "events.heal": 1 },
  });
  cardCase("EX1_583", {
    does: "not above your hero's maximum",
    p1: { hand: [{ card: "EX1_583", ref: "P" }], hero: { card: "HERO_08", health: 28 } },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.hero.health": 30 },
  });

  // Questing Adventurer: "Whenever you play a card, gain +1/+1."
  cardCase("EX1_044", {
    does: "+1/+1 for each card you play, minion or spell",
    p1: { board: [{ card: "EX1_044", ref: "Q" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "Q.attack": 4, "Q.health": 4 },
  });
  cardCase("EX1_044", {
    does: "not for its own play",
    p1: { hand: [{ card: "EX1_044", ref: "Q" }] },
    actions: [{ type: "play", card: "Q" }],
    expect: { "Q.attack": 2, "Q.health": 2 },
  });
  cardCase("EX1_044", {
    does: "not for the cards your opponent plays",
    p1: { board: [{ card: "EX1_044", ref: "Q" }] },
    p2: { hand: [{ card: "CS2_231", ref: "W" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "W" }],
    expect: { "Q.attack": 2, "Q.health": 2 },
  });

  describeCard("EX1_044", () => {
    it("Questing Adventurer grows for each card you play, not for the opponent's", () => {
      const r = run(request([player({ board: [{ card: "EX1_044", ref: "QA" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "GAME_005", ref: "C" }] }), player()],
        [{ type: "play", card: "W" }, { type: "play", card: "C" }]));
      expect(at(r.state, "QA")).toMatchObject({ attack: 4, health: 4 });
      const theirs = run(request([player({ hand: [{ card: "CS2_231", ref: "W" }] }), player({ board: [{ card: "EX1_044", ref: "QA" }] })], [{ type: "play", card: "W" }]));
      expect(at(theirs.state, "QA")).toMatchObject({ attack: 2, health: 2 });
    });
  });

  // Raging Worgen: "Has +1 Attack and Windfury while damaged."
  cardCase("EX1_412", {
    does: "damaged, it has 4 Attack and attacks twice",
    p1: { board: [{ card: "EX1_412", ref: "R" }] },
    actions: [{ type: "damage", target: "R", amount: 1 }, { type: "attack", attacker: "R", defender: "p2.hero" }, { type: "attack", attacker: "R", defender: "p2.hero" }],
    expect: { "R.attack": 4, "p2.hero.health": 22 },
  });
  cardCase("EX1_412", {
    does: "undamaged it is 3 Attack and has no Windfury",
    p1: { board: [{ card: "EX1_412", ref: "R" }] },
    actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }, { type: "attack", attacker: "R", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("EX1_412", {
    does: "healed to full, the bonus is gone",
    p1: { board: [{ card: "EX1_412", ref: "R" }] },
    actions: [{ type: "damage", target: "R", amount: 1 }, { type: "heal", target: "R", amount: 1 }],
    expect: { "R.attack": 3, "R.tags.WINDFURY": undefined },
  });

  // Ragnaros the Firelord: "Can't attack. At the end of your turn, deal 8 damage to a random enemy."
  cardCase("EX1_298", {
    does: "can't attack",
    p1: { board: [{ card: "EX1_298", ref: "R" }] },
    actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("EX1_298", {
    does: "at the end of your turn, 8 damage to the only enemy, the enemy hero; your own hero untouched",
    p1: { board: [{ card: "EX1_298", ref: "R" }] },
    p2: { deck: deck(2) },
    actions: [{ type: "endTurn" }],
    expect: { "p2.hero.health": 22, "p1.hero.health": 30, "events.damage": 1 },
  });
  cardCase("EX1_298", {
    does: "one hit of 8 on one enemy character, never a friendly one",
    p1: { board: [{ card: "EX1_298", ref: "R" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }], deck: deck(2) },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const hits = events(r, "damage");
      expect(hits.length).toBe(1);
      expect(hits[0]!.amount).toBe(8);
      expect(["E", undefined]).toContain(hits[0]!.target!.ref);
      expect(hits[0]!.target!.controller).toBe(2);
    },
  });
  cardCase("EX1_298", {
    does: "nothing at the end of the opponent's turn",
    p1: { board: [{ card: "EX1_298", ref: "R" }], deck: deck(2) },
    state: { activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    expect: { "p2.hero.health": 30, "p1.hero.health": 30, "events.damage": 0 },
  });

  // Sea Giant: "Costs (1) less for each other minion on the battlefield."
  cardCase("EX1_586", {
    does: "costs 1 less per minion on both boards (3 friendly + 2 enemy: 10 → 5)",
    p1: { hand: [{ card: "EX1_586", ref: "G" }], board: wisps(3) },
    p2: { board: wisps(2, "e") },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.mana.used": 5, "G.zone": "board" },
  });
  cardCase("EX1_586", {
    does: "with no minion it costs 10",
    p1: { hand: [{ card: "EX1_586", ref: "G" }], mana: { crystals: 9, used: 0 } },
    actions: [{ type: "play", card: "G" }],
    error: "illegal_action",
  });

  // Secretkeeper: "Whenever a Secret is played, gain +1/+1."
  cardCase("EX1_080", {
    does: "+1/+1 when you play a Secret",
    p1: { board: [{ card: "EX1_080", ref: "S" }], hand: [{ card: "EX1_130", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "S.attack": 2, "S.health": 3 },
  });
  cardCase("EX1_080", {
    does: "+1/+1 when your opponent plays a Secret too",
    p1: { board: [{ card: "EX1_080", ref: "S" }] },
    p2: { hand: [{ card: "EX1_130", ref: "N" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "N" }],
    expect: { "S.attack": 2, "S.health": 3 },
  });
  cardCase("EX1_080", {
    does: "nothing for a spell that is not a Secret, or a minion",
    p1: { board: [{ card: "EX1_080", ref: "S" }], hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "W" }],
    expect: { "S.attack": 1, "S.health": 2 },
  });

  // Silver Hand Knight: "Battlecry: Summon a 2/2 Squire."
  cardCase("CS2_151", {
    does: "Battlecry: one 2/2 Squire, at its right, on your side",
    p1: { hand: [{ card: "CS2_151", ref: "K" }], board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "K", position: 0 }],
    expect: { "p1.board": ["CS2_151", "CS2_152", "CS2_182"], "p1.board.1.attack": 2, "p1.board.1.health": 2, "p2.board": ["CS2_182"] },
  });

  // Southsea Captain: "Your other Pirates have +1/+1."
  cardCase("NEW1_027", {
    does: "your other Pirates have +1/+1; not itself, not your other minions, not enemy Pirates",
    p1: { board: [{ card: "NEW1_027", ref: "C" }, { card: "CS2_146", ref: "D" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_146", ref: "E" }] },
    actions: [{ type: "damage", target: "Y", amount: 0 }],
    expect: { "C.attack": 3, "C.health": 3, "D.attack": 3, "D.health": 2, "Y.attack": 4, "E.attack": 2, "E.health": 1 },
  });
  cardCase("NEW1_027", {
    does: "the bonus goes when the Captain dies",
    p1: { board: [{ card: "NEW1_027", ref: "C" }, { card: "NEW1_018", ref: "D" }] },
    actions: [{ type: "destroy", target: "C" }],
    expect: { "D.attack": 2, "D.health": 3 },
  });

  // Southsea Deckhand: "Has Charge while you have a weapon equipped."
  cardCase("CS2_146", {
    does: "with your weapon equipped it has Charge: it attacks the turn it is played",
    p1: { hand: [{ card: "CS2_146", ref: "D" }], weapon: { card: "CS2_106" } },
    actions: [{ type: "play", card: "D" }, { type: "attack", attacker: "D", defender: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("CS2_146", {
    does: "without a weapon it must wait (an enemy weapon does not count)",
    p1: { hand: [{ card: "CS2_146", ref: "D" }] },
    p2: { weapon: { card: "CS2_106" } },
    actions: [{ type: "play", card: "D" }, { type: "attack", attacker: "D", defender: "p2.hero" }],
    error: "illegal_action",
  });

  describeCard("CS2_146", () => {
    it("Southsea Deckhand has Charge while you have a weapon equipped", () => {
      const withWeapon = run(request([player({ weapon: { card: "CS2_106" }, hand: [{ card: "CS2_146", ref: "SD" }] }), player()],
        [{ type: "play", card: "SD" }, { type: "attack", attacker: "SD", defender: "p2.hero" }]));
      expect(withWeapon.state.players[1].hero.health).toBe(28);
      fails(request([player({ hand: [{ card: "CS2_146", ref: "SD" }] }), player()],
        [{ type: "play", card: "SD" }, { type: "attack", attacker: "SD", defender: "p2.hero" }]), "illegal_action");
    });
  });

  // Spellbreaker: "Battlecry: Silence a minion."
  cardCase("EX1_048", {
    does: "Battlecry: silences an enemy minion (its Taunt goes)",
    p1: { hand: [{ card: "EX1_048", ref: "S" }] },
    p2: { board: [{ card: "CS2_179", ref: "T" }] },
    actions: [{ type: "play", card: "S", target: "T" }],
    expect: { "T.tags.SILENCED": 1, "T.tags.TAUNT": undefined, "S.zone": "board" },
  });
  cardCase("EX1_048", {
    does: "cannot target a hero",
    p1: { hand: [{ card: "EX1_048", ref: "S" }] },
    p2: { board: [{ card: "CS2_179", ref: "T" }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("EX1_048", {
    does: "with no minion to silence it still plays",
    p1: { hand: [{ card: "EX1_048", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.zone": "board", "S.tags.SILENCED": undefined },
  });

  // Spiteful Smith: "Your weapon has +2 Attack while this is damaged."
  cardCase("CS2_221", {
    does: "damaged, your weapon has +2 Attack (3 → 5) and your hero hits for 5; the enemy weapon does not change",
    p1: { board: [{ card: "CS2_221", ref: "S" }], weapon: { card: "CS2_106", ref: "A" } },
    p2: { weapon: { card: "CS2_106", ref: "B" } },
    actions: [{ type: "damage", target: "S", amount: 1 }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "A.attack": 5, "B.attack": 3, "p2.hero.health": 25 },
  });
  cardCase("CS2_221", {
    does: "undamaged (or healed) the weapon has its own Attack",
    p1: { board: [{ card: "CS2_221", ref: "S" }], weapon: { card: "CS2_106", ref: "A" } },
    actions: [{ type: "damage", target: "S", amount: 1 }, { type: "heal", target: "S", amount: 1 }],
    expect: { "A.attack": 3 },
  });
  cardCase("CS2_221", {
    does: "a weapon equipped while it is damaged gets the +2",
    p1: { board: [{ card: "CS2_221", ref: "S" }], hand: [{ card: "CS2_106", ref: "A" }] },
    actions: [{ type: "damage", target: "S", amount: 1 }, { type: "play", card: "A" }],
    expect: { "A.attack": 5 },
  });

  // Stampeding Kodo: "Battlecry: Destroy a random enemy minion with 2 or less Attack."
  cardCase("NEW1_041", {
    does: "Battlecry: destroys the enemy minion with 2 Attack, not the one with 4 nor your own",
    p1: { hand: [{ card: "NEW1_041", ref: "K" }], board: [{ card: "CS2_231", ref: "F" }] },
    p2: { board: [{ card: "CS2_120", ref: "R" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "R.zone": "graveyard", "Y.zone": "board", "F.zone": "board", "events.death": 1 },
  });
  cardCase("NEW1_041", {
    does: "one minion only, even with two that qualify",
    p1: { hand: [{ card: "NEW1_041", ref: "K" }] },
    p2: { board: wisps(2, "e") },
    actions: [{ type: "play", card: "K" }],
    expect: { "p2.board.length": 1, "events.death": 1 },
  });
  cardCase("NEW1_041", {
    does: "with no enemy minion of 2 or less Attack it still plays and destroys nothing",
    p1: { hand: [{ card: "NEW1_041", ref: "K" }] },
    p2: { board: [{ card: "CS2_172", ref: "B" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "K.zone": "board", "B.zone": "board", "events.death": 0 },
  });

  describeCard("NEW1_041", () => {
    it("Stampeding Kodo destroys a random enemy minion with 2 or less Attack", () => {
      const r = run(request([player({ hand: [{ card: "NEW1_041", ref: "K" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }, { card: "CS2_172", ref: "R" }] })],
        [{ type: "play", card: "K" }]));
      expect(r.state.players[1].board.map((m) => m.ref)).toEqual(["Y", "R"]);
      expect(r.random[0]!.candidates).toHaveLength(1);
    });
  });

  // Sunfury Protector: "Battlecry: Give adjacent minions Taunt."
  cardCase("EX1_058", {
    does: "Battlecry: both neighbours get Taunt, a minion further away does not",
    p1: { hand: [{ card: "EX1_058", ref: "S" }], board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }, { card: "CS2_182", ref: "C" }] },
    actions: [{ type: "play", card: "S", position: 1 }],
    expect: { "A.enchantments.0.grants": ["TAUNT"], "B.enchantments.0.grants": ["TAUNT"], "C.enchantments": undefined, "S.enchantments": undefined },
  });
  cardCase("EX1_058", {
    does: "the Taunt it gives stops enemy attacks on the hero",
    p1: { hand: [{ card: "EX1_058", ref: "S" }], board: [{ card: "CS2_182", ref: "A" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
    error: "illegal_action",
  });

  // Sylvanas Windrunner: "Deathrattle: Take control of a random enemy minion."
  cardCase("EX1_016", {
    does: "Deathrattle: the only enemy minion comes to your side",
    p1: { board: [{ card: "EX1_016", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "E.player": 1, "p2.board": [], "S.zone": "graveyard" },
  });
  cardCase("EX1_016", {
    does: "one of two enemy minions, never a friendly one",
    p1: { board: [{ card: "EX1_016", ref: "S" }, { card: "CS2_231", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "E1" }, { card: "CS2_120", ref: "E2" }] },
    actions: [{ type: "destroy", target: "S" }],
    check: (r) => {
      expect(r.state.players[0]!.board.length).toBe(2);
      expect(r.state.players[1]!.board.length).toBe(1);
    },
  });
  cardCase("EX1_016", {
    does: "with no enemy minion nothing happens",
    p1: { board: [{ card: "EX1_016", ref: "S" }, { card: "CS2_231", ref: "F" }] },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "F.player": 1, "p1.board": ["CS2_231"], "p2.board": [] },
  });

  // Tauren Warrior: "Taunt. Has +3 Attack while damaged."
  cardCase("EX1_390", {
    does: "damaged, it has +3 Attack (2 → 5); undamaged, 2",
    p1: { board: [{ card: "EX1_390", ref: "T" }, { card: "EX1_390", ref: "U" }] },
    actions: [{ type: "damage", target: "T", amount: 1 }],
    expect: { "T.attack": 5, "U.attack": 2 },
  });
  cardCase("EX1_390", {
    does: "Taunt",
    p1: { board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "EX1_390", ref: "T" }] },
    actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
    error: "illegal_action",
  });

  // The Beast: "Deathrattle: Summon a 3/3 Pip Quickwit for your opponent."
  cardCase("EX1_577", {
    does: "Deathrattle: a 3/3 for the opponent, nothing for its owner",
    p1: { board: [{ card: "EX1_577", ref: "B" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "destroy", target: "B" }],
    expect: { "p1.board": [], "p2.board": ["CS2_182", "EX1_finkle"], "p2.board.1.attack": 3, "p2.board.1.health": 3 },
  });
  cardCase("EX1_577", {
    does: "an enemy Beast's dies: the 3/3 is yours",
    p2: { board: [{ card: "EX1_577", ref: "B" }] },
    actions: [{ type: "destroy", target: "B" }],
    expect: { "p1.board": ["EX1_finkle"], "p2.board": [] },
  });

  // The Black Knight: "Tradeable. Battlecry: Destroy an enemy minion with Taunt."
  cardCase("EX1_002", {
    does: "Battlecry: destroys an enemy minion with Taunt",
    p1: { hand: [{ card: "EX1_002", ref: "K" }] },
    p2: { board: [{ card: "CS2_179", ref: "T" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "K", target: "T" }],
    expect: { "T.zone": "graveyard", "Y.zone": "board", "K.zone": "board" },
  });
  cardCase("EX1_002", {
    does: "cannot target an enemy minion without Taunt",
    p1: { hand: [{ card: "EX1_002", ref: "K" }] },
    p2: { board: [{ card: "CS2_179", ref: "T" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "K", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("EX1_002", {
    does: "cannot target a friendly minion with Taunt",
    p1: { hand: [{ card: "EX1_002", ref: "K" }], board: [{ card: "CS2_179", ref: "F" }] },
    actions: [{ type: "play", card: "K", target: "F" }],
    error: "illegal_action",
  });
  cardCase("EX1_002", {
    does: "Taunt given by an enchantment counts",
    p1: { hand: [{ card: "EX1_002", ref: "K" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y", enchantments: [{ grants: ["TAUNT"] }] }] },
    actions: [{ type: "play", card: "K", target: "Y" }],
    expect: { "Y.zone": "graveyard" },
  });
  cardCase("EX1_002", {
    does: "with no enemy Taunt minion it still plays, destroying nothing",
    p1: { hand: [{ card: "EX1_002", ref: "K" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "K.zone": "board", "Y.zone": "board", "events.death": 0 },
  });
  cardCase("EX1_002", {
    does: "Tradeable: 1 mana puts it into the deck and draws a card",
    p1: { hand: [{ card: "EX1_002", ref: "K" }], deck: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "trade", card: "K" }],
    expect: { "K.zone": "deck", "Y.zone": "hand", "p1.mana.used": 1 },
  });

  // Tinkmaster Overspark: "Battlecry: Transform another random minion into a 5/5 Devilsaur or a 1/1 Squirrel."
  cardCase("EX1_083", {
    does: "Battlecry: the only other minion (an enemy one) becomes a 5/5 Devilsaur or a 1/1 Squirrel; not itself",
    p1: { hand: [{ card: "EX1_083", ref: "T" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "T" }],
    check: (r) => {
      const e = r.state.players[1]!.board[0]!;
      expect(["EX1_tk29", "EX1_tk28"]).toContain(e.card);
      expect([e.attack, e.health]).toEqual(e.card === "EX1_tk29" ? [5, 5] : [1, 1]);
      expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["EX1_083"]);
      expect(r.random.some((d) => d.candidates.includes("EX1_tk29") && d.candidates.includes("EX1_tk28"))).toBe(true);
    },
  });
  cardCase("EX1_083", {
    does: "a friendly minion can be the one",
    p1: { hand: [{ card: "EX1_083", ref: "T" }], board: [{ card: "CS2_182", ref: "F" }] },
    actions: [{ type: "play", card: "T" }],
    check: (r) => expect(["EX1_tk29", "EX1_tk28"]).toContain(r.state.players[0]!.board.find((m) => m.ref === "F")!.card),
  });
  describeCard("EX1_083", () => {
    it("either form comes up, by the seed", () => {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 12; seed++) {
        const r = runCase({
          does: "", seed, p1: { hand: [{ card: "EX1_083", ref: "T" }] }, p2: { board: [{ card: "CS2_182", ref: "E" }] },
          actions: [{ type: "play", card: "T" }], check: () => {},
        }) as ResolveResult;
        seen.add(r.state.players[1]!.board[0]!.card);
      }
      expect([...seen].sort()).toEqual(["EX1_tk28", "EX1_tk29"]);
    });
  });
  cardCase("EX1_083", {
    does: "with no other minion it plays and transforms nothing",
    p1: { hand: [{ card: "EX1_083", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.board": ["EX1_083"], "events.transform": 0 },
  });

  // Twilight Drake: "Battlecry: Gain +1 Health for each card in your hand."
  cardCase("EX1_043", {
    does: "Battlecry: +1 Health per card left in your hand (3 → 4/4); the enemy hand does not count",
    p1: { hand: [{ card: "EX1_043", ref: "D" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
    p2: { hand: [{ card: "CS2_231" }, { card: "CS2_231" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.attack": 4, "D.health": 4, "D.maxHealth": 4 },
  });
  cardCase("EX1_043", {
    does: "with an empty hand it stays 4/1",
    p1: { hand: [{ card: "EX1_043", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.health": 1 },
  });

  // Venture Co. Mercenary: "Your minions cost (3) more."
  cardCase("CS2_227", {
    does: "your minions cost 3 more (Yeti 4 → 7)",
    p1: { board: [{ card: "CS2_227", ref: "V" }], hand: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "p1.mana.used": 7 },
  });
  cardCase("CS2_227", {
    does: "spells are not dearer, nor your opponent's minions",
    p1: { board: [{ card: "CS2_227", ref: "V" }], hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { hand: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "endTurn" }, { type: "play", card: "E" }],
    check: (r) => {
      expect(r.state.players[1]!.mana.used).toBe(4);
    },
  });

  // Violet Teacher: "Whenever you cast a spell, summon a 1/1 Violet Apprentice."
  cardCase("NEW1_026", {
    does: "a 1/1 Violet Apprentice for each spell you cast, at the Teacher's right",
    p1: { board: [{ card: "NEW1_026", ref: "T" }], hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_029", ref: "G" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "G", target: "p2.hero" }],
    expect: { "p1.board": ["NEW1_026", "NEW1_026t", "NEW1_026t"], "p1.board.1.attack": 1, "p1.board.1.health": 1 },
  });
  cardCase("NEW1_026", {
    does: "nothing for a minion, or for your opponent's spell",
    p1: { board: [{ card: "NEW1_026", ref: "T" }], hand: [{ card: "CS2_231", ref: "W" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "play", card: "F", target: "p1.hero" }],
    expect: { "p1.board": ["NEW1_026", "CS2_231"], "p2.board": [] },
  });

  describeCard("NEW1_026", () => {
    it("Violet Teacher summons its Apprentice in the play phase, so Soul of the Forest reaches it too (2.3: before the spell resolves)", () => {
      const r = run(request([player({ board: [{ card: "NEW1_026", ref: "VT" }], hand: [{ card: "EX1_158", ref: "SF" }] }), player()], [{ type: "play", card: "SF" }]));
      expect(cards(r.state.players[0].board)).toEqual(["NEW1_026", "NEW1_026t"]);
      for (const m of r.state.players[0].board) expect((m.enchantments ?? []).map((e) => e.card)).toEqual(["EX1_158e"]);
    });
  });

  // Wild Pyromancer: "After you cast a spell, deal 1 damage to ALL minions."
  cardCase("NEW1_020", {
    does: "after your spell resolves, 1 damage to every minion, itself included; heroes untouched",
    p1: { board: [{ card: "NEW1_020", ref: "P" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "P.health": 1, "Y.health": 4, "E.health": 4, "p2.hero.health": 24, "p1.hero.health": 30 },
  });
  cardCase("NEW1_020", {
    does: "after the spell: a minion the spell killed is not hit again (one damage event per minion in play then)",
    p1: { board: [{ card: "NEW1_020", ref: "P" }], hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "E2" }] },
    actions: [{ type: "play", card: "F", target: "E" }],
    expect: { "E.zone": "graveyard", "E2.health": 4, "P.health": 1, "events.damage": 3 },
  });
  cardCase("NEW1_020", {
    does: "nothing for a minion you play, or for your opponent's spell",
    p1: { board: [{ card: "NEW1_020", ref: "P" }], hand: [{ card: "CS2_231", ref: "W" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "play", card: "F", target: "p1.hero" }],
    expect: { "P.health": 2, "W.health": 1 },
  });

  // Xavius: "After you play a card, summon a 2/1 Satyr."
  cardCase("EX1_614", {
    does: "a 2/1 after each card you play, minion or spell, on your side",
    p1: { board: [{ card: "EX1_614", ref: "X" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "F", target: "p2.hero" }],
    check: (r) => {
      const board = r.state.players[0]!.board;
      expect(board.filter((m) => m.card === "EX1_614t").length).toBe(2);
      const satyr = board.find((m) => m.card === "EX1_614t")!;
      expect([satyr.attack, satyr.health]).toEqual([2, 1]);
      expect(r.state.players[1]!.board).toEqual([]);
    },
  });
  cardCase("EX1_614", {
    does: "not for its own play",
    p1: { hand: [{ card: "EX1_614", ref: "X" }] },
    actions: [{ type: "play", card: "X" }],
    expect: { "p1.board": ["EX1_614"] },
  });
  cardCase("EX1_614", {
    does: "not for the cards your opponent plays",
    p1: { board: [{ card: "EX1_614", ref: "X" }] },
    p2: { hand: [{ card: "CS2_231", ref: "W" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.board": ["EX1_614"], "p2.board": ["CS2_231"] },
  });
  cardCase("EX1_614", {
    does: "after the card has resolved: a Satyr summoned for Hellfire is not hit by it",
    p1: { board: [{ card: "EX1_614", ref: "X" }], hand: [{ card: "CS2_062", ref: "H" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "p1.board": ["EX1_614", "EX1_614t"], "X.health": 2, "p1.board.1.health": 1, "p2.hero.health": 27 },
  });
  cardCase("EX1_614", {
    does: "after the card: the Satyr comes after the minion played was summoned (it is not beside Xavius first)",
    p1: { board: [{ card: "EX1_614", ref: "X" }], hand: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.board": ["EX1_614", "EX1_614t", "CS2_231"] },
  });

  // Young Priestess: "At the end of your turn, give another random friendly minion +1 Health."
  cardCase("EX1_004", {
    does: "at the end of your turn, your other minion gets +1 Health; not itself, not an enemy",
    p1: { board: [{ card: "EX1_004", ref: "P" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "endTurn" }],
    expect: { "Y.health": 6, "Y.maxHealth": 6, "Y.attack": 4, "P.health": 1, "E.health": 5 },
  });
  cardCase("EX1_004", {
    does: "one minion only of two",
    p1: { board: [{ card: "EX1_004", ref: "P" }, { card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }] },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const hs = r.state.players[0]!.board.filter((m) => m.card === "CS2_182").map((m) => m.health).sort();
      expect(hs).toEqual([5, 6]);
    },
  });
  cardCase("EX1_004", {
    does: "alone it buffs nothing; nothing at the end of the opponent's turn",
    p1: { board: [{ card: "EX1_004", ref: "P" }, { card: "CS2_182", ref: "Y" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    expect: { "Y.health": 5, "P.health": 1 },
  });

  // Youthful Brewmaster: "Battlecry: Return a friendly minion from the battlefield to your hand."
  cardCase("EX1_049", {
    does: "Battlecry: a friendly minion goes back to your hand",
    p1: { hand: [{ card: "EX1_049", ref: "B" }], board: [{ card: "CS2_182", ref: "Y", health: 2 }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "Y.zone": "hand", "Y.player": 1, "Y.health": 5, "B.zone": "board" },
  });
  cardCase("EX1_049", {
    does: "cannot target an enemy minion",
    p1: { hand: [{ card: "EX1_049", ref: "B" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "B", target: "E" }],
    error: "illegal_action",
  });
  cardCase("EX1_049", {
    does: "with no other friendly minion it still plays",
    p1: { hand: [{ card: "EX1_049", ref: "B" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "B.zone": "board", "E.zone": "board" },
  });

  // Ysera: "At the end of your turn, get two random Dream cards."
  cardCase("EX1_572", {
    does: "at the end of your turn, two Dream cards in your hand; none for the opponent",
    p1: { board: [{ card: "EX1_572", ref: "Y" }] },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand.length).toBe(2);
      for (const c of hand) expect(DREAMS).toContain(c);
      expect(r.state.players[1]!.hand.filter((c) => DREAMS.includes(c.card))).toEqual([]);
    },
  });
  cardCase("EX1_572", {
    does: "nothing at the end of the opponent's turn",
    p1: { board: [{ card: "EX1_572", ref: "Y" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hand.length": 0 },
  });

  describeCard("EX1_572", () => {
    it("Ysera: at the end of your turn, two random Dream cards (two recorded picks from the five)", () => {
      const r = run(request([player({ board: [{ card: "EX1_572", ref: "Y" }] }), player({ board: [{ card: "EX1_572", ref: "EY" }] })], [{ type: "endTurn" }]));
      const got = r.state.players[0].hand.map((c) => c.card);
      expect(got).toHaveLength(2);
      for (const c of got) expect(DREAMS).toContain(c);
      const picks = r.random.filter((d) => d.purpose === "random card");
      expect(picks).toHaveLength(2);
      expect(r.state.players[1].hand).toHaveLength(0); // the enemy Ysera waits for its own turn's end
    });
  });

  describeCard("DREAM_02", () => {
    it("Ysera Awakens: 5 damage to every character except Ysera (either side's)", () => {
      const r = run(request([player({ board: [{ card: "EX1_572", ref: "Y" }, { card: "CS2_182", ref: "A" }], hand: [{ card: "DREAM_02", ref: "YA" }] }),
        player({ board: [{ card: "CORE_VAN_EX1_572", ref: "Y2" }, { card: "CS2_200", ref: "B" }] })], [{ type: "play", card: "YA" }]));
      expect([at(r.state, "Y").health, at(r.state, "Y2").health]).toEqual([12, 12]);
      expect(at(r.state, "A").zone).toBe("graveyard");
      expect(at(r.state, "B").health).toBe(2); // Boulderfist Ogre 6/7
      expect([r.state.players[0].hero.health, r.state.players[1].hero.health]).toEqual([25, 25]);
    });
  });

  describeCard("DREAM_04", () => {
    it("Dream returns a minion to its player's hand", () => {
      const r = run(request([player({ hand: [{ card: "DREAM_04", ref: "D" }] }), player({ board: [{ card: "CS2_182", ref: "A", health: 2 }] })],
        [{ type: "play", card: "D", target: "A" }]));
      const a = at(r.state, "A");
      expect([a.zone, a.player, a.card]).toEqual(["hand", 2, "CS2_182"]);
    });
  });

  describeCard("DREAM_05", () => {
    it("Nightmare: +5/+5, and the minion is destroyed at the start of the caster's next turn, not the opponent's", () => {
      const r1 = run(request([player({ hand: [{ card: "DREAM_05", ref: "N" }] }), player({ board: [{ card: "CS2_182", ref: "A" }] })],
        [{ type: "play", card: "N", target: "A" }]));
      expect([at(r1.state, "A").attack, at(r1.state, "A").health]).toEqual([9, 10]);
      const r2 = next(r1.state, [{ type: "endTurn" }]);
      expect(at(r2.state, "A").zone).toBe("board");
      const r3 = next(r2.state, [{ type: "endTurn" }]);
      expect(at(r3.state, "A").zone).toBe("graveyard");
    });
  });

  describeCard("DREAM_01", () => {
    it("Laughing Sister can't be targeted by spells", () => {
      fails(request([player({ hand: [{ card: "DS1_185", ref: "AS" }] }), player({ board: [{ card: "DREAM_01", ref: "LS" }] })],
        [{ type: "play", card: "AS", target: "LS" }]), "illegal_action");
    });
  });
});
