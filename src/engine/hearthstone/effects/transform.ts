/**
 * `transform`: 变形 (rulebook 4.5) and becoming a copy (4.8).
 *
 * A transformed entity keeps its entity id, controller, zone, position and order of play; its card id
 * becomes the new card and everything else becomes the new card's (enchantments are cleared, damage is
 * gone). It is neither a death nor a summon: no death, summon or after-summon event. Its play-state tags
 * (summoning sickness, attacks this turn, turns in play) stay: 4.8 says a copy keeps its own entry time.
 * A transform is an aura-update moment (4.2).
 *
 * Becoming a copy of another entity (4.8): every attribute of the source is copied (its tags, damage
 * included, and its enchantments with their original controllers) except the enchantments auras attach,
 * the controller, the zone and position, and the time it entered play. Enchantments are copied when the
 * entity is copied into the same zone, or when a move between those zones would keep them.
 */
import type { Effect } from "../cards/format/index.js";
import type { CompiledCard } from "../cards/compile.js";
import { refOf, type Ctx } from "../context.js";
import { attachEnchantment, detachEnchantment, DRAWN_THIS_TURN, ENTERED_HAND_THIS_TURN } from "../game.js";
import { CARD_IN_HAND_TYPES, type Entity, type Zone } from "../types.js";
import { auraUpdate } from "../rules/auras.js";
import { noteEvent } from "../rules/events.js";
import { endBorrowedControl } from "../rules/control.js";
import { select, type Env } from "../rules/selectors.js";
import { cardOf } from "./helpers.js";
import { enchant } from "../rules/enchant.js";
import { pickFromPool } from "../rules/pools.js";
import { HELD_SINCE_PLAY } from "../rules/played.js";
import { attackOf, costOf, healthOf } from "../stats.js";

/** Tags that belong to the entity's stay in its zone (when it entered, what it did this turn): a transform keeps them. */
// HELD_SINCE_PLAY: "while holding this" starts when this card came into the hand — a copy made now has held nothing yet.
const OWN_STATE_TAGS = ["EXHAUSTED", "JUST_PLAYED", "NUM_TURNS_IN_PLAY", "NUM_ATTACKS_THIS_TURN", "EXTRA_ATTACKS_THIS_TURN", "NUM_TURNS_IN_HAND", HELD_SINCE_PLAY, ENTERED_HAND_THIS_TURN, DRAWN_THIS_TURN];

/** 4.8 移动/复制状态规则: whether enchantments survive going from one zone to another. */
function keepsEnchantments(from: Zone, to: Zone): boolean {
  if (from === to) return true;
  return (from === "DECK" && to === "HAND") || (from === "HAND" && to === "PLAY") || (from === "DECK" && to === "PLAY");
}

export function transformEffect(ctx: Ctx, e: Extract<Effect, { type: "transform" }>, env: Env): void {
  const source = e.copyOf !== undefined ? select(ctx, e.copyOf, env, "beneficial", "random entity to copy")[0] : undefined;
  if (e.copyOf !== undefined && !source) return;
  // `cardOf`: a fresh card of that entity's card (4.5: none of its states; not a copy) — Shapeshifter.
  const named = e.cardOf !== undefined ? select(ctx, e.cardOf, env, "beneficial", "random card to transform into")[0] : undefined;
  if (e.cardOf !== undefined && !named) {
    ctx.trace.add({ kind: "skip", source: refOf(env.holder), reason: "no card to transform into: nothing is transformed", children: [] });
    return;
  }
  const card = source ? source.def : named ? named.def : e.card !== undefined ? cardOf(ctx, e.card) : null;
  for (let i = 0, list = select(ctx, e.to, env, "harmful", "random entity to transform"); i < list.length; i++) {
    const t = list[i]!;
    // In the secret zone only a quest changes: a Questline part becoming its next part (rules/quests.ts, rules-notes 931).
    if (t.zone !== "PLAY" && t.zone !== "HAND" && t.zone !== "DECK" && !(t.zone === "SECRET" && t.def.def?.quest)) continue;
    const was = { card: t.card, controller: t.controller };
    // `keep` ("They keep their original stats and Cost"): what it has now, set again once transformed (rules-notes 1733).
    const kept = e.keep ? { type: t.type, attack: attackOf(t), health: healthOf(t), cost: costOf(t) } : undefined;
    if (card) {
      transform(ctx, env.self, t, card, source, !!e.keepState && !source);
      after(t, was, card);
      if (kept) keepOriginal(t, kept, card);
      continue;
    }
    // A random card of the pool for each entity, its amounts read with `each` = this entity (5.2 异变).
    const id = e.pool ? pickFromPool(ctx, e.pool, env, "random card to transform into", t) : undefined;
    if (id) {
      const into = cardOf(ctx, id);
      // `keepState` with a pool too: the card changes, its states stay (Chalk Artist's stats and Cost, rules-notes 1689).
      transform(ctx, env.self, t, into, undefined, !!e.keepState);
      after(t, was, into);
      if (kept) keepOriginal(t, kept, into);
    } else ctx.trace.add({ kind: "skip", source: refOf(t), reason: "the random pool is empty: it is not transformed", children: [] });
  }
  function keepOriginal(t: Entity, kept: { type: string; attack: number; health: number; cost: number }, into: CompiledCard): void {
    if (t.card !== into.id) return;
    if (e.keep!.stats !== undefined && kept.type === "MINION" && into.type === "MINION") enchant(ctx, t, env.controller, e.keep!.stats, { setAttack: kept.attack, setHealth: Math.max(1, kept.health) });
    if (e.keep!.cost !== undefined) enchant(ctx, t, env.controller, e.keep!.cost, { setCost: kept.cost });
  }
  // `enchantment`: attached after the transform (which cleared the old ones, 4.5); with `rememberOriginal` it remembers the
  // card the entity was (Ascendance: "They summon the originals when they die").
  function after(t: Entity, was: { card: string; controller: Entity["controller"] }, into: CompiledCard): void {
    // Only when it was transformed (4.5: the kind of entity kept).
    if (e.enchantment === undefined || (t.zone === "PLAY" ? into.type !== t.type : !CARD_IN_HAND_TYPES.includes(into.type))) return;
    const en = enchant(ctx, t, env.controller, e.enchantment, {});
    if (e.rememberOriginal) { en.remembers = was.card; en.remembersOwner = was.controller; }
  }
}

/**
 * 4.8: give `t` (of the same card as `source`) the source's tags, damage included, and its non-aura enchantments, as
 * new enchantments still controlled by whoever attached the originals — when a move between the two zones would keep
 * them. Not copied: the controller, zone, position and entry time (the caller keeps `t`'s own).
 */
export function copyAttributes(ctx: Ctx, t: Entity, source: Entity): void {
  keepingOwnState(t, () => copyState(ctx, t, source));
}

/** Run `change` (which replaces `t.tags`), then give back the tags of `t`'s own stay in its zone. */
function keepingOwnState(t: Entity, change: () => void): void {
  const own: Record<string, number> = {};
  for (let i = 0; i < OWN_STATE_TAGS.length; i++) { const k = OWN_STATE_TAGS[i]!; if (t.tags[k] !== undefined) own[k] = t.tags[k]!; }
  change();
  for (let i = 0; i < OWN_STATE_TAGS.length; i++) { const k = OWN_STATE_TAGS[i]!; delete t.tags[k]; }
  Object.assign(t.tags, own);
}

/** The source's tags and non-aura enchantments onto `t`, when the zones allow it (4.8); own-state tags are the caller's. */
function copyState(ctx: Ctx, t: Entity, source: Entity): void {
  if (!keepsEnchantments(source.zone, t.zone)) return;
  t.tags = { ...source.tags };
  // 4.8 注意: a card entering play from hand or deck loses its cost states, and so does a copy made that way (Mindgames).
  const dropCost = t.zone === "PLAY" && (source.zone === "HAND" || source.zone === "DECK");
  for (let i = 0, enchantments = source.enchantments; i < enchantments.length; i++) {
    const en = enchantments[i]!;
    if (en.aura) continue;
    if (dropCost && (en.cost !== 0 || en.setCost !== undefined || en.minCost !== undefined)) continue;
    const { kind: _k, id: _i, order: _o, host: _h, removed: _r, ref: _ref, ...rest } = en;
    attachEnchantment(ctx.game, t, { ...rest, ...(en.grants ? { grants: [...en.grants] } : {}) });
  }
}

/** Transform `t` into `card`, or into a copy of `source` (whose card is `card`). */
export function transform(ctx: Ctx, by: Entity | null, t: Entity, card: CompiledCard, source?: Entity, keepState = false): void {
  // 4.5 changes the card, not the kind of entity: in play a minion stays a minion (a hero a hero …); in hand or
  // deck it may become any card that can be there (4.5's Chameleos becomes a hero card), never an enchantment.
  if (t.zone === "PLAY" ? card.type !== t.type : !CARD_IN_HAND_TYPES.includes(card.type)) {
    ctx.trace.add({ kind: "skip", source: refOf(t), reason: `a ${t.type} in ${t.zone} cannot become ${card.name.enUS}, a ${card.type}: it is not transformed`, children: [] });
    return;
  }
  const from = t.card;
  const played = ctx.played?.get(t.id);
  if (played) played.transformed = true;
  if (keepState) {
    // 腐蚀 (5.1): the card changes, its states stay — its enchantments, and the tags the game gave it (those its old card
    // did not start with: damage, CREATOR, the turns held …); the rest (cost, stats, keywords) are the new card's.
    const own: Record<string, number> = {};
    for (const k in t.tags) if (!(k in t.def.tags)) own[k] = t.tags[k]!;
    t.card = card.id;
    t.def = card;
    t.type = card.type;
    t.tags = { ...card.tags, ...own };
    if (card.hasTriggers && !ctx.game.holders.includes(t)) ctx.game.holders.push(t);
    noteEvent(ctx, { type: "transform", source: by, target: t, detail: { from, into: card.id, keepState: true } });
    auraUpdate(ctx);
    return;
  }
  const gone = t.enchantments.slice();
  keepingOwnState(t, () => {
    for (let i = 0; i < gone.length; i++) { const en = gone[i]!; detachEnchantment(t, en); }
    t.card = card.id;
    t.def = card;
    t.type = card.type;
    t.tags = { ...card.tags };
    if (source) copyState(ctx, t, source);
  });
  if (card.hasTriggers && !ctx.game.holders.includes(t)) ctx.game.holders.push(t);
  noteEvent(ctx, { type: "transform", source: by, target: t, detail: { from, into: card.id, ...(source ? { copyOf: refOf(source) } : {}) } });
  // 1.2 状态失效: the enchantments went with the old card, and control one of them lent goes back (Shadow Madness).
  endBorrowedControl(ctx, t, gone);
  auraUpdate(ctx);
}
