/** Caverns of Time (WONDERS): cards whose steps the format already has (w10/badlands). */
import type { CardDefinition } from "../format/index.js";
import { SPARE_PARTS } from "./gvg.js";

const SUMMON_ONE: NonNullable<CardDefinition["battlecry"]> = [{ type: "summonRandom", pool: { type: "MINION", cost: 1 } }];

export const WONDERS = (): CardDefinition[] => [
  // Cobra Shot: "Deal $3 damage to a minion and the enemy hero." (one damage effect on both: 3.1's mass damage)
  { id: "WON_306", target: { type: "minion" },
    spell: [{ type: "damage", amount: 3, to: { all: "characters", where: { is: ["target", "enemy-hero"] } } }] },
  // Invigorate: "Choose One - Gain an empty Mana Crystal; or Draw a card."
  { id: "WON_014", chooseOne: [
    { effects: [{ type: "manaCrystals", amount: 1, state: "empty" }] },
    { effects: [{ type: "draw" }] },
  ] },
  // Shark Puncher: "Deathrattle: Give a random friendly Pirate +2/+2."
  { id: "WON_138", deathrattle: [{ type: "buff", to: { random: { all: "minions", side: "friendly", where: { race: "PIRATE" } } }, enchantment: "WON_138e" }] },
  // inferred from Shark Puncher's text
  { id: "WON_138e", type: "ENCHANTMENT", name: "Shark Fist", cardClass: "NEUTRAL", inferred: true, buff: { attack: 2, health: 2 } },
  // Timeline Accelerator: "Battlecry: Draw a Mech. It costs (2) less."
  { id: "WON_139", battlecry: [{ type: "draw", where: { type: "minion", race: "MECHANICAL" }, cost: -2 }] },
  // Future Emissary: "Battlecry: Reduce the Cost of all Dragons in your hand by (1). Give them +1/+1."
  { id: "WON_140", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { race: "DRAGON" } }, enchantment: "WON_140e" }] },
  // inferred from Future Emissary's text
  { id: "WON_140e", type: "ENCHANTMENT", name: "Future Favor", cardClass: "NEUTRAL", inferred: true, buff: { attack: 1, health: 1, cost: -1 } },
  // Bronze Dragonknight: "Taunt. Battlecry: If this has 5 or more Attack, summon a copy of this." (a copy per 4.8: its
  // states too, so the copy has the Attack that made it come)
  { id: "WON_052", battlecry: [{ type: "if", if: { value: { stat: "attack", of: "self" }, atLeast: 5 },
    then: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // Ivory Rook: "Battlecry: Discover a Taunt minion. Gain Armor equal to its Cost."
  { id: "WON_116", battlecry: [
    { type: "discover", from: { type: "MINION", mechanic: "TAUNT", yourClass: true } },
    { type: "armor", amount: { stat: "cost", of: { all: "added" } } },
  ] },
  // Kabal Crystal Runner: "Costs (2) less for each Secret you've played this game."
  { id: "WON_308", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", mechanic: "SECRET", multiply: -2 } } }] },
  // Steward of Darkshire: "Whenever you summon a 1-Health minion, give it Divine Shield."
  { id: "WON_310", triggers: [{ on: "summon", if: [{ target: { side: "friendly", type: "minion" } }, { value: { stat: "health", of: "event-target" }, atMost: 1 }],
    do: [{ type: "buff", to: "event-target", grants: ["DIVINE_SHIELD"] }] }] },
  // Trial of the Jormungars: "Summon copies of two Beasts in your deck that cost (3) or less." (two different cards of
  // the deck, picked at random; the deck keeps them)
  { id: "WON_028", spell: [{ type: "summonCopy", of: { random: { all: "deck", side: "friendly", where: { type: "minion", race: "BEAST", maxCost: 3 } }, count: 2 } }] },
  // Witch of the Arch-Thief: "Battlecry: Summon a 1/3 Voidwalker with Taunt. If your opponent has more minions, repeat."
  // (Voidwalker CS2_065; the repeat is read after each summon, as Corpse Explosion's "repeat this")
  { id: "WON_104", battlecry: [{ type: "repeat", do: [{ type: "summon", card: "CS2_065" }],
    while: { value: { count: "enemy-minions", add: { count: "friendly-minions", multiply: -1 } }, atLeast: 1 } }] },
  // Murozond, Thief of Time: "Battlecry: If your deck has no duplicates, Discover a Dragon. Deal damage equal to its Cost
  // to all other minions."
  { id: "WON_066", battlecry: [{ type: "if", if: { noDuplicates: { all: "deck", side: "friendly" } }, then: [
    { type: "discover", from: { type: "MINION", race: "DRAGON", yourClass: true } },
    { type: "damage", amount: { stat: "cost", of: { all: "added" } }, to: "all-other-minions" },
  ] }] },
  // Soridormi: "Dormant for 2 turns. When this awakens, reduce the Cost of all Dragons in your hand by (4)."
  { id: "WON_146", dormant: 2, triggers: [{ on: "awaken", if: { target: "self" },
    do: [{ type: "buff", to: { all: "hand", side: "friendly", where: { race: "DRAGON" } }, enchantment: "WON_146e" }] }] },
  // inferred from Soridormi's text
  { id: "WON_146e", type: "ENCHANTMENT", name: "Sands of Time", cardClass: "NEUTRAL", inferred: true, buff: { cost: -4 } },
  // Valstann Staghelm: "Deathrattle: Summon a Taunt minion from your deck."
  { id: "WON_345", deathrattle: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", tag: "TAUNT" } }] },
  // Enter the Coliseum: "Destroy all minions except each player's highest Attack minion." (ties: a random one of them
  // survives; each side's others destroyed, all marked before the death phase)
  { id: "WON_049", spell: [
    { type: "destroy", to: { from: "friendly-minions", except: { random: "friendly-minions", highest: "attack" } } },
    { type: "destroy", to: { from: "enemy-minions", except: { random: "enemy-minions", highest: "attack" } } },
  ] },
  // Chamber of Viscidus (Location): "Look at 3 cards in your hand and choose one to discard. Draw two cards." (three
  // random cards of your hand, all of them when it has fewer)
  { id: "WON_103", activate: [
    { type: "pick", from: { random: { all: "hand", side: "friendly" }, count: 3 }, do: [{ type: "discard", to: { all: "group" } }] },
    { type: "draw", count: 2 },
  ] },
  // Lock and Load: "Each time you cast a spell this turn, get a random Hunter card." (a one-turn state on your hero: the
  // data's AT_061e, the enchantment of the card's first printing)
  { id: "WON_023", spell: [{ type: "buff", to: "friendly-hero", enchantment: "AT_061e" }] },
  { id: "AT_061e", buff: { oneTurn: true }, triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } },
    do: [{ type: "addCard", pool: { type: "CARD", cardClass: "HUNTER" } }] }] },
  // Cult Apothecary: "Battlecry: For each enemy minion, restore #2 Health to your hero." (one heal: 2 for each enemy minion,
  // counted as it resolves, as Whispers of the Old Gods' OG_295)
  { id: "WON_330", battlecry: [{ type: "heal", amount: { count: "enemy-minions", multiply: 2 }, to: "friendly-hero" }] },
  // Blast from the Past: "Get 2 Spare Parts. Summon two 1/1 Boom Bots. Shuffle a Bomb into your opponent's deck." (each
  // Spare Part a random one of the seven, as Clockwork Gnome's; Boom Bot GVG_110t; Bomb BOT_511t)
  { id: "WON_115", spell: [{ type: "addCard", pool: SPARE_PARTS, count: 2 }, { type: "summon", card: "GVG_110t", count: 2 },
    { type: "shuffleIntoDeck", card: "BOT_511t", player: "enemy" }] },
  // (the Bomb, BOT_511t, is defined with Boomsday's Seaforium Bomber)
  // The Imposters: "Each turn this is in your hand, transform it into a random N-Cost minion that gains X." As Shifter
  // Zerus and Shapeshifter (rules-notes 318): a hand trigger at the start of your turn transforms it into a random
  // N-Cost minion carrying the game's shifting enchantment (…e, which keeps it shifting while it is in your hand) and the
  // keyword's enchantment (…e2); a transform drops the last shift's enchantments (4.5).
  ...imposter("WON_039", 2, "Black Morass Imposter", { spellDamage: 1 }),
  ...imposter("WON_026", 3, "Durnholde Imposter", { buff: { grants: ["POISONOUS"] } }),
  ...imposter("WON_077", 4, "Mount Hyjal Imposter", { buff: { grants: ["STEALTH"] } }),
  // Infinite Amalgam: "Inspire, Frenzy, Spellburst, Honorable Kill, and Overkill: Summon a random 1-Cost minion." (each
  // keyword as its own: Inspire after you use your Hero Power; Spellburst the after-play trigger on your spells that works
  // once, as Pen Flinger's; Frenzy, Honorable Kill and Overkill the card fields)
  { id: "WON_143", frenzy: SUMMON_ONE, honorableKill: SUMMON_ONE, overkill: SUMMON_ONE, triggers: [
    { on: "inspire", if: { player: "friendly" }, do: SUMMON_ONE },
    { on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: SUMMON_ONE },
  ] },
  // --- Session 12 (w12/badlands) ---
  // Knight of the Wild (WON_003): the reprint of The Grand Tournament's AT_041 (the same text), defined once in others.ts.
  // Pebbly Page: "Battlecry: Draw an Overload card. You can't be Overloaded this turn." (a one-turn state on your hero with the
  // rule aura no-overload: no Overload gained this turn, before or after it; rules-notes 1701)
  { id: "WON_090", battlecry: [{ type: "draw", where: { has: "overload" } }, { type: "buff", to: "friendly-hero", enchantment: "WON_090e" }] },
  // inferred from Pebbly Page's text
  { id: "WON_090e", type: "ENCHANTMENT", name: "Pebbled", cardClass: "SHAMAN", inferred: true, buff: { oneTurn: true }, auras: [{ rule: "no-overload" }] },
  // Cenarion Hold: "Your next Choose One card this turn has both effects combined." (a one-turn state on your hero: the Choose
  // One cards in your hand have CHOOSE_BOTH while it lasts, used up by the next one you play; rules-notes 1702)
  { id: "WON_015", activate: [{ type: "buff", to: "friendly-hero", enchantment: "WON_015e" }] },
  // inferred from Cenarion Hold's text
  { id: "WON_015e", type: "ENCHANTMENT", name: "Cenari On Hold", cardClass: "DRUID", inferred: true, buff: { oneTurn: true },
    consumedBy: { has: "chooseOne" }, auras: [{ to: { all: "hand", side: "friendly", where: { has: "chooseOne" } }, buff: { grants: ["CHOOSE_BOTH"] } }] },
  // Jade Telegram: "Look at 3 cards in your opponent's hand and shuffle one of them into their deck. Summon a Jade Golem."
  // (three different random cards of their hand, the pick shuffled into their deck, as Star Student Stelina's Outcast)
  { id: "WON_078", spell: [{ type: "pick", from: { random: { all: "hand", side: "enemy" }, count: 3 }, do: [{ type: "shuffleFromHand", to: { all: "group" } }] },
    { type: "jadeGolem" }] },
  // Timeless Blessing: "Give four random minions in your hand +4/+4, +3/+3, +2/+2, and +1/+1." (four different minions, each
  // picked among those this spell has not blessed yet — its linked ones —, the buffs in the order written: fewer minions,
  // the first buffs; rules-notes 1703)
  { id: "WON_051", spell: [4, 3, 2, 1].map((n) => ({ type: "buff", to: { random: { from: { all: "hand", side: "friendly", where: { type: "minion" } }, except: { linked: "WON_051e" } } },
    attack: n, health: n, enchantment: "WON_051e", link: true } as const)) },
  // inferred from Timeless Blessing's text (its numbers are the spell's)
  { id: "WON_051e", type: "ENCHANTMENT", name: "Timeless Blessing", cardClass: "PALADIN", inferred: true },
];

/** An Imposter of Caverns of Time and its two enchantments (inferred from its text: the shift, and what the minion gains). */
function imposter(id: string, cost: number, name: string, gains: Partial<CardDefinition>): CardDefinition[] {
  const shift = [{ type: "transform" as const, to: "self" as const, pool: { type: "MINION" as const, cost }, enchantment: `${id}e` },
    { type: "buff" as const, to: "self" as const, enchantment: `${id}e2` }];
  return [
    { id, triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: shift }] },
    // inferred from the Imposter's text
    { id: `${id}e`, type: "ENCHANTMENT", inferred: true, set: "WONDERS", name: "Shifting",
      triggers: [{ on: "turn-start", if: [{ turn: "own" }, { exists: { all: "hand", side: "friendly", where: { is: "self" } } }], do: shift }] },
    // inferred from the Imposter's text
    { id: `${id}e2`, type: "ENCHANTMENT", inferred: true, set: "WONDERS", name, ...gains },
    // Krul the Unshackled (WON_324): the reprint of Gadgetzan's CFM_750 (the same text), defined once in gangs.ts (w13/old).
];
}
