/**
 * @module hearthstone/cards/facts
 * Card facts (ids, dbfIds, names, numbers, tags) from the generated table, parsed once on first use,
 * and lookup by id, dbfId or exact English / Chinese name with close matches for misses.
 */
import { CARD_DATA_JSON } from "./data.gen.js";

export interface CardFacts {
  id: string;
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

/** Among printings sharing a name: the collectible one without a CORE_/VAN_ prefix, then any collectible, then the first. */
function preferred(list: CardFacts[]): CardFacts {
  const plain = (f: CardFacts) => !/^(CORE|VAN)_/.test(f.id);
  return list.find((f) => f.collectible && plain(f)) ?? list.find((f) => f.collectible) ?? list.find(plain) ?? list[0]!;
}

/** Resolve a card reference: id, dbfId (number or digits) or exact English / Chinese name (case-insensitive). */
export function findCard(ref: string | number): CardFacts | undefined {
  const t = load();
  if (typeof ref === "number" || /^\d+$/.test(ref)) {
    if (!t.byDbf) t.byDbf = new Map(t.all.map((f) => [f.dbfId, f]));
    const f = t.byDbf.get(Number(ref));
    if (f || typeof ref === "number") return f;
  }
  const byId = t.byId.get(ref as string);
  if (byId) return byId;
  const named = nameIndex(t).get(normal(ref as string));
  return named ? preferred(named) : undefined;
}

/** Up to `limit` cards whose id or name is close to `query` (substring first, then edit distance). */
export function closeMatches(query: string | number, limit = 5): CardFacts[] {
  const q = normal(String(query));
  if (!q) return [];
  const scored: { f: CardFacts; s: number }[] = [];
  for (const f of load().all) {
    const keys = [normal(f.id), normal(f.name.enUS), normal(f.name.zhCN)];
    let s = Infinity;
    for (const k of keys) {
      if (!k) continue;
      if (k.includes(q) || q.includes(k)) s = Math.min(s, Math.abs(k.length - q.length) * 0.1);
      else if (Math.abs(k.length - q.length) <= 4) s = Math.min(s, editDistance(q, k, 4));
    }
    if (s <= 4) scored.push({ f, s: s - (f.collectible ? 0.05 : 0) });
  }
  scored.sort((a, b) => a.s - b.s || a.f.id.localeCompare(b.f.id));
  return scored.slice(0, limit).map((x) => x.f);
}

/** Levenshtein distance, giving up (returning cap + 1) once it must exceed `cap`. */
function editDistance(a: string, b: string, cap: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > cap) return cap + 1;
    prev = cur;
  }
  return prev[b.length]!;
}
