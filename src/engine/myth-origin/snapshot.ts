/**
 * @module myth-origin/snapshot
 * The snapshot in (load) and out (write): the same schema both ways, so a final state can be posted again.
 */
import { invalidRequest } from "../errors.js";
import { attackOf, healthOf, newCard, unknownCard } from "./cards.js";
import { find } from "./refs.js";
import type { z } from "zod";
import type { MythEntityInput, MythGameState } from "./schema.js";
import { ZONES, type Card, type CardDef, type Ctx, type Game, type Player, type PlayerId, type Zone } from "./types.js";

type EntityIn = z.infer<typeof MythEntityInput>;
type StateIn = z.infer<typeof MythGameState>;

/** A general for a player the snapshot gives none (30 生命, no ability); `"card": "主将"` names it when the request's cards do not. */
const DEFAULT_GENERAL: CardDef = { id: "主将", name: { zhCN: "主将", enUS: "General" }, type: "general", health: 30 };

const ZONE_TYPES: Partial<Record<Zone, CardDef["type"][]>> = {
  general: ["general"], treasure: ["treasure"], equipment: ["equipment"], field: ["creature", "token"],
};

export function loadState(ctx: Ctx, s: StateIn): void {
  const turn = s.turn ?? 1;
  const mk = (id: PlayerId): Player => ({ id, zones: Object.fromEntries([...ZONES, "removed"].map((z) => [z, []])) as unknown as Player["zones"], drewFromEmpty: false, playFromSpirit: false });
  const game: Game = {
    step: s.step ?? "main", respondAt: s.respondAt ?? [], advancing: false,
    turn, active: s.activePlayer ?? 1, players: [mk(1), mk(2)], cards: new Map(), nextId: 1, timing: null, timings: 0,
    pending: [], seq: 0, combat: null, over: null,
  };
  ctx.game = game;
  const refs = new Set<string>();
  const held: [Card, string, string][] = [];
  s.players.forEach((pin, k) => {
    const pid = (k + 1) as PlayerId;
    const player = game.players[k]!;
    for (const zone of ZONES) {
      const raw = (pin as Record<string, EntityIn | EntityIn[] | undefined>)[zone];
      const list = raw === undefined ? (zone === "general" ? [{ card: "" } as EntityIn] : []) : Array.isArray(raw) ? raw : [raw];
      list.forEach((e, i) => {
        const path = `state.players[${k}].${zone}${Array.isArray(raw) ? `[${i}]` : ""}`;
        const def = raw === undefined ? DEFAULT_GENERAL : (ctx.defs.get(e.card) ?? (zone === "general" && e.card === DEFAULT_GENERAL.id ? DEFAULT_GENERAL : undefined));
        if (!def) throw unknownCard(ctx.defs, e.card, `${path}.card`);
        const allowed = ZONE_TYPES[zone];
        if (allowed && !allowed.includes(def.type)) throw invalidRequest(`${path}.card: a ${def.type} cannot be in ${zone}`, [{ path: `${path}.card`, message: `a ${def.type} cannot be in ${zone} (expected ${allowed.join(" or ")})` }]);
        if (e.ref !== undefined) {
          if (refs.has(e.ref)) throw invalidRequest(`${path}.ref: duplicate ref '${e.ref}'`, [{ path: `${path}.ref`, message: `duplicate ref '${e.ref}'` }]);
          refs.add(e.ref);
        }
        const owner = e.owner ?? pid;
        const c = newCard(ctx, def, owner, zone);
        c.controller = pid;
        if (e.ref !== undefined) c.ref = e.ref;
        c.tapped = e.tapped ?? false;
        c.faceDown = zone === "spirit" ? (e.faceDown ?? true) : false;
        c.damage = e.damage ?? 0;
        c.durability = e.durability ?? def.durability ?? 0;
        c.enteredTurn = e.enteredThisTurn ? turn : null;
        c.attackMods = (e.attackChanges ?? []).map((m) => ({ ...m }));
        if (e.lostAbilities) c.lost = { all: e.lostAbilities.all, keywords: e.lostAbilities.keywords ?? [], untilEndOfTurn: e.lostAbilities.untilEndOfTurn };
        if (e.heldBy !== undefined) held.push([c, e.heldBy, `${path}.heldBy`]);
        player.zones[zone].push(c);
      });
    }
  });
  for (const [c, by, path] of held) {
    const holder = find(ctx, by);
    if (!holder) throw invalidRequest(`${path}: no card at '${by}'`, [{ path, message: `no card at '${by}'` }]);
    holder.holding.push(c.id);
  }
  if (s.step && !s.timing) throw invalidRequest("state.step: a step of the turn's end or start needs its open `timing`", [{ path: "state.step", message: "needs `timing`" }]);
  if (s.timing) {
    const t = s.timing;
    game.timings = 1;
    game.timing = {
      n: 1, cause: t.cause ?? "snapshot", priority: t.priority, passes: t.passes ?? 0, node: { children: [] },
      stack: t.stack.map((it, i) => {
        const path = `state.timing.stack[${i}]`;
        const source = find(ctx, it.source);
        if (!source) throw invalidRequest(`${path}.source: no card at '${it.source}'`, [{ path: `${path}.source`, message: `no card at '${it.source}'` }]);
        const targets = (it.targets ?? []).map((n, j) => {
          const c = find(ctx, n);
          if (!c) throw invalidRequest(`${path}.targets[${j}]: no card at '${n}'`, [{ path: `${path}.targets[${j}]`, message: `no card at '${n}'` }]);
          return c;
        });
        return { kind: it.kind, source, controller: it.controller ?? source.controller, ...(it.ability !== undefined ? { ability: it.ability } : {}), targets, label: it.kind };
      }),
    };
    const at = (name: string, path: string) => {
      const c = find(ctx, name);
      if (!c) throw invalidRequest(`${path}: no card at '${name}'`, [{ path, message: `no card at '${name}'` }]);
      return c;
    };
    if (t.combat) {
      const defender = at(t.combat.defender, "state.timing.combat.defender");
      game.combat = {
        attacker: at(t.combat.attacker, "state.timing.combat.attacker"), defender, defenderZoneOwner: defender.controller,
        equipment: t.combat.equipment !== undefined ? at(t.combat.equipment, "state.timing.combat.equipment") : null,
      };
    }
    (t.waiting ?? []).forEach((w, i) => {
      const c = at(w.source, `state.timing.waiting[${i}].source`);
      const trig = c.def.triggers?.[w.trigger];
      if (!trig) throw invalidRequest(`state.timing.waiting[${i}].trigger: '${w.source}' has no trigger ${w.trigger}`, [{ path: `state.timing.waiting[${i}].trigger`, message: `no trigger ${w.trigger}` }]);
      game.pending.push({ card: c, index: w.trigger, controller: w.controller ?? c.controller, on: trig.on, seq: game.seq++ });
    });
  }
}

/** A card in the output: the input fields, plus id and its current 武力 and 生命. */
function writeCard(game: Game, c: Card, pid: PlayerId): Record<string, unknown> {
  const out: Record<string, unknown> = { id: c.id, card: c.def.id };
  if (c.ref !== undefined) out.ref = c.ref;
  if (c.owner !== pid) out.owner = c.owner;
  if (["general", "equipment", "field", "spirit", "treasure"].includes(c.zone)) out.tapped = c.tapped;
  if (c.zone === "spirit") out.faceDown = c.faceDown;
  if (c.zone === "field" || c.zone === "general" || c.zone === "equipment") {
    out.attack = attackOf(game, c);
    if (c.zone !== "equipment") out.health = healthOf(c);
  }
  if (c.damage) out.damage = c.damage;
  if (c.zone === "equipment") out.durability = c.durability;
  if (c.zone === "field" && c.enteredTurn === game.turn) out.enteredThisTurn = true;
  if (c.attackMods.length) out.attackChanges = c.attackMods.map((m) => ({ ...m }));
  if (c.lost) out.lostAbilities = { all: c.lost.all, ...(c.lost.keywords.length ? { keywords: c.lost.keywords } : {}), untilEndOfTurn: c.lost.untilEndOfTurn };
  if (c.zone === "banished") {
    const holder = [...game.cards.values()].find((h) => h.holding.includes(c.id));
    if (holder) out.heldBy = holder.ref ?? locatorOf(game, holder);
  }
  return out;
}

export function locatorOf(game: Game, c: Card): string {
  const p = game.players[c.controller - 1]!;
  const list = p.zones[c.zone];
  return c.zone === "general" || c.zone === "treasure" ? `p${c.controller}.${c.zone}` : `p${c.controller}.${c.zone}.${list.indexOf(c)}`;
}

export function writeState(game: Game): Record<string, unknown> {
  const players = game.players.map((p) => {
    const out: Record<string, unknown> = {};
    for (const zone of ZONES) {
      const list = p.zones[zone].map((c) => writeCard(game, c, p.id));
      if (zone === "general" || zone === "treasure") {
        if (list[0]) out[zone] = list[0];
      } else out[zone] = list;
    }
    return out;
  });
  const state: Record<string, unknown> = { turn: game.turn, activePlayer: game.active };
  if (game.step !== "main") {
    state.step = game.step;
    if (game.respondAt.length) state.respondAt = game.respondAt;
  }
  if (game.timing) {
    const t = game.timing;
    state.timing = {
      cause: t.cause, priority: t.priority, passes: t.passes,
      stack: t.stack.map((it, i) => ({
        item: i + 1, kind: it.kind, source: it.source.ref ?? locatorOf(game, it.source), controller: it.controller,
        ...(it.ability !== undefined ? { ability: it.ability } : {}),
        ...(it.targets.length ? { targets: it.targets.map((c) => c.ref ?? locatorOf(game, c)) } : {}),
      })),
    };
    const name = (c: Card) => c.ref ?? locatorOf(game, c);
    if (game.combat) {
      const { attacker, defender, equipment } = game.combat;
      (state.timing as Record<string, unknown>).combat = { attacker: name(attacker), defender: name(defender), ...(equipment ? { equipment: name(equipment) } : {}) };
    }
    if (game.pending.length) {
      (state.timing as Record<string, unknown>).waiting = game.pending.map((p) => ({ source: name(p.card), trigger: p.index, controller: p.controller }));
    }
  }
  state.players = players;
  return state;
}
