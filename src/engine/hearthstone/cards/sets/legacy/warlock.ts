/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Warlock cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_WARLOCK = (): CardDefinition[] => [
  { id: "CS2_062", spell: [{ type: "damage", amount: 3, to: "all-characters" }] }, // Hellfire
  { id: "CS2_061", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "heal", amount: 2, to: "friendly-hero" }] }, // Drain Life
  { id: "CS2_057", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" }] }, // Shadow Bolt
  // Mortal Coil: "If it dies" — the target is mortally wounded after the damage, wherever it is (2.3: in hand too).
  { id: "EX1_302", target: { type: "minion" }, spell: [{ type: "damage", amount: 1, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "draw" }] }] },
  { id: "EX1_308", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" }, { type: "discard", count: 1 }] }, // Soulfire
  { id: "CS2_064", battlecry: [{ type: "damage", amount: 1, to: "all-other-characters" }] }, // Dread Infernal
  // Corruption: the enchantment destroys its host at the start of the caster's turn (2.1 MAIN_START_TRIGGERS).
  { id: "CS2_063", target: { type: "minion", side: "enemy" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_063e" }] },
  { id: "CS2_063e", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // Call of the Void: "Add a random Demon to your hand." (any collectible Demon minion, a recorded random pick)
  { id: "EX1_181", spell: [{ type: "addCard", pool: { type: "MINION", race: "DEMON" } }] },
  // Felstalker: "Battlecry: Discard a random card."
  { id: "EX1_306", battlecry: [{ type: "discard", count: 1 }] },
  // Sacrificial Pact: "Destroy a friendly Demon. Restore #5 Health to your hero." A Demon hero is a friendly Demon too.
  { id: "NEW1_003", target: { type: "character", side: "friendly", where: { race: "DEMON" } }, spell: [
    { type: "destroy", to: "target" }, { type: "heal", amount: 5, to: "friendly-hero" },
  ] },
  // Ritual of Doom: "Destroy a friendly minion. If you had 5 or more, summon a 5/5 Demon." Destroying only marks the minion
  // (4.3), so it still counts among the 5; it leaves in the death creation after the spell, so a full board stays full.
  { id: "CS3_002", target: { type: "minion", side: "friendly" }, spell: [
    { type: "destroy", to: "target" },
    { type: "if", if: { count: "friendly-minions", atLeast: 5 }, then: [{ type: "summon", card: "CS3_002t" }] },
  ] },
  // The 5/5 Demon (the card data gives its stats, not its race; the text calls it a Demon).
  { id: "CS3_002t", races: ["DEMON"] },
  // Siegebreaker: "Taunt. Your other Demons have +1 Attack." (Taunt from its tags)
  { id: "EX1_185", auras: [{ to: { all: "minions", side: "friendly", where: { not: "self", race: "DEMON" } }, buff: { attack: 1 }, enchantment: "EX1_185e" }] },
  { id: "EX1_185e", buff: { attack: 1 } },
  // Enslaved Fel Lord: "Taunt. Also damages the minions next to whomever this attacks." (Taunt from its tags; `attackHitsAdjacent`:
  // the defender's neighbours take its Attack after the combat damage, in the after-attack step, rules/combat.ts)
  { id: "CS3_021", attackHitsAdjacent: true },
  // --- researched ---
  // Felsoul Jailer: "Battlecry: Your opponent discards a minion. Deathrattle: Return it." (rules-notes: Felsoul Jailer)
  // A random minion of the opponent's hand (a discard in a hidden zone is random, the Hearthstone wiki's Discard and
  // Random pages); the Jailer remembers its card on an anonymous enchantment (the card data has none for it) before
  // discarding it (destroying a card in hand discards it, 4.3). None in hand: nothing is discarded, nothing remembered.
  // The Deathrattle gives a new card of it, without states (4.8), to the player who discarded it.
  { id: "CS3_003", battlecry: [
    { type: "group", of: { random: { all: "hand", side: "enemy", where: { type: "minion" } } }, do: [
      { type: "if", if: { count: { all: "group" }, atLeast: 1 }, then: [{ type: "buff", to: "self", remember: { all: "group" } }] },
      { type: "destroy", to: { all: "group" } },
    ] },
  ], deathrattle: [{ type: "addRemembered", for: "owner" }] },
];
