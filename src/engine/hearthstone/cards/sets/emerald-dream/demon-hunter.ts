/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Demon Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_DEMONHUNTER = (): CardDefinition[] => [
  // Felfire Blaze: "After you cast a Fel spell, destroy this and deal 2 damage to all enemies." (the after-play step, 2.3;
  // destroyed first — it leaves in the next death-creation step —, it deals the damage itself)
  { id: "FIR_904", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", spellSchool: "FEL" } },
    do: [{ type: "destroy", to: "self" }, { type: "damage", amount: 2, to: "enemy-characters" }] }] },
  // Defiled Spear: "After your hero attacks an enemy, deal your hero's Attack damage to another random enemy." (the after-attack
  // step, 2.6 g; the hero's Attack read then; the weapon deals it)
  { id: "EDR_842", triggers: [{ on: "after-attack", if: [{ source: "friendly-hero" }, { target: { side: "enemy" } }],
    do: [{ type: "damage", amount: { stat: "attack", of: "friendly-hero" }, to: { random: { from: "enemy-characters", except: "event-target" } } }] }] },
  // Nightmare Dragonkin: "Deathrattle: Reduce the Cost of the right-most card in your hand by (2)." (the card there as the
  // Deathrattle resolves; the card data has no enchantment for it: an anonymous one)
  { id: "EDR_890", deathrattle: [{ type: "buff", to: { all: "hand", side: "friendly", where: { handPlace: "rightmost" } }, cost: -2 }] },
  // Ravenous Felhunter: "Deathrattle: Resurrect a friendly Deathrattle minion that costs (4) or less. Summon a copy of it."
  // (4.10: a random different card of the death record that fits; the copy a fresh one of the minion resurrected; no
  // resurrection, no copy)
  { id: "EDR_891", deathrattle: [{ type: "resurrect", where: { deathrattle: true, costAtMost: 4 } }, { type: "summonCopy", of: "summoned" }] },
  // Sigil of Cinder: "At the start of your next turn, deal $6 damage randomly split among all enemies." A Sigil (rules-notes)
  // waits in the secret zone, taking a place there, as a lasting spell does (it never reaches the end of its second turn):
  // at the start of its player's next turn, 6 hits of 1, each on a random enemy character not mortally wounded (3.5), Spell
  // Damage adding hits as for Avenging Wrath; then it is destroyed (it leaves in the next death-creation step, 4.3).
  { id: "FIR_902", lasts: { turns: 2 }, triggers: [{ on: "turn-start", zone: "secret", if: { turn: "own" },
    do: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 6 }, spellDamage: "hits" }, { type: "destroy", to: "self" }] }] },
  // Scorchreaver: "Battlecry: Discover a Fel spell. Reduce the Cost of Fel spells in your hand by (1)." (the discovered one too;
  // anonymous enchantments, the card data has none)
  { id: "FIR_952", battlecry: [{ type: "discover", from: { type: "SPELL", spellSchool: "FEL", yourClass: true } },
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "FEL" } }, cost: -1 }] },
  // Omen: "Rush, Windfury Deathrattle: Deal 1 damage to all enemies. (Improves after this attacks!)" Each attack of its own,
  // in its after-attack step (2.6 g), improves it by 1 (the `improve` effect); the Deathrattle deals 1 more for each
  // improvement it had as it left play (rules-notes).
  { id: "EDR_421", triggers: [{ on: "after-attack", if: { source: "self" }, do: [{ type: "improve", amount: 1 }] }],
    deathrattle: [{ type: "damage", amount: { stat: "improvements", of: "self", lastKnown: true, add: 1 }, to: "enemy-characters" }] },
  // Ferocious Felbat: "Deathrattle: Resurrect a different friendly Deathrattle minion that costs (5) or more. Summon a copy
  // of it." ("different": not a Ferocious Felbat — its own death is in the record by then; otherwise as Ravenous Felhunter:
  // a random different card of the record that fits, as printed; the copy a fresh one; none: nothing — rules-notes 292)
  { id: "EDR_892", deathrattle: [{ type: "resurrect", where: { deathrattle: true, costAtLeast: 5, different: true } }, { type: "summonCopy", of: "summoned" }] },
  // Jumpscare!: "Discover a Demon that costs (5) or more with a Dark Gift. Shuffle the other two into your deck." — the
  // others keep their options' gifts (sweet-dreams.log: rules-notes 480)
  { id: "EDR_882", spell: [{ type: "discover", from: { type: "MINION", race: "DEMON", costAtLeast: 5, yourClass: true }, darkGift: true, rest: "shuffle" }] },
];
