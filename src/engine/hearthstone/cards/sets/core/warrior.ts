/** Core (核心系列): Warrior cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_WARRIOR = (): CardDefinition[] => [
  // Sanguine Depths (Location, 3 Durability): "Deal 1 damage to a minion and give it +2 Attack." — each use, on either
  // side's minion; the buff follows the damage even when the damage kills it.
  { id: "CORE_REV_990", target: { type: "minion" }, activate: [
    { type: "damage", amount: 1, to: "target" },
    { type: "buff", to: "target", enchantment: "REV_990e" },
  ] },
  { id: "REV_990e", buff: { attack: 2 } },
  // Bash: "Deal $3 damage. Gain 3 Armor."
  { id: "CORE_AT_064", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "armor", amount: 3 }] },
  // Bloodhoof Brave: "Taunt. Has +3 Attack while damaged." ("while damaged" is an aura on itself, rules-notes 28)
  { id: "CORE_OG_218", auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 3 }, enchantment: "OG_218e" }] },
  { id: "OG_218e", buff: { attack: 3 } }, // Enraged
  // Bulwark of Azzinoth: "Whenever your hero would take damage, this loses 1 Durability instead." A pre-damage trigger (4.9
  // 预伤害扳机 3: after the amount changers, before Ice Block — its `normal` step comes before Ice Block's `low` one, and
  // with the damage set to 0 no later step runs); a Bulwark with no Durability left absorbs nothing (rules-notes).
  { id: "CORE_BT_781", triggers: [{
    on: "pre-damage", if: [{ target: "friendly-hero" }, { entity: "self", matches: { mortallyWounded: false } }],
    do: [{ type: "changeDamage", set: 0 }, { type: "loseDurability", amount: 1, to: "self" }],
  }] },
  // Cargo Guard: "At the end of your turn, gain 3 Armor."
  { id: "CORE_SW_030", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "armor", amount: 3 }] }] },
  // Heavy Plate: "Tradeable. Gain 8 Armor." The card data gives this printing no TRADEABLE mechanic; the tag makes it
  // Tradeable as its text says (the trade action).
  { id: "CORE_SW_094", tags: { TRADEABLE: 1 }, spell: [{ type: "armor", amount: 8 }] },
  // Hookfist-3000: "After your hero attacks, gain 4 Armor and draw a card."
  { id: "CORE_NX2_028", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "armor", amount: 4 }, { type: "draw" }] }] },
  // Ravaging Ghoul: "Battlecry: Deal 1 damage to all other minions."
  { id: "CORE_OG_149", battlecry: [{ type: "damage", amount: 1, to: "all-other-minions" }] },
  // I Know a Guy: "Discover a Taunt minion. Give it +1/+2." — a Discover of your class's and neutral minions whose card
  // data gives them Taunt (as Stonehill Defender's); the card taken gets the buff in hand, before it is played.
  { id: "CORE_WON_350", spell: [{ type: "discover", from: { type: "MINION", mechanic: "TAUNT", yourClass: true }, enchantment: "CFM_940e" }] },
  // Knows Another Guy (IKnowAGuy_KnowsAnotherGuyEnchantment_CFM_940e): the card data lacks it; +1/+2 from the text.
  { id: "CFM_940e", type: "ENCHANTMENT", name: "Knows Another Guy", inferred: true, buff: { attack: 1, health: 2 } },
];
