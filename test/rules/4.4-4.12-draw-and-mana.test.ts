/**
 * Rulebook 4.4 抽牌 and 4.12 法力水晶.
 */
import { describe, expect, it } from "vitest";
import { events, player, request, run, triggerOrder } from "../support/engine.js";

const draw = (count: number, who = 1) => [{ type: "draw", player: who, count }];
const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

describe("4.4 drawing", () => {
  it("a full hand burns the drawn card: it goes to the graveyard and is not a draw", () => {
    const r = run(request([player({ hand: Array.from({ length: 10 }, () => ({ card: "CS2_231" })), deck: [{ card: "CS2_182", ref: "Y" }] }), player()], draw(1)));
    expect(r.state.players[0].hand).toHaveLength(10);
    expect(r.state.players[0].graveyard.map((c) => c.card)).toEqual(["CS2_182"]);
    expect(events(r, "draw")).toHaveLength(0);
    expect(events(r, "burn")).toHaveLength(1);
  });

  it("draw N is N single draws, each with its triggers resolved before the next (Flame Leviathan drawn first)", () => {
    const r = run(request([player({
      board: [{ card: "EX1_007", ref: "A", health: 5 }], deck: [{ card: "GVG_007", ref: "L" }, { card: "CS2_231" }, { card: "CS2_231" }],
    }), player()], draw(2)));
    // Leviathan is drawn, deals its damage (the Acolyte draws), and only then the second draw happens.
    const drawn = events(r, "draw").map((e) => e.target!.ref ?? e.target!.card);
    expect(drawn).toEqual(["L", "CS2_231", "CS2_231"]);
    expect(triggerOrder(r, ["L", "A"])).toEqual(["L", "A"]);
  });

  it("fatigue counts up per empty draw and damages the hero", () => {
    const r = run(request([player(), player()], draw(3)));
    expect(r.state.players[0].hero.health).toBe(24);
    expect(r.state.players[0].tags.FATIGUE).toBe(3);
  });
});

describe("4.12 mana crystals", () => {
  it("gaining full crystals raises the maximum and leaves used mana alone (Nourish at 6/6: 2/8)", () => {
    const r = run(request([player({ mana: { crystals: 6 }, hand: [{ card: "EX1_164", ref: "N", cost: 6 }] }), player()], [{ type: "play", card: "N", choose: 1 }]));
    expect(r.state.players[0].mana).toMatchObject({ crystals: 8, used: 6 });
  });

  it("at the cap, a full crystal refreshes one instead", () => {
    const r = run(request([player({ mana: { crystals: 9, used: 9 }, hand: [{ card: "EX1_164", ref: "N", cost: 0 }] }), player()], [{ type: "play", card: "N", choose: 1 }]));
    expect(r.state.players[0].mana).toMatchObject({ crystals: 10, used: 8 });
  });

  it("losing a crystal lowers the maximum and used mana, neither below 0 (Felguard at 10/10: 9/9)", () => {
    const r = run(request([player({ hand: [{ card: "EX1_301", ref: "FG", cost: 0 }] }), player()], [{ type: "play", card: "FG" }]));
    expect(r.state.players[0].mana).toMatchObject({ crystals: 9, used: 0 });
    const spent = run(request([player({ mana: { crystals: 10, used: 1 }, hand: [{ card: "EX1_301", ref: "FG", cost: 0 }] }), player()], [{ type: "play", card: "FG" }]));
    expect(spent.state.players[0].mana).toMatchObject({ crystals: 9, used: 0 });
  });

  it("paying spends temporary mana first", () => {
    const r = run(request([player({ mana: { crystals: 3, temp: 1 }, hand: [{ card: "CS2_172", ref: "R" }] }), player()], [{ type: "play", card: "R" }]));
    expect(r.state.players[0].mana).toMatchObject({ crystals: 3, temp: 0, used: 1 });
  });
});

describe("4.12 full mana", () => {
  it("4.12 example: 8 crystals plus 2 temporary mana, a 0-cost Wild Growth gives Excess Mana instead; Excess Mana draws", () => {
    const r = run(request([player({ mana: { crystals: 8, used: 0, temp: 2 }, hand: [{ card: "CS2_013", ref: "WG", enchantments: [{ setCost: 0 }] }], deck: deck(1) }), player()],
      [{ type: "play", card: "WG" }]));
    expect(r.state.players[0].mana).toMatchObject({ crystals: 8, temp: 2, used: 0 });
    const em = r.state.players[0].hand;
    expect(em.map((c) => c.card)).toEqual(["CS2_013t"]);
    const r2 = run({ seed: 7, state: r.state, actions: [{ type: "play", card: "p1.hand.0" }] });
    expect(r2.state.players[0].hand.map((c) => c.ref)).toEqual(["d0"]);
  });

  it("4.12: at 10 crystals Wild Growth gives Excess Mana too; a 2-cost one paid from temporary mana is not at the cap", () => {
    const ten = run(request([player({ hand: [{ card: "CS2_013", ref: "WG" }] }), player()], [{ type: "play", card: "WG" }]));
    expect(ten.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_013t"]);
    const paid = run(request([player({ mana: { crystals: 8, used: 0, temp: 2 }, hand: [{ card: "CS2_013", ref: "WG" }] }), player()], [{ type: "play", card: "WG" }]));
    expect(paid.state.players[0].mana).toMatchObject({ crystals: 9, temp: 0, used: 1 });
  });
});
