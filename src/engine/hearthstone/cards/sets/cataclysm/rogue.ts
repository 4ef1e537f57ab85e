/** Cataclysm (大灾变, CATACLYSM): Rogue cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_ROGUE = (): CardDefinition[] => [
  // Twilight Mistress: "Battlecry: Return all enemy minions to their owner's hand."
  { id: "CATA_201", battlecry: [{ type: "returnToHand", to: "enemy-minions" }] },
  // Garona's Last Stand: "Tradeable. Destroy a Legendary minion." (the card data lacks the TRADEABLE mechanic)
  { id: "CATA_203", tags: { TRADEABLE: 1 }, target: { type: "minion", where: { rarity: "LEGENDARY" } }, spell: [{ type: "destroy", to: "target" }] },
  // Agent of the Old Ones: "Battlecry: Choose a card in your hand to transform into a Coin." (The Coin, GAME_005)
  { id: "CATA_200", target: { type: "card" }, battlecry: [{ type: "transform", to: "target", card: "GAME_005" }] },
  // Daze: "Return an enemy minion to its owner's hand. They can't play it next turn." (the card back in hand carries Dazed,
  // CATA_215e, granting the game's CANT_PLAY until the end of its owner's next turn — the opponent's turn for Daze's player)
  { id: "CATA_215", target: { type: "minion", side: "enemy" }, spell: [{ type: "returnToHand", to: "target", enchantment: "CATA_215e" }] },
  { id: "CATA_215e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Dazed", buff: { grants: ["CANT_PLAY"] },
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  // Iso'rath: "Battlecry: Devour 2 random cards from the opponent's hand, then go Dormant for 2 turns. Deathrattle: Return
  // them." (rules-notes: devoured cards are set aside, kept by Iso'rath with their states; returned to their owner's hand)
  { id: "CATA_481", battlecry: [{ type: "absorb", to: { random: { all: "hand", side: "enemy" }, count: 2 } }, { type: "dormant", to: "self", turns: 2 }],
    deathrattle: [{ type: "returnToHand", from: "kept", to: { all: "kept" } }] },
  // Chaos Supplicant: "After you cast a spell, cast a random spell of the same Cost from another class." (rules-notes 317: the
  // after-play step, cast spells too; "the same Cost" is what the spell was played for, as Animated Moonwell reads it; the
  // spell it casts resolves inside its own trigger, so 5.4's self-trigger protection keeps it from answering that one, and
  // it does not make up for it afterwards — compensating would never end)
  { id: "CATA_786", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, compensate: false,
    do: [{ type: "castSpell", pool: { type: "SPELL", cost: { stat: "playedCost", of: "event-target" }, otherClass: true } }] }] },
];
