/**
 * Rulebook 3.4 扳机条件: pre-checks (triggers of an intrinsic phase's steps must have been in place when the
 * sequence started; death-event triggers when the death-creation step started), queue conditions, and
 * resolution conditions checked again when the trigger's turn comes.
 */
import { describe, expect, it } from "vitest";
import { at, nodes, player, request, run, triggerOrder } from "../support/engine.js";

describe("3.4 trigger conditions", () => {
  it("pre-check: a secret played this sequence cannot answer the sequence's after-play step", () => {
    const mirror = { id: "T_AFTER_PLAY_SECRET", type: "SPELL", cost: 0, secret: true, triggers: [{ on: "after-play", do: [{ type: "draw", player: "enemy" }] }] };
    const r = run(request([player({ hand: [{ card: "T_AFTER_PLAY_SECRET", ref: "S" }] }), player({ deck: [{ card: "CS2_231" }] })], [{ type: "play", card: "S" }], { cards: [mirror] }));
    expect(at(r.state, "S").zone).toBe("secrets");
  });

  it("pre-check: a card drawn into hand during a sequence cannot answer that sequence's later steps (Bolvar drawn by a deathrattle)", () => {
    const r = run(request([player({
      board: [{ card: "EX1_096", ref: "LH" }, { card: "CS2_231", ref: "W" }], deck: [{ card: "GVG_063", ref: "BV" }],
    }), player({ hand: [{ card: "CS2_062", ref: "H" }] })], [{ type: "play", card: "H" }], { state: { activePlayer: 2 } }));
    // Loot Hoarder and the Wisp die together; the Hoarder's deathrattle draws Bolvar, who then misses the Wisp's death.
    expect(at(r.state, "BV")).toMatchObject({ zone: "hand", attack: 1 });
  });

  it("pre-check of death events: a minion summoned during a death phase misses the later deaths of that phase", () => {
    const summoner = { id: "T_DR_CULTMASTER", type: "MINION", cost: 1, attack: 1, health: 1, deathrattle: [{ type: "summon", card: "EX1_595" }] };
    const r = run(request([player({
      board: [{ card: "T_DR_CULTMASTER", ref: "D" }, { card: "CS2_231", ref: "W" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }],
    }), player({ hand: [{ card: "CS2_062", ref: "H" }] })], [{ type: "play", card: "H" }], { cards: [summoner], state: { activePlayer: 2 } }));
    // The new Cult Master arrives in D's death event and is not pre-checked for the Wisp's.
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["EX1_595"]);
    expect(r.state.players[0].hand).toHaveLength(0);
  });

  it("resolution condition: a queued trigger whose holder left play before its turn does not resolve", () => {
    const bouncer = { id: "T_BOUNCER", type: "MINION", cost: 1, attack: 1, health: 1, triggers: [{ on: "turn-end", do: [{ type: "returnToHand", to: "other-friendly-minions" }] }] };
    const pinger = { id: "T_PINGER", type: "MINION", cost: 1, attack: 1, health: 1, triggers: [{ on: "turn-end", do: [{ type: "damage", amount: 5, to: "enemy-hero" }] }] };
    const r = run(request([player({ board: [{ card: "T_BOUNCER", ref: "B" }, { card: "T_PINGER", ref: "P" }] }), player()], [{ type: "endTurn" }], { cards: [bouncer, pinger] }));
    expect(at(r.state, "P").zone).toBe("hand");
    expect(r.state.players[1].hero.health).toBe(29); // fatigue only: the pinger was queued but had left play
    expect(nodes(r, "skip").map((n) => n.source?.ref)).toContain("P");
  });

  it("queue conditions use the event as it was: later pre-attack triggers still see the first defender", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player({ secrets: [{ card: "EX1_533", ref: "MD" }, { card: "EX1_610", ref: "ET" }] })],
      [{ type: "attack", attacker: "Y", defender: "p2.hero" }]));
    expect(triggerOrder(r, ["MD", "ET"])).toEqual(["MD", "ET"]);
  });
});
