/** Core (核心系列): Neutral cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

const holdingA = (race: string) => ({ exists: { all: "hand", side: "friendly", where: { race } } }) as const;
/** "Each player draws a card": its controller first (3.3 双方效果). */
const EACH_PLAYER_DRAWS = [{ type: "draw" }, { type: "draw", player: "enemy" }] as const;

/** Mystery Choice! (ULD_209t): "Add a random spell to your hand." — of a Discover's range (your class and neutral). */
const MYSTERY_CHOICE = [{ type: "addCard", pool: { type: "SPELL", yourClass: true } }] as const satisfies CardDefinition["spell"];

export const CORE_NEUTRAL = (): CardDefinition[] => [
  // Blowtorch Saboteur: "Battlecry: Your opponent's next Hero Power costs (2) more." The enchantment goes on the opponent's
  // Hero Power (as the game's DRG_403e, "Costs (…)", describes that card) and goes once that Hero Power has been used (its
  // inspire event, 2.7); a Hero Power replaced before then leaves it behind (rules-notes).
  { id: "CORE_DRG_403", battlecry: [{ type: "buff", to: "enemy-hero-power", enchantment: "DRG_403e" }] },
  { id: "DRG_403e", buff: { cost: 2 }, triggers: [{ on: "inspire", if: { source: "self" }, do: [{ type: "expire" }] }] },
  // Demolition Renovator: "Tradeable. Battlecry: Destroy an enemy location." A Location target (地标); none: nothing.
  { id: "CORE_REV_023", target: { type: "location", side: "enemy" }, battlecry: [{ type: "destroy", to: "target" }] },
  // Siamat: "Battlecry: Gain 2 of Rush, Taunt, Divine Shield, or Windfury (your choice)." Two picks, the second among the
  // three left; each keyword is the minion's own from then on (Silence removes it), as Windfury's is.
  { id: "CORE_ULD_178", battlecry: [{ type: "choose", count: 2, options: [
    { card: "ULD_178a4", effects: [{ type: "buff", to: "self", grants: ["RUSH"] }] },
    { card: "ULD_178a3", effects: [{ type: "buff", to: "self", grants: ["TAUNT"] }] },
    { card: "ULD_178a2", effects: [{ type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }] },
    { card: "ULD_178a", effects: [{ type: "buff", to: "self", grants: ["WINDFURY"] }] },
  ] }] },
  // Steamcleaner: "Battlecry: Destroy ALL cards in both players' decks that didn't start there." The cards an effect made
  // during the game (the game's CREATOR tag: shuffled in, or made in hand and traded); destroying a card in the deck burns
  // it (4.3).
  { id: "CORE_REV_946", battlecry: [{ type: "destroy", to: { all: "deck", where: { tag: "CREATOR" } } }] },
  // Beaming Sidekick: "Battlecry: Give a friendly minion +2 Health."
  { id: "CORE_ULD_191", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "ULD_191e" }] },
  { id: "ULD_191e", buff: { health: 2 } }, // Assisting!: "+2 Health."
  // Chillmaw: "Taunt. Deathrattle: If you're holding a Dragon, deal 3 damage to all minions." (Taunt from its tags; the hand
  // is looked at as the deathrattle resolves)
  { id: "CORE_AT_123", deathrattle: [{ type: "if", if: holdingA("DRAGON"), then: [{ type: "damage", amount: 3, to: "all-minions" }] }] },
  // Cornelius Roame: "At the start and end of each player's turn, draw a card." (its controller draws, on both players' turns)
  { id: "CORE_SW_080", triggers: [{ on: "turn-start", do: [{ type: "draw" }] }, { on: "turn-end", do: [{ type: "draw" }] }] },
  // Dirty Rat: "Taunt. Battlecry: Your opponent summons a random minion from their hand." 4.7 注意: with the opponent's board
  // full it does nothing (a check before the move, not the move into a full board that would send the card to the graveyard).
  { id: "CORE_CFM_790", battlecry: [{ type: "if", if: { space: "enemy-board" }, then: [{ type: "putIntoPlay", from: "hand", player: "enemy", where: { type: "minion" } }] }] },
  // Evasive Wyrm: "Rush. Divine Shield. Elusive." Keywords only, read from its tags (Elusive: can't be targeted by spells or
  // Hero Powers).
  { id: "CORE_DRG_079" },
  // Finja, the Flying Star: "Stealth. Whenever this attacks and kills a minion, summon 2 Murlocs from your deck." The
  // after-attack step (2.6 g), the killed defender mortally wounded then (as Warsong Grunt); each Murloc a random one of the
  // deck's, put into play (Recruit), none when the deck has none.
  { id: "CORE_CFM_344", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }], do: [
    { type: "putIntoPlay", from: "deck", where: { type: "minion", race: "MURLOC" } },
    { type: "putIntoPlay", from: "deck", where: { type: "minion", race: "MURLOC" } },
  ] }] },
  // Fire Plume Phoenix: "Battlecry: Deal 3 damage."
  { id: "CORE_UNG_084", target: { type: "character" }, battlecry: [{ type: "damage", amount: 3, to: "target" }] },
  // Fogsail Freebooter: "Battlecry: If you have a weapon equipped, deal 2 damage." A target only with a weapon equipped as
  // it is played; the weapon is looked for again as the battlecry resolves (3.3).
  { id: "CS3_022", target: { type: "character", if: { exists: "friendly-weapon" } },
    battlecry: [{ type: "if", if: { exists: "friendly-weapon" }, then: [{ type: "damage", amount: 2, to: "target" }] }] },
  // Glacial Shard: "Battlecry: Freeze an enemy."
  { id: "CORE_UNG_205", target: { type: "character", side: "enemy" }, battlecry: [{ type: "freeze", to: "target" }] },
  // Gorillabot A-3: "Battlecry: If you control another Mech, Discover a Mech." (5.1 发现: your class and neutral cards)
  { id: "CORE_LOE_039", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "MECHANICAL", not: "self" } } },
    then: [{ type: "discover", from: { type: "MINION", race: "MECHANICAL", yourClass: true } }] }] },
  // Hench-Clan Thug: "After your hero attacks, give this minion +1/+1."
  { id: "CORE_GIL_534", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: "self", enchantment: "GIL_534t" }] }] },
  { id: "GIL_534t", buff: { attack: 1, health: 1 } }, // Reinforced: "Increased stats."
  // Injured Tol'vir: "Taunt. Battlecry: Deal 3 damage to this minion."
  { id: "CORE_ULD_271", battlecry: [{ type: "damage", amount: 3, to: "self" }] },
  // Lifedrinker: "Battlecry: Deal 3 damage to the enemy hero. Restore #3 Health to your hero."
  { id: "CORE_GIL_622", battlecry: [{ type: "damage", amount: 3, to: "enemy-hero" }, { type: "heal", amount: 3, to: "friendly-hero" }] },
  // Maze Guide: "Battlecry: Summon a random 2-Cost minion."
  { id: "CORE_REV_308", battlecry: [{ type: "summonRandom", pool: { type: "MINION", cost: 2 } }] },
  // Mo'arg Forgefiend: "Taunt. Deathrattle: Gain 8 Armor."
  { id: "CORE_SW_068", deathrattle: [{ type: "armor", amount: 8 }] },
  // Nerubian Egg: "Deathrattle: Summon a 4/4 Nerubian."
  { id: "CORE_FP1_007", deathrattle: [{ type: "summon", card: "FP1_007t" }] },
  // Netherspite Historian: "Battlecry: If you're holding a Dragon, Discover a Dragon."
  { id: "CORE_KAR_062", battlecry: [{ type: "if", if: holdingA("DRAGON"), then: [{ type: "discover", from: { type: "MINION", race: "DRAGON", yourClass: true } }] }] },
  // Octosari: "Deathrattle: Draw 8 cards."
  { id: "CORE_ULD_177", deathrattle: [{ type: "draw", count: 8 }] },
  // Overlord Runthak: "Rush. Whenever this attacks, give +1/+1 to all minions in your hand." (the attack step, 2.6 c)
  { id: "CS3_025", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "CS3_025e" }] }] },
  { id: "CS3_025e", buff: { attack: 1, health: 1 } },
  // Plated Beetle: "Deathrattle: Gain 3 Armor."
  { id: "CORE_LOOT_413", deathrattle: [{ type: "armor", amount: 3 }] },
  // Primordial Drake: "Taunt. Battlecry: Deal 2 damage to all other minions."
  { id: "CORE_UNG_848", battlecry: [{ type: "damage", amount: 2, to: "all-other-minions" }] },
  // Prize Vendor: "Battlecry and Deathrattle: Each player draws a card."
  { id: "CORE_DMF_067", battlecry: [...EACH_PLAYER_DRAWS], deathrattle: [...EACH_PLAYER_DRAWS] },
  // Royal Librarian: "Tradeable. Battlecry: Silence a minion." (Tradeable from the card data: the trade action)
  { id: "CORE_SW_066", target: { type: "minion" }, battlecry: [{ type: "silence", to: "target" }] },
  // Runaway Blackwing: "At the end of your turn, deal 10 damage to a random enemy minion."
  { id: "CORE_YOP_034", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 10, to: { random: "enemy-minions" } }] }] },
  // Rustrot Viper: "Tradeable. Battlecry: Destroy your opponent's weapon."
  { id: "CORE_SW_072", battlecry: [{ type: "destroy", to: "enemy-weapon" }] },
  // Shimmering Courser: "Elusive on your opponent's turn." An aura on itself while it is its controller's opponent's turn.
  { id: "CORE_LOOT_193", auras: [{ to: "self", if: { turn: "opponent" }, buff: { grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] } }] },
  // Sneed's Old Shredder: "Deathrattle: Summon a random Legendary minion."
  { id: "CORE_GVG_114", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", rarity: "LEGENDARY" } }] },
  // Stonehill Defender: "Taunt. Battlecry: Discover a Taunt minion." (minions whose card data gives them Taunt)
  { id: "Core_UNG_072", battlecry: [{ type: "discover", from: { type: "MINION", mechanic: "TAUNT", yourClass: true } }] },
  // Taelan Fordring: "Taunt, Divine Shield. Deathrattle: Draw your highest Cost minion." (a tie: a random one of them)
  { id: "CS3_024", deathrattle: [{ type: "draw", where: { type: "minion" }, highest: "cost" }] },
  // Tar Creeper: "Taunt. Has +2 Attack during your opponent's turn."
  { id: "CORE_UNG_928", auras: [{ to: "self", if: { turn: "opponent" }, buff: { attack: 2 } }] },
  // The Curator: "Taunt. Battlecry: Draw a Beast, Dragon, and Murloc." Three draws, each of a random card of that type (none:
  // that draw does nothing).
  { id: "CORE_KAR_061", battlecry: [
    { type: "draw", where: { race: "BEAST" } }, { type: "draw", where: { race: "DRAGON" } }, { type: "draw", where: { race: "MURLOC" } },
  ] },
  // Vicious Slitherspear: "After you cast a spell, gain +1 Attack until your next turn." (the after-play step, 2.3)
  { id: "CORE_TSC_827", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", enchantment: "TSC_827e" }] }] },
  { id: "TSC_827e", buff: { attack: 1 }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // The prologue printing's own enchantment (same text), so a state naming it loads.
  { id: "RLK_Prologue_TSC_827e", buff: { attack: 1 }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Menagerie Mug: "Battlecry: Give 3 random friendly minions of different minion types +1/+1." Menagerie Jug: the same with
  // +2/+2. Only minions with a minion type can be picked, each pick keeping the picked minions' types all different
  // (selector `differentTypes`, rules-notes); fewer are buffed when the board has fewer types. The Mug and the Jug have no
  // type, so never buff themselves.
  { id: "CORE_WON_141", battlecry: [{ type: "buff", to: { random: "friendly-minions", count: 3, differentTypes: true }, enchantment: "WON_141e" }] },
  // Sip of Tea (MenagerieMug_SipOfTeaEnchantment_WON_141e): the card data lacks it; +1/+1 from the text.
  { id: "WON_141e", type: "ENCHANTMENT", name: "Sip Of Tea", inferred: true, buff: { attack: 1, health: 1 } },
  { id: "CORE_WON_142", battlecry: [{ type: "buff", to: { random: "friendly-minions", count: 3, differentTypes: true }, enchantment: "WON_142e" }] },
  // Gulp of Tea (MenagerieJug_GulpOfTeaEnchantment_WON_142e): the card data lacks it; +2/+2 from the text.
  { id: "WON_142e", type: "ENCHANTMENT", name: "Gulp Of Tea", inferred: true, buff: { attack: 2, health: 2 } },
  // Vulpera Scoundrel: "Battlecry: Discover a spell or pick a mystery choice." Three spells of a Discover's range (5.1: your
  // class and neutral) and, after them, the game's Mystery Choice! (ULD_209t, "Add a random spell to your hand"): picked, a
  // random spell of the same range is added instead (rules-notes).
  { id: "CORE_ULD_209", battlecry: [{ type: "discover", from: { type: "SPELL", yourClass: true }, orPick: { card: "ULD_209t", effects: MYSTERY_CHOICE } }] },
  { id: "ULD_209t", spell: MYSTERY_CHOICE },
  // Nozdormu the Eternal: "Start of Game: If this is in BOTH players' decks, turns are only 15 seconds long." (5.5; the
  // `startGame` action.) A Start of Game card's "deck" is the player's cards as the game starts — hand and deck after the
  // mulligan (its two triggers, 5.5). Each copy whose owner's opponent also has one gives its owner's hero CS3_035e ("Turns
  // are 15 seconds long."), which carries the turn-time rule (5.8, rules-notes 144): recorded in the trace, nothing else.
  { id: "CS3_035", startOfGame: [{ type: "if", if: { any: [
    { exists: { all: "deck", side: "enemy", where: { name: "Nozdormu the Eternal" } } },
    { exists: { all: "hand", side: "enemy", where: { name: "Nozdormu the Eternal" } } }] },
  then: [{ type: "buff", to: "friendly-hero", enchantment: "CS3_035e" }] }] },
  { id: "CS3_035e", auras: [{ rule: "turn-time", seconds: 15 }] },
];
