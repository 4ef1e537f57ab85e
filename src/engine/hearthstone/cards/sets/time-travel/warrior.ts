/** Across the Timeways (穿越时间流, TIME_TRAVEL): the warrior cards. */
import type { CardDefinition } from "../../format/index.js";

export const TT_WARRIOR = (): CardDefinition[] => [
  // Unleash the Crocolisks: "Gain 10 Armor. Summon two 2/3 Beasts for your opponent."
  { id: "TIME_873", spell: [{ type: "armor", amount: 10 }, { type: "summon", card: "TIME_873t", count: 2, side: "enemy" }] },
  { id: "TIME_873t", type: "MINION", inferred: true, set: "TIME_TRAVEL", cardClass: "WARRIOR", name: "Coliseum Crocolisk", attack: 2, health: 3, races: ["BEAST"] },
  // Gladiatorial Combat: "Summon a random minion from your deck. Summon a 5/5 Tiger with Stealth for your opponent."
  { id: "TIME_870", spell: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } }, { type: "summon", card: "TIME_870t", side: "enemy" }] },
  { id: "TIME_870t", type: "MINION", inferred: true, set: "TIME_TRAVEL", cardClass: "WARRIOR", name: "Coliseum Tiger", attack: 5, health: 5, races: ["BEAST"], tags: { STEALTH: 1 } },
  // Dimensional Weaponsmith: "Battlecry: Give all minions and weapons in your hand +2 Attack."
  { id: "END_021", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "END_021e" },
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "weapon" } }, enchantment: "END_021e" }] },
  { id: "END_021e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "WARRIOR", name: "Cutting Edge", buff: { attack: 2 } },
  // Heir of Hereafter: "Taunt Battlecry: Gain +2/+2 for each damaged minion." (every damaged minion of both sides, counted
  // as the battlecry starts)
  { id: "TIME_871", battlecry: [{ type: "repeat", times: { count: { all: "minions", where: { damaged: true } } }, do: [{ type: "buff", to: "self", enchantment: "TIME_871e" }] }] },
  { id: "TIME_871e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "WARRIOR", name: "Bloodthirsty", buff: { attack: 2, health: 2 } },
  // Precursory Strike: "Deal $3 damage. If you're holding a minion that costs (5) or more, draw a minion."
  { id: "TIME_750", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "minion", minCost: 5 } } }, then: [{ type: "draw", where: { type: "minion" } }] }] },
  // For Glory!: "Draw 2 cards. Costs (1) less for each minion your opponent controls."
  { id: "TIME_715", spell: [{ type: "draw", count: 2 }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { count: "enemy-minions", multiply: -1 } } }] },
  // Slow Motion: "Your opponent's cards cost (1) more next turn." (Loatheb's way: a state on the enemy hero whose aura works
  // on their turn, gone at its end)
  { id: "TIME_716", spell: [{ type: "buff", to: "enemy-hero", enchantment: "TIME_716e" }] },
  { id: "TIME_716e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "WARRIOR", name: "Sloooowwedd Dooowwwnnn",
    auras: [{ to: { all: "hand", side: "enemy" }, buff: { cost: 1 }, enchantment: "TIME_716e3", if: { turn: "opponent" } }],
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  { id: "TIME_716e3", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "WARRIOR", name: "Slowed Down", buff: { cost: 1 } },
  // Undefeated Champion: "Rush. Battlecry: Fill your opponent's board with random 1-Cost minions." (one per free place, read
  // as the battlecry starts)
  { id: "TIME_872", battlecry: [{ type: "repeat", times: { space: "enemy-board" }, do: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 }, side: "enemy" }] }] },
  // Stadium Announcer: "Rewind Battlecry: Both players equip a random weapon. Give yours +1/+1." (yours first; +1/+1 on a
  // weapon: Attack and Durability, as Captain Greenskin's)
  { id: "TIME_034", rewind: true, battlecry: [
    { type: "equipWeapon", pool: { type: "WEAPON" } }, { type: "equipWeapon", pool: { type: "WEAPON" }, player: "enemy" },
    { type: "buff", to: "friendly-weapon", enchantment: "TIME_034e" }] },
  { id: "TIME_034e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "WARRIOR", name: "Upper Hand", buff: { attack: 1, health: 1 } },
  // Chrono-Lord Epoch: "Battlecry: Destroy all minions that your opponent played last turn." (the minions in play, either
  // side, that the opponent played from hand on their most recent turn — the record of cards played, by entity id)
  { id: "TIME_714", battlecry: [{ type: "destroy", to: { all: "minions", where: { playedLastTurn: "enemy" } } }] },
];
