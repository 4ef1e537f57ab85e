/** Classic (Expert, 经典): Mage cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const EXPERT1_MAGE: CardDefinition[] = [
  // Sorcerer's Apprentice: your spells cost (1) less (but not less than 1).
  { id: "EX1_608", auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -1, minCost: 1 }, enchantment: "EX1_608e" }] },
  { id: "EX1_608e", buff: { cost: -1, minCost: 1 } },
  // Counterspell: "Secret: When your opponent casts a spell, Counter it." (2.3 c: the counter step of the play phase)
  { id: "EX1_287", triggers: [{ on: "counter", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "counter", to: "event-target" }] }] },
  // Pyroblast.
  { id: "EX1_279", target: { type: "character" }, spell: [{ type: "damage", amount: 10, to: "target" }] },
  // Blizzard: damage all enemy minions, then freeze all enemy minions (3.1: minions that appeared meanwhile too).
  { id: "CS2_028", spell: [{ type: "damage", amount: 2, to: "enemy-minions" }, { type: "freeze", to: "enemy-minions" }] },
  // Mana Wyrm: "Whenever you cast a spell, gain +1 Attack." An on-play trigger (2.3 使用阶段 f).
  { id: "NEW1_012", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", attack: 1, enchantment: "NEW1_012o" }] }] },
  { id: "NEW1_012o", buff: { attack: 1 } },
  // Cone of Cold: damage left, right, middle one by one, then freeze the same minions (3.1 AoE 的结算顺序).
  { id: "EX1_275", target: { type: "minion" }, spell: [{ type: "group", of: { adjacent: "target", self: "last" }, do: [
    { type: "damage", amount: 1, to: "group", oneByOne: true }, { type: "freeze", to: "group" },
  ] }] },
  // Ice Block: "Secret: When your hero takes fatal damage, prevent it and become Immune this turn." A pre-damage trigger,
  // the last of a hero's (4.9 预伤害扳机 4: after the triggers that change the amount, Cursed Blade).
  { id: "EX1_295", triggers: [{ on: "pre-damage", priority: "low", if: [{ target: "friendly-hero" }, { fatal: true }], do: [
    { type: "changeDamage", set: 0 }, { type: "buff", to: "friendly-hero", enchantment: "EX1_295o" },
  ] }] },
  { id: "EX1_295o", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Ice Barrier: "Secret: When your hero is attacked, gain 8 Armor." (no condition, 3.4)
  { id: "EX1_289", triggers: [{ on: "pre-attack", if: { target: "friendly-hero" }, do: [{ type: "armor", amount: 8 }] }] },
  // Vaporize: "Secret: When a minion attacks your hero, destroy it." Needs the attacker in play and not mortally wounded (3.4).
  { id: "EX1_594", triggers: [{ on: "pre-attack", if: [{ target: "friendly-hero" }, { source: { type: "minion", alive: true } }], do: [{ type: "destroy", to: "event-source" }] }] },
  // Kirin Tor Mage: "Battlecry: The next Secret you play this turn costs (0)." (a cost state, 2.3 e)
  { id: "EX1_612", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "EX1_612o" }] },
  { id: "EX1_612o", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { secret: true } }, buff: { setCost: 0 } }], consumedBy: { secret: true } },
  // Spellbender: "Secret: When an enemy casts a spell on a minion, summon a 1/3 as the new target." A targeting trigger (2.3 结算阶段 b).
  { id: "tt_010", triggers: [{ on: "target", if: [{ source: { side: "enemy", type: "spell" } }, { target: "minion" }, { space: "friendly-board" }],
    do: [{ type: "summon", card: "tt_010a" }, { type: "retarget", to: "summoned" }] }] },
  // Mirror Entity: "Secret: After your opponent plays a minion, summon a copy of it." An after-play trigger (2.2 完成阶段 c); a copy per 4.8.
  { id: "EX1_294", triggers: [{ on: "after-play", if: [{ target: { side: "enemy", type: "minion" } }, { space: "friendly-board" }],
    do: [{ type: "summonCopy", of: "event-target", copyState: true }] }] },
];
