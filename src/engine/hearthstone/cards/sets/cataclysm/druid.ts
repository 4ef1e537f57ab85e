/** Cataclysm (大灾变, CATACLYSM): Druid cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_DRUID = (): CardDefinition[] => [
  // Felwood Treant: "Battlecry: Gain a temporary Mana Crystal. If you spent 4 Mana while holding this, it's permanent." (the
  // Mana counted on the card while in hand, `countsManaSpent`; permanent: a full Mana Crystal instead of this turn's one)
  { id: "CATA_131", countsManaSpent: true, battlecry: [{ type: "if", if: { value: { manaSpent: "whileHeld" }, atLeast: 4 },
    then: [{ type: "manaCrystals", amount: 1, state: "full" }], else: [{ type: "tempMana", amount: 1 }] }] },
  // Forest's Gift: "Give a friendly minion +1/+1 for each minion you control." (counted as it resolves, the target too)
  { id: "CATA_138", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "CATA_138e",
    attack: { count: "friendly-minions" }, health: { count: "friendly-minions" } }] },
  { id: "CATA_138e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Tree Hugged" },
  // Iridescent Flitterwing: "Elusive. At the end of your turn, give your other minions +1/+1."
  { id: "CATA_133", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: "other-friendly-minions", enchantment: "CATA_133e" }] }] },
  { id: "CATA_133e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Iridescent Glow", buff: { attack: 1, health: 1 } },
  // Merithra of the Dream: "Battlecry: Fill your hand with random Dragons. If you spent 25 Mana while holding this, they
  // cost (1)."
  { id: "CATA_140", countsManaSpent: true, battlecry: [{ type: "if", if: { value: { manaSpent: "whileHeld" }, atLeast: 25 },
    then: [{ type: "addCard", pool: { type: "MINION", race: "DRAGON" }, untilFull: true, setCost: 1 }],
    else: [{ type: "addCard", pool: { type: "MINION", race: "DRAGON" }, untilFull: true }] }] },
  // Broodwatcher: "Battlecry: Get two 3/3 Whelps with Taunt. If you spent 8 Mana while holding this, summon them." (summoned
  // instead of put in hand; the Whelp token, missing from the data, is inferred with only what the text gives)
  { id: "CATA_132", countsManaSpent: true, battlecry: [{ type: "if", if: { value: { manaSpent: "whileHeld" }, atLeast: 8 },
    then: [{ type: "summon", card: "CATA_132t", count: 2 }], else: [{ type: "addCard", card: "CATA_132t", count: 2 }] }] },
  { id: "CATA_132t", type: "MINION", inferred: true, set: "CATACLYSM", cardClass: "DRUID", name: "Emerald Whelp", attack: 3, health: 3,
    tags: { TAUNT: 1 } },
  // Mossbinding: "Summon two 1/2 Golems. Spend all your Mana to give them +1/+1 for each Mana spent." (the Golems still in
  // play; with no Mana left they stay 1/2)
  { id: "CATA_135", spell: [{ type: "summon", card: "CATA_135t", count: 2 }, { type: "spendMana", all: true },
    { type: "if", if: { value: { manaSpent: "now" }, atLeast: 1 }, then: [{ type: "buff", to: { all: "summoned", where: { alive: true } },
      enchantment: "CATA_135e", attack: { manaSpent: "now", multiply: 1 }, health: { manaSpent: "now", multiply: 1 } }] }] },
  { id: "CATA_135t", type: "MINION", inferred: true, set: "CATACLYSM", cardClass: "DRUID", name: "Moss Golem", attack: 1, health: 2 },
  { id: "CATA_135e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Moss Shaped" },
  // Azshara's Triumph: "Shuffle 5 random minions into your deck that cost (8) or more. Double their stats." (each its own random
  // pick; doubling adds its Attack and Health as they are in the deck, 4.1, on the enchantment CATA_136e)
  { id: "CATA_136", spell: [{ type: "shuffleIntoDeck", pool: { type: "MINION", costAtLeast: 8 }, count: 5 },
    { type: "buff", to: { all: "shuffled" }, enchantment: "CATA_136e", attack: { stat: "attack", of: "each" }, health: { stat: "health", of: "each" } }] },
  { id: "CATA_136e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Azsharas Triumph" },
  // Crystalspine Cub: "Whenever you spend your last Mana Crystal, gain +1/+1." (the trigger event last-mana: a payment —
  // a card's, a Hero Power's, a trade's — or "Spend all your Mana" leaves its player no Mana; rules-notes 298)
  { id: "CATA_130", triggers: [{ on: "last-mana", if: { player: "friendly" }, do: [{ type: "buff", to: "self", enchantment: "CATA_130e" }] }] },
  { id: "CATA_130e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Crystalized", buff: { attack: 1, health: 1 } },
];
