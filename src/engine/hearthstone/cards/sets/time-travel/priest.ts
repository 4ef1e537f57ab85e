/** Across the Timeways (穿越时间流, TIME_TRAVEL): the priest cards. */
import type { CardDefinition } from "../../format/index.js";

export const TT_PRIEST: CardDefinition[] = [
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
];
