/** Whispers of the Old Gods (OG). */
import type { CardDefinition } from "../format/index.js";

export const OG = (): CardDefinition[] => [
  // Hallazeal the Ascended: "Spell Damage +1. Your spells have Lifesteal." (Spell Damage from the card data; the rule
  // spells-lifesteal, w12/storm: rules-notes 1301)
  { id: "OG_209", auras: [{ rule: "spells-lifesteal" }] },
  // Shifter Zerus: "Each turn this is in your hand, transform it into a random minion." (5.3 即时变形效果) A hand
  // trigger at the start of your turn transforms it and attaches the "keeps shifting" enchantment, a field trigger
  // (as every enchantment's, 3.2) entered at that transform, which does the same while its host is in your hand.
  { id: "OG_123", triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [
    { type: "transform", to: "self", pool: { type: "MINION" } }, { type: "buff", to: "self", enchantment: "OG_123e" }] }] },
  { id: "OG_123e", triggers: [{ on: "turn-start", if: [{ turn: "own" }, { exists: { all: "hand", side: "friendly", where: { is: "self" } } }], do: [
    { type: "transform", to: "self", pool: { type: "MINION" } }, { type: "buff", to: "self", enchantment: "OG_123e" }] }] },
  // Y'Shaarj, Rage Unbound: "At the end of your turn, put a minion from your deck into the battlefield."
  { id: "OG_042", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } }] }] },
  // Feral Rage: "Choose One - Give your hero +4 Attack this turn; or Gain 8 Armor."
  { id: "OG_047", chooseOne: [
    { card: "OG_047a", effects: [{ type: "buff", to: "friendly-hero", enchantment: "OG_047e" }] }, // Evolve Spines
    { card: "OG_047b", effects: [{ type: "armor", amount: 8 }] }, // Evolve Scales
  ] },
  { id: "OG_047e", buff: { attack: 4, oneTurn: true } }, // Spines
  // --- w8/wild-b ---
  // Addled Grizzly: "After you summon a Beast, give it +1/+1."
  { id: "OG_313", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", race: "BEAST", not: "self" } }, do: [{ type: "buff", to: "event-target", enchantment: "OG_313e" }] }] },
  { id: "OG_313e", buff: { attack: 1, health: 1 } },
  // Forbidden Ancient: "Battlecry: Spend all your Mana. Gain +1/+1 for each Mana spent."
  { id: "OG_051", battlecry: [{ type: "spendMana", all: true }, { type: "buff", to: "self", enchantment: "OG_051e", attack: { manaSpent: "now" }, health: { manaSpent: "now" } }] },
  { id: "OG_051e" },
  // Mark of Y'Shaarj: "Give a minion +2/+2. If it's a Beast, draw a card."
  { id: "OG_048", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "OG_048e" },
    { type: "if", if: { entity: "target", matches: { race: "BEAST" } }, then: [{ type: "draw" }] }] },
  { id: "OG_048e", buff: { attack: 2, health: 2 } },
  // Mire Keeper: "Choose One - Summon a 2/2 Slime; or Gain an empty Mana Crystal."
  { id: "OG_202", chooseOne: [
    { card: "OG_202a", effects: [{ type: "summon", card: "OG_202c" }] },
    { card: "OG_202b", effects: [{ type: "manaCrystals", amount: 1, state: "empty" }] },
  ] },
  // Wisps of the Old Gods: "Choose One - Summon seven 1/1 Wisps; or Give your minions +2/+2." (the first only summons: it
  // needs a free space, rules-notes 127 and 198)
  { id: "OG_195", chooseOne: [
    { card: "OG_195a", requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "OG_195c", count: 7 }] },
    { card: "OG_195b", effects: [{ type: "buff", to: "friendly-minions", enchantment: "OG_195e" }] },
  ] },
  { id: "OG_195e", buff: { attack: 2, health: 2 } },
  // Call of the Wild: "Summon all three Animal Companions." (Misha, Leokk, Huffer; only summons: a free space, rules-notes 127)
  { id: "OG_211", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "NEW1_032" }, { type: "summon", card: "NEW1_033" }, { type: "summon", card: "NEW1_034" }] },
  // Fiery Bat: "Deathrattle: Deal 1 damage to a random enemy."
  { id: "OG_179", deathrattle: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] },
  // Forlorn Stalker: "Battlecry: Give all Deathrattle minions in your hand +1/+1."
  { id: "OG_292", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", has: "deathrattle" } }, enchantment: "OG_292e" }] },
  { id: "OG_292e", buff: { attack: 1, health: 1 } },
  // Giant Sand Worm: "Whenever this attacks and kills a minion, it may attack again." (as Warsong Grunt's, rules-notes 196)
  { id: "OG_308", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }], do: [{ type: "extraAttack", to: "self" }] }] },
  // Infested Wolf: "Deathrattle: Summon two 1/1 Spiders."
  { id: "OG_216", deathrattle: [{ type: "summon", card: "OG_216a", count: 2 }] },
  // On the Hunt: "Deal $1 damage. Summon a 1/1 Mastiff."
  { id: "OG_061", target: { type: "character" }, spell: [{ type: "damage", amount: 1, to: "target" }, { type: "summon", card: "OG_061t" }] },
  // Anomalus: "Deathrattle: Deal 8 damage to all minions."
  { id: "OG_120", deathrattle: [{ type: "damage", amount: 8, to: "all-minions" }] },
  // Cabalist's Tome: "Get 3 random Mage spells."
  { id: "OG_090", spell: [{ type: "addCard", pool: { type: "SPELL", cardClass: "MAGE" }, count: 3 }] },
  // Faceless Summoner: "Battlecry: Summon a random 3-Cost minion."
  { id: "OG_207", battlecry: [{ type: "summonRandom", pool: { type: "MINION", cost: 3 } }] },
  // Forbidden Flame: "Spend all your Mana. Deal that much damage to a minion." (Spell Damage adds to it)
  { id: "OG_086", target: { type: "minion" }, spell: [{ type: "spendMana", all: true }, { type: "damage", amount: { manaSpent: "now" }, to: "target" }] },
  // Servant of Yogg-Saron: "Battlecry: Cast a random spell that costs (5) or more (targets chosen randomly)."
  { id: "OG_087", battlecry: [{ type: "castSpell", pool: { type: "SPELL", costAtLeast: 5 } }] },
  // Shatter: "Destroy a Frozen minion."
  { id: "OG_081", target: { type: "minion", where: { tag: "FROZEN" } }, spell: [{ type: "destroy", to: "target" }] },
  // Twilight Flamecaller: "Battlecry: Deal 1 damage to all enemy minions."
  { id: "OG_083", battlecry: [{ type: "damage", amount: 1, to: "enemy-minions" }] },
  // Aberrant Berserker: "Has +2 Attack while damaged." (an aura on itself, as Amani Berserker)
  { id: "OG_150", auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 2 }, enchantment: "OG_150e" }] },
  { id: "OG_150e", buff: { attack: 2 } },
  // Bilefin Tidehunter: "Battlecry: Summon a 1/1 Ooze with Taunt."
  { id: "OG_156", battlecry: [{ type: "summon", card: "OG_156a" }] },
  // Blackwater Pirate: "Your weapons cost (2) less."
  { id: "OG_322", auras: [{ to: { all: "hand", side: "friendly", where: { type: "weapon" } }, buff: { cost: -2 } }] },
  // Corrupted Healbot: "Deathrattle: Restore 8 Health to the enemy hero."
  { id: "OG_147", deathrattle: [{ type: "heal", amount: 8, to: "enemy-hero" }] },
  // Corrupted Seer: "Battlecry: Deal 2 damage to all non-Murloc minions."
  { id: "OG_161", battlecry: [{ type: "damage", amount: 2, to: { all: "minions", where: { notRace: "MURLOC" } } }] },
  // Cyclopian Horror: "Taunt. Battlecry: Gain +1 Health for each enemy minion."
  { id: "OG_337", battlecry: [{ type: "buff", to: "self", enchantment: "OG_337e", health: { count: "enemy-minions" } }] },
  { id: "OG_337e" },
  // Hogger, Doom of Elwynn: "Whenever this minion takes damage, summon a 2/2 Gnoll with Taunt."
  { id: "OG_318", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "summon", card: "OG_318t" }] }] },
  // Infested Tauren: "Taunt. Deathrattle: Summon a 2/2 Slime."
  { id: "OG_249", deathrattle: [{ type: "summon", card: "OG_249a" }] },
  // Midnight Drake: "Battlecry: Gain +1 Attack for each other card in your hand." (played, it has left the hand)
  { id: "OG_320", battlecry: [{ type: "buff", to: "self", enchantment: "OG_320e", attack: { count: { all: "hand", side: "friendly" } } }] },
  { id: "OG_320e" },
  // Mukla, Tyrant of the Vale: "Battlecry: Add 2 Bananas to your hand."
  { id: "OG_122", battlecry: [{ type: "addCard", card: "EX1_014t", count: 2 }] },
  // N'Zoth, the Corruptor: "Battlecry: Summon your Deathrattle minions that died this game." (every such death, in the
  // order they died, until the board is full: the death record, 4.10)
  { id: "OG_133", battlecry: [{ type: "resurrect", all: true, where: { deathrattle: true } }] },
  // Nat, the Darkfisher: "At the start of your opponent's turn, they have a 50% chance to draw an extra card."
  { id: "OG_338", triggers: [{ on: "turn-start", if: { turn: "opponent" }, do: [{ type: "chance", percent: 50, then: [{ type: "draw", player: "enemy" }] }] }] },
  // Nerubian Prophet: "At the start of your turn, reduce this card's Cost by (1)." (a hand trigger)
  { id: "OG_138", triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [{ type: "buff", to: "self", enchantment: "OG_138e" }] }] },
  { id: "OG_138e", buff: { cost: -1 } },
  // Polluted Hoarder: "Deathrattle: Draw a card."
  { id: "OG_323", deathrattle: [{ type: "draw" }] },
  // Scaled Nightmare: "At the start of your turn, double this minion's Attack." (doubling adds the current Attack, 4.1)
  { id: "OG_271", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "buff", to: "self", enchantment: "OG_271e", attack: { stat: "attack", of: "self" } }] }] },
  { id: "OG_271e" },
  // Soggoth the Slitherer: "Taunt. Elusive" (the card data's keywords)
  { id: "OG_340" },
  // Spawn of N'Zoth: "Deathrattle: Give your minions +1/+1."
  { id: "OG_256", deathrattle: [{ type: "buff", to: "friendly-minions", enchantment: "OG_256e" }] },
  { id: "OG_256e", buff: { attack: 1, health: 1 } },
  // Tentacle of N'Zoth: "Deathrattle: Deal 1 damage to all minions."
  { id: "OG_151", deathrattle: [{ type: "damage", amount: 1, to: "all-minions" }] },
  // The Boogeymonster: "Whenever this attacks and kills a minion, gain +2/+2." (read in the after-attack step, as Giant Sand Worm)
  { id: "OG_300", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }], do: [{ type: "buff", to: "self", enchantment: "OG_300e" }] }] },
  { id: "OG_300e", buff: { attack: 2, health: 2 } },
  // Twilight Summoner: "Deathrattle: Summon a 5/5 Faceless Destroyer."
  { id: "OG_272", deathrattle: [{ type: "summon", card: "OG_272t" }] },
  // Validated Doomsayer: "At the start of your turn, set this minion's Attack to 7."
  { id: "OG_200", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "buff", to: "self", enchantment: "OG_200e" }] }] },
  { id: "OG_200e", buff: { setAttack: 7 } },
  // Zealous Initiate: "Deathrattle: Give a random friendly minion +1/+1."
  { id: "OG_158", deathrattle: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "OG_158e" }] },
  { id: "OG_158e", buff: { attack: 1, health: 1 } },
  // Divine Strength: "Give a minion +1/+2."
  { id: "OG_223", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "OG_223e" }] },
  { id: "OG_223e", buff: { attack: 1, health: 2 } },
  // Forbidden Healing: "Spend all your Mana. Restore twice that much Health."
  { id: "OG_198", target: { type: "character" }, spell: [{ type: "spendMana", all: true }, { type: "heal", amount: { manaSpent: "now", multiply: 2 }, to: "target" }] },
  // Ragnaros, Lightlord: "At the end of your turn, restore 8 Health to a damaged friendly character."
  { id: "OG_229", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "heal", amount: 8, to: { random: { all: "characters", side: "friendly", where: { damaged: true } } } }] }] },
  // Rallying Blade: "Battlecry: Give +1/+1 to your minions with Divine Shield."
  { id: "OG_222", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { tag: "DIVINE_SHIELD" } }, enchantment: "OG_222e" }] },
  { id: "OG_222e", buff: { attack: 1, health: 1 } },
  // Stand Against Darkness: "Summon five 1/1 Silver Hand Recruits." (only summons: a free space, rules-notes 127)
  { id: "OG_273", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "CS2_101t", count: 5 }] },
  // Vilefin Inquisitor: "Battlecry: Your Hero Power becomes 'Summon a 1/1 Murloc.'"
  { id: "OG_006", battlecry: [{ type: "replaceHeroPower", heroPower: "OG_006b" }] },
  { id: "OG_006b", power: [{ type: "summon", card: "OG_006a" }] },
  // Darkshire Alchemist: "Battlecry: Restore 5 Health."
  { id: "OG_234", target: { type: "character" }, battlecry: [{ type: "heal", amount: 5, to: "target" }] },
  // Forbidden Shaping: "Spend all your Mana. Summon a random minion that costs that much."
  { id: "OG_101", spell: [{ type: "spendMana", all: true }, { type: "summonRandom", pool: { type: "MINION", cost: { manaSpent: "now" } } }] },
  // Power Word: Tentacles: "Give a minion +2/+6."
  { id: "OG_094", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "OG_094e" }] },
  { id: "OG_094e", buff: { attack: 2, health: 6 } },
  // Shadow Word: Horror: "Destroy all minions with 2 or less Attack."
  { id: "OG_100", spell: [{ type: "destroy", to: { all: "minions", where: { maxAttack: 2 } } }] },
  // Shifting Shade: "Deathrattle: Copy a card from your opponent's deck and add it to your hand."
  { id: "OG_335", deathrattle: [{ type: "addCard", copyOf: { random: { all: "deck", side: "enemy" } } }] },
  // Bladed Cultist: "Combo: Gain +1/+1."
  { id: "OG_070", combo: [{ type: "buff", to: "self", enchantment: "OG_070e" }] },
  { id: "OG_070e", buff: { attack: 1, health: 1 } },
  // Shadow Strike: "Deal $5 damage to an undamaged character."
  { id: "OG_176", target: { type: "character", where: { damaged: false } }, spell: [{ type: "damage", amount: 5, to: "target" }] },
  // Southsea Squidface: "Deathrattle: Give your weapon +2 Attack."
  { id: "OG_267", deathrattle: [{ type: "buff", to: "friendly-weapon", enchantment: "OG_267e" }] },
  { id: "OG_267e", buff: { attack: 2 } },
  // Thistle Tea: "Draw a card. Add 2 extra copies of it to your hand."
  { id: "OG_073", spell: [{ type: "draw" }, { type: "addCard", copyOf: { all: "drawn" }, count: 2 }] },
  // Eternal Sentinel: "Battlecry: Unlock your Overloaded Mana Crystals."
  { id: "OG_026", battlecry: [{ type: "unlockOverload" }] },
  // Evolve: "Transform your minions into random minions that cost (1) more." (异变 5.2, as Cataclysm's evolving texts)
  { id: "OG_027", spell: [{ type: "transform", to: "friendly-minions",
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 1 }, costDown: { stat: "cost", of: "each" } } }] },
  // Master of Evolution: "Battlecry: Transform a friendly minion into a random one that costs (1) more."
  { id: "OG_328", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "transform", to: "target",
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 1 }, costDown: { stat: "cost", of: "each" } } }] },
  // Hammer of Twilight: "Deathrattle: Summon a 4/2 Elemental."
  { id: "OG_031", deathrattle: [{ type: "summon", card: "OG_031a" }] },
  // Primal Fusion: "Give a minion +1/+1 for each of your Totems."
  { id: "OG_023", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "OG_023t",
    attack: { count: { all: "minions", side: "friendly", where: { race: "TOTEM" } } }, health: { count: { all: "minions", side: "friendly", where: { race: "TOTEM" } } } }] },
  { id: "OG_023t" },
  // Stormcrack: "Deal $4 damage to a minion. Overload: (1)"
  { id: "OG_206", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" }] },
  // Darkshire Councilman: "After you summon a minion, gain +1 Attack."
  { id: "OG_113", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", not: "self" } }, do: [{ type: "buff", to: "self", enchantment: "OG_113e" }] }] },
  { id: "OG_113e", buff: { attack: 1 } },
  // Darkshire Librarian: "Battlecry: Discard a random card. Deathrattle: Draw a card."
  { id: "OG_109", battlecry: [{ type: "discard" }], deathrattle: [{ type: "draw" }] },
  // DOOM!: "Destroy all minions. Draw a card for each."
  { id: "OG_239", spell: [{ type: "group", of: "all-minions", do: [{ type: "destroy", to: "group" }, { type: "draw", count: { count: { all: "group" } } }] }] },
  // Forbidden Ritual: "Spend all your Mana. Summon that many 1/1 Tentacles."
  { id: "OG_114", spell: [{ type: "spendMana", all: true }, { type: "summon", card: "OG_114a", count: { manaSpent: "now" } }] },
  // Possessed Villager: "Deathrattle: Summon a 1/1 Shadowbeast."
  { id: "OG_241", deathrattle: [{ type: "summon", card: "OG_241a" }] },
  // Spreading Madness: "Deal 13 damage randomly split among ALL characters." (one at a time; no Spell Damage: the data's
  // ImmuneToSpellpower)
  { id: "OG_116", spell: [{ type: "damage", amount: 1, to: { random: "all-characters", count: 13 }, spellDamage: false }] },
  // Blood To Ichor: "Deal $1 damage to a minion. If it survives, summon a 2/2 Slime."
  { id: "OG_314", target: { type: "minion" }, spell: [{ type: "damage", amount: 1, to: "target" },
    { type: "if", if: { entity: "target", matches: { alive: true } }, then: [{ type: "summon", card: "OG_314b" }] }] },
  // Blood Warriors: "Add a copy of each damaged friendly minion to your hand."
  { id: "OG_276", spell: [{ type: "addCard", copyOf: { all: "minions", side: "friendly", where: { damaged: true } } }] },
  // Bloodsail Cultist: "Battlecry: If you control another Pirate, give your weapon +1/+1."
  { id: "OG_315", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "PIRATE", not: "self" } } },
    then: [{ type: "buff", to: "friendly-weapon", enchantment: "OG_315e" }] }] },
  { id: "OG_315e", buff: { attack: 1, health: 1 } },
  // Malkorok: "Battlecry: Equip a random weapon."
  { id: "OG_220", battlecry: [{ type: "equipWeapon", pool: { type: "WEAPON" } }] },
  // N'Zoth's First Mate: "Battlecry: Equip a 1/3 Rusty Hook."
  { id: "OG_312", battlecry: [{ type: "equipWeapon", card: "OG_058" }] },
  // Tentacles for Arms: "Deathrattle: Return this to your hand." (from the graveyard, 4.8)
  { id: "OG_033", deathrattle: [{ type: "returnToHand", to: "self", from: "graveyard" }] },
  // Selfless Hero: "Deathrattle: Give a random friendly minion Divine Shield." (a buff's random pick considers every one, 3.5)
  { id: "OG_221", deathrattle: [{ type: "buff", to: { random: "friendly-minions" }, grants: ["DIVINE_SHIELD"] }] },
  // Infest: "Give your minions 'Deathrattle: Add a random Beast to your hand.'" (Nerubian Spores, a Deathrattle the
  // enchantment gives, as Ancestral Spirit's)
  { id: "OG_045", spell: [{ type: "buff", to: "friendly-minions", enchantment: "OG_045a" }] },
  { id: "OG_045a", deathrattle: [{ type: "addCard", pool: { type: "MINION", race: "BEAST" } }] },
  // Eater of Secrets: "Battlecry: Destroy all enemy Secrets. Gain +1/+1 for each."
  // (the Secrets counted as the Battlecry starts, then destroyed, as Flare destroys them: nothing answers in between)
  { id: "OG_254", battlecry: [
    { type: "buff", to: "self", enchantment: "OG_254e", attack: { count: { all: "secrets", side: "enemy", where: { secret: true } } },
      health: { count: { all: "secrets", side: "enemy", where: { secret: true } } } },
    { type: "destroy", to: { all: "secrets", side: "enemy", where: { secret: true } } }] },
  { id: "OG_254e" },
  // A Light in the Darkness: "Discover a Paladin minion. Give it +2/+2."
  { id: "OG_311", spell: [{ type: "discover", from: { type: "MINION", cardClass: "PALADIN" }, enchantment: "OG_311e" }] },
  { id: "OG_311e", buff: { attack: 2, health: 2 } },
  // Journey Below: "Discover a Deathrattle card."
  { id: "OG_072", spell: [{ type: "discover", from: { type: "CARD", mechanic: "DEATHRATTLE", yourClass: true } }] },
  // Xaril, Poisoned Mind: "Battlecry and Deathrattle: Add a random Toxin card to your hand." (the five Toxins)
  { id: "OG_080", battlecry: [{ type: "addCard", pool: ["OG_080b", "OG_080c", "OG_080d", "OG_080e", "OG_080f"] }],
    deathrattle: [{ type: "addCard", pool: ["OG_080b", "OG_080c", "OG_080d", "OG_080e", "OG_080f"] }] },
  // Kingsblood Toxin: "Draw a card."
  { id: "OG_080b", spell: [{ type: "draw" }] },
  // Bloodthistle Toxin: "Return a friendly minion to your hand. It costs (2) less."
  { id: "OG_080c", target: { type: "minion", side: "friendly" }, spell: [{ type: "returnToHand", to: "target", enchantment: "OG_080ae" }] },
  { id: "OG_080ae", buff: { cost: -2 } },
  // Briarthorn Toxin: "Give a minion +3 Attack."
  { id: "OG_080d", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "OG_080ee" }] },
  { id: "OG_080ee", buff: { attack: 3 } },
  // Fadeleaf Toxin: "Give a friendly minion Stealth until your next turn."
  { id: "OG_080e", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "OG_080de" }] },
  { id: "OG_080de", buff: { grants: ["STEALTH"] }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Firebloom Toxin: "Deal $2 damage."
  { id: "OG_080f", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }] },
  // Shadowcaster: "Battlecry: Choose a friendly minion. Add a 1/1 copy to your hand that costs (1)." (a copy of a minion in
  // play is a fresh card, 4.8; Flickering Darkness makes it a 1/1 costing 1)
  { id: "OG_291", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "addCard", copyOf: "target", enchantment: "OG_291e" }] },
  { id: "OG_291e", buff: { setAttack: 1, setHealth: 1, setCost: 1 } },
  // Embrace the Shadow: "This turn, your healing effects deal damage instead." (a one-turn state on your hero carrying the
  // rule aura healing-deals-damage, Auchenai's)
  { id: "OG_104", spell: [{ type: "buff", to: "friendly-hero", enchantment: "OG_104e" }] },
  { id: "OG_104e", buff: { oneTurn: true }, auras: [{ rule: "healing-deals-damage" }] },

  // ── C'Thun "wherever it is" (w11/old; rules-notes 1120): the card field `cthun`, the effect `buffCthun` (the player
  // tags CTHUN_ATTACK_BUFF, CTHUN_HEALTH_BUFF, CTHUN_TAUNT_BUFF) and the amount `{ cthun: "attack" }`.
  // C'Thun: "Battlecry: Deal damage equal to this minion's Attack randomly split among all enemies." (hits of 1, each at a
  // random enemy not mortally wounded, 3.5; the number its Attack as the Battlecry starts)
  { id: "OG_280", cthun: true, battlecry: [{ type: "repeat", times: { stat: "attack", of: "self" }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] },
  // Beckoner of Evil: "Battlecry: Give your C'Thun +2/+2 (wherever it is)."
  { id: "OG_281", battlecry: [{ type: "buffCthun", attack: 2, health: 2, enchantment: "OG_281e" }] },
  { id: "OG_281e" },
  // C'Thun's Chosen: "Divine Shield. Battlecry: Give your C'Thun +3/+3 (wherever it is)."
  { id: "OG_283", battlecry: [{ type: "buffCthun", attack: 3, health: 3, enchantment: "OG_281e" }] },
  // Twilight Geomancer: "Taunt. Battlecry: Give your C'Thun +1/+1 and Taunt (wherever it is)."
  { id: "OG_284", battlecry: [{ type: "buffCthun", attack: 1, health: 1, taunt: true, enchantment: "OG_284e" }] },
  { id: "OG_284e", buff: { grants: ["TAUNT"] } },
  // Twilight Elder: "At the end of your turn, give your C'Thun +1/+1 (wherever it is)."
  { id: "OG_286", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buffCthun", attack: 1, health: 1, enchantment: "OG_281e" }] }] },
  // Dark Arakkoa: "Taunt. Battlecry: Give your C'Thun +4/+4 (wherever it is)." (OG_293f "Dark Guardian: Increased Stats.";
  // the data's OG_293e still says an older +5/+5)
  { id: "OG_293", battlecry: [{ type: "buffCthun", attack: 4, health: 4, enchantment: "OG_293f" }] },
  { id: "OG_293f" },
  // Cult Sorcerer: "Spell Damage +1. After you cast a spell, give your C'Thun +1/+1 (wherever it is)." (a spell played from
  // hand: after-play, as the other "after you cast a spell" cards)
  { id: "OG_303", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buffCthun", attack: 1, health: 1, enchantment: "OG_303e" }] }] },
  { id: "OG_303e", buff: { attack: 1, health: 1 } },
  // Crazed Worshipper: "Taunt. Whenever this minion takes damage, give your C'Thun +1/+1 (wherever it is)."
  { id: "OG_321", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "buffCthun", attack: 1, health: 1, enchantment: "OG_321e" }] }] },
  { id: "OG_321e", buff: { attack: 1, health: 1 } },
  // Hooded Acolyte: "Taunt. Whenever a character is healed, give your C'Thun +1/+1 (wherever it is)." (any character)
  { id: "OG_334", triggers: [{ on: "heal", if: { target: "character" }, do: [{ type: "buffCthun", attack: 1, health: 1, enchantment: "OG_281e" }] }] },
  // Usher of Souls: "Whenever a minion dies, give your C'Thun +1/+1 (wherever it is)." (any minion, either side)
  { id: "OG_302", triggers: [{ on: "death", if: { target: "minion" }, do: [{ type: "buffCthun", attack: 1, health: 1, enchantment: "OG_302e" }] }] },
  { id: "OG_302e" },
  // Skeram Cultist: "Battlecry: Give your C'Thun +2/+2 (wherever it is)."
  { id: "OG_339", battlecry: [{ type: "buffCthun", attack: 2, health: 2, enchantment: "OG_339e" }] },
  { id: "OG_339e", buff: { attack: 2, health: 2 } },
  // Disciple of C'Thun: "Battlecry: Deal 2 damage. Give your C'Thun +2/+2 (wherever it is)."
  { id: "OG_162", target: { type: "character" }, battlecry: [{ type: "damage", amount: 2, to: "target" }, { type: "buffCthun", attack: 2, health: 2, enchantment: "OG_281e" }] },
  // Blade of C'Thun: "Battlecry: Destroy a minion. Add its Attack and Health to your C'Thun's (wherever it is)." (its Attack
  // and current Health as the Battlecry resolves, after it is destroyed: still in play until the death phase, rules-notes 1120)
  { id: "OG_282", target: { type: "minion" }, battlecry: [{ type: "destroy", to: "target" },
    { type: "buffCthun", attack: { stat: "attack", of: "target" }, health: { stat: "health", of: "target" }, enchantment: "OG_282e" }] },
  { id: "OG_282e" },
  // Klaxxi Amber-Weaver: "Taunt. Battlecry: If your C'Thun has at least 10 Attack, gain +5 Health."
  { id: "OG_188", battlecry: [{ type: "if", if: { value: { cthun: "attack" }, atLeast: 10 }, then: [{ type: "buff", to: "self", enchantment: "OG_188e" }] }] },
  { id: "OG_188e", buff: { health: 5 } },
  // Twin Emperor Vek'lor: "Taunt. Battlecry: If your C'Thun has at least 10 Attack, summon another Emperor." (Twin Emperor
  // Vek'nilash, OG_319, the data's 4/6 Taunt)
  { id: "OG_131", battlecry: [{ type: "if", if: { value: { cthun: "attack" }, atLeast: 10 }, then: [{ type: "summon", card: "OG_319" }] }] },
  { id: "OG_319" },
  // Twilight Darkmender: "Battlecry: If your C'Thun has at least 10 Attack, restore #10 Health to your hero."
  { id: "OG_096", battlecry: [{ type: "if", if: { value: { cthun: "attack" }, atLeast: 10 }, then: [{ type: "heal", amount: 10, to: "friendly-hero" }] }] },
  // Ancient Shieldbearer: "Battlecry: If your C'Thun has at least 10 Attack, gain 10 Armor."
  { id: "OG_301", battlecry: [{ type: "if", if: { value: { cthun: "attack" }, atLeast: 10 }, then: [{ type: "armor", amount: 10 }] }] },

  // ── w11/old: cards whose steps the format has.
  // Cult Apothecary: "Battlecry: For each enemy minion, restore #2 Health to your hero." (one heal of 2 for each, as the
  // game's count-then-heal: no enemy minion, a heal of 0)
  { id: "OG_295", battlecry: [{ type: "heal", amount: { count: "enemy-minions", multiply: 2 }, to: "friendly-hero" }] },
  // Demented Frostcaller: "After you cast a spell, Freeze a random enemy." (a spell played from hand: after-play; any
  // enemy character, 3.5)
  { id: "OG_085", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "freeze", to: { random: "enemy-characters" } }] }] },
  // Princess Huhuran: "Battlecry: Trigger a friendly minion's Deathrattle." (a target only while one has a Deathrattle)
  { id: "OG_309", target: { type: "minion", side: "friendly", where: { has: "deathrattle" } }, battlecry: [{ type: "triggerDeathrattle", to: "target" }] },
  // Faceless Shambler: "Taunt. Battlecry: Copy a friendly minion's Attack and Health." (its Attack and current Health, set on
  // itself: OG_174e)
  { id: "OG_174", target: { type: "minion", side: "friendly" },
    battlecry: [{ type: "buff", to: "self", enchantment: "OG_174e", setAttack: { stat: "attack", of: "target" }, setHealth: { stat: "health", of: "target" } }] },
  { id: "OG_174e" },
  // --- lead, session 12 ---
  // Thing from Below: "Taunt. Costs (1) less for each Totem you've summoned this game." (the summon record)
  { id: "OG_028", auras: [{ to: "self", zone: "hand", buff: { cost: { summoned: "minions", race: "TOTEM", multiply: -1 } } }] },
  // Darkspeaker: "Battlecry: Swap stats with a friendly minion." (Attack and Health both, as Vol'jin's Health, rules-notes 1023)
  { id: "OG_102", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "swapStats", with: "target", stat: "both", enchantment: "OG_102e" }] },
  { id: "OG_102e" },
  // Silithid Swarmer: "Can only attack if your hero attacked this turn." (as Felsaber, YOP_002)
  { id: "OG_034", auras: [{ to: "self", buff: { grants: ["CANT_ATTACK"] }, if: { not: { entity: "friendly-hero", matches: { attackedThisTurn: true } } } }] },
  // Deathwing, Dragonlord: "Deathrattle: Put all Dragons from your hand into the battlefield." (each in turn from the left of
  // the hand, as Krul's summon of all, rules-notes 1565; a full board leaves the rest in hand)
  { id: "OG_317", deathrattle: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", race: "DRAGON" }, all: true }] },
  // Herald Volazj: "Battlecry: Summon a 1/1 copy of each of your other minions." (copies with their states, 4.8, made 1/1 by
  // OG_316k before each summon event, as Dollmaster Dorian's; placed as one summon's several minions — rules-notes 1761)
  { id: "OG_316", battlecry: [{ type: "summonCopy", of: "other-friendly-minions", copyState: true, enchantment: "OG_316k" }] },
  { id: "OG_316k", buff: { setAttack: 1, setHealth: 1 } },
  // Yogg-Saron, Hope's End: "Battlecry: Cast a random spell for each spell you've cast this game (targets chosen randomly)."
  // The count is the record of your spell plays, read once; each spell is any class's, cast in full (its forced death after)
  // before the next; Yogg stops as soon as it is no longer itself in play — dead or mortally wounded, returned, transformed
  // or silenced (the game's 2016 change; rules-notes 1767).
  { id: "OG_134", battlecry: [{ type: "repeat", times: { playedThisGame: "spell" }, do: [
    { type: "if", if: { entity: "self", matches: { alive: true, name: "Yogg-Saron, Hope's End", notTag: "SILENCED" } }, then: [{ type: "castSpell", pool: { type: "SPELL" } }] },
  ] }] },
];
