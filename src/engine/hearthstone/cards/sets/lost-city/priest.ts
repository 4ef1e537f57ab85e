/** The Lost City of Un'Goro (THE_LOST_CITY): Priest cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_PRIEST = (): CardDefinition[] => [
  // Atlasaurus: "Taunt. Deathrattle: Summon a random Taunt minion that costs (5) or more." (Taunt from the card data)
  { id: "DINO_431", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", mechanic: "TAUNT", costAtLeast: 5 } }] },
  // Glade Ecologist: "Deathrattle: Get a 1-Cost Holy spell that gives a minion +2 or -2 Health." (the spell is TLC_813:
  // "Choose a minion. If it's friendly, give it +2 Health. If it's an enemy, give it -2 Health.")
  { id: "TLC_820", deathrattle: [{ type: "addCard", card: "TLC_813" }] },
  { id: "TLC_813", target: { type: "minion" }, spell: [{ type: "if", if: { entity: "target", matches: { side: "friendly" } },
    then: [{ type: "buff", to: "target", enchantment: "TLC_813e" }], else: [{ type: "buff", to: "target", enchantment: "TLC_813e2" }] }] },
  { id: "TLC_813e", buff: { health: 2 } },
  { id: "TLC_813e2", buff: { health: -2 } },
  // Twilight Mender: "Deathrattle: Get a random Holy and Shadow spell." (one of each, 随机获取神圣和暗影法术牌各一张)
  { id: "TLC_814", deathrattle: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "HOLY" } },
    { type: "addCard", pool: { type: "SPELL", spellSchool: "SHADOW" } }] },
  // Story of Amara: "Set your hero's Health to 40." (4.1: a maximum below 40 is raised to it by the enchantment)
  { id: "TLC_835", spell: [{ type: "setRemainingHealth", to: "friendly-hero", amount: 40, enchantment: "TLC_835e" }] },
  { id: "TLC_835e" },
  // Resuscitate: "Resurrect a 1, 2, and 3-Cost minion. Give them Reborn." (4.10: each a random one of the friendly minions
  // of that Cost that died this game; a Cost with none resurrects nothing)
  { id: "TLC_818", spell: [
    { type: "resurrect", where: { costAtLeast: 1, costAtMost: 1 } }, { type: "buff", to: "summoned", grants: ["REBORN"] },
    { type: "resurrect", where: { costAtLeast: 2, costAtMost: 2 } }, { type: "buff", to: "summoned", grants: ["REBORN"] },
    { type: "resurrect", where: { costAtLeast: 3, costAtMost: 3 } }, { type: "buff", to: "summoned", grants: ["REBORN"] }] },
  // Wilted Shadow: "Lifesteal. Whenever you heal an enemy, this attacks it." (Lifesteal from the card data; a forced attack, 2.6)
  { id: "TLC_821", triggers: [{ on: "heal", if: [{ source: "friendly" }, { target: "enemy-character" }],
    do: [{ type: "forceAttack", attacker: "self", defender: "event-target" }] }] },
  // Archaios: "Whenever another friendly minion attacks, set its Health equal to this minion's Health." (an on-attack
  // trigger, 2.6 c; the Health set by an enchantment, 4.1)
  { id: "TLC_811", triggers: [{ on: "attack", if: { source: "other-friendly-minion" },
    do: [{ type: "buff", to: "event-source", setHealth: { stat: "health", of: "self" }, enchantment: "TLC_811e" }] }] },
  { id: "TLC_811e", type: "ENCHANTMENT", inferred: true, set: "THE_LOST_CITY", cardClass: "PRIEST", name: "Archaios Aegis" },
  // Behemoth Mask: "Set a minion's stats to 8/10 and give it Lifesteal. Force a random enemy minion to attack it." (the
  // attacker another minion than the target; none: no attack)
  { id: "DINO_428", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "DINO_428e" },
    { type: "forceAttack", attacker: { random: { from: "enemy-minions", except: "target" } }, defender: "target" }] },
  { id: "DINO_428e", buff: { setAttack: 8, setHealth: 10, grants: ["LIFESTEAL"] } },
  // Gladesong Siren: "Lifesteal. Costs (1) if you've played a Holy and Shadow spell this turn." (a self cost aura in hand)
  { id: "TLC_819", auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { all: [
    { playedThisTurn: "spell", spellSchool: "HOLY", atLeast: 1 }, { playedThisTurn: "spell", spellSchool: "SHADOW", atLeast: 1 }] } }] },
  // Gravedawn Sunbloom: "Draw 2 cards. Kindred: This costs (2) less." (a self cost aura in hand while Kindred holds)
  { id: "TLC_816", spell: [{ type: "draw", count: 2 }], auras: [{ to: "self", zone: "hand", buff: { cost: -2 }, if: { kindred: true } }] },
  // Gravedawn Voidbulb: "Summon a random 4-Cost minion and give it Taunt. Kindred: Do it again."
  { id: "TLC_815", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } }, { type: "buff", to: "summoned", enchantment: "TLC_815e" }],
    kindred: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } }, { type: "buff", to: "summoned", enchantment: "TLC_815e" }] },
  { id: "TLC_815e", buff: { grants: ["TAUNT"] } },
  // Ritual of Life: "Discover a 3-Cost minion. Summon a 2/3 copy of it." (your class's or neutral; the card taken stays in your
  // hand and a copy of it is summoned, set to 2/3 by DINO_426e)
  { id: "DINO_426", spell: [{ type: "discover", from: { type: "MINION", cost: 3, yourClass: true } },
    { type: "summonCopy", of: { all: "added" }, enchantment: "DINO_426e" }] },
  { id: "DINO_426e", buff: { setAttack: 2, setHealth: 3 } },
];
