/**
 * Cards that change in hand (5.3 即时变形效果, 3.2's Alarm-o-Bot example) and Discover from the deck (4.4: discovering
 * a card of your deck is a draw; 5.1 发现: three different options, the player picks one).
 */
import { describe, expect, it } from "vitest";
import { at, events, nodes, player, request, run } from "../support/engine.js";

const ZERUS = "OG_123";
const ALARM = "EX1_006";
const endTurn = { type: "endTurn" };
/** Player 2 is active and ends the turn: player 1's turn starts. */
const p1TurnStarts = (p1: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  run(request([player(p1), player()], [endTurn], { state: { activePlayer: 2 }, ...extra }));

describe("5.3 cards that transform in hand", () => {
  it("3.2 例如: an unshifted Zerus is a hand trigger, after Alarm-o-Bot: the bot summons it and it cannot transform", () => {
    const r = p1TurnStarts({ board: [{ card: ALARM, ref: "A" }], hand: [{ card: ZERUS, ref: "Z" }] });
    expect(at(r.state, "Z")).toMatchObject({ zone: "board", card: ZERUS });
    expect(at(r.state, "A").zone).toBe("hand");
    expect(events(r, "transform")).toHaveLength(0);
    expect(events(r, "summon").map((e) => e.target?.ref)).toEqual(["Z"]);
    // Summoned: not sick-free; it entered play now.
    expect(at(r.state, "Z").tags).toMatchObject({ EXHAUSTED: 1 });
  });

  it("3.2 例如: a shifted Zerus is a field trigger (its enchantment) entered at its last transform: before an Alarm-o-Bot that came later", () => {
    const r = p1TurnStarts({
      board: [{ card: ALARM, ref: "A", order: 10 }],
      hand: [{ card: "CS2_182", ref: "Z", enchantments: [{ card: "OG_123e", order: 2 }] }],
    });
    const [t] = events(r, "transform");
    expect(t?.target?.ref).toBe("Z");
    const into = String(t!.into);
    expect(into).not.toBe("CS2_182");
    // The bot then summons the transformed card.
    expect(at(r.state, "Z")).toMatchObject({ zone: "board", card: into });
    expect(at(r.state, "A").zone).toBe("hand");
  });

  it("…and after an Alarm-o-Bot that came earlier: the bot summons it first and it no longer shifts", () => {
    const r = p1TurnStarts({
      board: [{ card: ALARM, ref: "A", order: 1 }],
      hand: [{ card: "CS2_182", ref: "Z", enchantments: [{ card: "OG_123e", order: 20 }] }],
    });
    expect(events(r, "transform")).toHaveLength(0);
    expect(at(r.state, "Z")).toMatchObject({ zone: "board", card: "CS2_182" });
  });

  it("Zerus shifts at the start of each of your turns while in hand, never on the opponent's", () => {
    const r = p1TurnStarts({ hand: [{ card: ZERUS, ref: "Z" }] });
    const first = at(r.state, "Z");
    expect(first.card).not.toBe(ZERUS);
    // (the card it became may carry an anonymous hand aura of its own, as below: which card it is depends on the pool)
    expect(first.enchantments?.map((e) => e.card).filter((c) => c !== undefined)).toEqual(["OG_123e"]);
    const pick = r.random.find((d) => d.purpose === "random card to transform into")!;
    expect(pick.chosen).toBe(first.card);
    expect(pick.candidates).toContain("CS2_182");
    expect(pick.candidates).not.toContain("CS2_029");

    const opp = run({ seed: 9, state: r.state as unknown as Record<string, unknown>, actions: [endTurn] });
    expect(at(opp.state, "Z").card).toBe(first.card);
    const again = run({ seed: 9, state: opp.state as unknown as Record<string, unknown>, actions: [endTurn] });
    expect(events(again, "transform")).toHaveLength(1);
    // The card it became may carry its own aura in hand (an anonymous enchantment: Dread Corsair's cost); Shifting is its one named one.
    expect(at(again.state, "Z").enchantments?.map((e) => e.card).filter((c) => c !== undefined)).toEqual(["OG_123e"]);
  });

  it("Shifting Scroll becomes a random Mage spell, Shifting Chameleon a random 1-cost minion", () => {
    const r = p1TurnStarts({ hand: [{ card: "LOOT_104", ref: "S" }, { card: "DALA_Hunter_HP2t", ref: "C" }] });
    const picks = r.random.filter((d) => d.purpose === "random card to transform into");
    expect(picks).toHaveLength(2);
    const [scroll, chameleon] = picks as [typeof picks[0], typeof picks[0]];
    expect(scroll.candidates).toContain("CS2_029");
    expect(scroll.candidates).not.toContain("CS2_182");
    expect(scroll.candidates).not.toContain("CS2_234");
    expect(at(r.state, "S").card).toBe(scroll.chosen);
    expect(chameleon.candidates).not.toContain("CS2_182");
    expect(chameleon.candidates).not.toContain("CS2_231");
    expect(at(r.state, "C")).toMatchObject({ card: chameleon.chosen, cost: 1 });
  });
});

describe("4.4 / 5.1 Discover from the deck (Tracking)", () => {
  const deck = [
    { card: "CS2_231", ref: "W1" }, { card: "CS2_231", ref: "W2" }, { card: "CS2_182", ref: "Y" },
    { card: "CS2_029", ref: "F" }, { card: "CS2_024", ref: "B" },
  ];

  it("offers three different cards, takes the scripted choice, and taking it is a draw; the others stay in the deck", () => {
    const r = run(request([player({ hand: [{ card: "DS1_184", ref: "T" }], deck }), player()], [{ type: "play", card: "T" }], { choices: [1] }));
    const offered = r.random.filter((d) => d.purpose === "discover option");
    expect(offered).toHaveLength(3);
    const ids = offered.map((d) => (d.chosen as { card: string }).card);
    expect(new Set(ids).size).toBe(3);
    expect(r.random.find((d) => d.purpose === "discover (scripted)")?.chosen).toBe(1);
    const drawn = offered[1]!.chosen as { ref: string };
    expect(at(r.state, drawn.ref).zone).toBe("hand");
    expect(r.state.players[0].deck).toHaveLength(4);
    const draws = events(r, "draw");
    expect(draws.map((e) => e.target?.ref)).toEqual([drawn.ref]);
    expect(events(r, "discover")).toHaveLength(1);
  });

  it("with no scripted answer the pick is seeded and recorded; a deck of one card is taken without a prompt", () => {
    const r = run(request([player({ hand: [{ card: "DS1_184", ref: "T" }], deck }), player()], [{ type: "play", card: "T" }]));
    expect(r.random.filter((d) => d.purpose === "discover")).toHaveLength(1);
    const one = run(request([player({ hand: [{ card: "DS1_184", ref: "T" }], deck: [{ card: "CS2_231", ref: "W1" }, { card: "CS2_231", ref: "W2" }] }), player()], [{ type: "play", card: "T" }]));
    expect(one.random.filter((d) => d.purpose.startsWith("discover"))).toHaveLength(1);
    expect(one.state.players[0].hand).toHaveLength(1);
    expect(nodes(one, "random")).toHaveLength(1);
  });

  it("a full hand burns the discovered card (it is a draw, 4.4)", () => {
    const full = Array.from({ length: 9 }, () => ({ card: "CS2_231" }));
    const r = run(request([player({ hand: [{ card: "DS1_184", ref: "T" }, ...full, { card: "CS2_231" }], deck }), player()], [{ type: "play", card: "T" }], { choices: [0] }));
    expect(events(r, "burn")).toHaveLength(1);
    expect(r.state.players[0].deck).toHaveLength(4);
  });
});
