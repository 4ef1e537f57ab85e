/** Cataclysm (大灾变, CATACLYSM): Shaman cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_SHAMAN = (): CardDefinition[] => [
  // Ceremonial Clash: "Summon a random 3, 2, and 1-Cost minion. Overload: (1)"
  { id: "CATA_569", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 3 } }, { type: "summonRandom", pool: { type: "MINION", cost: 2 } },
    { type: "summonRandom", pool: { type: "MINION", cost: 1 } }] },
  // Air Support: "Battlecry: Give a friendly minion Mega-Windfury. It can't attack heroes."
  { id: "CATA_564", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "CATA_564e" }] },
  { id: "CATA_564e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Air Support", buff: { grants: ["MEGA_WINDFURY", "CANNOT_ATTACK_HEROES"] } },
  // Stormbinder: "Deathrattle: Unlock your Overloaded Mana Crystals. Overload: (3)"
  { id: "CATA_724", deathrattle: [{ type: "unlockOverload" }] },
  // Muradin's Last Stand: "Draw 2 cards. Costs (1) less for each time a friendly character attacked this game." (every attack
  // of its player's hero and minions this game, a forced or cancelled one too — player tag NUM_ATTACKS_THIS_GAME, 2.6 f)
  { id: "CATA_568", spell: [{ type: "draw", count: 2 }], auras: [{ to: "self", zone: "hand", buff: { cost: { thisGame: "attacks", multiply: -1 } } }] },
  // Ascendance: "Transform all friendly minions into ones that cost (1) more. They summon the originals when they die." (5.2
  // 异变: each a random minion costing 1 more than it does now, or the highest cost below that has minions; each keeps
  // Ascended, CATA_567e, remembering the card it was, whose Deathrattle summons a fresh one of it)
  { id: "CATA_567", spell: [{ type: "transform", to: "friendly-minions",
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 1 }, costDown: { stat: "cost", of: "each" } },
    enchantment: "CATA_567e", rememberOriginal: true }] },
  { id: "CATA_567e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Ascended",
    deathrattle: [{ type: "summonRemembered", enchantment: "CATA_567e" }] },
  // Morchok: "Battlecry: Draw a card and reduce its Cost by (10). Repeat this with excess Cost reduction." (the excess is
  // what the reduction could not take off the drawn card's Cost now; while there is some, draw again and reduce by it —
  // a draw that leaves no card in hand ends it: rules-notes 298)
  { id: "CATA_570", battlecry: [{ type: "draw" }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, cost: -10, enchantment: "CATA_570e" },
    { type: "if", if: { value: { costReduction: "excess" }, atLeast: 1 }, then: [{ type: "repeat", while: { value: { costReduction: "excess" }, atLeast: 1 },
      do: [{ type: "draw" }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, cost: { costReduction: "excess", multiply: -1 }, enchantment: "CATA_570e" }] }] }] },
  { id: "CATA_570e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Worldbreak" },
  // Crackling Cloudstrider: "Battlecry: Choose a spell in your hand that costs (4) or less to absorb. Deathrattle: Cast it."
  // (rules-notes: the spell is set aside, kept by the Cloudstrider with its states, and cast itself by the Deathrattle)
  { id: "CATA_563", target: { type: "card", where: { type: "spell", maxCost: 4 } }, battlecry: [{ type: "absorb", to: "target" }],
    deathrattle: [{ type: "castSpell", of: { all: "kept" } }] },
];
