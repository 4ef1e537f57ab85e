/** Classic (Expert, 经典): Shaman cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_SHAMAN: CardDefinition[] = [
  // Lightning Bolt: "Deal 3 damage. Overload: (1)" (Overload from the card data)
  { id: "EX1_238", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }] },
  { id: "EX1_241", target: { type: "character" }, spell: [{ type: "damage", amount: 5, to: "target" }] }, // Lava Burst (Overload from the data)
  { id: "EX1_259", spell: [{ type: "damage", amount: 3, to: "enemy-minions" }] }, // Lightning Storm (Overload from the data)
  { id: "EX1_245", target: { type: "minion" }, spell: [{ type: "silence", to: "target" }, { type: "damage", amount: 1, to: "target" }] }, // Earth Shock
  { id: "EX1_248", spell: [{ type: "summon", card: "EX1_tk11", count: 2 }] }, // Feral Spirit (Overload from the data)
  { id: "EX1_575", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "draw" }] }] }, // Mana Tide Totem
  // Unbound Elemental: "After you play a card with Overload, gain +1/+1." The rulebook lists it among on-play triggers (2.2 e, 2.3 f).
  { id: "EX1_258", triggers: [{ on: "play", if: { target: { side: "friendly", has: "overload" } }, do: [{ type: "buff", to: "self", enchantment: "EX1_258e" }] }] },
  { id: "EX1_258e", buff: { attack: 1, health: 1 } },
  // Ancestral Spirit: "Give a minion 'Deathrattle: Resummon this minion.'" (an enchantment's deathrattle: a fresh copy of its host)
  { id: "CS2_038", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_038e" }] },
  { id: "CS2_038e", deathrattle: [{ type: "summonCopy", of: "self" }] },
];
