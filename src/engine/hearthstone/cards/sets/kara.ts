/** One Night in Karazhan. */
import type { CardDefinition } from "../format.js";

export const KARA: CardDefinition[] = [
  // Barnes: "Battlecry: Summon a 1/1 copy of a random minion in your deck." The 1/1 is an enchantment given with the
  // summon, before its summon event (3.1 召唤随从并附加状态); an aura's bonus still applies after it (Stormwind Champion: 2/2).
  { id: "KAR_114", battlecry: [{ type: "summonCopy", of: { random: { all: "deck", side: "friendly", where: { type: "minion" } } }, enchantment: "KAR_114e" }] },
  { id: "KAR_114e", buff: { setAttack: 1, setHealth: 1 } },
];
