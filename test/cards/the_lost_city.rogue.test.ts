/**
 * Behaviour tests of the The Lost City of Un'Goro (THE_LOST_CITY) Rogue cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

// Neferset Weaponsmith: "Battlecry: Get a random weapon from another class. Combo: Give it +2 Attack."
describeCard("TLC_516", () => {
  const body = (seed: number, first: boolean) => ({ seed, state: { turn: 5, activePlayer: 1, players: [
    { hero: { card: "HERO_03" }, mana: { crystals: 10 }, hand: [...(first ? [{ card: "CS2_231", ref: "W" }] : []), { card: "TLC_516", ref: "N" }] }, {}] },
    actions: [...(first ? [{ type: "play", card: "W" }] : []), { type: "play", card: "N" }] });
  it("Battlecry: a weapon of a class other than Rogue (not neutral), no bonus, for every seed", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = run(body(seed, false));
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(1);
      const f = findCard(hand[0]!.card)!;
      expect(f.type).toBe("WEAPON");
      expect(["ROGUE", "NEUTRAL"]).not.toContain(f.cardClass);
      expect(hand[0]!.enchantments ?? []).toHaveLength(0);
      expect(r.state.players[1]!.hand).toHaveLength(0);
    }
  });
  it("Combo: the weapon gets +2 Attack (it is equipped with its Attack + 2)", () => {
    for (const seed of [1, 2, 3]) {
      const r = run(body(seed, true));
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(1);
      expect(findCard(hand[0]!.card)!.type).toBe("WEAPON");
      expect(hand[0]!.enchantments!.map((e) => e.card)).toEqual(["TLC_516e"]);
      const base = findCard(hand[0]!.card)!.attack!;
      const r2 = run({ seed: 1, state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_03" }, mana: { crystals: 10 }, hand: [{ card: hand[0]!.card, ref: "X", enchantments: [{ card: "TLC_516e" }] }] }, {}] },
        actions: [{ type: "play", card: "X" }] });
      expect(r2.state.players[0]!.weapon!.attack).toBe(base + 2);
    }
  });
});

// Eyes in the Sky: "Battlecry: Look at 3 cards in your enemy's deck. Pick one to put on top."
describeCard("TLC_521", () => {
  it("looks at 3 different cards of the enemy deck, the one picked goes on top; its own deck untouched (every seed)", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = run({ seed, choices: [1], state: { turn: 5, activePlayer: 1, players: [
        { mana: { crystals: 10 }, hand: [{ card: "TLC_521", ref: "E" }], deck: [{ card: "CS2_231", ref: "m0" }, { card: "CS2_231", ref: "m1" }] },
        { deck: [{ card: "CS2_182", ref: "d0" }, { card: "CS2_120", ref: "d1" }, { card: "CS2_172", ref: "d2" }, { card: "CS2_186", ref: "d3" }, { card: "CS2_200", ref: "d4" }] }] },
        actions: [{ type: "play", card: "E" }, { type: "endTurn" }] });
      const [move] = events(r, "zone-change").filter((e) => (e as { top?: boolean }).top === true);
      const options = ((move as unknown as { options: { ref: string }[] }).options).map((o) => o.ref);
      expect(options).toHaveLength(3);
      expect(new Set(options).size).toBe(3);
      for (const o of options) expect(o).toMatch(/^d\d$/);
      expect(move!.target!.ref).toBe(options[1]);
      // the enemy's next draw is that card
      expect(r.state.players[1]!.hand.map((c) => c.ref)).toEqual([options[1]]);
      expect(r.state.players[0]!.deck.map((c) => c.ref)).toEqual(["m0", "m1"]);
    }
  });
  it("a client's card may put a card of the enemy deck on top (putOnTop player enemy)", () => {
    const mine = { id: "MY_SPYGLASS", type: "SPELL", cost: 1, spell: [{ type: "putOnTop", count: 2, player: "enemy" }] };
    const r = run({ seed: 2, choices: [0], cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_SPYGLASS", ref: "S" }] },
      { deck: [{ card: "CS2_182", ref: "d0" }, { card: "CS2_120", ref: "d1" }, { card: "CS2_172", ref: "d2" }] }] },
      actions: [{ type: "play", card: "S" }] });
    const [move] = events(r, "zone-change").filter((e) => (e as { top?: boolean }).top === true);
    const options = ((move as unknown as { options: { ref: string }[] }).options).map((o) => o.ref);
    expect(options).toHaveLength(2);
    expect(r.state.players[1]!.deck[0]!.ref).toBe(options[0]);
  });
});

// Ambush Predators: "Summon a 1/1 Spitter with Stealth and Poisonous. Kindred: Do it again."
cardCase("TLC_519", {
  does: "no Kindred: one 1/1 Spitter with Stealth and Poisonous",
  p1: { hand: [{ card: "TLC_519", ref: "A" }], playedLastTurn: ["CS1_130"] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.board": ["TLC_519t"], "p1.board.0.attack": 1, "p1.board.0.health": 1, "p1.board.0.seen.STEALTH": 1, "p1.board.0.seen.POISONOUS": 1, "p2.board": [] },
});
cardCase("TLC_519", {
  does: "Kindred (a Shadow spell last turn): two Spitters",
  p1: { hand: [{ card: "TLC_519", ref: "A" }], playedLastTurn: ["CS2_234"] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.board": ["TLC_519t", "TLC_519t"] },
});

// Crystal Tusk: "Battlecry: Shuffle the left-most card in your hand into your deck. Deathrattle: Draw 2 cards."
cardCase("DINO_408", {
  does: "Battlecry: the left-most card of its player's hand goes into the deck, the other stays; the enemy hand untouched",
  p1: { hand: [{ card: "CS2_182", ref: "L" }, { card: "DINO_408", ref: "T" }, { card: "CS2_120", ref: "R" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { hand: [{ card: "CS2_231", ref: "X" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "L.zone": "deck", "R.zone": "hand", "X.zone": "hand", "p1.deck.length": 3, "p1.hand.length": 1, "events.discard": 0 },
});
cardCase("DINO_408", {
  does: "played as the left-most card: the next one (now left-most) is shuffled",
  p1: { hand: [{ card: "DINO_408", ref: "T" }, { card: "CS2_120", ref: "R" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "R.zone": "deck", "Y.zone": "hand" },
});
cardCase("DINO_408", {
  does: "Deathrattle: its player draws 2 when it breaks",
  p1: { weapon: { card: "DINO_408", ref: "T", durability: 1 }, deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "T.zone": "graveyard", "p1.hand.length": 2, "p1.deck.length": 1, "p2.hand.length": 0 },
});
describeCard("DINO_408", () => {
  it("a client's card may shuffle its player's hand into the deck (shuffleFromHand)", () => {
    const mine = { id: "MY_RESHUFFLE", type: "SPELL", cost: 1, spell: [{ type: "shuffleFromHand", to: { all: "hand", side: "friendly" } }] };
    const r = run({ seed: 3, cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_RESHUFFLE", ref: "S" }, { card: "CS2_182", ref: "a" }, { card: "CS2_120", ref: "b" }], deck: [{ card: "CS2_231", ref: "d" }] },
      { hand: [{ card: "CS2_231", ref: "x" }] }] }, actions: [{ type: "play", card: "S" }] });
    expect(r.state.players[0]!.hand).toHaveLength(0);
    expect(r.state.players[0]!.deck.map((c) => c.ref).sort()).toEqual(["a", "b", "d"]);
    expect(r.state.players[1]!.hand).toHaveLength(1);
  });
});

// Cultist Map: "Discover a card from your deck. If you play it this turn, also pick one of the others."
cardCase("TLC_515", {
  does: "three cards of the deck offered, the one taken drawn; playing it this turn draws the other picked (the second), once",
  p1: { hand: [{ card: "TLC_515", ref: "M" }], deck: [{ card: "CS2_231" }, { card: "CS2_182" }, { card: "CS2_120" }, { card: "CS2_200" }] },
  actions: [{ type: "play", card: "M" }, { type: "play", card: "p1.hand.0" }],
  choices: [0, 1],
  check: (r) => {
    const offered = (events(r, "discover")[0]!.options as { card: string }[]).map((o) => o.card);
    expect(offered).toHaveLength(3);
    expect(r.state.players[0].board.map((c) => c.card)).toEqual([offered[0]]);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([offered[2]]);
    expect(r.state.players[0].deck).toHaveLength(2);
    expect(r.state.players[0].deck.map((c) => c.card)).toContain(offered[1]);
  },
});
cardCase("TLC_515", {
  does: "not played this turn: the others stay in the deck, nothing more is drawn later",
  p1: { hand: [{ card: "TLC_515", ref: "M" }], deck: [{ card: "CS2_231" }, { card: "CS2_182" }, { card: "CS2_120" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "M" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "p1.hand.0" }],
  choices: [0],
  check: (r) => {
    expect(r.state.players[0].hand).toHaveLength(1); // the turn's draw only
    expect(r.state.players[0].deck).toHaveLength(1);
  },
});

// Merchant of Legend: "Battlecry: Discover a Legendary minion. Shuffle the other two into your deck."
cardCase("TLC_514", {
  does: "three Legendary minions offered; the one taken in hand, the two others shuffled into its player's deck",
  p1: { hand: [{ card: "TLC_514", ref: "M" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "M" }],
  choices: [2],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect([findCard(id)!.type, findCard(id)!.rarity]).toEqual(["MINION", "LEGENDARY"]);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([offered[2]]);
    expect(r.state.players[0].deck.map((c) => c.card).sort()).toEqual(["CS2_231", offered[0], offered[1]].sort());
    expect(r.state.players[1].deck).toHaveLength(0);
  },
});

// Opu the Unseen: "Stealth. Battlecry, Combo, and Deathrattle: Cast 'Fan of Knives'."
cardCase("TLC_522", {
  does: "Battlecry alone: Fan of Knives once — 1 damage to each enemy minion, its player draws one card",
  p1: { hand: [{ card: "TLC_522", ref: "O" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "R" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "O" }],
  expect: { "Y.health": 4, "R.health": 2, "p1.hand.length": 1, "p1.deck.length": 2, "p2.hand.length": 0, "O.seen.STEALTH": 1, "p1.hero.health": 30 },
});
cardCase("TLC_522", {
  does: "Combo (a card played first): the Battlecry's cast and the Combo's — two Fans of Knives, 2 damage to each enemy minion, two draws",
  p1: { hand: [{ card: "CS2_231", ref: "W" }, { card: "TLC_522", ref: "O" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "O" }],
  expect: { "Y.health": 3, "R.health": 1, "p1.hand.length": 2, "p1.deck.length": 1, "W.health": 1 },
});
cardCase("TLC_522", {
  does: "Combo under Brann Bronzebeard: the whole Battlecry twice — four casts",
  p1: { hand: [{ card: "CS2_231", ref: "W" }, { card: "TLC_522", ref: "O" }], board: [{ card: "LOE_077" }],
    deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_200", ref: "B" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "O" }],
  expect: { "B.health": 3, "p1.hand.length": 4, "p1.deck.length": 1 },
});
cardCase("TLC_522", {
  does: "Deathrattle: Fan of Knives once more, for its controller (the enemy minions hit, its player draws)",
  p1: { board: [{ card: "TLC_522", ref: "O" }], deck: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_120", ref: "R" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "destroy", target: "O" }],
  expect: { "O.zone": "graveyard", "R.health": 2, "p1.hand.length": 1, "p2.hand.length": 0 },
});

// Knockback: "Deal $1 damage to a minion (improved for each time you've shuffled cards into your deck)."
const SHUFFLE3 = { id: "MY_SHUFFLE3", type: "SPELL", cost: 0, spell: [{ type: "shuffleIntoDeck", card: "CS2_231", count: 3 }] };
const SHUFFLE_ENEMY = { id: "MY_SHUFFLE_ENEMY", type: "SPELL", cost: 0, spell: [{ type: "shuffleIntoDeck", card: "CS2_231", count: 2, player: "enemy" }] };
const BOTTOM = { id: "MY_BOTTOM", type: "SPELL", cost: 0, spell: [{ type: "shuffleIntoDeck", card: "CS2_231", bottom: true }] };
cardCase("TLC_517", {
  does: "never shuffled: 1 damage to the chosen minion",
  p1: { hand: [{ card: "TLC_517", ref: "K" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "K", target: "Y" }],
  expect: { "Y.health": 4, "p2.hero.health": 30 },
});
cardCase("TLC_517", {
  does: "the game's count so far (the snapshot's player tag): 2 times → 3 damage; the opponent's count does not add",
  p1: { tags: { NUM_TIMES_SHUFFLED_INTO_DECK: 2 }, hand: [{ card: "TLC_517", ref: "K" }] },
  p2: { tags: { NUM_TIMES_SHUFFLED_INTO_DECK: 5 }, board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "K", target: "Y" }],
  expect: { "Y.health": 2 },
});
cardCase("TLC_517", {
  does: "one effect shuffling three cards in is one time; Crystal Tusk's shuffle another → 3 damage (per time, not per card)",
  cards: [SHUFFLE3],
  p1: { hand: [{ card: "MY_SHUFFLE3", ref: "S" }, { card: "DINO_408", ref: "T" }, { card: "CS2_231", ref: "W" }, { card: "TLC_517", ref: "K" }] },
  p2: { board: [{ card: "CS2_200", ref: "B" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "T" }, { type: "play", card: "K", target: "B" }],
  expect: { "B.health": 4, "W.zone": "deck", "p1.deck.length": 4, "p1.tags.NUM_TIMES_SHUFFLED_INTO_DECK": 2 },
});
cardCase("TLC_517", {
  does: "shuffling into the opponent's deck, or putting a card on the bottom of yours, is no time: 1 damage",
  cards: [SHUFFLE_ENEMY, BOTTOM],
  p1: { hand: [{ card: "MY_SHUFFLE_ENEMY", ref: "S" }, { card: "MY_BOTTOM", ref: "M" }, { card: "TLC_517", ref: "K" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "M" }, { type: "play", card: "K", target: "Y" }],
  expect: { "Y.health": 4, "p2.deck.length": 2, "p1.deck.length": 1, "p1.tags.NUM_TIMES_SHUFFLED_INTO_DECK": undefined },
});
cardCase("TLC_517", {
  does: "a spell: Spell Damage adds on top (Kobold Geomancer: 1 + 1 time + 1)",
  p1: { tags: { NUM_TIMES_SHUFFLED_INTO_DECK: 1 }, hand: [{ card: "TLC_517", ref: "K" }], board: [{ card: "CS2_142" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "K", target: "Y" }],
  expect: { "Y.health": 2 },
});
cardCase("TLC_517", {
  does: "Merchant of Legend's two options shuffled in by one Discover: one time → 2 damage",
  choices: [0],
  p1: { hand: [{ card: "TLC_514", ref: "M" }, { card: "TLC_517", ref: "K" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "M" }, { type: "play", card: "K", target: "Y" }],
  expect: { "Y.health": 3, "p1.deck.length": 2, "p1.tags.NUM_TIMES_SHUFFLED_INTO_DECK": 1 },
});
cardCase("TLC_517", {
  does: "no hero target",
  p1: { hand: [{ card: "TLC_517", ref: "K" }] },
  actions: [{ type: "play", card: "K", target: "p2.hero" }],
  error: "illegal_action",
});
cardCase("TLC_517", {
  does: "a client's card may read the count (thisGame shuffles): draw a card for each time",
  cards: [{ id: "MY_RECALL", type: "SPELL", cost: 1, spell: [{ type: "draw", count: { thisGame: "shuffles" } }] }],
  p1: { tags: { NUM_TIMES_SHUFFLED_INTO_DECK: 2 }, hand: [{ card: "MY_RECALL", ref: "R" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.hand.length": 2, "p1.deck.length": 1 },
});

// Underbrush Tracker: "Rush. Costs (1) less for each time you've shuffled cards into your deck."
cardCase("TLC_520", {
  does: "2 times shuffled this game: costs 4 (6 less 2), Rush — it attacks a minion at once",
  p1: { tags: { NUM_TIMES_SHUFFLED_INTO_DECK: 2 }, hand: [{ card: "TLC_520", ref: "U" }] },
  p2: { board: [{ card: "CS2_120", ref: "C" }] },
  actions: [{ type: "play", card: "U" }, { type: "attack", attacker: "U", defender: "C" }],
  expect: { "p1.mana.used": 4, "C.zone": "graveyard", "U.health": 3 },
});
cardCase("TLC_520", {
  does: "a shuffle this turn lowers it at once (Crystal Tusk: 6 → 5, so 2 + 5 Mana); the opponent's count does not",
  p1: { hand: [{ card: "DINO_408", ref: "T" }, { card: "CS2_231" }, { card: "TLC_520", ref: "U" }] },
  p2: { tags: { NUM_TIMES_SHUFFLED_INTO_DECK: 4 } },
  actions: [{ type: "play", card: "T" }, { type: "play", card: "U" }],
  expect: { "p1.mana.used": 7, "U.zone": "board" },
});
cardCase("TLC_520", {
  does: "never shuffled: its printed 6",
  p1: { hand: [{ card: "TLC_520", ref: "U" }] },
  actions: [{ type: "play", card: "U" }],
  expect: { "p1.mana.used": 6 },
});

// Interrogation: "Shuffle three 3/3 Ninjas with Stealth into your deck that are Summoned When Drawn." (TLC_513t2; the card
// field `summonedWhenDrawn`, rules-notes 357)
const WISP_I = "CS2_231";
cardCase("TLC_518", {
  does: "three Ninjas (TLC_513t2) go into its player's deck, none into the opponent's, nothing summoned",
  p1: { hand: [{ card: "TLC_518", ref: "I" }], deck: [{ card: WISP_I }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "p1.deck.length": 4, "p2.deck.length": 0, "p1.board.length": 0, "I.zone": "graveyard",
  },
  check: (r) => expect(r.state.players[0]!.deck.filter((c) => c.card === "TLC_513t2")).toHaveLength(3),
});
cardCase("TLC_518", {
  does: "a Ninja drawn is Summoned When Drawn: a 3/3 Stealth Ninja comes into play, the card leaves the hand, and the next card is drawn in its place",
  p1: { hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: "TLC_513t2", ref: "N" }, { card: WISP_I, ref: "a" }, { card: WISP_I, ref: "b" }, { card: WISP_I, ref: "c" }] },
  actions: [{ type: "play", card: "AI" }],
  expect: { "p1.board": ["TLC_513t2"], "p1.board.0.attack": 3, "p1.board.0.health": 3, "p1.board.0.seen.STEALTH": 1,
    "N.zone": "setAside", "a.zone": "hand", "b.zone": "hand", "c.zone": "deck", "p1.hand.length": 2, "p2.board.length": 0 },
});
cardCase("TLC_518", {
  does: "drawn at the turn's start too; the summoned Ninja goes to the right end of the board",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "TLC_513t2", ref: "N" }, { card: WISP_I, ref: "a" }] },
  p2: { deck: [{ card: WISP_I }] },
  actions: [{ type: "endTurn" }],
  expect: { "p1.board": ["CS2_182", "TLC_513t2"], "a.zone": "hand", "p1.hand.length": 1, "N.zone": "setAside" },
});
cardCase("TLC_518", {
  does: "with a full board no Ninja is summoned; the card is gone all the same and the next card is drawn",
  p1: { hand: [{ card: "CS2_023", ref: "AI" }], board: Array.from({ length: 7 }, () => ({ card: WISP_I })),
    deck: [{ card: "TLC_513t2", ref: "N" }, { card: WISP_I, ref: "a" }, { card: WISP_I, ref: "b" }] },
  actions: [{ type: "play", card: "AI" }],
  expect: { "p1.board.length": 7, "N.zone": "setAside", "a.zone": "hand", "b.zone": "hand", "p1.hand.length": 2 },
});
cardCase("TLC_518", {
  does: "a full hand burns the Ninja: it was not drawn, nothing is summoned, no card replaces it",
  p1: { hand: [{ card: "CS2_023", ref: "AI" }, ...Array.from({ length: 9 }, () => ({ card: WISP_I }))],
    deck: [{ card: WISP_I, ref: "a" }, { card: "TLC_513t2", ref: "N" }, { card: WISP_I, ref: "b" }] },
  actions: [{ type: "play", card: "AI" }],
  expect: { "p1.board.length": 0, "N.zone": "graveyard", "a.zone": "hand", "b.zone": "deck", "p1.hand.length": 10 },
});
// Summoned When Drawn as a client sends it (the card format's `summonedWhenDrawn`).
cardCase("TLC_518", {
  does: "a client's Summoned When Drawn minion: drawn, a copy of it is summoned and the next card drawn",
  cards: [{ id: "MY_AMBUSHER", type: "MINION", cost: 2, attack: 2, health: 1, summonedWhenDrawn: true }],
  p1: { hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: "MY_AMBUSHER", ref: "M" }, { card: WISP_I, ref: "a" }, { card: WISP_I, ref: "b" }] },
  actions: [{ type: "play", card: "AI" }],
  expect: { "p1.board": ["MY_AMBUSHER"], "p1.board.0.attack": 2, "M.zone": "setAside", "a.zone": "hand", "b.zone": "hand" },
});
