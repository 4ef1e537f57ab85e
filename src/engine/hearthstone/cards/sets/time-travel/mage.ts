/** Across the Timeways (穿越时间流, TIME_TRAVEL): the Mage cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

const TT = { inferred: true, set: "TIME_TRAVEL", cardClass: "MAGE" } as const;

export const TT_MAGE = (): CardDefinition[] => [
  // Arcane Barrage: "Deal $3 damage to an enemy and $2 damage to two other random ones." (the two others picked at once
  // among the enemies but the target, one mass damage; fewer enemies, fewer hits)
  { id: "TIME_855", target: { type: "character", side: "enemy" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "group", of: { random: { from: "enemy-characters", except: "target" }, count: 2 }, do: [{ type: "damage", amount: 2, to: "group" }] }] },
  // Mirror Dimension: "Summon a 0/4 minion with Taunt. If you are holding a Dragon, summon another." (the game's Mirrored
  // Mage, TIME_006t1; the hand as the second summon comes)
  { id: "TIME_006", spell: [{ type: "summon", card: "TIME_006t1" },
    { type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "summon", card: "TIME_006t1" }] }] },
  { id: "TIME_006t1", type: "MINION", ...TT, name: "Mirrored Mage", cost: 1, attack: 0, health: 4, tags: { TAUNT: 1 } },
  // Semi-Stable Portal: "Rewind. Add a random minion to your hand. It costs (3) less."
  { id: "TIME_000", rewind: true, spell: [{ type: "addCard", pool: { type: "MINION" }, cost: -3 }] },
  // Temporal Construct: "Battlecry: Deal 5 damage to an enemy minion. Draw cards equal to the excess damage." (the damage
  // beyond the minion's remaining Health; none when it has no target)
  { id: "TIME_858", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "damage", amount: 5, to: "target" },
    { type: "draw", count: { dealt: "excess" } }] },
  // Faceless Enigma: "Battlecry: Look at 2 random Secrets. Pick one to cast for yourself. The other casts for your
  // opponent." (rules-notes 332: two different collectible Secrets of any class, set aside; the pick is the request's
  // `choices`, not a Discover; yours is cast first, then theirs — each to its player's secret zone, or revealed and to
  // the graveyard when that player already has it or has no room)
  { id: "TIME_860", battlecry: [
    { type: "addCard", pool: { type: "SPELL", mechanic: "SECRET" }, count: 2, different: true, into: "aside" },
    { type: "pick", from: { all: "added" }, do: [{ type: "castSpell", of: { all: "group" } }] },
    { type: "castSpell", of: { all: "added" }, player: "enemy" }] },
  // Alter Time: "Discover two Arcane spells from the past. They cost (2) less." (two Discovers, each from your class's and
  // neutral Arcane spells from the past, rules-notes 526; each card taken costs (2) less)
  { id: "TIME_857", spell: [{ type: "discover", from: { type: "SPELL", spellSchool: "ARCANE", yourClass: true, fromThePast: true }, cost: -2 },
    { type: "discover", from: { type: "SPELL", spellSchool: "ARCANE", yourClass: true, fromThePast: true }, cost: -2 }] },
];
