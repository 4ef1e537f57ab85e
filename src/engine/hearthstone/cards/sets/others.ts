/** Blackrock Mountain, The Grand Tournament, League of Explorers, Kobolds & Catacombs. */
import type { CardDefinition } from "../format/index.js";

export const BRM = (): CardDefinition[] => [
  // Emperor Thaurissan: "At the end of your turn, reduce the Cost of cards in your hand by (1)."
  { id: "BRM_028", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { all: "hand", side: "friendly" }, enchantment: "BRM_028e" }] }] },
  { id: "BRM_028e", buff: { cost: -1 } },
  // Dragon Egg: "Whenever this minion takes damage, summon a 2/1 Whelp."
  { id: "BRM_022", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "summon", card: "BRM_022t" }] }] },
  // Grim Patron: "After this minion survives damage, summon another Grim Patron." Not if mortally wounded —
  // destroyed included (1.10, 3.4 结算条件).
  { id: "BRM_019", triggers: [{ on: "damage", if: { target: { is: "self", alive: true } }, do: [{ type: "summon", card: "BRM_019" }] }] },
  // Imp Gang Boss: "Whenever this minion takes damage, summon a 1/1 Imp."
  { id: "BRM_006", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "summon", card: "BRM_006t" }] }] },
  // Axe Flinger: "Whenever this minion takes damage, deal 2 damage to the enemy hero."
  { id: "BRM_016", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "damage", amount: 2, to: "enemy-hero" }] }] },
  // Resurrect: "Summon a random friendly minion that died this game." (the death record, 4.10)
  { id: "BRM_017", spell: [{ type: "resurrect" }] },
  // Chromaggus: "Whenever you draw a card, put another copy into your hand." (4.4: each draw's triggers resolve before the next draw)
  { id: "BRM_031", triggers: [{ on: "draw", if: { player: "friendly" }, do: [{ type: "addCard", copyOf: "event-target" }] }] },
  // Quick Shot: "Deal $3 damage. If your hand is empty, draw a card." The hand is read as the text resolves, after the damage
  // (the Quick Shot itself has left it: 快速射击 "如果你没有其他手牌").
  { id: "BRM_013", target: { type: "character" }, spell: [
    { type: "damage", amount: 3, to: "target" },
    { type: "if", if: { not: { exists: { all: "hand", side: "friendly" } } }, then: [{ type: "draw", count: 1 }] },
  ] },
  // Druid of the Flame: "Choose One - Transform into a 5/2 minion; or a 2/5 minion." (both, under Fandral Staghelm: the
  // game's combined form OG_044b, the 5/5 Druid of the Flame)
  { id: "BRM_010", chooseOne: [
    { card: "BRM_010a", effects: [{ type: "transform", to: "self", card: "BRM_010t" }] },
    { card: "BRM_010b", effects: [{ type: "transform", to: "self", card: "BRM_010t2" }] },
  ], chooseBoth: { card: "OG_044b", effects: [{ type: "transform", to: "self", card: "OG_044b" }] } },
  // Volcanic Lumberer: "Taunt. Costs (1) less for each minion that died this turn." (both sides' deaths)
  { id: "BRM_009", auras: [{ to: "self", zone: "hand", buff: { cost: { died: "minions", side: "any", thisTurn: true, multiply: -1 } } }] },
  // Core Rager: "Battlecry: If your hand is empty, gain +3/+3." (read as the Battlecry resolves)
  { id: "BRM_014", battlecry: [{ type: "if", if: { not: { exists: { all: "hand", side: "friendly" } } }, then: [{ type: "buff", to: "self", enchantment: "BRM_014e" }] }] },
  { id: "BRM_014e", buff: { attack: 3, health: 3 } },
  // Dragon's Breath: "Deal $4 damage. Costs (1) less for each minion that died this turn."
  { id: "BRM_003", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { died: "minions", side: "any", thisTurn: true, multiply: -1 } } }] },
  // Flamewaker: "After you cast a spell, deal 2 damage randomly split among all enemies." (two hits of 1, each at a random
  // enemy character not mortally wounded, 3.5)
  { id: "BRM_002", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 2 } }] }] },
  // Blackwing Corruptor: "Battlecry: If you're holding a Dragon, deal 5 damage." (a target only while you hold one)
  { id: "BRM_034", target: { type: "character", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } } },
    battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "damage", amount: 5, to: "target" }] }] },
  // Blackwing Technician: "Battlecry: If you're holding a Dragon, gain +1/+1."
  { id: "BRM_033", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "buff", to: "self", enchantment: "BRM_033e" }] }] },
  { id: "BRM_033e", buff: { attack: 1, health: 1 } },
  // Drakonid Crusher: "Battlecry: If your opponent has 15 or less Health, gain +3/+3."
  { id: "BRM_024", battlecry: [{ type: "if", if: { value: { stat: "health", of: "enemy-hero" }, atMost: 15 }, then: [{ type: "buff", to: "self", enchantment: "BRM_024e" }] }] },
  { id: "BRM_024e", buff: { attack: 3, health: 3 } },
  // Hungry Dragon: "Battlecry: Summon a random 1-Cost minion for your opponent."
  { id: "BRM_026", battlecry: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 }, side: "enemy" }] },
  // Majordomo Executus: "Deathrattle: Replace your hero with Ragnaros the Firelord." (2.5 替换英雄: the 8-Health Ragnaros,
  // fresh — no damage, Armor or states of the old hero —, with the Hero Power DIE, INSECT!)
  { id: "BRM_027", deathrattle: [{ type: "replaceHero", card: "BRM_027h", heroPower: "BRM_027p" }] },
  // DIE, INSECT!: "Hero Power: Deal $8 damage to a random enemy."
  { id: "BRM_027p", power: [{ type: "damage", amount: 8, to: { random: "enemy-characters" } }] },
  // Nefarian: "Battlecry: Add 2 random spells to your hand (from your opponent's class)." (each a random pick; against a
  // classless hero, the game's Tail Swipes — the token the card data gives it for that case)
  { id: "BRM_030", battlecry: [{ type: "if", if: { entity: "enemy-hero", matches: { cardClass: "NEUTRAL" } },
    then: [{ type: "addCard", card: "BRM_030t", count: 2 }], else: [{ type: "addCard", pool: { type: "SPELL", opponentClass: true }, count: 2 }] }] },
  // Tail Swipe: "Deal $4 damage."
  { id: "BRM_030t", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" }] },
  // Rend Blackhand: "Battlecry: If you're holding a Dragon, destroy a Legendary minion."
  { id: "BRM_029", target: { type: "minion", where: { rarity: "LEGENDARY" }, if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } } },
    battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "destroy", to: "target" }] }] },
  // Volcanic Drake: "Costs (1) less for each minion that died this turn."
  { id: "BRM_025", auras: [{ to: "self", zone: "hand", buff: { cost: { died: "minions", side: "any", thisTurn: true, multiply: -1 } } }] },
  // Dragon Consort: "Battlecry: The next Dragon you play costs (2) less." (a state on your hero, used up by the next Dragon
  // played, as Kirin Tor Mage's)
  { id: "BRM_018", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "BRM_018e" }] },
  { id: "BRM_018e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "DRAGON" } }, buff: { cost: -2 } }], consumedBy: { type: "minion", race: "DRAGON" } },
  // Solemn Vigil: "Draw 2 cards. Costs (1) less for each minion that died this turn."
  { id: "BRM_001", spell: [{ type: "draw", count: 2 }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { died: "minions", side: "any", thisTurn: true, multiply: -1 } } }] },
  // Twilight Whelp: "Battlecry: If you're holding a Dragon, gain +2 Health."
  { id: "BRM_004", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "buff", to: "self", enchantment: "BRM_004e" }] }] },
  { id: "BRM_004e", buff: { health: 2 } },
  // Dark Iron Skulker: "Battlecry: Deal 2 damage to all undamaged enemy minions." (those undamaged as it starts)
  { id: "BRM_008", battlecry: [{ type: "damage", amount: 2, to: { all: "minions", side: "enemy", where: { damaged: false } } }] },
  // Lava Shock: "Deal $2 damage. Unlock your Overloaded Mana Crystals."
  { id: "BRM_011", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "unlockOverload" }] },
  // Demonwrath: "Deal $2 damage to all minions except Demons."
  { id: "BRM_005", spell: [{ type: "damage", amount: 2, to: { all: "minions", where: { notRace: "DEMON" } } }] },
  // Revenge: "Deal $1 damage to all minions. If you have 12 or less Health, deal $3 damage instead." (as Mortal Strike)
  { id: "BRM_015", spell: [{ type: "if", if: { value: { stat: "health", of: "friendly-hero" }, atMost: 12 },
    then: [{ type: "damage", amount: 3, to: "all-minions" }], else: [{ type: "damage", amount: 1, to: "all-minions" }] }] },
];

export const TGT = (): CardDefinition[] => [
  // Silver Hand Regent: "Inspire: Summon a 1/1 Silver Hand Recruit." (after you use your Hero Power, as Lowly Squire's)
  { id: "AT_100", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "summon", card: "CS2_101t" }] }] },
  // Holy Champion: "Overheal: Gain +2 Attack." (过量治疗: healed beyond its missing Health, rules-notes 94)
  { id: "AT_011", triggers: [{ on: "overheal", if: { target: "self" }, do: [{ type: "buff", to: "self", enchantment: "AT_011e" }] }] },
  { id: "AT_011e", buff: { attack: 2 } },
  // Aviana: "Your minions cost (1)." (a set, in order of entry with the other cost changes, 1.3 / 4.11)
  { id: "AT_045", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { setCost: 1 }, enchantment: "AT_045eee" }] },
  { id: "AT_045eee", buff: { setCost: 1 } },
  { id: "FB_Champs_AT_045eee", buff: { setCost: 1 } }, // the Tavern Brawl Aviana's "Costs (1)."
  { id: "AT_045e", buff: { attack: 1, health: 1 } }, // Empowering Mist: "+1/+1."
  // Lowly Squire: "Inspire: Gain +1 Attack."
  { id: "AT_082", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "buff", to: "self", attack: 1, enchantment: "AT_082e" }] }] },
  { id: "AT_082e", buff: { attack: 1 } },
  // Competitive Spirit: "Secret: When your turn starts, give your minions +1/+1." (2.1 MAIN_START_TRIGGERS; its own turn)
  { id: "AT_073", triggers: [{ on: "turn-start", zone: "secret", if: [{ turn: "own" }, { exists: "friendly-minions" }], do: [{ type: "buff", to: "friendly-minions", attack: 1, health: 1, enchantment: "AT_073e" }] }] },
  { id: "AT_073e", buff: { attack: 1, health: 1 } },
  // Crowd Favorite: "Whenever you play a card with Battlecry, gain +1/+1." (on-play, 2.2 e)
  { id: "AT_121", triggers: [{ on: "play", if: { target: { side: "friendly", has: "battlecry" } }, do: [{ type: "buff", to: "self", enchantment: "AT_121e" }] }] },
  { id: "AT_121e", buff: { attack: 1, health: 1 } },
  // Sea Reaver: "When you draw this, deal 1 damage to your minions." A drawn card's own draw trigger: first of all (4.4).
  { id: "AT_130", triggers: [{ on: "draw", zone: "hand", priority: "first", if: { target: "self" }, do: [{ type: "damage", amount: 1, to: "friendly-minions" }] }] },
  // Anub'arak (today's text): "Deathrattle: Summon a 4/4 Nerubian with 'Deathrattle: Summon Anub'arak.'"
  { id: "AT_036", deathrattle: [{ type: "summon", card: "AT_036t" }] },
  { id: "AT_036t", deathrattle: [{ type: "summon", card: "AT_036" }] },
  // --- lead, session 12 ---
  // Dreadsteed: "Deathrattle: At the end of the turn, summon a Dreadsteed." (as Tamsin's Dreadsteed, SW_087t: a state on its
  // controller's hero summons one at that turn's end, then goes)
  { id: "AT_019", deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "AT_019e" }] },
  { id: "AT_019e", triggers: [{ on: "turn-end", do: [{ type: "summon", card: "AT_019" }, { type: "expire" }] }] },
  // Fencing Coach: "Battlecry: The next time you use your Hero Power, it costs (2) less." (as Scouted, AV_123e: gone once used)
  // Buccaneer: "Whenever you equip a weapon, give it +1 Attack." (the `equip` event: a played weapon's after its Battlecry, 2.4).
  { id: "AT_029", triggers: [{ on: "equip", if: { player: "friendly" }, do: [{ type: "buff", to: "event-target", enchantment: "AT_029e" }] }] },
  { id: "AT_029e", buff: { attack: 1 } },
  // Argent Watchman: "Can't attack. Inspire: Can attack as normal this turn." — the Inspire takes its own CANT_ATTACK away and
  // attaches Inspired (AT_109e), whose end-of-turn trigger gives it back and expires; silenced meanwhile, both are gone and it
  // can attack from then on (rules-notes 1408).
  { id: "AT_109", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "loseKeyword", to: "self", keyword: "CANT_ATTACK" }, { type: "buff", to: "self", enchantment: "AT_109e" }] }] },
  { id: "AT_109e", triggers: [{ on: "turn-end", do: [{ type: "gainKeyword", to: "self", keyword: "CANT_ATTACK" }, { type: "expire" }] }] },
  { id: "AT_115", battlecry: [{ type: "buff", to: "friendly-hero-power", enchantment: "AT_115e" }] },
  { id: "AT_115e", buff: { cost: -2 }, triggers: [{ on: "inspire", if: { source: "self" }, do: [{ type: "expire" }] }] },
  // Saboteur: "Battlecry: Your opponent's Hero Power costs (5) more next turn." (as Loatheb's FP1_030e: a state on the enemy
  // hero whose aura works during the opponent's next turn only)
  { id: "AT_086", battlecry: [{ type: "buff", to: "enemy-hero", enchantment: "AT_086e" }] },
  { id: "AT_086e", auras: [{ to: "enemy-hero-power", buff: { cost: 5 }, if: { turn: "opponent" } }],
    triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] },
  // Knight of the Wild: "Costs (1) less for each Beast you've summoned this game." (the summon record)
  { id: "AT_041", auras: [{ to: "self", zone: "hand", buff: { cost: { summoned: "minions", race: "BEAST", multiply: -1 } }, enchantment: "AT_041e" }] },
  { id: "AT_041e" },
  // Bolf Ramshield: "Whenever your hero takes damage, this minion takes it instead." (a target changer, 4.9 预伤害扳机 1)
  { id: "AT_124", triggers: [{ on: "pre-damage", priority: "first", if: { target: "friendly-hero" }, do: [{ type: "redirectDamage", to: "self" }] }] },
  // Bear Trap: "Secret: After your hero is attacked, summon a 3/3 Bear with Taunt." (the Bear is Ironfur Grizzly, CS2_125, in
  // two bots' card scripts; a full board keeps the Secret, as Snake Trap's)
  { id: "AT_060", triggers: [{ on: "after-attack", if: [{ target: "friendly-hero" }, { space: "friendly-board" }], do: [{ type: "summon", card: "CS2_125" }] }] },
  // Effigy: "Secret: When a friendly minion dies, summon a random minion with the same Cost." (the dead minion's Cost as it
  // was; a full board keeps the Secret, as Redemption's)
  { id: "AT_002", triggers: [{ on: "death", if: [{ target: "friendly-minion" }, { space: "friendly-board" }],
    do: [{ type: "summonRandom", pool: { type: "MINION", cost: { stat: "cost", of: "event-target" } } }] }] },
  // Fist of Jaraxxus: "When you play or discard this, deal $4 damage to a random enemy." (a discarded card's own discard
  // trigger is a hand trigger, 4.3)
  { id: "AT_022", spell: [{ type: "damage", amount: 4, to: { random: "enemy-characters" } }],
    triggers: [{ on: "discard", zone: "hand", if: { target: "self" }, do: [{ type: "damage", amount: 4, to: { random: "enemy-characters" } }] }] },
  // King's Elekk: "Battlecry: Reveal a minion in each deck. If yours costs more, draw it." (draw `of` the revealed cards:
  // only yours is in your deck)
  { id: "AT_058", battlecry: [{ type: "joust", then: [{ type: "draw", of: { all: "group" } }] }] },
  // Sideshow Spelleater: "Battlecry: Copy your opponent's Hero Power." (a new Hero Power of that card, 2.7)
  { id: "AT_098", battlecry: [{ type: "replaceHeroPower", copyOf: "enemy-hero-power" }] },
  // Arcane Blast: "Deal $2 damage to a minion. This spell gets double bonus from Spell Damage." (the data's mechanic
  // RECEIVES_DOUBLE_SPELLDAMAGE_BONUS as a tag of the spell: its Spell Damage bonus counts twice, 4.9 step 1)
  { id: "AT_004", tags: { RECEIVES_DOUBLE_SPELLDAMAGE_BONUS: 1 }, target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" }] },
  // Garrison Commander: "You can use your Hero Power twice a turn."; Coldarra Drake: "… any number of times." (the rule aura
  // hero-power-uses; each use paid as usual)
  { id: "AT_080", auras: [{ rule: "hero-power-uses", uses: 2 }] },
  { id: "AT_008", auras: [{ rule: "hero-power-uses", uses: "any" }] },
  // Fallen Hero: "Your Hero Power deals 1 extra damage." (the game's HEROPOWER_DAMAGE, the card data's mechanic)
  { id: "AT_003", tags: { HEROPOWER_DAMAGE: 1 } },
  // Astral Communion: "Gain 10 Mana Crystals. Discard your hand." (empty crystals, at most 10, 4.12)
  { id: "AT_043", spell: [{ type: "manaCrystals", amount: 10, state: "empty" }, { type: "discard", count: "all" }] },
  // Magnataur Alpha: "Also damages the minions next to whomever he attacks." (rules/combat.ts, `attackHitsAdjacent`)
  { id: "AT_067", attackHitsAdjacent: true },
  // --- w8/wild-b: Inspire (after you use your Hero Power: the inspire phase, 2.7), as Lowly Squire's. ---
  // Savage Combatant: "Inspire: Give your hero +2 Attack this turn."
  { id: "AT_039", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "buff", to: "friendly-hero", enchantment: "AT_039e" }] }] },
  { id: "AT_039e", buff: { attack: 2, oneTurn: true } },
  // Brave Archer: "Inspire: If your hand is empty, deal 2 damage to the enemy hero." (the hand read as the inspire resolves)
  { id: "AT_059", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "if", if: { not: { exists: { all: "hand", side: "friendly" } } },
    then: [{ type: "damage", amount: 2, to: "enemy-hero" }] }] }] },
  // Dalaran Aspirant: "Spell Damage +1. Inspire: Gain Spell Damage +1." (the data's Spell Damage +1; each Inspire attaches
  // Power of Dalaran, whose Spell Damage counts while it is attached)
  { id: "AT_006", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "buff", to: "self", enchantment: "AT_006e" }] }] },
  { id: "AT_006e", spellDamage: 1 },
  // Boneguard Lieutenant: "Inspire: Gain +1 Health."
  { id: "AT_089", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "buff", to: "self", enchantment: "AT_089e" }] }] },
  { id: "AT_089e", buff: { health: 1 } },
  // Coliseum Manager: "Inspire: Return this minion to your hand."
  { id: "AT_110", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "returnToHand", to: "self" }] }] },
  // Dragonhawk Rider: "Inspire: Gain Windfury this turn."
  { id: "AT_083", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "buff", to: "self", enchantment: "AT_083e" }] }] },
  { id: "AT_083e", buff: { grants: ["WINDFURY"], oneTurn: true } },
  // Kodorider: "Inspire: Summon a 3/5 War Kodo."
  { id: "AT_099", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "summon", card: "AT_099t" }] }] },
  // Kvaldir Raider: "Inspire: Gain +2/+2."
  { id: "AT_119", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "buff", to: "self", enchantment: "AT_119e" }] }] },
  { id: "AT_119e", buff: { attack: 2, health: 2 } },
  // Mukla's Champion: "Inspire: Give your other minions +1/+1."
  { id: "AT_090", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "buff", to: "other-friendly-minions", enchantment: "AT_090e" }] }] },
  { id: "AT_090e", buff: { attack: 1, health: 1 } },
  // Nexus-Champion Saraad: "Inspire: Add a random spell to your hand."
  { id: "AT_127", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "addCard", pool: { type: "SPELL" } }] }] },
  // Recruiter: "Inspire: Add a 2/2 Squire to your hand." (Squire: the 2/2 CS2_152)
  { id: "AT_113", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "addCard", card: "CS2_152" }] }] },
  // Tournament Medic: "Inspire: Restore 2 Health to your hero."
  { id: "AT_091", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "heal", amount: 2, to: "friendly-hero" }] }] },
  // Murloc Knight: "Inspire: Summon a random Murloc."
  { id: "AT_076", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "summonRandom", pool: { type: "MINION", race: "MURLOC" } }] }] },
  // Confessor Paletress: "Battlecry and Inspire: Summon a random Legendary minion."
  { id: "AT_018", battlecry: [{ type: "summonRandom", pool: { type: "MINION", rarity: "LEGENDARY" } }],
    triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "summonRandom", pool: { type: "MINION", rarity: "LEGENDARY" } }] }] },
  // Spawn of Shadows: "Battlecry and Inspire: Deal 4 damage to each hero."
  { id: "AT_012", battlecry: [{ type: "damage", amount: 4, to: "all-heroes" }],
    triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "damage", amount: 4, to: "all-heroes" }] }] },
  // Thunder Bluff Valiant: "Battlecry and Inspire: Give your Totems +2 Attack."
  { id: "AT_049", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { race: "TOTEM" } }, enchantment: "AT_049e" }],
    triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "buff", to: { all: "minions", side: "friendly", where: { race: "TOTEM" } }, enchantment: "AT_049e" }] }] },
  { id: "AT_049e", buff: { attack: 2 } },
  // Void Crusher: "Inspire: Destroy a random minion for each player." (one of each side's; itself among yours)
  { id: "AT_023", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [
    { type: "destroy", to: { random: "enemy-minions" } }, { type: "destroy", to: { random: "friendly-minions" } }] }] },
  // Orgrimmar Aspirant: "Inspire: Give your weapon +1 Attack."
  { id: "AT_066", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "buff", to: "friendly-weapon", enchantment: "AT_066e" }] }] },
  { id: "AT_066e", buff: { attack: 1 } },
  // --- w8/wild-b: other texts. ---
  // Wildwalker: "Battlecry: Give a friendly Beast +3 Health."
  { id: "AT_040", target: { type: "minion", side: "friendly", where: { race: "BEAST" } }, battlecry: [{ type: "buff", to: "target", enchantment: "AT_040e" }] },
  { id: "AT_040e", buff: { health: 3 } },
  // Powershot: "Deal $2 damage to a minion and the minions next to it." (one mass damage, 1.5)
  { id: "AT_056", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: { adjacent: "target", self: "first" } }] },
  // Ram Wrangler: "Battlecry: If you have a Beast, summon a random Beast."
  { id: "AT_010", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "BEAST", not: "self" } } },
    then: [{ type: "summonRandom", pool: { type: "MINION", race: "BEAST" } }] }] },
  // Stablemaster: "Battlecry: Give a friendly Beast Immune this turn."
  { id: "AT_057", target: { type: "minion", side: "friendly", where: { race: "BEAST" } }, battlecry: [{ type: "buff", to: "target", enchantment: "AT_057o" }] },
  { id: "AT_057o", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Flame Lance: "Deal $25 damage to a minion."
  { id: "AT_001", target: { type: "minion" }, spell: [{ type: "damage", amount: 25, to: "target" }] },
  // Polymorph: Boar: "Transform a minion into a 4/2 Boar with Charge."
  { id: "AT_005", target: { type: "minion" }, spell: [{ type: "transform", to: "target", card: "AT_005t" }] },
  // Rhonin: "Deathrattle: Add 3 copies of Arcane Missiles to your hand."
  { id: "AT_009", deathrattle: [{ type: "addCard", card: "EX1_277", count: 3 }] },
  // Spellslinger: "Battlecry: Both players get a random spell. Yours costs (2) less."
  { id: "AT_007", battlecry: [{ type: "addCard", pool: { type: "SPELL" } }, { type: "buff", to: { all: "added" }, cost: -2 },
    { type: "addCard", pool: { type: "SPELL" }, player: "enemy" }] },
  // Clockwork Knight: "Battlecry: Give a friendly Mech +1/+1."
  { id: "AT_096", target: { type: "minion", side: "friendly", where: { race: "MECHANICAL" } }, battlecry: [{ type: "buff", to: "target", enchantment: "AT_096e" }] },
  { id: "AT_096e", buff: { attack: 1, health: 1 } },
  // Flame Juggler: "Battlecry: Deal 1 damage to a random enemy."
  { id: "AT_094", battlecry: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] },
  // Gormok the Impaler: "Battlecry: If you have at least 4 other minions, deal 4 damage." (a target only then)
  { id: "AT_122", target: { type: "character", if: { count: "other-friendly-minions", atLeast: 4 } }, battlecry: [{ type: "damage", amount: 4, to: "target" }] },
  // Grand Crusader: "Battlecry: Add a random Paladin card to your hand."
  { id: "AT_118", battlecry: [{ type: "addCard", pool: { type: "CARD", cardClass: "PALADIN" } }] },
  // Icehowl: "Charge. Can't attack heroes." (the tag CANNOT_ATTACK_HEROES)
  { id: "AT_125", tags: { CANNOT_ATTACK_HEROES: 1 } },
  // Injured Kvaldir: "Battlecry: Deal 3 damage to this minion."
  { id: "AT_105", battlecry: [{ type: "damage", amount: 3, to: "self" }] },
  // Lance Carrier: "Battlecry: Give a friendly minion +2 Attack."
  { id: "AT_084", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "AT_084e" }] },
  { id: "AT_084e", buff: { attack: 2 } },
  // Light's Champion: "Battlecry: Silence a Demon."
  { id: "AT_106", target: { type: "minion", where: { race: "DEMON" } }, battlecry: [{ type: "silence", to: "target" }] },
  // Maiden of the Lake: "Your Hero Power costs (1)."
  { id: "AT_085", auras: [{ to: "friendly-hero-power", buff: { setCost: 1 }, enchantment: "AT_085e" }] },
  { id: "AT_085e", buff: { setCost: 1 } },
  // Mogor's Champion: "50% chance to attack the wrong enemy." (健忘, 5.2, as Ogre Brute)
  { id: "AT_088", triggers: [{ on: "pre-attack", chance: 50, if: [{ source: "self" }, { count: { all: "characters", where: { enemyOf: "event-source" } }, atLeast: 2 }],
    do: [{ type: "redirectAttack", to: { random: { all: "characters", where: { enemyOf: "event-source", not: "defender" } } } }] }] },
  // North Sea Kraken: "Battlecry: Deal 4 damage."
  { id: "AT_103", target: { type: "character" }, battlecry: [{ type: "damage", amount: 4, to: "target" }] },
  // Refreshment Vendor: "Battlecry: Restore 4 Health to each hero."
  { id: "AT_111", battlecry: [{ type: "heal", amount: 4, to: "all-heroes" }] },
  // Skycap'n Kragg: "Charrrrrge. Costs (1) less for each friendly Pirate."
  { id: "AT_070", auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "minions", side: "friendly", where: { race: "PIRATE" } }, multiply: -1 } } }] },
  // Twilight Guardian / Wyrmrest Agent: "Battlecry: If you're holding a Dragon, gain +1 Attack and Taunt."
  { id: "AT_017", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "buff", to: "self", enchantment: "AT_017e" }] }] },
  { id: "AT_017e", buff: { attack: 1, grants: ["TAUNT"] } },
  { id: "AT_116", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "buff", to: "self", enchantment: "AT_116e" }] }] },
  { id: "AT_116e", buff: { attack: 1, grants: ["TAUNT"] } },
  // Alexstrasza's Champion: "Battlecry: If you're holding a Dragon, gain +1 Attack and Charge."
  { id: "AT_071", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "buff", to: "self", enchantment: "AT_071e" }] }] },
  { id: "AT_071e", buff: { attack: 1, grants: ["CHARGE"] } },
  // Eadric the Pure: "Battlecry: Change all enemy minions' Attack to 1."
  { id: "AT_081", battlecry: [{ type: "buff", to: "enemy-minions", enchantment: "AT_081e" }] },
  { id: "AT_081e", buff: { setAttack: 1 } },
  // Seal of Champions: "Give a minion +3 Attack and Divine Shield."
  { id: "AT_074", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "AT_074e2" }] },
  { id: "AT_074e2", buff: { attack: 3, grants: ["DIVINE_SHIELD"] } },
  // Warhorse Trainer: "Your Silver Hand Recruits have +2 Attack and Taunt."
  { id: "AT_075", auras: [{ to: { all: "minions", side: "friendly", where: { name: "Silver Hand Recruit" } }, buff: { attack: 2, grants: ["TAUNT"] }, enchantment: "AT_075e" }] },
  { id: "AT_075e", buff: { attack: 2, grants: ["TAUNT"] } },
  // Confuse: "Swap the Attack and Health of all minions."
  { id: "AT_016", spell: [{ type: "swapAttackHealth", to: "all-minions", enchantment: "AT_016e" }] },
  { id: "AT_016e" },
  // Convert: "Put a copy of an enemy minion into your hand. It costs (1)."
  { id: "AT_015", target: { type: "minion", side: "enemy" }, spell: [{ type: "addCard", copyOf: "target" }, { type: "buff", to: { all: "added" }, setCost: 1 }] },
  // Shadowfiend: "Whenever you draw a card, reduce its Cost by (1)."
  { id: "AT_014", triggers: [{ on: "draw", if: { player: "friendly" }, do: [{ type: "buff", to: "event-target", enchantment: "AT_014e" }] }] },
  { id: "AT_014e", buff: { cost: -1 } },
  // Burgle: "Get 3 random cards (from your opponent's class)."
  { id: "AT_033", spell: [{ type: "addCard", pool: { type: "CARD", opponentClass: true }, count: 3 }] },
  // Shado-Pan Rider: "Combo: Gain +4 Attack." (today's +4; the data's Chi Lance says +3, so no named enchantment)
  { id: "AT_028", combo: [{ type: "buff", to: "self", attack: 4 }] },
  // Shady Dealer: "Battlecry: If you have a Pirate, gain +1/+1."
  { id: "AT_032", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "PIRATE", not: "self" } } }, then: [{ type: "buff", to: "self", enchantment: "AT_032e" }] }] },
  { id: "AT_032e", buff: { attack: 1, health: 1 } },
  // Undercity Valiant: "Combo: Deal 1 damage." (as SI:7 Agent)
  { id: "AT_030", target: { type: "character" }, combo: [{ type: "damage", amount: 1, to: "target" }] },
  // Ancestral Knowledge: "Draw 2 cards. Overload: (1)" (the Overload from the card data)
  { id: "AT_053", spell: [{ type: "draw", count: 2 }] },
  // Draenei Totemcarver: "Battlecry: Gain +1/+1 for each friendly Totem."
  { id: "AT_047", battlecry: [{ type: "buff", to: "self", enchantment: "AT_047e",
    attack: { count: { all: "minions", side: "friendly", where: { race: "TOTEM" } } }, health: { count: { all: "minions", side: "friendly", where: { race: "TOTEM" } } } }] },
  { id: "AT_047e" },
  // The Mistcaller: "Battlecry: Give all minions in your hand and deck +1/+1."
  { id: "AT_054", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, attack: 1, health: 1 },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, attack: 1, health: 1 }] },
  // Tuskarr Totemic: "Battlecry: Summon a random basic Totem." (the four of Totemic Call)
  { id: "AT_046", battlecry: [{ type: "summonRandom", pool: ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"] }] },
  // Demonfuse: "Give a Demon +3/+3."
  { id: "AT_024", target: { type: "minion", where: { race: "DEMON" } }, spell: [{ type: "buff", to: "target", enchantment: "AT_024e" }] },
  { id: "AT_024e", buff: { attack: 3, health: 3 } },
  // Tiny Knight of Evil: "Whenever you discard a card, gain +2/+1."
  { id: "AT_021", triggers: [{ on: "discard", if: { player: "friendly" }, do: [{ type: "buff", to: "self", enchantment: "AT_021e" }] }] },
  { id: "AT_021e", buff: { attack: 2, health: 1 } },
  // Wrathguard: "Whenever this minion takes damage, also deal that amount to your hero."
  { id: "AT_026", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "damage", amount: { event: "amount" }, to: "friendly-hero" }] }] },
  // Sparring Partner: "Taunt. Battlecry: Give a minion Taunt."
  { id: "AT_069", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", enchantment: "AT_069e" }] },
  { id: "AT_069e", buff: { grants: ["TAUNT"] } },
  // Darnassus Aspirant: "Battlecry: Gain an empty Mana Crystal. Deathrattle: Lose a Mana Crystal."
  { id: "AT_038", battlecry: [{ type: "manaCrystals", amount: 1, state: "empty" }], deathrattle: [{ type: "manaCrystals", amount: -1 }] },
  // Druid of the Saber: "Choose One - Transform into a 2/1 with Charge; or a 3/2 with Stealth."
  { id: "AT_042", chooseOne: [
    { card: "AT_042a", effects: [{ type: "transform", to: "self", card: "AT_042t" }] },
    { card: "AT_042b", effects: [{ type: "transform", to: "self", card: "AT_042t2" }] },
  ] },
  // Mulch: "Destroy a minion. Add a random minion to your opponent's hand."
  { id: "AT_044", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }, { type: "addCard", pool: { type: "MINION" }, player: "enemy" }] },
  // Acidmaw: "Whenever an enemy minion takes damage, destroy it."
  { id: "AT_063", triggers: [{ on: "damage", if: { target: "enemy-minion" }, do: [{ type: "destroy", to: "event-target" }] }] },
  // Dreadscale: "At the end of your turn, deal 1 damage to all enemies."
  { id: "AT_063t", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 1, to: "enemy-characters" }] }] },
  // Frost Giant: "Costs (1) less for each time you used your Hero Power this game."
  { id: "AT_120", auras: [{ to: "self", zone: "hand", buff: { cost: { heroPowerUses: "game", multiply: -1 } } }] },
  // Mysterious Challenger: "Battlecry: Put one of each Secret from your deck into the battlefield."
  { id: "AT_079", battlecry: [{ type: "putIntoPlay", from: "deck", where: { secret: true }, eachDifferent: true }] },
  // Eydis Darkbane: "Whenever you target this minion with a spell, deal 3 damage to a random enemy." (指向扳机)
  { id: "AT_131", triggers: [{ on: "target", if: [{ target: "self" }, { source: { side: "friendly", type: "spell" } }], do: [{ type: "damage", amount: 3, to: { random: "enemy-characters" } }] }] },
  // Fjola Lightbane: "Whenever you target this minion with a spell, gain Divine Shield."
  { id: "AT_129", triggers: [{ on: "target", if: [{ target: "self" }, { source: { side: "friendly", type: "spell" } }], do: [{ type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }] }] },
  // Charged Hammer: "Deathrattle: Your Hero Power becomes 'Deal 2 damage.'"
  { id: "AT_050", deathrattle: [{ type: "replaceHeroPower", heroPower: "AT_050t" }] },
  { id: "AT_050t", target: { type: "character" }, power: [{ type: "damage", amount: 2, to: "target" }] },
  // King's Defender: "Battlecry: If you have a minion with Taunt, gain +1 Durability."
  { id: "AT_065", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { tag: "TAUNT" } } }, then: [{ type: "buff", to: "self", enchantment: "AT_065e" }] }] },
  { id: "AT_065e", buff: { health: 1 } },
  // Bolster: "Give your Taunt minions +2/+2."
  { id: "AT_068", spell: [{ type: "buff", to: { all: "minions", side: "friendly", where: { tag: "TAUNT" } }, enchantment: "AT_068e" }] },
  { id: "AT_068e", buff: { attack: 2, health: 2 } },
  // Cutpurse: "Whenever this minion attacks a hero, add the Coin to your hand." (an on-attack trigger, 2.6 c)
  { id: "AT_031", triggers: [{ on: "attack", if: [{ source: "self" }, { target: "hero" }], do: [{ type: "addCard", card: "GAME_005" }] }] },
  // Power Word: Glory: "Choose a minion. Whenever it attacks, restore 4 Health to your hero." (its enchantment's on-attack
  // trigger; "your hero" is the hero of the player who cast it, the enchantment's controller — the data's label says so)
  { id: "AT_013", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "AT_013e" }] },
  { id: "AT_013e", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "heal", amount: 4, to: "friendly-hero" }] }] },
  // --- w8/wild-b: Joust, "Reveal a minion in each deck. If yours costs more, …" (the `joust` effect, rules-notes 555). ---
  // Armored Warhorse: "… If yours costs more, gain Charge."
  { id: "AT_108", battlecry: [{ type: "joust", then: [{ type: "buff", to: "self", grants: ["CHARGE"] }] }] },
  // Gadgetzan Jouster: "… If yours costs more, gain +1/+1."
  { id: "AT_133", battlecry: [{ type: "joust", then: [{ type: "buff", to: "self", enchantment: "AT_133e" }] }] },
  { id: "AT_133e", buff: { attack: 1, health: 1 } },
  // Master Jouster: "… If yours costs more, gain Taunt and Divine Shield."
  { id: "AT_112", battlecry: [{ type: "joust", then: [{ type: "buff", to: "self", grants: ["TAUNT", "DIVINE_SHIELD"] }] }] },
  // The Skeleton Knight: "Deathrattle: … If yours costs more, return this to your hand." (from the graveyard, 4.8)
  { id: "AT_128", deathrattle: [{ type: "joust", then: [{ type: "returnToHand", to: "self", from: "graveyard" }] }] },
  // Argent Lance: "Battlecry: … If yours costs more, +1 Durability."
  { id: "AT_077", battlecry: [{ type: "joust", then: [{ type: "buff", to: "self", enchantment: "AT_077e" }] }] },
  { id: "AT_077e", buff: { health: 1 } },
  // Tuskarr Jouster: "… If yours costs more, restore 7 Health to your hero."
  { id: "AT_104", battlecry: [{ type: "joust", then: [{ type: "heal", amount: 7, to: "friendly-hero" }] }] },
  // Healing Wave: "Restore 8 Health. Reveal a minion in each deck. If yours costs more, restore 16 instead." (the joust
  // decides which, then one heal)
  { id: "AT_048", target: { type: "character" }, spell: [{ type: "joust", then: [{ type: "heal", amount: 16, to: "target" }], else: [{ type: "heal", amount: 8, to: "target" }] }] },
];

export const LOE = (): CardDefinition[] => [
  // Naga Sea Witch: "Your cards cost (5)."
  // Anyfin Can Happen: "Summon 7 Murlocs that died this game." — picked at random among the deaths of either player's
  // Murlocs, each death once (a Murloc that died twice may come twice); a full board stops the summons (rules-notes 1402).
  { id: "LOE_026", spell: [{ type: "resurrect", count: 7, player: "both", instances: true, where: { race: "MURLOC" } }] },
  // Jungle Moonkin: "Both players have Spell Damage +2." — the text's +2 (the data's spellDamage says 1; rules-notes 1403):
  // SPELLPOWER for its controller, our SPELLPOWER_OPPONENT for the other player.
  { id: "LOE_051", tags: { SPELLPOWER: 2, SPELLPOWER_OPPONENT: 2 } },
  // Tunnel Trogg: "Whenever you Overload, gain +1 Attack per locked Mana Crystal." — the crystals that Overload locks (its
  // amount), at the overload event of a played card's play phase or of an Overload effect (rules-notes 1404).
  { id: "LOE_018", triggers: [{ on: "overload", if: { player: "friendly" }, do: [{ type: "buff", to: "self", attack: { event: "amount" }, enchantment: "LOE_018e" }] }] },
  { id: "LOE_018e" },
  // Elise Starseeker: "Battlecry: Shuffle the 'Map to the Golden Monkey' into your deck." Map to the Golden Monkey: "Shuffle
  // the Golden Monkey into your deck. Draw a card." Golden Monkey: "Taunt Battlecry: Replace your hand and deck with
  // Legendary minions." (each card transformed into a random Legendary minion of any class, 4.5 — as Prince Liam's)
  { id: "LOE_079", battlecry: [{ type: "shuffleIntoDeck", card: "LOE_019t" }] },
  { id: "LOE_019t", spell: [{ type: "shuffleIntoDeck", card: "LOE_019t2" }, { type: "draw" }] },
  { id: "LOE_019t2", battlecry: [
    { type: "transform", to: { all: "hand", side: "friendly" }, pool: { type: "MINION", rarity: "LEGENDARY" } },
    { type: "transform", to: { all: "deck", side: "friendly" }, pool: { type: "MINION", rarity: "LEGENDARY" } },
  ] },
  { id: "LOE_038", auras: [{ to: { all: "hand", side: "friendly" }, buff: { setCost: 5 }, enchantment: "LOE_038e" }] },
  { id: "LOE_038e", buff: { setCost: 5 } },
  // Brann Bronzebeard: "Your Battlecries trigger twice."
  { id: "LOE_077", auras: [{ rule: "battlecries-twice" }] },
  // Cursed Blade: "Double all damage dealt to your hero." A pre-damage trigger that changes the amount (4.9 预伤害扳机 2).
  { id: "LOE_118", triggers: [{ on: "pre-damage", if: { target: "friendly-hero" }, do: [{ type: "changeDamage", multiply: 2 }] }] },
  // Rumbling Elemental: "After you play a Battlecry minion, deal 2 damage to a random enemy." (after-play, 2.2 完成阶段 c); decided
  // by the minion as played, before any transform (2.2: a Faceless Manipulator copying a minion without Battlecry counts)
  { id: "LOE_016", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", playedHas: "battlecry" } }, do: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] }] },
  // Djinni of Zephyrs: "After you cast a spell on another friendly minion, cast a copy of it on this one." An after-play trigger
  // (2.3 完成阶段 b) on the spell's target as it is then (a minion stolen by the spell counts as friendly, 5.3); the copy is not a
  // cast (2.3: Overload, then the text, with Spell Damage).
  { id: "LOE_053", triggers: [{
    on: "after-play", if: [{ target: { side: "friendly", type: "spell" } }, { exists: { all: "minions", side: "friendly", where: { is: "played-target", not: "self" } } }],
    do: [{ type: "spellCopy", of: "event-target", to: "self" }],
  }] },
  // Mounted Raptor: "Deathrattle: Summon a random 1-Cost minion."
  { id: "LOE_050", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 } }] },
  // Huge Toad: "Deathrattle: Deal 1 damage to a random enemy."
  { id: "LOE_046", deathrattle: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] },
  // Anubisath Sentinel: "Deathrattle: Give a random friendly minion +3/+3."
  { id: "LOE_061", deathrattle: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "LOE_061e" }] },
  { id: "LOE_061e", buff: { attack: 3, health: 3 } },
  // Tomb Pillager: "Deathrattle: Get a Coin."
  { id: "LOE_012", deathrattle: [{ type: "addCard", card: "GAME_005" }] },
  // Wobbling Runts: "Deathrattle: Summon three 2/2 Runts." (the game's three: Rascally, Wily and Grumbly Runt)
  { id: "LOE_089", deathrattle: [{ type: "summon", card: "LOE_089t", and: ["LOE_089t2", "LOE_089t3"] }] },
  // Obsidian Destroyer: "At the end of your turn, summon a 1/1 Scarab with Taunt."
  { id: "LOE_009", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "LOE_009t" }] }] },
  // Reliquary Seeker: "Battlecry: If you have 6 other minions, gain +4/+4." (LOE_009e, Sinister Power, is its +4/+4)
  { id: "LOE_116", battlecry: [{ type: "if", if: { count: "other-friendly-minions", atLeast: 6 }, then: [{ type: "buff", to: "self", enchantment: "LOE_009e" }] }] },
  { id: "LOE_009e", buff: { attack: 4, health: 4 } },
  // Fossilized Devilsaur: "Battlecry: If you control another Beast, gain Taunt."
  { id: "LOE_073", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "BEAST", not: "self" } } },
    then: [{ type: "buff", to: "self", enchantment: "LOE_073e" }] }] },
  { id: "LOE_073e", buff: { grants: ["TAUNT"] } },
  // Keeper of Uldaman: "Battlecry: Set a minion's Attack and Health to 3."
  { id: "LOE_017", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", enchantment: "LOE_017e" }] },
  { id: "LOE_017e", buff: { setAttack: 3, setHealth: 3 } },
  // Explorer's Hat: "Give a minion +1/+1 and "Deathrattle: Get an Explorer's Hat."" (the Deathrattle is the enchantment's)
  { id: "LOE_105", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "LOE_105e" }] },
  { id: "LOE_105e", buff: { attack: 1, health: 1 }, deathrattle: [{ type: "addCard", card: "LOE_105" }] },
  // Ethereal Conjurer: "Battlecry: Discover a spell."
  { id: "LOE_003", battlecry: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] },
  // Jeweled Scarab: "Battlecry: Discover a 3-Cost card."
  { id: "LOE_029", battlecry: [{ type: "discover", from: { type: "CARD", cost: 3, yourClass: true } }] },
  // Tomb Spider: "Battlecry: Discover a Beast."
  { id: "LOE_047", battlecry: [{ type: "discover", from: { type: "MINION", race: "BEAST", yourClass: true } }] },
  // Museum Curator: "Battlecry: Discover a Deathrattle card. It costs (1) less."
  { id: "LOE_006", battlecry: [{ type: "discover", from: { type: "CARD", mechanic: "DEATHRATTLE", yourClass: true }, cost: -1 }] },
  // Desert Camel: "Battlecry: Put a 1-Cost minion from each deck into the battlefield." (yours first, then the opponent's;
  // a random one of each, each a summon for its deck's owner)
  { id: "LOE_020", battlecry: [
    { type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 1 } },
    { type: "putIntoPlay", from: "deck", player: "enemy", where: { type: "minion", cost: 1 } },
  ] },
  // Forgotten Torch: "Deal $3 damage. Shuffle a 'Roaring Torch' into your deck that deals 6 damage."
  { id: "LOE_002", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "shuffleIntoDeck", card: "LOE_002t" }] },
  // Roaring Torch: "Deal $6 damage."
  { id: "LOE_002t", target: { type: "character" }, spell: [{ type: "damage", amount: 6, to: "target" }] },
  // Ancient Shade: "Battlecry: Shuffle an 'Ancient Curse' into your deck that deals 7 damage to you when drawn."
  { id: "LOE_110", battlecry: [{ type: "shuffleIntoDeck", card: "LOE_110t" }] },
  // Ancient Curse: "You take 7 damage. Draw a card. Cast this when drawn." (Casts When Drawn: the draw is castWhenDrawn's own)
  { id: "LOE_110t", castsWhenDrawn: true, spell: [{ type: "damage", amount: 7, to: "friendly-hero" }] },
  // Excavated Evil: "Deal $3 damage to all minions. Shuffle this card into your opponent's deck." (a new Excavated Evil)
  { id: "LOE_111", spell: [{ type: "damage", amount: 3, to: "all-minions" }, { type: "shuffleIntoDeck", card: "LOE_111", player: "enemy" }] },
  // Everyfin is Awesome: "Give your minions +2/+2. Costs (1) less for each Murloc you control."
  { id: "LOE_113", spell: [{ type: "buff", to: "friendly-minions", enchantment: "LOE_113e" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "minions", side: "friendly", where: { race: "MURLOC" } }, multiply: -1 } } }] },
  { id: "LOE_113e", buff: { attack: 2, health: 2 } },
  // Eerie Statue: "Can't attack unless it's the only minion on the battlefield." (an aura on itself while another minion,
  // of either side, is in play)
  { id: "LOE_107", auras: [{ to: "self", buff: { grants: ["CANT_ATTACK"] }, if: { exists: "all-other-minions" } }] },
  // Summoning Stone: "Whenever you cast a spell, summon a random minion of the same Cost." (on-play, 2.3; the Cost the spell
  // was played for, 2.2)
  { id: "LOE_086", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } },
    do: [{ type: "summonRandom", pool: { type: "MINION", cost: { stat: "playedCost", of: "event-target" } } }] }] },
  // Curse of Rafaam: "Give your opponent a 'Cursed!' card. While they hold it, they take 2 damage on their turn."
  { id: "LOE_007", spell: [{ type: "addCard", card: "LOE_007t", player: "enemy" }] },
  // Cursed!: "While this is in your hand, take 2 damage at the start of your turn." (a hand trigger of its own; played, it
  // does nothing)
  { id: "LOE_007t", spell: [], triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [{ type: "damage", amount: 2, to: "friendly-hero" }] }] },
  // Reno Jackson: "Battlecry: If your deck has no duplicates, fully heal your hero." (the condition noDuplicates: no two
  // cards of the deck with the same name — an empty deck has none, rules-notes 540; "fully": healed by its maximum Health)
  { id: "LOE_011", battlecry: [{ type: "if", if: { noDuplicates: { all: "deck", side: "friendly" } },
    then: [{ type: "heal", amount: { stat: "maxHealth", of: "friendly-hero" }, to: "friendly-hero" }] }] },
  // Animated Armor: "Your hero can only take 1 damage at a time." (a pre-damage trigger setting the damage about to be
  // dealt to your hero to 1, 4.9 预伤害扳机, as Cursed Blade's doubles it)
  { id: "LOE_119", triggers: [{ on: "pre-damage", if: { target: "friendly-hero" }, do: [{ type: "changeDamage", set: 1 }] }] },
  // Sacred Trial: "Secret: After your opponent has at least 3 minions and plays another, destroy it." (after-play, 2.2 完成阶段
  // c: 3 or more of their minions besides the one played, then)
  { id: "LOE_027", triggers: [{ on: "after-play", if: [{ target: { side: "enemy", type: "minion" } }, { count: { all: "minions", side: "enemy", where: { not: "event-target" } }, atLeast: 3 }],
    do: [{ type: "destroy", to: "event-target" }] }] },
  // Dart Trap: "Secret: After an opposing Hero Power is used, deal $5 damage to a random enemy."
  { id: "LOE_021", triggers: [{ on: "inspire", if: { player: "enemy" }, do: [{ type: "damage", amount: 5, to: { random: "enemy-characters" } }] }] },
];

export const ICECROWN = (): CardDefinition[] => [
  // --- lead, session 12 ---
  // Light's Sorrow: "After a friendly minion loses Divine Shield, gain +1 Attack."; Bolvar, Fireblood: "Divine Shield. After
  // a friendly minion loses Divine Shield, gain +2 Attack." (its own shield too); the `divine-shield` trigger, rules-notes 1300
  { id: "ICC_071", triggers: [{ on: "divine-shield", if: { target: "friendly-minion" }, do: [{ type: "buff", to: "self", enchantment: "ICC_071e" }] }] },
  { id: "ICC_071e", buff: { attack: 1 } },
  { id: "ICC_858", triggers: [{ on: "divine-shield", if: { target: "friendly-minion" }, do: [{ type: "buff", to: "self", enchantment: "ICC_858e" }] }] },
  { id: "ICC_858e", buff: { attack: 2 } },
  // Grave Shambler: "Whenever your weapon is destroyed, gain +1/+1." (the weapon's death event: broken, replaced or destroyed)
  { id: "ICC_097", triggers: [{ on: "death", if: { target: { type: "weapon", side: "friendly" } }, do: [{ type: "buff", to: "self", enchantment: "ICC_097e" }] }] },
  { id: "ICC_097e", buff: { attack: 1, health: 1 } },
  // Hadronox: "Deathrattle: Summon your Taunt minions that died this game." (every friendly death whose printed card has
  // Taunt, in the order they died, until the board is full)
  { id: "ICC_835", deathrattle: [{ type: "resurrect", all: true, where: { mechanic: "TAUNT" } }] },
  // Glacial Mysteries: "Put one of each Secret from your deck into the battlefield." (as Mysterious Challenger's Battlecry)
  { id: "ICC_086", spell: [{ type: "putIntoPlay", from: "deck", where: { secret: true }, eachDifferent: true }] },
  // Desperate Stand: "Give a minion 'Deathrattle: Return this to life with 1 Health.'" (a fresh copy with 1 Health, as
  // Redemption's; the granted Deathrattle resummons its host, as Ancestral Spirit's CS2_038e)
  { id: "ICC_244", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "ICC_244e" }] },
  { id: "ICC_244e", deathrattle: [{ type: "summonCopy", of: "self", health: 1 }] },
  // Corpse Raiser: "Battlecry: Give a friendly minion 'Deathrattle: Resummon this minion.'"
  { id: "ICC_257", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "ICC_257e" }] },
  { id: "ICC_257e", deathrattle: [{ type: "summonCopy", of: "self" }] },
  // Crypt Lord: "Taunt. After you summon a minion, gain +1 Health." Implicitly needs itself not mortally wounded (3.4 注意).
  { id: "ICC_808", triggers: [{ on: "after-summon", if: [{ target: "other-friendly-minion" }, { exists: { all: "minions", where: { is: "self", alive: true } } }],
    do: [{ type: "buff", to: "self", enchantment: "ICC_808e" }] }] },
  { id: "ICC_808e", buff: { health: 1 } },
  // Icy Touch (Frost Lich Jaina's Hero Power): "Deal 1 damage. If this kills a minion, summon a Water Elemental."
  { id: "ICC_833h", target: { type: "character" }, power: [
    { type: "damage", amount: 1, to: "target" },
    { type: "if", if: { exists: { all: "minions", where: { is: "target", alive: false } } }, then: [{ type: "summon", card: "CS2_033" }] },
  ] },
  // Howlfiend: "Whenever this minion takes damage, discard a random card."
  { id: "ICC_218", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "discard" }] }] },
  // Dark Conviction: "Set a minion's Attack and Health to 3." (the rulebook's 1.3 example of aura priority)
  { id: "ICC_039", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "ICC_039e" }] },
  { id: "ICC_039e", buff: { setAttack: 3, setHealth: 3 } },
  // Drakkari Enchanter: "Your end of turn effects trigger twice." (1.3: the number is fixed as each trigger starts)
  { id: "ICC_901", auras: [{ rule: "end-of-turn-twice" }] },
  // Ice Walker: "Your Hero Power also Freezes the target." An inspire trigger (2.7 激励阶段) on the Hero Power's target,
  // which it freezes even after the target left play.
  { id: "ICC_068", triggers: [{ on: "inspire", if: [{ player: "friendly" }, { exists: "event-target" }], do: [{ type: "freeze", to: "event-target" }] }] },
  // Frozen Clone: "Secret: After your opponent plays a minion, add two copies of it to your hand." About the card played:
  // it fires even when the minion left play (2.2 例外); a full hand when the after-play step starts keeps it hidden (3.4).
  { id: "ICC_082", triggers: [{
    on: "after-play", ifMinionGone: "left-play", if: [{ target: { side: "enemy", type: "minion" } }, { space: "friendly-hand" }],
    do: [{ type: "addCard", copyOf: "event-target", count: 2 }],
  }] },
  // --- Session 8 (w8/wild-c): Knights of the Frozen Throne cards whose mechanisms exist. ---
  // Bearshark: "Elusive" (the card data's keyword). Voodoo Hexxer: "Taunt. Freeze any character damaged by this minion."
  // (the data's FREEZE, as Water Elemental's)
  { id: "ICC_419" },
  { id: "ICC_088" },
  // Druid of the Swarm: "Choose One - Transform into a 1/2 with Poisonous; or a 1/5 with Taunt." Both (Fandral): ICC_051t3.
  { id: "ICC_051", chooseOne: [
    { card: "ICC_051a", effects: [{ type: "transform", to: "self", card: "ICC_051t" }] },
    { card: "ICC_051b", effects: [{ type: "transform", to: "self", card: "ICC_051t2" }] },
  ], chooseBoth: { effects: [{ type: "transform", to: "self", card: "ICC_051t3" }] } },
  // Gnash: "Give your hero +3 Attack this turn. Gain 3 Armor."
  { id: "ICC_079", spell: [{ type: "buff", to: "friendly-hero", enchantment: "ICC_079e" }, { type: "armor", amount: 3 }] },
  { id: "ICC_079e", buff: { attack: 3, oneTurn: true } },
  // Strongshell Scavenger: "Battlecry: Give your Taunt minions +2/+2."
  { id: "ICC_807", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { tag: "TAUNT" } }, enchantment: "ICC_807e" }] },
  { id: "ICC_807e", buff: { attack: 2, health: 2 } },
  // Ultimate Infestation: "Deal $5 damage. Draw 5 cards. Gain 5 Armor. Summon a 5/5 Ghoul."
  { id: "ICC_085", target: { type: "character" }, spell: [{ type: "damage", amount: 5, to: "target" }, { type: "draw", count: 5 },
    { type: "armor", amount: 5 }, { type: "summon", card: "ICC_085t" }] },
  // Webweave: "Summon two 1/2 Poisonous Spiders."
  { id: "ICC_050", spell: [{ type: "summon", card: "ICC_832t3", count: 2 }] },
  // Corpse Widow: "Your Deathrattle cards cost (2) less."
  { id: "ICC_243", auras: [{ to: { all: "hand", side: "friendly", where: { has: "deathrattle" } }, buff: { cost: -2 }, enchantment: "ICC_243e" }] },
  { id: "ICC_243e", buff: { cost: -2 } },
  // Exploding Bloatbat: "Deathrattle: Deal 2 damage to all enemy minions."
  { id: "ICC_021", deathrattle: [{ type: "damage", amount: 2, to: "enemy-minions" }] },
  // Play Dead: "Trigger a friendly minion's Deathrattle." (a minion with one, as Core Necrium Apothecary's target)
  { id: "ICC_052", target: { type: "minion", side: "friendly", where: { has: "deathrattle" } }, spell: [{ type: "triggerDeathrattle", to: "target" }] },
  // Toxic Arrow: "Deal $2 damage to a minion. If it survives, give it Poisonous."
  { id: "ICC_049", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" },
    { type: "if", if: { exists: { all: "minions", where: { is: "target", alive: true } } }, then: [{ type: "buff", to: "target", enchantment: "ICC_049e" }] }] },
  { id: "ICC_049e", buff: { grants: ["POISONOUS"] } },
  // Breath of Sindragosa: "Deal $2 damage to a random enemy minion and Freeze it." (one minion picked, then both)
  { id: "ICC_836", spell: [{ type: "group", of: { random: "enemy-minions" }, do: [{ type: "damage", amount: 2, to: "group" }, { type: "freeze", to: "group" }] }] },
  // Coldwraith: "Battlecry: If an enemy is Frozen, draw a card."
  { id: "ICC_252", battlecry: [{ type: "if", if: { exists: { all: "characters", side: "enemy", where: { tag: "FROZEN" } } }, then: [{ type: "draw" }] }] },
  // Doomed Apprentice: "Your opponent's spells cost (1) more."
  { id: "ICC_083", auras: [{ to: { all: "hand", side: "enemy", where: { type: "spell" } }, buff: { cost: 1 }, enchantment: "ICC_083e" }] },
  { id: "ICC_083e", buff: { cost: 1 } },
  // Ghastly Conjurer: "Battlecry: Add a 'Mirror Image' spell to your hand."
  { id: "ICC_069", battlecry: [{ type: "addCard", card: "CS2_027" }] },
  // Simulacrum: "Copy the lowest Cost minion in your hand." (ties: one at random)
  { id: "ICC_823", spell: [{ type: "addCard", copyOf: { random: { all: "hand", side: "friendly", where: { type: "minion" } }, lowest: "cost" } }] },
  // Acherus Veteran: "Battlecry: Give a friendly minion +1 Attack."
  { id: "ICC_092", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "ICC_092e" }] },
  { id: "ICC_092e", buff: { attack: 1 } },
  // Bone Drake: "Deathrattle: Add a random Dragon to your hand."
  { id: "ICC_027", deathrattle: [{ type: "addCard", pool: { race: "DRAGON" } }] },
  // Bonemare: "Battlecry: Give a friendly minion +4/+4 and Taunt."
  { id: "ICC_705", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "ICC_705e" }] },
  { id: "ICC_705e", buff: { attack: 4, health: 4, grants: ["TAUNT"] } },
  // Cobalt Scalebane: "At the end of your turn, give another random friendly minion +3 Attack."
  { id: "ICC_029", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: "other-friendly-minions" }, enchantment: "ICC_029e" }] }] },
  { id: "ICC_029e", buff: { attack: 3 } },
  // Deathaxe Punisher: "Battlecry: Give a random Lifesteal minion in your hand +2/+2."
  { id: "ICC_810", battlecry: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", tag: "LIFESTEAL" } } }, enchantment: "ICC_810e" }] },
  { id: "ICC_810e", buff: { attack: 2, health: 2 } },
  // Deathspeaker: "Battlecry: Give a friendly minion Immune this turn."
  { id: "ICC_467", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "ICC_467e" }] },
  { id: "ICC_467e", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Fallen Sun Cleric: "Battlecry: Give a friendly minion +1/+1."
  { id: "ICC_094", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "ICC_094e" }] },
  { id: "ICC_094e", buff: { attack: 1, health: 1 } },
  // Grim Necromancer: "Battlecry: Summon two 1/1 Skeletons."
  { id: "ICC_026", battlecry: [{ type: "summon", card: "ICC_026t", count: 2 }] },
  // Happy Ghoul: "Costs (0) if your hero was healed this turn."
  { id: "ICC_700", auras: [{ to: "self", zone: "hand", buff: { setCost: 0 }, if: { heroHealedThisTurn: true } }] },
  // Hyldnir Frostrider: "Battlecry: Freeze your other minions."
  { id: "ICC_855", battlecry: [{ type: "freeze", to: "other-friendly-minions" }] },
  // Necrotic Geist: "Whenever one of your other minions dies, summon a 2/2 Ghoul."
  { id: "ICC_900", triggers: [{ on: "death", if: { target: "other-friendly-minion" }, do: [{ type: "summon", card: "ICC_900t" }] }] },
  // Nerubian Unraveler: "Spells cost (2) more." (both players')
  { id: "ICC_706", auras: [{ to: { all: "hand", where: { type: "spell" } }, buff: { cost: 2 }, enchantment: "ICC_706e" }] },
  { id: "ICC_706e", buff: { cost: 2 } },
  // Night Howler: "Whenever this minion takes damage, gain +2 Attack." (as Gurubashi Berserker)
  { id: "ICC_031", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "buff", to: "self", enchantment: "ICC_031e" }] }] },
  { id: "ICC_031e", buff: { attack: 2 } },
  // Phantom Freebooter: "Battlecry: Gain stats equal to your weapon's." (its Attack and Durability)
  { id: "ICC_018", battlecry: [{ type: "if", if: { exists: "friendly-weapon" }, then: [{ type: "buff", to: "self",
    attack: { stat: "attack", of: "friendly-weapon" }, health: { stat: "durability", of: "friendly-weapon" }, enchantment: "ICC_018e" }] }] },
  { id: "ICC_018e" },
  // Rattling Rascal: "Battlecry: Summon a 5/5 Skeleton. Deathrattle: Summon one for your opponent."
  { id: "ICC_025", battlecry: [{ type: "summon", card: "ICC_025t" }], deathrattle: [{ type: "summon", card: "ICC_025t", side: "enemy" }] },
  // Saronite Chain Gang: "Taunt. Battlecry: Summon a Saronite Chain Gang." (summoned, it has no Battlecry of its own to resolve)
  { id: "ICC_466", battlecry: [{ type: "summon", card: "ICC_466" }] },
  // Shallow Gravedigger: "Deathrattle: Add a random Deathrattle minion to your hand."
  { id: "ICC_702", deathrattle: [{ type: "addCard", pool: { mechanic: "DEATHRATTLE" } }] },
  // "Deathrattle: If it's your opponent's turn, …": Skelemancer, Vryghoul, Arrogant Crusader, Mountainfire Armor.
  { id: "ICC_019", deathrattle: [{ type: "if", if: { turn: "opponent" }, then: [{ type: "summon", card: "ICC_019t" }] }] },
  { id: "ICC_067", deathrattle: [{ type: "if", if: { turn: "opponent" }, then: [{ type: "summon", card: "ICC_900t" }] }] },
  { id: "ICC_034", deathrattle: [{ type: "if", if: { turn: "opponent" }, then: [{ type: "summon", card: "ICC_900t" }] }] },
  { id: "ICC_062", deathrattle: [{ type: "if", if: { turn: "opponent" }, then: [{ type: "armor", amount: 6 }] }] },
  // Sunborne Val'kyr: "Battlecry: Give adjacent minions +2 Health."
  { id: "ICC_028", battlecry: [{ type: "buff", to: { adjacent: "self" }, enchantment: "ICC_028e" }] },
  { id: "ICC_028e", buff: { health: 2 } },
  // Ticking Abomination: "Deathrattle: Deal 5 damage to your minions."
  { id: "ICC_099", deathrattle: [{ type: "damage", amount: 5, to: "friendly-minions" }] },
  // Tuskarr Fisherman: "Battlecry: Give a friendly minion Spell Damage +1."
  { id: "ICC_093", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "ICC_093e" }] },
  { id: "ICC_093e", spellDamage: 1 },
  // Wretched Tiller: "Whenever this minion attacks, deal 2 damage to the enemy hero." (on attack, 2.6)
  { id: "ICC_468", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "damage", amount: 2, to: "enemy-hero" }] }] },
  // Howling Commander: "Battlecry: Draw a Divine Shield minion from your deck."
  { id: "ICC_801", battlecry: [{ type: "draw", where: { type: "minion", tag: "DIVINE_SHIELD" } }] },
  // Spirit Lash: "Lifesteal. Deal $1 damage to all minions."
  { id: "ICC_802", spell: [{ type: "damage", amount: 1, to: "all-minions" }] },
  // Bone Baron: "Deathrattle: Add two 1/1 Skeletons to your hand."
  { id: "ICC_065", deathrattle: [{ type: "addCard", card: "ICC_026t", count: 2 }] },
  // Plague Scientist: "Combo: Give a friendly minion Poisonous."
  { id: "ICC_809", target: { type: "minion", side: "friendly", if: { playedThisTurn: "card", atLeast: 1 } }, combo: [{ type: "buff", to: "target", enchantment: "ICC_809e" }] },
  { id: "ICC_809e", buff: { grants: ["POISONOUS"] } },
  // Shadowblade: "Battlecry: Your hero is Immune this turn."
  { id: "ICC_850", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "ICC_850e" }] },
  { id: "ICC_850e", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Spectral Pillager: "Combo: Deal 2 damage to a minion for each other card you've played this turn." (the count includes itself)
  { id: "ICC_910", target: { type: "minion", if: { playedThisTurn: "card", atLeast: 1 } },
    combo: [{ type: "damage", amount: { playedThisTurn: "card", multiply: 2, add: -2 }, to: "target" }] },
  // Avalanche: "Freeze a minion and deal $3 damage to adjacent ones." (the neighbours one at a time, 3.1)
  { id: "ICC_078", target: { type: "minion" }, spell: [{ type: "group", of: { adjacent: "target" }, do: [
    { type: "freeze", to: "target" }, { type: "damage", amount: 3, to: "group", oneByOne: true },
  ] }] },
  // Brrrloc: "Battlecry: Freeze an enemy."
  { id: "ICC_058", target: { type: "character", side: "enemy" }, battlecry: [{ type: "freeze", to: "target" }] },
  // Cryostasis: "Give a minion +3/+3 and Freeze it."
  { id: "ICC_056", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "ICC_056e" }, { type: "freeze", to: "target" }] },
  { id: "ICC_056e", buff: { attack: 3, health: 3 } },
  // Ice Fishing: "Draw 2 Murlocs from your deck."
  { id: "ICC_089", spell: [{ type: "draw", count: 2, where: { race: "MURLOC" } }] },
  // Sanguine Reveler: "Battlecry: Destroy a friendly minion and gain +2/+2."
  { id: "ICC_903", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "destroy", to: "target" }, { type: "buff", to: "self", enchantment: "ICC_903t" }] },
  { id: "ICC_903t", buff: { attack: 2, health: 2 } },
  // Treachery: "Choose a friendly minion and give it to your opponent."
  { id: "ICC_206", target: { type: "minion", side: "friendly" }, spell: [{ type: "takeControl", to: "target", side: "enemy" }] },
  // Unwilling Sacrifice: "Choose a friendly minion. Destroy it and a random enemy minion."
  { id: "ICC_469", target: { type: "minion", side: "friendly" }, spell: [{ type: "destroy", to: "target" }, { type: "destroy", to: { random: "enemy-minions" } }] },
  // Animated Berserker: "After you play a minion, deal 1 damage to it."
  { id: "ICC_238", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "damage", amount: 1, to: "event-target" }] }] },
  // Blood Razor: "Battlecry and Deathrattle: Deal 1 damage to all minions."
  { id: "ICC_064", battlecry: [{ type: "damage", amount: 1, to: "all-minions" }], deathrattle: [{ type: "damage", amount: 1, to: "all-minions" }] },
  // Bring It On!: "Gain 10 Armor. Reduce the Cost of minions in your opponent's hand by (2)."
  { id: "ICC_837", spell: [{ type: "armor", amount: 10 }, { type: "buff", to: { all: "hand", side: "enemy", where: { type: "minion" } }, enchantment: "ICC_837e" }] },
  { id: "ICC_837e", buff: { cost: -2 } },
  // Death Revenant: "Battlecry: Gain +1/+1 for each damaged minion."
  { id: "ICC_450", battlecry: [{ type: "buff", to: "self", attack: { count: { all: "minions", where: { damaged: true } } },
    health: { count: { all: "minions", where: { damaged: true } } }, enchantment: "ICC_450e" }] },
  { id: "ICC_450e" },
  // Forge of Souls: "Draw 2 weapons from your deck."
  { id: "ICC_281", spell: [{ type: "draw", count: 2, where: { type: "weapon" } }] },
  // Val'kyr Soulclaimer: "After this minion survives damage, summon a 2/2 Ghoul." (as Grim Patron: not once mortally wounded)
  { id: "ICC_408", triggers: [{ on: "damage", if: { target: { is: "self", alive: true } }, do: [{ type: "summon", card: "ICC_900t" }] }] },
  // Rotface: "After this minion survives damage, summon a random Legendary minion."
  { id: "ICC_405", triggers: [{ on: "damage", if: { target: { is: "self", alive: true } }, do: [{ type: "summonRandom", pool: { rarity: "LEGENDARY" } }] }] },
  // Venomstrike Trap: "Secret: When one of your minions is attacked, summon a 2/3 Poisonous Cobra." (Emperor Cobra, as Snake Trap)
  { id: "ICC_200", triggers: [{ on: "pre-attack", if: [{ target: "friendly-minion" }, { space: "friendly-board" }], do: [{ type: "summon", card: "EX1_170" }] }] },
  // Gnomeferatu: "Battlecry: Remove the top card of your opponent's deck."
  { id: "ICC_407", battlecry: [{ type: "burn", count: 1, player: "enemy" }] },
  // Prince Keleseth: "Battlecry: If your deck has no 2-Cost cards, give all minions in your deck +1/+1."
  { id: "ICC_851", battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { cost: 2 } } } },
    then: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "ICC_851e" }] }] },
  { id: "ICC_851e", buff: { attack: 1, health: 1 } },
  // Prince Valanar: "Battlecry: If your deck has no 4-Cost cards, gain Lifesteal and Taunt."
  { id: "ICC_853", battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { cost: 4 } } } },
    then: [{ type: "buff", to: "self", grants: ["LIFESTEAL", "TAUNT"] }] }] },
  // Stitched Tracker: "Battlecry: Discover a copy of a minion in your deck."
  { id: "ICC_415", battlecry: [{ type: "discover", from: "deck", where: { type: "minion" }, copy: true }] },
  // Abominable Bowman: "Deathrattle: Summon a random friendly Beast that died this game."
  { id: "ICC_825", deathrattle: [{ type: "resurrect", where: { race: "BEAST" } }] },
  // Roll the Bones: "Draw a card. If it has Deathrattle, cast this again."
  { id: "ICC_201", spell: [{ type: "repeat", do: [{ type: "draw" }], while: { exists: { all: "drawn", where: { has: "deathrattle" } } } }] },
  // ---- Session 9 (w9/wild-f): more cards of existing mechanisms ----
  // Snowfury Giant: "Costs (1) less for each Mana Crystal you've Overloaded this game."
  { id: "ICC_090", auras: [{ to: "self", zone: "hand", buff: { cost: { overload: "game", multiply: -1 } } }] },
  // Blood-Queen Lana'thel: "Lifesteal Has +1 Attack for each card you've discarded this game." (in play)
  { id: "ICC_841", auras: [{ to: "self", buff: { attack: { thisGame: "discarded" } }, enchantment: "ICC_841e" }] },
  { id: "ICC_841e" },
  // Wicked Skeleton: "Battlecry: Gain +1/+1 for each minion that died this turn." (either side's)
  { id: "ICC_904", battlecry: [{ type: "buff", to: "self", attack: { died: "minions", side: "any", thisTurn: true }, health: { died: "minions", side: "any", thisTurn: true }, enchantment: "ICC_904e" }] },
  { id: "ICC_904e" },
  // Dead Man's Hand: "Shuffle a copy of your hand into your deck." (a copy of each card in your hand, the spell gone from it)
  { id: "ICC_091", spell: [{ type: "shuffleIntoDeck", copyOf: { all: "hand", side: "friendly" } }] },
  // Archbishop Benedictus: "Battlecry: Shuffle a copy of your opponent's deck into your deck." (4.8: copies of deck cards keep
  // their states)
  { id: "ICC_215", battlecry: [{ type: "shuffleIntoDeck", copyOf: { all: "deck", side: "enemy" } }] },
  // Devour Mind: "Copy 3 cards in your opponent's deck and add them to your hand." (3 different random cards of that deck)
  { id: "ICC_207", spell: [{ type: "addCard", copyOf: { random: { all: "deck", side: "enemy" }, count: 3 } }] },
  // Shadow Essence: "Summon a 5/5 copy of a random minion in your deck." (a copy, 4.8, set to 5/5; the card stays in the deck)
  { id: "ICC_235", spell: [{ type: "summonCopy", of: { random: { all: "deck", side: "friendly", where: { type: "minion" } } }, copyState: true, enchantment: "ICC_235e" }] },
  { id: "ICC_235e", buff: { setAttack: 5, setHealth: 5 } },
  // Leeching Poison: "Give your weapon Lifesteal this turn."
  { id: "ICC_221", spell: [{ type: "buff", to: "friendly-weapon", enchantment: "ICC_221e" }] },
  { id: "ICC_221e", buff: { grants: ["LIFESTEAL"], oneTurn: true } },
  // Eternal Servitude: "Discover a friendly minion that died this game. Summon it." (a new card of one of your dead minions,
  // summoned; none died: nothing)
  { id: "ICC_213", spell: [{ type: "discover", from: "died", into: "play" }] },

  // ── w11/old: the Death Knight hero cards whose steps the format has (each brings its Hero Power and the data's 5 Armor).
  // Thrall, Deathseer: "Battlecry: Transform your minions into random ones that cost (2) more." (5.2 异变's pool: the
  // Cost 2 more, else the highest below it that has minions, down to the minion's own, as Evolve)
  { id: "ICC_481", heroPower: "ICC_481p", battlecry: [{ type: "transform", to: "friendly-minions", pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 2 }, costDown: { stat: "cost", of: "each" } } }] },
  // Transmute Spirit: "Hero Power: Transform a friendly minion into a random one that costs (1) more."
  { id: "ICC_481p", target: { type: "minion", side: "friendly" }, power: [{ type: "transform", to: "target", pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 1 }, costDown: { stat: "cost", of: "each" } } }] },
  // Bloodreaver Gul'dan: "Battlecry: Summon all friendly Demons that died this game." (every such death, in the order they
  // died, until the board is full)
  { id: "ICC_831", heroPower: "ICC_831p", battlecry: [{ type: "resurrect", all: true, where: { race: "DEMON" } }] },
  // Siphon Life: "Hero Power. Lifesteal. Deal $3 damage."
  { id: "ICC_831p", tags: { LIFESTEAL: 1 }, target: { type: "character" }, power: [{ type: "damage", amount: 3, to: "target" }] },
  // Frost Lich Jaina: "Battlecry: Summon a 3/6 Water Elemental. Your Elementals have Lifesteal this game." (a player state on
  // the hero: ICC_833e, whose aura gives ICC_833e2)
  { id: "ICC_833", heroPower: "ICC_833h", battlecry: [{ type: "summon", card: "ICC_833t" }, { type: "buff", to: "friendly-hero", enchantment: "ICC_833e" }] },
  { id: "ICC_833e", auras: [{ to: { all: "minions", side: "friendly", where: { race: "ELEMENTAL" } }, buff: { grants: ["LIFESTEAL"] }, enchantment: "ICC_833e2" }] },
  { id: "ICC_833e2", buff: { grants: ["LIFESTEAL"] } },
  { id: "ICC_833t" },
  // Icy Touch (ICC_833h) is defined above, with Crypt Lord's rulebook example.
  // Scourgelord Garrosh: "Battlecry: Equip a 4/3 Shadowmourne that also damages adjacent minions."
  { id: "ICC_834", heroPower: "ICC_834h", battlecry: [{ type: "equipWeapon", card: "ICC_834w" }] },
  { id: "ICC_834w", attackHitsAdjacent: true },
  // Bladestorm: "Hero Power. Deal $1 damage to all minions."
  { id: "ICC_834h", power: [{ type: "damage", amount: 1, to: "all-minions" }] },
 
  // Corpsetaker: "Battlecry: Gain Taunt if your deck has a Taunt minion. Repeat for Divine Shield, Lifesteal, Windfury." (each
  // keyword of a minion card in the deck as it is there: the card's own or one an enchantment gives it)
  { id: "ICC_912", battlecry: [
    { type: "if", if: { exists: { all: "deck", side: "friendly", where: { type: "minion", tag: "TAUNT" } } }, then: [{ type: "buff", to: "self", grants: ["TAUNT"] }] },
    { type: "if", if: { exists: { all: "deck", side: "friendly", where: { type: "minion", tag: "DIVINE_SHIELD" } } }, then: [{ type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }] },
    { type: "if", if: { exists: { all: "deck", side: "friendly", where: { type: "minion", tag: "LIFESTEAL" } } }, then: [{ type: "buff", to: "self", grants: ["LIFESTEAL"] }] },
    { type: "if", if: { exists: { all: "deck", side: "friendly", where: { type: "minion", tag: "WINDFURY" } } }, then: [{ type: "buff", to: "self", grants: ["WINDFURY"] }] }] },
  // Meat Wagon: "Deathrattle: Summon a minion from your deck with less Attack than this minion." (as Lead Dancer: its
  // Attack as it left play, `lessThanOf` with `lastKnown`; a random such minion of the deck)
  { id: "ICC_812", deathrattle: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", lessThanOf: { stat: "attack", of: "self", lastKnown: true } } }] },
  // Blackguard: "Whenever your hero is healed, deal that much damage to a random enemy minion." (the Health the heal event
  // restored; Blackguard deals it)
  { id: "ICC_245", triggers: [{ on: "heal", if: { target: "friendly-hero" }, do: [{ type: "damage", amount: { event: "amount" }, to: { random: "enemy-minions" } }] }] },
  // Spreading Plague: "Summon a 1/5 Scarab with Taunt. If your opponent has more minions, cast this again." (the 1/5 Scarab
  // is Scarab Beetle ICC_832t4, the token bots' card scripts summon for it; "cast this again" is the text run again, read
  // after each summon, as Boom Wrangler's "repeat" — not a new cast)
  { id: "ICC_054", spell: [{ type: "repeat", do: [{ type: "summon", card: "ICC_832t4" }],
    while: { value: { count: "enemy-minions", add: { count: "friendly-minions", multiply: -1 } }, atLeast: 1 } }] },
  // Keening Banshee: "Whenever you play a card, remove the top 3 cards of your deck." (as Fel Reaver: on-play, the cards
  // are burned, 4.3)
  { id: "ICC_911", triggers: [{ on: "play", if: { target: "friendly" }, do: [{ type: "burn", count: 3 }] }] },
  // Prince Taldaram: "Battlecry: If your deck has no 3-Cost cards, transform into a 3/3 copy of a minion." (a target only
  // while no card of your deck costs (3) now; the copy per 4.8, as Faceless Manipulator's, then ICC_852e sets it 3/3)
  { id: "ICC_852", target: { type: "minion", if: { not: { exists: { all: "deck", side: "friendly", where: { cost: 3 } } } } },
    battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { cost: 3 } } } }, then: [
      { type: "transform", to: "self", copyOf: "target", enchantment: "ICC_852e" }] }] },
  { id: "ICC_852e", buff: { setAttack: 3, setHealth: 3 } },
  // Lilian Voss: "Battlecry: Replace spells in your hand with random spells (from your opponent's class)." (each spell
  // card of your hand is transformed, 4.5, in its place, into a random spell of your opponent's hero's class)
  { id: "ICC_811", battlecry: [{ type: "transform", to: { all: "hand", side: "friendly", where: { type: "spell" } }, pool: { type: "SPELL", opponentClass: true } }] },
  // ── w13/old
  // Shadowreaper Anduin: "Battlecry: Destroy all minions with 5 or more Attack." (both sides; with the data's 5 Armor and
  // his Hero Power)
  { id: "ICC_830", heroPower: "ICC_830p", battlecry: [{ type: "destroy", to: { all: "minions", where: { minAttack: 5 } } }] },
  // Voidform: "Hero Power: Deal $2 damage. After you play a card, refresh this." (its own after-play trigger: the card
  // played from your hand, after its play; refreshHeroPower, nothing when it was not used this turn)
  { id: "ICC_830p", target: { type: "character" }, power: [{ type: "damage", amount: 2, to: "target" }],
    triggers: [{ on: "after-play", ifMinionGone: "any", if: { target: { side: "friendly" } }, do: [{ type: "refreshHeroPower" }] }] },
  // Runeforge Haunter: "During your turn, your weapon doesn't lose Durability." (as Stormhammer: Immune on your weapon — which
  // spares its Durability, 2.6 / loseDurability — while it is your turn; the data's ICC_240e "No durability loss")
  { id: "ICC_240", auras: [{ to: "friendly-weapon", buff: { grants: ["IMMUNE"] }, enchantment: "ICC_240e", if: { turn: "own" } }] },
  { id: "ICC_240e" },
  // Furnacefire Colossus: "Battlecry: Discard all weapons from your hand and gain their stats." (their Attack and Durability
  // as they are in your hand, summed, read before they go — the graveyard resets a card, 4.8 —; then all are discarded;
  // rules-notes 1564)
  { id: "ICC_096", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "weapon" } } }, then: [
    { type: "buff", to: "self", attack: { stat: "attack", of: { all: "hand", side: "friendly", where: { type: "weapon" } } },
      health: { stat: "durability", of: { all: "hand", side: "friendly", where: { type: "weapon" } } }, enchantment: "ICC_096e" },
    { type: "discard", count: "all", to: { all: "hand", side: "friendly", where: { type: "weapon" } } }] }] },
  { id: "ICC_096e" },
  // Skulking Geist: "Battlecry: Destroy all 1-Cost spells in both hands and decks." A spell's Cost now (4.11, as item 720
  // reads "odd-Cost cards"): one made to cost (1) goes, a 1-Cost one made dearer stays; destroyed in a hand is discarded, in a
  // deck burned (4.3) — hands first (yours, then the opponent's), then decks (rules-notes 1772).
  { id: "ICC_701", battlecry: [
    { type: "destroy", to: { all: "hand", side: "friendly", where: { type: "spell", cost: 1 } } },
    { type: "destroy", to: { all: "hand", side: "enemy", where: { type: "spell", cost: 1 } } },
    { type: "destroy", to: { all: "deck", side: "friendly", where: { type: "spell", cost: 1 } } },
    { type: "destroy", to: { all: "deck", side: "enemy", where: { type: "spell", cost: 1 } } },
  ] },
  // Moorabi: "Whenever another minion is Frozen, add a copy of it to your hand." (the freeze event, either side's minion: a new
  // card of its card, 4.8 — a minion in play is copied without its states)
  { id: "ICC_289", triggers: [{ on: "freeze", if: { target: { type: "minion", not: "self" } }, do: [{ type: "addCard", copyOf: "event-target" }] }] },
  // Tomb Lurker: "Battlecry: Add a random Deathrattle minion that died this game to your hand." (either player's deaths — the
  // text says not "friendly" —, a new card of the card as printed, 4.10; rules-notes 1765)
  { id: "ICC_098", battlecry: [{ type: "resurrect", player: "both", where: { deathrattle: true }, into: "hand" }] },
  // Defile: "Deal $1 damage to all minions. If any die, cast this again." The minions a cast leaves mortally wounded die in a
  // forced death (5.7) before the next — their Deathrattles first —, each cast reads Spell Damage anew, and a recast is no
  // cast of the player's (no after-cast trigger, no play); at most 14 casts in all (rules-notes 1763).
  { id: "ICC_041", spell: [{ type: "repeat", times: 14, do: [{ type: "forcedDeath" }, { type: "damage", amount: 1, to: "all-minions" }],
    while: { exists: { all: "minions", where: { mortallyWounded: true } } } }] },
];

export const UNGORO = (): CardDefinition[] => [
  // Tortollan Forager: "Battlecry: Add a random minion with 5 or more Attack to your hand." (printed Attack, any class)
  { id: "UNG_078", battlecry: [{ type: "addCard", pool: { type: "MINION", attackAtLeast: 5 } }] },
  // Ozruk: "Taunt. Battlecry: Gain +5 Health for each Elemental you played last turn."
  { id: "UNG_907", battlecry: [{ type: "buff", to: "self", health: { playedLastTurn: "minion", race: "ELEMENTAL", multiply: 5 }, enchantment: "UNG_907e" }] },
  { id: "UNG_907e" },
  // Spirit Echo: "Give your minions 'Deathrattle: Return this to your hand.'" (UNG_956e: the dead host back to hand, as
  // Anub'arak's own Deathrattle; lead, session 12)
  { id: "UNG_956", spell: [{ type: "buff", to: "friendly-minions", enchantment: "UNG_956e" }] },
  { id: "UNG_956e", deathrattle: [{ type: "returnToHand", to: "self", from: "graveyard" }] },
  // Mana Bind: "Secret: When your opponent casts a spell, add a copy to your hand that costs (0)." An after-play trigger (2.3).
  { id: "UNG_024", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "returnCopyToHand", of: "event-target", setCost: 0 }] }] },
  // Fire Fly: "Battlecry: Add a 1/2 Elemental to your hand."
  { id: "UNG_809", battlecry: [{ type: "addCard", card: "UNG_809t1" }] },
  // Time Warp: "Take an extra turn." (4.13: one own turn inserted before the next turn)
  { id: "UNG_028t", spell: [{ type: "extraTurns", turns: ["own"] }] },
  // The Marsh Queen: "Quest: Play seven 1-Cost minions. Reward: Queen Carnassa." An after-play trigger (5.3) about the card
  // played: it counts a minion that cost 1 when played and was not transformed since (2.2), even one that left play.
  { id: "UNG_920", quest: { total: 7, reward: [{ type: "addCard", card: "UNG_920t1" }] }, triggers: [{
    on: "after-play", zone: "secret", ifMinionGone: "left-play",
    if: { target: { side: "friendly", type: "minion", playedCost: 1, transformed: false } }, do: [{ type: "questProgress" }],
  }] },
  // Queen Carnassa: "Battlecry: Shuffle 15 Raptors into your deck."
  { id: "UNG_920t1", battlecry: [{ type: "shuffleIntoDeck", card: "UNG_920t2", count: 15 }] },
  // Carnassa's Brood: "Battlecry: Draw a card."
  { id: "UNG_920t2", battlecry: [{ type: "draw" }] },
  // 进化 (Adapt, the effect `adapt`): "Battlecry: Adapt." — Pterrordax Hatchling, Verdant Longneck, Ornery Direhorn (its Taunt
  // is the card's own tag).
  { id: "UNG_001", battlecry: [{ type: "adapt", to: "self" }] },
  { id: "UNG_100", battlecry: [{ type: "adapt", to: "self" }] },
  { id: "UNG_925", battlecry: [{ type: "adapt", to: "self" }] },
  // Volcanosaur: "Battlecry: Adapt, then Adapt." — two adapts, each its own three options and choice.
  { id: "UNG_002", battlecry: [{ type: "adapt", to: "self" }, { type: "adapt", to: "self" }] },
  // Ravasaur Runt: "Battlecry: If you control at least 2 other minions, Adapt."
  { id: "UNG_009", battlecry: [{ type: "if", if: { value: { count: "other-friendly-minions" }, atLeast: 2 }, then: [{ type: "adapt", to: "self" }] }] },
  // Elder Longneck: "Battlecry: If you're holding a minion with 5 or more Attack, Adapt."
  { id: "UNG_109", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "minion", minAttack: 5 } } },
    then: [{ type: "adapt", to: "self" }] }] },
  // Crackling Razormaw: "Battlecry: Adapt a friendly Beast."
  { id: "UNG_915", target: { type: "minion", side: "friendly", where: { race: "BEAST" } }, battlecry: [{ type: "adapt", to: "target" }] },
  // Adaptation: "Adapt a friendly minion."
  { id: "UNG_961", target: { type: "minion", side: "friendly" }, spell: [{ type: "adapt", to: "target" }] },
  // Vicious Fledgling: "After this minion attacks a hero, Adapt."
  { id: "UNG_075", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "hero" } }], do: [{ type: "adapt", to: "self" }] }] },
  // Ravenous Pterrordax: "Battlecry: Destroy a friendly minion to Adapt twice." (no friendly minion to destroy: no Battlecry)
  { id: "UNG_047", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "destroy", to: "target" }, { type: "adapt", to: "self" }, { type: "adapt", to: "self" }] },
  // The ten adaptations of 进化 (Adapt, the effect `adapt`): the enchantment each option card (UNG_999t2 … t14) gives.
  { id: "UNG_999t6e", buff: { grants: ["TAUNT"] } }, // Massive
  { id: "UNG_999t8e", buff: { grants: ["DIVINE_SHIELD"] } }, // Crackling Shield
  { id: "UNG_999t7e", buff: { grants: ["WINDFURY"] } }, // Lightning Speed
  { id: "UNG_999t13e", buff: { grants: ["POISONOUS"] } }, // Poison Spit
  { id: "UNG_999t14e", buff: { attack: 1, health: 1 } }, // Volcanic Might
  { id: "UNG_999t3e", buff: { attack: 3 } }, // Flaming Claws
  { id: "UNG_999t4e", buff: { health: 3 } }, // Rocky Carapace
  // Living Spores: "Deathrattle: Summon two 1/1 Plants." (also Ancient Raptor's third choice)
  { id: "UNG_999t2e", deathrattle: [{ type: "summon", card: "UNG_999t2t1", count: 2 }] },
  // Shrouding Mist: "Stealthed until your next turn." (expires as its controller's next turn starts)
  { id: "UNG_999t10e", buff: { grants: ["STEALTH"] }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Liquid Membrane: "Can't be targeted by spells or Hero Powers."
  { id: "UNG_999t5e", buff: { grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] } },
  // --- Session 8 (w8/wild-c): Un'Goro cards whose mechanisms exist. ---
  // Air Elemental, Tyrantus: "Elusive" (the card data's keyword); Humongous Razorleaf: "Can't attack." (the data's CANT_ATTACK)
  { id: "UNG_019" },
  { id: "UNG_852" },
  { id: "UNG_844" },
  // Earthen Scales: "Give a friendly minion +1/+1, then gain Armor equal to its Attack." (its Attack after the +1)
  { id: "UNG_108", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "UNG_108e" },
    { type: "armor", amount: { stat: "attack", of: "target" } }] },
  { id: "UNG_108e", buff: { attack: 1, health: 1 } },
  // Giant Anaconda: "Taunt. Deathrattle: Summon a minion from your hand with 5 or more Attack."
  { id: "UNG_086", deathrattle: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", minAttack: 5 } }] },
  // Grievous Bite, Meteor: "Deal N damage to a minion and M damage to adjacent ones." (as Explosive Shot: middle, then the
  // neighbours one at a time, 3.1)
  { id: "UNG_910", target: { type: "minion" }, spell: [{ type: "group", of: { adjacent: "target" }, do: [
    { type: "damage", amount: 3, to: "target" }, { type: "damage", amount: 1, to: "group", oneByOne: true },
  ] }] },
  { id: "UNG_955", target: { type: "minion" }, spell: [{ type: "group", of: { adjacent: "target" }, do: [
    { type: "damage", amount: 15, to: "target" }, { type: "damage", amount: 4, to: "group", oneByOne: true },
  ] }] },
  // Tol'vir Warden: "Battlecry: Draw two 1-Cost minions from your deck."
  { id: "UNG_913", battlecry: [{ type: "draw", count: 2, where: { type: "minion", cost: 1 } }] },
  // Arcanologist: "Battlecry: Draw a Secret."
  { id: "UNG_020", battlecry: [{ type: "draw", where: { secret: true } }] },
  // Molten Reflection: "Choose a friendly minion. Summon a copy of it." (a copy of it as it is, 4.8)
  { id: "UNG_948", target: { type: "minion", side: "friendly" }, spell: [{ type: "summonCopy", of: "target", copyState: true }] },
  // Shimmering Tempest (today's text): "Battlecry: Add a random Mage spell to your hand."
  { id: "UNG_846", battlecry: [{ type: "addCard", pool: { type: "SPELL", cardClass: "MAGE" } }] },
  // "If you played an Elemental last turn" (the condition playedLastTurn with race: the player's previous turn's plays).
  // Blazecaller: "Battlecry: If you played an Elemental last turn, deal 5 damage." (a target only then)
  { id: "UNG_847", target: { type: "character", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 } },
    battlecry: [{ type: "damage", amount: 5, to: "target" }] },
  // Tol'vir Stoneshaper: "Battlecry: If you played an Elemental last turn, gain Taunt and Divine Shield."
  { id: "UNG_070", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "buff", to: "self", enchantment: "UNG_070e" }] }] },
  { id: "UNG_070e", buff: { grants: ["TAUNT", "DIVINE_SHIELD"] } },
  // Thunder Lizard: "Battlecry: If you played an Elemental last turn, Adapt."
  { id: "UNG_082", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "adapt", to: "self" }] }] },
  // Stone Sentinel: "Battlecry: If you played an Elemental last turn, summon two 2/3 Elementals with Taunt."
  { id: "UNG_208", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "summon", card: "UNG_208t", count: 2 }] }] },
  // Servant of Kalimos: "Battlecry: If you played an Elemental last turn, Discover an Elemental."
  { id: "UNG_816", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "discover", from: { race: "ELEMENTAL", yourClass: true } }] }] },
  // Bittertide Hydra: "Whenever this minion takes damage, deal 3 damage to your hero."
  { id: "UNG_087", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "damage", amount: 3, to: "friendly-hero" }] }] },
  // Charged Devilsaur: "Charge. Battlecry: Can't attack heroes this turn."
  { id: "UNG_099", battlecry: [{ type: "buff", to: "self", grants: ["CANNOT_ATTACK_HEROES"], oneTurn: true }] },
  // Devilsaur Egg: "Deathrattle: Summon a 5/5 Devilsaur."; Eggnapper: "Deathrattle: Summon two 1/1 Raptors."
  { id: "UNG_083", deathrattle: [{ type: "summon", card: "UNG_083t1" }] },
  { id: "UNG_076", deathrattle: [{ type: "summon", card: "UNG_076t1", count: 2 }] },
  // Emerald Hive Queen: "Your minions cost (2) more." (the minion cards in your hand)
  { id: "UNG_085", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { cost: 2 }, enchantment: "UNG_085e" }] },
  { id: "UNG_085e", buff: { cost: 2 } },
  // Emerald Reaver: "Battlecry: Deal 1 damage to each hero."
  { id: "UNG_803", battlecry: [{ type: "damage", amount: 1, to: "all-heroes" }] },
  // Frozen Crusher: "After this minion attacks, Freeze it."
  { id: "UNG_079", triggers: [{ on: "after-attack", if: { source: "self" }, do: [{ type: "freeze", to: "self" }] }] },
  // Golakka Crawler: "Battlecry: Destroy a Pirate and gain +1/+1."
  { id: "UNG_807", target: { type: "minion", where: { race: "PIRATE" } }, battlecry: [{ type: "destroy", to: "target" }, { type: "buff", to: "self", enchantment: "UNG_807e" }] },
  { id: "UNG_807e", buff: { attack: 1, health: 1 } },
  // Hemet, Jungle Hunter: "Battlecry: Destroy all cards in your deck that cost (3) or less."
  { id: "UNG_840", battlecry: [{ type: "destroy", to: { all: "deck", side: "friendly", where: { maxCost: 3 } } }] },
  // Igneous Elemental: "Deathrattle: Add two 1/2 Flame Elementals to your hand." (Fire Fly's UNG_809t1)
  { id: "UNG_845", deathrattle: [{ type: "addCard", card: "UNG_809t1", count: 2 }] },
  // Nesting Roc: "Battlecry: If you control at least 2 other minions, gain Taunt."
  { id: "UNG_801", battlecry: [{ type: "if", if: { count: "other-friendly-minions", atLeast: 2 }, then: [{ type: "buff", to: "self", grants: ["TAUNT"] }] }] },
  // Rockpool Hunter: "Battlecry: Give a friendly Murloc +1/+1."
  { id: "UNG_073", target: { type: "minion", side: "friendly", where: { race: "MURLOC" } }, battlecry: [{ type: "buff", to: "target", enchantment: "UNG_073e" }] },
  { id: "UNG_073e", buff: { attack: 1, health: 1 } },
  // Volatile Elemental: "Deathrattle: Deal 3 damage to a random enemy minion."
  { id: "UNG_818", deathrattle: [{ type: "damage", amount: 3, to: { random: "enemy-minions" } }] },
  // Lost in the Jungle: "Summon two 1/1 Silver Hand Recruits."
  { id: "UNG_960", spell: [{ type: "summon", card: "CS2_101t", count: 2 }] },
  // Vinecleaver: "After your hero attacks, summon two 1/1 Silver Hand Recruits."
  { id: "UNG_950", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summon", card: "CS2_101t", count: 2 }] }] },
  // Sunkeeper Tarim: "Taunt. Battlecry: Set all other minions' Attack and Health to 3."
  { id: "UNG_015", battlecry: [{ type: "buff", to: "all-other-minions", enchantment: "UNG_015e" }] },
  { id: "UNG_015e", buff: { setAttack: 3, setHealth: 3 } },
  // Binding Heal: "Restore #5 Health to a minion and your hero."
  { id: "UNG_030", target: { type: "minion" }, spell: [{ type: "heal", amount: 5, to: "target" }, { type: "heal", amount: 5, to: "friendly-hero" }] },
  // Radiant Elemental: "Your spells cost (1) less (but not less than 1)."
  { id: "UNG_034", auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -1, minCost: 1 }, enchantment: "UNG_034e" }] },
  { id: "UNG_034e", buff: { cost: -1, minCost: 1 } },
  // Tortollan Shellraiser: "Taunt. Deathrattle: Give a random friendly minion +1/+1."
  { id: "UNG_037", deathrattle: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "UNG_037e" }] },
  { id: "UNG_037e", buff: { attack: 1, health: 1 } },
  // Biteweed: "Combo: Gain +1/+1 for each other card you've played this turn." (the count includes Biteweed itself)
  { id: "UNG_063", combo: [{ type: "buff", to: "self", attack: { playedThisTurn: "card", add: -1 }, health: { playedThisTurn: "card", add: -1 }, enchantment: "UNG_063e" }] },
  { id: "UNG_063e" },
  // Envenom Weapon: "Give your weapon Poisonous."
  { id: "UNG_823", requires: { exists: "friendly-weapon" }, spell: [{ type: "buff", to: "friendly-weapon", grants: ["POISONOUS"] }] },
  // Mimic Pod: "Draw a card, then add a copy of it to your hand."
  { id: "UNG_060", spell: [{ type: "draw" }, { type: "addCard", copyOf: { all: "drawn" } }] },
  // Vilespine Slayer: "Combo: Destroy a minion."
  { id: "UNG_064", target: { type: "minion", if: { playedThisTurn: "card", atLeast: 1 } }, combo: [{ type: "destroy", to: "target" }] },
  // Fire Plume Harbinger: "Battlecry: Reduce the Cost of Elementals in your hand by (1)."
  { id: "UNG_202", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { race: "ELEMENTAL" } }, enchantment: "UNG_202e" }] },
  { id: "UNG_202e", buff: { cost: -1 } },
  // Hot Spring Guardian: "Taunt. Battlecry: Restore #3 Health."
  { id: "UNG_938", target: { type: "character" }, battlecry: [{ type: "heal", amount: 3, to: "target" }] },
  // Primalfin Totem: "At the end of your turn, summon a 1/1 Murloc."
  { id: "UNG_201", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "UNG_201t" }] }] },
  // Tidal Surge: "Lifesteal. Deal $5 damage to a minion."
  { id: "UNG_817", target: { type: "minion" }, spell: [{ type: "damage", amount: 5, to: "target" }] },
  // Volcano: "Deal $15 damage randomly split among all minions. Overload: (1)" (as Avenging Wrath: one at a time)
  { id: "UNG_025", spell: [{ type: "damage", amount: 1, to: { random: "all-minions", count: 15 }, spellDamage: "hits" }] },
  // Tar Creeper's kin: Tar Lurker "Has +3 Attack during your opponent's turn.", Tar Lord "+4" (an aura on itself)
  { id: "UNG_049", auras: [{ to: "self", if: { turn: "opponent" }, buff: { attack: 3 } }] },
  { id: "UNG_838", auras: [{ to: "self", if: { turn: "opponent" }, buff: { attack: 4 } }] },
  // Cornered Sentry: "Taunt. Battlecry: Summon three 1/1 Raptors for your opponent."
  { id: "UNG_926", battlecry: [{ type: "summon", card: "UNG_076t1", count: 3, side: "enemy" }] },
  // Iron Hide: "Gain 5 Armor."
  { id: "UNG_923", spell: [{ type: "armor", amount: 5 }] },
  // King Mosh: "Battlecry: Destroy all damaged minions."
  { id: "UNG_933", battlecry: [{ type: "destroy", to: { all: "minions", where: { damaged: true } } }] },
  // Shellshifter: "Choose One - Transform into a 5/3 with Stealth; or a 3/5 with Taunt." Both (Fandral): UNG_101t3.
  { id: "UNG_101", chooseOne: [
    { card: "UNG_101a", effects: [{ type: "transform", to: "self", card: "UNG_101t" }] },
    { card: "UNG_101b", effects: [{ type: "transform", to: "self", card: "UNG_101t2" }] },
  ], chooseBoth: { effects: [{ type: "transform", to: "self", card: "UNG_101t3" }] } },
  // Dinosize (today's text): "Set a minion's stats to 7/14."
  { id: "UNG_004", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "UNG_004e" }] },
  { id: "UNG_004e", buff: { setAttack: 7, setHealth: 14 } },
  // Shadow Visions: "Discover a copy of a spell in your deck."
  { id: "UNG_029", spell: [{ type: "discover", from: "deck", where: { type: "spell" }, copy: true }] },
  // Primalfin Lookout: "Battlecry: If you control another Murloc, Discover a Murloc."
  { id: "UNG_937", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { race: "MURLOC", not: "self" } } },
    then: [{ type: "discover", from: { race: "MURLOC", yourClass: true } }] }] },
  // Spore Hallucination: "Discover a card from your opponent's class."
  { id: "UNG_856", spell: [{ type: "discover", from: { type: "CARD", opponentClass: true } }] },
  // Lyra the Sunshard: "Whenever you cast a spell, add a random Priest spell to your hand."
  { id: "UNG_963", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "addCard", pool: { type: "SPELL", cardClass: "PRIEST" } }] }] },
  // Bright-Eyed Scout: "Battlecry: Draw a card. Change its Cost to (5)."
  { id: "UNG_113", battlecry: [{ type: "draw", enchantment: "UNG_113e" }] },
  { id: "UNG_113e", buff: { setCost: 5 } },
  // Chittering Tunneler: "Battlecry: Discover a spell. Deal damage to your hero equal to its Cost."
  { id: "UNG_835", battlecry: [{ type: "discover", from: { type: "SPELL", yourClass: true } },
    { type: "damage", amount: { stat: "cost", of: { all: "added" } }, to: "friendly-hero" }] },
  // ---- Session 9 (w9/wild-f): more cards of existing mechanisms ----
  // Raptor Hatchling: "Deathrattle: Shuffle a 4/5 Raptor into your deck." (the data's Raptor Patriarch still has its 2017 4/3;
  // the text, the authority, gives 4/5)
  { id: "UNG_914", deathrattle: [{ type: "shuffleIntoDeck", card: "UNG_914t1" }] },
  { id: "UNG_914t1", attack: 4, health: 5 },
  // Direhorn Hatchling: "Taunt Deathrattle: Shuffle an 8/12 Direhorn with Taunt into your deck." (the data's Direhorn
  // Matriarch still has its 2017 6/9; the text gives 8/12)
  { id: "UNG_957", deathrattle: [{ type: "shuffleIntoDeck", card: "UNG_957t1" }] },
  { id: "UNG_957t1", attack: 8, health: 12 },
  // Gluttonous Ooze: "Battlecry: Destroy your opponent's weapon and gain Armor equal to its Attack." (its Attack read as it
  // is destroyed; no weapon: nothing)
  { id: "UNG_946", battlecry: [{ type: "armor", amount: { stat: "attack", of: "enemy-weapon" } }, { type: "destroy", to: "enemy-weapon" }] },
  // Steam Surger: "Battlecry: If you played an Elemental last turn, add a 'Flame Geyser' to your hand."
  { id: "UNG_021", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "addCard", card: "UNG_018" }] }] },
  // Mirage Caller: "Battlecry: Choose a minion. Summon a 1/1 copy of it." (any side's minion; the copy, 4.8, is yours)
  { id: "UNG_022", target: { type: "minion" }, battlecry: [{ type: "summonCopy", of: "target", copyState: true, enchantment: "UNG_022e" }] },
  { id: "UNG_022e", buff: { setAttack: 1, setHealth: 1 } },
  // Sudden Genesis: "Summon copies of your damaged minions." (copies with their states, 4.8)
  { id: "UNG_927", spell: [{ type: "summonCopy", of: { all: "minions", side: "friendly", where: { damaged: true } }, copyState: true }] },
  // Free From Amber: "Discover a minion that costs (8) or more. Summon it."
  { id: "UNG_854", spell: [{ type: "discover", from: { type: "MINION", costAtLeast: 8, yourClass: true }, into: "play" }] },
  // Corrupting Mist: "Curse all minions. Destroy them at the start of your next turn." (UNG_831e: "At the start of the
  // corrupting player's turn, destroy this minion")
  { id: "UNG_831", spell: [{ type: "buff", to: "all-minions", enchantment: "UNG_831e" }] },
  { id: "UNG_831e", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // Swamp King Dred: "After your opponent plays a minion, attack it." (a forced attack, 2.6; none if either is gone)
  { id: "UNG_919", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion" } }, do: [{ type: "forceAttack", attacker: "self", defender: "event-target" }] }] },
  // Spiritsinger Umbra: "After you summon a minion, trigger its Deathrattle effect."
  { id: "UNG_900", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "triggerDeathrattle", to: "event-target" }] }] },
  // Crystalline Oracle: "Deathrattle: Copy a card from your opponent's deck and add it to your hand." (a random one; 4.8: a
  // copy of a card in a deck keeps its states)
  { id: "UNG_032", deathrattle: [{ type: "addCard", copyOf: { random: { all: "deck", side: "enemy" } } }] },

  // ── w11/old: "Adapt your minions": one adaptation for the group (`adapt` with `together`, rules-notes 1121).
  // Evolving Spores: "Adapt your minions."
  { id: "UNG_103", spell: [{ type: "adapt", to: "friendly-minions", together: true }] },
  // Gentle Megasaur: "Battlecry: Adapt your Murlocs."
  { id: "UNG_089", battlecry: [{ type: "adapt", to: { all: "minions", side: "friendly", where: { race: "MURLOC" } }, together: true }] },
  // Lightfused Stegodon: "Battlecry: Adapt your Silver Hand Recruits." (minions of that name, whatever the printing)
  { id: "UNG_962", battlecry: [{ type: "adapt", to: { all: "minions", side: "friendly", where: { name: "Silver Hand Recruit" } }, together: true }] },
  // Feeding Time: "Deal $3 damage to a minion. Summon three 1/1 Pterrordaxes and Adapt them." (the three that came, one
  // adaptation for them)
  { id: "UNG_834", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "summon", card: "UNG_834t1", count: 3 },
    { type: "adapt", to: { all: "summoned", where: { alive: true } }, together: true }] },
  { id: "UNG_834t1" },
  // Stampede: "Each time you play a Beast this turn, add a random Beast to your hand." (a one-turn state on the hero,
  // UNG_916e; a Beast played from hand, as it is played)
  { id: "UNG_916", spell: [{ type: "buff", to: "friendly-hero", enchantment: "UNG_916e" }] },
  { id: "UNG_916e", buff: { oneTurn: true }, triggers: [{ on: "play", if: { target: { side: "friendly", type: "minion", race: "BEAST" } }, do: [{ type: "addCard", pool: { type: "MINION", race: "BEAST" } }] }] },
  // Sated Threshadon: "Taunt. Deathrattle: Summon three 1/1 Murlocs." (the 1/1 Murloc is Primalfin, UNG_201t, the token
  // Primalfin Totem summons and the one bots' card scripts summon for this card)
  { id: "UNG_010", deathrattle: [{ type: "summon", card: "UNG_201t", count: 3 }] },
  // Jungle Giants: "Quest: Summon 4 minions with 5 or more Attack. Reward: Barnabus." (every minion summoned for you,
  // played ones too, as Unseal the Vault's; its Attack as its summon event resolves — a played minion's before its
  // Battlecry, as Hunting Party's Rush at summon)
  { id: "UNG_116", quest: { total: 4, reward: [{ type: "addCard", card: "UNG_116t" }] },
    triggers: [{ on: "summon", zone: "secret", if: { target: { side: "friendly", type: "minion", minAttack: 5 } }, do: [{ type: "questProgress" }] }] },
  // Barnabus the Stomper: "Battlecry: Reduce the Cost of minions in your deck to (0)." (UNG_116te "Costs (0).")
  { id: "UNG_116t", battlecry: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "UNG_116te" }] },
  { id: "UNG_116te", buff: { setCost: 0 } },
  // Unite the Murlocs: "Quest: Summon 8 Murlocs. Reward: Megafin." (every Murloc summoned for you, played ones too)
  { id: "UNG_942", quest: { total: 8, reward: [{ type: "addCard", card: "UNG_942t" }] },
    triggers: [{ on: "summon", zone: "secret", if: { target: { side: "friendly", type: "minion", race: "MURLOC" } }, do: [{ type: "questProgress" }] }] },
  // Megafin: "Battlecry: Fill your hand with random Murlocs." (as Evocation: one for each empty place of the hand)
  { id: "UNG_942t", battlecry: [{ type: "repeat", times: { count: { all: "hand", side: "friendly" }, multiply: -1, add: 10 },
    do: [{ type: "addCard", pool: { type: "MINION", race: "MURLOC" } }] }] },
  // Awaken the Makers: "Quest: Summon 6 Deathrattle minions. Reward: Amara, Warden of Hope." (every minion with a
  // Deathrattle summoned for you, played ones too — its own or one an enchantment gave it, as its summon event resolves)
  { id: "UNG_940", quest: { total: 6, reward: [{ type: "addCard", card: "UNG_940t8" }] },
    triggers: [{ on: "summon", zone: "secret", if: { target: { side: "friendly", type: "minion", has: "deathrattle" } }, do: [{ type: "questProgress" }] }] },
  // Amara, Warden of Hope: "Taunt. Battlecry: Set your hero's Health to 40." (as Story of Amara: 4.1, a maximum below 40
  // is raised to it; the data has no enchantment for it, so an anonymous one)
  { id: "UNG_940t8", battlecry: [{ type: "setRemainingHealth", to: "friendly-hero", amount: 40 }] },
  // Bloodbloom: "The next spell you cast this turn costs Health instead of Mana." (as War'loc's state: UNG_832e on your
  // hero, an aura granting CARD_COSTS_HEALTH to the spells in your hand, used up when you play one, gone at the turn's end)
  { id: "UNG_832", spell: [{ type: "buff", to: "friendly-hero", enchantment: "UNG_832e" }] },
  { id: "UNG_832e", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { grants: ["CARD_COSTS_HEALTH"] } }],
    consumedBy: { type: "spell" } },
  // Hydrologist: "Battlecry: Discover and cast a Secret." (as Harmonica Soloist: a Secret of your class, set aside, then
  // cast — not played)
  { id: "UNG_011", battlecry: [{ type: "discover", from: { type: "SPELL", mechanic: "SECRET", yourClass: true }, into: "aside" },
    { type: "castSpell", of: { all: "added" } }] },
  // Tortollan Primalist: "Battlecry: Discover a spell and cast it with random targets." (your class's spells and neutral
  // ones, 5.1; the spell taken is set aside, then cast — castSpell's random valid target, or not cast with none)
  { id: "UNG_088", battlecry: [{ type: "discover", from: { type: "SPELL", yourClass: true }, into: "aside" }, { type: "castSpell", of: { all: "added" } }] },
  // Kalimos, Primal Lord: "Battlecry: If you played an Elemental last turn, cast an Elemental Invocation." (the player
  // chooses one of the four Invocations, UNG_211a-d, which is then cast — not played)
  { id: "UNG_211", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "choose", options: [
    { card: "UNG_211a", effects: [{ type: "castSpell", card: "UNG_211a" }] },
    { card: "UNG_211b", effects: [{ type: "castSpell", card: "UNG_211b" }] },
    { card: "UNG_211c", effects: [{ type: "castSpell", card: "UNG_211c" }] },
    { card: "UNG_211d", effects: [{ type: "castSpell", card: "UNG_211d" }] }] }] }] },
  // Invocation of Earth: "Fill your board with 1/1 Elementals." (Stone Elemental UNG_211aa, one per empty place)
  { id: "UNG_211a", spell: [{ type: "summon", card: "UNG_211aa", count: { space: "friendly-board" } }] },
  { id: "UNG_211aa" },
  // Invocation of Water: "Restore 12 Health to your hero."
  { id: "UNG_211b", spell: [{ type: "heal", amount: 12, to: "friendly-hero" }] },
  // Invocation of Fire: "Deal 6 damage to the enemy hero." (the data's ImmuneToSpellpower: no Spell Damage)
  { id: "UNG_211c", spell: [{ type: "damage", amount: 6, to: "enemy-hero" }] },
  // Invocation of Air: "Deal 3 damage to all enemy minions." (ImmuneToSpellpower)
  { id: "UNG_211d", spell: [{ type: "damage", amount: 3, to: "enemy-minions" }] },
  // ── w13/old: the remaining quests (rules-notes 1560).
  // Fire Plume's Heart: "Quest: Play 7 Taunt minions. Reward: Sulfuras." An after-play trigger about the card played (as
  // The Marsh Queen's): a minion card printed with Taunt (the card data's TAUNT), not transformed since, even one that left play.
  { id: "UNG_934", quest: { total: 7, reward: [{ type: "addCard", card: "UNG_934t1" }] }, triggers: [{
    on: "after-play", zone: "secret", ifMinionGone: "left-play",
    if: { target: { side: "friendly", type: "minion", mechanic: "TAUNT", transformed: false } }, do: [{ type: "questProgress" }],
  }] },
  // Sulfuras: "Battlecry: Your Hero Power becomes 'Deal 8 damage to a random enemy.'" (DIE, INSECT!, UNG_934t2)
  { id: "UNG_934t1", battlecry: [{ type: "replaceHeroPower", heroPower: "UNG_934t2" }] },
  // DIE, INSECT!: "Hero Power: Deal $8 damage to a random enemy." (a random enemy character)
  { id: "UNG_934t2", power: [{ type: "damage", amount: 8, to: { random: "enemy-characters" } }] },
  // Open the Waygate: "Quest: Cast 8 spells that didn't start in your deck. Reward: Time Warp." (a spell card an effect made,
  // CREATOR — the engine's reading of "didn't start in your deck", as Mana Giant's and Arcane Luminary's)
  { id: "UNG_028", quest: { total: 8, reward: [{ type: "addCard", card: "UNG_028t" }] }, triggers: [{
    on: "after-play", zone: "secret", if: { target: { side: "friendly", type: "spell", tag: "CREATOR" } }, do: [{ type: "questProgress" }],
  }] },
  // The Last Kaleidosaur: "Quest: Cast 5 spells on your minions. Reward: Galvadon." (a spell you play with one of your minions
  // as its target: the targeting step, 2.3 结算阶段 b — a countered spell never gets there)
  { id: "UNG_954", quest: { total: 5, reward: [{ type: "addCard", card: "UNG_954t1" }] }, triggers: [{
    on: "target", zone: "secret", if: [{ source: { side: "friendly", type: "spell" } }, { target: "friendly-minion" }], do: [{ type: "questProgress" }],
  }] },
  // Galvadon: "Battlecry: Adapt 5 times." (five adaptations, each its own choice of three)
  { id: "UNG_954t1", battlecry: [{ type: "repeat", times: 5, do: [{ type: "adapt", to: "self" }] }] },
  // Molten Blade: "Transforms into a new weapon when in hand that changes each turn." (as Shifter Zerus, whose zhCN text has the
  // same shape: at the start of each of your turns in hand, a random weapon of any class, 4.5; UNG_929e keeps it changing)
  { id: "UNG_929", triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [
    { type: "transform", to: "self", pool: { type: "WEAPON" } }, { type: "buff", to: "self", enchantment: "UNG_929e" }] }] },
  { id: "UNG_929e", triggers: [{ on: "turn-start", if: [{ turn: "own" }, { exists: { all: "hand", side: "friendly", where: { is: "self" } } }], do: [
    { type: "transform", to: "self", pool: { type: "WEAPON" } }, { type: "buff", to: "self", enchantment: "UNG_929e" }] }] },
];

export const LOOT = (): CardDefinition[] => [
  // Arcane Tyrant: "Costs (0) if you've cast a spell that costs (5) or more this turn." (the play record: a spell played this
  // turn that cost 5 or more when played — countered ones left out)
  { id: "LOOT_130", auras: [{ to: "self", zone: "hand", buff: { setCost: 0 }, if: { value: { playedThisGame: "spell", thisTurn: true, costAtLeast: 5 }, atLeast: 1 } }] },
  // Dragoncaller Alanna: "Battlecry: Summon a 5/5 Dragon for each spell you cast this game that costs (5) or more." (Fire Dragon)
  { id: "LOOT_535", battlecry: [{ type: "summon", card: "LOOT_535t", count: { playedThisGame: "spell", costAtLeast: 5 } }] },
  // The Spellstones whose every upgradable stage says how it upgrades (a hand trigger transforms the card into its next
  // stage, 4.5; lead, session 12). Lesser / Emerald Spellstone: "Summon two (three) 3/3 Wolves. (Play a Secret to
  // upgrade.)" — the Wolf LOOT_077t; Greater: four.
  { id: "LOOT_080", spell: [{ type: "summon", card: "LOOT_077t", count: 2 }],
    triggers: [{ on: "after-play", zone: "hand", if: { target: { side: "friendly", secret: true } }, do: [{ type: "transform", to: "self", card: "LOOT_080t2" }] }] },
  { id: "LOOT_080t2", spell: [{ type: "summon", card: "LOOT_077t", count: 3 }],
    triggers: [{ on: "after-play", zone: "hand", if: { target: { side: "friendly", secret: true } }, do: [{ type: "transform", to: "self", card: "LOOT_080t3" }] }] },
  { id: "LOOT_080t3", spell: [{ type: "summon", card: "LOOT_077t", count: 4 }] },
  // Mithril Spellstone: "Summon one (two, three) 5/5 Mithril Golem(s). (Equip a weapon to upgrade.)": each weapon its owner
  // equips while it is in hand upgrades it one stage (the `equip` event, rules-notes 1400).
  { id: "LOOT_203", spell: [{ type: "summon", card: "LOOT_203t4" }],
    triggers: [{ on: "equip", zone: "hand", if: { player: "friendly" }, do: [{ type: "transform", to: "self", card: "LOOT_203t2" }] }] },
  { id: "LOOT_203t2", spell: [{ type: "summon", card: "LOOT_203t4", count: 2 }],
    triggers: [{ on: "equip", zone: "hand", if: { player: "friendly" }, do: [{ type: "transform", to: "self", card: "LOOT_203t3" }] }] },
  { id: "LOOT_203t3", spell: [{ type: "summon", card: "LOOT_203t4", count: 3 }] },
  // Lesser / Amethyst Spellstone: "Lifesteal. Deal $3 ($5) damage to a minion. (Take damage from your cards to upgrade.)":
  // each damage to your hero from a source of yours (your Hero Power included) upgrades it one stage; Greater: $7.
  { id: "LOOT_043", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }],
    triggers: [{ on: "damage", zone: "hand", if: [{ target: "friendly-hero" }, { source: { side: "friendly" } }], do: [{ type: "transform", to: "self", card: "LOOT_043t2" }] }] },
  { id: "LOOT_043t2", target: { type: "minion" }, spell: [{ type: "damage", amount: 5, to: "target" }],
    triggers: [{ on: "damage", zone: "hand", if: [{ target: "friendly-hero" }, { source: { side: "friendly" } }], do: [{ type: "transform", to: "self", card: "LOOT_043t3" }] }] },
  { id: "LOOT_043t3", target: { type: "minion" }, spell: [{ type: "damage", amount: 7, to: "target" }] },
  // Raven Familiar: "Battlecry: Reveal a spell in each deck. If yours costs more, draw it." (a joust of spells, rules-notes 555;
  // lead, session 12)
  { id: "LOOT_170", battlecry: [{ type: "joust", cardType: "spell", then: [{ type: "draw", of: { all: "group" } }] }] },
  // Cheat Death: "Secret: When a friendly minion dies, return it to your hand. It costs (2) less."
  { id: "LOOT_204", triggers: [{ on: "death", if: [{ target: "friendly-minion" }, { space: "friendly-hand" }], do: [{ type: "returnCopyToHand", of: "event-target", cost: -2, enchantment: "LOOT_204e" }] }] },
  { id: "LOOT_204e", buff: { cost: -2 } },
  // Shifting Scroll: "Each turn this is in your hand, transform it into a random Mage spell." (as Shifter Zerus, 5.3)
  { id: "LOOT_104", triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [
    { type: "transform", to: "self", pool: { type: "SPELL", cardClass: "MAGE" } }, { type: "buff", to: "self", enchantment: "LOOT_104e" }] }] },
  { id: "LOOT_104e", triggers: [{ on: "turn-start", if: [{ turn: "own" }, { exists: { all: "hand", side: "friendly", where: { is: "self" } } }], do: [
    { type: "transform", to: "self", pool: { type: "SPELL", cardClass: "MAGE" } }, { type: "buff", to: "self", enchantment: "LOOT_104e" }] }] },
  // Temporus: "Battlecry: Your opponent takes two turns. Then you take two turns." (4.13: E-E-O-O before the next turn)
  { id: "LOOT_538", battlecry: [{ type: "extraTurns", turns: ["opponent", "opponent", "own", "own"] }] },
  // Carnivorous Cube: "Battlecry: Destroy a friendly minion. Deathrattle: Summon 2 copies of it." Its enchantment remembers the
  // card (kept in the snapshot as `remembers`); the copies are fresh (4.10's example: the buffs of the eaten minion are lost).
  { id: "LOOT_161", target: { type: "minion", side: "friendly" }, battlecry: [
    { type: "buff", to: "self", enchantment: "LOOT_161e", remember: "target" }, { type: "destroy", to: "target" }],
  deathrattle: [{ type: "summonRemembered", enchantment: "LOOT_161e", count: 2 }] },
  { id: "LOOT_161e" },
  // Wandering Monster: "Secret: When an enemy attacks your hero, summon a 3-Cost minion as the new target." (pre-attack, 2.6 a;
  // its condition: room on the board, 3.4)
  { id: "LOOT_079", triggers: [{
    on: "pre-attack", if: [{ target: "friendly-hero" }, { source: "enemy" }, { space: "friendly-board" }],
    do: [{ type: "summonRandom", pool: { type: "MINION", cost: 3 } }, { type: "redirectAttack", to: "summoned" }],
  }] },
  // Grizzled Guardian: "Taunt. Deathrattle: Recruit 2 minions that cost (4) or less." Recruit = put a random such minion from
  // your deck into play, twice.
  { id: "LOOT_314", deathrattle: [
    { type: "putIntoPlay", from: "deck", where: { type: "minion", maxCost: 4 } }, { type: "putIntoPlay", from: "deck", where: { type: "minion", maxCost: 4 } },
  ] },
  // Crystal Lion: "Divine Shield. Costs (1) less for each Silver Hand Recruit you control." (a cost aura on itself in hand;
  // a Silver Hand Recruit by its name, as Pursuit of Justice's)
  { id: "LOOT_313", auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "minions", side: "friendly", where: { name: "Silver Hand Recruit" } }, multiply: -1 } } }] },
  // Recruit (招募): "summon a random minion [of the kind named] from your deck" — `putIntoPlay` from the deck with a minion
  // filter, a summon (Knife Juggler answers it); none there, or a full board, and nothing happens.
  // Call to Arms: "Recruit 3 minions that cost (2) or less."
  { id: "LOOT_093", spell: [1, 2, 3].map(() => ({ type: "putIntoPlay" as const, from: "deck" as const, where: { type: "minion" as const, maxCost: 2 } })) },
  // Silver Vanguard: "Deathrattle: Recruit an 8-Cost minion." (its cost in the deck now)
  { id: "LOOT_184", deathrattle: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", cost: 8 } }] },
  // Possessed Lackey: "Deathrattle: Recruit a Demon."
  { id: "LOOT_306", deathrattle: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "DEMON" } }] },
  // Gather Your Party: "Recruit a minion."
  { id: "LOOT_370", spell: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } }] },
  // Guild Recruiter: "Battlecry: Recruit a minion that costs (4) or less."
  { id: "LOOT_375", battlecry: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", maxCost: 4 } }] },
  // Woecleaver: "After your hero attacks, Recruit a minion." (the equipped weapon's after-attack trigger, as Core Tinker's)
  { id: "LOOT_380", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" } }] }] },
  // Kathrena Winterwisp: "Battlecry and Deathrattle: Recruit a Beast."
  { id: "LOOT_511", battlecry: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "BEAST" } }],
    deathrattle: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "BEAST" } }] },
  // Master Oakheart: "Battlecry: Recruit a 1, 2, and 3-Attack minion." (in that order; each Attack as the card has it in the deck)
  { id: "LOOT_521", battlecry: [1, 2, 3].map((n) => ({ type: "putIntoPlay" as const, from: "deck" as const, where: { type: "minion" as const, minAttack: n, maxAttack: n } })) },
  // Dragonhatcher: "At the end of your turn, Recruit a Dragon."
  { id: "LOOT_540", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "DRAGON" } }] }] },
  // w8/edr, definitions only (mechanisms all exist):
  // Kobold Librarian: "Battlecry: Draw a card. Deal 2 damage to your hero."
  { id: "LOOT_014", battlecry: [{ type: "draw" }, { type: "damage", amount: 2, to: "friendly-hero" }] },
  // Dark Pact: "Destroy a friendly minion. Restore #8 Health to your hero."
  { id: "LOOT_017", target: { type: "minion", side: "friendly" }, spell: [{ type: "destroy", to: "target" }, { type: "heal", amount: 8, to: "friendly-hero" }] },
  // Barkskin: "Give a minion +3 Health. Gain 3 Armor."
  { id: "LOOT_047", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "LOOT_047e" }, { type: "armor", amount: 3 }] },
  { id: "LOOT_047e", buff: { health: 3 } },
  // Corrosive Sludge: "Battlecry: Destroy your opponent's weapon." (as Acidic Swamp Ooze)
  { id: "LOOT_122", battlecry: [{ type: "destroy", to: "enemy-weapon" }] },
  // Green Jelly: "At the end of your turn, summon a 1/2 Ooze with Taunt." (Green Ooze LOOT_131t1)
  { id: "LOOT_131", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "LOOT_131t1" }] }] },
  // Toothy Chest: "At the start of your turn, set this minion's Attack to 4." (Toothy LOOT_134e)
  { id: "LOOT_134", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "buff", to: "self", enchantment: "LOOT_134e" }] }] },
  { id: "LOOT_134e", buff: { setAttack: 4 } },
  // Sneaky Devil: "Stealth. Your other minions have +1 Attack." (Devilish Power LOOT_136e)
  { id: "LOOT_136", auras: [{ to: "other-friendly-minions", buff: { attack: 1 }, enchantment: "LOOT_136e" }] },
  { id: "LOOT_136e", buff: { attack: 1 } },
  // Violet Wurm: "Deathrattle: Summon seven 1/1 Grubs." (LOOT_153t1)
  { id: "LOOT_153", deathrattle: [{ type: "summon", card: "LOOT_153t1", count: 7 }] },
  // Fungalmancer: "Battlecry: Give adjacent minions +2/+2." (Magic Mushroom LOOT_167e; as Defender of Argus)
  { id: "LOOT_167", battlecry: [{ type: "buff", to: { adjacent: "self" }, enchantment: "LOOT_167e" }] },
  { id: "LOOT_167e", buff: { attack: 2, health: 2 } },
  // Drywhisker Armorer: "Battlecry: For each enemy minion, gain 2 Armor."
  { id: "LOOT_367", battlecry: [{ type: "armor", amount: { count: "enemy-minions", multiply: 2 } }] },
  // Sewer Crawler: "Battlecry: Summon a 2/3 Giant Rat." (LOOT_069t)
  { id: "LOOT_069", battlecry: [{ type: "summon", card: "LOOT_069t" }] },
  // Flanking Strike: "Deal $3 damage to a minion. Summon a 3/3 Wolf." (LOOT_077t)
  { id: "LOOT_077", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "summon", card: "LOOT_077t" }] },
  // Potion of Heroism: "Give a minion Divine Shield. Draw a card."
  { id: "LOOT_088", target: { type: "minion" }, spell: [{ type: "buff", to: "target", grants: ["DIVINE_SHIELD"] }, { type: "draw" }] },
  // Lone Champion: "Battlecry: If you control no other minions, gain Taunt and Divine Shield." (Lonely LOOT_124e)
  { id: "LOOT_124", battlecry: [{ type: "if", if: { value: { count: "other-friendly-minions" }, atMost: 0 }, then: [{ type: "buff", to: "self", enchantment: "LOOT_124e" }] }] },
  { id: "LOOT_124e", buff: { grants: ["TAUNT", "DIVINE_SHIELD"] } },
  // Boisterous Bard: "Battlecry: Give your other minions +1 Health." (Inspired LOOT_152e)
  { id: "LOOT_152", battlecry: [{ type: "buff", to: "other-friendly-minions", enchantment: "LOOT_152e" }] },
  { id: "LOOT_152e", buff: { health: 1 } },
  // Shroom Brewer: "Battlecry: Restore #4 Health." (a character, as Earthen Ring Farseer)
  { id: "LOOT_291", target: { type: "character" }, battlecry: [{ type: "heal", amount: 4, to: "target" }] },
  // Benevolent Djinn: "At the end of your turn, restore #3 Health to your hero."
  { id: "LOOT_398", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "heal", amount: 3, to: "friendly-hero" }] }] },
  // Duskbreaker: "Battlecry: If you're holding a Dragon, deal 3 damage to all other minions."
  { id: "LOOT_410", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } },
    then: [{ type: "damage", amount: 3, to: "all-other-minions" }] }] },
  // Gilded Gargoyle: "Deathrattle: Add a Coin to your hand." (The Coin GAME_005)
  { id: "LOOT_534", deathrattle: [{ type: "addCard", card: "GAME_005" }] },
  // Cursed Disciple: "Deathrattle: Summon a 5/1 Revenant." (Cursed Revenant LOOT_233t)
  { id: "LOOT_233", deathrattle: [{ type: "summon", card: "LOOT_233t" }] },
  // Dragonslayer: "Battlecry: Deal 6 damage to a Dragon."
  { id: "LOOT_132", target: { type: "minion", where: { race: "DRAGON" } }, battlecry: [{ type: "damage", amount: 6, to: "target" }] },
  // Fungal Enchanter: "Battlecry: Restore #2 Health to all friendly characters." (as Darkscale Healer DS1_055)
  { id: "LOOT_388", battlecry: [{ type: "heal", amount: 2, to: "friendly-characters" }] },
  // Scorp-o-matic: "Battlecry: Destroy a minion with 1 or less Attack." (as Big Game Hunter, the other bound)
  { id: "LOOT_111", target: { type: "minion", where: { maxAttack: 1 } }, battlecry: [{ type: "destroy", to: "target" }] },
  // Crushing Hand: "Deal $8 damage to a minion. Overload: (3)" (the Overload from the card's data)
  { id: "LOOT_060", target: { type: "minion" }, spell: [{ type: "damage", amount: 8, to: "target" }] },
  // Voidlord: "Taunt Deathrattle: Summon three 1/3 Demons with Taunt." (Voidwalker CS2_065, the 1/3 Taunt Demon)
  { id: "LOOT_368", deathrattle: [{ type: "summon", card: "CS2_065", count: 3 }] },
  // Drygulch Jailor: "Deathrattle: Add 3 Silver Hand Recruits to your hand."
  { id: "LOOT_363", deathrattle: [{ type: "addCard", card: "CS2_101t", count: 3 }] },
  // Cavern Shinyfinder: "Battlecry: Draw a weapon from your deck."
  { id: "LOOT_033", battlecry: [{ type: "draw", where: { type: "weapon" } }] },
  // Elven Minstrel: "Combo: Draw 2 minions from your deck."
  { id: "LOOT_211", combo: [{ type: "draw", count: 2, where: { type: "minion" } }] },
  // Hooked Reaver: "Battlecry: If you have 15 or less Health, gain +3/+3 and Taunt." (Hooked Horror LOOT_018e)
  { id: "LOOT_018", battlecry: [{ type: "if", if: { value: { stat: "health", of: "friendly-hero" }, atMost: 15 },
    then: [{ type: "buff", to: "self", enchantment: "LOOT_018e" }] }] },
  { id: "LOOT_018e", buff: { attack: 3, health: 3, grants: ["TAUNT"] } },
  // Hoarding Dragon: "Deathrattle: Give your opponent two Coins."
  { id: "LOOT_144", deathrattle: [{ type: "addCard", card: "GAME_005", count: 2, player: "enemy" }] },
  // Cataclysm: "Destroy all minions. Discard 2 cards." (as Twisting Nether, then Doomguard's discard)
  { id: "LOOT_417", spell: [{ type: "destroy", to: "all-minions" }, { type: "discard", count: 2 }] },
  // Kobold Apprentice: "Battlecry: Deal 3 damage randomly split among all enemies." (three hits of 1, as Sizzling Cinder)
  { id: "LOOT_347", battlecry: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 3 } }] },
  // Level Up!: "Give your Silver Hand Recruits +2/+2 and Taunt." (+1 Level! LOOT_333e)
  { id: "LOOT_333", spell: [{ type: "buff", to: { all: "minions", side: "friendly", where: { name: "Silver Hand Recruit" } }, enchantment: "LOOT_333e" }] },
  { id: "LOOT_333e", buff: { attack: 2, health: 2, grants: ["TAUNT"] } },
  // Gravelsnout Knight: "Battlecry: Summon a random 1-Cost minion for your opponent." (as Hungry Dragon BRM_026)
  { id: "LOOT_154", battlecry: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 }, side: "enemy" }] },
  // Hungry Ettin: "Taunt Battlecry: Summon a random 2-Cost minion for your opponent."
  { id: "LOOT_383", battlecry: [{ type: "summonRandom", pool: { type: "MINION", cost: 2 }, side: "enemy" }] },
  // Shrieking Shroom: "At the end of your turn, summon a random 1-Cost minion."
  { id: "LOOT_394", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 } }] }] },
  // Greedy Sprite: "Deathrattle: Gain an empty Mana Crystal."
  { id: "LOOT_351", deathrattle: [{ type: "manaCrystals", amount: 1, state: "empty" }] },
  // Aluneth: "At the end of your turn, draw 3 cards."
  { id: "LOOT_108", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "draw", count: 3 }] }] },
  // Cave Hydra: "Also damages the minions next to whomever this attacks." (as Foe Reaper 4000)
  { id: "LOOT_078", attackHitsAdjacent: true },
  // Crushing Walls: "Destroy your opponent's left and right-most minions." (one minion alone is both: destroyed once)
  { id: "LOOT_522", spell: [{ type: "destroy", to: { all: "minions", side: "enemy", where: { boardPlace: "outer" } } }] },
  // Void Ripper: "Battlecry: Swap the Attack and Health of all other minions." (Void Shift LOOT_529e; as Crazed Alchemist's swap)
  { id: "LOOT_529", battlecry: [{ type: "swapAttackHealth", to: "all-other-minions", enchantment: "LOOT_529e" }] },
  { id: "LOOT_529e" },
  // Twig of the World Tree: "Deathrattle: Refresh your Mana Crystals." (as Kun the Forgotten King's refresh)
  { id: "LOOT_392", deathrattle: [{ type: "refreshMana", amount: 10 }] },
  // Candleshot: "Your hero is Immune while attacking." (Gladiator's Longbow's text: its triggers and enchantment DS1_188e)
  { id: "LOOT_222", triggers: [
    { on: "pre-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: "friendly-hero", enchantment: "DS1_188e" }] },
    { on: "pre-damage", if: { target: { is: "friendly-hero", attacking: true } }, do: [{ type: "changeDamage", set: 0 }] },
  ] },
  // Kobold Monk: "Your hero is Elusive." (Elusive: can't be targeted by spells or Hero Powers, the two tags)
  { id: "LOOT_382", auras: [{ to: "friendly-hero", buff: { grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] } }] },
  // Kobold Barbarian: "At the start of your turn, attack a random enemy." (a forced attack, 2.6)
  { id: "LOOT_041", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "forceAttack", attacker: "self", defender: { random: "enemy-characters" } }] }] },
  // Furbolg Mossbinder: "Battlecry: Transform a friendly minion into a 6/6 Elemental." (Moss Elemental LOOT_150t1)
  { id: "LOOT_150", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "transform", to: "target", card: "LOOT_150t1" }] },
  // Ebon Dragonsmith: "Battlecry: Reduce the Cost of a random weapon in your hand by (2)." (Smithing LOOT_118e)
  { id: "LOOT_118", battlecry: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "weapon" } } }, enchantment: "LOOT_118e" }] },
  { id: "LOOT_118e", buff: { cost: -2 } },
  // Corridor Creeper: "Costs (1) less whenever a minion dies while this is in your hand." (Creepier LOOT_149e; any minion)
  { id: "LOOT_149", triggers: [{ on: "death", zone: "hand", if: { target: "minion" }, do: [{ type: "buff", to: "self", enchantment: "LOOT_149e" }] }] },
  { id: "LOOT_149e", buff: { cost: -1 } },
  // Primal Talismans: 'Give your minions "Deathrattle: Summon a random basic Totem."' (Primal Talisman LOOT_344e; the four
  // basic Totems of Totemic Call)
  { id: "LOOT_344", spell: [{ type: "buff", to: "friendly-minions", enchantment: "LOOT_344e" }] },
  { id: "LOOT_344e", deathrattle: [{ type: "summonRandom", pool: ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"] }] },
  // Evasion: "Secret: After your hero takes damage, become Immune this turn." (Evasive LOOT_214e; a damage trigger, as Eye
  // for an Eye's)
  { id: "LOOT_214", triggers: [{ on: "damage", if: { target: "friendly-hero" }, do: [{ type: "buff", to: "friendly-hero", enchantment: "LOOT_214e" }] }] },
  { id: "LOOT_214e", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Psionic Probe: "Copy a spell in your opponent's deck and add it to your hand." (as Thoughtsteal, one spell)
  { id: "LOOT_353", spell: [{ type: "addCard", copyOf: { random: { all: "deck", side: "enemy", where: { type: "spell" } } } }] },
  // Skull of the Man'ari: "At the start of your turn, summon a Demon from your hand." (a random one, a real zone move)
  { id: "LOOT_420", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", race: "DEMON" } }] }] },
  // Kobold Hermit: "Battlecry: Choose a basic Totem. Summon it." (your choice of the four basic Totems of Totemic Call)
  { id: "LOOT_062", battlecry: [{ type: "choose", options: ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"].map((card) => ({ card, effects: [{ type: "summon" as const, card }] })) }] },
  // Grumble, Worldshaker: "Battlecry: Return your other minions to your hand. They cost (1)." (Grumbly Tumbly LOOT_358e,
  // attached after the move; into a full hand a minion is destroyed)
  { id: "LOOT_358", battlecry: [{ type: "returnToHand", to: "other-friendly-minions", enchantment: "LOOT_358e" }] },
  { id: "LOOT_358e", buff: { setCost: 1 } },
  // Astral Tiger: "Deathrattle: Shuffle a copy of this minion into your deck." (a new copy of the card, as Weasel Tunneler's)
  { id: "LOOT_056", deathrattle: [{ type: "shuffleIntoDeck", card: "LOOT_056" }] },
  // Fal'dorei Strider: "Battlecry: Shuffle 3 Ambushes into your deck. When drawn, summon a 4/4 Spider." (Spider Ambush!
  // LOOT_026e, "Summon a 4/4 Spider. Draw a card. Cast this when drawn." — Leyline Spider LOOT_026t; the draw is
  // castsWhenDrawn's own)
  { id: "LOOT_026", battlecry: [{ type: "shuffleIntoDeck", card: "LOOT_026e", count: 3 }] },
  { id: "LOOT_026e", castsWhenDrawn: true, spell: [{ type: "summon", card: "LOOT_026t" }] },
  // Deck of Wonders: "Shuffle 5 Scrolls into your deck. When drawn, cast a random spell." (Scroll of Wonder LOOT_106t,
  // "Cast a random spell. Draw a card. Cast this when drawn." — the draw is castsWhenDrawn's own)
  { id: "LOOT_106", spell: [{ type: "shuffleIntoDeck", card: "LOOT_106t", count: 5 }] },
  { id: "LOOT_106t", castsWhenDrawn: true, spell: [{ type: "castSpell", pool: { type: "SPELL" } }] },
  // Windshear Stormcaller: "Battlecry: If you control all 4 basic Totems, summon Al'Akir the Windlord." (the four of
  // Totemic Call, each by name; Al'Akir NEW1_010)
  { id: "LOOT_518", battlecry: [{ type: "if", if: { all: ["Healing Totem", "Searing Totem", "Stoneclaw Totem", "Wrath of Air Totem"].map((name) =>
    ({ exists: { all: "minions" as const, side: "friendly" as const, where: { name } } })) }, then: [{ type: "summon", card: "NEW1_010" }] }] },
  // ---- Session 9 (w9/wild-f): more cards of existing mechanisms ----
  // Ironwood Golem: "Taunt Can only attack if you have 3 or more Armor."
  { id: "LOOT_048", auras: [{ to: "self", buff: { grants: ["CANT_ATTACK"] }, if: { value: { stat: "armor", of: "friendly-hero" }, atMost: 2 } }] },
  // Gemstudded Golem: "Taunt Can only attack if you have 5 or more Armor."
  { id: "LOOT_365", auras: [{ to: "self", buff: { grants: ["CANT_ATTACK"] }, if: { value: { stat: "armor", of: "friendly-hero" }, atMost: 4 } }] },
  // Ixlid, Fungal Lord: "After you play a minion, summon a copy of it." (a copy with its states, 4.8, beside it)
  { id: "LOOT_329", triggers: [{ on: "after-play", if: [{ target: { side: "friendly", type: "minion" } }, { space: "friendly-board" }], do: [{ type: "summonCopy", of: "event-target", copyState: true, beside: true }] }] },
  // Feral Gibberer: "After this minion attacks a hero, add a copy of it to your hand." (a new card of it, 4.8: out of play)
  { id: "LOOT_218", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: "hero" }], do: [{ type: "addCard", copyOf: "self" }] }] },
  // Sonya Shadowdancer: "After a friendly minion dies, add a 1/1 copy of it to your hand. It costs (1)."
  { id: "LOOT_165", triggers: [{ on: "death", if: { target: "friendly-minion" }, do: [{ type: "addCard", copyOf: "event-target", enchantment: "LOOT_165e" }] }] },
  { id: "LOOT_165e", buff: { setAttack: 1, setHealth: 1, setCost: 1 } },
  // Kobold Illusionist: "Deathrattle: Summon a 1/1 copy of a minion from your hand." (a random one; a copy, 4.8, set to 1/1)
  { id: "LOOT_412", deathrattle: [{ type: "summonCopy", of: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, copyState: true, enchantment: "LOOT_412e" }] },
  { id: "LOOT_412e", buff: { setAttack: 1, setHealth: 1 } },
  // Healing Rain: "Restore #12 Health randomly split among all friendly characters." (12 heals of 1, each picking anew among
  // the damaged ones then, 3.5; none damaged: that one heals nothing)
  { id: "LOOT_373", spell: [{ type: "repeat", times: 12, do: [{ type: "heal", amount: 1, to: { random: "friendly-characters" } }] }] },
  // Geosculptor Yip: "At the end of your turn, summon a random minion with Cost equal to your Armor (up to 10)."
  { id: "LOOT_519", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summonRandom", pool: { type: "MINION", cost: { stat: "armor", of: "friendly-hero", max: 10 } } }] }] },
  // Branching Paths: "Choose Twice - Draw a card; Give your minions +1 Attack; Gain 6 Armor." (two picks, the same one allowed
  // twice, each resolved before the next: as Choose Thrice, a `choose` repeated)
  { id: "LOOT_054", spell: [{ type: "repeat", times: 2, do: [{ type: "choose", options: [
    { card: "LOOT_054d", effects: [{ type: "draw" }] },
    { card: "LOOT_054b", effects: [{ type: "buff", to: "friendly-minions", enchantment: "LOOT_054be" }] },
    { card: "LOOT_054c", effects: [{ type: "armor", amount: 6 }] },
  ] }] }] },
  { id: "LOOT_054be", buff: { attack: 1 } },
  // Leyline Manipulator: "Battlecry: If you're holding any cards that didn't start in your deck, reduce their Cost by (2)."
  { id: "LOOT_537", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { tag: "CREATOR" } }, cost: -2 }] },
  // Zola the Gorgon: "Battlecry: Choose a friendly minion. Add a Golden copy of it to your hand." (golden is the card's look:
  // a new card of it, 4.8)
  { id: "LOOT_516", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "addCard", copyOf: "target" }] },
  // Rhok'delar: "Battlecry: If your deck has no minions, fill your hand with Hunter spells." (random ones)
  { id: "LOOT_085", battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { type: "minion" } } } }, then: [{ type: "addCard", pool: { type: "SPELL", cardClass: "HUNTER" }, untilFull: true }] }] },

  // ── w11/old: cards whose steps the format has.
  // Psychic Scream: "Shuffle all minions into your opponent's deck." (each minion, yours too, one at a time in board order,
  // at a random place of the opponent's deck: theirs from then on; no death)
  { id: "LOOT_008", spell: [{ type: "shuffleFromPlay", to: "all-minions", player: "enemy" }] },
  // Unstable Evolution: "Echo. Transform a friendly minion into one that costs (1) more." (5.2 异变, as Evolve: the Cost one
  // more, else the highest below it that has minions, down to its own; Echo from the card data)
  { id: "LOOT_504", target: { type: "minion", side: "friendly" }, spell: [{ type: "transform", to: "target", pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 1 }, costDown: { stat: "cost", of: "each" } } }] },
  // Rin, the First Disciple: "Taunt. Deathrattle: Add 'The First Seal' to your hand." — and the Seals, each "Summon an N/N
  // Demon. Add the next Seal to your hand.", the last giving Azari, the Devourer: "Battlecry: Destroy your opponent's deck."
  { id: "LOOT_415", deathrattle: [{ type: "addCard", card: "LOOT_415t1" }] },
  { id: "LOOT_415t1", spell: [{ type: "summon", card: "LOOT_415t1t" }, { type: "addCard", card: "LOOT_415t2" }] },
  { id: "LOOT_415t2", spell: [{ type: "summon", card: "LOOT_415t2t" }, { type: "addCard", card: "LOOT_415t3" }] },
  { id: "LOOT_415t3", spell: [{ type: "summon", card: "LOOT_415t3t" }, { type: "addCard", card: "LOOT_415t4" }] },
  { id: "LOOT_415t4", spell: [{ type: "summon", card: "LOOT_415t4t" }, { type: "addCard", card: "LOOT_415t5" }] },
  { id: "LOOT_415t5", spell: [{ type: "summon", card: "LOOT_415t5t" }, { type: "addCard", card: "LOOT_415t6" }] },
  { id: "LOOT_415t1t" }, { id: "LOOT_415t2t" }, { id: "LOOT_415t3t" }, { id: "LOOT_415t4t" }, { id: "LOOT_415t5t" },
  { id: "LOOT_415t6", battlecry: [{ type: "destroy", to: { all: "deck", side: "enemy" } }] },
  // Twilight Acolyte: "Battlecry: If you're holding a Dragon, swap this minion's Attack with another minion's." (as
  // Blackwing Corruptor, a target only while holding a Dragon; both Attacks read first, each set by LOOT_528e)
  { id: "LOOT_528", target: { type: "minion", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } } },
    battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "swapStats", with: "target", stat: "attack", enchantment: "LOOT_528e" }] }] },
  { id: "LOOT_528e" },
  // Grand Archivist: "At the end of your turn, cast a spell from your deck (targets chosen randomly)." (a random spell of
  // your deck, itself cast out of the deck; one with no valid target stays there)
  { id: "LOOT_414", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "castSpell", from: "deck" }] }] },
  // The Runespear: "After your hero attacks, Discover a spell and cast it with random targets." (as Tortollan Primalist:
  // your class's spells and neutral ones, set aside, then cast)
  { id: "LOOT_506", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [
    { type: "discover", from: { type: "SPELL", yourClass: true }, into: "aside" }, { type: "castSpell", of: { all: "added" } }] }] },
  // Sudden Betrayal: "Secret: When a minion attacks your hero, instead it attacks one of its neighbors." (as Misdirection:
  // the attacker alive, and a neighbor of it alive and not Immune, 3.4; a random such neighbor becomes the defender)
  { id: "LOOT_210", triggers: [{
    on: "pre-attack",
    if: [{ target: "friendly-hero" }, { source: { side: "enemy", type: "minion", alive: true } },
      { exists: { all: "minions", where: { adjacentTo: "event-source", alive: true, notTag: "IMMUNE" } } }],
    do: [{ type: "redirectAttack", to: { random: { all: "minions", where: { adjacentTo: "event-source" } } } }],
  }] },  // ── w13/old
  // Reckless Flurry: "Spend all your Armor. Deal that much damage to all minions." (a spend, then one damage of that amount;
  // the card has no AFFECTED_BY_SPELL_POWER and its text no $: no Spell Damage — rules-notes 1562)
  { id: "LOOT_364", spell: [{ type: "spendArmor", then: [{ type: "damage", amount: { armorSpent: "now" }, to: "all-minions", spellDamage: false }] }] },
  // Twilight's Call: "Summon 1/1 copies of 2 friendly Deathrattle minions that died this game." (two different cards of the
  // death record, as Resurrect picks them, each 1/1 by LOOT_187e before its summon event)
  { id: "LOOT_187", spell: [{ type: "resurrect", count: 2, where: { deathrattle: true }, enchantment: "LOOT_187e" }] },
  { id: "LOOT_187e", buff: { setAttack: 1, setHealth: 1 } },
  // Val'anyr: "Deathrattle: Give a minion in your hand +4/+2. When it dies, reequip this." (a random minion card of your hand;
  // LOOT_500e, "+4/+2. Deathrattle: Equip a 4/2 Val'anyr.", equips a new Val'anyr for that minion's controller)
  // Lynessa Sunsorrow: "Battlecry: Cast each spell you cast on your minions this game on this one." The record's spells played
  // at a friendly minion (rules-notes 1540), in the order played, each a new copy cast at Lynessa — one that cannot target
  // her is not cast (rules-notes 1769)
  { id: "LOOT_216", battlecry: [{ type: "replay", played: { type: "spell", castOn: "friendly-minion" }, at: "self" }] },
  // Light of the Exarch, "Spell cast on minion.": the game's label of a spell cast on a minion (no rule of its own here; it loads).
  { id: "LOOT_216e" },
  // Marin the Fox: "Battlecry: Summon a 0/8 Treasure Chest for your opponent. (Break it for awesome loot!)" Master Chest:
  // "Deathrattle: Give your opponent a fantastic treasure!" — one of the four Kobolds & Catacombs treasures at random, to the
  // chest's controller's opponent (Marin's player, while nobody took the chest over).
  { id: "LOOT_357", battlecry: [{ type: "summon", card: "LOOT_357l", side: "enemy" }] },
  { id: "LOOT_357l", deathrattle: [{ type: "addCard", pool: ["LOOT_998h", "LOOT_998j", "LOOT_998k", "LOOT_998l"], player: "enemy" }] },
  // The fantastic treasures. Tolin's Goblet: "Draw a card. Fill your hand with copies of it." (copies of the card in hand keep
  // its states, 4.8; a card burned by a full hand gives none)
  { id: "LOOT_998h", spell: [{ type: "draw" }, { type: "addCard", copyOf: { all: "drawn", where: { zone: "hand" } }, untilFull: true }] },
  // Zarog's Crown: "Discover a Legendary minion. Summon two copies of it." (the card taken is set aside; two new copies summoned)
  { id: "LOOT_998j", spell: [{ type: "discover", from: { type: "MINION", rarity: "LEGENDARY", yourClass: true }, into: "aside" },
    { type: "summonCopy", of: { all: "added" }, count: 2 }] },
  // Golden Kobold: "Taunt Battlecry: Replace your hand with Legendary minions." (as Arch-Villain Rafaam's, the hand only)
  { id: "LOOT_998k", battlecry: [{ type: "transform", to: { all: "hand", side: "friendly" }, pool: { type: "MINION", rarity: "LEGENDARY" } }] },
  // Wondrous Wand: "Draw 3 cards. Reduce their Costs to (0)."
  { id: "LOOT_998l", spell: [{ type: "draw", count: 3, enchantment: "LOOT_998le" }] },
  { id: "LOOT_998le", buff: { setCost: 0 } },
  { id: "LOOT_500", deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "LOOT_500e" }] },
  { id: "LOOT_500e", buff: { attack: 4, health: 2 }, deathrattle: [{ type: "equipWeapon", card: "LOOT_500" }] },
];

/**
 * The Lackeys (跟班; the game's keyword "Lackeys are 1-Cost minions with Battlecries", the card data's mechanic MARK_OF_EVIL):
 * the seven of Rise of Shadows, Saviors of Uldum and Descent of Dragons. "a Lackey" made for you is one of the seven at random,
 * each as likely (Blizzard's Draconic Lackey article: "there are 7 Lackeys in all, so about a 14% chance"): this pool.
 * "a Lackey" in play is the filter `{ tag: "MARK_OF_EVIL" }`: each Lackey's definition gives it the tag (the data's mechanic,
 * which the engine does not make a tag by itself).
 */
export const LACKEYS = ["DAL_613", "DAL_614", "DAL_615", "DAL_739", "DAL_741", "ULD_616", "DRG_052"];
const LACKEY = { MARK_OF_EVIL: 1 };

/** Saviors of Uldum (ULDUM). */
export const ULDUM = (): CardDefinition[] => [
  // Anubisath Defender: "Taunt. Costs (0) if you've cast a spell that costs (5) or more this turn." (as Arcane Tyrant; lead, session 12)
  // Body Wrapper: "Battlecry: Discover a friendly minion that died this game. Shuffle it into your deck." (the card taken is set
  // aside, then a new card of it is shuffled in — 4.10: the record keeps the card, no states)
  { id: "ULD_727", battlecry: [{ type: "discover", from: "died", into: "aside" }, { type: "shuffleIntoDeck", copyOf: { all: "added" } }] },
  { id: "ULD_138", auras: [{ to: "self", zone: "hand", buff: { setCost: 0 }, if: { value: { playedThisGame: "spell", thisTurn: true, costAtLeast: 5 }, atLeast: 1 } }] },
  // The Lackeys (LACKEYS above). Faceless Lackey: "Battlecry: Summon a random 2-Cost minion."
  { id: "DAL_613", tags: LACKEY, battlecry: [{ type: "summonRandom", pool: { type: "MINION", cost: 2 } }] },
  // Kobold Lackey: "Battlecry: Deal 2 damage."
  { id: "DAL_614", tags: LACKEY, target: { type: "character" }, battlecry: [{ type: "damage", amount: 2, to: "target" }] },
  // Witchy Lackey: "Battlecry: Transform a friendly minion into one that costs (1) more." (异变, 5.2: the highest Cost below
  // when none costs one more, as Evolve)
  { id: "DAL_615", tags: LACKEY, target: { type: "minion", side: "friendly" }, battlecry: [{ type: "transform", to: "target",
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: 1 }, costDown: { stat: "cost", of: "each" } } }] },
  // Goblin Lackey: "Battlecry: Give a friendly minion +1 Attack and Rush."
  { id: "DAL_739", tags: LACKEY, target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "DAL_739e" }] },
  { id: "DAL_739e", buff: { attack: 1, grants: ["RUSH"] } },
  // Ethereal Lackey: "Battlecry: Discover a spell."
  { id: "DAL_741", tags: LACKEY, battlecry: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] },
  // Titanic Lackey: "Battlecry: Give a friendly minion +2 Health and Taunt."
  { id: "ULD_616", tags: LACKEY, target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "ULD_616e" }] },
  { id: "ULD_616e", buff: { health: 2, grants: ["TAUNT"] } },
  // Draconic Lackey: "Battlecry: Discover a Dragon."
  { id: "DRG_052", tags: LACKEY, battlecry: [{ type: "discover", from: { type: "MINION", race: "DRAGON", yourClass: true } }] },
  // EVIL Totem: "At the end of your turn, add a Lackey to your hand."
  { id: "ULD_276", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", pool: LACKEYS }] }] },
  // Livewire Lance: "After your hero attacks, add a Lackey to your hand."
  { id: "ULD_708", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "addCard", pool: LACKEYS }] }] },
  // Sinister Deal: "Discover a Lackey."
  { id: "ULD_160", spell: [{ type: "discover", from: LACKEYS }] },
  // Weaponized Wasp: "Battlecry: If you control a Lackey, deal 3 damage." (a target only while you control one)
  { id: "ULD_170", target: { type: "character", if: { exists: { all: "minions", side: "friendly", where: { tag: "MARK_OF_EVIL" } } } },
    battlecry: [{ type: "damage", amount: 3, to: "target" }] },
  // EVIL Recruiter: "Battlecry: Destroy a friendly Lackey to summon a 5/5 Demon." (no Lackey, no target: nothing; the Demon is
  // summoned as the Battlecry's summons are, beside the Recruiter — no forced death comes first, rules-notes 640)
  { id: "ULD_162", target: { type: "minion", side: "friendly", where: { tag: "MARK_OF_EVIL" } },
    battlecry: [{ type: "destroy", to: "target" }, { type: "summon", card: "ULD_162t" }] },
  // Pressure Plate: "Secret: After your opponent casts a spell, destroy a random enemy minion." It needs a minion to
  // destroy (a random pick skips the mortally wounded, 3.5), checked when it queues and again when it resolves (3.4).
  { id: "ULD_152", triggers: [{ on: "after-play", if: [{ target: { side: "enemy", type: "spell" } }, { exists: { all: "minions", side: "enemy", where: { alive: true } } }],
    do: [{ type: "destroy", to: { random: "enemy-minions" } }] }] },
  // Pit Crocolisk: "Battlecry: Deal 5 damage."
  { id: "ULD_190", target: { type: "character" }, battlecry: [{ type: "damage", amount: 5, to: "target" }] },
  // Kobold Sandtrooper: "Deathrattle: Deal 3 damage to the enemy hero."
  { id: "ULD_184", deathrattle: [{ type: "damage", amount: 3, to: "enemy-hero" }] },
  // Serpent Egg: "Deathrattle: Summon a 3/4 Sea Serpent."
  { id: "ULD_174", deathrattle: [{ type: "summon", card: "ULD_174t" }] },
  // Bug Collector: "Battlecry: Summon a 1/1 Locust with Rush."
  { id: "ULD_712", battlecry: [{ type: "summon", card: "ULD_430t" }] },
  // Swarm of Locusts: "Summon seven 1/1 Locusts with Rush."
  { id: "ULD_713", spell: [{ type: "summon", card: "ULD_430t", count: 7 }] },
  // Desert Spear: "After your hero attacks, summon a 1/1 Locust with Rush." (the after-attack step, 2.6 g)
  { id: "ULD_430", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summon", card: "ULD_430t" }] }] },
  // Desert Hare: "Battlecry: Summon two 1/1 Desert Hares." (the card itself, 1/1)
  { id: "ULD_719", battlecry: [{ type: "summon", card: "ULD_719", count: 2 }] },
  // Sandwasp Queen: "Battlecry: Add two 2/1 Sandwasps to your hand."
  { id: "ULD_439", battlecry: [{ type: "addCard", card: "ULD_439t", count: 2 }] },
  // Infested Goblin: "Taunt Deathrattle: Add two 1/1 Scarabs with Taunt to your hand." (the set's one Scarab, ULD_215t)
  { id: "ULD_250", deathrattle: [{ type: "addCard", card: "ULD_215t", count: 2 }] },
  // Jar Dealer: "Deathrattle: Add a random 1-Cost minion to your hand."
  { id: "ULD_282", deathrattle: [{ type: "addCard", pool: { type: "MINION", cost: 1 } }] },
  // Khartut Defender: "Taunt, Reborn Deathrattle: Restore #3 Health to your hero."
  { id: "ULD_208", deathrattle: [{ type: "heal", amount: 3, to: "friendly-hero" }] },
  // Faceless Lurker: "Taunt Battlecry: Double this minion's Health." (doubling adds the current Health, 4.1, as Divine Spirit)
  { id: "ULD_189", battlecry: [{ type: "buff", to: "self", health: { stat: "health", of: "self" }, enchantment: "ULD_189e" }] },
  { id: "ULD_189e" },
  // Pharaoh's Blessing: "Give a minion +4/+4, Divine Shield, and Taunt."
  { id: "ULD_143", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "ULD_143e" }] },
  { id: "ULD_143e", buff: { attack: 4, health: 4, grants: ["DIVINE_SHIELD", "TAUNT"] } },
  // Subdue: "Set a minion's Attack and Health to 1."
  { id: "ULD_728", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "ULD_728e" }] },
  { id: "ULD_728e", buff: { setAttack: 1, setHealth: 1 } },
  // Embalming Ritual: "Give a minion Reborn."
  { id: "ULD_265", target: { type: "minion" }, spell: [{ type: "buff", to: "target", grants: ["REBORN"] }] },
  // Holy Ripple: "Deal $1 damage to all enemies. Restore #1 Health to all friendly characters."
  { id: "ULD_272", spell: [{ type: "damage", amount: 1, to: "enemy-characters" }, { type: "heal", amount: 1, to: "friendly-characters" }] },
  // Penance: "Lifesteal Deal $3 damage to a minion." (Lifesteal from the card data)
  { id: "ULD_714", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }] },
  // Plague of Death: "Silence and destroy all minions."
  { id: "ULD_718", spell: [{ type: "silence", to: "all-minions" }, { type: "destroy", to: "all-minions" }] },
  // Plague of Wrath: "Destroy all damaged minions."
  { id: "ULD_707", spell: [{ type: "destroy", to: { all: "minions", where: { damaged: true } } }] },
  // Earthquake: "Deal $5 damage to all minions, then deal $2 damage to all minions." A multi-hit card of the rulebook's
  // forced-death list (A.1 多段伤害 地震术): the minions the first hit killed die before the second.
  { id: "ULD_181", spell: [{ type: "damage", amount: 5, to: "all-minions" }, { type: "forcedDeath" }, { type: "damage", amount: 2, to: "all-minions" }] },
  // Totemic Surge: "Give your Totems +2 Attack."
  { id: "ULD_171", spell: [{ type: "buff", to: { all: "minions", side: "friendly", where: { race: "TOTEM" } }, enchantment: "ULD_171e" }] },
  { id: "ULD_171e", buff: { attack: 2 } },
  // Sandstorm Elemental: "Battlecry: Deal 1 damage to all enemy minions. Overload: (1)" (Overload from the card data)
  { id: "ULD_158", battlecry: [{ type: "damage", amount: 1, to: "enemy-minions" }] },
  // Hooked Scimitar: "Combo: Gain +2 Attack."
  { id: "ULD_285", combo: [{ type: "buff", to: "self", enchantment: "ULD_285e" }] },
  { id: "ULD_285e", buff: { attack: 2 } },
  // Into the Fray: "Give all Taunt minions in your hand +2/+2."
  { id: "ULD_256", spell: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", tag: "TAUNT" } }, enchantment: "ULD_256e" }] },
  { id: "ULD_256e", buff: { attack: 2, health: 2 } },
  // Armagedillo: "Taunt At the end of your turn, give all Taunt minions in your hand +2/+2."
  { id: "ULD_258", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", tag: "TAUNT" } }, enchantment: "ULD_258e" }] }] },
  { id: "ULD_258e", buff: { attack: 2, health: 2 } },
  // Armored Goon: "Whenever your hero attacks, gain 5 Armor." (an on-attack trigger, 2.6 c)
  { id: "ULD_709", triggers: [{ on: "attack", if: { source: "friendly-hero" }, do: [{ type: "armor", amount: 5 }] }] },
  // Neferset Thrasher: "Whenever this attacks, deal 3 damage to your hero."
  { id: "ULD_161", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "damage", amount: 3, to: "friendly-hero" }] }] },
  // Brazen Zealot: "Whenever you summon a minion, gain +1 Attack."
  { id: "ULD_145", triggers: [{ on: "summon", if: { target: { side: "friendly", type: "minion", not: "self" } }, do: [{ type: "buff", to: "self", enchantment: "ULD_145e" }] }] },
  { id: "ULD_145e", buff: { attack: 1 } },
  // Phalanx Commander: "Your Taunt minions have +2 Attack." (itself too, once it has Taunt)
  { id: "ULD_179", auras: [{ to: { all: "minions", side: "friendly", where: { tag: "TAUNT" } }, buff: { attack: 2 }, enchantment: "ULD_179e" }] },
  { id: "ULD_179e", buff: { attack: 2 } },
  // Temple Berserker: "Reborn Has +2 Attack while damaged."
  { id: "ULD_185", auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 2 }, enchantment: "ULD_185e" }] },
  { id: "ULD_185e", buff: { attack: 2 } },
  // Wrapped Golem: "Reborn At the end of your turn, summon a 1/1 Scarab with Taunt."
  { id: "ULD_215", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "ULD_215t" }] }] },
  // Micro Mummy: "Reborn At the end of your turn, give another random friendly minion +1 Attack."
  { id: "ULD_217", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: "other-friendly-minions" }, enchantment: "ULD_217e" }] }] },
  { id: "ULD_217e", buff: { attack: 1 } },
  // Grandmummy: "Reborn Deathrattle: Give a random friendly minion +1/+1."
  { id: "ULD_266", deathrattle: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "ULD_266e" }] },
  { id: "ULD_266e", buff: { attack: 1, health: 1 } },
  // Spitting Camel: "At the end of your turn, deal 1 damage to another random friendly minion."
  { id: "ULD_182", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 1, to: { random: "other-friendly-minions" } }] }] },
  // Sandhoof Waterbearer: "At the end of your turn, restore #5 Health to a damaged friendly character." (a random one)
  { id: "ULD_270", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "heal", amount: 5, to: { random: { all: "characters", side: "friendly", where: { damaged: true } } } }] }] },
  // Anubisath Warbringer: "Deathrattle: Give all minions in your hand +3/+3."
  { id: "ULD_183", deathrattle: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "ULD_183e" }] },
  { id: "ULD_183e", buff: { attack: 3, health: 3 } },
  // Neferset Ritualist: "Battlecry: Restore adjacent minions to full Health." (healed by their maximum Health)
  { id: "ULD_196", battlecry: [{ type: "heal", amount: { stat: "maxHealth", of: "each" }, to: { adjacent: "self" } }] },
  // Quicksand Elemental: "Battlecry: Give all enemy minions -2 Attack this turn."
  { id: "ULD_197", battlecry: [{ type: "buff", to: "enemy-minions", enchantment: "ULD_197e" }] },
  { id: "ULD_197e", buff: { attack: -2, oneTurn: true } },
  // Hyena Alpha: "Battlecry: If you control a Secret, summon two 2/2 Hyenas."
  { id: "ULD_154", battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { secret: true } } }, then: [{ type: "summon", card: "ULD_154t", count: 2 }] }] },
  // Cloud Prince: "Battlecry: If you control a Secret, deal 6 damage." (a target only while you control one)
  { id: "ULD_293", target: { type: "character", if: { exists: { all: "secrets", side: "friendly", where: { secret: true } } } }, battlecry: [{ type: "damage", amount: 6, to: "target" }] },
  // Arcane Flakmage: "After you play a Secret, deal 2 damage to all enemy minions."
  { id: "ULD_240", triggers: [{ on: "after-play", if: { target: { side: "friendly", secret: true } }, do: [{ type: "damage", amount: 2, to: "enemy-minions" }] }] },
  // Flame Ward: "Secret: After a minion attacks your hero, deal $3 damage to all enemy minions."
  { id: "ULD_239", triggers: [{ on: "after-attack", if: [{ source: "minion" }, { target: "friendly-hero" }], do: [{ type: "damage", amount: 3, to: "enemy-minions" }] }] },
  // Bazaar Mugger: "Rush Battlecry: Add a random minion from another class to your hand."
  { id: "ULD_327", battlecry: [{ type: "addCard", pool: { type: "MINION", otherClass: true } }] },
  // Clever Disguise: "Add 2 random spells from another class to your hand."
  { id: "ULD_328", spell: [{ type: "addCard", pool: { type: "SPELL", otherClass: true }, count: 2 }] },
  // Hunter's Pack: "Add a random Hunter Beast, Secret, and weapon to your hand."
  { id: "ULD_429", spell: [
    { type: "addCard", pool: { type: "MINION", race: "BEAST", cardClass: "HUNTER" } },
    { type: "addCard", pool: { type: "SPELL", mechanic: "SECRET", cardClass: "HUNTER" } },
    { type: "addCard", pool: { type: "WEAPON", cardClass: "HUNTER" } },
  ] },
  // Fishflinger: "Battlecry: Add a random Murloc to each player's hand."
  { id: "ULD_289", battlecry: [{ type: "addCard", pool: { type: "MINION", race: "MURLOC" } }, { type: "addCard", pool: { type: "MINION", race: "MURLOC" }, player: "enemy" }] },
  // Golden Scarab: "Battlecry: Discover a 4-Cost card."
  { id: "ULD_188", battlecry: [{ type: "discover", from: { type: "CARD", cost: 4, yourClass: true } }] },
  // Dwarven Archaeologist: "Battlecry: Discover a card. Reduce its Cost by (1)."
  { id: "ULD_309", battlecry: [{ type: "discover", from: { type: "CARD", yourClass: true }, enchantment: "ULD_309e" }] },
  { id: "ULD_309e", buff: { cost: -1 } },
  // Frightened Flunky: "Taunt Battlecry: Discover a Taunt minion."
  { id: "ULD_195", battlecry: [{ type: "discover", from: { type: "MINION", mechanic: "TAUNT", yourClass: true } }] },
  // Worthy Expedition: "Discover a Choose One card."
  { id: "ULD_136", spell: [{ type: "discover", from: { type: "CARD", mechanic: "CHOOSE_ONE", yourClass: true } }] },
  // Ancient Mysteries: "Draw a Secret from your deck. It costs (0)."
  { id: "ULD_726", spell: [{ type: "draw", where: { secret: true }, enchantment: "ULD_726e" }] },
  { id: "ULD_726e", buff: { setCost: 0 } },
  // Scarlet Webweaver: "Battlecry: Reduce the Cost of a random Beast in your hand by (5)."
  { id: "ULD_410", battlecry: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { race: "BEAST" } } }, enchantment: "ULD_410e" }] },
  { id: "ULD_410e", buff: { cost: -5 } },
  // Ramkahen Wildtamer: "Battlecry: Copy a random Beast in your hand." (a copy of a card in hand keeps its states, 4.8)
  { id: "ULD_151", battlecry: [{ type: "addCard", copyOf: { random: { all: "hand", side: "friendly", where: { race: "BEAST" } } } }] },
  // Overflow: "Restore #5 Health to all characters. Draw 5 cards."
  { id: "ULD_273", spell: [{ type: "heal", amount: 5, to: "all-characters" }, { type: "draw", count: 5 }] },
  // Hidden Oasis: "Choose One - Summon a 6/6 Ancient with Taunt; or Restore #12 Health."
  { id: "ULD_135", chooseOne: [
    { card: "ULD_135a", requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "ULD_135at" }] },
    { card: "ULD_135b", target: { type: "character" }, effects: [{ type: "heal", amount: 12, to: "target" }] },
  ] },
  // Crystal Merchant: "If you have any unspent Mana at the end of your turn, draw a card." (the Mana you could still spend,
  // temporary Mana included, 4.12)
  { id: "ULD_133", triggers: [{ on: "turn-end", if: [{ turn: "own" }, { value: { mana: "available" }, atLeast: 1 }], do: [{ type: "draw" }] }] },
  // Garden Gnome: "Battlecry: If you're holding a spell that costs (5) or more, summon two 2/2 Treants."
  { id: "ULD_137", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "spell", minCost: 5 } } }, then: [{ type: "summon", card: "ULD_137t", count: 2 }] }] },
  // Conjured Mirage: "Taunt At the start of your turn, shuffle this minion into your deck."
  { id: "ULD_198", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "shuffleFromPlay", to: "self" }] }] },
  // Desert Obelisk: "If you control 3 of these at the end of your turn, deal 5 damage to a random enemy." (this one counted)
  { id: "ULD_703", triggers: [{ on: "turn-end", if: [{ turn: "own" }, { count: { all: "minions", side: "friendly", where: { name: "Desert Obelisk" } }, atLeast: 3 }],
    do: [{ type: "damage", amount: 5, to: { random: "enemy-characters" } }] }] },
  // Generous Mummy: "Reborn Your opponent's cards cost (1) less."
  { id: "ULD_214", auras: [{ to: { all: "hand", side: "enemy" }, buff: { cost: -1 }, enchantment: "ULD_214e" }] },
  { id: "ULD_214e", buff: { cost: -1 } },
  // History Buff: "Whenever you play a minion, give a random minion in your hand +1/+1."
  { id: "ULD_290", triggers: [{ on: "play", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "ULD_290e" }] }] },
  { id: "ULD_290e", buff: { attack: 1, health: 1 } },
  // Mortuary Machine: "After your opponent plays a minion, give it Reborn."
  { id: "ULD_702", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion" } }, do: [{ type: "buff", to: "event-target", grants: ["REBORN"] }] }] },
  // Bloodsworn Mercenary: "Battlecry: Choose a damaged friendly minion. Summon a copy of it." (a copy keeps its states, 4.8)
  { id: "ULD_720", target: { type: "minion", side: "friendly", where: { damaged: true } }, battlecry: [{ type: "summonCopy", of: "target", copyState: true }] },
  // Riftcleaver: "Battlecry: Destroy a minion. Your hero takes damage equal to its Health." (its Health as it is then)
  { id: "ULD_165", target: { type: "minion" }, battlecry: [{ type: "destroy", to: "target" }, { type: "damage", amount: { stat: "health", of: "target" }, to: "friendly-hero" }] },
  // Impbalming: "Destroy a minion. Shuffle 3 Worthless Imps into your deck."
  { id: "ULD_324", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }, { type: "shuffleIntoDeck", card: "ULD_324t", count: 3 }] },
  // Plague of Flames: "Destroy all your minions. For each one, destroy a random enemy minion." (a random destroy skips minions
  // already destroyed, 3.5)
  { id: "ULD_717", spell: [{ type: "group", of: "friendly-minions", do: [{ type: "destroy", to: "group" },
    { type: "repeat", times: { count: { all: "group" } }, do: [{ type: "destroy", to: { random: "enemy-minions" } }] }] }] },
  // Diseased Vulture: "Whenever your hero takes damage on your turn, summon a random 3-Cost minion."
  { id: "ULD_167", triggers: [{ on: "damage", if: [{ turn: "own" }, { target: "friendly-hero" }], do: [{ type: "summonRandom", pool: { type: "MINION", cost: 3 } }] }] },
  // Plague of Murlocs: "Transform all minions into random Murlocs."
  { id: "ULD_172", spell: [{ type: "transform", to: "all-minions", pool: { type: "MINION", race: "MURLOC" } }] },
  // Mogu Fleshshaper: "Rush. Costs (1) less for each minion on the battlefield."
  { id: "ULD_169", auras: [{ to: "self", zone: "hand", buff: { cost: { count: "all-minions", multiply: -1 } } }] },
  // Plague of Madness: "Each player equips a 2/2 Knife with Poisonous."
  { id: "ULD_715", spell: [{ type: "equipWeapon", card: "ULD_715t" }, { type: "equipWeapon", card: "ULD_715t", player: "enemy" }] },
  // Sahket Sapper: "Deathrattle: Return a random enemy minion to your opponent's hand."
  { id: "ULD_280", deathrattle: [{ type: "returnToHand", to: { random: "enemy-minions" } }] },
  // Pharaoh Cat: "Battlecry: Add a random Reborn minion to your hand."
  { id: "ULD_186", battlecry: [{ type: "addCard", pool: { type: "MINION", mechanic: "REBORN" } }] },
  // Whirlkick Master: "Whenever you play a Combo card, add a random Combo card to your hand."
  { id: "ULD_231", triggers: [{ on: "play", if: { target: { side: "friendly", has: "combo" } }, do: [{ type: "addCard", pool: { type: "CARD", mechanic: "COMBO" } }] }] },
  // Anka, the Buried: "Battlecry: Change each Deathrattle minion in your hand into a 1/1 that costs (1)."
  { id: "ULD_288", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion", has: "deathrattle" } }, enchantment: "ULD_288e" }] },
  { id: "ULD_288e", buff: { setAttack: 1, setHealth: 1, setCost: 1 } },
  // Naga Sand Witch: "Battlecry: Change the Cost of spells in your hand to (5)."
  { id: "ULD_435", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "spell" } }, enchantment: "ULD_435e" }] },
  { id: "ULD_435e", buff: { setCost: 5 } },
  // Dune Sculptor: "After you cast a spell, add a random Mage minion to your hand."
  { id: "ULD_329", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "addCard", pool: { type: "MINION", cardClass: "MAGE" } }] }] },
  // High Priest Amet: "Whenever you summon a minion, set its Health equal to this minion's." (this minion's Health then)
  { id: "ULD_262", triggers: [{ on: "summon", if: { target: { side: "friendly", type: "minion", not: "self" } },
    do: [{ type: "buff", to: "event-target", setHealth: { stat: "health", of: "self" }, enchantment: "ULD_262e" }] }] },
  { id: "ULD_262e" },
  // Psychopomp: "Battlecry: Summon a random friendly minion that died this game. Give it Reborn."
  { id: "ULD_268", battlecry: [{ type: "resurrect" }, { type: "buff", to: { all: "summoned" }, grants: ["REBORN"] }] },
  // Tip the Scales: "Summon 7 Murlocs from your deck."
  { id: "ULD_716", spell: [{ type: "repeat", times: 7, do: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", race: "MURLOC" } }] }] },
  // King Phaoris: "Battlecry: For each spell in your hand, summon a random minion of the same Cost."
  { id: "ULD_304", battlecry: [{ type: "group", of: { all: "hand", side: "friendly", where: { type: "spell" } }, each: true,
    do: [{ type: "summonRandom", pool: { type: "MINION", cost: { stat: "cost", of: { all: "group" } } } }] }] },
  // Tomb Warden: "Taunt Battlecry: Summon a copy of this minion." (a copy per 4.8, as Doubling Imp's)
  { id: "ULD_253", battlecry: [{ type: "summonCopy", of: "self", copyState: true }] },
  // Oasis Surger: "Rush Choose One - Gain +2/+2; or Summon a copy of this minion." (a copy per 4.8; both options under Fandral
  // Staghelm: the +2/+2 first, so the copy has it)
  { id: "ULD_292", chooseOne: [
    { card: "ULD_292a", effects: [{ type: "buff", to: "self", enchantment: "ULD_292ae" }] },
    { card: "ULD_292b", effects: [{ type: "summonCopy", of: "self", copyState: true }] },
  ] },
  { id: "ULD_292ae", buff: { attack: 2, health: 2 } },
  // Reno the Relicologist: "Battlecry: If your deck has no duplicates, deal 10 damage randomly split among all enemy minions."
  // (noDuplicates as Reno Jackson's; one hit at a time, as Mad Bomber's, each among the enemy minions not mortally wounded, 3.5)
  { id: "ULD_238", battlecry: [{ type: "if", if: { noDuplicates: { all: "deck", side: "friendly" } },
    then: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 10 } }] }] },
  // Dinotamer Brann: "Battlecry: If your deck has no duplicates, summon King Krush." (the 8/8 Charge ULD_156t3)
  { id: "ULD_156", battlecry: [{ type: "if", if: { noDuplicates: { all: "deck", side: "friendly" } }, then: [{ type: "summon", card: "ULD_156t3" }] }] },
  // Elise the Enlightened: "Battlecry: If your deck has no duplicates, duplicate your hand." (a copy of each card in your hand,
  // keeping its states, 4.8; a full hand burns the rest)
  { id: "ULD_139", battlecry: [{ type: "if", if: { noDuplicates: { all: "deck", side: "friendly" } }, then: [{ type: "addCard", copyOf: { all: "hand", side: "friendly" } }] }] },
  // Puzzle Box of Yogg-Saron: "Cast 10 random spells (targets chosen randomly)." (castSpell: each cast in full before the next)
  { id: "ULD_216", spell: [{ type: "castSpell", pool: { type: "SPELL" }, count: 10 }] },
  // Mogu Cultist: "Battlecry: If your board is full of Mogu Cultists, sacrifice them all and summon Highkeeper Ra." (seven
  // minions, every one a Mogu Cultist; they are destroyed and die (a forced death, 5.7) before Ra is summoned)
  { id: "ULD_705", battlecry: [{ type: "if",
    if: { all: [{ count: "friendly-minions", atLeast: 7 }, { not: { exists: { all: "minions", side: "friendly", where: { notName: "Mogu Cultist" } } } }] },
    then: [{ type: "destroy", to: "friendly-minions" }, { type: "forcedDeath" }, { type: "summon", card: "ULD_705t" }] }] },
  // Highkeeper Ra: "At the end of your turn, deal 20 damage to all enemies."
  { id: "ULD_705t", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 20, to: "enemy-characters" }] }] },
  // Unseal the Vault: "Quest: Summon 20 minions. Reward: Pharaoh's Warmask." (every minion summoned for you — played ones
  // too; the reward replaces your Hero Power)
  { id: "ULD_155", quest: { total: 20, reward: [{ type: "replaceHeroPower", heroPower: "ULD_155p" }] },
    triggers: [{ on: "summon", zone: "secret", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "questProgress" }] }] },
  // Pharaoh's Warmask: "Hero Power Give your minions +2 Attack."
  { id: "ULD_155p", power: [{ type: "buff", to: "friendly-minions", enchantment: "ULD_155e" }] },
  { id: "ULD_155e", buff: { attack: 2 } },
  // Supreme Archaeology: "Quest: Draw 20 cards. Reward: Tome of Origination."
  { id: "ULD_140", quest: { total: 20, reward: [{ type: "replaceHeroPower", heroPower: "ULD_140p" }] },
    triggers: [{ on: "draw", zone: "secret", if: { player: "friendly" }, do: [{ type: "questProgress" }] }] },
  // Tome of Origination: "Hero Power Draw a card. It costs (0)."
  { id: "ULD_140p", power: [{ type: "draw", enchantment: "ULD_140e" }] },
  { id: "ULD_140e", buff: { setCost: 0 } },
  // Raid the Sky Temple: "Quest: Cast 10 spells. Reward: Ascendant Scroll." (the spells you play, as they are played, 2.3)
  { id: "ULD_433", quest: { total: 10, reward: [{ type: "replaceHeroPower", heroPower: "ULD_433p" }] },
    triggers: [{ on: "after-play", zone: "secret", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "questProgress" }] }] },
  // Ascendant Scroll: "Hero Power Add a random Mage spell to your hand. It costs (2) less."
  { id: "ULD_433p", power: [{ type: "addCard", pool: { type: "SPELL", cardClass: "MAGE" }, enchantment: "ULD_433e" }] },
  { id: "ULD_433e", buff: { cost: -2 } },
  // Corrupt the Waters: "Quest: Play 6 Battlecry cards. Reward: Heart of Vir'naal." (a card with a Battlecry as played, even one
  // that left play since, 2.2)
  { id: "ULD_291", quest: { total: 6, reward: [{ type: "replaceHeroPower", heroPower: "ULD_291p" }] },
    triggers: [{ on: "after-play", zone: "secret", ifMinionGone: "left-play", if: { target: { side: "friendly", playedHas: "battlecry" } }, do: [{ type: "questProgress" }] }] },
  // Heart of Vir'naal: "Hero Power Your Battlecries trigger twice this turn." (a one-turn player state, ULD_291pe)
  { id: "ULD_291p", power: [{ type: "buff", to: "friendly-hero", enchantment: "ULD_291pe" }] },
  { id: "ULD_291pe", buff: { oneTurn: true }, auras: [{ rule: "battlecries-twice" }] },
  // Expired Merchant: "Battlecry: Discard your highest Cost card. Deathrattle: Add 2 copies of it to your hand." (as Felsoul
  // Jailer: the card, the highest Cost now in your hand — a random one among ties, 3.5 —, remembered on ULD_163e, then
  // discarded; the Deathrattle gives two new cards of it, without states, 4.8; none in hand: nothing remembered)
  { id: "ULD_163", battlecry: [
    { type: "group", of: { random: { all: "hand", side: "friendly" }, highest: "cost" }, do: [
      { type: "if", if: { count: { all: "group" }, atLeast: 1 }, then: [{ type: "buff", to: "self", enchantment: "ULD_163e", remember: { all: "group" } }] },
      { type: "discard", to: { all: "group" } },
    ] },
  ], deathrattle: [{ type: "addRemembered", enchantment: "ULD_163e" }, { type: "addRemembered", enchantment: "ULD_163e" }] },
  { id: "ULD_163e" },
  // BEEEES!!!: "Choose a minion. Summon four 1/1 Bees that attack it." (all four summoned, then each attacks it in turn — a
  // forced attack, 2.6; once it is mortally wounded the later Bees' attacks are cancelled, 2.6 d; either side's minion)
  { id: "ULD_134", target: { type: "minion" }, spell: [{ type: "summon", card: "ULD_134t", count: 4 },
    { type: "group", of: { all: "summoned" }, each: true, do: [{ type: "forceAttack", attacker: { all: "group" }, defender: "target", anySide: true }] }] },
  // Dragonkin Sorcerer: "Whenever you target this minion with a spell, gain +1/+1." (指向扳机, as Fjola Lightbane's)
  { id: "BRM_020", triggers: [{ on: "target", if: [{ target: "self" }, { source: { side: "friendly", type: "spell" } }], do: [{ type: "buff", to: "self", enchantment: "BRM_020e" }] }] },
  { id: "BRM_020e", buff: { attack: 1, health: 1 } },
  // Gang Up: "Choose a minion. Shuffle 3 copies of it into your deck." (new cards, 4.8)
  { id: "BRM_007", target: { type: "minion" }, spell: [{ type: "shuffleIntoDeck", copyOf: "target", count: 3 }] },
  // Fireguard Destroyer: "Battlecry: Gain 1-4 Attack. Overload: (1)" (one recorded pick from 1 to 4)
  { id: "BRM_012", battlecry: [{ type: "buff", to: "self", attack: { random: [1, 4] }, enchantment: "BRM_012e" }] },
  { id: "BRM_012e" },
  // Entomb: "Choose an enemy minion. Shuffle it into your deck." (it leaves play without dying and becomes yours, 4.8)
  { id: "LOE_104", target: { type: "minion", side: "enemy" }, spell: [{ type: "shuffleFromPlay", to: "target", player: "friendly" }] },
  // Wretched Reclaimer: "Battlecry: Destroy a friendly minion, then return it to life with full Health." (as Reincarnate, A.1)
  { id: "ULD_269", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "destroyAndReplace", to: "target", same: true }] },
  // Vessina: "While you're Overloaded, your other minions have +2 Attack." (Overloaded: locked or owed crystals, rules-notes 890)
  { id: "ULD_173", auras: [{ to: "other-friendly-minions", buff: { attack: 2 }, if: { overloaded: true }, enchantment: "ULD_173e" }] },
  { id: "ULD_173e", buff: { attack: 2 } },
  // Questing Explorer: "Battlecry: If you control a Quest, draw a card." (`has: "quest"`, rules-notes 935)
  { id: "ULD_157", battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { has: "quest" } } }, then: [{ type: "draw" }] }] },
  // Dark Bargain: "Destroy 2 random enemy minions. Discard 2 random cards." (REQ_MINIMUM_ENEMY_MINIONS 2)
  { id: "AT_025", requires: { count: "enemy-minions", atLeast: 2 },
    spell: [{ type: "destroy", to: { random: "enemy-minions", count: 2 } }, { type: "discard", to: { random: { all: "hand", side: "friendly" }, count: 2 } }] },
  // Elemental Destruction: "Deal $4-$5 damage to all minions. Overload: (2)" — a random amount per minion, so one minion at a
  // time, each damage event before the next hit (1.5 注意 names it)
  { id: "AT_051", spell: [{ type: "damage", amount: 4, upTo: 5, to: "all-minions" }] },
  // Master of Ceremonies: "Battlecry: If you have a minion with Spell Damage, gain +2/+2."
  { id: "AT_117", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { tag: "SPELLPOWER" } } }, then: [{ type: "buff", to: "self", enchantment: "AT_117e" }] }] },
  { id: "AT_117e", buff: { attack: 2, health: 2 } },
  // Salhet's Pride: "Deathrattle: Draw two 1-Health minions from your deck." (their Health as they are in the deck)
  { id: "ULD_438", deathrattle: [{ type: "draw", count: 2, where: { type: "minion", maxHealth: 1 } }] },
  // Splitting Axe: "Battlecry: Summon copies of your Totems." (copies as Mirror Entity's, with each Totem's states, 4.8;
  // the weapon is not on the board, so they go to the right end, in board order)
  { id: "ULD_413", battlecry: [{ type: "summonCopy", of: { all: "minions", side: "friendly", where: { race: "TOTEM" } }, copyState: true }] },
  // Activate the Obelisk: "Quest: Restore 15 Health. Reward: Obelisk's Eye." (the Health each of your heal events
  // restores — to any character, by your cards or Hero Power; the reward replaces your Hero Power, as Unseal the Vault's)
  { id: "ULD_724", quest: { total: 15, reward: [{ type: "replaceHeroPower", heroPower: "ULD_724p" }] },
    triggers: [{ on: "heal", zone: "secret", if: { source: "friendly" }, do: [{ type: "questProgress", amount: { event: "amount" } }] }] },
  // Obelisk's Eye: "Hero Power Restore 3 Health. If you target a minion, also give it +3/+3."
  { id: "ULD_724p", target: { type: "character" }, power: [{ type: "heal", amount: 3, to: "target" },
    { type: "if", if: { exists: { all: "minions", where: { is: "target" } } }, then: [{ type: "buff", to: "target", enchantment: "ULD_724e" }] }] },
  { id: "ULD_724e", buff: { attack: 3, health: 3 } },
  // Blatant Decoy: "Deathrattle: Each player summons the lowest Cost minion from their hand." (its controller first, as
  // Rest in Peace; the Cost now, a random one among ties — the selector's `lowest`)
  { id: "ULD_706", deathrattle: [
    { type: "putIntoPlay", from: "hand", of: { random: { all: "hand", side: "friendly", where: { type: "minion" } }, lowest: "cost" }, where: { type: "minion" } },
    { type: "putIntoPlay", from: "hand", player: "enemy", of: { random: { all: "hand", side: "enemy", where: { type: "minion" } }, lowest: "cost" }, where: { type: "minion" } }] },
  // Wild Bloodstinger: "Battlecry: Summon a minion from your opponent's hand. Attack it." (a random minion of their hand
  // into their battlefield, as Dirty Rat's; then this attacks it — none summoned, no attack)
  { id: "ULD_212", battlecry: [{ type: "putIntoPlay", from: "hand", player: "enemy", where: { type: "minion" } },
    { type: "forceAttack", attacker: "self", defender: "summoned" }] },
];
