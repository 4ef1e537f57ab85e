/** Classic (Expert, 经典): Warlock cards, with the tokens and enchantments they make. */
import type { CardDefinition, Effect } from "../../format/index.js";

/**
 * "Destroy all minions": Twisting Nether's text, today's ("… and locations") and the Classic format's. The engine has no
 * locations, so the two mean the same here and share it (VAN_EX1_312).
 */
export const DESTROY_ALL_MINIONS: Effect[] = [{ type: "destroy", to: "all-minions" }];

export const EXPERT1_WARLOCK = (): CardDefinition[] => [
  // Shadowflame: the damage comes first and the destroy after (3.1 反常的结算顺序), so the friendly minion is still in
  // play, not yet destroyed, while the damage events resolve.
  { id: "EX1_303", target: { type: "minion", side: "friendly" }, spell: [
    { type: "damage", amount: { stat: "attack", of: "target" }, to: "enemy-minions" }, { type: "destroy", to: "target" },
  ] },
  // Demonfire: "Deal 2 damage to a minion. If it's a friendly Demon, give it +2/+2 instead." (decided as it resolves, 3.3)
  { id: "EX1_596", target: { type: "minion" }, spell: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { is: "target", race: "DEMON" } } },
    then: [{ type: "buff", to: "target", enchantment: "EX1_596e" }], else: [{ type: "damage", amount: 2, to: "target" }] }] },
  { id: "EX1_596e", buff: { attack: 2, health: 2 } },
  // Summoning Portal: your minions cost (2) less, but not less than (1).
  { id: "EX1_315", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { cost: -2, minCost: 1 }, enchantment: "EX1_315e" }] },
  { id: "EX1_315e", buff: { cost: -2, minCost: 1 } },
  // Felguard: "Battlecry: Destroy one of your Mana Crystals."
  { id: "EX1_301", battlecry: [{ type: "manaCrystals", amount: -1 }] },
  // Power Overwhelming: "+4/+4 until end of turn. Then, it dies. Horribly."
  { id: "EX1_316", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "EX1_316e" }] },
  { id: "EX1_316e", buff: { attack: 4, health: 4 }, triggers: [{ on: "turn-end", do: [{ type: "destroy", to: "self" }] }] },
  // Lord Jaraxxus: "Battlecry: Equip a 3/8 Blood Fury." Brings INFERNO!.
  { id: "EX1_323", heroPower: "EX1_tk33", battlecry: [{ type: "equipWeapon", card: "EX1_323w" }] },
  { id: "EX1_tk33", power: [{ type: "summon", card: "EX1_tk34" }] },
  // Twisting Nether: "Destroy all minions and locations." (no locations in this engine)
  { id: "EX1_312", spell: DESTROY_ALL_MINIONS },
  // Doomguard: "Charge. Battlecry: Discard two random cards." (Charge from its tags; 4.3: both go, then both discard events)
  { id: "EX1_310", battlecry: [{ type: "discard", count: 2 }] },
  { id: "EX1_309", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }, { type: "heal", amount: 3, to: "friendly-hero" }] }, // Siphon Soul
  { id: "EX1_319", battlecry: [{ type: "damage", amount: 3, to: "friendly-hero" }] }, // Flame Imp
  { id: "EX1_313", battlecry: [{ type: "damage", amount: 5, to: "friendly-hero" }] }, // Pit Lord
  // Bane of Doom: "Deal $3 damage to a character. If it dies, summon a random Demon." "If it dies": the target is mortally
  // wounded after the damage (as Mortal Coil); the Demon is any collectible Demon minion (a recorded random pick).
  { id: "EX1_320", target: { type: "character" }, spell: [
    { type: "damage", amount: 3, to: "target" },
    { type: "if", if: { entity: "target", matches: { mortallyWounded: true } }, then: [{ type: "summonRandom", pool: { type: "MINION", race: "DEMON" } }] },
  ] },
  // Blood Imp: "Stealth. At the end of your turn, give another random friendly minion +1 Health." (Stealth from its tags)
  { id: "CS2_059", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: "other-friendly-minions" }, enchantment: "CS2_059o" }] }] },
  { id: "CS2_059o", buff: { health: 1 } },
  // Sense Demons: "Draw 2 Demons from your deck." Each draw with no Demon left gives a Worthless Imp instead (the game's
  // behaviour, which the token's own text tells: "You are out of demons! At least there are always imps...").
  { id: "EX1_317", spell: [{ type: "draw", count: 2, where: { race: "DEMON" }, instead: [{ type: "addCard", card: "EX1_317t" }] }] },
  { id: "EX1_317t" }, // Worthless Imp, a 1/1 Demon: its text only tells why it came
  // Gul'dan's Gift: "Discover a Temporary Mortal Coil, Siphon Soul, or Twisting Nether." (Temporary: GBL_999e, sets/global.ts)
  { id: "GIFT_11", spell: [{ type: "discover", from: ["EX1_302", "EX1_309", "EX1_312"], enchantment: "GBL_999e" }] },
  // Void Terror: "Battlecry: Destroy both adjacent minions and gain their Attack and Health." Destroying only marks them
  // (4.3), so their Attack and (current) Health are read after, as they are when the battlecry resolves.
  { id: "EX1_304", battlecry: [
    { type: "destroy", to: { adjacent: "self" } },
    { type: "buff", to: "self", attack: { stat: "attack", of: { adjacent: "self" } }, health: { stat: "health", of: { adjacent: "self" } }, enchantment: "EX1_304e" },
  ] },
  { id: "EX1_304e" }, // Consume: the stats the battlecry read
];
