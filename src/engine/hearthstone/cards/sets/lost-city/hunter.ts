/** The Lost City of Un'Goro (THE_LOST_CITY): Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_HUNTER = (): CardDefinition[] => [
  // Devilsaur Mask: "Set a minion's stats to 8/8. Give it Charge." (DINO_403e: 8/8 and Charge)
  { id: "DINO_403", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "DINO_403e" }] },
  { id: "DINO_403e", buff: { setAttack: 8, setHealth: 8, grants: ["CHARGE"] } },
  // Pterrorwing Ravager: "Rush Kindred: Costs (2) less." (in hand, while a Beast was played last turn; Rush from the data)
  { id: "TLC_366", auras: [{ to: "self", zone: "hand", buff: { cost: -2 }, if: { kindred: true } }] },
  // Ravasaur Matriarch: "Kindred: Deal damage to an enemy minion equal to this minion's Attack." (its Attack as the Kindred
  // text resolves; the target is asked for only while Kindred holds)
  { id: "TLC_825", target: { type: "minion", side: "enemy", if: { kindred: true } },
    kindred: [{ type: "damage", amount: { stat: "attack", of: "self" }, to: "target" }] },
  // Supreme Dinomancy: "Give +2/+2 to all Beasts in your hand, deck, and battlefield." (TLC_828e)
  { id: "TLC_828", spell: [
    { type: "buff", to: { all: "hand", side: "friendly", where: { race: "BEAST" } }, enchantment: "TLC_828e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { race: "BEAST" } }, enchantment: "TLC_828e" },
    { type: "buff", to: { all: "minions", side: "friendly", where: { race: "BEAST" } }, enchantment: "TLC_828e" }] },
  { id: "TLC_828e", buff: { attack: 2, health: 2 } },
  // Grazing Stegodon: "At the end of your turn, gain +1 Attack (even while in hand or deck)." (TLC_827e; one trigger per zone)
  { id: "TLC_827", triggers: (["play", "hand", "deck"] as const).map((zone) => ({ on: "turn-end" as const, zone, if: { turn: "own" as const },
    do: [{ type: "buff" as const, to: "self" as const, enchantment: "TLC_827e" }] })) },
  { id: "TLC_827e", buff: { attack: 1 } },
  // Dinositter: "At the end of your turn, reduce the Cost of a random Beast in your hand by (1)."
  { id: "TLC_822", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { race: "BEAST" } } }, cost: -1 }] }] },
  // Cower in Fear: "Deal $3 damage to a minion. The next Beast you play this turn costs (2) less." (TLC_823e1 on your hero:
  // a one-turn cost state on the Beasts in your hand, used up when you play a Beast, as Preparation's is by a spell)
  { id: "TLC_823", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "buff", to: "friendly-hero", enchantment: "TLC_823e1" }] },
  { id: "TLC_823e1", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "BEAST" } }, buff: { cost: -2 } }],
    consumedBy: { type: "minion", race: "BEAST" } },
  // Raptor-Nest Nurse: "Battlecry: Get a random 1-Cost minion. Deathrattle: Get a random 1-Cost spell." (collectible cards)
  { id: "DINO_434", battlecry: [{ type: "addCard", pool: { type: "MINION", cost: 1 } }], deathrattle: [{ type: "addCard", pool: { type: "SPELL", cost: 1 } }] },
  // Odd Map: "Discover an odd-Attack Beast. If you play it this turn, also pick one of the others." (the printed Attack)
  // (the Map's enchantment, one-turn, goes on the card taken once for each option not taken, remembering it; playing that
  // card this turn lets its player pick one of them: discover `others`, effect `pickRemembered`)
  { id: "TLC_824", spell: [{ type: "discover", from: { type: "MINION", race: "BEAST", attackParity: "odd", yourClass: true }, others: "TLC_824e" }] },
  { id: "TLC_824e", buff: { oneTurn: true }, triggers: [{ on: "play", if: { target: "self" }, do: [{ type: "pickRemembered", enchantment: "TLC_824e" }] }] },
  // Ankylodon: "Taunt. Deathrattle: Summon two random 3-Cost Beasts. They attack random enemies." (both summoned, then each
  // attacks in turn a random enemy character, picked as its attack begins; a forced attack, 2.6)
  { id: "DINO_422", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 3, race: "BEAST" }, count: 2 },
    { type: "forceAttack", attacker: { all: "summoned" }, defender: { random: "enemy-characters" } }] },
  // Niri of the Crater: "Whenever you play a 1-Cost minion, double its stats. Whenever you cast a 1-Cost spell, cast it twice."
  // (1-Cost: the Cost it was played for, 2.2, as The Marsh Queen's; the minion's doubling is an on-play trigger, before its
  // Battlecry — its Attack and Health then added, on TLC_836e; the spell's, the rule spells-twice for the 1-Cost spells you
  // play: its text resolves twice, fixed as it starts to resolve, 2.3 a — the game's player enchantment TLC_836e2)
  { id: "TLC_836", triggers: [{ on: "play", if: { target: { side: "friendly", type: "minion", playedCost: 1 } },
    do: [{ type: "buff", to: "event-target", enchantment: "TLC_836e", attack: { stat: "attack", of: "event-target" }, health: { stat: "health", of: "event-target" } }] }],
    auras: [{ rule: "spells-twice", where: { playedCost: 1 } }] },
  { id: "TLC_836e" },
  // Story of Carnassa: "Shuffle ten 1-Cost 3/2 Raptors into your deck with "Battlecry: Draw a card."" — the Raptors are
  // Carnassa's Brood (UNG_920t2, a 1-Cost 3/2 Beast, "Battlecry: Draw a card."), the card the data's own Queen Carnassa
  // calls "Raptors" ("Shuffle 15 Raptors into your deck"); ten new cards, each at a random place (rules-notes)
  { id: "TLC_826", spell: [{ type: "shuffleIntoDeck", card: "UNG_920t2", count: 10 }] },
  // The Food Chain: "Quest: Play a 1, 3, 5, and 7-Attack Beast. Reward: Shokk." (each Attack once: four triggers that work
  // once each; a Beast card played with that Attack — its Attack as played, 2.2, as The Marsh Queen's "1-Cost" is the Cost
  // it was played for — and not transformed since; after-play, as The Marsh Queen's, so one that died in its Battlecry
  // counts: rules-notes 329)
  { id: "TLC_830", quest: { total: 4, reward: [{ type: "addCard", card: "TLC_830t" }] }, triggers: [1, 3, 5, 7].map((attack) => ({
    on: "after-play" as const, zone: "secret" as const, ifMinionGone: "left-play" as const, once: true,
    if: { target: { side: "friendly" as const, type: "minion" as const, playedRace: "BEAST", playedAttack: attack, transformed: false } }, do: [{ type: "questProgress" as const }],
  })) },
  // Shokk: "Rush. Battlecry: Discover any 8, 6, and 4-Attack Beast. Set their Costs to (2)." (three Discovers, in that order,
  // of Beasts of any class with that printed Attack; the card taken costs (2))
  { id: "TLC_830t", battlecry: [8, 6, 4].map((attack) => ({ type: "discover" as const, from: { type: "MINION" as const, race: "BEAST", attack }, setCost: 2 })) },
];
