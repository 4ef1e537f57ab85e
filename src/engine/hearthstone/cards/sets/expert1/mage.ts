/** Classic (Expert, 经典): Mage cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

/** Ice Barrier: "Secret: When your hero is attacked, gain 8 Armor." (no condition, 3.4) The 2014 text's "As soon as" reads the same. */
export const iceBarrier: Omit<CardDefinition, "id"> = { triggers: [{ on: "pre-attack", if: { target: "friendly-hero" }, do: [{ type: "armor", amount: 8 }] }] };
/** Mirror Entity: "Secret: After your opponent plays a minion, summon a copy of it." An after-play trigger (2.2 完成阶段 c); a copy
 * per 4.8. The 2014 text ("When your opponent plays a minion") is the same trigger: the English rulebook of that time already
 * puts it in the after-play phase (docs/rules-notes.md). */
export const mirrorEntity: Omit<CardDefinition, "id"> = { triggers: [{ on: "after-play", if: [{ target: { side: "enemy", type: "minion" } }, { space: "friendly-board" }],
  do: [{ type: "summonCopy", of: "event-target", copyState: true }] }] };

export const EXPERT1_MAGE = (): CardDefinition[] => [
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
  { id: "EX1_289", ...iceBarrier },
  // Vaporize: "Secret: When a minion attacks your hero, destroy it." Needs the attacker in play and not mortally wounded (3.4).
  { id: "EX1_594", triggers: [{ on: "pre-attack", if: [{ target: "friendly-hero" }, { source: { type: "minion", alive: true } }], do: [{ type: "destroy", to: "event-source" }] }] },
  // Kirin Tor Mage: "Battlecry: The next Secret you play this turn costs (0)." (a cost state, 2.3 e)
  { id: "EX1_612", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "EX1_612o" }] },
  { id: "EX1_612o", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { secret: true } }, buff: { setCost: 0 } }], consumedBy: { secret: true } },
  // Spellbender: "Secret: When an enemy casts a spell on a minion, summon a 1/3 as the new target." A targeting trigger (2.3 结算阶段 b).
  { id: "tt_010", triggers: [{ on: "target", if: [{ source: { side: "enemy", type: "spell" } }, { target: "minion" }, { space: "friendly-board" }],
    do: [{ type: "summon", card: "tt_010a" }, { type: "retarget", to: "summoned" }] }] },
  { id: "EX1_294", ...mirrorEntity },
  // Archmage Antonidas: "Whenever you cast a spell, add a 'Fireball' spell to your hand." An on-play trigger, like Mana Wyrm
  // (2.3 使用阶段 f: "cast" here is playing from hand; a countered spell has no on-play step).
  { id: "EX1_559", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "addCard", card: "CS2_029", count: 1 }] }] },
  // Ethereal Arcanist: "If you control a Secret at the end of your turn, gain +2/+2." (checked when the trigger queues and again as it resolves)
  { id: "EX1_274", triggers: [{ on: "turn-end", if: [{ turn: "own" }, { exists: { all: "secrets", side: "friendly", where: { secret: true } } }],
    do: [{ type: "buff", to: "self", enchantment: "EX1_274e" }] }] },
  { id: "EX1_274e", buff: { attack: 2, health: 2 } },
  // Jaina's Gift: "Discover a Temporary Frostbolt, Arcane Intellect, or Fireball." The card taken gets the game's Temporary
  // enchantment (GBL_999e, sets/global.ts): discarded at the end of your turn if still in hand.
  { id: "GIFT_02", spell: [{ type: "discover", from: ["CS2_024", "CS2_023", "CS2_029"], enchantment: "GBL_999e" }] },
  // Ice Lance: "Freeze a character. If it was already Frozen, deal $4 damage instead." Frozen is read as the text resolves.
  { id: "CS2_031", target: { type: "character" }, spell: [{ type: "if", if: { entity: "target", matches: { tag: "FROZEN" } },
    then: [{ type: "damage", amount: 4, to: "target" }], else: [{ type: "freeze", to: "target" }] }] },
];
