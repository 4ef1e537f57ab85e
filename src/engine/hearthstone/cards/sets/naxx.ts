/** Curse of Naxxramas. */
import type { CardDefinition } from "../format/index.js";

export const NAXX = (): CardDefinition[] => [
  // Webspinner: "Deathrattle: Get a random Beast." (any class's Beast; Ball of Spiders summons it)
  { id: "FP1_011", deathrattle: [{ type: "addCard", pool: { type: "MINION", race: "BEAST" } }] },
  // Loatheb: "Battlecry: Enemy spells cost (5) more next turn." A state on the enemy hero (standing for the player, 1.2): its
  // aura works during the opponent's next turn only (4.13) and its cost change counts from the battlecry (4.11).
  { id: "FP1_030", battlecry: [{ type: "buff", to: "enemy-hero", enchantment: "FP1_030e" }] },
  { id: "FP1_030e", auras: [{ to: { all: "hand", side: "enemy", where: { type: "spell" } }, buff: { cost: 5 }, if: { turn: "opponent" } }],
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  // Zombie Chow: "Deathrattle: Restore 5 Health to the enemy hero."
  { id: "FP1_001", deathrattle: [{ type: "heal", amount: 5, to: "enemy-hero" }] },
  // Dark Cultist: "Deathrattle: Give a random friendly minion +3 Health." (a buff: mortally wounded minions count, 3.5)
  { id: "FP1_023", deathrattle: [{ type: "buff", to: { random: "friendly-minions" }, health: 3, enchantment: "FP1_023e" }] },
  { id: "FP1_023e", buff: { health: 3 } },
  // Baron Rivendare: "Your minions trigger their Deathrattles twice."
  { id: "FP1_031", auras: [{ rule: "deathrattles-twice" }] },
  // Sludge Belcher: "Taunt. Deathrattle: Summon a 1/2 Slime with Taunt."
  { id: "FP1_012", deathrattle: [{ type: "summon", card: "FP1_012t" }] },
  // Unstable Ghoul: "Taunt. Deathrattle: Deal 1 damage to all minions."
  { id: "FP1_024", deathrattle: [{ type: "damage", amount: 1, to: "all-minions" }] },
  // Haunted Creeper: "Deathrattle: Summon two 1/1 Spectral Spiders."
  { id: "FP1_002", deathrattle: [{ type: "summon", card: "FP1_002t", count: 2 }] },
  // Mad Scientist: "Deathrattle: Put a Secret from your deck into the battlefield."
  { id: "FP1_004", deathrattle: [{ type: "putIntoPlay", from: "deck", where: { secret: true } }] },
  // Duplicate: "Secret: When a friendly minion dies, put 2 copies of it into your hand."
  { id: "FP1_018", triggers: [{ on: "death", if: [{ target: "friendly-minion" }, { space: "friendly-hand" }], do: [{ type: "addCard", copyOf: "event-target", count: 2 }] }] },
  // Voidcaller: "Deathrattle: Put a random Demon from your hand into the battlefield." (a summon, 2.2)
  { id: "FP1_022", deathrattle: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", race: "DEMON" } }] },
  // Undertaker: "Whenever you summon a minion with Deathrattle, gain +1/+1." (on-summon)
  { id: "FP1_028", triggers: [{ on: "summon", if: { target: { side: "friendly", type: "minion", has: "deathrattle" } }, do: [{ type: "buff", to: "self", enchantment: "FP1_028e" }] }] },
  { id: "FP1_028e", buff: { attack: 1, health: 1 } },
  // Anub'ar Ambusher: "Deathrattle: Return a random friendly minion to your hand." (random: skips mortally wounded, 3.5)
  { id: "FP1_026", deathrattle: [{ type: "returnToHand", to: { random: "friendly-minions" } }] },
  // Poison Seeds: "Destroy all minions and summon 2/2 Treants to replace them." Destroy, then forced death (5.7), then one
  // Treant per destroyed minion on each side, yours first (3.3).
  { id: "FP1_019", spell: [{ type: "group", of: "all-minions", do: [
    { type: "destroy", to: "group" }, { type: "forcedDeath" },
    { type: "summon", card: "FP1_019t", countOf: { all: "group", side: "friendly" } },
    { type: "summon", card: "FP1_019t", countOf: { all: "group", side: "enemy" }, side: "enemy" },
  ] }] },
  // Dancing Swords: "Deathrattle: Your opponent draws a card."
  { id: "FP1_029", deathrattle: [{ type: "draw", player: "enemy" }] },
  // Deathlord: "Taunt. Deathrattle: Your opponent puts a minion from their deck into the battlefield." (a random one; a
  // summon for them, 2.2; none in their deck or a full board: nothing)
  { id: "FP1_009", deathrattle: [{ type: "putIntoPlay", from: "deck", player: "enemy", where: { type: "minion" } }] },
  // Shade of Naxxramas: "Stealth. At the start of your turn, gain +1/+1."
  { id: "FP1_005", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "buff", to: "self", enchantment: "FP1_005e" }] }] },
  { id: "FP1_005e", buff: { attack: 1, health: 1 } },
  // Spectral Knight: "Elusive" (the card data's ELUSIVE: can't be targeted by spells or Hero Powers)
  { id: "FP1_008" },
  // Stoneskin Gargoyle: "At the start of your turn, restore this minion to full Health." (healed by its maximum Health,
  // as Tree of Life's "to full")
  { id: "FP1_027", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "heal", amount: { stat: "maxHealth", of: "self" }, to: "self" }] }] },
  // Wailing Soul: "Battlecry: Silence your other minions."
  { id: "FP1_016", battlecry: [{ type: "silence", to: "other-friendly-minions" }] },
  // Death's Bite: "Deathrattle: Deal 1 damage to all minions."
  { id: "FP1_021", deathrattle: [{ type: "damage", amount: 1, to: "all-minions" }] },
  // Nerub'ar Weblord: "Minions with Battlecry cost (2) more." (both players' hands, 4.11)
  { id: "FP1_017", auras: [{ to: { all: "hand", where: { type: "minion", has: "battlecry" } }, buff: { cost: 2 }, enchantment: "FP1_017e" }] },
  { id: "FP1_017e", buff: { cost: 2 } },
  // Avenge: "Secret: When one of your minions dies, give a random friendly minion +3/+2." (only while another friendly
  // minion is there to take it; a random buff does not skip mortally wounded minions — the rulebook's own Avenge example
  // after 3.5: a mortally wounded Wisp gets it and lives)
  { id: "FP1_020", triggers: [{ on: "death", if: [{ target: "friendly-minion" }, { exists: "friendly-minions" }],
    do: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "FP1_020e" }] }] },
  { id: "FP1_020e", buff: { attack: 3, health: 2 } },
  // Reincarnate: "Destroy a minion, then return it to life with full Health." (A.1: destroy, forced death, a fresh copy in its place)
  { id: "FP1_025", target: { type: "minion" }, spell: [{ type: "destroyAndReplace", to: "target", same: true }] },
  // Kel'Thuzad: "At the end of each turn, summon all friendly minions that died this turn." (no forced death first since 4.2:
  // the rulebook's 5.7 history; a minion dying in the same turn-end queue after it resolves is not summoned)
  { id: "FP1_013", triggers: [{ on: "turn-end", do: [{ type: "resurrect", all: true, thisTurn: true }] }] },
  // Stalagg / Feugen: "Deathrattle: If Feugen (Stalagg) also died this game, summon Thaddius." Either player's Feugen or
  // Stalagg counts, any printing by name; the record of deaths has every minion of a death phase before their Deathrattles
  // resolve, so two that die together each find the other (rules-notes 1760).
  { id: "FP1_014", deathrattle: [{ type: "if", if: { value: { died: "minions", side: "any", name: "Feugen" }, atLeast: 1 }, then: [{ type: "summon", card: "FP1_014t" }] }] },
  { id: "FP1_015", deathrattle: [{ type: "if", if: { value: { died: "minions", side: "any", name: "Stalagg" }, atLeast: 1 }, then: [{ type: "summon", card: "FP1_014t" }] }] },
];
