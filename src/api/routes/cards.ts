/**
 * @module api/routes/cards
 * GET /v1/cards (search and filters, paginated), GET /v1/cards/{idOrName}, GET /v1/sets (coverage per set).
 */
import type { Hono } from "hono";
import { z } from "zod";
import { allCardFacts, builtInCard, builtInDefinitions, findCardFacts } from "../../engine/hearthstone/cards/registry.js";
import type { CardFacts } from "../../engine/hearthstone/cards/facts.js";
import { unknownCardError } from "../../engine/hearthstone/cards/unknown.js";
import { coverageBySet, coverageTotal } from "../../engine/hearthstone/cards/coverage.js";
import { EngineError } from "../../engine/index.js";
import { validate } from "../../engine/validate.js";
import { sendEngineError } from "../errors.js";

export function cardObject(f: CardFacts) {
  const c = builtInCard(f.id)!;
  const o: Record<string, unknown> = {
    id: f.id, ...(f.dbfId > 0 ? { dbfId: f.dbfId } : {}), name: { ...f.name }, type: f.type, cardClass: f.cardClass, cost: f.cost,
  };
  if (f.type === "MINION" || f.type === "HERO") Object.assign(o, { attack: f.attack, health: f.health });
  if (f.type === "WEAPON") Object.assign(o, { attack: f.attack, durability: f.durability });
  Object.assign(o, { races: f.races, mechanics: f.mechanics, set: f.set, collectible: f.collectible, implemented: c.implemented });
  if (f.inferred) o.inferred = true;
  // A reprint or skin without a definition of its own plays as its canonical card (same definition, its own stats).
  if (f.sameAs && !builtInDefinitions().has(f.id)) o.playsAs = f.sameAs;
  return o;
}

const bool = z.enum(["true", "false"]).transform((v) => v === "true");
const upper = z.string().trim().min(1).max(64).transform((v) => v.toUpperCase());

/** The query of GET /v1/cards (query values are strings; numbers and booleans are parsed here). */
export const CardQuery = z.object({
  q: z.string().max(100).optional().describe("part of an id, English or Chinese name (case-insensitive)"),
  locale: z.enum(["enUS", "zhCN"]).optional().describe("the language names are sorted by"),
  set: upper.optional().describe("a set code such as EXPERT1 (see /v1/sets)"),
  class: upper.optional().describe("a class such as MAGE or NEUTRAL"),
  type: upper.optional().describe("MINION, SPELL, WEAPON, HERO, HERO_POWER, ENCHANTMENT, LOCATION"),
  implemented: bool.optional().describe("only cards the engine implements (true) or not (false)"),
  collectible: bool.optional().describe("only collectible cards (true) or not (false)"),
  limit: z.coerce.number().int().min(1).max(100).optional().describe("page size, default 20"),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().describe("how many matches to skip, default 0"),
}).strict();

function query(c: { req: { queries: () => Record<string, string[]> } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.req.queries())) out[k] = v[v.length - 1]!;
  return out;
}

export function cardRoutes(app: Hono): void {
  app.get("/v1/cards", (c) => {
    let p: z.infer<typeof CardQuery>;
    try {
      p = validate(CardQuery, query(c));
    } catch (e) {
      if (e instanceof EngineError) return sendEngineError(c, e);
      throw e;
    }
    const q = (p.q ?? "").trim().toLowerCase();
    const locale = p.locale ?? "enUS";
    const limit = p.limit ?? 20, offset = p.offset ?? 0;
    const hits = allCardFacts().filter((f) => {
      if (p.set !== undefined && f.set !== p.set) return false;
      if (p.class !== undefined && f.cardClass !== p.class) return false;
      if (p.type !== undefined && f.type !== p.type) return false;
      if (p.collectible !== undefined && f.collectible !== p.collectible) return false;
      if (q && !f.id.toLowerCase().includes(q) && !f.name.enUS.toLowerCase().includes(q) && !f.name.zhCN.includes(q)) return false;
      if (p.implemented !== undefined && builtInCard(f.id)!.implemented !== p.implemented) return false;
      return true;
    });
    // Exact matches first, then collectible cards, then by name in the requested locale.
    const exact = (f: CardFacts) => (f.id.toLowerCase() === q || f.name.enUS.toLowerCase() === q || f.name.zhCN === q ? 0 : 1);
    hits.sort((a, b) => exact(a) - exact(b) || Number(b.collectible) - Number(a.collectible) || a.name[locale].localeCompare(b.name[locale]) || a.id.localeCompare(b.id));
    const page = hits.slice(offset, offset + limit);
    return c.json({ total: hits.length, offset, limit, next: offset + limit < hits.length ? offset + limit : null, cards: page.map(cardObject) });
  });

  app.get("/v1/cards/:idOrName", (c) => {
    const key = c.req.param("idOrName");
    const f = findCardFacts(key);
    if (!f) return sendEngineError(c, unknownCardError([{ ref: key, path: "idOrName" }]));
    return c.json(cardObject(f));
  });

  app.get("/v1/sets", (c) => {
    const total = coverageTotal();
    return c.json({ total, sets: coverageBySet() });
  });
}
