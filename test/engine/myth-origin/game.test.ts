/**
 * 神话起源规则指南: 胜负判定 (1), 抓牌与置于手上 (2), 重置步骤 (3), 使用灵力区的卡牌 (27); and the request: snapshots
 * in the middle of a timing, errors (400, 404, 409, 422), the legal actions, the readable log.
 */
import { describe, expect, it } from "vitest";
import { EngineError } from "../../../src/engine/index.js";
import { validate } from "../../../src/engine/validate.js";
import { MythResolveRequest } from "../../../src/engine/myth-origin/schema.js";
import { byRef, cardsIn, deck, events, fails, legal, request, resolved, run, spirit, zone } from "./helpers.js";

describe("1 胜负判定", () => {
  it("1.1: a general at 0 生命 or less loses; the other player wins", () => {
    const r = run(request([{ field: [{ card: "神力牛魔", ref: "O" }] }, { general: { card: "帝辛", damage: 27 } }], [{ type: "attack", attacker: "O", defender: "p2.general" }, { type: "passAll" }]));
    expect(r.outcome).toEqual({ over: true, winner: 1, losers: [2] });
  });

  it("1.1: a player who must draw from an empty deck loses (the draw step)", () => {
    const r = run(request([{}, {}], [{ type: "endTurn" }]));
    expect(r.outcome).toEqual({ over: true, winner: 1, losers: [2] });
    fails(request([{}, {}], [{ type: "endTurn" }, { type: "endTurn" }]), "illegal_action");
  });

  it("1.2 例如: 礼尚往来 with both decks empty: after it resolves, both players lose together", () => {
    const r = run(request([{ treasure: { card: "礼尚往来", ref: "L" } }, {}], [{ type: "activate", card: "L" }, { type: "passAll" }]));
    expect(r.outcome).toEqual({ over: true, winner: null, losers: [1, 2] });
    expect(events(r, "draw").map((e) => e.player)).toEqual([1, 2]);
  });
});

describe("2 抓牌与置于手上", () => {
  it("2.1 / 2.2: drawing takes the top of the deck (and triggers 每当你抓一张牌时); putting a card into the hand from the discard pile is no draw", () => {
    const r = run(request([{ field: [{ card: "阐教道兵", ref: "S" }], hand: [{ card: "收魂", ref: "H" }], graveyard: [{ card: "五雷诀", ref: "W" }], deck: [{ card: "傲因", ref: "TOP" }, { card: "跳跳兔" }] }, {}], [
      { type: "play", card: "H" }, { type: "passAll" },
    ]));
    expect(byRef(r, "W").zone).toBe("hand");
    expect(byRef(r, "S").attack).toBe(1);
    const d = run(request([{ field: [{ card: "阐教道兵", ref: "S" }], spirit: [{ card: "夜宴", ref: "Y" }], deck: [{ card: "傲因", ref: "TOP" }, { card: "跳跳兔" }] }, {}], [{ type: "activate", card: "Y" }, { type: "passAll" }]));
    expect(byRef(d, "TOP").zone).toBe("hand");
    expect(byRef(d, "S").attack).toBe(2);
  });
});

describe("3 重置步骤", () => {
  it("3: the reset step resets everything the new active player controls: general, equipment, creatures, spirit", () => {
    const r = run(request([{ deck: deck(1) }, {
      general: { card: "帝辛", ref: "G", tapped: true }, equipment: [{ card: "排扒木", ref: "P", tapped: true }], field: [{ card: "傲因", ref: "A", tapped: true }],
      spirit: [{ card: "跳跳兔", ref: "S", tapped: true }], deck: deck(1),
    }], [{ type: "endTurn" }]));
    for (const x of ["G", "P", "A", "S"]) expect(byRef(r, x).tapped, x).toBe(false);
  });

  it("3 例如: with 圣灵珠, 妲己 does not reset in your reset step", () => {
    const r = run(request([{ deck: deck(1) }, { treasure: { card: "圣灵珠" }, field: [{ card: "妲己", ref: "D", tapped: true }, { card: "傲因", ref: "A", tapped: true }], deck: deck(1) }], [{ type: "endTurn" }]));
    expect(byRef(r, "D").tapped).toBe(true);
    expect(byRef(r, "A").tapped).toBe(false);
  });
});

describe("27 使用灵力区的卡牌", () => {
  it("27.1 例如: two untapped spirit cards, one the face-down 击其不意: pay 2 with both and use it; one tapped spirit card is left", () => {
    const r = run(request([{ spirit: [{ card: "击其不意", ref: "J" }, { card: "跳跳兔", ref: "S" }] }, {}], [{ type: "play", card: "J", pay: ["J", "S"] }, { type: "passAll" }]));
    expect(zone(r, 1, "spirit")).toEqual([expect.objectContaining({ ref: "S", tapped: true })]);
    expect(byRef(r, "J").zone).toBe("graveyard");
    expect(zone(r, 2, "general")[0]!.health).toBe(28);
  });

  it("27.2: an adventure card of the spirit zone may pay for its own ability", () => {
    const r = run(request([{ spirit: [{ card: "犁耕", ref: "L" }, ...spirit(2)], deck: deck(1) }, {}], [{ type: "activate", card: "L", pay: ["L", "p1.spirit.1", "p1.spirit.2"] }, { type: "passAll" }]));
    expect(byRef(r, "L")).toMatchObject({ tapped: true, faceDown: false });
    expect(zone(r, 1, "hand")).toHaveLength(1);
  });
});

describe("the request", () => {
  it("a snapshot in the middle of a timing (priority and stack given) resumes there; the output state is re-submittable", () => {
    const first = run(request([{ hand: [{ card: "卡牌A", ref: "A" }] }, { hand: [{ card: "卡牌B", ref: "B" }] }], [{ type: "play", card: "A" }]));
    expect(first.state.timing).toEqual({ cause: "use-card", priority: 2, passes: 0, stack: [{ item: 1, kind: "card", source: "A", controller: 1 }] });
    const again = run({ rules: "myth-origin", cards: request([{}, {}], []).cards, state: first.state, actions: [{ type: "play", card: "B" }, { type: "passAll" }] });
    expect(resolved(again)).toEqual(["卡牌B", "卡牌A"]);
    expect(cardsIn(again, 1, "graveyard")).toEqual(["卡牌A"]);
  });

  it("a snapshot in a combat's declare step, or with triggers waiting for the stack, carries them (timing.combat, timing.waiting)", () => {
    const cards = request([{}, {}], []).cards;
    const declared = run(request([{ field: [{ card: "神力牛魔", ref: "O" }] }, { field: [{ card: "金甲力士", ref: "G" }] }], [{ type: "attack", attacker: "O", defender: "G" }]));
    expect(declared.state.timing).toMatchObject({ cause: "declare-combat", priority: 1, combat: { attacker: "O", defender: "G" } });
    const fought = run({ rules: "myth-origin", cards, state: declared.state, actions: [{ type: "passAll" }] });
    expect(byRef(fought, "G").zone).toBe("graveyard");
    const flipped = run(request([{ field: [{ card: "劫火魔犬", ref: "H" }], spirit: [{ card: "激励", ref: "J" }] }, {}], [{ type: "activate", card: "J" }]));
    expect((flipped.state.timing as { waiting: unknown[] }).waiting).toEqual([{ source: "H", trigger: 0, controller: 1 }]);
    const after = run({ rules: "myth-origin", cards, state: flipped.state, actions: [{ type: "passAll" }] });
    expect(byRef(after, "H").attack).toBe(4);
  });

  it("errors: 400 with paths for a schema problem, 404 for an unknown card, 409 for a tapped attacker, 422 for a runaway resolution", () => {
    const bad = (() => {
      try {
        validate(MythResolveRequest, { rules: "myth-origin", state: { players: [{ field: [{ card: "x", tapped: "yes" }] }, {}] }, actions: [{ type: "atack" }] });
      } catch (e) {
        return e as EngineError;
      }
    })()!;
    expect(bad.code).toBe("invalid_request");
    expect(bad.issues.map((i) => i.path)).toEqual(["state.players[0].field[0].tapped", "actions[0].type"]);
    expect(fails(request([{ field: [{ card: "跳跳免" }] }, {}], [{ type: "endTurn" }]), "unknown_card").message).toMatch(/did you mean '跳跳兔'/);
    fails(request([{ field: [{ card: "跳跳兔", ref: "R", tapped: true }] }, {}], [{ type: "attack", attacker: "R", defender: "p2.general" }]), "illegal_action");
    const loop = fails(request([{ deck: deck(1) }, { field: [{ card: "重置回响", tapped: true }], deck: deck(1) }], [{ type: "endTurn" }]), "step_budget_exceeded");
    expect(Array.isArray(loop.detail.trace)).toBe(true);
  });

  it("options: with a timing open, the player with priority may pass or respond (【瞬发】 cards, 【灵动】 abilities) only", () => {
    const body = request([{ hand: [{ card: "卡牌A", ref: "A" }], field: [{ card: "跳跳兔", ref: "R" }] }, { hand: [{ card: "卡牌B" }, { card: "傲因" }], spirit: spirit(3) }], [{ type: "play", card: "A" }]);
    const mid = run(body);
    const o = legal({ rules: "myth-origin", cards: body.cards, state: mid.state });
    expect(o.player).toBe(2);
    expect(o.actions).toEqual([{ type: "play", card: "p2.hand.0", player: 2 }, { type: "pass", player: 2 }]);
    const main = legal({ rules: "myth-origin", cards: body.cards, state: (body as { state: unknown }).state });
    expect(main.actions).toContainEqual({ type: "attack", attacker: "p1.field.0", defender: "p2.general", player: 1 });
    expect(main.actions).toContainEqual({ type: "endTurn", player: 1 });
    expect(main.actions).not.toContainEqual(expect.objectContaining({ type: "pass" }));
  });

  it("options: with two items on the stack, a response may also be inserted at item ② (18.5)", () => {
    const body = request([{ hand: [{ card: "卡牌A", ref: "A" }, { card: "卡牌C", ref: "C" }] }, { hand: [{ card: "卡牌B", ref: "B" }] }], [{ type: "play", card: "A" }, { type: "play", card: "B" }]);
    const o = legal({ rules: "myth-origin", cards: body.cards, state: run(body).state });
    expect(o.actions).toEqual([{ type: "play", card: "p1.hand.1", player: 1 }, { type: "pass", player: 1 }, { type: "play", card: "p1.hand.1", player: 1, insertAt: 2 }]);
  });

  it("the log reads in zhCN and enUS", () => {
    const body = request([{ hand: [{ card: "卡牌A", ref: "A" }] }, { hand: [{ card: "卡牌B", ref: "B" }] }], [{ type: "play", card: "A" }, { type: "play", card: "B" }, { type: "passAll" }]);
    expect(run({ ...body, locale: "zhCN" }).log).toContain("[卡牌B]进入堆叠②。");
    expect(run(body).log).toContain("Item 2 resolves: Card B.");
  });

  it("same body and seed, same response", () => {
    const body = request([{ hand: [{ card: "姚庶良", ref: "Y" }], field: [{ card: "跳跳兔" }, { card: "傲因" }], spirit: spirit(2) }, {}], [{ type: "play", card: "Y" }, { type: "passAll" }]);
    expect(JSON.stringify(run(body))).toBe(JSON.stringify(run(body)));
    expect(run(body).random).toHaveLength(1);
  });
});
