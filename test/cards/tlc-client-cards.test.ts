/**
 * The card-format additions made for The Lost City of Un'Goro's Discover cards, used by cards a client sends in a request's
 * `cards` (the format is one format): the `discover` trigger event, the condition `discoveredThisTurn`, the pool field
 * `attackParity`, the Maps' `discover.others` with `pickRemembered`; `summonRandom` with `count` and `forceAttack` with several attackers.
 */
import { describe, expect, it } from "vitest";
import { events, player, request, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const CROC = "CS2_120";
const OGRE = "CS2_200";
const DISCOVER_YETI = { id: "C_FIND", type: "SPELL", cost: 1, spell: [{ type: "discover", from: [YETI, OGRE, CROC] }] };

describe("client cards using the Lost City Discover additions", () => {
  it("trigger on: discover — a minion that gains +1 Attack after its player Discovers; the opponent's Discover does not count", () => {
    const watcher = { id: "C_WATCH", type: "MINION", cost: 1, attack: 1, health: 3,
      triggers: [{ on: "discover", if: { player: "friendly" }, do: [{ type: "buff", to: "self", attack: 1 }] }] };
    const r = run(request([player({ board: [{ card: "C_WATCH", ref: "W" }], hand: [{ card: "C_FIND", ref: "F" }] }), player({ board: [{ card: "C_WATCH", ref: "E" }] })],
      [{ type: "play", card: "F" }], { cards: [watcher, DISCOVER_YETI], choices: [1] }));
    expect(r.state.players[0].board[0]!.attack).toBe(2);
    expect(r.state.players[1].board[0]!.attack).toBe(1);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([OGRE]);
  });

  it("condition discoveredThisTurn — a Battlecry that draws only after a Discover this turn", () => {
    const seeker = { id: "C_SEEKER", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "if", if: { discoveredThisTurn: true }, then: [{ type: "draw" }] }] };
    const deck = [{ card: WISP }, { card: WISP }];
    const yes = run(request([player({ hand: [{ card: "C_FIND", ref: "F" }, { card: "C_SEEKER", ref: "S" }], deck }), player()],
      [{ type: "play", card: "F" }, { type: "play", card: "S" }], { cards: [seeker, DISCOVER_YETI], choices: [0] }));
    expect(yes.state.players[0].hand.map((c) => c.card)).toEqual([YETI, WISP]);
    const no = run(request([player({ hand: [{ card: "C_SEEKER", ref: "S" }], deck }), player()], [{ type: "play", card: "S" }], { cards: [seeker] }));
    expect(no.state.players[0].hand).toHaveLength(0);
  });

  it("pool attackParity: even — a random even-Attack minion", () => {
    const card = { id: "C_EVEN", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "MINION", attackParity: "even" } }] };
    for (const seed of [1, 2, 3]) {
      const r = run(request([player({ hand: [{ card: "C_EVEN", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [card], seed }));
      expect(findCard(r.state.players[0].hand[0]!.card)!.attack % 2).toBe(0);
    }
  });

  it("discover others + pickRemembered — a client Map: play the card taken this turn, pick one of the others (the second)", () => {
    const map = { id: "C_MAP", type: "SPELL", cost: 1, spell: [{ type: "discover", from: [YETI, OGRE, CROC], others: "C_MAPe" }] };
    const memory = { id: "C_MAPe", type: "ENCHANTMENT", buff: { oneTurn: true },
      triggers: [{ on: "play", if: { target: "self" }, do: [{ type: "pickRemembered", enchantment: "C_MAPe" }] }] };
    const r = run(request([player({ hand: [{ card: "C_MAP", ref: "M" }] }), player()],
      [{ type: "play", card: "M" }, { type: "play", card: "p1.hand.0" }], { cards: [map, memory], choices: [0, 1] }));
    expect(r.state.players[0].board.map((c) => c.card)).toEqual([YETI]);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([CROC]);
  });
});

describe("client cards using summonRandom count and several forced attackers", () => {
  it("summonRandom count 2 + forceAttack { all: summoned }: two random Wisps-or-Yetis, each attacking the enemy hero", () => {
    const card = { id: "C_PACK", type: "SPELL", cost: 1, spell: [{ type: "summonRandom", pool: [WISP, YETI], count: 2 },
      { type: "forceAttack", attacker: { all: "summoned" }, defender: "enemy-hero" }] };
    const r = run(request([player({ hand: [{ card: "C_PACK", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [card] }));
    const b = r.state.players[0].board;
    expect(b).toHaveLength(2);
    expect(r.state.players[1].hero.health).toBe(30 - b.reduce((n, m) => n + findCard(m.card)!.attack, 0));
  });
});

describe("client cards using the amount mana, manaCrystals with an amount and discover rest: shuffle", () => {
  it("amount { mana: available } — a spell dealing damage equal to the Mana you have left", () => {
    const card = { id: "C_LEFT", type: "SPELL", cost: 1, spell: [{ type: "damage", amount: { mana: "available" }, to: "enemy-hero" }] };
    const r = run(request([player({ hand: [{ card: "C_LEFT", ref: "S" }], mana: { crystals: 6, used: 1 } }), player()], [{ type: "play", card: "S" }], { cards: [card] }));
    expect(r.state.players[1].hero.health).toBe(26);
  });
  it("manaCrystals with an amount — gain as many full crystals as the opponent has crystals, at most 10 in all", () => {
    const card = { id: "C_MATCH", type: "SPELL", cost: 0, spell: [{ type: "manaCrystals", amount: { mana: "crystals", side: "enemy" } }] };
    const r = run(request([player({ hand: [{ card: "C_MATCH", ref: "S" }], mana: { crystals: 3, used: 0 } }), player({ mana: { crystals: 4, used: 0 } })],
      [{ type: "play", card: "S" }], { cards: [card] }));
    expect(r.state.players[0].mana.crystals).toBe(7);
  });
  it("discover rest: shuffle — the two options not taken go into your deck", () => {
    const card = { id: "C_SORT", type: "SPELL", cost: 1, spell: [{ type: "discover", from: [YETI, OGRE, CROC], rest: "shuffle" }] };
    const r = run(request([player({ hand: [{ card: "C_SORT", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [card], choices: [1] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([OGRE]);
    expect(r.state.players[0].deck.map((c) => c.card).sort()).toEqual([CROC, YETI].sort());
  });
});

describe("client cards using spendArmor", () => {
  it("spendArmor — spend up to 3 Armor, draw a card for each", () => {
    const card = { id: "C_SHELL", type: "SPELL", cost: 1, spell: [{ type: "spendArmor", upTo: 3, each: [{ type: "draw" }] }] };
    const deck = [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }];
    const r = run(request([player({ hero: { card: "HERO_01", armor: 5 }, hand: [{ card: "C_SHELL", ref: "S" }], deck }), player()], [{ type: "play", card: "S" }], { cards: [card] }));
    expect([r.state.players[0].hero.armor, r.state.players[0].hand.length]).toEqual([2, 3]);
    const none = run(request([player({ hand: [{ card: "C_SHELL", ref: "S" }], deck }), player()], [{ type: "play", card: "S" }], { cards: [card] }));
    expect(none.state.players[0].hand).toHaveLength(0);
  });
});

describe("client cards using buff whileAttacking", () => {
  it("buff whileAttacking — a minion that gains +3 Attack for each attack only", () => {
    const card = { id: "C_LUNGE", type: "MINION", cost: 1, attack: 1, health: 5,
      triggers: [{ on: "pre-attack", if: { source: "self" }, do: [{ type: "buff", to: "self", attack: 3, whileAttacking: true }] }] };
    const r = run(request([player({ board: [{ card: "C_LUNGE", ref: "L" }] }), player()], [{ type: "attack", attacker: "L", defender: "p2.hero" }], { cards: [card] }));
    expect(r.state.players[1].hero.health).toBe(26);
    expect(r.state.players[0].board[0]!.attack).toBe(1);
  });
});

describe("client cards using discover into: play", () => {
  it("discover into play — the chosen minion is summoned, not added to the hand; then it gets +1/+1", () => {
    const card = { id: "C_CALL", type: "SPELL", cost: 1, spell: [{ type: "discover", from: [YETI, OGRE, CROC], into: "play" },
      { type: "buff", to: { all: "summoned" }, attack: 1, health: 1 }] };
    const r = run(request([player({ hand: [{ card: "C_CALL", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [card], choices: [0] }));
    expect(r.state.players[0].board.map((m) => [m.card, m.attack, m.health])).toEqual([[YETI, 5, 6]]);
    expect(r.state.players[0].hand).toHaveLength(0);
  });
});

describe("client cards using arm notThisTurn (session 6)", () => {
  it("\"At the start of your next turn, draw 2 cards\": not this turn, not the opponent's, at its caster's next turn start", () => {
    const plan = { id: "MY_PLAN", type: "SPELL", cost: 2, spell: [{ type: "arm", notThisTurn: true }],
      triggers: [{ on: "turn-start", zone: "graveyard", armed: true, if: { turn: "own" }, do: [{ type: "draw", count: 2 }] }] };
    const deck = [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }];
    const opp = player({ deck: [{ card: YETI }, { card: YETI }, { card: YETI }] });
    const now = run(request([player({ hand: [{ card: "MY_PLAN", ref: "P" }], deck }), opp], [{ type: "play", card: "P" }, { type: "endTurn" }], { cards: [plan] }));
    expect(now.state.players[0].hand).toHaveLength(0);
    expect(now.state.players[1].hand).toHaveLength(1);
    const next = run(request([player({ hand: [{ card: "MY_PLAN", ref: "P" }], deck }), opp], [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" }], { cards: [plan] }));
    // the turn's own draw and the two of the plan
    expect(next.state.players[0].hand).toHaveLength(3);
    const later = run(request([player({ hand: [{ card: "MY_PLAN", ref: "P" }], deck }), opp], [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }], { cards: [plan] }));
    expect(later.state.players[0].hand).toHaveLength(4);
  });
});

describe("client cards using CARD_COSTS_CORPSES (session 6)", () => {
  const hound = { id: "MY_BONE_HOUND", type: "MINION", cost: 3, attack: 3, health: 3, tags: { CARD_COSTS_CORPSES: 1 } };
  it("a 3-Cost minion that costs Corpses: 3 spent with 3 Corpses and no mana; 2 Corpses: not playable", () => {
    const r = run(request([player({ hand: [{ card: "MY_BONE_HOUND", ref: "H" }], corpses: 3, mana: { crystals: 0, used: 0 } }), player()],
      [{ type: "play", card: "H" }], { cards: [hound] }));
    expect(r.state.players[0].board.map((c) => c.card)).toEqual(["MY_BONE_HOUND"]);
    expect(r.state.players[0].corpses ?? 0).toBe(0);
    expect(() => run(request([player({ hand: [{ card: "MY_BONE_HOUND", ref: "H" }], corpses: 2 }), player()],
      [{ type: "play", card: "H" }], { cards: [hound] }))).toThrow(/not enough Corpses/);
  });
});

describe("client cards using a graveyard aura with armed (session 6)", () => {
  it("\"Your spells cost (1) less next turn\": not this turn, all of your next turn (a spell drawn then too), not after", () => {
    const prep = { id: "MY_PREP", type: "SPELL", cost: 1, spell: [{ type: "arm", notThisTurn: true }],
      triggers: [{ on: "turn-end", zone: "graveyard", armed: true, if: { turn: "own" }, do: [] }],
      auras: [{ zone: "graveyard", armed: 0, if: { turn: "own" }, to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -1 } }] };
    const FIREBALL = "CS2_029";
    const body = (n: number) => request([player({ hand: [{ card: "MY_PREP", ref: "P" }, { card: FIREBALL, ref: "F" }], deck: [{ card: FIREBALL, ref: "D" }, { card: WISP }, { card: WISP }] }),
      player({ deck: [{ card: WISP }, { card: WISP }, { card: WISP }] })], [{ type: "play", card: "P" }, ...Array.from({ length: n }, () => ({ type: "endTurn" }))], { cards: [prep] });
    const cost = (r: ReturnType<typeof run>, ref: string) => r.state.players[0].hand.find((c) => c.ref === ref)?.cost;
    expect(cost(run(body(0)), "F")).toBe(4);
    expect(cost(run(body(1)), "F")).toBe(4);
    const next = run(body(2));
    expect([cost(next, "F"), cost(next, "D")]).toEqual([3, 3]);
    expect(cost(run(body(3)), "F")).toBe(4);
  });
});

describe("client cards using playedAttack and pool attack (session 6)", () => {
  it("a quest \"Play a 2-Attack minion\" (its Attack as played) and \"Get a random 1-Attack minion\"", () => {
    const twos = { id: "MY_TWOS", type: "SPELL", cost: 1, quest: { total: 1, reward: [{ type: "draw" }] },
      triggers: [{ on: "after-play", zone: "secret", if: { target: { side: "friendly", type: "minion", playedAttack: 2 } }, do: [{ type: "questProgress" }] }] };
    const r = run(request([player({ secrets: [{ card: "MY_TWOS", ref: "Q" }], hand: [{ card: WISP }, { card: CROC }], deck: [{ card: YETI }] }), player()],
      [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }], { cards: [twos] }));
    expect(r.state.players[0].graveyard.map((c) => c.card)).toEqual(["MY_TWOS"]);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([YETI]);
    const ones = { id: "MY_ONES", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "MINION", attack: 1 } }] };
    for (const seed of [1, 2, 3, 4]) {
      const g = run(request([player({ hand: [{ card: "MY_ONES", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [ones], seed }));
      expect(findCard(g.state.players[0].hand[0]!.card)!.attack).toBe(1);
    }
  });
});

describe("client cards using Adapt (进化, the effect adapt)", () => {
  const ADAPTS: Record<string, string> = { UNG_999t6: "UNG_999t6e", UNG_999t8: "UNG_999t8e", UNG_999t7: "UNG_999t7e", UNG_999t13: "UNG_999t13e",
    UNG_999t14: "UNG_999t14e", UNG_999t3: "UNG_999t3e", UNG_999t4: "UNG_999t4e", UNG_999t2: "UNG_999t2e", UNG_999t10: "UNG_999t10e", UNG_999t5: "UNG_999t5e" };
  const ADAPTER = { id: "C_ADAPTER", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "adapt", to: "self" }] };
  it("three different adaptations of the ten offered; the one chosen (the request's choices) is the enchantment the minion gets (every seed)", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const pick of [0, 2]) {
        const r = run(request([player({ hand: [{ card: "C_ADAPTER", ref: "A" }] }), player()], [{ type: "play", card: "A" }], { cards: [ADAPTER], choices: [pick], seed }));
        const ev = events(r, "choose");
        expect(ev).toHaveLength(1);
        const options = ev[0]!.options as string[];
        expect(new Set(options).size).toBe(3);
        for (const o of options) expect(Object.keys(ADAPTS)).toContain(o);
        expect(r.state.players[0].board[0]!.enchantments!.map((e) => e.card)).toEqual([ADAPTS[options[pick]!]]);
      }
    }
  });
  it("the adaptations do what their cards say: +3 Attack, +3 Health, +1/+1, the Plants, Stealth until its next turn", () => {
    const cards = [{ id: "C_CLAWS", type: "SPELL", cost: 0, target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "UNG_999t3e" }, { type: "buff", to: "target", enchantment: "UNG_999t4e" }, { type: "buff", to: "target", enchantment: "UNG_999t14e" }, { type: "buff", to: "target", enchantment: "UNG_999t2e" }, { type: "buff", to: "target", enchantment: "UNG_999t10e" }] }];
    const r = run(request([player({ hand: [{ card: "C_CLAWS", ref: "C" }], board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] }), player({ deck: [{ card: WISP }] })],
      [{ type: "play", card: "C", target: "Y" }, { type: "endTurn" }], { cards }));
    const y = r.state.players[0].board[0]!;
    expect([y.attack, y.health]).toEqual([8, 9]);
    expect(y.seen?.STEALTH).toBe(1);
    const r2 = run(request([player({ hand: [{ card: "C_CLAWS", ref: "C" }], board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] }), player({ deck: [{ card: WISP }] })],
      [{ type: "play", card: "C", target: "Y" }, { type: "endTurn" }, { type: "endTurn" }, { type: "destroy", target: "Y" }], { cards }));
    expect(r2.state.players[0].board.map((m) => m.card)).toEqual(["UNG_999t2t1", "UNG_999t2t1"]);
  });
  it("a minion mortally wounded (or gone) when it adapts: nothing happens, no choice offered", () => {
    const doomed = { id: "C_DOOMED", type: "MINION", cost: 1, attack: 1, health: 2, battlecry: [{ type: "damage", amount: 5, to: "self" }, { type: "adapt", to: "self" }] };
    const r = run(request([player({ hand: [{ card: "C_DOOMED", ref: "D" }] }), player()], [{ type: "play", card: "D" }], { cards: [doomed] }));
    expect(events(r, "choose")).toHaveLength(0);
    expect(r.state.players[0].board).toHaveLength(0);
  });
});
