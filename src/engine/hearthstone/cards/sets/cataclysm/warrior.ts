/** Cataclysm (大灾变, CATACLYSM): Warrior cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_WARRIOR = (): CardDefinition[] => [
  // Searing Fissure: "Deal $1 damage to all minions. Give your hero +3 Attack this turn."
  { id: "CATA_582", spell: [{ type: "damage", amount: 1, to: "all-minions" }, { type: "buff", to: "friendly-hero", enchantment: "CATA_582e" }] },
  { id: "CATA_582e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Flamebound", buff: { attack: 3, oneTurn: true } },
  // Decimation: "Deal $1 damage to all minions. (Improved for each minion on the battlefield.)" (1 more for each minion in
  // play as it resolves, as Starsurge's "Improved by")
  { id: "CATA_581", spell: [{ type: "damage", amount: { count: "all-minions", add: 1 }, to: "all-minions" }] },
  // Destructive Blaze: "After this survives damage, summon a Destructive Blaze. Deathrattle: Deal 2 damage to a random enemy."
  { id: "CATA_586", triggers: [{ on: "damage", if: { target: { is: "self", alive: true } }, do: [{ type: "summon", card: "CATA_586" }] }],
    deathrattle: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] },
  // Erupting Volcano (Location, 3 Durability): "Deal 3 damage randomly split among enemies. If you've played a Fire spell this
  // turn, deal 3 more." (one damage at a time, each hit a new random pick)
  { id: "CATA_584", activate: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 3 } },
    { type: "if", if: { playedThisTurn: "spell", spellSchool: "FIRE", atLeast: 1 }, then: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 3 } }] }] },
  // Lo'Gosh's Last Stand: "Give a minion "Deathrattle: Summon a random minion from your hand."" (the Deathrattle is the
  // minion's, for its controller as it dies)
  { id: "CATA_610", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "CATA_610e" }] },
  { id: "CATA_610e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Holding On",
    deathrattle: [{ type: "putIntoPlay", from: "hand", where: { type: "minion" } }] },
  // Commander Geddon: "Battlecry: Instead of drawing each turn, Discover a card from your deck. It costs (3) less. Destroy
  // the others." (a player state on your hero for the rest of the game, CATA_591e: the rule no-turn-draw, and in the draw
  // phase it replaces — the event no-turn-draw — a Discover from the deck whose options not taken are destroyed, the card
  // taken costing 3 less, CATA_591e2; rules-notes 298)
  { id: "CATA_591", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "CATA_591e" }] },
  { id: "CATA_591e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Barren", auras: [{ rule: "no-turn-draw" }],
    triggers: [{ on: "no-turn-draw", if: { turn: "own" }, do: [{ type: "discover", from: "deck", enchantment: "CATA_591e2", rest: "burn" }] }] },
  { id: "CATA_591e2", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Overheat", buff: { cost: -3 } },
  // Torch: "Deal $8 damage to a damaged minion. Return this to hand with any excess damage." (rules-notes 312: its damage
  // is the card's own number, 8 to start, no Spell Damage — the data's ImmuneToSpellpower; only when the damage went
  // beyond the minion's Health, as the Chinese text says, it comes back carrying that excess)
  { id: "CATA_585", tags: { TAG_SCRIPT_DATA_NUM_1: 8 }, target: { type: "minion", where: { damaged: true } },
    spell: [{ type: "damage", amount: { stat: "number", of: "self" }, to: "target", spellDamage: false },
      { type: "if", if: { value: { dealt: "excess" }, atLeast: 1 }, then: [{ type: "returnToHand", to: "self", number: { dealt: "excess" } }] }] },
];
