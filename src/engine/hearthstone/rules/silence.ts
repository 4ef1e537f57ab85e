/**
 * @module hearthstone/rules/silence
 * Silence (rulebook 4.1, 5.1): removes the entity's enchantments (not those auras attach), its keywords
 * and its card text. Losing maximum health this way lowers damage by as much, never below 0.
 * Silence does not clear TO_BE_DESTROYED (1.10). Control lent by a removed enchantment ends (1.2, 4.7).
 */
import type { Ctx } from "../context.js";
import { detachEnchantment } from "../game.js";
import { KEYWORDS, type Entity } from "../types.js";
import { removeWithHealth } from "./auras.js";
import { noteEvent } from "./events.js";
import { endBorrowedControl } from "./control.js";

/** Keyword tags that silence turns off (and that a SILENCED entity therefore starts without). */
export const SILENCED_TAGS: readonly string[] = [
  ...KEYWORDS, "FREEZE", "FROZEN", "CANT_ATTACK", "IMMUNE", "SPELLPOWER", "HEROPOWER_DAMAGE", "CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS",
];

export function silence(ctx: Ctx, source: Entity | null, e: Entity): void {
  // An enchantment whose definition has the tag CANT_BE_SILENCED stays (Flanking Maneuver's AV_269e: rules-notes 1732).
  const gone = e.enchantments.filter((en) => !en.aura && !en.def?.def?.tags?.CANT_BE_SILENCED);
  removeWithHealth(e, () => {
    for (let i = 0; i < gone.length; i++) { const en = gone[i]!; detachEnchantment(e, en); }
  });
  for (let i = 0; i < SILENCED_TAGS.length; i++) { const t = SILENCED_TAGS[i]!; if (e.tags[t]) e.tags[t] = 0; }
  // The hits a silenced-away Divine Shield had taken (Toreth the Unbreaking) are not a later shield's.
  delete e.tags.DIVINE_SHIELD_HITS;
  e.tags.SILENCED = 1;
  noteEvent(ctx, { type: "silence", source, target: e });
  // 1.2 状态失效: control lent by a removed enchantment ends at once (Shadow Madness).
  endBorrowedControl(ctx, e, gone);
}
