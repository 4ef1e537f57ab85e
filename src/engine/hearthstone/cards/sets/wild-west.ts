/** Showdown in the Badlands (WILD_WEST). */
import type { CardDefinition } from "../format/index.js";

export const WILD_WEST = (): CardDefinition[] => [
  // Quickdraw (快枪): "if you play this the turn it enters your hand" — the condition `{ quickdraw: true }` (in hand: the
  // card's ENTERED_HAND_THIS_TURN; played: its play record). Spells and texts that change a Battlecry only (rules-notes 417).
  // Dehydrate: "Lifesteal. Deal $4 damage to a minion. Quickdraw: Costs (1)." (a cost aura on itself in hand)
  { id: "WW_325", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { quickdraw: true } }] },
  // Lay Down the Law: "Tradeable. Set a minion's Attack and Health to 1. Quickdraw: Then deal $1 damage to it."
  { id: "WW_365", target: { type: "minion" }, spell: [
    { type: "buff", to: "target", enchantment: "WW_365e" },
    { type: "if", if: { quickdraw: true }, then: [{ type: "damage", amount: 1, to: "target" }] },
  ] },
  { id: "WW_365e", type: "ENCHANTMENT", name: "Justice Dispensed", cardClass: "PALADIN", inferred: true, buff: { setAttack: 1, setHealth: 1 } },
  // Rehydrate: "Restore #7 Health. Quickdraw: Refresh 2 Mana Crystals." (any character, then the refresh)
  { id: "WW_823", target: { type: "character" }, spell: [
    { type: "heal", amount: 7, to: "target" },
    { type: "if", if: { quickdraw: true }, then: [{ type: "refreshMana", amount: 2 }] },
  ] },
  // Farm Hand: "Battlecry: Discover an Undead. Quickdraw: It costs (2) less." (the Quickdraw changes what the Battlecry
  // gives: part of it — Brann repeats both)
  { id: "WW_358", battlecry: [{ type: "if", if: { quickdraw: true },
    then: [{ type: "discover", from: { type: "MINION", race: "UNDEAD", yourClass: true }, enchantment: "WW_358e" }],
    else: [{ type: "discover", from: { type: "MINION", race: "UNDEAD", yourClass: true } }] }] },
  { id: "WW_358e", type: "ENCHANTMENT", name: "Handy", cardClass: "DEATHKNIGHT", inferred: true, buff: { cost: -2 } },
  // Stick Up: "Discover a Quickdraw card from another class." (the card data's QUICKDRAW mechanic; any class but yours)
  { id: "WW_411", spell: [{ type: "discover", from: { type: "CARD", mechanic: "QUICKDRAW", otherClass: true } }] },
];
