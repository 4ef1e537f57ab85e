/**
 * Perils in Paradise (ISLAND_VACATION), w10/island.
 *
 * Tourist ("<Class> Tourist", 游客): deck building only — the card may go in that class's deck, which may then hold the
 * card's own class's cards too (decks.ts, deck-rules.gen.ts). It does nothing in play (rules-notes 850), so a Tourist's
 * definition is the rest of its text.
 *
 * Drinks ("(3 Drinks left!)", 饮品): a Drink spell gives its player the next Drink of its chain — the game's token with
 * one Drink fewer — in the step that gives a Twinspell's copy (2.3 使用阶段 g; its field `twinspell`): at the place the
 * spell left in the hand, none when it is countered (rules-notes 851). The tokens are missing from the card data and
 * inferred from their parent (the same cost, class, school and text).
 */
import type { CardDefinition } from "../format/index.js";

const VAC = { inferred: true, set: "ISLAND_VACATION" } as const;

/** A Drink spell and its two later Drinks (the game's tokens t / t2, inferred from the parent). */
function drink(id: string, second: string, last: string, facts: { name: string; cardClass: string; cost: number; spellSchool?: string },
  text: Pick<CardDefinition, "spell" | "target" | "tags">): CardDefinition[] {
  const token = { type: "SPELL" as const, ...VAC, ...facts, ...text };
  return [
    { id, twinspell: second, ...text },
    { id: second, ...token, twinspell: last },
    { id: last, ...token },
  ];
}

export const ISLAND_VACATION = (): CardDefinition[] => [
  // --- Drinks ---
  // Malted Magma: "Deal $1 damage to all enemies. (3 Drinks left!)"
  ...drink("VAC_323", "VAC_323t", "VAC_323t2", { name: "Malted Magma", cardClass: "SHAMAN", cost: 2, spellSchool: "FIRE" },
    { spell: [{ type: "damage", amount: 1, to: "enemy-characters" }] }),
  // Cup o' Muscle: "Give a minion in your hand +2/+1. (3 Drinks left!)"
  ...drink("VAC_338", "VAC_338t", "VAC_338t2", { name: "Cup o' Muscle", cardClass: "WARRIOR", cost: 1 },
    { target: { type: "card", where: { type: "minion" } }, spell: [{ type: "buff", to: "target", enchantment: "VAC_338e" }] }),
  { id: "VAC_338e", type: "ENCHANTMENT", ...VAC, name: "Meal in a Cup", cardClass: "WARRIOR", buff: { attack: 2, health: 1 } },
  // Nightshade Tea: "Deal $2 damage to a minion. Deal $2 damage to your hero. (3 Drinks left!)"
  ...drink("VAC_404", "VAC_404t1", "VAC_404t2", { name: "Nightshade Tea", cardClass: "PRIEST", cost: 1, spellSchool: "SHADOW" },
    { target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "damage", amount: 2, to: "friendly-hero" }] }),
  // Seabreeze Chalice: "Deal $2 damage randomly split among all enemy minions. (3 Drinks left!)" (two hits of 1, Spell
  // Damage adding hits, as Arcane Missiles)
  ...drink("VAC_520", "VAC_520t", "VAC_520t2", { name: "Seabreeze Chalice", cardClass: "MAGE", cost: 1, spellSchool: "FROST" },
    { spell: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 2 }, spellDamage: "hits" }] }),
  // Divine Brew: "Give a character Divine Shield. (3 Drinks left!)"
  ...drink("VAC_916", "VAC_916t2", "VAC_916t3", { name: "Divine Brew", cardClass: "PALADIN", cost: 1, spellSchool: "HOLY" },
    { target: { type: "character" }, spell: [{ type: "buff", to: "target", grants: ["DIVINE_SHIELD"] }] }),
  // "Health" Drink: "Lifesteal. Deal $3 damage to a minion. (3 Drinks left!)"
  ...drink("VAC_951", "VAC_951t", "VAC_951t2", { name: "Health Drink", cardClass: "WARLOCK", cost: 3, spellSchool: "FEL" },
    { tags: { LIFESTEAL: 1 }, target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }] }),

  // --- Locations ("After …, reopen this": a trigger of the Location in play, refreshLocation on itself) ---
  // XB-931 Housekeeper: "After you use a location, gain 3 Armor." (the event use-location, rules-notes 852)
  { id: "VAC_956", triggers: [{ on: "use-location", if: { player: "friendly" }, do: [{ type: "armor", amount: 3 }] }] },
  // Seaside Giant: "Costs (2) less for each time you've used a location this game."
  // Birdwatching: "Discover a minion from your deck. Give all copies of it +2/+1 (wherever they are)." — Warsong Wrangler's
  // steps (rules-notes 1539) with any minion; VAC_408e inferred from the text (rules-notes 1409)
  { id: "VAC_408", spell: [{ type: "discover", from: "deck", where: { type: "minion" } },
    { type: "buff", to: { all: "hand", side: "friendly", where: { cardIn: "added" } }, enchantment: "VAC_408e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { cardIn: "added" } }, enchantment: "VAC_408e" },
    { type: "buff", to: { all: "minions", side: "friendly", where: { cardIn: "added" } }, enchantment: "VAC_408e" }] },
  // inferred from Birdwatching's text: the +2/+1 it gives
  { id: "VAC_408e", type: "ENCHANTMENT", name: "A Bird in the Hand", cardClass: "HUNTER", inferred: true, buff: { attack: 2, health: 1 } },
  { id: "VAC_439", auras: [{ to: "self", zone: "hand", buff: { cost: { thisGame: "locationUses", multiply: -2 } } }] },
  // Tide Pools: "Discover a spell that costs (3) or less. After you cast a spell, reopen this."
  { id: "VAC_522", activate: [{ type: "discover", from: { type: "SPELL", costAtMost: 3, yourClass: true } }],
    triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "refreshLocation", to: "self" }] }] },
  // Horizon's Edge: "Deal 3 damage randomly split among all enemies. After a friendly minion dies, reopen this."
  { id: "VAC_425", activate: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 3 } }],
    triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "refreshLocation", to: "self" }] }] },
  // Hiking Trail: "Discover a Taunt minion. After you gain Armor, reopen this."
  { id: "VAC_517", activate: [{ type: "discover", from: { type: "MINION", mechanic: "TAUNT", yourClass: true } }],
    triggers: [{ on: "armor", if: { target: "friendly-hero" }, do: [{ type: "refreshLocation", to: "self" }] }] },
  // Dangerous Cliffside: "Summon two 1/1 Pirates with Charge. After your hero attacks, reopen this."
  { id: "VAC_929", activate: [{ type: "summon", card: "VAC_926t", count: 2 }],
    triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "refreshLocation", to: "self" }] }] },

  // --- Neutral ---
  // Cryopractor: "Battlecry: Give a minion +3/+3 and Freeze it."
  { id: "VAC_327", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", enchantment: "VAC_327e" }, { type: "freeze", to: "target" }] },
  { id: "VAC_327e", type: "ENCHANTMENT", ...VAC, name: "Cryo Bout It", cardClass: "NEUTRAL", buff: { attack: 3, health: 3 } },
  // Bloodsail Recruiter: "Battlecry: Discover a Pirate."
  { id: "VAC_430", battlecry: [{ type: "discover", from: { type: "MINION", race: "PIRATE", yourClass: true } }] },
  // Resort Valet: "Battlecry: Discover a card from the newest expansion." (a pool of the newest expansion's cards: see
  // the filter newestExpansion — not a pool field; left for later)
  // Package Dealer: "After you draw a card, 50% chance to draw another."
  { id: "VAC_441", triggers: [{ on: "draw", if: { player: "friendly" }, do: [{ type: "chance", percent: 50, then: [{ type: "draw" }] }] }] },
  // A. F. Kay: "At the end of your turn, give all other friendly minions that didn't attack +2/+2."
  { id: "VAC_446", triggers: [{ on: "turn-end", if: { turn: "own" },
    do: [{ type: "buff", to: { all: "minions", side: "friendly", where: { not: "self", attackedThisTurn: false } }, enchantment: "VAC_446e" }] }] },
  { id: "VAC_446e", type: "ENCHANTMENT", ...VAC, name: "AFK", cardClass: "NEUTRAL", buff: { attack: 2, health: 2 } },
  // Dread Deserter: "Has Charge if this didn't start in your deck." (a card an effect made: CREATOR, as Stowaway's)
  { id: "VAC_447", auras: [{ to: { all: "minions", where: { is: "self", tag: "CREATOR" } }, buff: { grants: ["CHARGE"] } }] },
  // Customs Enforcer: "Enemy cards that didn't start in their deck cost (2) more."
  { id: "VAC_440", auras: [{ to: { all: "hand", side: "enemy", where: { tag: "CREATOR" } }, buff: { cost: 2 } }] },
  // Bayfin Bodybuilder: "After a minion is summoned for your opponent during your turn, Silence and destroy it."
  { id: "VAC_531", triggers: [{ on: "after-summon", if: [{ turn: "own" }, { target: { side: "enemy", type: "minion" } }],
    do: [{ type: "silence", to: "event-target" }, { type: "destroy", to: "event-target" }] }] },
  // Coconut Cannoneer: "After an adjacent minion attacks, deal 1 damage to a random enemy."
  { id: "VAC_532", triggers: [{ on: "after-attack", if: { source: { adjacentTo: "self" } }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] },
  // Beached Whale: "Taunt Battlecry: Deal 10 damage to this minion."
  { id: "VAC_934", battlecry: [{ type: "damage", amount: 10, to: "self" }] },
  // Sailboat Captain: "Battlecry: Give a friendly Pirate Windfury."
  { id: "VAC_937", target: { type: "minion", side: "friendly", where: { race: "PIRATE" } }, battlecry: [{ type: "buff", to: "target", grants: ["WINDFURY"] }] },
  // Hozen Roughhouser: "Whenever another friendly Pirate attacks, give it +1/+1."
  { id: "VAC_938", triggers: [{ on: "attack", if: { source: { not: "self", side: "friendly", type: "minion", race: "PIRATE" } },
    do: [{ type: "buff", to: "event-source", enchantment: "VAC_938e" }] }] },
  { id: "VAC_938e", type: "ENCHANTMENT", ...VAC, name: "Roughhousing", cardClass: "NEUTRAL", buff: { attack: 1, health: 1 } },
  // Terrible Chef: left (its Deathrattle destroys the Egg its Battlecry summoned: a link needs an enchantment, and the
  // data gives none)
  // Wave Pool Thrasher: "Battlecry: Give all other minions -1/-1. Deathrattle: Give all other minions +1/+1."
  { id: "VAC_947", battlecry: [{ type: "buff", to: "all-other-minions", enchantment: "VAC_947e1" }],
    deathrattle: [{ type: "buff", to: "all-other-minions", enchantment: "VAC_947e2" }] },
  { id: "VAC_947e1", type: "ENCHANTMENT", ...VAC, name: "Low Tide", cardClass: "NEUTRAL", buff: { attack: -1, health: -1 } },
  { id: "VAC_947e2", type: "ENCHANTMENT", ...VAC, name: "High Tide", cardClass: "NEUTRAL", buff: { attack: 1, health: 1 } },
  // Adaptive Amalgam: "This has all minion types. Deathrattle: …" (left: shuffling itself back keeping its enchantments)
  // Travel Security: "Taunt. Deathrattle: Summon a random 8-Cost minion."
  { id: "WORK_010", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 8 } }] },
  // Clumsy Steward: "After ANY card is drawn, make it Temporary." (GBL_999e; a card a full hand burned is not in hand)
  { id: "WORK_040", triggers: [{ on: "draw", if: { target: { zone: "hand" } }, do: [{ type: "buff", to: "event-target", enchantment: "GBL_999e" }] }] },
  // Busy Peon: "Deathrattle: Your next location costs (2) less." (a cost state on your hero, used up by the next Location)
  { id: "WORK_041", deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "WORK_041e" }] },
  { id: "WORK_041e", type: "ENCHANTMENT", ...VAC, name: "Zug Zug", cardClass: "NEUTRAL", consumedBy: { type: "location" },
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "location" } }, buff: { cost: -2 } }] },

  // --- Death Knight ---
  // Eliza Goreblade: "Deathrattle: For the rest of the game, your minions have +1 Attack." (a state on your hero)
  { id: "VAC_426", deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "VAC_426e" }] },
  { id: "VAC_426e", auras: [{ to: { all: "minions", side: "friendly" }, buff: { attack: 1 }, enchantment: "VAC_426e2" }] },
  { id: "VAC_426e2", buff: { attack: 1 } },
  // Snow Shredder: "Costs (1) if a character is Frozen."
  { id: "VAC_429", auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { exists: { all: "characters", where: { tag: "FROZEN" } } } }] },
  // Slippery Slope: "Freeze a character. Draw a card for each Frozen character."
  { id: "VAC_513", target: { type: "character" }, spell: [{ type: "freeze", to: "target" },
    { type: "draw", count: { count: { all: "characters", where: { tag: "FROZEN" } } } }] },
  // Dreadhound Handler: "Rush Deathrattle: Summon a 1/1 Dreadhound with Reborn."
  { id: "VAC_514", deathrattle: [{ type: "summon", card: "VAC_514t" }] },
  { id: "VAC_514t" },
  // Ghouls' Night: "Summon five 1/1 Ghouls that attack random enemies." (each summoned, then each attacks in turn, its
  // defender picked as its attack begins)
  { id: "VAC_445", spell: [{ type: "summon", card: "VAC_445t", count: 5 }, { type: "forceAttack", attacker: { all: "summoned" }, defender: { random: "enemy-characters" } }] },
  { id: "VAC_445t" },
  // Eternal Layover: "Give ALL minions Reborn, then destroy all minions."
  { id: "WORK_028", spell: [{ type: "buff", to: "all-minions", grants: ["REBORN"] }, { type: "destroy", to: "all-minions" }] },

  // --- Demon Hunter ---
  // Adrenaline Fiend: "After a friendly Pirate attacks, give your hero +1 Attack this turn."
  { id: "VAC_927", triggers: [{ on: "after-attack", if: { source: { side: "friendly", type: "minion", race: "PIRATE" } },
    do: [{ type: "buff", to: "friendly-hero", enchantment: "VAC_927e" }] }] },
  { id: "VAC_927e", buff: { attack: 1, oneTurn: true } },
  // Paraglide: "Both players draw 3 cards. Outcast: Only you do."
  { id: "VAC_928", spell: [{ type: "draw", count: 3 }, { type: "draw", count: 3, player: "enemy" }], outcast: [{ type: "draw", count: 3 }] },
  // All Terrain Voidhound: "Whenever this attacks, give your hero +5 Attack this turn."
  { id: "VAC_930", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "buff", to: "friendly-hero", enchantment: "VAC_930e" }] }] },
  { id: "VAC_930e", buff: { attack: 5, oneTurn: true } },
  // Patches the Pilot: "Battlecry: Shuffle six Parachutes into your deck that summon a 1/1 Pirate with Charge when drawn."
  { id: "VAC_933", battlecry: [{ type: "shuffleIntoDeck", card: "VAC_933t", count: 6 }] },
  { id: "VAC_933t", castsWhenDrawn: true, spell: [{ type: "summon", card: "VAC_926t" }] },
  { id: "VAC_926t" },
  // Demonic Deal: "Lifesteal. Deal $4 damage to a minion. Put a random Demon that costs (5) or more on top of your deck."
  // Spirit Peddler: "Rush Deathrattle: Reduce the Cost of a random minion in your hand by (6)."
  { id: "WORK_015", deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "WORK_015e" }] },
  { id: "WORK_015e", buff: { cost: -6 } },
  // Infernal Stapler: "After your hero attacks, deal 3 damage to your hero."
  { id: "WORK_016", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "damage", amount: 3, to: "friendly-hero" }] }] },

  // --- Druid ---
  // Tortollan Traveler: "Taunt Deathrattle: Draw another Taunt minion. Reduce its Cost by (2)."
  { id: "VAC_518", deathrattle: [{ type: "draw", where: { type: "minion", tag: "TAUNT" }, enchantment: "VAC_518e" }] },
  { id: "VAC_518e", type: "ENCHANTMENT", ...VAC, name: "Travelling", cardClass: "DRUID", buff: { cost: -2 } },
  // New Heights: "Increase your maximum Mana by 3 and gain an empty Mana Crystal."
  { id: "VAC_949", spell: [{ type: "maxMana", amount: 3 }, { type: "manaCrystals", amount: 1, state: "empty" }] },
  // Bouldering Buddy: "Rush, Taunt Costs (1) if you have at least 10 Mana Crystals."
  { id: "VAC_950", auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { manathirst: 10 } }] },
  // Sleep Under the Stars: "Choose Thrice - Draw 2 cards; Gain 5 Armor; Refresh 3 Mana Crystals." (the game's option cards
  // VAC_907t1-t3 label the options)
  { id: "VAC_907", spell: [{ type: "repeat", times: 3, do: [{ type: "choose", options: [
    { effects: [{ type: "draw", count: 2 }] },
    { effects: [{ type: "armor", amount: 5 }] },
    { effects: [{ type: "refreshMana", amount: 3 }] }] }] }] },
  // Number Cruncher: "Rush, Taunt Choose Thrice - Gain +2 Attack; or +2 Health." (a Battlecry-like text of the play, as
  // Forest Lord Cenarius's Choose Thrice)
  { id: "WORK_025", battlecry: [{ type: "repeat", times: 3, do: [{ type: "choose", options: [
    { effects: [{ type: "buff", to: "self", enchantment: "WORK_025ae" }] },
    { effects: [{ type: "buff", to: "self", enchantment: "WORK_025be" }] }] }] }] },
  { id: "WORK_025ae", type: "ENCHANTMENT", ...VAC, name: "Aggressive Projections", cardClass: "DRUID", buff: { attack: 2 } },
  { id: "WORK_025be", type: "ENCHANTMENT", ...VAC, name: "Conservative Forecast", cardClass: "DRUID", buff: { health: 2 } },

  // --- Hunter ---
  // Catch of the Day: "Rush Battlecry: Summon a 2/1 Worm for your opponent." (Delicious Worm, inferred)
  { id: "VAC_412", battlecry: [{ type: "summon", card: "VAC_412t", side: "enemy" }] },
  // inferred from Catch of the Day's text
  { id: "VAC_412t", type: "MINION", ...VAC, name: "Delicious Worm", cardClass: "HUNTER", cost: 0, attack: 2, health: 1 },
  // Trusty Fishing Rod: "After your hero attacks, summon a 1-Cost minion from your deck."
  { id: "VAC_960", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 1 } }] }] },
  // Workhorse: "Deathrattle: Summon two 2/1 Ponies." (Workpony, inferred)
  { id: "WORK_018", deathrattle: [{ type: "summon", card: "WORK_018t", count: 2 }] },
  // inferred from Workhorse's text
  { id: "WORK_018t", type: "MINION", ...VAC, name: "Workpony", cardClass: "HUNTER", cost: 0, attack: 2, health: 1 },
  // Cash Cow: "Taunt Whenever this takes damage, get a Coin."
  { id: "WORK_019", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "addCard", card: "GAME_005" }] }] },

  // --- Mage ---
  // Go with the Flow: "Choose a minion. If it's an enemy, Freeze it. If it's friendly, give it Spell Damage +1."
  { id: "VAC_428", target: { type: "minion" }, spell: [{ type: "if", if: { entity: "target", matches: { side: "enemy" } },
    then: [{ type: "freeze", to: "target" }], else: [{ type: "buff", to: "target", enchantment: "VAC_428e" }] }] },
  { id: "VAC_428e", type: "ENCHANTMENT", ...VAC, name: "Going with the Flow", cardClass: "MAGE", spellDamage: 1 },
  // Marooned Archmage: "Your first spell each turn costs (2) less."
  { id: "VAC_435", auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -2 }, enchantment: "VAC_435e",
    if: { playedThisTurn: "spell", atMost: 0 } }] },
  { id: "VAC_435e", type: "ENCHANTMENT", ...VAC, name: "Marooned", cardClass: "MAGE", buff: { cost: -2 } },
  // Tsunami: "Summon three 3/6 Water Elementals that Freeze. They attack random enemies."
  { id: "VAC_509", spell: [{ type: "summon", card: "VAC_509t", count: 3 }, { type: "forceAttack", attacker: { all: "summoned" }, defender: { random: "enemy-characters" } }] },
  // inferred from Tsunami's text (a Water Elemental: an Elemental)
  { id: "VAC_509t", type: "MINION", ...VAC, name: "Water Elemental", cardClass: "MAGE", cost: 0, attack: 3, health: 6, races: ["ELEMENTAL"], tags: { FREEZE: 1 } },
  // Rising Waves: left (whether "If none die" reads the deaths after a death phase or the mortally wounded is not settled)
  // Huddle Up: "Fill your board with random Naga."
  { id: "WORK_012", spell: [{ type: "repeat", times: { space: "friendly-board" }, do: [{ type: "summonRandom", pool: { type: "MINION", race: "NAGA" } }] }] },

  // --- Paladin ---
  // Power Spike: "Deal $4 damage. Give a random friendly minion +4/+4."
  { id: "VAC_915", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" },
    { type: "buff", to: { random: "friendly-minions" }, enchantment: "VAC_915e" }] },
  { id: "VAC_915e", type: "ENCHANTMENT", ...VAC, name: "Power Spike", cardClass: "PALADIN", buff: { attack: 4, health: 4 } },
  // Grillmaster: "Battlecry: Draw your lowest Cost card. Deathrattle: Draw your highest Cost card."
  { id: "VAC_917", battlecry: [{ type: "draw", lowest: "cost" }], deathrattle: [{ type: "draw", highest: "cost" }] },
  // Volley Maul: "After your hero attacks, get a 1-Cost Sunscreen that gives +1/+2."
  { id: "VAC_921", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "addCard", card: "VAC_917t" }] }] },
  // Lifesaving Aura: "At the end of your turn, get a 1-Cost Sunscreen that gives +1/+2. Lasts 3 turns." (an Aura)
  { id: "VAC_922", lasts: { turns: 3 }, tags: { PALADIN_AURA: 1 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "addCard", card: "VAC_917t" }] }] },
  // inferred from Volley Maul's and Lifesaving Aura's text: a 1-Cost spell that gives a minion +1/+2
  { id: "VAC_917t", type: "SPELL", ...VAC, name: "Sunscreen", cardClass: "PALADIN", cost: 1, target: { type: "minion" },
    spell: [{ type: "buff", to: "target", enchantment: "VAC_917e" }] },
  { id: "VAC_917e", type: "ENCHANTMENT", ...VAC, name: "Sunscreen", cardClass: "PALADIN", buff: { attack: 1, health: 2 } },
  // Busy-Bot: "Battlecry: Give your 1-Attack minions +1/+1."
  { id: "WORK_002", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { minAttack: 1, maxAttack: 1 } }, enchantment: "WORK_002e" }] },
  { id: "WORK_002e", type: "ENCHANTMENT", ...VAC, name: "Busy Busy Busy", cardClass: "PALADIN", buff: { attack: 1, health: 1 } },
  // Vacation Planning: "Restore #4 Health. Summon 3 Silver Hand Recruits. Draw 2 cards." (no target: your hero)
  { id: "WORK_003", spell: [{ type: "heal", amount: 4, to: "friendly-hero" }, { type: "summon", card: "CS2_101t", count: 3 }, { type: "draw", count: 2 }] },

  // --- Priest ---
  // Acupuncture: "Deal $4 damage to both heroes."
  { id: "VAC_419", spell: [{ type: "damage", amount: 4, to: "all-heroes" }] },
  // Hot Coals: "Deal $2 damage to all enemies. If your hero took damage this turn, deal $1 more."
  { id: "VAC_414", spell: [{ type: "if", if: { heroDamagedThisTurn: true },
    then: [{ type: "damage", amount: 3, to: "enemy-characters" }], else: [{ type: "damage", amount: 2, to: "enemy-characters" }] }] },
  // Sensory Deprivation: "Summon a copy of an enemy minion. If you have 20 or less Health, destroy the original."
  { id: "VAC_417", target: { type: "minion", side: "enemy" }, spell: [{ type: "summonCopy", of: "target", copyState: true },
    { type: "if", if: { value: { stat: "health", of: "friendly-hero" }, atMost: 20 }, then: [{ type: "destroy", to: "target" }] }] },
  // Twilight Medium: "Taunt Battlecry: Set the Cost of the top card of your deck to (0)."
  { id: "VAC_423", battlecry: [{ type: "buff", to: { top: "deck" }, enchantment: "VAC_423e4" }] },
  { id: "VAC_423e4", type: "ENCHANTMENT", ...VAC, name: "Candle Lit", cardClass: "PRIEST", buff: { setCost: 0 } },
  // Brain Masseuse: "Whenever this minion takes damage, also deal that amount to your hero."
  { id: "VAC_512", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "damage", amount: { event: "amount" }, to: "friendly-hero" }] }] },
  // Job Shadower: "Battlecry: If your hero took damage this turn, summon a copy of this."
  { id: "WORK_032", battlecry: [{ type: "if", if: { heroDamagedThisTurn: true }, then: [{ type: "summonCopy", of: "self", copyState: true }] }] },

  // --- Rogue ---
  // Metal Detector: "Deathrattle: Get a Coin."
  { id: "VAC_330", deathrattle: [{ type: "addCard", card: "GAME_005" }] },
  // Petty Theft: "Get two random 1-Cost spells from other classes."
  { id: "VAC_335", spell: [{ type: "addCard", pool: { type: "SPELL", cost: 1, otherClass: true }, count: 2 }] },
  // Oh, Manager!: "Deal $2 damage. Combo: Get a Coin."
  { id: "VAC_460", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }],
    combo: [{ type: "damage", amount: 2, to: "target" }, { type: "addCard", card: "GAME_005" }] },
  // Sharp Shipment: "Give your weapon +2/+2."
  { id: "WORK_005", requires: { exists: "friendly-weapon" }, spell: [{ type: "buff", to: "friendly-weapon", enchantment: "WORK_005e" }] },
  { id: "WORK_005e", type: "ENCHANTMENT", ...VAC, name: "Sharp", cardClass: "ROGUE", buff: { attack: 2, health: 2 } },

  // --- Shaman ---
  // Frosty Décor: "Summon two 2/4 Elementals with Taunt and "Deathrattle: Gain 4 Armor"."
  { id: "VAC_305", spell: [{ type: "summon", card: "VAC_305t", count: 2 }] },
  // inferred from Frosty Décor's text
  { id: "VAC_305t", type: "MINION", ...VAC, name: "Ice Sculpture", cardClass: "SHAMAN", cost: 0, attack: 2, health: 4, races: ["ELEMENTAL"],
    tags: { TAUNT: 1 }, deathrattle: [{ type: "armor", amount: 4 }] },
  // Natural Talent: "Get a random Naga and a random spell. They cost (2) less."
  { id: "VAC_329", spell: [{ type: "addCard", pool: { type: "MINION", race: "NAGA" }, cost: -2 }, { type: "addCard", pool: { type: "SPELL" }, cost: -2 }] },
  // Hydration Totem: "At the end of your turn, give adjacent minions +1/+1."
  { id: "WORK_011", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { adjacent: "self" }, enchantment: "WORK_011e" }] }] },
  { id: "WORK_011e", type: "ENCHANTMENT", ...VAC, name: "Chatting", cardClass: "SHAMAN", buff: { attack: 1, health: 1 } },
  // Turbulus: "Hunter Tourist. Battlecry: Give +1/+1 to all other Battlecry minions in your hand, deck, and battlefield."
  { id: "WORK_013", battlecry: [
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", has: "battlecry" } }, enchantment: "WORK_013e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion", has: "battlecry" } }, enchantment: "WORK_013e" },
    { type: "buff", to: { all: "minions", side: "friendly", where: { not: "self", has: "battlecry" } }, enchantment: "WORK_013e" }] },
  { id: "WORK_013e", type: "ENCHANTMENT", ...VAC, name: "Turbulence", cardClass: "SHAMAN", buff: { attack: 1, health: 1 } },

  // --- Warlock ---
  // Eat! The! Imp!: "Destroy a friendly minion to draw 3 cards."
  { id: "VAC_939", target: { type: "minion", side: "friendly" }, spell: [{ type: "destroy", to: "target" }, { type: "draw", count: 3 }] },
  // Party Fiend: "Battlecry: Summon two 1/1 Felbeasts. Deal 3 damage to your hero."
  { id: "VAC_940", battlecry: [{ type: "summon", card: "VAC_940t", count: 2 }, { type: "damage", amount: 3, to: "friendly-hero" }] },
  // inferred from Party Fiend's text
  { id: "VAC_940t", type: "MINION", ...VAC, name: "Felbeast", cardClass: "WARLOCK", cost: 0, attack: 1, health: 1 },
  // Sacrificial Imp: "Deathrattle: If it's your turn, summon a 6/6 Imp with Taunt."
  { id: "VAC_943", deathrattle: [{ type: "if", if: { turn: "own" }, then: [{ type: "summon", card: "VAC_943t" }] }] },
  // inferred from Sacrificial Imp's text
  { id: "VAC_943t", type: "MINION", ...VAC, name: "Monstrous Imp", cardClass: "WARLOCK", cost: 0, attack: 6, health: 6, tags: { TAUNT: 1 } },
  // Fine Print: "Deal $4 damage to all minions. (Excess damage hits your hero.)"
  { id: "WORK_008", spell: [{ type: "damage", amount: 4, to: "all-minions" }, { type: "damage", amount: { dealt: "excess" }, to: "friendly-hero", spellDamage: false }] },
  // Imployee of the Month: "Battlecry: Give a friendly minion Lifesteal."
  { id: "WORK_009", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", grants: ["LIFESTEAL"] }] },

  // --- Warrior ---
  // Line Cook: "Tradeable Taunt. When you draw this, get a copy of it." (as Encumbered Pack Mule)
  { id: "VAC_337", triggers: [{ on: "draw", zone: "hand", priority: "first", if: { target: "self" }, do: [{ type: "addCard", copyOf: "self" }] }] },
  // Undercooked Calamari: "Battlecry: Destroy an enemy minion with Attack less than or equal to this minion's."
  { id: "VAC_341", target: { type: "minion", side: "enemy", where: { atMostOf: { stat: "attack", of: "self" } } }, battlecry: [{ type: "destroy", to: "target" }] },
  // All You Can Eat: "Draw three minions of different minion types."
  { id: "VAC_528", spell: [{ type: "draw", count: 3, where: { type: "minion" }, differentTypes: true }] },
  // Alloy Advisor: "Taunt Whenever this takes damage, gain 3 Armor."
  { id: "WORK_023", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "armor", amount: 3 }] }] },
  // --- Batch 2 ---
  // Dozing Dragon: "Dormant for 2 turns. While Dormant, summon a 3/5 Dragon with Taunt at the end of your turn."
  { id: "VAC_511", dormant: 2, triggers: [{ on: "turn-end", if: { turn: "own" }, whileDormant: true, do: [{ type: "summon", card: "VAC_511t" }] }] },
  // inferred from Dozing Dragon's text
  { id: "VAC_511t", type: "MINION", ...VAC, name: "Restless Whelp", cardClass: "DRUID", cost: 0, attack: 3, health: 5, races: ["DRAGON"], tags: { TAUNT: 1 } },
  // Brittlebone Buccaneer: "Whenever you play a Deathrattle minion, give it Reborn."
  { id: "VAC_436", triggers: [{ on: "play", if: { target: { side: "friendly", type: "minion", has: "deathrattle" } }, do: [{ type: "buff", to: "event-target", grants: ["REBORN"] }] }] },
  // Summoner Darkmarrow: "Death Knight Tourist Your Deathrattles trigger twice. After you play a Deathrattle minion, destroy it."
  { id: "VAC_503", auras: [{ rule: "deathrattles-twice" }],
    triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", has: "deathrattle" } }, do: [{ type: "destroy", to: "event-target" }] }] },
  // Carefree Cookie: "Demon Hunter Tourist After a friendly minion dies, summon a random minion that costs (1) more." (the
  // dead minion's Cost as it left play)
  { id: "VAC_450", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion" } },
    do: [{ type: "summonRandom", pool: { type: "MINION", cost: { stat: "cost", of: "event-target", lastKnown: true, add: 1 } } }] }] },
  // Raylla, Sand Sculptor: "Paladin Tourist After you cast a spell, summon a random 2-Cost minion and give it Divine Shield."
  { id: "VAC_424", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } },
    do: [{ type: "summonRandom", pool: { type: "MINION", cost: 2 } }, { type: "buff", to: { all: "summoned" }, grants: ["DIVINE_SHIELD"] }] }] },
  // Hamm, the Hungry: "Druid Tourist Taunt. At the end of your turn, eat a minion in the enemy's deck to gain +2/+2." (as
  // Hungering Ancient's eating: absorb, rules-notes 324)
  { id: "VAC_340", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "group", of: { random: { all: "deck", side: "enemy", where: { type: "minion" } } },
    do: [{ type: "if", if: { exists: { all: "group" } }, then: [{ type: "absorb", to: { all: "group" } }, { type: "buff", to: "self", enchantment: "VAC_340e" }] }] }] }] },
  { id: "VAC_340e", type: "ENCHANTMENT", ...VAC, name: "Stuffed", cardClass: "WARRIOR", buff: { attack: 2, health: 2 } },
  // Under the Sea: "Draw a different spell. Summon a random minion of that spell's Cost." (another card than Under the Sea)
  { id: "VAC_431", spell: [{ type: "draw", where: { type: "spell", notName: "Under the Sea" } },
    { type: "if", if: { exists: { all: "drawn" } }, then: [{ type: "summonRandom", pool: { type: "MINION", cost: { stat: "cost", of: { all: "drawn" } } } }] }] },
  // Swarthy Swordshiner: "Battlecry: Set the Attack and Durability of your weapon to 3."
  { id: "VAC_701", battlecry: [{ type: "buff", to: "friendly-weapon", enchantment: "VAC_701e" }] },
  { id: "VAC_701e", type: "ENCHANTMENT", ...VAC, name: "Polished Sheen", cardClass: "ROGUE", buff: { setAttack: 3, setHealth: 3 } },
  // Furious Fowls: "Choose an enemy. Summon two 3/3 Birds with Immune while attacking to attack it."
  { id: "VAC_410", target: { type: "character", side: "enemy" }, spell: [{ type: "summon", card: "VAC_410t", count: 2 },
    { type: "forceAttack", attacker: { all: "summoned" }, defender: "target" }] },
  // inferred from Furious Fowls' text: "Immune while attacking" as Ramming Mount's Ram (stormwind.ts)
  { id: "VAC_410t", type: "MINION", ...VAC, name: "Angry Bird", cardClass: "HUNTER", cost: 0, attack: 3, health: 3, triggers: [
    { on: "pre-attack", if: { source: "self" }, do: [{ type: "buff", to: "self", grants: ["IMMUNE"], whileAttacking: true }] },
    { on: "pre-damage", if: { target: { is: "self", attacking: true } }, do: [{ type: "changeDamage", set: 0 }] }] },
  // Corpsicle: "Deal $3 damage. Spend 3 Corpses to return this to your hand at the end of your turn." (the game's VAC_427e,
  // "Get a Corpsicle at the end of the turn", on your hero)
  { id: "VAC_427", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "spendCorpses", amount: 3, do: [{ type: "buff", to: "friendly-hero", enchantment: "VAC_427e" }] }] },
  { id: "VAC_427e", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", card: "VAC_427" }, { type: "expire" }] }] },
  // Frostbitten Freebooter: "Deathrattle: Freeze 3 random enemies. Any that were already Frozen take 5 damage instead."
  { id: "VAC_402", deathrattle: [{ type: "group", of: { random: "enemy-characters", count: 3 }, each: true, do: [{ type: "if",
    if: { exists: { all: "group", where: { tag: "FROZEN" } } }, then: [{ type: "damage", amount: 5, to: "group" }], else: [{ type: "freeze", to: "group" }] }] }] },
  // Parrot Sanctuary: "Your next Battlecry minion costs (1) less. After you play a Battlecry minion, reopen this."
  { id: "VAC_409", activate: [{ type: "buff", to: "friendly-hero", enchantment: "VAC_409e" }],
    triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", playedHas: "battlecry" } }, do: [{ type: "refreshLocation", to: "self" }] }] },
  { id: "VAC_409e", type: "ENCHANTMENT", ...VAC, name: "Parroting", cardClass: "HUNTER", consumedBy: { type: "minion", has: "battlecry" },
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", has: "battlecry" } }, buff: { cost: -1 } }] },
  // Death Roll: "Destroy an enemy minion. Deal damage equal to its Attack randomly split among all enemies." (one hit of 1
  // at a time; its text has no $: no Spell Damage)
  { id: "VAC_416", target: { type: "minion", side: "enemy" }, spell: [{ type: "destroy", to: "target" },
    { type: "repeat", times: { stat: "attack", of: "target" }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" }, spellDamage: false }] }] },
  // Drink Server: "Deathrattle: Get a random Drink spell. (It has 3 uses!)" (the six Drinks of the set)
  { id: "VAC_461", deathrattle: [{ type: "addCard", pool: ["VAC_323", "VAC_338", "VAC_404", "VAC_520", "VAC_916", "VAC_951"] }] },
  // Draconic Delicacy: "Rush, Elusive Can only take 1 damage at a time."
  { id: "VAC_527", triggers: [{ on: "pre-damage", if: { target: "self" },
    do: [{ type: "if", if: { value: { event: "amount" }, atLeast: 2 }, then: [{ type: "changeDamage", set: 1 }] }] }] },
  // Sigil of Skydiving: "At the start of your next turn, summon two 1/1 Pirates with Charge." (a Sigil, as Sigil of Cinder)
  { id: "VAC_925", lasts: { turns: 2 }, triggers: [{ on: "turn-start", zone: "secret", if: { turn: "own" },
    do: [{ type: "summon", card: "VAC_926t", count: 2 }, { type: "destroy", to: "self" }] }] },
  // Felfire Bonfire: "Deal $4 damage to a minion. If it dies, your next Deathrattle minion costs (3) less."
  { id: "VAC_952", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "buff", to: "friendly-hero", enchantment: "VAC_952e" }] }] },
  { id: "VAC_952e", type: "ENCHANTMENT", ...VAC, name: "Ample Offering", cardClass: "WARLOCK", consumedBy: { type: "minion", has: "deathrattle" },
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", has: "deathrattle" } }, buff: { cost: -3 }, enchantment: "VAC_952e2" }] },
  { id: "VAC_952e2", type: "ENCHANTMENT", ...VAC, name: "Offering Accepted", cardClass: "WARLOCK", buff: { cost: -3 } },
  // Rising Waves: "Deal $2 damage to all minions. If none die, deal $2 more." (none mortally wounded by the first)
  { id: "VAC_953", spell: [{ type: "damage", amount: 2, to: "all-minions" },
    { type: "if", if: { not: { exists: { all: "minions", where: { mortallyWounded: true } } } }, then: [{ type: "damage", amount: 2, to: "all-minions" }] }] },
  // Deadline: "Tradeable, Temporary Destroy a minion." (Temporary: its own hand trigger, as the state GBL_999e)
  { id: "WORK_007", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }],
    triggers: [{ on: "turn-end", zone: "hand", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // Matching Outfits: "Transform a minion into a random one that costs (1) more, then summon a copy of it."
  { id: "VAC_324", target: { type: "minion" }, spell: [{ type: "transform", to: "target", pool: { type: "MINION", cost: { stat: "cost", of: "target", add: 1 } } },
    { type: "summonCopy", of: "target", copyState: true }] },
  // Bumbling Bellhop: "Taunt Battlecry: If you're holding a spell that costs (5) or more, summon a copy of this."
  { id: "VAC_521", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", minCost: 5 } } },
    then: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // Reserved Spot: "Give a random minion in your hand +4/+4. If it's the only one there, reduce its Cost by (2)."
  { id: "WORK_021", spell: [{ type: "group", of: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, do: [
    { type: "buff", to: { all: "group" }, enchantment: "WORK_021e" },
    { type: "if", if: { not: { count: { all: "hand", side: "friendly", where: { type: "minion" } }, atLeast: 2 } }, then: [{ type: "buff", to: { all: "group" }, cost: -2 }] }] }] },
  { id: "WORK_021e", type: "ENCHANTMENT", ...VAC, name: "Reserved", cardClass: "WARRIOR", buff: { attack: 4, health: 4 } },
  // Punch Card: "Give your hero +3 Attack and "Also damages adjacent minions" this turn."
  { id: "WORK_022", spell: [{ type: "buff", to: "friendly-hero", enchantment: "WORK_022e" }] },
  { id: "WORK_022e", type: "ENCHANTMENT", ...VAC, name: "Punched In", cardClass: "WARRIOR", buff: { attack: 3, oneTurn: true }, attackHitsAdjacent: true },
  // Carnivorous Cubicle: "Battlecry: Destroy a friendly minion. Summon a copy of it at the end of your turns." (the card
  // remembered by its enchantment, summoned fresh)
  { id: "WORK_042", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "self", enchantment: "WORK_042e", remember: "target" },
    { type: "destroy", to: "target" }],
    triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summonRemembered", enchantment: "WORK_042e" }] }] },
  { id: "WORK_042e", type: "ENCHANTMENT", ...VAC, name: "Digesting", cardClass: "NEUTRAL" },
  // Envoy of Prosperity: "Battlecry: Put the highest Cost card in your hand on top of your deck."
  { id: "WORK_031", battlecry: [{ type: "shuffleFromHand", to: { random: { all: "hand", side: "friendly" }, highest: "cost" }, top: true }] },
  // Trail Mix: "Gain 2 Mana Crystals next turn only."
  { id: "VAC_508", spell: [{ type: "tempMana", amount: 2, nextTurn: true }] },
  // Meltemental: "Taunt This is permanently Frozen." (an aura on itself: Frozen while in play, until silenced)
  { id: "VAC_328", auras: [{ to: { all: "minions", where: { is: "self" } }, buff: { grants: ["FROZEN"] } }] },
  // --- Batch 3: the filter otherClass, replay's last / lastTurn, pool types HERO and LOCATION, actsForHost ---
  // Concierge: "Your cards from another class cost (1) less."
  { id: "VAC_463", auras: [{ to: { all: "hand", side: "friendly", where: { otherClass: true } }, buff: { cost: -1 } }] },
  // Sea Shill: "Battlecry: The next card you play from another class costs (2) less." (a cost state on your hero)
  { id: "VAC_332", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "VAC_332e" }] },
  { id: "VAC_332e", type: "ENCHANTMENT", ...VAC, name: "Sea Shill", cardClass: "ROGUE", consumedBy: { otherClass: true },
    auras: [{ to: { all: "hand", side: "friendly", where: { otherClass: true } }, buff: { cost: -2 } }] },
  // Snatch and Grab: "Destroy two random enemy minions. Costs (1) less for each card you've played from another class."
  { id: "VAC_700", spell: [{ type: "destroy", to: { random: "enemy-minions", count: 2 } }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "card", otherClass: true, multiply: -1 } } }] },
  // Pet Parrot: "Battlecry: Repeat the last 1-Cost card you played."
  { id: "VAC_961", battlecry: [{ type: "replay", played: { cost: 1 }, last: true }] },
  // Conniving Conman: "Battlecry: Replay the last card you played from another class."
  { id: "VAC_333", battlecry: [{ type: "replay", played: { otherClass: true }, last: true }] },
  // Sasquawk: "Battlecry: Repeat each card you played last turn."
  { id: "VAC_415", battlecry: [{ type: "replay", played: { lastTurn: true } }] },
  // Travel Agent: "Battlecry: Discover a location from any class."
  { id: "VAC_438", battlecry: [{ type: "discover", from: { type: "LOCATION" } }] },
  // Maestra, Mask Merchant: "Warlock Tourist Battlecry: Discover a Hero card from the past (from another class)."
  { id: "VAC_336", battlecry: [{ type: "discover", from: { type: "HERO", fromThePast: true, otherClass: true } }] },
  // Sunsapper Lynessa: "Rogue Tourist Your spells that cost (2) or less cast twice." (the Cost they were played for)
  { id: "VAC_507", auras: [{ rule: "spells-twice", where: { playedCostAtMost: 2 } }] },
  // Cursed Souvenir: "Give a minion +3/+3 and "At the start of your turn, deal 3 damage to your hero."" (the quoted text is
  // the minion's: its controller's turn and hero, `actsForHost`)
  { id: "VAC_944", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "VAC_944e" }] },
  { id: "VAC_944e", type: "ENCHANTMENT", ...VAC, name: "Cursed Souvenir", cardClass: "WARLOCK", buff: { attack: 3, health: 3 }, actsForHost: true,
    triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "damage", amount: 3, to: "friendly-hero" }] }] },
  // Rest in Peace: "Each player summons their highest Cost minion that died this game." (yours first)
  { id: "VAC_457", spell: [{ type: "resurrect", highest: "cost" }, { type: "resurrect", highest: "cost", player: "enemy" }] },
  // --- Batch 4 ---
  // Octo-masseuse: "Deals octuple damage to minions."
  { id: "VAC_936", triggers: [{ on: "pre-damage", if: [{ source: "self" }, { target: "minion" }], do: [{ type: "changeDamage", multiply: 8 }] }] },
  // King Tide: "Battlecry: Both players' spells cost (5) until the end of your next turn." (a state on your hero with two
  // cost auras, used up by the end of your turn and then of your next one)
  { id: "VAC_524", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "VAC_524e" }] },
  { id: "VAC_524e", type: "ENCHANTMENT", ...VAC, name: "Waveriding", cardClass: "MAGE", uses: 2,
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { setCost: 5 } },
      { to: { all: "hand", side: "enemy", where: { type: "spell" } }, buff: { setCost: 5 } }],
    triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Cabaret Headliner: "Battlecry: Reduce the Cost of a spell of each school in your hand by (2)." (one random spell of each
  // school held)
  { id: "VAC_954", battlecry: ["ARCANE", "FEL", "FIRE", "FROST", "HOLY", "NATURE", "SHADOW"].map((school) => (
    { type: "buff" as const, to: { random: { all: "hand" as const, side: "friendly" as const, where: { type: "spell" as const, spellSchool: school } } }, enchantment: "VAC_954e1" })) },
  { id: "VAC_954e1", type: "ENCHANTMENT", ...VAC, name: "Siren Serenade", cardClass: "SHAMAN", buff: { cost: -2 } },
  // Climbing Hook: "Doesn't lose Durability while you control a minion with 5 or more Attack." (Immune on the weapon, which
  // spares its Durability as Gorehowl's Bloodrage does, while such a minion is there)
  { id: "VAC_932", auras: [{ to: "friendly-weapon", buff: { grants: ["IMMUNE"] }, enchantment: "VAC_932e",
    if: { exists: { all: "minions", side: "friendly", where: { minAttack: 5 } } } }] },
  { id: "VAC_932e" },
  // Food Fight: "Summon a 0/4 Entrée for your opponent. When it dies, summon a minion from your deck." ("your": the caster's,
  // the Entrée's owner's opponent)
  { id: "VAC_533", spell: [{ type: "summon", card: "VAC_533t", side: "enemy" }] },
  // inferred from Food Fight's text
  { id: "VAC_533t", type: "MINION", ...VAC, name: "Entrée", cardClass: "WARRIOR", cost: 0, attack: 0, health: 4,
    deathrattle: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" }, player: "enemy" }] },
  // Skirting Death: "Choose a minion. This turn, your hero steals 4 Attack from it." (the hero gains what it takes: 4, or
  // the minion's Attack if lower)
  { id: "VAC_931", target: { type: "minion" }, spell: [
    { type: "buff", to: "friendly-hero", attack: { stat: "attack", of: "target", max: 4 }, enchantment: "VAC_931e1", oneTurn: true },
    { type: "buff", to: "target", enchantment: "VAC_931e" }] },
  { id: "VAC_931e", buff: { attack: -4, oneTurn: true } },
  { id: "VAC_931e1" },
  // Resort Valet: "Battlecry: Discover a card from the newest expansion."
  { id: "VAC_432", battlecry: [{ type: "discover", from: { type: "CARD", newestExpansion: true, yourClass: true } }] },
  // Demonic Deal: "Lifesteal. Deal $4 damage to a minion. Put a random Demon that costs (5) or more on top of your deck."
  { id: "WORK_014", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" },
    { type: "shuffleIntoDeck", pool: { type: "MINION", race: "DEMON", costAtLeast: 5 }, top: true }] },
  // --- Batch 5: the amount heroDamaged amountThisTurn / onOwnTurns ---
  // Fearless Flamejuggler: "Battlecry: Gain stats equal to the damage your hero has taken this turn."
  { id: "VAC_942", battlecry: [{ type: "buff", to: "self", attack: { heroDamaged: "amountThisTurn" }, health: { heroDamaged: "amountThisTurn" }, enchantment: "VAC_942e" }] },
  { id: "VAC_942e", type: "ENCHANTMENT", ...VAC, name: "Hectic Plans", cardClass: "WARLOCK" },
  // Sauna Regular: "Taunt Costs (1) less for each time your hero has taken damage on your turn." (this game)
  { id: "VAC_418", auras: [{ to: "self", zone: "hand", buff: { cost: { heroDamaged: "onOwnTurns", multiply: -1 } } }] },
  // --- Session 11 (w11/nathria) ---
  // Hydration Station: "Resurrect three of your different highest Cost Taunt minions." (three different cards of the friendly
  // death record whose printed card has Taunt, each pick the highest Cost left, a random one among ties — rules-notes 1046)
  { id: "VAC_948", spell: [{ type: "resurrect", count: 3, highest: "cost", where: { mechanic: "TAUNT" } }] },
  // --- Session 12 (w12/toys) ---
  // Siren Song: "Get two random spells from spell schools you haven't cast this game." (each a random spell of any class whose
  // school no spell you played this game has; the two picked independently)
  { id: "VAC_308", spell: [{ type: "addCard", pool: { type: "SPELL", unplayedSpellSchool: true }, count: 2 }] },
  // Razzle-Dazzler: "Battlecry: Summon a random 5-Cost minion. Repeat for each spell school you've cast this game." (1 summon
  // and one more for each different spell school of the spells you played this game, read as the Battlecry starts)
  { id: "VAC_301", battlecry: [{ type: "repeat", times: { playedThisGame: "spell", read: "spellSchools", add: 1 }, do: [{ type: "summonRandom", pool: { type: "MINION", cost: 5 } }] }] },
  // Cliff Dive: "Summon 2 minions from your deck and give them Rush. They go back at the end of your turn." (each put into play
  // from the deck, as Guardian Animals; VAC_926e shuffles its minion back into its controller's deck at the end of its turn)
  { id: "VAC_926", spell: [{ type: "repeat", times: 2, do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } },
    { type: "buff", to: "summoned", grants: ["RUSH"] }, { type: "buff", to: "summoned", enchantment: "VAC_926e" }] }] },
  { id: "VAC_926e", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "shuffleFromPlay", to: "self" }] }] },
  // Weapons Attendant: "Battlecry: If you control another Pirate, equip a random weapon from your deck." (the card itself,
  // put into play from the deck and equipped; the old weapon destroyed)
  { id: "VAC_924", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "PIRATE", not: "self" } } },
    then: [{ type: "putIntoPlay", from: "deck", where: { type: "weapon" } }] }] },
  // Portalmancer Skyla: "Rogue Tourist Battlecry: Swap the Costs of the lowest and highest Cost spells in your hand." (each a
  // random one among ties; one spell, or all of one Cost, nothing changes — rules-notes 1324)
  { id: "WORK_063", battlecry: [{ type: "swapCosts", of: { random: { all: "hand", side: "friendly", where: { type: "spell" } }, lowest: "cost" },
    with: { random: { all: "hand", side: "friendly", where: { type: "spell" } }, highest: "cost" }, enchantment: "WORK_063e" }] },
  // inferred from Portalmancer Skyla's text (missing-ids: PortalmancerSkyla_PortalledEnchantment): the Cost it sets
  { id: "WORK_063e", type: "ENCHANTMENT", ...VAC, name: "Portalled", cardClass: "MAGE" },
  // Char: "Deal $7 damage to a minion. Give a minion in your hand stats equal to the excess damage." (what the 7 dealt beyond the
  // minion's Health, as +X/+X on a random minion card of your hand — VAC_526e; no excess, nothing — rules-notes 1327)
  { id: "VAC_526", target: { type: "minion" }, spell: [{ type: "damage", amount: 7, to: "target" },
    { type: "if", if: { value: { dealt: "excess" }, atLeast: 1 }, then: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } },
      enchantment: "VAC_526e", attack: { dealt: "excess" }, health: { dealt: "excess" } }] }] },
  // inferred from Char's text (missing-ids: Char_ToastyEnchantment): the stats it gives are set as Char attaches it
  { id: "VAC_526e", type: "ENCHANTMENT", ...VAC, name: "Toasty", cardClass: "WARRIOR" },
  // Burndown: "Draw 3 cards and light them on fire. In 3 turns, any still in hand are destroyed!" (each card drawn carries
  // WORK_026e3, a countdown of three of its owner's turn starts, as "In N turns" (rules-notes 322); at the third, still in
  // hand, it is destroyed — a discard, 4.3 — rules-notes 1327)
  { id: "WORK_026", spell: [{ type: "draw", count: 3, enchantment: "WORK_026e3" }] },
  // inferred from Burndown's text (missing-ids: Burndown_EngulfedInFlameEnchantment): the countdown on each card drawn
  { id: "WORK_026e3", type: "ENCHANTMENT", ...VAC, name: "Engulfed in Flame", cardClass: "MAGE", uses: 3, triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" },
    do: [{ type: "if", if: { usesLeft: 1 }, then: [{ type: "discard", to: "self" }] }, { type: "expire" }] }] },
  // Tidepool Pupil: "Battlecry: If you've cast 3 spells while holding this, Discover one of them." (the spells played while it
  // was held, as "while holding this" reads the record; the options are different cards among them — rules-notes 1332)
  { id: "VAC_304", battlecry: [{ type: "if", if: { value: { playedThisGame: "spell", whileHeld: true }, atLeast: 3 },
    then: [{ type: "discover", from: "played", fromPlayed: { playedThisGame: "spell", whileHeld: true } }] }] },

  // --- w13/toys ---
  // Ranger Gilly: "Warrior Tourist. At the end of your turn, get a 2/3 Crocolisk. Deathrattle: Give all minions in your hand +2/+3."
  { id: "VAC_413", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", card: "VAC_413t" }] }],
    deathrattle: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "VAC_413e3" }] },
  // inferred from Ranger Gilly's text (missing-ids: RangerGilly_IslandCrocoliskToken); its Cost and Beast type as the game's
  // client text gives them (岛栖鳄鱼, HUNTER, 2 Mana 2/3 BEAST)
  { id: "VAC_413t", type: "MINION", ...VAC, name: "Island Crocolisk", cardClass: "HUNTER", cost: 2, attack: 2, health: 3, races: ["BEAST"] },
  // inferred from Ranger Gilly's text (missing-ids: RangerGilly_ToothyEnchantment)
  { id: "VAC_413e3", type: "ENCHANTMENT", ...VAC, name: "Toothy", cardClass: "HUNTER", buff: { attack: 2, health: 3 } },
  // Muensterosity: "Taunt. At the end of your turn, summon an Elemental with stats equal to this minion's." (its Attack and
  // Health now, set on the Cheese Elemental as it is summoned — rules-notes 1541)
  { id: "VAC_339", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "VAC_339t",
    setAttack: { stat: "attack", of: "self" }, setHealth: { stat: "health", of: "self" } }] }] },
  // inferred from Muensterosity's text (missing-ids: Muensterosity_CheeseElementalToken); the printed 1-Cost 1/1 as the game's
  // client text gives it (芝士元素, WARRIOR, ELEMENTAL, no text)
  { id: "VAC_339t", type: "MINION", ...VAC, name: "Cheese Elemental", cardClass: "WARRIOR", cost: 1, attack: 1, health: 1, races: ["ELEMENTAL"] },
  // Party Planner Vona: "Battlecry: If you've taken 8 damage on your turns, summon Ourobos." (the damage your hero took on your
  // own turns this game, Armor and Health lost — the amount heroDamaged amountOnOwnTurns)
  { id: "VAC_945", battlecry: [{ type: "if", if: { value: { heroDamaged: "amountOnOwnTurns" }, atLeast: 8 }, then: [{ type: "summon", card: "VAC_945t" }] }] },
  // inferred (missing-ids: PartyPlannerVona_OurobosWorldSerpentToken) from the game's client text: 世界之蛇乌洛波斯, WARLOCK,
  // 8 Mana 8/8 BEAST, "Taunt. Deathrattle: Give a minion in your hand 'Deathrattle: Summon Ourobos.'" (a random one)
  { id: "VAC_945t", type: "MINION", ...VAC, name: "Ourobos World Serpent", cardClass: "WARLOCK", cost: 8, attack: 8, health: 8, races: ["BEAST"],
    tags: { TAUNT: 1 }, deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "VAC_945e" }] },
  // inferred (missing-ids: PartyPlannerVona_NecessaryExpendituresEnchantment; client text "Deathrattle: Summon Ourobos, World Serpent.")
  { id: "VAC_945e", type: "ENCHANTMENT", ...VAC, name: "Necessary Expenditures", cardClass: "WARLOCK", deathrattle: [{ type: "summon", card: "VAC_945t" }] },
  // Sea Shanty: "Summon three 5/5 Pirates. Costs (1) less for each spell you've cast on characters this game." (spells played
  // at a character, either side's — the play record's target, rules-notes 1540)
  { id: "VAC_558", spell: [{ type: "summon", card: "VAC_558t", count: 3 }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", castOn: "character", multiply: -1 } } }] },
  // inferred from Sea Shanty's text (missing-ids: SeaShanty_ChorusCorsairToken); its 5 Cost as the game's client text gives it
  { id: "VAC_558t", type: "MINION", ...VAC, name: "Chorus Corsair", cardClass: "PALADIN", cost: 5, attack: 5, health: 5, races: ["PIRATE"] },
  // Snoozin' Zookeeper: "Battlecry: Summon an 8/8 Beast for your opponent. It attacks all of their minions." (each of the
  // opponent's other minions, in a random order as Ursoc's "Attack ALL other minions" — rules-notes 325, 1542)
  { id: "VAC_421", battlecry: [{ type: "summon", card: "VAC_421t", side: "enemy" },
    { type: "forceAttack", attacker: "summoned", defender: { all: "minions", side: "enemy", where: { not: "summoned" } }, each: true, anySide: true, randomOrder: true }] },
  // inferred from Snoozin' Zookeeper's text (missing-ids: SnoozinZookeeper_RampagingBeastToken); its 8 Cost as the game's
  // client text gives it (暴乱野兽, NEUTRAL, no text)
  { id: "VAC_421t", type: "MINION", ...VAC, name: "Rampaging Beast", cardClass: "NEUTRAL", cost: 8, attack: 8, health: 8, races: ["BEAST"] },
  // Incindius: "At the end of your turn, upgrade your Eruptions. Battlecry: Shuffle 5 of them into your deck." (each upgrade
  // one more damage: the Eruption's improvements, kept in deck and hand — rules-notes 1543)
  { id: "VAC_321", battlecry: [{ type: "shuffleIntoDeck", card: "VAC_321t", count: 5 }],
    triggers: [{ on: "turn-end", if: { turn: "own" }, do: [
      { type: "improve", to: { all: "deck", side: "friendly", where: { name: "Eruption" } } },
      { type: "improve", to: { all: "hand", side: "friendly", where: { name: "Eruption" } } }] }] },
  // inferred from Incindius's text (missing-ids: Incindius_EruptionToken) and the game's client text: 爆发, NEUTRAL 1-Cost Fire
  // spell, "Casts When Drawn. Deal $1 damage to all enemies." (the number its upgrades raise)
  { id: "VAC_321t", type: "SPELL", ...VAC, name: "Eruption", cardClass: "NEUTRAL", cost: 1, spellSchool: "FIRE", castsWhenDrawn: true,
    spell: [{ type: "damage", amount: { stat: "improvements", of: "self", add: 1 }, to: "enemy-characters" }] },
  // --- w14/isle ---
  // Lamplighter: "Battlecry: Deal 1 damage (Improved by each turn in a row you've played an Elemental)." The damage is the
  // count of your turns in a row with an Elemental played, this one's own turn included (Lamplighter is an Elemental, in the
  // record by its Battlecry): 1 with no run, +1 for each earlier turn of the run (rules-notes 1740).
  { id: "VAC_442", target: { type: "character" }, battlecry: [{ type: "damage",
    amount: { playedThisGame: "card", race: "ELEMENTAL", read: "turnsInARow" }, to: "target" }] },
  // Soul Searching: "Discover a card from your deck. Spend 5 Corpses to copy it." (a copy of the card taken, once in hand —
  // 4.8 keeps its states; none taken, a full hand burning it: nothing copied and nothing spent; rules-notes 1741)
  { id: "WORK_070", spell: [{ type: "discover", from: "deck" }, { type: "if", if: { exists: { all: "added" } },
    then: [{ type: "spendCorpses", amount: 5, do: [{ type: "addCard", copyOf: { all: "added" } }] }] }] },
  // Lifeguard: "Taunt. Battlecry: The next spell you cast has Lifesteal." A player state on your hero (missing-ids:
  // Lifeguard_ProtectionEnchantment, VAC_919e) answers the next spell you play, as it is played (before its text): the spell
  // gets VAC_919e2 (Lifeguard_LifestealEnchantment: Lifesteal, which stays on it), and the state is gone (rules-notes 1743).
  { id: "VAC_919", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "VAC_919e" }] },
  // inferred from Lifeguard's text (missing-ids: Lifeguard_ProtectionEnchantment)
  { id: "VAC_919e", type: "ENCHANTMENT", ...VAC, name: "Protection", cardClass: "PALADIN",
    triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "event-target", enchantment: "VAC_919e2" }, { type: "expire" }] }] },
  // inferred from Lifeguard's text (missing-ids: Lifeguard_LifestealEnchantment)
  { id: "VAC_919e2", type: "ENCHANTMENT", ...VAC, name: "Lifesteal", cardClass: "PALADIN", buff: { grants: ["LIFESTEAL"] } },
  // Adaptive Amalgam: "This has all minion types. Deathrattle: Shuffle this into your deck. It keeps any enchantments." (its
  // races are the data's ALL; a copy of it goes into your deck at a random place, with the enchantments it had as it died —
  // the shuffleIntoDeck `keepEnchantments`, rules-notes 1747)
  { id: "VAC_958", deathrattle: [{ type: "shuffleIntoDeck", copyOf: "self", keepEnchantments: true }] },
  // Chatty Macaw: "Battlecry: Repeat the last spell you cast at an enemy (at a random enemy if possible)." The latest spell of
  // your play record played at an enemy character (its target chosen as it was played; a spell cast by an effect has no
  // record) is cast again, a new copy, at a random enemy when one is a valid target (`replay` with `played.target`,
  // rules-notes 1752)
  { id: "VAC_407", battlecry: [{ type: "replay", played: { type: "spell", castOn: "enemy-character" }, last: true, preferEnemies: true }] },
];
