/** Core (核心系列): one file per class. Most Core cards are reprints that play as their original printing automatically. */
import type { CardDefinition } from "../../format/index.js";
import { CORE_DEATHKNIGHT } from "./death-knight.js";
import { CORE_DEMONHUNTER } from "./demon-hunter.js";
import { CORE_DRUID } from "./druid.js";
import { CORE_HUNTER } from "./hunter.js";
import { CORE_MAGE } from "./mage.js";
import { CORE_NEUTRAL } from "./neutral.js";
import { CORE_PALADIN } from "./paladin.js";
import { CORE_PRIEST } from "./priest.js";
import { CORE_ROGUE } from "./rogue.js";
import { CORE_SHAMAN } from "./shaman.js";
import { CORE_WARLOCK } from "./warlock.js";
import { CORE_WARRIOR } from "./warrior.js";

export const CORE: (() => CardDefinition[])[] = [
  CORE_DEATHKNIGHT,
  CORE_DEMONHUNTER,
  CORE_DRUID,
  CORE_HUNTER,
  CORE_MAGE,
  CORE_NEUTRAL,
  CORE_PALADIN,
  CORE_PRIEST,
  CORE_ROGUE,
  CORE_SHAMAN,
  CORE_WARLOCK,
  CORE_WARRIOR,
];
