/** Mean Streets of Gadgetzan (GANGS). */
import type { CardDefinition } from "../format/index.js";

export const GANGS = (): CardDefinition[] => [
  // Daring Reporter: "Whenever your opponent draws a card, gain +1/+1." Not while mortally wounded (3.4: an implicit
  // resolution condition — the rulebook's Death Coil example).
  { id: "CFM_851", triggers: [{ on: "draw", if: [{ player: "enemy" }, { exists: { all: "minions", where: { is: "self", alive: true } } }], do: [{ type: "buff", to: "self", enchantment: "CFM_851e" }] }] },
  { id: "CFM_851e", buff: { attack: 1, health: 1 } },
  // Alley Armorsmith: "Taunt. Whenever this minion deals damage, gain that much Armor."
  { id: "CFM_756", triggers: [{ on: "damage", if: { source: "self" }, do: [{ type: "armor", amount: { event: "amount" } }] }] },
  // Mayor Noggenfogger: "All targets are chosen randomly." A targeting trigger (2.2/2.3/2.4 结算阶段 b, 2.7 a): a random new
  // target among the card's valid ones (the first may be picked again); and a pre-attack trigger (2.6 a) whose queue
  // condition is "two or more enemy characters" of the attacker (3.4): a random new defender among them.
  { id: "CFM_670", triggers: [
    { on: "target", if: { count: "valid-targets", atLeast: 2 }, do: [{ type: "retarget", to: { random: "valid-targets" } }] },
    { on: "pre-attack", if: { count: { all: "characters", where: { enemyOf: "event-source" } }, atLeast: 2 },
      do: [{ type: "redirectAttack", to: { random: { all: "characters", where: { enemyOf: "event-source" } } } }] },
  ] },
  // Potion of Polymorph: "Secret: After your opponent plays a minion, transform it into a 1/1 Sheep." (after-play, 2.2 c)
  // Like Snipe's neighbours, it stays hidden for a minion already mortally wounded (3.4).
  { id: "CFM_620", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "transform", to: "event-target", card: "CS2_tk1" }] }] },
  // Patches the Pirate: "After you play a Pirate, summon this minion from your deck." A deck trigger; the Pirate must be one
  // both as played and when it resolves (2.2: a Faceless copy of a Pirate, or a Pirate turned into a Sheep, does not count).
  { id: "CFM_637", triggers: [{
    on: "after-play", zone: "deck", if: [{ target: { side: "friendly", type: "minion", race: "PIRATE", playedRace: "PIRATE" } }, { space: "friendly-board" }],
    do: [{ type: "putIntoPlay", from: "deck", where: { is: "self" } }],
  }] },
  // Mana Geode: "Overheal: Summon a 2/2 Crystal." (过量治疗, rules-notes 94)
  { id: "CFM_606", triggers: [{ on: "overheal", if: { target: "self" }, do: [{ type: "summon", card: "CFM_606t" }] }] },
];
