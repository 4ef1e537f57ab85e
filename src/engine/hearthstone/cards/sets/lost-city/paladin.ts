/** The Lost City of Un'Goro (THE_LOST_CITY): Paladin cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_PALADIN: CardDefinition[] = [
  // Firegill: "Kindred: Give your other minions Rush." (an Elemental and a Murloc: Kindred after either; DINO_404e none in
  // the data, so Rush is granted by an anonymous enchantment)
  { id: "DINO_404", kindred: [{ type: "buff", to: "other-friendly-minions", grants: ["RUSH"] }] },
  // Threshrider's Blessing: "Give a friendly minion +4/+4 and "Deathrattle: Summon a random 4-Cost minion."" (TLC_477e)
  { id: "TLC_477", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "TLC_477e" }] },
  { id: "TLC_477e", buff: { attack: 4, health: 4 }, deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } }] },
];
