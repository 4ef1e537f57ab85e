/**
 * Behaviour tests for Legacy (LEGACY) Neutral cards, Night Elf Huntress .. Ysera the Dreamer: one case per behaviour of
 * the text. Cards whose canonical printing is a PLACEHOLDER_202204 one are defined and tested under their LEG_ id.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, player, request, run } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

describe("Legacy neutral cards (Night Elf Huntress .. Ysera the Dreamer)", () => {
  // Nightblade: "Battlecry: Deal 3 damage to the enemy hero."
  cardCase("EX1_593", {
    does: "Battlecry: 3 damage to the enemy hero, not to yours nor to enemy minions",
    p1: { hand: [{ card: "EX1_593", ref: "N" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p2.hero.health": 27, "p1.hero.health": 30, "E.health": 5, "events.damage": 1 },
  });
  cardCase("EX1_593", {
    does: "played by player 2, it hits player 1's hero",
    p2: { hand: [{ card: "EX1_593", ref: "N" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.hero.health": 27, "p2.hero.health": 30 },
  });

  // Novice Engineer: "Battlecry: Draw a card."
  cardCase("EX1_015", {
    does: "Battlecry: you draw one card; your opponent none",
    p1: { hand: [{ card: "EX1_015", ref: "N" }], deck: deck(3) },
    p2: { deck: deck(3, "e") },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.hand.length": 1, "p1.deck.length": 2, "p2.hand.length": 0, "d0.zone": "hand" },
  });
  cardCase("EX1_015", {
    does: "with an empty deck, fatigue (1 damage)",
    p1: { hand: [{ card: "EX1_015", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.hero.health": 29, "p1.hand.length": 0 },
  });

  // Old Murk-Eye: "Charge. Has +1 Attack for each other Murloc on the battlefield."
  cardCase("EX1_062", {
    does: "+1 Attack for each other Murloc, yours and the enemy's; non-Murlocs do not count",
    p1: { board: [{ card: "EX1_062", ref: "O" }, { card: "CS2_168", ref: "M" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_168", ref: "E" }, { card: "CS2_168", ref: "E2" }] },
    actions: [{ type: "damage", target: "Y", amount: 0 }],
    expect: { "O.attack": 5, "O.health": 4, "M.attack": 2 },
  });
  cardCase("EX1_062", {
    does: "the count follows the Murlocs: one dies, one less",
    p1: { board: [{ card: "EX1_062", ref: "O" }, { card: "CS2_168", ref: "M" }] },
    p2: { board: [{ card: "CS2_168", ref: "E" }] },
    actions: [{ type: "destroy", target: "E" }],
    expect: { "O.attack": 3 },
  });
  cardCase("EX1_062", {
    does: "Charge: it attacks the turn it is played (alone, 2 Attack)",
    p1: { hand: [{ card: "EX1_062", ref: "O" }] },
    actions: [{ type: "play", card: "O" }, { type: "attack", attacker: "O", defender: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });

  describeCard("EX1_062", () => {
    it("Old Murk-Eye has +1 Attack per other Murloc on either side, updated at aura updates (4.2)", () => {
      const r = run(request([
        player({ board: [{ card: "EX1_062", ref: "OM" }, { card: "CS2_168", ref: "MR" }], hand: [{ card: "CS2_008", ref: "MF" }] }),
        player({ board: [{ card: "CS2_168", ref: "EMR" }, { card: "CS2_231" }] }),
      ], [{ type: "play", card: "MF", target: "EMR" }]));
      expect(at(r.state, "EMR").zone).toBe("graveyard");
      expect(at(r.state, "OM").attack).toBe(3); // 2 + its own Murloc Raider
      const before = run(request([player({ board: [{ card: "EX1_062", ref: "OM" }, { card: "CS2_168" }] }), player({ board: [{ card: "CS2_168" }] })], [{ type: "endTurn" }]));
      expect(at(before.state, "OM").attack).toBe(4);
    });
  });

  // Onyxia the Broodmother: "At the end of each turn, fill your board with 1/1 Whelps."
  cardCase("LEG_CS3_032", {
    does: "at the end of your turn, 1/1 Whelps fill your board (six beside Onyxia alone); the enemy board gets none",
    p1: { board: [{ card: "LEG_CS3_032", ref: "O" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }], deck: deck(2) },
    actions: [{ type: "endTurn" }],
    expect: {
      "p1.board": ["ds1_whelptoken", "ds1_whelptoken", "ds1_whelptoken", "LEG_CS3_032", "ds1_whelptoken", "ds1_whelptoken", "ds1_whelptoken"],
      "p1.board.0.attack": 1, "p1.board.0.health": 1, "p2.board": ["CS2_182"],
    },
  });
  cardCase("LEG_CS3_032", {
    does: "at the end of the opponent's turn too: the Whelps still come to Onyxia's side",
    p1: { board: [{ card: "LEG_CS3_032", ref: "O" }, ...wisps(4)], deck: deck(2) },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const board = r.state.players[0]!.board.map((e) => e.card);
      expect(board.length).toBe(7);
      expect(board.filter((c) => c === "ds1_whelptoken").length).toBe(2);
      expect(r.state.players[1]!.board.map((e) => e.card)).toEqual(["CS2_182"]);
    },
  });
  cardCase("LEG_CS3_032", {
    does: "a full board gets nothing; nothing while it is only in hand",
    p1: { board: [{ card: "LEG_CS3_032", ref: "O" }, ...wisps(6)], hand: [{ card: "LEG_CS3_032", ref: "H" }] },
    p2: { deck: deck(2) },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board.length": 7, "events.summon": 0 },
  });
  cardCase("LEG_CS3_032", {
    does: "not when it is played: the battlefield fills only at the turn's end",
    p1: { hand: [{ card: "LEG_CS3_032", ref: "O" }] },
    actions: [{ type: "play", card: "O" }],
    expect: { "p1.board": ["LEG_CS3_032"] },
  });

  // Raid Leader: "Your other minions have +1 Attack."
  cardCase("CS2_122", {
    does: "your other minions have +1 Attack; not itself, not enemy minions, no Health",
    p1: { board: [{ card: "CS2_122", ref: "R" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "damage", target: "Y", amount: 0 }],
    expect: { "R.attack": 2, "Y.attack": 5, "Y.health": 5, "E.attack": 4 },
  });
  cardCase("CS2_122", {
    does: "gone when it dies; a minion summoned later gets it",
    p1: { board: [{ card: "CS2_122", ref: "R" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "W" }, { type: "destroy", target: "R" }],
    expect: { "Y.attack": 4, "W.attack": 1 },
  });
  cardCase("CS2_122", {
    does: "a minion summoned while it lives gets +1",
    p1: { board: [{ card: "CS2_122", ref: "R" }], hand: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "W.attack": 2 },
  });

  describeCard("CS2_122", () => {
    it("Raid Leader and Timber Wolf: auras for other friendly minions (Beasts only for the Wolf)", () => {
      const r = run(request([player({ board: [{ card: "CS2_122" }, { card: "DS1_175" }, { card: "CS2_172", ref: "R" }, { card: "CS2_231", ref: "W" }], hand: [{ card: "CS2_008", ref: "MF" }] }),
        player({ board: [{ card: "CS2_172", ref: "ER" }] })], [{ type: "play", card: "MF", target: "p2.hero" }]));
      expect([at(r.state, "R").attack, at(r.state, "W").attack, at(r.state, "ER").attack]).toEqual([5, 2, 3]);
    });
  });

  // Razorfen Hunter: "Battlecry: Summon a 1/1 Boar."
  cardCase("CS2_196", {
    does: "Battlecry: one 1/1 Boar at its right, on your side",
    p1: { hand: [{ card: "CS2_196", ref: "H" }], board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "H", position: 0 }],
    expect: { "p1.board": ["CS2_196", "CS2_boar", "CS2_182"], "p1.board.1.attack": 1, "p1.board.1.health": 1, "p2.board": ["CS2_182"] },
  });
  cardCase("CS2_196", {
    does: "into a full board no Boar",
    p1: { hand: [{ card: "CS2_196", ref: "H" }], board: wisps(6) },
    actions: [{ type: "play", card: "H" }],
    check: (r) => expect(r.state.players[0]!.board.map((e) => e.card)).not.toContain("CS2_boar"),
  });

  describeCard("CS2_196", () => {
    it("summoning battlecries put the token to the right of the minion; Nightblade hits the enemy hero", () => {
      const r = run(request([player({ board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "CS2_196", ref: "RH" }, { card: "EX1_593", ref: "NB" }] }), player()],
        [{ type: "play", card: "RH", position: 0 }, { type: "play", card: "NB" }]));
      expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_196", "CS2_boar", "CS2_231", "EX1_593"]);
      expect(r.state.players[1].hero.health).toBe(27);
    });
  });

  // Shattered Sun Cleric: "Battlecry: Give a friendly minion +1/+1."
  cardCase("EX1_019", {
    does: "Battlecry: a friendly minion gets +1/+1",
    p1: { hand: [{ card: "EX1_019", ref: "C" }], board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "C", target: "Y" }],
    expect: { "Y.attack": 5, "Y.health": 6, "C.attack": 3, "C.health": 2 },
  });
  cardCase("EX1_019", {
    does: "cannot target an enemy minion",
    p1: { hand: [{ card: "EX1_019", ref: "C" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "C", target: "E" }],
    error: "illegal_action",
  });
  cardCase("EX1_019", {
    does: "with no other friendly minion it still plays",
    p1: { hand: [{ card: "EX1_019", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "C.zone": "board", "C.attack": 3, "events.buff": 0 },
  });

  describeCard("EX1_019", () => {
    it("Shattered Sun Cleric, Abusive Sergeant (this turn only) and Dark Iron Dwarf buff their target", () => {
      const r = run(request([player({ board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "EX1_019", ref: "C" }, { card: "CS2_188", ref: "S" }] }), player({ deck: deck(1, "e") })],
        [{ type: "play", card: "C", target: "W" }, { type: "play", card: "S", target: "W" }]));
      expect(at(r.state, "W")).toMatchObject({ attack: 4, health: 2 });
      const next = run({ seed: 7, state: r.state, actions: [{ type: "endTurn" }] });
      expect(at(next.state, "W")).toMatchObject({ attack: 2, health: 2 });
    });
  });

  // SI:7 Infiltrator: "Battlecry: Destroy a random enemy Secret."
  cardCase("EX1_186", {
    does: "Battlecry: one of the two enemy Secrets is destroyed; your own Secret stays",
    p1: { hand: [{ card: "EX1_186", ref: "S" }], secrets: [{ card: "EX1_130", ref: "F" }] },
    p2: { secrets: [{ card: "EX1_610", ref: "A" }, { card: "EX1_554", ref: "B" }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      expect(r.state.players[1]!.secrets.length).toBe(1);
      expect(r.state.players[1]!.graveyard.filter((c) => c.ref === "A" || c.ref === "B").length).toBe(1);
      expect(r.state.players[0]!.secrets.map((c) => c.ref)).toEqual(["F"]);
    },
  });
  cardCase("EX1_186", {
    does: "with no enemy Secret it still plays",
    p1: { hand: [{ card: "EX1_186", ref: "S" }], secrets: [{ card: "EX1_130", ref: "F" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.zone": "board", "F.zone": "secrets" },
  });
  cardCase("EX1_186", {
    does: "a quest is not a Secret",
    p1: { hand: [{ card: "EX1_186", ref: "S" }] },
    p2: { secrets: [{ card: "UNG_920", ref: "Q" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "Q.zone": "secrets" },
  });

  // Stormpike Commando: "Battlecry: Deal 2 damage."
  cardCase("CS2_150", {
    does: "Battlecry: 2 damage to a chosen enemy minion",
    p1: { hand: [{ card: "CS2_150", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "S", target: "E" }],
    expect: { "E.health": 3, "p2.hero.health": 30, "events.damage": 1 },
  });
  cardCase("CS2_150", {
    does: "any character: a hero too",
    p1: { hand: [{ card: "CS2_150", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("CS2_150", {
    does: "a target must be chosen while one exists (the heroes always are)",
    p1: { hand: [{ card: "CS2_150", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    error: "illegal_action",
  });

  // Stormwind Champion: "Your other minions have +1/+1."
  cardCase("CS2_222", {
    does: "your other minions have +1/+1; not itself, not the enemy's",
    p1: { board: [{ card: "CS2_222", ref: "C" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "damage", target: "Y", amount: 0 }],
    expect: { "C.attack": 7, "C.health": 7, "Y.attack": 5, "Y.health": 6, "E.attack": 4, "E.health": 5 },
  });
  cardCase("CS2_222", {
    does: "when it dies, a damaged minion loses the Health without dying (5/6 with 1 damage → 4/5 … 4 health left)",
    p1: { board: [{ card: "CS2_222", ref: "C" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "damage", target: "Y", amount: 1 }, { type: "destroy", target: "C" }],
    expect: { "Y.attack": 4, "Y.health": 5, "Y.zone": "board" },
  });

  // Voodoo Doctor: "Battlecry: Restore #2 Health."
  cardCase("EX1_011", {
    does: "Battlecry: 2 Health back to a damaged minion",
    p1: { hand: [{ card: "EX1_011", ref: "V" }], board: [{ card: "CS2_182", ref: "Y", health: 1 }] },
    actions: [{ type: "play", card: "V", target: "Y" }],
    expect: { "Y.health": 3, "events.heal": 1 },
  });
  cardCase("EX1_011", {
    does: "a hero too, an enemy one if chosen, not above its maximum",
    p1: { hand: [{ card: "EX1_011", ref: "V" }] },
    p2: { hero: { card: "HERO_01", health: 29 } },
    actions: [{ type: "play", card: "V", target: "p2.hero" }],
    expect: { "p2.hero.health": 30, "p1.hero.health": 30 },
  });
  cardCase("EX1_011", {
    does: "a target must be chosen while one exists (the heroes always are)",
    p1: { hand: [{ card: "EX1_011", ref: "V" }] },
    actions: [{ type: "play", card: "V" }],
    error: "illegal_action",
  });

  // Warsong Grunt: "Rush. After this attacks and kills a minion, it may attack again."
  cardCase("TOY_103", {
    does: "Rush: played, it kills a minion and attacks again, killing a second",
    p1: { hand: [{ card: "TOY_103", ref: "G" }] },
    p2: { board: [{ card: "CS2_168", ref: "A" }, { card: "CS2_168", ref: "B" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "G" }, { type: "attack", attacker: "G", defender: "A" }, { type: "attack", attacker: "G", defender: "B" }],
    expect: { "A.zone": "graveyard", "B.zone": "graveyard", "G.health": 2, "G.zone": "board", "events.extra-attack": 2 },
  });
  cardCase("TOY_103", {
    does: "each kill gives one more attack: three minions in a row",
    p1: { board: [{ card: "TOY_103", ref: "G" }] },
    p2: { board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }, { card: "CS2_231", ref: "C" }] },
    actions: [{ type: "attack", attacker: "G", defender: "A" }, { type: "attack", attacker: "G", defender: "B" }, { type: "attack", attacker: "G", defender: "C" }],
    expect: { "p2.board": [], "G.health": 3 },
  });
  cardCase("TOY_103", {
    does: "a minion that survives gives no second attack",
    p1: { board: [{ card: "TOY_103", ref: "G" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "attack", attacker: "G", defender: "Y" }, { type: "attack", attacker: "G", defender: "W" }],
    error: "illegal_action",
  });
  cardCase("TOY_103", {
    does: "attacking the hero gives no second attack",
    p1: { board: [{ card: "TOY_103", ref: "G" }] },
    p2: { board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "attack", attacker: "G", defender: "p2.hero" }, { type: "attack", attacker: "G", defender: "W" }],
    error: "illegal_action",
  });
  cardCase("TOY_103", {
    does: "the extra attack is still a Rush attack the turn it is played: not at the hero",
    p1: { hand: [{ card: "TOY_103", ref: "G" }] },
    p2: { board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "G" }, { type: "attack", attacker: "G", defender: "W" }, { type: "attack", attacker: "G", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("TOY_103", {
    does: "the extra attack does not last into the next turn",
    p1: { board: [{ card: "TOY_103", ref: "G" }], deck: deck(2) },
    p2: { board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Z" }], deck: deck(2, "e") },
    actions: [
      { type: "attack", attacker: "G", defender: "W" }, { type: "endTurn" }, { type: "endTurn" },
      { type: "attack", attacker: "G", defender: "Y" }, { type: "attack", attacker: "G", defender: "Z" },
    ],
    error: "illegal_action",
  });
  cardCase("TOY_103", {
    does: "killing a minion that attacked it is not its own attack: no extra attack",
    p1: { board: [{ card: "TOY_103", ref: "G" }] },
    p2: { board: [{ card: "CS2_172", ref: "R" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "attack", attacker: "R", defender: "G" }],
    expect: { "R.zone": "graveyard", "G.health": 3, "events.extra-attack": 0 },
  });

  // Ysera the Dreamer: "Battlecry: Add one of each Dream card to your hand."
  cardCase("LEG_CS3_033", {
    does: "Battlecry: the five Dream cards, one of each, into your hand; none to the opponent",
    p1: { hand: [{ card: "LEG_CS3_033", ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "p1.hand": ["DREAM_01", "DREAM_02", "DREAM_03", "DREAM_04", "DREAM_05"], "p2.hand.length": 0 },
  });
  cardCase("LEG_CS3_033", {
    does: "into a nearly full hand, the ones that do not fit are lost",
    p1: { hand: [{ card: "LEG_CS3_033", ref: "Y" }, ...wisps(7, "h")] },
    actions: [{ type: "play", card: "Y" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand.length).toBe(10);
      expect(hand.slice(7)).toEqual(["DREAM_01", "DREAM_02", "DREAM_03"]);
    },
  });
});
