/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_HUNTER: CardDefinition[] = [
  // Bursting Shot: "Deal $2 damage to three random enemies." As Cleave and Multi-Shot: three different enemies picked at once
  // (3.5), one mass damage (1.5); with fewer enemies, each of them.
  { id: "FIR_909", spell: [{ type: "group", of: { random: "enemy-characters", count: 3 }, do: [{ type: "damage", amount: 2, to: "group" }] }] },
  // Broll Bearmantle: "After you cast a spell, summon a random Animal Companion." (Huffer, Leokk or Misha)
  { id: "EDR_853", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } },
    do: [{ type: "summonRandom", pool: ["NEW1_032", "NEW1_033", "NEW1_034"] }] }] },
  // Tending Dragonkin: "Battlecry: Copy the lowest Cost Beast in your hand." (a copy to your hand; ties at random)
  { id: "FIR_960", battlecry: [{ type: "addCard", copyOf: { random: { all: "hand", side: "friendly", where: { race: "BEAST" } }, lowest: "cost" } }] },
  // Shepherd's Crook: "After your hero attacks, summon a 3/3 Sheep that's Dormant for 2 turns." (4.6: Dormant as summoned,
  // counting its controller's turn starts)
  { id: "EDR_416", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summon", card: "EDR_416t" },
    { type: "if", if: { exists: "summoned" }, then: [{ type: "dormant", to: "summoned", turns: 2 }] }] }] },
  { id: "EDR_416t", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "HUNTER", name: "Sleepy Sheep", attack: 3, health: 3 },
  // Spirit Bond: "Deal $3 damage to a minion. If it dies, summon a 3/2 Wolf with Rush." ("dies": mortally wounded by it, 2.3;
  // the Wolf is the game's EDR_850pe, Playful Pup, as in the client's card scripts)
  { id: "EDR_262", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "summon", card: "EDR_850pe" }] }] },
  { id: "EDR_850pe", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "HUNTER", name: "Playful Pup", attack: 3, health: 2, tags: { RUSH: 1 } },
  // Grace of the Greatwolf: "Choose One - Deal $4 damage to the enemy hero; or Summon two 3/2 Wolves with Rush."
  { id: "EDR_263", chooseOne: [
    { effects: [{ type: "damage", amount: 4, to: "enemy-hero" }] },
    { requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "EDR_850pe", count: 2 }] }] },
];
