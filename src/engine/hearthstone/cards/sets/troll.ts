/** Rastakhan's Rumble (TROLL). */
import type { CardDefinition } from "../format/index.js";

/** "If you're holding a Dragon": another Dragon card in your hand (the card played is not one of its own hand). */
const HOLDING_DRAGON = { exists: { all: "hand" as const, side: "friendly" as const, where: { race: "DRAGON", not: "self" as const } } };

/** "Stealth for 1 turn": the Spirits lose their Stealth as their controller's next turn starts (as Spirit of the Dragonhawk). */
const STEALTH_ONE_TURN = { on: "turn-start" as const, if: { turn: "own" as const }, do: [{ type: "loseKeyword" as const, to: "self" as const, keyword: "STEALTH" }] };

/** "Your lowest Cost card": a random one among the cheapest in your hand. */
const LOWEST_IN_HAND = { random: { all: "hand" as const, side: "friendly" as const }, lowest: "cost" as const };

export const TROLL = (): CardDefinition[] => [
  // Zentimo: "Whenever you target a minion with a spell, cast it again on its neighbors." An aura, not a trigger (2.3):
  // fixed at the resolve phase's first step, so it still works if the first resolution silences or transforms it.
  { id: "TRL_085", auras: [{ rule: "spells-also-adjacent" }] },
  // Spirit of the Dragonhawk: "Stealth for 1 turn. Your Hero Power also targets adjacent minions." (2.7: the Hero Power
  // resolves again on the target's neighbours, left then right.) Its own Stealth ends when your next turn starts.
  { id: "TRL_319", auras: [{ rule: "hero-power-also-adjacent" }],
    triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "loseKeyword", to: "self", keyword: "STEALTH" }] }] },
  // Ticket Scalper: "Overkill: Draw 2 cards." (5.1: once, after the damage's other triggers)
  { id: "TRL_015", overkill: [{ type: "draw", count: 2 }] },
  // Snapjaw Shellfighter: "Whenever an adjacent minion takes damage, this minion takes it instead." A pre-damage target
  // changer (4.9 预伤害扳机 1: first of the minion pre-damage triggers); each Shellfighter passes a damage on once.
  { id: "TRL_535", triggers: [{ on: "pre-damage", priority: "first", if: { target: { type: "minion", adjacentTo: "self" } }, do: [{ type: "redirectDamage", to: "self" }] }] },
  // Big Bad Voodoo: "Give a friendly minion 'Deathrattle: Summon a random minion that costs (1) more.'" The cost is the dead
  // minion's; with no minion of that cost, the highest cost below it, not below its own (5.2, version ≥ 16.0).
  { id: "TRL_082", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "TRL_082e" }] },
  { id: "TRL_082e", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: { stat: "cost", of: "self", add: 1 }, costDown: { stat: "cost", of: "self" } } }] },

  // Session 9 (w9/wild-a): the set's definitions.
  /** Neutral. */
  // Arena Fanatic: "Battlecry: Give all minions in your hand +1/+1."
  // Zandalari Templar: "Battlecry: If you've restored 10 Health this game, gain +4/+4 and Taunt." (the amount
  // `thisGame: healthRestored`, the Health its player's effects restored this game; rules-notes 1409)
  { id: "TRL_545", battlecry: [{ type: "if", if: { value: { thisGame: "healthRestored" }, atLeast: 10 }, then: [{ type: "buff", to: "self", enchantment: "TRL_545e" }] }] },
  { id: "TRL_545e", buff: { attack: 4, health: 4, grants: ["TAUNT"] } },
  { id: "TRL_517", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "TRL_517e2" }] },
  { id: "TRL_517e2", buff: { attack: 1, health: 1 } },
  // Arena Patron: "Overkill: Summon another Arena Patron."
  { id: "TRL_521", overkill: [{ type: "summon", card: "TRL_521" }] },
  // Arena Treasure Chest: "Deathrattle: Draw 2 cards."
  { id: "TRL_525", deathrattle: [{ type: "draw", count: 2 }] },
  // Banana Buffoon: "Battlecry: Add 2 Bananas to your hand." (Bananas: "Give a minion +1/+1.")
  { id: "TRL_509", battlecry: [{ type: "addCard", card: "TRL_509t", count: 2 }] },
  { id: "TRL_509t", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "TRL_509te" }] },
  { id: "TRL_509te", buff: { attack: 1, health: 1 } },
  // Belligerent Gnome: "Taunt. Battlecry: If your opponent has 2 or more minions, gain +1 Attack."
  { id: "TRL_514", battlecry: [{ type: "if", if: { count: "enemy-minions", atLeast: 2 }, then: [{ type: "buff", to: "self", enchantment: "TRL_514e" }] }] },
  { id: "TRL_514e", buff: { attack: 1 } },
  // Booty Bay Bookie: "Battlecry: Give your opponent a Coin."
  { id: "TRL_504", battlecry: [{ type: "addCard", card: "GAME_005", player: "enemy" }] },
  // Cheaty Anklebiter: "Lifesteal. Battlecry: Deal 1 damage."
  { id: "TRL_512", target: { type: "character" }, battlecry: [{ type: "damage", amount: 1, to: "target" }] },
  // Crowd Roaster: "Battlecry: If you're holding a Dragon, deal 7 damage to an enemy minion." (a target only while holding one)
  { id: "TRL_569", target: { type: "minion", side: "enemy", if: HOLDING_DRAGON }, battlecry: [{ type: "if", if: HOLDING_DRAGON, then: [{ type: "damage", amount: 7, to: "target" }] }] },
  // Dozing Marksman: "Has +4 Attack while damaged." (as Amani Berserker)
  { id: "TRL_406", auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 4 }, enchantment: "TRL_406e" }] },
  { id: "TRL_406e", buff: { attack: 4 } },
  // Dragonmaw Scorcher: "Battlecry: Deal 1 damage to all other minions."
  { id: "TRL_526", battlecry: [{ type: "damage", amount: 1, to: "all-other-minions" }] },
  // Firetree Witchdoctor: "Battlecry: If you're holding a Dragon, Discover a spell."
  { id: "TRL_523", battlecry: [{ type: "if", if: HOLDING_DRAGON, then: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] }] },
  // Former Champ: "Battlecry: Summon a 5/5 Hotshot."
  { id: "TRL_151", battlecry: [{ type: "summon", card: "TRL_151t" }] },
  // Gurubashi Chicken: "Overkill: Gain +5 Attack."
  { id: "TRL_506", overkill: [{ type: "buff", to: "self", enchantment: "TRL_506e" }] },
  { id: "TRL_506e", buff: { attack: 5 } },
  // Gurubashi Offering: "At the start of your turn, destroy this and gain 8 Armor."
  { id: "TRL_516", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }, { type: "armor", amount: 8 }] }] },
  // Half-Time Scavenger: "Stealth. Overkill: Gain 3 Armor."
  { id: "TRL_010", overkill: [{ type: "armor", amount: 3 }] },
  // Helpless Hatchling: "Deathrattle: Reduce the Cost of a Beast in your hand by (1)." (a random one)
  { id: "TRL_505", deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "BEAST" } } }, enchantment: "TRL_505e" }] },
  { id: "TRL_505e", buff: { cost: -1 } },
  // Ice Cream Peddler: "Battlecry: If you control a Frozen minion, gain 8 Armor."
  { id: "TRL_533", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { tag: "FROZEN" } } }, then: [{ type: "armor", amount: 8 }] }] },
  // Linecracker: "Overkill: Double this minion's Attack."
  { id: "TRL_528", overkill: [{ type: "buff", to: "self", attack: { stat: "attack", of: "self" }, enchantment: "TRL_528e" }] },
  { id: "TRL_528e" },
  // Masked Contender: "Battlecry: If you control a Secret, cast a Secret from your deck."
  { id: "TRL_530", battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { secret: true } } }, then: [{ type: "castSpell", from: "deck", where: { secret: true } }] }] },
  // Murloc Tastyfin: "Deathrattle: Draw 2 Murlocs from your deck."
  { id: "TRL_520", deathrattle: [{ type: "draw", count: 2, where: { type: "minion", race: "MURLOC" } }] },
  // Oondasta: "Rush. Overkill: Summon a Beast from your hand."
  { id: "TRL_542", overkill: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", race: "BEAST" } }] },
  // Ornery Tortoise: "Battlecry: Deal 5 damage to your hero."
  { id: "TRL_546", battlecry: [{ type: "damage", amount: 5, to: "friendly-hero" }] },
  // Rabble Bouncer: "Taunt. Costs (1) less for each enemy minion."
  { id: "TRL_515", auras: [{ to: "self", zone: "hand", buff: { cost: { count: "enemy-minions", multiply: -1 } } }] },
  // Regeneratin' Thug: "At the start of your turn, restore #2 Health to this minion."
  { id: "TRL_508", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "heal", amount: 2, to: "self" }] }] },
  // Rumbletusk Shaker: "Deathrattle: Summon a 3/2 Rumbletusk Breaker."
  { id: "TRL_531", deathrattle: [{ type: "summon", card: "TRL_531t" }] },
  // Saronite Taskmaster: "Deathrattle: Summon a 0/3 Free Agent with Taunt for your opponent."
  { id: "TRL_363", deathrattle: [{ type: "summon", card: "TRL_363t", side: "enemy" }] },
  // Scarab Egg: "Deathrattle: Summon three 1/1 Scarabs."
  { id: "TRL_503", deathrattle: [{ type: "summon", card: "TRL_503t", count: 3 }] },
  // Serpent Ward: "At the end of your turn, deal 2 damage to the enemy hero."
  { id: "TRL_057", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 2, to: "enemy-hero" }] }] },
  // Sharkfin Fan: "After your hero attacks, summon a 1/1 Pirate." (as Ship's Cannon's era's Cutthroat Buccaneer shape, CFM_337)
  { id: "TRL_507", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summon", card: "TRL_507t" }] }] },
  // Shieldbreaker: "Battlecry: Silence an enemy minion with Taunt."
  { id: "TRL_524", target: { type: "minion", side: "enemy", where: { tag: "TAUNT" } }, battlecry: [{ type: "silence", to: "target" }] },
  // Sightless Ranger: "Rush. Overkill: Summon two 1/1 Bats."
  { id: "TRL_020", overkill: [{ type: "summon", card: "TRL_020t", count: 2 }] },
  // Spellzerker: "Has Spell Damage +2 while damaged."
  { id: "TRL_312", auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: {}, enchantment: "TRL_312e" }] },
  { id: "TRL_312e", spellDamage: 2 },
  // Untamed Beastmaster: "Whenever you draw a Beast, give it +2/+2."
  { id: "TRL_405", triggers: [{ on: "draw", if: [{ player: "friendly" }, { target: { type: "minion", race: "BEAST" } }], do: [{ type: "buff", to: "event-target", enchantment: "TRL_405e" }] }] },
  { id: "TRL_405e", buff: { attack: 2, health: 2 } },
  // Waterboy: "Battlecry: Your next Hero Power this turn costs (0)." (as Scouted, AV_123e; gone at the end of the turn)
  { id: "TRL_407", battlecry: [{ type: "buff", to: "friendly-hero-power", enchantment: "TRL_407e" }] },
  { id: "TRL_407e", buff: { setCost: 0 }, triggers: [{ on: "inspire", if: { source: "self" }, do: [{ type: "expire" }] }, { on: "turn-end", do: [{ type: "expire" }] }] },
  // Daring Fire-Eater: "Battlecry: Your next Hero Power this turn deals 2 more damage." (Flameweaving TRL_390e2, the data's
  // one-turn enchantment, on the Hero Power: HEROPOWER_DAMAGE 2 until it is used or the turn ends)
  { id: "TRL_390", battlecry: [{ type: "buff", to: "friendly-hero-power", enchantment: "TRL_390e2" }] },
  // TRL_390e, the data's other enchantment of the card ("Your next Hero Power deals 2 more damage.", not the one-turn one)
  { id: "TRL_390e", tags: { HEROPOWER_DAMAGE: 2 }, triggers: [{ on: "inspire", if: { source: "self" }, do: [{ type: "expire" }] }] },
  { id: "TRL_390e2", tags: { HEROPOWER_DAMAGE: 2 }, triggers: [{ on: "inspire", if: { source: "self" }, do: [{ type: "expire" }] }, { on: "turn-end", do: [{ type: "expire" }] }] },
  /** Druid. */
  // Pounce: "Give your hero +2 Attack this turn."
  { id: "TRL_243", spell: [{ type: "buff", to: "friendly-hero", enchantment: "TRL_243e" }] },
  { id: "TRL_243e", buff: { attack: 2, oneTurn: true } },
  // Savage Striker: "Battlecry: Deal damage to an enemy minion equal to your hero's Attack."
  { id: "TRL_240", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "damage", amount: { stat: "attack", of: "friendly-hero" }, to: "target" }] },
  // Mark of the Loa: "Choose One - Give a minion +2/+4 and Taunt; or Summon two 3/2 Raptors."
  { id: "TRL_254", chooseOne: [
    { card: "TRL_254a", target: { type: "minion" }, effects: [{ type: "buff", to: "target", enchantment: "TRL_254ae" }] },
    { card: "TRL_254b", requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "TRL_254t", count: 2 }] },
  ] },
  { id: "TRL_254ae", buff: { attack: 2, health: 4, grants: ["TAUNT"] } },
  // Predatory Instincts: "Draw a Beast from your deck. Double its Health."
  { id: "TRL_244", spell: [{ type: "draw", count: 1, where: { type: "minion", race: "BEAST" } },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, health: { stat: "health", of: "each" }, enchantment: "TRL_244e" }] },
  { id: "TRL_244e" },
  // Stampeding Roar: "Summon a random Beast from your hand and give it Rush."
  { id: "TRL_255", spell: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", race: "BEAST" } }, { type: "buff", to: "summoned", enchantment: "TRL_255e" }] },
  { id: "TRL_255e", buff: { grants: ["RUSH"] } },
  // Treespeaker: "Battlecry: Transform your Treants into 5/5 Ancients."
  { id: "TRL_341", battlecry: [{ type: "transform", to: { all: "minions", side: "friendly", where: { name: "Treant" } }, card: "TRL_341t" }] },
  // Ironhide Direhorn: "Overkill: Summon a 5/5 Ironhide Runt."
  { id: "TRL_232", overkill: [{ type: "summon", card: "TRL_232t" }] },
  // Gonk, the Raptor: "After your hero attacks and kills a minion, it may attack again." (as Warsong Grunt's shape: the killed
  // defender is mortally wounded in the after-attack step)
  { id: "TRL_241", triggers: [{ on: "after-attack", if: [{ source: "friendly-hero" }, { target: { type: "minion", mortallyWounded: true } }], do: [{ type: "extraAttack", to: "friendly-hero" }] }] },
  // Spirit of the Raptor: "Stealth for 1 turn. After your hero attacks and kills a minion, draw a card."
  { id: "TRL_223", triggers: [STEALTH_ONE_TURN, { on: "after-attack", if: [{ source: "friendly-hero" }, { target: { type: "minion", mortallyWounded: true } }], do: [{ type: "draw" }] }] },
  /** Hunter. */
  // Springpaw: "Rush. Battlecry: Add a 1/1 Lynx with Rush to your hand."
  { id: "TRL_348", battlecry: [{ type: "addCard", card: "TRL_348t" }] },
  // Halazzi, the Lynx: "Rush. Battlecry: Fill your hand with 1/1 Lynxes that have Rush."
  { id: "TRL_900", battlecry: [{ type: "addCard", card: "TRL_348t", untilFull: true }] },
  // Headhunter's Hatchet: "Battlecry: If you control a Beast, gain +1 Durability." (as King's Defender)
  { id: "TRL_111", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "BEAST" } } }, then: [{ type: "buff", to: "self", enchantment: "TRL_111e1" }] }] },
  { id: "TRL_111e1", buff: { health: 1 } },
  // Bloodscalp Strategist: "Battlecry: If you have a weapon equipped, Discover a spell."
  { id: "TRL_349", battlecry: [{ type: "if", if: { exists: "friendly-weapon" }, then: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] }] },
  // Revenge of the Wild: "Summon your Beasts that died this turn." (every such death, in the order they died, as Whitemane)
  { id: "TRL_566", spell: [{ type: "resurrect", thisTurn: true, all: true, where: { race: "BEAST" } }] },
  // Spirit of the Lynx: "Stealth for 1 turn. Whenever you summon a Beast, give it +1/+1."
  { id: "TRL_901", triggers: [STEALTH_ONE_TURN, { on: "summon", if: { target: { side: "friendly", type: "minion", race: "BEAST", not: "self" } }, do: [{ type: "buff", to: "event-target", enchantment: "TRL_901e" }] }] },
  { id: "TRL_901e", buff: { attack: 1, health: 1 } },
  // The Beast Within: "Give a friendly Beast +1/+1, then it attacks a random enemy minion."
  { id: "TRL_119", target: { type: "minion", side: "friendly", where: { race: "BEAST" } },
    spell: [{ type: "buff", to: "target", enchantment: "TRL_119e" }, { type: "forceAttack", attacker: "target", defender: { random: "enemy-minions" } }] },
  { id: "TRL_119e", buff: { attack: 1, health: 1 } },
  // Baited Arrow: "Deal $3 damage. Overkill: Summon a 5/5 Devilsaur."
  { id: "TRL_347", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }], overkill: [{ type: "summon", card: "TRL_347t" }] },
  /** Mage. */
  // Arcanosaur: "Battlecry: If you played an Elemental last turn, deal 3 damage to all other minions."
  { id: "TRL_311", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "damage", amount: 3, to: "all-other-minions" }] }] },
  // Blast Wave: "Deal $2 damage to all minions. Overkill: Add a random Mage spell to your hand." (Overkill once, 5.1)
  { id: "TRL_317", spell: [{ type: "damage", amount: 2, to: "all-minions" }], overkill: [{ type: "addCard", pool: { type: "SPELL", cardClass: "MAGE" } }] },
  // Elemental Evocation: "The next Elemental you play this turn costs (2) less." (a cost state on the hero, as Preparation's)
  { id: "TRL_310", spell: [{ type: "buff", to: "friendly-hero", enchantment: "TRL_310e" }] },
  { id: "TRL_310e", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "ELEMENTAL" } }, buff: { cost: -2 } }], consumedBy: { type: "minion", race: "ELEMENTAL" } },
  // Scorch: "Deal $4 damage to a minion. Costs (1) if you played an Elemental last turn."
  { id: "TRL_313", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 } }] },
  // Splitting Image: "Secret: When one of your minions is attacked, summon a copy of it." (as Snake Trap's moment; a copy, 4.8)
  { id: "TRL_400", triggers: [{ on: "pre-attack", if: [{ target: "friendly-minion" }, { space: "friendly-board" }], do: [{ type: "summonCopy", of: "event-target", copyState: true }] }] },
  /** Paladin. */
  // A New Challenger...: "Discover a 6-Cost minion. Summon it with Taunt and Divine Shield."
  { id: "TRL_305", spell: [{ type: "discover", from: { type: "MINION", cost: 6, yourClass: true }, into: "play" },
    { type: "buff", to: { all: "summoned" }, grants: ["TAUNT", "DIVINE_SHIELD"] }] },
  // Bloodclaw: "Battlecry: Deal 5 damage to your hero."
  { id: "TRL_543", battlecry: [{ type: "damage", amount: 5, to: "friendly-hero" }] },
  // Farraki Battleaxe: "Overkill: Give a minion in your hand +2/+2." (a random one)
  { id: "TRL_304", overkill: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "TRL_304e" }] },
  { id: "TRL_304e", buff: { attack: 2, health: 2 } },
  // High Priest Thekal: "Battlecry: Convert all but 1 of your Hero's Health into Armor." (Armor for the Health above 1, then
  // the remaining Health set to 1 — neither damage nor healing, 4.1)
  { id: "TRL_308", battlecry: [{ type: "armor", amount: { stat: "health", of: "friendly-hero", add: -1, min: 0 } }, { type: "setRemainingHealth", to: "friendly-hero", amount: 1 }] },
  // Spirit of the Tiger: "Stealth for 1 turn. After you cast a spell, summon a Tiger with stats equal to its Cost." (the Cost it
  // was played for, 2.2)
  { id: "TRL_309", triggers: [STEALTH_ONE_TURN, { on: "after-play", if: { target: { side: "friendly", type: "spell" } },
    do: [{ type: "summon", card: "TRL_309t", setAttack: { stat: "playedCost", of: "event-target" }, setHealth: { stat: "playedCost", of: "event-target" } }] }] },
  // Time Out!: "Your hero is Immune until your next turn."
  { id: "TRL_302", spell: [{ type: "buff", to: "friendly-hero", enchantment: "TRL_302e" }] },
  { id: "TRL_302e", buff: { grants: ["IMMUNE"] }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  /** Priest. */
  // Regenerate: "Restore #3 Health."
  { id: "TRL_128", target: { type: "character" }, spell: [{ type: "heal", amount: 3, to: "target" }] },
  // Bwonsamdi, the Dead: "Battlecry: Draw 1-Cost minions from your deck until your hand is full."
  { id: "TRL_260", battlecry: [{ type: "draw", untilFull: true, where: { type: "minion", cost: 1 } }] },
  // Grave Horror: "Taunt. Costs (1) less for each spell you've cast this game."
  { id: "TRL_408", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", multiply: -1 } } }] },
  // Sand Drudge: "Whenever you cast a spell, summon a 1/1 Zombie with Taunt."
  { id: "TRL_131", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "summon", card: "TRL_131t" }] }] },
  // Seance: "Choose a minion. Add a copy of it to your hand."
  { id: "TRL_097", target: { type: "minion" }, spell: [{ type: "addCard", copyOf: "target" }] },
  // Surrender to Madness: "Destroy 3 of your Mana Crystals. Give all minions in your deck +2/+2."
  { id: "TRL_500", spell: [{ type: "manaCrystals", amount: -3 }, { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "TRL_500e" }] },
  { id: "TRL_500e", buff: { attack: 2, health: 2 } },
  /** Rogue. */
  // Bloodsail Howler: "Rush. Battlecry: Gain +1/+1 for each other Pirate you control."
  { id: "TRL_071", battlecry: [{ type: "buff", to: "self", enchantment: "TRL_071e",
    attack: { count: { all: "minions", side: "friendly", where: { race: "PIRATE", not: "self" } } }, health: { count: { all: "minions", side: "friendly", where: { race: "PIRATE", not: "self" } } } }] },
  { id: "TRL_071e" },
  // Cannon Barrage: "Deal $3 damage to a random enemy. Repeat for each of your Pirates." (each hit picks again)
  { id: "TRL_127", spell: [{ type: "repeat", times: { count: { all: "minions", side: "friendly", where: { race: "PIRATE" } }, add: 1 },
    do: [{ type: "damage", amount: 3, to: { random: "enemy-characters" } }] }] },
  // Captain Hooktusk: "Battlecry: Summon 3 Pirates from your deck. Give them Rush." (each put in then given Rush)
  { id: "TRL_126", battlecry: [{ type: "repeat", times: 3, do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "PIRATE" } }, { type: "buff", to: "summoned", grants: ["RUSH"] }] }] },
  // Serrated Tooth: "Deathrattle: Give your minions Rush."
  { id: "TRL_074", deathrattle: [{ type: "buff", to: "friendly-minions", enchantment: "TRL_074e" }] },
  { id: "TRL_074e", buff: { grants: ["RUSH"] } },
  // Stolen Steel: "Discover a weapon (from another class)."
  { id: "TRL_156", spell: [{ type: "discover", from: { type: "WEAPON", otherClass: true } }] },
  // Walk the Plank: "Destroy an undamaged minion."
  { id: "TRL_157", target: { type: "minion", where: { damaged: false } }, spell: [{ type: "destroy", to: "target" }] },
  /** Shaman. */
  // Bog Slosher: "Battlecry: Return a friendly minion to your hand and give it +2/+2."
  { id: "TRL_059", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "returnToHand", to: "target", enchantment: "TRL_059e" }] },
  { id: "TRL_059e", buff: { attack: 2, health: 2 } },
  // Haunting Visions: "The next spell you cast this turn costs (3) less. Discover a spell."
  { id: "TRL_058", spell: [{ type: "buff", to: "friendly-hero", enchantment: "TRL_058e" }, { type: "discover", from: { type: "SPELL", yourClass: true } }] },
  { id: "TRL_058e", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -3 } }], consumedBy: { type: "spell" } },
  // Rain of Toads: "Summon three 2/4 Toads with Taunt. Overload: (3)"
  { id: "TRL_351", spell: [{ type: "summon", card: "TRL_351t", count: 3 }] },
  // Totemic Smash: "Deal $2 damage. Overkill: Summon a basic Totem."
  { id: "TRL_012", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }],
    overkill: [{ type: "summonRandom", pool: ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"] }] },
  // Wartbringer: "Battlecry: If you played 2 spells this turn, deal 2 damage." (a target only while it holds)
  { id: "TRL_522", target: { type: "character", if: { playedThisTurn: "spell", atLeast: 2 } }, battlecry: [{ type: "damage", amount: 2, to: "target" }] },
  /** Warlock. */
  // Blood Troll Sapper: "After a friendly minion dies, deal 2 damage to the enemy hero."
  { id: "TRL_257", triggers: [{ on: "death", if: { target: "friendly-minion" }, do: [{ type: "damage", amount: 2, to: "enemy-hero" }] }] },
  // Demonbolt: "Destroy a minion. Costs (1) less for each minion you control."
  { id: "TRL_555", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { count: "friendly-minions", multiply: -1 } } }] },
  // Grim Rally: "Destroy a friendly minion. Give your minions +1/+1."
  { id: "TRL_249", target: { type: "minion", side: "friendly" }, spell: [{ type: "destroy", to: "target" }, { type: "buff", to: "friendly-minions", enchantment: "TRL_249e" }] },
  { id: "TRL_249e", buff: { attack: 1, health: 1 } },
  // Shriek: "Discard your lowest Cost card. Deal $2 damage to all minions." (a random one among ties)
  { id: "TRL_245", spell: [{ type: "discard", to: LOWEST_IN_HAND }, { type: "damage", amount: 2, to: "all-minions" }] },
  // Reckless Diretroll: "Taunt. Battlecry: Discard your lowest Cost card."
  { id: "TRL_551", battlecry: [{ type: "discard", to: LOWEST_IN_HAND }] },
  // Hir'eek, the Bat: "Battlecry: Fill your board with copies of this minion." (copies per 4.8)
  { id: "TRL_253", battlecry: [{ type: "summonCopy", of: "self", copyState: true, count: { space: "friendly-board" } }] },
  // Spirit of the Bat: "Stealth for 1 turn. After a friendly minion dies, give a minion in your hand +1/+1."
  { id: "TRL_251", triggers: [STEALTH_ONE_TURN, { on: "death", if: { target: "friendly-minion" },
    do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "TRL_251e" }] }] },
  { id: "TRL_251e", buff: { attack: 1, health: 1 } },
  // High Priestess Jeklik: "Taunt, Lifesteal. When you discard this, add 2 copies of it to your hand." (its own discard trigger in
  // hand, as Disposable Acolytes')
  { id: "TRL_252", triggers: [{ on: "discard", zone: "hand", if: { target: "self" }, do: [{ type: "addCard", copyOf: "self", count: 2 }] }] },
  /** Warrior. */
  // Devastate: "Deal $4 damage to a damaged minion."
  { id: "TRL_321", target: { type: "minion", where: { damaged: true } }, spell: [{ type: "damage", amount: 4, to: "target" }] },
  // Dragon Roar: "Add 2 random Dragons to your hand."
  { id: "TRL_362", spell: [{ type: "addCard", pool: { type: "MINION", race: "DRAGON" }, count: 2 }] },
  // Emberscale Drake: "Battlecry: If you're holding a Dragon, gain 5 Armor."
  { id: "TRL_323", battlecry: [{ type: "if", if: HOLDING_DRAGON, then: [{ type: "armor", amount: 5 }] }] },
  // Smolderthorn Lancer: "Battlecry: If you're holding a Dragon, destroy a damaged enemy minion."
  { id: "TRL_326", target: { type: "minion", side: "enemy", where: { damaged: true }, if: HOLDING_DRAGON }, battlecry: [{ type: "if", if: HOLDING_DRAGON, then: [{ type: "destroy", to: "target" }] }] },
  // Overlord's Whip: "After you play a minion, deal 1 damage to it."
  { id: "TRL_360", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "damage", amount: 1, to: "event-target" }] }] },
  // War Master Voone: "Battlecry: Copy all Dragons in your hand."
  { id: "TRL_328", battlecry: [{ type: "addCard", copyOf: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }] },
  // Heavy Metal!: "Summon a random minion with Cost equal to your Armor (up to 10)."
  { id: "TRL_324", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: { stat: "armor", of: "friendly-hero", max: 10 } } }] },
  // Akali, the Rhino: "Rush. Overkill: Draw a Rush minion from your deck. Give it +5/+5."
  { id: "TRL_329", overkill: [{ type: "draw", count: 1, where: { type: "minion", tag: "RUSH" } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "TRL_329e" }] },
  { id: "TRL_329e", buff: { attack: 5, health: 5 } },
  // Sul'thraze: "Overkill: You may attack again." (the weapon's Overkill: the hero's hit)
  { id: "TRL_325", overkill: [{ type: "extraAttack", to: "friendly-hero" }] },
  /** More (session 9, w9/wild-a). */
  // Soup Vendor: "Whenever you restore 3 or more Health to your hero, draw a card." (the Health a heal of yours restored)
  { id: "TRL_570", triggers: [{ on: "heal", if: [{ target: "friendly-hero" }, { source: "friendly" }, { value: { event: "amount" }, atLeast: 3 }], do: [{ type: "draw" }] }] },
  // Drakkari Trickster: "Battlecry: Give each player a copy of a random card from their opponent's deck." (you first)
  { id: "TRL_527", battlecry: [{ type: "addCard", copyOf: { random: { all: "deck", side: "enemy" } } },
    { type: "addCard", copyOf: { random: { all: "deck", side: "friendly" } }, player: "enemy" }] },
  // Gurubashi Hypemon: "Battlecry: Discover a 1/1 copy of a Battlecry minion. It costs (1)."
  { id: "TRL_077", battlecry: [{ type: "discover", from: { type: "MINION", mechanic: "BATTLECRY", yourClass: true }, enchantment: "TRL_077e" }] },
  { id: "TRL_077e", buff: { setAttack: 1, setHealth: 1, setCost: 1 } },
  // Auchenai Phantasm: "Battlecry: This turn, your healing effects deal damage instead." (Auchenai Soulpriest's rule, as a
  // one-turn player state on your hero)
  { id: "TRL_501", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TRL_501e" }] },
  { id: "TRL_501e", buff: { oneTurn: true }, auras: [{ rule: "healing-deals-damage" }] },
  // Likkim: "Has +2 Attack while you have Overloaded Mana Crystals." (locked or owed, rules-notes 890)
  { id: "TRL_352", auras: [{ to: "self", buff: { attack: 2 }, if: { overloaded: true } }] },  // ── w13/old
  // Hakkar, the Soulflayer: "Deathrattle: Shuffle a Corrupted Blood into each player's deck."
  { id: "TRL_541", deathrattle: [{ type: "shuffleIntoDeck", card: "TRL_541t" }, { type: "shuffleIntoDeck", card: "TRL_541t", player: "enemy" }] },
  // Corrupted Blood: "Casts When Drawn. Take 3 damage. After you draw, shuffle two copies of this into your deck." (its
  // drawer's hero takes the damage — ImmuneToSpellpower — and the cast arms the card's graveyard trigger: after that
  // player's next draw, the card Casts When Drawn's own replacement draw, two new Corrupted Bloods go into their deck —
  // so that draw cannot take them; rules-notes 1561)
  { id: "TRL_541t", castsWhenDrawn: true, spell: [{ type: "damage", amount: 3, to: "friendly-hero" }, { type: "arm" }],
    triggers: [{ on: "draw", zone: "graveyard", armed: true, if: { player: "friendly" }, do: [{ type: "shuffleIntoDeck", card: "TRL_541t", count: 2 }] }] },
  // Spirit of the Dead: "Stealth for 1 turn. After a friendly minion dies, shuffle a 1-Cost copy of it into your deck." (a
  // new card of the dead minion's card, 4.8, costing (1) by the data's TRL_502e)
  { id: "TRL_502", triggers: [STEALTH_ONE_TURN, { on: "death", if: { target: "friendly-minion" }, do: [
    { type: "shuffleIntoDeck", copyOf: "event-target" }, { type: "buff", to: { all: "shuffled" }, enchantment: "TRL_502e" }] }] },
  { id: "TRL_502e", buff: { setCost: 1 } },
  // Princess Talanji: "Battlecry: Summon all minions from your hand that didn't start in your deck." (the minion cards an
  // effect made, CREATOR, from the left, until the board is full — `putIntoPlay` `all`, rules-notes 1565)
  { id: "TRL_259", battlecry: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", tag: "CREATOR" }, all: true }] },
  // Pyromaniac: "Whenever your Hero Power kills a minion, draw a card." (a minion's death whose killer — the source of the
  // damage that left it mortally wounded — is your Hero Power)
  { id: "TRL_315", triggers: [{ on: "death", if: [{ target: "minion" }, { entity: "friendly-hero-power", matches: { is: "killer" } }], do: [{ type: "draw" }] }] },
  // Spirit of the Shark: "Stealth for 1 turn. Your minions' Battlecries and Combos trigger twice." (Brann's and Lucky Comet's
  // rules, each only for the minion cards you play: a hero card's Battlecry or a spell's Combo once — rules-notes 1764)
  { id: "TRL_092", auras: [{ rule: "battlecries-twice", where: { type: "minion" } }, { rule: "combos-twice", where: { type: "minion" } }], triggers: [STEALTH_ONE_TURN] },
  // Power of the Shark, the game's enchantment with the same text: the same two rules for its holder's controller.
  { id: "TRL_092e", auras: [{ rule: "battlecries-twice", where: { type: "minion" } }, { rule: "combos-twice", where: { type: "minion" } }] },
  // Spirit of the Rhino: "Stealth for 1 turn. Your Rush minions are Immune the turn they're summoned." As the game's one-turn
  // TRL_327e shows, a state each friendly Rush minion gets as it is summoned, lasting to the end of that turn (rules-notes 1764)
  { id: "TRL_327", triggers: [STEALTH_ONE_TURN, { on: "summon", if: { target: { side: "friendly", type: "minion", tag: "RUSH" } }, do: [{ type: "buff", to: "event-target", enchantment: "TRL_327e" }] }] },
  { id: "TRL_327e", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Spirit of the Frog: "Stealth for 1 turn. Whenever you cast a spell, draw a spell from your deck that costs (1) more." (more
  // than the Cost the spell was played for, 2.2, as The Fist of Ra-den reads "that Cost"; none of that Cost, no draw)
  { id: "TRL_060", triggers: [STEALTH_ONE_TURN, { on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [
    { type: "draw", where: { type: "spell", cost: { stat: "playedCost", of: "event-target", add: 1 } } },
  ] }] },
  // Zul'jin: "Battlecry: Cast all spells you've played this game (targets chosen randomly)." The record of your plays, each
  // spell in the order played, cast as `replay` casts (a random valid target, a random Choose One option, none: not cast);
  // then his Hero Power, Berserker Throw: "Deal $2 damage." (as Fireblast)
  { id: "TRL_065", heroPower: "TRL_065h", battlecry: [{ type: "replay", played: { type: "spell" } }] },
  { id: "TRL_065h", target: { type: "character" }, power: [{ type: "damage", amount: 2, to: "target" }] },
  // Gral, the Shark: "Battlecry: Eat a minion in your deck and gain its stats. Deathrattle: Add it to your hand." (as Hungering
  // Ancient's eating, rules-notes 324: a random minion card of your deck is absorbed, kept by Gral, its Attack and Health
  // as it was in the deck added by TRL_409e; the Deathrattle gives the eaten card back to the hand, its states kept)
  { id: "TRL_409", battlecry: [{ type: "group", of: { random: { all: "deck", side: "friendly", where: { type: "minion" } } }, do: [
    { type: "if", if: { exists: { all: "group" } }, then: [{ type: "absorb", to: { all: "group" } },
      { type: "buff", to: "self", attack: { stat: "attack", of: { all: "group" } }, health: { stat: "health", of: { all: "group" } }, enchantment: "TRL_409e" }] }] }],
    deathrattle: [{ type: "returnToHand", from: "kept", to: { all: "kept" } }] },
  { id: "TRL_409e" },
];
