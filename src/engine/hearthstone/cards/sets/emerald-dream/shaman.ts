/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Shaman cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_SHAMAN = (): CardDefinition[] => [
  // Flames of the Firelord: "Deal $4 damage to a random enemy minion. If you're holding a card that costs (8) or more, deal $8
  // instead."
  { id: "FIR_923", spell: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { minCost: 8 } } },
    then: [{ type: "damage", amount: 8, to: { random: "enemy-minions" } }], else: [{ type: "damage", amount: 4, to: { random: "enemy-minions" } }] }] },
  // Avatar of Destruction: "Taunt. Deathrattle: Deal 9 damage to all enemy minions."
  { id: "FIR_778", deathrattle: [{ type: "damage", amount: 9, to: "enemy-minions" }] },
  // Spirits of the Forest: "Choose One - Summon three 2/3 Wolves with Taunt; or Summon two 4/3 Falcons with Windfury." (the
  // Wolves are the Spirit Wolf EX1_tk11, the Falcons EDR_233t2, as the client's card scripts name them)
  { id: "EDR_233", chooseOne: [
    { requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "EX1_tk11", count: 3 }] },
    { requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "EDR_233t2", count: 2 }] }] },
  { id: "EDR_233t2", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "SHAMAN", name: "Spirit Falcon", attack: 4, health: 3, tags: { WINDFURY: 1 } },
  // Glowroot Lure: "Taunt. Costs (1) less for each time you used your Hero Power this game." (Taunt from the card data; an
  // aura of the card in hand on itself, 4.11)
  { id: "EDR_477", auras: [{ to: "self", zone: "hand", buff: { cost: { heroPowerUses: "game", multiply: -1 } } }] },
  // Beanstalk Brute: "Battlecry: Give +4/+4 to the top 3 minions in your deck." (the first three minions from the top, as the
  // deck lies; fewer if it holds fewer)
  { id: "EDR_230", battlecry: [{ type: "buff", to: { top: "deck", count: 3, where: { type: "minion" } }, enchantment: "EDR_230e" }] },
  { id: "EDR_230e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Enchanted", buff: { attack: 4, health: 4 } },
  // Merithra: "Battlecry: Resurrect all different friendly minions that cost (8) or more." Each different card of your deaths
  // costing 8 or more as printed, once (4.10; as every resurrection here, the next one a random pick among those left:
  // rules-notes 35), until the board is full (rules-notes 280).
  { id: "EDR_238", battlecry: [{ type: "resurrect", count: 7, where: { costAtLeast: 8 } }] },
  // Typhoon: "Each minion gets shuffled into a random player's deck." (each minion in play, one at a time in order of play,
  // a random player's deck for each — a recorded pick — at a random place; no death: rules-notes 282)
  { id: "EDR_232", spell: [{ type: "shuffleFromPlay", to: "all-minions", player: "random" }] },
  // Emerald Bounty: "Draw 2 cards. You can't play them for 2 turns." Each card drawn carries Still Growing (EDR_234e2,
  // inferred), granting the game's CANT_PLAY (as Daze's Dazed) through two of its owner's turns — this one and the next —
  // spent at the end of each (rules-notes 307).
  { id: "EDR_234", spell: [{ type: "draw", count: 2, enchantment: "EDR_234e2" }] },
  { id: "EDR_234e2", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Still Growing", uses: 2, buff: { grants: ["CANT_PLAY"] },
    triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Emberscarred Whelp: "Battlecry: Discover a 5-Cost card. Gain 1 Mana Crystal next turn only." (5.1's Discover of your
  // class and neutral cards; then a temporary crystal owed for your next turn, gained with that turn's mana and gone at its
  // end: `tempMana` `nextTurn`, rules-notes 321)
  { id: "FIR_927", battlecry: [{ type: "discover", from: { type: "CARD", cost: 5, yourClass: true } }, { type: "tempMana", amount: 1, nextTurn: true }] },
];
