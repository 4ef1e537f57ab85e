/**
 * @module myth-origin/zones
 * Moving cards between zones: leaving the field clears damage, changes and control (a card goes back to its
 * owner, 10.2); a token (衍生物) that leaves the field is removed from the game (9.2).
 */
import { isToken } from "./cards.js";
import type { Card, Ctx, PlayerId, Zone } from "./types.js";

const IN_PLAY: Zone[] = ["general", "treasure", "equipment", "field"];
export const inPlay = (c: Card) => IN_PLAY.includes(c.zone);

export function moveCard(ctx: Ctx, c: Card, to: Zone, controller?: PlayerId): void {
  const g = ctx.game;
  const from = g.players[c.controller - 1]!.zones[c.zone];
  const i = from.indexOf(c);
  if (i >= 0) from.splice(i, 1);
  const leavingPlay = inPlay(c) && !IN_PLAY.includes(to);
  if (leavingPlay) {
    c.damage = 0;
    c.attackMods = [];
    c.tapped = false;
    c.durability = c.def.durability ?? 0;
    c.enteredTurn = null;
    if (isToken(c)) to = "removed";
  }
  if (!IN_PLAY.includes(to) && to !== "spirit") c.lost = null;
  c.controller = IN_PLAY.includes(to) || to === "spirit" ? (controller ?? c.controller) : c.owner;
  c.zone = to;
  c.faceDown = to === "spirit";
  g.players[c.controller - 1]!.zones[to].push(c);
}
