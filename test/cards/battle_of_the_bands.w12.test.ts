/**
 * Behaviour tests of the BATTLE_OF_THE_BANDS cards added by w12/bands (definitions in sets/battle-of-the-bands.ts): the
 * Harmonic songs ("Swaps each turn", rules-notes 1260) and the other cards of session 12.
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1 (0)
const YETI = "CS2_182"; // 4/5 (4)
const RAPTOR = "CS2_172"; // 3/2 (2)
const AXE = "CS2_106"; // Fiery War Axe 3/2
const BUFF33 = "GIL_828e"; // +3/+3

/** "(Swaps each turn.)": at the start of its owner's turn, in hand, the card becomes its other printing, states kept. */
function swapCases(id: string): void {
  const other = `${id}t`;
  cardCase(id, {
    does: `at the start of your turn in hand it becomes ${other}, its buff kept; the opponent's turn start does not swap it`,
    state: { activePlayer: 2 },
    p1: { hand: [{ card: id, ref: "S", enchantments: [{ card: BUFF33 }] }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const s = r.state.players[0]!.hand.find((e) => e.ref === "S")!;
      expect(s.card).toBe(other);
      expect((s.enchantments ?? []).map((e) => e.card)).toContain(BUFF33);
    },
  });
  cardCase(id, {
    does: "held for two of your turns it is Harmonic again; on your opponent's turn it stays as it was",
    state: { activePlayer: 2 },
    p1: { hand: [{ card: id, ref: "S" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "S.card": id },
  });
  cardCase(id, {
    does: "in the deck it does not swap",
    state: { activePlayer: 2 },
    p1: { deck: [{ card: WISP }, { card: id, ref: "S" }, { card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "S.card": id, "S.zone": "deck" },
  });
}

describeCard("ETC_314", () => {
  swapCases("ETC_314");
  cardCase("ETC_314", {
    does: "Harmonic Pop: 3 damage to every minion, then a 6/6 Popstar for you",
    p1: { hand: [{ card: "ETC_314", ref: "P" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "Y.health": 2, "R.zone": "graveyard", "p1.board": [YETI, "ETC_314t2"], "p1.board.1.attack": 6, "p1.board.1.health": 6 },
  });
  cardCase("ETC_314", {
    does: "Dissonant Pop: 6 damage to every minion, then a 3/3 Popstar",
    p1: { hand: [{ card: "ETC_314t", ref: "P" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "Y.zone": "graveyard", "p1.board": ["ETC_314t2"], "p1.board.0.attack": 3, "p1.board.0.health": 3 },
  });
});

describeCard("ETC_379", () => {
  swapCases("ETC_379");
  cardCase("ETC_379", {
    does: "Harmonic Mood: your hero has +2 Attack this turn and 4 Armor; next turn the Attack is gone",
    p1: { hand: [{ card: "ETC_379", ref: "M" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hero.attack": 2, "p1.hero.armor": 4 },
  });
  cardCase("ETC_379", {
    does: "Dissonant Mood: +4 Attack this turn and 2 Armor, gone once the turn ends",
    p1: { hand: [{ card: "ETC_379t", ref: "M" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "M" }, { type: "endTurn" }],
    expect: { "p1.hero.attack": 0, "p1.hero.armor": 2 },
  });
  cardCase("ETC_379", {
    does: "Dissonant Mood: +4 Attack during the turn",
    p1: { hand: [{ card: "ETC_379t", ref: "M" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hero.attack": 4, "p1.hero.armor": 2 },
  });
});

describeCard("ETC_427", () => {
  swapCases("ETC_427");
  cardCase("ETC_427", {
    does: "Harmonic Metal: four different minions of your hand get +2/+2, the fifth and the spell nothing",
    p1: { hand: [{ card: "ETC_427", ref: "M" }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: "CS2_029" }] },
    actions: [{ type: "play", card: "M" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand.filter((e) => e.card === WISP && e.attack === 3 && e.health === 3)).toHaveLength(4);
      expect(hand.filter((e) => e.card === WISP && e.attack === 1)).toHaveLength(1);
    },
  });
  cardCase("ETC_427", {
    does: "Dissonant Metal: two different minions of your hand get +4/+4",
    p1: { hand: [{ card: "ETC_427t", ref: "M" }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "M" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand.filter((e) => e.attack === 5 && e.health === 5)).toHaveLength(2);
      expect(hand.filter((e) => e.attack === 1)).toHaveLength(1);
    },
  });
});

describeCard("ETC_506", () => {
  swapCases("ETC_506");
  for (const [id, cost, plus] of [["ETC_506", 5, 1], ["ETC_506t", 1, 5]] as const) {
    cardCase("ETC_506", {
      does: `${id}: the Discovered ${cost}-Cost minion is summoned with +${plus}/+${plus}`,
      p1: { hand: [{ card: id, ref: "D" }] },
      actions: [{ type: "play", card: id === "ETC_506" ? "D" : "D" }],
      choices: [0],
      check: (r) => {
        const board = r.state.players[0]!.board;
        expect(board).toHaveLength(1);
        const f = findCard(board[0]!.card)!;
        expect(f.cost).toBe(cost);
        expect(board[0]!.attack).toBe((f.attack ?? 0) + plus);
        expect(board[0]!.health).toBe((f.health ?? 0) + plus);
        expect(r.state.players[0]!.hand).toHaveLength(0);
      },
    });
  }
});

describeCard("ETC_717", () => {
  swapCases("ETC_717");
  cardCase("ETC_717", {
    does: "Harmonic Hip Hop: 1 damage to the target, your weapon +3 Attack",
    p1: { hand: [{ card: "ETC_717", ref: "H" }], weapon: { card: AXE, ref: "W" } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "H", target: "Y" }],
    expect: { "Y.health": 4, "W.attack": 6 },
  });
  cardCase("ETC_717", {
    does: "Dissonant Hip Hop: 3 damage, your weapon +1 Attack",
    p1: { hand: [{ card: "ETC_717t", ref: "H" }], weapon: { card: AXE, ref: "W" } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "H", target: "Y" }],
    expect: { "Y.health": 2, "W.attack": 4 },
  });
  cardCase("ETC_717", {
    does: "without a weapon only the damage",
    p1: { hand: [{ card: "ETC_717", ref: "H" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "H", target: "Y" }],
    expect: { "Y.health": 4, "p1.weapon": null },
  });
});
