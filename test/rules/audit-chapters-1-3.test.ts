/**
 * An audit of the engine against the rulebook's chapters 1 (基本概念), 2 (玩家操作) and 3 (顺序和条件), paragraph by
 * paragraph: one test per rule statement or worked example whose cards are implemented and that no other test file
 * already covers. Test names cite the section.
 */
import { describe, expect, it } from "vitest";
import { at, cards, events, fails, nodes, player, request, run, triggerOrder } from "../support/engine.js";

const attack = (attacker: string, defender: string) => ({ type: "attack", attacker, defender });
const preAttackSteps = (r: ReturnType<typeof run>) => nodes(r, "step").filter((s) => s.name === "pre-attack").length;
/** The candidates of the random decision made by the entity with this ref (its ref, else its card id). */
const candidatesOf = (r: ReturnType<typeof run>, by: string) =>
  r.random.find((d) => d.by?.ref === by)!.candidates.map((c) => (typeof c === "string" ? c : c.ref ?? c.card)).sort();

describe("1 基本概念", () => {
  it("1.5 例如: the opponent's earlier Mana Tide Totem, your later Imp Master, then Mind Control on the Totem — at the end of your turn the Totem triggers first (control does not change entry time)", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_597", ref: "IM", order: 20 }], hand: [{ card: "CS1_113", ref: "MC" }], deck: [{ card: "CS2_231" }] }),
      player({ board: [{ card: "EX1_575", ref: "MT", order: 10 }] }),
    ], [{ type: "play", card: "MC", target: "MT" }, { type: "endTurn" }]));
    expect(at(r.state, "MT").player).toBe(1);
    expect(triggerOrder(r, ["MT", "IM"])).toEqual(["MT", "IM"]);
  });

  it("1.5 注意: drawing several cards is not a mass event — Daring Reporter grows after each draw, before the next", () => {
    const r = run(request([
      player({ board: [{ card: "CFM_851", ref: "DR" }] }),
      player({ hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
    ], [{ type: "play", card: "AI" }], { state: { activePlayer: 2 } }));
    const order: string[] = [];
    const walk = (ns: ReturnType<typeof run>["trace"]) => {
      for (const n of ns) {
        if (n.kind === "event" && (n.type === "draw" || n.type === "buff")) order.push(n.type);
        if (n.kind === "trigger" && n.source.ref === "DR") order.push("reporter");
        walk(n.children);
      }
    };
    walk(r.trace);
    expect(order.filter((x) => x !== "buff")).toEqual(["draw", "reporter", "draw", "reporter"]);
    expect(at(r.state, "DR")).toMatchObject({ attack: 5, health: 5 });
  });

  it("1.12 例如 (without the Overseer): Assassinate the enemy Explosive Sheep A — death phase I kills Sheep B and your 1/1 Mecha'thun; in death phase II Sheep B explodes, then Mecha'thun destroys the enemy hero; death phase III removes it; you win", () => {
    const r = run(request([
      player({ board: [{ card: "BOT_424", ref: "MT", attack: 1, health: 1, maxHealth: 1, order: 30 }], hand: [{ card: "CS2_076", ref: "AS" }] }),
      player({ board: [{ card: "GVG_076", ref: "SA", order: 10 }, { card: "GVG_076", ref: "SB", order: 20 }] }),
    ], [{ type: "play", card: "AS", target: "SA" }]));
    const removed = nodes(r, "step").filter((s) => s.name === "death-creation").map((s) => ((s as unknown as { removed: { ref?: string; card: string }[] }).removed).map((e) => e.ref ?? e.card));
    expect(removed.filter((x) => x.length > 0)).toEqual([["SA"], ["SB", "MT"], ["HERO_01"]]);
    expect(triggerOrder(r, ["SA", "SB", "MT"])).toEqual(["SA", "SB", "MT"]);
    expect(r.outcome).toEqual({ over: true, winner: 1, draw: false });
  });
});

describe("2.2 使用随从牌", () => {
  // A test card: whenever another friendly minion is summoned, destroy it (an on-summon trigger, 2.2 f).
  const killer = { id: "T_AUDIT_ON_SUMMON_DESTROY", type: "MINION", cost: 1, attack: 1, health: 5, triggers: [{ on: "summon", if: { target: "other-friendly-minion" }, do: [{ type: "destroy", to: "event-target" }] }] };

  it("2.2 例如: a Defender of Argus removed before its battlecry gives no minion Taunt (it is no longer beside anyone)", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "L" }, { card: "T_AUDIT_ON_SUMMON_DESTROY", ref: "K" }], hand: [{ card: "EX1_093", ref: "DA" }] }),
      player(),
    ], [{ type: "play", card: "DA", position: 1 }], { cards: [killer] }));
    expect(at(r.state, "DA").zone).toBe("graveyard");
    expect(at(r.state, "L")).toMatchObject({ attack: 4, health: 5 });
    expect(at(r.state, "K")).toMatchObject({ attack: 1, health: 5 });
    expect(at(r.state, "L").tags?.TAUNT ?? 0).toBe(0);
  });

  // The opponent's test card destroys its own Sylvanas when you summon a minion: she dies in the play phase's inter-phase steps
  // and her deathrattle takes your played minion before its resolve phase.
  const trap = { id: "T_AUDIT_KILL_SYLVANAS", type: "MINION", cost: 1, attack: 0, health: 5, triggers: [{ on: "summon", if: { target: "enemy-minion" }, do: [{ type: "destroy", to: { all: "minions", side: "friendly", where: { not: "self" } } }] }] };

  it("2.2 例如: Nightblade taken by the enemy Sylvanas's deathrattle before its resolve phase — its battlecry hits its new controller's enemy, your hero", () => {
    const r = run(request([
      player({ hand: [{ card: "EX1_593", ref: "NB" }] }),
      player({ board: [{ card: "EX1_016", ref: "SY" }, { card: "T_AUDIT_KILL_SYLVANAS", ref: "T" }] }),
    ], [{ type: "play", card: "NB" }], { cards: [trap] }));
    expect(at(r.state, "SY").zone).toBe("graveyard");
    expect(at(r.state, "NB").player).toBe(2);
    expect(r.state.players[0].hero.health).toBe(27);
    expect(r.state.players[1].hero.health).toBe(30);
    // 2.2: now under the other player's control, the finish phase's triggers do not fire.
    expect(nodes(r, "skip").some((s) => /no longer in play under its player's control/.test(s.reason))).toBe(true);
  });

  it("3.3 注意: Combo is checked again when it resolves, for its controller then — SI:7 Agent taken by Sylvanas before its resolve phase does nothing when the opponent played fewer than 2 cards", () => {
    const body = (theirs: number) => request([
      player({ hand: [{ card: "GAME_005", ref: "C" }, { card: "EX1_134", ref: "SI" }] }),
      player({ tags: { NUM_CARDS_PLAYED_THIS_TURN: theirs }, board: [{ card: "EX1_016", ref: "SY" }, { card: "T_AUDIT_KILL_SYLVANAS", ref: "T" }] }),
    ], [{ type: "play", card: "C" }, { type: "play", card: "SI", target: "T" }], { cards: [trap] });
    const r = run(body(0));
    expect(at(r.state, "SI").player).toBe(2);
    expect(at(r.state, "T").health).toBe(5);
    expect(nodes(r, "skip").some((s) => /Combo/.test(s.reason))).toBe(true);
    // Had the opponent played two cards in their last turn, the Combo would still hold for them.
    expect(at(run(body(2)).state, "T").health).toBe(2);
  });

  it("2.2 例如: Rumbling Elemental triggers for a Faceless Manipulator that copied a minion without Battlecry (decided by the minion as played)", () => {
    const r = run(request([
      player({ board: [{ card: "LOE_016", ref: "RE" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "EX1_564", ref: "FM" }] }),
      player(),
    ], [{ type: "play", card: "FM", target: "Y" }]));
    expect(at(r.state, "FM").card).toBe("CS2_182");
    expect(triggerOrder(r, ["RE"])).toEqual(["RE"]);
    expect(r.state.players[1].hero.health).toBe(28);
  });

  it("2.2: Rumbling Elemental does not trigger for a minion played without Battlecry", () => {
    const r = run(request([player({ board: [{ card: "LOE_016", ref: "RE" }], hand: [{ card: "CS2_182", ref: "Y" }] }), player()], [{ type: "play", card: "Y" }]));
    expect(triggerOrder(r, ["RE"])).toEqual([]);
    expect(r.state.players[1].hero.health).toBe(30);
  });
});

describe("2.7 使用英雄技能", () => {
  it("2.7: Ice Walker triggers even when the Hero Power's target left play — it freezes the minion in the graveyard", () => {
    const r = run(request([player({ board: [{ card: "ICC_068", ref: "IW" }] }), player({ board: [{ card: "CS2_231", ref: "W" }] })], [{ type: "heroPower", target: "W" }]));
    expect(at(r.state, "W").zone).toBe("graveyard");
    expect(triggerOrder(r, ["IW"])).toEqual(["IW"]);
    expect(events(r, "freeze").map((e) => e.target!.ref)).toEqual(["W"]);
  });
});

describe("2.5 使用英雄牌", () => {
  it("2.5: the new hero keeps what the old one had — Heroic Strike's +4 Attack this turn stays (only Jaraxxus and Ragnaros the minions remove the hero's states)", () => {
    const r = run(request([player({ hand: [{ card: "CS2_105", ref: "HS" }, { card: "EX1_323", ref: "J" }] }), player()],
      [{ type: "play", card: "HS" }, { type: "play", card: "J" }, attack("p1.hero", "p2.hero")]));
    expect(r.state.players[0].hero.card).toBe("EX1_323");
    expect(r.state.players[1].hero.health).toBe(23);
  });

  it("2.5: a frozen hero is no longer frozen after it is replaced; the attacks it made this turn are kept", () => {
    const r = run(request([player({ hero: { card: "HERO_01", tags: { FROZEN: 1 } }, hand: [{ card: "EX1_323", ref: "J" }] }), player()],
      [{ type: "play", card: "J" }, attack("p1.hero", "p2.hero")]));
    expect(r.state.players[1].hero.health).toBe(27);
  });
});

describe("2.6 战斗", () => {
  it("2.6 例如: a minion attacked this turn and taken with Shadow Madness still cannot attack again (the attack count is not reset by a change of control)", () => {
    fails(request([player({ hand: [{ card: "EX1_334", ref: "SM" }] }), player({ board: [{ card: "CS2_231", ref: "W", tags: { NUM_ATTACKS_THIS_TURN: 1 } }] })],
      [{ type: "play", card: "SM", target: "W" }, attack("W", "p2.hero")]), "illegal_action");
    const ok = run(request([player({ hand: [{ card: "EX1_334", ref: "SM" }] }), player({ board: [{ card: "CS2_231", ref: "W" }] })],
      [{ type: "play", card: "SM", target: "W" }, attack("W", "p2.hero")]));
    expect(ok.state.players[1].hero.health).toBe(29);
  });

  it("2.6 注意 例如: you at 2 Health, an earlier Alley Armorsmith attacks the enemy Axe Flinger — one damage event answers both, the Armorsmith first: Armor first, you live", () => {
    const r = run(request([
      player({ hero: { card: "HERO_01", health: 2 }, board: [{ card: "CFM_756", ref: "AA", order: 10 }] }),
      player({ board: [{ card: "BRM_016", ref: "AF", order: 20 }] }),
    ], [attack("AA", "AF")]));
    expect(triggerOrder(r, ["AA", "AF"])).toEqual(["AA", "AF"]);
    expect(r.state.players[0].hero).toMatchObject({ health: 2, armor: 1 }); // 3 Armor, then 2 damage
    expect(r.outcome.over).toBe(false);
  });

  it("2.6 注意 例如: the same with a later Alley Armorsmith — the Axe Flinger triggers first and you die", () => {
    const r = run(request([
      player({ hero: { card: "HERO_01", health: 2 }, board: [{ card: "CFM_756", ref: "AA", order: 20 }] }),
      player({ board: [{ card: "BRM_016", ref: "AF", order: 10 }] }),
    ], [attack("AA", "AF")]));
    expect(triggerOrder(r, ["AA", "AF"])).toEqual(["AF", "AA"]);
    expect(r.outcome).toMatchObject({ over: true, winner: 2 });
  });

  it("2.6 b: A→B→A in one pre-attack step makes no extra step — Wandering Monster, then Misdirection sends your hero's attack back to the enemy hero (it avoids the current defender, 3.4)", () => {
    // The enemy Wisp lets Misdirection queue (3.4: another living, non-Immune character besides attacker and defender);
    // with seed 0 Misdirection picks the enemy hero.
    const r = run(request([
      player({ weapon: { card: "CS2_106" } }),
      player({ board: [{ card: "CS2_231", ref: "W" }], secrets: [{ card: "LOOT_079", ref: "WM", order: 10 }, { card: "EX1_533", ref: "MD", order: 11 }] }),
    ], [attack("p1.hero", "p2.hero")], { seed: 0 }));
    expect(triggerOrder(r, ["WM", "MD"])).toEqual(["WM", "MD"]);
    // Misdirection's candidates: everyone but the attacker and the Wandering Monster's minion, the enemy hero included.
    expect(candidatesOf(r, "MD")).toEqual(["HERO_01", "W"]);
    expect(preAttackSteps(r)).toBe(1);
    expect(r.state.players[1].hero.health).toBe(27);
    const monster = r.state.players[1].board.find((m) => m.ref !== "W")!;
    expect(monster.health).toBe(monster.maxHealth);
  });

  it("2.6 例如: Wandering Monster, Misdirection and Snake Trap — the defender goes A→B→C (your own hero): one extra pre-attack step, with C, and Snake Trap does not trigger", () => {
    // With seed 0 Misdirection picks the attacker's own hero (the other candidate is the enemy hero).
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "Y" }] }),
      player({ secrets: [{ card: "LOOT_079", ref: "WM", order: 10 }, { card: "EX1_533", ref: "MD", order: 11 }, { card: "EX1_554", ref: "ST", order: 12 }] }),
    ], [attack("Y", "p2.hero")], { seed: 0 }));
    expect(candidatesOf(r, "MD")).toEqual(["HERO_01", "HERO_08"]);
    expect(preAttackSteps(r)).toBe(2);
    expect(triggerOrder(r, ["WM", "MD", "ST"])).toEqual(["WM", "MD"]);
    expect(at(r.state, "ST").zone).toBe("secrets");
    expect(r.state.players[0].hero.health).toBe(26);
  });
});

describe("3 顺序和条件", () => {
  it("3.1 AoE: Blizzard damages all enemy minions, then freezes all enemy minions — an Imp the damage summoned is frozen too", () => {
    const r = run(request([player({ hand: [{ card: "CS2_028", ref: "BZ" }] }), player({ board: [{ card: "BRM_006", ref: "IB" }] })], [{ type: "play", card: "BZ" }]));
    expect(cards(r.state.players[1].board)).toEqual(["BRM_006", "BRM_006t"]);
    for (const m of r.state.players[1].board) expect(m.tags?.FROZEN).toBe(1);
  });

  it("3.5: random destroy skips a mortally wounded minion — Stampeding Kodo under Brann destroys two different minions", () => {
    const r = run(request([
      player({ board: [{ card: "LOE_077" }], hand: [{ card: "NEW1_041", ref: "K" }] }),
      player({ board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }] }),
    ], [{ type: "play", card: "K" }]));
    expect(at(r.state, "A").zone).toBe("graveyard");
    expect(at(r.state, "B").zone).toBe("graveyard");
  });

  it("3.5 例如: only your Mal'Ganis on the board attacks the enemy hero — Misdirection finds no character (your hero is Immune) and does not trigger", () => {
    const r = run(request([player({ board: [{ card: "GVG_021", ref: "MG" }] }), player({ secrets: [{ card: "EX1_533", ref: "MD" }] })], [attack("MG", "p2.hero")]));
    expect(at(r.state, "MD").zone).toBe("secrets");
    expect(r.state.players[1].hero.health).toBe(21);
  });
});
