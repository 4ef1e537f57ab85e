/**
 * Rulebook 2.7 使用英雄技能: the resolve phase (pay, resolve, count the use), then the inspire phase, each
 * followed by the inter-phase steps. The Basic hero powers of every class.
 */
import { describe, expect, it } from "vitest";
import { at, fails, player, request, run, triggerOrder } from "../support/engine.js";

const hp = (target?: string) => [{ type: "heroPower", ...(target ? { target } : {}) }];
const as = (hero: string, extra: Record<string, unknown> = {}) => player({ hero: { card: hero }, ...extra });

describe("2.7 hero powers", () => {
  it("inspire triggers after the hero power resolved, in its own phase (Lowly Squire)", () => {
    const r = run(request([as("HERO_01", { board: [{ card: "AT_082", ref: "LS" }] }), player()], hp()));
    expect(at(r.state, "LS").attack).toBe(2);
    expect(r.state.players[0].hero.armor).toBe(2);
    expect(r.state.players[0].mana.used).toBe(2);
    expect(r.trace[0]!.children.filter((c) => c.kind === "phase").map((p) => (p as { name: string }).name)).toEqual(["resolve", "inspire"]);
  });

  it("a minion the hero power killed is gone before the inspire phase", () => {
    const r = run(request([player({ board: [{ card: "AT_082", ref: "LS", attack: 1, health: 1, maxHealth: 1 }] }), player()], hp("LS")));
    expect(at(r.state, "LS").zone).toBe("graveyard");
    expect(triggerOrder(r, ["LS"])).toEqual([]);
  });

  it("can be used once a turn; needs mana and a valid target", () => {
    fails(request([player(), player()], [...hp("p2.hero"), ...hp("p2.hero")]), "illegal_action");
    fails(request([player({ mana: { crystals: 1 } }), player()], hp("p2.hero")), "illegal_action");
    fails(request([player(), player()], hp()), "illegal_action");
    fails(request([as("HERO_01"), player()], hp("p2.hero")), "illegal_action");
  });

  it("is not boosted by Spell Damage", () => {
    const r = run(request([player({ board: [{ card: "CS2_052" }] }), player()], hp("p2.hero")));
    expect(r.state.players[1].hero.health).toBe(29);
  });

  it("every Basic hero power does what it says", () => {
    const deck = [{ card: "CS2_231" }];
    const cases: [string, string | undefined, (s: ReturnType<typeof run>["state"]) => void][] = [
      ["HERO_01", undefined, (s) => expect(s.players[0].hero.armor).toBe(2)],
      ["HERO_02", undefined, (s) => expect(["NEW1_009", "CS2_050", "CS2_051", "CS2_052"]).toContain(s.players[0].board[0]!.card)],
      ["HERO_03", undefined, (s) => expect(s.players[0].weapon).toMatchObject({ card: "CS2_082", attack: 1, durability: 2 })],
      ["HERO_04", undefined, (s) => expect(s.players[0].board.map((m) => m.card)).toEqual(["CS2_101t"])],
      ["HERO_05", undefined, (s) => expect(s.players[1].hero.health).toBe(28)],
      ["HERO_06", undefined, (s) => expect(s.players[0].hero).toMatchObject({ attack: 1, armor: 1 })],
      ["HERO_07", undefined, (s) => { expect(s.players[0].hero.health).toBe(28); expect(s.players[0].hand).toHaveLength(1); }],
      ["HERO_08", "p2.hero", (s) => expect(s.players[1].hero.health).toBe(29)],
      ["HERO_09", "p1.hero", (s) => expect(s.players[0].hero.health).toBe(27)],
      ["HERO_10", undefined, (s) => expect(s.players[0].hero.attack).toBe(1)],
    ];
    for (const [hero, target, check] of cases) {
      const me = hero === "HERO_09" ? player({ hero: { card: hero, health: 25 }, deck }) : as(hero, { deck });
      check(run(request([me, player()], hp(target))).state);
    }
  });

  it("Totemic Call summons a totem you do not have yet, and cannot be used when you have all four", () => {
    const three = [{ card: "CS2_050" }, { card: "CS2_051" }, { card: "CS2_052" }];
    const r = run(request([as("HERO_02", { board: three }), player()], hp()));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_050", "CS2_051", "CS2_052", "NEW1_009"]);
    fails(request([as("HERO_02", { board: [...three, { card: "NEW1_009" }] }), player()], hp()), "illegal_action");
  });

  it("a summoning hero power cannot be used on a full board", () => {
    fails(request([as("HERO_04", { board: Array.from({ length: 7 }, () => ({ card: "CS2_231" })) }), player()], hp()), "illegal_action");
  });
});
