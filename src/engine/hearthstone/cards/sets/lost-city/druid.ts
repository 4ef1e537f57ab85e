/** The Lost City of Un'Goro (THE_LOST_CITY): Druid cards, with the tokens and enchantments they make. */
import type { CardDefinition, Effect } from "../../format/index.js";

/** Hybridization's four draws: a 1-, 2-, 3- and 4-Cost minion, each costing `cost` more if given. */
const hybridDraws = (cost?: number): Effect[] => [1, 2, 3, 4].map((n) => ({ type: "draw", count: 1, where: { type: "minion", cost: n }, ...(cost ? { cost } : {}) }));

export const TLC_DRUID = (): CardDefinition[] => [
  // Skyscreamer Eggs: "Deathrattle: Summon four 2/1 Hatchlings." (TLC_237t, a 2/1 Beast)
  { id: "TLC_237", deathrattle: [{ type: "summon", card: "TLC_237t", count: 4 }] },
  // Eternal Bloodpetal: "Deathrattle: Summon a 0/1 Eternal Seedling." and the Seedling's "Deathrattle: Summon a 5/1 Eternal
  // Bloodpetal." (each the other's token)
  { id: "TLC_234", deathrattle: [{ type: "summon", card: "TLC_234t" }] },
  { id: "TLC_234t", deathrattle: [{ type: "summon", card: "TLC_234" }] },
  // Longneck Egg: "Deathrattle: Summon a 3/3 Beast. Give your minions +1/+1." (the Beast first, so it gets +1/+1 too)
  { id: "DINO_130", deathrattle: [{ type: "summon", card: "DINO_130t" }, { type: "buff", to: "friendly-minions", enchantment: "DINO_130e" }] },
  { id: "DINO_130e", buff: { attack: 1, health: 1 } },
  // Hatchery Helper: "Battlecry: Give your other minions with 2 or less Attack +1/+2 and Taunt." (their Attack as the
  // battlecry resolves; TLC_233e carries the card's current +1/+2 — its own label in the data, "+1/+1", is an older one)
  { id: "TLC_233", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { not: ["self"], maxAttack: 2 } }, enchantment: "TLC_233e" }] },
  { id: "TLC_233e", buff: { attack: 1, health: 2, grants: ["TAUNT"] } },
  // Panther Mask: "Set a minion's stats to 5/4 and give it Stealth. Draw 2 cards." (DINO_432e: 5/4 and Stealth)
  { id: "DINO_432", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "DINO_432e" }, { type: "draw", count: 2 }] },
  { id: "DINO_432e", buff: { setAttack: 5, setHealth: 4, grants: ["STEALTH"] } },
  // Seismopod: "Taunt, Elusive Deathrattle: Give all minions in your hand and deck +3/+3." (Taunt and Elusive from the data)
  { id: "DINO_421", deathrattle: [
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "DINO_421e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "DINO_421e" }] },
  { id: "DINO_421e", buff: { attack: 3, health: 3 } },
  // Hybridization: "Draw a 1, 2, 3, and 4-Cost minion. Kindred: They cost (1) less." (a Nature spell; each draw takes a
  // random minion of that cost in the deck, none: nothing; with Kindred each one drawn costs (1) less)
  { id: "TLC_236", spell: [{ type: "if", if: { kindred: true }, then: hybridDraws(-1), else: hybridDraws() }] },
  // Story of Barnabus: "Draw a minion. If it has 5 or more Attack, give it +5 Health and gain 5 Armor." (its Attack in hand
  // once drawn; a card burned by a full hand gets no Health, the Armor still comes)
  { id: "TLC_231", spell: [{ type: "draw", count: 1, where: { type: "minion" } },
    { type: "if", if: { count: { all: "drawn", where: { minAttack: 5 } }, atLeast: 1 },
      then: [{ type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "TLC_231e" }, { type: "armor", amount: 5 }] }] },
  { id: "TLC_231e", buff: { health: 5 } },
  // Ravenous Flock: "At the start of your next turn, summon three 2/1 Hatchlings." (TLC_232e, the game's player enchantment,
  // on your hero: at the start of its player's next turn it summons three Skyscreamer Hatchlings, TLC_237t — 啸天龙宝宝 in
  // both texts — then expires)
  { id: "TLC_232", spell: [{ type: "buff", to: "friendly-hero", enchantment: "TLC_232e" }] },
  { id: "TLC_232e", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "summon", card: "TLC_237t", count: 3 }, { type: "expire" }] }] },
  // Loh, the Living Legend: "Battlecry: Your minions cost (5) this game." (TLC_257e1, the game's player enchantment, on your
  // hero: an aura setting the Cost of the minion cards in your hand and deck to (5), 4.11 in order of play with other cost
  // changes; the engine has no player entity, so a hero replaced later loses it)
  { id: "TLC_257", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TLC_257e1" }] },
  { id: "TLC_257e1", auras: [
    { to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { setCost: 5 } },
    { to: { all: "deck", side: "friendly", where: { type: "minion" } }, buff: { setCost: 5 } }] },
  // TREEEES!!!: "Choose a minion. Summon four 2/2 Treants that attack it." (TLC_230t; all four summoned, then each attacks
  // the chosen minion in turn — a forced attack, 2.6, cancelled once it is mortally wounded or gone, 2.6 d; a friendly
  // minion is not attacked: the engine's forced attacks are between opposite sides)
  { id: "TLC_230", target: { type: "minion" }, spell: [{ type: "summon", card: "TLC_230t", count: 4 },
    { type: "forceAttack", attacker: { all: "summoned" }, defender: "target" }] },
  // Life Cycle: "Destroy a minion. Summon a random minion of the same Cost to replace it." (5.7/A.1 "destroy, then summon in
  // its place": destroyed, a forced death, then a random minion of its Cost summoned for its controller where it stood)
  { id: "TLC_235", target: { type: "minion" }, spell: [{ type: "destroyAndReplace", to: "target", pool: { type: "MINION", cost: { stat: "cost", of: "each" } } }] },
];
