/**
 * @module api/routes/cards
 * GET /v1/cards (search and filters, paginated), GET /v1/cards/{idOrName}, GET /v1/sets (coverage per set).
 */
import type { Hono } from "hono";
import { allCardFacts, builtInCard, cardFactsById, hasBuiltInDefinition, findCardFacts } from "../../engine/hearthstone/cards/registry.js";
import { closeMatches as closeMatchesOf } from "../../engine/hearthstone/cards/facts.js";
import { readJson } from "../body.js";
import type { CardFacts } from "../../engine/hearthstone/cards/facts.js";
import { unknownCardError } from "../../engine/hearthstone/cards/unknown.js";
import { coverageBySet, coverageTotal } from "../../engine/hearthstone/cards/coverage.js";
import { EngineError } from "../../engine/errors.js";
import { validate } from "../../engine/validate.js";
import { sendEngineError } from "../errors.js";
import type { Routes } from "../contract.js";
import { loadQuerySchemas } from "../lazy.js";
import type { CardLookupRequest, CardQuery } from "../query-schemas.js";
import { on } from "../route.js";

export function cardObject(f: CardFacts) {
  const c = builtInCard(f.id)!;
  const o: Record<string, unknown> = {
    id: f.id, ...(f.dbfId > 0 ? { dbfId: f.dbfId } : {}), name: { ...f.name }, type: f.type, cardClass: f.cardClass, cost: f.cost,
  };
  if (f.type === "MINION" || f.type === "HERO") Object.assign(o, { attack: f.attack, health: f.health });
  if (f.type === "WEAPON") Object.assign(o, { attack: f.attack, durability: f.durability });
  if (f.rarity) o.rarity = f.rarity;
  Object.assign(o, { races: f.races, mechanics: f.mechanics, set: f.set, collectible: f.collectible, implemented: c.implemented });
  if (f.inferred) o.inferred = true;
  // A reprint or skin without a definition of its own plays as its canonical card (same definition, its own stats).
  if (f.sameAs && !hasBuiltInDefinition(f.id)) o.playsAs = f.sameAs;
  return o;
}

/** A skin: a hero or hero power that plays as another (a hero skin of HERO_SKINS, not the basic hero it stands for). */
const isSkin = (f: CardFacts) => (f.set === "HERO_SKINS" || f.type === "HERO_POWER") && f.sameAs !== undefined;
/** The search order's groups: 0 collectible printings, 1 tokens and other cards that are not collectible, 2 skins. */
const kind = (f: CardFacts) => (isSkin(f) ? 2 : f.collectible ? 0 : 1);
const reprint = (f: CardFacts) => (f.sameAs !== undefined ? 1 : 0);

function query(c: { req: { queries: () => Record<string, string[]> } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.req.queries())) out[k] = v[v.length - 1]!;
  return out;
}

/** At most this many cards per lookup (ids, dbfIds and names together). */
export const MAX_LOOKUP = 100;

type LookupResult =
  | { in: "ids" | "dbfIds" | "names"; query: string | number; found: true; card: Record<string, unknown> }
  | { in: "ids" | "dbfIds" | "names"; query: string | number; found: false; closeMatches: { id: string; name: string }[] };

/** Suggestions cost about a millisecond each: only the first few misses of a lookup get them (as the 404's). */
const SUGGESTED = 10;

export function lookupCards(b: CardLookupRequest) {
  const results: LookupResult[] = [];
  let suggested = 0;
  const answer = (where: LookupResult["in"], query: string | number, f: CardFacts | undefined) => {
    if (f) results.push({ in: where, query, found: true, card: cardObject(f) });
    else {
      const closeMatches = suggested++ < SUGGESTED ? closeMatchesOf(query).map((m) => ({ id: m.id, name: m.name.enUS || m.name.zhCN })) : [];
      results.push({ in: where, query, found: false, closeMatches });
    }
  };
  for (const id of b.ids ?? []) answer("ids", id, cardFactsById(id));
  for (const d of b.dbfIds ?? []) answer("dbfIds", d, findCardFacts(d));
  for (const n of b.names ?? []) answer("names", n, /^\d+$/.test(n.trim()) ? undefined : findCardFacts(n));
  const found = results.filter((r) => r.found).length;
  return { found, notFound: results.length - found, results };
}

export function cardRoutes(app: Hono, routes: Routes): void {
  on(app, routes.lookup, async (c) => {
    const body = await readJson(c, async () => (await loadQuerySchemas()).CardLookupRequest);
    if (!body.ok) return body.response;
    return c.json(lookupCards(body.value));
  });

  on(app, routes.cards, async (c) => {
    const { CardQuery } = await loadQuerySchemas();
    let p: CardQuery;
    try {
      p = validate(CardQuery, query(c));
    } catch (e) {
      if (e instanceof EngineError) return sendEngineError(c, e);
      throw e;
    }
    const q = (p.q ?? "").trim().toLowerCase();
    const dbfId = /^\d{1,9}$/.test(q) ? Number(q) : -1;
    const locale = p.locale ?? "enUS";
    const limit = p.limit ?? 20, offset = p.offset ?? 0;
    const cost = p.cost === undefined ? undefined : { n: parseInt(p.cost, 10), orMore: p.cost.endsWith("+") };
    const hits = allCardFacts().filter((f) => {
      if (p.set !== undefined && f.set !== p.set) return false;
      if (p.class !== undefined && f.cardClass !== p.class) return false;
      if (p.type !== undefined && f.type !== p.type) return false;
      if (p.rarity !== undefined && f.rarity !== p.rarity) return false;
      if (cost && (cost.orMore ? f.cost < cost.n : f.cost !== cost.n)) return false;
      if (p.collectible !== undefined && f.collectible !== p.collectible) return false;
      if (q && f.dbfId !== dbfId && !f.id.toLowerCase().includes(q) && !f.name.enUS.toLowerCase().includes(q) && !f.name.zhCN.includes(q)) return false;
      if (p.implemented !== undefined && builtInCard(f.id)!.implemented !== p.implemented) return false;
      return true;
    });
    // Exact matches (id, dbfId, name) first; then collectible printings (the original before its reprints), tokens
    // (not collectible), skins (hero skins, hero-power skins); then by name in the requested locale.
    const exact = (f: CardFacts) => (f.dbfId === dbfId || f.id.toLowerCase() === q || f.name.enUS.toLowerCase() === q || f.name.zhCN === q ? 0 : 1);
    hits.sort((a, b) => exact(a) - exact(b) || kind(a) - kind(b) || a.name[locale].localeCompare(b.name[locale]) || reprint(a) - reprint(b) || a.id.localeCompare(b.id));
    const page = hits.slice(offset, offset + limit);
    return c.json({ total: hits.length, offset, limit, next: offset + limit < hits.length ? offset + limit : null, cards: page.map(cardObject) });
  });

  on(app, routes.card, (c) => {
    const key = c.req.param("idOrName") as string;
    const f = findCardFacts(key);
    if (!f) return sendEngineError(c, unknownCardError([{ ref: key, path: "idOrName" }]));
    return c.json(cardObject(f));
  });

  on(app, routes.sets, (c) => {
    const total = coverageTotal();
    return c.json({ total, sets: coverageBySet() });
  });
}
