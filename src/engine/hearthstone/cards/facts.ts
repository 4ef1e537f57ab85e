/**
 * @module hearthstone/cards/facts
 * Card facts (ids, dbfIds, names, numbers, tags) from the generated table, parsed once on first use,
 * and lookup by id, dbfId or exact English / Chinese name with close matches for misses.
 */
import { CARD_DATA_JSON } from "./data.gen.js";

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

interface Table {
  byId: Map<string, CardFacts>;
  all: CardFacts[];
  byDbf?: Map<number, CardFacts>;
  byName?: Map<string, CardFacts[]>;
}

let table: Table | null = null;

function load(): Table {
  if (table) return table;
  const { tables: t, rows } = JSON.parse(CARD_DATA_JSON) as {
    tables: Record<string, string[]>;
    rows: (string | number | number[])[][];
  };
  const pick = (name: string, i: number) => (i < 0 ? "" : t[name]![i]!);
  const num = (v: number) => (v < 0 ? 0 : v);
  const byId = new Map<string, CardFacts>();
  const all: CardFacts[] = [];
  for (const r of rows) {
    const same = r[19] as number;
    const flags = r[18] as number;
    const f: CardFacts = {
      id: r[0] as string,
      dbfId: r[1] as number,
      name: { enUS: r[2] as string, zhCN: r[3] as string },
      type: pick("type", r[4] as number),
      cardClass: pick("cardClass", r[5] as number),
      set: pick("set", r[6] as number),
      rarity: pick("rarity", r[7] as number),
      cost: num(r[8] as number),
      attack: num(r[9] as number),
      health: num(r[10] as number),
      durability: num(r[11] as number),
      armor: num(r[12] as number),
      races: (r[13] as number[]).map((i) => t.race![i]!),
      mechanics: (r[14] as number[]).map((i) => t.mechanic![i]!),
      overload: r[15] as number,
      spellDamage: r[16] as number,
      spellSchool: pick("spellSchool", r[17] as number),
      collectible: (flags & 1) === 1,
      textKind: ((flags >> 1) & 3) as 0 | 1 | 2,
    };
    if (same >= 0) f.sameAs = rows[same]![0] as string;
    byId.set(f.id, f);
    all.push(f);
  }
  return (table = { byId, all });
}

export function factsById(id: string): CardFacts | undefined {
  return load().byId.get(id);
}

export function allFacts(): readonly CardFacts[] {
  return load().all;
}

const normal = (s: string) => s.trim().toLowerCase();

function nameIndex(t: Table): Map<string, CardFacts[]> {
  if (t.byName) return t.byName;
  const m = new Map<string, CardFacts[]>();
  const put = (k: string, f: CardFacts) => {
    if (!k) return;
    const list = m.get(k);
    if (list) list.push(f);
    else m.set(k, [f]);
  };
  for (const f of t.all) {
    put(normal(f.name.enUS), f);
    if (f.name.zhCN !== f.name.enUS) put(normal(f.name.zhCN), f);
  }
  return (t.byName = m);
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
  const t = load();
  if (typeof ref === "number" || /^\d+$/.test(ref)) {
    // Cards without a dbfId carry 0 in the table; no card is found by 0.
    if (!t.byDbf) t.byDbf = new Map(t.all.filter((f) => f.dbfId > 0).map((f) => [f.dbfId, f]));
    const f = t.byDbf.get(Number(ref));
    if (f || typeof ref === "number") return f;
  }
  const byId = t.byId.get(ref as string);
  if (byId) return byId;
  const named = nameIndex(t).get(normal(ref as string));
  return named ? preferred(named, want) : undefined;
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
  searchKeys = load().all.map((f) => {
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
