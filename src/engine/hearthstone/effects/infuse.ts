/**
 * `infuse`: 注能 (Infuse (N), Murder at Castle Nathria; not in the 2022 rulebook — rules-notes 408). What a card's `infuse`
 * does in its own hand trigger on a friendly minion's death: its progress (tag INFUSE_PROGRESS) goes up by 1, and at N the
 * card becomes its Infused card, keeping its states (as Corrupt does: `transform` with `keepState`). An Infused card that has an
 * `infuse` of its own counts again from 0 (staged: Huntsman Altimor); `endless` gives an improvement each N deaths instead of a
 * transform (Sire Denathrius); `then` resolves after (Sinfueled Golem). Rules-notes 1463.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import type { Env } from "../rules/selectors.js";
import { cardOf } from "./helpers.js";
import { transform } from "./transform.js";
import { noteEvent } from "../rules/events.js";
import { runEffects } from "./index.js";

export const INFUSE_PROGRESS = "INFUSE_PROGRESS";
/** Our tag: the summed Attack of the minions whose deaths counted for this card's Infuse (the amount stat `infusedAttack`). */
export const INFUSE_ATTACK = "INFUSE_ATTACK";

export function infuseEffect(ctx: Ctx, _e: Extract<Effect, { type: "infuse" }>, env: Env): void {
  const card = env.self;
  const spec = card.def.def?.infuse;
  // In the deck only under Afterlife Attendant's rule (its deck trigger asks for it, cards/compile.ts).
  if (!spec || (card.zone !== "HAND" && card.zone !== "DECK")) return;
  const n = (card.tags[INFUSE_PROGRESS] ?? 0) + 1;
  card.tags[INFUSE_PROGRESS] = n;
  // "the minions that Infused this" (Sinfueled Golem): each one's Attack as it died (4.8, its last known state).
  const dead = env.event?.lastKnown;
  if (dead) card.tags[INFUSE_ATTACK] = (card.tags[INFUSE_ATTACK] ?? 0) + Math.max(0, dead.stats.attack ?? 0);
  if (n < spec.count) return;
  if (spec.endless) {
    // "Endlessly Infuse (N)": one more improvement each N deaths, and the count starts again.
    card.tags.IMPROVEMENTS = (card.tags.IMPROVEMENTS ?? 0) + 1;
    card.tags[INFUSE_PROGRESS] = 0;
    noteEvent(ctx, { type: "improve", source: card, target: card, amount: card.tags.IMPROVEMENTS });
  }
  if (spec.into) {
    transform(ctx, card, card, cardOf(ctx, spec.into), undefined, true);
    // Staged Infuse (Huntsman Altimor): an Infused card that Infuses again counts its own N from 0.
    if (card.def.def?.infuse) card.tags[INFUSE_PROGRESS] = 0;
  }
  if (spec.then) runEffects(ctx, spec.then, { self: card, holder: card, controller: card.controller });
}
