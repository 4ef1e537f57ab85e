/** TITANS (TITANS, w10/titans): Forge (锻造, the card field `forge`), Titan (泰坦, the card field `titan`) and the set's own texts. */
import type { CardDefinition, Effect } from "../format/index.js";

const HAND_MINIONS = { all: "hand", side: "friendly", where: { type: "minion" } } as const;
/** The data's eight Sparkbots (Divine Shield, Taunt, Rush, Windfury, Poisonous, Elusive, Reborn, Lifesteal). */
const SPARKBOTS = ["TTN_719t", "TTN_719t1", "TTN_719t2", "TTN_719t3", "TTN_719t4", "TTN_719t5", "TTN_719t6", "TTN_719t7"] as const;
/** Disguised K'thir's shift: a fresh card of a random card of the opponent's deck, Disguise Shift attached. */
const KTHIR_SHIFT = { type: "transform", to: "self", cardOf: { random: { all: "deck", side: "enemy" } }, enchantment: "TTN_741e" } as const;
const ANOTHER_MECH = { exists: { all: "minions", side: "friendly", where: { race: "MECHANICAL", not: "self" } } } as const;
/** Norgannon's abilities: their numbers doubled once for each ability the Titan used before (its improvements: 0, 1, 2). */
const norgannon = (text: (m: number) => Effect[]): Effect[] => [1, 2, 4].map((m, i) => ({
  type: "if" as const, if: { value: { stat: "improvements" as const, of: "self" as const }, atLeast: i, ...(i < 2 ? { atMost: i } : {}) }, then: text(m) }));
/** Mecha-Leaper's Deathrattle: a random friendly Mech gets +2/+2 and the same Deathrattle (Mecha-Leaping). */
const MECHA_LEAP = { type: "buff", to: { random: { all: "minions", side: "friendly", where: { race: "MECHANICAL" } } }, enchantment: "TTN_734e2" } as const;
const FRIENDLY_NATURE_SPELL = { target: { side: "friendly", type: "spell", spellSchool: "NATURE" } } as const;

export const TITANS = (): CardDefinition[] => [
  // --- Forge: "Forge: …" is the Forged card (the data's `…t`, "Forged …") the card becomes for 2 Mana in hand ---
  // Watcher of the Sun: "Battlecry: Get a random Holy spell. Forge: Also restore #6 Health to your hero."
  { id: "TTN_039", forge: "TTN_039t", battlecry: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "HOLY" } }] },
  { id: "TTN_039t", battlecry: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "HOLY" } }, { type: "heal", amount: 6, to: "friendly-hero" }] },
  // Cyclopian Crusher: "Rush. Forge: Gain +3/+2." (the Forged card is the data's 6/5 Rush)
  { id: "TTN_042", forge: "TTN_042t" },
  { id: "TTN_042t" },
  // XB-488 Disposalbot: "Battlecry: Deal 5 damage randomly split among all enemy minions. Forge: Gain Lifesteal." (five hits of 1, 3.5)
  { id: "TTN_458", forge: "TTN_458t", battlecry: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 5 } }] },
  { id: "TTN_458t", battlecry: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 5 } }] },
  // Storm Giant: "Taunt. Forge: Costs (2) less. Can be Forged endlessly." (the Forged 6-Cost card; Forged again, it gains
  // Storm's Fury, Costs (2) less, each time)
  { id: "TTN_724", forge: "TTN_724t" },
  { id: "TTN_724t", forge: { into: "TTN_724t", enchantment: "TTN_724e" } },
  { id: "TTN_724e", buff: { cost: -2 } },
  // Muscle-o-Tron: "Battlecry: Give all minions in your hand +1/+1. Forge: +2/+2 instead."
  { id: "YOG_525", forge: "YOG_525t", battlecry: [{ type: "buff", to: HAND_MINIONS, enchantment: "YOG_525e" }] },
  { id: "YOG_525t", battlecry: [{ type: "buff", to: HAND_MINIONS, enchantment: "YOG_525e1" }] },
  { id: "YOG_525e", buff: { attack: 1, health: 1 } },
  { id: "YOG_525e1", buff: { attack: 2, health: 2 } },
  // Sanitize: "Deal damage equal to your Armor to all minions. Forge: Gain 3 Armor first." (the Armor read as the damage
  // resolves, after the gain)
  { id: "YOG_502", forge: "YOG_502t", spell: [{ type: "damage", amount: { stat: "armor", of: "friendly-hero" }, to: "all-minions" }] },
  { id: "YOG_502t", spell: [{ type: "armor", amount: 3 }, { type: "damage", amount: { stat: "armor", of: "friendly-hero" }, to: "all-minions" }] },
  // Weight of the World: "Draw 2 cards. Forge: Draw cards until you have as many in hand as your opponent first." (Divine
  // Favor's draws, their hand less yours, then 2)
  { id: "TTN_865", forge: "TTN_865t", spell: [{ type: "draw", count: 2 }] },
  { id: "TTN_865t", spell: [
    { type: "draw", count: { count: { all: "hand", side: "enemy" }, add: { count: { all: "hand", side: "friendly" }, multiply: -1 } } },
    { type: "draw", count: 2 },
  ] },
  // Champion of Storms: "After you cast a Nature spell, summon a 4/2 Elemental. Forge: With Rush." (Storm Cyclone, with
  // Rush once Forged)
  { id: "TTN_801", forge: "TTN_801t", triggers: [{ on: "after-play", if: FRIENDLY_NATURE_SPELL, do: [{ type: "summon", card: "TTN_801t1" }] }] },
  { id: "TTN_801t", triggers: [{ on: "after-play", if: FRIENDLY_NATURE_SPELL, do: [{ type: "summon", card: "TTN_801t2" }] }] },
  { id: "TTN_801t1" },
  { id: "TTN_801t2" },
  // Melted Maker: "After you Forge a card, get a copy of it." (the card as Forged)
  { id: "TTN_729", triggers: [{ on: "forge", if: { player: "friendly" }, do: [{ type: "addCard", copyOf: "event-target" }] }] },

  // --- Titan: the three abilities (ability cards, type SPELL) used instead of attacking, the Titan as `self` ---
  // Eonar, the Life-Binder: "Titan. After this uses an ability, summon a 5/5 Ancient with Taunt."
  { id: "TTN_903", titan: ["TTN_903t", "TTN_903t2", "TTN_903t3"],
    triggers: [{ on: "titan-ability", if: { source: "self" }, do: [{ type: "summon", card: "TTN_903t4" }] }] },
  // Spontaneous Growth: "Draw cards until your hand is full."
  { id: "TTN_903t", spell: [{ type: "draw", untilFull: true }] },
  // Bountiful Harvest: "Restore your hero to full Health."
  { id: "TTN_903t2", spell: [{ type: "heal", amount: { stat: "maxHealth", of: "friendly-hero" }, to: "friendly-hero" }] },
  // Flourish: "Refresh your Mana Crystals."
  { id: "TTN_903t3", spell: [{ type: "refreshMana", amount: 10 }] },
  { id: "TTN_903t4" },
  // Khaz'goroth: "Titan. After this uses an ability, gain Immune this turn and attack a random enemy minion."
  { id: "TTN_415", titan: ["TTN_415t", "TTN_415t2", "TTN_415t3"],
    triggers: [{ on: "titan-ability", if: { source: "self" }, do: [
      { type: "buff", to: "self", enchantment: "TTN_415e" },
      { type: "forceAttack", attacker: "self", defender: { random: "enemy-minions" } },
    ] }] },
  { id: "TTN_415e", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Titanforge: "Gain +2/+2. Draw a weapon."
  { id: "TTN_415t", spell: [{ type: "buff", to: "self", enchantment: "TTN_415te" }, { type: "draw", where: { type: "weapon" } }] },
  { id: "TTN_415te", buff: { attack: 2, health: 2 } },
  // Tempering: "Gain +5 Attack. Give your hero +5 Attack this turn."
  { id: "TTN_415t2", spell: [{ type: "buff", to: "self", enchantment: "TTN_415t2e" }, { type: "buff", to: "friendly-hero", attack: 5, oneTurn: true }] },
  { id: "TTN_415t2e", buff: { attack: 5 } },
  // Heart of Flame: "Gain +5 Health. Give your hero 5 Armor."
  { id: "TTN_415t3", spell: [{ type: "buff", to: "self", enchantment: "TTN_415t2e2" }, { type: "armor", amount: 5 }] },
  { id: "TTN_415t2e2", buff: { health: 5 } },

  // --- the set's own texts ---
  // Fable Stablehand: "Rush. Battlecry: If you control a minion with 4 or more Attack, gain +2/+2."
  { id: "TTN_080", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { not: "self", minAttack: 4 } } },
    then: [{ type: "buff", to: "self", enchantment: "TTN_080e1" }] }] },
  { id: "TTN_080e1", buff: { attack: 2, health: 2 } },
  // Awakening Tremors: "Get three 4/1 Worms. They cost (1)." (Bursting Jormungar, a 1-Cost 4/1 in the data)
  { id: "TTN_081", spell: [{ type: "addCard", card: "TTN_081t", count: 3, setCost: 1 }] },
  { id: "TTN_081t" },
  // Thornveil Tentacle: "Lifesteal. Battlecry: Deal 2 damage to a random enemy minion."
  { id: "TTN_456", battlecry: [{ type: "damage", amount: 2, to: { random: "enemy-minions" } }] },
  // Minotauren: "Rush. Whenever this minion deals damage, gain that much Armor."
  { id: "TTN_466", triggers: [{ on: "damage", if: { source: "self" }, do: [{ type: "armor", amount: { event: "amount" } }] }] },
  // Craftsman's Hammer: "Whenever your hero attacks, gain 4 Armor." (the on-attack step, 2.6)
  { id: "TTN_467", triggers: [{ on: "attack", if: { source: "friendly-hero" }, do: [{ type: "armor", amount: 4 }] }] },
  // Trial by Fire: "Summon five 1/1 Val'kyr with Rush. When one dies, give the others +1/+1." (Val'kyr Champion's own
  // Deathrattle: "Give your other Val'kyr Champions +1/+1.")
  { id: "TTN_470", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "TTN_470t", count: 5 }] },
  { id: "TTN_470t", deathrattle: [{ type: "buff", to: { all: "minions", side: "friendly", where: { name: "Val'kyr Champion", not: "self" } }, enchantment: "TTN_470e" }] },
  { id: "TTN_470e", buff: { attack: 1, health: 1 } },
  // Flame Revenant: "After you summon an Elemental, give it +1/+1."
  { id: "TTN_479", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", race: "ELEMENTAL", not: "self" } },
    do: [{ type: "buff", to: "event-target", enchantment: "TTN_479e" }] }] },
  { id: "TTN_479e", buff: { attack: 1, health: 1 } },
  // Serenity: "Give all enemy minions -2 Attack. Destroy any with 0 Attack."
  { id: "TTN_483", spell: [{ type: "buff", to: "enemy-minions", enchantment: "TTN_483e" },
    { type: "destroy", to: { all: "minions", side: "enemy", where: { maxAttack: 0 } } }] },
  { id: "TTN_483e", buff: { attack: -2 } },
  // Monstrous Form: "Give a friendly minion +3/+3 until your next turn."
  { id: "TTN_486", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "TTN_486e" }] },
  { id: "TTN_486e", buff: { attack: 3, health: 3 }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Bait and Switch: "Secret: When a friendly minion is attacked, give it +3/+3." (before the damage, 2.6 a)
  { id: "TTN_504", triggers: [{ on: "pre-attack", if: { target: "friendly-minion" }, do: [{ type: "buff", to: "event-target", enchantment: "TTN_504e" }] }] },
  { id: "TTN_504e", buff: { attack: 3, health: 3 } },
  // Containment Unit: "Magnetic. Deathrattle: Summon a random 8-Cost minion."
  { id: "TTN_700", magnetic: "TTN_700e1", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 8 } }] },
  { id: "TTN_700e1", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 8 } }] },
  // Saronite Tol'vir: "Taunt. Whenever this is attacked, draw a card." (as it is attacked, 2.6 a)
  { id: "TTN_711", triggers: [{ on: "pre-attack", if: { target: "self" }, do: [{ type: "draw" }] }] },
  // Angry Helhound: "Rush. Has +4 Attack on your turn."
  { id: "TTN_713", auras: [{ to: "self", buff: { attack: 4 }, if: { turn: "own" } }] },
  // Runefueled Golem: "Battlecry: Discover a weapon from any class."
  { id: "TTN_714", battlecry: [{ type: "discover", from: { type: "WEAPON" } }] },
  // Time-Lost Protodrake: "Taunt. When you draw this, add a random Dragon to your hand."
  { id: "TTN_715", triggers: [{ on: "draw", zone: "hand", if: { target: "self" }, do: [{ type: "addCard", pool: { type: "MINION", race: "DRAGON" } }] }] },
  // Tempest Hammer: "After your hero attacks, deal 3 damage to the lowest Health enemy."
  { id: "TTN_725", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "damage", amount: 3, to: { random: "enemy-characters", lowest: "health" } }] }] },
  // Relentless Worg: "Rush. After this attacks and kills a minion, restore this to full Health."
  { id: "TTN_733", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }],
    do: [{ type: "heal", amount: { stat: "maxHealth", of: "self" }, to: "self" }] }] },
  // Trogg Exile: "Rush. Battlecry: Deal 4 damage to your hero."
  { id: "TTN_832", battlecry: [{ type: "damage", amount: 4, to: "friendly-hero" }] },
  // Judge Unworthy: "Set an enemy minion's Health to 1, then deal $1 damage to all enemies."
  { id: "TTN_853", target: { type: "minion", side: "enemy" }, spell: [{ type: "buff", to: "target", enchantment: "TTN_853e" }, { type: "damage", amount: 1, to: "enemy-characters" }] },
  { id: "TTN_853e", buff: { setHealth: 1 } },
  // Mythical Terror: "Lifesteal. At the end of your turn, force all enemy minions to attack this."
  // (the defender named through a `group`: in a forced attack's defender `self` is each attacker)
  { id: "TTN_866", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "group", of: "self", do: [
    { type: "forceAttack", attacker: "enemy-minions", defender: { all: "group" } }] }] }] },
  // Astral Serpent: "At the end of your turn, if this didn't attack, draw 2 cards."
  { id: "TTN_907", triggers: [{ on: "turn-end", if: [{ turn: "own" }, { entity: "self", matches: { attackedThisTurn: false } }], do: [{ type: "draw", count: 2 }] }] },
  // Imposing Anubisath: "Taunt. Can't attack." (the data's keywords)
  { id: "TTN_931" },
  // Twilight Torrent: "Choose a character. If it's friendly, restore #6 Health. If it's an enemy, deal $3 damage."
  { id: "YOG_508", target: { type: "character" }, spell: [
    { type: "if", if: { entity: "target", matches: "friendly" }, then: [{ type: "heal", amount: 6, to: "target" }] },
    { type: "if", if: { entity: "target", matches: "enemy" }, then: [{ type: "damage", amount: 3, to: "target" }] },
  ] },
  // Shock Hopper: "Battlecry: Get a random Overload card."
  { id: "YOG_524", battlecry: [{ type: "addCard", pool: { type: "CARD", mechanic: "OVERLOAD" } }] },
  // Bestial Madness: "Give +1 Attack to all minions in your hand, deck, and battlefield."
  { id: "YOG_505", spell: [
    { type: "buff", to: HAND_MINIONS, enchantment: "YOG_505e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "YOG_505e" },
    { type: "buff", to: "friendly-minions", enchantment: "YOG_505e" },
  ] },
  { id: "YOG_505e", buff: { attack: 1 } },
  // Kaja'mite Creation: "Battlecry: Discover a spell from another class that costs (3) or less."
  { id: "TTN_925", battlecry: [{ type: "discover", from: { type: "SPELL", otherClass: true, costAtMost: 3 } }] },
  // Assembly Line: "Discover a Mech from another class."
  { id: "YOG_410", spell: [{ type: "discover", from: { type: "MINION", race: "MECHANICAL", otherClass: true } }] },
  // False Disciple: "Battlecry: Discover a Legendary Priest minion from the past."
  { id: "TTN_484", battlecry: [{ type: "discover", from: { type: "MINION", cardClass: "PRIEST", rarity: "LEGENDARY", fromThePast: true } }] },
  // Observer of Myths: "After you summon a minion with more Attack than this, give all friendly minions +1 Attack."
  { id: "TTN_078", triggers: [{ on: "after-summon", if: [{ target: { side: "friendly", type: "minion", not: "self" } },
    { value: { stat: "attack", of: "event-target", add: { stat: "attack", of: "self", multiply: -1 } }, atLeast: 1 }],
  do: [{ type: "buff", to: "friendly-minions", enchantment: "TTN_078e" }] }] },
  { id: "TTN_078e", buff: { attack: 1 } },
  // Sickly Grimewalker: "After you summon an Undead, give it Poisonous."
  { id: "YOG_512", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", race: "UNDEAD", not: "self" } },
    do: [{ type: "buff", to: "event-target", grants: ["POISONOUS"] }] }] },
  // Sinister Soulcage: "Give a friendly Undead +2/+2. Spend 5 Corpses to summon a copy of it."
  { id: "YOG_513", target: { type: "minion", side: "friendly", where: { race: "UNDEAD" } }, spell: [{ type: "buff", to: "target", enchantment: "YOG_513e" },
    { type: "spendCorpses", amount: 5, do: [{ type: "summonCopy", of: "target", copyState: true }] }] },
  { id: "YOG_513e", buff: { attack: 2, health: 2 } },
  // General Vezax: "Rush. Battlecry: Gain 4 Armor. Deathrattle: Lose 4 Armor to resummon this."
  { id: "YOG_500", battlecry: [{ type: "armor", amount: 4 }],
    deathrattle: [{ type: "if", if: { value: { stat: "armor", of: "friendly-hero" }, atLeast: 4 }, then: [{ type: "spendArmor", upTo: 4, each: [] }, { type: "summon", card: "YOG_500" }] }] },
  // Aqua Archivist: "Battlecry: The next Elemental you play costs (2) less." (a cost state on the hero, Elemental Evocation's)
  { id: "TTN_095", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TTN_095e" }] },
  { id: "TTN_095e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "ELEMENTAL" } }, buff: { cost: -2 } }], consumedBy: { type: "minion", race: "ELEMENTAL" } },
  // Tram Operator: "Battlecry: Draw a Mech. The next Mech you play costs (2) less."
  { id: "TTN_723", battlecry: [{ type: "draw", where: { type: "minion", race: "MECHANICAL" } }, { type: "buff", to: "friendly-hero", enchantment: "TTN_723e" }] },
  { id: "TTN_723e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "MECHANICAL" } }, buff: { cost: -2 }, enchantment: "TTN_723e1" }], consumedBy: { type: "minion", race: "MECHANICAL" } },
  { id: "TTN_723e1", buff: { cost: -2 } },
  // Flame Behemoth: "Battlecry: Get two random Magnetic Mechs. They cost (2) less."
  { id: "TTN_716", battlecry: [{ type: "addCard", pool: { type: "MINION", race: "MECHANICAL", mechanic: "MAGNETIC" }, count: 2 },
    { type: "buff", to: { all: "added", where: { zone: "hand" } }, enchantment: "TTN_716e" }] },
  { id: "TTN_716e", buff: { cost: -2 } },
  // Sharp-Eyed Seeker: "Battlecry: If there is a card in your deck that didn't start there, draw it." (a card made in the
  // game: CREATOR)
  { id: "TTN_712", battlecry: [{ type: "draw", where: { tag: "CREATOR" } }] },
  // Victorious Vrykul: "After this attacks, get a 2/3 Val'kyr that costs (1)." (the data's 1-Cost 2/3)
  { id: "TTN_812", triggers: [{ on: "after-attack", if: { source: "self" }, do: [{ type: "addCard", card: "TTN_812t", setCost: 1 }] }] },
  { id: "TTN_812t" },
  // Eredar Deceptor: "Whenever you draw a card, summon a 1/1 Demon with Rush." (Invading Felbat)
  { id: "TTN_843", triggers: [{ on: "draw", if: { player: "friendly" }, do: [{ type: "summon", card: "TTN_843t1" }] }] },
  { id: "TTN_843t1" },

  // Aggramar, the Avenger: "Titan. Battlecry: Equip a 3/3 Taeshalach." Its abilities give your weapon an enchantment.
  { id: "TTN_092", titan: ["TTN_092t1", "TTN_092t2", "TTN_092t3"], battlecry: [{ type: "equipWeapon", card: "TTN_092t" }] },
  { id: "TTN_092t" },
  // Maintain Order: "Give your weapon 'After your hero attacks, draw a card.'"
  { id: "TTN_092t1", spell: [{ type: "buff", to: "friendly-weapon", enchantment: "TTN_092e" }] },
  { id: "TTN_092e", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "draw" }] }] },
  // Commanding Presence: "Give your weapon 'After your hero attacks, summon a 3/3 Enforcer with Taunt.'"
  { id: "TTN_092t2", spell: [{ type: "buff", to: "friendly-weapon", enchantment: "TTN_092e2" }] },
  { id: "TTN_092e2", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summon", card: "TTN_092e2t" }] }] },
  { id: "TTN_092e2t" },
  // Swift Slash: "Give your weapon +2 Attack and 'Your hero is Immune while attacking.'" (Gladiator's Longbow's two triggers)
  { id: "TTN_092t3", spell: [{ type: "buff", to: "friendly-weapon", enchantment: "TTN_092e3" }] },
  { id: "TTN_092e3", buff: { attack: 2 }, triggers: [
    { on: "pre-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: "friendly-hero", enchantment: "DS1_188e" }] },
    { on: "pre-damage", if: { target: { is: "friendly-hero", attacking: true } }, do: [{ type: "changeDamage", set: 0 }] },
  ] },
  // Golganneth, the Thunderer: "Titan. Your first spell each turn costs (3) less." (Kalecgos's consumable cost aura)
  { id: "TTN_800", titan: ["TTN_800t", "TTN_800t2", "TTN_800t3"],
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -3 }, enchantment: "TTN_800e2", if: { playedThisTurn: "spell", atMost: 0 } }] },
  { id: "TTN_800e2", buff: { cost: -3 } },
  // Roaring Oceans: "Deal 3 damage to all enemies and restore 6 Health to all friendly characters."
  { id: "TTN_800t", spell: [{ type: "damage", amount: 3, to: "enemy-characters", spellDamage: false }, { type: "heal", amount: 6, to: "friendly-characters" }] },
  // Lord of Skies: "Deal 20 damage to another minion."
  { id: "TTN_800t2", target: { type: "minion" }, spell: [{ type: "damage", amount: 20, to: "target", spellDamage: false }] },
  // Shargahn's Wrath: "Draw 3 Overload cards."
  { id: "TTN_800t3", spell: [{ type: "draw", count: 3, where: { has: "overload" } }] },
  // Amitus, the Peacekeeper: "Titan. Taunt. Your minions can't take more than 2 damage at a time." (a pre-damage amount
  // changer of normal priority, as Cursed Blade's: more than 2 becomes 2)
  { id: "TTN_858", titan: ["TTN_858t1", "TTN_858t2", "TTN_858t3"],
    triggers: [{ on: "pre-damage", if: [{ target: "friendly-minion" }, { value: { event: "amount" }, atLeast: 3 }], do: [{ type: "changeDamage", set: 2 }] }] },
  // Reinforced: "Draw 2 minions. Set their Attack, Health, and Cost to 2."
  { id: "TTN_858t1", spell: [{ type: "draw", count: 2, where: { type: "minion" } },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "TTN_858t1e" },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "TTN_858t1e1" }] },
  { id: "TTN_858t1e", buff: { setAttack: 2, setHealth: 2 } },
  { id: "TTN_858t1e1", buff: { setCost: 2 } },
  // Empowered: "Give your other minions +2/+2."
  { id: "TTN_858t2", spell: [{ type: "buff", to: "other-friendly-minions", enchantment: "TTN_858t2e1" }] },
  { id: "TTN_858t2e1", buff: { attack: 2, health: 2 } },
  // Pacified: "Set the Attack and Health of all enemy minions to 2."
  { id: "TTN_858t3", spell: [{ type: "buff", to: "enemy-minions", enchantment: "TTN_858t3e" }] },
  { id: "TTN_858t3e", buff: { setAttack: 2, setHealth: 2 } },
  // Mechagnome Guide: "Battlecry: Discover a spell. Forge: It costs (3) less."
  { id: "TTN_076", forge: "TTN_076t", battlecry: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] },
  { id: "TTN_076t", battlecry: [{ type: "discover", from: { type: "SPELL", yourClass: true }, cost: -3, enchantment: "TTN_076e" }] },
  { id: "TTN_076e", buff: { cost: -3 } },
  // Molten Rune: "Deal $3 damage. Get a random spell. Forge: This casts twice." (the Forged text: "Deal $3 damage, twice.
  // Get a random spell, twice.")
  { id: "TTN_477", forge: "TTN_477t1", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "addCard", pool: { type: "SPELL" } }] },
  { id: "TTN_477t1", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "damage", amount: 3, to: "target" },
    { type: "addCard", pool: { type: "SPELL" } }, { type: "addCard", pool: { type: "SPELL" } }] },
  // Lab Constructor: "At the end of your turn, summon a copy of this. Forge: Gain Magnetic." (a copy keeps its state, 4.8;
  // the Forged card's Magnetic enchantment carries the text to the Mech)
  { id: "TTN_730", forge: "TTN_730t", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  { id: "TTN_730t", magnetic: "TTN_730e2", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  { id: "TTN_730e2", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // "If you've cast 5 or more spells this game" (the record of the spells you played this game)
  // Prison Breaker: "Battlecry: If you've cast 5 or more spells this game, deal 2 damage to all enemies."
  { id: "YOG_411", battlecry: [{ type: "if", if: { value: { playedThisGame: "spell" }, atLeast: 5 }, then: [{ type: "damage", amount: 2, to: "enemy-characters" }] }] },
  // Meddlesome Servant: "Battlecry: If you've cast 5 or more spells this game, draw 2 cards."
  { id: "YOG_518", battlecry: [{ type: "if", if: { value: { playedThisGame: "spell" }, atLeast: 5 }, then: [{ type: "draw", count: 2 }] }] },
  // Saronite Shambler: "Battlecry: If you've cast 5 or more spells this game, give your hero +4 Attack this turn."
  { id: "YOG_521", battlecry: [{ type: "if", if: { value: { playedThisGame: "spell" }, atLeast: 5 }, then: [{ type: "buff", to: "friendly-hero", enchantment: "YOG_521e" }] }] },
  { id: "YOG_521e", buff: { attack: 4, oneTurn: true } },
  // Contaminated Lasher: "Battlecry: If you've cast 5 or more spells this game, refresh 4 Mana Crystals."
  { id: "YOG_528", battlecry: [{ type: "if", if: { value: { playedThisGame: "spell" }, atLeast: 5 }, then: [{ type: "refreshMana", amount: 4 }] }] },
  // Tainted Remnant: "Battlecry: If you played an Elemental last turn, deal 7 damage randomly split between all enemies."
  { id: "YOG_519", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 },
    then: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 7 } }] }] },
  // Soulburner Varia: "After a friendly Undead dies, deal 2 damage to the enemy hero and get a random Shadow Priest spell."
  { id: "YOG_520", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion", race: "UNDEAD" } }, do: [
    { type: "damage", amount: 2, to: "enemy-hero" }, { type: "addCard", pool: { type: "SPELL", cardClass: "PRIEST", spellSchool: "SHADOW" } }] }] },
  // Twisted Frostwing: "Rush. Deathrattle: Summon a Chimaera with stats equal to this minion's Attack." (its Attack as it died)
  { id: "YOG_506", deathrattle: [{ type: "summon", card: "YOG_506t" },
    { type: "buff", to: { all: "summoned" }, setAttack: { stat: "attack", of: "self", lastKnown: true }, setHealth: { stat: "attack", of: "self", lastKnown: true } }] },
  { id: "YOG_506t" },

  // --- Magnetic minions: the enchantment a Mech gets carries the same text (its host as `self`) ---
  // Chill-o-matic: "Magnetic. Freeze any character damaged by this minion."
  { id: "TTN_077", magnetic: "TTN_077e", triggers: [{ on: "damage", if: { source: "self" }, do: [{ type: "freeze", to: "event-target" }] }] },
  { id: "TTN_077e", triggers: [{ on: "damage", if: { source: "self" }, do: [{ type: "freeze", to: "event-target" }] }] },
  // Furious Furnace: "Magnetic. Also damages minions next to whomever this attacks."
  { id: "TTN_471", magnetic: "TTN_471e", attackHitsAdjacent: true },
  { id: "TTN_471e", attackHitsAdjacent: true },
  // Noble Minibot: "Magnetic. After this attacks, give a random minion in your hand +1/+1."
  { id: "TTN_852", magnetic: "TTN_852e", triggers: [{ on: "after-attack", if: { source: "self" }, do: [{ type: "buff", to: { random: HAND_MINIONS }, enchantment: "TTN_852e2" }] }] },
  { id: "TTN_852e", triggers: [{ on: "after-attack", if: { source: "self" }, do: [{ type: "buff", to: { random: HAND_MINIONS }, enchantment: "TTN_852e2" }] }] },
  { id: "TTN_852e2", buff: { attack: 1, health: 1 } },
  // Coppertail Snoop: "Magnetic. Whenever this attacks, get a Coin."
  { id: "TTN_921", magnetic: "TTN_921e", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "addCard", card: "GAME_005" }] }] },
  { id: "TTN_921e", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "addCard", card: "GAME_005" }] }] },
  // Lifebinder's Gift: "Choose One - Get 2 random Nature spells; or Reduce the Cost of spells in your hand by (1)."
  { id: "TTN_955", chooseOne: [
    { card: "TTN_955A", effects: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "NATURE" }, count: 2 }] },
    { card: "TTN_955B", effects: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "spell" } }, enchantment: "TTN_955Be" }] },
  ] },
  { id: "TTN_955Be", buff: { cost: -1 } },
  // Inventor's Aura: "Your Mechs cost (1) less. Lasts 2 turns." (a lasting spell, Resistance Aura's way: its cost aura
  // reaches the Mechs in your hand from the secret zone)
  { id: "TTN_854", lasts: { turns: 2 }, tags: { PALADIN_AURA: 1 }, auras: [{ zone: "secret", to: { all: "hand", side: "friendly", where: { type: "minion", race: "MECHANICAL" } }, buff: { cost: -1 } }] },
  // Smelt: "Give a random minion in your hand +3/+3. Lose 3 Armor to do it again." (with 3 Armor or more: the 3 lost, then
  // another random minion — maybe the same — gets +3/+3)
  { id: "TTN_803", spell: [{ type: "buff", to: { random: HAND_MINIONS }, enchantment: "TTN_803e" },
    { type: "if", if: { value: { stat: "armor", of: "friendly-hero" }, atLeast: 3 }, then: [{ type: "spendArmor", upTo: 3, each: [] },
      { type: "buff", to: { random: HAND_MINIONS }, enchantment: "TTN_803e" }] }] },
  { id: "TTN_803e", buff: { attack: 3, health: 3 } },
  // Celestial Projectionist: "Battlecry: Choose a friendly minion. Add a Temporary copy of it to your hand." (its own
  // Temporary state, Astral Projection: discarded at the end of your turn if still in hand)
  { id: "TTN_742", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "addCard", copyOf: "target", enchantment: "TTN_742e" }] },
  { id: "TTN_742e", triggers: [{ on: "turn-end", zone: "hand", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // Fate Splitter: "Deathrattle: Get a copy of the last card your opponent played."
  { id: "TTN_859", deathrattle: [{ type: "addCard", lastPlayedBy: "enemy" }] },
  // Celestial Shot: "Deal $3 damage. Your next spell has Spell Damage +2." (a state on your hero until your next spell, as
  // Celestial Emissary's without its "this turn")
  { id: "YOG_082", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "buff", to: "friendly-hero", enchantment: "YOG_082e" }] },
  { id: "YOG_082e", spellDamage: 2, triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "expire" }] }] },

  // Son of Hodir: "Battlecry: Shuffle four 8/8 Giants into your deck that are summoned when drawn." (Frost Tyrant)
  { id: "TTN_083", battlecry: [{ type: "shuffleIntoDeck", card: "TTN_083t", count: 4 }] },
  { id: "TTN_083t", summonedWhenDrawn: true },
  // Shapeless Constellation: "Battlecry: Transform into an 8/8 copy of a random minion in your hand." (Shapeless: 8/8)
  { id: "TTN_441", battlecry: [{ type: "group", of: { random: HAND_MINIONS }, do: [
    { type: "if", if: { count: { all: "group" }, atLeast: 1 }, then: [
      { type: "transform", to: "self", copyOf: { all: "group" } }, { type: "buff", to: "self", enchantment: "TTN_441e2" }] }] }] },
  { id: "TTN_441e2", buff: { setAttack: 8, setHealth: 8 } },
  // Steam Guardian: "Battlecry: Draw a spell. Reduce the Cost of a Fire spell in your hand by (1)." (a random one)
  { id: "TTN_468", battlecry: [{ type: "draw", where: { type: "spell" } },
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "FIRE" } } }, enchantment: "TTN_468e" }] },
  { id: "TTN_468e", buff: { cost: -1 } },
  // Hodir, Father of Giants: "Battlecry: Set the stats of the next three minions you play to 8/8." (a state on your hero
  // with 3 uses: each minion you play is set to 8/8 as it is played, before its Battlecry)
  { id: "TTN_752", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TTN_752e" }] },
  { id: "TTN_752e", uses: 3, triggers: [{ on: "play", if: { target: { side: "friendly", type: "minion" } }, do: [
    { type: "buff", to: "event-target", enchantment: "TTN_752e1" }, { type: "expire" }] }] },
  { id: "TTN_752e1", buff: { setAttack: 8, setHealth: 8 } },
  // Disciple of Golganneth: "At the end of your turn, reduce the Cost of a random Overload card in your hand by (1)."
  { id: "TTN_833", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { has: "overload" } } }, enchantment: "TTN_833e" }] }] },
  { id: "TTN_833e", buff: { cost: -1 } },
  // Alarmed Securitybot: "Deathrattle: Draw another minion. Set its Attack, Health, and Cost to 5."
  { id: "YOG_510", deathrattle: [{ type: "draw", where: { type: "minion" } },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "YOG_510e" },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "YOG_510e2" }] },
  { id: "YOG_510e", buff: { setAttack: 5, setHealth: 5 } },
  { id: "YOG_510e2", buff: { setCost: 5 } },
  // Pit Stop: "Discover a Mech from your deck. Give it +2/+1."
  { id: "TTN_728", spell: [{ type: "discover", from: "deck", where: { type: "minion", race: "MECHANICAL" }, enchantment: "TTN_728e1" }] },
  { id: "TTN_728e1", buff: { attack: 2, health: 1 } },
  // Crash of Thunder: "Deal $3 damage to all enemies. Costs (1) less for each Nature spell you've cast this turn."
  { id: "TTN_831", spell: [{ type: "damage", amount: 3, to: "enemy-characters" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", spellSchool: "NATURE", thisTurn: true, multiply: -1 } } }] },
  // Shadowtouched Kvaldir: "Battlecry: Your next healing effect deals damage instead." (the player state
  // HEALING_DEALS_DAMAGE on your hero, spent by the next heal: rules-notes 298)
  { id: "YOG_300", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "YOG_300e" }] },
  { id: "YOG_300e", tags: { HEALING_DEALS_DAMAGE: 1 } },

  // V-07-TR-0N Prime: "Titan. This minion's abilities repeat on another random friendly minion." (`titanRepeat`)
  { id: "TTN_721", titan: ["TTN_721t", "TTN_721t1", "TTN_721t2"], titanRepeat: { random: "other-friendly-minions" } },
  // Attach the Cannons!: "Gain +2/+1. Deal 4 damage to a random enemy."
  { id: "TTN_721t", spell: [{ type: "buff", to: "self", enchantment: "TTN_721te" }, { type: "damage", amount: 4, to: { random: "enemy-characters" }, spellDamage: false }] },
  { id: "TTN_721te", buff: { attack: 2, health: 1 } },
  // Full Power!: "Gain +1/+2. Draw a card."
  { id: "TTN_721t1", spell: [{ type: "buff", to: "self", enchantment: "TTN_721t1e" }, { type: "draw" }] },
  { id: "TTN_721t1e", buff: { attack: 1, health: 2 } },
  // Maximize Defenses!: "Gain +3 Health and Elusive." (Elusive: can't be targeted by spells or Hero Powers)
  { id: "TTN_721t2", spell: [{ type: "buff", to: "self", enchantment: "TTN_721t2e2" }] },
  { id: "TTN_721t2e2", buff: { health: 3, grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] } },

  // Creation Protocol: "Discover a copy of a minion in your deck. Forge: Get another copy." (the Forged text: "Get another
  // copy of it": a copy of the card taken)
  { id: "TTN_430", forge: "TTN_430t", spell: [{ type: "discover", from: "deck", where: { type: "minion" }, copy: true }] },
  { id: "TTN_430t", spell: [{ type: "discover", from: "deck", where: { type: "minion" }, copy: true }, { type: "addCard", copyOf: { all: "added" } }] },
  // Titanforged Traps: "Discover and cast a Secret. Forge: Do it twice." (the Secret taken is set aside, then cast — not
  // played; the Forged card's "Discover and cast two Secrets": the whole again)
  { id: "TTN_302", forge: "TTN_302t", spell: [{ type: "discover", from: { type: "SPELL", mechanic: "SECRET", yourClass: true }, into: "aside" }, { type: "castSpell", of: { all: "added" } }] },
  { id: "TTN_302t", spell: [
    { type: "discover", from: { type: "SPELL", mechanic: "SECRET", yourClass: true }, into: "aside" }, { type: "castSpell", of: { all: "added" } },
    { type: "discover", from: { type: "SPELL", mechanic: "SECRET", yourClass: true }, into: "aside" }, { type: "castSpell", of: { all: "added" } },
  ] },

  // Argus, the Emerald Star: "Titan. Minions to the left of this have Rush, and ones to the right have Lifesteal." (auras by
  // board place: the filters leftOf / rightOf)
  { id: "TTN_862", titan: ["TTN_862t1", "TTN_862t2", "TTN_862t3"], auras: [
    { to: { all: "minions", side: "friendly", where: { leftOf: "self" } }, buff: { grants: ["RUSH"] } },
    { to: { all: "minions", side: "friendly", where: { rightOf: "self" } }, buff: { grants: ["LIFESTEAL"] } },
  ] },
  // Crystal Carving: "Discover a Deathrattle minion. It costs (3) less."
  { id: "TTN_862t1", spell: [{ type: "discover", from: { type: "MINION", mechanic: "DEATHRATTLE", yourClass: true }, cost: -3, enchantment: "TTN_862t1e" }] },
  { id: "TTN_862t1e", buff: { cost: -3 } },
  // Show of Force: "Reduce the Cost of all minions in your hand by (2)." (Blessed by Argus)
  { id: "TTN_862t2", spell: [{ type: "buff", to: HAND_MINIONS, enchantment: "TTN_862t3e" }] },
  { id: "TTN_862t3e", buff: { cost: -2 } },
  // Argunite Army: "Summon four 2/2 Elementals with Taunt." (Crystal Elemental)
  { id: "TTN_862t3", spell: [{ type: "summon", card: "TTN_862t4", count: 4 }] },
  { id: "TTN_862t4" },

  // --- Session 11 (w11/titans): cards drawn this turn (the amount `drawn`), spell schools cast this game (`read:
  // "spellSchools"`, the pool's `unplayedSpellSchool`), and texts the format already had ---
  // Argunite Golem: "Has +1 Attack for each card you've drawn this turn."
  { id: "TTN_844", auras: [{ to: "self", buff: { attack: { drawn: "thisTurn" } }, enchantment: "TTN_844e" }] },
  { id: "TTN_844e" },
  // Momentum: "Give your hero +4 Attack this turn. Costs (1) less for each card you've drawn this turn."
  { id: "TTN_841", auras: [{ to: "self", zone: "hand", buff: { cost: { drawn: "thisTurn", multiply: -1 } } }],
    spell: [{ type: "buff", to: "friendly-hero", enchantment: "TTN_841e1" }] },
  { id: "TTN_841e1", buff: { attack: 4, oneTurn: true } },
  // Careless Mechanist: "After you draw your second card in a turn, destroy this." (the draw that makes the turn's count 2)
  { id: "TTN_731", triggers: [{ on: "draw", if: [{ player: "friendly" }, { value: { drawn: "thisTurn" }, atLeast: 2, atMost: 2 }],
    do: [{ type: "destroy", to: "self" }] }] },
  // Wisdom of Norgannon: "Draw 2 cards. Costs (1) less for each different spell school you've cast this game."
  { id: "TTN_085", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", read: "spellSchools", multiply: -1 } } }],
    spell: [{ type: "draw", count: 2 }] },
  // Inquisitive Creation: "Battlecry: Deal 1 damage to all enemy minions. (Improved by each spell school you've cast this game!)"
  { id: "TTN_478", battlecry: [{ type: "damage", amount: { playedThisGame: "spell", read: "spellSchools", add: 1 }, to: "enemy-minions" }] },
  // Discovery of Magic: "Discover a spell from a spell school you haven't cast this game (from any class)."
  { id: "TTN_476", spell: [{ type: "discover", from: { type: "SPELL", unplayedSpellSchool: true } }] },
  // Elemental Inspiration: "For each spell school you have cast this game, summon a 4/5 Vortex with a random Bonus Effect."
  // (the data's eight Primordial Vortexes are the eight Bonus Effects, bonus-effects.ts: one of them at random each time)
  { id: "TTN_480", spell: [{ type: "repeat", times: { playedThisGame: "spell", read: "spellSchools" }, do: [
    { type: "summonRandom", pool: ["TTN_480t", "TTN_480t1", "TTN_480t2", "TTN_480t3", "TTN_480t4", "TTN_480t5", "TTN_480t6", "TTN_480t7"] },
  ] }] },
  { id: "TTN_480t" }, { id: "TTN_480t1" }, { id: "TTN_480t2" }, { id: "TTN_480t3" },
  { id: "TTN_480t4" }, { id: "TTN_480t5" }, { id: "TTN_480t6" }, { id: "TTN_480t7" },
  // Encroaching Insanity: "Both players take Fatigue damage, twice." (you, then your opponent, then again: rules-notes 1002)
  { id: "YOG_301", spell: [{ type: "fatigue" }, { type: "fatigue", player: "enemy" }, { type: "fatigue" }, { type: "fatigue", player: "enemy" }] },
  // Forbidden Fruit: "Spend all your Mana. Choose One - Gain that much Attack this turn; or twice as much Armor."
  { id: "YOG_529", chooseOne: [
    { card: "YOG_529a", effects: [{ type: "spendMana", all: true }, { type: "buff", to: "friendly-hero", enchantment: "YOG_529e", attack: { manaSpent: "now" } }] },
    { card: "YOG_529b", effects: [{ type: "spendMana", all: true }, { type: "armor", amount: { manaSpent: "now", multiply: 2 } }] },
  ] },
  { id: "YOG_529e", buff: { oneTurn: true } },
  // Sigil of Time: "At the start of your next turn, draw 3 additional cards." (a Sigil, as Sigil of Alacrity: it waits in the
  // secret zone until its player's next turn starts, then is destroyed)
  { id: "YOG_401", lasts: { turns: 2 }, triggers: [{ on: "turn-start", zone: "secret", if: { turn: "own" },
    do: [{ type: "draw", count: 3 }, { type: "destroy", to: "self" }] }] },
  // Odyn, Prime Designate: "Battlecry: For the rest of the game, after your hero gains Armor, they gain that much Attack for
  // that turn." (a state on your hero, the data's Impenetrable TTN_811e; each gain gives The Best Offense... TTN_811e1)
  { id: "TTN_811", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TTN_811e" }] },
  { id: "TTN_811e", triggers: [{ on: "armor", if: { target: "friendly-hero" }, do: [
    { type: "buff", to: "friendly-hero", enchantment: "TTN_811e1", attack: { event: "amount" } },
  ] }] },
  { id: "TTN_811e1", buff: { oneTurn: true } },
  // Forge of Wills: "Choose a friendly minion. Summon a Giant with its stats and Rush." (the Ironbound Giant, its Attack and
  // Health set to the chosen minion's as they are then: rules-notes 1003)
  { id: "TTN_465", target: { type: "minion", side: "friendly" }, activate: [
    { type: "summon", card: "TTN_465t" },
    { type: "buff", to: { all: "summoned" }, setAttack: { stat: "attack", of: "target" }, setHealth: { stat: "health", of: "target" } },
  ] },
  { id: "TTN_465t" },
  // Loken, Jailer of Yogg-Saron: "Battlecry: Discover a minion from your deck. Summon a Tentacle with its stats and Taunt."
  // (the Escaped Tentacle with the Attack and Health the card Discovered has in hand; none Discovered: no Tentacle)
  { id: "TTN_487", battlecry: [
    { type: "discover", from: "deck", where: { type: "minion" } },
    { type: "if", if: { count: { all: "added" }, atLeast: 1 }, then: [
      { type: "summon", card: "TTN_487t" },
      { type: "buff", to: { all: "summoned" }, setAttack: { stat: "attack", of: { all: "added" } }, setHealth: { stat: "health", of: { all: "added" } } },
    ] },
  ] },
  { id: "TTN_487t" },
  // Northern Navigation: "Discover a spell from your deck. If it's a Frost spell, Freeze a random enemy minion."
  { id: "TTN_735", spell: [
    { type: "discover", from: "deck", where: { type: "spell" } },
    { type: "if", if: { count: { all: "added", where: { spellSchool: "FROST" } }, atLeast: 1 }, then: [{ type: "freeze", to: { random: "enemy-minions" } }] },
  ] },
  // Forest Seedlings: "Summon two 1/1 Saplings. (Blossoms in 2 turns.)" and Frost Lotus Seedling: "Draw 1 card. Gain 5 Armor.
  // (Blossoms in 3 turns.)" — Blossom as Reforestation's "Hold this for N turns" (rules-notes 326, 1004): held as N of its
  // owner's turns ended (NUM_TURNS_IN_HAND), it becomes its Blossom (the data's …t card) as their next turn starts.
  { id: "TTN_950", spell: [{ type: "summon", card: "TTN_950t", count: 2 }], triggers: [{ on: "turn-start", zone: "hand",
    if: [{ turn: "own" }, { value: { stat: "turnsInHand", of: "self" }, atLeast: 2 }], do: [{ type: "transform", to: "self", card: "TTN_950t3" }] }] },
  { id: "TTN_950t" },
  { id: "TTN_950t3", spell: [{ type: "summon", card: "TTN_950t2", count: 2 }] },
  { id: "TTN_950t2" },
  { id: "TTN_930", spell: [{ type: "draw" }, { type: "armor", amount: 5 }], triggers: [{ on: "turn-start", zone: "hand",
    if: [{ turn: "own" }, { value: { stat: "turnsInHand", of: "self" }, atLeast: 3 }], do: [{ type: "transform", to: "self", card: "TTN_930t" }] }] },
  { id: "TTN_930t", spell: [{ type: "draw", count: 2 }, { type: "armor", amount: 10 }] },
  // --- The game's summon record (the amount `summoned`: rules-notes 1006) ---
  // Cultivation: "Give your minions +2/+2. Costs (1) less for each Treant you've summoned this game." (any minion named Treant)
  { id: "TTN_954", auras: [{ to: "self", zone: "hand", buff: { cost: { summoned: "minions", name: "Treant", multiply: -1 } } }],
    spell: [{ type: "buff", to: "friendly-minions", enchantment: "TTN_954e" }] },
  { id: "TTN_954e", buff: { attack: 2, health: 2 } },
  // Astral Automaton: "Has +1/+1 for each other Astral Automaton you've summoned this game." (in play)
  { id: "TTN_401", auras: [{ to: "self", buff: { attack: { summoned: "minions", name: "Astral Automaton", other: true, multiply: 1 },
    health: { summoned: "minions", name: "Astral Automaton", other: true, multiply: 1 } }, enchantment: "TTN_401e" }] },
  { id: "TTN_401e" },
  // Stoneheart King: "Deathrattle: Summon a 2/2 Earthen that gains +2/+2 for each other Earthen you've summoned this game."
  // Disciple of Amitus: "At the end of your turn, summon a 2/2 Earthen that gains …" — the Earthen Golem, whose own text
  // gains it: "After this is summoned, gain +2/+2 for each other Earthen you've summoned this game." (Will of the Earthen
  // TTN_900e2 once for each)
  { id: "TTN_900", deathrattle: [{ type: "summon", card: "TTN_900t" }] },
  { id: "TTN_856", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "TTN_900t" }] }] },
  { id: "TTN_900t", triggers: [{ on: "after-summon", ownSummon: true, if: { target: "self" }, do: [
    { type: "repeat", times: { summoned: "minions", cards: ["TTN_900t"], other: true }, do: [{ type: "buff", to: "self", enchantment: "TTN_900e2" }] },
  ] }] },
  { id: "TTN_900e2", buff: { attack: 2, health: 2 } },
  // Unchained Gladiator: "Battlecry: Draw a card. Repeat for each Elemental you played last turn." (the record's plays of
  // your previous turn, the amount's `lastTurn`: rules-notes 1005)
  { id: "TTN_475", battlecry: [{ type: "draw" },
    { type: "repeat", times: { playedThisGame: "minion", race: "ELEMENTAL", lastTurn: true }, do: [{ type: "draw" }] }] },
  // Crystalline Statue: "Rush. Starts Dormant. After you draw 4 cards, this awakens." (each draw of yours while it is
  // Dormant counts on it, as Stockades Prisoner's plays; the fourth awakens it)
  { id: "TTN_840", dormant: true, triggers: [{ on: "draw", if: { player: "friendly" }, whileDormant: true, do: [
    { type: "improve" },
    { type: "if", if: { value: { stat: "improvements", of: "self" }, atLeast: 4 }, then: [{ type: "awaken", to: "self" }] }] }] },
  // --- Session 12 (w12/titans) ---
  // Starstrung Bow: "Costs (1) less for each friendly Secret that has triggered this game." (the count `secretsTriggered`)
  { id: "TTN_088", auras: [{ to: "self", zone: "hand", buff: { cost: { thisGame: "secretsTriggered", multiply: -1 } } }] },
  // Flash of Lightning: "Draw a card. Next turn, your Nature spells cost (1) less." (a state that waits in the graveyard:
  // armed, not this turn, as the format's "next turn" cost states; its own trigger ends it as your next turn ends)
  { id: "TTN_830", spell: [{ type: "draw" }, { type: "arm", notThisTurn: true }],
    triggers: [{ on: "turn-end", zone: "graveyard", armed: true, if: { turn: "own" }, do: [] }],
    auras: [{ zone: "graveyard", armed: 0, if: { turn: "own" }, to: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "NATURE" } }, buff: { cost: -1 }, enchantment: "TTN_830e2" }] },
  { id: "TTN_830e2", buff: { cost: -1 } },
  // Curse of Flesh: "Enemy minions cost Health instead of Mana next turn." (as Wave of Tar: armed, working on the
  // opponent's next turn, the minion cards of their hand granted CARD_COSTS_HEALTH)
  { id: "YOG_503", spell: [{ type: "arm" }],
    triggers: [{ on: "turn-end", zone: "graveyard", armed: true, if: { turn: "opponent" }, do: [] }],
    auras: [{ zone: "graveyard", armed: 0, if: { turn: "opponent" }, to: { all: "hand", side: "enemy", where: { type: "minion" } }, buff: { grants: ["CARD_COSTS_HEALTH"] } }] },
  // Frozen Over: "Both players draw 2 cards. Your opponent can not play them next turn." (you draw, then they do; the cards
  // they drew and still hold get Frozen Solid, CANT_PLAY until their next turn ends, as Daze)
  { id: "TTN_744", spell: [{ type: "draw", count: 2 }, { type: "draw", count: 2, player: "enemy" },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "TTN_744e1" }] },
  { id: "TTN_744e1", buff: { grants: ["CANT_PLAY"] }, triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  // Ravenous Kraken: "Battlecry: Destroy a friendly minion. Deathrattle: Summon a copy of it." (as Carnivorous Cube: the
  // enchantment TTN_754e remembers the card; one fresh copy)
  { id: "TTN_754", target: { type: "minion", side: "friendly" },
    battlecry: [{ type: "buff", to: "self", enchantment: "TTN_754e", remember: "target" }, { type: "destroy", to: "target" }],
    deathrattle: [{ type: "summonRemembered", enchantment: "TTN_754e" }] },
  { id: "TTN_754e" },
  // Tar Slick: "Minions take double damage this turn. Deal $1 damage." (Oily, TTN_726e, on your hero for the turn: an
  // amount-changing pre-damage trigger as Mo'arg Artificer's, 4.9; then the 1 damage, doubled on a minion)
  { id: "TTN_726", target: { type: "character" }, spell: [{ type: "buff", to: "friendly-hero", enchantment: "TTN_726e" }, { type: "damage", amount: 1, to: "target" }] },
  { id: "TTN_726e", buff: { oneTurn: true }, triggers: [{ on: "pre-damage", if: { target: "minion" }, do: [{ type: "changeDamage", multiply: 2 }] }] },
  // Runes of Darkness: "Discover a weapon. Spend 3 Corpses to give it +1/+1." (Dark Design: +1 Attack, +1 Durability)
  { id: "YOG_511", spell: [{ type: "discover", from: { type: "WEAPON", yourClass: true } },
    { type: "spendCorpses", amount: 3, do: [{ type: "buff", to: { all: "added" }, enchantment: "YOG_511e" }] }] },
  { id: "YOG_511e", buff: { attack: 1, health: 1 } },
  // Lightning Reflexes: "Discover a Nature spell. If you play it this turn, Discover another." (as Crypt Map: the game's
  // one-turn TTN_317e on the card taken, "If played this turn, Discover a Nature spell")
  { id: "TTN_317", spell: [{ type: "discover", from: { type: "SPELL", spellSchool: "NATURE", yourClass: true }, enchantment: "TTN_317e" }] },
  { id: "TTN_317e", buff: { oneTurn: true }, triggers: [{ on: "play", if: { target: "self" }, do: [{ type: "discover", from: { type: "SPELL", spellSchool: "NATURE", yourClass: true } }] }] },
  // Runic Adornment: "Discover a spell that costs (3) or less. Shuffle 2 copies into your deck that Cast When Drawn." (new
  // copies of the card taken, 4.8, each given Jotun's Haste TTN_845e: Cast When Drawn as the card field's own draw trigger)
  { id: "TTN_845", spell: [{ type: "discover", from: { type: "SPELL", costAtMost: 3, yourClass: true } },
    { type: "shuffleIntoDeck", copyOf: { all: "added" }, count: 2 }, { type: "buff", to: { all: "shuffled" }, enchantment: "TTN_845e" }] },
  { id: "TTN_845e", triggers: [{ on: "draw", zone: "hand", priority: "first", compensate: false, if: { target: "self" }, do: [{ type: "castWhenDrawn" }] }] },
  // Freya, Keeper of Nature: "Choose One - Duplicate your hand; or Summon copies of all other friendly minions." (a copy
  // keeps the states a move between the zones would, 4.8: in hand all, play to play all)
  { id: "TTN_940", chooseOne: [
    { card: "TTN_940b", effects: [{ type: "addCard", copyOf: { all: "hand", side: "friendly" } }] },
    { card: "TTN_940a", effects: [{ type: "summonCopy", of: "other-friendly-minions", copyState: true }] },
  ] },
  // Sparkbots (From the Scrapheap, Drone Deconstructor): "a 1/1 Magnetic Sparkbot with a random Bonus Effect" is one of the
  // data's eight Sparkbots, one for each Bonus Effect (bonus-effects.ts), each as likely; each Magnetic with its keyword.
  ...SPARKBOTS.map((id, i) => ({ id, magnetic: `TTN_719e${i === 0 ? "" : i}` })),
  ...SPARKBOTS.map((_id, i) => (i === 5
    // The Elusive one's: Magnetic passes the two tags as the minion has them (rules/magnetic.ts); the same as its own buff.
    ? { id: "TTN_719e5", buff: { grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] } }
    : { id: `TTN_719e${i === 0 ? "" : i}` })),
  // From the Scrapheap: "Get three 1/1 Magnetic Sparkbots with random Bonus Effects." (three picks, each of the eight)
  { id: "TTN_719", spell: [{ type: "addCard", pool: [...SPARKBOTS], count: 3 }] },
  // Drone Deconstructor: "Battlecry: Get a 1/1 Magnetic Sparkbot with a random Bonus Effect."
  { id: "TTN_860", battlecry: [{ type: "addCard", pool: [...SPARKBOTS] }] },
  // Tyr: "Battlecry: Resurrect a 2, 3, and 4-Attack minion from your class." (three resurrections in that order, each a
  // random dead minion of yours whose card is of your class with that printed Attack: the resurrect filters `attack`, `classOnly`)
  { id: "TTN_857", battlecry: [2, 3, 4].map((attack) => ({ type: "resurrect" as const, where: { attack, classOnly: true } })) },
  // Tyr's Tears: "Resurrect 3 different minions from your class. Set their stats to 2/2. Forge: Resurrect another." (the
  // Forged card TTN_855 resurrects 4; Tyrful TTN_855e1 sets each to 2/2 once summoned)
  { id: "TTN_855t", forge: "TTN_855", spell: [{ type: "resurrect", count: 3, where: { classOnly: true } }, { type: "buff", to: { all: "summoned" }, enchantment: "TTN_855e1" }] },
  { id: "TTN_855", spell: [{ type: "resurrect", count: 4, where: { classOnly: true } }, { type: "buff", to: { all: "summoned" }, enchantment: "TTN_855e1" }] },
  { id: "TTN_855e1", buff: { setAttack: 2, setHealth: 2 } },
  // Ra-den: "Taunt. Deathrattle: Summon each other minion you've played this game that did not start in your deck." (the
  // record's minion plays of created cards, this Ra-den's own play left out: the amount's `other`)
  { id: "TTN_481", deathrattle: [{ type: "summonPlayed", fromPlayed: { playedThisGame: "minion", created: true, other: true } }] },
  // Imprisoned Horror: "Costs (1) less for each damage you've taken on your turns this game." (your hero's damage on your
  // own turns, Armor and Health lost: the amount `heroDamaged: amountOnOwnTurns`)
  { id: "TTN_462", auras: [{ to: "self", zone: "hand", buff: { cost: { heroDamaged: "amountOnOwnTurns", multiply: -1 } } }] },
  // Gear Shift: "Shuffle the two left-most cards in your hand into your deck. Draw 3 cards." (one shuffle of both, the
  // filter `handLeftmost`; then the draws)
  { id: "TTN_922", spell: [{ type: "shuffleFromHand", to: { all: "hand", side: "friendly", where: { handLeftmost: 2 } } }, { type: "draw", count: 3 }] },
  // Mortal Eradication: "Deal $5 damage randomly split among all enemy minions. Restore #2 Health to your hero for each
  // killed." (five hits of 1, Spell Damage adding hits as Arcane Missiles' — the card data's ImmuneToSpellpower; "killed":
  // the enemy minions those hits left mortally wounded, one heal of 2 for each)
  { id: "TTN_460", spell: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 5 }, spellDamage: "hits" },
    { type: "heal", amount: { count: { all: "minions", side: "enemy", where: { mortallyWounded: true } }, multiply: 2 }, to: "friendly-hero" }] },
  // Stoneskin Armorer: "Battlecry: If your Armor changed this turn, draw 2 cards." (gained, lost to damage, spent: the
  // condition `heroArmorChangedThisTurn`)
  { id: "TTN_469", battlecry: [{ type: "if", if: { heroArmorChangedThisTurn: true }, then: [{ type: "draw", count: 2 }] }] },
  // Keeper's Strength: "Give a friendly minion +2/+2. Deal its Attack damage to all other minions." (its Attack after the
  // buff, read as the damage resolves; the spell deals it, with Spell Damage as Shadowflame's "its Attack damage")
  { id: "YOG_509", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "YOG_509e" },
    { type: "damage", amount: { stat: "attack", of: "target" }, to: { all: "minions", where: { not: ["target"] } } }] },
  { id: "YOG_509e", buff: { attack: 2, health: 2 } },
  // Algalon the Observer: "Battlecry: Replace your Hero Power with Algalon's Vision." — Algalon's Vision (TTN_717t): "Look at
  // the top card of your opponent's deck. You may put it on the bottom of their deck." (your choice between the data's
  // Keep on Top! and Put on Bottom!; the effect `putOnBottom`; an empty deck: nothing to look at)
  { id: "TTN_717", battlecry: [{ type: "replaceHeroPower", heroPower: "TTN_717t" }] },
  { id: "TTN_717t", power: [{ type: "if", if: { exists: { top: "deck", side: "enemy" } }, then: [{ type: "choose", options: [
    { card: "TTN_717t2", effects: [] },
    { card: "TTN_717t3", effects: [{ type: "putOnBottom", to: { top: "deck", side: "enemy" } }] },
  ] }] }] },
  // Thorignir Drake: "Rush. Whenever this attacks, summon two 3/1 Whelps to attack the target first." (its attack trigger:
  // the two Juvenile Thorignir, TTN_727t, summoned, then each attacks the defender in turn; if the defender is then gone
  // or mortally wounded, the Drake's own attack is cancelled, 2.6)
  { id: "TTN_727", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "summon", card: "TTN_727t", count: 2 },
    { type: "forceAttack", attacker: { all: "summoned" }, defender: "event-target" }] }] },
  { id: "TTN_727t" },
  // Disguised K'thir: "Each turn this is in your hand, transform into a random card in your opponent's deck." (as
  // Shapeshifter and Shifting Scroll: a hand trigger at the start of your turn transforms it into a fresh card of a random
  // card of their deck, 4.5; the game's Disguise Shift, TTN_741e, keeps it shifting while it is in your hand; an empty
  // deck: it stays as it is)
  { id: "TTN_741", triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [KTHIR_SHIFT] }] },
  { id: "TTN_741e", triggers: [{ on: "turn-start", if: [{ turn: "own" }, { exists: { all: "hand", side: "friendly", where: { is: "self" } } }], do: [KTHIR_SHIFT] }] },
  // Thorim, Stormlord: "Battlecry: Unlock your Overloaded Mana Crystals. Draw that many cards." (the crystals locked this
  // turn and the Overload owed for the next, as "Overloaded" reads them, rules-notes 890: the amount `overload: unlockedNow`)
  { id: "TTN_835", battlecry: [{ type: "unlockOverload" }, { type: "draw", count: { overload: "unlockedNow" } }] },
  // Conductivity: "The next spell you cast this turn also targets adjacent minions." (Conductive, YOG_522e, on your hero for
  // the turn: Zentimo's rule `spells-also-adjacent` until your next spell has been played — its after-play step ends it,
  // as Tyrande's state; the spell that gives it does not)
  { id: "YOG_522", spell: [{ type: "buff", to: "friendly-hero", enchantment: "YOG_522e" }] },
  { id: "YOG_522e", buff: { oneTurn: true }, auras: [{ rule: "spells-also-adjacent" }],
    triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "expire" }] }] },
  // --- w13/titans ---
  // Tiny Worldbreaker: "Battlecry: If you control another Mech, deal 4 damage." (aims at a character, as every "deal N
  // damage" Battlecry with no other word does — Fire Elemental's; asked for only while another Mech is yours, rules-notes 1500)
  { id: "YOG_527", target: { type: "character", if: ANOTHER_MECH }, battlecry: [{ type: "if", if: ANOTHER_MECH, then: [{ type: "damage", amount: 4, to: "target" }] }] },
  // Mindbender: "Battlecry: Deal 1 damage for each card you have drawn this turn." (one hit at a character chosen as it is
  // played, of as many as your draws this turn: the amount `drawn: thisTurn`)
  { id: "YOG_402", target: { type: "character" }, battlecry: [{ type: "damage", amount: { drawn: "thisTurn", multiply: 1 }, to: "target" }] },
  // Battleworn Faceless: "Battlecry: Transform into a copy of a damaged minion." (Faceless Manipulator's, a damaged minion chosen)
  { id: "YOG_501", target: { type: "minion", where: { damaged: true } }, battlecry: [{ type: "transform", to: "self", copyOf: "target" }] },
  // Always a Bigger Jormungar: "Give a minion +2 Attack and "Excess damage dealt by attacks hits the enemy hero."" (Strength
  // of the Hunt TTN_079e1 and Gift of the Hunt TTN_079e: when the minion attacks a minion and leaves it below 0 Health, the
  // hero of its controller's opponent takes what went below 0 — Trampling Rhino's reading, rules-notes 1501)
  { id: "TTN_079", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "TTN_079e1" }, { type: "buff", to: "target", enchantment: "TTN_079e" }] },
  { id: "TTN_079e1", buff: { attack: 2 } },
  { id: "TTN_079e", actsForHost: true, triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }, { value: { stat: "health", of: "event-target", multiply: -1 }, atLeast: 1 }],
    do: [{ type: "damage", amount: { stat: "health", of: "event-target", multiply: -1 }, to: "enemy-hero", spellDamage: false }] }] },
  // Grace of the Highfather: "Restore #8 Health. Discover a card that costs the amount Overhealed." (a character chosen; the
  // Health restored beyond its maximum — the amount `dealt: overhealing` — is the Cost; none Overhealed: a 0-Cost card)
  { id: "TTN_745", target: { type: "character" }, spell: [{ type: "heal", amount: 8, to: "target" }, { type: "discover", from: { type: "CARD", cost: { dealt: "overhealing" }, yourClass: true } }] },
  // Invent-o-matic: "Whenever you Magnetize a minion, give it +1/+1." (the `magnetize` event, your Magnetic minions'; Eureka!,
  // TTN_732e, on the minion Magnetized to, after the Magnetic upgrade, rules-notes 1505)
  { id: "TTN_732", triggers: [{ on: "magnetize", if: { player: "friendly" }, do: [{ type: "buff", to: "event-target", enchantment: "TTN_732e" }] }] },
  { id: "TTN_732e", buff: { attack: 1, health: 1 } },
  // SP-3Y3-D3R: "Magnetic. Stealth for 1 turn." (its own Stealth lost as your next turn starts, as Spirit of the Dragonhawk's;
  // Magnetized, the Stealth it passes on (5.1) is lost the same way by the Mech — the upgrade's own trigger, TTN_923e)
  { id: "TTN_923", magnetic: "TTN_923e", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "loseKeyword", to: "self", keyword: "STEALTH" }] }] },
  { id: "TTN_923e", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "loseKeyword", to: "self", keyword: "STEALTH", granted: true }] }] },
  // Mecha-Leaper: "Magnetic. Deathrattle: Give a friendly Mech +2/+2 and this Deathrattle." (a random friendly Mech in play;
  // Mecha-Leaping, TTN_734e2, carries the same Deathrattle on; Magnetized, the upgrade TTN_734e carries it)
  { id: "TTN_734", magnetic: "TTN_734e", deathrattle: [MECHA_LEAP] },
  { id: "TTN_734e", deathrattle: [MECHA_LEAP] },
  { id: "TTN_734e2", buff: { attack: 2, health: 2 }, deathrattle: [MECHA_LEAP] },
  // The Primus: "Titan. After this uses an ability, Discover a card with that Rune." (Runes of Blood: a Blood Rune card, of
  // the Unholy: Unholy, of Frost: Frost — the pool's `rune`, your class and neutral; one trigger for each ability, the
  // condition `titanAbility`, rules-notes 1506)
  { id: "TTN_737", titan: ["TTN_737t", "TTN_737t1", "TTN_737t3"], triggers: (["blood", "unholy", "frost"] as const).map((rune, i) => ({
    on: "titan-ability" as const, if: [{ source: "self" as const }, { titanAbility: (i + 1) as 1 | 2 | 3 }],
    do: [{ type: "discover" as const, from: { type: "CARD" as const, yourClass: true, rune } }] })) },
  // Runes of Blood: "Destroy an enemy minion. This minion and your hero gain its Health." (its Health as it is destroyed,
  // read while it is still in play, mortally wounded; Blood of the Primus, TTN_737te, raises the Titan's and your hero's)
  { id: "TTN_737t", target: { type: "minion", side: "enemy" }, spell: [{ type: "destroy", to: "target" },
    { type: "buff", to: "self", health: { stat: "health", of: "target" }, enchantment: "TTN_737te" },
    { type: "buff", to: "friendly-hero", health: { stat: "health", of: "target" }, enchantment: "TTN_737te" }] },
  { id: "TTN_737te" },
  // Runes of the Unholy: "Summon two 3/3 Undead with Taunt and Reborn." (Servant of the Primus)
  { id: "TTN_737t1", spell: [{ type: "summon", card: "TTN_737t2", count: 2 }] },
  { id: "TTN_737t2" },
  // Runes of Frost: "The next spell you cast costs (3) less and has Spell Damage +3." (Chill of Death, TTN_737e, on your
  // hero: your spells in hand cost (3) less — Chilled, TTN_737e1 — and you have Spell Damage +3 until your next spell has
  // been played, its after-play step ending it, as Tyrande's state: the spell resolves with it; rules-notes 1506)
  { id: "TTN_737t3", spell: [{ type: "buff", to: "friendly-hero", enchantment: "TTN_737e" }] },
  { id: "TTN_737e", spellDamage: 3, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -3 }, enchantment: "TTN_737e1" }],
    triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "expire" }] }] },
  { id: "TTN_737e1", buff: { cost: -3 } },
  // Disciple of Eonar: "Battlecry: Your next Choose One card or power has both effects combined." (Symbiotic, TTN_503e, on
  // your hero: Fandral's rule `choose-both` until your next Choose One card has been played — its after-play step — or
  // your next Choose One Hero Power used — its inspire step —, as Tyrande's state: that one resolves both; rules-notes 1507)
  { id: "TTN_503", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TTN_503e" }] },
  { id: "TTN_503e", auras: [{ rule: "choose-both" }], triggers: [
    { on: "after-play", if: { target: { side: "friendly", has: "chooseOne" } }, do: [{ type: "expire" }] },
    { on: "inspire", if: [{ player: "friendly" }, { source: { has: "chooseOne" } }], do: [{ type: "expire" }] },
  ] },
  // Conservator Nymph: "Battlecry: Transform a friendly Treant into a 5/5 Ancient with Taunt." (a friendly minion named
  // Treant, chosen; the Ancient is the set's 5/5 Taunt Timeless Ancient, TTN_903t4 — the only one its data has; rules-notes 1508)
  { id: "TTN_927", target: { type: "minion", side: "friendly", where: { name: "Treant" } }, battlecry: [{ type: "transform", to: "target", card: "TTN_903t4" }] },
  // Ancient of Growth: "Choose One - Summon three 2/2 Treants; or Transform your Treants into 5/5 Ancients with Taunt." (the
  // set's 2/2 Treant, TTN_950t2, as Forest Blossoms'; the Timeless Ancient, TTN_903t4; rules-notes 1508)
  { id: "TTN_926", chooseOne: [
    { card: "TTN_926a", effects: [{ type: "summon", card: "TTN_950t2", count: 3 }] },
    { card: "TTN_926b", effects: [{ type: "transform", to: { all: "minions", side: "friendly", where: { name: "Treant" } }, card: "TTN_903t4" }] },
  ] },
  // Disciple of Argus: "Deathrattle: Summon two 2/2 Elementals with Taunt." (the set's one 2/2 Taunt Elemental, Crystal
  // Elemental TTN_862t4, as Argunite Army's; rules-notes 1508)
  { id: "TTN_861", deathrattle: [{ type: "summon", card: "TTN_862t4", count: 2 }] },
  // Turn the Tides: "Give your hero +3 Attack this turn. Summon a 3/3 Elemental with Rush. Overload: (1)" (the set's one 3/3
  // Rush Elemental, Waveling TTN_833t; rules-notes 1508; the Overload is the card data's)
  { id: "TTN_722", spell: [{ type: "buff", to: "friendly-hero", attack: 3, oneTurn: true }, { type: "summon", card: "TTN_833t" }] },
  { id: "TTN_833t" },
  // Norgannon: "Titan. After this uses an ability, double the power of the other abilities." (each ability used improves it:
  // an ability's numbers are doubled once for each ability used before it — ×1, ×2, ×4; rules-notes 1513)
  { id: "TTN_075", titan: ["TTN_075t", "TTN_075t2", "TTN_075t3"], triggers: [{ on: "titan-ability", if: { source: "self" }, do: [{ type: "improve" }] }] },
  // Progenitor's Power: "Deal 5 damage." (a character chosen; the Titan's damage, no Spell Damage)
  // (5 × 2^improvements, as one amount: 5n + max(5n, 5) is 5, 10, 20)
  { id: "TTN_075t", target: { type: "character" }, spell: [{ type: "damage", amount: { stat: "improvements", of: "self", multiply: 5, add: { stat: "improvements", of: "self", multiply: 5, min: 5 } }, to: "target", spellDamage: false }] },
  // Ancient Knowledge: "Enemy cards cost (1) more next turn." (one Ancient Knowledge state on the enemy hero for each (1): the
  // cards in their hand cost (1) more during their next turn — Ancient Knowledge Cost Increase, TTN_075t2e2 — ended with it)
  { id: "TTN_075t2", spell: norgannon((m) => [{ type: "repeat", times: m, do: [{ type: "buff", to: "enemy-hero", enchantment: "TTN_075t2e" }] }]) },
  { id: "TTN_075t2e", auras: [{ to: { all: "hand", side: "enemy" }, buff: { cost: 1 }, enchantment: "TTN_075t2e2", if: { turn: "opponent" } }],
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  { id: "TTN_075t2e2", buff: { cost: 1 } },
  // Unlimited Potential: "Cast 1 random Mage Secret." (cast, not played: castSpell)
  { id: "TTN_075t3", spell: norgannon((m) => [{ type: "castSpell", pool: { type: "SPELL", cardClass: "MAGE", mechanic: "SECRET" }, count: m }]) },
  // Razorscale: "Cards can't cost less than (2)." — both hands; its Razor's Edge ("Costs at least (2)") raises a card's final
  // cost to 2 (rules-notes 1700).
  { id: "TTN_924", auras: [{ to: { all: "hand" }, buff: {}, enchantment: "TTN_924e" }] },
  { id: "TTN_924e", tags: { COST_AT_LEAST: 2 } },
  // Embrace of Nature: "Draw a Choose One card. Forge: It has both effects combined." (the drawn card gets CHOOSE_BOTH, kept
  // wherever it goes; rules-notes 1702)
  { id: "TTN_951", forge: "TTN_951t", spell: [{ type: "draw", where: { has: "chooseOne" } }] },
  { id: "TTN_951t", spell: [{ type: "draw", where: { has: "chooseOne" } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, grants: ["CHOOSE_BOTH"] }] },
  // Void Scripture: "Discover a spell. If you have enough Mana to play it, cast a copy of it at a random enemy." (the card
  // Discovered stays in hand; its Cost now against your Mana left; the copy's target a random valid enemy character, else,
  // when it can target no enemy, a random valid one, as "targets enemies if possible" — rules-notes 1704)
  { id: "YOG_507", spell: [{ type: "discover", from: { type: "SPELL", yourClass: true } }, { type: "if", if: { exists: { all: "added", where: { zone: "hand", maxCost: { mana: "available" } } } },
    then: [{ type: "castSpell", copyOf: { all: "added" }, preferEnemies: true }] }] },
  // Wing Welding: "Discard your highest Cost card. Deal damage equal to its Cost to all minions." (a random one among the
  // highest; its Cost as it was in hand when discarded — the Cost that made it the highest; none: 0 damage; rules-notes 1705)
  { id: "TTN_463", spell: [{ type: "discard", to: { random: { all: "hand", side: "friendly" }, highest: "cost" } },
    { type: "damage", amount: { dealt: "discardedCost" }, to: "all-minions" }] },
  // Eulogizer: "Battlecry: Spend 3 Corpses to deal 3 damage. Forge: Gain them instead." — an enemy character it aims at, if
  // one can be chosen (a bot's client data: REQ_TARGET_IF_AVAILABLE, REQ_ENEMY_TARGET); fewer than 3 Corpses, no damage.
  // Forged: "Battlecry: Gain 3 Corpses. Deal 3 damage." (rules-notes 1706)
  { id: "TTN_457", forge: "TTN_457t", target: { type: "character", side: "enemy" },
    battlecry: [{ type: "spendCorpses", amount: 3, do: [{ type: "damage", amount: 3, to: "target" }] }] },
  { id: "TTN_457t", target: { type: "character", side: "enemy" }, battlecry: [{ type: "gainCorpses", amount: 3 }, { type: "damage", amount: 3, to: "target" }] },
  // Jotun, the Eternal: "Battlecry: For the rest of the game, cast a copy of the first spell you draw each turn at enemies."
  // (the data's Jotun's Swiftness on your hero: each turn — either player's — the first spell you draw is copied and cast,
  // its random target an enemy when one is valid; rules-notes 1707)
  { id: "TTN_842", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TTN_842t1" }] },
  { id: "TTN_842t1", triggers: [{ on: "draw", oncePerTurn: true, if: [{ player: "friendly" }, { target: { type: "spell" } }],
    do: [{ type: "castSpell", copyOf: "event-target", preferEnemies: true }] }] },
  // Prison of Yogg-Saron: "Choose a character. Cast 4 random spells (targeting it if possible)." (a random spell of any class
  // each time, the character chosen its target whenever valid, else a random valid one; rules-notes 1708)
  { id: "TTN_090", target: { type: "character" }, activate: [{ type: "castSpell", pool: { type: "SPELL" }, count: 4, prefer: "target" }] },
  // Sif: "Spell Damage +1 (Improved by each spell school you've cast this game!)" — its Spell Damage +1 (the data's) plus one for each school
  // among the spells you've played this game (rules-notes 1000, 1709), read as Spell Damage is counted.
  { id: "TTN_071", spellDamageAmount: { playedThisGame: "spell", read: "spellSchools" } },
  // Absorbent Parasite: "Magnetic, Rush. Can Magnetize to Mechs and Beasts." (no Mech itself: its `magnetizesTo` lets it
  // Magnetize; the data's TTN_087e carries its Attack, Health and Rush; rules-notes 1710)
  { id: "TTN_087", magnetic: "TTN_087e", magnetizesTo: ["BEAST"] },
  // Disciple of Sargeras: "Battlecry: Discard a spell to summon two 3/2 Imps. Forge: Give them +2 Health and Taunt." (a random
  // spell of your hand; none, no Imps. The Imps are Sargeras's Felblaze Imps, TTN_960t6, the set's 3/2 Imp; rules-notes 1711)
  { id: "TTN_490", forge: "TTN_490t", battlecry: [{ type: "group", of: { random: { all: "hand", side: "friendly", where: { type: "spell" } } }, do: [
    { type: "if", if: { exists: { all: "group" } }, then: [{ type: "discard", to: { all: "group" } }, { type: "summon", card: "TTN_960t6", count: 2 }] }] }] },
  { id: "TTN_490t", battlecry: [{ type: "group", of: { random: { all: "hand", side: "friendly", where: { type: "spell" } } }, do: [
    { type: "if", if: { exists: { all: "group" } }, then: [{ type: "discard", to: { all: "group" } }, { type: "summon", card: "TTN_960t6", count: 2 },
      { type: "buff", to: { all: "summoned" }, health: 2, grants: ["TAUNT"] }] }] }] },
  // Bellowing Flames: "Deal $5 damage to a minion. Forge: Then deal $5 damage split among all enemy minions." The Forged card's
  // data marks it ImmuneToSpellpower, as Arcane Missiles: its script adds Spell Damage itself — to the 5 (a `$` damage) and,
  // to the split 5, as more hits of 1 (`spellDamage: "hits"`, rules-notes 12, 1714).
  { id: "TTN_753", forge: "TTN_753t", target: { type: "minion" }, spell: [{ type: "damage", amount: 5, to: "target" }] },
  { id: "TTN_753t", target: { type: "minion" }, spell: [{ type: "damage", amount: 5, to: "target", spellDamage: true },
    { type: "damage", amount: 1, to: { random: "enemy-minions", count: 5 }, spellDamage: "hits" }] },
  // The data's Molten Heat ("+5 Attack.", one turn), of the Bellowing Flames family: no text of the card attaches it today;
  // defined as its label says, so a game's state naming it loads.
  { id: "TTN_753e", buff: { attack: 5, oneTurn: true } },
];
