/**
 * @module hearthstone/rules/imbue
 * 灌注 (Imbue, Into the Emerald Dream; newer than the 2022 rulebook). "Imbue your Hero Power": the first time, the
 * player's Hero Power is replaced by their class's Imbued Hero Power (a hero power card whose `imbue` names the class) at
 * level 1; each Imbue after that raises its level by 1. The level is the Hero Power's TAG_SCRIPT_DATA_NUM_1 (the game's
 * "@" in the Imbued Hero Power's text); every Imbue counts in the player's NUM_TIMES_IMBUED_THIS_GAME ("If you've Imbued
 * your Hero Power twice"). Replacing follows 2.7 as `replaceHeroPower` does (its uses this turn start again); raising the
 * level is not a replacement (the uses stay).
 * The game's own Imbued Hero Powers are known by class (GAME_IMBUED below); a class whose one the engine does not
 * implement makes the Imbue a 422. The classes the game gives none (NOT_IMBUED: GLUE_COLLECTION_MANAGER_IMBUE_WARNING
 * "This class's hero power won't be upgraded by Imbue.") Imbue without an upgrade: the Imbue counts, the Hero Power
 * stays as it is; any other class is a 422 (docs/rules-notes.md 235, 495).
 */
import type { Ctx } from "../context.js";
import { EngineError } from "../../errors.js";
import type { Entity } from "../types.js";

/** The engine's name for the player's count of Imbues this game. */
export const IMBUE_COUNT = "NUM_TIMES_IMBUED_THIS_GAME";
/** The Hero Power's Imbue level (the game's TAG_SCRIPT_DATA_NUM_1 on an Imbued Hero Power). */
export const IMBUE_LEVEL = "TAG_SCRIPT_DATA_NUM_1";

/** The game's Imbued Hero Powers by class (Into the Emerald Dream), for the 422 when the engine lacks one. */
export const GAME_IMBUED: Readonly<Record<string, string>> = {
  DRUID: "EDR_847p", HUNTER: "EDR_850p", MAGE: "EDR_851p", PALADIN: "EDR_445p", PRIEST: "EDR_449p", SHAMAN: "EDR_448p",
  // Across the Timeways: Finality's and Eventuality's (missing-ids.json: Finality_BlessingOfTheInfinite, Eventuality_BlessingOfTheBronze)
  DEATHKNIGHT: "END_003p", ROGUE: "END_000p",
};

/** The classes with no Imbued Hero Power in the game's data: their Hero Power "won't be upgraded by Imbue" (GLUE). */
export const NOT_IMBUED: ReadonlySet<string> = new Set(["WARRIOR", "WARLOCK", "DEMONHUNTER"]);

export function isImbued(hp: Entity | null | undefined): boolean {
  return !!hp && hp.def.def?.imbue !== undefined;
}

/** The Imbue level of an Imbued Hero Power (0 for any other): its tag, or 1 — the data's start value (343) — without it. */
export function imbueLevel(hp: Entity | null | undefined): number {
  return hp && isImbued(hp) ? hp.tags[IMBUE_LEVEL] ?? 1 : 0;
}

/**
 * 灌注 "your Hero Power's Imbue level" (the amount { imbue: "level" }): a 422 when the player has no Imbued Hero Power in
 * play — what a card that reads another card's level (Emerald Portal's "@", the Blessing of the Dragon's) does then is
 * not given by any source (rules-notes 497).
 */
export function imbueLevelOf(hp: Entity | null | undefined, path: string): number {
  if (!isImbued(hp)) {
    const message = "reads the Imbue level of a Hero Power the player does not have (an Imbued Hero Power replaced or never gained)";
    throw new EngineError("unimplemented_card", message, [{ path, message }]);
  }
  return imbueLevel(hp);
}

/**
 * The class's Imbued Hero Power card id; null for a class the game gives none (NOT_IMBUED: the Imbue only counts); a
 * 422 when the engine has none that works.
 */
export function imbuedHeroPowerFor(ctx: Ctx, cardClass: string, path: string): string | null {
  const own = ctx.cards.imbuedHeroPower(cardClass);
  if (own && own.implemented) return own.id;
  if (NOT_IMBUED.has(cardClass)) return null;
  const game = GAME_IMBUED[cardClass];
  const message = game
    ? `${cardClass}'s Imbued Hero Power (${game}) has rules text the engine does not implement`
    : `no Imbued Hero Power is known for class ${cardClass}`;
  throw new EngineError("unimplemented_card", message, [{ path, message }], { cards: game ? [game] : [] });
}
