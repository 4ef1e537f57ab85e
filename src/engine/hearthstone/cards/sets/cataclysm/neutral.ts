/** Cataclysm (大灾变, CATACLYSM): neutral cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

/** The game's Bonus Effects (hsdata Strings/enUS/GLOBAL.txt, GLOBAL_KEYWORD_BONUSEFFECTS_TEXT: "Divine Shield, Lifesteal,
 * Poisonous, Reborn, Rush, Elusive, Taunt, Windfury"), each as the tags it is (Elusive is two: compile.ts). */
const BONUS_EFFECTS: readonly (readonly string[])[] = [["DIVINE_SHIELD"], ["LIFESTEAL"], ["POISONOUS"], ["REBORN"], ["RUSH"],
  ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"], ["TAUNT"], ["WINDFURY"]];

export const CATA_NEUTRAL = (): CardDefinition[] => [
  // Frostbitten Imp: "Battlecry: Freeze this."
  { id: "CATA_612", battlecry: [{ type: "freeze", to: "self" }] },
  // Earthen Drake: "At the end of your turn, deal 4 damage to the enemy hero."
  { id: "CATA_999", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 4, to: "enemy-hero" }] }] },
  // Carrier Whelp: "Battlecry: Get a random Dragon that costs (3) or less."
  { id: "CATA_556", battlecry: [{ type: "addCard", pool: { type: "MINION", race: "DRAGON", costAtMost: 3 } }] },
  // Drakeadon Mongrel: "Deathrattle: Summon two random 4-Cost minions."
  { id: "CATA_723", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } }, { type: "summonRandom", pool: { type: "MINION", cost: 4 } }] },
  // Bronze Keeper: "At the end of your turn, summon a 6/6 Elemental Dragon with Divine Shield."
  { id: "CATA_476", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "CATA_476t" }] }] },
  { id: "CATA_476t", type: "MINION", inferred: true, set: "CATACLYSM", name: "Sandscale Dragon", attack: 6, health: 6,
    races: ["ELEMENTAL", "DRAGON"], tags: { DIVINE_SHIELD: 1 } },
  // Scaled Lancer: "All enemy minions have Taunt."
  { id: "CATA_898", auras: [{ to: "enemy-minions", buff: { grants: ["TAUNT"] }, enchantment: "CATA_898e" }] },
  { id: "CATA_898e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Scalebound", buff: { grants: ["TAUNT"] } },
  // Survivalist: "Has Immune while you control no other minions." (an aura on itself while the condition holds)
  { id: "CATA_613", auras: [{ to: "self", buff: { grants: ["IMMUNE"] }, if: { value: { count: "other-friendly-minions" }, atMost: 0 } }] },
  // Darkscale Broodmother: "Battlecry: If you're holding a Dragon, refresh 2 Mana Crystals."
  { id: "CATA_111", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } },
    then: [{ type: "refreshMana", amount: 2 }] }] },
  // Twilight Egg: "Deathrattle: Summon a 2/2 Whelp. (Gains +1/+1 at the start of your turns!)"
  { id: "CATA_210", deathrattle: [{ type: "summon", card: "CATA_210t" }] },
  { id: "CATA_210t", type: "MINION", inferred: true, set: "CATACLYSM", name: "Accelerated Whelp", attack: 2, health: 2,
    triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "buff", to: "self", attack: 1, health: 1 }] }] },
  // Selfless Protector: "Taunt. Takes one extra damage from all sources." (a pre-damage trigger, 4.9 step 4: after Immune and
  // 0 damage are ruled out, before Divine Shield)
  { id: "CATA_208", triggers: [{ on: "pre-damage", if: { target: "self" }, do: [{ type: "changeDamage", add: 1 }] }] },
  // Warmaster Blackhorn: "Battlecry: Destroy all cards that cost (2) or less in both players' decks." (destroyed in a deck:
  // burned, 4.3; its player's deck, then the opponent's)
  { id: "CATA_720", battlecry: [{ type: "destroy", to: { all: "deck", side: "friendly", where: { maxCost: 2 } } },
    { type: "destroy", to: { all: "deck", side: "enemy", where: { maxCost: 2 } } }] },
  // Gemstone Hoarder: "Battlecry: Choose a card in your hand to discard. Deathrattle: Get it back. It costs (1) less." (the
  // minion remembers the card on its enchantment, then discards it; the Deathrattle adds a new card of it, 1 cheaper)
  { id: "CATA_897", target: { type: "card" }, battlecry: [{ type: "buff", to: "self", enchantment: "CATA_897e3", remember: "target" },
    { type: "destroy", to: "target" }], deathrattle: [{ type: "addRemembered", enchantment: "CATA_897e3", cost: -1 }] },
  { id: "CATA_897e3", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Hoarded Gemstone" },
  // War'loc: "Battlecry: Your next Murloc that costs (3) or less costs Health instead of Mana." (a player state on your hero:
  // an aura granting CARD_COSTS_HEALTH to such Murlocs in your hand, used up when you play one, 2.2 d)
  { id: "CATA_180", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "CATA_180e" }] },
  { id: "CATA_180e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Doom",
    auras: [{ to: { all: "hand", side: "friendly", where: { race: "MURLOC", maxCost: 3 } }, buff: { grants: ["CARD_COSTS_HEALTH"] } }],
    consumedBy: { race: "MURLOC", maxCost: 3 } },
  // Sheltered Survivor: "Battlecry: Choose a card in your hand to shuffle into your deck. Draw a card." (the chosen card goes
  // to a random place of the deck first, so the draw may bring it back; with no card to choose the Battlecry does nothing,
  // rules-notes 261)
  { id: "CATA_721", target: { type: "card" }, battlecry: [{ type: "shuffleFromHand", to: "target" }, { type: "draw" }] },
  // Battlefield Blaster: "Battlecry: Choose a spell in your hand to give Spell Damage +1." (that spell's own Spell Damage:
  // rules/damage.ts ownSpellDamage)
  { id: "CATA_209", target: { type: "card", where: { type: "spell" } }, battlecry: [{ type: "buff", to: "target", enchantment: "CATA_209e" }] },
  { id: "CATA_209e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Battlefield Channeler Spellpower", spellDamage: 1 },
  // Gronn Giant: "This minion's Cost is reduced by the Cost of the last card you played." (the Cost that card was played
  // for — what the record of past play keeps, `read: lastCost`; rules-notes 298)
  { id: "CATA_616", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "card", read: "lastCost", multiply: -1 } } }] },
  // Faceless Replicator: "Elusive Deathrattle: Transform the minion that killed this into a Faceless Replicator." (the
  // killer: the source of the damage or destroy effect that left it mortally wounded, if a minion still in play; rules-notes 311)
  { id: "CATA_185", deathrattle: [{ type: "transform", to: { all: "minions", where: { is: "killer" } }, card: "CATA_185" }] },
  // Stickybomb Saboteur: "Battlecry: Give your opponent a 2-Cost Sabotage. Cards next to it cost (1) more." (rules-notes 386:
  // the Sabotage is a 2-Cost spell whose only text is the aura its parent gives it, from its owner's hand to the cards next
  // to it there; played, it does nothing)
  { id: "CATA_186", battlecry: [{ type: "addCard", card: "CATA_186t", player: "enemy" }] },
  { id: "CATA_186t", type: "SPELL", inferred: true, set: "CATACLYSM", cardClass: "NEUTRAL", name: "Sabotage", cost: 2,
    auras: [{ zone: "hand", to: { all: "hand", side: "friendly", where: { handNeighbourOf: "self" } }, buff: { cost: 1 }, enchantment: "CATA_186te" }] },
  { id: "CATA_186te", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Sabotaged", buff: { cost: 1 } },
  // Twisted Monstrosity: "{0}, {1} Each turn this is in your hand, swap between two random Bonus Effects." (zhCN: 本牌在你的手牌中
  // 时，每回合随机具有两项额外效果 — each turn in hand it has two random Bonus Effects.) It starts with the data's two, Taunt and
  // Elusive; as Shifter Zerus's "Each turn this is in your hand" (3.2), a hand trigger at the start of your turn takes its
  // Bonus Effects away and gives it two different random ones of the game's eight (rules-notes 510); played, it keeps them.
  { id: "CATA_206", triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [
    ...BONUS_EFFECTS.flat().map((keyword) => ({ type: "loseKeyword" as const, to: "self" as const, keyword })),
    { type: "choose", random: true, count: 2, options: BONUS_EFFECTS.map((tags) => ({
      effects: tags.map((keyword) => ({ type: "gainKeyword" as const, to: "self" as const, keyword })) })) }] }] },
];
