/** The Witchwood (GILNEAS). */
import type { CardDefinition } from "../format/index.js";

/** Chameleos's shift: into a fresh card of a random card in your opponent's hand, keeping the shifting enchantment. */
const CHAMELEOS_SHIFT = { type: "transform", to: "self", cardOf: { random: { all: "hand", side: "enemy" } }, enchantment: "GIL_142e" } as const;

export const GILNEAS = (): CardDefinition[] => [
  // Echo Enchant: "Destroy card if in hand at the end of turn." — what the echo step (回响) puts on the copy it gives: it
  // leaves the game at the end of the turn, with the high priority of 3.2 (before the turn-end triggers of no priority).
  { id: "GIL_000", triggers: [{ on: "turn-end", zone: "hand", priority: "first", do: [{ type: "vanish", to: "self" }] }] },
  // Echo cards (回响, the card data's ECHO mechanic: the tag ECHO): after each is played, the finish phase's echo step puts a
  // plain copy in your hand with GIL_000; a card with Echo costs at least (1).
  // Phantom Militia "Echo, Taunt"; Ghost Light Angler "Echo"; Walnut Sprite "Echo"; Hunting Mastiff "Echo, Rush".
  { id: "GIL_207" }, { id: "GIL_678" }, { id: "GIL_680" }, { id: "GIL_607t" },
  // Sound the Bells!: "Echo. Give a minion +1/+2."
  { id: "GIL_145", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "GIL_145e" }] },
  { id: "GIL_145e", buff: { attack: 1, health: 2 } },
  // Cheap Shot: "Echo. Deal $2 damage to a minion."
  // Hagatha the Witch: "Battlecry: Deal 3 damage to all minions." Her Hero Power Bewitch is a Passive Hero Power: "After you
  // play a minion, add a random Shaman spell to your hand." (card field `passive`; rules-notes 1407)
  { id: "GIL_504", heroPower: "GIL_504h", battlecry: [{ type: "damage", amount: 3, to: "all-minions" }] },
  { id: "GIL_504h", passive: true, triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "addCard", pool: { type: "SPELL", cardClass: "SHAMAN" } }] }] },
  { id: "GIL_506", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" }] },
  // Warpath: "Echo. Deal $1 damage to all minions."
  // Clockwork Automaton: "Double the damage and healing of your Hero Power." (rule aura hero-power-double, 4.9 step 1b as
  // Velen's; rules-notes 1406)
  { id: "GIL_646", auras: [{ rule: "hero-power-double" }] },
  { id: "GIL_654", spell: [{ type: "damage", amount: 1, to: "all-minions" }] },
  // Curse of Weakness: "Echo. Give all enemy minions -2 Attack until your next turn." (the caster's next turn start)
  { id: "GIL_665", spell: [{ type: "buff", to: "enemy-minions", enchantment: "GIL_665e" }] },
  { id: "GIL_665e", buff: { attack: -2 }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Face Collector: "Echo. Battlecry: Add a random Legendary minion to your hand."
  { id: "GIL_677", battlecry: [{ type: "addCard", pool: { type: "MINION", rarity: "LEGENDARY" } }] },
  // Pick Pocket: "Echo. Add a random card to your hand (from your opponent's class)."
  { id: "GIL_696", spell: [{ type: "addCard", pool: { type: "CARD", opponentClass: true } }] },
  // Squashling: "Echo. Battlecry: Restore #2 Health." (any character, as Voodoo Doctor)
  { id: "GIL_835", target: { type: "character" }, battlecry: [{ type: "heal", amount: 2, to: "target" }] },
  // Glinda Crowskin: "Minions in your hand have Echo." An aura on the minion cards in your hand granting ECHO (GIL_618e,
  // "Has Echo."): a minion played from there had Echo as its play began, so the echo step gives its copy (回响: "depends only
  // on whether the card had Echo as the sequence began" — Deathwing killing Glinda still gets its copy).
  { id: "GIL_618", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { grants: ["ECHO"] }, enchantment: "GIL_618e" }] },
  { id: "GIL_618e", buff: { grants: ["ECHO"] } },
  // Mistwraith: "Whenever you play an Echo card, gain +1/+1." (on-play; an Echo card: one that had Echo as its play began —
  // the echo step's own test, so a minion Glinda gave Echo in hand counts: rules-notes 415)
  { id: "GIL_510", triggers: [{ on: "play", if: { target: { side: "friendly", playedHas: "echo" } }, do: [{ type: "buff", to: "self", enchantment: "GIL_510e" }] }] },
  { id: "GIL_510e", buff: { attack: 1, health: 1 } },
  // Duskfallen Aviana: "On each player's turn, the first card played costs (0)." A consumable cost aura on the hand of the
  // player whose turn it is, while they have played no card this turn (4.11: it refreshes at every turn start, with a new
  // entry time, whether or not a card was played; it switches off in the cost-state removal step when a card is played, 2.3 e).
  { id: "GIL_800", auras: [
    { to: { all: "hand", side: "friendly" }, buff: { setCost: 0 }, enchantment: "GIL_800e2", if: [{ turn: "own" }, { playedThisTurn: "card", atMost: 0 }] },
    { to: { all: "hand", side: "enemy" }, buff: { setCost: 0 }, enchantment: "GIL_800e2", if: [{ turn: "opponent" }, { playedThisTurn: "card", atMost: 0, side: "enemy" }] },
  ] },
  { id: "GIL_800e2", buff: { setCost: 0 } }, // Badsong: "Costs (0)."
  // Dollmaster Dorian: "Whenever you draw a minion, summon a 1/1 copy of it." A copy (4.8: hand to play keeps the card's
  // enchantments), made 1/1 before its summon event; the drawn card's own draw trigger goes first (4.4).
  { id: "GIL_620", triggers: [{ on: "draw", if: [{ player: "friendly" }, { target: { type: "minion" } }], do: [{ type: "summonCopy", of: "event-target", copyState: true, enchantment: "GIL_620e" }] }] },
  { id: "GIL_620e", buff: { setAttack: 1, setHealth: 1 } },
  // Rat Trap: "Secret: After your opponent plays three cards in a turn, summon a 6/6 Rat." About the card played: it fires even
  // when the played minion left play or changed control (2.2 例外); room on the board needed (3.4).
  { id: "GIL_577", triggers: [{
    on: "after-play", ifMinionGone: "any", if: [{ target: "enemy" }, { playedThisTurn: "card", side: "enemy", atLeast: 3 }, { space: "friendly-board" }],
    do: [{ type: "summon", card: "GIL_577t" }],
  }] },

  // ---- Session 9 (w9/wild-f): the set's cards whose mechanisms exist. ----
  // Bewitched Guardian: "Taunt Battlecry: Gain +1 Health for each card in your hand." (read as the Battlecry resolves: the
  // card itself has left the hand)
  { id: "GIL_507", battlecry: [{ type: "buff", to: "self", health: { count: { all: "hand", side: "friendly" } }, enchantment: "GIL_507e" }] },
  // Druid of the Scythe: "Choose One - Transform into a 4/2 with Rush; or a 2/4 with Taunt." (both: the data's 4/4 Rush Taunt form)
  { id: "GIL_188", chooseOne: [
    { card: "GIL_188a", effects: [{ type: "transform", to: "self", card: "GIL_188t" }] },
    { card: "GIL_188b", effects: [{ type: "transform", to: "self", card: "GIL_188t2" }] },
  ], chooseBoth: { card: "GIL_188t3", effects: [{ type: "transform", to: "self", card: "GIL_188t3" }] } },
  // Ferocious Howl: "Draw a card. Gain 1 Armor for each card in your hand." (the hand counted after the draw)
  { id: "GIL_637", spell: [{ type: "draw" }, { type: "armor", amount: { count: { all: "hand", side: "friendly" } } }] },
  // Forest Guide: "At the end of your turn, both players draw a card." (you first)
  { id: "GIL_833", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "draw" }, { type: "draw", player: "enemy" }] }] },
  // Splintergraft: "Battlecry: Choose a friendly minion. Add a 10/10 copy to your hand that costs (10)." (a new card of the
  // minion's card, 4.8: out of play no states; GIL_658e sets it to 10/10 and (10))
  { id: "GIL_658", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "addCard", copyOf: "target", enchantment: "GIL_658e" }] },
  { id: "GIL_658e", buff: { setAttack: 10, setHealth: 10, setCost: 10 } },
  // Wispering Woods: "Summon a 1/1 Wisp for each card in your hand." (the hand as the spell resolves, the spell gone from it)
  { id: "GIL_553", spell: [{ type: "summon", card: "GIL_553t", count: { count: { all: "hand", side: "friendly" } } }] },
  // Witching Hour: "Summon a random friendly Beast that died this game." (4.10: a fresh copy from the death record)
  { id: "GIL_571", spell: [{ type: "resurrect", where: { race: "BEAST" } }] },
  // Carrion Drake: "Battlecry: If a minion died this turn, gain Poisonous." (any side's minion)
  { id: "GIL_905", battlecry: [{ type: "if", if: { value: { died: "minions", side: "any", thisTurn: true }, atLeast: 1 }, then: [{ type: "buff", to: "self", enchantment: "GIL_905e" }] }] },
  { id: "GIL_905e", buff: { grants: ["POISONOUS"] } },
  // Dire Frenzy: "Give a Beast +3/+3. Shuffle 3 copies into your deck with +3/+3." (copies of the Beast's card, each given the
  // same GIL_828e +3/+3 in the deck: the minion's other states are not copied out of play, 4.8)
  { id: "GIL_828", target: { type: "minion", where: { race: "BEAST" } }, spell: [
    { type: "buff", to: "target", enchantment: "GIL_828e" },
    { type: "shuffleIntoDeck", copyOf: "target", count: 3 },
    { type: "buff", to: { all: "shuffled" }, enchantment: "GIL_828e" },
  ] },
  { id: "GIL_828e", buff: { attack: 3, health: 3 } },
  // Emeriss: "Battlecry: Double the Attack and Health of all minions in your hand." (4.1: doubling adds the current value)
  { id: "GIL_128", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, attack: { stat: "attack", of: "each" }, health: { stat: "health", of: "each" }, enchantment: "GIL_128e" }] },
  // Houndmaster Shaw: "Your other minions have Rush."
  { id: "GIL_650", auras: [{ to: "other-friendly-minions", buff: { grants: ["RUSH"] }, enchantment: "GIL_650e" }] },
  { id: "GIL_650e", buff: { grants: ["RUSH"] } },
  // Toxmonger: "Whenever you play a 1-Cost minion, give it Poisonous." (its Cost as played, 2.2; on-play, before its Battlecry)
  { id: "GIL_607", triggers: [{ on: "play", if: { target: { side: "friendly", type: "minion", playedCost: 1 } }, do: [{ type: "buff", to: "event-target", enchantment: "GIL_607e" }] }] },
  { id: "GIL_607e", buff: { grants: ["POISONOUS"] } },
  // Wing Blast: "Deal $4 damage to a minion. If a minion died this turn, this costs (1)."
  { id: "GIL_518", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { value: { died: "minions", side: "any", thisTurn: true }, atLeast: 1 } }] },
  // Archmage Arugal: "Whenever you draw a minion, add a copy of it to your hand." (4.8: a copy of a card in hand keeps its states)
  { id: "GIL_691", triggers: [{ on: "draw", if: [{ player: "friendly" }, { target: { type: "minion" } }], do: [{ type: "addCard", copyOf: "event-target" }] }] },
  // Bonfire Elemental: "Battlecry: If you played an Elemental last turn, draw a card."
  { id: "GIL_645", battlecry: [{ type: "if", if: { playedLastTurn: "minion", race: "ELEMENTAL", atLeast: 1 }, then: [{ type: "draw" }] }] },
  // Book of Specters: "Draw 3 cards. Discard any spells drawn." (the spells drawn that reached the hand)
  { id: "GIL_548", spell: [{ type: "draw", count: 3 }, { type: "discard", to: { all: "drawn", where: { type: "spell", zone: "hand" } } }] },
  // Curio Collector: "Whenever you draw a card, gain +1/+1."
  { id: "GIL_640", triggers: [{ on: "draw", if: { player: "friendly" }, do: [{ type: "buff", to: "self", enchantment: "GIL_640e" }] }] },
  { id: "GIL_640e", buff: { attack: 1, health: 1 } },
  // Snap Freeze: "Freeze a minion. If it's already Frozen, destroy it." (Frozen as the spell resolves, before it freezes)
  { id: "GIL_801", target: { type: "minion" }, spell: [{ type: "if", if: { entity: "target", matches: { tag: "FROZEN" } },
    then: [{ type: "freeze", to: "target" }, { type: "destroy", to: "target" }], else: [{ type: "freeze", to: "target" }] }] },
  // Vex Crow: "Whenever you cast a spell, summon a random 2-Cost minion." (on-play, as Violet Teacher)
  { id: "GIL_664", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "summonRandom", pool: { type: "MINION", cost: 2 } }] }] },
  // Baleful Banker: "Battlecry: Choose a friendly minion. Shuffle a copy into your deck." (a new card of it, 4.8)
  { id: "GIL_815", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "shuffleIntoDeck", copyOf: "target" }] },
  // Cauldron Elemental: "Your other Elementals have +2 Attack."
  { id: "GIL_119", auras: [{ to: { all: "minions", side: "friendly", where: { not: ["self"], race: "ELEMENTAL" } }, buff: { attack: 2 }, enchantment: "GIL_119e" }] },
  // Chief Inspector: "Battlecry: Destroy all enemy Secrets."
  { id: "GIL_648", battlecry: [{ type: "destroy", to: { all: "secrets", side: "enemy", where: { secret: true } } }] },
  // Countess Ashmore: "Battlecry: Draw a Rush, Lifesteal, and Deathrattle card from your deck." (one of each, in that order;
  // none of a kind: no draw for it)
  { id: "GIL_578", battlecry: [{ type: "draw", where: { tag: "RUSH" } }, { type: "draw", where: { tag: "LIFESTEAL" } }, { type: "draw", where: { has: "deathrattle" } }] },
  // Deranged Doctor: "Deathrattle: Restore #8 Health to your hero."
  { id: "GIL_118", deathrattle: [{ type: "heal", amount: 8, to: "friendly-hero" }] },
  // Lost Spirit: "Deathrattle: Give your minions +1 Attack."
  { id: "GIL_513", deathrattle: [{ type: "buff", to: "friendly-minions", enchantment: "GIL_513e" }] },
  { id: "GIL_513e", buff: { attack: 1 } },
  // Mad Hatter: "Battlecry: Randomly toss 3 hats to other minions. Each hat gives +1/+1." (each hat picks anew: one minion may
  // get several; either side's)
  { id: "GIL_125", battlecry: [{ type: "repeat", times: 3, do: [{ type: "buff", to: { random: "all-other-minions" }, enchantment: "GIL_125e" }] }] },
  { id: "GIL_125e", buff: { attack: 1, health: 1 } },
  // Marsh Drake: "Battlecry: Summon a 2/1 Poisonous Drakeslayer for your opponent."
  { id: "GIL_683", battlecry: [{ type: "summon", card: "GIL_683t", side: "enemy" }] },
  // Mossy Horror: "Battlecry: Destroy all other minions with 2 or less Attack."
  { id: "GIL_124", battlecry: [{ type: "destroy", to: { all: "minions", where: { not: ["self"], maxAttack: 2 } } }] },
  // Muck Hunter: "Rush Battlecry: Summon two 2/1 Mucklings for your opponent."
  { id: "GIL_682", battlecry: [{ type: "summon", card: "GIL_682t", count: 2, side: "enemy" }] },
  // Night Prowler: "Battlecry: If this is the only minion on the battlefield, gain +3/+3."
  { id: "GIL_624", battlecry: [{ type: "if", if: { not: { exists: "all-other-minions" } }, then: [{ type: "buff", to: "self", enchantment: "GIL_624e" }] }] },
  { id: "GIL_624e", buff: { attack: 3, health: 3 } },
  // Nightmare Amalgam: "This has all minion types." (the card data's race ALL)
  { id: "GIL_681" },
  // Ravencaller: "Battlecry: Add two random 1-Cost minions to your hand."
  { id: "GIL_212", battlecry: [{ type: "addCard", pool: { type: "MINION", cost: 1 }, count: 2 }] },
  // Rotten Applebaum: "Taunt Deathrattle: Restore #6 Health to your hero."
  { id: "GIL_667", deathrattle: [{ type: "heal", amount: 6, to: "friendly-hero" }] },
  // Sandbinder: "Battlecry: Draw an Elemental from your deck."
  { id: "GIL_581", battlecry: [{ type: "draw", where: { race: "ELEMENTAL" } }] },
  // Scaleworm: "Battlecry: If you're holding a Dragon, gain +1 Attack and Rush."
  { id: "GIL_601", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "buff", to: "self", enchantment: "GIL_601e" }] }] },
  { id: "GIL_601e", buff: { attack: 1, grants: ["RUSH"] } },
  // Splitting Festeroot: "Deathrattle: Summon two 2/2 Splitting Saplings." — each "Deathrattle: Summon two 1/1 Woodchips."
  { id: "GIL_616", deathrattle: [{ type: "summon", card: "GIL_616t", count: 2 }] },
  { id: "GIL_616t", deathrattle: [{ type: "summon", card: "GIL_616t2", count: 2 }] },
  // Swamp Dragon Egg: "Deathrattle: Add a random Dragon to your hand."
  { id: "GIL_816", deathrattle: [{ type: "addCard", pool: { type: "MINION", race: "DRAGON" } }] },
  // Tanglefur Mystic: "Battlecry: Add a random 2-Cost minion to each player's hand." (each picked on its own; yours first)
  { id: "GIL_213", battlecry: [{ type: "addCard", pool: { type: "MINION", cost: 2 } }, { type: "addCard", pool: { type: "MINION", cost: 2 }, player: "enemy" }] },
  // Witch's Cauldron: "After a friendly minion dies, add a random Shaman spell to your hand."
  { id: "GIL_819", triggers: [{ on: "death", if: { target: "friendly-minion" }, do: [{ type: "addCard", pool: { type: "SPELL", cardClass: "SHAMAN" } }] }] },
  // Witchwood Grizzly: "Taunt Battlecry: Lose 1 Health for each card in your opponent's hand."
  { id: "GIL_623", battlecry: [{ type: "buff", to: "self", health: { count: { all: "hand", side: "enemy" }, multiply: -1 }, enchantment: "GIL_623e" }] },
  // Witchwood Piper: "Battlecry: Draw the lowest Cost minion from your deck." (a random one among ties)
  { id: "GIL_584", battlecry: [{ type: "draw", where: { type: "minion" }, lowest: "cost" }] },
  // Worgen Abomination: "At the end of your turn, deal 2 damage to all other damaged minions."
  { id: "GIL_117", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 2, to: { all: "minions", where: { not: ["self"], damaged: true } } }] }] },
  // Wyrmguard: "Battlecry: If you're holding a Dragon, gain +1 Attack and Taunt."
  { id: "GIL_526", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "buff", to: "self", enchantment: "GIL_526e" }] }] },
  { id: "GIL_526e", buff: { attack: 1, grants: ["TAUNT"] } },
  // Labels whose amounts the attaching effect or aura gives (Bewitched, Mark of Emeriss, Toil and Trouble, Grizzled).
  { id: "GIL_507e" }, { id: "GIL_128e" }, { id: "GIL_623e" },
  { id: "GIL_119e", buff: { attack: 2 } },

  // ---- "If your deck has only odd-Cost (even-Cost) cards" (the filter costParity: each card's Cost now; an empty deck holds) ----
  // Gloom Stag: "Taunt Battlecry: If your deck has only odd-Cost cards, gain +2/+2."
  { id: "GIL_130", battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { costParity: "even" } } } }, then: [{ type: "buff", to: "self", enchantment: "GIL_130e" }] }] },
  { id: "GIL_130e", buff: { attack: 2, health: 2 } },
  // Black Cat: "Spell Damage +1 Battlecry: If your deck has only odd-Cost cards, draw a card."
  { id: "GIL_838", battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { costParity: "even" } } } }, then: [{ type: "draw" }] }] },
  // Glitter Moth: "Battlecry: If your deck has only odd-Cost cards, double the Health of your other minions." (4.1: doubling
  // adds the current Health to both Health and maximum)
  { id: "GIL_837", battlecry: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { costParity: "even" } } } },
    then: [{ type: "buff", to: "other-friendly-minions", health: { stat: "health", of: "each" }, enchantment: "GIL_837e" }] }] },
  { id: "GIL_837e" },
  // Murkspark Eel: "Battlecry: If your deck has only even-Cost cards, deal 2 damage." (a target only while the condition holds
  // as it is played, as Glaivebound Adept's)
  { id: "GIL_530", target: { type: "character", if: { not: { exists: { all: "deck", side: "friendly", where: { costParity: "odd" } } } } },
    battlecry: [{ type: "damage", amount: 2, to: "target" }] },
  // ---- Other cards of existing mechanisms ----
  // Bellringer Sentry: "Battlecry and Deathrattle: Put a Secret from your deck into the battlefield." (as Mad Scientist)
  { id: "GIL_634", battlecry: [{ type: "putIntoPlay", from: "deck", where: { secret: true } }], deathrattle: [{ type: "putIntoPlay", from: "deck", where: { secret: true } }] },
  // Hidden Wisdom: "Secret: After your opponent plays three cards in a turn, draw 2 cards." (as Rat Trap: about the card played)
  { id: "GIL_903", triggers: [{ on: "after-play", ifMinionGone: "any", if: [{ target: "enemy" }, { playedThisTurn: "card", side: "enemy", atLeast: 3 }], do: [{ type: "draw", count: 2 }] }] },
  // Paragon of Light: "While this minion has 3 or more Attack, it has Taunt and Lifesteal."
  { id: "GIL_685", auras: [{ to: { all: "minions", where: { is: ["self"], minAttack: 3 } }, buff: { grants: ["TAUNT", "LIFESTEAL"] } }] },
  // Prince Liam: "Battlecry: Transform all 1-Cost cards in your deck into Legendary minions." (each a random one, 4.5: a new card)
  { id: "GIL_694", battlecry: [{ type: "transform", to: { all: "deck", side: "friendly", where: { cost: 1 } }, pool: { type: "MINION", rarity: "LEGENDARY" } }] },
  // Rebuke: "Enemy spells cost (5) more next turn." (the opponent's next turn: as Wave of Tar, a waiting aura of the spell in
  // the graveyard, ended by the end of that turn)
  { id: "GIL_203", spell: [{ type: "arm" }],
    triggers: [{ on: "turn-end", zone: "graveyard", armed: true, if: { turn: "opponent" }, do: [] }],
    auras: [{ zone: "graveyard", armed: 0, if: { turn: "opponent" }, to: { all: "hand", side: "enemy", where: { type: "spell" } }, buff: { cost: 5 }, enchantment: "GIL_203e" }] },
  { id: "GIL_203e", buff: { cost: 5 } }, // Rebuked: "Your spells cost (5) more this turn."
  // Silver Sword: "After your hero attacks, give your minions +1/+1."
  { id: "GIL_596", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: "friendly-minions", enchantment: "GIL_596e" }] }] },
  { id: "GIL_596e", buff: { attack: 1, health: 1 } },
  // The Glass Knight: "Divine Shield Whenever you restore Health, gain Divine Shield." (a heal whose source is yours)
  { id: "GIL_817", triggers: [{ on: "heal", if: { source: "friendly" }, do: [{ type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }] }] },
  // Nightscale Matriarch: "Whenever a friendly minion is healed, summon a 3/3 Whelp."
  { id: "GIL_190", triggers: [{ on: "heal", if: { target: "friendly-minion" }, do: [{ type: "summon", card: "GIL_190t" }] }] },
  // Quartz Elemental: "Can't attack while damaged."
  { id: "GIL_156", auras: [{ to: { all: "minions", where: { is: ["self"], damaged: true } }, buff: { grants: ["CANT_ATTACK"] } }] },
  // Vivid Nightmare: "Choose a friendly minion. Summon a copy of it with 1 Health remaining." (a copy with its states, 4.8, its
  // maximum Health kept and damaged down to 1)
  { id: "GIL_813", target: { type: "minion", side: "friendly" }, spell: [{ type: "summonCopy", of: "target", copyState: true, health: 1 }] },
  // Blink Fox: "Battlecry: Add a random card to your hand (from your opponent's class)."
  { id: "GIL_827", battlecry: [{ type: "addCard", pool: { type: "CARD", opponentClass: true } }] },
  // Cursed Castaway: "Rush Deathrattle: Draw a Combo card from your deck."
  { id: "GIL_557", deathrattle: [{ type: "draw", where: { has: "combo" } }] },
  // Cutthroat Buccaneer: "Combo: Give your weapon +1 Attack."
  { id: "GIL_902", combo: [{ type: "buff", to: "friendly-weapon", enchantment: "GIL_902e" }] },
  { id: "GIL_902e", buff: { attack: 1 } },
  // WANTED!: "Deal $3 damage to a minion. If it dies, add a Coin to your hand." (it dies: mortally wounded as the text ends)
  { id: "GIL_687", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "addCard", card: "GAME_005" }] }] },
  // Bogshaper: "Whenever you cast a spell, draw a minion from your deck."
  { id: "GIL_807", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "draw", where: { type: "minion" } }] }] },
  // Earthen Might: "Give a minion +2/+2. If it's an Elemental, add a random Elemental to your hand."
  { id: "GIL_586", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "GIL_586e" },
    { type: "if", if: { entity: "target", matches: { race: "ELEMENTAL" } }, then: [{ type: "addCard", pool: { type: "MINION", race: "ELEMENTAL" } }] }] },
  { id: "GIL_586e", buff: { attack: 2, health: 2 } },
  // Totem Cruncher: "Taunt Battlecry: Destroy your Totems. Gain +2/+2 for each destroyed." (the Totems marked by it: destroyed
  // minions stay in play, mortally wounded, until the death phase)
  { id: "GIL_583", battlecry: [{ type: "destroy", to: { all: "minions", side: "friendly", where: { race: "TOTEM" } } },
    { type: "buff", to: "self", attack: { count: { all: "minions", side: "friendly", where: { race: "TOTEM", mortallyWounded: true } }, multiply: 2 },
      health: { count: { all: "minions", side: "friendly", where: { race: "TOTEM", mortallyWounded: true } }, multiply: 2 }, enchantment: "GIL_583e" }] },
  { id: "GIL_583e" },
  // Witch's Apprentice: "Taunt Battlecry: Add a random Shaman spell to your hand."
  { id: "GIL_531", battlecry: [{ type: "addCard", pool: { type: "SPELL", cardClass: "SHAMAN" } }] },
  // Zap!: "Deal $2 damage to a minion. Overload: (1)"
  { id: "GIL_600", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" }] },
  // Blood Witch: "At the start of your turn, deal 1 damage to your hero."
  { id: "GIL_693", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "damage", amount: 1, to: "friendly-hero" }] }] },
  // Dark Possession: "Deal $2 damage to a friendly character. Discover a Demon."
  { id: "GIL_543", target: { type: "character", side: "friendly" }, spell: [{ type: "damage", amount: 2, to: "target" },
    { type: "discover", from: { type: "MINION", race: "DEMON", yourClass: true } }] },
  // Deathweb Spider: "Battlecry: If your hero took damage this turn, gain Lifesteal."
  { id: "GIL_565", battlecry: [{ type: "if", if: { heroDamagedThisTurn: true }, then: [{ type: "buff", to: "self", grants: ["LIFESTEAL"] }] }] },
  // Duskbat: "Battlecry: If your hero took damage this turn, summon two 1/1 Bats."
  { id: "GIL_508", battlecry: [{ type: "if", if: { heroDamagedThisTurn: true }, then: [{ type: "summon", card: "GIL_508t", count: 2 }] }] },
  // Fiendish Circle: "Summon four 1/1 Imps."
  { id: "GIL_191", spell: [{ type: "summon", card: "GIL_191t", count: 4 }] },
  // Ratcatcher: "Rush Battlecry: Destroy a friendly minion and gain its Attack and Health." (read as it is destroyed: it stays
  // in play, mortally wounded, until the death phase)
  { id: "GIL_515", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "destroy", to: "target" },
    { type: "buff", to: "self", attack: { stat: "attack", of: "target" }, health: { stat: "health", of: "target" }, enchantment: "GIL_515e" }] },
  { id: "GIL_515e" },
  // Witchwood Imp: "Stealth Deathrattle: Give a random friendly minion +2 Health."
  { id: "GIL_608", deathrattle: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "GIL_608e" }] },
  { id: "GIL_608e", buff: { health: 2 } },
  // Blackhowl Gunspire: "Can't attack. Whenever this minion takes damage, deal 3 damage to a random enemy."
  { id: "GIL_152", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "damage", amount: 3, to: { random: "enemy-characters" } }] }] },
  // Darius Crowley: "Rush After this attacks and kills a minion, gain +2/+2." (the defender mortally wounded after the attack)
  { id: "GIL_547", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }], do: [{ type: "buff", to: "self", enchantment: "GIL_547e" }] }] },
  { id: "GIL_547e", buff: { attack: 2, health: 2 } },
  // Festeroot Hulk: "After a friendly minion attacks, gain +1 Attack." (itself included)
  { id: "GIL_655", triggers: [{ on: "after-attack", if: { source: "friendly-minion" }, do: [{ type: "buff", to: "self", enchantment: "GIL_655e" }] }] },
  { id: "GIL_655e", buff: { attack: 1 } },
  // Militia Commander: "Rush Battlecry: Gain +3 Attack this turn."
  { id: "GIL_803", battlecry: [{ type: "buff", to: "self", enchantment: "GIL_803e" }] },
  { id: "GIL_803e", buff: { attack: 3, oneTurn: true } },
  // Redband Wasp: "Rush Has +3 Attack while damaged."
  { id: "GIL_155", auras: [{ to: { all: "minions", where: { is: ["self"], damaged: true } }, buff: { attack: 3 }, enchantment: "GIL_155e" }] },
  { id: "GIL_155e", buff: { attack: 3 } },
  // Town Crier: "Battlecry: Draw a Rush minion from your deck."
  { id: "GIL_580", battlecry: [{ type: "draw", where: { type: "minion", tag: "RUSH" } }] },
  // Woodcutter's Axe: "Deathrattle: Give +2/+1 to a random friendly minion."
  { id: "GIL_653", deathrattle: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "GIL_653e" }] },
  { id: "GIL_653e", buff: { attack: 2, health: 1 } },

  // ---- "Each turn this is in your hand, swap its Attack and Health" (rules-notes 721) ----
  // A hand trigger at the start of your turn (the rulebook places Shifter Zerus's "each turn this is in your hand" there,
  // 3.2): the card becomes the data's swapped printing (GIL_200 ⇄ GIL_200t …), keeping its states (the transform's
  // keepState), so a +1/+1 on a 2/5 stays on the 5/2: 6/3.
  ...([["GIL_200", "GIL_200t"], ["GIL_201", "GIL_201t"], ["GIL_202", "GIL_202t"], ["GIL_528", "GIL_528t"], ["GIL_529", "GIL_529t"]] as const).flatMap(([a, b]) => [
    { id: a, triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [{ type: "transform", to: "self", card: b, keepState: true }] }] },
    { id: b, triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [{ type: "transform", to: "self", card: a, keepState: true }] }] },
  ] as CardDefinition[]),
  // Chameleos: "Each turn this is in your hand, transform it into a card your opponent is holding." As Shapeshifter (rules-notes
  // 318): at the start of your turn, into a fresh card of a random card of your opponent's hand (4.5: not a copy), which
  // then keeps shifting through the game's GIL_142e ("Shifting") while it is in your hand; an empty enemy hand: it stays.
  { id: "GIL_142", triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [CHAMELEOS_SHIFT] }] },
  { id: "GIL_142e", triggers: [{ on: "turn-start", if: [{ turn: "own" }, { exists: { all: "hand", side: "friendly", where: { is: "self" } } }], do: [CHAMELEOS_SHIFT] }] },

  // ---- More cards of existing mechanisms ----
  // Cathedral Gargoyle: "Battlecry: If you're holding a Dragon, gain Taunt and Divine Shield."
  { id: "GIL_635", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "buff", to: "self", grants: ["TAUNT", "DIVINE_SHIELD"] }] }] },
  // Divine Hymn: "Restore #6 Health to all friendly characters."
  { id: "GIL_661", spell: [{ type: "heal", amount: 6, to: "friendly-characters" }] },
  // Holy Water: "Deal $4 damage to a minion. If it dies, add a copy of it to your hand." (a new card of it, 4.8: out of play)
  { id: "GIL_134", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "addCard", copyOf: "target" }] }] },
  // Lady in White: "Battlecry: Cast 'Inner Fire' on every minion in your deck (set Attack equal to Health)." (Inner Fire's
  // set, each card's own Health read as it reaches it; the game's GIL_840e, no spell cast)
  { id: "GIL_840", battlecry: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, setAttack: { stat: "health", of: "each" }, enchantment: "GIL_840e" }] },
  { id: "GIL_840e" },
  // Coffin Crasher: "Deathrattle: Summon a Deathrattle minion from your hand." (a random one, as Voidcaller)
  { id: "GIL_805", deathrattle: [{ type: "putIntoPlay", from: "hand", where: { type: "minion", has: "deathrattle" } }] },
  // Toki, Time-Tinker: "Battlecry: Add a random Legendary minion from the past to your hand." ("from the past": rules-notes 526)
  { id: "GIL_549", battlecry: [{ type: "addCard", pool: { type: "MINION", rarity: "LEGENDARY", fromThePast: true } }] },
  // Cinderstorm: "Deal $5 damage randomly split among all enemies." (as Arcane Missiles: 5 hits of 1, Spell Damage adding hits)
  { id: "GIL_147", spell: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 5 }, spellDamage: "hits" }] },
  // Blackwald Pixie: "Battlecry: Refresh your Hero Power."
  { id: "GIL_561", battlecry: [{ type: "refreshHeroPower" }] },
  // Spectral Cutlass: "Lifesteal. Whenever you play a card from another class, gain +1 Durability." (a card you play whose
  // class is a class other than your hero's, neutral ones not; GIL_672e on the weapon itself)
  { id: "GIL_672", triggers: [{ on: "play", if: { target: { side: "friendly", otherClass: true } }, do: [{ type: "buff", to: "self", enchantment: "GIL_672e" }] }] },
  { id: "GIL_672e", buff: { health: 1 } },
  // Voodoo Doll: "Battlecry: Choose a minion. Deathrattle: Destroy the chosen minion." (a link, GIL_614e1 "Voodoo Doll
  // Cursed": the chosen minion as long as it carries it — see the card format's Links)
  { id: "GIL_614", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", enchantment: "GIL_614e1", link: true }],
    deathrattle: [{ type: "destroy", to: { linked: "GIL_614e1" } }] },
  { id: "GIL_614e1" },
  // Lord Godfrey: "Battlecry: Deal 2 damage to all other minions. If any die, repeat this Battlecry." (as Spammy Arcanist,
  // rules-notes 1471: the minions a run leaves mortally wounded die in a forced death before the next run)
  { id: "GIL_825", battlecry: [{ type: "repeat", do: [{ type: "forcedDeath" }, { type: "damage", amount: 2, to: "all-other-minions" }],
    while: { exists: { all: "minions", where: { mortallyWounded: true } } } }] },
  // Genn Greymane: "Start of Game: If your deck has only even-Cost cards, your starting Hero Power costs (1)." The deck as the
  // game starts, its opening hand left out (the wiki's note on Baku and Genn, rules-notes 720), each card's Cost now, a (0) even;
  // GIL_692e goes on the Hero Power the player has then, so a Hero Power that replaces it later costs what it costs (1766).
  { id: "GIL_692", startOfGame: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { costParity: "odd" } } } },
    then: [{ type: "buff", to: "friendly-hero-power", enchantment: "GIL_692e" }] }] },
  { id: "GIL_692e", buff: { setCost: 1 } },
];
