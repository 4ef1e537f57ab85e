/** The Boomsday Project (w13/titans). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1, 0
const WAR_GOLEM = "CS2_186"; // 7/7
const FIREBALL = "CS2_029"; // 4: 6 damage
const FLAMESTRIKE = "CS2_032"; // 7: 5 damage to all enemy minions
const CAIRNE = "EX1_110"; // 6, Deathrattle: Baine Bloodhoof

describeCard("BOT_438", () => {
  cardCase("BOT_438", {
    does: "your minions get \"Deathrattle: Add a random Mech to your hand\"",
    p1: { hand: [{ card: "BOT_438", ref: "C" }], board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "play", card: "C" }, { type: "destroy", target: "W" }, { type: "destroy", target: "E" }],
    expect: { "p1.hand.length": 1, "p2.hand.length": 0, "Y.enchantments.0.card": "BOT_438e" },
    check: (r) => {
      const got = findCard(r.state.players[0]!.hand[0]!.card)!;
      expect(got.type).toBe("MINION");
      expect(got.races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/MECHANICAL|ALL/)]));
    },
  });
});

describeCard("BOT_444", () => {
  cardCase("BOT_444", {
    does: "each minion that dies this turn refreshes a Mana Crystal",
    p1: { hand: [{ card: "BOT_444", ref: "G" }, { card: FLAMESTRIKE, ref: "F" }] },
    p2: { board: [{ card: WISP }, { card: WISP }, { card: YETI }] },
    actions: [{ type: "play", card: "G" }, { type: "play", card: "F" }],
    expect: { "p1.mana.used": 5, "p2.board": [] },
  });
  cardCase("BOT_444", {
    does: "not on a later turn",
    p1: { hand: [{ card: "BOT_444", ref: "G" }], deck: [{ card: WISP }], board: [{ card: WISP, ref: "W" }] },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "W" }],
    expect: { "W.zone": "graveyard", "p1.mana.used": 1 },
  });
});

describeCard("BOT_552", () => {
  cardCase("BOT_552", {
    does: "with 3 minions of 7 Health (itself included): 7 damage to all enemies",
    p1: { hand: [{ card: "BOT_552", ref: "S" }], board: [{ card: WAR_GOLEM }, { card: WAR_GOLEM }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p2.hero.health": 23, "Y.zone": "graveyard", "p1.hero.health": 30 },
  });
  cardCase("BOT_552", {
    does: "a minion with 8 Health does not count",
    p1: { hand: [{ card: "BOT_552", ref: "S" }], board: [{ card: WAR_GOLEM }, { card: WAR_GOLEM, health: 8 }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p2.hero.health": 30, "Y.zone": "board" },
  });
});

describeCard("BOT_436", () => {
  cardCase("BOT_436", {
    does: "draws a minion and a spell and swaps their Costs",
    p1: { hand: [{ card: "BOT_436", ref: "L" }], deck: [{ card: WISP, ref: "W" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "L" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.mana.used": 4, "W.zone": "hand", "p2.hero.health": 24 },
  });
  cardCase("BOT_436", {
    does: "the minion now costs the spell's 4",
    p1: { hand: [{ card: "BOT_436", ref: "L" }], deck: [{ card: WISP, ref: "W" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "L" }, { type: "play", card: "W" }],
    expect: { "p1.mana.used": 8, "W.zone": "board" },
  });
  cardCase("BOT_436", {
    does: "no spell in the deck: the minion is drawn, its Cost kept",
    p1: { hand: [{ card: "BOT_436", ref: "L" }], deck: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "L" }, { type: "play", card: "Y" }],
    expect: { "p1.mana.used": 8, "Y.zone": "board" },
  });
});

describeCard("BOT_566", () => {
  cardCase("BOT_566", {
    does: "Deathrattle minions cost (3) less",
    p1: { board: [{ card: "BOT_566" }], hand: [{ card: CAIRNE, ref: "C" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "Y" }],
    expect: { "p1.mana.used": 7 },
  });
  cardCase("BOT_566", {
    does: "the Deathrattle minion played dies at the end of the turn (its Deathrattle resolves); others stay",
    p1: { board: [{ card: "BOT_566" }], hand: [{ card: CAIRNE, ref: "C" }, { card: YETI, ref: "Y" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "Y" }, { type: "endTurn" }],
    expect: { "C.zone": "graveyard", "p1.board": ["BOT_566", "EX1_110t", YETI] },
  });
});

describeCard("BOT_555", () => {
  cardCase("BOT_555", {
    does: "after the opponent plays a minion it becomes a copy of it",
    p1: { board: [{ card: "BOT_555", ref: "C" }], deck: [{ card: WISP }] },
    p2: { hand: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "play", card: "Y" }],
    expect: { "p1.board": [YETI], "p1.board.0.attack": 4, "p2.board": [YETI] },
  });
  cardCase("BOT_555", {
    does: "your own minions do not count",
    p1: { board: [{ card: "BOT_555", ref: "C" }], hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "p1.board": ["BOT_555", YETI] },
  });
});

describeCard("BOT_406", () => {
  cardCase("BOT_406", {
    does: "after your hero attacks a minion, it attacks one of its neighbours",
    p1: { weapon: { card: "BOT_406" } },
    p2: { board: [{ card: WISP, ref: "A" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "B" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
    expect: { "Y.health": 3, "p2.board.length": 2, "p1.hero.health": 26 },
    check: (r) => expect(r.random.some((d) => (d.candidates?.length ?? 0) === 2)).toBe(true),
  });
  cardCase("BOT_406", {
    does: "a minion the attack killed attacks no one",
    p1: { weapon: { card: "BOT_406" } },
    p2: { board: [{ card: YETI, ref: "A" }, { card: WISP, ref: "W" }, { card: YETI, ref: "B" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "W" }],
    expect: { "A.health": 5, "B.health": 5, "W.zone": "graveyard" },
  });
});

describeCard("BOT_573", () => {
  cardCase("BOT_573", {
    does: "draws different Secrets: one of each name, nothing else",
    p1: { hand: [{ card: "BOT_573", ref: "S" }], deck: [{ card: "EX1_287" }, { card: "EX1_287" }, { card: "EX1_294" }, { card: WISP }, { card: "CS2_031" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hand.length": 2, "p1.deck.length": 3 },
    check: (r) => expect(r.state.players[0]!.hand.map((c) => c.card).sort()).toEqual(["EX1_287", "EX1_294"]),
  });
});
