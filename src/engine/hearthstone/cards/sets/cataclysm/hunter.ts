/** Cataclysm (大灾变, CATACLYSM): Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_HUNTER = (): CardDefinition[] => [
  // Confront the Tol'vir: "Replay each 1-Cost card you've played this game (targeting enemies if possible.)" (`replay`,
  // rules-notes: the plays of the record made for 1 Mana, in the order played; spells cast at a random enemy when one is a
  // valid target, minions summoned and weapons equipped without their Battlecries)
  { id: "CATA_560", spell: [{ type: "replay", played: { cost: 1 }, preferEnemies: true }] },
  // Reinforcement Rallier: "Elusive" (its text's keyword: can't be targeted by spells or Hero Powers)
  { id: "CATA_558" },
  // Tol'vir Carver: "Battlecry: Choose a card in your hand. At the start of your turns, reduce its Cost by (1)." (an
  // enchantment on the card whose trigger works while it is in hand)
  { id: "CATA_566", target: { type: "card" }, battlecry: [{ type: "buff", to: "target", enchantment: "CATA_566e" }] },
  { id: "CATA_566e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Carving",
    triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [{ type: "buff", to: "self", cost: -1 }] }] },
  // The Dragon forms (rules-notes): "While in hand, play a Dragon to become an X/X Dragon" is a hand trigger on your playing
  // a Dragon (its on-play step, 2.2: the card played a Dragon as played) that transforms the card in hand (4.5) into its
  // Dragon form, the game's token of the same name: the card's own text without the hand clause, the cost unchanged, the
  // stats and the type the text gives
  // Stonetalon Striker: "Taunt While in hand, play a Dragon to become a 6/6 Dragon!"
  { id: "CATA_551", triggers: [{ on: "play", zone: "hand", if: { target: { side: "friendly", type: "minion", playedRace: "DRAGON" } },
    do: [{ type: "transform", to: "self", card: "CATA_551t" }] }] },
  { id: "CATA_551t", type: "MINION", inferred: true, set: "CATACLYSM", cardClass: "HUNTER", name: "Stonetalon Striker", cost: 3,
    attack: 6, health: 6, races: ["DRAGON"], tags: { TAUNT: 1 } },
  // Ebonscale Scout: "Battlecry: Deal damage equal to this minion's Attack. (While in hand, play a Dragon to become an 8/8
  // Dragon.)" ("Deal damage" names no side: any character, as Fire Elemental's)
  { id: "CATA_552", target: { type: "character" }, battlecry: [{ type: "damage", amount: { stat: "attack", of: "self" }, to: "target" }],
    triggers: [{ on: "play", zone: "hand", if: { target: { side: "friendly", type: "minion", playedRace: "DRAGON" } },
      do: [{ type: "transform", to: "self", card: "CATA_552t" }] }] },
  { id: "CATA_552t", type: "MINION", inferred: true, set: "CATACLYSM", cardClass: "HUNTER", name: "Ebonscale Scout", cost: 6,
    attack: 8, health: 8, races: ["DRAGON"], target: { type: "character" },
    battlecry: [{ type: "damage", amount: { stat: "attack", of: "self" }, to: "target" }] },
  // Ebyssian: "Battlecry: Your Dragons have Rush this game. While in hand, play a Dragon to become a 12/12 Dragon!" (a player
  // state on your hero, CATA_553e, whose aura gives your Dragons in play Rush, CATA_553e2; a hero replaced later loses it)
  { id: "CATA_553", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "CATA_553e" }],
    triggers: [{ on: "play", zone: "hand", if: { target: { side: "friendly", type: "minion", playedRace: "DRAGON" } },
      do: [{ type: "transform", to: "self", card: "CATA_553t" }] }] },
  { id: "CATA_553t", type: "MINION", inferred: true, set: "CATACLYSM", cardClass: "HUNTER", name: "Ebyssian", cost: 7,
    attack: 12, health: 12, races: ["DRAGON"], battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "CATA_553e" }] },
  { id: "CATA_553e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Ebyssians Blessing",
    auras: [{ to: { all: "minions", side: "friendly", where: { race: "DRAGON" } }, buff: { grants: ["RUSH"] }, enchantment: "CATA_553e2" }] },
  { id: "CATA_553e2", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Ebyssians Blessing", buff: { grants: ["RUSH"] } },
  // Earthen Roar: "Set an enemy minion's Health to 1. If you're holding a Dragon, pick another." (rules-notes 298: the second
  // is picked as the spell resolves, among the other enemy minions the spell could have targeted — not Stealthed, not
  // Elusive, not Immune — and none leaves it at one)
  { id: "CATA_554", target: { type: "minion", side: "enemy" }, spell: [{ type: "buff", to: "target", enchantment: "CATA_554e" },
    { type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "pick",
      from: { from: { from: { all: "minions", side: "enemy", where: { not: "target", alive: true, notTag: "STEALTH" } },
        except: { all: "minions", where: { tag: "CANT_BE_TARGETED_BY_SPELLS" } } }, except: { all: "minions", where: { tag: "IMMUNE" } } },
      do: [{ type: "buff", to: { all: "group" }, enchantment: "CATA_554e" }] }] }] },
  { id: "CATA_554e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Intimidated", buff: { setHealth: 1 } },
];
