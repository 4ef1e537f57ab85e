/**
 * The card-format additions of the Wild keywords (docs/card-format.md, rules-notes 400-402), used by cards a client sends in
 * a request's `cards` (the format is one format): `frenzy` (暴怒), `honorableKill` (荣誉消灭), the condition `manathirst`.
 */
import { describe, expect, it } from "vitest";
import { at, events, nodes, player, request, run } from "../support/engine.js";

/** The docs' example: "Frenzy: Draw a card." */
const BRAWLER = { id: "MY_BRAWLER", type: "MINION", cost: 2, attack: 2, health: 4, frenzy: [{ type: "draw" }] };
/** The docs' example: "Honorable Kill: Gain +2 Attack." */
const DUELIST = { id: "MY_DUELIST", type: "MINION", cost: 2, attack: 2, health: 5,
  honorableKill: [{ type: "buff", to: "self", attack: 2 }] };
/** A spell with Honorable Kill: "Deal 2 damage to all minions. Honorable Kill: Draw a card." */
const SWEEP = { id: "MY_SWEEP", type: "SPELL", cost: 2, spell: [{ type: "damage", amount: 2, to: "all-minions" }],
  honorableKill: [{ type: "draw" }] };
/** The docs' example: "Deal 2 damage. Manathirst (6): Deal 4 instead." */
const BOLT = { id: "MY_BOLT", type: "SPELL", cost: 1, target: { type: "character" }, spell: [{ type: "if", if: { manathirst: 6 },
  then: [{ type: "damage", amount: 4, to: "target" }], else: [{ type: "damage", amount: 2, to: "target" }] }] };
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

describe("frenzy (暴怒)", () => {
  it("the first damage it survives: draws once, as a damage trigger of that hit", () => {
    const r = run(request([player({ board: [{ card: "MY_BRAWLER", ref: "B" }], deck: wisps(3) }),
      player({ board: [{ card: "CS2_231", ref: "W" }] })],
      [{ type: "attack", attacker: "B", defender: "W" }], { cards: [BRAWLER] }));
    expect(at(r.state, "B").health).toBe(3);
    expect(r.state.players[0].hand.length).toBe(1);
    const fired = nodes(r, "trigger").filter((n) => n.keyword === "FRENZY");
    expect(fired).toHaveLength(1);
    expect(at(r.state, "B").tags?.FRENZY_USED).toBe(1);
  });

  it("only once: a second damage it survives does nothing (the mark is kept in the state)", () => {
    const first = run(request([player({ board: [{ card: "MY_BRAWLER", ref: "B" }], deck: wisps(3) }),
      player({ board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_231", ref: "W2" }] })],
      [{ type: "attack", attacker: "B", defender: "W" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "B", defender: "W2" }], { cards: [BRAWLER] }));
    expect(at(first.state, "B").health).toBe(2);
    // One turn-start draw for player 1 and one Frenzy draw.
    expect(nodes(first, "trigger").filter((n) => n.keyword === "FRENZY")).toHaveLength(1);
    expect(first.state.players[0].hand.length).toBe(2);
  });

  it("not when the damage leaves it at 0 Health or below", () => {
    const r = run(request([player({ board: [{ card: "MY_BRAWLER", ref: "B" }], deck: wisps(3) }),
      player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "attack", attacker: "B", defender: "Y" }], { cards: [BRAWLER] }));
    expect(at(r.state, "B").zone).toBe("graveyard");
    expect(r.state.players[0].hand.length).toBe(0);
    expect(nodes(r, "trigger").filter((n) => n.keyword === "FRENZY")).toHaveLength(0);
  });

  it("not when Divine Shield takes the hit (no damage), then on the next damage", () => {
    const r = run(request([player({ board: [{ card: "MY_BRAWLER", ref: "B", tags: { DIVINE_SHIELD: 1 } }], deck: wisps(3) }),
      player({ board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_231", ref: "W2" }] })],
      [{ type: "attack", attacker: "B", defender: "W" }], { cards: [BRAWLER] }));
    expect(r.state.players[0].hand.length).toBe(0);
    expect(at(r.state, "B").health).toBe(4);
  });

  it("a silenced minion has no Frenzy", () => {
    const r = run(request([player({ board: [{ card: "MY_BRAWLER", ref: "B", tags: { SILENCED: 1 } }], deck: wisps(3) }),
      player({ board: [{ card: "CS2_231", ref: "W" }] })],
      [{ type: "attack", attacker: "B", defender: "W" }], { cards: [BRAWLER] }));
    expect(r.state.players[0].hand.length).toBe(0);
  });

  it("on either player's turn: damaged by the opponent's spell, it draws for its own controller", () => {
    const r = run(request([player({ hand: [{ card: "CS2_008", ref: "M" }], deck: wisps(3) }),
      player({ board: [{ card: "MY_BRAWLER", ref: "B" }], deck: wisps(3) })],
      [{ type: "play", card: "M", target: "B" }], { cards: [BRAWLER] }));
    expect(at(r.state, "B").health).toBe(3);
    expect(r.state.players[1].hand.length).toBe(1);
    expect(r.state.players[0].hand.length).toBe(0);
  });
});

describe("honorableKill (荣誉消灭)", () => {
  it("its damage leaves a minion at exactly 0 Health on its controller's turn: +2 Attack; event-target the killed minion", () => {
    const r = run(request([player({ board: [{ card: "MY_DUELIST", ref: "D" }] }),
      player({ board: [{ card: "CS2_120", ref: "R", health: 2 }] })],
      [{ type: "attack", attacker: "D", defender: "R" }], { cards: [DUELIST] }));
    expect(at(r.state, "R").zone).toBe("graveyard");
    expect(at(r.state, "D").attack).toBe(4);
    expect(nodes(r, "trigger").filter((n) => n.keyword === "HONORABLE_KILL")).toHaveLength(1);
  });

  it("overkill is not an Honorable Kill (Health below 0)", () => {
    const r = run(request([player({ board: [{ card: "MY_DUELIST", ref: "D" }] }),
      player({ board: [{ card: "CS2_231", ref: "W" }] })],
      [{ type: "attack", attacker: "D", defender: "W" }], { cards: [DUELIST] }));
    expect(at(r.state, "W").zone).toBe("graveyard");
    expect(at(r.state, "D").attack).toBe(2);
  });

  it("a minion left alive is none", () => {
    const r = run(request([player({ board: [{ card: "MY_DUELIST", ref: "D" }] }),
      player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "attack", attacker: "D", defender: "Y" }], { cards: [DUELIST] }));
    expect(at(r.state, "D").attack).toBe(2);
  });

  it("not on the opponent's turn: the enemy attacks into it and dies at exactly 0", () => {
    const r = run(request([player({ board: [{ card: "MY_DUELIST", ref: "D" }] }),
      player({ board: [{ card: "CS2_120", ref: "R", health: 2 }] })],
      [{ type: "endTurn" }, { type: "attack", attacker: "R", defender: "D" }], { cards: [DUELIST] }));
    expect(at(r.state, "R").zone).toBe("graveyard");
    expect(at(r.state, "D").attack).toBe(2);
    expect(nodes(r, "trigger").filter((n) => n.keyword === "HONORABLE_KILL")).toHaveLength(0);
  });

  it("a hero's damage with no Honorable Kill weapon: none; a minion hit is needed (a hero at 0 is no Honorable Kill)", () => {
    const r = run(request([player({ board: [{ card: "MY_DUELIST", ref: "D" }] }),
      player({ hero: { card: "HERO_08", health: 2 } })],
      [{ type: "attack", attacker: "D", defender: "p2.hero" }], { cards: [DUELIST] }));
    expect(r.state.players[1].hero.health).toBe(0);
    expect(nodes(r, "trigger").filter((n) => n.keyword === "HONORABLE_KILL")).toHaveLength(0);
  });

  it("a spell: once per minion it leaves at exactly 0, each with its own damage event", () => {
    const r = run(request([player({ hand: [{ card: "MY_SWEEP", ref: "S" }], deck: wisps(4) }),
      player({ board: [{ card: "CS2_120", ref: "A", health: 2 }, { card: "CS2_120", ref: "B", health: 2 }, { card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "S" }], { cards: [SWEEP] }));
    // A and B at exactly 0 (two draws); the Wisp below 0 and the Yeti alive draw nothing.
    expect(r.state.players[0].hand.length).toBe(2);
    expect(nodes(r, "trigger").filter((n) => n.keyword === "HONORABLE_KILL")).toHaveLength(2);
  });
});

describe("manathirst (法力渴求)", () => {
  it("with at least N Mana Crystals, the Manathirst text (spent ones count)", () => {
    const r = run(request([player({ mana: { crystals: 6, used: 5 }, hand: [{ card: "MY_BOLT", ref: "B" }] }), player()],
      [{ type: "play", card: "B", target: "p2.hero" }], { cards: [BOLT] }));
    expect(r.state.players[1].hero.health).toBe(26);
  });

  it("with fewer, the base text", () => {
    const r = run(request([player({ mana: { crystals: 5, used: 0 }, hand: [{ card: "MY_BOLT", ref: "B" }] }), player()],
      [{ type: "play", card: "B", target: "p2.hero" }], { cards: [BOLT] }));
    expect(r.state.players[1].hero.health).toBe(28);
    expect(events(r, "damage")).toHaveLength(1);
  });
});

/** The docs' example: "Corrupt: Gain +2/+2." — a 2-Cost 2/2 and its corrupted 4/4. */
const SPROUT = { id: "MY_SPROUT", type: "MINION", cost: 2, attack: 2, health: 2, corrupt: "MY_SPROUT_C" };
const SPROUT_C = { id: "MY_SPROUT_C", type: "MINION", cost: 2, attack: 4, health: 4 };

describe("corrupt (腐蚀)", () => {
  const play = (hand: unknown[], actions: unknown[], p2: Record<string, unknown> = {}) =>
    run(request([player({ hand }), player(p2)], actions as never, { cards: [SPROUT, SPROUT_C] }));

  it("you play a card of a higher Cost: it becomes its corrupted card in your hand", () => {
    const r = play([{ card: "MY_SPROUT", ref: "S" }, { card: "CS2_182", ref: "C" }], [{ type: "play", card: "C" }]);
    expect(at(r.state, "S").card).toBe("MY_SPROUT_C");
    expect([at(r.state, "S").attack, at(r.state, "S").health, at(r.state, "S").zone]).toEqual([4, 4, "hand"]);
    expect(events(r, "transform")).toHaveLength(1);
  });

  it("a card of the same Cost does not corrupt it", () => {
    const r = play([{ card: "MY_SPROUT", ref: "S" }, { card: "CS2_173", ref: "C" }], [{ type: "play", card: "C" }]);
    expect(at(r.state, "S").card).toBe("MY_SPROUT");
  });

  it("the held card's Cost as it resolves: one made to cost 4 is not corrupted by a 4-Cost card", () => {
    const dear = play([{ card: "MY_SPROUT", ref: "S", cost: 4 }, { card: "CS2_182", ref: "C" }], [{ type: "play", card: "C" }]);
    expect(at(dear.state, "S").card).toBe("MY_SPROUT");
  });

  it("keeps its states: a +1/+1 it had in hand stays on the corrupted card", () => {
    const r = play([{ card: "MY_SPROUT", ref: "S", enchantments: [{ card: "EX1_409e" }] }, { card: "CS2_182", ref: "C" }], [{ type: "play", card: "C" }]);
    expect([at(r.state, "S").card, at(r.state, "S").attack, at(r.state, "S").health]).toEqual(["MY_SPROUT_C", 5, 5]);
  });

  it("the opponent's plays do not corrupt your cards", () => {
    const r = run(request([player({ hand: [{ card: "MY_SPROUT", ref: "S" }] }), player({ hand: [{ card: "CS2_182", ref: "C" }] })],
      [{ type: "endTurn" }, { type: "play", card: "C" }], { cards: [SPROUT, SPROUT_C] }));
    expect(at(r.state, "S").card).toBe("MY_SPROUT");
  });

  it("a spell of a higher Cost corrupts it too", () => {
    const r = play([{ card: "MY_SPROUT", ref: "S" }, { card: "CS2_029", ref: "F" }], [{ type: "play", card: "F", target: "p2.hero" }]);
    expect(at(r.state, "S").card).toBe("MY_SPROUT_C");
  });
});

/** The docs' example: "Infuse (2): Gain +2/+2." — a 2-Cost 2/2 and its Infused 4/4. */
const SOUL = { id: "MY_SOUL", type: "MINION", cost: 2, attack: 2, health: 2, infuse: { count: 2, into: "MY_SOUL_I" } };
const SOUL_I = { id: "MY_SOUL_I", type: "MINION", cost: 2, attack: 4, health: 4 };

describe("infuse (注能)", () => {
  const go = (p1: Record<string, unknown>, p2: Record<string, unknown>, actions: unknown[]) =>
    run(request([player(p1), player(p2)], actions as never, { cards: [SOUL, SOUL_I] }));

  it("two friendly minions die while it is in hand: it becomes its Infused card (one death: progress 1)", () => {
    const one = go({ hand: [{ card: "MY_SOUL", ref: "S" }], board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }] }, {},
      [{ type: "destroy", target: "A" }]);
    expect([at(one.state, "S").card, at(one.state, "S").tags?.INFUSE_PROGRESS]).toEqual(["MY_SOUL", 1]);
    const two = go({ hand: [{ card: "MY_SOUL", ref: "S" }], board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }] }, {},
      [{ type: "destroy", target: "A" }, { type: "destroy", target: "B" }]);
    expect([at(two.state, "S").card, at(two.state, "S").attack, at(two.state, "S").zone]).toEqual(["MY_SOUL_I", 4, "hand"]);
  });

  it("enemy minions' deaths do not count", () => {
    const r = go({ hand: [{ card: "MY_SOUL", ref: "S" }] }, { board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }] },
      [{ type: "destroy", target: "A" }, { type: "destroy", target: "B" }]);
    expect(at(r.state, "S").card).toBe("MY_SOUL");
  });

  it("two friendly minions dying at once count twice (a death event each)", () => {
    const r = go({ hand: [{ card: "MY_SOUL", ref: "S" }, { card: "CS2_062", ref: "F" }], board: [{ card: "CS2_231" }, { card: "CS2_231" }] }, {},
      [{ type: "play", card: "F" }]);
    expect(at(r.state, "S").card).toBe("MY_SOUL_I");
  });
});
