/**
 * POST /v1/import over HTTP inside workerd (issue 15): a Power.log excerpt as text/plain → the snapshot, ?at=actions,
 * and the errors: not a game log or cut short (400 invalid_log, saying where), a bad query (400), too large (413).
 */
import { describe, expect, it } from "vitest";
import { expectError, resolve, send } from "./helpers.js";

/** The README's excerpt (a game on turn 9), with one play after it. */
const LOG = `GameState.DebugPrintPower() - CREATE_GAME
GameState.DebugPrintPower() -     GameEntity EntityID=1
GameState.DebugPrintPower() -         tag=CARDTYPE value=GAME
GameState.DebugPrintPower() -         tag=ZONE value=PLAY
GameState.DebugPrintPower() -         tag=TURN value=9
GameState.DebugPrintPower() -         tag=STEP value=MAIN_ACTION
GameState.DebugPrintPower() -     Player EntityID=2 PlayerID=1 GameAccountId=[hi=1 lo=1]
GameState.DebugPrintPower() -         tag=PLAYER_ID value=1
GameState.DebugPrintPower() -         tag=HERO_ENTITY value=4
GameState.DebugPrintPower() -         tag=CURRENT_PLAYER value=1
GameState.DebugPrintPower() -         tag=RESOURCES value=5
GameState.DebugPrintPower() -         tag=CARDTYPE value=PLAYER
GameState.DebugPrintPower() -     Player EntityID=3 PlayerID=2 GameAccountId=[hi=1 lo=2]
GameState.DebugPrintPower() -         tag=PLAYER_ID value=2
GameState.DebugPrintPower() -         tag=HERO_ENTITY value=6
GameState.DebugPrintPower() -         tag=RESOURCES value=4
GameState.DebugPrintPower() -         tag=CARDTYPE value=PLAYER
GameState.DebugPrintPower() - FULL_ENTITY - Creating ID=4 CardID=HERO_08
GameState.DebugPrintPower() -     tag=CARDTYPE value=HERO
GameState.DebugPrintPower() -     tag=ZONE value=PLAY
GameState.DebugPrintPower() -     tag=CONTROLLER value=1
GameState.DebugPrintPower() -     tag=HEALTH value=30
GameState.DebugPrintPower() -     tag=DAMAGE value=6
GameState.DebugPrintPower() - FULL_ENTITY - Creating ID=5 CardID=CS2_034
GameState.DebugPrintPower() -     tag=CARDTYPE value=HERO_POWER
GameState.DebugPrintPower() -     tag=ZONE value=PLAY
GameState.DebugPrintPower() -     tag=CONTROLLER value=1
GameState.DebugPrintPower() - FULL_ENTITY - Creating ID=6 CardID=HERO_01a
GameState.DebugPrintPower() -     tag=CARDTYPE value=HERO
GameState.DebugPrintPower() -     tag=ZONE value=PLAY
GameState.DebugPrintPower() -     tag=CONTROLLER value=2
GameState.DebugPrintPower() -     tag=HEALTH value=30
GameState.DebugPrintPower() -     tag=ARMOR value=2
GameState.DebugPrintPower() - FULL_ENTITY - Creating ID=7 CardID=CS2_102_H1
GameState.DebugPrintPower() -     tag=CARDTYPE value=HERO_POWER
GameState.DebugPrintPower() -     tag=ZONE value=PLAY
GameState.DebugPrintPower() -     tag=CONTROLLER value=2
GameState.DebugPrintPower() - FULL_ENTITY - Creating ID=10 CardID=CS2_182
GameState.DebugPrintPower() -     tag=CARDTYPE value=MINION
GameState.DebugPrintPower() -     tag=ZONE value=PLAY
GameState.DebugPrintPower() -     tag=ZONE_POSITION value=1
GameState.DebugPrintPower() -     tag=CONTROLLER value=1
GameState.DebugPrintPower() -     tag=ATK value=4
GameState.DebugPrintPower() -     tag=HEALTH value=5
GameState.DebugPrintPower() -     tag=DAMAGE value=2
GameState.DebugPrintPower() - FULL_ENTITY - Creating ID=11 CardID=CS2_029
GameState.DebugPrintPower() -     tag=CARDTYPE value=SPELL
GameState.DebugPrintPower() -     tag=ZONE value=HAND
GameState.DebugPrintPower() -     tag=ZONE_POSITION value=1
GameState.DebugPrintPower() -     tag=CONTROLLER value=1
GameState.DebugPrintPower() -     tag=COST value=4
GameState.DebugPrintPower() - FULL_ENTITY - Creating ID=12 CardID=
GameState.DebugPrintPower() -     tag=ZONE value=DECK
GameState.DebugPrintPower() -     tag=CONTROLLER value=1
GameState.DebugPrintPower() - FULL_ENTITY - Creating ID=20 CardID=EX1_008
GameState.DebugPrintPower() -     tag=CARDTYPE value=MINION
GameState.DebugPrintPower() -     tag=ZONE value=PLAY
GameState.DebugPrintPower() -     tag=ZONE_POSITION value=1
GameState.DebugPrintPower() -     tag=CONTROLLER value=2
GameState.DebugPrintPower() -     tag=ATK value=1
GameState.DebugPrintPower() -     tag=HEALTH value=1
GameState.DebugPrintPower() -     tag=DIVINE_SHIELD value=0
GameState.DebugPrintPower() - FULL_ENTITY - Creating ID=21 CardID=
GameState.DebugPrintPower() -     tag=ZONE value=HAND
GameState.DebugPrintPower() -     tag=ZONE_POSITION value=1
GameState.DebugPrintPower() -     tag=CONTROLLER value=2
GameState.DebugPrintPower() - FULL_ENTITY - Creating ID=22 CardID=
GameState.DebugPrintPower() -     tag=ZONE value=HAND
GameState.DebugPrintPower() -     tag=ZONE_POSITION value=2
GameState.DebugPrintPower() -     tag=CONTROLLER value=2
GameState.DebugPrintPower() - FULL_ENTITY - Creating ID=30 CardID=PET_042
GameState.DebugPrintPower() -     tag=CARDTYPE value=PET
GameState.DebugPrintPower() -     tag=ZONE value=COSMETIC
GameState.DebugPrintPower() -     tag=CONTROLLER value=1
GameState.DebugPrintPower() - TAG_CHANGE Entity=[entityName=Chillwind Yeti id=10 zone=PLAY zonePos=1 cardId=CS2_182 player=1] tag=NUM_TURNS_IN_PLAY value=2`;
const PLAY = `
GameState.DebugPrintPower() - BLOCK_START BlockType=PLAY Entity=[entityName=Fireball id=11 zone=HAND zonePos=1 cardId=CS2_029 player=1] EffectCardId= EffectIndex=0 Target=[entityName=Argent Squire id=20 zone=PLAY zonePos=1 cardId=EX1_008 player=2] SubOption=-1
GameState.DebugPrintPower() - TAG_CHANGE Entity=[entityName=Argent Squire id=20 zone=PLAY zonePos=1 cardId=EX1_008 player=2] tag=ZONE value=GRAVEYARD
GameState.DebugPrintPower() - BLOCK_END`;

const post = (body: string, query = "", contentType = "text/plain") =>
  send(`/v1/import${query}`, { method: "POST", headers: { "content-type": contentType }, body });

describe("POST /v1/import", () => {
  it("answers the snapshot, which /v1/resolve takes as it is", async () => {
    const a = await post(LOG);
    expect(a.status, a.text.slice(0, 500)).toBe(200);
    expect(a.json.format).toBe("power.log");
    expect(a.json.state.players[1].hand).toEqual([{ card: null, id: 21, ref: "e21" }, { card: null, id: 22, ref: "e22" }]);
    const r = await resolve({ seed: 1, state: a.json.state, actions: [{ type: "play", card: "e11", target: "e20" }] });
    expect(r.status, r.text.slice(0, 500)).toBe(200);
    expect(r.json.state.players[1].board).toEqual([]);
    // An unknown card can't be played.
    expectError(await resolve({ seed: 1, state: a.json.state, actions: [{ type: "play", card: "e21", player: 2 }] }), 409, "illegal_action");
  });

  it("?at=actions: each player action with the snapshot just before it", async () => {
    const a = await post(LOG + PLAY, "?at=actions");
    expect(a.status, a.text.slice(0, 500)).toBe(200);
    expect(a.json.actions).toHaveLength(1);
    expect(a.json.actions[0]).toMatchObject({ turn: 9, player: 1, action: { type: "play", card: "e11", target: "e20" } });
    expect(a.json.actions[0].state.players[1].board[0].ref).toBe("e20");
    expect(a.json.state.players[1].board).toEqual([]);
  });

  it("400 invalid_log for a body that is not a game log, and for one cut short, saying where", async () => {
    const e = expectError(await post("hello"), 400, "invalid_log");
    expect(e.message).toMatch(/not a game log/);
    const cut = expectError(await post(LOG + "\nGameState.DebugPrintPower() - FULL_ENTITY - Creating ID=60 CardID=CS2_231"), 400, "invalid_log");
    expect(cut.issues[0].path).toBe("line 76");
    expectError(await post("<HSReplay><Game>", "", "application/xml"), 400, "invalid_log");
  });

  it("400 for a bad query, 413 for a body over the limit, 405 for GET", async () => {
    expect(expectError(await post(LOG, "?at=nowhere"), 400, "invalid_request").issues[0].path).toBe("at");
    expectError(await post("x".repeat(8 * 1024 * 1024 + 1)), 413, "body_too_large");
    expectError(await send("/v1/import"), 405, "method_not_allowed");
  });

  it("is in the OpenAPI document: text/plain and application/xml in, ImportResponse out, 400 and 413", async () => {
    const d = (await send("/openapi.json")).json;
    const op = d.paths["/v1/import"].post;
    expect(Object.keys(op.requestBody.content).sort()).toEqual(["application/xml", "text/plain"]);
    expect(op.responses["200"].content["application/json"].schema.$ref).toBe("#/components/schemas/ImportResponse");
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["400", "413"]));
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(["at", "format"]);
  });
});
