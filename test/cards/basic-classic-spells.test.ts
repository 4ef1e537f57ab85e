/**
 * Basic (LEGACY) and Classic (EXPERT1) cards whose whole text the card format expresses: each test plays
 * the card and checks its complete text.
 */
import { describe, expect, it } from "vitest";
import { at, events, fails, player, request, run } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

describe("basic and classic spells", () => {
  it("Shadow Word: Pain and Death check the Attack of their target when played", () => {
    const board = [{ card: "CS2_172", ref: "R" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_200", ref: "O" }];
    const r = run(request([player({ hand: [{ card: "CS2_234", ref: "P" }, { card: "EX1_622", ref: "D" }] }), player({ board })],
      [{ type: "play", card: "P", target: "R" }, { type: "play", card: "D", target: "O" }]));
    expect(r.state.players[1].board.map((m) => m.ref)).toEqual(["Y"]);
    fails(request([player({ hand: [{ card: "CS2_234", ref: "P" }] }), player({ board })], [{ type: "play", card: "P", target: "Y" }]), "illegal_action");
    fails(request([player({ hand: [{ card: "EX1_622", ref: "D" }] }), player({ board })], [{ type: "play", card: "D", target: "Y" }]), "illegal_action");
  });

  it("Execute needs a damaged enemy minion; Backstab an undamaged minion", () => {
    const r = run(request([player({ hand: [{ card: "CS2_108", ref: "E" }, { card: "CS2_072", ref: "B" }] }), player({ board: [{ card: "CS2_182", ref: "Y", health: 4 }, { card: "CS2_172", ref: "R" }] })],
      [{ type: "play", card: "E", target: "Y" }, { type: "play", card: "B", target: "R" }]));
    expect(r.state.players[1].board).toHaveLength(0);
    fails(request([player({ hand: [{ card: "CS2_108", ref: "E" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })], [{ type: "play", card: "E", target: "Y" }]), "illegal_action");
    fails(request([player({ hand: [{ card: "CS2_072", ref: "B" }] }), player({ board: [{ card: "CS2_182", ref: "Y", health: 4 }] })], [{ type: "play", card: "B", target: "Y" }]), "illegal_action");
  });

  it("Kill Command deals 5 with a friendly Beast, else 3; Spell Damage adds to either", () => {
    const beast = run(request([player({ board: [{ card: "CS2_172" }], hand: [{ card: "EX1_539", ref: "K" }] }), player()], [{ type: "play", card: "K", target: "p2.hero" }]));
    expect(beast.state.players[1].hero.health).toBe(25);
    const none = run(request([player({ board: [{ card: "CS2_142" }], hand: [{ card: "EX1_539", ref: "K" }] }), player()], [{ type: "play", card: "K", target: "p2.hero" }]));
    expect(none.state.players[1].hero.health).toBe(26);
  });

  it("Mortal Coil draws only if the minion dies; Slam only if it survives", () => {
    const r = run(request([player({ hand: [{ card: "EX1_302", ref: "MC" }, { card: "EX1_391", ref: "SL" }, { card: "EX1_302", ref: "MC2" }], deck: deck(3) }),
      player({ board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }] })],
    [{ type: "play", card: "MC", target: "W" }, { type: "play", card: "SL", target: "Y" }, { type: "play", card: "MC2", target: "Y" }]));
    expect(r.state.players[0].hand.map((c) => c.ref)).toEqual(["d0", "d1"]);
    expect(at(r.state, "Y").health).toBe(2);
  });

  it("Soulfire deals 4 and discards a random card", () => {
    const r = run(request([player({ hand: [{ card: "EX1_308", ref: "SF" }, { card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }] }), player()],
      [{ type: "play", card: "SF", target: "p2.hero" }]));
    expect(r.state.players[1].hero.health).toBe(26);
    expect(r.state.players[0].hand).toHaveLength(1);
    expect(events(r, "discard")).toHaveLength(1);
    expect(r.random[0]!.purpose).toBe("random card to discard");
  });

  it("Hunter's Mark sets Health to 1 (damage cleared); Humility sets Attack to 1", () => {
    const r = run(request([player({ hand: [{ card: "CS2_084", ref: "HM" }, { card: "EX1_360", ref: "HU" }] }), player({ board: [{ card: "CS2_200", ref: "O", health: 3 }] })],
      [{ type: "play", card: "HM", target: "O" }, { type: "play", card: "HU", target: "O" }]));
    expect(at(r.state, "O")).toMatchObject({ attack: 1, health: 1, maxHealth: 1 });
  });

  it("Eviscerate deals 2, or 4 with Combo", () => {
    const r = run(request([player({ hand: [{ card: "EX1_124", ref: "E1" }, { card: "EX1_124", ref: "E2" }] }), player()],
      [{ type: "play", card: "E1", target: "p2.hero" }, { type: "play", card: "E2", target: "p2.hero" }]));
    expect(events(r, "damage").map((e) => e.amount)).toEqual([2, 4]);
  });

  it("Blizzard damages the enemy minions, then freezes them; Frost Nova freezes them all", () => {
    const r = run(request([player({ hand: [{ card: "CS2_028", ref: "B" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })], [{ type: "play", card: "B" }]));
    expect(at(r.state, "Y")).toMatchObject({ health: 3, tags: { FROZEN: 1 } });
    const n = run(request([player({ hand: [{ card: "CS2_026", ref: "N" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_172", ref: "R" }] })], [{ type: "play", card: "N" }]));
    expect(["Y", "R"].map((x) => at(n.state, x).tags?.FROZEN)).toEqual([1, 1]);
  });

  it("Holy Nova damages enemy minions, then heals your characters; Drain Life heals your hero", () => {
    const r = run(request([player({ hero: { card: "HERO_09", health: 20 }, board: [{ card: "CS2_182", ref: "M", health: 2 }], hand: [{ card: "CS1_112", ref: "HN" }, { card: "CS2_061", ref: "DL" }] }),
      player({ board: [{ card: "CS2_172", ref: "R" }] })], [{ type: "play", card: "HN" }, { type: "play", card: "DL", target: "p2.hero" }]));
    expect(at(r.state, "R").zone).toBe("graveyard");
    expect(at(r.state, "M").health).toBe(4);
    expect(r.state.players[0].hero.health).toBe(24);
    expect(r.state.players[1].hero.health).toBe(28);
  });
});

describe("basic and classic minions", () => {
  it("Shattered Sun Cleric, Abusive Sergeant (this turn only) and Dark Iron Dwarf buff their target", () => {
    const r = run(request([player({ board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "EX1_019", ref: "C" }, { card: "CS2_188", ref: "S" }] }), player({ deck: deck(1, "e") })],
      [{ type: "play", card: "C", target: "W" }, { type: "play", card: "S", target: "W" }]));
    expect(at(r.state, "W")).toMatchObject({ attack: 4, health: 2 });
    const next = run({ seed: 7, state: r.state, actions: [{ type: "endTurn" }] });
    expect(at(next.state, "W")).toMatchObject({ attack: 2, health: 2 });
  });

  it("Stampeding Kodo destroys a random enemy minion with 2 or less Attack", () => {
    const r = run(request([player({ hand: [{ card: "NEW1_041", ref: "K" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }, { card: "CS2_172", ref: "R" }] })],
      [{ type: "play", card: "K" }]));
    expect(r.state.players[1].board.map((m) => m.ref)).toEqual(["Y", "R"]);
    expect(r.random[0]!.candidates).toHaveLength(1);
  });

  it("Big Game Hunter can target only a minion with 7 or more Attack", () => {
    const r = run(request([player({ hand: [{ card: "EX1_005", ref: "B" }] }), player({ board: [{ card: "CS2_186", ref: "G" }] })], [{ type: "play", card: "B", target: "G" }]));
    expect(at(r.state, "G").zone).toBe("graveyard");
    fails(request([player({ hand: [{ card: "EX1_005", ref: "B" }] }), player({ board: [{ card: "CS2_200", ref: "O" }] })], [{ type: "play", card: "B", target: "O" }]), "illegal_action");
  });

  it("summoning battlecries put the token to the right of the minion; Nightblade hits the enemy hero", () => {
    const r = run(request([player({ board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "CS2_196", ref: "RH" }, { card: "EX1_593", ref: "NB" }] }), player()],
      [{ type: "play", card: "RH", position: 0 }, { type: "play", card: "NB" }]));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_196", "CS2_boar", "CS2_231", "EX1_593"]);
    expect(r.state.players[1].hero.health).toBe(27);
  });

  it("Raid Leader and Timber Wolf: auras for other friendly minions (Beasts only for the Wolf)", () => {
    const r = run(request([player({ board: [{ card: "CS2_122" }, { card: "DS1_175" }, { card: "CS2_172", ref: "R" }, { card: "CS2_231", ref: "W" }], hand: [{ card: "CS2_008", ref: "MF" }] }),
      player({ board: [{ card: "CS2_172", ref: "ER" }] })], [{ type: "play", card: "MF", target: "p2.hero" }]));
    expect([at(r.state, "R").attack, at(r.state, "W").attack, at(r.state, "ER").attack]).toEqual([5, 2, 3]);
  });

  it("Starving Buzzard draws when you summon a Beast; Gurubashi Berserker gains +3 Attack per hit", () => {
    const r = run(request([player({ board: [{ card: "CS2_237" }, { card: "EX1_399", ref: "GB" }], hand: [{ card: "CS2_196", ref: "RH" }, { card: "EX1_400", ref: "WW" }], deck: deck(2) }), player()],
      [{ type: "play", card: "RH" }, { type: "play", card: "WW" }]));
    expect(r.state.players[0].hand.map((c) => c.ref)).toEqual(["d0"]); // the Boar is a Beast; Razorfen Hunter is not
    expect(at(r.state, "GB")).toMatchObject({ attack: 5, health: 7 });
  });
});
