/** Behaviour tests of Saviors of Uldum (ULDUM) cards. Secrets are owned by player 1 and tested on player 2's turn. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";
const WISP = "CS2_231";
const MOONFIRE = "CS2_008";
const OPPONENTS_TURN = { activePlayer: 2 };

describe("Saviors of Uldum", () => {
  describeCard("ULD_152", () => {
    cardCase("ULD_152", {
      does: "after the opponent casts a spell, one of the opponent's minions is destroyed (after the spell resolved); yours are untouched",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: YETI, ref: "F" }], secrets: [{ card: "ULD_152", ref: "PP" }] },
      p2: { board: [{ card: YETI, ref: "E1" }, { card: YETI, ref: "E2" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "F" }],
      expect: { "PP.zone": "graveyard", "F.zone": "board", "F.health": 4, "p2.board.length": 1, "events.destroy": 1 },
    });
    cardCase("ULD_152", {
      does: "a spell that kills the opponent's only minion leaves it nothing to destroy: it stays hidden",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "ULD_152", ref: "PP" }] },
      p2: { board: [{ card: WISP, ref: "E" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "E" }],
      expect: { "PP.zone": "secrets", "E.zone": "graveyard" },
    });
    cardCase("ULD_152", {
      does: "a minion played does not set it off",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "ULD_152", ref: "PP" }] },
      p2: { board: [{ card: YETI, ref: "E" }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "PP.zone": "secrets", "p2.board": [YETI, WISP] },
    });
    cardCase("ULD_152", {
      does: "your own spell on your turn does not set it off",
      p1: { secrets: [{ card: "ULD_152", ref: "PP" }], board: [{ card: YETI, ref: "F" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "PP.zone": "secrets", "E.zone": "board", "F.zone": "board" },
    });
  });
});
