/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): one file per class. */
import type { CardDefinition } from "../../format/index.js";
import { EDR_DEATHKNIGHT } from "./death-knight.js";
import { EDR_DEMONHUNTER } from "./demon-hunter.js";
import { EDR_DRUID } from "./druid.js";
import { EDR_HUNTER } from "./hunter.js";
import { EDR_MAGE } from "./mage.js";
import { EDR_NEUTRAL } from "./neutral.js";
import { EDR_PALADIN } from "./paladin.js";
import { EDR_PRIEST } from "./priest.js";
import { EDR_ROGUE } from "./rogue.js";
import { EDR_SHAMAN } from "./shaman.js";
import { EDR_WARLOCK } from "./warlock.js";
import { EDR_WARRIOR } from "./warrior.js";

export const EMERALD_DREAM: (() => CardDefinition[])[] = [
  EDR_DEATHKNIGHT,
  EDR_DEMONHUNTER,
  EDR_DRUID,
  EDR_HUNTER,
  EDR_MAGE,
  EDR_NEUTRAL,
  EDR_PALADIN,
  EDR_PRIEST,
  EDR_ROGUE,
  EDR_SHAMAN,
  EDR_WARLOCK,
  EDR_WARRIOR,
];
