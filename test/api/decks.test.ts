/**
 * GET /v1/decks/{code} and a deck code as a player's `deck` in /v1/resolve and /v1/simulate, through the Worker. The
 * decoding and the deck-building rules themselves are tested in Node (test/engine/hearthstone/decks.test.ts); these
 * check the routes: the path forms a client sends, the report's shape, the 400s, the recorded shuffle.
 */
import { describe, expect, it } from "vitest";
import { expectError, expectResult, get, options, resolve, simulate, state, type Json } from "./helpers.js";

/** Standard Mage, 30 cards (14 Basic and Classic cards × 2, Wisp, Archmage Antonidas). Contains `+` and `/`. */
const MAGE = "AAECAf0EArMBuAgOTVq7AosDvwOrBLQEywT7BJYF7AexCLwIlg0AAA==";
/** Jaina with Fireball ×3, Core Fireball, Archmage Antonidas ×2, Fiery War Axe, Frog, Wisp. */
const BROKEN = "AAEBAf0EBLMBkQOkBP2eBAG4CAG7AgMA";
/** Fireball ×2 and dbfId 99999999. */
const UNKNOWN = "AAEBAf0EAf/B1y8BuwIAAA==";

const deck = async (code: string) => {
  const a = await get(`/v1/decks/${code}`);
  expect(a.status, a.text.slice(0, 300)).toBe(200);
  expect(a.contentType).toMatch(/^application\/json/);
  return a.json;
};

describe("GET /v1/decks/{code}", () => {
  it("decodes the hero, format, cards with both names, cost and count, the curve and coverage", async () => {
    const r = await deck(encodeURIComponent(MAGE));
    expect(r.code).toBe(MAGE);
    expect(r.format).toBe("FT_STANDARD");
    expect(r.hero).toEqual({ id: "HERO_08", dbfId: 637, name: { enUS: "Jaina Proudmoore", zhCN: "吉安娜·普罗德摩尔" }, cardClass: "MAGE" });
    expect(r.cards.find((c: Json) => c.id === "CS2_029")).toEqual({
      id: "CS2_029", dbfId: 315, name: { enUS: "Fireball", zhCN: "火球术" }, cost: 4, count: 2,
      type: "SPELL", cardClass: "MAGE", rarity: "FREE", set: "LEGACY", collectible: true, implemented: true,
    });
    expect(r.cards.reduce((n: number, c: Json) => n + c.count, 0)).toBe(30);
    expect(r.size).toEqual({ cards: 30, required: 30 });
    expect(r.curve).toEqual({ "0": 1, "1": 4, "2": 6, "3": 4, "4": 10, "5": 0, "6": 2, "7+": 3 });
    expect(r.implemented).toEqual({ cards: 30, of: 30, missing: [] });
    expect(r).toMatchObject({ legal: true, problems: [], sideboards: [] });
  });

  it("takes the code as a client sends it: `/` and `+` encoded or not, URL-safe, without padding", async () => {
    const want = await deck(encodeURIComponent(MAGE));
    expect(await deck(MAGE)).toEqual(want);
    expect(await deck(MAGE.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""))).toEqual(want);
  });

  it("lists the rules a deck breaks", async () => {
    const r = await deck(BROKEN);
    expect(r.legal).toBe(false);
    expect(r.problems.map((p: Json) => p.rule).sort()).toEqual(["class", "collectible", "copies", "deck-size", "legendary"]);
    expect(r.problems.find((p: Json) => p.rule === "class")).toEqual({
      rule: "class", message: "Fiery War Axe (CS2_106) is a WARRIOR card; a MAGE deck holds MAGE and NEUTRAL cards", cards: ["CS2_106"],
    });
  });

  it.each([
    ["AAECAf0E*rMB", "not_base64"],
    ["AQECAf0E", "not_deckstring"],
    ["AAICAf0E", "unsupported_version"],
    ["AAEJAf0E", "unsupported_format"],
    ["AAECAf0EArMB", "truncated"],
  ])("%s → 400 %s", async (code, reason) => {
    const e = expectError(await get(`/v1/decks/${encodeURIComponent(code)}`), 400, "invalid_request");
    expect(e.reason).toBe(reason);
    expect(e.issues[0].path).toBe("code");
    expect(e.message).toMatch(/^bad deck code: /);
  });

  it("an unknown dbfId → 400 naming it", async () => {
    const e = expectError(await get(`/v1/decks/${encodeURIComponent(UNKNOWN)}`), 400, "invalid_request");
    expect(e).toMatchObject({ reason: "unknown_dbfid", dbfIds: [99999999] });
    expect(e.message).toContain("99999999");
  });

  it("a code longer than 1000 characters → 400", async () => {
    expectError(await get(`/v1/decks/${"A".repeat(1001)}`), 400, "invalid_request");
  });
});

describe("a player's deck as a deck code", () => {
  const body = (seed: number) => ({ seed, state: state({ deck: MAGE }), actions: [{ type: "draw", player: 1, count: 2 }] });

  it("is shuffled from the seed, recorded in `random`, the trace and the log; the same seed deals the same order", async () => {
    const r = expectResult(await resolve(body(7)));
    const shuffle = r.random[0];
    expect(shuffle).toMatchObject({ purpose: "shuffle deck", player: 1 });
    expect(shuffle.chosen).toHaveLength(30);
    expect(r.state.players[0].hand.map((e: Json) => e.card)).toEqual(shuffle.chosen.slice(0, 2));
    expect(r.state.players[0].deck.map((e: Json) => e.card)).toEqual(shuffle.chosen.slice(2));
    expect(r.trace[0]).toMatchObject({ kind: "random", purpose: "shuffle deck", player: 1, chosen: shuffle.chosen });
    expect(r.log[0]).toBe("Player 1's deck is shuffled (30 cards).");
    const again = await resolve(body(7));
    expect(again.text).toBe(JSON.stringify(r));
    const other = expectResult(await resolve(body(8)));
    expect(other.random[0].chosen).not.toEqual(shuffle.chosen);
  });

  it("the output state lists the deck: re-submitting it resolves the same", async () => {
    const r = expectResult(await resolve(body(7)));
    const again = expectResult(await resolve({ seed: 7, state: r.state, actions: [{ type: "endTurn" }] }));
    expect(again.random.some((d: Json) => d.purpose === "shuffle deck")).toBe(false);
  });

  it("a bad code is a 400 at the deck's path", async () => {
    const e = expectError(await resolve({ state: state({}, { deck: UNKNOWN }), actions: [{ type: "endTurn" }] }), 400, "invalid_request");
    expect(e.issues[0].path).toBe("state.players[1].deck");
    expect(e.reason).toBe("unknown_dbfid");
  });

  it("/v1/options takes a deck code too", async () => {
    const a = await options({ state: state({ deck: MAGE }) });
    expect(a.status, a.text.slice(0, 300)).toBe(200);
    expect(a.json.actions.map((x: Json) => x.type)).toContain("endTurn");
  });

  it("/v1/simulate shuffles each sample from its own seed", async () => {
    const a = await simulate({ ...body(1), samples: 3 });
    expect(a.status, a.text.slice(0, 300)).toBe(200);
    expect(a.json.samples).toBe(3);
  });
});
