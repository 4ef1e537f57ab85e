/**
 * @module hearthstone/actions/play
 * Playing a card from hand (rulebook 2.2 minion, 2.3 spell, 2.4 weapon, 2.5 hero card): each is one
 * sequence of a play phase, a resolve phase and a finish phase, with the inter-phase steps between.
 */
import { choose, refOf, type Ctx, type PlayRecord } from "../context.js";
import type { TraceNode } from "../../trace.js";
import { EngineError, illegal } from "../../errors.js";
import { DRAWN_THIS_TURN, ENTERED_HAND_THIS_TURN, moveTo, playerOf } from "../game.js";
import { attackOf, costOf, costsCorpses, costsHealth, enemyHealthCost, has, healthOf } from "../stats.js";
import { MAX_BOARD, MAX_SECRETS, type Entity, type PlayerId } from "../types.js";
import type { Action } from "../schema.js";
import { runEffects } from "../effects/index.js";
import { auraUpdate, hasRuleFor } from "../rules/auras.js";
import { noteEvent, resolveEvent } from "../rules/events.js";
import { runPhase, runSequence, runStep } from "../rules/sequence.js";
import { recordSummon, enterBoard, summonAppendages } from "../rules/summon.js";
import { magneticMark, resolveMagnetic, type MagnetMark } from "../rules/magnetic.js";
import { miniGiganticStep } from "../effects/miniaturize.js";
import { destroyEquippedWeapon, setEquipped } from "../rules/weapons.js";
import { checkCondition, type Env } from "../rules/selectors.js";
import {
  actingPlayer, afterPlayStep, battlecryTimes, checkTarget, costStateStep, counterStep, countPlay, find, onPlayStep, overloadTwinspellStep, path, payStep, planFor,
  targetingStep, type Plan,
} from "./common.js";
import { available } from "../rules/mana.js";
import { resolveSpellText, spellRepeats } from "./spell-text.js";
import { restoreTimeline, REWOUND, rewindsOffered, saveTimeline, type Timeline } from "../rules/rewind.js";
import { enchant } from "../rules/enchant.js";
import { gainHeroPowerCard, heroCardReplaces } from "../rules/hero-card.js";

type Play = Extract<Action, { type: "play" }>;

/** Why `card` cannot be played now by `player` (before targets are considered), or null. */
export function playProblem(ctx: Ctx, card: Entity, player: PlayerId): string | null {
  const p = playerOf(ctx.game, player);
  if (card.zone !== "HAND" || card.controller !== player) return `${card.def.name.enUS} is not in player ${player}'s hand`;
  if (card.type === "UNKNOWN") return "an unknown card (card: null) can't be played: the snapshot does not say what it is";
  if (ctx.game.currentPlayer !== player) return `it is player ${ctx.game.currentPlayer}'s turn`;
  // The game's tag CANT_PLAY on a card in hand, its own or granted (Daze's "They can't play it next turn"): not playable.
  if (has(card, "CANT_PLAY")) return `${card.def.name.enUS} can't be played now`;
  const price = costOf(card);
  // Costs Health instead of Mana: the hero's Health (Armor does not count) must be more than the cost (docs/rules-notes.md).
  // Costs the opponent's Health instead of Mana (Agamaggan): no Mana needed, whatever that Health is (rules-notes 344).
  if (enemyHealthCost(card) !== null) {
    // nothing to check
  } else if (costsHealth(card)) {
    if (healthOf(p.hero) <= price) return `not enough Health for ${card.def.name.enUS}: it costs ${price} Health, your hero has ${healthOf(p.hero)}`;
  } else if (has(card, "CARD_COSTS_ARMOR")) {
    // Costs Armor instead of Mana (Anub'Rekhan's state): Armor is spent only when there is enough of it (rules-notes 1745).
    const armor = p.hero.tags.ARMOR ?? 0;
    if (armor < price) return `not enough Armor for ${card.def.name.enUS}: it costs ${price} Armor, your hero has ${armor}`;
  } else if (costsCorpses(card)) {
    // Costs Corpses instead of Mana: Corpses are spent only when there are enough of them (docs/rules-notes.md).
    if (p.corpses < price) return `not enough Corpses for ${card.def.name.enUS}: it costs ${price} Corpses, you have ${p.corpses}`;
  } else if (available(p.mana) < price) return `not enough mana for ${card.def.name.enUS}: it costs ${price}, you have ${available(p.mana)}`;
  // A Location takes a space on the board like a minion (地标).
  if ((card.type === "MINION" || card.type === "LOCATION") && p.board.length >= MAX_BOARD) return "your board is full";
  // One quest at a time (1.9); a Sidequest is not limited by quests or other Sidequests, only by the zone's 5 places and
  // by the same card already being there (as a Secret).
  if (card.type === "SPELL" && isQuest(card) && p.secrets.some(isQuest)) return "you already have a quest";
  if (card.type === "SPELL" && (card.def.secret || card.def.def?.quest)) {
    if (p.secrets.length >= MAX_SECRETS) return "you already have 5 secrets";
    if (p.secrets.some((s) => s.card === card.card)) return `${card.def.name.enUS} is already in play`;
  }
  // A lasting spell stays in the secret zone: it needs room there (docs/rules-notes.md).
  if (card.type === "SPELL" && card.def.def?.lasts && p.secrets.length >= MAX_SECRETS) return "your secret zone is full";
  if (!["MINION", "SPELL", "WEAPON", "HERO", "LOCATION"].includes(card.type)) return `${card.def.name.enUS} (${card.type}) cannot be played`;
  // A Location's condition is about using it (useLocation), not about playing it.
  if (card.type !== "LOCATION" && !requirementHolds(ctx, card)) return `${card.def.name.enUS} can't be played now: its condition does not hold`;
  return null;
}

/** A quest that is not a Sidequest. */
const isQuest = (c: Entity) => !!c.def.def?.quest && !c.def.def.quest.sidequest;

/** 结算条件 (3.3): checked when the card is played from hand, and again when its text resolves (Brawl). */
export function requirementHolds(ctx: Ctx, card: Entity): boolean {
  const req = card.def.def?.requires;
  return !req || checkCondition(ctx, req, { self: card, holder: card, controller: card.controller });
}

/** Run the card's text unless its condition no longer holds (then nothing happens). */
/**
 * What a card's Battlecry (or Combo, Choose One option) last drew, summoned or added, for its Kindred step's "it"/"them"
 * (Volcanic Thrasher's "Battlecry: Draw a Fire spell. Kindred: Give it Spell Damage +2."): the Kindred text follows the
 * Battlecry as one card's text (延系, rules-notes), so `{ all: "drawn" }` there names what the Battlecry drew — the last
 * repetition's under Brann.
 */
const textMemory = new WeakMap<Entity, Env>();
const CARRIED = ["drawn", "summoned", "summonedAll", "added", "shuffled", "putOnTop", "group"] as const;

function runText(ctx: Ctx, card: Entity, effects: Plan["effects"], target: Entity | undefined, requires?: Plan["requires"], from?: Env): Env | undefined {
  if (requirementHolds(ctx, card) && (!requires || checkCondition(ctx, requires, { self: card, holder: card, controller: card.controller }))) {
    const en = env(card, target);
    if (from) for (let i = 0; i < CARRIED.length; i++) { const k = CARRIED[i]!; if (from[k] !== undefined) (en as unknown as Record<string, unknown>)[k] = from[k]; }
    runEffects(ctx, effects, en);
    return en;
  }
  ctx.trace.add({ kind: "skip", source: refOf(card), reason: "its condition no longer holds: the text does nothing", children: [] });
  return undefined;
}

/** Targeting rules for the card's text: spells choose as spells, everything else as battlecries. */
export const targetingOf = (card: Entity) => (card.type === "SPELL" ? "spell" : "battlecry") as "spell" | "battlecry";

/**
 * 流放 (5.1): the card is played from the leftmost or rightmost place of its hand. The place is the one the card leaves
 * as it is played (2.2/2.3 使用阶段 b: it enters play — or the secret zone — from there); nothing moves cards in hand
 * between the action and that step, so it is read as the action starts. Only a card played from hand: a spell cast or
 * repeated by another card never counts (5.1 流放: Archmage Vargoth, Nozdormu the Eternal).
 */
export function atHandEnd(ctx: Ctx, card: Entity): boolean {
  if (card.zone !== "HAND") return false;
  const hand = playerOf(ctx.game, card.controller).hand;
  const i = hand.indexOf(card);
  return i === 0 || i === hand.length - 1;
}

/** The card is the rightmost of its hand (alone in hand it is). */
function atHandRight(ctx: Ctx, card: Entity): boolean {
  if (card.zone !== "HAND") return false;
  const hand = playerOf(ctx.game, card.controller).hand;
  return hand.indexOf(card) === hand.length - 1;
}

/** The cards next to it in its hand as it is played (read as the action starts, as the Outcast place is): `beside`. */
function handNeighbours(ctx: Ctx, card: Entity): { beside?: number[]; handPlace?: number } {
  if (card.zone !== "HAND") return {};
  const hand = playerOf(ctx.game, card.controller).hand;
  const i = hand.indexOf(card);
  return { beside: [hand[i - 1], hand[i + 1]].filter((x): x is Entity => x !== undefined).map((x) => x.id), handPlace: i };
}

/** The card is EXACTLY in the center of its hand: the hand holds an odd number of cards, as many left of it as right. */
export function atHandCenter(ctx: Ctx, card: Entity): boolean {
  if (card.zone !== "HAND") return false;
  const hand = playerOf(ctx.game, card.controller).hand;
  return hand.length % 2 === 1 && hand.indexOf(card) === (hand.length - 1) / 2;
}

/** Combo is active when another card was played this turn (5.1). */
export const comboActive = (ctx: Ctx, player: PlayerId) => (playerOf(ctx.game, player).tags.NUM_CARDS_PLAYED_THIS_TURN ?? 0) >= 1;
/** Combo still holds as the card resolves: it is counted among its controller's cards played this turn, so 2 or more (3.3). */
const comboHolds = (ctx: Ctx, player: PlayerId) => (playerOf(ctx.game, player).tags.NUM_CARDS_PLAYED_THIS_TURN ?? 0) >= 2;

export function play(ctx: Ctx, a: Play): void {
  // Rewind (rules/rewind.ts): the game as it is before the card is played, to go back to.
  // "Rewind, Rewind, Rewind" (a count): each replay offers the next Rewind until one timeline is kept or all are used.
  const first = find(ctx, a.card, "card");
  let left = rewindsOffered(first);
  let saved = left > 0 ? saveTimeline(ctx) : null;
  let countered = playOnce(ctx, a);
  while (saved && !countered && !ctx.outcome.over) {
    left -= 1;
    const next = rewindChoice(ctx, a, first, saved, left > 0);
    if (!next) return;
    saved = next.saved;
    countered = next.countered;
  }
}

/**
 * Rewind (回溯): the card's player keeps the timeline (0) or rewinds it (1): the next `choices` answer, else a seeded
 * pick. Rewinding puts back the game saved before the card was played and plays the card again, marked TIME_110.
 */
function rewindChoice(ctx: Ctx, a: Play, card: Entity, saved: Timeline, more: boolean): { saved: Timeline | null; countered: boolean } | null {
  const node: TraceNode = { kind: "step", name: "rewind", player: card.controller, card: refOf(card), children: [] };
  let again = false;
  ctx.trace.within(node, () => {
    again = choose(ctx, 2, "rewind", card) === 1;
    node.choice = again ? "rewind" : "keep";
  });
  if (!again) return null;
  restoreTimeline(ctx, saved);
  // Another Rewind to come: the same moment, before the first play, saved again before the replay changes it.
  const next = more ? saveTimeline(ctx) : null;
  const replay = ctx.game.entities.get(card.id)!;
  enchant(ctx, replay, replay.controller, REWOUND, {});
  return { saved: next, countered: playOnce(ctx, a) };
}

/** Play a card once; returns whether it was countered. */
function playOnce(ctx: Ctx, a: Play): boolean {
  const player = actingPlayer(ctx, a.player, true);
  const card = find(ctx, a.card, "card");
  const why = playProblem(ctx, card, player);
  if (why) throw illegal(path(ctx, "card"), why);
  const p = playerOf(ctx.game, player);
  if ((card.type === "MINION" || card.type === "LOCATION") && a.position !== undefined && a.position > p.board.length) throw illegal(path(ctx, "position"), `position must be 0-${p.board.length}`);
  // A Choose One option picked from the seed is one the action's target (or lack of one) suits.
  const fits = (spec: Plan["target"]) => {
    try {
      checkTarget(ctx, { effects: [], target: spec, combo: false }, card, player, a.target, targetingOf(card));
      return true;
    } catch (e) {
      if (e instanceof EngineError) return false;
      throw e;
    }
  };
  const combo = comboActive(ctx, player);
  const plan = planFor(ctx, card, a.choose, combo, fits, atHandEnd(ctx, card));
  if (plan.closed) throw illegal(path(ctx, a.choose !== undefined ? "choose" : "card"), plan.closed);
  const target = checkTarget(ctx, plan, card, player, a.target, targetingOf(card));
  const price = costOf(card);
  // The card as played, for triggers that ask about it rather than about what it became (2.2 湿地女王, 帕奇斯). A repeat
  // of the text (Djinni of Zephyrs) never has the Outcast text: only playing the card from hand does (5.1 流放).
  const text = plan.outcast ? card.def.def?.spell ?? card.def.def?.battlecry ?? [] : plan.effects;
  // The record made as one object, each optional field set where it applies, in this order (not a temporary object
  // spread into it for each: those were most of the record's cost).
  const played = (ctx.played ??= new Map());
  const rec: PlayRecord = card.type === "MINION" || card.type === "WEAPON"
    ? { card: card.card, races: card.def.facts.races, cost: price, attack: attackOf(card), transformed: false, text }
    : { card: card.card, races: card.def.facts.races, cost: price, transformed: false, text };
  if (target) rec.playedAt = target;
  if (has(card, "ECHO")) rec.echo = true;
  if (card.zone === "HAND" && (card.tags[ENTERED_HAND_THIS_TURN] ?? 0) > 0) rec.quickdraw = true;
  if (card.zone === "HAND" && (card.tags[DRAWN_THIS_TURN] ?? 0) > 0) rec.drawnThisTurn = true;
  if (combo) rec.combo = true;
  if (atHandCenter(ctx, card)) rec.center = true;
  if (atHandEnd(ctx, card)) rec.outcastPlace = true;
  if (atHandRight(ctx, card)) rec.rightmost = true;
  if (card.zone === "HAND") { const nb = handNeighbours(ctx, card); rec.beside = nb.beside; rec.handPlace = nb.handPlace; }
  played.set(card.id, rec);
  switch (card.type) {
    case "MINION": return playMinion(ctx, a, card, player, price, plan, target);
    case "SPELL": return playSpell(ctx, a, card, player, price, plan, target);
    case "WEAPON": playWeapon(ctx, a, card, player, price, plan, target); return false;
    case "LOCATION": playLocation(ctx, a, card, player, price, plan, target); return false;
    default: playHero(ctx, a, card, player, price, plan, target); return false;
  }
}

function env(card: Entity, target: Entity | undefined): Env {
  return { self: card, holder: card, controller: card.controller, target };
}

/**
 * 结算阶段 (2.2): a) the number of times is fixed first (Brann); then, each time, b) targeting triggers when it
 * has a target and c) the battlecry (or Combo, or Choose One).
 */
function resolveBattlecry(ctx: Ctx, card: Entity, player: PlayerId, plan: Plan, target: Entity | undefined): void {
  resolveOwnText(ctx, card, player, plan, target);
  resolveKindred(ctx, card, player, plan, target);
  resolveWhenPlayed(ctx, card, player, plan, target);
}

/**
 * A minion's, weapon's or hero's text that happens as it is played but is written without "Battlecry:" (Finale,
 * Manathirst: the card field `whenPlayed`; rules-notes 1080): in its own step after the Battlecry and Kindred, once —
 * it is no Battlecry, so Brann does not double it. Its conditions (`finale`, `manathirst`) are read as it resolves.
 */
function resolveWhenPlayed(ctx: Ctx, card: Entity, player: PlayerId, plan: Plan, target: Entity | undefined): void {
  const text = card.def.def?.whenPlayed;
  if (!text || card.type === "SPELL" || plan.option !== undefined || plan.both) return;
  if (plan.target && !target) {
    ctx.trace.add({ kind: "skip", source: refOf(card), reason: "its text targets and it had no valid target when played: it does not happen", children: [] });
    return;
  }
  // A card whose only text is this one has its targeting step here (2.2 结算阶段 b).
  const t = plan.effects.length === 0 && !card.def.def?.kindred && plan.target ? targetingStep(ctx, card, player, target, plan.target, targetingOf(card)) : target;
  runStep(ctx, "when-played", () => runText(ctx, card, text, t));
}

/**
 * 延系 (Kindred) of a minion, weapon or hero played from hand: its `kindred` text, in its own step after the Battlecry,
 * once (it is no Battlecry: Brann does not double it), when the condition holds as it resolves (its controller's previous
 * turn). A spell's Kindred text is part of its spell text instead (actions/common.ts spellText).
 */
function resolveKindred(ctx: Ctx, card: Entity, player: PlayerId, plan: Plan, target: Entity | undefined): void {
  const text = card.def.def?.kindred;
  if (!text || card.type === "SPELL" || plan.option !== undefined || plan.both) return;
  if (!checkCondition(ctx, { kindred: true }, { self: card, holder: card, controller: card.controller })) return;
  if (plan.target && !target) {
    ctx.trace.add({ kind: "skip", source: refOf(card), reason: "its Kindred text targets and it had no valid target when played: it does not happen", children: [] });
    return;
  }
  // A card whose only text is its Kindred text has its targeting step here (2.2 结算阶段 b).
  const t = plan.effects.length === 0 && plan.target ? targetingStep(ctx, card, player, target, plan.target, targetingOf(card)) : target;
  const memory = textMemory.get(card);
  textMemory.delete(card);
  runStep(ctx, "kindred", () => runText(ctx, card, text, t, undefined, memory));
}

function resolveOwnText(ctx: Ctx, card: Entity, player: PlayerId, plan: Plan, target: Entity | undefined): void {
  textMemory.delete(card);
  if (plan.effects.length === 0) return;
  // A targeted battlecry (or Combo, Choose One option) played when it had no valid target does not happen at all, not
  // even its untargeted parts (Hungry Crab gains nothing without a Murloc to eat).
  if (plan.target && !target) {
    ctx.trace.add({ kind: "skip", source: refOf(card), reason: "it had no valid target when played: its text does not happen", children: [] });
    return;
  }
  // 5.1 连击: Brann doubles Battlecries, not Combo — a card with both has only a Battlecry whose effect depends on the
  // Combo (Perdition's Blade deals 2 twice), while a Combo alone resolves once (SI:7 Agent).
  // 5.1 流放 likewise: a card with a Battlecry and Outcast has only a Battlecry; an Outcast alone resolves once.
  // combos-twice (Lucky Comet's state, rules-notes 1424): a Combo that holds as the card is played resolves twice — as
  // Brann's doubling, read once before the first (2.2 结算阶段 a); with Brann on a Battlecry-and-Combo card still twice (1.3).
  const comboTwice = plan.combo && hasRuleFor(ctx, "combos-twice", player, card);
  const times = (plan.combo || plan.outcast) && !card.def.def?.battlecry ? (comboTwice ? 2 : 1) : Math.max(battlecryTimes(ctx, player, card), comboTwice ? 2 : 1);
  for (let i = 0; i < times; i++) {
    const t = targetingStep(ctx, card, player, target, plan.target, targetingOf(card));
    runStep(ctx, plan.combo ? "combo" : plan.outcast ? "outcast" : plan.both ? "choose-both" : plan.option ? "choose-one" : "battlecry", () => {
      // 3.3 注意: Combo ("cards played this turn" at least 2) is checked when played and again as it resolves, for the
      // card's controller then (a minion the opponent took meanwhile counts the opponent's cards).
      if (plan.combo && !comboHolds(ctx, card.controller)) {
        ctx.trace.add({ kind: "skip", source: refOf(card), reason: "its Combo no longer holds for its controller: the text does nothing", children: [] });
      } else {
        const en = runText(ctx, card, plan.effects, t, plan.requires);
        if (en) textMemory.set(card, en);
      }
    }, times > 1 ? { repeat: i + 1 } : {});
  }
}

function actionNode(a: Play, card: Entity, plan: Plan): Record<string, unknown> {
  const n: Record<string, unknown> = { ...a, player: card.controller };
  if (plan.option) n.choose = plan.option;
  if (plan.both) n.chooseBoth = true;
  if (plan.outcast) n.outcast = true;
  n.cardId = card.card;
  return n;
}

/** 2.2 使用随从牌. */
function playMinion(ctx: Ctx, a: Play, card: Entity, player: PlayerId, price: number, plan: Plan, target: Entity | undefined): boolean {
  let countered = false;
  runSequence(ctx, { action: actionNode(a, card, plan) }, () => {
    let magnet: MagnetMark | null = null;
    runPhase(ctx, "play", () => {
      payStep(ctx, player, price, card);
      runStep(ctx, "enter-play", () => {
        moveTo(ctx.game, card, "PLAY", a.position);
        enterBoard(card);
        countPlay(ctx, player, card);
        noteEvent(ctx, { type: "zone-change", target: card, detail: { to: "PLAY" } });
        auraUpdate(ctx);
      });
      countered = counterStep(ctx, card, player);
      costStateStep(ctx, card, player);
      if (!countered) {
        magnet = magneticMark(ctx, card); // 磁力 (5.1): an on-play trigger of the highest priority
        onPlayStep(ctx, card, player);
        recordSummon(ctx, card); // a played minion is summoned (2.2's summon step): the game's summon record
        runStep(ctx, "on-summon", () => resolveEvent(ctx, { type: "summon", target: card, player }, ctx.seqPrecheck));
        summonAppendages(ctx, card);
        overloadTwinspellStep(ctx, card, player, undefined, ctx.seqPrecheck);
        miniGiganticStep(ctx, card, player);
      }
    });
    if (countered) return;
    runPhase(ctx, "resolve", () => {
      if (magnet) resolveMagnetic(ctx, card, magnet);
      resolveBattlecry(ctx, card, player, plan, target);
    });
    runPhase(ctx, "finish", () => {
      // 2.2: the finish phase's triggers need the played minion in play under your control (it may have left and
      // come back). Brann and Injured Blademaster: neither Knife Juggler nor the enemy Mirror Entity triggers.
      if (card.zone === "PLAY" && card.controller === player) {
        runStep(ctx, "after-summon", () => resolveEvent(ctx, { type: "after-summon", target: card, player }, ctx.seqPrecheck));
        afterPlayStep(ctx, card, player);
      } else {
        ctx.trace.add({ kind: "skip", source: refOf(card), reason: "the played minion is no longer in play under its player's control: the finish phase's triggers do not fire", children: [] });
        // 2.2 例外: triggers about the card played, not the minion (`ifMinionGone`), still fire (Rat Trap, Frozen Clone, quests).
        afterPlayStep(ctx, card, player, card.zone === "PLAY" ? "control" : "left-play");
      }
    });
  });
  return countered;
}

/** 2.3 使用法术牌. */
function playSpell(ctx: Ctx, a: Play, card: Entity, player: PlayerId, price: number, plan: Plan, target: Entity | undefined): boolean {
  // Secrets and quests go to the secret zone (2.3 b); their text does nothing when played. So does a lasting spell
  // ("Lasts N turns", the card field `lasts`): its triggers and auras work from there.
  const secret = card.def.secret || !!card.def.def?.quest || !!card.def.def?.lasts;
  let countered = false;
  runSequence(ctx, { action: actionNode(a, card, plan) }, () => {
    runPhase(ctx, "play", () => {
      payStep(ctx, player, price, card);
      runStep(ctx, "enter-play", () => {
        moveTo(ctx.game, card, secret ? "SECRET" : "PLAY");
        countPlay(ctx, player, card);
        noteEvent(ctx, { type: "zone-change", target: card, detail: { to: secret ? "SECRET" : "PLAY" } });
      });
      countered = counterStep(ctx, card, player);
      costStateStep(ctx, card, player);
      // 反制和失效: a countered card is not played to its end, so it gives no Overload (2.3 g is skipped).
      if (!countered) {
        onPlayStep(ctx, card, player);
        overloadTwinspellStep(ctx, card, player, ctx.played?.get(card.id)?.handPlace, ctx.seqPrecheck);
        miniGiganticStep(ctx, card, player);
      }
    });
    if (countered) return;
    runPhase(ctx, "resolve", () => {
      // 2.3 结算阶段 a: how many times the text resolves, fixed before targeting (Electra Stormsurge, Zentimo).
      const repeats = secret ? null : spellRepeats(ctx, player, card);
      const t = secret ? target : targetingStep(ctx, card, player, target, plan.target, targetingOf(card));
      if (repeats) resolveSpellText(ctx, card, player, repeats, t, plan.combo ? "combo" : plan.outcast ? "outcast" : "spell-text", (to) => runText(ctx, card, plan.effects, to, plan.requires));
      if (!secret && card.zone === "PLAY") moveTo(ctx.game, card, "GRAVEYARD");
    });
    runPhase(ctx, "finish", () => afterPlayStep(ctx, card, player));
  });
  return countered;
}

/**
 * 使用地标牌 (Location; newer than the 2022 rulebook, so 2.2's sequence without what makes a minion a summon): the play
 * phase pays, puts the Location on the board at the chosen place (a space like a minion's) and counts the card played,
 * then the counter, cost-state and on-play steps; no summon event (a Location is not summoned: "after you summon a
 * minion" does not answer it). It arrives ready to be used this turn: no summoning sickness, no cooldown. The resolve
 * phase has only what the card plays with (a client Location's `battlecry`, if any); its `activate` text is not resolved
 * by playing it but by the `useLocation` action. The finish phase's after-play triggers need nothing of it (rules-notes).
 */
function playLocation(ctx: Ctx, a: Play, card: Entity, player: PlayerId, price: number, plan: Plan, target: Entity | undefined): void {
  runSequence(ctx, { action: actionNode(a, card, plan) }, () => {
    let countered = false;
    runPhase(ctx, "play", () => {
      payStep(ctx, player, price, card);
      runStep(ctx, "enter-play", () => {
        moveTo(ctx.game, card, "PLAY", a.position);
        countPlay(ctx, player, card);
        noteEvent(ctx, { type: "zone-change", target: card, detail: { to: "PLAY" } });
        auraUpdate(ctx);
      });
      countered = counterStep(ctx, card, player);
      costStateStep(ctx, card, player);
      if (!countered) {
        onPlayStep(ctx, card, player);
        overloadTwinspellStep(ctx, card, player, undefined, ctx.seqPrecheck);
        miniGiganticStep(ctx, card, player);
      }
    });
    if (countered) return;
    runPhase(ctx, "resolve", () => resolveBattlecry(ctx, card, player, plan, target));
    runPhase(ctx, "finish", () => afterPlayStep(ctx, card, player));
  });
}

/** 2.4 使用武器牌: the new weapon is in play beside the old one until the resolve phase replaces it. */
function playWeapon(ctx: Ctx, a: Play, card: Entity, player: PlayerId, price: number, plan: Plan, target: Entity | undefined): void {
  runSequence(ctx, { action: actionNode(a, card, plan) }, () => {
    runPhase(ctx, "play", () => {
      payStep(ctx, player, price, card);
      runStep(ctx, "enter-play", () => {
        moveTo(ctx.game, card, "PLAY");
        countPlay(ctx, player, card);
        noteEvent(ctx, { type: "zone-change", target: card, detail: { to: "PLAY" } });
        auraUpdate(ctx);
      });
      costStateStep(ctx, card, player);
      onPlayStep(ctx, card, player);
      overloadTwinspellStep(ctx, card, player, undefined, ctx.seqPrecheck);
      miniGiganticStep(ctx, card, player);
    });
    runPhase(ctx, "resolve", () => {
      resolveBattlecry(ctx, card, player, plan, target);
      runStep(ctx, "equip", () => {
        if (card.zone !== "PLAY") return;
        destroyEquippedWeapon(ctx, player);
        setEquipped(ctx, card, ctx.seqPrecheck);
      });
    });
    runPhase(ctx, "finish", () => afterPlayStep(ctx, card, player));
  });
}

/** 2.5 使用英雄牌: the new hero takes over the old one's health and armor plus its own armor. */
function playHero(ctx: Ctx, a: Play, card: Entity, player: PlayerId, price: number, plan: Plan, target: Entity | undefined): void {
  const p = playerOf(ctx.game, player);
  runSequence(ctx, { action: actionNode(a, card, plan) }, () => {
    runPhase(ctx, "play", () => {
      payStep(ctx, player, price, card);
      runStep(ctx, "enter-play", () => {
        card.zone = "PLAY";
        p.hand.splice(p.hand.indexOf(card), 1);
        card.order = ctx.game.nextOrder++;
        countPlay(ctx, player, card);
        noteEvent(ctx, { type: "zone-change", target: card, detail: { to: "PLAY" } });
      });
      costStateStep(ctx, card, player);
      onPlayStep(ctx, card, player);
      runStep(ctx, "replace-hero", () => heroCardReplaces(ctx, card, player));
    });
    runPhase(ctx, "resolve", () => {
      const powerId = card.def.def?.heroPower;
      if (powerId) runStep(ctx, "hero-power", () => gainHeroPower(ctx, player, powerId));
      resolveBattlecry(ctx, card, player, plan, target);
    });
    runPhase(ctx, "finish", () => afterPlayStep(ctx, card, player));
  });
}

/** A new hero power replaces the old one; its uses this turn start again (2.7). */
function gainHeroPower(ctx: Ctx, player: PlayerId, id: string): void {
  const card = ctx.cards.get(id);
  if (!card) throw illegal(path(ctx), `hero power ${id} does not exist`);
  gainHeroPowerCard(ctx, player, card);
}
