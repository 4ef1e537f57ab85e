/** United in Stormwind (STORMWIND, its Deadmines mini-set's DED_ cards included). */
import type { CardDefinition } from "../format/index.js";

const DED = { type: "ENCHANTMENT", inferred: true, set: "STORMWIND" } as const;
const HAND_SIZE = { count: { all: "hand", side: "friendly" } } as const;
const DRAWN = { all: "drawn", where: { zone: "hand" } } as const;
/** A Questline's progress for "Play a card with Overload" (w10/mech). */
const OVERLOAD_PLAYED: NonNullable<CardDefinition["triggers"]>[number] = { on: "after-play", zone: "secret", ifMinionGone: "left-play", if: { target: { side: "friendly", playedHas: "overload" } }, do: [{ type: "questProgress" }] };
/** A Questline's progress for "Play a N-Cost card", once (w10/mech). */
const costPlayed = (cost: number): NonNullable<CardDefinition["triggers"]>[number] => ({ on: "after-play", zone: "secret", ifMinionGone: "left-play", once: true, if: { target: { side: "friendly", playedCost: cost } }, do: [{ type: "questProgress" }] });
/** Sorcerer's Gambit's schools, and its progress for "Cast a <school> spell", once each (w10/mech). */
const GAMBIT_SCHOOLS = ["FIRE", "FROST", "ARCANE"];
const schoolCast = (school: string): NonNullable<CardDefinition["triggers"]>[number] => ({ on: "after-play", zone: "secret", once: true, if: { target: { side: "friendly", type: "spell", spellSchool: school } }, do: [{ type: "questProgress" }] });
/** The Demon Seed's progress: the damage your hero takes on your turns (w10/mech). */
const DAMAGE_TAKEN: NonNullable<CardDefinition["triggers"]>[number] = { on: "damage", zone: "secret", if: [{ target: "friendly-hero" }, { turn: "own" }], do: [{ type: "questProgress", amount: { event: "amount" } }] };
// "SI:7 card": every card whose name is "SI:7 …" (the card data's, every printing; the hero skin SI:7 Anduin is no card
// played). Also in alterac.ts for SI:7 Smuggler.
export const SI7_CARDS = ["EX1_134", "CORE_EX1_134", "VAN_EX1_134", "EX1_186", "CORE_EX1_186", "SW_411", "SW_412", "SW_413", "SW_417", "SW_418", "ONY_030"];
// "Immune while attacking" (Ramming Mount's Ram and its enchantment): as Gladiator's Longbow and Horn of Feasting's
// DINO_136e — Immune for each attack it makes, from its pre-attack step (removed in 2.6 h), damage to it prevented while
// it attacks before then.
const IMMUNE_WHILE_ATTACKING = [
  { on: "pre-attack", if: { source: "self" }, do: [{ type: "buff", to: "self", grants: ["IMMUNE"], whileAttacking: true }] },
  { on: "pre-damage", if: { target: { is: "self", attacking: true } }, do: [{ type: "changeDamage", set: 0 }] },
] as const satisfies CardDefinition["triggers"];

/** A Questline's progress for "Gain N Attack with your hero": the Attack each hero-attack event gives (w14/storm). */
const HERO_ATTACK_GAINED: NonNullable<CardDefinition["triggers"]>[number] = { on: "hero-attack", zone: "secret", if: { target: "friendly-hero" }, do: [{ type: "questProgress", amount: { event: "amount" } }] };
/** "(Upgrades when Traded!)": the card's deck trigger on its own trade (rules-notes 832). */
const TRADE_UPGRADE = { on: "trade" as const, zone: "deck" as const, if: { target: "self" as const }, do: [{ type: "improve" as const }] };

export const STORMWIND = (): CardDefinition[] => [
  // Fel Barrage: "Deal $2 damage to the lowest Health enemy, twice." Each hit picks the lowest Health enemy character as
  // it is then (a random one among ties; 3.5: not a mortally wounded one), its damage resolved before the next.
  { id: "SW_040", spell: [
    { type: "damage", amount: 2, to: { random: "enemy-characters", lowest: "health" } },
    { type: "damage", amount: 2, to: { random: "enemy-characters", lowest: "health" } },
  ] },

  // --- Demon Hunter ---
  // Chaos Leech: "Lifesteal. Deal $3 damage to a minion. Outcast: Deal $5 instead." (Lifesteal from the card data)
  { id: "SW_452", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }],
    outcast: [{ type: "damage", amount: 5, to: "target" }] },
  // Felgorger: "Battlecry: Draw a Fel spell. Reduce its Cost by (2)." (no Fel spell in the deck: nothing)
  { id: "SW_043", battlecry: [{ type: "draw", where: { type: "spell", spellSchool: "FEL" } }, { type: "buff", to: DRAWN, enchantment: "SW_043e" }] },
  { id: "SW_043e", buff: { cost: -2 } },
  // Metamorfin: "Taunt. Battlecry: If you've cast a Fel spell this turn, gain +2/+2."
  { id: "SW_451", battlecry: [{ type: "if", if: { playedThisTurn: "spell", spellSchool: "FEL", atLeast: 1 }, then: [{ type: "buff", to: "self", enchantment: "SW_451e" }] }] },
  { id: "SW_451e", buff: { attack: 2, health: 2 } },
  // Persistent Peddler: "Tradeable. Deathrattle: Summon a Persistent Peddler from your deck." (a random one of the deck's
  // copies, by name; none: nothing)
  { id: "SW_042", deathrattle: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", name: "Persistent Peddler" } }] },

  // --- Druid ---
  // Composting: "Give your minions 'Deathrattle: Draw a card.'"
  { id: "SW_437", spell: [{ type: "buff", to: "friendly-minions", enchantment: "SW_437e" }] },
  { id: "SW_437e", deathrattle: [{ type: "draw" }] },
  // Kodo Mount: "Give a minion +4/+2 and Rush. When it dies, summon a Kodo." (the enchantment's Deathrattle, for the
  // minion's controller; the Kodo SW_432t is a 4/2 with Rush)
  { id: "SW_432", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "SW_432e" }] },
  { id: "SW_432e", buff: { attack: 4, health: 2, grants: ["RUSH"] }, deathrattle: [{ type: "summon", card: "SW_432t" }] },
  // Sow the Soil: "Choose One - Give your minions +1 Attack; or Summon a 2/2 Treant."
  { id: "SW_422", chooseOne: [
    { card: "SW_422b", effects: [{ type: "buff", to: "friendly-minions", enchantment: "SW_422e" }] },
    { card: "SW_422a", requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "SW_422t" }] },
  ] },
  { id: "SW_422e", buff: { attack: 1 } },

  // --- Hunter ---
  // Defias Blastfisher: "Battlecry: Deal 2 damage to a random enemy. Repeat for each of your Beasts." (the Beasts counted
  // as the Battlecry starts; each hit picks anew, 3.5)
  { id: "DED_007", battlecry: [{ type: "repeat", times: { count: { all: "minions", side: "friendly", where: { race: "BEAST" } }, add: 1 },
    do: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] }] },
  // Imported Tarantula: "Tradeable. Deathrattle: Summon two 1/1 Spiders with Poisonous and Rush."
  { id: "SW_463", deathrattle: [{ type: "summon", card: "SW_463t", count: 2 }] },
  // Ramming Mount: "Give a minion +2/+2 and Immune while attacking. When it dies, summon a Ram." (the Ram SW_458t, a 2/2
  // "Immune while attacking")
  { id: "SW_458", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "SW_458e" }] },
  { id: "SW_458e", buff: { attack: 2, health: 2 }, triggers: [...IMMUNE_WHILE_ATTACKING], deathrattle: [{ type: "summon", card: "SW_458t" }] },
  { id: "SW_458t", triggers: [...IMMUNE_WHILE_ATTACKING] },
  // Rodent Nest: "Deathrattle: Summon five 1/1 Rats."
  { id: "SW_455", deathrattle: [{ type: "summon", card: "SW_455t", count: 5 }] },
  // Stormwind Piper: "After this minion attacks, give your Beasts +1/+1."
  { id: "SW_459", triggers: [{ on: "after-attack", if: { source: "self" }, do: [{ type: "buff", to: { all: "minions", side: "friendly", where: { race: "BEAST" } }, enchantment: "SW_459e" }] }] },
  { id: "SW_459e", buff: { attack: 1, health: 1 } },

  // --- Mage ---
  // Fire Sale: "Tradeable. Deal $3 damage to all minions."
  // (the card data gives it no TRADEABLE mechanic: the tag, as Heavy Plate's)
  { id: "SW_107", tags: { TRADEABLE: 1 }, spell: [{ type: "damage", amount: 3, to: "all-minions" }] },
  // First Flame: "Deal $2 damage to a minion. Add a Second Flame to your hand." (Second Flame SW_108t: "Deal $2 damage to
  // a minion.")
  { id: "SW_108", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "addCard", card: "SW_108t" }] },
  { id: "SW_108t", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" }] },
  // Sanctum Chandler: "After you cast a Fire spell, draw a spell." (the after-play step, 2.3)
  { id: "SW_111", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", spellSchool: "FIRE" } }, do: [{ type: "draw", where: { type: "spell" } }] }] },

  // --- Neutral ---
  // Battleground Battlemaster: "Adjacent minions have Windfury."
  { id: "SW_063", auras: [{ to: { adjacent: "self" }, buff: { grants: ["WINDFURY"] }, enchantment: "SW_063e" }] },
  { id: "SW_063e", buff: { grants: ["WINDFURY"] } },
  // City Architect: "Battlecry: Summon two 0/5 Castle Walls with Taunt."
  { id: "SW_076", battlecry: [{ type: "summon", card: "SW_076t", count: 2 }] },
  // Deeprun Engineer: "Battlecry: Discover a Mech. It costs (1) less."
  { id: "SW_059", battlecry: [{ type: "discover", from: { type: "MINION", race: "MECHANICAL", yourClass: true }, enchantment: "SW_059e" }] },
  { id: "SW_059e", buff: { cost: -1 } },
  // Florist: "At the end of your turn, reduce the Cost of a Nature spell in your hand by (1)." (a random one; none: nothing)
  { id: "SW_060", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "NATURE" } } }, enchantment: "SW_060t" }] }] },
  { id: "SW_060t", buff: { cost: -1 } },
  // Golakka Glutton: "Battlecry: Destroy a Beast and gain +1/+1." (Stuffed Belly DED_523e)
  { id: "DED_523", target: { type: "minion", where: { race: "BEAST" } }, battlecry: [{ type: "destroy", to: "target" }, { type: "buff", to: "self", enchantment: "DED_523e" }] },
  { id: "DED_523e", ...DED, name: "Stuffed Belly", buff: { attack: 1, health: 1 } },
  // Goldshire Gnoll: "Rush. Costs (1) less for each other card in your hand." (as Mountain Giant)
  { id: "SW_062", auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "hand", side: "friendly", where: { not: "self" } }, multiply: -1 } } }] },
  // Guild Trader: "Tradeable. Spell Damage +2." and Impatient Shopkeep: "Tradeable. Rush." — keywords only (the data gives
  // the Shopkeep no TRADEABLE mechanic: the tag).
  { id: "SW_061" },
  { id: "SW_055", tags: { TRADEABLE: 1 } },
  // Lion's Guard: "Battlecry: If you have 15 or less Health, gain +2/+4 and Taunt."
  { id: "SW_071", battlecry: [{ type: "if", if: { value: { stat: "health", of: "friendly-hero" }, atMost: 15 }, then: [{ type: "buff", to: "self", enchantment: "SW_071e" }] }] },
  { id: "SW_071e", buff: { attack: 2, health: 4, grants: ["TAUNT"] } },
  // Maddest Bomber: "Battlecry: Deal 12 damage randomly split among all other characters." (as Mad Bomber: one hit at a
  // time, each among the others not mortally wounded, 3.5)
  { id: "DED_521", battlecry: [{ type: "damage", amount: 1, to: { random: "all-other-characters", count: 12 } }] },
  // Mr. Smite: "Your Pirates have Charge." (himself too: he is a Pirate)
  { id: "DED_006", auras: [{ to: { all: "minions", side: "friendly", where: { race: "PIRATE" } }, buff: { grants: ["CHARGE"] }, enchantment: "DED_006e2" }] },
  { id: "DED_006e2", ...DED, name: "Charge", buff: { grants: ["CHARGE"] } },
  // Peasant: "At the start of your turn, draw a card."
  { id: "SW_319", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "draw" }] }] },
  // Spice Bread Baker: "Battlecry: Restore Health to your hero equal to your hand size." (read as it resolves)
  { id: "SW_056", battlecry: [{ type: "heal", amount: HAND_SIZE, to: "friendly-hero" }] },
  // Stockades Guard: "Battlecry: Give a friendly minion Taunt."
  { id: "SW_067", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", grants: ["TAUNT"] }] },
  // Stormwind Guard: "Taunt. Battlecry: Give adjacent minions +1/+1."
  { id: "SW_054", battlecry: [{ type: "buff", to: { adjacent: "self" }, enchantment: "SW_054e" }] },
  { id: "SW_054e", buff: { attack: 1, health: 1 } },
  // Stubborn Suspect: "Deathrattle: Summon a random 3-Cost minion."
  { id: "SW_006", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 3 } }] },
  // Traveling Merchant: "Tradeable. Battlecry: Gain +1/+1 for each other friendly minion you control."
  { id: "SW_307", battlecry: [{ type: "buff", to: "self", attack: { count: "other-friendly-minions" }, health: { count: "other-friendly-minions" }, enchantment: "SW_307e" }] },
  { id: "SW_307e" },
  // --- batch 2 ---
  // Crow's Nest Lookout: "Battlecry: Deal 2 damage to the left and right-most enemy minions." (as Flash Flood: a single
  // enemy minion is both ends, hit once)
  { id: "DED_507", battlecry: [{ type: "damage", amount: 2, to: { all: "minions", side: "enemy", where: { boardPlace: "outer" } } }] },
  // Two-Faced Investor: "At the end of your turn, reduce the Cost of a card in your hand by (1). (50% chance to increase.)"
  // (one roll, then a random card of your hand: up by 1 on a hit, else down by 1)
  { id: "SW_036", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "chance", percent: 50,
    then: [{ type: "buff", to: { random: { all: "hand", side: "friendly" } }, enchantment: "SW_036e2" }],
    else: [{ type: "buff", to: { random: { all: "hand", side: "friendly" } }, enchantment: "SW_036e" }] }] }] },
  { id: "SW_036e", buff: { cost: -1 } },
  { id: "SW_036e2", buff: { cost: 1 } },
  // Alliance Bannerman: "Battlecry: Draw a minion. Give minions in your hand +1/+1." (the drawn one too)
  { id: "SW_315", battlecry: [{ type: "draw", where: { type: "minion" } }, { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "SW_315e" }] },
  { id: "SW_315e", buff: { attack: 1, health: 1 } },
  // Catacomb Guard: "Lifesteal. Battlecry: Deal damage equal to this minion's Attack to an enemy minion."
  { id: "SW_317", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "damage", amount: { stat: "attack", of: "self" }, to: "target" }] },
  // City Tax: "Tradeable. Lifesteal. Deal $1 damage to all enemy minions."
  { id: "SW_046", spell: [{ type: "damage", amount: 1, to: "enemy-minions" }] },
  // First Blade of Wrynn: "Divine Shield. Battlecry: Gain Rush if this has at least 4 Attack." (its Attack as the
  // Battlecry resolves)
  { id: "SW_305", battlecry: [{ type: "if", if: { value: { stat: "attack", of: "self" }, atLeast: 4 }, then: [{ type: "buff", to: "self", grants: ["RUSH"] }] }] },
  // Shard of the Naaru: "Tradeable. Silence all enemy minions."
  { id: "SW_441", spell: [{ type: "silence", to: "enemy-minions" }] },
  // Psyfiend: "After you cast a Shadow spell, deal 2 damage to each hero." (the after-play step, 2.3)
  { id: "SW_445", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", spellSchool: "SHADOW" } }, do: [{ type: "damage", amount: 2, to: "all-heroes" }] }] },
  // Shadowcloth Needle: "After you cast a Shadow spell, deal 1 damage to all enemies. Lose 1 Durability."
  { id: "SW_012", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", spellSchool: "SHADOW" } },
    do: [{ type: "damage", amount: 1, to: "enemy-characters" }, { type: "loseDurability", amount: 1, to: "self" }] }] },
  // Defias Leper: "Battlecry: If you're holding a Shadow spell, deal 2 damage." (a target only while you hold one)
  { id: "DED_513", target: { type: "character", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "SHADOW" } } } },
    battlecry: [{ type: "damage", amount: 2, to: "target" }] },
  // Twilight Deceptor: "Battlecry: If any hero took damage this turn, draw a Shadow spell."
  { id: "SW_444", battlecry: [{ type: "if", if: { any: [{ heroDamagedThisTurn: true }, { heroDamagedThisTurn: true, side: "enemy" }] },
    then: [{ type: "draw", where: { type: "spell", spellSchool: "SHADOW" } }] }] },
  // SI:7 Extortion: "Tradeable. Deal $3 damage to an undamaged character."
  { id: "SW_412", target: { type: "character", where: { damaged: false } }, spell: [{ type: "damage", amount: 3, to: "target" }] },
  // SI:7 Operative: "Rush. After this attacks a minion, gain Stealth."
  { id: "SW_413", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion" } }], do: [{ type: "buff", to: "self", grants: ["STEALTH"] }] }] },
  // Auctionhouse Gavel: "After your hero attacks, reduce the Cost of a Battlecry minion in your hand by (1)." (a random one)
  { id: "SW_025", triggers: [{ on: "after-attack", if: { source: "friendly-hero" },
    do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", has: "battlecry" } } }, enchantment: "SW_025e" }] }] },
  { id: "SW_025e", buff: { cost: -1 } },
  // Granite Forgeborn: "Battlecry: Reduce the Cost of Elementals in your hand and deck by (1)."
  { id: "SW_032", battlecry: [
    { type: "buff", to: { all: "hand", side: "friendly", where: { race: "ELEMENTAL" } }, enchantment: "SW_032e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { race: "ELEMENTAL" } }, enchantment: "SW_032e" }] },
  { id: "SW_032e", buff: { cost: -1 } },
  // Investment Opportunity: "Draw an Overload card."
  { id: "SW_095", spell: [{ type: "draw", where: { has: "overload" } }] },
  // Spirit Alpha: "After you play a card with Overload, summon a 2/3 Spirit Wolf with Taunt." (EX1_tk11)
  { id: "SW_026", triggers: [{ on: "after-play", if: { target: { side: "friendly", has: "overload" } }, do: [{ type: "summon", card: "EX1_tk11" }] }] },
  // Tiny Toys: "Summon four random 5-Cost minions. Make them 2/2." (Tiny SW_034e sets them to 2/2)
  { id: "SW_034", requires: { space: "friendly-board" }, spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 5 }, count: 4 },
    { type: "buff", to: { all: "summoned" }, enchantment: "SW_034e" }] },
  { id: "SW_034e", buff: { setAttack: 2, setHealth: 2 } },
  // Anetheron: "Costs (1) if your hand is full." (10 cards, itself included)
  { id: "SW_092", auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { count: { all: "hand", side: "friendly" }, atLeast: 10 } }] },
  // Bloodbound Imp: "Whenever this attacks, deal 2 damage to your hero."
  { id: "SW_084", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "damage", amount: 2, to: "friendly-hero" }] }] },
  // Entitled Customer: "Battlecry: Deal damage equal to your hand size to all other minions." (read as it resolves)
  { id: "SW_089", battlecry: [{ type: "damage", amount: HAND_SIZE, to: "all-other-minions" }] },
  // Hullbreaker: "Battlecry and Deathrattle: Draw a spell. Your hero takes damage equal to its Cost." (no spell: nothing)
  { id: "DED_505", battlecry: [{ type: "draw", where: { type: "spell" } }, { type: "if", if: { count: { all: "drawn" }, atLeast: 1 },
    then: [{ type: "damage", amount: { stat: "cost", of: { all: "drawn" } }, to: "friendly-hero" }] }],
  deathrattle: [{ type: "draw", where: { type: "spell" } }, { type: "if", if: { count: { all: "drawn" }, atLeast: 1 },
    then: [{ type: "damage", amount: { stat: "cost", of: { all: "drawn" } }, to: "friendly-hero" }] }] },
  // Shady Bartender: "Tradeable. Battlecry: Give your Demons +2/+2."
  { id: "SW_086", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { race: "DEMON" } }, enchantment: "SW_086e" }] },
  { id: "SW_086e", buff: { attack: 2, health: 2 } },
  // Touch of the Nathrezim: "Deal $2 damage to a minion. If it dies, restore #3 Health to your hero." (it dies: mortally
  // wounded by the damage)
  { id: "SW_090", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "heal", amount: 3, to: "friendly-hero" }] }] },
  // Cowardly Grunt: "Deathrattle: Summon a minion from your deck." (a random one)
  { id: "SW_021", deathrattle: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } }] },
  // Defias Cannoneer: "After your hero attacks, deal 2 damage to a random enemy twice." (each hit picks anew, 3.5)
  { id: "DED_519", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [
    { type: "damage", amount: 2, to: { random: "enemy-characters" } }, { type: "damage", amount: 2, to: { random: "enemy-characters" } }] }] },
  // Harbor Scamp: "Battlecry: Draw a Pirate."
  { id: "SW_029", battlecry: [{ type: "draw", where: { race: "PIRATE" } }] },
  // Man the Cannons: "Deal $3 damage to a minion and $1 damage to all other minions."
  { id: "DED_518", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "damage", amount: 1, to: { from: "all-minions", except: "target" } }] },
  // Shiver Their Timbers!: "Deal $2 damage to a minion. If you control a Pirate, deal $5 instead."
  { id: "SW_027", target: { type: "minion" }, spell: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "PIRATE" } } },
    then: [{ type: "damage", amount: 5, to: "target" }], else: [{ type: "damage", amount: 2, to: "target" }] }] },
  // Stormwind Freebooter: "Battlecry: Give your hero +2 Attack this turn."
  { id: "SW_093", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "SW_093e" }] },
  { id: "SW_093e", buff: { attack: 2, oneTurn: true } },
  // Deepwater Evoker: "Battlecry: Draw a spell. Gain Armor equal to its Cost." (no spell: nothing)
  { id: "DED_516", battlecry: [{ type: "draw", where: { type: "spell" } }, { type: "armor", amount: { stat: "cost", of: { all: "drawn" } } }] },
  // Remote-Controlled Golem: "After this takes damage, shuffle two Golem Parts into your deck. When drawn, summon a 2/1
  // Mech." (Golem Parts SW_097t: "Casts When Drawn. Summon a 2/1 Damaged Golem", skele21)
  { id: "SW_097", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "shuffleIntoDeck", card: "SW_097t", count: 2 }] }] },
  { id: "SW_097t", castsWhenDrawn: true, spell: [{ type: "summon", card: "skele21" }] },
  // Garrote: "Deal $2 damage to the enemy hero. Shuffle 3 Bleeds into your deck that deal $2 more when drawn." (Bleed
  // SW_311t: "Casts When Drawn. Deal $2 damage to the enemy hero.")
  { id: "SW_311", spell: [{ type: "damage", amount: 2, to: "enemy-hero" }, { type: "shuffleIntoDeck", card: "SW_311t", count: 3 }] },
  { id: "SW_311t", castsWhenDrawn: true, spell: [{ type: "damage", amount: 2, to: "enemy-hero" }] },
  // Encumbered Pack Mule: "Taunt. When you draw this, add a copy of it to your hand." (its own draw trigger, first, 4.4)
  { id: "SW_306", triggers: [{ on: "draw", zone: "hand", priority: "first", if: { target: "self" }, do: [{ type: "addCard", copyOf: "self" }] }] },
  // --- batch 3 ---
  // Dreaded Mount: "Give a minion +1/+1. When it dies, summon an endless Dreadsteed." (SW_087e's Deathrattle summons Tamsin's
  // Dreadsteed SW_087t, whose own "Deathrattle: At the end of the turn, summon Tamsin's Dreadsteed." puts SW_087e2 — "Summon a
  // Dreadsteed at the end of the turn." — on its controller's hero: at that turn's end it summons a Dreadsteed and goes)
  { id: "SW_087", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "SW_087e" }] },
  { id: "SW_087e", buff: { attack: 1, health: 1 }, deathrattle: [{ type: "summon", card: "SW_087t" }] },
  { id: "SW_087t", deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "SW_087e2" }] },
  { id: "SW_087e2", triggers: [{ on: "turn-end", do: [{ type: "summon", card: "SW_087t" }, { type: "expire" }] }] },
  // Aimed Shot: "Deal $3 damage. Your next Hero Power deals 2 more damage." (SW_321e on the Hero Power: HEROPOWER_DAMAGE 2
  // until it is used; lead, session 12)
  { id: "SW_321", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "buff", to: "friendly-hero-power", enchantment: "SW_321e" }] },
  { id: "SW_321e", tags: { HEROPOWER_DAMAGE: 2 }, triggers: [{ on: "inspire", if: { source: "self" }, do: [{ type: "expire" }] }] },
  // Elwynn Boar: "Deathrattle: If you had 7 Elwynn Boars die this game, equip a 15/3 Sword of a Thousand Truths." (your
  // minions named Elwynn Boar in the death record, its own death counted, 4.10) The Sword SW_075t: "After your hero
  // attacks, destroy your opponent's Mana Crystals." (all of them)
  { id: "SW_075", deathrattle: [{ type: "if", if: { value: { died: "minions", name: "Elwynn Boar" }, atLeast: 7 }, then: [{ type: "equipWeapon", card: "SW_075t" }] }] },
  { id: "SW_075t", triggers: [{ on: "after-attack", if: { source: "friendly-hero" },
    do: [{ type: "manaCrystals", amount: { mana: "crystals", side: "enemy", multiply: -1 }, player: "enemy" }] }] },
  // Lothar: "At the end of your turn, attack a random enemy minion. If it dies, gain +3/+3." (a forced attack, 2.6; "it
  // dies": the defender mortally wounded after the attack)
  { id: "SW_024", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "group", of: { random: "enemy-minions" }, do: [
    { type: "forceAttack", attacker: "self", defender: "group" },
    { type: "if", if: { exists: { all: "group", where: { mortallyWounded: true } } }, then: [{ type: "buff", to: "self", enchantment: "SW_024e" }] }] }] }] },
  { id: "SW_024e", buff: { attack: 3, health: 3 } },
  // Hot Streak: "Your next Fire spell this turn costs (2) less." (a one-turn cost state used up by a Fire spell, as Preparation)
  { id: "SW_462", spell: [{ type: "buff", to: "friendly-hero", enchantment: "SW_462e" }] },
  { id: "SW_462e", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "FIRE" } }, buff: { cost: -2 } }],
    consumedBy: { type: "spell", spellSchool: "FIRE" } },
  // SI:7 Skulker: "Stealth. Battlecry: The next card you draw costs (1) less." (SW_418e2 on your hero until your next draw:
  // that card gets SW_418e)
  { id: "SW_418", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "SW_418e2" }] },
  { id: "SW_418e2", triggers: [{ on: "draw", if: { player: "friendly" }, do: [{ type: "buff", to: "event-target", enchantment: "SW_418e" }, { type: "expire" }] }] },
  { id: "SW_418e", buff: { cost: -1 } },
  // Sigil of Alacrity: "At the start of your next turn, draw a card and reduce its Cost by (1)." A Sigil (rules-notes 242, as
  // Sigil of the Seas): it waits in the secret zone until its player's next turn starts, then is destroyed
  { id: "SW_041", lasts: { turns: 2 }, triggers: [{ on: "turn-start", zone: "secret", if: { turn: "own" },
    do: [{ type: "draw" }, { type: "buff", to: DRAWN, enchantment: "SW_041e2" }, { type: "destroy", to: "self" }] }] },
  { id: "SW_041e2", buff: { cost: -1 } },
  // Stockades Prisoner: "Starts Dormant. After you play 3 cards, this awakens." (each card you play after it counts, in the
  // after-play step, on the minion's improvements; the third awakens it)
  { id: "SW_077", dormant: true, triggers: [{ on: "after-play", if: { target: { side: "friendly" } }, whileDormant: true, do: [
    { type: "improve" },
    { type: "if", if: { value: { stat: "improvements", of: "self" }, atLeast: 3 }, then: [{ type: "awaken", to: "self" }] }] }] },
  // Oracle of Elune: "After you play a minion that costs (2) or less, summon a copy of it." (the Cost it was played for,
  // 2.2; a copy per 4.8, right of the Oracle)
  { id: "SW_419", triggers: [{ on: "after-play", if: { any: [
    { target: { side: "friendly", type: "minion", playedCost: 0 } }, { target: { side: "friendly", type: "minion", playedCost: 1 } },
    { target: { side: "friendly", type: "minion", playedCost: 2 } }] }, do: [{ type: "summonCopy", of: "event-target", copyState: true }] }] },
  // Nobleman: "Battlecry: Create a Golden copy of a random card in your hand." (Golden is the card's look only: a copy of
  // the card)
  { id: "SW_074", battlecry: [{ type: "addCard", copyOf: { random: { all: "hand", side: "friendly" } } }] },
  // Varian, King of Stormwind: "Battlecry: Draw a Rush minion to gain Rush. Repeat for Taunt and Divine Shield." (each
  // keyword gained only if a minion with it was drawn)
  { id: "SW_081", battlecry: [
    { type: "draw", where: { type: "minion", tag: "RUSH" } },
    { type: "if", if: { count: { all: "drawn" }, atLeast: 1 }, then: [{ type: "buff", to: "self", grants: ["RUSH"] }] },
    { type: "draw", where: { type: "minion", tag: "TAUNT" } },
    { type: "if", if: { count: { all: "drawn" }, atLeast: 1 }, then: [{ type: "buff", to: "self", grants: ["TAUNT"] }] },
    { type: "draw", where: { type: "minion", tag: "DIVINE_SHIELD" } },
    { type: "if", if: { count: { all: "drawn" }, atLeast: 1 }, then: [{ type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }] }] },
  // --- batch 4 ---
  // Noble Mount: "Give a minion +1/+1 and Divine Shield. When it dies, summon a Warhorse." (the Warhorse SW_316t, a 1/1
  // with Divine Shield)
  { id: "SW_316", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "SW_316e" }] },
  { id: "SW_316e", buff: { attack: 1, health: 1, grants: ["DIVINE_SHIELD"] }, deathrattle: [{ type: "summon", card: "SW_316t" }] },
  // Elekk Mount: "Give a minion +4/+7 and Taunt. When it dies, summon an Elekk." (the Elekk SW_443t, a 4/7 with Taunt)
  { id: "SW_443", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "SW_443e" }] },
  { id: "SW_443e", buff: { attack: 4, health: 7, grants: ["TAUNT"] }, deathrattle: [{ type: "summon", card: "SW_443t" }] },
  // Lightbringer's Hammer: "Lifesteal. Can't attack heroes." (while it is equipped its hero has the game's
  // CANNOT_ATTACK_HEROES, as Air Support's enchantment grants it)
  { id: "SW_314", auras: [{ to: "friendly-hero", buff: { grants: ["CANNOT_ATTACK_HEROES"] } }] },
  // Package Runner: "Can only attack if you have at least 8 cards in hand." (Can't Attack while your hand has 7 or fewer)
  { id: "SW_057", auras: [{ to: "self", buff: { grants: ["CANT_ATTACK"] }, if: { not: { count: { all: "hand", side: "friendly" }, atLeast: 8 } } }] },
  // Voidtouched Attendant: "Both heroes take one extra damage from all sources." (a pre-damage change, 4.9 step 4, as
  // Selfless Protector's "one extra damage")
  { id: "SW_446", triggers: [{ on: "pre-damage", if: { target: { type: "hero" } }, do: [{ type: "changeDamage", add: 1 }] }] },
  // --- SI:7 ---
  // SI:7 Assassin: "Costs (1) less for each SI:7 card you've played this game. Combo: Destroy an enemy minion." (its target
  // as SI:7 Agent's)
  { id: "SW_417", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "card", cards: SI7_CARDS, multiply: -1 } } }],
    target: { type: "minion", side: "enemy" }, combo: [{ type: "destroy", to: "target" }] },
  // SI:7 Informant: "Battlecry: Gain +1/+1 for each other SI:7 card you've played this game." (its own play left out; SW_411e's +1/+1 once for each)
  { id: "SW_411", battlecry: [{ type: "repeat", times: { playedThisGame: "card", cards: SI7_CARDS, add: -1 }, do: [{ type: "buff", to: "self", enchantment: "SW_411e" }] }] },
  { id: "SW_411e", buff: { attack: 1, health: 1 } },
  // --- w10/mech: Questlines (`quest.next`, rules-notes 931) ---
  // Command the Elements: "Questline: Play 3 cards with Overload. Reward: Unlock your Overloaded Mana Crystals." → "… Reward:
  // Summon a 3/3 Elemental with Taunt." → "Play 2 cards with Overload. Reward: Stormcaller Bru'kan." (a card played with
  // Overload, after-play: one that died in its Battlecry counts, a countered one not — rules-notes 64)
  { id: "SW_031", quest: { total: 3, reward: [{ type: "unlockOverload" }], next: "SW_031t" }, triggers: [OVERLOAD_PLAYED] },
  { id: "SW_031t", quest: { total: 3, reward: [{ type: "summon", card: "SW_031t8" }], next: "SW_031t2" }, triggers: [OVERLOAD_PLAYED] },
  { id: "SW_031t2", quest: { total: 2, reward: [{ type: "addCard", card: "SW_031t7" }] }, triggers: [OVERLOAD_PLAYED] },
  // The reward's 3/3 Elemental "with Taunt" (the data gives its text, not the mechanic).
  { id: "SW_031t8", tags: { TAUNT: 1 } },
  // Stormcaller Bru'kan: "Battlecry: For the rest of the game, your spells cast twice." (a player state on the hero, SW_031t7e)
  { id: "SW_031t7", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "SW_031t7e" }] },
  { id: "SW_031t7e", auras: [{ rule: "spells-twice" }] },
  // Seek Guidance: "Questline: Play a 2, 3, and 4-Cost card. Reward: Discover a card from your deck." → "Play a 5 and 6-Cost
  // card …" → "Play a 7 and 8-Cost card. Reward: Xyrella, the Sanctified." (each Cost once: one `once` trigger each, the Cost
  // a card was played for, as The Food Chain's Attack and The Marsh Queen's Cost)
  { id: "SW_433", quest: { total: 3, reward: [{ type: "discover", from: "deck" }], next: "SW_433t" }, triggers: [2, 3, 4].map(costPlayed) },
  { id: "SW_433t", quest: { total: 2, reward: [{ type: "discover", from: "deck" }], next: "SW_433t2" }, triggers: [5, 6].map(costPlayed) },
  { id: "SW_433t2", quest: { total: 2, reward: [{ type: "addCard", card: "SW_433t3" }] }, triggers: [7, 8].map(costPlayed) },
  // Xyrella, the Sanctified: "Taunt Battlecry: Shuffle the Purified Shard into your deck." (Taunt from its text: the data lacks the mechanic)
  { id: "SW_433t3", tags: { TAUNT: 1 }, battlecry: [{ type: "shuffleIntoDeck", card: "SW_433t3a" }] },
  // The Purified Shard: "Destroy the enemy hero."
  { id: "SW_433t3a", spell: [{ type: "destroy", to: "enemy-hero" }] },
  // Sorcerer's Gambit: "Questline: Cast a Fire, Frost, and Arcane spell. Reward: Draw a spell." → "… Reward: Discover one."
  // (zhCN: 发现上述派系中的一张法术牌, a spell of those schools) → "… Reward: Arcanist Dawngrasp." (each school once)
  { id: "SW_450", quest: { total: 3, reward: [{ type: "draw", where: { type: "spell" } }], next: "SW_450t" }, triggers: GAMBIT_SCHOOLS.map(schoolCast) },
  { id: "SW_450t", quest: { total: 3, reward: [{ type: "discover", from: { type: "SPELL", spellSchoolAny: GAMBIT_SCHOOLS, yourClass: true } }], next: "SW_450t2" }, triggers: GAMBIT_SCHOOLS.map(schoolCast) },
  { id: "SW_450t2", quest: { total: 3, reward: [{ type: "addCard", card: "SW_450t4" }] }, triggers: GAMBIT_SCHOOLS.map(schoolCast) },
  // Arcanist Dawngrasp: "Battlecry: For the rest of the game, you have Spell Damage +3." (SW_450t4e on the hero)
  { id: "SW_450t4", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "SW_450t4e" }] },
  { id: "SW_450t4e", spellDamage: 3 },
  // The Demon Seed: "Questline: Take 12 damage on your turns. Reward: Lifesteal. Deal $3 damage to the enemy hero." (twice) →
  // "… Reward: Blightborn Tamsin." (the damage your hero takes on your turns, armor absorbed included, adds its amount; the
  // reward's damage has the part's Lifesteal — SW_091t's is only in its text)
  { id: "SW_091", quest: { total: 12, reward: [{ type: "damage", amount: 3, to: "enemy-hero" }], next: "SW_091t" }, triggers: [DAMAGE_TAKEN] },
  { id: "SW_091t", tags: { LIFESTEAL: 1 }, quest: { total: 12, reward: [{ type: "damage", amount: 3, to: "enemy-hero" }], next: "SW_091t3" }, triggers: [DAMAGE_TAKEN] },
  { id: "SW_091t3", quest: { total: 12, reward: [{ type: "addCard", card: "SW_091t4" }] }, triggers: [DAMAGE_TAKEN] },
  // Blightborn Tamsin: "Battlecry: For the rest of the game, damage you take on your turn damages your opponent instead."
  // (SW_091t5 on the hero: a pre-damage trigger of the first priority moving the damage to the enemy hero, as Mistress of Pain's kin)
  { id: "SW_091t4", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "SW_091t5" }] },
  { id: "SW_091t5", triggers: [{ on: "pre-damage", priority: "first", if: [{ target: "self" }, { turn: "own" }], do: [{ type: "redirectDamage", to: "enemy-hero" }] }] },
  // Entrapped Sorceress: "Battlecry: If you control a Quest, Discover a spell." (a Quest: a quest or Questline part in your
  // secret zone, not a Sidequest — the filter `has: "quest"`, rules-notes 935)
  { id: "SW_400", battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { has: "quest" } } }, then: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] }] },
  // ---- w11/storm (rules-notes 1101) ----
  // Provoke: "Tradeable. Choose a friendly minion. Enemy minions attack it." (each enemy minion in order of play, one forced
  // attack after another; one dead or the target gone ends the rest, 2.6 d)
  { id: "SW_023", tags: { TRADEABLE: 1 }, target: { type: "minion", side: "friendly" }, spell: [{ type: "forceAttack", attacker: "enemy-minions", defender: "target" }] },
  // Amulet of Undying: "Tradeable. Resurrect 1 friendly Deathrattle minion. (Upgrades when Traded!)" (each trade: +1)
  { id: "DED_512", tags: { TRADEABLE: 1 }, triggers: [TRADE_UPGRADE], spell: [{ type: "resurrect", count: { stat: "improvements", of: "self", add: 1 }, where: { deathrattle: true } }] },
  // Blacksmithing Hammer: "Tradeable. After you Trade this, gain +2 Durability." (the card in the deck keeps it, 4.8)
  { id: "DED_527", tags: { TRADEABLE: 1 }, triggers: [{ on: "trade", zone: "deck", if: { target: "self" }, do: [{ type: "buff", to: "self", enchantment: "DED_527e" }] }] },
  // inferred from Blacksmithing Hammer's text
  { id: "DED_527e", type: "ENCHANTMENT", inferred: true, set: "STORMWIND", cardClass: "WARRIOR", name: "Blacksmithing", buff: { health: 2 } },
  // Blackwater Cutlass: "Tradeable. After you Trade this, reduce the Cost of a spell in your hand by (1)." (a random one: no
  // choice is made in a trade; before the trade's draw, so not the card it draws)
  { id: "DED_004", tags: { TRADEABLE: 1 }, triggers: [{ on: "trade", zone: "deck", if: { target: "self" },
    do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "spell" } } }, enchantment: "DED_004e" }] }] },
  // inferred from Blackwater Cutlass's text
  { id: "DED_004e", type: "ENCHANTMENT", inferred: true, set: "STORMWIND", cardClass: "ROGUE", name: "Blackwater Treasure", buff: { cost: -1 } },
  // Doggie Biscuit: "Tradeable. Give a minion +2/+3. After you Trade this, give a friendly minion Rush." (a random one)
  { id: "DED_009", tags: { TRADEABLE: 1 }, target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "DED_009e" }],
    triggers: [{ on: "trade", zone: "deck", if: { target: "self" }, do: [{ type: "buff", to: { random: "friendly-minions" }, grants: ["RUSH"] }] }] },
  // inferred from Doggie Biscuit's text
  { id: "DED_009e", type: "ENCHANTMENT", inferred: true, set: "STORMWIND", cardClass: "HUNTER", name: "Good Doggie", buff: { attack: 2, health: 3 } },
  // Shadowblade Slinger: "Battlecry: If you've taken damage this turn, deal that much to an enemy minion." (a target only
  // while it holds, as Blackwing Corruptor's; the damage your hero took this turn, read as the Battlecry resolves)
  { id: "DED_503", target: { type: "minion", side: "enemy", if: { heroDamagedThisTurn: true } },
    battlecry: [{ type: "damage", amount: { heroDamaged: "amountThisTurn" }, to: "target" }] },
  // Northshire Farmer: "Battlecry: Choose a friendly Beast. Shuffle three 3/3 copies into your deck." (copies of the card:
  // from play to the deck a copy keeps no state, 4.8; each then set to 3/3 by SW_064e)
  { id: "SW_064", target: { type: "minion", side: "friendly", where: { race: "BEAST" } },
    battlecry: [{ type: "shuffleIntoDeck", copyOf: "target", count: 3 }, { type: "buff", to: { all: "shuffled" }, enchantment: "SW_064e" }] },
  { id: "SW_064e", buff: { setAttack: 3, setHealth: 3 } },
  // Ignite: "Deal $2 damage. Shuffle an Ignite into your deck that deals one more damage." (the new Ignite counts one more
  // improvement than this one: each deals 2 more than its count)
  { id: "SW_110", target: { type: "character" }, spell: [{ type: "damage", amount: { stat: "improvements", of: "self", add: 2 }, to: "target" },
    { type: "shuffleIntoDeck", card: "SW_110" },
    { type: "repeat", times: { stat: "improvements", of: "self", add: 1 }, do: [{ type: "improve", to: { all: "shuffled" } }] }] },
  // Mailbox Dancer: "Battlecry: Add a Coin to your hand. Deathrattle: Give your opponent one." (The Coin, GAME_005, as the
  // library's other Coin makers: Licensed Adventurer, rules-notes 935; the data's SW_COIN1/2 are the set's first-turn Coins)
  { id: "SW_070", battlecry: [{ type: "addCard", card: "GAME_005" }], deathrattle: [{ type: "addCard", card: "GAME_005", player: "enemy" }] },
  // Loan Shark: "Battlecry: Give your opponent a Coin. Deathrattle: You get two."
  { id: "SW_434", battlecry: [{ type: "addCard", card: "GAME_005", player: "enemy" }], deathrattle: [{ type: "addCard", card: "GAME_005", count: 2 }] },
  // Clumsy Courier: "Battlecry: Cast the highest Cost spell from your hand." (its Cost now, a random one among ties; cast, not
  // played — random target, no Combo — one with no valid target stays in hand: castSpell from: hand, rules-notes 1101)
  { id: "SW_109", battlecry: [{ type: "castSpell", from: "hand", highest: "cost" }] },

  // --- Session 12 (w12/storm) ---
  // Highlord Fordragon: "Divine Shield. After a friendly minion loses Divine Shield, give a minion in your hand +5/+5." (the
  // `divine-shield` event: a shield broken by a hit or taken by an effect, its own included; a random minion card in hand,
  // none: nothing; rules-notes 1300)
  { id: "SW_047", triggers: [{ on: "divine-shield", if: { target: "friendly-minion" },
    do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "SW_047e" }] }] },
  { id: "SW_047e", buff: { attack: 5, health: 5 } },
  // Prismatic Jewel Kit: "After a friendly minion loses Divine Shield, give minions in your hand +1/+1. Lose 1 Durability."
  { id: "SW_048", triggers: [{ on: "divine-shield", if: { target: "friendly-minion" },
    do: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "SW_048e" }, { type: "loseDurability", amount: 1, to: "self" }] }] },
  { id: "SW_048e", buff: { attack: 1, health: 1 } },
  // Irebound Brute: "Taunt. Costs (1) less for each card drawn this turn." (your draws this turn, as Argunite Golem reads them)
  { id: "SW_037", auras: [{ to: "self", zone: "hand", buff: { cost: { drawn: "thisTurn", multiply: -1 } } }] },
  // Lion's Frenzy: "Has Attack equal to the number of cards you've drawn this turn." (a 0-Attack weapon: +1 for each)
  { id: "SW_454", auras: [{ to: "self", buff: { attack: { drawn: "thisTurn" } } }] },
  // Multicaster: "Battlecry: Draw a card for each different spell school you've cast this game." (spells played from hand,
  // the record's schools, as Wisdom of Norgannon reads them)
  { id: "DED_524", battlecry: [{ type: "draw", count: { playedThisGame: "spell", read: "spellSchools" } }] },
  // Counterfeit Blade: "Battlecry: Get a copy of a random friendly Deathrattle minion that died this game." (a new card of the
  // dead minion's card, as printed, from the death record: resurrect into hand)
  { id: "SW_310", battlecry: [{ type: "resurrect", into: "hand", where: { deathrattle: true } }] },
  // Monstrous Parrot: "Battlecry: Get a copy of the last friendly Deathrattle minion that died."
  { id: "DED_008", battlecry: [{ type: "resurrect", into: "hand", last: true, where: { deathrattle: true } }] },
  // Copycat: "Battlecry: Add a copy of the next card your opponent plays to your hand." (a state on your hero, DED_514e, that
  // answers the opponent's next play as it is played and then goes)
  { id: "DED_514", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "DED_514e" }] },
  // inferred from Copycat's text
  { id: "DED_514e", type: "ENCHANTMENT", inferred: true, set: "STORMWIND", cardClass: "PRIEST", name: "Copycat",
    triggers: [{ on: "play", if: { target: "enemy" }, do: [{ type: "addCard", copyOf: "event-target" }, { type: "expire" }] }] },
  // Prestor's Pyromancer: "Battlecry: Your next Fire spell has Spell Damage +2." (a state on your hero, SW_112e: as your next
  // Fire spell is played it gets Spell Damage +2 of its own, SW_112e2 — a spell's own Spell Damage — and the state goes)
  { id: "SW_112", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "SW_112e" }] },
  { id: "SW_112e", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell", spellSchool: "FIRE" } },
    do: [{ type: "buff", to: "event-target", enchantment: "SW_112e2" }, { type: "expire" }] }] },
  { id: "SW_112e2", spellDamage: 2 },
  // Suckerhook: "At the end of your turn, transform your weapon into one that costs (1) more." (a random weapon of any class
  // whose Cost is your weapon's Cost + 1; none of that Cost, or no weapon: nothing)
  { id: "DED_511", triggers: [{ on: "turn-end", if: { turn: "own" },
    do: [{ type: "transform", to: "friendly-weapon", pool: { type: "WEAPON", cost: { stat: "cost", of: "each", add: 1 } } }] }] },
  // Need for Greed: "Tradeable. Draw 3 cards. If drawn this turn, this costs (3)." (the condition drawnThisTurn: a draw put it
  // into your hand this turn, not one created or returned there; rules-notes 1302)
  { id: "DED_506", spell: [{ type: "draw", count: 3 }], auras: [{ to: "self", zone: "hand", buff: { setCost: 3 }, if: { drawnThisTurn: true } }] },
  // Enthusiastic Banker: "At the end of your turn, store a card from your deck. Deathrattle: Add the stored cards to your
  // hand." (a random card of your deck set aside, kept by the Banker — `absorb`, as Hungering Ancient eats; its Deathrattle
  // gives the kept cards back, in the order stored; an empty deck stores nothing)
  { id: "SW_069", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "absorb", to: { random: { all: "deck", side: "friendly" } } }] }],
    deathrattle: [{ type: "returnToHand", from: "kept", to: { all: "kept" } }] },
  // Charged Call: "Discover a 1-Cost minion and summon it. (Upgraded for each Overload card you played this game!)" (the
  // Cost is 1 more for each card with Overload you played this game, read as it resolves; your class's and neutral minions)
  { id: "SW_035", spell: [{ type: "discover", from: { type: "MINION", cost: { playedThisGame: "card", mechanic: "OVERLOAD", add: 1 }, yourClass: true }, into: "play" }] },
  // Irebound Brute's enchantment "Costs (1) less." (the Brute's own aura gives the discount; loaded from a snapshot it is one less)
  { id: "SW_037e", buff: { cost: -1 } },
  // Enthusiastic Banker's label "Storing {0}." (the stored cards are kept by the Banker, `absorb`; nothing attaches this label)
  { id: "SW_069e" },
  // --- w13/storm (rules-notes 1520-1539) ---
  // Jace Darkweaver: "Battlecry: Cast all Fel spells you've played this game (targets enemies if possible)." (each a new
  // copy, in the order played, cast as `castSpell` casts: random targets, enemies first: rules-notes 1524)
  { id: "SW_044", battlecry: [{ type: "replay", played: { type: "spell", spellSchool: "FEL" }, preferEnemies: true }] },
  // Grey Sage Parrot: "Battlecry: Repeat the last spell you've cast that costs (6) or more." (what was paid for it, as the
  // record keeps it; cast with random targets: rules-notes 1524)
  { id: "DED_515", battlecry: [{ type: "replay", played: { type: "spell", costAtLeast: 6 }, last: true }] },
  // Darkbishop Benedictus: "Start of Game: If the spells in your deck are all Shadow, enter Shadowform." (as the game
  // starts, from hand or deck: no spell of your deck without the Shadow school — none at all holds too — and your Hero Power
  // becomes Shadowform's Mind Spike, EX1_625t: rules-notes 1525)
  { id: "SW_448", startOfGame: [{ type: "if", if: { value: { count: { all: "deck", side: "friendly", where: { type: "spell" } },
    add: { count: { all: "deck", side: "friendly", where: { type: "spell", spellSchool: "SHADOW" } }, multiply: -1 } }, atMost: 0 },
  then: [{ type: "replaceHeroPower", heroPower: "EX1_625t" }] }] },
  // Cheesemonger: "Whenever your opponent casts a spell, add a random spell with the same Cost to your hand." (the enemy
  // spell's play event, as Trade Prince Gallywix's; "the same Cost" is what it was played for, 2.2: rules-notes 1528)
  { id: "SW_073", triggers: [{ on: "play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "addCard", pool: { type: "SPELL", cost: { stat: "playedCost", of: "event-target" } } }] }] },
  // Wealth Redistributor: "Taunt. Battlecry: Swap the Attack of the highest and lowest Attack minion." (any side, itself
  // included; ties a random one, 3.5; the same minion both — all of one Attack — nothing: rules-notes 1528)
  { id: "DED_500", battlecry: [{ type: "swapStats", of: { random: "all-minions", highest: "attack" }, with: { random: "all-minions", lowest: "attack" }, stat: "attack", enchantment: "DED_500e" }] },
  { id: "DED_500e", type: "ENCHANTMENT", inferred: true, set: "STORMWIND", name: "Redistributed", cardClass: "PALADIN" },
  // Leatherworking Kit: "After three friendly Beasts die, draw a Beast and give it +1/+1. Lose 1 Durability." (its counter,
  // the card's number, counts each friendly Beast's death; every third acts: rules-notes 1531)
  { id: "SW_457", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion", race: "BEAST" } }, do: [{ type: "addNumber" },
    { type: "if", if: { value: { stat: "number", of: "self", mod: 3 }, atMost: 0 }, then: [
      { type: "draw", where: { type: "minion", race: "BEAST" }, enchantment: "SW_457e" }, { type: "loseDurability", amount: 1, to: "self" }] }] }] },
  { id: "SW_457e", buff: { attack: 1, health: 1 } },
  // Runed Mithril Rod: "After you draw 4 cards, reduce the Cost of cards in your hand by (1). Lose 1 Durability." (every
  // fourth card you draw while it is equipped: rules-notes 1531)
  { id: "SW_003", triggers: [{ on: "draw", if: { player: "friendly" }, do: [{ type: "addNumber" },
    { type: "if", if: { value: { stat: "number", of: "self", mod: 4 }, atMost: 0 }, then: [
      { type: "buff", to: { all: "hand", side: "friendly" }, enchantment: "SW_003e" }, { type: "loseDurability", amount: 1, to: "self" }] }] }] },
  { id: "SW_003e", buff: { cost: -1 } },
  // --- Session 14 (w14/storm; rules-notes 1720-1739) ---
  // Cookie the Cook: "Lifesteal Deathrattle: Equip a 2/3 Stirring Rod with Lifesteal." (the Rod's Cost, 3, from the game
  // client's card header for DED_522t, "MAJ=SHAMAN|COST=3|ATK=2|HP=3"; the rest from the text: rules-notes 1720)
  { id: "DED_522", deathrattle: [{ type: "equipWeapon", card: "DED_522t" }] },
  // inferred from Cookie the Cook's text (its Cost from the client's card header)
  { id: "DED_522t", type: "WEAPON", inferred: true, set: "STORMWIND", cardClass: "SHAMAN", name: "Cookie's Stirring Rod", cost: 3, attack: 2, durability: 3, tags: { LIFESTEAL: 1 } },
  // Druid of the Reef: "Choose One - Transform into a 3/1 Shark with Rush; or a 1/3 Turtle with Taunt." Both (Fandral): the
  // game's combined form DED_001c, a 3/3 Beast with Rush and Taunt. The option cards and forms are the client's card
  // headers (DED_001a/at 1-Cost 3/1 Beasts, DED_001b/bt 1-Cost 1/3 Beasts, DED_001c 1-Cost 3/3 Beast: rules-notes 1720).
  { id: "DED_001", chooseOne: [
    { card: "DED_001a", effects: [{ type: "transform", to: "self", card: "DED_001at" }] },
    { card: "DED_001b", effects: [{ type: "transform", to: "self", card: "DED_001bt" }] },
  ], chooseBoth: { card: "DED_001c", effects: [{ type: "transform", to: "self", card: "DED_001c" }] } },
  // inferred from Druid of the Reef's text (Costs and types from the client's card headers)
  { id: "DED_001a", type: "MINION", inferred: true, set: "STORMWIND", cardClass: "DRUID", name: "Shark Form", cost: 1, attack: 3, health: 1, races: ["BEAST"], tags: { RUSH: 1 } },
  { id: "DED_001at", type: "MINION", inferred: true, set: "STORMWIND", cardClass: "DRUID", name: "Druid of the Reef", cost: 1, attack: 3, health: 1, races: ["BEAST"], tags: { RUSH: 1 } },
  { id: "DED_001b", type: "MINION", inferred: true, set: "STORMWIND", cardClass: "DRUID", name: "Sea Turtle Form", cost: 1, attack: 1, health: 3, races: ["BEAST"], tags: { TAUNT: 1 } },
  { id: "DED_001bt", type: "MINION", inferred: true, set: "STORMWIND", cardClass: "DRUID", name: "Druid of the Reef", cost: 1, attack: 1, health: 3, races: ["BEAST"], tags: { TAUNT: 1 } },
  { id: "DED_001c", type: "MINION", inferred: true, set: "STORMWIND", cardClass: "DRUID", name: "Druid of the Reef", cost: 1, attack: 3, health: 3, races: ["BEAST"], tags: { RUSH: 1, TAUNT: 1 } },
  // Arcane Overflow: "Deal $8 damage to an enemy minion. Summon a Remnant with stats equal to the excess damage." (the
  // excess is the damage beyond the minion's Health, `dealt: excess`; none, no Remnant. The Remnant is the game's
  // DED_517t, a 1-Cost 1/1 Elemental in the client's card header, summoned with its Attack and Health set: rules-notes 1721)
  { id: "DED_517", target: { type: "minion", side: "enemy" }, spell: [{ type: "damage", amount: 8, to: "target" },
    { type: "if", if: { value: { dealt: "excess" }, atLeast: 1 }, then: [
      { type: "summon", card: "DED_517t", setAttack: { dealt: "excess" }, setHealth: { dealt: "excess" } }] }] },
  // inferred from Arcane Overflow's text (Cost, stats and type from the client's card header)
  { id: "DED_517t", type: "MINION", inferred: true, set: "STORMWIND", cardClass: "MAGE", name: "Arcane Remnant", cost: 1, attack: 1, health: 1, races: ["ELEMENTAL"] },
  // Rats of Extraordinary Size: "Summon seven 1/1 Rats. Any that can't fit on the battlefield go to your hand with +4/+4."
  // (the Rat is Rodent Nest's SW_455t, as the game makes it — Firestone's created-card table; each Rat not summoned is a
  // Rat added to your hand with SW_320e: rules-notes 1722)
  { id: "SW_320", spell: [{ type: "summon", card: "SW_455t", count: 7 },
    { type: "repeat", times: { count: { all: "summoned" }, multiply: -1, add: 7 }, do: [{ type: "addCard", card: "SW_455t", enchantment: "SW_320e" }] }] },
  { id: "SW_320e", buff: { attack: 4, health: 4 } },
  // Grand Magus Antonidas: "Battlecry: If you've cast a Fire spell on each of your last three turns, cast 3 Fireballs at
  // random enemies." (three turns in a row with a Fire spell, the turn in progress counted once it has one — the record's
  // `turnsInARow`, rules-notes 1440; each Fireball cast at a random enemy character: rules-notes 1723)
  { id: "SW_113", battlecry: [{ type: "if", if: { value: { playedThisGame: "spell", spellSchool: "FIRE", read: "turnsInARow" }, atLeast: 3 },
    then: [{ type: "castSpell", pool: ["CS2_029"], count: 3, preferEnemies: true }] }] },
  // Overdraft: "Tradeable Unlock your Overloaded Mana Crystals to deal that much damage." (those locked this turn and those
  // owed for the next, Thorim's `unlockedNow`; a character target, as the game's REQ_TARGET_TO_PLAY: rules-notes 1723)
  { id: "SW_114", target: { type: "character" }, spell: [{ type: "unlockOverload" }, { type: "damage", amount: { overload: "unlockedNow" }, to: "target" }] },
  // Sketchy Information: "Draw a Deathrattle card that costs (4) or less. Trigger its Deathrattle." (the card drawn, in your
  // hand: its Deathrattle resolves there — `triggerDeathrattle` `inHand`; none drawn, or burned by a full hand, nothing:
  // rules-notes 1728)
  { id: "SW_405", spell: [{ type: "draw", where: { has: "deathrattle", maxCost: 4 } }, { type: "triggerDeathrattle", to: { all: "drawn", where: { zone: "hand" } }, inHand: true }] },
  // Call of the Grave: "Discover a Deathrattle minion. If you have enough Mana to play it, trigger its Deathrattle." (its
  // Cost in hand now at most your Mana left after this spell; the Deathrattle resolves with the card in your hand:
  // rules-notes 1728)
  { id: "SW_440", spell: [{ type: "discover", from: { type: "MINION", mechanic: "DEATHRATTLE", yourClass: true } },
    { type: "if", if: { exists: { all: "added", where: { zone: "hand", maxCost: { mana: "available" } } } }, then: [{ type: "triggerDeathrattle", to: { all: "added" }, inHand: true }] }] },
  // Wickerclaw: "After your hero gains Attack, this minion gains +2 Attack." (the trigger `hero-attack`: an enchantment
  // giving your hero Attack — a weapon equipped is none: rules-notes 1729)
  { id: "SW_436", triggers: [{ on: "hero-attack", if: { target: "friendly-hero" }, do: [{ type: "buff", to: "self", enchantment: "SW_436e" }] }] },
  { id: "SW_436e", buff: { attack: 2 } },
  // Lost in the Park: "Questline: Gain 4 Attack with your hero. Reward: Gain 5 Armor." then "Gain 5 Attack … Reward: Gain 5
  // Armor and draw a card." then "Gain 6 Attack … Reward: Guff the Tough." (each part counts the Attack your hero gains,
  // `hero-attack`'s amount; what a part does not need is not carried to the next: rules-notes 1729)
  { id: "SW_428", quest: { total: 4, reward: [{ type: "armor", amount: 5 }], next: "SW_428t" }, triggers: [HERO_ATTACK_GAINED] },
  { id: "SW_428t", quest: { total: 5, reward: [{ type: "armor", amount: 5 }, { type: "draw" }], next: "SW_428t2" }, triggers: [HERO_ATTACK_GAINED] },
  { id: "SW_428t2", quest: { total: 6, reward: [{ type: "addCard", card: "SW_428t4" }] }, triggers: [HERO_ATTACK_GAINED] },
  // Guff the Tough: "Taunt. Battlecry: Give your hero +8 Attack this turn. Gain 8 Armor."
  { id: "SW_428t4", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "SW_428t4e" }, { type: "armor", amount: 8 }] },
  { id: "SW_428t4e", buff: { attack: 8, oneTurn: true } },
  // Sunwing Squawker: "Battlecry: Repeat the last spell you've cast on a friendly minion on this." (the latest spell of your
  // record of plays whose target, as it was played, was a friendly minion — a new copy cast at the Squawker only; one the
  // Squawker is no valid target for is not cast: castSpell `played.castOn` and `targetAmong`, rules-notes 1730)
  { id: "DED_501", battlecry: [{ type: "castSpell", played: { last: true, castOn: "friendly-minion" }, targetAmong: "self" }] },
  // Righteous Defense: "Set a minion's Attack and Health to 1. Give the stats it lost to a minion in your hand." (what it
  // loses is its Attack and its Health now, each less 1, none below 0 — read before the set; a random minion of your hand
  // gets them as DED_502e2, the target DED_502e; no minion in hand, the set alone: rules-notes 1731)
  { id: "DED_502", target: { type: "minion" }, spell: [
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, attack: { stat: "attack", of: "target", add: -1, min: 0 }, health: { stat: "health", of: "target", add: -1, min: 0 }, enchantment: "DED_502e2" },
    { type: "buff", to: "target", setAttack: 1, setHealth: 1, enchantment: "DED_502e" }] },
  // inferred from Righteous Defense's text
  { id: "DED_502e", type: "ENCHANTMENT", inferred: true, set: "STORMWIND", cardClass: "PALADIN", name: "Justified", buff: { setAttack: 1, setHealth: 1 } },
  { id: "DED_502e2", type: "ENCHANTMENT", inferred: true, set: "STORMWIND", cardClass: "PALADIN", name: "Light's Favored" },
  // Devouring Swarm: "Choose an enemy minion. Your minions attack it, then return any that die to your hand." (your minions
  // as it resolves attack it one after another, an attack cancelled once it is mortally wounded (2.6 d); then a forced
  // death (5.7) and each of those attackers now in the graveyard comes back to your hand as a new card, as Cheat Death's
  // return does: rules-notes 1731)
  { id: "SW_460", target: { type: "minion", side: "enemy" }, spell: [{ type: "group", of: "friendly-minions", do: [
    { type: "forceAttack", attacker: { all: "group" }, defender: "target" }, { type: "forcedDeath" },
    { type: "returnCopyToHand", of: { all: "group", where: { zone: "graveyard" } } }] }] },
  // Lady Prestor: "Battlecry: Transform minions in your deck into random Dragons. (They keep their original stats and
  // Cost.)" (each minion card of your deck a random Dragon; its Attack, Health and Cost as they were in the deck set again —
  // SW_078e, SW_078e2: transform `keep`, rules-notes 1733)
  { id: "SW_078", battlecry: [{ type: "transform", to: { all: "deck", side: "friendly", where: { type: "minion" } }, pool: { type: "MINION", race: "DRAGON" }, keep: { stats: "SW_078e", cost: "SW_078e2" } }] },
  { id: "SW_078e" },
  { id: "SW_078e2" },
  // Brilliant Macaw: "Battlecry: Repeat the last Battlecry you played." (the latest card of your record of plays with a
  // Battlecry, the Macaw's own left out; resolved as the Macaw's, at a random valid target: `repeatBattlecry`, rules-notes 1734)
  { id: "DED_509", battlecry: [{ type: "repeatBattlecry" }] },
];
