/** Across the Timeways (穿越时间流, TIME_TRAVEL): the Death Knight cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { bonusEffects } from "../bonus-effects.js";

const TT = { inferred: true, set: "TIME_TRAVEL", cardClass: "DEATHKNIGHT" } as const;

export const TT_DEATHKNIGHT = (): CardDefinition[] => [
  // Timestop: "Deal $3 damage. Freeze two random enemy minions." (a target character; then two different enemy minions)
  { id: "TIME_611", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "freeze", to: { random: "enemy-minions", count: 2 } }] },
  // Cryofrozen Champion: "Deathrattle: Get a random Legendary minion. Reduce its Cost by (1)."
  { id: "TIME_613", deathrattle: [{ type: "addCard", pool: { type: "MINION", rarity: "LEGENDARY" }, cost: -1 }] },
  // Blood Draw: "Discover a spell. This costs Health instead of Mana." (本牌: Blood Draw itself is paid for with Health)
  { id: "TIME_612", tags: { CARD_COSTS_HEALTH: 1 }, spell: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] },
  // Forgotten Millennium: "Fill your hand with random Undead. They cost Health instead of Mana this turn." (random Undead
  // minions, one at a time while the hand has room; each gets Forgotten for this turn)
  { id: "TIME_615", spell: [{ type: "if", if: { space: "friendly-hand" }, then: [{ type: "repeat", while: { space: "friendly-hand" },
    do: [{ type: "addCard", pool: { type: "MINION", race: "UNDEAD" }, enchantment: "TIME_615e" }] }] }] },
  { id: "TIME_615e", type: "ENCHANTMENT", ...TT, name: "Forgotten", buff: { grants: ["CARD_COSTS_HEALTH"], oneTurn: true } },
  // Memoriam Manifest: "Summon the highest Cost friendly Undead that died this game." (4.10: a fresh copy from the death
  // record; cost as printed, a random one among ties; none: nothing)
  { id: "TIME_616", spell: [{ type: "resurrect", highest: "cost", where: { race: "UNDEAD" } }] },
  // Chronochiller: "You no longer draw a card at the start of your turn." (a minion's text with no keyword works while it
  // is in play: the rule aura no-turn-draw, docs/rules-notes.md)
  { id: "TIME_617", auras: [{ rule: "no-turn-draw" }] },
  // Liferender: "Battlecry: If your hero's Health changed this turn, deal 6 damage to an enemy minion." (a target only if
  // the condition holds, as Glaivebound Adept; "Health" is its current Health, 4.1: damage that reached it, healing that
  // restored some, a Health set or enchantment that moved it — not Armor alone; rules-notes 318)
  { id: "TIME_614", target: { type: "minion", side: "enemy", if: { heroHealthChangedThisTurn: true } },
    battlecry: [{ type: "damage", amount: 6, to: "target" }] },
  // Shadows of Yesterday: "Rewind. Summon four 3/2 Shades. They each gain two random Bonus Effects." (the Shade is the game's
  // Anomalous Shade, TIME_610t2 — the card's only token in missing-ids.json — a 3/2 as the text says; each Shade two different
  // random Bonus Effects of its own; rules-notes 527)
  { id: "TIME_610", rewind: true, spell: [{ type: "summon", card: "TIME_610t2", count: 4 },
    { type: "group", of: { all: "summoned" }, each: true, do: [bonusEffects("group", 2)] }] },
  { id: "TIME_610t2", type: "MINION", ...TT, name: "Anomalous Shade", cost: 6, attack: 3, health: 2 },
];
