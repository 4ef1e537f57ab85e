/**
 * Legacy (Classic basic) set: cards used by the conformance cases and the rulebook's examples.
 */
import type { CardDefinition } from "../format/index.js";

export const LEGACY: CardDefinition[] = [
  // Tracking: "Discover a card from your deck." (5.1 发现: taking it is a draw)
  { id: "DS1_184", spell: [{ type: "discover", from: "deck" }] },
  // --- Amounts read when the effect resolves (card format `Amount`), and set/double effects (4.1) ---
  // Divine Spirit: doubling Health adds the current Health to the maximum (4.1: a damaged 4/3 Blademaster becomes 4/6, max 10).
  { id: "CS2_236", target: { type: "minion" }, spell: [{ type: "buff", to: "target", health: { stat: "health", of: "target" }, enchantment: "CS2_236e" }] },
  { id: "CS2_236e" },
  // Frostwolf Warlord: +1/+1 per other friendly minion, counted when the battlecry resolves.
  { id: "CS2_226", battlecry: [{ type: "buff", to: "self", attack: { count: "other-friendly-minions" }, health: { count: "other-friendly-minions" }, enchantment: "CS2_226e" }] },
  { id: "CS2_226e" },
  // Old Murk-Eye: +1 Attack per other Murloc on the battlefield — an aura on itself, worked out at each aura update (4.2).
  { id: "EX1_062", auras: [{ to: "self", buff: { attack: { count: { all: "minions", where: { not: "self", race: "MURLOC" } } } } }] },
  // Heroic Strike: +4 Attack this turn (4.1: a weapon's negative Attack counts as 0 on its own, so this still hits for 4).
  { id: "CS2_105", spell: [{ type: "buff", to: "friendly-hero", enchantment: "CS2_105e" }] },
  { id: "CS2_105e", buff: { attack: 4, oneTurn: true } },
  // Wild Growth: an empty crystal; with crystals plus temporary mana at the cap, Excess Mana instead (4.12).
  { id: "CS2_013", spell: [{ type: "if", if: { mana: "full" }, then: [{ type: "addCard", card: "CS2_013t" }], else: [{ type: "manaCrystals", amount: 1, state: "empty" }] }] },
  { id: "CS2_013t", spell: [{ type: "draw" }] }, // Excess Mana
  // Ancestral Healing: "restore to full" heals as much as the maximum Health (Auchenai makes that damage), then Taunt.
  { id: "CS2_041", target: { type: "minion" }, spell: [
    { type: "heal", amount: { stat: "maxHealth", of: "target" }, to: "target" }, { type: "buff", to: "target", enchantment: "CS2_041e" },
  ] },
  { id: "CS2_041e", buff: { grants: ["TAUNT"] } },
  { id: "CS1_113", target: { type: "minion", side: "enemy" }, spell: [{ type: "takeControl", to: "target" }] }, // Mind Control (4.7)
  { id: "CS2_032", spell: [{ type: "damage", amount: 5, to: "enemy-minions" }] }, // Flamestrike
  { id: "CS2_025", spell: [{ type: "damage", amount: 1, to: "enemy-minions" }] }, // Arcane Explosion
  { id: "CS2_062", spell: [{ type: "damage", amount: 3, to: "all-characters" }] }, // Hellfire
  { id: "CS2_008", target: { type: "character" }, spell: [{ type: "damage", amount: 1, to: "target" }] }, // Moonfire
  { id: "CS2_029", target: { type: "character" }, spell: [{ type: "damage", amount: 6, to: "target" }] }, // Fireball
  { id: "CS2_024", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "freeze", to: "target" }] }, // Frostbolt
  { id: "CS2_093", spell: [{ type: "damage", amount: 2, to: "enemy-characters" }] }, // Consecration
  { id: "EX1_277", spell: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 3 }, spellDamage: "hits" }] }, // Arcane Missiles
  { id: "CS2_004", target: { type: "minion" }, spell: [{ type: "buff", to: "target", health: 2, enchantment: "CS2_004e" }, { type: "draw" }] }, // Power Word: Shield
  { id: "CS2_092", target: { type: "minion" }, spell: [{ type: "buff", to: "target", attack: 4, health: 4, enchantment: "CS2_092e" }] }, // Blessing of Kings
  { id: "CS2_076", target: { type: "minion", side: "enemy" }, spell: [{ type: "destroy", to: "target" }] }, // Assassinate
  { id: "CS2_222", auras: [{ to: "other-friendly-minions", buff: { attack: 1, health: 1 }, enchantment: "CS2_222o" }] }, // Stormwind Champion
  { id: "EX1_015", battlecry: [{ type: "draw" }] }, // Novice Engineer
  { id: "CS2_189", target: { type: "character" }, battlecry: [{ type: "damage", amount: 1, to: "target" }] }, // Elven Archer
  { id: "CS2_004e", buff: { health: 2 } },
  { id: "CS2_092e", buff: { attack: 4, health: 4 } },
  { id: "CS2_222o", buff: { attack: 1, health: 1 } },
  // Rulebook 4.3-4.9 examples.
  { id: "CS2_022", target: { type: "minion" }, spell: [{ type: "transform", to: "target", card: "CS2_tk1" }] }, // Polymorph (4.5)
  { id: "EX1_246", target: { type: "minion" }, spell: [{ type: "transform", to: "target", card: "hexfrog" }] }, // Hex (4.5)
  { id: "CS2_042", target: { type: "character" }, battlecry: [{ type: "damage", amount: 4, to: "target" }] }, // Fire Elemental
  // Truesilver Champion: "Whenever your hero attacks, restore 3 Health to it." (an on-attack trigger, 2.6 c)
  { id: "CS2_097", triggers: [{ on: "attack", if: { source: "friendly-hero" }, do: [{ type: "heal", amount: 3, to: "friendly-hero" }] }] },
  // Flametongue Totem: "Adjacent minions have +2 Attack."
  { id: "EX1_565", auras: [{ to: { adjacent: "self" }, buff: { attack: 2 }, enchantment: "EX1_565o" }] },
  { id: "EX1_565o", buff: { attack: 2 } },
  // --- Basic class spells and minions (sweep) ---
  { id: "CS2_023", spell: [{ type: "draw", count: 2 }] }, // Arcane Intellect
  { id: "CS1_130", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }] }, // Holy Smite
  { id: "CS2_234", target: { type: "minion", where: { maxAttack: 3 } }, spell: [{ type: "destroy", to: "target" }] }, // Shadow Word: Pain (3.3: checked when played)
  { id: "EX1_622", target: { type: "minion", where: { minAttack: 5 } }, spell: [{ type: "destroy", to: "target" }] }, // Shadow Word: Death
  // Swipe: the target first, then mass damage to the other enemies (3.1 AoE 的结算顺序).
  { id: "CS2_012", target: { type: "character", side: "enemy" }, spell: [
    { type: "damage", amount: 4, to: "target" }, { type: "damage", amount: 1, to: { all: "characters", side: "enemy", where: { not: "target" } } },
  ] },
  { id: "CS2_072", target: { type: "minion", where: { damaged: false } }, spell: [{ type: "damage", amount: 2, to: "target" }] }, // Backstab
  { id: "CS2_075", spell: [{ type: "damage", amount: 3, to: "enemy-hero" }] }, // Sinister Strike
  { id: "EX1_129", spell: [{ type: "damage", amount: 1, to: "enemy-minions" }, { type: "draw" }] }, // Fan of Knives
  { id: "CS2_094", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "draw" }] }, // Hammer of Wrath
  { id: "CS2_108", target: { type: "minion", side: "enemy", where: { damaged: true } }, spell: [{ type: "destroy", to: "target" }] }, // Execute
  { id: "EX1_400", spell: [{ type: "damage", amount: 1, to: "all-minions" }] }, // Whirlwind
  { id: "DS1_185", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }] }, // Arcane Shot
  // Hunter's Mark: Health set to 1 (4.1: setting health clears damage).
  { id: "CS2_084", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_084e" }] },
  { id: "CS2_084e", buff: { setHealth: 1 } },
  // Kill Command: 3 damage, or 5 if you control a Beast (checked when it resolves).
  { id: "EX1_539", target: { type: "character" }, spell: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "BEAST" } } },
    then: [{ type: "damage", amount: 5, to: "target" }], else: [{ type: "damage", amount: 3, to: "target" }] }] },
  { id: "CS2_061", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "heal", amount: 2, to: "friendly-hero" }] }, // Drain Life
  { id: "CS2_057", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" }] }, // Shadow Bolt
  // Mortal Coil: "If it dies" — the target is mortally wounded after the damage, wherever it is (2.3: in hand too).
  { id: "EX1_302", target: { type: "minion" }, spell: [{ type: "damage", amount: 1, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "draw" }] }] },
  { id: "EX1_308", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" }, { type: "discard", count: 1 }] }, // Soulfire
  { id: "CS2_026", spell: [{ type: "freeze", to: "enemy-minions" }] }, // Frost Nova
  { id: "CS2_037", target: { type: "character", side: "enemy" }, spell: [{ type: "damage", amount: 1, to: "target" }, { type: "freeze", to: "target" }] }, // Frost Shock
  { id: "CS2_089", spell: [{ type: "heal", amount: 8, to: "friendly-hero" }] }, // Holy Light
  { id: "CS2_007", target: { type: "character" }, spell: [{ type: "heal", amount: 8, to: "target" }] }, // Healing Touch
  { id: "DS1_233", spell: [{ type: "damage", amount: 5, to: "enemy-hero" }] }, // Mind Blast
  { id: "EX1_173", target: { type: "character" }, spell: [{ type: "damage", amount: 5, to: "target" }, { type: "draw" }] }, // Starfire
  { id: "CS2_077", spell: [{ type: "draw", count: 4 }] }, // Sprint
  { id: "EX1_278", target: { type: "character" }, spell: [{ type: "damage", amount: 1, to: "target" }, { type: "draw" }] }, // Shiv
  { id: "EX1_169", spell: [{ type: "tempMana", amount: 1 }] }, // Innervate
  { id: "CS1_112", spell: [{ type: "damage", amount: 2, to: "enemy-minions" }, { type: "heal", amount: 2, to: "friendly-characters" }] }, // Holy Nova
  { id: "EX1_606", spell: [{ type: "armor", amount: 5 }, { type: "draw" }] }, // Shield Block
  { id: "CS2_087", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_087e" }] }, // Blessing of Might
  { id: "CS2_087e", buff: { attack: 3 } },
  { id: "EX1_360", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "EX1_360e" }] }, // Humility
  { id: "EX1_360e", buff: { setAttack: 1 } },
  { id: "EX1_581", target: { type: "minion", side: "enemy" }, spell: [{ type: "returnToHand", to: "target" }] }, // Sap
  // Minions.
  { id: "EX1_019", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "EX1_019e" }] }, // Shattered Sun Cleric
  { id: "EX1_019e", buff: { attack: 1, health: 1 } },
  { id: "CS2_141", target: { type: "character" }, battlecry: [{ type: "damage", amount: 1, to: "target" }] }, // Ironforge Rifleman
  { id: "CS2_150", target: { type: "character" }, battlecry: [{ type: "damage", amount: 2, to: "target" }] }, // Stormpike Commando
  { id: "EX1_593", battlecry: [{ type: "damage", amount: 3, to: "enemy-hero" }] }, // Nightblade
  { id: "CS2_196", battlecry: [{ type: "summon", card: "CS2_boar" }] }, // Razorfen Hunter
  { id: "EX1_025", battlecry: [{ type: "summon", card: "EX1_025t" }] }, // Dragonling Mechanic
  { id: "EX1_506", battlecry: [{ type: "summon", card: "EX1_506a" }] }, // Murloc Tidehunter
  { id: "CS2_147", battlecry: [{ type: "draw" }] }, // Gnomish Inventor
  { id: "DS1_055", battlecry: [{ type: "heal", amount: 2, to: "friendly-characters" }] }, // Darkscale Healer
  { id: "EX1_011", target: { type: "character" }, battlecry: [{ type: "heal", amount: 2, to: "target" }] }, // Voodoo Doctor
  { id: "CS2_064", battlecry: [{ type: "damage", amount: 1, to: "all-other-characters" }] }, // Dread Infernal
  { id: "CS2_122", auras: [{ to: "other-friendly-minions", buff: { attack: 1 }, enchantment: "CS2_122e" }] }, // Raid Leader
  { id: "CS2_122e", buff: { attack: 1 } },
  { id: "DS1_175", auras: [{ to: { all: "minions", side: "friendly", where: { not: "self", race: "BEAST" } }, buff: { attack: 1 }, enchantment: "DS1_175o" }] }, // Timber Wolf
  { id: "DS1_175o", buff: { attack: 1 } },
  { id: "EX1_508", auras: [{ to: { all: "minions", side: "friendly", where: { not: "self", race: "MURLOC" } }, buff: { attack: 1 }, enchantment: "EX1_508o" }] }, // Grimscale Oracle
  { id: "EX1_508o", buff: { attack: 1 } },
  { id: "DS1_070", target: { type: "minion", side: "friendly", where: { race: "BEAST" } }, battlecry: [{ type: "buff", to: "target", enchantment: "DS1_070o" }] }, // Houndmaster
  { id: "DS1_070o", buff: { attack: 2, health: 2, grants: ["TAUNT"] } },
  { id: "CS2_237", triggers: [{ on: "summon", if: { target: { side: "friendly", race: "BEAST" } }, do: [{ type: "draw" }] }] }, // Starving Buzzard
  // Corruption: the enchantment destroys its host at the start of the caster's turn (2.1 MAIN_START_TRIGGERS).
  { id: "CS2_063", target: { type: "minion", side: "enemy" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_063e" }] },
  { id: "CS2_063e", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // Bloodlust: "Give your minions +3 Attack this turn." (expires in MAIN_CLEANUP, 2.1)
  { id: "CS2_046", spell: [{ type: "buff", to: "friendly-minions", enchantment: "CS2_046e" }] },
  { id: "CS2_046e", buff: { attack: 3, oneTurn: true } },
  // Northshire Cleric: "Whenever a minion is healed, draw a card." A heal trigger: only when health changed (4.9 step 8).
  { id: "CS2_235", triggers: [{ on: "heal", if: { target: "minion" }, do: [{ type: "draw" }] }] },
];
