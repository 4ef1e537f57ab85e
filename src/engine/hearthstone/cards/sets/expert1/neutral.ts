/** Classic (Expert, 经典): Neutral cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

// --- Neutral A: texts shared with their VANILLA printings (vanilla/neutral.ts), where the old wording means the same ---
type Text = Omit<CardDefinition, "id">;
/** "Has +5 Attack while damaged." = VANILLA "Enrage: +5 Attack." (Enrage is the same aura on itself, rules-notes 28). */
export const ANGRY_CHICKEN: Text = { auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 5 }, enchantment: "EX1_009e" }] };
/** "Has +3 Attack while damaged." = VANILLA "Enrage: +3 Attack". */
/** "Battlecry: Destroy a minion with 7 or more Attack." (the VANILLA printing's whole text; the current one adds Tradeable) */
export const BIG_GAME_HUNTER: Text = { target: { type: "minion", where: { minAttack: 7 } }, battlecry: [{ type: "destroy", to: "target" }] };
export const AMANI_BERSERKER: Text = { auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 3 }, enchantment: "EX1_393e" }] };

// Neutral B: texts shared with the 2021 Classic printings that say the same thing in other words (vanilla/neutral.ts).
/** Mind Control Tech: "Battlecry: If your opponent has 4 or more minions, take control of one (at random)." (3.3: checked when it resolves) */
export const MIND_CONTROL_TECH: Omit<CardDefinition, "id"> = { battlecry: [{ type: "if", if: { count: "enemy-minions", atLeast: 4 }, then: [{ type: "takeControl", to: { random: "enemy-minions" } }] }] };
/** Molten Giant: "Costs (1) less for each Health your hero is missing" — the Classic "for each damage your hero has taken" is the same: healing raises it again. */
export const MOLTEN_GIANT: Omit<CardDefinition, "id"> = { auras: [{ to: "self", zone: "hand", buff: { cost: { stat: "missingHealth", of: "friendly-hero", multiply: -1 } } }] };
// --- Neutral C: texts shared with their VANILLA printings (vanilla/neutral.ts), where the old wording means the same ---
/** "Has +1 Attack and Windfury while damaged." = VANILLA "Enrage: Windfury and +1 Attack" (Enrage: rules-notes 28). */
export const RAGING_WORGEN: Text = { auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 1, grants: ["WINDFURY"] }, enchantment: "EX1_412e" }] };
/** "Your weapon has +2 Attack while this is damaged." = VANILLA "Enrage: Your weapon has +2 Attack." */
export const SPITEFUL_SMITH: Text = { auras: [{ to: "friendly-weapon", buff: { attack: 2 }, enchantment: "CS2_221e", if: { entity: "self", matches: { damaged: true } } }] };
/** "Taunt. Has +3 Attack while damaged." = VANILLA "Taunt. Enrage: +3 Attack" (Taunt from the card data's tags). */
export const TAUREN_WARRIOR: Text = { auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 3 }, enchantment: "EX1_390e" }] };
/** "Battlecry: Destroy an enemy minion with Taunt." (the VANILLA printing's whole text; the current one adds Tradeable) */
export const BLACK_KNIGHT: Text = { target: { type: "minion", side: "enemy", where: { tag: "TAUNT" } }, battlecry: [{ type: "destroy", to: "target" }] };

export const EXPERT1_NEUTRAL = (): CardDefinition[] => [
  // --- Neutral A (Abomination .. Emperor Cobra) ---
  // Alexstrasza: "Battlecry: Set a hero's remaining Health to 15." (4.1: neither damage nor healing; a maximum above 15 stays)
  { id: "EX1_561", target: { type: "hero" }, battlecry: [{ type: "setRemainingHealth", to: "target", amount: 15, enchantment: "EX1_561e" }] },
  { id: "EX1_561e" },
  // Ancient Brewmaster: "Battlecry: Return a friendly minion from the battlefield to your hand."
  { id: "EX1_057", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "returnToHand", to: "target" }] },
  // Ancient Mage: "Battlecry: Give adjacent minions Spell Damage +1." (the enchantment carries the Spell Damage)
  { id: "EX1_584", battlecry: [{ type: "buff", to: { adjacent: "self" }, enchantment: "EX1_584e" }] },
  { id: "EX1_584e", spellDamage: 1 },
  // Ancient Watcher: "Can't attack." (the CANT_ATTACK tag the card data gives it; Silence removes it)
  { id: "EX1_045" },
  // Arcane Golem: "Charge. Battlecry: Give your opponent a Mana Crystal." (a full one: "an empty Mana Crystal" is said so; 4.12)
  { id: "EX1_089", battlecry: [{ type: "manaCrystals", amount: 1, state: "full", player: "enemy" }] },
  // Blood Knight: "Battlecry: All minions lose Divine Shield. Gain +3/+3 for each Shield lost." (the Shields counted as they go)
  { id: "EX1_590", battlecry: [{ type: "group", of: { all: "minions", where: { tag: "DIVINE_SHIELD" } }, do: [
    { type: "loseKeyword", to: "group", keyword: "DIVINE_SHIELD", granted: true },
    { type: "if", if: { exists: "group" }, then: [{ type: "buff", to: "self", attack: { count: "group", multiply: 3 }, health: { count: "group", multiply: 3 }, enchantment: "EX1_590e" }] },
  ] }] },
  { id: "EX1_590e" },
  // Bloodsail Corsair: "Battlecry: Remove 1 Durability from your opponent's weapon."
  { id: "NEW1_025", battlecry: [{ type: "loseDurability", amount: 1, to: "enemy-weapon" }] },
  { id: "NEW1_025e" }, // Bolstered: "Increased Health." (by as much as the state carries; a game state naming it loads)
  // Bloodsail Raider: "Battlecry: Gain Attack equal to the Attack of your weapon." (read as the battlecry resolves)
  { id: "NEW1_018", battlecry: [{ type: "if", if: { exists: "friendly-weapon" }, then: [{ type: "buff", to: "self", attack: { stat: "attack", of: "friendly-weapon" }, enchantment: "NEW1_018e" }] }] },
  { id: "NEW1_018e" },
  // Cairne Bloodhoof: "Taunt. Deathrattle: Summon a 5/5 Baine Bloodhoof." The data's token (EX1_110t) still has the old
  // 4/5; the text the card has now says 5/5, so the token is defined with 5 Attack (the VANILLA one keeps 4/5).
  { id: "EX1_110", deathrattle: [{ type: "summon", card: "EX1_110t" }] },
  { id: "EX1_110t", attack: 5, health: 5 },
  // Captain Greenskin: "Battlecry: Give your weapon +1/+1." (+1 Attack, +1 Durability)
  { id: "NEW1_024", battlecry: [{ type: "buff", to: "friendly-weapon", enchantment: "NEW1_024o" }] },
  { id: "NEW1_024o", buff: { attack: 1, health: 1 } },
  // Coldlight Seer: "Battlecry: Give your other Murlocs +2 Health." (VANILLA: ALL other Murlocs)
  { id: "EX1_103", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { not: "self", race: "MURLOC" } }, enchantment: "EX1_103e" }] },
  { id: "EX1_103e", buff: { health: 2 } },
  // Crazed Alchemist: "Battlecry: Swap the Attack and Health of a minion." (4.1: both set to the values seen then)
  { id: "EX1_059", target: { type: "minion" }, battlecry: [{ type: "swapAttackHealth", to: "target", enchantment: "EX1_059e" }] },
  { id: "EX1_059e" },
  // Demolisher: "At the start of your turn, deal 2 damage to a random enemy."
  { id: "EX1_102", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }] }] },
  // Dread Corsair: "Taunt. Costs (1) less per Attack of your weapon." (a cost aura on itself in hand, 4.11)
  { id: "NEW1_022", auras: [{ to: "self", zone: "hand", buff: { cost: { stat: "attack", of: "friendly-weapon", multiply: -1 } } }] },
  // --- end Neutral A ---
  // --- Neutral C (Night Elf Huntress .. Ysera the Dreamer) ---
  // Nozdormu: "Players only have 15 seconds to take their turns." The turn-time rule (回合时间, 5.8) while it is in play,
  // for both players; the engine runs no clock, so nothing else changes (rules-notes 130).
  { id: "EX1_560", auras: [{ rule: "turn-time", seconds: 15 }] },
  // Onyxia: "Battlecry: Summon 1/1 Whelps until your side of the battlefield is full." (seven asked for: the summons stop
  // at a full board; they go right, left, right … of Onyxia)
  { id: "EX1_562", battlecry: [{ type: "summon", card: "ds1_whelptoken", count: 7 }] },
  // Secretkeeper: "Whenever a Secret is played, gain +1/+1." (on-play, 2.3: either player's Secret)
  { id: "EX1_080", triggers: [{ on: "play", if: { target: { secret: true } }, do: [{ type: "buff", to: "self", enchantment: "EX1_080o" }] }] },
  { id: "EX1_080o", buff: { attack: 1, health: 1 } },
  // Silver Hand Knight: "Battlecry: Summon a 2/2 Squire."
  { id: "CS2_151", battlecry: [{ type: "summon", card: "CS2_152" }] },
  // Southsea Captain: "Your other Pirates have +1/+1."
  { id: "NEW1_027", auras: [{ to: { all: "minions", side: "friendly", where: { not: "self", race: "PIRATE" } }, buff: { attack: 1, health: 1 }, enchantment: "NEW1_027e" }] },
  { id: "NEW1_027e", buff: { attack: 1, health: 1 } },
  // Spiteful Smith: an aura on your weapon that holds while the Smith is damaged (updated at aura updates, 4.2).
  { id: "CS2_221", ...SPITEFUL_SMITH },
  { id: "CS2_221e", buff: { attack: 2 } },
  // Sunfury Protector: "Battlecry: Give adjacent minions Taunt." (the card data has no enchantment for it: Taunt is granted)
  { id: "EX1_058", battlecry: [{ type: "buff", to: { adjacent: "self" }, grants: ["TAUNT"] }] },
  // Tauren Warrior: "Taunt. Has +3 Attack while damaged."
  { id: "EX1_390", ...TAUREN_WARRIOR },
  { id: "EX1_390e", buff: { attack: 3 } },
  // The Beast: "Deathrattle: Summon a 3/3 Pip Quickwit for your opponent." (the card data still names the 3/3 token
  // EX1_finkle "Finkle Einhorn"; it goes to the right end of the opponent's board)
  { id: "EX1_577", deathrattle: [{ type: "summon", card: "EX1_finkle", side: "enemy" }] },
  // The Black Knight: "Tradeable. Battlecry: Destroy an enemy minion with Taunt." (Tradeable: the card data's mechanic, the trade action)
  { id: "EX1_002", ...BLACK_KNIGHT },
  // Tinkmaster Overspark: "Battlecry: Transform another random minion into a 5/5 Devilsaur or a 1/1 Squirrel." (any side;
  // each of the two equally likely, a recorded random pick)
  { id: "EX1_083", battlecry: [{ type: "transform", to: { random: "all-other-minions" }, pool: ["EX1_tk29", "EX1_tk28"] }] },
  // Xavius: "After you play a card, summon a 2/1 Satyr." (after-play, 2.2-2.4; the card data still names the 2/1 token
  // EX1_614t "Flame of Azzinoth"; not for Xavius's own play, 2.2)
  { id: "EX1_614", triggers: [{ on: "after-play", if: { target: "friendly" }, do: [{ type: "summon", card: "EX1_614t" }] }] },
  // Young Priestess: "At the end of your turn, give another random friendly minion +1 Health."
  { id: "EX1_004", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: "other-friendly-minions" }, enchantment: "EX1_004e" }] }] },
  { id: "EX1_004e", buff: { health: 1 } },
  // Youthful Brewmaster: "Battlecry: Return a friendly minion from the battlefield to your hand."
  { id: "EX1_049", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "returnToHand", to: "target" }] },
  // --- end Neutral C ---
  // Southsea Deckhand: Charge while you have a weapon — an aura on itself.
  { id: "CS2_146", auras: [{ to: "self", buff: { grants: ["CHARGE"] }, if: { exists: "friendly-weapon" } }] },
  // Giants: a cost aura on the card itself in hand (自减费光环), after every other cost change (4.11).
  { id: "EX1_620", ...MOLTEN_GIANT }, // Molten Giant
  { id: "EX1_105", auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "hand", side: "friendly", where: { not: "self" } }, multiply: -1 } } }] }, // Mountain Giant
  { id: "EX1_586", auras: [{ to: "self", zone: "hand", buff: { cost: { count: "all-minions", multiply: -1 } } }] }, // Sea Giant
  // Sylvanas Windrunner: "Deathrattle: Take control of a random enemy minion." (random: skips mortally wounded, 3.5)
  { id: "EX1_016", deathrattle: [{ type: "takeControl", to: { random: "enemy-minions" } }] },
  // Mind Control Tech: "Battlecry: If your opponent has 4 or more minions, take control of one at random." (3.3: checked when it resolves)
  { id: "EX1_085", ...MIND_CONTROL_TECH },
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
  // Faceless Manipulator: "Battlecry: Choose a minion and become a copy of it." (4.8)
  { id: "EX1_564", target: { type: "minion" }, battlecry: [{ type: "transform", to: "self", copyOf: "target" }] },
  // Deathwing: "Battlecry: Destroy all other minions and discard your hand." (4.3: all discarded, then each discard event)
  { id: "NEW1_030", battlecry: [{ type: "destroy", to: "all-other-minions" }, { type: "discard", count: "all" }] },
  // "while damaged" (formerly Enrage): an aura on itself that holds while it is damaged, updated at aura updates (4.2).
  { id: "EX1_009", ...ANGRY_CHICKEN },
  { id: "EX1_009e", buff: { attack: 5 } },
  { id: "EX1_393", ...AMANI_BERSERKER },
  { id: "EX1_393e", buff: { attack: 3 } },
  { id: "EX1_412", ...RAGING_WORGEN }, // Raging Worgen
  { id: "EX1_412e", buff: { attack: 1, grants: ["WINDFURY"] } },
  // Wild Pyromancer: "After you cast a spell, deal 1 damage to ALL minions." ("cast" here is playing from hand: the after-play step, 2.3)
  { id: "NEW1_020", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "damage", amount: 1, to: "all-minions" }] }] },
  // Ragnaros the Firelord: "Can't attack. At the end of your turn, deal 8 damage to a random enemy." (Can't attack from its tags)
  { id: "EX1_298", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 8, to: { random: "enemy-characters" } }] }] },
  // Gruul: "At the end of each turn, gain +1/+1."
  { id: "NEW1_038", triggers: [{ on: "turn-end", do: [{ type: "buff", to: "self", enchantment: "NEW1_038o" }] }] },
  { id: "NEW1_038o", buff: { attack: 1, health: 1 } },
  // Coldlight Oracle: "Battlecry: Each player draws 2 cards." Its controller first (3.3 双方效果).
  { id: "EX1_050", battlecry: [{ type: "draw", count: 2 }, { type: "draw", count: 2, player: "enemy" }] },
  // Dire Wolf Alpha: "Adjacent minions have +1 Attack."
  { id: "EX1_162", auras: [{ to: { adjacent: "self" }, buff: { attack: 1 }, enchantment: "EX1_162o" }] },
  { id: "EX1_162o", buff: { attack: 1 } },
  // Defender of Argus: "Battlecry: Give adjacent minions +1/+1 and Taunt."
  { id: "EX1_093", battlecry: [{ type: "buff", to: { adjacent: "self" }, enchantment: "EX1_093e" }] },
  { id: "EX1_093e", buff: { attack: 1, health: 1, grants: ["TAUNT"] } },
  // Twilight Drake: "Battlecry: Gain +1 Health for each card in your hand." (counted as the battlecry resolves)
  { id: "EX1_043", battlecry: [{ type: "buff", to: "self", health: { count: { all: "hand", side: "friendly" } }, enchantment: "EX1_043e" }] },
  { id: "EX1_043e" }, // Hour of Twilight: "Increased Health." (by as much as the battlecry counted: the state carries it)
  { id: "EX1_284", battlecry: [{ type: "draw" }] }, // Azure Drake (Spell Damage from its tags)
  { id: "EX1_583", battlecry: [{ type: "heal", amount: 4, to: "friendly-hero" }] }, // Priestess of Elune
  { id: "CS2_117", target: { type: "character" }, battlecry: [{ type: "heal", amount: 3, to: "target" }] }, // Earthen Ring Farseer
  { id: "CS2_188", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", enchantment: "CS2_188o" }] }, // Abusive Sergeant
  { id: "CS2_188o", buff: { attack: 2, oneTurn: true } },
  { id: "EX1_046", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", enchantment: "EX1_046e" }] }, // Dark Iron Dwarf
  { id: "EX1_046e", buff: { attack: 2, oneTurn: true } },
  { id: "CS2_181", battlecry: [{ type: "damage", amount: 4, to: "self" }] }, // Injured Blademaster
  { id: "CS2_181e", buff: { attack: 2 } }, // Full Strength: "This minion has +2 Attack."
  { id: "CS2_203", target: { type: "minion" }, battlecry: [{ type: "silence", to: "target" }] }, // Ironbeak Owl
  { id: "EX1_048", target: { type: "minion" }, battlecry: [{ type: "silence", to: "target" }] }, // Spellbreaker
  { id: "EX1_005", ...BIG_GAME_HUNTER }, // Big Game Hunter (Tradeable: see the Neutral A note)
  { id: "NEW1_041", battlecry: [{ type: "destroy", to: { random: { all: "minions", side: "enemy", where: { maxAttack: 2 } } } }] }, // Stampeding Kodo
  { id: "NEW1_021", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "destroy", to: "all-minions" }] }] }, // Doomsayer
  // Imp Master: "At the end of your turn, deal 1 damage to this minion and summon a 1/1 Imp."
  { id: "EX1_597", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 1, to: "self" }, { type: "summon", card: "EX1_598" }] }] },
  // Harvest Golem: "Deathrattle: Summon a 2/1 Damaged Golem."
  { id: "EX1_556", deathrattle: [{ type: "summon", card: "skele21" }] },
  // Mad Bomber: 3 damage randomly split between all other characters, one hit at a time (3.5: skips the mortally wounded).
  { id: "EX1_082", battlecry: [{ type: "damage", amount: 1, to: { random: "all-other-characters", count: 3 } }] },
  // Pint-Sized Summoner: "The first minion you play each turn costs (1) less." A consumable aura (4.11): on while you have
  // played no minion this turn, so it goes when you play one and comes back (a new entry time) when your next turn starts.
  { id: "EX1_076", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { cost: -1 }, enchantment: "EX1_076e", if: { playedThisTurn: "minion", atMost: 0 } }] },
  { id: "EX1_076e", buff: { cost: -1 } }, // "Costs (1) less."
  // Questing Adventurer: "Whenever you play a card, gain +1/+1." (on-play, 2.2 e)
  { id: "EX1_044", triggers: [{ on: "play", if: { target: "friendly" }, do: [{ type: "buff", to: "self", enchantment: "EX1_044e" }] }] },
  { id: "EX1_044e", buff: { attack: 1, health: 1 } },
  // Violet Teacher: "Whenever you cast a spell, summon a 1/1 Violet Apprentice." (on-play, 2.3 f: before the spell resolves)
  { id: "NEW1_026", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "summon", card: "NEW1_026t" }] }] },
  // Alarm-o-Bot: "At the start of your turn, swap this minion with a random one in your hand."
  { id: "EX1_006", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "swapWithHand" }] }] },
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
  // --- Neutral B (Faceless Manipulator .. Nat Pagle) ---
  // Faerie Dragon: Elusive, read from its tags (can't be targeted by spells or Hero Powers).
  { id: "NEW1_023" },
  // Flesheating Ghoul: "Whenever a minion dies, gain +1 Attack." (either side's; a death event, 1.12)
  { id: "tt_004", triggers: [{ on: "death", if: { target: "minion" }, do: [{ type: "buff", to: "self", enchantment: "tt_004o" }] }] },
  { id: "tt_004o", buff: { attack: 1 } },
  // Frost Elemental: "Battlecry: Freeze a character."
  { id: "EX1_283", target: { type: "character" }, battlecry: [{ type: "freeze", to: "target" }] },
  // Gadgetzan Auctioneer: "Whenever you cast a spell, draw a card." (on-play, 2.3 f: before the spell resolves)
  { id: "EX1_095", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "draw", count: 1 }] }] },
  // Harrison Jones: "Battlecry: Destroy your opponent's weapon and draw cards equal to its Durability." The destroyed weapon
  // stays in play (and equipped) until the death-creation step, so its Durability is read as it is then.
  { id: "EX1_558", battlecry: [{ type: "destroy", to: "enemy-weapon" }, { type: "draw", count: { stat: "durability", of: "enemy-weapon" } }] },
  // Hogger: "At the end of your turn, summon a 2/2 Gnoll with Taunt."
  { id: "NEW1_040", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "NEW1_040t" }] }] },
  // Hungry Crab: "Battlecry: Destroy a Murloc and gain +2/+2." (any Murloc; with none to choose, nothing happens)
  { id: "NEW1_017", target: { type: "minion", where: { race: "MURLOC" } }, battlecry: [{ type: "destroy", to: "target" }, { type: "buff", to: "self", enchantment: "NEW1_017e" }] },
  { id: "NEW1_017e", buff: { attack: 2, health: 2 } },
  // King Mukla: "Battlecry: Give your opponent 2 Bananas."
  { id: "EX1_014", battlecry: [{ type: "addCard", card: "EX1_014t", count: 2, player: "enemy" }] },
  // Bananas: "Give a minion +1/+1."
  { id: "EX1_014t", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "EX1_014te" }] },
  { id: "EX1_014te", buff: { attack: 1, health: 1 } },
  // Leeroy Jenkins: "Charge. Battlecry: Summon two 1/1 Whelps for your opponent." (Charge from its tags)
  { id: "EX1_116", battlecry: [{ type: "summon", card: "EX1_116t", count: 2, side: "enemy" }] },
  // Lightwarden: "Whenever a character is healed, gain +2 Attack." (either side's; only healing that restores Health is an event, 4.9)
  { id: "EX1_001", triggers: [{ on: "heal", if: { target: "character" }, do: [{ type: "buff", to: "self", enchantment: "EX1_001e" }] }] },
  { id: "EX1_001e", buff: { attack: 2 } },
  // Lorewalker Cho: "Whenever a player casts a spell, put a copy into the other player's hand." (on-play, 2.3 f; a fresh copy
  // of the card, 4.8: a card in play is copied without its states)
  { id: "EX1_100", triggers: [{ on: "play", if: { target: { type: "spell" } }, do: [{ type: "if", if: { target: "friendly" },
    then: [{ type: "addCard", copyOf: "event-target", player: "enemy" }], else: [{ type: "addCard", copyOf: "event-target", player: "friendly" }] }] }] },
  // Mana Addict: "Whenever you cast a spell, gain +2 Attack this turn." (on-play, 2.3 f)
  { id: "EX1_055", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", enchantment: "EX1_055o" }] }] },
  { id: "EX1_055o", buff: { attack: 2, oneTurn: true } },
  // Mana Wraith: "ALL minions cost (1) more." Minion cards in both players' hands.
  { id: "EX1_616", auras: [{ to: { all: "hand", where: { type: "minion" } }, buff: { cost: 1 }, enchantment: "EX1_616e" }] },
  { id: "EX1_616e", buff: { cost: 1 } },
  // Master Swordsmith: "At the end of your turn, give another random friendly minion +1 Attack."
  { id: "NEW1_037", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: "other-friendly-minions" }, enchantment: "NEW1_037e" }] }] },
  { id: "NEW1_037e", buff: { attack: 1 } },
  // Murloc Tidecaller: "Whenever you summon a Murloc, gain +1 Attack." (on-summon, 2.2 f: the rulebook names it there)
  { id: "EX1_509", triggers: [{ on: "summon", if: { target: { side: "friendly", type: "minion", race: "MURLOC" } }, do: [{ type: "buff", to: "self", enchantment: "EX1_509e" }] }] },
  { id: "EX1_509e", buff: { attack: 1 } },
  // Murloc Warleader: "Your other Murlocs have +2 Attack."
  { id: "EX1_507", auras: [{ to: { all: "minions", side: "friendly", where: { not: "self", race: "MURLOC" } }, buff: { attack: 2 }, enchantment: "EX1_507e" }] },
  { id: "EX1_507e", buff: { attack: 2 } },
  // Nat Pagle: "At the start of your turn, you have a 50% chance to draw an extra card." (a recorded roll, 5.2; MAIN_START_TRIGGERS
  // come before the turn's own draw, 2.1)
  { id: "EX1_557", triggers: [{ on: "turn-start", if: { turn: "own" }, chance: 50, do: [{ type: "draw", count: 1 }] }] },
];
