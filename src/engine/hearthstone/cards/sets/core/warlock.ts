/** Core (核心系列): Warlock cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

/** Your hand size, read as the effect resolves (the card being played has left the hand). */
const HAND_SIZE = { count: { all: "hand", side: "friendly" } } as const;

export const CORE_WARLOCK = (): CardDefinition[] => [
  // Dark Alley Pact: "Summon a Fiend with Taunt and stats equal to your hand size." The Fiend (SW_085t, a 1/1 with Taunt) is
  // summoned with its Attack and Health set to your hand size as the spell resolves (3.1: set before its summon event; a
  // Health of at least 1). A spell that only summons needs a free space (rules-notes 127).
  { id: "CORE_SW_085", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "SW_085t", setAttack: HAND_SIZE, setHealth: HAND_SIZE }] },
  // Dark Peddler: "Battlecry: Discover a 1-Cost card."
  { id: "CORE_WON_096", battlecry: [{ type: "discover", from: { type: "CARD", cost: 1, yourClass: true } }] },
  // Demonic Assault: "Deal $3 damage. Summon two 1/3 Voidwalkers with Taunt."
  { id: "CORE_SW_088", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "summon", card: "CS2_065", count: 2 }] },
  // Demonic Studies: "Discover a Demon. Your next one costs (1) less." A cost state on your hero (费用状态, as Preparation's),
  // with no end but its use: used up by the next Demon you play (2.2 d).
  { id: "CORE_SCH_158", spell: [
    { type: "discover", from: { type: "MINION", race: "DEMON", yourClass: true } },
    { type: "buff", to: "friendly-hero", enchantment: "SCH_158e" },
  ] },
  { id: "SCH_158e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "DEMON" } }, buff: { cost: -1 }, enchantment: "SCH_158e2" }],
    consumedBy: { type: "minion", race: "DEMON" } },
  { id: "SCH_158e2", buff: { cost: -1 } },
  // Despicable Dreadlord: "At the end of your turn, deal 1 damage to all enemy minions."
  { id: "CORE_ICC_075", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 1, to: "enemy-minions" }] }] },
  // Drain Soul: "Lifesteal. Deal $3 damage to a minion." A spell's Lifesteal heals its hero for the damage it deals (5.1).
  { id: "CORE_ICC_055", tags: { LIFESTEAL: 1 }, target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }] },
  // Enhanced Dreadlord: "Taunt. Deathrattle: Summon a 5/5 Dreadlord with Lifesteal."
  { id: "CORE_BT_304", deathrattle: [{ type: "summon", card: "BT_304t" }] },
  // Fiendish Servant: "Deathrattle: Give this minion's Attack to a random friendly minion." Its Attack as it was when it
  // left play (4.8: the graveyard resets it); a random buff considers every friendly minion (3.5).
  { id: "CORE_YOD_026", deathrattle: [{ type: "buff", to: { random: "friendly-minions" }, attack: { stat: "attack", of: "self", lastKnown: true }, enchantment: "Yod_026e" }] },
  { id: "Yod_026e" },
  // Spirit Bomb: "Deal $4 damage to a minion and your hero." One mass damage (1.5) to both.
  { id: "CORE_BOT_222", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: { all: "characters", where: { is: ["target", "friendly-hero"] } } }] },
  // The Soularium: "Draw 3 cards. They are Temporary." (the game's Temporary state, GBL_999e)
  { id: "CORE_BOT_568", spell: [{ type: "draw", count: 3, enchantment: "GBL_999e" }] },
  // Vulgar Homunculus: "Taunt. Battlecry: Deal 2 damage to your hero."
  { id: "CORE_LOOT_013", battlecry: [{ type: "damage", amount: 2, to: "friendly-hero" }] },
];
