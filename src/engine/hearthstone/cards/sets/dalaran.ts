/** Rise of Shadows (DALARAN). */
import type { CardDefinition } from "../format/index.js";

const RAY_OF_FROST: CardDefinition["spell"] = [{
  type: "if", if: { entity: "target", matches: { tag: "FROZEN" } },
  then: [{ type: "freeze", to: "target" }, { type: "damage", amount: 2, to: "target" }],
  else: [{ type: "freeze", to: "target" }],
}];

export const DALARAN = (): CardDefinition[] => [
  // Twinspell (双生法术): `twinspell` names the copy without Twinspell (the data's `…ts` card) that its player gets with its
  // Overload (2.3 使用阶段 g) — back at the place the spell left in hand.
  // Conjurer's Calling: "Twinspell. Destroy a minion. Summon 2 minions of the same Cost to replace it." (as Life Cycle, twice)
  { id: "DAL_177", twinspell: "DAL_177ts", target: { type: "minion" }, spell: [{ type: "destroyAndReplace", to: "target", count: 2, pool: { type: "MINION", cost: { stat: "cost", of: "each" } } }] },
  { id: "DAL_177ts", target: { type: "minion" }, spell: [{ type: "destroyAndReplace", to: "target", count: 2, pool: { type: "MINION", cost: { stat: "cost", of: "each" } } }] },
  // The Forest's Aid: "Twinspell. Summon five 2/2 Treants."
  { id: "DAL_256", twinspell: "DAL_256ts", spell: [{ type: "summon", card: "DAL_256t2", count: 5 }] },
  { id: "DAL_256ts", spell: [{ type: "summon", card: "DAL_256t2", count: 5 }] },
  // Blessing of the Ancients: "Twinspell. Give your minions +1/+1."
  { id: "DAL_351", twinspell: "DAL_351ts", spell: [{ type: "buff", to: "friendly-minions", enchantment: "DAL_351e" }] },
  { id: "DAL_351ts", spell: [{ type: "buff", to: "friendly-minions", enchantment: "DAL_351e" }] },
  { id: "DAL_351e", buff: { attack: 1, health: 1 } },
  // Unleash the Beast: "Twinspell. Summon a 5/5 Wyvern with Rush."
  { id: "DAL_378", twinspell: "DAL_378ts", spell: [{ type: "summon", card: "DAL_378t1" }] },
  { id: "DAL_378ts", spell: [{ type: "summon", card: "DAL_378t1" }] },
  // Lightforged Blessing: "Twinspell. Give a friendly minion Lifesteal."
  { id: "DAL_568", twinspell: "DAL_568ts", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "DAL_568e" }] },
  { id: "DAL_568ts", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "DAL_568e" }] },
  { id: "DAL_568e", buff: { grants: ["LIFESTEAL"] } },
  // Ray of Frost: "Twinspell. Freeze a minion. If it's already Frozen, deal $2 damage to it." ("already": Frozen before this
  // spell froze it, read first)
  { id: "DAL_577", twinspell: "DAL_577ts", target: { type: "minion" }, spell: RAY_OF_FROST },
  { id: "DAL_577ts", target: { type: "minion" }, spell: RAY_OF_FROST },
  // Kalecgos: "Your first spell each turn costs (0). Battlecry: Discover a spell." A consumable cost aura like Pint-Sized
  // Summoner's (4.11: if you play no spell, it neither lapses at the end of the turn nor refreshes at the next turn's start);
  // the Discover is unrestricted: your class's spells and neutral ones (5.1).
  { id: "DAL_609", auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { setCost: 0 }, if: { playedThisTurn: "spell", atMost: 0 } }],
    battlecry: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] },
  // Shifting Chameleon (Pet Training's card): "Each turn this is in your hand, transform into a random 1-cost minion."
  // (as Shifter Zerus, 5.3 即时变形效果)
  { id: "DALA_Hunter_HP2t", triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [
    { type: "transform", to: "self", pool: { type: "MINION", cost: 1 } }, { type: "buff", to: "self", enchantment: "DALA_Hunter_HP2e" }] }] },
  { id: "DALA_Hunter_HP2e", triggers: [{ on: "turn-start", if: [{ turn: "own" }, { exists: { all: "hand", side: "friendly", where: { is: "self" } } }], do: [
    { type: "transform", to: "self", pool: { type: "MINION", cost: 1 } }, { type: "buff", to: "self", enchantment: "DALA_Hunter_HP2e" }] }] },
  // Khadgar: "Your cards that summon minions summon twice as many." An after-summon trigger (1.5's example: the summon
  // event of the first Wisp triggers it, in order of play with Knife Juggler and Sword of Justice) for a minion that one
  // of your cards summoned — not a minion played, and not its own copy. The copy is a copy (3.1: what the first got
  // before its summon event, Khadgar copies), for the summoned minion's controller, right of it.
  { id: "DAL_575", triggers: [{
    on: "after-summon", if: { source: { side: "friendly", not: "self" } }, compensate: false,
    do: [{ type: "summonCopy", of: "event-target", copyState: true, beside: true }],
  }] },
];
