/**
 * Cards whose text answers the steps of playing and summoning (2.2, 2.3) and deaths (deathrattles added by enchantments).
 * Crowd Favorite, Sea Reaver and Anub'arak are in test/cards/tgt.test.ts, Fel Reaver in gvg.test.ts, Undertaker, Baron
 * Rivendare, Anub'ar Ambusher and Poison Seeds in naxx.test.ts, Rumbling Elemental in loe.test.ts, Resurrect in brm.test.ts.
 */
import { describe, expect, it } from "vitest";
import { at, cards, player, request, run } from "../support/engine.js";

describe("on-play triggers (2.2 e, 2.3 f)", () => {
  it("Questing Adventurer grows for each card you play, not for the opponent's", () => {
    const r = run(request([player({ board: [{ card: "EX1_044", ref: "QA" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "GAME_005", ref: "C" }] }), player()],
      [{ type: "play", card: "W" }, { type: "play", card: "C" }]));
    expect(at(r.state, "QA")).toMatchObject({ attack: 4, health: 4 });
    const theirs = run(request([player({ hand: [{ card: "CS2_231", ref: "W" }] }), player({ board: [{ card: "EX1_044", ref: "QA" }] })], [{ type: "play", card: "W" }]));
    expect(at(theirs.state, "QA")).toMatchObject({ attack: 2, health: 2 });
  });

  it("Violet Teacher summons its Apprentice in the play phase, so Soul of the Forest reaches it too (2.3: before the spell resolves)", () => {
    const r = run(request([player({ board: [{ card: "NEW1_026", ref: "VT" }], hand: [{ card: "EX1_158", ref: "SF" }] }), player()], [{ type: "play", card: "SF" }]));
    expect(cards(r.state.players[0].board)).toEqual(["NEW1_026", "NEW1_026t"]);
    for (const m of r.state.players[0].board) expect((m.enchantments ?? []).map((e) => e.card)).toEqual(["EX1_158e"]);
  });

  it("Unbound Elemental: +1/+1 for a card with Overload (even a countered one? no: the counter stops its sequence's triggers)", () => {
    const r = run(request([player({ board: [{ card: "EX1_258", ref: "UE" }], hand: [{ card: "EX1_238", ref: "LB" }, { card: "CS2_231", ref: "W" }] }), player()],
      [{ type: "play", card: "LB", target: "p2.hero" }, { type: "play", card: "W" }]));
    expect(at(r.state, "UE")).toMatchObject({ attack: 4, health: 5 });
    const countered = run(request([player({ board: [{ card: "EX1_258", ref: "UE" }], hand: [{ card: "EX1_238", ref: "LB" }] }), player({ secrets: [{ card: "EX1_287" }] })],
      [{ type: "play", card: "LB", target: "p2.hero" }]));
    expect(at(countered.state, "UE")).toMatchObject({ attack: 3, health: 4 });
    expect(countered.state.players[0].mana.overloadOwed).toBe(0); // a countered card gives no Overload either
  });
});

describe("summon and after-play triggers", () => {
  it("Mirror Entity copies the minion with its enchantments; the copy is a new minion on its owner's side", () => {
    const r = run(request([
      player({ hand: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "EX1_158e" }] }] }),
      player({ secrets: [{ card: "EX1_294", ref: "ME" }] }),
    ], [{ type: "play", card: "Y" }]));
    const copy = r.state.players[1].board[0]!;
    expect(copy).toMatchObject({ card: "CS2_182", attack: 4, health: 5 });
    expect((copy.enchantments ?? []).map((e) => e.card)).toEqual(["EX1_158e"]);
    expect(copy.tags).toMatchObject({ EXHAUSTED: 1 });
  });
});

describe("deathrattles added by enchantments", () => {
  it("Ancestral Spirit resummons a fresh copy where the minion stood", () => {
    const r = run(request([player({ board: [{ card: "CS2_231" }, { card: "CS2_182", ref: "Y", health: 2, enchantments: [{ attack: 3 }] }, { card: "CS2_231" }], hand: [{ card: "CS2_038", ref: "AS" }] }), player()],
      [{ type: "play", card: "AS", target: "Y" }, { type: "destroy", target: "Y" }]));
    expect(cards(r.state.players[0].board)).toEqual(["CS2_231", "CS2_182", "CS2_231"]);
    expect(r.state.players[0].board[1]).toMatchObject({ attack: 4, health: 5 });
    expect(r.state.players[0].board[1]!.enchantments ?? []).toEqual([]);
  });

  it("Soul of the Forest: each of your minions leaves a Treant", () => {
    const r = run(request([player({ board: [{ card: "CS2_231" }, { card: "CS2_182" }], hand: [{ card: "EX1_158", ref: "SF" }] }), player({ hand: [{ card: "CS2_032", ref: "FS" }] })],
      [{ type: "play", card: "SF" }, { type: "endTurn" }, { type: "play", card: "FS" }]));
    expect(cards(r.state.players[0].board)).toEqual(["EX1_158t", "EX1_158t"]);
  });

  it("a silenced minion loses the enchantment's deathrattle with the enchantment", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "EX1_158e" }] }], hand: [{ card: "EX1_332", ref: "S" }] }), player()],
      [{ type: "play", card: "S", target: "Y" }, { type: "destroy", target: "Y" }]));
    expect(r.state.players[0].board).toEqual([]);
  });
});

describe("own deathrattles", () => {
  it("Tirion Fordring equips a 5/3 Ashbringer when he dies", () => {
    const r = run(request([player({ board: [{ card: "EX1_383", ref: "T" }] }), player()], [{ type: "destroy", target: "T" }]));
    expect(r.state.players[0].weapon).toMatchObject({ card: "EX1_383t", attack: 5, durability: 3 });
  });
});

