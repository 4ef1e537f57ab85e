/** Caverns of Time (w14/titans): "You can't be Overloaded this turn", a Choose One state, a look at the opponent's hand. */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const BOLT = "EX1_238"; // Lightning Bolt: 3 damage, Overload (1)

describeCard("WON_090", () => {
  cardCase("WON_090", {
    does: "draws the Overload card, and Overload played this turn is not gained",
    p1: { hand: [{ card: "WON_090", ref: "P" }], deck: [{ card: BOLT, ref: "B" }, { card: WISP }, { card: YETI }] },
    actions: [{ type: "play", card: "P" }, { type: "play", card: "B", target: "p2.hero" }],
    expect: { "B.zone": "graveyard", "p2.hero.health": 27, "p1.mana.overloadOwed": 0, "p1.hand.length": 0 },
  });
  cardCase("WON_090", {
    does: "the state lasts this turn only: next turn Overload counts again",
    p1: { hand: [{ card: "WON_090", ref: "P" }, { card: BOLT, ref: "B" }] },
    actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "B", target: "p2.hero" }],
    expect: { "p1.mana.overloadOwed": 1 },
  });
  cardCase("WON_090", {
    does: "no overload event: Tunnel Trogg gains nothing",
    p1: { board: [{ card: "LOE_018", ref: "T" }], hand: [{ card: "WON_090", ref: "P" }, { card: BOLT, ref: "B" }] },
    actions: [{ type: "play", card: "P" }, { type: "play", card: "B", target: "p2.hero" }],
    expect: { "T.attack": 1, "p1.mana.overloadOwed": 0 },
  });
});

const WILD = "EX1_160"; // Power of the Wild: Choose One - Give your minions +1/+1; or Summon a 3/2 Panther

describeCard("WON_015", () => {
  cardCase("WON_015", {
    does: "the next Choose One card this turn has both effects; the one after asks again",
    p1: { board: [{ card: "WON_015", ref: "L" }, { card: WISP, ref: "W" }], hand: [{ card: WILD, ref: "A" }, { card: WILD, ref: "B" }] },
    actions: [{ type: "useLocation", card: "L" }, { type: "play", card: "A" }, { type: "play", card: "B", choose: 1 }],
    expect: { "W.attack": 3, "p1.board": ["WON_015", WISP, "EX1_160t"], "p1.board.2.attack": 4 },
  });
  cardCase("WON_015", {
    does: "this turn only: next turn a Choose One card asks again",
    p1: { board: [{ card: "WON_015", ref: "L" }, { card: WISP, ref: "W" }], hand: [{ card: WILD, ref: "A" }] },
    actions: [{ type: "useLocation", card: "L" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "A", choose: 2 }],
    expect: { "W.attack": 1, "p1.board": ["WON_015", WISP, "EX1_160t"] },
  });
});

describeCard("WON_078", () => {
  cardCase("WON_078", {
    does: "the picked one of three cards of the opponent's hand goes into their deck; a 1/1 Jade Golem comes",
    choices: [2],
    p1: { hand: [{ card: "WON_078", ref: "J" }] },
    p2: { hand: [{ card: YETI }, { card: WISP }, { card: BOLT }, { card: "CS2_023" }] },
    actions: [{ type: "play", card: "J" }],
    check: (r) => {
      const looked = r.random.filter((d) => d.purpose === "random target").map((d) => (d.chosen as { id: number }).id);
      expect(new Set(looked).size).toBe(3);
      expect(r.state.players[1].hand).toHaveLength(3);
      expect(r.state.players[1].deck.map((c) => c.id)).toEqual([looked[2]]);
      expect(r.state.players[0].board.map((m) => [m.card, m.attack, m.health])).toEqual([["CFM_712_t01", 1, 1]]);
    },
  });
  cardCase("WON_078", {
    does: "an empty enemy hand: nothing shuffled, the Golem still comes (the second one is 2/2)",
    p1: { hand: [{ card: "WON_078", ref: "J" }], tags: { JADE_GOLEM: 1 } },
    actions: [{ type: "play", card: "J" }],
    expect: { "p2.deck": [], "p1.board": ["CFM_712_t02"], "p1.board.0.attack": 2 },
  });
});

describeCard("WON_051", () => {
  cardCase("WON_051", {
    does: "four minions in hand: +4/+4, +3/+3, +2/+2 and +1/+1, one each; spells untouched",
    p1: { hand: [{ card: "WON_051", ref: "T" }, { card: WISP }, { card: WISP }, { card: "CS2_023", ref: "A" }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "T" }],
    check: (r) => {
      const hand = r.state.players[0].hand;
      const gains = hand.filter((c) => c.card === WISP).map((c) => (c.attack ?? 1) - 1).sort();
      expect(gains).toEqual([1, 2, 3, 4]);
      expect(hand.filter((c) => c.card === WISP).map((c) => (c.health ?? 1) - 1).sort()).toEqual([1, 2, 3, 4]);
    },
  });
  cardCase("WON_051", {
    does: "two minions: they get +4/+4 and +3/+3",
    p1: { hand: [{ card: "WON_051", ref: "T" }, { card: WISP }, { card: YETI }] },
    actions: [{ type: "play", card: "T" }],
    check: (r) => {
      const hand = r.state.players[0].hand;
      const gains = hand.map((c) => (c.attack ?? 0) - (c.card === WISP ? 1 : 4)).sort();
      expect(gains).toEqual([3, 4]);
    },
  });
  cardCase("WON_051", {
    does: "a minion blessed by an earlier Timeless Blessing can be picked again",
    p1: { hand: [{ card: "WON_051", ref: "T" }, { card: "WON_051", ref: "U" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "T" }, { type: "play", card: "U" }],
    expect: { "W.attack": 9, "W.health": 9 },
  });
});
