/** The Lost City of Un'Goro (THE_LOST_CITY): Neutral cards, with the tokens and enchantments they make. */
import type { CardDefinition, Effect } from "../../format/index.js";
import { bonusEffects } from "../bonus-effects.js";

const STRANGLEVINE: NonNullable<CardDefinition["deathrattle"]> = [{ type: "group", of: { random: "friendly-minions" },
  do: [bonusEffects("group"), { type: "buff", to: "group", enchantment: "TLC_465e" }] }];

export const TLC_NEUTRAL = (): CardDefinition[] => [
  // Platysaur: "Battlecry: Draw a card. Deathrattle: Discard it." (a link: the game's TLC_603e2 on the card drawn, recording
  // the Platysaur; the Deathrattle discards the card carrying it if it is still in a hand — played, discarded, shuffled
  // away, or the link cut, nothing. Rules-notes, links.)
  { id: "TLC_603", battlecry: [{ type: "draw", count: 1 }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "TLC_603e2", link: true }],
    deathrattle: [{ type: "discard", to: { linked: "TLC_603e2" } }] },
  { id: "TLC_603e2" },
  // Sizzling Cinder: "Deathrattle: Deal 2 damage randomly split among all enemies." (two hits of 1, each at a random enemy
  // character not mortally wounded, 3.5)
  { id: "TLC_249", deathrattle: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 2 } }] },
  // Tar Tyrant: "Taunt, Lifesteal. Has +6 Attack during your opponent's turn." (an aura on itself while it is the opponent's turn)
  { id: "TLC_605", auras: [{ to: "self", buff: { attack: 6 }, if: { turn: "opponent" } }] },
  // Undercover Cultist: "Taunt, Reborn. Has +3 Attack while damaged." (Amani Berserker's aura, its own enchantment)
  { id: "TLC_101", auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 3 }, enchantment: "TLC_101e" }] },
  { id: "TLC_101e", buff: { attack: 3 } },
  // Willful Watcher: "Taunt. Deathrattle: Destroy the top 3 cards of your deck." (烧毁, 4.3: not a draw)
  { id: "TLC_621", deathrattle: [{ type: "burn", count: 3 }] },
  // Herbivore Assistant: "Battlecry: Give a friendly Beast +2/+2 and Rush."
  { id: "DINO_419", target: { type: "minion", side: "friendly", where: { race: "BEAST" } }, battlecry: [{ type: "buff", to: "target", enchantment: "DINO_419e" }] },
  { id: "DINO_419e", buff: { attack: 2, health: 2, grants: ["RUSH"] } },
  // Holy Eggbearer: "Battlecry: Draw a 0-Attack minion." (none in the deck: nothing)
  { id: "DINO_411", battlecry: [{ type: "draw", count: 1, where: { type: "minion", maxAttack: 0 } }] },
  // Krog, Crater King: "At the end of your turn, set the Attack and Health of all enemy minions to 1."
  { id: "TLC_480", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: "enemy-minions", enchantment: "TLC_480e2" }] }] },
  { id: "TLC_480e2", buff: { setAttack: 1, setHealth: 1 } },
  // Marshland Thresher: "After you cast a spell, gain Divine Shield."
  { id: "TLC_256", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }] }] },
  // Curious Explorer: "Deathrattle: Reduce the Cost of a minion in your opponent's hand by (2)." (a random one; none: nothing)
  { id: "TLC_244", deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "enemy", where: { type: "minion" } } }, cost: -2 }] },
  // Crater Gator: "Battlecry: Until the start of your next turn, the enemy hero can't be healed."
  { id: "TLC_250", battlecry: [{ type: "buff", to: "enemy-hero", enchantment: "TLC_250e" }] },
  { id: "TLC_250e", buff: { grants: ["CANT_BE_HEALED"] }, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "expire" }] }] },
  // Ancient Stegodon: "Battlecry: Choose to gain Taunt, Poisonous, or +1/+1." (your choice, 3 options)
  { id: "TLC_242", battlecry: [{ type: "choose", options: [
    { effects: [{ type: "buff", to: "self", grants: ["TAUNT"] }] },
    { effects: [{ type: "buff", to: "self", grants: ["POISONOUS"] }] },
    { effects: [{ type: "buff", to: "self", attack: 1, health: 1 }] }] }] },
  // Ancient Pterrordax: "Battlecry: Choose to gain Stealth until your next turn, Elusive, or Windfury." (your choice, 3
  // options, as Ancient Stegodon's; the Stealth an anonymous enchantment that expires as its controller's next turn starts —
  // `untilNextTurn`; Elusive is the card data's ELUSIVE: can't be targeted by spells or Hero Powers)
  { id: "TLC_246", battlecry: [{ type: "choose", options: [
    { effects: [{ type: "buff", to: "self", grants: ["STEALTH"], untilNextTurn: true }] },
    { effects: [{ type: "buff", to: "self", grants: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] }] },
    { effects: [{ type: "buff", to: "self", grants: ["WINDFURY"] }] }] }] },
  // Ancient Raptor: "Battlecry: Choose to gain +3 Attack, Divine Shield, or "Deathrattle: Summon two 1/1 Plants."" (your
  // choice of three, as Ancient Stegodon's; the Deathrattle is the game's Living Spores enchantment UNG_999t2e, whose text is
  // this one word for word, summoning its 1/1 Plant UNG_999t2t1 — the set has no token of its own for them, rules-notes 330)
  { id: "TLC_245", battlecry: [{ type: "choose", options: [
    { effects: [{ type: "buff", to: "self", attack: 3 }] },
    { effects: [{ type: "buff", to: "self", grants: ["DIVINE_SHIELD"] }] },
    { effects: [{ type: "buff", to: "self", enchantment: "UNG_999t2e" }] }] }] },
  // Primal Sabretooth: "Stealth. After this attacks and kills a minion, get a copy of it." (the killed defender is mortally
  // wounded in the after-attack step; a fresh copy of its card, 4.8)
  { id: "TLC_247", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }],
    do: [{ type: "addCard", copyOf: "event-target" }] }] },
  // Crater Experiment: "Kindred: Summon a copy of this." (an Amalgam: any minion with a type played last turn)
  { id: "DINO_435", kindred: [{ type: "summonCopy", of: "self" }] },
  // Steamfin Thief: "Kindred: Summon two 1/1 Murlocs with Rush."
  { id: "TLC_429", kindred: [{ type: "summon", card: "TLC_429t", count: 2 }] },
  // Stormbrewer: "Whenever this attacks, deal 3 damage to the target first. Kindred: Gain Rush." (an on-attack trigger, 2.6 c:
  // the defender takes 3 before the combat damage)
  { id: "TLC_107", triggers: [{ on: "attack", if: { source: "self" }, do: [{ type: "damage", amount: 3, to: "event-target" }] }],
    kindred: [{ type: "buff", to: "self", grants: ["RUSH"] }] },
  // Ravenous Devilsaur: "Battlecry: Destroy a minion. Kindred: Gain its stats." (its Attack and Health as they are then, in
  // the Kindred step after the Battlecry, before the death phase)
  { id: "TLC_829", target: { type: "minion" }, battlecry: [{ type: "destroy", to: "target" }],
    kindred: [{ type: "buff", to: "self", attack: { stat: "attack", of: "target" }, health: { stat: "health", of: "target" } }] },
  // Scalehide Kodo: "Battlecry: Destroy the lowest Attack enemy minion. Kindred: The highest Attack instead." (a random one
  // among ties)
  { id: "TLC_454", battlecry: [{ type: "if", if: { kindred: true },
    then: [{ type: "destroy", to: { random: "enemy-minions", highest: "attack" } }], else: [{ type: "destroy", to: { random: "enemy-minions", lowest: "attack" } }] }] },
  // Whirling Stormdrake: "Rush, Windfury. Kindred: Gain Immune this turn."
  { id: "TLC_243", kindred: [{ type: "buff", to: "self", enchantment: "TLC_243e" }] },
  { id: "TLC_243e", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // The Egg of Khelos: "Deathrattle: Summon a slightly cracked Egg. (Break 5 times to hatch a 20/20 Beast with Taunt!)" Each
  // Egg's Deathrattle summons the next (DINO_410t2 … t5); the fifth hatches Khelos (DINO_410t, a 20/20 with Taunt).
  { id: "DINO_410", deathrattle: [{ type: "summon", card: "DINO_410t2" }] },
  { id: "DINO_410t2", deathrattle: [{ type: "summon", card: "DINO_410t3" }] },
  { id: "DINO_410t3", deathrattle: [{ type: "summon", card: "DINO_410t4" }] },
  { id: "DINO_410t4", deathrattle: [{ type: "summon", card: "DINO_410t5" }] },
  { id: "DINO_410t5", deathrattle: [{ type: "summon", card: "DINO_410t" }] },
  // Pterrordax Egg: "Deathrattle: Summon a 3/3 Pterrordax that steals 1 Health from all other minions." (the Pterrordax gains
  // 1 Health for each other minion in play, counted first; each of them gets -1 Health)
  { id: "TLC_831", deathrattle: [{ type: "summon", card: "TLC_831t" }, { type: "if", if: { exists: "summoned" }, then: [
    { type: "group", of: { from: "all-minions", except: "summoned" }, do: [
      { type: "buff", to: "summoned", health: { count: "group" }, enchantment: "TLC_831e2" },
      { type: "buff", to: "group", enchantment: "TLC_831e" }] }] }] },
  { id: "TLC_831e", buff: { health: -1 } },
  { id: "TLC_831e2" },
  // Questing Assistant: "Battlecry: If you played a Quest this game, deal 3 damage to an enemy minion." (a card the data
  // gives the QUEST mechanic — not a Sidequest, SIDE_QUEST — in the record of cards played this game, rules/played.ts; a
  // target only while that holds, target.if)
  { id: "TLC_987", target: { type: "minion", side: "enemy", if: { value: { playedThisGame: "spell", mechanic: "QUEST" }, atLeast: 1 } },
    battlecry: [{ type: "damage", amount: 3, to: "target" }] },
  // Crystal Tender: "Tradeable. Battlecry: Gain empty Mana Crystals until both players have the same Mana." (as many empty
  // crystals as the opponent has more than you, none when you have as many; the cap of 10 stops it, 4.12)
  { id: "TLC_255", battlecry: [{ type: "manaCrystals", state: "empty",
    amount: { mana: "crystals", side: "enemy", add: { mana: "crystals", multiply: -1 }, min: 0 } }] },
  // Petrified Ogre: "Starts Dormant. While Dormant, gain +2/+2 at the start of your turn. (50% chance to awaken instead.)"
  // (Dormant with no count however it enters play; at each start of its controller's turn, while Dormant, one recorded roll:
  // a hit awakens it — summoning sickness, 4.6 — a miss gives +2/+2, TLC_253e2)
  { id: "TLC_253", dormant: true, triggers: [{ on: "turn-start", if: { turn: "own" }, whileDormant: true,
    do: [{ type: "chance", percent: 50, then: [{ type: "awaken", to: "self" }], else: [{ type: "buff", to: "self", enchantment: "TLC_253e2" }] }] }] },
  { id: "TLC_253e2", buff: { attack: 2, health: 2 } },
  // Relic Miner: "Battlecry: Destroy the top card of your deck. Discover a card of the same Rarity." (the card destroyed
  // from the deck, then an ordinary Discover — your class and neutral, 5.1 — among cards of its rarity in the card data;
  // an empty deck or a card without a rarity (a token): nothing to match, no Discover)
  { id: "TLC_109", battlecry: [{ type: "group", of: { top: "deck" }, do: [{ type: "destroy", to: { all: "group" } },
    ...(["FREE", "COMMON", "RARE", "EPIC", "LEGENDARY"] as const).map((rarity): Effect => ({ type: "if", if: { exists: { all: "group", where: { rarity } } },
      then: [{ type: "discover", from: { type: "CARD", rarity, yourClass: true } }] }))] }] },
  // City Chief Esho: "Battlecry: If every minion in your deck shares a minion type, give your other minions +2/+2 (wherever
  // they are)." (condition `sharedType`: an Amalgam shares every type, a typeless minion none; a deck without minions holds
  // it, as Reno's "no duplicates" holds for an empty deck; "wherever they are": the board, the hand and the deck; TLC_110e)
  { id: "TLC_110", battlecry: [{ type: "if", if: { sharedType: { all: "deck", side: "friendly", where: { type: "minion" } } }, then: [
    { type: "buff", to: "other-friendly-minions", enchantment: "TLC_110e" },
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "TLC_110e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "TLC_110e" }] }] },
  { id: "TLC_110e", buff: { attack: 2, health: 2 } },
  // Beast Speaker Taka: "Battlecry: Discover a Legendary Beast from any class to gain its stats. Deathrattle: Summon it."
  // (the Beast taken goes to no hand: `into: aside`; its printed Attack and Health are added — DINO_430e, "Increased stats" —
  // and the enchantment remembers it; the Deathrattle summons a new one of each Beast remembered, `all`: under Brann, both)
  { id: "DINO_430", battlecry: [{ type: "discover", from: { type: "MINION", race: "BEAST", rarity: "LEGENDARY" }, into: "aside" },
    { type: "if", if: { exists: { all: "added" } }, then: [{ type: "buff", to: "self", attack: { stat: "attack", of: { all: "added" } },
      health: { stat: "health", of: { all: "added" } }, enchantment: "DINO_430e", remember: { all: "added" } }] }],
  deathrattle: [{ type: "summonRemembered", enchantment: "DINO_430e", all: true }] },
  { id: "DINO_430e" },
  // Blob of Tar: "Poisonous, Taunt Deathrattle: Summon a 2/2 Blob with Poisonous and a 2/2 Blob with Taunt." (its two Blobs,
  // TLC_468t1 and t2, where it stood; the card's text, the newest source, makes them 2/2 — their own stats in the data, 1/2,
  // come from an older extract, as Flight of the Firehawk's TLC_222e label: rules-notes 330)
  { id: "TLC_468", deathrattle: [{ type: "summon", card: "TLC_468t1", and: ["TLC_468t2"] }] },
  { id: "TLC_468t1", attack: 2, health: 2 },
  { id: "TLC_468t2", attack: 2, health: 2 },
  // Rockskipper: "Battlecry: Get a 1-Cost Rock that deals $3 damage." The Rock is the game's WW_001t (Kobold Miner's Rock,
  // missing-ids.json): a game log (Power.log, Firestone's test-tools/dive.log) shows Rockskipper's Battlecry creating
  // WW_001t in its player's hand — a 1-Cost neutral common spell — and, played, offering every character as target and
  // dealing 3 to the one chosen. Facts inferred from the text and that log (rules-notes 355).
  { id: "TLC_427", battlecry: [{ type: "addCard", card: "WW_001t" }] },
  { id: "WW_001t", type: "SPELL", inferred: true, set: "WILD_WEST", cardClass: "NEUTRAL", name: "Rock", cost: 1,
    target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }] },
  // Cloud Serpent: "Battlecry: Get a copy of another Elemental or Dragon in your hand." Random, not chosen: a game log
  // (from_de_other_side.log) shows it played with three such cards in hand and no choice offered, a copy of one of them
  // created (rules-notes 356). Another Cloud Serpent in hand is "another Elemental or Dragon"; none in hand: nothing.
  // "Elemental or Dragon" as the cards of the hand less those that are neither (two `except`s, no new shape).
  { id: "TLC_888", battlecry: [{ type: "addCard", copyOf: { random: { from: { all: "hand", side: "friendly" },
    except: { from: { all: "hand", side: "friendly", where: { notRace: "ELEMENTAL" } }, except: { all: "hand", side: "friendly", where: { race: "DRAGON" } } } } } }] },
  // Tyrannogill: "Rush. Deathrattle: Summon three 2/1 Murlocs. Give them each a random Bonus Effect." (the data's three 2/1
  // Murloc tokens, one of each, placed as one summon; then each of them its own random Bonus Effect; rules-notes 527)
  { id: "TLC_240", deathrattle: [{ type: "summon", card: "TLC_240t", and: ["TLC_240t2", "TLC_240t3"] },
    { type: "group", of: { all: "summoned" }, each: true, do: [bonusEffects("group")] }] },
  // Stranglevine: "Deathrattle: Give a random friendly minion a random Bonus Effect and this Deathrattle." (the game's
  // TLC_465e carries the same Deathrattle, so it passes on; no friendly minion: nothing; rules-notes 527)
  { id: "TLC_465", deathrattle: STRANGLEVINE },
  { id: "TLC_465e", deathrattle: STRANGLEVINE },
];
