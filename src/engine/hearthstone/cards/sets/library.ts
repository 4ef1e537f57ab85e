/**
 * The built-in card library as the engine reads it (cold start, issue 13): each part of sets/index.ts as JSON text
 * (index.gen.ts, generated from the set modules, which the engine does not import), parsed the first time one of its
 * cards is looked up; and the index of which part defines each id (registry.ts).
 */
import type { CardDefinition } from "../format/index.js";
import { CARD_INDEX, PART_TEXTS } from "./index.gen.js";

const built: (readonly CardDefinition[] | undefined)[] = [];

/** The definitions of part `i`, parsed on its first call and kept (the same objects afterwards). */
export function setPart(i: number): readonly CardDefinition[] {
  return (built[i] ??= JSON.parse(PART_TEXTS[i]!) as CardDefinition[]);
}

/** Every built-in definition, in the library's order (parses every part). */
export function allBuiltIn(): readonly CardDefinition[] {
  return PART_TEXTS.flatMap((_, i) => setPart(i));
}

export { CARD_INDEX };
