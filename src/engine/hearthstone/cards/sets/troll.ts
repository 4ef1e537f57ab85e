/** Rastakhan's Rumble (TROLL). */
import type { CardDefinition } from "../format/index.js";

export const TROLL = (): CardDefinition[] => [
  // Zentimo: "Whenever you target a minion with a spell, cast it again on its neighbors." An aura, not a trigger (2.3):
  // fixed at the resolve phase's first step, so it still works if the first resolution silences or transforms it.
  { id: "TRL_085", auras: [{ rule: "spells-also-adjacent" }] },
  // Spirit of the Dragonhawk: "Stealth for 1 turn. Your Hero Power also targets adjacent minions." (2.7: the Hero Power
  // resolves again on the target's neighbours, left then right.) Its own Stealth ends when your next turn starts.
  { id: "TRL_319", auras: [{ rule: "hero-power-also-adjacent" }],
    triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "loseKeyword", to: "self", keyword: "STEALTH" }] }] },
  // Ticket Scalper: "Overkill: Draw 2 cards." (5.1: once, after the damage's other triggers)
  { id: "TRL_015", overkill: [{ type: "draw", count: 2 }] },
  // Snapjaw Shellfighter: "Whenever an adjacent minion takes damage, this minion takes it instead." A pre-damage target
  // changer (4.9 预伤害扳机 1: first of the minion pre-damage triggers); each Shellfighter passes a damage on once.
  { id: "TRL_535", triggers: [{ on: "pre-damage", priority: "first", if: { target: { type: "minion", adjacentTo: "self" } }, do: [{ type: "redirectDamage", to: "self" }] }] },
  // Big Bad Voodoo: "Give a friendly minion 'Deathrattle: Summon a random minion that costs (1) more.'" The cost is the dead
  // minion's; with no minion of that cost, the highest cost below it, not below its own (5.2, version ≥ 16.0).
  { id: "TRL_082", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "TRL_082e" }] },
  { id: "TRL_082e", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: { stat: "cost", of: "self", add: 1 }, costDown: { stat: "cost", of: "self" } } }] },
];
