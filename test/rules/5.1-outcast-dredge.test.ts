/**
 * 流放 Outcast (5.1): "当你从手牌最左或最右使用这张牌的时候会产生效果" — the card's `outcast` text replaces its battlecry or
 * spell text when it is played from the leftmost or rightmost place of its hand, the place it leaves as it is played
 * (2.2/2.3 使用阶段 b). Like Combo, a card with a Battlecry and Outcast has only a Battlecry (Brann repeats it), an Outcast
 * alone resolves once; only playing the card from hand counts (a repeat of the spell never has the Outcast text).
 * 探底 Dredge (5.1): "检视你牌库底的三张牌，选择其中一张牌置于牌库顶" — the `putOnTop` effect with `bottom`.
 */
import { describe, expect, it } from "vitest";
import { at, events, nodes, player, request, run } from "../support/engine.js";

type Body = Record<string, unknown>;
const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
/** "Draw a card. Outcast: Draw 2 cards." */
const SIGHT: Body = { id: "OC_SPELL", type: "SPELL", cost: 0, spell: [{ type: "draw", count: 1 }], outcast: [{ type: "draw", count: 2 }] };
/** A minion: "Outcast: Draw a card." (no Battlecry) */
const RUNNER: Body = { id: "OC_MINION", type: "MINION", cost: 0, attack: 1, health: 1, outcast: [{ type: "draw", count: 1 }] };
/** A minion: "Battlecry: Gain +1 Attack. Outcast: gain +3 Attack instead." (a Battlecry that depends on the place) */
const BATTLECRY: Body = {
  id: "OC_BC", type: "MINION", cost: 0, attack: 1, health: 1,
  battlecry: [{ type: "buff", to: "self", attack: 1 }], outcast: [{ type: "buff", to: "self", attack: 3 }],
};
/** A targeted spell: "Give a minion +1 Attack. Outcast: +3 Attack instead." */
const TARGETED: Body = {
  id: "OC_BUFF", type: "SPELL", cost: 0, target: { type: "minion" },
  spell: [{ type: "buff", to: "target", attack: 1 }], outcast: [{ type: "buff", to: "target", attack: 3 }],
};
const CARDS = [SIGHT, RUNNER, BATTLECRY, TARGETED];

const play = (hand: Body[], card: string, more: Body = {}, board: Body[] = []) =>
  run(request([player({ hand, deck: wisps(5), board }), player({ deck: wisps(2, "e") })], [{ type: "play", card, ...more }], { cards: CARDS }));

describe("5.1 流放: the place in hand as the card is played", () => {
  it("the leftmost card: the Outcast text (2 draws); the trace's action says so", () => {
    const r = play([{ card: "OC_SPELL", ref: "S" }, ...wisps(2, "h")], "S");
    expect(events(r, "draw")).toHaveLength(2);
    expect(nodes(r, "sequence")[0]!.action).toMatchObject({ outcast: true });
  });
  it("the rightmost card: the Outcast text", () => {
    const r = play([...wisps(2, "h"), { card: "OC_SPELL", ref: "S" }], "S");
    expect(events(r, "draw")).toHaveLength(2);
  });
  it("any other place: the card's own text (1 draw)", () => {
    const r = play([{ card: "CS2_231" }, { card: "OC_SPELL", ref: "S" }, { card: "CS2_231" }], "S");
    expect(events(r, "draw")).toHaveLength(1);
    expect(nodes(r, "sequence")[0]!.action).not.toHaveProperty("outcast");
  });
  it("the only card in hand is both leftmost and rightmost", () => {
    const r = play([{ card: "OC_SPELL", ref: "S" }], "S");
    expect(events(r, "draw")).toHaveLength(2);
  });
  it("the place as played, not after: the hand played from the right end, the next card is now at the end", () => {
    const body = request([player({ hand: [{ card: "CS2_231" }, { card: "OC_SPELL", ref: "A" }, { card: "OC_SPELL", ref: "B" }], deck: wisps(6) }), player()],
      [{ type: "play", card: "A" }, { type: "play", card: "B" }], { cards: CARDS });
    const r = run(body);
    // A from the middle: 1 draw, which lands at the right end; B is then in the middle too: 1 draw.
    expect(events(r, "draw")).toHaveLength(2);
  });
  it("a targeted Outcast text uses the target chosen", () => {
    const r = play([{ card: "OC_BUFF", ref: "S" }, { card: "CS2_231" }], "S", { target: "M" }, [{ card: "CS2_182", ref: "M" }]);
    expect(at(r.state, "M").attack).toBe(7);
  });
  it("Brann: an Outcast without a Battlecry resolves once", () => {
    const r = play([{ card: "OC_MINION", ref: "O" }, { card: "CS2_231" }], "O", {}, [{ card: "LOE_077" }]);
    expect(events(r, "draw")).toHaveLength(1);
  });
  it("Brann: a Battlecry that depends on the place is repeated, the Outcast version both times", () => {
    const r = play([{ card: "OC_BC", ref: "O" }, { card: "CS2_231" }], "O", {}, [{ card: "LOE_077" }]);
    expect(at(r.state, "O").attack).toBe(7);
    const mid = play([{ card: "CS2_231" }, { card: "OC_BC", ref: "O" }, { card: "CS2_231" }], "O", {}, [{ card: "LOE_077" }]);
    expect(at(mid.state, "O").attack).toBe(3);
  });
  it("a repeat of the spell never has the Outcast text: Djinni of Zephyrs copies the card's own text", () => {
    const r = play([{ card: "OC_BUFF", ref: "S" }, { card: "CS2_231" }], "S", { target: "M" }, [{ card: "CS2_182", ref: "M" }, { card: "LOE_053", ref: "DJ" }]);
    expect(at(r.state, "M").attack).toBe(7);
    expect(at(r.state, "DJ").attack).toBe(5);
  });
});

describe("5.1 探底 Dredge: the bottom cards as they lie, one put on top", () => {
  const DREDGE: Body = { id: "DREDGER", type: "SPELL", cost: 0, spell: [{ type: "putOnTop", count: 3, bottom: true }] };
  const deck = ["d0", "d1", "d2", "d3", "d4"].map((ref, i) => ({ card: ["CS2_182", "CS2_120", "CS2_172", "CS2_186", "CS2_200"][i]!, ref }));
  it("looks at the bottom three and puts the one chosen on top; no random pick", () => {
    const r = run(request([player({ hand: [{ card: "DREDGER", ref: "D" }], deck }), player()], [{ type: "play", card: "D" }], { cards: [DREDGE], choices: [0] }));
    const [move] = events(r, "zone-change").filter((e) => (e as { top?: boolean }).top === true);
    expect((move as unknown as { options: { ref: string }[] }).options.map((o) => o.ref)).toEqual(["d2", "d3", "d4"]);
    expect(r.state.players[0].deck.map((c) => c.ref)).toEqual(["d2", "d0", "d1", "d3", "d4"]);
    expect(nodes(r, "random").filter((n) => n.purpose === "card looked at")).toHaveLength(0);
    expect(events(r, "draw")).toHaveLength(0);
  });
});
