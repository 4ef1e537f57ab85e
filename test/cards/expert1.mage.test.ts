/**
 * Behaviour tests of the Classic (Expert) Mage cards. Secrets are owned by player 1 and tested on player 2's turn
 * (`state: { activePlayer: 2 }`), with a case showing what does not set them off; Spell Damage (Kobold Geomancer, +1)
 * is checked on every `$` number.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, player, request, run } from "../support/engine.js";

const GEOMANCER = { card: "CS2_142", ref: "GEO" }; // Spell Damage +1
const YETI = "CS2_182"; // 4/5
const GOLEM = "CS2_186"; // 7/7
const WISP = "CS2_231";
const OPPONENTS_TURN = { activePlayer: 2 };

/** Refs of the damaged characters, in the order of the damage events. */
const damaged = (r: Parameters<NonNullable<Parameters<typeof cardCase>[1]["check"]>>[0]) =>
  events(r, "damage").map((e) => (e.target as { ref?: string; card: string }).ref ?? (e.target as { card: string }).card);

describe("Classic Mage", () => {
  describeCard("EX1_559", () => {
    cardCase("EX1_559", {
      does: "a spell you play adds a Fireball to your hand, not the opponent's",
      p1: { board: [{ card: "EX1_559", ref: "ANT" }], hand: [{ card: "CS2_024", ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "p2.hero" }],
      expect: { "p1.hand": ["CS2_029"], "p2.hand.length": 0 },
    });
    cardCase("EX1_559", {
      does: "one Fireball per spell; a minion played adds none",
      p1: { board: [{ card: "EX1_559", ref: "ANT" }], hand: [{ card: "CS2_025", ref: "S1" }, { card: WISP, ref: "W" }, { card: "CS2_026", ref: "S2" }] },
      actions: [{ type: "play", card: "S1" }, { type: "play", card: "W" }, { type: "play", card: "S2" }],
      expect: { "p1.hand": ["CS2_029", "CS2_029"] },
    });
    cardCase("EX1_559", {
      does: "the opponent's spell adds nothing",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "EX1_559", ref: "ANT" }] },
      p2: { hand: [{ card: "CS2_024", ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "p1.hero" }],
      expect: { "p1.hand.length": 0, "p2.hand.length": 0, "p1.hero.health": 27 },
    });
    cardCase("EX1_559", {
      does: "a countered spell adds nothing (no on-play step after the counter, 2.3)",
      p1: { board: [{ card: "EX1_559", ref: "ANT" }], hand: [{ card: "CS2_024", ref: "FB" }] },
      p2: { secrets: [{ card: "EX1_287", ref: "CS" }] },
      actions: [{ type: "play", card: "FB", target: "p2.hero" }],
      expect: { "CS.zone": "graveyard", "p2.hero.health": 30, "p1.hand.length": 0 },
    });
  });

  cardCase("CS2_028", {
    does: "2 damage to each enemy minion and Freeze them; friendly minions and heroes untouched",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "CS2_028", ref: "BZ" }] },
    p2: { board: [{ card: YETI, ref: "E1" }, { card: YETI, ref: "E2" }] },
    actions: [{ type: "play", card: "BZ" }],
    expect: {
      "E1.health": 3, "E2.health": 3, "E1.tags.FROZEN": 1, "E2.tags.FROZEN": 1,
      "F.health": 5, "F.tags.FROZEN": undefined, "p2.hero.health": 30, "p2.hero.tags.FROZEN": undefined, "events.damage": 2,
    },
  });
  cardCase("CS2_028", {
    does: "Spell Damage +1 makes it 3",
    p1: { board: [GEOMANCER], hand: [{ card: "CS2_028", ref: "BZ" }] },
    p2: { board: [{ card: YETI, ref: "E1" }] },
    actions: [{ type: "play", card: "BZ" }],
    expect: { "E1.health": 2, "E1.tags.FROZEN": 1 },
  });

  cardCase("EX1_275", {
    does: "the minion and its neighbours take 1 (left, right, middle) and are Frozen; the next one over is not",
    p1: { hand: [{ card: "EX1_275", ref: "CC" }] },
    p2: { board: [{ card: YETI, ref: "E1" }, { card: YETI, ref: "E2" }, { card: YETI, ref: "E3" }, { card: YETI, ref: "E4" }] },
    actions: [{ type: "play", card: "CC", target: "E2" }],
    expect: {
      "E1.health": 4, "E2.health": 4, "E3.health": 4, "E4.health": 5,
      "E1.tags.FROZEN": 1, "E2.tags.FROZEN": 1, "E3.tags.FROZEN": 1, "E4.tags.FROZEN": undefined, "p2.hero.health": 30,
    },
    check: (r) => expect(damaged(r)).toEqual(["E1", "E3", "E2"]),
  });
  cardCase("EX1_275", {
    does: "at the end of a row only one neighbour; Spell Damage +1 makes it 2",
    p1: { board: [GEOMANCER], hand: [{ card: "EX1_275", ref: "CC" }] },
    p2: { board: [{ card: YETI, ref: "E1" }, { card: YETI, ref: "E2" }, { card: YETI, ref: "E3" }] },
    actions: [{ type: "play", card: "CC", target: "E1" }],
    expect: { "E1.health": 3, "E2.health": 3, "E3.health": 5, "E3.tags.FROZEN": undefined },
  });
  cardCase("CS2_028", {
    does: "with no enemy minion it still plays: no damage, nothing Frozen",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "CS2_028", ref: "BZ" }] },
    actions: [{ type: "play", card: "BZ" }],
    expect: { "BZ.zone": "graveyard", "events.damage": 0, "events.freeze": 0, "F.tags.FROZEN": undefined },
  });

  describeCard("CS2_028", () => {
    it("Blizzard damages the enemy minions, then freezes them; Frost Nova freezes them all", () => {
      const r = run(request([player({ hand: [{ card: "CS2_028", ref: "B" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })], [{ type: "play", card: "B" }]));
      expect(at(r.state, "Y")).toMatchObject({ health: 3, tags: { FROZEN: 1 } });
      const n = run(request([player({ hand: [{ card: "CS2_026", ref: "N" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_172", ref: "R" }] })], [{ type: "play", card: "N" }]));
      expect(["Y", "R"].map((x) => at(n.state, x).tags?.FROZEN)).toEqual([1, 1]);
    });
  });

  cardCase("EX1_275", {
    does: "with no minion at all it cannot be played",
    p1: { hand: [{ card: "EX1_275", ref: "CC" }] },
    actions: [{ type: "play", card: "CC" }],
    error: "illegal_action",
  });
  cardCase("EX1_275", {
    does: "a hero is not a valid target",
    p1: { hand: [{ card: "EX1_275", ref: "CC" }] },
    actions: [{ type: "play", card: "CC", target: "p2.hero" }],
    error: "illegal_action",
  });

  describeCard("EX1_275", () => {
    it("Cone of Cold hits left, right, then the middle one by one, then freezes those same minions (3.1 AoE 的结算顺序)", () => {
      const r = run(request([player({ hand: [{ card: "EX1_275", ref: "CC" }] }), player({
        board: [{ card: "BRM_022", ref: "EGG" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_172", ref: "R" }],
      })], [{ type: "play", card: "CC", target: "Y" }]));
      expect(events(r, "damage").map((e) => e.target!.ref ?? e.target!.card)).toEqual(["EGG", "R", "Y"]);
      // The Whelp hatched next to the Yeti after the first hit; it is not frozen, the three hit minions are.
      expect(r.state.players[1].board.map((m) => [m.card, m.tags?.FROZEN ?? 0])).toEqual([
        ["BRM_022", 1], ["BRM_022t", 0], ["CS2_182", 1], ["CS2_172", 1],
      ]);
    });
  });

  cardCase("EX1_287", {
    does: "Secret: the opponent's spell is countered (its mana spent, no text), and the Secret is used",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "EX1_287", ref: "CS" }] },
    p2: { hand: [{ card: "CS2_029", ref: "FB" }] },
    actions: [{ type: "play", card: "FB", target: "p1.hero" }],
    expect: { "p1.hero.health": 30, "FB.zone": "graveyard", "CS.zone": "graveyard", "p2.mana.used": 4, "events.damage": 0 },
  });
  cardCase("EX1_287", {
    does: "a minion the opponent plays is not countered; the Secret waits",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "EX1_287", ref: "CS" }] },
    p2: { hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "Y.zone": "board", "CS.zone": "secrets" },
  });
  cardCase("EX1_287", {
    does: "its owner's own spell, on the owner's turn, is not countered",
    p1: { secrets: [{ card: "EX1_287", ref: "CS" }], hand: [{ card: "CS2_029", ref: "FB" }] },
    actions: [{ type: "play", card: "FB", target: "p2.hero" }],
    expect: { "p2.hero.health": 24, "CS.zone": "secrets" },
  });

  describeCard("EX1_274", () => {
    cardCase("EX1_274", {
      does: "at the end of your turn, with a Secret of yours, +2/+2",
      p1: { board: [{ card: "EX1_274", ref: "EA" }], secrets: [{ card: "EX1_287" }] },
      actions: [{ type: "endTurn" }],
      expect: { "EA.attack": 5, "EA.health": 5, "EA.enchantments": [expect.objectContaining({ card: "EX1_274e" })] },
    });
    cardCase("EX1_274", {
      does: "no Secret of yours (only the opponent's): nothing",
      p1: { board: [{ card: "EX1_274", ref: "EA" }] },
      p2: { secrets: [{ card: "EX1_287" }] },
      actions: [{ type: "endTurn" }],
      expect: { "EA.attack": 3, "EA.health": 3 },
    });
    cardCase("EX1_274", {
      does: "not at the end of the opponent's turn",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "EX1_274", ref: "EA" }], secrets: [{ card: "EX1_287" }] },
      actions: [{ type: "endTurn" }],
      expect: { "EA.attack": 3, "EA.health": 3 },
    });
    cardCase("EX1_274", {
      does: "each of your turns again: two turns, +4/+4",
      p1: { board: [{ card: "EX1_274", ref: "EA" }], secrets: [{ card: "EX1_287" }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "EA.attack": 7, "EA.health": 7 },
    });
  });

  cardCase("EX1_289", {
    does: "Secret: when your hero is attacked, 8 Armor before the damage",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "EX1_289", ref: "IB" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
    expect: { "p1.hero.armor": 4, "p1.hero.health": 30, "IB.zone": "graveyard", "p2.hero.armor": 0 },
  });
  cardCase("EX1_289", {
    does: "an attack on one of your minions does not set it off",
    state: OPPONENTS_TURN,
    p1: { board: [{ card: YETI, ref: "F" }], secrets: [{ card: "EX1_289", ref: "IB" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "attack", attacker: "E", defender: "F" }],
    expect: { "p1.hero.armor": 0, "IB.zone": "secrets", "F.health": 1 },
  });

  cardCase("EX1_295", {
    does: "Secret: fatal damage to your hero is prevented and it is Immune for the rest of the turn",
    state: OPPONENTS_TURN,
    p1: { hero: { card: "HERO_08", health: 5 }, secrets: [{ card: "EX1_295", ref: "IB" }] },
    p2: { hand: [{ card: "CS2_029", ref: "FB" }, { card: "CS2_062", ref: "HF" }] },
    actions: [{ type: "play", card: "FB", target: "p1.hero" }, { type: "play", card: "HF" }],
    expect: {
      "p1.hero.health": 5, "p2.hero.health": 27, "IB.zone": "graveyard", "p1.hero.enchantments": [expect.objectContaining({ card: "EX1_295o" })],
      "outcome.over": false,
    },
  });
  cardCase("EX1_295", {
    does: "damage that is not fatal goes through; the Secret waits",
    state: OPPONENTS_TURN,
    p1: { hero: { card: "HERO_08", health: 10 }, secrets: [{ card: "EX1_295", ref: "IB" }] },
    p2: { hand: [{ card: "CS2_024", ref: "FR" }] },
    actions: [{ type: "play", card: "FR", target: "p1.hero" }],
    expect: { "p1.hero.health": 7, "IB.zone": "secrets" },
  });
  cardCase("EX1_295", {
    does: "the Immune lasts this turn only",
    state: OPPONENTS_TURN,
    p1: { hero: { card: "HERO_08", health: 5 }, secrets: [{ card: "EX1_295", ref: "IB" }], deck: [{ card: WISP }] },
    p2: { hand: [{ card: "CS2_029", ref: "FB" }] },
    actions: [{ type: "play", card: "FB", target: "p1.hero" }, { type: "endTurn" }],
    expect: { "p1.hero.health": 5, "p1.hero.enchantments": undefined },
  });
  cardCase("EX1_295", {
    does: "not on its owner's turn: your own Fireball kills you",
    p1: { hero: { card: "HERO_08", health: 6 }, secrets: [{ card: "EX1_295", ref: "IB" }], hand: [{ card: "CS2_029", ref: "FB" }] },
    actions: [{ type: "play", card: "FB", target: "p1.hero" }],
    expect: { "outcome.winner": 2, "IB.zone": "secrets" },
  });

  describeCard("GIFT_02", () => {
    const OPTIONS = ["CS2_023", "CS2_024", "CS2_029"]; // Arcane Intellect, Frostbolt, Fireball
    for (const pick of [0, 1, 2]) {
      cardCase("GIFT_02", {
        does: `offers exactly Frostbolt, Arcane Intellect and Fireball; the one picked (${pick}) joins your hand, Temporary`,
        p1: { hand: [{ card: "GIFT_02", ref: "G" }] },
        actions: [{ type: "play", card: "G" }],
        choices: [pick],
        expect: { "p1.hand.length": 1, "p2.hand.length": 0, "events.discover": 1, "p1.hand.0.enchantments.0.card": "GBL_999e" },
        check: (r) => {
          const [d] = events(r, "discover");
          const options = d!.options as string[];
          expect([...options].sort()).toEqual(OPTIONS);
          expect(r.state.players[0].hand[0]!.card).toBe(options[pick]);
        },
      });
    }
    cardCase("GIFT_02", {
      does: "the Temporary card still in hand is discarded at the end of your turn; your other cards stay",
      p1: { hand: [{ card: "GIFT_02", ref: "G" }, { card: YETI, ref: "KEEP" }] },
      actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
      choices: [0],
      expect: { "p1.hand": [YETI], "events.discard": 1 },
      check: (r) => expect(OPTIONS).toContain(events(r, "discard")[0]!.target!.card),
    });
    it("played the same turn, the Temporary Fireball works as usual and is not discarded", () => {
      const p1 = player({ hand: [{ card: "GIFT_02", ref: "G" }], deck: [{ card: WISP }] });
      const p2 = player({ deck: [{ card: WISP }] });
      const first = run(request([p1, p2], [{ type: "play", card: "G" }]));
      const options = events(first, "discover")[0]!.options as string[];
      const r = run(request([p1, p2], [
        { type: "play", card: "G" }, { type: "play", card: "p1.hand.0", target: "p2.hero" }, { type: "endTurn" },
      ], { choices: [options.indexOf("CS2_029")] }));
      expect(r.state.players[1].hero.health).toBe(24);
      expect(events(r, "discard")).toHaveLength(0);
      expect(r.state.players[0].graveyard.map((e) => e.card)).toEqual(["GIFT_02", "CS2_029"]);
    });
  });

  cardCase("CS2_031", {
    does: "a character that is not Frozen is Frozen, without damage",
    p1: { hand: [{ card: "CS2_031", ref: "IL" }] },
    p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "E2" }] },
    actions: [{ type: "play", card: "IL", target: "E" }],
    expect: { "E.tags.FROZEN": 1, "E.health": 5, "E2.tags.FROZEN": undefined, "events.damage": 0, "events.freeze": 1 },
  });
  cardCase("CS2_031", {
    does: "a Frozen character takes 4 instead",
    p1: { hand: [{ card: "CS2_031", ref: "IL" }] },
    p2: { board: [{ card: YETI, ref: "E", tags: { FROZEN: 1 } }, { card: YETI, ref: "E2", tags: { FROZEN: 1 } }] },
    actions: [{ type: "play", card: "IL", target: "E" }],
    expect: { "E.health": 1, "E.tags.FROZEN": 1, "E2.health": 5, "events.damage": 1, "events.freeze": 0 },
  });
  cardCase("CS2_031", {
    does: "a Frozen hero too; Spell Damage +1 makes it 5",
    p1: { board: [GEOMANCER], hand: [{ card: "CS2_031", ref: "IL" }] },
    p2: { hero: { card: "HERO_01", tags: { FROZEN: 1 } } },
    actions: [{ type: "play", card: "IL", target: "p2.hero" }],
    expect: { "p2.hero.health": 25 },
  });
  cardCase("CS2_031", {
    does: "it needs a target",
    p1: { hand: [{ card: "CS2_031", ref: "IL" }] },
    actions: [{ type: "play", card: "IL" }],
    error: "illegal_action",
  });

  cardCase("EX1_612", {
    does: "Battlecry: the next Secret you play this turn costs (0); the one after it costs its price again",
    p1: { hand: [{ card: "EX1_612", ref: "KT" }, { card: "EX1_287", ref: "CS" }, { card: "EX1_289", ref: "IB" }, { card: "CS2_029", ref: "FB" }] },
    actions: [{ type: "play", card: "KT" }, { type: "play", card: "CS" }],
    expect: { "p1.mana.used": 3, "CS.zone": "secrets", "IB.cost": 3, "FB.cost": 4 },
  });
  cardCase("EX1_612", {
    does: "while the state lasts, every Secret in hand shows (0), other spells their price",
    p1: { hand: [{ card: "EX1_612", ref: "KT" }, { card: "EX1_287", ref: "CS" }, { card: "EX1_289", ref: "IB" }, { card: "CS2_029", ref: "FB" }] },
    p2: { hand: [{ card: "EX1_287", ref: "ECS" }] },
    actions: [{ type: "play", card: "KT" }],
    expect: { "CS.cost": 0, "IB.cost": 0, "FB.cost": 4, "ECS.cost": 3 },
  });
  cardCase("EX1_612", {
    does: "this turn only",
    p1: { hand: [{ card: "EX1_612", ref: "KT" }, { card: "EX1_287", ref: "CS" }] },
    actions: [{ type: "play", card: "KT" }, { type: "endTurn" }],
    expect: { "CS.cost": 3, "p1.hero.enchantments": undefined },
  });

  cardCase("NEW1_012", {
    does: "+1 Attack for each spell you play; not for a minion",
    p1: { board: [{ card: "NEW1_012", ref: "MW" }], hand: [{ card: "CS2_025", ref: "S1" }, { card: WISP, ref: "W" }, { card: "CS2_026", ref: "S2" }] },
    actions: [{ type: "play", card: "S1" }, { type: "play", card: "W" }, { type: "play", card: "S2" }],
    expect: { "MW.attack": 3, "MW.health": 3 },
  });
  cardCase("NEW1_012", {
    does: "not for the opponent's spell",
    state: OPPONENTS_TURN,
    p1: { board: [{ card: "NEW1_012", ref: "MW" }] },
    p2: { hand: [{ card: "CS2_024", ref: "FR" }] },
    actions: [{ type: "play", card: "FR", target: "p1.hero" }],
    expect: { "MW.attack": 1 },
  });

  cardCase("EX1_294", {
    does: "Secret: after the opponent plays a minion, you get a copy of it, as it is after its Battlecry",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "EX1_294", ref: "ME" }] },
    p2: { board: [{ card: WISP }, { card: WISP }], hand: [{ card: "CS2_226", ref: "FW" }] },
    actions: [{ type: "play", card: "FW" }],
    expect: { "p1.board": ["CS2_226"], "p1.board.0.attack": 6, "p1.board.0.health": 6, "FW.attack": 6, "ME.zone": "graveyard", "p2.board.length": 3 },
  });
  cardCase("EX1_294", {
    does: "with your board full it waits",
    state: OPPONENTS_TURN,
    p1: { board: Array.from({ length: 7 }, () => ({ card: WISP })), secrets: [{ card: "EX1_294", ref: "ME" }] },
    p2: { hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "ME.zone": "secrets", "p1.board.length": 7 },
  });
  cardCase("EX1_294", {
    does: "a spell the opponent plays does not set it off",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "EX1_294", ref: "ME" }] },
    p2: { hand: [{ card: "CS2_024", ref: "FR" }] },
    actions: [{ type: "play", card: "FR", target: "p1.hero" }],
    expect: { "ME.zone": "secrets", "p1.board.length": 0 },
  });

  describeCard("EX1_294", () => {
    it("Mirror Entity copies the minion with its enchantments; the copy is a new minion on its owner's side", () => {
      const r = run(request([
        player({ hand: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "EX1_158e" }] }] }),
        player({ secrets: [{ card: "EX1_294", ref: "ME" }] }),
      ], [{ type: "play", card: "Y" }]));
      const copy = r.state.players[1].board[0]!;
      expect(copy).toMatchObject({ card: "CS2_182", attack: 4, health: 5 });
      expect((copy.enchantments ?? []).map((e) => e.card)).toEqual(["EX1_158e"]);
      expect(copy.tags).toMatchObject({ EXHAUSTED: 1 });
    });
  });

  cardCase("EX1_279", {
    does: "10 damage to the chosen character only",
    p1: { hand: [{ card: "EX1_279", ref: "PB" }] },
    p2: { board: [{ card: GOLEM, ref: "E" }] },
    actions: [{ type: "play", card: "PB", target: "p2.hero" }],
    expect: { "p2.hero.health": 20, "E.health": 7, "p1.hero.health": 30 },
  });
  cardCase("EX1_279", {
    does: "Spell Damage +1 makes it 11",
    p1: { board: [GEOMANCER], hand: [{ card: "EX1_279", ref: "PB" }] },
    actions: [{ type: "play", card: "PB", target: "p2.hero" }],
    expect: { "p2.hero.health": 19 },
  });
  cardCase("EX1_279", {
    does: "it needs a target",
    p1: { hand: [{ card: "EX1_279", ref: "PB" }] },
    actions: [{ type: "play", card: "PB" }],
    error: "illegal_action",
  });

  cardCase("EX1_608", {
    does: "your spells cost (1) less, but not less than 1; minions and the opponent's spells are unchanged",
    p1: { board: [{ card: "EX1_608", ref: "SA" }], hand: [{ card: "CS2_029", ref: "FB" }, { card: "CS2_024", ref: "FR" }, { card: "EX1_277", ref: "AM" }, { card: YETI, ref: "Y" }] },
    p2: { hand: [{ card: "CS2_029", ref: "EFB" }] },
    actions: [{ type: "play", card: "FB", target: "p2.hero" }],
    expect: { "p1.mana.used": 3, "FR.cost": 1, "AM.cost": 1, "Y.cost": 4, "EFB.cost": 4 },
  });
  cardCase("EX1_608", {
    does: "gone with it: the spells cost their price again",
    p1: { board: [{ card: "EX1_608", ref: "SA" }], hand: [{ card: "CS2_029", ref: "FB" }] },
    actions: [{ type: "destroy", target: "SA" }],
    expect: { "FB.cost": 4 },
  });

  cardCase("tt_010", {
    does: "Secret: an enemy spell aimed at your minion hits a new 1/3 Spellbender instead",
    state: OPPONENTS_TURN,
    p1: { board: [{ card: YETI, ref: "F" }], secrets: [{ card: "tt_010", ref: "SB" }] },
    p2: { hand: [{ card: "CS2_024", ref: "FR" }] },
    actions: [{ type: "play", card: "FR", target: "F" }],
    expect: { "F.health": 5, "F.tags.FROZEN": undefined, "p1.board": [YETI], "SB.zone": "graveyard" },
    check: (r) => {
      const hit = events(r, "damage");
      expect(hit).toHaveLength(1);
      expect((hit[0]!.target as { card: string }).card).toBe("tt_010a");
      expect(r.state.players[0].graveyard.map((e) => e.card)).toContain("tt_010a");
    },
  });
  cardCase("tt_010", {
    does: "an enemy spell on the opponent's own minion counts too",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "tt_010", ref: "SB" }] },
    p2: { board: [{ card: YETI, ref: "E" }], hand: [{ card: "CS2_008", ref: "MF" }] },
    actions: [{ type: "play", card: "MF", target: "E" }],
    expect: { "E.health": 5, "p1.board": ["tt_010a"], "p1.board.0.health": 2, "SB.zone": "graveyard" },
  });
  cardCase("tt_010", {
    does: "a spell aimed at your hero does not set it off",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "tt_010", ref: "SB" }] },
    p2: { hand: [{ card: "CS2_024", ref: "FR" }] },
    actions: [{ type: "play", card: "FR", target: "p1.hero" }],
    expect: { "p1.hero.health": 27, "SB.zone": "secrets", "p1.board.length": 0 },
  });
  cardCase("tt_010", {
    does: "with your board full it waits and the spell hits its target",
    state: OPPONENTS_TURN,
    p1: { board: [{ card: YETI, ref: "F" }, ...Array.from({ length: 6 }, () => ({ card: WISP }))], secrets: [{ card: "tt_010", ref: "SB" }] },
    p2: { hand: [{ card: "CS2_024", ref: "FR" }] },
    actions: [{ type: "play", card: "FR", target: "F" }],
    expect: { "F.health": 2, "SB.zone": "secrets" },
  });

  cardCase("EX1_594", {
    does: "Secret: a minion attacking your hero is destroyed before it hits",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "EX1_594", ref: "VP" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
    expect: { "E.zone": "graveyard", "p1.hero.health": 30, "VP.zone": "graveyard" },
  });
  cardCase("EX1_594", {
    does: "a minion attacking your minion, or the enemy hero attacking yours, does not set it off",
    state: OPPONENTS_TURN,
    p1: { board: [{ card: WISP, ref: "F" }], secrets: [{ card: "EX1_594", ref: "VP" }] },
    p2: { board: [{ card: YETI, ref: "E" }], weapon: { card: "CS2_106" } },
    actions: [{ type: "attack", attacker: "E", defender: "F" }, { type: "attack", attacker: "p2.hero", defender: "p1.hero" }],
    expect: { "E.zone": "board", "F.zone": "graveyard", "p1.hero.health": 27, "VP.zone": "secrets" },
  });

  describeCard("EX1_594", () => {
    it("Vaporize destroys a minion attacking the hero; the attack is cancelled (2.6 d)", () => {
      const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player({ secrets: [{ card: "EX1_594", ref: "VP" }] })],
        [{ type: "attack", attacker: "Y", defender: "p2.hero" }]));
      expect(at(r.state, "Y").zone).toBe("graveyard");
      expect(r.state.players[1].hero.health).toBe(30);
      expect(events(r, "damage")).toHaveLength(0);
    });
  });
});
