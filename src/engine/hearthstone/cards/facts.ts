/**
 * @module hearthstone/cards/facts
 * Card facts (ids, dbfIds, names, numbers, tags) from the generated table, one card parsed when first asked for
 * (nothing at start-up), and lookup by id, dbfId or exact English / Chinese name with close matches for misses.
 */
import { CARD_ROWS, CARD_TABLES } from "./data.gen.js";

export interface CardFacts {
  id: string;
  /** 0 when the card data has none. */
  dbfId: number;
  name: { enUS: string; zhCN: string };
  type: string;
  cardClass: string;
  set: string;
  rarity: string;
  cost: number;
  attack: number;
  health: number;
  durability: number;
  armor: number;
  races: string[];
  mechanics: string[];
  overload: number;
  spellDamage: number;
  spellSchool: string;
  collectible: boolean;
  /** 0: no rules text; 1: only keywords the engine handles from tags; 2: rules text. */
  textKind: 0 | 1 | 2;
  /** The canonical printing of the same card (same name and rules text), for reprints such as CORE_ and VAN_ ids. */
  sameAs?: string;
  /** A built-in card the data lacks, defined under the game's id: its facts are inferred from its parent card's text. */
  inferred?: boolean;
}

/** The fields of the row starting at text position `start` (just after its '|'), as the data has them. */
function fields(start: number, k: number): string[] {
  const end = CARD_ROWS.indexOf("|", start);
  const text = CARD_ROWS.slice(start, end < 0 ? CARD_ROWS.length : end);
  // '^' stands for a double quote in the data (scripts/gen-card-data.mjs).
  return (text.includes("^") ? text.replaceAll("^", '"') : text).split(";", k);
}

/** A name as the data has it: the rows write a character past ASCII as '~' and 4 hex digits (scripts/gen-card-data.mjs). */
const decode = (s: string): string => (s.includes("~") ? s.replace(/~([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : s);
/** A name lower-cased as it is written in the rows (see decode). */
const encode = (s: string): string => s.replace(/[^\x00-\x7f]/g, (ch) => "~" + ch.charCodeAt(0).toString(16).padStart(4, "0"));

/** Where the row holding text position `pos` starts. */
const rowStart = (pos: number) => CARD_ROWS.lastIndexOf("|", pos) + 1;

/**
 * A copy of a string the engine keeps (an id, a name) that is not a slice of the 1 MB text: V8 makes slices of what
 * split() returns, and copies such a slice again wherever the engine uses it as a key (about 9 KiB more per resolve).
 */
const own = (s: string): string => JSON.parse(JSON.stringify(s)) as string;

/** Rows parsed so far, by where they start. */
const parsed = new Map<number, CardFacts>();
let all: CardFacts[] | null = null;

/** The facts of the row starting at `start`, parsed on first use (one object per card, shared by every lookup). */
function factsAt(start: number): CardFacts {
  const hit = parsed.get(start);
  if (hit) return hit;
  const r = fields(start, 20);
  const t = CARD_TABLES;
  const int = (v: string) => (v === "" ? -1 : Number(v));
  const pick = (name: string, v: string) => (v === "" ? "" : t[name]![Number(v)]!);
  const num = (v: string) => (v === "" ? 0 : Number(v));
  const list = (name: string, v: string) => (v === "" ? [] : v.split(",").map((i) => t[name]![Number(i)]!));
  const flags = int(r[18]!);
  const f: CardFacts = {
    id: own(r[0]!),
    dbfId: int(r[1]!),
    name: { enUS: own(decode(r[2]!)), zhCN: own(decode(r[3]!)) },
    type: pick("type", r[4]!),
    cardClass: pick("cardClass", r[5]!),
    set: pick("set", r[6]!),
    rarity: pick("rarity", r[7]!),
    cost: num(r[8]!),
    attack: num(r[9]!),
    health: num(r[10]!),
    durability: num(r[11]!),
    armor: num(r[12]!),
    races: list("race", r[13]!),
    mechanics: list("mechanic", r[14]!),
    overload: int(r[15]!),
    spellDamage: int(r[16]!),
    spellSchool: pick("spellSchool", r[17]!),
    collectible: (flags & 1) === 1,
    textKind: ((flags >> 1) & 3) as 0 | 1 | 2,
  };
  if (r[19] !== "") f.sameAs = own(r[19]!);
  parsed.set(start, f);
  return f;
}

/** The field (0-based) that text position `pos` of the row starting at `start` is in. */
function fieldAt(start: number, pos: number): number {
  let n = 0;
  for (let at = start; (at = CARD_ROWS.indexOf(";", at)) >= 0 && at < pos; at++) n++;
  return n;
}

/**
 * Lookups already made, so a request's repeated references search once. After SEARCHES searches of the text (a tool
 * or test reading thousands of cards, a client asking for many strings), every card is parsed once and looked up in
 * maps instead, as a whole table would be; a request of a game's size stays far below.
 */
const SEARCHES = 512;
let searches = 0;
const idCache = new Map<string, CardFacts | null>();
const nameCache = new Map<string, CardFacts[]>();
let byIdMap: Map<string, CardFacts> | null = null;
let byNameMap: Map<string, CardFacts[]> | null = null;
let byDbfMap: Map<number, CardFacts> | null = null;

/** Whether lookups should go to the maps (built here, over every card) rather than search the text. */
function indexed(): boolean {
  if (byIdMap) return true;
  if (++searches <= SEARCHES) return false;
  const ids = new Map<string, CardFacts>(), names = new Map<string, CardFacts[]>(), dbfs = new Map<number, CardFacts>();
  const put = (k: string, f: CardFacts) => {
    if (!k) return;
    const list = names.get(k);
    if (!list) names.set(k, [f]);
    else if (list[list.length - 1] !== f) list.push(f);
  };
  for (const f of allFacts()) {
    ids.set(f.id, f);
    if (f.dbfId > 0) dbfs.set(f.dbfId, f);
    put(normal(f.name.enUS), f);
    if (f.name.zhCN !== f.name.enUS) put(normal(f.name.zhCN), f);
  }
  byNameMap = names;
  byDbfMap = dbfs;
  byIdMap = ids;
  idCache.clear();
  nameCache.clear();
  return true;
}

export function factsById(id: string): CardFacts | undefined {
  if (byIdMap) return byIdMap.get(id);
  const hit = idCache.get(id);
  if (hit !== undefined) return hit ?? undefined;
  if (indexed()) return byIdMap!.get(id);
  const at = /[;|^"~]/.test(id) || id === "" ? -1 : CARD_ROWS.indexOf(`|${id};`);
  const f = at < 0 ? null : factsAt(at + 1);
  idCache.set(id, f);
  return f ?? undefined;
}

/** By dbfId (the data's last card with it; 0 is no card's). */
function factsByDbf(dbf: number): CardFacts | undefined {
  if (!(dbf > 0) || !Number.isInteger(dbf)) return undefined;
  if (indexed()) return byDbfMap!.get(dbf);
  const key = `;${dbf};`;
  for (let at = CARD_ROWS.lastIndexOf(key); at >= 0; at = at > 0 ? CARD_ROWS.lastIndexOf(key, at - 1) : -1) {
    const start = rowStart(at);
    if (fieldAt(start, at + 1) === 1) return factsAt(start);
  }
  return undefined;
}

/**
 * The printings that play as `canonicalId` (their `sameAs`), in the data's order. `sameAs` is a row's last field, so a
 * text search finds them without parsing the other rows (a cold start looks this up for a card with no definition).
 */
export function printingsOf(canonicalId: string): CardFacts[] {
  if (/[;|^"]/.test(canonicalId) || canonicalId === "") return [];
  const out: CardFacts[] = [];
  const key = `;${canonicalId}|`;
  for (let at = CARD_ROWS.indexOf(key); at >= 0; at = CARD_ROWS.indexOf(key, at + 1)) out.push(factsAt(rowStart(at)));
  if (CARD_ROWS.endsWith(`;${canonicalId}`)) out.push(factsAt(rowStart(CARD_ROWS.length - 1)));
  return out.filter((f) => f.sameAs === canonicalId);
}

/** Whether a card is of this minion type: an Amalgam (race ALL) is every type. */
export const isOfRace = (races: readonly string[], race: string): boolean => races.includes(race) || races.includes("ALL");

/** Every card's facts, in the data's order (parses every row: for pools, coverage and search, not for a lookup). */
export function allFacts(): readonly CardFacts[] {
  if (all) return all;
  const out: CardFacts[] = [];
  for (let at = CARD_ROWS.indexOf("|"); at >= 0; at = CARD_ROWS.indexOf("|", at + 1)) out.push(factsAt(at + 1));
  return (all = out);
}

const normal = (s: string) => s.trim().toLowerCase();

/** CARD_ROWS lower-cased (the same length: scripts/gen-card-data.mjs checks), for name lookups. */
let lowered: string | null = null;

const NONE: CardFacts[] = [];

/** The cards whose English or Chinese name, lower-cased, is `key`, in the data's order. */
function byName(key: string): CardFacts[] {
  if (byNameMap) return byNameMap.get(key) ?? NONE;
  const hit = nameCache.get(key);
  if (hit) return hit;
  if (indexed()) return byNameMap!.get(key) ?? NONE;
  const out: CardFacts[] = [];
  if (key && !/[;|^~]/.test(key)) {
    const text = (lowered ??= CARD_ROWS.toLowerCase());
    const needle = `;${encode(key.replaceAll('"', "^"))};`;
    let last = -1;
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
      const start = rowStart(at);
      const field = fieldAt(start, at + 1);
      if ((field === 2 || field === 3) && start !== last) out.push(factsAt((last = start)));
    }
  }
  nameCache.set(key, out);
  return out;
}

/** Where a name is used: the card types that fit there, and whether a hero is asked for (a snapshot's `hero`). */
export interface Wanted {
  types?: readonly string[];
  hero?: boolean;
}

const REPRINT = /^(CORE|VAN)_/i;
const MAX_DBF = Number.MAX_SAFE_INTEGER;

/**
 * Among cards sharing a name, the one a player means: one that fits where the name is used, not a hero skin unless a hero
 * is asked for (Kel'Thuzad the minion, not Jaina's skin), collectible, the original printing rather than a reprint or
 * skin (no `sameAs`, no CORE_/VAN_ prefix: Boulderfist Ogre is CS2_200, not Core_CS2_200), then the lowest dbfId.
 */
function preferred(list: CardFacts[], want: Wanted = {}): CardFacts {
  const score = (f: CardFacts) => [
    want.types && !want.types.includes(f.type) ? 1 : 0,
    f.set === "HERO_SKINS" && !want.hero ? 1 : 0,
    f.collectible ? 0 : 1,
    f.sameAs || REPRINT.test(f.id) ? 1 : 0,
    f.dbfId || MAX_DBF,
  ];
  let best = list[0]!, bs = score(best);
  for (let i = 1; i < list.length; i++) {
    const s = score(list[i]!);
    for (let k = 0; k < s.length; k++) {
      if (s[k] === bs[k]) continue;
      if (s[k]! < bs[k]!) { best = list[i]!; bs = s; }
      break;
    }
  }
  return best;
}

/**
 * Resolve a card reference: id, dbfId (number or digits) or exact English / Chinese name (case-insensitive). A name
 * shared by several cards picks the one `want` describes (see `preferred`).
 */
export function findCard(ref: string | number, want?: Wanted): CardFacts | undefined {
  if (typeof ref === "number" || /^\d+$/.test(ref)) {
    // Cards without a dbfId carry 0 in the table; no card is found by 0.
    const f = factsByDbf(Number(ref));
    if (f || typeof ref === "number") return f;
  }
  const byId = factsById(ref as string);
  if (byId) return byId;
  const named = byName(normal(ref as string));
  return named.length ? preferred(named, want) : undefined;
}

interface SearchKey {
  f: CardFacts;
  keys: string[];
  masks: number[];
}

let searchKeys: SearchKey[] | null = null;

/** Lower-cased ids and names, computed once. */
function keysForSearch(): SearchKey[] {
  if (searchKeys) return searchKeys;
  searchKeys = allFacts().map((f) => {
    const keys = [normal(f.id), normal(f.name.enUS), normal(f.name.zhCN)].filter((k, i, a) => k && a.indexOf(k) === i);
    return { f, keys, masks: keys.map(charMask) };
  });
  return searchKeys;
}

/** Which of 32 character buckets a string uses. One edit changes at most two buckets, so keys whose masks differ in more than 2 × edits buckets are too far. */
function charMask(s: string): number {
  let m = 0;
  for (let i = 0; i < s.length; i++) m |= 1 << (s.charCodeAt(i) & 31);
  return m;
}

function bits(n: number): number {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const MAX_EDITS = 3;

/**
 * Up to `limit` cards whose id or name is close to `query`: containing it (or contained in it), else
 * within 3 edits. Bounded work per card (length filter first, then a banded edit distance), so a bad
 * name costs about a millisecond, not tens.
 */
export function closeMatches(query: string | number, limit = 5): CardFacts[] {
  const q = normal(String(query)).slice(0, 64);
  if (!q) return [];
  const best: { f: CardFacts; s: number }[] = [];
  const row = new Int32Array(q.length + 1);
  const qm = charMask(q);
  for (const { f, keys, masks } of keysForSearch()) {
    let s = Infinity;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      const d = Math.abs(k.length - q.length);
      // Containing the query (or being contained) counts, but a long way from equal ranks below a typo.
      if (k.includes(q) || q.includes(k)) s = Math.min(s, Math.max(0.1, d * 0.25));
      else if (d <= MAX_EDITS && s > d && bits(masks[i]! ^ qm) <= 2 * MAX_EDITS) s = Math.min(s, editDistance(q, k, MAX_EDITS, row));
    }
    if (s <= MAX_EDITS) best.push({ f, s: s - (f.collectible ? 0.05 : 0) });
  }
  best.sort((a, b) => a.s - b.s || a.f.id.localeCompare(b.f.id));
  return best.slice(0, limit).map((x) => x.f);
}

/** Levenshtein distance of `a` and `b`, or cap + 1 once it must exceed `cap`. `row` is scratch space of length a.length + 1. */
function editDistance(a: string, b: string, cap: number, row: Int32Array): number {
  for (let i = 0; i <= a.length; i++) row[i] = i;
  for (let j = 1; j <= b.length; j++) {
    let diag = row[0]!;
    row[0] = j;
    let best = j;
    const bj = b.charCodeAt(j - 1);
    for (let i = 1; i <= a.length; i++) {
      const up = row[i]!;
      const v = Math.min(up + 1, row[i - 1]! + 1, diag + (a.charCodeAt(i - 1) === bj ? 0 : 1));
      diag = up;
      row[i] = v;
      if (v < best) best = v;
    }
    if (best > cap) return cap + 1;
  }
  return row[a.length]!;
}
