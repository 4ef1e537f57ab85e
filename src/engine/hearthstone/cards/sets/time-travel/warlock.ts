/** Across the Timeways (穿越时间流, TIME_TRAVEL): the warlock cards. */
import type { CardDefinition } from "../../format/index.js";

const TT = { inferred: true, set: "TIME_TRAVEL", cardClass: "WARLOCK" } as const;
/** "Cast a Shred of Time from your deck to …" (rules-notes 525): only when one is in the deck — it is cast out of it. */
const castShred = (then: CardDefinition["battlecry"] & object): NonNullable<CardDefinition["battlecry"]> => [{ type: "if",
  if: { exists: { all: "deck", side: "friendly", where: { type: "spell", name: "Shred of Time" } } },
  then: [{ type: "castSpell", from: "deck", where: { name: "Shred of Time" } }, ...then] }];

export const TT_WARLOCK = (): CardDefinition[] => [
  // Bygone Doomspeaker: "Rewind Battlecry: Both players discard a random card." (yours, then your opponent's)
  { id: "TIME_008", rewind: true, battlecry: [{ type: "discard", count: 1 }, { type: "discard", count: 1, player: "enemy" }] },
  // RAFAAM LADDER!!: "Draw 3 cards of different Costs." (three draws, each a random card of the deck whose Cost none of
  // the cards drawn before has; none left that differs: no more draws, no Fatigue)
  { id: "TIME_031", spell: [{ type: "draw", count: 3, where: { costNotIn: "drawn" } }] },
  // Chronogor: "Battlecry: You draw your 2 highest Cost cards. Your opponent draws your 2 lowest Cost cards." Two draws
  // of your highest-Cost card as it then is (a random one among ties), then your opponent's two draws of your lowest-Cost
  // card left, each going into their hand and becoming theirs (a full hand burns it, yours); no card left: nothing, no
  // fatigue (rules-notes 318).
  { id: "TIME_032", battlecry: [{ type: "draw", count: 2, highest: "cost" },
    { type: "draw", count: 2, player: "enemy", deckOf: "friendly", lowest: "cost" }] },
  // Shred of Time (rules-notes 525): the game's token, not in the card data — crater.log and buffet.log (Firestone's
  // test-tools) create it as a Warlock SPELL with no COST tag (0, as The Coin's) and CASTS_WHEN_DRAWN; drawn, it deals 3
  // damage to its player's hero, goes aside and its player draws another card. Its text is Twilight Timehopper's "When
  // drawn, deal 3 damage to your hero": a plain 3, not $3 (no Spell Damage), as the same set writes $6 for Tachyon Barrage.
  { id: "TIME_025t", type: "SPELL", ...TT, name: { enUS: "Shred of Time", zhCN: "时空撕裂" }, cost: 0, castsWhenDrawn: true,
    spell: [{ type: "damage", amount: 3, to: "friendly-hero", spellDamage: false }] },
  // Twilight Timehopper: "Battlecry: Shuffle 2 Shreds of Time into your deck. When drawn, deal 3 damage to your hero."
  { id: "TIME_025", battlecry: [{ type: "shuffleIntoDeck", card: "TIME_025t", count: 2 }] },
  // Entropic Continuity: "Give your minions +1/+1. Shuffle 2 Shreds of Time into your deck." (Ruptured Reality, TIME_026e)
  { id: "TIME_026", spell: [{ type: "buff", to: "friendly-minions", enchantment: "TIME_026e" }, { type: "shuffleIntoDeck", card: "TIME_025t", count: 2 }] },
  { id: "TIME_026e", type: "ENCHANTMENT", ...TT, name: "Ruptured Reality", buff: { attack: 1, health: 1 } },
  // Tachyon Barrage: "Deal $6 damage split among all enemies. Shuffle 2 Shreds of Time into your deck." Six hits of 1, each
  // at a random enemy character (buffet.log: six 1-damage missiles); Spell Damage adds hits (the data's ImmuneToSpellpower,
  // as Arcane Missiles).
  { id: "TIME_027", spell: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 6 }, spellDamage: "hits" },
    { type: "shuffleIntoDeck", card: "TIME_025t", count: 2 }] },
  // Fatebreaker: "Lifesteal. Battlecry: Cast a Shred of Time from your deck to gain +3/+3." (Fate Broken, TIME_028e; none in
  // the deck: no +3/+3)
  { id: "TIME_028", battlecry: castShred([{ type: "buff", to: "self", enchantment: "TIME_028e" }]) },
  { id: "TIME_028e", type: "ENCHANTMENT", ...TT, name: "Fate Broken", buff: { attack: 3, health: 3 } },
  // Ruinous Velocidrake: "Rush. Battlecry: Cast a Shred of Time from your deck to summon a copy of this." (buffet.log: the
  // Shred cast, then a copy of the Velocidrake summoned right of it; a copy of this keeps its enchantments, 4.8)
  { id: "TIME_029", battlecry: castShred([{ type: "summonCopy", of: "self", copyState: true }]) },
];
