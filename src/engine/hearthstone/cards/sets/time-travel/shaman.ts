/** Across the Timeways (穿越时间流, TIME_TRAVEL): the shaman cards. */
import type { CardDefinition } from "../../format/index.js";

/** "Whenever you would damage this with a Nature spell, … instead": a pre-damage trigger (4.9 step 4) that prevents it. */
const byYourNatureSpell = [{ target: "self" as const }, { source: { side: "friendly" as const, type: "spell" as const, spellSchool: "NATURE" } }];

export const TT_SHAMAN = (): CardDefinition[] => [
  // Static Shock: "Deal $1 damage to a minion. Give your hero +1 Attack this turn."
  { id: "TIME_218", target: { type: "minion" }, spell: [
    { type: "damage", amount: 1, to: "target" }, { type: "buff", to: "friendly-hero", enchantment: "TIME_218e" }] },
  { id: "TIME_218e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "SHAMAN", name: "Statically Charged", buff: { attack: 1, oneTurn: true } },
  // Thunderquake: "Deal $1 damage to all minions. Get a Static Shock."
  { id: "TIME_215", spell: [{ type: "damage", amount: 1, to: "all-minions" }, { type: "addCard", card: "TIME_218" }] },
  // Nascent Bolt: "Deal $5 damage to a minion. If it survives, draw 2 cards." (survives: not mortally wounded as the text
  // goes on, before the death phase)
  { id: "TIME_216", target: { type: "minion" }, spell: [
    { type: "damage", amount: 5, to: "target" },
    { type: "if", if: { entity: "target", matches: { alive: true } }, then: [{ type: "draw", count: 2 }] }] },
  // Lightning Rod: "Deal $2 damage to a friendly minion to deal $4 damage to a random enemy minion."
  { id: "TIME_212", target: { type: "minion", side: "friendly" }, spell: [
    { type: "damage", amount: 2, to: "target" }, { type: "damage", amount: 4, to: { random: "enemy-minions" } }] },
  // Flux Revenant: "Taunt Whenever you would damage this with a Nature spell, it gains +2/+1 instead."
  { id: "TIME_214", triggers: [{ on: "pre-damage", if: byYourNatureSpell, do: [
    { type: "changeDamage", set: 0 }, { type: "buff", to: "self", enchantment: "TIME_214e" }] }] },
  { id: "TIME_214e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "SHAMAN", name: "Flux Overcapacity", buff: { attack: 2, health: 1 } },
  // Stormrook: "Whenever you would damage this with a Nature spell, summon a random 5-Cost minion instead."
  { id: "TIME_217", triggers: [{ on: "pre-damage", if: byYourNatureSpell, do: [
    { type: "changeDamage", set: 0 }, { type: "summonRandom", pool: { type: "MINION", cost: 5 } }] }] },
  // Haywire Hornswog: "Elusive, Taunt Costs (1) less for each Mana Crystal you've Overloaded this game." (every Overload
  // gained this game, as it is gained: rules-notes)
  { id: "END_030", auras: [{ to: "self", zone: "hand", buff: { cost: { overload: "game", multiply: -1 } } }] },
  // Primordial Overseer: "Battlecry: If you've cast a Nature spell while holding this, gain +1/+1 and draw a card." (a Nature
  // spell played from hand since this card last came into the hand — spells cast by other cards are not the player's
  // casts, rules/played.ts; the +1/+1 has no enchantment in the card data: an anonymous one)
  { id: "TIME_213", battlecry: [{ type: "if", if: { value: { playedThisGame: "spell", spellSchool: "NATURE", whileHeld: true }, atLeast: 1 },
    then: [{ type: "buff", to: "self", attack: 1, health: 1 }, { type: "draw", count: 1 }] }] },
  // Farseer Wo: "Elusive. After you cast a spell, Discover a Nature spell from the past." (a spell its player plays; your
  // class's and neutral Nature spells from the past, rules-notes 526)
  { id: "TIME_013", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } },
    do: [{ type: "discover", from: { type: "SPELL", spellSchool: "NATURE", yourClass: true, fromThePast: true } }] }] },
];
