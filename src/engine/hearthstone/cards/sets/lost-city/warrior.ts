/** The Lost City of Un'Goro (THE_LOST_CITY): Warrior cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_WARRIOR = (): CardDefinition[] => [
  // Axe of the Forefathers: "After your hero attacks, deal 1 damage to all minions."
  { id: "TLC_478", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "damage", amount: 1, to: "all-minions" }] }] },
  // Fortify: "Gain 3 Armor. Deal damage equal to your Armor to an enemy minion." (the Armor read after the gain)
  { id: "TLC_620", target: { type: "minion", side: "enemy" }, spell: [{ type: "armor", amount: 3 },
    { type: "damage", amount: { stat: "armor", of: "friendly-hero" }, to: "target" }] },
  // Guard Duty: "Summon a random 6, 4, and 2-Cost Taunt minion."
  { id: "DINO_433", spell: [
    { type: "summonRandom", pool: { type: "MINION", mechanic: "TAUNT", cost: 6 } },
    { type: "summonRandom", pool: { type: "MINION", mechanic: "TAUNT", cost: 4 } },
    { type: "summonRandom", pool: { type: "MINION", mechanic: "TAUNT", cost: 2 } }] },
  // Latorvian Armorer: "Battlecry: Deal 2 damage to an enemy minion. If it dies, gain 5 Armor." (dies: mortally wounded by it)
  { id: "TLC_606", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "damage", amount: 2, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "armor", amount: 5 }] }] },
  // City Defenses: "Summon two 0/6 Security with Taunt. They gain +1 Attack when damaged."
  { id: "TLC_622", spell: [{ type: "summon", card: "TLC_622t", count: 2 }] },
  // Security: "Taunt. After this takes damage, gain +1 Attack."
  { id: "TLC_622t", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "buff", to: "self", enchantment: "TLC_622e" }] }] },
  { id: "TLC_622e", buff: { attack: 1 } },
  // Stonecarver: "At the end of your turn, give another friendly damaged minion +2/+2." (a random one; none: nothing)
  { id: "TLC_623", triggers: [{ on: "turn-end", if: { turn: "own" },
    do: [{ type: "buff", to: { random: { all: "minions", side: "friendly", where: { not: "self", damaged: true } } }, enchantment: "TLC_623e" }] }] },
  { id: "TLC_623e", buff: { attack: 2, health: 2 } },
  // Barricade Basher: "Whenever you gain Armor, gain +2/+2 and attack a random enemy minion." (a forced attack, 2.6)
  { id: "DINO_400", triggers: [{ on: "armor", if: { target: "friendly-hero" }, do: [{ type: "buff", to: "self", enchantment: "DINO_400e" },
    { type: "forceAttack", attacker: "self", defender: { random: "enemy-minions" } }] }] },
  { id: "DINO_400e", buff: { attack: 2, health: 2 } },
  // Windpeak Wyrm: "Battlecry: Deal 5 damage and gain 5 Armor. Kindred: Costs (3) less." (a self cost aura in hand)
  { id: "TLC_600", target: { type: "character" }, battlecry: [{ type: "damage", amount: 5, to: "target" }, { type: "armor", amount: 5 }],
    auras: [{ to: "self", zone: "hand", buff: { cost: -3 }, if: { kindred: true } }] },
  // The Great Dracorex: "Rush. After this attacks an enemy minion, it damages ALL other enemy minions." (damage equal to its
  // Attack, from it, in its after-attack step)
  { id: "DINO_401", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: "enemy-minion" }],
    do: [{ type: "damage", amount: { stat: "attack", of: "self" }, to: { all: "minions", side: "enemy", where: { not: "event-target" } } }] }] },
  // Shellnado: "Spend up to 5 Armor. For each spent, deal $1 damage to all minions." (each a damage of its own to every minion,
  // both sides, Spell Damage applying to each)
  { id: "TLC_601", spell: [{ type: "spendArmor", upTo: 5, each: [{ type: "damage", amount: 1, to: "all-minions" }] }] },
  // Story of Sulfuras: "Swap your Hero Power to "Deal 8 damage to a random enemy." After 2 uses, swap back." (the game's two
  // Hero Powers, "Two uses left!" then "Last use!", each swapping to the next after it resolves; the first remembers the
  // Hero Power replaced, the second swaps back to it. Each swap is a new Hero Power: its uses this turn start again, 2.7)
  { id: "TLC_632", spell: [{ type: "replaceHeroPower", heroPower: "TLC_632t", remember: true }] },
  { id: "TLC_632t", power: [{ type: "damage", amount: 8, to: { random: "enemy-characters" } },
    { type: "replaceHeroPower", heroPower: "TLC_632t2", remember: true }] },
  { id: "TLC_632t2", power: [{ type: "damage", amount: 8, to: { random: "enemy-characters" } }, { type: "restoreHeroPower" }] },
  // Nablya, the Watcher: "Battlecry: Summon copies of your damaged minions. Give the copies Rush." (the friendly damaged minions
  // as the Battlecry starts; each copy keeps the original's damage and enchantments — 4.8 复制: play to play keeps every
  // state, auras and the time of entering play aside — then gets Rush; a full board: no more copies)
  { id: "TLC_624", battlecry: [{ type: "summonCopy", of: { all: "minions", side: "friendly", where: { damaged: true } }, copyState: true },
    { type: "buff", to: { all: "summoned", where: { alive: true } }, grants: ["RUSH"] }] },
];
