/**
 * Myth Origin never fails unexpectedly: random action sequences on a busy board give a result or an EngineError
 * (400/404/409/422), never a crash; every legal action `options` lists resolves; the output state is re-submittable.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EngineError } from "../../../src/engine/index.js";
import { deck, legal, request, run, spirit } from "./helpers.js";

const STATE: [Record<string, unknown>, Record<string, unknown>] = [
  {
    general: { card: "帝辛" }, treasure: { card: "礼尚往来" }, equipment: [{ card: "排扒木" }],
    field: [{ card: "妲己" }, { card: "梅伯" }, { card: "阐教道兵" }, { card: "劫火魔犬" }],
    hand: [{ card: "金砖" }, { card: "五雷诀" }, { card: "群魔乱舞" }, { card: "法天象地" }, { card: "九宫山鹤翼少女" }, { card: "姚庶良" }, { card: "舍身" }],
    spirit: spirit(5, [{ card: "激励" }, { card: "夜宴" }, { card: "击其不意" }]), deck: deck(3),
  },
  {
    general: { card: "姜子牙" }, treasure: { card: "圣灵珠" },
    field: [{ card: "跳跳兔" }, { card: "千足虫妖" }, { card: "灰狐·常棣" }, { card: "苍生" }, { card: "重置回响", tapped: true }],
    hand: [{ card: "卡牌B" }, { card: "藤蔓陷阱" }, { card: "捆仙绳" }, { card: "摄魂" }], spirit: spirit(4, [{ card: "犁耕" }]), deck: deck(2),
  },
];

const loc = fc.oneof(
  fc.constantFrom("p1.general", "p2.general", "p1.treasure", "p2.treasure"),
  fc.tuple(fc.constantFrom(1, 2), fc.constantFrom("field", "hand", "spirit", "equipment", "graveyard"), fc.nat(8)).map(([p, z, i]) => `p${p}.${z}.${i}`),
);
const action = fc.oneof(
  fc.record({ type: fc.constant("play"), card: loc, targets: fc.option(fc.array(loc, { maxLength: 2 }), { nil: undefined }), insertAt: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }) }),
  fc.record({ type: fc.constant("activate"), card: loc, targets: fc.option(fc.array(loc, { maxLength: 1 }), { nil: undefined }) }),
  fc.record({ type: fc.constant("attack"), attacker: loc, defender: loc }),
  fc.constant({ type: "pass" }), fc.constant({ type: "passAll" }), fc.constant({ type: "endTurn" }),
  fc.constant({ type: "endTurn", respondAt: ["end-of-turn", "draw-step"] }),
);
const clean = (a: Record<string, unknown>) => Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined));

describe("Myth Origin fuzz", () => {
  it("random actions give a result or an EngineError, and the state written back loads again", () => {
    fc.assert(fc.property(fc.array(action, { minLength: 1, maxLength: 12 }), fc.nat(1000), (actions, seed) => {
      const body = request(STATE, actions.map(clean), { seed });
      let r;
      try {
        r = run(body);
      } catch (e) {
        if (e instanceof EngineError) return;
        throw e;
      }
      expect(() => legal({ rules: "myth-origin", cards: body.cards, state: r.state })).not.toThrow();
    }), { numRuns: 150, seed: 12 });
  });

  it("every action options lists resolves", () => {
    let state: unknown = request(STATE, []).state;
    const cards = request(STATE, []).cards;
    for (let i = 0; i < 15; i++) {
      const o = legal({ rules: "myth-origin", cards, state });
      if (o.over || !o.actions.length) break;
      for (const a of o.actions) expect(() => run({ rules: "myth-origin", cards, state, actions: [a] }), JSON.stringify(a)).not.toThrow();
      state = run({ rules: "myth-origin", cards, state, actions: [o.actions[(i * 7) % o.actions.length]!] }).state;
    }
  });
});
