/** Across the Timeways (穿越时间流, TIME_TRAVEL): the Demon Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

const TT = { inferred: true, set: "TIME_TRAVEL", cardClass: "DEMONHUNTER" } as const;

/** "If your deck has no minions". */
const NO_MINION_IN_DECK = { not: { exists: { all: "deck", side: "friendly", where: { type: "minion" } } } } as const;

export const TT_DEMONHUNTER = (): CardDefinition[] => [
  // Timeway Warden: "Battlecry: Imprison an enemy minion. It goes Dormant for 10,000 turns. Deathrattle: Awaken it." (a link:
  // the game's TIME_442e, inferred, on the minion, recording the Warden, then 10,000 turns Dormant (4.6); the Deathrattle
  // awakens the Dormant minion carrying it — transformed, gone, or the link cut, nothing. Rules-notes, links.)
  { id: "TIME_442", target: { type: "minion", side: "enemy" },
    battlecry: [{ type: "buff", to: "target", enchantment: "TIME_442e", link: true }, { type: "dormant", to: "target", turns: 10000 }],
    deathrattle: [{ type: "awaken", to: { linked: "TIME_442e" } }] },
  { id: "TIME_442e", type: "ENCHANTMENT", ...TT, name: "Eternal Imprisonment" },
  // Aeon Rend: "Rewind. Deal $4 damage to two random enemies." (as Bursting Shot: two different enemies picked at once,
  // one mass damage; fewer enemies, fewer hits)
  { id: "TIME_441", rewind: true, spell: [{ type: "group", of: { random: "enemy-characters", count: 2 }, do: [{ type: "damage", amount: 4, to: "group" }] }] },
  // Lasting Legacy: "Give your hero +4 Attack this turn. If your deck has no minions, give any in hand +4 Attack."
  // (手牌中的随从牌: the minion cards in your hand, lastingly)
  { id: "TIME_449", spell: [{ type: "buff", to: "friendly-hero", enchantment: "TIME_449e1" },
    { type: "if", if: NO_MINION_IN_DECK, then: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "TIME_449e2" }] }] },
  { id: "TIME_449e1", type: "ENCHANTMENT", ...TT, name: "Broxigars Honor", buff: { attack: 4, oneTurn: true } },
  { id: "TIME_449e2", type: "ENCHANTMENT", ...TT, name: "Broxigars Legacy", buff: { attack: 4 } },
  // Solitude: "Discover 2 minions. If your deck has no minions, reduce the Cost of any in your hand by (2)." (two Discovers
  // of a minion of your class or neutral; then the minion cards in your hand, those two included)
  { id: "TIME_448", spell: [{ type: "discover", from: { type: "MINION", yourClass: true } }, { type: "discover", from: { type: "MINION", yourClass: true } },
    { type: "if", if: NO_MINION_IN_DECK, then: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, cost: -2 }] }] },
  // Perennial Serpent: "Rush Costs (4) less if a minion is Dormant." (a Dormant minion on either board; Rush from the data)
  { id: "TIME_022", auras: [{ to: "self", zone: "hand", buff: { cost: -4 }, if: { dormantMinion: true } }] },
  // Hounds of Fury: "Summon two 3/3 Demons. If your deck has no minions, they attack the lowest Health enemy." The data
  // has two ids for the Demons, both Sargeran Felhound (TIME_443t, TIME_443t2; missing-ids.json): one of each, in that
  // order, placed like one summon's (rules-notes 318). With no minion in the deck, each attacks in turn, its defender
  // the lowest-Health enemy as its attack begins (a random one among ties; 3.5: not a mortally wounded one); one already
  // gone does not attack (forceAttack).
  { id: "TIME_443", spell: [{ type: "summon", card: "TIME_443t", and: ["TIME_443t2"] },
    { type: "if", if: NO_MINION_IN_DECK, then: [
      { type: "forceAttack", attacker: { all: "summoned" }, defender: { random: "enemy-characters", lowest: "health" } }] }] },
  { id: "TIME_443t", type: "MINION", ...TT, name: "Sargeran Felhound", attack: 3, health: 3, races: ["DEMON"] },
  { id: "TIME_443t2", type: "MINION", ...TT, name: "Sargeran Felhound", attack: 3, health: 3, races: ["DEMON"] },
  // Doomsday Prepper: "Outcast: Your hero is Immune until your next turn." The data gives no enchantment for it: an
  // anonymous one granting IMMUNE that expires as your next turn starts (`untilNextTurn`: its own turn-start trigger, as
  // an enchantment card's "until your next turn"; rules-notes 318). Played from elsewhere in the hand: a 5/4, nothing more.
  { id: "TIME_021", outcast: [{ type: "buff", to: "friendly-hero", grants: ["IMMUNE"], untilNextTurn: true }] },
  // The Eternal Hold (Location, 3 Durability): "Discover any Demon that costs (5) or more. If your deck has no minions, your
  // next one costs (0)." (rules-notes 337: a Demon of any class; "your next one" is your next minion card — the zhCN
  // text's 你的下一张随从牌 — a cost state on your hero, the game's Jailbreak (TIME_446e, inferred): your minion cards in
  // hand cost (0) until you play one, as Kirin Tor Mage's state without "this turn")
  { id: "TIME_446", activate: [{ type: "discover", from: { type: "MINION", race: "DEMON", costAtLeast: 5 } },
    { type: "if", if: NO_MINION_IN_DECK, then: [{ type: "buff", to: "friendly-hero", enchantment: "TIME_446e" }] }] },
  { id: "TIME_446e", type: "ENCHANTMENT", ...TT, name: "Jailbreak", consumedBy: { type: "minion" },
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { setCost: 0 } }] },
  // Time-Lost Glaive: "Deathrattle: Get a random Demon from the past." (any class; "from the past": rules-notes 526)
  { id: "TIME_444", deathrattle: [{ type: "addCard", pool: { type: "MINION", race: "DEMON", fromThePast: true } }] },
];
