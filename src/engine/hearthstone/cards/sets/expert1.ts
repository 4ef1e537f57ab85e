/**
 * Expert (Classic) set.
 */
import type { CardDefinition } from "../format.js";

export const EXPERT1: CardDefinition[] = [
  // Knife Juggler: "After you summon a minion, deal 1 damage to a random enemy."
  { id: "NEW1_019", triggers: [{ on: "after-summon", if: { target: "other-friendly-minion" }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] },
  // Acolyte of Pain: "Whenever this minion takes damage, draw a card."
  { id: "EX1_007", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "draw" }] }] },
  // Frothing Berserker: "Whenever a minion takes damage, gain +1 Attack."
  { id: "EX1_604", triggers: [{ on: "damage", if: { target: "minion" }, do: [{ type: "buff", to: "self", attack: 1, enchantment: "EX1_604o" }] }] },
  // Cult Master: "After a friendly minion dies, draw a card."
  { id: "EX1_595", triggers: [{ on: "death", if: { target: "friendly-minion" }, do: [{ type: "draw" }] }] },
  // Leper Gnome.
  { id: "EX1_029", deathrattle: [{ type: "damage", amount: 2, to: "enemy-hero" }] },
  // Loot Hoarder.
  { id: "EX1_096", deathrattle: [{ type: "draw" }] },
  // Abomination (Taunt from its tags).
  { id: "EX1_097", deathrattle: [{ type: "damage", amount: 2, to: "all-characters" }] },
  // Bloodmage Thalnos (Spell Damage +1 from its tags).
  { id: "EX1_012", deathrattle: [{ type: "draw" }] },
  // Baron Geddon: "At the end of your turn, deal 2 damage to ALL other characters."
  { id: "EX1_249", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 2, to: "all-other-characters" }] }] },
  // Felguard: "Battlecry: Destroy one of your Mana Crystals."
  { id: "EX1_301", battlecry: [{ type: "manaCrystals", amount: -1 }] },
  // Auchenai Soulpriest: "Your cards and powers that restore Health now deal damage instead."
  { id: "EX1_591", auras: [{ rule: "healing-deals-damage" }] },
  // Circle of Healing.
  { id: "EX1_621", spell: [{ type: "heal", amount: 4, to: "all-minions" }] },
  // Silence.
  { id: "EX1_332", target: { type: "minion" }, spell: [{ type: "silence", to: "target" }] },
  // Nourish: Choose One - Gain 2 Mana Crystals; or Draw 3 cards.
  { id: "EX1_164", chooseOne: [
    { card: "EX1_164a", effects: [{ type: "manaCrystals", amount: 2, state: "full" }] },
    { card: "EX1_164b", effects: [{ type: "draw", count: 3 }] },
  ] },
  // Redemption: "Secret: When a friendly minion dies, return it to life with 1 Health." Low priority (3.2).
  { id: "EX1_136", triggers: [{ on: "death", if: [{ target: "friendly-minion" }, { space: "friendly-board" }], priority: "low", do: [{ type: "summonCopy", of: "event-target", health: 1 }] }] },
  // Explosive Trap: "Secret: When your hero is attacked, deal 2 damage to all enemies." (no condition beyond that, 3.4)
  { id: "EX1_610", triggers: [{ on: "pre-attack", if: { target: "friendly-hero" }, do: [{ type: "damage", amount: 2, to: "enemy-characters" }] }] },
  // Freezing Trap: the attacker must be in play and not mortally wounded (3.4).
  { id: "EX1_611", triggers: [{ on: "pre-attack", if: { source: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "returnToHand", to: "event-source", cost: 2 }] }] },
  // Misdirection: the attacker alive, and another character besides attacker and defender, alive and not immune (3.4).
  { id: "EX1_533", triggers: [{
    on: "pre-attack",
    if: [{ target: "friendly-hero" }, { source: { side: "enemy", alive: true } }, { exists: { all: "characters", where: { not: ["event-source", "event-target"], alive: true, notTag: "IMMUNE" } } }],
    do: [{ type: "redirectAttack", to: { random: { all: "characters", where: { not: ["event-source", "event-target"] } } } }],
  }] },
  // Blessing of Wisdom: "Choose a minion. Whenever it attacks, draw a card."
  { id: "EX1_363", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "EX1_363e" }] },
  { id: "EX1_363e", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "draw" }] }] },
  // Power Overwhelming: "+4/+4 until end of turn. Then, it dies. Horribly."
  { id: "EX1_316", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "EX1_316e" }] },
  { id: "EX1_316e", buff: { attack: 4, health: 4 }, triggers: [{ on: "turn-end", do: [{ type: "destroy", to: "self" }] }] },
  // Lord Jaraxxus: "Battlecry: Equip a 3/8 Blood Fury." Brings INFERNO!.
  { id: "EX1_323", heroPower: "EX1_tk33", battlecry: [{ type: "equipWeapon", card: "EX1_323w" }] },
  { id: "EX1_tk33", power: [{ type: "summon", card: "EX1_tk34" }] },
  // SI:7 Agent: "Combo: Deal 3 damage."
  { id: "EX1_134", target: { type: "character" }, combo: [{ type: "damage", amount: 3, to: "target" }] },
  // Water Elemental: "Freeze any character damaged by this minion." (the FREEZE keyword, from its tags)
  { id: "CS2_033" },
  // Defias Ringleader: "Combo: Summon a 2/1 Defias Bandit."
  { id: "EX1_131", combo: [{ type: "summon", card: "EX1_131t" }] },
  { id: "EX1_604o", buff: { attack: 1 } },
  // Counterspell: "Secret: When your opponent casts a spell, Counter it." (2.3 c: the counter step of the play phase)
  { id: "EX1_287", triggers: [{ on: "counter", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "counter", to: "event-target" }] }] },
  // Lightning Bolt: "Deal 3 damage. Overload: (1)" (Overload from the card data)
  { id: "EX1_238", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }] },
];
