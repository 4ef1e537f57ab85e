/**
 * POST /v1/resolve over HTTP: the response's parts, determinism (same body + seed => same bytes),
 * re-submittable output states, card names in requests, and the locale of the log.
 */
import { describe, expect, it } from "vitest";
import {
  byRef, entities, expectError, expectResult, JUGGLER_CASE, jugglerWithTargets, options, request, resolve, state, type Json,
} from "./helpers.js";

/** Post the body, expect a 200, then post its output state to /v1/options: that must be a 200 too. */
async function expectResubmittable(body: Json): Promise<Json> {
  const r = expectResult(await resolve(body));
  const again = await options({ state: r.state, ...(body.cards ? { cards: body.cards } : {}) });
  expect(again.status, again.text.slice(0, 500)).toBe(200);
  expect(again.json.over).toBe(r.outcome.over);
  return r;
}

describe("POST /v1/resolve answers", () => {
  it("200 with state, outcome, trace, log and random for conformance case 001", async () => {
    const a = await resolve(JUGGLER_CASE);
    const r = expectResult(a);
    expect(a.contentType).toBe("application/json; charset=UTF-8");
    expect(r.outcome).toEqual({ over: false, winner: null, draw: false });
    expect(r.state.players[1].hero.health).toBe(29);
    expect(r.state.players[0].board.map((e: Json) => e.ref)).toEqual(["J", "W"]);
    expect(r.log).toContain("Knife Juggler deals 1 damage to Garrosh Hellscream.");
    expect(r.trace[0]).toMatchObject({ kind: "sequence", action: { type: "play", card: "W" } });
    expect(r.random).toHaveLength(1);
  });

  it("puts id, card and the visible stats on every output entity", async () => {
    const r = expectResult(await resolve(JUGGLER_CASE));
    const all = entities(r.state);
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const e of all) {
      expect(e.id).toBeTypeOf("number");
      expect(e.card).toMatch(/^[A-Za-z0-9_]+$/);
      expect(e.cost).toBeTypeOf("number");
    }
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(byRef(r.state, "J")).toMatchObject({ card: "NEW1_019", attack: 3, health: 2, maxHealth: 2, cost: 2 });
  });

  it("accepts a card by English name, Chinese name or dbfId and answers with the canonical id", async () => {
    const r = expectResult(await resolve(request(
      state({ board: [{ card: "Knife Juggler", ref: "A" }, { card: "飞刀杂耍者", ref: "B" }, { card: 1073, ref: "C" }, { card: "Chillwind Yeti", ref: "D" }] }),
      [{ type: "endTurn" }],
    )));
    for (const ref of ["A", "B", "C"]) expect(byRef(r.state, ref).card).toBe("NEW1_019");
    // Chillwind Yeti has CS2_182, CORE_CS2_182 and VAN_CS2_182, all collectible: the plain one wins.
    expect(byRef(r.state, "D").card).toBe("CS2_182");
  });
});

describe("determinism", () => {
  it("gives byte-identical responses for the same body posted twice", async () => {
    for (const body of [JUGGLER_CASE, jugglerWithTargets(11)]) {
      const [a, b] = [await resolve(body), await resolve(body)];
      expect(a.status).toBe(200);
      expect(b.text).toBe(a.text);
    }
  });

  it("does not depend on the key order of the request", async () => {
    const body = jugglerWithTargets(3) as Json;
    const reordered = { actions: body.actions, state: { players: body.state.players, activePlayer: 1, turn: 5 }, seed: 3 };
    expect((await resolve(reordered)).text).toBe((await resolve(body)).text);
  });

  it("lets the seed drive random choices (the knife lands on different targets over 20 seeds)", async () => {
    const targets = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const r = expectResult(await resolve(jugglerWithTargets(seed)));
      expect(r.random).toHaveLength(1);
      targets.add(JSON.stringify(r.random[0].chosen));
    }
    expect(targets.size).toBeGreaterThan(1);
  });
});

describe("the output state is re-submittable", () => {
  it("as the next request's state with a new action", async () => {
    const first = expectResult(await resolve(JUGGLER_CASE));
    const next = expectResult(await resolve({ seed: 8, state: first.state, actions: [{ type: "endTurn" }] }));
    expect(next.state.turn).toBe(6);
    expect(next.state.activePlayer).toBe(2);
    // Entities keep their ids and refs across requests.
    expect(byRef(next.state, "J").id).toBe(byRef(first.state, "J").id);
    expect(byRef(next.state, "W").id).toBe(byRef(first.state, "W").id);
    // 29 after the knife, then 1 fatigue damage: player 2 starts the turn with an empty deck.
    expect(next.state.players[1].hero.health).toBe(28);
    expect(next.state.players[1].tags.FATIGUE).toBe(1);
  });

  it("and re-posting it with a turn's worth of actions keeps working", async () => {
    let st = expectResult(await resolve(jugglerWithTargets(5))).state;
    for (const action of [{ type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "J", defender: "p2.hero" }, { type: "heroPower", target: "p2.hero" }]) {
      st = expectResult(await resolve({ seed: 1, state: st, actions: [action] })).state;
    }
    expect(st.turn).toBe(7);
  });

  it("after a minion died (it is listed in the graveyard)", async () => {
    const r = await expectResubmittable(request(state({ board: [{ card: "CS2_182", ref: "Y" }] }, { board: [{ card: "CS2_231", ref: "W" }] }), [{ type: "attack", attacker: "Y", defender: "W" }]));
    expect(r.state.players[1].graveyard.map((e: Json) => e.ref)).toEqual(["W"]);
  });

  it("after a hero died (the game is over): the dead hero is written once, and the game stays over", async () => {
    const r = await expectResubmittable(request(state(), [{ type: "damage", target: "p2.hero", amount: 30 }]));
    expect(r.outcome).toEqual({ over: true, winner: 1, draw: false });
    expect(r.state.players[1].hero.health).toBe(0);
    expect(r.state.players[1].graveyard).toEqual([]);
    expectError(await resolve({ seed: 1, state: r.state, actions: [{ type: "endTurn" }] }), 409, "illegal_action");
  });

  it("after the last turn (2.1: the counter reaching 90 ends the game in a draw)", async () => {
    const r = await expectResubmittable({ seed: 1, state: { turn: 89, players: [{}, {}] }, actions: [{ type: "endTurn" }] });
    expect(r.outcome).toEqual({ over: true, winner: null, draw: true });
    expect(r.state.turn).toBe(90);
  });

  it("after a hero took far more damage than its health (fatigue from drawing 60 cards from an empty deck)", async () => {
    const r = await expectResubmittable(request(state(), [{ type: "draw", player: 1, count: 60 }]));
    expect(r.state.players[0].hero.health).toBe(30 - (60 * 61) / 2);
  });

  it("after Clockwork Gnome's deathrattle added a Spare Part, for every seed's part", async () => {
    const parts = new Set<string>();
    for (let seed = 0; seed < 24; seed++) {
      const r = await expectResubmittable(request(state({ board: [{ card: "GVG_082", ref: "G" }] }), [{ type: "destroy", target: "G" }], { seed }));
      parts.add(r.state.players[0].hand[0].card);
    }
    expect(parts.size).toBe(7);
  });
});

describe("locale", () => {
  it("zhCN gives Chinese log lines", async () => {
    const r = expectResult(await resolve({ ...JUGGLER_CASE, locale: "zhCN" }));
    expect(r.log.join("\n")).toContain("飞刀杂耍者");
    expect(r.log.join("\n")).not.toContain("Knife Juggler");
  });

  it("enUS is the default and only changes the log", async () => {
    const en = expectResult(await resolve(JUGGLER_CASE));
    const explicit = expectResult(await resolve({ ...JUGGLER_CASE, locale: "enUS" }));
    const zh = expectResult(await resolve({ ...JUGGLER_CASE, locale: "zhCN" }));
    expect(explicit).toEqual(en);
    expect(en.log.join("\n")).toContain("Knife Juggler");
    expect({ ...zh, log: [] }).toEqual({ ...en, log: [] });
  });

  it("refuses another locale with 400", async () => {
    const e = expectError(await resolve({ ...JUGGLER_CASE, locale: "frFR" }), 400, "invalid_request");
    expect(e.issues.map((i: Json) => i.path)).toContain("locale");
  });
});
