/**
 * @module hearthstone/rules/events
 * Events and their queues (rulebook 1.5, 3.2, 3.4, 5.4). When an event starts resolving, every trigger
 * that answers it is queued — field triggers, then hand, then deck, each in order of play, with special
 * priorities — and then they resolve one by one, depth first. The queue is fixed once it resolves.
 */
import type { Effect, EventType, Trigger } from "../cards/format/index.js";
import { refOf, rollChance, tick, type Ctx, type Precheck } from "../context.js";
import { moveTo, sortInPlace } from "../game.js";
import type { Enchantment, Entity, GameEvent, PlayerId } from "../types.js";
export type { GameEvent };
import type { QueueEntry, TraceNode } from "../../trace.js";
import { checkCondition, type Env } from "./selectors.js";
import { isDormant } from "../stats.js";
import { hasRule } from "./auras.js";
import { countFor, NUM_SECRETS_TRIGGERED_THIS_GAME } from "./played.js";


export type Priority = "first" | "normal" | "low" | "last";

/** One queued trigger: a card trigger, a deathrattle, or an engine keyword trigger (Poisonous, Lifesteal, Reborn, ...). */
export interface QueueItem {
  holder: Entity | Enchantment;
  self: Entity;
  controller: PlayerId;
  card: string;
  on: string;
  zone: "play" | "hand" | "deck";
  priority: Priority;
  order: number;
  /** Names the trigger for self-trigger protection (5.4); card triggers only. */
  key?: string;
  keyword?: string;
  trigger?: Trigger;
  effects?: readonly Effect[];
  /** Engine-implemented behaviour for keyword triggers. */
  run?: (ctx: Ctx, ev: GameEvent) => void;
  /** How many times to resolve, decided when it starts (1.3: Rivendare, Brann). */
  times?: (ctx: Ctx) => number;
  /** Extra resolution condition for keyword triggers. */
  valid?: (ctx: Ctx) => boolean;
  position?: number;
  /** A deathrattle's minion as it was when it left play (4.8). */
  lastKnown?: { entity: Entity; stats: Record<string, number>; enchantments: readonly Enchantment[]; killer?: number };
}

/** A card's own play and summon triggers never answer its own play or summon (1.5). */
const OWN_EVENT = new Set<string>(["play", "after-play", "summon", "after-summon"]);
const BAND: Record<Priority, number> = { first: 0, normal: 1, low: 1, last: 2 };
const ZONE_RANK = { play: 0, hand: 1, deck: 2 } as const;
const ORDERED_BY = "priority (first, normal, last), zone (play, hand, deck), low priority after normal, order of play";

export function compareQueue(a: QueueItem, b: QueueItem): number {
  return BAND[a.priority] - BAND[b.priority]
    || ZONE_RANK[a.zone] - ZONE_RANK[b.zone]
    || (a.priority === "low" ? 1 : 0) - (b.priority === "low" ? 1 : 0)
    || a.order - b.order;
}

const HOST_ZONE = { play: "PLAY", hand: "HAND", deck: "DECK", secret: "SECRET", graveyard: "GRAVEYARD" } as const;

/** Whether a trigger's holder is where the trigger works (a secret only on its controller's opponent's turn). */
export function inTriggerZone(ctx: Ctx, h: Entity | Enchantment, t: Trigger, ev?: GameEvent): boolean {
  // 4.6: a Dormant minion's text, and that of the enchantments it carries, does not work until it awakens.
  // An enchantment's trigger works wherever its host is, or, with `zone`, only while its host is there (Temporary: in hand).
  if (h.kind === "enchantment") return !h.removed && !isDormant(h.host) && (t.zone === undefined || h.host.zone === HOST_ZONE[t.zone]);
  if (h.tags.SILENCED && h.zone === "PLAY") return false;
  // `whileDormant`: the one text of a Dormant minion that works, and only while it is Dormant (Ancient of Yore).
  if (isDormant(h)) return !!t.whileDormant && (t.zone ?? "play") === "play";
  if (t.whileDormant) return false;
  const zone = t.zone ?? "play";
  // 4.3: a discarded card's own discard trigger is a hand trigger, though the card is already in the graveyard (Silverware Golem).
  if (zone === "hand") return h.zone === "HAND" || (ev?.type === "discard" && ev.target === h);
  if (zone === "deck") return h.zone === "DECK";
  if (zone === "graveyard") return h.zone === "GRAVEYARD";
  // Competitive Spirit: a secret that answers its controller's own turn start (2.1 MAIN_START_TRIGGERS).
  if (zone === "secret") return h.zone === "SECRET" && !(h.def.secret && secretsLocked(ctx));
  if (h.def.secret) return h.zone === "SECRET" && ctx.game.currentPlayer !== h.controller && !secretsLocked(ctx);
  return h.zone === "PLAY";
}

/** "Secrets can't be revealed" (Tight-Lipped Witness, the rule `secrets-cant-be-revealed`): no Secret of either player triggers. */
function secretsLocked(ctx: Ctx): boolean {
  for (let i = 0, rules = ctx.game.ruleAuras; i < rules.length; i++) if (rules[i]!.rule === "secrets-cant-be-revealed") return true;
  return false;
}

/** The pre-check of a game without trigger holders: one empty map, only ever read. */
const NO_HOLDERS: Precheck = new Map();

export function precheckSnapshot(ctx: Ctx): Precheck {
  if (ctx.game.holders.length === 0) return NO_HOLDERS;
  const snap: Precheck = new Map();
  for (let i = 0, holders = ctx.game.holders; i < holders.length; i++) {
    const h = holders[i]!;
    if (h.kind === "enchantment") { if (!h.removed) snap.set(h.id, "ATTACHED"); }
    else snap.set(h.id, h.zone);
  }
  return snap;
}

function passedPrecheck(pre: Precheck, h: Entity | Enchantment): boolean {
  const was = pre.get(h.id);
  return h.kind === "enchantment" ? was === "ATTACHED" : was === h.zone;
}

function envOf(item: QueueItem, ev: GameEvent): Env {
  const env: Env = { self: item.self, holder: item.holder, controller: item.controller, event: ev };
  if (item.position !== undefined) env.position = item.position;
  if (item.lastKnown) env.lastKnown = item.lastKnown;
  return env;
}

/** The queue of an event nothing answers (most events): one empty list, only ever read. */
const NO_ITEMS: readonly QueueItem[] = [];

function collect(ctx: Ctx, ev: GameEvent, precheck: Precheck | null, extra: readonly QueueItem[] | undefined, exclude: Set<string> | undefined, band?: Priority): readonly QueueItem[] {
  // The list made with the first item.
  let items: QueueItem[] | undefined;
  const holders = ev.outOfPlay ? [] : ctx.game.holders;
  for (let hi = 0; hi < holders.length; hi++) {
    const h = holders[hi]!;
    const own = h.def?.triggersOn[ev.type as EventType];
    // "Until your next turn" without an enchantment card (`untilNextTurn`): its own turn-start trigger expires it.
    const list = h.kind === "enchantment" && h.untilNextTurn && ev.type === "turn-start" ? (own ? [...own, UNTIL_NEXT_TURN] : [UNTIL_NEXT_TURN]) : own;
    if (!list) continue;
    const self = h.kind === "enchantment" ? h.host : h;
    for (let j = 0; j < list.length; j++) {
      const { trigger: t, index } = list[j]!;
      if (!inTriggerZone(ctx, h, t, ev)) continue;
      if (band && (t.priority ?? "normal") !== band) continue;
      if (precheck && !passedPrecheck(precheck, h)) continue;
      // "After this is summoned" (Earthen Golem): a trigger marked ownSummon answers its own minion's summon.
      if (OWN_EVENT.has(ev.type) && ev.target === h && !(t.ownSummon && (ev.type === "summon" || ev.type === "after-summon"))) continue;
      // The trigger's key, made only when something is to be looked up by it or the trigger queues.
      let key: string | undefined;
      if (exclude !== undefined && exclude.size > 0 && exclude.has((key = `${h.id}:${index}`))) continue;
      if (ev.gone && !(t.ifMinionGone === "any" || (t.ifMinionGone === "left-play" && ev.gone === "left-play"))) continue;
      // The condition reads the trigger's text as a queued item would (envOf: its self, holder and controller).
      // An enchantment's quoted text (`actsForHost`) is its host's: "you" is the host's controller.
      const controller = h.kind === "enchantment" && h.def?.def?.actsForHost ? h.host.controller : h.controller;
      if (t.if && !checkCondition(ctx, t.if, { self, holder: h, controller, event: ev })) continue;
      if (t.once && onceUsed(h, index)) continue;
      if (t.oncePerTurn && usedThisTurn(ctx, h, index)) continue;
      if (t.armed && !(h.kind === "entity" && h.tags[armTag(index)])) continue;
      if (t.armed && h.kind === "entity" && h.tags[armTurnTag(index)] === ctx.game.turn) continue;
      const skipped = ctx.resolvingNow > 0 ? ctx.resolving!.get((key ??= `${h.id}:${index}`)) : undefined;
      if (skipped) {
        // 5.4 扳机自触发保护: a trigger cannot answer events raised inside its own resolution; it may make up for them afterwards.
        if (t.compensate !== false && !t.once && !t.oncePerTurn) skipped.push(ev);
        continue;
      }
      // 3.2: secrets', weapons' and spells' triggers are field triggers (a spell's in the graveyard: Headcrack).
      const zone = !t.zone || t.zone === "secret" || t.zone === "graveyard" ? "play" : t.zone;
      const item: QueueItem = {
        holder: h, self, controller, card: h.card ?? "", on: t.on, zone, priority: t.priority ?? "normal",
        order: h.order, key: key ?? `${h.id}:${index}`, trigger: t, effects: t.do,
      };
      // 1.3: Drakkari Enchanter — your end-of-turn triggers resolve twice, the number fixed when each starts.
      // Sandfury Aura: only your minions' end-of-turn triggers (a minion's own, or one its enchantment gives).
      // An armed trigger armed N times (its text resolved N times) resolves N times, the number read now (it is disarmed
      // as it starts to resolve).
      const arms = t.armed && h.kind === "entity" ? h.tags[armTag(index)] ?? 1 : 1;
      if (ev.type === "turn-end") {
        item.times = (c) => arms * (hasRule(c.game, "end-of-turn-twice", item.controller)
          || (self.type === "MINION" && self.zone === "PLAY" && hasRule(c.game, "minions-end-of-turn-twice", item.controller)) ? 2 : 1);
      } else if (arms > 1) item.times = () => arms;
      (items ??= []).push(item);
    }
  }
  if (extra) for (let i = 0; i < extra.length; i++) { const x = extra[i]!; (items ??= []).push(x); }
  return items === undefined ? NO_ITEMS : sortInPlace(items, compareQueue);
}

/** The trigger an anonymous "until your next turn" enchantment has (`untilNextTurn`): as its controller's turn starts, it expires. */
const UNTIL_NEXT_TURN = { trigger: { on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] } as Trigger, index: 1000 };

/** The tag that marks a `once` trigger (法术迸发, 5.1) of this card as used; leaving play resets the card's tags. */
const onceTag = (index: number) => `TRIGGER_USED_${index}`;

/**
 * A `once` trigger's used mark: on its card's entity; for an enchantment's trigger (a Spellburst an enchantment gives:
 * Nexus-Prince Shaffar's GDB_143e, rules-notes 1423), on its host, named by the enchantment card and the trigger's index.
 */
function onceUsed(h: Entity | Enchantment, index: number): boolean {
  if (h.kind === "entity") return !!h.tags[onceTag(index)];
  return h.card !== null && !!h.host.tags[`TRIGGER_USED_${h.card.toUpperCase()}_${index}`];
}

function useOnce(h: Entity | Enchantment, index: number): void {
  if (h.kind === "entity") h.tags[onceTag(index)] = 1;
  else if (h.card !== null) h.host.tags[`TRIGGER_USED_${h.card.toUpperCase()}_${index}`] = 1;
}
/** "The first time … each turn" (`oncePerTurn`): the turn the trigger last resolved in. */
const turnTag = (index: number) => `TRIGGER_TURN_${index}`;

/**
 * Whether a `oncePerTurn` trigger is used up this turn. On an enchantment the mark is its host's, per enchantment card, as
 * `once`'s (TRIGGER_TURN_<ENCHANTMENT CARD>_<index>): Jotun's state on the hero, "the first spell you draw each turn"
 * (rules-notes 1707).
 */
function usedThisTurn(ctx: Ctx, h: Entity | Enchantment, index: number): boolean {
  if (h.kind === "entity") return h.tags[turnTag(index)] === ctx.game.turn;
  return h.card !== null && h.host.tags[`TRIGGER_TURN_${h.card.toUpperCase()}_${index}`] === ctx.game.turn;
}

function useThisTurn(ctx: Ctx, h: Entity | Enchantment, index: number): void {
  if (h.kind === "entity") h.tags[turnTag(index)] = ctx.game.turn;
  else if (h.card !== null) h.host.tags[`TRIGGER_TURN_${h.card.toUpperCase()}_${index}`] = ctx.game.turn;
}
/** The tag that arms an `armed` trigger of this card (the `arm` effect); kept through the graveyard, cleared as it resolves. */
export const armTag = (index: number) => `TRIGGER_ARMED_${index}`;
/** With `arm { notThisTurn }`: the turn the trigger was armed in, when it does not work yet; cleared with the arming. */
export const armTurnTag = (index: number) => `TRIGGER_ARMED_TURN_${index}`;

function entryOf(item: QueueItem): QueueEntry {
  const e: QueueEntry = { source: refOf(item.holder), card: item.card, on: item.on, zone: item.zone, priority: item.priority, order: item.order };
  if (item.holder.kind === "enchantment") e.host = refOf(item.self);
  if (item.keyword) e.keyword = item.keyword;
  return e;
}

/** The event's trace node, fields in reading order: type, source, target, amount, player, detail, then children. */
function eventNode(ev: GameEvent): TraceNode {
  // The two commonest shapes without a detail made whole (the same keys in the same order as below): a source's amount
  // to a target (damage, heal), and a target with its player (draw, summon).
  if (!ev.detail) {
    if (ev.source && ev.target && ev.amount !== undefined && ev.player === undefined) {
      return { kind: "event", type: ev.type, source: refOf(ev.source), target: refOf(ev.target), amount: ev.amount, children: [] };
    }
    if (!ev.source && ev.target && ev.amount === undefined && ev.player !== undefined) {
      return { kind: "event", type: ev.type, target: refOf(ev.target), player: ev.player, children: [] };
    }
  }
  const n = { kind: "event", type: ev.type } as Extract<TraceNode, { kind: "event" }>;
  if (ev.source) n.source = refOf(ev.source);
  if (ev.target) n.target = refOf(ev.target);
  if (ev.amount !== undefined) n.amount = ev.amount;
  if (ev.player !== undefined) n.player = ev.player;
  if (ev.detail) Object.assign(n, ev.detail);
  n.children = [];
  return n;
}

/** Record an event that no trigger can answer (a zone change, a divine shield lost ...). */
export function noteEvent(ctx: Ctx, ev: GameEvent): void {
  ctx.trace.add(eventNode(ev));
}

/**
 * 结算事件: queue every trigger answering `ev` (plus `extra` engine triggers such as deathrattles), then
 * resolve them in order, each depth first. `precheck` is given for the steps of intrinsic phases and
 * death events, whose triggers must have been in place when the pre-check was taken (3.4).
 * `once`, when given, holds keys of triggers that may not queue again and receives those that queue
 * (a pre-attack trigger fires at most once per combat, 2.6). `band`, when given, queues only the card triggers of
 * that priority (the pre-damage triggers' fixed order is a series of such steps, 4.9).
 */
export function resolveEvent(ctx: Ctx, ev: GameEvent, precheck: Precheck | null = null, extra?: readonly QueueItem[], once?: Set<string>, band?: Priority): void {
  tick(ctx);
  ctx.trace.open(eventNode(ev));
  try {
    const queue = collect(ctx, ev, precheck, extra, once, band);
    if (queue.length > 0) {
      ctx.trace.add({ kind: "queue", entries: queue.map(entryOf), orderedBy: ORDERED_BY, children: [] });
      if (once) for (let i = 0; i < queue.length; i++) { const item = queue[i]!; if (item.key) once.add(item.key); }
      for (let i = 0; i < queue.length; i++) { const item = queue[i]!; runQueued(ctx, item, ev); }
    }
  } finally {
    ctx.trace.close();
  }
}

/** 结算条件: checked when the trigger's turn comes (the queue was fixed earlier). */
function stillValid(ctx: Ctx, item: QueueItem, ev: GameEvent): string | null {
  if (item.trigger) {
    if (!inTriggerZone(ctx, item.holder, item.trigger, ev)) return "no longer where it triggers";
    if (item.trigger.if && !checkCondition(ctx, item.trigger.if, envOf(item, ev))) return "condition no longer holds";
  }
  if (item.valid && !item.valid(ctx)) return "condition no longer holds";
  return null;
}

function runQueued(ctx: Ctx, item: QueueItem, ev: GameEvent): void {
  const why = stillValid(ctx, item, ev);
  if (why) {
    ctx.trace.add({ kind: "skip", source: refOf(item.holder), reason: why, children: [] });
    return;
  }
  // 5.2 健忘: a trigger with a chance rolls as it comes to resolve; a miss is as if it had not triggered.
  const chance = item.trigger?.chance;
  if (chance !== undefined && !rollChance(ctx, chance, `${chance}% chance`, item.holder)) {
    ctx.trace.add({ kind: "skip", source: refOf(item.holder), reason: `its ${chance}% chance missed: it does not trigger`, children: [] });
    return;
  }
  if (item.holder.kind === "entity" && item.holder.def.secret && item.holder.zone === "SECRET") revealSecret(ctx, item.holder);
  // 法术迸发 (5.1): a `once` trigger is used up as it resolves.
  if (item.trigger?.once && (item.holder.kind === "entity" || item.holder.card)) {
    if (onceUsed(item.holder, keyIndex(item.key!))) return;
    // `onceExcept` ("Shadow spells don't remove this Spellburst"): an event whose target matches it leaves the trigger unused.
    const except = item.trigger.onceExcept;
    if (!except || !checkCondition(ctx, { target: except }, envOf(item, ev))) useOnce(item.holder, keyIndex(item.key!));
  }
  // "The first time … each turn" (`oncePerTurn`): used up for this turn as it starts to resolve.
  if (item.trigger?.oncePerTurn && (item.holder.kind === "entity" || item.holder.card)) {
    if (usedThisTurn(ctx, item.holder, keyIndex(item.key!))) return;
    useThisTurn(ctx, item.holder, keyIndex(item.key!));
  }
  // An armed trigger is disarmed as it starts to resolve (it works once per arming).
  if (item.trigger?.armed && item.holder.kind === "entity") {
    if (!item.holder.tags[armTag(keyIndex(item.key!))]) return;
    delete item.holder.tags[armTag(keyIndex(item.key!))];
    delete item.holder.tags[armTurnTag(keyIndex(item.key!))];
  }
  const pending: GameEvent[] = [];
  resolveOnce(ctx, item, ev, pending, false);
  // 5.4: make up for the events this trigger was skipped for while it resolved, one by one.
  while (pending.length > 0) {
    const next = pending.shift()!;
    if (stillValid(ctx, item, next)) break;
    resolveOnce(ctx, item, next, pending, true);
  }
}

function resolveOnce(ctx: Ctx, item: QueueItem, ev: GameEvent, pending: GameEvent[], compensation: boolean): void {
  tick(ctx);
  const times = item.times ? item.times(ctx) : 1;
  let node: Extract<TraceNode, { kind: "trigger" }>;
  if (item.holder.kind !== "enchantment" && !item.keyword && times === 1 && !compensation) {
    // The common trigger made whole (the same keys in the same order as below).
    node = { kind: "trigger", source: refOf(item.holder), card: item.card, on: item.on, children: [] };
  } else {
    node = { kind: "trigger", source: refOf(item.holder), card: item.card, on: item.on } as Extract<TraceNode, { kind: "trigger" }>;
    if (item.holder.kind === "enchantment") node.host = refOf(item.self);
    if (item.keyword) node.keyword = item.keyword;
    if (times !== 1) node.times = times;
    if (compensation) node.compensation = true;
    node.children = [];
  }
  ctx.trace.open(node);
  if (item.key) {
    (ctx.resolving ??= new Map()).set(item.key, pending);
    ctx.resolvingNow++;
  }
  try {
    for (let i = 0; i < times; i++) {
      // Each resolution of a doubled trigger (Rivendare, Drakkari) is a step of its own, so the trace shows which is which.
      if (times > 1) ctx.trace.open({ kind: "step", name: "repeat", time: i + 1, of: times, children: [] });
      try {
        if (item.run) item.run(ctx, ev);
        else if (item.effects) ctx.runEffects(ctx, item.effects, envOf(item, ev));
      } finally {
        if (times > 1) ctx.trace.close();
      }
    }
  } finally {
    if (item.key) {
      ctx.resolving!.set(item.key, undefined);
      ctx.resolvingNow--;
    }
    ctx.trace.close();
  }
}

const keyIndex = (key: string) => Number(key.slice(key.indexOf(":") + 1));

/**
 * A secret that triggers is revealed and goes to the graveyard before its effect resolves. The reveal is an event that
 * triggers answer ("whenever a Secret is revealed": Eaglehorn Bow), resolved then, before the secret's effect.
 */
function revealSecret(ctx: Ctx, secret: Entity): void {
  moveTo(ctx.game, secret, "GRAVEYARD");
  // Sayge's "each friendly Secret that has triggered this game": the reveal counts for the Secret's controller.
  countFor(ctx, secret.controller, NUM_SECRETS_TRIGGERED_THIS_GAME);
  resolveEvent(ctx, { type: "reveal", target: secret, player: secret.controller });
}
