/**
 * Behaviour tests of the DARKMOON_FAIRE cards added by w13/bands (definitions in sets/darkmoon.ts; rules-notes 1480-1499).
 */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5, no type
const CROC = "CS2_120"; // Beast
const RAPTOR = "CS2_172"; // Beast
const MURLOC = "CS2_168"; // Murloc
const DRAGON = "NEW1_023"; // Faerie Dragon, Dragon
const WISP = "CS2_231"; // 1/1 (0)

describeCard("DMF_528", () => {
  cardCase("DMF_528", {
    does: "a Beast, another Beast, a Murloc, a Dragon and a typeless Yeti: (3) less — played for 2 Mana",
    p1: { hand: [{ card: "DMF_528", ref: "T" }], board: [{ card: CROC }, { card: RAPTOR }, { card: MURLOC }, { card: DRAGON }, { card: YETI }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.mana.used": 2, "T.zone": "board" },
  });
  cardCase("DMF_528", {
    does: "enemy minions do not count: (5), not playable with 4 Mana",
    p1: { hand: [{ card: "DMF_528", ref: "T" }], mana: { crystals: 4, used: 0 } },
    p2: { board: [{ card: CROC }, { card: MURLOC }] },
    actions: [{ type: "play", card: "T" }],
    error: "illegal_action",
  });
});

describeCard("DMF_124", () => {
  cardCase("DMF_124", {
    does: "Corrupt (a 4-Cost Yeti played): it becomes the 3/3 Corrupted Horrendous Growth",
    p1: { hand: [{ card: "DMF_124", ref: "G" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "G.card": "DMF_124t", "G.attack": 3, "G.health": 3 },
  });
  cardCase("DMF_124", {
    does: "Corrupted endlessly: two more plays of higher Cost (3-Cost Raid Leaders) make it a 5/5 in hand",
    p1: { hand: [{ card: "DMF_124", ref: "G" }, { card: "CS2_122", ref: "A" }, { card: "CS2_122", ref: "B" }, { card: "CS2_122", ref: "C" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }, { type: "play", card: "C" }],
    check: (r) => {
      const g = r.state.players[0]!.hand.find((c) => c.ref === "G")!;
      expect([g.card, g.attack, g.health]).toEqual(["DMF_124t", 5, 5]);
    },
  });
  cardCase("DMF_124", {
    does: "a corrupted 4/4 played keeps +1/+1 in play; a cheaper card (the Wisp) does not corrupt it",
    p1: { hand: [{ card: "DMF_124t", ref: "G", tags: { IMPROVEMENTS: 1 } }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "G" }],
    expect: { "G.zone": "board", "G.attack": 4, "G.health": 4 },
  });
  cardCase("DMF_124", {
    does: "Silence ends its growth: a 3/3",
    p1: { board: [{ card: "DMF_124t", ref: "G", tags: { IMPROVEMENTS: 2 } }], hand: [{ card: "EX1_332", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "G" }],
    expect: { "G.attack": 3, "G.health": 3 },
  });
});

describeCard("DMF_230", () => {
  const DRAIN_SOUL = "CORE_ICC_055"; // Lifesteal, 3 damage to a minion
  const ACOLYTE = "ICC_212"; // 3/3 Lifesteal
  cardCase("DMF_230", {
    does: "Il'gynoth attacks a Yeti: its 2 Lifesteal damage hits the enemy hero instead of healing yours",
    p1: { board: [{ card: "DMF_230", ref: "I" }], hero: { card: "HERO_09", health: 20 } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "I", defender: "Y" }],
    expect: { "Y.health": 3, "p2.hero.health": 28, "p1.hero.health": 20 },
  });
  cardCase("DMF_230", {
    does: "another Lifesteal of yours (a Lifesteal spell, a Lifesteal minion) likewise, once — the converted damage steals nothing",
    p1: { board: [{ card: "DMF_230" }, { card: ACOLYTE, ref: "A" }], hand: [{ card: DRAIN_SOUL, ref: "D" }], hero: { card: "HERO_09", health: 20 } },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: YETI, ref: "Z" }] },
    actions: [{ type: "play", card: "D", target: "Y" }, { type: "attack", attacker: "A", defender: "Z" }],
    expect: { "p2.hero.health": 24, "p1.hero.health": 20 },
  });
  cardCase("DMF_230", {
    does: "the enemy's Lifesteal still heals them (the rule is its controller's only)",
    p1: { board: [{ card: "DMF_230" }], hero: { card: "HERO_09", health: 20 } },
    p2: { board: [{ card: ACOLYTE, ref: "A" }], hero: { card: "HERO_08", health: 20 }, deck: [{ card: WISP }] },
    state: { activePlayer: 2 },
    actions: [{ type: "attack", attacker: "A", defender: "p1.hero" }],
    expect: { "p2.hero.health": 23, "p1.hero.health": 17 },
  });
});

describeCard("DMF_116", () => {
  const LEPER = "EX1_029"; // Leper Gnome: Deathrattle: Deal 2 damage to the enemy hero.
  const BUFF33 = "GIL_828e"; // +3/+3
  cardCase("DMF_116", {
    does: "it becomes a 4/4 Leper Gnome (its Deathrattle kept); the enemy Gnome, buffed, is silenced to a 2/1 with no Deathrattle",
    p1: { hand: [{ card: "DMF_116", ref: "N" }] },
    p2: { board: [{ card: LEPER, ref: "L", enchantments: [{ card: BUFF33 }] }] },
    actions: [{ type: "play", card: "N", target: "L" }, { type: "destroy", target: "N" }, { type: "destroy", target: "L" }],
    check: (r) => {
      // the copy's Deathrattle hit the enemy hero (2); the silenced Gnome's did nothing to yours
      expect(r.state.players[1]!.hero.health).toBe(28);
      expect(r.state.players[0]!.hero.health).toBe(30);
    },
  });
  cardCase("DMF_116", {
    does: "the copy is a 4/4 whatever the stats it copied; the target is silenced",
    p1: { hand: [{ card: "DMF_116", ref: "N" }] },
    p2: { board: [{ card: YETI, ref: "Y", enchantments: [{ card: BUFF33 }], health: 6 }] },
    actions: [{ type: "play", card: "N", target: "Y" }],
    expect: { "N.card": YETI, "N.attack": 4, "N.health": 4, "Y.attack": 4, "Y.health": 5, "Y.tags.SILENCED": 1 },
  });
});

describeCard("YOP_007", () => {
  const PEARLTUSK = "DMF_080"; // Corrupt (5)
  const PEARLTUSK_C = "DMF_080t"; // its Corrupted card (5)
  cardCase("YOP_007", {
    does: "a Corrupt card in hand and a Corrupted one in the deck cost (2) less; a Yeti does not",
    p1: { hand: [{ card: "YOP_007", ref: "X" }, { card: PEARLTUSK, ref: "P" }, { card: YETI, ref: "Y" }], deck: [{ card: PEARLTUSK_C, ref: "C" }, { card: YETI, ref: "Z" }] },
    actions: [{ type: "play", card: "X" }],
    expect: { "P.cost": 3, "C.cost": 3, "Y.cost": 4, "Z.cost": 4 },
  });
});

describeCard("DMF_188", () => {
  const PEARLTUSK = "DMF_080";
  const PEARLTUSK_C = "DMF_080t";
  const played = (...cards: string[]) => cards.map((card, i) => ({ card, cost: 5, turn: i + 1 }));
  cardCase("DMF_188", {
    does: "a copy of each Corrupted card played (two Pearltusks corrupted, not the plain one nor the Yeti), each costing (0) this turn",
    p1: { hand: [{ card: "DMF_188", ref: "Y" }], playedThisGame: played(PEARLTUSK_C, YETI, PEARLTUSK, PEARLTUSK_C) },
    actions: [{ type: "play", card: "Y" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand.map((c) => c.card)).toEqual([PEARLTUSK_C, PEARLTUSK_C]);
      for (const c of hand) expect(c.cost).toBe(0);
    },
  });
  cardCase("DMF_188", {
    does: "the next turn they cost (5) again",
    p1: { hand: [{ card: "DMF_188", ref: "Y" }], playedThisGame: played(PEARLTUSK_C), deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "Y" }, { type: "endTurn" }],
    check: (r) => {
      const c = r.state.players[0]!.hand.find((e) => e.card === PEARLTUSK_C)!;
      expect(c.cost).toBe(5);
    },
  });
});

describeCard("DMF_534", () => {
  const OGRE = "CS2_200"; // Boulderfist Ogre 6/7 (6)
  const VOODOO = "EX1_011"; // Voodoo Doctor 2/1 (1)
  const BUFF33 = "GIL_828e"; // +3/+3
  cardCase("DMF_534", {
    does: "each minion of your deck swaps Cost and Attack (a buffed Yeti's 7 Attack too); spells and your hand are left",
    p1: { hand: [{ card: "DMF_534", ref: "D" }, { card: YETI, ref: "H" }],
      deck: [{ card: VOODOO, ref: "V" }, { card: YETI, ref: "Y", enchantments: [{ card: BUFF33 }] }, { card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "V.cost": 2, "V.attack": 1, "V.health": 1, "Y.cost": 7, "Y.attack": 4, "Y.health": 8, "F.cost": 4, "H.cost": 4, "H.attack": 4 },
  });
  cardCase("DMF_534", {
    does: "the enemy deck is not touched",
    p1: { hand: [{ card: "DMF_534", ref: "D" }] },
    p2: { deck: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "O.cost": 6, "O.attack": 6 },
  });
});

describeCard("DMF_002", () => {
  const CORE_HOUND = "CS2_201"; // Elemental and Beast 9/5
  const d = (card: string, controller = 1) => ({ card, controller, turn: 2 });
  cardCase("DMF_002", {
    does: "two Beasts, a Murloc, Core Hound and a Yeti died: three come back — a Beast, the Murloc and the Hound as the Elemental; never the Yeti",
    p1: { hand: [{ card: "DMF_002", ref: "N" }] },
    state: { deaths: [d(CROC), d(RAPTOR), d(MURLOC), d(CORE_HOUND), d(YETI), d(DRAGON, 2)] },
    actions: [{ type: "play", card: "N" }],
    check: (r) => {
      const board = r.state.players[0]!.board.map((e) => e.card).filter((c) => c !== "DMF_002");
      expect(board).toHaveLength(3);
      expect(board).toContain(MURLOC);
      expect(board).toContain(CORE_HOUND);
      expect(board).not.toContain(YETI);
      expect(board).not.toContain(DRAGON);
      expect(board.filter((c) => c === CROC || c === RAPTOR)).toHaveLength(1);
    },
  });
  cardCase("DMF_002", {
    does: "a full board stops it: with six minions, one comes back",
    p1: { hand: [{ card: "DMF_002", ref: "N" }], board: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
    state: { deaths: [d(CROC), d(MURLOC), d(DRAGON)] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.board.length": 7 },
  });
});

describeCard("DMF_516", () => {
  cardCase("DMF_516", {
    does: "two copies each of a Yeti, a Murloc and a Croc: the card taken and its other copy are drawn (from the top), the others stay",
    p1: { hand: [{ card: "DMF_516", ref: "S" }], deck: [{ card: YETI }, { card: MURLOC }, { card: CROC }, { card: YETI }, { card: MURLOC }, { card: CROC }] },
    actions: [{ type: "play", card: "S" }],
    choices: [1],
    check: (r) => {
      const picks = r.random.filter((d) => d.purpose === "discover option").map((d) => (d.chosen as unknown as { card: string }).card);
      expect(new Set(picks)).toEqual(new Set([YETI, MURLOC, CROC]));
      const taken = picks[1]!;
      expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([taken, taken]);
      const deck = r.state.players[0]!.deck.map((c) => c.card);
      expect(deck).toHaveLength(4);
      expect(deck).not.toContain(taken);
    },
  });
});

describeCard("YOP_006", () => {
  const OGRE = "CS2_200"; // 6/7
  cardCase("YOP_006", {
    does: "an enemy Ogre (6/7) attacks random minions until it dies: of three Yetis (4/5) it kills two (the first never attacked again) and dies with the second",
    p1: { hand: [{ card: "YOP_006", ref: "H" }], board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
    p2: { board: [{ card: OGRE, ref: "O" }, { card: YETI, ref: "C" }] },
    actions: [{ type: "play", card: "H", target: "O" }],
    check: (r) => {
      const all = [...r.state.players[0]!.board, ...r.state.players[1]!.board];
      expect(all.find((e) => e.ref === "O")).toBeUndefined();
      // two attacks: each kills a Yeti (6 damage), the Ogre takes 4 + 4 = 8 of its 7
      const yetis = all.filter((e) => e.card === YETI);
      expect(yetis).toHaveLength(1);
      expect(yetis[0]!.health).toBe(5);
    },
  });
  cardCase("YOP_006", {
    does: "alone on the board it attacks nothing and lives",
    p1: { hand: [{ card: "YOP_006", ref: "H" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "H", target: "O" }],
    expect: { "O.zone": "board", "O.health": 7 },
  });
  cardCase("YOP_006", {
    does: "a friendly minion is no target",
    p1: { hand: [{ card: "YOP_006", ref: "H" }], board: [{ card: YETI, ref: "A" }] },
    p2: { board: [{ card: OGRE }] },
    actions: [{ type: "play", card: "H", target: "A" }],
    error: "illegal_action",
  });
});
