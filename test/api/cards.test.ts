/**
 * GET /v1/cards/{idOrName} and GET /v1/cards?q=: lookup by id, dbfId, English or Chinese name; the
 * printing a shared name picks; close matches for misses; search and its parameters.
 */
import { describe, expect, it } from "vitest";
import { closeMatchIds, expectError, get, post, postRaw, type Json } from "./helpers.js";

const KNIFE_JUGGLER_DBF_ID = 1073; // from /work/shared/data/cards.json

const card = async (idOrName: string | number) => {
  const a = await get(`/v1/cards/${encodeURIComponent(String(idOrName))}`);
  expect(a.status, a.text.slice(0, 300)).toBe(200);
  expect(a.contentType).toMatch(/^application\/json/);
  return a.json;
};

const search = async (query: string) => {
  const a = await get(`/v1/cards?${query}`);
  expect(a.status, a.text.slice(0, 300)).toBe(200);
  return a.json as { total: number; cards: Json[] };
};

describe("GET /v1/cards/{idOrName}", () => {
  it("finds Knife Juggler by id, dbfId, English name and Chinese name", async () => {
    const byId = await card("NEW1_019");
    expect(byId).toEqual({
      id: "NEW1_019", dbfId: KNIFE_JUGGLER_DBF_ID, name: { enUS: "Knife Juggler", zhCN: "飞刀杂耍者" }, type: "MINION", cardClass: "NEUTRAL",
      cost: 2, attack: 3, health: 2, rarity: "RARE", races: [], mechanics: expect.any(Array), set: "EXPERT1", collectible: true, implemented: true,
    });
    for (const key of [KNIFE_JUGGLER_DBF_ID, "Knife Juggler", "飞刀杂耍者"]) expect(await card(key)).toEqual(byId);
  });

  it("skins play as their card: playsAs names it (hero-power skins, hero skins, reprints)", async () => {
    expect(await card("HERO_04fbp")).toMatchObject({ id: "HERO_04fbp", type: "HERO_POWER", implemented: true, playsAs: "CS2_101" });
    expect(await card("CS2_102_H2")).toMatchObject({ implemented: true, playsAs: "CS2_102" });
    expect(await card("HERO_01aa")).toMatchObject({ name: { enUS: "Varian Wrynn" }, type: "HERO", playsAs: "HERO_01" });
    expect(await card("CORE_EX1_007")).toMatchObject({ implemented: true, playsAs: "EX1_007" });
    expect((await card("NEW1_019")).playsAs).toBeUndefined();
    // A name is the card a player means: Kel'Thuzad the minion, not Jaina's skin of that name.
    expect((await card("Kel'Thuzad")).id).toBe("FP1_013");
  });

  it("takes the path percent-encoded as a browser sends it", async () => {
    const a = await get("/v1/cards/%E9%A3%9E%E5%88%80%E6%9D%82%E8%80%8D%E8%80%85");
    expect(a.json.id).toBe("NEW1_019");
    expect((await get("/v1/cards/Knife%20Juggler")).json.id).toBe("NEW1_019");
  });

  it("picks the collectible printing without a CORE_/VAN_ prefix for a shared name", async () => {
    // Chillwind Yeti exists as CS2_182, CORE_CS2_182 and VAN_CS2_182, all collectible.
    for (const other of ["CORE_CS2_182", "VAN_CS2_182"]) {
      const c = await card(other);
      expect(c.name.enUS).toBe("Chillwind Yeti");
      expect(c.collectible).toBe(true);
    }
    expect((await card("Chillwind Yeti")).id).toBe("CS2_182");
    expect((await card("冰风雪人")).id).toBe("CS2_182");
    // Knife Juggler also has VAN_NEW1_019 (collectible) and FB_Champs_NEW1_019 (not).
    expect((await card("VAN_NEW1_019")).collectible).toBe(true);
    expect((await card("Knife Juggler")).id).toBe("NEW1_019");
    // Fireball: CS2_029, CORE_CS2_029, VAN_CS2_029 and the tutorial's TU5_CS2_029.
    expect((await card("Fireball")).id).toBe("CS2_029");
  });

  it("gives the numbers that apply to the card's type", async () => {
    const yeti = await card("CS2_182");
    expect(yeti).toMatchObject({ type: "MINION", cost: 4, attack: 4, health: 5, implemented: true });
    const spell = await card("CS2_029");
    expect(spell).toMatchObject({ type: "SPELL", cost: 4 });
    expect(spell.attack).toBeUndefined();
    expect(spell.health).toBeUndefined();
    const weapon = await card("CS2_106"); // Fiery War Axe
    expect(weapon).toMatchObject({ type: "WEAPON", attack: 3, durability: 2 });
  });

  it("says a card with unimplemented rules text is not implemented", async () => {
    // Lucifron (a Tavern Brawl card) has rules text no definition covers.
    expect(await card("BRMC_85")).toMatchObject({ id: "BRMC_85", name: { enUS: "Lucifron" }, implemented: false });
  });

  it("counts keyword-only and text-free cards as implemented", async () => {
    for (const id of ["CS2_231", "CS2_179", "CS2_182"]) expect((await card(id)).implemented).toBe(true);
  });

  it("answers an unknown name with 404 and close matches", async () => {
    const e = expectError(await get("/v1/cards/Knife%20Jugler"), 404, "unknown_card");
    expect(e.message).toContain("Knife Jugler");
    expect(e.issues).toEqual([{ path: "idOrName", message: expect.stringContaining("Knife Jugler") }]);
    expect(closeMatchIds(e)).toContain("NEW1_019");
    // The same shape as in /v1/resolve: lists keyed by where the name was given.
    expect(Object.keys(e.closeMatches)).toEqual(["idOrName"]);
    for (const m of e.closeMatches.idOrName) expect(m).toEqual({ id: expect.any(String), name: expect.any(String) });
  });

  it("answers an unknown dbfId and a malformed escape with 404", async () => {
    expectError(await get("/v1/cards/99999999"), 404, "unknown_card");
    expectError(await get("/v1/cards/%E0%A4%A"), 404, "unknown_card");
  });

  // About 7,000 cards in the data have no dbfId (e.g. bar_079t10c): none is found by 0, and their objects omit the field.
  it("does not find a card by dbfId 0, and omits dbfId where the data has none", async () => {
    expectError(await get("/v1/cards/0"), 404, "unknown_card");
    const a = await get("/v1/cards/bar_079t10c");
    expect(a.status).toBe(200);
    expect(a.json.id).toBe("bar_079t10c");
    expect(a.json).not.toHaveProperty("dbfId");
  });
});

describe("GET /v1/cards?q=", () => {
  it("q=juggler lists Knife Juggler among cards whose name contains it", async () => {
    const r = await search("q=juggler");
    expect(r.cards.map((c) => c.id)).toContain("NEW1_019");
    expect(r.total).toBe(r.cards.length);
    for (const c of r.cards) expect(`${c.id} ${c.name.enUS} ${c.name.zhCN}`.toLowerCase()).toContain("juggler");
  });

  it("searches Chinese names", async () => {
    const r = await search(`q=${encodeURIComponent("飞刀杂耍")}&locale=zhCN`);
    expect(r.cards.map((c) => c.id)).toContain("NEW1_019");
  });

  it("puts exact matches first", async () => {
    const r = await search("q=knife%20juggler");
    expect(r.cards[0].name.enUS).toBe("Knife Juggler");
  });

  it("limit caps the list but not the total", async () => {
    const r = await search("q=yeti&limit=1");
    expect(r.cards).toHaveLength(1);
    expect(r.total).toBeGreaterThan(1);
    expect((await search("q=a")).cards).toHaveLength(20); // default limit
    expect((await search("q=a&limit=100")).cards).toHaveLength(100);
  });

  it("implemented=true and implemented=false filter", async () => {
    const yes = await search("q=lucifron&implemented=true");
    expect(yes.cards.map((c) => c.id)).not.toContain("BRMC_85");
    const no = await search("q=lucifron&implemented=false&limit=100");
    expect(no.cards.map((c) => c.id)).toContain("BRMC_85");
    expect((await search("q=archmage%20antonidas&implemented=true")).cards.map((c) => c.id)).toContain("EX1_559");
    for (const c of no.cards) expect(c.implemented).toBe(false);
    for (const c of yes.cards) expect(c.implemented).toBe(true);
  });

  it("an empty result is a 200 with total 0", async () => {
    expect(await search("q=zzzqqqxxx")).toEqual({ total: 0, offset: 0, limit: 20, next: null, cards: [] });
  });

  it.each(["limit=0", "limit=101", "limit=abc", "limit=2.5", "limit=-3", "limit="])("%s → 400", async (query) => {
    const e = expectError(await get(`/v1/cards?q=yeti&${query}`), 400, "invalid_request");
    expect(e.issues[0].path).toBe("limit");
  });

  it("implemented=maybe → 400", async () => {
    const e = expectError(await get("/v1/cards?implemented=maybe"), 400, "invalid_request");
    expect(e.issues[0].path).toBe("implemented");
  });
});

describe("GET /v1/cards filters and pages", () => {
  it("filters by set, class, type and implemented, and every card it lists matches them", async () => {
    const r = await search("set=expert1&class=MAGE&type=SPELL&limit=100");
    expect(r.total).toBeGreaterThan(5);
    for (const c of r.cards) expect([c.set, c.cardClass, c.type]).toEqual(["EXPERT1", "MAGE", "SPELL"]);
    const impl = await search("set=EXPERT1&implemented=true&collectible=true&limit=100");
    const not = await search("set=EXPERT1&implemented=false&collectible=true&limit=100");
    for (const c of impl.cards) expect(c.implemented).toBe(true);
    for (const c of not.cards) expect(c.implemented).toBe(false);
    const sets = (await get("/v1/sets")).json as { sets: { set: string; collectible: number; implemented: number }[] };
    const ex = sets.sets.find((s) => s.set === "EXPERT1")!;
    expect([impl.total, impl.total + not.total]).toEqual([ex.implemented, ex.collectible]);
  });

  it("pages with offset and limit: pages join into the whole list, `next` ends as null", async () => {
    const all = await search("set=LEGACY&class=MAGE&collectible=true&limit=100");
    const ids: string[] = [];
    let offset: number | null = 0;
    let pages = 0;
    while (offset !== null) {
      const page: Json = (await get(`/v1/cards?set=LEGACY&class=MAGE&collectible=true&limit=7&offset=${offset}`)).json;
      expect(page.cards.length).toBeLessThanOrEqual(7);
      ids.push(...page.cards.map((c: Json) => c.id));
      offset = page.next;
      pages++;
    }
    expect(ids).toEqual(all.cards.map((c) => c.id));
    expect(pages).toBe(Math.ceil(all.total / 7));
  });

  it("rejects a bad filter with 400 and the parameter's path", async () => {
    for (const [q, path] of [["implemented=yes", "implemented"], ["limit=0", "limit"], ["offset=-1", "offset"], ["colour=red", ""]] as const) {
      const a = await get(`/v1/cards?${q}`);
      expectError(a, 400, "invalid_request");
      if (path) expect(a.json.error.issues.map((i: Json) => i.path)).toContain(path);
    }
  });
});

describe("GET /v1/cards: cost, rarity, order, dbfId", () => {
  it("cost=N and cost=N+ filter by cost", async () => {
    const three = await search("set=EXPERT1&class=MAGE&cost=3&limit=100");
    expect(three.total).toBeGreaterThan(0);
    for (const c of three.cards) expect(c.cost).toBe(3);
    const big = await search("set=EXPERT1&cost=7%2B&collectible=true&limit=100");
    expect(big.cards.map((c) => c.id)).toContain("EX1_559"); // Archmage Antonidas, 7
    for (const c of big.cards) expect(c.cost).toBeGreaterThanOrEqual(7);
  });

  it("rarity filters, in any case", async () => {
    const r = await search("set=EXPERT1&rarity=legendary&collectible=true&limit=100");
    expect(r.cards.map((c) => c.id)).toContain("EX1_116"); // Leeroy Jenkins
    for (const c of r.cards) expect(c.rarity).toBe("LEGENDARY");
    expect((await search("set=EXPERT1&rarity=LEGENDARY&collectible=true&limit=100")).total).toBe(r.total);
  });

  it.each([["cost=x", "cost"], ["cost=-1", "cost"], ["cost=3%2B%2B", "cost"], ["rarity=mythic", "rarity"]])("%s → 400", async (q, path) => {
    const e = expectError(await get(`/v1/cards?${q}`), 400, "invalid_request");
    expect(e.issues[0].path).toBe(path);
  });

  it("q of digits finds the card with that dbfId first", async () => {
    const r = await search(`q=${KNIFE_JUGGLER_DBF_ID}`);
    expect(r.cards[0].id).toBe("NEW1_019");
  });

  it("collectible printings come before tokens and skins, an original before its reprints", async () => {
    // Chillwind Yeti: CS2_182, CORE_CS2_182, VAN_CS2_182 and tokens of that name.
    const yeti = await search("q=yeti&limit=100");
    const group = (c: Json) => ((c.set === "HERO_SKINS" || c.type === "HERO_POWER") && c.playsAs ? 2 : c.collectible ? 0 : 1);
    const groups = yeti.cards.map(group);
    expect(groups).toEqual(groups.slice().sort());
    const printings = yeti.cards.filter((c) => c.name.enUS === "Chillwind Yeti" && c.collectible).map((c) => c.id);
    expect(printings[0]).toBe("CS2_182");
    // Skins last: Garrosh's skins after the cards and tokens that match "garrosh"; Garrosh himself (HERO_01, the
    // Basic hero the skins play as) is a collectible printing.
    const garrosh = await search("q=garrosh&limit=100");
    const g = garrosh.cards.map(group);
    expect(g).toEqual(g.slice().sort());
    expect(g).toContain(2);
    const ids = garrosh.cards.map((c) => c.id);
    expect(ids.indexOf("HERO_01")).toBeLessThan(ids.indexOf("HERO_01b"));
    expect(garrosh.cards.find((c) => c.id === "HERO_01b")!.playsAs).toBe("HERO_01");
  });
});

describe("POST /v1/cards/lookup", () => {
  const lookup = (body: unknown) => post("/v1/cards/lookup", body);

  it("answers ids, dbfIds and names in either locale, in the request's order", async () => {
    const a = await lookup({ ids: ["NEW1_019"], dbfIds: [90], names: ["Fireball", "飞刀杂耍者"] });
    expect(a.status, a.text.slice(0, 300)).toBe(200);
    expect(a.json.found).toBe(4);
    expect(a.json.notFound).toBe(0);
    expect(a.json.results.map((r: Json) => [r.in, r.query, r.card.id])).toEqual([
      ["ids", "NEW1_019", "NEW1_019"], ["dbfIds", 90, "CS2_182"], ["names", "Fireball", "CS2_029"], ["names", "飞刀杂耍者", "NEW1_019"],
    ]);
    // The same card object as GET /v1/cards/{idOrName}.
    expect(a.json.results[0].card).toEqual(await card("NEW1_019"));
  });

  it("reports each miss with close matches, as the 404 does, and still answers the rest", async () => {
    const a = await lookup({ ids: ["NEW1_0199"], dbfIds: [99999999], names: ["Knife Jugler", "Wisp"] });
    expect(a.status).toBe(200);
    expect([a.json.found, a.json.notFound]).toEqual([1, 3]);
    const [id, dbf, name, wisp] = a.json.results;
    expect(id).toMatchObject({ in: "ids", query: "NEW1_0199", found: false });
    expect(id.closeMatches.map((m: Json) => m.id)).toContain("NEW1_019");
    expect(dbf).toMatchObject({ in: "dbfIds", query: 99999999, found: false });
    expect(name.closeMatches.map((m: Json) => m.id)).toContain("NEW1_019");
    for (const m of name.closeMatches) expect(m).toEqual({ id: expect.any(String), name: expect.any(String) });
    expect(wisp.card.id).toBe("CS2_231");
  });

  it.each([
    [{}, ""],
    [{ ids: [] }, ""],
    [{ ids: "NEW1_019" }, "ids"],
    [{ dbfIds: [1.5] }, "dbfIds[0]"],
    [{ names: Array(101).fill("Wisp") }, "names"],
    [{ ids: Array(60).fill("CS2_231"), names: Array(60).fill("Wisp") }, ""],
    [{ cards: ["Wisp"] }, ""],
  ])("%j → 400", async (body, path) => {
    const e = expectError(await lookup(body), 400, "invalid_request");
    if (path) expect(e.issues.map((i: Json) => i.path)).toContain(path);
  });

  it("a body that is not JSON → 400 invalid_json", async () => {
    expectError(await postRaw("/v1/cards/lookup", "{"), 400, "invalid_json");
  });
});

describe("GET /v1/sets", () => {
  it("lists each set with both names, its collectible count and implemented count, totals over counted sets", async () => {
    const a = await get("/v1/sets");
    expect(a.status).toBe(200);
    const { total, sets } = a.json as { total: { collectible: number; implemented: number }; sets: Json[] };
    const ex = sets.find((s) => s.set === "EXPERT1");
    expect(ex.name).toEqual({ enUS: "Classic", zhCN: "经典" });
    expect(ex.implemented).toBeLessThanOrEqual(ex.collectible);
    const counted = sets.filter((s) => s.counted);
    expect(total.collectible).toBe(counted.reduce((n, s) => n + s.collectible, 0));
    expect(total.implemented).toBe(counted.reduce((n, s) => n + s.implemented, 0));
    expect(sets.find((s) => s.set === "HERO_SKINS").counted).toBe(false);
  });
});
