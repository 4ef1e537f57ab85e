/** Behaviour tests of Rastakhan's Rumble (TROLL): class cards (session 9, w9/wild-a). */
import { describe, expect } from "vitest";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5, (4)
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // Bloodfen Raptor, 3/2 Beast
const BOAR = "CS2_171"; // Stonetusk Boar, 1/1 Beast
const FIRE_FLY = "UNG_809"; // an Elemental
const CROC = "CS2_120"; // River Crocolisk, 2/3 Beast
const AXE = "CS2_106"; // Fiery War Axe 3/2

describe("Rastakhan's Rumble: class cards", () => {
  describeCard("TRL_243", () => {
    cardCase("TRL_243", {
      does: "your hero has +2 Attack this turn, none the next",
      p1: { hand: [{ card: "TRL_243", ref: "P" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "P" }, { type: "attack", attacker: "p1.hero", defender: "Y" }],
      expect: { "Y.health": 3, "p1.hero.health": 26, "p1.hero.attack": 2 },
    });
    cardCase("TRL_243", {
      does: "gone at the end of the turn",
      p1: { hand: [{ card: "TRL_243", ref: "P" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "P" }, { type: "endTurn" }],
      expect: { "p1.hero.attack": 0 },
    });
  });
  describeCard("TRL_240", () => {
    cardCase("TRL_240", {
      does: "deals damage equal to your hero's Attack (3 with a Fiery War Axe) to the enemy minion",
      p1: { hand: [{ card: "TRL_240", ref: "S" }], weapon: { card: AXE } },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "Y.health": 2 },
    });
    cardCase("TRL_240", {
      does: "a friendly minion is no valid target",
      p1: { hand: [{ card: "TRL_240", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("TRL_254", () => {
    cardCase("TRL_254", {
      does: "first option: the minion gets +2/+4 and Taunt",
      p1: { hand: [{ card: "TRL_254", ref: "M" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "Y", choose: 1 }],
      expect: { "Y.attack": 6, "Y.health": 9, "p1.board": [YETI], "Y.seen.TAUNT": 1 },
    });
    cardCase("TRL_254", {
      does: "second option: two 3/2 Raptors",
      p1: { hand: [{ card: "TRL_254", ref: "M" }] },
      actions: [{ type: "play", card: "M", choose: 2 }],
      expect: { "p1.board": ["TRL_254t", "TRL_254t"], "p1.board.0.attack": 3, "p1.board.0.health": 2 },
    });
  });
  describeCard("TRL_244", () => {
    cardCase("TRL_244", {
      does: "draws the Beast (not the Yeti) and doubles its Health",
      p1: { hand: [{ card: "TRL_244", ref: "P" }], deck: [{ card: CROC, ref: "C" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "C.zone": "hand", "C.health": 6, "C.attack": 2, "Y.zone": "deck" },
    });
  });
  describeCard("TRL_255", () => {
    cardCase("TRL_255", {
      does: "the Beast in hand is summoned with Rush and attacks a minion at once; the Yeti stays in hand",
      p1: { hand: [{ card: "TRL_255", ref: "S" }, { card: RAPTOR, ref: "R" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "R", defender: "W" }],
      expect: { "R.zone": "board", "W.zone": "graveyard", "Y.zone": "hand" },
    });
    cardCase("TRL_255", {
      does: "no Beast in hand: nothing",
      p1: { hand: [{ card: "TRL_255", ref: "S" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": [], "Y.zone": "hand" },
    });
  });
  describeCard("TRL_341", () => {
    cardCase("TRL_341", {
      does: "your Treants become 5/5 Ancients; an enemy Treant and other minions stay",
      p1: { hand: [{ card: "TRL_341", ref: "T" }], board: [{ card: "EX1_158t", ref: "A" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: "EX1_158t", ref: "E" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.board": ["TRL_341t", WISP, "TRL_341"], "p2.board": ["EX1_158t"] },
    });
  });
  describeCard("TRL_232", () => {
    cardCase("TRL_232", {
      does: "Overkill: a 5/5 Ironhide Runt",
      p1: { board: [{ card: "TRL_232", ref: "D" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "D", defender: "W" }],
      check: (r) => expect(r.state.players[0].board.map((c) => c.card).sort()).toEqual(["TRL_232", "TRL_232t"]),
    });
  });
  describeCard("TRL_241", () => {
    cardCase("TRL_241", {
      does: "your hero kills a minion and may attack again",
      p1: { board: [{ card: "TRL_241" }], weapon: { card: AXE, ref: "A" } },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "W" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "W.zone": "graveyard", "p2.hero.health": 27 },
    });
    cardCase("TRL_241", {
      does: "a minion not killed: no second attack",
      p1: { board: [{ card: "TRL_241" }], weapon: { card: AXE, ref: "A" } },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      error: "illegal_action",
    });
  });
  describeCard("TRL_223", () => {
    cardCase("TRL_223", {
      does: "your hero kills a minion: draw a card",
      p1: { board: [{ card: "TRL_223" }], weapon: { card: AXE }, deck: [{ card: YETI }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "W" }],
      expect: { "p1.hand": [YETI] },
    });
    cardCase("TRL_223", {
      does: "Stealth until your next turn starts",
      p1: { board: [{ card: "TRL_223", ref: "S", tags: { STEALTH: 1 } }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }],
      check: (r) => expect(r.state.players[0].board[0]!.tags?.STEALTH ?? 0).toBe(0),
    });
  });
  describeCard("TRL_348", () => {
    cardCase("TRL_348", {
      does: "adds a 1/1 Lynx with Rush to your hand",
      p1: { hand: [{ card: "TRL_348", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": ["TRL_348t"], "p2.hand": [] },
    });
  });
  describeCard("TRL_900", () => {
    cardCase("TRL_900", {
      does: "fills your hand with Lynxes (8 other cards: 2 Lynxes)",
      p1: { hand: [{ card: "TRL_900", ref: "H" }, ...Array.from({ length: 8 }, () => ({ card: WISP }))] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => {
        const hand = r.state.players[0].hand.map((c) => c.card);
        expect(hand).toHaveLength(10);
        expect(hand.filter((c) => c === "TRL_348t")).toHaveLength(2);
      },
    });
  });
  describeCard("TRL_111", () => {
    cardCase("TRL_111", {
      does: "with a Beast: 3 Durability",
      p1: { hand: [{ card: "TRL_111", ref: "H" }], board: [{ card: RAPTOR }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.weapon.durability": 3 },
    });
    cardCase("TRL_111", {
      does: "only an enemy Beast: 2 Durability",
      p1: { hand: [{ card: "TRL_111", ref: "H" }] },
      p2: { board: [{ card: RAPTOR }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.weapon.durability": 2 },
    });
  });
  describeCard("TRL_349", () => {
    cardCase("TRL_349", {
      does: "with a weapon: Discover a spell",
      p1: { hand: [{ card: "TRL_349", ref: "B" }], weapon: { card: AXE } },
      actions: [{ type: "play", card: "B" }],
      check: (r) => {
        expect(events(r, "discover")).toHaveLength(1);
        expect(builtInCard(r.state.players[0].hand[0]!.card)!.facts.type).toBe("SPELL");
      },
    });
    cardCase("TRL_349", {
      does: "no weapon: nothing",
      p1: { hand: [{ card: "TRL_349", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "events.discover": 0, "p1.hand": [] },
    });
  });
  describeCard("TRL_566", () => {
    cardCase("TRL_566", {
      does: "summons your Beasts that died this turn, not the Yeti nor the enemy's Beast",
      p1: { hand: [{ card: "TRL_566", ref: "R" }], board: [{ card: RAPTOR, ref: "A" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: BOAR, ref: "B" }] },
      actions: [{ type: "destroy", target: "A" }, { type: "destroy", target: "Y" }, { type: "destroy", target: "B" }, { type: "play", card: "R" }],
      expect: { "p1.board": [RAPTOR], "p2.board": [] },
    });
  });
  describeCard("TRL_901", () => {
    cardCase("TRL_901", {
      does: "a Beast you summon gets +1/+1; a non-Beast does not",
      p1: { board: [{ card: "TRL_901" }], hand: [{ card: RAPTOR, ref: "R" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "R" }, { type: "play", card: "Y" }],
      expect: { "R.attack": 4, "R.health": 3, "Y.attack": 4 },
    });
    cardCase("TRL_901", {
      does: "the opponent's Beast gets nothing",
      p1: { board: [{ card: "TRL_901" }] },
      p2: { hand: [{ card: RAPTOR, ref: "R" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "R" }],
      expect: { "R.attack": 3 },
    });
  });
  describeCard("TRL_119", () => {
    cardCase("TRL_119", {
      does: "the friendly Beast gets +1/+1 then attacks the (only) enemy minion",
      p1: { hand: [{ card: "TRL_119", ref: "B" }], board: [{ card: RAPTOR, ref: "R" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "R" }],
      expect: { "Y.health": 1, "R.zone": "graveyard", "p2.hero.health": 30 },
    });
    cardCase("TRL_119", {
      does: "a friendly non-Beast is no valid target",
      p1: { hand: [{ card: "TRL_119", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("TRL_347", () => {
    cardCase("TRL_347", {
      does: "3 damage; killing a Wisp with it overkills: a 5/5 Devilsaur",
      p1: { hand: [{ card: "TRL_347", ref: "A" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "A", target: "W" }],
      expect: { "p1.board": ["TRL_347t"], "W.zone": "graveyard" },
    });
    cardCase("TRL_347", {
      does: "3 damage to a Yeti: no Devilsaur",
      p1: { hand: [{ card: "TRL_347", ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A", target: "Y" }],
      expect: { "p1.board": [], "Y.health": 2 },
    });
  });
  describeCard("TRL_311", () => {
    cardCase("TRL_311", {
      does: "an Elemental played last turn: 3 damage to all other minions",
      p1: { hand: [{ card: "TRL_311", ref: "A" }], board: [{ card: YETI, ref: "F" }], playedLastTurn: [FIRE_FLY] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "F.health": 2, "E.health": 2, "A.health": 3, "p2.hero.health": 30 },
    });
    cardCase("TRL_311", {
      does: "no Elemental last turn: nothing",
      p1: { hand: [{ card: "TRL_311", ref: "A" }], playedLastTurn: [YETI] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "E.health": 5 },
    });
  });
  describeCard("TRL_317", () => {
    cardCase("TRL_317", {
      does: "2 damage to all minions; one Overkill (two Wisps die) adds one Mage spell",
      p1: { hand: [{ card: "TRL_317", ref: "B" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => {
        expect(r.state.players[0].board[0]!.health).toBe(3);
        expect(r.state.players[1].board).toHaveLength(0);
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(builtInCard(hand[0]!.card)!.facts.cardClass).toBe("MAGE");
        expect(builtInCard(hand[0]!.card)!.facts.type).toBe("SPELL");
      },
    });
    cardCase("TRL_317", {
      does: "no minion killed beyond 0: no spell",
      p1: { hand: [{ card: "TRL_317", ref: "B" }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hand": [] },
    });
  });
  describeCard("TRL_310", () => {
    cardCase("TRL_310", {
      does: "the next Elemental costs (2) less; a non-Elemental keeps its cost",
      p1: { hand: [{ card: "TRL_310", ref: "E" }, { card: "CS2_042", ref: "F" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "F.cost": 4, "Y.cost": 4 },
    });
    cardCase("TRL_310", {
      does: "used up by the first Elemental played",
      p1: { hand: [{ card: "TRL_310", ref: "E" }, { card: FIRE_FLY, ref: "A" }, { card: "CS2_042", ref: "F" }] },
      actions: [{ type: "play", card: "E" }, { type: "play", card: "A" }],
      expect: { "F.cost": 6 },
    });
    cardCase("TRL_310", {
      does: "gone at the end of the turn",
      p1: { hand: [{ card: "TRL_310", ref: "E" }, { card: "CS2_042", ref: "F" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "E" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "F.cost": 6 },
    });
  });
  describeCard("TRL_313", () => {
    cardCase("TRL_313", {
      does: "4 damage to a minion; costs (4) without an Elemental last turn",
      p1: { hand: [{ card: "TRL_313", ref: "S" }], mana: { crystals: 4 } },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "Y.health": 1, "p1.mana.used": 4 },
    });
    cardCase("TRL_313", {
      does: "costs (1) after an Elemental last turn",
      p1: { hand: [{ card: "TRL_313", ref: "S" }], playedLastTurn: [FIRE_FLY] },
      actions: [{ type: "endTurn" }],
      expect: { "S.cost": 1 },
    });
  });
  describeCard("TRL_400", () => {
    cardCase("TRL_400", {
      does: "an enemy attacks your minion: a copy of it is summoned (with its damage, 4.8)",
      p1: { board: [{ card: YETI, ref: "Y", health: 3 }], secrets: [{ card: "TRL_400", ref: "S" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "attack", attacker: "W", defender: "Y" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((c) => c.card)).toEqual([YETI, YETI]);
        expect(board[1]!.health).toBe(3);
        expect(r.state.players[0].secrets).toHaveLength(0);
      },
    });
    cardCase("TRL_400", {
      does: "an attack on your hero does not trigger it",
      p1: { secrets: [{ card: "TRL_400", ref: "S" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "attack", attacker: "W", defender: "p1.hero" }],
      expect: { "S.zone": "secrets", "p1.board": [] },
    });
  });
});
