/** Classic (Expert, 经典): Druid cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_DRUID = (): CardDefinition[] => [
  // Nourish: Choose One - Gain 2 Mana Crystals; or Draw 3 cards.
  { id: "EX1_164", chooseOne: [
    { card: "EX1_164a", effects: [{ type: "manaCrystals", amount: 2, state: "full" }] },
    { card: "EX1_164b", effects: [{ type: "draw", count: 3 }] },
  ] },
  // Soul of the Forest: "Give your minions 'Deathrattle: Summon a 2/2 Treant.'"
  { id: "EX1_158", spell: [{ type: "buff", to: "friendly-minions", enchantment: "EX1_158e" }] },
  { id: "EX1_158e", deathrattle: [{ type: "summon", card: "EX1_158t" }] },

  // Ancient of Lore: "Choose One - Draw 2 cards; or Restore #7 Health." (any character; a battlecry-like choice, so the
  // heal is skipped only when there is no target at all — heroes always are).
  { id: "NEW1_008", chooseOne: [
    { card: "NEW1_008a", effects: [{ type: "draw", count: 2 }] },
    { card: "NEW1_008b", target: { type: "character" }, effects: [{ type: "heal", amount: 7, to: "target" }] },
  ] },
  // Ancient of War: "Choose One - +5 Attack; or +5 Health and Taunt." (on itself)
  { id: "EX1_178", chooseOne: [
    { card: "EX1_178b", effects: [{ type: "buff", to: "self", enchantment: "EX1_178be" }] },
    { card: "EX1_178a", effects: [{ type: "buff", to: "self", enchantment: "EX1_178ae" }] },
  ] },
  { id: "EX1_178be", buff: { attack: 5 } }, // Uprooted
  { id: "EX1_178ae", buff: { health: 5, grants: ["TAUNT"] } }, // Rooted
  // Bite: "Give your hero +4 Attack this turn. Gain 4 Armor."
  { id: "EX1_570", spell: [{ type: "buff", to: "friendly-hero", enchantment: "EX1_570e" }, { type: "armor", amount: 4 }] },
  { id: "EX1_570e", buff: { attack: 4, oneTurn: true } },
  // Cenarius: "Choose One - Give your other minions +2/+2; or Summon two 2/2 Treants with Taunt."
  { id: "EX1_573", chooseOne: [
    { card: "EX1_573a", effects: [{ type: "buff", to: "other-friendly-minions", enchantment: "EX1_573ae" }] },
    { card: "EX1_573b", effects: [{ type: "summon", card: "EX1_573t", count: 2 }] },
  ] },
  { id: "EX1_573ae", buff: { attack: 2, health: 2 } }, // Demigod's Favor
  // Druid of the Claw: "Choose One - Transform into a 7/6 with Rush; or a 4/9 with Taunt." The data's forms still carry
  // their 2018 stats (4/4 Charge, 4/6 Taunt); the current text's stats and keywords are set here (rules-notes).
  { id: "EX1_165", chooseOne: [
    { card: "EX1_165a", effects: [{ type: "transform", to: "self", card: "EX1_165t1" }] },
    { card: "EX1_165b", effects: [{ type: "transform", to: "self", card: "EX1_165t2" }] },
  ],
  // Both options combined (Fandral Staghelm): the game's combined form, OG_044a (the data's still has the 2016 4/6 Charge
  // Taunt; today's is the two forms combined — the Cat's 7 Attack and Rush, the Bear's 9 Health and Taunt: rules-notes).
  chooseBoth: { card: "OG_044a", effects: [{ type: "transform", to: "self", card: "OG_044a" }] } },
  { id: "OG_044a", attack: 7, health: 9, tags: { CHARGE: 0, RUSH: 1, TAUNT: 1 } }, // Druid of the Claw (both forms)
  { id: "EX1_165t1", attack: 7, health: 6, tags: { CHARGE: 0, RUSH: 1 } }, // Druid of the Claw (Cat Form)
  { id: "EX1_165t2", attack: 4, health: 9, tags: { TAUNT: 1 } }, // Druid of the Claw (Bear Form)
  // The Tavern Brawl printing of the Cat Form (same data text, "Charge") keeps its own 4/4 Charge instead of sharing the override.
  { id: "FB_Champs_EX1_165t1" },
  // Force of Nature: "Summon three 2/2 Treants."
  { id: "EX1_571", spell: [{ type: "summon", card: "EX1_tk9", count: 3 }] },
  // Keeper of the Grove: "Choose One - Deal 2 damage; or Silence a minion."
  { id: "EX1_166", chooseOne: [
    { card: "EX1_166a", target: { type: "character" }, effects: [{ type: "damage", amount: 2, to: "target" }] },
    { card: "EX1_166b", target: { type: "minion" }, effects: [{ type: "silence", to: "target" }] },
  ] },
  // Mark of Nature: "Choose One - Give a minion +4 Attack; or +4 Health and Taunt."
  { id: "EX1_155", target: { type: "minion" }, chooseOne: [
    { card: "EX1_155a", effects: [{ type: "buff", to: "target", enchantment: "EX1_155ae" }] },
    { card: "EX1_155b", effects: [{ type: "buff", to: "target", enchantment: "EX1_155be" }] },
  ] },
  { id: "EX1_155ae", buff: { attack: 4 } },
  { id: "EX1_155be", buff: { health: 4, grants: ["TAUNT"] } },
  // Naturalize: "Destroy a minion. Your opponent draws 2 cards."
  { id: "EX1_161", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }, { type: "draw", count: 2, player: "enemy" }] },
  // Power of the Wild: "Choose One - Give your minions +1/+1; or Summon a 3/2 Panther."
  { id: "EX1_160", chooseOne: [
    { card: "EX1_160b", effects: [{ type: "buff", to: "friendly-minions", enchantment: "EX1_160be" }] }, // Leader of the Pack
    { card: "EX1_160a", effects: [{ type: "summon", card: "EX1_160t" }] }, // Summon a Panther
  ] },
  { id: "EX1_160be", buff: { attack: 1, health: 1 } },
  // Savagery: "Deal damage equal to your hero's Attack to a minion." (Spell Damage adds, as the data marks.)
  { id: "EX1_578", target: { type: "minion" }, spell: [{ type: "damage", amount: { stat: "attack", of: "friendly-hero" }, to: "target" }] },
  // Starfall: "Choose One - Deal $5 damage to a minion; or $2 damage to all enemy minions."
  { id: "NEW1_007", chooseOne: [
    { card: "NEW1_007b", target: { type: "minion" }, effects: [{ type: "damage", amount: 5, to: "target" }] },
    { card: "NEW1_007a", effects: [{ type: "damage", amount: 2, to: "enemy-minions" }] },
  ] },
  // Wrath: "Choose One - Deal $3 damage to a minion; or $1 damage and draw a card."
  { id: "EX1_154", target: { type: "minion" }, chooseOne: [
    { card: "EX1_154a", effects: [{ type: "damage", amount: 3, to: "target" }] },
    { card: "EX1_154b", effects: [{ type: "damage", amount: 1, to: "target" }, { type: "draw", count: 1 }] },
  ] },
  // Malfurion's Gift: "Discover a Temporary Feral Rage, Wild Growth, or Swipe." Temporary: the card taken gets the game's
  // Temporary enchantment (GBL_999e, sets/global.ts).
  { id: "GIFT_10", spell: [{ type: "discover", from: ["OG_047", "CS2_013", "CS2_012"], enchantment: "GBL_999e" }] },
];
