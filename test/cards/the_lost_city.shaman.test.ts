/**
 * Behaviour tests of the The Lost City of Un'Goro (THE_LOST_CITY) Shaman cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { allFacts, findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";

// Cinderfin: "Deathrattle: Summon a 2/1 Sizzling Cinder."
cardCase("TLC_225", {
  does: "Deathrattle: a 2/1 Sizzling Cinder for its owner",
  p1: { board: [{ card: "TLC_225", ref: "C" }] },
  actions: [{ type: "destroy", target: "C" }],
  expect: { "p1.board": ["TLC_249"], "p1.board.0.attack": 2, "p1.board.0.health": 1, "p2.board": [] },
});

// Fire Breath: "Deal $4 damage. Give your Elementals +1/+1."
cardCase("DINO_406", {
  does: "4 damage to the target; friendly Elementals (not other minions, not the enemy's) get +1/+1",
  p1: { hand: [{ card: "DINO_406", ref: "F" }], board: [{ card: "EX1_258", ref: "U" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "EX1_258", ref: "EU" }] },
  actions: [{ type: "play", card: "F", target: "E" }],
  expect: { "E.health": 1, "U.attack": 4, "U.health": 5, "Y.attack": 4, "Y.health": 5, "EU.attack": 3, "EU.health": 4 },
});
cardCase("DINO_406", {
  does: "needs a target",
  p1: { hand: [{ card: "DINO_406", ref: "F" }] },
  actions: [{ type: "play", card: "F" }],
  error: "illegal_action",
});

// Lava Flow: "Deal $2 damage to the lowest Health enemy, three times. Overload: (1)"
cardCase("TLC_227", {
  does: "three hits of 2, each at the lowest Health enemy then; Overload 1",
  p1: { hand: [{ card: "TLC_227", ref: "L" }], board: [{ card: "CS2_189", ref: "F" }] },
  p2: { hero: { card: "HERO_08", health: 5 }, board: [{ card: "CS2_172", ref: "A" }, { card: "CS2_182", ref: "B" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "A.zone": "graveyard", "B.health": 5, "p2.hero.health": 1, "F.health": 1, "p1.mana.overloadOwed": 1, "events.damage": 3 },
});

// Mechanized Magma: "Whenever you play a Fire spell, gain stats equal to its Cost."
cardCase("TLC_224", {
  does: "its player's 4-Cost Fire spell: +4/+4; a Frost spell: nothing",
  p1: { board: [{ card: "TLC_224", ref: "M" }], hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_024", ref: "I" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "I", target: "p2.hero" }],
  expect: { "M.attack": 6, "M.health": 9 },
});
cardCase("TLC_224", {
  does: "the opponent's Fire spell: nothing",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TLC_224", ref: "M" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p1.hero" }],
  expect: { "M.attack": 2, "M.health": 5 },
});
cardCase("TLC_224", {
  does: "a Fire spell whose Cost was reduced gives what it cost (Fireball at 2)",
  p1: { board: [{ card: "TLC_224", ref: "M" }], hand: [{ card: "CS2_029", ref: "F", enchantments: [{ card: "CS2_053e" }] }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  expect: { "M.attack": 3, "M.health": 6 },
});

// Chillspine Stegodon: "Battlecry: Deal 2 damage to two random enemy minions. Kindred: And Freeze them."
describeCard("DINO_413", () => {
  const body = (seed: number, last: string[]) => ({ seed, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [{ card: "DINO_413", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }], playedLastTurn: last },
    { board: [{ card: "CS2_182", ref: "a" }, { card: "CS2_182", ref: "b" }, { card: "CS2_182", ref: "c" }] }] }, actions: [{ type: "play", card: "S" }] });
  it("no Kindred: 2 damage to two different enemy minions, none frozen (every seed)", () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = run(body(seed, ["CS2_168"]));
      const hp = r.state.players[1]!.board.map((m) => m.health);
      expect(hp.filter((h) => h === 3)).toHaveLength(2);
      expect(hp.filter((h) => h === 5)).toHaveLength(1);
      expect(r.state.players[1]!.board.some((m) => m.tags?.FROZEN)).toBe(false);
      expect(r.state.players[0]!.board[0]!.health).toBe(5);
      expect(r.state.players[1]!.hero!.health).toBe(30);
    }
  });
  it("Kindred (a Beast last turn): the two damaged minions are Frozen, the third not (every seed)", () => {
    for (const seed of [1, 2, 3, 4]) {
      const b = run(body(seed, ["CS2_120"])).state.players[1]!.board;
      for (const m of b) expect(!!m.tags?.FROZEN).toBe(m.health === 3);
      expect(b.filter((m) => m.tags?.FROZEN)).toHaveLength(2);
    }
  });
});

// Slagclaw: "Battlecry: Summon two 2/1 Sizzling Cinders. Kindred: Trigger your Sizzling Cinders' Deathrattles."
cardCase("TLC_482", {
  does: "no Kindred: two Sizzling Cinders beside it, no damage",
  p1: { hand: [{ card: "TLC_482", ref: "S" }], playedLastTurn: ["CS2_120"] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["TLC_249", "TLC_482", "TLC_249"], "events.damage": 0 },
});
cardCase("TLC_482", {
  does: "Kindred (an Elemental last turn): each friendly Sizzling Cinder's Deathrattle (3 of them: 6 hits of 1 at enemies), the Cinders stay",
  p1: { hand: [{ card: "TLC_482", ref: "S" }], board: [{ card: "TLC_249", ref: "C0" }], playedLastTurn: ["EX1_258"] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["TLC_249", "TLC_249", "TLC_482", "TLC_249"]);
    const dmg = events(r, "damage");
    expect(dmg).toHaveLength(6);
    for (const e of dmg) expect(e.amount).toBe(1);
    expect(r.state.players[1]!.hero!.health! + r.state.players[1]!.board[0]!.health!).toBe(35 - 6);
    expect(r.state.players[0]!.hero!.health).toBe(30);
  },
});

// Tortotem: "At the end of your turn, get a random minion with multiple minion types."
describeCard("DINO_412", () => {
  it("at its player's turn end: a minion of two or more types (or an Amalgam) to its player (every seed)", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [{ board: [{ card: "DINO_412" }], deck: [{ card: "CS2_231" }] }, { deck: [{ card: "CS2_231" }] }] },
        actions: [{ type: "endTurn" }] });
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(1);
      const f = findCard(hand[0]!.card)!;
      expect(f.type).toBe("MINION");
      expect(f.races.length > 1 || f.races.includes("ALL")).toBe(true);
      expect(r.state.players[1]!.hand.map((c) => c.card)).toEqual(["CS2_231"]);
    }
  });
  it("not at the end of the opponent's turn", () => {
    const r = run({ seed: 1, state: { turn: 5, activePlayer: 2, players: [{ board: [{ card: "DINO_412" }], deck: [{ card: "CS2_231" }] }, { deck: [{ card: "CS2_231" }] }] },
      actions: [{ type: "endTurn" }] });
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(["CS2_231"]);
  });
  it("a client's card may ask for a minion with multiple minion types (pool multipleTypes)", () => {
    const mine = { id: "MY_TOTEM", type: "MINION", cost: 1, attack: 0, health: 3, battlecry: [{ type: "addCard", pool: { type: "MINION", multipleTypes: true } }] };
    for (const seed of [1, 2, 3]) {
      const r = run({ seed, cards: [mine], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "MY_TOTEM", ref: "T" }] }, {}] },
        actions: [{ type: "play", card: "T" }] });
      const f = findCard(r.state.players[0]!.hand[0]!.card)!;
      expect(f.races.length > 1 || f.races.includes("ALL")).toBe(true);
    }
  });
});

// Bralma Searstone: "Your Elementals deal 1 extra damage."
cardCase("TLC_228", {
  does: "a friendly Elemental's attack deals 1 more (Water Elemental: 4); the Bralma itself and a non-Elemental deal their Attack",
  p1: { board: [{ card: "TLC_228", ref: "B" }, { card: "CS2_033", ref: "W" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_200", ref: "O1" }, { card: "CS2_200", ref: "O2" }] },
  actions: [{ type: "attack", attacker: "W", defender: "O1" }, { type: "attack", attacker: "Y", defender: "O2" }, { type: "attack", attacker: "B", defender: "p2.hero" }],
  expect: { "O1.health": 3, "O2.health": 3, "W.zone": "graveyard", "p2.hero.health": 29 },
});
cardCase("TLC_228", {
  does: "an enemy Elemental deals no extra damage",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TLC_228", ref: "B" }] },
  p2: { board: [{ card: "CS2_033", ref: "W" }] },
  actions: [{ type: "attack", attacker: "W", defender: "p1.hero" }],
  expect: { "p1.hero.health": 27 },
});

// Volcanic Thrasher: "Battlecry: Draw a Fire spell. Kindred: Give it Spell Damage +2."
cardCase("TLC_223", {
  does: "no Kindred: draws the Fire spell (not the Frost spell or the minion), which has no Spell Damage: Fireball deals 6",
  p1: { mana: { crystals: 10 }, hand: [{ card: "TLC_223", ref: "V" }], playedLastTurn: ["CS2_182"],
    deck: [{ card: "CS2_024", ref: "fb" }, { card: "CS2_029", ref: "F" }, { card: "CS2_182", ref: "m" }] },
  p2: { deck: [{ card: "CS2_029", ref: "eF" }] },
  actions: [{ type: "play", card: "V" }, { type: "play", card: "F", target: "p2.hero" }],
  expect: { "F.zone": "graveyard", "fb.zone": "deck", "m.zone": "deck", "eF.zone": "deck", "p2.hero.health": 24, "p1.hand.length": 0 },
});
cardCase("TLC_223", {
  does: "Kindred (a Beast last turn): the Fire spell drawn gets Spell Damage +2 (TLC_223e): Fireball deals 8; a Fire spell already in hand is not given it",
  p1: { mana: { crystals: 10 }, hand: [{ card: "TLC_223", ref: "V" }, { card: "CS2_029", ref: "H" }], playedLastTurn: ["CS2_120"],
    deck: [{ card: "CS2_029", ref: "F" }, { card: "CS2_182", ref: "m" }] },
  actions: [{ type: "play", card: "V" }],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand.map((c) => c.ref)).toEqual(["H", "F"]);
    expect(hand[1]!.enchantments!.map((e) => e.card)).toEqual(["TLC_223e"]);
    expect(hand[0]!.enchantments ?? []).toHaveLength(0);
    expect(r.state.players[0]!.board[0]!.tags?.SPELLPOWER).toBeUndefined();
  },
});
cardCase("TLC_223", {
  does: "Kindred: the drawn Fireball then deals 6 + 2 = 8 to the enemy hero",
  p1: { mana: { crystals: 10 }, hand: [{ card: "TLC_223", ref: "V" }], playedLastTurn: ["CS2_120"], deck: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "V" }, { type: "play", card: "F", target: "p2.hero" }],
  expect: { "p2.hero.health": 22, "p1.hero.health": 30 },
});
cardCase("TLC_223", {
  does: "no Fire spell in the deck: nothing is drawn (no fatigue), with Kindred too",
  p1: { hand: [{ card: "TLC_223", ref: "V" }], playedLastTurn: ["CS2_120"], deck: [{ card: "CS2_024", ref: "fb" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "fb.zone": "deck", "p1.hand.length": 0, "p1.hero.health": 30, "events.enchant": 0 },
});
describeCard("TLC_223", () => {
  it("a client's minion's Kindred text names what its Battlecry drew ({ all: \"drawn\" })", () => {
    const mine = { id: "MY_FINDER", type: "MINION", cost: 1, attack: 1, health: 1, races: ["BEAST"],
      battlecry: [{ type: "draw", where: { type: "minion" } }], kindred: [{ type: "buff", to: { all: "drawn" }, cost: -1 }] };
    const r = run({ seed: 1, cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_FINDER", ref: "S" }], playedLastTurn: ["CS2_120"], deck: [{ card: "CS2_182", ref: "y" }, { card: "CS2_029", ref: "f" }] }, {}] },
      actions: [{ type: "play", card: "S" }] });
    expect(r.state.players[0]!.hand.map((c) => [c.ref, c.cost])).toEqual([["y", 3]]);
  });
});

// Sizzling Swarm: "Deal $3 damage. Summon that many 2/1 Sizzling Cinders."
cardCase("TLC_221", {
  does: "3 damage to the enemy hero and three Sizzling Cinders (TLC_249) on your board",
  p1: { hand: [{ card: "TLC_221", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "p2.hero.health": 27, "p1.board": ["TLC_249", "TLC_249", "TLC_249"], "p2.board": [] },
});
cardCase("TLC_221", {
  does: "Spell Damage +1 (Kobold Geomancer): 4 damage, four Cinders",
  p1: { hand: [{ card: "TLC_221", ref: "S" }], board: [{ card: "CS2_142" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "p2.hero.health": 26, "p1.board": ["CS2_142", "TLC_249", "TLC_249", "TLC_249", "TLC_249"] },
});
cardCase("TLC_221", {
  does: "the damage a Divine Shield prevents is not dealt: no Cinder",
  p1: { hand: [{ card: "TLC_221", ref: "S" }] },
  p2: { board: [{ card: "EX1_008", ref: "A" }] },
  actions: [{ type: "play", card: "S", target: "A" }],
  expect: { "A.zone": "board", "A.seen.DIVINE_SHIELD": undefined, "p1.board": [] },
});
cardCase("TLC_221", {
  does: "a full board takes as many as fit (5 minions: two Cinders)",
  p1: { hand: [{ card: "TLC_221", ref: "S" }], board: Array.from({ length: 5 }, () => ({ card: "CS2_182" })) },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "p1.board.length": 7, "p2.hero.health": 27 },
});

// Flight of the Firehawk: "Draw two minions of different minion types. Give them +2/+2."
describeCard("TLC_222", () => {
  const WISP = "CS2_231", CROC = "CS2_120", YETI = "CS2_182", AMALGAM = "DINO_435";
  const body = (seed: number, deck: string[]) => ({ seed, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [{ card: "TLC_222", ref: "F" }], deck: deck.map((card) => ({ card })) }, {}] }, actions: [{ type: "play", card: "F" }] });
  it("an Undead and a Beast, each +2/+2 — never two Undead, never the typeless Yetis or the spell (every seed)", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = run(body(seed, [WISP, WISP, WISP, YETI, YETI, CROC, "CS2_029"]));
      const hand = r.state.players[0]!.hand;
      expect(hand.map((c) => c.card).sort()).toEqual([CROC, WISP].sort());
      const croc = hand.find((c) => c.card === CROC)!, wisp = hand.find((c) => c.card === WISP)!;
      expect([croc.attack, croc.health, wisp.attack, wisp.health]).toEqual([4, 5, 3, 3]);
      expect(hand.every((c) => c.enchantments?.some((e) => e.card === "TLC_222e"))).toBe(true);
      expect(r.state.players[0]!.deck.map((c) => c.card).sort()).toEqual(["CS2_029", WISP, WISP, YETI, YETI].sort());
    }
  });
  it("only one type in the deck: one minion drawn, no fatigue; the typeless one stays", () => {
    for (const seed of [1, 2, 3]) {
      const r = run(body(seed, [WISP, WISP, YETI]));
      expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([WISP]);
      expect(r.state.players[0]!.hand[0]!.attack).toBe(3);
      expect(r.state.players[0]!.deck.map((c) => c.card).sort()).toEqual([WISP, YETI].sort());
      expect(r.state.players[0]!.hero!.health).toBe(30);
    }
  });
  it("an Amalgam is any type: it and an Undead, never both Undead (every seed)", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = run(body(seed, [WISP, WISP, WISP, AMALGAM]));
      expect(r.state.players[0]!.hand.map((c) => c.card).sort()).toEqual([AMALGAM, WISP].sort());
    }
  });
  it("a client's card may draw minions of different types (draw differentTypes)", () => {
    const r = run({ seed: 3, cards: [{ id: "MY_SCOUTS", type: "SPELL", cost: 1, spell: [{ type: "draw", count: 3, where: { type: "minion" }, differentTypes: true }] }],
      state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "MY_SCOUTS", ref: "S" }],
        deck: [{ card: WISP }, { card: WISP }, { card: CROC }, { card: CROC }, { card: "CS2_168" }] }, {}] }, actions: [{ type: "play", card: "S" }] });
    expect(r.state.players[0]!.hand.map((c) => c.card).sort()).toEqual(["CS2_168", CROC, WISP].sort());
  });
});

// Mountain Map: "Discover a minion with a type you haven't played. If you play it this turn, also pick one of the others."
describeCard("TLC_464", () => {
  // One minion of each type the card data has, except Dragons: a record of plays this game of one of each.
  const types = [...new Set(allFacts().filter((f) => f.type === "MINION" && f.collectible).flatMap((f) => f.races).filter((t) => t !== "ALL"))];
  const oneOf = (t: string) => allFacts().find((f) => f.type === "MINION" && f.collectible && f.races.length === 1 && f.races[0] === t && builtInCard(f.id)?.implemented)!.id;
  const playedAllBut = (skip: string) => types.filter((t) => t !== skip).map((t, i) => ({ card: oneOf(t), cost: 1, turn: 1 + 2 * i }));
  const body = (seed: number, played: unknown[], enemyPlayed: unknown[] = []) => ({ seed, choices: [0], state: { turn: 40, activePlayer: 1, players: [
    { hero: { card: "HERO_02" }, mana: { crystals: 10 }, hand: [{ card: "TLC_464", ref: "M" }], playedThisGame: played },
    { playedThisGame: enemyPlayed }] }, actions: [{ type: "play", card: "M" }] });
  it("every type but Dragon played: three options, each a Dragon (or an Amalgam), Shaman or neutral; the opponent's plays do not count (every seed)", () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = run(body(seed, playedAllBut("DRAGON"), [{ card: oneOf("DRAGON"), cost: 1, turn: 2 }]));
      const offered = events(r, "discover")[0]!.options as string[];
      expect(offered).toHaveLength(3);
      for (const id of offered) {
        const f = findCard(id)!;
        expect(f.races.some((x) => x === "DRAGON" || x === "ALL")).toBe(true);
        expect(["SHAMAN", "NEUTRAL"]).toContain(f.cardClass);
      }
      expect(r.state.players[0].hand.map((c) => c.card)).toEqual([offered[0]]);
      expect(r.state.players[0].hand[0]!.enchantments!.filter((e) => e.card === "TLC_464e").map((e) => e.remembers)).toEqual([offered[1], offered[2]]);
    }
  });
  it("nothing played yet: never a typeless minion (every seed)", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = run(body(seed, []));
      const offered = events(r, "discover")[0]!.options as string[];
      expect(offered).toHaveLength(3);
      for (const id of offered) expect(findCard(id)!.races.length).toBeGreaterThan(0);
    }
  });
  it("an Amalgam played counts every type: no minion is left to Discover, nothing happens", () => {
    const r = run(body(1, [{ card: "DINO_435", cost: 5, turn: 3 }]));
    expect(events(r, "discover")).toHaveLength(0);
    expect(r.state.players[0].hand).toHaveLength(0);
  });
  it("playing the minion taken this turn: its player picks one of the two others", () => {
    const r = run({ seed: 2, choices: [0, 1], state: { turn: 40, activePlayer: 1, players: [
      { hero: { card: "HERO_02" }, mana: { crystals: 20 }, hand: [{ card: "TLC_464", ref: "M" }], playedThisGame: playedAllBut("DRAGON") }, {}] },
      actions: [{ type: "play", card: "M" }, { type: "play", card: "p1.hand.0" }] });
    const offered = events(r, "discover")[0]!.options as string[];
    expect(r.state.players[0].board.map((c) => c.card)).toContain(offered[0]);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([offered[2]]);
  });
  it("a client's card may Discover from minions of a type you haven't played (pool unplayedType)", () => {
    const r = run({ seed: 4, choices: [0], cards: [{ id: "MY_EXPLORE", type: "SPELL", cost: 1, spell: [{ type: "discover", from: { type: "MINION", unplayedType: true } }] }],
      state: { turn: 40, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "MY_EXPLORE", ref: "E" }], playedThisGame: playedAllBut("MURLOC") }, {}] },
      actions: [{ type: "play", card: "E" }] });
    for (const id of events(r, "discover")[0]!.options as string[]) expect(findCard(id)!.races.some((x) => x === "MURLOC" || x === "ALL")).toBe(true);
  });
});

// Spirit of the Mountain: "Quest: Play 6 minions of unique types. Reward: Ashalon."
const questOf = (r: { state: { players: { secrets: { card: string; tags?: Record<string, number> }[] }[] } }) => r.state.players[0]!.secrets.find((c) => c.card === "TLC_229");
describeCard("TLC_229", () => {
  it("counts a minion of a type not yet counted: Beast 1, a second Beast no, Murloc 2, typeless Yeti no, Amalgam 3, Undead 4", () => {
    const r = run({ seed: 1, state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 30 }, hand: [{ card: "TLC_229", ref: "Q" },
      { card: "CS2_120", ref: "a" }, { card: "CS2_120", ref: "b" }, { card: "CS2_168", ref: "c" }, { card: "CS2_182", ref: "d" }, { card: "DINO_435", ref: "e" }, { card: "CS2_231", ref: "f" }] }, {}] },
      actions: [{ type: "play", card: "Q" }, ...["a", "b", "c", "d", "e", "f"].map((card) => ({ type: "play", card }))] });
    expect(questOf(r)!.tags!.QUEST_PROGRESS).toBe(4);
    expect(events(r, "quest-progress").map((e) => e.amount)).toEqual([1, 2, 3, 4]);
  });
  it("minions played before the quest, or the opponent's, do not count", () => {
    const r = run({ seed: 1, state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 30 }, hand: [{ card: "CS2_120", ref: "a" }, { card: "TLC_229", ref: "Q" }] }, { deck: [{ card: "CS2_231" }], hand: [{ card: "CS2_168", ref: "m" }] }] },
      actions: [{ type: "play", card: "a" }, { type: "play", card: "Q" }, { type: "endTurn" }, { type: "play", card: "m" }] });
    expect(questOf(r)!.tags?.QUEST_PROGRESS ?? 0).toBe(0);
  });
  it("the sixth type completes it: Ashalon in hand (from a snapshot with five counted)", () => {
    const bits = (n: number) => 1 << n;
    const tags = { QUEST_PROGRESS: 5, QUEST_PROGRESS_TOTAL: 6, QUEST_TYPES_1: bits(0), QUEST_TYPES_2: bits(1), QUEST_TYPES_3: bits(2), QUEST_TYPES_4: bits(3), QUEST_TYPES_5: bits(4) };
    const typesInOrder = [...new Set(allFacts().filter((f) => f.type === "MINION" && f.collectible).flatMap((f) => f.races).filter((t) => t !== "ALL"))].sort();
    const sixth = allFacts().find((f) => f.type === "MINION" && f.collectible && f.races.length === 1 && f.races[0] === typesInOrder[6] && builtInCard(f.id)?.implemented)!.id;
    const again = allFacts().find((f) => f.type === "MINION" && f.collectible && f.races.length === 1 && f.races[0] === typesInOrder[0] && builtInCard(f.id)?.implemented)!.id;
    const r = run({ seed: 1, state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 30 }, secrets: [{ card: "TLC_229", tags }], hand: [{ card: again, ref: "x" }, { card: sixth, ref: "y" }] }, {}] },
      actions: [{ type: "play", card: "x" }, { type: "play", card: "y" }] });
    expect(r.state.players[0]!.secrets.map((c) => c.card)).toEqual([]);
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(["TLC_229t14"]);
  });
  it("a client's quest may count minions of unique types (questProgress differentTypes)", () => {
    const r = run({ seed: 1, cards: [{ id: "MY_TRIBES", type: "SPELL", cost: 1, quest: { total: 2, reward: [{ type: "draw" }] }, triggers: [{ on: "after-play", zone: "secret",
      if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "questProgress", differentTypes: true }] }] }],
      state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 30 }, hand: [{ card: "MY_TRIBES", ref: "Q" }, { card: "CS2_120", ref: "a" }, { card: "CS2_120", ref: "b" }, { card: "CS2_168", ref: "c" }], deck: [{ card: "CS2_231" }] }, {}] },
      actions: [{ type: "play", card: "Q" }, { type: "play", card: "a" }, { type: "play", card: "b" }, { type: "play", card: "c" }] });
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(["CS2_231"]);
  });
});

// Ashalon: "Rush. Battlecry: Adapt twice. For the rest of the game, give minions you play those Adaptations."
describeCard("TLC_229t14", () => {
  it("adapts twice (two choices of three), and each minion played later gets those two adaptations", () => {
    for (const seed of [1, 2, 3]) {
      const r = run({ seed, choices: [0, 1], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 30 }, hand: [{ card: "TLC_229t14", ref: "A" }, { card: "CS2_182", ref: "Y" }] }, { board: [{ card: "CS2_231" }] }] },
        actions: [{ type: "play", card: "A" }, { type: "play", card: "Y" }] });
      const chosen = events(r, "choose").map((e) => e.chosen as string);
      expect(chosen).toHaveLength(2);
      const ash = r.state.players[0]!.board.find((m) => m.card === "TLC_229t14")!;
      const yeti = r.state.players[0]!.board.find((m) => m.card === "CS2_182")!;
      const adaptations = ash.enchantments!.map((e) => e.card);
      expect(adaptations).toHaveLength(2);
      expect(adaptations).toEqual(chosen.map((c) => `${c}e`));
      expect(yeti.enchantments!.map((e) => e.card)).toEqual(adaptations);
      expect(r.state.players[0]!.hero!.enchantments!.map((e) => [e.card, e.remembers])).toEqual(adaptations.map((a) => ["TLC_229t14e", a]));
      expect(r.state.players[1]!.board[0]!.enchantments ?? []).toEqual([]);
    }
  });
  it("the memory lasts: a minion played on a later turn, from a snapshot, gets the remembered adaptation (Flaming Claws: +3 Attack)", () => {
    const r = run({ seed: 1, state: { turn: 7, activePlayer: 1, players: [{ mana: { crystals: 10 }, hero: { card: "HERO_02", health: 30, enchantments: [{ card: "TLC_229t14e", remembers: "UNG_999t3e" }] },
      hand: [{ card: "CS2_182", ref: "Y" }] }, {}] }, actions: [{ type: "play", card: "Y" }] });
    expect(r.state.players[0]!.board[0]!.attack).toBe(7);
  });
  it("Rush: it attacks a minion the turn it is played", () => {
    const r = run({ seed: 1, choices: [0, 0], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "TLC_229t14", ref: "A" }] }, { board: [{ card: "CS2_182", ref: "E" }] }] },
      actions: [{ type: "play", card: "A" }, { type: "attack", attacker: "A", defender: "E" }] });
    expect(r.state.players[1]!.board).toHaveLength(0);
  });
});
