/**
 * @module hearthstone/cards/format
 * The card-definition format: declarative, JSON-serialisable, shared by the built-in library and by
 * cards a client sends in a request. A card says what it reacts to and what it does; the engine knows
 * the rules (queueing, order of play, pre-checks, mortally-wounded checks, self-trigger protection).
 * One part per concern, each zod schema beside its type: selectors (and targets), amounts, conditions,
 * effects, triggers, auras, and the card that puts them together.
 *
 * @example Knife Juggler
 * { "id": "NEW1_019", "triggers": [{ "on": "after-summon", "if": { "target": "other-friendly-minion" },
 *   "do": [{ "type": "damage", "amount": 1, "to": { "random": "enemy-characters" } }] }] }
 */
export * from "./selectors.js";
export * from "./amounts.js";
export * from "./conditions.js";
export * from "./effects.js";
export * from "./triggers.js";
export * from "./auras.js";
export * from "./card.js";
