/**
 * Behaviour tests: Legacy (LEGACY) Neutral cards, Faceless Manipulator .. Nat Pagle.
 * Cards used as scenery: Chillwind Yeti CS2_182 (4/5), River Crocolisk CS2_120 (2/3), Wisp CS2_231 (1/1),
 * Murloc Raider CS2_168 (2/1 Murloc), Moonfire CS2_008 (1), Fireball CS2_029 (6).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, player, request, run } from "../support/engine.js";

const deck = (n: number, card = "CS2_231") => Array.from({ length: n }, () => ({ card }));
const MEKKA = ["Mekka1", "Mekka2", "Mekka3", "Mekka4"];

describeCard("CS2_226", () => {
  cardCase("CS2_226", {
    does: "+1/+1 for each other friendly minion; enemy minions don't count",
    p1: { hand: [{ card: "CS2_226", ref: "FW" }], board: [{ card: "CS2_231" }, { card: "CS2_120" }] },
    p2: { board: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
    actions: [{ type: "play", card: "FW" }],
    expect: { "FW.attack": 6, "FW.health": 6, "FW.maxHealth": 6 },
  });
  cardCase("CS2_226", {
    does: "alone on its side it stays 4/4",
    p1: { hand: [{ card: "CS2_226", ref: "FW" }] },
    p2: { board: [{ card: "CS2_231" }] },
    actions: [{ type: "play", card: "FW" }],
    expect: { "FW.attack": 4, "FW.health": 4 },
  });

  it("Frostwolf Warlord gains +1/+1 for each other friendly minion when its battlecry resolves (enemies don't count)", () => {
    const r = run(request([player({ board: [{ card: "CS2_231" }, { card: "CS2_231" }], hand: [{ card: "CS2_226", ref: "FW" }] }), player({ board: [{ card: "CS2_231" }] })],
      [{ type: "play", card: "FW" }]));
    expect(at(r.state, "FW")).toMatchObject({ attack: 6, health: 6 });
    expect(at(r.state, "FW").enchantments).toEqual([expect.objectContaining({ card: "CS2_226e", attack: 2, health: 2 })]);
  });
});

describeCard("EX1_112", () => {
  it("summons one of the four inventions, right of Gelbin, picked by a recorded random decision", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const r = run(request([player({ hand: [{ card: "EX1_112", ref: "G" }], board: [{ card: "CS2_231", ref: "W" }] }), player()],
        [{ type: "play", card: "G", position: 0 }], { seed }));
      const board = r.state.players[0].board.map((m) => m.card);
      expect(board).toHaveLength(3);
      expect(board[0]).toBe("EX1_112");
      expect(MEKKA).toContain(board[1]);
      expect(board[2]).toBe("CS2_231");
      const picks = r.random.filter((d) => d.purpose === "random minion to summon");
      expect(picks).toHaveLength(1);
      expect(picks[0]!.candidates.map((c) => (typeof c === "string" ? c : c.card)).sort()).toEqual(MEKKA);
      expect(r.state.players[1].board).toHaveLength(0);
    }
  });
  cardCase("EX1_112", {
    does: "Homing Chicken: at the start of your turn it is destroyed and you draw 3 cards",
    p1: { board: [{ card: "Mekka1", ref: "HC" }], deck: deck(5) },
    p2: { board: [{ card: "Mekka1", ref: "EC" }], deck: deck(5) },
    actions: [{ type: "endTurn" }],
    // Player 2's turn starts: their own turn draw plus 3; player 1's chicken waits for player 1's turn.
    expect: { "EC.zone": "graveyard", "p2.hand.length": 4, "p2.deck.length": 1, "HC.zone": "board", "p1.hand.length": 0 },
  });
  it("Repair Bot: at the end of your turn, restores 6 Health to one damaged character, never an undamaged one", () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const r = run(request([
        player({ board: [{ card: "Mekka2", ref: "RB" }, { card: "CS2_182", ref: "Y" }], hero: { card: "HERO_08", health: 20 } }),
        player({ board: [{ card: "CS2_182", ref: "EY", health: 1 }], deck: deck(1) }),
      ], [{ type: "endTurn" }], { seed }));
      const heals = events(r, "heal");
      expect(heals).toHaveLength(1);
      const ey = r.state.players[1].board[0]!.health, hero = r.state.players[0].hero.health;
      expect(ey === 5 ? hero === 20 : ey === 1 && hero === 26).toBe(true);
      expect(r.state.players[0].board[1]!.health).toBe(5);
      expect(r.state.players[1].hero.health).toBe(30);
      // The candidates are the two damaged characters only (3.5: random heals skip undamaged ones).
      expect(r.random[0]!.candidates.map((c) => (typeof c === "string" ? c : c.card)).sort()).toEqual(["CS2_182", "HERO_08"]);
      seen.add(ey === 5 ? "minion" : "hero");
    }
    expect([...seen].sort()).toEqual(["hero", "minion"]);
  });
  cardCase("EX1_112", {
    does: "Repair Bot: nothing damaged, nothing healed; not at the end of the opponent's turn",
    p1: { board: [{ card: "Mekka2", ref: "RB" }] },
    p2: { board: [{ card: "CS2_182", ref: "EY", health: 1 }] },
    state: { activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    expect: { "EY.health": 1 },
    check: (r) => expect(events(r, "heal")).toHaveLength(0),
  });
  cardCase("EX1_112", {
    does: "Emboldener 3000: at the end of your turn, +1/+1 to one random minion (here the only other one is an enemy)",
    seed: 3,
    p1: { board: [{ card: "Mekka3", ref: "EB" }] },
    p2: { board: [{ card: "CS2_120", ref: "C" }] },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const [eb] = r.state.players[0].board;
      const [c] = r.state.players[1].board;
      const gained = [(eb!.attack ?? 0) + (eb!.health ?? 0) - 4, (c!.attack ?? 0) + (c!.health ?? 0) - 5];
      expect(gained.sort()).toEqual([0, 2]);
      const pick = r.random.find((d) => d.purpose === "random target")!;
      expect(pick.candidates).toHaveLength(2);
    },
  });
  cardCase("EX1_112", {
    does: "Poultryizer: at the start of your turn, one random minion becomes a 1/1 Chicken",
    p1: { board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "Mekka4", ref: "P" }] },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const all = [...r.state.players[0].board, ...r.state.players[1].board];
      expect(all.filter((m) => m.card === "Mekka4t").map((m) => [m.attack, m.health])).toEqual([[1, 1]]);
      expect(all).toHaveLength(2);
      expect(r.random.filter((d) => d.purpose === "random entity to transform")[0]!.candidates).toHaveLength(2);
    },
  });
});

describeCard("CS2_147", () => {
  cardCase("CS2_147", {
    does: "Battlecry: you draw one card; the opponent draws none",
    p1: { hand: [{ card: "CS2_147", ref: "GI" }], deck: deck(3) },
    p2: { deck: deck(3) },
    actions: [{ type: "play", card: "GI" }],
    expect: { "p1.hand.length": 1, "p1.deck.length": 2, "p2.hand.length": 0, "p2.deck.length": 3 },
  });
});

describeCard("EX1_508", () => {
  cardCase("EX1_508", {
    does: "your other Murlocs have +1 Attack: not itself, not enemy Murlocs, not your other minions",
    p1: { board: [{ card: "EX1_508", ref: "O" }, { card: "CS2_168", ref: "M" }, { card: "CS2_120", ref: "C" }] },
    p2: { board: [{ card: "CS2_168", ref: "EM" }] },
    actions: [{ type: "endTurn" }],
    expect: { "O.attack": 1, "M.attack": 3, "C.attack": 2, "EM.attack": 2 },
  });
  cardCase("EX1_508", {
    does: "the bonus goes when the Oracle dies",
    p1: { board: [{ card: "EX1_508", ref: "O" }, { card: "CS2_168", ref: "M" }] },
    actions: [{ type: "destroy", target: "O" }],
    expect: { "M.attack": 2 },
  });
});

describeCard("EX1_399", () => {
  cardCase("EX1_399", {
    does: "+3 Attack each time it takes damage; not when another minion does",
    p1: { hand: [{ card: "CS2_008", ref: "M1" }, { card: "CS2_008", ref: "M2" }, { card: "CS2_008", ref: "M3" }] },
    p2: { board: [{ card: "EX1_399", ref: "B" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "M1", target: "B" }, { type: "play", card: "M2", target: "B" }, { type: "play", card: "M3", target: "Y" }],
    expect: { "B.attack": 8, "B.health": 6, "Y.attack": 4 },
  });
});

describeCard("EX1_190", () => {
  cardCase("EX1_190", {
    does: "summons every friendly minion that died this turn, in the order they died, fresh, right of her then left (rules-notes 106)",
    p1: {
      hand: [{ card: "EX1_190", ref: "WM" }],
      board: [{ card: "CS2_120", ref: "C", health: 1 }, { card: "CS2_231", ref: "W1" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W2" }],
    },
    p2: { board: [{ card: "CS2_172", ref: "R" }] },
    state: { deaths: [{ card: "CS2_200", controller: 1, turn: 4 }, { card: "CS2_201", controller: 1, turn: 5 }] },
    actions: [
      { type: "destroy", target: "W2" }, { type: "destroy", target: "C" }, { type: "destroy", target: "W1" }, { type: "destroy", target: "R" },
      { type: "play", card: "WM", position: 0 },
    ],
    // Core Hound (CS2_201) died earlier this turn (the snapshot's record); Boulderfist Ogre (CS2_200) last turn; the Raptor was the enemy's.
    // Order of death: Core Hound, Wisp (W2), Croc, Wisp (W1): right, left, right, left, each next to her.
    expect: { "p1.board": ["CS2_231", "CS2_231", "EX1_190", "CS2_120", "CS2_201", "CS2_182"], "p1.board.3.health": 3, "p2.board": [] },
    check: (r) => expect(events(r, "summon").map((e) => (e.target as { card: string }).card)).toEqual(["EX1_190", "CS2_201", "CS2_231", "CS2_120", "CS2_231"]),
  });
  cardCase("EX1_190", {
    does: "a minion that died while the opponent controlled it is theirs to get back, not yours (4.10)",
    p1: { hand: [{ card: "EX1_190", ref: "WM" }] },
    state: { deaths: [{ card: "CS2_182", controller: 2, turn: 5 }] },
    actions: [{ type: "play", card: "WM" }],
    expect: { "p1.board": ["EX1_190"], "p2.board": [] },
  });
  cardCase("EX1_190", {
    does: "stops when the board is full, keeping the first to die",
    p1: { hand: [{ card: "EX1_190", ref: "WM" }], board: [{ card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_182" }] },
    state: { deaths: [{ card: "CS2_120", controller: 1, turn: 5 }, { card: "CS2_172", controller: 1, turn: 5 }, { card: "CS2_231", controller: 1, turn: 5 }, { card: "CS2_200", controller: 1, turn: 5 }] },
    actions: [{ type: "play", card: "WM" }],
    expect: { "p1.board": ["CS2_182", "CS2_182", "CS2_182", "CS2_182", "CS2_172", "EX1_190", "CS2_120"] },
  });
});

describeCard("CS2_141", () => {
  cardCase("CS2_141", {
    does: "Battlecry: 1 damage to the chosen minion, and to nothing else",
    p1: { hand: [{ card: "CS2_141", ref: "R" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
    actions: [{ type: "play", card: "R", target: "Y" }],
    expect: { "Y.health": 4, "Y2.health": 5, "p2.hero.health": 30 },
  });
  cardCase("CS2_141", {
    does: "a hero can be the target",
    p1: { hand: [{ card: "CS2_141", ref: "R" }] },
    actions: [{ type: "play", card: "R", target: "p2.hero" }],
    expect: { "p2.hero.health": 29, "p1.hero.health": 30 },
  });
});

describeCard("LEG_CS3_034", () => {
  cardCase("LEG_CS3_034", {
    does: "draws spells (only spells) until the hand is full",
    p1: {
      hand: [{ card: "LEG_CS3_034", ref: "M" }, ...Array.from({ length: 6 }, () => ({ card: "CS2_231" }))],
      deck: [{ card: "CS2_182" }, { card: "CS2_008" }, { card: "CS2_182" }, { card: "CS2_029" }, { card: "CS2_008" }, { card: "CS2_029" }, { card: "CS2_025" }, { card: "CS2_120" }],
    },
    actions: [{ type: "play", card: "M" }],
    check: (r) => {
      const p = r.state.players[0];
      expect(p.hand).toHaveLength(10);
      expect(p.hand.slice(6).every((c) => ["CS2_008", "CS2_029", "CS2_025"].includes(c.card))).toBe(true);
      expect(p.deck.map((c) => c.card).filter((c) => c === "CS2_182" || c === "CS2_120")).toHaveLength(3);
      expect(p.deck).toHaveLength(4);
      expect(events(r, "draw")).toHaveLength(4);
      expect(events(r, "burn")).toHaveLength(0);
      expect(r.random.filter((d) => d.purpose === "card to draw")).toHaveLength(4);
    },
  });
  cardCase("LEG_CS3_034", {
    does: "stops when no spell is left: no minion drawn, no fatigue",
    p1: { hand: [{ card: "LEG_CS3_034", ref: "M" }], deck: [{ card: "CS2_182" }, { card: "CS2_008" }, { card: "CS2_120" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hand": ["CS2_008"], "p1.deck": ["CS2_182", "CS2_120"], "p1.hero.health": 30 },
  });
  cardCase("LEG_CS3_034", {
    does: "an empty deck: nothing, no fatigue; the opponent draws nothing",
    p1: { hand: [{ card: "LEG_CS3_034", ref: "M" }] },
    p2: { deck: [{ card: "CS2_008" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hand.length": 0, "p1.hero.health": 30, "p2.hand.length": 0 },
  });
  it("the spell drawn is a random one of the deck's spells, not the topmost one (4.4)", () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const r = run(request([player({ hand: [{ card: "LEG_CS3_034", ref: "M" }, ...Array.from({ length: 9 }, () => ({ card: "CS2_231" }))],
        deck: [{ card: "CS2_182" }, { card: "CS2_008" }, { card: "CS2_029" }] }), player()], [{ type: "play", card: "M" }], { seed }));
      // One room in hand: one spell drawn.
      const hand = r.state.players[0].hand;
      expect(hand).toHaveLength(10);
      expect(r.state.players[0].deck).toHaveLength(2);
      seen.add(hand[9]!.card);
    }
    expect([...seen].sort()).toEqual(["CS2_008", "CS2_029"]);
  });
});

describeCard("EX1_506", () => {
  cardCase("EX1_506", {
    does: "Battlecry: a 1/1 Murloc Scout right of it, on your side",
    p1: { hand: [{ card: "EX1_506", ref: "TH" }], board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "TH", position: 0 }],
    expect: { "p1.board": ["EX1_506", "EX1_506a", "CS2_231"], "p1.board.1.attack": 1, "p1.board.1.health": 1, "p2.board": [] },
  });
});

describeCard("TOY_102", () => {
  cardCase("TOY_102", {
    does: "a minion next to it attacks: no damage back; the Immune goes when the attack ends",
    p1: { board: [{ card: "TOY_102", ref: "F" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "EY" }] },
    actions: [{ type: "attack", attacker: "Y", defender: "EY" }],
    expect: { "Y.health": 5, "EY.health": 1, "Y.enchantments": undefined, "Y.tags.IMMUNE": undefined },
    check: (r) => {
      // Immune given as the attack starts (Footman's Protection), taken away as it ends (2.6 h).
      const footmans = (type: string) => events(r, type).filter((e) => (e as { enchantment?: string }).enchantment === "TOY_102e");
      expect(footmans("buff").map((e) => (e.target as { ref?: string }).ref)).toEqual(["Y"]);
      expect(footmans("expire").map((e) => (e.target as { ref?: string }).ref)).toEqual(["Y"]);
    },
  });
  cardCase("TOY_102", {
    does: "a minion not next to it takes damage as usual; so does the Footman itself",
    p1: { board: [{ card: "CS2_120", ref: "C" }, { card: "CS2_182", ref: "Y" }, { card: "TOY_102", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "EY" }, { card: "CS2_182", ref: "EY2" }] },
    actions: [{ type: "attack", attacker: "C", defender: "EY" }, { type: "attack", attacker: "F", defender: "EY2" }],
    expect: { "C.zone": "graveyard", "F.health": 1, "EY.health": 3, "EY2.health": 3 },
  });
  cardCase("TOY_102", {
    does: "only while attacking: after its attack the neighbour takes damage again",
    p1: { board: [{ card: "TOY_102", ref: "F" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "CS2_008", ref: "MF" }] },
    p2: { board: [{ card: "CS2_182", ref: "EY" }] },
    actions: [{ type: "attack", attacker: "Y", defender: "EY" }, { type: "play", card: "MF", target: "Y" }],
    expect: { "Y.health": 4, "EY.health": 1 },
  });
  cardCase("TOY_102", {
    does: "Immune from the attack's start: Explosive Trap's damage misses the attacking neighbour, not the others, even when the Trap came first",
    p1: { board: [{ card: "TOY_102", ref: "F", order: 20 }, { card: "CS2_182", ref: "Y", order: 21 }, { card: "CS2_120", ref: "C", order: 22 }] },
    p2: { secrets: [{ card: "EX1_610", ref: "ET", order: 10 }] },
    actions: [{ type: "attack", attacker: "C", defender: "p2.hero" }, { type: "attack", attacker: "Y", defender: "p2.hero" }],
    // Croc is not next to the Footman: the Trap hits everything of player 1, and the Croc (2/3 → 2/1) still attacks.
    expect: { "Y.health": 3, "F.health": 3, "C.health": 1, "p1.hero.health": 28, "p2.hero.health": 24, "ET.zone": "graveyard" },
  });
  cardCase("TOY_102", {
    does: "Taunt",
    p1: { board: [{ card: "TOY_102", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "EY" }], deck: deck(1) },
    actions: [{ type: "endTurn" }, { type: "attack", attacker: "EY", defender: "p1.hero" }],
    error: "illegal_action",
  });
});
