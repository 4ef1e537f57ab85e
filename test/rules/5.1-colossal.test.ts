/**
 * 巨型 (Colossal +N, Voyage to the Sunken City; after the 2022 rulebook): the card field `colossal` — the appendages
 * summoned beside the minion whenever it is summoned (docs/rules-notes.md). A client's own Colossal minion.
 */
import { describe, expect, it } from "vitest";
import { events, run } from "../support/engine.js";

// A client's "Colossal +2. Battlecry: Give your other minions +1 Attack." with two appendages: a 1/3 Taunt arm and a 2/1 arm.
const ARM_L = { id: "MY_ARM_A", type: "MINION", cost: 1, attack: 1, health: 3, tags: { TAUNT: 1 } };
const ARM_R = { id: "MY_ARM_B", type: "MINION", cost: 1, attack: 2, health: 1 };
const BODY = { id: "MY_COLOSSUS", type: "MINION", cost: 5, attack: 5, health: 5, colossal: ["MY_ARM_A", "MY_ARM_B"],
  battlecry: [{ type: "buff", to: "other-friendly-minions", attack: 1 }] };
// "Summon a MY_COLOSSUS." (a spell)
const SUMMONER = { id: "MY_SUMMONER", type: "SPELL", cost: 1, spell: [{ type: "summon", card: "MY_COLOSSUS" }] };
const cards = [ARM_L, ARM_R, BODY, SUMMONER];
const req = (p1: Record<string, unknown>, actions: Record<string, unknown>[], p2: Record<string, unknown> = {}) => ({
  seed: 1, cards,
  state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, ...p1 }, { mana: { crystals: 10 }, ...p2 }] },
  actions,
});
const wisps = (n: number) => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `w${i}` }));

describe("Colossal", () => {
  it("played: its appendages come beside it (first right, then left), before its Battlecry", () => {
    const r = run(req({ hand: [{ card: "MY_COLOSSUS", ref: "C" }], board: wisps(2) }, [{ type: "play", card: "C", position: 1 }]));
    const b = r.state.players[0]!.board;
    expect(b.map((m) => m.card)).toEqual(["CS2_231", "MY_ARM_B", "MY_COLOSSUS", "MY_ARM_A", "CS2_231"]);
    // The Battlecry saw the appendages: +1 Attack each.
    expect(b.map((m) => m.attack)).toEqual([2, 3, 5, 2, 2]);
    // Each appendage is a summon of its own.
    expect(events(r, "summon").map((e) => (e.target as { card?: string } | undefined)?.card ?? e.target)).toHaveLength(3);
    expect(r.state.players[1]!.board).toHaveLength(0);
  });

  it("summoned by an effect, it brings them too; a full board keeps the rest out", () => {
    const r = run(req({ hand: [{ card: "MY_SUMMONER", ref: "S" }], board: wisps(5) }, [{ type: "play", card: "S" }]));
    const b = r.state.players[0]!.board.map((m) => m.card);
    // The spell summons at the right end: the body, then the first arm right of it; no room for the second.
    expect(b).toEqual(["CS2_231", "CS2_231", "CS2_231", "CS2_231", "CS2_231", "MY_COLOSSUS", "MY_ARM_A"]);
  });
});

describe("Choose a card in your hand (target type card)", () => {
  // A client's "Battlecry: Give a minion in your hand +1/+1."
  const TUTOR = { id: "MY_TUTOR", type: "MINION", cost: 1, attack: 1, health: 1, target: { type: "card", where: { type: "minion" } },
    battlecry: [{ type: "buff", to: "target", attack: 1, health: 1 }] };
  const tReq = (actions: Record<string, unknown>[]) => ({
    seed: 1, cards: [TUTOR],
    state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "MY_TUTOR", ref: "T" }, { card: "CS2_120", ref: "R" }, { card: "CS2_029", ref: "F" }] }, { mana: { crystals: 10 }, board: [{ card: "CS2_120", ref: "E" }] }] },
    actions,
  });
  it("the chosen minion in hand gets the buff", () => {
    const r = run(tReq([{ type: "play", card: "T", target: "R" }]));
    const hand = r.state.players[0]!.hand;
    expect(hand.map((c) => [c.card, c.attack, c.health])).toEqual([["CS2_120", 3, 4], ["CS2_029", undefined, undefined]]);
  });
  it("a spell in hand, or a minion in play, is no valid target", () => {
    expect(() => run(tReq([{ type: "play", card: "T", target: "F" }]))).toThrow(/not a valid target/);
    expect(() => run(tReq([{ type: "play", card: "T", target: "E" }]))).toThrow(/not a valid target/);
  });
});
