/** Into the Emerald Dream (漫游翡翠梦境, EMERALD_DREAM): Neutral cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { bonusEffects } from "../bonus-effects.js";

/** The five Dream cards (梦境牌) of Ysera: Laughing Sister, Ysera Awakens, Emerald Drake, Dream, Nightmare. */
export const DREAM_CARDS = ["DREAM_01", "DREAM_02", "DREAM_03", "DREAM_04", "DREAM_05"];

export const EDR_NEUTRAL = (): CardDefinition[] => [
  // Dreambound Raptor: "After you play a minion, give it a random Bonus Effect." One of the game's eight Bonus Effects
  // (hsdata GLOBAL.txt, 510) at random, each equally likely, none excluded, granted as w8/tt's shared bonusEffects (527);
  // in the after-play step (2.3), only to a minion still alive in play; rules-notes 600.
  { id: "EDR_849", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "minion", alive: true } }, do: [bonusEffects("event-target")] }] },
  // Hopeful Dryad: "Battlecry: Get a random Dream card." (one of the five Dream cards)
  { id: "EDR_001", battlecry: [{ type: "addCard", pool: DREAM_CARDS }] },
  // Critter Caretaker: "At the end of your turn, restore #3 Health to both heroes." (one mass heal, 1.5)
  // Illusory Greenwing: "Taunt. Deathrattle: Shuffle two 4/5 Dragons with Taunt into your deck. They're Summoned When
  // Drawn." Its Illusion EDR_260t (missing-ids.json; a 4-Cost 4/5 neutral Dragon, "Summoned When Drawn. Taunt." in the
  // game's client data and in a game log, rules-notes 357) — w7/tlc's `summonedWhenDrawn`; rules-notes 345
  { id: "EDR_260", deathrattle: [{ type: "shuffleIntoDeck", card: "EDR_260t", count: 2 }] },
  { id: "EDR_260t", type: "MINION", inferred: true, set: "EMERALD_DREAM", cardClass: "NEUTRAL", name: "Illusion", cost: 4, attack: 4, health: 5,
    races: ["DRAGON"], tags: { TAUNT: 1 }, summonedWhenDrawn: true },
  { id: "EDR_971", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "heal", amount: 3, to: "all-heroes" }] }] },
  // Gnawing Greenfin: "Battlecry: Get a random Murloc."
  { id: "EDR_999", battlecry: [{ type: "addCard", pool: { type: "MINION", race: "MURLOC" } }] },
  // Barkshield Sentinel: "Taunt. After you use your Hero Power, gain +2 Health." (Taunt from the card data; the inspire
  // step, after the Hero Power's text, 2.7)
  { id: "EDR_470", triggers: [{ on: "inspire", if: { player: "friendly" }, do: [{ type: "buff", to: "self", enchantment: "EDR_470e" }] }] },
  { id: "EDR_470e", type: "ENCHANTMENT", name: "Alert", inferred: true, set: "EMERALD_DREAM", buff: { health: 2 } },
  // Twisted Treant: "Deathrattle: Give a random minion in each player's hand -2 Attack." (yours, then your opponent's)
  { id: "EDR_495", deathrattle: [
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "EDR_495e" },
    { type: "buff", to: { random: { all: "hand", side: "enemy", where: { type: "minion" } } }, enchantment: "EDR_495e" }] },
  { id: "EDR_495e", type: "ENCHANTMENT", name: "Twisted", inferred: true, set: "EMERALD_DREAM", buff: { attack: -2 } },
  // Daydreaming Pixie: "At the end of your turn, get a random Nature spell."
  { id: "EDR_530", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "NATURE" } }] }] },
  // Tranquil Treant: "Deathrattle: Both players gain an empty Mana Crystal." (4.12: none past the cap)
  { id: "EDR_861", deathrattle: [{ type: "manaCrystals", amount: 1, state: "empty" }, { type: "manaCrystals", amount: 1, state: "empty", player: "enemy" }] },
  // Petal Peddler: "At the end of your turn, give another random friendly Dragon +1/+1."
  { id: "EDR_889", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [
    { type: "buff", to: { random: { all: "minions", side: "friendly", where: { race: "DRAGON", not: "self" } } }, enchantment: "EDR_889e" }] }] },
  { id: "EDR_889e", type: "ENCHANTMENT", name: "Flowery", inferred: true, set: "EMERALD_DREAM", buff: { attack: 1, health: 1 } },
  // Living Flame: "Deathrattle: Draw a Fire spell."
  { id: "FIR_929", deathrattle: [{ type: "draw", count: 1, where: { type: "spell", spellSchool: "FIRE" } }] },
  // Fae Trickster: "Deathrattle: Draw a spell that costs (5) or more."
  { id: "EDR_571", deathrattle: [{ type: "draw", count: 1, where: { type: "spell", minCost: 5 } }] },
  // Dream Rager: "Elusive" (the card data's ELUSIVE: can't be targeted by spells or Hero Powers)
  { id: "EDR_598" },
  // Mother Duck: "Battlecry: Summon three 1/1 Ducklings with Rush."
  { id: "EDR_492", battlecry: [{ type: "summon", card: "EDR_492t", count: 3 }] },
  { id: "EDR_492t", type: "MINION", name: "Duckling", inferred: true, set: "EMERALD_DREAM", cost: 1, attack: 1, health: 1, tags: { RUSH: 1 } },
  // Curious Cumulus: "At the end of your turn, give your hero Divine Shield."
  { id: "EDR_942", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: "friendly-hero", grants: ["DIVINE_SHIELD"] }] }] },
  // Tindral Sageswift: "Deathrattle: Deal 1 damage to all enemies. If it's your opponent's turn, deal 4 damage instead."
  { id: "FIR_958", deathrattle: [{ type: "if", if: { turn: "opponent" },
    then: [{ type: "damage", amount: 4, to: "enemy-characters" }], else: [{ type: "damage", amount: 1, to: "enemy-characters" }] }] },
  // Sporegnasher: "Poisonous. Deathrattle: Deal 1 damage to a random enemy minion."
  { id: "EDR_110", deathrattle: [{ type: "damage", amount: 1, to: { random: "enemy-minions" } }] },
  // Petal Picker: "Battlecry: If you've Imbued your Hero Power twice, draw 2 cards." (the Imbue count, rules/imbue.ts)
  { id: "FIR_921", battlecry: [{ type: "if", if: { value: { imbue: "count" }, atLeast: 2 }, then: [{ type: "draw", count: 2 }] }] },
  // Resplendent Dreamweaver: "Lifesteal. Battlecry: If you've Imbued your Hero Power twice, deal 4 damage to a minion."
  // A target only while the condition holds (as REQ_TARGET_IF_AVAILABLE_AND_…: target.if).
  { id: "EDR_860", target: { type: "minion", if: { value: { imbue: "count" }, atLeast: 2 } },
    battlecry: [{ type: "damage", amount: 4, to: "target" }] },
  // Ysera, Emerald Aspect: "Start of Game: Increase both players' maximum Mana by 5. Battlecry: Gain 3 Mana Crystals." Start of
  // Game (5.5, the `startGame` action): both players' cap on mana crystals goes from 10 to 15 (each copy that resolves adds
  // 5). The battlecry's crystals are full ones (as Nourish's "Gain 2 Mana Crystals"), up to the cap (4.12).
  { id: "EDR_000", startOfGame: [{ type: "maxMana", amount: 5 }, { type: "maxMana", amount: 5, player: "enemy" }],
    battlecry: [{ type: "manaCrystals", amount: 3, state: "full" }] },
  // Animated Moonwell: "After you cast a spell, gain Attack equal to its Cost." (the after-play step, 2.3; the Cost the spell
  // was played for, reductions included — as Arcane Artificer reads it)
  { id: "EDR_254", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } },
    do: [{ type: "buff", to: "self", attack: { stat: "playedCost", of: "event-target" }, enchantment: "EDR_254e1" }] }] },
  { id: "EDR_254e1", type: "ENCHANTMENT", name: "Overflowing", inferred: true, set: "EMERALD_DREAM" },
  // Tormented Dreadwing: "Deathrattle: Draw 2 Dragons. Reduce their Costs by (1)." (each drawn Dragon still in hand gets the
  // reduction, an anonymous enchantment: the data has none; no Dragon left in the deck: nothing, no fatigue)
  { id: "EDR_572", deathrattle: [{ type: "draw", count: 2, where: { race: "DRAGON" }, cost: -1 }] },
  // Meadowstrider: "Taunt. Deathrattle: Put a Meadowstrider on the bottom of your deck. It costs (1)." (a new Meadowstrider;
  // Taunt from the card data; "costs (1)" sets its cost, an anonymous enchantment)
  { id: "EDR_978", deathrattle: [{ type: "shuffleIntoDeck", card: "EDR_978", count: 1, bottom: true, setCost: 1 }] },
  // Scavenging Flytrap: "After a minion dies, gain its Attack." (any minion, either side; its Attack as it left play, 4.8)
  { id: "EDR_484", triggers: [{ on: "death", if: { target: "minion" }, do: [
    { type: "buff", to: "self", attack: { stat: "attack", of: "event-target", lastKnown: true }, enchantment: "EDR_484e" }] }] },
  { id: "EDR_484e", type: "ENCHANTMENT", name: "Scavenging", inferred: true, set: "EMERALD_DREAM" },
  // Naralex, Herald of the Flights: "Your first Dragon each turn costs (1)." (an aura on the Dragons in your hand, while you
  // have played no Dragon this turn — the list of cards played, a countered one not counted)
  { id: "EDR_844", auras: [{ to: { all: "hand", side: "friendly", where: { race: "DRAGON" } }, buff: { setCost: 1 },
    if: { playedThisTurn: "card", race: "DRAGON", atMost: 0 } }] },
  // Zaqali Flamemancer: "Battlecry: If every card in your hand is of a different Cost, reduce their Costs by (2)." (costs as
  // they are then; the reduction an anonymous enchantment on each card: the data has none)
  { id: "FIR_940", battlecry: [{ type: "if", if: { differentCosts: { all: "hand", side: "friendly" } },
    then: [{ type: "buff", to: { all: "hand", side: "friendly" }, cost: -2 }] }] },
  // Envoy of the Glade: "Battlecry: Transform all Neutral cards in your deck into random Druid ones." (each into a random
  // Druid card of any type, a pick of its own, 4.5; the cards in hand and play stay)
  { id: "EDR_873", battlecry: [{ type: "transform", to: { all: "deck", side: "friendly", where: { cardClass: "NEUTRAL" } }, pool: { type: "CARD", cardClass: "DRUID" } }] },
  // Slumbering Sprite: "Starts Dormant. After you use your Hero Power, this awakens." (Dormant with no countdown however it
  // enters play, 4.6 / rules-notes 272; its one working text while Dormant wakes it: not a summon, summoning sickness)
  { id: "EDR_469", dormant: true, triggers: [{ on: "inspire", if: { player: "friendly" }, whileDormant: true, do: [{ type: "awaken", to: "self" }] }] },
  // Ancient of Yore: "Dormant for 2 turns. While Dormant, gain 3 Armor and draw a card at the end of your turn." (the end of
  // the turn it is played counts; it awakens at the start of your second turn after, so twice in all — rules-notes 290)
  { id: "EDR_979", dormant: 2, triggers: [{ on: "turn-end", if: { turn: "own" }, whileDormant: true, do: [{ type: "armor", amount: 3 }, { type: "draw", count: 1 }] }] },
  // Bloodthistle Illusionist: "Battlecry: Summon a copy of this. One secretly dies when it takes damage." One of the two,
  // picked at random after the copy is summoned (the Illusionist alone when no copy came), carries the illusion, which
  // dies when it takes damage (a damage event on it: destroyed, to die in the next death phase); rules-notes 302.
  { id: "EDR_780", battlecry: [{ type: "summonCopy", of: "self", copyState: true },
    { type: "buff", to: { random: { all: "minions", where: { is: ["self", "summoned"] } } }, enchantment: "EDR_780e" }] },
  { id: "EDR_780e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Illusionquestion",
    triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "destroy", to: "self" }] }] },
  // Briarspawn Drake: "At the end of your turn, attack a random enemy minion (excess damage hits the enemy hero)." A forced
  // attack; then what its hit dealt beyond the minion's remaining Health is dealt by the Drake to the enemy hero (after the
  // attack, as the text's next step; none when the hit was stopped or no minion was attacked): rules-notes 304.
  { id: "EDR_453", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [
    { type: "forceAttack", attacker: "self", defender: { random: "enemy-minions" } },
    { type: "damage", amount: { dealt: "excess" }, to: "enemy-hero", spellDamage: false }] }] },
  // 黑暗之赐 (Dark Gift): the ten gifts the game deals (every one seen in Firestone's Power.logs: rules-notes 480), each a
  // 0-Cost neutral spell given as its enchantment (tag IS_NIGHTMARE_BONUS, read by the filter `darkGift`). Texts: the
  // game client's data in a bot's script headers (EDR_100t, t1, t2, t3, t5, t7, t8); Sleepwalker, Persisting Horror and
  // Harpy's Talons from what their enchantments grant in the logs (Charge; Reborn; Divine Shield and Windfury, no stats).
  { id: "EDR_100t", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "NEUTRAL", name: "Waking Terror", cost: 0, darkGift: { enchantment: "EDR_100te" } },
  { id: "EDR_100te", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Waking Terror", tags: { IS_NIGHTMARE_BONUS: 1 }, buff: { attack: 3, grants: ["LIFESTEAL"] } },
  { id: "EDR_100t1", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "NEUTRAL", name: "Well Rested", cost: 0, darkGift: { enchantment: "EDR_100t1e" } },
  { id: "EDR_100t1e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Well Rested", tags: { IS_NIGHTMARE_BONUS: 1 },
    buff: { attack: 2, health: 2, grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] } },
  { id: "EDR_100t2", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "NEUTRAL", name: "Short Claws", cost: 0, darkGift: { enchantment: "EDR_100t2e" } },
  { id: "EDR_100t2e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Short Claws", tags: { IS_NIGHTMARE_BONUS: 1 }, buff: { cost: -2, attack: -2 } },
  { id: "EDR_100t3", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "NEUTRAL", name: "Bundled Up", cost: 0, darkGift: { enchantment: "EDR_100t3e" } },
  { id: "EDR_100t3e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Bundled Up", tags: { IS_NIGHTMARE_BONUS: 1 }, buff: { health: 4, grants: ["TAUNT"] } },
  // Living Nightmare: "When you play this minion, summon a 2/2 copy of it." — the log: a copy keeping its states (the gift's
  // enchantment copied too), set to 2/2 by EDR_100t5e5, right of it, as the card is played (before its Battlecry).
  { id: "EDR_100t5", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "NEUTRAL", name: "Living Nightmare", cost: 0, darkGift: { enchantment: "EDR_100t5e" } },
  { id: "EDR_100t5e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Living Nightmare", tags: { IS_NIGHTMARE_BONUS: 1 },
    triggers: [{ on: "play", if: { target: "self" }, do: [{ type: "summonCopy", of: "self", copyState: true, beside: true, enchantment: "EDR_100t5e5" }] }] },
  { id: "EDR_100t5e5", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Living Nightmare", buff: { setAttack: 2, setHealth: 2 } },
  { id: "EDR_100t6", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "NEUTRAL", name: "Sleepwalker", cost: 0, darkGift: { enchantment: "EDR_100t6e" } },
  { id: "EDR_100t6e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Sneaky Sleepwalking", tags: { IS_NIGHTMARE_BONUS: 1 }, buff: { grants: ["CHARGE"] } },
  // Rude Awakening: "This minion's Battlecries trigger twice." (a battlecries-twice rule of its host only); dealt only to a card
  // with a Battlecry (five of five times in the logs, rules-notes 476)
  { id: "EDR_100t7", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "NEUTRAL", name: "Rude Awakening", cost: 0, darkGift: { enchantment: "EDR_100t7e", onlyWith: "BATTLECRY" } },
  { id: "EDR_100t7e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Rude Awakening", tags: { IS_NIGHTMARE_BONUS: 1 }, auras: [{ rule: "battlecries-twice", where: { is: "self" } }] },
  // Sweet Dreams: "+4/+5. Place this card on top of your deck." (the logs: the card goes on top of the deck, then +4/+5)
  { id: "EDR_100t8", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "NEUTRAL", name: "Sweet Dreams", cost: 0, darkGift: { enchantment: "EDR_100t8e1", top: true } },
  { id: "EDR_100t8e1", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Sweet Dreams", tags: { IS_NIGHTMARE_BONUS: 1 }, buff: { attack: 4, health: 5 } },
  { id: "EDR_100t9", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "NEUTRAL", name: "Persisting Horror", cost: 0, darkGift: { enchantment: "EDR_100t9e" } },
  { id: "EDR_100t9e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Persisting Horror", tags: { IS_NIGHTMARE_BONUS: 1 }, buff: { grants: ["REBORN"] } },
  { id: "EDR_100t13", type: "SPELL", inferred: true, set: "EMERALD_DREAM", cardClass: "NEUTRAL", name: "Harpy's Talons", cost: 0, darkGift: { enchantment: "EDR_100t13e" } },
  { id: "EDR_100t13e", type: "ENCHANTMENT", inferred: true, set: "EMERALD_DREAM", name: "Harpy's Talons", tags: { IS_NIGHTMARE_BONUS: 1 }, buff: { grants: ["DIVINE_SHIELD", "WINDFURY"] } },
  // Creature of Madness: "Battlecry: Discover a 3-Cost minion with a Dark Gift."
  { id: "EDR_105", battlecry: [{ type: "discover", from: { type: "MINION", cost: 3, yourClass: true }, darkGift: true }] },
  // Nightmare Lord Xavius: "Battlecry: Discover a minion from your deck. Give it a Dark Gift." — xavius.log: each option
  // shows its own gift; the card chosen is drawn, then given that gift (rules-notes 480)
  { id: "EDR_856", battlecry: [{ type: "discover", from: "deck", where: { type: "minion" }, darkGift: true }] },
  // Treacherous Tormentor: "Battlecry: Discover a Legendary minion with a Dark Gift."
  { id: "EDR_102", battlecry: [{ type: "discover", from: { type: "MINION", rarity: "LEGENDARY", yourClass: true }, darkGift: true }] },
  // Bitterbloom Knight: "Battlecry: Imbue your Hero Power." Flutterwing Guardian: "Taunt, Divine Shield Battlecry: Imbue
  // your Hero Power." (Taunt and Divine Shield from the card data.) A class without an Imbued Hero Power counts the Imbue
  // and keeps its Hero Power (rules-notes 495); a class whose one is not built yet: 422 (rules/imbue.ts).
  { id: "EDR_852", battlecry: [{ type: "imbue" }] },
  { id: "EDR_800", battlecry: [{ type: "imbue" }] },
];

