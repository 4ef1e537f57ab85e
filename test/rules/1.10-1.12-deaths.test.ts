/**
 * Rulebook 1.10 濒死, 1.11 死亡检索步骤, 1.12 死亡阶段: mortally wounded entities stay until the death-creation
 * step, then leave together in order of play; each death event queues the dead entity's deathrattle with
 * the other death triggers in order of play; death phases repeat until nothing more dies.
 */
import { describe, expect, it } from "vitest";
import { at, cards, events, nodes, player, request, run, triggerOrder } from "../support/engine.js";

const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

describe("1.10-1.12 deaths", () => {
  it("1.11: minions removed in the same death-creation step cannot see each other die (Cult Master and a Raptor)", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_595", ref: "C" }, { card: "CS2_172", ref: "R" }], deck: wisps(3) }),
      player({ hand: [{ card: "CS2_032", ref: "F" }] }),
    ], [{ type: "play", card: "F" }], { state: { activePlayer: 2 } }));
    expect(r.state.players[0].hand).toHaveLength(0);
    expect(triggerOrder(r, ["C"])).toEqual([]);
  });

  it("1.11: the death-creation step removes entities in order of play, whatever order they were wounded in", () => {
    const r = run(request([player({ hand: [{ card: "CS2_032", ref: "F" }] }), player({
      board: [{ card: "CS2_231", ref: "LATE", order: 30 }, { card: "CS2_231", ref: "EARLY", order: 20 }],
    })], [{ type: "play", card: "F" }]));
    const step = nodes(r, "step").find((s) => s.name === "death-creation" && (s.removed as unknown[]).length > 0)!;
    expect((step.removed as { ref: string }[]).map((e) => e.ref)).toEqual(["EARLY", "LATE"]);
    expect(events(r, "death").map((e) => e.target!.ref)).toEqual(["EARLY", "LATE"]);
  });

  it("1.12 (rulebook example): Leper Gnome, Cult Master, Clockwork Gnome and Cheat Death against Arcane Explosion", () => {
    const r = run(request([player({ hand: [{ card: "CS2_025", ref: "X" }] }), player({
      board: [{ card: "EX1_029", ref: "LG", attack: 1, health: 1 }, { card: "EX1_595", ref: "CM", attack: 4, health: 2 }, { card: "GVG_082", ref: "CG", attack: 1, health: 1 }],
      deck: wisps(4), secrets: [{ card: "LOOT_204", ref: "CD" }],
    })], [{ type: "play", card: "X" }]));
    // Leper Gnome's death: its deathrattle, Cult Master, Cheat Death. Clockwork Gnome's: Cult Master, then its deathrattle.
    expect(triggerOrder(r, ["LG", "CM", "CD", "CG"])).toEqual(["LG", "CM", "CD", "CM", "CG"]);
    expect(r.state.players[0].hero.health).toBe(28);
    expect(r.state.players[1].hand).toHaveLength(4); // two draws, Leper Gnome back (2 less), a Spare Part
    const gnome = r.state.players[1].hand.find((c) => c.card === "EX1_029")!;
    expect(gnome.cost).toBe(0);
    expect(at(r.state, "CM")).toMatchObject({ zone: "board", health: 1 });
  });

  it("1.12: deathrattles summon where each minion stood before they all left (Harvest Golem and Haunted Creeper between Yetis)", () => {
    const threeToAll = { id: "T_THREE_ALL", type: "SPELL", cost: 0, spell: [{ type: "damage", amount: 3, to: "all-minions" }] };
    const r = run(request([player({
      board: [{ card: "CS2_182", ref: "Y1" }, { card: "EX1_556" }, { card: "CS2_182", ref: "Y2" }, { card: "FP1_002" }], hand: [{ card: "T_THREE_ALL", ref: "S" }],
    }), player()], [{ type: "play", card: "S" }], { cards: [threeToAll] }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_182", "skele21", "CS2_182", "FP1_002t", "FP1_002t"]);
  });

  it("1.12: death phases repeat until nothing dies (a sheep's deathrattle kills the next sheep)", () => {
    const r = run(request([player({ board: [{ card: "GVG_076", ref: "A" }, { card: "GVG_076", ref: "B" }, { card: "CS2_182", ref: "Y" }] }), player()],
      [{ type: "destroy", target: "A" }]));
    const phases = nodes(r, "phase").filter((p) => p.name === "death");
    expect(phases).toHaveLength(2);
    expect(at(r.state, "B").zone).toBe("graveyard");
    expect(at(r.state, "Y").health).toBe(1);
  });

  it("1.10: a mortally wounded minion is still in play: its triggers work and healing can save it", () => {
    // Baron Geddon brings the Healing Totem to 0; the totem then heals itself before deaths are checked.
    const r = run(request([player({ board: [{ card: "EX1_249", ref: "BG" }, { card: "NEW1_009", ref: "HT" }] }), player()], [{ type: "endTurn" }]));
    expect(at(r.state, "HT")).toMatchObject({ zone: "board", health: 1 });
  });

  it("1.10: destroying marks TO_BE_DESTROYED; the entity leaves only at the next death-creation step", () => {
    const r = run(request([player({ board: [{ card: "EX1_595", ref: "CM" }, { card: "CS2_231", ref: "W" }], deck: wisps(2) }), player()],
      [{ type: "destroy", target: "W" }]));
    expect(r.state.players[0].hand).toHaveLength(1); // Cult Master saw the Wisp die in the death phase
    expect(at(r.state, "W").zone).toBe("graveyard");
  });

  it("records deaths (4.10) and counts minions killed this turn", () => {
    const r = run(request([player(), player({ board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182" }] })], [{ type: "destroy", target: "W" }]));
    expect(r.state.deaths).toEqual([{ card: "CS2_231", controller: 2, turn: 5 }]);
    expect(r.state.tags.NUM_MINIONS_KILLED_THIS_TURN).toBe(1);
    expect(cards(r.state.players[1].graveyard)).toEqual(["CS2_231"]);
  });

  it("an entity entering the graveyard loses its damage and enchantments (4.8)", () => {
    const r = run(request([player(), player({ board: [{ card: "CS2_182", ref: "Y", health: 1, enchantments: [{ card: "CS2_092e" }] }] })], [{ type: "destroy", target: "Y" }]));
    expect(at(r.state, "Y")).toMatchObject({ zone: "graveyard", attack: 4, health: 5 });
    expect(at(r.state, "Y").enchantments).toBeUndefined();
  });
});
