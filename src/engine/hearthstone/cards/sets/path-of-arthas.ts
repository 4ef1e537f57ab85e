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
];
