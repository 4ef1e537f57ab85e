/**
 * Rulebook 5.5 对战开始时扳机的顺序, with the `startGame` action ("the game starts here"): the snapshot is the game after the
 * mulligan, turn 1, before the first turn begins. The Start of Game texts (`startOfGame`) of both players' hands and decks
 * resolve — all of the first player's, then all of the second's; hand before deck; deck cards by cost, lowest first, equal
 * costs in a random order — then the first player's turn begins (ready step, start-of-turn, draw). A client's own card uses it.
 */
import { describe, expect, it } from "vitest";
import { at, events, fails, nodes, run } from "../support/engine.js";

// A client's Start of Game card: "Start of Game: Gain 3 Armor."
const MY_START = { id: "MY_START", type: "MINION", cost: 2, attack: 1, health: 1, startOfGame: [{ type: "armor", amount: 3 }] };
const MY_CHEAP = { id: "MY_CHEAP", type: "MINION", cost: 1, attack: 1, health: 1, startOfGame: [{ type: "armor", amount: 1 }] };
const wisps = (n: number, p: string) => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const body = (p1: Record<string, unknown>, p2: Record<string, unknown>, actions: Record<string, unknown>[] = [{ type: "startGame" }], extra: Record<string, unknown> = {}) => ({
  seed: 3, cards: [MY_START, MY_CHEAP],
  state: { turn: 1, activePlayer: 1, players: [{ mana: { crystals: 0 }, ...p1 }, { mana: { crystals: 0 }, ...p2 }], ...extra },
  actions,
});
const sogOrder = (r: ReturnType<typeof run>) =>
  nodes(r, "trigger").filter((t) => t.on === "start-of-game").map((t) => t.source.ref);

describe("5.5 Start of Game", () => {
  it("a client's Start of Game card resolves from the deck before the first turn, then the turn begins (a mana crystal, the draw)", () => {
    const r = run(body({ deck: [...wisps(2, "d"), { card: "MY_START", ref: "S" }] }, { deck: wisps(2, "e") }));
    expect(r.state.players[0]!.hero.armor).toBe(3);
    expect(r.state.players[1]!.hero.armor ?? 0).toBe(0);
    expect(r.state.players[0]!.mana.crystals).toBe(1);
    expect(r.state.players[0]!.hand.map((c) => c.ref)).toEqual(["d0"]);
    expect(at(r.state, "S").card).toBe("MY_START");
    expect(r.state.turn).toBe(1);
    // The Start of Game sequence comes first, before the turn's ready step.
    const seq = nodes(r, "sequence").map((s) => s.name);
    expect(seq.indexOf("start-of-game")).toBeLessThan(seq.indexOf("start-of-turn"));
  });

  it("the first player's texts first, then the second's; hand before deck; deck by cost, lowest first", () => {
    const r = run(body(
      { hand: [{ card: "MY_START", ref: "H" }], deck: [{ card: "MY_START", ref: "D2" }, { card: "MY_CHEAP", ref: "D1" }] },
      { hand: [{ card: "MY_CHEAP", ref: "EH" }], deck: [{ card: "MY_START", ref: "E" }] },
      [{ type: "startGame" }], { activePlayer: 2 }));
    // Player 2 goes first here.
    expect(sogOrder(r)).toEqual(["EH", "E", "H", "D1", "D2"]);
    expect(r.state.players[0]!.hero.armor).toBe(7);
    expect(r.state.players[1]!.hero.armor).toBe(4);
    expect(r.state.players[1]!.mana.crystals).toBe(1);
    expect(r.state.players[0]!.mana.crystals).toBe(0);
  });

  it("equal costs in the deck resolve in a random order, recorded", () => {
    const r = run(body({ deck: [{ card: "MY_START", ref: "A" }, { card: "MY_START", ref: "B" }] }, {}));
    expect(r.random.some((d) => d.purpose.startsWith("start of game order"))).toBe(true);
    expect(sogOrder(r).sort()).toEqual(["A", "B"]);
  });

  it("a card on the board or in the graveyard has no Start of Game; a card without the text does nothing", () => {
    const r = run(body({ board: [{ card: "MY_START", ref: "B" }], graveyard: [{ card: "MY_START" }], deck: wisps(1, "d") }, {}));
    expect(sogOrder(r)).toEqual([]);
    expect(r.state.players[0]!.hero.armor ?? 0).toBe(0);
  });

  it("only as the first action, and only on turn 1", () => {
    fails(body({}, {}, [{ type: "endTurn" }, { type: "startGame" }]), "illegal_action");
    fails(body({}, {}, [{ type: "startGame" }], { turn: 3 }), "illegal_action");
    expect(events(run(body({}, {})), "armor")).toHaveLength(0);
  });
});
