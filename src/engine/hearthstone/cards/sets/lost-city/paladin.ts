/** The Lost City of Un'Goro (THE_LOST_CITY): Paladin cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";
import { bonusEffects } from "../bonus-effects.js";

export const TLC_PALADIN = (): CardDefinition[] => [
  // Firegill: "Kindred: Give your other minions Rush." (an Elemental and a Murloc: Kindred after either; DINO_404e none in
  // the data, so Rush is granted by an anonymous enchantment)
  { id: "DINO_404", kindred: [{ type: "buff", to: "other-friendly-minions", grants: ["RUSH"] }] },
  // Threshrider's Blessing: "Give a friendly minion +4/+4 and "Deathrattle: Summon a random 4-Cost minion."" (TLC_477e)
  { id: "TLC_477", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "TLC_477e" }] },
  { id: "TLC_477e", buff: { attack: 4, health: 4 }, deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 } }] },
  // Ready the Fleet: "Give +1/+2 to a friendly minion and your other minions that share a type with it." (TLC_441e2, +1/+2;
  // the target, then the others sharing one of its minion types, an Amalgam's every type)
  { id: "TLC_441", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "TLC_441e2" },
    { type: "buff", to: { all: "minions", side: "friendly", where: { not: ["target"], sharesType: "target" } }, enchantment: "TLC_441e2" }] },
  { id: "TLC_441e2", buff: { attack: 1, health: 2 } },
  // Submerged Map: "Discover a Murloc. If you play it this turn, also pick one of the others." (the Map's enchantment,
  // one-turn, goes on the card taken once for each option not taken, remembering it; playing that card this turn lets its
  // player pick one of them: discover `others`, effect `pickRemembered`)
  { id: "TLC_442", spell: [{ type: "discover", from: { type: "MINION", race: "MURLOC", yourClass: true }, others: "TLC_442e" }] },
  { id: "TLC_442e", buff: { oneTurn: true }, triggers: [{ on: "play", if: { target: "self" }, do: [{ type: "pickRemembered", enchantment: "TLC_442e" }] }] },
  // Hero's Welcome: "Discover a Legendary minion to summon. Set its stats to 10/10." (your class or neutral; summoned, then
  // DINO_424e sets it to 10/10; a full board: nothing is summoned)
  { id: "DINO_424", spell: [{ type: "discover", from: { type: "MINION", rarity: "LEGENDARY", yourClass: true }, into: "play", enchantment: "DINO_424e" }] },
  { id: "DINO_424e", buff: { setAttack: 10, setHealth: 10 } },
  // Violet Treasuregill: "Battlecry: Cast a random spell from your deck that costs (2) or less (targets this if possible)."
  // (the card itself leaves the deck as it is cast, 2.3 施放; it targets this minion when this is one of its valid targets,
  // else a random valid one; one that cannot be cast — no valid target — stays in the deck: 3.3, the Grand Archivist example)
  { id: "TLC_438", battlecry: [{ type: "castSpell", from: "deck", where: { maxCost: 2 }, preferSelf: true }] },
  // Creature of the Sacred Cave: "At the end of your turn, recast a random Holy spell you cast this turn (targets this if
  // possible)." (a new copy of a random Holy spell its player played from hand this turn, each play one chance; cast, not
  // played: 2.3)
  { id: "TLC_430", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "castSpell", played: { turn: "this", spellSchool: "HOLY" }, preferSelf: true }] }] },
  // Hatching Ceremony: "At the end of your next turn, give your minions +2/+2." (the spell arms its own end-of-turn trigger,
  // which waits in the graveyard as Headcrack's does and does not work in the turn it is cast — `arm` `notThisTurn` — so it
  // resolves as its caster's next turn ends, queued with the other end-of-turn triggers by its order, 5.2; the minions on
  // the board then get DINO_405e, +2/+2; it works once)
  { id: "DINO_405", spell: [{ type: "arm", notThisTurn: true }],
    triggers: [{ on: "turn-end", zone: "graveyard", armed: true, if: { turn: "own" }, do: [{ type: "buff", to: "friendly-minions", enchantment: "DINO_405e" }] }] },
  { id: "DINO_405e", buff: { attack: 2, health: 2 } },
  // Hot Spring Glider: "Battlecry: Your next Murloc costs (1) less. Kindred: And gains Divine Shield." (rules-notes 361) A player
  // state, the game's TLC_428e (on your hero), as dive.log shows it: the Murloc minion cards in your hand cost (1) less until
  // you play one — that play uses the reduction up (2.2 d: two uses, the aura only while both are left) — and after that
  // Murloc's Battlecry (its after-play step) the state gives it Divine Shield if the Glider had Kindred, and ends. No turn
  // limit: the card's text has none (the enchantment's "this turn" label is not the card's text; the log's TLC_428e has
  // no TAG_ONE_TURN_EFFECT). With Kindred the state is attached remembering the Glider: the condition `remembers`.
  { id: "TLC_428", battlecry: [{ type: "if", if: { kindred: true },
    then: [{ type: "buff", to: "friendly-hero", enchantment: "TLC_428e", remember: "self" }],
    else: [{ type: "buff", to: "friendly-hero", enchantment: "TLC_428e" }] }] },
  { id: "TLC_428e", uses: 2,
    auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "MURLOC" } }, buff: { cost: -1 }, if: { usesLeft: 2 } }],
    consumedBy: { type: "minion", race: "MURLOC" },
    triggers: [{ on: "after-play", ifMinionGone: "left-play", if: [{ target: { side: "friendly", type: "minion", race: "MURLOC" } }, { usesLeft: 1 }],
      do: [{ type: "if", if: { all: [{ remembers: true }, { entity: "event-target", matches: { zone: "play" } }] },
        then: [{ type: "buff", to: "event-target", grants: ["DIVINE_SHIELD"] }] }, { type: "expire" }] }] },
  // Story of Galvadon: "Give a minion three random Bonus Effects." (three different ones of the game's eight, each a recorded
  // random pick; any minion, either side; rules-notes 527)
  { id: "TLC_444", target: { type: "minion" }, spell: [bonusEffects("target", 3)] },
];
