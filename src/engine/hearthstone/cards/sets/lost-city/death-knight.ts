/** The Lost City of Un'Goro (THE_LOST_CITY): Death Knight cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_DEATHKNIGHT: CardDefinition[] = [
  // Cryosleep: "Deal $4 damage and draw a card. Kindred: Draw another." (a character; a Frost spell: Kindred after a Frost
  // spell played last turn)
  { id: "TLC_440", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" }, { type: "draw", count: 1 }],
    kindred: [{ type: "draw", count: 1 }] },
  // Bonechill Stegodon: "Deathrattle: Deal 6 damage to three random enemies." (three different enemies picked at once, 3.5,
  // one mass damage, as Bursting Shot; with fewer, each of them)
  { id: "TLC_401", deathrattle: [{ type: "group", of: { random: "enemy-characters", count: 3 }, do: [{ type: "damage", amount: 6, to: "group" }] }] },
  // Reluctant Wrangler: "Reborn Deathrattle: Summon a 2/2 Undead Beast with Taunt." (Reborn from the card data; the token
  // TLC_443t is a 2/2 Undead Beast with Taunt in the data)
  { id: "TLC_443", deathrattle: [{ type: "summon", card: "TLC_443t" }] },
];
