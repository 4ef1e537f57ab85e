/** Rise of Shadows (DALARAN). */
import type { CardDefinition } from "../format/index.js";
import { LACKEYS } from "./others.js";

const RAY_OF_FROST: CardDefinition["spell"] = [{
  type: "if", if: { entity: "target", matches: { tag: "FROZEN" } },
  then: [{ type: "freeze", to: "target" }, { type: "damage", amount: 2, to: "target" }],
  else: [{ type: "freeze", to: "target" }],
}];

export const DALARAN = (): CardDefinition[] => [
  // Twinspell (双生法术): `twinspell` names the copy without Twinspell (the data's `…ts` card) that its player gets with its
  // Overload (2.3 使用阶段 g) — back at the place the spell left in hand.
  // Conjurer's Calling: "Twinspell. Destroy a minion. Summon 2 minions of the same Cost to replace it." (as Life Cycle, twice)
  { id: "DAL_177", twinspell: "DAL_177ts", target: { type: "minion" }, spell: [{ type: "destroyAndReplace", to: "target", count: 2, pool: { type: "MINION", cost: { stat: "cost", of: "each" } } }] },
  { id: "DAL_177ts", target: { type: "minion" }, spell: [{ type: "destroyAndReplace", to: "target", count: 2, pool: { type: "MINION", cost: { stat: "cost", of: "each" } } }] },
  // The Forest's Aid: "Twinspell. Summon five 2/2 Treants."
  { id: "DAL_256", twinspell: "DAL_256ts", spell: [{ type: "summon", card: "DAL_256t2", count: 5 }] },
  { id: "DAL_256ts", spell: [{ type: "summon", card: "DAL_256t2", count: 5 }] },
  // Blessing of the Ancients: "Twinspell. Give your minions +1/+1."
  { id: "DAL_351", twinspell: "DAL_351ts", spell: [{ type: "buff", to: "friendly-minions", enchantment: "DAL_351e" }] },
  { id: "DAL_351ts", spell: [{ type: "buff", to: "friendly-minions", enchantment: "DAL_351e" }] },
  { id: "DAL_351e", buff: { attack: 1, health: 1 } },
  // Unleash the Beast: "Twinspell. Summon a 5/5 Wyvern with Rush."
  { id: "DAL_378", twinspell: "DAL_378ts", spell: [{ type: "summon", card: "DAL_378t1" }] },
  { id: "DAL_378ts", spell: [{ type: "summon", card: "DAL_378t1" }] },
  // Lightforged Blessing: "Twinspell. Give a friendly minion Lifesteal."
  { id: "DAL_568", twinspell: "DAL_568ts", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "DAL_568e" }] },
  { id: "DAL_568ts", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "DAL_568e" }] },
  { id: "DAL_568e", buff: { grants: ["LIFESTEAL"] } },
  // Ray of Frost: "Twinspell. Freeze a minion. If it's already Frozen, deal $2 damage to it." ("already": Frozen before this
  // spell froze it, read first)
  { id: "DAL_577", twinspell: "DAL_577ts", target: { type: "minion" }, spell: RAY_OF_FROST },
  { id: "DAL_577ts", target: { type: "minion" }, spell: RAY_OF_FROST },
  // Kalecgos: "Your first spell each turn costs (0). Battlecry: Discover a spell." A consumable cost aura like Pint-Sized
  // Summoner's (4.11: if you play no spell, it neither lapses at the end of the turn nor refreshes at the next turn's start);
  // the Discover is unrestricted: your class's spells and neutral ones (5.1).
  { id: "DAL_609", auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { setCost: 0 }, if: { playedThisTurn: "spell", atMost: 0 } }],
    battlecry: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] },
  // Shifting Chameleon (Pet Training's card): "Each turn this is in your hand, transform into a random 1-cost minion."
  // (as Shifter Zerus, 5.3 即时变形效果)
  { id: "DALA_Hunter_HP2t", triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [
    { type: "transform", to: "self", pool: { type: "MINION", cost: 1 } }, { type: "buff", to: "self", enchantment: "DALA_Hunter_HP2e" }] }] },
  { id: "DALA_Hunter_HP2e", triggers: [{ on: "turn-start", if: [{ turn: "own" }, { exists: { all: "hand", side: "friendly", where: { is: "self" } } }], do: [
    { type: "transform", to: "self", pool: { type: "MINION", cost: 1 } }, { type: "buff", to: "self", enchantment: "DALA_Hunter_HP2e" }] }] },
  // Khadgar: "Your cards that summon minions summon twice as many." An after-summon trigger (1.5's example: the summon
  // event of the first Wisp triggers it, in order of play with Knife Juggler and Sword of Justice) for a minion that one
  // of your cards summoned — not a minion played, and not its own copy. The copy is a copy (3.1: what the first got
  // before its summon event, Khadgar copies), for the summoned minion's controller, right of it.
  { id: "DAL_575", triggers: [{
    on: "after-summon", if: { source: { side: "friendly", not: "self" } }, compensate: false,
    do: [{ type: "summonCopy", of: "event-target", copyState: true, beside: true }],
  }] },
  // Session 9 (w9/wild-a): the set's definitions.
  /** Druid. */
  // Acornbearer: "Deathrattle: Add two 1/1 Squirrels to your hand."
  { id: "DAL_354", deathrattle: [{ type: "addCard", card: "DAL_354t", count: 2 }] },
  // Crystal Power: "Choose One - Deal $2 damage to a minion; or Restore #5 Health."
  { id: "DAL_350", chooseOne: [
    { card: "DAL_350a", target: { type: "minion" }, effects: [{ type: "damage", amount: 2, to: "target" }] },
    { card: "DAL_350b", target: { type: "character" }, effects: [{ type: "heal", amount: 5, to: "target" }] },
  ] },
  // Dreamway Guardians: "Summon two 1/2 Dryads with Lifesteal."
  { id: "DAL_733", spell: [{ type: "summon", card: "DAL_733t", count: 2 }] },
  /** Hunter. */
  // Arcane Fletcher: "Whenever you play a 1-Cost minion, draw a spell from your deck." (the Cost it was played for, 2.2)
  { id: "DAL_372", triggers: [{ on: "play", if: { target: { side: "friendly", type: "minion", playedCost: 1 } }, do: [{ type: "draw", count: 1, where: { type: "spell" } }] }] },
  // Hunting Party: "Copy all Beasts in your hand."
  { id: "DAL_589e", buff: { attack: 3, health: 3 } }, // the data's "+3/+3" label of an earlier printing (its own text's facts)
  { id: "DAL_589", spell: [{ type: "addCard", copyOf: { all: "hand", side: "friendly", where: { type: "minion", race: "BEAST" } } }] },
  // Marked Shot: "Deal $4 damage to a minion. Discover a spell."
  { id: "DAL_371", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" }, { type: "discover", from: { type: "SPELL", yourClass: true } }] },
  // Shimmerfly: "Deathrattle: Add a random Hunter spell to your hand."
  { id: "DAL_587", deathrattle: [{ type: "addCard", pool: { type: "SPELL", cardClass: "HUNTER" } }] },
  // Ursatron: "Deathrattle: Draw a Mech from your deck."
  { id: "DAL_604", deathrattle: [{ type: "draw", count: 1, where: { type: "minion", race: "MECHANICAL" } }] },
  // Vereesa Windrunner: "Battlecry: Equip Thori'dal, the Stars' Fury." (Thori'dal: "After your hero attacks, gain Spell
  // Damage +2 this turn.")
  { id: "DAL_379", battlecry: [{ type: "equipWeapon", card: "DAL_379t" }] },
  { id: "DAL_379t", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: "friendly-hero", enchantment: "DAL_379e" }] }] },
  { id: "DAL_379e", spellDamage: 2, buff: { oneTurn: true } },
  /** Mage. */
  // Magic Dart Frog: "After you cast a spell, deal 1 damage to a random enemy minion."
  { id: "DAL_182", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "damage", amount: 1, to: { random: "enemy-minions" } }] }] },
  // Magic Trick: "Discover a spell that costs (3) or less."
  { id: "DAL_608", spell: [{ type: "discover", from: { type: "SPELL", costAtMost: 3, yourClass: true } }] },
  // Mana Cyclone: "Battlecry: For each spell you've cast this turn, add a random Mage spell to your hand."
  { id: "DAL_603", battlecry: [{ type: "repeat", times: { playedThisTurn: "spell" }, do: [{ type: "addCard", pool: { type: "SPELL", cardClass: "MAGE" } }] }] },
  // Messenger Raven: "Battlecry: Discover a Mage minion."
  { id: "DAL_163", battlecry: [{ type: "discover", from: { type: "MINION", cardClass: "MAGE" } }] },
  /** Neutral. */
  // Azerite Elemental: "At the start of your turn, gain Spell Damage +2."
  { id: "DAL_548", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "buff", to: "self", enchantment: "DAL_548e" }] }] },
  { id: "DAL_548e", spellDamage: 2 },
  // Batterhead: "Rush. After this attacks and kills a minion, it may attack again." (as Warsong Grunt)
  { id: "DAL_592", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }], do: [{ type: "extraAttack", to: "self" }] }] },
  // Big Bad Archmage: "At the end of your turn, summon a random 6-Cost minion."
  { id: "DAL_553", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summonRandom", pool: { type: "MINION", cost: 6 } }] }] },
  // Chef Nomi: "Battlecry: If your deck is empty, summon six 6/6 Greasefire Elementals."
  { id: "DAL_554", battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly" } } }, then: [{ type: "summon", card: "DAL_554t", count: 6 }] }] },
  // Dalaran Librarian: "Battlecry: Silence adjacent minions."
  { id: "DAL_735", battlecry: [{ type: "silence", to: { adjacent: "self" } }] },
  // Eccentric Scribe: "Deathrattle: Summon four 1/1 Vengeful Scrolls."
  { id: "DAL_566", deathrattle: [{ type: "summon", card: "DAL_566t", count: 4 }] },
  // Exotic Mountseller: "Whenever you cast a spell, summon a random 3-Cost Beast."
  { id: "DAL_774", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "summonRandom", pool: { type: "MINION", cost: 3, race: "BEAST" } }] }] },
  // Faceless Rager: "Battlecry: Copy a friendly minion's Health."
  { id: "DAL_744", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "self", setHealth: { stat: "health", of: "target" }, enchantment: "DAL_744e" }] },
  { id: "DAL_744e" },
  // Flight Master: "Battlecry: Summon a 2/2 Gryphon for each player." (yours first)
  { id: "DAL_747", battlecry: [{ type: "summon", card: "DAL_747t" }, { type: "summon", card: "DAL_747t", side: "enemy" }] },
  // Hecklebot: "Taunt. Battlecry: Your opponent summons a minion from their deck."
  { id: "DAL_058", battlecry: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" }, player: "enemy" }] },
  // Hench-Clan Hag: "Battlecry: Summon two 1/1 Amalgams with all minion types."
  { id: "DAL_087", battlecry: [{ type: "summon", card: "DAL_087t", count: 2 }] },
  { id: "DAL_087t" }, // Amalgam: its text names its minion type ALL (the card data's race), no rules text of its own
  // Hench-Clan Hogsteed: "Rush. Deathrattle: Summon a 1/1 Murloc."
  { id: "DAL_743", deathrattle: [{ type: "summon", card: "DAL_743t" }] },
  // Heroic Innkeeper: "Taunt. Battlecry: Gain +2/+2 for each other friendly minion."
  { id: "DAL_560", battlecry: [{ type: "buff", to: "self", enchantment: "DAL_560e2",
    attack: { count: "other-friendly-minions", multiply: 2 }, health: { count: "other-friendly-minions", multiply: 2 } }] },
  { id: "DAL_560e2" },
  // Jepetto Joybuzz: "Battlecry: Draw 2 minions from your deck. Set their Attack, Health, and Cost to 1."
  { id: "DAL_752", battlecry: [{ type: "draw", count: 2, where: { type: "minion" } },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DAL_752e" }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DAL_752e2" }] },
  { id: "DAL_752e", buff: { setAttack: 1, setHealth: 1 } },
  { id: "DAL_752e2", buff: { setCost: 1 } },
  // Mad Summoner: "Battlecry: Fill each player's board with 1/1 Imps." (yours first)
  { id: "DAL_751", battlecry: [{ type: "summon", card: "DAL_751t", count: { space: "friendly-board" } }, { type: "summon", card: "DAL_751t", side: "enemy", count: { space: "enemy-board" } }] },
  // Magic Carpet: "After you play a 1-Cost minion, give it +1 Attack and Rush."
  { id: "DAL_773", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", playedCost: 1 } }, do: [{ type: "buff", to: "event-target", enchantment: "DAL_773e" }] }] },
  { id: "DAL_773e", buff: { attack: 1, grants: ["RUSH"] } },
  // Portal Keeper / Portal Overfiend: "Battlecry: Shuffle 3 Portals into your deck. When drawn, summon a 2/2 Demon with Rush."
  // (Felhound Portal: "Casts When Drawn. Summon a 2/2 Felhound with Rush.")
  { id: "DAL_582", battlecry: [{ type: "shuffleIntoDeck", card: "DAL_582t", count: 3 }] },
  { id: "DAL_565", battlecry: [{ type: "shuffleIntoDeck", card: "DAL_582t", count: 3 }] },
  { id: "DAL_582t", castsWhenDrawn: true, spell: [{ type: "summon", card: "DAL_582t2" }] },
  // Potion Vendor: "Battlecry: Restore #2 Health to all friendly characters."
  { id: "DAL_544", battlecry: [{ type: "heal", amount: 2, to: "friendly-characters" }] },
  // Proud Defender: "Taunt. Has +2 Attack while you have no other minions."
  { id: "DAL_551", auras: [{ to: "self", buff: { attack: 2 }, if: { not: { exists: "other-friendly-minions" } } }] },
  // Recurring Villain: "Deathrattle: If this minion has 4 or more Attack, resummon it." (its Attack as it died, 4.8)
  { id: "DAL_749", deathrattle: [{ type: "if", if: { value: { stat: "attack", of: "self", lastKnown: true }, atLeast: 4 }, then: [{ type: "summon", card: "DAL_749" }] }] },
  // Safeguard: "Taunt. Deathrattle: Summon a 0/5 Vault Safe with Taunt."
  { id: "DAL_088", deathrattle: [{ type: "summon", card: "DAL_088t2" }] },
  // Soldier of Fortune: "Whenever this minion attacks, give your opponent a Coin."
  { id: "DAL_771", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "addCard", card: "GAME_005", player: "enemy" }] }] },
  // Spellward Jeweler: "Battlecry: Your hero is Elusive until next turn." (Elusive: can't be targeted by spells or Hero Powers)
  { id: "DAL_081", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "DAL_081e" }] },
  { id: "DAL_081e", buff: { grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Sunreaver Spy: "Battlecry: If you control a Secret, gain +1/+1."
  { id: "DAL_086", battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { secret: true } } }, then: [{ type: "buff", to: "self", enchantment: "DAL_086e" }] }] },
  { id: "DAL_086e", buff: { attack: 1, health: 1 } },
  // Sunreaver Warmage: "Battlecry: If you're holding a spell that costs (5) or more, deal 4 damage." (a target only while so)
  { id: "DAL_539", target: { type: "character", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", minCost: 5 } } } },
    battlecry: [{ type: "damage", amount: 4, to: "target" }] },
  // Toxfin: "Battlecry: Give a friendly Murloc Poisonous."
  { id: "DAL_077", target: { type: "minion", side: "friendly", where: { race: "MURLOC" } }, battlecry: [{ type: "buff", to: "target", enchantment: "DAL_077e" }] },
  { id: "DAL_077e", buff: { grants: ["POISONOUS"] } },
  // Traveling Healer: "Divine Shield. Battlecry: Restore #3 Health."
  { id: "DAL_078", target: { type: "character" }, battlecry: [{ type: "heal", amount: 3, to: "target" }] },
  // Tunnel Blaster: "Taunt. Deathrattle: Deal 3 damage to all minions."
  { id: "DAL_775", deathrattle: [{ type: "damage", amount: 3, to: "all-minions" }] },
  // Underbelly Ooze: "After this minion survives damage, summon a copy of it." (as Grim Patron's moment; a copy, 4.8)
  { id: "DAL_550", triggers: [{ on: "damage", if: { target: { is: "self", alive: true } }, do: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // Violet Spellsword: "Battlecry: Gain +1 Attack for each spell in your hand."
  { id: "DAL_095", battlecry: [{ type: "buff", to: "self", attack: { count: { all: "hand", side: "friendly", where: { type: "spell" } } }, enchantment: "DAL_095e" }] },
  { id: "DAL_095e" },
  // Whirlwind Tempest: "Your minions with Windfury have Mega-Windfury."
  { id: "DAL_742", auras: [{ to: { all: "minions", side: "friendly", where: { tag: "WINDFURY" } }, buff: { grants: ["MEGA_WINDFURY"] }, enchantment: "DAL_742e" }] },
  { id: "DAL_742e", buff: { grants: ["MEGA_WINDFURY"] } },
  /** More Druid, Hunter, Mage and neutral cards. */
  // Lifeweaver: "Whenever you restore Health, add a random Druid spell to your hand." (a heal of yours, Lifesteal's included)
  { id: "DAL_355", triggers: [{ on: "heal", if: { source: "friendly" }, do: [{ type: "addCard", pool: { type: "SPELL", cardClass: "DRUID" } }] }] },
  // Oblivitron: "Deathrattle: Summon a Mech from your hand and trigger its Deathrattle."
  { id: "DAL_376", deathrattle: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", race: "MECHANICAL" } }, { type: "triggerDeathrattle", to: "summoned" }] },
  // Kirin Tor Tricaster: "Spell Damage +3. Your spells cost (1) more."
  { id: "DAL_576", auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: 1 }, enchantment: "DAL_576e" }] },
  { id: "DAL_576e", buff: { cost: 1 } },
  // Archmage Vargoth: "At the end of your turn, cast a spell you've cast this turn (targets are random)." (a new copy of a
  // random spell you played this turn, each play one chance)
  { id: "DAL_558", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "castSpell", played: { turn: "this" } }] }] },
  // Barista Lynchen: "Battlecry: Add a copy of each of your other Battlecry minions to your hand."
  { id: "DAL_546", battlecry: [{ type: "addCard", copyOf: { all: "minions", side: "friendly", where: { has: "battlecry", not: "self" } } }] },
  /** Paladin. */
  // Bronze Herald: "Deathrattle: Add two 4/4 Dragons to your hand."
  { id: "DAL_146", deathrattle: [{ type: "addCard", card: "DAL_146t", count: 2 }] },
  // Call to Adventure: "Draw the lowest Cost minion from your deck. Give it +2/+2." (a random one among ties)
  { id: "DAL_727", spell: [{ type: "draw", count: 1, where: { type: "minion" }, lowest: "cost" }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "DAL_727e" }] },
  { id: "DAL_727e", buff: { attack: 2, health: 2 } },
  // Desperate Measures: "Twinspell. Cast a random Paladin Secret."
  { id: "DAL_141", twinspell: "DAL_141ts", spell: [{ type: "castSpell", pool: { type: "SPELL", cardClass: "PALADIN", mechanic: "SECRET" } }] },
  { id: "DAL_141ts", spell: [{ type: "castSpell", pool: { type: "SPELL", cardClass: "PALADIN", mechanic: "SECRET" } }] },
  // Dragon Speaker: "Battlecry: Give all Dragons in your hand +3/+3."
  { id: "DAL_147", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", race: "DRAGON" } }, enchantment: "DAL_147e" }] },
  { id: "DAL_147e", buff: { attack: 3, health: 3 } },
  // Mysterious Blade: "Battlecry: If you control a Secret, gain +1 Attack."
  { id: "DAL_571", battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { secret: true } } }, then: [{ type: "buff", to: "self", enchantment: "DAL_571e" }] }] },
  { id: "DAL_571e", buff: { attack: 1 } },
  // Never Surrender!: "Secret: When your opponent casts a spell, give your minions +2 Health."
  { id: "DAL_570", triggers: [{ on: "play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "buff", to: "friendly-minions", enchantment: "DAL_570e" }] }] },
  { id: "DAL_570e", buff: { health: 2 } },
  // Nozari: "Battlecry: Restore both heroes to full Health." (yours first)
  { id: "DAL_581", battlecry: [{ type: "heal", amount: { stat: "missingHealth", of: "friendly-hero" }, to: "friendly-hero" },
    { type: "heal", amount: { stat: "missingHealth", of: "enemy-hero" }, to: "enemy-hero" }] },
  /** Priest. */
  // Convincing Infiltrator: "Taunt. Deathrattle: Destroy a random enemy minion."
  { id: "DAL_039", deathrattle: [{ type: "destroy", to: { random: "enemy-minions" } }] },
  // Hench-Clan Shadequill: "Deathrattle: Restore #5 Health to the enemy hero."
  { id: "DAL_040", deathrattle: [{ type: "heal", amount: 5, to: "enemy-hero" }] },
  // Mass Resurrection: "Summon 3 friendly minions that died this game." (three different dead minions at random)
  { id: "DAL_724", spell: [{ type: "resurrect", count: 3 }] },
  // Shadowy Figure: "Battlecry: Transform into a 2/2 copy of a friendly Deathrattle minion."
  { id: "DAL_030", target: { type: "minion", side: "friendly", where: { has: "deathrattle" } },
    battlecry: [{ type: "transform", to: "self", copyOf: "target" }, { type: "buff", to: "self", enchantment: "DAL_030e" }] },
  { id: "DAL_030e", buff: { setAttack: 2, setHealth: 2 } },
  // Unsleeping Soul: "Silence a friendly minion, then summon a copy of it." (the copy of the silenced minion, 4.8)
  { id: "DAL_065", target: { type: "minion", side: "friendly" }, spell: [{ type: "silence", to: "target" }, { type: "summonCopy", of: "target", copyState: true }] },
  /** Rogue. */
  // Daring Escape: "Return all friendly minions to your hand."
  { id: "DAL_728", spell: [{ type: "returnToHand", to: "friendly-minions" }] },
  /** Shaman. */
  // Mutate: "Transform a friendly minion into a random one that costs (1) more."
  { id: "DAL_071", target: { type: "minion", side: "friendly" }, spell: [{ type: "transform", to: "target", pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 1 } } }] },
  // Scargil: "Your Murlocs cost (1)."
  { id: "DAL_726", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "MURLOC" } }, buff: { setCost: 1 }, enchantment: "DAL_726e" }] },
  { id: "DAL_726e", buff: { setCost: 1 } },
  // Underbelly Angler: "After you play a Murloc, add a random Murloc to your hand."
  { id: "DAL_049", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", race: "MURLOC", not: "self" } }, do: [{ type: "addCard", pool: { type: "MINION", race: "MURLOC" } }] }] },
  /** Warlock. */
  // Aranasi Broodmother: "Taunt. When you draw this, restore #4 Health to your hero." (its own draw trigger in hand)
  { id: "DAL_185", triggers: [{ on: "draw", zone: "hand", if: { target: "self" }, do: [{ type: "heal", amount: 4, to: "friendly-hero" }] }] },
  // Eager Underling: "Deathrattle: Give two random friendly minions +2/+2."
  { id: "DAL_563", deathrattle: [{ type: "buff", to: { random: "friendly-minions", count: 2 }, enchantment: "DAL_563e" }] },
  { id: "DAL_563e", buff: { attack: 2, health: 2 } },
  // Fel Lord Betrug: "Whenever you draw a minion, summon a copy with Rush that dies at end of turn." (as Dollmaster Dorian,
  // GIL_620: a copy of the card drawn, 4.8)
  { id: "DAL_607", triggers: [{ on: "draw", if: [{ player: "friendly" }, { target: { type: "minion" } }], do: [{ type: "summonCopy", of: "event-target", copyState: true, enchantment: "DAL_607e" }] }] },
  { id: "DAL_607e", buff: { grants: ["RUSH"] }, triggers: [{ on: "turn-end", do: [{ type: "destroy", to: "self" }] }] },
  // Impferno: "Give your Demons +1 Attack. Deal $1 damage to all enemy minions."
  { id: "DAL_605", spell: [{ type: "buff", to: { all: "minions", side: "friendly", where: { race: "DEMON" } }, enchantment: "DAL_605e" }, { type: "damage", amount: 1, to: "enemy-minions" }] },
  { id: "DAL_605e", buff: { attack: 1 } },
  // Jumbo Imp: "Costs (1) less whenever a friendly Demon dies while this is in your hand."
  { id: "DAL_561", triggers: [{ on: "death", zone: "hand", if: { target: { side: "friendly", type: "minion", race: "DEMON" } }, do: [{ type: "buff", to: "self", enchantment: "DAL_561e" }] }] },
  { id: "DAL_561e", buff: { cost: -1 } },
  // Plot Twist: "Shuffle your hand into your deck. Draw that many cards."
  { id: "DAL_602", spell: [{ type: "group", of: { all: "hand", side: "friendly" }, do: [{ type: "shuffleFromHand", to: { all: "group" } }, { type: "draw", count: { count: { all: "group" } } }] }] },
  /** Warrior. */
  // Omega Devastator: "Battlecry: If you have 10 Mana Crystals, deal 10 damage to a minion." (a target only while so)
  { id: "DAL_770", target: { type: "minion", if: { value: { mana: "crystals" }, atLeast: 10 } }, battlecry: [{ type: "damage", amount: 10, to: "target" }] },
  // Vicious Scraphound: "Whenever this minion deals damage, gain that much Armor."
  { id: "DAL_759", triggers: [{ on: "damage", if: { source: "self" }, do: [{ type: "armor", amount: { event: "amount" } }] }] },
  // The Boom Reaver: "Battlecry: Summon a copy of a minion in your deck. Give it Rush."
  { id: "DAL_070", battlecry: [{ type: "summonCopy", of: { random: { all: "deck", side: "friendly", where: { type: "minion" } } }, copyState: true }, { type: "buff", to: "summoned", enchantment: "DAL_070e" }] },
  { id: "DAL_070e", buff: { grants: ["RUSH"] } },
  // Dimensional Ripper: "Summon 2 copies of a minion in your deck."
  { id: "DAL_059", spell: [{ type: "summonCopy", of: { random: { all: "deck", side: "friendly", where: { type: "minion" } } }, copyState: true, count: 2 }] },
  /** The EVIL cards that give Lackeys (LACKEYS: the seven, each as likely, rules-notes 641). */
  // EVIL Cable Rat: "Battlecry: Add a Lackey to your hand."
  { id: "DAL_400", battlecry: [{ type: "addCard", pool: LACKEYS }] },
  // EVIL Conscripter: "Deathrattle: Add a Lackey to your hand."
  { id: "DAL_413", deathrattle: [{ type: "addCard", pool: LACKEYS }] },
  // Sludge Slurper: "Battlecry: Add a Lackey to your hand. Overload: (1)"
  { id: "DAL_433", battlecry: [{ type: "addCard", pool: LACKEYS }] },
  // EVIL Miscreant: "Combo: Add two random Lackeys to your hand." (two picks)
  { id: "DAL_415", combo: [{ type: "addCard", pool: LACKEYS }, { type: "addCard", pool: LACKEYS }] },
  // EVIL Genius: "Battlecry: Destroy a friendly minion to add 2 random Lackeys to your hand." (no friendly minion to destroy:
  // no Lackeys)
  { id: "DAL_606", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "if", if: { entity: "target", matches: { type: "minion" } },
    then: [{ type: "destroy", to: "target" }, { type: "addCard", pool: LACKEYS }, { type: "addCard", pool: LACKEYS }] }] },
  // Improve Morale: "Deal $1 damage to a minion. If it survives, add a Lackey to your hand." (survives: not mortally wounded)
  { id: "DAL_769", target: { type: "minion" }, spell: [{ type: "damage", amount: 1, to: "target" },
    { type: "if", if: { entity: "target", matches: { alive: true } }, then: [{ type: "addCard", pool: LACKEYS }] }] },
  // Sweeping Strikes: "Give a minion 'Also damages minions next to whomever this attacks.'" (its enchantment carries the
  // field attackHitsAdjacent, rules/combat.ts)
  { id: "DAL_062", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "DAL_062e" }] },
  { id: "DAL_062e", attackHitsAdjacent: true },

  // ── w11/old: cards whose steps the format has.
  // Clockwork Goblin: "Battlecry: Shuffle a Bomb into your opponent's deck. When drawn, it explodes for 5 damage."
  { id: "DAL_060", battlecry: [{ type: "shuffleIntoDeck", card: "BOT_511t", player: "enemy" }] },
  // Wrenchcalibur: "After your hero attacks, shuffle a Bomb into your opponent's deck."
  { id: "DAL_063", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "shuffleIntoDeck", card: "BOT_511t", player: "enemy" }] }] },
  // Blastmaster Boom: "Battlecry: Summon two 1/1 Boom Bots for each Bomb in your opponent's deck." (the Bombs, BOT_511t,
  // counted as the Battlecry starts)
  { id: "DAL_064", battlecry: [{ type: "summon", card: "GVG_110t", count: { count: { all: "deck", side: "enemy", where: { name: "Bomb", type: "spell" } }, multiply: 2 } }] },
  // Spellbook Binder: "Battlecry: If you have Spell Damage, draw a card."
  { id: "DAL_089", battlecry: [{ type: "if", if: { value: { spellDamage: "have" }, atLeast: 1 }, then: [{ type: "draw" }] }] },
  // Underbelly Fence: "Battlecry: If you're holding a card from another class, gain +1/+1 and Rush."
  { id: "DAL_714", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { otherClass: true } } },
    then: [{ type: "buff", to: "self", enchantment: "DAL_714e", grants: ["RUSH"], attack: 1, health: 1 }] }] },
  { id: "DAL_714e", buff: { attack: 1, health: 1 } },
  // Vendetta: "Deal $4 damage to a minion. Costs (0) if you're holding a card from another class." (another card: a
  // Vendetta held by another class is not counted for itself)
  { id: "DAL_716", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { setCost: 0 }, if: { exists: { all: "hand", side: "friendly", where: { otherClass: true, not: "self" } } } }] },
  // Power of Creation: "Discover a 6-Cost minion. Summon two copies of it." (your class's or neutral; the card taken goes to
  // no hand, two copies of it are summoned; needs a free space, as the game's REQ_NUM_MINION_SLOTS)
  { id: "DAL_578", requires: { space: "friendly-board" }, spell: [{ type: "discover", from: { type: "MINION", cost: 6, yourClass: true }, into: "aside" },
    { type: "summonCopy", of: { all: "added" }, count: 2 }] },
  // ---- w12/bands ----
  // Arcane Watcher: "Can't attack unless you have Spell Damage." (its own aura: Can't Attack while your Spell Damage, the sum
  // 4.9 step 1a adds, is 0)
  { id: "DAL_434", auras: [{ to: "self", buff: { grants: ["CANT_ATTACK"] }, if: { value: { spellDamage: "have" }, atMost: 0 } }] },
  // Crystalsong Portal: "Discover a Druid minion. If your hand has no minions, keep all 3 instead." (the hand read as the spell
  // resolves; the Druid minions only, no neutral ones: "a Druid minion")
  { id: "DAL_352", spell: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "minion" } } },
    then: [{ type: "discover", from: { type: "MINION", cardClass: "DRUID" } }],
    else: [{ type: "discover", from: { type: "MINION", cardClass: "DRUID" }, keepAll: true }] }] },
  // Witch's Brew: "Restore #4 Health. Repeatable this turn." ("Repeatable this turn" is Echo: the tag ECHO, rules-notes 873)
  { id: "DAL_432", tags: { ECHO: 1 }, target: { type: "character" }, spell: [{ type: "heal", amount: 4, to: "target" }] },
  // Catrina Muerte: "At the end of your turn, resurrect another friendly Undead minion." (a random friendly Undead of the
  // death record; "another" is a minion of another card, as Ferocious Felbat's "different": never a Catrina Muerte)
  { id: "DAL_721", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "resurrect", where: { race: "UNDEAD", different: true } }] }] },
  // --- w13/titans ---
  // Crystal Stag: "Rush. Battlecry: If you've restored 5 Health this game, summon a copy of this." (the Health your effects
  // restored this game, the amount `thisGame: healthRestored`; the copy as Doubling Imp's, rules-notes 1503)
  { id: "DAL_799", battlecry: [{ type: "if", if: { value: { thisGame: "healthRestored" }, atLeast: 5 }, then: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // Muckmorpher: "Battlecry: Transform into a 4/4 copy of a different minion in your deck." (a random minion card of your
  // deck that is not a Muckmorpher, its copy set to 4/4 by Muckmorphing, DAL_052e, as Prince Taldaram's; none: nothing)
  { id: "DAL_052", battlecry: [{ type: "transform", to: "self", copyOf: { random: { all: "deck", side: "friendly", where: { type: "minion", notName: "Muckmorpher" } } }, enchantment: "DAL_052e" }] },
  { id: "DAL_052e", buff: { setAttack: 4, setHealth: 4 } },
  // Duel!: "Summon a minion from each player's deck. They fight!" (a random minion of your deck, then one of your
  // opponent's for them; if both came, yours attacks theirs — a forced attack, 2.6; rules-notes 1510)
  { id: "DAL_731", spell: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } }, { type: "group", of: "summoned", do: [
    { type: "putIntoPlay", from: "deck", player: "enemy", where: { type: "minion" } },
    // (no minion of theirs came: "summoned" is still yours, and a forced attack never aims at its own side)
    { type: "forceAttack", attacker: { all: "group" }, defender: "summoned" },
  ] }] },
  // Darkest Hour: "Destroy all friendly minions. For each one, summon a random minion from your deck." Destroy, then a forced
  // death (5.7, as Poison Seeds), so their Deathrattles resolve and the board is free; then one random minion of the deck for
  // each minion destroyed, each in turn (rules-notes 1762)
  { id: "DAL_173", spell: [{ type: "group", of: "friendly-minions", do: [
    { type: "destroy", to: "group" }, { type: "forcedDeath" },
    { type: "repeat", times: { count: { all: "group" } }, do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } }] },
  ] }] },
  // Arch-Villain Rafaam: "Taunt Battlecry: Replace your hand and deck with Legendary minions." (each card transformed into a
  // random Legendary minion of any class, 4.5: a new card — as Prince Liam's)
  { id: "DAL_422", battlecry: [
    { type: "transform", to: { all: "hand", side: "friendly" }, pool: { type: "MINION", rarity: "LEGENDARY" } },
    { type: "transform", to: { all: "deck", side: "friendly" }, pool: { type: "MINION", rarity: "LEGENDARY" } },
  ] },
  // Unseen Saboteur: "Battlecry: Your opponent casts a random spell from their hand (targets chosen randomly)." The spell card
  // itself, cast for them out of their hand (their Overload, their after-cast step; one with no valid target stays there).
  { id: "DAL_538", battlecry: [{ type: "castSpell", from: "hand", player: "enemy" }] },
  // Heistbaron Togwaggle: "Battlecry: If you control a Lackey, choose a fantastic treasure." The four Kobolds & Catacombs
  // treasures (Marin the Fox's), the player's choice among them (the request's next `choices` answer) into the hand.
  { id: "DAL_417", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { tag: "MARK_OF_EVIL" } } }, then: [{ type: "choose", options: [
    { card: "LOOT_998h", effects: [{ type: "addCard", card: "LOOT_998h" }] }, { card: "LOOT_998j", effects: [{ type: "addCard", card: "LOOT_998j" }] },
    { card: "LOOT_998k", effects: [{ type: "addCard", card: "LOOT_998k" }] }, { card: "LOOT_998l", effects: [{ type: "addCard", card: "LOOT_998l" }] },
  ] }] }] },
];
