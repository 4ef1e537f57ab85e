/**
 * Cards built on random pools from the card data (cards/pools.ts, rulebook 3.5, 5.2), quests (1.9 任务奖励步骤) and the
 * after-play triggers about the card played (2.2 例外): Karazhan, Gadgetzan, Un'Goro, Knights of the Frozen Throne,
 * Kobolds & Catacombs, The Witchwood, The Boomsday Project, Rastakhan's Rumble.
 */
import type { CardDefinition } from "../format.js";

export const RANDOM_AND_QUESTS: CardDefinition[] = [
  // Barnes: "Battlecry: Summon a 1/1 copy of a random minion in your deck." The 1/1 is an enchantment given with the
  // summon, before its summon event (3.1 召唤随从并附加状态); an aura's bonus still applies after it (Stormwind Champion: 2/2).
  { id: "KAR_114", battlecry: [{ type: "summonCopy", of: { random: { all: "deck", side: "friendly", where: { type: "minion" } } }, enchantment: "KAR_114e" }] },
  { id: "KAR_114e", buff: { setAttack: 1, setHealth: 1 } },
  // Potion of Polymorph: "Secret: After your opponent plays a minion, transform it into a 1/1 Sheep." (after-play, 2.2 c)
  // Like Snipe's neighbours, it stays hidden for a minion already mortally wounded (3.4).
  { id: "CFM_620", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "transform", to: "event-target", card: "CS2_tk1" }] }] },
  // Patches the Pirate: "After you play a Pirate, summon this minion from your deck." A deck trigger; the Pirate must be one
  // both as played and when it resolves (2.2: a Faceless copy of a Pirate, or a Pirate turned into a Sheep, does not count).
  { id: "CFM_637", triggers: [{
    on: "after-play", zone: "deck", if: [{ target: { side: "friendly", type: "minion", race: "PIRATE", playedRace: "PIRATE" } }, { space: "friendly-board" }],
    do: [{ type: "putIntoPlay", from: "deck", where: { is: "self" } }],
  }] },
  // The Marsh Queen: "Quest: Play seven 1-Cost minions. Reward: Queen Carnassa." An after-play trigger (5.3) about the card
  // played: it counts a minion that cost 1 when played and was not transformed since (2.2), even one that left play.
  { id: "UNG_920", quest: { total: 7, reward: [{ type: "addCard", card: "UNG_920t1" }] }, triggers: [{
    on: "after-play", zone: "secret", ifMinionGone: "left-play",
    if: { target: { side: "friendly", type: "minion", playedCost: 1, transformed: false } }, do: [{ type: "questProgress" }],
  }] },
  // Queen Carnassa: "Battlecry: Shuffle 15 Raptors into your deck."
  { id: "UNG_920t1", battlecry: [{ type: "shuffleIntoDeck", card: "UNG_920t2", count: 15 }] },
  // Carnassa's Brood: "Battlecry: Draw a card."
  { id: "UNG_920t2", battlecry: [{ type: "draw" }] },
  // Frozen Clone: "Secret: After your opponent plays a minion, add two copies of it to your hand." About the card played:
  // it fires even when the minion left play (2.2 例外); a full hand when the after-play step starts keeps it hidden (3.4).
  { id: "ICC_082", triggers: [{
    on: "after-play", ifMinionGone: "left-play", if: [{ target: { side: "enemy", type: "minion" } }, { space: "friendly-hand" }],
    do: [{ type: "addCard", copyOf: "event-target", count: 2 }],
  }] },
  // Wandering Monster: "Secret: When an enemy attacks your hero, summon a 3-Cost minion as the new target." (pre-attack, 2.6 a;
  // its condition: room on the board, 3.4)
  { id: "LOOT_079", triggers: [{
    on: "pre-attack", if: [{ target: "friendly-hero" }, { source: "enemy" }, { space: "friendly-board" }],
    do: [{ type: "summonRandom", pool: { type: "MINION", cost: 3 } }, { type: "redirectAttack", to: "summoned" }],
  }] },
  // Grizzled Guardian: "Taunt. Deathrattle: Recruit 2 minions that cost (4) or less." Recruit = put a random such minion from
  // your deck into play, twice.
  { id: "LOOT_314", deathrattle: [
    { type: "putIntoPlay", from: "deck", where: { type: "minion", maxCost: 4 } }, { type: "putIntoPlay", from: "deck", where: { type: "minion", maxCost: 4 } },
  ] },
  // Rat Trap: "Secret: After your opponent plays three cards in a turn, summon a 6/6 Rat." About the card played: it fires even
  // when the played minion left play or changed control (2.2 例外); room on the board needed (3.4).
  { id: "GIL_577", triggers: [{
    on: "after-play", ifMinionGone: "any", if: [{ target: "enemy" }, { playedThisTurn: "card", side: "enemy", atLeast: 3 }, { space: "friendly-board" }],
    do: [{ type: "summon", card: "GIL_577t" }],
  }] },
  // Autodefense Matrix: "Secret: When one of your minions is attacked, give it Divine Shield." Its conditions (3.4): room on
  // the board and a defender without Divine Shield; it answers the defender of its pre-attack step (2.6).
  { id: "BOT_908", triggers: [{
    on: "pre-attack", if: [{ target: { side: "friendly", type: "minion", notTag: "DIVINE_SHIELD" } }, { space: "friendly-board" }],
    do: [{ type: "buff", to: "event-target", grants: ["DIVINE_SHIELD"] }],
  }] },
  // Big Bad Voodoo: "Give a friendly minion 'Deathrattle: Summon a random minion that costs (1) more.'" The cost is the dead
  // minion's; with no minion of that cost, the highest cost below it, not below its own (5.2, version ≥ 16.0).
  { id: "TRL_082", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "TRL_082e" }] },
  { id: "TRL_082e", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: { stat: "cost", of: "self", add: 1 }, costDown: { stat: "cost", of: "self" } } }] },
];
