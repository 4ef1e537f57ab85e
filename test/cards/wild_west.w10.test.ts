/** Showdown in the Badlands (WILD_WEST): cards whose steps the format already has (w10/badlands). */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { run } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const DRAGON = "NEW1_023"; // Faerie Dragon 3/2
const CROC = "CS2_120"; // River Crocolisk 2/3 Beast
const FIRE_ELEMENTAL = "CS2_042"; // 6/5 Elemental
const FIREBALL = "CS2_029";

describe("Showdown in the Badlands (w10)", () => {
  describeCard("WW_809", () => {
    cardCase("WW_809", {
      does: "Deathrattle with 4 or more Attack: a new Bovine Skeleton",
      p1: { board: [{ card: "WW_809", ref: "B", attack: 4 }] },
      actions: [{ type: "destroy", target: "B" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((m) => m.card)).toEqual(["WW_809"]);
        expect(board[0]!.attack).toBe(3);
      },
    });
    cardCase("WW_809", {
      does: "Deathrattle with 3 Attack: nothing",
      p1: { board: [{ card: "WW_809", ref: "B" }] },
      actions: [{ type: "destroy", target: "B" }],
      expect: { "p1.board": [] },
    });
  });

  describeCard("WW_397", () => {
    cardCase("WW_397", {
      does: "Deathrattle: 2 damage to every minion but friendly Elementals",
      p1: { board: [{ card: "WW_397", ref: "D" }, { card: FIRE_ELEMENTAL, ref: "F" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: FIRE_ELEMENTAL, ref: "E" }, { card: YETI, ref: "Z" }] },
      actions: [{ type: "destroy", target: "D" }],
      expect: { "F.health": 5, "Y.health": 3, "E.health": 3, "Z.health": 3, "p2.hero.health": 30 },
    });
  });

  describeCard("WW_822", () => {
    cardCase("WW_822", {
      does: "Battlecry: a copy for each Dragon in hand",
      p1: { hand: [{ card: "WW_822", ref: "G" }, { card: DRAGON }, { card: DRAGON }, { card: YETI }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": ["WW_822", "WW_822", "WW_822"] },
    });
    cardCase("WW_822", {
      does: "no Dragon in hand: no copy",
      p1: { hand: [{ card: "WW_822", ref: "G" }, { card: YETI }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": ["WW_822"] },
    });
  });

  describeCard("WW_807", () => {
    cardCase("WW_807", {
      does: "Deathrattle: draw a Beast, then minions in hand (the Beast too) get +1/+1",
      p1: { board: [{ card: "WW_807", ref: "M" }], hand: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F" }], deck: [{ card: CROC, ref: "C" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "destroy", target: "M" }],
      expect: { "C.zone": "hand", "C.attack": 3, "C.health": 4, "Y.attack": 5, "Y.health": 6, "W.zone": "deck" },
    });
  });

  describeCard("WW_406", () => {
    cardCase("WW_406", {
      does: "Outcast: a copy is summoned",
      p1: { hand: [{ card: "WW_406", ref: "W" }, { card: YETI }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.board": ["WW_406", "WW_406"] },
    });
    cardCase("WW_406", {
      does: "played from the middle of the hand: no copy",
      p1: { hand: [{ card: YETI }, { card: "WW_406", ref: "W" }, { card: YETI }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.board": ["WW_406"] },
    });
  });

  describeCard("DEEP_005", () => {
    cardCase("DEEP_005", {
      does: "Deathrattle: two random Deathrattle minions costing (3) or less",
      p1: { board: [{ card: "DEEP_005", ref: "O" }] },
      actions: [{ type: "destroy", target: "O" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(2);
        for (const m of board) {
          const f = factsById(m.card)!;
          expect(f.type).toBe("MINION");
          expect(f.cost).toBeLessThanOrEqual(3);
          expect(f.mechanics ?? []).toContain("DEATHRATTLE");
        }
      },
    });
  });

  describeCard("WW_416", () => {
    cardCase("WW_416", {
      does: "an Epic, a Rare and a Common card of other classes",
      p1: { hand: [{ card: "WW_416", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const hand = r.state.players[0].hand.map((c) => factsById(c.card)!);
        expect(hand.map((f) => f.rarity)).toEqual(["EPIC", "RARE", "COMMON"]);
        for (const f of hand) expect(["NEUTRAL", "ROGUE"]).not.toContain(f.cardClass);
      },
    });
  });

  describeCard("WW_814", () => {
    cardCase("WW_814", {
      does: "Battlecry: a random Beast costing this minion's Attack (2)",
      p1: { hand: [{ card: "WW_814", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(2);
        const f = factsById(board[1]!.card)!;
        expect([f.cost, f.races?.includes("BEAST") || f.races?.includes("ALL")]).toEqual([2, true]);
      },
    });
    cardCase("WW_814", {
      does: "Deathrattle: a random Beast costing its Attack as it died (5)",
      p1: { board: [{ card: "WW_814", ref: "S", attack: 5 }] },
      actions: [{ type: "destroy", target: "S" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(1);
        expect(factsById(board[0]!.card)!.cost).toBe(5);
      },
    });
  });

  describeCard("WW_813", () => {
    cardCase("WW_813", {
      does: "after your hero attacks: an Arcane Shot",
      p1: { weapon: { card: "WW_813" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.hand": ["DS1_185"], "p2.hero.health": 28 },
    });
  });

  describeCard("WW_811", () => {
    cardCase("WW_811", {
      does: "draws a minion with +1/+1 and a Deathrattle that gives back a Ten Gallon Hat",
      p1: { hand: [{ card: "WW_811", ref: "H" }], deck: [{ card: YETI, ref: "Y" }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "H" }, { type: "play", card: "Y" }, { type: "destroy", target: "Y" }],
      expect: { "p1.hand": ["WW_811"] },
    });
    cardCase("WW_811", {
      does: "the drawn minion has +1/+1",
      p1: { hand: [{ card: "WW_811", ref: "H" }], deck: [{ card: YETI, ref: "Y" }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "Y.zone": "hand", "Y.attack": 5, "Y.health": 6 },
    });
  });

  describeCard("WW_812", () => {
    cardCase("WW_812", {
      does: "your minions gain a Deathrattle summoning a Beast of (3) or less",
      p1: { hand: [{ card: "WW_812", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "play", card: "S" }, { type: "destroy", target: "Y" }, { type: "destroy", target: "E" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(1);
        const f = factsById(board[0]!.card)!;
        expect(f.cost).toBeLessThanOrEqual(3);
        expect(f.races?.includes("BEAST") || f.races?.includes("ALL")).toBe(true);
        expect(r.state.players[1].board).toHaveLength(0);
      },
    });
  });

  describeCard("DEEP_036", () => {
    cardCase("DEEP_036", {
      does: "Deathrattle: Elementals in hand and deck have their stats doubled; others are left",
      p1: {
        board: [{ card: "DEEP_036", ref: "T" }],
        hand: [{ card: FIRE_ELEMENTAL, ref: "H", attack: 7 }, { card: YETI, ref: "Y" }],
        deck: [{ card: FIRE_ELEMENTAL, ref: "D" }],
      },
      actions: [{ type: "destroy", target: "T" }],
      expect: { "H.attack": 14, "H.health": 10, "D.attack": 12, "D.health": 10, "Y.attack": 4 },
    });
  });

  describeCard("WW_300", () => {
    cardCase("WW_300", {
      does: "after the opponent plays a minion, it attacks it",
      p1: { board: [{ card: "WW_300", ref: "S" }] },
      p2: { hand: [{ card: YETI, ref: "Y" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "Y" }],
      expect: { "Y.zone": "graveyard", "S.zone": "graveyard" },
    });
    cardCase("WW_300", {
      does: "not after you play a minion",
      p1: { board: [{ card: "WW_300", ref: "S" }], hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "Y.health": 5, "S.zone": "board" },
    });
  });

  describeCard("WW_042", () => {
    cardCase("WW_042", {
      does: "end of your turn: the bottom 3 cards of your deck are destroyed",
      p1: { board: [{ card: "WW_042" }], deck: [{ card: YETI, ref: "A" }, { card: WISP, ref: "B" }, { card: WISP, ref: "C" }, { card: WISP, ref: "D" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "A.zone": "deck", "B.zone": "graveyard", "C.zone": "graveyard", "D.zone": "graveyard" },
    });
  });

  describeCard("WW_430", () => {
    cardCase("WW_430", {
      does: "a card made during the game costs (4) less, not below 1; a card from the deck is left",
      p1: {
        board: [{ card: "WW_430" }],
        hand: [{ card: "EX1_572", ref: "M", tags: { CREATOR: 1 } }, { card: YETI, ref: "Z", tags: { CREATOR: 1 } }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }],
      },
      actions: [{ type: "play", card: "W" }],
      expect: { "M.cost": 5, "Z.cost": 1, "Y.cost": 4 },
    });
  });

  describeCard("WW_600", () => {
    cardCase("WW_600", {
      does: "a 4/4 copy of a minion in the opponent's hand; their card stays",
      p1: { hand: [{ card: "WW_600", ref: "P" }] },
      p2: { hand: [{ card: "EX1_572", ref: "M" }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "P" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((m) => [m.card, m.attack, m.health])).toEqual([["EX1_572", 4, 4]]);
        expect(r.state.players[1].hand).toHaveLength(2);
      },
    });
  });

  describeCard("DEEP_031", () => {
    cardCase("DEEP_031", {
      does: "6 damage, a random 6-Cost minion, the bottom 6 cards destroyed",
      p1: { hand: [{ card: "DEEP_031", ref: "C" }], deck: [{ card: YETI, ref: "A" }, ...Array.from({ length: 6 }, () => ({ card: WISP }))] },
      actions: [{ type: "play", card: "C", target: "p2.hero" }],
      check: (r) => {
        expect(r.state.players[1].hero.health).toBe(24);
        const board = r.state.players[0].board;
        expect(board).toHaveLength(1);
        expect(factsById(board[0]!.card)!.cost).toBe(6);
        expect(r.state.players[0].deck.map((c) => c.card)).toEqual([YETI]);
      },
    });
  });

  describeCard("WW_357", () => {
    cardCase("WW_357", {
      does: "end of your turn: 5 Corpses",
      p1: { board: [{ card: "WW_357" }], corpses: 0 },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      check: (r) => expect(r.state.players[0].corpses).toBe(5),
    });
    cardCase("WW_357", {
      does: "start of your turn: spend 5 Corpses for +5 Health",
      p1: { board: [{ card: "WW_357" }], corpses: 6, deck: [{ card: WISP }] },
      state: { activePlayer: 2 },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        expect(r.state.players[0].corpses).toBe(1);
        expect(r.state.players[0].hero.health).toBe(35);
      },
    });
    cardCase("WW_357", {
      does: "start of your turn with fewer than 5 Corpses: nothing",
      p1: { board: [{ card: "WW_357" }], corpses: 4, deck: [{ card: WISP }] },
      state: { activePlayer: 2 },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        expect(r.state.players[0].corpses).toBe(4);
        expect(r.state.players[0].hero.health).toBe(30);
      },
    });
  });

  describeCard("DEEP_035", () => {
    cardCase("DEEP_035", {
      does: "Deathrattle: each friendly minion gets one Bonus Effect; enemies none",
      p1: { board: [{ card: "DEEP_035", ref: "G" }, { card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "G" }],
      check: (r) => {
        const bonus = ["DIVINE_SHIELD", "LIFESTEAL", "POISONOUS", "REBORN", "RUSH", "CANT_BE_TARGETED_BY_SPELLS", "TAUNT", "WINDFURY"];
        const got = (ref: string) => {
          const m = [...r.state.players[0].board, ...r.state.players[1].board].find((x) => x.ref === ref)!;
          return bonus.filter((t) => (m.seen as Record<string, unknown> | undefined)?.[t]);
        };
        expect(got("A")).toHaveLength(1);
        expect(got("B")).toHaveLength(1);
        expect(got("E")).toHaveLength(0);
      },
    });
  });

  describeCard("WW_427", () => {
    cardCase("WW_427", {
      does: "10 damage split at random among enemies (none to friends), then a random 10-Cost minion",
      p1: { hand: [{ card: "WW_427", ref: "S" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: "CS2_186", ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const e = r.state.players[1].board.find((m) => m.ref === "E");
        const dealt = (30 - (r.state.players[1].hero.health ?? 0)) + (e ? 7 - (e.health ?? 0) : 7);
        expect(dealt).toBe(10);
        const board = r.state.players[0].board;
        expect(board).toHaveLength(2);
        expect(board[0]!.health).toBe(5);
        expect(factsById(board[1]!.card)!.cost).toBe(10);
      },
    });
  });

  describeCard("WW_398", () => {
    cardCase("WW_398", {
      does: "Battlecry: the hand goes into the deck, then as many cards are drawn",
      p1: { hand: [{ card: "WW_398", ref: "G" }, { card: WISP }, { card: WISP }], deck: [] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => {
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WISP, WISP]);
        expect(r.state.players[0].deck).toHaveLength(0);
        expect(r.state.players[0].hero.health).toBe(30);
      },
    });
    cardCase("WW_398", {
      does: "three cards shuffled in: three drawn, the deck as big as before",
      p1: { hand: [{ card: "WW_398", ref: "G" }, { card: WISP }, { card: WISP }, { card: WISP }], deck: [{ card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "G" }],
      check: (r) => {
        expect(r.state.players[0].hand).toHaveLength(3);
        expect(r.state.players[0].deck).toHaveLength(2);
      },
    });
  });

  describeCard("WW_428", () => {
    cardCase("WW_428", {
      does: "played an Elemental last turn: Discover an Elemental from the past",
      p1: { hand: [{ card: "WW_428", ref: "S" }], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 1 }, playedLastTurn: [FIRE_ELEMENTAL] },
      actions: [{ type: "play", card: "S" }],
      choices: [0],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        const f = factsById(hand[0]!.card)!;
        expect(f.races?.includes("ELEMENTAL") || f.races?.includes("ALL")).toBe(true);
      },
    });
    cardCase("WW_428", {
      does: "no Elemental last turn: nothing",
      p1: { hand: [{ card: "WW_428", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("DEEP_032", () => {
    cardCase("DEEP_032", {
      does: "freezes the minion and its neighbours; your hero takes 3",
      p1: { hand: [{ card: "DEEP_032", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }, { card: YETI, ref: "D" }] },
      actions: [{ type: "play", card: "S", target: "B" }],
      expect: { "A.tags.FROZEN": 1, "B.tags.FROZEN": 1, "C.tags.FROZEN": 1, "D.tags.FROZEN": undefined, "p1.hero.health": 27, "p2.hero.health": 30 },
    });
    cardCase("DEEP_032", {
      does: "a minion alone: 1 damage to your hero",
      p1: { hand: [{ card: "DEEP_032", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "A" }] },
      actions: [{ type: "play", card: "S", target: "A" }],
      expect: { "A.tags.FROZEN": 1, "p1.hero.health": 29 },
    });
  });

  describeCard("WW_415", () => {
    cardCase("WW_415", {
      does: "after you play a Coin: a Legendary minion of another class costing (1)",
      p1: { board: [{ card: "WW_415" }], hand: [{ card: "GAME_005", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        const f = factsById(hand[0]!.card)!;
        expect([f.type, f.rarity]).toEqual(["MINION", "LEGENDARY"]);
        // "another class" than the player's: the default hero of player 1 is Jaina (a Mage); a Rogue card may come
        expect(["NEUTRAL", "MAGE"]).not.toContain(f.cardClass);
        expect(hand[0]!.cost).toBe(1);
      },
    });
    cardCase("WW_415", {
      does: "another spell: nothing",
      p1: { board: [{ card: "WW_415" }], hand: [{ card: FIREBALL, ref: "C" }] },
      actions: [{ type: "play", card: "C", target: "p2.hero" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("WW_373", () => {
    cardCase("WW_373", {
      does: "costs (1) less for each minion of either player that died this game",
      p1: { hand: [{ card: "WW_373", ref: "R" }], board: [{ card: WISP, ref: "W" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "attack", attacker: "W", defender: "E" }],
      expect: { "R.cost": 18 },
    });
    cardCase("WW_373", {
      does: "Deathrattle: takes control of a random enemy minion",
      p1: { board: [{ card: "WW_373", ref: "R" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "R" }],
      expect: { "E.player": 1, "p2.board": [] },
    });
  });

  describeCard("WW_821", () => {
    cardCase("WW_821", {
      does: "Choose One: two Dragons costing (5) or less",
      p1: { hand: [{ card: "WW_821", ref: "D" }] },
      actions: [{ type: "play", card: "D", choose: 1 }],
      check: (r) => {
        const hand = r.state.players[0].hand.map((c) => factsById(c.card)!);
        expect(hand).toHaveLength(2);
        for (const f of hand) { expect(f.cost).toBeLessThanOrEqual(5); expect(f.races?.includes("DRAGON") || f.races?.includes("ALL")).toBe(true); }
      },
    });
    cardCase("WW_821", {
      does: "Choose One: two Dragons costing more than (5)",
      p1: { hand: [{ card: "WW_821", ref: "D" }] },
      actions: [{ type: "play", card: "D", choose: 2 }],
      check: (r) => {
        const hand = r.state.players[0].hand.map((c) => factsById(c.card)!);
        expect(hand).toHaveLength(2);
        for (const f of hand) expect(f.cost).toBeGreaterThan(5);
      },
    });
  });

  describeCard("WW_368", () => {
    cardCase("WW_368", {
      does: "four 1/1 Undead with Rush, gone at the end of the turn",
      p1: { hand: [{ card: "WW_368", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((m) => [m.card, m.attack, m.health])).toEqual(Array.from({ length: 4 }, () => ["WW_368t", 1, 1]));
      },
    });
    cardCase("WW_368", {
      does: "they can attack at once (Rush) and die as the turn ends",
      p1: { hand: [{ card: "WW_368", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "C" }, { type: "attack", attacker: "p1.board.0", defender: "E" }, { type: "endTurn" }],
      expect: { "p1.board": [], "E.health": 4 },
    });
  });

  describeCard("WW_051", () => {
    cardCase("WW_051", {
      does: "three 3/3 Outlaws each; only yours have Rush",
      p1: { hand: [{ card: "WW_051", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const [mine, theirs] = [r.state.players[0].board, r.state.players[1].board];
        expect(mine.map((m) => [m.card, m.attack, m.health])).toEqual(Array.from({ length: 3 }, () => ["WW_051t", 3, 3]));
        expect(theirs.map((m) => m.card)).toEqual(["WW_051t", "WW_051t", "WW_051t"]);
        expect(mine.every((m) => m.seen?.RUSH === 1)).toBe(true);
        expect(theirs.some((m) => m.seen?.RUSH === 1)).toBe(false);
      },
    });
  });

  describeCard("WW_806", () => {
    cardCase("WW_806", {
      does: "two 1/1 Snakes with Stealth",
      p1: { hand: [{ card: "WW_806", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((m) => [m.card, m.attack, m.health, m.seen?.STEALTH])).toEqual([["WW_806t", 1, 1, 1], ["WW_806t", 1, 1, 1]]);
      },
    });
  });

  describeCard("WW_024", () => {
    cardCase("WW_024", {
      does: "played an Elemental last turn: two 3/3 Cows with Rush",
      p1: { hand: [{ card: "WW_024", ref: "L" }], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 1 }, playedLastTurn: [FIRE_ELEMENTAL] },
      actions: [{ type: "play", card: "L" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.filter((m) => m.card === "WW_024t").map((m) => [m.attack, m.health, m.seen?.RUSH])).toEqual([[3, 3, 1], [3, 3, 1]]);
        expect(board).toHaveLength(3);
      },
    });
    cardCase("WW_024", {
      does: "no Elemental last turn: no Cows",
      p1: { hand: [{ card: "WW_024", ref: "L" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.board": ["WW_024"] },
    });
  });

  describeCard("WW_090", () => {
    cardCase("WW_090", {
      does: "6 damage to all minions, then a 6/6 Tumbleweed (untouched)",
      p1: { hand: [{ card: "WW_090", ref: "T" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: "CS2_186", ref: "E" }] },
      actions: [{ type: "play", card: "T" }],
      check: (r) => {
        expect(r.state.players[0].board.map((m) => [m.card, m.attack, m.health])).toEqual([["WW_090t", 6, 6]]);
        expect(r.state.players[1].board.map((m) => m.health)).toEqual([1]);
      },
    });
  });

  // "If your deck started with no duplicates": the player tag DECK_STARTED_NO_DUPLICATES (startGame records it; rules-notes 910)
  const NO_DUPS = { DECK_STARTED_NO_DUPLICATES: 1 };
  describeCard("WW_392", () => {
    cardCase("WW_392", {
      does: "deck started with no duplicates: 5/5 copies of 4 different minions of the deck, which keeps them",
      p1: { hand: [{ card: "WW_392", ref: "E" }], tags: NO_DUPS,
        deck: [{ card: YETI }, { card: WISP }, { card: CROC }, { card: DRAGON }, { card: FIRE_ELEMENTAL }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "E" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(5);
        const copies = board.filter((m) => m.card !== "WW_392");
        expect(copies.every((m) => m.attack === 5 && m.health === 5)).toBe(true);
        expect(new Set(copies.map((m) => m.card)).size).toBe(4);
        expect(copies.some((m) => m.card === FIREBALL)).toBe(false);
        expect(r.state.players[0].deck).toHaveLength(6);
      },
    });
    cardCase("WW_392", {
      does: "deck started with duplicates (or the snapshot does not say): nothing",
      p1: { hand: [{ card: "WW_392", ref: "E" }], tags: { DECK_STARTED_NO_DUPLICATES: 0 }, deck: [{ card: YETI }, { card: WISP }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.board": ["WW_392"] },
    });
    it("the tag comes from startGame: a deck without duplicates then an Elise played the first turn", () => {
      const start = (deck: Record<string, unknown>[]) => run({
        seed: 5, state: { turn: 1, activePlayer: 1, players: [
          { mana: { crystals: 7 }, hand: [{ card: "WW_392", ref: "E" }], deck },
          { mana: { crystals: 0 }, deck: [{ card: WISP }, { card: WISP }] }] },
        actions: [{ type: "startGame" }, { type: "play", card: "E" }],
      });
      const clean = start([{ card: YETI }, { card: CROC }, { card: DRAGON }, { card: FIRE_ELEMENTAL }, { card: WISP }]);
      expect(clean.state.players[0].tags?.DECK_STARTED_NO_DUPLICATES).toBe(1);
      expect(clean.state.players[1].tags?.DECK_STARTED_NO_DUPLICATES ?? 0).toBe(0); // duplicates: 0 (an output leaves a 0 tag out)
      expect(clean.state.players[0].board).toHaveLength(5);
      const dup = start([{ card: YETI }, { card: YETI }, { card: DRAGON }, { card: FIRE_ELEMENTAL }, { card: WISP }]);
      expect(dup.state.players[0].tags?.DECK_STARTED_NO_DUPLICATES ?? 0).toBe(0);
      expect(dup.state.players[0].board.map((m) => m.card)).toEqual(["WW_392"]);
    });
  });

  describeCard("DEEP_020", () => {
    cardCase("DEEP_020", {
      does: "deck started with no duplicates: later Battlecries trigger twice",
      p1: { hand: [{ card: "DEEP_020", ref: "B" }, { card: "EX1_066", ref: "A" }, { card: "CS2_141", ref: "R" }], tags: NO_DUPS },
      actions: [{ type: "play", card: "B" }, { type: "play", card: "R", target: "p2.hero" }],
      expect: { "p2.hero.health": 28 },
    });
    cardCase("DEEP_020", {
      does: "the state lasts past the turn",
      p1: { hand: [{ card: "DEEP_020", ref: "B" }, { card: "CS2_141", ref: "R" }], tags: NO_DUPS, deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "B" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "R", target: "p2.hero" }],
      expect: { "p2.hero.health": 28 },
    });
    cardCase("DEEP_020", {
      does: "deck started with duplicates: Battlecries once",
      p1: { hand: [{ card: "DEEP_020", ref: "B" }, { card: "CS2_141", ref: "R" }] },
      actions: [{ type: "play", card: "B" }, { type: "play", card: "R", target: "p2.hero" }],
      expect: { "p2.hero.health": 29 },
    });
  });

  describeCard("WW_815", () => {
    cardCase("WW_815", {
      does: "deck started with no duplicates: Immune this turn, attacks every enemy",
      p1: { hand: [{ card: "WW_815", ref: "T" }], tags: NO_DUPS },
      p2: { board: [{ card: WISP, ref: "A" }, { card: YETI, ref: "B" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "A.zone": "graveyard", "B.health": 2, "p2.hero.health": 27, "T.health": 4, "T.zone": "board" },
    });
    cardCase("WW_815", {
      does: "deck started with duplicates: no attack",
      p1: { hand: [{ card: "WW_815", ref: "T" }] },
      p2: { board: [{ card: WISP, ref: "A" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "A.zone": "board", "p2.hero.health": 30 },
    });
  });

  describeCard("WW_405", () => {
    cardCase("WW_405", {
      does: "six 1-damage hits, each at the lowest-Health enemy then",
      p1: { hand: [{ card: "WW_405", ref: "F" }] },
      p2: { board: [{ card: "CS2_172", ref: "A" }, { card: "CS2_120", ref: "B" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "A.zone": "graveyard", "B.zone": "graveyard", "Y.health": 4, "p2.hero.health": 30 },
    });
  });

  describeCard("WW_404", () => {
    cardCase("WW_404", {
      does: "a Naga played while holding it: the Naga Discovered costs (1) less",
      p1: { hand: [{ card: "WW_404", ref: "O", tags: { HELD_SINCE_PLAY: 1 } }], playedThisGame: [{ card: "TID_002", cost: 3, turn: 3 }], tags: { NUM_CARDS_PLAYED_THIS_GAME: 1 } },
      actions: [{ type: "play", card: "O" }],
      choices: [0],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        const f = factsById(hand[0]!.card)!;
        expect(f.races?.includes("NAGA") || f.races?.includes("ALL")).toBe(true);
        expect(hand[0]!.cost).toBe(Math.max(0, f.cost - 1));
      },
    });
    cardCase("WW_404", {
      does: "no Naga played while holding it: the Naga Discovered keeps its Cost",
      p1: { hand: [{ card: "WW_404", ref: "O" }] },
      actions: [{ type: "play", card: "O" }],
      choices: [0],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(hand[0]!.cost).toBe(factsById(hand[0]!.card)!.cost);
      },
    });
  });

  describeCard("WW_407", () => {
    cardCase("WW_407", {
      does: "a spell cast while holding it: +3 Attack for the hero this turn",
      p1: { hand: [{ card: FIREBALL, ref: "F" }, { card: "WW_407", ref: "P" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "P" }],
      expect: { "p1.hero.attack": 3 },
    });
    cardCase("WW_407", {
      does: "no spell while holding it: nothing",
      p1: { hand: [{ card: "WW_407", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.hero.attack": 0 },
    });
  });

  describeCard("DEEP_004", () => {
    cardCase("DEEP_004", {
      does: "costs (1) less for each spell cast while holding it",
      p1: { hand: [{ card: "DEEP_004", ref: "M" }, { card: FIREBALL, ref: "F" }, { card: FIREBALL, ref: "G" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "G", target: "p2.hero" }],
      expect: { "M.cost": 3 },
    });
  });

  describeCard("WW_409", () => {
    cardCase("WW_409", {
      does: "2 damage; the next Naga, Fel spell and weapon in hand cost (1) less",
      p1: { hand: [{ card: "WW_409", ref: "L" }, { card: "TID_002", ref: "N" }, { card: "CS2_106", ref: "W" }, { card: "BT_514", ref: "S" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "L", target: "p2.hero" }],
      check: (r) => {
        expect(r.state.players[1].hero.health).toBe(28);
        const cost = (ref: string) => r.state.players[0].hand.find((c) => c.ref === ref)!.cost;
        expect(cost("N")).toBe(factsById("TID_002")!.cost - 1);
        expect(cost("W")).toBe(factsById("CS2_106")!.cost - 1);
        expect(cost("S")).toBe(factsById("BT_514")!.cost - 1);
        expect(cost("Y")).toBe(4);
      },
    });
    cardCase("WW_409", {
      does: "used up by the next weapon played; the next one costs its Cost",
      p1: { hand: [{ card: "WW_409", ref: "L" }, { card: "CS2_106", ref: "A" }, { card: "CS2_106", ref: "B" }] },
      actions: [{ type: "play", card: "L", target: "p2.hero" }, { type: "play", card: "A" }],
      expect: { "B.cost": 2 },
    });
  });

  describeCard("WW_431", () => {
    cardCase("WW_431", {
      does: "two turn ends load four bullets; its Deathrattle fires them at enemies",
      p1: { board: [{ card: "WW_431", ref: "G" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "destroy", target: "G" }],
      expect: { "p2.hero.health": 26, "p1.hero.health": 30 },
    });
    cardCase("WW_431", {
      does: "no bullet loaded: its Deathrattle fires nothing",
      p1: { board: [{ card: "WW_431", ref: "G" }] },
      actions: [{ type: "destroy", target: "G" }],
      expect: { "p2.hero.health": 30 },
    });
  });

  describeCard("WW_403", () => {
    cardCase("WW_403", {
      does: "Quickdraw: 3 damage, and the opponent's cards cost (1) more until they play one",
      p1: { hand: [{ card: "WW_403", ref: "P", tags: { ENTERED_HAND_THIS_TURN: 1 } }], deck: [{ card: WISP }] },
      p2: { hand: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "P", target: "p2.hero" }, { type: "endTurn" }, { type: "play", card: "W" }],
      expect: { "p2.hero.health": 27, "Y.cost": 4, "p2.mana.used": 1 }, // the 0-Cost Wisp paid (1)
    });
    cardCase("WW_403", {
      does: "Quickdraw: the cost change shows at once",
      p1: { hand: [{ card: "WW_403", ref: "P", tags: { ENTERED_HAND_THIS_TURN: 1 } }] },
      p2: { hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "P", target: "p2.hero" }],
      expect: { "Y.cost": 5 },
    });
    cardCase("WW_403", {
      does: "held since an earlier turn: only the 3 damage",
      p1: { hand: [{ card: "WW_403", ref: "P" }] },
      p2: { hand: [{ card: YETI, ref: "Y" }], board: [{ card: YETI, ref: "Z" }] },
      actions: [{ type: "play", card: "P", target: "Z" }],
      expect: { "Z.health": 2, "Y.cost": 4 },
    });
  });

  describeCard("DEEP_037", () => {
    cardCase("DEEP_037", {
      does: "deck started with no duplicates: the Elemental chosen is summoned, the two others go to the hand",
      p1: { hand: [{ card: "DEEP_037", ref: "M" }], tags: NO_DUPS },
      actions: [{ type: "play", card: "M" }],
      choices: [1],
      check: (r) => {
        const d = r.random.filter((x) => x.purpose === "discover option").map((x) => x.chosen as string);
        expect(d).toHaveLength(3);
        expect(r.state.players[0].board.map((m) => m.card)).toEqual(["DEEP_037", d[1]]);
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([d[0], d[2]]);
        for (const id of d) expect(factsById(id)!.races?.includes("ELEMENTAL") || factsById(id)!.races?.includes("ALL")).toBe(true);
      },
    });
    cardCase("DEEP_037", {
      does: "deck started with duplicates: nothing",
      p1: { hand: [{ card: "DEEP_037", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.board": ["DEEP_037"], "p1.hand": [] },
    });
  });
});
