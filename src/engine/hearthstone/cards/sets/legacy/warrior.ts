/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Warrior cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_WARRIOR = (): CardDefinition[] => [
  // Heroic Strike: +4 Attack this turn (4.1: a weapon's negative Attack counts as 0 on its own, so this still hits for 4).
  { id: "CS2_105", spell: [{ type: "buff", to: "friendly-hero", enchantment: "CS2_105e" }] },
  { id: "CS2_105e", buff: { attack: 4, oneTurn: true } },
  { id: "CS2_108", target: { type: "minion", side: "enemy", where: { damaged: true } }, spell: [{ type: "destroy", to: "target" }] }, // Execute
  { id: "EX1_400", spell: [{ type: "damage", amount: 1, to: "all-minions" }] }, // Whirlwind
  { id: "EX1_606", spell: [{ type: "armor", amount: 5 }, { type: "draw" }] }, // Shield Block
  // Bloodsail Deckhand: "Battlecry: The next weapon you play costs (1) less." A cost state of the player (carried by the
  // hero, like Preparation's), not limited to this turn, used up when you play a weapon (2.4 a: 费用状态移除).
  { id: "CS3_008", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "CS3_008e" }] },
  { id: "CS3_008e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "weapon" } }, buff: { cost: -1 } }], consumedBy: { type: "weapon" } },
  // Charge: "Give a friendly minion +2 Attack and Charge." The game's enchantment with this text is VAN_CS2_103e2 (CS2_103e2
  // now reads "Has Charge.", today's Charge); the VANILLA printing has the same text and plays as this card.
  { id: "CS2_103", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "VAN_CS2_103e2" }] },
  { id: "CS2_103e2", buff: { grants: ["CHARGE"] } }, // "Has Charge." (an earlier Charge's state: a game state that carries it loads)
  { id: "VAN_CS2_103e2", buff: { attack: 2, grants: ["CHARGE"] } },
  // Cleave: "Deal $2 damage to two random enemy minions." Two different minions picked at once (3.5: not mortally wounded),
  // one mass damage (1.5); with one enemy minion only that one (the game plays it with one, not with none).
  { id: "CS2_114", requires: { count: "enemy-minions", atLeast: 1 }, spell: [{ type: "group", of: { random: "enemy-minions", count: 2 }, do: [{ type: "damage", amount: 2, to: "group" }] }] },
  // War Cache: "Add a random Warrior minion, spell, and weapon to your hand." (in that order; collectible Warrior cards)
  { id: "CS3_009", spell: [
    { type: "addCard", pool: { type: "MINION", cardClass: "WARRIOR" } },
    { type: "addCard", pool: { type: "SPELL", cardClass: "WARRIOR" } },
    { type: "addCard", pool: { type: "WEAPON", cardClass: "WARRIOR" } },
  ] },
  // Warsong Commander: "Whenever you summon a minion with 3 or less Attack, give it Charge." An on-summon trigger (2.2 f),
  // its Attack read as the trigger queues and again as it resolves; the Charge stays (an enchantment, not an aura).
  { id: "EX1_084", triggers: [{ on: "summon", if: { target: { side: "friendly", type: "minion", maxAttack: 3 } }, do: [{ type: "buff", to: "event-target", enchantment: "EX1_084e" }] }] },
  { id: "EX1_084e", buff: { grants: ["CHARGE"] } },
];
