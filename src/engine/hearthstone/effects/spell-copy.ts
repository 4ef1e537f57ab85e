/**
 * `spellCopy`: 西风灯神 (rulebook 2.3). The spell played in this resolution resolves again, as it was played (its Choose
 * One option or Combo), against a new target. It is not a cast: there is no play, counter or after-play step; you gain
 * its Overload, then its text resolves, with Spell Damage (the spell is still the source).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { overloadTwinspellStep } from "./zones.js";
import { select, type Env } from "../rules/selectors.js";
import { runEffects } from "./index.js";

export function spellCopyEffect(ctx: Ctx, e: Extract<Effect, { type: "spellCopy" }>, env: Env): void {
  const spell = select(ctx, e.of, env, "beneficial")[0];
  const text = spell ? ctx.played?.get(spell.id)?.text : undefined;
  if (!spell || spell.type !== "SPELL" || !text) return;
  const to = select(ctx, e.to, env, "beneficial", "new target")[0];
  if (!to) return;
  ctx.trace.within({ kind: "step", name: "spell-copy", children: [] }, () => {
    overloadTwinspellStep(ctx, spell, env.controller, undefined, null, true);
    runEffects(ctx, text, { self: spell, holder: spell, controller: env.controller, target: to });
  });
}
