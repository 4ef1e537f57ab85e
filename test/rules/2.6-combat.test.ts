/**
 * Rulebook 2.6 战斗: pre-attack steps (repeated while the defender changes; later triggers in a step still
 * see the old defender), on-attack, the cancellation check, the damage step (both hits, then the attacker's
 * event, then the defender's), the attack count, and the after-attack step.
 */
import { describe, expect, it } from "vitest";
import { at, events, fails, nodes, player, request, run, triggerOrder } from "../support/engine.js";

const attack = (attacker: string, defender: string) => [{ type: "attack", attacker, defender }];

describe("2.6 combat", () => {
  it("both hits are dealt before either damage event: two Frothing Berserkers trade and both end 4/2", () => {
    const r = run(request([player({ board: [{ card: "EX1_604", ref: "F1" }] }), player({ board: [{ card: "EX1_604", ref: "F2" }] })], attack("F1", "F2")));
    expect(at(r.state, "F1")).toMatchObject({ attack: 4, health: 2 });
    expect(at(r.state, "F2")).toMatchObject({ attack: 4, health: 2 });
    const hits = events(r, "damage").map((e) => `${e.source!.ref}>${e.target!.ref}`);
    expect(hits).toEqual(["F1>F2", "F2>F1"]);
  });

  it("a hero mortally wounded in the pre-attack step cancels the attack: no damage step, and that player loses (Explosive Trap)", () => {
    const r = run(request([player({ hero: { card: "HERO_08", health: 2 }, board: [{ card: "CS2_182", ref: "Y" }] }), player({ secrets: [{ card: "EX1_610" }] })], attack("Y", "p2.hero")));
    expect(r.outcome).toEqual({ over: true, winner: 2, draw: false });
    expect(r.state.players[1].hero.health).toBe(30);
    expect(nodes(r, "step").some((s) => s.name === "damage")).toBe(false);
    expect(nodes(r, "step").some((s) => s.name === "after-attack")).toBe(false);
  });

  it("the attack counts even when cancelled", () => {
    const r = run(request([player({ hero: { card: "HERO_08", health: 2 }, board: [{ card: "CS2_182", ref: "Y" }] }), player({ secrets: [{ card: "EX1_610" }] })],
      attack("Y", "p2.hero")));
    expect(nodes(r, "skip").map((s) => s.reason)).toContain("attack cancelled: the hero is mortally wounded");
    expect(at(r.state, "Y").tags).toMatchObject({ NUM_ATTACKS_THIS_TURN: 1 });
  });

  it("later pre-attack triggers still see the original defender; the new defender gets its own pre-attack step (Misdirection, Explosive Trap)", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", attack: 3, health: 3, maxHealth: 3 }] }), player({ secrets: [{ card: "EX1_533", ref: "MD" }, { card: "EX1_610", ref: "ET" }] })],
      attack("Y", "p2.hero")));
    expect(triggerOrder(r, ["MD", "ET"])).toEqual(["MD", "ET"]);
    expect(nodes(r, "step").filter((s) => s.name === "pre-attack")).toHaveLength(2);
    expect(r.state.players[0].hero.health).toBe(25);
    expect(r.state.players[1].hero.health).toBe(30);
    expect(at(r.state, "Y").health).toBe(1);
  });

  it("2.6 例如: Noble Sacrifice then Autodefense Matrix — the Matrix, queued for the attacked Wisp, still answers for it after the Defender became the target: the Wisp gets Divine Shield, the Defender is attacked", () => {
    // 对手操控崇高牺牲和自动防御矩阵，你攻击敌方小精灵。尽管崇高牺牲先将防御者更改为 2/1 的防御者，自动防御矩阵仍认为
    // 小精灵受到攻击，因此为小精灵而触发。小精灵会获得圣盾，而 2/1 的防御者成为被攻击目标。
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "Y" }] }),
      player({ board: [{ card: "CS2_231", ref: "W" }], secrets: [{ card: "EX1_130", ref: "NS", order: 10 }, { card: "BOT_908", ref: "ADM", order: 11 }] }),
    ], attack("Y", "W")));
    // One pre-attack event for the Wisp answered by both secrets, the Sacrifice first; the defender changes between them.
    const [first, second] = nodes(r, "step").filter((s) => s.name === "pre-attack");
    const ev = first!.children[0] as Extract<(typeof r.trace)[number], { kind: "event" }>;
    expect(ev).toMatchObject({ type: "pre-attack", target: { ref: "W" } });
    const inEvent = ev.children.filter((c) => c.kind === "trigger" || c.kind === "queue");
    expect(inEvent.map((c) => c.kind)).toEqual(["queue", "trigger", "trigger"]);
    expect(inEvent.slice(1).map((c) => (c as { source: { ref?: string } }).source.ref)).toEqual(["NS", "ADM"]);
    // The Matrix's Divine Shield goes to the Wisp it was queued for, not to the Defender that is the target by then.
    expect(events(r, "buff").map((e) => e.target!.ref)).toEqual(["W"]);
    expect(at(r.state, "W")).toMatchObject({ zone: "board", health: 1 });
    expect(at(r.state, "W").enchantments?.[0]?.grants).toEqual(["DIVINE_SHIELD"]);
    // The Defender gets its own pre-attack step (2.6 b), where the used secrets do not trigger again; it takes the hit and dies.
    expect((second!.children[0] as { target: { card: string } }).target.card).toBe("EX1_130a");
    expect(nodes(r, "trigger").filter((t) => t.source.ref === "ADM")).toHaveLength(1);
    expect(events(r, "damage").map((e) => `${e.source!.ref ?? e.source!.card}>${e.target!.ref ?? e.target!.card}`)).toEqual(["Y>EX1_130a", "EX1_130a>Y"]);
    expect(r.state.players[1].board.map((m) => m.ref ?? m.card)).toEqual(["W"]);
    expect(at(r.state, "Y").health).toBe(3);
  });

  it("2.6: a queued pre-attack trigger's condition is read for the defender it was queued for (the new target already has Divine Shield, or is a hero)", () => {
    // Two Noble Sacrifice-like secrets whose new target would fail the Matrix's condition if it read the current
    // defender: an Argent Squire (Divine Shield), and the hero. The Matrix still shields the Wisp it was queued for.
    const cards = [
      { id: "T_SQUIRE_SAC", type: "SPELL", cost: 1, secret: true, triggers: [{ on: "pre-attack", if: { source: "enemy" },
        do: [{ type: "summon", card: "EX1_008" }, { type: "redirectAttack", to: "summoned" }] }] },
      { id: "T_HERO_SAC", type: "SPELL", cost: 1, secret: true, triggers: [{ on: "pre-attack", if: { source: "enemy" },
        do: [{ type: "redirectAttack", to: "friendly-hero" }] }] },
    ];
    for (const sac of ["T_SQUIRE_SAC", "T_HERO_SAC"]) {
      const r = run(request([
        player({ board: [{ card: "CS2_182", ref: "Y" }] }),
        player({ board: [{ card: "CS2_231", ref: "W" }], secrets: [{ card: sac, ref: "S", order: 10 }, { card: "BOT_908", ref: "ADM", order: 11 }] }),
      ], attack("Y", "W"), { cards }));
      expect(triggerOrder(r, ["S", "ADM"])).toEqual(["S", "ADM"]);
      expect(events(r, "buff").map((e) => e.target!.ref)).toEqual(["W"]);
      expect(at(r.state, "W")).toMatchObject({ zone: "board", health: 1 });
    }
  });

  it("a hindering secret ignores a mortally wounded attacker, and the attack is cancelled (Freezing Trap stays)", () => {
    const r = run(request([player({ board: [{ card: "EX1_015", ref: "NE" }] }), player({ secrets: [{ card: "EX1_610", ref: "ET" }, { card: "EX1_611", ref: "FT" }] })], attack("NE", "p2.hero")));
    expect(at(r.state, "NE").zone).toBe("graveyard");
    expect(at(r.state, "FT").zone).toBe("secrets");
    expect(r.state.players[1].hero.health).toBe(30);
  });

  it("Freezing Trap returns a living attacker to its owner's hand costing 2 more; the attack is cancelled", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player({ secrets: [{ card: "EX1_611", ref: "FT" }] })], attack("Y", "p2.hero")));
    expect(at(r.state, "Y")).toMatchObject({ zone: "hand", cost: 6 });
    expect(r.state.players[1].hero.health).toBe(30);
  });

  it("2.6 h: an enchantment that lasts while attacking leaves the attacking hero's weapon too, even when the attack is cancelled (Gorehowl's Bloodrage)", () => {
    // A client minion whose on-attack trigger destroys the defender: the attack is cancelled after Gorehowl's on-attack step.
    const KILL = { id: "T_KILL_DEFENDER", type: "MINION", cost: 0, attack: 0, health: 5, triggers: [{ on: "attack", do: [{ type: "destroy", to: "event-target" }] }] };
    const r = run(request([player({ weapon: { card: "EX1_411", ref: "G" } }), player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "T_KILL_DEFENDER" }] })],
      attack("p1.hero", "Y"), { cards: [KILL] }));
    expect(nodes(r, "skip").map((s) => s.reason)).toContain("attack cancelled: the defender is mortally wounded");
    expect(at(r.state, "Y").zone).toBe("graveyard");
    // Bloodrage (Immune) came in the on-attack step and went at the end; no after-attack step, so no Attack or Durability lost.
    expect(events(r, "buff").map((e) => e.enchantment)).toEqual(["EX1_411e"]);
    expect(events(r, "expire").map((e) => [e.target!.ref, e.enchantment])).toEqual([["G", "EX1_411e"]]);
    expect(at(r.state, "G")).toMatchObject({ attack: 7, durability: 1 });
    expect(at(r.state, "G").enchantments ?? []).toEqual([]);
  });

  it("stealth is lost when the attacker deals its damage", () => {
    const r = run(request([player({ board: [{ card: "EX1_010", ref: "S" }] }), player()], attack("S", "p2.hero")));
    expect(at(r.state, "S").tags).toMatchObject({ STEALTH: 0 });
  });

  it("a defending hero with no attack deals no damage", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player()], attack("Y", "p2.hero")));
    expect(at(r.state, "Y").health).toBe(5);
    expect(events(r, "damage")).toHaveLength(1);
  });

  it("is refused with a reason: exhausted, frozen, no attack, already attacked, own character, behind Taunt, Stealth", () => {
    const p2 = player({ board: [{ card: "CS2_182", ref: "E" }] });
    const one = (mine: Record<string, unknown>, defender = "p2.hero", enemy = p2) => request([player({ board: [{ card: "CS2_182", ref: "Y", ...mine }, { card: "CS2_182", ref: "Z" }] }), enemy], attack("Y", defender));
    for (const body of [
      one({ tags: { EXHAUSTED: 1 } }),
      one({ tags: { FROZEN: 1 } }),
      one({ attack: 0 }),
      one({ tags: { NUM_ATTACKS_THIS_TURN: 1 } }),
      one({}, "Z"),
      one({}, "p2.hero", player({ board: [{ card: "CS2_179", ref: "T" }] })),
      one({}, "S", player({ board: [{ card: "EX1_010", ref: "S" }] })),
    ]) fails(body, "illegal_action");
    fails(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player()], [{ type: "attack", attacker: "p2.hero", defender: "p1.hero" }]), "illegal_action");
  });

  it("Taunt must be attacked, unless it is stealthed", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player({ board: [{ card: "CS2_179", ref: "T" }] })], attack("Y", "T")));
    expect(at(r.state, "T").health).toBe(1);
    const hidden = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player({ board: [{ card: "CS2_179", ref: "T", tags: { STEALTH: 1 } }] })], attack("Y", "p2.hero")));
    expect(hidden.state.players[1].hero.health).toBe(26);
  });

  it("Windfury allows two attacks a turn, Charge attacks at once, Rush only minions the turn it arrives", () => {
    const twice = run(request([player({ board: [{ card: "CS2_169", ref: "D" }] }), player()], [...attack("D", "p2.hero"), ...attack("D", "p2.hero")]));
    expect(twice.state.players[1].hero.health).toBe(28);
    fails(request([player({ board: [{ card: "CS2_169", ref: "D" }] }), player()], [...attack("D", "p2.hero"), ...attack("D", "p2.hero"), ...attack("D", "p2.hero")]), "illegal_action");
    const charge = run(request([player({ hand: [{ card: "CS2_171", ref: "B" }] }), player()], [{ type: "play", card: "B" }, ...attack("B", "p2.hero")]));
    expect(charge.state.players[1].hero.health).toBe(29);
    const rush = request([player({ hand: [{ card: "GIL_113", ref: "R" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })], [{ type: "play", card: "R" }, ...attack("R", "E")]);
    expect(at(run(rush).state, "E").health).toBe(2);
    fails(request([player({ hand: [{ card: "GIL_113", ref: "R" }] }), player()], [{ type: "play", card: "R" }, ...attack("R", "p2.hero")]), "illegal_action");
  });

  it("on-attack triggers fire in the on-attack step (Blessing of Wisdom: its caster draws)", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "EX1_363e", controller: 2 }] }] }),
      player({ deck: [{ card: "CS2_231" }] }),
    ], attack("Y", "p2.hero")));
    expect(r.state.players[1].hand).toHaveLength(1);
    const onAttack = nodes(r, "step").find((s) => s.name === "on-attack")!;
    expect(JSON.stringify(onAttack)).toContain("EX1_363e");
  });
});

describe("2.6 forced attacks (the degenerate combat sequence)", () => {
  it("runs the combat steps inside the current phase, with no death check until the phase ends", () => {
    const brawler = { id: "T_FORCE", type: "SPELL", cost: 0, spell: [
      { type: "forceAttack", attacker: "friendly-hero", defender: { random: "enemy-minions" } },
      { type: "damage", amount: 1, to: "all-minions" },
    ] };
    const r = run(request([
      player({ weapon: { card: "CS2_106" }, hand: [{ card: "T_FORCE", ref: "X" }] }),
      player({ board: [{ card: "CS2_182", ref: "Y", health: 3 }] }),
    ], [{ type: "play", card: "X" }], { cards: [brawler] }));
    // The Yeti is mortally wounded by the attack but still in play for the spell's next effect.
    expect(events(r, "damage").map((e) => e.target!.ref ?? e.target!.card)).toEqual(["Y", "HERO_08", "Y"]);
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(nodes(r, "step").filter((s) => s.name === "forced-attack")).toHaveLength(1);
    expect(r.state.players[0].hero.tags).toMatchObject({ NUM_ATTACKS_THIS_TURN: 1 });
  });
});
