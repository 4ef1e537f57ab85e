/**
 * Rulebook 2.3 使用法术牌, 2.4 使用武器牌, 2.5 使用英雄牌.
 */
import { describe, expect, it } from "vitest";
import { at, events, fails, nodes, player, request, run } from "../support/engine.js";

describe("2.3 playing a spell", () => {
  it("resolves its text in the resolve phase and goes to the graveyard; Spell Damage adds to it", () => {
    const r = run(request([player({ board: [{ card: "CS2_052" }], hand: [{ card: "CS2_008", ref: "M" }] }), player()], [{ type: "play", card: "M", target: "p2.hero" }]));
    expect(r.state.players[1].hero.health).toBe(28);
    expect(at(r.state, "M").zone).toBe("graveyard");
  });

  it("a secret goes to the secret zone and does nothing yet; a second copy of it is refused", () => {
    const r = run(request([player({ hand: [{ card: "EX1_610", ref: "S" }] }), player()], [{ type: "play", card: "S" }]));
    expect(at(r.state, "S").zone).toBe("secrets");
    fails(request([player({ secrets: [{ card: "EX1_610" }], hand: [{ card: "EX1_610", ref: "S" }] }), player()], [{ type: "play", card: "S" }]), "illegal_action");
  });

  it("a secret does not trigger on its owner's turn", () => {
    const r = run(request([player({ secrets: [{ card: "EX1_136", ref: "R" }], board: [{ card: "CS2_231", ref: "W" }] }), player()], [{ type: "destroy", target: "W" }]));
    expect(at(r.state, "R").zone).toBe("secrets");
    expect(r.state.players[0].board).toHaveLength(0);
  });

  it("needs a valid target: none given, or an enemy with Stealth, is refused", () => {
    fails(request([player({ hand: [{ card: "CS2_008", ref: "M" }] }), player()], [{ type: "play", card: "M" }]), "illegal_action");
    fails(request([player({ hand: [{ card: "CS2_008", ref: "M" }] }), player({ board: [{ card: "EX1_010", ref: "S" }] })], [{ type: "play", card: "M", target: "S" }]), "illegal_action");
    fails(request([player({ hand: [{ card: "EX1_332", ref: "S" }] }), player()], [{ type: "play", card: "S", target: "p2.hero" }]), "illegal_action");
  });

  it("Choose One: the chosen option resolves (Nourish: two full crystals, 2/8 after paying 6 of 6)", () => {
    const r = run(request([player({ mana: { crystals: 6, used: 0 }, hand: [{ card: "EX1_164", ref: "N", cost: 6 }] }), player()], [{ type: "play", card: "N", choose: 1 }]));
    expect(r.state.players[0].mana).toMatchObject({ crystals: 8, used: 6 });
    const draw = run(request([player({ hand: [{ card: "EX1_164", ref: "N" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] }), player()], [{ type: "play", card: "N", choose: 2 }]));
    expect(draw.state.players[0].hand).toHaveLength(3);
  });

  it("Choose One without `choose` takes the next scripted choice, else a seeded random one (recorded)", () => {
    const body = (choices?: number[]) => request([player({ hand: [{ card: "EX1_164", ref: "N" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] }), player()],
      [{ type: "play", card: "N" }], choices ? { choices } : {});
    expect(run(body([1])).state.players[0].hand).toHaveLength(3);
    expect(run(body([0])).state.players[0].mana.crystals).toBe(10);
    const random = run(body());
    expect(random.random[0]).toMatchObject({ purpose: "Choose One" });
    fails(body([5]), "illegal_action");
  });

  it("Choose One's seeded pick is among the options the action fits (rules-notes 92); a scripted answer stands and may fail", () => {
    // Starfall: 1 = 5 damage to a minion (a target), 2 = 2 damage to all enemy minions (none).
    const body = (target?: string, seed = 7, choices?: number[]) => ({ ...request([player({ hand: [{ card: "NEW1_007", ref: "S" }] }), player({ board: [{ card: "CS2_200", ref: "O" }, { card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "S", ...(target ? { target } : {}) }], choices ? { choices } : {}), seed });
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const aimed = run(body("O", seed));
      expect([at(aimed.state, "O").health, at(aimed.state, "Y").health]).toEqual([2, 5]);
      expect(aimed.random.map((d) => [d.purpose, d.candidates])).toEqual([["Choose One", ["0"]]]);
      const wide = run(body(undefined, seed));
      expect([at(wide.state, "O").health, at(wide.state, "Y").health]).toEqual([5, 3]);
    }
    fails(body("O", 7, [1]), "illegal_action");
    // Wrath: both options take a minion, so both fit and the seed picks between them.
    const picks = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => run({ ...request([player({ hand: [{ card: "EX1_154", ref: "W" }] }), player({ board: [{ card: "CS2_200", ref: "O" }] })],
      [{ type: "play", card: "W", target: "O" }]), seed }).random[0]!.chosen));
    expect(picks).toEqual(new Set([0, 1]));
  });

  it("is counted as a card played this turn (the Coin: a temporary crystal, 4.12)", () => {
    const r = run(request([player({ mana: { crystals: 5 }, hand: [{ card: "GAME_005", ref: "C" }] }), player()], [{ type: "play", card: "C" }]));
    expect(r.state.players[0].tags.NUM_CARDS_PLAYED_THIS_TURN).toBe(1);
    expect(r.state.players[0].mana).toMatchObject({ crystals: 5, temp: 1, used: 0 });
    // At the cap a temporary crystal refreshes a used one instead.
    const capped = run(request([player({ mana: { crystals: 10, used: 3 }, hand: [{ card: "GAME_005", ref: "C" }] }), player()], [{ type: "play", card: "C" }]));
    expect(capped.state.players[0].mana).toMatchObject({ crystals: 10, temp: 0, used: 2 });
  });
});

describe("2.4 playing a weapon", () => {
  it("the old weapon stays equipped until the resolve phase replaces it, then dies in the next death-creation step", () => {
    const r = run(request([player({ weapon: { card: "CS2_106", ref: "OLD" }, hand: [{ card: "CS2_112", ref: "NEW" }] }), player()], [{ type: "play", card: "NEW" }]));
    expect(at(r.state, "NEW").zone).toBe("weapon");
    expect(at(r.state, "OLD").zone).toBe("graveyard");
    const resolve = r.trace[0]!.children.find((c) => c.kind === "phase" && c.name === "resolve")!;
    const after = r.trace[0]!.children[r.trace[0]!.children.indexOf(resolve) + 1]!;
    expect(after).toMatchObject({ kind: "step", name: "death-creation", removed: [expect.objectContaining({ ref: "OLD" })] });
  });

  it("a hero attacking with a weapon uses its attack and the weapon loses 1 durability in the after-attack step", () => {
    const r = run(request([player({ weapon: { card: "CS2_106", ref: "AXE" } }), player()], [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }]));
    expect(r.state.players[1].hero.health).toBe(27);
    expect(at(r.state, "AXE").durability).toBe(1);
    const after = nodes(r, "step").find((s) => s.name === "after-attack")!;
    expect(JSON.stringify(after)).toContain("DURABILITY");
  });

  it("a weapon with no durability left is destroyed", () => {
    const r = run(request([player({ weapon: { card: "CS2_106", ref: "AXE", durability: 1 } }), player()], [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }]));
    expect(at(r.state, "AXE").zone).toBe("graveyard");
    expect(r.state.players[0].weapon).toBeUndefined();
  });

  it("2.4 example: playing Sword of Justice while holding one — an on-play summon is buffed by both (4/3), and the new Sword keeps 4 Durability", () => {
    const flames = { id: "T_ON_PLAY_SUMMONER", type: "MINION", cost: 5, attack: 1, health: 5, triggers: [{ on: "play", if: { player: "friendly" }, do: [{ type: "summon", card: "EX1_614t" }] }] };
    const r = run(request([player({ weapon: { card: "EX1_366", ref: "OLD" }, board: [{ card: "T_ON_PLAY_SUMMONER" }], hand: [{ card: "EX1_366", ref: "NEW" }] }), player()],
      [{ type: "play", card: "NEW" }], { cards: [flames] }));
    expect(r.state.players[0].board.find((m) => m.card === "EX1_614t")).toMatchObject({ attack: 4, health: 3 });
    expect(r.state.players[0].weapon).toMatchObject({ ref: "NEW", durability: 4 });
    expect(at(r.state, "OLD").zone).toBe("graveyard");
  });
});

describe("2.5 playing a hero card (Lord Jaraxxus)", () => {
  it("the new hero keeps the old one's health and armor plus its own armor, gets its hero power, then the battlecry resolves", () => {
    const r = run(request([player({ hero: { card: "HERO_07", health: 20, armor: 3 }, hand: [{ card: "EX1_323", ref: "J" }] }), player()], [{ type: "play", card: "J" }]));
    const hero = r.state.players[0].hero;
    expect(hero).toMatchObject({ card: "EX1_323", health: 20, maxHealth: 30, armor: 8 });
    expect(r.state.players[0].heroPower!.card).toBe("EX1_tk33");
    expect(r.state.players[0].weapon!.card).toBe("EX1_323w");
    expect(r.state.players[0].setAside.map((e) => e.card)).toEqual(expect.arrayContaining(["HERO_07", "CS2_056"]));
  });

  it("the new hero power can be used the same turn", () => {
    const r = run(request([player({ hand: [{ card: "EX1_323", ref: "J" }] }), player()], [{ type: "play", card: "J" }, { type: "heroPower" }]));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["EX1_tk34"]);
    expect(events(r, "summon")).toHaveLength(1);
  });
});

describe("2.3 c) counter (反制)", () => {
  it("Counterspell counters the spell in the play phase: paid for, counted as played, then sent to the graveyard with nothing else happening", () => {
    const watcher = { id: "T_AFTER_PLAY_WATCH", type: "MINION", cost: 1, attack: 0, health: 5, triggers: [{ on: "after-play", do: [{ type: "buff", to: "self", attack: 1 }] }] };
    const r = run(request([
      player({ board: [{ card: "T_AFTER_PLAY_WATCH", ref: "W" }], hand: [{ card: "CS2_029", ref: "F" }] }),
      player({ secrets: [{ card: "EX1_287", ref: "CS" }] }),
    ], [{ type: "play", card: "F", target: "p2.hero" }], { cards: [watcher] }));
    expect(r.state.players[1].hero.health).toBe(30);
    expect(at(r.state, "F").zone).toBe("graveyard");
    expect(at(r.state, "CS").zone).toBe("graveyard");
    expect(r.state.players[0].mana.used).toBe(4);
    expect(r.state.players[0].tags.NUM_CARDS_PLAYED_THIS_TURN).toBe(1); // 5.1: Combo still counts it
    expect(at(r.state, "W").attack).toBe(0); // no trigger of the sequence fires
    expect(r.trace[0]!.children.filter((c) => c.kind === "phase").map((p) => (p as { name: string }).name)).toEqual(["play"]);
    expect(r.log).toContain("Counterspell counters Fireball.");
  });

  it("反制和失效: a countered spell gives no Overload — the card is not played to its end (Lightning Bolt)", () => {
    const r = run(request([player({ hand: [{ card: "EX1_238", ref: "LB" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }], secrets: [{ card: "EX1_287" }] })],
      [{ type: "play", card: "LB", target: "Y" }]));
    expect(at(r.state, "Y").health).toBe(5);
    expect(r.state.players[0].mana).toMatchObject({ used: 1, overloadOwed: 0 }); // paid for, not overloaded
    expect(events(r, "overload")).toHaveLength(0);
    // Positive control: the same Bolt, not countered, overloads in the play phase (2.3 g).
    const ok = run(request([player({ hand: [{ card: "EX1_238", ref: "LB" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "LB", target: "Y" }]));
    expect(ok.state.players[0].mana.overloadOwed).toBe(1);
    expect(events(ok, "overload")).toHaveLength(1);
  });

  it("反制和失效: 所有计数器不会增加计数 — a countered spell is not counted as a spell played, nor as the last card played; only Combo's count keeps it (例外)", () => {
    const counter = { id: "T_SPELL_COUNTER", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "armor", amount: { playedThisTurn: "spell" } }] };
    const r = run(request([
      player({ hand: [{ card: "CS2_029", ref: "F" }, { card: "T_SPELL_COUNTER", ref: "T" }], lastPlayed: "CS2_231" }),
      player({ secrets: [{ card: "EX1_287" }] }),
    ], [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "T" }], { cards: [counter] }));
    expect(r.state.players[0].hero.armor ?? 0).toBe(0);
    expect(r.state.players[0].tags.NUM_SPELLS_PLAYED_THIS_TURN).toBeUndefined();
    expect(r.state.players[0].tags.NUM_CARDS_PLAYED_THIS_TURN).toBe(2);
    expect(r.state.players[0].lastPlayed).toBe("T_SPELL_COUNTER");
    // Positive control: not countered, the Fireball counts (1 Armor).
    const ok = run(request([player({ hand: [{ card: "CS2_029", ref: "F" }, { card: "T_SPELL_COUNTER", ref: "T" }] }), player()],
      [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "T" }], { cards: [counter] }));
    expect(ok.state.players[0].hero.armor).toBe(1);
  });

  it("反制和失效: the last card played goes back to the one before when the card is countered", () => {
    const r = run(request([player({ hand: [{ card: "CS2_029", ref: "F" }], lastPlayed: "CS2_231" }), player({ secrets: [{ card: "EX1_287" }] })],
      [{ type: "play", card: "F", target: "p2.hero" }]));
    expect(r.state.players[0].lastPlayed).toBe("CS2_231");
  });

  it("Counterspell ignores minions and its owner's own spells", () => {
    const minion = run(request([player({ hand: [{ card: "CS2_182", ref: "Y" }] }), player({ secrets: [{ card: "EX1_287", ref: "CS" }] })], [{ type: "play", card: "Y" }]));
    expect(at(minion.state, "CS").zone).toBe("secrets");
    expect(at(minion.state, "Y").zone).toBe("board");
  });
});
