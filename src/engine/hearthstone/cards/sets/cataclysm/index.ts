/** Cataclysm (大灾变, CATACLYSM): one file per class. */
import type { CardDefinition } from "../../format/index.js";
import { CATA_DEATHKNIGHT } from "./death-knight.js";
import { CATA_DEMONHUNTER } from "./demon-hunter.js";
import { CATA_DRUID } from "./druid.js";
import { CATA_HUNTER } from "./hunter.js";
import { CATA_MAGE } from "./mage.js";
import { CATA_NEUTRAL } from "./neutral.js";
import { CATA_PALADIN } from "./paladin.js";
import { CATA_PRIEST } from "./priest.js";
import { CATA_ROGUE } from "./rogue.js";
import { CATA_SHAMAN } from "./shaman.js";
import { CATA_WARLOCK } from "./warlock.js";
import { CATA_WARRIOR } from "./warrior.js";

export const CATACLYSM: (() => CardDefinition[])[] = [
  CATA_DEATHKNIGHT,
  CATA_DEMONHUNTER,
  CATA_DRUID,
  CATA_HUNTER,
  CATA_MAGE,
  CATA_NEUTRAL,
  CATA_PALADIN,
  CATA_PRIEST,
  CATA_ROGUE,
  CATA_SHAMAN,
  CATA_WARLOCK,
  CATA_WARRIOR,
];
