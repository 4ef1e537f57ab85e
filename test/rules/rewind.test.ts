/**
 * Rewind (回溯, Across the Timeways; not in the 2022 rulebook — rules/rewind.ts, docs/rules-notes.md): after a card with
 * Rewind has been played, its player keeps the timeline (choice 0) or rewinds (choice 1); rewinding puts the whole game
 * back as it was before the card was played and plays it again the same way, marked TIME_110, with no second Rewind.
 * A client card uses it here.
 */
import { describe, expect, it } from "vitest";
import { at, events, nodes, player, request, run } from "../support/engine.js";

/** "Rewind Battlecry: Add a random 1-Cost minion to your hand." */
const portal = {
  id: "T_REWIND_PORTAL", type: "MINION", cost: 2, attack: 2, health: 2, rewind: true,
  battlecry: [{ type: "addCard", pool: { type: "MINION", cost: 1 } }],
};
const rewinds = (r: ReturnType<typeof run>) => nodes(r, "step").filter((s) => s.name === "rewind").map((s) => s.choice);

describe("Rewind", () => {
  it("keep: the play stands, one choice offered after the whole play sequence", () => {
    const r = run(request([player({ hand: [{ card: "T_REWIND_PORTAL", ref: "P" }] }), player()], [{ type: "play", card: "P" }], { cards: [portal], choices: [0] }));
    expect(rewinds(r)).toEqual(["keep"]);
    expect(at(r.state, "P").zone).toBe("board");
    expect(at(r.state, "P").enchantments ?? []).toEqual([]);
    expect(r.state.players[0].hand).toHaveLength(1);
    // The choice comes after the play's sequence, at the top of the trace.
    expect(r.trace.map((n) => n.kind === "step" ? n.name : n.kind)).toEqual(["sequence", "rewind"]);
  });

  it("rewind: everything the first play did is undone (a Knife Juggler's knife too), then it is played again once, in the same place", () => {
    const juggler = { card: "NEW1_019", ref: "J" };
    const r = run(request([
      player({ hand: [{ card: "T_REWIND_PORTAL", ref: "P" }], board: [{ card: "CS2_231", ref: "L" }, juggler] }),
      player({ board: [{ card: "CS2_182", ref: "E", health: 1 }] }),
    ], [{ type: "play", card: "P", position: 1 }], { cards: [portal], choices: [1], seed: 3 }));
    expect(rewinds(r)).toEqual(["rewind"]);
    const p1 = r.state.players[0];
    expect(p1.board.map((m) => m.ref)).toEqual(["L", "P", "J"]);
    expect(p1.hand).toHaveLength(1);
    expect(p1.mana.used).toBe(2);
    // Two plays and two knives in the trace; in the state only the second timeline's knife has landed.
    expect(nodes(r, "sequence").filter((s) => (s.action as { type?: string } | undefined)?.type === "play")).toHaveLength(2);
    expect(events(r, "damage")).toHaveLength(2);
    const hits = Number(r.state.players[1].hero.health === 29) + Number(r.state.players[1].board.length === 0);
    expect(hits).toBe(1);
    // The replay carries the "played after Rewind" state and offers no second Rewind.
    expect(at(r.state, "P").enchantments?.map((e) => e.card)).toEqual(["TIME_110"]);
    expect(r.log.filter((l) => l.includes("rewinds time"))).toEqual(["Player 1 rewinds time: T_REWIND_PORTAL is played again."]);
    // The state with its TIME_110 loads again.
    const again = run({ seed: 1, state: r.state, cards: [portal], actions: [{ type: "endTurn" }] });
    expect(at(again.state, "P").enchantments?.map((e) => e.card)).toEqual(["TIME_110"]);
  });

  it("the replay takes the next scripted answers; an unanswered choice is a seeded pick, recorded", () => {
    const r = run(request([player({ hand: [{ card: "T_REWIND_PORTAL", ref: "P" }] }), player()], [{ type: "play", card: "P" }], { cards: [portal], seed: 11 }));
    const picked = r.random.filter((d) => d.purpose === "rewind");
    expect(picked).toHaveLength(1);
    expect(rewinds(r)).toEqual([picked[0]!.chosen === 1 ? "rewind" : "keep"]);
  });

  it("a card that does not offer a Rewind: no choice is made", () => {
    const plain = { ...portal, id: "T_PLAIN", rewind: undefined };
    const r = run(request([player({ hand: [{ card: "T_PLAIN", ref: "P" }] }), player()], [{ type: "play", card: "P" }], { cards: [plain] }));
    expect(rewinds(r)).toEqual([]);
  });

  it("a play that ends the game offers no Rewind", () => {
    const fatal = { id: "T_REWIND_BOLT", type: "SPELL", cost: 1, rewind: true, spell: [{ type: "damage", amount: 5, to: "enemy-hero" }] };
    const r = run(request([player({ hand: [{ card: "T_REWIND_BOLT", ref: "B" }] }), player({ hero: { card: "HERO_01", health: 5 } })],
      [{ type: "play", card: "B" }], { cards: [fatal], choices: [1] }));
    expect(r.outcome.winner).toBe(1);
    expect(rewinds(r)).toEqual([]);
  });
});

describe("several Rewinds (`rewind: N`, \"Rewind, Rewind, Rewind\")", () => {
  /** A client's "Rewind, Rewind Battlecry: Deal 2 damage to a random enemy". */
  const loop = {
    id: "MY_LOOP", type: "MINION", cost: 3, attack: 3, health: 3, rewind: 2,
    battlecry: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }],
  };
  const play = (choices: number[]) => run(request([player({ hand: [{ card: "MY_LOOP", ref: "L" }] }), player()],
    [{ type: "play", card: "L" }], { cards: [loop], choices }));

  it("rewound once, then kept: two plays, two choices, one hit in the final state", () => {
    const r = play([1, 0]);
    expect(rewinds(r)).toEqual(["rewind", "keep"]);
    expect(nodes(r, "sequence").filter((s) => (s.action as { type?: string } | undefined)?.type === "play")).toHaveLength(2);
    expect(r.state.players[1].hero.health).toBe(28);
    expect(r.state.players[0].mana.used).toBe(3);
    expect(at(r.state, "L").enchantments?.map((e) => e.card)).toEqual(["TIME_110"]);
  });

  it("every Rewind used: three plays, two choices and no third; each rewind goes back to before the first play", () => {
    const r = play([1, 1, 1]);
    expect(rewinds(r)).toEqual(["rewind", "rewind"]);
    expect(nodes(r, "sequence").filter((s) => (s.action as { type?: string } | undefined)?.type === "play")).toHaveLength(3);
    expect(events(r, "damage")).toHaveLength(3);
    expect(r.state.players[1].hero.health).toBe(28);
    expect(r.state.players[0].hand).toHaveLength(0);
    expect(r.state.players[0].board.map((m) => m.ref)).toEqual(["L"]);
    expect(at(r.state, "L").enchantments?.map((e) => e.card)).toEqual(["TIME_110"]);
  });

  it("kept at once: one play, one choice", () => {
    const r = play([0]);
    expect(rewinds(r)).toEqual(["keep"]);
    expect(at(r.state, "L").enchantments ?? []).toEqual([]);
  });
});
