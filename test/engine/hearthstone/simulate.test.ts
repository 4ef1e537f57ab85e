/**
 * /v1/simulate's engine side (issue 13, target 4): the snapshot is loaded once and each sample runs on a copy of the
 * loaded game, so each sample must be exactly what a resolve of its seed gives; a deck code (shuffled from each seed at
 * load) is loaded again per sample; the budget stops a request with a clear 422.
 */
import { describe, expect, it } from "vitest";
import { simulate, type ResolveResult } from "../../../src/engine/index.js";
import { SimulateRequest } from "../../../src/engine/hearthstone/schema.js";
import { SAMPLE_STEPS, SIMULATION_STEPS } from "../../../src/engine/hearthstone/index.js";
import { failsWith, player, request, run } from "../../support/engine.js";

type Body = Record<string, unknown>;
const sim = (body: Body) => simulate(SimulateRequest.parse(body));

/** What simulate reads of one resolve: its outcome key, hero health and where each ref ended. */
function expected(bodies: Body[]) {
  const outcomes = { player1Wins: 0, player2Wins: 0, draws: 0, notOver: 0 };
  const refs: Record<string, Record<string, number>> = {};
  const health: number[][] = [[], []];
  for (const b of bodies) {
    const r: ResolveResult = run(b);
    const o = r.outcome;
    outcomes[!o.over ? "notOver" : o.draw ? "draws" : o.winner === 1 ? "player1Wins" : "player2Wins"]++;
    r.state.players.forEach((p, k) => {
      health[k]!.push(p.hero.health ?? 0);
      for (const zone of ["board", "hand", "deck", "secrets", "graveyard", "setAside"] as const) {
        for (const e of p[zone]) if (e.ref !== undefined) ((refs[e.ref] ??= {})[zone] = (refs[e.ref]![zone] ?? 0) + 1);
      }
    });
  }
  return { outcomes, refs, health };
}

// Knife Juggler's knives and an Arcane Missiles: random targets, minions that die, a hero that may die.
const RANDOM = request(
  [player({ board: [{ card: "NEW1_019", ref: "J" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "EX1_277", ref: "M" }] }),
    player({ hero: { card: "HERO_01", health: 4 }, board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_120", ref: "R" }] })],
  [{ type: "play", card: "W" }, { type: "play", card: "M" }],
);

describe("simulate: load once, a copy per sample", () => {
  it("each sample is what /v1/resolve gives for its seed (outcomes, hero health, where each ref ended)", () => {
    const samples = 40;
    const r = sim({ ...RANDOM, seed: 100, samples });
    const want = expected(Array.from({ length: samples }, (_, i) => ({ ...RANDOM, seed: 100 + i })));
    expect(r.outcomes).toEqual(want.outcomes);
    expect(r.refs).toEqual(want.refs);
    // More than one outcome, so the samples really differ (a copy shared between samples would show here).
    expect(Object.values(r.refs.R!).length + Object.values(r.refs.A!).length).toBeGreaterThan(2);
    want.health.forEach((h, k) => {
      expect(r.heroes[k]!.health.min).toBe(Math.min(...h));
      expect(r.heroes[k]!.health.max).toBe(Math.max(...h));
    });
  });

  it("a deck code is shuffled from each sample's own seed (loaded again per sample)", () => {
    const MAGE = "AAECAf0EArMBuAgOTVq7AosDvwOrBLQEywT7BJYF7AexCLwIlg0AAA==";
    const body = request([player({ deck: MAGE, hand: [] }), player()], [{ type: "draw", player: 1, count: 1 }]);
    const tops = new Set<string>();
    for (let seed = 0; seed < 6; seed++) tops.add(run({ ...body, seed }).state.players[0].hand[0]!.card);
    expect(tops.size).toBeGreaterThan(1);
    // Same answer as six resolves: the sample count is right and nothing is shared between samples.
    const r = sim({ ...body, seed: 0, samples: 6 });
    expect(r.outcomes.notOver).toBe(6);
  });

  it("the most samples a request may ask for is 10,000", () => {
    const tiny = request([player(), player()], [{ type: "endTurn" }]);
    expect(sim({ ...tiny, samples: 10_000 }).outcomes.notOver).toBe(10_000);
    expect(SimulateRequest.safeParse({ ...tiny, samples: 10_001 }).success).toBe(false);
  });

  it("past its budget a simulation is a 422 step_budget_exceeded that says how many samples ran", () => {
    // Each sample costs SAMPLE_STEPS plus its events: Hellfire over 14 Frothing Berserkers is 16 damage events, each
    // triggering 14 Berserkers, so 10,000 samples are far past the budget.
    const seven = () => Array.from({ length: 7 }, () => ({ card: "EX1_604" }));
    const big = request([player({ hand: [{ card: "CS2_062", ref: "H" }], board: seven() }), player({ board: seven() })], [{ type: "play", card: "H" }]);
    const e = failsWith(() => sim({ ...big, samples: 10_000 }), "step_budget_exceeded");
    const ran = (e.detail as { samplesRun: number }).samplesRun;
    expect(ran).toBeGreaterThan(0);
    expect(ran).toBeLessThan(10_000);
    expect(ran).toBeLessThan(SIMULATION_STEPS / SAMPLE_STEPS);
    expect(e.message).toMatch(new RegExp(`after ${ran} samples`));
    expect(e.issues[0]!.path).toBe("samples");
  });
});
