/**
 * @module hearthstone/words
 * The words the readable log needs beyond card names, in both locales: what a random decision was for, keyword tags,
 * classes, scenario actions. The trace keeps the engine's English identifiers; the log translates them here, and the
 * types make a new random purpose fail to compile until it has its Chinese.
 */

/** What each random decision (or prompt) is for: the trace's and the response's `purpose`, and its Chinese. */
const PURPOSES = {
  "random target": "随机目标",
  "random minion to summon": "随机召唤的随从",
  "random weapon to equip": "随机装备的武器",
  "random minion that died": "随机一个死亡的随从",
  "random damage amount": "随机伤害量",
  "random amount": "随机数值",
  "random card": "随机卡牌",
  "random card to discard": "随机弃掉的牌",
  "random card to transform into": "随机变形成的卡牌",
  "random entity counted": "随机计数的对象",
  "random entity read": "随机读取的对象",
  "random entity to copy": "随机复制的对象",
  "random entity to transform": "随机变形的对象",
  "random minion to take control of": "随机夺取控制权的随从",
  "new defender": "新的防御者",
  "new target": "新的目标",
  "new damaged character": "改受伤害的角色",
  "forced attacker": "被迫攻击的角色",
  "forced defender": "被迫受到攻击的角色",
  "attack order": "攻击顺序",
  "hand order": "手牌顺序",
  "deck order": "牌库顺序",
  "card to draw": "抽到的牌",
  "card to swap with": "交换的牌",
  "card looked at": "查看的牌",
  "card to put into play from the deck": "从牌库置入战场的牌",
  "card to put into play from the hand": "从手牌置入战场的牌",
  "spell to cast from the deck": "从牌库施放的法术",
  "spell to cast from the hand": "从手牌施放的法术",
  "spell played to cast again": "再次施放的已使用法术",
  "place in the deck (0 = top)": "洗入牌库的位置（0为顶部）",
  "player whose deck it goes into": "洗入其牌库的玩家",
  "place in the deck for the traded card (0 = top)": "交易的牌在牌库中的位置（0为顶部）",
  "class to discover from": "发现的职业",
  "discover option": "发现的选项",
  "dark gift": "黑暗之赐",
  discover: "发现",
  choose: "选择",
  "random option": "随机的选项",
  adapt: "进化",
  "adaptation offered": "进化的选项",
  pick: "挑选",
  "guess option": "猜测时查看的牌",
  "guess order": "手牌中那张牌在查看的牌中的位置",
  guess: "猜测",
  "card revealed": "揭示的牌",
  "Choose One": "抉择",
  "put on top": "置于牌库顶",
  "start of game order": "对战开始时效果的顺序",
  rewind: "回溯",
  "shuffle deck": "洗牌",
} as const;

/** A trigger's chance to work (5.2 健忘: "50% chance"). */
type ChancePurpose = `${number}% chance`;

export type RandomPurpose = keyof typeof PURPOSES | ChancePurpose;

export function purposeZh(p: string): string {
  const zh = (PURPOSES as Record<string, string>)[p];
  if (zh !== undefined) return zh;
  const chance = /^(\d+)% chance$/.exec(p);
  return chance ? `${chance[1]}%的几率` : p;
}

/** The values a random decision can take besides entities, card ids and numbers. */
const VALUES_ZH: Record<string, string> = { hit: "命中", miss: "未命中" };

const CLASSES: Record<string, { enUS: string; zhCN: string }> = {
  DEATHKNIGHT: { enUS: "Death Knight", zhCN: "死亡骑士" },
  DEMONHUNTER: { enUS: "Demon Hunter", zhCN: "恶魔猎手" },
  DRUID: { enUS: "Druid", zhCN: "德鲁伊" },
  HUNTER: { enUS: "Hunter", zhCN: "猎人" },
  MAGE: { enUS: "Mage", zhCN: "法师" },
  PALADIN: { enUS: "Paladin", zhCN: "圣骑士" },
  PRIEST: { enUS: "Priest", zhCN: "牧师" },
  ROGUE: { enUS: "Rogue", zhCN: "潜行者" },
  SHAMAN: { enUS: "Shaman", zhCN: "萨满祭司" },
  WARLOCK: { enUS: "Warlock", zhCN: "术士" },
  WARRIOR: { enUS: "Warrior", zhCN: "战士" },
  NEUTRAL: { enUS: "Neutral", zhCN: "中立" },
};

/** A random decision's non-entity value in the log's words (a class, hit or miss); undefined: not one of those. */
export function valueWord(v: string, locale: "enUS" | "zhCN"): string | undefined {
  if (CLASSES[v]) return CLASSES[v]![locale];
  if (locale === "zhCN" && VALUES_ZH[v]) return VALUES_ZH[v];
  return undefined;
}

/** Keyword and state tags an enchantment or aura grants, as the game's cards name them. */
const TAGS: Record<string, { enUS: string; zhCN: string }> = {
  TAUNT: { enUS: "Taunt", zhCN: "嘲讽" },
  CHARGE: { enUS: "Charge", zhCN: "冲锋" },
  RUSH: { enUS: "Rush", zhCN: "突袭" },
  DIVINE_SHIELD: { enUS: "Divine Shield", zhCN: "圣盾" },
  WINDFURY: { enUS: "Windfury", zhCN: "风怒" },
  MEGA_WINDFURY: { enUS: "Mega-Windfury", zhCN: "超级风怒" },
  STEALTH: { enUS: "Stealth", zhCN: "潜行" },
  POISONOUS: { enUS: "Poisonous", zhCN: "剧毒" },
  VENOMOUS: { enUS: "Venomous", zhCN: "烈毒" },
  LIFESTEAL: { enUS: "Lifesteal", zhCN: "吸血" },
  REBORN: { enUS: "Reborn", zhCN: "复生" },
  IMMUNE: { enUS: "Immune", zhCN: "免疫" },
  FROZEN: { enUS: "Frozen", zhCN: "冻结" },
  FREEZE: { enUS: "Freeze", zhCN: "冻结" },
  SILENCED: { enUS: "Silenced", zhCN: "沉默" },
  ELUSIVE: { enUS: "Elusive", zhCN: "扰魔" },
  CANT_BE_TARGETED_BY_SPELLS: { enUS: "can't be targeted by spells", zhCN: "无法成为法术的目标" },
  CANT_BE_TARGETED_BY_HERO_POWERS: { enUS: "can't be targeted by Hero Powers", zhCN: "无法成为英雄技能的目标" },
  CANNOT_ATTACK_HEROES: { enUS: "can't attack heroes", zhCN: "无法攻击英雄" },
  UNLIMITED_ATTACKS: { enUS: "unlimited attacks each turn", zhCN: "每回合可以攻击任意次数" },
  CHOOSE_BOTH: { enUS: "both Choose One effects combined", zhCN: "抉择效果合二为一" },
  CANT_ATTACK: { enUS: "can't attack", zhCN: "无法攻击" },
  CASTS_TWICE: { enUS: "casts twice if played", zhCN: "使用时施放两次" },
  CANT_BE_HEALED: { enUS: "can't be healed", zhCN: "无法被治疗" },
  CANT_BE_DAMAGED: { enUS: "can't be damaged", zhCN: "无法受到伤害" },
  HEALTH_MINIMUM: { enUS: "Health can't go below 1", zhCN: "生命值无法低于1点" },
  SPELLPOWER: { enUS: "Spell Damage", zhCN: "法术伤害" },
  CHARGE_RUSH: { enUS: "Rush", zhCN: "突袭" },
  TRADEABLE: { enUS: "Tradeable", zhCN: "可交易" },
  ECHO: { enUS: "Echo", zhCN: "回响" },
  DORMANT: { enUS: "Dormant", zhCN: "休眠" },
  UNTOUCHABLE: { enUS: "Untouchable", zhCN: "无法被触及" },
  CARD_COSTS_HEALTH: { enUS: "costs Health instead of Mana", zhCN: "消耗生命值而非法力值" },
  CARD_COSTS_ARMOR: { enUS: "costs Armor instead of Mana", zhCN: "消耗护甲值而非法力值" },
  CANT_PLAY: { enUS: "can't be played", zhCN: "无法使用" },
};

/** A tag's name in the log; an unknown tag (a client's) keeps its identifier. */
export function tagWord(tag: string, locale: "enUS" | "zhCN"): string {
  return TAGS[tag]?.[locale] ?? tag;
}

/** The scenario actions (not players' actions: the test-bench events a request can inject). */
const SCENARIOS: Record<string, { enUS: string; zhCN: string }> = {
  destroy: { enUS: "destroy", zhCN: "消灭" },
  damage: { enUS: "damage", zhCN: "造成伤害" },
  heal: { enUS: "heal", zhCN: "恢复生命值" },
  summon: { enUS: "summon", zhCN: "召唤" },
  cast: { enUS: "cast", zhCN: "施放" },
  draw: { enUS: "draw", zhCN: "抽牌" },
};

export function scenarioWord(type: string, locale: "enUS" | "zhCN"): string {
  return SCENARIOS[type]?.[locale] ?? type;
}
