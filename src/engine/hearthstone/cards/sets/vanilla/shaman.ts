/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Shaman cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { ANCESTRAL_SPIRIT, UNBOUND_ELEMENTAL } from "../expert1/shaman.js";
import { fireElemental } from "../legacy/shaman.js";

export const VANILLA_SHAMAN = (): CardDefinition[] => [
  // Ancestral Spirit: "Choose a minion. When that minion is destroyed, return it to the battlefield." The same enchantment as
  // today's card (CS2_038e, the data gives the Classic card no other): its deathrattle summons a fresh copy.
  { id: "VAN_CS2_038", ...ANCESTRAL_SPIRIT },
  // Feral Spirit: "Summon two 2/3 Spirit Wolves with Taunt. Overload: (2)" (Overload from the data), its own Spirit Wolves.
  { id: "VAN_EX1_248", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "VAN_EX1_tk11", count: 2 }] },
  { id: "VAN_EX1_tk11", tags: { TAUNT: 1 } }, // Spirit Wolf: "Taunt" (the data lacks the keyword)
  { id: "VAN_CS2_042", ...fireElemental(3) }, // Fire Elemental: "Battlecry: Deal 3 damage."
  // Lightning Storm: "Deal $2-$3 damage to all enemy minions. Overload: (2)". A random amount for each minion, each hit
  // and its damage event before the next (1.5: AoE of varying amounts is not mass damage).
  { id: "VAN_EX1_259", spell: [{ type: "damage", amount: 2, upTo: 3, to: "enemy-minions" }] },
  // Unbound Elemental: "Whenever you play a card with Overload, gain +1/+1." (2/4)
  { id: "VAN_EX1_258", ...UNBOUND_ELEMENTAL },
];
