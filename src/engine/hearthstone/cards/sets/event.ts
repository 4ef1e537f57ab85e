/** Event (活动): the year's event cards. */
import type { CardDefinition } from "../format/index.js";

export const EVENT = (): CardDefinition[] => [
  // Staff of the Endbringer: "Deathrattle: Destroy all minions." (a weapon's Deathrattle: it resolves in the death phase
  // after the weapon is destroyed or loses its last Durability, 1.12)
  { id: "TLC_EVENT_402", deathrattle: [{ type: "destroy", to: "all-minions" }] },
  // Dark Iron Harbinger: "Deathrattle: Summon a 0/7 Doomsayer that destroys ALL minions at the start of your turn." — the
  // Doomsayer (NEW1_021, 0/7: "At the start of your turn, destroy ALL minions"), summoned where Harbinger stood.
  { id: "TIME_EVENT_300", deathrattle: [{ type: "summon", card: "NEW1_021" }] },
  // Disciple of Demise: "Battlecry: Randomly destroy another minion. Repeat for each Dragon you're holding." The number
  // of destroys (1 + the Dragons in your hand) is read as the Battlecry starts; each is a new random pick among the
  // other minions not already mortally wounded (3.5), marked destroyed at once (they die together in the death phase).
  { id: "TIME_EVENT_301", battlecry: [{
    type: "repeat", times: { count: { all: "hand", side: "friendly", where: { race: "DRAGON" } }, add: 1 },
    do: [{ type: "destroy", to: { random: "all-other-minions" } }],
  }] },
  // Sharp-Eyed Lookout: "Battlecry: Draw a card. It costs (1) less this turn. (I know its name!)" The parenthesis is the
  // card's display of the top card's name (hidden information the engine does not model). The drawn card gets the
  // game's one-turn cost state EDR_950e, "Newly Discovered" (missing from the card data; inferred): gone at this turn's
  // clean-up step wherever the card is; a card the full hand burns gets none.
  { id: "EDR_950", battlecry: [{ type: "draw", count: 1, enchantment: "EDR_950e" }] },
  { id: "EDR_950e", type: "ENCHANTMENT", name: "Newly Discovered", inferred: true, set: "EVENT", buff: { cost: -1, oneTurn: true } },
  // Sands of Time: "Rewind Discover a spell from ANY class. (Or just your class after you Rewind!)" Any class: every
  // collectible spell, neutral ones too; after a Rewind (the replay carries TIME_110), the usual range of a Discover
  // (5.1: your class and neutral). Rewind: rules/rewind.ts.
  { id: "TIME_EVENT_999", rewind: true, spell: [{
    type: "if", if: { entity: "self", matches: { enchanted: "TIME_110" } },
    then: [{ type: "discover", from: { type: "SPELL", yourClass: true } }],
    else: [{ type: "discover", from: { type: "SPELL" } }],
  }] },
  // Welcome Home!: "Reopen a location. Give it "Deathrattle: Summon a random 3-Cost minion."" A Location of either side (the
  // text names none); its cooldown ends (`refreshLocation`) and it gets the game's New Resident (TIME_EVENT_997e, missing
  // from the card data; inferred), whose Deathrattle resolves when the Location is destroyed (at 0 Durability, in death
  // creation), where it stood, for its controller (rules-notes).
  { id: "TIME_EVENT_997", target: { type: "location" }, spell: [
    { type: "refreshLocation", to: "target" },
    { type: "buff", to: "target", enchantment: "TIME_EVENT_997e" },
  ] },
  { id: "TIME_EVENT_997e", type: "ENCHANTMENT", name: "New Resident", inferred: true, set: "EVENT",
    deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 3 } }] },
  // Raptor Herald: "Rewind Battlecry: Discover a Beast with a Dark Gift. Kindred: It costs (1) less." (Rewind, Kindred and
  // Dark Gift: docs/card-format.md; the Kindred step names the card the Battlecry added)
  { id: "CORE_EDR_004", rewind: true, battlecry: [{ type: "discover", from: { type: "MINION", race: "BEAST", yourClass: true }, darkGift: true }],
    kindred: [{ type: "buff", to: { all: "added" }, cost: -1 }] },
];
