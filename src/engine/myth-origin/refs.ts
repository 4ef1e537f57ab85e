/**
 * @module myth-origin/refs
 * Naming cards: locators and refs of the request, and the entity references of the trace.
 */
import type { EntityRef } from "../trace.js";
import { illegal } from "../errors.js";
import type { Card, Ctx, Zone } from "./types.js";

export const entityRef = (c: Card): EntityRef => ({ id: c.id, card: c.def.id, ...(c.ref !== undefined ? { ref: c.ref } : {}), controller: c.controller });

const LOCATOR = /^p([12])\.(general|treasure|equipment|field|spirit|hand|deck|graveyard|banished)(?:\.(\d+))?$/;

/** The card a locator or ref names, or null. */
export function find(ctx: Ctx, name: string): Card | null {
  const m = LOCATOR.exec(name);
  if (m) {
    const p = ctx.game.players[Number(m[1]) - 1]!;
    const zone = m[2] as Zone;
    const list = p.zones[zone];
    const i = m[3] === undefined ? 0 : Number(m[3]);
    if (m[3] === undefined && zone !== "general" && zone !== "treasure") return null;
    return list[i] ?? null;
  }
  for (const c of ctx.game.cards.values()) if (c.ref === name && c.zone !== "removed") return c;
  return null;
}

export function need(ctx: Ctx, name: string, path: string): Card {
  const c = find(ctx, name);
  if (!c) throw illegal(path, `no card at '${name}'`);
  return c;
}
