/** The Lost City of Un'Goro (THE_LOST_CITY): Rogue cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_ROGUE = (): CardDefinition[] => [
  // Neferset Weaponsmith: "Battlecry: Get a random weapon from another class. Combo: Give it +2 Attack." (the Combo replaces
  // the Battlecry: the same weapon, with the enchantment on it in hand)
  { id: "TLC_516", battlecry: [{ type: "addCard", pool: { type: "WEAPON", otherClass: true } }],
    combo: [{ type: "addCard", pool: { type: "WEAPON", otherClass: true }, enchantment: "TLC_516e" }] },
  { id: "TLC_516e", buff: { attack: 2 } },
  // Eyes in the Sky: "Battlecry: Look at 3 cards in your enemy's deck. Pick one to put on top."
  { id: "TLC_521", battlecry: [{ type: "putOnTop", count: 3, player: "enemy" }] },
  // Ambush Predators: "Summon a 1/1 Spitter with Stealth and Poisonous. Kindred: Do it again."
  { id: "TLC_519", spell: [{ type: "summon", card: "TLC_519t" }], kindred: [{ type: "summon", card: "TLC_519t" }] },
  // Crystal Tusk (a weapon): "Battlecry: Shuffle the left-most card in your hand into your deck. Deathrattle: Draw 2 cards."
  // (the hand as the Battlecry resolves, the weapon out of it; an empty hand: nothing)
  { id: "DINO_408", battlecry: [{ type: "shuffleFromHand", to: { all: "hand", side: "friendly", where: { handPlace: "leftmost" } } }],
    deathrattle: [{ type: "draw", count: 2 }] },
  // Cultist Map: "Discover a card from your deck. If you play it this turn, also pick one of the others." (the options not
  // taken stay in the deck; the one picked later is drawn from it, if a card of it is still there)
  // (the Map's enchantment, one-turn, goes on the card taken once for each option not taken, remembering it; playing that
  // card this turn lets its player pick one of them: discover `others`, effect `pickRemembered`)
  { id: "TLC_515", spell: [{ type: "discover", from: "deck", others: "TLC_515e" }] },
  { id: "TLC_515e", buff: { oneTurn: true }, triggers: [{ on: "play", if: { target: "self" }, do: [{ type: "pickRemembered", enchantment: "TLC_515e", from: "deck" }] }] },
  // Merchant of Legend: "Battlecry: Discover a Legendary minion. Shuffle the other two into your deck." (your class or neutral;
  // each option not taken shuffled in as a new card)
  { id: "TLC_514", battlecry: [{ type: "discover", from: { type: "MINION", rarity: "LEGENDARY", yourClass: true }, rest: "shuffle" }] },
  // Opu the Unseen: "Stealth. Battlecry, Combo, and Deathrattle: Cast 'Fan of Knives'." (rulebook 5.1 连击: a card with a
  // Battlecry and a Combo has only a Battlecry, whose effect changes with the Combo — here the Battlecry's cast and the
  // Combo's, two casts, and Brann repeats the whole; Fan of Knives EX1_129, the text of every printing; rules-notes)
  { id: "TLC_522", battlecry: [{ type: "castSpell", card: "EX1_129" }],
    combo: [{ type: "castSpell", card: "EX1_129" }, { type: "castSpell", card: "EX1_129" }],
    deathrattle: [{ type: "castSpell", card: "EX1_129" }] },
  // Knockback: "Deal $1 damage to a minion (improved for each time you've shuffled cards into your deck)." (+1 damage for each
  // time: one for each effect of yours that shuffled at least one card into your deck this game — `thisGame: "shuffles"`;
  // rules-notes; Spell Damage on top, a spell's $)
  { id: "TLC_517", target: { type: "minion" }, spell: [{ type: "damage", amount: { thisGame: "shuffles", add: 1 }, to: "target" }] },
  // Underbrush Tracker: "Rush. Costs (1) less for each time you've shuffled cards into your deck." (the same count, an aura
  // on itself in hand)
  { id: "TLC_520", auras: [{ to: "self", zone: "hand", buff: { cost: { thisGame: "shuffles", multiply: -1 } } }] },
  // Interrogation: "Shuffle three 3/3 Ninjas with Stealth into your deck that are Summoned When Drawn." The Ninja is the
  // game's TLC_513t2 (the data's one 3/3 Stealth Ninja whose text is "Summoned When Drawn"; no other Interrogation token
  // exists in the data or the game's id list). One shuffle of three cards (one "time" for Knockback's count). Summoned When
  // Drawn: the card field `summonedWhenDrawn` (rules-notes 357).
  { id: "TLC_518", spell: [{ type: "shuffleIntoDeck", card: "TLC_513t2", count: 3 }] },
  { id: "TLC_513t2", summonedWhenDrawn: true },
];
