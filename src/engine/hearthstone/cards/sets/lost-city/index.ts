/** The Lost City of Un'Goro (THE_LOST_CITY): one file per class. */
import type { CardDefinition } from "../../format/index.js";
import { TLC_DEATHKNIGHT } from "./death-knight.js";
import { TLC_DEMONHUNTER } from "./demon-hunter.js";
import { TLC_DRUID } from "./druid.js";
import { TLC_HUNTER } from "./hunter.js";
import { TLC_MAGE } from "./mage.js";
import { TLC_NEUTRAL } from "./neutral.js";
import { TLC_PALADIN } from "./paladin.js";
import { TLC_PRIEST } from "./priest.js";
import { TLC_ROGUE } from "./rogue.js";
import { TLC_SHAMAN } from "./shaman.js";
import { TLC_WARLOCK } from "./warlock.js";
import { TLC_WARRIOR } from "./warrior.js";

export const LOST_CITY: (() => CardDefinition[])[] = [
  TLC_DEATHKNIGHT,
  TLC_DEMONHUNTER,
  TLC_DRUID,
  TLC_HUNTER,
  TLC_MAGE,
  TLC_NEUTRAL,
  TLC_PALADIN,
  TLC_PRIEST,
  TLC_ROGUE,
  TLC_SHAMAN,
  TLC_WARLOCK,
  TLC_WARRIOR,
];
