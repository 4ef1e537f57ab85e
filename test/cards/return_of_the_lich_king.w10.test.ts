/**
 * Behaviour tests of the RETURN_OF_THE_LICH_KING cards added by w10/rlk (definitions in sets/lich-king.ts). Random picks
 * are asserted by their properties (the pools grow as cards are added) or made to have one candidate.
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const deckOf = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));
const YETI = "CS2_182";
const WISP = "CS2_231"; // an Undead 1/1 in this card data
const FROST = "CS2_024";

describeCard("RLK_706", () => {
  cardCase("RLK_706", {
    does: "3 damage to the enemy hero at the end of your turn, none at the end of theirs, and it outlives Mograine",
    p1: { hand: [{ card: "RLK_706", ref: "M" }], deck: deckOf(WISP, 5) },
    p2: { deck: deckOf(WISP, 5) },
    actions: [{ type: "play", card: "M" }, { type: "destroy", target: "M" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "p2.hero.health": 24, "p1.hero.health": 30, "p1.board": [] },
  });
});

describeCard("RLK_824", () => {
  cardCase("RLK_824", {
    does: "an Undead summoned after it gets +1 Attack; a non-Undead does not; itself not",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "EX1_066", ref: "O" }, { card: "RLK_824", ref: "A" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "W" }, { type: "play", card: "O" }],
    expect: { "W.attack": 2, "O.attack": 3, "A.attack": 1 },
  });
});

describeCard("RLK_813", () => {
  cardCase("RLK_813", {
    does: "dies: resurrects the friendly Undead that died (a Wisp), not the Yeti nor the enemy's Undead",
    p1: { board: [{ card: "RLK_813", ref: "B" }] },
    state: { deaths: [{ card: YETI, controller: 1, turn: 2 }, { card: WISP, controller: 1, turn: 3 }, { card: "RLK_957", controller: 2, turn: 3 }] },
    actions: [{ type: "destroy", target: "B" }],
    expect: { "p1.board": [WISP], "p2.board": [] },
  });
});

describeCard("NX2_020", () => {
  cardCase("NX2_020", {
    does: "destroys an enemy Yeti (5 Health) and restores 5 Health to each friendly character",
    p1: { hero: { card: "HERO_01", health: 20 }, hand: [{ card: "NX2_020", ref: "C" }], board: [{ card: YETI, ref: "F", health: 1 }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C", target: "Y" }],
    expect: { "p2.board": [], "p1.hero.health": 25, "F.health": 5 },
  });
});

describeCard("NX2_009", () => {
  cardCase("NX2_009", {
    does: "Freezes the minion and adds a copy of it to your hand",
    p1: { hand: [{ card: "NX2_009", ref: "C" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C", target: "Y" }],
    expect: { "Y.tags.FROZEN": 1, "p1.hand": [YETI], "p2.board": [YETI] },
  });
});

describeCard("RLK_211", () => {
  cardCase("RLK_211", {
    does: "a deck with no minions: four 3/3 Lifesteal Felfiends",
    p1: { hand: [{ card: "RLK_211", ref: "D" }], deck: [{ card: "CS2_029" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.board": ["RLK_211t", "RLK_211t", "RLK_211t", "RLK_211t"], "p1.board.0.attack": 3 },
  });
  cardCase("RLK_211", {
    does: "a minion in the deck: two",
    p1: { hand: [{ card: "RLK_211", ref: "D" }], deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.board": ["RLK_211t", "RLK_211t"] },
  });
});

describeCard("NX2_027", () => {
  cardCase("NX2_027", {
    does: "5 Armor: a copy of it is summoned",
    p1: { hero: { card: "HERO_01", armor: 5 }, hand: [{ card: "NX2_027", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "p1.board": ["NX2_027", "NX2_027"] },
  });
  cardCase("NX2_027", {
    does: "4 Armor: no copy",
    p1: { hero: { card: "HERO_01", armor: 4 }, hand: [{ card: "NX2_027", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "p1.board": ["NX2_027"] },
  });
});

describeCard("NX2_007", () => {
  cardCase("NX2_007", {
    does: "an Elemental played last turn: three 1/1 Murlocs",
    p1: { hand: [{ card: "NX2_007", ref: "C" }], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1 }, playedLastTurn: ["NX2_007"] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.board.length": 4, "C.zone": "board" },
  });
  cardCase("NX2_007", {
    does: "a non-Elemental played last turn: nothing",
    p1: { hand: [{ card: "NX2_007", ref: "C" }], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1 }, playedLastTurn: [YETI] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.board": ["NX2_007"] },
  });
});

describeCard("RLK_970", () => {
  cardCase("RLK_970", {
    does: "a minion you play gets +1/+1 and, dying, summons a 1/1 Hawkstrider",
    p1: { board: [{ card: "RLK_970", ref: "R" }], hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }, { type: "destroy", target: "Y" }],
    expect: { "p1.board": ["RLK_970", "RLK_970t"], "p1.board.1.attack": 1, "p1.board.1.health": 1, "R.attack": 2 },
  });
  cardCase("RLK_970", {
    does: "the played minion is 5/6",
    p1: { board: [{ card: "RLK_970", ref: "R" }], hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "Y.attack": 5, "Y.health": 6 },
  });
});

describeCard("RLK_531", () => {
  cardCase("RLK_531", {
    does: "resurrects the friendly Undead that died and gives it Reborn",
    p1: { hand: [{ card: "RLK_531", ref: "I" }] },
    state: { deaths: [{ card: YETI, controller: 1, turn: 2 }, { card: "RLK_957", controller: 1, turn: 3 }] },
    actions: [{ type: "play", card: "I" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b.map((e) => e.card)).toEqual(["RLK_531", "RLK_957"]);
      expect(b[1]!.seen?.REBORN).toBe(1);
    },
  });
});

describeCard("RLK_653", () => {
  cardCase("RLK_653", {
    does: "dies: the one other friendly minion gets its Deathrattle; when that dies, an Infectious Ghoul comes",
    p1: { board: [{ card: "RLK_653", ref: "G" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "destroy", target: "G" }, { type: "destroy", target: "Y" }],
    expect: { "p1.board": ["RLK_653"] },
  });
});

describeCard("RLK_592", () => {
  cardCase("RLK_592", {
    does: "Battlecry: the other friendly Undead gets +5/+5 and Taunt; the Yeti nothing",
    p1: { hand: [{ card: "RLK_592", ref: "I" }], board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "I" }],
    check: (r) => {
      const w = r.state.players[0]!.board.find((e) => e.ref === "W")!;
      const y = r.state.players[0]!.board.find((e) => e.ref === "Y")!;
      expect([w.attack, w.health]).toEqual([6, 6]);
      expect(w.seen?.TAUNT).toBe(1);
      expect([y.attack, y.health]).toEqual([4, 5]);
    },
  });
  cardCase("RLK_592", {
    does: "Deathrattle: the same for another friendly Undead",
    p1: { board: [{ card: "RLK_592", ref: "I", tags: { REBORN: 0 } }, { card: WISP, ref: "W" }] },
    actions: [{ type: "destroy", target: "I" }],
    expect: { "W.attack": 6, "W.health": 6 },
  });
});

describeCard("NX2_006", () => {
  cardCase("NX2_006", {
    does: "after your hero attacks, a 1/1 Undead Pirate; a minion's attack does not count",
    p1: { board: [{ card: "NX2_006", ref: "J" }, { card: YETI, ref: "Y" }], weapon: { card: "CS2_106" } },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "attack", attacker: "Y", defender: "p2.hero" }],
    expect: { "p1.board": ["NX2_006", "NX2_006t", YETI], "p2.hero.health": 23 },
  });
});

describeCard("RLK_827", () => {
  cardCase("RLK_827", {
    does: "your hero attacks a Yeti: its Health is set to 1 first, so the weapon's 3 kill it",
    p1: { board: [{ card: "RLK_827" }], weapon: { card: "CS2_106" } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
    expect: { "p2.board": [], "p1.hero.health": 26 },
  });
  cardCase("RLK_827", {
    does: "a minion's attack: Health not set",
    p1: { board: [{ card: "RLK_827", ref: "K" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "K", defender: "Y" }],
    expect: { "Y.health": 2 },
  });
});

describeCard("RLK_603", () => {
  cardCase("RLK_603", {
    does: "costs (2) less with a damaged hero and a damaged minion; draws 2",
    p1: { hero: { card: "HERO_01", health: 20 }, board: [{ card: YETI, health: 4 }], hand: [{ card: "RLK_603", ref: "L" }], deck: deckOf(WISP, 3), mana: { crystals: 2, used: 0 } },
    actions: [{ type: "play", card: "L" }],
    expect: { "p1.hand.length": 2, "p1.mana.used": 2 },
  });
});

describeCard("RLK_650", () => {
  cardCase("RLK_650", {
    does: "dies: a 1/1 Zombie that, dying, summons a 1/1 Zombie",
    p1: { board: [{ card: "RLK_650", ref: "Z" }] },
    actions: [{ type: "destroy", target: "Z" }, { type: "destroy", target: "p1.board.0" }],
    expect: { "p1.board": ["RLK_650t2"], "p1.board.0.attack": 1, "p1.board.0.health": 1 },
  });
});

describeCard("RLK_593", () => {
  cardCase("RLK_593", {
    does: "the Yeti in the deck becomes 8/10; the spell unchanged",
    p1: { hand: [{ card: "RLK_593", ref: "L" }], deck: [{ card: YETI, ref: "Y" }, { card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "Y.attack": 8, "Y.health": 10, "F.cost": 4 },
  });
});

describeCard("NX2_032", () => {
  cardCase("NX2_032", {
    does: "dies with 3 Mana left: spends it, three 2/2 Rush Zombies",
    p1: { board: [{ card: "NX2_032", ref: "E" }], mana: { crystals: 10, used: 7 } },
    actions: [{ type: "destroy", target: "E" }],
    expect: { "p1.board": ["NX2_032t", "NX2_032t", "NX2_032t"], "p1.mana.used": 10 },
  });
});

describeCard("RLK_845", () => {
  cardCase("RLK_845", {
    does: "dies: a copy of the card in the opponent's deck; their deck keeps it",
    p1: { board: [{ card: "RLK_845", ref: "M" }] },
    p2: { deck: [{ card: "CS2_029" }] },
    actions: [{ type: "destroy", target: "M" }],
    expect: { "p1.hand": ["CS2_029"], "p2.deck": ["CS2_029"] },
  });
});

describeCard("NX2_016", () => {
  cardCase("NX2_016", {
    does: "a Demon and an Amalgam get the Deathrattle once each (two Implocs when both die), a Yeti not",
    p1: { hand: [{ card: "NX2_016", ref: "N" }], board: [{ card: "NX2_050", ref: "A" }, { card: "RLK_211t", ref: "D" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "N" }, { type: "destroy", target: "A" }, { type: "destroy", target: "Y" }],
    expect: { "p1.board": ["NX2_016t", "RLK_211t"] },
  });
});

describeCard("NX2_017", () => {
  cardCase("NX2_017", {
    does: "no discard this game: 2 damage to all minions",
    p1: { hand: [{ card: "NX2_017", ref: "P" }], board: [{ card: YETI, ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "F.health": 3, "Y.health": 3 },
  });
  cardCase("NX2_017", {
    does: "after a discard this game: 3",
    p1: { hand: [{ card: "NX2_017", ref: "P" }], tags: { NUM_CARDS_DISCARDED_THIS_GAME: 1 } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "Y.health": 2 },
  });
});

describeCard("RLK_831", () => {
  cardCase("RLK_831", {
    does: "dies: the minion in the opponent's hand becomes a Plaguespreader; their spell stays",
    p1: { board: [{ card: "RLK_831", ref: "P" }] },
    p2: { hand: [{ card: "CS2_029" }, { card: YETI }] },
    actions: [{ type: "destroy", target: "P" }],
    expect: { "p2.hand": ["CS2_029", "RLK_831"] },
  });
});

describeCard("RLK_553", () => {
  cardCase("RLK_553", {
    does: "draws a 4-Cost and a 7-Cost minion: one 2/3 Taunt Spirit",
    p1: { hand: [{ card: "RLK_553", ref: "P" }], deck: [{ card: "CS2_029" }, { card: YETI }, { card: "RLK_706" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.board": ["RLK_553t"], "p1.hand.length": 2, "p1.deck": ["CS2_029"] },
  });
});

describeCard("RLK_547", () => {
  cardCase("RLK_547", {
    does: "Discovers a spell (any class), costing (1) less than printed",
    p1: { hand: [{ card: "RLK_547", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    check: (r) => {
      const h = r.state.players[0]!.hand;
      expect(h).toHaveLength(1);
      const base = findCard(h[0]!.card)!;
      expect(base.type).toBe("SPELL");
      expect(h[0]!.enchantments?.map((e) => e.card)).toContain("RLK_547e");
      // (a spell with a Cost aura of its own on itself moves its Cost more: only those without one are compared)
      if (!h[0]!.enchantments?.some((e) => !e.card)) expect(h[0]!.cost).toBe(Math.max(0, (base.cost ?? 0) - 1));
    },
  });
});

describeCard("NX2_012", () => {
  cardCase("NX2_012", {
    does: "hero with a 3-Attack weapon: +2, then 5 damage to the minion; the Attack lasts this turn only",
    p1: { hand: [{ card: "NX2_012", ref: "R" }], weapon: { card: "CS2_106" }, deck: deckOf(WISP, 2) },
    p2: { board: [{ card: "CS2_200", ref: "B" }], deck: deckOf(WISP, 2) },
    actions: [{ type: "play", card: "R", target: "B" }, { type: "endTurn" }],
    expect: { "B.health": 2, "p1.hero.attack": 0 },
  });
});

describeCard("RLK_818", () => {
  cardCase("RLK_818", {
    does: "three enemies: 1 damage to each of them",
    p1: { hand: [{ card: "RLK_818", ref: "R" }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "A.health": 4, "B.health": 4, "p2.hero.health": 29 },
  });
  cardCase("RLK_818", {
    does: "four enemies: three of them hit once each",
    p1: { hand: [{ card: "RLK_818", ref: "R" }] },
    p2: { board: [{ card: YETI }, { card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "R" }],
    check: (r) => {
      const p = r.state.players[1]!;
      const lost = [30 - p.hero.health!, ...p.board.map((e) => 5 - e.health!)];
      expect(lost.filter((x) => x === 1)).toHaveLength(3);
      expect(lost.filter((x) => x === 0)).toHaveLength(1);
    },
  });
});

describeCard("RLK_550", () => {
  cardCase("RLK_550", {
    does: "the other minion gets the Deathrattle: dying, it gives your minions +1/+1",
    p1: { hand: [{ card: "RLK_550", ref: "R" }], board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "R" }, { type: "destroy", target: "W" }],
    expect: { "R.attack": 4, "R.health": 7, "p1.board": ["RLK_550"] },
  });
});

describeCard("RLK_216", () => {
  cardCase("RLK_216", {
    does: "Deathrattle cards in the deck cost (1) less; others not",
    p1: { hand: [{ card: "RLK_216", ref: "R" }], deck: [{ card: "RLK_070", ref: "D" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "D.cost": 1, "Y.cost": 4 },
  });
});

describeCard("RLK_533", () => {
  cardCase("RLK_533", {
    does: "draws 3, the one chosen (the second) is discarded",
    p1: { hand: [{ card: "RLK_533", ref: "S" }, { card: "CS2_029" }], deck: [{ card: YETI }, { card: "EX1_066" }, { card: WISP }] },
    choices: [1],
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hand.length": 3, "p1.graveyard": ["EX1_066", "RLK_533"] },
  });
});

describeCard("RLK_826", () => {
  cardCase("RLK_826", {
    does: "the Arcane spell in hand gets Spell Damage +1 (Arcane Bolt deals 3), a Fire spell not",
    p1: { hand: [{ card: "RLK_826", ref: "F" }, { card: "RLK_843", ref: "B" }], mana: { crystals: 5, used: 0 } },
    actions: [{ type: "play", card: "F" }, { type: "play", card: "B", target: "p2.hero" }],
    expect: { "p2.hero.health": 27 },
  });
});

describeCard("RLK_741", () => {
  cardCase("RLK_741", {
    does: "destroys all other minions; 1 Corpse for each of the two enemies (its own side's gives none)",
    p1: { hand: [{ card: "RLK_741", ref: "S" }], board: [{ card: YETI }], corpses: 0 },
    p2: { board: [{ card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "S" }],
    // 2 from the Battlecry, 1 for the friendly Yeti's death
    expect: { "p1.board": ["RLK_741"], "p2.board": [], "p1.corpses": 3 },
  });
});

describeCard("RLK_914", () => {
  cardCase("RLK_914", {
    does: "dies: a random Shadow spell",
    p1: { board: [{ card: "RLK_914", ref: "U" }] },
    actions: [{ type: "destroy", target: "U" }],
    check: (r) => {
      const h = r.state.players[0]!.hand;
      expect(h).toHaveLength(1);
      expect(findCard(h[0]!.card)!.spellSchool).toBe("SHADOW");
    },
  });
});

describeCard("RLK_532", () => {
  cardCase("RLK_532", {
    does: "discarded (Savage Ymirjar's Battlecry): it is summoned",
    p1: { hand: [{ card: "RLK_535", ref: "S" }, { card: "RLK_532" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["RLK_535", "RLK_532"], "p1.hand": [] },
  });
});

describeCard("RLK_534", () => {
  cardCase("RLK_534", {
    does: "played: 5 damage split among the enemies (the lone hero takes all 5)",
    p1: { hand: [{ card: "RLK_534", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p2.hero.health": 25 },
  });
  cardCase("RLK_534", {
    does: "discarded: the same 5",
    p1: { hand: [{ card: "RLK_535", ref: "Y" }, { card: "RLK_534" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "p2.hero.health": 25, "p1.hand": [] },
  });
});

describeCard("RLK_210", () => {
  cardCase("RLK_210", {
    does: "after an Outcast card is played, a random Outcast card; after another card nothing",
    p1: { board: [{ card: "RLK_210" }], hand: [{ card: "BT_491", ref: "S" }, { card: WISP, ref: "W" }], deck: deckOf(YETI, 3) },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "S" }],
    check: (r) => {
      const h = r.state.players[0]!.hand;
      // Spectral Sight played from the edge: 2 draws (Yetis), then the random Outcast card
      expect(h.filter((e) => e.card === YETI)).toHaveLength(2);
      const other = h.filter((e) => e.card !== YETI);
      expect(other).toHaveLength(1);
      expect(findCard(other[0]!.card)!.mechanics).toContain("OUTCAST");
    },
  });
});

describeCard("RLK_213", () => {
  cardCase("RLK_213", {
    does: "costs (1) less for each of the two Outcast cards played this game",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "RLK_213", ref: "V" }], playedThisGame: [{ card: "BT_491", cost: 2, turn: 3 }, { card: "RLK_207", cost: 1, turn: 3 }, { card: YETI, cost: 4, turn: 3 }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "V.cost": 5 },
  });
});

describeCard("RLK_541", () => {
  cardCase("RLK_541", {
    does: "an Arcane spell (Arcane Bolt) casts twice; a Fire spell once",
    p1: { board: [{ card: "RLK_541" }], hand: [{ card: "RLK_843", ref: "B" }, { card: "CS2_029", ref: "F" }], mana: { crystals: 7, used: 0 } },
    actions: [{ type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 20 },
  });
});

describeCard("RLK_590", () => {
  cardCase("RLK_590", {
    does: "with 3 other cards in hand costs (6); fills the hand with random spells",
    p1: { hand: [{ card: "RLK_590", ref: "S" }, { card: YETI }, { card: YETI }, { card: YETI }], mana: { crystals: 6, used: 0 } },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const h = r.state.players[0]!.hand;
      expect(h).toHaveLength(10);
      for (const e of h.slice(3)) expect(findCard(e.card)!.type).toBe("SPELL");
    },
  });
});

describeCard("NX2_001", () => {
  cardCase("NX2_001", {
    does: "two Mage spells (from the past), each (2) less than printed",
    p1: { hand: [{ card: "NX2_001", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    check: (r) => {
      const h = r.state.players[0]!.hand;
      expect(h).toHaveLength(2);
      for (const e of h) {
        const c = findCard(e.card)!;
        expect([c.type, c.cardClass]).toEqual(["SPELL", "MAGE"]);
        expect(e.cost).toBe(Math.max(0, (c.cost ?? 0) - 2));
      }
    },
  });
});

describeCard("NX2_025", () => {
  cardCase("NX2_025", {
    does: "destroyed: a random Outcast card",
    p1: { weapon: { card: "NX2_025", ref: "G" } },
    actions: [{ type: "destroy", target: "G" }],
    check: (r) => {
      const h = r.state.players[0]!.hand;
      expect(h).toHaveLength(1);
      expect(findCard(h[0]!.card)!.mechanics).toContain("OUTCAST");
    },
  });
});

describeCard("RLK_207", () => {
  cardCase("RLK_207", {
    does: "Outcast: the next Outcast card costs (1) less, once",
    p1: { hand: [{ card: "RLK_207", ref: "F" }, { card: YETI }, { card: "BT_491", ref: "S" }, { card: "RLK_207", ref: "G" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "S.cost": 1, "G.cost": 0 },
  });
  cardCase("RLK_207", {
    does: "played from the middle: no discount",
    p1: { hand: [{ card: YETI }, { card: "RLK_207", ref: "F" }, { card: "BT_491", ref: "S" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "S.cost": 2 },
  });
  cardCase("RLK_207", {
    does: "the state is used up by the next Outcast card played",
    p1: { hand: [{ card: "RLK_207", ref: "F" }, { card: "BT_491", ref: "S" }, { card: "RLK_207", ref: "G" }], deck: deckOf(YETI, 3) },
    actions: [{ type: "play", card: "F" }, { type: "play", card: "S" }],
    expect: { "G.cost": 1 },
  });
});

describeCard("RLK_823", () => {
  cardCase("RLK_823", {
    does: "an Undead played this turn gets Reborn; a non-Undead not",
    p1: { hand: [{ card: "RLK_823", ref: "U" }, { card: WISP, ref: "W" }, { card: "EX1_066", ref: "O" }] },
    actions: [{ type: "play", card: "U" }, { type: "play", card: "W" }, { type: "play", card: "O" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b.find((e) => e.ref === "W")!.seen?.REBORN).toBe(1);
      expect(b.find((e) => e.ref === "O")!.seen?.REBORN).toBeUndefined();
    },
  });
  cardCase("RLK_823", {
    does: "next turn it is gone",
    p1: { hand: [{ card: "RLK_823", ref: "U" }, { card: WISP, ref: "W" }], deck: deckOf(YETI, 3) },
    p2: { deck: deckOf(YETI, 3) },
    actions: [{ type: "play", card: "U" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "W" }],
    check: (r) => {
      const w = r.state.players[0]!.board.find((e) => e.ref === "W")!;
      expect(w.seen?.REBORN).toBeUndefined();
    },
  });
});

describeCard("RLK_607", () => {
  cardCase("RLK_607", {
    does: "end of your turn: the opponent discards their spell, keeps their minion",
    p1: { board: [{ card: "RLK_607" }] },
    p2: { hand: [{ card: YETI }, { card: "CS2_029" }], deck: deckOf(WISP, 2) },
    actions: [{ type: "endTurn" }],
    expect: { "p2.hand": [YETI, WISP], "p2.graveyard": ["CS2_029"] },
  });
});

describeCard("RLK_651", () => {
  cardCase("RLK_651", {
    does: "costs (1) less for each Armor: 5 Armor, (3)",
    p1: { hero: { card: "HERO_01", armor: 5 }, hand: [{ card: "RLK_651", ref: "C" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "C.cost": 3 },
  });
});

describeCard("NX2_008", () => {
  cardCase("NX2_008", {
    does: "the Yeti (4) becomes a Discovered 5-Cost minion",
    p1: { hand: [{ card: "NX2_008", ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    check: (r) => {
      const b = r.state.players[1]!.board;
      expect(b).toHaveLength(1);
      const c = findCard(b[0]!.card)!;
      expect([c.type, c.cost]).toEqual(["MINION", 5]);
      expect(r.state.players[0]!.hand).toHaveLength(0);
    },
  });
});

describeCard("RLK_658", () => {
  cardCase("RLK_658", {
    does: "destroys the friendly Undead (a 4/4 Undead Reborn-less copy: Harkener's token) and your minions gain its 4 Attack",
    p1: { hand: [{ card: "RLK_658", ref: "N" }], board: [{ card: "RLK_554t", ref: "U" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "N", target: "U" }],
    expect: { "p1.board": [YETI, "RLK_658"], "Y.attack": 8, "N.attack": 9 },
  });
});

describeCard("NX2_026", () => {
  cardCase("NX2_026", {
    does: "three spells cast while held: a Demon from the deck (not another Evoker)",
    p1: { hand: [{ card: "NX2_026", ref: "E", tags: { HELD_SINCE_PLAY: 1 } }], deck: [{ card: "NX2_026" }, { card: "RLK_211t" }],
      playedThisGame: [{ card: FROST, cost: 2, turn: 3 }, { card: FROST, cost: 2, turn: 3 }, { card: FROST, cost: 2, turn: 5 }],
      tags: { NUM_CARDS_PLAYED_THIS_GAME: 3 } },
    actions: [{ type: "play", card: "E" }],
    expect: { "p1.board": ["NX2_026", "RLK_211t"], "p1.deck": ["NX2_026"] },
  });
  cardCase("NX2_026", {
    does: "two spells: nothing",
    p1: { hand: [{ card: "NX2_026", ref: "E", tags: { HELD_SINCE_PLAY: 1 } }], deck: [{ card: "RLK_211t" }],
      playedThisGame: [{ card: FROST, cost: 2, turn: 3 }, { card: FROST, cost: 2, turn: 5 }], tags: { NUM_CARDS_PLAYED_THIS_GAME: 2 } },
    actions: [{ type: "play", card: "E" }],
    expect: { "p1.board": ["NX2_026"] },
  });
});

describeCard("NX2_035", () => {
  cardCase("NX2_035", {
    does: "three spells cast while held (this turn): 3 of the 4 enemy minions Frozen",
    p1: { hand: [{ card: FROST, ref: "A" }, { card: FROST, ref: "B" }, { card: FROST, ref: "C" }, { card: "NX2_035", ref: "S" }] },
    p2: { board: [{ card: "CS2_200" }, { card: "CS2_200" }, { card: "CS2_200" }, { card: "CS2_200" }] },
    actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "C", target: "p2.hero" }, { type: "play", card: "S" }],
    check: (r) => {
      expect(r.state.players[1]!.board.filter((e) => e.tags?.FROZEN).length).toBe(3);
    },
  });
});

describeCard("RLK_828", () => {
  cardCase("RLK_828", {
    does: "after your hero attacks: +1/+1 to your minions on the board, in hand and in deck",
    p1: { weapon: { card: "RLK_828" }, board: [{ card: WISP, ref: "B" }], hand: [{ card: YETI, ref: "H" }, { card: FROST, ref: "S" }], deck: [{ card: YETI, ref: "D" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "B.attack": 2, "H.attack": 5, "D.health": 6, "p2.hero.health": 26 },
  });
});

describeCard("RLK_913", () => {
  cardCase("RLK_913", {
    does: "kills a Yeti by attacking: a fresh Yeti for you",
    p1: { board: [{ card: "RLK_913", ref: "D" }] },
    p2: { board: [{ card: YETI }] },
    actions: [{ type: "attack", attacker: "D", defender: "p2.board.0" }],
    expect: { "p2.board": [], "p1.board": ["RLK_913", YETI], "p1.board.1.health": 5 },
  });
});

describeCard("RLK_537", () => {
  cardCase("RLK_537", {
    does: "destroys a Yeti; the Undead in your hand gains +4/+5",
    p1: { hand: [{ card: "RLK_537", ref: "T" }, { card: WISP, ref: "W" }, { card: "CS2_200", ref: "O" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "T", target: "Y" }],
    expect: { "p2.board": [], "W.attack": 5, "W.health": 6, "O.attack": 6 },
  });
});

describeCard("RLK_217", () => {
  cardCase("RLK_217", {
    does: "dies: a 4/4 copy of the Deathrattle minion of the deck, (4) less",
    p1: { board: [{ card: "RLK_217", ref: "S" }], deck: [{ card: YETI }, { card: "RLK_217" }, { card: "RLK_706" }, { card: "RLK_554" }] },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "p1.hand": ["RLK_554"], "p1.hand.0.attack": 4, "p1.hand.0.health": 4, "p1.hand.0.cost": 1, "p1.deck.length": 4 },
  });
});

describeCard("RLK_655", () => {
  cardCase("RLK_655", {
    does: "two friendly Undead: each +1/+1, the enemy Yeti -2/-2",
    p1: { hand: [{ card: "RLK_655", ref: "W" }], board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }, { card: "CS2_200", ref: "O" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "W", target: "Y" }],
    expect: { "A.attack": 2, "B.health": 2, "O.attack": 6, "Y.attack": 2, "Y.health": 3 },
  });
});

describeCard("RLK_212", () => {
  cardCase("RLK_212", {
    does: "survives 4 damage: 4 to the enemy hero",
    p1: { board: [{ card: "RLK_212", ref: "B" }] },
    actions: [{ type: "damage", target: "B", amount: 4 }],
    expect: { "p2.hero.health": 26, "B.health": 5 },
  });
  cardCase("RLK_212", {
    does: "killed by the damage: nothing",
    p1: { board: [{ card: "RLK_212", ref: "B" }] },
    actions: [{ type: "damage", target: "B", amount: 9 }],
    expect: { "p2.hero.health": 30, "p1.board": [] },
  });
});

describeCard("RLK_952", () => {
  cardCase("RLK_952", {
    does: "on your turn an enemy minion takes double (2 → 4); a friendly one not",
    p1: { board: [{ card: "RLK_952" }, { card: YETI, ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "damage", target: "Y", amount: 2 }, { type: "damage", target: "F", amount: 2 }],
    expect: { "Y.health": 1, "F.health": 3 },
  });
  cardCase("RLK_952", {
    does: "on the opponent's turn: normal damage",
    p1: { board: [{ card: "RLK_952" }], deck: deckOf(WISP, 2) },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: deckOf(WISP, 2) },
    actions: [{ type: "endTurn" }, { type: "damage", target: "Y", amount: 2 }],
    expect: { "Y.health": 3 },
  });
});

describeCard("RLK_924", () => {
  cardCase("RLK_924", {
    does: "a minion summoned with less Attack (a 1/1 Wisp) gets Divine Shield and Rush; one with as much (3/2 Raptor) not",
    p1: { board: [{ card: "RLK_924" }], hand: [{ card: WISP, ref: "W" }, { card: "CS2_172", ref: "R" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "R" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      const w = b.find((e) => e.ref === "W")!, rap = b.find((e) => e.ref === "R")!;
      expect([w.seen?.DIVINE_SHIELD, w.seen?.RUSH]).toEqual([1, 1]);
      expect([rap.seen?.DIVINE_SHIELD, rap.seen?.RUSH]).toEqual([undefined, undefined]);
    },
  });
});

describeCard("RLK_206", () => {
  cardCase("RLK_206", {
    does: "draws a spell: 4 damage to the lowest-Health enemy (the Raptor, not the Yeti)",
    p1: { hand: [{ card: "RLK_206", ref: "M" }], deck: [{ card: FROST }] },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: "CS2_172", ref: "R" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hand": [FROST], "p2.board": [YETI], "Y.health": 5 },
  });
  cardCase("RLK_206", {
    does: "draws a minion: no damage",
    p1: { hand: [{ card: "RLK_206", ref: "M" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: "CS2_172", ref: "R" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hand": [WISP], "R.health": 2 },
  });
});

describeCard("NX2_003", () => {
  cardCase("NX2_003", {
    does: "a spell cast last turn: Discovers an Elemental",
    p1: { hand: [{ card: "NX2_003", ref: "W" }], tags: { NUM_SPELLS_PLAYED_LAST_TURN: 1 } },
    actions: [{ type: "play", card: "W" }],
    check: (r) => {
      const h = r.state.players[0]!.hand;
      expect(h).toHaveLength(1);
      expect(findCard(h[0]!.card)!.races).toEqual(expect.arrayContaining([expect.stringMatching(/ELEMENTAL|ALL/)]));
    },
  });
  cardCase("NX2_003", {
    does: "none last turn: nothing",
    p1: { hand: [{ card: "NX2_003", ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.hand": [] },
  });
});
