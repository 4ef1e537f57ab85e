/**
 * @module hearthstone/cards/registry
 * Card lookup for one request: the client's own definitions (if any) layered over the built-in library.
 * Built-in compiled cards are cached for the life of the isolate (they are immutable); client cards
 * live only in their request's registry, so no request can see another's cards.
 */
import { compileCard, factsForNewCard, KEYWORD_TAGS, type CompiledCard } from "./compile.js";
import { allFacts, factsById, findCard, printingsOf, type CardFacts, type Wanted } from "./facts.js";
import type { CardDefinition } from "./format/index.js";
import { BUILT_IN } from "./sets/index.js";
import { UNKNOWN_CARD, UNKNOWN_CARD_ID } from "./unknown-card.js";

let builtInDefs: Map<string, CardDefinition> | null = null;
const builtInCache = new Map<string, CompiledCard>();

export function builtInDefinitions(): Map<string, CardDefinition> {
  if (!builtInDefs) {
    builtInDefs = new Map();
    for (const def of BUILT_IN) builtInDefs.set(def.id, def);
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
  const def = builtInDefinitions().get(canonicalId);
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

const speakers = new Map<string, string | null>();

/**
 * The printing whose definition a group of printings plays with when its canonical printing has none: a reprint defined
 * under its own id (the Core set's CORE_BT_351 gives Black Temple's BT_351 and every other printing of the same text
 * its definition; the first in the library's order when several are). Looked up per group, on first use, from the
 * printings the data lists for it (facts.ts printingsOf), so no lookup parses the whole library.
 */
export function definedPrinting(canonicalId: string): string | undefined {
  let hit = speakers.get(canonicalId);
  if (hit === undefined) {
    const defs = builtInDefinitions();
    const defined = printingsOf(canonicalId).filter((f) => defs.has(f.id)).map((f) => f.id);
    if (defined.length > 1) {
      const order = [...defs.keys()];
      defined.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    }
    hit = defined[0] ?? null;
    speakers.set(canonicalId, hit);
  }
  return hit ?? undefined;
}

/** The card whose definition this one plays with: itself, its canonical printing, or the group's defined printing. */
export function definitionSource(id: string): string | undefined {
  const defs = builtInDefinitions();
  if (defs.has(id)) return id;
  const canonical = cardFactsById(id)?.sameAs ?? id;
  if (defs.has(canonical)) return canonical;
  return definedPrinting(canonical);
}

let inferred: Map<string, CardFacts> | null = null;

/**
 * Built-in cards the card data lacks (tokens and enchantments of recent sets), defined under the game's own ids
 * (../shared/data/missing-ids.json) with `inferred: true`: their facts come from the definition.
 */
function inferredFacts(): Map<string, CardFacts> {
  if (!inferred) {
    inferred = new Map();
    for (const def of builtInDefinitions().values()) if (def.inferred && !factsById(def.id)) inferred.set(def.id, factsForNewCard(def));
  }
  return inferred;
}

/** Facts of a built-in card: from the card data, or inferred for a card the data lacks. */
export function cardFactsById(id: string): CardFacts | undefined {
  return factsById(id) ?? inferredFacts().get(id);
}

/** Every built-in card's facts: the card data's, then the inferred ones. */
export function allCardFacts(): readonly CardFacts[] {
  const extra = inferredFacts();
  return extra.size === 0 ? allFacts() : [...allFacts(), ...extra.values()];
}

/** Lookup by id, dbfId or exact name over the card data (`want`: where the name is used, see findCard), then the inferred cards (by id or English name). */
export function findCardFacts(ref: string | number, want?: Wanted): CardFacts | undefined {
  const f = findCard(ref, want);
  if (f || typeof ref === "number") return f;
  const key = ref.trim().toLowerCase();
  for (const x of inferredFacts().values()) if (x.id === ref || x.name.enUS.toLowerCase() === key) return x;
  return undefined;
}

export function builtInCard(id: string): CompiledCard | undefined {
  let c = builtInCache.get(id);
  if (c) return c;
  const facts = cardFactsById(id);
  if (!facts) return undefined;
  const source = definitionSource(id);
  const def = source === undefined ? null : source === id ? builtInDefinitions().get(id)! : reprintDefinition(id, source);
  c = compileCard(facts, def, false);
  builtInCache.set(id, c);
  return c;
}

export class CardRegistry {
  private readonly custom = new Map<string, CompiledCard>();

  constructor(defs: readonly CardDefinition[] = []) {
    for (const def of defs) {
      const facts = factsById(def.id) ?? factsForNewCard(def);
      this.custom.set(def.id, compileCard(facts, def, true));
    }
  }

  /** By exact card id. */
  get(id: string): CompiledCard | undefined {
    if (id === UNKNOWN_CARD_ID) return UNKNOWN_CARD;
    return this.custom.get(id) ?? builtInCard(id);
  }

  /** The Imbued Hero Power of a class (a hero power card whose `imbue` names it): the request's own first, then the library's. */
  imbuedHeroPower(cardClass: string): CompiledCard | undefined {
    for (const c of this.custom.values()) if (c.def?.imbue === cardClass) return c;
    for (const [id, def] of builtInDefinitions()) if (def.imbue === cardClass) return this.get(id);
    return undefined;
  }

  /** By id, dbfId or exact English / Chinese name (the request's own cards first); `want`: where the name is used. */
  resolve(ref: string | number, want?: Wanted): CompiledCard | undefined {
    if (typeof ref === "string") {
      const own = this.custom.get(ref);
      if (own) return own;
      const key = ref.trim().toLowerCase();
      for (const c of this.custom.values()) if (c.name.enUS.toLowerCase() === key || c.name.zhCN === ref.trim()) return c;
    }
    const facts = findCardFacts(ref, want);
    return facts ? this.get(facts.id) : undefined;
  }
}
