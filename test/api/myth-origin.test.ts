/**
 * Myth Origin (神话起源) over HTTP: the README's quickstart runs as shown, the bodies of both games go through the same
 * endpoints, and its errors follow the contract (400 with paths, 404, 409, 422).
 */
import { describe, expect, it } from "vitest";
import readme from "../../README.md?raw";
import { MYTH_EXAMPLE_REQUEST } from "../../src/api/myth-origin-schemas.js";
import { JUGGLER_CASE, options, resolve, simulate, type Json } from "./helpers.js";

/** The JSON body of the README's Myth Origin curl command. */
function quickstartBody(): Json {
  const at = readme.indexOf("<!-- myth-origin-quickstart");
  expect(at).toBeGreaterThan(0);
  const block = readme.slice(at, readme.indexOf("```\n", readme.indexOf("```sh", at) + 5));
  return JSON.parse(block.slice(block.indexOf("-d '") + 4, block.lastIndexOf("'")));
}

const cards = MYTH_EXAMPLE_REQUEST.cards;

describe("Myth Origin over HTTP", () => {
  it("the README's quickstart runs as shown (and is the OpenAPI example)", async () => {
    const body = quickstartBody();
    expect(body).toEqual(MYTH_EXAMPLE_REQUEST);
    const a = await resolve(body);
    expect(a.status).toBe(200);
    expect(a.json.outcome).toEqual({ over: false, winner: null, losers: [] });
    expect(a.json.log).toEqual([
      "玩家1横置1张灵力牌,支付1点灵力。", "玩家1使用[跳跳兔]。", "时机1:使用卡牌。", "[跳跳兔]进入堆叠①。",
      "玩家2横置2张灵力牌,支付2点灵力。", "玩家2使用[五雷诀]。", "[五雷诀]进入堆叠②。",
      "玩家1不响应。", "玩家2不响应。", "结算堆叠②:[五雷诀]。", "[跳跳兔]被置于弃牌堆。", "结算堆叠①:[跳跳兔]。", "[跳跳兔]进场。",
    ]);
    expect(a.json.state.players[0].field.map((e: Json) => e.ref)).toEqual(["R"]);
    expect(a.json.state.players[1].graveyard.map((e: Json) => e.ref)).toEqual(["T", "W"]);
    expect((await resolve(body)).text).toBe(a.text);
  });

  it("Hearthstone's bodies are answered as before", async () => {
    const a = await resolve(JUGGLER_CASE);
    expect(a.status).toBe(200);
    expect(a.json.outcome).toEqual({ over: false, winner: null, draw: false });
  });

  it("options and simulate take Myth Origin bodies", async () => {
    const mid = (await resolve({ ...MYTH_EXAMPLE_REQUEST, actions: [{ type: "play", card: "R" }] })).json;
    const o = await options({ rules: "myth-origin", cards, state: mid.state });
    expect(o.status).toBe(200);
    expect(o.json.player).toBe(2);
    expect(o.json.actions).toContainEqual({ type: "pass", player: 2 });
    expect(o.json.actions).toContainEqual({ type: "play", card: "p2.hand.0", targets: ["p2.field.0"], player: 2 });
    const s = await simulate({ ...MYTH_EXAMPLE_REQUEST, samples: 3 });
    expect(s.status).toBe(200);
    expect(s.json.outcomes).toEqual({ player1Wins: 0, player2Wins: 0, bothLose: 0, notOver: 3 });
  });

  it("400 with the path of each problem", async () => {
    const a = await resolve({ ...MYTH_EXAMPLE_REQUEST, actions: [{ type: "play" }] });
    expect(a.status).toBe(400);
    expect(a.json.error.issues[0].path).toBe("actions[0].card");
  });

  it("404 for a card the request does not define", async () => {
    const a = await resolve({ ...MYTH_EXAMPLE_REQUEST, state: { players: [{ hand: [{ card: "妲己" }] }, {}] } });
    expect(a.status).toBe(404);
    expect(a.json.error.issues[0].path).toBe("state.players[0].hand[0].card");
  });

  it("409 for an illegal action: insertion below item ①, a tapped attacker, a response when no timing is open", async () => {
    const below = await resolve({ ...MYTH_EXAMPLE_REQUEST, actions: [{ type: "play", card: "R" }, { type: "play", card: "W", targets: ["T"], insertAt: 1 }] });
    expect(below.status).toBe(409);
    expect(below.json.error.issues[0].path).toBe("actions[1].insertAt");
    const tapped = await resolve({ rules: "myth-origin", cards, state: { players: [{ field: [{ card: "跳跳兔", ref: "A", tapped: true }] }, {}] }, actions: [{ type: "attack", attacker: "A", defender: "p2.general" }] });
    expect(tapped.status).toBe(409);
    const noTiming = await resolve({ ...MYTH_EXAMPLE_REQUEST, actions: [{ type: "play", card: "W", targets: ["T"], player: 2 }] });
    expect(noTiming.status).toBe(409);
  });

  it("422 for a runaway resolution, with the partial trace", async () => {
    const loop = [...cards, { id: "回响", type: "creature", attack: 1, health: 1, triggers: [{ on: "reset", effects: [{ type: "reset", to: "self" }] }] }];
    const a = await resolve({ rules: "myth-origin", cards: loop, state: { players: [{ deck: [{ card: "跳跳兔" }] }, { field: [{ card: "回响", tapped: true }], deck: [{ card: "跳跳兔" }] }] }, actions: [{ type: "endTurn" }] });
    expect(a.status).toBe(422);
    expect(a.json.error.code).toBe("step_budget_exceeded");
    expect(Array.isArray(a.json.trace)).toBe(true);
  });
});
