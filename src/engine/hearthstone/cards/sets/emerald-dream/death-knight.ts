/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Death Knight cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_DEATHKNIGHT = (): CardDefinition[] => [
  // The Leech cards. Bloated Leech EDR_810t (missing-ids.json; 1-Cost 0/2 Death Knight minion per the game's client data):
  // "At the end of your turn, your hero steals @ Health from the lowest Health enemy." A game log (rules-notes 346) shows
  // the steal: the enemy gets Blood Sucker EDR_810e, -@ Health (its Health, not damage), then the Leech's hero gets Blood
  // Soaked EDR_810e2, +@ Health; @ is 1, and each Hideous Husk of yours in play (not silenced) adds 1 ("Your Leeches steal
  // 1 more Health"); the lowest Health enemy character now, a random one among ties
  { id: "EDR_810t", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "DEATHKNIGHT", name: "Bloated Leech", cost: 1, attack: 0, health: 2,
    triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "group", of: { random: "enemy-characters", lowest: "health" }, do: [
      { type: "buff", to: { all: "group" }, health: { count: { all: "minions", side: "friendly", where: { name: "Hideous Husk", notTag: "SILENCED" } }, multiply: -1, add: -1 }, enchantment: "EDR_810e" },
      { type: "buff", to: "friendly-hero", health: { count: { all: "minions", side: "friendly", where: { name: "Hideous Husk", notTag: "SILENCED" } }, add: 1 }, enchantment: "EDR_810e2" }] }] }] },
  { id: "EDR_810e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", cardClass: "DEATHKNIGHT", name: "Blood Sucker" },
  { id: "EDR_810e2", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", cardClass: "DEATHKNIGHT", name: "Blood Soaked" },
  // Hideous Husk: "Your Leeches steal 1 more Health from their victims. Battlecry: Summon two 0/2 Leeches." (the Leech reads it)
  { id: "EDR_810", battlecry: [{ type: "summon", card: "EDR_810t", count: 2 }] },
  // Infested Breath: "Deal $2 damage. Summon a 0/2 Leech."
  { id: "EDR_814", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "summon", card: "EDR_810t" }] },
  // Sanguine Infestation: "Draw 2 cards. Summon two 0/2 Leeches."
  { id: "EDR_817", spell: [{ type: "draw", count: 2 }, { type: "summon", card: "EDR_810t", count: 2 }] },
  // Monstrous Mosquito: "At the end of your turn, give your other minions +1 Attack."
  { id: "EDR_816", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: "other-friendly-minions", enchantment: "EDR_816e" }] }] },
  { id: "EDR_816e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Shared Blood", buff: { attack: 1 } },
  // Corpse Flower: "After your opponent summons a minion, spend 2 Corpses to deal 3 damage to it." (only with 2 Corpses)
  { id: "EDR_815", triggers: [{ on: "after-summon", if: { target: { side: "enemy", type: "minion" } },
    do: [{ type: "spendCorpses", amount: 2, do: [{ type: "damage", amount: 3, to: "event-target" }] }] }] },
  // Morbid Swarm: "Choose One - Summon two 1/1 Ants; or Spend 2 Corpses to deal $4 damage to a minion." (Contaminated Colony
  // EDR_813a, its Ant Husks EDR_813at; Bug Bites EDR_813b: with fewer than 2 Corpses nothing is spent and nothing dealt)
  { id: "EDR_813", chooseOne: [
    { requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "EDR_813at", count: 2 }] },
    { target: { type: "minion" }, effects: [{ type: "spendCorpses", amount: 2, do: [{ type: "damage", amount: 4, to: "target" }] }] }] },
  { id: "EDR_813at", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "DEATHKNIGHT", name: "Ant Husk", attack: 1, health: 1 },
  // Ursoc: "Battlecry: Attack ALL other minions. Deathrattle: Resurrect any this killed." (every other minion there as the
  // Battlecry starts, friendly ones too, in a random order, one after another with no death phase between — the game's
  // rule for Deathwing, Mad Aspect's same text; each minion whose killer is this Ursoc is remembered on it by the game's
  // Defeated Spirit EDR_819e (missing-ids.json, inferred); the Deathrattle summons a fresh copy of each for its player, in
  // the order killed — rules-notes 325)
  { id: "EDR_819", battlecry: [{ type: "forceAttack", attacker: "self", defender: "all-other-minions", each: true, anySide: true, randomOrder: true }],
    triggers: [{ on: "death", if: { entity: "self", matches: { is: "killer" } }, do: [{ type: "buff", to: "self", enchantment: "EDR_819e", remember: "event-target" }] }],
    deathrattle: [{ type: "summonRemembered", enchantment: "EDR_819e", all: true }] },
  { id: "EDR_819e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Defeated Spirit" },
  // Cremate: "Discover a minion with a Dark Gift. It costs (2) less." (Dark Gift: docs/card-format.md, rules-notes 480)
  { id: "FIR_900", spell: [{ type: "discover", from: { type: "MINION", yourClass: true }, darkGift: true, cost: -2 }] },
  // Frostburn Matriarch: "Battlecry: If you're holding a minion with a Dark Gift, summon two 4/4 Dragons with Taunt." Its
  // Frostburn Broodling FIR_901t (missing-ids.json): the text's 4/4 Dragon with Taunt, its cost unknown (0).
  { id: "FIR_901", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "minion", darkGift: true } } },
    then: [{ type: "summon", card: "FIR_901t", count: 2 }] }] },
  { id: "FIR_901t", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "DEATHKNIGHT", name: "Frostburn Broodling", attack: 4, health: 4,
    races: ["DRAGON"], tags: { TAUNT: 1 } },
  // Rite of Atrocity: "Discover an Undead. Spend 2 Corpses to give it a Dark Gift." (the gift after the Discover; none for a
  // card a full hand burned)
  { id: "EDR_811", spell: [{ type: "discover", from: { type: "MINION", race: "UNDEAD", yourClass: true } },
    { type: "if", if: { exists: { all: "added", where: { zone: "hand" } } },
      then: [{ type: "spendCorpses", amount: 2, do: [{ type: "darkGift", to: { all: "added", where: { zone: "hand" } } }] }] }] },
  // Grotesque Runeblade: "Battlecry: If the last card you played had an Unholy rune, gain +1 Attack. Repeat for Blood and
  // +1 Durability." The last card you played before this one (the record's latest play other than its own); its rune cost
  // is the game's (cards/rune-costs.ts, rules-notes 358). Unholy Corruption EDR_812e and Bloody Corruption EDR_812e1
  // (missing-ids.json; +1 Attack, +1 Durability from the text, inferred); rules-notes 601.
  { id: "EDR_812", battlecry: [
    { type: "if", if: { value: { playedThisGame: "card", last: true, rune: "unholy" }, atLeast: 1 }, then: [{ type: "buff", to: "self", enchantment: "EDR_812e" }] },
    { type: "if", if: { value: { playedThisGame: "card", last: true, rune: "blood" }, atLeast: 1 }, then: [{ type: "buff", to: "self", enchantment: "EDR_812e1" }] }] },
  { id: "EDR_812e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Unholy Corruption", buff: { attack: 1 } },
  { id: "EDR_812e1", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Bloody Corruption", buff: { health: 1 } },
];
