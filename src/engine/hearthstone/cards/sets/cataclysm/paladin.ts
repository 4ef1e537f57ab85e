/** Cataclysm (大灾变, CATACLYSM): Paladin cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_PALADIN = (): CardDefinition[] => [
  // Scalebreaker Bulwark: "At the end of your turn, deal 2 damage to all enemies."
  { id: "CATA_475", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 2, to: "enemy-characters" }] }] },
  // Nozdormu, Bronze Aspect: "At the end of your turn, give your minions Divine Shield. Any that already had one gain +3/+3
  // instead." (those with Divine Shield as it resolves get +3/+3, then the others get Divine Shield)
  { id: "CATA_473", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [
    { type: "buff", to: { all: "minions", side: "friendly", where: { tag: "DIVINE_SHIELD" } }, attack: 3, health: 3 },
    { type: "buff", to: { all: "minions", side: "friendly", where: { notTag: "DIVINE_SHIELD" } }, grants: ["DIVINE_SHIELD"] }] }] },
  // Bronze Redeemer: "At the end of your turn, summon a Dragon with stats equal to this minion's."
  { id: "CATA_478", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "CATA_478t",
    setAttack: { stat: "attack", of: "self" }, setHealth: { stat: "health", of: "self" } }] }] },
  { id: "CATA_478t", type: "MINION", inferred: true, set: "CATACLYSM", cardClass: "PALADIN", name: "Bronze Brute", attack: 3, health: 3, races: ["DRAGON"] },
  // Spearheart Sentry: "At the end of your turn, get a random Holy Spell. Reduce its Cost by (3)."
  { id: "CATA_474", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "HOLY" }, cost: -3 }] }] },
  // Sandfury Aura: "Your minions' end of turn effects trigger twice. Lasts 3 turns." (a lasting spell whose rule holds from
  // the secret zone)
  { id: "CATA_480", lasts: { turns: 3 }, tags: { PALADIN_AURA: 1 }, auras: [{ rule: "minions-end-of-turn-twice", zone: "secret" }] },
  // Chamber of Aspects (Location, 2 Durability): "Choose a minion in your hand. Give it +2/+2."
  { id: "CATA_477", target: { type: "card", where: { type: "minion" } }, activate: [{ type: "buff", to: "target", enchantment: "CATA_477e" }] },
  { id: "CATA_477e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Aspects Blessing", buff: { attack: 2, health: 2 } },
  // Gelbin's Triumph: "Get a random Paladin Aura. It lasts an additional turn." (rules-notes 313: a Paladin Aura is a Paladin
  // lasting spell, "Lasts N turns" — 光环; the card added counts one more turn, its TURNS_LEFT)
  { id: "CATA_621", spell: [{ type: "addCard", pool: { type: "SPELL", cardClass: "PALADIN", lasting: true } }, { type: "extendLasting", to: { all: "added" } }] },
  // Inspiring Maul: "Deathrattle: Trigger a random friendly minion's end of turn effect." (rules-notes 385: a minion with a
  // trigger on the end of a turn — its own or one an enchantment gives; the whose-turn condition is not read)
  { id: "CATA_472", deathrattle: [{ type: "triggerEndOfTurn", to: { random: { all: "minions", side: "friendly", where: { has: "endOfTurn" } } } }] },
];
