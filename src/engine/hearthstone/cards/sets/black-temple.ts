/** Ashes of Outland (BLACK_TEMPLE). */
import type { CardDefinition } from "../format/index.js";

export const BLACK_TEMPLE = (): CardDefinition[] => [
  // Keli'dan the Breaker: "Battlecry: Destroy a minion. If drawn this turn, instead destroy all minions except this one." (a
  // target only while it was not drawn this turn — the condition drawnThisTurn, w12/storm: rules-notes 1302 —, read as it is
  // played; drawn this turn, every other minion is destroyed instead)
  { id: "BT_196", target: { type: "minion", if: { not: { drawnThisTurn: true } } },
    battlecry: [{ type: "if", if: { drawnThisTurn: true }, then: [{ type: "destroy", to: "all-other-minions" }], else: [{ type: "destroy", to: "target" }] }] },
  // Keli'dan's label "Drawn this turn." (the engine keeps it as the card's tag DRAWN_THIS_TURN; nothing attaches this label)
  { id: "BT_196e" },
  // Maiev Shadowsong: "Battlecry: Choose a minion. It goes Dormant for 2 turns." (休眠, 4.6; the rulebook's examples)
  { id: "BT_737", target: { type: "minion" }, battlecry: [{ type: "dormant", to: "target", turns: 2 }] },

  // --- Deathrattles that summon a token of the card data ---
  // Coilfang Warlord: "Rush Deathrattle: Summon a 5/9 Warlord with Taunt."
  { id: "BT_761", deathrattle: [{ type: "summon", card: "BT_761t" }] },
  // Disguised Wanderer: "Deathrattle: Summon a 9/1 Inquisitor."
  { id: "BT_728", deathrattle: [{ type: "summon", card: "BT_728t" }] },
  // Dragonmaw Sky Stalker: "Deathrattle: Summon a 3/4 Dragonrider."
  { id: "BT_726", deathrattle: [{ type: "summon", card: "BT_726t" }] },
  // Cursed Vagrant: "Deathrattle: Summon a 7/5 Shadow with Stealth."
  { id: "BT_703", deathrattle: [{ type: "summon", card: "BT_703t" }] },
  // Scrapyard Colossus: "Taunt Deathrattle: Summon a 7/7 Felcracked Colossus with Taunt."
  { id: "BT_155", deathrattle: [{ type: "summon", card: "BT_155t" }] },
  // Rustsworn Initiate: "Deathrattle: Summon a 1/1 Impcaster with Spell Damage +1."
  { id: "BT_008", deathrattle: [{ type: "summon", card: "BT_008t" }] },
  // --- Dormant for 2 turns, nothing on awakening ---
  // Imprisoned Vilefiend: "Dormant for 2 turns. Rush"
  { id: "BT_156", dormant: 2 },
  // Imprisoned Homunculus: "Dormant for 2 turns. Taunt"
  { id: "BT_258", dormant: 2 },
  // --- The Imprisoned minions: "Dormant for 2 turns. When this awakens, …" — a trigger of the minion's own on its awaken event
  // (rules-notes 660), resolved as it awakens, inside its turn-start countdown ---
  // Imprisoned Antaen: "When this awakens, deal 10 damage randomly split among all enemies." (ten hits of 1, each at a random
  // enemy character not mortally wounded, 3.5)
  { id: "BT_934", dormant: 2, triggers: [{ on: "awaken", if: { target: "self" }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 10 } }] }] },
  // Imprisoned Satyr: "When this awakens, reduce the Cost of a random minion in your hand by (5)."
  { id: "BT_127", dormant: 2, triggers: [{ on: "awaken", if: { target: "self" }, do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "BT_127e" }] }] },
  { id: "BT_127e", buff: { cost: -5 } },
  // Imprisoned Felmaw: "When this awakens, attack a random enemy."
  { id: "BT_211", dormant: 2, triggers: [{ on: "awaken", if: { target: "self" }, do: [{ type: "forceAttack", attacker: "self", defender: { random: "enemy-characters" } }] }] },
  // Imprisoned Observer: "When this awakens, deal 2 damage to all enemy minions."
  { id: "BT_004", dormant: 2, triggers: [{ on: "awaken", if: { target: "self" }, do: [{ type: "damage", amount: 2, to: "enemy-minions" }] }] },
  // Imprisoned Sungill: "When this awakens, summon two 1/1 Murlocs."
  { id: "BT_009", dormant: 2, triggers: [{ on: "awaken", if: { target: "self" }, do: [{ type: "summon", card: "BT_009t", count: 2 }] }] },
  // Imprisoned Scrap Imp: "When this awakens, give all minions in your hand +2/+2."
  { id: "BT_305", dormant: 2, triggers: [{ on: "awaken", if: { target: "self" }, do: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "BT_305e" }] }] },
  { id: "BT_305e", buff: { attack: 2, health: 2 } },
  // --- Batch 3 ---
  // Al'ar: "Deathrattle: Summon a 0/3 Ashes of Al'ar that resurrects this minion on your next turn." (the Ashes' own text:
  // "At the start of your turn, transform this into Al'ar.")
  { id: "BT_735", deathrattle: [{ type: "summon", card: "BT_735t" }] },
  { id: "BT_735t", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "transform", to: "self", card: "BT_735" }] }] },
  // Blistering Rot: "At the end of your turn, summon a Rot with stats equal to this minion's." (its Attack and Health then)
  { id: "BT_721", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "BT_721t",
    setAttack: { stat: "attack", of: "self" }, setHealth: { stat: "health", of: "self" } }] }] },
  // Burrowing Scorpid: "Battlecry: Deal 2 damage. If that kills the target, gain Stealth." (the target mortally wounded by it)
  { id: "BT_717", target: { type: "character" }, battlecry: [{ type: "damage", amount: 2, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "buff", to: "self", grants: ["STEALTH"] }] }] },
  // Germination: "Summon a copy of a friendly minion. Give the copy Taunt." (a copy with its states, 4.8)
  { id: "BT_129", target: { type: "minion", side: "friendly" }, spell: [{ type: "summonCopy", of: "target", copyState: true },
    { type: "buff", to: "summoned", enchantment: "BT_129e" }] },
  { id: "BT_129e", buff: { grants: ["TAUNT"] } },
  // Psyche Split: "Give a minion +1/+2. Summon a copy of it." (the copy, for you, has the buff: 4.8)
  { id: "BT_253", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "BT_253e" }, { type: "summonCopy", of: "target", copyState: true }] },
  { id: "BT_253e", buff: { attack: 1, health: 2 } },
  // Totemic Reflection: "Give a minion +2/+2. If it's a Totem, summon a copy of it."
  { id: "BT_113", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "BT_113e" },
    { type: "if", if: { entity: "target", matches: { race: "TOTEM" } }, then: [{ type: "summonCopy", of: "target", copyState: true }] }] },
  { id: "BT_113e", buff: { attack: 2, health: 2 } },
  // Bladestorm: "Deal $1 damage to all minions. Repeat until one dies." (again while minions are there and none is mortally
  // wounded; no death phase between runs)
  { id: "BT_117", spell: [{ type: "repeat", while: { all: [{ exists: "all-minions" }, { not: { exists: { all: "minions", where: { mortallyWounded: true } } } }] },
    do: [{ type: "damage", amount: 1, to: "all-minions" }] }] },
  // Scavenging Shivarra: "Battlecry: Deal 6 damage randomly split among all other minions." (six hits of 1, 3.5)
  { id: "BT_732", battlecry: [{ type: "damage", amount: 1, to: { random: "all-other-minions", count: 6 } }] },
  // Mo'arg Artificer: "All minions take double damage from spells." (an amount-changing pre-damage trigger, 4.9 预伤害扳机 2)
  { id: "BT_733", triggers: [{ on: "pre-damage", if: [{ target: "minion" }, { source: { type: "spell" } }], do: [{ type: "changeDamage", multiply: 2 }] }] },
  // Nagrand Slam: "Summon four 3/5 Clefthoofs that attack random enemies." (all four summoned, then each attacks in turn, as
  // Ankylodon's)
  { id: "BT_163", spell: [{ type: "summon", card: "BT_163t", count: 4 }, { type: "forceAttack", attacker: { all: "summoned" }, defender: { random: "enemy-characters" } }] },
  // Beastmaster Leoroxx: "Battlecry: Summon 3 Beasts from your hand." (three random ones, one after another)
  { id: "BT_214", battlecry: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", race: "BEAST" } },
    { type: "putIntoPlay", from: "hand", where: { type: "minion", race: "BEAST" } }, { type: "putIntoPlay", from: "hand", where: { type: "minion", race: "BEAST" } }] },
  // Fel Summoner: "Deathrattle: Summon a random Demon from your hand."
  { id: "BT_509", deathrattle: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", race: "DEMON" } }] },
  // Metamorphosis: "Swap your Hero Power to "Deal 5 damage." After 2 uses, swap it back." (as Story of Sulfuras)
  { id: "BT_429", spell: [{ type: "replaceHeroPower", heroPower: "BT_429p", remember: true }] },
  { id: "BT_429p", target: { type: "character" }, power: [{ type: "damage", amount: 5, to: "target" }, { type: "replaceHeroPower", heroPower: "BT_429p2", remember: true }] },
  { id: "BT_429p2", target: { type: "character" }, power: [{ type: "damage", amount: 5, to: "target" }, { type: "restoreHeroPower" }] },
  // Warglaives of Azzinoth: "After attacking a minion, your hero may attack again."
  { id: "BT_430", triggers: [{ on: "after-attack", if: [{ source: "friendly-hero" }, { target: "minion" }], do: [{ type: "extraAttack", to: "friendly-hero" }] }] },
  // Blackjack Stunner: "Battlecry: If you control a Secret, return a minion to its owner's hand. It costs (2) more."
  { id: "BT_711", target: { type: "minion", if: { exists: { all: "secrets", side: "friendly", where: { secret: true } } } },
    battlecry: [{ type: "returnToHand", to: "target", enchantment: "BT_711e" }] },
  { id: "BT_711e", buff: { cost: 2 } },
  // Greyheart Sage: "Battlecry: If you control a Stealthed minion, draw 2 cards."
  { id: "BT_710", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { tag: "STEALTH" } } }, then: [{ type: "draw", count: 2 }] }] },
  // Apexis Smuggler: "After you play a Secret, Discover a spell."
  { id: "BT_022", triggers: [{ on: "after-play", if: { target: { side: "friendly", secret: true } }, do: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] }] },
  // Shadowjeweler Hanar: "After you play a Secret, Discover a Secret from a different class."
  { id: "BT_188", triggers: [{ on: "after-play", if: { target: { side: "friendly", secret: true } },
    do: [{ type: "discover", from: { type: "SPELL", mechanic: "SECRET", otherClass: true } }] }] },
  // Sethekk Veilweaver: "After you cast a spell on a minion, add a Priest spell to your hand." (a random one)
  { id: "BT_254", triggers: [{ on: "after-play", if: [{ target: { side: "friendly", type: "spell" } }, { entity: "played-target", matches: { type: "minion" } }],
    do: [{ type: "addCard", pool: { type: "SPELL", cardClass: "PRIEST" } }] }] },
  // Bogstrok Clacker: "Battlecry: Transform adjacent minions into random minions that cost (1) more." (as Evolve, 5.2)
  { id: "BT_106", battlecry: [{ type: "transform", to: { adjacent: "self" },
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 1 }, costDown: { stat: "cost", of: "each" } } }] },
  // Boggspine Knuckles: "After your hero attacks, transform your minions into random ones that cost (1) more."
  { id: "BT_102", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "transform", to: "friendly-minions",
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 1 }, costDown: { stat: "cost", of: "each" } } }] }] },
  // Bamboozle: "Secret: When one of your minions is attacked, transform it into a random one that costs (3) more."
  { id: "BT_042", triggers: [{ on: "pre-attack", if: { target: "friendly-minion" }, do: [{ type: "transform", to: "event-target",
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 3 }, costDown: { stat: "cost", of: "each" } } }] }] },
  // Evocation: "Fill your hand with random Mage spells. They are Temporary." (BT_006e: "Discards at the end of your turn", as
  // the Temporary state GBL_999e)
  { id: "BT_006", spell: [{ type: "repeat", times: { count: { all: "hand", side: "friendly" }, multiply: -1, add: 10 },
    do: [{ type: "addCard", pool: { type: "SPELL", cardClass: "MAGE" }, enchantment: "BT_006e" }] }] },
  { id: "BT_006e", triggers: [{ on: "turn-end", zone: "hand", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // --- The Primes: "Deathrattle: Shuffle '… Prime' into your deck." ---
  // Murgur Murgurgle: "Divine Shield Deathrattle: Shuffle 'Murgurgle Prime' into your deck." Prime: "Divine Shield
  // Battlecry: Summon 4 random Murlocs. Give them Divine Shield."
  { id: "BT_019", deathrattle: [{ type: "shuffleIntoDeck", card: "BT_019t" }] },
  { id: "BT_019t", battlecry: [{ type: "summonRandom", pool: { type: "MINION", race: "MURLOC" }, count: 4 },
    { type: "buff", to: { all: "summoned" }, grants: ["DIVINE_SHIELD"] }] },
  // Zixor, Apex Predator: "Rush Deathrattle: Shuffle 'Zixor Prime' into your deck." Prime: "Rush Battlecry: Summon 3 copies
  // of this minion."
  { id: "BT_210", deathrattle: [{ type: "shuffleIntoDeck", card: "BT_210t" }] },
  { id: "BT_210t", battlecry: [{ type: "summonCopy", of: "self", copyState: true, count: 3 }] },
  // Kargath Bladefist: "Rush Deathrattle: Shuffle 'Kargath Prime' into your deck." Prime: "Rush. Whenever this attacks and
  // kills a minion, gain 10 Armor." (as Warsong Grunt's after-attack: the defender mortally wounded)
  { id: "BT_123", deathrattle: [{ type: "shuffleIntoDeck", card: "BT_123t" }] },
  { id: "BT_123t", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }], do: [{ type: "armor", amount: 10 }] }] },
  // Lady Vashj: "Spell Damage +1 Deathrattle: Shuffle 'Vashj Prime' into your deck." Prime: "Spell Damage +1 Battlecry: Draw 3
  // spells. Reduce their Cost by (3)."
  { id: "BT_109", deathrattle: [{ type: "shuffleIntoDeck", card: "BT_109t" }] },
  { id: "BT_109t", battlecry: [{ type: "draw", count: 3, where: { type: "spell" } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "BT_109te" }] },
  { id: "BT_109te", buff: { cost: -3 } },
  // Archspore Msshi'fn: "Taunt Deathrattle: Shuffle 'Msshi'fn Prime' into your deck." Prime: "Taunt Choose One - Summon a 9/9
  // Fungal Giant with Taunt; or Rush." (both chosen, Fandral: the data's 9/9 with Rush and Taunt, BT_136tt3)
  { id: "BT_136", deathrattle: [{ type: "shuffleIntoDeck", card: "BT_136t" }] },
  { id: "BT_136t", chooseOne: [{ card: "BT_136ta", effects: [{ type: "summon", card: "BT_136tt" }] }, { card: "BT_136tb", effects: [{ type: "summon", card: "BT_136tt2" }] }],
    chooseBoth: { effects: [{ type: "summon", card: "BT_136tt3" }] } },
  // Marsh Hydra: "Rush After this attacks, add a random 8-Cost minion to your hand."
  { id: "BT_133", triggers: [{ on: "after-attack", if: { source: "self" }, do: [{ type: "addCard", pool: { type: "MINION", cost: 8 } }] }] },
  // Ysiel Windsinger: "Battlecry: Your spells cost (1) this turn." (a one-turn state on your hero, as Preparation's; BT_131e)
  { id: "BT_131", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "BT_131e" }] },
  { id: "BT_131e", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { setCost: 1 } }] },
  // Ashtongue Slayer: "Battlecry: Give a Stealthed minion +3 Attack and Immune this turn."
  { id: "BT_702", target: { type: "minion", where: { tag: "STEALTH" } }, battlecry: [{ type: "buff", to: "target", enchantment: "BT_702e" }] },
  { id: "BT_702e", buff: { attack: 3, grants: ["IMMUNE"], oneTurn: true } },
  // Vivid Spores: "Give your minions "Deathrattle: Resummon this minion."" (as Ancestral Spirit's CS2_038e)
  { id: "BT_101", spell: [{ type: "buff", to: "friendly-minions", enchantment: "BT_101e" }] },
  { id: "BT_101e", deathrattle: [{ type: "summonCopy", of: "self" }] },
  // Supreme Abyssal: "Can't attack heroes." (the game's tag CANNOT_ATTACK_HEROES)
  { id: "BT_734", tags: { CANNOT_ATTACK_HEROES: 1 } },
  // Bonechewer Brawler / Vanguard: "Taunt Whenever this minion takes damage, gain +2 Attack." (Gurubashi Berserker's trigger)
  { id: "BT_715", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "buff", to: "self", enchantment: "BT_715e" }] }] },
  { id: "BT_715e", buff: { attack: 2 } },
  { id: "BT_716", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "buff", to: "self", enchantment: "BT_716e" }] }] },
  { id: "BT_716e", buff: { attack: 2 } },
  // Overconfident Orc: "Taunt While at full Health, this has +2 Attack." (an aura on itself while undamaged)
  { id: "BT_730", auras: [{ to: { all: "minions", where: { is: "self", damaged: false } }, buff: { attack: 2 } }] },
  // Ruststeed Raider: "Taunt, Rush Battlecry: Gain +4 Attack this turn."
  { id: "BT_720", battlecry: [{ type: "buff", to: "self", enchantment: "BT_720e" }] },
  { id: "BT_720e", buff: { attack: 4, oneTurn: true } },
  // Frozen Shadoweaver: "Battlecry: Freeze an enemy."
  { id: "BT_714", target: { type: "character", side: "enemy" }, battlecry: [{ type: "freeze", to: "target" }] },
  // The Augmerchants: "Battlecry: Deal 1 damage to a minion and give it Spell Damage +1 / Divine Shield / Rush."
  { id: "BT_724", target: { type: "minion" }, battlecry: [{ type: "damage", amount: 1, to: "target" }, { type: "buff", to: "target", enchantment: "BT_724e" }] },
  { id: "BT_724e", spellDamage: 1 },
  { id: "BT_722", target: { type: "minion" }, battlecry: [{ type: "damage", amount: 1, to: "target" }, { type: "buff", to: "target", grants: ["DIVINE_SHIELD"] }] },
  { id: "BT_723", target: { type: "minion" }, battlecry: [{ type: "damage", amount: 1, to: "target" }, { type: "buff", to: "target", grants: ["RUSH"] }] },
  // Felfin Navigator: "Battlecry: Give your other Murlocs +1/+1."
  { id: "BT_010", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { not: "self", race: "MURLOC" } }, enchantment: "BT_010e" }] },
  { id: "BT_010e", buff: { attack: 1, health: 1 } },
  // Sword and Board: "Deal $2 damage to a minion. Gain 2 Armor."
  { id: "BT_233", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "armor", amount: 2 }] },
  // Libram of Hope: "Restore #8 Health. Summon an 8/8 Guardian with Taunt and Divine Shield."
  { id: "BT_024", target: { type: "character" }, spell: [{ type: "heal", amount: 8, to: "target" }, { type: "summon", card: "BT_024t" }] },
  // Apotheosis: "Give a minion +2/+3 and Lifesteal."
  { id: "BT_257", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "BT_257e" }] },
  { id: "BT_257e", buff: { attack: 2, health: 3, grants: ["LIFESTEAL"] } },
  // Renew: "Restore #3 Health. Discover a spell."
  { id: "BT_252", target: { type: "character" }, spell: [{ type: "heal", amount: 3, to: "target" }, { type: "discover", from: { type: "SPELL", yourClass: true } }] },
  // Netherwalker: "Battlecry: Discover a Demon."
  { id: "BT_321", battlecry: [{ type: "discover", from: { type: "MINION", race: "DEMON", yourClass: true } }] },
  // Overgrowth: "Gain two empty Mana Crystals."
  { id: "BT_130", spell: [{ type: "manaCrystals", amount: 2, state: "empty" }] },
  // Serpentshrine Portal: "Deal $3 damage. Summon a random 3-Cost minion. Overload: (1)"
  { id: "BT_100", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "summonRandom", pool: { type: "MINION", cost: 3 } }] },
  // Starscryer: "Deathrattle: Draw a spell."
  { id: "BT_014", deathrattle: [{ type: "draw", where: { type: "spell" } }] },
  // Corsair Cache: "Draw a weapon. Give it +1/+1."
  { id: "BT_124", spell: [{ type: "draw", where: { type: "weapon" } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "BT_124e" }] },
  { id: "BT_124e", buff: { attack: 1, health: 1 } },
  // Scavenger's Ingenuity: "Draw a Beast. Give it +3/+3."
  { id: "BT_213", spell: [{ type: "draw", where: { type: "minion", race: "BEAST" } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "BT_213e" }] },
  { id: "BT_213e", buff: { attack: 3, health: 3 } },
  // Scrap Shot: "Deal $3 damage. Give a random Beast in your hand +3/+3."
  { id: "BT_205", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "BEAST" } } }, enchantment: "BT_205e" }] },
  { id: "BT_205e", buff: { attack: 3, health: 3 } },
  // Helboar: "Deathrattle: Give a random Beast in your hand +1/+1."
  { id: "BT_202", deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "BEAST" } } }, enchantment: "BT_202e" }] },
  { id: "BT_202e", buff: { attack: 1, health: 1 } },
  // Scrap Golem: "Taunt. Deathrattle: Gain Armor equal to this minion's Attack." (its Attack as it left play, 4.8)
  { id: "BT_249", deathrattle: [{ type: "armor", amount: { stat: "attack", of: "self", lastKnown: true } }] },
  // Augmented Porcupine: "Deathrattle: Deal this minion's Attack damage randomly split among all enemies." (one hit of 1 at a
  // time, each at a random enemy character not mortally wounded, 3.5; as many hits as its Attack as it left play)
  { id: "BT_201", deathrattle: [{ type: "repeat", times: { stat: "attack", of: "self", lastKnown: true }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] },
  // Ironbark / Bogbeam: "Costs (0) if you have at least 7 Mana Crystals." (Manathirst's count: your Mana Crystals, 4.12)
  { id: "BT_132", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "BT_132e" }],
    auras: [{ to: "self", zone: "hand", buff: { setCost: 0 }, if: { manathirst: 7 } }] },
  { id: "BT_132e", buff: { attack: 1, health: 3, grants: ["TAUNT"] } },
  { id: "BT_134", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { setCost: 0 }, if: { manathirst: 7 } }] },
  // Torrent: "Deal $8 damage to a minion. Costs (3) less if you cast a spell last turn."
  { id: "BT_110", target: { type: "minion" }, spell: [{ type: "damage", amount: 8, to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: -3 }, if: { playedLastTurn: "spell", atLeast: 1 } }] },
  // Shattered Rumbler: "Battlecry: If you cast a spell last turn, deal 2 damage to all other minions."
  { id: "BT_114", battlecry: [{ type: "if", if: { playedLastTurn: "spell", atLeast: 1 }, then: [{ type: "damage", amount: 2, to: "all-other-minions" }] }] },
  // Dirty Tricks: "Secret: After your opponent casts a spell, draw 2 cards."
  { id: "BT_709", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "draw", count: 2 }] }] },
  // Ambush: "Secret: After your opponent plays a minion, summon a 2/3 Ambusher with Poisonous." (as Mirror Entity)
  { id: "BT_707", triggers: [{ on: "after-play", if: [{ target: { side: "enemy", type: "minion" } }, { space: "friendly-board" }], do: [{ type: "summon", card: "BT_707t" }] }] },
  // Netherwind Portal: "Secret: After your opponent casts a spell, summon a random 4-Cost minion." (as Cat Trick)
  { id: "BT_003", triggers: [{ on: "after-play", if: [{ target: { side: "enemy", type: "spell" } }, { space: "friendly-board" }], do: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } }] }] },
  // Dragonmaw Sentinel: "Battlecry: If you're holding a Dragon, gain +1 Attack and Lifesteal."
  { id: "BT_262", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "buff", to: "self", enchantment: "BT_262e" }] }] },
  { id: "BT_262e", buff: { attack: 1, grants: ["LIFESTEAL"] } },
  // Bonechewer Raider: "Battlecry: If there is a damaged minion, gain +1/+1 and Rush."
  { id: "BT_140", battlecry: [{ type: "if", if: { exists: { all: "minions", where: { damaged: true } } }, then: [{ type: "buff", to: "self", enchantment: "BT_140e" }] }] },
  { id: "BT_140e", buff: { attack: 1, health: 1, grants: ["RUSH"] } },
  // Furious Felfin: "Battlecry: If your hero attacked this turn, gain +1 Attack and Rush."
  { id: "BT_496", battlecry: [{ type: "if", if: { entity: "friendly-hero", matches: { attackedThisTurn: true } }, then: [{ type: "buff", to: "self", enchantment: "BT_496e" }] }] },
  { id: "BT_496e", buff: { attack: 1, grants: ["RUSH"] } },
  // Darkglare: "Battlecry: If your hero took damage this turn, refresh 3 Mana Crystals."
  { id: "BT_307", battlecry: [{ type: "if", if: { heroDamagedThisTurn: true }, then: [{ type: "refreshMana", amount: 3 }] }] },
  // Dragonmaw Overseer: "At the end of your turn, give another friendly minion +2/+2." (a random one)
  { id: "BT_256", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: "other-friendly-minions" }, enchantment: "BT_256e" }] }] },
  { id: "BT_256e", buff: { attack: 2, health: 2 } },
  // Skeletal Dragon: "Taunt At the end of your turn, add a Dragon to your hand." (a random Dragon)
  { id: "BT_341", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", pool: { type: "MINION", race: "DRAGON" } }] }] },
  // Pit Commander: "Taunt At the end of your turn, summon a Demon from your deck." (Recruit)
  { id: "BT_486", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "DEMON" } }] }] },
  // Terrorguard Escapee: "Battlecry: Summon three 1/1 Huntresses for your opponent."
  { id: "BT_159", battlecry: [{ type: "summon", card: "BT_159t", count: 3, side: "enemy" }] },
  // Glowfly Swarm: "Summon a 2/2 Glowfly for each spell in your hand." (counted as it resolves, itself gone from the hand)
  { id: "BT_135", spell: [{ type: "summon", card: "BT_135t", count: { count: { all: "hand", side: "friendly", where: { type: "spell" } } } }] },
  // Fungal Fortunes: "Draw 3 cards. Discard any minions drawn."
  { id: "BT_128", spell: [{ type: "draw", count: 3 }, { type: "discard", to: { all: "drawn", where: { type: "minion", zone: "hand" } } }] },
  // Skull of Gul'dan: "Draw 3 cards. Outcast: Reduce their Cost by (3)."
  { id: "BT_601", spell: [{ type: "draw", count: 3 }],
    outcast: [{ type: "draw", count: 3 }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "BT_601e" }] },
  { id: "BT_601e", buff: { cost: -3 } },
  // Incanter's Flow: "Reduce the Cost of spells in your deck by (1)."
  { id: "BT_002", spell: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "spell" } }, enchantment: "BT_002e" }] },
  { id: "BT_002e", buff: { cost: -1 } },
  // Bloodboil Brute: "Rush Costs (1) less for each damaged minion." (both sides')
  { id: "BT_138", auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "minions", where: { damaged: true } }, multiply: -1 } } }] },
  // Libram of Wisdom: "Give a minion +1/+1 and "Deathrattle: Add a 'Libram of Wisdom' spell to your hand.""
  { id: "BT_025", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "BT_025e" }] },
  { id: "BT_025e", buff: { attack: 1, health: 1 }, deathrattle: [{ type: "addCard", card: "BT_025" }] },
  // Rustsworn Cultist: "Battlecry: Give your other minions "Deathrattle: Summon a 1/1 Demon.""
  { id: "BT_160", battlecry: [{ type: "buff", to: "other-friendly-minions", enchantment: "BT_160e" }] },
  { id: "BT_160e", deathrattle: [{ type: "summon", card: "BT_160t" }] },
  // Libram of Justice: "Equip a 1/4 weapon. Change the Health of all enemy minions to 1."
  { id: "BT_011", spell: [{ type: "equipWeapon", card: "BT_011t" }, { type: "buff", to: "enemy-minions", enchantment: "BT_011e" }] },
  { id: "BT_011e", buff: { setHealth: 1 } },
  // Soulbound Ashtongue: "Whenever this minion takes damage, also deal that amount to your hero."
  { id: "BT_727", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "damage", amount: { event: "amount" }, to: "friendly-hero" }] }] },
  // Nightshade Matron: "Rush Battlecry: Discard your highest Cost card." (a random one among ties)
  { id: "BT_301", battlecry: [{ type: "discard", to: { random: { all: "hand", side: "friendly" }, highest: "cost" } }] },
  // Hand of Gul'dan: "When you play or discard this, draw 3 cards." (its spell text, and its own discard trigger in hand)
  { id: "BT_300", spell: [{ type: "draw", count: 3 }], triggers: [{ on: "discard", zone: "hand", if: { target: "self" }, do: [{ type: "draw", count: 3 }] }] },
  // Apexis Blast: "Deal $5 damage. If your deck has no minions, summon a random 5-Cost minion."
  { id: "BT_291", target: { type: "character" }, spell: [{ type: "damage", amount: 5, to: "target" },
    { type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { type: "minion" } } } }, then: [{ type: "summonRandom", pool: { type: "MINION", cost: 5 } }] }] },
  // Font of Power: "Discover a Mage minion. If your deck has no minions, keep all 3 instead."
  { id: "BT_021", spell: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { type: "minion" } } } },
    then: [{ type: "discover", from: { type: "MINION", cardClass: "MAGE" }, keepAll: true }],
    else: [{ type: "discover", from: { type: "MINION", cardClass: "MAGE" } }] }] },
  // --- w10/mech: Demon Hunter Initiate (DEMON_HUNTER_INITIATE, the BT_ cards of that set) ---
  // Altruis the Outcast: "After you play the left- or right-most card in your hand, deal 1 damage to all enemies." (the place
  // the card was played from, its play record: `playedFrom: "outcast"`, whether or not the card has Outcast)
  { id: "BT_937", triggers: [{ on: "after-play", ifMinionGone: "left-play", if: { target: { side: "friendly", playedFrom: "outcast" } }, do: [{ type: "damage", amount: 1, to: "enemy-characters" }] }] },
  // Blade Dance: "Deal damage equal to your hero's Attack to 3 random enemy minions." (one mass damage to three different
  // minions picked at once, as Soul Cleave; it needs an enemy minion: REQ_MINIMUM_ENEMY_MINIONS)
  { id: "BT_354", requires: { count: "enemy-minions", atLeast: 1 },
    spell: [{ type: "group", of: { random: "enemy-minions", count: 3 }, do: [{ type: "damage", amount: { stat: "attack", of: "friendly-hero" }, to: "group" }] }] },
  // Blur: "Your hero can't take damage this turn." (BT_752e, "Immune this turn.")
  { id: "BT_752", spell: [{ type: "buff", to: "friendly-hero", enchantment: "BT_752e" }] },
  { id: "BT_752e", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Command the Illidari: "Summon six 1/1 Illidari with Rush." (BT_036t, Coordinated Strike's)
  { id: "BT_173", spell: [{ type: "summon", card: "BT_036t", count: 6 }] },
  // Consume Magic: "Silence an enemy minion. Outcast: Draw a card." (Outcast replaces the text: both)
  { id: "BT_490", target: { type: "minion", side: "enemy" }, spell: [{ type: "silence", to: "target" }], outcast: [{ type: "silence", to: "target" }, { type: "draw" }] },
  // Feast of Souls: "Draw a card for each friendly minion that died this turn."
  { id: "BT_427", spell: [{ type: "draw", count: { died: "minions", thisTurn: true } }] },
  // Flamereaper: "Also damages the minions next to whomever your hero attacks."
  { id: "BT_271", attackHitsAdjacent: true },
  // Hulking Overfiend: "Rush. After this attacks and kills a minion, it may attack again." (as Warsong Grunt)
  { id: "BT_487", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }], do: [{ type: "extraAttack", to: "self" }] }] },
  // Illidari Felblade: "Rush Outcast: Gain Immune this turn."
  { id: "BT_814", outcast: [{ type: "buff", to: "self", enchantment: "BT_814e" }] },
  { id: "BT_814e", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Soul Split: "Choose a friendly Demon. Summon a copy of it." (a 4.8 copy, as Mirror Image's kin)
  { id: "BT_488", target: { type: "minion", side: "friendly", where: { race: "DEMON" } }, spell: [{ type: "summonCopy", of: "target", copyState: true }] },
  // Twin Slice: "Give your hero +2 Attack this turn. Add 'Second Slice' to your hand." Second Slice: "Give your hero +2 Attack this turn."
  { id: "BT_175", spell: [{ type: "buff", to: "friendly-hero", enchantment: "BT_175e" }, { type: "addCard", card: "BT_175t" }] },
  { id: "BT_175t", spell: [{ type: "buff", to: "friendly-hero", enchantment: "BT_175e" }] },
  { id: "BT_175e", buff: { attack: 2, oneTurn: true } },
  // Umberwing: "Battlecry: Summon two 1/1 Felwings."
  { id: "BT_922", battlecry: [{ type: "summon", card: "BT_922t", count: 2 }] },
  // Ur'zul Horror: "Deathrattle: Add a 2/1 Lost Soul to your hand."
  { id: "BT_407", deathrattle: [{ type: "addCard", card: "BT_407t" }] },
  // Wrathscale Naga: "After a friendly minion dies, deal 3 damage to a random enemy."
  { id: "BT_355", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "damage", amount: 3, to: { random: "enemy-characters" } }] }] },
  // Wrathspike Brute: "Taunt After this is attacked, deal 1 damage to all enemies."
  { id: "BT_510", triggers: [{ on: "after-attack", if: { target: "self" }, do: [{ type: "damage", amount: 1, to: "enemy-characters" }] }] },
  // The Dark Portal: "Draw a minion. If you have at least 8 cards in hand, it costs (5) less." (the hand counted after the draw)
  { id: "BT_302", spell: [{ type: "draw", where: { type: "minion" } },
    { type: "if", if: { count: { all: "hand", side: "friendly" }, atLeast: 8 }, then: [{ type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "BT_302e" }] }] },
  { id: "BT_302e", buff: { cost: -5 } },
  // --- lead, session 12 ---
  // Kanrethad Ebonlocke: "Your Demons cost (1) less. Deathrattle: Shuffle 'Kanrethad Prime' into your deck." Kanrethad Prime
  // (BT_309t): "Battlecry: Summon 3 friendly Demons that died this game." (random different dead Demons, 4.10)
  { id: "BT_309", auras: [{ to: { all: "hand", side: "friendly", where: { race: "DEMON" } }, buff: { cost: -1 }, enchantment: "BT_309e" }],
    deathrattle: [{ type: "shuffleIntoDeck", card: "BT_309t" }] },
  { id: "BT_309e", buff: { cost: -1 } },
  { id: "BT_309t", battlecry: [{ type: "resurrect", count: 3, where: { race: "DEMON" } }] },
  // Reliquary of Souls: "Lifesteal. Deathrattle: Shuffle 'Reliquary Prime' into your deck." Reliquary Prime (BT_197t):
  // "Taunt, Lifesteal. Elusive on your opponent's turn." (the Prime's keywords are in its text only; Elusive is the engine's
  // two tags, as compile.ts gives the ELUSIVE mechanic)
  { id: "BT_197", deathrattle: [{ type: "shuffleIntoDeck", card: "BT_197t" }] },
  { id: "BT_197t", tags: { TAUNT: 1, LIFESTEAL: 1 },
    auras: [{ to: "self", buff: { grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] }, if: { turn: "opponent" } }] },
  // ── w13/old
  // Teron Gorefiend: "Battlecry: Destroy all other friendly minions. Deathrattle: Resummon them with +1/+1." (each one's card
  // remembered on BT_126e, one each in order of play, then all destroyed; the Deathrattle summons a new copy of each, 4.10,
  // side by side, each given BT_126e2 +1/+1 — rules-notes 1566)
  { id: "BT_126", battlecry: [{ type: "group", of: "other-friendly-minions", each: true, do: [{ type: "buff", to: "self", enchantment: "BT_126e", remember: { all: "group" } }] },
    { type: "destroy", to: "other-friendly-minions" }],
  deathrattle: [{ type: "summonRemembered", enchantment: "BT_126e", all: true }, { type: "buff", to: { all: "summoned" }, enchantment: "BT_126e2" }] },
  { id: "BT_126e" },
  { id: "BT_126e2", buff: { attack: 1, health: 1 } },
  // Astromancer Solarian: "Spell Damage +1. Deathrattle: Shuffle 'Solarian Prime' into your deck."
  { id: "BT_028", deathrattle: [{ type: "shuffleIntoDeck", card: "BT_028t" }] },
  // Solarian Prime: "Spell Damage +1. Battlecry: Cast 5 random Mage spells (targets enemies if possible)." (the data's
  // BT_028t lacks an English name, which its parent's text gives; five random Mage spells, each cast in full before the
  // next, its random target an enemy character when one is valid — castSpell `preferEnemies`)
  { id: "BT_028t", name: { enUS: "Solarian Prime", zhCN: "终极索兰莉安" }, battlecry: [{ type: "castSpell", pool: { type: "SPELL", cardClass: "MAGE" }, count: 5, preferEnemies: true }] },
  // Lady Liadrin: "Battlecry: Add a copy of each spell you cast on friendly characters this game to your hand." (the record of
  // plays: each spell played at a friendly minion or hero, the target chosen as it was played — rules-notes 1540; oldest first)
  { id: "BT_334", battlecry: [{ type: "addCard", fromPlayed: { playedThisGame: "spell", castOn: "friendly-character" } }] },
];
