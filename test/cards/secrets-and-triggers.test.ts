/**
 * Card behaviour beyond the worked examples of sequences-phases-queues: secrets (Snipe, Noble Sacrifice),
 * turn-boundary enchantments (Corruption, Bloodlust), Cone of Cold's hit order, random amounts and counts. Duplicate,
 * Mad Scientist, Voidcaller and Haunted Creeper are in test/cards/naxx.test.ts, Competitive Spirit in tgt.test.ts, Boom
 * Bot (Dr. Boom) in gvg.test.ts.
 */
import { describe, expect, it } from "vitest";
import { at, cards, events, fails, nodes, player, request, run, triggerOrder } from "../support/engine.js";

const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

describe("Snipe, Noble Sacrifice", () => {
  it("Snipe deals 6 to the minion the opponent played, in the after-play step", () => {
    const r = run(request([player({ secrets: [{ card: "EX1_609", ref: "SN" }] }), player({ hand: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "Y" }], { state: { activePlayer: 2 } }));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(at(r.state, "SN").zone).toBe("graveyard");
    const step = nodes(r, "step").find((s) => s.name === "after-play")!;
    expect(JSON.stringify(step)).toContain('"type":"damage"');
  });

  it("Snipe stays hidden when the played minion is already mortally wounded (old rule 5; 3.4 例如 狙击和忏悔)", () => {
    const ping = { id: "T_AFTER_SUMMON_PING", type: "SPELL", cost: 1, secret: true, triggers: [{ on: "after-summon", if: { target: "enemy-minion" }, do: [{ type: "damage", amount: 1, to: "event-target" }] }] };
    const r = run(request([player({ secrets: [{ card: "T_AFTER_SUMMON_PING", ref: "P" }, { card: "EX1_609", ref: "SN" }] }), player({ hand: [{ card: "CS2_231", ref: "W" }] })],
      [{ type: "play", card: "W" }], { state: { activePlayer: 2 }, cards: [ping] }));
    expect(at(r.state, "P").zone).toBe("graveyard");
    expect(at(r.state, "SN").zone).toBe("secrets");
    expect(at(r.state, "W").zone).toBe("graveyard");
  });

  it("Noble Sacrifice summons a 2/1 Defender that becomes the defender", () => {
    const r = run(request([player({ secrets: [{ card: "EX1_130", ref: "NS" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "attack", attacker: "Y", defender: "p1.hero" }], { state: { activePlayer: 2 } }));
    expect(r.state.players[0].hero.health).toBe(30);
    expect(at(r.state, "Y")).toMatchObject({ zone: "board", health: 3 });
    expect(r.state.players[0].graveyard.map((e) => e.card)).toContain("EX1_130a");
    expect(nodes(r, "step").filter((s) => s.name === "defender-change")).toHaveLength(1);
  });

  it("Noble Sacrifice does not trigger with a full board (3.4: 崇高牺牲的条件为「场地未满」)", () => {
    const r = run(request([player({ board: wisps(7), secrets: [{ card: "EX1_130", ref: "NS" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "attack", attacker: "Y", defender: "p1.hero" }], { state: { activePlayer: 2 } }));
    expect(at(r.state, "NS").zone).toBe("secrets");
    expect(r.state.players[0].hero.health).toBe(26);
  });
});

describe("Corruption, Bloodlust, Lightwell, Imp Master, Mana Wyrm", () => {
  it("Corruption destroys its minion at the start of the caster's next turn, not at the opponent's", () => {
    const body = (n: number) => request([player({ hand: [{ card: "CS2_063", ref: "CO" }], deck: wisps(2) }), player({ board: [{ card: "CS2_182", ref: "Y" }], deck: wisps(2) })],
      [{ type: "play", card: "CO", target: "Y" }, ...Array.from({ length: n }, () => ({ type: "endTurn" }))]);
    expect(at(run(body(1)).state, "Y").zone).toBe("board");
    const r = run(body(2));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    const start = nodes(r, "sequence").filter((s) => JSON.stringify(s).includes('"destroy"'));
    expect(start).toHaveLength(1);
  });

  it("Bloodlust gives +3 Attack until the end of the turn", () => {
    const r = run(request([player({ board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "CS2_046", ref: "BL" }] }), player()],
      [{ type: "play", card: "BL" }]));
    expect([at(r.state, "W").attack, at(r.state, "Y").attack]).toEqual([4, 7]);
    const r2 = run(request([player({ board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "CS2_046", ref: "BL" }] }), player({ deck: wisps(1) })],
      [{ type: "play", card: "BL" }, { type: "endTurn" }]));
    expect(at(r2.state, "W").attack).toBe(1);
  });

  it("Lightwell ignores a mortally wounded friendly minion (old rule 5b) and heals the damaged hero", () => {
    const frail = { id: "T_FRAIL", type: "MINION", cost: 1, attack: 1, health: 2, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "damage", amount: 5, to: "self" }] }] };
    const r = run(request([player({ deck: wisps(2) }), player({
      hero: { card: "HERO_09", health: 20 }, board: [{ card: "T_FRAIL", ref: "FR" }, { card: "EX1_341", ref: "LW" }], deck: wisps(2),
    })], [{ type: "endTurn" }], { cards: [frail] }));
    expect(triggerOrder(r, ["FR", "LW"])).toEqual(["FR", "LW"]);
    const pick = r.random.find((d) => d.by?.ref === "LW")!;
    expect(pick.candidates.map((c) => (typeof c === "string" ? c : c.card))).toEqual(["HERO_09"]);
    expect(r.state.players[1].hero.health).toBe(23);
    expect(at(r.state, "FR").zone).toBe("graveyard");
  });

  it("Imp Master damages itself and summons an Imp at the end of its owner's turn", () => {
    const r = run(request([player({ board: [{ card: "EX1_597", ref: "IM" }] }), player({ deck: wisps(1) })], [{ type: "endTurn" }]));
    expect(at(r.state, "IM").health).toBe(4);
    expect(cards(r.state.players[0].board)).toEqual(["EX1_597", "EX1_598"]);
  });

  it("Mana Wyrm gains +1 Attack for each spell you play, not for minions or the opponent's spells", () => {
    const r = run(request([player({
      board: [{ card: "NEW1_012", ref: "MW" }], hand: [{ card: "CS2_008", ref: "M" }, { card: "CS2_231", ref: "W" }, { card: "CS2_025", ref: "AE" }],
    }), player()], [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "W" }, { type: "play", card: "AE" }]));
    expect(at(r.state, "MW").attack).toBe(3);
  });
});

describe("Cone of Cold, Unleash the Hounds, Mad Bomber, Harvest Golem", () => {
  it("Cone of Cold hits left, right, then the middle one by one, then freezes those same minions (3.1 AoE 的结算顺序)", () => {
    const r = run(request([player({ hand: [{ card: "EX1_275", ref: "CC" }] }), player({
      board: [{ card: "BRM_022", ref: "EGG" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_172", ref: "R" }],
    })], [{ type: "play", card: "CC", target: "Y" }]));
    expect(events(r, "damage").map((e) => e.target!.ref ?? e.target!.card)).toEqual(["EGG", "R", "Y"]);
    // The Whelp hatched next to the Yeti after the first hit; it is not frozen, the three hit minions are.
    expect(r.state.players[1].board.map((m) => [m.card, m.tags?.FROZEN ?? 0])).toEqual([
      ["BRM_022", 1], ["BRM_022t", 0], ["CS2_182", 1], ["CS2_172", 1],
    ]);
  });

  it("Unleash the Hounds summons one Hound with Charge per enemy minion, counted when it resolves", () => {
    const r = run(request([player({ hand: [{ card: "EX1_538", ref: "UH" }] }), player({ board: wisps(3) })], [{ type: "play", card: "UH" }]));
    expect(cards(r.state.players[0].board)).toEqual(["EX1_538t", "EX1_538t", "EX1_538t"]);
    // Without an enemy minion it can't be played (the game's play requirement).
    fails(request([player({ hand: [{ card: "EX1_538", ref: "UH" }] }), player()], [{ type: "play", card: "UH" }]), "illegal_action");
  });

  it("Mad Bomber's three hits skip characters already mortally wounded (3.5)", () => {
    const r = run(request([player({ hand: [{ card: "EX1_082", ref: "MB" }] }), player({ board: [{ card: "CS2_231", ref: "W" }] })], [{ type: "play", card: "MB" }], { seed: 3 }));
    const hits = events(r, "damage");
    expect(hits).toHaveLength(3);
    expect(hits.filter((h) => h.target!.ref === "W").length).toBeLessThanOrEqual(1);
  });

  it("Harvest Golem leaves its token where it stood", () => {
    const golem = run(request([player({ board: [{ card: "CS2_231", ref: "L" }, { card: "EX1_556", ref: "HG" }, { card: "CS2_182", ref: "R" }] }), player()],
      [{ type: "destroy", target: "HG" }]));
    expect(golem.state.players[0].board.map((m) => [m.card, m.attack, m.health])).toEqual([["CS2_231", 1, 1], ["skele21", 2, 1], ["CS2_182", 4, 5]]);
  });
});
