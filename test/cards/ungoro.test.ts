/**
 * Behaviour tests of Journey to Un'Goro (UNGORO) cards. Secrets are owned by player 1 and tested on player 2's turn, with
 * a case showing what does not set them off. The quest's rulebook examples are in test/rules/1.9-quest-reward.test.ts.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182";
const WISP = "CS2_231"; // a 0-Cost minion
const ELF = "CS2_189"; // Elven Archer, a 1-Cost minion
const FIREBALL = "CS2_029";
const OPPONENTS_TURN = { activePlayer: 2 };
const quest = (progress = 0) => ({ card: "UNG_920", ref: "Q", ...(progress ? { tags: { QUEST_PROGRESS: progress } } : {}) });

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
});
