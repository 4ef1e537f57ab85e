/**
 * Behaviour tests of Journey to Un'Goro (UNGORO) cards. Secrets are owned by player 1 and tested on player 2's turn, with
 * a case showing what does not set them off. The quest's rulebook examples are in test/rules/1.9-quest-reward.test.ts.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import type { ResolveResult } from "../../src/engine/index.js";
import { events, player, request, run } from "../support/engine.js";

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
