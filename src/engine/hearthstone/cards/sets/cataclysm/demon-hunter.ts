/** Cataclysm (大灾变, CATACLYSM): Demon Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const CATA_DEMONHUNTER = (): CardDefinition[] => [
  // Broxigar's Last Stand: "Deal $1 damage to all minions. Draw a card for each that died." (those the damage left mortally
  // wounded, counted before the death phase)
  { id: "CATA_526", spell: [{ type: "damage", amount: 1, to: "all-minions" },
    { type: "draw", count: { count: { all: "minions", where: { mortallyWounded: true } } } }] },
  // Malevolent Mutant: "Battlecry: Choose a Fel spell in your hand. Get a copy of it." (a copy of a card in hand keeps its
  // states, 4.8)
  { id: "CATA_697", target: { type: "card", where: { type: "spell", spellSchool: "FEL" } }, battlecry: [{ type: "addCard", copyOf: "target" }] },
  // Ravenous Felfisher: "Costs (1) less for each Fel spell you've cast this game." (Fel spells played from hand, in the record
  // of cards played this game; spells cast by other cards are not the player's casts, rules/played.ts)
  { id: "CATA_529", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", spellSchool: "FEL", multiply: -1 } } }] },
  // Sigil of the Seas: "At the start of your next turn, summon a 3/3 Naga with Taunt." A Sigil (rules-notes 242): it waits in
  // the secret zone until its player's next turn starts, summons, then is destroyed
  { id: "CATA_528", lasts: { turns: 2 }, triggers: [{ on: "turn-start", zone: "secret", if: { turn: "own" },
    do: [{ type: "summon", card: "CATA_528t" }, { type: "destroy", to: "self" }] }] },
  { id: "CATA_528t", type: "MINION", inferred: true, set: "CATACLYSM", cardClass: "DEMONHUNTER", name: "Naga Monstrosity",
    attack: 3, health: 3, races: ["NAGA"], tags: { TAUNT: 1 } },
  // Flash Flood: "Deal $5 damage to your opponent's left and right-most minions. Outcast: Do it again." (Outcast replaces the
  // text with it twice, 5.1; the second time reads the ends of the board as they are then, with no death phase between:
  // rules-notes)
  { id: "CATA_533", spell: [{ type: "damage", amount: 5, to: { all: "minions", side: "enemy", where: { boardPlace: "outer" } } }],
    outcast: [{ type: "damage", amount: 5, to: { all: "minions", side: "enemy", where: { boardPlace: "outer" } } },
      { type: "damage", amount: 5, to: { all: "minions", side: "enemy", where: { boardPlace: "outer" } } }] },
  // Dread Leviathan: "Taunt. Battlecry: Choose an enemy minion to steal 3 Health from, three times." (a steal moves stats:
  // the minion gets -3 Health, CATA_699e, and this +3, CATA_699e2; the first choice is the Battlecry's target, the two
  // others are picked as it resolves among the enemy minions it could target (not Stealthed, not Immune), not mortally wounded — the same one may come
  // again; rules-notes 298)
  { id: "CATA_699", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "if", if: { exists: "target" }, then: [
    { type: "buff", to: "target", enchantment: "CATA_699e" }, { type: "buff", to: "self", enchantment: "CATA_699e2" },
    { type: "repeat", times: 2, do: [{ type: "pick",
      from: { from: { all: "minions", side: "enemy", where: { alive: true, notTag: "STEALTH" } }, except: { all: "minions", where: { tag: "IMMUNE" } } },
      do: [{ type: "buff", to: { all: "group" }, enchantment: "CATA_699e" }, { type: "buff", to: "self", enchantment: "CATA_699e2" }] }] }] }] },
  { id: "CATA_699e", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Drained", buff: { health: -3 } },
  { id: "CATA_699e2", type: "ENCHANTMENT", inferred: true, set: "CATACLYSM", name: "Crackin", buff: { health: 3 } },
];
