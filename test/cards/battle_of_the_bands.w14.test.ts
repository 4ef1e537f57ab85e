/**
 * Behaviour tests of the BATTLE_OF_THE_BANDS cards added by w14/bands (definitions in sets/battle-of-the-bands.ts;
 * rules-notes 1680-1699).
 */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1 (0), Undead
const YETI = "CS2_182"; // 4/5 (4), no type
const CROC = "CS2_120"; // Beast
const RAPTOR = "CS2_172"; // Beast
const MURLOC = "CS2_168"; // Murloc
const CORE_HOUND = "CS2_201"; // Elemental and Beast
const AMALGAM = "TSC_069"; // Amalgam of the Deep: all types
const FIREBALL = "CS2_029";
const SPRINT = "CS2_077"; // (7) Draw 4 cards
const play = (card: string, turn = 3) => ({ card, cost: 1, turn });

describeCard("ETC_408", () => {
  cardCase("ETC_408", {
    does: "+1/+1 for each different type among the minions played: two Beasts, a Murloc and Core Hound (Elemental) are three; a spell and a typeless Yeti none",
    p1: { hand: [{ card: "ETC_408", ref: "P" }], playedThisGame: [play(CROC), play(RAPTOR), play(MURLOC), play(CORE_HOUND), play(FIREBALL), play(YETI)] },
    actions: [{ type: "play", card: "P" }],
    expect: { "P.attack": 5, "P.health": 6 },
    check: (r) => {
      const p = r.state.players[0]!.board[0]!;
      expect((p.enchantments ?? []).filter((e) => e.card === "ETC_408e")).toHaveLength(3);
    },
  });
  cardCase("ETC_408", {
    does: "an Amalgam played stands for a type not counted yet; no minion played: a plain 2/3",
    p1: { hand: [{ card: "ETC_408", ref: "P" }], playedThisGame: [play(CROC), play(AMALGAM), play(RAPTOR)] },
    actions: [{ type: "play", card: "P" }],
    expect: { "P.attack": 4, "P.health": 5 },
  });
  cardCase("ETC_408", {
    does: "nothing played this game: no bonus",
    p1: { hand: [{ card: "ETC_408", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "P.attack": 2, "P.health": 3 },
  });
});

describeCard("ETC_087", () => {
  cardCase("ETC_087", {
    does: "your hand holds 11: Sprint's four draws into seven cards leave eleven, none burned",
    p1: {
      hand: [{ card: "ETC_087", ref: "A" }, { card: SPRINT, ref: "S" }, ...Array.from({ length: 7 }, () => ({ card: WISP }))],
      deck: [{ card: CROC }, { card: CROC }, { card: CROC }, { card: CROC }],
    },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "S" }],
    check: (r) => {
      const p = r.state.players[0]!;
      expect(p.hand).toHaveLength(11);
      expect(p.deck).toHaveLength(0);
      expect(p.graveyard.map((c) => c.card)).not.toContain(CROC);
      expect(p.tags.MAXHANDSIZE).toBe(11);
      expect(r.state.players[1]!.tags?.MAXHANDSIZE).toBeUndefined();
    },
  });
  cardCase("ETC_087", {
    does: "without it, the same draws burn the card beyond ten",
    p1: {
      hand: [{ card: WISP }, { card: SPRINT, ref: "S" }, ...Array.from({ length: 6 }, () => ({ card: WISP }))],
      deck: [{ card: CROC }, { card: CROC }, { card: CROC }, { card: CROC }],
    },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const p = r.state.players[0]!;
      expect(p.hand).toHaveLength(10);
      expect(p.graveyard.map((c) => c.card)).toContain(CROC);
    },
  });
  cardCase("ETC_087", {
    does: "your maximum Mana is 11: no crystal now, the eleventh at your next turn",
    p1: { hand: [{ card: "ETC_087", ref: "A" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }],
    check: (r) => {
      const m = r.state.players[0]!.mana as unknown as Record<string, number>;
      expect(m.crystals).toBe(11);
      expect(m.maxCrystals).toBe(11);
    },
  });
});

describeCard("JAM_036", () => {
  cardCase("JAM_036", {
    does: "draws five; the spells among them go to the opponent's hand, the minions stay",
    p1: { hand: [{ card: "JAM_036", ref: "M" }], deck: [{ card: FIREBALL, ref: "F1" }, { card: CROC, ref: "C1" }, { card: FIREBALL, ref: "F2" }, { card: YETI, ref: "Y" }, { card: CROC, ref: "C2" }, { card: WISP, ref: "W" }] },
    p2: { hand: [{ card: WISP, ref: "O" }] },
    actions: [{ type: "play", card: "M" }],
    expect: {
      "p1.hand": [CROC, YETI, CROC], "p1.deck": [WISP], "p2.hand": [WISP, FIREBALL, FIREBALL],
      "F1.player": 2, "F1.zone": "hand", "F2.player": 2,
    },
  });
  cardCase("JAM_036", {
    does: "the opponent's hand full: the spell given is burned",
    p1: { hand: [{ card: "JAM_036", ref: "M" }], deck: [{ card: FIREBALL, ref: "F" }, { card: CROC }] },
    p2: { hand: Array.from({ length: 10 }, () => ({ card: WISP })) },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hand": [CROC], "p2.hand.length": 10, "F.zone": "graveyard" },
  });
});

describeCard("JAM_008", () => {
  const SMITH = "CS2_221"; // Spiteful Smith 4/6, Undead
  const THALNOS = "EX1_012"; // Bloodmage Thalnos 1/1, Undead, "Deathrattle: Draw a card."
  cardCase("JAM_008", {
    does: "your Undead die (their Deathrattles resolve) and come back fresh in their places; your other minions and enemy Undead stay",
    p1: {
      hand: [{ card: "JAM_008", ref: "D" }],
      board: [{ card: SMITH, ref: "S", health: 2 }, { card: YETI, ref: "Y" }, { card: THALNOS, ref: "T" }],
      deck: [{ card: CROC }],
    },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "D" }],
    expect: {
      "p1.board": [SMITH, YETI, THALNOS], "p1.board.0.health": 6, "p1.hand": [CROC],
      "S.zone": "graveyard", "T.zone": "graveyard", "Y.zone": "board", "W.zone": "board",
    },
  });
});

describeCard("ETC_428", () => {
  const HOARDER = "EX1_096"; // Loot Hoarder, "Deathrattle: Draw a card."
  const GOLEM = "EX1_556"; // Harvest Golem, "Deathrattle: Summon a 2/1 Damaged Golem."
  cardCase("ETC_428", {
    does: "5 Corpses spent: the Deathrattle of your dead Loot Hoarder (not the Yeti's none, not the enemy's Golem) resolves and stays on it",
    p1: { hand: [{ card: "ETC_428", ref: "B" }], deck: [{ card: WISP }], corpses: 6 },
    state: { deaths: [{ card: YETI, controller: 1, turn: 2 }, { card: HOARDER, controller: 1, turn: 2 }, { card: GOLEM, controller: 2, turn: 3 }] },
    actions: [{ type: "play", card: "B" }],
    check: (r) => {
      const p = r.state.players[0]!;
      expect(p.hand.map((c) => c.card)).toEqual([WISP]);
      expect(p.corpses).toBe(1);
      const en = (p.board[0]!.enchantments ?? []).find((e) => e.card === "ETC_428e");
      expect(en?.remembers).toBe(HOARDER);
      expect(p.board).toHaveLength(1);
    },
  });
  cardCase("ETC_428", {
    does: "fewer than 5 Corpses: nothing is spent, triggered or gained",
    p1: { hand: [{ card: "ETC_428", ref: "B" }], deck: [{ card: WISP }], corpses: 4 },
    state: { deaths: [{ card: HOARDER, controller: 1, turn: 2 }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hand": [], "p1.corpses": 4, "B.enchantments": undefined },
  });
  cardCase("ETC_428", {
    does: "the gained Deathrattle resolves again when it dies",
    p1: { hand: [{ card: "ETC_428", ref: "B" }], deck: [{ card: WISP }, { card: WISP }], corpses: 5 },
    state: { deaths: [{ card: HOARDER, controller: 1, turn: 2 }] },
    actions: [{ type: "play", card: "B" }, { type: "damage", target: "B", amount: 10 }],
    expect: { "p1.hand": [WISP, WISP], "B.zone": "graveyard" },
  });
});
