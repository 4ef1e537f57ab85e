/**
 * Rulebook 1.5 事件与扳机: events queue every trigger answering them when they start resolving, in order of
 * play; nested events resolve depth first; mass damage is all dealt before any event resolves; a card's
 * own play/summon triggers never answer its own play/summon.
 */
import { describe, expect, it } from "vitest";
import { at, events, nodes, player, request, run, triggerOrder } from "../support/engine.js";

const sevenBerserkers = Array.from({ length: 7 }, (_, i) => ({ card: "EX1_604", ref: `B${i + 1}`, attack: 2, health: 4 }));

describe("1.5 events and triggers", () => {
  it("mass damage: seven Frothing Berserkers all take damage first, then each answers all seven events (49 triggers)", () => {
    const r = run(request([player({ hand: [{ card: "CS2_032", ref: "F" }] }), player({ board: sevenBerserkers })], [{ type: "play", card: "F" }]));
    const hits = events(r, "damage");
    expect(hits).toHaveLength(7);
    // Every damage event's queue lists all seven berserkers: none had died or been skipped.
    for (const ev of hits) {
      const queue = ev.children.find((c) => c.kind === "queue") as { entries: { source: { ref?: string } }[] };
      expect(queue.entries.map((e) => e.source.ref)).toEqual(["B1", "B2", "B3", "B4", "B5", "B6", "B7"]);
    }
    for (let i = 1; i <= 7; i++) expect(triggerOrder(r, [`B${i}`])).toHaveLength(7);
    expect(r.state.players[1].board).toHaveLength(0);
  });

  it("damage events resolve in the targets' order of play, not their board positions", () => {
    const r = run(request([player({ hand: [{ card: "CS2_025", ref: "X" }] }), player({
      board: [{ card: "EX1_007", ref: "L", order: 20 }, { card: "EX1_007", ref: "R", order: 10 }],
      deck: [{ card: "CS2_231" }, { card: "CS2_231" }],
    })], [{ type: "play", card: "X" }]));
    expect(events(r, "damage").map((e) => e.target!.ref)).toEqual(["R", "L"]);
    expect(triggerOrder(r)).toEqual(["R", "L"]);
  });

  it("nested resolution is depth first: the egg's whelp makes the Juggler throw before the next damage event", () => {
    const r = run(request([player({ hand: [{ card: "CS2_032", ref: "F" }] }), player({ board: [{ card: "BRM_022", ref: "E" }, { card: "NEW1_019", ref: "J" }] })], [{ type: "play", card: "F" }]));
    const order = nodes(r, "event").filter((e) => e.type === "damage").map((e) => `${e.source!.ref ?? e.source!.card}>${e.target!.ref ?? e.target!.card}`);
    expect(order).toEqual(["F>E", "J>HERO_08", "F>J"]);
    expect(r.state.players[0].hero.health).toBe(29);
  });

  it("a card's after-summon trigger does not answer its own summon", () => {
    const r = run(request([player({ hand: [{ card: "NEW1_019", ref: "J" }] }), player()], [{ type: "play", card: "J" }]));
    expect(triggerOrder(r, ["J"])).toEqual([]);
    expect(r.state.players[1].hero.health).toBe(30);
  });

  it("a minion summoned while an event resolves cannot answer that event (the queue is fixed)", () => {
    // The egg's whelp arrives during Flamestrike's damage events; it is a minion that is damaged by nothing,
    // and a Frothing Berserker summoned mid-resolution would not join the queue of the event in progress.
    const berserker = { id: "T_SUMMON_BERSERKER", type: "MINION", cost: 1, attack: 1, health: 3, triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "summon", card: "EX1_604" }] }] };
    const r = run(request([player({ hand: [{ card: "CS2_025", ref: "X" }] }), player({ board: [{ card: "T_SUMMON_BERSERKER", ref: "S" }, { card: "EX1_007", ref: "A", health: 5 }], deck: [{ card: "CS2_231" }] })],
      [{ type: "play", card: "X" }], { cards: [berserker] }));
    // The new berserker (summoned during S's damage event) answers A's later damage event only.
    const summoned = r.state.players[1].board.find((m) => m.card === "EX1_604")!;
    expect(summoned.attack).toBe(3);
    expect(at(r.state, "A").health).toBe(4);
  });

  it("the queue says why it is in that order", () => {
    const r = run(request([player({ board: [{ card: "NEW1_019", ref: "J" }], hand: [{ card: "CS2_231", ref: "W" }] }), player()], [{ type: "play", card: "W" }]));
    const q = nodes(r, "queue")[0]!;
    expect(q.entries[0]).toMatchObject({ source: { ref: "J" }, zone: "play", priority: "normal", on: "after-summon" });
    expect(q.orderedBy).toMatch(/order of play/);
  });
});
