/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Warrior cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { GROMMASH } from "../expert1/warrior.js";

export const VANILLA_WARRIOR = (): CardDefinition[] => [
  // Grommash Hellscream: "Charge Enrage: +6 Attack" — Enrage is today's "while damaged" (rules-notes 28): the same text.
  { id: "VAN_EX1_414", ...GROMMASH },
];
