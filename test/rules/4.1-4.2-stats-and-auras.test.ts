/**
 * Rulebook 4.1 生命值与攻击力 and 4.2 光环更新: health = maximum − damage; raising the maximum raises
 * health; silence or a lost aura lowers maximum health and damage together (damage not below 0);
 * negative attack counts as 0 but stays negative underneath; auras update at the inter-phase step and
 * when an entity enters play, and aura stats apply after other enchantments.
 */
import { describe, expect, it } from "vitest";
import { at, nodes, player, request, run } from "../support/engine.js";

describe("4.1 health and attack", () => {
  it("silence lowers maximum health and damage by the same amount, never below 0 damage", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", health: 6, maxHealth: 7, enchantments: [{ card: "CS2_004e" }] }], hand: [{ card: "EX1_332", ref: "S" }] }), player()],
      [{ type: "play", card: "S", target: "Y" }]));
    expect(at(r.state, "Y")).toMatchObject({ attack: 4, health: 5, maxHealth: 5, tags: { SILENCED: 1 } });
  });

  it("silence raising maximum health leaves damage as it was (health rises too)", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", health: 2, maxHealth: 3, enchantments: [{ health: -2 }] }], hand: [{ card: "EX1_332", ref: "S" }] }), player()],
      [{ type: "play", card: "S", target: "Y" }]));
    expect(at(r.state, "Y")).toMatchObject({ health: 4, maxHealth: 5 });
  });

  it("a buff raising maximum health raises health by as much, without healing", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", health: 2 }], hand: [{ card: "CS2_004", ref: "P" }], deck: [{ card: "CS2_231" }] }), player()],
      [{ type: "play", card: "P", target: "Y" }]));
    expect(at(r.state, "Y")).toMatchObject({ health: 4, maxHealth: 7 });
  });

  it("swapping Attack and Health sets both to fixed values and clears damage (a damaged 4/2 Yeti becomes 2/4)", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", health: 2 }], hand: [{ card: "PART_006", ref: "RS" }, { card: "CS2_092", ref: "K" }] }), player()],
      [{ type: "play", card: "RS", target: "Y" }]));
    expect(at(r.state, "Y")).toMatchObject({ attack: 2, health: 4, maxHealth: 4 });
    expect(at(r.state, "Y").enchantments).toEqual([expect.objectContaining({ card: "PART_006a", setAttack: 2, setHealth: 4 })]);
    // Set values are fixed: a later +4/+4 adds to them; the state re-loads with the same stats.
    const next = run({ seed: 7, state: r.state, actions: [{ type: "play", card: "K", target: "Y" }] });
    expect(at(next.state, "Y")).toMatchObject({ attack: 6, health: 8, maxHealth: 8 });
  });

  it("a swap that sets Health to 0 makes the minion mortally wounded (a 0/3 dies)", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", attack: 0 }], hand: [{ card: "PART_006", ref: "RS" }] }), player()],
      [{ type: "play", card: "RS", target: "Y" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
  });

  it("attack below 0 shows as 0 but the negative value remains for later buffs", () => {
    const r = run(request([player({ board: [{ card: "CS2_231", ref: "W", enchantments: [{ attack: -3 }] }], hand: [{ card: "CS2_092", ref: "K" }] }), player()],
      [{ type: "play", card: "K", target: "W" }]));
    expect(at(r.state, "W").attack).toBe(2); // 1 − 3 + 4
  });
});

describe("4.2 aura update", () => {
  it("an aura lost and regained: the damaged Yeti goes 5/3 → 4/3 → 5/4 (version ≥ 18.0)", () => {
    const r = run(request([player({
      board: [{ card: "CS2_222", ref: "SC" }, { card: "CS2_182", ref: "Y", attack: 5, health: 3, maxHealth: 6 }], secrets: [{ card: "EX1_136", ref: "R" }],
    }), player()], [{ type: "destroy", target: "SC" }], { state: { activePlayer: 2 } }));
    expect(at(r.state, "Y")).toMatchObject({ attack: 5, health: 4, maxHealth: 6 });
    const changes = nodes(r, "aura");
    expect(changes.map((a) => [a.added.length, a.removed.length])).toEqual([[0, 1], [1, 0]]);
  });

  it("losing an aura's health never kills: a damaged 2/2 Wisp under Stormwind Champion survives the Champion", () => {
    const r = run(request([player({ board: [{ card: "CS2_222", ref: "SC" }, { card: "CS2_231", ref: "W", attack: 2, health: 1, maxHealth: 2 }] }), player()],
      [{ type: "destroy", target: "SC" }]));
    expect(at(r.state, "W")).toMatchObject({ zone: "board", attack: 1, health: 1, maxHealth: 1 });
  });

  it("an aura applies as soon as its source enters play (the played Champion buffs before its own battlecry phase)", () => {
    const r = run(request([player({ board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "CS2_222", ref: "SC" }] }), player()], [{ type: "play", card: "SC" }]));
    expect(at(r.state, "W")).toMatchObject({ attack: 2, health: 2 });
    const play = r.trace[0]!.children.find((c) => c.kind === "phase" && c.name === "play")!;
    expect(JSON.stringify(play)).toContain('"kind":"aura"');
  });

  it("aura stats come after other enchantments (a 2/2 Wisp under the Champion, given +4/+4, is 6/6 then 5/5 without the aura)", () => {
    const r = run(request([player({ board: [{ card: "CS2_222", ref: "SC" }, { card: "CS2_231", ref: "W" }], hand: [{ card: "CS2_092", ref: "K" }] }), player()],
      [{ type: "play", card: "K", target: "W" }, { type: "destroy", target: "SC" }]));
    expect(at(r.state, "W")).toMatchObject({ attack: 5, health: 5 });
  });

  it("an aura source that died no longer applies in the following death phase (Auchenai dies before Zombie Chow's deathrattle)", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_591", ref: "AU", health: 4, maxHealth: 5 }, { card: "FP1_001", ref: "ZC" }], hand: [{ card: "EX1_621", ref: "CH" }] }),
      player({ hero: { card: "HERO_02", health: 20 } }),
    ], [{ type: "play", card: "CH" }]));
    expect(r.state.players[1].hero.health).toBe(25);
    expect(r.state.players[0].board).toHaveLength(0);
  });

  it("Baron Rivendare makes a deathrattle resolve twice, decided when it starts", () => {
    const r = run(request([player({ board: [{ card: "FP1_031" }, { card: "EX1_029", ref: "LG" }], hand: [{ card: "CS2_008", ref: "M" }] }), player()],
      [{ type: "play", card: "M", target: "LG" }]));
    expect(r.state.players[1].hero.health).toBe(26);
    expect(nodes(r, "trigger").find((t) => t.keyword === "DEATHRATTLE")!.times).toBe(2);
  });

  it("a Rivendare that dies with the deathrattle minion no longer doubles it (its aura is gone after the death-creation step)", () => {
    const r = run(request([player({ board: [{ card: "FP1_031", health: 1 }, { card: "EX1_029", ref: "LG" }] }), player({ hand: [{ card: "CS2_062", ref: "H" }] })],
      [{ type: "play", card: "H" }], { state: { activePlayer: 2 } }));
    expect(r.state.players[1].hero.health).toBe(25); // Hellfire 3, one Leper Gnome hit
  });
});
