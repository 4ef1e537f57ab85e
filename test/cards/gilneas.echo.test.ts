/**
 * Echo (回响) cards of The Witchwood: after the card is played, the finish phase's echo step gives a plain copy of it with
 * GIL_000, which leaves the game at the end of the turn; a card with Echo costs at least (1).
 */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const P2_DECK = { deck: [{ card: WISP }, { card: WISP }] };

describe("The Witchwood: Echo", () => {
  describeCard("GIL_506", () => {
    cardCase("GIL_506", {
      does: "2 damage to the minion; an Echo copy (GIL_000) comes to your hand, and it can be played again this turn",
      p1: { hand: [{ card: "GIL_506", ref: "CS" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "CS", target: "Y" }],
      expect: { "Y.health": 3, "p1.hand": ["GIL_506"], "p1.hand.0.enchantments.0.card": "GIL_000", "CS.zone": "graveyard", "p1.mana.used": 2 },
    });
    cardCase("GIL_506", {
      does: "the copy played gives another copy; each play pays 2",
      p1: { hand: [{ card: "GIL_506", ref: "CS" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "CS", target: "Y" }, { type: "play", card: "p1.hand.0", target: "Y" }],
      expect: { "Y.health": 1, "p1.hand": ["GIL_506"], "p1.mana.used": 4 },
    });
    cardCase("GIL_506", {
      does: "at the end of the turn the copy leaves the game (not a discard); the played card does not come back",
      p1: { hand: [{ card: "GIL_506", ref: "CS" }] },
      p2: { board: [{ card: YETI, ref: "Y" }], ...P2_DECK },
      actions: [{ type: "play", card: "CS", target: "Y" }, { type: "endTurn" }],
      expect: { "p1.hand": [], "events.discard": 0, "p1.graveyard": ["GIL_506"] },
    });
    cardCase("GIL_506", {
      does: "a countered Echo card gives no copy (the finish phase never comes)",
      p1: { hand: [{ card: "GIL_506", ref: "CS" }] },
      p2: { board: [{ card: YETI, ref: "Y" }], secrets: [{ card: "EX1_287" }] },
      state: { activePlayer: 1 },
      actions: [{ type: "play", card: "CS", target: "Y" }],
      expect: { "Y.health": 5, "p1.hand": [] },
    });
    cardCase("GIL_506", {
      does: "a card with Echo costs at least (1): a (-2) discount on the copy leaves it at 1, not 0",
      p1: { hand: [{ card: WISP, ref: "W" }, { card: "GIL_506", ref: "CS", enchantments: [{ card: "BRM_028e" }, { card: "BRM_028e" }] }, { card: "CS2_029", ref: "FB", enchantments: [{ card: "BRM_028e" }, { card: "BRM_028e" }, { card: "BRM_028e" }, { card: "BRM_028e" }, { card: "BRM_028e" }] }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "CS.cost": 1, "FB.cost": 0 },
    });
  });

  describeCard("GIL_207", () => {
    cardCase("GIL_207", {
      does: "Echo, Taunt: a 2/4 Taunt is summoned and a copy comes back; the copy (a plain card) has no enchantment but GIL_000",
      p1: { hand: [{ card: "GIL_207", ref: "PM" }] },
      actions: [{ type: "play", card: "PM" }],
      expect: { "p1.board": ["GIL_207"], "PM.seen.TAUNT": 1, "p1.hand": ["GIL_207"], "p1.hand.0.enchantments.length": 1 },
    });
    cardCase("GIL_207", {
      does: "the copy is plain: a cost discount on the played card is not copied",
      p1: { hand: [{ card: "GIL_207", ref: "PM", enchantments: [{ card: "BRM_028e" }] }] },
      actions: [{ type: "play", card: "PM" }],
      expect: { "p1.mana.used": 2, "p1.hand.0.cost": 3 },
    });
  });
  describeCard("GIL_678", () => {
    cardCase("GIL_678", {
      does: "Echo: played twice in a turn, two 2/2s; the second copy waits in hand",
      p1: { hand: [{ card: "GIL_678", ref: "A" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "p1.hand.0" }],
      expect: { "p1.board": ["GIL_678", "GIL_678"], "p1.hand": ["GIL_678"], "p1.mana.used": 4 },
    });
  });
  describeCard("GIL_680", () => {
    cardCase("GIL_680", {
      does: "Echo: a 3/3 and a copy in hand, gone at the end of the turn",
      p1: { hand: [{ card: "GIL_680", ref: "W" }] },
      p2: P2_DECK,
      actions: [{ type: "play", card: "W" }, { type: "endTurn" }],
      expect: { "p1.board": ["GIL_680"], "p1.hand": [] },
    });
  });
  describeCard("GIL_607t", () => {
    cardCase("GIL_607t", {
      does: "Echo, Rush: it can attack a minion at once, and a copy comes back",
      p1: { hand: [{ card: "GIL_607t", ref: "HM" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "HM" }, { type: "attack", attacker: "p1.board.0", defender: "W" }],
      expect: { "W.zone": "graveyard", "p1.hand": ["GIL_607t"] },
    });
  });
  describeCard("GIL_145", () => {
    cardCase("GIL_145", {
      does: "+1/+2 to the minion (either side), and a copy",
      p1: { hand: [{ card: "GIL_145", ref: "SB" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "SB", target: "Y" }],
      expect: { "Y.attack": 5, "Y.health": 7, "p1.hand": ["GIL_145"] },
    });
  });
  describeCard("GIL_654", () => {
    cardCase("GIL_654", {
      does: "1 damage to every minion, both sides; a copy comes back",
      p1: { hand: [{ card: "GIL_654", ref: "WP" }], board: [{ card: YETI, ref: "A" }] },
      p2: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "B" }] },
      actions: [{ type: "play", card: "WP" }],
      expect: { "A.health": 4, "B.health": 4, "W.zone": "graveyard", "p2.hero.health": 30, "p1.hand": ["GIL_654"] },
    });
  });
  describeCard("GIL_665", () => {
    cardCase("GIL_665", {
      does: "enemy minions -2 Attack through the opponent's turn, back at your next turn; yours untouched",
      p1: { hand: [{ card: "GIL_665", ref: "CW" }], board: [{ card: YETI, ref: "A" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "B" }], ...P2_DECK },
      actions: [{ type: "play", card: "CW" }, { type: "endTurn" }],
      expect: { "A.attack": 4, "B.attack": 2, "p1.hand": [] },
    });
    cardCase("GIL_665", {
      does: "at your next turn start it ends",
      p1: { hand: [{ card: "GIL_665", ref: "CW" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "B" }], ...P2_DECK },
      actions: [{ type: "play", card: "CW" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "B.attack": 4 },
    });
  });
  describeCard("GIL_677", () => {
    cardCase("GIL_677", {
      does: "a random Legendary minion and the Echo copy come to your hand",
      p1: { hand: [{ card: "GIL_677", ref: "FC" }] },
      actions: [{ type: "play", card: "FC" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.length).toBe(2);
        const legend = hand.find((c) => c.card !== "GIL_677")!;
        expect(factsById(legend.card)!.type).toBe("MINION");
        expect(factsById(legend.card)!.rarity).toBe("LEGENDARY");
        expect(hand.map((c) => c.card)).toContain("GIL_677");
      },
    });
  });
  describeCard("GIL_696", () => {
    cardCase("GIL_696", {
      does: "a random card of the opponent's class (Mage here), then the Echo copy",
      p1: { hand: [{ card: "GIL_696", ref: "PP" }] },
      p2: { hero: { card: "HERO_08" } },
      actions: [{ type: "play", card: "PP" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.length).toBe(2);
        expect(factsById(hand[0]!.card)!.cardClass).toBe("MAGE");
        expect(hand[1]!.card).toBe("GIL_696");
      },
    });
  });
  describeCard("GIL_835", () => {
    cardCase("GIL_835", {
      does: "restores 2 Health to the character; a copy comes back",
      p1: { hand: [{ card: "GIL_835", ref: "SQ" }], hero: { card: "HERO_08", health: 25 } },
      actions: [{ type: "play", card: "SQ", target: "p1.hero" }],
      expect: { "p1.hero.health": 27, "p1.board": ["GIL_835"], "p1.hand": ["GIL_835"] },
    });
  });
  describeCard("GIL_618", () => {
    cardCase("GIL_618", {
      does: "minions in your hand have Echo: a Yeti played gives a copy (GIL_618e and GIL_000 on it); a spell played gives none",
      p1: { board: [{ card: "GIL_618" }], hand: [{ card: YETI, ref: "Y" }, { card: "CS2_029", ref: "FB" }] },
      actions: [{ type: "play", card: "Y" }, { type: "play", card: "FB", target: "p2.hero" }],
      expect: { "p1.board": ["GIL_618", YETI], "p1.hand": [YETI], "p1.hand.0.enchantments.length": 2, "p2.hero.health": 24 },
    });
    cardCase("GIL_618", {
      does: "the opponent's Glinda gives their hand Echo, not yours: your Yeti gives no copy",
      p1: { hand: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: "GIL_618" }], hand: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "p1.hand": [], "E.enchantments.0.card": "GIL_618e" },
    });
    cardCase("GIL_618", {
      does: "回响 例: Deathwing's Battlecry kills Glinda, but the copy still comes (it had Echo as its play began)",
      p1: { board: [{ card: "GIL_618" }], hand: [{ card: "NEW1_030", ref: "DW" }, { card: WISP }] },
      actions: [{ type: "play", card: "DW" }],
      expect: { "p1.board": ["NEW1_030"], "p1.hand": ["NEW1_030"] },
    });
  });
  describeCard("GIL_510", () => {
    cardCase("GIL_510", {
      does: "you play an Echo card (Cheap Shot): +1/+1; a card without Echo (Fireball): nothing",
      p1: { board: [{ card: "GIL_510", ref: "MW" }], hand: [{ card: "GIL_506", ref: "CS" }, { card: "CS2_029", ref: "FB" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "CS", target: "Y" }, { type: "play", card: "FB", target: "p2.hero" }],
      expect: { "MW.attack": 4, "MW.health": 6 },
    });
    cardCase("GIL_510", {
      does: "the Echo copy played counts too",
      p1: { board: [{ card: "GIL_510", ref: "MW" }], hand: [{ card: "GIL_506", ref: "CS" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "CS", target: "Y" }, { type: "play", card: "p1.hand.0", target: "Y" }],
      expect: { "MW.attack": 5, "MW.health": 7 },
    });
    cardCase("GIL_510", {
      does: "a minion played with Echo from Glinda Crowskin's aura is an Echo card",
      p1: { board: [{ card: "GIL_510", ref: "MW" }, { card: "GIL_618" }], hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "MW.attack": 4, "MW.health": 6 },
    });
    cardCase("GIL_510", {
      does: "the opponent's Echo card does not count",
      p1: { board: [{ card: "GIL_510", ref: "MW" }] },
      p2: { hand: [{ card: "GIL_506", ref: "CS" }], board: [{ card: YETI, ref: "Y" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "CS", target: "Y" }],
      expect: { "MW.attack": 3, "MW.health": 5 },
    });
  });
});
