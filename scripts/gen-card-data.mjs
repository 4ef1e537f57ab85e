#!/usr/bin/env node
// Generates src/engine/hearthstone/cards/data.gen.ts from ../shared/data/cards.json.
// Ships facts only (ids, dbfIds, names, numbers, tags) — never rules text. For each card it records
// whether the card has rules text and whether that text is nothing but keywords the engine handles
// from tags alone (Taunt, Charge, ...), which is what makes a text-bearing card "implemented" without a definition.
// Usage: node scripts/gen-card-data.mjs [path/to/cards.json]
// `generateCardData(cards)` returns the file's text without writing it (a test compares it with the committed file).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const CARDS_JSON = join(root, "..", "shared", "data", "cards.json");
export const DATA_GEN = join(root, "src", "engine", "hearthstone", "cards", "data.gen.ts");
export const DECK_RULES_GEN = join(root, "src", "engine", "hearthstone", "cards", "deck-rules.gen.ts");

// Keyword phrases the engine implements from tags alone. A card whose text is only these (in either locale)
// is implemented without a definition.
const EN_KEYWORDS = [/^taunt$/i, /^charge$/i, /^rush$/i, /^divine shield$/i, /^windfury$/i, /^mega-windfury$/i,
  /^stealth$/i, /^poisonous$/i, /^lifesteal$/i, /^reborn$/i, /^spell damage \+\d+$/i, /^overload: \(\d+\)$/i];
const ZH_KEYWORDS = [/^嘲讽$/, /^冲锋$/, /^突袭$/, /^圣盾$/, /^风怒$/, /^超级风怒$/, /^潜行$/, /^剧毒$/, /^吸血$/, /^复生$/,
  /^法术伤害\+\d+$/, /^过载：（\d+）$/];
function keywordOnly(text, patterns, splitter) {
  const parts = text.split(splitter).map((s) => s.trim()).filter(Boolean);
  return parts.length > 0 && parts.every((p) => patterns.some((re) => re.test(p)));
}
// Keywords act from tags only on minions, weapons and heroes, and on enchantments (as the keywords they grant): a spell
// or hero power whose text is a keyword (a Choose One option's "Charge", an Adapt option's "Taunt") does nothing by
// itself, so it needs a definition like any other text.
const KEYWORD_TYPES = ["MINION", "WEAPON", "HERO", "ENCHANTMENT"];
function textKind(c) {
  const en = c.text?.enUS?.trim(), zh = c.text?.zhCN?.trim();
  if (!en && !zh) return 0; // no rules text
  if (!KEYWORD_TYPES.includes(c.type)) return 2;
  if (en) return keywordOnly(en.replace(/\.$/, ""), EN_KEYWORDS, /\s*[,.]\s*|\s+(?=(?:Taunt|Charge|Rush|Divine Shield|Windfury|Stealth|Poisonous|Lifesteal|Reborn|Spell Damage|Overload)\b)/) ? 1 : 2;
  return keywordOnly(zh.replace(/。$/, ""), ZH_KEYWORDS, /[，,。]/) ? 1 : 2;
}

// The card's own keywords, read from its English text where the data's `mechanics`, `overload` or `spellDamage` lack
// them (Canal Slogger: "Rush, Lifesteal Overload: (1)" has no RUSH, LIFESTEAL or overload in the data). A card's own
// keywords lead its text, each followed by the end, a comma or full stop, a reminder in brackets, or the next line (a
// capital letter, since line breaks became spaces): "Taunt Battlecry: Give a minion Taunt." has Taunt, but "Elusive on
// your opponent's turn." and "Stealth until your next turn." are conditions, not keywords. "Overload: (N)" is always
// the card's own, wherever it stands.
const normalText = (t) => (t ?? "").replace(/<[^>]+>/g, "").replace(/\[x\]/g, "").replace(/\s+/g, " ").trim();
const OWN_KEYWORDS = [["Mega-Windfury", "MEGA_WINDFURY"], ["Taunt", "TAUNT"], ["Charge", "CHARGE"], ["Rush", "RUSH"],
  ["Divine Shield", "DIVINE_SHIELD"], ["Windfury", "WINDFURY"], ["Stealth", "STEALTH"], ["Poisonous", "POISONOUS"],
  ["Lifesteal", "LIFESTEAL"], ["Reborn", "REBORN"], ["Elusive", "ELUSIVE"]];
const LEADING = new RegExp(`^(?:(${OWN_KEYWORDS.map(([k]) => k).join("|")})|Spell Damage \\+(\\d+)|Overload: \\((\\d+)\\))(?:\\s*[,.]\\s*|\\s*\\([A-Z][^)]*\\)\\s*|\\s+(?=[A-Z(])|\\s*$)`);
// A card with only Chinese text (some Battlegrounds tokens: "嘲讽，复生"): the same, from the Chinese keywords.
const ZH_OWN = [["超级风怒", "MEGA_WINDFURY"], ["嘲讽", "TAUNT"], ["冲锋", "CHARGE"], ["突袭", "RUSH"], ["圣盾", "DIVINE_SHIELD"],
  ["风怒", "WINDFURY"], ["潜行", "STEALTH"], ["剧毒", "POISONOUS"], ["吸血", "LIFESTEAL"], ["复生", "REBORN"], ["扰魔", "ELUSIVE"]];
const ZH_LEADING = new RegExp(`^(?:(${ZH_OWN.map(([k]) => k).join("|")})|法术伤害\\+(\\d+)|过载：（(\\d+)）)(?:[，,。]|$)`);
export function ownKeywords(c) {
  const out = { mechanics: [], spellDamage: 0, overload: 0 };
  if (!c.text?.enUS && c.text?.zhCN) {
    let zh = normalText(c.text.zhCN).replace(/\s/g, "");
    for (let m = ZH_LEADING.exec(zh); m && zh; m = ZH_LEADING.exec(zh)) {
      if (m[1]) out.mechanics.push(ZH_OWN.find(([k]) => k === m[1])[1]);
      if (m[2]) out.spellDamage = Number(m[2]);
      if (m[3]) out.overload = Number(m[3]);
      zh = zh.slice(m[0].length);
    }
    return out;
  }
  let rest = normalText(c.text?.enUS);
  for (let m = LEADING.exec(rest); m && rest; m = LEADING.exec(rest)) {
    if (m[1]) out.mechanics.push(OWN_KEYWORDS.find(([k]) => k === m[1])[1]);
    if (m[2]) out.spellDamage = Number(m[2]);
    if (m[3]) out.overload = Number(m[3]);
    rest = rest.slice(m[0].length);
  }
  const ov = /Overload: \((\d+)\)/.exec(normalText(c.text?.enUS));
  if (ov) out.overload = Number(ov[1]);
  return out;
}

// Printings of one card (Classic, Core, Vanilla reprints …): same type, English name and rules text. Each
// reprint records the row of its canonical printing (not CORE_/VAN_, collectible, lowest dbfId), so a
// definition written once serves every printing with the same text. Only that relation ships, not the text.
// Skins play as their basic card too: a hero skin (HERO_SKINS) as its class's basic hero (the lowest dbfId there),
// a hero power as any other of its class with the same cost, Chinese name and Chinese text (skins of a Basic hero
// power mostly lack an English name, and their English text has placeholders: "Summon a {0} Silver Hand Recruit."),
// and a CORE_/VAN_ id as the id it prefixes when type and name agree (VAN_CS2_222o, the Vanilla Stormwind
// Champion's enchantment, has no English name).
const REPRINT = /^(CORE|VAN)_/i;
const printingKey = (c) => (c.text?.enUS && c.name?.enUS ? `${c.type}|${c.name.enUS}|${normalText(c.text.enUS)}` : null);
const skinKey = (c) => {
  if (c.type === "HERO" && c.set === "HERO_SKINS" && !c.text?.enUS) return `skin|${c.cardClass}`;
  if (c.type === "HERO_POWER" && c.name?.zhCN && c.text?.zhCN) return `power|${c.cardClass}|${c.cost}|${c.name.zhCN}|${normalText(c.text.zhCN)}`;
  return null;
};
// The data's placeholder set of reprints (PLACEHOLDER_202204: CS3_…, RLK_… printings of Legacy cards) never wins over a
// printing in a real set, so a Legacy card (LEG_CS3_015) is the one the others play as.
const PLACEHOLDER_SET = "PLACEHOLDER_202204";
const rank = (c) => [REPRINT.test(c.id) ? 1 : 0, c.set === PLACEHOLDER_SET ? 1 : 0, c.collectible ? 0 : 1, c.dbfId || Number.MAX_SAFE_INTEGER, c.id.length];
const better = (a, b) => { const x = rank(a), y = rank(b); for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i]; return a.id < b.id; };

/** For each card, the card it plays as (its group's best-ranked member), or undefined: groups joined by any shared key. */
function playsAs(cards) {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const parent = new Map();
  const find = (id) => { let r = id; while (parent.has(r)) r = parent.get(r); return r; };
  const union = (a, b) => { const x = find(a), y = find(b); if (x !== y) parent.set(x, y); };
  const first = new Map();
  for (const c of cards) {
    for (const k of [printingKey(c), skinKey(c)]) {
      if (!k) continue;
      if (first.has(k)) union(c.id, first.get(k));
      else first.set(k, c.id);
    }
    const base = REPRINT.test(c.id) ? byId.get(c.id.replace(REPRINT, "")) : undefined;
    if (base && base.type === c.type && (base.name?.zhCN === c.name?.zhCN || (c.name?.enUS && base.name?.enUS === c.name.enUS))
      && normalText(base.text?.zhCN) === normalText(c.text?.zhCN)) union(c.id, base.id);
  }
  const best = new Map();
  for (const c of cards) {
    const r = find(c.id);
    if (!best.has(r) || better(c, best.get(r))) best.set(r, c);
  }
  return (c) => { const b = best.get(find(c.id)); return b && b.id !== c.id ? b.id : undefined; };
}

/** The text of data.gen.ts for these cards (the parsed cards.json). */
export function generateCardData(cards) {
  const tables = { type: [], cardClass: [], set: [], rarity: [], mechanic: [], race: [], spellSchool: [] };
  const code = (table, v) => {
    if (v === undefined || v === null) return -1;
    let i = tables[table].indexOf(v);
    if (i < 0) { i = tables[table].length; tables[table].push(v); }
    return i;
  };
  const canonicalOf = playsAs(cards);
  const rows = [];
  for (const c of cards) {
    const own = ownKeywords(c);
    const mechanics = [...(c.mechanics ?? [])];
    for (const k of own.mechanics) if (!mechanics.includes(k)) mechanics.push(k);
    if (own.spellDamage && !c.spellDamage && !mechanics.includes("SPELLPOWER")) mechanics.push("SPELLPOWER");
    if (own.overload && !c.overload && !mechanics.includes("OVERLOAD")) mechanics.push("OVERLOAD");
    const canon = canonicalOf(c);
    rows.push([
      c.id, c.dbfId ?? 0, c.name?.enUS ?? "", c.name?.zhCN ?? "",
      code("type", c.type), code("cardClass", c.cardClass), code("set", c.set), code("rarity", c.rarity),
      c.cost ?? -1, c.attack ?? -1, c.health ?? -1, c.durability ?? -1, c.armor ?? -1,
      (c.races ?? []).map((r) => code("race", r)), mechanics.map((m) => code("mechanic", m)),
      c.overload || own.overload, c.spellDamage || own.spellDamage, code("spellSchool", c.spellSchool),
      (c.collectible ? 1 : 0) | (textKind(c) << 1),
      canon ?? -1,
    ]);
  }
  // facts.ts finds a card by searching the rows (an id after a '|', a lower-cased name between ';'), so the
  // fields it searches must not hold ';', '|', a quote, a line break or surrounding spaces, and lower-casing must keep every length.
  const seen = new Set();
  for (const r of rows) {
    if (seen.has(r[0])) throw new Error(`card id ${r[0]} twice in the data`);
    seen.add(r[0]);
    for (const v of r.slice(0, 4)) {
      const t = String(v);
      if (/[;|^~\n\r\\]/.test(t) || t !== t.trim() || t.toLowerCase().length !== t.length) throw new Error(`card ${r[0]}: "${t}" cannot be stored as a row`);
      // Written as '~' and 4 hex digits (below): lower-casing the text must leave such a character as it is.
      if (/[^\x00-\x7f]/.test(t) && [...t].some((ch) => ch.charCodeAt(0) > 0x7f && (ch.length > 1 || ch.toLowerCase() !== ch))) {
        throw new Error(`card ${r[0]}: "${t}" has a character the rows cannot store (upper case or outside the BMP)`);
      }
    }
  }
  // A double quote is written '^' (facts.ts turns it back), so the string holds one kind of quote only and esbuild
  // prints it double-quoted. A character past ASCII (the Chinese names, a few accents) is written '~' and its UTF-16
  // code in 4 lower-case hex digits (facts.ts decodes the names it reads): the text is then ASCII, which V8 keeps one
  // byte per character and scans without escapes (esbuild prints any other character as a \u escape), about 14 ms
  // less at start-up (issue 13).
  const text = rows.map((r) => "|" + r.map((v) => (Array.isArray(v) ? v.join(",") : v === -1 ? "" : v)).join(";")).join("").replaceAll('"', "^")
    .replace(/[^\x00-\x7f]/g, (ch) => "~" + ch.charCodeAt(0).toString(16).padStart(4, "0"));
  return [
    "// GENERATED by scripts/gen-card-data.mjs from ../shared/data/cards.json — do not edit.",
    "// Card facts only: ids, dbfIds, names (enUS, zhCN), numbers and tags. No rules text. Nothing here is parsed at start-up:",
    "// facts.ts finds one card's row by searching the text and parses that row alone.",
    "// CARD_ROWS: one row per card (each after a '|'), in the data's order, fields separated by ';': id, dbfId,",
    "//       nameEn, nameZh, type, class, set, rarity, cost, attack, health, durability, armor, races, mechanics, overload,",
    "//       spellDamage, spellSchool, flags, sameAs; '^' stands for a double quote, '~' and 4 hex digits for a character past ASCII;",
    "//       empty = absent; type … rarity, spellSchool, races and mechanics",
    "//       (comma-separated) index CARD_TABLES; flags: bit0 collectible, bits1-2 text kind (0 none, 1 keywords only,",
    "//       2 rules text); sameAs: id of the card it plays as (the canonical printing with the same name and rules text,",
    "//       or the basic card a skin stands for).",
    `export const CARD_TABLES: Record<string, string[]> = ${JSON.stringify(tables)};`,
    // One plain string, printed as is by esbuild: V8 scans it about twice as fast as a template literal (which esbuild
    // makes of a string holding line breaks or tabs).
    `export const CARD_ROWS = ${JSON.stringify(text)};`,
    "",
  ].join("\n");
}

// Deck-building exceptions the card data shows in a collectible card's text: a deck size other than 30 ("Your deck size
// and starting Health are 40.": Prince Renathal; "Your deck size is 40, …": Rafaam's Fabled) and Tourists ("Warlock
// Tourist": the card may go in a Warlock deck, which may then also hold cards of the Tourist's own class).
const CLASS_NAMES = { "Death Knight": "DEATHKNIGHT", "Demon Hunter": "DEMONHUNTER", Druid: "DRUID", Hunter: "HUNTER", Mage: "MAGE",
  Paladin: "PALADIN", Priest: "PRIEST", Rogue: "ROGUE", Shaman: "SHAMAN", Warlock: "WARLOCK", Warrior: "WARRIOR" };
const DECK_SIZE = /\bYour deck size (?:and starting Health )?(?:is|are) (\d+)\b/;
const TOURIST = new RegExp(`^(${Object.keys(CLASS_NAMES).join("|")}) Tourist\\b`);

/** The text of deck-rules.gen.ts: `{ deckSize: { id: n }, tourist: { id: CLASS } }` for collectible cards. */
export function generateDeckRules(cards) {
  const deckSize = {}, tourist = {};
  for (const c of cards) {
    if (!c.collectible) continue;
    const text = normalText(c.text?.enUS);
    const size = DECK_SIZE.exec(text);
    if (size) deckSize[c.id] = Number(size[1]);
    const t = TOURIST.exec(text);
    if (t) tourist[c.id] = CLASS_NAMES[t[1]];
  }
  return [
    "// GENERATED by scripts/gen-card-data.mjs from ../shared/data/cards.json — do not edit.",
    "// Deck-building exceptions read from collectible cards' English text: deckSize (\"Your deck size … is/are N\") and",
    "// tourist (\"<Class> Tourist\": the class whose decks may include the card, and then the card's own class's cards).",
    `export const DECK_RULES: { deckSize: Record<string, number>; tourist: Record<string, string> } = ${JSON.stringify({ deckSize, tourist }, null, 2)};`,
    "",
  ].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const src = process.argv[2] ?? CARDS_JSON;
  const cards = JSON.parse(readFileSync(src, "utf8"));
  const text = generateCardData(cards);
  writeFileSync(DATA_GEN, text);
  console.log(`wrote ${(text.length / 1024).toFixed(0)} KiB -> ${DATA_GEN}`);
  writeFileSync(DECK_RULES_GEN, generateDeckRules(cards));
  console.log(`wrote ${DECK_RULES_GEN}`);
}
