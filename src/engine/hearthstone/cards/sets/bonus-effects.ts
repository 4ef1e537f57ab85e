/**
 * The game's Bonus Effects (额外效果): HearthSim/hsdata Strings/enUS/GLOBAL.txt, GLOBAL_KEYWORD_BONUSEFFECTS_TEXT "Divine
 * Shield, Lifesteal, Poisonous, Reborn, Rush, Elusive, Taunt, Windfury" (zhCN 圣盾，吸血，剧毒，复生，突袭，扰魔，嘲讽，风怒) —
 * each as the tags it is (Elusive is two, as cards/compile.ts reads the ELUSIVE mechanic). Rules-notes 527.
 */
import type { Effect, Selector } from "../format/index.js";

export const BONUS_EFFECTS: readonly (readonly string[])[] = [["DIVINE_SHIELD"], ["LIFESTEAL"], ["POISONOUS"], ["REBORN"], ["RUSH"],
  ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"], ["TAUNT"], ["WINDFURY"]];

/** "Give `to` N random Bonus Effects": N different ones of the eight, each a recorded random pick (`choose` `random`), granted. */
export function bonusEffects(to: Selector, count = 1): Effect {
  return { type: "choose", random: true, count, options: BONUS_EFFECTS.map((grants) => ({ effects: [{ type: "buff", to, grants: [...grants] }] })) };
}
