/**
 * Expert (Classic) set.
 */
import type { CardDefinition } from "../format/index.js";

export const EXPERT1: CardDefinition[] = [
  // --- Amounts read when the effect resolves (card format `Amount`), and set/double effects (4.1) ---
  // Blessed Champion: doubling Attack adds the current Attack (auras included).
  { id: "EX1_355", target: { type: "minion" }, spell: [{ type: "buff", to: "target", attack: { stat: "attack", of: "target" }, enchantment: "EX1_355e" }] },
  { id: "EX1_355e" },
  // Inner Fire: Attack set to the target's Health now (a set: later changes apply on top, 4.1).
  { id: "CS1_129", target: { type: "minion" }, spell: [{ type: "buff", to: "target", setAttack: { stat: "health", of: "target" }, enchantment: "CS1_129e" }] },
  { id: "CS1_129e" },
  // Aldor Peacekeeper: an enemy minion's Attack set to 1.
  { id: "EX1_382", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "buff", to: "target", enchantment: "EX1_382e" }] },
  { id: "EX1_382e", buff: { setAttack: 1 } },
  // Lightspawn: Attack always equals Health.
  { id: "EX1_335", attackEqualsHealth: true },
  // Shadowflame: the damage comes first and the destroy after (3.1 反常的结算顺序), so the friendly minion is still in
  // play, not yet destroyed, while the damage events resolve.
  { id: "EX1_303", target: { type: "minion", side: "friendly" }, spell: [
    { type: "damage", amount: { stat: "attack", of: "target" }, to: "enemy-minions" }, { type: "destroy", to: "target" },
  ] },
  // Holy Wrath: damage equal to the cost of the card on top of the deck, then that card is drawn (3.1 反常的结算顺序: the
  // cost is the one it has in the deck).
  { id: "EX1_365", target: { type: "minion" }, spell: [{ type: "damage", amount: { stat: "cost", of: { top: "deck" } }, to: "target" }, { type: "draw" }] },
  // Southsea Deckhand: Charge while you have a weapon — an aura on itself.
  { id: "CS2_146", auras: [{ to: "self", buff: { grants: ["CHARGE"] }, if: { exists: "friendly-weapon" } }] },
  // Giants: a cost aura on the card itself in hand (自减费光环), after every other cost change (4.11).
  { id: "EX1_620", auras: [{ to: "self", zone: "hand", buff: { cost: { stat: "missingHealth", of: "friendly-hero", multiply: -1 } } }] }, // Molten Giant
  { id: "EX1_105", auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "hand", side: "friendly", where: { not: "self" } }, multiply: -1 } } }] }, // Mountain Giant
  { id: "EX1_586", auras: [{ to: "self", zone: "hand", buff: { cost: { count: "all-minions", multiply: -1 } } }] }, // Sea Giant
  // Battle Rage: a card per damaged friendly character, counted when it resolves.
  { id: "EX1_392", spell: [{ type: "draw", count: { count: { all: "characters", side: "friendly", where: { damaged: true } } } }] },
  // Shield Slam: 1 damage per point of your Armor.
  { id: "EX1_410", target: { type: "minion" }, spell: [{ type: "damage", amount: { stat: "armor", of: "friendly-hero" }, to: "target" }] },
  // Mortal Strike: 4 damage, or 6 if your hero has 12 or less Health when it resolves (3.3).
  { id: "EX1_408", target: { type: "character" }, spell: [{ type: "if", if: { value: { stat: "health", of: "friendly-hero" }, atMost: 12 },
    then: [{ type: "damage", amount: 6, to: "target" }], else: [{ type: "damage", amount: 4, to: "target" }] }] },
  // --- 4.7 移动 (control) and 4.11 法力值消耗 (cost auras) ---
  // Sylvanas Windrunner: "Deathrattle: Take control of a random enemy minion." (random: skips mortally wounded, 3.5)
  { id: "EX1_016", deathrattle: [{ type: "takeControl", to: { random: "enemy-minions" } }] },
  // Shadow Madness: control of an enemy minion with 3 or less Attack until end of turn; no summoning sickness (4.7).
  { id: "EX1_334", target: { type: "minion", side: "enemy", where: { maxAttack: 3 } }, spell: [{ type: "takeControl", to: "target", sickness: false, enchantment: "EX1_334e" }] },
  // Demonfire: "Deal 2 damage to a minion. If it's a friendly Demon, give it +2/+2 instead." (decided as it resolves, 3.3)
  { id: "EX1_596", target: { type: "minion" }, spell: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { is: "target", race: "DEMON" } } },
    then: [{ type: "buff", to: "target", enchantment: "EX1_596e" }], else: [{ type: "damage", amount: 2, to: "target" }] }] },
  { id: "EX1_596e", buff: { attack: 2, health: 2 } },
  { id: "EX1_334e", triggers: [{ on: "turn-end", do: [{ type: "takeControl", to: "self", side: "enemy", sickness: false }, { type: "expire" }] }] },
  // Mind Control Tech: "Battlecry: If your opponent has 4 or more minions, take control of one at random." (3.3: checked when it resolves)
  { id: "EX1_085", battlecry: [{ type: "if", if: { count: "enemy-minions", atLeast: 4 }, then: [{ type: "takeControl", to: { random: "enemy-minions" } }] }] },
  // Summoning Portal: your minions cost (2) less, but not less than (1).
  { id: "EX1_315", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { cost: -2, minCost: 1 }, enchantment: "EX1_315e" }] },
  { id: "EX1_315e", buff: { cost: -2, minCost: 1 } },
  // Sorcerer's Apprentice: your spells cost (1) less (but not less than 1).
  { id: "EX1_608", auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -1, minCost: 1 }, enchantment: "EX1_608e" }] },
  { id: "EX1_608e", buff: { cost: -1, minCost: 1 } },
  // Venture Co. Mercenary: your minions cost (3) more.
  { id: "CS2_227", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { cost: 3 }, enchantment: "CS2_227e" }] },
  { id: "CS2_227e", buff: { cost: 3 } },
  // Millhouse Manastorm: enemy spells cost (0) next turn. A state on the enemy hero (standing for the player, 1.2) whose aura
  // works at once and lasts through the opponent's turns, until Millhouse's controller's next turn (4.13).
  { id: "NEW1_029", battlecry: [{ type: "buff", to: "enemy-hero", enchantment: "NEW1_029t" }] },
  { id: "NEW1_029t", auras: [{ to: { all: "hand", side: "enemy", where: { type: "spell" } }, buff: { setCost: 0 } }], triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Knife Juggler: "After you summon a minion, deal 1 damage to a random enemy."
  { id: "NEW1_019", triggers: [{ on: "after-summon", if: { target: "other-friendly-minion" }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] },
  // Acolyte of Pain: "Whenever this minion takes damage, draw a card."
  { id: "EX1_007", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "draw" }] }] },
  // Frothing Berserker: "Whenever a minion takes damage, gain +1 Attack."
  { id: "EX1_604", triggers: [{ on: "damage", if: { target: "minion" }, do: [{ type: "buff", to: "self", attack: 1, enchantment: "EX1_604o" }] }] },
  // Cult Master: "After a friendly minion dies, draw a card."
  { id: "EX1_595", triggers: [{ on: "death", if: { target: "friendly-minion" }, do: [{ type: "draw" }] }] },
  // Leper Gnome.
  { id: "EX1_029", deathrattle: [{ type: "damage", amount: 2, to: "enemy-hero" }] },
  // Loot Hoarder.
  { id: "EX1_096", deathrattle: [{ type: "draw" }] },
  // Abomination (Taunt from its tags).
  { id: "EX1_097", deathrattle: [{ type: "damage", amount: 2, to: "all-characters" }] },
  // Bloodmage Thalnos (Spell Damage +1 from its tags).
  { id: "EX1_012", deathrattle: [{ type: "draw" }] },
  // Baron Geddon: "At the end of your turn, deal 2 damage to ALL other characters."
  { id: "EX1_249", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 2, to: "all-other-characters" }] }] },
  // Felguard: "Battlecry: Destroy one of your Mana Crystals."
  { id: "EX1_301", battlecry: [{ type: "manaCrystals", amount: -1 }] },
  // Auchenai Soulpriest: "Your cards and powers that restore Health now deal damage instead."
  { id: "EX1_591", auras: [{ rule: "healing-deals-damage" }] },
  // Circle of Healing.
  { id: "EX1_621", spell: [{ type: "heal", amount: 4, to: "all-minions" }] },
  // Silence.
  { id: "EX1_332", target: { type: "minion" }, spell: [{ type: "silence", to: "target" }] },
  // Nourish: Choose One - Gain 2 Mana Crystals; or Draw 3 cards.
  { id: "EX1_164", chooseOne: [
    { card: "EX1_164a", effects: [{ type: "manaCrystals", amount: 2, state: "full" }] },
    { card: "EX1_164b", effects: [{ type: "draw", count: 3 }] },
  ] },
  // Redemption: "Secret: When a friendly minion dies, return it to life with 1 Health." Low priority (3.2).
  { id: "EX1_136", triggers: [{ on: "death", if: [{ target: "friendly-minion" }, { space: "friendly-board" }], priority: "low", do: [{ type: "summonCopy", of: "event-target", health: 1 }] }] },
  // Explosive Trap: "Secret: When your hero is attacked, deal 2 damage to all enemies." (no condition beyond that, 3.4)
  { id: "EX1_610", triggers: [{ on: "pre-attack", if: { target: "friendly-hero" }, do: [{ type: "damage", amount: 2, to: "enemy-characters" }] }] },
  // Freezing Trap: the attacker must be in play and not mortally wounded (3.4).
  { id: "EX1_611", triggers: [{ on: "pre-attack", if: { source: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "returnToHand", to: "event-source", cost: 2 }] }] },
  // Misdirection: the attacker alive, and another character besides attacker and defender, alive and not immune (3.4).
  // "Another" than the defender as it is now: after Wandering Monster it may send the attack back to your hero (2.6, 3.4).
  { id: "EX1_533", triggers: [{
    on: "pre-attack",
    if: [{ target: "friendly-hero" }, { source: { side: "enemy", alive: true } }, { exists: { all: "characters", where: { not: ["event-source", "defender"], alive: true, notTag: "IMMUNE" } } }],
    do: [{ type: "redirectAttack", to: { random: { all: "characters", where: { not: ["event-source", "defender"] } } } }],
  }] },
  // Blessing of Wisdom: "Choose a minion. Whenever it attacks, draw a card."
  { id: "EX1_363", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "EX1_363e" }] },
  { id: "EX1_363e", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "draw" }] }] },
  // Power Overwhelming: "+4/+4 until end of turn. Then, it dies. Horribly."
  { id: "EX1_316", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "EX1_316e" }] },
  { id: "EX1_316e", buff: { attack: 4, health: 4 }, triggers: [{ on: "turn-end", do: [{ type: "destroy", to: "self" }] }] },
  // Lord Jaraxxus: "Battlecry: Equip a 3/8 Blood Fury." Brings INFERNO!.
  { id: "EX1_323", heroPower: "EX1_tk33", battlecry: [{ type: "equipWeapon", card: "EX1_323w" }] },
  { id: "EX1_tk33", power: [{ type: "summon", card: "EX1_tk34" }] },
  // SI:7 Agent: "Combo: Deal 3 damage."
  { id: "EX1_134", target: { type: "character" }, combo: [{ type: "damage", amount: 3, to: "target" }] },
  // Water Elemental: "Freeze any character damaged by this minion." (the FREEZE keyword, from its tags)
  { id: "CS2_033" },
  // Defias Ringleader: "Combo: Summon a 2/1 Defias Bandit."
  { id: "EX1_131", combo: [{ type: "summon", card: "EX1_131t" }] },
  { id: "EX1_604o", buff: { attack: 1 } },
  // Counterspell: "Secret: When your opponent casts a spell, Counter it." (2.3 c: the counter step of the play phase)
  { id: "EX1_287", triggers: [{ on: "counter", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "counter", to: "event-target" }] }] },
  // Lightning Bolt: "Deal 3 damage. Overload: (1)" (Overload from the card data)
  { id: "EX1_238", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }] },
  // --- Rulebook 4.3-4.9 and 5.2 examples ---
  // Faceless Manipulator: "Battlecry: Choose a minion and become a copy of it." (4.8)
  { id: "EX1_564", target: { type: "minion" }, battlecry: [{ type: "transform", to: "self", copyOf: "target" }] },
  // Deathwing: "Battlecry: Destroy all other minions and discard your hand." (4.3: all discarded, then each discard event)
  { id: "NEW1_030", battlecry: [{ type: "destroy", to: "all-other-minions" }, { type: "discard", count: "all" }] },
  // Brawl: "Destroy all minions except one (chosen randomly)." Needs two or more minions when played and when it resolves (3.3);
  // the survivor is never a mortally wounded minion (3.5).
  { id: "EX1_407", requires: { count: "all-minions", atLeast: 2 }, spell: [{ type: "destroy", to: { from: "all-minions", except: { random: "all-minions" } } }] },
  // Twisting Nether: "Destroy all minions and locations." (no locations in this engine)
  { id: "EX1_312", spell: [{ type: "destroy", to: "all-minions" }] },
  // Commanding Shout: "Your minions can't be reduced below 1 Health this turn. Draw a card." It really draws first (3.3),
  // then gives the player (carried by the hero) a one-turn effect whose aura gives your minions HEALTH_MINIMUM (4.9 step 7).
  { id: "NEW1_036", spell: [{ type: "draw" }, { type: "buff", to: "friendly-hero", enchantment: "NEW1_036e2" }] },
  { id: "NEW1_036e2", buff: { oneTurn: true }, auras: [{ to: "friendly-minions", buff: { grants: ["HEALTH_MINIMUM"] }, enchantment: "NEW1_036e" }] },
  { id: "NEW1_036e", buff: { grants: ["HEALTH_MINIMUM"] } },
  // "while damaged" (formerly Enrage): an aura on itself that holds while it is damaged, updated at aura updates (4.2).
  { id: "EX1_009", auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 5 }, enchantment: "EX1_009e" }] }, // Angry Chicken
  { id: "EX1_009e", buff: { attack: 5 } },
  { id: "EX1_393", auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 3 }, enchantment: "EX1_393e" }] }, // Amani Berserker
  { id: "EX1_393e", buff: { attack: 3 } },
  { id: "EX1_412", auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 1, grants: ["WINDFURY"] }, enchantment: "EX1_412e" }] }, // Raging Worgen
  { id: "EX1_412e", buff: { attack: 1, grants: ["WINDFURY"] } },
  // Armorsmith: "Whenever a friendly minion takes damage, gain 1 Armor."
  { id: "EX1_402", triggers: [{ on: "damage", if: { target: "friendly-minion" }, do: [{ type: "armor", amount: 1 }] }] },
  // Wild Pyromancer: "After you cast a spell, deal 1 damage to ALL minions." ("cast" here is playing from hand: the after-play step, 2.3)
  { id: "NEW1_020", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "damage", amount: 1, to: "all-minions" }] }] },
  // Ragnaros the Firelord: "Can't attack. At the end of your turn, deal 8 damage to a random enemy." (Can't attack from its tags)
  { id: "EX1_298", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 8, to: { random: "enemy-characters" } }] }] },
  // Gruul: "At the end of each turn, gain +1/+1."
  { id: "NEW1_038", triggers: [{ on: "turn-end", do: [{ type: "buff", to: "self", enchantment: "NEW1_038o" }] }] },
  { id: "NEW1_038o", buff: { attack: 1, health: 1 } },
  // Coldlight Oracle: "Battlecry: Each player draws 2 cards." Its controller first (3.3 双方效果).
  { id: "EX1_050", battlecry: [{ type: "draw", count: 2 }, { type: "draw", count: 2, player: "enemy" }] },
  // Pyroblast.
  { id: "EX1_279", target: { type: "character" }, spell: [{ type: "damage", amount: 10, to: "target" }] },
  // Sword of Justice: "After you summon a minion, give it +1/+1 and this loses 1 Durability."
  { id: "EX1_366", triggers: [{ on: "after-summon", if: { target: "friendly-minion" }, do: [
    { type: "buff", to: "event-target", enchantment: "EX1_366e" }, { type: "loseDurability", amount: 1, to: "self" },
  ] }] },
  { id: "EX1_366e", buff: { attack: 1, health: 1 } },
  // Snake Trap: "Secret: When one of your minions is attacked, summon three 1/1 Snakes." Needs board space (3.4).
  { id: "EX1_554", triggers: [{ on: "pre-attack", if: [{ target: "friendly-minion" }, { space: "friendly-board" }], do: [{ type: "summon", card: "EX1_554t", count: 3 }] }] },
  // Dire Wolf Alpha: "Adjacent minions have +1 Attack."
  { id: "EX1_162", auras: [{ to: { adjacent: "self" }, buff: { attack: 1 }, enchantment: "EX1_162o" }] },
  { id: "EX1_162o", buff: { attack: 1 } },
  // Defender of Argus: "Battlecry: Give adjacent minions +1/+1 and Taunt."
  { id: "EX1_093", battlecry: [{ type: "buff", to: { adjacent: "self" }, enchantment: "EX1_093e" }] },
  { id: "EX1_093e", buff: { attack: 1, health: 1, grants: ["TAUNT"] } },
  // Doomguard: "Charge. Battlecry: Discard two random cards." (Charge from its tags; 4.3: both go, then both discard events)
  { id: "EX1_310", battlecry: [{ type: "discard", count: 2 }] },
  // --- Classic sweep ---
  { id: "EX1_124", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }], combo: [{ type: "damage", amount: 4, to: "target" }] }, // Eviscerate
  { id: "EX1_391", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" }, // Slam: "If it survives, draw a card."
    { type: "if", if: { entity: "target", matches: { mortallyWounded: false } }, then: [{ type: "draw" }] }] },
  // Twilight Drake: "Battlecry: Gain +1 Health for each card in your hand." (counted as the battlecry resolves)
  { id: "EX1_043", battlecry: [{ type: "buff", to: "self", health: { count: { all: "hand", side: "friendly" } } }] },
  { id: "EX1_624", target: { type: "character" }, spell: [{ type: "damage", amount: 5, to: "target" }, { type: "heal", amount: 5, to: "friendly-hero" }] }, // Holy Fire
  { id: "EX1_354", target: { type: "character" }, spell: [{ type: "heal", amount: 8, to: "target" }, { type: "draw", count: 3 }] }, // Lay on Hands
  { id: "EX1_309", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }, { type: "heal", amount: 3, to: "friendly-hero" }] }, // Siphon Soul
  { id: "EX1_241", target: { type: "character" }, spell: [{ type: "damage", amount: 5, to: "target" }] }, // Lava Burst (Overload from the data)
  { id: "EX1_259", spell: [{ type: "damage", amount: 3, to: "enemy-minions" }] }, // Lightning Storm (Overload from the data)
  { id: "EX1_245", target: { type: "minion" }, spell: [{ type: "silence", to: "target" }, { type: "damage", amount: 1, to: "target" }] }, // Earth Shock
  { id: "EX1_248", spell: [{ type: "summon", card: "EX1_tk11", count: 2 }] }, // Feral Spirit (Overload from the data)
  // Blizzard: damage all enemy minions, then freeze all enemy minions (3.1: minions that appeared meanwhile too).
  { id: "CS2_028", spell: [{ type: "damage", amount: 2, to: "enemy-minions" }, { type: "freeze", to: "enemy-minions" }] },
  { id: "EX1_284", battlecry: [{ type: "draw" }] }, // Azure Drake (Spell Damage from its tags)
  { id: "EX1_583", battlecry: [{ type: "heal", amount: 4, to: "friendly-hero" }] }, // Priestess of Elune
  { id: "CS2_117", target: { type: "character" }, battlecry: [{ type: "heal", amount: 3, to: "target" }] }, // Earthen Ring Farseer
  { id: "CS2_188", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", enchantment: "CS2_188o" }] }, // Abusive Sergeant
  { id: "CS2_188o", buff: { attack: 2, oneTurn: true } },
  { id: "EX1_046", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", enchantment: "EX1_046e" }] }, // Dark Iron Dwarf
  { id: "EX1_046e", buff: { attack: 2, oneTurn: true } },
  { id: "CS2_181", battlecry: [{ type: "damage", amount: 4, to: "self" }] }, // Injured Blademaster
  { id: "EX1_319", battlecry: [{ type: "damage", amount: 3, to: "friendly-hero" }] }, // Flame Imp
  { id: "EX1_313", battlecry: [{ type: "damage", amount: 5, to: "friendly-hero" }] }, // Pit Lord
  { id: "CS2_203", target: { type: "minion" }, battlecry: [{ type: "silence", to: "target" }] }, // Ironbeak Owl
  { id: "EX1_048", target: { type: "minion" }, battlecry: [{ type: "silence", to: "target" }] }, // Spellbreaker
  { id: "EX1_005", target: { type: "minion", where: { minAttack: 7 } }, battlecry: [{ type: "destroy", to: "target" }] }, // Big Game Hunter
  { id: "NEW1_041", battlecry: [{ type: "destroy", to: { random: { all: "minions", side: "enemy", where: { maxAttack: 2 } } } }] }, // Stampeding Kodo
  { id: "EX1_575", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "draw" }] }] }, // Mana Tide Totem
  { id: "EX1_399", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "buff", to: "self", enchantment: "EX1_399e" }] }] }, // Gurubashi Berserker
  { id: "EX1_399e", buff: { attack: 3 } },
  { id: "NEW1_021", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "destroy", to: "all-minions" }] }] }, // Doomsayer
  // --- end of the 4.3-4.9 / 5.2 block ---
  // Mana Wyrm: "Whenever you cast a spell, gain +1 Attack." An on-play trigger (2.3 使用阶段 f).
  { id: "NEW1_012", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", attack: 1, enchantment: "NEW1_012o" }] }] },
  { id: "NEW1_012o", buff: { attack: 1 } },
  // Imp Master: "At the end of your turn, deal 1 damage to this minion and summon a 1/1 Imp."
  { id: "EX1_597", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 1, to: "self" }, { type: "summon", card: "EX1_598" }] }] },
  // Harvest Golem: "Deathrattle: Summon a 2/1 Damaged Golem."
  { id: "EX1_556", deathrattle: [{ type: "summon", card: "skele21" }] },
  // Mad Bomber: 3 damage randomly split between all other characters, one hit at a time (3.5: skips the mortally wounded).
  { id: "EX1_082", battlecry: [{ type: "damage", amount: 1, to: { random: "all-other-characters", count: 3 } }] },
  // Lightwell: heal a random damaged friendly character at the start of your turn; it ignores mortally wounded
  // ones (old rule 5b, not contradicted by the 2022 text's 3.5).
  { id: "EX1_341", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "heal", amount: 3, to: { random: { all: "characters", side: "friendly", where: { alive: true } } } }] }] },
  // Unleash the Hounds: "For each enemy minion, summon a 1/1 Hound with Charge."
  { id: "EX1_538", spell: [{ type: "summon", card: "EX1_538t", countOf: "enemy-minions" }] },
  // Cone of Cold: damage left, right, middle one by one, then freeze the same minions (3.1 AoE 的结算顺序).
  { id: "EX1_275", target: { type: "minion" }, spell: [{ type: "group", of: { adjacent: "target", self: "last" }, do: [
    { type: "damage", amount: 1, to: "group", oneByOne: true }, { type: "freeze", to: "group" },
  ] }] },
  // Snipe: "Secret: After your opponent plays a minion, deal 6 damage to it." Aborts if it is mortally wounded (3.4).
  { id: "EX1_609", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "damage", amount: 6, to: "event-target" }] }] },
  // Noble Sacrifice: "Secret: When an enemy attacks, summon a 2/1 Defender as the new target." Needs board space (3.4).
  { id: "EX1_130", triggers: [{ on: "pre-attack", if: [{ source: "enemy" }, { space: "friendly-board" }], do: [
    { type: "summon", card: "EX1_130a" }, { type: "redirectAttack", to: "summoned" },
  ] }] },
  // --- 4.9 伤害与治疗: the damage pipeline's steps ---
  // Prophet Velen: doubles the damage and healing of your spells and Hero Power (4.9 step 1b, after Spell Damage).
  { id: "EX1_350", auras: [{ rule: "spells-and-powers-double" }] },
  // Ice Block: "Secret: When your hero takes fatal damage, prevent it and become Immune this turn." A pre-damage trigger,
  // the last of a hero's (4.9 预伤害扳机 4: after the triggers that change the amount, Cursed Blade).
  { id: "EX1_295", triggers: [{ on: "pre-damage", priority: "low", if: [{ target: "friendly-hero" }, { fatal: true }], do: [
    { type: "changeDamage", set: 0 }, { type: "buff", to: "friendly-hero", enchantment: "EX1_295o" },
  ] }] },
  { id: "EX1_295o", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Eye for an Eye: "Secret: When your hero takes damage, deal that much damage to the enemy hero." A damage trigger (step 8).
  { id: "EX1_132", triggers: [{ on: "damage", if: { target: "friendly-hero" }, do: [{ type: "damage", amount: { event: "amount" }, to: "enemy-hero" }] }] },
  // Ice Barrier: "Secret: When your hero is attacked, gain 8 Armor." (no condition, 3.4)
  { id: "EX1_289", triggers: [{ on: "pre-attack", if: { target: "friendly-hero" }, do: [{ type: "armor", amount: 8 }] }] },
  // Vaporize: "Secret: When a minion attacks your hero, destroy it." Needs the attacker in play and not mortally wounded (3.4).
  { id: "EX1_594", triggers: [{ on: "pre-attack", if: [{ target: "friendly-hero" }, { source: { type: "minion", alive: true } }], do: [{ type: "destroy", to: "event-source" }] }] },
  // Gladiator's Longbow: "Your hero is Immune while attacking." A pre-attack trigger that makes the hero Immune for the
  // attack (removed in 2.6 h), and a pre-damage trigger that prevents damage to the attacking hero before that (2.6).
  { id: "DS1_188", triggers: [
    { on: "pre-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: "friendly-hero", enchantment: "DS1_188e" }] },
    { on: "pre-damage", if: { target: { is: "friendly-hero", attacking: true } }, do: [{ type: "changeDamage", set: 0 }] },
  ] },
  { id: "DS1_188e", buff: { grants: ["IMMUNE"], whileAttacking: true } },
  // Perdition's Blade: "Battlecry: Deal 1 damage. Combo: Deal 2 instead." (2.4: the old weapon is still in play then)
  { id: "EX1_133", target: { type: "character" }, battlecry: [{ type: "damage", amount: 1, to: "target" }], combo: [{ type: "damage", amount: 2, to: "target" }] },
  // --- 2.2 / 2.3 play steps: cost states, targeting triggers, on-play and after-play triggers ---
  // Preparation: "The next spell you cast this turn costs (2) less." A one-turn state on the player (carried by the hero)
  // whose aura reaches your spells in hand; the next spell you play uses it up in the cost-state removal step (2.3 e).
  { id: "EX1_145", spell: [{ type: "buff", to: "friendly-hero", enchantment: "EX1_145o" }] },
  { id: "EX1_145o", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -2 } }], consumedBy: { type: "spell" } },
  // Kirin Tor Mage: "Battlecry: The next Secret you play this turn costs (0)." (a cost state, 2.3 e)
  { id: "EX1_612", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "EX1_612o" }] },
  { id: "EX1_612o", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { secret: true } }, buff: { setCost: 0 } }], consumedBy: { secret: true } },
  // Pint-Sized Summoner: "The first minion you play each turn costs (1) less." A consumable aura (4.11): on while you have
  // played no minion this turn, so it goes when you play one and comes back (a new entry time) when your next turn starts.
  { id: "EX1_076", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { cost: -1 }, if: { playedThisTurn: "minion", atMost: 0 } }] },
  // Spellbender: "Secret: When an enemy casts a spell on a minion, summon a 1/3 as the new target." A targeting trigger (2.3 结算阶段 b).
  { id: "tt_010", triggers: [{ on: "target", if: [{ source: { side: "enemy", type: "spell" } }, { target: "minion" }, { space: "friendly-board" }],
    do: [{ type: "summon", card: "tt_010a" }, { type: "retarget", to: "summoned" }] }] },
  // Mirror Entity: "Secret: After your opponent plays a minion, summon a copy of it." An after-play trigger (2.2 完成阶段 c); a copy per 4.8.
  { id: "EX1_294", triggers: [{ on: "after-play", if: [{ target: { side: "enemy", type: "minion" } }, { space: "friendly-board" }],
    do: [{ type: "summonCopy", of: "event-target", copyState: true }] }] },
  // Questing Adventurer: "Whenever you play a card, gain +1/+1." (on-play, 2.2 e)
  { id: "EX1_044", triggers: [{ on: "play", if: { target: "friendly" }, do: [{ type: "buff", to: "self", enchantment: "EX1_044e" }] }] },
  { id: "EX1_044e", buff: { attack: 1, health: 1 } },
  // Violet Teacher: "Whenever you cast a spell, summon a 1/1 Violet Apprentice." (on-play, 2.3 f: before the spell resolves)
  { id: "NEW1_026", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "summon", card: "NEW1_026t" }] }] },
  // Unbound Elemental: "After you play a card with Overload, gain +1/+1." The rulebook lists it among on-play triggers (2.2 e, 2.3 f).
  { id: "EX1_258", triggers: [{ on: "play", if: { target: { side: "friendly", has: "overload" } }, do: [{ type: "buff", to: "self", enchantment: "EX1_258e" }] }] },
  { id: "EX1_258e", buff: { attack: 1, health: 1 } },
  // Ancestral Spirit: "Give a minion 'Deathrattle: Resummon this minion.'" (an enchantment's deathrattle: a fresh copy of its host)
  { id: "CS2_038", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_038e" }] },
  { id: "CS2_038e", deathrattle: [{ type: "summonCopy", of: "self" }] },
  // Soul of the Forest: "Give your minions 'Deathrattle: Summon a 2/2 Treant.'"
  { id: "EX1_158", spell: [{ type: "buff", to: "friendly-minions", enchantment: "EX1_158e" }] },
  { id: "EX1_158e", deathrattle: [{ type: "summon", card: "EX1_158t" }] },
  // Tirion Fordring: "Divine Shield, Taunt. Deathrattle: Equip a 5/3 Ashbringer."
  { id: "EX1_383", deathrattle: [{ type: "equipWeapon", card: "EX1_383t" }] },
  // Alarm-o-Bot: "At the start of your turn, swap this minion with a random one in your hand."
  { id: "EX1_006", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "swapWithHand" }] }] },
  // Temple Enforcer: "Battlecry: Give a friendly minion +3 Health."
  { id: "EX1_623", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "EX1_623e" }] },
  { id: "EX1_623e", buff: { health: 3 } },
  // Ysera: "At the end of your turn, get two random Dream cards." Two picks, each from all five (duplicates possible).
  { id: "EX1_572", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", pool: ["DREAM_01", "DREAM_02", "DREAM_03", "DREAM_04", "DREAM_05"], count: 2 }] }] },
  // The Dream cards. Laughing Sister: its text is its two tags (spells and Hero Powers can't target it).
  { id: "DREAM_01" },
  // Ysera Awakens: "Deal 5 damage to all characters except Ysera." (every minion named Ysera is spared)
  { id: "DREAM_02", spell: [{ type: "damage", amount: 5, to: { from: "all-characters", except: { all: "minions", where: { name: "Ysera" } } } }] },
  // Dream: "Return a minion to its owner's hand." (the engine has no owner apart from the controller: its controller's hand)
  { id: "DREAM_04", target: { type: "minion" }, spell: [{ type: "returnToHand", to: "target" }] },
  // Nightmare: "Give a minion +5/+5. At the start of your next turn, destroy it." (the caster's turn: the enchantment's controller)
  { id: "DREAM_05", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "DREAM_05e" }] },
  { id: "DREAM_05e", buff: { attack: 5, health: 5 }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
];
