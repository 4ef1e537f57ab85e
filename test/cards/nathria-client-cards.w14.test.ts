/**
 * The mechanisms w14/nathria added, in cards a client sends in a request's `cards`: the destroyAndReplace `card` (a fixed
 * replacement), the target field `unlessCombo` (its `where` binds only without Combo) and the swapWithHand `of` (another
 * minion swaps with a card of its controller's hand).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";
import { EngineError } from "../../src/engine/index.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const OGRE = "CS2_200";

import { allFacts } from "../../src/engine/hearthstone/cards/facts.js";

const board = (r: ReturnType<typeof run>, i: number) => r.state.players[i]!.board.map((c) => c.card);

describe("client cards: session 14 mechanisms (w14/nathria)", () => {
  it("destroyAndReplace card: \"Destroy all enemy minions and summon a Wisp in each one's place\"", () => {
    const c = { id: "C_WISPIFY", type: "SPELL", cost: 1, spell: [{ type: "destroyAndReplace", to: "enemy-minions", card: WISP }] };
    const r = run(request([player({ hand: [{ card: "C_WISPIFY" }] }), player({ board: [{ card: YETI }, { card: OGRE }] })],
      [{ type: "play", card: "p1.hand.0" }], { cards: [c] }));
    expect(board(r, 1)).toEqual([WISP, WISP]);
    expect(r.state.players[1]!.graveyard?.map((g) => g.card) ?? []).toEqual(expect.arrayContaining([YETI, OGRE]));
  });

  it("destroyAndReplace takes exactly one of pool, same and card", () => {
    const bad = { id: "C_BAD", type: "SPELL", cost: 1, spell: [{ type: "destroyAndReplace", to: "enemy-minions", card: WISP, same: true }] };
    expect(() => run(request([player({ hand: [{ card: "C_BAD" }] }), player()], [{ type: "play", card: "p1.hand.0" }], { cards: [bad] }))).toThrow();
  });

  it("target unlessCombo: \"Silence a minion with 5 or more Attack. Combo: Silence any minion\"", () => {
    const c = { id: "C_HUSH", type: "SPELL", cost: 0, target: { type: "minion", where: { minAttack: 5 }, unlessCombo: true }, spell: [{ type: "silence", to: "target" }] };
    const yeti = { card: YETI, ref: "Y" };
    expect(() => run(request([player({ hand: [{ card: "C_HUSH" }] }), player({ board: [yeti] })],
      [{ type: "play", card: "p1.hand.0", target: "Y" }], { cards: [c] }))).toThrow(EngineError);
    const r = run(request([player({ hand: [{ card: WISP }, { card: "C_HUSH" }] }), player({ board: [{ card: "CS2_142", ref: "K" }] })],
      [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0", target: "K" }], { cards: [c] }));
    expect(r.state.players[1]!.board[0]!.tags?.SILENCED).toBe(1);
  });

  it("swapWithHand of: \"Battlecry: Swap a friendly minion with a Beast in your hand\"", () => {
    const c = { id: "C_KENNEL", type: "MINION", cost: 1, attack: 1, health: 1, target: { type: "minion", side: "friendly" },
      battlecry: [{ type: "swapWithHand", of: "target", where: { type: "minion", race: "BEAST" } }] };
    const r = run(request([player({ hand: [{ card: "C_KENNEL" }, { card: OGRE }, { card: "CS2_172" }], board: [{ card: YETI, ref: "Y" }] }), player()],
      [{ type: "play", card: "p1.hand.0", target: "Y" }], { cards: [c] }));
    expect(board(r, 0)).toEqual(["CS2_172", "C_KENNEL"]);
    expect(r.state.players[0]!.hand.map((h) => h.card)).toEqual([OGRE, YETI]);
  });

  it("pool anyOf: \"Add a random Murloc or Taunt minion to your hand\" — every card of the pool is one or the other", () => {
    const c = { id: "C_NET", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "MINION", anyOf: [{ race: "MURLOC" }, { mechanic: "TAUNT" }] }, count: 3 }] };
    for (const seed of [1, 2, 3]) {
      const r = run({ ...request([player({ hand: [{ card: "C_NET" }] }), player()], [{ type: "play", card: "p1.hand.0" }], { cards: [c] }), seed });
      const got = r.state.players[0]!.hand.map((h) => allFacts().find((f) => f.id === h.card)!);
      expect(got.length).toBe(3);
      for (const f of got) expect(f.races.includes("MURLOC") || f.races.includes("ALL") || f.mechanics.includes("TAUNT")).toBe(true);
    }
  });

  it("addRemembered into deck: \"Whenever you play a minion, remember it. Deathrattle: Shuffle them into your deck\"", () => {
    const c = { id: "C_ARCHIVIST", type: "MINION", cost: 2, attack: 1, health: 1,
      triggers: [{ on: "play", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "buff", to: "self", remember: "event-target" }] }],
      deathrattle: [{ type: "addRemembered", into: "deck" }] };
    const r = run(request([player({ board: [{ card: "C_ARCHIVIST", ref: "A" }], hand: [{ card: WISP }, { card: YETI }, { card: "CS2_029" }] }), player()],
      [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0", target: "A" }], { cards: [c] }));
    expect(r.state.players[0]!.deck.map((d) => d.card).sort()).toEqual([WISP, YETI].sort());
    expect(r.state.players[0]!.hand.length).toBe(0);
  });

  it("rule deathrattles-cant-trigger: \"Taunt. Deathrattles can't trigger\" — a Leper Gnome's Deathrattle deals nothing; gone, it does", () => {
    const c = { id: "C_WARDEN", type: "MINION", cost: 2, attack: 0, health: 4, tags: { TAUNT: 1 }, auras: [{ rule: "deathrattles-cant-trigger" }] };
    const gnome = { card: "EX1_029", ref: "G" };
    const blocked = run(request([player({ board: [{ card: "C_WARDEN" }, gnome], hand: [{ card: "CS2_008" }] }), player()],
      [{ type: "play", card: "p1.hand.0", target: "G" }], { cards: [c] }));
    expect(blocked.state.players[1]!.hero.health).toBe(30);
    const free = run(request([player({ board: [gnome], hand: [{ card: "CS2_008" }] }), player()],
      [{ type: "play", card: "p1.hand.0", target: "G" }], { cards: [c] }));
    expect(free.state.players[1]!.hero.health).toBe(28);
  });

  it("filter copiedFromOpponent: \"After you play a card copied from the opponent, draw a card\"", () => {
    const c = { id: "C_FENCE", type: "MINION", cost: 2, attack: 2, health: 2,
      triggers: [{ on: "after-play", if: { target: { side: "friendly", copiedFromOpponent: true } }, do: [{ type: "draw" }] }] };
    const copied = run(request([player({ board: [{ card: "C_FENCE" }], hand: [{ card: "CS2_003" }], deck: [{ card: OGRE }] }), player({ hand: [{ card: WISP }] })],
      [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }], { cards: [c] }));
    expect(copied.state.players[0]!.hand.map((h) => h.card)).toEqual([OGRE]);
    const own = run(request([player({ board: [{ card: "C_FENCE" }], hand: [{ card: WISP }], deck: [{ card: OGRE }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [c] }));
    expect(own.state.players[0]!.hand.length).toBe(0);
  });

  it("swapWithHand from deck: \"Battlecry: Swap this with a random Beast in your deck\"", () => {
    const c = { id: "C_HERDER", type: "MINION", cost: 3, attack: 1, health: 1, battlecry: [{ type: "swapWithHand", from: "deck", where: { type: "minion", race: "BEAST" } }] };
    const r = run(request([player({ hand: [{ card: "C_HERDER" }], deck: [{ card: YETI }, { card: "CS2_172" }, { card: WISP }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [c] }));
    expect(board(r, 0)).toEqual(["CS2_172"]);
    expect(r.state.players[0]!.deck.map((d) => d.card)).toEqual([YETI, "C_HERDER", WISP]);
  });
});
