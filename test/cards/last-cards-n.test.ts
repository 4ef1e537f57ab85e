import { describe, expect, it } from "vitest";
import { at, cards, events, player, request, run, triggerOrder } from "../support/engine.js";
import { allFacts } from "../../src/engine/hearthstone/cards/facts.js";

const classOf = (id: string) => allFacts().find((f) => f.id === id)!.cardClass;

describe("Pen Flinger (SCH_248): Spellburst, a once-only after-play trigger (5.1 法术迸发)", () => {
  it("5.1 例: with Wild Pyromancer (entered first), The Coin: the Pyromancer mortally wounds the Flinger, which still returns to hand", () => {
    const r = run(request([
      player({ board: [{ card: "NEW1_020", ref: "WP" }, { card: "SCH_248", ref: "PF" }], hand: [{ card: "GAME_005", ref: "C" }] }),
      player(),
    ], [{ type: "play", card: "C" }]));
    expect(triggerOrder(r, ["WP", "PF"])).toEqual(["WP", "PF"]);
    expect(at(r.state, "PF")).toMatchObject({ zone: "hand", health: 1 });
    expect(events(r, "death")).toHaveLength(0);
    expect(at(r.state, "WP")).toMatchObject({ zone: "board", health: 1 });
  });

  it("5.1 例: Pressure Plate entered before the Flinger destroys it, and Spellburst still returns it to hand", () => {
    const r = run(request([
      player({ board: [{ card: "SCH_248", ref: "PF", order: 20 }], hand: [{ card: "GAME_005", ref: "C" }] }),
      player({ secrets: [{ card: "ULD_152", ref: "PP", order: 10 }] }),
    ], [{ type: "play", card: "C" }]));
    expect(triggerOrder(r, ["PP", "PF"])).toEqual(["PP", "PF"]);
    expect(at(r.state, "PP").zone).toBe("graveyard");
    expect(events(r, "destroy").map((e) => e.target!.ref)).toEqual(["PF"]);
    expect(at(r.state, "PF").zone).toBe("hand");
    expect(events(r, "death")).toHaveLength(0);
  });

  it("5.1 例: the Flinger entered first returns to hand; Pressure Plate then has no minion and does not trigger", () => {
    const r = run(request([
      player({ board: [{ card: "SCH_248", ref: "PF", order: 10 }], hand: [{ card: "GAME_005", ref: "C" }] }),
      player({ secrets: [{ card: "ULD_152", ref: "PP", order: 20 }] }),
    ], [{ type: "play", card: "C" }]));
    expect(at(r.state, "PF").zone).toBe("hand");
    expect(at(r.state, "PP").zone).toBe("secrets");
    expect(events(r, "reveal")).toHaveLength(0);
  });

  it("Spellburst works once: a second spell does nothing more; the card played again has it again", () => {
    // The Flinger returns on the first Coin, is played again (its battlecry hits the Yeti) as a new minion, and returns again.
    const r = run(request([
      player({ board: [{ card: "SCH_248", ref: "PF" }], hand: [{ card: "GAME_005", ref: "C1" }, { card: "GAME_005", ref: "C2" }] }),
      player({ board: [{ card: "CS2_182", ref: "Y" }] }),
    ], [{ type: "play", card: "C1" }, { type: "play", card: "PF", target: "Y" }, { type: "play", card: "C2" }]));
    expect(at(r.state, "PF").zone).toBe("hand");
    expect(at(r.state, "Y").health).toBe(4);
    expect(triggerOrder(r, ["PF"])).toEqual(["PF", "PF"]);
  });

  it("a `once` trigger is used up when it resolves: two spells, one buff (test-only Spellburst minion)", () => {
    const burst = { id: "T_BURST_BUFF", type: "MINION", cost: 1, attack: 1, health: 1,
      triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", attack: 1 }] }] };
    const r = run(request([
      player({ board: [{ card: "T_BURST_BUFF", ref: "B" }], hand: [{ card: "GAME_005", ref: "C1" }, { card: "GAME_005", ref: "C2" }] }),
      player(),
    ], [{ type: "play", card: "C1" }, { type: "play", card: "C2" }], { cards: [burst] }));
    expect(at(r.state, "B").attack).toBe(2);
    expect(triggerOrder(r, ["B"])).toEqual(["B"]);
    expect(at(r.state, "B").tags?.TRIGGER_USED_0).toBe(1);
  });
});

describe("Kalecgos (DAL_609)", () => {
  it("your first spell each turn costs (0); the next one costs its usual", () => {
    const r = run(request([
      player({ board: [{ card: "DAL_609", ref: "K" }], hand: [{ card: "CS2_029", ref: "FB" }, { card: "CS2_024", ref: "FR" }] }),
      player(),
    ], [{ type: "play", card: "FB", target: "p2.hero" }]));
    expect(r.state.players[0].mana.used).toBe(0);
    expect(r.state.players[1].hero.health).toBe(24);
    expect(at(r.state, "FR").cost).toBe(2);
    expect(r.state.players[0].tags.NUM_SPELLS_PLAYED_THIS_TURN).toBe(1);
  });

  it("a minion played first does not use it up", () => {
    const r = run(request([
      player({ board: [{ card: "DAL_609", ref: "K" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "CS2_029", ref: "FB" }] }),
      player(),
    ], [{ type: "play", card: "W" }]));
    expect(at(r.state, "FB").cost).toBe(0);
  });

  it("5.1: its Discover offers spells of your hero's class or neutral ones (a Priest hero: no Mage spells)", () => {
    const r = run(request([
      player({ hero: { card: "HERO_09" }, hand: [{ card: "DAL_609", ref: "K" }] }),
      player(),
    ], [{ type: "play", card: "K" }], { choices: [0] }));
    const ev = events(r, "discover")[0]!;
    const options = ev.options as string[];
    expect(options).toHaveLength(3);
    for (const id of options) expect(["PRIEST", "NEUTRAL"]).toContain(classOf(id));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([options[0]]);
    // Kalecgos's aura makes the discovered spell cost (0) in hand.
    expect(r.state.players[0].hand[0]!.cost).toBe(0);
  });

  it("4.11 (1767): with no spell played it neither lapses nor refreshes; after a spell it refreshes at your next turn start, after Naga Sea Witch", () => {
    const lurker = { card: "KAR_041", ref: "ML", enchantments: [{ card: "KAR_041e", remembers: "LOE_038", remembersOwner: 1 }] };
    const r = run(request([
      player({ board: [{ card: "DAL_609", ref: "K" }, lurker], hand: [{ card: "CS2_029", ref: "FB" }, { card: "CS2_024", ref: "FR" }] }),
      player(),
    ], [{ type: "destroy", target: "ML" }, { type: "endTurn" }, { type: "endTurn" }]));
    // Naga entered after Kalecgos's state: (5); the next turn start does not refresh it (no spell was played).
    expect(at(r.state, "FB").cost).toBe(5);
    const later = run(request([
      player({ board: [{ card: "DAL_609", ref: "K" }, lurker], hand: [{ card: "CS2_029", ref: "FB" }, { card: "CS2_024", ref: "FR" }] }),
      player(),
    ], [{ type: "destroy", target: "ML" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "FR", target: "p2.hero" },
      { type: "endTurn" }, { type: "endTurn" }]));
    expect(at(later.state, "FB").cost).toBe(0);
  });
});

describe("4.11 例 (1771): Pint-Sized Summoner with Moat Lurker and Naga Sea Witch", () => {
  it("no minion played: the aura does not refresh (minions stay (5)); after one is played it refreshes after Naga: (4)", () => {
    const lurker = { card: "KAR_041", ref: "ML", enchantments: [{ card: "KAR_041e", remembers: "LOE_038", remembersOwner: 1 }] };
    const base: [ReturnType<typeof player>, ReturnType<typeof player>] = [
      player({ board: [{ card: "EX1_076", ref: "PS" }, lurker], hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] }), player()];
    const first = run(request(base, [{ type: "destroy", target: "ML" }]));
    expect(at(first.state, "Y").cost).toBe(5);
    const next = run(request(base, [{ type: "destroy", target: "ML" }, { type: "endTurn" }, { type: "endTurn" }]));
    expect(at(next.state, "Y").cost).toBe(5);
    const after = run(request(base, [{ type: "destroy", target: "ML" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "W" },
      { type: "endTurn" }, { type: "endTurn" }]));
    expect(at(after.state, "Y").cost).toBe(4);
  });
});
