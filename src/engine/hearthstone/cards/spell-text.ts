/** A spell's text as it resolves: its `spell` effects, then its Kindred text (延系) under the Kindred condition. */
import type { CardDefinition, Effect } from "./format/index.js";

export function spellText(def: CardDefinition | null | undefined): readonly Effect[] | undefined {
  if (!def?.kindred) return def?.spell;
  return [...(def.spell ?? []), { type: "if", if: { kindred: true }, then: def.kindred }];
}
