/** The Lost City of Un'Goro (THE_LOST_CITY): Shaman cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const TLC_SHAMAN = (): CardDefinition[] => [
  // Cinderfin: "Deathrattle: Summon a 2/1 Sizzling Cinder." (TLC_249, in neutral.ts)
  { id: "TLC_225", deathrattle: [{ type: "summon", card: "TLC_249" }] },
  // Fire Breath: "Deal $4 damage. Give your Elementals +1/+1." (the Elementals in play)
  { id: "DINO_406", target: { type: "character" }, spell: [{ type: "damage", amount: 4, to: "target" },
    { type: "buff", to: { all: "minions", side: "friendly", where: { race: "ELEMENTAL" } }, enchantment: "DINO_406e" }] },
  { id: "DINO_406e", buff: { attack: 1, health: 1 } },
  // Lava Flow: "Deal $2 damage to the lowest Health enemy, three times. Overload: (1)" (each hit picks again, as Fel Barrage;
  // the Overload from the card data)
  { id: "TLC_227", spell: [
    { type: "damage", amount: 2, to: { random: "enemy-characters", lowest: "health" } },
    { type: "damage", amount: 2, to: { random: "enemy-characters", lowest: "health" } },
    { type: "damage", amount: 2, to: { random: "enemy-characters", lowest: "health" } }] },
  // Mechanized Magma: "Whenever you play a Fire spell, gain stats equal to its Cost." (an on-play trigger; the Cost it was
  // played for, reductions included, 2.2)
  { id: "TLC_224", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell", spellSchool: "FIRE" } },
    do: [{ type: "buff", to: "self", attack: { stat: "playedCost", of: "event-target" }, health: { stat: "playedCost", of: "event-target" }, enchantment: "TLC_224e" }] }] },
  { id: "TLC_224e" },
  // Chillspine Stegodon: "Battlecry: Deal 2 damage to two random enemy minions. Kindred: And Freeze them." (two different
  // minions picked once; the Kindred part inside the Battlecry)
  { id: "DINO_413", battlecry: [{ type: "group", of: { random: "enemy-minions", count: 2 }, do: [
    { type: "damage", amount: 2, to: "group" }, { type: "if", if: { kindred: true }, then: [{ type: "freeze", to: "group" }] }] }] },
  // Slagclaw: "Battlecry: Summon two 2/1 Sizzling Cinders. Kindred: Trigger your Sizzling Cinders' Deathrattles." (every
  // friendly Sizzling Cinder in play, left to right)
  { id: "TLC_482", battlecry: [{ type: "summon", card: "TLC_249", count: 2 }],
    kindred: [{ type: "triggerDeathrattle", to: { all: "minions", side: "friendly", where: { name: "Sizzling Cinder" } } }] },
  // Tortotem: "At the end of your turn, get a random minion with multiple minion types." (two types or more, or an Amalgam)
  { id: "DINO_412", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", pool: { type: "MINION", multipleTypes: true } }] }] },
  // Bralma Searstone: "Your Elementals deal 1 extra damage." (a pre-damage change, 4.9 step 4, on damage whose source is a
  // friendly Elemental minion)
  { id: "TLC_228", triggers: [{ on: "pre-damage", if: { source: { side: "friendly", type: "minion", race: "ELEMENTAL" } }, do: [{ type: "changeDamage", add: 1 }] }] },
  // Volcanic Thrasher: "Battlecry: Draw a Fire spell. Kindred: Give it Spell Damage +2." (the Kindred step, after the Battlecry,
  // names the card the Battlecry drew; a spell's own Spell Damage, TLC_223e; none drawn, or burned: nothing)
  { id: "TLC_223", battlecry: [{ type: "draw", where: { type: "spell", spellSchool: "FIRE" } }],
    kindred: [{ type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "TLC_223e" }] },
  { id: "TLC_223e", spellDamage: 2 },
  // Sizzling Swarm: "Deal $3 damage. Summon that many 2/1 Sizzling Cinders." (TLC_249, the set's Sizzling Cinder, as
  // Cinderfin summons; "that many" is the damage dealt, as Imp-losion's "for each damage dealt": Spell Damage counts, damage
  // a Divine Shield or Immune prevents does not)
  { id: "TLC_221", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "summon", card: "TLC_249", count: { dealt: "damage" } }] },
  // Flight of the Firehawk: "Draw two minions of different minion types. Give them +2/+2." (each draw a random minion card
  // with a type that can join the one drawn before with a different type of its own — a typeless minion is never drawn, an
  // Amalgam is any type, as rules-notes 231 reads "of different minion types"; fewer types in the deck, fewer draws, no
  // fatigue. The +2/+2 on the game's TLC_222e, whose own label "+1/+1." is an earlier printing's — the card's text is the
  // authority, rules-notes 330; a card burned by a full hand gets none)
  { id: "TLC_222", spell: [{ type: "draw", count: 2, where: { type: "minion" }, differentTypes: true },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "TLC_222e" }] },
  { id: "TLC_222e", buff: { attack: 2, health: 2 } },
  // Mountain Map: "Discover a minion with a type you haven't played. If you play it this turn, also pick one of the others."
  // (your class and neutral minions with a minion type no minion you played from hand this game has — pool `unplayedType`;
  // a typeless minion has none. The others are the two options not taken, as every Map's: TLC_464e, one-turn, on the card
  // taken for each of them, and playing it this turn lets you pick one — rules-notes 270, 319)
  { id: "TLC_464", spell: [{ type: "discover", from: { type: "MINION", yourClass: true, unplayedType: true }, others: "TLC_464e" }] },
  { id: "TLC_464e", buff: { oneTurn: true }, triggers: [{ on: "play", if: { target: "self" }, do: [{ type: "pickRemembered", enchantment: "TLC_464e" }] }] },
  // Spirit of the Mountain: "Quest: Play 6 minions of unique types. Reward: Ashalon." (an after-play trigger about the minion
  // played, as The Marsh Queen's; it counts when it has a type that, with the minions counted before, each can be given a
  // type of its own — `questProgress` `differentTypes`, rules-notes 231's reading; a typeless minion never counts)
  { id: "TLC_229", quest: { total: 6, reward: [{ type: "addCard", card: "TLC_229t14" }] }, triggers: [{
    on: "after-play", zone: "secret", ifMinionGone: "left-play",
    if: { target: { side: "friendly", type: "minion", transformed: false } }, do: [{ type: "questProgress", differentTypes: true }] }] },
  // Ashalon: "Rush. Battlecry: Adapt twice. For the rest of the game, give minions you play those Adaptations." (two Adapts
  // in a row, each its own three options; each adaptation taken is remembered by a TLC_229t14e on your hero, whose trigger
  // gives it to each minion you play, in the on-play step — rules-notes 330)
  { id: "TLC_229t14", battlecry: [{ type: "adapt", to: "self", record: "TLC_229t14e" }, { type: "adapt", to: "self", record: "TLC_229t14e" }] },
  { id: "TLC_229t14e", triggers: [{ on: "play", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "adapt", to: "event-target", remembered: true }] }] },
];
