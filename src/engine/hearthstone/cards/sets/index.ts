/** The built-in card library: every set's definitions, in the same format clients may send. */
import type { CardDefinition } from "../format.js";
import { BASIC } from "./basic.js";
import { EXPERT1 } from "./expert1.js";
import { GVG } from "./gvg.js";
import { LEGACY } from "./legacy.js";
import { NAXX } from "./naxx.js";
import { BRM, ICECROWN, LOE, LOOT, TGT, UNGORO } from "./others.js";

export const BUILT_IN: readonly CardDefinition[] = [...BASIC, ...LEGACY, ...EXPERT1, ...NAXX, ...GVG, ...BRM, ...TGT, ...LOE, ...ICECROWN, ...UNGORO, ...LOOT];
