/** Behaviour tests of Descent of Dragons (DRAGONS) cards. */
import { describe, expect } from "vitest";
import { allFacts } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";
import { triggerOrder } from "../support/engine.js";

const facts = (id: string) => allFacts().find((f) => f.id === id)!;

const YETI = "CS2_182";
const WISP = "CS2_231";
const DECKHAND = "CS2_146"; // Southsea Deckhand, a 2/1 Pirate
const OPPONENTS_TURN = { activePlayer: 2 };
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

describe("Descent of Dragons", () => {
  describeCard("DRG_056", () => {
    cardCase("DRG_056", {
      does: "after you play a Pirate it is summoned from your hand, right of the Pirate (a summon, not a play)",
      p1: { hand: [{ card: DECKHAND, ref: "D" }, { card: "DRG_056", ref: "PB" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "PB.zone": "board", "p1.board": [DECKHAND, "DRG_056"], "p1.hand": [], "p1.mana.used": 1, "events.summon": 2 },
    });
    cardCase("DRG_056", {
      does: "3.2 例如: a hand trigger, after the field's (Risky Skipper) and before the deck's (Patches)",
      p1: { board: [{ card: "YOD_022", ref: "RS" }], hand: [{ card: "NEW1_027", ref: "SC" }, { card: "DRG_056", ref: "PB" }], deck: [{ card: "CFM_637", ref: "P" }] },
      actions: [{ type: "play", card: "SC" }],
      expect: { "PB.zone": "board", "P.zone": "board" },
      check: (r) => expect(triggerOrder(r, ["RS", "PB", "P"])).toEqual(["RS", "PB", "P"]),
    });
    cardCase("DRG_056", {
      does: "a minion that is no Pirate, a Pirate summoned, and the opponent's Pirate leave it in hand",
      p1: { hand: [{ card: YETI, ref: "Y" }, { card: "DRG_056", ref: "PB" }], deck: [{ card: WISP }] },
      p2: { hand: [{ card: DECKHAND, ref: "ED" }, { card: "DRG_056", ref: "EPB" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "Y" }, { type: "summon", card: DECKHAND, player: 1 }, { type: "endTurn" }, { type: "play", card: "ED" }],
      expect: { "PB.zone": "hand", "EPB.zone": "board", "p1.board": [YETI, DECKHAND] },
    });
    cardCase("DRG_056", {
      does: "in play it does nothing more; with a full board it stays in hand",
      p1: { board: [{ card: "DRG_056", ref: "ON" }, ...wisps(5)], hand: [{ card: DECKHAND, ref: "D" }, { card: "DRG_056", ref: "PB" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "PB.zone": "hand", "p1.board.length": 7 },
    });
  });

  describeCard("DRG_024", () => {
    cardCase("DRG_024", {
      does: "one random Pirate (a recorded pick among Pirate minions only) to your hand, none to the opponent's",
      p1: { hand: [{ card: "DRG_024", ref: "SR" }] },
      actions: [{ type: "play", card: "SR" }],
      check: (r) => {
        const pick = r.random.find((d) => d.purpose.includes("card"))!;
        for (const id of pick.candidates as string[]) {
          expect(facts(id).type).toBe("MINION");
          // An Amalgam (race ALL) is every minion type, so a random Pirate pool holds it too (rules/pools.ts).
          expect(facts(id).races.some((r: string) => r === "PIRATE" || r === "ALL")).toBe(true);
        }
        expect(pick.candidates).toContain(DECKHAND);
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([pick.chosen]);
        expect(r.state.players[1].hand).toHaveLength(0);
        expect(r.state.players[0].board.map((c) => c.card)).toEqual(["DRG_024"]);
      },
    });
    cardCase("DRG_024", {
      does: "summoned rather than played, it adds nothing",
      state: OPPONENTS_TURN,
      actions: [{ type: "summon", card: "DRG_024", player: 1 }],
      expect: { "p1.hand.length": 0, "p1.board": ["DRG_024"] },
    });
  });
});
