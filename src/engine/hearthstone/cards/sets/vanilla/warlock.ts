/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Warlock cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { DESTROY_ALL_MINIONS } from "../expert1/warlock.js";

export const VANILLA_WARLOCK: CardDefinition[] = [
  // Sacrificial Pact (2014): "Destroy a Demon. Restore #5 Health to your hero." Any Demon, an enemy one too — a Demon hero
  // as well (today's card: a friendly one).
  { id: "VAN_NEW1_003", target: { type: "character", where: { race: "DEMON" } }, spell: [
    { type: "destroy", to: "target" }, { type: "heal", amount: 5, to: "friendly-hero" },
  ] },
  // Twisting Nether (2014): "Destroy all minions." The same as today's text here (no locations in the engine).
  { id: "VAN_EX1_312", spell: DESTROY_ALL_MINIONS },
];
