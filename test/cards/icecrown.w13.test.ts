/** Behaviour tests of Knights of the Frozen Throne cards implemented in session 13 (w13/old). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const AXE = "CS2_106"; // Fiery War Axe 3/2

describe("Knights of the Frozen Throne (w13/old)", () => {
  describeCard("ICC_240", () => {
    cardCase("ICC_240", {
      does: "on your turn your hero's attack costs the weapon no Durability",
      p1: { board: [{ card: "ICC_240", ref: "R" }], weapon: { card: AXE, ref: "A" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 27, "A.durability": 2 },
    });
    cardCase("ICC_240", {
      does: "without it, the attack costs 1 Durability",
      p1: { board: [{ card: WISP }], weapon: { card: AXE, ref: "A" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "A.durability": 1 },
    });
    cardCase("ICC_240", {
      does: "on the opponent's turn it does not protect your weapon from losing Durability (Harrison Jones's draw aside, a Bloodsail Corsair)",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "ICC_240", ref: "R" }], weapon: { card: AXE, ref: "A" } },
      p2: { hand: [{ card: "NEW1_025", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "A.durability": 1 },
    });
  });

  describeCard("ICC_096", () => {
    cardCase("ICC_096", {
      does: "Battlecry: discards every weapon in your hand and gains their Attack and Durability; other cards stay",
      p1: { hand: [{ card: "ICC_096", ref: "F" }, { card: AXE, ref: "A" }, { card: "CS2_112", ref: "B" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "F.attack": 14, "F.health": 10, "A.zone": "graveyard", "B.zone": "graveyard", "W.zone": "hand" },
    });
    cardCase("ICC_096", {
      does: "no weapon in hand: a plain 6/6",
      p1: { hand: [{ card: "ICC_096", ref: "F" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "F.attack": 6, "F.health": 6, "Y.zone": "hand" },
    });
  });
});

describe("Knights of the Frozen Throne (w13/old), Shadowreaper Anduin", () => {
  describeCard("ICC_830", () => {
    cardCase("ICC_830", {
      does: "Battlecry: every minion with 5 or more Attack is destroyed, both sides; 4 Attack survives; Voidform becomes the Hero Power",
      p1: { hand: [{ card: "ICC_830", ref: "A" }], board: [{ card: "CS2_200", ref: "O" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: "CS2_186", ref: "E" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "O.zone": "graveyard", "E.zone": "graveyard", "Y.zone": "board", "W.zone": "board", "p1.heroPower": "ICC_830p", "p1.hero.armor": 5 },
    });
  });

  describeCard("ICC_830p", () => {
    cardCase("ICC_830p", {
      does: "Hero Power: 2 damage; after you play a card it is refreshed and can be used again",
      p1: { heroPower: { card: "ICC_830p" }, hand: [{ card: WISP, ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "heroPower", target: "Y" }, { type: "play", card: "W" }, { type: "heroPower", target: "p2.hero" }],
      expect: { "Y.health": 3, "p2.hero.health": 28, "p1.mana.used": 4 },
    });
    cardCase("ICC_830p", {
      does: "without a card played, a second use is illegal",
      p1: { heroPower: { card: "ICC_830p" } },
      actions: [{ type: "heroPower", target: "p2.hero" }, { type: "heroPower", target: "p2.hero" }],
      error: "illegal_action",
    });
  });
});
