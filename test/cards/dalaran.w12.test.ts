/** Rise of Shadows (DALARAN): cards added by w12/bands (definitions in sets/dalaran.ts). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const KOBOLD = "CS2_142"; // Kobold Geomancer: Spell Damage +1

describeCard("DAL_434", () => {
  cardCase("DAL_434", {
    does: "without Spell Damage it can't attack",
    p1: { board: [{ card: "DAL_434", ref: "W" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "W", defender: "Y" }],
    error: "illegal_action",
  });
  cardCase("DAL_434", {
    does: "with a Kobold Geomancer (Spell Damage +1) it attacks",
    p1: { board: [{ card: "DAL_434", ref: "W" }, { card: KOBOLD }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "W", defender: "Y" }],
    expect: { "Y.zone": "graveyard", "W.health": 2 },
  });
});

describeCard("DAL_352", () => {
  cardCase("DAL_352", {
    does: "a minion in hand: one Druid minion Discovered",
    p1: { hand: [{ card: "DAL_352", ref: "P" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "P" }],
    choices: [0],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(2);
      const f = factsById(hand[1]!.card)!;
      expect([f.type, f.cardClass]).toEqual(["MINION", "DRUID"]);
    },
  });
  cardCase("DAL_352", {
    does: "no minion in hand: all three Druid minions offered are kept",
    p1: { hand: [{ card: "DAL_352", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(3);
      for (const c of hand) expect([factsById(c.card)!.type, factsById(c.card)!.cardClass]).toEqual(["MINION", "DRUID"]);
    },
  });
});

describeCard("DAL_432", () => {
  cardCase("DAL_432", {
    does: "restores 4 Health; a copy (Echo) comes back to the hand this turn",
    p1: { hand: [{ card: "DAL_432", ref: "B" }], board: [{ card: YETI, ref: "Y", health: 1 }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "Y.health": 5, "p1.hand": ["DAL_432"] },
  });
  cardCase("DAL_432", {
    does: "the copy can be cast again for another 4, and is gone at the end of the turn",
    p1: { hand: [{ card: "DAL_432", ref: "B" }], hero: { card: "HERO_02", ref: "H", health: 20 } },
    actions: [{ type: "play", card: "B", target: "H" }, { type: "play", card: "p1.hand.0", target: "H" }, { type: "endTurn" }],
    expect: { "H.health": 28, "p1.hand": [] },
  });
});

describeCard("DAL_721", () => {
  const GHOUL = "FP1_024"; // Unstable Ghoul, an Undead 1/3
  cardCase("DAL_721", {
    does: "at the end of your turn a friendly Undead that died (the Ghoul) comes back; the dead Catrina, the Yeti and the enemy's Ghoul do not",
    state: { deaths: [{ card: "DAL_721", controller: 1, turn: 2 }, { card: YETI, controller: 1, turn: 2 }, { card: GHOUL, controller: 2, turn: 3 }, { card: GHOUL, controller: 1, turn: 3 }] },
    p1: { board: [{ card: "DAL_721", ref: "C" }] },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board": ["DAL_721", GHOUL], "p2.board": [] },
  });
  cardCase("DAL_721", {
    does: "no other friendly Undead died: nothing; the opponent's turn end does nothing either",
    state: { deaths: [{ card: "DAL_721", controller: 1, turn: 2 }, { card: GHOUL, controller: 2, turn: 2 }], activePlayer: 2 },
    p1: { board: [{ card: "DAL_721", ref: "C" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.board": ["DAL_721"] },
  });
});
