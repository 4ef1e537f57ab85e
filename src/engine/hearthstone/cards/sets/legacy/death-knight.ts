/**
 * Legacy (the Basic and Classic cards kept in Wild, 怀旧): Death Knight cards, with the tokens and enchantments they make.
 * Their canonical printings are in PLACEHOLDER_202204 (RLK_…); they are defined under their LEG_ ids. Corpses (残骸):
 * rules/corpses.ts and docs/card-format.md. Rune costs only matter for deck-building and are not modelled.
 */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_DEATHKNIGHT = (): CardDefinition[] => [
  // Bonedigger Geist: "Battlecry: Spend a Corpse to gain +1/+2."
  { id: "LEG_RLK_753", battlecry: [{ type: "spendCorpses", amount: 1, do: [{ type: "buff", to: "self", enchantment: "RLK_753e" }] }] },
  { id: "RLK_753e", buff: { attack: 1, health: 2 } },
  // Defrost: "Draw a card. Spend 2 Corpses to draw another."
  { id: "LEG_RLK_101", spell: [{ type: "draw", count: 1 }, { type: "spendCorpses", amount: 2, do: [{ type: "draw", count: 1 }] }] },
  // Graveyard Shift: "Summon two 1/1 Zombies with Reborn." A spell that only summons needs a free space (rules-notes 127).
  { id: "LEG_RLK_705", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "RLK_705t", count: 2 }] },
  { id: "RLK_705t", type: "MINION", name: { enUS: "Shambling Zombie Core", zhCN: "僵尸" }, cardClass: "DEATHKNIGHT", inferred: true, attack: 1, health: 1, tags: { REBORN: 1 } },
  // Heart Strike: "Deal $3 damage to a minion. If it dies, gain a Corpse." (Mortal Coil's "if it dies": mortally wounded.)
  { id: "LEG_RLK_034", target: { type: "minion" }, spell: [
    { type: "damage", amount: 3, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "gainCorpses", amount: 1 }] },
  ] },
  // Noxious Cadaver: "Battlecry: Deal 2 damage to an enemy and your hero." With no enemy to target, the Battlecry does not
  // happen at all (rules-notes 135), your hero included.
  { id: "LEG_RLK_079", target: { type: "character", side: "enemy" }, battlecry: [
    { type: "damage", amount: 2, to: "target" },
    { type: "damage", amount: 2, to: "friendly-hero" },
  ] },
  // Obliterate: "Destroy a minion. Deal 3 damage to your hero." (ImmuneToSpellpower: Spell Damage does not raise the 3.)
  { id: "LEG_RLK_125", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }, { type: "damage", amount: 3, to: "friendly-hero" }] },
  // Overseer Frigidara: "Battlecry: Draw 2 spells. If they're both Frost spells, deal 2 damage to all enemies." Both: two
  // spells were drawn and both are Frost (spellSchool FROST); a spell burned by a full hand was drawn too (rules-notes).
  { id: "LEG_RLK_224", battlecry: [
    { type: "draw", count: 2, where: { type: "spell" } },
    { type: "if", if: { count: { all: "drawn", where: { spellSchool: "FROST" } }, atLeast: 2 }, then: [{ type: "damage", amount: 2, to: "enemy-characters" }] },
  ] },
  // Patchwerk: "Battlecry: Destroy a random minion in your opponent's hand, deck, and battlefield." In the text's order;
  // destroying a card in hand discards it, in the deck burns it (4.3).
  { id: "LEG_RLK_071", battlecry: [
    { type: "destroy", to: { random: { all: "hand", side: "enemy", where: { type: "minion" } } } },
    { type: "destroy", to: { random: { all: "deck", side: "enemy", where: { type: "minion" } } } },
    { type: "destroy", to: { random: "enemy-minions" } },
  ] },
  // Plagued Grain: "Gain 4 Corpses. Shuffle four Crates into your deck that summon a 2/2 Undead when drawn."
  { id: "LEG_RLK_039", spell: [{ type: "gainCorpses", amount: 4 }, { type: "shuffleIntoDeck", card: "RLK_039t", count: 4 }] },
  // The Crate (RLK_039t, "Casts When Drawn: Summon a 2/2 Undead Peasant"): the Undead Peasant is RLK_070t, a 2/2 Undead.
  { id: "RLK_039t", type: "SPELL", name: { enUS: "Grain Crate Core", zhCN: "谷物箱" }, cardClass: "DEATHKNIGHT", inferred: true, castsWhenDrawn: true,
    spell: [{ type: "summon", card: "RLK_070t" }] },
  // Possessifier: "Battlecry: Summon two 1/1 Fighters with Rush and Reborn."
  { id: "LEG_RLK_077", battlecry: [{ type: "summon", card: "RLK_077t", count: 2 }] },
  { id: "RLK_077t", type: "MINION", name: { enUS: "Possessed Fighter Core", zhCN: "斗士" }, cardClass: "DEATHKNIGHT", inferred: true, attack: 1, health: 1, tags: { RUSH: 1, REBORN: 1 } },
  // Repulsive Gargantuan: "Enemy characters can't be healed." (CANT_BE_HEALED, rules/damage.ts)
  { id: "LEG_RLK_115", auras: [{ to: "enemy-characters", buff: { grants: ["CANT_BE_HEALED"] } }] },
  // Rime Sculptor: "Battlecry: Summon two 2/1 Rime Elementals with "Deathrattle: Deal 2 damage to a random enemy.""
  { id: "LEG_RLK_752", battlecry: [{ type: "summon", card: "RLK_907t", count: 2 }] },
  { id: "RLK_907t", type: "MINION", name: { enUS: "Rime Elemental Core", zhCN: "白霜元素" }, cardClass: "DEATHKNIGHT", inferred: true, attack: 2, health: 1,
    deathrattle: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] },
  // Rimefang Sword: "After your hero attacks, reduce the Cost of a spell in your hand by (1)." A random one (none: nothing).
  { id: "LEG_RLK_710", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "spell" } } }, enchantment: "RLK_710e" },
  ] }] },
  { id: "RLK_710e", type: "ENCHANTMENT", name: "Freezy Breezy", cardClass: "DEATHKNIGHT", inferred: true, buff: { cost: -1 } },
  // Runeforging: "Draw a weapon. Spend a Corpse to reduce its Cost by (1)." The Corpse is spent only for a weapon drawn and
  // still in hand (no weapon, or one burned: nothing to reduce, rules-notes).
  { id: "LEG_RLK_715", spell: [
    { type: "draw", count: 1, where: { type: "weapon" } },
    { type: "if", if: { exists: { all: "drawn", where: { zone: "hand" } } }, then: [
      { type: "spendCorpses", amount: 1, do: [{ type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "RLK_715e" }] },
    ] },
  ] },
  { id: "RLK_715e", buff: { cost: -1 } },
  // Ymirjar Deathbringer: "Taunt. Deathrattle: Spend 3 Corpses to summon a 3/3 Risen Ymirjar with Taunt." Its own death gave
  // a Corpse before its Deathrattle resolves (rules/corpses.ts). The Risen Ymirjar leaves no Corpse.
  { id: "LEG_RLK_226", deathrattle: [{ type: "spendCorpses", amount: 3, do: [{ type: "summon", card: "RLK_226t" }] }] },
  { id: "RLK_226t", type: "MINION", name: { enUS: "Risen Ymirjar Core", zhCN: "复活的伊米亚人" }, cardClass: "DEATHKNIGHT", inferred: true, attack: 3, health: 3,
    tags: { TAUNT: 1 }, leavesNoCorpse: true },
];
