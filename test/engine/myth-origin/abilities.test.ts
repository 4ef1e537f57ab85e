/**
 * 神话起源规则指南: 失去印制技能 (8), 衍生物 (9), 操控权 (10), 卡牌名称原则 (11), 多个技能触发 (13),
 * 选择启动与必须启动 (15), 目标 (16).
 */
import { describe, expect, it } from "vitest";
import { byRef, cardsIn, deck, events, fails, nodes, request, resolved, run, spirit, zone } from "./helpers.js";

describe("8 失去印制技能与无印制技能的生物", () => {
  it("8.1 例如: 傲因, 神力牛魔, 金甲力士, 士兵 and 生灵 tokens have no printed abilities; so does a creature under 捆仙绳", () => {
    for (const card of ["傲因", "神力牛魔", "金甲力士", "士兵", "生灵"]) {
      const r = run(request([{ hand: [{ card: "斩白身", ref: "K" }], spirit: spirit(1) }, { field: [{ card, ref: "T" }] }], [{ type: "play", card: "K", targets: ["T"] }, { type: "passAll" }]));
      expect(byRef(r, "K").zone, card).toBe("graveyard");
      expect(zone(r, 2, "field"), card).toHaveLength(0);
    }
    fails(request([{ hand: [{ card: "斩白身", ref: "K" }], spirit: spirit(1) }, { field: [{ card: "阐教道兵", ref: "T" }] }], [{ type: "play", card: "K", targets: ["T"] }]), "illegal_action");
    const r = run(request([{ hand: [{ card: "捆仙绳", ref: "B" }, { card: "斩白身", ref: "K" }], spirit: spirit(2) }, { field: [{ card: "阐教道兵", ref: "T" }] }], [
      { type: "play", card: "B", targets: ["T"] }, { type: "passAll" }, { type: "play", card: "K", targets: ["T"] }, { type: "passAll" },
    ]));
    expect(byRef(r, "T").zone).toBe("graveyard");
  });

  it("8.2 例如: 随侍七仙·金光仙 losing only 【护卫】 keeps 【无双】: it still has printed abilities", () => {
    fails(request([{ hand: [{ card: "破阵", ref: "P" }, { card: "斩白身", ref: "K" }], spirit: spirit(2) }, { field: [{ card: "随侍七仙·金光仙", ref: "G" }] }], [
      { type: "play", card: "P", targets: ["G"] }, { type: "passAll" }, { type: "play", card: "K", targets: ["G"] },
    ]), "illegal_action");
    const r = run(request([{ hand: [{ card: "破阵", ref: "P" }], spirit: spirit(1) }, { field: [{ card: "随侍七仙·金光仙", ref: "G" }] }], [{ type: "play", card: "P", targets: ["G"] }, { type: "passAll" }]));
    expect(byRef(r, "G").lostAbilities).toEqual({ all: false, keywords: ["护卫"], untilEndOfTurn: true });
  });

  it("8.2 例如: 北斗星君·费仲 under 捆仙绳 goes to the discard pile: its 【阵亡】 does not start", () => {
    const r = run(request([{ hand: [{ card: "捆仙绳", ref: "B" }, { card: "五雷诀", ref: "W" }], spirit: spirit(3) }, { field: [{ card: "北斗星君·费仲", ref: "F" }], deck: deck(1) }], [
      { type: "play", card: "B", targets: ["F"] }, { type: "passAll" }, { type: "play", card: "W", targets: ["F"] }, { type: "passAll" },
    ]));
    expect(byRef(r, "F").zone).toBe("graveyard");
    expect(zone(r, 2, "hand")).toHaveLength(0);
    expect(nodes(r.trace).some((n) => n.kind === "skip" && String(n.reason).includes("阵亡"))).toBe(true);
    // without 捆仙绳 it does
    const w = run(request([{ hand: [{ card: "五雷诀", ref: "W" }], spirit: spirit(2) }, { field: [{ card: "北斗星君·费仲", ref: "F" }], deck: deck(1) }], [
      { type: "play", card: "W", targets: ["F"] }, { type: "passAll" },
    ]));
    expect(zone(w, 2, "hand")).toHaveLength(1);
  });

  it("8.2 又例如: 开山斧 that lost its printed abilities goes to the discard pile without its 【阵亡】", () => {
    const body = (lost: boolean) => request([{ general: { card: "帝辛", ref: "DX" }, equipment: [{ card: "开山斧", ref: "K", durability: 1, ...(lost ? { lostAbilities: { all: true, untilEndOfTurn: true } } : {}) }], deck: deck(1) }, {}], [
      { type: "attack", attacker: "DX", defender: "p2.general" }, { type: "passAll" },
    ]);
    const r = run(body(true));
    expect(byRef(r, "K").zone).toBe("graveyard");
    expect(zone(r, 1, "hand")).toHaveLength(0);
    expect(zone(run(body(false)), 1, "hand")).toHaveLength(1);
  });
});

describe("9 衍生物", () => {
  it("9.2: a token that leaves the field is removed from the game, not put in the discard pile", () => {
    const r = run(request([{ hand: [{ card: "五雷诀", ref: "W" }], spirit: spirit(2) }, { field: [{ card: "苍生", ref: "C" }] }], [{ type: "play", card: "W", targets: ["C"] }, { type: "passAll" }]));
    expect(zone(r, 2, "field")).toHaveLength(0);
    expect(zone(r, 2, "graveyard")).toHaveLength(0);
  });
});

describe("10 生物的操控权", () => {
  it("10.2: a control change is no re-entry: no 【叫阵】; damage markers stay", () => {
    const r = run(request([{ hand: [{ card: "摄魂", ref: "S" }] }, { field: [{ card: "九宫山鹤翼少女", ref: "M" }] }], [{ type: "play", card: "S", targets: ["M"] }, { type: "passAll" }]));
    expect(byRef(r, "M")).toMatchObject({ zone: "field", player: 1, owner: 2 });
    expect(events(r, "enter")).toHaveLength(0);
    const o = run(request([{ hand: [{ card: "摄魂", ref: "S" }] }, { field: [{ card: "神力牛魔", ref: "O", damage: 3 }] }], [{ type: "play", card: "S", targets: ["O"] }, { type: "passAll" }]));
    expect(byRef(o, "O")).toMatchObject({ player: 1, damage: 3, health: 1 });
  });

  it("10.2 例如: A controls B's 跳跳兔; B's 妲己 banishes it; when 妲己 resets, 跳跳兔 comes back to B's field under B's control", () => {
    const r = run(request(
      [{ hand: [{ card: "摄魂", ref: "S" }], deck: deck(2) }, { field: [{ card: "跳跳兔", ref: "R" }, { card: "妲己", ref: "D" }], deck: deck(2) }],
      [
        { type: "play", card: "S", targets: ["R"] }, { type: "passAll" }, { type: "endTurn" }, // A (player 1) takes 跳跳兔
        { type: "activate", card: "D", targets: ["R"] }, { type: "passAll" }, { type: "endTurn" }, // B banishes it with 妲己
        { type: "endTurn" }, // B's reset step: 妲己 resets, 跳跳兔 comes back
      ],
    ));
    expect(events(r, "control")).toHaveLength(1);
    expect(byRef(r, "R")).toMatchObject({ zone: "field", player: 2 });
    expect(byRef(r, "R").owner).toBeUndefined();
    const mid = run(request(
      [{ field: [{ card: "跳跳兔", ref: "R", owner: 2 }], deck: deck(2) }, { field: [{ card: "妲己", ref: "D" }], deck: deck(2) }],
      [{ type: "endTurn" }, { type: "activate", card: "D", targets: ["R"] }, { type: "passAll" }, { type: "endTurn" }],
    ));
    expect(byRef(mid, "R")).toMatchObject({ zone: "banished", player: 2, heldBy: "D" });
  });

  it("10.2 又例如: A controls B's 梅伯; it dies into B's discard pile; B's 【阵亡】 puts the two 苍生 under B's control", () => {
    const r = run(request([{ field: [{ card: "梅伯", ref: "MB", owner: 2 }], hand: [{ card: "五雷诀", ref: "W" }], spirit: spirit(2) }, {}], [
      { type: "play", card: "W", targets: ["MB"] }, { type: "passAll" },
    ]));
    expect(byRef(r, "MB")).toMatchObject({ zone: "graveyard", player: 2 });
    expect(cardsIn(r, 2, "field")).toEqual(["苍生", "苍生"]);
    expect(cardsIn(r, 1, "field")).toEqual([]);
  });
});

describe("11 技能描述中的卡牌名称原则", () => {
  it("11.1 例如: three 阐教道兵 each get +1 武力 when you draw, not +3", () => {
    const r = run(request([{ field: [{ card: "阐教道兵", ref: "A" }, { card: "阐教道兵", ref: "B" }, { card: "阐教道兵", ref: "C" }], spirit: [{ card: "夜宴", ref: "Y" }], deck: deck(1) }, {}], [
      { type: "activate", card: "Y" }, { type: "passAll" },
    ]));
    expect(["A", "B", "C"].map((x) => byRef(r, x).attack)).toEqual([2, 2, 2]);
  });

  it("11.2 例如: 名称为 [跳跳兔] targets that name only; 名称中包含 [道兵] any name containing it", () => {
    fails(request([{ hand: [{ card: "唤名", ref: "H" }] }, { field: [{ card: "傲因", ref: "A" }] }], [{ type: "play", card: "H", targets: ["A"] }]), "illegal_action");
    const r = run(request([{ hand: [{ card: "唤名", ref: "H" }] }, { field: [{ card: "跳跳兔", ref: "R" }] }], [{ type: "play", card: "H", targets: ["R"] }, { type: "passAll" }]));
    expect(byRef(r, "R").attack).toBe(3);
    const h = run(request([{ hand: [{ card: "道兵回春", ref: "H" }], field: [{ card: "阐教道兵", ref: "S", damage: 1 }] }, {}], [{ type: "play", card: "H", targets: ["S"] }, { type: "passAll" }]));
    expect(byRef(h, "S").damage).toBeUndefined();
    fails(request([{ hand: [{ card: "道兵回春", ref: "H" }], field: [{ card: "傲因", ref: "A", damage: 1 }] }, {}], [{ type: "play", card: "H", targets: ["A"] }]), "illegal_action");
  });
});

describe("13 主动玩家与被动玩家的技能触发与结算", () => {
  it("13.2 例如: 群魔乱舞 kills both players' creatures: the active player's 【阵亡】 goes on the stack first (item ①), the passive player's above it", () => {
    const r = run(request([{ hand: [{ card: "群魔乱舞", ref: "Q" }], spirit: spirit(4), field: [{ card: "梅伯", ref: "M1" }] }, { field: [{ card: "北斗星君·费仲", ref: "F" }], deck: deck(1) }], [
      { type: "play", card: "Q" }, { type: "pass" }, { type: "pass" },
    ]));
    const t = r.state.timing as { stack: { item: number; source: string; controller: number }[] };
    expect(t.stack.map((s) => [s.item, s.controller])).toEqual([[1, 1], [2, 2]]);
  });

  it("13.3 例如: one player's several 【阵亡】s go on the stack in the order that player chooses", () => {
    const body = (choices: number[]) => request([{ hand: [{ card: "群魔乱舞", ref: "Q" }], spirit: spirit(4), field: [{ card: "梅伯", ref: "M1" }, { card: "北斗星君·费仲", ref: "F" }], deck: deck(1) }, {}], [
      { type: "play", card: "Q" }, { type: "pass" }, { type: "pass" },
    ], { choices });
    const stack = (choices: number[]) => (run(body(choices)).state.timing as { stack: { source: string }[] }).stack.map((s) => s.source);
    expect(stack([])).toEqual(["M1", "F"]);
    expect(stack([1])).toEqual(["F", "M1"]);
  });
});

describe("15 技能的选择启动与必须启动", () => {
  it("15.1 例如: after 妖由人兴 you may use face-down non-adventure cards of your spirit zone this turn (paying their 灵力), or not", () => {
    const cards = [{ card: "跳跳兔", ref: "R" }, { card: "犁耕", ref: "L" }, ...spirit(2)];
    const used = run(request([{ hand: [{ card: "妖由人兴", ref: "Y" }], spirit: cards }, {}], [
      { type: "play", card: "Y", pay: ["p1.spirit.2"] }, { type: "passAll" }, { type: "play", card: "R", pay: ["p1.spirit.3"] }, { type: "passAll" },
    ]));
    expect(byRef(used, "R").zone).toBe("field");
    fails(request([{ hand: [{ card: "妖由人兴", ref: "Y" }], spirit: cards }, {}], [{ type: "play", card: "Y" }, { type: "passAll" }, { type: "play", card: "L" }]), "illegal_action");
    fails(request([{ spirit: cards }, {}], [{ type: "play", card: "R" }]), "illegal_action");
    const not = run(request([{ hand: [{ card: "妖由人兴", ref: "Y" }], spirit: cards }, {}], [{ type: "play", card: "Y" }, { type: "passAll" }, { type: "endTurn" }]));
    expect(byRef(not, "R").zone).toBe("spirit");
  });

  it("15.1: an optional (可以) trigger may be declined; 15.2 例如: 阐教道兵's draw trigger must start", () => {
    const r = run(request([{ field: [{ card: "阐教道兵", ref: "S" }], spirit: [{ card: "夜宴", ref: "Y" }], deck: deck(1) }, {}], [{ type: "activate", card: "Y" }, { type: "passAll" }], { choices: [false] }));
    expect(byRef(r, "S").attack).toBe(2);
    const opt = request([{ field: [{ card: "可选道兵", ref: "S" }], spirit: [{ card: "夜宴", ref: "Y" }], deck: deck(1) }, {}], [{ type: "activate", card: "Y" }, { type: "passAll" }], { choices: [false] });
    expect(byRef(run(opt), "S").attack).toBe(1);
  });
});

describe("16 关于带目标的卡牌或技能", () => {
  it("16.1 例如: 藤蔓陷阱 needs its targets chosen when it is used (409 without)", () => {
    const e = fails(request([{ hand: [{ card: "藤蔓陷阱", ref: "V" }], spirit: spirit(1) }, { field: [{ card: "傲因" }, { card: "跳跳兔" }] }], [{ type: "play", card: "V" }]), "illegal_action");
    expect(e.issues[0]!.path).toBe("actions[0].targets");
  });

  it("16.2: all targets illegal on resolution: it does nothing and goes to the discard pile; some: the rest still happens", () => {
    const all = run(request([{ hand: [{ card: "藤蔓陷阱", ref: "V" }], spirit: spirit(1) }, { field: [{ card: "傲因", ref: "A" }, { card: "跳跳兔", ref: "R" }], hand: [{ card: "五雷诀", ref: "W" }, { card: "五雷诀", ref: "W2" }], spirit: spirit(4) }], [
      { type: "play", card: "V", targets: ["A", "R"] }, { type: "play", card: "W", targets: ["A"] }, { type: "pass" }, { type: "play", card: "W2", targets: ["R"] }, { type: "passAll" },
    ]));
    expect(byRef(all, "V").zone).toBe("graveyard");
    expect(nodes(all.trace).some((n) => n.kind === "skip" && String(n.reason).includes("16.2"))).toBe(true);
    const some = run(request([{ hand: [{ card: "藤蔓陷阱", ref: "V" }], spirit: spirit(1) }, { field: [{ card: "神力牛魔", ref: "O" }, { card: "跳跳兔", ref: "R" }], hand: [{ card: "五雷诀", ref: "W" }], spirit: spirit(2) }], [
      { type: "play", card: "V", targets: ["O", "R"] }, { type: "play", card: "W", targets: ["R"] }, { type: "passAll" },
    ]));
    expect(byRef(some, "O").damage).toBe(2);
    expect(resolved(some)).toEqual(["五雷诀", "藤蔓陷阱"]);
  });
});
