/** Core (核心系列): Druid cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_DRUID = (): CardDefinition[] => [
  // Best in Shell: "Tradeable. Summon two 2/7 Turtles with Taunt." (Tradeable is the data's mechanic; a spell that only
  // summons needs a free space, rules-notes 127.)
  { id: "CORE_SW_429", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "SW_429t", count: 2 }] },
  // Fandral Staghelm: "Your Choose One cards and powers have both effects combined." A rule aura of its controller: a
  // Choose One card or Hero Power resolves both options (its `chooseBoth` when it has one), no choice made.
  { id: "CORE_OG_044", auras: [{ rule: "choose-both" }] },
  // Flipper Friends: "Choose One - Summon a 6/6 Orca with Taunt; or six 1/1 Otters with Rush." Both options only summon.
  { id: "CORE_TSC_650", requires: { space: "friendly-board" }, chooseOne: [
    { card: "TSC_650a", effects: [{ type: "summon", card: "TSC_650t" }] },
    { card: "TSC_650d", effects: [{ type: "summon", card: "TSC_650t4", count: 6 }] },
  ] },
  // Greybough: "Taunt. Deathrattle: Give a random friendly minion 'Deathrattle: Summon Greybough.'" The enchantment
  // remembers the card that gave it (this printing), and its deathrattle summons that card.
  { id: "CORE_DMF_734", deathrattle: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "DMF_734e", remember: "self" }] },
  { id: "DMF_734e", deathrattle: [{ type: "summonRemembered", enchantment: "DMF_734e" }] },
  // Living Roots: "Choose One - Deal $2 damage; or Summon two 1/1 Saplings." The Saplings need a free space.
  { id: "CORE_AT_037", chooseOne: [
    { card: "AT_037a", target: { type: "character" }, effects: [{ type: "damage", amount: 2, to: "target" }] },
    { card: "AT_037b", requires: { space: "friendly-board" }, effects: [{ type: "summon", card: "AT_037t", count: 2 }] },
  ] },
  // Oaken Summons: "Gain 6 Armor. Summon a minion from your deck that costs (4) or less."
  { id: "CORE_LOOT_309", spell: [{ type: "armor", amount: 6 }, { type: "putIntoPlay", from: "deck", where: { type: "minion", maxCost: 4 } }] },
  // Park Panther: "Rush. Whenever this attacks, give your hero +3 Attack this turn." (an on-attack trigger, 2.6)
  { id: "CORE_SW_431", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "buff", to: "friendly-hero", enchantment: "SW_431e" }] }] },
  { id: "SW_431e", buff: { attack: 3, oneTurn: true } },
  // Raven Idol: "Choose One - Discover a minion; or Discover a spell."
  { id: "Core_LOE_115", chooseOne: [
    { card: "LOE_115a", effects: [{ type: "discover", from: { type: "MINION", yourClass: true } }] },
    { card: "LOE_115b", effects: [{ type: "discover", from: { type: "SPELL", yourClass: true } }] },
  ] },
  // Thickhide Kodo: "Taunt. Deathrattle: Gain 5 Armor."
  { id: "CORE_BAR_535", deathrattle: [{ type: "armor", amount: 5 }] },
  // Vibrant Squirrel: "Deathrattle: Shuffle 4 Acorns into your deck. When drawn, summon a 2/1 Squirrel."
  { id: "CORE_SW_439", deathrattle: [{ type: "shuffleIntoDeck", card: "SW_439t", count: 4 }] },
  // Acorn: "Casts When Drawn. Summon a 2/1 Squirrel." (the data's token has no name)
  { id: "SW_439t", castsWhenDrawn: true, spell: [{ type: "summon", card: "SW_439t2" }] },
  // Witchwood Apple: "Add two 2/2 Treants to your hand."
  { id: "CORE_GIL_663", spell: [{ type: "addCard", card: "GIL_663t", count: 2 }] },
];
