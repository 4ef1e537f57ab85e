/** Classic (Expert, 经典): one file per class. */
import type { CardDefinition } from "../../format/index.js";
import { EXPERT1_DEATHKNIGHT } from "./death-knight.js";
import { EXPERT1_DEMONHUNTER } from "./demon-hunter.js";
import { EXPERT1_DRUID } from "./druid.js";
import { EXPERT1_HUNTER } from "./hunter.js";
import { EXPERT1_MAGE } from "./mage.js";
import { EXPERT1_PALADIN } from "./paladin.js";
import { EXPERT1_PRIEST } from "./priest.js";
import { EXPERT1_ROGUE } from "./rogue.js";
import { EXPERT1_SHAMAN } from "./shaman.js";
import { EXPERT1_WARLOCK } from "./warlock.js";
import { EXPERT1_WARRIOR } from "./warrior.js";
import { EXPERT1_NEUTRAL } from "./neutral.js";

export const EXPERT1: (() => CardDefinition[])[] = [
  EXPERT1_DEATHKNIGHT,
  EXPERT1_DEMONHUNTER,
  EXPERT1_DRUID,
  EXPERT1_HUNTER,
  EXPERT1_MAGE,
  EXPERT1_PALADIN,
  EXPERT1_PRIEST,
  EXPERT1_ROGUE,
  EXPERT1_SHAMAN,
  EXPERT1_WARLOCK,
  EXPERT1_WARRIOR,
  EXPERT1_NEUTRAL,
];
