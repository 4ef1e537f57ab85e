/** Path of Arthas (阿尔萨斯之路, the Death Knight prologue's cards): the ones other cards offer (Arthas's Gift). */
import type { CardDefinition } from "../format/index.js";

export const PATH_OF_ARTHAS = (): CardDefinition[] => [
  // Dark Transformation: "Transform an Undead into a 4/5 Undead Monstrosity with Rush." Any Undead minion, either side.
  { id: "RLK_057", target: { type: "minion", where: { race: "UNDEAD" } }, spell: [{ type: "transform", to: "target", card: "RLK_057t" }] },
  { id: "RLK_057t", type: "MINION", name: { enUS: "Undead Monstrosity", zhCN: "亡灵怪物" }, cardClass: "DEATHKNIGHT", inferred: true, attack: 4, health: 5, tags: { RUSH: 1 } },
  // Howling Blast: "Deal $3 damage to an enemy and Freeze it. Deal $1 damage to all other enemies."
  { id: "RLK_015", target: { type: "character", side: "enemy" }, spell: [
    { type: "damage", amount: 3, to: "target" },
    { type: "freeze", to: "target" },
    { type: "damage", amount: 1, to: { from: "enemy-characters", except: "target" } },
  ] },
  // Icy Touch: "Deal $2 damage to an enemy and Freeze it."
  { id: "RLK_038", target: { type: "character", side: "enemy" }, spell: [{ type: "damage", amount: 2, to: "target" }, { type: "freeze", to: "target" }] },
  // Bone Breaker (weapon): "After your hero attacks a minion, deal 2 damage to the enemy hero."
  { id: "RLK_516", triggers: [{ on: "after-attack", if: [{ source: "friendly-hero" }, { target: { type: "minion" } }], do: [{ type: "damage", amount: 2, to: "enemy-hero" }] }] },
  // Plague Strike: "Deal $3 damage to a minion. If it dies, summon a 2/2 Zombie with Rush." (it dies: mortally wounded once the
  // damage is dealt; the data's RLK_018t)
  { id: "RLK_018", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" },
    { type: "if", if: { exists: { all: "minions", where: { is: "target", mortallyWounded: true } } }, then: [{ type: "summon", card: "RLK_018t" }] }] },
  // Ymirjar Frostbreaker: "Battlecry: Gain +1 Attack for each Frost spell in your hand." (RLK_110e, RLK_711e, RLK_731e: the
  // game's enchantments missing from the card data — missing-ids.json names them — inferred from their parents' texts)
  { id: "RLK_110", battlecry: [{ type: "buff", to: "self", enchantment: "RLK_110e", attack: { count: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "FROST" } } } }] },
  { id: "RLK_110e", type: "ENCHANTMENT", inferred: true, set: "PATH_OF_ARTHAS", name: "Shattering Strength" },
  // Vicious Bloodworm: "Battlecry: Give a minion in your hand Attack equal to this minion's Attack." (+ that much Attack; a minion
  // card of your hand, chosen as it is played)
  { id: "RLK_711", target: { type: "card", where: { type: "minion" } }, battlecry: [{ type: "buff", to: "target", enchantment: "RLK_711e", attack: { stat: "attack", of: "self" } }] },
  { id: "RLK_711e", type: "ENCHANTMENT", inferred: true, set: "PATH_OF_ARTHAS", name: "Blood Gift" },
  // Lady Deathwhisper: "Deathrattle: Copy all Frost spells in your hand."
  { id: "RLK_713", deathrattle: [{ type: "addCard", copyOf: { all: "hand", side: "friendly", where: { type: "spell", spellSchool: "FROST" } } }] },
  // Darkfallen Neophyte: "Battlecry: Spend 2 Corpses to give all minions in your hand +2 Attack."
  { id: "RLK_731", battlecry: [{ type: "spendCorpses", amount: 2, do: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "RLK_731e" }] }] },
  { id: "RLK_731e", type: "ENCHANTMENT", inferred: true, set: "PATH_OF_ARTHAS", name: "Fallen to Dark", buff: { attack: 2 } },
  // The Scourge: "Fill your board with random Undead." (random Undead minions, one for each free place, as Dwarf Planet's fill)
  { id: "RLK_122", spell: [{ type: "summonRandom", pool: { type: "MINION", race: "UNDEAD" }, count: { space: "friendly-board" } }] },
  // --- w14/isle ---
  // Blood Boil: "Lifesteal. Infect all enemy minions. At the end of your turns, they take 2 damage." Infect: each enemy minion
  // gets the game's RLK_730e, linked to the spell; at the end of each turn of the spell's player the spell deals it 2 damage
  // (the selector `creator`), so the spell's Lifesteal heals that player's hero; the damage is no spell's text, so no Spell
  // Damage (rules-notes 1749)
  { id: "RLK_730", spell: [{ type: "buff", to: "enemy-minions", enchantment: "RLK_730e", link: true }] },
  // inferred from Blood Boil's text (missing-ids: BloodBoil_BoilingBloodEnchantment)
  { id: "RLK_730e", type: "ENCHANTMENT", inferred: true, set: "PATH_OF_ARTHAS", cardClass: "DEATHKNIGHT", name: "Boiling Blood",
    triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 2, to: "self", from: "creator" }] }] },
  // Might of Menethil: "Battlecry: Spend up to 3 Corpses. Freeze that many enemy minions." The weapon takes no target, so
  // the minions are random, different ones (one recorded pick); as a raise spends only what fits (item 216), no more
  // Corpses are spent than there are enemy minions to Freeze (rules-notes 1753)
  { id: "RLK_740", battlecry: [{ type: "spendCorpses", upTo: { count: { all: "minions", side: "enemy" }, max: 3 }, do: [
    { type: "if", if: { value: { corpses: "spentNow" }, atLeast: 3 }, then: [{ type: "freeze", to: { random: "enemy-minions", count: 3 } }],
      else: [{ type: "if", if: { value: { corpses: "spentNow" }, atLeast: 2 }, then: [{ type: "freeze", to: { random: "enemy-minions", count: 2 } }],
        else: [{ type: "freeze", to: { random: "enemy-minions", count: 1 } }] }] }] }] },
];
