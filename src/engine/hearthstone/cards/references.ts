/**
 * @module hearthstone/cards/references
 * Checks that every card a client definition names (summons, pools, enchantments, weapons, hero powers)
 * exists, so a bad reference is a 404 before anything resolves rather than a failure halfway through.
 */
import { unknownCardError } from "./unknown.js";
import type { CardDefinition } from "./format.js";
import type { CardRegistry } from "./registry.js";

/** Every card id a definition names, with the JSON path where it appears. */
export function referencedCards(def: unknown, path: string, out: { id: string; path: string }[] = []): { id: string; path: string }[] {
  if (Array.isArray(def)) def.forEach((x, i) => referencedCards(x, `${path}[${i}]`, out));
  else if (def && typeof def === "object") {
    for (const [k, v] of Object.entries(def)) {
      const at = `${path}.${k}`;
      if ((k === "card" || k === "enchantment" || k === "heroPower") && typeof v === "string") out.push({ id: v, path: at });
      else if (k === "pool" && Array.isArray(v)) v.forEach((id, i) => out.push({ id: String(id), path: `${at}[${i}]` }));
      else if (k !== "id" && k !== "name") referencedCards(v, at, out);
    }
  }
  return out;
}

export function checkCardReferences(cards: CardRegistry, defs: readonly CardDefinition[]): void {
  const misses: { ref: string; path: string }[] = [];
  defs.forEach((d, i) => {
    for (const r of referencedCards(d, `cards[${i}]`)) if (!cards.get(r.id)) misses.push({ ref: r.id, path: r.path });
  });
  if (misses.length) throw unknownCardError(misses);
}
