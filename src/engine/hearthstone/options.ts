/**
 * @module hearthstone/options
 * The legal actions of the active player in a snapshot (POST /v1/options), worked out with the same
 * checks the actions use, so an option listed here never gets a 409 and a 409 is never listed.
 */
import type { Ctx } from "./context.js";
import { planFor } from "./actions/common.js";
import { atHandEnd, comboActive, playProblem, targetingOf } from "./actions/play.js";
import { heroPowerProblem } from "./actions/hero-power.js";
import { tradeProblem } from "./actions/trade.js";
import { forgeProblem } from "./actions/forge.js";
import { titanAbilities, titanPlan, titanProblem } from "./actions/titan.js";
import { locationPlan, locationProblem } from "./actions/location.js";
import { opponentOf, playerOf } from "./game.js";
import type { Action } from "./schema.js";
import type { Entity, Game } from "./types.js";
import { choosesBoth } from "./rules/auras.js";
import { attackerProblem, defenderProblem, validTargets } from "./rules/targeting.js";
import type { Plan } from "./actions/common.js";

/** The shortest way an action can name an entity: its ref if it has one, else its locator. */
export function locatorOf(game: Game, e: Entity): string {
  if (e.ref !== undefined) return e.ref;
  const p = playerOf(game, e.controller);
  const tag = `p${e.controller}`;
  if (p.hero === e) return `${tag}.hero`;
  if (p.heroPower === e) return `${tag}.heroPower`;
  if (p.weapon === e) return `${tag}.weapon`;
  for (let j = 0, zones = ["board", "hand", "deck", "secrets"] as const; j < zones.length; j++) {
    const zone = zones[j]!;
    const i = p[zone].indexOf(e);
    if (i >= 0) return `${tag}.${zone}.${i}`;
  }
  return String(e.id);
}

/** Every concrete action: one per card and target (and Choose One option); minions go rightmost unless `position` is set. */
export function legalActions(ctx: Ctx): Action[] {
  const game = ctx.game;
  if (ctx.outcome.over) return [];
  const player = game.currentPlayer;
  const p = playerOf(game, player);
  const out: Action[] = [];
  const loc = (e: Entity) => locatorOf(game, e);

  const withTargets = (base: Action & { type: "play" | "heroPower" | "useLocation" | "titan" }, plan: Plan, source: Entity, kind: "spell" | "battlecry" | "heroPower" | "location" | "titan") => {
    if (!plan.target) return void out.push(base);
    const targets = validTargets(ctx, plan.target, player, source, kind);
    const required = plan.target.required ?? kind !== "battlecry";
    if (targets.length === 0) {
      if (!required) out.push(base);
      return;
    }
    for (let i = 0; i < targets.length; i++) { const t = targets[i]!; out.push({ ...base, target: loc(t) }); }
  };

  for (let i = 0, hand = p.hand; i < hand.length; i++) {
    const card = hand[i]!;
    if (playProblem(ctx, card, player)) continue;
    // With Fandral Staghelm's choose-both (or the card's own CHOOSE_BOTH) there is no choice: one action, without `choose`.
    const options = card.def.def?.chooseOne && !choosesBoth(game, card, player) ? ([1, 2] as const) : ([undefined] as const);
    for (let k = 0; k < options.length; k++) {
      const choose = options[k];
      const plan = planFor(ctx, card, choose, comboActive(ctx, player), undefined, atHandEnd(ctx, card));
      if (plan.closed) continue;
      const base: Action & { type: "play" } = { type: "play", card: loc(card) };
      if (choose) base.choose = choose;
      withTargets(base, plan, card, targetingOf(card));
    }
  }
  for (let i = 0, hand = p.hand; i < hand.length; i++) { const card = hand[i]!; if (!tradeProblem(ctx, card, player)) out.push({ type: "trade", card: loc(card) }); }
  for (let i = 0, hand = p.hand; i < hand.length; i++) { const card = hand[i]!; if (!forgeProblem(ctx, card, player)) out.push({ type: "forge", card: loc(card) }); }
  for (let j = 0, board = p.board; j < board.length; j++) {
    const m = board[j]!;
    titanAbilities(m).forEach((_, i) => {
      const ability = (i + 1) as 1 | 2 | 3;
      if (!titanProblem(ctx, m, player, ability)) withTargets({ type: "titan", minion: loc(m), ability }, titanPlan(ctx, m, ability), m, "titan");
    });
  }
  const enemy = playerOf(game, opponentOf(player));
  const defenders = [enemy.hero, ...enemy.board];
  for (let j = 0, attackers = [p.hero, ...p.board]; j < attackers.length; j++) {
    const attacker = attackers[j]!;
    if (attackerProblem(ctx, attacker, player)) continue;
    for (let i = 0; i < defenders.length; i++) { const d = defenders[i]!; if (!defenderProblem(ctx, attacker, d)) out.push({ type: "attack", attacker: loc(attacker), defender: loc(d) }); }
  }
  if (p.heroPower && !heroPowerProblem(ctx, player)) {
    const plan = planFor(ctx, p.heroPower, undefined, false);
    if (!plan.closed) withTargets({ type: "heroPower" }, plan, p.heroPower, "heroPower");
  }
  for (let i = 0, board = p.board; i < board.length; i++) {
    const loc = board[i]!;
    if (loc.type !== "LOCATION" || locationProblem(ctx, loc, player)) continue;
    withTargets({ type: "useLocation", card: locatorOf(game, loc) }, locationPlan(loc), loc, "location");
  }
  out.push({ type: "endTurn" }, { type: "concede" });
  return out;
}
