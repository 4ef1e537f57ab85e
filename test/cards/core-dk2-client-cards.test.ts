/**
 * The card-format additions made for the Core Death Knight cards (part 2), used by cards a client sends in a request's
 * `cards` (the format is one format): `repeat` with `while`, `refreshMana`, `summonCopy` with `count`, `summonRemembered`
 * with `all` and an anonymous memory, and the selector `{ all: "summoned" }`.
 */
import { describe, expect, it } from "vitest";
import { at, events, player, request, run } from "../support/engine.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5

describe("client cards using the Core Death Knight (part 2) additions", () => {
  it("repeat while — 1 damage to the enemy minions, again while any enemy minion is still alive: a 4/5 Yeti dies after 5 runs", () => {
    const card = { id: "C_GRIND", type: "SPELL", cost: 3, spell: [{ type: "repeat", do: [{ type: "damage", amount: 1, to: "enemy-minions" }],
      while: { exists: { all: "minions", side: "enemy", where: { alive: true } } } }] };
    const r = run(request([player({ hand: [{ card: "C_GRIND", ref: "S" }], board: [{ card: YETI, ref: "M" }] }), player({ board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] })],
      [{ type: "play", card: "S" }], { cards: [card] }));
    expect([at(r.state, "Y").zone, at(r.state, "W").zone, at(r.state, "M").health]).toEqual(["graveyard", "graveyard", 5]);
    expect(events(r, "damage").filter((e) => e.target?.ref === "Y").length).toBe(5);
  });

  it("repeat while — a condition that never ends stops after 100 runs", () => {
    const card = { id: "C_ENDLESS", type: "SPELL", cost: 0, spell: [{ type: "repeat", do: [{ type: "armor", amount: 1 }], while: { turn: "own" } }] };
    const r = run(request([player({ hand: [{ card: "C_ENDLESS", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [card] }));
    expect(r.state.players[0].hero.armor).toBe(100);
  });

  it("refreshMana — a 1-Cost spell that refreshes 3: with 5 of 7 crystals spent, 5 available after", () => {
    const card = { id: "C_REFRESH", type: "SPELL", cost: 1, spell: [{ type: "refreshMana", amount: 3 }] };
    const r = run(request([player({ hand: [{ card: "C_REFRESH", ref: "S" }], mana: { crystals: 7, used: 4 } }), player()], [{ type: "play", card: "S" }], { cards: [card] }));
    const m = r.state.players[0].mana;
    expect(m.crystals + (m.temp ?? 0) - m.used).toBe(5);
  });

  it("summonCopy count — a Battlecry that summons three copies of itself, right, left, right", () => {
    const card = { id: "C_SPLIT", type: "MINION", cost: 2, attack: 1, health: 1, battlecry: [{ type: "summonCopy", of: "self", count: 3 }] };
    const r = run(request([player({ hand: [{ card: "C_SPLIT", ref: "S" }], board: [{ card: YETI }] }), player()], [{ type: "play", card: "S", position: 0 }], { cards: [card] }));
    expect(r.state.players[0].board.map((e) => e.card)).toEqual(["C_SPLIT", "C_SPLIT", "C_SPLIT", "C_SPLIT", YETI]);
    expect(at(r.state, "S").zone).toBe("board");
  });

  it("summonRemembered all + anonymous memories — a minion that remembers each friendly minion that dies, and brings them all back", () => {
    const card = { id: "C_KEEPER", type: "MINION", cost: 3, attack: 1, health: 3,
      triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion", not: "self" } }, do: [{ type: "buff", to: "self", remember: "event-target" }] }],
      deathrattle: [{ type: "summonRemembered", all: true }] };
    const r = run(request([player({ board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }, { card: "C_KEEPER", ref: "K" }] }), player()],
      [{ type: "destroy", target: "W" }, { type: "destroy", target: "Y" }, { type: "destroy", target: "K" }], { cards: [card] }));
    expect(r.state.players[0].board.map((e) => e.card)).toEqual([WISP, YETI]);
  });

  it("all: summoned — summon two Wisps and give them (only them) +2 Attack", () => {
    const card = { id: "C_RALLY", type: "SPELL", cost: 2, spell: [{ type: "summon", card: WISP, count: 2 }, { type: "buff", to: { all: "summoned" }, attack: 2 }] };
    const r = run(request([player({ hand: [{ card: "C_RALLY", ref: "S" }], board: [{ card: WISP, ref: "O" }] }), player()], [{ type: "play", card: "S" }], { cards: [card] }));
    expect(r.state.players[0].board.map((e) => e.attack)).toEqual([1, 3, 3]);
  });
});

describe("client cards using Falric's additions", () => {
  it("rule corpses-twice + has spendsCorpses — a client's Gravedigger doubles your Corpses and draws a client card that spends them", () => {
    const digger = { id: "C_DIGGER", type: "MINION", cost: 3, attack: 2, health: 4, auras: [{ rule: "corpses-twice" }], battlecry: [{ type: "draw", where: { has: "spendsCorpses" } }] };
    const eater = { id: "C_EATER", type: "SPELL", cost: 1, spell: [{ type: "spendCorpses", amount: 1, do: [{ type: "draw" }] }] };
    const r = run(request([player({ hand: [{ card: "C_DIGGER", ref: "D" }], board: [{ card: WISP, ref: "W" }], deck: [{ card: WISP }, { card: "C_EATER", ref: "E" }, { card: YETI }] }), player()],
      [{ type: "play", card: "D" }, { type: "destroy", target: "W" }], { cards: [digger, eater] }));
    expect(at(r.state, "E").zone).toBe("hand");
    expect(r.state.players[0].corpses).toBe(2);
  });
});

describe("client cards using Death Metal Knight's additions", () => {
  it("CARD_COSTS_HEALTH — a client's 3-Cost spell paid with 3 Health, no mana, with 0 mana left", () => {
    const card = { id: "C_BLOOD_PACT", type: "SPELL", cost: 3, tags: { CARD_COSTS_HEALTH: 1 }, spell: [{ type: "draw", count: 2 }] };
    const r = run(request([player({ hand: [{ card: "C_BLOOD_PACT", ref: "S" }], deck: [{ card: WISP }, { card: WISP }], mana: { crystals: 2, used: 2 } }), player()],
      [{ type: "play", card: "S" }], { cards: [card] }));
    expect([r.state.players[0].hero.health, r.state.players[0].hand.length, r.state.players[0].mana.used]).toEqual([27, 2, 2]);
  });

  it("a self aura in hand granting CARD_COSTS_HEALTH while heroHealedThisTurn holds on the opponent's side — free of mana after the enemy hero was healed", () => {
    const card = { id: "C_SPITE", type: "MINION", cost: 2, attack: 2, health: 2, auras: [{ to: "self", zone: "hand", buff: { grants: ["CARD_COSTS_HEALTH"] }, if: { heroHealedThisTurn: true, side: "enemy" } }] };
    const heal = { id: "C_GIFT", type: "SPELL", cost: 0, spell: [{ type: "heal", amount: 2, to: "enemy-hero" }] };
    const r = run(request([player({ hand: [{ card: "C_GIFT", ref: "G" }, { card: "C_SPITE", ref: "S" }], mana: { crystals: 1, used: 0 } }), player({ hero: { card: "HERO_01", health: 20 } })],
      [{ type: "play", card: "G" }, { type: "play", card: "S" }], { cards: [card, heal] }));
    expect([at(r.state, "S").zone, r.state.players[0].hero.health, r.state.players[1].hero.health, r.state.players[0].mana.used]).toEqual(["board", 28, 22, 0]);
  });
});
