/**
 * Cards whose text answers the steps of playing and summoning (2.2, 2.3), draws (4.4) and deaths (deathrattles added by
 * enchantments, the death record of 4.10, forced death of 5.7).
 */
import { describe, expect, it } from "vitest";
import { at, cards, events, player, request, run } from "../support/engine.js";

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

  it("Crowd Favorite: +1/+1 for a card with Battlecry only", () => {
    const r = run(request([player({ board: [{ card: "AT_121", ref: "CF" }], hand: [{ card: "EX1_015", ref: "NE" }, { card: "CS2_231", ref: "W" }, { card: "CS2_029", ref: "F" }] }), player()],
      [{ type: "play", card: "NE" }, { type: "play", card: "W" }, { type: "play", card: "F", target: "p2.hero" }]));
    expect(at(r.state, "CF")).toMatchObject({ attack: 5, health: 5 });
  });

});

describe("summon and after-play triggers", () => {
  it("Undertaker grows when you summon a minion with Deathrattle (played or not), not for others", () => {
    const r = run(request([player({ board: [{ card: "FP1_028", ref: "U" }], hand: [{ card: "EX1_029", ref: "LG" }, { card: "CS2_231", ref: "W" }] }), player()],
      [{ type: "play", card: "LG" }, { type: "play", card: "W" }, { type: "summon", card: "FP1_002" }]));
    expect(at(r.state, "U")).toMatchObject({ attack: 3, health: 4 });
  });

  it("Rumbling Elemental: after you play a Battlecry minion, 2 damage to a random enemy", () => {
    const r = run(request([player({ board: [{ card: "LOE_016" }], hand: [{ card: "EX1_015", ref: "NE" }, { card: "CS2_231", ref: "W" }] }), player()],
      [{ type: "play", card: "NE" }, { type: "play", card: "W" }]));
    expect(r.state.players[1].hero.health).toBe(28);
  });

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

describe("4.4 a card's own when-drawn trigger", () => {
  it("Sea Reaver: drawing it deals 1 damage to your minions, before the other draw triggers", () => {
    const watcher = { id: "T_DRAW_SEEN", type: "MINION", cost: 1, attack: 0, health: 3, triggers: [{ on: "draw", do: [{ type: "buff", to: "self", attack: 1 }] }] };
    const r = run(request([player({ board: [{ card: "T_DRAW_SEEN", ref: "T" }, { card: "CS2_231", ref: "W" }], deck: [{ card: "AT_130", ref: "SR" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })],
      [{ type: "draw", player: 1 }], { cards: [watcher] }));
    expect(at(r.state, "SR").zone).toBe("hand");
    expect(at(r.state, "W").zone).toBe("graveyard");
    expect(at(r.state, "T")).toMatchObject({ health: 2, attack: 1 });
    expect(at(r.state, "E").health).toBe(5);
    const order = r.trace.flatMap(function flat(n): string[] { return [...(n.kind === "trigger" ? [n.card] : []), ...n.children.flatMap(flat)]; });
    expect(order).toEqual(["AT_130", "T_DRAW_SEEN"]);
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

  it("1.3 example: Baron Rivendare with Ancestral Spirit dies — the deathrattle resolves once and brings back one Baron", () => {
    const r = run(request([player({ board: [{ card: "FP1_031", ref: "BR" }], hand: [{ card: "CS2_038", ref: "AS" }] }), player()],
      [{ type: "play", card: "AS", target: "BR" }, { type: "destroy", target: "BR" }]));
    expect(cards(r.state.players[0].board)).toEqual(["FP1_031"]);
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
  it("Anub'ar Ambusher returns a random friendly minion that is not mortally wounded (3.5)", () => {
    const r = run(request([player({ board: [{ card: "FP1_026", ref: "A" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W", health: 1 }] }), player({ hand: [{ card: "CS2_032", ref: "FS" }] })],
      [{ type: "endTurn" }, { type: "damage", target: "A", amount: 5 }]));
    expect(at(r.state, "Y").zone).toBe("hand");
    expect(r.random.find((d) => d.purpose === "random target")!.candidates.map((c) => (c as { ref?: string }).ref)).toEqual(["Y", "W"]);
    const both = run(request([player({ board: [{ card: "FP1_026", ref: "A", health: 1 }, { card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] }), player({ hand: [{ card: "EX1_400", ref: "WW" }] })],
      [{ type: "endTurn" }, { type: "play", card: "WW" }]));
    // Whirlwind kills the Ambusher and the Wisp together: only the Yeti can go back.
    expect(at(both.state, "Y").zone).toBe("hand");
  });

  it("Tirion Fordring equips a 5/3 Ashbringer when he dies", () => {
    const r = run(request([player({ board: [{ card: "EX1_383", ref: "T" }] }), player()], [{ type: "destroy", target: "T" }]));
    expect(r.state.players[0].weapon).toMatchObject({ card: "EX1_383t", attack: 5, durability: 3 });
  });

  it("Anub'arak leaves a Nerubian, whose deathrattle brings Anub'arak back", () => {
    const r = run(request([player({ board: [{ card: "AT_036", ref: "AN" }] }), player()], [{ type: "destroy", target: "AN" }, { type: "destroy", target: "p1.board.0" }]));
    expect(cards(r.state.players[0].board)).toEqual(["AT_036"]);
    expect(r.state.deaths.map((d) => d.card)).toEqual(["AT_036", "AT_036t"]);
  });
});

describe("4.10 the death record and 5.7 forced death", () => {

  it("5.7 example: Poison Seeds with two Haunted Creepers — forced death first (four Spiders), then two Treants", () => {
    const r = run(request([player({ board: [{ card: "FP1_002" }, { card: "FP1_002" }], hand: [{ card: "FP1_019", ref: "PS" }] }), player({ board: [{ card: "CS2_182" }] })],
      [{ type: "play", card: "PS" }]));
    expect(cards(r.state.players[0].board)).toEqual(["FP1_002t", "FP1_002t", "FP1_002t", "FP1_002t", "FP1_019t", "FP1_019t"]);
    expect(cards(r.state.players[1].board)).toEqual(["FP1_019t"]);
  });

  it("Poison Seeds on a full board: the deathrattles fill it and the Treants that do not fit are not summoned", () => {
    const r = run(request([player({ board: [{ card: "FP1_002" }, { card: "FP1_002" }, { card: "FP1_002" }, { card: "FP1_002" }], hand: [{ card: "FP1_019", ref: "PS" }] }), player()],
      [{ type: "play", card: "PS" }]));
    expect(cards(r.state.players[0].board)).toEqual(Array(7).fill("FP1_002t"));
  });
});
