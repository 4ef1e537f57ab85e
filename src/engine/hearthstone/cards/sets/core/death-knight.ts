/** Core (核心系列): Death Knight cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_DEATHKNIGHT: CardDefinition[] = [
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
];
