/**
 * Behaviour tests of Journey to Un'Goro (UNGORO) cards. Secrets are owned by player 1 and tested on player 2's turn, with
 * a case showing what does not set them off. The quest's rulebook examples are in test/rules/1.9-quest-reward.test.ts.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import type { ResolveResult } from "../../src/engine/index.js";
import { events, player, request, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182";
const WISP = "CS2_231"; // a 0-Cost minion
const ELF = "CS2_189"; // Elven Archer, a 1-Cost minion
const FIREBALL = "CS2_029";
const OPPONENTS_TURN = { activePlayer: 2 };
const OGRE = "CS2_200"; // Boulderfist Ogre, 6/7
const CROC = "CS2_120"; // River Crocolisk, a Beast
/** The enchantment of each adaptation option card (UNG_999t…): what the minion gets. */
const ADAPTATION: Record<string, string> = { UNG_999t6: "UNG_999t6e", UNG_999t8: "UNG_999t8e", UNG_999t7: "UNG_999t7e", UNG_999t13: "UNG_999t13e",
  UNG_999t14: "UNG_999t14e", UNG_999t3: "UNG_999t3e", UNG_999t4: "UNG_999t4e", UNG_999t2: "UNG_999t2e", UNG_999t10: "UNG_999t10e", UNG_999t5: "UNG_999t5e" };
/** The adaptations chosen, in order (each `adapt` choice: three different options of the ten, the one at `choices`). */
function adaptations(r: ResolveResult, picks: number[]): string[] {
  const ev = events(r, "choose").filter((e) => e.reason === "adapt");
  expect(ev).toHaveLength(picks.length);
  return ev.map((e, k) => {
    const options = e.options as string[];
    expect(new Set(options).size).toBe(3);
    for (const o of options) expect(Object.keys(ADAPTATION)).toContain(o);
    return ADAPTATION[options[picks[k]!]!]!;
  });
}
const enchantmentsOf = (m: { enchantments?: { card?: string }[] } | undefined) => (m?.enchantments ?? []).map((e) => e.card);
const quest = (progress = 0) => ({ card: "UNG_920", ref: "Q", ...(progress ? { tags: { QUEST_PROGRESS: progress } } : {}) });

/** "Battlecry: Adapt.": the minion's own stats, then the adaptation chosen on it (and on no other minion). */
function battlecryAdapts(id: string, stats: readonly [number, number]): void {
  it("Battlecry: Adapt — three different adaptations offered, the one chosen goes on this minion", () => {
    for (const pick of [0, 2]) {
      const r = run(request([player({ hand: [{ card: id, ref: "A" }], board: [{ card: YETI }] }), player({ board: [{ card: YETI }] })],
        [{ type: "play", card: "A" }], { choices: [pick], seed: 3 }));
      const [chosen] = adaptations(r, [pick]);
      expect(enchantmentsOf(r.state.players[0].board[1])).toEqual([chosen]);
      expect(enchantmentsOf(r.state.players[0].board[0])).toEqual([]);
      expect(enchantmentsOf(r.state.players[1].board[0])).toEqual([]);
    }
  });
  it("the stats before adapting are the card's own", () => {
    const r = run(request([player({ hand: [{ card: id, ref: "A" }] }), player()], [{ type: "play", card: "A" }], { choices: [0] }));
    const m = r.state.players[0].board[0]!;
    const [chosen] = adaptations(r, [0]);
    const plus: Record<string, [number, number]> = { UNG_999t14e: [1, 1], UNG_999t3e: [3, 0], UNG_999t4e: [0, 3] };
    const [a, h] = plus[chosen!] ?? [0, 0];
    expect([m.attack, m.health]).toEqual([stats[0] + a, stats[1] + h]);
  });
}

describe("Journey to Un'Goro", () => {
  describeCard("UNG_809", () => {
    it("Fire Fly adds a 1/2 Flame Elemental to your hand", () => {
      const r = run(request([player({ hand: [{ card: "UNG_809", ref: "F" }] }), player()], [{ type: "play", card: "F" }]));
      expect(r.state.players[0].hand.map((c) => [c.card, c.attack, c.health])).toEqual([["UNG_809t1", 1, 2]]);
    });
    cardCase("UNG_809", {
      does: "one Flame Elemental, to your hand only (the opponent's is unchanged)",
      p1: { hand: [{ card: "UNG_809", ref: "F" }, { card: WISP }] },
      p2: { hand: [{ card: WISP }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.hand": [WISP, "UNG_809t1"], "p2.hand": [WISP], "F.zone": "board", "F.attack": 1, "F.health": 2 },
    });
    cardCase("UNG_809", {
      does: "the Elemental added is a playable 1-Cost 1/2 minion",
      p1: { hand: [{ card: "UNG_809", ref: "F" }] },
      actions: [{ type: "play", card: "F" }, { type: "play", card: "p1.hand.0" }],
      expect: { "p1.board": ["UNG_809", "UNG_809t1"], "p1.mana.used": 2, "p1.board.1.health": 2 },
    });
  });

  describeCard("UNG_024", () => {
    cardCase("UNG_024", {
      does: "the opponent casts Fireball: it still resolves, and you get a copy that costs (0)",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "UNG_024", ref: "MB" }] },
      p2: { hand: [{ card: FIREBALL, ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "p1.hero" }],
      expect: { "MB.zone": "graveyard", "p1.hero.health": 24, "p1.hand": [FIREBALL], "p1.hand.0.cost": 0, "p2.hand.length": 0, "FB.zone": "graveyard" },
    });
    cardCase("UNG_024", {
      does: "the copy is yours to cast for (0)",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "UNG_024", ref: "MB" }], deck: [{ card: WISP }] },
      p2: { hand: [{ card: FIREBALL, ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "p1.hero" }, { type: "endTurn" }, { type: "play", card: "p1.hand.0", target: "p2.hero" }],
      expect: { "p2.hero.health": 24, "p1.mana.used": 0 },
    });
    cardCase("UNG_024", {
      does: "a minion played does not set it off",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "UNG_024", ref: "MB" }] },
      p2: { hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "MB.zone": "secrets", "p1.hand.length": 0 },
    });
    cardCase("UNG_024", {
      does: "your own spell on your turn does not set it off",
      p1: { secrets: [{ card: "UNG_024", ref: "MB" }], hand: [{ card: FIREBALL, ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "p2.hero" }],
      expect: { "MB.zone": "secrets", "p1.hand.length": 0, "p2.hero.health": 24 },
    });
  });

  describeCard("UNG_920", () => {
    cardCase("UNG_920", {
      does: "played, it goes to the secret zone and counts from there",
      p1: { hand: [{ card: "UNG_920", ref: "Q" }, { card: ELF, ref: "E" }] },
      actions: [{ type: "play", card: "Q" }, { type: "play", card: "E", target: "p2.hero" }],
      expect: { "Q.zone": "secrets", "Q.tags.QUEST_PROGRESS": 1, "p1.hand": [] },
    });
    cardCase("UNG_920", {
      does: "seven, not six: the sixth leaves it in play",
      p1: { secrets: [quest(5)], hand: [{ card: ELF, ref: "E" }] },
      actions: [{ type: "play", card: "E", target: "p2.hero" }],
      expect: { "Q.zone": "secrets", "Q.tags.QUEST_PROGRESS": 6, "p1.hand": [] },
    });
    cardCase("UNG_920", {
      does: "a 1-Cost minion you play counts; a 0-Cost or 4-Cost minion, a 1-Cost spell and a minion summoned do not",
      p1: { secrets: [quest()], hand: [{ card: ELF, ref: "E" }, { card: WISP }, { card: YETI }, { card: "CS2_008", ref: "MF" }] },
      actions: [
        { type: "play", card: "E", target: "p2.hero" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" },
        { type: "play", card: "MF", target: "p2.hero" }, { type: "summon", card: ELF, player: 1 },
      ],
      expect: { "Q.tags.QUEST_PROGRESS": 1, "Q.zone": "secrets" },
    });
    cardCase("UNG_920", {
      does: "the opponent's 1-Cost minions do not count",
      state: OPPONENTS_TURN,
      p1: { secrets: [quest(3)] },
      p2: { hand: [{ card: ELF, ref: "E" }] },
      actions: [{ type: "play", card: "E", target: "p1.hero" }],
      expect: { "Q.tags.QUEST_PROGRESS": 3 },
    });
    cardCase("UNG_920", {
      does: "the seventh completes it: the quest leaves and Queen Carnassa is added to your hand",
      p1: { secrets: [quest(6)], hand: [{ card: ELF, ref: "E" }] },
      actions: [{ type: "play", card: "E", target: "p2.hero" }],
      expect: { "Q.zone": "graveyard", "p1.hand": ["UNG_920t1"], "p2.hand": [] },
    });
    it("the reward: Queen Carnassa shuffles 15 Raptors into your deck; a Raptor's battlecry draws a card", () => {
      const r = run(request([player({ hand: [{ card: "UNG_920t1", ref: "QC" }], deck: [{ card: YETI }] }), player()], [{ type: "play", card: "QC" }]));
      expect(r.state.players[0].deck.filter((c) => c.card === "UNG_920t2")).toHaveLength(15);
      expect(r.state.players[0].deck).toHaveLength(16);
      expect(r.state.players[1].deck).toHaveLength(0);
      const brood = run(request([player({ hand: [{ card: "UNG_920t2", ref: "R" }], deck: [{ card: YETI, ref: "Y" }] }), player()], [{ type: "play", card: "R" }]));
      expect(brood.state.players[0].hand.map((c) => c.card)).toEqual([YETI]);
    });
  });
  describeCard("UNG_001", () => battlecryAdapts("UNG_001", [2, 2]));
  describeCard("UNG_100", () => battlecryAdapts("UNG_100", [5, 5]));
  describeCard("UNG_925", () => {
    battlecryAdapts("UNG_925", [6, 6]);
    it("Taunt of its own, whatever the adaptation", () => {
      const r = run(request([player({ hand: [{ card: "UNG_925", ref: "A" }] }), player()], [{ type: "play", card: "A" }], { choices: [0] }));
      expect(r.state.players[0].board[0]!.seen?.TAUNT).toBe(1);
    });
  });

  describeCard("UNG_002", () => {
    it("Battlecry: Adapt, then Adapt — two choices, each of three options, both adaptations on Volcanosaur", () => {
      for (const seed of [1, 2, 5]) {
        const r = run(request([player({ hand: [{ card: "UNG_002", ref: "V" }] }), player()], [{ type: "play", card: "V" }], { choices: [1, 2], seed }));
        const chosen = adaptations(r, [1, 2]);
        expect(enchantmentsOf(r.state.players[0].board[0])).toEqual(chosen);
      }
    });
  });

  describeCard("UNG_009", () => {
    it("2 other minions: it adapts", () => {
      const r = run(request([player({ hand: [{ card: "UNG_009", ref: "R" }], board: [{ card: WISP }, { card: WISP }] }), player()], [{ type: "play", card: "R" }], { choices: [1] }));
      expect(enchantmentsOf(r.state.players[0].board[2])).toEqual(adaptations(r, [1]));
    });
    it("only 1 other minion of yours (the opponent's do not count): no Adapt, no choice", () => {
      const r = run(request([player({ hand: [{ card: "UNG_009", ref: "R" }], board: [{ card: WISP }] }), player({ board: [{ card: WISP }, { card: WISP }] })], [{ type: "play", card: "R" }]));
      expect(events(r, "choose")).toHaveLength(0);
      expect(enchantmentsOf(r.state.players[0].board[1])).toEqual([]);
    });
  });

  describeCard("UNG_109", () => {
    it("holding a minion with 5 or more Attack: it adapts", () => {
      const r = run(request([player({ hand: [{ card: "UNG_109", ref: "E" }, { card: OGRE }] }), player()], [{ type: "play", card: "E" }], { choices: [2] }));
      expect(enchantmentsOf(r.state.players[0].board[0])).toEqual(adaptations(r, [2]));
    });
    it("holding only a 4-Attack minion (and the opponent holding an Ogre): no Adapt", () => {
      const r = run(request([player({ hand: [{ card: "UNG_109", ref: "E" }, { card: YETI }] }), player({ hand: [{ card: OGRE }] })], [{ type: "play", card: "E" }]));
      expect(events(r, "choose")).toHaveLength(0);
      expect(enchantmentsOf(r.state.players[0].board[0])).toEqual([]);
    });
  });

  describeCard("UNG_915", () => {
    it("adapts the friendly Beast targeted, not itself", () => {
      const r = run(request([player({ hand: [{ card: "UNG_915", ref: "C" }], board: [{ card: CROC, ref: "B" }, { card: YETI }] }), player()],
        [{ type: "play", card: "C", target: "B" }], { choices: [0] }));
      const [chosen] = adaptations(r, [0]);
      expect(enchantmentsOf(r.state.players[0].board[0])).toEqual([chosen]);
      expect(enchantmentsOf(r.state.players[0].board[1])).toEqual([]);
      expect(enchantmentsOf(r.state.players[0].board[2])).toEqual([]);
    });
    cardCase("UNG_915", {
      does: "a friendly non-Beast is not a valid target",
      p1: { hand: [{ card: "UNG_915", ref: "C" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C", target: "Y" }],
      error: "illegal_action",
    });
    cardCase("UNG_915", {
      does: "an enemy Beast is not a valid target",
      p1: { hand: [{ card: "UNG_915", ref: "C" }] },
      p2: { board: [{ card: CROC, ref: "B" }] },
      actions: [{ type: "play", card: "C", target: "B" }],
      error: "illegal_action",
    });
    it("no friendly Beast: played without a target, nothing adapts", () => {
      const r = run(request([player({ hand: [{ card: "UNG_915", ref: "C" }], board: [{ card: YETI }] }), player({ board: [{ card: CROC }] })], [{ type: "play", card: "C" }]));
      expect(events(r, "choose")).toHaveLength(0);
      expect(r.state.players[0].board.map((m) => m.card)).toEqual([YETI, "UNG_915"]);
      expect(r.state.players[0].board.flatMap(enchantmentsOf)).toEqual([]);
    });
  });

  describeCard("UNG_961", () => {
    it("adapts the friendly minion targeted", () => {
      const r = run(request([player({ hand: [{ card: "UNG_961", ref: "S" }], board: [{ card: WISP }, { card: YETI, ref: "Y" }] }), player()],
        [{ type: "play", card: "S", target: "Y" }], { choices: [1] }));
      const [chosen] = adaptations(r, [1]);
      expect(enchantmentsOf(r.state.players[0].board[1])).toEqual([chosen]);
      expect(enchantmentsOf(r.state.players[0].board[0])).toEqual([]);
    });
    cardCase("UNG_961", {
      does: "an enemy minion is not a valid target",
      p1: { hand: [{ card: "UNG_961", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      error: "illegal_action",
    });
    cardCase("UNG_961", {
      does: "no friendly minion: it cannot be cast",
      p1: { hand: [{ card: "UNG_961", ref: "S" }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      error: "illegal_action",
    });
  });

  describeCard("UNG_075", () => {
    it("after it attacks a hero: it adapts", () => {
      const r = run(request([player({ board: [{ card: "UNG_075", ref: "F" }] }), player()], [{ type: "attack", attacker: "F", defender: "p2.hero" }], { choices: [0] }));
      const [chosen] = adaptations(r, [0]);
      expect(enchantmentsOf(r.state.players[0].board[0])).toEqual([chosen]);
      expect(r.state.players[1].hero.health).toBe(27);
    });
    it("after it attacks a minion: no Adapt", () => {
      const r = run(request([player({ board: [{ card: "UNG_075", ref: "F" }] }), player({ board: [{ card: YETI, ref: "Y" }] })], [{ type: "attack", attacker: "F", defender: "Y" }]));
      expect(events(r, "choose")).toHaveLength(0);
      expect(enchantmentsOf(r.state.players[0].board[0])).toEqual([]);
    });
    it("another minion of yours attacking a hero: no Adapt", () => {
      const r = run(request([player({ board: [{ card: "UNG_075" }, { card: YETI, ref: "Y" }] }), player()], [{ type: "attack", attacker: "Y", defender: "p2.hero" }]));
      expect(events(r, "choose")).toHaveLength(0);
      expect(enchantmentsOf(r.state.players[0].board[0])).toEqual([]);
    });
  });

  describeCard("UNG_047", () => {
    it("destroys the friendly minion targeted, then adapts twice", () => {
      const r = run(request([player({ hand: [{ card: "UNG_047", ref: "P" }], board: [{ card: YETI, ref: "Y" }, { card: WISP }] }), player()],
        [{ type: "play", card: "P", target: "Y" }], { choices: [0, 2] }));
      const chosen = adaptations(r, [0, 2]);
      expect(r.state.players[0].board.map((m) => m.card)).toEqual([WISP, "UNG_047"]);
      expect(enchantmentsOf(r.state.players[0].board[1])).toEqual(chosen);
      expect(enchantmentsOf(r.state.players[0].board[0])).toEqual([]);
    });
    cardCase("UNG_047", {
      does: "an enemy minion is not a valid target",
      p1: { hand: [{ card: "UNG_047", ref: "P" }], board: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "P", target: "Y" }],
      error: "illegal_action",
    });
    it("no friendly minion to destroy: no Adapt", () => {
      const r = run(request([player({ hand: [{ card: "UNG_047", ref: "P" }] }), player({ board: [{ card: YETI }] })], [{ type: "play", card: "P" }]));
      expect(events(r, "choose")).toHaveLength(0);
      expect(enchantmentsOf(r.state.players[0].board[0])).toEqual([]);
      expect(r.state.players[1].board).toHaveLength(1);
    });
  });
});

/** Session 8 (w8/wild-c): the Un'Goro cards whose mechanisms existed. */
describe("Journey to Un'Goro (session 8)", () => {
  const FLY = "UNG_809"; // Fire Fly, an Elemental
  const MURLOC = "CS2_168";
  const PIRATE = "CS2_146"; // Southsea Deckhand
  const AXE = "CS2_106";
  const ELEMENTAL_LAST_TURN = { playedLastTurn: [FLY] };
  cardCase("UNG_019", {
    does: "Elusive: no spell can target it",
    p1: { hand: [{ card: FIREBALL, ref: "F" }] },
    p2: { board: [{ card: "UNG_019", ref: "A" }] },
    actions: [{ type: "play", card: "F", target: "A" }],
    error: "illegal_action",
  });
  cardCase("UNG_852", {
    does: "Elusive: no spell can target it",
    p1: { hand: [{ card: FIREBALL, ref: "F" }] },
    p2: { board: [{ card: "UNG_852", ref: "T" }] },
    actions: [{ type: "play", card: "F", target: "T" }],
    error: "illegal_action",
  });
  cardCase("UNG_844", {
    does: "can't attack",
    p1: { board: [{ card: "UNG_844", ref: "R" }] },
    actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("UNG_108", {
    does: "+1/+1, then Armor equal to the minion's Attack after it (5 for a Yeti)",
    p1: { hand: [{ card: "UNG_108", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "Y.attack": 5, "Y.health": 6, "p1.hero.armor": 5 },
  });
  cardCase("UNG_086", {
    does: "Deathrattle: puts a 5+-Attack minion from its owner's hand into play, not a smaller one",
    p1: { hand: [{ card: FIREBALL, ref: "F" }] },
    p2: { board: [{ card: "UNG_086", ref: "A" }], hand: [{ card: YETI, ref: "Y" }, { card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "F", target: "A" }],
    expect: { "O.zone": "board", "Y.zone": "hand", "p2.board": [OGRE] },
  });
  cardCase("UNG_910", {
    does: "3 damage to the minion, 1 to each neighbour, none further",
    p1: { hand: [{ card: "UNG_910", ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B2" }, { card: YETI, ref: "C" }, { card: YETI, ref: "D" }] },
    actions: [{ type: "play", card: "B", target: "B2" }],
    expect: { "A.health": 4, "B2.health": 2, "C.health": 4, "D.health": 5 },
  });
  cardCase("UNG_955", {
    does: "15 damage to the minion, 4 to each neighbour",
    p1: { hand: [{ card: "UNG_955", ref: "M" }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: OGRE, ref: "B" }, { card: YETI, ref: "C" }] },
    actions: [{ type: "play", card: "M", target: "B" }],
    expect: { "A.health": 1, "B.zone": "graveyard", "C.health": 1 },
  });
  cardCase("UNG_913", {
    does: "draws the two 1-Cost minions, not the others",
    p1: { hand: [{ card: "UNG_913", ref: "W" }], deck: [{ card: ELF }, { card: YETI }, { card: MURLOC }, { card: "CS2_025" }] },
    actions: [{ type: "play", card: "W" }],
    check: (r) => expect(r.state.players[0].hand.map((c) => c.card).sort()).toEqual([ELF, MURLOC].sort()),
  });
  cardCase("UNG_020", {
    does: "draws the Secret of the deck",
    p1: { hand: [{ card: "UNG_020", ref: "A" }], deck: [{ card: "EX1_287" }, { card: YETI }, { card: FIREBALL }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.hand": ["EX1_287"] },
  });
  cardCase("UNG_948", {
    does: "summons a copy of the friendly minion chosen, buffs included",
    p1: { hand: [{ card: "UNG_948", ref: "M" }], board: [{ card: YETI, ref: "Y", attack: 7 }] },
    actions: [{ type: "play", card: "M", target: "Y" }],
    expect: { "p1.board": [YETI, YETI], "p1.board.1.attack": 7 },
  });
  cardCase("UNG_846", {
    does: "adds a random Mage spell",
    p1: { hand: [{ card: "UNG_846", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const h = r.state.players[0].hand;
      expect(h).toHaveLength(1);
      expect([findCard(h[0]!.card)?.type, findCard(h[0]!.card)?.cardClass]).toEqual(["SPELL", "MAGE"]);
    },
  });
  cardCase("UNG_847", {
    does: "after an Elemental last turn: 5 damage to the character chosen",
    p1: { ...ELEMENTAL_LAST_TURN, hand: [{ card: "UNG_847", ref: "B" }] },
    actions: [{ type: "play", card: "B", target: "p2.hero" }],
    expect: { "p2.hero.health": 25 },
  });
  cardCase("UNG_847", {
    does: "without one (a non-Elemental last turn) it takes no target",
    p1: { playedLastTurn: [YETI], hand: [{ card: "UNG_847", ref: "B" }] },
    actions: [{ type: "play", card: "B", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("UNG_070", {
    does: "after an Elemental last turn: Taunt and Divine Shield",
    p1: { ...ELEMENTAL_LAST_TURN, hand: [{ card: "UNG_070", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.seen.TAUNT": 1, "S.seen.DIVINE_SHIELD": 1 },
  });
  cardCase("UNG_070", {
    does: "an Elemental played this turn is not last turn: nothing",
    p1: { hand: [{ card: FLY, ref: "F" }, { card: "UNG_070", ref: "S" }] },
    actions: [{ type: "play", card: "F" }, { type: "play", card: "S" }],
    expect: { "S.seen.TAUNT": undefined, "S.seen.DIVINE_SHIELD": undefined },
  });
  cardCase("UNG_082", {
    does: "after an Elemental last turn it Adapts",
    p1: { ...ELEMENTAL_LAST_TURN, hand: [{ card: "UNG_082", ref: "L" }] },
    actions: [{ type: "play", card: "L" }],
    choices: [0],
    check: (r) => expect(events(r, "choose").filter((e) => e.reason === "adapt")).toHaveLength(1),
  });
  cardCase("UNG_082", {
    does: "without one, no Adapt",
    p1: { hand: [{ card: "UNG_082", ref: "L" }] },
    actions: [{ type: "play", card: "L" }],
    check: (r) => expect(events(r, "choose")).toHaveLength(0),
  });
  cardCase("UNG_208", {
    does: "after an Elemental last turn: two 2/3 Taunt Elementals",
    p1: { ...ELEMENTAL_LAST_TURN, hand: [{ card: "UNG_208", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["UNG_208t", "UNG_208", "UNG_208t"] },
  });
  cardCase("UNG_208", {
    does: "an opponent's Elemental last turn does not count",
    p1: { hand: [{ card: "UNG_208", ref: "S" }] },
    p2: { playedLastTurn: [FLY] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["UNG_208"] },
  });
  cardCase("UNG_816", {
    does: "after an Elemental last turn: Discovers an Elemental",
    p1: { ...ELEMENTAL_LAST_TURN, hand: [{ card: "UNG_816", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    choices: [0],
    check: (r) => {
      const h = r.state.players[0].hand;
      expect(h).toHaveLength(1);
      expect(findCard(h[0]!.card)?.races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/^(ELEMENTAL|ALL)$/)]));
    },
  });
  cardCase("UNG_087", {
    does: "3 damage to its owner's hero each time it takes damage",
    p1: { hand: [{ card: FIREBALL, ref: "F" }] },
    p2: { board: [{ card: "UNG_087", ref: "H" }] },
    actions: [{ type: "play", card: "F", target: "H" }],
    expect: { "H.health": 2, "p2.hero.health": 27, "p1.hero.health": 30 },
  });
  cardCase("UNG_099", {
    does: "Charge, but can't attack a hero this turn: a minion it may",
    p1: { hand: [{ card: "UNG_099", ref: "D" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "D" }, { type: "attack", attacker: "D", defender: "Y" }],
    expect: { "Y.zone": "graveyard" },
  });
  cardCase("UNG_099", {
    does: "the hero is no valid defender this turn",
    p1: { hand: [{ card: "UNG_099", ref: "D" }] },
    actions: [{ type: "play", card: "D" }, { type: "attack", attacker: "D", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("UNG_083", {
    does: "Deathrattle: a 5/5 Devilsaur",
    p1: { hand: [{ card: FIREBALL, ref: "F" }] },
    p2: { board: [{ card: "UNG_083", ref: "E" }] },
    actions: [{ type: "play", card: "F", target: "E" }],
    expect: { "p2.board": ["UNG_083t1"] },
  });
  cardCase("UNG_076", {
    does: "Deathrattle: two 1/1 Raptors",
    p1: { hand: [{ card: FIREBALL, ref: "F" }] },
    p2: { board: [{ card: "UNG_076", ref: "E" }] },
    actions: [{ type: "play", card: "F", target: "E" }],
    expect: { "p2.board": ["UNG_076t1", "UNG_076t1"] },
  });
  cardCase("UNG_085", {
    does: "its owner's minion cards cost (2) more; spells and the opponent's cards not",
    p1: { board: [{ card: "UNG_085" }], hand: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F" }] },
    p2: { hand: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "endTurn" }],
    expect: { "Y.cost": 6, "F.cost": 4, "E.cost": 4 },
  });
  cardCase("UNG_803", {
    does: "1 damage to each hero",
    p1: { hand: [{ card: "UNG_803", ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hero.health": 29, "p2.hero.health": 29 },
  });
  cardCase("UNG_079", {
    does: "Frozen after it attacks",
    p1: { board: [{ card: "UNG_079", ref: "C" }] },
    actions: [{ type: "attack", attacker: "C", defender: "p2.hero" }],
    expect: { "C.seen.FROZEN": 1, "p2.hero.health": 22 },
  });
  cardCase("UNG_807", {
    does: "destroys the Pirate chosen and gains +1/+1",
    p1: { hand: [{ card: "UNG_807", ref: "G" }] },
    p2: { board: [{ card: PIRATE, ref: "P" }] },
    actions: [{ type: "play", card: "G", target: "P" }],
    expect: { "P.zone": "graveyard", "G.attack": 3, "G.health": 4 },
  });
  cardCase("UNG_807", {
    does: "a non-Pirate is no valid target",
    p1: { hand: [{ card: "UNG_807", ref: "G" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "G", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("UNG_840", {
    does: "destroys the cards of its owner's deck costing (3) or less, not the others nor the opponent's",
    p1: { hand: [{ card: "UNG_840", ref: "H" }], deck: [{ card: WISP }, { card: YETI }, { card: "CS2_122" }, { card: OGRE }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "H" }],
    check: (r) => {
      expect(r.state.players[0].deck.map((c) => c.card).sort()).toEqual([OGRE, YETI].sort());
      expect(r.state.players[1].deck.map((c) => c.card)).toEqual([WISP]);
    },
  });
  cardCase("UNG_845", {
    does: "Deathrattle: two 1/2 Flame Elementals to its owner's hand",
    p1: { hand: [{ card: FIREBALL, ref: "F" }] },
    p2: { board: [{ card: "UNG_845", ref: "E" }] },
    actions: [{ type: "play", card: "F", target: "E" }],
    expect: { "p2.hand": ["UNG_809t1", "UNG_809t1"], "p1.hand": [] },
  });
  cardCase("UNG_801", {
    does: "Taunt with two other friendly minions",
    p1: { hand: [{ card: "UNG_801", ref: "R" }], board: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "R.seen.TAUNT": 1 },
  });
  cardCase("UNG_801", {
    does: "no Taunt with one",
    p1: { hand: [{ card: "UNG_801", ref: "R" }], board: [{ card: WISP }] },
    p2: { board: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "R.seen.TAUNT": undefined },
  });
  cardCase("UNG_073", {
    does: "gives the friendly Murloc chosen +1/+1",
    p1: { hand: [{ card: "UNG_073", ref: "R" }], board: [{ card: MURLOC, ref: "M" }] },
    actions: [{ type: "play", card: "R", target: "M" }],
    expect: { "M.attack": 3, "M.health": 2 },
  });
  cardCase("UNG_818", {
    does: "Deathrattle: 3 damage to the one enemy minion (its owner's opponent's)",
    p1: { hand: [{ card: FIREBALL, ref: "F" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: "UNG_818", ref: "V" }, { card: YETI, ref: "Z" }] },
    actions: [{ type: "play", card: "F", target: "V" }],
    expect: { "Y.health": 2, "Z.health": 5 },
  });
  cardCase("UNG_960", {
    does: "two 1/1 Silver Hand Recruits",
    p1: { hand: [{ card: "UNG_960", ref: "L" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "p1.board": ["CS2_101t", "CS2_101t"] },
  });
  cardCase("UNG_950", {
    does: "after the hero attacks: two Recruits",
    p1: { weapon: { card: "UNG_950" } },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p1.board": ["CS2_101t", "CS2_101t"], "p2.hero.health": 26 },
  });
  cardCase("UNG_015", {
    does: "every other minion becomes 3/3, itself stays 3/7",
    p1: { hand: [{ card: "UNG_015", ref: "T" }], board: [{ card: WISP, ref: "W" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "W.attack": 3, "W.health": 3, "O.attack": 3, "O.health": 3, "T.attack": 3, "T.health": 7 },
  });
  cardCase("UNG_030", {
    does: "5 Health to the minion chosen and 5 to its caster's hero",
    p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "UNG_030", ref: "B" }], board: [{ card: OGRE, ref: "O", health: 1 }] },
    p2: { hero: { card: "HERO_08", health: 20 } },
    actions: [{ type: "play", card: "B", target: "O" }],
    expect: { "O.health": 6, "p1.hero.health": 25, "p2.hero.health": 20 },
  });
  cardCase("UNG_034", {
    does: "its owner's spells cost (1) less, not below 1; minions not",
    p1: { board: [{ card: "UNG_034" }], hand: [{ card: FIREBALL, ref: "F" }, { card: "CS2_025", ref: "A" }, { card: "EX1_169", ref: "I" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "endTurn" }],
    expect: { "F.cost": 3, "A.cost": 1, "I.cost": 0, "Y.cost": 4 },
  });
  cardCase("UNG_037", {
    does: "Deathrattle: +1/+1 to the one other friendly minion",
    p1: { hand: [{ card: FIREBALL, ref: "F" }], board: [{ card: YETI, ref: "E" }] },
    p2: { board: [{ card: "UNG_037", ref: "S", health: 1 }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "F", target: "S" }],
    expect: { "W.attack": 2, "W.health": 2, "E.attack": 4 },
  });
  cardCase("UNG_063", {
    does: "Combo: +1/+1 for each other card played this turn (two before it: +2/+2)",
    p1: { hand: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }, { card: "UNG_063", ref: "W" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }, { type: "play", card: "W" }],
    expect: { "W.attack": 3, "W.health": 4 },
  });
  cardCase("UNG_063", {
    does: "played first, no Combo: 1/2",
    p1: { hand: [{ card: "UNG_063", ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "W.attack": 1, "W.health": 2 },
  });
  cardCase("UNG_823", {
    does: "its caster's weapon gains Poisonous: the hero's attack destroys a big minion",
    p1: { hand: [{ card: "UNG_823", ref: "E" }], weapon: { card: AXE, ref: "W" } },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "E" }, { type: "attack", attacker: "p1.hero", defender: "O" }],
    expect: { "O.zone": "graveyard" },
  });
  cardCase("UNG_823", {
    does: "can't be played without a weapon",
    p1: { hand: [{ card: "UNG_823", ref: "E" }] },
    actions: [{ type: "play", card: "E" }],
    error: "illegal_action",
  });
  cardCase("UNG_060", {
    does: "draws a card and adds a copy of it",
    p1: { hand: [{ card: "UNG_060", ref: "M" }], deck: [{ card: YETI }, { card: OGRE }] },
    actions: [{ type: "play", card: "M" }],
    check: (r) => {
      const h = r.state.players[0].hand.map((c) => c.card);
      expect(h).toHaveLength(2);
      expect(h[0]).toBe(h[1]);
      expect(r.state.players[0].deck).toHaveLength(1);
    },
  });
  cardCase("UNG_064", {
    does: "Combo: destroys the minion chosen",
    p1: { hand: [{ card: WISP, ref: "A" }, { card: "UNG_064", ref: "V" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "V", target: "O" }],
    expect: { "O.zone": "graveyard" },
  });
  cardCase("UNG_064", {
    does: "without Combo no target",
    p1: { hand: [{ card: "UNG_064", ref: "V" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "V", target: "O" }],
    error: "illegal_action",
  });
  cardCase("UNG_202", {
    does: "the Elementals in its owner's hand cost (1) less, others not",
    p1: { hand: [{ card: "UNG_202", ref: "H" }, { card: "UNG_208", ref: "S" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "S.cost": 4, "Y.cost": 4 },
  });
  cardCase("UNG_938", {
    does: "restores 3 Health to the character chosen",
    p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "UNG_938", ref: "G" }] },
    actions: [{ type: "play", card: "G", target: "p1.hero" }],
    expect: { "p1.hero.health": 23 },
  });
  cardCase("UNG_201", {
    does: "a 1/1 Murloc at the end of its owner's turn",
    p1: { board: [{ card: "UNG_201" }] },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board": ["UNG_201", "UNG_201t"] },
  });
  cardCase("UNG_817", {
    does: "5 damage to the minion chosen, its caster's hero healed that much (Lifesteal)",
    p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "UNG_817", ref: "T" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "T", target: "O" }],
    expect: { "O.health": 2, "p1.hero.health": 25 },
  });
  cardCase("UNG_025", {
    does: "15 damage split among all minions (both sides), none to heroes; Overload (1)",
    p1: { hand: [{ card: "UNG_025", ref: "V" }], board: [{ card: OGRE, ref: "A" }, { card: OGRE, ref: "B" }] },
    p2: { board: [{ card: OGRE, ref: "C" }, { card: OGRE, ref: "D" }, { card: OGRE, ref: "E" }] },
    actions: [{ type: "play", card: "V" }],
    check: (r) => {
      const hits = events(r, "damage");
      expect(hits).toHaveLength(15);
      expect(r.state.players[0].hero.health).toBe(30);
      expect(r.state.players[1].hero.health).toBe(30);
      expect(r.state.players[0].mana.overloadOwed).toBe(1);
    },
  });
  cardCase("UNG_049", {
    does: "4 Attack during the opponent's turn (1 on its owner's)",
    state: OPPONENTS_TURN,
    p1: { board: [{ card: "UNG_049", ref: "T" }] },
    p2: { board: [{ card: "UNG_049", ref: "U" }], hand: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "T.attack": 4, "U.attack": 1 },
  });
  cardCase("UNG_838", {
    does: "5 Attack during the opponent's turn (1 on its owner's)",
    state: OPPONENTS_TURN,
    p1: { board: [{ card: "UNG_838", ref: "T" }] },
    p2: { board: [{ card: "UNG_838", ref: "U" }], hand: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "T.attack": 5, "U.attack": 1 },
  });
  cardCase("UNG_926", {
    does: "three 1/1 Raptors for the opponent",
    p1: { hand: [{ card: "UNG_926", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p2.board": ["UNG_076t1", "UNG_076t1", "UNG_076t1"], "p1.board": ["UNG_926"] },
  });
  cardCase("UNG_923", {
    does: "5 Armor",
    p1: { hand: [{ card: "UNG_923", ref: "I" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "p1.hero.armor": 5 },
  });
  cardCase("UNG_933", {
    does: "destroys every damaged minion, both sides; undamaged ones stay",
    p1: { hand: [{ card: "UNG_933", ref: "K" }], board: [{ card: YETI, ref: "A", health: 4 }, { card: YETI, ref: "B" }] },
    p2: { board: [{ card: OGRE, ref: "C", health: 6 }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "A.zone": "graveyard", "B.zone": "board", "C.zone": "graveyard", "K.zone": "board" },
  });
});

describe("Journey to Un'Goro (session 8, more)", () => {
  cardCase("UNG_101", {
    does: "first choice: a 5/3 Stealth",
    p1: { hand: [{ card: "UNG_101", ref: "S" }] },
    actions: [{ type: "play", card: "S", choose: 1 }],
    expect: { "p1.board": ["UNG_101t"] },
  });
  cardCase("UNG_101", {
    does: "second choice: a 3/5 Taunt; both (Fandral): the 5/5",
    p1: { hand: [{ card: "UNG_101", ref: "S" }, { card: "UNG_101", ref: "T" }] },
    actions: [{ type: "play", card: "S", choose: 2 }],
    expect: { "p1.board": ["UNG_101t2"] },
  });
  cardCase("UNG_101", {
    does: "both options (Fandral Staghelm): the 5/5 Stealth Taunt",
    p1: { hand: [{ card: "UNG_101", ref: "S" }], board: [{ card: "OG_044" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["OG_044", "UNG_101t3"] },
  });
  cardCase("UNG_004", {
    does: "the minion chosen becomes 7/14",
    p1: { hand: [{ card: "UNG_004", ref: "D" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "D", target: "W" }],
    expect: { "W.attack": 7, "W.health": 14 },
  });
  cardCase("UNG_029", {
    does: "Discovers a copy of a spell of the deck; the deck keeps it",
    p1: { hand: [{ card: "UNG_029", ref: "S" }], deck: [{ card: YETI }, { card: FIREBALL }] },
    actions: [{ type: "play", card: "S" }],
    choices: [0],
    expect: { "p1.hand": [FIREBALL], "p1.deck.length": 2 },
  });
  cardCase("UNG_937", {
    does: "with another Murloc: Discovers a Murloc",
    p1: { hand: [{ card: "UNG_937", ref: "L" }], board: [{ card: "CS2_168" }] },
    actions: [{ type: "play", card: "L" }],
    choices: [0],
    check: (r) => {
      const h = r.state.players[0].hand;
      expect(h).toHaveLength(1);
      expect(findCard(h[0]!.card)?.races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/^(MURLOC|ALL)$/)]));
    },
  });
  cardCase("UNG_937", {
    does: "alone (itself a Murloc): nothing",
    p1: { hand: [{ card: "UNG_937", ref: "L" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "p1.hand": [] },
  });
  cardCase("UNG_856", {
    does: "Discovers a card of the opponent's class",
    p1: { hand: [{ card: "UNG_856", ref: "S" }] },
    p2: { hero: { card: "HERO_08" } },
    actions: [{ type: "play", card: "S" }],
    choices: [0],
    check: (r) => {
      const h = r.state.players[0].hand;
      expect(h).toHaveLength(1);
      expect(findCard(h[0]!.card)?.cardClass).toBe("MAGE");
    },
  });
  cardCase("UNG_963", {
    does: "a random Priest spell for each spell its owner casts",
    p1: { board: [{ card: "UNG_963" }], hand: [{ card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    check: (r) => {
      const h = r.state.players[0].hand;
      expect(h).toHaveLength(1);
      expect([findCard(h[0]!.card)?.type, findCard(h[0]!.card)?.cardClass]).toEqual(["SPELL", "PRIEST"]);
    },
  });
  cardCase("UNG_113", {
    does: "draws a card whose Cost becomes (5)",
    p1: { hand: [{ card: "UNG_113", ref: "S" }], deck: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "W.zone": "hand", "W.cost": 5 },
  });
  cardCase("UNG_835", {
    does: "Discovers a spell and deals its Cost in damage to its owner's hero",
    p1: { hero: { card: "HERO_08" }, hand: [{ card: "UNG_835", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    choices: [0],
    check: (r) => {
      const h = r.state.players[0].hand;
      expect(h).toHaveLength(1);
      expect(findCard(h[0]!.card)?.type).toBe("SPELL");
      expect(r.state.players[0].hero.health).toBe(30 - (h[0]!.cost ?? 0));
      expect(r.state.players[1].hero.health).toBe(30);
    },
  });
});
