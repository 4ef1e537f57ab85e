/** Festival of Legends (BATTLE_OF_THE_BANDS). */
import type { CardDefinition } from "../format/index.js";

const FINALE = { finale: true } as const;
/** "If you control no other minions" (the Soloists): as Lone Champion. */
const ALONE = { value: { count: "other-friendly-minions" }, atMost: 0 } as const;

export const BATTLE_OF_THE_BANDS = (): CardDefinition[] => [
  // Finale (压轴): "if this card used up your Mana" — the condition `{ finale: true }`: after its pay step its player had
  // no Mana left (rules-notes 418). Spells, and a minion whose Finale changes what its Battlecry does.
  // Mic Drop: "Draw 2 cards. Finale: Give your weapon +2 Attack."
  { id: "ETC_075", spell: [{ type: "draw", count: 2 }, { type: "if", if: FINALE, then: [{ type: "buff", to: "friendly-weapon", enchantment: "ETC_075e" }] }] },
  { id: "ETC_075e", buff: { attack: 2 } },
  // Boogie Down: "Summon two 1-Cost minions from your deck. Finale: Summon another." (each a random 1-Cost minion of the deck)
  { id: "ETC_318", spell: [
    { type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 1 } },
    { type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 1 } },
    { type: "if", if: FINALE, then: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 1 } }] },
  ] },
  // Power Chord: Synchronize: "Choose a minion. Add a copy of it to your hand. Finale: Give both +1/+2."
  { id: "ETC_338", target: { type: "minion" }, spell: [
    { type: "addCard", copyOf: "target" },
    { type: "if", if: FINALE, then: [{ type: "buff", to: "target", enchantment: "ETC_338e" }, { type: "buff", to: { all: "added", where: { zone: "hand" } }, enchantment: "ETC_338e" }] },
  ] },
  { id: "ETC_338e", buff: { attack: 1, health: 2 } },
  // Chill Vibes: "Restore #8 Health. Finale: Summon a 3/3 Elemental with Taunt." (any character, as Healing Touch)
  { id: "ETC_369", target: { type: "character" }, spell: [{ type: "heal", amount: 8, to: "target" }, { type: "if", if: FINALE, then: [{ type: "summon", card: "ETC_369t" }] }] },
  // Taste of Chaos: "Deal $2 damage to a minion. Finale: Discover a Fel spell."
  { id: "ETC_394", target: { type: "minion" }, spell: [
    { type: "damage", amount: 2, to: "target" },
    { type: "if", if: FINALE, then: [{ type: "discover", from: { type: "SPELL", spellSchool: "FEL", yourClass: true } }] },
  ] },
  // Through Fel and Flames: "Give a minion Rush. Finale: And +1/+1." (0 Cost: played with no Mana left, its Finale comes)
  { id: "JAM_017", target: { type: "minion" }, spell: [
    { type: "buff", to: "target", grants: ["RUSH"] },
    { type: "if", if: FINALE, then: [{ type: "buff", to: "target", enchantment: "JAM_017e" }] },
  ] },
  { id: "JAM_017e", buff: { attack: 1, health: 1 } },
  // Summer Flowerchild: "Battlecry: Draw two cards that cost (6) or more. Finale: They cost (1) less." (the Finale changes
  // what the Battlecry draws: part of it)
  { id: "ETC_376", battlecry: [
    { type: "draw", count: 2, where: { minCost: 6 } },
    { type: "if", if: FINALE, then: [{ type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "ETC_376e" }] },
  ] },
  { id: "ETC_376e", buff: { cost: -1 } },
  // Jukebox Totem: "At the end of your turn, summon a 1/1 Silver Hand Recruit."
  { id: "JAM_010", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "CS2_101t" }] }] },
  // --- late helper w9/late-c: cards whose text the format expresses ---
  // Cage Head: "Deathrattle: Summon a 9/9 Blight Boar with Charge and Taunt."
  { id: "ETC_526", deathrattle: [{ type: "summon", card: "ETC_526t" }] },
  // Amplified Elekk: "Taunt Deathrattle: Deal 3 damage to all enemy minions."
  { id: "ETC_086", deathrattle: [{ type: "damage", amount: 3, to: "enemy-minions" }] },
  // Keyboard Soloist: "Battlecry: If you control no other minions, summon two 1/2 Amps with Spell Damage +1."
  { id: "ETC_029", battlecry: [{ type: "if", if: ALONE, then: [{ type: "summon", card: "ETC_029t", count: 2 }] }] },
  // Drum Soloist: "Taunt Battlecry: If you control no other minions, gain +2/+2 and Rush."
  { id: "ETC_035", battlecry: [{ type: "if", if: ALONE, then: [{ type: "buff", to: "self", enchantment: "ETC_035e" }, { type: "buff", to: "self", grants: ["RUSH"] }] }] },
  { id: "ETC_035e", buff: { attack: 2, health: 2 } },
  // Saxophone Soloist: "Battlecry: If you control no other minions, add a Saxophone Soloist to your hand."
  { id: "ETC_358", battlecry: [{ type: "if", if: ALONE, then: [{ type: "addCard", card: "ETC_358" }] }] },
  // Opera Soloist: "Battlecry: If you control no other minions, deal 3 damage to all enemy minions."
  { id: "ETC_034", battlecry: [{ type: "if", if: ALONE, then: [{ type: "damage", amount: 3, to: "enemy-minions" }] }] },
  // Stereo Totem: "At the end of your turn, give a random minion in your hand +2/+2."
  { id: "ETC_105", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "ETC_105e" }] }] },
  { id: "ETC_105e", buff: { attack: 2, health: 2 } },
  // Shadow Chord: Distort: "Give a minion -5/-5. If it has 0 Attack, destroy it."
  { id: "ETC_305", target: { type: "minion" }, spell: [
    { type: "buff", to: "target", enchantment: "ETC_305e" },
    { type: "if", if: { entity: "target", matches: { zone: "play", maxAttack: 0 } }, then: [{ type: "destroy", to: "target" }] },
  ] },
  { id: "ETC_305e", buff: { attack: -5, health: -5 } },
  // Fanboy: "Choose One - Give a friendly minion +2 Attack and Rush; or +2 Health and Lifesteal."
  { id: "JAM_027", chooseOne: [
    { card: "JAM_027a", target: { type: "minion", side: "friendly" }, effects: [{ type: "buff", to: "target", enchantment: "JAM_027ae" }] },
    { card: "JAM_027b", target: { type: "minion", side: "friendly" }, effects: [{ type: "buff", to: "target", enchantment: "JAM_027be" }] },
  ] },
  { id: "JAM_027ae", buff: { attack: 2, grants: ["RUSH"] } },
  { id: "JAM_027be", buff: { health: 2, grants: ["LIFESTEAL"] } },
  // Jam Session: "Give a friendly minion +3/+3. Deal $1 damage to all other minions. Overload: (1)"
  { id: "JAM_013", target: { type: "minion", side: "friendly" }, spell: [
    { type: "buff", to: "target", enchantment: "JAM_013e" },
    { type: "damage", amount: 1, to: { all: "minions", where: { not: ["target"] } } },
  ] },
  { id: "JAM_013e", buff: { attack: 3, health: 3 } },
  // One Hit Wonder: "Rush Combo: Gain Poisonous."
  { id: "JAM_021", combo: [{ type: "buff", to: "self", grants: ["POISONOUS"] }] },
  // Outfit Tailor: "Battlecry: Give a friendly minion Attack and Health equal to this minion's." (read as it resolves)
  { id: "ETC_420", target: { type: "minion", side: "friendly" }, battlecry: [
    { type: "buff", to: "target", enchantment: "ETC_420e", attack: { stat: "attack", of: "self" }, health: { stat: "health", of: "self" } },
  ] },
  { id: "ETC_420e" },
  // Rush the Stage: "Draw two Rush minions. They cost (1) less."
  { id: "ETC_200", spell: [{ type: "draw", count: 2, where: { type: "minion", tag: "RUSH" }, enchantment: "ETC_200e" }] },
  { id: "ETC_200e", buff: { cost: -1 } },
  // Instrument Tech: "Battlecry: Draw a weapon."
  { id: "ETC_418", battlecry: [{ type: "draw", where: { type: "weapon" } }] },
  // Fan Club (Location): "Restore #3 Health to all friendly characters."
  { id: "ETC_449", activate: [{ type: "heal", amount: 3, to: "friendly-characters" }] },
  // Dance Floor (Location): "Give your minions Rush."
  { id: "JAM_009", activate: [{ type: "buff", to: "friendly-minions", enchantment: "JAM_009e" }] },
  { id: "JAM_009e", buff: { grants: ["RUSH"] } },
  // Deafen: "Silence a minion. Combo: Also deal $2 damage to it."
  { id: "JAM_022", target: { type: "minion" }, spell: [{ type: "silence", to: "target" }],
    combo: [{ type: "silence", to: "target" }, { type: "damage", amount: 2, to: "target" }] },
  // Pack the House: "Summon a random 6, 5, 4, and 3-Cost minion. Overload: (2)"
  { id: "ETC_370", spell: [
    { type: "summonRandom", pool: { type: "MINION", cost: 6 } }, { type: "summonRandom", pool: { type: "MINION", cost: 5 } },
    { type: "summonRandom", pool: { type: "MINION", cost: 4 } }, { type: "summonRandom", pool: { type: "MINION", cost: 3 } },
  ] },
  // Void Virtuoso: "During your turn, your hero is Immune." (as Violet Illusionist)
  { id: "ETC_081", auras: [{ to: "friendly-hero", buff: { grants: ["IMMUNE"] }, enchantment: "ETC_081e", if: { turn: "own" } }] },
  { id: "ETC_081e", buff: { grants: ["IMMUNE"] } },
  // Air Guitarist: "Battlecry: Give your weapon +1 Durability." (no weapon: nothing)
  { id: "ETC_102", battlecry: [{ type: "buff", to: "friendly-weapon", enchantment: "ETC_102e" }] },
  { id: "ETC_102e", buff: { health: 1 } },
  // Costumed Singer: "At the end of your turn, draw a Secret."
  { id: "JAM_001", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "draw", where: { secret: true } }] }] },
  // Fiddlefire Imp: "Battlecry: Add a random Fire Mage and Fire Warlock spell to your hand."
  { id: "JAM_032", battlecry: [
    { type: "addCard", pool: { type: "SPELL", spellSchool: "FIRE", cardClass: "MAGE" } },
    { type: "addCard", pool: { type: "SPELL", spellSchool: "FIRE", cardClass: "WARLOCK" } },
  ] },
  // Synthesize: "Add a random 1, 2, and 3-Cost Elemental to your hand."
  { id: "ETC_535", spell: [
    { type: "addCard", pool: { type: "MINION", race: "ELEMENTAL", cost: 1 } },
    { type: "addCard", pool: { type: "MINION", race: "ELEMENTAL", cost: 2 } },
    { type: "addCard", pool: { type: "MINION", race: "ELEMENTAL", cost: 3 } },
  ] },
  // Guitar Soloist: "Battlecry: If you control no other minions, draw a spell, a minion, and a weapon."
  { id: "ETC_026", battlecry: [{ type: "if", if: ALONE, then: [
    { type: "draw", where: { type: "spell" } }, { type: "draw", where: { type: "minion" } }, { type: "draw", where: { type: "weapon" } },
  ] }] },
  // Dirge of Despair: "Deal $3 damage to a character. If it dies, summon a Demon from your deck." (as Mortal Coil's "if it dies")
  { id: "ETC_082", target: { type: "character" }, spell: [
    { type: "damage", amount: 3, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "DEMON" } }] },
  ] },
  // Ghost Writer: "Battlecry: Discover a spell. Finale: Discover another." (the Finale part of the Battlecry, as Summer Flowerchild)
  { id: "ETC_088", battlecry: [
    { type: "discover", from: { type: "SPELL", yourClass: true } },
    { type: "if", if: FINALE, then: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] },
  ] },
  // Paparazzi: "Battlecry: Discover a Legendary minion."
  { id: "ETC_326", battlecry: [{ type: "discover", from: { type: "MINION", rarity: "LEGENDARY", yourClass: true } }] },
];
