/**
 * "Starts Dormant" (`dormant: true`), triggers that work only while Dormant (`whileDormant`) and the `awaken` effect (4.6):
 * a client card that uses them.
 */
import { describe, expect, it } from "vitest";
import { run } from "../support/engine.js";

const WAKER = { id: "MY_WAKER", type: "MINION", cost: 1, attack: 4, health: 4, dormant: true,
  triggers: [{ on: "turn-end", if: [{ turn: "own" }, { value: { stat: "armor", of: "friendly-hero" }, atLeast: 5 }], whileDormant: true, do: [{ type: "awaken", to: "self" }] }] };
const PINGER = { id: "MY_PINGER", type: "MINION", cost: 1, attack: 1, health: 1, dormant: 1,
  triggers: [{ on: "turn-end", if: { turn: "own" }, whileDormant: true, do: [{ type: "damage", amount: 1, to: "enemy-hero" }] }] };
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));
const base = (hand: object[], armor = 0) => ({ turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hero: { card: "HERO_01", armor }, hand, deck: wisps(4) }, { deck: wisps(4) }] });

describe("Dormant texts", () => {
  it("a client card that starts Dormant stays Dormant with no countdown until its whileDormant trigger wakes it", () => {
    const r = run({ cards: [WAKER], state: base([{ card: "MY_WAKER", ref: "W" }]), actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }] });
    const w = r.state.players[0]!.board[0]!;
    expect(w.tags?.DORMANT).toBe(1);
    expect(w.tags?.DORMANT_TURNS).toBeUndefined();
    const woke = run({ cards: [WAKER], state: base([{ card: "MY_WAKER", ref: "W" }], 5), actions: [{ type: "play", card: "W" }, { type: "endTurn" }] });
    expect(woke.state.players[0]!.board[0]!.tags?.DORMANT).toBeUndefined();
  });
  it("a whileDormant trigger stops once the minion is awake", () => {
    const r = run({ cards: [PINGER], state: base([{ card: "MY_PINGER", ref: "P" }]), actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }] });
    // Dormant at the end of the turn it was played (1 damage); awake at the next start of its player's turn, silent after
    expect(r.state.players[1]!.hero.health).toBe(29);
    expect(r.state.players[0]!.board[0]!.tags?.DORMANT).toBeUndefined();
  });
});
