/** Forged in the Barrens (THE_BARRENS): cards of session 13 (w13/storm; rules-notes 1520-1539). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const MAGE = { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } };

describeCard("BAR_546", () => {
  cardCase("BAR_546", {
    does: "your Hero Power deals 1 more: Fireblast 2",
    p1: { ...MAGE, hand: [{ card: "BAR_546", ref: "W" }] },
    actions: [{ type: "play", card: "W" }, { type: "heroPower", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("BAR_546", {
    does: "for the rest of the game, and two add 2: Fireblast 3 on a later turn",
    p1: { ...MAGE, hand: [{ card: "BAR_546", ref: "W" }, { card: "BAR_546", ref: "X" }], deck: [{ card: "CS2_231" }] },
    p2: { deck: [{ card: "CS2_231" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "X" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower", target: "p2.hero" }],
    expect: { "p2.hero.health": 27 },
  });
  cardCase("BAR_546", {
    does: "only your Hero Power: the opponent's Fireblast still deals 1",
    p1: { ...MAGE, hand: [{ card: "BAR_546", ref: "W" }] },
    p2: { ...MAGE, deck: [{ card: "CS2_231" }] },
    actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "heroPower", target: "p1.hero" }],
    expect: { "p1.hero.health": 29 },
  });
});

const YETI = "CS2_182";
const WISP = "CS2_231";

describeCard("BAR_848", () => {
  cardCase("BAR_848", {
    does: "an Elemental played last turn: the enemy Yeti becomes a 0/1 Taunt Frog",
    p1: { hand: [{ card: "BAR_848", ref: "L" }], playedLastTurn: ["CS2_042"], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 1 } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "L", target: "Y" }],
    expect: { "p2.board": ["hexfrog"], "Y.attack": 0, "Y.health": 1, "Y.seen.TAUNT": 1 },
  });
  cardCase("BAR_848", {
    does: "no Elemental last turn: it takes no target",
    p1: { hand: [{ card: "BAR_848", ref: "L" }], playedLastTurn: ["CS2_182"], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 1 } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "L", target: "Y" }],
    error: "illegal_action",
  });
});

describeCard("WC_020", () => {
  cardCase("WC_020", {
    does: "each kill recasts it: both Wisps die, the third cast finds no minion; Overload 3 (each cast gains it)",
    p1: { hand: [{ card: "WC_020", ref: "F" }] },
    p2: { board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "A.zone": "graveyard", "B.zone": "graveyard", "p1.mana.overloadOwed": 3 },
  });
  cardCase("WC_020", {
    does: "a survivor stops it: the Yeti takes 3, once",
    p1: { hand: [{ card: "WC_020", ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "Y.health": 2, "p1.mana.overloadOwed": 1 },
  });
});

describeCard("BAR_854", () => {
  cardCase("BAR_854", {
    does: "the next Elemental costs (1) less: Fire Elemental 5, a Yeti still 4; the second Elemental full price",
    p1: { hand: [{ card: "BAR_854", ref: "K" }, { card: "CS2_042", ref: "F" }, { card: "CS2_042", ref: "G" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "K" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.mana.used": 1 + 5, "G.cost": 6, "Y.cost": 4 },
  });
  cardCase("BAR_854", {
    does: "a minion of another type does not use it up",
    p1: { hand: [{ card: "BAR_854", ref: "K" }, { card: WISP, ref: "W" }, { card: "CS2_042", ref: "F" }] },
    actions: [{ type: "play", card: "K" }, { type: "play", card: "W" }],
    expect: { "F.cost": 5 },
  });
});

const CROC = "CS2_120"; // 2/3 Beast

describeCard("BAR_037", () => {
  cardCase("BAR_037", {
    does: "the Beast drawn and every copy of it (in the deck, in play) get +2/+1; the Yeti not",
    p1: { hand: [{ card: "BAR_037", ref: "W" }], board: [{ card: CROC, ref: "P" }],
      deck: [{ card: CROC, ref: "A" }, { card: CROC, ref: "B" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "W" }],
    check: (r) => {
      const p = r.state.players[0];
      expect(p.hand.length).toBe(1);
      const drawn = p.hand[0]!;
      expect(drawn.card).toBe(CROC);
      const crocs = [drawn, ...p.deck.filter((e) => e.card === CROC), ...p.board.filter((e) => e.card === CROC)];
      expect(crocs.map((e) => [e.attack, e.health])).toEqual([[4, 4], [4, 4], [4, 4]]);
      expect(p.deck.find((e) => e.card === YETI)!.attack).toBe(4);
    },
  });
  cardCase("BAR_037", {
    does: "no Beast in the deck: nothing",
    p1: { hand: [{ card: "BAR_037", ref: "W" }], board: [{ card: CROC, ref: "P" }], deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.hand": [], "P.attack": 2 },
  });
});
