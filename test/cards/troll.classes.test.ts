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
  describeCard("TRL_305", () => {
    cardCase("TRL_305", {
      does: "Discovers a 6-Cost minion and summons it with Taunt and Divine Shield",
      p1: { hand: [{ card: "TRL_305", ref: "N" }] },
      actions: [{ type: "play", card: "N" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(1);
        expect(builtInCard(board[0]!.card)!.facts.cost).toBe(6);
        expect(board[0]!.seen?.TAUNT).toBe(1);
        expect(board[0]!.seen?.DIVINE_SHIELD).toBe(1);
        expect(r.state.players[0].hand).toHaveLength(0);
      },
    });
  });
  describeCard("TRL_543", () => {
    cardCase("TRL_543", {
      does: "equipping it deals 5 damage to your hero",
      p1: { hand: [{ card: "TRL_543", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hero.health": 25, "p2.hero.health": 30, "p1.weapon": "TRL_543" },
    });
  });
  describeCard("TRL_304", () => {
    cardCase("TRL_304", {
      does: "the hero's Overkill gives the minion in hand +2/+2",
      p1: { weapon: { card: "TRL_304" }, hand: [{ card: YETI, ref: "Y" }, { card: "CS2_029", ref: "F" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "W" }],
      expect: { "Y.attack": 6, "Y.health": 7 },
    });
    cardCase("TRL_304", {
      does: "no Overkill on the hero (a 3-Health minion): no buff",
      p1: { weapon: { card: "TRL_304" }, hand: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: CROC, ref: "C" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "C" }],
      expect: { "Y.attack": 4, "C.zone": "graveyard" },
    });
  });
  describeCard("TRL_308", () => {
    cardCase("TRL_308", {
      does: "your hero at 25 Health gets 24 Armor and 1 Health",
      p1: { hero: { card: "HERO_04", health: 25, armor: 2 }, hand: [{ card: "TRL_308", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hero.health": 1, "p1.hero.armor": 26, "p2.hero.health": 30 },
    });
  });
  describeCard("TRL_309", () => {
    cardCase("TRL_309", {
      does: "after you cast a 4-Cost spell: a 4/4 Tiger",
      p1: { board: [{ card: "TRL_309" }], hand: [{ card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      check: (r) => {
        const t = r.state.players[0].board[1]!;
        expect(t.card).toBe("TRL_309t");
        expect([t.attack, t.health]).toEqual([4, 4]);
      },
    });
    cardCase("TRL_309", {
      does: "the opponent's spell: no Tiger",
      p1: { board: [{ card: "TRL_309" }] },
      p2: { hand: [{ card: "CS2_029", ref: "F" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "F", target: "p1.hero" }],
      expect: { "p1.board": ["TRL_309"] },
    });
  });
  describeCard("TRL_302", () => {
    cardCase("TRL_302", {
      does: "your hero is Immune on the opponent's turn: their minion cannot attack it",
      p1: { hand: [{ card: "TRL_302", ref: "T" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "T" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }],
      error: "illegal_action",
    });
    cardCase("TRL_302", {
      does: "it ends when your next turn starts",
      p1: { hand: [{ card: "TRL_302", ref: "T" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { deck: [{ card: WISP }], hand: [{ card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "T" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "F", target: "p1.hero" }],
      expect: { "p1.hero.health": 24 },
    });
  });
  describeCard("TRL_128", () => {
    cardCase("TRL_128", {
      does: "restores 3 Health to the chosen character",
      p1: { hand: [{ card: "TRL_128", ref: "R" }], hero: { card: "HERO_09", health: 20 } },
      actions: [{ type: "play", card: "R", target: "p1.hero" }],
      expect: { "p1.hero.health": 23 },
    });
  });
  describeCard("TRL_260", () => {
    cardCase("TRL_260", {
      does: "draws only 1-Cost minions until the hand is full (8 in hand after it is played: 2 drawn)",
      p1: { hand: [{ card: "TRL_260", ref: "B" }, ...Array.from({ length: 8 }, () => ({ card: YETI }))],
        deck: [{ card: BOAR }, { card: "CS1_130" }, { card: BOAR }, { card: BOAR }, { card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => {
        const hand = r.state.players[0].hand.map((c) => c.card);
        expect(hand.filter((c) => c === BOAR)).toHaveLength(2);
        expect(hand).toHaveLength(10);
        expect(r.state.players[0].deck.map((c) => c.card).sort()).toEqual([BOAR, WISP, YETI, "CS1_130"].sort());
      },
    });
  });
  describeCard("TRL_408", () => {
    cardCase("TRL_408", {
      does: "costs (1) less for each spell you played this game (2: 10)",
      p1: { hand: [{ card: "TRL_408", ref: "G" }, { card: "CS2_008", ref: "M" }, { card: "CS2_008", ref: "N" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "N", target: "p2.hero" }],
      expect: { "G.cost": 10 },
    });
  });
  describeCard("TRL_131", () => {
    cardCase("TRL_131", {
      does: "you cast a spell: a 1/1 Zombie with Taunt; a minion played: none",
      p1: { board: [{ card: "TRL_131" }], hand: [{ card: "CS2_008", ref: "M" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "W" }],
      expect: { "p1.board": ["TRL_131", "TRL_131t", WISP] },
    });
  });
  describeCard("TRL_097", () => {
    cardCase("TRL_097", {
      does: "an enemy minion chosen: a copy of it in your hand, the minion stays",
      p1: { hand: [{ card: "TRL_097", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "p1.hand": [YETI], "Y.zone": "board", "p2.hand": [] },
    });
  });
  describeCard("TRL_500", () => {
    cardCase("TRL_500", {
      does: "3 of your Mana Crystals destroyed; the minions in your deck get +2/+2, spells and the enemy deck not",
      p1: { hand: [{ card: "TRL_500", ref: "S" }], deck: [{ card: YETI, ref: "Y" }, { card: "CS2_008", ref: "M" }] },
      p2: { deck: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.mana.crystals": 7, "Y.attack": 6, "Y.health": 7, "E.attack": 4 },
    });
  });
  describeCard("TRL_071", () => {
    cardCase("TRL_071", {
      does: "+1/+1 for each other friendly Pirate (2: a 3/3); enemy Pirates do not count",
      p1: { hand: [{ card: "TRL_071", ref: "H" }], board: [{ card: "CS2_146" }, { card: "CS2_146" }, { card: WISP }] },
      p2: { board: [{ card: "CS2_146" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "H.attack": 3, "H.health": 3 },
    });
  });
  describeCard("TRL_127", () => {
    cardCase("TRL_127", {
      does: "with no Pirate: one 3-damage hit on the only enemy (the hero)",
      p1: { hand: [{ card: "TRL_127", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p2.hero.health": 27 },
    });
    cardCase("TRL_127", {
      does: "with 2 Pirates: three hits, all on enemies",
      p1: { hand: [{ card: "TRL_127", ref: "C" }], board: [{ card: "CS2_146" }, { card: "CS2_146" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p2.hero.health": 21, "p1.hero.health": 30 },
    });
  });
  describeCard("TRL_126", () => {
    cardCase("TRL_126", {
      does: "summons the Pirates from your deck (two there) with Rush; the Yeti stays in the deck",
      p1: { hand: [{ card: "TRL_126", ref: "H" }], deck: [{ card: "CS2_146", ref: "A" }, { card: YETI, ref: "Y" }, { card: "NEW1_018", ref: "B" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "H" }, { type: "attack", attacker: "B", defender: "W" }],
      expect: { "A.zone": "board", "B.zone": "board", "Y.zone": "deck", "W.zone": "graveyard" },
    });
  });
  describeCard("TRL_074", () => {
    cardCase("TRL_074", {
      does: "Deathrattle: your minions get Rush (a minion played this turn attacks a minion)",
      p1: { weapon: { card: "TRL_074", ref: "T", durability: 1 }, hand: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "W" }, { card: WISP, ref: "X" }] },
      actions: [{ type: "play", card: "Y" }, { type: "attack", attacker: "p1.hero", defender: "W" }, { type: "attack", attacker: "Y", defender: "X" }],
      expect: { "X.zone": "graveyard", "T.zone": "graveyard" },
    });
  });
  describeCard("TRL_156", () => {
    cardCase("TRL_156", {
      does: "Discovers a weapon of another class than yours",
      p1: { hero: { card: "HERO_03" }, hand: [{ card: "TRL_156", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const f = builtInCard(r.state.players[0].hand[0]!.card)!.facts;
        expect(f.type).toBe("WEAPON");
        expect(["ROGUE", "NEUTRAL"]).not.toContain(f.cardClass);
      },
    });
  });
  describeCard("TRL_157", () => {
    cardCase("TRL_157", {
      does: "destroys an undamaged minion",
      p1: { hand: [{ card: "TRL_157", ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "W", target: "Y" }],
      expect: { "Y.zone": "graveyard" },
    });
    cardCase("TRL_157", {
      does: "a damaged minion is no valid target",
      p1: { hand: [{ card: "TRL_157", ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 4 }] },
      actions: [{ type: "play", card: "W", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("TRL_059", () => {
    cardCase("TRL_059", {
      does: "returns the friendly minion to your hand with +2/+2",
      p1: { hand: [{ card: "TRL_059", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "Y" }],
      expect: { "Y.zone": "hand", "Y.attack": 6, "Y.health": 7 },
    });
    cardCase("TRL_059", {
      does: "an enemy minion is no valid target",
      p1: { hand: [{ card: "TRL_059", ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("TRL_058", () => {
    cardCase("TRL_058", {
      does: "the next spell this turn costs (3) less (Fireball: 1), and a spell is Discovered",
      p1: { hand: [{ card: "TRL_058", ref: "H" }, { card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => {
        expect(events(r, "discover")).toHaveLength(1);
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(2);
        expect(hand.find((c) => c.ref === "F")!.cost).toBe(1);
      },
    });
    cardCase("TRL_058", {
      does: "a minion is not cheaper",
      p1: { hand: [{ card: "TRL_058", ref: "H" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "Y.cost": 4 },
    });
  });
  describeCard("TRL_351", () => {
    cardCase("TRL_351", {
      does: "three 2/4 Toads, Overload (3)",
      p1: { hand: [{ card: "TRL_351", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.board": ["TRL_351t", "TRL_351t", "TRL_351t"], "p1.mana.overloadOwed": 3 },
    });
  });
  describeCard("TRL_012", () => {
    cardCase("TRL_012", {
      does: "2 damage; overkilling a Wisp summons one basic Totem",
      p1: { hand: [{ card: "TRL_012", ref: "T" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "T", target: "W" }],
      check: (r) => {
        const board = r.state.players[0].board.map((c) => c.card);
        expect(board).toHaveLength(1);
        expect(["NEW1_009", "CS2_050", "CS2_051", "CS2_052"]).toContain(board[0]);
      },
    });
    cardCase("TRL_012", {
      does: "2 damage to a Yeti: no Totem",
      p1: { hand: [{ card: "TRL_012", ref: "T" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "T", target: "Y" }],
      expect: { "p1.board": [], "Y.health": 3 },
    });
  });
  describeCard("TRL_522", () => {
    cardCase("TRL_522", {
      does: "after 2 spells this turn: 2 damage to the chosen character",
      p1: { hand: [{ card: "CS2_008", ref: "M" }, { card: "CS2_008", ref: "N" }, { card: "TRL_522", ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "N", target: "p2.hero" }, { type: "play", card: "W", target: "Y" }],
      expect: { "Y.health": 3 },
    });
    cardCase("TRL_522", {
      does: "after 1 spell: no target",
      p1: { hand: [{ card: "CS2_008", ref: "M" }, { card: "TRL_522", ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "W", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("TRL_257", () => {
    cardCase("TRL_257", {
      does: "a friendly minion dies: 2 damage to the enemy hero; an enemy minion's death: nothing",
      p1: { board: [{ card: "TRL_257" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "E" }],
      expect: { "p2.hero.health": 28, "p1.hero.health": 30 },
    });
  });
  describeCard("TRL_555", () => {
    cardCase("TRL_555", {
      does: "destroys a minion; costs (1) less for each friendly minion (3: 5)",
      p1: { hand: [{ card: "TRL_555", ref: "D" }], board: [{ card: WISP }, { card: WISP }, { card: WISP }], mana: { crystals: 5 } },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      expect: { "Y.zone": "graveyard", "p1.mana.used": 5 },
    });
  });
  describeCard("TRL_249", () => {
    cardCase("TRL_249", {
      does: "destroys the friendly minion; the others get +1/+1",
      p1: { hand: [{ card: "TRL_249", ref: "G" }], board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "G", target: "W" }],
      expect: { "W.zone": "graveyard", "Y.attack": 5, "Y.health": 6, "E.attack": 4 },
    });
    cardCase("TRL_249", {
      does: "an enemy minion is no valid target",
      p1: { hand: [{ card: "TRL_249", ref: "G" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "G", target: "E" }],
      error: "illegal_action",
    });
  });
  describeCard("TRL_245", () => {
    cardCase("TRL_245", {
      does: "discards the lowest Cost card (the Wisp, not the Yeti) and deals 2 to all minions",
      p1: { hand: [{ card: "TRL_245", ref: "S" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "W.zone": "graveyard", "Y.zone": "hand", "F.health": 3, "E.health": 3, "p2.hero.health": 30 },
    });
  });
  describeCard("TRL_551", () => {
    cardCase("TRL_551", {
      does: "discards your lowest Cost card",
      p1: { hand: [{ card: "TRL_551", ref: "D" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "W.zone": "graveyard", "Y.zone": "hand" },
    });
  });
  describeCard("TRL_253", () => {
    cardCase("TRL_253", {
      does: "fills your board with copies (2 other minions: 4 copies)",
      p1: { hand: [{ card: "TRL_253", ref: "H" }], board: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => {
        const board = r.state.players[0].board.map((c) => c.card);
        expect(board).toHaveLength(7);
        expect(board.filter((c) => c === "TRL_253")).toHaveLength(5);
        expect(r.state.players[1].board).toHaveLength(0);
      },
    });
  });
  describeCard("TRL_251", () => {
    cardCase("TRL_251", {
      does: "a friendly minion dies: the minion in your hand gets +1/+1",
      p1: { board: [{ card: "TRL_251" }, { card: WISP, ref: "W" }], hand: [{ card: YETI, ref: "Y" }, { card: "CS2_008" }] },
      actions: [{ type: "destroy", target: "W" }],
      expect: { "Y.attack": 5, "Y.health": 6 },
    });
    cardCase("TRL_251", {
      does: "an enemy minion dies: nothing",
      p1: { board: [{ card: "TRL_251" }], hand: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "destroy", target: "W" }],
      expect: { "Y.attack": 4 },
    });
  });
  describeCard("TRL_252", () => {
    cardCase("TRL_252", {
      does: "discarded: 2 copies of it come to your hand",
      p1: { hand: [{ card: "TRL_252", ref: "J" }, { card: "EX1_308", ref: "S" }] },
      actions: [{ type: "play", card: "S", target: "p2.hero" }],
      expect: { "J.zone": "graveyard", "p1.hand": ["TRL_252", "TRL_252"] },
    });
  });
  describeCard("TRL_321", () => {
    cardCase("TRL_321", {
      does: "4 damage to a damaged minion",
      p1: { hand: [{ card: "TRL_321", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 4 }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      expect: { "Y.zone": "graveyard" },
    });
    cardCase("TRL_321", {
      does: "an undamaged minion is no valid target",
      p1: { hand: [{ card: "TRL_321", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("TRL_362", () => {
    cardCase("TRL_362", {
      does: "adds 2 Dragons to your hand",
      p1: { hand: [{ card: "TRL_362", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(2);
        for (const c of hand) expect(builtInCard(c.card)!.facts.races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/DRAGON|ALL/)]));
      },
    });
  });
  describeCard("TRL_323", () => {
    cardCase("TRL_323", {
      does: "holding another Dragon: 5 Armor",
      p1: { hand: [{ card: "TRL_323", ref: "E" }, { card: "BRM_004" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.hero.armor": 5 },
    });
    cardCase("TRL_323", {
      does: "no other Dragon (it is one itself): no Armor",
      p1: { hand: [{ card: "TRL_323", ref: "E" }, { card: YETI }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.hero.armor": 0 },
    });
  });
  describeCard("TRL_326", () => {
    cardCase("TRL_326", {
      does: "holding a Dragon: destroys a damaged enemy minion",
      p1: { hand: [{ card: "TRL_326", ref: "L" }, { card: "BRM_004" }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 4 }] },
      actions: [{ type: "play", card: "L", target: "Y" }],
      expect: { "Y.zone": "graveyard" },
    });
    cardCase("TRL_326", {
      does: "an undamaged enemy minion is no valid target",
      p1: { hand: [{ card: "TRL_326", ref: "L" }, { card: "BRM_004" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "L", target: "Y" }],
      error: "illegal_action",
    });
    cardCase("TRL_326", {
      does: "no Dragon in hand: no target",
      p1: { hand: [{ card: "TRL_326", ref: "L" }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 4 }] },
      actions: [{ type: "play", card: "L", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("TRL_360", () => {
    cardCase("TRL_360", {
      does: "after you play a minion: 1 damage to it",
      p1: { weapon: { card: "TRL_360" }, hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "Y.health": 4 },
    });
  });
  describeCard("TRL_328", () => {
    cardCase("TRL_328", {
      does: "copies each Dragon in your hand (one Whelp: two now), not the Yeti",
      p1: { hand: [{ card: "TRL_328", ref: "V" }, { card: "BRM_004" }, { card: YETI }] },
      actions: [{ type: "play", card: "V" }],
      expect: { "p1.hand": ["BRM_004", YETI, "BRM_004"] },
    });
  });
  describeCard("TRL_324", () => {
    cardCase("TRL_324", {
      does: "5 Armor: a random 5-Cost minion",
      p1: { hero: { card: "HERO_01", armor: 5 }, hand: [{ card: "TRL_324", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(1);
        expect(builtInCard(board[0]!.card)!.facts.cost).toBe(5);
      },
    });
    cardCase("TRL_324", {
      does: "14 Armor: a 10-Cost minion (up to 10)",
      p1: { hero: { card: "HERO_01", armor: 14 }, hand: [{ card: "TRL_324", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => expect(builtInCard(r.state.players[0].board[0]!.card)!.facts.cost).toBe(10),
    });
  });
  describeCard("TRL_329", () => {
    cardCase("TRL_329", {
      does: "Overkill: draws the Rush minion (not the Yeti) and gives it +5/+5",
      p1: { board: [{ card: "TRL_329", ref: "A" }], deck: [{ card: "TRL_348", ref: "S" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "A", defender: "W" }],
      expect: { "S.zone": "hand", "S.attack": 6, "S.health": 6, "Y.zone": "deck" },
    });
  });
  describeCard("TRL_325", () => {
    cardCase("TRL_325", {
      does: "the hero's Overkill: it may attack again",
      p1: { weapon: { card: "TRL_325" } },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "W" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 26 },
    });
    cardCase("TRL_325", {
      does: "no Overkill: no second attack",
      p1: { weapon: { card: "TRL_325" } },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      error: "illegal_action",
    });
  });
});
