/** Classic (Expert, 经典): Paladin cards, with the tokens and enchantments they make. */
import type { CardDefinition, Effect } from "../../format/index.js";

/** Avenging Wrath (both printings): "Deal $8 damage randomly split among all enemies / enemy characters." Eight missiles
 *  of 1 at random enemy characters, each skipping the mortally wounded (3.5); Spell Damage adds missiles (A.2 飞弹类法术). */
export const AVENGING_WRATH: Effect[] = [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 8 }, spellDamage: "hits" }];

export const EXPERT1_PALADIN = (): CardDefinition[] => [
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
  // Argent Protector: "Battlecry: Give a friendly minion Divine Shield." (another one, 其他: a battlecry never targets its
  // own minion, rules/targeting.ts)
  { id: "EX1_362", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", grants: ["DIVINE_SHIELD"] }] },
  { id: "EX1_384", spell: AVENGING_WRATH },
  // Divine Favor: "Draw cards until you have as many in hand as your opponent." The number is worked out once, after the
  // spell left the hand: max(0, their hand − yours), then that many draws (fatigue included).
  { id: "EX1_349", spell: [{ type: "draw", count: { count: { all: "hand", side: "enemy" }, add: { count: { all: "hand", side: "friendly" }, multiply: -1 } } }] },
  // Equality: "Change the Health of ALL minions to 1." (a set: damage is cleared, 4.1)
  { id: "EX1_619", spell: [{ type: "buff", to: "all-minions", enchantment: "EX1_619e" }] },
  { id: "EX1_619e", buff: { setHealth: 1 } },
  // Repentance: "Secret: After your opponent plays a minion, reduce its Health to 1." An after-play trigger; it stays hidden
  // when the minion is already mortally wounded (3.4: Snipe then Repentance).
  { id: "EX1_379", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "buff", to: "event-target", enchantment: "EX1_379e" }] }] },
  { id: "EX1_379e", buff: { setHealth: 1 } },
  // Uther's Gift: "Discover a Temporary Equality, Consecration, or Blessing of Kings." The three are the options (5.1 发现);
  // the one taken gets the game's Temporary enchantment (GBL_999e, sets/global.ts): discarded at the end of your turn if
  // still in hand.
  { id: "GIFT_05", spell: [{ type: "discover", from: ["EX1_619", "CS2_093", "CS2_092"], enchantment: "GBL_999e" }] },
  // Tirion Fordring: "Divine Shield, Taunt. Deathrattle: Equip a 5/3 Ashbringer."
  { id: "EX1_383", deathrattle: [{ type: "equipWeapon", card: "EX1_383t" }] },
];
