/** Behaviour tests of Mean Streets of Gadgetzan cards the lead implemented in session 11. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const WHELP = "ds1_whelptoken"; // a 1/1 Dragon

describe("Mean Streets of Gadgetzan (lead, session 11)", () => {
  describeCard("CFM_328", () => {
    cardCase("CFM_328", {
      does: "with a 6-Health minion: draws two",
      p1: { hand: [{ card: "CFM_328", ref: "F" }], board: [{ card: "CS2_186" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.hand.length": 2 },
    });
    cardCase("CFM_328", {
      does: "a 5-Health minion is not enough",
      p1: { hand: [{ card: "CFM_328", ref: "F" }], board: [{ card: YETI }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.hand.length": 0 },
    });
  });
  describeCard("CFM_617", () => {
    cardCase("CFM_617", {
      does: "with a 5-Attack minion: +2/+2",
      p1: { hand: [{ card: "CFM_617", ref: "C" }], board: [{ card: "CS2_186" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "C.attack": 5, "C.health": 5 },
    });
    cardCase("CFM_617", {
      does: "a 4-Attack minion: nothing",
      p1: { hand: [{ card: "CFM_617", ref: "C" }], board: [{ card: YETI }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "C.attack": 3, "C.health": 3 },
    });
  });
  describeCard("CFM_660", () => {
    cardCase("CFM_660", {
      does: "a fresh copy of the chosen friendly minion into the deck",
      p1: { hand: [{ card: "CFM_660", ref: "M" }], board: [{ card: YETI, ref: "Y", tags: { DAMAGE: 2 } }] },
      actions: [{ type: "play", card: "M", target: "Y" }],
      expect: { "p1.deck": [YETI], "p1.deck.0.health": 5, "p1.board": [YETI, "CFM_660"] },
    });
  });
  describeCard("CFM_807", () => {
    cardCase("CFM_807", {
      does: "after you cast a spell, your used Hero Power can be used again",
      p1: { board: [{ card: "CFM_807" }], hand: [{ card: "CS2_029", ref: "F" }], hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } },
      actions: [{ type: "heroPower", target: "p2.hero" }, { type: "play", card: "F", target: "p2.hero" }, { type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 30 - 1 - 6 - 1 },
    });
  });
  describeCard("CFM_806", () => {
    cardCase("CFM_806", {
      does: "draws until it draws a card that isn't a Dragon",
      p1: { hand: [{ card: "CFM_806", ref: "W" }], deck: [{ card: WHELP }, { card: WHELP }, { card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.hand": [WHELP, WHELP, WISP], "p1.deck": [YETI] },
    });
    cardCase("CFM_806", {
      does: "an empty deck ends it",
      p1: { hand: [{ card: "CFM_806", ref: "W" }], deck: [{ card: WHELP }] },
      actions: [{ type: "play", card: "W" }],
      check: (r) => {
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WHELP]);
        expect(r.state.players[0].hero.health).toBe(29); // one Fatigue
      },
    });
  });
  describeCard("CFM_026", () => {
    cardCase("CFM_026", {
      does: "after the opponent plays a minion: +2/+2 to a minion in your hand",
      p1: { secrets: [{ card: "CFM_026" }], hand: [{ card: YETI, ref: "Y" }, { card: "CS2_029", ref: "F" }] },
      p2: { hand: [{ card: WISP, ref: "W" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "W" }],
      expect: { "Y.attack": 6, "Y.health": 7, "p1.secrets": [] },
    });
    cardCase("CFM_026", {
      does: "stays hidden while you hold no minion",
      p1: { secrets: [{ card: "CFM_026" }], hand: [{ card: "CS2_029" }] },
      p2: { hand: [{ card: WISP, ref: "W" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.secrets": ["CFM_026"] },
    });
  });
});
