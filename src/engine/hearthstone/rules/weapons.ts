/**
 * @module hearthstone/rules/weapons
 * Equipping a weapon without playing it (rulebook 2.4): destroy the old weapon, the new one enters play,
 * and it becomes the player's weapon. The old weapon stays in play, destroyed, until the death-creation step.
 */
import type { CompiledCard } from "../cards/compile.js";
import type { Ctx, Precheck } from "../context.js";
import { moveTo, newEntity, playerOf } from "../game.js";
import type { Entity, PlayerId } from "../types.js";
import { auraUpdate } from "./auras.js";
import { noteEvent, resolveEvent } from "./events.js";

/** Mark the player's current weapon destroyed; it stops being equipped but stays in play until deaths are checked. */
export function destroyEquippedWeapon(ctx: Ctx, player: PlayerId): void {
  const p = playerOf(ctx.game, player);
  const old = p.weapon;
  if (!old) return;
  old.tags.TO_BE_DESTROYED = 1;
  p.weapon = null;
  noteEvent(ctx, { type: "destroy", target: old });
}

/**
 * The weapons a player equipped this game, played or by an effect (our player tag): the amount `{ thisGame:
 * "weaponsEquipped" }` — Abyssal Bassist's "Costs (2) less for each weapon you've equipped this game" (rules-notes 1264).
 */
export const NUM_WEAPONS_EQUIPPED_THIS_GAME = "NUM_WEAPONS_EQUIPPED_THIS_GAME";

/**
 * Make `weapon` (already in play) the player's equipped weapon (Player.WEAPON), then resolve the equip event ("Whenever you
 * equip a weapon": Buccaneer; rules-notes 1400). A played weapon's equip step passes the sequence's pre-check (3.4).
 */
export function setEquipped(ctx: Ctx, weapon: Entity, precheck: Precheck | null = null): void {
  const p = playerOf(ctx.game, weapon.controller);
  p.weapon = weapon;
  p.tags[NUM_WEAPONS_EQUIPPED_THIS_GAME] = (p.tags[NUM_WEAPONS_EQUIPPED_THIS_GAME] ?? 0) + 1;
  resolveEvent(ctx, { type: "equip", target: weapon, player: weapon.controller }, precheck);
}

export function equipWeapon(ctx: Ctx, card: CompiledCard, player: PlayerId): Entity {
  destroyEquippedWeapon(ctx, player);
  const w = newEntity(ctx.game, card, player, "SETASIDE");
  moveTo(ctx.game, w, "PLAY");
  auraUpdate(ctx);
  setEquipped(ctx, w);
  return w;
}
