/** Across the Timeways (穿越时间流, TIME_TRAVEL): one file per class; the multi-class cards (no single class) in multi-class.ts. */
import type { CardDefinition } from "../../format/index.js";
import { TT_DEATHKNIGHT } from "./death-knight.js";
import { TT_DEMONHUNTER } from "./demon-hunter.js";
import { TT_DRUID } from "./druid.js";
import { TT_HUNTER } from "./hunter.js";
import { TT_MAGE } from "./mage.js";
import { TT_MULTICLASS } from "./multi-class.js";
import { TT_NEUTRAL } from "./neutral.js";
import { TT_PALADIN } from "./paladin.js";
import { TT_PRIEST } from "./priest.js";
import { TT_ROGUE } from "./rogue.js";
import { TT_SHAMAN } from "./shaman.js";
import { TT_WARLOCK } from "./warlock.js";
import { TT_WARRIOR } from "./warrior.js";

export const TIME_TRAVEL: (() => CardDefinition[])[] = [
  TT_DEATHKNIGHT,
  TT_DEMONHUNTER,
  TT_DRUID,
  TT_HUNTER,
  TT_MAGE,
  TT_MULTICLASS,
  TT_NEUTRAL,
  TT_PALADIN,
  TT_PRIEST,
  TT_ROGUE,
  TT_SHAMAN,
  TT_WARLOCK,
  TT_WARRIOR,
];
