/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Warlock cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EDR_WARLOCK = (): CardDefinition[] => [
  // Conflagrate: "Deal $5 damage to a minion. Its owner draws a card."
  { id: "FIR_954", target: { type: "minion" }, spell: [{ type: "damage", amount: 5, to: "target" },
    { type: "if", if: { entity: "target", matches: { side: "friendly" } }, then: [{ type: "draw", count: 1 }], else: [{ type: "draw", count: 1, player: "enemy" }] }] },
  // Rotheart Dryad: "Deathrattle: Draw a minion that costs (7) or more."
  { id: "EDR_485", deathrattle: [{ type: "draw", count: 1, where: { type: "minion", minCost: 7 } }] },
  // Sleep Paralysis: "Choose One - Summon two 3/6 Demons with Taunt that can't attack; or Destroy an enemy minion."
  { id: "EDR_490", chooseOne: [
    { requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "EDR_490t", count: 2 }] },
    { target: { type: "minion", side: "enemy" }, effects: [{ type: "destroy", to: "target" }] }] },
  { id: "EDR_490t", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "WARLOCK", name: "Night Terror", attack: 3, health: 6, races: ["DEMON"], tags: { TAUNT: 1, CANT_ATTACK: 1 } },
  // Emberroot Destroyer: "Whenever your hero takes damage on your turn, deal 3 damage to a random enemy minion."
  { id: "FIR_955", triggers: [{ on: "damage", if: [{ target: "friendly-hero" }, { turn: "own" }], do: [{ type: "damage", amount: 3, to: { random: "enemy-minions" } }] }] },
  // Archdruid of Thorns: "Battlecry: Gain the Deathrattles of your minions that died this turn." (one Devoured Soul per
  // death of this turn in the record, 4.10, of a minion you controlled whose card has a Deathrattle as printed, in the order
  // they died; each resolves that card's Deathrattle as Archdruid's own — rules-notes 288)
  { id: "EDR_491", battlecry: [{ type: "gainDeathrattles", to: "self", enchantment: "EDR_491e", thisTurn: true }] },
  { id: "EDR_491e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Devoured Soul", deathrattle: [{ type: "rememberedDeathrattle" }] },
  // Rotten Apple: "Restore #12 Health to your hero. For the next 2 turns, deal $3 damage to your hero." (the heal now; the
  // game's Fracture EDR_482e on the hero — missing-ids.json, inferred — deals 3 at the end of its player's turn, this turn
  // and their next; the "$": its player's Spell Damage as each damage is dealt — rules-notes 340)
  { id: "EDR_482", spell: [{ type: "heal", amount: 12, to: "friendly-hero" }, { type: "buff", to: "friendly-hero", enchantment: "EDR_482e" }] },
  { id: "EDR_482e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Fracture", uses: 2,
    triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 3, to: "friendly-hero", spellDamage: true }, { type: "expire" }] }] },
  // Agamaggan: "Battlecry: The next card you play costs your OPPONENT'S Health instead of Mana (up to 10)." A cost state of
  // its player (2.3 e 费用状态) on the hero — the game's Corrupted Thorns EDR_489e1 (missing-ids.json, inferred) — whose aura
  // gives every card in that player's hand Corrupted Thorns EDR_489e2: paid for with the opponent's hero's Health, at most 10
  // (the engine's tag CARD_COSTS_ENEMY_HEALTH); the next card played uses the state up (2.2 d) — rules-notes 344
  { id: "EDR_489", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "EDR_489e1" }] },
  { id: "EDR_489e1", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", cardClass: "WARLOCK", name: "Corrupted Thorns", uses: 1, consumedBy: {},
    auras: [{ to: { all: "hand", side: "friendly" }, buff: {}, enchantment: "EDR_489e2" }] },
  { id: "EDR_489e2", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", cardClass: "WARLOCK", name: "Corrupted Thorns", tags: { CARD_COSTS_ENEMY_HEALTH: 10 } },
  // Fractured Power: "Destroy one of your Mana Crystals. In 2 turns, gain two." (4.12's crystal lost now; "In 2 turns" counts
  // its player's turn starts as the game's "Awaken in 2 turns" does for Dormant (4.6): a player state on the hero, the
  // game's Delayed Mana EDR_483e (missing-ids.json, inferred), whose second turn-start gives two full crystals — rules-notes 322)
  { id: "EDR_483", spell: [{ type: "manaCrystals", amount: -1 }, { type: "buff", to: "friendly-hero", enchantment: "EDR_483e" }] },
  { id: "EDR_483e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Delayed Mana", uses: 2,
    triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "if", if: { usesLeft: 1 }, then: [{ type: "manaCrystals", amount: 2, state: "full" }] }, { type: "expire" }] }] },
  // Hungering Ancient: "At the end of your turn, eat a minion in your deck and gain its stats. Deathrattle: Add them to your
  // hand." (a random minion card of your deck is taken whole to your set-aside zone, kept by the Ancient — `absorb` — and
  // its Attack and Health as it was in the deck are added to the Ancient's, Feed Me EDR_494e, missing-ids.json, inferred;
  // the Deathrattle gives the eaten cards back to the hand in the order eaten — rules-notes 324)
  { id: "EDR_494", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "group", of: { random: { all: "deck", side: "friendly", where: { type: "minion" } } }, do: [
    { type: "if", if: { exists: { all: "group" } }, then: [{ type: "absorb", to: { all: "group" } },
      { type: "buff", to: "self", attack: { stat: "attack", of: { all: "group" } }, health: { stat: "health", of: { all: "group" } }, enchantment: "EDR_494e" }] }] }] }],
    deathrattle: [{ type: "returnToHand", from: "kept", to: { all: "kept" } }] },
  { id: "EDR_494e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Feed Me" },
  // Avant-Gardening: "Discover a Deathrattle minion with a Dark Gift."
  { id: "EDR_488", spell: [{ type: "discover", from: { type: "MINION", mechanic: "DEATHRATTLE", yourClass: true }, darkGift: true }] },
  // Shadowflame Stalker: "Battlecry: Discover a Demon with a Dark Gift. Get a copy of it." — the copy keeps its gift (4.8;
  // crater.log: the copy carries the gift's enchantment)
  { id: "FIR_924", battlecry: [{ type: "discover", from: { type: "MINION", race: "DEMON", yourClass: true }, darkGift: true },
    { type: "addCard", copyOf: { all: "added" } }] },
  // Overgrown Horror: "Taunt. Battlecry: Reduce the Cost of minions in your hand with Dark Gifts by (2)."
  { id: "EDR_654", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", darkGift: true } }, enchantment: "EDR_654e" }] },
  { id: "EDR_654e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Overgrown", buff: { cost: -2 } },
  // Wallow, the Wretched: "While this is in your hand or deck, it gains a copy of every Dark Gift given to your minions." —
  // the game's gift acts on it, then on the minion (wheel.log: rules-notes 483)
  { id: "EDR_487", copiesDarkGifts: true },
];
