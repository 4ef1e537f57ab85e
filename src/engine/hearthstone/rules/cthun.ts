/**
 * @module hearthstone/rules/cthun
 * 克苏恩 "Give your C'Thun +N/+N (wherever it is)" (Whispers of the Old Gods, after the 2022 rulebook; rules-notes 1120).
 * The game keeps the buffs on the player, not on a card: the player tags CTHUN_ATTACK_BUFF (3054), CTHUN_HEALTH_BUFF
 * (3053) and CTHUN_TAUNT_BUFF (3034). A C'Thun card (a definition with `cthun`) in its owner's hand or deck has them as
 * an aura enchantment, worked out at every aura update (rules/auras.ts), so a C'Thun the player gets later has them too;
 * one that enters play keeps them as an ordinary enchantment (a state from then on: Silence removes it, 4.1, and it goes
 * with the minion when control changes), and the buffs given while it is in play reach it as enchantments
 * (effects/cthun.ts).
 */
import type { Ctx } from "../context.js";
import { playerOf } from "../game.js";
import type { Entity, PlayerId } from "../types.js";

export const CTHUN_ATTACK_BUFF = "CTHUN_ATTACK_BUFF";
export const CTHUN_HEALTH_BUFF = "CTHUN_HEALTH_BUFF";
export const CTHUN_TAUNT_BUFF = "CTHUN_TAUNT_BUFF";
/** The card the amount `{ cthun }` reads C'Thun's printed stats from. */
export const CTHUN_CARD = "OG_280";
/** The key prefix of the aura enchantment a C'Thun in hand or deck carries (rules/auras.ts). */
export const CTHUN_AURA_KEY = "cthun:";

export const isCthun = (e: Entity): boolean => !!e.def.def?.cthun;

/** The player's C'Thun buffs now. */
export function cthunBuffsOf(ctx: Ctx, player: PlayerId): { attack: number; health: number; taunt: boolean } {
  const t = playerOf(ctx.game, player).tags;
  return { attack: t[CTHUN_ATTACK_BUFF] ?? 0, health: t[CTHUN_HEALTH_BUFF] ?? 0, taunt: (t[CTHUN_TAUNT_BUFF] ?? 0) > 0 };
}

/** "Your C'Thun's Attack (Health)": C'Thun's printed stat plus the player's buffs, wherever C'Thun is (rules-notes 1120). */
export function cthunStatOf(ctx: Ctx, player: PlayerId, stat: "attack" | "health"): number {
  const facts = ctx.cards.get(CTHUN_CARD)?.facts;
  const b = cthunBuffsOf(ctx, player);
  return stat === "attack" ? (facts?.attack ?? 6) + b.attack : (facts?.health ?? 6) + b.health;
}
