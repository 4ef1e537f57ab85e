/**
 * Rulebook 1.6 序列 and 1.7 胜负裁定: the win/loss check comes at the end of each sequence; a player whose
 * hero died loses; both losing is a draw; the rest of the sequence still resolves.
 */
import { describe, expect, it } from "vitest";
import { fails, nodes, player, request, run } from "../support/engine.js";

describe("1.6-1.7 sequences and the win/loss check", () => {
  it("both heroes dying in the same sequence is a draw", () => {
    const r = run(request([
      player({ hero: { card: "HERO_08", health: 3 }, hand: [{ card: "CS2_062", ref: "H" }] }),
      player({ hero: { card: "HERO_01", health: 3 } }),
    ], [{ type: "play", card: "H" }]));
    expect(r.outcome).toEqual({ over: true, winner: null, draw: true });
    expect(nodes(r, "gameOver")).toHaveLength(1);
    expect(r.state.players[0].tags.PLAYSTATE).toBe(6);
  });

  it("the check waits for the sequence to end: a hero at 0 healed later in the sequence survives", () => {
    const r = run(request([
      player({ hero: { card: "HERO_08", health: 5 }, hand: [{ card: "CS2_062", ref: "H" }] }),
      player({ board: [{ card: "EX1_029", attack: 1, health: 1 }, { card: "FP1_001" }] }),
    ], [{ type: "play", card: "H" }]));
    expect(r.state.players[0].hero.health).toBe(5);
    expect(r.outcome.over).toBe(false);
  });

  it("a dead hero keeps its maximum Health and damage: 45 damage to a 40-Health hero leaves it at -5", () => {
    const r = run(request([player({ hero: { card: "HERO_01", health: 40 } }), player()], [{ type: "damage", target: "p1.hero", amount: 45 }]));
    expect(r.outcome).toEqual({ over: true, winner: 2, draw: false });
    expect(r.state.players[0].hero).toMatchObject({ health: -5, maxHealth: 40 });
  });

  it("conceding ends the game at once for the conceding player", () => {
    const r = run(request([player(), player()], [{ type: "concede", player: 2 }]));
    expect(r.outcome).toEqual({ over: true, winner: 1, draw: false });
  });

  it("no action can follow the end of the game", () => {
    const e = fails(request([player(), player()], [{ type: "concede" }, { type: "endTurn" }]), "illegal_action");
    expect(e.issues[0]!.path).toBe("actions[1]");
  });

  it("a finished game loaded again stays finished", () => {
    const done = run(request([player(), player()], [{ type: "concede", player: 1 }]));
    fails({ seed: 1, state: done.state, actions: [{ type: "endTurn" }] }, "illegal_action");
  });
});
