/** Mean Streets of Gadgetzan (GANGS). */
import type { CardDefinition } from "../format.js";

export const GANGS: CardDefinition[] = [
  // Daring Reporter: "Whenever your opponent draws a card, gain +1/+1." Not while mortally wounded (3.4: an implicit
  // resolution condition — the rulebook's Death Coil example).
  { id: "CFM_851", triggers: [{ on: "draw", if: [{ player: "enemy" }, { exists: { all: "minions", where: { is: "self", alive: true } } }], do: [{ type: "buff", to: "self", enchantment: "CFM_851e" }] }] },
  { id: "CFM_851e", buff: { attack: 1, health: 1 } },
  // Alley Armorsmith: "Taunt. Whenever this minion deals damage, gain that much Armor."
  { id: "CFM_756", triggers: [{ on: "damage", if: { source: "self" }, do: [{ type: "armor", amount: { event: "amount" } }] }] },
];
