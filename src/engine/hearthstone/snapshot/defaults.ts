/**
 * @module hearthstone/snapshot/defaults
 * The contract's defaults for a snapshot, shared by loading and writing so that writing leaves out
 * exactly what loading would fill in (load(write(s)) = s).
 */
import { SILENCED_TAGS } from "../rules/silence.js";
import type { Entity, Mana, PlayerId, Zone } from "../types.js";

export const DEFAULT_HERO: Record<PlayerId, string> = { 1: "HERO_08", 2: "HERO_01" };

/** The Basic hero power of each class (the classic card ids). */
export const BASIC_HERO_POWER: Record<string, string> = {
  WARRIOR: "CS2_102", SHAMAN: "CS2_049", ROGUE: "CS2_083b", PALADIN: "CS2_101", HUNTER: "DS1h_292",
  DRUID: "CS2_017", WARLOCK: "CS2_056", MAGE: "CS2_034", PRIEST: "CS1h_001", DEMONHUNTER: "HERO_10bp",
};

export const DEFAULT_MANA: Mana = { crystals: 10, used: 0, temp: 0, overloadOwed: 0, overloadLocked: 0, maxCrystals: 10 };

/** Stat tags are written as attack/health/cost/... fields, never under `tags`. */
export const STAT_TAGS = new Set(["ATK", "HEALTH", "DAMAGE", "COST", "DURABILITY", "ARMOR"]);

const SILENCED = new Set(SILENCED_TAGS);

/**
 * The value a tag takes when a snapshot leaves it out: a minion on the board has been there since an
 * earlier turn (ready to attack, at least one turn in play); otherwise the card's own tag or 0.
 */
export function tagDefault(e: Entity, zone: Zone, tag: string): number {
  if (e.type === "MINION" && zone === "PLAY") {
    if (tag === "EXHAUSTED" || tag === "JUST_PLAYED") return 0;
    if (tag === "NUM_TURNS_IN_PLAY") return 1;
  }
  if (e.tags.SILENCED && SILENCED.has(tag)) return 0;
  return e.def.tags[tag] ?? 0;
}
