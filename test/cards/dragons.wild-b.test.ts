/** Behaviour tests of Descent of Dragons (DRAGONS) cards, w9/wild-b. */
import { describe, expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard, runCase, type CardCase } from "../support/cards.js";
import { nodes } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const IRONBARK = "CS2_232"; // 8/8
const DRAGON = "NEW1_023"; // Faerie Dragon 3/2
const MECH = "GVG_085"; // Annoy-o-Tron 1/2
const PIRATE = "NEW1_025"; // Bloodsail Corsair 1/2
const MOONFIRE = "CS2_008";
const ICE_BARRIER = "EX1_289";
const OPPONENTS_TURN = { activePlayer: 2 };
const LACKEY_IDS = ["DAL_613", "DAL_614", "DAL_615", "DAL_739", "DAL_741", "ULD_616", "DRG_052"];

const f = (id: string) => findCard(id)!;
const picks = (r: ResolveResult, prefix: string) => r.random.filter((d) => d.purpose.startsWith(prefix) && d.purpose !== "discover (scripted)");
const hand = (r: ResolveResult, p: 0 | 1) => r.state.players[p].hand.map((c) => c.card);
const board = (r: ResolveResult, p: 0 | 1) => r.state.players[p].board;
const sorted = (r: ResolveResult, p: 0 | 1) => board(r, p).map((m) => m.card).sort();
const isDragon = (id: string) => f(id).races.some((x: string) => x === "DRAGON" || x === "ALL");

describe("Descent of Dragons (w9/wild-b)", () => {
  describeCard("DRG_318", () => {
    cardCase("DRG_318", {
      does: "draws; holding a Dragon (the one drawn counts), an empty Mana Crystal",
      p1: { hand: [{ card: "DRG_318", ref: "B" }], deck: [{ card: DRAGON }], mana: { crystals: 5, used: 0 } },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hand": [DRAGON], "p1.mana.crystals": 6 },
    });
    cardCase("DRG_318", {
      does: "no Dragon: no crystal",
      p1: { hand: [{ card: "DRG_318", ref: "B" }], deck: [{ card: WISP }], mana: { crystals: 5, used: 0 } },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hand": [WISP], "p1.mana.crystals": 5 },
    });
  });

  describeCard("DRG_313", () => {
    cardCase("DRG_313", {
      does: "Battlecry: Discover a Dragon",
      p1: { hand: [{ card: "DRG_313", ref: "E" }] },
      actions: [{ type: "play", card: "E" }],
      choices: [0],
      check: (r) => {
        const opts = picks(r, "discover option");
        expect(opts.length).toBeGreaterThan(0);
        for (const o of opts) expect(isDragon(o.chosen as string)).toBe(true);
        expect(hand(r, 0)).toEqual([opts[0]!.chosen]);
      },
    });
  });
  describeCard("DRG_254", () => {
    cardCase("DRG_254", {
      does: "Battlecry: Discover a Dragon",
      p1: { hand: [{ card: "DRG_254", ref: "E" }] },
      actions: [{ type: "play", card: "E" }],
      choices: [0],
      check: (r) => {
        const opts = picks(r, "discover option");
        expect(opts.length).toBeGreaterThan(0);
        for (const o of opts) expect(isDragon(o.chosen as string)).toBe(true);
        expect(hand(r, 0)).toEqual([opts[0]!.chosen]);
      },
    });
  });
  describeCard("DRG_102", () => {
    cardCase("DRG_102", {
      does: "Battlecry: Discover a Dragon",
      p1: { hand: [{ card: "DRG_102", ref: "E" }] },
      actions: [{ type: "play", card: "E" }],
      choices: [0],
      check: (r) => {
        const opts = picks(r, "discover option");
        expect(opts.length).toBeGreaterThan(0);
        for (const o of opts) expect(isDragon(o.chosen as string)).toBe(true);
        expect(hand(r, 0)).toEqual([opts[0]!.chosen]);
      },
    });
  });
  describeCard("DRG_312", () => {
    cardCase("DRG_312", {
      does: "Battlecry: a 2/2 Treant",
      p1: { hand: [{ card: "DRG_312", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => expect(sorted(r, 0)).toEqual(["DRG_311t", "DRG_312"]),
    });
  });

  describeCard("DRG_311", () => {
    cardCase("DRG_311", {
      does: "Choose One: +2 Health and Taunt to a minion",
      p1: { hand: [{ card: "DRG_311", ref: "T" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "T", choose: 1, target: "W" }],
      expect: { "W.health": 3, "W.seen.TAUNT": 1, "p1.board.length": 1 },
    });
    cardCase("DRG_311", {
      does: "Choose One: a 2/2 Treant",
      p1: { hand: [{ card: "DRG_311", ref: "T" }] },
      actions: [{ type: "play", card: "T", choose: 2 }],
      expect: { "p1.board": ["DRG_311t"] },
    });
  });

  describeCard("DRG_006", () => {
    cardCase("DRG_006", {
      does: "3 damage to the minion; holding a Dragon, 3 to the enemy hero too",
      p1: { hand: [{ card: "DRG_006", ref: "C" }, { card: DRAGON }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "C", target: "E" }],
      expect: { "E.health": 2, "p2.hero.health": 27 },
    });
    cardCase("DRG_006", {
      does: "no Dragon in hand: the hero is spared",
      p1: { hand: [{ card: "DRG_006", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "C", target: "E" }],
      expect: { "E.health": 2, "p2.hero.health": 30 },
    });
  });

  describeCard("DRG_010", () => {
    cardCase("DRG_010", {
      does: "Battlecry: draws the Rush minion of the deck, not the other",
      p1: { hand: [{ card: "DRG_010", ref: "G" }], deck: [{ card: "DRG_010", ref: "R" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "R.zone": "hand", "Y.zone": "deck" },
    });
  });

  describeCard("DRG_256", () => {
    cardCase("DRG_256", {
      does: "after you use your Hero Power, 5 damage to a random enemy",
      p1: { hero: { card: "HERO_01" }, board: [{ card: "DRG_256" }] },
      actions: [{ type: "heroPower" }],
      expect: { "p2.hero.health": 25, "p1.hero.armor": 2 },
    });
  });

  describeCard("DRG_252", () => {
    cardCase("DRG_252", {
      does: "after you use your Hero Power, a Secret of your deck is cast (put into play), not the minion",
      p1: { hero: { card: "HERO_01" }, board: [{ card: "DRG_252" }], deck: [{ card: ICE_BARRIER, ref: "S" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "heroPower" }],
      expect: { "S.zone": "secrets", "Y.zone": "deck" },
    });
  });

  describeCard("DRG_106", () => {
    cardCase("DRG_106", {
      does: "2 damage; holding a Dragon, Discover a spell",
      p1: { hand: [{ card: "DRG_106", ref: "A" }, { card: DRAGON }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "A", target: "E" }],
      choices: [0],
      check: (r) => {
        expect(r.state.players[1].board[0]!.health).toBe(3);
        expect(hand(r, 0)).toHaveLength(2);
        expect(f(hand(r, 0)[1]!).type).toBe("SPELL");
      },
    });
    cardCase("DRG_106", {
      does: "no Dragon: no Discover",
      p1: { hand: [{ card: "DRG_106", ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "A", target: "E" }],
      expect: { "E.health": 3, "p1.hand": [] },
    });
  });

  describeCard("DRG_054", () => {
    cardCase("DRG_054", {
      does: "Battlecry: draws a card",
      p1: { hand: [{ card: "DRG_054", ref: "W" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.hand": [WISP] },
    });
  });

  describeCard("DRG_075", () => {
    cardCase("DRG_075", {
      does: "Battlecry: two 1-Cost spells of your class",
      p1: { hero: { card: "HERO_08" }, hand: [{ card: "DRG_075", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const ps = picks(r, "random card");
        expect(ps).toHaveLength(2);
        for (const p of ps) for (const id of p.candidates as string[]) expect([f(id).type, f(id).cost, f(id).cardClass]).toEqual(["SPELL", 1, "MAGE"]);
        expect(hand(r, 0)).toEqual(ps.map((p) => p.chosen));
      },
    });
  });

  describeCard("DRG_078", () => {
    cardCase("DRG_078", {
      does: "at the start of your turn, 5 damage to all minions, itself too",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "DRG_078", ref: "D" }, { card: IRONBARK, ref: "F" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: IRONBARK, ref: "E" }] },
      actions: [{ type: "endTurn" }],
      expect: { "D.zone": "graveyard", "F.health": 3, "E.health": 3, "p1.hero.health": 30 },
    });
    cardCase("DRG_078", {
      does: "not at the start of the opponent's turn",
      p1: { board: [{ card: "DRG_078", ref: "D" }] },
      p2: { board: [{ card: IRONBARK, ref: "E" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "E.health": 8 },
    });
  });

  describeCard("DRG_070", () => {
    cardCase("DRG_070", {
      does: "Battlecry: a copy of the friendly Dragon chosen to your hand",
      p1: { hand: [{ card: "DRG_070", ref: "B" }], board: [{ card: DRAGON, ref: "D" }] },
      actions: [{ type: "play", card: "B", target: "D" }],
      expect: { "p1.hand": [DRAGON] },
    });
    cardCase("DRG_070", {
      does: "a non-Dragon cannot be chosen",
      p1: { hand: [{ card: "DRG_070", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "Y" }],
      error: "illegal_action",
    });
  });

  describeCard("DRG_063", () => {
    cardCase("DRG_063", {
      does: "Battlecry: the opponent controls a Dragon: +4/+4 and Rush",
      p1: { hand: [{ card: "DRG_063", ref: "P" }] },
      p2: { board: [{ card: DRAGON }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "P.attack": 8, "P.health": 8, "P.seen.RUSH": 1 },
    });
    cardCase("DRG_063", {
      does: "only your own Dragon: nothing",
      p1: { hand: [{ card: "DRG_063", ref: "P" }], board: [{ card: DRAGON }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "P.attack": 4 },
    });
  });

  describeCard("DRG_088", () => {
    cardCase("DRG_088", {
      does: "+3 Attack for each other Dread Raven you control",
      p1: { board: [{ card: "DRG_088", ref: "A" }, { card: "DRG_088", ref: "B" }], hand: [{ card: "DRG_088", ref: "C" }] },
      p2: { board: [{ card: "DRG_088", ref: "E" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "A.attack": 9, "C.attack": 9, "E.attack": 3 },
    });
  });

  describeCard("DRG_066", () => {
    cardCase("DRG_066", {
      does: "Elusive: a spell cannot target it",
      p1: { hand: [{ card: MOONFIRE, ref: "M" }] },
      p2: { board: [{ card: "DRG_066", ref: "E" }] },
      actions: [{ type: "play", card: "M", target: "E" }],
      error: "illegal_action",
    });
  });
  describeCard("DRG_310", () => {
    cardCase("DRG_310", {
      does: "Elusive: a spell cannot target it",
      p1: { hand: [{ card: MOONFIRE, ref: "M" }] },
      p2: { board: [{ card: "DRG_310", ref: "E" }] },
      actions: [{ type: "play", card: "M", target: "E" }],
      error: "illegal_action",
    });
  });
  describeCard("DRG_073", () => {
    cardCase("DRG_073", {
      does: "Elusive: a spell cannot target it",
      p1: { hand: [{ card: MOONFIRE, ref: "M" }] },
      p2: { board: [{ card: "DRG_073", ref: "E" }] },
      actions: [{ type: "play", card: "M", target: "E" }],
      error: "illegal_action",
    });
  });
  describeCard("DRG_060", () => {
    cardCase("DRG_060", {
      does: "Battlecry: +1 Attack for each card in the opponent's hand",
      p1: { hand: [{ card: "DRG_060", ref: "H" }, { card: WISP }] },
      p2: { hand: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "H.attack": 4, "H.health": 3 },
    });
  });

  describeCard("DRG_257", () => {
    cardCase("DRG_257", {
      does: "Battlecry: the Dragons in your deck cost (2) less; others untouched",
      p1: { hand: [{ card: "DRG_257", ref: "F" }], deck: [{ card: DRAGON, ref: "D" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "D.cost": 0, "Y.cost": 4 },
    });
  });

  describeCard("DRG_059", () => {
    cardCase("DRG_059", {
      does: "Battlecry: with a Mech, +1/+1 and Rush",
      p1: { hand: [{ card: "DRG_059", ref: "G" }], board: [{ card: MECH }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.attack": 4, "G.health": 4, "G.seen.RUSH": 1 },
    });
    cardCase("DRG_059", {
      does: "no Mech: nothing",
      p1: { hand: [{ card: "DRG_059", ref: "G" }], board: [{ card: YETI }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.attack": 3 },
    });
  });

  describeCard("DRG_057", () => {
    cardCase("DRG_057", {
      does: "at the start of your turn, +1 Health",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "DRG_057", ref: "B" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "B.health": 3, "B.attack": 1 },
    });
  });

  describeCard("DRG_081", () => {
    cardCase("DRG_081", {
      does: "Battlecry: holding a Dragon, 2 damage to the character chosen",
      p1: { hand: [{ card: "DRG_081", ref: "S" }, { card: DRAGON }] },
      actions: [{ type: "play", card: "S", target: "p2.hero" }],
      expect: { "p2.hero.health": 28 },
    });
    cardCase("DRG_081", {
      does: "no Dragon: no target",
      p1: { hand: [{ card: "DRG_081", ref: "S" }] },
      actions: [{ type: "play", card: "S", target: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("DRG_091", () => {
    cardCase("DRG_091", {
      does: "at the end of your turn, the board is filled with 1/1 Tentacles",
      p1: { board: [{ card: "DRG_091" }, { card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        expect(board(r, 0)).toHaveLength(7);
        expect(board(r, 0).filter((m) => m.card === "DRG_091t")).toHaveLength(5);
        expect(board(r, 1)).toHaveLength(0);
      },
    });
  });

  describeCard("DRG_072", () => {
    cardCase("DRG_072", {
      does: "Battlecry: holding a Dragon, two random Murlocs",
      p1: { hand: [{ card: "DRG_072", ref: "S" }, { card: DRAGON }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const ps = picks(r, "random minion to summon");
        expect(ps).toHaveLength(2);
        for (const p of ps) for (const id of p.candidates as string[]) expect(f(id).races.some((x: string) => x === "MURLOC" || x === "ALL")).toBe(true);
        expect(board(r, 0)).toHaveLength(3);
      },
    });
    cardCase("DRG_072", {
      does: "no Dragon: nothing",
      p1: { hand: [{ card: "DRG_072", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": ["DRG_072"] },
    });
  });

  describeCard("DRG_049", () => {
    cardCase("DRG_049", {
      does: "Deathrattle: +2/+2 to a Dragon in your hand, not another card",
      p1: { board: [{ card: "DRG_049", ref: "T" }], hand: [{ card: DRAGON, ref: "D" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "T" }],
      expect: { "D.attack": 5, "D.health": 4, "Y.attack": 4 },
    });
  });

  describeCard("DRG_067", () => {
    cardCase("DRG_067", {
      does: "Battlecry: 3 damage to the enemy minion, not the hero",
      p1: { hand: [{ card: "DRG_067", ref: "T" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "E.health": 2, "p2.hero.health": 30 },
    });
  });

  describeCard("DRG_213", () => {
    cardCase("DRG_213", {
      does: "Battlecry: 4 damage to two different enemy minions",
      p1: { hand: [{ card: "DRG_213", ref: "T" }] },
      p2: { board: [{ card: IRONBARK, ref: "A" }, { card: IRONBARK, ref: "B" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "A.health": 4, "B.health": 4 },
    });
  });

  describeCard("DRG_058", () => {
    cardCase("DRG_058", {
      does: "+2 Attack for each Dragon in your hand",
      p1: { hand: [{ card: "DRG_058", ref: "W" }, { card: DRAGON }, { card: DRAGON }, { card: YETI }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "W.attack": 6 },
    });
  });

  describeCard("DRG_064", () => {
    cardCase("DRG_064", {
      does: "Battlecry: three random 1-Cost minions for the opponent",
      p1: { hand: [{ card: "DRG_064", ref: "Z" }] },
      actions: [{ type: "play", card: "Z" }],
      check: (r) => {
        expect(board(r, 0).map((m) => m.card)).toEqual(["DRG_064"]);
        expect(board(r, 1)).toHaveLength(3);
        for (const m of board(r, 1)) expect(f(m.card).cost).toBe(1);
      },
    });
  });

  describeCard("DRG_226", () => {
    cardCase("DRG_226", {
      does: "Battlecry: 8 Health to the character chosen",
      p1: { hero: { card: "HERO_04", health: 10 }, hand: [{ card: "DRG_226", ref: "A" }] },
      actions: [{ type: "play", card: "A", target: "p1.hero" }],
      expect: { "p1.hero.health": 18 },
    });
  });

  describeCard("DRG_233", () => {
    cardCase("DRG_233", {
      does: "+1/+2, and Divine Shield while holding a Dragon",
      p1: { hand: [{ card: "DRG_233", ref: "S" }, { card: DRAGON }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "S", target: "W" }],
      expect: { "W.attack": 2, "W.health": 3, "W.seen.DIVINE_SHIELD": 1 },
    });
    cardCase("DRG_233", {
      does: "no Dragon: no Divine Shield",
      p1: { hand: [{ card: "DRG_233", ref: "S" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "S", target: "W" }],
      check: (r) => {
        const w = board(r, 0)[0]!;
        expect([w.attack, w.health]).toEqual([2, 3]);
        expect(w.seen?.DIVINE_SHIELD ?? 0).toBe(0);
      },
    });
  });

  describeCard("DRG_225", () => {
    cardCase("DRG_225", {
      does: "Battlecry: two 1/1 Microcopters, which as Mechs get +1 Attack; a non-Mech does not",
      p1: { hand: [{ card: "DRG_225", ref: "S" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const copters = board(r, 0).filter((m) => m.card === "DRG_225t");
        expect(copters).toHaveLength(2);
        for (const c of copters) expect(c.attack).toBe(2);
        expect(board(r, 0).find((m) => m.card === WISP)!.attack).toBe(1);
        expect(board(r, 0).find((m) => m.card === "DRG_225")!.attack).toBe(1);
      },
    });
  });

  describeCard("DRG_307", () => {
    cardCase("DRG_307", {
      does: "2 damage to all minions without a Dragon",
      p1: { hand: [{ card: "DRG_307", ref: "B" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "F.health": 3, "E.health": 3 },
    });
    cardCase("DRG_307", {
      does: "holding a Dragon, only the enemies",
      p1: { hand: [{ card: "DRG_307", ref: "B" }, { card: DRAGON }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "F.health": 5, "E.health": 3 },
    });
  });

  describeCard("DRG_304", () => {
    cardCase("DRG_304", {
      does: "Deathrattle: holding a Dragon, 3 damage to each enemy minion",
      p1: { board: [{ card: "DRG_304", ref: "C" }, { card: YETI, ref: "F" }], hand: [{ card: DRAGON }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "C" }],
      expect: { "E.health": 2, "F.health": 5 },
    });
    cardCase("DRG_304", {
      does: "no Dragon: nothing",
      p1: { board: [{ card: "DRG_304", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "C" }],
      expect: { "E.health": 5 },
    });
  });

  describeCard("DRG_301", () => {
    cardCase("DRG_301", {
      does: "a random Lackey to your hand",
      p1: { hand: [{ card: "DRG_301", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      check: (r) => {
        const pick = picks(r, "random card")[0]!;
        expect([...(pick.candidates as string[])].sort()).toEqual([...LACKEY_IDS].sort());
        expect(hand(r, 0)).toEqual([pick.chosen]);
      },
    });
  });

  describeCard("DRG_020", () => {
    cardCase("DRG_020", {
      does: "Battlecry: a Lackey to your hand and 3 Armor",
      p1: { hand: [{ card: "DRG_020", ref: "Q" }] },
      actions: [{ type: "play", card: "Q" }],
      check: (r) => {
        expect(LACKEY_IDS).toContain(hand(r, 0)[0]);
        expect(r.state.players[0].hero.armor).toBe(3);
      },
    });
  });

  describeCard("DRG_035", () => {
    cardCase("DRG_035", {
      does: "Battlecry: two 1/1 Sky Pirates to your hand",
      p1: { hand: [{ card: "DRG_035", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hand": ["DRG_035t", "DRG_035t"] },
    });
  });

  describeCard("DRG_033", () => {
    cardCase("DRG_033", {
      does: "draws 3; costs (3) while holding a Dragon",
      p1: { hand: [{ card: "DRG_033", ref: "C" }, { card: DRAGON }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }], mana: { crystals: 3, used: 0 } },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.hand.length": 4, "p1.mana.used": 3 },
    });
    cardCase("DRG_033", {
      does: "no Dragon: (6), too much with 3 Mana",
      p1: { hand: [{ card: "DRG_033", ref: "C" }], mana: { crystals: 3, used: 0 } },
      actions: [{ type: "play", card: "C" }],
      error: "illegal_action",
    });
  });

  describeCard("DRG_028", () => {
    cardCase("DRG_028", {
      does: "Discover a Legendary minion of another class",
      p1: { hero: { card: "HERO_08" }, hand: [{ card: "DRG_028", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      choices: [0],
      check: (r) => {
        for (const o of picks(r, "discover option")) {
          const c = f(o.chosen as string);
          expect([c.type, c.rarity]).toEqual(["MINION", "LEGENDARY"]);
          expect(["MAGE", "NEUTRAL"]).not.toContain(c.cardClass);
        }
        expect(hand(r, 0)).toHaveLength(1);
      },
    });
  });

  describeCard("DRG_500", () => {
    cardCase("DRG_500", {
      does: "5 damage; holding a Dragon, 5 Armor",
      p1: { hand: [{ card: "DRG_500", ref: "M" }, { card: DRAGON }] },
      p2: { board: [{ card: IRONBARK, ref: "E" }] },
      actions: [{ type: "play", card: "M", target: "E" }],
      expect: { "E.health": 3, "p1.hero.armor": 5 },
    });
    cardCase("DRG_500", {
      does: "no Dragon: no Armor",
      p1: { hand: [{ card: "DRG_500", ref: "M" }] },
      p2: { board: [{ card: IRONBARK, ref: "E" }] },
      actions: [{ type: "play", card: "M", target: "E" }],
      expect: { "E.health": 3, "p1.hero.armor": 0 },
    });
  });

  describeCard("DRG_215", () => {
    cardCase("DRG_215", {
      does: "+1/+1 to your minions only; Overload (1)",
      p1: { hand: [{ card: "DRG_215", ref: "S" }], board: [{ card: WISP, ref: "W" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "W.attack": 2, "W.health": 2, "E.attack": 1, "p1.mana.overloadOwed": 1 },
    });
  });

  describeCard("DRG_206", () => {
    cardCase("DRG_206", {
      does: "1 damage to every character",
      p1: { hand: [{ card: "DRG_206", ref: "R" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "F.health": 4, "E.health": 4, "p1.hero.health": 29, "p2.hero.health": 29 },
    });
  });

  describeCard("DRG_204", () => {
    cardCase("DRG_204", {
      does: "1 damage to a random minion, once more for each card in your hand (2 cards: 3 hits)",
      p1: { hand: [{ card: "DRG_204", ref: "D" }, { card: WISP }, { card: WISP }] },
      p2: { board: [{ card: IRONBARK, ref: "E" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "E.health": 5, "p2.hero.health": 30 },
    });
  });

  describeCard("DRG_209", () => {
    cardCase("DRG_209", {
      does: "whenever your hero takes damage, a 6/6 Nether Drake",
      p1: { board: [{ card: "DRG_209" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p1.hero" }],
      check: (r) => expect(sorted(r, 0)).toEqual(["DRG_209", "DRG_209t"]),
    });
    cardCase("DRG_209", {
      does: "the enemy hero's damage: nothing",
      p1: { board: [{ card: "DRG_209" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "p1.board": ["DRG_209"] },
    });
  });

  describeCard("DRG_025", () => {
    cardCase("DRG_025", {
      does: "after your hero attacks, a Pirate drawn from your deck",
      p1: { weapon: { card: "DRG_025" }, deck: [{ card: PIRATE, ref: "P" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "P.zone": "hand", "Y.zone": "deck", "p2.hero.health": 28 },
    });
  });

  describeCard("DRG_026", () => {
    cardCase("DRG_026", {
      does: "Battlecry: attacks every other minion, both sides",
      p1: { hand: [{ card: "DRG_026", ref: "D" }], board: [{ card: WISP, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "G" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "F.zone": "graveyard", "E.zone": "graveyard", "G.zone": "graveyard", "D.health": 3 },
    });
  });

  describeCard("DRG_023", () => {
    cardCase("DRG_023", {
      does: "after you summon a Pirate, 2 damage to a random enemy",
      p1: { board: [{ card: "DRG_023" }], hand: [{ card: PIRATE, ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p2.hero.health": 28 },
    });
    cardCase("DRG_023", {
      does: "a non-Pirate: nothing",
      p1: { board: [{ card: "DRG_023" }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p2.hero.health": 30 },
    });
  });

  describeCard("DRG_219", () => {
    cardCase("DRG_219", {
      does: "4 damage to the minion; holding a Dragon, its neighbours too",
      p1: { hand: [{ card: "DRG_219", ref: "L" }, { card: DRAGON }] },
      p2: { board: [{ card: IRONBARK, ref: "A" }, { card: IRONBARK, ref: "B" }, { card: IRONBARK, ref: "C" }, { card: IRONBARK, ref: "D" }] },
      actions: [{ type: "play", card: "L", target: "B" }],
      expect: { "A.health": 4, "B.health": 4, "C.health": 4, "D.health": 8 },
    });
    cardCase("DRG_219", {
      does: "no Dragon: the target only",
      p1: { hand: [{ card: "DRG_219", ref: "L" }] },
      p2: { board: [{ card: IRONBARK, ref: "A" }, { card: IRONBARK, ref: "B" }] },
      actions: [{ type: "play", card: "L", target: "B" }],
      expect: { "A.health": 8, "B.health": 4 },
    });
  });

  describeCard("DRG_207", () => {
    cardCase("DRG_207", {
      does: "Battlecry: a Taunt Demon with stats equal to your hand size (3)",
      p1: { hand: [{ card: "DRG_207", ref: "A" }, { card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "A" }],
      check: (r) => {
        const d = board(r, 0).find((m) => m.card === "DRG_207t")!;
        expect([d.attack, d.health]).toEqual([3, 3]);
      },
    });
  });

  describeCard("DRG_224", () => {
    cardCase("DRG_224", {
      does: "Battlecry: two 0/3 Eggs, which hatch into 4/4 Rush Drakes at your next turn's start",
      p1: { hand: [{ card: "DRG_224", ref: "N" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "N" }, { type: "endTurn" }, { type: "endTurn" }],
      check: (r) => expect(sorted(r, 0)).toEqual(["DRG_224", "DRG_224t2", "DRG_224t2"]),
    });
    cardCase("DRG_224", {
      does: "still Eggs on the opponent's turn",
      p1: { hand: [{ card: "DRG_224", ref: "N" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "N" }, { type: "endTurn" }],
      check: (r) => expect(sorted(r, 0)).toEqual(["DRG_224", "DRG_224t", "DRG_224t"]),
    });
  });

  describeCard("DRG_074", () => {
    cardCase("DRG_074", {
      does: "Battlecry: your other Mechs get Stealth; others and itself don't",
      p1: { hand: [{ card: "DRG_074", ref: "C" }], board: [{ card: MECH, ref: "M" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const b = board(r, 0);
        expect(b.find((m) => m.card === MECH)!.seen?.STEALTH).toBe(1);
        expect(b.find((m) => m.card === WISP)!.seen?.STEALTH ?? 0).toBe(0);
      },
    });
  });

  describeCard("DRG_092", () => {
    cardCase("DRG_092", {
      does: "a card you draw becomes a random Legendary minion",
      p1: { board: [{ card: "DRG_092" }], hand: [{ card: "CS2_023", ref: "A" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "A" }],
      check: (r) => {
        expect(hand(r, 0)).toHaveLength(2);
        for (const id of hand(r, 0)) expect([f(id).type, f(id).rarity]).toEqual(["MINION", "LEGENDARY"]);
      },
    });
  });

  describeCard("DRG_062", () => {
    cardCase("DRG_062", {
      does: "Battlecry: the Neutral cards of your deck become cards of your class; class cards stay",
      p1: { hero: { card: "HERO_08" }, hand: [{ card: "DRG_062", ref: "W" }], deck: [{ card: WISP, ref: "N" }, { card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "W" }],
      check: (r) => {
        const deck = r.state.players[0].deck;
        expect(deck.find((c) => c.ref === "M")!.card).toBe(MOONFIRE);
        expect(f(deck.find((c) => c.ref === "N")!.card).cardClass).toBe("MAGE");
      },
    });
  });

  describeCard("DRG_034", () => {
    cardCase("DRG_034", {
      does: "Battlecry: draws 2 of the deck's cards that did not start there, not the others",
      p1: { hand: [{ card: "DRG_034", ref: "S" }], deck: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "A", tags: { CREATOR: 99 } }, { card: WISP, ref: "B", tags: { CREATOR: 99 } }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "A.zone": "hand", "B.zone": "hand", "Y.zone": "deck" },
    });
  });

  describeCard("DRG_306", () => {
    const envoy = (c: Partial<CardCase>): CardCase => ({
      does: "guess",
      p1: { hand: [{ card: "DRG_306", ref: "E" }] },
      p2: { hand: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }, { card: MOONFIRE }] },
      actions: [{ type: "play", card: "E" }],
      ...c,
    });
    const guessOf = (r: ResolveResult) => nodes(r, "step").filter((s) => s.name === "guess");
    const at = () => {
      const r = runCase({ ...envoy({}), check: () => {} }) as ResolveResult;
      return (guessOf(r)[0]!.options as string[]).indexOf(YETI);
    };
    it("a right guess: a copy of the card in the opponent's hand to yours; theirs stays", () => {
      runCase(envoy({ choices: [at()], expect: { "p1.hand": [YETI], "Y.zone": "hand", "Y.player": 2 } }));
    });
    it("a wrong guess: nothing", () => {
      const right = at();
      for (const wrong of [0, 1, 2].filter((k) => k !== right)) runCase(envoy({ choices: [wrong], expect: { "p1.hand": [] } }));
    });
    cardCase("DRG_306", {
      does: "an empty opponent's hand: nothing to guess",
      p1: { hand: [{ card: "DRG_306", ref: "E" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("DRG_314", () => {
    cardCase("DRG_314", {
      does: "costs (2) less for each Treant you control; draws 2",
      p1: { hand: [{ card: "DRG_314", ref: "A" }], board: [{ card: "DRG_311t" }, { card: "DRG_311t" }], deck: [{ card: WISP }, { card: WISP }], mana: { crystals: 1, used: 0 } },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.hand": [WISP, WISP], "p1.mana.used": 1 },
    });
  });

  describeCard("DRG_320", () => {
    cardCase("DRG_320", {
      does: "Battlecry: 7 Dream Portals shuffled into your deck",
      p1: { hand: [{ card: "DRG_320", ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "p1.deck": Array(7).fill("DRG_320t") },
    });
    cardCase("DRG_320t", {
      does: "Dream Portal: cast when drawn, a random Dragon summoned and a card drawn",
      p1: { hand: [{ card: "CS2_023", ref: "A" }], deck: [{ card: "DRG_320t" }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "A" }],
      check: (r) => {
        expect(board(r, 0)).toHaveLength(1);
        expect(isDragon(board(r, 0)[0]!.card)).toBe(true);
        expect(hand(r, 0)).toEqual([WISP, WISP]);
      },
    });
  });

  describeCard("DRG_109", () => {
    cardCase("DRG_109", {
      does: "costs (1) less for each card played this game that did not start in your deck",
      p1: { hand: [{ card: "DRG_109", ref: "G" }], playedThisGame: [{ card: WISP, cost: 0, turn: 1, created: true }, { card: WISP, cost: 0, turn: 2, created: true }, { card: YETI, cost: 4, turn: 3 }] },
      actions: [{ type: "endTurn" }],
      expect: { "G.cost": 6 },
    });
  });

  describeCard("DRG_232", () => {
    cardCase("DRG_232", {
      does: "Battlecry: no Neutral card in the deck: a 4/2 Truesilver Champion equipped",
      p1: { hand: [{ card: "DRG_232", ref: "C" }], deck: [{ card: "CS2_087" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.weapon": "CS2_097", "p1.weapon.attack": 4 },
    });
    cardCase("DRG_232", {
      does: "a Neutral card in the deck: no weapon",
      p1: { hand: [{ card: "DRG_232", ref: "C" }], deck: [{ card: "CS2_087" }, { card: WISP }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.weapon": null },
    });
  });

  describeCard("DRG_231", () => {
    cardCase("DRG_231", {
      does: "Battlecry: no Neutral card in the deck: 5 random Paladin cards",
      p1: { hand: [{ card: "DRG_231", ref: "Z" }], deck: [{ card: "CS2_087" }] },
      actions: [{ type: "play", card: "Z" }],
      check: (r) => {
        expect(hand(r, 0)).toHaveLength(5);
        for (const id of hand(r, 0)) expect(f(id).cardClass).toBe("PALADIN");
      },
    });
    cardCase("DRG_231", {
      does: "a Neutral card in the deck: nothing",
      p1: { hand: [{ card: "DRG_231", ref: "Z" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "Z" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("DRG_008", () => {
    cardCase("DRG_008", {
      does: "Sidequest: the fifth minion summoned gives your minions +1/+1",
      p1: { secrets: [{ card: "DRG_008", ref: "Q", tags: { QUEST_PROGRESS: 4 } }], board: [{ card: YETI, ref: "Y" }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "Y.attack": 5, "W.attack": 2, "Q.zone": "graveyard" },
    });
    cardCase("DRG_008", {
      does: "the opponent's minions do not count",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "DRG_008", ref: "Q", tags: { QUEST_PROGRESS: 4 } }] },
      p2: { hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "Q.zone": "secrets", "Q.tags.QUEST_PROGRESS": 4 },
    });
  });

  describeCard("DRG_251", () => {
    cardCase("DRG_251", {
      does: "Sidequest: the third Rush minion summoned brings a 4/4 Rush Gryphon",
      p1: { secrets: [{ card: "DRG_251", ref: "Q", tags: { QUEST_PROGRESS: 2 } }], hand: [{ card: "ULD_712", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => expect(sorted(r, 0)).toEqual(["DRG_251t", "ULD_430t", "ULD_712"]),
    });
    cardCase("DRG_251", {
      does: "a minion without Rush does not count",
      p1: { secrets: [{ card: "DRG_251", ref: "Q", tags: { QUEST_PROGRESS: 2 } }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "Q.tags.QUEST_PROGRESS": 2 },
    });
  });

  describeCard("DRG_317", () => {
    cardCase("DRG_317", {
      does: "Sidequest: the second attack of your hero gives three Claws",
      p1: { secrets: [{ card: "DRG_317", ref: "Q", tags: { QUEST_PROGRESS: 1 } }], weapon: { card: "CS2_106" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.hand": ["CS2_005", "CS2_005", "CS2_005"], "Q.zone": "graveyard" },
    });
    cardCase("DRG_317", {
      does: "a minion's attack does not count",
      p1: { secrets: [{ card: "DRG_317", ref: "Q", tags: { QUEST_PROGRESS: 1 } }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
      expect: { "p1.hand": [], "Q.tags.QUEST_PROGRESS": 1 },
    });
  });

  describeCard("DRG_302", () => {
    cardCase("DRG_302", {
      does: "the minion gets \"Deathrattle: Summon 2 copies of this\": destroyed, two fresh copies",
      p1: { hand: [{ card: "DRG_302", ref: "G" }], board: [{ card: YETI, ref: "Y", health: 2 }] },
      actions: [{ type: "play", card: "G", target: "Y" }, { type: "destroy", target: "Y" }],
      check: (r) => {
        expect(board(r, 0).map((m) => [m.card, m.health])).toEqual([[YETI, 5], [YETI, 5]]);
      },
    });
  });

  describeCard("DRG_308", () => {
    cardCase("DRG_308", {
      does: "Battlecry: an enemy minion chosen; Deathrattle: a new copy of it for you",
      p1: { hand: [{ card: "DRG_308", ref: "K" }] },
      p2: { board: [{ card: YETI, ref: "E", health: 1 }] },
      actions: [{ type: "play", card: "K", target: "E" }, { type: "destroy", target: "K" }],
      check: (r) => {
        expect(board(r, 0).map((m) => [m.card, m.health])).toEqual([[YETI, 5]]);
        expect(board(r, 1).map((m) => m.card)).toEqual([YETI]);
      },
    });
    cardCase("DRG_308", {
      does: "no enemy minion: nothing remembered, nothing summoned",
      p1: { hand: [{ card: "DRG_308", ref: "K" }] },
      actions: [{ type: "play", card: "K" }, { type: "destroy", target: "K" }],
      expect: { "p1.board": [] },
    });
  });
});
