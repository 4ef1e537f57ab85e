/**
 * @module hearthstone/cards/rune-costs
 * Death Knight rune costs (符文): for each collectible card with a rune cost, its Blood, Frost and Unholy runes, as three
 * digits "BFU" (Frost Strike RLK_025: "010"). Facts only, no text. A card absent has no rune (the source omits an all-zero
 * cost). Source: the game data the card data already takes every collectible card from (/work/shared/data/SOURCE.md,
 * source 1): GuGuLiuSandao/hearthstone-card-guess, commit 432430d889e42457e79ab60e32f7f0467128f7ad (2026-03-23),
 * data/raw/raw_cards_enUS.json (HearthstoneJSON cards.collectible.json, game data of about 2026-03-19), field
 * `runeCost` {blood, frost, unholy}: 183 cards, taken 2026-11-26; the shared merge dropped the field.
 * Checked: every entry costs 1 to 3 runes, every id is a collectible Death Knight card of ../shared/data/cards.json
 * with the same Mana cost, and every Frost-school spell here has a Frost rune (rules-notes 358).
 */
export const RUNE_COSTS: Readonly<Record<string, string>> = {
  "CATA_155": "200", "CATA_156": "200", "CATA_464": "010", "CATA_465": "002", "CATA_467": "001", "CATA_469": "011",
  "CATA_470": "001", "CATA_471": "002", "CATA_780": "200", "CORE_CATA_007": "200", "CORE_CATA_009": "020",
  "CORE_EDR_003": "002", "CORE_ETC_523": "200", "CORE_RLK_012": "100", "CORE_RLK_035": "200", "CORE_RLK_042": "020",
  "CORE_RLK_051": "300", "CORE_RLK_063": "030", "CORE_RLK_066": "100", "CORE_RLK_083": "020", "CORE_RLK_116": "001",
  "CORE_RLK_118": "002", "CORE_RLK_122": "002", "CORE_RLK_505": "020", "CORE_RLK_506": "100", "CORE_RLK_706": "300",
  "CORE_RLK_712": "100", "CORE_RLK_740": "020", "CORE_RLK_741": "200", "CORE_WW_374": "001", "DEEP_016": "110",
  "EDR_810": "100", "EDR_811": "001", "EDR_812": "101", "EDR_813": "101", "EDR_814": "100", "EDR_815": "002",
  "EDR_817": "200", "EDR_818": "002", "ETC_209": "010", "ETC_210": "111", "ETC_423": "100", "ETC_424": "001",
  "ETC_427": "100", "ETC_428": "001", "ETC_522": "100", "ETC_523": "200", "ETC_526": "002", "FIR_951": "002",
  "GDB_113": "101", "GDB_468": "001", "GDB_469": "001", "GDB_470": "001", "GDB_475": "200", "GDB_477": "200",
  "GDB_478": "102", "JAM_008": "011", "LEG_RLK_034": "100", "LEG_RLK_039": "002", "LEG_RLK_067": "200",
  "LEG_RLK_071": "100", "LEG_RLK_077": "001", "LEG_RLK_082": "200", "LEG_RLK_085": "003", "LEG_RLK_101": "010",
  "LEG_RLK_115": "010", "LEG_RLK_125": "100", "LEG_RLK_224": "020", "LEG_RLK_226": "002", "LEG_RLK_705": "001",
  "LEG_RLK_710": "020", "LEG_RLK_744": "001", "LEG_RLK_752": "010", "LEG_RLK_753": "001", "MIS_006": "001",
  "MIS_100": "200", "MIS_101": "001", "NX2_035": "010", "NX2_037": "010", "RLK_012": "100", "RLK_015": "010",
  "RLK_018": "001", "RLK_024": "100", "RLK_025": "010", "RLK_034": "100", "RLK_035": "200", "RLK_039": "002",
  "RLK_042": "020", "RLK_048": "001", "RLK_051": "300", "RLK_056": "001", "RLK_057": "001", "RLK_060": "001",
  "RLK_061": "002", "RLK_063": "030", "RLK_066": "100", "RLK_067": "200", "RLK_071": "100", "RLK_077": "001",
  "RLK_082": "200", "RLK_083": "020", "RLK_085": "003", "RLK_101": "010", "RLK_110": "010", "RLK_115": "010",
  "RLK_116": "001", "RLK_118": "002", "RLK_120": "001", "RLK_122": "002", "RLK_125": "100", "RLK_223": "010",
  "RLK_224": "020", "RLK_225": "001", "RLK_226": "002", "RLK_505": "020", "RLK_506": "100", "RLK_511": "010",
  "RLK_512": "010", "RLK_516": "010", "RLK_705": "001", "RLK_706": "300", "RLK_707": "003", "RLK_709": "010",
  "RLK_710": "020", "RLK_711": "100", "RLK_712": "100", "RLK_713": "030", "RLK_730": "200", "RLK_731": "100",
  "RLK_740": "020", "RLK_741": "200", "RLK_744": "001", "RLK_752": "010", "RLK_753": "001", "TIME_610": "002",
  "TIME_611": "020", "TIME_612": "100", "TIME_613": "010", "TIME_615": "101", "TIME_617": "011", "TLC_401": "020",
  "TLC_432": "011", "TLC_433": "101", "TLC_434": "001", "TLC_435": "020", "TLC_439": "011", "TLC_440": "020",
  "TOY_821": "010", "TOY_824": "001", "TOY_825": "100", "TOY_826": "100", "TOY_827": "001", "TOY_828": "101",
  "TOY_829": "101", "TTN_450": "002", "TTN_454": "001", "TTN_455": "001", "TTN_459": "001", "TTN_735": "010",
  "TTN_736": "002", "TTN_744": "010", "TTN_850": "001", "VAC_402": "010", "VAC_426": "110", "VAC_427": "010",
  "VAC_429": "010", "VAC_445": "001", "VAC_513": "020", "WORK_028": "001", "WORK_070": "002", "WW_322": "010",
  "WW_324": "011", "WW_352": "010", "WW_354": "101", "WW_356": "010", "WW_357": "101", "WW_358": "002",
  "WW_368": "001", "WW_373": "011", "WW_374": "001", "YOG_511": "100", "YOG_512": "001", "YOG_513": "001",
};

export const RUNES = ["blood", "frost", "unholy"] as const;
export type Rune = (typeof RUNES)[number];

/** How many runes of this kind the card (or the printing it plays as, `sameAs`) costs: 0 when none. */
export function runeCount(id: string, rune: Rune, sameAs?: string): number {
  const r = RUNE_COSTS[id] ?? (sameAs !== undefined ? RUNE_COSTS[sameAs] : undefined);
  return r === undefined ? 0 : Number(r[RUNES.indexOf(rune)]);
}
