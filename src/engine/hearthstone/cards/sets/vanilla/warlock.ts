/** Classic (Vanilla), the 2021 Classic format's original texts (经典模式): Warlock cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { DESTROY_ALL_MINIONS } from "../expert1/warlock.js";

export const VANILLA_WARLOCK = (): CardDefinition[] => [
  // Sacrificial Pact (2014): "Destroy a Demon. Restore #5 Health to your hero." Any Demon, an enemy one too — a Demon hero
  // as well (today's card: a friendly one).
  { id: "VAN_NEW1_003", target: { type: "character", where: { race: "DEMON" } }, spell: [
    { type: "destroy", to: "target" }, { type: "heal", amount: 5, to: "friendly-hero" },
  ] },
  // Twisting Nether (2014): "Destroy all minions." The same as today's text here (no locations in the engine).
  { id: "VAN_EX1_312", spell: DESTROY_ALL_MINIONS },
  // Lord Jaraxxus (2014, a minion): "Battlecry: Destroy your hero and replace it with Lord Jaraxxus." The minion becomes the
  // hero (set aside, not a death): the 15-Health Demon hero EX1_323h, fresh (2.5: the hero's damage, Armor and states go),
  // with the INFERNO! Hero Power and the 3/8 Blood Fury, as the original card did (the card data has no Classic-format
  // printings of the hero and weapon).
  { id: "VAN_EX1_323", battlecry: [
    { type: "replaceHero", card: "EX1_323h", heroPower: "VAN_EX1_tk33", removeSource: true },
    { type: "equipWeapon", card: "EX1_323w" },
  ] },
  // INFERNO! (Classic format): "Hero Power Summon a 6/6 Infernal."
  { id: "VAN_EX1_tk33", power: [{ type: "summon", card: "VAN_EX1_tk34" }] },
];
