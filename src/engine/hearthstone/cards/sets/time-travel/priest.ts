/** Across the Timeways (穿越时间流, TIME_TRAVEL): the priest cards. */
import type { CardDefinition } from "../../format/index.js";

export const TT_PRIEST = (): CardDefinition[] => [
  // Amber Priestess: "Taunt Battlecry: Restore Health to a character equal to this minion's Health." (its Health as the
  // battlecry resolves; Taunt from the card data)
  { id: "TIME_431", target: { type: "character" }, battlecry: [{ type: "heal", amount: { stat: "health", of: "self" }, to: "target" }] },
  // Power Word: Barrier: "Give a character Divine Shield. Give minions in your hand +2 Health."
  { id: "TIME_447", target: { type: "character" }, spell: [
    { type: "buff", to: "target", grants: ["DIVINE_SHIELD"] },
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "TIME_447e2" }] },
  { id: "TIME_447e2", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "PRIEST", name: "Barrier", buff: { health: 2 } },
  // Cleansing Lightspawn: "Lifesteal Battlecry: Deal damage to an enemy minion equal to this minion's Health." (Lifesteal
  // from the card data: the minion is the source)
  { id: "TIME_427", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "damage", amount: { stat: "health", of: "self" }, to: "target" }] },
  // Disciple of the Dove: "Battlecry: Draw a minion. Give minions in your hand +2 Health." (the minion drawn is in hand then)
  { id: "TIME_037", battlecry: [
    { type: "draw", where: { type: "minion" } },
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "TIME_037e" }] },
  { id: "TIME_037e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "PRIEST", name: "Doves Blessing", buff: { health: 2 } },
  // Cease to Exist: "Rewind Silence and destroy a random enemy minion." (one minion picked, silenced, then destroyed)
  { id: "TIME_433", rewind: true, spell: [{ type: "group", of: { random: "enemy-minions" }, do: [
    { type: "silence", to: "group" }, { type: "destroy", to: "group" }] }] },
  // Eternus: "Battlecry: Take control of an enemy minion with this minion's Health or less." (its Health as it is played)
  { id: "TIME_435", target: { type: "minion", side: "enemy", where: { atMostOf: { stat: "health", of: "self" } } },
    battlecry: [{ type: "takeControl", to: "target" }] },
  // Intertwined Fate: "Discover a copy of a card from your deck and one from your opponent's." (two Discovers: yours first)
  { id: "TIME_432", spell: [{ type: "discover", from: "deck", copy: true }, { type: "discover", from: "deck", side: "enemy", copy: true }] },
  // Divine Augur: "Battlecry: Set the Attack and Health of every minion in your hand to the higher of the two stats." (each
  // minion's own two stats, read as it is reached)
  { id: "TIME_429", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } },
    setAttack: { stat: "attack", of: "each", min: { stat: "health", of: "each" } },
    setHealth: { stat: "health", of: "each", min: { stat: "attack", of: "each" } } }] },
  // Wings of Eternity: "Discover a Dragon from the past with a Dark Gift." (from the past: w8/tt's fromThePast, rules-notes
  // 526; Dark Gift: rules-notes 480-482)
  { id: "END_027", spell: [{ type: "discover", from: { type: "MINION", race: "DRAGON", yourClass: true, fromThePast: true }, darkGift: true }] },
];
