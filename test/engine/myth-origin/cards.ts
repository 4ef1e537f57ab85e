/**
 * The client cards of the guide's examples (神话起源规则指南): the guide names them without text, so each has the
 * abilities its example implies. Stats not given by the guide are made up (noted in docs/myth-origin-notes.md).
 */
import type { MythCardDefinition } from "../../../src/engine/myth-origin/schema.js";

const n = (zhCN: string, enUS: string) => ({ zhCN, enUS });

export const CARDS: MythCardDefinition[] = [
  // 主将, 法宝
  { id: "帝辛", name: n("帝辛", "Di Xin"), type: "general", health: 30 },
  { id: "姜子牙", name: n("姜子牙", "Jiang Ziya"), type: "general", health: 30, abilities: [{ cost: { spirit: 4, tap: true }, effects: [{ type: "draw" }] }] },
  { id: "灵动姜子牙", name: n("灵动姜子牙", "Agile Jiang Ziya"), type: "general", health: 30, abilities: [{ cost: { spirit: 4, tap: true }, agile: true, effects: [{ type: "draw" }] }] },
  { id: "圣灵珠", name: n("圣灵珠", "Holy Spirit Pearl"), type: "treasure", statics: [{ type: "noReset", name: "妲己" }] },
  { id: "礼尚往来", name: n("礼尚往来", "Courtesy Demands Reciprocity"), type: "treasure", abilities: [{ cost: { tap: true }, effects: [{ type: "draw", who: "each" }] }] },
  // 生物
  { id: "妲己", name: n("妲己", "Daji"), type: "creature", cost: 3, attack: 2, health: 3, abilities: [{ cost: { tap: true }, target: { kind: "creature" }, effects: [{ type: "banish", to: "target", untilSourceResets: true }] }] },
  { id: "跳跳兔", name: n("跳跳兔", "Hopping Rabbit"), type: "creature", cost: 1, attack: 2, health: 1 },
  { id: "梅伯", name: n("梅伯", "Mei Bo"), type: "creature", cost: 3, attack: 2, health: 2, triggers: [{ on: "death", effects: [{ type: "tokens", card: "苍生", count: 2 }] }] },
  { id: "苍生", name: n("苍生", "Commoner"), type: "token", attack: 1, health: 1 },
  { id: "士兵", name: n("士兵", "Soldier"), type: "token", attack: 1, health: 1 },
  { id: "生灵", name: n("生灵", "Living Being"), type: "token", attack: 1, health: 1 },
  { id: "傲因", name: n("傲因", "Ao Yin"), type: "creature", cost: 2, attack: 3, health: 2 },
  { id: "神力牛魔", name: n("神力牛魔", "Mighty Ox Demon"), type: "creature", cost: 4, attack: 4, health: 4 },
  { id: "金甲力士", name: n("金甲力士", "Golden-Armoured Strongman"), type: "creature", cost: 3, attack: 3, health: 3 },
  { id: "随侍七仙·金光仙", name: n("随侍七仙·金光仙", "Golden Light Immortal"), type: "creature", cost: 3, attack: 2, health: 3, keywords: ["无双", "护卫"] },
  { id: "北斗星君·费仲", name: n("北斗星君·费仲", "Fei Zhong"), type: "creature", cost: 2, attack: 2, health: 2, triggers: [{ on: "death", effects: [{ type: "draw" }] }] },
  { id: "阐教道兵", name: n("阐教道兵", "Chan Sect Soldier"), type: "creature", cost: 2, attack: 1, health: 2, triggers: [{ on: "draw", effects: [{ type: "attack", to: "self", amount: 1, untilEndOfTurn: true }] }] },
  { id: "九宫山鹤翼少女", name: n("九宫山鹤翼少女", "Crane-Wing Maiden"), type: "creature", cost: 2, attack: 1, health: 1, triggers: [{ on: "enter", effects: [{ type: "draw" }] }] },
  { id: "劫火魔犬", name: n("劫火魔犬", "Hellfire Hound"), type: "creature", cost: 2, attack: 2, health: 2, triggers: [{ on: "flip", effects: [{ type: "attack", to: "self", amount: 1, untilEndOfTurn: true }] }] },
  { id: "千足虫妖", name: n("千足虫妖", "Centipede Demon"), type: "creature", cost: 2, attack: 3, health: 3, statics: [{ type: "cannotAttackCreatures" }] },
  { id: "姚庶良", name: n("姚庶良", "Yao Shuliang"), type: "creature", cost: 2, attack: 1, health: 2, triggers: [{ on: "enter", target: { kind: "creature" }, effects: [{ type: "attack", to: "target", amount: 2, untilEndOfTurn: true }] }] },
  { id: "灰狐·常棣", name: n("灰狐·常棣", "Grey Fox Chang Di"), type: "creature", cost: 3, attack: 2, health: 2, statics: [{ type: "tokenAttack", amount: -2 }] },
  { id: "先锋骑兵", name: n("先锋骑兵", "Vanguard Rider"), type: "creature", cost: 2, attack: 2, health: 1, keywords: ["先锋"], abilities: [{ cost: { tap: true }, effects: [{ type: "draw" }] }] },
  { id: "灵动斥候", name: n("灵动斥候", "Agile Scout"), type: "creature", cost: 2, attack: 2, health: 2, abilities: [{ cost: { tap: true }, agile: true, effects: [{ type: "draw" }] }] },
  { id: "可选道兵", name: n("可选道兵", "Optional Soldier"), type: "creature", cost: 2, attack: 1, health: 2, triggers: [{ on: "draw", optional: true, effects: [{ type: "attack", to: "self", amount: 1, untilEndOfTurn: true }] }] },
  { id: "法术学徒", name: n("法术学徒", "Spell Apprentice"), type: "creature", cost: 2, attack: 1, health: 2, triggers: [{ on: "use", cardType: "spell", effects: [{ type: "attack", to: "self", amount: 1, untilEndOfTurn: true }] }] },
  { id: "召唤学徒", name: n("召唤学徒", "Summoning Apprentice"), type: "creature", cost: 0, attack: 1, health: 1, triggers: [{ on: "use", cardType: "creature", effects: [{ type: "draw" }] }] },
  { id: "拾荒者", name: n("拾荒者", "Scavenger"), type: "creature", cost: 2, attack: 1, health: 2, triggers: [{ on: "discard", effects: [{ type: "draw" }] }] },
  // 法术
  { id: "捆仙绳", name: n("捆仙绳", "Immortal-Binding Rope"), type: "spell", cost: 1, keywords: ["瞬发"], target: { kind: "creature" }, effects: [{ type: "loseAbilities", to: "target", untilEndOfTurn: true }] },
  { id: "破阵", name: n("破阵", "Break Formation"), type: "spell", cost: 1, keywords: ["瞬发"], target: { kind: "creature" }, effects: [{ type: "loseAbilities", to: "target", keywords: ["护卫"], untilEndOfTurn: true }] },
  { id: "斩白身", name: n("斩白身", "Strike the Plain"), type: "spell", cost: 1, target: { kind: "creature", noPrintedAbilities: true }, effects: [{ type: "destroy", to: "target" }] },
  { id: "五雷诀", name: n("五雷诀", "Five Thunders Art"), type: "spell", cost: 2, keywords: ["瞬发"], target: { kind: "creature" }, effects: [{ type: "destroy", to: "target" }] },
  { id: "藤蔓陷阱", name: n("藤蔓陷阱", "Vine Trap"), type: "spell", cost: 1, keywords: ["瞬发"], target: { kind: "creature", count: 2 }, effects: [{ type: "damage", to: "target", amount: 2 }] },
  { id: "群魔乱舞", name: n("群魔乱舞", "Demons Dance Wildly"), type: "spell", cost: 4, effects: [{ type: "destroy", to: "allCreatures" }] },
  { id: "法天象地", name: n("法天象地", "Cosmic Form"), type: "spell", cost: 3, effects: [{ type: "putIntoPlay", from: "hand", cardType: "creature", max: 2 }] },
  { id: "妖由人兴", name: n("妖由人兴", "Demons Arise from Men"), type: "spell", cost: 1, effects: [{ type: "playFromSpirit" }] },
  { id: "击其不意", name: n("击其不意", "Strike Unexpectedly"), type: "spell", cost: 2, keywords: ["瞬发"], statics: [{ type: "playableFromSpirit" }], effects: [{ type: "damage", to: "opponentGeneral", amount: 2 }] },
  { id: "卡牌A", name: n("卡牌A", "Card A"), type: "spell", cost: 0, keywords: ["瞬发"], effects: [{ type: "damage", to: "opponentGeneral", amount: 1 }] },
  { id: "卡牌B", name: n("卡牌B", "Card B"), type: "spell", cost: 0, keywords: ["瞬发"], effects: [{ type: "damage", to: "opponentGeneral", amount: 2 }] },
  { id: "卡牌C", name: n("卡牌C", "Card C"), type: "spell", cost: 0, keywords: ["瞬发"], effects: [{ type: "damage", to: "opponentGeneral", amount: 3 }] },
  { id: "道兵回春", name: n("道兵回春", "Soldier's Renewal"), type: "spell", cost: 0, target: { kind: "creature", nameContains: "道兵" }, effects: [{ type: "heal", to: "target", amount: 1 }] },
  { id: "唤名", name: n("唤名", "Call by Name"), type: "spell", cost: 0, target: { kind: "creature", nameIs: "跳跳兔" }, effects: [{ type: "attack", to: "target", amount: 1 }] },
  { id: "收魂", name: n("收魂", "Gather Souls"), type: "spell", cost: 0, effects: [{ type: "returnToHand", from: "graveyard", cardType: "spell", max: 1 }] },
  { id: "摄魂", name: n("摄魂", "Seize Soul"), type: "spell", cost: 0, target: { kind: "creature", controller: "opponent" }, effects: [{ type: "gainControl", to: "target" }] },
  { id: "舍身", name: n("舍身", "Self-Sacrifice"), type: "spell", cost: 0, extraCost: { discard: 1 }, effects: [{ type: "draw", count: 2 }] },
  // 奇遇
  { id: "犁耕", name: n("犁耕", "Ploughing"), type: "adventure", abilities: [{ cost: { spirit: 3, flip: true }, agile: true, effects: [{ type: "draw" }] }] },
  { id: "激励", name: n("激励", "Encourage"), type: "adventure", abilities: [{ cost: { flip: true }, agile: true, effects: [{ type: "attack", to: "yourCreatures", amount: 1, untilEndOfTurn: true }] }] },
  { id: "夜宴", name: n("夜宴", "Night Banquet"), type: "adventure", abilities: [{ cost: { flip: true }, agile: true, effects: [{ type: "draw" }] }] },
  // 装备
  { id: "排扒木", name: n("排扒木", "Paiba Wood"), type: "equipment", cost: 2, attack: 2, durability: 3 },
  { id: "金砖", name: n("金砖", "Golden Brick"), type: "equipment", cost: 2, attack: 3, durability: 2, triggers: [{ on: "equip", effects: [{ type: "reset", to: "yourGeneral" }] }] },
  { id: "开山斧", name: n("开山斧", "Mountain-Splitting Axe"), type: "equipment", cost: 2, attack: 2, durability: 2, triggers: [{ on: "death", effects: [{ type: "draw" }] }] },
  { id: "木棍", name: n("木棍", "Wooden Stick"), type: "equipment", cost: 0, attack: 0, durability: 2 },
  // 22.3, 22.4
  { id: "嗜血妖", name: n("嗜血妖", "Bloodthirsty Demon"), type: "creature", cost: 1, attack: 0, health: 3, triggers: [{ on: "dealDamage", effects: [{ type: "draw" }] }] },
  { id: "铁甲兽", name: n("铁甲兽", "Iron Beast"), type: "creature", cost: 3, attack: 1, health: 3, statics: [{ type: "combatDamageReduction", amount: 2 }] },
  { id: "避法兽", name: n("避法兽", "Spell-Warding Beast"), type: "creature", cost: 3, attack: 1, health: 3, statics: [{ type: "nonCombatDamageZero" }] },
  { id: "灵力减免", name: n("灵力减免", "Spirit Discount"), type: "treasure", statics: [{ type: "costReduction", amount: 5, cardType: "creature" }] },
  { id: "重置回响", name: n("重置回响", "Reset Echo"), type: "creature", cost: 1, attack: 1, health: 1, triggers: [{ on: "reset", effects: [{ type: "reset", to: "self" }] }] },
];
