/**
 * The trigger event `divine-shield` (docs/card-format.md "Triggers", rules-notes 1300): "after a (friendly) minion loses
 * Divine Shield" — used by a card a client sends.
 */
import { describe, expect, it } from "vitest";
import { events, player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const SQUIRE = "EX1_008"; // 1/1 Divine Shield
const HELLFIRE = "CS2_062"; // 3 damage to ALL characters
const SILENCE = "EX1_332";
const SMITE = "CS1_130"; // 2 damage

/** "After a friendly minion loses Divine Shield, draw a card." */
const WATCHER = { id: "MY_SHIELDWATCH", type: "MINION", cost: 2, attack: 2, health: 3,
  triggers: [{ on: "divine-shield", if: { target: "friendly-minion" }, do: [{ type: "draw" }] }] };
const deck = [{ card: WISP }, { card: WISP }, { card: WISP }];

describe("the trigger event divine-shield (a client card)", () => {
  it("a mass damage: one draw for the friendly shield it breaks, none for the enemy's", () => {
    const r = run(request([player({ board: [{ card: "MY_SHIELDWATCH" }, { card: SQUIRE, ref: "S" }], hand: [{ card: HELLFIRE, ref: "H" }], deck }),
      player({ board: [{ card: SQUIRE, ref: "E" }] })], [{ type: "play", card: "H" }], { cards: [WATCHER] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WISP]);
    expect(events(r, "divine-shield").map((e) => e.target?.ref)).toEqual(["S", "E"]);
  });
  it("the shield's event resolves with the damage events, in the targets' order of play", () => {
    const r = run(request([player({ board: [{ card: YETI, ref: "A" }, { card: SQUIRE, ref: "S" }, { card: YETI, ref: "B" }], hand: [{ card: HELLFIRE, ref: "H" }] }),
      player()], [{ type: "play", card: "H" }]));
    const order: string[] = [];
    const seen = (n: { kind: string; type?: string; target?: { ref?: string }; children: unknown[] }) => {
      if (n.kind === "event" && (n.type === "damage" || n.type === "divine-shield") && ["A", "S", "B"].includes(n.target?.ref ?? "")) order.push(`${n.type}:${n.target!.ref}`);
      for (const c of n.children as (typeof n)[]) seen(c);
    };
    for (const n of r.trace) seen(n as never);
    expect(order).toEqual(["damage:A", "divine-shield:S", "damage:B"]);
  });
  it("a shield silenced away is not lost in this sense: no draw", () => {
    const r = run(request([player({ board: [{ card: "MY_SHIELDWATCH" }, { card: SQUIRE, ref: "S" }], hand: [{ card: SILENCE, ref: "X" }], deck }), player()],
      [{ type: "play", card: "X", target: "S" }], { cards: [WATCHER] }));
    expect(r.state.players[0].hand).toEqual([]);
    expect(events(r, "divine-shield")).toHaveLength(0);
  });
  it("with Toreth, a hit the shield takes without breaking is no loss; the third hit is", () => {
    const smites = [0, 1, 2].map((i) => ({ card: SMITE, ref: `s${i}` }));
    const two = run(request([player({ board: [{ card: "MY_SHIELDWATCH" }, { card: "EDR_258" }, { card: SQUIRE, ref: "S" }], hand: smites, deck }), player()],
      [{ type: "play", card: "s0", target: "S" }, { type: "play", card: "s1", target: "S" }], { cards: [WATCHER] }));
    expect(two.state.players[0].hand.filter((c) => c.card === WISP)).toHaveLength(0);
    const three = run(request([player({ board: [{ card: "MY_SHIELDWATCH" }, { card: "EDR_258" }, { card: SQUIRE, ref: "S" }], hand: smites, deck }), player()],
      [{ type: "play", card: "s0", target: "S" }, { type: "play", card: "s1", target: "S" }, { type: "play", card: "s2", target: "S" }], { cards: [WATCHER] }));
    expect(three.state.players[0].hand.map((c) => c.card)).toEqual([WISP]);
  });
  it("a shield that took the hit lets no Poisonous or Freeze of that hit through, and the minion survives", () => {
    const r = run(request([player({ board: [{ card: "MY_SHIELDWATCH" }, { card: SQUIRE, ref: "S" }], deck }),
      player({ board: [{ card: "CS2_118", ref: "P", tags: { POISONOUS: 1 } }] })],
      [{ type: "endTurn" }, { type: "attack", attacker: "P", defender: "S" }], { cards: [WATCHER] }));
    const s = r.state.players[0].board.find((e) => e.ref === "S")!;
    expect(s.health).toBe(1);
    expect(events(r, "divine-shield")).toHaveLength(1);
    expect(events(r, "destroy")).toHaveLength(0);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WISP]);
  });
});

/** "Battlecry: If drawn this turn, gain +2/+2." */
const FRESH = { id: "MY_FRESH", type: "MINION", cost: 1, attack: 1, health: 1,
  battlecry: [{ type: "if", if: { drawnThisTurn: true }, then: [{ type: "buff", to: "self", attack: 2, health: 2 }] }] };

describe("the condition drawnThisTurn (a client card)", () => {
  it("drawn this turn and played: the Battlecry's condition holds (its play record)", () => {
    const r = run(request([player({ hand: [{ card: "CS2_023", ref: "I" }], deck: [{ card: "MY_FRESH", ref: "F" }, { card: WISP }] }), player()],
      [{ type: "play", card: "I" }, { type: "play", card: "F" }], { cards: [FRESH] }));
    expect(r.state.players[0].board.map((e) => [e.card, e.attack, e.health])).toEqual([["MY_FRESH", 3, 3]]);
  });
  it("entered the hand this turn without a draw (Quickdraw would hold): not drawn", () => {
    const r = run(request([player({ hand: [{ card: "MY_FRESH", ref: "F", tags: { ENTERED_HAND_THIS_TURN: 1 } }] }), player()],
      [{ type: "play", card: "F" }], { cards: [FRESH] }));
    expect(r.state.players[0].board.map((e) => [e.card, e.attack, e.health])).toEqual([["MY_FRESH", 1, 1]]);
  });
  it("drawn, then returned to hand and played: no longer a card drawn this turn", () => {
    const r = run(request([player({ hand: [{ card: "CS2_023", ref: "I" }, { card: "EX1_049", ref: "Y" }], deck: [{ card: "MY_FRESH", ref: "F" }, { card: WISP }] }), player()],
      [{ type: "play", card: "I" }, { type: "play", card: "F" }, { type: "play", card: "Y", target: "F" }, { type: "play", card: "F" }], { cards: [FRESH] }));
    const f = r.state.players[0].board.find((e) => e.card === "MY_FRESH")!;
    expect([f.attack, f.health]).toEqual([1, 1]);
  });
});
