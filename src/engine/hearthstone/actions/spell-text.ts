/**
 * @module hearthstone/actions/spell-text
 * The resolve phase of a played spell (rulebook 2.3 结算阶段): a) the number of resolutions is fixed first — twice
 * under Electra Stormsurge's state or for a spell carrying CASTS_TWICE ("某法术再结算一次": before the second you gain its Overload again), and once more
 * on the target's neighbours, left then right, under Zentimo's aura when the target is a minion. Both are fixed at
 * step a: losing Electra's state or Zentimo (silenced, transformed) during the text changes nothing. Zentimo's
 * extra resolutions are not targeting events (Mayor Noggenfogger does not step in) and Zentimo does not apply to
 * spells that are cast rather than played.
 */
import type { Ctx } from "../context.js";
import { playerOf } from "../game.js";
import type { Entity, PlayerId } from "../types.js";
import { hasRule, hasRuleFor } from "../rules/auras.js";
import { runStep } from "../rules/sequence.js";
import { has } from "../stats.js";
import { overloadTwinspellStep } from "./common.js";

export interface SpellRepeats {
  times: number;
  alsoAdjacent: boolean;
}

/** 2.3 a: decided before the targeting triggers and the text. */
export function spellRepeats(ctx: Ctx, player: PlayerId, card: Entity): SpellRepeats {
  // CASTS_TWICE (ours; own or granted): this played spell resolves twice, as under spells-twice (Stargazing, rules-notes 1445).
  const twice = has(card, CASTS_TWICE) || hasRuleFor(ctx, "spells-twice", player, card);
  return { times: twice ? 2 : 1, alsoAdjacent: hasRule(ctx.game, "spells-also-adjacent", player) };
}

/** The tag (ours) of a spell that casts twice when played: "If you play it this turn, it casts twice" (its enchantment grants it). */
export const CASTS_TWICE = "CASTS_TWICE";

/** The neighbours of a minion on its board, left then right, as they stand now. */
export function neighbours(ctx: Ctx, m: Entity): Entity[] {
  if (m.zone !== "PLAY" || m.type !== "MINION") return [];
  const board = playerOf(ctx.game, m.controller).board;
  const i = board.indexOf(m);
  // A Location beside it is not a minion: nothing reaches it, and the minion beyond it is not a neighbour.
  return [board[i - 1], board[i + 1]].filter((x): x is Entity => x !== undefined && x.type === "MINION");
}

/**
 * 2.3 c, repeated as step a decided: each time, the text against the target, then (Zentimo) against each neighbour
 * of the target — the neighbours it has when that repetition starts (a spell that returns its target to hand still
 * reaches them). Electra's second time: "结算一次，然后对相邻的随从再结算一次" twice over.
 */
export function resolveSpellText(
  ctx: Ctx, card: Entity, player: PlayerId, r: SpellRepeats, target: Entity | undefined, step: string, run: (target: Entity | undefined) => void,
): void {
  for (let i = 0; i < r.times; i++) {
    // 某法术再结算一次: the Overload (and Twinspell) again, then the text.
    if (i > 0) runStep(ctx, "overload-again", () => overloadTwinspellStep(ctx, card, player, undefined, null, true));
    const around = r.alsoAdjacent && target?.type === "MINION" ? neighbours(ctx, target) : [];
    runStep(ctx, step, () => run(target), r.times > 1 ? { repeat: i + 1 } : {});
    for (let j = 0; j < around.length; j++) { const n = around[j]!; runStep(ctx, step, () => run(n), { neighbour: n.id, ...(r.times > 1 ? { repeat: i + 1 } : {}) }); }
  }
}
