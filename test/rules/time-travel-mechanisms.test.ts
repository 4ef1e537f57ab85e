/**
 * Mechanisms built for Across the Timeways (TIME_TRAVEL) cards, each sent as a client's own card: pool fields
 * `classOnly` and `rewind`.
 */
import { describe, expect, it } from "vitest";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import { player, request, run } from "../support/engine.js";

describe("pool fields classOnly and rewind (client cards)", () => {
  it("classOnly: spells of the hero's class only, no neutral one; the pick is recorded", () => {
    const card = { id: "MY_CLASS_SCHOLAR", type: "MINION", cost: 1, attack: 1, health: 1,
      battlecry: [{ type: "addCard", pool: { type: "SPELL", classOnly: true } }] };
    const r = run(request([player({ hero: { card: "HERO_05" }, hand: [{ card: "MY_CLASS_SCHOLAR", ref: "X" }] }), player()],
      [{ type: "play", card: "X" }], { cards: [card] }));
    const pick = r.random.find((d) => (d.candidates as string[]).length > 5)!;
    const ids = pick.candidates as string[];
    for (const id of ids) {
      expect(builtInCard(id)!.facts.cardClass).toBe("HUNTER");
      expect(builtInCard(id)!.type).toBe("SPELL");
    }
    expect(r.state.players[0]!.hand).toHaveLength(1);
    expect(ids).toContain(r.state.players[0]!.hand[0]!.card);
  });
  it("rewind: only the library's Rewind cards (a definition with `rewind`: true, or a count — Mister Clocksworth's 3)", () => {
    const machine = { id: "MY_MACHINE", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "CARD", rewind: true } }] };
    const r = run(request([player({ hand: [{ card: "MY_MACHINE", ref: "X" }] }), player()], [{ type: "play", card: "X" }], { cards: [machine] }));
    const ids = r.random[0]!.candidates as string[];
    expect(ids).toContain("TIME_004");
    expect(ids).toContain("TIME_002");
    expect(ids).not.toContain("TIME_035");
    expect(ids).toContain("TIME_038");
    for (const id of ids) expect(builtInCard(id)!.def?.rewind).toBeTruthy();
    expect(ids).toContain(r.state.players[0]!.hand[0]!.card);
  });
});

describe("selector { all: \"added\" } (client card)", () => {
  it("the cards the text's last addCard added: Armor equal to the Beast's Attack", () => {
    const card = { id: "MY_KEEPER", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { race: "BEAST" } },
      { type: "armor", amount: { stat: "attack", of: { all: "added" } } }] };
    for (const seed of [1, 2, 3]) {
      const r = run(request([player({ hand: [{ card: "MY_KEEPER", ref: "X" }, { card: "CS2_182" }] }), player()], [{ type: "play", card: "X" }], { cards: [card], seed }));
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(2);
      expect(builtInCard(hand[1]!.card)!.facts.races.some((x) => x === "BEAST" || x === "ALL")).toBe(true);
      expect(r.state.players[0]!.hero.armor ?? 0).toBe(hand[1]!.attack);
    }
  });
});

describe("rule auras no-turn-draw, hero-power-twice, all-deathrattles-twice (client cards)", () => {
  const sage = { id: "MY_TWIN_SAGE", type: "MINION", cost: 3, attack: 2, health: 4, auras: [{ rule: "hero-power-twice" }, { rule: "no-turn-draw" }] };
  const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));
  it("hero-power-twice: Fireblast deals 1 twice, paid once", () => {
    const r = run(request([player({ board: [{ card: "MY_TWIN_SAGE" }] }), player()], [{ type: "heroPower", target: "p2.hero" }], { cards: [sage] }));
    expect(r.state.players[1]!.hero.health).toBe(28);
    expect(r.state.players[0]!.mana.used).toBe(2);
  });
  it("no-turn-draw: its player's turn starts without a draw; a Wisp-drawing spell still draws", () => {
    const r = run(request([player({ board: [{ card: "MY_TWIN_SAGE" }], deck: wisps(3) }), player({ deck: wisps(3) })],
      [{ type: "endTurn" }, { type: "endTurn" }], { cards: [sage] }));
    expect(r.state.players[0]!.hand).toHaveLength(0);
    expect(r.state.players[1]!.hand).toHaveLength(1);
  });
  it("all-deathrattles-twice: a minion's and a weapon's Deathrattle, each twice", () => {
    const lord = { id: "MY_ECHO_LORD", type: "MINION", cost: 3, attack: 2, health: 4, auras: [{ rule: "all-deathrattles-twice" }] };
    const axe = { id: "MY_DR_AXE", type: "WEAPON", cost: 1, attack: 1, durability: 2, deathrattle: [{ type: "damage", amount: 1, to: "enemy-hero" }] };
    const r = run(request([player({ board: [{ card: "MY_ECHO_LORD" }, { card: "EX1_029", ref: "L" }], weapon: { card: "MY_DR_AXE", ref: "W" } }), player()],
      [{ type: "destroy", target: "W" }, { type: "destroy", target: "L" }], { cards: [lord, axe] }));
    expect(r.state.players[1]!.hero.health).toBe(30 - 2 - 4);
  });
});

describe("discover into: deck-bottom (client card)", () => {
  it("the Dragon taken goes on the bottom of the deck, not to the hand", () => {
    const card = { id: "MY_HOARDER", type: "MINION", cost: 2, attack: 2, health: 2,
      battlecry: [{ type: "discover", from: { type: "MINION", race: "DRAGON", yourClass: true }, into: "deck-bottom" }] };
    const r = run(request([player({ hand: [{ card: "MY_HOARDER", ref: "X" }], deck: [{ card: "CS2_231", ref: "T" }] }), player()],
      [{ type: "play", card: "X" }], { cards: [card], choices: [0] }));
    const deck = r.state.players[0]!.deck;
    expect(r.state.players[0]!.hand).toHaveLength(0);
    expect(deck).toHaveLength(2);
    expect(deck[0]!.ref).toBe("T");
    expect(builtInCard(deck[1]!.card)!.facts.races.some((x) => x === "DRAGON" || x === "ALL")).toBe(true);
  });
});

describe("card field dormant and condition dormantMinion (client cards)", () => {
  const sleeper = { id: "MY_SLEEPER", type: "MINION", cost: 2, attack: 6, health: 6, dormant: 2 };
  const snake = { id: "MY_SNAKE", type: "MINION", cost: 5, attack: 5, health: 5, auras: [{ to: "self", zone: "hand", buff: { cost: -4 }, if: { dormantMinion: true } }] };
  const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));
  it("played, it is Dormant for 2 of its player's turn starts; meanwhile the condition holds", () => {
    const r = run(request([player({ hand: [{ card: "MY_SLEEPER", ref: "S" }, { card: "MY_SNAKE", ref: "N" }], deck: wisps(4) }), player({ deck: wisps(4) })],
      [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }], { cards: [sleeper, snake] }));
    const s = r.state.players[0]!.board[0]!;
    expect([s.tags?.DORMANT, s.tags?.DORMANT_TURNS]).toEqual([1, 1]);
    expect(r.state.players[0]!.hand.find((c) => c.ref === "N")!.cost).toBe(1);
  });
  it("awake after its player's second turn start; the condition no longer holds", () => {
    const r = run(request([player({ hand: [{ card: "MY_SLEEPER", ref: "S" }, { card: "MY_SNAKE", ref: "N" }], deck: wisps(4) }), player({ deck: wisps(4) })],
      [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }], { cards: [sleeper, snake] }));
    expect(r.state.players[0]!.board[0]!.tags?.DORMANT).toBeUndefined();
    expect(r.state.players[0]!.hand.find((c) => c.ref === "N")!.cost).toBe(5);
  });
});

describe("filter costNotIn: drawn (client card)", () => {
  it("two minions of different Costs, never a spell, for every seed", () => {
    const card = { id: "MY_SCOUT", type: "SPELL", cost: 2, spell: [{ type: "draw", count: 2, where: { type: "minion", costNotIn: "drawn" } }] };
    for (const seed of [1, 2, 3]) {
      const deck = [{ card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_029" }, { card: "CS2_231" }];
      const r = run(request([player({ hand: [{ card: "MY_SCOUT", ref: "X" }], deck }), player()], [{ type: "play", card: "X" }], { cards: [card], seed }));
      expect(r.state.players[0]!.hand.map((c) => c.card).sort()).toEqual(["CS2_182", "CS2_231"]);
    }
  });
});

describe("filter playedFrom: center (client card)", () => {
  const card = { id: "MY_FOCUS", type: "SPELL", cost: 1, spell: [{ type: "draw" }, { type: "if", if: { entity: "self", matches: { playedFrom: "center" } }, then: [{ type: "draw" }] }] };
  const deck = Array.from({ length: 4 }, () => ({ card: "CS2_231" }));
  const hand = (at: number, n: number) => Array.from({ length: n }, (_, i) => (i === at ? { card: "MY_FOCUS", ref: "X" } : { card: "CS2_182" }));
  it("center of five: two draws; second of five or of four: one", () => {
    const drawn = (h: unknown[]) => run(request([player({ hand: h, deck }), player()], [{ type: "play", card: "X" }], { cards: [card] })).state.players[0]!.deck.length;
    expect(drawn(hand(2, 5))).toBe(2);
    expect(drawn(hand(1, 5))).toBe(3);
    expect(drawn(hand(1, 4))).toBe(3);
    expect(drawn(hand(2, 4))).toBe(3);
  });
});

describe("effect pick (client card)", () => {
  it("the player's answer picks which friendly minion gets +2/+2; the other and the enemy's do not", () => {
    const card = { id: "MY_COACH", type: "MINION", cost: 2, attack: 2, health: 2,
      battlecry: [{ type: "pick", from: "other-friendly-minions", do: [{ type: "buff", to: { all: "group" }, attack: 2, health: 2 }] }] };
    const r = run(request([player({ hand: [{ card: "MY_COACH", ref: "X" }], board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }] }),
      player({ board: [{ card: "CS2_231", ref: "E" }] })], [{ type: "play", card: "X" }], { cards: [card], choices: [1] }));
    const [a, b] = r.state.players[0]!.board;
    expect([a!.attack, b!.attack, r.state.players[1]!.board[0]!.attack]).toEqual([1, 3, 1]);
  });
});
