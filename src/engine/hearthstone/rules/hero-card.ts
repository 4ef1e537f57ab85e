/**
 * @module hearthstone/rules/hero-card
 * A hero card's arrival (rulebook 2.5 使用英雄牌), shared by playing one (actions/play.ts) and replaying one
 * (effects/replay.ts): its replace step and its Hero Power.
 */
import type { CompiledCard } from "../cards/compile.js";
import type { Ctx } from "../context.js";
import { detachEnchantment, moveTo, newEntity, playerOf } from "../game.js";
import { maxHealthOf } from "../stats.js";
import type { Entity, PlayerId } from "../types.js";
import { noteEvent } from "./events.js";
import { HERO_ARMOR_CHANGED_THIS_TURN } from "./hero-armor.js";
import { ARMOR_GAINED_THIS_GAME } from "./played.js";

/**
 * 2.5's replace step: the new hero takes over the old one's Health (its damage, the same room below its maximum), Armor
 * plus its own, and states; the old hero goes aside.
 */
export function heroCardReplaces(ctx: Ctx, card: Entity, player: PlayerId): void {
  const p = playerOf(ctx.game, player);
  const old = p.hero;
  const extraArmor = card.def.tags.ARMOR ?? 0;
  // 2.5: the hero's states stay with the player's new hero (only Jaraxxus and Ragnaros the minions remove them):
  // Heroic Strike's Attack, player states carried by the hero. Aura enchantments come back at this phase's aura update.
  for (let j = 0, list = old.enchantments.slice(); j < list.length; j++) { const en = list[j]!; if (en.aura) detachEnchantment(old, en); }
  const oldMax = maxHealthOf(old);
  for (let i = 0, enchantmentsList = old.enchantments; i < enchantmentsList.length; i++) {
    const en = enchantmentsList[i]!;
    en.host = card;
    card.enchantments.push(en);
  }
  old.enchantments = [];
  card.tags.HEALTH = (card.tags.HEALTH ?? 0) + oldMax - maxHealthOf(card);
  card.tags.DAMAGE = old.tags.DAMAGE ?? 0;
  card.tags.ARMOR = (old.tags.ARMOR ?? 0) + extraArmor;
  if (extraArmor > 0) p.tags[ARMOR_GAINED_THIS_GAME] = (p.tags[ARMOR_GAINED_THIS_GAME] ?? 0) + extraArmor;
  card.tags.NUM_ATTACKS_THIS_TURN = old.tags.NUM_ATTACKS_THIS_TURN ?? 0;
  // A hero card that brings no hero power (a client's own) leaves the player's current one in place.
  if (p.heroPower && card.def.def?.heroPower) moveTo(ctx.game, p.heroPower, "SETASIDE");
  old.zone = "SETASIDE";
  p.setAside.push(old);
  p.hero = card;
  // The Armor a hero card brings is a change of the player's Armor (Stoneskin Armorer, rules/hero-armor.ts).
  if (extraArmor !== 0) p.tags[HERO_ARMOR_CHANGED_THIS_TURN] = (p.tags[HERO_ARMOR_CHANGED_THIS_TURN] ?? 0) + 1;
  noteEvent(ctx, { type: "zone-change", target: old, detail: { to: "SETASIDE" } });
}

/** A new hero power replaces the old one; its uses this turn start again (2.7). */
export function gainHeroPowerCard(ctx: Ctx, player: PlayerId, card: CompiledCard): void {
  const p = playerOf(ctx.game, player);
  const hp = newEntity(ctx.game, card, player, "PLAY");
  p.heroPower = hp;
  p.tags.HEROPOWER_ACTIVATIONS_THIS_TURN = 0;
  noteEvent(ctx, { type: "zone-change", target: hp, detail: { to: "PLAY" } });
}
