/**
 * @module api/routes/cards
 * GET /v1/cards?q=&locale=&implemented=&limit= and GET /v1/cards/{idOrName}.
 */
import type { Hono } from "hono";
import { builtInCard } from "../../engine/hearthstone/cards/registry.js";
import { allFacts, findCard, type CardFacts } from "../../engine/hearthstone/cards/facts.js";
import { unknownCardError } from "../../engine/hearthstone/cards/unknown.js";
import { sendEngineError, sendError } from "../errors.js";

export function cardObject(f: CardFacts) {
  const c = builtInCard(f.id)!;
  const o: Record<string, unknown> = {
    id: f.id, ...(f.dbfId > 0 ? { dbfId: f.dbfId } : {}), name: { ...f.name }, type: f.type, cardClass: f.cardClass, cost: f.cost,
  };
  if (f.type === "MINION" || f.type === "HERO") Object.assign(o, { attack: f.attack, health: f.health });
  if (f.type === "WEAPON") Object.assign(o, { attack: f.attack, durability: f.durability });
  Object.assign(o, { races: f.races, mechanics: f.mechanics, set: f.set, collectible: f.collectible, implemented: c.implemented });
  return o;
}

export function cardRoutes(app: Hono): void {
  app.get("/v1/cards", (c) => {
    const q = (c.req.query("q") ?? "").trim().toLowerCase();
    const locale = c.req.query("locale") === "zhCN" ? "zhCN" : "enUS";
    const limitRaw = c.req.query("limit");
    const limit = limitRaw === undefined ? 20 : Number(limitRaw);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return sendError(c, 400, "invalid_request", "limit must be an integer from 1 to 100", [{ path: "limit", message: "1-100" }]);
    const impl = c.req.query("implemented");
    if (impl !== undefined && impl !== "true" && impl !== "false") return sendError(c, 400, "invalid_request", "implemented must be true or false", [{ path: "implemented", message: "true or false" }]);
    const hits = allFacts().filter((f) => {
      if (q && !f.id.toLowerCase().includes(q) && !f.name.enUS.toLowerCase().includes(q) && !f.name.zhCN.includes(q)) return false;
      if (impl !== undefined && builtInCard(f.id)!.implemented !== (impl === "true")) return false;
      return true;
    });
    // Exact matches first, then collectible cards, then by name in the requested locale.
    const exact = (f: CardFacts) => (f.id.toLowerCase() === q || f.name.enUS.toLowerCase() === q || f.name.zhCN === q ? 0 : 1);
    hits.sort((a, b) => exact(a) - exact(b) || Number(b.collectible) - Number(a.collectible) || a.name[locale].localeCompare(b.name[locale]) || a.id.localeCompare(b.id));
    return c.json({ total: hits.length, cards: hits.slice(0, limit).map(cardObject) });
  });

  app.get("/v1/cards/:idOrName", (c) => {
    const key = c.req.param("idOrName");
    const f = findCard(key);
    if (!f) return sendEngineError(c, unknownCardError([{ ref: key, path: "idOrName" }]));
    return c.json(cardObject(f));
  });
}
