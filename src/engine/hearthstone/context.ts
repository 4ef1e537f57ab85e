/**
 * @module hearthstone/context
 * Everything one resolution carries: the game, the card registry, the trace, the seeded generator with
 * its record of random decisions, scripted answers to prompts, the step budget and the bookkeeping for
 * pre-checks and self-trigger protection.
 */
import type { RandomPurpose } from "./words.js";
import { EngineError, illegal } from "../errors.js";
import type { Rng } from "../rng.js";
import type { EntityRef, TraceBuilder } from "../trace.js";
import type { CardRegistry } from "./cards/registry.js";
import type { Effect, TargetSpec } from "./cards/format/index.js";
import type { Enchantment, Entity, Game, GameEvent, PlayerId, TargetingKind, Zone } from "./types.js";

/** Where each trigger holder was when a pre-check was taken (3.4 预检测). */
export type Precheck = Map<number, Zone | "ATTACHED">;

export interface RandomDecision {
  purpose: string;
  by?: EntityRef;
  candidates: (EntityRef | string)[];
  /** A list for a shuffle: the cards top first. */
  chosen: EntityRef | string | number | string[];
  /** The player whose deck a shuffle ordered. */
  player?: PlayerId;
  /** For a pick from a pool described over the card data: how many cards of the game's pool were left out because the engine does not implement them. */
  leftOut?: number;
}

export interface Outcome {
  over: boolean;
  winner: PlayerId | null;
  draw: boolean;
}

/** Runs a card's effects: the effect registry (effects/index.ts), carried by the context so that rules/ reaches the handlers without importing them. */
export type EffectRunner = (ctx: Ctx, effects: readonly Effect[], env: Env) => void;

/** What an effect is resolved against. */
export interface Env {
  /** The card the text belongs to ("this minion"); for an enchantment's text, its host. */
  self: Entity;
  /** The entity or enchantment whose text is resolving (the trigger's source). */
  holder: Entity | Enchantment;
  /** "You": the controller of the text. */
  controller: PlayerId;
  /** The target chosen when the card was played. */
  target?: Entity;
  event?: GameEvent;
  /** Where summons go: the board index right of the source, or where a dead minion stood. */
  position?: number;
  /** The minion this text summoned last ("summoned"): set by the summon effects as they resolve. */
  summoned?: Entity;
  /** The minions this text's last summoning effect summoned, in order (`{ all: "summoned" }`: Tomb Guardians' "give them Reborn"). */
  summonedAll?: Entity[];
  /** The damage this text's last damage effect dealt, at 4.9 step 6 (0 when prevented): Imp-losion's count. */
  dealt?: number;
  /** What that damage effect dealt beyond the remaining Health (and Armor) of the characters it hit (Explosive Runes' "excess"). */
  excess?: number;
  /** How many hits of that damage effect landed on a character one of its earlier hits had hit (`{ dealt: "repeatHits" }`: Dart Throw). */
  repeatHits?: number;
  /** How many characters this text's last `heal` effect Overhealed (the amount `{ dealt: "overhealed" }`: Dreamboat). */
  overhealed?: number;
  /** How much Health that `heal` effect restored beyond the maximum, summed (the amount `{ dealt: "overhealing" }`: Grace of the Highfather). */
  overhealing?: number;
  /** The Costs the cards this text's last `discard` effect discarded had in hand as they left it, summed (the amount `{ dealt: "discardedCost" }`: Wing Welding). */
  discardedCost?: number;
  /** What this text's last `buff` with a Cost reduction could not take off the Costs it reached (`{ costReduction: "excess" }`: Morchok). */
  costExcess?: number;
  /** The entities a `group` effect selected ("group"). */
  group?: Entity[];
  /** The cards this text's last `draw` effect drew, burned ones too (`{ all: "drawn" }`). */
  /** The cards this text's last `addCard` effect added, burned ones too (`{ all: "added" }`). */
  added?: Entity[];
  drawn?: Entity[];
  /** How many Corpses this text's last `spendCorpses` spent (`{ corpses: "spentNow" }`). */
  spentCorpses?: number;
  /** The card ids this text's last `discover` from a pool offered (`untilSeenTwice`: Pocket Dimension). */
  offered?: string[];
  /** The cards this text's last `shuffleIntoDeck` put into a deck (`{ all: "shuffled" }`). */
  shuffled?: Entity[];
  /** The card this text's last `putOnTop` (Dredge) put on top of a deck, as a list of one (`{ all: "putOnTop" }`). */
  putOnTop?: Entity[];
  /** How much Mana this text's last `spendMana` spent (`{ manaSpent: "now" }`). */
  spentMana?: number;
  /** How much Armor this text's last `spendArmor` spent (`{ armorSpent: "now" }`). */
  spentArmor?: number;
  /** The Overloaded Mana Crystals this text's last `unlockOverload` unlocked, locked and owed (`{ overload: "unlockedNow" }`). */
  unlocked?: number;
  /** A deathrattle's minion as it was when it left play (amounts with `lastKnown`, 4.8). */
  lastKnown?: { entity: Entity; stats: Record<string, number>; enchantments: readonly Enchantment[]; killer?: number };
  /** The minions this text's last `returnToHand` moved from play to a hand, as they were in play (amounts with `lastKnown`: Breakdance). */
  returned?: { entity: Entity; stats: Record<string, number>; enchantments: readonly Enchantment[] }[];
}

export interface Ctx {
  game: Game;
  cards: CardRegistry;
  /** The effect registry (effects/index.ts). */
  runEffects: EffectRunner;
  trace: TraceBuilder;
  rng: Rng;
  random: RandomDecision[];
  choices: readonly number[];
  choiceIndex: number;
  /** Events and trigger resolutions so far; the resolution stops with step_budget_exceeded past `maxSteps`. */
  steps: number;
  maxSteps: number;
  /** Triggers currently resolving, by key, with the events they were skipped for (5.4); made with the first one. */
  resolving: Map<string, GameEvent[] | undefined> | null;
  /**
   * How many triggers are resolving now (`resolving`'s live entries): a finished one's entry is set to undefined, not
   * deleted, since a Map a delete empties makes a new table each time (rules/events.ts resolveOnce).
   */
  resolvingNow: number;
  /** The pre-check taken at the start of the current sequence, for the steps of its intrinsic phases. */
  seqPrecheck: Precheck | null;
  outcome: Outcome;
  /** Index of the action being resolved (for error paths). */
  actionIndex: number;
  /** The attack in progress, whose defender pre-attack triggers may change (2.6). */
  /** The attack in progress; `cancelled`: an effect replaced it (`cancelAttack`, "instead of attacking"). */
  combat: { attacker: Entity; defender: Entity; cancelled?: boolean } | null;
  /** The card play in progress, whose target targeting triggers may change (2.2/2.3 结算阶段 b). */
  playing?: { card: Entity; target: Entity | undefined; player: PlayerId; spec?: TargetSpec; kind: TargetingKind } | null;
  /** A budget shared by several resolutions (a simulation), checked with the per-request one. */
  shared: { used: number; max: number } | null;
  /** Cards played in this resolution, by entity id: the card and cost as played, and whether it was transformed since (2.2 湿地女王, 帕奇斯). */
  played?: Map<number, PlayRecord>;
  /** Countered cards that go back to hand instead of the graveyard (Ice Trap), by entity id: the enchantment to attach and who attaches it. */
  counteredToHand?: Map<number, { enchantment?: string; controller: PlayerId }>;
  /** The last card each play replaced as the player's last played (by the played card's id), to undo if it is countered. */
  lastPlayedBefore?: Map<number, string | undefined>;
}

/** A card as it was played (2.2): its card id, races and cost then; `transformed` once a transform changed it. */
export interface PlayRecord {
  card: string;
  races: readonly string[];
  cost: number;
  /** Its Attack as it was played (a minion or weapon card, its Attack in hand then: The Food Chain's "1-Attack Beast"). */
  attack?: number;
  transformed: boolean;
  /** The text it resolves as played (its Choose One option or Combo) and its target after the targeting step (Djinni of Zephyrs). */
  text?: readonly Effect[];
  target?: Entity;
  /** The target chosen as it was played (before any targeting trigger): the game record's `target` (rules/played.ts). */
  playedAt?: Entity;
  /** It was played from EXACTLY the center of its hand: an odd number of cards, as many on each side (Precise Shot). */
  center?: boolean;
  /** 流放位: it was played from the leftmost or rightmost place of its hand (a card alone is both; Altruis the Outcast). */
  outcastPlace?: boolean;
  /** It was played from the rightmost place of its hand (Stargazer Luna: the filter `playedFrom: "rightmost"`). */
  rightmost?: boolean;
  /** The ids of the cards next to it in its hand as it was played, left then right ("adjacent cards in your hand"). */
  beside?: number[];
  /** 压轴 (Finale): after its pay step its player had no Mana left (the condition `finale`). */
  finale?: boolean;
  /** It was played from hand the turn it entered the hand (快枪 Quickdraw: the condition `quickdraw`). */
  quickdraw?: boolean;
  /** It was played the turn a draw put it into the hand (the condition `drawnThisTurn`). */
  drawnThisTurn?: boolean;
  /** Its cost was paid with Health or Corpses, not Mana (the play record's `paid`: "Mana spent on spells"). */
  paid?: "health" | "corpses" | "armor";
  /** 连击 (Combo): its player had played another card earlier this turn as it was played (the condition `combo`). */
  combo?: boolean;
  /** It had Echo (its own or granted) as its play sequence began: the finish phase's echo step gives a copy (回响). */
  echo?: boolean;
  /** Its place in its hand as it was played, from the left (0): a Twinspell's copy comes back there. */
  handPlace?: number;
}

export const MAX_STEPS = 20000;
export const MAX_DEPTH = 400;

/**
 * The entity as the trace names it. A ref is never changed once made, so the one made last is handed out again while the
 * entity still has the same id, card, controller and ref (a trace names the same entities over and over).
 */
export function refOf(e: Entity | Enchantment): EntityRef {
  const card = e.card ?? "";
  const c = e.refOut;
  if (c !== undefined && c.id === e.id && c.card === card && c.controller === e.controller && c.ref === e.ref) return c;
  const r: EntityRef = { id: e.id, card, controller: e.controller };
  if (e.ref !== undefined) r.ref = e.ref;
  e.refOut = r;
  return r;
}

/** Count one unit of work; past the budget (or nesting too deep) stop with the partial trace. */
export function tick(ctx: Ctx): void {
  if (++ctx.steps > ctx.maxSteps || ctx.trace.depth > MAX_DEPTH || (ctx.shared !== null && ++ctx.shared.used > ctx.shared.max)) {
    throw new EngineError(
      "step_budget_exceeded",
      `resolution exceeded the step budget (${ctx.maxSteps} events and triggers, nesting ${MAX_DEPTH}); it is probably an infinite loop`,
      [{ path: `actions[${ctx.actionIndex}]`, message: "did not terminate" }],
    );
  }
}

/** Pick `count` distinct candidates at random, recording the decision (trace and response). */
export function pickRandom<T extends Entity>(ctx: Ctx, candidates: T[], count: number, purpose: RandomPurpose, by?: Entity | Enchantment): T[] {
  const pool = candidates.slice();
  const chosen: T[] = [];
  const refs = candidates.map(refOf);
  while (chosen.length < count && pool.length > 0) {
    const i = pool.length === 1 ? 0 : ctx.rng.below(pool.length);
    const pick = pool.splice(i, 1)[0]!;
    chosen.push(pick);
    recordRandom(ctx, purpose, refs, refOf(pick), by);
  }
  return chosen;
}

/** Whether a `chance` (percent) hits: a recorded random decision (5.2 健忘's 50%). */
export function rollChance(ctx: Ctx, percent: number, purpose: RandomPurpose, by?: Entity | Enchantment): boolean {
  const hit = ctx.rng.below(100) < percent;
  recordRandom(ctx, purpose, ["hit", "miss"], hit ? "hit" : "miss", by);
  return hit;
}

/** Pick one string (a card id from a pool) at random, recording the decision; `leftOut`: see RandomDecision. */
export function pickRandomId(ctx: Ctx, pool: readonly string[], purpose: RandomPurpose, by?: Entity | Enchantment, leftOut?: number): string {
  const pick = pool[pool.length === 1 ? 0 : ctx.rng.below(pool.length)]!;
  recordRandom(ctx, purpose, [...pool], pick, by, leftOut);
  return pick;
}

/**
 * Answer a prompt whose options are not all open (a Choose One option the action's target does not fit): a scripted
 * answer as `choose` takes it (the client's answer stands, and fails if it does not fit); otherwise a seeded pick among
 * `allowed` only, recorded with those candidates (one allowed option is taken without using the seed). With none or all
 * allowed, the same as `choose`.
 */
export function chooseAmong(ctx: Ctx, options: number, allowed: readonly number[], purpose: RandomPurpose, by?: Entity): number {
  if (ctx.choiceIndex < ctx.choices.length || allowed.length === 0 || allowed.length === options) return choose(ctx, options, purpose, by);
  const v = allowed[allowed.length === 1 ? 0 : ctx.rng.below(allowed.length)]!;
  recordRandom(ctx, purpose, allowed.map(String), v, by);
  return v;
}

function recordRandom(ctx: Ctx, purpose: RandomPurpose, candidates: (EntityRef | string)[], chosen: EntityRef | string | number, by?: Entity | Enchantment, leftOut?: number) {
  const d: RandomDecision = { purpose, candidates, chosen };
  if (by) d.by = refOf(by);
  if (leftOut !== undefined) d.leftOut = leftOut;
  ctx.random.push(d);
  // One literal each way (no temporary object spread in for `leftOut`).
  ctx.trace.add(leftOut !== undefined
    ? { kind: "random", purpose, candidates: candidates as EntityRef[], chosen, leftOut, children: [] }
    : { kind: "random", purpose, candidates: candidates as EntityRef[], chosen, children: [] });
}

/**
 * Shuffle a deck given as cards (a deck code's, before the snapshot is loaded): a Fisher-Yates shuffle from the seed,
 * recorded as one random decision whose candidates are the cards in the code's order and whose choice is the order
 * dealt, top first.
 */
export function shuffleDeck(ctx: Ctx, player: PlayerId, cards: readonly string[]): string[] {
  const order = cards.slice();
  for (let i = order.length - 1; i > 0; i--) {
    const j = ctx.rng.below(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  ctx.random.push({ purpose: "shuffle deck", player, candidates: [...cards], chosen: order });
  ctx.trace.add({ kind: "random", purpose: "shuffle deck", player, candidates: [...cards], chosen: order, children: [] });
  return order;
}

/**
 * Answer a prompt (Choose One, Discover...) with `options` choices: the next scripted answer from the
 * request's `choices`, else at random from the seed. Returns an index in [0, options).
 */
export function choose(ctx: Ctx, options: number, purpose: RandomPurpose, by?: Entity): number {
  if (ctx.choiceIndex < ctx.choices.length) {
    const i = ctx.choiceIndex++;
    const v = ctx.choices[i]!;
    if (v < 0 || v >= options) throw illegal(`choices[${i}]`, `${purpose} has ${options} options (0-${options - 1}); got ${v}`);
    ctx.random.push({ purpose: `${purpose} (scripted)`, candidates: Array.from({ length: options }, (_, k) => String(k)), chosen: v, ...(by ? { by: refOf(by) } : {}) });
    return v;
  }
  const v = ctx.rng.below(options);
  recordRandom(ctx, purpose, Array.from({ length: options }, (_, k) => String(k)), v, by);
  return v;
}
