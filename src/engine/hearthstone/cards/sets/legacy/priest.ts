/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Priest cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_PRIEST = (): CardDefinition[] => [
  // Divine Spirit: doubling Health adds the current Health to the maximum (4.1: a damaged 4/3 Blademaster becomes 4/6, max 10).
  { id: "CS2_236", target: { type: "minion" }, spell: [{ type: "buff", to: "target", health: { stat: "health", of: "target" }, enchantment: "CS2_236e" }] },
  { id: "CS2_236e" },
  { id: "CS1_113", target: { type: "minion", side: "enemy" }, spell: [{ type: "takeControl", to: "target" }] }, // Mind Control (4.7)
  { id: "CS2_004", target: { type: "minion" }, spell: [{ type: "buff", to: "target", health: 2, enchantment: "CS2_004e" }, { type: "draw" }] }, // Power Word: Shield
  { id: "CS2_004e", buff: { health: 2 } },
  { id: "CS1_130", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }] }, // Holy Smite
  { id: "CS2_234", target: { type: "minion", where: { maxAttack: 3 } }, spell: [{ type: "destroy", to: "target" }] }, // Shadow Word: Pain (3.3: checked when played)
  { id: "EX1_622", target: { type: "minion", where: { minAttack: 5 } }, spell: [{ type: "destroy", to: "target" }] }, // Shadow Word: Death
  { id: "DS1_233", spell: [{ type: "damage", amount: 5, to: "enemy-hero" }] }, // Mind Blast
  { id: "CS1_112", spell: [{ type: "damage", amount: 2, to: "enemy-minions" }, { type: "heal", amount: 2, to: "friendly-characters" }] }, // Holy Nova
  // Northshire Cleric: "Whenever a minion is healed, draw a card." A heal trigger: only when health changed (4.9 step 8).
  { id: "CS2_235", triggers: [{ on: "heal", if: { target: "minion" }, do: [{ type: "draw" }] }] },
  // Crimson Clergy: "Overheal: Draw a card." Overheal (过量治疗): this minion is healed beyond its maximum Health, even from full.
  { id: "CS3_014", triggers: [{ on: "overheal", if: { target: "self" }, do: [{ type: "draw" }] }] },
  { id: "CS3_014e", buff: { attack: 1 } }, // "+1 Attack." (an earlier Crimson Clergy's state: a game state that carries it loads)
  // Focused Will: "Silence a minion, then give it +3 Health." (the +3 comes after the silence, so it stays).
  { id: "CS3_027", target: { type: "minion" }, spell: [{ type: "silence", to: "target" }, { type: "buff", to: "target", enchantment: "CS3_027e" }] },
  { id: "CS3_027e", buff: { health: 3 } },
  // Kul Tiran Chaplain: "Battlecry: Give a friendly minion +2 Health."
  { id: "EX1_195", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "EX1_195e" }] },
  { id: "EX1_195e", buff: { health: 2 } },
  // Mind Vision: "Put a copy of a random card in your opponent's hand into your hand." (4.8: a copy from hand to hand keeps its states.)
  { id: "CS2_003", spell: [{ type: "addCard", copyOf: { random: { all: "hand", side: "enemy" } } }] },
  // Natalie Seline: "Battlecry: Destroy a minion and gain its Health." Its Health as the battlecry resolves (destroying only marks it, 4.3).
  { id: "EX1_198", target: { type: "minion" }, battlecry: [
    { type: "destroy", to: "target" },
    { type: "buff", to: "self", health: { stat: "health", of: "target" }, enchantment: "EX1_198e" },
  ] },
  { id: "EX1_198e" },
  // Power Infusion: "Give a minion +2/+6."
  { id: "EX1_194", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "EX1_194e" }] },
  { id: "EX1_194e", buff: { attack: 2, health: 6 } },
  // Psychic Conjurer: "Battlecry: Copy a card in your opponent's deck and add it to your hand." (a random one; 4.8: deck to hand keeps states)
  { id: "EX1_193", battlecry: [{ type: "addCard", copyOf: { random: { all: "deck", side: "enemy" } } }] },
  // Radiance: "Restore #5 Health to your hero."
  { id: "EX1_192", spell: [{ type: "heal", amount: 5, to: "friendly-hero" }] },
  // Scarlet Subjugator: "Battlecry: Give an enemy minion -2 Attack until your next turn." The enchantment's controller is the
  // Subjugator's, so "own" turn is yours: it expires as your next turn starts.
  { id: "EX1_196", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "buff", to: "target", enchantment: "EX1_196e" }] },
  { id: "EX1_196e", buff: { attack: -2 }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Shadow Word: Ruin: "Destroy all minions with 5 or more Attack."
  { id: "EX1_197", spell: [{ type: "destroy", to: { all: "minions", where: { minAttack: 5 } } }] },
  // Shadowed Spirit (the Legacy printing of CS3_013): "Deathrattle: Deal 3 damage to the enemy hero."
  { id: "LEG_CS3_013", deathrattle: [{ type: "damage", amount: 3, to: "enemy-hero" }] },
];
