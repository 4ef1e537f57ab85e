/** Madness at the Darkmoon Faire (DARKMOON_FAIRE): cards of session 14 (w14/nathria; rules-notes 1660-1679). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { allFacts } from "../../src/engine/hearthstone/cards/facts.js";

const factsOf = (id: string) => allFacts().find((f) => f.id === id)!;
const YETI = "CS2_182";
const OGRE = "CS2_200";
const FIREBALL = "CS2_029";

const WISP = "CS2_231";

describeCard("YOP_026", () => {
  // Arbor Up: "Summon two 2/2 Treants. Give your minions +2/+1."
  cardCase("YOP_026", {
    does: "two 2/2 Treants, then every friendly minion +2/+1: the Treants are 4/3, the Wisp 3/2; enemies untouched",
    p1: { hand: [{ card: "YOP_026", ref: "A" }], board: [{ card: WISP, ref: "W" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "play", card: "A" }],
    expect: {
      "p1.board": [WISP, "DMF_061t2", "DMF_061t2"], "p1.board.1.attack": 4, "p1.board.1.health": 3, "p1.board.2.attack": 4,
      "W.attack": 3, "W.health": 2, "E.attack": 1, "E.health": 1,
    },
  });
  cardCase("YOP_026", {
    does: "a board with one free space: one Treant, and the buff still reaches every minion",
    p1: { hand: [{ card: "YOP_026", ref: "A" }], board: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.board.length": 7, "p1.board.6.card": "DMF_061t2", "p1.board.0.attack": 3, "p1.board.6.attack": 4 },
  });
});

describeCard("DMF_236", () => {
  // Oh My Yogg!: "Secret: When your opponent casts a spell, they instead cast a random one of the same Cost."
  cardCase("DMF_236", {
    does: "the opponent's Fireball is countered and they cast a random 4-Cost spell instead; the Secret is used",
    p1: { hand: [{ card: FIREBALL, ref: "F" }] },
    p2: { secrets: [{ card: "DMF_236", ref: "S" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    check: (r) => {
      expect(r.state.players[1]!.secrets.map((c) => c.card)).toEqual([]);
      const pick = r.random.find((d) => d.purpose === "random card");
      expect(pick).toBeDefined();
      const f = factsOf(pick!.chosen as string);
      expect([f.type, f.cost]).toEqual(["SPELL", 4]);
    },
  });
  cardCase("DMF_236", {
    does: "only the opponent's spells: your own spell resolves",
    p1: { hand: [{ card: FIREBALL, ref: "F" }], secrets: [{ card: "DMF_236", ref: "S" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 24, "S.zone": "secrets" },
  });
});

describeCard("DMF_075", () => {
  // Guess the Weight: "Draw a card. Guess if your next card costs more or less to draw it."
  const DECK = [{ card: YETI, ref: "Y" }, { card: OGRE, ref: "O" }, { card: WISP, ref: "W" }];
  cardCase("DMF_075", {
    does: "draws the Yeti (4); guessing more (choice 0) is right — the Ogre (6) is drawn",
    p1: { hand: [{ card: "DMF_075", ref: "G" }], deck: DECK },
    actions: [{ type: "play", card: "G" }],
    choices: [0],
    expect: { "Y.zone": "hand", "O.zone": "hand", "W.zone": "deck" },
  });
  cardCase("DMF_075", {
    does: "guessing less (choice 1) is wrong: the Ogre stays",
    p1: { hand: [{ card: "DMF_075", ref: "G" }], deck: DECK },
    actions: [{ type: "play", card: "G" }],
    choices: [1],
    expect: { "Y.zone": "hand", "O.zone": "deck" },
  });
  cardCase("DMF_075", {
    does: "an equal Cost is neither more nor less: no draw either way",
    p1: { hand: [{ card: "DMF_075", ref: "G" }], deck: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "Z" }] },
    actions: [{ type: "play", card: "G" }],
    choices: [0],
    expect: { "Y.zone": "hand", "Z.zone": "deck" },
  });
});

describeCard("YOP_012", () => {
  // Deathwarden: "Deathrattles can't trigger."
  const HOARDER = "EX1_096"; // Loot Hoarder: Deathrattle: Draw a card.
  cardCase("YOP_012", {
    does: "your Loot Hoarder and the enemy's die to Whirlwind: neither draws",
    p1: { board: [{ card: "YOP_012" }, { card: HOARDER, ref: "A" }], hand: [{ card: "EX1_400", ref: "W" }], deck: [{ card: WISP, ref: "D" }] },
    p2: { board: [{ card: HOARDER, ref: "B" }], deck: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "A.zone": "graveyard", "B.zone": "graveyard", "D.zone": "deck", "E.zone": "deck" },
  });
  cardCase("YOP_012", {
    does: "a Deathwarden dying in the same death phase stops nothing: the Hoarder beside it draws (1.3, as Rivendare)",
    p1: { hand: [{ card: "EX1_400", ref: "W" }] },
    p2: { board: [{ card: "YOP_012", ref: "X", health: 1 }, { card: HOARDER, ref: "B" }], deck: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "X.zone": "graveyard", "B.zone": "graveyard", "E.zone": "hand" },
  });
  cardCase("YOP_012", {
    does: "an effect that triggers Deathrattles (Feign Death) is stopped too",
    p1: { board: [{ card: "YOP_012" }, { card: HOARDER, ref: "A" }], hand: [{ card: "GVG_026", ref: "F" }], deck: [{ card: WISP, ref: "D" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "A.zone": "board", "D.zone": "deck" },
  });
});

describeCard("YOP_008", () => {
  // Lightsteed: "Your healing effects also give affected minions +2 Health."
  cardCase("YOP_008", {
    does: "Flash Heal restores the damaged Yeti (4/5 at 1 Health → full 5) and gives it +2 Health: 4/7",
    p1: { board: [{ card: "YOP_008" }, { card: YETI, ref: "Y", health: 1 }], hand: [{ card: "AT_055", ref: "H" }] },
    actions: [{ type: "play", card: "H", target: "Y" }],
    expect: { "Y.health": 7, "Y.maxHealth": 7 },
  });
  cardCase("YOP_008", {
    does: "an undamaged minion is not healed (no heal happens): no +2; your hero healed gets nothing",
    p1: { board: [{ card: "YOP_008" }, { card: YETI, ref: "Y" }], hand: [{ card: "AT_055", ref: "H" }, { card: "AT_055", ref: "G" }], hero: { card: "HERO_09", health: 20 } },
    actions: [{ type: "play", card: "H", target: "Y" }, { type: "play", card: "G", target: "p1.hero" }],
    expect: { "Y.health": 5, "p1.hero.health": 25 },
  });
  cardCase("YOP_008", {
    does: "only your healing: the opponent's Flash Heal on their minion gives nothing",
    p1: { board: [{ card: "YOP_008" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y", health: 1 }], hand: [{ card: "AT_055", ref: "H" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "play", card: "H", target: "Y" }],
    expect: { "Y.health": 5 },
  });
});

describeCard("DMF_123", () => {
  // Open the Cages: "Secret: When your turn starts, if you control two minions, summon an Animal Companion."
  const COMPANIONS = ["NEW1_032", "NEW1_033", "NEW1_034"];
  cardCase("DMF_123", {
    does: "two minions at your turn's start: an Animal Companion is summoned and the Secret is used",
    p1: { board: [{ card: WISP }, { card: WISP }], secrets: [{ card: "DMF_123", ref: "S" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    check: (r) => {
      const board = r.state.players[0]!.board.map((m) => m.card);
      expect(board.length).toBe(3);
      expect(COMPANIONS).toContain(board[2]);
      expect(r.state.players[0]!.secrets.length).toBe(0);
    },
  });
  cardCase("DMF_123", {
    does: "three minions count too (two or more)",
    p1: { board: [{ card: WISP }, { card: WISP }, { card: WISP }], secrets: [{ card: "DMF_123", ref: "S" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    check: (r) => expect(r.state.players[0]!.board.length).toBe(4),
  });
  cardCase("DMF_123", {
    does: "one minion: nothing, the Secret waits",
    p1: { board: [{ card: WISP }], secrets: [{ card: "DMF_123", ref: "S" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.board": [WISP], "S.zone": "secrets" },
  });
  cardCase("DMF_123", {
    does: "a full board: no room, the Secret waits",
    p1: { board: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }], secrets: [{ card: "DMF_123", ref: "S" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.board.length": 7, "S.zone": "secrets" },
  });
});

describeCard("YOP_017", () => {
  // Shenanigans: "Secret: When your opponent draws their second card in a turn, transform it into a Banana."
  cardCase("YOP_017", {
    does: "the opponent's turn draw is their first; Arcane Intellect's first card is their second: it becomes Bananas, the third stays",
    p1: { secrets: [{ card: "YOP_017", ref: "S" }], deck: [{ card: WISP }] },
    p2: { hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: YETI, ref: "A" }, { card: OGRE, ref: "B" }, { card: FIREBALL, ref: "C" }] },
    actions: [{ type: "endTurn" }, { type: "play", card: "AI" }],
    expect: { "p2.hand": [YETI, "EX1_014t", FIREBALL], "S.zone": "graveyard" },
  });
  cardCase("YOP_017", {
    does: "one draw in their turn: nothing, the Secret waits",
    p1: { secrets: [{ card: "YOP_017", ref: "S" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: YETI, ref: "A" }] },
    actions: [{ type: "endTurn" }],
    expect: { "p2.hand": [YETI], "S.zone": "secrets" },
  });
});
