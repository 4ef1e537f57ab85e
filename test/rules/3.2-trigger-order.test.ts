/**
 * Rulebook 3.2 扳机顺序: field triggers before hand triggers before deck triggers, each in order of play;
 * special priorities: Redemption low (after other field death triggers), Reborn lowest (after everything),
 * a drawn card's own draw trigger first; Lifesteal after every other damage trigger.
 */
import { describe, expect, it } from "vitest";
import { at, nodes, player, request, run, triggerOrder } from "../support/engine.js";

describe("3.2 trigger order", () => {
  it("Redemption has low priority and hand triggers come after field triggers (sheep, Redemption, Bolvar)", () => {
    const r = run(request([
      player({ board: [{ card: "GVG_076", ref: "S" }], hand: [{ card: "GVG_063", ref: "BV" }], secrets: [{ card: "EX1_136", ref: "R", order: 1 }] }),
      player(),
    ], [{ type: "destroy", target: "S" }], { state: { activePlayer: 2 } }));
    // Redemption entered play before the sheep here, yet resolves after its deathrattle.
    expect(triggerOrder(r, ["S", "R", "BV"])).toEqual(["S", "R", "BV"]);
    expect(at(r.state, "BV")).toMatchObject({ zone: "hand", attack: 2 });
    expect(r.state.players[0].board.map((m) => [m.card, m.health])).toEqual([["GVG_076", 1]]);
  });

  it("Reborn has the lowest priority: Bolvar in hand gains attack before the minion returns", () => {
    const r = run(request([player({ board: [{ card: "ULD_723", ref: "M" }], hand: [{ card: "GVG_063", ref: "BV" }] }), player()], [{ type: "destroy", target: "M" }]));
    const q = nodes(r, "queue").find((n) => n.entries.some((e) => e.keyword === "REBORN"))!;
    expect(q.entries.map((e) => e.keyword ?? e.source.ref)).toEqual(["BV", "REBORN"]);
    const back = r.state.players[0].board[0]!;
    expect(back).toMatchObject({ card: "ULD_723", health: 1 });
    expect(back.tags).toMatchObject({ REBORN: 0 });
  });

  it("among field triggers, order of play decides, not board position", () => {
    const r = run(request([player({ hand: [{ card: "CS2_231", ref: "W" }], board: [{ card: "NEW1_019", ref: "J2", order: 30 }, { card: "NEW1_019", ref: "J1", order: 20 }] }), player()],
      [{ type: "play", card: "W" }]));
    expect(triggerOrder(r, ["J1", "J2"])).toEqual(["J1", "J2"]);
  });

  it("an enchantment's trigger enters play when it was attached, not when its host did (Power Overwhelming)", () => {
    const r = run(request([player({
      board: [
        { card: "CS2_182", ref: "Y", enchantments: [{ card: "EX1_316e", ref: "PO", order: 40 }] },
        { card: "NEW1_009", ref: "HT", order: 30 },
      ],
    }), player()], [{ type: "endTurn" }]));
    expect(triggerOrder(r, ["PO", "HT"])).toEqual(["HT", "PO"]);
    expect(at(r.state, "Y").zone).toBe("graveyard");
  });

  it("a drawn card's own draw trigger goes before field draw triggers (Flame Leviathan)", () => {
    const counter = { id: "T_DRAW_WATCH", type: "MINION", cost: 1, attack: 0, health: 9, triggers: [{ on: "draw", do: [{ type: "buff", to: "self", attack: 1 }] }] };
    const r = run(request([player({ board: [{ card: "T_DRAW_WATCH", ref: "W" }], deck: [{ card: "GVG_007", ref: "L" }] }), player()],
      [{ type: "draw", player: 1 }], { cards: [counter] }));
    expect(triggerOrder(r, ["W", "L"])).toEqual(["L", "W"]);
  });
});
