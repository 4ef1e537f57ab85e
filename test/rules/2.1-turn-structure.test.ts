/**
 * Rulebook 2.1 回合结构 and 4.12 法力水晶: end of turn, clean-up (summoning sickness, one-turn effects,
 * the thaw rule of 5.1, temporary mana), the step between turns (turn counter, the turn-90 draw), the
 * ready step (crystals, overload, "this turn" counters), start of turn, and the turn's draw.
 */
import { describe, expect, it } from "vitest";
import { at, events, nodes, player, request, run } from "../support/engine.js";

const endTurn = [{ type: "endTurn" }];

describe("2.1 turn structure", () => {
  it("runs the end-of-turn, start-of-turn and draw sequences with the steps between them, each sequence checked for win/loss", () => {
    const r = run(request([player(), player({ deck: [{ card: "CS2_231" }] })], endTurn));
    const turn = r.trace[0]!;
    expect(turn.kind).toBe("turn");
    expect(turn.children.map((c) => `${c.kind}:${(c as { name?: string }).name}`)).toEqual([
      "sequence:end-of-turn", "step:MAIN_CLEANUP", "step:MAIN_NEXT", "step:MAIN_READY", "sequence:start-of-turn", "sequence:draw",
    ]);
    expect(r.state).toMatchObject({ turn: 6, activePlayer: 2 });
  });

  it("4.12: the new player gains a crystal, overload owed becomes locked and used, then draws", () => {
    const r = run(request([player(), player({ mana: { crystals: 5, used: 0, overloadOwed: 2 }, deck: [{ card: "CS2_231" }, { card: "CS2_231" }] })], endTurn));
    expect(r.state.players[1].mana).toMatchObject({ crystals: 6, used: 2, overloadLocked: 2, overloadOwed: 0 });
    expect(r.state.players[1].hand).toHaveLength(1);
    expect(r.state.players[1].deck).toHaveLength(1);
  });

  it("crystals stop at the maximum", () => {
    const r = run(request([player(), player({ mana: { crystals: 10, used: 4 } })], endTurn));
    expect(r.state.players[1].mana).toMatchObject({ crystals: 10, used: 0 });
  });

  it("the game is a draw once the turn counter reaches 90; nobody draws", () => {
    const r = run(request([player(), player({ deck: [{ card: "CS2_231" }] })], endTurn, { state: { turn: 89 } }));
    expect(r.outcome).toEqual({ over: true, winner: null, draw: true });
    expect(r.state.players[1].hand).toHaveLength(0);
    expect(events(r, "turn-start")).toHaveLength(0);
  });

  it("a start-of-turn death ends the game before the draw (the draw sequence never runs)", () => {
    const fatal = { id: "T_BLOODWITCH", type: "MINION", cost: 1, attack: 1, health: 5, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "damage", amount: 1, to: "friendly-hero" }] }] };
    const r = run(request([player(), player({ hero: { card: "HERO_01", health: 1 }, board: [{ card: "T_BLOODWITCH" }], deck: [{ card: "CS2_231" }] })], endTurn, { cards: [fatal] }));
    expect(r.outcome).toEqual({ over: true, winner: 1, draw: false });
    expect(r.state.players[1].hand).toHaveLength(0);
  });

  it("clean-up: summoning sickness ends for every minion; one-turn effects expire; temporary mana goes", () => {
    const r = run(request([
      player({ mana: { crystals: 5, used: 0, temp: 1 }, hand: [{ card: "CS2_182", ref: "Y" }], hero: { card: "HERO_06" } }),
      player(),
    ], [{ type: "play", card: "Y" }, { type: "heroPower" }, { type: "endTurn" }]));
    expect(at(r.state, "Y").tags?.EXHAUSTED ?? 0).toBe(0);
    expect(r.state.players[0].hero.attack).toBe(0);
    expect(r.state.players[0].hero.armor).toBe(1);
    expect(r.state.players[0].mana.temp).toBe(0);
  });

  it("ready step: minions gain a turn in play, attacks this turn reset, cards played this turn reset for the new player", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "Y", tags: { NUM_ATTACKS_THIS_TURN: 1, NUM_TURNS_IN_PLAY: 2 } }], tags: { NUM_CARDS_PLAYED_THIS_TURN: 3 } }),
      player({ tags: { NUM_CARDS_PLAYED_THIS_TURN: 2 } }),
    ], endTurn));
    expect(at(r.state, "Y").tags).toMatchObject({ NUM_TURNS_IN_PLAY: 3 });
    expect(at(r.state, "Y").tags?.NUM_ATTACKS_THIS_TURN ?? 0).toBe(0);
    expect(r.state.players[1].tags.NUM_CARDS_PLAYED_THIS_TURN ?? 0).toBe(0);
    // 5.1 Combo: your counter resets only at the start of your own turn.
    expect(r.state.players[0].tags.NUM_CARDS_PLAYED_THIS_TURN).toBe(3);
  });

  it("5.1 thaw rule: at the end of your turn a frozen character thaws only if it still had an attack", () => {
    const r = run(request([player({
      board: [
        { card: "CS2_182", ref: "READY", tags: { FROZEN: 1 } },
        { card: "CS2_182", ref: "ATTACKED", tags: { FROZEN: 1, NUM_ATTACKS_THIS_TURN: 1 } },
        { card: "CS2_182", ref: "NEW", tags: { FROZEN: 1, EXHAUSTED: 1, JUST_PLAYED: 1 } },
      ],
    }), player({ board: [{ card: "CS2_182", ref: "ENEMY", tags: { FROZEN: 1 } }] })], endTurn));
    expect(at(r.state, "READY").tags?.FROZEN ?? 0).toBe(0);
    expect(at(r.state, "ATTACKED").tags?.FROZEN).toBe(1);
    expect(at(r.state, "NEW").tags?.FROZEN).toBe(1);
    expect(at(r.state, "ENEMY").tags?.FROZEN).toBe(1); // the opponent's thaw at the end of their own turn
  });

  it("end-of-turn triggers of the player whose turn ends fire; the other player's do not", () => {
    const r = run(request([player({ board: [{ card: "NEW1_009", ref: "MINE", health: 1, maxHealth: 2 }] }), player({ board: [{ card: "NEW1_009", ref: "THEIRS", health: 1, maxHealth: 2 }] })], endTurn));
    expect(at(r.state, "MINE").health).toBe(2);
    expect(at(r.state, "THEIRS").health).toBe(1);
  });

  it("3.4: the turn's draw is not pre-checked, so a card drawn at turn start answers its own draw (Flame Leviathan)", () => {
    const r = run(request([player(), player({ board: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "GVG_007", ref: "L" }] })], [{ type: "endTurn" }]));
    expect(at(r.state, "L").zone).toBe("hand");
    expect(at(r.state, "Y").health).toBe(3);
    expect(r.state.players[1].hero.health).toBe(28);
  });

  it("4.4: drawing from an empty deck deals fatigue 1, 2, 3 ... (FATIGUE counts up)", () => {
    const r = run(request([player(), player({ tags: { FATIGUE: 2 } })], endTurn));
    expect(r.state.players[1].hero.health).toBe(27);
    expect(r.state.players[1].tags.FATIGUE).toBe(3);
    expect(nodes(r, "event").filter((e) => e.type === "fatigue")).toHaveLength(1);
  });
});
