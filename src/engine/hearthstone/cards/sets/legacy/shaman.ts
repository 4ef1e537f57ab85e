/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Shaman cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

type Text = Omit<CardDefinition, "id">;

/** Fire Elemental's battlecry, by its damage (today's 4; the 2021 Classic card's 3). */
export const fireElemental = (amount: number): Text => ({ target: { type: "character" }, battlecry: [{ type: "damage", amount, to: "target" }] });

export const LEGACY_SHAMAN = (): CardDefinition[] => [
  // Ancestral Healing: "restore to full" heals as much as the maximum Health (Auchenai makes that damage), then Taunt.
  { id: "CS2_041", target: { type: "minion" }, spell: [
    { type: "heal", amount: { stat: "maxHealth", of: "target" }, to: "target" }, { type: "buff", to: "target", enchantment: "CS2_041e" },
  ] },
  { id: "CS2_041e", buff: { grants: ["TAUNT"] } },
  { id: "EX1_246", target: { type: "minion" }, spell: [{ type: "transform", to: "target", card: "hexfrog" }] }, // Hex (4.5)
  { id: "EX1_246e" }, // Hexxed: "This minion has been transformed!" (a label; it changes nothing)
  { id: "CS2_042", ...fireElemental(4) }, // Fire Elemental: "Battlecry: Deal 4 damage."
  // Flametongue Totem: "Adjacent minions have +2 Attack."
  { id: "EX1_565", auras: [{ to: { adjacent: "self" }, buff: { attack: 2 }, enchantment: "EX1_565o" }] },
  { id: "EX1_565o", buff: { attack: 2 } },
  { id: "CS2_037", target: { type: "character", side: "enemy" }, spell: [{ type: "damage", amount: 1, to: "target" }, { type: "freeze", to: "target" }] }, // Frost Shock
  // Bloodlust: "Give your minions +3 Attack this turn." (expires in MAIN_CLEANUP, 2.1)
  { id: "CS2_046", spell: [{ type: "buff", to: "friendly-minions", enchantment: "CS2_046e" }] },
  { id: "CS2_046e", buff: { attack: 3, oneTurn: true } },
  // Rockbiter Weapon: "Give a friendly character +3 Attack this turn." (the hero too; expires in MAIN_CLEANUP, 2.1)
  { id: "CS2_045", target: { type: "character", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_045e" }] },
  { id: "CS2_045e", buff: { attack: 3, oneTurn: true } },
  // Totemic Might: "Give your Totems +2 Health."
  { id: "EX1_244", spell: [{ type: "buff", to: { all: "minions", side: "friendly", where: { race: "TOTEM" } }, enchantment: "EX1_244e" }] },
  { id: "EX1_244e", buff: { health: 2 } },
  // Windfury: "Give a minion Windfury." The game gives the keyword itself (no enchantment card): an enchantment without a
  // card here, which Silence removes.
  { id: "CS2_039", target: { type: "minion" }, spell: [{ type: "buff", to: "target", grants: ["WINDFURY"] }] },
  // Windspeaker: "Battlecry: Give a friendly minion Windfury." (as Windfury: no enchantment card)
  { id: "EX1_587", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", grants: ["WINDFURY"] }] },
];
