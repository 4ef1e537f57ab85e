/**
 * @module hearthstone/cards/set-names
 * The card sets of the card data, with their English and Chinese names (the game's own), in release order.
 * `counted: false` marks sets that hold no playable card of their own: hero skins (they play as their hero) and
 * the data's placeholder set of Core reprints; coverage totals leave them out.
 */
export interface SetName {
  set: string;
  enUS: string;
  zhCN: string;
  counted?: false;
}

export const SET_NAMES: readonly SetName[] = [
  { set: "LEGACY", enUS: "Legacy", zhCN: "怀旧" },
  { set: "EXPERT1", enUS: "Classic", zhCN: "经典" },
  { set: "VANILLA", enUS: "Classic (Vanilla)", zhCN: "经典模式" },
  { set: "NAXX", enUS: "Curse of Naxxramas", zhCN: "纳克萨玛斯的诅咒" },
  { set: "GVG", enUS: "Goblins vs Gnomes", zhCN: "地精大战侏儒" },
  { set: "BRM", enUS: "Blackrock Mountain", zhCN: "黑石山的火焰" },
  { set: "TGT", enUS: "The Grand Tournament", zhCN: "冠军的试炼" },
  { set: "LOE", enUS: "The League of Explorers", zhCN: "探险者协会" },
  { set: "OG", enUS: "Whispers of the Old Gods", zhCN: "上古之神的低语" },
  { set: "KARA", enUS: "One Night in Karazhan", zhCN: "卡拉赞之夜" },
  { set: "GANGS", enUS: "Mean Streets of Gadgetzan", zhCN: "龙争虎斗加基森" },
  { set: "UNGORO", enUS: "Journey to Un'Goro", zhCN: "勇闯安戈洛" },
  { set: "ICECROWN", enUS: "Knights of the Frozen Throne", zhCN: "冰封王座的骑士" },
  { set: "LOOTAPALOOZA", enUS: "Kobolds & Catacombs", zhCN: "狗头人与地下世界" },
  { set: "GILNEAS", enUS: "The Witchwood", zhCN: "女巫森林" },
  { set: "BOOMSDAY", enUS: "The Boomsday Project", zhCN: "砰砰计划" },
  { set: "TROLL", enUS: "Rastakhan's Rumble", zhCN: "拉斯塔哈的大乱斗" },
  { set: "DALARAN", enUS: "Rise of Shadows", zhCN: "暗影崛起" },
  { set: "ULDUM", enUS: "Saviors of Uldum", zhCN: "奥丹姆奇兵" },
  { set: "DRAGONS", enUS: "Descent of Dragons", zhCN: "巨龙降临" },
  { set: "YEAR_OF_THE_DRAGON", enUS: "Galakrond's Awakening", zhCN: "迦拉克隆的觉醒" },
  { set: "DEMON_HUNTER_INITIATE", enUS: "Demon Hunter Initiate", zhCN: "恶魔猎手新兵" },
  { set: "BLACK_TEMPLE", enUS: "Ashes of Outland", zhCN: "外域的灰烬" },
  { set: "SCHOLOMANCE", enUS: "Scholomance Academy", zhCN: "通灵学园" },
  { set: "DARKMOON_FAIRE", enUS: "Madness at the Darkmoon Faire", zhCN: "疯狂的暗月马戏团" },
  { set: "THE_BARRENS", enUS: "Forged in the Barrens", zhCN: "贫瘠之地的锤炼" },
  { set: "STORMWIND", enUS: "United in Stormwind", zhCN: "暴风城下的集结" },
  { set: "ALTERAC_VALLEY", enUS: "Fractured in Alterac Valley", zhCN: "奥特兰克的决裂" },
  { set: "THE_SUNKEN_CITY", enUS: "Voyage to the Sunken City", zhCN: "探寻沉没之城" },
  { set: "REVENDRETH", enUS: "Murder at Castle Nathria", zhCN: "纳斯利亚堡的悬案" },
  { set: "PATH_OF_ARTHAS", enUS: "Path of Arthas", zhCN: "阿尔萨斯之路" },
  { set: "RETURN_OF_THE_LICH_KING", enUS: "March of the Lich King", zhCN: "巫妖王的进军" },
  { set: "BATTLE_OF_THE_BANDS", enUS: "Festival of Legends", zhCN: "传奇音乐节" },
  { set: "TITANS", enUS: "TITANS", zhCN: "泰坦诸神" },
  { set: "WONDERS", enUS: "Caverns of Time", zhCN: "时光之穴" },
  { set: "WILD_WEST", enUS: "Showdown in the Badlands", zhCN: "决战荒芜之地" },
  { set: "WHIZBANGS_WORKSHOP", enUS: "Whizbang's Workshop", zhCN: "威兹班的工坊" },
  { set: "ISLAND_VACATION", enUS: "Perils in Paradise", zhCN: "胜地历险记" },
  { set: "SPACE", enUS: "The Great Dark Beyond", zhCN: "深暗领域" },
  { set: "EMERALD_DREAM", enUS: "Into the Emerald Dream", zhCN: "漫游翡翠梦境" },
  { set: "THE_LOST_CITY", enUS: "The Lost City of Un'Goro", zhCN: "安戈洛龟途" },
  { set: "TIME_TRAVEL", enUS: "Across the Timeways", zhCN: "穿越时间流" },
  { set: "CATACLYSM", enUS: "Cataclysm", zhCN: "大地的裂变" },
  { set: "CORE", enUS: "Core", zhCN: "核心系列" },
  { set: "EVENT", enUS: "Event", zhCN: "活动" },
  { set: "HERO_SKINS", enUS: "Hero Skins", zhCN: "英雄皮肤", counted: false },
  { set: "PLACEHOLDER_202204", enUS: "Core reprints (placeholder set)", zhCN: "核心系列重印（占位系列）", counted: false },
];

/** Sets of the data that are not expansions (Core, the events, hero skins, the placeholder of Core reprints). */
const NOT_EXPANSIONS: ReadonlySet<string> = new Set(["LEGACY", "EXPERT1", "VANILLA", "CORE", "EVENT", "HERO_SKINS", "PLACEHOLDER_202204"]);

/**
 * "The newest expansion" (Timelord Nozdormu, Resort Valet): the last expansion of the card data in release order — its
 * mini-set's cards are in its set in the data (rules-notes). The game's newest expansion changes as sets come out; the
 * engine's is the data's.
 */
export const NEWEST_EXPANSION: string = [...SET_NAMES].reverse().find((s) => !NOT_EXPANSIONS.has(s.set))!.set;

/**
 * The Standard format's sets in the data's year (rules-notes 526): the year whose last expansion is the data's newest one,
 * Cataclysm — the Year of the Raptor (2025-03-25 to 2026-03-17). Source: HearthSim's python-hearthstone
 * (hearthstone/utils STANDARD_SETS[ZodiacYear.RAPTOR], snapshot 29322a5). When the data gains the next year's expansion,
 * this list moves with it.
 */
export const STANDARD_SETS: ReadonlySet<string> = new Set(["CORE", "EVENT", "WHIZBANGS_WORKSHOP", "ISLAND_VACATION", "SPACE",
  "EMERALD_DREAM", "THE_LOST_CITY", "TIME_TRAVEL", "CATACLYSM"]);
/** Sets whose cards are in no constructed Wild deck: the Classic format's reprints, hero skins, the game's own non-card sets. */
export const NOT_WILD_SETS: ReadonlySet<string> = new Set(["VANILLA", "HERO_SKINS", "CREDITS", "MISSIONS", "TB"]);
