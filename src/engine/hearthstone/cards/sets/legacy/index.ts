/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): one file per class. */
import type { CardDefinition } from "../../format/index.js";
import { LEGACY_DEATHKNIGHT } from "./death-knight.js";
import { LEGACY_DEMONHUNTER } from "./demon-hunter.js";
import { LEGACY_DRUID } from "./druid.js";
import { LEGACY_HUNTER } from "./hunter.js";
import { LEGACY_MAGE } from "./mage.js";
import { LEGACY_PALADIN } from "./paladin.js";
import { LEGACY_PRIEST } from "./priest.js";
import { LEGACY_ROGUE } from "./rogue.js";
import { LEGACY_SHAMAN } from "./shaman.js";
import { LEGACY_WARLOCK } from "./warlock.js";
import { LEGACY_WARRIOR } from "./warrior.js";
import { LEGACY_NEUTRAL } from "./neutral.js";

export const LEGACY: (() => CardDefinition[])[] = [
  LEGACY_DEATHKNIGHT,
  LEGACY_DEMONHUNTER,
  LEGACY_DRUID,
  LEGACY_HUNTER,
  LEGACY_MAGE,
  LEGACY_PALADIN,
  LEGACY_PRIEST,
  LEGACY_ROGUE,
  LEGACY_SHAMAN,
  LEGACY_WARLOCK,
  LEGACY_WARRIOR,
  LEGACY_NEUTRAL,
];
