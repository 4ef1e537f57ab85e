/**
 * Behaviour tests of The Lost City of Un'Goro (THE_LOST_CITY) Death Knight cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { runeCount } from "../../src/engine/hearthstone/cards/rune-costs.js";

const WISP = "CS2_231";
const deck = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));
const YETI = "CS2_182";

// Cryosleep: "Deal $4 damage and draw a card. Kindred: Draw another." (a Frost spell)
cardCase("TLC_440", {
  does: "4 damage to the chosen minion and one card drawn without Kindred",
  p1: { hand: [{ card: "TLC_440", ref: "S" }], deck: deck(3), playedLastTurn: ["CS2_029"] },
  p2: { board: [{ card: YETI, ref: "Y" }, { card: YETI, ref: "Z" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "Y.health": 1, "Z.health": 5, "p1.hand.length": 1, "p2.hand.length": 0, "p2.hero.health": 30 },
});
cardCase("TLC_440", {
  does: "Kindred (a Frost spell played last turn): draws another",
  p1: { hand: [{ card: "TLC_440", ref: "S" }], deck: deck(3), playedLastTurn: ["CS2_024"] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "p2.hero.health": 26, "p1.hand.length": 2, "events.draw": 2 },
});

// Bonechill Stegodon: "Deathrattle: Deal 6 damage to three random enemies."
cardCase("TLC_401", {
  does: "three different enemies take 6 each, no friendly character",
  p1: { board: [{ card: "TLC_401", ref: "B" }, { card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "Y1" }, { card: YETI, ref: "Y2" }, { card: YETI, ref: "Y3" }] },
  actions: [{ type: "destroy", target: "B" }],
  check: (r) => {
    const hits = events(r, "damage").map((e) => e.target as { ref?: string; entity?: number });
    expect(hits).toHaveLength(3);
    expect(new Set(hits.map((h) => JSON.stringify(h))).size).toBe(3);
    for (const e of events(r, "damage")) expect(e.amount).toBe(6);
    expect(r.state.players[0].hero.health).toBe(30);
    expect(r.state.players[0].board.find((m) => m.card === YETI)?.health).toBe(5);
    const p2 = r.state.players[1];
    const dead = 3 - p2.board.length;
    expect(dead + (p2.hero.health === 24 ? 1 : 0)).toBe(3);
  },
});
cardCase("TLC_401", {
  does: "with only the enemy hero, the hero takes 6 once",
  p1: { board: [{ card: "TLC_401", ref: "B" }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p2.hero.health": 24, "events.damage": 1, "p1.hero.health": 30 },
});

// Reluctant Wrangler: "Reborn Deathrattle: Summon a 2/2 Undead Beast with Taunt."
cardCase("TLC_443", {
  does: "dies: the 2/2 Taunt is summoned and the Wrangler is Reborn",
  p1: { board: [{ card: "TLC_443", ref: "W" }] },
  actions: [{ type: "destroy", target: "W" }],
  check: (r) => {
    const board = r.state.players[0].board;
    expect(board.map((m) => m.card).sort()).toEqual(["TLC_443", "TLC_443t"]);
    const t = board.find((m) => m.card === "TLC_443t")!;
    expect([t.attack, t.health, (t as { seen?: Record<string, number> }).seen?.TAUNT]).toEqual([2, 2, 1]);
    expect(r.state.players[1].board).toHaveLength(0);
  },
});

// Soulrest Ceremony: "Give your minions +1 Attack and Rush. They die at the end of your turn."
cardCase("DINO_417", {
  does: "friendly minions get +1 Attack and Rush (the enemy's not), and die at the end of the turn",
  p1: { hand: [{ card: "DINO_417", ref: "S" }, { card: YETI, ref: "N" }], board: [{ card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "N" }],
  expect: { "F.attack": 5, "F.seen.RUSH": 1, "E.attack": 4, "N.attack": 4 },
});
cardCase("DINO_417", {
  does: "at the caster's turn end they die; a minion played after it does not",
  p1: { hand: [{ card: "DINO_417", ref: "S" }, { card: YETI, ref: "N" }], board: [{ card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "N" }, { type: "endTurn" }],
  expect: { "F.zone": "graveyard", "N.zone": "board", "E.zone": "board" },
});

// Dread Raptor: "Battlecry: Draw a Deathrattle minion that costs (3) or less. Kindred: It costs (0)."
const raptorDeck = [{ card: YETI }, { card: "FP1_007" }, { card: "FP1_012" }, { card: "CS2_029" }];
cardCase("TLC_432", {
  does: "draws the only Deathrattle minion costing (3) or less, at its own Cost without Kindred",
  p1: { hand: [{ card: "TLC_432", ref: "R" }], deck: raptorDeck, playedLastTurn: ["CS2_168"] },
  actions: [{ type: "play", card: "R" }],
  check: (r) => {
    expect(r.state.players[0].hand.map((c) => [c.card, c.cost])).toEqual([["FP1_007", 2]]);
    expect(r.state.players[0].deck).toHaveLength(3);
  },
});
cardCase("TLC_432", {
  does: "Kindred (a Beast played last turn): the card drawn costs (0)",
  p1: { hand: [{ card: "TLC_432", ref: "R" }], deck: raptorDeck, playedLastTurn: ["CS2_120"] },
  actions: [{ type: "play", card: "R" }],
  check: (r) => {
    expect(r.state.players[0].hand.map((c) => [c.card, c.cost])).toEqual([["FP1_007", 0]]);
  },
});
cardCase("TLC_432", {
  does: "no such minion in the deck: nothing drawn, no fatigue",
  p1: { hand: [{ card: "TLC_432", ref: "R" }], deck: [{ card: YETI }, { card: "FP1_012" }], playedLastTurn: ["CS2_120"] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.hand.length": 0, "p1.deck.length": 2, "p1.hero.health": 30 },
});

// Story of Umbra: "Discover a Deathrattle minion that costs (5) or more. Summon it and trigger its Deathrattle."
const triggersOf = (node: unknown, card: string, out: string[] = []): string[] => {
  const n = node as { kind?: string; name?: string; minion?: { card?: string }; children?: unknown[] };
  if (n && n.kind === "step" && n.name === "deathrattle" && n.minion?.card === card) out.push(card);
  if (Array.isArray(node)) for (const c of node) triggersOf(c, card, out);
  else if (n?.children) for (const c of n.children) triggersOf(c, card, out);
  return out;
};
cardCase("DINO_415", {
  does: "three Deathrattle minions costing (5) or more offered; the one chosen is summoned for its player, not put in hand, and its Deathrattle resolves",
  p1: { hand: [{ card: "DINO_415", ref: "S" }], deck: deck(3) },
  p2: { deck: deck(3) },
  actions: [{ type: "play", card: "S" }],
  choices: [1],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect([findCard(id)!.type, findCard(id)!.mechanics.includes("DEATHRATTLE"), findCard(id)!.cost >= 5]).toEqual(["MINION", true, true]);
    // not put in hand (its own Deathrattle may add other cards there: the pool grows, so only the chosen card is checked)
    expect(r.state.players[0].hand.map((c) => c.card)).not.toContain(offered[1]);
    expect(triggersOf(r.trace, offered[1]!).length).toBeGreaterThan(0);
    expect(r.state.players[0].board.map((m) => m.card)).toContain(offered[1]);
  },
});
cardCase("DINO_415", {
  does: "a full board: nothing is summoned and no Deathrattle resolves",
  p1: { hand: [{ card: "DINO_415", ref: "S" }], board: Array.from({ length: 7 }, () => ({ card: WISP })) },
  actions: [{ type: "play", card: "S" }],
  choices: [0],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(Array(7).fill(WISP));
    expect(triggersOf(r.trace, offered[0]!)).toEqual([]);
    expect(r.state.players[0].hand).toHaveLength(0);
  },
});

// Paleomancy: "Discover an Undead. Spend 5 Corpses to keep all 3 instead."
describeCard("TLC_434", () => {
  const body = (seed: number, corpses: number, hand: unknown[] = []) => ({ seed, choices: [1], state: { turn: 5, activePlayer: 1, players: [
    { hero: { card: "HERO_11" }, corpses, mana: { crystals: 10 }, hand: [{ card: "TLC_434", ref: "P" }, ...hand] }, { hero: { card: "HERO_08" } }] },
    actions: [{ type: "play", card: "P" }] });
  const undead = (id: string) => {
    const f = findCard(id)!;
    expect(f.type).toBe("MINION");
    expect(f.races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/UNDEAD|ALL/)]));
    expect(["DEATHKNIGHT", "NEUTRAL"]).toContain(f.cardClass);
  };
  it("4 Corpses: an ordinary Discover — three Undead offered, the one chosen (the second) added; no Corpse spent (every seed)", () => {
    for (const seed of [1, 2, 3]) {
      const r = run(body(seed, 4) as never);
      const ev = events(r, "discover")[0]!;
      const offered = ev.options as string[];
      expect(offered).toHaveLength(3);
      offered.forEach(undead);
      expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[1]]);
      expect(r.state.players[0]!.corpses ?? 0).toBe(4);
      expect(r.state.players[1]!.hand).toHaveLength(0);
    }
  });
  it("5 Corpses: they are spent and all three options are kept, in the order offered, no choice used (every seed)", () => {
    for (const seed of [1, 2, 3]) {
      const r = run(body(seed, 6) as never);
      const ev = events(r, "discover")[0]!;
      const offered = ev.options as string[];
      expect(offered).toHaveLength(3);
      offered.forEach(undead);
      expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(offered);
      expect(r.state.players[0]!.corpses).toBe(1);
    }
  });
  it("5 Corpses and a hand of 8 after the play: two kept, the third burned", () => {
    const filler = Array.from({ length: 8 }, () => ({ card: "CS2_231" }));
    const r = run(body(1, 5, filler) as never);
    expect(r.state.players[0]!.hand).toHaveLength(10);
    expect(r.state.players[0]!.corpses ?? 0).toBe(0);
  });
  it("a client's card may keep every option of a Discover (discover keepAll)", () => {
    const mine = { id: "MY_HOARD", type: "SPELL", cost: 1, spell: [{ type: "discover", from: { type: "MINION", race: "MURLOC" }, keepAll: true }] };
    const r = run({ seed: 1, cards: [mine], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "MY_HOARD", ref: "S" }] }, {}] },
      actions: [{ type: "play", card: "S" }] } as never);
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(3);
    for (const c of hand) expect(findCard(c.card)!.races).toEqual(expect.arrayContaining([expect.stringMatching(/MURLOC|ALL/)]));
    expect(new Set(hand.map((c) => c.card)).size).toBe(3);
  });
});

// Reanimated Pterrordax: "Rush, Lifesteal. Costs Corpses instead of Mana."
cardCase("TLC_436", {
  does: "played with 7 Corpses: 5 are spent, no mana; it attacks a minion at once (Rush), heals its hero (Lifesteal), dies: a Corpse back",
  p1: { hand: [{ card: "TLC_436", ref: "P" }], corpses: 7, hero: { card: "HERO_11", health: 20 } },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "P" }, { type: "attack", attacker: "P", defender: "E" }],
  expect: { "p1.corpses": 3, "p1.corpsesSpent": 5, "p1.mana.used": 0, "p1.hero.health": 24, "E.health": 1, "P.zone": "graveyard" },
});
cardCase("TLC_436", {
  does: "with 0 mana and exactly 5 Corpses it can be played (mana is not needed)",
  p1: { hand: [{ card: "TLC_436", ref: "P" }], corpses: 5, mana: { crystals: 0, used: 0 } },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.corpses": 0, "p1.board": ["TLC_436"] },
});
cardCase("TLC_436", {
  does: "with 4 Corpses it cannot be played, even with 10 mana",
  p1: { hand: [{ card: "TLC_436", ref: "P" }], corpses: 4 },
  actions: [{ type: "play", card: "P" }],
  error: "illegal_action",
});
cardCase("TLC_436", {
  does: "a cost change changes the Corpses it costs: (1) less costs 4 Corpses",
  cards: [{ id: "MY_CHEAP", type: "MINION", cost: 2, attack: 1, health: 1, auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion" } }, buff: { cost: -1 } }] }],
  p1: { hand: [{ card: "TLC_436", ref: "P" }], board: [{ card: "MY_CHEAP" }], corpses: 4 },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.corpses": 0, "p1.corpsesSpent": 4, "p1.mana.used": 0, "p1.board": ["MY_CHEAP", "TLC_436"] },
});

// Wave of Tar: "Deal $2 damage to all enemy minions. Enemy minions cost (2) more next turn."
cardCase("TLC_439", {
  does: "2 damage to each enemy minion, none to friendly ones or heroes; Spell Damage +1 makes it 3",
  p1: { hand: [{ card: "TLC_439", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E1" }, { card: "CS2_231", ref: "E2" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "E1.health": 3, "E2.zone": "graveyard", "F.health": 5, "p2.hero.health": 30, "p1.hero.health": 30 },
});
cardCase("TLC_439", {
  does: "Spell Damage +1 (Kobold Geomancer): 3 damage",
  p1: { hand: [{ card: "TLC_439", ref: "S" }], board: [{ card: "CS2_142" }] },
  p2: { board: [{ card: "CS2_182", ref: "E1" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "E1.health": 2 },
});
cardCase("TLC_439", {
  does: "this turn nothing costs more; on the opponent's next turn their minion cards cost (2) more (TLC_439e2; a 2-Cost one drawn then costs 4), not their spells nor yours",
  p1: { hand: [{ card: "TLC_439", ref: "S" }, { card: "CS2_182", ref: "MINE" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "FB" }], deck: [{ card: "CS2_120", ref: "D" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
  expect: { "Y.cost": 6, "D.cost": 4, "D.zone": "hand", "FB.cost": 4, "MINE.cost": 4, "Y.enchantments.0.card": "TLC_439e2" },
});
cardCase("TLC_439", {
  does: "during the turn it is cast the enemy's minion cards keep their cost",
  p1: { hand: [{ card: "TLC_439", ref: "S" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "Y.cost": 4 },
});
cardCase("TLC_439", {
  does: "over as the opponent's turn ends: on their turn after that their minions cost as printed again",
  p1: { hand: [{ card: "TLC_439", ref: "S" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "Y.cost": 4, "S.zone": "graveyard", "S.tags.TRIGGER_ARMED_0": undefined },
});
cardCase("TLC_439", {
  does: "the opponent cannot play a 4-Cost minion with 5 mana on their next turn (it costs 6)",
  p1: { hand: [{ card: "TLC_439", ref: "S" }], deck: [{ card: "CS2_231" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "CS2_231" }], mana: { crystals: 4, used: 0 } },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "play", card: "Y" }],
  error: "illegal_action",
});
it("Wave of Tar: a snapshot taken on the opponent's turn keeps the (2) more; the next request ends it at that turn's end", () => {
  const first = run({ seed: 7, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10, used: 0 }, hand: [{ card: "TLC_439", ref: "S" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
    { mana: { crystals: 10, used: 0 }, hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }] });
  const mid = run({ seed: 7, state: first.state, actions: [{ type: "play", card: "W" }] });
  expect(mid.state.players[1].hand.find((c) => c.ref === "Y")!.cost).toBe(6);
  const after = run({ seed: 7, state: first.state, actions: [{ type: "endTurn" }] });
  expect(after.state.players[1].hand.find((c) => c.ref === "Y")!.cost).toBe(4);
});
cardCase("TLC_439", {
  does: "cast twice (Electra Stormsurge's state): 2 damage twice, and the enemy's minions cost (4) more on their next turn",
  p1: { hand: [{ card: "BOT_411", ref: "EL" }, { card: "TLC_439", ref: "S" }], deck: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], hand: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "EL" }, { type: "play", card: "S" }, { type: "endTurn" }],
  expect: { "E.health": 1, "Y.cost": 8 },
});

// Crypt Map: "Discover a Frost Rune card. If you play it this turn, also pick one of the others." (rune costs: rules-notes 358)
describeCard("TLC_435", () => {
  const body = (seed: number, actions: unknown[], choices: number[]) => ({ seed, choices, state: { turn: 5, activePlayer: 1, players: [
    { hero: { card: "HERO_11" }, mana: { crystals: 10 }, hand: [{ card: "TLC_435", ref: "M" }] }, {}] }, actions });
  it("three Frost Rune cards (Death Knight cards with a Frost rune, never Crypt Map) are offered; the one taken remembers the other two (TLC_435e) (every seed)", () => {
    for (const seed of [1, 2, 3]) {
      const r = run(body(seed, [{ type: "play", card: "M" }], [0]));
      const offered = events(r, "discover")[0]!.options as string[];
      expect(offered).toHaveLength(3);
      for (const id of offered) {
        expect(runeCount(id, "frost", findCard(id)?.sameAs)).toBeGreaterThan(0);
        expect(findCard(id)!.cardClass).toBe("DEATHKNIGHT");
        expect(id).not.toBe("TLC_435");
      }
      expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[0]]);
      expect(r.state.players[0]!.hand[0]!.enchantments!.filter((e) => e.card === "TLC_435e").map((e) => e.remembers)).toEqual([offered[1], offered[2]]);
    }
  });
});
