/** Fractured in Alterac Valley (ALTERAC_VALLEY, its mini-set's ONY_ cards included): the Honorable Kill cards (荣誉消灭, rules-notes 401). */
import type { CardDefinition } from "../format/index.js";
import { SI7_CARDS } from "./stormwind.js";

const AV = { type: "ENCHANTMENT", inferred: true, set: "ALTERAC_VALLEY" } as const;

export const ALTERAC_VALLEY = (): CardDefinition[] => [
  // Bloodseeker (weapon): "Honorable Kill: Gain +1/+1." Its hero's attack kills a minion at exactly 0: the weapon +1/+1.
  { id: "AV_244", honorableKill: [{ type: "buff", to: "self", enchantment: "AV_244e" }] },
  { id: "AV_244e", ...AV, name: "Bloodseeking", buff: { attack: 1, health: 1 } },
  // Corporal: "Honorable Kill: Give your other minions Divine Shield."
  { id: "AV_122", honorableKill: [{ type: "buff", to: "other-friendly-minions", grants: ["DIVINE_SHIELD"] }] },
  // Deliverance: "Deal $3 damage to a minion. Honorable Kill: Summon a new 3/3 copy of it." (a new copy of the minion's card
  // for you, set to 3/3 by the game's Salvation enchantment)
  { id: "AV_315", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }],
    honorableKill: [{ type: "summonCopy", of: "event-target", enchantment: "AV_315e2" }] },
  { id: "AV_315e2", ...AV, name: "Salvation", buff: { setAttack: 3, setHealth: 3 } },
  // Dragonbane Shot: "Deal $2 damage. Honorable Kill: Add a Dragonbane Shot to your hand."
  { id: "ONY_010", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }],
    honorableKill: [{ type: "addCard", card: "ONY_010" }] },
  // Dreadprison Glaive (weapon): "Honorable Kill: Deal damage equal to your hero's Attack to the enemy hero." (its Attack as
  // the Honorable Kill resolves, during the attack)
  { id: "AV_209", honorableKill: [{ type: "damage", amount: { stat: "attack", of: "friendly-hero" }, to: "enemy-hero" }] },
  // Frantic Hippogryph: "Rush. Honorable Kill: Gain Windfury."
  { id: "AV_215", honorableKill: [{ type: "buff", to: "self", grants: ["WINDFURY"] }] },
  // Gnome Private: "Honorable Kill: Gain +2 Attack."
  { id: "AV_121", honorableKill: [{ type: "buff", to: "self", enchantment: "AV_121e" }] },
  { id: "AV_121e", ...AV, name: "Gnomes Honor", buff: { attack: 2 } },
  // Knight-Captain: "Battlecry: Deal 3 damage. Honorable Kill: Gain +3/+3." (its Battlecry's damage counts: the damage's source
  // is the minion, on its controller's turn)
  { id: "AV_131", target: { type: "character" }, battlecry: [{ type: "damage", amount: 3, to: "target" }],
    honorableKill: [{ type: "buff", to: "self", enchantment: "AV_131e" }] },
  { id: "AV_131e", ...AV, name: "Armed To The Teeth", buff: { attack: 3, health: 3 } },
  // Siphon Mana: "Deal $2 damage. Honorable Kill: Reduce the Cost of spells in your hand by (1)."
  { id: "AV_212", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }],
    honorableKill: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "spell" } }, enchantment: "AV_212e" }] },
  { id: "AV_212e", ...AV, name: "Kablow", buff: { cost: -1 } },
  // Sneaky Scout: "Stealth. Honorable Kill: Your next Hero Power costs (0)." On your Hero Power until it is used (its inspire
  // event), as Dreambound Disciple's.
  { id: "AV_123", honorableKill: [{ type: "buff", to: "friendly-hero-power", enchantment: "AV_123e" }] },
  { id: "AV_123e", ...AV, name: "Scouted", buff: { setCost: 0 }, triggers: [{ on: "inspire", if: { source: "self" }, do: [{ type: "expire" }] }] },
  // The Lobotomizer (weapon): "Honorable Kill: Get a copy of the top card of your opponent's deck." (an empty deck: nothing)
  { id: "AV_402", honorableKill: [{ type: "addCard", copyOf: { top: "deck", side: "enemy" } }] },
  // Tooth of Nefarian: "Deal $3 damage. Honorable Kill: Discover a spell from another class."
  { id: "ONY_032", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }],
    honorableKill: [{ type: "discover", from: { type: "SPELL", otherClass: true } }] },
  // Troll Centurion: "Rush. Honorable Kill: Deal 8 damage to the enemy hero."
  { id: "AV_132", honorableKill: [{ type: "damage", amount: 8, to: "enemy-hero" }] },
  // Whelp Bonker: "Frenzy and Honorable Kill: Draw a card."
  { id: "ONY_003", frenzy: [{ type: "draw" }], honorableKill: [{ type: "draw" }] },
  // --- the cards whose mechanisms exist (w9/wild-e) ---
  // Inferred tokens (missing-ids.json) take their stats, keywords and (from their names) minion types from the parent's text;
  // the data gives no Cost for them, so none is set, as for Coliseum Tiger TIME_870t.
  // Dire Frostwolf: "Stealth. Deathrattle: Summon a 2/2 Wolf with Stealth." (Frostwolf Cub AV_211t, a Beast by its name)
  { id: "AV_211", deathrattle: [{ type: "summon", card: "AV_211t" }] },
  { id: "AV_211t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "DRUID", name: "Frostwolf Cub", attack: 2, health: 2, races: ["BEAST"], tags: { STEALTH: 1 } },
  // Piggyback Imp: "Deathrattle: Summon a 4/1 Imp." (Backpiggy Imp AV_309t, a Demon by its name)
  { id: "AV_309", deathrattle: [{ type: "summon", card: "AV_309t" }] },
  { id: "AV_309t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "NEUTRAL", name: "Backpiggy Imp", attack: 4, health: 1, races: ["DEMON"] },
  // Clawfury Adept: "Battlecry: Give all other friendly characters +1 Attack this turn." (your hero too)
  { id: "AV_294", battlecry: [{ type: "buff", to: { from: "friendly-characters", except: "self" }, enchantment: "AV_294e" }] },
  { id: "AV_294e", ...AV, name: "Snowcapped", buff: { attack: 1, oneTurn: true } },
  // Heart of the Wild: "Give a minion +2/+2, then give your Beasts +1/+1."
  { id: "AV_292", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "AV_292e" },
    { type: "buff", to: { all: "minions", side: "friendly", where: { race: "BEAST" } }, enchantment: "AV_292e2" }] },
  { id: "AV_292e", ...AV, name: "Pack Alpha", buff: { attack: 2, health: 2 } },
  { id: "AV_292e2", ...AV, name: "Pack Member", buff: { attack: 1, health: 1 } },
  // Bunker Sergeant: "Battlecry: If your opponent has 2 or more minions, deal 1 damage to all enemy minions."
  { id: "AV_126", battlecry: [{ type: "if", if: { count: "enemy-minions", atLeast: 2 }, then: [{ type: "damage", amount: 1, to: "enemy-minions" }] }] },
  // Humongous Owl: "Deathrattle: Deal 8 damage to a random enemy."
  { id: "AV_704", deathrattle: [{ type: "damage", amount: 8, to: { random: "enemy-characters" } }] },
  // Legionnaire: "Deathrattle: Give all minions in your hand +2/+2."
  { id: "AV_130", deathrattle: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "AV_130e" }] },
  { id: "AV_130e", ...AV, name: "Marching Orders", buff: { attack: 2, health: 2 } },
  // Popsicooler: "Deathrattle: Freeze two random enemy minions."
  { id: "AV_102", deathrattle: [{ type: "freeze", to: { random: "enemy-minions", count: 2 } }] },
  // Tower Sergeant: "Battlecry: If you control at least 2 other minions, gain +2/+2."
  { id: "AV_125", battlecry: [{ type: "if", if: { count: "other-friendly-minions", atLeast: 2 }, then: [{ type: "buff", to: "self", enchantment: "AV_125e" }] }] },
  { id: "AV_125e", ...AV, name: "Shielded", buff: { attack: 2, health: 2 } },
  // Coldtooth Yeti: "Combo: Gain +3 Attack."
  { id: "AV_201", combo: [{ type: "buff", to: "self", enchantment: "AV_201e" }] },
  { id: "AV_201e", ...AV, name: "Yeti Rage", buff: { attack: 3 } },
  // Shoulder Check: "Tradeable. Give a minion +2/+1 and Rush."
  { id: "ONY_025", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "ONY_025e" }] },
  { id: "ONY_025e", ...AV, name: "Incensed", buff: { attack: 2, health: 1, grants: ["RUSH"] } },
  // Ring of Courage: "Tradeable. Give a minion +1/+1. Repeat for each enemy minion." (the enemy minions counted as it starts)
  { id: "ONY_027", target: { type: "minion" }, spell: [{ type: "repeat", times: { count: "enemy-minions", add: 1 }, do: [{ type: "buff", to: "target", enchantment: "ONY_027e" }] }] },
  { id: "ONY_027e", ...AV, name: "Heroic", buff: { attack: 1, health: 1 } },
  // Bless: "Give a minion +2 Health, then set its Attack to be equal to its Health."
  { id: "AV_329", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "AV_329e" },
    { type: "buff", to: "target", setAttack: { stat: "health", of: "target" }, enchantment: "AV_329e2" }] },
  { id: "AV_329e", ...AV, name: "Blessed", buff: { health: 2 } },
  { id: "AV_329e2", ...AV, name: "Blessed" },
  // Windchill: "Freeze a minion. Draw a card."
  { id: "AV_266", target: { type: "minion" }, spell: [{ type: "freeze", to: "target" }, { type: "draw" }] },
  // Sleetbreaker: "Battlecry: Add a Windchill to your hand."
  { id: "AV_260", battlecry: [{ type: "addCard", card: "AV_266" }] },
  // Snowfall Guardian: "Battlecry: Freeze all other minions."
  { id: "AV_255", battlecry: [{ type: "freeze", to: "all-other-minions" }] },
  // Protect the Innocent: "Summon a 5/5 Defender with Taunt. If your hero was healed this turn, summon another." (Stormpike
  // Defender AV_342t)
  { id: "AV_342", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "AV_342t" },
    { type: "if", if: { heroHealedThisTurn: true }, then: [{ type: "summon", card: "AV_342t" }] }] },
  { id: "AV_342t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "PALADIN", name: "Stormpike Defender", attack: 5, health: 5, tags: { TAUNT: 1 } },
  // Templar Captain: "Rush. After this attacks a minion, summon a 5/5 Defender with Taunt." (the same Defender)
  { id: "AV_339", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion" } }], do: [{ type: "summon", card: "AV_342t" }] }] },
  // Glory Chaser: "After you play a Taunt minion, draw a card."
  { id: "AV_321", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", tag: "TAUNT" } }, do: [{ type: "draw" }] }] },
  // Warden of Chains: "Taunt. Battlecry: If you're holding a Demon that costs (5) or more, gain +1/+2."
  { id: "AV_262", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DEMON", minCost: 5 } } }, then: [{ type: "buff", to: "self", enchantment: "AV_262e2" }] }] },
  { id: "AV_262e2", ...AV, name: "Terrifying", buff: { attack: 1, health: 2 } },
  // Onyxian Warder: "Battlecry: If you're holding a Dragon, summon two 2/1 Whelps with Rush." (Onyxian Whelp ONY_001t, a
  // Dragon by its name)
  { id: "ONY_001", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "summon", card: "ONY_001t", count: 2 }] }] },
  { id: "ONY_001t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "NEUTRAL", name: "Onyxian Whelp", attack: 2, health: 1, races: ["DRAGON"], tags: { RUSH: 1 } },
  // Snowblind Harpy: "Battlecry: If you're holding a Frost spell, gain 5 Armor."
  { id: "AV_112", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "FROST" } } }, then: [{ type: "armor", amount: 5 }] }] },
  // Flag Runner: "Whenever a friendly minion dies, gain +1 Attack."
  { id: "AV_261", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "buff", to: "self", enchantment: "AV_261e" }] }] },
  { id: "AV_261e", ...AV, name: "Team Player", buff: { attack: 1 } },
  // Blood Guard: "Whenever this minion takes damage, give your minions +1 Attack."
  { id: "AV_129", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "buff", to: "friendly-minions", enchantment: "AV_129e" }] }] },
  { id: "AV_129e", ...AV, name: "Incited", buff: { attack: 1 } },
  // Ice Revenant: "Whenever you cast a Frost spell, gain +2/+2." (on-play, as Questing Adventurer's "Whenever you play")
  { id: "AV_127", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell", spellSchool: "FROST" } }, do: [{ type: "buff", to: "self", enchantment: "AV_127e" }] }] },
  { id: "AV_127e", ...AV, name: "Frosty Spirit", buff: { attack: 2, health: 2 } },
  // Herald of Lokholar: "Battlecry: Draw a Frost spell."
  { id: "AV_101", battlecry: [{ type: "draw", where: { type: "spell", spellSchool: "FROST" } }] },
  // Grimtotem Bounty Hunter: "Battlecry: Destroy an enemy Legendary minion."
  { id: "AV_138", target: { type: "minion", side: "enemy", where: { rarity: "LEGENDARY" } }, battlecry: [{ type: "destroy", to: "target" }] },
  // Bracing Cold: "Restore #5 Health to your hero. Reduce the Cost of a random spell in your hand by (2)."
  { id: "ONY_013", spell: [{ type: "heal", amount: 5, to: "friendly-hero" },
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "spell" } } }, enchantment: "ONY_013e" }] },
  { id: "ONY_013e", ...AV, name: "Shivers", buff: { cost: -2 } },
  // Vitality Surge: "Draw a minion. Restore Health to your hero equal to its Cost." (no minion: nothing)
  { id: "AV_213", spell: [{ type: "draw", where: { type: "minion" } }, { type: "if", if: { count: { all: "drawn" }, atLeast: 1 },
    then: [{ type: "heal", amount: { stat: "cost", of: { all: "drawn" } }, to: "friendly-hero" }] }] },
  // Spawn of Deathwing: "Battlecry: Destroy a random enemy minion. Discard a random card."
  { id: "ONY_035", battlecry: [{ type: "destroy", to: { random: "enemy-minions" } }, { type: "discard", count: 1 }] },
  // Stormpike Quartermaster: "After you cast a spell, give a random minion in your hand +1/+1."
  { id: "AV_401", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } },
    do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "AV_401e" }] }] },
  { id: "AV_401e", ...AV, name: "Quartered", buff: { attack: 1, health: 1 } },
  // Undying Disciple: "Taunt. Deathrattle: Deal damage equal to this minion's Attack to all enemy minions." (its Attack as it
  // left play)
  { id: "AV_325", deathrattle: [{ type: "damage", amount: { stat: "attack", of: "self", lastKnown: true }, to: "enemy-minions" }] },
  // Shield Shatter: "Deal $5 damage to all minions. Costs (1) less for each Armor you have."
  { id: "AV_108", spell: [{ type: "damage", amount: 5, to: "all-minions" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { stat: "armor", of: "friendly-hero", multiply: -1 } } }] },
  // Snowed In: "Destroy a damaged minion. Freeze all other minions."
  { id: "AV_322", target: { type: "minion", where: { damaged: true } }, spell: [{ type: "destroy", to: "target" },
    { type: "freeze", to: { from: "all-minions", except: "target" } }] },
  // Frostwolf Warmaster: "Costs (1) less for each card you've played this turn."
  { id: "AV_134", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisTurn: "card", multiply: -1 } } }] },
  // Ur'zul Giant: "Costs (1) less for each friendly minion that died this game."
  { id: "AV_265", auras: [{ to: "self", zone: "hand", buff: { cost: { died: "minions", multiply: -1 } } }] },
  // Lokholar the Ice Lord: "Rush, Windfury. Costs (5) less if you have 15 Health or less."
  { id: "AV_141t", auras: [{ to: "self", zone: "hand", buff: { cost: -5 }, if: { value: { stat: "health", of: "friendly-hero" }, atMost: 15 } }] },
  // Pet Collector: "Battlecry: Summon a Beast from your deck that costs (5) or less."
  { id: "ONY_009", battlecry: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "BEAST", maxCost: 5 } }] },
  // Furious Howl: "Draw a card. Repeat until you have at least 3 cards." (a draw, then again while the hand has fewer than 3)
  { id: "ONY_008", spell: [{ type: "repeat", do: [{ type: "draw" }], while: { not: { count: { all: "hand", side: "friendly" }, atLeast: 3 } } }] },
  // Shivering Sorceress: "Battlecry: Reduce the Cost of the highest Cost spell in your hand by (1)." (a random one of ties)
  { id: "AV_114", battlecry: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "spell" } }, highest: "cost" }, enchantment: "AV_114e" }] },
  { id: "AV_114e", ...AV, name: "Shocking", buff: { cost: -1 } },
  // Gift of the Naaru: "Restore #3 Health to all characters. If any are still damaged, draw a card."
  { id: "AV_330", spell: [{ type: "heal", amount: 3, to: "all-characters" },
    { type: "if", if: { exists: { all: "characters", where: { damaged: true } } }, then: [{ type: "draw" }] }] },
  // Brasswing: "At the end of your turn, deal 2 damage to all enemies. Honorable Kill: Restore #4 Health to your hero."
  { id: "AV_340", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 2, to: "enemy-characters" }] }],
    honorableKill: [{ type: "heal", amount: 4, to: "friendly-hero" }] },
  // Don't Stand in the Fire!: "Deal $10 damage randomly split among all enemy minions. Overload: (1)" (Spell Damage does not
  // apply: the card data's ImmuneToSpellpower)
  { id: "ONY_011", spell: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 10 }, spellDamage: false }] },
  // Keen Reflex: "Deal $1 damage to all minions. Honorable Kill: Gain +1 Attack this turn." (your hero, once per minion)
  { id: "ONY_014", spell: [{ type: "damage", amount: 1, to: "all-minions" }], honorableKill: [{ type: "buff", to: "friendly-hero", enchantment: "ONY_014e" }] },
  { id: "ONY_014e", ...AV, name: "Keen Reflex", buff: { attack: 1, oneTurn: true } },
  // Axe Berserker: "Rush. Honorable Kill: Draw a weapon."
  { id: "AV_565", honorableKill: [{ type: "draw", where: { type: "weapon" } }] },
  // Onyxian Drake: "Taunt. Battlecry: Deal damage equal to your Armor to an enemy minion."
  { id: "ONY_024", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "damage", amount: { stat: "armor", of: "friendly-hero" }, to: "target" }] },
  // Hit It Very Hard: "Gain +10 Attack and 'Can't attack heroes' this turn." (your hero: CANNOT_ATTACK_HEROES, as Air Support)
  { id: "ONY_023", spell: [{ type: "buff", to: "friendly-hero", enchantment: "ONY_023e" }] },
  { id: "ONY_023e", ...AV, name: "Hit It Hard", buff: { attack: 10, grants: ["CANNOT_ATTACK_HEROES"], oneTurn: true } },
  // To the Front!: "Your minions cost (2) less this turn (but not less than 1)." (a one-turn state on your hero)
  { id: "AV_119", spell: [{ type: "buff", to: "friendly-hero", enchantment: "AV_119e" }] },
  { id: "AV_119e", ...AV, name: "Frontlined", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { cost: -2, minCost: 1 } }] },
  // Luminous Geode: "After a friendly minion is healed, give it +2 Attack."
  { id: "AV_326", triggers: [{ on: "heal", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "buff", to: "event-target", enchantment: "AV_326e" }] }] },
  { id: "AV_326e", ...AV, name: "Illuminated", buff: { attack: 2 } },
  // Icehoof Protector: "Taunt. Freeze any character damaged by this minion."
  { id: "AV_133", triggers: [{ on: "damage", if: { source: "self" }, do: [{ type: "freeze", to: "event-target" }] }] },
  // Lightmaw Netherdrake: "Battlecry: If you're holding a Holy and a Shadow spell, deal 3 damage to all other minions."
  { id: "ONY_026", battlecry: [{ type: "if", if: { all: [
    { exists: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "HOLY" } } },
    { exists: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "SHADOW" } } }] },
    then: [{ type: "damage", amount: 3, to: "all-other-minions" }] }] },
  // --- Lasts 3 turns (lasting spells: in the secret zone for three of its player's turns, as Time-Travel's Paladin auras) ---
  // Iceblood Garrison: "At the end of your turn, deal $1 damage to all minions. Lasts 3 turns."
  { id: "AV_660", lasts: { turns: 3 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "damage", amount: 1, to: "all-minions" }] }] },
  // Stormpike Aid Station: "At the end of your turn, give your minions +2 Health. Lasts 3 turns."
  { id: "AV_664", lasts: { turns: 3 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "buff", to: "friendly-minions", enchantment: "AV_664e2" }] }] },
  { id: "AV_664e2", ...AV, name: "Restored", buff: { health: 2 } },
  // Field of Strife: "Your minions have +1 Attack. Lasts 3 turns."
  { id: "AV_661", lasts: { turns: 3 }, auras: [{ zone: "secret", to: "friendly-minions", buff: { attack: 1 }, enchantment: "AV_661e2" }] },
  { id: "AV_661e2", ...AV, name: "Empowered", buff: { attack: 1 } },
  // Dun Baldar Bridge: "After you summon a minion, give it +2/+2. Lasts 3 turns."
  { id: "AV_344", lasts: { turns: 3 }, triggers: [{ on: "after-summon", zone: "secret", if: { target: { side: "friendly", type: "minion" } },
    do: [{ type: "buff", to: "event-target", enchantment: "AV_344e" }] }] },
  { id: "AV_344e", ...AV, name: "Coldtooth Supplies", buff: { attack: 2, health: 2 } },
  // Dun Baldar Bunker: "At the end of your turn, draw a Secret and set its Cost to (1). Lasts 3 turns."
  { id: "AV_147", lasts: { turns: 3 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" },
    do: [{ type: "draw", where: { secret: true } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "AV_147e" }] }] },
  { id: "AV_147e", ...AV, name: "Cloaked Secrets", buff: { setCost: 1 } },
  // Iceblood Tower: "At the end of your turn, cast another spell from your deck. Lasts 3 turns." (a random one that can be
  // cast, 2.3)
  { id: "AV_290", lasts: { turns: 3 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "castSpell", from: "deck" }] }] },
  // Sigil of Reckoning: "At the start of your next turn, summon a random Demon from your hand." A Sigil (rules-notes 242, as
  // Sigil of the Seas)
  { id: "AV_264", lasts: { turns: 2 }, triggers: [{ on: "turn-start", zone: "secret", if: { turn: "own" },
    do: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", race: "DEMON" } }, { type: "destroy", to: "self" }] }] },
  // Irondeep Trogg: "After your opponent casts a spell, summon another Irondeep Trogg." (the after-play step, 2.3)
  { id: "AV_137", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "summon", card: "AV_137" }] }] },
  // Gankster: "Stealth. After your opponent plays a minion, attack it." (a forced attack, 2.6; not if it is already dying)
  { id: "AV_238", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "forceAttack", attacker: "self", defender: "event-target" }] }] },
  // Boomkin: "Choose One - Restore #8 Health to your hero; or Deal 4 damage."
  { id: "ONY_018", chooseOne: [
    { effects: [{ type: "heal", amount: 8, to: "friendly-hero" }] },
    { target: { type: "character" }, effects: [{ type: "damage", amount: 4, to: "target" }] },
  ] },
  // Capture Coldtooth Mine: "Choose One - Draw your lowest Cost card; or Draw your highest Cost card." (a random one of ties)
  { id: "AV_295", chooseOne: [
    { effects: [{ type: "draw", lowest: "cost" }] },
    { effects: [{ type: "draw", highest: "cost" }] },
  ] },
  // Ram Tamer: "Battlecry: If you control a Secret, gain +1/+1 and Stealth."
  { id: "AV_335", battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { secret: true } } }, then: [{ type: "buff", to: "self", enchantment: "AV_335e" }] }] },
  { id: "AV_335e", ...AV, name: "Sneaking Up", buff: { attack: 1, health: 1, grants: ["STEALTH"] } },
  // Stonehearth Vindicator: "Battlecry: Draw a spell that costs (3) or less. It costs (0) this turn."
  { id: "AV_343", battlecry: [{ type: "draw", where: { type: "spell", maxCost: 3 } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "AV_343e" }] },
  { id: "AV_343e", ...AV, name: "Stone Fortitude", buff: { setCost: 0, oneTurn: true } },
  // Stormpike Battle Ram: "Rush. Deathrattle: Your next Beast costs (2) less." (a cost state on your hero, used up by a Beast)
  { id: "AV_334", deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "AV_334e" }] },
  { id: "AV_334e", ...AV, name: "Ready for Battle", auras: [{ to: { all: "hand", side: "friendly", where: { race: "BEAST" } }, buff: { cost: -2 } }], consumedBy: { race: "BEAST" } },
  // Reflecto Engineer: "Battlecry: Swap the Attack and Health of all minions in both players' hands."
  { id: "AV_256", battlecry: [{ type: "swapAttackHealth", to: { all: "hand", where: { type: "minion" } }, enchantment: "AV_256e" }] },
  { id: "AV_256e", ...AV, name: "Reflected" },
  // Haleh, Matron Protectorate: "After you cast a spell, deal 4 damage randomly split among all enemies." (one hit at a time)
  { id: "ONY_007", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 4 } }] }] },
  // Hold the Bridge: "Give a minion +2/+1 and Divine Shield. It gains Lifesteal until end of turn."
  { id: "AV_338", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "AV_338e" }, { type: "buff", to: "target", enchantment: "AV_338e2" }] },
  { id: "AV_338e", ...AV, name: "High Morale", buff: { attack: 2, health: 1, grants: ["DIVINE_SHIELD"] } },
  { id: "AV_338e2", ...AV, name: "High Morale", buff: { grants: ["LIFESTEAL"], oneTurn: true } },
  // Felfire in the Hole!: "Draw a spell and deal $2 damage to all enemies. If it's a Fel spell, deal $1 more." (no spell
  // drawn: 2)
  { id: "AV_281", spell: [{ type: "draw", where: { type: "spell" } }, { type: "if", if: { count: { all: "drawn", where: { spellSchool: "FEL" } }, atLeast: 1 },
    then: [{ type: "damage", amount: 3, to: "enemy-characters" }], else: [{ type: "damage", amount: 2, to: "enemy-characters" }] }] },
  // Grave Defiler: "Battlecry: Copy a Fel spell in your hand." (a random one; none: nothing)
  { id: "AV_308", battlecry: [{ type: "addCard", copyOf: { random: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "FEL" } } } }] },
  // Hollow Abomination: "Battlecry: Deal 1 damage to all enemy minions. Honorable Kill: Gain the minion's Attack." (its
  // Attack as the Honorable Kill resolves)
  { id: "AV_313", battlecry: [{ type: "damage", amount: 1, to: "enemy-minions" }],
    honorableKill: [{ type: "buff", to: "self", attack: { stat: "attack", of: "event-target" }, enchantment: "AV_313e" }] },
  { id: "AV_313e", ...AV, name: "Consumed" },
  // --- Discover ---
  // Battle Vicar: "Battlecry: Discover a Holy spell."
  { id: "ONY_022", battlecry: [{ type: "discover", from: { type: "SPELL", spellSchool: "HOLY", yourClass: true } }] },
  // Reconnaissance: "Discover a Deathrattle minion from another class. It costs (2) less."
  { id: "AV_710", spell: [{ type: "discover", from: { type: "MINION", mechanic: "DEATHRATTLE", otherClass: true }, cost: -2 }] },
  // Drakefire Amulet: "Tradeable. Discover 2 Dragons. Summon them." (each taken one summoned, as Hero's Welcome's)
  { id: "ONY_029", requires: { space: "friendly-board" }, spell: [
    { type: "discover", from: { type: "MINION", race: "DRAGON", yourClass: true }, into: "play" },
    { type: "discover", from: { type: "MINION", race: "DRAGON", yourClass: true }, into: "play" }] },
  // Glaciate: "Discover an 8-Cost minion. Summon and Freeze it."
  { id: "AV_107", requires: { space: "friendly-board" }, spell: [{ type: "discover", from: { type: "MINION", cost: 8, yourClass: true }, into: "play" },
    { type: "freeze", to: { all: "summoned" } }] },
  // Revive Pet: "Discover a friendly Beast that died this game. Summon it." (as Succumb to Madness)
  { id: "AV_333", requires: { space: "friendly-board" }, spell: [{ type: "discover", from: "died", where: { race: "BEAST" }, into: "play" }] },
  // Snowfall Graveyard: "Your Deathrattles trigger twice. Lasts 3 turns." (every Deathrattle of yours, a weapon's too)
  { id: "AV_400", lasts: { turns: 3 }, auras: [{ rule: "all-deathrattles-twice", zone: "secret" }] },
  // --- Mage ---
  // Mass Polymorph: "Transform all minions into 1/1 Sheep." (its Sheep AV_218t, a Beast by its name, as Polymorph's)
  { id: "AV_218", spell: [{ type: "transform", to: "all-minions", card: "AV_218t" }] },
  { id: "AV_218t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "MAGE", name: "Sheep", attack: 1, health: 1, races: ["BEAST"] },
  // Deep Breath: "Deal $1 damage to a minion and its neighbors. (Improved by number of other spells in your hand.)" (1 more
  // for each spell in your hand as it resolves; the target, then its neighbours, one mass damage)
  { id: "ONY_006", target: { type: "minion" }, spell: [{ type: "damage", amount: { count: { all: "hand", side: "friendly", where: { type: "spell" } }, add: 1 },
    to: { adjacent: "target", self: "first" } }] },
  // Arcane Brilliance: "Add a copy of a 7, 8, 9, and 10-Cost spell in your deck to your hand." (a random one of each Cost;
  // none of a Cost: nothing for it)
  { id: "AV_116", spell: [7, 8, 9, 10].map((cost) => ({ type: "addCard" as const, copyOf: { random: { all: "deck" as const, side: "friendly" as const, where: { type: "spell" as const, cost } } } })) },
  // SI:7 Smuggler: "Battlecry: Summon a random 1-Cost minion. (Upgraded for each other SI:7 card you have played this
  // game.)" (a minion of Cost 1 + the other SI:7 cards played, its own play left out)
  { id: "ONY_030", battlecry: [{ type: "summonRandom", pool: { type: "MINION", cost: { playedThisGame: "card", cards: SI7_CARDS } } }] },
  // --- w10/late-a (definitions only) ---
  // Stormwind Avenger: "After you cast a spell on this minion, it gains +2 Attack." (the after-play step, 2.3: the spell
  // played with this minion as its target, as Sethekk Veilweaver reads "a spell on a minion")
  { id: "ONY_020", triggers: [{ on: "after-play", if: [{ target: { side: "friendly", type: "spell" } }, { entity: "self", matches: { is: "played-target" } }],
    do: [{ type: "buff", to: "self", enchantment: "ONY_020e" }] }] },
  { id: "ONY_020e", ...AV, name: "En Garde", buff: { attack: 2 } },
  // Gear Grubber: "Taunt. If you end your turn with any unspent Mana, reduce this card's Cost by (1)." (a hand trigger at its
  // player's turn end; "unspent Mana" is the Mana still available, as Crystal Merchant's)
  { id: "ONY_002", triggers: [{ on: "turn-end", zone: "hand", if: [{ turn: "own" }, { value: { mana: "available" }, atLeast: 1 }],
    do: [{ type: "buff", to: "self", enchantment: "ONY_002e" }] }] },
  { id: "ONY_002e", ...AV, name: "More Loot", buff: { cost: -1 } },
  // Ivus, the Forest Lord: "Battlecry: Spend the rest of your Mana and gain +2/+2, Rush, Divine Shield, or Taunt at random for
  // each." (one random pick of the four for each Mana spent, each pick anew: a pick may repeat). The game's enchantments, their
  // texts from the game client's card headers (a bot's card-script dump): AV_142e Crystalskin "+2/+2", e2 Uprooted "Rush",
  // e3 Forestguard "Divine Shield", e4 Imposing "Taunt".
  { id: "AV_142t", battlecry: [{ type: "spendMana", all: true }, { type: "repeat", times: { manaSpent: "now" }, do: [{ type: "choose", random: true, options: [
    { card: "AV_142e", effects: [{ type: "buff", to: "self", enchantment: "AV_142e" }] },
    { card: "AV_142e2", effects: [{ type: "buff", to: "self", enchantment: "AV_142e2" }] },
    { card: "AV_142e3", effects: [{ type: "buff", to: "self", enchantment: "AV_142e3" }] },
    { card: "AV_142e4", effects: [{ type: "buff", to: "self", enchantment: "AV_142e4" }] },
  ] }] }] },
  { id: "AV_142e", ...AV, cardClass: "NEUTRAL", name: "Crystalskin", buff: { attack: 2, health: 2 } },
  { id: "AV_142e2", ...AV, cardClass: "NEUTRAL", name: "Uprooted", buff: { grants: ["RUSH"] } },
  { id: "AV_142e3", ...AV, cardClass: "NEUTRAL", name: "Forestguard", buff: { grants: ["DIVINE_SHIELD"] } },
  { id: "AV_142e4", ...AV, cardClass: "NEUTRAL", name: "Imposing", buff: { grants: ["TAUNT"] } },
  // Desecrated Graveyard: "At the end of your turn, destroy your lowest Attack minion to summon a 4/4 Shade. Lasts 3 turns."
  // A lasting spell (as Iceblood Garrison); "to summon": no friendly minion, no Shade; ties: a random one of the lowest. The
  // destroyed minion is still on the board as the Shade is summoned (no death phase inside a text), so a full board summons none.
  { id: "AV_657", lasts: { turns: 3 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "if", if: { exists: "friendly-minions" },
    then: [{ type: "destroy", to: { random: "friendly-minions", lowest: "attack" } }, { type: "summon", card: "AV_657t" }] }] }] },
  // Desecrated Shade: a 4-Cost 4/4 Undead (the game client's card headers, as the tokens below)
  { id: "AV_657t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "WARLOCK", name: "Desecrated Shade", cost: 4, attack: 4, health: 4, races: ["UNDEAD"] },
  // The tokens below are not in the card data; their facts (class, Cost, stats, type, spell school, text) are the game
  // client's, from a bot's card-script headers generated from it ("public class AV_323t:MinionBase{ //NAME=废铁步兵
  // //TEXT=嘲讽 //MAJ=WARRIOR|COST=3|ATK=2|HP=4|RACE=NONE"), each matching its parent's text; names from missing-ids.json.
  // Scrapsmith: "Taunt Battlecry: Add two 2/4 Grunts with Taunt to your hand."
  { id: "AV_323", battlecry: [{ type: "addCard", card: "AV_323t", count: 2 }] },
  { id: "AV_323t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "WARRIOR", name: "Scrappy Grunt", cost: 3, attack: 2, health: 4, tags: { TAUNT: 1 } },
  // Ram Commander: "Battlecry: Add two 1/1 Rams with Rush to your hand."
  { id: "AV_219", battlecry: [{ type: "addCard", card: "AV_219t", count: 2 }] },
  { id: "AV_219t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "NEUTRAL", name: "Battle Ram", cost: 1, attack: 1, health: 1, races: ["BEAST"], tags: { RUSH: 1 } },
  // Kobold Taskmaster: "Battlecry: Add 2 Armor Scraps to your hand that give +2 Health to a minion."
  { id: "AV_136", battlecry: [{ type: "addCard", card: "AV_136t", count: 2 }] },
  { id: "AV_136t", type: "SPELL", inferred: true, set: "ALTERAC_VALLEY", cardClass: "NEUTRAL", name: "Armor Scrap", cost: 1,
    target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "AV_136e" }] },
  { id: "AV_136e", ...AV, cardClass: "NEUTRAL", name: "Rusted Armor", buff: { health: 2 } },
  // Build a Snowman: "Summon a 3/3 Snowman that Freezes. Add "Build a Snowbrute" to your hand." — Build a Snowbrute (6, Frost):
  // "Summon a 6/6 Snowbrute that Freezes. Add "Build a Snowgre" to your hand."; Build a Snowgre (9, Frost): "Summon a 9/9
  // Snowgre that Freezes." ("Freezes": Freeze any character damaged by this minion, the FREEZE keyword; Elementals)
  { id: "AV_282", spell: [{ type: "summon", card: "AV_282t" }, { type: "addCard", card: "AV_282t2" }] },
  { id: "AV_282t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "MAGE", name: "Snowman", cost: 3, attack: 3, health: 3, races: ["ELEMENTAL"], tags: { FREEZE: 1 } },
  { id: "AV_282t2", type: "SPELL", inferred: true, set: "ALTERAC_VALLEY", cardClass: "MAGE", name: "Build A Snowbrute", cost: 6, spellSchool: "FROST",
    spell: [{ type: "summon", card: "AV_282t3" }, { type: "addCard", card: "AV_282t4" }] },
  { id: "AV_282t3", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "MAGE", name: "Snowbrute", cost: 6, attack: 6, health: 6, races: ["ELEMENTAL"], tags: { FREEZE: 1 } },
  { id: "AV_282t4", type: "SPELL", inferred: true, set: "ALTERAC_VALLEY", cardClass: "MAGE", name: "Build A Snowgre", cost: 9, spellSchool: "FROST",
    spell: [{ type: "summon", card: "AV_282t5" }] },
  { id: "AV_282t5", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "MAGE", name: "Snowgre", cost: 9, attack: 9, health: 9, races: ["ELEMENTAL"], tags: { FREEZE: 1 } },
  // Dreadlich Tamsin (hero): "Battlecry: Deal 3 damage to all minions. Shuffle 3 Rifts into your deck. Draw 3 cards." Its Hero
  // Power Chains of Dread (2): "Shuffle a Rift into your deck. Draw a card."; the Rift is Fel Rift (3, Fel): "Casts When Drawn
  // Summon a 3/3 Dread Imp." (Dread Imp: a 3-Cost 3/3 Demon)
  { id: "AV_316", heroPower: "AV_316hp", battlecry: [{ type: "damage", amount: 3, to: "all-minions" }, { type: "shuffleIntoDeck", card: "AV_316t4", count: 3 }, { type: "draw", count: 3 }] },
  { id: "AV_316hp", type: "HERO_POWER", inferred: true, set: "ALTERAC_VALLEY", cardClass: "WARLOCK", name: "Chains Of Dread", cost: 2,
    power: [{ type: "shuffleIntoDeck", card: "AV_316t4" }, { type: "draw" }] },
  { id: "AV_316t4", type: "SPELL", inferred: true, set: "ALTERAC_VALLEY", cardClass: "WARLOCK", name: "Fel Rift", cost: 3, spellSchool: "FEL",
    castsWhenDrawn: true, spell: [{ type: "summon", card: "AV_316t" }] },
  { id: "AV_316t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "WARLOCK", name: "Dread Imp", cost: 3, attack: 3, health: 3, races: ["DEMON"] },
  // Seeds of Destruction: "Shuffle four Rifts into your deck. They summon a 3/3 Dread Imp when drawn." (the same Fel Rift)
  { id: "AV_277", spell: [{ type: "shuffleIntoDeck", card: "AV_316t4", count: 4 }] },
  // Shadowcrafter Scabbs (hero): "Battlecry: Return all minions to their owner's hands. Summon two 4/2 Shadows with Stealth."
  // Its Hero Power Sleight of Hand (0): "The next card you play this turn costs (2) less." — a one-turn cost state on your
  // hero used up by your next card (as Nathria's REV_939e2); of the game's two enchantments of that name (AV_203pe, AV_203po)
  // which is the state and which the cards' is not given: the state is AV_203pe, the cards' cost change anonymous.
  // The Shadow: a 3-Cost 4/2 Rogue minion with Stealth.
  { id: "AV_203", heroPower: "AV_203p", battlecry: [{ type: "returnToHand", to: "all-minions" }, { type: "summon", card: "AV_203t", count: 2 }] },
  { id: "AV_203p", type: "HERO_POWER", inferred: true, set: "ALTERAC_VALLEY", cardClass: "ROGUE", name: "Sleight Of Hand", cost: 0,
    power: [{ type: "buff", to: "friendly-hero", enchantment: "AV_203pe" }] },
  { id: "AV_203pe", ...AV, cardClass: "ROGUE", name: "Sleight Of Hand", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly" }, buff: { cost: -2 } }], consumedBy: {} },
  { id: "AV_203t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "ROGUE", name: "Shadow", cost: 3, attack: 4, health: 2, tags: { STEALTH: 1 } },
  // The Wolves and Whelps of the texts below: the game client's card headers list no token of their own for Frostwolf Kennels,
  // Direwolf Commander, Scale of Onyxia or Horn of Wrathion (nor does missing-ids.json), so each summons the set's one token
  // of those facts — Frostwolf Cub (AV_211t, a 2/2 Beast with Stealth) and Onyxian Whelp (ONY_001t, a 2/1 Dragon with Rush),
  // as the public simulators of the set (fireplace's AV_360, ONY_021) also do.
  // Frostwolf Kennels: "At the end of your turn, summon a 2/2 Wolf with Stealth. Lasts 3 turns." (a lasting spell)
  { id: "AV_360", lasts: { turns: 3 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "summon", card: "AV_211t" }] }] },
  // Direwolf Commander: "Honorable Kill: Summon a 2/2 Wolf with Stealth."
  { id: "AV_124", honorableKill: [{ type: "summon", card: "AV_211t" }] },
  // Scale of Onyxia: "Fill your board with 2/1 Whelps with Rush."
  { id: "ONY_021", spell: [{ type: "summon", card: "ONY_001t", count: { space: "friendly-board" } }] },
  // Horn of Wrathion: "Draw a minion. If it's a Dragon, summon two 2/1 Whelps with Rush." (the minion drawn, as Darkmoon's
  // DMF_113 reads its draws: burned by a full hand, it is still the card drawn)
  { id: "ONY_017", spell: [{ type: "draw", where: { type: "minion" } },
    { type: "if", if: { exists: { all: "drawn", where: { race: "DRAGON" } } }, then: [{ type: "summon", card: "ONY_001t", count: 2 }] }] },
  // Frozen Stagguard (AV_257t): "Freeze any character damaged by this minion." — a 3-Cost 3/4 Shaman Elemental (the client's
  // card headers). Bearon Gla'shear's "3/4 Elemental that Freezes"; the headers list no token of Wildpaw Cavern's own, so
  // its "3/4 Elemental that Freezes" (also Shaman's) is the same card.
  { id: "AV_257t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "SHAMAN", name: "Frozen Stagguard", cost: 3, attack: 3, health: 4, races: ["ELEMENTAL"], tags: { FREEZE: 1 } },
  // Bearon Gla'shear: "Battlecry: For each Frost spell you've cast this game, summon a 3/4 Elemental that Freezes." (the record
  // of cards played this game, as "each Fel spell you've cast this game" reads it)
  { id: "AV_257", battlecry: [{ type: "summon", card: "AV_257t", count: { playedThisGame: "spell", spellSchool: "FROST" } }] },
  // Wildpaw Cavern: "At the end of your turn, summon a 3/4 Elemental that Freezes. Lasts 3 turns." (a lasting spell)
  { id: "AV_268", lasts: { turns: 3 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "summon", card: "AV_257t" }] }] },
  // Spring the Trap: "Deal $3 damage to a minion and cast a Secret from your deck. Honorable Kill: Cast 2." (the text casts one;
  // an Honorable Kill, a trigger of the damage resolved after the text, casts one more: two in all; no Secret left, nothing)
  { id: "AV_224", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "castSpell", from: "deck", where: { secret: true } }],
    honorableKill: [{ type: "castSpell", from: "deck", where: { secret: true } }] },
  // Spirit Mount: "Give a minion +1/+2 and Spell Damage +1. When it dies, summon a Spirit Raptor." Its enchantment ONY_012e
  // (the game client's card headers: "+1/+2 and Spell Damage +1. Deathrattle: Summon a Spirit Raptor.") carries the
  // Deathrattle; the Raptor ONY_012t (Bru'kan's Raptor): a 2-Cost 1/2 Shaman Undead with Spell Damage +1.
  { id: "ONY_012", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "ONY_012e" }] },
  { id: "ONY_012e", ...AV, cardClass: "SHAMAN", name: "With Da Spirits", buff: { attack: 1, health: 2 }, spellDamage: 1,
    deathrattle: [{ type: "summon", card: "ONY_012t" }] },
  { id: "ONY_012t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "SHAMAN", name: "Brukans Raptor", cost: 2, attack: 1, health: 2, races: ["UNDEAD"], spellDamage: 1 },
  // Mi'da, Pure Light: "Divine Shield, Lifesteal Deathrattle: Shuffle a Fragment into your deck that resummons Mi'da when
  // drawn." The Fragment ONY_028t (the client's headers): a 6-Cost Holy Priest spell, "Casts When Drawn Summon Mi'da, Pure Light."
  { id: "ONY_028", deathrattle: [{ type: "shuffleIntoDeck", card: "ONY_028t" }] },
  { id: "ONY_028t", type: "SPELL", inferred: true, set: "ALTERAC_VALLEY", cardClass: "PRIEST", name: "Fragment Of Mida", cost: 6, spellSchool: "HOLY",
    castsWhenDrawn: true, spell: [{ type: "summon", card: "ONY_028" }] },
  // Caria Felsoul: "Battlecry: Transform into a 6/6 copy of a Demon in your deck." (a random Demon of the deck; a copy, 4.8:
  // from the deck to play it keeps that card's states; then set to 6/6 by the game's AV_267e2, "Attack and Health set to 6"
  // in the client's headers. No Demon in the deck: nothing.)
  { id: "AV_267", battlecry: [{ type: "group", of: { random: { all: "deck", side: "friendly", where: { type: "minion", race: "DEMON" } } }, do: [
    { type: "if", if: { exists: { all: "group" } }, then: [{ type: "transform", to: "self", copyOf: { all: "group" } }, { type: "buff", to: "self", enchantment: "AV_267e2" }] }] }] },
  { id: "AV_267e2", ...AV, cardClass: "DEMONHUNTER", name: "Demonic", buff: { setAttack: 6, setHealth: 6 } },
  // Battleworn Vanguard: "After your hero attacks, summon two 1/1 Felwings." (the after-attack step; the client's headers list
  // no Felwing of the set, so it is Outland's Felwing, BT_922t, the game's one 1/1 "邪翼蝠" — as the public simulators do)
  { id: "AV_118", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summon", card: "BT_922t", count: 2 }] }] },
  // Frozen Buckler: "Gain 10 Armor. At the start of your next turn, lose 5 Armor." The game's AV_109e (Chilly, "Lose 5 Armor
  // next turn.") on your hero: at your next turn's start the hero loses up to 5 Armor (what it has, at most 5: `spendArmor`
  // with nothing for each, a loss that is no damage), then it expires.
  { id: "AV_109", spell: [{ type: "armor", amount: 10 }, { type: "buff", to: "friendly-hero", enchantment: "AV_109e" }] },
  { id: "AV_109e", ...AV, cardClass: "WARRIOR", name: "Chilly", triggers: [{ on: "turn-start", if: { turn: "own" },
    do: [{ type: "spendArmor", upTo: 5, each: [] }, { type: "expire" }] }] },
  // ---- w11/storm (rules-notes 1101) ----
  // Double Agent: "Battlecry: If you're holding a card from another class, summon a copy of this." (the filter otherClass; the
  // copy is a 4.8 copy of the minion in play, its states kept)
  { id: "AV_711", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { otherClass: true } } },
    then: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // Razorglaive Sentinel: "After you play the left or right-most card in your hand, draw a card." (the place the card was
  // played from, its play record: `playedFrom: "outcast"`, rules-notes 934; its own play not, self-trigger protection)
  { id: "ONY_036", triggers: [{ on: "after-play", ifMinionGone: "left-play", if: { target: { side: "friendly", playedFrom: "outcast" } }, do: [{ type: "draw" }] }] },
  // Drek'Thar: "Battlecry: If this costs more than every minion in your deck, summon one of those minions." (its Cost now
  // against each minion's in the deck now — every one of them cheaper; none in the deck: nothing to summon)
  { id: "AV_100", battlecry: [{ type: "if", if: { value: { count: { all: "deck", side: "friendly", where: { type: "minion", lessThanOf: { stat: "cost", of: "self" } } },
    add: { count: { all: "deck", side: "friendly", where: { type: "minion" } }, multiply: -1 } }, atLeast: 0 },
    then: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } }] }] },
  // Vanndar Stormpike: "Battlecry: If this costs less than every minion in your deck, reduce their Cost by (3)."
  { id: "AV_223", battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { type: "minion", atMostOf: { stat: "cost", of: "self" } } } } },
    then: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "AV_223e" }] }] },
  // inferred from Vanndar Stormpike's text
  { id: "AV_223e", ...AV, cardClass: "NEUTRAL", name: "Occupy the Keep", buff: { cost: -3 } },
  // Felwalker: "Taunt. Battlecry: Cast the highest Cost Fel spell from your hand." (as Clumsy Courier's)
  { id: "AV_286", battlecry: [{ type: "castSpell", from: "hand", highest: "cost", where: { spellSchool: "FEL" } }] },
  // --- Session 12 (w12/nathria): cost states, links, the summon record (rules-notes 1286-1290) ---
  // Frostsaber Matriarch: "Taunt. Costs (1) less for each Beast you've summoned this game." (the summon record, played Beasts included)
  { id: "AV_291", auras: [{ to: "self", zone: "hand", buff: { cost: { summoned: "minions", race: "BEAST", multiply: -1 } } }] },
  // Cavalry Horn (weapon): "Deathrattle: Summon the lowest Cost minion in your hand." (its Cost now; a random one among ties)
  { id: "AV_341", deathrattle: [{ type: "putIntoPlay", from: "hand", of: { random: { all: "hand", side: "friendly", where: { type: "minion" } }, lowest: "cost" } }] },
  // Sacrificial Summoner: "Battlecry: Destroy a friendly minion. Summon a minion from your deck that costs (1) more." (one
  // costing exactly (1) more than the destroyed minion's Cost, read after the destroy, 4.10; no friendly minion: nothing)
  { id: "AV_312", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "destroy", to: "target" },
    { type: "putIntoPlay", from: "deck", where: { type: "minion", cost: { stat: "cost", of: "target", add: 1 } } }] },
  // Tamsin's Phylactery: "Discover a friendly Deathrattle minion that died this game. Give your minions its Deathrattle." (the
  // death record's cards as printed; the card taken is set aside, remembered by AV_317e on each friendly minion now)
  { id: "AV_317", spell: [{ type: "discover", from: "died", where: { has: "deathrattle" }, into: "aside" },
    { type: "if", if: { exists: { all: "added" } }, then: [{ type: "buff", to: "friendly-minions", enchantment: "AV_317e", remember: { all: "added" } }] }] },
  // inferred from Tamsin's Phylactery's text
  { id: "AV_317e", ...AV, cardClass: "WARLOCK", name: "Lich Perfume", deathrattle: [{ type: "rememberedDeathrattle" }] },
  // Najak Hexxen: "Battlecry: Take control of an enemy minion. Deathrattle: Give the minion back." (the stolen minion carries
  // AV_331e, "Give this back when Najak is destroyed": a link — Silence on Najak, or the minion leaving play, cuts it)
  { id: "AV_331", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "buff", to: "target", enchantment: "AV_331e", link: true },
    { type: "takeControl", to: "target" }], deathrattle: [{ type: "takeControl", to: { linked: "AV_331e" }, side: "enemy" }] },
  // inferred from Najak Hexxen's text
  { id: "AV_331e", ...AV, cardClass: "PRIEST", name: "Dark Concoction" },
  // Frostbite: "Deal $3 damage. Honorable Kill: Your opponent's next spell costs (2) more." (a cost state of the opponent's on
  // their hero, AV_259e, used up by their next spell whenever they play it; AV_259e2 on the spells of their hand)
  { id: "AV_259", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }],
    honorableKill: [{ type: "buff", to: "enemy-hero", enchantment: "AV_259e" }] },
  // inferred from Frostbite's text
  { id: "AV_259e", ...AV, cardClass: "SHAMAN", name: "Frostbitten", actsForHost: true, consumedBy: { type: "spell" },
    auras: [{ to: { all: "hand", side: "enemy", where: { type: "spell" } }, buff: { cost: 2 }, enchantment: "AV_259e2" }] },
  // inferred from Frostbite's text
  { id: "AV_259e2", ...AV, cardClass: "SHAMAN", name: "Frostbitten", buff: { cost: 2 } },
  // Pride Seeker: "Battlecry: Your next Choose One card costs (2) less." (a cost state on your hero, AV_296e, used up by your
  // next Choose One card; AV_296e2 on those of your hand)
  { id: "AV_296", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "AV_296e" }] },
  // inferred from Pride Seeker's text
  { id: "AV_296e", ...AV, cardClass: "DRUID", name: "Grown Up", consumedBy: { has: "chooseOne" },
    auras: [{ to: { all: "hand", side: "friendly", where: { has: "chooseOne" } }, buff: { cost: -2 }, enchantment: "AV_296e2" }] },
  // inferred from Pride Seeker's text
  { id: "AV_296e2", ...AV, cardClass: "DRUID", name: "Proud", buff: { cost: -2 } },
  // Frozen Mammoth: "This is Frozen until you cast a Fire spell." (whenever it enters play it gets AV_128e, a Frozen that does
  // not thaw at the end of a turn; its controller's next Fire spell — after it is cast, 2.3 — ends it, as Silence does.
  // Played, in its own step after the Battlecry step (`whenPlayed`, no Battlecry); summoned by an effect, by its own
  // after-summon trigger (`ownSummon`, which a play's pre-check leaves out: rules-notes 1006) — never both)
  { id: "AV_128", whenPlayed: [{ type: "buff", to: "self", enchantment: "AV_128e" }],
    triggers: [{ on: "after-summon", ownSummon: true, if: { target: "self" }, do: [{ type: "buff", to: "self", enchantment: "AV_128e" }] }] },
  // inferred from Frozen Mammoth's text
  { id: "AV_128e", ...AV, cardClass: "NEUTRAL", name: "Unthawed", actsForHost: true, buff: { grants: ["FROZEN"] },
    triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", spellSchool: "FIRE" } }, do: [{ type: "expire" }] }] },
  // Wings of Hate: "Summon two 1/1 Felwings. (Upgrades when you have 5 Mana.)" — Rank 2 (ONY_016t) three, upgrading at 10, Rank
  // 3 (ONY_016t2) four (the data lacks both ranks: their texts and 1-Cost from the game's client data; the Felwing is
  // Umberwing's BT_922t)
  { id: "ONY_016", rank: { at: 5, into: "ONY_016t" }, spell: [{ type: "summon", card: "BT_922t", count: 2 }] },
  // inferred from Wings of Hate's text (its Rank 2 and 3 texts and Cost from the game's client data)
  { id: "ONY_016t", type: "SPELL", inferred: true, set: "ALTERAC_VALLEY", cardClass: "DEMONHUNTER", name: "Wings Of Hate Rank2", cost: 1,
    rank: { at: 10, into: "ONY_016t2" }, spell: [{ type: "summon", card: "BT_922t", count: 3 }] },
  { id: "ONY_016t2", type: "SPELL", inferred: true, set: "ALTERAC_VALLEY", cardClass: "DEMONHUNTER", name: "Wings Of Hate Rank3", cost: 1,
    spell: [{ type: "summon", card: "BT_922t", count: 4 }] },
  // Curse of Agony: "Shuffle three Agonies into the opponent's deck. They deal Fatigue damage when drawn." (the Agony,
  // ONY_034t, "Casts When Drawn. Take Fatigue damage.": 1-Cost Shadow, from the game's client data; its drawer takes it)
  { id: "ONY_034", spell: [{ type: "shuffleIntoDeck", card: "ONY_034t", count: 3, player: "enemy" }] },
  // inferred from Curse of Agony's text (Cost and school from the game's client data)
  { id: "ONY_034t", type: "SPELL", inferred: true, set: "ALTERAC_VALLEY", cardClass: "WARLOCK", name: "Agony", cost: 1, spellSchool: "SHADOW",
    castsWhenDrawn: true, spell: [{ type: "fatigue" }] },
  // Stormpike Marshal: "Taunt. If you took 5 or more damage on your opponent's turn, this costs (1)." (the damage your hero took
  // during your opponent's latest turn, Armor and Health lost; during their turn, what it took so far)
  { id: "AV_135", auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { value: { heroDamaged: "amountOnOpponentsTurn" }, atLeast: 5 } }] },
  // --- Session 13 (w13/nathria) ---
  // Forsaken Lieutenant: "Stealth. After you play a Deathrattle minion, become a 2/2 copy of it with Rush." (after the play of a
  // friendly minion that had a Deathrattle as played, still in play: it becomes a copy of it, 4.8 with its states, then AV_601e
  // sets 2/2 and gives Rush — a transform, 4.5: the same entity, summoning state kept)
  { id: "AV_601", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", playedHas: "deathrattle" } },
    do: [{ type: "transform", to: "self", copyOf: "event-target", enchantment: "AV_601e" }] }] },
  // inferred from Forsaken Lieutenant's text: "a 2/2 copy of it with Rush"
  { id: "AV_601e", ...AV, name: "Forsaken", buff: { setAttack: 2, setHealth: 2, grants: ["RUSH"] } },
  // Full-Blown Evil: "Deal $5 damage randomly split among all enemy minions. Repeatable this turn." (five hits of 1, each at a
  // random enemy minion not mortally wounded; the data's ImmuneToSpellpower: not raised. "Repeatable this turn" is Echo, as
  // Witch's Brew's — the keyword tag ECHO the data does not give this card)
  { id: "AV_285", tags: { ECHO: 1 }, spell: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 5 }, spellDamage: false }] },
  // Captain Galvangar: "Battlecry: If you have gained 15 or more Armor this game, gain +3/+3 and Charge." (the Armor gained this
  // game — the amount thisGame armorGained: each Armor gain, a hero card's Armor too; none lost counted back)
  { id: "AV_145", battlecry: [{ type: "if", if: { value: { thisGame: "armorGained" }, atLeast: 15 }, then: [{ type: "buff", to: "self", enchantment: "AV_145e" }] }] },
  // inferred from Captain Galvangar's text: "+3/+3 and Charge"
  { id: "AV_145e", ...AV, name: "Fury of the Frostwolf", buff: { attack: 3, health: 3, grants: ["CHARGE"] } },
  // Spammy Arcanist: "Battlecry: Deal 1 damage to all other minions. If any die, repeat this." (the minions the damage leaves
  // mortally wounded die before the next run — a forced death, 5.7, their Deathrattles with it — and it repeats while a run
  // leaves any mortally wounded; the last run's die in the normal death phase — rules-notes 1471)
  { id: "AV_222", battlecry: [{ type: "repeat", do: [{ type: "forcedDeath" }, { type: "damage", amount: 1, to: "all-other-minions" }],
    while: { exists: { all: "minions", where: { mortallyWounded: true } } } }] },
  // Cheaty Snobold: "After an enemy is Frozen, deal 3 damage to it." (the `freeze` event of an enemy character: each one a
  // mass Freeze freezes, in order of play once all are Frozen; a Freeze keyword's in its damage's queue — rules-notes 1472)
  { id: "AV_251", triggers: [{ on: "freeze", if: { target: { side: "enemy" } }, do: [{ type: "damage", amount: 3, to: "event-target" }] }] },
  // Shadow Word: Devour: "Choose a minion. It steals 1 Health from ALL other minions." (every other minion in play, of both sides,
  // loses 1 Health — AV_324e3, a 1-Health one dies — and the chosen one gains as much Health as was taken, AV_324e2; the game's
  // two enchantments named for it, Superior and Inferior — rules-notes 1473)
  { id: "AV_324", target: { type: "minion" }, spell: [
    { type: "buff", to: "target", enchantment: "AV_324e2", health: { count: { all: "minions", where: { not: "target" } } } },
    { type: "buff", to: { all: "minions", where: { not: "target" } }, enchantment: "AV_324e3" }] },
  // inferred from Shadow Word: Devour's text: the Health it steals, given by the buff
  { id: "AV_324e2", ...AV, name: "Superior" },
  // inferred from Shadow Word: Devour's text: "1 Health" stolen
  { id: "AV_324e3", ...AV, name: "Inferior", buff: { health: -1 } },
  // Amplified Snowflurry: "Battlecry: Your next Hero Power costs (0) and Freezes the target." (AV_115e5 on your Hero Power: it
  // costs (0) until used; as its use's Inspire step comes, the character it targeted is Frozen and the state goes — an
  // untargeted use just uses it up, as Aimed Shot's SW_321e — rules-notes 1475)
  { id: "AV_115", battlecry: [{ type: "buff", to: "friendly-hero-power", enchantment: "AV_115e5" }] },
  // inferred from Amplified Snowflurry's text: "Your next Hero Power costs (0) and Freezes the target"
  { id: "AV_115e5", ...AV, name: "Icy", buff: { setCost: 0 },
    triggers: [{ on: "inspire", if: { source: "self" }, do: [{ type: "freeze", to: "event-target" }, { type: "expire" }] }] },
  // Korrak the Bloodrager: "Deathrattle: If this wasn't Honorably Killed, resummon Korrak." (Honorably Killed: a hit left it at
  // exactly 0 Health on the turn of that hit's source's controller — 5.1's Honorable Kill from its side, the stat
  // `honorablyKilled`, read as it left play; destroyed, or taken below 0, it comes back — rules-notes 1476)
  { id: "AV_143", deathrattle: [{ type: "if", if: { value: { stat: "honorablyKilled", of: "self", lastKnown: true }, atMost: 0 }, then: [{ type: "summon", card: "AV_143" }] }] },
  // --- Session 14 (w14/storm; rules-notes 1727) ---
  // Impfestation: "Summon a 3/3 Dread Imp to attack each enemy minion." (the enemy minions as it resolves, in order of play:
  // for each, a Dread Imp — Dreadlich Tamsin's AV_316t, the game's 3/3 Dread Imp — is summoned and attacks it, one after
  // another; a minion already dead or gone is not attacked, and with a full board no Imp comes: rules-notes 1727)
  { id: "ONY_033", spell: [{ type: "group", of: "enemy-minions", each: true, do: [{ type: "summon", card: "AV_316t" },
    { type: "forceAttack", attacker: { all: "summoned" }, defender: "group" }] }] },
  // Raid Negotiator: "Battlecry: Discover a Choose One card. It has both effects combined." (the card taken gets CHOOSE_BOTH,
  // w14/titans' tag: played, it resolves both options; rules-notes 1702)
  { id: "ONY_019", battlecry: [{ type: "discover", from: { type: "CARD", mechanic: "CHOOSE_ONE", yourClass: true } },
    { type: "buff", to: { all: "added", where: { zone: "hand" } }, grants: ["CHOOSE_BOTH"] }] },
  // Smokescreen: "Draw 5 cards. Trigger any Deathrattles drawn." (once the five are drawn, the Deathrattles of those in your
  // hand resolve there, in the order drawn — `triggerDeathrattle` `inHand`; a card burned by a full hand has none:
  // rules-notes 1728)
  { id: "ONY_031", spell: [{ type: "draw", count: 5 }, { type: "triggerDeathrattle", to: { all: "drawn", where: { zone: "hand", has: "deathrattle" } }, inHand: true }] },
  // Flanking Maneuver: "Summon a 4/2 Demon with Rush. If it dies this turn, summon another." (the Snowy Satyr AV_269t, a
  // 3-Cost 4/2 Demon with Rush in the client's card header; AV_269e, "If this dies summon another", a one-turn enchantment
  // that cannot be silenced and is no Deathrattle — no DEATHRATTLE in its header, so Baron Rivendare does not double it —
  // whose death trigger summons one more Satyr, without the enchantment: rules-notes 1732)
  { id: "AV_269", spell: [{ type: "summon", card: "AV_269t", enchantment: "AV_269e" }] },
  // inferred from Flanking Maneuver's text (the Satyr's Cost from the client's card header)
  { id: "AV_269t", type: "MINION", inferred: true, set: "ALTERAC_VALLEY", cardClass: "DEMONHUNTER", name: "Snowy Satyr", cost: 3, attack: 4, health: 2, races: ["DEMON"], tags: { RUSH: 1 } },
  { id: "AV_269e", ...AV, cardClass: "DEMONHUNTER", name: "Woe Is Me", buff: { oneTurn: true }, tags: { CANT_BE_SILENCED: 1 }, whenDies: [{ type: "summon", card: "AV_269t" }] },
  // Cera'thine Fleetrunner: "Battlecry: Replace your minions in hand and deck with ones from other classes. They cost (2)
  // less." (each minion card of your hand, then of your deck, becomes where it lies a random minion of a class other than
  // your hero's — neutral ones left out, the pool's `otherClass` — with AV_403e2, (2) less: rules-notes 1738)
  { id: "AV_403", battlecry: [
    { type: "transform", to: { all: "hand", side: "friendly", where: { type: "minion" } }, pool: { type: "MINION", otherClass: true }, enchantment: "AV_403e2" },
    { type: "transform", to: { all: "deck", side: "friendly", where: { type: "minion" } }, pool: { type: "MINION", otherClass: true }, enchantment: "AV_403e2" }] },
  // inferred from Cera'thine Fleetrunner's text
  { id: "AV_403e2", ...AV, cardClass: "ROGUE", name: "Quickfooted", buff: { cost: -2 } },
];
