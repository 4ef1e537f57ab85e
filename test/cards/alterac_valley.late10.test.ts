/** Fractured in Alterac Valley (ALTERAC_VALLEY): cards whose steps the format already had (w10/late-a). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const MOONFIRE = "CS2_008"; // 1 damage, 0 Cost
const OPPONENTS_TURN = { activePlayer: 2 };

describeCard("ONY_020", () => {
  cardCase("ONY_020", {
    does: "your spell cast on it: +2 Attack (3/4 after Moonfire)",
    p1: { board: [{ card: "ONY_020", ref: "A" }], hand: [{ card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "A" }],
    expect: { "A.attack": 3, "A.health": 4 },
  });
  cardCase("ONY_020", {
    does: "your spell on another target: nothing",
    p1: { board: [{ card: "ONY_020", ref: "A" }], hand: [{ card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "p2.hero" }],
    expect: { "A.attack": 1, "p2.hero.health": 29 },
  });
  cardCase("ONY_020", {
    does: "the opponent's spell on it: nothing",
    p1: { board: [{ card: "ONY_020", ref: "A" }] },
    p2: { hand: [{ card: MOONFIRE, ref: "M" }] },
    state: OPPONENTS_TURN,
    actions: [{ type: "play", card: "M", target: "A" }],
    expect: { "A.attack": 1, "A.health": 4 },
  });
});

describeCard("ONY_002", () => {
  cardCase("ONY_002", {
    does: "in hand, your turn ends with unspent Mana: it costs (1) less (3); twice: (2)",
    p1: { hand: [{ card: "ONY_002", ref: "G" }], deck: [{ card: WISP }, { card: WISP }], mana: { crystals: 5, used: 4 } },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "G.cost": 3 },
  });
  cardCase("ONY_002", {
    does: "all Mana spent: its Cost stays (4)",
    p1: { hand: [{ card: "ONY_002", ref: "G" }], deck: [{ card: WISP }], mana: { crystals: 5, used: 5 } },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "G.cost": 4 },
  });
  cardCase("ONY_002", {
    does: "not at the end of the opponent's turn",
    p1: { hand: [{ card: "ONY_002", ref: "G" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }], mana: { crystals: 5, used: 0 } },
    state: OPPONENTS_TURN,
    actions: [{ type: "endTurn" }],
    expect: { "G.cost": 4 },
  });
  cardCase("ONY_002", {
    does: "Taunt on the board",
    p1: { hand: [{ card: "ONY_002", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "G.seen.TAUNT": 1, "G.attack": 4, "G.health": 5 },
  });
});

describeCard("AV_142t", () => {
  cardCase("AV_142t", {
    does: "5 Mana: 4 left spent, 4 random picks of the four, each +2/+2 or a keyword",
    p1: { hand: [{ card: "AV_142t", ref: "I" }], mana: { crystals: 5, used: 0 } },
    actions: [{ type: "play", card: "I" }],
    check: (r) => {
      const picks = r.random.filter((d) => d.purpose === "random option");
      expect(picks).toHaveLength(4);
      for (const p of picks) expect([...p.candidates].sort()).toEqual(["AV_142e", "AV_142e2", "AV_142e3", "AV_142e4"]);
      const chosen = picks.map((p) => ["AV_142e", "AV_142e2", "AV_142e3", "AV_142e4"].indexOf(String(p.chosen)));
      const stats = chosen.filter((c) => c === 0).length;
      const ivus = at(r.state, "I");
      expect(ivus.attack).toBe(1 + 2 * stats);
      expect(ivus.health).toBe(1 + 2 * stats);
      for (const [i, kw] of [[1, "RUSH"], [2, "DIVINE_SHIELD"], [3, "TAUNT"]] as const) {
        expect(Boolean(ivus.seen?.[kw])).toBe(chosen.includes(i));
      }
      expect(r.state.players[0].mana.used).toBe(5);
    },
  });
  cardCase("AV_142t", {
    does: "no Mana left after it: nothing gained (1/1)",
    p1: { hand: [{ card: "AV_142t", ref: "I" }], mana: { crystals: 1, used: 0 } },
    actions: [{ type: "play", card: "I" }],
    check: (r) => {
      expect(r.random.filter((d) => d.purpose === "random option")).toHaveLength(0);
      expect(at(r.state, "I").attack).toBe(1);
      expect(at(r.state, "I").health).toBe(1);
    },
  });
});

describeCard("AV_657", () => {
  cardCase("AV_657", {
    does: "at the end of your turn: your lowest-Attack minion destroyed, a 4/4 Shade summoned",
    p1: { hand: [{ card: "AV_657", ref: "G" }], board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: WISP, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
    check: (r) => {
      expect(at(r.state, "W").zone).toBe("graveyard");
      expect(at(r.state, "Y").zone).toBe("board");
      expect(at(r.state, "E").zone).toBe("board");
      const board = r.state.players[0].board;
      expect(board.map((e) => e.card)).toEqual([YETI, "AV_657t"]);
      expect([board[1]!.attack, board[1]!.health, board[1]!.cost]).toEqual([4, 4, 4]);
    },
  });
  cardCase("AV_657", {
    does: "no friendly minion: no Shade",
    p1: { hand: [{ card: "AV_657", ref: "G" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: WISP, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
    expect: { "p1.board": [], "E.zone": "board" },
  });
  cardCase("AV_657", {
    does: "lasts 3 turns: three of your turn ends, then gone (the fourth leaves the last Shade)",
    p1: { hand: [{ card: "AV_657", ref: "G" }], board: [{ card: WISP }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" },
      { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.board": ["AV_657t"], "G.zone": "graveyard" },
  });
});

describeCard("AV_323", () => {
  cardCase("AV_323", {
    does: "Battlecry: two 3-Cost 2/4 Taunt Grunts in hand; it has Taunt itself",
    p1: { hand: [{ card: "AV_323", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const hand = r.state.players[0].hand;
      expect(hand.map((e) => e.card)).toEqual(["AV_323t", "AV_323t"]);
      for (const e of hand) expect([e.cost, e.attack, e.health, e.seen?.TAUNT]).toEqual([3, 2, 4, 1]);
      expect(at(r.state, "S").seen?.TAUNT).toBe(1);
    },
  });
  cardCase("AV_323", {
    does: "a Grunt played: a 2/4 with Taunt",
    p1: { hand: [{ card: "AV_323t", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "G.attack": 2, "G.health": 4, "G.seen.TAUNT": 1, "p1.mana.used": 3 },
  });
});

describeCard("AV_219", () => {
  cardCase("AV_219", {
    does: "Battlecry: two 1-Cost 1/1 Rush Beasts in hand",
    p1: { hand: [{ card: "AV_219", ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    check: (r) => {
      const hand = r.state.players[0].hand;
      expect(hand.map((e) => e.card)).toEqual(["AV_219t", "AV_219t"]);
      for (const e of hand) expect([e.cost, e.attack, e.health, e.seen?.RUSH]).toEqual([1, 1, 1, 1]);
    },
  });
  cardCase("AV_219", {
    does: "a Ram played attacks a minion at once (Rush)",
    p1: { hand: [{ card: "AV_219t", ref: "R" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "play", card: "R" }, { type: "attack", attacker: "R", defender: "E" }],
    expect: { "E.zone": "graveyard", "R.zone": "graveyard" },
  });
});

describeCard("AV_136", () => {
  cardCase("AV_136", {
    does: "Battlecry: two 1-Cost Armor Scraps in hand",
    p1: { hand: [{ card: "AV_136", ref: "K" }] },
    actions: [{ type: "play", card: "K" }],
    check: (r) => {
      const hand = r.state.players[0].hand;
      expect(hand.map((e) => e.card)).toEqual(["AV_136t", "AV_136t"]);
      for (const e of hand) expect(e.cost).toBe(1);
    },
  });
  cardCase("AV_136", {
    does: "an Armor Scrap gives a minion +2 Health (4/7 Yeti)",
    p1: { hand: [{ card: "AV_136t", ref: "A" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "A", target: "Y" }],
    expect: { "Y.attack": 4, "Y.health": 7, "p1.mana.used": 1 },
  });
});

describeCard("AV_282", () => {
  cardCase("AV_282", {
    does: "a 3/3 Elemental Snowman that Freezes, and Build a Snowbrute (6) in hand",
    p1: { hand: [{ card: "AV_282", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const [snowman] = r.state.players[0].board;
      expect([snowman!.card, snowman!.attack, snowman!.health]).toEqual(["AV_282t", 3, 3]);
      expect(r.state.players[0].hand.map((e) => [e.card, e.cost])).toEqual([["AV_282t2", 6]]);
    },
  });
  cardCase("AV_282", {
    does: "the Snowman freezes what it damages",
    p1: { board: [{ card: "AV_282t", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "S", defender: "Y" }],
    expect: { "Y.health": 2, "Y.tags.FROZEN": 1 },
  });
  cardCase("AV_282", {
    does: "Build a Snowbrute: a 6/6 Snowbrute, and Build a Snowgre (9) in hand; that one: a 9/9 Snowgre",
    p1: { hand: [{ card: "AV_282t2", ref: "B" }], mana: { crystals: 10, used: 0 } },
    actions: [{ type: "play", card: "B" }],
    check: (r) => {
      const [brute] = r.state.players[0].board;
      expect([brute!.card, brute!.attack, brute!.health]).toEqual(["AV_282t3", 6, 6]);
      expect(r.state.players[0].hand.map((e) => [e.card, e.cost])).toEqual([["AV_282t4", 9]]);
    },
  });
  cardCase("AV_282", {
    does: "Build a Snowgre: a 9/9 Snowgre that Freezes, nothing added",
    p1: { hand: [{ card: "AV_282t4", ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B" }],
    check: (r) => {
      const [ogre] = r.state.players[0].board;
      expect([ogre!.card, ogre!.attack, ogre!.health]).toEqual(["AV_282t5", 9, 9]);
      expect(r.state.players[0].hand).toEqual([]);
    },
  });
});

describeCard("AV_316", () => {
  cardCase("AV_316", {
    does: "Battlecry: 3 damage to every minion, 3 Fel Rifts shuffled in, 3 cards drawn (a Rift drawn casts: a 3/3 Imp, and another draw)",
    p1: { hand: [{ card: "AV_316", ref: "T" }], board: [{ card: YETI, ref: "A" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
    p2: { board: [{ card: YETI, ref: "B" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "T" }],
    check: (r) => {
      expect(at(r.state, "A").health).toBe(2);
      expect(at(r.state, "B").health).toBe(2);
      expect(at(r.state, "W").zone).toBe("graveyard");
      const p = r.state.players[0];
      // each of the 3 draws ends on a Yeti (a Rift drawn is cast and replaced): 3 Yetis in hand, the Rifts in the deck or cast
      expect(p.hand.map((e) => e.card)).toEqual([YETI, YETI, YETI]);
      const imps = p.board.filter((e) => e.card === "AV_316t");
      for (const e of imps) expect([e.attack, e.health]).toEqual([3, 3]);
      expect(p.deck.map((e) => e.card)).toEqual(Array(3 - imps.length).fill("AV_316t4"));
      expect(p.heroPower?.card).toBe("AV_316hp");
      expect([p.hero.health, p.hero.armor]).toEqual([30, 5]);
    },
  });
  cardCase("AV_316", {
    does: "Chains of Dread (2): a Fel Rift shuffled in, a card drawn",
    p1: { heroPower: { card: "AV_316hp" }, deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
    actions: [{ type: "heroPower" }],
    check: (r) => {
      const p = r.state.players[0];
      expect(p.mana.used).toBe(2);
      const cards = [...p.deck, ...p.hand].map((e) => e.card).sort();
      const imps = p.board.filter((e) => e.card === "AV_316t").length;
      // either the Rift is still in the deck (a Yeti drawn) or it was drawn, cast (a Dread Imp) and replaced by a Yeti
      if (imps === 0) expect(cards).toEqual(["AV_316t4", YETI, YETI, YETI]);
      else expect(cards).toEqual([YETI, YETI, YETI]);
      expect(p.hand.map((e) => e.card)).toEqual([YETI]);
    },
  });
});

describeCard("AV_277", () => {
  cardCase("AV_277", {
    does: "four Fel Rifts shuffled into your deck",
    p1: { hand: [{ card: "AV_277", ref: "S" }], deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const deck = r.state.players[0].deck.map((e) => e.card);
      expect(deck.filter((c) => c === "AV_316t4")).toHaveLength(4);
      expect(deck).toHaveLength(5);
    },
  });
  cardCase("AV_277", {
    does: "a Rift drawn: a 3/3 Dread Imp summoned and another card drawn",
    p1: { deck: [{ card: "AV_316t4" }, { card: YETI }] },
    p2: { deck: [{ card: WISP }] },
    state: OPPONENTS_TURN,
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const p = r.state.players[0];
      expect(p.board.map((e) => [e.card, e.attack, e.health])).toEqual([["AV_316t", 3, 3]]);
      expect(p.hand.map((e) => e.card)).toEqual([YETI]);
    },
  });
});

describeCard("AV_203", () => {
  cardCase("AV_203", {
    does: "Battlecry: every minion back to its owner's hand, then two 4/2 Stealth Shadows; its Hero Power",
    p1: { hand: [{ card: "AV_203", ref: "S" }], board: [{ card: YETI, ref: "A" }] },
    p2: { board: [{ card: WISP, ref: "B" }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      expect(at(r.state, "A").zone).toBe("hand");
      expect(at(r.state, "A").player).toBe(1);
      expect(at(r.state, "B").zone).toBe("hand");
      expect(at(r.state, "B").player).toBe(2);
      const p = r.state.players[0];
      expect(p.board.map((e) => [e.card, e.attack, e.health, e.seen?.STEALTH])).toEqual([["AV_203t", 4, 2, 1], ["AV_203t", 4, 2, 1]]);
      expect(p.heroPower?.card).toBe("AV_203p");
      expect(p.hero.armor).toBe(5);
    },
  });
  cardCase("AV_203", {
    does: "Sleight of Hand (0): the next card you play this turn costs (2) less, only that one",
    p1: { heroPower: { card: "AV_203p" }, hand: [{ card: YETI, ref: "Y" }, { card: YETI, ref: "Z" }] },
    actions: [{ type: "heroPower" }, { type: "play", card: "Y" }],
    expect: { "p1.mana.used": 2, "Z.cost": 4, "Y.zone": "board" },
  });
  cardCase("AV_203", {
    does: "Sleight of Hand: gone at the end of the turn",
    p1: { heroPower: { card: "AV_203p" }, hand: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "heroPower" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "Y.cost": 4 },
  });
});

describeCard("AV_360", () => {
  cardCase("AV_360", {
    does: "at the end of your turn: a 2/2 Stealth Wolf; three turns, then gone",
    p1: { hand: [{ card: "AV_360", ref: "K" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "K" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" },
      { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    check: (r) => {
      const board = r.state.players[0].board;
      expect(board.map((e) => [e.card, e.attack, e.health, e.seen?.STEALTH])).toEqual(Array(3).fill(["AV_211t", 2, 2, 1]));
      expect(at(r.state, "K").zone).toBe("graveyard");
    },
  });
  cardCase("AV_360", {
    does: "not at the end of the opponent's turn",
    p1: { hand: [{ card: "AV_360", ref: "K" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "K" }, { type: "endTurn" }],
    check: (r) => {
      expect(r.state.players[0].board.map((e) => e.card)).toEqual(["AV_211t"]);
      expect(r.state.players[1].board).toEqual([]);
    },
  });
});

describeCard("AV_124", () => {
  cardCase("AV_124", {
    does: "Honorable Kill (a 2-Health minion at exactly 0): a 2/2 Stealth Wolf",
    p1: { board: [{ card: "AV_124", ref: "D" }] },
    p2: { board: [{ card: "CS2_120", ref: "V", health: 2 }] },
    actions: [{ type: "attack", attacker: "D", defender: "V" }],
    check: (r) => {
      expect(at(r.state, "V").zone).toBe("graveyard");
      const board = r.state.players[0].board;
      expect(board.map((e) => e.card)).toEqual(["AV_124", "AV_211t"]);
      expect(board[1]!.seen?.STEALTH).toBe(1);
    },
  });
  cardCase("AV_124", {
    does: "an overkill (a Wisp) summons nothing",
    p1: { board: [{ card: "AV_124", ref: "D" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "D", defender: "W" }],
    expect: { "p1.board": ["AV_124"], "W.zone": "graveyard" },
  });
});

describeCard("ONY_021", () => {
  cardCase("ONY_021", {
    does: "fills your board with 2/1 Rush Whelps (5 beside 2 minions)",
    p1: { hand: [{ card: "ONY_021", ref: "S" }], board: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const whelps = r.state.players[0].board.filter((e) => e.card === "ONY_001t");
      expect(whelps).toHaveLength(5);
      for (const e of whelps) expect([e.attack, e.health, e.seen?.RUSH]).toEqual([2, 1, 1]);
    },
  });
});

describeCard("ONY_017", () => {
  cardCase("ONY_017", {
    does: "draws a minion (not the spell); a Dragon: two 2/1 Rush Whelps",
    p1: { hand: [{ card: "ONY_017", ref: "H" }], deck: [{ card: MOONFIRE }, { card: "NEW1_023", ref: "D" }] },
    actions: [{ type: "play", card: "H" }],
    check: (r) => {
      expect(at(r.state, "D").zone).toBe("hand");
      expect(r.state.players[0].board.map((e) => [e.card, e.attack, e.health])).toEqual([["ONY_001t", 2, 1], ["ONY_001t", 2, 1]]);
    },
  });
  cardCase("ONY_017", {
    does: "a minion that is no Dragon: drawn, no Whelps",
    p1: { hand: [{ card: "ONY_017", ref: "H" }], deck: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "Y.zone": "hand", "p1.board": [] },
  });
});

describeCard("AV_257", () => {
  cardCase("AV_257", {
    does: "two Frost spells (and a Fire one) played this game: two 3/4 Elementals that Freeze",
    p1: { hand: [{ card: "AV_257", ref: "B" }], playedThisGame: [{ card: "CS2_024", cost: 2, turn: 3 }, { card: "CS2_026", cost: 3, turn: 3 }, { card: "CS2_029", cost: 4, turn: 3 }] },
    actions: [{ type: "play", card: "B" }],
    check: (r) => {
      const tokens = r.state.players[0].board.filter((e) => e.card === "AV_257t");
      expect(tokens.map((e) => [e.attack, e.health, e.cost])).toEqual([[3, 4, 3], [3, 4, 3]]);
    },
  });
  cardCase("AV_257", {
    does: "no Frost spell played: none",
    p1: { hand: [{ card: "AV_257", ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.board": ["AV_257"] },
  });
  cardCase("AV_257", {
    does: "the Elemental freezes what it damages",
    p1: { board: [{ card: "AV_257t", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "S", defender: "Y" }],
    expect: { "Y.health": 2, "Y.tags.FROZEN": 1 },
  });
});

describeCard("AV_268", () => {
  cardCase("AV_268", {
    does: "at the end of your turn: a 3/4 Elemental that Freezes; three turns, then gone",
    p1: { hand: [{ card: "AV_268", ref: "K" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "K" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" },
      { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    check: (r) => {
      expect(r.state.players[0].board.map((e) => [e.card, e.attack, e.health])).toEqual(Array(3).fill(["AV_257t", 3, 4]));
      expect(at(r.state, "K").zone).toBe("graveyard");
    },
  });
});

describeCard("AV_224", () => {
  // Snipe (EX1_609) and Explosive Trap (EX1_610): two Hunter Secrets
  cardCase("AV_224", {
    does: "3 damage to a Yeti (no Honorable Kill): one Secret cast from the deck",
    p1: { hand: [{ card: "AV_224", ref: "S" }], deck: [{ card: "EX1_609" }, { card: "EX1_610" }, { card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    check: (r) => {
      const p = r.state.players[0];
      expect(at(r.state, "Y").health).toBe(2);
      expect(p.secrets).toHaveLength(1);
      expect(p.deck).toHaveLength(2);
    },
  });
  cardCase("AV_224", {
    does: "Honorable Kill (a 3-Health minion): two Secrets cast from the deck",
    p1: { hand: [{ card: "AV_224", ref: "S" }], deck: [{ card: "EX1_609" }, { card: "EX1_610" }, { card: WISP }] },
    p2: { board: [{ card: "CS2_120", ref: "V", health: 3 }] },
    actions: [{ type: "play", card: "S", target: "V" }],
    check: (r) => {
      const p = r.state.players[0];
      expect(at(r.state, "V").zone).toBe("graveyard");
      expect(p.secrets.map((e) => e.card).sort()).toEqual(["EX1_609", "EX1_610"]);
      expect(p.deck.map((e) => e.card)).toEqual([WISP]);
    },
  });
});

describeCard("ONY_012", () => {
  cardCase("ONY_012", {
    does: "+1/+2 and Spell Damage +1 (a Moonfire then deals 2)",
    p1: { hand: [{ card: "ONY_012", ref: "S" }, { card: MOONFIRE, ref: "M" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }, { type: "play", card: "M", target: "p2.hero" }],
    expect: { "Y.attack": 5, "Y.health": 7, "p2.hero.health": 28 },
  });
  cardCase("ONY_012", {
    does: "when it dies: a 1/2 Spirit Raptor with Spell Damage +1 in its place",
    p1: { hand: [{ card: "ONY_012", ref: "S" }], board: [{ card: WISP, ref: "W" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "W" }, { type: "attack", attacker: "W", defender: "Y" }],
    check: (r) => {
      expect(at(r.state, "W").zone).toBe("graveyard");
      const board = r.state.players[0].board;
      expect(board.map((e) => [e.card, e.attack, e.health])).toEqual([["ONY_012t", 1, 2]]);
    },
  });
  cardCase("ONY_012", {
    does: "the Spirit Raptor's Spell Damage +1",
    p1: { board: [{ card: "ONY_012t" }], hand: [{ card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
});

describeCard("ONY_028", () => {
  cardCase("ONY_028", {
    does: "Deathrattle: a Fragment shuffled into your deck",
    p1: { board: [{ card: "ONY_028", ref: "M" }] },
    actions: [{ type: "destroy", target: "M" }],
    check: (r) => {
      expect(at(r.state, "M").zone).toBe("graveyard");
      expect(r.state.players[0].deck.map((e) => e.card)).toEqual(["ONY_028t"]);
    },
  });
  cardCase("ONY_028", {
    does: "the Fragment drawn: Mi'da resummoned (Divine Shield, Lifesteal), and another card drawn",
    p1: { deck: [{ card: "ONY_028t" }, { card: YETI }] },
    p2: { deck: [{ card: WISP }] },
    state: OPPONENTS_TURN,
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const p = r.state.players[0];
      expect(p.board.map((e) => [e.card, e.attack, e.health, e.seen?.DIVINE_SHIELD, e.seen?.LIFESTEAL])).toEqual([["ONY_028", 4, 6, 1, 1]]);
      expect(p.hand.map((e) => e.card)).toEqual([YETI]);
    },
  });
});

describeCard("AV_267", () => {
  cardCase("AV_267", {
    does: "becomes a 6/6 copy of the Demon in your deck (a Voidwalker, Taunt kept); the deck's card stays",
    p1: { hand: [{ card: "AV_267", ref: "C" }], deck: [{ card: "CS2_065", ref: "V" }, { card: YETI }] },
    actions: [{ type: "play", card: "C" }],
    check: (r) => {
      const c = at(r.state, "C");
      expect([c.card, c.attack, c.health, c.zone, c.seen?.TAUNT]).toEqual(["CS2_065", 6, 6, "board", 1]);
      expect(at(r.state, "V").zone).toBe("deck");
    },
  });
  cardCase("AV_267", {
    does: "no Demon in the deck: it stays a 6/6 Caria",
    p1: { hand: [{ card: "AV_267", ref: "C" }], deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "C.card": "AV_267", "C.attack": 6, "C.health": 6 },
  });
});

describeCard("AV_118", () => {
  cardCase("AV_118", {
    does: "after your hero attacks: two 1/1 Felwings",
    p1: { board: [{ card: "AV_118", ref: "V" }], weapon: { card: "CS2_080" } },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    check: (r) => {
      const board = r.state.players[0].board;
      expect(board.filter((e) => e.card === "BT_922t").map((e) => [e.attack, e.health])).toEqual([[1, 1], [1, 1]]);
      expect(r.state.players[1].hero.health).toBe(28);
    },
  });
  cardCase("AV_118", {
    does: "a minion's attack summons nothing",
    p1: { board: [{ card: "AV_118", ref: "V" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
    expect: { "p1.board": ["AV_118", YETI] },
  });
});

describeCard("AV_109", () => {
  cardCase("AV_109", {
    does: "10 Armor now; at the start of your next turn, 5 of it lost (not at the opponent's turn)",
    p1: { hand: [{ card: "AV_109", ref: "B" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "B" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.hero.armor": 5, "p1.hero.health": 30 },
  });
  cardCase("AV_109", {
    does: "10 Armor until then",
    p1: { hand: [{ card: "AV_109", ref: "B" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "B" }, { type: "endTurn" }],
    expect: { "p1.hero.armor": 10 },
  });
  cardCase("AV_109", {
    does: "only 2 Armor left by then (two Yetis hit the hero for 8): it goes to 0, no Health lost",
    p1: { hand: [{ card: "AV_109", ref: "B" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Z" }], deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "B" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" },
      { type: "attack", attacker: "Z", defender: "p1.hero" }, { type: "endTurn" }],
    expect: { "p1.hero.armor": 0, "p1.hero.health": 30 },
  });
});
