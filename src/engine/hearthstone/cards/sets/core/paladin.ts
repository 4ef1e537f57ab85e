/** Core (核心系列): Paladin cards whose canonical printing is in Core, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CORE_PALADIN = (): CardDefinition[] => [
  // Bronze Explorer: "Lifesteal. Battlecry: Discover a Dragon." (Lifesteal from the card data)
  { id: "CORE_DRG_229", battlecry: [{ type: "discover", from: { type: "MINION", race: "DRAGON", yourClass: true } }] },
  // Flash of Light: "Restore #4 Health. Draw a card."
  { id: "CORE_TRL_307", target: { type: "character" }, spell: [{ type: "heal", amount: 4, to: "target" }, { type: "draw", count: 1 }] },
  // Grimestreet Outfitter: "Battlecry: Give all minions in your hand +1/+1."
  { id: "CORE_CFM_753", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "CFM_753e" }] },
  { id: "CFM_753e", buff: { attack: 1, health: 1 } },
  // Hand of A'dal: "Give a minion +2/+1. Draw a card."
  { id: "CORE_BT_292", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "BT_292e" }, { type: "draw", count: 1 }] },
  { id: "BT_292e", buff: { attack: 2, health: 1 } },
  // Immortalized in Stone: "Summon a 4/8, 2/4, and 1/2 Elemental with Taunt." In the order the text names them, at the right
  // end (a spell's summons); a spell that only summons needs a free space (rules-notes 127).
  { id: "CORE_TSC_076", requires: { space: "friendly-board" }, spell: [
    { type: "summon", card: "TSC_076t3" }, { type: "summon", card: "TSC_076t2" }, { type: "summon", card: "TSC_076t" }] },
  // Muster for Battle: "Summon three 1/1 Silver Hand Recruits. Equip a 1/4 Weapon." (Light's Justice)
  { id: "CORE_GVG_061", spell: [{ type: "summon", card: "CS2_101t", count: 3 }, { type: "equipWeapon", card: "CS2_091" }] },
  // Redscale Dragontamer: "Deathrattle: Draw a Dragon." (a random Dragon of your deck; none: nothing, 4.4)
  { id: "CORE_DMF_194", deathrattle: [{ type: "draw", count: 1, where: { race: "DRAGON" } }] },
  // Silvermoon Portal: "Give a minion +2/+2. Summon a random 2-Cost minion."
  { id: "CORE_KAR_077", target: { type: "minion" }, spell: [
    { type: "buff", to: "target", enchantment: "KAR_077e" }, { type: "summonRandom", pool: { type: "MINION", cost: 2 } }] },
  { id: "KAR_077e", buff: { attack: 2, health: 2 } },
  // Spikeridged Steed: "Give a minion +2/+6 and Taunt. When it dies, summon a Stegodon." The enchantment carries the
  // deathrattle ("On a Stegodon": "+2/+6 and Taunt. Deathrattle: Summon a Stegodon."); Silence removes both.
  { id: "CORE_UNG_952", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "UNG_952e" }] },
  { id: "UNG_952e", buff: { attack: 2, health: 6, grants: ["TAUNT"] }, deathrattle: [{ type: "summon", card: "UNG_810" }] },
  // Crusader Aura: "Whenever a friendly minion attacks, give it +2/+1. Lasts 3 turns." A lasting spell (光环, the card field
  // `lasts`): it stays in the secret zone for your turn and your next two; its trigger answers the on-attack step (2.6),
  // before the damage, so the minion hits with the +2.
  { id: "TTN_908", lasts: { turns: 3 }, tags: { PALADIN_AURA: 1 }, triggers: [{ on: "attack", zone: "secret", if: { source: "friendly-minion" },
    do: [{ type: "buff", to: "event-source", enchantment: "TTN_908e2" }] }] },
  { id: "TTN_908e2", buff: { attack: 2, health: 1 } },
  // Resistance Aura: "Your opponent's spells cost (1) more. Lasts 2 enemy turns." A lasting spell whose cost aura reaches the
  // spells in your opponent's hand from the secret zone, until the end of their second turn after it is played.
  { id: "TTN_851", lasts: { turns: 2, side: "enemy" }, tags: { PALADIN_AURA: 1 }, auras: [{ zone: "secret", to: { all: "hand", side: "enemy", where: { type: "spell" } }, buff: { cost: 1 } }] },
  // Underlight Angling Rod: "After your Hero attacks, add a random Murloc to your hand." (2.6 g: the after-attack step)
  { id: "CORE_BT_018", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "addCard", pool: { type: "MINION", race: "MURLOC" } }] }] },
];
