/**
 * @module hearthstone/cards/registry
 * Card lookup for one request: the client's own definitions (if any) layered over the built-in library.
 * Built-in compiled cards are cached for the life of the isolate (they are immutable); client cards
 * live only in their request's registry, so no request can see another's cards.
 */
import { compileCard, factsForNewCard, KEYWORD_TAGS, type CompiledCard } from "./compile.js";
import { allFacts, factsById, findCard, type CardFacts, type Wanted } from "./facts.js";
import type { CardDefinition } from "./format/index.js";
import { allBuiltIn, CARD_INDEX, setPart } from "./sets/library.js";
import { UNKNOWN_CARD, UNKNOWN_CARD_ID } from "./unknown-card.js";
import { keepShape } from "../../shapes.js";

/** Where the library defines a card (sets/index.gen.ts): its part, its place in the library's order, its flags. */
interface IndexEntry { readonly part: number; readonly order: number; readonly inferred: boolean; readonly imbue: boolean; readonly darkGift: boolean }

const entries = new Map<string, IndexEntry | null>();
/** Ids the library does not define are remembered too, up to this many (a client may name any id). */
const MAX_MISSES = 10_000;
let misses = 0;

/** The index line that starts at `at` (its id given): its part and flags; its place in the text is its place in the library's order. */
function entryAt(at: number, id: string): IndexEntry {
  const end = CARD_INDEX.indexOf("\n", at);
  const rest = CARD_INDEX.slice(at + id.length + 1, end < 0 ? CARD_INDEX.length : end);
  const flags = rest.includes("=") ? rest.slice(0, rest.indexOf("=")) : rest;
  return { part: parseInt(flags, 10), order: at, inferred: flags.includes("i"), imbue: flags.includes("m"), darkGift: flags.includes("g") };
}

/**
 * Where the library defines this id, found in the index's text and remembered: a request looks up a handful of ids, so
 * searching the text for each is cheaper at start-up than reading every line into a map first.
 */
function indexEntry(id: string): IndexEntry | undefined {
  let e = entries.get(id);
  if (e === undefined) {
    let at = id === "" || /\s/.test(id) ? -1 : CARD_INDEX.startsWith(`${id} `) ? 0 : CARD_INDEX.indexOf(`\n${id} `);
    if (at > 0) at++;
    e = at < 0 ? null : entryAt(at, id);
    if (e || misses++ < MAX_MISSES) entries.set(id, e);
  }
  return e ?? undefined;
}

/** Every entry of the index, in the library's order (for the few lookups that need them all: inferred, imbue). */
function* indexEntries(): Generator<[string, IndexEntry]> {
  for (let at = 0; at < CARD_INDEX.length;) {
    const id = CARD_INDEX.slice(at, CARD_INDEX.indexOf(" ", at));
    let e = entries.get(id);
    if (!e) entries.set(id, (e = entryAt(at, id)));
    yield [id, e];
    const end = CARD_INDEX.indexOf("\n", at);
    at = end < 0 ? CARD_INDEX.length : end + 1;
  }
}

/** The library's Dark Gift ids (flag `g`), read from the whole index once: each gift dealt asks for them. */
let darkGiftIds: readonly string[] | undefined;
function builtInDarkGifts(): readonly string[] {
  if (!darkGiftIds) {
    const ids: string[] = [];
    for (const [id, e] of indexEntries()) if (e.darkGift) ids.push(id);
    darkGiftIds = ids;
  }
  return darkGiftIds;
}

/** The id a `corrupt` field names (a card id, or `{ into }`). */
const corruptInto = (c: CardDefinition["corrupt"]): string | undefined => (typeof c === "string" ? c : c?.into);

/** The library's corrupted cards: every card a built-in definition's `corrupt` becomes (built once, the first time a text asks). */
let corruptedIds: ReadonlySet<string> | undefined;
function builtInCorrupted(): ReadonlySet<string> {
  if (!corruptedIds) {
    const ids = new Set<string>();
    builtInDefinitions().forEach((def) => { const into = corruptInto(def.corrupt); if (into) ids.add(into); });
    corruptedIds = ids;
  }
  return corruptedIds;
}

const partDefs = new Map<string, CardDefinition>();
const partsRead = new Set<number>();
const builtInCache = new Map<string, CompiledCard>();
const isDigit = (c: number) => c >= 48 && c <= 57;

/** Whether the library defines this id (without building any definition). */
export function hasBuiltInDefinition(id: string): boolean {
  return indexEntry(id) !== undefined;
}

/** The library's definition of this id: its part is built the first time one of its cards is looked up. */
export function builtInDefinition(id: string): CardDefinition | undefined {
  const entry = indexEntry(id);
  if (!entry) return undefined;
  if (!partsRead.has(entry.part)) {
    partsRead.add(entry.part);
    for (const def of setPart(entry.part)) partDefs.set(def.id, def);
  }
  return partDefs.get(id);
}

let builtInDefs: Map<string, CardDefinition> | null = null;

/** Every built-in definition by id, in the library's order (builds every part: tools, tests and coverage). */
export function builtInDefinitions(): Map<string, CardDefinition> {
  if (!builtInDefs) {
    builtInDefs = new Map();
    for (const def of allBuiltIn()) builtInDefs.set(def.id, def);
  }
  return builtInDefs;
}

/**
 * A reprint (same name and rules text as its canonical printing, e.g. CORE_EX1_007 and EX1_007) or a skin uses the
 * canonical definition (or, when the canonical printing has none, the group's defined printing: `definedPrinting`), with references to the canonical id pointing at the reprint itself and its own stats. What the
 * text gives the canonical card comes along even where the reprint's data lacks it: keywords, Spell Damage, Overload
 * and being a Secret (the Story-mode Water Elemental's data has no FREEZE, the Battlegrounds Snake Trap no SECRET).
 */
function reprintDefinition(id: string, canonicalId: string): CardDefinition | null {
  const def = builtInDefinition(canonicalId);
  if (!def) return null;
  const canon = builtInCard(canonicalId)!;
  const { cost: _c, attack: _a, health: _h, durability: _d, armor: _r, name: _n, ...rest } = def;
  const tags: Record<string, number> = {};
  for (const k of [...KEYWORD_TAGS, "SPELLPOWER"]) if (canon.tags[k]) tags[k] = canon.tags[k]!;
  const text = {
    ...(Object.keys(tags).length || rest.tags ? { tags: { ...tags, ...rest.tags } } : {}),
    ...(canon.secret ? { secret: true } : {}),
    ...(canon.overload ? { overload: canon.overload } : {}),
  };
  return JSON.parse(JSON.stringify({ ...rest, ...text, id }).replaceAll(`"${canonicalId}"`, `"${id}"`)) as CardDefinition;
}

let speakers: Map<string, string> | null = null;

/**
 * The printing whose definition a group of printings plays with when its canonical printing has none: a reprint defined
 * under its own id (the Core set's CORE_BT_351 gives Black Temple's BT_351 and every other printing of the same text
 * its definition; the first in the library's order when several are). The library's index names the canonical printing
 * of every definition that has one (`=` in sets/index.gen.ts), so no lookup searches the card data for a group.
 */
export function definedPrinting(canonicalId: string): string | undefined {
  if (!speakers) {
    speakers = new Map();
    for (let at = CARD_INDEX.indexOf("="); at >= 0; at = CARD_INDEX.indexOf("=", at + 1)) {
      const end = CARD_INDEX.indexOf("\n", at);
      const canonical = CARD_INDEX.slice(at + 1, end < 0 ? CARD_INDEX.length : end);
      const start = CARD_INDEX.lastIndexOf("\n", at) + 1;
      if (!speakers.has(canonical)) speakers.set(canonical, CARD_INDEX.slice(start, CARD_INDEX.indexOf(" ", start)));
    }
  }
  return speakers.get(canonicalId);
}

/** The card whose definition this one plays with: itself, its canonical printing, or the group's defined printing. */
export function definitionSource(id: string): string | undefined {
  if (hasBuiltInDefinition(id)) return id;
  const canonical = cardFactsById(id)?.sameAs ?? id;
  if (hasBuiltInDefinition(canonical)) return canonical;
  return definedPrinting(canonical);
}

const inferred = new Map<string, CardFacts | null>();

/**
 * Built-in cards the card data lacks (tokens and enchantments of recent sets), defined under the game's own ids
 * (../shared/data/missing-ids.json) with `inferred: true`: their facts come from the definition (built on first use).
 */
function inferredFact(id: string): CardFacts | undefined {
  if (!indexEntry(id)?.inferred) return undefined;
  let f = inferred.get(id);
  if (f === undefined) {
    f = factsById(id) ? null : factsForNewCard(builtInDefinition(id)!);
    inferred.set(id, f);
  }
  return f ?? undefined;
}

let inferredList: readonly CardFacts[] | null = null;

/**
 * Every inferred card's facts, in the library's order: read from the index once (the library does not change while the
 * isolate lives), since a name the card data lacks is looked up here on every load that names it.
 */
function inferredFacts(): readonly CardFacts[] {
  if (inferredList) return inferredList;
  const out: CardFacts[] = [];
  for (const [id, e] of indexEntries()) if (e.inferred) { const f = inferredFact(id); if (f) out.push(f); }
  return (inferredList = out);
}

/** Facts of a built-in card: from the card data, or inferred for a card the data lacks. */
export function cardFactsById(id: string): CardFacts | undefined {
  return factsById(id) ?? inferredFact(id);
}

/** Every built-in card's facts: the card data's, then the inferred ones. */
export function allCardFacts(): readonly CardFacts[] {
  const extra = inferredFacts();
  return extra.length === 0 ? allFacts() : [...allFacts(), ...extra];
}

/** Lookup by id, dbfId or exact name over the card data (`want`: where the name is used, see findCard), then the inferred cards (by id or English name). */
export function findCardFacts(ref: string | number, want?: Wanted): CardFacts | undefined {
  const f = findCard(ref, want);
  if (f || typeof ref === "number") return f;
  const key = ref.trim().toLowerCase();
  for (const x of inferredFacts()) if (x.id === ref || x.name.enUS.toLowerCase() === key) return x;
  return undefined;
}

export function builtInCard(id: string): CompiledCard | undefined {
  let c = builtInCache.get(id);
  if (c) return c;
  const facts = cardFactsById(id);
  if (!facts) return undefined;
  const source = definitionSource(id);
  const def = source === undefined ? null : source === id ? builtInDefinition(id)! : reprintDefinition(id, source);
  c = compileCard(facts, def, false);
  builtInCache.set(id, c);
  return c;
}

/** The request's own cards when it has none: one empty map shared by every such registry (never written). */
const NO_CUSTOM: ReadonlyMap<string, CompiledCard> = new Map();

export class CardRegistry {
  private readonly custom: ReadonlyMap<string, CompiledCard>;

  constructor(defs: readonly CardDefinition[] = []) {
    if (defs.length === 0) {
      this.custom = NO_CUSTOM;
      return;
    }
    const custom = new Map<string, CompiledCard>();
    for (const def of defs) {
      const facts = factsById(def.id) ?? factsForNewCard(def);
      custom.set(def.id, compileCard(facts, def, true));
    }
    this.custom = custom;
  }

  /** By exact card id. */
  get(id: string): CompiledCard | undefined {
    if (id === UNKNOWN_CARD_ID) return UNKNOWN_CARD;
    return this.custom.get(id) ?? builtInCard(id);
  }

  /** The Imbued Hero Power of a class (a hero power card whose `imbue` names it): the request's own first, then the library's. */
  imbuedHeroPower(cardClass: string): CompiledCard | undefined {
    for (const c of this.custom.values()) if (c.def?.imbue === cardClass) return c;
    for (const [id, e] of indexEntries()) if (e.imbue && builtInDefinition(id)!.imbue === cardClass) return this.get(id);
    return undefined;
  }

  /**
   * Whether a card is a Corrupted card (腐蚀后的牌): the card a Corrupt card becomes — one some definition's `corrupt`
   * names, the request's own or the library's (a reprint as its original). The card data marks none (rules-notes 1490).
   */
  isCorrupted(id: string): boolean {
    let hit = false;
    if (this.custom.size > 0) this.custom.forEach((c) => { if (corruptInto(c.def?.corrupt) === id) hit = true; });
    if (hit) return true;
    const built = builtInCorrupted();
    return built.has(id) || built.has(factsById(id)?.sameAs ?? id);
  }

  /** The Dark Gift pool: the ids of every card with `darkGift` — the request's own, then the library's (flag `g`), sorted. */
  darkGifts(): string[] {
    const out = new Set<string>();
    for (const c of this.custom.values()) if (c.def?.darkGift) out.add(c.id);
    for (const id of builtInDarkGifts()) if (!this.custom.has(id)) out.add(id);
    return [...out].sort();
  }

  /** By id, dbfId or exact English / Chinese name (the request's own cards first); `want`: where the name is used. */
  resolve(ref: string | number, want?: Wanted): CompiledCard | undefined {
    if (typeof ref === "string" && this.custom.size > 0) {
      const own = this.custom.get(ref);
      if (own) return own;
      const key = ref.trim().toLowerCase();
      for (const c of this.custom.values()) if (c.name.enUS.toLowerCase() === key || c.name.zhCN === ref.trim()) return c;
    }
    // A built-in card's own id, compiled before: the card itself (an id is found before any name or dbfId that spells it).
    if (typeof ref === "string") {
      const c = builtInCache.get(ref);
      if (c !== undefined && !isDigit(ref.charCodeAt(0))) return c;
    }
    const facts = findCardFacts(ref, want);
    return facts ? this.get(facts.id) : undefined;
  }
}

// Its shape kept across full collections (engine/shapes.ts): every request makes one.
keepShape(new CardRegistry());
