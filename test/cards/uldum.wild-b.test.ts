/** Behaviour tests of Saviors of Uldum (ULDUM) cards, w9/wild-b. Secrets are owned by player 1 and tested on player 2's turn. */
import { describe, expect } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const SENJIN = "CS2_179"; // 3/5 Taunt
const CROC = "CS2_120"; // 2/3 Beast
const RAIDER = "CS2_168"; // 2/1 Murloc
const LOOT = "EX1_096"; // 2/1 Deathrattle: draw a card
const FLAMESTRIKE = "CS2_032"; // 7-Cost spell
const FIREBALL = "CS2_029"; // 4-Cost spell
const MOONFIRE = "CS2_008"; // 0-Cost spell
const ICE_BARRIER = "EX1_289"; // Mage Secret
const SEARING = "CS2_050"; // 1/1 Totem
const OPPONENTS_TURN = { activePlayer: 2 };

const f = (id: string) => findCard(id)!;
const picks = (r: ResolveResult, prefix: string) => r.random.filter((d) => d.purpose.startsWith(prefix) && d.purpose !== "discover (scripted)");
const sorted = (r: ResolveResult, p: 0 | 1) => board(r, p).map((m) => m.card).sort();
const hand = (r: ResolveResult, p: 0 | 1) => r.state.players[p].hand.map((c) => c.card);
const board = (r: ResolveResult, p: 0 | 1) => r.state.players[p].board;

describe("Saviors of Uldum (w9/wild-b)", () => {
  describeCard("ULD_190", () => {
    cardCase("ULD_190", {
      does: "Battlecry: 5 damage to the character chosen — the enemy hero",
      p1: { hand: [{ card: "ULD_190", ref: "C" }] },
      actions: [{ type: "play", card: "C", target: "p2.hero" }],
      expect: { "p2.hero.health": 25, "p1.hero.health": 30 },
    });
    cardCase("ULD_190", {
      does: "any character: a friendly 4/5 dies of it",
      p1: { hand: [{ card: "ULD_190", ref: "C" }], board: [{ card: YETI, ref: "F" }] },
      actions: [{ type: "play", card: "C", target: "F" }],
      expect: { "F.zone": "graveyard", "p1.board": ["ULD_190"] },
    });
  });

  describeCard("ULD_184", () => {
    cardCase("ULD_184", {
      does: "Deathrattle: 3 damage to the enemy hero only",
      p1: { board: [{ card: "ULD_184", ref: "K" }] },
      actions: [{ type: "destroy", target: "K" }],
      expect: { "p2.hero.health": 27, "p1.hero.health": 30, "K.zone": "graveyard" },
    });
  });

  describeCard("ULD_174", () => {
    cardCase("ULD_174", {
      does: "Deathrattle: summons a 3/4 Sea Serpent for its owner",
      p1: { board: [{ card: "ULD_174", ref: "E" }] },
      actions: [{ type: "destroy", target: "E" }],
      expect: { "p1.board": ["ULD_174t"], "p1.board.0.attack": 3, "p1.board.0.health": 4, "p2.board": [] },
    });
  });

  describeCard("ULD_712", () => {
    cardCase("ULD_712", {
      does: "Battlecry: summons a 1/1 Locust with Rush, which can attack a minion at once",
      p1: { hand: [{ card: "ULD_712", ref: "B" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "B" }, { type: "attack", attacker: "p1.board.1", defender: "W" }],
      expect: { "p1.board": ["ULD_712"], "W.zone": "graveyard" },
    });
  });

  describeCard("ULD_713", () => {
    cardCase("ULD_713", {
      does: "summons seven 1/1 Rush Locusts",
      p1: { hand: [{ card: "ULD_713", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": Array(7).fill("ULD_430t"), "p2.board": [] },
    });
    cardCase("ULD_713", {
      does: "as many as fit: with 5 minions, two",
      p1: { hand: [{ card: "ULD_713", ref: "S" }], board: Array(5).fill({ card: WISP }) },
      actions: [{ type: "play", card: "S" }],
      check: (r) => expect(board(r, 0).filter((m) => m.card === "ULD_430t")).toHaveLength(2),
    });
  });

  describeCard("ULD_430", () => {
    cardCase("ULD_430", {
      does: "after your hero attacks, a 1/1 Locust is summoned for you",
      p1: { weapon: { card: "ULD_430", ref: "S" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.board": ["ULD_430t"], "p2.hero.health": 29, "p2.board": [] },
    });
    cardCase("ULD_430", {
      does: "a minion's attack does not set it off",
      p1: { weapon: { card: "ULD_430", ref: "S" }, board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
      expect: { "p1.board": [YETI] },
    });
  });

  describeCard("ULD_719", () => {
    cardCase("ULD_719", {
      does: "Battlecry: two more 1/1 Desert Hares",
      p1: { hand: [{ card: "ULD_719", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.board": ["ULD_719", "ULD_719", "ULD_719"], "p1.board.1.attack": 1, "p1.board.1.health": 1 },
    });
  });

  describeCard("ULD_439", () => {
    cardCase("ULD_439", {
      does: "Battlecry: two 2/1 Sandwasps to your hand, none to the board",
      p1: { hand: [{ card: "ULD_439", ref: "Q" }] },
      actions: [{ type: "play", card: "Q" }],
      expect: { "p1.hand": ["ULD_439t", "ULD_439t"], "p1.board": ["ULD_439"], "p2.hand": [] },
    });
  });

  describeCard("ULD_250", () => {
    cardCase("ULD_250", {
      does: "Deathrattle: two 1/1 Taunt Scarabs to its owner's hand",
      p1: { board: [{ card: "ULD_250", ref: "G" }] },
      actions: [{ type: "destroy", target: "G" }],
      expect: { "p1.hand": ["ULD_215t", "ULD_215t"], "p2.hand": [] },
    });
  });

  describeCard("ULD_282", () => {
    cardCase("ULD_282", {
      does: "Deathrattle: a random 1-Cost minion to your hand",
      p1: { board: [{ card: "ULD_282", ref: "J" }] },
      actions: [{ type: "destroy", target: "J" }],
      check: (r) => {
        const pick = picks(r, "random card")[0]!;
        for (const id of pick.candidates as string[]) expect([f(id).type, f(id).cost]).toEqual(["MINION", 1]);
        expect(hand(r, 0)).toEqual([pick.chosen]);
        expect(hand(r, 1)).toEqual([]);
      },
    });
  });

  describeCard("ULD_208", () => {
    cardCase("ULD_208", {
      does: "Deathrattle: restores 3 Health to your hero",
      p1: { hero: { card: "HERO_08", health: 20 }, board: [{ card: "ULD_208", ref: "K" }] },
      p2: { hero: { card: "HERO_08", health: 20 } },
      actions: [{ type: "destroy", target: "K" }],
      expect: { "p1.hero.health": 23, "p2.hero.health": 20 },
    });
  });

  describeCard("ULD_189", () => {
    cardCase("ULD_189", {
      does: "Battlecry: its Health doubled: a 3/3 becomes 3/6",
      p1: { hand: [{ card: "ULD_189", ref: "L" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "L.attack": 3, "L.health": 6, "L.maxHealth": 6 },
    });
  });

  describeCard("ULD_143", () => {
    cardCase("ULD_143", {
      does: "+4/+4, Divine Shield and Taunt on the minion chosen",
      p1: { hand: [{ card: "ULD_143", ref: "B" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "B", target: "W" }],
      expect: { "W.attack": 5, "W.health": 5, "W.seen.DIVINE_SHIELD": 1, "W.seen.TAUNT": 1 },
    });
    cardCase("ULD_143", {
      does: "no minion: it cannot be played",
      p1: { hand: [{ card: "ULD_143", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      error: "illegal_action",
    });
  });

  describeCard("ULD_728", () => {
    cardCase("ULD_728", {
      does: "an enemy 4/5 becomes 1/1",
      p1: { hand: [{ card: "ULD_728", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S", target: "E" }],
      expect: { "E.attack": 1, "E.health": 1, "E.maxHealth": 1 },
    });
  });

  describeCard("ULD_265", () => {
    cardCase("ULD_265", {
      does: "the minion gets Reborn: destroyed, it comes back as a 1-Health copy",
      p1: { hand: [{ card: "ULD_265", ref: "R" }], board: [{ card: YETI, ref: "F" }] },
      actions: [{ type: "play", card: "R", target: "F" }, { type: "destroy", target: "F" }],
      expect: { "p1.board": [YETI], "p1.board.0.health": 1 },
    });
  });

  describeCard("ULD_272", () => {
    cardCase("ULD_272", {
      does: "1 damage to every enemy, 1 Health back to every friendly character",
      p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "ULD_272", ref: "H" }], board: [{ card: YETI, ref: "F", health: 3 }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.hero.health": 21, "F.health": 4, "E.health": 4, "p2.hero.health": 29 },
    });
  });

  describeCard("ULD_714", () => {
    cardCase("ULD_714", {
      does: "3 damage to a minion, and Lifesteal heals your hero by 3",
      p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "ULD_714", ref: "P" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "P", target: "E" }],
      expect: { "E.health": 2, "p1.hero.health": 23 },
    });
    cardCase("ULD_714", {
      does: "a hero is not a valid target",
      p1: { hand: [{ card: "ULD_714", ref: "P" }] },
      actions: [{ type: "play", card: "P", target: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("ULD_718", () => {
    cardCase("ULD_718", {
      does: "every minion is silenced then destroyed: no Deathrattle draws",
      p1: { hand: [{ card: "ULD_718", ref: "P" }], board: [{ card: LOOT, ref: "L" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "L.zone": "graveyard", "E.zone": "graveyard", "p1.hand": [], "p1.deck.length": 1 },
    });
  });

  describeCard("ULD_707", () => {
    cardCase("ULD_707", {
      does: "destroys the damaged minions of both sides, spares the undamaged",
      p1: { hand: [{ card: "ULD_707", ref: "P" }], board: [{ card: YETI, ref: "F", health: 4 }, { card: YETI, ref: "G" }] },
      p2: { board: [{ card: YETI, ref: "E", health: 1 }, { card: YETI, ref: "U" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "F.zone": "graveyard", "E.zone": "graveyard", "G.zone": "board", "U.zone": "board" },
    });
  });

  describeCard("ULD_181", () => {
    cardCase("ULD_181", {
      does: "5 then 2 to every minion: a 4/5 survives the first, not the second; heroes untouched",
      p1: { hand: [{ card: "ULD_181", ref: "Q" }], board: [{ card: "CS2_232", ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "Q" }],
      expect: { "E.zone": "graveyard", "A.health": 1, "p1.hero.health": 30, "p2.hero.health": 30 },
    });
    cardCase("ULD_181", {
      does: "the first hit's deaths resolve before the second: a Reborn minion killed by the 5 comes back and takes the 2",
      p1: { hand: [{ card: "ULD_181", ref: "Q" }] },
      p2: { board: [{ card: "ULD_185", ref: "T" }] },
      actions: [{ type: "play", card: "Q" }],
      expect: { "p2.board": [] },
      check: (r) => expect(r.state.players[1].graveyard.filter((c) => c.card === "ULD_185")).toHaveLength(2),
    });
  });

  describeCard("ULD_171", () => {
    cardCase("ULD_171", {
      does: "+2 Attack to your Totems only",
      p1: { hand: [{ card: "ULD_171", ref: "S" }], board: [{ card: SEARING, ref: "T" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: SEARING, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "T.attack": 3, "W.attack": 1, "E.attack": 1 },
    });
  });

  describeCard("ULD_158", () => {
    cardCase("ULD_158", {
      does: "Battlecry: 1 damage to every enemy minion, none to yours or the hero; Overload (1)",
      p1: { hand: [{ card: "ULD_158", ref: "S" }], board: [{ card: WISP, ref: "F" }] },
      p2: { board: [{ card: WISP, ref: "E" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "E.zone": "graveyard", "Y.health": 4, "F.zone": "board", "p2.hero.health": 30, "p1.mana.overloadOwed": 1 },
    });
  });

  describeCard("ULD_285", () => {
    cardCase("ULD_285", {
      does: "Combo: the weapon is 4/2",
      p1: { hand: [{ card: MOONFIRE, ref: "M" }, { card: "ULD_285", ref: "H" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "H" }],
      expect: { "H.attack": 4, "H.durability": 2 },
    });
    cardCase("ULD_285", {
      does: "without Combo it stays 2/2",
      p1: { hand: [{ card: "ULD_285", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "H.attack": 2 },
    });
  });

  describeCard("ULD_256", () => {
    cardCase("ULD_256", {
      does: "+2/+2 to the Taunt minions in your hand only",
      p1: { hand: [{ card: "ULD_256", ref: "F" }, { card: SENJIN, ref: "T" }, { card: YETI, ref: "Y" }] },
      p2: { hand: [{ card: SENJIN, ref: "E" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "T.attack": 5, "T.health": 7, "Y.attack": 4, "E.attack": 3 },
    });
  });

  describeCard("ULD_258", () => {
    cardCase("ULD_258", {
      does: "at the end of your turn, +2/+2 to the Taunt minions in your hand",
      p1: { board: [{ card: "ULD_258" }], hand: [{ card: SENJIN, ref: "T" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "endTurn" }],
      expect: { "T.attack": 5, "T.health": 7, "Y.attack": 4 },
    });
    cardCase("ULD_258", {
      does: "not at the end of the opponent's turn",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "ULD_258" }], hand: [{ card: SENJIN, ref: "T" }] },
      actions: [{ type: "endTurn" }],
      expect: { "T.attack": 3 },
    });
  });

  describeCard("ULD_709", () => {
    cardCase("ULD_709", {
      does: "whenever your hero attacks, 5 Armor",
      p1: { board: [{ card: "ULD_709" }], weapon: { card: "CS2_106" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.hero.armor": 5, "p2.hero.health": 27 },
    });
    cardCase("ULD_709", {
      does: "its own attack gives none",
      p1: { board: [{ card: "ULD_709", ref: "G" }] },
      actions: [{ type: "attack", attacker: "G", defender: "p2.hero" }],
      expect: { "p1.hero.armor": 0, "p2.hero.health": 24 },
    });
  });

  describeCard("ULD_161", () => {
    cardCase("ULD_161", {
      does: "whenever it attacks, 3 damage to your own hero",
      p1: { board: [{ card: "ULD_161", ref: "N" }] },
      actions: [{ type: "attack", attacker: "N", defender: "p2.hero" }],
      expect: { "p1.hero.health": 27, "p2.hero.health": 26 },
    });
  });

  describeCard("ULD_145", () => {
    cardCase("ULD_145", {
      does: "whenever you summon a minion, +1 Attack",
      p1: { board: [{ card: "ULD_145", ref: "Z" }], hand: [{ card: WISP, ref: "W" }, { card: "ULD_719", ref: "H" }] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "H" }],
      expect: { "Z.attack": 6 },
    });
    cardCase("ULD_145", {
      does: "the opponent's minions do not count",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "ULD_145", ref: "Z" }] },
      p2: { hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "Z.attack": 2 },
    });
  });

  describeCard("ULD_179", () => {
    cardCase("ULD_179", {
      does: "your Taunt minions have +2 Attack; others and the opponent's don't",
      p1: { board: [{ card: SENJIN, ref: "T" }, { card: YETI, ref: "Y" }], hand: [{ card: "ULD_179", ref: "P" }] },
      p2: { board: [{ card: SENJIN, ref: "E" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "T.attack": 5, "Y.attack": 4, "P.attack": 4, "E.attack": 3 },
    });
  });

  describeCard("ULD_185", () => {
    cardCase("ULD_185", {
      does: "+2 Attack only while damaged",
      p1: { board: [{ card: "ULD_185", ref: "T" }, { card: "ULD_185", ref: "U", health: 1 }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "T" }],
      expect: { "T.health": 1, "T.attack": 3, "U.attack": 3 },
    });
    cardCase("ULD_185", {
      does: "undamaged: its printed 1 Attack",
      p1: { board: [{ card: "ULD_185", ref: "T" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "T.attack": 1 },
    });
  });

  describeCard("ULD_215", () => {
    cardCase("ULD_215", {
      does: "at the end of your turn, a 1/1 Taunt Scarab",
      p1: { board: [{ card: "ULD_215" }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.board": ["ULD_215", "ULD_215t"], "p1.board.1.seen.TAUNT": 1 },
    });
  });

  describeCard("ULD_217", () => {
    cardCase("ULD_217", {
      does: "at the end of your turn, +1 Attack to another friendly minion (never itself)",
      p1: { board: [{ card: "ULD_217", ref: "M" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "endTurn" }],
      expect: { "W.attack": 2, "M.attack": 1 },
    });
    cardCase("ULD_217", {
      does: "alone, nothing",
      p1: { board: [{ card: "ULD_217", ref: "M" }] },
      actions: [{ type: "endTurn" }],
      expect: { "M.attack": 1 },
    });
  });

  describeCard("ULD_266", () => {
    cardCase("ULD_266", {
      does: "Deathrattle: +1/+1 to a random friendly minion (its Reborn self, back first, or another)",
      p1: { board: [{ card: "ULD_266", ref: "G" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "G" }],
      check: (r) => {
        const mins = board(r, 0);
        const total = mins.reduce((s, m) => s + (m.attack ?? 0), 0);
        // Yeti 4 + reborn Grandmummy 1, one of them +1
        expect(total).toBe(6);
      },
    });
    cardCase("ULD_266", {
      does: "silenced, nothing comes back and nothing is buffed",
      p1: { board: [{ card: "ULD_266", ref: "G", tags: { SILENCED: 1 } }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "G" }],
      expect: { "p1.board": [YETI], "Y.attack": 4 },
    });
  });

  describeCard("ULD_182", () => {
    cardCase("ULD_182", {
      does: "at the end of your turn, 1 damage to another friendly minion",
      p1: { board: [{ card: "ULD_182", ref: "C" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "endTurn" }],
      expect: { "Y.health": 4, "C.health": 4, "E.health": 5 },
    });
  });

  describeCard("ULD_270", () => {
    cardCase("ULD_270", {
      does: "at the end of your turn, 5 Health to a damaged friendly character",
      p1: { hero: { card: "HERO_09", health: 30 }, board: [{ card: "ULD_270", ref: "S" }, { card: YETI, ref: "Y", health: 1 }] },
      p2: { board: [{ card: YETI, ref: "E", health: 1 }] },
      actions: [{ type: "endTurn" }],
      expect: { "Y.health": 5, "E.health": 1 },
    });
    cardCase("ULD_270", {
      does: "only your damaged hero: it is healed",
      p1: { hero: { card: "HERO_09", health: 10 }, board: [{ card: "ULD_270", ref: "S" }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.hero.health": 15 },
    });
  });

  describeCard("ULD_183", () => {
    cardCase("ULD_183", {
      does: "Deathrattle: +3/+3 to the minions in your hand, not spells, not the opponent's",
      p1: { board: [{ card: "ULD_183", ref: "A" }], hand: [{ card: WISP, ref: "W" }, { card: MOONFIRE, ref: "M" }] },
      p2: { hand: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "destroy", target: "A" }],
      expect: { "W.attack": 4, "W.health": 4, "E.attack": 1 },
    });
  });

  describeCard("ULD_196", () => {
    cardCase("ULD_196", {
      does: "Battlecry: the minions next to it to full Health; others stay damaged",
      p1: {
        hand: [{ card: "ULD_196", ref: "N" }],
        board: [{ card: YETI, ref: "A", health: 1 }, { card: YETI, ref: "B", health: 2 }, { card: YETI, ref: "C", health: 3 }],
      },
      actions: [{ type: "play", card: "N", position: 2 }],
      expect: { "A.health": 1, "B.health": 5, "C.health": 5 },
    });
  });

  describeCard("ULD_197", () => {
    cardCase("ULD_197", {
      does: "Battlecry: enemy minions -2 Attack this turn only",
      p1: { hand: [{ card: "ULD_197", ref: "Q" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "Q" }],
      expect: { "E.attack": 2, "F.attack": 4 },
    });
    cardCase("ULD_197", {
      does: "gone at the end of the turn",
      p1: { hand: [{ card: "ULD_197", ref: "Q" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "Q" }, { type: "endTurn" }],
      expect: { "E.attack": 4 },
    });
  });

  describeCard("ULD_154", () => {
    cardCase("ULD_154", {
      does: "Battlecry: with a Secret of yours, two 2/2 Hyenas",
      p1: { hand: [{ card: "ULD_154", ref: "H" }], secrets: [{ card: ICE_BARRIER }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => expect(sorted(r, 0)).toEqual(["ULD_154", "ULD_154t", "ULD_154t"]),
    });
    cardCase("ULD_154", {
      does: "only the opponent's Secret: nothing",
      p1: { hand: [{ card: "ULD_154", ref: "H" }] },
      p2: { secrets: [{ card: ICE_BARRIER }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.board": ["ULD_154"] },
    });
  });

  describeCard("ULD_293", () => {
    cardCase("ULD_293", {
      does: "Battlecry: with a Secret, 6 damage to the character chosen",
      p1: { hand: [{ card: "ULD_293", ref: "C" }], secrets: [{ card: ICE_BARRIER }] },
      actions: [{ type: "play", card: "C", target: "p2.hero" }],
      expect: { "p2.hero.health": 24 },
    });
    cardCase("ULD_293", {
      does: "without a Secret it takes no target",
      p1: { hand: [{ card: "ULD_293", ref: "C" }] },
      actions: [{ type: "play", card: "C", target: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("ULD_240", () => {
    cardCase("ULD_240", {
      does: "after you play a Secret, 2 damage to every enemy minion",
      p1: { board: [{ card: "ULD_240" }, { card: WISP, ref: "F" }], hand: [{ card: ICE_BARRIER, ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "E.health": 3, "F.zone": "board", "p2.hero.health": 30 },
    });
    cardCase("ULD_240", {
      does: "another spell does not set it off",
      p1: { board: [{ card: "ULD_240" }], hand: [{ card: MOONFIRE, ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S", target: "p2.hero" }],
      expect: { "E.health": 5 },
    });
  });

  describeCard("ULD_239", () => {
    cardCase("ULD_239", {
      does: "after an enemy minion attacks your hero, 3 damage to all enemy minions",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "ULD_239", ref: "W" }], board: [{ card: WISP, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
      actions: [{ type: "attack", attacker: "A", defender: "p1.hero" }],
      expect: { "W.zone": "graveyard", "p1.hero.health": 26, "A.health": 2, "B.health": 2, "F.zone": "board" },
    });
    cardCase("ULD_239", {
      does: "an attack on a minion does not set it off",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "ULD_239", ref: "W" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "A" }] },
      actions: [{ type: "attack", attacker: "A", defender: "F" }],
      expect: { "W.zone": "secrets", "A.health": 1 },
    });
  });

  describeCard("ULD_327", () => {
    cardCase("ULD_327", {
      does: "Battlecry: a random minion of another class to your hand",
      p1: { hero: { card: "HERO_05" }, hand: [{ card: "ULD_327", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        const pick = picks(r, "random card")[0]!;
        for (const id of pick.candidates as string[]) {
          expect(f(id).type).toBe("MINION");
          expect(["HUNTER", "NEUTRAL"]).not.toContain(f(id).cardClass);
        }
        expect(hand(r, 0)).toEqual([pick.chosen]);
      },
    });
  });

  describeCard("ULD_328", () => {
    cardCase("ULD_328", {
      does: "two random spells of other classes to your hand",
      p1: { hero: { card: "HERO_03" }, hand: [{ card: "ULD_328", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const ps = picks(r, "random card");
        expect(ps).toHaveLength(2);
        for (const p of ps) for (const id of p.candidates as string[]) {
          expect(f(id).type).toBe("SPELL");
          expect(["ROGUE", "NEUTRAL"]).not.toContain(f(id).cardClass);
        }
        expect(hand(r, 0)).toEqual(ps.map((p) => p.chosen));
      },
    });
  });

  describeCard("ULD_429", () => {
    cardCase("ULD_429", {
      does: "a Hunter Beast, a Hunter Secret and a Hunter weapon, in that order",
      p1: { hero: { card: "HERO_05" }, hand: [{ card: "ULD_429", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      check: (r) => {
        const ps = picks(r, "random card");
        expect(ps).toHaveLength(3);
        for (const id of ps[0]!.candidates as string[]) expect([f(id).type, f(id).cardClass, f(id).races.some((x: string) => x === "BEAST" || x === "ALL")]).toEqual(["MINION", "HUNTER", true]);
        for (const id of ps[1]!.candidates as string[]) expect([f(id).type, f(id).cardClass, f(id).mechanics.includes("SECRET")]).toEqual(["SPELL", "HUNTER", true]);
        for (const id of ps[2]!.candidates as string[]) expect([f(id).type, f(id).cardClass]).toEqual(["WEAPON", "HUNTER"]);
        expect(hand(r, 0)).toEqual(ps.map((p) => p.chosen));
      },
    });
  });

  describeCard("ULD_289", () => {
    cardCase("ULD_289", {
      does: "Battlecry: a random Murloc to each player's hand",
      p1: { hand: [{ card: "ULD_289", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        const ps = picks(r, "random card");
        expect(ps).toHaveLength(2);
        for (const p of ps) for (const id of p.candidates as string[]) expect(f(id).races.some((x: string) => x === "MURLOC" || x === "ALL")).toBe(true);
        expect(hand(r, 0)).toEqual([ps[0]!.chosen]);
        expect(hand(r, 1)).toEqual([ps[1]!.chosen]);
      },
    });
  });

  describeCard("ULD_188", () => {
    cardCase("ULD_188", {
      does: "Battlecry: Discover a 4-Cost card; the one chosen comes to hand",
      p1: { hand: [{ card: "ULD_188", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      choices: [1],
      check: (r) => {
        const opts = picks(r, "discover");
        expect(opts.length).toBeGreaterThan(0);
        for (const p of opts) for (const id of p.candidates as string[]) expect(f(id).cost).toBe(4);
        expect(hand(r, 0)).toHaveLength(1);
        expect(f(hand(r, 0)[0]!).cost).toBe(4);
      },
    });
  });

  describeCard("ULD_309", () => {
    cardCase("ULD_309", {
      does: "Battlecry: Discover a card, which costs (1) less",
      p1: { hand: [{ card: "ULD_309", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      choices: [0],
      check: (r) => {
        const got = r.state.players[0].hand[0]!;
        // (a card's own Cost aura in hand counts as well: the pool grows with the library)
        const own = (got.enchantments ?? []).filter((e) => e.aura).reduce((n, e) => n + (e.cost ?? 0), 0);
        expect(got.cost).toBe(Math.max(0, f(got.card).cost + own - 1));
        expect(got.enchantments?.map((e) => e.card)).toContain("ULD_309e");
      },
    });
  });

  describeCard("ULD_195", () => {
    cardCase("ULD_195", {
      does: "Battlecry: Discover a Taunt minion",
      p1: { hero: { card: "HERO_01" }, hand: [{ card: "ULD_195", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      choices: [0],
      check: (r) => {
        for (const p of picks(r, "discover")) for (const id of p.candidates as string[]) {
          expect(f(id).type).toBe("MINION");
          expect(f(id).mechanics).toContain("TAUNT");
        }
        expect(f(hand(r, 0)[0]!).mechanics).toContain("TAUNT");
      },
    });
  });

  describeCard("ULD_136", () => {
    cardCase("ULD_136", {
      does: "Discover a Choose One card",
      p1: { hero: { card: "HERO_06" }, hand: [{ card: "ULD_136", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      choices: [0],
      check: (r) => {
        for (const p of picks(r, "discover")) for (const id of p.candidates as string[]) expect(f(id).mechanics).toContain("CHOOSE_ONE");
        expect(f(hand(r, 0)[0]!).mechanics).toContain("CHOOSE_ONE");
      },
    });
  });

  describeCard("ULD_726", () => {
    cardCase("ULD_726", {
      does: "draws the Secret from the deck, not the minion, and it costs (0)",
      p1: { hand: [{ card: "ULD_726", ref: "A" }], deck: [{ card: ICE_BARRIER, ref: "S" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "S.zone": "hand", "S.cost": 0, "Y.zone": "deck" },
    });
    cardCase("ULD_726", {
      does: "no Secret in the deck: nothing drawn",
      p1: { hand: [{ card: "ULD_726", ref: "A" }], deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "Y.zone": "deck", "p1.hand": [] },
    });
  });

  describeCard("ULD_410", () => {
    cardCase("ULD_410", {
      does: "Battlecry: a Beast in your hand costs (5) less; a non-Beast is untouched",
      p1: { hand: [{ card: "ULD_410", ref: "W" }, { card: "EX1_534", ref: "B" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "B.cost": 1, "Y.cost": 4 },
    });
  });

  describeCard("ULD_151", () => {
    cardCase("ULD_151", {
      does: "Battlecry: a copy of the Beast in your hand (keeping its buff), not of the other card",
      p1: { hand: [{ card: "ULD_151", ref: "R" }, { card: CROC, ref: "C", enchantments: [{ card: "ULD_256e" }] }, { card: YETI }] },
      actions: [{ type: "play", card: "R" }],
      check: (r) => {
        const crocs = r.state.players[0].hand.filter((c) => c.card === CROC);
        expect(crocs).toHaveLength(2);
        for (const c of crocs) expect(c.attack).toBe(4);
      },
    });
    cardCase("ULD_151", {
      does: "no Beast in hand: nothing",
      p1: { hand: [{ card: "ULD_151", ref: "R" }, { card: YETI }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hand": [YETI] },
    });
  });

  describeCard("ULD_273", () => {
    cardCase("ULD_273", {
      does: "5 Health to every character, then 5 cards drawn",
      p1: { hero: { card: "HERO_06", health: 20 }, hand: [{ card: "ULD_273", ref: "O" }], deck: Array(6).fill({ card: WISP }), board: [{ card: YETI, ref: "F", health: 1 }] },
      p2: { hero: { card: "HERO_06", health: 20 }, board: [{ card: YETI, ref: "E", health: 2 }] },
      actions: [{ type: "play", card: "O" }],
      expect: { "p1.hero.health": 25, "p2.hero.health": 25, "F.health": 5, "E.health": 5, "p1.hand.length": 5, "p1.deck.length": 1 },
    });
  });

  describeCard("ULD_135", () => {
    cardCase("ULD_135", {
      does: "Choose One: a 6/6 Taunt Ancient",
      p1: { hand: [{ card: "ULD_135", ref: "O" }] },
      actions: [{ type: "play", card: "O", choose: 1 }],
      expect: { "p1.board": ["ULD_135at"], "p1.board.0.seen.TAUNT": 1 },
    });
    cardCase("ULD_135", {
      does: "Choose One: 12 Health to the character chosen",
      p1: { hero: { card: "HERO_06", health: 10 }, hand: [{ card: "ULD_135", ref: "O" }] },
      actions: [{ type: "play", card: "O", choose: 2, target: "p1.hero" }],
      expect: { "p1.hero.health": 22, "p1.board": [] },
    });
  });

  describeCard("ULD_133", () => {
    cardCase("ULD_133", {
      does: "unspent Mana at the end of your turn: a card drawn",
      p1: { board: [{ card: "ULD_133" }], deck: [{ card: WISP }], mana: { crystals: 5, used: 4 } },
      actions: [{ type: "endTurn" }],
      expect: { "p1.hand": [WISP] },
    });
    cardCase("ULD_133", {
      does: "all Mana spent: none drawn",
      p1: { board: [{ card: "ULD_133" }], deck: [{ card: WISP }], mana: { crystals: 5, used: 5 } },
      actions: [{ type: "endTurn" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("ULD_137", () => {
    cardCase("ULD_137", {
      does: "Battlecry: holding a spell of Cost 5 or more, two 2/2 Treants",
      p1: { hand: [{ card: "ULD_137", ref: "G" }, { card: FLAMESTRIKE }] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => expect(sorted(r, 0)).toEqual(["ULD_137", "ULD_137t", "ULD_137t"]),
    });
    cardCase("ULD_137", {
      does: "a 4-Cost spell is not enough",
      p1: { hand: [{ card: "ULD_137", ref: "G" }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": ["ULD_137"] },
    });
  });

  describeCard("ULD_198", () => {
    cardCase("ULD_198", {
      does: "at the start of your turn it is shuffled into your deck",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "ULD_198", ref: "M" }] },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        expect(board(r, 0)).toHaveLength(0);
        // shuffled in, then the turn's draw may take it
        const all = [...r.state.players[0].deck, ...r.state.players[0].hand].map((c) => c.card);
        expect(all).toContain("ULD_198");
      },
    });
  });

  describeCard("ULD_703", () => {
    cardCase("ULD_703", {
      does: "three of them at the end of your turn: each deals 5 to a random enemy",
      p1: { board: [{ card: "ULD_703" }, { card: "ULD_703" }, { card: "ULD_703" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p2.hero.health": 15, "p1.hero.health": 30 },
    });
    cardCase("ULD_703", {
      does: "two of them: nothing",
      p1: { board: [{ card: "ULD_703" }, { card: "ULD_703" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p2.hero.health": 30 },
    });
  });

  describeCard("ULD_214", () => {
    cardCase("ULD_214", {
      does: "your opponent's cards cost (1) less, yours don't",
      p1: { hand: [{ card: "ULD_214", ref: "G" }, { card: YETI, ref: "Y" }] },
      p2: { hand: [{ card: YETI, ref: "E" }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "Y.cost": 4, "E.cost": 3, "F.cost": 3 },
    });
  });

  describeCard("ULD_290", () => {
    cardCase("ULD_290", {
      does: "whenever you play a minion, +1/+1 to a minion in your hand",
      p1: { board: [{ card: "ULD_290" }], hand: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }, { card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "Y.attack": 5, "Y.health": 6 },
    });
    cardCase("ULD_290", {
      does: "a spell played: nothing",
      p1: { board: [{ card: "ULD_290" }], hand: [{ card: MOONFIRE, ref: "M" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "Y.attack": 4 },
    });
  });

  describeCard("ULD_702", () => {
    cardCase("ULD_702", {
      does: "after your opponent plays a minion, it gets Reborn",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "ULD_702" }] },
      p2: { hand: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "E" }, { type: "destroy", target: "E" }],
      expect: { "p2.board": [YETI], "p2.board.0.health": 1 },
    });
    cardCase("ULD_702", {
      does: "your own minions get nothing",
      p1: { board: [{ card: "ULD_702" }], hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }, { type: "destroy", target: "Y" }],
      expect: { "p1.board": ["ULD_702"] },
    });
  });

  describeCard("ULD_720", () => {
    cardCase("ULD_720", {
      does: "Battlecry: a copy of the damaged friendly minion chosen, damage and all",
      p1: { hand: [{ card: "ULD_720", ref: "B" }], board: [{ card: YETI, ref: "Y", health: 2 }] },
      actions: [{ type: "play", card: "B", target: "Y" }],
      check: (r) => {
        const copies = board(r, 0).filter((m) => m.card === YETI);
        expect(copies).toHaveLength(2);
        for (const c of copies) expect(c.health).toBe(2);
      },
    });
    cardCase("ULD_720", {
      does: "an undamaged minion cannot be chosen",
      p1: { hand: [{ card: "ULD_720", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "Y" }],
      error: "illegal_action",
    });
  });

  describeCard("ULD_165", () => {
    cardCase("ULD_165", {
      does: "Battlecry: the minion is destroyed and your hero takes its Health in damage",
      p1: { hand: [{ card: "ULD_165", ref: "R" }] },
      p2: { board: [{ card: YETI, ref: "E", health: 3 }] },
      actions: [{ type: "play", card: "R", target: "E" }],
      expect: { "E.zone": "graveyard", "p1.hero.health": 27, "p2.hero.health": 30 },
    });
  });

  describeCard("ULD_324", () => {
    cardCase("ULD_324", {
      does: "destroys the minion and shuffles 3 Worthless Imps into your deck",
      p1: { hand: [{ card: "ULD_324", ref: "I" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "I", target: "E" }],
      expect: { "E.zone": "graveyard", "p1.deck": ["ULD_324t", "ULD_324t", "ULD_324t"], "p2.deck": [] },
    });
  });

  describeCard("ULD_717", () => {
    cardCase("ULD_717", {
      does: "your two minions destroyed, and two random enemy minions for them",
      p1: { hand: [{ card: "ULD_717", ref: "P" }], board: [{ card: WISP }, { card: WISP }] },
      p2: { board: [{ card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.board": [], "p2.board.length": 1 },
    });
    cardCase("ULD_717", {
      does: "no minion of yours: the enemy keeps theirs",
      p1: { hand: [{ card: "ULD_717", ref: "P" }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p2.board.length": 1 },
    });
  });

  describeCard("ULD_167", () => {
    cardCase("ULD_167", {
      does: "your hero damaged on your turn: a random 3-Cost minion is summoned",
      p1: { board: [{ card: "ULD_167" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p1.hero" }],
      check: (r) => {
        const pick = picks(r, "random minion to summon")[0]!;
        for (const id of pick.candidates as string[]) expect(f(id).cost).toBe(3);
        expect(board(r, 0).map((m) => m.card)).toEqual(["ULD_167", pick.chosen]);
      },
    });
    cardCase("ULD_167", {
      does: "damaged on the opponent's turn: nothing",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "ULD_167" }] },
      p2: { hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p1.hero" }],
      expect: { "p1.board": ["ULD_167"] },
    });
  });

  describeCard("ULD_172", () => {
    cardCase("ULD_172", {
      does: "every minion of both sides becomes a random Murloc",
      p1: { hand: [{ card: "ULD_172", ref: "P" }], board: [{ card: YETI }] },
      p2: { board: [{ card: YETI }, { card: WISP }] },
      actions: [{ type: "play", card: "P" }],
      check: (r) => {
        const all = [...board(r, 0), ...board(r, 1)];
        expect(all).toHaveLength(3);
        for (const m of all) expect(f(m.card).races.some((x: string) => x === "MURLOC" || x === "ALL")).toBe(true);
      },
    });
  });

  describeCard("ULD_169", () => {
    cardCase("ULD_169", {
      does: "costs (1) less for each minion on the battlefield, both sides",
      p1: { hand: [{ card: "ULD_169", ref: "M" }, { card: WISP, ref: "W" }], board: [{ card: WISP }, { card: WISP }] },
      p2: { board: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "M.cost": 3 },
    });
  });

  describeCard("ULD_715", () => {
    cardCase("ULD_715", {
      does: "each player equips a 2/2 Poisonous Knife",
      p1: { hand: [{ card: "ULD_715", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.weapon": "ULD_715t", "p2.weapon": "ULD_715t", "p1.weapon.attack": 2, "p2.weapon.durability": 2 },
    });
  });

  describeCard("ULD_280", () => {
    cardCase("ULD_280", {
      does: "Deathrattle: an enemy minion goes back to its owner's hand",
      p1: { board: [{ card: "ULD_280", ref: "S" }, { card: WISP, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "E.zone": "hand", "E.player": 2, "F.zone": "board" },
    });
  });

  describeCard("ULD_186", () => {
    cardCase("ULD_186", {
      does: "Battlecry: a random Reborn minion to your hand",
      p1: { hand: [{ card: "ULD_186", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const pick = picks(r, "random card")[0]!;
        for (const id of pick.candidates as string[]) expect(f(id).mechanics).toContain("REBORN");
        expect(hand(r, 0)).toEqual([pick.chosen]);
      },
    });
  });

  describeCard("ULD_231", () => {
    cardCase("ULD_231", {
      does: "playing a Combo card adds a random Combo card",
      p1: { board: [{ card: "ULD_231" }], hand: [{ card: "ULD_285", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => {
        const pick = picks(r, "random card")[0]!;
        for (const id of pick.candidates as string[]) expect(f(id).mechanics).toContain("COMBO");
        expect(hand(r, 0)).toEqual([pick.chosen]);
      },
    });
    cardCase("ULD_231", {
      does: "a card without Combo adds nothing",
      p1: { board: [{ card: "ULD_231" }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("ULD_288", () => {
    cardCase("ULD_288", {
      does: "Battlecry: each Deathrattle minion in your hand becomes a 1/1 costing (1); others untouched",
      p1: { hand: [{ card: "ULD_288", ref: "A" }, { card: "FP1_012", ref: "S" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "S.attack": 1, "S.health": 1, "S.cost": 1, "Y.attack": 4, "Y.cost": 4 },
    });
  });

  describeCard("ULD_435", () => {
    cardCase("ULD_435", {
      does: "Battlecry: the spells in your hand cost (5), cheap or dear; minions untouched",
      p1: { hand: [{ card: "ULD_435", ref: "N" }, { card: MOONFIRE, ref: "M" }, { card: FLAMESTRIKE, ref: "F" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "M.cost": 5, "F.cost": 5, "W.cost": 0 },
    });
  });

  describeCard("ULD_329", () => {
    cardCase("ULD_329", {
      does: "after you cast a spell, a random Mage minion to your hand",
      p1: { board: [{ card: "ULD_329" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      check: (r) => {
        const pick = picks(r, "random card")[0]!;
        for (const id of pick.candidates as string[]) expect([f(id).type, f(id).cardClass]).toEqual(["MINION", "MAGE"]);
        expect(hand(r, 0)).toEqual([pick.chosen]);
      },
    });
    cardCase("ULD_329", {
      does: "a minion played: nothing",
      p1: { board: [{ card: "ULD_329" }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("ULD_262", () => {
    cardCase("ULD_262", {
      does: "a minion you summon has its Health set to Amet's",
      p1: { board: [{ card: "ULD_262" }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "W.health": 7, "W.attack": 1 },
    });
    cardCase("ULD_262", {
      does: "the opponent's minions are not touched",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "ULD_262" }] },
      p2: { hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "W.health": 1 },
    });
  });

  describeCard("ULD_268", () => {
    cardCase("ULD_268", {
      does: "Battlecry: a friendly minion that died comes back with Reborn",
      p1: { hand: [{ card: "ULD_268", ref: "P" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "Y" }, { type: "play", card: "P" }],
      check: (r) => {
        const back = board(r, 0).find((m) => m.card === YETI)!;
        expect(back.seen?.REBORN ?? back.tags?.REBORN).toBe(1);
      },
    });
    cardCase("ULD_268", {
      does: "none died: nothing",
      p1: { hand: [{ card: "ULD_268", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.board": ["ULD_268"] },
    });
  });

  describeCard("ULD_716", () => {
    cardCase("ULD_716", {
      does: "the Murlocs of your deck are summoned (no other minions)",
      p1: { hand: [{ card: "ULD_716", ref: "T" }], deck: [{ card: RAIDER }, { card: YETI }, { card: RAIDER }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.board": [RAIDER, RAIDER], "p1.deck": [YETI] },
    });
  });

  describeCard("ULD_304", () => {
    cardCase("ULD_304", {
      does: "Battlecry: for each spell in hand a random minion of that spell's Cost",
      p1: { hand: [{ card: "ULD_304", ref: "K" }, { card: FIREBALL }, { card: "CS2_025" }, { card: YETI }] },
      actions: [{ type: "play", card: "K" }],
      check: (r) => {
        const ps = picks(r, "random minion to summon");
        expect(ps).toHaveLength(2);
        for (const id of ps[0]!.candidates as string[]) expect(f(id).cost).toBe(4);
        for (const id of ps[1]!.candidates as string[]) expect(f(id).cost).toBe(2);
        expect(sorted(r, 0)).toEqual(["ULD_304", ps[0]!.chosen as string, ps[1]!.chosen as string].sort());
      },
    });
  });

  describeCard("ULD_253", () => {
    cardCase("ULD_253", {
      does: "Battlecry: a copy of itself, a second 3/6 Taunt",
      p1: { hand: [{ card: "ULD_253", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.board": ["ULD_253", "ULD_253"], "p1.board.1.health": 6, "p1.board.1.seen.TAUNT": 1 },
    });
  });

  describeCard("ULD_292", () => {
    cardCase("ULD_292", {
      does: "Choose One: +2/+2 (5/5), no copy",
      p1: { hand: [{ card: "ULD_292", ref: "O" }] },
      actions: [{ type: "play", card: "O", choose: 1 }],
      expect: { "O.attack": 5, "O.health": 5, "p1.board.length": 1 },
    });
    cardCase("ULD_292", {
      does: "Choose One: a 3/3 copy beside it",
      p1: { hand: [{ card: "ULD_292", ref: "O" }] },
      actions: [{ type: "play", card: "O", choose: 2 }],
      expect: { "p1.board": ["ULD_292", "ULD_292"], "p1.board.1.attack": 3, "O.attack": 3 },
    });
  });

  describeCard("ULD_238", () => {
    cardCase("ULD_238", {
      does: "Battlecry with no duplicates in the deck: 10 damage split among the enemy minions, none to the hero",
      p1: { hand: [{ card: "ULD_238", ref: "R" }], deck: [{ card: WISP }, { card: YETI }] },
      p2: { board: [{ card: "CS2_232", ref: "A" }, { card: "CS2_232", ref: "B" }, { card: "CS2_232", ref: "C" }] },
      actions: [{ type: "play", card: "R" }],
      check: (r) => {
        const lost = board(r, 1).reduce((sum, m) => sum + (8 - (m.health ?? 0)), 0);
        expect(lost).toBe(10);
        expect(r.state.players[1].hero.health).toBe(30);
      },
    });
    cardCase("ULD_238", {
      does: "two copies of a card in the deck: nothing",
      p1: { hand: [{ card: "ULD_238", ref: "R" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "E.health": 5 },
    });
  });

  describeCard("ULD_156", () => {
    cardCase("ULD_156", {
      does: "Battlecry with no duplicates: King Krush (8/8 Charge) is summoned",
      p1: { hand: [{ card: "ULD_156", ref: "B" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => expect(sorted(r, 0)).toEqual(["ULD_156", "ULD_156t3"]),
    });
    cardCase("ULD_156", {
      does: "with a duplicate: nothing",
      p1: { hand: [{ card: "ULD_156", ref: "B" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board": ["ULD_156"] },
    });
  });

  describeCard("ULD_139", () => {
    cardCase("ULD_139", {
      does: "Battlecry with no duplicates: a copy of each card in your hand, keeping its buff",
      p1: { hand: [{ card: "ULD_139", ref: "E" }, { card: SENJIN, ref: "T" }, { card: MOONFIRE }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "E" }],
      check: (r) => expect(hand(r, 0)).toEqual([SENJIN, MOONFIRE, SENJIN, MOONFIRE]),
    });
    cardCase("ULD_139", {
      does: "with a duplicate: the hand stays as it is",
      p1: { hand: [{ card: "ULD_139", ref: "E" }, { card: SENJIN }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.hand": [SENJIN] },
    });
  });

  describeCard("ULD_216", () => {
    cardCase("ULD_216", {
      does: "ten random spells are cast, each picked from every spell",
      p1: { hero: { card: "HERO_04" }, hand: [{ card: "ULD_216", ref: "P" }], deck: Array(10).fill({ card: WISP }) },
      p2: { deck: Array(10).fill({ card: WISP }) },
      seed: 3,
      actions: [{ type: "play", card: "P" }],
      check: (r) => {
        const ps = r.random.filter((d) => d.by?.ref === "P" && (d.candidates as string[]).includes(FIREBALL));
        expect(ps).toHaveLength(10);
        for (const id of ps[0]!.candidates as string[]) expect(f(id).type).toBe("SPELL");
      },
    });
  });

  describeCard("ULD_705", () => {
    cardCase("ULD_705", {
      does: "Battlecry with a board of seven Mogu Cultists: all destroyed, Highkeeper Ra summoned",
      p1: { hand: [{ card: "ULD_705", ref: "M" }], board: Array(6).fill({ card: "ULD_705" }) },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.board": ["ULD_705t"] },
    });
    cardCase("ULD_705", {
      does: "one other minion among them: nothing",
      p1: { hand: [{ card: "ULD_705", ref: "M" }], board: [...Array(5).fill({ card: "ULD_705" }), { card: WISP }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.board.length": 7 },
    });
    cardCase("ULD_705t", {
      does: "Highkeeper Ra: at the end of your turn, 20 damage to every enemy",
      p1: { board: [{ card: "ULD_705t" }, { card: YETI, ref: "F" }] },
      p2: { board: [{ card: "CS2_232", ref: "E" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p2.hero.health": 10, "E.zone": "graveyard", "F.zone": "board", "p1.hero.health": 30 },
    });
  });

  describeCard("ULD_155", () => {
    cardCase("ULD_155", {
      does: "each minion you summon counts; at 20 your Hero Power becomes Pharaoh's Warmask",
      p1: { secrets: [{ card: "ULD_155", ref: "Q", tags: { QUEST_PROGRESS: 18 } }], hand: [{ card: "ULD_719", ref: "H" }] },
      actions: [{ type: "play", card: "H" }, { type: "heroPower" }],
      check: (r) => {
        expect(r.state.players[0].heroPower?.card).toBe("ULD_155p");
        expect(board(r, 0).map((m) => m.attack)).toEqual([3, 3, 3]);
      },
    });
    cardCase("ULD_155", {
      does: "the opponent's summons do not count",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "ULD_155", ref: "Q", tags: { QUEST_PROGRESS: 5 } }] },
      p2: { hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "Q.tags.QUEST_PROGRESS": 5 },
    });
  });

  describeCard("ULD_140", () => {
    cardCase("ULD_140", {
      does: "each card you draw counts; at 20 the Hero Power becomes Tome of Origination, whose draw costs (0)",
      p1: { secrets: [{ card: "ULD_140", ref: "Q", tags: { QUEST_PROGRESS: 19 } }], hand: [{ card: "CS2_023", ref: "A" }],
        deck: [{ card: YETI }, { card: YETI }, { card: FLAMESTRIKE }] },
      actions: [{ type: "play", card: "A" }, { type: "heroPower" }],
      check: (r) => {
        expect(r.state.players[0].heroPower?.card).toBe("ULD_140p");
        const h = r.state.players[0].hand;
        expect(h).toHaveLength(3);
        expect(h.filter((c) => c.cost === 0)).toHaveLength(1);
      },
    });
    cardCase("ULD_140", {
      does: "the opponent's draws do not count",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "ULD_140", ref: "Q", tags: { QUEST_PROGRESS: 3 } }] },
      p2: { hand: [{ card: "CS2_023", ref: "A" }], deck: [{ card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "Q.tags.QUEST_PROGRESS": 3 },
    });
  });

  describeCard("ULD_433", () => {
    cardCase("ULD_433", {
      does: "each spell you cast counts; at 10 the Hero Power adds a Mage spell costing (2) less",
      p1: { secrets: [{ card: "ULD_433", ref: "Q", tags: { QUEST_PROGRESS: 9 } }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "heroPower" }],
      check: (r) => {
        expect(r.state.players[0].heroPower?.card).toBe("ULD_433p");
        const pick = picks(r, "random card")[0]!;
        for (const id of pick.candidates as string[]) expect([f(id).type, f(id).cardClass]).toEqual(["SPELL", "MAGE"]);
        const got = r.state.players[0].hand[0]!;
        expect(got.card).toBe(pick.chosen);
        expect(got.cost).toBe(Math.max(0, f(got.card).cost - 2));
      },
    });
    cardCase("ULD_433", {
      does: "a minion played does not count",
      p1: { secrets: [{ card: "ULD_433", ref: "Q", tags: { QUEST_PROGRESS: 9 } }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "Q.tags.QUEST_PROGRESS": 9, "Q.zone": "secrets" },
    });
  });

  describeCard("ULD_291", () => {
    cardCase("ULD_291", {
      does: "Battlecry cards count; at 6 the Hero Power makes your Battlecries trigger twice this turn",
      p1: { secrets: [{ card: "ULD_291", ref: "Q", tags: { QUEST_PROGRESS: 5 } }], hand: [{ card: "CS2_189", ref: "A" }, { card: "CS2_189", ref: "B" }] },
      actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "heroPower" }, { type: "play", card: "B", target: "p2.hero" }],
      check: (r) => {
        expect(r.state.players[0].heroPower?.card).toBe("ULD_291p");
        expect(r.state.players[1].hero.health).toBe(27);
      },
    });
    cardCase("ULD_291", {
      does: "a card without Battlecry does not count",
      p1: { secrets: [{ card: "ULD_291", ref: "Q", tags: { QUEST_PROGRESS: 5 } }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "Q.tags.QUEST_PROGRESS": 5, "Q.zone": "secrets" },
    });
  });

  const LACKEY_IDS = ["DAL_613", "DAL_614", "DAL_615", "DAL_739", "DAL_741", "ULD_616", "DRG_052"];

  describeCard("ULD_276", () => {
    cardCase("ULD_276", {
      does: "at the end of your turn, a random one of the seven Lackeys to your hand",
      p1: { board: [{ card: "ULD_276" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        const pick = picks(r, "random card")[0]!;
        expect([...(pick.candidates as string[])].sort()).toEqual([...LACKEY_IDS].sort());
        expect(hand(r, 0)).toEqual([pick.chosen]);
      },
    });
    cardCase("ULD_276", {
      does: "not at the end of the opponent's turn",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "ULD_276" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.hand": [WISP] },
    });
  });

  describeCard("ULD_708", () => {
    cardCase("ULD_708", {
      does: "after your hero attacks, a Lackey to your hand",
      p1: { weapon: { card: "ULD_708" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      check: (r) => {
        expect(hand(r, 0)).toHaveLength(1);
        expect(LACKEY_IDS).toContain(hand(r, 0)[0]);
        expect(r.state.players[1].hero.health).toBe(28);
      },
    });
  });

  describeCard("ULD_160", () => {
    cardCase("ULD_160", {
      does: "Discover a Lackey: the options are Lackeys, the one chosen comes to hand",
      p1: { hand: [{ card: "ULD_160", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      choices: [2],
      check: (r) => {
        const opts = picks(r, "discover option");
        expect(opts).toHaveLength(3);
        for (const o of opts) expect(LACKEY_IDS).toContain(o.chosen);
        expect(hand(r, 0)).toEqual([opts[2]!.chosen]);
      },
    });
  });

  describeCard("ULD_170", () => {
    cardCase("ULD_170", {
      does: "Battlecry: controlling a Lackey, 3 damage to the character chosen",
      p1: { hand: [{ card: "ULD_170", ref: "W" }], board: [{ card: "DAL_614" }] },
      actions: [{ type: "play", card: "W", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
    cardCase("ULD_170", {
      does: "no Lackey of yours (only the opponent's): no target",
      p1: { hand: [{ card: "ULD_170", ref: "W" }], board: [{ card: WISP }] },
      p2: { board: [{ card: "DAL_614" }] },
      actions: [{ type: "play", card: "W", target: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("ULD_162", () => {
    cardCase("ULD_162", {
      does: "Battlecry: the friendly Lackey chosen is destroyed and a 5/5 Demon summoned",
      p1: { hand: [{ card: "ULD_162", ref: "R" }], board: [{ card: "ULD_616", ref: "L" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "R", target: "L" }],
      check: (r) => {
        expect(r.state.players[0].graveyard.map((c) => c.card)).toContain("ULD_616");
        expect(sorted(r, 0)).toEqual([YETI, "ULD_162", "ULD_162t"].sort());
      },
    });
    cardCase("ULD_162", {
      does: "a minion that is no Lackey cannot be chosen",
      p1: { hand: [{ card: "ULD_162", ref: "R" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "R", target: "Y" }],
      error: "illegal_action",
    });
  });

  describeCard("DAL_614", () => {
    cardCase("DAL_614", {
      does: "Kobold Lackey: Battlecry 2 damage",
      p1: { hand: [{ card: "DAL_614", ref: "K" }] },
      actions: [{ type: "play", card: "K", target: "p2.hero" }],
      expect: { "p2.hero.health": 28 },
    });
    cardCase("DAL_739", {
      does: "Goblin Lackey: +1 Attack and Rush to a friendly minion",
      p1: { hand: [{ card: "DAL_739", ref: "G" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "G", target: "W" }],
      expect: { "W.attack": 2, "W.seen.RUSH": 1 },
    });
    cardCase("ULD_616", {
      does: "Titanic Lackey: +2 Health and Taunt to a friendly minion",
      p1: { hand: [{ card: "ULD_616", ref: "T" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "T", target: "W" }],
      expect: { "W.health": 3, "W.seen.TAUNT": 1 },
    });
    cardCase("DAL_615", {
      does: "Witchy Lackey: a friendly 4-Cost minion becomes a 5-Cost one",
      p1: { hand: [{ card: "DAL_615", ref: "L" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "L", target: "Y" }],
      check: (r) => expect(f(board(r, 0)[0]!.card).cost).toBe(5),
    });
    cardCase("DAL_613", {
      does: "Faceless Lackey: a random 2-Cost minion summoned",
      p1: { hand: [{ card: "DAL_613", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        const pick = picks(r, "random minion to summon")[0]!;
        for (const id of pick.candidates as string[]) expect(f(id).cost).toBe(2);
        expect(sorted(r, 0)).toEqual(["DAL_613", pick.chosen as string].sort());
      },
    });
    cardCase("DRG_052", {
      does: "Draconic Lackey: Discover a Dragon",
      p1: { hand: [{ card: "DRG_052", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      choices: [0],
      check: (r) => {
        for (const o of picks(r, "discover option")) expect(f(o.chosen as string).races.some((x: string) => x === "DRAGON" || x === "ALL")).toBe(true);
        expect(hand(r, 0)).toHaveLength(1);
      },
    });
    cardCase("DAL_741", {
      does: "Ethereal Lackey: Discover a spell",
      p1: { hand: [{ card: "DAL_741", ref: "E" }] },
      actions: [{ type: "play", card: "E" }],
      choices: [0],
      check: (r) => expect(f(hand(r, 0)[0]!).type).toBe("SPELL"),
    });
  });

  describeCard("ULD_163", () => {
    cardCase("ULD_163", {
      does: "Battlecry: your highest Cost card is discarded; Deathrattle: two new copies of it come back",
      p1: { hand: [{ card: "ULD_163", ref: "M" }, { card: WISP, ref: "W" }, { card: FLAMESTRIKE, ref: "F" }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "M" }, { type: "destroy", target: "M" }],
      check: (r) => {
        expect(r.state.players[0].graveyard.map((c) => c.card)).toContain(FLAMESTRIKE);
        expect(hand(r, 0)).toEqual([WISP, FIREBALL, FLAMESTRIKE, FLAMESTRIKE]);
      },
    });
    cardCase("ULD_163", {
      does: "an empty hand: nothing discarded, nothing back",
      p1: { hand: [{ card: "ULD_163", ref: "M" }] },
      actions: [{ type: "play", card: "M" }, { type: "destroy", target: "M" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("ULD_134", () => {
    cardCase("ULD_134", {
      does: "four Bees attack the enemy 8/8 one after another: 4 damage, each Bee dies of its 8 Attack",
      p1: { hand: [{ card: "ULD_134", ref: "B" }] },
      p2: { board: [{ card: "CS2_232", ref: "E" }] },
      actions: [{ type: "play", card: "B", target: "E" }],
      expect: { "E.health": 4, "p1.board": [] },
    });
    cardCase("ULD_134", {
      does: "a 2/1 dies to the first Bee (which dies too): the other three do not attack and stay",
      p1: { hand: [{ card: "ULD_134", ref: "B" }] },
      p2: { board: [{ card: RAIDER, ref: "E" }] },
      actions: [{ type: "play", card: "B", target: "E" }],
      expect: { "E.zone": "graveyard", "p1.board": ["ULD_134t", "ULD_134t", "ULD_134t"] },
    });
  });
});
