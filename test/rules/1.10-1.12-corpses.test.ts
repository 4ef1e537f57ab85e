/**
 * Corpses (残骸, rules/corpses.ts): when they are gained (1.11's death-creation step, as each minion goes to the
 * graveyard), whose they are, which deaths leave none, how cards spend them, and how they round-trip in the snapshot.
 * Casts When Drawn (4.4 抽到时施放) and CANT_BE_HEALED, which the Death Knight cards brought, are tested here too.
 */
import { describe, expect, it } from "vitest";
import { events, player, request, run } from "../support/engine.js";
import type { ResolveResult } from "../../src/engine/index.js";

const YETI = "CS2_182";
const WISP = "CS2_231";
const corpses = (r: ResolveResult) => r.state.players.map((p) => p.corpses);

/** Client cards: a deathrattle that spends 2 Corpses to draw, and spenders of each kind. */
const CARDS = [
  { id: "T_SPEND2_DR", type: "MINION", cost: 1, attack: 1, health: 1, deathrattle: [{ type: "spendCorpses", amount: 2, do: [{ type: "armor", amount: 5 }] }] },
  { id: "T_UPTO3", type: "SPELL", cost: 1, spell: [{ type: "spendCorpses", upTo: 3, do: [{ type: "damage", amount: { corpses: "spentNow" }, to: "enemy-hero", spellDamage: false }] }] },
  { id: "T_ALL", type: "SPELL", cost: 1, spell: [{ type: "spendCorpses", all: true, do: [{ type: "armor", amount: { corpses: "spentNow" } }], else: [{ type: "armor", amount: 1 }] }] },
  { id: "T_READ", type: "SPELL", cost: 1, spell: [
    { type: "armor", amount: { corpses: "have" } },
    { type: "damage", amount: { corpses: "spentThisGame" }, to: "enemy-hero", spellDamage: false },
    { type: "if", if: { value: { corpses: "have", side: "enemy" }, atLeast: 2 }, then: [{ type: "draw", count: 1 }] },
  ] },
  { id: "T_GIVE", type: "SPELL", cost: 1, spell: [{ type: "gainCorpses", amount: 2, player: "enemy" }] },
  { id: "T_RISEN", type: "MINION", cost: 1, attack: 1, health: 1, leavesNoCorpse: true },
  { id: "T_BOMB", type: "SPELL", cost: 1, castsWhenDrawn: true, spell: [{ type: "damage", amount: 5, to: "friendly-hero", spellDamage: false }] },
];

function go(p1: Record<string, unknown>, p2: Record<string, unknown>, actions: Record<string, unknown>[], extra: Record<string, unknown> = {}): ResolveResult {
  return run(request([player(p1), player(p2)], actions, { cards: CARDS, ...extra }));
}

describe("Corpses (残骸): gained at death", () => {
  it("each minion that dies gives its controller one Corpse, tokens too; an enemy minion's death is the enemy's", () => {
    const r = go({ board: [{ card: WISP, ref: "A" }, { card: "CS2_boar", ref: "B" }] }, { board: [{ card: WISP, ref: "E" }] }, [
      { type: "damage", target: "A", amount: 1 }, { type: "damage", target: "B", amount: 1 }, { type: "damage", target: "E", amount: 1 },
    ]);
    expect(corpses(r)).toEqual([2, 1]);
    expect(events(r, "corpses").map((e) => [e.player, e.amount, e.source?.ref])).toEqual([[1, 1, "A"], [1, 1, "B"], [2, 1, "E"]]);
  });

  it("gained in the death-creation step, for all the minions removed there, before any death event: a Deathrattle sees them", () => {
    // Two deathrattle minions die together with no Corpse before: the first Deathrattle already has 2 to spend.
    const r = go({ board: [{ card: "T_SPEND2_DR", ref: "A" }, { card: "T_SPEND2_DR", ref: "B" }] }, {}, [{ type: "cast", card: "CS2_028", player: 2 }]);
    expect(r.state.players[0].hero.armor).toBe(5);
    expect(corpses(r)[0]).toBe(0);
    const step = r.trace[0]!.children.find((n) => n.kind === "step" && n.name === "death-creation" && n.children.length > 0)!;
    expect(step.children.filter((n) => n.kind === "event" && n.type === "corpses").length).toBe(2);
  });

  it("a Reborn minion gives one Corpse at each death; the reborn copy's death another", () => {
    const r = go({ board: [{ card: WISP, ref: "A", tags: { REBORN: 1 } }] }, {}, [
      { type: "destroy", target: "p1.board.0" }, { type: "destroy", target: "p1.board.0" },
    ]);
    expect(corpses(r)[0]).toBe(2);
  });

  it("a minion whose card leaves no Corpse (the Risen) gives none, silenced or not", () => {
    const r = go({ board: [{ card: "T_RISEN", ref: "A" }, { card: "T_RISEN", ref: "B", tags: { SILENCED: 1 } }] }, {}, [
      { type: "destroy", target: "A" }, { type: "destroy", target: "B" },
    ]);
    expect(corpses(r)).toEqual([0, 0]);
    expect(events(r, "death").length).toBe(2);
  });

  it("only minions dying in play: a weapon destroyed, a minion discarded or returned to hand give none", () => {
    const r = go({ weapon: { card: "CS2_106", ref: "W" }, hand: [{ card: YETI, ref: "H" }], board: [{ card: YETI, ref: "M" }] }, {}, [
      { type: "destroy", target: "W" }, { type: "destroy", target: "H" },
      { type: "cast", card: "EX1_581", player: 2, target: "M" }, // the enemy's Sap returns it to hand
    ]);
    expect(corpses(r)).toEqual([0, 0]);
    expect(r.state.players[0].hand.map((c) => c.ref)).toEqual(["M"]);
  });

  it("the controller at death gains it: a minion the enemy took gives them the Corpse", () => {
    const r = go({ board: [{ card: YETI, ref: "Y" }] }, { hand: [{ card: "CS1_113", ref: "MC" }] }, [
      { type: "endTurn" }, { type: "play", card: "MC", target: "Y" }, { type: "destroy", target: "Y" },
    ]);
    expect(corpses(r)).toEqual([0, 1]);
  });
});

describe("Corpses: spending and reading them", () => {
  it("spend an exact amount only with enough: otherwise nothing is spent (the Deathrattle with 1 Corpse after its death)", () => {
    const r = go({ board: [{ card: "T_SPEND2_DR", ref: "A" }] }, {}, [{ type: "destroy", target: "A" }]);
    expect(corpses(r)[0]).toBe(1);
    expect(r.state.players[0].hero.armor).toBe(0);
    expect(events(r, "corpses").map((e) => e.amount)).toEqual([1]);
  });

  it("spend up to N: what there is, at most N; the amount spentNow reads it; corpsesSpent counts the game's total", () => {
    const two = go({ hand: [{ card: "T_UPTO3", ref: "S" }], corpses: 2, corpsesSpent: 4 }, {}, [{ type: "play", card: "S" }]);
    expect([two.state.players[0].corpses, two.state.players[0].corpsesSpent, two.state.players[1].hero.health]).toEqual([0, 6, 28]);
    const five = go({ hand: [{ card: "T_UPTO3", ref: "S" }], corpses: 5 }, {}, [{ type: "play", card: "S" }]);
    expect([five.state.players[0].corpses, five.state.players[0].corpsesSpent, five.state.players[1].hero.health]).toEqual([2, 3, 27]);
    const none = go({ hand: [{ card: "T_UPTO3", ref: "S" }] }, {}, [{ type: "play", card: "S" }]);
    expect([none.state.players[1].hero.health, events(none, "corpses").length]).toEqual([30, 0]);
  });

  it("spend all: every Corpse; with none, `else`", () => {
    const r = go({ hand: [{ card: "T_ALL", ref: "S" }], corpses: 7 }, { corpses: 3 }, [{ type: "play", card: "S" }]);
    expect([r.state.players[0].hero.armor, ...corpses(r)]).toEqual([7, 0, 3]);
    const e = go({ hand: [{ card: "T_ALL", ref: "S" }] }, { corpses: 3 }, [{ type: "play", card: "S" }]);
    expect([e.state.players[0].hero.armor, ...corpses(e)]).toEqual([1, 0, 3]);
  });

  it("amounts read the Corpses you have, have spent this game, and the opponent's (a condition on them)", () => {
    const r = go({ hand: [{ card: "T_READ", ref: "S" }], deck: [{ card: WISP }], corpses: 3, corpsesSpent: 2 }, { corpses: 2 }, [{ type: "play", card: "S" }]);
    expect([r.state.players[0].hero.armor, r.state.players[1].hero.health, r.state.players[0].hand.length]).toEqual([3, 28, 1]);
    const q = go({ hand: [{ card: "T_READ", ref: "S" }], deck: [{ card: WISP }] }, { corpses: 1 }, [{ type: "play", card: "S" }]);
    expect(q.state.players[0].hand.length).toBe(0);
  });

  it("gain Corpses for the opponent", () => {
    const r = go({ hand: [{ card: "T_GIVE", ref: "S" }] }, {}, [{ type: "play", card: "S" }]);
    expect(corpses(r)).toEqual([0, 2]);
  });

  it("the snapshot carries corpses and corpsesSpent in and out (0 by default), and the log says what changed", () => {
    const r = go({ corpses: 4, corpsesSpent: 9, board: [{ card: WISP, ref: "A" }] }, {}, [{ type: "destroy", target: "A" }]);
    expect(r.state.players.map((p) => [p.corpses, p.corpsesSpent])).toEqual([[5, 9], [0, 0]]);
    expect(r.log).toContain("Player 1 gains 1 Corpse (5 now).");
    const again = run({ seed: 1, state: r.state as unknown as Record<string, unknown>, actions: [{ type: "endTurn" }] });
    expect(again.state.players[0].corpses).toBe(5);
    expect(again.state.players[0].corpsesSpent).toBe(9);
  });
});

describe("Casts When Drawn (4.4 抽到时施放)", () => {
  it("the card casts itself from the draw, goes to the graveyard, and its owner draws a card", () => {
    const r = go({ deck: [{ card: "T_BOMB", ref: "B" }, { card: WISP, ref: "next" }] }, {}, [{ type: "draw", player: 1 }]);
    expect(r.state.players[0].hero.health).toBe(25);
    expect(r.state.players[0].graveyard.map((c) => c.ref)).toEqual(["B"]);
    expect(r.state.players[0].hand.map((c) => c.ref)).toEqual(["next"]);
    expect(events(r, "cast").length).toBe(0);
  });

  it("no card is drawn after it when a hero is then mortally wounded", () => {
    const r = go({ deck: [{ card: "T_BOMB", ref: "B" }, { card: WISP, ref: "next" }], hero: { card: "HERO_08", health: 5 } }, {}, [{ type: "draw", player: 1 }]);
    expect(r.state.players[0].deck.map((c) => c.ref)).toEqual(["next"]);
    expect(r.outcome.winner).toBe(2);
  });

  it("burned by a full hand it is not drawn, so it does nothing", () => {
    const r = go({ hand: Array.from({ length: 10 }, () => ({ card: WISP })), deck: [{ card: "T_BOMB", ref: "B" }] }, {}, [{ type: "draw", player: 1 }]);
    expect(r.state.players[0].hero.health).toBe(30);
    expect(events(r, "burn").length).toBe(1);
  });
});

describe("CANT_BE_HEALED", () => {
  it("healing turned into damage (Auchenai) still deals its damage to a character that can't be healed", () => {
    const r = run(request([
      player({ board: [{ card: "LEG_RLK_115" }] }),
      player({ board: [{ card: "EX1_591", ref: "A" }], hero: { card: "HERO_01", health: 20 } }),
    ], [{ type: "heal", target: "p2.hero", amount: 3, source: "A" }]));
    expect(r.state.players[1].hero.health).toBe(17);
  });
});
