/**
 * POST /v1/options: the active player's legal actions, each ready to post to /v1/resolve. The property
 * that matters: every listed action resolves (200), and what is not listed is refused (409).
 * POST /v1/simulate: the same body over `samples` seeds, with counts that add up.
 */
import { describe, expect, it } from "vitest";
import { expectError, expectResult, options, resolve, simulate, state, type Json } from "./helpers.js";

const key = (a: Json) => JSON.stringify(a);

async function listed(st: Json): Promise<Json[]> {
  const a = await options({ state: st });
  expect(a.status, a.text.slice(0, 500)).toBe(200);
  expect(a.contentType).toMatch(/^application\/json/);
  expect(a.json.player).toBe(st.activePlayer ?? 1);
  return a.json.actions;
}

/** Post each action with the state to /v1/resolve; all must answer 200. */
async function expectAllResolve(st: Json, actions: Json[]): Promise<void> {
  for (const action of actions) {
    const a = await resolve({ seed: 1, state: st, actions: [action] });
    expect(a.status, `${key(action)} → ${a.text.slice(0, 300)}`).toBe(200);
  }
}

/** The entities an action can name: both heroes and every minion, by ref or locator. */
function characters(st: Json): string[] {
  return st.players.flatMap((p: Json, k: number) => [`p${k + 1}.hero`, ...(p.board ?? []).map((e: Json, i: number) => e.ref ?? `p${k + 1}.board.${i}`)]);
}

/** Every play (with and without each target), attack and hero power one could try in the state. */
function candidates(st: Json, chooseOne: string[] = []): Json[] {
  const me = st.activePlayer ?? 1;
  const p = st.players[me - 1];
  const targets = [undefined, ...characters(st)];
  const out: Json[] = [];
  for (const [i, c] of (p.hand ?? []).entries()) {
    const card = c.ref ?? `p${me}.hand.${i}`;
    for (const target of targets) {
      for (const choose of chooseOne.includes(card) ? [1, 2] : [undefined]) out.push({ type: "play", card, ...(target ? { target } : {}), ...(choose ? { choose } : {}) });
    }
  }
  const mine = [`p${me}.hero`, ...(p.board ?? []).map((e: Json, i: number) => e.ref ?? `p${me}.board.${i}`)];
  for (const attacker of mine) for (const defender of characters(st)) out.push({ type: "attack", attacker, defender });
  for (const target of targets) out.push({ type: "heroPower", ...(target ? { target } : {}) });
  return out;
}

// Player 1 has 3 mana: Fireball (4) is too expensive; Elven Archer (1) and Moonfire (0) take targets;
// the Yeti can attack, the Wisp is exhausted. Player 2 has a Taunt minion (Sen'jin Shieldmasta).
const TAUNT = state(
  { mana: { crystals: 3 }, board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W", tags: { EXHAUSTED: 1 } }], hand: [{ card: "CS2_029", ref: "FB" }, { card: "CS2_189", ref: "EA" }, { card: "CS2_008", ref: "MF" }] },
  { board: [{ card: "CS2_179", ref: "S" }, { card: "CS2_231", ref: "W2" }] },
);

// 1 mana available: only the Wisp is playable (not the Yeti, not Frostbolt, not the hero power);
// the enemy Yeti has Stealth, so the Wisp on the board can only attack the hero.
const POOR = state(
  { mana: { crystals: 2, used: 1 }, board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W3" }, { card: "CS2_024", ref: "FR" }] },
  { board: [{ card: "CS2_182", ref: "Y2", tags: { STEALTH: 1 } }] },
);

// Player 2 to act with a weapon, a full board (one minion frozen), Nourish (Choose One), a minion card
// that cannot be played on the full board, Flamestrike and Silence; player 1 has Taunt and Stealth.
const FULL = {
  turn: 6, activePlayer: 2,
  players: [
    { board: [{ card: "CS2_179", ref: "S" }, { card: "CS2_182", ref: "Y", tags: { STEALTH: 1 } }] },
    {
      mana: { crystals: 10 }, weapon: { card: "CS2_106", ref: "AX" },
      board: Array.from({ length: 7 }, (_, i) => ({ card: "CS2_231", ref: `w${i}`, ...(i === 0 ? { tags: { FROZEN: 1 } } : {}) })),
      hand: [{ card: "EX1_164", ref: "N" }, { card: "CS2_182", ref: "Y3" }, { card: "CS2_032", ref: "FS" }, { card: "EX1_332", ref: "SI" }],
    },
  ],
};

describe("POST /v1/options", () => {
  it("lists endTurn, concede, the playable cards with their valid targets, and the attacks", async () => {
    const actions = await listed(TAUNT);
    const keys = actions.map(key);
    expect(keys).toContain(key({ type: "endTurn" }));
    expect(keys).toContain(key({ type: "concede" }));
    for (const card of ["EA", "MF"]) {
      const targets = actions.filter((a) => a.type === "play" && a.card === card).map((a) => a.target);
      expect(targets.sort()).toEqual(["S", "W", "W2", "Y", "p1.hero", "p2.hero"]);
    }
    // The Taunt minion is the only thing the Yeti may attack; the exhausted Wisp attacks nothing.
    expect(actions.filter((a) => a.type === "attack")).toEqual([{ type: "attack", attacker: "Y", defender: "S" }]);
    expect(actions.filter((a) => a.type === "heroPower")).toHaveLength(6);
  });

  it("does not list a card that costs more than the mana available", async () => {
    expect((await listed(TAUNT)).filter((a) => a.card === "FB")).toEqual([]);
    const poor = await listed(POOR);
    expect(poor).toEqual([
      { type: "play", card: "W3" },
      { type: "attack", attacker: "W", defender: "p2.hero" },
      { type: "endTurn" },
      { type: "concede" },
    ]);
  });

  it("lists both Choose One options, hero attacks with a weapon, and skips what a full board or Frozen forbids", async () => {
    const actions = await listed(FULL);
    const keys = actions.map(key);
    expect(keys).toContain(key({ type: "play", card: "N", choose: 1 }));
    expect(keys).toContain(key({ type: "play", card: "N", choose: 2 }));
    expect(keys).toContain(key({ type: "attack", attacker: "p2.hero", defender: "S" }));
    expect(actions.filter((a) => a.card === "Y3")).toEqual([]);
    expect(actions.filter((a) => a.attacker === "w0")).toEqual([]);
    expect(actions.filter((a) => a.defender === "Y" || a.defender === "p1.hero")).toEqual([]);
  });

  it.each([["a Taunt minion", TAUNT], ["not enough mana", POOR], ["a full board, a weapon and Choose One", FULL]])(
    "every listed action resolves with the same state (%s)",
    async (_name, st) => {
      await expectAllResolve(st, await listed(st));
    },
  );

  it.each([["a Taunt minion", TAUNT, []], ["not enough mana", POOR, []], ["a full board, a weapon and Choose One", FULL, ["N"]]] as const)(
    "an action that is not listed is refused with 409 (%s)",
    async (_name, st, chooseOne) => {
      const legal = new Set((await listed(st)).map(key));
      for (const action of candidates(st, [...chooseOne])) {
        if (legal.has(key(action))) continue;
        const a = await resolve({ seed: 1, state: st, actions: [action] });
        expect(a.status, `${key(action)} is not listed but answered ${a.text.slice(0, 200)}`).toBe(409);
      }
    },
  );

  it("stays true along a game: every listed action of every state reached resolves", async () => {
    const deck = (ids: string[]) => ids.map((card) => ({ card }));
    let st: Json = {
      turn: 3, activePlayer: 1,
      players: [
        { mana: { crystals: 3 }, hand: deck(["NEW1_019", "CS2_189", "CS2_008"]), deck: deck(["CS2_179", "CS2_182", "CS2_024", "EX1_015"]) },
        { mana: { crystals: 3 }, hand: deck(["CS2_231", "CS2_179", "CS2_025"]), deck: deck(["EX1_007", "CS2_182", "CS2_029", "CS2_231"]) },
      ],
    };
    for (let step = 0; step < 12; step++) {
      const actions = await listed(st);
      await expectAllResolve(st, actions);
      // Take the first non-final action (plays and attacks come first), else end the turn.
      const next = actions.find((a) => a.type !== "endTurn" && a.type !== "concede") ?? { type: "endTurn" };
      const r = expectResult(await resolve({ seed: step, state: st, actions: [next] }));
      if (r.outcome.over) break;
      st = r.state;
    }
    expect(st.turn).toBeGreaterThan(3);
  });

  it("lists nothing once the game is over", async () => {
    const over = expectResult(await resolve({ state: state(), actions: [{ type: "concede", player: 2 }] }));
    expect(over.outcome).toEqual({ over: true, winner: 1, draw: false });
    const a = await options({ state: over.state });
    expect(a.status).toBe(200);
    expect(a.json).toMatchObject({ over: true, actions: [] });
  });

  it("refuses a body with actions (400) and an unknown card (404)", async () => {
    expectError(await options({ state: TAUNT, actions: [{ type: "endTurn" }] }), 400, "invalid_request");
    expectError(await options({ state: state({ hand: [{ card: "Knife Jugler" }] }) }), 404, "unknown_card");
  });
});

describe("POST /v1/simulate", () => {
  // Knife Juggler with three enemy characters: where the knife lands depends on the seed.
  const JUGGLE = {
    seed: 1,
    state: state({ board: [{ card: "NEW1_019", ref: "J" }], hand: [{ card: "CS2_231", ref: "W" }] }, { board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }] }),
    actions: [{ type: "play", card: "W" }],
  };

  it("runs `samples` seeds and counts outcomes that sum to the samples", async () => {
    const a = await simulate({ ...JUGGLE, samples: 20 });
    expect(a.status, a.text.slice(0, 300)).toBe(200);
    const r = a.json;
    expect(r.samples).toBe(20);
    expect(r.seeds).toEqual({ from: 1, to: 20 });
    const o = r.outcomes;
    expect(o.player1Wins + o.player2Wins + o.draws + o.notOver).toBe(20);
    expect(o.notOver).toBe(20);
  });

  it("counts, for each ref, the zones it ended in", async () => {
    const r = (await simulate({ ...JUGGLE, samples: 20 })).json;
    expect(Object.keys(r.refs).sort()).toEqual(["A", "B", "J", "W"]);
    for (const zones of Object.values(r.refs) as Record<string, number>[]) {
      expect(Object.values(zones).reduce((x, y) => x + y, 0)).toBe(20);
    }
    expect(r.refs.J).toEqual({ board: 20 });
    expect(r.refs.W).toEqual({ board: 20 });
    // Each Wisp dies exactly when the knife hits it, the hero takes the rest: both happen over 20 seeds.
    const deaths = (r.refs.A.graveyard ?? 0) + (r.refs.B.graveyard ?? 0);
    expect(deaths).toBeGreaterThan(0);
    expect(deaths).toBeLessThan(20);
    const hero2 = r.heroes.find((h: Json) => h.player === 2).health;
    expect(hero2.min).toBe(29);
    expect(hero2.max).toBe(30);
    // The enemy hero's mean health matches the knives that did not hit a Wisp.
    expect(hero2.mean).toBeCloseTo(30 - (20 - deaths) / 20, 2);
  });

  it("agrees with /v1/resolve seed by seed", async () => {
    const r = (await simulate({ ...JUGGLE, samples: 5 })).json;
    let deaths = 0;
    for (let seed = 1; seed <= 5; seed++) {
      const one = expectResult(await resolve({ ...JUGGLE, seed }));
      deaths += one.state.players[1].graveyard.length;
    }
    expect((r.refs.A.graveyard ?? 0) + (r.refs.B.graveyard ?? 0)).toBe(deaths);
  });

  it("is deterministic", async () => {
    expect((await simulate({ ...JUGGLE, samples: 10 })).text).toBe((await simulate({ ...JUGGLE, samples: 10 })).text);
  });

  it("counts wins", async () => {
    const r = (await simulate({ seed: 0, samples: 3, state: state({}, { hero: { card: "HERO_01", health: 1 } }), actions: [{ type: "heroPower", target: "p2.hero" }] })).json;
    expect(r.outcomes).toEqual({ player1Wins: 3, player2Wins: 0, draws: 0, notOver: 0 });
  });

  it.each([[10_001], [0], [-1], [2.5], ["20"]])("samples %j → 400", async (samples) => {
    const e = expectError(await simulate({ ...JUGGLE, samples }), 400, "invalid_request");
    expect(e.issues.map((i: Json) => i.path)).toContain("samples");
  });

  it("samples is required, and the maximum (10,000) is accepted", async () => {
    expectError(await simulate(JUGGLE), 400, "invalid_request");
    const a = await simulate({ ...JUGGLE, samples: 10_000 });
    expect(a.status).toBe(200);
    expect(a.json.seeds).toEqual({ from: 1, to: 10_000 });
  });

  it("answers an illegal action with 409 like /v1/resolve", async () => {
    expectError(await simulate({ ...JUGGLE, samples: 3, actions: [{ type: "play", card: "J" }] }), 409, "illegal_action");
  });
});

describe("POST /v1/simulate: percentages, example seeds, games that end early (issue 14, item 5)", () => {
  // Knife Juggler's knife hits the enemy hero (1 Health: the game ends) or the enemy Wisp; then the turn ends (player 2
  // draws a card, no fatigue).
  const LETHAL = {
    seed: 1,
    state: state({ board: [{ card: "NEW1_019", ref: "J" }], hand: [{ card: "CS2_231", ref: "W" }] }, { hero: { card: "HERO_01", health: 1 }, board: [{ card: "CS2_231", ref: "A" }], deck: [{ card: "CS2_231" }] }), // a card to draw: no fatigue
    actions: [{ type: "play", card: "W" }, { type: "endTurn" }],
  };

  it("a sample whose game ends before its last action is an outcome; percentages add up; each example replays", async () => {
    const a = await simulate({ ...LETHAL, samples: 30 });
    expect(a.status, a.text.slice(0, 300)).toBe(200);
    const r = a.json;
    const o = r.outcomes;
    expect(o.player1Wins + o.notOver).toBe(30);
    expect(o.player1Wins).toBeGreaterThan(0);
    expect(o.notOver).toBeGreaterThan(0);
    expect(r.endedEarly).toBe(o.player1Wins);
    const p = r.percentages;
    expect(p.player1Wins).toBeCloseTo((o.player1Wins / 30) * 100, 2);
    expect(p.player1Wins + p.player2Wins + p.draws + p.notOver).toBeCloseTo(100, 1);
    expect(Object.keys(r.examples).sort()).toEqual(["notOver", "player1Wins"]);
    // The win ended after the first action: replaying it with that seed and that one action wins again.
    expect(r.examples.player1Wins.actionsRun).toBe(1);
    const win = expectResult(await resolve({ ...LETHAL, seed: r.examples.player1Wins.seed, actions: LETHAL.actions.slice(0, 1) }));
    expect(win.outcome).toMatchObject({ over: true, winner: 1 });
    // The other outcome ran both actions and replays as it is.
    expect(r.examples.notOver.actionsRun).toBeUndefined();
    const on = expectResult(await resolve({ ...LETHAL, seed: r.examples.notOver.seed }));
    expect(on.outcome.over).toBe(false);
    // The same body to /v1/resolve with a winning seed is still refused: the game is over before endTurn.
    const refused = await resolve({ ...LETHAL, seed: r.examples.player1Wins.seed });
    expect(refused.status).toBe(409);
  });
});
