/** Rise of Shadows (DALARAN). */
import type { CardDefinition } from "../format/index.js";

export const DALARAN = (): CardDefinition[] => [
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
