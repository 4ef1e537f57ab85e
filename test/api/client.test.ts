/**
 * The typed client (src/client: openapi-fetch over the types generated from openapi/openapi.json) against the Worker:
 * the same calls a bot or a deck tool makes, type-checked by `tsc` through the generated types (a path, a body field
 * or an answer field the document does not have fails the typecheck).
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApiClient, type Schemas } from "../../src/client/index.js";

const api = createApiClient("http://x", (request) => exports.default.fetch(request));

describe("the typed client", () => {
  it("resolves: Knife Juggler's knife after a Wisp is played", async () => {
    // `rules` may be left out (Hearthstone is the default); the typed client asks for it, as the body is a union on it.
    const { data: answer, error, response } = await api.POST("/v1/resolve", {
      body: {
        rules: "hearthstone",
        seed: 7,
        state: { turn: 5, activePlayer: 1, players: [{ board: [{ card: "NEW1_019", ref: "J" }], hand: [{ card: "CS2_231", ref: "W" }] }, { board: [{ card: "CS2_182", ref: "Y", health: 1 }] }] },
        actions: [{ type: "play", card: "W" }],
      },
    });
    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    const data = answer as Schemas["ResolveResponse"] | undefined; // the answer is a union too: Hearthstone's here
    expect(data!.outcome.over).toBe(false);
    expect(data!.state.players[0]!.board!.map((m) => m.ref)).toEqual(["J", "W"]);
    expect(data!.trace[0]!.kind).toBe("sequence");
    expect(data!.log[0]).toBe("Player 1 plays Wisp.");
    expect(data!.random).toHaveLength(1);
  });

  it("gives an error response as a typed RFC 9457 problem", async () => {
    const { data, error, response } = await api.POST("/v1/resolve", {
      body: { rules: "hearthstone", seed: 1, state: { players: [{ hand: [{ card: "Knife Jugler", ref: "K" }] }, {}] }, actions: [{ type: "play", card: "K" }] },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(data).toBeUndefined();
    expect(error!.status).toBe(404);
    expect(error!.type).toBe("/docs/errors#unknown_card");
    expect(error!.error.code).toBe("unknown_card");
    expect(error!.error.issues[0]!.path).toMatch(/^state\.players\[0\]\.hand\[0\]\.card$/);
  });

  it("looks cards up: one by name (path parameter), a batch, a search with a query", async () => {
    const one = await api.GET("/v1/cards/{idOrName}", { params: { path: { idOrName: "Knife Juggler" } } });
    expect(one.response.status).toBe(200);
    expect(one.data!.id).toBe("NEW1_019");

    const batch = await api.POST("/v1/cards/lookup", { body: { ids: ["NEW1_019"], names: ["火球术", "Knife Jugler"] } });
    expect(batch.response.status).toBe(200);
    expect(batch.data!.found).toBe(2);
    expect(batch.data!.notFound).toBe(1);
    expect(batch.data!.results.map((r) => r.found)).toEqual([true, true, false]);

    const search = await api.GET("/v1/cards", { params: { query: { q: "Juggler", limit: 5 } } });
    expect(search.response.status).toBe(200);
    expect(search.data!.cards.map((c) => c.id)).toContain("NEW1_019");

    const missing = await api.GET("/v1/cards/{idOrName}", { params: { path: { idOrName: "No Such Card" } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error!.error.code).toBe("unknown_card");
  });
});
