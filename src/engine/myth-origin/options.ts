/**
 * @module myth-origin/options
 * The legal actions of the player who may act: each candidate (a card to use with each target, an ability, a combat,
 * pass, end the turn) is tried on the snapshot and kept when the engine accepts it.
 */
import { EngineError } from "../errors.js";
import type { MythAction, MythOptionsRequest, MythResolveRequest } from "./schema.js";

type Run = (body: MythResolveRequest) => unknown;

const ZONES = ["general", "treasure", "equipment", "field", "spirit", "hand"] as const;

export function legalActions(req: MythOptionsRequest, player: 1 | 2, run: Run): MythAction[] {
  const s = req.state;
  const me = s.players[player - 1]!, opp = s.players[2 - player]!;
  const loc = (p: 1 | 2, zone: string, i?: number) => `p${p}.${zone}${i === undefined ? "" : `.${i}`}`;
  const list = (pl: typeof me, zone: (typeof ZONES)[number]) => {
    const v = pl[zone];
    return v === undefined ? [] : Array.isArray(v) ? v : [v];
  };
  // every card that could be a target: generals and field creatures of both players
  const targets: string[] = [];
  for (const p of [1, 2] as const) {
    targets.push(loc(p, "general"));
    list(s.players[p - 1]!, "field").forEach((_, i) => targets.push(loc(p, "field", i)));
  }
  const withTargets = (base: MythAction): MythAction[] => [base, ...targets.map((t) => ({ ...base, targets: [t] }) as MythAction)];
  const candidates: MythAction[] = [];
  const pl = { player } as const;
  list(me, "hand").forEach((_, i) => candidates.push(...withTargets({ type: "play", card: loc(player, "hand", i), ...pl })));
  list(me, "spirit").forEach((_, i) => {
    candidates.push(...withTargets({ type: "play", card: loc(player, "spirit", i), ...pl }));
    for (let k = 0; k < 3; k++) candidates.push(...withTargets({ type: "activate", card: loc(player, "spirit", i), ability: k, ...pl }));
  });
  for (const zone of ["general", "treasure", "equipment", "field"] as const) {
    list(me, zone).forEach((_, i) => {
      const at = zone === "general" || zone === "treasure" ? loc(player, zone) : loc(player, zone, i);
      for (let k = 0; k < 3; k++) candidates.push(...withTargets({ type: "activate", card: at, ability: k, ...pl }));
    });
  }
  const attackers = [loc(player, "general"), ...list(me, "field").map((_, i) => loc(player, "field", i))];
  const defenders = [loc((3 - player) as 1 | 2, "general"), ...list(opp, "field").map((_, i) => loc((3 - player) as 1 | 2, "field", i))];
  for (const a of attackers) for (const d of defenders) candidates.push({ type: "attack", attacker: a, defender: d, ...pl });
  candidates.push({ type: "pass", ...pl }, { type: "endTurn", ...pl });
  // 18.5: with two items or more on the stack, a response may also be inserted at item 2 … n (below the top)
  const items = s.timing?.stack.length ?? 0;
  for (const a of [...candidates]) {
    if (a.type !== "play" && a.type !== "activate") continue;
    for (let n = 2; n <= items; n++) candidates.push({ ...a, insertAt: n });
  }
  const out: MythAction[] = [];
  const seen = new Set<string>();
  for (const a of candidates) {
    try {
      run({ rules: "myth-origin", state: s, ...(req.cards ? { cards: req.cards } : {}), actions: [a] });
    } catch (e) {
      if (e instanceof EngineError) continue;
      throw e;
    }
    // an action that needs no target is listed without the targeted variants
    const key = JSON.stringify({ ...a, targets: undefined });
    if (a.type !== "pass" && a.type !== "endTurn" && "targets" in a && a.targets === undefined) seen.add(key);
    if ("targets" in a && a.targets !== undefined && seen.has(key)) continue;
    out.push(a);
  }
  return out;
}
