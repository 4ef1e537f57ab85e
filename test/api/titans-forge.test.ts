/**
 * The player actions `forge` (锻造) and `titan` (泰坦) over HTTP: /v1/resolve takes them, refuses an illegal one with 409,
 * refuses a malformed one with 400, and /v1/options lists them (w10/titans).
 */
import { describe, expect, it } from "vitest";
import { byRef, expectError, expectResult, options, request, resolve, state, type Json } from "./helpers.js";

describe("the forge and titan actions", () => {
  it("forge: 2 Mana, the card in hand becomes its Forged card", async () => {
    const st = state({ hand: [{ card: "TTN_042", ref: "C" }] });
    const r = expectResult(await resolve(request(st, [{ type: "forge", card: "C" }])));
    expect(byRef(r.state, "C").card).toBe("TTN_042t");
    expect(r.state.players[0].mana.used).toBe(2);
    expect(r.log[0]).toContain("Forges");
  });

  it("forge: a card without Forge is a 409", async () => {
    const st = state({ hand: [{ card: "CS2_182", ref: "Y" }] });
    expectError(await resolve(request(st, [{ type: "forge", card: "Y" }])), 409);
  });

  it("titan: an ability by number; a fourth field or a missing ability is a 400", async () => {
    const st = state({ board: [{ card: "TTN_903", ref: "E" }], hero: { card: "HERO_06", health: 10 } });
    const r = expectResult(await resolve(request(st, [{ type: "titan", minion: "E", ability: 2 }])));
    expect(r.state.players[0].hero.health).toBe(30);
    expect(byRef(r.state, "E").tags.TITAN_ABILITY_USED_2).toBe(1);
    expectError(await resolve(request(st, [{ type: "titan", minion: "E" }])), 400);
    expectError(await resolve(request(st, [{ type: "titan", minion: "E", ability: 4 }])), 400);
    expectError(await resolve(request(st, [{ type: "titan", minion: "E", ability: 2 }, { type: "titan", minion: "E", ability: 3 }])), 409);
  });

  it("/v1/options lists each Forge and each unused ability, and no attack for a Titan with one left", async () => {
    const st = state({ hand: [{ card: "TTN_042", ref: "C" }], board: [{ card: "TTN_903", ref: "E", tags: { TITAN_ABILITY_USED_1: 1 } }] });
    const a = await options({ state: st });
    expect(a.status, a.text.slice(0, 300)).toBe(200);
    const actions: Json[] = a.json.actions;
    expect(actions).toContainEqual({ type: "forge", card: "C" });
    expect(actions.filter((x) => x.type === "titan")).toEqual([{ type: "titan", minion: "E", ability: 2 }, { type: "titan", minion: "E", ability: 3 }]);
    expect(actions.some((x) => x.type === "attack" && x.attacker === "E")).toBe(false);
    for (const action of actions.filter((x) => x.type === "titan" || x.type === "forge")) {
      expectResult(await resolve(request(st, [action])));
    }
  });
});
