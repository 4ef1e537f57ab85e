/** The Great Dark Beyond (SPACE), with the Heroes of StarCraft mini-set's cards (w10/space). */
import type { CardDefinition, Trigger } from "../format/index.js";
import { bonusEffects } from "./bonus-effects.js";

/** Spellburst (法术迸发, 5.1): an after-play trigger on your spells that works once, as Pen Flinger's. */
const spellburst = (effects: NonNullable<Trigger["do"]>): Trigger =>
  ({ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: effects });

/**
 * "The next Draenei you play …": a player state on your hero, used up by the next Draenei minion you play — after that
 * minion's Battlecry (its after-play step, as Hot Spring Glider's TLC_428e, rules-notes 361) the state does its text to
 * the minion if it is still in play, and ends (rules-notes 870).
 */
const nextDraenei = (effects: NonNullable<Trigger["do"]>): Trigger[] => [{ on: "after-play", ifMinionGone: "left-play",
  if: { target: { side: "friendly", type: "minion", race: "DRAENEI" } },
  do: [{ type: "if", if: { entity: "event-target", matches: { zone: "play" } }, then: effects }, { type: "expire" }] }];

const TEMPORARY = "GBL_999e";

/** Exarch Hataaru's effect: "Discover a spell and reduce its Cost by (1). If you play it this turn, repeat this effect." */
const hataaruEffect = (): NonNullable<Trigger["do"]> => [{ type: "discover", from: { type: "SPELL", yourClass: true }, cost: -1 },
  { type: "buff", to: { all: "added", where: { zone: "hand" } }, enchantment: "GDB_136e" }];

/**
 * Nexus-Prince Shaffar's Spellburst, on it and on the enchantment it gives (GDB_143e) — an enchantment's trigger works
 * wherever its host is, so the given one asks its host to be in play.
 */
const shaffarSpellburst = (given?: true): Trigger => {
  const t = spellburst([{ type: "buff",
    to: { random: { all: "hand", side: "friendly", where: { type: "minion", notEnchanted: "GDB_143e" } } }, enchantment: "GDB_143e" }]);
  return given ? { ...t, if: [{ target: { side: "friendly", type: "spell" } }, { entity: "self", matches: { zone: "play" } }] } : t;
};

/** The Larva's shift: the card in hand becomes a random Zerg minion that goes on shifting (SC_003te, rules-notes 1623). */
const larvaShift = (): NonNullable<Trigger["do"]> => [{ type: "transform", to: "self", pool: { type: "MINION", faction: "ZERG" } },
  { type: "buff", to: "self", enchantment: "SC_003te" }];

export const SPACE = (): CardDefinition[] => [
  // ---------- Neutral ----------
  // Perplexing Anomaly: "Rush, Taunt, ...Stealth?" (the card data's three keywords)
  { id: "GDB_343" },
  // Ethereal Oracle: "Spell Damage +1 Spellburst: Draw 2 spells."
  { id: "GDB_310", triggers: [spellburst([{ type: "draw", count: 2, where: { type: "spell" } }])] },
  // Deep Space Curator: "Spellburst: Get a random minion of the spell's Cost. Set its Cost to (0)." (the Cost the spell was
  // played for, 2.2)
  { id: "GDB_311", triggers: [spellburst([{ type: "addCard", pool: { type: "MINION", cost: { stat: "playedCost", of: "event-target" } }, setCost: 0 }])] },
  // Eredar Brute: "Taunt, Lifesteal Costs (1) less for each enemy minion."
  { id: "GDB_320", auras: [{ to: "self", zone: "hand", buff: { cost: { count: "enemy-minions", multiply: -1 } } }] },
  // Mutating Lifeform: "After this survives damage, gain a random Bonus Effect." (its damage event, itself still alive)
  { id: "GDB_321", triggers: [{ on: "damage", if: [{ target: "self" }, { target: { alive: true } }], do: [bonusEffects("self")] }] },
  // Lightfused Manasaber: "Rush Spellburst: Gain Divine Shield."
  { id: "GDB_322", triggers: [spellburst([{ type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }])] },
  // Ur'zul Rager: "Lifesteal Spellburst: Attack a random enemy minion."
  { id: "GDB_330", triggers: [spellburst([{ type: "forceAttack", attacker: "self", defender: { random: "enemy-minions" } }])] },
  // Space Pirate: "Deathrattle: Your next weapon costs (1) less." (a cost state on the player, used up by the next weapon)
  { id: "GDB_333", deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_333e" }] },
  { id: "GDB_333e", type: "ENCHANTMENT", name: "Space Piracy", inferred: true,
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "weapon" } }, buff: { cost: -1 } }], consumedBy: { type: "weapon" } },
  // Relentless Wrathguard: "Battlecry: Deal 2 damage to an enemy minion. If it dies, Discover a Demon."
  { id: "GDB_132", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "damage", amount: 2, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "discover", from: { type: "MINION", race: "DEMON", yourClass: true } }] }] },
  // Hostile Invader (Warrior): "Battlecry, Spellburst, and Deathrattle: Deal 2 damage to all other minions."
  { id: "GDB_226", battlecry: [{ type: "damage", amount: 2, to: "all-other-minions" }],
    triggers: [spellburst([{ type: "damage", amount: 2, to: "all-other-minions" }])],
    deathrattle: [{ type: "damage", amount: 2, to: "all-other-minions" }] },
  // Troubled Mechanic: "Divine Shield Spellburst: Draw a Draenei."
  { id: "GDB_463", triggers: [spellburst([{ type: "draw", where: { race: "DRAENEI" } }])] },
  // Starlight Wanderer: "Battlecry: The next Draenei you play gains +2/+1."
  { id: "GDB_720", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_720e" }] },
  { id: "GDB_720e", type: "ENCHANTMENT", name: "Starlight Wanderer Future Buff", inferred: true,
    triggers: nextDraenei([{ type: "buff", to: "event-target", enchantment: "GDB_720e1" }]) },
  { id: "GDB_720e1", type: "ENCHANTMENT", name: "Sparkling Starlight", inferred: true, buff: { attack: 2, health: 1 } },
  // Stranded Spaceman: "Battlecry: The next Draenei you play gains +2 Health and Rush."
  { id: "GDB_861", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_861e" }] },
  { id: "GDB_861e", type: "ENCHANTMENT", name: "Stranded Spaceman Future Buff", inferred: true,
    triggers: nextDraenei([{ type: "buff", to: "event-target", enchantment: "GDB_861e2" }]) },
  { id: "GDB_861e2", type: "ENCHANTMENT", name: "To the Rescue", inferred: true, buff: { health: 2, grants: ["RUSH"] } },
  // Crimson Commander: "Battlecry and Deathrattle: Give all Draenei in your hand +2/+1."
  { id: "GDB_722", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", race: "DRAENEI" } }, enchantment: "GDB_722e" }],
    deathrattle: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", race: "DRAENEI" } }, enchantment: "GDB_722e" }] },
  { id: "GDB_722e", type: "ENCHANTMENT", name: "Red Shirt", inferred: true, buff: { attack: 2, health: 1 } },
  // Hologram Operator: "Battlecry: Get 3 random Temporary Draenei."
  { id: "GDB_723", battlecry: [{ type: "addCard", pool: { type: "MINION", race: "DRAENEI" }, count: 3, enchantment: TEMPORARY }] },
  // Galactic Crusader: "Taunt Deathrattle: Get two random Holy spells. They cost (3) less."
  { id: "GDB_862", deathrattle: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "HOLY" }, count: 2, cost: -3 }] },
  // Lunar Trailblazer: "Battlecry: Set the Cost of a random spell in your hand to this minion's Cost."
  { id: "GDB_863", battlecry: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "spell" } } },
    setCost: { stat: "cost", of: "self" }, enchantment: "GDB_863e" }] },
  { id: "GDB_863e", type: "ENCHANTMENT", name: "Trail Blazed", inferred: true },
  // Astrobiologist: "Battlecry: At the start of your next turn, Discover a spell." (a player state that does it and ends)
  { id: "GDB_874", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_874e" }] },
  { id: "GDB_874e", type: "ENCHANTMENT", name: "Astrobiologist", inferred: true,
    triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "discover", from: { type: "SPELL", yourClass: true } }, { type: "expire" }] }] },
  // Escape Pod: "Rush Deathrattle: Give adjacent minions +1/+1 and Rush." (the minions beside where it stood)
  { id: "GDB_877", deathrattle: [{ type: "buff", to: { adjacent: "self" }, enchantment: "GDB_877e" }] },
  { id: "GDB_877e", type: "ENCHANTMENT", name: "Escaping", inferred: true, buff: { attack: 1, health: 1, grants: ["RUSH"] } },
  // Braingill: "Battlecry: Give your other Murlocs "Deathrattle: Draw a card.""
  { id: "GDB_878", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { not: "self", race: "MURLOC" } }, enchantment: "GDB_878e" }] },
  { id: "GDB_878e", type: "ENCHANTMENT", name: "Mrglgiga Brain", inferred: true, deathrattle: [{ type: "draw" }] },
  // Red Giant: "Costs (1) less for each adjacent card played while in hand." (a card its owner played from beside it in
  // hand, counted on it while it is held: rules-notes 878)
  { id: "GDB_341", auras: [{ to: "self", zone: "hand", buff: { cost: { stat: "adjacentPlayed", of: "self", multiply: -1 } } }] },
  // Starscale Constellar: "Spellburst: Double this minion's Attack." (doubling adds the Attack it has then, 4.1)
  { id: "GDB_860", triggers: [spellburst([{ type: "buff", to: "self", attack: { stat: "attack", of: "self" }, enchantment: "GDB_860e" }])] },
  { id: "GDB_860e", type: "ENCHANTMENT", name: "Starscales", inferred: true },
  // Zergling: "Battlecry: Summon a 1/1 Zergling." (itself: a summoned Zergling has no Battlecry to resolve)
  { id: "SC_010", battlecry: [{ type: "summon", card: "SC_010" }] },
  // Void Ray: "Rush, Divine Shield Battlecry: If this costs (0), gain +2/+2." (the Cost it was played for, 2.2)
  { id: "SC_783", battlecry: [{ type: "if", if: { entity: "self", matches: { playedCost: 0 } }, then: [{ type: "buff", to: "self", enchantment: "SC_783e" }] }] },
  { id: "SC_783e", type: "ENCHANTMENT", name: "Prismatic Alignment", inferred: true, buff: { attack: 2, health: 2 } },
  // Spine Crawler (Warlock): "Taunt. Can't attack. Has +3 Attack if you control a location."
  { id: "SC_023", auras: [{ to: "self", buff: { attack: 3 }, if: { exists: { all: "locations", side: "friendly" } } }] },

  // Astral Vigilant: "Battlecry: Get a copy of the last Draenei you played." (the record of cards played this game)
  { id: "GDB_461", battlecry: [{ type: "addCard", fromPlayed: { playedThisGame: "minion", race: "DRAENEI" }, latest: true }] },
  // Askara (Priest): "Battlecry: The next two Draenei you play summon a copy of themselves." (a state with two uses, one
  // spent by each Draenei played; the copy keeps its states, 4.8, and comes right of it)
  { id: "GDB_455", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_455e" }] },
  { id: "GDB_455e", type: "ENCHANTMENT", name: "Askara Future Buff", inferred: true, uses: 2,
    triggers: nextDraenei([{ type: "summonCopy", of: "event-target", copyState: true, beside: true }]) },
  // K'ure, the Light Beyond (Priest): "Spellburst: Summon a random 3-Cost minion. (Holy spells don't remove this Spellburst.)"
  { id: "GDB_442", triggers: [{ ...spellburst([{ type: "summonRandom", pool: { type: "MINION", cost: 3 } }]), onceExcept: { spellSchool: "HOLY" } }] },
  // Planetary Navigator (Shaman): "Battlecry: The next Draenei you play costs (2) less, but has Overload: (2)." (as Hot Spring
  // Glider's state: two uses, the cost change only while both are left; the Draenei's play spends one, then its after-play
  // step gives the Overload and ends it)
  // The card itself has no Overload: the data's OVERLOAD number is the one its text gives the next Draenei.
  { id: "GDB_444", overload: 0, battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_444e" }] },
  { id: "GDB_444e", type: "ENCHANTMENT", name: "Planetary Navigator Future Buff", inferred: true, uses: 2,
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "DRAENEI" } }, buff: { cost: -2 }, if: { usesLeft: 2 } }],
    consumedBy: { type: "minion", race: "DRAENEI" },
    triggers: [{ on: "after-play", ifMinionGone: "left-play", if: [{ target: { side: "friendly", type: "minion", race: "DRAENEI" } }, { usesLeft: 1 }],
      do: [{ type: "overload", amount: 2 }, { type: "expire" }] }] },
  // Ultralisk Cavern (Warlock Location): "Deal 1 damage to all enemies. Deathrattle: Summon an 8/8 Ultralisk with Rush."
  { id: "SC_019", activate: [{ type: "damage", amount: 1, to: "enemy-characters" }], deathrattle: [{ type: "summon", card: "SC_006" }] },
  // inferred from Ultralisk Cavern's text: an 8/8 with Rush
  { id: "SC_006", type: "MINION", name: "Ultralisk", cardClass: "WARLOCK", inferred: true, attack: 8, health: 8, tags: { RUSH: 1 } },

  // Immortal (Druid): "Taunt, Divine Shield Battlecry: Spend 4 Mana to double this minion's stats." (only with 4 Mana to
  // spend; doubling adds the stats it has then, 4.1)
  { id: "SC_763", battlecry: [{ type: "spendMana", amount: 4, do: [{ type: "buff", to: "self", attack: { stat: "attack", of: "self" },
    health: { stat: "health", of: "self" }, enchantment: "SC_763e" }] }] },
  { id: "SC_763e", type: "ENCHANTMENT", name: "Plasma Shields", inferred: true },
  // Carrier (Druid): "At the end of your turn, summon four 4/1 Interceptors that attack random enemies." (all four, then each
  // attacks in turn, as Nagrand Slam's)
  { id: "SC_756", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "SC_756t", count: 4 },
    { type: "forceAttack", attacker: { all: "summoned" }, defender: { random: "enemy-characters" } }] }] },
  // inferred from Carrier's text: a 4/1
  { id: "SC_756t", type: "MINION", name: "Interceptor", cardClass: "DRUID", inferred: true, attack: 4, health: 1 },

  // ---------- Warlock ----------
  // Abduction Ray: "Get a random Demon. Reduce its Cost by (2). Repeatable this turn." (Repeatable: Echo, rules-notes 873)
  { id: "GDB_123", tags: { ECHO: 1 }, spell: [{ type: "addCard", pool: { type: "MINION", race: "DEMON" }, cost: -2 }] },
  // Healthstone: "Tradeable Restore all damage your hero has taken this turn." (the damage its damage events dealt this turn,
  // Armor and Health lost: rules-notes 879)
  { id: "GDB_125", spell: [{ type: "heal", amount: { heroDamaged: "amountThisTurn" }, to: "friendly-hero" }] },
  // Archimonde: "Battlecry: Summon every Demon you played this game that didn't start in your deck."
  { id: "GDB_128", battlecry: [{ type: "summonPlayed", fromPlayed: { playedThisGame: "minion", race: "DEMON", created: true } }] },
  // Black Hole: "Destroy all minions except Demons."
  { id: "GDB_126", spell: [{ type: "destroy", to: { all: "minions", where: { notRace: "DEMON" } } }] },
  // Foreboding Flame: "Battlecry: Demons that didn't start in your deck cost (1) less this game." (a player state: the Demon
  // cards of your hand with a CREATOR, made during the game)
  { id: "GDB_121", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_121e" }] },
  { id: "GDB_121e", type: "ENCHANTMENT", name: "Burning Legion's Boon", inferred: true,
    auras: [{ to: { all: "hand", side: "friendly", where: { race: "DEMON", tag: "CREATOR" } }, buff: { cost: -1 } }] },

  // Infernal Stratagem: "Give a minion +3/+3. If it's a Demon, your next one costs (2) less." (the next Demon: a cost state on
  // the player, used up by the next Demon played, as Clownfish's; the game's two enchantments in the text's order)
  { id: "GDB_122", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "GDB_122e" },
    { type: "if", if: { entity: "target", matches: { race: "DEMON" } }, then: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_122e2" }] }] },
  { id: "GDB_122e", type: "ENCHANTMENT", name: "Infernal Strategy", inferred: true, buff: { attack: 3, health: 3 } },
  { id: "GDB_122e2", type: "ENCHANTMENT", name: "Strategic Inferno", inferred: true,
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "DEMON" } }, buff: { cost: -2 } }], consumedBy: { type: "minion", race: "DEMON" } },

  // ---------- Mage ----------
  // Arkwing Pilot: "At the end of your turn, deal 3 damage to a random enemy. Spellburst: Summon an Arkwing Pilot."
  { id: "GDB_134", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 3, to: { random: "enemy-characters" } }] },
    spellburst([{ type: "summon", card: "GDB_134" }])] },
  // Ingenious Artificer: "Battlecry: The next Draenei you play refreshes Mana Crystals equal to its Attack."
  { id: "GDB_135", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_135e" }] },
  { id: "GDB_135e", type: "ENCHANTMENT", name: "Ingenious Artficer Future Buff", inferred: true,
    triggers: nextDraenei([{ type: "refreshMana", amount: { stat: "attack", of: "event-target" } }]) },
  // Supernova: "Fill your hand with random Fire spells. They cost (1)."
  { id: "GDB_301", spell: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "FIRE" }, untilFull: true, setCost: 1 }] },
  // Solar Flare: "Deal $2 damage to all enemies. Costs (1) less for each Elemental you control."
  { id: "GDB_305", spell: [{ type: "damage", amount: 2, to: "enemy-characters" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "minions", side: "friendly", where: { race: "ELEMENTAL" } }, multiply: -1 } } }] },
  // Spontaneous Combustion: "Deal $4 damage to a random enemy. If you played an Elemental last turn, choose the target."
  { id: "GDB_456", target: { type: "character", side: "enemy", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 } },
    spell: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 },
      then: [{ type: "damage", amount: 4, to: "target" }], else: [{ type: "damage", amount: 4, to: { random: "enemy-characters" } }] }] },

  // Blasteroid: "Battlecry: Shuffle 5 random Fire spells into your deck. They cost (2) less."
  { id: "GDB_303", battlecry: [{ type: "shuffleIntoDeck", pool: { type: "SPELL", spellSchool: "FIRE" }, count: 5 },
    { type: "buff", to: { all: "shuffled" }, cost: -2 }] },

  // ---------- Paladin ----------
  // Libram of Divinity: "Give a minion +3/+3. If this costs (0), return this to your hand at the end of your turn." (played
  // for (0), it arms its own graveyard trigger, as Headcrack's Combo does)
  { id: "GDB_138", target: { type: "minion" }, spell: [{ type: "buff", to: "target", attack: 3, health: 3 },
    { type: "if", if: { entity: "self", matches: { playedCost: 0 } }, then: [{ type: "arm" }] }],
    triggers: [{ on: "turn-end", zone: "graveyard", armed: true, if: { turn: "own" }, do: [{ type: "returnToHand", to: "self", from: "graveyard" }] }] },
  // Orbital Satellite: "Discover a Draenei. If you played an adjacent card this turn, Discover another."
  { id: "GDB_462", spell: [{ type: "discover", from: { type: "MINION", race: "DRAENEI", yourClass: true } },
    { type: "if", if: { value: { stat: "adjacentPlayedThisTurn", of: "self" }, atLeast: 1 },
      then: [{ type: "discover", from: { type: "MINION", race: "DRAENEI", yourClass: true } }] }] },
  // Libram of Clarity: "Draw 2 minions. If this costs (0), give them +2/+1." (the Cost it was played for, 2.2)
  { id: "GDB_137", spell: [{ type: "draw", count: 2, where: { type: "minion" } },
    { type: "if", if: { entity: "self", matches: { playedCost: 0 } }, then: [{ type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "GDB_137e1" }] }] },
  { id: "GDB_137e1", type: "ENCHANTMENT", name: "Clarity", inferred: true, buff: { attack: 2, health: 1 } },
  // Libram of Faith: "Summon three 3/3 Draenei with Divine Shield. If this costs (0), give them Rush."
  { id: "GDB_139", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "GDB_139t", count: 3 },
    { type: "if", if: { entity: "self", matches: { playedCost: 0 } }, then: [{ type: "buff", to: { all: "summoned" }, grants: ["RUSH"] }] }] },
  // inferred from Libram of Faith's text: a 3/3 Draenei with Divine Shield
  { id: "GDB_139t", type: "MINION", name: "Lightforged Draenei", cardClass: "PALADIN", inferred: true, attack: 3, health: 3,
    races: ["DRAENEI"], tags: { DIVINE_SHIELD: 1 } },
  // Interstellar Researcher: "Battlecry and Spellburst: Draw a Libram." (a card whose name has "Libram" in it)
  { id: "GDB_728", battlecry: [{ type: "draw", where: { nameIncludes: "Libram" } }], triggers: [spellburst([{ type: "draw", where: { nameIncludes: "Libram" } }])] },
  // Interstellar Wayfarer: "Divine Shield. Battlecry and Deathrattle: Reduce the Cost of your Librams by (1) this game."
  // Interstellar Starslicer (weapon): "Battlecry and Deathrattle: Reduce the Cost of your Librams by (1) this game."
  // (each a player state: a cost aura on the Librams of the hand, for the rest of the game; the game's GDB_726e)
  { id: "GDB_721", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_726e" }], deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_726e" }] },
  { id: "GDB_726", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_726e" }], deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_726e" }] },
  { id: "GDB_726e", type: "ENCHANTMENT", name: "Interstellar Libram", inferred: true,
    auras: [{ to: { all: "hand", side: "friendly", where: { nameIncludes: "Libram" } }, buff: { cost: -1 } }] },
  // Yrel, Beacon of Hope: "Rush Deathrattle: Get three different Librams from an older timeline!" (Librams from the past —
  // the card data's Libram cards of no Standard set: Libram of Justice, Hope, Wisdom and Judgment — three different ones)
  { id: "GDB_141", deathrattle: [{ type: "addCard", pool: ["BT_011", "BT_024", "BT_025", "YOP_011"], count: 3, different: true }] },
  // Lumia: "Lifesteal After a hero takes damage, they become Immune for the rest of the turn."
  { id: "GDB_144", triggers: [{ on: "damage", if: { target: { type: "hero" } }, do: [{ type: "buff", to: "event-target", enchantment: "GDB_144e" }] }] },
  { id: "GDB_144e", type: "ENCHANTMENT", name: "Lumia's Protection", inferred: true, buff: { grants: ["IMMUNE"], oneTurn: true } },

  // ---------- Priest ----------
  // Orbital Halo: "Give a minion +1/+1 and Divine Shield. Costs (0) if you played an adjacent card this turn."
  { id: "GDB_439", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "GDB_439e" }],
    auras: [{ to: "self", zone: "hand", buff: { setCost: 0 }, if: { value: { stat: "adjacentPlayedThisTurn", of: "self" }, atLeast: 1 } }] },
  { id: "GDB_439e", type: "ENCHANTMENT", name: "Orbiting Halo", inferred: true, buff: { attack: 1, health: 1, grants: ["DIVINE_SHIELD"] } },
  // Mystified To'cha: "Battlecry: If the combined Health of both heroes is exactly 42, set your hero's Health to 42."
  { id: "GDB_440", battlecry: [{ type: "if",
    if: { value: { stat: "health", of: "friendly-hero", add: { stat: "health", of: "enemy-hero" } }, atLeast: 42, atMost: 42 },
    then: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_440e" }] }] },
  { id: "GDB_440e", type: "ENCHANTMENT", name: "The Answer", inferred: true, buff: { setHealth: 42 } },
  // Anchorite: "Whenever another minion is Overhealed, give it that much extra Health."
  { id: "GDB_441", triggers: [{ on: "overheal", if: { target: { type: "minion", not: "self" } },
    do: [{ type: "buff", to: "event-target", health: { event: "amount" }, enchantment: "GDB_441e" }] }] },
  { id: "GDB_441e", type: "ENCHANTMENT", name: "Devotion", inferred: true },
  // Overzealous Healer: "Deathrattle: Restore #6 Health to the enemy hero. Spellburst: Silence this minion."
  { id: "GDB_454", deathrattle: [{ type: "heal", amount: 6, to: "enemy-hero" }], triggers: [spellburst([{ type: "silence", to: "self" }])] },
  // Lightspeed: "Give a minion +1/+2 and Rush. Repeatable this turn." (Repeatable: Echo, rules-notes 873)
  { id: "GDB_457", tags: { ECHO: 1 }, target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "GDB_457e1" }] },
  { id: "GDB_457e1", type: "ENCHANTMENT", name: "Speed of Light", inferred: true, buff: { attack: 1, health: 2, grants: ["RUSH"] } },
  // Divine Star: "Deal $3 damage to a minion. Give a random minion in your hand +3 Health."
  { id: "GDB_460", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "GDB_460e2" }] },
  { id: "GDB_460e2", type: "ENCHANTMENT", name: "Moral Compass", inferred: true, buff: { health: 3 } },
  // Gravity Lapse: "Set EVERY minion's Attack and Health to the lower of the two." (both read before either is set)
  { id: "GDB_464", spell: [{ type: "buff", to: "all-minions",
    setAttack: { stat: "attack", of: "each", max: { stat: "health", of: "each" } },
    setHealth: { stat: "health", of: "each", max: { stat: "attack", of: "each" } } }] },

  // ---------- Shaman ----------
  // Cosmonaut: "Battlecry: Discover a spell from your deck. Reduce its Cost by (5)."
  { id: "GDB_443", battlecry: [{ type: "discover", from: "deck", where: { type: "spell" }, cost: -5 }] },
  // Murmur: "Your Battlecry minions costs (1), but immediately die after being played." (a cost aura on the Battlecry minions
  // of your hand, and the minion played with a Battlecry destroyed after it — its after-play step)
  { id: "GDB_448", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", has: "battlecry" } }, buff: { setCost: 1 }, enchantment: "GDB_448e" }],
    triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", playedHas: "battlecry" } }, do: [{ type: "destroy", to: "event-target" }] }] },
  { id: "GDB_448e", type: "ENCHANTMENT", name: "Murmuring", inferred: true },
  // Nebula: "Discover two 8-Cost minions to summon with Taunt and Elusive." (two Discovers, each summoned; Elusive is the
  // two tags the ELUSIVE mechanic is)
  { id: "GDB_479", spell: [
    { type: "discover", from: { type: "MINION", cost: 8, yourClass: true }, into: "play" },
    { type: "buff", to: { all: "summoned" }, grants: ["TAUNT", "CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] },
    { type: "discover", from: { type: "MINION", cost: 8, yourClass: true }, into: "play" },
    { type: "buff", to: { all: "summoned" }, grants: ["TAUNT", "CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] }] },
  // First Contact: "Summon two random 1-Cost minions. Overload: (1)"
  { id: "GDB_864", requires: { space: "friendly-board" }, spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 }, count: 2 }] },

  // ---------- Druid ----------
  // Astral Phaser: "Choose One - Deal $2 damage to two random enemy minions; or Make one Dormant for 2 turns." (two different
  // minions, one mass damage, as Twin Tyrant's; the second option chooses an enemy minion — its option card GDB_851b's
  // "Choose an enemy minion. It goes Dormant for 2 turns.", zhCN 使一个敌方随从休眠2回合)
  { id: "GDB_851", chooseOne: [
    { effects: [{ type: "group", of: { random: "enemy-minions", count: 2 }, do: [{ type: "damage", amount: 2, to: "group" }] }] },
    { target: { type: "minion", side: "enemy" }, effects: [{ type: "dormant", to: "target", turns: 2 }] }] },
  // Arkonite Revelation: "Draw a card. If it's a spell, it costs (1) less."
  { id: "GDB_852", spell: [{ type: "draw" }, { type: "buff", to: { all: "drawn", where: { zone: "hand", type: "spell" } }, cost: -1 }] },
  // Star Grazer: "Elusive, Taunt Spellburst: Give your hero +8 Attack this turn and gain 8 Armor."
  { id: "GDB_855", triggers: [spellburst([{ type: "buff", to: "friendly-hero", enchantment: "GDB_855e" }, { type: "armor", amount: 8 }])] },
  { id: "GDB_855e", type: "ENCHANTMENT", name: "Whale Strike", inferred: true, buff: { attack: 8, oneTurn: true } },
  // Final Frontier: "Discover a 10-Cost minion from the past. Set its Cost to (1)."
  { id: "GDB_857", spell: [{ type: "discover", from: { type: "MINION", cost: 10, yourClass: true, fromThePast: true }, setCost: 1 }] },
  // Cosmic Phenomenon: "Summon three 2/3 Elementals with Taunt. If your board is full, give your minions +1/+1."
  { id: "GDB_882", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "GDB_882t", count: 3 },
    { type: "if", if: { not: { space: "friendly-board" } }, then: [{ type: "buff", to: "friendly-minions", enchantment: "GDB_882e" }] }] },
  // inferred from Cosmic Phenomenon's text: a 2/3 Elemental with Taunt
  { id: "GDB_882t", type: "MINION", name: "Living Pulsar", cardClass: "DRUID", inferred: true, attack: 2, health: 3,
    races: ["ELEMENTAL"], tags: { TAUNT: 1 } },
  { id: "GDB_882e", type: "ENCHANTMENT", name: "Phenomenal", inferred: true, buff: { attack: 1, health: 1 } },
  // Distress Signal: "Summon two random 2-Cost minions. Refresh 2 Mana Crystals."
  { id: "GDB_883", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 2 }, count: 2 }, { type: "refreshMana", amount: 2 }] },

  // ---------- Hunter ----------
  // Extraterrestrial Egg: "Deathrattle: Summon a 3/5 Beast that attacks the lowest Health enemy."
  { id: "GDB_840", deathrattle: [{ type: "summon", card: "GDB_840t" },
    { type: "forceAttack", attacker: { all: "summoned" }, defender: { random: "enemy-characters", lowest: "health" } }] },
  // inferred from Extraterrestrial Egg's text: a 3/5 Beast
  { id: "GDB_840t", type: "MINION", name: "Eggburster", cardClass: "HUNTER", inferred: true, attack: 3, health: 5, races: ["BEAST"] },
  // Alien Encounters: "Summon two 2/5 Beasts with Taunt. Costs (1) less for each card you Discovered this game."
  { id: "GDB_237", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "GDB_237t", count: 2 }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { thisGame: "discovered", multiply: -1 } } }] },
  // inferred from Alien Encounters' text: a 2/5 Beast with Taunt
  { id: "GDB_237t", type: "MINION", name: "Snacking Scrunguk", cardClass: "HUNTER", inferred: true, attack: 2, health: 5, races: ["BEAST"], tags: { TAUNT: 1 } },
  // Rangari Scout: "After you Discover a card, get a copy of it."
  { id: "GDB_841", triggers: [{ on: "discover", if: { player: "friendly" }, do: [{ type: "addCard", copyOf: "event-target" }] }] },
  // Parallax Cannon (weapon): "Has +2 Attack if you've Discovered this turn. Spellburst: Your hero is Immune this turn."
  { id: "GDB_843", auras: [{ to: "self", buff: { attack: 2 }, if: { discoveredThisTurn: true } }],
    triggers: [spellburst([{ type: "buff", to: "friendly-hero", enchantment: "GDB_843e2" }])] },
  { id: "GDB_843e2", type: "ENCHANTMENT", name: "Angular Immunity", inferred: true, buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Detailed Notes: "Discover a Beast that costs (5) or more. Reduce its Cost by (2)."
  { id: "GDB_844", spell: [{ type: "discover", from: { type: "MINION", race: "BEAST", costAtLeast: 5, yourClass: true }, cost: -2 }] },

  // ---------- Warrior ----------
  // Jettison: "Discover a spell. Spend 2 Armor to Discover another." (only with 2 Armor to spend)
  { id: "GDB_227", spell: [{ type: "discover", from: { type: "SPELL", yourClass: true } },
    { type: "if", if: { value: { stat: "armor", of: "friendly-hero" }, atLeast: 2 },
      then: [{ type: "spendArmor", upTo: 2, each: [] }, { type: "discover", from: { type: "SPELL", yourClass: true } }] }] },
  // Captain's Log: "Draw 2 cards. Costs (1) less for each Draenei you control."
  { id: "GDB_228", spell: [{ type: "draw", count: 2 }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "minions", side: "friendly", where: { race: "DRAENEI" } }, multiply: -1 } } }] },
  // Expedition Sergeant: "Battlecry: The next Draenei you play immediately attacks a random enemy."
  { id: "GDB_229", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_229e" }] },
  { id: "GDB_229e", type: "ENCHANTMENT", name: "Expedition Sergeant Future Buff", inferred: true,
    triggers: nextDraenei([{ type: "forceAttack", attacker: "event-target", defender: { random: "enemy-characters" } }]) },
  // Stalwart Avenger: "Immune while attacking. At the end of EACH turn, swap this minion's Attack and Health."
  { id: "GDB_230", triggers: [
    { on: "pre-attack", if: { source: "self" }, do: [{ type: "buff", to: "self", grants: ["IMMUNE"], whileAttacking: true }] },
    { on: "turn-end", do: [{ type: "swapAttackHealth", to: "self", enchantment: "GDB_230e" }] }] },
  { id: "GDB_230e", type: "ENCHANTMENT", name: "Stance Swap", inferred: true },
  // Crystalline Greatmace (weapon): "After your hero attacks, give all Draenei in your hand +2 Attack."
  { id: "GDB_231", triggers: [{ on: "after-attack", if: { source: "friendly-hero" },
    do: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", race: "DRAENEI" } }, enchantment: "GDB_231e" }] }] },
  { id: "GDB_231e", type: "ENCHANTMENT", name: "Vindication", inferred: true, buff: { attack: 2 } },
  // Unyielding Vindicator: "Battlecry: The next Draenei you play gives your hero its Attack for that turn."
  { id: "GDB_232", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_232e" }] },
  { id: "GDB_232e", type: "ENCHANTMENT", name: "Unyielding Vindicator Future Buff", inferred: true,
    triggers: nextDraenei([{ type: "buff", to: "friendly-hero", attack: { stat: "attack", of: "event-target" }, enchantment: "GDB_232e2" }]) },
  { id: "GDB_232e2", type: "ENCHANTMENT", name: "Vindicator's Power", inferred: true, buff: { oneTurn: true } },
  // Dwarf Planet: "Fill your board with random 2-Cost minions that attack random enemies."
  { id: "GDB_233", requires: { space: "friendly-board" }, spell: [
    { type: "summonRandom", pool: { type: "MINION", cost: 2 }, count: { space: "friendly-board" } },
    { type: "forceAttack", attacker: { all: "summoned" }, defender: { random: "enemy-characters" } }] },

  // ---------- Rogue ----------
  // Quasar: "Shuffle your hand into your deck. Reduce the Cost of cards in your deck by (3)."
  { id: "GDB_467", spell: [{ type: "shuffleFromHand", to: { all: "hand", side: "friendly" } },
    { type: "buff", to: { all: "deck", side: "friendly" }, cost: -3 }] },
  // Talgath: "Undamaged enemy minions take double damage. Combo: Get a Backstab." (the damage doubled before it is dealt,
  // 4.9 step 4, as Quantum Destabilizer's)
  { id: "GDB_472", triggers: [{ on: "pre-damage", if: { target: { type: "minion", side: "enemy", damaged: false } }, do: [{ type: "changeDamage", multiply: 2 }] }],
    combo: [{ type: "addCard", card: "CS2_072" }] },
  // Eredar Skulker: "Combo and Spellburst: Gain +2 Attack and Stealth."
  { id: "GDB_870", combo: [{ type: "buff", to: "self", enchantment: "GDB_870e2" }],
    triggers: [spellburst([{ type: "buff", to: "self", enchantment: "GDB_870e2" }])] },
  { id: "GDB_870e2", type: "ENCHANTMENT", name: "Skulking", inferred: true, buff: { attack: 2, grants: ["STEALTH"] } },
  // Spacerock Collector: "Battlecry: Your next Combo card costs (1) less."
  { id: "GDB_875", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_875e" }] },
  { id: "GDB_875e", type: "ENCHANTMENT", name: "Rock Collection", inferred: true,
    auras: [{ to: { all: "hand", side: "friendly", where: { has: "combo" } }, buff: { cost: -1 } }], consumedBy: { has: "combo" } },
  // Pressure Points: "Deal $3 damage to a minion. Reduce the Cost of Combo cards in your hand by (1)."
  { id: "GDB_881", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "buff", to: { all: "hand", side: "friendly", where: { has: "combo" } }, cost: -1 }] },

  // ---------- Death Knight ----------
  // Airlock Breach: "Summon a 5/5 Undead with Taunt and give your hero +5 Health. Spend 5 Corpses to do it again."
  { id: "GDB_113", spell: [{ type: "summon", card: "GDB_113t" }, { type: "buff", to: "friendly-hero", enchantment: "GDB_113e" },
    { type: "spendCorpses", amount: 5, do: [{ type: "summon", card: "GDB_113t" }, { type: "buff", to: "friendly-hero", enchantment: "GDB_113e" }] }] },
  // inferred from Airlock Breach's text: a 5/5 Undead with Taunt
  { id: "GDB_113t", type: "MINION", name: "Unfortunate Soul", cardClass: "DEATHKNIGHT", inferred: true, attack: 5, health: 5,
    races: ["UNDEAD"], tags: { TAUNT: 1 } },
  { id: "GDB_113e", type: "ENCHANTMENT", name: "Breached Air", inferred: true, buff: { health: 5 } },
  // Orbital Moon: "Give a minion Taunt and Lifesteal. If you played an adjacent card this turn, also give it Reborn."
  { id: "GDB_475", target: { type: "minion" }, spell: [{ type: "if", if: { value: { stat: "adjacentPlayedThisTurn", of: "self" }, atLeast: 1 },
    then: [{ type: "buff", to: "target", grants: ["TAUNT", "LIFESTEAL", "REBORN"] }], else: [{ type: "buff", to: "target", grants: ["TAUNT", "LIFESTEAL"] }] }] },
  // Exarch Maladaar: "Battlecry: The next card you play this turn costs Corpses instead of Mana." (a one-turn state on the
  // player granting the cards of the hand CARD_COSTS_CORPSES, used up by the next card played)
  { id: "GDB_470", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "GDB_470e" }] },
  { id: "GDB_470e", type: "ENCHANTMENT", name: "Necromantic Power", inferred: true, consumedBy: {}, buff: { oneTurn: true },
    auras: [{ to: { all: "hand", side: "friendly" }, buff: { grants: ["CARD_COSTS_CORPSES"] }, enchantment: "GDB_470e2" }] },
  { id: "GDB_470e2", type: "ENCHANTMENT", name: "Costs Corpses", inferred: true },
  // Wakener of Souls: "Taunt, Reborn Deathrattle: Resurrect a different friendly Deathrattle minion."
  { id: "GDB_468", deathrattle: [{ type: "resurrect", where: { deathrattle: true, different: true } }] },
  // Assimilating Blight: "Discover a 3-Cost Deathrattle minion. Summon it with Reborn."
  { id: "GDB_478", spell: [{ type: "discover", from: { type: "MINION", cost: 3, mechanic: "DEATHRATTLE", yourClass: true }, into: "play" },
    { type: "buff", to: { all: "summoned" }, grants: ["REBORN"] }] },

  // ---------- Demon Hunter ----------
  // Eldritch Being: "Outcast and Spellburst: Shuffle your hand." (its cards put in a random order)
  { id: "GDB_116", outcast: [{ type: "shuffleHand" }], triggers: [spellburst([{ type: "shuffleHand" }])] },
  // Infiltrate: "Choose a minion. Deal $3 damage to all other minions."
  { id: "GDB_902", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: { from: "all-minions", except: "target" } }] },
  // Blazing Accretion: "Battlecry: Destroy the top 3 cards of your deck. Any Fire spells or Elementals are drawn instead."
  // (one card at a time from the top: a Fire spell or an Elemental is drawn, any other card destroyed, 4.3; fewer cards:
  // only those)
  { id: "GDB_302", battlecry: [{ type: "repeat", times: 3, do: [{ type: "group", of: { top: "deck", side: "friendly" }, do: [{ type: "if",
    if: { any: [{ exists: { all: "group", where: { type: "spell", spellSchool: "FIRE" } } },
      { exists: { all: "group", where: { type: "minion", race: "ELEMENTAL" } } }] },
    then: [{ type: "draw" }], else: [{ type: "burn", count: 1 }] }] }] }] },
  // Exarch Naielle: "Battlecry: Replace your Hero Power with Tracking (Discover a card from your deck)."
  { id: "GDB_846", battlecry: [{ type: "replaceHeroPower", heroPower: "GDB_846hp" }] },
  // inferred from Exarch Naielle's text (its Cost, 1, from the bot client data's header for GDB_846hp): a Discover from the
  // deck, taking a card a draw, the others staying (as Tracking's)
  { id: "GDB_846hp", type: "HERO_POWER", inferred: true, set: "SPACE", cardClass: "HUNTER", name: "Tracking", cost: 1,
    power: [{ type: "discover", from: "deck" }] },
  // --- Session 12 (w12/space): the StarCraft factions (`faction`, cards/factions.ts; rules-notes 1200) ---
  // Spawning Pool (Location): "Get a 1/1 Zergling. Deathrattle: Your Zerg minions have Rush this turn." (the Zergling is the
  // mini-set's 1/1 Zergling card, SC_010; "this turn": a one-turn player state whose aura reaches the Zerg minions it finds,
  // those summoned later that turn too — the game's two ZergRush enchantments)
  { id: "SC_000", activate: [{ type: "addCard", card: "SC_010" }], deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "SC_000te" }] },
  { id: "SC_000te", type: "ENCHANTMENT", name: "Zerg Rush", inferred: true, buff: { oneTurn: true },
    auras: [{ to: { all: "minions", side: "friendly", where: { faction: "ZERG" } }, buff: { grants: ["RUSH"] }, enchantment: "SC_000te2" }] },
  { id: "SC_000te2", type: "ENCHANTMENT", name: "Zerg Rush", inferred: true, buff: { grants: ["RUSH"] } },
  // Infestor: "Deathrattle: Your Zerg minions have +1 Attack for the rest of the game." (a player state for the rest of the
  // game, its aura on the Zerg minions in play, as Interstellar Wayfarer's is on the Librams of the hand)
  { id: "SC_002", deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "SC_002e" }] },
  { id: "SC_002e", type: "ENCHANTMENT", name: "For the Swarm", inferred: true,
    auras: [{ to: { all: "minions", side: "friendly", where: { faction: "ZERG" } }, buff: { attack: 1 }, enchantment: "SC_002e2" }] },
  { id: "SC_002e2", type: "ENCHANTMENT", name: "For the Swarm", inferred: true, buff: { attack: 1 } },
  // Hydralisk: "Battlecry: Deal 2 damage to a random enemy. Repeat for each other Zerg minion you control." (the count read
  // as the Battlecry begins; each hit a new random enemy)
  { id: "SC_008", battlecry: [{ type: "repeat", times: { count: { all: "minions", side: "friendly", where: { faction: "ZERG", not: "self" } }, add: 1 },
    do: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] }] },
  // Lurker: "After a friendly minion attacks, deal 1 damage to a random enemy (or 2 if your minion is a Zerg)."
  { id: "SC_009", triggers: [{ on: "after-attack", if: { source: { side: "friendly", type: "minion" } }, do: [{ type: "if",
    if: { entity: "event-source", matches: { faction: "ZERG" } },
    then: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }],
    else: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] }] },
  // Creep Tumor: "Your Zerg minions have +1 Attack and Rush. Lasts 3 turns." (a lasting spell, as Dun Baldar Bridge's aura)
  { id: "SC_011", lasts: { turns: 3 }, auras: [{ zone: "secret", to: { all: "minions", side: "friendly", where: { faction: "ZERG" } },
    buff: { attack: 1, grants: ["RUSH"] }, enchantment: "SC_011e" }] },
  { id: "SC_011e", type: "ENCHANTMENT", name: "On Creep", inferred: true, buff: { attack: 1, grants: ["RUSH"] } },
  // Roach: "When you draw this, get a copy of it. Battlecry: If you control another Zerg minion, gain +1/+2."
  { id: "SC_012", triggers: [{ on: "draw", zone: "hand", priority: "first", if: { target: "self" }, do: [{ type: "addCard", copyOf: "self" }] }],
    battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { faction: "ZERG", not: "self" } } },
      then: [{ type: "buff", to: "self", enchantment: "SC_012e" }] }] },
  { id: "SC_012e", type: "ENCHANTMENT", name: "Adaptive Plating", inferred: true, buff: { attack: 1, health: 2 } },
  // Nydus Worm: "Draw two Zerg cards. They cost (1) less."
  { id: "SC_015", spell: [{ type: "draw", count: 2, where: { faction: "ZERG" } },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, cost: -1 }] },
  // Evolution Chamber: "Give your minions +1 Attack. Give your Zerg an extra +1/+1."
  { id: "SC_021", spell: [{ type: "buff", to: "friendly-minions", attack: 1 },
    { type: "buff", to: { all: "minions", side: "friendly", where: { faction: "ZERG" } }, attack: 1, health: 1 }] },
  // Chrono Boost: "Draw 2 Protoss cards. Summon a 3/4 Zealot with Charge."
  { id: "SC_750", spell: [{ type: "draw", count: 2, where: { faction: "PROTOSS" } }, { type: "summon", card: "SC_751t" }] },
  // inferred from Chrono Boost's text: a 3/4 Zealot with Charge (a Protoss token, rules-notes 1200)
  { id: "SC_751t", type: "MINION", name: "Zealot", cardClass: "NEUTRAL", set: "SPACE", inferred: true, attack: 3, health: 4, tags: { CHARGE: 1 } },
  // Warp Gate (Location): "Your next Protoss minion costs (3) less." (a cost state used up by the next Protoss minion played)
  { id: "SC_751", activate: [{ type: "buff", to: "friendly-hero", enchantment: "SC_751e" }] },
  { id: "SC_751e", type: "ENCHANTMENT", name: "Warp Conduit", inferred: true,
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", faction: "PROTOSS" } }, buff: { cost: -3 } }],
    consumedBy: { type: "minion", faction: "PROTOSS" } },
  // Construct Pylons: "Your next Protoss card this turn costs (2) less."
  { id: "SC_755", spell: [{ type: "buff", to: "friendly-hero", enchantment: "SC_755e" }] },
  { id: "SC_755e", type: "ENCHANTMENT", name: "Psionic Power", inferred: true, buff: { oneTurn: true },
    auras: [{ to: { all: "hand", side: "friendly", where: { faction: "PROTOSS" } }, buff: { cost: -2 } }], consumedBy: { faction: "PROTOSS" } },
  // Shield Battery: "Gain 6 Armor. Your next Protoss spell costs (2) less."
  { id: "SC_759", spell: [{ type: "armor", amount: 6 }, { type: "buff", to: "friendly-hero", enchantment: "SC_759e" }] },
  { id: "SC_759e", type: "ENCHANTMENT", name: "Khalai Ingenuity", inferred: true,
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell", faction: "PROTOSS" } }, buff: { cost: -2 } }],
    consumedBy: { type: "spell", faction: "PROTOSS" } },
  // Resonance Coil: "Deal $5 damage to a minion. Get a random Protoss spell."
  { id: "SC_760", target: { type: "minion" }, spell: [{ type: "damage", amount: 5, to: "target" }, { type: "addCard", pool: { type: "SPELL", faction: "PROTOSS" } }] },
  // Blink: "Draw a Protoss minion. Combo: It costs (2) less."
  { id: "SC_761", spell: [{ type: "draw", where: { type: "minion", faction: "PROTOSS" } }],
    combo: [{ type: "draw", where: { type: "minion", faction: "PROTOSS" } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, cost: -2 }] },
  // Mothership: "Taunt Battlecry and Deathrattle: Get two random Protoss minions."
  { id: "SC_762", battlecry: [{ type: "addCard", pool: { type: "MINION", faction: "PROTOSS" }, count: 2 }],
    deathrattle: [{ type: "addCard", pool: { type: "MINION", faction: "PROTOSS" }, count: 2 }] },
  // K'ara, the Dark Star (Warlock): "Spellburst: Steal 2 Health from a random enemy. (Shadow spells don't remove this
  // Spellburst.)" (a steal moves Health, as Dread Leviathan's: the enemy — a random enemy character, its hero too — gets -2
  // Health, GDB_127eb, and K'ara +2, GDB_127e2b; rules-notes 1201)
  { id: "GDB_127", triggers: [{ ...spellburst([{ type: "group", of: { random: "enemy-characters" }, do: [
    { type: "buff", to: "group", enchantment: "GDB_127eb" }, { type: "buff", to: "self", enchantment: "GDB_127e2b" }] }]),
  onceExcept: { spellSchool: "SHADOW" } }] },
  { id: "GDB_127eb", type: "ENCHANTMENT", name: "Void Consumed", inferred: true, buff: { health: -2 } },
  { id: "GDB_127e2b", type: "ENCHANTMENT", name: "Consuming Void", inferred: true, buff: { health: 2 } },
  // Saruun (Mage): "Battlecry: Give all Elementals in your deck Fire Spell Damage +1." (a spell school's Spell Damage, the
  // tag SPELLPOWER_FIRE on the enchantment GDB_304e, which the card keeps from deck to hand to play, 4.8; it counts while
  // the Elemental is in play, for Fire spells only — rules-notes 1203)
  { id: "GDB_304", battlecry: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion", race: "ELEMENTAL" } }, enchantment: "GDB_304e" }] },
  { id: "GDB_304e", type: "ENCHANTMENT", name: "Heat of Saruun", inferred: true, tags: { SPELLPOWER_FIRE: 1 } },
  // Auchenai Death-Speaker (Death Knight): "After another friendly minion is Reborn, summon a copy of it." (the summon that
  // a minion's own Reborn makes — the condition `reborn`; a copy of the minion as it is then, 1 Health and no Reborn, 4.8;
  // rules-notes 1205)
  { id: "GDB_469", triggers: [{ on: "after-summon", if: [{ reborn: true }, { target: { side: "friendly", type: "minion", not: "self" } }],
    do: [{ type: "summonCopy", of: "event-target", copyState: true }] }] },
  // Gorm the Worldeater (Hunter): "Dormant for 5 turns. At the end of your turn, destroy the minion to the right of this to
  // awaken 2 turns sooner." (a text that works while Dormant; the minion right beside it, if any: destroyed, and the countdown
  // goes down by 2 — `awaken` `sooner`; none there: nothing; rules-notes 1206)
  { id: "GDB_842", dormant: 5, triggers: [{ on: "turn-end", whileDormant: true,
    if: [{ turn: "own" }, { exists: { all: "minions", side: "friendly", where: { adjacentTo: "self", rightOf: "self" } } }],
    do: [{ type: "destroy", to: { all: "minions", side: "friendly", where: { adjacentTo: "self", rightOf: "self" } } },
      { type: "awaken", to: "self", sooner: 2 }] }] },
  // --- Session 13 (w13/space) ---
  // Hallucination (Priest): "Summon a copy of a friendly Protoss minion. It takes double damage." (a copy as it is, 4.8,
  // with SC_757e: the damage it takes doubled before it is dealt, 4.9 step 4, as Talgath's; rules-notes 1420)
  { id: "SC_757", target: { type: "minion", side: "friendly", where: { faction: "PROTOSS" } },
    spell: [{ type: "summonCopy", of: "target", copyState: true, enchantment: "SC_757e" }] },
  { id: "SC_757e", type: "ENCHANTMENT", name: "Hallucination", inferred: true,
    triggers: [{ on: "pre-damage", if: { target: "self" }, do: [{ type: "changeDamage", multiply: 2 }] }] },
  // Exarch Akama (Warrior): "After this attacks, all other friendly minions can attack again (except Exarch Akama)." (each
  // other friendly minion that has attacked this turn, no Exarch Akama, may attack once more this turn: rules-notes 1420)
  { id: "GDB_235", triggers: [{ on: "after-attack", if: { source: "self" }, do: [{ type: "extraAttack",
    to: { all: "minions", side: "friendly", where: { not: "self", notName: "Exarch Akama", attackedThisTurn: true } } }] }] },
  // Consume (Warlock): "Remove 1 Durability from a friendly location to restore #8 Health to your hero." (rules-notes 1421)
  { id: "SC_020", target: { type: "location", side: "friendly" },
    spell: [{ type: "loseDurability", amount: 1, to: "target" }, { type: "heal", amount: 8, to: "friendly-hero" }] },
  // The 8 Hands From Beyond (Death Knight): "Battlecry: Destroy both players' decks EXCEPT the 8 highest Cost cards in
  // each." (the 8 kept: the highest Costs first, ties at the eighth place a random pick; yours first: rules-notes 1422)
  { id: "GDB_477", battlecry: [
    { type: "destroy", to: { from: { all: "deck", side: "friendly" }, except: { random: { all: "deck", side: "friendly" }, count: 8, highest: "cost" } } },
    { type: "destroy", to: { from: { all: "deck", side: "enemy" }, except: { random: { all: "deck", side: "enemy" }, count: 8, highest: "cost" } } }] },
  // Nexus-Prince Shaffar: "Spellburst: Give a minion in your hand +3/+3 and this Spellburst (unless it already has these
  // effects)." (a random minion card of your hand without GDB_143e gets it: +3/+3 and the same Spellburst; rules-notes 1423)
  { id: "GDB_143", triggers: [shaffarSpellburst()] },
  { id: "GDB_143e", type: "ENCHANTMENT", name: "Shaffar's Beacon", inferred: true, buff: { attack: 3, health: 3 }, triggers: [shaffarSpellburst(true)] },
  // Lucky Comet (Rogue): "Discover a Combo minion. The next one you play triggers its Combo twice." (a player state with the
  // rule combos-twice for Combo minions, used up by the next Combo minion played — its Combo, if it holds, resolves twice:
  // rules-notes 1424)
  { id: "GDB_873", spell: [{ type: "discover", from: { type: "MINION", mechanic: "COMBO", yourClass: true } }, { type: "buff", to: "friendly-hero", enchantment: "GDB_873e" }] },
  { id: "GDB_873e", type: "ENCHANTMENT", name: "Combo Comet", inferred: true, auras: [{ rule: "combos-twice", where: { type: "minion", has: "combo" } }],
    triggers: [{ on: "after-play", ifMinionGone: "left-play", if: { target: { side: "friendly", type: "minion", has: "combo" } }, do: [{ type: "expire" }] }] },
  // Triangulate (Shaman): "Discover a different spell from your deck. Shuffle 3 copies of it into your deck." ("different":
  // a spell other than Triangulate; the card taken is drawn, 4.4, then 3 copies of it go into the deck: rules-notes 1425)
  { id: "GDB_451", spell: [{ type: "discover", from: "deck", where: { type: "spell", notName: "Triangulate" } },
    { type: "shuffleIntoDeck", copyOf: { all: "added" }, count: 3 }] },
  // Doommaiden: "Battlecry: Draw a card from your opponent's deck. If you don't play it this turn, put it back." (the top
  // card of their deck, now yours, with GDB_129e: at the end of the turn, still in your hand, it goes back into their deck
  // at a random place; the state ends either way: rules-notes 1426)
  { id: "GDB_129", battlecry: [{ type: "draw", deckOf: "enemy", enchantment: "GDB_129e" }] },
  { id: "GDB_129e", type: "ENCHANTMENT", name: "Doom Interrogation", inferred: true,
    triggers: [{ on: "turn-end", do: [{ type: "shuffleFromHand", to: "self", player: "enemy" }, { type: "expire" }] }] },
  // Mutalisk (Demon Hunter): "Also damages minions next to whomever this attacks (and the enemy hero if a neighbor is
  // missing)." (zhCN 如果某侧没有相邻随从，还会命中敌方英雄: the enemy hero once, with the neighbours, when the defender is a
  // minion with a side that has none: rules-notes 1427)
  { id: "SC_022", attackHitsAdjacent: "or-enemy-hero" },
  // Viper (Death Knight): "Battlecry: Summon a minion from your opponent's hand. Your other Zerg minions gain Reborn and
  // attack it." (a random minion card of their hand onto their battlefield, as Dirty Rat's; then your other Zerg minions
  // gain Reborn — whether or not a minion came — and attack it one after another, left to right: rules-notes 1428)
  { id: "SC_018", battlecry: [
    { type: "if", if: { space: "enemy-board" }, then: [{ type: "putIntoPlay", from: "hand", player: "enemy", where: { type: "minion" } }] },
    { type: "buff", to: { all: "minions", side: "friendly", where: { not: "self", faction: "ZERG" } }, grants: ["REBORN"] },
    { type: "forceAttack", attacker: { all: "minions", side: "friendly", where: { not: "self", faction: "ZERG" } }, defender: "summoned" }] },
  // Exarch Hataaru (Mage): "Battlecry: Discover a spell and reduce its Cost by (1). If you play it this turn, repeat this
  // effect." (the spell taken costs (1) less for good; GDB_136e, for this turn, repeats the whole effect as it is played —
  // its play trigger, the on-play step — the spell taken then carrying a GDB_136e of its own: rules-notes 1429)
  { id: "GDB_136", battlecry: hataaruEffect() },
  { id: "GDB_136e", type: "ENCHANTMENT", name: "Exarch Hataaru", inferred: true,
    triggers: [{ on: "play", if: { target: "self" }, do: hataaruEffect() }, { on: "turn-end", do: [{ type: "expire" }] }] },
  // Pocket Dimension (Mage): "Discover a spell. Repeat until you see one for the second time." (each Discover whole, until
  // one offers a spell an earlier one offered — that one still taken: rules-notes 1430)
  { id: "GDB_133", spell: [{ type: "discover", from: { type: "SPELL", yourClass: true }, untilSeenTwice: true }] },
  // --- Session 14 (w14/space): tokens sourced from client-data card headers (rules-notes 1620) ---
  // Splitting Spacerock: "Deathrattle: Summon two 4/4 Splitting Boulders." Each token's own text (enUS and zhCN) is from
  // the game's client data as a bot's card header copies it (Sim_GDB_331t1, Sim_GDB_331t2); the stats from the text
  // that summons it. No Cost or minion type: no source at hand gives them (rules-notes 1620).
  { id: "GDB_331", deathrattle: [{ type: "summon", card: "GDB_331t1", count: 2 }] },
  // inferred from Splitting Spacerock's text (a 4/4) and its own client text "Deathrattle: Summon two 2/2 Splitting Stones."
  { id: "GDB_331t1", type: "MINION", name: { enUS: "Splitting Boulder", zhCN: "分裂块岩" }, cardClass: "NEUTRAL", set: "SPACE", inferred: true,
    attack: 4, health: 4, deathrattle: [{ type: "summon", card: "GDB_331t2", count: 2 }] },
  // inferred from Splitting Boulder's text (a 2/2) and its own client text "Deathrattle: Summon two 1/1 Pebbles."
  { id: "GDB_331t2", type: "MINION", name: { enUS: "Splitting Stone", zhCN: "分裂飞石" }, cardClass: "NEUTRAL", set: "SPACE", inferred: true,
    attack: 2, health: 2, deathrattle: [{ type: "summon", card: "GDB_331t3", count: 2 }] },
  // inferred from Splitting Stone's text (a 1/1 with no text)
  { id: "GDB_331t3", type: "MINION", name: { enUS: "Pebble", zhCN: "碎石" }, cardClass: "NEUTRAL", set: "SPACE", inferred: true, attack: 1, health: 1 },
  // Baneling Barrage (Death Knight): "Get a 1/1 Baneling that explodes. If you control a Zerg minion, get another
  // Baneling." (the Baneling is SC_019t, the game's only Baneling; "control" is read after the first is got — a card in
  // hand is controlled by nobody on the board: rules-notes 1621)
  { id: "SC_001", spell: [{ type: "addCard", card: "SC_019t" },
    { type: "if", if: { exists: { all: "minions", side: "friendly", where: { faction: "ZERG" } } }, then: [{ type: "addCard", card: "SC_019t" }] }] },
  // Baneling: a 1-Cost 1/1 with "Deathrattle: Deal damage equal to this minion's Attack to all enemy minions." (the
  // client's card header, Sim_SC_019t: Cost, stats, both texts); Zerg as the faction card that makes it (1200).
  { id: "SC_019t", type: "MINION", name: { enUS: "Baneling", zhCN: "爆虫" }, cardClass: "DEATHKNIGHT", set: "SPACE", inferred: true, faction: "ZERG",
    cost: 1, attack: 1, health: 1, deathrattle: [{ type: "damage", amount: { stat: "attack", of: "self", lastKnown: true }, to: "enemy-minions" }] },
  // Asteroid: a 1-Cost neutral spell, "Casts When Drawn. Deal $2 damage to a random enemy." (the client's header,
  // Sim_GDB_430, gives type, class, Cost and both texts, its number "$@" — 2, the number Moonstone Mauler's text gives;
  // a random enemy character, Spell Damage added: rules-notes 1622) — and 1 more for each Bolide Behemoth Battlecry of its
  // owner's this game (the named counter ASTEROID_DAMAGE, rules-notes 1624)
  { id: "GDB_430", type: "SPELL", name: { enUS: "Asteroid", zhCN: "小行星" }, cardClass: "NEUTRAL", set: "SPACE", inferred: true, cost: 1,
    castsWhenDrawn: true, spell: [{ type: "damage", amount: { counter: "ASTEROID_DAMAGE", add: 2 }, to: { random: "enemy-characters" } }] },
  // Bolide Behemoth (Shaman): "Battlecry: Your Asteroids deal 1 more damage this game. Spellburst: Shuffle 3 of them into
  // your deck." (a player counter for the game, each Battlecry +1 — twice under Brann; "3 of them": 3 Asteroids)
  { id: "GDB_434", battlecry: [{ type: "addNumber", counter: "ASTEROID_DAMAGE" }],
    triggers: [spellburst([{ type: "shuffleIntoDeck", card: "GDB_430", count: 3 }])] },
  // Moonstone Mauler: "Battlecry: Shuffle 3 Asteroids into your deck that deal 2 damage to a random enemy when drawn."
  { id: "GDB_435", battlecry: [{ type: "shuffleIntoDeck", card: "GDB_430", count: 3 }] },
  // Meteor Storm (Shaman): "Deal $5 damage to all minions. Shuffle 5 Asteroids into your deck."
  { id: "GDB_445", spell: [{ type: "damage", amount: 5, to: "all-minions" }, { type: "shuffleIntoDeck", card: "GDB_430", count: 5 }] },
  // Ultraviolet Breaker (Shaman): "Battlecry: Deal 3 damage to an enemy minion. Shuffle 3 Asteroids into your deck."
  { id: "GDB_901", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "damage", amount: 3, to: "target" },
    { type: "shuffleIntoDeck", card: "GDB_430", count: 3 }] },
  // Hive Queen: "At the end of your turn, get a Larva that transforms into random Zerg minions."
  { id: "SC_003", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", card: "SC_003t" }] }] },
  // Larva: a 1-Cost 1/1, "Each turn this is in your hand, transform it into a random Zerg minion." (the client's header,
  // Sim_SC_003t); as Shifter Zerus's (OG_123): at the start of each of its owner's turns in hand it becomes a random Zerg
  // minion, which carries SC_003te (the game's "Transforming Larva") to go on transforming while it stays in hand
  // (rules-notes 1623). Zerg as the card that makes it (1200).
  { id: "SC_003t", type: "MINION", name: { enUS: "Larva", zhCN: "幼虫" }, cardClass: "NEUTRAL", set: "SPACE", inferred: true, faction: "ZERG",
    cost: 1, attack: 1, health: 1, triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: larvaShift() }] },
  { id: "SC_003te", type: "ENCHANTMENT", name: "Transforming Larva", inferred: true,
    triggers: [{ on: "turn-start", if: [{ turn: "own" }, { exists: { all: "hand", side: "friendly", where: { is: "self" } } }], do: larvaShift() }] },
  // Spore Empress Moldara (Warrior): "Start of Game: Shuffle 7 Replicating Spores into your deck. Battlecry: Cast one."
  // ("one" of them: a Replicating Spore of its player's deck, cast out of the deck; none there: nothing — rules-notes 1625)
  { id: "GDB_234", startOfGame: [{ type: "shuffleIntoDeck", card: "GDB_234t", count: 7 }],
    battlecry: [{ type: "castSpell", from: "deck", where: { cardIn: ["GDB_234t"] } }] },
  // Replicating Spore: a 5-Cost Warrior spell, "Summon a random 5-Cost minion. Your future Replicating Spores summon it as
  // well." (the client's header, Sim_GDB_234t: type, class, Cost, both texts). The minion summoned is remembered by an
  // anonymous memory on its player's hero (a player state for the game); each Spore, after its own random minion, summons
  // every minion the earlier Spores remembered, in the order remembered, then remembers its own (rules-notes 1625).
  { id: "GDB_234t", type: "SPELL", name: { enUS: "Replicating Spore", zhCN: "复制孢子" }, cardClass: "WARRIOR", set: "SPACE", inferred: true, cost: 5,
    spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 5 } },
      { type: "group", of: { all: "summoned" }, do: [
        { type: "summonRemembered", of: "friendly-hero", all: true },
        { type: "if", if: { exists: { all: "group" } }, then: [{ type: "buff", to: "friendly-hero", remember: { all: "group" } }] }] }] },
  // Kerrigan, Queen of Blades (hero): "Battlecry: Summon two 2/5 Hive Queens. Deal 3 damage to all enemies." (the
  // collectible Hive Queen, SC_003; then 3 to every enemy character at once)
  { id: "SC_004", heroPower: "SC_004hp", battlecry: [{ type: "summon", card: "SC_003", count: 2 }, { type: "damage", amount: 3, to: "enemy-characters" }] },
  // Ravage: a 2-Cost Hero Power, "Deal $3 damage randomly split among all enemies. (Improved by Zerg minions you
  // control!)" (the client's header, Sim_SC_004hp: type, Cost, both texts; its number 3 as another copy of the client text
  // gives it): 3 hits plus one per Zerg minion its player controls as it is used, each 1 damage to a random enemy
  // character; Hero Power damage bonuses add hits (rules-notes 1626).
  { id: "SC_004hp", type: "HERO_POWER", name: { enUS: "Ravage", zhCN: "毁灭跳击" }, cardClass: "NEUTRAL", set: "SPACE", inferred: true, faction: "ZERG", cost: 2,
    power: [{ type: "damage", amount: 1, to: { random: "enemy-characters" }, spellDamage: "hits",
      hits: { count: { all: "minions", side: "friendly", where: { faction: "ZERG" } }, add: 3 } }] },
];
