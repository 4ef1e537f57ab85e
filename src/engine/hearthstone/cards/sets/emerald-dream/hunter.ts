/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_HUNTER = (): CardDefinition[] => [
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
  // Mythical Runebear: "Taunt. Battlecry: If this has 4 or more Attack, summon a copy of this." (its Attack as the battlecry
  // resolves; "a copy of this" keeps its enchantments, 4.8, as RLK_062's copies do; Taunt from the card data)
  { id: "EDR_481", battlecry: [{ type: "if", if: { value: { stat: "attack", of: "self" }, atLeast: 4 },
    then: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // Magma Hound: "Rush. After this attacks a minion and survives, deal this minion's Attack damage split among all enemies."
  // (after-attack step, 2.6 g; "survives": not mortally wounded then; one hit at a time, as Mad Bomber's, its Attack read
  // once as the effect starts; Rush from the card data)
  { id: "FIR_953", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: "minion" }, { entity: "self", matches: { alive: true } }],
    do: [{ type: "repeat", times: { stat: "attack", of: "self" }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] }] },
  // Amphibian's Spirit: "Give a minion +2/+2 and "Deathrattle: Give a friendly minion +2/+2 and this Deathrattle."" (the
  // Deathrattle passes the same enchantment to a random friendly minion)
  { id: "EDR_261", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "EDR_261e" }] },
  { id: "EDR_261e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", cardClass: "HUNTER", name: "Amphibians Spirit", buff: { attack: 2, health: 2 },
    deathrattle: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "EDR_261e" }] },
  // Goldrinn: "Rush Friendly Beasts deal double damage." (every damage a friendly Beast deals, itself too — attacks,
  // battlecries, triggers — doubled in a pre-damage step, 4.9 step 4, as Cursed Blade doubles; rules-notes; Rush from the data)
  { id: "EDR_480", triggers: [{ on: "pre-damage", if: { source: { side: "friendly", race: "BEAST" } }, do: [{ type: "changeDamage", multiply: 2 }] }] },
  // Verdant Dreamsaber: "Battlecry: If this costs (3) or less, attack two random enemy minions." "This costs" is the Cost it
  // was played for (2.2: reductions included); the two are different minions, picked at once, attacked one after another
  // (rules-notes 303).
  { id: "EDR_014", battlecry: [{ type: "if", if: { value: { stat: "playedCost", of: "self" }, atMost: 3 },
    then: [{ type: "forceAttack", attacker: "self", defender: { random: "enemy-minions", count: 2 }, each: true }] }] },
];
