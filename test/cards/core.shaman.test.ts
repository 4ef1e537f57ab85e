/** Behaviour tests of the Core Shaman cards whose canonical printing is in Core. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231";
const SHAMAN = { card: "HERO_02" };
const facts = (id: string) => factsById(id)!;
const FIRE_FLY = "UNG_809"; // an Elemental with a Battlecry (adds a 1/2 Elemental)

describe("Core Shaman", () => {
  describeCard("CORE_GIL_836", () => {
    cardCase("CORE_GIL_836", {
      does: "Discover a Battlecry minion of your class or neutral; it costs (1) less",
      choices: [1],
      p1: { hero: SHAMAN, hand: [{ card: "CORE_GIL_836", ref: "BI" }] },
      actions: [{ type: "play", card: "BI" }],
      check: (r) => {
        const options = events(r, "discover")[0]!.options as string[];
        expect(options).toHaveLength(3);
        for (const id of options) {
          expect(facts(id).type).toBe("MINION");
          expect(facts(id).mechanics).toContain("BATTLECRY");
          expect(["SHAMAN", "NEUTRAL"]).toContain(facts(id).cardClass);
        }
        const hand = r.state.players[0].hand;
        expect(hand.map((c) => c.card)).toEqual([options[1]]);
        expect(hand[0]!.cost).toBe(Math.max(0, facts(options[1]!).cost - 1));
        expect(r.state.players[1].hand).toHaveLength(0);
      },
    });
  });

  describeCard("CORE_CFM_061", () => {
    cardCase("CORE_CFM_061", {
      does: "Battlecry: restore 6 Health to the chosen character; Overload (1)",
      p1: { hero: { card: "HERO_02", health: 20 }, hand: [{ card: "CORE_CFM_061", ref: "JW" }] },
      actions: [{ type: "play", card: "JW", target: "p1.hero" }],
      expect: { "p1.hero.health": 26, "p1.mana.overloadOwed": 1, "p1.board": ["CORE_CFM_061"] },
    });
    cardCase("CORE_CFM_061", {
      does: "heals a damaged enemy minion as well",
      p1: { hand: [{ card: "CORE_CFM_061", ref: "JW" }] },
      p2: { board: [{ card: "CS2_186", ref: "G", health: 1 }] },
      actions: [{ type: "play", card: "JW", target: "G" }],
      expect: { "G.health": 7, "events.heal": 1 },
    });
    cardCase("CORE_CFM_061", {
      does: "a character is always there to choose (the heroes): played without a target it is refused",
      p1: { hand: [{ card: "CORE_CFM_061", ref: "JW" }] },
      actions: [{ type: "play", card: "JW" }],
      error: "illegal_action",
    });
  });

  describeCard("CORE_BT_115", () => {
    cardCase("CORE_BT_115", {
      does: "Battlecry: with a spell cast on your last turn, Discover a spell",
      choices: [0],
      p1: { hero: SHAMAN, tags: { NUM_SPELLS_PLAYED_LAST_TURN: 1 }, hand: [{ card: "CORE_BT_115", ref: "MS" }] },
      actions: [{ type: "play", card: "MS" }],
      check: (r) => {
        const options = events(r, "discover")[0]!.options as string[];
        for (const id of options) {
          expect(facts(id).type).toBe("SPELL");
          expect(["SHAMAN", "NEUTRAL"]).toContain(facts(id).cardClass);
        }
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([options[0]]);
      },
    });
    cardCase("CORE_BT_115", {
      does: "no spell last turn: nothing, even with a spell cast earlier this turn",
      p1: { hero: SHAMAN, hand: [{ card: "CS2_029", ref: "FB" }, { card: "CORE_BT_115", ref: "MS" }] },
      actions: [{ type: "play", card: "FB", target: "p2.hero" }, { type: "play", card: "MS" }],
      expect: { "events.discover": 0, "p1.hand.length": 0 },
    });
    cardCase("CORE_BT_115", {
      does: "a spell cast on your previous turn counts on your next one (the opponent's spells do not)",
      choices: [0],
      p1: { hero: SHAMAN, hand: [{ card: "CS2_029", ref: "FB" }, { card: "CORE_BT_115", ref: "MS" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "FB", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "MS" }],
      expect: { "events.discover": 1, "p1.hand.length": 2 },
    });
    cardCase("CORE_BT_115", {
      does: "a spell two turns ago does not count",
      p1: { hero: SHAMAN, hand: [{ card: "CS2_029", ref: "FB" }, { card: "CORE_BT_115", ref: "MS" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "FB", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "MS" }],
      expect: { "events.discover": 0 },
    });
  });

  for (const seed of [1, 2, 3]) {
    cardCase("CORE_BOT_533", {
      does: `Battlecry: a random Elemental to your hand (seed ${seed})`,
      seed,
      p1: { hand: [{ card: "CORE_BOT_533", ref: "MN" }] },
      actions: [{ type: "play", card: "MN" }],
      check: (r) => {
        const hand = r.state.players[0].hand.map((c) => c.card);
        expect(hand).toHaveLength(1);
        expect(facts(hand[0]!).type).toBe("MINION");
        expect(facts(hand[0]!).races.some((x) => x === "ELEMENTAL" || x === "ALL")).toBe(true);
        expect(r.state.players[1].hand).toHaveLength(0);
      },
    });
  }

  describeCard("CORE_BOT_451", () => {
    cardCase("CORE_BOT_451", {
      does: "two 1/1 Sparks with Rush; Overload (1)",
      p1: { hand: [{ card: "CORE_BOT_451", ref: "VB" }] },
      actions: [{ type: "play", card: "VB" }],
      expect: { "p1.board": ["BOT_102t", "BOT_102t"], "p1.board.0.seen.RUSH": 1, "p1.board.1.attack": 1, "p1.board.1.health": 1, "p1.mana.overloadOwed": 1, "p2.board.length": 0 },
    });
    cardCase("CORE_BOT_451", {
      does: "a Spark can attack a minion at once (Rush)",
      p1: { hand: [{ card: "CORE_BOT_451", ref: "VB" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "play", card: "VB" }, { type: "attack", attacker: "p1.board.0", defender: "E" }],
      expect: { "E.zone": "graveyard" },
    });
    cardCase("CORE_BOT_451", {
      does: "with your board full it can't be played",
      p1: { board: Array.from({ length: 7 }, () => ({ card: WISP })), hand: [{ card: "CORE_BOT_451", ref: "VB" }] },
      actions: [{ type: "play", card: "VB" }],
      error: "illegal_action",
    });
  });

  describeCard("CORE_WC_042", () => {
    cardCase("CORE_WC_042", {
      does: "after you play an Elemental it gains +1 Attack; a non-Elemental gives nothing",
      p1: { board: [{ card: "CORE_WC_042", ref: "WV" }], hand: [{ card: FIRE_FLY, ref: "FF" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "FF" }, { type: "play", card: "W" }],
      expect: { "WV.attack": 2, "WV.health": 3, "WV.enchantments.0.card": "WC_042e" },
    });
    cardCase("CORE_WC_042", {
      does: "playing another Wailing Vapor (an Elemental) counts; the one played does not grow itself",
      p1: { board: [{ card: "CORE_WC_042", ref: "WV" }], hand: [{ card: "CORE_WC_042", ref: "WV2" }] },
      actions: [{ type: "play", card: "WV2" }],
      expect: { "WV.attack": 2, "WV2.attack": 1 },
    });
    cardCase("CORE_WC_042", {
      does: "the opponent's Elementals give nothing",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "CORE_WC_042", ref: "WV" }] },
      p2: { hand: [{ card: FIRE_FLY, ref: "FF" }] },
      actions: [{ type: "play", card: "FF" }],
      expect: { "WV.attack": 1 },
    });
  });
});

// Krag'wa, the Frog: "Battlecry: Return all spells you played last turn to your hand."
const KRAGWA = "CORE_TRL_345";
const deckOf = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));
cardCase("CORE_TRL_345", {
  does: "new copies of the spells played on your previous turn, in order; not the minion played then, not the opponent's spell",
  p1: { hero: SHAMAN, hand: [{ card: "CS2_008", ref: "M" }, { card: WISP, ref: "W" }, { card: "CS2_029", ref: "F" }, { card: KRAGWA, ref: "K" }], deck: deckOf(3) },
  p2: { hand: [{ card: "CS2_008", ref: "EM" }], deck: deckOf(3) },
  actions: [
    { type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "W" }, { type: "play", card: "F", target: "p2.hero" }, { type: "endTurn" },
    { type: "play", card: "EM", target: "p1.hero" }, { type: "endTurn" },
    { type: "play", card: "K" },
  ],
  expect: { "M.zone": "graveyard", "F.zone": "graveyard", "p1.hand.length": 3 },
  check: (r) => {
    const hand = r.state.players[0].hand.map((c) => c.card);
    expect(hand).toEqual([WISP, "CS2_008", "CS2_029"]); // the Wisp drawn this turn, then the two spells in the order played
    expect(r.state.players[0].playedLastTurn).toEqual(["CS2_008", WISP, "CS2_029"]);
    expect(r.state.players[0].playedThisTurn).toEqual([KRAGWA]);
  },
});
cardCase("CORE_TRL_345", {
  does: "the spells of this turn are not last turn's; with none played last turn nothing comes back",
  p1: { hero: SHAMAN, hand: [{ card: "CS2_008", ref: "M" }, { card: KRAGWA, ref: "K" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "K" }],
  expect: { "p1.hand.length": 0, "p2.hero.health": 29 },
});
cardCase("CORE_TRL_345", {
  does: "reads the snapshot's playedLastTurn: each spell played comes back, twice if played twice",
  p1: { hero: SHAMAN, hand: [{ card: KRAGWA, ref: "K" }], playedLastTurn: ["CS2_029", "CS2_182", "CS2_029", "CS2_008"] },
  actions: [{ type: "play", card: "K" }],
  check: (r) => expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_029", "CS2_029", "CS2_008"]),
});
cardCase("CORE_TRL_345", {
  does: "a countered spell is treated as never played (反制和失效): only the spell that resolved comes back",
  p1: { hero: SHAMAN, hand: [{ card: "CS2_008", ref: "M" }, { card: "CS2_024", ref: "B" }, { card: KRAGWA, ref: "K" }], deck: deckOf(3) },
  p2: { secrets: [{ card: "EX1_287", ref: "CS" }], deck: deckOf(3) },
  actions: [
    { type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" },
    { type: "play", card: "K" },
  ],
  expect: { "CS.zone": "graveyard", "p2.hero.health": 27 },
  check: (r) => expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WISP, "CS2_024"]),
});
cardCase("CORE_TRL_345", {
  does: "a client card can copy the cards of a type played this turn (addCard played)",
  cards: [{ id: "MY_ECHO", type: "SPELL", cost: 0, spell: [{ type: "addCard", played: { turn: "this", type: "MINION" } }] }],
  p1: { hand: [{ card: WISP, ref: "W" }, { card: "CS2_008", ref: "M" }, { card: "MY_ECHO", ref: "E" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "E" }],
  check: (r) => expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WISP]),
});
