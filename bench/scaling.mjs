// Target 5 of issue 13: the engine's costs grow at most linearly with board, hand, deck, actions and trigger chains.
// For each dimension, requests that differ only in its size are resolved round-robin (interleaved, so the machine's
// load falls on every size alike); the median time of parse + resolve + stringify is printed per size, with the
// events the trace holds and the cost per unit. A dimension passes when the marginal cost of one unit at its largest
// step (the two largest sizes) is at most 1.5× that of its middle step (linear growth gives about 1, quadratic about
// the ratio of the sizes). "growth" (the largest size over the straight line through the two smallest) is printed too,
// but it is not the verdict: when the fixed cost dominates both smallest sizes their small difference makes the line
// too flat (the chain's 10 → 20 events cost 1 µs per event, every later step 2.2–2.4 µs: bench/README.md).
// Run alone: node bench/scaling.mjs [--seconds S]   (run.mjs calls scalingTable with the bundled engine)
//            node bench/scaling.mjs --instructions   the same table in instructions per resolve under callgrind (needs
//            valgrind; slow, but a busy machine does not move it: 25 and 5 resolves after a warm-up, the difference / 20)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

export const SCALING_LIMIT = 1.5;

/**
 * Growth figures of one dimension's rows ({ size, [key] }): `growth`, the largest size over the line through the two
 * smallest; `marginal`, the cost per unit of the last step over that of the middle step (the verdict).
 */
export function growthOf(rows, key) {
  const slope = (i, j) => (rows[j][key] - rows[i][key]) / (rows[j].size - rows[i].size);
  const [a, b] = rows, z = rows.at(-1), last = rows.length - 1, mid = Math.floor((rows.length - 2) / 2);
  const linear = a[key] + slope(0, 1) * (z.size - a.size);
  const growth = z[key] / Math.max(linear, a[key]);
  const marginal = slope(last - 1, last) / Math.max(slope(mid, mid + 1), Number.EPSILON);
  return { growth, marginal, pass: marginal <= SCALING_LIMIT };
}

const hero = (card, extra = {}) => ({ card, ...extra });
const many = (n, card) => Array.from({ length: n }, () => ({ card }));
const state = (p1, p2) => ({ turn: 5, activePlayer: 1, players: [
  { hero: hero("HERO_08"), mana: { crystals: 10, used: 0 }, ...p1 },
  { hero: hero("HERO_01"), mana: { crystals: 10, used: 0 }, ...p2 },
] });
const endTurns = (n) => Array.from({ length: n }, () => ({ type: "endTurn" }));

// A client card for trigger chains: "Whenever your hero takes damage (and lives), deal 1 damage to the enemy hero."
// One on each side, and one damage starts a ping-pong of nested damage events that ends when a hero dies.
const ping = (id) => ({
  id, name: id, type: "MINION", cost: 1, attack: 0, health: 5,
  triggers: [{ on: "damage", if: { target: { type: "hero", side: "friendly", alive: true } }, do: [{ type: "damage", amount: 1, to: "enemy-hero" }] }],
});

/** Each dimension: its sizes and the request of each size. */
export const DIMENSIONS = [
  {
    name: "board (minions per side; Flamestrike)", sizes: [1, 2, 3, 4, 5, 6, 7],
    body: (n) => ({ seed: 1, state: state({ board: many(n, "CS2_182"), hand: [{ card: "CS2_032", ref: "F" }] }, { board: many(n, "CS2_182") }), actions: [{ type: "play", card: "F" }] }),
  },
  {
    name: "hand (cards in hand; 2 turns)", sizes: [0, 2, 4, 6, 8],
    body: (n) => ({ seed: 1, state: state({ hand: many(n, "CS2_182"), deck: many(4, "CS2_231") }, { hand: many(n, "CS2_182"), deck: many(4, "CS2_231") }), actions: endTurns(2) }),
  },
  {
    name: "deck (cards in deck; 2 turns)", sizes: [0, 15, 30, 45, 60],
    body: (n) => ({ seed: 1, state: state({ deck: many(n, "CS2_182") }, { deck: many(n, "CS2_182") }), actions: endTurns(2) }),
  },
  {
    name: "actions (Hero Power, end of turn; alternating)", sizes: [2, 10, 26, 50, 100],
    body: (n) => ({
      seed: 1, state: state({ hero: hero("HERO_01"), deck: many(30, "CS2_231") }, { deck: many(30, "CS2_231") }),
      actions: Array.from({ length: n }, (_, i) => (i % 2 === 0 ? { type: "heroPower" } : { type: "endTurn" })),
    }),
  },
  {
    name: "trigger chain (nested damage events)", sizes: [10, 20, 40, 80, 160],
    body: (n) => ({
      seed: 1, cards: [ping("BENCH_PING_A"), ping("BENCH_PING_B")],
      state: state({ hero: hero("HERO_08", { health: n / 2 + 1 }), board: [{ card: "BENCH_PING_A" }] }, { hero: hero("HERO_01", { health: n / 2 + 1 }), board: [{ card: "BENCH_PING_B" }] }),
      actions: [{ type: "damage", target: "p1.hero", amount: 1 }],
    }),
  },
];

function countEvents(node) {
  let n = 0;
  const walk = (x) => { if (!x || typeof x !== "object") return; if (x.kind === "event") n++; for (const c of x.children ?? []) walk(c); };
  for (const t of node) walk(t);
  return n;
}

const median = (xs) => { const s = Float64Array.from(xs).sort(); return s[Math.floor((s.length - 1) / 2)]; };

/**
 * Time every dimension with `engine` (the Node bundle: resolveBody), `seconds` per dimension after a warm-up.
 * Returns rows per dimension with { size, medianUs, events, bytes } and the dimension's growth figures and verdict (growthOf).
 */
export function scalingTable(engine, { seconds = 0.5, log = console.log } = {}) {
  const out = [];
  for (const d of DIMENSIONS) {
    const texts = d.sizes.map((n) => JSON.stringify(d.body(n)));
    const once = (i) => JSON.stringify(engine.resolveBody(JSON.parse(texts[i])));
    const rows = d.sizes.map((size, i) => {
      const res = engine.resolveBody(JSON.parse(texts[i]));
      return { size, events: countEvents(res.trace ?? []), bytes: JSON.stringify(res).length, samples: [] };
    });
    const warmEnd = performance.now() + 200;
    while (performance.now() < warmEnd) for (let i = 0; i < texts.length; i++) once(i);
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end || rows[0].samples.length < 20) {
      for (let i = 0; i < texts.length; i++) { const t = performance.now(); once(i); rows[i].samples.push((performance.now() - t) * 1000); }
    }
    for (const r of rows) { r.medianUs = median(r.samples); r.n = r.samples.length; delete r.samples; }
    out.push({ name: d.name, rows, ...growthOf(rows, "medianUs") });
  }
  log(`  5. scaling: median µs of parse + resolve + stringify per size (interleaved); "marginal" = cost per unit of the last step ÷ that of the middle step, target ≤ ${SCALING_LIMIT} ("growth" = largest size ÷ the line through the two smallest, for reference)`);
  for (const d of out) {
    log(`     ${d.name}: ${d.rows.map((r) => `${r.size} → ${r.medianUs.toFixed(0)} µs (${r.events} ev)`).join(", ")}; marginal ${d.marginal.toFixed(2)} (growth ${d.growth.toFixed(2)})  ${d.pass ? "PASS" : "MISS"}`);
  }
  return out;
}

/** Instructions per resolve (parse + resolve + stringify) of every size, each under callgrind in its own process. */
export function scalingInstructions(bundle, { log = console.log } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "scaling-cg-"));
  const count = (d, n, passes) => {
    const file = join(dir, `cg.${d}.${n}.${passes}`);
    execFileSync("valgrind", ["--tool=callgrind", `--callgrind-out-file=${file}`, "--dump-instr=no", process.execPath, fileURLToPath(import.meta.url), "--child", bundle, String(d), String(n), String(passes)], { stdio: "ignore" });
    const text = readFileSync(file, "utf8");
    return Number((/^summary: (\d+)/m.exec(text) ?? /^totals: (\d+)/m.exec(text))[1]);
  };
  log(`  5. scaling in instructions (callgrind): k instructions per resolve per size; marginal and growth as above, target ≤ ${SCALING_LIMIT}`);
  const out = [];
  DIMENSIONS.forEach((d, i) => {
    const rows = d.sizes.map((size) => ({ size, kInstr: (count(i, size, 25) - count(i, size, 5)) / 20 / 1000 }));
    const g = growthOf(rows, "kInstr");
    out.push({ name: d.name, rows, ...g });
    log(`     ${d.name}: ${rows.map((r) => `${r.size} → ${r.kInstr.toFixed(0)} k`).join(", ")}; marginal ${g.marginal.toFixed(2)} (growth ${g.growth.toFixed(2)})  ${g.pass ? "PASS" : "MISS"}`);
  });
  return out;
}

if (process.argv[2] === "--child") {
  // Under callgrind: node bench/scaling.mjs --child <bundle> <dimension> <size> <passes>
  const [bundle, d, n, passes] = process.argv.slice(3);
  const engine = await import(pathToFileURL(bundle).href);
  const text = JSON.stringify(DIMENSIONS[Number(d)].body(Number(n)));
  for (let i = 0; i < 30 + Number(passes); i++) JSON.stringify(engine.resolveBody(JSON.parse(text)));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { seconds: { type: "string", default: "0.5" }, instructions: { type: "boolean", default: false } } });
  const { buildEngine } = await import("../scripts/build-node.mjs");
  const bundle = await buildEngine();
  if (values.instructions) scalingInstructions(bundle);
  else scalingTable(await import(pathToFileURL(bundle).href), { seconds: Number(values.seconds) });
}
