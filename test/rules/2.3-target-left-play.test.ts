/**
 * Rulebook 2.3 目标在使用过程中离场 (and 2.2 for battlecries): a chosen target that leaves play before the text
 * resolves does not cancel it; the text resolves against the target where it is now, with its data there.
 */
import { describe, expect, it } from "vitest";
import { at, events, player, request, run, triggerOrder } from "../support/engine.js";

const deck = (n: number) => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `d${i}` }));

/** Test-only: whenever a card is played with a target, return that target to its owner's hand (a targeting trigger, 2.3 b). */
const BOUNCER = { id: "T_BOUNCE_TARGET", type: "MINION", cost: 1, attack: 0, health: 5, triggers: [{ on: "target", do: [{ type: "returnToHand", to: "event-target" }] }] };
/** Test-only: when a card is played (the play phase), destroy the other minions on its side: they die before the text resolves. */
const REAPER = { id: "T_REAP_ON_PLAY", type: "MINION", cost: 1, attack: 0, health: 5, triggers: [{ on: "play", do: [{ type: "destroy", to: { all: "minions", side: "friendly", where: { not: "self" } } }] }] };

describe("2.3 目标在使用过程中离场", () => {
  it("2.3 例: Mortal Coil on a Twilight Drake returned to hand hits the 4/1 in hand (4/0), finds it mortally wounded and draws; it does not die", () => {
    const r = run(request([
      player({ hand: [{ card: "EX1_302", ref: "MC" }], deck: deck(1) }),
      player({ board: [{ card: "T_BOUNCE_TARGET", ref: "B" }, { card: "EX1_043", ref: "TD" }] }),
    ], [{ type: "play", card: "MC", target: "TD" }], { cards: [BOUNCER] }));
    const drake = at(r.state, "TD");
    expect(drake.zone).toBe("hand");
    expect(drake.player).toBe(2);
    expect(drake.health).toBe(0);
    expect(at(r.state, "d0").zone).toBe("hand");
    expect(events(r, "death")).toHaveLength(0);
    const dmg = events(r, "damage");
    expect(dmg).toHaveLength(1);
    expect(dmg[0]!.target!.ref).toBe("TD");
    expect(dmg[0]!.zone).toBe("HAND");
    expect(r.log).toContain("Mortal Coil deals 1 damage to Twilight Drake (in hand).");
  });

  it("2.3: Slam on a Chillwind Yeti returned to hand — 4/3 in hand survives, so it draws; on a Twilight Drake (4/-1) it does not", () => {
    const yeti = run(request([
      player({ hand: [{ card: "EX1_391", ref: "SL" }], deck: deck(1) }),
      player({ board: [{ card: "T_BOUNCE_TARGET" }, { card: "CS2_182", ref: "Y" }] }),
    ], [{ type: "play", card: "SL", target: "Y" }], { cards: [BOUNCER] }));
    expect(at(yeti.state, "Y")).toMatchObject({ zone: "hand", health: 3 });
    expect(at(yeti.state, "d0").zone).toBe("hand");
    const drake = run(request([
      player({ hand: [{ card: "EX1_391", ref: "SL" }], deck: deck(1) }),
      player({ board: [{ card: "T_BOUNCE_TARGET" }, { card: "EX1_043", ref: "TD" }] }),
    ], [{ type: "play", card: "SL", target: "TD" }], { cards: [BOUNCER] }));
    expect(at(drake.state, "TD")).toMatchObject({ zone: "hand", health: -1 });
    expect(at(drake.state, "d0").zone).toBe("deck");
  });

  it("2.3/5.3: a card in hand is not 'a minion' — its own damage trigger and field damage triggers do not answer damage dealt to it there", () => {
    // Acolyte of Pain (draw when it takes damage) and Armorsmith (armor when a friendly minion takes damage) on P2's side.
    const r = run(request([
      player({ hand: [{ card: "EX1_302", ref: "MC" }], deck: deck(1) }),
      player({ board: [{ card: "T_BOUNCE_TARGET" }, { card: "EX1_402", ref: "AS" }, { card: "EX1_007", ref: "AC" }], deck: [{ card: "CS2_231", ref: "e0" }] }),
    ], [{ type: "play", card: "MC", target: "AC" }], { cards: [BOUNCER] }));
    expect(at(r.state, "AC")).toMatchObject({ zone: "hand", health: 3 });
    expect(r.state.players[1].hero.armor ?? 0).toBe(0);
    expect(r.state.players[1].hand.map((c) => c.ref)).toEqual(["AC"]);
    expect(triggerOrder(r, ["AS", "AC"])).toEqual([]);
    // Mortal Coil did not mortally wound it (1/3 in hand): no draw for P1.
    expect(at(r.state, "d0").zone).toBe("deck");
  });

  it("2.2: a battlecry's target returned to hand before the battlecry is damaged in hand (Elven Archer on Acolyte of Pain)", () => {
    const r = run(request([
      player({ hand: [{ card: "CS2_189", ref: "EA" }] }),
      player({ board: [{ card: "T_BOUNCE_TARGET" }, { card: "EX1_007", ref: "AC" }], deck: deck(1) }),
    ], [{ type: "play", card: "EA", target: "AC" }], { cards: [BOUNCER] }));
    expect(at(r.state, "AC")).toMatchObject({ zone: "hand", health: 3 });
    expect(at(r.state, "d0").zone).toBe("deck");
    expect(events(r, "damage").map((e) => e.target!.ref)).toEqual(["AC"]);
  });

  it("4.8 注意 (≥ 18.0): damage taken in hand is not cleared when the card is played (Chillwind Yeti enters as 4/4 of 5)", () => {
    const r = run(request([
      player({ hand: [{ card: "EX1_302", ref: "MC" }], deck: deck(1) }),
      player({ board: [{ card: "T_BOUNCE_TARGET" }, { card: "CS2_182", ref: "Y" }], deck: [{ card: "CS2_231", ref: "e0" }] }),
    ], [{ type: "play", card: "MC", target: "Y" }, { type: "endTurn" }, { type: "play", card: "Y" }], { cards: [BOUNCER] }));
    expect(at(r.state, "Y")).toMatchObject({ zone: "board", health: 4, maxHealth: 5 });
  });

  it("1.11 + 4.8: the 4/0 Twilight Drake from the 2.3 example, played later, dies in the death creation after the play phase, before its battlecry", () => {
    const r = run(request([
      player({ hand: [{ card: "EX1_302", ref: "MC" }], deck: deck(1) }),
      player({ board: [{ card: "T_BOUNCE_TARGET" }, { card: "EX1_043", ref: "TD" }], hand: [{ card: "CS2_231" }, { card: "CS2_231" }],
        deck: [{ card: "CS2_231", ref: "e0" }] }),
    ], [{ type: "play", card: "MC", target: "TD" }, { type: "endTurn" }, { type: "play", card: "TD" }], { cards: [BOUNCER] }));
    expect(at(r.state, "TD").zone).toBe("graveyard");
    const i = r.log.indexOf("Twilight Drake dies.");
    expect(i).toBeGreaterThan(r.log.indexOf("Twilight Drake is summoned for Player 2."));
    // The battlecry still resolves, against the Drake where it now is (2.2), after the death.
    expect(r.log.indexOf("Twilight Drake gets +0/+3.")).toBeGreaterThan(i);
  });

  it("2.2/2.3: a target that died before the text resolves is reached in the graveyard, with its data reset there (as Vol'jin's swap)", () => {
    // The reaper destroys the Drake in the play phase; it dies before the resolve phase. In the graveyard it is a 4/1 again:
    // Mortal Coil's 1 damage mortally wounds it there and Mortal Coil draws.
    const r = run(request([
      player({ hand: [{ card: "EX1_302", ref: "MC" }], deck: deck(1) }),
      player({ board: [{ card: "T_REAP_ON_PLAY" }, { card: "EX1_043", ref: "TD" }] }),
    ], [{ type: "play", card: "MC", target: "TD" }], { cards: [REAPER] }));
    expect(at(r.state, "TD").zone).toBe("graveyard");
    expect(events(r, "death").map((e) => e.target!.ref)).toEqual(["TD"]);
    const dmg = events(r, "damage");
    expect(dmg.map((e) => [e.target!.ref, e.zone])).toEqual([["TD", "GRAVEYARD"]]);
    expect(at(r.state, "d0").zone).toBe("hand");
  });

  it("2.3 + 4.8: Healing Touch follows its target to hand, where leaving play already cleared its damage: nothing to heal", () => {
    // A Yeti damaged in play to 4/2 is a 4/5 in hand (play → hand keeps no state): the heal finds no damage, so no heal event.
    const r = run(request([
      player({ hand: [{ card: "CS2_007", ref: "HT" }] }),
      player({ board: [{ card: "T_BOUNCE_TARGET" }, { card: "CS2_182", ref: "Y", tags: { DAMAGE: 3 } }] }),
    ], [{ type: "play", card: "HT", target: "Y" }], { cards: [BOUNCER] }));
    expect(at(r.state, "Y")).toMatchObject({ zone: "hand", health: 5 });
    expect(events(r, "heal")).toHaveLength(0);
  });
  it("2.3/5.1: the source's Lifesteal still heals for damage dealt to a card in hand (an engine keyword, not a card trigger)", () => {
    const bolt = { id: "T_LIFESTEAL_BOLT", type: "SPELL", cost: 1, tags: { LIFESTEAL: 1 }, target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" }] };
    const r = run(request([
      player({ hero: { card: "HERO_08", health: 20 }, hand: [{ card: "T_LIFESTEAL_BOLT", ref: "LB" }] }),
      player({ board: [{ card: "T_BOUNCE_TARGET" }, { card: "CS2_182", ref: "Y" }] }),
    ], [{ type: "play", card: "LB", target: "Y" }], { cards: [BOUNCER, bolt] }));
    expect(at(r.state, "Y")).toMatchObject({ zone: "hand", health: 3 });
    expect(r.state.players[0].hero.health).toBe(22);
  });
});
