/** Scholomance Academy (SCHOLOMANCE). */
import type { CardDefinition } from "../format/index.js";

export const SCHOLOMANCE = (): CardDefinition[] => [
  // Professor Slate: "Your spells are Poisonous." (the rule spells-poisonous, w12/storm: rules-notes 1301)
  { id: "SCH_539", auras: [{ rule: "spells-poisonous" }] },
  // Wave of Apathy: "Set the Attack of all enemy minions to 1 until your next turn."
  { id: "SCH_250", spell: [{ type: "buff", to: "enemy-minions", enchantment: "SCH_250e", untilNextTurn: true }] },
  { id: "SCH_250e", buff: { setAttack: 1 } },
  // Adorable Infestation: "Give a minion +1/+1. Summon a 1/1 Cub. Add a Cub to your hand."
  { id: "SCH_617", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "SCH_617e" }, { type: "summon", card: "SCH_617t" }, { type: "addCard", card: "SCH_617t" }] },
  { id: "SCH_617e", buff: { attack: 1, health: 1 } },
  // Vilefiend Trainer: "Outcast: Summon two 1/1 Demons."
  { id: "SCH_705", outcast: [{ type: "summon", card: "SCH_705t", count: 2 }] },
  // Double Jump: "Draw an Outcast card from your deck."
  { id: "SCH_422", spell: [{ type: "draw", where: { has: "outcast" } }] },
  // --- Spellburst (an after-play trigger on your spells that works once, 5.1; as Pen Flinger's) ---
  // Gibberling: "Spellburst: Summon a Gibberling."
  { id: "SCH_242", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "summon", card: "SCH_242" }] }] },
  // Intrepid Initiate: "Spellburst: Gain +2 Attack."
  { id: "SCH_231", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", enchantment: "SCH_231e" }] }] },
  { id: "SCH_231e", buff: { attack: 2 } },
  // Crimson Hothead: "Spellburst: Gain +1 Attack and Taunt."
  { id: "SCH_232", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", enchantment: "SCH_232e" }] }] },
  { id: "SCH_232e", buff: { attack: 1, grants: ["TAUNT"] } },
  // Krolusk Barkstripper: "Spellburst: Destroy a random enemy minion."
  { id: "SCH_239", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "destroy", to: { random: "enemy-minions" } }] }] },
  // Wyrm Weaver: "Spellburst: Summon two 1/3 Mana Wyrms."
  { id: "SCH_243", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "summon", card: "NEW1_012", count: 2 }] }] },
  // Wretched Tutor: "Spellburst: Deal 2 damage to all other minions."
  { id: "SCH_313", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "damage", amount: 2, to: "all-other-minions" }] }] },
  // Firebrand: "Spellburst: Deal 4 damage randomly split among all enemy minions." (four hits of 1, 3.5)
  { id: "SCH_241", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 4 } }] }] },
  // Onyx Magescribe: "Spellburst: Add 2 random spells from your class to your hand."
  { id: "SCH_230", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "addCard", pool: { type: "SPELL", classOnly: true }, count: 2 }] }] },
  // Goody Two-Shields: "Divine Shield Spellburst: Gain Divine Shield."
  { id: "SCH_532", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }] }] },
  // --- Deathrattles ---
  // Bloated Python: "Deathrattle: Summon a 4/4 Hapless Handler."
  { id: "SCH_340", deathrattle: [{ type: "summon", card: "SCH_340t" }] },
  // Teacher's Pet: "Taunt Deathrattle: Summon a random 3-Cost Beast."
  { id: "SCH_244", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 3, race: "BEAST" } }] },
  // Plagued Protodrake: "Deathrattle: Summon a random 7-Cost minion."
  { id: "SCH_711", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 7 } }] },
  // The Ghosts: "Deathrattle: Add a 4/3 Ghost with Rush (5/7 with Taunt; 3/1 with Stealth) to your hand."
  { id: "SCH_707", deathrattle: [{ type: "addCard", card: "SCH_707t" }] },
  { id: "SCH_709", deathrattle: [{ type: "addCard", card: "SCH_709t" }] },
  { id: "SCH_708", deathrattle: [{ type: "addCard", card: "SCH_708t" }] },
  // --- Cards to hand ---
  // Partner Assignment: "Add a random 2-Cost and 3-Cost Beast to your hand."
  { id: "SCH_606", spell: [{ type: "addCard", pool: { type: "MINION", race: "BEAST", cost: 2 } }, { type: "addCard", pool: { type: "MINION", race: "BEAST", cost: 3 } }] },
  // First Day of School: "Add 2 random 1-Cost minions to your hand."
  { id: "SCH_247", spell: [{ type: "addCard", pool: { type: "MINION", cost: 1 }, count: 2 }] },
  // In Formation!: "Add 2 random Taunt minions to your hand."
  { id: "SCH_525", spell: [{ type: "addCard", pool: { type: "MINION", mechanic: "TAUNT" }, count: 2 }] },
  // Wandmaker: "Battlecry: Add a 1-Cost spell from your class to your hand."
  { id: "SCH_160", battlecry: [{ type: "addCard", pool: { type: "SPELL", cost: 1, classOnly: true } }] },
  // Wand Thief: "Combo: Discover a Mage spell."
  { id: "SCH_350", combo: [{ type: "discover", from: { type: "SPELL", cardClass: "MAGE" } }] },
  // --- Others ---
  // Lightning Bloom: "Refresh 2 Mana Crystals. Overload: (2)"
  { id: "SCH_427", spell: [{ type: "refreshMana", amount: 2 }] },
  // Tidal Wave: "Lifesteal Deal $3 damage to all minions."
  { id: "SCH_535", spell: [{ type: "damage", amount: 3, to: "all-minions" }] },
  // Overwhelm: "Deal $2 damage to a minion. Deal one more damage for each Beast you control."
  { id: "SCH_604", target: { type: "minion" }, spell: [{ type: "damage", to: "target",
    amount: { count: { all: "minions", side: "friendly", where: { race: "BEAST" } }, add: 2 } }] },
  // Manafeeder Panthara: "Battlecry: If you've used your Hero Power this turn, draw a card."
  { id: "SCH_283", battlecry: [{ type: "if", if: { heroPowerUsedThisTurn: true }, then: [{ type: "draw" }] }] },
  // Animated Broomstick: "Rush Battlecry: Give your other minions Rush."
  { id: "SCH_311", battlecry: [{ type: "buff", to: "other-friendly-minions", grants: ["RUSH"] }] },
  // Twilight Runner: "Stealth Whenever this attacks, draw 2 cards."
  { id: "SCH_616", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "draw", count: 2 }] }] },
  // Doctor Krastinov: "Rush Whenever this attacks, give your weapon +1/+1."
  { id: "SCH_425", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "buff", to: "friendly-weapon", enchantment: "SCH_425e" }] }] },
  { id: "SCH_425e", buff: { attack: 1, health: 1 } },
  // Self-Sharpening Sword: "After your hero attacks, gain +1 Attack."
  { id: "SCH_622", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: "self", enchantment: "SCH_622e" }] }] },
  { id: "SCH_622e", buff: { attack: 1 } },
  // Vulpera Toxinblade: "Your weapon has +2 Attack."
  { id: "SCH_519", auras: [{ to: "friendly-weapon", buff: { attack: 2 }, enchantment: "SCH_519e" }] },
  { id: "SCH_519e", buff: { attack: 2 } },
  // Brain Freeze: "Freeze a minion. Combo: Also deal $3 damage to it."
  { id: "SCH_509", target: { type: "minion" }, spell: [{ type: "freeze", to: "target" }],
    combo: [{ type: "freeze", to: "target" }, { type: "damage", amount: 3, to: "target" }] },
  // Blessing of Authority: "Give a minion +8/+8. It can't attack heroes this turn."
  { id: "SCH_138", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "SCH_138e" }, { type: "buff", to: "target", enchantment: "SCH_138e2" }] },
  { id: "SCH_138e", buff: { attack: 8, health: 8 } },
  { id: "SCH_138e2", buff: { grants: ["CANNOT_ATTACK_HEROES"], oneTurn: true } },
  // Shield of Honor: "Give a damaged minion +3 Attack and Divine Shield."
  { id: "SCH_524", target: { type: "minion", where: { damaged: true } }, spell: [{ type: "buff", to: "target", enchantment: "SCH_524e" }] },
  { id: "SCH_524e", buff: { attack: 3, grants: ["DIVINE_SHIELD"] } },
  // Lord Barov: "Battlecry: Set the Health of all other minions to 1. Deathrattle: Deal 1 damage to all minions."
  { id: "SCH_526", battlecry: [{ type: "buff", to: "all-other-minions", enchantment: "SCH_526e" }], deathrattle: [{ type: "damage", amount: 1, to: "all-minions" }] },
  { id: "SCH_526e", buff: { setHealth: 1 } },
  // Ras Frostwhisper: "At the end of your turn, deal $1 damage to all enemies (improved by Spell Damage)."
  { id: "SCH_273", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 1, to: "enemy-characters", spellDamage: true }] }] },
  // Voracious Reader: "At the end of your turn, draw until you have 3 cards."
  { id: "SCH_142", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "draw", count: { count: { all: "hand", side: "friendly" }, multiply: -1, add: 3, min: 0 } }] }] },
  // Pen Flinger: "Battlecry: Deal 1 damage to a minion. Spellburst: Return this to your hand." Spellburst is an after-play
  // trigger on your spells that works once (5.1); it fires even while the Flinger is mortally wounded (no death phase between).
  { id: "SCH_248", target: { type: "minion" }, battlecry: [{ type: "damage", amount: 1, to: "target" }],
    triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "returnToHand", to: "self" }] }] },
  // Rattlegore: "Deathrattle: Resummon this with -1/-1." It summons a fresh Rattlegore, then makes it 1/1 smaller than the one
  // that died was when it left play (5.4's Soulsinger Ambra example: a Rattlegore at 9/9 gives 8/8, that one 7/7, ...).
  // A 1-Health Rattlegore brings none back (it would have 0 Health).
  // Cult Neophyte: "Battlecry: Your opponent's spells cost (1) more next turn." Like Loatheb, a state on the enemy hero for the
  // opponent's next turn (4.13 注意), but its +1 has the lowest priority (4.11 例外): a Mana Bind copy set to (0) costs (1).
  { id: "SCH_713", battlecry: [{ type: "buff", to: "enemy-hero", enchantment: "SCH_713e" }] },
  { id: "SCH_713e", auras: [{ to: { all: "hand", side: "enemy", where: { type: "spell" } }, buff: { cost: 1 }, enchantment: "SCH_713e2", lowestPriority: true, if: { turn: "opponent" } }],
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  { id: "SCH_713e2", buff: { cost: 1 } },
  { id: "SCH_621", deathrattle: [{
    type: "if", if: { value: { stat: "maxHealth", of: "self", lastKnown: true }, atLeast: 2 }, then: [
      { type: "summon", card: "SCH_621" },
      { type: "buff", to: "summoned", setAttack: { stat: "attack", of: "self", lastKnown: true, add: -1, min: 0 }, setHealth: { stat: "maxHealth", of: "self", lastKnown: true, add: -1 } },
    ],
  }] },
  // --- Studies (late9): "Discover a X. Your next one costs (1) less." As Demonic Studies (CORE_SCH_158): Discover, then a
  // cost state on your hero used up by the next such card you play (2.2 d).
  // Nature Studies: "Discover a spell. Your next one costs (1) less."
  { id: "SCH_333", spell: [{ type: "discover", from: { type: "SPELL", yourClass: true } }, { type: "buff", to: "friendly-hero", enchantment: "SCH_333e" }] },
  { id: "SCH_333e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -1 }, enchantment: "SCH_333e2" }], consumedBy: { type: "spell" } },
  { id: "SCH_333e2", buff: { cost: -1 } },
  // Carrion Studies: "Discover a Deathrattle minion. Your next one costs (1) less."
  { id: "SCH_300", spell: [{ type: "discover", from: { type: "MINION", mechanic: "DEATHRATTLE", yourClass: true } }, { type: "buff", to: "friendly-hero", enchantment: "SCH_300e" }] },
  { id: "SCH_300e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", has: "deathrattle" } }, buff: { cost: -1 }, enchantment: "SCH_300e2" }], consumedBy: { type: "minion", has: "deathrattle" } },
  { id: "SCH_300e2", buff: { cost: -1 } },
  // Draconic Studies: "Discover a Dragon. Your next one costs (1) less."
  { id: "SCH_233", spell: [{ type: "discover", from: { type: "MINION", race: "DRAGON", yourClass: true } }, { type: "buff", to: "friendly-hero", enchantment: "SCH_233e" }] },
  { id: "SCH_233e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "DRAGON" } }, buff: { cost: -1 }, enchantment: "SCH_233e2" }], consumedBy: { type: "minion", race: "DRAGON" } },
  { id: "SCH_233e2", buff: { cost: -1 } },
  // Athletic Studies: "Discover a Rush minion. Your next one costs (1) less."
  { id: "SCH_237", spell: [{ type: "discover", from: { type: "MINION", mechanic: "RUSH", yourClass: true } }, { type: "buff", to: "friendly-hero", enchantment: "SCH_237e" }] },
  { id: "SCH_237e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", tag: "RUSH" } }, buff: { cost: -1 }, enchantment: "SCH_237e2" }], consumedBy: { type: "minion", tag: "RUSH" } },
  { id: "SCH_237e2", buff: { cost: -1 } },
  // Wolpertinger: "Battlecry: Summon a copy of this." (a copy per 4.8, as Doubling Imp's)
  { id: "SCH_133", battlecry: [{ type: "summonCopy", of: "self", copyState: true }] },
  // Ogremancer: "Whenever your opponent casts a spell, summon a 2/2 Skeleton with Taunt." (as Crossroads Watch Post's "casts")
  { id: "SCH_710", triggers: [{ on: "play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "summon", card: "SCH_710t" }] }] },
  // --- Soul Fragments (late9) ---
  // Soul Fragment (SCH_307t): "Casts When Drawn Restore #2 Health to your hero."
  // (the data gives it no English name; the texts that make and destroy it call it "Soul Fragment", which the filter `name`
  // reads: w11)
  { id: "SCH_307t", name: "Soul Fragment", castsWhenDrawn: true, spell: [{ type: "heal", amount: 2, to: "friendly-hero" }] },
  // Spirit Jailer: "Battlecry: Shuffle 2 Soul Fragments into your deck."
  { id: "SCH_700", battlecry: [{ type: "shuffleIntoDeck", card: "SCH_307t", count: 2 }] },
  // Marrowslicer: "Battlecry: Shuffle 2 Soul Fragments into your deck."
  { id: "SCH_252", battlecry: [{ type: "shuffleIntoDeck", card: "SCH_307t", count: 2 }] },
  // School Spirits: "Deal $2 damage to all minions. Shuffle 2 Soul Fragments into your deck."
  { id: "SCH_307", spell: [{ type: "damage", amount: 2, to: "all-minions" }, { type: "shuffleIntoDeck", card: "SCH_307t", count: 2 }] },
  // Soul Shear: "Deal $3 damage to a minion. Shuffle 2 Soul Fragments into your deck."
  { id: "SCH_701", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "shuffleIntoDeck", card: "SCH_307t", count: 2 }] },
  // Robes of Protection: "Your minions have Elusive." (Elusive is two tags, as cards/compile.ts reads the ELUSIVE mechanic)
  { id: "SCH_146", auras: [{ to: "friendly-minions", buff: { grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] }, enchantment: "SCH_146e" }] },
  { id: "SCH_146e", buff: { grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] } },
  // Steward of Scrolls: "Spell Damage +1 Battlecry: Discover a spell." (the data's Spell Damage +1)
  { id: "SCH_245", battlecry: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] },
  // Magehunter: "Rush Whenever this attacks a minion, Silence it." (as it attacks, before the damage)
  { id: "SCH_276", triggers: [{ on: "attack", if: [{ source: "self" }, { target: { type: "minion" } }], do: [{ type: "silence", to: "event-target" }] }] },
  // Power Word: Feast: "Give a minion +2/+2. Restore it to full Health at the end of this turn." (Famished, SCH_136e2: at the
  // end of this turn it heals its minion to full and is gone)
  { id: "SCH_136", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "SCH_136e" }, { type: "buff", to: "target", enchantment: "SCH_136e2" }] },
  { id: "SCH_136e", buff: { attack: 2, health: 2 } },
  { id: "SCH_136e2", triggers: [{ on: "turn-end", do: [{ type: "heal", amount: { stat: "maxHealth", of: "self" }, to: "self" }, { type: "expire" }] }] },
  // Forest Warden Omu: "Spellburst: Refresh your Mana Crystals." (as Kun the Forgotten King's refresh)
  { id: "SCH_614", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "refreshMana", amount: 10 }] }] },
  // Trick Totem: "At the end of your turn, cast a random spell that costs (3) or less." (as Servant of Yogg-Saron's cast)
  { id: "SCH_537", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "castSpell", pool: { type: "SPELL", costAtMost: 3 } }] }] },
  // Lake Thresher: "Also damages the minions next to whomever this attacks." (as Foe Reaper 4000's, `attackHitsAdjacent`)
  { id: "SCH_605", attackHitsAdjacent: true },
  // Ace Hunter Kreen: "Your other characters are Immune while attacking." (Gladiator's Longbow's two triggers for your other
  // characters: Immune for the attack, SCH_538e, and damage to the attacker prevented before that)
  { id: "SCH_538", triggers: [
    { on: "pre-attack", if: { source: { side: "friendly", not: "self" } }, do: [{ type: "buff", to: "event-source", enchantment: "SCH_538e" }] },
    { on: "pre-damage", if: { target: { side: "friendly", not: "self", attacking: true } }, do: [{ type: "changeDamage", set: 0 }] },
  ] },
  { id: "SCH_538e", buff: { grants: ["IMMUNE"], whileAttacking: true } },
  // Infiltrator Lilian: "Stealth Deathrattle: Summon a 4/2 Forsaken Lilian that attacks a random enemy." (as Mankrik's Olgra:
  // summoned, then it attacks; none summoned, no attack)
  { id: "SCH_426", deathrattle: [{ type: "summon", card: "SCH_426t" }, { type: "forceAttack", attacker: "summoned", defender: { random: "enemy-characters" } }] },
  // Commencement: "Summon a minion from your deck. Give it Taunt and Divine Shield." (none in the deck: nothing)
  { id: "SCH_533", spell: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } }, { type: "buff", to: "summoned", enchantment: "SCH_533e" }] },
  { id: "SCH_533e", buff: { grants: ["TAUNT", "DIVINE_SHIELD"] } },
  // Guardian Animals: "Summon two Beasts that cost (5) or less from your deck. Give them Rush." (each one put into play,
  // then given Rush, as TRL_126's Pirates are; fewer in the deck: fewer summoned)
  { id: "SCH_610", spell: [{ type: "repeat", times: 2, do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "BEAST", maxCost: 5 } }, { type: "buff", to: "summoned", grants: ["RUSH"] }] }] },
  // Primordial Studies: "Discover a Spell Damage minion. Your next one costs (1) less." (as the other Studies; a Spell Damage
  // minion is one with the SPELLPOWER tag)
  { id: "SCH_270", spell: [{ type: "discover", from: { type: "MINION", mechanic: "SPELLPOWER", yourClass: true } }, { type: "buff", to: "friendly-hero", enchantment: "SCH_270e" }] },
  { id: "SCH_270e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", tag: "SPELLPOWER" } }, buff: { cost: -1 }, enchantment: "SCH_270e2" }], consumedBy: { type: "minion", tag: "SPELLPOWER" } },
  { id: "SCH_270e2", buff: { cost: -1 } },
  // --- w11/scholo ---
  // Demon Companion: "Summon a random Demon Companion." (the data's three: Reffuh SCH_600t1, Kolek SCH_600t2, Shima SCH_600t3)
  { id: "SCH_600", spell: [{ type: "summonRandom", pool: ["SCH_600t1", "SCH_600t2", "SCH_600t3"] }] },
  // Shima: "Your other minions have +1 Attack."
  { id: "SCH_600t3", auras: [{ to: "other-friendly-minions", buff: { attack: 1 }, enchantment: "SCH_600t3e" }] },
  { id: "SCH_600t3e", buff: { attack: 1 } },
  // Totem Goliath: "Deathrattle: Summon all four basic Totems. Overload: (1)" (the four of Totemic Call, in its order:
  // Searing, Stoneclaw, Wrath of Air, Healing — placed as one summon's minions where it stood; rules-notes 1060)
  { id: "SCH_615", deathrattle: [{ type: "summon", card: "CS2_050", and: ["CS2_051", "CS2_052", "NEW1_009"] }] },
  // Runic Carvings: "Choose One - Summon four 2/2 Treant Totems; or Overload: (2) to summon them with Rush."
  // (the card's Overload is the second option's only: `overload: 0`, and that option gains it as an effect)
  { id: "SCH_612", overload: 0, chooseOne: [
    { card: "SCH_612a", effects: [{ type: "summon", card: "SCH_612t", count: 4 }] },
    { card: "SCH_612b", effects: [{ type: "overload", amount: 2 }, { type: "summon", card: "SCH_612t", count: 4 }, { type: "buff", to: { all: "summoned" }, grants: ["RUSH"] }] },
  ] },
  // Blood Herald: "Whenever a friendly minion dies while this is in your hand, gain +1/+1."
  { id: "SCH_618", triggers: [{ on: "death", zone: "hand", if: { target: "friendly-minion" }, do: [{ type: "buff", to: "self", enchantment: "SCH_618e" }] }] },
  { id: "SCH_618e", buff: { attack: 1, health: 1 } },
  // Fel Guardians: "Summon three 1/2 Demons with Taunt. Costs (1) less whenever a friendly minion dies." (a hand trigger)
  { id: "SCH_357", spell: [{ type: "summon", card: "SCH_357t", count: 3 }],
    triggers: [{ on: "death", zone: "hand", if: { target: "friendly-minion" }, do: [{ type: "buff", to: "self", enchantment: "SCH_357e" }] }] },
  { id: "SCH_357e", buff: { cost: -1 } },
  // Groundskeeper: "Taunt Battlecry: If you're holding a spell that costs (5) or more, restore #5 Health." (to your hero)
  { id: "SCH_613", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", minCost: 5 } } }, then: [{ type: "heal", amount: 5, to: "friendly-hero" }] }] },
  // Initiation: "Deal $4 damage to a minion. If it dies, summon a new copy." (a fresh copy for you; "if it dies": left
  // mortally wounded by the damage, rules-notes 680 b)
  { id: "SCH_512", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "summonCopy", of: "target" }] }] },
  // Molten Blast: "Deal $2 damage. Summon that many 1/1 Elementals." (the damage dealt, as Imp-losion's; rules-notes 1060)
  { id: "SCH_271", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "summon", card: "SCH_271t", count: { dealt: "damage" } }] },
  // Mozaki, Master Duelist: "After you cast a spell, gain Spell Damage +1."
  { id: "SCH_400", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", enchantment: "SCH_400e2" }] }] },
  { id: "SCH_400e2", spellDamage: 1 },
  // Rune Dagger: "After your hero attacks, gain Spell Damage +1 this turn." (a one-turn state on your hero)
  { id: "SCH_301", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: "friendly-hero", enchantment: "SCH_301e" }] }] },
  { id: "SCH_301e", spellDamage: 1, buff: { oneTurn: true } },
  // Speaker Gidra: "Rush, Windfury Spellburst: Gain Attack and Health equal to the spell's Cost." (the Cost it was played at)
  { id: "SCH_182", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", enchantment: "SCH_182e",
    attack: { stat: "playedCost", of: "event-target" }, health: { stat: "playedCost", of: "event-target" } }] }] },
  { id: "SCH_182e" },
  // Ceremonial Maul (weapon): "Spellburst: Summon a Student with Taunt and stats equal to the spell's Cost."
  { id: "SCH_523", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "summon", card: "SCH_523t",
    setAttack: { stat: "playedCost", of: "event-target" }, setHealth: { stat: "playedCost", of: "event-target" } }] }] },
  // Cabal Acolyte: "Taunt Spellburst: Gain control of a random enemy minion with 2 or less Attack."
  { id: "SCH_120", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "takeControl", to: { random: { all: "minions", side: "enemy", where: { maxAttack: 2 } } } }] }] },
  // Turalyon, the Tenured: "Rush. Whenever this attacks a minion, set the defender's Attack and Health to 3." (as it attacks)
  { id: "SCH_135", triggers: [{ on: "attack", if: [{ source: "self" }, { target: { type: "minion" } }], do: [{ type: "buff", to: "event-target", enchantment: "SCH_135e" }] }] },
  { id: "SCH_135e", buff: { setAttack: 3, setHealth: 3 } },
  // Steeldancer: "Battlecry: Summon a random minion with Cost equal to your weapon's Attack." (no weapon: 0)
  { id: "SCH_522", battlecry: [{ type: "summonRandom", pool: { type: "MINION", cost: { stat: "attack", of: "friendly-weapon" } } }] },
  // Survival of the Fittest: "Give +4/+4 to all minions in your hand, deck, and battlefield."
  { id: "SCH_609", spell: [
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "SCH_609e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "SCH_609e" },
    { type: "buff", to: "friendly-minions", enchantment: "SCH_609e" },
  ] },
  { id: "SCH_609e", buff: { attack: 4, health: 4 } },
  // Tour Guide: "Battlecry: Your next Hero Power costs (0)." (on your Hero Power until it is used, as Dreambound Disciple's)
  { id: "SCH_312", battlecry: [{ type: "buff", to: "friendly-hero-power", enchantment: "SCH_312e" }] },
  { id: "SCH_312e", buff: { setCost: 0 }, triggers: [{ on: "inspire", if: { source: "self" }, do: [{ type: "expire" }] }] },
  // Troublemaker: "At the end of your turn, summon two 3/3 Ruffians that attack random enemies." (both summoned, then each
  // attacks, as Ankylodon's Beasts)
  { id: "SCH_337", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "SCH_337t", count: 2 },
    { type: "forceAttack", attacker: { all: "summoned" }, defender: { random: "enemy-characters" } }] }] },
  // Trueaim Crescent (weapon): "After your Hero attacks a minion, your minions attack it too." (left to right)
  { id: "SCH_279", triggers: [{ on: "after-attack", if: [{ source: "friendly-hero" }, { target: { type: "minion" } }], do: [{ type: "forceAttack", attacker: "friendly-minions", defender: "event-target" }] }] },
  // High Abbess Alura: "Spellburst: Cast a spell from your deck (targets this if possible)."
  { id: "SCH_141", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "castSpell", from: "deck", preferSelf: true }] }] },
  // Ancient Void Hound: "At the end of your turn, steal 1 Attack and Health from all enemy minions." (it gains what it takes:
  // 1 Health from each enemy minion, 1 Attack only from one that has Attack — the data's Attack-only and Health-only
  // enchantments, SCH_354ea/eb and SCH_354e2a/e2b; rules-notes 1061)
  { id: "SCH_354", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [
    { type: "buff", to: "self", enchantment: "SCH_354e2", attack: { count: { all: "minions", side: "enemy", where: { minAttack: 1 } } }, health: { count: "enemy-minions" } },
    { type: "buff", to: { all: "minions", side: "enemy", where: { minAttack: 1 } }, enchantment: "SCH_354e" },
    { type: "buff", to: { all: "minions", side: "enemy", where: { maxAttack: 0 } }, enchantment: "SCH_354eb" },
  ] }] },
  { id: "SCH_354e", buff: { attack: -1, health: -1 } },
  { id: "SCH_354eb", buff: { health: -1 } },
  // the Hound's gain (its amounts given as it is attached), and the data's one-stat parts, which a snapshot may name
  { id: "SCH_354e2" },
  { id: "SCH_354ea", buff: { attack: -1 } },
  { id: "SCH_354e2a", buff: { attack: 1 } },
  { id: "SCH_354e2b", buff: { health: 1 } },
  // Argent Braggart: "Battlecry: Set this minion's Attack and Health to the highest in the battlefield." (the highest Attack and
  // the highest Health among the minions, itself included; heroes are not minions of the battlefield's count)
  { id: "SCH_149", battlecry: [{ type: "buff", to: "self", enchantment: "SCH_149e",
    setAttack: { stat: "attack", of: { random: "all-minions", highest: "attack" } }, setHealth: { stat: "health", of: { random: "all-minions", highest: "health" } } }] },
  { id: "SCH_149e" },
  // Reaper's Scythe (weapon): "Spellburst: Also damages adjacent minions this turn." (the data's SCH_238e on your hero: "Damages
  // minions next to whomever your hero attacks", `attackHitsAdjacent`, for this turn)
  { id: "SCH_238", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "friendly-hero", enchantment: "SCH_238e" }] }] },
  { id: "SCH_238e", attackHitsAdjacent: true, buff: { oneTurn: true } },
  // Playmaker: "After you play a Rush minion, summon a copy with 1 Health remaining." (a copy per 4.8 right of it, then its
  // remaining Health set to 1)
  { id: "SCH_317", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", tag: "RUSH" } }, do: [
    { type: "summonCopy", of: "event-target", copyState: true, beside: true },
    { type: "setRemainingHealth", to: { all: "summoned" }, amount: 1 },
  ] }] },
  // Sorcerous Substitute: "Battlecry: If you have Spell Damage, summon a copy of this." (a copy per 4.8, as Wolpertinger's)
  { id: "SCH_530", battlecry: [{ type: "if", if: { value: { spellDamage: "have" }, atLeast: 1 }, then: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // Cram Session: "Draw $1 cards (improved by Spell Damage)."
  { id: "SCH_353", spell: [{ type: "draw", count: { spellDamage: "have", add: 1 } }] },
  // Cutting Class: "Draw 2 cards. Costs (1) less per Attack of your weapon."
  { id: "SCH_623", spell: [{ type: "draw", count: 2 }], auras: [{ to: "self", zone: "hand", buff: { cost: { stat: "attack", of: "friendly-weapon", multiply: -1 } } }] },
  // Felosophy: "Copy the lowest Cost Demon in your hand. Outcast: Give both +1/+1." (a random one among ties; the copy per 4.8)
  { id: "SCH_702",
    spell: [{ type: "group", of: { random: { all: "hand", side: "friendly", where: { race: "DEMON" } }, lowest: "cost" }, do: [{ type: "addCard", copyOf: { all: "group" } }] }],
    outcast: [{ type: "group", of: { random: { all: "hand", side: "friendly", where: { race: "DEMON" } }, lowest: "cost" }, do: [
      { type: "addCard", copyOf: { all: "group" } },
      { type: "buff", to: { all: "group", where: { zone: "hand" } }, enchantment: "SCH_702e" },
      { type: "buff", to: { all: "added", where: { zone: "hand" } }, enchantment: "SCH_702e" },
    ] }] },
  { id: "SCH_702e", buff: { attack: 1, health: 1 } },
  // Diligent Notetaker: "Spellburst: Return the spell to your hand." (the spell card, from the graveyard it went to)
  { id: "SCH_236", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "returnToHand", to: "event-target", from: "graveyard" }] }] },
  // Enchanted Cauldron: "Spellburst: Cast a random spell of the same Cost." (the Cost the spell was played at, 2.2)
  { id: "SCH_157", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "castSpell", pool: { type: "SPELL", cost: { stat: "playedCost", of: "event-target" } } }] }] },
  // Shifty Sophomore: "Stealth Spellburst: Add a Combo card to your hand." (a random card with the data's COMBO, any class)
  { id: "SCH_234", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "addCard", pool: { type: "CARD", mechanic: "COMBO" } }] }] },
  // Keymaster Alabaster: "Whenever your opponent draws a card, add a copy to your hand that costs (1)."
  { id: "SCH_717", triggers: [{ on: "draw", if: { player: "enemy" }, do: [{ type: "addCard", copyOf: "event-target", setCost: 1 }] }] },
  // Cycle of Hatred: "Deal $3 damage to all minions. Summon a 3/3 Spirit for every minion killed." (the minions the damage
  // left mortally wounded, counted before the death phase)
  { id: "SCH_253", spell: [{ type: "damage", amount: 3, to: "all-minions" }, { type: "summon", card: "SCH_253t", count: { count: { all: "minions", where: { mortallyWounded: true } } } }] },
  // Gift of Luminance: "Give a minion Divine Shield, then summon a 1/1 copy of it." (a copy per 4.8, Divine Shield included,
  // set to 1/1 by the data's SCH_302e, for you)
  { id: "SCH_302", target: { type: "minion" }, spell: [{ type: "buff", to: "target", grants: ["DIVINE_SHIELD"] }, { type: "summonCopy", of: "target", copyState: true, enchantment: "SCH_302e" }] },
  { id: "SCH_302e", buff: { setAttack: 1, setHealth: 1 } },
  // --- Soul Fragments: "Destroy a Soul Fragment in your deck to …" (one of them, from the deck, 4.3 烧毁; none: nothing) ---
  // Shadowlight Scholar: "Battlecry: Destroy a Soul Fragment in your deck to deal 3 damage." (a target only while there is one)
  { id: "SCH_517", target: { type: "character", if: { exists: { all: "deck", side: "friendly", where: { name: "Soul Fragment" } } } },
    battlecry: [{ type: "if", if: { exists: { all: "deck", side: "friendly", where: { name: "Soul Fragment" } } }, then: [
      { type: "destroy", to: { random: { all: "deck", side: "friendly", where: { name: "Soul Fragment" } } } }, { type: "damage", amount: 3, to: "target" }] }] },
  // Shardshatter Mystic: "Battlecry: Destroy a Soul Fragment in your deck to deal 3 damage to all other minions."
  { id: "SCH_355", battlecry: [{ type: "if", if: { exists: { all: "deck", side: "friendly", where: { name: "Soul Fragment" } } }, then: [
    { type: "destroy", to: { random: { all: "deck", side: "friendly", where: { name: "Soul Fragment" } } } }, { type: "damage", amount: 3, to: "all-other-minions" }] }] },
  // Soulshard Lapidary: "Battlecry: Destroy a Soul Fragment in your deck to give your hero +5 Attack this turn."
  { id: "SCH_704", battlecry: [{ type: "if", if: { exists: { all: "deck", side: "friendly", where: { name: "Soul Fragment" } } }, then: [
    { type: "destroy", to: { random: { all: "deck", side: "friendly", where: { name: "Soul Fragment" } } } }, { type: "buff", to: "friendly-hero", enchantment: "SCH_704e" }] }] },
  { id: "SCH_704e", buff: { attack: 5, oneTurn: true } },
  // Void Drinker: "Taunt. Battlecry: Destroy a Soul Fragment in your deck to gain +3/+3."
  { id: "SCH_343", battlecry: [{ type: "if", if: { exists: { all: "deck", side: "friendly", where: { name: "Soul Fragment" } } }, then: [
    { type: "destroy", to: { random: { all: "deck", side: "friendly", where: { name: "Soul Fragment" } } } }, { type: "buff", to: "self", enchantment: "SCH_343e" }] }] },
  { id: "SCH_343e", buff: { attack: 3, health: 3 } },
  // Soulciologist Malicia: "Battlecry: For each Soul Fragment in your deck, summon a 3/3 Soul with Rush." (they stay in the deck)
  { id: "SCH_703", battlecry: [{ type: "summon", card: "SCH_703t", count: { count: { all: "deck", side: "friendly", where: { name: "Soul Fragment" } } } }] },
  // Raise Dead: "Deal $3 damage to your hero. Return two friendly minions that died this game to your hand." (two different
  // cards of the death record, as Resurrect picks them, new cards in hand: `resurrect` with `into: "hand"`)
  { id: "SCH_514", spell: [{ type: "damage", amount: 3, to: "friendly-hero" }, { type: "resurrect", count: 2, into: "hand" }] },
  // Brittlebone Destroyer: "Battlecry: If your hero's Health changed this turn, destroy a minion." (a target only then, as
  // Liferender's)
  { id: "SCH_513", target: { type: "minion", if: { heroHealthChangedThisTurn: true } }, battlecry: [{ type: "destroy", to: "target" }] },
  // Plagiarize: "Secret: At the end of your opponent's turn, add copies of the cards they played to your hand." (fresh copies of
  // their plays of that turn, in the order played, countered ones left out; none played: the Secret stays)
  { id: "SCH_706", triggers: [{ on: "turn-end", if: [{ turn: "opponent" }, { playedThisTurn: "card", side: "enemy", atLeast: 1 }],
    do: [{ type: "addCard", played: { turn: "this", side: "enemy" } }] }] },
  // Archwitch Willow: "Battlecry: Summon a random Demon from your hand and deck." (one from each, the hand's first)
  { id: "SCH_181", battlecry: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", race: "DEMON" } }, { type: "putIntoPlay", from: "deck", where: { type: "minion", race: "DEMON" } }] },
  // Boneweb Egg: "Deathrattle: Summon two 2/1 Spiders. If you discard this, trigger its Deathrattle." (its own discard trigger, as
  // Silverware Golem's: the two Spiders at the right end of your board)
  { id: "SCH_147", deathrattle: [{ type: "summon", card: "SCH_147t", count: 2 }],
    triggers: [{ on: "discard", zone: "hand", if: { target: "self" }, do: [{ type: "summon", card: "SCH_147t", count: 2 }] }] },
  // Devolving Missiles: "Shoot three missiles at random enemy minions that transform them into ones that cost (1) less." (one
  // missile at a time, each a new random pick — a minion transformed may be hit again; the new minion as Devolve's, 5.2)
  { id: "SCH_235", spell: [{ type: "repeat", times: 3, do: [{ type: "transform", to: { random: "enemy-minions" },
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: -1, min: 0 }, costDown: 0 } }] }] },
  // Combustion: "Deal $4 damage to a minion. Any excess damages both neighbors." (the excess beyond its Health and Armor, each
  // neighbour taking all of it as one mass damage, no Spell Damage again — the data's ImmuneToSpellpower)
  { id: "SCH_348", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" },
    { type: "if", if: { value: { dealt: "excess" }, atLeast: 1 }, then: [{ type: "damage", amount: { dealt: "excess" }, to: { adjacent: "target" }, spellDamage: false }] }] },
  // Glide: "Shuffle your hand into your deck. Draw 4 cards. Outcast: Your opponent does the same." (you, then your opponent)
  { id: "SCH_356", spell: [{ type: "shuffleFromHand", to: { all: "hand", side: "friendly" } }, { type: "draw", count: 4 }],
    outcast: [{ type: "shuffleFromHand", to: { all: "hand", side: "friendly" } }, { type: "draw", count: 4 },
      { type: "shuffleFromHand", to: { all: "hand", side: "enemy" } }, { type: "draw", count: 4, player: "enemy" }] },
  // Shan'do Wildclaw: "Choose One - Give Beasts in your deck +1/+1; or Transform into a copy of a friendly Beast." (the text's
  // order: SCH_607b, then SCH_607a; the copy per 4.8)
  { id: "SCH_607", chooseOne: [
    { card: "SCH_607b", effects: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion", race: "BEAST" } }, enchantment: "SCH_607e" }] },
    { card: "SCH_607a", target: { type: "minion", side: "friendly", where: { race: "BEAST" } }, effects: [{ type: "transform", to: "self", copyOf: "target" }] },
  ] },
  { id: "SCH_607e", buff: { attack: 1, health: 1 } },
  // Flesh Giant: "Costs (1) less for each time your hero's Health changed during your turns." (the changes the condition
  // heroHealthChangedThisTurn counts, on your own turns, for the whole game: `thisGame: "heroHealthChangedOnOwnTurns"`)
  { id: "SCH_140", auras: [{ to: "self", zone: "hand", buff: { cost: { thisGame: "heroHealthChangedOnOwnTurns", multiply: -1 } } }] },
  // Star Student Stelina: "Outcast: Look at 3 cards in your opponent's hand. Shuffle one of them into their deck." (three
  // different random cards of that hand — all of them when fewer — then your pick, shuffled into its owner's deck)
  { id: "SCH_603", outcast: [{ type: "pick", from: { random: { all: "hand", side: "enemy" }, count: 3 }, do: [{ type: "shuffleFromHand", to: { all: "group" } }] }] },
  // Potion of Illusion: "Add 1/1 copies of your minions to your hand. They cost (1)." (new copies of their cards, 4.8: a
  // copy of a minion in play keeps no state; SCH_352e sets 1/1, SCH_352e2 the Cost)
  { id: "SCH_352", spell: [{ type: "addCard", copyOf: "friendly-minions" },
    { type: "buff", to: { all: "added", where: { zone: "hand" } }, enchantment: "SCH_352e" }, { type: "buff", to: { all: "added", where: { zone: "hand" } }, enchantment: "SCH_352e2" }] },
  { id: "SCH_352e", buff: { setAttack: 1, setHealth: 1 } },
  { id: "SCH_352e2", buff: { setCost: 1 } },
  // --- Session 14 (w14/nathria; rules-notes 1660-1679) ---
  // Coerce: "Destroy a damaged minion. Combo: Destroy any minion." — REQ_DAMAGED_TARGET_UNLESS_COMBO (target `unlessCombo`).
  { id: "SCH_521", target: { type: "minion", where: { damaged: true }, unlessCombo: true }, spell: [{ type: "destroy", to: "target" }],
    combo: [{ type: "destroy", to: "target" }] },
  // Disciplinarian Gandling: the rulebook's A.1 names it among "destroy, then summon a new minion in its place" (rules-notes 1660).
  { id: "SCH_126", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion" } },
    do: [{ type: "destroyAndReplace", to: "event-target", card: "SCH_126t" }] }] },
  { id: "SCH_126t" },
  // Lorekeeper Polkelt: as Order in the Court's sort, equal Costs keeping their order (rules-notes 1460).
  { id: "SCH_428", battlecry: [{ type: "sortDeck" }] },
  // Sphere of Sapience: look at the top card; keep it, or put it on the bottom and lose 1 Durability (rules-notes 1661).
  { id: "SCH_259", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "if", if: { exists: { top: "deck" } },
    then: [{ type: "choose", options: [{ effects: [] },
      { card: "SCH_259t", effects: [{ type: "putOnBottom", to: { top: "deck" } }, { type: "loseDurability", amount: 1, to: "self" }] }] }] }] }] },
  // Educated Elekk: each spell either player plays (the play step) is remembered by a memory SCH_714e; its Deathrattle
  // shuffles a new card of each into your deck (addRemembered `into: deck`, rules-notes 1670). Silence forgets them.
  { id: "SCH_714", triggers: [{ on: "play", if: { target: { type: "spell" } }, do: [{ type: "buff", to: "self", enchantment: "SCH_714e", remember: "event-target" }] }],
    deathrattle: [{ type: "addRemembered", enchantment: "SCH_714e", into: "deck" }] },
  { id: "SCH_714e" },
  // Devout Pupil: the play record's `castOn` (rules-notes 1540) counts the spells you played at a friendly character.
  { id: "SCH_139", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", castOn: "friendly-character", multiply: -1 } } }] },
  // Instructor Fireheart: the spell taken carries Hot Streak (SCH_507e) this turn; played, it Discovers again with it (rules-notes 1671).
  { id: "SCH_507", battlecry: [{ type: "discover", from: { type: "SPELL", costAtLeast: 1, yourClass: true }, enchantment: "SCH_507e" }] },
  { id: "SCH_507e", buff: { oneTurn: true }, triggers: [{ on: "play", if: { target: "self" },
    do: [{ type: "discover", from: { type: "SPELL", costAtLeast: 1, yourClass: true }, enchantment: "SCH_507e" }] }] },
  // Jandice Barov: two random 5-Cost minions; the player picks the one that dies when it takes damage (rules-notes 1672).
  { id: "SCH_351", battlecry: [{ type: "summonRandom", pool: { type: "MINION", cost: 5 }, count: 2 },
    { type: "pick", from: { all: "summoned", where: { zone: "play" } }, do: [{ type: "buff", to: { all: "group" }, enchantment: "SCH_351e2" }] }] },
  { id: "SCH_351e2", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "destroy", to: "self" }] }] },
  // Jandice Barov's other enchantments: textless marks (a, b) and the display label "might be an illusion" (e); they do nothing.
  { id: "SCH_351a" },
  { id: "SCH_351b" },
  { id: "SCH_351e" },
];
