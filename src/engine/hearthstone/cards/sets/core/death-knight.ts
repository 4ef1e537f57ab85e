/** Core (核心系列): Death Knight cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

const CORE_DEATHKNIGHT_1 = (): CardDefinition[] => [
  // Death Strike: "Lifesteal. Deal $6 damage to a minion." (Lifesteal from the card data.)
  { id: "RLK_024", target: { type: "minion" }, spell: [{ type: "damage", amount: 6, to: "target" }] },
  // Core Death Knight (part 1)
  // Body Bagger: "Battlecry: Gain a Corpse."
  { id: "RLK_503", battlecry: [{ type: "gainCorpses", amount: 1 }] },
  // Chillfallen Baron: "Battlecry and Deathrattle: Draw a card."
  { id: "RLK_708", battlecry: [{ type: "draw", count: 1 }], deathrattle: [{ type: "draw", count: 1 }] },
  // Harbinger of Winter: "Deathrattle: Draw a Frost spell." (a random Frost spell of the deck; none: nothing)
  { id: "RLK_511", deathrattle: [{ type: "draw", count: 1, where: { type: "spell", spellSchool: "FROST" } }] },
  // Remorseless Winter: "Deal $2 damage to all enemies. Draw a card."
  { id: "RLK_709", spell: [{ type: "damage", amount: 2, to: "enemy-characters" }, { type: "draw", count: 1 }] },
  // Skeletal Sidekick: "Battlecry: Give a friendly Undead +2 Attack."
  { id: "RLK_958", target: { type: "minion", side: "friendly", where: { race: "UNDEAD" } }, battlecry: [{ type: "buff", to: "target", enchantment: "RLK_958e" }] },
  { id: "RLK_958e", buff: { attack: 2 } },
  // Thassarian: "Reborn. Battlecry and Deathrattle: Deal 2 damage to a random enemy." (Reborn from the card data)
  { id: "RLK_223", battlecry: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }], deathrattle: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] },
  // Acolyte of Death: "After a friendly Undead dies, draw a card."
  { id: "CORE_RLK_121", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion", race: "UNDEAD" } }, do: [{ type: "draw", count: 1 }] }] },
  // Grave Strength: "Give your minions +1 Attack. Spend 5 Corpses to give them +3 instead."
  { id: "RLK_707", spell: [{ type: "spendCorpses", amount: 5,
    do: [{ type: "buff", to: "friendly-minions", enchantment: "RLK_707e2" }],
    else: [{ type: "buff", to: "friendly-minions", enchantment: "RLK_707e" }] }] },
  { id: "RLK_707e", buff: { attack: 1 } },
  { id: "RLK_707e2", buff: { attack: 3 } },
  // Blood Tap: "Give all minions in your hand +1/+1. Spend 2 Corpses to give them +1/+1 more."
  { id: "CORE_RLK_712", spell: [
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "RLK_712e" },
    { type: "spendCorpses", amount: 2, do: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "RLK_712e" }] },
  ] },
  { id: "RLK_712e", type: "ENCHANTMENT", name: "Tapped Blood", cardClass: "DEATHKNIGHT", inferred: true, buff: { attack: 1, health: 1 } },
  // Stitched Giant: "Costs (1) less for each Corpse you've spent this game."
  { id: "RLK_744", auras: [{ to: "self", zone: "hand", buff: { cost: { corpses: "spentThisGame", multiply: -1 } } }] },
  // Anti-Magic Shell: "Give your minions +1/+1 and Elusive." (Elusive: can't be targeted by spells or Hero Powers)
  { id: "RLK_048", spell: [{ type: "buff", to: "friendly-minions", enchantment: "RLK_048e" }] },
  { id: "RLK_048e", type: "ENCHANTMENT", name: "Anti Magic Shell Core", cardClass: "DEATHKNIGHT", inferred: true,
    buff: { attack: 1, health: 1, grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] } },
  // Asphyxiate: "Destroy the highest Attack enemy minion." A random one among ties (recorded); with no enemy minion it does
  // nothing (the card data gives no play requirement, rules-notes).
  { id: "CORE_RLK_087", spell: [{ type: "destroy", to: { random: "enemy-minions", highest: "attack" } }] },
  // Gnome Muncher: "Taunt, Lifesteal. At the end of your turn, attack the lowest Health enemy." A forced attack (2.6) on the
  // enemy character with the lowest Health (Armor does not count; a random one among ties), as a new defender is picked
  // (3.5: not mortally wounded, not Immune). Taunt and Lifesteal from the card data.
  { id: "RLK_720", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [
    { type: "forceAttack", attacker: "self", defender: { random: "enemy-characters", lowest: "health" } },
  ] }] },
  // Deathbringer Saurfang: "Taunt. Deathrattle: Return this to your hand. It costs Health instead of Mana." The card goes
  // back from the graveyard (a full hand: it stays there) with CARD_COSTS_HEALTH on an enchantment (the card data has none
  // for it); played so, its cost comes off your hero's Health (payStep, docs/rules-notes.md). Taunt from the card data.
  { id: "RLK_082", deathrattle: [{ type: "returnToHand", to: "self", from: "graveyard", grants: ["CARD_COSTS_HEALTH"] }] },
  // Army of the Dead: "Raise up to 5 Corpses as 2/2 Risen Ghouls with Rush." Raising a Corpse is spending it to summon the
  // minion: only as many as your board has room for are spent, at most 5, then that many Ghouls are summoned; a spell that
  // only summons needs a free space to be played (rules-notes). The Risen Ghoul leaves no Corpse.
  { id: "RLK_060", requires: { space: "friendly-board" }, spell: [
    { type: "spendCorpses", upTo: { space: "friendly-board", max: 5 }, do: [{ type: "summon", card: "RLK_008t", count: { corpses: "spentNow" } }] },
  ] },
  { id: "RLK_008t", type: "MINION", name: { enUS: "Risen Ghoul Core", zhCN: "复活的食尸鬼" }, cardClass: "DEATHKNIGHT", inferred: true, attack: 2, health: 2,
    tags: { RUSH: 1 }, leavesNoCorpse: true },
  // Battlefield Necromancer: "At the end of your turn, raise a Corpse as a 1/3 Risen Footman with Taunt." With no Corpse, or
  // no room on your board, nothing is spent or summoned. The Risen Footman leaves no Corpse.
  { id: "RLK_061", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [
    { type: "spendCorpses", upTo: { space: "friendly-board", max: 1 }, do: [{ type: "summon", card: "RLK_061t", count: { corpses: "spentNow" } }] },
  ] }] },
  { id: "RLK_061t", type: "MINION", name: { enUS: "Risen Footman Core", zhCN: "复活的步兵" }, cardClass: "DEATHKNIGHT", inferred: true, attack: 1, health: 3,
    tags: { TAUNT: 1 }, leavesNoCorpse: true },
  // Frost Strike: "Deal $3 damage to a minion. If it dies, Discover a Frost Rune card." ("dies": mortally wounded by it, 2.3.)
  // A Frost Rune card: a card whose rune cost has a Frost rune (the pool field `rune`, the game's rune costs: rules-notes
  // 358), of your class and neutral (5.1) — so Death Knight cards; another class's hero falls back to the card's own
  // class (5.1). Frost Strike itself is never offered (5.1).
  { id: "RLK_025", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "discover", from: { type: "CARD", yourClass: true, rune: "frost" } }] }] },
  // Hematurge: "Battlecry: Spend a Corpse to Discover a Blood Rune card." (no Corpse: nothing; rules-notes 358)
  { id: "RLK_066", battlecry: [{ type: "spendCorpses", amount: 1, do: [{ type: "discover", from: { type: "CARD", yourClass: true, rune: "blood" } }] }] },
];

// Core Death Knight (part 2). Core reprints (CORE_RLK_…, CORE_ETC_523) play as their original printings (`sameAs`), so
// those are defined here under their original ids (Path of Arthas, March of the Lich King, Festival of Legends), with their
// tests in test/cards/<original set>.death-knight.test.ts as the coverage lint asks.
export const CORE_DEATHKNIGHT = (): CardDefinition[] => CORE_DEATHKNIGHT_1().concat(
  // Necrotic Mortician: "Battlecry: If a friendly Undead died after your last turn, Discover an Unholy Rune card." The
  // death record (4.10) keeps each death's turn and the Undead as printed; "after your last turn": the turns since your
  // previous one ended (the opponent's, and this one so far; rules/turns.ts). An Unholy Rune card as Frost Strike's Frost.
  { id: "RLK_116", battlecry: [{ type: "if", if: { value: { died: "minions", race: "UNDEAD", sinceYourLastTurn: true }, atLeast: 1 },
    then: [{ type: "discover", from: { type: "CARD", yourClass: true, rune: "unholy" } }] }] },
  // Corpse Explosion: "Detonate a Corpse to deal $1 damage to all minions. If any are still alive, repeat this." Each run
  // spends one Corpse (none: nothing happens); no death phase between runs, so "still alive" is "not mortally wounded"
  // (docs/rules-notes.md). Spell Damage raises each run's damage.
  { id: "RLK_035", spell: [{ type: "repeat", do: [{ type: "spendCorpses", amount: 1, do: [{ type: "damage", amount: 1, to: "all-minions" }] }],
    while: { all: [{ exists: { all: "minions", where: { alive: true } } }, { value: { corpses: "have" }, atLeast: 1 }] } }] },
  // Death Metal Knight: "Taunt. Costs Health instead of Mana if your hero was healed this turn." (Taunt from the card data;
  // an aura of the card in hand on itself grants the game's CARD_COSTS_HEALTH while the condition holds: docs/card-format.md)
  { id: "ETC_523", auras: [{ to: "self", zone: "hand", buff: { grants: ["CARD_COSTS_HEALTH"] }, if: { heroHealedThisTurn: true } }] },
  // Deathchiller: "After you cast a spell, deal 1 damage to two random enemies." Two different enemies picked at once (as
  // Cleave's "two random enemy minions"), one mass damage; one enemy only: that one.
  { id: "RLK_083", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [
    { type: "group", of: { random: "enemy-characters", count: 2 }, do: [{ type: "damage", amount: 1, to: "group" }] },
  ] }] },
  // Falric: "You gain twice as many Corpses as normal. Battlecry: Draw a card that spends Corpses." The rule aura
  // corpses-twice doubles every Corpse you gain while it is in play (deaths and "gain N Corpses"); the draw takes a random
  // card of your deck whose text spends Corpses (none: nothing).
  { id: "CORE_EDR_003", auras: [{ rule: "corpses-twice" }], battlecry: [{ type: "draw", count: 1, where: { has: "spendsCorpses" } }] },
  // Frostmourne: "Deathrattle: Summon every minion killed by this weapon." Each minion your hero kills attacking with it (the
  // defender mortally wounded after the attack, as Warsong Grunt reads "attacks and kills") is remembered on the weapon by a
  // Trapped Soul (ICC_314t1e, the memory of the Lich King's Frostmourne, whose text this is too); its Deathrattle summons a
  // fresh copy of each, in the order killed.
  { id: "RLK_086", triggers: [{ on: "after-attack", if: [{ source: "friendly-hero" }, { target: { type: "minion", mortallyWounded: true } }],
    do: [{ type: "buff", to: "self", enchantment: "ICC_314t1e", remember: "event-target" }] }],
  deathrattle: [{ type: "summonRemembered", enchantment: "ICC_314t1e", all: true }] },
  { id: "ICC_314t1e" },
  // Frostwyrm's Fury: "Deal $5 damage. Freeze all enemy minions. Summon a 5/5 Frostwyrm."
  { id: "RLK_063", target: { type: "character" }, spell: [
    { type: "damage", amount: 5, to: "target" },
    { type: "freeze", to: "enemy-minions" },
    { type: "summon", card: "RLK_063t" },
  ] },
  { id: "RLK_063t", type: "MINION", name: { enUS: "Frostwyrm", zhCN: "冰霜巨龙" }, cardClass: "DEATHKNIGHT", inferred: true, attack: 5, health: 5 },
  // Horn of Winter: "Refresh 2 Mana Crystals." (refreshMana: spent, unlocked crystals refilled as temporary ones)
  { id: "RLK_042", spell: [{ type: "refreshMana", amount: 2 }] },
  // Malignant Horror: "Reborn. At the end of your turn, spend 4 Corpses to summon a copy of this minion." (a copy per 4.8)
  { id: "RLK_745", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [
    { type: "spendCorpses", amount: 4, do: [{ type: "summonCopy", of: "self", copyState: true }] },
  ] }] },
  // Marrow Manipulator: "Battlecry: Spend up to 5 Corpses. Deal 2 damage to a random enemy for each." One hit at a time,
  // each a new pick (3.5: not a mortally wounded one).
  { id: "RLK_505", battlecry: [{ type: "spendCorpses", upTo: 5, do: [
    { type: "repeat", times: { corpses: "spentNow" }, do: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] },
  ] }] },
  // Nerubian Swarmguard: "Taunt. Battlecry: Summon two copies of this minion." Copies per 4.8, right then left of it.
  { id: "RLK_062", battlecry: [{ type: "summonCopy", of: "self", copyState: true, count: 2 }] },
  // Poison Breath: "Give a friendly Undead Poisonous."
  { id: "CORE_EDR_002", target: { type: "minion", side: "friendly", where: { race: "UNDEAD" } }, spell: [{ type: "buff", to: "target", enchantment: "CORE_EDR_002e" }] },
  { id: "CORE_EDR_002e", type: "ENCHANTMENT", name: "Deathly Poison", cardClass: "DEATHKNIGHT", inferred: true, buff: { grants: ["POISONOUS"] } },
  // Soulbreaker: "After your hero attacks and kills a minion, gain 2 Corpses." (the defender mortally wounded after the attack)
  { id: "RLK_012", triggers: [{ on: "after-attack", if: [{ source: "friendly-hero" }, { target: { type: "minion", mortallyWounded: true } }],
    do: [{ type: "gainCorpses", amount: 2 }] }] },
  // Tomb Guardians: "Summon two 2/2 Zombies with Taunt. Spend 4 Corpses to give them Reborn." A spell that only summons
  // needs a free space (rules-notes 127). "Them": the Zombies summoned, those still in play.
  { id: "RLK_118", requires: { space: "friendly-board" }, spell: [
    { type: "summon", card: "RLK_118t3", count: 2 },
    { type: "spendCorpses", amount: 4, do: [{ type: "buff", to: { all: "summoned", where: { alive: true } }, grants: ["REBORN"] }] },
  ] },
  { id: "RLK_118t3", type: "MINION", name: { enUS: "Menacing Zombie", zhCN: "僵尸" }, cardClass: "DEATHKNIGHT", inferred: true, attack: 2, health: 2, tags: { TAUNT: 1 } },
  // Vampiric Blood: "Give your hero +5 Health. Spend 3 Corpses to gain 5 more and draw a card." (+5 Health: RLK_051e, twice)
  { id: "RLK_051", spell: [
    { type: "buff", to: "friendly-hero", enchantment: "RLK_051e" },
    { type: "spendCorpses", amount: 3, do: [{ type: "buff", to: "friendly-hero", enchantment: "RLK_051e" }, { type: "draw", count: 1 }] },
  ] },
  { id: "RLK_051e", buff: { health: 5 } },
);
