/**
 * Showdown in the Badlands (WILD_WEST, w14/badlands): hits that land twice (the amount `{ dealt: "repeatHits" }`,
 * rules-notes 1640) and texts the format had (rules-notes 1641-).
 */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5, Cost 4
const RAPTOR = "CS2_172"; // Bloodfen Raptor 3/2, Cost 2
const WISP = "CS2_231"; // 0-Cost 1/1
const NAGA = "CORE_TSC_827"; // Vicious Slitherspear, 1-Cost Naga ("After you cast a spell, gain +1 Attack until your next turn")
const NAGA2 = "TID_080"; // Inkveil Ambusher, 2-Cost Naga
const COIN = "GAME_005";
const FIREBALL = "CS2_029"; // 4-Cost spell
const KOBOLD = "CS2_142"; // Kobold Geomancer, 2-Cost 2/2 Spell Damage +1

describeCard("WW_006", () => {
  cardCase("WW_006", {
    does: "one enemy minion: both darts hit it (2 + 2 damage), so you get a Coin",
    p1: { hand: [{ card: "WW_006", ref: "D" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "Y.health": 1, "p1.hand": [COIN], "p2.hero.health": 30 },
  });
  cardCase("WW_006", {
    does: "Spell Damage +1 adds to each dart: 3 + 3 to the only minion, which dies; a Coin",
    p1: { hand: [{ card: "WW_006", ref: "D" }], board: [{ card: KOBOLD }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "Y.zone": "graveyard", "p1.hand": [COIN] },
  });
  cardCase("WW_006", {
    does: "the first dart kills the only minion: the second has nothing to hit (never the hero) — no Coin",
    p1: { hand: [{ card: "WW_006", ref: "D" }] },
    p2: { board: [{ card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "R.zone": "graveyard", "p1.hand": [], "p2.hero.health": 30 },
  });
  cardCase("WW_006", {
    does: "no enemy minion: no dart lands, no Coin",
    p1: { hand: [{ card: "WW_006", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.hand": [], "p2.hero.health": 30 },
  });
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    cardCase("WW_006", {
      does: `two enemy minions: each dart picks at random; a Coin only when both picked the same one (seed ${seed})`,
      seed,
      p1: { hand: [{ card: "WW_006", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const picks = r.random.filter((d) => d.by?.ref === "D" && d.purpose === "random target").map((d) => (d.chosen as { id: number }).id);
        expect(picks).toHaveLength(2);
        const a = r.state.players[1]!.board[0]!, b = r.state.players[1]!.board[1]!;
        expect(5 - a.health! + 5 - b.health!).toBe(4);
        const same = picks[0] === picks[1];
        expect(Math.max(a.health!, b.health!)).toBe(same ? 5 : 3);
        expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(same ? [COIN] : []);
      },
    });
  }
});

describeCard("WW_400", () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    cardCase("WW_400", {
      does: `two dice of 1-6, then a Discover of each Cost rolled; doubles a third (seed ${seed})`,
      seed,
      p1: { hero: { card: "HERO_10" }, hand: [{ card: "WW_400", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const dice = r.random.filter((d) => d.purpose === "random option").map((d) => Number(d.chosen) + 1);
        expect(dice).toHaveLength(2);
        for (const d of dice) expect(d >= 1 && d <= 6).toBe(true);
        const expected = dice[0] === dice[1] ? [dice[0], dice[0], dice[0]] : [dice[0], dice[1]];
        const offers = r.random.filter((d) => d.purpose === "discover option").map((d) => String(d.chosen));
        expect(offers).toHaveLength(expected.length * 3);
        for (let i = 0; i < offers.length; i++) {
          const f = factsById(offers[i]!)!;
          expect(f.cost).toBe(expected[Math.floor(i / 3)]);
          expect(["DEMONHUNTER", "NEUTRAL"]).toContain(f.cardClass);
        }
        expect(r.state.players[0]!.hand).toHaveLength(expected.length);
      },
    });
  }
});

describeCard("WW_402", () => {
  cardCase("WW_402", {
    does: "after you play a Naga: 2 damage to a random enemy (the hero, alone) and a spell drawn; then it switches",
    p1: { board: [{ card: "WW_402", ref: "B" }], hand: [{ card: NAGA, ref: "N" }], deck: [{ card: NAGA2 }, { card: FIREBALL }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p2.hero.health": 28, "p1.hand": [FIREBALL], "p1.deck": [NAGA2], "B.tags.TAG_SCRIPT_DATA_NUM_1": 1 },
  });
  cardCase("WW_402", {
    does: "switched: a spell cast now deals 2 and draws a Naga, and it switches back (a second Naga then works again)",
    p1: {
      board: [{ card: "WW_402", ref: "B" }],
      hand: [{ card: NAGA, ref: "N" }, { card: COIN, ref: "C" }, { card: WISP, ref: "W" }],
      deck: [{ card: FIREBALL }, { card: NAGA2 }, { card: FIREBALL }],
    },
    actions: [{ type: "play", card: "N" }, { type: "play", card: "C" }, { type: "play", card: "W" }],
    expect: { "p2.hero.health": 26, "p1.hand": [FIREBALL, NAGA2], "p1.deck": [FIREBALL] },
    check: (r) => expect(r.state.players[0]!.board[0]!.tags?.TAG_SCRIPT_DATA_NUM_1 ?? 0).toBe(0),
  });
  cardCase("WW_402", {
    does: "on its Naga side a spell does nothing; on its spell side a Naga does nothing",
    p1: {
      board: [{ card: "WW_402", ref: "B" }],
      hand: [{ card: COIN, ref: "C" }, { card: NAGA, ref: "N" }, { card: NAGA2, ref: "M" }],
      deck: [{ card: FIREBALL }, { card: NAGA2 }],
    },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "N" }, { type: "play", card: "M" }],
    expect: { "p2.hero.health": 28, "p1.hand": [FIREBALL], "B.tags.TAG_SCRIPT_DATA_NUM_1": 1 },
  });
});

describeCard("WW_399", () => {
  cardCase("WW_399", {
    does: "both players draw; yours costs less (0 against 4): yours is destroyed, theirs kept",
    p1: { board: [{ card: "WW_399", ref: "D" }], deck: [{ card: WISP, ref: "MINE" }] },
    p2: { deck: [{ card: YETI, ref: "THEIRS" }] },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "MINE.zone": "graveyard", "THEIRS.zone": "hand", "p1.hand": [], "p2.hand": [YETI] },
  });
  cardCase("WW_399", {
    does: "theirs costs less (2 against 4): theirs is destroyed, yours kept",
    p1: { board: [{ card: "WW_399", ref: "D" }], deck: [{ card: YETI, ref: "MINE" }] },
    p2: { deck: [{ card: RAPTOR, ref: "THEIRS" }] },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "MINE.zone": "hand", "THEIRS.zone": "graveyard", "p1.hand": [YETI], "p2.hand": [] },
  });
  cardCase("WW_399", {
    does: "equal Costs: neither costs less, both kept",
    p1: { board: [{ card: "WW_399", ref: "D" }], deck: [{ card: YETI, ref: "MINE" }] },
    p2: { deck: [{ card: YETI, ref: "THEIRS" }] },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "MINE.zone": "hand", "THEIRS.zone": "hand" },
  });
  cardCase("WW_399", {
    does: "your deck is empty: you take Fatigue, they still draw, and nothing is compared or destroyed",
    p1: { board: [{ card: "WW_399", ref: "D" }] },
    p2: { deck: [{ card: WISP, ref: "THEIRS" }] },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "THEIRS.zone": "hand", "p1.hero.health": 29 },
  });
});

describeCard("WW_421", () => {
  const died = (card: string, controller = 1, turn = 3) => ({ card, controller, turn });
  cardCase("WW_421", {
    does: "every friendly Ogre-Gang death comes back (two Outlaws, a Rider, an Ace), in death order, with Windfury; others do not",
    p1: { hand: [{ card: "WW_421", ref: "K" }] },
    state: { deaths: [died("WW_418"), died(YETI), died("WW_420"), died("WW_418", 2), died("WW_419"), died("WW_418")] },
    actions: [{ type: "play", card: "K" }],
    check: (r) => {
      const board = r.state.players[0]!.board;
      expect(board.map((m) => m.card)).toEqual(expect.arrayContaining(["WW_421", "WW_418", "WW_420", "WW_419", "WW_418"]));
      expect(board).toHaveLength(5);
      for (const m of board) expect(m.seen?.WINDFURY ?? 0).toBe(m.card === "WW_421" ? 0 : 1);
      expect(r.state.players[1]!.board).toHaveLength(0);
    },
  });
  cardCase("WW_421", {
    does: "a full board stops the rest: room for one of two",
    p1: { hand: [{ card: "WW_421", ref: "K" }], board: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    state: { deaths: [died("WW_419"), died("WW_420")] },
    actions: [{ type: "play", card: "K" }],
    check: (r) => {
      const ogres = r.state.players[0]!.board.filter((m) => ["WW_418", "WW_419", "WW_420", "WW_421"].includes(m.card));
      expect(ogres.map((m) => m.card).sort()).toEqual(["WW_419", "WW_421"]);
    },
  });
  cardCase("WW_421", {
    does: "no Ogre-Gang died: nothing comes back, Pud itself gets no Windfury",
    p1: { hand: [{ card: "WW_421", ref: "K" }] },
    state: { deaths: [died(YETI)] },
    actions: [{ type: "play", card: "K" }],
    expect: { "p1.board": ["WW_421"], "K.seen.WINDFURY": undefined },
  });
});

describeCard("WW_419", () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    cardCase("WW_419", {
      does: `attacking, one recorded 50% roll: a hit gives your hero +3 Attack this turn instead of the attack; a miss attacks (seed ${seed})`,
      seed,
      p1: { board: [{ card: "WW_419", ref: "R" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "R", defender: "Y" }],
      check: (r) => {
        const rolls = r.random.filter((d) => d.purpose === "50% chance");
        expect(rolls).toHaveLength(1);
        const hit = rolls[0]!.chosen === "hit";
        const me = r.state.players[0]!;
        const yeti = r.state.players[1]!.board[0]!;
        const rider = me.board[0]!;
        expect(yeti.health).toBe(hit ? 5 : 2);
        expect(rider.health).toBe(hit ? 6 : 2);
        expect(me.hero.attack ?? 0).toBe(hit ? 3 : 0);
        // either way its attack is used: it cannot attack again this turn
        expect(rider.tags?.NUM_ATTACKS_THIS_TURN).toBe(1);
      },
    });
  }
  cardCase("WW_419", {
    does: "the hero's +3 Attack lasts this turn only: gone at the next turn",
    seed: 2,
    p1: { board: [{ card: "WW_419", ref: "R" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }, { type: "endTurn" }],
    check: (r) => {
      expect(r.state.players[0]!.hero.attack ?? 0).toBe(0);
      const hit = r.random.find((d) => d.purpose === "50% chance")!.chosen === "hit";
      expect(r.state.players[1]!.hero.health).toBe(hit ? 30 : 27);
    },
  });
});

describeCard("DEEP_012", () => {
  const AXE = "CS2_106"; // Fiery War Axe 3/2
  cardCase("DEEP_012", {
    does: "takes your weapon (a 3/2 that lost 1 Durability) and gains 3/1; the hero has no weapon now",
    p1: { hand: [{ card: "DEEP_012", ref: "S" }], weapon: { card: AXE, ref: "AX", durability: 1 } },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.attack": 4, "S.health": 2, "p1.weapon": null, "AX.zone": "setAside", "p1.hero.attack": 0 },
  });
  cardCase("DEEP_012", {
    does: "Deathrattle: the same weapon is equipped again, its lost Durability kept",
    p1: { hand: [{ card: "DEEP_012", ref: "S" }], weapon: { card: AXE, ref: "AX", durability: 1 } },
    actions: [{ type: "play", card: "S" }, { type: "destroy", target: "S" }],
    expect: { "p1.weapon": AXE, "AX.zone": "weapon", "AX.durability": 1, "p1.hero.attack": 3 },
  });
  cardCase("DEEP_012", {
    does: "given back while another weapon is equipped: that one is destroyed",
    p1: { hand: [{ card: "DEEP_012", ref: "S" }, { card: "EX1_409t", ref: "H" }], weapon: { card: AXE, ref: "AX" } },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "H" }, { type: "destroy", target: "S" }],
    expect: { "p1.weapon": AXE, "H.zone": "graveyard", "AX.durability": 2 },
  });
  cardCase("DEEP_012", {
    does: "no weapon: nothing taken, no stats gained, its Deathrattle gives nothing",
    p1: { hand: [{ card: "DEEP_012", ref: "S" }] },
    actions: [{ type: "play", card: "S" }, { type: "destroy", target: "S" }],
    expect: { "p1.weapon": null, "S.zone": "graveyard" },
  });
  cardCase("DEEP_012", {
    does: "silenced, it gives nothing back: the weapon stays aside",
    p1: { hand: [{ card: "DEEP_012", ref: "S" }, { card: "EX1_332", ref: "SIL" }], weapon: { card: AXE, ref: "AX" } },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "SIL", target: "S" }, { type: "destroy", target: "S" }],
    expect: { "p1.weapon": null, "AX.zone": "setAside" },
  });
});

describeCard("WW_384", () => {
  const MOONFIRE = "CS2_008"; // 0-Cost spell
  const ARCANE = "CS2_025"; // Arcane Explosion
  cardCase("WW_384", {
    does: "held since an earlier turn: Discover a spell of your deck — the one chosen is drawn from it (the minion never offered)",
    p1: { hand: [{ card: "WW_384", ref: "B" }], deck: [{ card: YETI }, { card: FIREBALL, ref: "F" }, { card: MOONFIRE, ref: "M" }] },
    p2: { deck: [{ card: ARCANE, ref: "A" }] },
    actions: [{ type: "play", card: "B" }],
    choices: [1],
    check: (r) => {
      const me = r.state.players[0]!;
      const offered = r.random.filter((d) => d.purpose === "discover option");
      expect(me.hand).toHaveLength(1);
      expect([FIREBALL, MOONFIRE]).toContain(me.hand[0]!.card);
      expect(me.deck).toHaveLength(2);
      expect(r.state.players[1]!.deck.map((c) => c.card)).toEqual([ARCANE]);
      expect(offered.length).toBeLessThanOrEqual(2);
    },
  });
  cardCase("WW_384", {
    does: "Quickdraw (drawn this turn): a spell of the enemy deck is taken — out of their deck, into your hand, yours",
    p1: { hand: [{ card: "WW_384", ref: "B", tags: { ENTERED_HAND_THIS_TURN: 1 } }], deck: [{ card: FIREBALL, ref: "F" }] },
    p2: { deck: [{ card: YETI, ref: "Y" }, { card: ARCANE, ref: "A" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "A.zone": "hand", "A.player": 1, "p1.hand": [ARCANE], "p2.deck": [YETI], "p1.deck": [FIREBALL] },
  });
  cardCase("WW_384", {
    does: "Quickdraw with no spell in the enemy deck: nothing (your own deck is not used instead)",
    p1: { hand: [{ card: "WW_384", ref: "B", tags: { ENTERED_HAND_THIS_TURN: 1 } }], deck: [{ card: FIREBALL }] },
    p2: { deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hand": [], "p1.deck": [FIREBALL], "p2.deck": [YETI] },
  });
});
