/**
 * @module hearthstone/locate
 * Entity locators of the API: a `ref` given in the request, or a path such as `p1.hero`, `p2.board.1`,
 * `p1.hand.0`, `p1.deck.0` (top), `p2.secrets.0`, `p1.weapon`, `p1.heroPower`.
 */
import type { Entity, Game } from "./types.js";

const PATH = /^p([12])\.(hero|heroPower|weapon|board|hand|deck|secrets|graveyard|setAside)(?:\.(\d+))?$/;

export function locate(game: Game, loc: string): Entity | undefined {
  const m = PATH.exec(loc);
  if (m) {
    const p = game.players[Number(m[1]) - 1]!;
    const zone = m[2]!;
    if (zone === "hero") return m[3] === undefined ? p.hero : undefined;
    if (zone === "heroPower") return m[3] === undefined ? p.heroPower ?? undefined : undefined;
    if (zone === "weapon") return m[3] === undefined ? p.weapon ?? undefined : undefined;
    if (m[3] === undefined) return undefined;
    return (p[zone as "board"] as Entity[])[Number(m[3])];
  }
  // The first with this ref, by forEach (a for-of over a Map allocates per step in code not yet optimized).
  let found: Entity | undefined;
  game.entities.forEach((e) => { if (found === undefined && e.ref === loc) found = e; });
  return found;
}
