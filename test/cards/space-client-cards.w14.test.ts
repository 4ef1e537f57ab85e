/**
 * Session 14's general part (w14/space) used by cards a client sends in a request's `cards`: a player's named counter for
 * the game — `addNumber` `counter` and the amount `{ counter }` (rules-notes 1624) — and `summonRemembered` `of`, another
 * entity's memories (1625) — and damage `hits` with a Hero Power's bonus as hits (1626) — one format for the library and
 * the client.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231"; // 0-Cost 1/1

describe("client cards using session 14's SPACE parts", () => {
  const forge = { id: "C_FORGE", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "addNumber", counter: "BOLT_POWER", amount: 2 }] };
  const bolt = { id: "C_BOLT", type: "SPELL", cost: 1, spell: [{ type: "damage", amount: { counter: "BOLT_POWER", add: 1 }, to: "enemy-hero" }] };

  it("\"Battlecry: Your Bolts deal 2 more damage this game\": the counter lasts the game and is its controller's", () => {
    const r = run(request([player({ hand: [{ card: "C_FORGE", ref: "F" }, { card: "C_BOLT", ref: "B" }, { card: "C_BOLT", ref: "B2" }], deck: [{ card: WISP }] }), player({ deck: [{ card: WISP }] })],
      [{ type: "play", card: "F" }, { type: "play", card: "B" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "B2" }], { cards: [forge, bolt] }));
    expect(r.state.players[1].hero.health).toBe(30 - 3 - 3);
    expect(r.state.players[0].tags?.COUNTER_BOLT_POWER).toBe(2);
  });

  it("the opponent's counter is not yours; `side: enemy` reads it", () => {
    const spy = { id: "C_SPY", type: "SPELL", cost: 0, spell: [{ type: "damage", amount: { counter: "BOLT_POWER", side: "enemy" }, to: "enemy-hero" }] };
    const r = run(request([player({ hand: [{ card: "C_BOLT", ref: "B" }, { card: "C_SPY", ref: "S" }] }), player({ tags: { COUNTER_BOLT_POWER: 4 } })],
      [{ type: "play", card: "B" }, { type: "play", card: "S" }], { cards: [bolt, spy] }));
    expect(r.state.players[1].hero.health).toBe(30 - 1 - 4);
  });

  it("a counter never raised reads 0", () => {
    const r = run(request([player({ hand: [{ card: "C_BOLT", ref: "B" }], board: [{ card: WISP }] }), player()],
      [{ type: "play", card: "B" }], { cards: [bolt] }));
    expect(r.state.players[1].hero.health).toBe(29);
  });

  it("summonRemembered `of`: \"Summon a Yeti. Your future Echo Calls summon it as well\" (memories on the hero)", () => {
    const call = { id: "C_ECHO_CALL", type: "SPELL", cost: 1, spell: [{ type: "summon", card: "CS2_182" },
      { type: "group", of: { all: "summoned" }, do: [{ type: "summonRemembered", of: "friendly-hero", all: true },
        { type: "buff", to: "friendly-hero", remember: { all: "group" } }] }] };
    const r = run(request([player({ hand: [{ card: "C_ECHO_CALL", ref: "A" }, { card: "C_ECHO_CALL", ref: "B" }] }), player()],
      [{ type: "play", card: "A" }, { type: "play", card: "B" }], { cards: [call] }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_182", "CS2_182", "CS2_182"]);
  });

  it("summonRemembered `of` a minion: the memories of the first entity named", () => {
    const cube = { id: "C_CUBE", type: "MINION", cost: 1, attack: 1, health: 1, target: { type: "minion" },
      battlecry: [{ type: "buff", to: "self", remember: "target" }] };
    const echo = { id: "C_ECHO", type: "SPELL", cost: 1, spell: [{ type: "summonRemembered", of: { all: "minions", side: "friendly", where: { cardIn: ["C_CUBE"] } } }] };
    const r = run(request([player({ hand: [{ card: "C_CUBE", ref: "C" }, { card: "C_ECHO", ref: "E" }] }), player({ board: [{ card: WISP, ref: "W" }] })],
      [{ type: "play", card: "C", target: "W" }, { type: "play", card: "E" }], { cards: [cube, echo] }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["C_CUBE", WISP]);
  });

  it("damage `hits`: \"Deal 2 damage randomly split among enemies, +1 for each card in your hand\"", () => {
    const split = { id: "C_SPLIT", type: "SPELL", cost: 1, spell: [{ type: "damage", amount: 1, to: { random: "enemy-characters" }, hits: { count: { all: "hand", side: "friendly" }, add: 2 }, spellDamage: "hits" }] };
    const r = run(request([player({ hand: [{ card: "C_SPLIT", ref: "S" }, { card: WISP }, { card: WISP }], board: [{ card: "CS2_142" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [split] }));
    // 2 + the 2 cards left in hand, + 1 hit for Spell Damage +1
    expect(r.state.players[1].hero.health).toBe(30 - 5);
  });

  it("a Hero Power's \"randomly split\" damage: its Hero Power damage bonus adds hits, not damage per hit; Spell Damage adds none", () => {
    const power = { id: "C_SPLIT_POWER", type: "HERO_POWER", cost: 2, power: [{ type: "damage", amount: 1, to: { random: "enemy-characters" }, hits: 2, spellDamage: "hits" }] };
    const booster = { id: "C_BOOSTER", type: "MINION", cost: 1, attack: 1, health: 1, tags: { HEROPOWER_DAMAGE: 1 } };
    const r = run(request([player({ heroPower: { card: "C_SPLIT_POWER" }, board: [{ card: "C_BOOSTER" }, { card: "CS2_142" }] }), player()],
      [{ type: "heroPower" }], { cards: [power, booster] }));
    expect(r.state.players[1].hero.health).toBe(30 - 3);
    expect(r.random.filter((d) => d.purpose === "random target")).toHaveLength(3);
  });
});
