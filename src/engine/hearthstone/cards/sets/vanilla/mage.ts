/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Mage cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { arcaneMissiles } from "../legacy/mage.js";
import { iceBarrier, mirrorEntity } from "../expert1/mage.js";

export const VANILLA_MAGE = (): CardDefinition[] => [
  // Arcane Missiles: "... randomly split among all enemy characters" — the current text's "all enemies".
  { id: "VAN_EX1_277", ...arcaneMissiles },
  // Flamestrike: "Deal $4 damage to all enemy minions."
  { id: "VAN_CS2_032", spell: [{ type: "damage", amount: 4, to: "enemy-minions" }] },
  // Ice Barrier: "Secret: As soon as your hero is attacked, gain 8 Armor." — when it is attacked, before the damage (2.6 a).
  { id: "VAN_EX1_289", ...iceBarrier },
  // Mirror Entity: "Secret: When your opponent plays a minion, summon a copy of it." (the after-play trigger, see mirrorEntity)
  { id: "VAN_EX1_294", ...mirrorEntity },
  // Sorcerer's Apprentice: "Your spells cost (1) less." — no floor of 1, unlike today's. Its enchantment VAN_EX1_608e
  // (SorcerersApprentice_ApprenticesAssistanceEnchantment) is not in the card data: defined with inferred facts.
  { id: "VAN_EX1_608", auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -1 }, enchantment: "VAN_EX1_608e" }] },
  { id: "VAN_EX1_608e", type: "ENCHANTMENT", name: { enUS: "Apprentices Assistance", zhCN: "学徒之助" }, cardClass: "MAGE", inferred: true, buff: { cost: -1 } },
];
