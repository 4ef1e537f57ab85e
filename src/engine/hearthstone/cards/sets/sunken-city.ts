/**
 * Voyage to the Sunken City (THE_SUNKEN_CITY): the cards whose text the format already has (w9/wild-g). Dredge (探底, 5.1)
 * is `putOnTop` of the bottom three (rules-notes 160); "while holding this" reads the play record (`playedThisGame` with
 * `whileHeld`); "Put a 'Sunken …' on the bottom of your deck" is `shuffleIntoDeck` with `bottom`.
 */
import type { CardDefinition } from "../format/index.js";

const DREDGE = { type: "putOnTop", count: 3, bottom: true } as const;
const NAGA_WHILE_HELD = { value: { playedThisGame: "minion", race: "NAGA", whileHeld: true }, atLeast: 1 } as const;
const SPELLS_WHILE_HELD = (n: number, spellSchool?: string) =>
  ({ value: { playedThisGame: "spell", whileHeld: true, ...(spellSchool ? { spellSchool } : {}) }, atLeast: n }) as const;

// "Immune while attacking" as Ramming Mount's Ram (stormwind.ts): Immune from its pre-attack step for that attack, damage
// to it prevented while it attacks before then.
const IMMUNE_WHILE_ATTACKING = [
  { on: "pre-attack", if: { source: "self" }, do: [{ type: "buff", to: "self", grants: ["IMMUNE"], whileAttacking: true }] },
  { on: "pre-damage", if: { target: { is: "self", attacking: true } }, do: [{ type: "changeDamage", set: 0 }] },
] as const satisfies CardDefinition["triggers"];

// Piranha Swarmer: "After you summon a Piranha Swarmer, gain +1 Attack." (any printing: the text names the card)
const SWARMING = [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", name: "Piranha Swarmer", not: "self" } }, do: [{ type: "buff", to: "self", enchantment: "TSC_638e" }] }] as const satisfies CardDefinition["triggers"];

export const THE_SUNKEN_CITY = (): CardDefinition[] => [
  // Abyssal Depths: "Draw your two lowest Cost minions." (each draw the lowest Cost minion then, a random one among ties)
  { id: "TSC_608", spell: [{ type: "draw", count: 2, where: { type: "minion" }, lowest: "cost" }] },
  // Conch's Call: "Draw a Naga and a spell."
  { id: "TSC_072", spell: [{ type: "draw", where: { race: "NAGA" } }, { type: "draw", where: { type: "spell" } }] },
  // Miracle Growth: "Draw 3 cards. Summon a Plant with Taunt and stats equal to your hand size." (the data's 1/1 Taunt TSC_656t,
  // its stats set to the hand size after the draws)
  { id: "TSC_656", spell: [{ type: "draw", count: 3 }, { type: "summon", card: "TSC_656t" },
    { type: "buff", to: { all: "summoned" }, setAttack: { count: { all: "hand", side: "friendly" } }, setHealth: { count: { all: "hand", side: "friendly" } } }] },
  // Moonbeam: "Deal $1 damage to an enemy, twice."
  { id: "TID_001", target: { type: "character", side: "enemy" }, spell: [{ type: "damage", amount: 1, to: "target" }, { type: "damage", amount: 1, to: "target" }] },
  // Spirit of the Tides: "If you have any unspent Mana at the end of your turn, gain +1/+2."
  { id: "TID_000", triggers: [{ on: "turn-end", if: [{ turn: "own" }, { value: { mana: "available" }, atLeast: 1 }], do: [{ type: "buff", to: "self", enchantment: "TID_000e" }] }] },
  { id: "TID_000e", buff: { attack: 1, health: 2 } },
  // Azsharan Saber: "Rush. Deathrattle: Put a 'Sunken Saber' on the bottom of your deck."
  { id: "TSC_945", deathrattle: [{ type: "shuffleIntoDeck", card: "TSC_945t", bottom: true }] },
  // Sunken Saber: "Rush. Deathrattle: Summon a Beast from your deck."
  { id: "TSC_945t", deathrattle: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "BEAST" } }] },
  // Azsharan Sentinel: "Taunt. Deathrattle: Put a 'Sunken Sentinel' on the bottom of your deck." (TSC_919t: Divine Shield, Taunt,
  // Lifesteal from the card data)
  { id: "TSC_919", deathrattle: [{ type: "shuffleIntoDeck", card: "TSC_919t", bottom: true }] },
  // Azsharan Defector: "Rush. Deathrattle: Put a 'Sunken Defector' on the bottom of your deck."
  { id: "TSC_057", deathrattle: [{ type: "shuffleIntoDeck", card: "TSC_057t", bottom: true }] },
  // Sunken Defector: "Charge. After this attacks, deal 5 damage to a random enemy minion."
  { id: "TSC_057t", triggers: [{ on: "after-attack", if: { source: "self" }, do: [{ type: "damage", amount: 5, to: { random: "enemy-minions" } }] }] },
  // Azsharan Mooncatcher: "Divine Shield. Battlecry: Put a 'Sunken Mooncatcher' on the bottom of your deck."
  { id: "TSC_644", battlecry: [{ type: "shuffleIntoDeck", card: "TSC_644t", bottom: true }] },
  // Sunken Mooncatcher: "Divine Shield. Battlecry: Summon a copy of this." (a copy keeps its states, 4.8)
  { id: "TSC_644t", battlecry: [{ type: "summonCopy", of: "self", copyState: true }] },
  // Azsharan Trident (weapon): "Deathrattle: Put a 'Sunken Trident' on the bottom of your deck."
  { id: "TSC_913", deathrattle: [{ type: "shuffleIntoDeck", card: "TSC_913t", bottom: true }] },
  // Sunken Trident (weapon): "After your hero attacks, deal 2 damage to all enemy minions."
  { id: "TSC_913t", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "damage", amount: 2, to: "enemy-minions" }] }] },
  // Azsharan Gardens: "Give all minions in your hand +1/+1. Put a 'Sunken Gardens' on the bottom of your deck."
  { id: "TSC_927", spell: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "TSC_927e" },
    { type: "shuffleIntoDeck", card: "TSC_927t", bottom: true }] },
  // Sunken Gardens: "Give +1/+1 to all minions in your hand, deck, and battlefield."
  { id: "TSC_927t", spell: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "TSC_927e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "TSC_927e" },
    { type: "buff", to: "friendly-minions", enchantment: "TSC_927e" }] },
  { id: "TSC_927e", buff: { attack: 1, health: 1 } },
  // Azsharan Vessel: "Summon two 3/3 Pirates with Stealth. Put a 'Sunken Vessel' on the bottom of your deck." (the Azsharan
  // Pirate TSC_912t3; the Sunken Vessel's are the Sunken Pirates TSC_912t2)
  { id: "TSC_912", spell: [{ type: "summon", card: "TSC_912t3", count: 2 }, { type: "shuffleIntoDeck", card: "TSC_912t", bottom: true }] },
  // Sunken Vessel: "Casts When Drawn Summon two 3/3 Pirates with Stealth."
  { id: "TSC_912t", castsWhenDrawn: true, spell: [{ type: "summon", card: "TSC_912t2", count: 2 }] },
  // Naga's Pride: "Summon two 2/2 Lionfish. If you played a Naga while holding this, give them +1/+1."
  { id: "TSC_947", spell: [{ type: "summon", card: "TSC_947t", count: 2 },
    { type: "if", if: NAGA_WHILE_HELD, then: [{ type: "buff", to: { all: "summoned" }, enchantment: "TSC_947e" }] }] },
  { id: "TSC_947e", buff: { attack: 1, health: 1 } },
  // Raj Naz'jan: "After you cast a spell, deal damage equal to its Cost to the enemy Hero." (the Cost it was played for)
  { id: "TSC_073", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "damage", amount: { stat: "playedCost", of: "event-target" }, to: "enemy-hero" }] }] },
  // Seafloor Gateway: "Draw a Mech. Reduce the Cost of Mechs in your hand by (1)."
  { id: "TSC_055", spell: [{ type: "draw", where: { race: "MECHANICAL" } }, { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", race: "MECHANICAL" } }, enchantment: "TSC_055e" }] },
  { id: "TSC_055e", buff: { cost: -1 } },
  // Spellcoiler: "Battlecry: If you've cast a spell while holding this, Discover a spell."
  { id: "TSC_643", battlecry: [{ type: "if", if: SPELLS_WHILE_HELD(1), then: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] }] },
  // Baba Naga: "Battlecry: If you've cast a spell while holding this, deal 3 damage." (a target only then)
  { id: "TSC_017", target: { type: "character", if: SPELLS_WHILE_HELD(1) }, battlecry: [{ type: "damage", amount: 3, to: "target" }] },
  // Bubbler: "After this minion takes exactly one damage, destroy it. (Pop!)"
  { id: "TID_713", triggers: [{ on: "damage", if: [{ target: "self" }, { value: { event: "amount" }, atLeast: 1, atMost: 1 }], do: [{ type: "destroy", to: "self" }] }] },
  // Click-Clocker: "Divine Shield. Battlecry: Give a random Mech in your hand +1/+1."
  { id: "TSC_632", battlecry: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "MECHANICAL" } } }, enchantment: "TSC_632e" }] },
  { id: "TSC_632e", buff: { attack: 1, health: 1 } },
  // Crushclaw Enforcer: "Battlecry: If you've cast a spell while holding this, draw a Naga."
  { id: "TSC_826", battlecry: [{ type: "if", if: SPELLS_WHILE_HELD(1), then: [{ type: "draw", where: { race: "NAGA" } }] }] },
  // Gorloc Ravager: "Battlecry: Draw 3 Murlocs."
  { id: "TSC_034", battlecry: [{ type: "draw", count: 3, where: { race: "MURLOC" } }] },
  // Helmet Hermit: "Can't attack." (the card data's CANT_ATTACK)
  { id: "TSC_065" },
  // Ini Stormcoil: "Battlecry: Choose a friendly Mech. Summon a copy of it with Rush, Windfury, and Divine Shield."
  { id: "TSC_649", target: { type: "minion", side: "friendly", where: { race: "MECHANICAL" } }, battlecry: [{ type: "summonCopy", of: "target", copyState: true },
    { type: "buff", to: { all: "summoned" }, enchantment: "TSC_649e2" }] },
  { id: "TSC_649e2", buff: { grants: ["RUSH", "WINDFURY", "DIVINE_SHIELD"] } },
  // Murkwater Scribe: "Battlecry: The next spell you play costs (1) less." (a cost state on the player, used up by the next spell)
  { id: "TSC_823", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TSC_823e" }] },
  { id: "TSC_823e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -1 } }], consumedBy: { type: "spell" } },
  // Naval Mine: "Deathrattle: Deal 4 damage to the enemy hero."
  { id: "TSC_001", deathrattle: [{ type: "damage", amount: 4, to: "enemy-hero" }] },
  // Pelican Diver: "Dormant for 1 turn. Rush"
  { id: "TSC_647", dormant: 1 },
  // Slimescale Diver: "Dormant for 1 turn. Rush, Poisonous"
  { id: "TSC_013", dormant: 1 },
  // Pufferfist: "After your hero attacks, deal 1 damage to all enemies."
  { id: "TSC_002", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "damage", amount: 1, to: "enemy-characters" }] }] },
  // Piranha Swarmer: "Rush After you summon a Piranha Swarmer, gain +1 Attack." (another one: its own summon does not count,
  // as Knife Juggler's)
  { id: "TSC_638", triggers: SWARMING },
  { id: "TSC_638e", buff: { attack: 1 } },
  // Seascout Operator: "Battlecry: If you control a Mech, summon two 2/1 Mechafish." (another Mech than itself)
  { id: "TSC_646", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "MECHANICAL", not: "self" } } }, then: [{ type: "summon", card: "TSC_646t", count: 2 }] }] },
  // Selfish Shellfish: "Deathrattle: Your opponent draws 2 cards."
  { id: "TSC_935", deathrattle: [{ type: "draw", count: 2, player: "enemy" }] },
  // Slithering Deathscale: "Battlecry: If you've cast three spells while holding this, deal 3 damage to all enemies."
  { id: "TSC_064", battlecry: [{ type: "if", if: SPELLS_WHILE_HELD(3), then: [{ type: "damage", amount: 3, to: "enemy-characters" }] }] },
  // Smothering Starfish: "Battlecry: Silence ALL other minions."
  { id: "TSC_926", battlecry: [{ type: "silence", to: { all: "minions", where: { not: "self" } } }] },
  // Snapdragon: "Battlecry: Give all Battlecry minions in your deck +1/+1."
  { id: "TID_710", battlecry: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion", has: "battlecry" } }, enchantment: "TID_710e" }] },
  { id: "TID_710e", buff: { attack: 1, health: 1 } },
  // Stormcoil Mothership: "Rush Deathrattle: Summon two random Mechs that cost (3) or less." (each its own pick)
  { id: "TSC_645", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", race: "MECHANICAL", costAtMost: 3 } },
    { type: "summonRandom", pool: { type: "MINION", race: "MECHANICAL", costAtMost: 3 } }] },
  // Treasure Guard: "Taunt Deathrattle: Draw a card."
  { id: "TSC_938", deathrattle: [{ type: "draw" }] },
  // Tuskarrrr Trawler: "Battlecry: Dredge."
  { id: "TSC_909", battlecry: [DREDGE] },
  // Twin-fin Fin Twin: "Rush. Battlecry: Summon a copy of this."
  { id: "TSC_960", battlecry: [{ type: "summonCopy", of: "self", copyState: true }] },
  // Bubblebot: "Battlecry: Give your other Mechs Divine Shield and Taunt."
  { id: "TSC_059", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { race: "MECHANICAL", not: "self" } }, grants: ["DIVINE_SHIELD", "TAUNT"] }] },
  // Shimmering Sunfish: "Battlecry: If you're holding a Holy Spell, gain Taunt and Divine Shield."
  { id: "TSC_060", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "HOLY" } } },
    then: [{ type: "buff", to: "self", grants: ["TAUNT", "DIVINE_SHIELD"] }] }] },
  // Herald of Light: "Battlecry: If you've cast a Holy spell while holding this, restore #6 Health to all friendly characters."
  { id: "TID_085", battlecry: [{ type: "if", if: SPELLS_WHILE_HELD(1, "HOLY"), then: [{ type: "heal", amount: 6, to: "friendly-characters" }] }] },
  // Queensguard: "Battlecry: Gain +1/+1 for each spell you've cast this turn."
  { id: "TSC_213", battlecry: [{ type: "buff", to: "self", enchantment: "TSC_213e", attack: { playedThisTurn: "spell" }, health: { playedThisTurn: "spell" } }] },
  { id: "TSC_213e" },
  // Serpent Wig: "Give a minion +1/+2. If you played a Naga while holding this, add a Serpent Wig to your hand."
  { id: "TSC_215", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "TSC_215e" },
    { type: "if", if: NAGA_WHILE_HELD, then: [{ type: "addCard", card: "TSC_215" }] }] },
  { id: "TSC_215e", buff: { attack: 1, health: 2 } },
  // Blood in the Water: "Deal $3 damage to an enemy. Summon a 5/5 Shark with Rush."
  { id: "TSC_932", target: { type: "character", side: "enemy" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "summon", card: "TSC_932t" }] },
  // Cutlass Courier: "After your hero attacks, draw a Pirate."
  { id: "TSC_085", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "draw", where: { race: "PIRATE" } }] }] },
  // Filletfighter: "Battlecry: Deal 1 damage."
  { id: "TSC_963", target: { type: "character" }, battlecry: [{ type: "damage", amount: 1, to: "target" }] },
  // Gone Fishin': "Dredge. Combo: Draw a card."
  { id: "TSC_916", spell: [DREDGE], combo: [DREDGE, { type: "draw" }] },
  // Jackpot!: "Add two random spells from other classes that cost (5) or more to your hand." (each its own pick)
  { id: "TID_931", spell: [{ type: "addCard", pool: { type: "SPELL", otherClass: true, costAtLeast: 5 } }, { type: "addCard", pool: { type: "SPELL", otherClass: true, costAtLeast: 5 } }] },
  // Swiftscale Trickster: "Battlecry: Your next spell this turn costs (0)." (a one-turn cost state, as Preparation's)
  { id: "TSC_936", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TSC_936e" }] },
  { id: "TSC_936e", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { setCost: 0 } }], consumedBy: { type: "spell" } },
  // Anchored Totem: "After you summon a 1-Cost minion, give it +2/+1."
  { id: "TSC_922", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", cost: 1, not: "self" } }, do: [{ type: "buff", to: "event-target", enchantment: "TSC_922e" }] }] },
  { id: "TSC_922e", buff: { attack: 2, health: 1 } },
  // Bioluminescence: "Give your minions Spell Damage +1."
  { id: "TSC_923", spell: [{ type: "buff", to: "friendly-minions", enchantment: "TSC_923e" }] },
  { id: "TSC_923e", spellDamage: 1 },
  // Command of Neptulon: "Summon two 5/4 Elementals with Rush. Overload: (1)" (Overload from the card data)
  { id: "TID_005", spell: [{ type: "summon", card: "TID_005t", count: 2 }] },
  // Scalding Geyser: "Deal $2 damage. Dredge."
  { id: "TSC_637", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }, DREDGE] },
  // Voidgill: "Deathrattle: Give all Murlocs in your hand +1/+1."
  { id: "TSC_614", deathrattle: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", race: "MURLOC" } }, enchantment: "TSC_614e" }] },
  { id: "TSC_614e", buff: { attack: 1, health: 1 } },
  // Chum Bucket: "Give all Murlocs in your hand +1/+1. Repeat for each Murloc you control."
  { id: "TSC_957", spell: [{ type: "repeat", times: { count: { all: "minions", side: "friendly", where: { race: "MURLOC" } }, add: 1 },
    do: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", race: "MURLOC" } }, enchantment: "TSC_957e" }] }] },
  { id: "TSC_957e", buff: { attack: 1, health: 1 } },
  // Blackscale Brute: "Taunt. Battlecry: If you have a weapon equipped, summon a 5/6 Naga with Rush."
  { id: "TSC_917", battlecry: [{ type: "if", if: { exists: "friendly-weapon" }, then: [{ type: "summon", card: "TSC_917t" }] }] },
  // Guard the City: "Gain 3 Armor. Summon a 2/3 Naga with Taunt."
  { id: "TSC_941", spell: [{ type: "armor", amount: 3 }, { type: "summon", card: "TSC_941t" }] },
  // Tidal Revenant: "Battlecry: Deal 5 damage. Gain 8 Armor."
  { id: "TID_716", target: { type: "character" }, battlecry: [{ type: "damage", amount: 5, to: "target" }, { type: "armor", amount: 8 }] },
  // Lady Ashvane: "Battlecry: Give all weapons in your hand, deck, and battlefield +1/+1."
  { id: "TSC_943", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "weapon" } }, enchantment: "TSC_943e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "weapon" } }, enchantment: "TSC_943e" },
    { type: "buff", to: "friendly-weapon", enchantment: "TSC_943e" }] },
  { id: "TSC_943e", buff: { attack: 1, health: 1 } },
  // Fossil Fanatic: "After your hero attacks, draw a Fel spell."
  { id: "TID_704", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "draw", where: { type: "spell", spellSchool: "FEL" } }] }] },
  // Glaiveshark: "Battlecry: If your hero attacked this turn, deal 2 damage to all enemies."
  { id: "TSC_610", battlecry: [{ type: "if", if: { entity: "friendly-hero", matches: { attackedThisTurn: true } }, then: [{ type: "damage", amount: 2, to: "enemy-characters" }] }] },
  // Herald of Chaos: "Lifesteal Battlecry: If you've cast a Fel spell while holding this, gain Rush."
  { id: "TID_706", battlecry: [{ type: "if", if: SPELLS_WHILE_HELD(1, "FEL"), then: [{ type: "buff", to: "self", enchantment: "TID_706e" }] }] },
  { id: "TID_706e", buff: { grants: ["RUSH"] } },
  // Predation: "Deal $2 damage. Costs (0) if you played a Naga while holding this." (an aura of the card in hand on itself)
  { id: "TSC_058", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { setCost: 0 }, enchantment: "TSC_058e", if: NAGA_WHILE_HELD }] },
  { id: "TSC_058e", buff: { setCost: 0 } },
  // Herald of Nature: "Battlecry: If you've cast a Nature spell while holding this, give your other minions +1/+1."
  { id: "TID_002", battlecry: [{ type: "if", if: SPELLS_WHILE_HELD(1, "NATURE"), then: [{ type: "buff", to: "other-friendly-minions", enchantment: "TID_002e" }] }] },
  { id: "TID_002e", buff: { attack: 1, health: 1 } },
  // Seaweed Strike: "Deal $4 damage to a minion. If you played a Naga while holding this, also give your hero +4 Attack this turn."
  { id: "TSC_651", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" },
    { type: "if", if: NAGA_WHILE_HELD, then: [{ type: "buff", to: "friendly-hero", enchantment: "TSC_651e" }] }] },
  { id: "TSC_651e", buff: { attack: 4, oneTurn: true } },
  // Gifts of Azshara: "Draw a card. If you played a Naga while holding this, do it again."
  { id: "TSC_948", spell: [{ type: "draw" }, { type: "if", if: NAGA_WHILE_HELD, then: [{ type: "draw" }] }] },
  // Handmaiden: "Battlecry: If you've cast three spells while holding this, draw 3 cards."
  { id: "TSC_212", battlecry: [{ type: "if", if: SPELLS_WHILE_HELD(3), then: [{ type: "draw", count: 3 }] }] },
  // Polymorph: Jellyfish: "Transform a minion into a 4/1 Jellyfish with Spell Damage +2." (TID_708t)
  { id: "TID_708", target: { type: "minion" }, spell: [{ type: "transform", to: "target", card: "TID_708t" }] },
  // Emergency Maneuvers: "Secret: When a friendly minion dies, summon a copy of it. It's Dormant for 1 turn." (as Redemption's
  // death trigger, low priority)
  { id: "TSC_929", triggers: [{ on: "death", if: [{ target: "friendly-minion" }, { space: "friendly-board" }], priority: "low",
    do: [{ type: "summonCopy", of: "event-target" }, { type: "dormant", to: { all: "summoned" }, turns: 1 }] }] },
  // Azsharan Sweeper: "Battlecry: Put a 'Sunken Sweeper' on the bottom of your deck."
  { id: "TSC_776", battlecry: [{ type: "shuffleIntoDeck", card: "TSC_776t", bottom: true }] },
  // Sunken Sweeper: "Battlecry: Add 3 random Mechs to your hand. They cost (1) less." (each its own pick)
  { id: "TSC_776t", battlecry: [{ type: "addCard", pool: { type: "MINION", race: "MECHANICAL" }, count: 3 }, { type: "buff", to: { all: "added" }, cost: -1 }] },
  // Azsharan Scavenger: "Battlecry: Put a 'Sunken Scavenger' on the bottom of your deck."
  { id: "TSC_039", battlecry: [{ type: "shuffleIntoDeck", card: "TSC_039t", bottom: true }] },
  // Sunken Scavenger: "Battlecry: Give your other Murlocs +1/+1 (wherever they are)." (in hand, deck and play)
  { id: "TSC_039t", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", race: "MURLOC" } }, enchantment: "TSC_039te" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion", race: "MURLOC" } }, enchantment: "TSC_039te" },
    { type: "buff", to: { all: "minions", side: "friendly", where: { race: "MURLOC", not: "self" } }, enchantment: "TSC_039te" }] },
  { id: "TSC_039te", buff: { attack: 1, health: 1 } },
  // Bottomfeeder: "Deathrattle: Add a Bottomfeeder to the bottom of your deck with permanent +2/+2."
  { id: "TSC_653", deathrattle: [{ type: "shuffleIntoDeck", card: "TSC_653", bottom: true }, { type: "buff", to: { all: "shuffled" }, attack: 2, health: 2 }] },
  // Priestess Valishj: "Battlecry: Refresh an empty Mana Crystal for each spell you've cast this turn."
  { id: "TSC_828", battlecry: [{ type: "refreshMana", amount: { playedThisTurn: "spell" } }] },
  // Lightray: "Taunt Costs (1) less for each Paladin card you've played this game." (an aura of the card in hand on itself)
  { id: "TID_077", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "card", cardClass: "PALADIN", multiply: -1 } } }] },
  // Bone Glaive (weapon): "Battlecry: Dredge."
  { id: "TSC_915", battlecry: [DREDGE] },
  // Clownfish: "Battlecry: Your next two Murlocs cost (2) less." (a cost state on the player with two uses, each Murloc played
  // using one)
  { id: "TID_004", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TID_004e" }] },
  { id: "TID_004e", uses: 2, auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "MURLOC" } }, buff: { cost: -2 }, enchantment: "TID_004e2" }],
    consumedBy: { type: "minion", race: "MURLOC" } },
  { id: "TID_004e2", buff: { cost: -2 } },
  // Mecha-Shark: "After you summon a Mech, deal 3 damage randomly split among all enemies." (three hits of 1, as Sizzling
  // Cinder's; another Mech, not its own summon)
  { id: "TSC_054", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", race: "MECHANICAL", not: "self" } },
    do: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 3 } }] }] },
  // Security Automaton: "After you summon a Mech, gain +1/+1." (another Mech, not its own summon)
  { id: "TSC_928", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", race: "MECHANICAL", not: "self" } }, do: [{ type: "buff", to: "self", enchantment: "TSC_928e" }] }] },
  { id: "TSC_928e", buff: { attack: 1, health: 1 } },
  // Submerged Spacerock: "Deathrattle: Add two Arcane Mage spells to your hand. They are Temporary." (Temporary: the game's
  // TID_707e, discarded at the end of your turn while in hand; each spell its own pick)
  { id: "TID_707", deathrattle: [{ type: "addCard", pool: { type: "SPELL", cardClass: "MAGE", spellSchool: "ARCANE" }, enchantment: "TID_707e" },
    { type: "addCard", pool: { type: "SPELL", cardClass: "MAGE", spellSchool: "ARCANE" }, enchantment: "TID_707e" }] },
  { id: "TID_707e", triggers: [{ on: "turn-end", zone: "hand", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // Volcanomancy: "Choose a minion. When it dies, deal 3 damage to all other minions." (its enchantment TSC_056e's Deathrattle)
  { id: "TSC_056", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "TSC_056e" }] },
  { id: "TSC_056e", deathrattle: [{ type: "damage", amount: 3, to: { all: "minions", where: { not: "self" } } }] },
  // --- w11/sunken: "Dredge. If it's …, … it" — the card put on top is `{ all: "putOnTop" }` (rules-notes 1020) ---
  // Trench Surveyor: "Battlecry: Dredge. If it's a Mech, draw it." (it is the top card now: a draw draws it)
  { id: "TSC_642", battlecry: [DREDGE, { type: "if", if: { exists: { all: "putOnTop", where: { race: "MECHANICAL" } } }, then: [{ type: "draw" }] }] },
  // Excavation Specialist: "Battlecry: Dredge. Reduce its Cost by (1)."
  { id: "TSC_911", battlecry: [DREDGE, { type: "buff", to: { all: "putOnTop" }, cost: -1 }] },
  // Harpoon Gun: "After your hero attacks, Dredge. If it's a Beast, reduce its Cost by (2)."
  { id: "TSC_070", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [DREDGE, { type: "buff", to: { all: "putOnTop", where: { race: "BEAST" } }, cost: -2 }] }] },
  // Igneous Lavagorger: "Taunt Battlecry: Dredge. Gain Armor equal to its Cost."
  { id: "TID_714", battlecry: [DREDGE, { type: "armor", amount: { stat: "cost", of: { all: "putOnTop" } } }] },
  // Illuminate: "Dredge. If it's a spell, reduce its Cost by (3)."
  { id: "TSC_210", spell: [DREDGE, { type: "buff", to: { all: "putOnTop", where: { type: "spell" } }, cost: -3 }] },
  // K9-0tron: "Battlecry: Dredge. If it's a 1-Cost minion, summon it." (the card itself, from the deck)
  { id: "TID_099", battlecry: [DREDGE, { type: "putIntoPlay", from: "deck", of: { all: "putOnTop" }, where: { type: "minion", cost: 1 } }] },
  // Obsidiansmith: "Battlecry: Dredge. If it's a minion or a weapon, give it +1/+1."
  { id: "TSC_942", battlecry: [DREDGE, { type: "buff", to: { all: "putOnTop", where: { type: "minion" } }, enchantment: "TSC_942e" },
    { type: "buff", to: { all: "putOnTop", where: { type: "weapon" } }, enchantment: "TSC_942e" }] },
  { id: "TSC_942e", buff: { attack: 1, health: 1 } },
  // Seafloor Savior: "Battlecry: Dredge. If it's a minion, give it this minion's Attack and Health." (read as it resolves)
  { id: "TSC_083", battlecry: [DREDGE, { type: "buff", to: { all: "putOnTop", where: { type: "minion" } }, enchantment: "TSC_083e",
    attack: { stat: "attack", of: "self" }, health: { stat: "health", of: "self" } }] },
  { id: "TSC_083e" },
  // Tidelost Burrower: "Battlecry: Dredge. If it's a Murloc, summon a 2/2 copy of it." (deck → play keeps its states, 4.8;
  // TID_003e2 "2/2" sets the stats)
  { id: "TID_003", battlecry: [DREDGE, { type: "summonCopy", of: { all: "putOnTop", where: { race: "MURLOC" } }, copyState: true, enchantment: "TID_003e2" }] },
  { id: "TID_003e2", buff: { setAttack: 2, setHealth: 2 } },
  // Topple the Idol: "Dredge. Reveal it and deal damage equal to its Cost to all minions." (Spell Damage adds to it)
  { id: "TID_703", spell: [DREDGE, { type: "damage", amount: { stat: "cost", of: { all: "putOnTop" } }, to: "all-minions" }] },
  // Bloodscent Vilefin: "Battlecry: Dredge. If it's a Murloc, change its Cost to Health instead of Mana."
  { id: "TSC_753", battlecry: [DREDGE, { type: "buff", to: { all: "putOnTop", where: { race: "MURLOC" } }, enchantment: "TSC_753e" }] },
  { id: "TSC_753e", buff: { grants: ["CARD_COSTS_HEALTH"] } },
  // Swordfish (weapon): "Battlecry: Dredge. If it's a Pirate, give this weapon and the Pirate +2 Attack."
  { id: "TSC_086", battlecry: [DREDGE, { type: "if", if: { exists: { all: "putOnTop", where: { race: "PIRATE" } } },
    then: [{ type: "buff", to: "self", enchantment: "TSC_086e" }, { type: "buff", to: { all: "putOnTop" }, enchantment: "TSC_086e" }] }] },
  { id: "TSC_086e", buff: { attack: 2 } },
  // Rock Bottom: "Summon a 1/1 Murloc, then Dredge. If it's also a Murloc, summon one more." (the 1/1 Murloc TSC_925t)
  { id: "TSC_925", spell: [{ type: "summon", card: "TSC_925t" }, DREDGE,
    { type: "if", if: { exists: { all: "putOnTop", where: { race: "MURLOC" } } }, then: [{ type: "summon", card: "TSC_925t" }] }] },
  { id: "TSC_925t" },
  // Disarming Elemental: "Battlecry: Dredge for your opponent. Set its Cost to (6)." (your pick of their bottom three)
  { id: "TID_700", battlecry: [{ ...DREDGE, player: "enemy" }, { type: "buff", to: { all: "putOnTop" }, enchantment: "TID_700e" }] },
  { id: "TID_700e", buff: { setCost: 6 } },
  // From the Depths: "Reduce the Cost of the bottom five cards in your deck by (3), then Dredge."
  { id: "TSC_940", spell: [{ type: "buff", to: { top: "deck", side: "friendly", count: 5, bottom: true }, enchantment: "TSC_940e2" }, DREDGE] },
  { id: "TSC_940e2", buff: { cost: -3 } },
  // Aquatic Form: "Dredge. If you have the Mana to play the card this turn, draw it." (its Cost now, at most the Mana left)
  { id: "TSC_654", spell: [DREDGE, { type: "if", if: { all: [{ exists: { all: "putOnTop" } },
    { value: { mana: "available", add: { stat: "cost", of: { all: "putOnTop" }, multiply: -1 } }, atLeast: 0 }] }, then: [{ type: "draw" }] }] },
  // --- w11/sunken: Colossal minions (the `colossal` field, rules-notes 256). The data gives the appendages no English
  // name; where a text names them ("your Hydralodon Heads") the name is inferred from the parent's text (rules-notes 1021).
  // Hydralodon: "Colossal +2 Battlecry: Give your Hydralodon Heads Rush."
  { id: "TSC_950", colossal: ["TSC_950t", "TSC_950t2"], battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { name: "Hydralodon Head" } }, grants: ["RUSH"] }] },
  // Hydralodon Head: "Deathrattle: If you control Hydralodon, summon 2 Hydralodon Heads." (two of the first printing, rules-notes 1021)
  // inferred from Hydralodon's text (the English name)
  { id: "TSC_950t", name: { enUS: "Hydralodon Head", zhCN: "海卓拉顿之头" }, deathrattle: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { name: "Hydralodon" } } },
    then: [{ type: "summon", card: "TSC_950t", count: 2 }] }] },
  // inferred from Hydralodon's text (the English name)
  { id: "TSC_950t2", name: { enUS: "Hydralodon Head", zhCN: "海卓拉顿之头" }, deathrattle: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { name: "Hydralodon" } } },
    then: [{ type: "summon", card: "TSC_950t", count: 2 }] }] },
  // The Leviathan: "Colossal +1 Rush, Divine Shield After this attacks, Dredge."
  { id: "TSC_030", colossal: ["TSC_030t2"], triggers: [{ on: "after-attack", if: { source: "self" }, do: [DREDGE] }] },
  // The Leviathan's Claw: "Rush, Divine Shield After this attacks, draw a card."
  { id: "TSC_030t2", triggers: [{ on: "after-attack", if: { source: "self" }, do: [{ type: "draw" }] }] },
  // Colaque: "Colossal +1 Immune while you control Colaque's Shell." (an aura of its own, updated with the auras)
  { id: "TSC_026", colossal: ["TSC_026t"], auras: [{ to: "self", buff: { grants: ["IMMUNE"] }, if: { exists: { all: "minions", side: "friendly", where: { name: "Colaque's Shell" } } } }] },
  // Colaque's Shell: "Taunt Deathrattle: Gain 8 Armor." — inferred from Colaque's text (the English name)
  { id: "TSC_026t", name: { enUS: "Colaque's Shell", zhCN: "可拉克的壳" }, deathrattle: [{ type: "armor", amount: 8 }] },
  // Ozumat: "Colossal +6 Deathrattle: For each of Ozumat's Tentacles, destroy a random enemy minion." (the Tentacles you
  // control as it resolves; each pick among enemy minions not already destroyed)
  { id: "TID_711", colossal: ["TID_711t", "TID_711t2", "TID_711t3", "TID_711t4", "TID_711t5", "TID_711t6"],
    deathrattle: [{ type: "repeat", times: { count: { all: "minions", side: "friendly", where: { name: "Ozumat's Tentacle" } } },
      do: [{ type: "destroy", to: { random: { all: "minions", side: "enemy", where: { mortallyWounded: false } } } }] }] },
  // Ozumat's Tentacles (vanilla 1/3s) — inferred from Ozumat's text (the English name)
  { id: "TID_711t", name: { enUS: "Ozumat's Tentacle", zhCN: "厄祖玛特的触须" } },
  { id: "TID_711t2", name: { enUS: "Ozumat's Tentacle", zhCN: "厄祖玛特的触须" } },
  { id: "TID_711t3", name: { enUS: "Ozumat's Tentacle", zhCN: "厄祖玛特的触须" } },
  { id: "TID_711t4", name: { enUS: "Ozumat's Tentacle", zhCN: "厄祖玛特的触须" } },
  { id: "TID_711t5", name: { enUS: "Ozumat's Tentacle", zhCN: "厄祖玛特的触须" } },
  { id: "TID_711t6", name: { enUS: "Ozumat's Tentacle", zhCN: "厄祖玛特的触须" } },
  // Gaia, the Techtonic (a Mech): "Colossal +2 After a friendly Mech attacks, deal 1 damage to all enemies." (its Drills are
  // 2/3 Rush Mechs)
  { id: "TSC_029", colossal: ["TSC_029t", "TSC_029t2"], triggers: [{ on: "after-attack", if: { source: { side: "friendly", type: "minion", race: "MECHANICAL" } },
    do: [{ type: "damage", amount: 1, to: "enemy-characters" }] }] },
  { id: "TSC_029t" },
  { id: "TSC_029t2" },
  // Blackwater Behemoth: "Colossal +1 Lifesteal"
  { id: "TSC_216", colossal: ["TSC_216t"] },
  // Behemoth's Lure: "At the end of your turn, force a random enemy minion to attack the Blackwater Behemoth." (nothing
  // without one; several: a random one)
  { id: "TSC_216t", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "forceAttack", attacker: { random: "enemy-minions" },
    defender: { random: { all: "minions", side: "friendly", where: { name: "Blackwater Behemoth" } } } }] }] },
  // Xhilag of the Abyss: "Colossal +4 At the start of your turn, increase the damage of Xhilag's Stalks by 1." (an
  // improvement of each Stalk in play, rules-notes 1021)
  { id: "TSC_219", colossal: ["TSC_219t", "TSC_219t2", "TSC_219t3", "TSC_219t4"],
    triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "improve", to: { all: "minions", side: "friendly", where: { name: "Xhilag's Stalk" } }, amount: 1 }] }] },
  // Xhilag's Stalk: "At the end of your turn, deal 2 damage to a random enemy." (1 more per improvement) — inferred from
  // Xhilag's text (the English name)
  ...["TSC_219t", "TSC_219t2", "TSC_219t3", "TSC_219t4"].map((id): CardDefinition => ({ id, name: { enUS: "Xhilag's Stalk", zhCN: "希拉格的蔓足" },
    triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: { stat: "improvements", of: "self", add: 2 }, to: { random: "enemy-characters" } }] }] })),
  // Crabatoa: "Colossal +2 Your Crabatoa Claws have +2 Attack." (the minions, not the Claw weapon)
  { id: "TSC_937", colossal: ["TSC_937t", "TSC_937t3"], auras: [{ to: { all: "minions", side: "friendly", where: { name: "Crabatoa Claw" } }, buff: { attack: 2 }, enchantment: "TSC_937e" }] },
  { id: "TSC_937e", buff: { attack: 2 } },
  // Crabatoa Claw: "Rush Deathrattle: Equip a 2/1 Claw." (the weapon TSC_937t2) — inferred from Crabatoa's text (the English name)
  { id: "TSC_937t", name: { enUS: "Crabatoa Claw", zhCN: "可拉巴托亚的蟹钳" }, deathrattle: [{ type: "equipWeapon", card: "TSC_937t2" }] },
  { id: "TSC_937t3", name: { enUS: "Crabatoa Claw", zhCN: "可拉巴托亚的蟹钳" }, deathrattle: [{ type: "equipWeapon", card: "TSC_937t2" }] },
  { id: "TSC_937t2" },
  // --- w11/sunken: texts whose steps the format has ---
  // Trenchstalker: "Battlecry: Attack three different random enemies." (as Verdant Dreamsaber's: selected once, in turn)
  { id: "TSC_659", battlecry: [{ type: "forceAttack", attacker: "self", defender: { random: "enemy-characters", count: 3 }, each: true }] },
  // Ancient Krakenbane: "Battlecry: If you've cast three spells while holding this, deal 5 damage." (a target only then)
  { id: "TID_074", target: { type: "character", if: SPELLS_WHILE_HELD(3) }, battlecry: [{ type: "damage", amount: 5, to: "target" }] },
  // Coilskar Commander: "Taunt. Battlecry: If you've cast three spells while holding this, summon two copies of this." (a copy
  // keeps its states, 4.8, as Twin-fin Fin Twin's)
  { id: "TSC_609", battlecry: [{ type: "if", if: SPELLS_WHILE_HELD(3), then: [{ type: "summonCopy", of: "self", copyState: true, count: 2 }] }] },
  // Gangplank Diver: "Dormant for 1 turn. Rush. Immune while attacking."
  { id: "TSC_007", dormant: 1, triggers: [...IMMUNE_WHILE_ATTACKING] },
  // Inkveil Ambusher: "Stealth Has +3 Attack and Immune while attacking." (TID_080e2 "Immune and +3 Attack while attacking",
  // from its pre-attack step, as Immune while attacking)
  { id: "TID_080", triggers: [{ on: "pre-attack", if: { source: "self" }, do: [{ type: "buff", to: "self", enchantment: "TID_080e2", whileAttacking: true }] },
    IMMUNE_WHILE_ATTACKING[1]] },
  { id: "TID_080e2", buff: { attack: 3, grants: ["IMMUNE"] } },
  // Lady S'theno: "Immune while attacking. After you cast a spell, attack the lowest Health enemy." (a random one among ties)
  { id: "TSC_218", triggers: [...IMMUNE_WHILE_ATTACKING,
    { on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "forceAttack", attacker: "self", defender: { random: "enemy-characters", lowest: "health" } }] }] },
  // Forged in Flame: "Destroy your weapon, then draw cards equal to its Attack." (destroyed, it stays equipped until the
  // death phase: its Attack is read there)
  { id: "TSC_939", spell: [{ type: "destroy", to: "friendly-weapon" }, { type: "draw", count: { stat: "attack", of: "friendly-weapon" } }] },
  // Green-Thumb Gardener: "Battlecry: Refresh empty Mana Crystals equal to the Cost of the highest Cost spell in your hand."
  { id: "TSC_652", battlecry: [{ type: "refreshMana", amount: { stat: "cost", of: { random: { all: "hand", side: "friendly", where: { type: "spell" } }, highest: "cost" } } }] },
  // Azsharan Scroll: "Discover a Fire, Frost or Nature spell. Put a 'Sunken Scroll' on the bottom of your deck." (a Discover
  // of your class and neutral cards, 5.1)
  { id: "TSC_772", spell: [{ type: "discover", from: { type: "SPELL", spellSchoolAny: ["FIRE", "FROST", "NATURE"], yourClass: true } },
    { type: "shuffleIntoDeck", card: "TSC_772t", bottom: true }] },
  // Sunken Scroll: "Add a Fire, Frost, and Nature spell from your class to your hand."
  { id: "TSC_772t", spell: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "FIRE", classOnly: true } },
    { type: "addCard", pool: { type: "SPELL", spellSchool: "FROST", classOnly: true } }, { type: "addCard", pool: { type: "SPELL", spellSchool: "NATURE", classOnly: true } }] },
  // Azsharan Ritual: "Silence a minion and summon a copy of it. Put a 'Sunken Ritual' on the bottom of your deck." (the copy
  // for you, of the Silenced minion: a copy in play keeps its states, 4.8)
  { id: "TSC_775", target: { type: "minion" }, spell: [{ type: "silence", to: "target" }, { type: "summonCopy", of: "target", copyState: true },
    { type: "shuffleIntoDeck", card: "TSC_775t", bottom: true }] },
  // Sunken Ritual: "Silence a minion and summon 2 copies of it."
  { id: "TSC_775t", target: { type: "minion" }, spell: [{ type: "silence", to: "target" }, { type: "summonCopy", of: "target", copyState: true, count: 2 }] },

  // --- Session 12 (w12/storm) ---
  // Coral Keeper: "Battlecry: Summon a 3/3 Elemental for each spell school you've cast this game." (the different schools of
  // the spells you played this game, as Wisdom of Norgannon reads them; the data's TSC_648t is the 3/3, its type from the text)
  { id: "TSC_648", battlecry: [{ type: "summon", card: "TSC_648t", count: { playedThisGame: "spell", read: "spellSchools" } }] },
  { id: "TSC_648t", races: ["ELEMENTAL"] },
  // Whispers of the Deep: "Silence a friendly minion, then deal damage equal to its Attack randomly split among all enemy
  // minions." (its Attack once Silenced; randomly split: that many hits of 1, each at a random enemy minion not mortally
  // wounded, 3.5; Spell Damage adds hits, as Arcane Missiles' — the data's AFFECTED_BY_SPELL_POWER and ImmuneToSpellpower)
  { id: "TSC_211", target: { type: "minion", side: "friendly" }, spell: [{ type: "silence", to: "target" },
    { type: "repeat", times: { stat: "attack", of: "target", add: { spellDamage: "have" } },
      do: [{ type: "damage", amount: 1, to: { random: "enemy-minions" }, spellDamage: false }] }] },
  // Urchin Spines: "Your spells this turn are Poisonous." (a one-turn state on your hero, TSC_946e, with the rule
  // spells-poisonous: the damage of the spells you control destroys each minion it damaged, 5.1 剧毒; rules-notes 1301)
  { id: "TSC_946", spell: [{ type: "buff", to: "friendly-hero", enchantment: "TSC_946e" }] },
  { id: "TSC_946e", buff: { oneTurn: true }, auras: [{ rule: "spells-poisonous" }] },
  // Naga Giant: "Costs (1) less for each Mana you've spent on spells this game." (the Mana paid for the spells you played,
  // the record's costs; a spell paid with Health or Corpses, or cast without a play, adds none; rules-notes 1303)
  { id: "TSC_829", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", read: "manaSpent", multiply: -1 } } }] },
  // The Garden's Grace: "Give a minion +4/+4 and Divine Shield. Costs (1) less for each Mana you've spent on Holy spells this game."
  { id: "TSC_061", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "TSC_061e" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", spellSchool: "HOLY", read: "manaSpent", multiply: -1 } } }] },
  { id: "TSC_061e", buff: { attack: 4, health: 4, grants: ["DIVINE_SHIELD"] } },

  // --- w13/storm (rules-notes 1520-1539) ---
  // The Piranha Swarmer's token printings (TSC_638t-t4: the collectible card's stats and text, its trigger the same).
  // Schooling adds TSC_638t, Piranha Poacher the collectible TSC_638, Reefwalker summons TSC_638t4 (rules-notes 1520).
  { id: "TSC_638t", triggers: SWARMING },
  { id: "TSC_638t2", triggers: SWARMING },
  { id: "TSC_638t3", triggers: SWARMING },
  { id: "TSC_638t4", triggers: SWARMING },
  // Schooling: "Add three 1/1 Piranha Swarmers to your hand."
  { id: "TSC_631", spell: [{ type: "addCard", card: "TSC_638t", count: 3 }] },
  // Piranha Poacher: "At the end of your turn, add a 1/1 Piranha Swarmer to your hand."
  { id: "TSC_633", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", card: "TSC_638" }] }] },
  // Reefwalker: "Battlecry and Deathrattle: Summon a 1/1 Piranha Swarmer."
  { id: "TSC_640", battlecry: [{ type: "summon", card: "TSC_638t4" }], deathrattle: [{ type: "summon", card: "TSC_638t4" }] },
  // Radiance of Azshara: "Fire Spell Damage +2. Your Nature spells cost (1) less. After you cast a Frost spell, gain 3 Armor."
  { id: "TSC_635", tags: { SPELLPOWER_FIRE: 2 },
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "NATURE" } }, buff: { cost: -1 }, enchantment: "TSC_635e" }],
    triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", spellSchool: "FROST" } }, do: [{ type: "armor", amount: 3 }] }] },
  { id: "TSC_635e", buff: { cost: -1 } },
  // Clash of the Colossals: "Add a random Colossal minion to both players' hands. Yours costs (2) less." (one random Colossal
  // minion, a card of it for each player, yours first: rules-notes 1521)
  { id: "TID_715", spell: [{ type: "addCard", pool: { type: "MINION", mechanic: "COLOSSAL" }, into: "aside" },
    { type: "group", of: { all: "added" }, do: [{ type: "addCard", copyOf: { all: "group" }, enchantment: "TID_715e" }, { type: "addCard", copyOf: { all: "group" }, player: "enemy" }] }] },
  { id: "TID_715e", buff: { cost: -2 } },
  // Barbaric Sorceress: "Taunt. Battlecry: Swap the Cost of a random spell in each player's hand." (no spell in either hand: nothing)
  { id: "TSC_020", battlecry: [{ type: "swapCosts", of: { random: { all: "hand", side: "friendly", where: { type: "spell" } } }, with: { random: { all: "hand", side: "enemy", where: { type: "spell" } } }, enchantment: "TSC_020e2" }] },
  { id: "TSC_020e2" },
  // Holy Maki Roll: "Restore #2 Health. Repeatable this turn." ("Repeatable this turn" is Echo's text: the game's
  // NON_KEYWORD_ECHO, as Witch's Brew DAL_432)
  { id: "TSC_952", tags: { ECHO: 1 }, target: { type: "character" }, spell: [{ type: "heal", amount: 2, to: "target" }] },
  // Commander Sivara: "Battlecry: If you've cast three spells while holding this, add those spells back to your hand."
  // (each spell cast while it was held, a fresh copy, in the order cast: rules-notes 1522)
  { id: "TSC_087", battlecry: [{ type: "if", if: SPELLS_WHILE_HELD(3), then: [{ type: "addCard", fromPlayed: { playedThisGame: "spell", whileHeld: true } }] }] },
  // Drown: "Put an enemy minion on the bottom of your deck." (it leaves play without dying and becomes your card, 4.8)
  { id: "TID_920", target: { type: "minion", side: "enemy" }, spell: [{ type: "shuffleFromPlay", to: "target", player: "friendly", bottom: true }] },
  // Bootstrap Sunkeneer: "Combo: Put an enemy minion on the bottom of your opponent's deck."
  { id: "TSC_933", target: { type: "minion", side: "enemy" }, combo: [{ type: "shuffleFromPlay", to: "target", bottom: true }] },
  // Immolate: "Light every card in the opponent's hand on fire. In 3 turns, any still in hand are destroyed!" (the
  // countdown TID_718e on your hero counts your turn starts, 322; each card on fire carries TID_718e2, and a card of
  // theirs still in their hand with it then is destroyed — discarded, 4.3: rules-notes 1523)
  { id: "TID_718", spell: [{ type: "buff", to: { all: "hand", side: "enemy" }, enchantment: "TID_718e2" }, { type: "buff", to: "friendly-hero", enchantment: "TID_718e" }] },
  { id: "TID_718e2" },
  { id: "TID_718e", uses: 3, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [
    { type: "if", if: { usesLeft: 1 }, then: [{ type: "destroy", to: { all: "hand", side: "enemy", where: { enchanted: "TID_718e2" } } }] }, { type: "expire" }] }] },
  // Twinbow Terrorcoil: "Battlecry: If you've cast a spell while holding this, your next spell casts twice." (a player state on
  // your hero, as Electra Stormsurge's but lasting past this turn, gone after that spell: 2.3 结算阶段 a)
  { id: "TSC_071", battlecry: [{ type: "if", if: SPELLS_WHILE_HELD(1), then: [{ type: "buff", to: "friendly-hero", enchantment: "TSC_071e" }] }] },
  { id: "TSC_071e", auras: [{ rule: "spells-twice" }], triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "expire" }] }] },
  // Myrmidon: "After you cast a spell on this minion, draw a card." (a spell you played with it as the target)
  { id: "TID_098", triggers: [{ on: "after-play", if: [{ target: { side: "friendly", type: "spell" } }, { entity: "self", matches: { is: "played-target" } }], do: [{ type: "draw" }] }] },
  // Glugg the Gulper: "Colossal +3. After a friendly minion dies, gain its original stats." (its card's printed Attack and
  // Health, whatever it had; the appendages TSC_639t-t3 are 2/2 Taunts with no text: rules-notes 1527)
  { id: "TSC_639", colossal: ["TSC_639t", "TSC_639t2", "TSC_639t3"], triggers: [{ on: "death", if: { target: "friendly-minion" },
    do: [{ type: "buff", to: "self", attack: { stat: "originalAttack", of: "event-target" }, health: { stat: "originalHealth", of: "event-target" }, enchantment: "TSC_639e" }] }] },
  { id: "TSC_639e" },
  { id: "TSC_639t" },
  { id: "TSC_639t2" },
  { id: "TSC_639t3" },
  // Switcheroo: "Draw 2 minions. Swap their Health." (two minion draws, then the two cards swap their Health in hand — both
  // read first; a card burnt by a full hand, or only one drawn, and nothing is swapped)
  { id: "TSC_702", spell: [{ type: "draw", where: { type: "minion" } }, { type: "group", of: { all: "drawn", where: { zone: "hand" } }, do: [
    { type: "draw", where: { type: "minion" } },
    { type: "swapStats", of: { all: "group" }, with: { all: "drawn", where: { zone: "hand" } }, stat: "health", enchantment: "TSC_702e" }] }] },
  { id: "TSC_702e" },
  // Amalgam of the Deep: "Battlecry: Choose a friendly minion. Discover a minion of the same minion type." (a friendly minion
  // with a type; the options share a type with it — an Amalgam's All any type — from your class and neutral: rules-notes 1532)
  { id: "TSC_069", target: { type: "minion", side: "friendly", where: { typed: true } },
    battlecry: [{ type: "discover", from: { type: "MINION", sharesTypeWith: "target", yourClass: true } }] },
  // Dozing Kelpkeeper: "Rush. Starts Dormant. After you've cast 5 Mana worth of spells, awaken." (the Mana paid for your
  // spells while it is Dormant in play, summed on its counter: rules-notes 1531)
  { id: "TSC_657", dormant: true, triggers: [{ on: "after-play", whileDormant: true, if: { target: { side: "friendly", type: "spell" } }, do: [
    { type: "addNumber", amount: { stat: "playedCost", of: "event-target" } },
    { type: "if", if: { value: { stat: "number", of: "self" }, atLeast: 5 }, then: [{ type: "awaken", to: "self" }] }] }] },
  // Wrathspine Enchanter: "Battlecry: Cast a copy of a Fire, Frost, and Nature spell in your hand (targets chosen randomly)."
  // (a random spell of each school in your hand, in that order, each a new copy cast as `castSpell` casts — random valid
  // target — the card in hand staying; none of a school: that one is skipped: rules-notes 1533)
  { id: "TSC_630", battlecry: [
    { type: "castSpell", copyOf: { random: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "FIRE" } } } },
    { type: "castSpell", copyOf: { random: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "FROST" } } } },
    { type: "castSpell", copyOf: { random: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "NATURE" } } } }] },
  // Radar Detector: "Scan the bottom 5 cards of your deck. Draw any Mechs found this way, then shuffle your deck." (the
  // bottom five as the spell resolves; their Mechs drawn bottom first, each a draw; then the deck in a random order:
  // rules-notes 1535)
  { id: "TSC_079", spell: [{ type: "group", of: { top: "deck", side: "friendly", bottom: true, count: 5 }, do: [{ type: "draw", of: { all: "group", where: { type: "minion", race: "MECHANICAL" } } }] },
    { type: "shuffleDeck" }] },
  // --- Session 14 (w14/storm; rules-notes 1724-1726) ---
  // Shellshot: "Deal $3 damage to a random enemy minion. Repeat this with 1 less damage." (3, then 2, then 1 — the repeat
  // repeats itself until the damage would be 0 —, each hit a random enemy minion picked anew, mortally wounded ones skipped;
  // ImmuneToSpellpower: rules-notes 1724)
  { id: "TID_075", spell: [{ type: "damage", amount: 3, to: { random: "enemy-minions" } }, { type: "damage", amount: 2, to: { random: "enemy-minions" } },
    { type: "damage", amount: 1, to: { random: "enemy-minions" } }] },
  // Whirlpool: "Destroy all minions and all copies of them (wherever they are)." (the minions in play as it resolves; then
  // every card of either hand or deck with one of their card ids — discarded from a hand, burned from a deck, 4.3:
  // rules-notes 1724)
  { id: "TSC_209", spell: [{ type: "group", of: "all-minions", do: [{ type: "destroy", to: "all-minions" },
    { type: "destroy", to: { all: "hand", where: { cardIn: "group" } } }, { type: "destroy", to: { all: "deck", where: { cardIn: "group" } } }] }] },
  // Front Lines: "Summon a minion from each player's deck. Repeat until either side of the battlefield is full." (a random
  // minion of your deck for you, then one of your opponent's for them; again while both boards have room and either deck
  // still has a minion: rules-notes 1725)
  { id: "TID_949", spell: [{ type: "repeat", do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } }, { type: "putIntoPlay", from: "deck", player: "enemy", where: { type: "minion" } }],
    while: { all: [{ space: "friendly-board" }, { space: "enemy-board" }, { any: [{ exists: { all: "deck", side: "friendly", where: { type: "minion" } } }, { exists: { all: "deck", side: "enemy", where: { type: "minion" } } }] }] } }] },
  // The Fires of Zin-Azshari: "Replace your deck with minions that cost (5) or more. They cost (5)." (each card of your deck
  // becomes a random such minion where it lies, TSC_944e setting its Cost: rules-notes 1725)
  { id: "TSC_944", spell: [{ type: "transform", to: { all: "deck", side: "friendly" }, pool: { type: "MINION", costAtLeast: 5 }, enchantment: "TSC_944e" }] },
  { id: "TSC_944e", buff: { setCost: 5 } },
  // Commander Ulthok: "Battlecry: Your opponent's cards cost Health instead of Mana next turn." (TID_719e on the enemy hero:
  // the cards of their hand cost Health until the end of their next turn: rules-notes 1726)
  { id: "TID_719", battlecry: [{ type: "buff", to: "enemy-hero", enchantment: "TID_719e" }] },
  { id: "TID_719e", auras: [{ to: { all: "hand", side: "enemy" }, buff: { grants: ["CARD_COSTS_HEALTH"] } }],
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  // Spitelash Siren: "After you play a Naga, refresh two Mana Crystals. (Then switch to spell!)" (it alternates: a Naga
  // while its own counter — the card's number, TAG_SCRIPT_DATA_NUM_1 — is even, then a spell while it is odd, each time
  // refreshing two and counting one; returned to hand or silenced it starts anew: rules-notes 1726)
  { id: "TSC_620", triggers: [
    { on: "after-play", if: [{ target: { side: "friendly", type: "minion", race: "NAGA" } }, { value: { stat: "number", of: "self", mod: 2 }, atMost: 0 }], do: [{ type: "refreshMana", amount: 2 }, { type: "addNumber" }] },
    { on: "after-play", if: [{ target: { side: "friendly", type: "spell" } }, { value: { stat: "number", of: "self", mod: 2 }, atLeast: 1 }], do: [{ type: "refreshMana", amount: 2 }, { type: "addNumber" }] }] },
  // Kotori Lightblade: "After you cast a Holy spell on this, cast it again on another friendly minion." (a Holy spell you
  // play with Kotori as its target, as Myrmidon's "cast a spell on this"; a new copy cast at a random other friendly minion
  // it can target — none: nothing: castSpell `targetAmong`, rules-notes 1730)
  { id: "TSC_074", triggers: [{ on: "after-play", if: [{ target: { side: "friendly", type: "spell", spellSchool: "HOLY" } }, { entity: "self", matches: { is: "played-target" } }],
    do: [{ type: "castSpell", copyOf: "event-target", targetAmong: "other-friendly-minions" }] }] },
  // Herald of Shadows: "Battlecry: If you've cast a Shadow spell while holding this, steal 2 Health from a minion." (a
  // target only then; a steal moves the stat, as Dread Leviathan's and K'ara's (rules-notes 298, 1201): the minion -2 Health,
  // TID_717e, and the Herald +2, TID_717e2: rules-notes 1737)
  { id: "TID_717", target: { type: "minion", if: SPELLS_WHILE_HELD(1, "SHADOW") }, battlecry: [{ type: "if", if: { exists: "target" }, then: [
    { type: "buff", to: "target", enchantment: "TID_717e" }, { type: "buff", to: "self", enchantment: "TID_717e2" }] }] },
  { id: "TID_717e", buff: { health: -2 } },
  { id: "TID_717e2", buff: { health: 2 } },
  // The data's invisible printings of the two (ENCHANTMENT_INVISIBLE), defined alike so a state carrying them loads.
  { id: "TID_717eb", buff: { health: -2 } },
  { id: "TID_717e2b", buff: { health: 2 } },
  // Enchantments of these cards the definitions above do not attach, defined so a state carrying them loads: Twinbow's second
  // printing of its state (the same text as TSC_071e), Glugg's invisible stats label, Barbaric Sorceress's "Attack was
  // swapped." label, and Dozing Kelpkeeper's Dormant reminder (its countdown is the card's own number, rules-notes 1531).
  { id: "TSC_071e2", auras: [{ rule: "spells-twice" }], triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "expire" }] }] },
  { id: "TSC_639e2" },
  { id: "TSC_020e" },
  { id: "TSC_657e" },
];
