/** The Lost City of Un'Goro (THE_LOST_CITY): Demon Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_DEMONHUNTER = (): CardDefinition[] => [
  // Gorishi Tunneler: "Stealth After this attacks, deal 2 damage to the enemy hero." (Stealth from the card data; after
  // its attack, 2.6 g, whether or not it survived)
  { id: "TLC_840", triggers: [{ on: "after-attack", if: { source: "self" }, do: [{ type: "damage", amount: 2, to: "enemy-hero" }] }] },
  // Silithid Queen: "Rush Kindred: Give your hero +5 Attack this turn." (TLC_903e, a one-turn +5 Attack; Rush from the data)
  { id: "TLC_903", kindred: [{ type: "buff", to: "friendly-hero", enchantment: "TLC_903e" }] },
  { id: "TLC_903e", buff: { attack: 5, oneTurn: true } },
  // Insect Claw: "After your hero attacks, summon a 2/1 Grub with Rush." (the Grub: TLC_903t, 异种虫幼体, a 2/1 Beast with Rush)
  { id: "TLC_833", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summon", card: "TLC_903t" }] }] },
  // Gorishi Wasp: "Rush. Whenever this takes damage, get a 1-Cost Gorishi Stinger." (one per damage event; Rush from the data)
  { id: "TLC_630", triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "addCard", card: "TLC_630t" }] }] },
  // Gorishi Stinger: "Deal $2 damage. Summon a 2/1 Grub with Rush." (a character)
  { id: "TLC_630t", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "summon", card: "TLC_903t" }] },
  // Infestation: "Get two 1-Cost Gorishi Stingers. Each one deals $2 damage and summons a 2/1 Grub with Rush."
  { id: "TLC_902", spell: [{ type: "addCard", card: "TLC_630t", count: 2 }] },
  // Bugsquasher: "Battlecry: Deal 6 damage to an enemy minion with a minion type." (any type, All included)
  { id: "TLC_633", target: { type: "minion", side: "enemy", where: { typed: true } }, battlecry: [{ type: "damage", amount: 6, to: "target" }] },
  // Diabolus Rex: "Kindred: Deal 6 damage to your opponent's left and right-most minions." (a Demon and a Beast; the two
  // ends of the enemy board at once, one mass damage; a lone minion is hit once)
  { id: "DINO_138", kindred: [{ type: "damage", amount: 6, to: { all: "minions", side: "enemy", where: { boardPlace: "outer" } } }] },
  // Unleash the Colossus: "Quest: Deal exactly 2 damage to an enemy on your turn, 12 times. Reward: Gorishi Colossus." (each
  // damage event of exactly 2 that a friendly source deals to an enemy character on its player's turn; the reward card is
  // added to the hand, as Un'Goro's quest rewards are)
  { id: "TLC_631", quest: { total: 12, reward: [{ type: "addCard", card: "TLC_631t" }] }, triggers: [{ on: "damage", zone: "secret",
    if: [{ turn: "own" }, { target: { side: "enemy" } }, { source: { side: "friendly" } }, { value: { event: "amount" }, atLeast: 2, atMost: 2 }],
    do: [{ type: "questProgress" }] }] },
  // Gorishi Colossus: "Battlecry: For the rest of the game, whenever you deal exactly 2 damage to an enemy, deal 2 more."
  // (TLC_631e on your hero: a pre-damage trigger, 4.9 step 4, on damage of exactly 2 from a friendly source to an enemy)
  { id: "TLC_631t", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TLC_631e" }] },
  { id: "TLC_631e", triggers: [{ on: "pre-damage",
    if: [{ source: { side: "friendly" } }, { target: { side: "enemy" } }, { value: { event: "amount" }, atLeast: 2, atMost: 2 }],
    do: [{ type: "changeDamage", add: 2 }] }] },
  // Fumigate: "Deal $3 damage to a minion and all others of the same minion type." (one mass damage: the target and every
  // minion, either side, sharing one of its types — an Amalgam's every type; a minion with no type is hit alone)
  { id: "TLC_901", target: { type: "minion" }, spell: [{ type: "if", if: { entity: "target", matches: { typed: true } },
    then: [{ type: "damage", amount: 3, to: { all: "minions", where: { sharesType: "target" } } }],
    else: [{ type: "damage", amount: 3, to: "target" }] }] },
  // Hive Map: "Discover a Fel spell. If you play it this turn, also pick one of the others." (the Map's enchantment, one-turn, goes on the card taken once for each option not taken, remembering it; playing that
  // card this turn lets its player pick one of them: discover `others`, effect `pickRemembered`)
  { id: "TLC_900", spell: [{ type: "discover", from: { type: "SPELL", spellSchool: "FEL", yourClass: true }, others: "TLC_900e" }] },
  { id: "TLC_900e", buff: { oneTurn: true }, triggers: [{ on: "play", if: { target: "self" }, do: [{ type: "pickRemembered", enchantment: "TLC_900e" }] }] },
  // Horn of Feasting: "Summon three 2/1 Raptors with Rush. Outcast: Give them Immune while attacking this turn." (Outcast
  // replaces the text, 5.1: the same summon, then DINO_136e on each Raptor for this turn — as Gladiator's Longbow, Immune
  // for each attack it makes, from its pre-attack step, with damage to it prevented while it attacks before that)
  { id: "DINO_136", spell: [{ type: "summon", card: "DINO_136t", count: 3 }],
    outcast: [{ type: "summon", card: "DINO_136t", count: 3 }, { type: "buff", to: { all: "summoned" }, enchantment: "DINO_136e" }] },
  { id: "DINO_136e", buff: { oneTurn: true }, triggers: [
    { on: "pre-attack", if: { source: "self" }, do: [{ type: "buff", to: "self", grants: ["IMMUNE"], whileAttacking: true }] },
    { on: "pre-damage", if: { target: { is: "self", attacking: true } }, do: [{ type: "changeDamage", set: 0 }] }] },
  // Skittish Saucier: "Battlecry: Reduce the Cost of adjacent cards in your hand by (1)." (the cards next to it in its hand
  // as it was played, read as the action starts; still in hand as the Battlecry resolves)
  { id: "DINO_137", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { handNeighbourOf: "self" } }, cost: -1 }] },
];
