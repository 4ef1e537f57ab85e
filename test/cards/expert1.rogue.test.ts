/**
 * Behaviour tests of the Classic (EXPERT1) Rogue cards: one case per behaviour of each card's text.
 * "Combo" needs another card played this turn first: the cases play a Wisp (0 mana) before the card.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, player, request, run } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const wisp = { card: "CS2_231", ref: "Wp" };
const playWisp = { type: "play", card: "Wp" };
/** Kobold Geomancer: Spell Damage +1. */
const geomancer = { card: "CS2_142", ref: "K" };
/** Fiery War Axe: a 3/2 weapon. */
const axe = { card: "CS2_106", ref: "AX" };

describe("EXPERT1 Rogue", () => {
  // SI:7 Agent: "Combo: Deal 3 damage."
  cardCase("EX1_134", {
    does: "Combo: 3 damage to the chosen character",
    p1: { hand: [wisp, { card: "EX1_134", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
    actions: [playWisp, { type: "play", card: "S", target: "Y" }],
    expect: { "Y.health": 2, "Y2.health": 5, "p2.hero.health": 30, "events.damage": 1 },
  });
  cardCase("EX1_134", {
    does: "Combo can hit the enemy hero",
    p1: { hand: [wisp, { card: "EX1_134", ref: "S" }] },
    actions: [playWisp, { type: "play", card: "S", target: "p2.hero" }],
    expect: { "p2.hero.health": 27 },
  });
  cardCase("EX1_134", {
    does: "as the first card of the turn it does nothing and takes no target",
    p1: { hand: [{ card: "EX1_134", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("EX1_134", {
    does: "as the first card of the turn: a plain 3/3, no damage anywhere",
    p1: { hand: [{ card: "EX1_134", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.zone": "board", "Y.health": 5, "p2.hero.health": 30, "events.damage": 0 },
  });

  cardCase("EX1_134", {
    does: "Brann Bronzebeard doubles Battlecries, not Combo: 3 damage once (5.1 连击)",
    p1: { hand: [wisp, { card: "EX1_134", ref: "S" }], board: [{ card: "LOE_077" }] },
    actions: [playWisp, { type: "play", card: "S", target: "p2.hero" }],
    expect: { "p2.hero.health": 27, "events.damage": 1 },
  });

  // Defias Ringleader: "Combo: Summon a 2/1 Defias Bandit."
  cardCase("EX1_131", {
    does: "Combo: a 2/1 Defias Bandit is summoned right of it",
    p1: { hand: [wisp, { card: "EX1_131", ref: "D" }] },
    actions: [playWisp, { type: "play", card: "D" }],
    expect: { "p1.board": ["CS2_231", "EX1_131", "EX1_131t"], "p1.board.2.attack": 2, "p1.board.2.health": 1, "p2.board": [] },
  });
  cardCase("EX1_131", {
    does: "as the first card of the turn: no Bandit",
    p1: { hand: [{ card: "EX1_131", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.board": ["EX1_131"] },
  });
  cardCase("EX1_131", {
    does: "a card played on the opponent's turn does not count: your turn starts afresh",
    state: { activePlayer: 2 },
    p1: { hand: [{ card: "EX1_131", ref: "D" }], deck: deck(2) },
    p2: { hand: [{ card: "CS2_231", ref: "E" }], deck: deck(2, "e") },
    actions: [{ type: "play", card: "E" }, { type: "endTurn" }, { type: "play", card: "D" }],
    expect: { "p1.board": ["EX1_131"] },
  });

  // Eviscerate: "Deal $2 damage. Combo: Deal $4 damage instead."
  cardCase("EX1_124", {
    does: "2 damage as the first card of the turn",
    p1: { hand: [{ card: "EX1_124", ref: "E" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "E", target: "Y" }],
    expect: { "Y.health": 3, "p2.hero.health": 30 },
  });
  cardCase("EX1_124", {
    does: "Combo: 4 damage instead (not 2 + 4)",
    p1: { hand: [wisp, { card: "EX1_124", ref: "E" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [playWisp, { type: "play", card: "E", target: "Y" }],
    expect: { "Y.health": 1, "events.damage": 1 },
  });
  cardCase("EX1_124", {
    does: "Combo with Spell Damage +1: 5 to the enemy hero",
    p1: { hand: [wisp, { card: "EX1_124", ref: "E" }], board: [geomancer] },
    actions: [playWisp, { type: "play", card: "E", target: "p2.hero" }],
    expect: { "p2.hero.health": 25 },
  });
  cardCase("EX1_124", {
    does: "needs a target",
    p1: { hand: [{ card: "EX1_124", ref: "E" }] },
    actions: [{ type: "play", card: "E" }],
    error: "illegal_action",
  });

  describeCard("EX1_124", () => {
    it("Eviscerate deals 2, or 4 with Combo", () => {
      const r = run(request([player({ hand: [{ card: "EX1_124", ref: "E1" }, { card: "EX1_124", ref: "E2" }] }), player()],
        [{ type: "play", card: "E1", target: "p2.hero" }, { type: "play", card: "E2", target: "p2.hero" }]));
      expect(events(r, "damage").map((e) => e.amount)).toEqual([2, 4]);
    });
  });

  // Perdition's Blade: "Battlecry: Deal 1 damage. Combo: Deal 2 instead."
  cardCase("EX1_133", {
    does: "Battlecry: 1 damage to the chosen character; the weapon is equipped",
    p1: { hand: [{ card: "EX1_133", ref: "P" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    expect: { "Y.health": 4, "p1.weapon": "EX1_133", "p1.hero.attack": 2 },
  });
  cardCase("EX1_133", {
    does: "Combo: 2 damage instead",
    p1: { hand: [wisp, { card: "EX1_133", ref: "P" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [playWisp, { type: "play", card: "P", target: "Y" }],
    expect: { "Y.health": 3, "events.damage": 1 },
  });
  cardCase("EX1_133", {
    does: "Combo under Brann Bronzebeard: its text is a Battlecry, so 2 damage twice (the rulebook's 5.1 连击 example)",
    p1: { hand: [wisp, { card: "EX1_133", ref: "P" }], board: [{ card: "LOE_077" }] },
    actions: [playWisp, { type: "play", card: "P", target: "p2.hero" }],
    expect: { "p2.hero.health": 26, "events.damage": 2 },
  });
  cardCase("EX1_133", {
    does: "not a spell: Spell Damage does not add",
    p1: { hand: [wisp, { card: "EX1_133", ref: "P" }], board: [geomancer] },
    actions: [playWisp, { type: "play", card: "P", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("EX1_133", {
    does: "a character to hit always exists (the heroes), so one must be chosen",
    p1: { hand: [{ card: "EX1_133", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    error: "illegal_action",
  });

  // Preparation: "The next spell you cast this turn costs (2) less."
  cardCase("EX1_145", {
    does: "your spells in hand cost 2 less (Sprint 5 → 3), minions do not",
    p1: { hand: [{ card: "EX1_145", ref: "P" }, { card: "CS2_077", ref: "S" }, { card: "CS2_182", ref: "Y" }] },
    p2: { hand: [{ card: "CS2_077", ref: "ES" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "S.cost": 3, "Y.cost": 4, "ES.cost": 5 },
  });
  cardCase("EX1_145", {
    does: "used up by the next spell: it is paid 2 less, a second spell pays in full",
    p1: { hand: [{ card: "EX1_145", ref: "P" }, { card: "EX1_124", ref: "E1" }, { card: "EX1_124", ref: "E2" }], mana: { crystals: 10, used: 0 } },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "P" }, { type: "play", card: "E1", target: "p2.hero" }, { type: "play", card: "E2", target: "p2.hero" }],
    expect: { "p1.mana.used": 2 },
  });
  cardCase("EX1_145", {
    does: "a minion played in between does not use it up",
    p1: { hand: [{ card: "EX1_145", ref: "P" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_077", ref: "S" }] },
    actions: [{ type: "play", card: "P" }, { type: "play", card: "Y" }],
    expect: { "S.cost": 3, "p1.mana.used": 4 },
  });
  cardCase("EX1_145", {
    does: "this turn only: at your next turn the spell costs full again",
    p1: { hand: [{ card: "EX1_145", ref: "P" }, { card: "CS2_077", ref: "S" }], deck: deck(2) },
    p2: { deck: deck(2, "e") },
    actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "S.cost": 5 },
  });

  // Betrayal: "Force an enemy minion to deal its damage to the minions next to it."
  cardCase("EX1_126", {
    does: "the chosen minion deals its Attack to both neighbours (it is the source), not to itself, the heroes or your minions",
    p1: { hand: [{ card: "EX1_126", ref: "B" }], board: [{ card: "CS2_182", ref: "F" }] },
    p2: { board: [{ card: "CS2_120", ref: "L" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_200", ref: "R" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "L.zone": "graveyard", "R.health": 3, "Y.health": 5, "F.health": 5, "p1.hero.health": 30, "p2.hero.health": 30, "events.damage": 2 },
    check: (r) => {
      for (const d of events(r, "damage")) {
        expect((d.source as { ref?: string }).ref).toBe("Y");
        expect(d.amount).toBe(4);
      }
    },
  });
  cardCase("EX1_126", {
    does: "not the spell's damage: Spell Damage does not add",
    p1: { hand: [{ card: "EX1_126", ref: "B" }], board: [geomancer] },
    p2: { board: [{ card: "CS2_172", ref: "A" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "B", target: "A" }],
    expect: { "Y.health": 2 },
  });
  cardCase("EX1_126", {
    does: "a Poisonous minion's damage destroys its neighbours (the minion is the source)",
    p1: { hand: [{ card: "EX1_126", ref: "B" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y1" }, { card: "EX1_522", ref: "PA", tags: { STEALTH: 0 } }, { card: "CS2_182", ref: "Y2" }] },
    actions: [{ type: "play", card: "B", target: "PA" }],
    expect: { "Y1.zone": "graveyard", "Y2.zone": "graveyard", "PA.zone": "board" },
  });
  cardCase("EX1_126", {
    does: "a minion without neighbours deals nothing",
    p1: { hand: [{ card: "EX1_126", ref: "B" }], board: [{ card: "CS2_182", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "B.zone": "graveyard", "events.damage": 0, "F.health": 5 },
  });
  cardCase("EX1_126", {
    does: "cannot target a friendly minion",
    p1: { hand: [{ card: "EX1_126", ref: "B" }], board: [{ card: "CS2_182", ref: "F" }, { card: "CS2_182" }] },
    p2: { board: [{ card: "CS2_182" }] },
    actions: [{ type: "play", card: "B", target: "F" }],
    error: "illegal_action",
  });

  // Blade Flurry: "Destroy your weapon and deal its damage to all enemy minions."
  cardCase("CS2_233", {
    does: "destroys your weapon and deals its Attack (3) to every enemy minion, not the enemy hero nor your minions",
    p1: { hand: [{ card: "CS2_233", ref: "B" }], weapon: axe, board: [{ card: "CS2_182", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "L" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "Y.health": 2, "L.zone": "graveyard", "F.health": 5, "p2.hero.health": 30, "p1.weapon": null, "AX.zone": "graveyard" },
  });
  cardCase("CS2_233", {
    does: "its damage is the weapon's Attack as it is (Deadly Poison: 5), plus Spell Damage",
    p1: { hand: [{ card: "CS2_074", ref: "D" }, { card: "CS2_233", ref: "B" }], weapon: axe, board: [geomancer] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_186", ref: "Z" }] },
    actions: [{ type: "play", card: "D" }, { type: "play", card: "B" }],
    expect: { "Y.zone": "graveyard", "Z.health": 1, "p1.weapon": null },
  });
  cardCase("CS2_233", {
    does: "without a weapon it cannot be played",
    p1: { hand: [{ card: "CS2_233", ref: "B" }] },
    p2: { board: [{ card: "CS2_182" }] },
    actions: [{ type: "play", card: "B" }],
    error: "illegal_action",
  });
  cardCase("CS2_233", {
    does: "with no enemy minion the weapon is still destroyed",
    p1: { hand: [{ card: "CS2_233", ref: "B" }], weapon: axe },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.weapon": null, "events.damage": 0, "p2.hero.health": 30 },
  });

  // Cold Blood: "Give a minion +2 Attack. Combo: +4 Attack instead."
  cardCase("CS2_073", {
    does: "+2 Attack (Health unchanged) as the first card of the turn",
    p1: { hand: [{ card: "CS2_073", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }, { card: "CS2_182", ref: "G" }] },
    actions: [{ type: "play", card: "C", target: "F" }],
    expect: { "F.attack": 6, "F.health": 5, "G.attack": 4, "F.enchantments.0.card": "CS2_073e" },
  });
  cardCase("CS2_073", {
    does: "Combo: +4 Attack instead (not +6)",
    p1: { hand: [wisp, { card: "CS2_073", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }] },
    actions: [playWisp, { type: "play", card: "C", target: "F" }],
    expect: { "F.attack": 8, "F.health": 5, "F.enchantments.length": 1, "F.enchantments.0.card": "CS2_073e2" },
  });
  cardCase("CS2_073", {
    does: "an enemy minion can be the target",
    p1: { hand: [{ card: "CS2_073", ref: "C" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "C", target: "Y" }],
    expect: { "Y.attack": 6 },
  });
  cardCase("CS2_073", {
    does: "a hero is not a valid target",
    p1: { hand: [{ card: "CS2_073", ref: "C" }], board: [{ card: "CS2_182" }] },
    actions: [{ type: "play", card: "C", target: "p1.hero" }],
    error: "illegal_action",
  });

  // Conceal: "Give your minions Stealth until your next turn."
  cardCase("EX1_128", {
    does: "every friendly minion gets Stealth, enemy minions do not",
    p1: { hand: [{ card: "EX1_128", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }, { card: "CS2_231", ref: "G" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "F.enchantments.0.card": "EX1_128e", "G.enchantments.0.card": "EX1_128e", "Y.enchantments": undefined },
  });
  cardCase("EX1_128", {
    does: "through the opponent's turn: the opponent cannot attack a concealed minion",
    p1: { hand: [{ card: "EX1_128", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }], deck: deck(2) },
    p2: { board: [{ card: "CS2_182", ref: "Y" }], deck: deck(2, "e") },
    actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "F" }],
    error: "illegal_action",
  });
  cardCase("EX1_128", {
    does: "gone when your next turn starts: the minion can be attacked again then",
    p1: { hand: [{ card: "EX1_128", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }], deck: deck(2) },
    p2: { board: [{ card: "CS2_182", ref: "Y" }], deck: deck(2, "e") },
    actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "F" }],
    expect: { "F.health": 1, "F.enchantments": undefined },
  });
  cardCase("EX1_128", {
    does: "a concealed minion that attacks loses its Stealth",
    p1: { hand: [{ card: "EX1_128", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }], deck: deck(2) },
    p2: { board: [{ card: "CS2_182", ref: "Y" }], deck: deck(2, "e") },
    actions: [{ type: "play", card: "C" }, { type: "attack", attacker: "F", defender: "p2.hero" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "F" }],
    expect: { "F.health": 1, "p2.hero.health": 26 },
  });

  // Edwin VanCleef: "Combo: Gain +2/+2 for each other card you've played this turn."
  cardCase("EX1_613", {
    does: "after two other cards: +4/+4 (a 6/6)",
    p1: { hand: [wisp, { card: "GAME_005", ref: "Coin" }, { card: "EX1_613", ref: "E" }] },
    actions: [playWisp, { type: "play", card: "Coin" }, { type: "play", card: "E" }],
    expect: { "E.attack": 6, "E.health": 6, "E.maxHealth": 6, "E.enchantments.0.card": "EX1_613e" },
  });
  cardCase("EX1_613", {
    does: "after one other card: +2/+2",
    p1: { hand: [wisp, { card: "EX1_613", ref: "E" }] },
    actions: [playWisp, { type: "play", card: "E" }],
    expect: { "E.attack": 4, "E.health": 4 },
  });
  cardCase("EX1_613", {
    does: "Brann Bronzebeard does not double the Combo: +2/+2 once after one card",
    p1: { hand: [wisp, { card: "EX1_613", ref: "E" }], board: [{ card: "LOE_077" }] },
    actions: [playWisp, { type: "play", card: "E" }],
    expect: { "E.attack": 4, "E.health": 4 },
  });
  cardCase("EX1_613", {
    does: "as the first card of the turn: a plain 2/2",
    p1: { hand: [{ card: "EX1_613", ref: "E" }] },
    actions: [{ type: "play", card: "E" }],
    expect: { "E.attack": 2, "E.health": 2, "E.enchantments": undefined },
  });
  cardCase("EX1_613", {
    does: "the opponent's cards this turn do not count",
    p1: { hand: [wisp, { card: "EX1_613", ref: "E" }] },
    p2: { tags: { NUM_CARDS_PLAYED_THIS_TURN: 5 } },
    actions: [playWisp, { type: "play", card: "E" }],
    expect: { "E.attack": 4, "E.health": 4 },
  });

  // Kidnapper: "Combo: Return a minion to its owner's hand."
  cardCase("NEW1_005", {
    does: "Combo: the chosen enemy minion goes back to the opponent's hand",
    p1: { hand: [wisp, { card: "NEW1_005", ref: "K" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y", health: 1 }, { card: "CS2_182", ref: "Y2" }] },
    actions: [playWisp, { type: "play", card: "K", target: "Y" }],
    expect: { "Y.zone": "hand", "Y.player": 2, "Y.health": 5, "Y2.zone": "board", "K.zone": "board" },
  });
  cardCase("NEW1_005", {
    does: "Combo: a friendly minion goes to your hand",
    p1: { hand: [wisp, { card: "NEW1_005", ref: "K" }], board: [{ card: "CS2_182", ref: "F" }] },
    actions: [playWisp, { type: "play", card: "K", target: "F" }],
    expect: { "F.zone": "hand", "F.player": 1 },
  });
  cardCase("NEW1_005", {
    does: "Combo with a minion in play: a target must be chosen",
    p1: { hand: [wisp, { card: "NEW1_005", ref: "K" }] },
    actions: [playWisp, { type: "play", card: "K" }],
    error: "illegal_action",
  });
  cardCase("NEW1_005", {
    does: "as the first card of the turn it takes no target",
    p1: { hand: [{ card: "NEW1_005", ref: "K" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "K", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("NEW1_005", {
    does: "Combo with no other minion in play: played without a target, nothing returned",
    p1: { hand: [{ card: "GAME_005", ref: "Coin" }, { card: "NEW1_005", ref: "K" }] },
    actions: [{ type: "play", card: "Coin" }, { type: "play", card: "K" }],
    expect: { "K.zone": "board", "p1.hand.length": 0, "events.zone-change": 2 },
  });

  // Master of Disguise: "Battlecry: Give a friendly minion Stealth until your next turn."
  cardCase("NEW1_014", {
    does: "the chosen friendly minion has Stealth through the opponent's turn: it cannot be attacked",
    p1: { hand: [{ card: "NEW1_014", ref: "M" }], board: [{ card: "CS2_182", ref: "F" }], deck: deck(2) },
    p2: { board: [{ card: "CS2_182", ref: "Y" }], deck: deck(2, "e") },
    actions: [{ type: "play", card: "M", target: "F" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "F" }],
    error: "illegal_action",
  });
  cardCase("NEW1_014", {
    does: "gives the Disguised enchantment; gone at the start of your next turn",
    p1: { hand: [{ card: "NEW1_014", ref: "M" }], board: [{ card: "CS2_182", ref: "F" }], deck: deck(2) },
    p2: { deck: deck(2, "e") },
    actions: [{ type: "play", card: "M", target: "F" }],
    expect: { "F.enchantments.0.card": "NEW1_014e", "M.enchantments": undefined },
  });
  cardCase("NEW1_014", {
    does: "Stealth ends when your next turn starts",
    p1: { hand: [{ card: "NEW1_014", ref: "M" }], board: [{ card: "CS2_182", ref: "F" }], deck: deck(2) },
    p2: { board: [{ card: "CS2_182", ref: "Y" }], deck: deck(2, "e") },
    actions: [{ type: "play", card: "M", target: "F" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "F" }],
    expect: { "F.health": 1, "F.enchantments": undefined },
  });
  cardCase("NEW1_014", {
    does: "cannot target an enemy minion",
    p1: { hand: [{ card: "NEW1_014", ref: "M" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "M", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("NEW1_014", {
    does: "with no other friendly minion it is played without a target",
    p1: { hand: [{ card: "NEW1_014", ref: "M" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "M.zone": "board", "events.buff": 0 },
  });

  // Shadowstep: "Return a friendly minion to your hand. It costs (2) less."
  cardCase("EX1_144", {
    does: "the friendly minion goes back to your hand, healed, costing 2 less (Yeti 4 → 2)",
    p1: { hand: [{ card: "EX1_144", ref: "S" }], board: [{ card: "CS2_182", ref: "F", health: 2 }, { card: "CS2_182", ref: "G" }] },
    actions: [{ type: "play", card: "S", target: "F" }],
    expect: { "F.zone": "hand", "F.cost": 2, "F.health": 5, "G.zone": "board", "G.cost": 4 },
  });
  cardCase("EX1_144", {
    does: "replayed for 2 mana",
    p1: { hand: [{ card: "EX1_144", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }] },
    actions: [{ type: "play", card: "S", target: "F" }, { type: "play", card: "F" }],
    expect: { "F.zone": "board", "p1.mana.used": 2 },
  });
  cardCase("EX1_144", {
    does: "cannot target an enemy minion",
    p1: { hand: [{ card: "EX1_144", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    error: "illegal_action",
  });

  // Valeera's Gift: "Discover a Temporary Backstab, Deadly Poison, or Fan of Knives."
  cardCase("GIFT_09", {
    does: "offers exactly Backstab, Deadly Poison and Fan of Knives; the one picked joins your hand as Temporary",
    p1: { hand: [{ card: "GIFT_09", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    choices: [1],
    expect: { "p1.hand.length": 1, "events.discover": 1, "p1.hand.0.enchantments.0.card": "GBL_999e" },
    check: (r) => {
      const [d] = events(r, "discover");
      const options = d!.options as string[];
      expect([...options].sort()).toEqual(["CS2_072", "CS2_074", "EX1_129"]);
      expect(r.state.players[0].hand[0]!.card).toBe(options[1]);
    },
  });
  cardCase("GIFT_09", {
    does: "the Temporary card still in hand is discarded at the end of your turn",
    p1: { hand: [{ card: "GIFT_09", ref: "G" }, { card: "CS2_182", ref: "keep" }] },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
    choices: [0],
    expect: { "p1.hand": ["CS2_182"], "events.discard": 1 },
  });

  // Headcrack: "Deal $2 damage to the enemy hero. Combo: Return this to your hand next turn."
  cardCase("EX1_137", {
    does: "2 damage to the enemy hero only; as the first card of the turn it stays in the graveyard",
    p1: { hand: [{ card: "EX1_137", ref: "H" }], board: [{ card: "CS2_182", ref: "F" }], deck: deck(2) },
    p2: { board: [{ card: "CS2_182", ref: "Y" }], deck: deck(2, "e") },
    actions: [{ type: "play", card: "H" }, { type: "endTurn" }],
    expect: { "p2.hero.health": 28, "p1.hero.health": 30, "Y.health": 5, "F.health": 5, "H.zone": "graveyard" },
  });
  cardCase("EX1_137", {
    does: "Combo: 2 damage (not 4); the card waits in the graveyard, armed, until your turn ends",
    p1: { hand: [wisp, { card: "EX1_137", ref: "H" }] },
    actions: [playWisp, { type: "play", card: "H" }],
    expect: { "p2.hero.health": 28, "H.zone": "graveyard", "H.tags.TRIGGER_ARMED_0": 1 },
  });
  cardCase("EX1_137", {
    does: "Combo: back in your hand when your turn ends, so it is there for your next turn",
    p1: { hand: [wisp, { card: "EX1_137", ref: "H" }], deck: deck(2) },
    p2: { deck: deck(2, "e") },
    actions: [playWisp, { type: "play", card: "H" }, { type: "endTurn" }],
    expect: { "H.zone": "hand", "H.player": 1, "p1.hand": ["EX1_137"], "p2.hand.length": 1, "H.tags.TRIGGER_ARMED_0": undefined },
  });
  cardCase("EX1_137", {
    does: "returned once: played again as the first card of a turn, it stays in the graveyard",
    p1: { hand: [wisp, { card: "EX1_137", ref: "H" }], deck: deck(3) },
    p2: { deck: deck(3, "e") },
    actions: [playWisp, { type: "play", card: "H" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "H" }, { type: "endTurn" }],
    expect: { "H.zone": "graveyard", "p2.hero.health": 26 },
  });
  cardCase("EX1_137", {
    does: "a full hand at the end of the turn leaves it in the graveyard",
    p1: { hand: [wisp, { card: "EX1_137", ref: "H" }, ...deck(10, "h")], deck: deck(2) },
    p2: { deck: deck(2, "e") },
    actions: [playWisp, { type: "play", card: "H" }, { type: "endTurn" }],
    expect: { "H.zone": "graveyard", "p1.hand.length": 10 },
  });
  cardCase("EX1_137", {
    does: "an armed Headcrack in a snapshot's graveyard returns at its controller's turn end, not the opponent's",
    p1: { graveyard: [{ card: "EX1_137", ref: "H", tags: { TRIGGER_ARMED_0: 1 } }, { card: "EX1_137", ref: "H2" }], deck: deck(2) },
    p2: { graveyard: [{ card: "EX1_137", ref: "E", tags: { TRIGGER_ARMED_0: 1 } }], deck: deck(2, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "H.zone": "hand", "H2.zone": "graveyard", "E.zone": "graveyard" },
  });
  cardCase("EX1_137", {
    does: "Spell Damage +1 makes it 3",
    p1: { hand: [{ card: "EX1_137", ref: "H" }], board: [geomancer] },
    actions: [{ type: "play", card: "H" }],
    expect: { "p2.hero.health": 27 },
  });
});
