/** Descent of Dragons (DRAGONS) and Galakrond's Awakening (YEAR_OF_THE_DRAGON). */
import type { CardDefinition } from "../format/index.js";
import { LACKEYS } from "./others.js";

/** "If you're holding a Dragon" (read as the text resolves: a Dragon the text drew counts). */
const HOLDING_DRAGON = { exists: { all: "hand" as const, side: "friendly" as const, where: { race: "DRAGON" } } };
/** "If you've Invoked twice": the player's Invoke count this game (w10/mech, rules-notes 930). */
const INVOKED_TWICE = { value: { thisGame: "invokes" as const }, atLeast: 2 };
const DISCOVER_DRAGON: CardDefinition["battlecry"] = [{ type: "discover", from: { type: "MINION", race: "DRAGON", yourClass: true } }];

export const DRAGONS = (): CardDefinition[] => [
  // Arcane Amplifier: "Your Hero Power deals 2 extra damage." (HEROPOWER_DAMAGE 2; lead, session 12)
  { id: "YOD_008", tags: { HEROPOWER_DAMAGE: 2 } },
  // Rising Winds: "Twinspell. Choose One - Draw a card; or Summon a 3/2 Eagle." (its copy without Twinspell: YOD_001ts)
  { id: "YOD_001", twinspell: "YOD_001ts", chooseOne: [
    { card: "YOD_001b", effects: [{ type: "draw" }] },
    { card: "YOD_001c", requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "YOD_001t" }] },
  ] },
  { id: "YOD_001ts", chooseOne: [
    { card: "YOD_001b", effects: [{ type: "draw" }] },
    { card: "YOD_001c", requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "YOD_001t" }] },
  ] },
  // Fresh Scent: "Twinspell. Give a Beast +2/+2."
  { id: "YOD_005", twinspell: "YOD_005ts", target: { type: "minion", where: { race: "BEAST" } }, spell: [{ type: "buff", to: "target", enchantment: "YOD_005e" }] },
  { id: "YOD_005ts", target: { type: "minion", where: { race: "BEAST" } }, spell: [{ type: "buff", to: "target", enchantment: "YOD_005e" }] },
  { id: "YOD_005e", buff: { attack: 2, health: 2 } },
  // Parachute Brigand: "After you play a Pirate, summon this minion from your hand." A hand trigger (3.2: after field triggers,
  // before deck ones such as Patches); the Pirate must be one both as played and when it resolves (2.2, as for Patches).
  { id: "DRG_056", triggers: [{
    on: "after-play", zone: "hand", if: [{ target: { side: "friendly", type: "minion", race: "PIRATE", playedRace: "PIRATE" } }, { space: "friendly-board" }],
    do: [{ type: "putIntoPlay", from: "hand", where: { is: "self" } }],
  }] },
  // Sky Raider: "Battlecry: Add a random Pirate to your hand."
  { id: "DRG_024", battlecry: [{ type: "addCard", pool: { race: "PIRATE" } }] },
  // Risky Skipper: "After you play a minion, deal 1 damage to all minions."
  { id: "YOD_022", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "damage", amount: 1, to: "all-minions" }] }] },
  // --- w9/wild-b ---
  // Breath of Dreams: "Draw a card. If you're holding a Dragon, gain an empty Mana Crystal."
  { id: "DRG_318", spell: [{ type: "draw" }, { type: "if", if: HOLDING_DRAGON, then: [{ type: "manaCrystals", amount: 1, state: "empty" }] }] },
  // Emerald Explorer: "Taunt Battlecry: Discover a Dragon."; Primordial Explorer: "Poisonous …"; Azure Explorer: "Spell Damage +2 …"
  { id: "DRG_313", battlecry: DISCOVER_DRAGON },
  { id: "DRG_254", battlecry: DISCOVER_DRAGON },
  { id: "DRG_102", battlecry: DISCOVER_DRAGON },
  // Shrubadier: "Battlecry: Summon a 2/2 Treant."
  { id: "DRG_312", battlecry: [{ type: "summon", card: "DRG_311t" }] },
  // Treenforcements: "Choose One - Give a minion +2 Health and Taunt; or Summon a 2/2 Treant."
  { id: "DRG_311", chooseOne: [
    { card: "DRG_311b", target: { type: "minion" }, effects: [{ type: "buff", to: "target", enchantment: "DRG_311e" }] },
    { card: "DRG_311a", requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "DRG_311t" }] },
  ] },
  { id: "DRG_311e", buff: { health: 2, grants: ["TAUNT"] } },
  // Corrosive Breath: "Deal $3 damage to a minion. If you're holding a Dragon, it also hits the enemy hero."
  { id: "DRG_006", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "if", if: HOLDING_DRAGON, then: [{ type: "damage", amount: 3, to: "enemy-hero" }] }] },
  // Diving Gryphon: "Rush Battlecry: Draw a Rush minion from your deck."
  { id: "DRG_010", battlecry: [{ type: "draw", where: { type: "minion", tag: "RUSH" } }] },
  // Dragonbane: "After you use your Hero Power, deal 5 damage to a random enemy."
  { id: "DRG_256", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "damage", amount: 5, to: { random: "enemy-characters" } }] }] },
  // Phase Stalker: "After you use your Hero Power, cast a Secret from your deck."
  { id: "DRG_252", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "castSpell", from: "deck", where: { secret: true } }] }] },
  // Arcane Breath: "Deal $2 damage to a minion. If you're holding a Dragon, Discover a spell."
  { id: "DRG_106", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "if", if: HOLDING_DRAGON, then: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] }] },
  // Big Ol' Whelp: "Battlecry: Draw a card."
  { id: "DRG_054", battlecry: [{ type: "draw" }] },
  // Cobalt Spellkin: "Battlecry: Add two 1-Cost spells from your class to your hand."
  { id: "DRG_075", battlecry: [{ type: "addCard", pool: { type: "SPELL", cost: 1, classOnly: true }, count: 2 }] },
  // Depth Charge: "At the start of your turn, deal 5 damage to ALL minions."
  { id: "DRG_078", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "damage", amount: 5, to: "all-minions" }] }] },
  // Dragon Breeder: "Battlecry: Choose a friendly Dragon. Add a copy of it to your hand." (a copy from play: no states, 4.8)
  { id: "DRG_070", target: { type: "minion", side: "friendly", where: { race: "DRAGON" } }, battlecry: [{ type: "addCard", copyOf: "target" }] },
  // Dragonmaw Poacher: "Battlecry: If your opponent controls a Dragon, gain +4/+4 and Rush."
  { id: "DRG_063", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "enemy", where: { race: "DRAGON" } } }, then: [{ type: "buff", to: "self", enchantment: "DRG_063e" }] }] },
  { id: "DRG_063e", buff: { attack: 4, health: 4, grants: ["RUSH"] } },
  // Dread Raven: "Has +3 Attack for each other Dread Raven you control." (as Old Murk-Eye's aura on itself)
  { id: "DRG_088", auras: [{ to: "self", buff: { attack: { count: { all: "minions", side: "friendly", where: { name: "Dread Raven", not: "self" } }, multiply: 3 } }, enchantment: "DRG_088e" }] },
  { id: "DRG_088e" },
  // Evasive Chimaera, Evasive Drakonid, Evasive Feywing: keywords only (Elusive, from the card data)
  { id: "DRG_066" },
  { id: "DRG_310" },
  { id: "DRG_073" },
  // Fire Hawk: "Battlecry: Gain +1 Attack for each card in your opponent's hand."
  { id: "DRG_060", battlecry: [{ type: "buff", to: "self", attack: { count: { all: "hand", side: "enemy" } }, enchantment: "DRG_060e" }] },
  { id: "DRG_060e" },
  // Frizz Kindleroost: "Battlecry: Reduce the Cost of Dragons in your deck by (2)."
  { id: "DRG_257", battlecry: [{ type: "buff", to: { all: "deck", side: "friendly", where: { race: "DRAGON" } }, enchantment: "DRG_257e3" }] },
  { id: "DRG_257e3", buff: { cost: -2 } },
  // Goboglide Tech: "Battlecry: If you control a Mech, gain +1/+1 and Rush."
  { id: "DRG_059", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "MECHANICAL", not: "self" } } }, then: [{ type: "buff", to: "self", enchantment: "DRG_059e" }] }] },
  { id: "DRG_059e", buff: { attack: 1, health: 1, grants: ["RUSH"] } },
  // Hot Air Balloon: "At the start of your turn, gain +1 Health."
  { id: "DRG_057", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "buff", to: "self", enchantment: "DRG_057e" }] }] },
  { id: "DRG_057e", buff: { health: 1 } },
  // Scalerider: "Battlecry: If you're holding a Dragon, deal 2 damage." (a target only while you hold one)
  { id: "DRG_081", target: { type: "character", if: HOLDING_DRAGON }, battlecry: [{ type: "damage", amount: 2, to: "target" }] },
  // Shu'ma: "At the end of your turn, fill your board with 1/1 Tentacles."
  { id: "DRG_091", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "DRG_091t", count: { space: "friendly-board" } }] }] },
  // Skyfin: "Battlecry: If you're holding a Dragon, summon 2 random Murlocs."
  { id: "DRG_072", battlecry: [{ type: "if", if: HOLDING_DRAGON, then: [{ type: "summonRandom", pool: { type: "MINION", race: "MURLOC" }, count: 2 }] }] },
  // Tasty Flyfish: "Deathrattle: Give a Dragon in your hand +2/+2."
  { id: "DRG_049", deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, enchantment: "DRG_049e" }] },
  { id: "DRG_049e", buff: { attack: 2, health: 2 } },
  // Troll Batrider: "Battlecry: Deal 3 damage to a random enemy minion."
  { id: "DRG_067", battlecry: [{ type: "damage", amount: 3, to: { random: "enemy-minions" } }] },
  // Twin Tyrant: "Battlecry: Deal 4 damage to two random enemy minions." (two different ones, as Multi-Shot)
  { id: "DRG_213", battlecry: [{ type: "group", of: { random: "enemy-minions", count: 2 }, do: [{ type: "damage", amount: 4, to: "group" }] }] },
  // Wing Commander: "Has +2 Attack for each Dragon in your hand."
  { id: "DRG_058", auras: [{ to: "self", buff: { attack: { count: { all: "hand", side: "friendly", where: { race: "DRAGON" } }, multiply: 2 } }, enchantment: "DRG_058e" }] },
  { id: "DRG_058e" },
  // Zul'Drak Ritualist: "Taunt Battlecry: Summon three random 1-Cost minions for your opponent."
  { id: "DRG_064", battlecry: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 }, count: 3, side: "enemy" }] },
  // Amber Watcher: "Battlecry: Restore #8 Health."
  { id: "DRG_226", target: { type: "character" }, battlecry: [{ type: "heal", amount: 8, to: "target" }] },
  // Sand Breath: "Give a minion +1/+2. Give it Divine Shield if you're holding a Dragon."
  { id: "DRG_233", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "DRG_233e" }, { type: "if", if: HOLDING_DRAGON, then: [{ type: "buff", to: "target", grants: ["DIVINE_SHIELD"] }] }] },
  { id: "DRG_233e", buff: { attack: 1, health: 2 } },
  // Sky Claw: "Your other Mechs have +1 Attack. Battlecry: Summon two 1/1 Microcopters."
  { id: "DRG_225", auras: [{ to: { all: "minions", side: "friendly", where: { race: "MECHANICAL", not: "self" } }, buff: { attack: 1 }, enchantment: "DRG_225e" }],
    battlecry: [{ type: "summon", card: "DRG_225t", count: 2 }] },
  { id: "DRG_225e", buff: { attack: 1 } },
  // Breath of the Infinite: "Deal $2 damage to all minions. If you're holding a Dragon, only damage enemies."
  { id: "DRG_307", spell: [{ type: "if", if: HOLDING_DRAGON, then: [{ type: "damage", amount: 2, to: "enemy-minions" }], else: [{ type: "damage", amount: 2, to: "all-minions" }] }] },
  // Chronobreaker: "Deathrattle: If you're holding a Dragon, deal 3 damage to all enemy minions."
  { id: "DRG_304", deathrattle: [{ type: "if", if: HOLDING_DRAGON, then: [{ type: "damage", amount: 3, to: "enemy-minions" }] }] },
  // Whispers of EVIL: "Add a Lackey to your hand." (LACKEYS, sets/others.ts)
  { id: "DRG_301", spell: [{ type: "addCard", pool: LACKEYS }] },
  // EVIL Quartermaster: "Battlecry: Add a Lackey to your hand. Gain 3 Armor."
  { id: "DRG_020", battlecry: [{ type: "addCard", pool: LACKEYS }, { type: "armor", amount: 3 }] },
  // Bloodsail Flybooter: "Battlecry: Add two 1/1 Pirates to your hand."
  { id: "DRG_035", battlecry: [{ type: "addCard", card: "DRG_035t", count: 2 }] },
  // Candle Breath: "Draw 3 cards. Costs (3) less while you're holding a Dragon."
  { id: "DRG_033", spell: [{ type: "draw", count: 3 }], auras: [{ to: "self", zone: "hand", buff: { cost: -3 }, if: HOLDING_DRAGON }] },
  // Dragon's Hoard: "Discover a Legendary minion from another class."
  { id: "DRG_028", spell: [{ type: "discover", from: { type: "MINION", rarity: "LEGENDARY", otherClass: true } }] },
  // Molten Breath: "Deal $5 damage to a minion. If you're holding a Dragon, gain 5 Armor."
  { id: "DRG_500", target: { type: "minion" }, spell: [{ type: "damage", amount: 5, to: "target" }, { type: "if", if: HOLDING_DRAGON, then: [{ type: "armor", amount: 5 }] }] },
  // Storm's Wrath: "Give your minions +1/+1. Overload: (1)"
  { id: "DRG_215", spell: [{ type: "buff", to: "friendly-minions", enchantment: "DRG_215e" }] },
  { id: "DRG_215e", buff: { attack: 1, health: 1 } },
  // Rain of Fire: "Deal $1 damage to all characters."
  { id: "DRG_206", spell: [{ type: "damage", amount: 1, to: "all-characters" }] },
  // Dark Skies: "Deal $1 damage to a random minion. Repeat for each card in your hand." (the hand counted once, as it starts)
  { id: "DRG_204", spell: [{ type: "repeat", times: { count: { all: "hand", side: "friendly" }, add: 1 }, do: [{ type: "damage", amount: 1, to: { random: "all-minions" } }] }] },
  // Zzeraku the Warped: "Whenever your hero takes damage, summon a 6/6 Nether Drake."
  { id: "DRG_209", triggers: [{ on: "damage", if: { target: "friendly-hero" }, do: [{ type: "summon", card: "DRG_209t" }] }] },
  // Ancharrr: "After your hero attacks, draw a Pirate from your deck."
  { id: "DRG_025", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "draw", where: { race: "PIRATE" } }] }] },
  // Deathwing, Mad Aspect: "Battlecry: Attack ALL other minions." (as Ursoc, rules-notes 325)
  { id: "DRG_026", battlecry: [{ type: "forceAttack", attacker: "self", defender: "all-other-minions", each: true, anySide: true, randomOrder: true }] },
  // Skybarge: "After you summon a Pirate, deal 2 damage to a random enemy."
  { id: "DRG_023", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", race: "PIRATE", not: "self" } }, do: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] }] },
  // Lightning Breath: "Deal $4 damage to a minion. If you're holding a Dragon, also damage its neighbors."
  { id: "DRG_219", target: { type: "minion" }, spell: [{ type: "if", if: HOLDING_DRAGON,
    then: [{ type: "damage", amount: 4, to: { adjacent: "target", self: "first" } }], else: [{ type: "damage", amount: 4, to: "target" }] }] },
  // Abyssal Summoner: "Battlecry: Summon a Demon with Taunt and stats equal to your hand size."
  { id: "DRG_207", battlecry: [{ type: "summon", card: "DRG_207t", setAttack: { count: { all: "hand", side: "friendly" } }, setHealth: { count: { all: "hand", side: "friendly" } } }] },
  // Nithogg: "Battlecry: Summon two 0/3 Eggs. Next turn they hatch into 4/4 Drakes with Rush."
  { id: "DRG_224", battlecry: [{ type: "summon", card: "DRG_224t", count: 2 }] },
  // Storm Egg: "At the start of your turn, transform into a 4/4 Storm Drake with Rush."
  { id: "DRG_224t", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "transform", to: "self", card: "DRG_224t2" }] }] },
  // Camouflaged Dirigible: "Battlecry: Give your other Mechs Stealth until your next turn."
  { id: "DRG_074", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { race: "MECHANICAL", not: "self" } }, enchantment: "DRG_074e" }] },
  { id: "DRG_074e", buff: { grants: ["STEALTH"] }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Transmogrifier: "Whenever you draw a card, transform it into a random Legendary minion."
  { id: "DRG_092", triggers: [{ on: "draw", if: [{ player: "friendly" }, { target: { zone: "hand" } }], do: [{ type: "transform", to: "event-target", pool: { type: "MINION", rarity: "LEGENDARY" } }] }] },
  // Wyrmrest Purifier: "Battlecry: Transform all Neutral cards in your deck into random cards from your class."
  { id: "DRG_062", battlecry: [{ type: "transform", to: { all: "deck", side: "friendly", where: { cardClass: "NEUTRAL" } }, pool: { type: "CARD", classOnly: true } }] },
  // Stowaway: "Battlecry: If there are cards in your deck that didn't start there, draw 2 of them." (cards an effect made, CREATOR)
  { id: "DRG_034", battlecry: [{ type: "draw", count: 2, where: { tag: "CREATOR" } }] },
  // Envoy of Lazul: "Battlecry: Look at 3 cards. Guess which one is in your opponent's hand to get a copy of it."
  { id: "DRG_306", battlecry: [{ type: "guess", do: [{ type: "addCard", copyOf: { all: "group" } }] }] },
  // Aeroponics: "Draw 2 cards. Costs (2) less for each Treant you control."
  { id: "DRG_314", spell: [{ type: "draw", count: 2 }], auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "minions", side: "friendly", where: { name: "Treant" } }, multiply: -2 } } }] },
  // Ysera, Unleashed: "Battlecry: Shuffle 7 Dream Portals into your deck. When drawn, summon a random Dragon."
  { id: "DRG_320", battlecry: [{ type: "shuffleIntoDeck", card: "DRG_320t", count: 7 }] },
  // Dream Portal: "Casts When Drawn Summon a random Dragon."
  { id: "DRG_320t", castsWhenDrawn: true, spell: [{ type: "summonRandom", pool: { type: "MINION", race: "DRAGON" } }] },
  // Mana Giant: "Costs (1) less for each card you've played this game that didn't start in your deck."
  { id: "DRG_109", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "card", created: true, multiply: -1 } } }] },
  // Lightforged Crusader: "Battlecry: If your deck has no Neutral cards, equip a 4/2 Truesilver Champion."
  { id: "DRG_232", battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { cardClass: "NEUTRAL" } } } }, then: [{ type: "equipWeapon", card: "CS2_097" }] }] },
  // Lightforged Zealot: "Battlecry: If your deck has no Neutral cards, add 5 random Paladin cards to your hand."
  { id: "DRG_231", battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { cardClass: "NEUTRAL" } } } }, then: [{ type: "addCard", pool: { type: "CARD", cardClass: "PALADIN" }, count: 5 }] }] },
  // Righteous Cause: "Sidequest: Summon 5 minions. Reward: Give your minions +1/+1."
  { id: "DRG_008", quest: { total: 5, sidequest: true, reward: [{ type: "buff", to: "friendly-minions", enchantment: "DRG_008e" }] },
    triggers: [{ on: "summon", zone: "secret", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "questProgress" }] }] },
  { id: "DRG_008e", buff: { attack: 1, health: 1 } },
  // Secure the Deck: "Sidequest: Attack twice with your hero. Reward: Add 3 'Claw' spells to your hand." (Claw, CS2_005)
  { id: "DRG_317", quest: { total: 2, sidequest: true, reward: [{ type: "addCard", card: "CS2_005", count: 3 }] },
    triggers: [{ on: "after-attack", zone: "secret", if: { source: "friendly-hero" }, do: [{ type: "questProgress" }] }] },
  // Grave Rune: "Give a minion \"Deathrattle: Summon 2 copies of this.\"" (new copies of the card, 4.8: the dead minion's
  // states are gone)
  { id: "DRG_302", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "DRG_302e" }] },
  { id: "DRG_302e", deathrattle: [{ type: "summonCopy", of: "self", count: 2 }] },
  // Mindflayer Kaahrj: "Battlecry: Choose an enemy minion. Deathrattle: Summon a new copy of it." (its card remembered on
  // DRG_308e, as Beast Speaker Taka's; a new copy, without states, 4.8; summoned for Kaahrj's controller)
  { id: "DRG_308", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "buff", to: "self", enchantment: "DRG_308e", remember: "target" }],
    deathrattle: [{ type: "summonRemembered", enchantment: "DRG_308e", all: true }] },
  { id: "DRG_308e" },
  // --- Galakrond's Awakening (YEAR_OF_THE_DRAGON), w9/wild-b ---
  // Steel Beetle: "Battlecry: If you're holding a spell that costs (5) or more, gain 5 Armor."
  { id: "YOD_040", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", minCost: 5 } } }, then: [{ type: "armor", amount: 5 }] }] },
  // Winged Guardian: "Taunt Reborn Elusive" (keywords only, from the card data)
  { id: "YOD_003" },
  // Chopshop Copter: "After a friendly Mech dies, add a random Mech to your hand."
  { id: "YOD_004", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion", race: "MECHANICAL" } }, do: [{ type: "addCard", pool: { type: "MINION", race: "MECHANICAL" } }] }] },
  // Rotnest Drake: "Battlecry: If you're holding a Dragon, destroy a random enemy minion."
  { id: "YOD_036", battlecry: [{ type: "if", if: HOLDING_DRAGON, then: [{ type: "destroy", to: { random: "enemy-minions" } }] }] },
  // Animated Avalanche: "Battlecry: If you played an Elemental last turn, summon a copy of this." (a copy per 4.8)
  { id: "YOD_007", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // Escaped Manasaber: "Stealth Whenever this attacks, gain 1 Mana Crystal this turn only." (a temporary crystal, 4.12)
  { id: "YOD_006", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "tempMana", amount: 1 }] }] },
  // Grand Lackey Erkh: "After you play a Lackey, add a Lackey to your hand."
  { id: "YOD_035", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", tag: "MARK_OF_EVIL" } }, do: [{ type: "addCard", pool: LACKEYS }] }] },
  // Skydiving Instructor: "Battlecry: Summon a 1-Cost minion from your deck."
  { id: "YOD_028", battlecry: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 1 } }] },
  // Scalelord: "Battlecry: Give your Murlocs Divine Shield."
  { id: "YOD_043", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { race: "MURLOC" } }, grants: ["DIVINE_SHIELD"] }] },
  // Aeon Reaver: "Battlecry: Deal damage to a minion equal to its Attack."
  { id: "YOD_014", target: { type: "minion" }, battlecry: [{ type: "damage", amount: { stat: "attack", of: "target" }, to: "target" }] },
  // Cleric of Scales: "Battlecry: If you're holding a Dragon, Discover a spell from your deck."
  { id: "YOD_013", battlecry: [{ type: "if", if: HOLDING_DRAGON, then: [{ type: "discover", from: "deck", where: { type: "spell" } }] }] },
  // Skyvateer: "Stealth Deathrattle: Draw a card."
  { id: "YOD_016", deathrattle: [{ type: "draw" }] },
  // Explosive Evolution: "Transform a minion into a random one that costs (3) more." (异变, 5.2, as Evolve)
  { id: "YOD_020", target: { type: "minion" }, spell: [{ type: "transform", to: "target", pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 3 }, costDown: { stat: "cost", of: "each" } } }] },
  // Bomb Wrangler: "Whenever this minion takes damage, summon a 1/1 Boom Bot."
  { id: "YOD_024", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "summon", card: "GVG_110t" }] }] },
  // Dark Prophecy: "Discover a 2-Cost minion. Summon it and give it +3 Health."
  { id: "YOD_015", spell: [{ type: "discover", from: { type: "MINION", cost: 2, yourClass: true }, into: "play", enchantment: "YOD_015e" }] },
  { id: "YOD_015e", buff: { health: 3 } },
  // Waxmancy: "Discover a Battlecry minion. Reduce its Cost by (2)."
  { id: "YOD_018", spell: [{ type: "discover", from: { type: "MINION", mechanic: "BATTLECRY", yourClass: true }, enchantment: "YOD_018e" }] },
  { id: "YOD_018e", buff: { cost: -2 } },
  // The Fist of Ra-den: "After you cast a spell, summon a Legendary minion of that Cost. Lose 1 Durability." (the Cost the
  // spell was played for, 2.2; the Durability is lost even when no Legendary minion has that Cost)
  { id: "YOD_042", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [
    { type: "summonRandom", pool: { type: "MINION", rarity: "LEGENDARY", cost: { stat: "playedCost", of: "event-target" } } },
    { type: "loseDurability", amount: 1, to: "self" },
  ] }] },
  // Clear the Way: "Sidequest: Summon 3 Rush minions. Reward: Summon a 4/4 Gryphon with Rush."
  { id: "DRG_251", quest: { total: 3, sidequest: true, reward: [{ type: "summon", card: "DRG_251t" }] },
    triggers: [{ on: "summon", zone: "secret", if: { target: { side: "friendly", type: "minion", tag: "RUSH" } }, do: [{ type: "questProgress" }] }] },
  // --- w10/mech: Galakrond and Invoke (the effect `invoke`, the card field `galakrond`; rules-notes 930) ---
  // The five Galakronds, each upgraded by every 2 Invokes in hand or deck (…t2 "the Apocalypse", …t3 "Azeroth's End").
  // Galakrond, the Wretched: "Battlecry: Summon 1 (2, 4) random Demon(s)."
  { id: "DRG_600", heroPower: "DRG_238p3", galakrond: { upgradesTo: "DRG_600t2" }, battlecry: [{ type: "summonRandom", pool: { type: "MINION", race: "DEMON" } }] },
  { id: "DRG_600t2", heroPower: "DRG_238p3", galakrond: { upgradesTo: "DRG_600t3" }, battlecry: [{ type: "summonRandom", pool: { type: "MINION", race: "DEMON" }, count: 2 }] },
  { id: "DRG_600t3", heroPower: "DRG_238p3", galakrond: {}, battlecry: [{ type: "summonRandom", pool: { type: "MINION", race: "DEMON" }, count: 4 }, { type: "equipWeapon", card: "DRG_238ht" }] },
  // Galakrond, the Nightmare: "Battlecry: Draw 1 (2, 4) card(s). It costs (0)."
  { id: "DRG_610", heroPower: "DRG_238p2", galakrond: { upgradesTo: "DRG_610t2" }, battlecry: [{ type: "draw" }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DRG_610e" }] },
  { id: "DRG_610t2", heroPower: "DRG_238p2", galakrond: { upgradesTo: "DRG_610t3" }, battlecry: [{ type: "draw", count: 2 }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DRG_610e" }] },
  { id: "DRG_610t3", heroPower: "DRG_238p2", galakrond: {}, battlecry: [{ type: "draw", count: 4 }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DRG_610e" }, { type: "equipWeapon", card: "DRG_238ht" }] },
  { id: "DRG_610e", buff: { setCost: 0 } },
  // Galakrond, the Tempest: "Battlecry: Summon two 2/2 (4/4, 8/8) Storms with Rush."
  { id: "DRG_620", heroPower: "DRG_238p4", galakrond: { upgradesTo: "DRG_620t2" }, battlecry: [{ type: "summon", card: "DRG_620t4", count: 2 }] },
  { id: "DRG_620t2", heroPower: "DRG_238p4", galakrond: { upgradesTo: "DRG_620t3" }, battlecry: [{ type: "summon", card: "DRG_620t5", count: 2 }] },
  { id: "DRG_620t3", heroPower: "DRG_238p4", galakrond: {}, battlecry: [{ type: "summon", card: "DRG_620t6", count: 2 }, { type: "equipWeapon", card: "DRG_238ht" }] },
  // Galakrond, the Unbreakable: "Battlecry: Draw 1 (2, 4) minion(s). Give it +4/+4." (each form its own enchantment of the data's three)
  { id: "DRG_650", heroPower: "DRG_238p", galakrond: { upgradesTo: "DRG_650t2" }, battlecry: [{ type: "draw", where: { type: "minion" } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DRG_650e" }] },
  { id: "DRG_650t2", heroPower: "DRG_238p", galakrond: { upgradesTo: "DRG_650t3" }, battlecry: [{ type: "draw", count: 2, where: { type: "minion" } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DRG_650e2" }] },
  { id: "DRG_650t3", heroPower: "DRG_238p", galakrond: {}, battlecry: [{ type: "draw", count: 4, where: { type: "minion" } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DRG_650e3" }, { type: "equipWeapon", card: "DRG_238ht" }] },
  { id: "DRG_650e", buff: { attack: 4, health: 4 } },
  { id: "DRG_650e2", buff: { attack: 4, health: 4 } },
  { id: "DRG_650e3", buff: { attack: 4, health: 4 } },
  // Galakrond, the Unspeakable: "Battlecry: Destroy 1 (2, 4) random enemy minion(s)."
  { id: "DRG_660", heroPower: "DRG_238p5", galakrond: { upgradesTo: "DRG_660t2" }, battlecry: [{ type: "destroy", to: { random: "enemy-minions" } }] },
  { id: "DRG_660t2", heroPower: "DRG_238p5", galakrond: { upgradesTo: "DRG_660t3" }, battlecry: [{ type: "destroy", to: { random: "enemy-minions", count: 2 } }] },
  { id: "DRG_660t3", heroPower: "DRG_238p5", galakrond: {}, battlecry: [{ type: "destroy", to: { random: "enemy-minions", count: 4 } }, { type: "equipWeapon", card: "DRG_238ht" }] },
  // Dragon Claw, the 5/2 Claw of Azeroth's End (the data gives it only a zhCN name, 巨龙之爪, and its Cost): the stats follow
  // from "Equip a 5/2 Claw" — inferred from DRG_600t3's text.
  { id: "DRG_238ht", name: { enUS: "Dragon Claw", zhCN: "巨龙之爪" }, attack: 5, durability: 2 },
  // The Galakronds' Hero Powers, which are also their Invoke powers ("Use Galakrond's Power").
  // Galakrond's Might: "Give your hero +3 Attack this turn."
  { id: "DRG_238p", power: [{ type: "buff", to: "friendly-hero", enchantment: "DRG_238t10e" }] },
  { id: "DRG_238t10e", buff: { attack: 3, oneTurn: true } },
  // Galakrond's Guile: "Add a Lackey to your hand."
  { id: "DRG_238p2", power: [{ type: "addCard", pool: LACKEYS }] },
  // Galakrond's Malice: "Summon two 1/1 Imps." (Draconic Imp)
  { id: "DRG_238p3", power: [{ type: "summon", card: "DRG_238t12t2", count: 2 }] },
  // Galakrond's Fury: "Summon a 2/1 Elemental with Rush." (Windswept Elemental)
  { id: "DRG_238p4", power: [{ type: "summon", card: "DRG_238t14t3" }] },
  // Galakrond's Wit: "Add a random Priest minion to your hand."
  { id: "DRG_238p5", power: [{ type: "addCard", pool: { type: "MINION", cardClass: "PRIEST" } }] },
  // The Invoke cards.
  // Awaken!: "Invoke Galakrond. Deal $1 damage to all minions."
  { id: "DRG_249", spell: [{ type: "invoke" }, { type: "damage", amount: 1, to: "all-minions" }] },
  // Corrupt Elementalist: "Battlecry: Invoke Galakrond twice."
  { id: "DRG_218", battlecry: [{ type: "invoke", times: 2 }] },
  // Devoted Maniac: "Rush Battlecry: Invoke Galakrond."; Disciple of Galakrond; Shield of Galakrond ("Taunt …"); Ritual Chopper (a weapon)
  { id: "DRG_050", battlecry: [{ type: "invoke" }] },
  { id: "DRG_303", battlecry: [{ type: "invoke" }] },
  { id: "DRG_242", battlecry: [{ type: "invoke" }] },
  { id: "DRG_021", battlecry: [{ type: "invoke" }] },
  // Dragonblight Cultist: "Battlecry: Invoke Galakrond. Gain +1 Attack for each other friendly minion." (counted after the Invoke)
  { id: "DRG_202", battlecry: [{ type: "invoke" }, { type: "buff", to: "self", attack: { count: "other-friendly-minions" }, enchantment: "DRG_202e" }] },
  { id: "DRG_202e" },
  // Fiendish Rites: "Invoke Galakrond. Give your minions +1 Attack."
  { id: "DRG_250", spell: [{ type: "invoke" }, { type: "buff", to: "friendly-minions", enchantment: "DRG_250e" }] },
  { id: "DRG_250e", buff: { attack: 1 } },
  // Invocation of Frost: "Freeze an enemy. Invoke Galakrond."
  { id: "DRG_248", target: { type: "character", side: "enemy" }, spell: [{ type: "freeze", to: "target" }, { type: "invoke" }] },
  // Praise Galakrond!: "Give a minion +1 Attack. Invoke Galakrond."
  { id: "DRG_030", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "DRG_030e" }, { type: "invoke" }] },
  { id: "DRG_030e", buff: { attack: 1 } },
  // Seal Fate: "Deal $3 damage to an undamaged character. Invoke Galakrond."
  { id: "DRG_247", target: { type: "character", where: { damaged: false } }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "invoke" }] },
  // Time Rip: "Destroy a minion. Invoke Galakrond."
  { id: "DRG_246", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }, { type: "invoke" }] },
  // "If you've Invoked twice" (the player's Invoke count, INVOKE_COUNTER).
  // Scion of Ruin: "Rush. Battlecry: If you've Invoked twice, summon 2 copies of this."
  { id: "DRG_019", battlecry: [{ type: "if", if: INVOKED_TWICE, then: [{ type: "summonCopy", of: "self", copyState: true, count: 2 }] }] },
  // Umbral Skulker: "Battlecry: If you've Invoked twice, add 3 Coins to your hand."
  { id: "DRG_027", battlecry: [{ type: "if", if: INVOKED_TWICE, then: [{ type: "addCard", card: "GAME_005", count: 3 }] }] },
  // Veiled Worshipper: "Battlecry: If you've Invoked twice, draw 3 cards."
  { id: "DRG_203", battlecry: [{ type: "if", if: INVOKED_TWICE, then: [{ type: "draw", count: 3 }] }] },
  // Dragon's Pack: "Summon two 2/3 Spirit Wolves with Taunt. If you've Invoked twice, give them +3/+3."
  { id: "DRG_217", spell: [{ type: "summon", card: "DRG_217t", count: 2 }, { type: "if", if: INVOKED_TWICE, then: [{ type: "buff", to: { all: "summoned" }, enchantment: "DRG_217e" }] }] },
  { id: "DRG_217e", buff: { attack: 3, health: 3 } },
  // Fate Weaver: "Battlecry: If you've Invoked twice, reduce the Cost of cards in your hand by (1)."
  { id: "DRG_300", battlecry: [{ type: "if", if: INVOKED_TWICE, then: [{ type: "buff", to: { all: "hand", side: "friendly" }, enchantment: "DRG_300e" }] }] },
  { id: "DRG_300e", buff: { cost: -1 } },
  // --- w10/mech: more Descent of Dragons and Galakrond's Awakening ---
  // Crazed Netherwing: "Battlecry: If you're holding a Dragon, deal 3 damage to all other characters."
  { id: "DRG_201", battlecry: [{ type: "if", if: HOLDING_DRAGON, then: [{ type: "damage", amount: 3, to: "all-other-characters" }] }] },
  // Bad Luck Albatross: "Deathrattle: Shuffle two 1/1 Albatross into your opponent's deck." (DRG_071t, a 1/1)
  { id: "DRG_071", deathrattle: [{ type: "shuffleIntoDeck", card: "DRG_071t", count: 2, player: "enemy" }] },
  // Waxadred: "Deathrattle: Shuffle a Candle into your deck that resummons Waxadred when drawn." Waxadred's Candle: "Casts When
  // Drawn Summon Waxadred." (a new Waxadred)
  { id: "DRG_036", deathrattle: [{ type: "shuffleIntoDeck", card: "DRG_036t" }] },
  { id: "DRG_036t", castsWhenDrawn: true, spell: [{ type: "summon", card: "DRG_036" }] },
  // Dragoncaster: "Battlecry: If you're holding a Dragon, your next spell this turn costs (0)." (a one-turn cost state, as
  // Swiftscale Trickster's: DRG_322e "The next spell you cast this turn costs (0).")
  { id: "DRG_322", battlecry: [{ type: "if", if: HOLDING_DRAGON, then: [{ type: "buff", to: "friendly-hero", enchantment: "DRG_322e" }] }] },
  { id: "DRG_322e", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { setCost: 0 } }], consumedBy: { type: "spell" } },
  // Learn Draconic: "Sidequest: Spend 8 Mana on spells. Reward: Summon a 6/6 Dragon." (each spell played adds the Cost it
  // was played for, 2.2) Strength in Numbers: "Sidequest: Spend 10 Mana on minions. Reward: Summon a minion from your deck."
  { id: "DRG_323", quest: { total: 8, sidequest: true, reward: [{ type: "summon", card: "DRG_323t" }] },
    triggers: [{ on: "after-play", zone: "secret", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "questProgress", amount: { stat: "playedCost", of: "event-target" } }] }] },
  { id: "DRG_051", quest: { total: 10, sidequest: true, reward: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } }] },
    triggers: [{ on: "after-play", zone: "secret", ifMinionGone: "left-play", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "questProgress", amount: { stat: "playedCost", of: "event-target" } }] }] },
  // Dragonrider Talritha: "Deathrattle: Give a Dragon in your hand +3/+3 and this Deathrattle." (DRG_235e: "+3/+3 and
  // Deathrattle: Give a Dragon in your hand this enchant." — the enchantment carries the same Deathrattle; a random Dragon)
  { id: "DRG_235", deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, enchantment: "DRG_235e" }] },
  { id: "DRG_235e", buff: { attack: 3, health: 3 }, deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, enchantment: "DRG_235e" }] },
  // Air Raid: "Twinspell Summon two 1/1 Silver Hand Recruits with Taunt." (its copy without Twinspell: YOD_012ts)
  { id: "YOD_012", twinspell: "YOD_012ts", spell: [{ type: "summon", card: "CS2_101t", count: 2 }, { type: "buff", to: { all: "summoned" }, grants: ["TAUNT"] }] },
  { id: "YOD_012ts", spell: [{ type: "summon", card: "CS2_101t", count: 2 }, { type: "buff", to: { all: "summoned" }, grants: ["TAUNT"] }] },
  // Eye of the Storm: "Summon three 5/6 Elementals with Taunt. Overload: (3)" (YOD_041t: Taunt from its text)
  { id: "YOD_041", spell: [{ type: "summon", card: "YOD_041t", count: 3 }] },
  { id: "YOD_041t", tags: { TAUNT: 1 } },
  // Hailbringer: "Battlecry: Summon two 1/1 Ice Shards that Freeze." (YOD_029t: "Freeze any character damaged by this minion.")
  { id: "YOD_029", battlecry: [{ type: "summon", card: "YOD_029t", count: 2 }] },
  { id: "YOD_029t", tags: { FREEZE: 1 } },
  // Boompistol Bully: "Battlecry: Enemy Battlecry cards cost (5) more next turn." (as Loatheb: a state on the enemy hero for
  // their next turn, YOD_033e "Your Battlecry cards cost (5) more.")
  { id: "YOD_033", battlecry: [{ type: "buff", to: "enemy-hero", enchantment: "YOD_033e" }] },
  { id: "YOD_033e", auras: [{ to: { all: "hand", side: "enemy", where: { has: "battlecry" } }, buff: { cost: 5 }, if: { turn: "opponent" } }],
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  // Twisted Knowledge: "Discover 2 Warlock cards." (two Discovers of Warlock cards, any type, no neutral ones)
  { id: "YOD_025", spell: [{ type: "discover", from: { type: "CARD", cardClass: "WARLOCK" } }, { type: "discover", from: { type: "CARD", cardClass: "WARLOCK" } }] },
  // Licensed Adventurer: "Battlecry: If you control a Quest, add a Coin to your hand." (`has: "quest"`, rules-notes 935)
  { id: "YOD_030", battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { has: "quest" } } }, then: [{ type: "addCard", card: "GAME_005" }] }] },
  // Frenzied Felwing: "Costs (1) less for each damage dealt to your opponent this turn." (their hero's Armor and Health lost)
  { id: "YOD_032", auras: [{ to: "self", zone: "hand", buff: { cost: { heroDamaged: "amountThisTurn", side: "enemy", multiply: -1 } }, enchantment: "YOD_032e" }] },
  { id: "YOD_032e" },
  // Sky Gen'ral Kragg: "Taunt Battlecry: If you've played a Quest this game, summon a 4/2 Parrot with Rush."
  { id: "YOD_038", battlecry: [{ type: "if", if: { value: { playedThisGame: "spell", mechanic: "QUEST" }, atLeast: 1 }, then: [{ type: "summon", card: "YOD_038t" }] }] },
  // Surging Tempest: "Has +1 Attack while you have Overloaded Mana Crystals." (locked or owed, rules-notes 890)
  { id: "DRG_216", auras: [{ to: "self", buff: { attack: 1 }, if: { overloaded: true }, enchantment: "DRG_216e" }] },
  { id: "DRG_216e", buff: { attack: 1 } },
  // Cumulo-Maximus: "Battlecry: If you have Overloaded Mana Crystals, deal 5 damage." (a target only while it holds)
  { id: "DRG_223", target: { type: "character", if: { overloaded: true } }, battlecry: [{ type: "damage", amount: 5, to: "target" }] },
  // Nether Breath: "Deal $2 damage. If you're holding a Dragon, deal $4 damage with Lifesteal instead." (the spell has
  // Lifesteal for that damage, as Unleash Fel's Manathirst; the hand read as the text resolves)
  { id: "DRG_205", target: { type: "character" }, spell: [{ type: "if", if: HOLDING_DRAGON,
    then: [{ type: "buff", to: "self", grants: ["LIFESTEAL"] }, { type: "damage", amount: 4, to: "target" }],
    else: [{ type: "damage", amount: 2, to: "target" }] }] },
  // Necrium Apothecary: "Combo: Draw a Deathrattle minion from your deck and gain its Deathrattle." (as Death Blossom
  // Whomper: the drawn card's Deathrattle as printed, remembered by the game's DRG_031e; none drawn, nothing gained)
  { id: "DRG_031", combo: [{ type: "draw", where: { type: "minion", has: "deathrattle" } },
    { type: "if", if: { exists: { all: "drawn" } }, then: [{ type: "buff", to: "self", enchantment: "DRG_031e", remember: { all: "drawn" } }] }] },
  { id: "DRG_031e", deathrattle: [{ type: "rememberedDeathrattle" }] },
  // Goru the Mightree: "Taunt Battlecry: For the rest of the game, your Treants have +1/+1." (a state on your hero, DRG_319e4,
  // as The Stonewright's; its aura gives each friendly minion named Treant DRG_319e5)
  { id: "DRG_319", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "DRG_319e4" }] },
  { id: "DRG_319e4", auras: [{ to: { all: "minions", side: "friendly", where: { name: "Treant" } }, buff: { attack: 1, health: 1 }, enchantment: "DRG_319e5" }] },
  { id: "DRG_319e5", buff: { attack: 1, health: 1 } },
  // Stormhammer: "Doesn't lose Durability while you control a Dragon." (as Climbing Hook: Immune on the weapon, which spares
  // its Durability, while a friendly Dragon is there; the game's DRG_007e)
  { id: "DRG_007", auras: [{ to: "friendly-weapon", buff: { grants: ["IMMUNE"] }, enchantment: "DRG_007e",
    if: { exists: { all: "minions", side: "friendly", where: { race: "DRAGON" } } } }] },
  { id: "DRG_007e" },
  // Faceless Corruptor: "Rush. Battlecry: Transform one of your minions into a copy of this." (as Backstage Bouncer: a copy
  // per 4.8)
  { id: "DRG_076", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "transform", to: "target", copyOf: "self" }] },
  // Ramming Speed: "Force a minion to attack one of its neighbors." (a random minion beside it on its board; none, no attack)
  { id: "DRG_022", target: { type: "minion" }, spell: [{ type: "forceAttack", attacker: "target", defender: { random: { all: "minions", where: { adjacentTo: "target" } } }, anySide: true }] },  // ── w13/old
  // Dragonqueen Alexstrasza: "Battlecry: If your deck has no duplicates, add 2 other random Dragons to your hand. They cost
  // (0)." (two random Dragons, neither a Dragonqueen Alexstrasza — pool `other` —, each with the data's DRG_089e)
  { id: "DRG_089", battlecry: [{ type: "if", if: { noDuplicates: { all: "deck", side: "friendly" } }, then: [
    { type: "addCard", pool: { type: "MINION", race: "DRAGON", other: true }, count: 2, enchantment: "DRG_089e" }] }] },
  { id: "DRG_089e", buff: { setCost: 0 } },
  // Embiggen: "Give all minions in your deck +2/+2. They cost (1) more (up to 10)." (every minion card of your deck gets
  // DRG_315e +2/+2; those that cost less than (10) now also get DRG_315e2, (1) more — one at (10) stays there; rules-notes 1567)
  { id: "DRG_315", spell: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "DRG_315e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion", maxCost: 9 } }, enchantment: "DRG_315e2" }] },
  { id: "DRG_315e", buff: { attack: 2, health: 2 } },
  { id: "DRG_315e2", buff: { cost: 1 } },
  // Sathrovarr: "Battlecry: Choose a friendly minion. Add a copy of it to your hand, deck, and battlefield." (in that order;
  // 4.8: the hand's and the deck's copies are new cards, the battlefield's a copy with its states, right of Sathrovarr)
  { id: "DRG_402", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "addCard", copyOf: "target" },
    { type: "shuffleIntoDeck", copyOf: "target" }, { type: "summonCopy", of: "target", copyState: true }] },
  // Tentacled Menace: "Battlecry: Each player draws a card. Swap their Costs." (you, then your opponent; the two cards drawn
  // swap the Costs they have, each given DRG_084e — as Vast Wisdom's; a card burned or a draw of nothing: no swap)
  { id: "DRG_084", battlecry: [{ type: "draw" }, { type: "group", of: { all: "drawn", where: { zone: "hand" } }, do: [{ type: "draw", player: "enemy" },
    { type: "swapCosts", of: { all: "group" }, with: { all: "drawn", where: { zone: "hand" } }, enchantment: "DRG_084e" }] }] },
  { id: "DRG_084e" },
  // Utgarde Grapplesniper: "Battlecry: Both players draw a card. If it's a Dragon, summon it." (you draw, then your opponent;
  // then each card drawn that is a Dragon, still in its hand, is summoned for its owner — yours first, right of this)
  { id: "DRG_077", battlecry: [{ type: "draw" }, { type: "group", of: { all: "drawn" }, do: [{ type: "draw", player: "enemy" },
    { type: "putIntoPlay", from: "hand", of: { all: "group" }, where: { type: "minion", race: "DRAGON" } },
    { type: "putIntoPlay", from: "hand", player: "enemy", of: { all: "drawn" }, where: { type: "minion", race: "DRAGON" } }] }] },
  // Platebreaker: "Battlecry: Destroy your opponent's Armor." (all of it, lost as a spend is: no damage, no armor gain —
  // `spendArmor` of the enemy hero, rules-notes 1562)
  { id: "DRG_069", battlecry: [{ type: "spendArmor", player: "enemy" }] },
  // Kronx Dragonhoof: "Battlecry: Draw Galakrond. If you're already Galakrond, unleash a Devastation." (a Galakrond card of
  // your deck, any form; then, if your hero is a Galakrond, you choose one of the four Devastations, whose text resolves as
  // this Battlecry's own — unleashed, not cast: "other" is other than Kronx; rules-notes 1563)
  { id: "DRG_099", battlecry: [{ type: "draw", where: { has: "galakrond" } },
    { type: "if", if: { entity: "friendly-hero", matches: { has: "galakrond" } }, then: [{ type: "choose", options: [
      { card: "DRG_099t1", effects: [{ type: "damage", amount: 5, to: "enemy-hero" }, { type: "heal", amount: 5, to: "friendly-hero" }] },
      { card: "DRG_099t2", effects: [{ type: "summon", card: "DRG_099t2t" }] },
      { card: "DRG_099t3", effects: [{ type: "buff", to: "other-friendly-minions", enchantment: "DRG_099t3e" }] },
      { card: "DRG_099t4", effects: [{ type: "damage", amount: 5, to: "all-other-minions" }] }] }] }] },
  // The Devastations as cards of their own: Decimation "Deal 5 damage to the enemy hero. Restore 5 Health to your hero."
  // (ImmuneToSpellpower), Reanimation "Summon an 8/8 Dragon with Taunt.", Domination "Give your other minions +2/+2.",
  // Annihilation "Deal 5 damage to all other minions." (ImmuneToSpellpower)
  { id: "DRG_099t1", spell: [{ type: "damage", amount: 5, to: "enemy-hero" }, { type: "heal", amount: 5, to: "friendly-hero" }] },
  { id: "DRG_099t2", spell: [{ type: "summon", card: "DRG_099t2t" }] },
  { id: "DRG_099t2t" },
  { id: "DRG_099t3", spell: [{ type: "buff", to: "friendly-minions", enchantment: "DRG_099t3e" }] },
  { id: "DRG_099t3e", buff: { attack: 2, health: 2 } },
  { id: "DRG_099t4", spell: [{ type: "damage", amount: 5, to: "all-minions" }] },
  // --- w14/bands ---
  // Valdris Felgorge: "Battlecry: Increase your maximum hand size to 12. Draw 4 cards." (the player's maximum hand size
  // becomes 12 — the effect `maxHandSize`, rules-notes 1681 — before the four draws, so a hand of up to 12 keeps them)
  { id: "DRG_208", battlecry: [{ type: "maxHandSize", amount: 12 }, { type: "draw", count: 4 }] },
  // Shadow Sculptor: "Combo: Draw a card for each card you've played this turn." Each other card (zhCN 每使用一张其他牌): the
  // count of this turn's plays includes Shadow Sculptor's own from its play phase on, as Edwin VanCleef's.
  { id: "YOD_017", combo: [{ type: "draw", count: { playedThisTurn: "card", add: -1 } }] },
  // Elemental Allies: "Sidequest: Play an Elemental 2 turns in a row. Reward: Draw 3 spells from your deck." The game's
  // QUEST_PROGRESS_TOTAL is 2, one for each turn: the first Elemental you play on a turn while it is in play adds 1 (its own
  // number marks the turn counted), and a turn of yours that ends without one starts the count again (rules-notes 1768).
  { id: "DRG_324", quest: { total: 2, sidequest: true, reward: [{ type: "draw", count: 3, where: { type: "spell" } }] }, triggers: [
    { on: "after-play", zone: "secret", ifMinionGone: "left-play", if: [{ target: { side: "friendly", type: "minion", playedRace: "ELEMENTAL" } },
      { value: { stat: "number", of: "self" }, atMost: 0 }], do: [{ type: "questProgress" }, { type: "addNumber" }] },
    { on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "if", if: { value: { stat: "number", of: "self" }, atMost: 0 },
      then: [{ type: "questProgress", reset: true }], else: [{ type: "addNumber", amount: { stat: "number", of: "self", multiply: -1 } }] }] },
  ] },
  // Murozond the Infinite: "Battlecry: Play all cards your opponent played last turn." The opponent's plays of their most
  // recent turn, in the order played, each a new copy made yours and put into play as `replay` does (the rulebook's 5.7
  // note names Murozond: spells cast at random targets, minions summoned, a weapon equipped, a hero replacing yours —
  // no Battlecry or other play text, no play counted; rules-notes 1769)
  { id: "DRG_090", battlecry: [{ type: "replay", played: { side: "enemy", lastTurn: true } }] },
];
