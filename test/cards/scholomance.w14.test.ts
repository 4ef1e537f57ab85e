/** Scholomance Academy (SCHOLOMANCE): cards of session 14 (w14/nathria; rules-notes 1660-1679). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { allFacts } from "../../src/engine/hearthstone/cards/facts.js";

const factsOf = (id: string) => allFacts().find((f) => f.id === id)!;

const WISP = "CS2_231";
const YETI = "CS2_182";
const CROC = "CS2_120";
const OGRE = "CS2_200";
const FIREBALL = "CS2_029";
const BACKSTAB = "CS2_072";

describeCard("SCH_521", () => {
  // Coerce: "Destroy a damaged minion. Combo: Destroy any minion."
  cardCase("SCH_521", {
    does: "without Combo: a damaged minion is destroyed",
    p1: { hand: [{ card: "SCH_521", ref: "C" }] },
    p2: { board: [{ card: YETI, ref: "Y", health: 4 }] },
    actions: [{ type: "play", card: "C", target: "Y" }],
    expect: { "Y.zone": "graveyard" },
  });
  cardCase("SCH_521", {
    does: "without Combo an undamaged minion is no target",
    p1: { hand: [{ card: "SCH_521", ref: "C" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("SCH_521", {
    does: "with Combo (a card played before it this turn) any minion: the undamaged Yeti is destroyed",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "SCH_521", ref: "C" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "C", target: "Y" }],
    expect: { "Y.zone": "graveyard", "W.zone": "board" },
  });
});

describeCard("SCH_126", () => {
  // Disciplinarian Gandling: "After you play a minion, destroy it and summon a 4/4 Failed Student."
  cardCase("SCH_126", {
    does: "the Yeti played is destroyed and a 4/4 Failed Student takes its place (between the minions it stood between)",
    p1: { board: [{ card: WISP, ref: "A" }, { card: "SCH_126", ref: "G" }], hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y", position: 1 }],
    expect: { "Y.zone": "graveyard", "p1.board": [WISP, "SCH_126t", "SCH_126"], "p1.board.1.attack": 4, "p1.board.1.health": 4 },
  });
  cardCase("SCH_126", {
    does: "only minions you play: a spell, or a minion your opponent plays, is left alone",
    p1: { board: [{ card: "SCH_126", ref: "G" }], hand: [{ card: FIREBALL, ref: "F" }] },
    p2: { hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "endTurn" }, { type: "play", card: "Y" }],
    expect: { "Y.zone": "board", "p1.board": ["SCH_126"] },
  });
  cardCase("SCH_126", {
    does: "the destroyed minion dies: its Deathrattle resolves (Loot Hoarder draws) before the Student is summoned",
    p1: { board: [{ card: "SCH_126", ref: "G" }], hand: [{ card: "EX1_096", ref: "L" }], deck: [{ card: WISP, ref: "D" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "L.zone": "graveyard", "D.zone": "hand", "p1.board": ["SCH_126", "SCH_126t"] },
  });
});

describeCard("SCH_428", () => {
  // Lorekeeper Polkelt: "Battlecry: Reorder your deck from the highest Cost card to the lowest Cost card."
  cardCase("SCH_428", {
    does: "the deck is sorted by Cost, highest on top; equal Costs keep their order",
    p1: {
      hand: [{ card: "SCH_428", ref: "P" }],
      deck: [{ card: WISP, ref: "W" }, { card: CROC, ref: "C1" }, { card: OGRE, ref: "G" }, { card: BACKSTAB, ref: "B" }, { card: "CS2_172", ref: "C2" }, { card: YETI, ref: "Y" }],
    },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.deck": [OGRE, YETI, CROC, "CS2_172", WISP, BACKSTAB], "C1.index": 2, "C2.index": 3 },
  });
});

describeCard("SCH_259", () => {
  // Sphere of Sapience: "At the start of your turn, look at your top card. You can put it on the bottom and lose 1 Durability."
  const DECK = [{ card: YETI, ref: "T" }, { card: WISP, ref: "M" }, { card: OGRE, ref: "B" }];
  cardCase("SCH_259", {
    does: "put on the bottom (choice 1): the next card is drawn instead and the Sphere loses 1 Durability",
    p1: { weapon: { card: "SCH_259", ref: "S" }, deck: DECK },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    choices: [1],
    expect: { "T.zone": "deck", "M.zone": "hand", "p1.deck": [OGRE, YETI], "S.durability": 3 },
  });
  cardCase("SCH_259", {
    does: "kept on top (choice 0): it is drawn and the Sphere keeps its Durability",
    p1: { weapon: { card: "SCH_259", ref: "S" }, deck: DECK },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    choices: [0],
    expect: { "T.zone": "hand", "p1.deck": [WISP, OGRE], "S.durability": 4 },
  });
  cardCase("SCH_259", {
    does: "only at the start of your turn: your opponent's turn start asks nothing",
    p1: { weapon: { card: "SCH_259", ref: "S" }, deck: DECK },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "p1.deck": [YETI, WISP, OGRE], "S.durability": 4 },
  });
});

describeCard("SCH_714", () => {
  // Educated Elekk: "Whenever a spell is played, this minion remembers it. Deathrattle: Shuffle the spells into your deck."
  cardCase("SCH_714", {
    does: "your spell and your opponent's are remembered (the Fireball that kills it too); when it dies both go into your deck",
    p1: { board: [{ card: "SCH_714", ref: "E" }], hand: [{ card: "CS2_004", ref: "S" }] },
    p2: { hand: [{ card: FIREBALL, ref: "F" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S", target: "E" }, { type: "endTurn" }, { type: "play", card: "F", target: "E" }],
    check: (r) => {
      expect(r.state.players[0]!.board.length).toBe(0);
      expect(r.state.players[0]!.deck.map((c) => c.card).sort()).toEqual(["CS2_004", FIREBALL].sort());
      expect(r.state.players[1]!.deck.map((c) => c.card)).toEqual([]);
    },
  });
  cardCase("SCH_714", {
    does: "silenced, it forgets: its Deathrattle is gone too, nothing is shuffled",
    p1: { board: [{ card: "SCH_714", ref: "E" }], hand: [{ card: "CS2_004", ref: "S" }, { card: "EX1_332", ref: "Q" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "S", target: "E" }, { type: "play", card: "Q", target: "E" }, { type: "play", card: "F", target: "E" }],
    expect: { "E.zone": "graveyard", "p1.deck": [] },
  });
});

describeCard("SCH_139", () => {
  // Devout Pupil: "Costs (1) less for each spell you've cast on friendly characters this game."
  cardCase("SCH_139", {
    does: "two Power Word: Shields on your minion and a Fireball at the enemy hero: it costs (4) — only the spells cast on friendly characters count",
    p1: { hand: [{ card: "CS2_004", ref: "A" }, { card: "CS2_004", ref: "B" }, { card: FIREBALL, ref: "F" }, { card: "SCH_139", ref: "P" }], board: [{ card: YETI, ref: "Y" }], mana: { crystals: 10 } },
    actions: [{ type: "play", card: "A", target: "Y" }, { type: "play", card: "B", target: "Y" }, { type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "P" }],
    expect: { "p1.mana.used": 10, "P.zone": "board" },
  });
  cardCase("SCH_139", {
    does: "a spell cast on your hero counts too: (5)",
    p1: { hand: [{ card: "AT_055", ref: "A" }, { card: "SCH_139", ref: "P" }], mana: { crystals: 10 } },
    actions: [{ type: "play", card: "A", target: "p1.hero" }, { type: "play", card: "P" }],
    expect: { "p1.mana.used": 6 },
  });
});

describeCard("SCH_507", () => {
  // Instructor Fireheart: "Battlecry: Discover a spell that costs (1) or more. If you play it this turn, repeat this effect."
  cardCase("SCH_507", {
    does: "Discover a spell of your class or neutral costing (1) or more; the one taken carries Hot Streak",
    p1: { hero: { card: "HERO_08" }, hand: [{ card: "SCH_507", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    choices: [0],
    check: (r) => {
      const picks = r.random.filter((d) => d.purpose === "discover option");
      expect(picks.length).toBe(3);
      for (const d of picks) for (const c of (d.candidates ?? []) as string[]) {
        const f = factsOf(c);
        expect(f.type).toBe("SPELL");
        expect(f.cost).toBeGreaterThanOrEqual(1);
        expect(["MAGE", "NEUTRAL"]).toContain(f.cardClass);
      }
      const hand = r.state.players[0]!.hand;
      expect(hand.map((e) => e.card)).toEqual([picks[0]!.chosen]);
      expect(hand[0]!.enchantments?.map((x) => x.card)).toContain("SCH_507e");
    },
  });
  cardCase("SCH_507", {
    does: "playing the marked spell this turn Discovers another, marked again",
    p1: { hero: { card: "HERO_08" }, hand: [{ card: "CS2_024", ref: "B", enchantments: [{ card: "SCH_507e" }] }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    choices: [0],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand.length).toBe(1);
      expect(factsOf(hand[0]!.card).type).toBe("SPELL");
      expect(hand[0]!.enchantments?.map((x) => x.card)).toContain("SCH_507e");
    },
  });
  cardCase("SCH_507", {
    does: "on a later turn the mark is gone: playing it Discovers nothing",
    p1: { hero: { card: "HERO_08" }, hand: [{ card: "CS2_024", ref: "B", enchantments: [{ card: "SCH_507e" }] }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "B", target: "Y" }],
    expect: { "p1.hand": [WISP] },
  });
});

describeCard("SCH_351", () => {
  // Jandice Barov: "Battlecry: Summon two random 5-Cost minions. Secretly pick one that dies when it takes damage."
  cardCase("SCH_351", {
    does: "two random 5-Cost minions; the one picked (choice 1: the second summoned) is marked to die when damaged, the other not",
    p1: { hand: [{ card: "SCH_351", ref: "J" }], mana: { crystals: 10 } },
    actions: [{ type: "play", card: "J" }],
    choices: [1],
    check: (r) => {
      const summons = r.random.filter((d) => d.purpose === "random minion to summon").map((d) => d.chosen as string);
      expect(summons.length).toBe(2);
      for (const c of summons) expect(factsOf(c).cost).toBe(5);
      const board = r.state.players[0]!.board.filter((m) => m.card !== "SCH_351");
      expect(board.length).toBe(2);
      const marked = board.filter((m) => m.enchantments?.some((x) => x.card === "SCH_351e2"));
      expect(marked.length).toBe(1);
      expect(marked[0]!.card).toBe(summons[1]);
    },
  });
  cardCase("SCH_351", {
    does: "the mark: a marked Yeti dies from Moonfire's 1 damage, an unmarked one lives",
    p1: { hand: [{ card: "CS2_008", ref: "M" }, { card: "CS2_008", ref: "N" }], board: [{ card: YETI, ref: "A", enchantments: [{ card: "SCH_351e2" }] }, { card: YETI, ref: "B" }] },
    actions: [{ type: "play", card: "M", target: "A" }, { type: "play", card: "N", target: "B" }],
    expect: { "A.zone": "graveyard", "B.zone": "board", "B.health": 4 },
  });
});
