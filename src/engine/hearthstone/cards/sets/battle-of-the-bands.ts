/** Festival of Legends (BATTLE_OF_THE_BANDS). */
import type { CardDefinition } from "../format/index.js";

const FINALE = { finale: true } as const;
/** "If you control no other minions" (the Soloists): as Lone Champion. */
const ALONE = { value: { count: "other-friendly-minions" }, atMost: 0 } as const;
/** "(Swaps each turn.)": at the start of its owner's turn, in hand, the card becomes its other printing, states kept (rules-notes 1260). */
const swapsTo = (other: string): NonNullable<CardDefinition["triggers"]> =>
  [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [{ type: "transform", to: "self", card: other, keepState: true }] }];

export const BATTLE_OF_THE_BANDS = (): CardDefinition[] => [
  // Finale (压轴): "if this card used up your Mana" — the condition `{ finale: true }`: after its pay step its player had
  // no Mana left (rules-notes 418). Spells, and a minion whose Finale changes what its Battlecry does.
  // Mic Drop: "Draw 2 cards. Finale: Give your weapon +2 Attack."
  { id: "ETC_075", spell: [{ type: "draw", count: 2 }, { type: "if", if: FINALE, then: [{ type: "buff", to: "friendly-weapon", enchantment: "ETC_075e" }] }] },
  { id: "ETC_075e", buff: { attack: 2 } },
  // Boogie Down: "Summon two 1-Cost minions from your deck. Finale: Summon another." (each a random 1-Cost minion of the deck)
  { id: "ETC_318", spell: [
    { type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 1 } },
    { type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 1 } },
    { type: "if", if: FINALE, then: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 1 } }] },
  ] },
  // Power Chord: Synchronize: "Choose a minion. Add a copy of it to your hand. Finale: Give both +1/+2."
  { id: "ETC_338", target: { type: "minion" }, spell: [
    { type: "addCard", copyOf: "target" },
    { type: "if", if: FINALE, then: [{ type: "buff", to: "target", enchantment: "ETC_338e" }, { type: "buff", to: { all: "added", where: { zone: "hand" } }, enchantment: "ETC_338e" }] },
  ] },
  { id: "ETC_338e", buff: { attack: 1, health: 2 } },
  // Chill Vibes: "Restore #8 Health. Finale: Summon a 3/3 Elemental with Taunt." (any character, as Healing Touch)
  { id: "ETC_369", target: { type: "character" }, spell: [{ type: "heal", amount: 8, to: "target" }, { type: "if", if: FINALE, then: [{ type: "summon", card: "ETC_369t" }] }] },
  // Taste of Chaos: "Deal $2 damage to a minion. Finale: Discover a Fel spell."
  { id: "ETC_394", target: { type: "minion" }, spell: [
    { type: "damage", amount: 2, to: "target" },
    { type: "if", if: FINALE, then: [{ type: "discover", from: { type: "SPELL", spellSchool: "FEL", yourClass: true } }] },
  ] },
  // Through Fel and Flames: "Give a minion Rush. Finale: And +1/+1." (0 Cost: played with no Mana left, its Finale comes)
  { id: "JAM_017", target: { type: "minion" }, spell: [
    { type: "buff", to: "target", grants: ["RUSH"] },
    { type: "if", if: FINALE, then: [{ type: "buff", to: "target", enchantment: "JAM_017e" }] },
  ] },
  { id: "JAM_017e", buff: { attack: 1, health: 1 } },
  // Summer Flowerchild: "Battlecry: Draw two cards that cost (6) or more. Finale: They cost (1) less." (the Finale changes
  // what the Battlecry draws: part of it)
  { id: "ETC_376", battlecry: [
    { type: "draw", count: 2, where: { minCost: 6 } },
    { type: "if", if: FINALE, then: [{ type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "ETC_376e" }] },
  ] },
  { id: "ETC_376e", buff: { cost: -1 } },
  // Jukebox Totem: "At the end of your turn, summon a 1/1 Silver Hand Recruit."
  { id: "JAM_010", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "CS2_101t" }] }] },
  // --- late helper w9/late-c: cards whose text the format expresses ---
  // Cage Head: "Deathrattle: Summon a 9/9 Blight Boar with Charge and Taunt."
  { id: "ETC_526", deathrattle: [{ type: "summon", card: "ETC_526t" }] },
  // Amplified Elekk: "Taunt Deathrattle: Deal 3 damage to all enemy minions."
  { id: "ETC_086", deathrattle: [{ type: "damage", amount: 3, to: "enemy-minions" }] },
  // Keyboard Soloist: "Battlecry: If you control no other minions, summon two 1/2 Amps with Spell Damage +1."
  { id: "ETC_029", battlecry: [{ type: "if", if: ALONE, then: [{ type: "summon", card: "ETC_029t", count: 2 }] }] },
  // Drum Soloist: "Taunt Battlecry: If you control no other minions, gain +2/+2 and Rush."
  { id: "ETC_035", battlecry: [{ type: "if", if: ALONE, then: [{ type: "buff", to: "self", enchantment: "ETC_035e" }, { type: "buff", to: "self", grants: ["RUSH"] }] }] },
  { id: "ETC_035e", buff: { attack: 2, health: 2 } },
  // Saxophone Soloist: "Battlecry: If you control no other minions, add a Saxophone Soloist to your hand."
  { id: "ETC_358", battlecry: [{ type: "if", if: ALONE, then: [{ type: "addCard", card: "ETC_358" }] }] },
  // Opera Soloist: "Battlecry: If you control no other minions, deal 3 damage to all enemy minions."
  { id: "ETC_034", battlecry: [{ type: "if", if: ALONE, then: [{ type: "damage", amount: 3, to: "enemy-minions" }] }] },
  // Stereo Totem: "At the end of your turn, give a random minion in your hand +2/+2."
  { id: "ETC_105", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "ETC_105e" }] }] },
  { id: "ETC_105e", buff: { attack: 2, health: 2 } },
  // Shadow Chord: Distort: "Give a minion -5/-5. If it has 0 Attack, destroy it."
  { id: "ETC_305", target: { type: "minion" }, spell: [
    { type: "buff", to: "target", enchantment: "ETC_305e" },
    { type: "if", if: { entity: "target", matches: { zone: "play", maxAttack: 0 } }, then: [{ type: "destroy", to: "target" }] },
  ] },
  { id: "ETC_305e", buff: { attack: -5, health: -5 } },
  // Fanboy: "Choose One - Give a friendly minion +2 Attack and Rush; or +2 Health and Lifesteal."
  { id: "JAM_027", chooseOne: [
    { card: "JAM_027a", target: { type: "minion", side: "friendly" }, effects: [{ type: "buff", to: "target", enchantment: "JAM_027ae" }] },
    { card: "JAM_027b", target: { type: "minion", side: "friendly" }, effects: [{ type: "buff", to: "target", enchantment: "JAM_027be" }] },
  ] },
  { id: "JAM_027ae", buff: { attack: 2, grants: ["RUSH"] } },
  { id: "JAM_027be", buff: { health: 2, grants: ["LIFESTEAL"] } },
  // Jam Session: "Give a friendly minion +3/+3. Deal $1 damage to all other minions. Overload: (1)"
  { id: "JAM_013", target: { type: "minion", side: "friendly" }, spell: [
    { type: "buff", to: "target", enchantment: "JAM_013e" },
    { type: "damage", amount: 1, to: { all: "minions", where: { not: ["target"] } } },
  ] },
  { id: "JAM_013e", buff: { attack: 3, health: 3 } },
  // One Hit Wonder: "Rush Combo: Gain Poisonous."
  { id: "JAM_021", combo: [{ type: "buff", to: "self", grants: ["POISONOUS"] }] },
  // Outfit Tailor: "Battlecry: Give a friendly minion Attack and Health equal to this minion's." (read as it resolves)
  { id: "ETC_420", target: { type: "minion", side: "friendly" }, battlecry: [
    { type: "buff", to: "target", enchantment: "ETC_420e", attack: { stat: "attack", of: "self" }, health: { stat: "health", of: "self" } },
  ] },
  { id: "ETC_420e" },
  // Rush the Stage: "Draw two Rush minions. They cost (1) less."
  { id: "ETC_200", spell: [{ type: "draw", count: 2, where: { type: "minion", tag: "RUSH" }, enchantment: "ETC_200e" }] },
  { id: "ETC_200e", buff: { cost: -1 } },
  // Instrument Tech: "Battlecry: Draw a weapon."
  { id: "ETC_418", battlecry: [{ type: "draw", where: { type: "weapon" } }] },
  // Fan Club (Location): "Restore #3 Health to all friendly characters."
  { id: "ETC_449", activate: [{ type: "heal", amount: 3, to: "friendly-characters" }] },
  // Dance Floor (Location): "Give your minions Rush."
  { id: "JAM_009", activate: [{ type: "buff", to: "friendly-minions", enchantment: "JAM_009e" }] },
  { id: "JAM_009e", buff: { grants: ["RUSH"] } },
  // Deafen: "Silence a minion. Combo: Also deal $2 damage to it."
  { id: "JAM_022", target: { type: "minion" }, spell: [{ type: "silence", to: "target" }],
    combo: [{ type: "silence", to: "target" }, { type: "damage", amount: 2, to: "target" }] },
  // Pack the House: "Summon a random 6, 5, 4, and 3-Cost minion. Overload: (2)"
  { id: "ETC_370", spell: [
    { type: "summonRandom", pool: { type: "MINION", cost: 6 } }, { type: "summonRandom", pool: { type: "MINION", cost: 5 } },
    { type: "summonRandom", pool: { type: "MINION", cost: 4 } }, { type: "summonRandom", pool: { type: "MINION", cost: 3 } },
  ] },
  // Void Virtuoso: "During your turn, your hero is Immune." (as Violet Illusionist)
  { id: "ETC_081", auras: [{ to: "friendly-hero", buff: { grants: ["IMMUNE"] }, enchantment: "ETC_081e", if: { turn: "own" } }] },
  { id: "ETC_081e", buff: { grants: ["IMMUNE"] } },
  // Air Guitarist: "Battlecry: Give your weapon +1 Durability." (no weapon: nothing)
  { id: "ETC_102", battlecry: [{ type: "buff", to: "friendly-weapon", enchantment: "ETC_102e" }] },
  { id: "ETC_102e", buff: { health: 1 } },
  // Costumed Singer: "At the end of your turn, draw a Secret."
  { id: "JAM_001", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "draw", where: { secret: true } }] }] },
  // Fiddlefire Imp: "Battlecry: Add a random Fire Mage and Fire Warlock spell to your hand."
  { id: "JAM_032", battlecry: [
    { type: "addCard", pool: { type: "SPELL", spellSchool: "FIRE", cardClass: "MAGE" } },
    { type: "addCard", pool: { type: "SPELL", spellSchool: "FIRE", cardClass: "WARLOCK" } },
  ] },
  // Synthesize: "Add a random 1, 2, and 3-Cost Elemental to your hand."
  { id: "ETC_535", spell: [
    { type: "addCard", pool: { type: "MINION", race: "ELEMENTAL", cost: 1 } },
    { type: "addCard", pool: { type: "MINION", race: "ELEMENTAL", cost: 2 } },
    { type: "addCard", pool: { type: "MINION", race: "ELEMENTAL", cost: 3 } },
  ] },
  // Guitar Soloist: "Battlecry: If you control no other minions, draw a spell, a minion, and a weapon."
  { id: "ETC_026", battlecry: [{ type: "if", if: ALONE, then: [
    { type: "draw", where: { type: "spell" } }, { type: "draw", where: { type: "minion" } }, { type: "draw", where: { type: "weapon" } },
  ] }] },
  // Dirge of Despair: "Deal $3 damage to a character. If it dies, summon a Demon from your deck." (as Mortal Coil's "if it dies")
  { id: "ETC_082", target: { type: "character" }, spell: [
    { type: "damage", amount: 3, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "DEMON" } }] },
  ] },
  // Ghost Writer: "Battlecry: Discover a spell. Finale: Discover another." (the Finale part of the Battlecry, as Summer Flowerchild)
  { id: "ETC_088", battlecry: [
    { type: "discover", from: { type: "SPELL", yourClass: true } },
    { type: "if", if: FINALE, then: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] },
  ] },
  // Paparazzi: "Battlecry: Discover a Legendary minion."
  { id: "ETC_326", battlecry: [{ type: "discover", from: { type: "MINION", rarity: "LEGENDARY", yourClass: true } }] },
  // --- w10/rlk: cards whose text the format expresses ---
  // Arrow Smith: "After you cast a spell, deal 1 damage to the lowest Health enemy." (a random one among ties)
  { id: "ETC_833", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } },
    do: [{ type: "damage", amount: 1, to: { random: "enemy-characters", lowest: "health" } }] }] },
  // Backstage Bouncer: "Taunt Battlecry: Transform a friendly minion into a copy of this." (a copy per 4.8)
  { id: "JAM_014", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "transform", to: "target", copyOf: "self" }] },
  // Beatboxer: "Combo: Deal 4 damage randomly split among all enemies." (four hits of 1, 3.5)
  { id: "ETC_072", combo: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 4 } }] },
  // Blackrock 'n' Roll: "Give all minions in your deck Attack and Health equal to their Cost." (获得: added, as Outfit Tailor's;
  // each minion's own Cost as it resolves: ETC_417e)
  { id: "ETC_417", spell: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "ETC_417e",
    attack: { stat: "cost", of: "each" }, health: { stat: "cost", of: "each" } }] },
  { id: "ETC_417e" },
  // Bounce Around (ft. Garona): "Return all friendly minions to your hand. They cost (1) this turn." (ETC_079e, one turn)
  { id: "ETC_079", spell: [{ type: "returnToHand", to: "friendly-minions", enchantment: "ETC_079e" }] },
  { id: "ETC_079e", buff: { setCost: 1, oneTurn: true } },
  // Cowbell Soloist: "Battlecry: If you control no other minions, deal 2 damage." (a target only while it holds)
  { id: "ETC_101", target: { type: "character", if: { value: { count: "friendly-minions" }, atMost: 0 } },
    battlecry: [{ type: "if", if: ALONE, then: [{ type: "damage", amount: 2, to: "target" }] }] },
  // Audio Splitter: "Deathrattle: Copy the highest Cost spell in your hand." (a random one among ties)
  { id: "ETC_536", deathrattle: [{ type: "addCard", copyOf: { random: { all: "hand", side: "friendly", where: { type: "spell" } }, highest: "cost" } }] },
  // Disc Jockey: "Combo: Add a random Combo card to your hand."
  { id: "ETC_077", combo: [{ type: "addCard", pool: { type: "CARD", mechanic: "COMBO" } }] },
  // Drum Circle: "Choose One - Summon five 2/2 Treants; or Give your minions +2/+4 and Taunt."
  { id: "ETC_373", chooseOne: [
    { card: "ETC_373a", requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "ETC_373t", count: 5 }] },
    { card: "ETC_373b", effects: [{ type: "buff", to: "friendly-minions", enchantment: "ETC_373be" }, { type: "buff", to: "friendly-minions", grants: ["TAUNT"] }] }] },
  { id: "ETC_373be", buff: { attack: 2, health: 4 } },
  // Eye of Shadow: "Your hero has Lifesteal."
  { id: "ETC_398", auras: [{ to: "friendly-hero", buff: { grants: ["LIFESTEAL"] } }] },
  // Frequency Oscillator: "Battlecry: The next Mech you play costs (1) less." (a cost state on your hero, used up by that Mech)
  { id: "ETC_106", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "ETC_106e" }] },
  { id: "ETC_106e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "MECHANICAL" } }, buff: { cost: -1 } }],
    consumedBy: { type: "minion", race: "MECHANICAL" } },
  // Funkfin: "Divine Shield Your minions with Divine Shield have +2 Attack."
  { id: "ETC_337", auras: [{ to: { all: "minions", side: "friendly", where: { tag: "DIVINE_SHIELD" } }, buff: { attack: 2 }, enchantment: "ETC_337e" }] },
  { id: "ETC_337e", buff: { attack: 2 } },
  // Grimtotem Buzzkill: "Battlecry: Discard a weapon to draw 3 cards." (a random weapon of your hand; none: nothing)
  { id: "JAM_035", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "weapon" } } }, then: [
    { type: "discard", to: { random: { all: "hand", side: "friendly", where: { type: "weapon" } } } }, { type: "draw", count: 3 }] }] },
  // Halveria Darkraven: "Rush After a friendly Rush minion attacks, give your minions +1 Attack."
  { id: "ETC_399", triggers: [{ on: "after-attack", if: { source: { side: "friendly", type: "minion", tag: "RUSH" } },
    do: [{ type: "buff", to: "friendly-minions", enchantment: "ETC_399e" }] }] },
  { id: "ETC_399e", buff: { attack: 1 } },
  // Holotechnician: "After ANY minion takes exactly 1 damage, destroy it."
  { id: "ETC_534", triggers: [{ on: "damage", if: [{ target: "minion" }, { value: { event: "amount" }, atLeast: 1, atMost: 1 }],
    do: [{ type: "destroy", to: "event-target" }] }] },
  // Horn of the Windlord: "Windfury Whenever your hero attacks a minion, set its stats to 3/3." (JAM_011e)
  { id: "JAM_011", triggers: [{ on: "attack", if: [{ source: "friendly-hero" }, { target: "minion" }], do: [{ type: "buff", to: "event-target", enchantment: "JAM_011e" }] }] },
  { id: "JAM_011e", buff: { setAttack: 3, setHealth: 3 } },
  // Idol's Adoration: "Your Hero Power costs (0). After you use it, lose 1 Durability."
  { id: "ETC_312", auras: [{ to: "friendly-hero-power", buff: { setCost: 0 }, enchantment: "ETC_312e" }],
    triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "loseDurability", amount: 1, to: "self" }] }] },
  { id: "ETC_312e", buff: { setCost: 0 } },
  // JIVE, INSECT!: "Transform a minion into Ragnaros the Firelord. Overload: (2)"
  { id: "ETC_362", target: { type: "minion" }, spell: [{ type: "transform", to: "target", card: "EX1_298" }] },
  // Melomania: "Each time you play a minion this turn, add a random Shaman spell to your hand." (ETC_367e, one turn)
  { id: "ETC_367", spell: [{ type: "buff", to: "friendly-hero", enchantment: "ETC_367e" }] },
  { id: "ETC_367e", buff: { oneTurn: true }, triggers: [{ on: "play", if: { target: { side: "friendly", type: "minion" } },
    do: [{ type: "addCard", pool: { type: "SPELL", cardClass: "SHAMAN" } }] }] },
  // Peaceful Piper: "Choose One - Draw a Beast; or Discover one."
  { id: "ETC_375", chooseOne: [
    { card: "ETC_375a", effects: [{ type: "draw", where: { type: "minion", race: "BEAST" } }] },
    { card: "ETC_375b", effects: [{ type: "discover", from: { type: "MINION", race: "BEAST", yourClass: true } }] }] },
  // Plagiarizarrr: "Battlecry: Get a copy of the top card of your opponent's deck."
  { id: "JAM_023", battlecry: [{ type: "addCard", copyOf: { top: "deck", side: "enemy" } }] },
  // Popular Pixie: "Choose One - Refresh your Hero Power; or Your next one costs (0)." (JAM_026e, used up by the next use)
  { id: "JAM_026", chooseOne: [
    { card: "JAM_026a", effects: [{ type: "refreshHeroPower" }] },
    { card: "JAM_026b", effects: [{ type: "buff", to: "friendly-hero-power", enchantment: "JAM_026e" }] }] },
  { id: "JAM_026e", buff: { setCost: 0 }, triggers: [{ on: "inspire", if: { source: "self" }, do: [{ type: "expire" }] }] },
  // Pyrotechnician: "After you cast a spell, add a random Fire spell to your hand."
  { id: "ETC_540", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "FIRE" } }] }] },
  // Rolling Stone: "Rush Battlecry: If the last card you played costs (1), gain +1/+1." (what it was played for)
  { id: "ETC_742", battlecry: [{ type: "if", if: { all: [{ value: { playedThisGame: "card", last: true }, atLeast: 1 },
    { value: { playedThisGame: "card", last: true, read: "lastCost" }, atLeast: 1, atMost: 1 }] },
    then: [{ type: "buff", to: "self", enchantment: "ETC_742e" }] }] },
  { id: "ETC_742e", buff: { attack: 1, health: 1 } },
  // Snakebite: "Rush Battlecry: Gain +1/+1 for each minion that died this turn." (both players' minions)
  { id: "ETC_410", battlecry: [{ type: "repeat", times: { died: "minions", side: "any", thisTurn: true }, do: [{ type: "buff", to: "self", enchantment: "ETC_410e" }] }] },
  { id: "ETC_410e", buff: { attack: 1, health: 1 } },
  // Spread the Word: "Draw 2 cards. Costs (1) less for each Attack your hero has."
  { id: "ETC_384", spell: [{ type: "draw", count: 2 }], auras: [{ to: "self", zone: "hand", buff: { cost: { stat: "attack", of: "friendly-hero", multiply: -1 } } }] },
  // Star Power: "Deal $5 damage to a random enemy minion. Repeat this with 1 less damage." (5, 4, 3, 2, 1: each hit a new pick
  // among the enemy minions not mortally wounded, 3.5)
  { id: "JAM_002", spell: [5, 4, 3, 2, 1].map((n) => ({ type: "damage" as const, amount: n, to: { random: "enemy-minions" as const } })) },
  // Static Waveform: "At the start of EACH turn, lose 1 Attack or Health (chosen randomly)." (ETC_089e, ETC_089e2)
  { id: "ETC_089", triggers: [{ on: "turn-start", do: [{ type: "choose", random: true, options: [
    { card: "ETC_089e", effects: [{ type: "buff", to: "self", enchantment: "ETC_089e" }] },
    { card: "ETC_089e2", effects: [{ type: "buff", to: "self", enchantment: "ETC_089e2" }] }] }] }] },
  { id: "ETC_089e", buff: { attack: -1 } },
  { id: "ETC_089e2", buff: { health: -1 } },
  // Unpopular Has-Been: "Deathrattle: Summon a random 5-Cost minion from the past."
  { id: "ETC_349", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 5, fromThePast: true } }] },
  // Yelling Yodeler: "Battlecry: Trigger a friendly minion's Deathrattle twice."
  { id: "JAM_005", target: { type: "minion", side: "friendly", where: { has: "deathrattle" } },
    battlecry: [{ type: "triggerDeathrattle", to: "target" }, { type: "triggerDeathrattle", to: "target" }] },
  // Pozzik, Audio Engineer: "Battlecry: Add two 3/3 Bots to your opponent's hand. Deathrattle: Summon them for yourself." (two Bots)
  { id: "ETC_425", battlecry: [{ type: "addCard", card: "ETC_425t", count: 2, player: "enemy" }], deathrattle: [{ type: "summon", card: "ETC_425t", count: 2 }] },
  // Cold Feet: "Enemy minions cost (5) more next turn." (JAM_006e, the caster's state on the enemy hero: works on their turn, gone
  // at its end — as Loatheb's)
  { id: "JAM_006", spell: [{ type: "buff", to: "enemy-hero", enchantment: "JAM_006e" }] },
  { id: "JAM_006e", auras: [{ to: { all: "hand", side: "enemy", where: { type: "minion" } }, buff: { cost: 5 }, enchantment: "JAM_006e2", if: { turn: "opponent" } }],
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  { id: "JAM_006e2", buff: { cost: 5 } },
  // Speaker Stomper: "Tradeable Battlecry: Enemy spells cost (2) more next turn." (JAM_034e, as Cold Feet's)
  { id: "JAM_034", battlecry: [{ type: "buff", to: "enemy-hero", enchantment: "JAM_034e" }] },
  { id: "JAM_034e", auras: [{ to: { all: "hand", side: "enemy", where: { type: "spell" } }, buff: { cost: 2 }, enchantment: "JAM_034e2", if: { turn: "opponent" } }],
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  { id: "JAM_034e2", buff: { cost: 2 } },
  // Rowdy Fan / Obsessive Fan / Annoying Fan: "Battlecry: Choose a minion. It has +4 Attack (Stealth; can't attack) while this is
  // alive." A link (ETC_107e2, "Has an extra effect from …") marks the chosen minion; the Fan's aura reaches what carries it,
  // so it holds while the Fan is in play (the game's aura enchantments ETC_107e, ETC_108e, ETC_109e)
  { id: "ETC_107", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", enchantment: "ETC_107e2", link: true }],
    auras: [{ to: { linked: "ETC_107e2" }, buff: { attack: 4 }, enchantment: "ETC_107e" }] },
  { id: "ETC_107e", buff: { attack: 4 } },
  { id: "ETC_107e2" },
  // Banjosaur: "Rush Whenever this attacks, draw a Beast and gain its stats." (its Attack and Health once in hand: ETC_840e)
  { id: "ETC_840", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "draw", where: { type: "minion", race: "BEAST" } },
    { type: "buff", to: "self", enchantment: "ETC_840e", attack: { stat: "attack", of: { all: "drawn", where: { zone: "hand" } } },
      health: { stat: "health", of: { all: "drawn", where: { zone: "hand" } } } }] }] },
  { id: "ETC_840e" },
  // Cover Artist: "Battlecry: Transform into a 3/3 copy of a minion." (a copy per 4.8, then set to 3/3: ETC_110e)
  { id: "ETC_110", target: { type: "minion" }, battlecry: [{ type: "transform", to: "self", copyOf: "target", enchantment: "ETC_110e" }] },
  { id: "ETC_110e", buff: { setAttack: 3, setHealth: 3 } },
  // Crowd Surfer: "Deathrattle: Give ANY other minion +1/+1 and this Deathrattle." (a random other minion, either side: ETC_104e,
  // whose own Deathrattle passes it on again)
  { id: "ETC_104", deathrattle: [{ type: "buff", to: { random: "all-other-minions" }, enchantment: "ETC_104e" }] },
  { id: "ETC_104e", buff: { attack: 1, health: 1 }, deathrattle: [{ type: "buff", to: { random: "all-other-minions" }, enchantment: "ETC_104e" }] },
  // Freebird: "Charge Battlecry: Gain +1/+1 for each other Freebird you've played this game."
  { id: "ETC_336", battlecry: [{ type: "repeat", times: { playedThisGame: "minion", sameCardAs: "self" }, do: [{ type: "buff", to: "self", enchantment: "ETC_336e" }] }] },
  { id: "ETC_336e", buff: { attack: 1, health: 1 } },
  // Hidden Meaning: "Secret: When your opponent ends their turn with no Mana, summon a random 3-Cost minion."
  { id: "JAM_003", triggers: [{ on: "turn-end", if: [{ turn: "opponent" }, { value: { mana: "available", side: "enemy" }, atMost: 0 }],
    do: [{ type: "summonRandom", pool: { type: "MINION", cost: 3 } }] }] },
  // Hollow Hound: "Lifesteal, Rush Also damages minions next to whomever this attacks."
  { id: "JAM_004", attackHitsAdjacent: true },
  // Inzah: "Battlecry: For the rest of the game, your Overload cards cost (1) less." (ETC_371e1 on your hero; ETC_371e2 on the cards)
  { id: "ETC_371", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "ETC_371e1" }] },
  { id: "ETC_371e1", auras: [{ to: { all: "hand", side: "friendly", where: { has: "overload" } }, buff: { cost: -1 }, enchantment: "ETC_371e2" }] },
  { id: "ETC_371e2", buff: { cost: -1 } },
  // Mosh Pit (Location): "Spend 3 Corpses to give a friendly minion Reborn."
  { id: "ETC_533", target: { type: "minion", side: "friendly" }, activate: [{ type: "spendCorpses", amount: 3, do: [{ type: "buff", to: "target", grants: ["REBORN"] }] }] },
  // Rhyme Spinner: "Rush Combo: Gain +1/+1 for each other Combo card you've played this game." (its own play left out)
  { id: "ETC_073", combo: [{ type: "repeat", times: { playedThisGame: "card", mechanic: "COMBO", add: -1, min: 0 }, do: [{ type: "buff", to: "self", enchantment: "ETC_073e" }] }] },
  { id: "ETC_073e", buff: { attack: 1, health: 1 } },
  // Rhythmdancer Risa: "Rush After your hero attacks, return this to your hand and set its Cost to (1)." (JAM_019e)
  { id: "JAM_019", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "returnToHand", to: "self", enchantment: "JAM_019e" }] }] },
  { id: "JAM_019e", buff: { setCost: 1 } },
  // Screaming Banshee: "Lifesteal After your hero gains Health, summon a Soul with that much Attack and Health." (the Health restored)
  { id: "ETC_522", triggers: [{ on: "heal", if: { target: "friendly-hero" }, do: [{ type: "summon", card: "ETC_522t", setAttack: { event: "amount" }, setHealth: { event: "amount" } }] }] },
  // Blood Treant: "Costs Health instead of Mana."
  { id: "JAM_028", tags: { CARD_COSTS_HEALTH: 1 } },
  // Lead Dancer: "Deathrattle: Summon a minion from your deck with less Attack than this minion." (its Attack as it died: the filter
  // `lessThanOf` with `lastKnown`; a random such minion of the deck)
  { id: "ETC_328", deathrattle: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", lessThanOf: { stat: "attack", of: "self", lastKnown: true } } }] },
  // Altered Chord: "Lifesteal Deal $6 damage to a minion. Costs (3) less if you're Overloaded." (the condition `overloaded`)
  { id: "ETC_356", target: { type: "minion" }, spell: [{ type: "damage", amount: 6, to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: -3 }, if: { overloaded: true } }] },
  // Flowrider: "Battlecry: If you're Overloaded, Discover a spell from your deck."
  { id: "ETC_359", battlecry: [{ type: "if", if: { overloaded: true }, then: [{ type: "discover", from: "deck", where: { type: "spell" } }] }] },
  // Baritone Imp: "Battlecry: Take Fatigue damage. Gain that much Attack and Health." (the effect `fatigue`; "that much" is the
  // damage it dealt: ETC_068e)
  { id: "ETC_068", battlecry: [{ type: "fatigue" }, { type: "buff", to: "self", enchantment: "ETC_068e", attack: { dealt: "damage" }, health: { dealt: "damage" } }] },
  { id: "ETC_068e" },
  // Crescendo: "Take Fatigue damage. Deal that much damage to all enemies."
  { id: "ETC_069", spell: [{ type: "fatigue" }, { type: "damage", amount: { dealt: "damage" }, to: "enemy-characters" }] },
  // Crazed Conductor: "Battlecry: Take Fatigue damage. Summon that many 3/3 Imps."
  { id: "ETC_070", battlecry: [{ type: "fatigue" }, { type: "summon", card: "ETC_070t", count: { dealt: "damage" } }] },
  // ---- w11/bands ----
  // A minion's Finale written without "Battlecry:": the card field `whenPlayed` (its own step after the Battlecry, once;
  // rules-notes 1080).
  // Audio Medic: "Rush Finale: Gain Lifesteal."
  { id: "ETC_325", whenPlayed: [{ type: "if", if: FINALE, then: [{ type: "buff", to: "self", grants: ["LIFESTEAL"] }] }] },
  // Candleraiser: "Divine Shield Finale: Give adjacent minions Divine Shield."
  { id: "ETC_543", whenPlayed: [{ type: "if", if: FINALE, then: [{ type: "buff", to: { adjacent: "self" }, grants: ["DIVINE_SHIELD"] }] }] },
  // Thornmantle Musician: "Finale: The next Beast you summon gets +1/+1." (the player state ETC_831e on your hero, used up
  // by that summon, as The Crystal Cove's; no "this turn": it lasts)
  { id: "ETC_831", whenPlayed: [{ type: "if", if: FINALE, then: [{ type: "buff", to: "friendly-hero", enchantment: "ETC_831e" }] }] },
  { id: "ETC_831e", triggers: [{ on: "summon", if: { target: { side: "friendly", type: "minion", race: "BEAST" } }, do: [{ type: "buff", to: "event-target", enchantment: "ETC_831e1" }, { type: "expire" }] }] },
  { id: "ETC_831e1", buff: { attack: 1, health: 1 } },
  // Ambient Lightspawn: "Finale and Overheal: Give another random friendly minion +2/+2."
  { id: "JAM_024", whenPlayed: [{ type: "if", if: FINALE, then: [{ type: "buff", to: { random: "other-friendly-minions" }, enchantment: "JAM_024e" }] }],
    triggers: [{ on: "overheal", if: { target: "self" }, do: [{ type: "buff", to: { random: "other-friendly-minions" }, enchantment: "JAM_024e" }] }] },
  { id: "JAM_024e", buff: { attack: 2, health: 2 } },
  // Festival Security: "Taunt Finale: Force all enemy minions to attack this." (each in turn, in the selector's order —
  // left to right on their board: rules-notes 1081; `group` names this minion, as a forced
  // attack reads its `defender` with the attacker as `self`)
  { id: "ETC_542", whenPlayed: [{ type: "if", if: FINALE, then: [{ type: "group", of: "self", do: [{ type: "forceAttack", attacker: "enemy-minions", defender: "group" }] }] }] },
  // Stranglethorn Heart: "Tradeable Resurrect all friendly Beasts that cost (5) or more." (every such death, in the order they
  // died; a full board stops the rest: rules-notes 1083)
  { id: "ETC_208", spell: [{ type: "resurrect", all: true, where: { race: "BEAST", costAtLeast: 5 } }] },
  // Going Down Swinging: "Give your hero +2 Attack and Immune this turn, then attack each enemy minion." (ETC_413e, ETC_413e2;
  // each enemy minion there as the attacks start, in a random order as Ursoc's "attack ALL" — rules-notes 325, 1082)
  { id: "ETC_413", spell: [{ type: "buff", to: "friendly-hero", enchantment: "ETC_413e" }, { type: "buff", to: "friendly-hero", enchantment: "ETC_413e2" },
    { type: "forceAttack", attacker: "friendly-hero", defender: "enemy-minions", each: true, randomOrder: true }] },
  { id: "ETC_413e", buff: { attack: 2, oneTurn: true } },
  { id: "ETC_413e2", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Mish-Mash Mosher: "Rush After this attacks, gain +1 Attack and attack a random enemy minion." (a forced attack is an attack:
  // it goes on until no enemy minion is left for it or it leaves play)
  { id: "ETC_419", triggers: [{ on: "after-attack", if: { source: "self" }, do: [{ type: "buff", to: "self", enchantment: "ETC_419e" },
    { type: "forceAttack", attacker: "self", defender: { random: "enemy-minions" } }] }] },
  { id: "ETC_419e", buff: { attack: 1 } },
  // Starlight Groove: "Give your hero Divine Shield. For the rest of the game, playing a Holy spell refreshes it." (the player
  // state ETC_330e1 "Gain Divine Shield after you cast a Holy spell", on your hero)
  { id: "ETC_330", spell: [{ type: "gainKeyword", to: "friendly-hero", keyword: "DIVINE_SHIELD" }, { type: "buff", to: "friendly-hero", enchantment: "ETC_330e1" }] },
  { id: "ETC_330e1", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", spellSchool: "HOLY" } }, do: [{ type: "gainKeyword", to: "friendly-hero", keyword: "DIVINE_SHIELD" }] }] },
  // Tough Crowd: "Outcast: Return a minion to its owner's hand." (a target only when played as Outcast)
  { id: "JAM_020", target: { type: "minion" }, outcast: [{ type: "returnToHand", to: "target" }] },
  // Rin, Orchestrator of Doom: "Taunt. Deathrattle: Both players draw 2 cards, discard 2 cards, and destroy the top 2 cards of
  // their deck." (each step for both players, the minion's controller first: rules-notes 1082)
  { id: "ETC_071", deathrattle: [{ type: "draw", count: 2 }, { type: "draw", count: 2, player: "enemy" },
    { type: "discard", count: 2 }, { type: "discard", count: 2, player: "enemy" },
    { type: "burn", count: 2 }, { type: "burn", count: 2, player: "enemy" }] },
  // Big Dreams: "Summon the highest Cost Beast from your hand. It goes Dormant for 2 turns." (its Cost now, a random one among
  // ties; Dormant as any "Dormant for 2 turns", 4.6)
  { id: "ETC_838", spell: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", race: "BEAST" }, highest: "cost" },
    { type: "dormant", to: "summoned", turns: 2 }] },
  // Dreamboat: "Battlecry: Restore #3 Health to all other friendly minions. Gain +1/+1 for each one Overhealed." (one mass heal;
  // "each one Overhealed": its overheal events, the amount `{ dealt: "overhealed" }`)
  { id: "ETC_332", battlecry: [{ type: "heal", amount: 3, to: "other-friendly-minions" },
    { type: "repeat", times: { dealt: "overhealed" }, do: [{ type: "buff", to: "self", enchantment: "ETC_332e" }] }] },
  { id: "ETC_332e", buff: { attack: 1, health: 1 } },
  // Funnel Cake: "Restore #3 Health to a minion and its neighbors. For each one Overhealed, refresh a Mana Crystal." (one mass
  // heal of the three)
  { id: "JAM_025", target: { type: "minion" }, spell: [{ type: "heal", amount: 3, to: { adjacent: "target", self: "first" } },
    { type: "refreshMana", amount: { dealt: "overhealed" } }] },
  // Harmonica Soloist: "Battlecry: If you control no other minions, Discover and cast a Secret." (as Titanforged Traps: the
  // Secret taken is set aside, then cast)
  { id: "ETC_028", battlecry: [{ type: "if", if: ALONE, then: [{ type: "discover", from: { type: "SPELL", mechanic: "SECRET", yourClass: true }, into: "aside" },
    { type: "castSpell", of: { all: "added" } }] }] },
  // Merch Seller: "At the end of your turn, put a random spell on the top of your opponent's deck."
  { id: "ETC_111", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "shuffleIntoDeck", pool: { type: "SPELL" }, player: "enemy", top: true }] }] },
  // Fanottem, Lord of the Opera: "Taunt, Lifesteal This card's Cost is equal to the amount of cards in your deck." (its printed
  // (30) changed by the deck's count less 30, as an aura in hand: other cost changes apply on top; rules-notes 1084)
  { id: "JAM_030", auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "deck", side: "friendly" }, add: -30 } } }] },
  // Spotlight: "Tradeable Convert a friendly Divine Shield into a 5/5 Elemental." (a friendly character with Divine Shield — your
  // hero's too — loses it, and a 5/5 Elemental ETC_320t is summoned for you)
  { id: "ETC_320", target: { type: "character", side: "friendly", where: { tag: "DIVINE_SHIELD" } },
    spell: [{ type: "loseKeyword", to: "target", keyword: "DIVINE_SHIELD", granted: true }, { type: "summon", card: "ETC_320t" }] },
  // Annoying Fan: "Battlecry: Choose a minion. It can't attack while this is alive." (as Rowdy Fan: the Battlecry links the
  // minion with ETC_109e, the game's "While this is alive, {0} can't attack", here the link itself; the Fan's aura gives
  // whatever carries that link Can't Attack while the Fan is in play and not silenced)
  { id: "ETC_109", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", enchantment: "ETC_109e", link: true }],
    auras: [{ to: { linked: "ETC_109e" }, buff: { grants: ["CANT_ATTACK"] } }] },
  { id: "ETC_109e" },
  // Concert Promo-Drake: "Tradeable Finale: Destroy an enemy minion." (a target only when playing it takes the last Mana — the
  // condition `finale` of a card in hand: rules-notes 1085)
  { id: "ETC_099", target: { type: "minion", side: "enemy", if: FINALE }, whenPlayed: [{ type: "if", if: FINALE, then: [{ type: "destroy", to: "target" }] }] },
  // Hardcore Cultist: "Battlecry: Deal 2 damage. Finale: To all enemies." (改为对所有敌人: instead of the chosen target, so its
  // Finale form takes no target — rules-notes 1085)
  { id: "ETC_209", target: { type: "character", if: { not: FINALE } },
    battlecry: [{ type: "if", if: FINALE, then: [{ type: "damage", amount: 2, to: "enemy-characters" }], else: [{ type: "damage", amount: 2, to: "target" }] }] },
  // Bunch of Bananas: "Give a minion +1/+1. (3 Bananas left!)" (the chain of the Drinks, rules-notes 851: cast, it gives the
  // game's next one — ETC_201t "(2 Bananas left!)", then ETC_201t2 "(Last Banana!)", which gives none — in its Twinspell step;
  // rules-notes 1084)
  { id: "ETC_201", twinspell: "ETC_201t", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "ETC_201e" }] },
  { id: "ETC_201t", twinspell: "ETC_201t2", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "ETC_201e" }] },
  { id: "ETC_201t2", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "ETC_201e" }] },
  { id: "ETC_201e", buff: { attack: 1, health: 1 } },
  // ---- w12/bands ----
  // The Harmonic songs, "(Swaps each turn.)" (`swapsTo`): Shifter Zerus's "each turn this is in your hand" (rules-notes 721,
  // as the Witchwood cards the mechanic came from): at the start of its owner's turn, in hand, the card becomes its other
  // printing (Harmonic ⇄ Dissonant, the data's …t), keeping its states (rules-notes 1260).
  // Harmonic Pop: "Deal $3 damage to all minions. Summon a 6/6 Popstar." Dissonant Pop: "$6 … a 3/3 Popstar." (the data's
  // Popstar ETC_314t2 is a 1/1: summoned with its stats set, as "a N/N" summons are)
  { id: "ETC_314", triggers: swapsTo("ETC_314t"), spell: [{ type: "damage", amount: 3, to: "all-minions" }, { type: "summon", card: "ETC_314t2", setAttack: 6, setHealth: 6 }] },
  { id: "ETC_314t", triggers: swapsTo("ETC_314"), spell: [{ type: "damage", amount: 6, to: "all-minions" }, { type: "summon", card: "ETC_314t2", setAttack: 3, setHealth: 3 }] },
  // Harmonic Mood: "Give your hero +2 Attack this turn. Gain 4 Armor." Dissonant Mood: "+4 Attack this turn. Gain 2 Armor."
  { id: "ETC_379", triggers: swapsTo("ETC_379t"), spell: [{ type: "buff", to: "friendly-hero", enchantment: "ETC_379e" }, { type: "armor", amount: 4 }] },
  { id: "ETC_379t", triggers: swapsTo("ETC_379"), spell: [{ type: "buff", to: "friendly-hero", enchantment: "ETC_379e2" }, { type: "armor", amount: 2 }] },
  { id: "ETC_379e", buff: { attack: 2, oneTurn: true } },
  { id: "ETC_379e2", buff: { attack: 4, oneTurn: true } },
  // Harmonic Metal: "Give 4 random minions in your hand +2/+2." Dissonant Metal: "2 random … +4/+4." (different minions; fewer
  // in hand: all of them)
  { id: "ETC_427", triggers: swapsTo("ETC_427t"), spell: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } }, count: 4 }, enchantment: "ETC_427e" }] },
  { id: "ETC_427t", triggers: swapsTo("ETC_427"), spell: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } }, count: 2 }, enchantment: "ETC_427e2" }] },
  { id: "ETC_427e", buff: { attack: 2, health: 2 } },
  { id: "ETC_427e2", buff: { attack: 4, health: 4 } },
  // Harmonic Disco: "Discover a 5-Cost minion. Summon it with +1/+1." Dissonant Disco: "a 1-Cost minion … with +5/+5."
  { id: "ETC_506", triggers: swapsTo("ETC_506t"), spell: [{ type: "discover", from: { type: "MINION", cost: 5, yourClass: true }, into: "play", enchantment: "ETC_506e" }] },
  { id: "ETC_506t", triggers: swapsTo("ETC_506"), spell: [{ type: "discover", from: { type: "MINION", cost: 1, yourClass: true }, into: "play", enchantment: "ETC_506te" }] },
  { id: "ETC_506e", buff: { attack: 1, health: 1 } },
  { id: "ETC_506te", buff: { attack: 5, health: 5 } },
  // Harmonic Hip Hop: "Deal $1 damage. Give your weapon +3 Attack." Dissonant Hip Hop: "$3 … +1 Attack." (any character; no
  // weapon: only the damage)
  { id: "ETC_717", triggers: swapsTo("ETC_717t"), target: { type: "character" }, spell: [{ type: "damage", amount: 1, to: "target" }, { type: "buff", to: "friendly-weapon", enchantment: "ETC_717e" }] },
  { id: "ETC_717t", triggers: swapsTo("ETC_717"), target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "buff", to: "friendly-weapon", enchantment: "ETC_717te" }] },
  { id: "ETC_717e", buff: { attack: 3 } },
  { id: "ETC_717te", buff: { attack: 1 } },
  // Jitterbug: "Divine Shield After a friendly character loses Divine Shield, draw a card." (the trigger event
  // `divine-shield`: a shield broken by damage or taken by an effect; rules-notes 1261, 1300)
  { id: "ETC_324", triggers: [{ on: "divine-shield", if: { target: { side: "friendly" } }, do: [{ type: "draw" }] }] },
  // Reverberations: "Summon a copy of a minion. Each one dies after taking damage." (a copy per 4.8, for you; the minion and its
  // copy both get JAM_031e, whose damage trigger destroys its host — rules-notes 1262)
  { id: "JAM_031", target: { type: "minion" }, spell: [{ type: "summonCopy", of: "target", copyState: true },
    { type: "buff", to: "target", enchantment: "JAM_031e" }, { type: "buff", to: { all: "summoned" }, enchantment: "JAM_031e" }] },
  { id: "JAM_031e", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "destroy", to: "self" }] }] },
  // Love Everlasting: "Your first spell each turn costs (2) less. Lasts until you don't play a spell on your turn." (the player
  // state ETC_335e on your hero, as Kalecgos's "first spell each turn"; it ends at the end of a turn of yours with no spell
  // played — the turn it is cast has one: rules-notes 1262)
  { id: "ETC_335", spell: [{ type: "buff", to: "friendly-hero", enchantment: "ETC_335e" }] },
  { id: "ETC_335e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -2 }, if: { playedThisTurn: "spell", atMost: 0 } }],
    triggers: [{ on: "turn-end", if: [{ turn: "own" }, { playedThisTurn: "spell", atMost: 0 }], do: [{ type: "expire" }] }] },
  // Felstring Harp: "Whenever your hero would take damage on your turn, restore #2 Health instead. Lose 1 Durability." (a
  // pre-damage trigger, 4.9 step 4: the damage set to 0, then the heal and the Durability lost — rules-notes 1262)
  { id: "ETC_084", triggers: [{ on: "pre-damage", if: [{ target: "friendly-hero" }, { turn: "own" }],
    do: [{ type: "changeDamage", set: 0 }, { type: "heal", amount: 2, to: "friendly-hero" }, { type: "loseDurability", amount: 1, to: "self" }] }] },
  // MC Blingtron: "Battlecry: Both players equip 1/2 Microphones. Your opponent's increases all damage they take by 1!" (yours
  // the Golden Microphone ETC_078t2, theirs the Broken Microphone ETC_078t: "Your hero takes 1 additional damage from all
  // sources", while equipped — its aura gives its hero the data's ETC_078e2, a pre-damage trigger of the hero: +1)
  { id: "ETC_078", battlecry: [{ type: "equipWeapon", card: "ETC_078t2" }, { type: "equipWeapon", card: "ETC_078t", player: "enemy" }] },
  { id: "ETC_078t", auras: [{ to: "friendly-hero", buff: {}, enchantment: "ETC_078e2" }] },
  { id: "ETC_078e2", triggers: [{ on: "pre-damage", if: { target: "self" }, do: [{ type: "changeDamage", add: 1 }] }] },
  // Cosmic Keyboard: "After you cast a spell, summon an Elemental with stats equal to its Cost. Lose 1 Durability." (the Cost
  // the spell was played for, as Arcane Artificer's "its Cost"; the data's 1/1 Elemental ETC_521t with its stats set)
  { id: "ETC_521", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [
    { type: "summon", card: "ETC_521t", setAttack: { stat: "playedCost", of: "event-target" }, setHealth: { stat: "playedCost", of: "event-target" } },
    { type: "loseDurability", amount: 1, to: "self" }] }] },
  // Demonic Dynamics: "Discover 2 Demons. Finale: Give them +1/+2." (two Discovers, one after the other; "them" are the two
  // Demons taken, each given ETC_083e after its Discover when the Finale holds — rules-notes 1262)
  { id: "ETC_083", spell: [
    { type: "discover", from: { type: "MINION", race: "DEMON", yourClass: true } },
    { type: "if", if: FINALE, then: [{ type: "buff", to: { all: "added", where: { zone: "hand" } }, enchantment: "ETC_083e" }] },
    { type: "discover", from: { type: "MINION", race: "DEMON", yourClass: true } },
    { type: "if", if: FINALE, then: [{ type: "buff", to: { all: "added", where: { zone: "hand" } }, enchantment: "ETC_083e" }] },
  ] },
  { id: "ETC_083e", buff: { attack: 1, health: 2 } },
  // Lightshow: "Shoot 2 beams at enemies that each deal $2 damage. Your future Lightshows shoot one more beam." (each beam a new
  // random enemy character, 3.5; one more for each Lightshow you played before this one this game — rules-notes 1262)
  { id: "ETC_528", spell: [{ type: "repeat", times: { playedThisGame: "spell", sameCardAs: "self", add: 2 },
    do: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] }] },
  // Mixtape: "Discover a copy of a card your opponent played this game." (`discover` `from: "played"`: the different cards
  // of their record of plays, as printed; a new card of the one taken — rules-notes 1263)
  { id: "ETC_074", spell: [{ type: "discover", from: "played", side: "enemy" }] },
  // Rewind: "Discover a copy of another spell you've cast this game." (your record's spells, Rewind's own card left out)
  { id: "ETC_532", spell: [{ type: "discover", from: "played", where: { type: "spell" } }] },
  // Doomkin: "Battlecry: Take one of your opponent's empty Mana Crystals." (an empty crystal is one of theirs not available
  // to them now: their crystals less their available Mana; with one, they lose it — losing a crystal takes an empty one
  // first, 4.12 — and you gain an empty one; none: nothing — rules-notes 1264)
  { id: "JAM_029", battlecry: [{ type: "if", if: { value: { mana: "crystals", side: "enemy", add: { mana: "available", side: "enemy", multiply: -1 } }, atLeast: 1 },
    then: [{ type: "manaCrystals", amount: -1, player: "enemy" }, { type: "manaCrystals", amount: 1, state: "empty" }] }] },
  // Abyssal Bassist: "Taunt, Lifesteal Costs (2) less for each weapon you've equipped this game." (the amount `{ thisGame:
  // "weaponsEquipped" }`: every weapon that became yours, played or equipped by an effect — rules-notes 1264)
  { id: "JAM_016", auras: [{ to: "self", zone: "hand", buff: { cost: { thisGame: "weaponsEquipped", multiply: -2 } } }] },
  // --- Session 13 (w13/bands) ---
  // Worgen Roadie: "Battlecry: Summon a 0/3 Instrument Case for your opponent. (Break it for a random weapon!)" — the
  // data's ETC_098t, whose own "Deathrattle: Add a random weapon to your opponent's hand." gives it to the Roadie's player.
  { id: "ETC_098", battlecry: [{ type: "summon", card: "ETC_098t", side: "enemy" }] },
  { id: "ETC_098t", deathrattle: [{ type: "addCard", pool: { type: "WEAPON" }, player: "enemy" }] },
  // Infinitize the Maxitude: "Discover a spell. Reduce its Cost by (1). Finale: Return this to your hand at end of turn."
  // (ETC_206e2 "Costs (1) less" on the spell taken; the Finale puts the game's ETC_206e on your hero, "At the end of your
  // turn, get a Rock the House" — a new Infinitize the Maxitude, once — rules-notes 1480)
  { id: "ETC_206", spell: [
    { type: "discover", from: { type: "SPELL", yourClass: true }, enchantment: "ETC_206e2" },
    { type: "if", if: FINALE, then: [{ type: "buff", to: "friendly-hero", enchantment: "ETC_206e" }] },
  ] },
  { id: "ETC_206e", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", card: "ETC_206" }, { type: "expire" }] }] },
  { id: "ETC_206e2", buff: { cost: -1 } },
  // Hipster: "Battlecry: Discover a spell from your opponent's class that isn't in their deck." (their class's spells, no
  // neutral ones; a card of which no copy is in their deck now — the pool `notInDeck`, rules-notes 1481)
  { id: "ETC_103", battlecry: [{ type: "discover", from: { type: "SPELL", opponentClass: true, notInDeck: "enemy" } }] },
  // Roaring Applause: "Draw a card. Repeat for each minion of a different type you control." (as many more draws as your
  // minions that can each be given a different type of its own — the count's `differentTypes`, rules-notes 1482)
  { id: "ETC_372", spell: [{ type: "draw", count: { count: "friendly-minions", differentTypes: true, add: 1 } }] },
  // Volume Up: "Draw 3 spells. Finale: Discover a copy of one." (the options are different cards among the spells drawn
  // that are in your hand; a copy of the one taken, its states kept as a copy from hand to hand — rules-notes 1483)
  { id: "ETC_205", spell: [{ type: "draw", count: 3, where: { type: "spell" } },
    { type: "if", if: FINALE, then: [{ type: "discover", from: "hand", of: { all: "drawn" } }] }] },
  // Breakdance: "Return a friendly minion to your hand. Summon a Dancer with its stats and Rush." (the data's 1/1 Rush
  // Dancer ETC_076t with the minion's Attack and Health as it was in play — damage counted —, read with `lastKnown`
  // after the return; a full hand destroys the minion, read where it is — rules-notes 1485)
  { id: "ETC_076", target: { type: "minion", side: "friendly" }, spell: [
    { type: "returnToHand", to: "target" },
    { type: "summon", card: "ETC_076t", setAttack: { stat: "attack", of: "target", lastKnown: true }, setHealth: { stat: "health", of: "target", lastKnown: true } }] },
  // Kangor, Dancing King: "Lifesteal Deathrattle: Swap this with a minion from your hand and give it Lifesteal." (a random
  // minion of your hand is summoned at Kangor's former place and gets Lifesteal; Kangor comes back from the graveyard to
  // the hand where it was, a new card — `swapWithHand` in a Deathrattle, rules-notes 1487)
  { id: "ETC_329", deathrattle: [{ type: "swapWithHand" }, { type: "buff", to: "summoned", grants: ["LIFESTEAL"] }] },
  // Death Growl: "Choose a minion. Spread its Deathrattle to adjacent minions." (its own Deathrattle, as its card has it,
  // while it is not silenced: each neighbour gets ETC_424e, "Copied Deathrattle from {0}", remembering the card, whose
  // deathrattle is that card's — as `gainDeathrattles`; a minion without one spreads nothing — rules-notes 1488)
  { id: "ETC_424", target: { type: "minion" }, spell: [{ type: "if", if: { entity: "target", matches: { has: "deathrattle", notTag: "SILENCED" } },
    then: [{ type: "buff", to: { adjacent: "target" }, enchantment: "ETC_424e", remember: "target" }] }] },
  { id: "ETC_424e", deathrattle: [{ type: "rememberedDeathrattle" }] },
  // Razorfen Rockstar: "After you gain Armor, gain 2 more." (an armor trigger; 5.4: it cannot trigger during its own
  // resolution, and it makes none of those up — each made-up gain would be skipped and made up again without end; a second
  // Rockstar answers the first's gain as any trigger does — rules-notes 1491)
  { id: "ETC_355", triggers: [{ on: "armor", if: { target: "friendly-hero" }, compensate: false, do: [{ type: "armor", amount: 2 }] }] },
  // --- w14/bands (rules-notes 1680-1699) ---
  // Power Slider: "Rush. Battlecry: Gain +1/+1 for each minion of a different type you've played this game." (the minion
  // cards of the record of plays that can each be given a different type of its own — 231/1482; the Slider is typeless, so
  // its own play adds none; one ETC_408e each — rules-notes 1680)
  { id: "ETC_408", battlecry: [{ type: "repeat", times: { playedThisGame: "minion", read: "minionTypes" }, do: [{ type: "buff", to: "self", enchantment: "ETC_408e" }] }] },
  { id: "ETC_408e", buff: { attack: 1, health: 1 } },
  // Audio Amplifier: "Battlecry: Set your maximum Mana and hand size to 11." (`maxMana` with `set`, `maxHandSize`: the cap
  // on crystals and the player's maximum hand size become 11; no crystal is gained now — rules-notes 1681)
  { id: "ETC_087", battlecry: [{ type: "maxMana", amount: 11, set: true }, { type: "maxHandSize", amount: 11 }] },
  // Magatha, Bane of Music: "Battlecry: Draw 5 cards. Give any spells drawn to your opponent." (the five draws, then each
  // spell among them still in your hand goes to the right end of your opponent's hand, theirs, its states kept; a full hand
  // of theirs burns it — `takeControl` of a card in hand, rules-notes 1682)
  { id: "JAM_036", battlecry: [{ type: "draw", count: 5 }, { type: "takeControl", to: { all: "drawn", where: { zone: "hand", type: "spell" } }, side: "enemy" }] },
  // Dead Air: "Destroy your Undead. Resummon them." (the rulebook's kind "destroy, then summon in the same place", 5.7 and
  // A.1, as Reincarnate: your Undead in play are destroyed, a forced death phase runs — their Deathrattles too — then a fresh
  // copy of each is summoned for you where it stood — `destroyAndReplace` `same`, rules-notes 1683)
  { id: "JAM_008", spell: [{ type: "destroyAndReplace", to: { all: "minions", side: "friendly", where: { race: "UNDEAD" } }, same: true }] },
  // Boneshredder: "Battlecry: Spend 5 Corpses to trigger and gain the Deathrattle of a random friendly minion that died this
  // game." (a random one of the different cards of your dead minions with a Deathrattle — 4.10's picks, 3.5's valid ones as
  // Necrium Blade's; ETC_428e, "Copied Deathrattle from {0}", remembers it and its Deathrattle resolves now, once, as
  // Defense Attorney Nathanos's — resurrect `into: "aside"`, rules-notes 1691)
  { id: "ETC_428", battlecry: [{ type: "spendCorpses", amount: 5, do: [
    { type: "resurrect", where: { deathrattle: true }, into: "aside" },
    { type: "if", if: { exists: { all: "added" } }, then: [
      { type: "buff", to: "self", enchantment: "ETC_428e", remember: { all: "added" } },
      { type: "triggerDeathrattle", to: "self", enchantment: "ETC_428e" }] }] }] },
  { id: "ETC_428e", deathrattle: [{ type: "rememberedDeathrattle" }] },
];
