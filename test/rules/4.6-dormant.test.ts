/**
 * Rulebook 4.6 休眠, with Maiev Shadowsong ("Choose a minion. It goes Dormant for 2 turns"): a Dormant minion keeps
 * all its tags and enchantments; going Dormant is not a death and awakening is not a summon; it awakens with
 * summoning sickness, keeping its order of play; while Dormant nothing reaches it and its text does not work.
 * It counts its controller's turn starts (4.2: awakening at the start of the turn is an aura-update moment).
 */
import { describe, expect, it } from "vitest";
import { at, events, fails, player, request, run, triggerOrder } from "../support/engine.js";

const MAIEV = "BT_737";
const endTurn = { type: "endTurn" };
type State = ReturnType<typeof run>["state"];
const next = (state: State, actions: Record<string, unknown>[]) => run({ seed: 3, state: state as unknown as Record<string, unknown>, actions });

describe("4.6 Dormant", () => {
  it("4.6 例如: Stormwind Knight attacks, then goes Dormant; on the turn it awakens it cannot attack again", () => {
    const r = run(request([
      player({ hand: [{ card: "CS2_131", ref: "K" }, { card: MAIEV, ref: "M" }] }),
      player(),
    ], [{ type: "play", card: "K" }, { type: "attack", attacker: "K", defender: "p2.hero" }, { type: "play", card: "M", target: "K" }]));
    expect(at(r.state, "K").tags).toMatchObject({ DORMANT: 1, DORMANT_TURNS: 2, NUM_ATTACKS_THIS_TURN: 1 });
    expect(events(r, "dormant")).toHaveLength(1);
    expect(events(r, "death")).toHaveLength(0);
    expect(r.log).toContain("Stormwind Knight goes Dormant for 2 turns.");

    // Its controller's next turn: one turn left, still Dormant.
    const t7 = next(r.state, [endTurn, endTurn]);
    expect(t7.state.activePlayer).toBe(1);
    expect(at(t7.state, "K").tags).toMatchObject({ DORMANT: 1, DORMANT_TURNS: 1 });
    fails({ seed: 3, state: t7.state, actions: [{ type: "attack", attacker: "K", defender: "p2.hero" }] } as never, "illegal_action");

    // The turn after: it awakens at the start of the turn, with summoning sickness and its attack still counted.
    const t9 = next(t7.state, [endTurn, endTurn]);
    const k = at(t9.state, "K");
    expect(k.tags?.DORMANT).toBeUndefined();
    expect(k.tags).toMatchObject({ EXHAUSTED: 1, NUM_ATTACKS_THIS_TURN: 1 });
    expect(events(t9, "awaken").map((e) => e.target?.ref)).toEqual(["K"]);
    expect(events(t9, "summon")).toHaveLength(0);
    expect(t9.log).toContain("Stormwind Knight awakens.");
    const err = fails({ seed: 3, state: t9.state, actions: [{ type: "attack", attacker: "K", defender: "p2.hero" }] } as never, "illegal_action");
    expect(err.message).toContain("already attacked");

    // Its next turn it attacks as usual.
    const t11 = next(t9.state, [endTurn, endTurn]);
    const hit = next(t11.state, [{ type: "attack", attacker: "K", defender: "p2.hero" }]);
    expect(hit.state.players[1].hero.health).toBe(t11.state.players[1].hero.health! - 2);
  });

  it("4.6 例如: of two Knife Jugglers, the earlier one goes Dormant; awake again it still triggers first", () => {
    const r = run(request([
      player({ board: [{ card: "NEW1_019", ref: "J1" }, { card: "NEW1_019", ref: "J2" }], hand: [{ card: MAIEV, ref: "M" }] }),
      player({ board: [{ card: "CS2_182", ref: "Y" }] }),
    ], [{ type: "play", card: "M", target: "J1" }]));
    // While Dormant its text does not work: only J2 answers Maiev's summon.
    expect(triggerOrder(r, ["J1", "J2"])).toEqual(["J2"]);

    const awake = next(r.state, [endTurn, endTurn, endTurn, endTurn]);
    expect(awake.state.activePlayer).toBe(1);
    expect(at(awake.state, "J1").tags?.DORMANT).toBeUndefined();
    expect(at(awake.state, "J1").order).toBeLessThan(at(awake.state, "J2").order);
    const s = next(awake.state, [{ type: "summon", card: "CS2_231", player: 1 }]);
    expect(triggerOrder(s, ["J1", "J2"])).toEqual(["J1", "J2"]);
  });

  it("while Dormant it cannot be targeted or attacked, mass damage misses it, and its aura is gone until it awakens (4.2)", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_222", ref: "C" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: MAIEV, ref: "M" }, { card: "CS2_062", ref: "H" }] }),
      player({ board: [{ card: "CS2_182", ref: "E" }] }),
    ], [{ type: "play", card: "M", target: "C" }]));
    expect(at(r.state, "Y")).toMatchObject({ attack: 4, health: 5 });
    // Hellfire: 3 damage to all characters, the Dormant Champion excepted.
    const h = next(r.state, [{ type: "play", card: "H" }]);
    expect(at(h.state, "C")).toMatchObject({ health: at(r.state, "C").health, zone: "board" });
    expect(at(h.state, "E").health).toBe(2);
    expect(at(h.state, "Y").health).toBe(2);
    fails({ seed: 3, state: r.state, actions: [{ type: "play", card: "p1.hand.0", target: "C" }] } as never, "illegal_action");
    fails({ seed: 3, state: r.state, actions: [endTurn, { type: "attack", attacker: "E", defender: "C" }] } as never, "illegal_action");

    // The aura comes back when the Champion awakens.
    const awake = next(r.state, [endTurn, endTurn, endTurn, endTurn]);
    expect(at(awake.state, "Y")).toMatchObject({ attack: 5, health: 6 });
  });

  it("Maiev on an enemy minion: it counts its own controller's turns and awakens at the start of the second", () => {
    const r = run(request([
      player({ hand: [{ card: MAIEV, ref: "M" }] }),
      player({ board: [{ card: "CS2_182", ref: "E" }] }),
    ], [{ type: "play", card: "M", target: "E" }, endTurn]));
    expect(at(r.state, "E").tags).toMatchObject({ DORMANT: 1, DORMANT_TURNS: 1 });
    const later = next(r.state, [endTurn, endTurn]);
    expect(later.state.activePlayer).toBe(2);
    expect(at(later.state, "E").tags?.DORMANT).toBeUndefined();
    expect(at(later.state, "E").tags).toMatchObject({ EXHAUSTED: 1 });
  });
});
