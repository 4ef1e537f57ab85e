/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_HUNTER = (): CardDefinition[] => [
  // Animal Companion: "Summon a random Beast Companion." Misha, Leokk or Huffer; it needs a free space on your board to be
  // played (the game's play requirement), and does nothing if the board is full when it resolves (3.3).
  { id: "NEW1_031", requires: { space: "friendly-board" }, spell: [{ type: "summonRandom", pool: ["NEW1_032", "NEW1_033", "NEW1_034"] }] },
  // Leokk (made by Animal Companion; Misha and Huffer are keywords only): "Your other minions have +1 Attack."
  { id: "NEW1_033", auras: [{ to: "other-friendly-minions", buff: { attack: 1 }, enchantment: "NEW1_033o" }] },
  { id: "NEW1_033o", buff: { attack: 1 } },
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
  // Multi-Shot: "Deal 3 damage to two random enemy minions." Two different minions picked at once (3.5: not mortally
  // wounded), one mass damage (1.5); with one enemy minion only that one. Needs an enemy minion to be played.
  { id: "DS1_183", requires: { count: "enemy-minions", atLeast: 1 }, spell: [{ type: "group", of: { random: "enemy-minions", count: 2 }, do: [{ type: "damage", amount: 3, to: "group" }] }] },
  // Selective Breeder: "Battlecry: Discover a copy of a Beast in your deck." The card stays in the deck (5.1 发现).
  { id: "LEG_CS3_015", battlecry: [{ type: "discover", from: "deck", where: { race: "BEAST" }, copy: true }] },
  // Tundra Rhino: "Your Beasts have Charge." (itself too)
  { id: "DS1_178", auras: [{ to: { all: "minions", side: "friendly", where: { race: "BEAST" } }, buff: { grants: ["CHARGE"] }, enchantment: "DS1_178e" }] },
  { id: "DS1_178e", buff: { grants: ["CHARGE"] } },
];
