/**
 * Behaviour tests of the The Lost City of Un'Goro (THE_LOST_CITY) Warlock cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

// Asphyxiodon: "Taunt. At the end of your turn, deal 5 damage to a random enemy minion."
cardCase("DINO_132", {
  does: "at the end of its player's turn: 5 damage to the only enemy minion, not to the enemy hero or a friendly minion",
  p1: { board: [{ card: "DINO_132", ref: "A" }, { card: "CS2_182", ref: "F" }], deck: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "endTurn" }],
  expect: { "E.zone": "graveyard", "F.health": 5, "p2.hero.health": 30, "A.seen.TAUNT": 1, "events.damage": 1 },
});
cardCase("DINO_132", {
  does: "not at the end of the opponent's turn",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "DINO_132", ref: "A" }], deck: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "endTurn" }],
  expect: { "E.health": 5, "events.damage": 0 },
});

// Deathrot Maw: "Taunt. Deathrattle: Summon a random Fel Beast."
describeCard("TLC_479", () => {
  it("Deathrattle: one of the three Fel Beasts for its owner (every seed)", () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [{ board: [{ card: "TLC_479", ref: "M" }] }, {}] },
        actions: [{ type: "destroy", target: "M" }] });
      const b = r.state.players[0]!.board.map((m) => m.card);
      expect(b).toHaveLength(1);
      expect(["TLC_446t2", "TLC_446t3", "TLC_446t4"]).toContain(b[0]);
      expect(r.state.players[1]!.board).toHaveLength(0);
      seen.add(b[0]!);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});
cardCase("TLC_446t3", {
  does: "Elusive: a spell cannot target it",
  p2: { board: [{ card: "TLC_446t3", ref: "B" }] },
  p1: { hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "B" }],
  error: "illegal_action",
});
cardCase("TLC_446t3", {
  does: "attacks the turn it is summoned",
  p1: { board: [{ card: "TLC_446t3", ref: "B", tags: { JUST_PLAYED: 1, NUM_TURNS_IN_PLAY: 0 } }] },
  actions: [{ type: "attack", attacker: "B", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26, "B.attack": 4, "B.health": 4 },
});

// Tunnel Terror: "Deathrattle: Get two random Temporary 2-Cost minions."
describeCard("TLC_469", () => {
  it("Deathrattle: two 2-Cost minions, Temporary, to its owner (every seed)", () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [{ board: [{ card: "TLC_469", ref: "T" }] }, {}] },
        actions: [{ type: "destroy", target: "T" }] });
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(2);
      for (const c of hand) {
        expect(findCard(c.card)).toMatchObject({ type: "MINION", cost: 2 });
        expect(c.enchantments!.map((e) => e.card)).toEqual(["GBL_999e"]);
      }
      expect(r.state.players[1]!.hand).toHaveLength(0);
    }
  });
  it("Temporary: discarded at the end of its owner's turn", () => {
    const r = run({ seed: 1, state: { turn: 5, activePlayer: 1, players: [{ board: [{ card: "TLC_469", ref: "T" }] }, {}] },
      actions: [{ type: "destroy", target: "T" }, { type: "endTurn" }] });
    expect(r.state.players[0]!.hand).toHaveLength(0);
  });
});

// Whispering Stone: "Taunt. Deathrattle: Get 2 random Fel spells. They cost Health instead of Mana."
describeCard("TLC_467", () => {
  it("Deathrattle: two Fel spells that cost Health (every seed)", () => {
    for (const seed of [1, 2, 3]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [{ board: [{ card: "TLC_467", ref: "W" }] }, {}] },
        actions: [{ type: "destroy", target: "W" }] });
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(2);
      for (const c of hand) {
        expect(findCard(c.card)).toMatchObject({ type: "SPELL", spellSchool: "FEL" });
        expect(c.enchantments!.map((e) => e.card)).toContain("TLC_467e");
      }
    }
  });
});
cardCase("TLC_467e", {
  does: "a card with it is paid with Health (Soulfire: 1 Health, no mana)",
  p1: { hand: [{ card: "EX1_308", ref: "S", enchantments: [{ card: "TLC_467e" }] }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "p1.hero.health": 29, "p1.mana.used": 0, "p2.hero.health": 26 },
});

// Possessed Animancer: "Deathrattle: Summon a random Beast from your deck. Give it Lifesteal."
cardCase("DINO_131", {
  does: "Deathrattle: the Beast of its owner's deck comes into play with Lifesteal (not the other minion)",
  p1: { board: [{ card: "DINO_131", ref: "P" }], deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "B" }] },
  actions: [{ type: "destroy", target: "P" }],
  expect: { "p1.board": ["CS2_120"], "B.seen.LIFESTEAL": 1, "Y.zone": "deck", "p1.deck.length": 1 },
});
cardCase("DINO_131", {
  does: "no Beast in the deck: nothing",
  p1: { board: [{ card: "DINO_131", ref: "P" }], deck: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "destroy", target: "P" }],
  expect: { "p1.board": [], "Y.zone": "deck" },
});

// Bloodpetal Biome: "Discover a Temporary 1-Cost minion."
describeCard("TLC_449", () => {
  it("used: a 1-Cost minion discovered, Temporary; then discarded at the turn's end (every seed)", () => {
    for (const seed of [1, 2, 3]) {
      const body = (end: boolean) => ({ seed, choices: [1], state: { turn: 5, activePlayer: 1, players: [
        { hero: { card: "HERO_07" }, mana: { crystals: 10 }, hand: [{ card: "TLC_449", ref: "L" }] }, {}] },
        actions: [{ type: "play", card: "L" }, { type: "useLocation", card: "L" }, ...(end ? [{ type: "endTurn" }] : [])] });
      const r = run(body(false));
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(1);
      const f = findCard(hand[0]!.card)!;
      expect(f).toMatchObject({ type: "MINION", cost: 1 });
      expect(["WARLOCK", "NEUTRAL"]).toContain(f.cardClass);
      expect(hand[0]!.enchantments!.map((e) => e.card)).toEqual(["GBL_999e"]);
      expect(r.state.players[0]!.board[0]!.health).toBe(findCard("TLC_449")!.health! - 1);
      expect(run(body(true)).state.players[0]!.hand).toHaveLength(0);
    }
  });
});

// Spelunker: "Battlecry: Your next Temporary card costs (2) less."
cardCase("TLC_450", {
  does: "the Temporary card in hand costs 2 less, the other card not; used up by playing it",
  p1: { hand: [{ card: "TLC_450", ref: "S" }, { card: "CS2_182", ref: "T", enchantments: [{ card: "GBL_999e" }] }, { card: "CS2_182", ref: "N" },
    { card: "CS2_182", ref: "T2", enchantments: [{ card: "GBL_999e" }] }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "T" }],
  expect: { "p1.mana.used": 2 + 2, "N.cost": 4, "T2.cost": 4 },
});
cardCase("TLC_450", {
  does: "a card played that is not Temporary does not use it up",
  p1: { hand: [{ card: "TLC_450", ref: "S" }, { card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "T", enchantments: [{ card: "GBL_999e" }] }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "W" }],
  expect: { "T.cost": 2, "p1.hero.enchantments.0.card": "TLC_450e" },
});
cardCase("TLC_450", {
  does: "it lasts past the turn: a Temporary card got next turn costs 2 less",
  p1: { hand: [{ card: "TLC_450", ref: "S" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hero.enchantments.0.card": "TLC_450e" },
});

// Bat Mask: "Set a friendly minion's stats to 1/1. Fill your board with copies of it."
cardCase("DINO_402", {
  does: "the minion becomes 1/1 and 1/1 copies fill the board (7 minions); the enemy board untouched",
  p1: { hand: [{ card: "DINO_402", ref: "M" }], board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "Y" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(7);
    const yetis = b.filter((m) => m.card === "CS2_182");
    expect(yetis).toHaveLength(6);
    for (const m of yetis) { expect(m.attack).toBe(1); expect(m.health).toBe(1); }
    expect(r.state.players[1]!.board[0]!.attack).toBe(4);
  },
});
cardCase("DINO_402", {
  does: "an enemy minion is not a valid target",
  p1: { hand: [{ card: "DINO_402", ref: "M" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "E" }],
  error: "illegal_action",
});

// Caustic Fumes: "Destroy an enemy minion. Kindred: Deal $2 damage to all minions."
cardCase("TLC_447", {
  does: "no Kindred: the enemy minion destroyed, nothing else",
  p1: { hand: [{ card: "TLC_447", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }], playedLastTurn: ["CS2_234"] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "E2" }] },
  actions: [{ type: "play", card: "C", target: "E" }],
  expect: { "E.zone": "graveyard", "E2.health": 5, "F.health": 5 },
});
cardCase("TLC_447", {
  does: "Kindred (a Fel spell last turn): then 2 damage to every minion",
  p1: { hand: [{ card: "TLC_447", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }], playedLastTurn: ["EX1_596"] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "E2" }] },
  actions: [{ type: "play", card: "C", target: "E" }],
  expect: { "E.zone": "graveyard", "E2.health": 3, "F.health": 3, "p2.hero.health": 30 },
});
cardCase("TLC_447", {
  does: "a friendly minion is not a valid target",
  p1: { hand: [{ card: "TLC_447", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }] },
  actions: [{ type: "play", card: "C", target: "F" }],
  error: "illegal_action",
});

// Razidir: "Battlecry: Discard a random card from your hand. Kindred: Your opponent's hand instead."
cardCase("TLC_463", {
  does: "no Kindred: its player discards a card, the opponent keeps theirs",
  p1: { hand: [{ card: "TLC_463", ref: "R" }, { card: "CS2_231", ref: "W" }], playedLastTurn: ["CS2_168"] },
  p2: { hand: [{ card: "CS2_231", ref: "X" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "W.zone": "graveyard", "X.zone": "hand", "events.discard": 1 },
});
cardCase("TLC_463", {
  does: "Kindred (a Beast last turn): the opponent discards instead",
  p1: { hand: [{ card: "TLC_463", ref: "R" }, { card: "CS2_231", ref: "W" }], playedLastTurn: ["CS2_120"] },
  p2: { hand: [{ card: "CS2_231", ref: "X" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "W.zone": "hand", "X.zone": "graveyard", "events.discard": 1 },
});

// Cursed Catacombs: "Discover another card from your deck. Make it Temporary."
cardCase("TLC_451", {
  does: "offers cards of its player's deck but never another Cursed Catacombs; the one taken is drawn and Temporary",
  p1: { hand: [{ card: "TLC_451", ref: "C" }], deck: [{ card: "TLC_451", ref: "X" }, { card: "CS2_231", ref: "w" }, { card: "CS2_182", ref: "y" }] },
  p2: { deck: [{ card: "CS2_120", ref: "e" }] },
  actions: [{ type: "play", card: "C" }],
  choices: [1],
  check: (r) => {
    const offered = (events(r, "discover")[0]!.options as { card: string }[]).map((o) => o.card);
    expect(offered.sort()).toEqual(["CS2_182", "CS2_231"]);
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    expect(hand[0]!.enchantments!.map((e) => e.card)).toEqual(["GBL_999e"]);
    expect(r.state.players[0]!.deck.map((c) => c.ref).sort()).toEqual(["X", hand[0]!.ref === "w" ? "y" : "w"].sort());
    expect(r.state.players[1]!.deck).toHaveLength(1);
    expect(r.state.players[1]!.hand).toHaveLength(0);
  },
});
cardCase("TLC_451", {
  does: "the card taken is Temporary: discarded at the end of its player's turn",
  p1: { hand: [{ card: "TLC_451", ref: "C" }], deck: [{ card: "CS2_231", ref: "w" }] },
  actions: [{ type: "play", card: "C" }, { type: "endTurn" }],
  expect: { "w.zone": "graveyard", "p1.hand.length": 0, "p1.deck.length": 0 },
});
cardCase("TLC_451", {
  does: "only Cursed Catacombs in the deck: nothing is Discovered (no draw, no fatigue)",
  p1: { hand: [{ card: "TLC_451", ref: "C" }], deck: [{ card: "TLC_451", ref: "X" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "X.zone": "deck", "p1.hand.length": 0, "p1.hero.health": 30, "events.discover": 0 },
});
describeCard("TLC_451", () => {
  it("a client's card may exclude cards by name (filter notName)", () => {
    const mine = { id: "MY_DIG", type: "SPELL", cost: 1, spell: [{ type: "draw", where: { notName: "Wisp" } }] };
    const r = run({ seed: 2, cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_DIG", ref: "S" }], deck: [{ card: "CS2_231", ref: "w" }, { card: "CS2_182", ref: "y" }, { card: "CS2_231", ref: "w2" }] }, {}] },
      actions: [{ type: "play", card: "S" }] });
    expect(r.state.players[0]!.hand.map((c) => c.ref)).toEqual(["y"]);
  });
});

// Story of Lakkari: "At the end of your turn, discard a card and fill your board with 3/2 Imps. Lasts 3 turns."
cardCase("TLC_466", {
  does: "at its player's turn end: a card of the hand discarded, then 3/2 Imps (Nether Imp, a Demon) in every empty place; the opponent's board untouched",
  p1: { hand: [{ card: "TLC_466", ref: "L" }, { card: "CS2_231", ref: "W1" }, { card: "CS2_231", ref: "W2" }], board: [{ card: "CS2_182" }, { card: "CS2_182" }] },
  p2: { board: [{ card: "CS2_120" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "L" }, { type: "endTurn" }],
  expect: { "p1.board": ["CS2_182", "CS2_182", "UNG_829t3", "UNG_829t3", "UNG_829t3", "UNG_829t3", "UNG_829t3"], "p1.board.2.attack": 3, "p1.board.2.health": 2,
    "p1.hand.length": 1, "events.discard": 1, "p2.board": ["CS2_120"], "L.zone": "secrets" },
});
cardCase("TLC_466", {
  does: "an empty hand: nothing to discard, the board still fills",
  p1: { hand: [{ card: "TLC_466", ref: "L" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "L" }, { type: "endTurn" }],
  expect: { "p1.board.length": 7, "p1.board.6.card": "UNG_829t3", "events.discard": 0 },
});
cardCase("TLC_466", {
  does: "lasts 3 of its player's turns (the turn played counts): three discards and fills, none at the opponent's turn ends, then gone",
  p1: { hand: [{ card: "TLC_466", ref: "L" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }], hand: [{ card: "CS2_062", ref: "H1" }, { card: "CS2_062", ref: "H2" }, { card: "CS2_062", ref: "H3" }] },
  actions: [{ type: "play", card: "L" }, { type: "endTurn" }, { type: "play", card: "H1" }, { type: "endTurn" }, { type: "endTurn" },
    { type: "play", card: "H2" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "H3" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "events.discard": 3, "p1.board": [], "p2.board": [], "L.zone": "graveyard", "p1.secrets": [] },
});
