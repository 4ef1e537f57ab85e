/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Warrior cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_WARRIOR = (): CardDefinition[] => [
  // Clutch of Corruption (Location, 2 Durability): "Choose a friendly Dragon. Summon a 0/2 Egg that hatches into a copy of
  // it." The game's Horrible Egg EDR_454t (missing-ids.json; its client text "Deathrattle: Summon {0}.", a 1-Cost Warrior
  // minion — inferred: the rest from the parent) remembers the Dragon's card and its Deathrattle summons a fresh copy of
  // it (as Carnivorous Cube's "copies of it": the card, not the minion's state) — rules-notes 341
  { id: "EDR_454", target: { type: "minion", side: "friendly", where: { race: "DRAGON" } }, activate: [
    { type: "summon", card: "EDR_454t" }, { type: "buff", to: { all: "summoned" }, remember: "target" }] },
  { id: "EDR_454t", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "WARRIOR", name: "Horrible Egg", cost: 1, attack: 0, health: 2,
    deathrattle: [{ type: "summonRemembered" }] },
  // Siphoning Growth: "Destroy a friendly minion to gain 8 Armor."
  { id: "EDR_531", target: { type: "minion", side: "friendly" }, spell: [{ type: "destroy", to: "target" }, { type: "armor", amount: 8 }] },
  // Ominous Nightmares: "Choose One - Deal $1 damage to all minions; or Give a damaged minion +2/+2."
  { id: "EDR_570", chooseOne: [
    { effects: [{ type: "damage", amount: 1, to: "all-minions" }] },
    { target: { type: "minion", where: { damaged: true } }, effects: [{ type: "buff", to: "target", enchantment: "EDR_570e" }] }] },
  { id: "EDR_570e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Terror Of The Night", buff: { attack: 2, health: 2 } },
  // Brood Keeper: "Battlecry: If you're holding a Dragon, equip a 2/2 Sword."
  { id: "EDR_457", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } },
    then: [{ type: "equipWeapon", card: "EDR_457t" }] }] },
  { id: "EDR_457t", type: "WEAPON", inferred: true, set: "EMERALD_DREAM", cardClass: "WARRIOR", name: "Nightmare Slicer", attack: 2, durability: 2 },
  // Afflicted Devastator: "Battlecry: Deal 3 damage to all other friendly minions. Deathrattle: Deal 3 damage to all enemy minions."
  { id: "EDR_459", battlecry: [{ type: "damage", amount: 3, to: "other-friendly-minions" }], deathrattle: [{ type: "damage", amount: 3, to: "enemy-minions" }] },
  // Eggbasher: "Battlecry: Deal 1 damage to a minion and give it +4 Attack."
  { id: "EDR_468", target: { type: "minion" }, battlecry: [{ type: "damage", amount: 1, to: "target" }, { type: "buff", to: "target", enchantment: "EDR_468e1" }] },
  { id: "EDR_468e1", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Scrambled Attack", buff: { attack: 4 } },
  // Tortolla: "Taunt, Elusive. After this takes damage, gain 1 Armor and give this minion +1 Attack."
  { id: "EDR_471", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "armor", amount: 1 }, { type: "buff", to: "self", enchantment: "EDR_471e" }] }] },
  { id: "EDR_471e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Tortollas Rage", buff: { attack: 1 } },
  // Ysondre: "Taunt. Deathrattle: Summon a random Dragon for each time Ysondre has died this game." (Taunt from the card data;
  // the count is the death record's deaths of this card under its controller, this death included — rules-notes; each
  // Dragon a random collectible Dragon minion, one at a time)
  { id: "EDR_465", deathrattle: [{ type: "repeat", times: { died: "this-card" }, do: [{ type: "summonRandom", pool: { type: "MINION", race: "DRAGON" } }] }] },
  // Succumb to Madness: "Discover a friendly Dragon that died this game. Resummon it." (the different Dragons of the death
  // record that died under your control, as printed; the one picked is summoned fresh, not added to the hand)
  { id: "EDR_455", spell: [{ type: "discover", from: "died", where: { race: "DRAGON" }, into: "play" }] },
  // Keeper of Flame: "Battlecry: Give all minions in your hand +3/+3. They are destroyed in 3 turns." (Blazing Strength
  // FIR_928e and the countdown Burning Up FIR_928e2, the game's ids in missing-ids.json, facts inferred; "in 3 turns" as
  // Fractured Power's, rules-notes 322: as its player's third turn from now starts, each is destroyed wherever it is — in
  // hand discarded, in play destroyed, 4.3 — rules-notes 323)
  { id: "FIR_928", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "FIR_928e" },
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "FIR_928e2" }] },
  { id: "FIR_928e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Blazing Strength", buff: { attack: 3, health: 3 } },
  { id: "FIR_928e2", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Burning Up", uses: 3,
    triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "if", if: { usesLeft: 1 }, then: [{ type: "destroy", to: "self" }] }, { type: "expire" }] }] },
  // Darkrider: "Battlecry: If you're holding a Dragon, Discover a Dragon with a Dark Gift."
  { id: "EDR_456", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } },
    then: [{ type: "discover", from: { type: "MINION", race: "DRAGON", yourClass: true }, darkGift: true }] }] },
  // Dragon Turtle: "Battlecry: If you're holding a minion with a Dark Gift, give your hero +3 Attack this turn and 6 Armor."
  { id: "FIR_956", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "minion", darkGift: true } } },
    then: [{ type: "buff", to: "friendly-hero", enchantment: "FIR_956e" }, { type: "armor", amount: 6 }] }] },
  { id: "FIR_956e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Turtle Maw", buff: { attack: 3, oneTurn: true } },
  // Shadowflame Suffusion: "Deal $2 damage. Discover a Warrior minion with a Dark Gift."
  { id: "FIR_939", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" },
    { type: "discover", from: { type: "MINION", cardClass: "WARRIOR" }, darkGift: true }] },
];
