/**
 * 神话起源规则指南: 召唤失调 (6), 挥舞与献祭装备 (20), 发起战斗的流程 (21), 伤害结算 (22), 生命值与耐久度上限 (19),
 * 卡牌的武力变化 (25), 卡牌的灵力变化 (26).
 */
import { describe, expect, it } from "vitest";
import { byRef, cardsIn, deck, events, fails, nodes, request, run, spirit, zone } from "./helpers.js";

const attack = (attacker: string, defender: string, extra: Record<string, unknown> = {}) => [{ type: "attack", attacker, defender, ...extra }, { type: "passAll" }];

describe("6 召唤失调", () => {
  it("6: a creature that entered this turn cannot attack nor use a [横置] ability (409)", () => {
    fails(request([{ field: [{ card: "跳跳兔", ref: "R", enteredThisTurn: true }] }, {}], attack("R", "p2.general")), "illegal_action");
    fails(request([{ field: [{ card: "妲己", ref: "D", enteredThisTurn: true }] }, { field: [{ card: "跳跳兔", ref: "T" }] }], [{ type: "activate", card: "D", targets: ["T"] }]), "illegal_action");
  });

  it("6: with 【先锋】 it can attack and tap the turn it enters", () => {
    const r = run(request([{ hand: [{ card: "先锋骑兵", ref: "V" }], spirit: spirit(2) }, {}], [{ type: "play", card: "V" }, { type: "passAll" }, ...attack("V", "p2.general")]));
    expect(zone(r, 2, "general")[0]!.health).toBe(28);
    const tap = run(request([{ field: [{ card: "先锋骑兵", ref: "V", enteredThisTurn: true }], deck: deck(1) }, {}], [{ type: "activate", card: "V" }, { type: "passAll" }]));
    expect(zone(tap, 1, "hand")).toHaveLength(1);
  });
});

describe("21 发起战斗的流程", () => {
  it("21.1–21.3: declare (a timing), execute (the attacker taps), combat damage (attack and counter damage, kept as markers)", () => {
    const r = run(request([{ field: [{ card: "神力牛魔", ref: "O" }] }, { field: [{ card: "金甲力士", ref: "G" }] }], attack("O", "G")));
    const steps = nodes(r.trace).filter((n) => n.kind === "step").map((n) => n.name);
    expect(steps).toEqual(["declare-combat", "timing", "execute-combat", "combat-damage"]);
    expect(byRef(r, "O")).toMatchObject({ tapped: true, damage: 3, health: 1 });
    expect(byRef(r, "G").zone).toBe("graveyard");
    expect(events(r, "damage").map((e) => e.damageKind)).toEqual(["attack", "counter"]);
  });

  it("21: a tapped attacker cannot start a combat (409)", () => {
    const e = fails(request([{ field: [{ card: "跳跳兔", ref: "R", tapped: true }] }, {}], attack("R", "p2.general")), "illegal_action");
    expect(e.issues[0]!.path).toBe("actions[0].attacker");
  });

  it("21.4: an attacker tapped during the declare step's timing: the combat fails; no execute or damage step", () => {
    // its controller, with priority first in the empty timing (18.3), taps it for its own 【灵动】 [横置] ability
    const r = run(request([{ field: [{ card: "灵动斥候", ref: "S" }], deck: deck(1) }, {}], [
      { type: "attack", attacker: "S", defender: "p2.general" }, { type: "activate", card: "S" }, { type: "passAll" },
    ]));
    const steps = nodes(r.trace).filter((n) => n.kind === "step").map((n) => n.name);
    expect(steps).toContain("combat-failed");
    expect(steps).not.toContain("execute-combat");
    expect(zone(r, 2, "general")[0]!.health).toBe(30);
    expect(zone(r, 1, "hand")).toHaveLength(1);
  });

  it("21.5: a defender gone during the declare step: the attacker still taps, no damage either way, the attack succeeds (the equipment loses 1 耐久)", () => {
    const r = run(request([{ general: { card: "帝辛", ref: "DX" }, equipment: [{ card: "排扒木", ref: "P" }] }, { field: [{ card: "跳跳兔", ref: "R" }], hand: [{ card: "五雷诀", ref: "W" }], spirit: spirit(2) }], [
      { type: "attack", attacker: "DX", defender: "R" }, { type: "pass" }, { type: "play", card: "W", targets: ["R"] }, { type: "passAll" },
    ]));
    expect(byRef(r, "R").zone).toBe("graveyard");
    expect(byRef(r, "DX").tapped).toBe(true);
    expect(byRef(r, "P")).toMatchObject({ tapped: true, durability: 2 });
    expect(byRef(r, "DX").damage).toBeUndefined();
    expect(events(r, "damage")).toHaveLength(0);
  });

  it("14.1 例如: 千足虫妖 cannot attack creatures (409) but can attack the general", () => {
    fails(request([{ field: [{ card: "千足虫妖", ref: "Q" }] }, { field: [{ card: "跳跳兔", ref: "R" }] }], attack("Q", "R")), "illegal_action");
    const r = run(request([{ field: [{ card: "千足虫妖", ref: "Q" }] }, { field: [{ card: "跳跳兔", ref: "R" }] }], attack("Q", "p2.general")));
    expect(zone(r, 2, "general")[0]!.health).toBe(27);
  });
});

describe("20 挥舞与献祭装备", () => {
  it("20.1: a general attacks by swinging an equipment: both tap, the equipment loses 1 耐久 (a marker)", () => {
    const r = run(request([{ general: { card: "帝辛", ref: "DX" }, equipment: [{ card: "排扒木", ref: "P" }] }, {}], attack("DX", "p2.general")));
    expect(zone(r, 2, "general")[0]!.health).toBe(28);
    expect(byRef(r, "P")).toMatchObject({ tapped: true, durability: 2 });
    expect(byRef(r, "DX").tapped).toBe(true);
  });

  it("20.2 例如: 帝辛 swung 排扒木 (both tapped); 金砖's 【战吼】 resets 帝辛, 排扒木 is sacrificed, and 帝辛 attacks again swinging 金砖", () => {
    const r = run(request([{ general: { card: "帝辛", ref: "DX" }, equipment: [{ card: "排扒木", ref: "P" }], hand: [{ card: "金砖", ref: "JZ" }], spirit: spirit(2) }, {}], [
      ...attack("DX", "p2.general"), { type: "play", card: "JZ" }, { type: "passAll" }, ...attack("DX", "p2.general", { equipment: "JZ" }),
    ]));
    expect(byRef(r, "P").zone).toBe("graveyard");
    expect(byRef(r, "JZ")).toMatchObject({ zone: "equipment", tapped: true, durability: 1 });
    expect(zone(r, 2, "general")[0]!.health).toBe(30 - 2 - 3);
  });

  it("20.2: a general whose equipment is tapped cannot swing it (409)", () => {
    fails(request([{ general: { card: "帝辛", ref: "DX" }, equipment: [{ card: "排扒木", ref: "P", tapped: true }] }, {}], attack("DX", "p2.general")), "illegal_action");
  });
});

describe("22 伤害结算", () => {
  it("22.3: a general with no equipment cannot attack (409); with a 0-武力 equipment it can, dealing 0", () => {
    fails(request([{ general: { card: "帝辛", ref: "DX" } }, {}], attack("DX", "p2.general")), "illegal_action");
    const r = run(request([{ general: { card: "帝辛", ref: "DX" }, equipment: [{ card: "木棍", ref: "S" }] }, {}], attack("DX", "p2.general")));
    expect(zone(r, 2, "general")[0]!.health).toBe(30);
    expect(byRef(r, "S").durability).toBe(1);
  });

  it("22.3 / 25.2: a 0-武力 creature attacks successfully, deals 0 damage: no damage, its 造成伤害时 trigger does not start", () => {
    const r = run(request([{ field: [{ card: "嗜血妖", ref: "X" }], deck: deck(1) }, {}], attack("X", "p2.general")));
    expect(byRef(r, "X").tapped).toBe(true);
    expect(events(r, "damage")[0]).toMatchObject({ amount: 0, noDamage: true });
    expect(zone(r, 1, "hand")).toHaveLength(0);
  });

  it("22.4 例如: 受到的战斗伤害减少2点 applies to each instance; 受到的非战斗伤害视为0点", () => {
    const r = run(request([{ field: [{ card: "神力牛魔", ref: "O" }] }, { field: [{ card: "铁甲兽", ref: "I" }] }], attack("O", "I")));
    expect(byRef(r, "I")).toMatchObject({ damage: 2, health: 1 });
    const s = run(request([{ hand: [{ card: "藤蔓陷阱", ref: "V" }], spirit: spirit(1) }, { field: [{ card: "避法兽", ref: "B" }, { card: "傲因", ref: "A" }] }], [
      { type: "play", card: "V", targets: ["B", "A"] }, { type: "passAll" },
    ]));
    expect(byRef(s, "B").damage).toBeUndefined();
    expect(byRef(s, "A").zone).toBe("graveyard");
  });

  it("22: damage stays on creatures (markers) across the turn; a creature dies when its damage reaches its health", () => {
    const r = run(request([{ field: [{ card: "跳跳兔", ref: "R" }] }, { field: [{ card: "神力牛魔", ref: "O", damage: 2 }] }], [...attack("R", "O"), { type: "endTurn" }]));
    expect(byRef(r, "O").zone).toBe("graveyard");
  });
});

describe("19, 25, 26", () => {
  it("19: healing never goes above the printed 生命", () => {
    const r = run(request([{ field: [{ card: "阐教道兵", ref: "S", damage: 1 }], hand: [{ card: "道兵回春", ref: "H" }] }, {}], [{ type: "play", card: "H", targets: ["S"] }, { type: "passAll" }]));
    expect(byRef(r, "S").health).toBe(2);
    expect(events(r, "heal")[0]!.amount).toBe(1);
  });

  it("25.1 例如: 跳跳兔 (武力 2) under 姚庶良's 【叫阵】 +2 直到回合结束 has 4, and 2 again after the turn", () => {
    const r = run(request([{ field: [{ card: "跳跳兔", ref: "R" }], hand: [{ card: "姚庶良", ref: "Y" }], spirit: spirit(2) }, {}], [
      { type: "play", card: "Y" }, { type: "passAll" },
    ], { choices: ["R"] }));
    expect(byRef(r, "R").attack).toBe(4);
    const next = run(request([{ field: [{ card: "跳跳兔", ref: "R" }], hand: [{ card: "姚庶良", ref: "Y" }], spirit: spirit(2) }, { deck: deck(1) }], [
      { type: "play", card: "Y" }, { type: "passAll" }, { type: "endTurn" },
    ], { choices: ["R"] }));
    expect(byRef(next, "R").attack).toBe(2);
  });

  it("25.2 例如: 苍生 (武力 1) with 灰狐·常棣's 每个衍生物均-2武力 has 0, never less; it can still attack", () => {
    const r = run(request([{ field: [{ card: "苍生", ref: "C" }, { card: "灰狐·常棣" }] }, {}], attack("C", "p2.general")));
    expect(byRef(r, "C")).toMatchObject({ attack: 0, tapped: true });
    expect(zone(r, 2, "general")[0]!.health).toBe(30);
  });

  it("26: a cost reduced below 0 is 0; a 0-灵力 card is used without paying", () => {
    const r = run(request([{ treasure: { card: "灵力减免" }, hand: [{ card: "跳跳兔", ref: "R" }] }, {}], [{ type: "play", card: "R" }, { type: "passAll" }]));
    expect(byRef(r, "R").zone).toBe("field");
    expect(events(r, "pay")).toHaveLength(0);
  });

  it("12.1: not enough 灵力 to use a card (409)", () => {
    fails(request([{ hand: [{ card: "妲己", ref: "D" }], spirit: spirit(2) }, {}], [{ type: "play", card: "D" }]), "illegal_action");
  });

  it("12.2: an extra cost (discard a card) is paid with the 灵力", () => {
    const r = run(request([{ hand: [{ card: "舍身", ref: "S" }, { card: "傲因", ref: "A" }], deck: deck(2) }, {}], [{ type: "play", card: "S", discard: ["A"] }, { type: "passAll" }]));
    expect(cardsIn(r, 1, "graveyard").sort()).toEqual(["傲因", "舍身"].sort());
    expect(zone(r, 1, "hand")).toHaveLength(2);
    fails(request([{ hand: [{ card: "舍身", ref: "S" }, { card: "傲因", ref: "A" }], deck: deck(2) }, {}], [{ type: "play", card: "S" }]), "illegal_action");
  });
});
