/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_HUNTER: CardDefinition[] = [
  // Tracking: "Discover a card from your deck." (5.1 发现: taking it is a draw)
  { id: "DS1_184", spell: [{ type: "discover", from: "deck" }] },
  { id: "DS1_185", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }] }, // Arcane Shot
  // Hunter's Mark: Health set to 1 (4.1: setting health clears damage).
  { id: "CS2_084", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_084e" }] },
  { id: "CS2_084e", buff: { setHealth: 1 } },
  // Kill Command: 3 damage, or 5 if you control a Beast (checked when it resolves).
  { id: "EX1_539", target: { type: "character" }, spell: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "BEAST" } } },
    then: [{ type: "damage", amount: 5, to: "target" }], else: [{ type: "damage", amount: 3, to: "target" }] }] },
  { id: "DS1_175", auras: [{ to: { all: "minions", side: "friendly", where: { not: "self", race: "BEAST" } }, buff: { attack: 1 }, enchantment: "DS1_175o" }] }, // Timber Wolf
  { id: "DS1_175o", buff: { attack: 1 } },
  { id: "DS1_070", target: { type: "minion", side: "friendly", where: { race: "BEAST" } }, battlecry: [{ type: "buff", to: "target", enchantment: "DS1_070o" }] }, // Houndmaster
  { id: "DS1_070o", buff: { attack: 2, health: 2, grants: ["TAUNT"] } },
  { id: "CS2_237", triggers: [{ on: "summon", if: { target: { side: "friendly", race: "BEAST" } }, do: [{ type: "draw" }] }] }, // Starving Buzzard
];
