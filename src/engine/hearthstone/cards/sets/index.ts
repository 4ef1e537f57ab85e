/**
 * The built-in card library's sources: every set's definitions, in the same format clients may send. Each set module
 * exports its definitions as a function (`export const X = (): CardDefinition[] => [ … ]`). The engine does not import
 * these modules (cold start, issue 13): scripts/gen-card-index.mjs writes each part's definitions as JSON text into
 * index.gen.ts, with an index of which part defines each id, and the registry (through ./library.ts) parses a part the
 * first time one of its cards is looked up. The tests, `wrangler dev` / deploy and the benchmark regenerate that file
 * first; a test fails when the committed one is stale.
 */
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
import { THE_BARRENS } from "./barrens.js";
import { ALTERAC_VALLEY } from "./alterac.js";
import { RETURN_OF_THE_LICH_KING } from "./lich-king.js";
import { FESTIVAL_OF_LEGENDS } from "./festival-of-legends.js";
import { BADLANDS } from "./badlands.js";
import { DARKMOON_FAIRE } from "./darkmoon.js";
import { REVENDRETH } from "./nathria.js";
import { THE_SUNKEN_CITY } from "./sunken-city.js";
import { EMERALD_DREAM } from "./emerald-dream/index.js";
import { LOST_CITY } from "./lost-city/index.js";
import { TIME_TRAVEL } from "./time-travel/index.js";
import { CATACLYSM } from "./cataclysm/index.js";
import { WILD_WEST } from "./wild-west.js";
import { WONDERS } from "./wonders.js";
import { BATTLE_OF_THE_BANDS } from "./battle-of-the-bands.js";
import { SPACE } from "./space.js";
import { TITANS } from "./titans.js";
import { WHIZBANGS_WORKSHOP } from "./whizbang.js";
import { ISLAND_VACATION } from "./island-vacation.js";

import { factsById } from "../facts.js";

/** The library's parts, in the library's order (a card's place in it decides which printing a group plays with). */
export const PARTS: readonly (() => readonly CardDefinition[])[] = [
  BASIC,
  GLOBAL,
  ...LEGACY,
  ...EXPERT1,
  ...VANILLA,
  ...CORE,
  EVENT,
  NAXX,
  GVG,
  BRM,
  TGT,
  LOE,
  ICECROWN,
  UNGORO,
  ULDUM,
  LOOT,
  OG,
  BOOMSDAY,
  DALARAN,
  TROLL,
  GANGS,
  GILNEAS,
  BLACK_TEMPLE,
  KARA,
  SCHOLOMANCE,
  DRAGONS,
  STORMWIND,
  PATH_OF_ARTHAS,
  THE_BARRENS,
  ALTERAC_VALLEY,
  RETURN_OF_THE_LICH_KING,
  FESTIVAL_OF_LEGENDS,
  BADLANDS,
  DARKMOON_FAIRE,
  REVENDRETH,
  THE_SUNKEN_CITY,
  ...EMERALD_DREAM,
  ...LOST_CITY,
  ...TIME_TRAVEL,
  ...CATACLYSM,
  WILD_WEST,
  BATTLE_OF_THE_BANDS,
  SPACE,
  TITANS,
  WONDERS,
  WHIZBANGS_WORKSHOP,
  ISLAND_VACATION,
];

const built: (readonly CardDefinition[] | undefined)[] = [];

/** The definitions of part `i`, built on its first call and kept (the same objects afterwards). */
export function setPart(i: number): readonly CardDefinition[] {
  return (built[i] ??= PARTS[i]!());
}

/** Every built-in definition, in the library's order (builds every part). */
export function allBuiltIn(): readonly CardDefinition[] {
  return PARTS.flatMap((_, i) => setPart(i));
}

/**
 * The index of the library, one line per definition in the library's order: its id, a space, the part that defines it,
 * then `i` when it is `inferred`, `m` when it has `imbue` and `g` when it is a Dark Gift (`darkGift`), then `=` and the card's canonical printing when the card
 * data gives it one (a reprint defined under its own id: registry.ts definedPrinting). index.gen.ts holds this text for
 * the parts and the card data as they are (a test fails when it is stale).
 */
export function cardIndexText(): string {
  const lines: string[] = [];
  PARTS.forEach((_, i) => {
    for (const d of setPart(i)) {
      if (!/^[^\s`\\$]+$/.test(d.id)) throw new Error(`a card id the index cannot hold: ${JSON.stringify(d.id)}`);
      const sameAs = factsById(d.id)?.sameAs;
      lines.push(`${d.id} ${i}${d.inferred ? "i" : ""}${d.imbue ? "m" : ""}${d.darkGift ? "g" : ""}${sameAs ? `=${sameAs}` : ""}`);
    }
  });
  return lines.join("\n");
}

/** index.gen.ts's text for the parts as they are (scripts/gen-card-index.mjs writes it; a test compares). */
export function cardIndexFile(): string {
  return `// Generated by scripts/gen-card-index.mjs (npm run cards:index) from sets/index.ts and the card data: do not edit.\n` +
    `// One line per built-in definition, in the library's order: id, space, part, i (inferred), m (imbue), g (Dark Gift), =sameAs.\n` +
    `export const CARD_INDEX = \`${cardIndexText()}\`;\n\n` +
    `// Each part's definitions (sets/index.ts PARTS), as JSON text, parsed when one of its cards is first looked up.\n` +
    `export const PART_TEXTS: readonly string[] = [\n${PARTS.map((_, i) => `  ${JSON.stringify(JSON.stringify(setPart(i)))},\n`).join("")}];\n`;
}

