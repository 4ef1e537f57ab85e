/** Whizbang's Workshop (WHIZBANGS_WORKSHOP), w10/toys. */
import type { CardDefinition } from "../format/index.js";

export const WHIZBANGS_WORKSHOP = (): CardDefinition[] => [
  // ---- 微缩 Miniaturize / 扩大 Gigantify (rules/miniaturize.ts, rules-notes 830): played from hand, the card gives its
  // player its Mini (the data's 1-Cost 1/1 `…t`) or Gigantic (8-Cost 8/8) card. Each Mini/Gigantic has the same text.
  // Tigress Plushy: "Miniaturize Rush, Lifesteal, Divine Shield"
  { id: "TOY_811", miniaturize: "TOY_811t" },
  { id: "TOY_811t" },
  // Snuggle Teddy: "Gigantify Elusive, Lifesteal, Taunt"
  { id: "MIS_300", gigantify: "MIS_300t" },
  { id: "MIS_300t" },
  // Clay Matriarch: "Miniaturize Taunt. Deathrattle: Summon a 4/4 Whelp with Elusive." (the data's TOY_380t2)
  { id: "TOY_380", miniaturize: "TOY_380t", deathrattle: [{ type: "summon", card: "TOY_380t2" }] },
  { id: "TOY_380t", deathrattle: [{ type: "summon", card: "TOY_380t2" }] },
  // Amateur Puppeteer: "Miniaturize, Taunt Deathrattle: Give Undead in your hand +2/+2."
  { id: "TOY_828", miniaturize: "TOY_828t", deathrattle: [{ type: "buff", to: { all: "hand", side: "friendly", where: { race: "UNDEAD" } }, enchantment: "TOY_828e4" }] },
  { id: "TOY_828t", deathrattle: [{ type: "buff", to: { all: "hand", side: "friendly", where: { race: "UNDEAD" } }, enchantment: "TOY_828e4" }] },
  { id: "TOY_828e4", buff: { attack: 2, health: 2 } },
  // Tabletop Roleplayer: "Miniaturize Battlecry: Give a friendly Demon +2 Attack and Immune this turn."
  { id: "TOY_915", miniaturize: "TOY_915t", target: { type: "minion", side: "friendly", where: { race: "DEMON" } }, battlecry: [{ type: "buff", to: "target", enchantment: "TOY_915e" }] },
  { id: "TOY_915t", target: { type: "minion", side: "friendly", where: { race: "DEMON" } }, battlecry: [{ type: "buff", to: "target", enchantment: "TOY_915e" }] },
  { id: "TOY_915e", buff: { attack: 2, grants: ["IMMUNE"], oneTurn: true } },
  // Sand Art Elemental: "Miniaturize Battlecry: Give your hero +1 Attack and Windfury this turn."
  { id: "TOY_513", miniaturize: "TOY_513t", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TOY_513e" }] },
  { id: "TOY_513t", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TOY_513e" }] },
  { id: "TOY_513e", buff: { attack: 1, grants: ["WINDFURY"], oneTurn: true } },
  // Sleet Skater: "Miniaturize Battlecry: Freeze an enemy minion. Gain Armor equal to its Attack."
  { id: "TOY_375", miniaturize: "TOY_375t", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "freeze", to: "target" }, { type: "armor", amount: { stat: "attack", of: "target" } }] },
  { id: "TOY_375t", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "freeze", to: "target" }, { type: "armor", amount: { stat: "attack", of: "target" } }] },
  // Factory Assemblybot: "Miniaturize At the end of your turn, summon a 6/7 Bot that attacks a random enemy." (TOY_601t2;
  // none summoned, no attack)
  { id: "TOY_601", miniaturize: "TOY_601t", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "TOY_601t2" }, { type: "forceAttack", attacker: "summoned", defender: { random: "enemy-characters" } }] }] },
  { id: "TOY_601t", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "TOY_601t2" }, { type: "forceAttack", attacker: "summoned", defender: { random: "enemy-characters" } }] }] },
  // Toy Captain Tarim: "Miniaturize Taunt. Battlecry: Set a minion's Attack and Health to this minion's."
  { id: "TOY_813", miniaturize: "TOY_813t", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", setAttack: { stat: "attack", of: "self" }, setHealth: { stat: "health", of: "self" }, enchantment: "TOY_813e3" }] },
  { id: "TOY_813t", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", setAttack: { stat: "attack", of: "self" }, setHealth: { stat: "health", of: "self" }, enchantment: "TOY_813e3" }] },
  { id: "TOY_813e3" },
  // Chia Drake: "Miniaturize Choose One - Gain Spell Damage +1; or Draw a spell."
  { id: "TOY_801", miniaturize: "TOY_801t", chooseOne: [
    { card: "TOY_801b", effects: [{ type: "buff", to: "self", enchantment: "TOY_801e" }] },
    { card: "TOY_801a", effects: [{ type: "draw", where: { type: "spell" } }] },
  ] },
  { id: "TOY_801t", chooseOne: [
    { card: "TOY_801b", effects: [{ type: "buff", to: "self", enchantment: "TOY_801e" }] },
    { card: "TOY_801a", effects: [{ type: "draw", where: { type: "spell" } }] },
  ] },
  { id: "TOY_801e", spellDamage: 1 },
  // Sandbox Scoundrel: "Miniaturize Battlecry: Your next card this turn costs (2) less." (the one-turn player state
  // TOY_521e, used up by the next card played, as Serrated Bone Spike's)
  { id: "TOY_521", miniaturize: "TOY_521t1", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TOY_521e" }] },
  { id: "TOY_521t1", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TOY_521e" }] },
  { id: "TOY_521e", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly" }, buff: { cost: -2 } }], consumedBy: {} },
  // Mystery Egg: "Miniaturize Deathrattle: Get a copy of a random Beast in your deck. It costs (3) less."
  { id: "TOY_351", miniaturize: "TOY_351t", deathrattle: [{ type: "addCard", copyOf: { random: { all: "deck", side: "friendly", where: { type: "minion", race: "BEAST" } } }, enchantment: "TOY_351e1" }] },
  { id: "TOY_351t", deathrattle: [{ type: "addCard", copyOf: { random: { all: "deck", side: "friendly", where: { type: "minion", race: "BEAST" } } }, enchantment: "TOY_351e1" }] },
  { id: "TOY_351e1", buff: { cost: -3 } },
  // Toysnatching Geist: "Gigantify Battlecry: Discover an Undead. Reduce its Cost by this minion's Attack."
  { id: "MIS_006", gigantify: "MIS_006t", battlecry: [{ type: "discover", from: { type: "MINION", race: "UNDEAD", yourClass: true } },
    { type: "buff", to: { all: "added", where: { zone: "hand" } }, cost: { stat: "attack", of: "self", multiply: -1 }, enchantment: "MIS_006e1" }] },
  { id: "MIS_006t", battlecry: [{ type: "discover", from: { type: "MINION", race: "UNDEAD", yourClass: true } },
    { type: "buff", to: { all: "added", where: { zone: "hand" } }, cost: { stat: "attack", of: "self", multiply: -1 }, enchantment: "MIS_006e1" }] },
  { id: "MIS_006e1" },
  // Murloc Growfin: "Gigantify Battlecry: Summon a Tinyfin with Rush and stats equal to this minion's." (MIS_307t, a 1/1 Rush)
  { id: "MIS_307", gigantify: "MIS_307t1", battlecry: [{ type: "summon", card: "MIS_307t", setAttack: { stat: "attack", of: "self" }, setHealth: { stat: "health", of: "self" } }] },
  { id: "MIS_307t1", battlecry: [{ type: "summon", card: "MIS_307t", setAttack: { stat: "attack", of: "self" }, setHealth: { stat: "health", of: "self" } }] },
  // Flickering Lightbot: "Gigantify Costs (1) less for each Holy spell you've cast this game." (the record of plays)
  { id: "MIS_918", gigantify: "MIS_918t", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", spellSchool: "HOLY", multiply: -1 } } }] },
  { id: "MIS_918t", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", spellSchool: "HOLY", multiply: -1 } } }] },
];
