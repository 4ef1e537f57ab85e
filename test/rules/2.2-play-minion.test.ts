/**
 * Rulebook 2.2 使用随从牌: play phase (pay, enter play, on-play, on-summon, overload), resolve phase
 * (battlecry count fixed first, then the battlecry), finish phase (after-summon, after-play).
 */
import { describe, expect, it } from "vitest";
import { at, events, fails, nodes, player, request, run, triggerOrder } from "../support/engine.js";

const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

/** A test card that records which step it answered (it gains +1 Attack each time). */
const watcher = (on: string) => ({ id: `T_WATCH_${on}`, type: "MINION", cost: 1, attack: 0, health: 5, triggers: [{ on, do: [{ type: "buff", to: "self", attack: 1 }] }] });

describe("2.2 playing a minion", () => {
  it("runs play, resolve and finish phases with their steps in the rulebook's order", () => {
    const r = run(request([player({ hand: [{ card: "EX1_015", ref: "N" }], deck: wisps(1) }), player()], [{ type: "play", card: "N" }]));
    const seq = r.trace[0]!;
    const shape = seq.children.filter((c) => c.kind === "phase").map((p) => `${(p as { name: string }).name}(${p.children.map((s) => (s as { name: string }).name).join(",")})`);
    expect(shape.slice(0, 3)).toEqual([
      "play(pay,enter-play,counter,on-play,on-summon)",
      "resolve(battlecry)",
      "finish(after-summon,after-play)",
    ]);
    expect(r.state.players[0].mana.used).toBe(2);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_231"]);
  });

  it("on-play, on-summon, after-summon and after-play triggers all fire, in that order", () => {
    const cards = ["play", "summon", "after-summon", "after-play"].map(watcher);
    const r = run(request([player({
      board: cards.map((c, i) => ({ card: c.id, ref: `W${i}` })), hand: [{ card: "CS2_231", ref: "X" }],
    }), player()], [{ type: "play", card: "X" }], { cards }));
    expect(triggerOrder(r)).toEqual(["W0", "W1", "W2", "W3"]);
  });

  it("the played minion enters play exhausted and just played, at the given position", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }], hand: [{ card: "CS2_231", ref: "W" }] }), player()],
      [{ type: "play", card: "W", position: 1 }]));
    expect(r.state.players[0].board.map((m) => m.ref)).toEqual(["A", "W", "B"]);
    expect(at(r.state, "W").tags).toMatchObject({ EXHAUSTED: 1, JUST_PLAYED: 1, NUM_TURNS_IN_PLAY: 0 });
    expect(r.state.players[0].tags.NUM_CARDS_PLAYED_THIS_TURN).toBe(1);
  });

  it("Brann Bronzebeard: the battlecry resolves twice (count fixed at the start of the resolve phase)", () => {
    const r = run(request([player({ board: [{ card: "LOE_077" }], hand: [{ card: "EX1_015", ref: "N" }], deck: wisps(5) }), player()], [{ type: "play", card: "N" }]));
    expect(r.state.players[0].hand).toHaveLength(2);
    expect(nodes(r, "step").filter((s) => s.name === "battlecry")).toHaveLength(2);
  });

  it("a targeted battlecry must take a target when one exists, and hits it (Elven Archer)", () => {
    fails(request([player({ hand: [{ card: "CS2_189", ref: "E" }] }), player()], [{ type: "play", card: "E" }]), "illegal_action");
    const r = run(request([player({ hand: [{ card: "CS2_189", ref: "E" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })], [{ type: "play", card: "E", target: "Y" }]));
    expect(at(r.state, "Y").health).toBe(4);
  });

  it("a battlecry whose target requirement nobody meets is played without a target", () => {
    const buffer = { id: "T_BUFF_FRIEND", type: "MINION", cost: 1, attack: 1, health: 1, target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", attack: 2 }] };
    const r = run(request([player({ hand: [{ card: "T_BUFF_FRIEND", ref: "T" }] }), player()], [{ type: "play", card: "T" }], { cards: [buffer] }));
    expect(at(r.state, "T").attack).toBe(1);
  });

  it("the finish phase's triggers need the minion still in play: a minion that killed itself in its battlecry makes no Juggler throw", () => {
    const selfKill = { id: "T_SELF_KILL", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "damage", amount: 5, to: "self" }] };
    const r = run(request([player({ board: [{ card: "NEW1_019", ref: "J" }], hand: [{ card: "T_SELF_KILL", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [selfKill] }));
    expect(at(r.state, "S").zone).toBe("graveyard");
    expect(triggerOrder(r, ["J"])).toEqual([]);
    expect(r.state.players[1].hero.health).toBe(30);
  });

  it("a minion summoned during the battlecry did not pass the pre-check: it cannot answer the finish phase (3.4)", () => {
    const summonsJuggler = { id: "T_SUMMON_JUGGLER", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "summon", card: "NEW1_019" }] };
    const r = run(request([player({ hand: [{ card: "T_SUMMON_JUGGLER", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [summonsJuggler] }));
    expect(r.state.players[0].board).toHaveLength(2);
    expect(r.state.players[1].hero.health).toBe(30);
  });

  it("summon positions: Dr. Boom's two Boom Bots land one on each side of him, the right one first (its summon is the first Knife Juggler answers)", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_231", ref: "W" }, { card: "NEW1_019", ref: "KJ" }], hand: [{ card: "GVG_110", ref: "DB" }] }),
      player({ board: [{ card: "CS2_182" }] }),
    ], [{ type: "play", card: "DB", position: 1 }]));
    const board = r.state.players[0].board;
    expect(board.map((m) => m.ref ?? m.card)).toEqual(["W", "GVG_110t", "DB", "GVG_110t", "KJ"]);
    const [left, right] = [board[1]!, board[3]!];
    expect(right.id).toBeLessThan(left.id); // the right one was summoned first
    const summoned = events(r, "summon").filter((e) => e.target?.card === "GVG_110t").map((e) => e.target!.id);
    expect(summoned).toEqual([right.id, left.id]);
    // Separate summon effects of one text each go right of the source, so the later lands nearer (the order matters).
    const two = [{ id: "T_TWO", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "summon", card: "CS2_231" }, { type: "summon", card: "CS2_182" }] }];
    const t = run(request([player({ hand: [{ card: "T_TWO", ref: "T" }] }), player()], [{ type: "play", card: "T" }], { cards: two }));
    expect(t.state.players[0].board.map((m) => m.card)).toEqual(["T_TWO", "CS2_182", "CS2_231"]);
    // A spell's summons go to the right end, in order (Feral Spirit).
    const fs = run(request([player({ board: [{ card: "CS2_182" }], hand: [{ card: "EX1_248", ref: "FS" }] }), player()], [{ type: "play", card: "FS" }]));
    expect(fs.state.players[0].board.map((m) => m.card)).toEqual(["CS2_182", "EX1_tk11", "EX1_tk11"]);
  });

  it("overload is gained in the play phase and locks crystals next turn", () => {
    const r = run(request([player({ hand: [{ card: "EX1_567", ref: "D" }] }), player()], [{ type: "play", card: "D" }]));
    expect(r.state.players[0].mana.overloadOwed).toBe(2);
  });

  it("Combo replaces the battlecry only when another card was played this turn (5.1)", () => {
    const withCombo = run(request([player({ hand: [{ card: "CS2_231", ref: "W" }, { card: "EX1_131", ref: "D" }] }), player()], [{ type: "play", card: "W" }, { type: "play", card: "D" }]));
    expect(withCombo.state.players[0].board.map((m) => m.card)).toEqual(["CS2_231", "EX1_131", "EX1_131t"]);
    const without = run(request([player({ hand: [{ card: "EX1_131", ref: "D" }] }), player()], [{ type: "play", card: "D" }]));
    expect(without.state.players[0].board.map((m) => m.card)).toEqual(["EX1_131"]);
  });

  it("is refused with a reason: not enough mana, a full board, a card not in hand, a bad position", () => {
    fails(request([player({ mana: { crystals: 3 }, hand: [{ card: "CS2_182", ref: "Y" }] }), player()], [{ type: "play", card: "Y" }]), "illegal_action");
    fails(request([player({ board: Array.from({ length: 7 }, () => ({ card: "CS2_231" })), hand: [{ card: "CS2_231", ref: "W" }] }), player()], [{ type: "play", card: "W" }]), "illegal_action");
    fails(request([player({ board: [{ card: "CS2_231", ref: "W" }] }), player()], [{ type: "play", card: "W" }]), "illegal_action");
    fails(request([player({ hand: [{ card: "CS2_231", ref: "W" }] }), player()], [{ type: "play", card: "W", position: 3 }]), "illegal_action");
    fails(request([player({ hand: [{ card: "CS2_231", ref: "W" }] }), player()], [{ type: "play", card: "p1.hand.4" }]), "illegal_action");
  });
});
