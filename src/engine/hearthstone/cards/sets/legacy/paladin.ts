/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Paladin cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_PALADIN: CardDefinition[] = [
  { id: "CS2_093", spell: [{ type: "damage", amount: 2, to: "enemy-characters" }] }, // Consecration
  { id: "CS2_092", target: { type: "minion" }, spell: [{ type: "buff", to: "target", attack: 4, health: 4, enchantment: "CS2_092e" }] }, // Blessing of Kings
  { id: "CS2_092e", buff: { attack: 4, health: 4 } },
  // Truesilver Champion: "Whenever your hero attacks, restore 3 Health to it." (an on-attack trigger, 2.6 c)
  { id: "CS2_097", triggers: [{ on: "attack", if: { source: "friendly-hero" }, do: [{ type: "heal", amount: 3, to: "friendly-hero" }] }] },
  { id: "CS2_094", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "draw" }] }, // Hammer of Wrath
  { id: "CS2_089", spell: [{ type: "heal", amount: 8, to: "friendly-hero" }] }, // Holy Light
  { id: "CS2_087", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_087e" }] }, // Blessing of Might
  { id: "CS2_087e", buff: { attack: 3 } },
  { id: "EX1_360", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "EX1_360e" }] }, // Humility
  { id: "EX1_360e", buff: { setAttack: 1 } },
];
