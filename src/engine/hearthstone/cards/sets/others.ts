/** Blackrock Mountain, The Grand Tournament, League of Explorers, Kobolds & Catacombs. */
import type { CardDefinition } from "../format.js";

export const BRM: CardDefinition[] = [
  // Emperor Thaurissan: "At the end of your turn, reduce the Cost of cards in your hand by (1)."
  { id: "BRM_028", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { all: "hand", side: "friendly" }, enchantment: "BRM_028e" }] }] },
  { id: "BRM_028e", buff: { cost: -1 } },
  // Dragon Egg: "Whenever this minion takes damage, summon a 2/1 Whelp."
  { id: "BRM_022", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "summon", card: "BRM_022t" }] }] },
  // Grim Patron: "After this minion survives damage, summon another Grim Patron." Not if mortally wounded —
  // destroyed included (1.10, 3.4 结算条件).
  { id: "BRM_019", triggers: [{ on: "damage", if: { target: { is: "self", alive: true } }, do: [{ type: "summon", card: "BRM_019" }] }] },
];

export const TGT: CardDefinition[] = [
  // Aviana: "Your minions cost (1)." (a set, in order of entry with the other cost changes, 1.3 / 4.11)
  { id: "AT_045", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { setCost: 1 }, enchantment: "AT_045eee" }] },
  { id: "AT_045eee", buff: { setCost: 1 } },
  // Lowly Squire: "Inspire: Gain +1 Attack."
  { id: "AT_082", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "buff", to: "self", attack: 1, enchantment: "AT_082e" }] }] },
  { id: "AT_082e", buff: { attack: 1 } },
  // Competitive Spirit: "Secret: When your turn starts, give your minions +1/+1." (2.1 MAIN_START_TRIGGERS; its own turn)
  { id: "AT_073", triggers: [{ on: "turn-start", zone: "secret", if: [{ turn: "own" }, { exists: "friendly-minions" }], do: [{ type: "buff", to: "friendly-minions", attack: 1, health: 1, enchantment: "AT_073e" }] }] },
  { id: "AT_073e", buff: { attack: 1, health: 1 } },
];

export const LOE: CardDefinition[] = [
  // Naga Sea Witch: "Your cards cost (5)."
  { id: "LOE_038", auras: [{ to: { all: "hand", side: "friendly" }, buff: { setCost: 5 }, enchantment: "LOE_038e" }] },
  { id: "LOE_038e", buff: { setCost: 5 } },
  // Brann Bronzebeard: "Your Battlecries trigger twice."
  { id: "LOE_077", auras: [{ rule: "battlecries-twice" }] },
];

export const ICECROWN: CardDefinition[] = [
  // Dark Conviction: "Set a minion's Attack and Health to 3." (the rulebook's 1.3 example of aura priority)
  { id: "ICC_039", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "ICC_039e" }] },
  { id: "ICC_039e", buff: { setAttack: 3, setHealth: 3 } },
];

export const UNGORO: CardDefinition[] = [
  // Mana Bind: "Secret: When your opponent casts a spell, add a copy to your hand that costs (0)." An after-play trigger (2.3).
  { id: "UNG_024", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "returnCopyToHand", of: "event-target", setCost: 0 }] }] },
];

export const LOOT: CardDefinition[] = [
  // Cheat Death: "Secret: When a friendly minion dies, return it to your hand. It costs (2) less."
  { id: "LOOT_204", triggers: [{ on: "death", if: [{ target: "friendly-minion" }, { space: "friendly-hand" }], do: [{ type: "returnCopyToHand", of: "event-target", cost: -2, enchantment: "LOOT_204e" }] }] },
  { id: "LOOT_204e", buff: { cost: -2 } },
];
