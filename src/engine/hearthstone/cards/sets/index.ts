/** The built-in card library: every set's definitions, in the same format clients may send. */
import type { CardDefinition } from "../format/index.js";
import { BASIC } from "./basic.js";
import { GLOBAL } from "./global.js";
import { EXPERT1 } from "./expert1/index.js";
import { GVG } from "./gvg.js";
import { LEGACY } from "./legacy/index.js";
import { VANILLA } from "./vanilla/index.js";
import { CORE } from "./core/index.js";
import { EVENT } from "./event.js";
import { NAXX } from "./naxx.js";
import { BOOMSDAY } from "./boomsday.js";
import { DALARAN } from "./dalaran.js";
import { GANGS } from "./gangs.js";
import { GILNEAS } from "./gilneas.js";
import { OG } from "./og.js";
import { TROLL } from "./troll.js";
import { BRM, ICECROWN, LOE, LOOT, TGT, ULDUM, UNGORO } from "./others.js";
import { BLACK_TEMPLE } from "./black-temple.js";
import { KARA } from "./kara.js";
import { SCHOLOMANCE } from "./scholomance.js";
import { DRAGONS } from "./dragons.js";
import { STORMWIND } from "./stormwind.js";
import { PATH_OF_ARTHAS } from "./path-of-arthas.js";
import { EMERALD_DREAM } from "./emerald-dream/index.js";
import { LOST_CITY } from "./lost-city/index.js";
import { TIME_TRAVEL } from "./time-travel/index.js";
import { CATACLYSM } from "./cataclysm/index.js";

export const BUILT_IN: readonly CardDefinition[] = [
  ...BASIC, ...GLOBAL, ...LEGACY, ...EXPERT1, ...VANILLA, ...CORE, ...EVENT, ...NAXX, ...GVG, ...BRM, ...TGT, ...LOE, ...ICECROWN, ...UNGORO, ...ULDUM, ...LOOT, ...OG, ...BOOMSDAY, ...DALARAN, ...TROLL, ...GANGS, ...GILNEAS, ...BLACK_TEMPLE, ...KARA, ...SCHOLOMANCE, ...DRAGONS, ...STORMWIND, ...PATH_OF_ARTHAS,
  ...EMERALD_DREAM,
  ...LOST_CITY,
  ...TIME_TRAVEL,
  ...CATACLYSM,
];
