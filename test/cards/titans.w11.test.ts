/** TITANS (w11/titans): cards drawn this turn, spell schools cast this game, and texts the format already had. */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const FROSTBOLT = "CS2_024"; // Frost
const FROST_NOVA = "CS2_026"; // Frost
const FIREBALL = "CS2_029"; // Fire
const INNERVATE = "EX1_169"; // Nature
const BACKSTAB = "CS2_072"; // no school
const ARCANE_INTELLECT = "CS2_023"; // Arcane, draws 2
const played = (...cards: string[]) => cards.map((card) => ({ card, cost: 1, turn: 3 }));

describeCard("TTN_844", () => {
  cardCase("TTN_844", {
    does: "+1 Attack for each card you drew this turn",
    p1: { board: [{ card: "TTN_844", ref: "G" }], hand: [{ card: ARCANE_INTELLECT, ref: "AI" }], deck: [{ card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "AI" }],
    expect: { "G.attack": 3, "p1.tags.NUM_CARDS_DRAWN_THIS_TURN": 2 },
  });
  cardCase("TTN_844", {
    does: "the count restarts as the next turn starts; the turn's draw counts",
    p1: { board: [{ card: "TTN_844", ref: "G" }], tags: { NUM_CARDS_DRAWN_THIS_TURN: 3 }, deck: [{ card: YETI }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "G.attack": 1, "p2.tags.NUM_CARDS_DRAWN_THIS_TURN": 1 },
  });
  cardCase("TTN_844", {
    does: "the opponent's draws don't count",
    p1: { board: [{ card: "TTN_844", ref: "G" }] },
    p2: { tags: { NUM_CARDS_DRAWN_THIS_TURN: 4 } },
    actions: [{ type: "attack", attacker: "G", defender: "p2.hero" }],
    expect: { "G.attack": 1, "p2.hero.health": 29 },
  });
});

describeCard("TTN_841", () => {
  cardCase("TTN_841", {
    does: "costs (1) less per card drawn this turn; your hero gains +4 Attack this turn only",
    p1: { hand: [{ card: "TTN_841", ref: "M" }], tags: { NUM_CARDS_DRAWN_THIS_TURN: 2 } },
    actions: [{ type: "play", card: "M" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p1.mana.used": 3, "p2.hero.health": 26 },
  });
  cardCase("TTN_841", {
    does: "the Attack is gone at the end of the turn",
    p1: { hand: [{ card: "TTN_841", ref: "M" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "M" }, { type: "endTurn" }],
    expect: { "p1.hero.attack": 0, "p1.mana.used": 5 },
  });
});

describeCard("TTN_731", () => {
  cardCase("TTN_731", {
    does: "the first draw of the turn leaves it; the second (another card's) destroys it",
    p1: { board: [{ card: "TTN_731", ref: "C" }], hand: [{ card: "EX1_015", ref: "N1" }, { card: "EX1_015", ref: "N2" }], deck: [{ card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "N1" }],
    expect: { "C.zone": "board", "p1.tags.NUM_CARDS_DRAWN_THIS_TURN": 1 },
  });
  cardCase("TTN_731", {
    does: "two single draws: destroyed at the second",
    p1: { board: [{ card: "TTN_731", ref: "C" }], hand: [{ card: "EX1_015", ref: "N1" }, { card: "EX1_015", ref: "N2" }], deck: [{ card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "N1" }, { type: "play", card: "N2" }],
    expect: { "C.zone": "graveyard" },
  });
  cardCase("TTN_731", {
    does: "Arcane Intellect's second draw destroys it",
    p1: { board: [{ card: "TTN_731", ref: "C" }], hand: [{ card: ARCANE_INTELLECT, ref: "AI" }], deck: [{ card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "AI" }],
    expect: { "C.zone": "graveyard", "p1.hand.length": 2 },
  });
  cardCase("TTN_731", {
    does: "a third draw (the second already past) does nothing",
    p1: { board: [{ card: "TTN_731", ref: "C" }], tags: { NUM_CARDS_DRAWN_THIS_TURN: 2 }, hand: [{ card: ARCANE_INTELLECT, ref: "AI" }], deck: [{ card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "AI" }],
    expect: { "C.zone": "board" },
  });
  cardCase("TTN_731", {
    does: "the opponent's draws don't count",
    p1: { board: [{ card: "TTN_731", ref: "C" }] },
    p2: { hand: [{ card: ARCANE_INTELLECT, ref: "AI" }], deck: [{ card: YETI }, { card: YETI }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "AI" }],
    expect: { "C.zone": "board" },
  });
});

describeCard("TTN_085", () => {
  cardCase("TTN_085", {
    does: "costs (1) less per different spell school cast (Frost twice counts once; a schoolless spell none); draws 2",
    p1: { hand: [{ card: "TTN_085", ref: "W" }], deck: [{ card: YETI }, { card: YETI }], playedThisGame: played(FROSTBOLT, FROST_NOVA, FIREBALL, BACKSTAB, YETI) },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.mana.used": 3, "p1.hand.length": 2 },
  });
});

describeCard("TTN_478", () => {
  cardCase("TTN_478", {
    does: "1 damage to all enemy minions, +1 per spell school cast (Fire, Nature: 3)",
    p1: { hand: [{ card: "TTN_478", ref: "I" }], board: [{ card: YETI, ref: "MINE" }], playedThisGame: played(FIREBALL, INNERVATE, BACKSTAB) },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "Y.health": 2, "O.health": 4, "MINE.health": 5, "p2.hero.health": 30 },
  });
  cardCase("TTN_478", {
    does: "no spells cast: 1 damage",
    p1: { hand: [{ card: "TTN_478", ref: "I" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "Y.health": 4 },
  });
});

describeCard("TTN_476", () => {
  cardCase("TTN_476", {
    does: "Discovers a spell of a school not cast this game (Frost, Fire cast): a spell of another school",
    p1: { hand: [{ card: "TTN_476", ref: "D" }], playedThisGame: played(FROSTBOLT, FIREBALL) },
    actions: [{ type: "play", card: "D" }],
    choices: [0],
    check: (r) => {
      const hand = r.state.players[0].hand;
      expect(hand.length).toBe(1);
      const f = findCard(hand[0]!.card)!;
      expect(f.type).toBe("SPELL");
      expect(f.spellSchool).toBeTruthy();
      expect(["FROST", "FIRE"]).not.toContain(f.spellSchool);
    },
  });
});

describeCard("TTN_480", () => {
  cardCase("TTN_480", {
    does: "a Primordial Vortex (4/5, one Bonus Effect) for each spell school cast: two",
    p1: { hand: [{ card: "TTN_480", ref: "E" }], playedThisGame: played(FROSTBOLT, FIREBALL, FROST_NOVA) },
    actions: [{ type: "play", card: "E" }],
    check: (r) => {
      const board = r.state.players[0].board;
      expect(board.length).toBe(2);
      for (const m of board) {
        expect(m.card).toMatch(/^TTN_480t\d?$/);
        expect([m.attack, m.health]).toEqual([4, 5]);
      }
    },
  });
  cardCase("TTN_480", {
    does: "no spell cast: nothing",
    p1: { hand: [{ card: "TTN_480", ref: "E" }] },
    actions: [{ type: "play", card: "E" }],
    expect: { "p1.board": [] },
  });
});

describeCard("YOG_301", () => {
  cardCase("YOG_301", {
    does: "both players take Fatigue damage twice: 1+2 each",
    p1: { hand: [{ card: "YOG_301", ref: "E" }], deck: [{ card: YETI }] },
    p2: { tags: { FATIGUE: 2 } },
    actions: [{ type: "play", card: "E" }],
    expect: { "p1.hero.health": 27, "p2.hero.health": 23, "p1.deck.length": 1, "p1.tags.FATIGUE": 2, "p2.tags.FATIGUE": 4 },
  });
});

describeCard("YOG_529", () => {
  cardCase("YOG_529", {
    does: "spend all Mana (7 left): +7 Attack this turn",
    p1: { hand: [{ card: "YOG_529", ref: "F" }], mana: { crystals: 10, used: 3 } },
    actions: [{ type: "play", card: "F", choose: 1 }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p1.mana.used": 10, "p2.hero.health": 23, "p1.hero.armor": 0 },
  });
  cardCase("YOG_529", {
    does: "or twice as much Armor",
    p1: { hand: [{ card: "YOG_529", ref: "F" }], mana: { crystals: 10, used: 6 } },
    actions: [{ type: "play", card: "F", choose: 2 }],
    expect: { "p1.mana.used": 10, "p1.hero.armor": 8, "p1.hero.attack": 0 },
  });
});

describeCard("YOG_401", () => {
  cardCase("YOG_401", {
    does: "nothing now; at your next turn's start, 3 more cards besides the turn's draw",
    p1: { hand: [{ card: "YOG_401", ref: "S" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.hand.length": 4, "S.zone": "graveyard" },
  });
  cardCase("YOG_401", {
    does: "waits in the secret zone",
    p1: { hand: [{ card: "YOG_401", ref: "S" }], deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hand.length": 0, "S.zone": "secrets" },
  });
});

describeCard("TTN_811", () => {
  cardCase("TTN_811", {
    does: "after the Battlecry, each Armor gain gives your hero that much Attack for the turn",
    p1: { hand: [{ card: "TTN_811", ref: "O" }, { card: "CS2_106", ref: "X" }], heroPower: { card: "HERO_01bp" } },
    actions: [{ type: "play", card: "O" }, { type: "heroPower" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p1.hero.armor": 2, "p2.hero.health": 28 },
  });
  cardCase("TTN_811", {
    does: "the Attack goes at the end of the turn; the state stays for the next turns",
    p1: { hand: [{ card: "TTN_811", ref: "O" }], heroPower: { card: "HERO_01bp" }, deck: [{ card: YETI }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "O" }, { type: "heroPower" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower" }],
    expect: { "p1.hero.armor": 4, "p1.hero.attack": 2 },
  });
  cardCase("TTN_811", {
    does: "no Attack from Armor gained before it was played",
    p1: { hand: [{ card: "TTN_811", ref: "O" }], heroPower: { card: "HERO_01bp" } },
    actions: [{ type: "heroPower" }, { type: "play", card: "O" }],
    expect: { "p1.hero.armor": 2, "p1.hero.attack": 0 },
  });
});

describeCard("TTN_465", () => {
  cardCase("TTN_465", {
    does: "summons an Ironbound Giant (Rush) with the chosen friendly minion's Attack and Health",
    p1: { board: [{ card: "TTN_465", ref: "L" }, { card: YETI, ref: "Y", health: 3 }] },
    actions: [{ type: "useLocation", card: "L", target: "Y" }],
    check: (r) => {
      const g = r.state.players[0].board.find((m) => m.card === "TTN_465t")!;
      expect([g.attack, g.health]).toEqual([4, 3]);
      expect(g.seen?.RUSH).toBe(1);
    },
  });
  cardCase("TTN_465", {
    does: "an enemy minion can't be chosen",
    p1: { board: [{ card: "TTN_465", ref: "L" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "useLocation", card: "L", target: "Y" }],
    error: "illegal_action",
  });
});

describeCard("TTN_487", () => {
  cardCase("TTN_487", {
    does: "Discovers a minion from the deck (drawn) and summons a Taunt Tentacle with its stats",
    p1: { hand: [{ card: "TTN_487", ref: "L" }], deck: [{ card: "CS2_200", ref: "O" }, { card: FIREBALL }] },
    actions: [{ type: "play", card: "L" }],
    check: (r) => {
      const me = r.state.players[0];
      expect(me.hand.map((c) => c.card)).toEqual(["CS2_200"]);
      const t = me.board.find((m) => m.card === "TTN_487t")!;
      expect([t.attack, t.health]).toEqual([6, 7]);
      expect(t.seen?.TAUNT).toBe(1);
    },
  });
  cardCase("TTN_487", {
    does: "no minion in the deck: no Tentacle",
    p1: { hand: [{ card: "TTN_487", ref: "L" }], deck: [{ card: FIREBALL }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "p1.board": ["TTN_487"] },
  });
});

describeCard("TTN_735", () => {
  cardCase("TTN_735", {
    does: "Discovers a Frost spell from the deck: a random enemy minion is Frozen",
    p1: { hand: [{ card: "TTN_735", ref: "N" }], deck: [{ card: FROSTBOLT, ref: "F" }, { card: YETI }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "F.zone": "hand", "E.tags.FROZEN": 1 },
  });
  cardCase("TTN_735", {
    does: "a Fire spell: nothing Frozen",
    p1: { hand: [{ card: "TTN_735", ref: "N" }], deck: [{ card: FIREBALL, ref: "F" }, { card: YETI }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "F.zone": "hand", "E.tags.FROZEN": undefined },
  });
});

describeCard("TTN_950", () => {
  cardCase("TTN_950", {
    does: "summons two 1/1 Saplings",
    p1: { hand: [{ card: "TTN_950", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["TTN_950t", "TTN_950t"], "p1.board.0.attack": 1, "p1.board.0.health": 1 },
  });
  cardCase("TTN_950", {
    does: "held as two of your turns ended, it Blossoms as your turn starts: two 2/2 Treants",
    p1: { hand: [{ card: "TTN_950", ref: "S", tags: { NUM_TURNS_IN_HAND: 1 } }], deck: [{ card: YETI }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "S" }],
    expect: { "S.card": "TTN_950t3", "p1.board": ["TTN_950t2", "TTN_950t2"], "p1.board.0.attack": 2, "p1.board.0.health": 2 },
  });
  cardCase("TTN_950", {
    does: "held one turn: not yet",
    p1: { hand: [{ card: "TTN_950", ref: "S" }], deck: [{ card: YETI }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "S.card": "TTN_950" },
  });
});

describeCard("TTN_930", () => {
  cardCase("TTN_930", {
    does: "draws 1 and gains 5 Armor",
    p1: { hand: [{ card: "TTN_930", ref: "S" }], deck: [{ card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hero.armor": 5, "p1.hand.length": 1 },
  });
  cardCase("TTN_930", {
    does: "held as three of your turns ended: Frost Lotus Blossom (draw 2, 10 Armor)",
    p1: { hand: [{ card: "TTN_930", ref: "S", tags: { NUM_TURNS_IN_HAND: 2 } }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "S" }],
    expect: { "S.card": "TTN_930t", "p1.hero.armor": 10, "p1.hand.length": 3 },
  });
});

const summons = (card: string, n: number, controller: 1 | 2 = 1) => Array.from({ length: n }, () => ({ card, controller, turn: 3 }));

describeCard("TTN_954", () => {
  cardCase("TTN_954", {
    does: "costs (1) less per Treant you summoned (any card named Treant; the opponent's don't count); +2/+2 to your minions",
    p1: { hand: [{ card: "TTN_954", ref: "C" }], board: [{ card: WISP, ref: "W" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    state: { summons: [...summons("TTN_950t2", 2), ...summons("EX1_158t", 1), ...summons("TTN_950t2", 3, 2), ...summons(YETI, 2)] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.mana.used": 5, "W.attack": 3, "W.health": 3, "E.attack": 1 },
  });
  cardCase("TTN_954", {
    does: "a Treant summoned this turn counts (Forest Blossoms' two)",
    p1: { hand: [{ card: "TTN_954", ref: "C" }, { card: "TTN_950t3", ref: "F" }] },
    actions: [{ type: "play", card: "F" }, { type: "play", card: "C" }],
    expect: { "p1.mana.used": 7, "p1.board.0.attack": 4, "p1.board.0.health": 4 },
  });
});

describeCard("TTN_401", () => {
  cardCase("TTN_401", {
    does: "+1/+1 for each other Astral Automaton summoned (played ones too), itself not counted",
    p1: { hand: [{ card: "TTN_401", ref: "A" }] },
    state: { summons: summons("TTN_401", 2) },
    actions: [{ type: "play", card: "A" }],
    expect: { "A.attack": 3, "A.health": 4 },
  });
  cardCase("TTN_401", {
    does: "a second one played makes both bigger",
    p1: { hand: [{ card: "TTN_401", ref: "A" }, { card: "TTN_401", ref: "B" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }],
    expect: { "A.attack": 2, "A.health": 3, "B.attack": 2, "B.health": 3 },
  });
});

describeCard("TTN_900", () => {
  cardCase("TTN_900", {
    does: "Deathrattle: a 2/2 Earthen Golem, +2/+2 for each other Earthen you summoned (two before: 6/6)",
    p1: { board: [{ card: "TTN_900", ref: "K" }] },
    p2: { hand: [{ card: FIREBALL, ref: "F" }] },
    state: { activePlayer: 2, summons: [...summons("TTN_900t", 2), ...summons("TTN_900t", 1, 2)] },
    actions: [{ type: "play", card: "F", target: "K" }],
    expect: { "p1.board": ["TTN_900t"], "p1.board.0.attack": 6, "p1.board.0.health": 6 },
  });
  cardCase("TTN_900", {
    does: "the first Earthen is a 2/2",
    p1: { board: [{ card: "TTN_900", ref: "K" }] },
    p2: { hand: [{ card: FIREBALL, ref: "F" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "F", target: "K" }],
    expect: { "p1.board": ["TTN_900t"], "p1.board.0.attack": 2, "p1.board.0.health": 2 },
  });
});

describeCard("TTN_856", () => {
  cardCase("TTN_856", {
    does: "at the end of your turn an Earthen Golem: 2/2, then 4/4 the next turn",
    p1: { board: [{ card: "TTN_856", ref: "D" }], deck: [{ card: YETI }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    check: (r) => {
      const golems = r.state.players[0].board.filter((m) => m.card === "TTN_900t").map((m) => [m.attack, m.health]);
      expect(golems.sort((a, b) => a[0]! - b[0]!)).toEqual([[2, 2], [4, 4]]);
    },
  });
});

describeCard("TTN_475", () => {
  cardCase("TTN_475", {
    does: "draws 1, plus 1 for each Elemental you played on your previous turn (not the opponent's, not older ones)",
    p1: { hand: [{ card: "TTN_475", ref: "G" }], deck: Array.from({ length: 6 }, () => ({ card: YETI })),
      playedThisGame: [{ card: "CS2_042", cost: 6, turn: 1 }, { card: "CS2_042", cost: 6, turn: 3 }, { card: "CS2_042", cost: 6, turn: 3 }, { card: YETI, cost: 4, turn: 3 }] },
    p2: { playedThisGame: [{ card: "CS2_042", cost: 6, turn: 4 }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.hand.length": 3 },
  });
  cardCase("TTN_475", {
    does: "no Elemental last turn: one card",
    p1: { hand: [{ card: "TTN_475", ref: "G" }], deck: [{ card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.hand.length": 1 },
  });
});

describeCard("TTN_840", () => {
  cardCase("TTN_840", {
    does: "played Dormant; after you draw 4 cards it awakens (3: still Dormant)",
    p1: { hand: [{ card: "TTN_840", ref: "S" }, { card: ARCANE_INTELLECT, ref: "A1" }, { card: "EX1_015", ref: "N" }], deck: Array.from({ length: 5 }, () => ({ card: YETI })) },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "A1" }, { type: "play", card: "N" }],
    expect: { "S.tags.DORMANT": 1 },
  });
  cardCase("TTN_840", {
    does: "the fourth draw awakens it (a Rush 5/4)",
    p1: { hand: [{ card: "TTN_840", ref: "S" }, { card: ARCANE_INTELLECT, ref: "A1" }, { card: ARCANE_INTELLECT, ref: "A2" }], deck: Array.from({ length: 5 }, () => ({ card: YETI })) },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "A1" }, { type: "play", card: "A2" }, { type: "attack", attacker: "S", defender: "W" }],
    expect: { "S.tags.DORMANT": undefined, "W.zone": "graveyard" },
  });
});
