/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): one file per class. */
import type { CardDefinition } from "../../format/index.js";
import { VANILLA_DEATHKNIGHT } from "./death-knight.js";
import { VANILLA_DEMONHUNTER } from "./demon-hunter.js";
import { VANILLA_DRUID } from "./druid.js";
import { VANILLA_HUNTER } from "./hunter.js";
import { VANILLA_MAGE } from "./mage.js";
import { VANILLA_PALADIN } from "./paladin.js";
import { VANILLA_PRIEST } from "./priest.js";
import { VANILLA_ROGUE } from "./rogue.js";
import { VANILLA_SHAMAN } from "./shaman.js";
import { VANILLA_WARLOCK } from "./warlock.js";
import { VANILLA_WARRIOR } from "./warrior.js";
import { VANILLA_NEUTRAL } from "./neutral.js";

export const VANILLA: (() => CardDefinition[])[] = [
  VANILLA_DEATHKNIGHT,
  VANILLA_DEMONHUNTER,
  VANILLA_DRUID,
  VANILLA_HUNTER,
  VANILLA_MAGE,
  VANILLA_PALADIN,
  VANILLA_PRIEST,
  VANILLA_ROGUE,
  VANILLA_SHAMAN,
  VANILLA_WARLOCK,
  VANILLA_WARRIOR,
  VANILLA_NEUTRAL,
];
