/**
 * @module hearthstone/rules/interphase
 * Inter-phase steps (阶段间步骤, rulebook 1.9-1.12): after every phase come the quest-reward step, the
 * death-creation step (mortally wounded entities leave play together, in order of play) and the
 * aura-update step; if anything died, a death phase resolves each death event in order of play, and the
 * steps repeat until nothing more dies.
 */
import { refOf, type Ctx, type Precheck } from "../context.js";
import { byOrder, moveTo, playerOf, sortInPlace } from "../game.js";
import { has, healthOf, isMortallyWounded, textActive } from "../stats.js";
import { PLAYSTATE, type Enchantment, type Entity, type GameEvent, type PlayerId } from "../types.js";
import type { EntityRef } from "../../trace.js";
import type { Effect } from "../cards/format/index.js";
import { auraUpdate, deathrattlesBlocked, hasRule } from "./auras.js";
import { precheckSnapshot, resolveEvent, type QueueItem } from "./events.js";
import { summonMinion } from "./summon.js";
import { questRewardStep } from "./quests.js";
import { statsOf } from "./amounts.js";
import { KILLED_BY } from "./damage.js";
import { gainCorpses, leavesCorpse } from "./corpses.js";

/** The summon event detail of a Reborn (the condition `reborn`: Auchenai Death-Speaker). */
const REBORN_DETAIL = { reborn: true };

/** What a removed entity takes into its death event: captured before the graveyard clears it (4.8). */
interface Death {
  entity: Entity;
  controller: PlayerId;
  deathrattles: QueueItem[];
  /** A minion as it was when it left play (4.8), which its death event carries for the triggers answering it. */
  lastKnown?: GameEvent["lastKnown"];
}

/** The positions of nothing (deathCreation's list when no one dies: most inter-phase steps). */
const NO_POSITIONS: readonly number[] = [];

export function interPhase(ctx: Ctx): void {
  for (;;) {
    // 1.9: the quest-reward step comes first.
    questRewardStep(ctx);
    const marked = markedForDeath(ctx);
    // 3.4: triggers of death events are pre-checked before the death-creation step (when something is to die: else no
    // death event reads it; marking changes nothing).
    const pre = marked.length > 0 ? precheckSnapshot(ctx) : null;
    const deaths = deathCreation(ctx, marked);
    // A killer means something only between the blow and the removal: a minion saved before it (healed, a buff) forgets it.
    // (`delete` only where the tag is: deleting an absent tag still calls into the runtime, and most minions have none.)
    for (let i = 0, players = ctx.game.players; i < players.length; i++) { const p = players[i]!; for (let j = 0, board = p.board; j < board.length; j++) { const m = board[j]!; if (KILLED_BY in m.tags) delete m.tags[KILLED_BY]; } }
    ctx.trace.open({ kind: "step", name: "aura-update", children: [] });
    try {
      auraUpdate(ctx);
    } finally {
      ctx.trace.close();
    }
    if (deaths.length === 0) return;
    deathPhase(ctx, deaths, pre!);
  }
}

/** The mortally wounded characters, weapons and Locations in play (1.10), in order of play. */
function mortallyWoundedInPlay(ctx: Ctx): Entity[] {
  const out: Entity[] = [];
  // Every entity, not only the players' slots: a weapon being played is in play beside the equipped one (2.4).
  // By forEach, not for-of: code not yet optimized makes a result object per entity of a for-of over a Map.
  ctx.game.entities.forEach((e) => {
    // A Location at 0 Health (地标) is destroyed here too, like a weapon at 0 Durability.
    if (e.zone === "PLAY" && (e.type === "MINION" || e.type === "HERO" || e.type === "WEAPON" || e.type === "LOCATION") && isMortallyWounded(e)) out.push(e);
  });
  return out;
}

/** 死亡检索步骤 (1.11), its marking: the mortally wounded, and destroyed Secrets, in order of play. */
function markedForDeath(ctx: Ctx): Entity[] {
  const marked = mortallyWoundedInPlay(ctx);
  // 4.3: a destroyed Secret (TO_BE_DESTROYED in the secret zone: Flare) is removed here too, in order of play; it is not
  // a character or weapon that dies, so it has no death event (rules-notes).
  for (let i = 0, players = ctx.game.players; i < players.length; i++) { const p = players[i]!; for (let j = 0, secrets = p.secrets; j < secrets.length; j++) { const e = secrets[j]!; if (e.tags.TO_BE_DESTROYED) marked.push(e); } }
  return sortInPlace(marked, byOrder);
}

/** 死亡检索步骤 (1.11): move the marked entities all to the graveyard in order of play. */
function deathCreation(ctx: Ctx, marked: Entity[]): Death[] {
  const removed: EntityRef[] = [];
  const deaths: Death[] = [];
  ctx.trace.open({ kind: "step", name: "death-creation", removed, children: [] });
  try {
    // Each dead minion's former position is where it stood before any of them left (its ZONE_POSITION), so
    // summons from minions that died together land left to right as the minions stood.
    const positions = marked.length === 0 ? NO_POSITIONS : marked.map((e) => (e.type === "MINION" || e.type === "LOCATION" ? playerOf(ctx.game, e.controller).board.indexOf(e) : -1));
    for (let i = 0; i < marked.length; i++) {
      const e = marked[i]!;
      const p = playerOf(ctx.game, e.controller);
      const position = positions[i]!;
      removed.push(refOf(e));
      if (e.zone === "SECRET") {
        moveTo(ctx.game, e, "GRAVEYARD");
        continue;
      }
      const deathrattles = captureDeathrattles(ctx, e, position);
      // What the minion was as it left play, before the graveyard resets it (4.8): "gain its Attack" (Scavenging Flytrap).
      // The record made whole (one literal each way), not given its lastKnown after.
      const d: Death = e.type === "MINION"
        ? { entity: e, controller: e.controller, deathrattles, lastKnown: deathrattles.find((q) => q.lastKnown)?.lastKnown ?? lastKnownOf(ctx, e) }
        : { entity: e, controller: e.controller, deathrattles };
      moveTo(ctx.game, e, "GRAVEYARD");
      if (e.type === "HERO" && p.hero === e) {
        p.tags.PLAYSTATE = PLAYSTATE.LOSING;
        // A hero whose damage does not show its death (destroyed, or its maximum Health fell) is marked, so the state loads as dead.
        if (healthOf(e) > 0) e.tags.TO_BE_DESTROYED = 1;
      }
      if (e.type === "MINION") {
        ctx.game.deaths.push({ card: e.card, controller: d.controller, turn: ctx.game.turn });
        ctx.game.tags.NUM_MINIONS_KILLED_THIS_TURN = (ctx.game.tags.NUM_MINIONS_KILLED_THIS_TURN ?? 0) + 1;
        // 残骸: its controller at its death gains a Corpse as it goes to the graveyard (1.11 step 3), before any death
        // event of this step resolves (1.12) — unless its card leaves none (the Risen minions).
        if (leavesCorpse(e)) gainCorpses(ctx, d.controller, 1, e);
      }
      deaths.push(d);
    }
  } finally {
    ctx.trace.close();
  }
  return deaths;
}

/**
 * What the minion is as it leaves play (4.8), with its killer (the tag KILLED_BY, rules/damage.ts) for the selector
 * `killer` when it has one: one literal each way (no temporary object spread into it).
 */
function lastKnownOf(ctx: Ctx, e: Entity): NonNullable<GameEvent["lastKnown"]> {
  const stats = statsOf(ctx, e), enchantments = e.enchantments.slice(), killer = e.tags[KILLED_BY];
  return killer ? { entity: e, stats, enchantments, killer } : { entity: e, stats, enchantments };
}

/** A Deathrattle that resolves twice whatever the doubling rules say (Scourge Troll's given ones); none when Deathrattles can't trigger. */
const twiceAlways = (c: Ctx): number => (deathrattlesBlocked(c.game) ? 0 : 2);
/** A `whenDies` trigger resolves once (no Deathrattle doubling). */
const ONCE = (): number => 1;

/** The dead entity's own death triggers: its deathrattles (card and enchantments) and Reborn (lowest priority, 3.2). */
function captureDeathrattles(ctx: Ctx, e: Entity, position: number): QueueItem[] {
  const out: QueueItem[] = [];
  const own = textActive(e) && !!e.def.def?.deathrattle;
  const added = e.enchantments.some((en) => !!en.def?.def?.deathrattle || !!en.def?.def?.whenDies);
  if (!own && !added && !(e.type === "MINION" && has(e, "REBORN"))) return out;
  // deathrattles-twice: your minions' (Baron Rivendare); all-deathrattles-twice: every Deathrattle of yours, a weapon's too (Chrono-Lord Deios).
  // deathrattles-cant-trigger (Deathwarden): none at all, read as it would resolve.
  const twice = (c: Ctx) => (deathrattlesBlocked(c.game) ? 0 : (hasRule(c.game, "deathrattles-twice", e.controller) && e.type === "MINION") || hasRule(c.game, "all-deathrattles-twice", e.controller) ? 2 : 1);
  // "Deathrattles given to this minion trigger twice" (Scourge Troll, its text active as it died): those of its
  // enchantments resolve twice — twice at most, as with two Rivendares (rules-notes 1746).
  const givenTwice = e.type === "MINION" && textActive(e) && !!e.def.def?.givenDeathrattlesTwice;
  // What the minion was as it left play, for deathrattles that read it (4.8); only worked out when one exists.
  const lastKnown = own || added ? lastKnownOf(ctx, e) : undefined;
  // Each item written whole (one literal, one shape), not a shared base spread and then added to.
  const item = (holder: Entity | Enchantment, card: string, order: number, effects: readonly Effect[]): QueueItem => ({
    self: e, controller: e.controller, on: "death", zone: "play", priority: "normal", keyword: "DEATHRATTLE", position, times: givenTwice && holder !== e ? twiceAlways : twice, lastKnown,
    holder, card, order, effects,
  });
  if (own) out.push(item(e, e.card, e.order, e.def.def!.deathrattle!));
  if (added) {
    for (let i = 0, enchantmentsList = e.enchantments; i < enchantmentsList.length; i++) {
      const en = enchantmentsList[i]!;
      if (en.def?.def?.deathrattle) out.push(item(en, en.card ?? "", en.order, en.def.def.deathrattle));
      // `whenDies` (Flanking Maneuver's AV_269e): a death trigger of the enchantment's own, queued as its Deathrattle would
      // be but no Deathrattle — once, whatever doubles Deathrattles (rules-notes 1732).
      const dies = en.def?.def?.whenDies;
      if (dies) {
        const once = item(en, en.card ?? "", en.order, dies);
        once.keyword = undefined;
        once.times = ONCE;
        out.push(once);
      }
    }
  }
  if (e.type === "MINION" && has(e, "REBORN")) {
    out.push({
      holder: e, self: e, controller: e.controller, card: e.card, on: "death", zone: "play", priority: "last", order: e.order, keyword: "REBORN", position,
      run: (c) => summonMinion(c, e.def, e.controller, position, e, (m) => {
        m.tags.REBORN = 0;
        m.tags.DAMAGE = Math.max(0, (m.tags.HEALTH ?? 1) - 1);
      }, REBORN_DETAIL),
    });
  }
  return out;
}

/** 死亡阶段 (1.12): each removed entity's death event, in order of play. */
function deathPhase(ctx: Ctx, deaths: Death[], pre: Precheck): void {
  ctx.trace.within({ kind: "phase", name: "death", children: [] }, () => {
    for (let i = 0; i < deaths.length; i++) { const d = deaths[i]!; resolveEvent(ctx, d.lastKnown ? { type: "death", target: d.entity, player: d.controller, lastKnown: d.lastKnown } : { type: "death", target: d.entity, player: d.controller }, pre, d.deathrattles); }
  });
}
