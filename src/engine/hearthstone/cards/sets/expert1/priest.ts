/** Classic (Expert, 经典): Priest cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_PRIEST = (): CardDefinition[] => [
  // Inner Fire: Attack set to the target's Health now (a set: later changes apply on top, 4.1).
  { id: "CS1_129", target: { type: "minion" }, spell: [{ type: "buff", to: "target", setAttack: { stat: "health", of: "target" }, enchantment: "CS1_129e" }] },
  { id: "CS1_129e" },
  // Lightspawn: Attack always equals Health.
  { id: "EX1_335", attackEqualsHealth: true },
  // Shadow Madness: control of an enemy minion with 3 or less Attack until end of turn; no summoning sickness (4.7).
  { id: "EX1_334", target: { type: "minion", side: "enemy", where: { maxAttack: 3 } }, spell: [{ type: "takeControl", to: "target", sickness: false, enchantment: "EX1_334e" }] },
  // "Until end of turn": the enchantment lends control (borrowedControl) and expires at the end of the turn; whenever it goes
  // (expiry, Silence, a transform), the minion goes back (1.2 状态失效, 4.7).
  { id: "EX1_334e", borrowedControl: true, triggers: [{ on: "turn-end", do: [{ type: "expire" }] }] },
  // Auchenai Soulpriest: "Your cards and powers that restore Health now deal damage instead."
  { id: "EX1_591", auras: [{ rule: "healing-deals-damage" }] },
  // Circle of Healing.
  { id: "EX1_621", spell: [{ type: "heal", amount: 4, to: "all-minions" }] },
  // Silence.
  { id: "EX1_332", target: { type: "minion" }, spell: [{ type: "silence", to: "target" }] },
  { id: "EX1_624", target: { type: "character" }, spell: [{ type: "damage", amount: 5, to: "target" }, { type: "heal", amount: 5, to: "friendly-hero" }] }, // Holy Fire
  // Lightwell: heal a random damaged friendly character at the start of your turn; it ignores mortally wounded
  // ones (old rule 5b, not contradicted by the 2022 text's 3.5).
  { id: "EX1_341", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "heal", amount: 3, to: { random: { all: "characters", side: "friendly", where: { alive: true } } } }] }] },
  // Prophet Velen: doubles the damage and healing of your spells and Hero Power (4.9 step 1b, after Spell Damage).
  { id: "EX1_350", auras: [{ rule: "spells-and-powers-double" }] },
  // Temple Enforcer: "Battlecry: Give a friendly minion +3 Health."
  { id: "EX1_623", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "EX1_623e" }] },
  { id: "EX1_623e", buff: { health: 3 } },
  // Anduin's Gift: "Discover a Temporary Power Word: Shield, Shadow Word: Pain, or Mind Control." Temporary: the card
  // taken gets the game's Temporary enchantment (GBL_999e, sets/global.ts).
  { id: "GIFT_12", spell: [{ type: "discover", from: ["CS2_004", "CS2_234", "CS1_113"], enchantment: "GBL_999e" }] },
  // Cabal Shadow Priest: "Battlecry: Take control of an enemy minion that has 2 or less Attack." (4.7)
  { id: "EX1_091", target: { type: "minion", side: "enemy", where: { maxAttack: 2 } }, battlecry: [{ type: "takeControl", to: "target" }] },
  // Mass Dispel: "Silence all enemy minions. Draw a card."
  { id: "EX1_626", spell: [{ type: "silence", to: "enemy-minions" }, { type: "draw", count: 1 }] },
  // Mindgames: "Put a copy of a random minion from your opponent's deck into the battlefield." A copy from deck to play keeps
  // its states (4.8); with no minion there, the game summons Shadow of Nothing ("Mindgames whiffed!") instead.
  { id: "EX1_345", spell: [{
    type: "if", if: { exists: { all: "deck", side: "enemy", where: { type: "minion" } } },
    then: [{ type: "summonCopy", of: { random: { all: "deck", side: "enemy", where: { type: "minion" } } }, copyState: true }],
    else: [{ type: "summon", card: "EX1_345t" }],
  }] },
  { id: "EX1_345t" }, // Shadow of Nothing, a 0/1: its text ("Mindgames whiffed! ...") only tells what happened
  // Shadowform: "Your Hero Power becomes 'Deal 2 damage.'" (Mind Spike; 2.7: a new Hero Power can be used this turn).
  { id: "EX1_625", spell: [{ type: "replaceHeroPower", heroPower: "EX1_625t" }] },
  { id: "EX1_625t", target: { type: "character" }, power: [{ type: "damage", amount: 2, to: "target" }] }, // Mind Spike
  { id: "EX1_625t2", target: { type: "character" }, power: [{ type: "damage", amount: 3, to: "target" }] }, // Mind Shatter
  // Thoughtsteal: "Copy 2 cards in your opponent's deck and add them to your hand." (two different cards of the deck, at random)
  { id: "EX1_339", spell: [{ type: "addCard", copyOf: { random: { all: "deck", side: "enemy" }, count: 2 } }] },
];
