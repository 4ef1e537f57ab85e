/** Across the Timeways (穿越时间流, TIME_TRAVEL): the druid cards. */
import type { CardDefinition } from "../../format/index.js";

const TT = { inferred: true, set: "TIME_TRAVEL", cardClass: "DRUID" } as const;

export const TT_DRUID = (): CardDefinition[] => [
  // Contingency: "Draw the bottom two cards from your deck." (two draws, each the bottom card as it is then)
  { id: "TIME_023", spell: [{ type: "draw", count: 2, bottom: true }] },
  // Krona, Keeper of Eons: "Taunt. Battlecry: Set the Costs of the bottom 5 cards of your deck to (1)." (fewer cards: all;
  // Taunt from the card data)
  { id: "TIME_705", battlecry: [{ type: "buff", to: { top: "deck", bottom: true, count: 5 }, setCost: 1 }] },
  // Endangered Dodo: "Taunt. Battlecry: If you have 10 or less Health, gain +5/+5 and summon a copy of this." (your hero's
  // Health as the battlecry resolves; the copy keeps its +5/+5, 4.8, as Mythical Runebear's; Taunt from the card data)
  { id: "TIME_703", battlecry: [{ type: "if", if: { value: { stat: "health", of: "friendly-hero" }, atMost: 10 },
    then: [{ type: "buff", to: "self", enchantment: "TIME_703e" }, { type: "summonCopy", of: "self", copyState: true }] }] },
  // Waveshaping: "Discover a card from your deck. The others get put on the bottom." (three different cards of the deck;
  // the one taken is drawn, the two others go to the bottom in the order offered)
  { id: "TIME_701", spell: [{ type: "discover", from: "deck", rest: "bottom" }] },
  // Splintered Reality: "Summon two 2/2 Treants. They gain +1/+1 for each friendly Treant that died this game." (the death
  // record's friendly minions named Treant, whatever their card; read as they are summoned; the game's Treant END_009t)
  { id: "END_009", spell: [{ type: "summon", card: "END_009t", count: 2 },
    { type: "if", if: { value: { died: "minions", name: "Treant" }, atLeast: 1 }, then: [{ type: "buff", to: { all: "summoned" }, enchantment: "END_009e",
      attack: { died: "minions", name: "Treant" }, health: { died: "minions", name: "Treant" } }] }] },
  { id: "END_009t", type: "MINION", ...TT, name: "Treant", cost: 1, attack: 2, health: 2 },
  { id: "END_009e", type: "ENCHANTMENT", ...TT, name: "Splintered", buff: { attack: 1, health: 1 } },
  { id: "TIME_703e", type: "ENCHANTMENT", ...TT, name: "Endangered", buff: { attack: 5, health: 5 } },
  // Ebb and Flow: "Deal $3 damage. If you played a minion while holding this, gain 5 Armor." (the record of cards played
  // this game: a minion played from hand since this card last came into the hand, rules/played.ts)
  { id: "TIME_702", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "if", if: { value: { playedThisGame: "minion", whileHeld: true }, atLeast: 1 }, then: [{ type: "armor", amount: 5 }] }] },
  // Kaldorei Cultivator: "Battlecry: Discover 2 Beasts. Put them on the bottom of your deck with +5/+5." (two Discovers, one
  // after the other, each card taken put on the bottom with Nurtured)
  { id: "TIME_730", battlecry: [
    { type: "discover", from: { type: "MINION", race: "BEAST", yourClass: true }, into: "deck-bottom", enchantment: "TIME_730e" },
    { type: "discover", from: { type: "MINION", race: "BEAST", yourClass: true }, into: "deck-bottom", enchantment: "TIME_730e" }] },
  { id: "TIME_730e", type: "ENCHANTMENT", inferred: true, set: "TIME_TRAVEL", cardClass: "DRUID", name: "Nurtured", buff: { attack: 5, health: 5 } },
  // Druid of Regrowth: "Rewind Battlecry: Cast 2 random Nature spells." (castSpell, 2.3 施放: two random collectible
  // Nature spells of any class — a random card with no class named, as Yogg-Saron's — each cast with random targets and
  // a forced death after it; rules-notes)
  { id: "TIME_033", rewind: true, battlecry: [{ type: "castSpell", pool: { type: "SPELL", spellSchool: "NATURE" }, count: 2 }] },
];
