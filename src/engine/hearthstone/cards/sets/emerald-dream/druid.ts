/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Druid cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_DRUID = (): CardDefinition[] => [
  // Evergreen Stag: "Elusive Lifesteal Taunt" (the card data's keywords)
  { id: "EDR_272" },
  // Photosynthesis: "Restore #6 Health. Get 3 random Druid spells."
  { id: "EDR_848", target: { type: "character" }, spell: [{ type: "heal", amount: 6, to: "target" },
    { type: "addCard", pool: { type: "SPELL", cardClass: "DRUID" }, count: 3 }] },
  // Horn of Plenty: "Discover a Nature spell. It costs (2) less."
  { id: "EDR_270", spell: [{ type: "discover", from: { type: "SPELL", spellSchool: "NATURE", yourClass: true }, cost: -2 }] },
  // Ward of Earth: "Gain 5 Armor. Summon a random 5-Cost minion and give it Taunt."
  { id: "EDR_060", spell: [{ type: "armor", amount: 5 }, { type: "summonRandom", pool: { type: "MINION", cost: 5 } },
    { type: "if", if: { exists: "summoned" }, then: [{ type: "buff", to: "summoned", enchantment: "EDR_060e" }] }] },
  { id: "EDR_060e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Ward Of Earth", buff: { grants: ["TAUNT"] } },
  // Dreambound Disciple: "Battlecry and Deathrattle: Your next Hero Power costs (0)." The enchantment goes on your Hero Power
  // and goes once it has been used (its inspire event, 2.7), as Blowtorch Saboteur's does (rules-notes).
  { id: "EDR_847", battlecry: [{ type: "buff", to: "friendly-hero-power", enchantment: "EDR_847e" }],
    deathrattle: [{ type: "buff", to: "friendly-hero-power", enchantment: "EDR_847e" }] },
  { id: "EDR_847e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Dreambound", buff: { setCost: 0 },
    triggers: [{ on: "inspire", if: { source: "self" }, do: [{ type: "expire" }] }] },
  // Charred Chameleon: "Battlecry: If you've used your Hero Power this turn, give a friendly minion +1/+2 and Rush." (a target
  // only while the condition holds)
  { id: "FIR_908", target: { type: "minion", side: "friendly", if: { heroPowerUsedThisTurn: true } },
    battlecry: [{ type: "buff", to: "target", enchantment: "FIR_908e3" }] },
  { id: "FIR_908e3", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Spreading Flames", buff: { attack: 1, health: 2, grants: ["RUSH"] } },
  // Grove Shaper: "After you cast a Nature spell, summon a 2/2 Treant with "Deathrattle: Get a copy of that spell."" (the
  // after-play step, 2.3; the Treant remembers the spell — an anonymous memory — and its Deathrattle adds a new card of it)
  { id: "EDR_271", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", spellSchool: "NATURE" } },
    do: [{ type: "summon", card: "EDR_271t" }, { type: "buff", to: "summoned", remember: "event-target" }] }] },
  { id: "EDR_271t", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "DRUID", name: "Treant Of Life", attack: 2, health: 2,
    deathrattle: [{ type: "addRemembered" }] },
  // Overheat: "Give your minions +1/+1. Discard a random Nature spell to give them +1/+1 more." (a random Nature spell of your
  // hand is discarded — destroying a card in hand discards it, 4.3 — and only then the second +1/+1; none: no more)
  { id: "FIR_906", spell: [{ type: "buff", to: "friendly-minions", enchantment: "FIR_906e" },
    { type: "group", of: { random: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "NATURE" } } }, do: [
      { type: "if", if: { count: { all: "group" }, atLeast: 1 }, then: [
        { type: "destroy", to: { all: "group" } }, { type: "buff", to: "friendly-minions", enchantment: "FIR_906e" }] }] }] },
  { id: "FIR_906e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Overheated", buff: { attack: 1, health: 1 } },
  // Symbiosis: "Discover a Choose One card from another class."
  { id: "EDR_273", spell: [{ type: "discover", from: { type: "CARD", mechanic: "CHOOSE_ONE", otherClass: true } }] },
  // Forest Lord Cenarius: "Choose Thrice - Give your other minions +1/+3; or Summon a 5/5 Ancient with Taunt." Three picks in
  // a row, each resolved before the next, the same option allowed again (with two options and three picks it must be):
  // the `choose` effect three times (your choice), in the Battlecry step. Not a Choose One card (the card data gives it no
  // CHOOSE_ONE): Fandral Staghelm does not combine it (rules-notes).
  { id: "EDR_209", battlecry: [{ type: "repeat", times: 3, do: [{ type: "choose", options: [
    { effects: [{ type: "buff", to: "other-friendly-minions", enchantment: "EDR_209e2" }] },
    { effects: [{ type: "summon", card: "EDR_209t5" }] }] }] }] },
  { id: "EDR_209e2", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Guidance Of The Forest", buff: { attack: 1, health: 3 } },
  { id: "EDR_209t5", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "DRUID", name: "Ancient", attack: 5, health: 5, tags: { TAUNT: 1 } },
  // Amirdrassil: "Summon a 1-Cost minion. Gain 1 Armor. Draw 1 card. Refresh 1 Mana Crystal. (Improves each use!)" A Location:
  // each use does the four things with its number — 1 and 1 more for each earlier use (the client's text has one "@" for
  // all four) — then improves (rules-notes 278); the minion is a random collectible one of that Cost.
  { id: "FIR_907", activate: [
    { type: "summonRandom", pool: { type: "MINION", cost: { stat: "improvements", of: "self", add: 1 } } },
    { type: "armor", amount: { stat: "improvements", of: "self", add: 1 } },
    { type: "draw", count: { stat: "improvements", of: "self", add: 1 } },
    { type: "refreshMana", amount: { stat: "improvements", of: "self", add: 1 } },
    { type: "improve", amount: 1 }] },
  // Reforestation: "Choose One - Draw a spell; or Draw a minion. (Hold this for 3 turns to do both!)" Held through the ends
  // of three of its owner's turns (the game's NUM_TURNS_IN_HAND, raised at each of them, 2.1 MAIN_NEXT), it becomes at the
  // next start of its owner's turn the game's Reforestation EDR_843t1 (missing-ids.json, facts inferred: the same 2-Cost
  // Nature spell doing both, the spell first) — a transform in hand (4.5); rules-notes 326
  { id: "EDR_843", chooseOne: [
    { effects: [{ type: "draw", count: 1, where: { type: "spell" } }] },
    { effects: [{ type: "draw", count: 1, where: { type: "minion" } }] }],
    triggers: [{ on: "turn-start", zone: "hand", if: [{ turn: "own" }, { value: { stat: "turnsInHand", of: "self" }, atLeast: 3 }],
      do: [{ type: "transform", to: "self", card: "EDR_843t1" }] }] },
  { id: "EDR_843t1", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "DRUID", name: "Reforestation", cost: 2, spellSchool: "NATURE",
    spell: [{ type: "draw", count: 1, where: { type: "spell" } }, { type: "draw", count: 1, where: { type: "minion" } }] },
];
