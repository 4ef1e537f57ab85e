/**
 * Rulebook 4.1 生命值与攻击力: gaining health raises the maximum (damage unchanged); doubling health adds the current
 * health to the maximum (神圣之灵); setting health sets the maximum and clears damage; setting attack is a set that
 * later changes apply on top of; negative attack counts as 0, each of a hero's and its weapon's on its own.
 * Amounts are read when the effect resolves.
 */
import { describe, expect, it } from "vitest";
import { at, events, player, request, run } from "../support/engine.js";

describe("4.1 doubling", () => {
  it("4.1 example: Divine Spirit on a damaged 4/3 Injured Blademaster — maximum health +3 to 10, health 6", () => {
    const r = run(request([player({ hand: [{ card: "CS2_181", ref: "IB" }, { card: "CS2_236", ref: "DS" }] }), player()],
      [{ type: "play", card: "IB" }, { type: "play", card: "DS", target: "IB" }]));
    expect(at(r.state, "IB")).toMatchObject({ attack: 4, health: 6, maxHealth: 10 });
    expect(events(r, "buff").at(-1)).toMatchObject({ enchantment: "CS2_236e" });
    // The output state loads again with the same stats.
    const again = run({ seed: 7, state: r.state, actions: [{ type: "endTurn" }] });
    expect(at(again.state, "IB")).toMatchObject({ attack: 4, health: 6, maxHealth: 10 });
  });

  it("4.1: Divine Spirit doubles the health the player sees, aura health included (Stormwind Champion's +1 counts)", () => {
    const r = run(request([player({ board: [{ card: "CS2_222" }, { card: "CS2_182", ref: "Y", health: 3 }], hand: [{ card: "CS2_236", ref: "DS" }] }), player()],
      [{ type: "play", card: "DS", target: "Y" }]));
    // Yeti 4/5 with the Champion's +1/+1 is 5/6; 3 damage shows 5/3; doubling adds 3: maximum 9, health 6.
    expect(at(r.state, "Y")).toMatchObject({ attack: 5, health: 6, maxHealth: 9 });
  });

  it("Blessed Champion adds the current Attack (auras included); a second one doubles again", () => {
    const r = run(request([player({ board: [{ card: "CS2_122" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "EX1_355", ref: "B1" }, { card: "EX1_355", ref: "B2" }] }), player()],
      [{ type: "play", card: "B1", target: "Y" }, { type: "play", card: "B2", target: "Y" }]));
    // 4 + 1 (Raid Leader) = 5 → +5 = 10 → +10 = 20.
    expect(at(r.state, "Y")).toMatchObject({ attack: 20, health: 5 });
    expect(events(r, "buff").map((e) => e.attack)).toEqual([5, 10]);
  });
});

describe("4.1 setting attack", () => {
  it("Inner Fire sets Attack to the Health at resolution: a damaged Yeti (4/2) becomes 2/2; later buffs apply on top", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", health: 2 }], hand: [{ card: "CS1_129", ref: "IF" }, { card: "CS2_087", ref: "BM" }] }), player()],
      [{ type: "play", card: "IF", target: "Y" }, { type: "play", card: "BM", target: "Y" }]));
    expect(at(r.state, "Y")).toMatchObject({ attack: 5, health: 2 }); // set to 2, then Blessing of Might +3
    const en = at(r.state, "Y").enchantments!;
    expect(en.map((e) => e.card)).toEqual(["CS1_129e", "CS2_087e"]);
    expect(en[0]).toMatchObject({ setAttack: 2 });
  });

  it("Inner Fire's set is fixed: healing the minion afterwards does not change its Attack (no memory, no link)", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", health: 2 }], hand: [{ card: "CS1_129", ref: "IF" }, { card: "CS2_007", ref: "HT" }] }), player()],
      [{ type: "play", card: "IF", target: "Y" }, { type: "play", card: "HT", target: "Y" }]));
    expect(at(r.state, "Y")).toMatchObject({ attack: 2, health: 5 });
  });

  it("Aldor Peacekeeper sets an enemy minion's Attack to 1; an aura still adds after it (1.3: aura enchantments come last)", () => {
    const r = run(request([player({ hand: [{ card: "EX1_382", ref: "AP" }] }), player({ board: [{ card: "CS2_122" }, { card: "CS2_200", ref: "O" }] })],
      [{ type: "play", card: "AP", target: "O" }]));
    expect(at(r.state, "O")).toMatchObject({ attack: 2, health: 7 }); // set 1, Raid Leader +1
    expect(at(r.state, "O").enchantments!.map((e) => e.card)).toEqual(["EX1_382e"]);
  });

  it("Humility then Blessed Champion: the double reads the set value (1 → 2)", () => {
    const r = run(request([player({ board: [{ card: "CS2_200", ref: "O" }], hand: [{ card: "EX1_360", ref: "H" }, { card: "EX1_355", ref: "B" }] }), player()],
      [{ type: "play", card: "H", target: "O" }, { type: "play", card: "B", target: "O" }]));
    expect(at(r.state, "O").attack).toBe(2);
  });
});

describe("4.1 Lightspawn", () => {
  it("Lightspawn's Attack is its current Health: 0/4 shows 4/4, and falls with damage at once", () => {
    const r = run(request([player({ hand: [{ card: "EX1_335", ref: "L" }] }), player({ hand: [{ card: "CS2_008", ref: "MF" }] })],
      [{ type: "play", card: "L" }]));
    expect(at(r.state, "L")).toMatchObject({ attack: 4, health: 4 });
    const r2 = run(request([player({ board: [{ card: "EX1_335", ref: "L" }], hand: [{ card: "CS2_008", ref: "MF" }] }), player()],
      [{ type: "play", card: "MF", target: "L" }]));
    expect(at(r2.state, "L")).toMatchObject({ attack: 3, health: 3 });
  });

  it("Lightspawn ignores changes to its Attack, aura ones included, but health auras raise it; silenced, it is a plain 0/4 again", () => {
    const r = run(request([player({
      board: [{ card: "CS2_222" }, { card: "EX1_335", ref: "L" }, { card: "CS2_122" }],
      hand: [{ card: "CS2_087", ref: "BM" }, { card: "EX1_360", ref: "H" }],
    }), player()], [{ type: "play", card: "BM", target: "L" }, { type: "play", card: "H", target: "L" }]));
    // Stormwind Champion +1/+1 and Raid Leader +1 attack, Blessing of Might +3, Humility: Attack stays the Health, 5.
    expect(at(r.state, "L")).toMatchObject({ attack: 5, health: 5 });
    const s = run(request([player({ board: [{ card: "CS2_222" }, { card: "EX1_335", ref: "L" }], hand: [{ card: "EX1_332", ref: "S" }] }), player()],
      [{ type: "play", card: "S", target: "L" }]));
    expect(at(s.state, "L")).toMatchObject({ attack: 1, health: 5 }); // base 0 + Champion's +1
  });

  it("the output state with a Lightspawn loads again unchanged", () => {
    const r = run(request([player({ board: [{ card: "CS2_222" }, { card: "EX1_335", ref: "L", health: 2 }] }), player()], [{ type: "endTurn" }]));
    expect(at(r.state, "L")).toMatchObject({ attack: 2, health: 2, maxHealth: 5 });
    const again = run({ seed: 7, state: r.state, actions: [{ type: "endTurn" }] });
    expect(at(again.state, "L")).toMatchObject({ attack: 2, health: 2, maxHealth: 5 });
  });
});

describe("4.1 negative attack", () => {
  it("4.1 example (Heroic Strike): a weapon whose Attack fell below 0 counts as 0 on its own; the hero's +4 still hits for 4", () => {
    // The rulebook's Gorehowl at −1 Attack, as a Fiery War Axe with −4.
    const r = run(request([
      player({ weapon: { card: "CS2_106", ref: "AXE", enchantments: [{ attack: -4 }] }, hand: [{ card: "CS2_105", ref: "HS" }] }),
      player({ board: [{ card: "CS2_200", ref: "O" }] }),
    ], [{ type: "play", card: "HS" }, { type: "attack", attacker: "p1.hero", defender: "O" }]));
    expect(at(r.state, "O").health).toBe(3);
    expect(events(r, "damage").find((e) => e.target?.ref === "O")!.amount).toBe(4);
    // One turn only (TAG_ONE_TURN_EFFECT): gone after the turn.
    const next = run({ seed: 7, state: r.state, actions: [{ type: "endTurn" }] });
    expect(next.state.players[0].hero.enchantments ?? []).toEqual([]);
  });
});
