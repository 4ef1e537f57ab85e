/**
 * The error contract over HTTP: every error is JSON `{ error: { code, message, issues: [{ path, message }] } }`
 * with a 4xx status, never a 500. 400 bad JSON / schema, 404 unknown card or route, 409 illegal action,
 * 413 body too large, 422 unimplemented card or step budget exceeded (with the partial trace).
 */
import { describe, expect, it } from "vitest";
import {
  call, closeMatchIds, expectError, get, JUGGLER_CASE, postRaw, request, resolve, send, state, type Json,
} from "./helpers.js";

const paths = (e: Json): string[] => e.issues.map((i: Json) => i.path);
const endTurn = [{ type: "endTurn" }];

describe("400: the body is not JSON", () => {
  it.each([
    ["malformed JSON", "{nope"],
    ["an empty body", ""],
    ["a truncated object", '{"state": {"players": ['],
    ["a trailing comma", '{"seed": 1,}'],
  ])("%s → invalid_json", async (_name, body) => {
    const e = expectError(await postRaw("/v1/resolve", body), 400, "invalid_json");
    expect(paths(e)).toEqual(["(body)"]);
  });

  it("bytes that are not UTF-8 → invalid_json", async () => {
    expectError(await postRaw("/v1/resolve", new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])), 400, "invalid_json");
  });

  it.each([["an array", "[]"], ["a number", "42"], ["a string", '"hello"'], ["null", "null"], ["true", "true"]])(
    "JSON that is %s → 400 at the body's root",
    async (_name, body) => {
      const e = expectError(await postRaw("/v1/resolve", body), 400);
      expect(paths(e)).toEqual(["(body)"]);
    },
  );

  it.each(["/v1/simulate", "/v1/options"])("applies to %s too", async (path) => {
    expectError(await postRaw(path, "{nope"), 400, "invalid_json");
    expectError(await postRaw(path, "[1,2]"), 400);
  });
});

describe("400: the body breaks the schema, with the path of each problem", () => {
  const schemaError = async (body: unknown) => expectError(await resolve(body), 400, "invalid_request");

  it("a board minion without its card", async () => {
    const e = await schemaError(request(state({ board: [{ ref: "A" }] }), endTurn));
    expect(paths(e)).toContain("state.players[0].board[0].card");
    expect(e.message).toContain("state.players[0].board[0].card");
  });

  it("an unknown action type", async () => {
    const e = await schemaError(request(state(), [{ type: "endTurn" }, { type: "dance" }]));
    expect(paths(e)).toEqual(["actions[1].type"]);
    expect(e.issues[0].message).toContain("endTurn");
  });

  it("a negative amount", async () => {
    const e = await schemaError(request(state(), [{ type: "damage", target: "p1.hero", amount: -1 }]));
    expect(paths(e)).toEqual(["actions[0].amount"]);
  });

  it("an unknown field, named in the message (at the root, in an entity, in an action)", async () => {
    const root = await schemaError({ ...request(state(), endTurn), sneed: 1 });
    expect(root.issues[0].message).toContain("sneed");
    const entity = await schemaError(request(state({ board: [{ card: "CS2_231", atk: 1 }] }), endTurn));
    expect(entity.issues).toEqual([{ path: "state.players[0].board[0]", message: expect.stringContaining("atk") }]);
    const action = await schemaError(request(state(), [{ type: "endTurn", when: "now" }]));
    expect(action.issues[0]).toMatchObject({ path: "actions[0]", message: expect.stringContaining("when") });
  });

  it("more than 7 minions on a board", async () => {
    const e = await schemaError(request(state({}, { board: Array.from({ length: 8 }, () => ({ card: "CS2_231" })) }), endTurn));
    expect(paths(e)).toEqual(["state.players[1].board"]);
  });

  it("several problems are all listed, and the message counts them", async () => {
    const e = await schemaError({ seed: -1, state: { turn: 0, players: [{}, {}] }, actions: [] });
    expect(paths(e)).toEqual(expect.arrayContaining(["seed", "state.turn", "actions"]));
    expect(e.message).toMatch(/and \d+ more/);
  });

  it.each([
    ["no state", { actions: endTurn }, "state"],
    ["no actions", { state: state() }, "actions"],
    ["one player", { state: { players: [{}] }, actions: endTurn }, "state.players"],
    ["a fractional seed", { ...request(state(), endTurn), seed: 1.5 }, "seed"],
    ["a huge seed", { ...request(state(), endTurn), seed: 1e300 }, "seed"],
    ["a third active player", request({ ...state(), activePlayer: 3 }, endTurn), "state.activePlayer"],
    ["rules of another game", { ...request(state(), endTurn), rules: "chess" }, "rules"],
    ["a tag not in UPPER_SNAKE case", request(state({ board: [{ card: "CS2_231", tags: { taunt: 1 } }] }), endTurn), "state.players[0].board[0].tags.taunt"],
    ["a number where a string is expected", request(state(), [{ type: "attack", attacker: 1, defender: "p2.hero" }]), "actions[0].attacker"],
  ])("%s", async (_name, body, path) => {
    const e = await schemaError(body);
    expect(paths(e)).toContain(path);
  });

  it("a duplicate ref (consistent JSON, inconsistent request)", async () => {
    const e = await schemaError(request(state({ board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "A" }] }), endTurn));
    expect(paths(e)).toEqual(["state.players[0].board[1].ref"]);
  });

  it("a card of the wrong type for its slot", async () => {
    const e = await schemaError(request(state({ board: [{ card: "CS2_032" }], weapon: { card: "CS2_182" } }), endTurn));
    expect(paths(e)).toContain("state.players[0].board[0].card");
  });
});

describe("404: unknown card, with close matches", () => {
  it("in the state: 'Knife Jugler' suggests NEW1_019", async () => {
    const e = expectError(await resolve(request(state({ board: [{ card: "Knife Jugler" }] }), endTurn)), 404, "unknown_card");
    expect(paths(e)).toEqual(["state.players[0].board[0].card"]);
    expect(e.message).toContain("Knife Jugler");
    expect(closeMatchIds(e)).toContain("NEW1_019");
  });

  it("in a summon action", async () => {
    const e = expectError(await resolve(request(state(), [{ type: "summon", card: "Knife Jugler", player: 1 }])), 404, "unknown_card");
    expect(paths(e)).toEqual(["actions[0].card"]);
    expect(closeMatchIds(e)).toContain("NEW1_019");
  });

  it("in a cast action", async () => {
    const e = expectError(await resolve(request(state(), [{ type: "cast", card: "Fireblal", player: 1, target: "p2.hero" }])), 404, "unknown_card");
    expect(closeMatchIds(e)).toContain("CS2_029");
  });

  it("every unknown card of the state is listed", async () => {
    const e = expectError(await resolve(request(state({ hand: [{ card: "NOT_A_CARD_1" }] }, { deck: [{ card: "NOT_A_CARD_2" }] }), endTurn)), 404, "unknown_card");
    expect(paths(e)).toEqual(["state.players[0].hand[0].card", "state.players[1].deck[0].card"]);
  });

  it("an unknown dbfId", async () => {
    expectError(await resolve(request(state({ board: [{ card: 99999999 }] }), endTurn)), 404, "unknown_card");
  });

  it("a card named inside a custom card definition", async () => {
    const cards = [{ id: "TEST_SUMMONER", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "summon", card: "NOT_A_CARD" }] }];
    const e = expectError(await resolve(request(state({ hand: [{ card: "TEST_SUMMONER" }] }), [{ type: "play", card: "p1.hand.0" }], { cards })), 404, "unknown_card");
    expect(e.issues[0].path).toMatch(/^cards/);
  });

  it("closeMatches is keyed by the request path, in the state and in an action alike", async () => {
    const inState = expectError(await resolve(request(state({ board: [{ card: "Knife Jugler" }] }), endTurn)), 404, "unknown_card");
    expect(Object.keys(inState.closeMatches)).toEqual(["state.players[0].board[0].card"]);
    const inAction = expectError(await resolve(request(state(), [{ type: "summon", card: "Knife Jugler", player: 1 }])), 404, "unknown_card");
    expect(Object.keys(inAction.closeMatches)).toEqual(["actions[0].card"]);
    for (const m of inAction.closeMatches["actions[0].card"]) expect(m).toEqual({ id: expect.any(String), name: expect.any(String) });
  });

  // Was slow: every unknown name was matched against ~19,500 cards (~20 ms each), so a few KB of unknown
  // names kept the worker busy for seconds. Fixed in c7bbc5c (bounded search, suggestions for the first few).
  it("answers quickly even when the state names a hundred unknown cards", async () => {
    const unknown = (k: string) => Array.from({ length: 25 }, (_, i) => ({ card: `Zqxw Card ${k}${i}` }));
    const body = request(state({ deck: unknown("a"), graveyard: unknown("b") }, { deck: unknown("c"), graveyard: unknown("d") }), endTurn);
    const t0 = Date.now();
    const e = expectError(await resolve(body), 404, "unknown_card");
    expect(Date.now() - t0).toBeLessThan(1500);
    // Every unknown card is still reported.
    expect(e.issues).toHaveLength(100);
  }, 30_000);
});

describe("409: illegal action, with the reason", () => {
  const illegal = async (body: unknown, path: string, reason: RegExp) => {
    const e = expectError(await resolve(body), 409, "illegal_action");
    expect(e.issues).toEqual([{ path, message: expect.stringMatching(reason) }]);
    expect(e.message).toContain(path);
    return e;
  };

  it("not enough mana (conformance case 029)", async () => {
    await illegal(request(state({ mana: { crystals: 3 }, hand: [{ card: "CS2_032", ref: "F" }] }), [{ type: "play", card: "F" }]), "actions[0].card", /mana.*costs 7.*3/);
  });

  it("an exhausted attacker (conformance case 028)", async () => {
    await illegal(request(state({ board: [{ card: "CS2_182", ref: "Y", tags: { EXHAUSTED: 1 } }] }), [{ type: "attack", attacker: "Y", defender: "p2.hero" }]), "actions[0].attacker", /exhausted/);
  });

  it("attacking your own minion", async () => {
    await illegal(request(state({ board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] }), [{ type: "attack", attacker: "Y", defender: "W" }]), "actions[0].defender", /own/);
  });

  it("attacking past a Taunt minion", async () => {
    await illegal(request(state({ board: [{ card: "CS2_182", ref: "Y" }] }, { board: [{ card: "CS2_179", ref: "S" }] }), [{ type: "attack", attacker: "Y", defender: "p2.hero" }]), "actions[0].defender", /[Tt]aunt/);
  });

  it("playing a card that is not in hand", async () => {
    await illegal(request(state({ board: [{ card: "CS2_182", ref: "Y" }] }), [{ type: "play", card: "Y" }]), "actions[0].card", /not in .*hand/);
    await illegal(request(state(), [{ type: "play", card: "p1.hand.0" }]), "actions[0].card", /nothing at/);
  });

  it("a second hero power in the same turn", async () => {
    await illegal(request(state(), [{ type: "heroPower", target: "p2.hero" }, { type: "heroPower", target: "p2.hero" }]), "actions[1]", /already used/);
  });

  it("an action after the game ended (concede, then endTurn)", async () => {
    await illegal(request(state(), [{ type: "concede" }, { type: "endTurn" }]), "actions[1]", /over/);
  });

  it("acting out of turn", async () => {
    await illegal(request(state({}, { board: [{ card: "CS2_182" }] }), [{ type: "attack", attacker: "p2.board.0", defender: "p1.hero", player: 2 }]), "actions[0].player", /turn/);
  });

  it("a target the card does not take, and a locator that names nothing", async () => {
    await illegal(request(state({ hand: [{ card: "CS2_231", ref: "W" }] }), [{ type: "play", card: "W", target: "p2.hero" }]), "actions[0].target", /target/);
    await illegal(request(state(), [{ type: "damage", target: "p3.board.9", amount: 1 }]), "actions[0].target", /nothing at/);
  });

  it("names the failing action: the earlier ones ran", async () => {
    const e = expectError(await resolve(request(state(), [{ type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "p1.hand.5" }])), 409, "illegal_action");
    expect(e.issues[0].path).toBe("actions[2].card");
  });
});

describe("413: the body is larger than 256 KiB", () => {
  const LIMIT = 256 * 1024;
  // Valid JSON padded with spaces: only its size is wrong.
  const padded = (size: number) => {
    const json = JSON.stringify(JUGGLER_CASE);
    return json + " ".repeat(size - json.length);
  };

  it("with a content-length header", async () => {
    const body = padded(LIMIT + 1);
    const e = expectError(await postRaw("/v1/resolve", body, { "content-length": String(body.length) }), 413, "body_too_large");
    expect(e.message).toContain(String(LIMIT));
  });

  it("without a content-length header (a streamed body)", async () => {
    const bytes = new TextEncoder().encode(padded(LIMIT + 1));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 16 * 1024) controller.enqueue(bytes.subarray(i, i + 16 * 1024));
        controller.close();
      },
    });
    expectError(await send("/v1/resolve", { method: "POST", headers: { "content-type": "application/json" }, body: stream }), 413, "body_too_large");
  });

  it("a body of exactly 256 KiB is still read", async () => {
    expect((await postRaw("/v1/resolve", padded(LIMIT))).status).toBe(200);
  });

  it.each(["/v1/simulate", "/v1/options"])("applies to %s too", async (path) => {
    expectError(await postRaw(path, padded(LIMIT + 100)), 413, "body_too_large");
  });
});

describe("422: a card with rules text the engine does not implement", () => {
  it("Lucifron (BRMC_85, a Tavern Brawl card) on the board, by id or by name", async () => {
    for (const card of ["BRMC_85", "Lucifron"]) {
      const e = expectError(await resolve(request(state({ board: [{ card }] }), endTurn)), 422, "unimplemented_card");
      expect(e.message).toContain("BRMC_85");
      expect(e.issues).toEqual([{ path: "state.players[0].board[0].card", message: expect.stringContaining("BRMC_85") }]);
    }
  });

  it("in a hand, a deck, or a summon action", async () => {
    expectError(await resolve(request(state({ hand: [{ card: "BRMC_85" }] }), endTurn)), 422, "unimplemented_card");
    expectError(await resolve(request(state({}, { deck: [{ card: "BRMC_85" }] }), endTurn)), 422, "unimplemented_card");
    const e = expectError(await resolve(request(state(), [{ type: "summon", card: "BRMC_85", player: 1 }])), 422, "unimplemented_card");
    expect(e.issues[0].path).toBe("actions[0].card");
  });

  // A custom card whose battlecry does `effect`, played from hand.
  const playCustom = (effect: Json) =>
    resolve(request(state({ hand: [{ card: "TEST_CUSTOM" }] }), [{ type: "play", card: "p1.hand.0" }], {
      cards: [{ id: "TEST_CUSTOM", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [effect] }],
    }));

  // A custom card's references are checked up front, like the state's cards: an unimplemented card it would
  // summon, add, equip or transform into is refused, never treated as vanilla.
  it.each([
    ["summon", { type: "summon", card: "BRMC_85" }],
    ["summonRandom", { type: "summonRandom", pool: ["BRMC_85"] }],
    ["addCard", { type: "addCard", card: "BRMC_85" }],
    ["transform", { type: "transform", to: "friendly-minions", card: "BRMC_85" }],
  ])("a custom card that creates an unimplemented card (%s) is refused with 422", async (_name, effect) => {
    const e = expectError(await playCustom(effect), 422, "unimplemented_card");
    expect(e.message).toContain("BRMC_85");
    expect(e.issues[0].path).toMatch(/^cards\[0\]\.battlecry\[0\]\.(card|pool\[0\])$/);
  });

  // Likewise a reference of the wrong type (a minion equipped, a spell summoned, an enchantment or a hero power
  // added to hand) is a 400 naming the reference, before anything resolves.
  it.each([
    ["equipWeapon of a minion", { type: "equipWeapon", card: "CS2_231" }],
    ["summon of a spell", { type: "summon", card: "CS2_029" }],
    ["addCard of an enchantment", { type: "addCard", card: "EX1_604o" }],
    ["addCard of a hero power", { type: "addCard", card: "CS2_034" }],
  ])("a custom card with a reference of the wrong type (%s) is refused up front", async (_name, effect) => {
    const e = expectError(await playCustom(effect), 400, "invalid_request");
    expect(e.issues[0].path).toBe("cards[0].battlecry[0].card");
  });
});

describe("422: the resolution exceeds the step budget", () => {
  // Two copies of a custom minion that, whenever it takes damage, deals 1 damage to the enemy minions:
  // one ping starts an endless exchange (1000 health each, nothing dies).
  const PINGER = {
    id: "TEST_PINGER", name: "Pinger", type: "MINION", cost: 1, attack: 0, health: 1000,
    triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "damage", amount: 1, to: "enemy-minions" }] }],
  };
  const loop = request(
    state({ board: [{ card: "TEST_PINGER", ref: "A" }] }, { board: [{ card: "TEST_PINGER", ref: "B" }] }),
    [{ type: "damage", target: "A", amount: 1 }],
    { cards: [PINGER] },
  );

  it("answers step_budget_exceeded with the partial trace at the top level", async () => {
    const a = await resolve(loop);
    const e = expectError(a, 422, "step_budget_exceeded");
    expect(e.issues[0].path).toBe("actions[0]");
    expect(Array.isArray(a.json.trace)).toBe(true);
    expect(a.json.trace[0]).toMatchObject({ kind: "sequence", action: { type: "damage", target: "A" } });
    // The partial trace shows the exchange: both pingers triggered.
    expect(a.text).toContain('"ref":"A"');
    expect(a.text).toContain('"ref":"B"');
    expect(a.text).toContain('"kind":"trigger"');
  });

  it("is deterministic like any other answer", async () => {
    expect((await resolve(loop)).text).toBe((await resolve(loop)).text);
  });

  it("a loop that ends does not hit the budget (one pinger facing a vanilla minion)", async () => {
    const a = await resolve({ ...loop, state: state({ board: [{ card: "TEST_PINGER", ref: "A" }] }, { board: [{ card: "CS2_182", ref: "B" }] }) });
    expect(a.status).toBe(200);
  });
});

describe("deeply nested custom card definitions", () => {
  const wrap = (n: number, open: string, leaf: string, close: string) => open.repeat(n) + leaf + close.repeat(n);
  const withTrigger = (trigger: string) =>
    `{"state":{"players":[{"board":[{"card":"TEST_DEEP"}]},{}]},"actions":[{"type":"endTurn"}],` +
    `"cards":[{"id":"TEST_DEEP","type":"MINION","cost":1,"attack":1,"health":1,"triggers":[${trigger}]}]}`;

  it("a nested condition (50 levels of `not`, the body 57 levels deep) works", async () => {
    const a = await postRaw("/v1/resolve", withTrigger(`{"on":"turn-end","if":${wrap(50, '{"not":', '{"turn":"own"}', "}")},"do":[]}`));
    expect(a.status).toBe(200);
  });

  // The recursive schemas (Condition, Selector, Effect) would overflow the stack on deep nesting (10,000 levels
  // of {"not": ...} is only 80 KB): nesting is capped before validation, with the path where it went too deep.
  it.each([
    ["conditions", `{"on":"turn-end","if":${wrap(10_000, '{"not":', '{"turn":"own"}', "}")},"do":[]}`],
    ["selectors", `{"on":"turn-end","do":[{"type":"damage","amount":1,"to":${wrap(10_000, '{"random":', '"enemy-characters"', "}")}}]}`],
    ["effects", `{"on":"turn-end","do":[${wrap(3_000, '{"type":"if","if":{"turn":"own"},"then":[', '{"type":"draw"}', "]}")}]}`],
  ])("nested %s are refused with a 400 in the error format", async (_name, trigger) => {
    const e = expectError(await postRaw("/v1/resolve", withTrigger(trigger)), 400, "invalid_request");
    expect(e.issues[0].path).toMatch(/^cards\[0\]\.triggers\[0\]\./);
    expect(e.message).toContain("nested deeper than");
  });

  it("deeply nested plain JSON is a 400, not a 500", async () => {
    expectError(await postRaw("/v1/resolve", "[".repeat(50_000) + "]".repeat(50_000)), 400);
    expectError(await postRaw("/v1/resolve", `{"state":${wrap(30_000, '{"a":', "1", "}")}}`), 400, "invalid_request");
  });
});

describe("routes", () => {
  it("an unknown route is a JSON 404", async () => {
    const e = expectError(await get("/v2/nothing"), 404, "not_found");
    expect(e.message).toContain("/v2/nothing");
    expectError(await postRaw("/v1/nothing", "{}"), 404, "not_found");
  });

  it.each(["GET", "PUT", "DELETE"])("%s on /v1/resolve is a JSON 404 or 405", async (method) => {
    const a = await send("/v1/resolve", { method });
    expect([404, 405]).toContain(a.status);
    expectError(a, a.status);
  });

  it("POST on a GET route is a JSON 404 or 405", async () => {
    const a = await postRaw("/v1/cards", "{}");
    expect([404, 405]).toContain(a.status);
    expectError(a, a.status);
  });

  it("/ redirects to the docs", async () => {
    const res = await call("/", { redirect: "manual" });
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    expect(res.headers.get("location")).toMatch(/\/docs$/);
  });
});

describe("RFC 9457 problem details beside the error object", () => {
  it("an error is application/problem+json with type, title, status and detail, and still has error.code", async () => {
    const a = await resolve(request(state(), [{ type: "endTurn" }, { type: "dance" }]));
    expectError(a, 400, "invalid_request");
    expect(a.contentType).toBe("application/problem+json");
    expect(a.json).toMatchObject({
      type: "/docs/errors#invalid_request", title: "The request breaks the schema", status: 400, detail: a.json.error.message,
    });
  });

  it.each([
    ["/v1/cards/Knife%20Jugler", "unknown_card", 404],
    ["/v2/nothing", "not_found", 404],
  ])("%s → %s, %i, with its type", async (path, code, status) => {
    const a = expectError(await get(path), status, code);
    expect(a).toBeDefined();
  });

  it("each type links to a section of /docs/errors", async () => {
    const page = await get("/docs/errors");
    expect(page.status).toBe(200);
    expect(page.contentType).toMatch(/^text\/html/);
    for (const code of ["invalid_json", "invalid_request", "unknown_card", "not_found", "method_not_allowed", "illegal_action", "body_too_large", "unimplemented_card", "step_budget_exceeded"]) {
      expect(page.text).toContain(`id="${code}"`);
    }
  });
});

describe("validation names what was expected, and the value probably meant", () => {
  const spell = (effect: Json) => request(state({ hand: [{ card: "X1", ref: "X" }] }), [{ type: "play", card: "X" }], {
    cards: [{ id: "X1", type: "SPELL", cost: 1, spell: [effect] }],
  });
  const issue = async (body: unknown) => {
    const e = expectError(await resolve(body), 400, "invalid_request");
    return e.issues[0];
  };

  it("an unknown selector: did you mean the closest, and the list of selectors", async () => {
    const i = await issue(spell({ type: "damage", amount: 1, to: "enemy-minionz" }));
    expect(i.path).toBe("cards[0].spell[0].to");
    expect(i.message).toMatch(/^unknown value 'enemy-minionz'; did you mean 'enemy-minions'\? \(expected one of /);
    expect(i.message).toContain("'friendly-minions'");
    expect((await issue(spell({ type: "damage", amount: 1, to: { random: "enemy-minionz" } }))).message).toContain("did you mean 'enemy-minions'?");
  });

  it("an unknown effect type, action type, trigger and locale", async () => {
    expect((await issue(spell({ type: "damag", amount: 1, to: "enemy-hero" }))).message).toContain("did you mean 'damage'?");
    expect((await issue(request(state(), [{ type: "endturn" }]))).message).toContain("did you mean 'endTurn'?");
    const trigger = request(state({ hand: [{ card: "X1", ref: "X" }] }), [{ type: "endTurn" }], {
      cards: [{ id: "X1", type: "MINION", cost: 1, attack: 1, health: 1, triggers: [{ on: "after-sumon", do: [] }] }],
    });
    const t = await issue(trigger);
    expect(t.path).toBe("cards[0].triggers[0].on");
    expect(t.message).toContain("did you mean 'after-summon'?");
    expect((await issue({ ...JUGGLER_CASE, locale: "zhCn" })).message).toBe("unknown value 'zhCn'; did you mean 'zhCN'? (expected one of 'enUS' | 'zhCN')");
  });

  it("a value close to none gets the list without a guess", async () => {
    const i = await issue(request(state(), [{ type: "dance" }]));
    expect(i.message).toMatch(/^unknown value 'dance' \(expected one of 'play' \| /);
  });
});
