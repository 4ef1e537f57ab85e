/**
 * Rulebook worked examples for helper O's cards: 磁力 (5.1, Wargear, Skaterbot), and the others below.
 * Client-defined test cards stand in for the rulebook's incidental cards where only their effect matters.
 */
import { describe, expect, it } from "vitest";
import { at, events, fails, nodes, player, request, run, triggerOrder } from "../support/engine.js";

type Body = Record<string, unknown>;

/** An enemy Secret that answers your on-play step with `effects` (it works on your turn, the opponent's). */
const onPlaySecret = (id: string, effects: Body[]): Body => ({
  id, type: "SPELL", cost: 1, secret: true, triggers: [{ on: "play", if: { target: "enemy-minion" }, do: effects }],
});

describe("5.1 磁力 (Magnetic): Wargear played left of Upgradeable Framebot", () => {
  const game = (secret: Body | null, extra: Body = {}) => request([
    player({ board: [{ card: "BOT_309", ref: "F" }], hand: [{ card: "BOT_563", ref: "W" }] }),
    player(secret ? { secrets: [{ card: secret.id, ref: "S" }] } : {}),
  ], [{ type: "play", card: "W", position: 0 }], { ...(secret ? { cards: [secret] } : {}), ...extra });

  it("5.1 Magnetic: the Framebot (1/5) becomes 7/10 and Wargear is removed from the game, not dead", () => {
    const r = run(game(null));
    const f = at(r.state, "F");
    expect([f.attack, f.health]).toEqual([7, 10]);
    expect(r.state.players[0].board.map((e) => e.ref)).toEqual(["F"]);
    expect(f.enchantments?.map((e) => e.card)).toEqual(["BOT_563e"]);
    expect(r.state.players[0].graveyard.map((e) => e.ref)).not.toContain("W");
    expect(events(r, "death")).toHaveLength(0);
  });

  it("5.1 例如: Wargear leaves play before the resolve phase: Magnetic still resolves (with its card's 6/5)", () => {
    const r = run(game(onPlaySecret("T_BOUNCE", [{ type: "returnToHand", to: "event-target" }])));
    expect(at(r.state, "W").zone).toBe("hand");
    const f = at(r.state, "F");
    expect([f.attack, f.health]).toEqual([7, 10]);
  });

  it("5.1 例如: the Framebot leaves play before the resolve phase: Magnetic does not resolve, Wargear stays in play", () => {
    const r = run(game(onPlaySecret("T_KILL", [{ type: "destroy", to: { from: "enemy-minions", except: "event-target" } }])));
    expect(at(r.state, "F").zone).toBe("graveyard");
    const w = at(r.state, "W");
    expect([w.zone, w.attack, w.health]).toEqual(["board", 6, 5]);
    expect(nodes(r, "skip").some((s) => /Magnetic does not resolve/.test(s.reason))).toBe(true);
  });

  it("5.1 例如: the enemy takes the Framebot before the resolve phase: Magnetic does not resolve, Wargear stays", () => {
    const r = run(game(onPlaySecret("T_STEAL", [{ type: "takeControl", to: { from: "enemy-minions", except: "event-target" } }])));
    const f = at(r.state, "F"), w = at(r.state, "W");
    expect([f.player, f.attack, f.health]).toEqual([2, 1, 5]);
    expect([w.zone, w.player]).toEqual(["board", 1]);
  });

  it("5.1 例如: the enemy takes both before the resolve phase: Magnetic resolves (same controller), on the enemy's side", () => {
    const r = run(game(onPlaySecret("T_STEAL_ALL", [{ type: "takeControl", to: "enemy-minions" }])));
    const f = at(r.state, "F");
    expect([f.player, f.attack, f.health]).toEqual([2, 7, 10]);
    expect(r.state.players[1].board.map((e) => e.ref)).toEqual(["F"]);
    expect(r.state.players[0].board).toHaveLength(0);
  });

  it("5.1 the stats and keywords are the magnetic minion's when Magnetic resolves (Skaterbot given +1/+1, Taunt, Poisonous, Divine Shield on play)", () => {
    // 你操控可升级机器人并对其使用滑板机器人。使用阶段 ... 依次触发。结算阶段，你的可升级机器人获得 +3/+3、突袭、剧毒和圣盾。
    const giver = { id: "T_GIVER", type: "MINION", cost: 1, attack: 1, health: 1, triggers: [{ on: "play", if: { target: "other-friendly-minion" },
      do: [{ type: "buff", to: "event-target", attack: 1, health: 1, grants: ["TAUNT", "POISONOUS", "DIVINE_SHIELD"] }] }] };
    const r = run(request([
      player({ board: [{ card: "T_GIVER", ref: "G" }, { card: "BOT_309", ref: "F" }], hand: [{ card: "BOT_020", ref: "SK" }] }), player(),
    ], [{ type: "play", card: "SK", position: 1 }], { cards: [giver] }));
    const f = at(r.state, "F");
    expect([f.attack, f.health]).toEqual([3, 7]);
    const en = f.enchantments!.find((e) => e.card === "BOT_020e")!;
    expect(en.grants?.slice().sort()).toEqual(["DIVINE_SHIELD", "POISONOUS", "RUSH", "TAUNT"]);
    expect(r.state.players[0].board.map((e) => e.ref)).toEqual(["G", "F"]);
  });

  it("5.1 a magnetic minion played left of a non-Mech is an ordinary minion", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "BOT_563", ref: "W" }] }), player()],
      [{ type: "play", card: "W", position: 0 }]));
    expect(r.state.players[0].board.map((e) => e.ref)).toEqual(["W", "Y"]);
    expect([at(r.state, "Y").attack, at(r.state, "Y").health]).toEqual([4, 5]);
  });
});

describe("4.11 Cult Neophyte (异教低阶牧师): the opponent's spells cost (1) more next turn, with the lowest priority", () => {
  const next = (state: unknown, actions: Body[]) => run({ seed: 7, state, actions });
  const game = (first: string) => request([
    player({ hand: [{ card: first, ref: "N" }, { card: "CS2_024", ref: "FB" }] }),
    player({ secrets: [{ card: "UNG_024", ref: "MB" }], hand: [{ card: "CS2_029", ref: "F" }] }),
  ], [{ type: "play", card: "N" }, { type: "play", card: "FB", target: "p2.hero" }]);

  it("4.11 例外: Cult Neophyte, then Frostbolt into the opponent's Mana Bind — on the opponent's turn the (0) copy costs (1)", () => {
    const r1 = run(game("SCH_713"));
    const copy = r1.state.players[1].hand.find((c) => c.card === "CS2_024")!;
    expect(copy.cost).toBe(0);
    expect(at(r1.state, "F").cost).toBe(4); // 4.13 注意: not yet — from the opponent's next turn
    const r2 = next(r1.state, [{ type: "endTurn" }]);
    expect(r2.state.players[1].hand.find((c) => c.id === copy.id)!.cost).toBe(1);
    expect(at(r2.state, "F").cost).toBe(5);
    const r3 = next(r2.state, [{ type: "endTurn" }]);
    expect(at(r3.state, "F").cost).toBe(4); // one turn only
    expect(r3.state.players[1].hero.enchantments ?? []).toEqual([]);
  });

  it("4.11 the same with Loatheb instead: its +5 counts in order of entry, so the copy stays (0)", () => {
    const r1 = run(game("FP1_030"));
    const copy = r1.state.players[1].hand.find((c) => c.card === "CS2_024")!;
    const r2 = next(r1.state, [{ type: "endTurn" }]);
    expect(r2.state.players[1].hand.find((c) => c.id === copy.id)!.cost).toBe(0);
  });
});

describe("Parachute Brigand (空降歹徒)", () => {
  it("3.2 例如: you play Southsea Deckhand — Risky Skipper (field), then Parachute Brigand (hand), then Patches (deck), whatever their order of play", () => {
    // Listed in reverse order of creation: Patches, then the Brigand, then the Skipper.
    const r = run(request([player({
      deck: [{ card: "CFM_637", ref: "P" }], hand: [{ card: "DRG_056", ref: "PB" }, { card: "CS2_146", ref: "D" }], board: [{ card: "YOD_022", ref: "SK" }],
    }), player()], [{ type: "play", card: "D" }]));
    expect(triggerOrder(r, ["SK", "PB", "P"])).toEqual(["SK", "PB", "P"]);
    expect(r.state.players[0].board.map((e) => e.ref)).toEqual(["SK", "PB", "P"]); // the Deckhand (2/1) died to the Skipper
    expect([at(r.state, "PB").health, at(r.state, "P").health]).toEqual([2, 1]); // summoned after the Skipper's damage
  });

  it("3.4 例如: a Parachute Brigand that Sky Raider's Battlecry put into your hand is not summoned in that play's after-play step", () => {
    let r: ReturnType<typeof run> | undefined;
    // Seeds until the random Pirate is the Brigand (the Pirate pool grows as Pirates are implemented: enough seeds for it).
    for (let seed = 1; seed <= 2000 && !r; seed++) {
      const x = run(request([player({ hand: [{ card: "DRG_024", ref: "SR" }] }), player()], [{ type: "play", card: "SR" }], { seed }));
      if (x.state.players[0].hand.some((c) => c.card === "DRG_056")) r = x;
    }
    expect(r).toBeDefined();
    expect(r!.state.players[0].hand.map((c) => c.card)).toEqual(["DRG_056"]);
    expect(r!.state.players[0].board.map((e) => e.ref)).toEqual(["SR"]);
  });

  it("3.4 ... but a Brigand already in hand is summoned after Sky Raider (a Pirate) is played", () => {
    const r = run(request([player({ hand: [{ card: "DRG_056", ref: "PB" }, { card: "DRG_024", ref: "SR" }] }), player()], [{ type: "play", card: "SR" }]));
    expect(r.state.players[0].board.map((e) => e.ref)).toEqual(["SR", "PB"]);
  });

  it("2.2: its condition holds before and after a transform — Faceless Manipulator copying a Pirate is no Pirate as played", () => {
    const r = run(request([player({ board: [{ card: "CS2_146", ref: "D" }], hand: [{ card: "DRG_056", ref: "PB" }, { card: "EX1_564", ref: "FM" }] }), player()],
      [{ type: "play", card: "FM", target: "D" }]));
    expect(at(r.state, "PB").zone).toBe("hand");
    expect(at(r.state, "FM").card).toBe("CS2_146");
  });

  it("2.2: ... nor is a Pirate turned into a Sheep before the finish phase (enemy Potion of Polymorph fires first)", () => {
    const r = run(request([player({ hand: [{ card: "DRG_056", ref: "PB" }, { card: "CS2_146", ref: "D" }] }), player({ secrets: [{ card: "CFM_620", ref: "PP" }] })],
      [{ type: "play", card: "D" }]));
    expect(at(r.state, "D").card).toBe("CS2_tk1");
    expect(at(r.state, "PB").zone).toBe("hand");
  });
});

describe("Crypt Lord (地穴领主)", () => {
  it("3.4 例如: Icy Touch on your 1-Health Crypt Lord — it takes 1 damage, you summon a Water Elemental, and the mortally wounded Crypt Lord does not trigger", () => {
    const r = run(request([player({ heroPower: { card: "ICC_833h" }, board: [{ card: "ICC_808", ref: "CL", health: 1 }] }), player()],
      [{ type: "heroPower", target: "CL" }]));
    expect(at(r.state, "CL").zone).toBe("graveyard");
    expect(r.state.players[0].board.map((e) => e.card)).toEqual(["CS2_033"]);
    expect(triggerOrder(r, ["CL"])).toEqual([]);
  });

  it("3.4 ... a Crypt Lord that is not mortally wounded gains +1 Health when you summon a minion", () => {
    const r = run(request([player({ heroPower: { card: "ICC_833h" }, board: [{ card: "ICC_808", ref: "CL" }, { card: "CS2_231", ref: "W" }] }), player()],
      [{ type: "heroPower", target: "W" }]));
    expect(r.state.players[0].board.map((e) => e.card)).toEqual(["ICC_808", "CS2_033"]);
    expect(at(r.state, "CL").health).toBe(7);
    expect(triggerOrder(r, ["CL"])).toEqual(["CL"]);
  });
});

describe("Ysera (伊瑟拉) and silence (4.1)", () => {
  it("4.1 例如: Dark Conviction and Arcane Shot on Ysera, then silence — maximum 3 → 12, damage kept: 10 Health", () => {
    const r = run(request([player({ board: [{ card: "EX1_572", ref: "Y" }], hand: [{ card: "ICC_039", ref: "DC" }, { card: "DS1_185", ref: "AS" }, { card: "EX1_332", ref: "SI" }] }), player()],
      [{ type: "play", card: "DC", target: "Y" }, { type: "play", card: "AS", target: "Y" }, { type: "play", card: "SI", target: "Y" }]));
    const y = at(r.state, "Y");
    expect([y.attack, y.health, y.maxHealth]).toEqual([4, 10, 12]);
  });

  it("4.1 例如: Temple Enforcer and Arcane Shot on Ysera, then silence — maximum 15 → 12, damage 2 falls to 0: 12 Health", () => {
    const r = run(request([player({ board: [{ card: "EX1_572", ref: "Y" }], hand: [{ card: "EX1_623", ref: "TE" }, { card: "DS1_185", ref: "AS" }, { card: "EX1_332", ref: "SI" }] }), player()],
      [{ type: "play", card: "TE", target: "Y" }, { type: "play", card: "AS", target: "Y" }, { type: "play", card: "SI", target: "Y" }]));
    const y = at(r.state, "Y");
    expect([y.health, y.maxHealth]).toEqual([12, 12]);
  });
});

describe("Spirit of the Dragonhawk (龙鹰之灵), 2.7", () => {
  const hp = (target: string) => [{ type: "heroPower", target }];
  it("2.7: the Hero Power resolves as usual, then again on the target's left neighbour, then its right", () => {
    const r = run(request([player({ hero: { card: "HERO_08" }, board: [{ card: "TRL_319", ref: "SD" }] }),
      player({ board: [{ card: "CS2_182", ref: "L" }, { card: "CS2_182", ref: "M" }, { card: "CS2_182", ref: "R" }, { card: "CS2_182", ref: "X" }] })], hp("M")));
    const hits = events(r, "damage").map((e) => e.target!.ref);
    expect(hits).toEqual(["M", "L", "R"]);
    expect(["L", "M", "R", "X"].map((x) => at(r.state, x).health)).toEqual([4, 4, 4, 5]);
    expect(nodes(r, "step").filter((s) => s.name === "hero-power")).toHaveLength(3);
  });

  it("2.7: a hero target has no neighbours: one resolution", () => {
    const r = run(request([player({ hero: { card: "HERO_08" }, board: [{ card: "TRL_319" }] }), player({ board: [{ card: "CS2_182", ref: "L" }] })], hp("p2.hero")));
    expect(events(r, "damage").map((e) => e.target!.ref ?? e.target!.card)).toHaveLength(1);
    expect(at(r.state, "L").health).toBe(5);
  });

  it("Stealth for 1 turn: it keeps Stealth through the opponent's turn and loses it when your next turn starts", () => {
    const r1 = run(request([player({ hand: [{ card: "TRL_319", ref: "SD" }] }), player()], [{ type: "play", card: "SD" }, { type: "endTurn" }]));
    // On the opponent's turn it still has its card's Stealth (the snapshot writes only tags that differ from the card):
    // the opponent's Arcane Shot can't target it.
    expect(at(r1.state, "SD").tags?.STEALTH).toBeUndefined();
    const shoot = (state: unknown) => ({ seed: 7, state: { ...(state as Body), players: (state as { players: Body[] }).players.map((p, i) => (i === 1 ? { ...p, hand: [{ card: "DS1_185", ref: "AS" }] } : p)) },
      actions: [{ type: "play", card: "AS", target: "SD" }] });
    fails(shoot(r1.state), "illegal_action");
    const r2 = run({ seed: 7, state: r1.state, actions: [{ type: "endTurn" }] });
    expect(at(r2.state, "SD").tags?.STEALTH).toBe(0);
  });
});
