/**
 * @module hearthstone/actions/common
 * Pieces shared by the player actions: finding the entities an action names, checking the acting player,
 * choosing targets and Choose One options, and the steps every card play has (pay, on-play, overload).
 */
import type { Condition, Effect, TargetSpec } from "../cards/format/index.js";
import { spellText } from "../cards/spell-text.js";
import { chooseBothText } from "../cards/choose-both.js";
import { chooseAmong, type Ctx } from "../context.js";
import { illegal } from "../../errors.js";
import { locate } from "../locate.js";
import { detachEnchantment, moveTo, opponentOf, playerOf } from "../game.js";
import { handFull, type Enchantment, type Entity, type PlayerId } from "../types.js";
import { enchant, spendUse } from "../rules/enchant.js";
import { available, countManaSpent, pay } from "../rules/mana.js";
import { recordPlay, unrecordPlay } from "../rules/played.js";
import { costsCorpses, costsHealth, enemyHealthCost, has, healthOf } from "../stats.js";
import { countHeroArmorChange } from "../rules/hero-armor.js";
import { spendCorpses } from "../rules/corpses.js";
export { overloadTwinspellStep } from "../effects/zones.js";
import { noteEvent, resolveEvent, type GameEvent } from "../rules/events.js";
import { auraUpdate, choosesBoth, hasRule, hasRuleFor } from "../rules/auras.js";
import { endBorrowedControl } from "../rules/control.js";
import { checkCondition, matchesFilter } from "../rules/selectors.js";
import { runStep } from "../rules/sequence.js";
import { createInHand } from "../effects/zones.js";
import { validTargets, type TargetingKind } from "../rules/targeting.js";

export const path = (ctx: Ctx, field?: string) => `actions[${ctx.actionIndex}]${field ? "." + field : ""}`;

export function find(ctx: Ctx, loc: string, field: string): Entity {
  const e = locate(ctx.game, loc);
  if (!e) throw illegal(path(ctx, field), `nothing at "${loc}"`);
  return e;
}

/** The acting player: the action's `player`, else the active player; player actions need it to be their turn. */
export function actingPlayer(ctx: Ctx, player: PlayerId | undefined, needsTurn: boolean): PlayerId {
  const p = player ?? ctx.game.currentPlayer;
  if (needsTurn && p !== ctx.game.currentPlayer) throw illegal(path(ctx, "player"), `it is player ${ctx.game.currentPlayer}'s turn, not player ${p}'s`);
  return p;
}

/** What the card will resolve when played: a Choose One option, its Combo, its battlecry, spell text or hero power. */
export interface Plan {
  effects: readonly Effect[];
  target: TargetSpec | undefined;
  option?: number;
  combo: boolean;
  /** 流放 (5.1): the card's `outcast` text replaces its battlecry or spell text. */
  outcast?: boolean;
  /** Both Choose One options combined (Fandral Staghelm's choose-both). */
  both?: boolean;
  /** The chosen Choose One option's own condition (3.3), checked again as it resolves. */
  requires?: Condition;
  /** Why the option asked for cannot be chosen now (its `requires` does not hold), or none can. */
  closed?: string;
}

/**
 * Work out the plan, asking for a Choose One option if needed (the action's `choose`, else `choices`, else the seed).
 * `fits` says whether the action as sent (its target or none) suits an option's target requirement: a seeded pick is
 * made among the options that fit, so an action naming a minion never lands on an option that takes no target.
 */
export function planFor(
  ctx: Ctx, card: Entity, chooseField: 1 | 2 | undefined, comboActive: boolean, fits?: (target: TargetSpec | undefined) => boolean, outcast = false,
): Plan {
  const def = card.def.def;
  // A target requirement with `if` applies only while its condition holds as the card is played (Glaivebound Adept).
  const when = (spec: TargetSpec | undefined) =>
    spec?.if && !checkCondition(ctx, spec.if, { self: card, holder: card, controller: card.controller }) ? undefined : spec;
  if (def?.chooseOne && choosesBoth(ctx.game, card, card.controller)) {
    const both = chooseBothText(def);
    return { effects: both.effects, target: when(both.target), both: true, combo: false };
  }
  if (def?.chooseOne) {
    const options = def.chooseOne;
    // An option with its own condition (3.3) is open only while it holds (the Saplings of Living Roots need a free space).
    const open = options.map((o) => !o.requires || checkCondition(ctx, o.requires, { self: card, holder: card, controller: card.controller }));
    const allowed = options.map((o, k) => (open[k] && (!fits || fits(when(o.target ?? def.target))) ? k : -1)).filter((k) => k >= 0);
    if (!open.some(Boolean)) return { effects: [], target: undefined, combo: false, closed: `${card.def.name.enUS}: no option can be chosen now (their conditions do not hold)` };
    const i = chooseField !== undefined ? chooseField - 1 : chooseAmong(ctx, options.length, allowed.length ? allowed : open.map((o, k) => (o ? k : -1)).filter((k) => k >= 0), "Choose One", card);
    const opt = options[i]!;
    const plan: Plan = { effects: opt.effects, target: when(opt.target ?? def.target), option: i + 1, combo: false };
    if (opt.requires) plan.requires = opt.requires;
    if (!open[i]) plan.closed = `${card.def.name.enUS}: option ${i + 1} can't be chosen now (its condition does not hold)`;
    return plan;
  }
  const spec = when(def?.target);
  if (def?.combo && comboActive) return { effects: def.combo, target: spec, combo: true };
  // 流放 (5.1): like Combo, a text that replaces the card's own when it is played from either end of the hand.
  if (def?.outcast && outcast) return { effects: def.outcast, target: spec, combo: false, outcast: true };
  const effects = def?.battlecry ?? (card.type === "SPELL" ? spellText(def) : def?.spell) ?? def?.power ?? [];
  // A minion's own Kindred or when-played text (resolved after its Battlecry, actions/play.ts) may take the card's target too.
  return { effects, target: effects.length > 0 || def?.kindred || def?.whenPlayed ? spec : undefined, combo: false };
}


/**
 * Check a chosen target against the card's requirement (checked only when the card is played, 3.3).
 * Spells and hero powers need a valid target if they have a requirement; battlecries need one only if any exists.
 */
export function checkTarget(ctx: Ctx, plan: Plan, card: Entity, player: PlayerId, targetLoc: string | undefined, kind: TargetingKind): Entity | undefined {
  const spec = plan.target;
  if (!spec) {
    if (targetLoc !== undefined) throw illegal(path(ctx, "target"), `${card.def.name.enUS} does not take a target`);
    return undefined;
  }
  const options = validTargets(ctx, spec, player, card, kind);
  const required = spec.required ?? kind !== "battlecry";
  if (targetLoc === undefined) {
    if (options.length === 0 && !required) return undefined;
    if (options.length === 0) throw illegal(path(ctx), `${card.def.name.enUS} has no valid target`);
    throw illegal(path(ctx, "target"), `${card.def.name.enUS} needs a target (${spec.side ?? "any"} ${spec.type})`);
  }
  const t = find(ctx, targetLoc, "target");
  if (!options.includes(t)) throw illegal(path(ctx, "target"), `${t.def.name.enUS} is not a valid target for ${card.def.name.enUS}`);
  return t;
}

/**
 * 2.2-2.5 使用阶段 a): the player pays the card's cost. A card that costs Health instead of Mana (`costsHealth`) takes it
 * from the hero's Health: not damage (nothing answers it, Immune and Armor don't stop it), no mana spent — a `mana` event
 * with `health` and the hero's `health-set` (docs/rules-notes.md).
 */
export function payStep(ctx: Ctx, player: PlayerId, cost: number, card?: Entity): void {
  runStep(ctx, "pay", () => {
    // Costs the opponent's Health instead of Mana, up to the state's N (Agamaggan): the opponent's hero loses that much
    // Health (not damage, Armor does not count), no Mana is spent (rules-notes 344). It comes before the card's own
    // "Costs Health": the state names the next card, whatever it costs.
    const enemyCap = card ? enemyHealthCost(card) : null;
    if (card && enemyCap !== null) {
      const hero = playerOf(ctx.game, opponentOf(player)).hero;
      const taken = Math.min(cost, enemyCap);
      hero.tags.DAMAGE = (hero.tags.DAMAGE ?? 0) + taken;
      noteEvent(ctx, { type: "mana", player, detail: { spent: 0, enemyHealth: taken } });
      paidWith(ctx, card, "health");
      noteEvent(ctx, { type: "health-set", source: card, target: hero, amount: healthOf(hero) });
      return;
    }
    if (card && costsHealth(card)) {
      const hero = playerOf(ctx.game, player).hero;
      hero.tags.DAMAGE = (hero.tags.DAMAGE ?? 0) + cost;
      noteEvent(ctx, { type: "mana", player, detail: { spent: 0, health: cost } });
      paidWith(ctx, card, "health");
      noteEvent(ctx, { type: "health-set", source: card, target: hero, amount: healthOf(hero) });
      return;
    }
    // Costs Armor instead of Mana (the engine's tag CARD_COSTS_ARMOR, own or granted: Anub'Rekhan's state): the hero loses
    // that much Armor — a spend, as "Spend N Armor", not damage — and no mana (rules-notes 1745).
    if (card && has(card, "CARD_COSTS_ARMOR")) {
      const hero = playerOf(ctx.game, player).hero;
      hero.tags.ARMOR = (hero.tags.ARMOR ?? 0) - cost;
      countHeroArmorChange(ctx.game, hero);
      noteEvent(ctx, { type: "mana", player, detail: { spent: 0, armor: cost } });
      paidWith(ctx, card, "armor");
      if (cost > 0) noteEvent(ctx, { type: "armor", source: card, target: hero, amount: -cost, player, detail: { spent: cost } });
      return;
    }
    // Costs Corpses instead of Mana: its cost in Corpses (spent, as "Spend N Corpses"), no mana.
    if (card && costsCorpses(card)) {
      noteEvent(ctx, { type: "mana", player, detail: { spent: 0, corpses: cost } });
      paidWith(ctx, card, "corpses");
      spendCorpses(ctx, player, cost, card);
      return;
    }
    const mana = playerOf(ctx.game, player).mana;
    const before = available(mana);
    pay(mana, cost);
    countManaSpent(ctx, player, cost, card);
    noteEvent(ctx, { type: "mana", player, detail: { spent: cost } });
    // "Whenever you spend your last Mana Crystal" (Crystalspine Cub): this payment left no Mana (rules-notes 298).
    if (cost > 0 && before > 0 && available(mana) <= 0) resolveEvent(ctx, { type: "last-mana", player, source: card ?? null });
  });
  // 压轴 (Finale): the card was paid for with the last of its player's Mana — none is left now (a 0-Cost card played with
  // none left too: rules-notes 418). Noted on its play record for the condition `finale`.
  const rec = card ? ctx.played?.get(card.id) : undefined;
  if (rec) rec.finale = available(playerOf(ctx.game, player).mana) <= 0;
}

/** A card paid for with Health or Corpses, not Mana: noted on its play record (the record's `paid`, "Mana spent on spells"). */
function paidWith(ctx: Ctx, card: Entity, paid: "health" | "corpses" | "armor"): void {
  const rec = ctx.played?.get(card.id);
  if (rec) rec.paid = paid;
}

/** Count a played card ("cards played this turn", used by Combo; minions played, used by Pint-Sized Summoner). */
export function countPlay(ctx: Ctx, player: PlayerId, card?: Entity): void {
  const p = playerOf(ctx.game, player);
  p.tags.NUM_CARDS_PLAYED_THIS_TURN = (p.tags.NUM_CARDS_PLAYED_THIS_TURN ?? 0) + 1;
  if (card?.type === "MINION") p.tags.NUM_MINIONS_PLAYED_THIS_TURN = (p.tags.NUM_MINIONS_PLAYED_THIS_TURN ?? 0) + 1;
  // Spells played (Kalecgos: "your first spell each turn").
  if (card?.type === "SPELL") p.tags.NUM_SPELLS_PLAYED_THIS_TURN = (p.tags.NUM_SPELLS_PLAYED_THIS_TURN ?? 0) + 1;
  // The last card played, kept across turns (Vanessa VanCleef copies the opponent's).
  if (card) {
    (ctx.lastPlayedBefore ??= new Map()).set(card.id, p.lastPlayed);
    p.lastPlayed = card.card;
  }
  // The cards played this turn, in order ("spells you played last turn": Krag'wa); a countered one is taken out again.
  if (card) (p.playedThisTurn ??= []).push(card.card);
  // And for the whole game, with the cost paid (rules/played.ts: "each Fel spell you've cast this game", "while holding this").
  if (card) recordPlay(ctx, player, card, ctx.played?.get(card.id)?.cost ?? 0);
}

/**
 * 费用状态移除 (2.2 d, 2.3 e, 2.4 a): the player's cost states that this card uses up (an enchantment with
 * `consumedBy`: Preparation, Kirin Tor Mage) are detached, then auras update. It happens after the counter
 * step and even when the card was countered (反制和失效). A trace step only when something is removed.
 */
export function costStateStep(ctx: Ctx, card: Entity, player: PlayerId): void {
  const used: Enchantment[] = [];
  // By forEach, not for-of: code not yet optimized makes a result object per entity of a for-of over a Map.
  ctx.game.entities.forEach((e) => {
    if (e.zone !== "PLAY") return;
    for (let i = 0, enchantments = e.enchantments; i < enchantments.length; i++) {
      const en = enchantments[i]!;
      const f = en.def?.def?.consumedBy;
      // An `actsForHost` state is its host's player's ("Your opponent's next spell costs (2) more": Frostbite's on the enemy hero).
      const owner = f && en.def?.def?.actsForHost ? en.host.controller : en.controller;
      if (f && !en.removed && owner === player && matchesFilter(ctx, card, f, { self: e, holder: en, controller: player })) used.push(en);
    }
  });
  if (used.length === 0) return;
  runStep(ctx, "cost-states", () => {
    for (let i = 0; i < used.length; i++) {
      const en = used[i]!;
      // A state with `uses` ("your next 2 spells …") spends one; it goes with the last.
      if (spendUse(ctx, en, card)) continue;
      detachEnchantment(en.host, en);
      noteEvent(ctx, { type: "expire", source: card, target: en.host, detail: { enchantment: en.card, reason: "used up" } });
      endBorrowedControl(ctx, en.host, [en]);
    }
    auraUpdate(ctx);
  });
}

/**
 * 指向扳机 (2.2 结算阶段 b, 2.3 结算阶段 b): when the card has a target, targeting triggers (Spellbender) resolve
 * before its text; a `retarget` effect among them changes the target the text resolves against.
 * Returns the target to use.
 */
export function targetingStep(ctx: Ctx, card: Entity, player: PlayerId, target: Entity | undefined, spec?: TargetSpec, kind: TargetingKind = "spell"): Entity | undefined {
  if (!target) return target;
  const outer = ctx.playing;
  // `spec` and `kind`: the card's target requirement, for triggers that pick a new target among the valid ones (Mayor Noggenfogger).
  const playing: NonNullable<Ctx["playing"]> = { card, target, player, kind, ...(spec ? { spec } : {}) };
  ctx.playing = playing;
  try {
    runStep(ctx, "targeting", () => resolveEvent(ctx, { type: "target", source: card, target, player }, ctx.seqPrecheck));
  } finally {
    ctx.playing = outer;
  }
  const played = ctx.played?.get(card.id);
  if (played && playing.target) played.target = playing.target;
  return playing.target;
}

/**
 * Counter step (2.2 c, 2.3 c): Counterspell and the like answer the `counter` event; a countered card
 * (CANT_PLAY) goes to the graveyard, its text does not resolve and no trigger of its sequence fires
 * (反制和失效). The steps before it and the cost-state removal still happen; the Overload step (g) does not: Overload
 * is gained only by a card played to its end, and no counter counts a countered card (反制和失效: 所有计数器不会增加计数).
 * Returns whether the card was countered.
 */
export function counterStep(ctx: Ctx, card: Entity, player: PlayerId): boolean {
  runStep(ctx, "counter", () => resolveEvent(ctx, { type: "counter", target: card, player }, ctx.seqPrecheck));
  if (!card.tags.CANT_PLAY) return false;
  // 反制和失效: "如果一张牌失效，所有计数器不会增加计数" — a countered card is treated as never played by every counter and
  // by the texts that look back at the cards played (Krag'wa, Vanessa VanCleef), except the count Combo reads (例外).
  const pl = playerOf(ctx.game, player);
  const uncount = (tag: string) => {
    const n = pl.tags[tag] ?? 0;
    if (n > 1) pl.tags[tag] = n - 1;
    else delete pl.tags[tag];
  };
  if (card.type === "SPELL") uncount("NUM_SPELLS_PLAYED_THIS_TURN");
  if (card.type === "MINION") uncount("NUM_MINIONS_PLAYED_THIS_TURN");
  if (ctx.lastPlayedBefore?.has(card.id)) {
    const before = ctx.lastPlayedBefore.get(card.id);
    if (before === undefined) delete pl.lastPlayed;
    else pl.lastPlayed = before;
  }
  const played = pl.playedThisTurn;
  const at = played?.lastIndexOf(card.card) ?? -1;
  if (at >= 0) played!.splice(at, 1);
  unrecordPlay(ctx, player, card);
  // A counter that returns the card (Ice Trap): back to its owner's hand — a full hand sends it to the graveyard — with
  // the counter's enchantment (4.8: the move from play to hand clears the card's states first, so it is attached after).
  const back = ctx.counteredToHand?.get(card.id);
  ctx.counteredToHand?.delete(card.id);
  if (back && !handFull(playerOf(ctx.game, card.controller))) {
    moveTo(ctx.game, card, "HAND");
    noteEvent(ctx, { type: "zone-change", target: card, detail: { to: "HAND", reason: "countered" } });
    if (back.enchantment) enchant(ctx, card, back.controller, back.enchantment, {});
    return true;
  }
  moveTo(ctx.game, card, "GRAVEYARD");
  noteEvent(ctx, { type: "zone-change", target: card, detail: { to: "GRAVEYARD", reason: "countered" } });
  return true;
}

/** 使用时步骤: on-play triggers (pre-checked at the start of the sequence). */
export function onPlayStep(ctx: Ctx, card: Entity, player: PlayerId): void {
  runStep(ctx, "on-play", () => resolveEvent(ctx, { type: "play", target: card, player }, ctx.seqPrecheck));
}

/** The enchantment an Echo copy carries ("Destroy card if in hand at the end of turn"): its vanishing trigger. */
export const ECHO_COPY = "GIL_000";

/**
 * 回响 (Echo): a step of the finish phase (2.2 完成阶段 b, 2.3 完成阶段 a), before the after-play step — when the card had
 * Echo as its sequence began (the play record's `echo`), a new copy of the card as played (before any transform; no
 * enchantments: a plain copy) goes to its player's hand with ECHO_COPY, which removes it at the end of the turn. A step, not
 * a trigger: it happens even when the played minion has left play (rules-notes 415).
 */
function echoStep(ctx: Ctx, card: Entity, player: PlayerId): void {
  const rec = ctx.played?.get(card.id);
  if (!rec?.echo) return;
  runStep(ctx, "echo", () => {
    const copy = createInHand(ctx, rec.card, player, card);
    if (copy) enchant(ctx, copy, player, ECHO_COPY, {});
  });
}

/**
 * 使用后步骤: after-play triggers, preceded by the echo step (回响, which every finish phase has just before it). `gone`: the
 * played minion left play, or is in play under the other player's control (2.2 例外): then only triggers about the card
 * played (`ifMinionGone`) are queued.
 */
export function afterPlayStep(ctx: Ctx, card: Entity, player: PlayerId, gone?: "left-play" | "control"): void {
  echoStep(ctx, card, player);
  const ev: GameEvent = { type: "after-play", target: card, player };
  if (gone) ev.gone = gone;
  runStep(ctx, "after-play", () => resolveEvent(ctx, ev, ctx.seqPrecheck));
}


/**
 * How many times a battlecry resolves, fixed before the first (1.3, 2.2 结算阶段 a): twice under Brann — or when the card
 * itself carries an enchantment with a `battlecries-twice` rule aura (Rude Awakening's "This minion's Battlecries trigger
 * twice": its `where` keeps it from the player's other cards). Twice either way: such rules do not add up (1.3).
 */
export function battlecryTimes(ctx: Ctx, player: PlayerId, card?: Entity): number {
  if (hasRule(ctx.game, "battlecries-twice", player)) return 2;
  // A rule with a `where` (Spirit of the Shark's "Your minions' Battlecries"): only the cards played that match.
  if (card && hasRuleFor(ctx, "battlecries-twice", player, card)) return 2;
  const own = card?.enchantments.some((en) => !en.removed && en.def?.def?.auras?.some((a) => "rule" in a && a.rule === "battlecries-twice"));
  return own ? 2 : 1;
}
