/**
 * `castSpell`: 施放 ("Cast 2 random Nature spells": Druid of Regrowth; the rulebook's examples are Yogg-Saron and the
 * Puzzle Box). A spell made for the player and cast, not played (rulebook 2.3, "如果你仅仅是施放一个法术"):
 *   1. a Secret, quest or lasting spell goes to the secret zone (one already there, or no room: revealed and sent to the
 *      graveyard); any other spell enters play;
 *   2. its Overload;
 *   3. its text resolves, with Spell Damage — against a random valid target when it needs one (its own requirement, as
 *      if its player chose: enemy Stealth, Immune and Elusive characters are out; mortally wounded ones too, 3.5), with
 *      a random Choose One option among those that can resolve, its Combo when another card was played this turn before
 *      the one whose text casts it; with no valid target the spell is not cast at all (it stays set aside);
 *   4. it goes to the graveyard;
 *   5. the after-play step (Electra Stormsurge's and Celestial Emissary's states end there, 2.3).
 * No play, counter, on-play or targeting step: nothing that answers a card played answers it, and it is not recorded as
 * played. Each cast ends with a forced death (5.7: 强制死亡 — "防止连续结算多个法术…", Tess Greymane, Yogg-Saron).
 */
import type { Condition, Effect, Selector, TargetSpec } from "../cards/format/index.js";
import { pickRandom, pickRandomId, refOf, type Ctx } from "../context.js";
import { moveTo, newEntity, opponentOf, playerOf, removeFromZone } from "../game.js";
import { release } from "./absorb.js";
import { MAX_SECRETS, type Entity, type PlayerId } from "../types.js";
import { auraUpdate, choosesBoth, hasRuleFor } from "../rules/auras.js";
import { noteEvent, resolveEvent } from "../rules/events.js";
import { interPhase } from "../rules/interphase.js";
import { pickFromPool, poolOf } from "../rules/pools.js";
import { checkCondition, matchesFilter, select, type Env } from "../rules/selectors.js";
import { castOnMatches } from "../rules/played.js";
import { validTargets } from "../rules/targeting.js";
import { costOf, isMortallyWounded } from "../stats.js";
import { overloadTwinspellStep } from "./zones.js";
import { runStep } from "../rules/sequence.js";
import { spellText } from "../cards/spell-text.js";
import { chooseBothText } from "../cards/choose-both.js";
import { cardOf, sideOf } from "./helpers.js";
import { runEffects } from "./index.js";

export function castSpellEffect(ctx: Ctx, e: Extract<Effect, { type: "castSpell" }>, env: Env): void {
  // `player: enemy`: "casts for your opponent" (Faceless Enigma) — the spell is theirs: their secret zone, their Overload,
  // their after-cast step; with `from: deck`, a spell of their deck.
  const caster = sideOf(env, e.player);
  if (e.of !== undefined) {
    // The spell cards named that are set aside now (kept by an `absorb`): each cast itself, with its states (4.8: from
    // aside into play, as hand → play keeps them), by this text's player; not cast (no valid target), it stays aside.
    const kept = select(ctx, e.of, env, "beneficial").filter((c) => c.zone === "SETASIDE");
    if (kept.length === 0) ctx.trace.add({ kind: "skip", reason: "no card kept to cast", children: [] });
    for (let j = 0; j < kept.length; j++) {
      const spell = kept[j]!;
      if (spell.type !== "SPELL") {
        ctx.trace.add({ kind: "skip", source: refOf(spell), reason: "not a spell: nothing is cast", children: [] });
        continue;
      }
      if (spell.controller !== caster) {
        removeFromZone(ctx.game, spell);
        spell.controller = caster;
        playerOf(ctx.game, caster).setAside.push(spell);
      }
      ctx.trace.within({ kind: "step", name: "cast", player: caster, card: refOf(spell), children: [] }, () => castOne(ctx, spell, caster, env.self, undefined, !!e.preferEnemies));
      if (spell.zone !== "SETASIDE") release(spell);
      ctx.trace.within({ kind: "step", name: "forced-death", children: [] }, () => interPhase(ctx));
    }
    return;
  }
  const times = e.count ?? 1;
  const me = playerOf(ctx.game, caster);
  for (let i = 0; i < times; i++) {
    let spell: Entity;
    if (e.from !== undefined) {
      // "Cast a spell from your deck" (hand): the card itself leaves the deck (hand) as it is cast (one not cast stays there).
      // `highest: cost`: only those of the highest Cost now, a random one among ties (Clumsy Courier).
      let pool = (e.from === "hand" ? me.hand : me.deck).filter((c) => c.type === "SPELL" && (!e.where || matchesFilter(ctx, c, e.where, env)));
      if (e.highest === "cost" && pool.length) {
        let top = -Infinity;
        for (let j = 0; j < pool.length; j++) top = Math.max(top, costOf(pool[j]!));
        pool = pool.filter((c) => costOf(c) === top);
      }
      const picked = (pool.length ? pickRandom(ctx, pool, 1, e.from === "hand" ? "spell to cast from the hand" : "spell to cast from the deck", env.self) : [])[0];
      if (!picked) {
        ctx.trace.add({ kind: "skip", reason: `no such spell in the ${e.from}: nothing is cast`, children: [] });
        return;
      }
      spell = picked;
    } else {
      // `copyOf`: "Cast a copy of a … spell in your hand" (Wrathspine Enchanter) — a new card of the card of the first entity
      // named, read as each cast starts (a random selector picks anew); the entity itself stays where it is.
      // `remembered`: the card the enchantment whose text this is remembers (Lady Darkvein's Shades: REV_373e).
      const id = e.card ?? (e.pool ? (e.notCardOf ? pickDifferent(ctx, e.pool, e.notCardOf, env) : pickFromPool(ctx, e.pool, env, "random card")) : e.played ? playedSpell(ctx, e.played, env)
        : e.copyOf !== undefined ? select(ctx, e.copyOf, env, "beneficial")[0]?.card
        : e.remembered && env.holder.kind === "enchantment" ? env.holder.remembers : undefined);
      if (!id) {
        ctx.trace.add({ kind: "skip", reason: e.played ? "no such spell was played then: nothing is cast" : e.copyOf !== undefined ? "no such card to copy: nothing is cast" : e.remembered ? "no card remembered: nothing is cast" : "no spell to cast: the pool is empty", children: [] });
        return;
      }
      if (cardOf(ctx, id).type !== "SPELL") {
        ctx.trace.add({ kind: "skip", reason: `${cardOf(ctx, id).name.enUS} is not a spell: nothing is cast`, children: [] });
        continue;
      }
      spell = newEntity(ctx.game, cardOf(ctx, id), caster, "SETASIDE");
      spell.tags.CREATOR = env.self.id;
    }
    // `prefer` ("targeting it if possible": Prison of Yogg-Saron's chosen character, rules-notes 1708), read for each cast.
    const prefer = e.preferSelf ? env.self : e.prefer !== undefined ? select(ctx, e.prefer, env, "beneficial")[0] : undefined;
    // `targetAmong` (Sunwing Squawker's "on this", Kotori's "another friendly minion"): the target only among these.
    const among = e.targetAmong !== undefined ? select(ctx, e.targetAmong, env, "beneficial") : undefined;
    ctx.trace.within({ kind: "step", name: "cast", player: caster, card: refOf(spell), children: [] }, () => castOne(ctx, spell, caster, env.self, prefer, !!e.preferEnemies, true, among));
    // 5.7: a forced death after each spell cast by an effect.
    ctx.trace.within({ kind: "step", name: "forced-death", children: [] }, () => interPhase(ctx));
  }
}

/**
 * `notCardOf` ("a different …": Orion's "cast a different Mage Secret"): a random card of the pool but those of the entities
 * the selectors name, read as the spell is picked.
 */
function pickDifferent(ctx: Ctx, pool: NonNullable<Extract<Effect, { type: "castSpell" }>["pool"]>, not: Selector | Selector[], env: Env): string | undefined {
  const { ids, leftOut } = poolOf(ctx, pool, env);
  const out = new Set<string>();
  const sels = Array.isArray(not) ? not : [not];
  for (let i = 0; i < sels.length; i++) for (let j = 0, list = select(ctx, sels[i]!, env, "beneficial"); j < list.length; j++) out.add(list[j]!.card);
  const left = ids.filter((id) => !out.has(id));
  return left.length === 0 ? undefined : pickRandomId(ctx, left, "random card", env.holder, Array.isArray(pool) ? undefined : leftOut);
}

/**
 * A random spell its player played from hand this (or last) turn — each play one chance, a countered one not a play — of
 * the school named: a new copy of it is cast ("recast", Creature of the Sacred Cave). None: undefined.
 */
function playedSpell(ctx: Ctx, played: NonNullable<Extract<Effect, { type: "castSpell" }>["played"]>, env: Env): string | undefined {
  const me = playerOf(ctx.game, played.side === "enemy" ? opponentOf(env.controller) : env.controller);
  // `last`: the latest spell of the player's record of plays this game (countered cards are not in it), whatever its turn.
  if (played.last) {
    const record = me.playedThisGame ?? [];
    for (let i = record.length - 1; i >= 0; i--) {
      const c = ctx.cards.get(record[i]!.card);
      // `castOn` (Sunwing Squawker): only a spell played at such a character, the record's `target`.
      if (played.castOn !== undefined && !castOnMatches(record[i]!.target, played.castOn)) continue;
      if (c?.type === "SPELL" && (!played.spellSchool || c.facts.spellSchool === played.spellSchool)) return record[i]!.card;
    }
    return undefined;
  }
  const list = (played.turn === "last" ? me.playedLastTurn : me.playedThisTurn) ?? [];
  const ids = list.filter((id) => {
    const c = ctx.cards.get(id);
    return c?.type === "SPELL" && (!played.spellSchool || c.facts.spellSchool === played.spellSchool);
  });
  return ids.length ? pickRandomId(ctx, ids, "spell played to cast again", env.self) : undefined;
}

/**
 * Cast one spell entity (set aside, or kept aside) as above. `prefer`: the entity whose text casts it, targeted whenever
 * it is a valid target; `preferEnemies`: "targeting enemies if possible" — a random valid target among the enemy
 * characters when there is one, else among all the valid ones (Confront the Tol'vir, effects/replay.ts); `combo: false`:
 * never its Combo (a card replayed, rules-notes 319); `targetAmong`: a targeted spell takes its target only among these and
 * is not cast when none of them is a valid target ("on this": Sunwing Squawker; "on this one": Lynessa Sunsorrow's replay
 * `at: "self"`) — a spell with no target resolves as usual.
 */
export function castOne(ctx: Ctx, spell: Entity, player: PlayerId, by: Entity, prefer?: Entity, preferEnemies = false, combo = true, targetAmong?: readonly Entity[]): void {
  const p = playerOf(ctx.game, player);
  const def = spell.def.def;
  if (spell.def.secret || def?.quest || def?.lasts) {
    const quest = !!def?.quest && !def.quest.sidequest;
    const blocked = p.secrets.length >= MAX_SECRETS || p.secrets.some((s) => s.card === spell.card)
      || (quest && p.secrets.some((s) => !!s.def.def?.quest && !s.def.def.quest.sidequest));
    moveTo(ctx.game, spell, blocked ? "GRAVEYARD" : "SECRET");
    noteEvent(ctx, { type: "zone-change", source: by, target: spell, detail: { to: blocked ? "GRAVEYARD" : "SECRET", reason: "cast" } });
    if (!blocked) {
      overloadTwinspellStep(ctx, spell, player);
      auraUpdate(ctx);
      afterPlay(ctx, spell, player);
    }
    return;
  }
  // The targets it could take, as its player would choose them (3.5: never a mortally wounded one).
  const targets = (spec: TargetSpec | undefined) => (spec ? validTargets(ctx, spec, player, spell, "spell").filter((t) => !isMortallyWounded(t)) : []);
  const resolvable = (spec: TargetSpec | undefined) => !spec || spec.required === false || targets(spec).length > 0;
  // Combo: a card played this turn other than the one whose text casts this (Yogg-Saron played alone: no Combo) — the
  // turn's plays are the tail of the player's play record (rules/played.ts).
  const played = p.tags.NUM_CARDS_PLAYED_THIS_TURN ?? 0;
  const record = p.playedThisGame ?? [];
  const byPlayed = record.slice(Math.max(0, record.length - (p.playedThisTurn?.length ?? 0))).some((r) => r.id === by.id);
  const plan = planOf(ctx, spell, player, combo && played >= (byPlayed ? 2 : 1), resolvable);
  if (!plan || !resolvable(plan.target)) {
    ctx.trace.add({ kind: "skip", source: refOf(spell), reason: plan ? "no valid target: the spell is not cast" : "no option can resolve: the spell is not cast", children: [] });
    return;
  }
  const valid = targets(plan.target);
  // `targetAmong` (Sunwing Squawker's "on this"): only among those; a targeted spell none of them is valid for is not cast.
  const options = targetAmong ? valid.filter((t) => targetAmong.includes(t)) : valid;
  if (targetAmong && plan.target && options.length === 0) {
    ctx.trace.add({ kind: "skip", source: refOf(spell), reason: "none it may be cast on is a valid target: the spell is not cast", children: [] });
    return;
  }
  // "(targets this if possible)": the entity whose text casts it, when it is one of the valid targets.
  const enemies = preferEnemies ? options.filter((t) => t.controller !== player) : [];
  const among = enemies.length ? enemies : options;
  const target = (prefer && options.includes(prefer) ? [prefer] : among.length ? pickRandom(ctx, among, 1, "random target", spell) : [])[0];
  moveTo(ctx.game, spell, "PLAY");
  noteEvent(ctx, { type: "zone-change", source: by, target: spell, detail: { to: "PLAY", reason: "cast" } });
  overloadTwinspellStep(ctx, spell, player);
  const self = { self: spell, holder: spell, controller: player };
  const holds = () => (!def?.requires || checkCondition(ctx, def.requires, self)) && (!plan.requires || checkCondition(ctx, plan.requires, self));
  // 2.3 a: Electra Stormsurge's state repeats a cast spell too (Zentimo's does not); 某法术再结算一次: the Overload again first.
  const times = hasRuleFor(ctx, "spells-twice", player, spell) ? 2 : 1;
  for (let i = 0; i < times; i++) {
    if (i > 0) runStep(ctx, "overload-again", () => overloadTwinspellStep(ctx, spell, player, undefined, null, true));
    runStep(ctx, "spell-text", () => {
      if (holds()) runEffects(ctx, plan.effects, { ...self, ...(target ? { target } : {}) });
      else ctx.trace.add({ kind: "skip", source: refOf(spell), reason: "its condition does not hold: the text does nothing", children: [] });
    }, times > 1 ? { repeat: i + 1 } : {});
  }
  if (spell.zone === "PLAY") moveTo(ctx.game, spell, "GRAVEYARD");
  afterPlay(ctx, spell, player);
}

/** 使用后步骤 (2.3 完成阶段 b): the after-play triggers answer the spell cast. */
function afterPlay(ctx: Ctx, spell: Entity, player: PlayerId): void {
  runStep(ctx, "after-play", () => resolveEvent(ctx, { type: "after-play", target: spell, player }, ctx.seqPrecheck));
}

interface CastPlan {
  effects: readonly Effect[];
  target: TargetSpec | undefined;
  requires?: Condition;
}

/**
 * What the cast spell resolves (as a played card's plan, actions/common.ts): under Fandral Staghelm's rule both Choose
 * One options (its `chooseBoth`, else the two in order, each under its own condition); else a random option (recorded,
 * not the player's choice) among those open (3.3) that can resolve — none: `null`; else its Combo or its text.
 */
function planOf(ctx: Ctx, spell: Entity, player: PlayerId, combo: boolean, resolvable: (spec: TargetSpec | undefined) => boolean): CastPlan | null {
  const def = spell.def.def;
  const self = { self: spell, holder: spell, controller: player };
  // A target requirement with `if` applies only while its condition holds (Glaivebound Adept).
  const when = (spec: TargetSpec | undefined) => (spec?.if && !checkCondition(ctx, spec.if, self) ? undefined : spec);
  if (def?.chooseOne && choosesBoth(ctx.game, spell, player)) {
    const both = chooseBothText(def);
    return { effects: both.effects, target: when(both.target) };
  }
  if (def?.chooseOne) {
    const options = def.chooseOne;
    const open = options.map((o, k) => ((!o.requires || checkCondition(ctx, o.requires, self)) && resolvable(when(o.target ?? def.target)) ? String(k) : ""))
      .filter((k) => k !== "");
    if (open.length === 0) return null;
    const opt = options[Number(pickRandomId(ctx, open, "Choose One", spell))]!;
    return { effects: opt.effects, target: when(opt.target ?? def.target), ...(opt.requires ? { requires: opt.requires } : {}) };
  }
  const spec = when(def?.target);
  if (def?.combo && combo) return { effects: def.combo, target: spec };
  return { effects: spellText(def) ?? [], target: spec };
}
