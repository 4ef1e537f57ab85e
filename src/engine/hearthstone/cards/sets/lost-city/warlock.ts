/** The Lost City of Un'Goro (THE_LOST_CITY): Warlock cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

/** The Fel Beasts (邪能野兽) of the Underfel Rift: a 5/3 Rush Lifesteal, a 4/4 Charge Elusive and a 3/5 Taunt Reborn. */
export const FEL_BEASTS = ["TLC_446t2", "TLC_446t3", "TLC_446t4"];

export const TLC_WARLOCK = (): CardDefinition[] => [
  // Asphyxiodon: "Taunt. At the end of your turn, deal 5 damage to a random enemy minion." (Taunt from the card data)
  { id: "DINO_132", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 5, to: { random: "enemy-minions" } }] }] },
  // Deathrot Maw: "Taunt. Deathrattle: Summon a random Fel Beast." (one of the three Fel Beasts the Underfel Rift summons)
  { id: "TLC_479", deathrattle: [{ type: "summonRandom", pool: FEL_BEASTS }] },
  // The 4/4 Fel Beast: "Charge, Elusive" (keywords from the card data)
  { id: "TLC_446t3" },
  // Tunnel Terror: "Deathrattle: Get two random Temporary 2-Cost minions."
  { id: "TLC_469", deathrattle: [{ type: "addCard", pool: { type: "MINION", cost: 2 }, count: 2, enchantment: "GBL_999e" }] },
  // Whispering Stone: "Taunt. Deathrattle: Get 2 random Fel spells. They cost Health instead of Mana."
  { id: "TLC_467", deathrattle: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "FEL" }, count: 2, enchantment: "TLC_467e" }] },
  { id: "TLC_467e", buff: { grants: ["CARD_COSTS_HEALTH"] } },
  // Possessed Animancer: "Deathrattle: Summon a random Beast from your deck. Give it Lifesteal." (none in the deck: nothing)
  { id: "DINO_131", deathrattle: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "BEAST" } },
    { type: "buff", to: "summoned", grants: ["LIFESTEAL"] }] },
  // Bloodpetal Biome (a Location): "Discover a Temporary 1-Cost minion." (your class's and neutral minions, 5.1)
  { id: "TLC_449", activate: [{ type: "discover", from: { type: "MINION", cost: 1, yourClass: true }, enchantment: "GBL_999e" }] },
  // Spelunker: "Battlecry: Your next Temporary card costs (2) less." A cost state on your hero (费用状态, as Foxy Fraud's, not
  // limited to this turn), used up by the next Temporary card you play (one carrying GBL_999e; 2.2 d, 2.3 e).
  { id: "TLC_450", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TLC_450e" }] },
  { id: "TLC_450e", auras: [{ to: { all: "hand", side: "friendly", where: { enchanted: "GBL_999e" } }, buff: { cost: -2 } }],
    consumedBy: { enchanted: "GBL_999e" } },
  // Bat Mask: "Set a friendly minion's stats to 1/1. Fill your board with copies of it." (copies per 4.8, the 1/1 kept; placed
  // right of it, then left, alternating)
  { id: "DINO_402", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "DINO_402e" },
    { type: "summonCopy", of: "target", copyState: true, count: { space: "friendly-board" } }] },
  { id: "DINO_402e", buff: { setAttack: 1, setHealth: 1 } },
  // Caustic Fumes: "Destroy an enemy minion. Kindred: Deal $2 damage to all minions."
  { id: "TLC_447", target: { type: "minion", side: "enemy" }, spell: [{ type: "destroy", to: "target" }],
    kindred: [{ type: "damage", amount: 2, to: "all-minions" }] },
  // Razidir: "Battlecry: Discard a random card from your hand. Kindred: Your opponent's hand instead." (the Kindred part
  // inside the Battlecry)
  { id: "TLC_463", battlecry: [{ type: "if", if: { kindred: true }, then: [{ type: "discard", count: 1, player: "enemy" }], else: [{ type: "discard", count: 1 }] }] },
  // Cursed Catacombs: "Discover another card from your deck. Make it Temporary." ("another": not a copy of this card, by name;
  // taking it is a draw, 4.4 — a full hand burns it — and it carries the Temporary state GBL_999e)
  { id: "TLC_451", spell: [{ type: "discover", from: "deck", where: { notName: "Cursed Catacombs" }, enchantment: "GBL_999e" }] },
  // Story of Lakkari: "At the end of your turn, discard a card and fill your board with 3/2 Imps. Lasts 3 turns." (a lasting
  // spell, as Chronological Aura: at each of its player's three turn ends, the turn played included, a random card of the
  // hand discarded, then 3/2 Imps summoned into every empty place. The Imp is the Un'Goro Lakkari's Nether Imp UNG_829t3 —
  // the set has no token of its own for it, rules-notes 330)
  { id: "TLC_466", lasts: { turns: 3 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" },
    do: [{ type: "discard", count: 1 }, { type: "summon", card: "UNG_829t3", count: { space: "friendly-board" } }] }] },
];
