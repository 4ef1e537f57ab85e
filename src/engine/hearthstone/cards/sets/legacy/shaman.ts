/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Shaman cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_SHAMAN: CardDefinition[] = [
  // Ancestral Healing: "restore to full" heals as much as the maximum Health (Auchenai makes that damage), then Taunt.
  { id: "CS2_041", target: { type: "minion" }, spell: [
    { type: "heal", amount: { stat: "maxHealth", of: "target" }, to: "target" }, { type: "buff", to: "target", enchantment: "CS2_041e" },
  ] },
  { id: "CS2_041e", buff: { grants: ["TAUNT"] } },
  { id: "EX1_246", target: { type: "minion" }, spell: [{ type: "transform", to: "target", card: "hexfrog" }] }, // Hex (4.5)
  { id: "EX1_246e" }, // Hexxed: "This minion has been transformed!" (a label; it changes nothing)
  { id: "CS2_042", target: { type: "character" }, battlecry: [{ type: "damage", amount: 4, to: "target" }] }, // Fire Elemental
  // Flametongue Totem: "Adjacent minions have +2 Attack."
  { id: "EX1_565", auras: [{ to: { adjacent: "self" }, buff: { attack: 2 }, enchantment: "EX1_565o" }] },
  { id: "EX1_565o", buff: { attack: 2 } },
  { id: "CS2_037", target: { type: "character", side: "enemy" }, spell: [{ type: "damage", amount: 1, to: "target" }, { type: "freeze", to: "target" }] }, // Frost Shock
  // Bloodlust: "Give your minions +3 Attack this turn." (expires in MAIN_CLEANUP, 2.1)
  { id: "CS2_046", spell: [{ type: "buff", to: "friendly-minions", enchantment: "CS2_046e" }] },
  { id: "CS2_046e", buff: { attack: 3, oneTurn: true } },
];
