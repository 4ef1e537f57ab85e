/** Classic (Expert, 经典): Paladin cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_PALADIN: CardDefinition[] = [
  // Blessed Champion: doubling Attack adds the current Attack (auras included).
  { id: "EX1_355", target: { type: "minion" }, spell: [{ type: "buff", to: "target", attack: { stat: "attack", of: "target" }, enchantment: "EX1_355e" }] },
  { id: "EX1_355e" },
  // Aldor Peacekeeper: an enemy minion's Attack set to 1.
  { id: "EX1_382", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "buff", to: "target", enchantment: "EX1_382e" }] },
  { id: "EX1_382e", buff: { setAttack: 1 } },
  // Holy Wrath: damage equal to the cost of the card on top of the deck, then that card is drawn (3.1 反常的结算顺序: the
  // cost is the one it has in the deck).
  { id: "EX1_365", target: { type: "minion" }, spell: [{ type: "damage", amount: { stat: "cost", of: { top: "deck" } }, to: "target" }, { type: "draw" }] },
  // Redemption: "Secret: When a friendly minion dies, return it to life with 1 Health." Low priority (3.2).
  { id: "EX1_136", triggers: [{ on: "death", if: [{ target: "friendly-minion" }, { space: "friendly-board" }], priority: "low", do: [{ type: "summonCopy", of: "event-target", health: 1 }] }] },
  // Blessing of Wisdom: "Choose a minion. Whenever it attacks, draw a card."
  { id: "EX1_363", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "EX1_363e" }] },
  { id: "EX1_363e", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "draw" }] }] },
  // The same state on an enemy's minion: "When this minion attacks, the enemy player draws a card" (the caster, its controller).
  { id: "EX1_363e2", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "draw" }] }] },
  // Sword of Justice: "After you summon a minion, give it +1/+1 and this loses 1 Durability."
  { id: "EX1_366", triggers: [{ on: "after-summon", if: { target: "friendly-minion" }, do: [
    { type: "buff", to: "event-target", enchantment: "EX1_366e" }, { type: "loseDurability", amount: 1, to: "self" },
  ] }] },
  { id: "EX1_366e", buff: { attack: 1, health: 1 } },
  { id: "EX1_354", target: { type: "character" }, spell: [{ type: "heal", amount: 8, to: "target" }, { type: "draw", count: 3 }] }, // Lay on Hands
  // Noble Sacrifice: "Secret: When an enemy attacks, summon a 2/1 Defender as the new target." Needs board space (3.4).
  { id: "EX1_130", triggers: [{ on: "pre-attack", if: [{ source: "enemy" }, { space: "friendly-board" }], do: [
    { type: "summon", card: "EX1_130a" }, { type: "redirectAttack", to: "summoned" },
  ] }] },
  // Eye for an Eye: "Secret: When your hero takes damage, deal that much damage to the enemy hero." A damage trigger (step 8).
  { id: "EX1_132", triggers: [{ on: "damage", if: { target: "friendly-hero" }, do: [{ type: "damage", amount: { event: "amount" }, to: "enemy-hero" }] }] },
  // Tirion Fordring: "Divine Shield, Taunt. Deathrattle: Equip a 5/3 Ashbringer."
  { id: "EX1_383", deathrattle: [{ type: "equipWeapon", card: "EX1_383t" }] },
];
