/** Fractured in Alterac Valley (ALTERAC_VALLEY): cards of session 14 (w14/storm; rules-notes 1720-1739). */
import { expect } from "vitest";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // Bloodfen Raptor 3/2
const LEPER = "EX1_029"; // Deathrattle: 2 damage to the enemy hero
const LOOT = "EX1_096"; // Loot Hoarder, Deathrattle: draw a card

describeCard("ONY_033", () => {
  cardCase("ONY_033", {
    does: "a 3/3 Dread Imp for each enemy minion, each attacking its own (the Yeti and the Raptor kill theirs)",
    p1: { hand: [{ card: "ONY_033", ref: "I" }] },
    p2: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "W.zone": "graveyard", "R.zone": "graveyard", "Y.health": 2, "p1.board": ["AV_316t"], "p1.board.0.health": 2, "p2.hero.health": 30 },
  });
  cardCase("ONY_033", {
    does: "no enemy minion: no Imp",
    p1: { hand: [{ card: "ONY_033", ref: "I" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "p1.board": [] },
  });
});

describeCard("ONY_031", () => {
  cardCase("ONY_031", {
    does: "draws five, then the Deathrattles of those drawn resolve in hand (two Leper Gnomes: 4 damage; the Yetis nothing)",
    p1: { hand: [{ card: "ONY_031", ref: "S" }], deck: [{ card: YETI }, { card: LEPER, ref: "L1" }, { card: YETI }, { card: LEPER, ref: "L2" }, { card: YETI }, { card: WISP, ref: "LAST" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p2.hero.health": 26, "L1.zone": "hand", "L2.zone": "hand", "p1.hand.length": 5, "LAST.zone": "deck" },
  });
  cardCase("ONY_031", {
    does: "a drawing Deathrattle draws after the five (Loot Hoarder: a sixth card)",
    p1: { hand: [{ card: "ONY_031", ref: "S" }], deck: [{ card: LOOT }, { card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }, { card: WISP, ref: "SIXTH" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hand.length": 6, "SIXTH.zone": "hand" },
  });
});

describeCard("AV_269", () => {
  cardCase("AV_269", {
    does: "a 4/2 Demon with Rush; when it dies this turn, another comes (only one more)",
    p1: { hand: [{ card: "AV_269", ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F" }, { type: "attack", attacker: "p1.board.0", defender: "Y" }, { type: "attack", attacker: "p1.board.0", defender: "Y" }],
    expect: { "Y.zone": "graveyard", "p1.board": [], "p1.graveyard": ["AV_269", "AV_269t", "AV_269t"] },
  });
  cardCase("AV_269", {
    does: "dying on a later turn: nothing",
    p1: { hand: [{ card: "AV_269", ref: "F" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "F" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.board.0" }],
    expect: { "p1.board": [], "Y.health": 1 },
  });
});

describeCard("AV_269", () => {
  cardCase("AV_269", {
    does: "no Deathrattle: Baron Rivendare does not double it (one more Satyr, not two)",
    p1: { hand: [{ card: "AV_269", ref: "F" }], board: [{ card: "FP1_031" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F" }, { type: "attack", attacker: "p1.board.1", defender: "Y" }],
    expect: { "p1.board": ["FP1_031", "AV_269t"], "p1.board.1.seen.RUSH": 1 },
  });
  cardCase("AV_269", {
    does: "Silence does not remove it (the silenced Satyr destroyed: another comes)",
    p1: { hand: [{ card: "AV_269", ref: "F" }, { card: "EX1_332", ref: "S" }] },
    actions: [{ type: "play", card: "F" }, { type: "play", card: "S", target: "p1.board.0" }, { type: "destroy", target: "p1.board.0" }],
    expect: { "p1.board": ["AV_269t"], "p1.board.0.seen.RUSH": 1 },
  });
});

describeCard("AV_403", () => {
  cardCase("AV_403", {
    does: "the minions of your hand and deck become minions of other classes (not Rogue, not neutral), (2) less; spells stay",
    p1: { hero: { card: "HERO_03" }, hand: [{ card: "AV_403", ref: "C" }, { card: YETI, ref: "H" }, { card: "CS2_029", ref: "F" }], deck: [{ card: WISP, ref: "D" }] },
    actions: [{ type: "play", card: "C" }],
    check: (r) => {
      const me = r.state.players[0]!;
      const spell = me.hand.find((c) => c.ref === "F")!;
      expect(spell.card).toBe("CS2_029");
      for (const c of [me.hand.find((x) => x.ref === "H")!, me.deck.find((x) => x.ref === "D")!]) {
        const f = factsById(c.card)!;
        expect(f.type).toBe("MINION");
        expect(f.cardClass).not.toBe("ROGUE");
        expect(f.cardClass).not.toBe("NEUTRAL");
        expect(c.cost).toBe(Math.max(0, f.cost! - 2));
      }
    },
  });
});
