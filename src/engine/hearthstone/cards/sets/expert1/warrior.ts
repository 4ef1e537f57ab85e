/** Classic (Expert, 经典): Warrior cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_WARRIOR: CardDefinition[] = [
  // Battle Rage: a card per damaged friendly character, counted when it resolves.
  { id: "EX1_392", spell: [{ type: "draw", count: { count: { all: "characters", side: "friendly", where: { damaged: true } } } }] },
  // Shield Slam: 1 damage per point of your Armor.
  { id: "EX1_410", target: { type: "minion" }, spell: [{ type: "damage", amount: { stat: "armor", of: "friendly-hero" }, to: "target" }] },
  // Mortal Strike: 4 damage, or 6 if your hero has 12 or less Health when it resolves (3.3).
  { id: "EX1_408", target: { type: "character" }, spell: [{ type: "if", if: { value: { stat: "health", of: "friendly-hero" }, atMost: 12 },
    then: [{ type: "damage", amount: 6, to: "target" }], else: [{ type: "damage", amount: 4, to: "target" }] }] },
  // Frothing Berserker: "Whenever a minion takes damage, gain +1 Attack."
  { id: "EX1_604", triggers: [{ on: "damage", if: { target: "minion" }, do: [{ type: "buff", to: "self", attack: 1, enchantment: "EX1_604o" }] }] },
  { id: "EX1_604o", buff: { attack: 1 } },
  // Brawl: "Destroy all minions except one (chosen randomly)." Needs two or more minions when played and when it resolves (3.3);
  // the survivor is never a mortally wounded minion (3.5).
  { id: "EX1_407", requires: { count: "all-minions", atLeast: 2 }, spell: [{ type: "destroy", to: { from: "all-minions", except: { random: "all-minions" } } }] },
  // Commanding Shout: "Your minions can't be reduced below 1 Health this turn. Draw a card." It really draws first (3.3),
  // then gives the player (carried by the hero) a one-turn effect whose aura gives your minions HEALTH_MINIMUM (4.9 step 7).
  { id: "NEW1_036", spell: [{ type: "draw" }, { type: "buff", to: "friendly-hero", enchantment: "NEW1_036e2" }] },
  { id: "NEW1_036e2", buff: { oneTurn: true }, auras: [{ to: "friendly-minions", buff: { grants: ["HEALTH_MINIMUM"] }, enchantment: "NEW1_036e" }] },
  { id: "NEW1_036e", buff: { grants: ["HEALTH_MINIMUM"] } },
  // Armorsmith: "Whenever a friendly minion takes damage, gain 1 Armor."
  { id: "EX1_402", triggers: [{ on: "damage", if: { target: "friendly-minion" }, do: [{ type: "armor", amount: 1 }] }] },
  { id: "EX1_391", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" }, // Slam: "If it survives, draw a card."
    { type: "if", if: { entity: "target", matches: { mortallyWounded: false } }, then: [{ type: "draw" }] }] },
];
