/** Across the Timeways (穿越时间流, TIME_TRAVEL): the neutral cards. */
import type { CardDefinition } from "../../format/index.js";

export const TT_NEUTRAL = (): CardDefinition[] => [
  // Chromie: "Deathrattle: Draw another copy of cards you've played this game." (zhCN 每张牌的另一张复制: one other copy of
  // each card played, in the order played; rules-notes 370)
  { id: "TIME_103", deathrattle: [{ type: "draw", copiesOfPlayed: true }] },
  // Chronicle Keeper: "Battlecry: If you're holding a Dragon, gain Taunt and Divine Shield."
  { id: "TIME_062", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } },
    then: [{ type: "buff", to: "self", grants: ["TAUNT", "DIVINE_SHIELD"] }] }] },
  // Futuristic Forefather: "Taunt. Battlecry: Look at 3 cards. Guess which one is in your opponent's hand to gain +4 Health."
  // (the card in their hand and two of their deck, rules-notes)
  { id: "TIME_041", battlecry: [{ type: "guess", do: [{ type: "buff", to: "self", health: 4 }] }] },
  // Timelord Nozdormu: "Dormant for 5 turns. Rush. After you play a card from the newest expansion, awaken 1 turn sooner."
  // (the newest expansion: the card data's last, rules-notes)
  { id: "TIME_063", dormant: 5, triggers: [{ on: "after-play", if: { target: { side: "friendly", newestExpansion: true } }, whileDormant: true,
    do: [{ type: "awaken", to: "self", sooner: 1 }] }] },
  // Soldier of the Bronze: "Taunt Battlecry: Double this minion's Health." (doubling adds the current value, 4.1)
  { id: "TIME_720", battlecry: [{ type: "buff", to: "self", health: { stat: "health", of: "self" } }] },
  // Soldier of the Infinite: "Rush Battlecry: Double this minion's Attack."
  { id: "TIME_051", battlecry: [{ type: "buff", to: "self", attack: { stat: "attack", of: "self" } }] },
  // Living Paradox: "Elusive Battlecry: Summon two 2/1 Living Paradoxes with Elusive." (the card itself, summoned: no Battlecry)
  { id: "TIME_059", battlecry: [{ type: "summon", card: "TIME_059", count: 2 }] },
  // Yesterloc: "At the end of your turn, give your other minions +1 Health."
  { id: "TIME_428", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: "other-friendly-minions", enchantment: "TIME_428e" }] }] },
  { id: "TIME_428e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "NEUTRAL", name: "Mrrgls Of Yore", buff: { health: 1 } },
  // Hourglass Attendant: "Divine Shield At the end of your turn, give all minions in your hand +1/+1."
  { id: "TIME_100", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, attack: 1, health: 1 }] }] },
  // Quantum Destabilizer: "This minion takes double damage from all sources." (4.9 step 4, like Cursed Blade)
  { id: "TIME_060", triggers: [{ on: "pre-damage", if: { target: "self" }, do: [{ type: "changeDamage", multiply: 2 }] }] },
  // Sentient Hourglass: "Rush After this minion survives damage, swap its stats." (survives: not mortally wounded as the
  // trigger resolves)
  { id: "TIME_050", triggers: [{ on: "damage", if: [{ target: "self" }, { target: { alive: true } }], do: [{ type: "swapAttackHealth", to: "self" }] }] },
  // Unknown Voyager: "After this survives damage, transform into a random 7-Cost minion."
  { id: "TIME_055", triggers: [{ on: "damage", if: [{ target: "self" }, { target: { alive: true } }], do: [
    { type: "transform", to: "self", pool: { type: "MINION", cost: 7 } }] }] },
  // Dangerous Variant: "At the start of your turn, transform into a random 5-Cost minion."
  { id: "TIME_049", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "transform", to: "self", pool: { type: "MINION", cost: 5 } }] }] },
  // Time Skipper: "At the end of each player's turn, give them a Coin."
  { id: "TIME_054", triggers: [
    { on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", card: "GAME_005" }] },
    { on: "turn-end", if: { turn: "opponent" }, do: [{ type: "addCard", card: "GAME_005", player: "enemy" }] }] },
  // Omen of the End: "Battlecry: If your deck is empty, destroy the top 5 cards of the enemy deck." (destroyed from the
  // deck: burned, 4.3)
  { id: "END_035", battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly" } } }, then: [{ type: "burn", count: 5, player: "enemy" }] }] },
  // Conflux Crasher: "Rewind Battlecry: Deal 7 damage to a random enemy." (3.5: never a mortally wounded one)
  { id: "TIME_004", rewind: true, battlecry: [{ type: "damage", amount: 7, to: { random: "enemy-characters" } }] },
  // Portal Vanguard: "Rewind Battlecry: Draw a random minion. Give it +2/+2."
  { id: "TIME_003", rewind: true, battlecry: [{ type: "draw", where: { type: "minion" }, enchantment: "TIME_003e" }] },
  { id: "TIME_003e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "NEUTRAL", name: "Guarding Time", buff: { attack: 2, health: 2 } },
  // Paltry Flutterwing: "Deathrattle: Summon a random 2-Cost minion that is Dormant for 2 turns."
  { id: "TIME_058", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 2 } },
    { type: "if", if: { exists: "summoned" }, then: [{ type: "dormant", to: "summoned", turns: 2 }] }] },
  // Prescient Slitherdrake: "Elusive Costs (3) less if you're holding another Dragon."
  { id: "END_033", auras: [{ to: "self", zone: "hand", buff: { cost: -3 },
    if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON", not: "self" } } } }] },
  // Temporal Traveler: "Deathrattle: Summon a 4/1 Shadow that attacks a random enemy minion." (no enemy minion: no attack)
  { id: "TIME_434", deathrattle: [{ type: "summon", card: "TIME_434t" },
    { type: "if", if: { all: [{ exists: "summoned" }, { exists: "enemy-minions" }] }, then: [
      { type: "forceAttack", attacker: "summoned", defender: { random: "enemy-minions" } }] }] },
  { id: "TIME_434t", type: "MINION", inferred: true, set: "TIME_TRAVEL", cardClass: "NEUTRAL", name: "Temporal Shadow", attack: 4, health: 1 },
  // Timeless Causality: "Battlecry: Reverse the order of your deck."
  { id: "TIME_061", battlecry: [{ type: "reverseDeck" }] },
  // Devious Coyote: "Stealth. Costs (1) less for each time the enemy hero took damage this turn." (each damage event of that
  // hero this turn; Stealth from the card data)
  { id: "TIME_047", auras: [{ to: "self", zone: "hand", buff: { cost: { heroDamaged: "thisTurn", side: "enemy", multiply: -1 } } }] },
  // Crumblecrusher: "Battlecry: Destroy a random enemy minion, location, and weapon." (each of the three that exists, in
  // that order)
  { id: "END_034", battlecry: [{ type: "destroy", to: { random: "enemy-minions" } },
    { type: "destroy", to: { random: { all: "locations", side: "enemy" } } }, { type: "destroy", to: "enemy-weapon" }] },
  // Aeon Wizard: "Rewind Battlecry: Get 2 random spells from your class." (your class's spells only, no neutral ones)
  { id: "TIME_002", rewind: true, battlecry: [{ type: "addCard", pool: { type: "SPELL", classOnly: true }, count: 2 }] },
  // Time Machine: "Taunt Deathrattle: Get a random Rewind card." (a card whose text has Rewind: `rewind` in its definition)
  { id: "TIME_035", deathrattle: [{ type: "addCard", pool: { type: "CARD", rewind: true } }] },
  // Circadiamancer: "Battlecry: Add a random 8-Cost minion to your hand. At the start of your turns, reduce its Cost by
  // (1)." (an enchantment on the card added whose trigger works while it is in hand, as Tol'vir Carver's; the first
  // reduction at its player's next turn start)
  { id: "TIME_102", battlecry: [{ type: "addCard", pool: { type: "MINION", cost: 8 }, enchantment: "TIME_102e" }] },
  { id: "TIME_102e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "NEUTRAL", name: "Metaphysical",
    triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [{ type: "buff", to: "self", cost: -1 }] }] },
  // Chrono-Lord Deios: "Your Battlecries, Deathrattles, Hero Power, and end of turn effects trigger twice." (while it is in
  // play: Brann's rule, every Deathrattle of yours — a weapon's too —, your Hero Power's resolution, Drakkari's rule)
  { id: "TIME_064", auras: [{ rule: "battlecries-twice" }, { rule: "all-deathrattles-twice" }, { rule: "hero-power-twice" }, { rule: "end-of-turn-twice" }] },
  // Cyborg Patriarch: "Dormant for 3 turns. Taunt" (Dormant however it enters play; Taunt from the card data)
  { id: "TIME_046", dormant: 3 },
  // Mister Clocksworth: "Rewind, Rewind, Rewind Battlecry: Summon 2 random Legendary minions." (three Rewinds in a row:
  // after each replay its player may rewind again, until one timeline is kept or all three are used, rules-notes; the
  // game's tokens TIME_038t1-t3, which the data gives no text, are not used: the replay is the card marked TIME_110)
  { id: "TIME_038", rewind: 3, battlecry: [{ type: "summonRandom", pool: { type: "MINION", rarity: "LEGENDARY" }, count: 2 }] },
  // Wizened Truthseeker: "Battlecry: Set the Cost of every card in both player's hands back to their original Costs." Each
  // card in either hand gets the game's TIME_057e (missing-ids.json, inferred) setting its Cost to its card's own Cost
  // (`originalCost`); as any Cost set (1.3, 4.11), the changes that entered before it are replaced — a cost aura's state
  // included, which entered with its minion (4.11, the Naga Sea Witch example) — and those entering after it, and a card's
  // own Cost aura (lowest priority), apply on top (rules-notes 318).
  { id: "TIME_057", battlecry: [{ type: "buff", to: { all: "hand" }, setCost: { stat: "originalCost", of: "each" }, enchantment: "TIME_057e" }] },
  { id: "TIME_057e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "NEUTRAL", name: "True Wisdom" },
  // Fading Memory: "Deathrattle: Get a random 5-Cost minion from the past." (any class; "from the past": rules-notes 526)
  { id: "TIME_040", deathrattle: [{ type: "addCard", pool: { type: "MINION", cost: 5, fromThePast: true } }] },
  // Amber Warden: "Taunt. Deathrattle: Summon a random minion from the past." (any class and Cost; rules-notes 526)
  { id: "TIME_052", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", fromThePast: true } }] },
];
