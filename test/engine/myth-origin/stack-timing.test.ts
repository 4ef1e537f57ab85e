/**
 * 神话起源规则指南: 时机 (17), 堆叠 (18), 主动玩家与被动玩家 (13), 主动启动式与触发式技能 (14), 支付代价 (12), 放置进场 (4).
 * Each worked example (例如) is a test named after its section.
 */
import { describe, expect, it } from "vitest";
import { byRef, cardsIn, deck, events, fails, nodes, request, resolved, run, spirit, timings, zone } from "./helpers.js";

describe("18 堆叠", () => {
  it("18.2 例如: A is item ①, B responding is item ②; B resolves first, then A", () => {
    const r = run(request([{ hand: [{ card: "卡牌A", ref: "A" }] }, { hand: [{ card: "卡牌B", ref: "B" }] }], [
      { type: "play", card: "A" }, { type: "play", card: "B" }, { type: "pass" }, { type: "pass" },
    ]));
    const stack = events(r, "stack");
    expect(stack.map((e) => [e.item, (e.source as { card: string }).card])).toEqual([[1, "卡牌A"], [2, "卡牌B"]]);
    expect(resolved(r)).toEqual(["卡牌B", "卡牌A"]);
    expect(zone(r, 1, "general")[0]!.health).toBe(28); // B: 2 to player 1's general
    expect(zone(r, 2, "general")[0]!.health).toBe(29); // A: 1 to player 2's general
    expect(cardsIn(r, 1, "graveyard")).toEqual(["卡牌A"]);
  });

  it("18.4: after a response the other player may respond; when they pass, the responder may add more before passing", () => {
    const r = run(request([{ hand: [{ card: "卡牌A", ref: "A" }] }, { hand: [{ card: "卡牌B", ref: "B" }, { card: "卡牌C", ref: "C" }] }], [
      { type: "play", card: "A" }, { type: "play", card: "B" }, { type: "pass" }, { type: "play", card: "C" }, { type: "pass" }, { type: "pass" },
    ]));
    expect(resolved(r)).toEqual(["卡牌C", "卡牌B", "卡牌A"]);
    expect(events(r, "pass").map((e) => e.player)).toEqual([1, 1, 2]);
  });

  it("18.5 例如: C inserted as item ② moves B up to ③; the order becomes B ③ → C ② → A ①", () => {
    const r = run(request([{ hand: [{ card: "卡牌A", ref: "A" }, { card: "卡牌C", ref: "C" }] }, { hand: [{ card: "卡牌B", ref: "B" }] }], [
      { type: "play", card: "A" }, { type: "play", card: "B" }, { type: "play", card: "C", insertAt: 2 },
    ]));
    const t = r.state.timing as { stack: { item: number; source: string }[] };
    expect(t.stack.map((s) => [s.item, s.source])).toEqual([[1, "A"], [2, "C"], [3, "B"]]);
    expect(events(r, "stack").at(-1)!.inserted).toBe(true);
    const done = run(request([{ hand: [{ card: "卡牌A", ref: "A" }, { card: "卡牌C", ref: "C" }] }, { hand: [{ card: "卡牌B", ref: "B" }] }], [
      { type: "play", card: "A" }, { type: "play", card: "B" }, { type: "play", card: "C", insertAt: 2 }, { type: "passAll" },
    ]));
    expect(resolved(done)).toEqual(["卡牌B", "卡牌C", "卡牌A"]);
  });

  it("18.5 例如: nothing goes below item ①: B cannot become item ① (409)", () => {
    const e = fails(request([{ hand: [{ card: "卡牌A", ref: "A" }] }, { hand: [{ card: "卡牌B", ref: "B" }] }], [
      { type: "play", card: "A" }, { type: "play", card: "B", insertAt: 1 },
    ]), "illegal_action");
    expect(e.issues[0]!.path).toBe("actions[1].insertAt");
    expect(e.message).toMatch(/below item ①/);
  });

  it("18.5: an insertion above the top is refused (409); in an empty timing the response is item ① (17.4)", () => {
    fails(request([{ hand: [{ card: "卡牌A", ref: "A" }] }, { hand: [{ card: "卡牌B", ref: "B" }] }], [
      { type: "play", card: "A" }, { type: "play", card: "B", insertAt: 3 },
    ]), "illegal_action");
    const r = run(request([{ field: [{ card: "跳跳兔", ref: "R" }], hand: [{ card: "卡牌A", ref: "A" }] }, {}], [
      { type: "attack", attacker: "R", defender: "p2.general" }, { type: "play", card: "A", insertAt: 1 },
    ]));
    expect((r.state.timing as { stack: { item: number }[] }).stack.map((x) => x.item)).toEqual([1]);
  });

  it("18.3: a timing with an empty stack nobody responds to is skipped; the active player acts first", () => {
    const r = run(request([{ field: [{ card: "跳跳兔", ref: "R" }] }, {}], [
      { type: "attack", attacker: "R", defender: "p2.general" }, { type: "pass" }, { type: "pass" },
    ]));
    expect(events(r, "pass").map((e) => e.player)).toEqual([1, 2]);
    expect(events(r, "timing-skipped")).toHaveLength(1);
    expect(zone(r, 2, "general")[0]!.health).toBe(28);
  });

  it("18.4: only 【瞬发】 cards respond: a creature card cannot (409)", () => {
    fails(request([{ hand: [{ card: "卡牌A", ref: "A" }] }, { hand: [{ card: "跳跳兔", ref: "R" }], spirit: spirit(1) }], [
      { type: "play", card: "A" }, { type: "play", card: "R" },
    ]), "illegal_action");
  });

  it("18.4: a response out of turn with no timing open is illegal (409); so is acting without priority", () => {
    fails(request([{}, { hand: [{ card: "卡牌B", ref: "B" }] }], [{ type: "play", card: "B", player: 2 }]), "illegal_action");
    fails(request([{ hand: [{ card: "卡牌A", ref: "A" }, { card: "卡牌C", ref: "C" }] }, {}], [{ type: "play", card: "A" }, { type: "play", card: "C", player: 1 }]), "illegal_action");
  });
});

describe("17 时机", () => {
  it("17.1 例如 / 15.2 例如: using 九宫山鹤翼少女 opens a timing (it is still in hand, on the stack); entering opens none; its 【叫阵】 opens another, where the opponent may respond", () => {
    const body = (actions: Record<string, unknown>[]) => request([{ hand: [{ card: "九宫山鹤翼少女", ref: "M" }], spirit: spirit(2), deck: deck(2) }, { hand: [{ card: "卡牌A", ref: "A" }] }], actions);
    const first = run(body([{ type: "play", card: "M" }]));
    expect(byRef(first, "M").zone).toBe("hand");
    expect((first.state.timing as { priority: number; stack: unknown[] }).priority).toBe(2);
    expect((first.state.timing as { stack: unknown[] }).stack).toHaveLength(1);
    const entered = run(body([{ type: "play", card: "M" }, { type: "pass" }, { type: "pass" }]));
    expect(byRef(entered, "M").zone).toBe("field");
    expect(timings(entered).map((t) => t.cause)).toEqual(["use-card", "trigger"]);
    const t = entered.state.timing as { priority: number; stack: { kind: string; source: string }[] };
    expect(t.priority).toBe(2);
    expect(t.stack).toEqual([{ item: 1, kind: "trigger", source: "M", controller: 1, ability: 0 }]);
    // the opponent responds with a 【瞬发】 card in the 【叫阵】's timing; the 【叫阵】 is mandatory: it draws
    const done = run(body([{ type: "play", card: "M" }, { type: "pass" }, { type: "pass" }, { type: "play", card: "A" }, { type: "passAll" }]));
    expect(resolved(done)).toEqual(["九宫山鹤翼少女", "卡牌A", "九宫山鹤翼少女"]);
    expect(zone(done, 1, "hand")).toHaveLength(1);
    expect(done.state.timing).toBeUndefined();
  });

  it("17.2 例如: 梅伯 attacks 跳跳兔; in the declare step's timing the opponent's 五雷诀 destroys 梅伯: the attack fails, 跳跳兔 takes nothing; then 梅伯's 【阵亡】 opens a new timing and makes two 苍生 for you", () => {
    const r = run(request([{ field: [{ card: "梅伯", ref: "MB" }] }, { field: [{ card: "跳跳兔", ref: "R" }], hand: [{ card: "五雷诀", ref: "W" }], spirit: spirit(2) }], [
      { type: "attack", attacker: "MB", defender: "R" }, { type: "pass" }, { type: "play", card: "W", targets: ["MB"] }, { type: "passAll" },
    ]));
    expect(byRef(r, "MB").zone).toBe("graveyard");
    expect(byRef(r, "R").zone).toBe("field");
    expect(byRef(r, "R").damage).toBeUndefined();
    expect(timings(r).map((t) => t.cause)).toEqual(["declare-combat", "trigger"]);
    expect(r.trace.flatMap((s) => s.children).some((n) => n.kind === "step" && n.name === "combat-failed")).toBe(true);
    expect(cardsIn(r, 1, "field")).toEqual(["苍生", "苍生"]);
  });

  it("17.2 例如: 【叫阵】 starts when its card enters; 劫火魔犬's 奇遇牌翻面时 when an adventure card of yours is flipped (not an opponent's)", () => {
    const r = run(request([{ hand: [{ card: "九宫山鹤翼少女", ref: "M" }], spirit: spirit(2), field: [{ card: "劫火魔犬", ref: "H" }], deck: deck(1) }, { spirit: [{ card: "夜宴", ref: "Y" }], deck: deck(1) }], [
      { type: "play", card: "M" }, { type: "activate", card: "Y" }, { type: "passAll" },
    ]));
    expect(nodes(r.trace).filter((n) => n.kind === "trigger").map((n) => n.on)).toEqual(["enter"]);
    expect(byRef(r, "H").attack).toBe(2);
  });

  it("17.2 (3, 5): 使用法术牌时 triggers once the spell's item has resolved, in a new timing; a creature card being used is not yet in play for its own", () => {
    const r = run(request([{ field: [{ card: "法术学徒", ref: "S" }], hand: [{ card: "卡牌A", ref: "A" }, { card: "召唤学徒", ref: "Z" }], deck: deck(1) }, {}], [
      { type: "play", card: "A" }, { type: "pass" }, { type: "pass" },
    ]));
    expect(timings(r).map((t) => t.cause)).toEqual(["use-card", "trigger"]);
    expect((r.state.timing as { stack: { source: string }[] }).stack.map((x) => x.source)).toEqual(["S"]);
    const own = run(request([{ hand: [{ card: "召唤学徒", ref: "Z" }], deck: deck(1) }, {}], [{ type: "play", card: "Z" }, { type: "passAll" }]));
    expect(zone(own, 1, "hand")).toHaveLength(0);
  });

  it("17.2 (14): 丢弃卡牌时 triggers after the discard (an extra cost here)", () => {
    const r = run(request([{ field: [{ card: "拾荒者" }], hand: [{ card: "舍身", ref: "S" }, { card: "傲因", ref: "A" }], deck: deck(3) }, {}], [{ type: "play", card: "S", discard: ["A"] }, { type: "passAll" }]));
    expect(zone(r, 1, "hand")).toHaveLength(3);
  });

  it("17.4: ending the turn goes through the special timings: main phase end, end of turn, reset step, draw step, prepare phase end", () => {
    const r = run(request([{}, { deck: deck(1) }], [{ type: "endTurn" }]));
    expect(timings(r).map((t) => t.cause)).toEqual(["main-phase-end", "end-of-turn", "reset-step", "draw-step", "prepare-phase-end"]);
    expect(r.state.activePlayer).toBe(2);
    expect(r.state.turn).toBe(4);
    expect(zone(r, 2, "hand")).toHaveLength(1);
  });

  it("17.4: 回合结束时 named in respondAt waits for responses: the passive player answers with a 【瞬发】 card as item ①, then the turn goes on", () => {
    const body = (actions: Record<string, unknown>[]) => request([{ deck: deck(1) }, { hand: [{ card: "卡牌B", ref: "B" }], deck: deck(1) }], actions);
    const waiting = run(body([{ type: "endTurn", respondAt: ["end-of-turn"] }]));
    expect(waiting.state).toMatchObject({ turn: 3, activePlayer: 1, step: "end-of-turn", timing: { cause: "end-of-turn", priority: 1, stack: [] } });
    fails(body([{ type: "endTurn", respondAt: ["end-of-turn"] }, { type: "endTurn" }]), "illegal_action");
    const r = run(body([{ type: "endTurn", respondAt: ["end-of-turn"] }, { type: "pass" }, { type: "play", card: "B" }, { type: "pass" }, { type: "pass" }]));
    expect(events(r, "stack")[0]).toMatchObject({ item: 1, timing: 2 });
    expect(zone(r, 1, "general")[0]!.health).toBe(28);
    expect(r.state).toMatchObject({ turn: 4, activePlayer: 2 });
    expect(r.state.step).toBeUndefined();
    expect(timings(r).map((t) => t.cause)).toEqual(["main-phase-end", "end-of-turn", "reset-step", "draw-step", "prepare-phase-end"]);
    // the state in the middle is re-submittable
    const resumed = run({ ...body([]), state: waiting.state, actions: [{ type: "passAll" }] });
    expect(resumed.state).toMatchObject({ turn: 4, activePlayer: 2 });
  });

  it("17.5 错过时机: a timing that has closed cannot be responded to any more", () => {
    fails(request([{ hand: [{ card: "卡牌A", ref: "A" }] }, { hand: [{ card: "卡牌B", ref: "B" }] }], [
      { type: "play", card: "A" }, { type: "pass" }, { type: "pass" }, { type: "play", card: "B", player: 2 },
    ]), "illegal_action");
  });
});

describe("12 支付代价, 14.2 主动启动式技能", () => {
  it("12.1 例如: 犁耕 — pay 3 灵力 and flip it: draw a card; paying opens no timing, starting it does", () => {
    const r = run(request([{ spirit: [{ card: "犁耕", ref: "L" }, ...spirit(3)], deck: deck(1) }, {}], [{ type: "activate", card: "L" }, { type: "passAll" }]));
    expect(timings(r)).toHaveLength(1);
    expect(events(r, "pay")[0]!.amount).toBe(3);
    expect(zone(r, 1, "hand")).toHaveLength(1);
    expect(byRef(r, "L").faceDown).toBe(false);
  });

  it("14.2 例如: 姜子牙 — pay 4 灵力 and tap: draw a card; with 3 灵力 it cannot start and no timing appears (409)", () => {
    const ok = run(request([{ general: { card: "姜子牙", ref: "J" }, spirit: spirit(4), deck: deck(1) }, {}], [{ type: "activate", card: "J" }, { type: "passAll" }]));
    expect(zone(ok, 1, "hand")).toHaveLength(1);
    expect(byRef(ok, "J").tapped).toBe(true);
    const e = fails(request([{ general: { card: "姜子牙", ref: "J" }, spirit: spirit(3) }, {}], [{ type: "activate", card: "J" }]), "illegal_action");
    expect(e.message).toMatch(/not enough 灵力/);
  });

  it("14.2: an activated ability cannot respond to the stack, unless it is 【灵动】", () => {
    fails(request([{ hand: [{ card: "卡牌A", ref: "A" }] }, { general: { card: "姜子牙", ref: "J" }, spirit: spirit(4) }], [
      { type: "play", card: "A" }, { type: "activate", card: "J" },
    ]), "illegal_action");
    const r = run(request([{ hand: [{ card: "卡牌A", ref: "A" }] }, { general: { card: "灵动姜子牙", ref: "J" }, spirit: spirit(4), deck: deck(1) }], [
      { type: "play", card: "A" }, { type: "activate", card: "J" }, { type: "passAll" },
    ]));
    expect(resolved(r)).toEqual(["灵动姜子牙", "卡牌A"]);
  });

  it("14.2: an activated ability started with no timing open is item ① of a new timing", () => {
    const r = run(request([{ general: { card: "姜子牙", ref: "J" }, spirit: spirit(4) }, {}], [{ type: "activate", card: "J" }]));
    expect((r.state.timing as { stack: { item: number; kind: string }[] }).stack).toEqual([{ item: 1, kind: "ability", source: "J", controller: 1, ability: 0 }]);
  });
});

describe("14.3 触发式技能", () => {
  it("14.3 例如: flipping 激励 into the stack triggers 劫火魔犬 after the stack resolves, in a new timing with a new stack", () => {
    const r = run(request([{ field: [{ card: "劫火魔犬", ref: "H" }], hand: [{ card: "卡牌A", ref: "A" }], spirit: [{ card: "激励", ref: "J" }] }, {}], [
      { type: "play", card: "A" }, { type: "pass" }, { type: "activate", card: "J", player: 1 }, { type: "pass" }, { type: "pass" },
    ]));
    const t = r.state.timing as { cause: string; stack: { source: string }[] };
    expect(timings(r).map((x) => x.cause)).toEqual(["use-card", "trigger"]);
    expect(t.stack.map((s) => s.source)).toEqual(["H"]);
    expect(byRef(r, "H").attack).toBe(3); // 激励 resolved: +1
    const done = run(request([{ field: [{ card: "劫火魔犬", ref: "H" }], hand: [{ card: "卡牌A", ref: "A" }], spirit: [{ card: "激励", ref: "J" }] }, {}], [
      { type: "play", card: "A" }, { type: "pass" }, { type: "activate", card: "J", player: 1 }, { type: "passAll" },
    ]));
    expect(byRef(done, "H").attack).toBe(4);
  });

  it("14.3 又例如: flipping 激励 then 夜宴 in one timing triggers 劫火魔犬 twice: one new timing with two items", () => {
    const r = run(request([{ field: [{ card: "劫火魔犬", ref: "H" }], hand: [{ card: "卡牌A", ref: "A" }], spirit: [{ card: "激励", ref: "J" }, { card: "夜宴", ref: "Y" }], deck: deck(1) }, {}], [
      { type: "play", card: "A" }, { type: "pass" }, { type: "activate", card: "J", player: 1 }, { type: "pass" }, { type: "activate", card: "Y", player: 1 }, { type: "pass" }, { type: "pass" },
    ]));
    const t = r.state.timing as { stack: { item: number; source: string }[] };
    expect(t.stack.map((s) => [s.item, s.source])).toEqual([[1, "H"], [2, "H"]]);
  });
});

describe("4 放置进场", () => {
  it("4.1 例如: using a creature card opens a timing; it entering the field opens none", () => {
    const r = run(request([{ hand: [{ card: "跳跳兔", ref: "R" }], spirit: spirit(1) }, {}], [{ type: "play", card: "R" }, { type: "passAll" }]));
    expect(timings(r)).toHaveLength(1);
    expect(byRef(r, "R")).toMatchObject({ zone: "field", tapped: false, enteredThisTurn: true });
  });

  it("4.2 例如 / 4.3 例如: 法天象地 puts two creatures into play together, paying nothing for them; their 【叫阵】s share one new timing", () => {
    const r = run(request([{ hand: [{ card: "法天象地", ref: "F" }, { card: "九宫山鹤翼少女", ref: "M1" }, { card: "九宫山鹤翼少女", ref: "M2" }], spirit: spirit(3), deck: deck(2) }, {}], [
      { type: "play", card: "F" }, { type: "pass" }, { type: "pass" },
    ]));
    expect(byRef(r, "M1").zone).toBe("field");
    expect(byRef(r, "M2").zone).toBe("field");
    expect(events(r, "pay")).toHaveLength(1);
    expect((r.state.timing as { stack: unknown[] }).stack).toHaveLength(2);
  });
});
