/**
 * Showdown in the Badlands. Quickdraw (快枪): a card that entered its owner's hand this turn carries ENTERED_HAND_THIS_TURN
 * (a snapshot gives it in the card's `tags`; drawing it in the test does too), cleared for every card in a hand as the turn passes.
 */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const FRESH = { ENTERED_HAND_THIS_TURN: 1 };

describe("Showdown in the Badlands: Quickdraw", () => {
  describeCard("WW_325", () => {
    cardCase("WW_325", {
      does: "held since an earlier turn: costs 3; 4 damage to the minion and its Lifesteal heals your hero",
      p1: { hand: [{ card: "WW_325", ref: "D" }], hero: { card: "HERO_02", health: 20 } },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      expect: { "Y.health": 1, "p1.hero.health": 24, "p1.mana.used": 3 },
    });
    cardCase("WW_325", {
      does: "drawn this turn (Quickdraw): it costs (1)",
      p1: { deck: [{ card: "WW_325", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "draw", player: 1 }, { type: "play", card: "D", target: "Y" }],
      expect: { "Y.health": 1, "p1.mana.used": 1 },
    });
    cardCase("WW_325", {
      does: "drawn on the opponent's turn, it costs 3 again on yours (the turn it entered is over)",
      p1: { deck: [{ card: "WW_325", ref: "D" }, { card: WISP, ref: "W" }] },
      p2: { deck: [{ card: WISP }] },
      state: { activePlayer: 2 },
      actions: [{ type: "draw", player: 1 }, { type: "endTurn" }],
      expect: { "D.cost": 3, "W.zone": "hand" },
    });
  });
  describeCard("WW_365", () => {
    cardCase("WW_365", {
      does: "the minion becomes 1/1; without Quickdraw, no damage",
      p1: { hand: [{ card: "WW_365", ref: "L" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "L", target: "Y" }],
      expect: { "Y.attack": 1, "Y.health": 1, "Y.zone": "board" },
    });
    cardCase("WW_365", {
      does: "Quickdraw (it came to hand this turn): then 1 damage to it — it dies",
      p1: { hand: [{ card: "WW_365", ref: "L", tags: FRESH }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "L", target: "Y" }],
      expect: { "Y.zone": "graveyard", "events.damage": 1 },
    });
  });
  describeCard("WW_823", () => {
    cardCase("WW_823", {
      does: "restores 7 Health; without Quickdraw no Mana back",
      p1: { hand: [{ card: "WW_823", ref: "R" }], hero: { card: "HERO_06", health: 20 }, mana: { crystals: 10, used: 5, temp: 0, overloadOwed: 0, overloadLocked: 0, maxCrystals: 10 } },
      actions: [{ type: "play", card: "R", target: "p1.hero" }],
      expect: { "p1.hero.health": 27, "p1.mana.used": 7 },
    });
    cardCase("WW_823", {
      does: "Quickdraw: 2 spent Mana Crystals refreshed after it",
      p1: { hand: [{ card: "WW_823", ref: "R", tags: FRESH }], hero: { card: "HERO_06", health: 20 }, mana: { crystals: 10, used: 5, temp: 0, overloadOwed: 0, overloadLocked: 0, maxCrystals: 10 } },
      actions: [{ type: "play", card: "R", target: "p1.hero" }],
      expect: { "p1.hero.health": 27, "p1.mana.used": 5 },
    });
  });
  describeCard("WW_358", () => {
    cardCase("WW_358", {
      does: "Battlecry: Discover an Undead, at its usual cost",
      p1: { hand: [{ card: "WW_358", ref: "F" }], hero: { card: "HERO_11" } },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        const got = r.state.players[0].hand[0]!;
        expect(factsById(got.card)!.races).toEqual(expect.arrayContaining([expect.stringMatching(/^(UNDEAD|ALL)$/)]));
        expect(got.cost).toBe(factsById(got.card)!.cost);
        expect(got.enchantments).toBeUndefined();
      },
    });
    cardCase("WW_358", {
      does: "Quickdraw: the discovered Undead costs (2) less (WW_358e)",
      p1: { hand: [{ card: "WW_358", ref: "F", tags: FRESH }], hero: { card: "HERO_11" } },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        const got = r.state.players[0].hand[0]!;
        expect(factsById(got.card)!.races).toEqual(expect.arrayContaining([expect.stringMatching(/^(UNDEAD|ALL)$/)]));
        expect(got.cost).toBe(Math.max(0, factsById(got.card)!.cost - 2));
        expect(got.enchantments?.map((e) => e.card)).toEqual(["WW_358e"]);
      },
    });
  });
  describeCard("WW_411", () => {
    cardCase("WW_411", {
      does: "Discover a Quickdraw card of another class than yours (a Rogue's: never a Rogue card)",
      p1: { hand: [{ card: "WW_411", ref: "S" }], hero: { card: "HERO_03" } },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.length).toBe(1);
        const f = factsById(hand[0]!.card)!;
        expect(f.mechanics).toContain("QUICKDRAW");
        expect(f.cardClass).not.toBe("ROGUE");
        expect(f.cardClass).not.toBe("NEUTRAL");
      },
    });
  });
});
