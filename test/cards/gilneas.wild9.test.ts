/** Behaviour tests of The Witchwood (GILNEAS) cards implemented in session 9 (w9/wild-f). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";
import { at } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // Bloodfen Raptor, 3/2 Beast
const FIREBALL = "CS2_029";
const COIN = "GAME_005";
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));
const costOf = (id: string) => findCard(id)!.cost;

/** The swapping cards' cases: `a`/`h` the card's own Attack and Health. */
function swapCases(id: string, a: number, h: number): void {
  cardCase(id, {
    does: `at the start of your turn in hand it becomes the ${h}/${a} printing, and back the turn after; the opponent's turn does not swap it`,
    state: { activePlayer: 2 },
    p1: { hand: [{ card: id, ref: "S" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "S.card": `${id}t`, "S.attack": h, "S.health": a },
  });
  cardCase(id, {
    does: "swapped twice it is itself again, its buff kept",
    state: { activePlayer: 2 },
    p1: { hand: [{ card: id, ref: "S", enchantments: [{ card: "GIL_828e" }] }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "S.card": id, "S.attack": a + 3, "S.health": h + 3 },
  });
  cardCase(id, {
    does: "buffed +3/+3 and swapped: the buff stays on the swapped stats",
    state: { activePlayer: 2 },
    p1: { hand: [{ card: id, ref: "S", enchantments: [{ card: "GIL_828e" }] }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "S.card": `${id}t`, "S.attack": h + 3, "S.health": a + 3 },
  });
  cardCase(id, {
    does: "in play it stays as it is",
    state: { activePlayer: 2 },
    p1: { board: [{ card: id, ref: "S" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "S.card": id, "S.attack": a, "S.health": h },
  });
}

describe("The Witchwood (session 9)", () => {
  describeCard("GIL_507", () => {
    cardCase("GIL_507", {
      does: "gains +1 Health for each card left in your hand (3 cards: a 4/4)",
      p1: { hand: [{ card: "GIL_507", ref: "G" }, { card: WISP }, { card: WISP }, { card: WISP }] },
      p2: { hand: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.attack": 4, "G.health": 4, "G.maxHealth": 4 },
    });
    cardCase("GIL_507", {
      does: "an empty hand: no Health gained (4/1)",
      p1: { hand: [{ card: "GIL_507", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.health": 1 },
    });
  });

  describeCard("GIL_188", () => {
    cardCase("GIL_188", {
      does: "first option: becomes the 4/2 Rush form",
      p1: { hand: [{ card: "GIL_188", ref: "D" }] },
      actions: [{ type: "play", card: "D", choose: 1 }],
      expect: { "p1.board": ["GIL_188t"], "p1.board.0.attack": 4, "p1.board.0.health": 2 },
    });
    cardCase("GIL_188", {
      does: "second option: becomes the 2/4 Taunt form",
      p1: { hand: [{ card: "GIL_188", ref: "D" }] },
      actions: [{ type: "play", card: "D", choose: 2 }],
      expect: { "p1.board": ["GIL_188t2"], "p1.board.0.attack": 2, "p1.board.0.health": 4 },
    });
    cardCase("GIL_188", {
      does: "with Fandral Staghelm: the combined 4/4 Rush Taunt form",
      p1: { board: [{ card: "OG_044" }], hand: [{ card: "GIL_188", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.board": ["OG_044", "GIL_188t3"], "p1.board.1.attack": 4, "p1.board.1.health": 4 },
    });
  });

  describeCard("GIL_637", () => {
    cardCase("GIL_637", {
      does: "draws, then gains 1 Armor per card in hand (2 held + 1 drawn = 3 Armor)",
      p1: { hand: [{ card: "GIL_637", ref: "F" }, { card: WISP }, { card: WISP }], deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "Y.zone": "hand", "p1.hero.armor": 3, "p2.hero.armor": 0 },
    });
  });

  describeCard("GIL_833", () => {
    cardCase("GIL_833", {
      does: "at the end of your turn both players draw a card",
      p1: { board: [{ card: "GIL_833" }], deck: [{ card: YETI, ref: "A" }, { card: YETI }] },
      p2: { deck: [{ card: WISP, ref: "B" }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "A.zone": "hand", "p1.hand.length": 1, "p2.hand.length": 2 },
    });
    cardCase("GIL_833", {
      does: "not at the end of the opponent's turn",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "GIL_833" }], deck: [{ card: YETI }, { card: YETI }] },
      p2: { deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.hand.length": 1, "p2.hand.length": 0 },
    });
  });

  describeCard("GIL_658", () => {
    cardCase("GIL_658", {
      does: "adds a 10/10 copy costing (10) of the chosen friendly minion to your hand",
      p1: { board: [{ card: RAPTOR, ref: "R" }], hand: [{ card: "GIL_658", ref: "S" }] },
      actions: [{ type: "play", card: "S", target: "R" }],
      expect: { "p1.hand": [RAPTOR], "p1.hand.0.attack": 10, "p1.hand.0.health": 10, "p1.hand.0.cost": 10, "R.attack": 3 },
    });
    cardCase("GIL_658", {
      does: "an enemy minion cannot be chosen",
      p1: { hand: [{ card: "GIL_658", ref: "S" }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }] },
      actions: [{ type: "play", card: "S", target: "R" }],
      error: "illegal_action",
    });
  });

  describeCard("GIL_553", () => {
    cardCase("GIL_553", {
      does: "summons a 1/1 Wisp for each card in your hand (2)",
      p1: { hand: [{ card: "GIL_553", ref: "W" }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.board": ["GIL_553t", "GIL_553t"], "p2.board": [] },
    });
    cardCase("GIL_553", {
      does: "an empty hand summons nothing",
      p1: { hand: [{ card: "GIL_553", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.board": [] },
    });
  });

  describeCard("GIL_571", () => {
    cardCase("GIL_571", {
      does: "summons a friendly Beast that died this game, not a non-Beast nor an enemy Beast",
      p1: { hand: [{ card: "GIL_571", ref: "W" }] },
      state: { deaths: [{ card: RAPTOR, controller: 1, turn: 2 }, { card: YETI, controller: 1, turn: 3 }, { card: "CS2_120", controller: 2, turn: 3 }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.board": [RAPTOR], "p2.board": [] },
    });
    cardCase("GIL_571", {
      does: "no friendly Beast died: nothing",
      p1: { hand: [{ card: "GIL_571", ref: "W" }] },
      state: { deaths: [{ card: YETI, controller: 1, turn: 3 }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.board": [] },
    });
  });

  describeCard("GIL_905", () => {
    cardCase("GIL_905", {
      does: "after a minion (an enemy one) died this turn: Poisonous",
      p1: { hand: [{ card: FIREBALL, ref: "FB" }, { card: "GIL_905", ref: "C" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "FB", target: "W" }, { type: "play", card: "C" }],
      expect: { "C.seen.POISONOUS": 1 },
    });
    cardCase("GIL_905", {
      does: "no minion died this turn: no Poisonous",
      p1: { hand: [{ card: "GIL_905", ref: "C" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "C.seen.POISONOUS": undefined },
    });
  });

  describeCard("GIL_828", () => {
    cardCase("GIL_828", {
      does: "gives the Beast +3/+3 and shuffles 3 copies of its card with +3/+3 into your deck",
      p1: { board: [{ card: RAPTOR, ref: "R" }], hand: [{ card: "GIL_828", ref: "D" }] },
      actions: [{ type: "play", card: "D", target: "R" }],
      expect: {
        "R.attack": 6, "R.health": 5, "p1.deck": [RAPTOR, RAPTOR, RAPTOR],
        "p1.deck.0.attack": 6, "p1.deck.1.health": 5, "p1.deck.2.attack": 6, "p2.deck": [],
      },
    });
    cardCase("GIL_828", {
      does: "a non-Beast cannot be chosen",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "GIL_828", ref: "D" }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      error: "illegal_action",
    });
  });

  describeCard("GIL_128", () => {
    cardCase("GIL_128", {
      does: "doubles the Attack and Health of the minions in your hand (a Yeti 8/10), not spells nor the opponent's",
      p1: { hand: [{ card: "GIL_128", ref: "E" }, { card: YETI, ref: "Y" }, { card: FIREBALL, ref: "FB" }] },
      p2: { hand: [{ card: YETI, ref: "EY" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "Y.attack": 8, "Y.health": 10, "EY.attack": 4, "E.attack": 8 },
    });
  });

  describeCard("GIL_650", () => {
    cardCase("GIL_650", {
      does: "your other minions have Rush: a Yeti played this turn attacks a minion",
      p1: { board: [{ card: "GIL_650", ref: "H" }], hand: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "Y" }, { type: "attack", attacker: "Y", defender: "W" }],
      expect: { "W.zone": "graveyard", "H.tags.RUSH": undefined },
    });
    cardCase("GIL_650", {
      does: "enemy minions get no Rush",
      p1: { board: [{ card: "GIL_650", ref: "H" }], hand: [{ card: COIN, ref: "C" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "W.seen.RUSH": undefined },
    });
  });

  describeCard("GIL_607", () => {
    cardCase("GIL_607", {
      does: "a 1-Cost minion you play gets Poisonous; a 4-Cost one does not",
      p1: { board: [{ card: "GIL_607" }], hand: [{ card: "CS2_168", ref: "M" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M" }, { type: "play", card: "Y" }],
      expect: { "M.seen.POISONOUS": 1, "Y.seen.POISONOUS": undefined },
    });
    cardCase("GIL_607", {
      does: "the opponent's 1-Cost minion gets nothing",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "GIL_607" }] },
      p2: { hand: [{ card: "CS2_168", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "M.seen.POISONOUS": undefined },
    });
  });

  describeCard("GIL_518", () => {
    cardCase("GIL_518", {
      does: "4 damage to a minion; costs its usual (4) when no minion died this turn",
      p1: { hand: [{ card: "GIL_518", ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "W", target: "Y" }],
      expect: { "Y.health": 1, "p1.mana.used": 4 },
    });
    cardCase("GIL_518", {
      does: "after a minion died this turn it costs (1)",
      p1: { hand: [{ card: FIREBALL, ref: "FB" }, { card: "GIL_518", ref: "W" }] },
      p2: { board: [{ card: WISP, ref: "X" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "FB", target: "X" }, { type: "play", card: "W", target: "Y" }],
      expect: { "Y.health": 1, "p1.mana.used": 5 },
    });
  });

  describeCard("GIL_691", () => {
    cardCase("GIL_691", {
      does: "drawing a minion adds a copy of it; a spell drawn adds nothing",
      p1: { board: [{ card: "GIL_691" }], deck: [{ card: FIREBALL, ref: "FB" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "draw", player: 1 }, { type: "draw", player: 1 }],
      expect: { "p1.hand": [FIREBALL, YETI, YETI] },
    });
    cardCase("GIL_691", {
      does: "the opponent's draws add nothing",
      p1: { board: [{ card: "GIL_691" }] },
      p2: { deck: [{ card: YETI }] },
      actions: [{ type: "draw", player: 2 }],
      expect: { "p1.hand": [], "p2.hand": [YETI] },
    });
  });

  describeCard("GIL_645", () => {
    cardCase("GIL_645", {
      does: "an Elemental played last turn: draws a card",
      p1: { hand: [{ card: "GIL_645", ref: "B" }], deck: [{ card: YETI, ref: "Y" }], playedLastTurn: ["CS2_042"], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 1 } },
      actions: [{ type: "play", card: "B" }],
      expect: { "Y.zone": "hand" },
    });
    cardCase("GIL_645", {
      does: "a non-Elemental played last turn: no draw",
      p1: { hand: [{ card: "GIL_645", ref: "B" }], deck: [{ card: YETI, ref: "Y" }], playedLastTurn: [YETI], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 1 } },
      actions: [{ type: "play", card: "B" }],
      expect: { "Y.zone": "deck" },
    });
  });

  describeCard("GIL_548", () => {
    cardCase("GIL_548", {
      does: "draws 3; the spell drawn is discarded, the minions kept",
      p1: { hand: [{ card: "GIL_548", ref: "B" }], deck: [{ card: YETI, ref: "Y1" }, { card: FIREBALL, ref: "FB" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "Y1.zone": "hand", "W.zone": "hand", "FB.zone": "graveyard", "events.discard": 1 },
    });
  });

  describeCard("GIL_640", () => {
    cardCase("GIL_640", {
      does: "+1/+1 for each card you draw (2 draws: 6/6)",
      p1: { board: [{ card: "GIL_640", ref: "C" }], deck: [{ card: YETI }, { card: YETI }] },
      actions: [{ type: "draw", player: 1 }, { type: "draw", player: 1 }],
      expect: { "C.attack": 6, "C.health": 6 },
    });
    cardCase("GIL_640", {
      does: "the opponent's draw gives nothing",
      p1: { board: [{ card: "GIL_640", ref: "C" }] },
      p2: { deck: [{ card: YETI }] },
      actions: [{ type: "draw", player: 2 }],
      expect: { "C.attack": 4 },
    });
  });

  describeCard("GIL_801", () => {
    cardCase("GIL_801", {
      does: "freezes a minion that is not Frozen, and it lives",
      p1: { hand: [{ card: "GIL_801", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "Y.zone": "board", "Y.tags.FROZEN": 1 },
    });
    cardCase("GIL_801", {
      does: "destroys a minion already Frozen",
      p1: { hand: [{ card: "GIL_801", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y", tags: { FROZEN: 1 } }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "Y.zone": "graveyard" },
    });
  });

  describeCard("GIL_664", () => {
    cardCase("GIL_664", {
      does: "casting a spell summons a random 2-Cost minion for you; a minion played summons nothing",
      p1: { board: [{ card: "GIL_664" }], hand: [{ card: COIN, ref: "C" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "W" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(3);
        expect(costOf(board[1]!.card)).toBe(2);
        expect(board[2]!.card).toBe(WISP);
      },
    });
  });

  describeCard("GIL_815", () => {
    cardCase("GIL_815", {
      does: "shuffles a plain copy of the chosen friendly minion into your deck",
      p1: { board: [{ card: RAPTOR, ref: "R", enchantments: [{ card: "GIL_828e" }] }], hand: [{ card: "GIL_815", ref: "B" }] },
      actions: [{ type: "play", card: "B", target: "R" }],
      expect: { "p1.deck": [RAPTOR], "p1.deck.0.attack": 3, "p1.deck.0.health": 2, "R.zone": "board", "p2.deck": [] },
    });
    cardCase("GIL_815", {
      does: "no friendly minion: played without a target, nothing shuffled",
      p1: { hand: [{ card: "GIL_815", ref: "B" }] },
      p2: { board: [{ card: RAPTOR }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.deck": [] },
    });
  });

  describeCard("GIL_119", () => {
    cardCase("GIL_119", {
      does: "your other Elementals have +2 Attack; not non-Elementals, not enemy Elementals",
      p1: { board: [{ card: "GIL_119", ref: "CE" }, { card: "CS2_042", ref: "F" }, { card: YETI, ref: "Y" }], hand: [{ card: COIN, ref: "C" }] },
      p2: { board: [{ card: "CS2_042", ref: "E" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "F.attack": 8, "Y.attack": 4, "E.attack": 6, "CE.attack": 7 },
    });
  });

  describeCard("GIL_648", () => {
    cardCase("GIL_648", {
      does: "destroys all enemy Secrets, not yours",
      p1: { hand: [{ card: "GIL_648", ref: "C" }], secrets: [{ card: "EX1_130", ref: "M" }] },
      p2: { secrets: [{ card: "EX1_554", ref: "S1" }, { card: "EX1_610", ref: "S2" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "S1.zone": "graveyard", "S2.zone": "graveyard", "M.zone": "secrets" },
    });
  });

  describeCard("GIL_578", () => {
    cardCase("GIL_578", {
      does: "draws one Rush card, one Lifesteal card and one Deathrattle card; the others stay",
      p1: {
        hand: [{ card: "GIL_578", ref: "C" }],
        deck: [{ card: YETI, ref: "Y" }, { card: "GIL_607t", ref: "R" }, { card: "GIL_558", ref: "L" }, { card: "FP1_001", ref: "D" }],
      },
      actions: [{ type: "play", card: "C" }],
      expect: { "R.zone": "hand", "L.zone": "hand", "D.zone": "hand", "Y.zone": "deck" },
    });
    cardCase("GIL_578", {
      does: "no such cards: nothing drawn, no Fatigue",
      p1: { hand: [{ card: "GIL_578", ref: "C" }], deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "Y.zone": "deck", "p1.hero.health": 30 },
    });
  });

  describeCard("GIL_118", () => {
    cardCase("GIL_118", {
      does: "Deathrattle: restores 8 Health to your hero",
      p1: { hero: { card: "HERO_01", health: 15 }, board: [{ card: "GIL_118", ref: "D" }] },
      p2: { hero: { card: "HERO_02", health: 15 } },
      actions: [{ type: "destroy", target: "D" }],
      expect: { "p1.hero.health": 23, "p2.hero.health": 15 },
    });
  });

  describeCard("GIL_513", () => {
    cardCase("GIL_513", {
      does: "Deathrattle: your minions get +1 Attack, not the enemy's",
      p1: { board: [{ card: "GIL_513", ref: "L" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "L" }],
      expect: { "Y.attack": 5, "Y.health": 5, "E.attack": 4 },
    });
  });

  describeCard("GIL_125", () => {
    cardCase("GIL_125", {
      does: "three hats on the only other minion: +3/+3",
      p1: { hand: [{ card: "GIL_125", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "Y.attack": 7, "Y.health": 8, "M.attack": 3 },
    });
    cardCase("GIL_125", {
      does: "three hats shared among the other minions (+3/+3 in all), never the Hatter",
      p1: { board: [{ card: YETI, ref: "A" }], hand: [{ card: "GIL_125", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "B" }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        expect((at(r.state, "A").attack ?? 0) + (at(r.state, "B").attack ?? 0)).toBe(11);
        expect(at(r.state, "M").attack).toBe(3);
      },
    });
  });

  describeCard("GIL_683", () => {
    cardCase("GIL_683", {
      does: "summons a 2/1 Poisonous Drakeslayer for the opponent",
      p1: { hand: [{ card: "GIL_683", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.board": ["GIL_683"], "p2.board": ["GIL_683t"], "p2.board.0.seen.POISONOUS": 1 },
    });
  });

  describeCard("GIL_124", () => {
    cardCase("GIL_124", {
      does: "destroys every other minion with 2 or less Attack, both sides; a 3-Attack one lives",
      p1: { board: [{ card: WISP, ref: "W" }, { card: RAPTOR, ref: "R" }], hand: [{ card: "GIL_124", ref: "M" }] },
      p2: { board: [{ card: "CS2_120", ref: "E" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "W.zone": "graveyard", "E.zone": "graveyard", "R.zone": "board", "M.zone": "board" },
    });
  });

  describeCard("GIL_682", () => {
    cardCase("GIL_682", {
      does: "summons two 2/1 Mucklings for the opponent",
      p1: { hand: [{ card: "GIL_682", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.board": ["GIL_682"], "p2.board": ["GIL_682t", "GIL_682t"] },
    });
  });

  describeCard("GIL_624", () => {
    cardCase("GIL_624", {
      does: "the only minion on the battlefield: +3/+3",
      p1: { hand: [{ card: "GIL_624", ref: "N" }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "N.attack": 6, "N.health": 6 },
    });
    cardCase("GIL_624", {
      does: "an enemy minion there: no buff",
      p1: { hand: [{ card: "GIL_624", ref: "N" }] },
      p2: { board: [{ card: WISP }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "N.attack": 3, "N.health": 3 },
    });
  });

  describeCard("GIL_681", () => {
    cardCase("GIL_681", {
      does: "has all minion types: Cauldron Elemental counts it as an Elemental",
      p1: { board: [{ card: "GIL_119" }, { card: "GIL_681", ref: "A" }], hand: [{ card: COIN, ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "A.attack": 5 },
    });
  });

  describeCard("GIL_212", () => {
    cardCase("GIL_212", {
      does: "adds two random 1-Cost minions to your hand",
      p1: { hand: [{ card: "GIL_212", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(2);
        for (const c of hand) { expect(costOf(c.card)).toBe(1); expect(findCard(c.card)!.type).toBe("MINION"); }
        expect(r.state.players[1].hand).toHaveLength(0);
      },
    });
  });

  describeCard("GIL_667", () => {
    cardCase("GIL_667", {
      does: "Deathrattle: restores 6 Health to your hero",
      p1: { hero: { card: "HERO_01", health: 10 }, board: [{ card: "GIL_667", ref: "R" }] },
      actions: [{ type: "destroy", target: "R" }],
      expect: { "p1.hero.health": 16 },
    });
  });

  describeCard("GIL_581", () => {
    cardCase("GIL_581", {
      does: "draws an Elemental from your deck, not the other card",
      p1: { hand: [{ card: "GIL_581", ref: "S" }], deck: [{ card: "CS2_042", ref: "F" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "F.zone": "hand", "Y.zone": "deck" },
    });
  });

  describeCard("GIL_601", () => {
    cardCase("GIL_601", {
      does: "holding a Dragon: +1 Attack and Rush (it attacks a minion at once)",
      p1: { hand: [{ card: "GIL_601", ref: "S" }, { card: "EX1_563" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "S", defender: "W" }],
      expect: { "S.attack": 5, "W.zone": "graveyard" },
    });
    cardCase("GIL_601", {
      does: "no Dragon in hand: stays a 4/4 without Rush",
      p1: { hand: [{ card: "GIL_601", ref: "S" }, { card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "S.attack": 4, "S.seen.RUSH": undefined },
    });
  });

  describeCard("GIL_616", () => {
    cardCase("GIL_616", {
      does: "Deathrattle: two 2/2 Saplings, each of which leaves two 1/1 Woodchips",
      p1: { board: [{ card: "GIL_616", ref: "F" }] },
      actions: [{ type: "destroy", target: "F" }, { type: "destroy", target: "p1.board.0" }],
      expect: { "p1.board": ["GIL_616t2", "GIL_616t2", "GIL_616t"] },
    });
  });

  describeCard("GIL_816", () => {
    cardCase("GIL_816", {
      does: "Deathrattle: adds a random Dragon to your hand",
      p1: { board: [{ card: "GIL_816", ref: "E" }] },
      actions: [{ type: "destroy", target: "E" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(findCard(hand[0]!.card)!.races).toEqual(expect.arrayContaining([expect.stringMatching(/^(DRAGON|ALL)$/)]));
      },
    });
  });

  describeCard("GIL_213", () => {
    cardCase("GIL_213", {
      does: "each player gets a random 2-Cost minion",
      p1: { hand: [{ card: "GIL_213", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      check: (r) => {
        for (const p of r.state.players) {
          expect(p.hand).toHaveLength(1);
          expect(costOf(p.hand[0]!.card)).toBe(2);
        }
      },
    });
  });

  describeCard("GIL_819", () => {
    cardCase("GIL_819", {
      does: "after a friendly minion dies: a random Shaman spell; an enemy death gives nothing",
      p1: { board: [{ card: "GIL_819" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "E" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(findCard(hand[0]!.card)).toMatchObject({ type: "SPELL", cardClass: "SHAMAN" });
      },
    });
  });

  describeCard("GIL_623", () => {
    cardCase("GIL_623", {
      does: "loses 1 Health for each card in the opponent's hand (3 cards: 3/9)",
      p1: { hand: [{ card: "GIL_623", ref: "G" }, { card: WISP }] },
      p2: { hand: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.health": 9, "G.maxHealth": 9 },
    });
  });

  describeCard("GIL_584", () => {
    cardCase("GIL_584", {
      does: "draws the lowest-Cost minion of your deck (a spell cheaper is passed over)",
      p1: { hand: [{ card: "GIL_584", ref: "P" }], deck: [{ card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R" }, { card: COIN, ref: "C" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "R.zone": "hand", "Y.zone": "deck", "C.zone": "deck" },
    });
  });

  describeCard("GIL_117", () => {
    cardCase("GIL_117", {
      does: "at the end of your turn, 2 damage to every other damaged minion; undamaged ones untouched",
      p1: { board: [{ card: "GIL_117", ref: "A", tags: { DAMAGE: 1 } }, { card: YETI, ref: "D", tags: { DAMAGE: 1 } }] },
      p2: { board: [{ card: YETI, ref: "E", tags: { DAMAGE: 2 } }, { card: YETI, ref: "U" }] },
      actions: [{ type: "endTurn" }],
      expect: { "D.health": 2, "E.health": 1, "U.health": 5, "A.health": 5 },
    });
  });

  describeCard("GIL_526", () => {
    cardCase("GIL_526", {
      does: "holding a Dragon: +1 Attack and Taunt",
      p1: { hand: [{ card: "GIL_526", ref: "W" }, { card: "EX1_563" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "W.attack": 4, "W.seen.TAUNT": 1 },
    });
    cardCase("GIL_526", {
      does: "no Dragon in hand: nothing",
      p1: { hand: [{ card: "GIL_526", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "W.attack": 3, "W.seen.TAUNT": undefined },
    });
  });

  // ---- odd / even decks ----
  describeCard("GIL_130", () => {
    cardCase("GIL_130", {
      does: "a deck of odd-Cost cards only (3 and 1): +2/+2",
      p1: { hand: [{ card: "GIL_130", ref: "G" }], deck: [{ card: "CS2_118" }, { card: "CS2_168" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.attack": 4, "G.health": 8 },
    });
    cardCase("GIL_130", {
      does: "one even-Cost card (a 4-Cost Yeti) in the deck: nothing",
      p1: { hand: [{ card: "GIL_130", ref: "G" }], deck: [{ card: "CS2_118" }, { card: YETI }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.attack": 2, "G.health": 6 },
    });
    cardCase("GIL_130", {
      does: "an empty deck has only odd-Cost cards: +2/+2",
      p1: { hand: [{ card: "GIL_130", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.attack": 4 },
    });
    cardCase("GIL_130", {
      does: "the Cost now counts: a Yeti in the deck made to cost (3) is odd",
      p1: { hand: [{ card: "GIL_130", ref: "G" }], deck: [{ card: YETI, enchantments: [{ card: "CS2_053e" }] }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.attack": 4 },
    });
  });

  describeCard("GIL_838", () => {
    cardCase("GIL_838", {
      does: "only odd-Cost cards in the deck: draws a card",
      p1: { hand: [{ card: "GIL_838", ref: "C" }], deck: [{ card: "CS2_118", ref: "R" }, { card: "CS2_168" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "R.zone": "hand", "p1.hand.length": 1 },
    });
    cardCase("GIL_838", {
      does: "a 0-Cost card (even) in the deck: no draw",
      p1: { hand: [{ card: "GIL_838", ref: "C" }], deck: [{ card: "CS2_118", ref: "R" }, { card: COIN }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "R.zone": "deck" },
    });
  });

  describeCard("GIL_837", () => {
    cardCase("GIL_837", {
      does: "only odd-Cost cards in the deck: your other minions' Health doubles (a damaged Yeti 4/3 becomes 4/6 of 8)",
      p1: { board: [{ card: YETI, ref: "Y", tags: { DAMAGE: 2 } }], hand: [{ card: "GIL_837", ref: "M" }], deck: [{ card: "CS2_168" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "Y.health": 6, "Y.maxHealth": 8, "M.health": 4, "E.health": 5 },
    });
    cardCase("GIL_837", {
      does: "an even-Cost card in the deck: nothing",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "GIL_837", ref: "M" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "Y.health": 5 },
    });
  });

  describeCard("GIL_530", () => {
    cardCase("GIL_530", {
      does: "only even-Cost cards in the deck: 2 damage to the chosen character",
      p1: { hand: [{ card: "GIL_530", ref: "E" }], deck: [{ card: YETI }, { card: COIN }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "E", target: "Y" }],
      expect: { "Y.health": 3 },
    });
    cardCase("GIL_530", {
      does: "an odd-Cost card in the deck: it takes no target",
      p1: { hand: [{ card: "GIL_530", ref: "E" }], deck: [{ card: "CS2_168" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "E", target: "Y" }],
      error: "illegal_action",
    });
  });

  describeCard("GIL_634", () => {
    cardCase("GIL_634", {
      does: "Battlecry, then Deathrattle: each puts a Secret from your deck into the battlefield",
      p1: { hand: [{ card: "GIL_634", ref: "B" }], deck: [{ card: "EX1_130", ref: "S1" }, { card: YETI, ref: "Y" }, { card: "EX1_554", ref: "S2" }] },
      actions: [{ type: "play", card: "B" }, { type: "destroy", target: "B" }],
      expect: { "S1.zone": "secrets", "S2.zone": "secrets", "Y.zone": "deck" },
    });
  });

  describeCard("GIL_903", () => {
    cardCase("GIL_903", {
      does: "after the opponent's third card in a turn, its owner draws 2; two cards do nothing",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "GIL_903", ref: "H" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
      p2: { hand: [{ card: COIN, ref: "C1" }, { card: COIN, ref: "C2" }, { card: COIN, ref: "C3" }] },
      actions: [{ type: "play", card: "C1" }, { type: "play", card: "C2" }, { type: "play", card: "C3" }],
      expect: { "H.zone": "graveyard", "p1.hand.length": 2, "p2.hand.length": 0 },
    });
    cardCase("GIL_903", {
      does: "two cards: the Secret waits",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "GIL_903", ref: "H" }], deck: [{ card: YETI }, { card: YETI }] },
      p2: { hand: [{ card: COIN, ref: "C1" }, { card: COIN, ref: "C2" }] },
      actions: [{ type: "play", card: "C1" }, { type: "play", card: "C2" }],
      expect: { "H.zone": "secrets", "p1.hand.length": 0 },
    });
  });

  describeCard("GIL_685", () => {
    cardCase("GIL_685", {
      does: "with 2 Attack no Taunt nor Lifesteal; given +1 Attack it has both",
      p1: { board: [{ card: "GIL_685", ref: "P" }], hand: [{ card: "CS2_188", ref: "A" }] },
      actions: [{ type: "play", card: "A", target: "P" }],
      expect: { "P.attack": 4, "P.seen.TAUNT": 1, "P.seen.LIFESTEAL": 1 },
    });
    cardCase("GIL_685", {
      does: "at 2 Attack the enemy may attack past it",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "GIL_685", ref: "P" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
      expect: { "p1.hero.health": 26 },
    });
  });

  describeCard("GIL_694", () => {
    cardCase("GIL_694", {
      does: "the 1-Cost cards of your deck become Legendary minions; the others and the opponent's stay",
      p1: { hand: [{ card: "GIL_694", ref: "L" }], deck: [{ card: "CS2_168", ref: "M" }, { card: "EX1_277", ref: "R" }, { card: YETI, ref: "Y" }] },
      p2: { deck: [{ card: "CS2_168", ref: "E" }] },
      actions: [{ type: "play", card: "L" }],
      check: (r) => {
        for (const ref of ["M", "R"]) {
          const f = findCard(at(r.state, ref).card)!;
          expect([f.type, f.rarity]).toEqual(["MINION", "LEGENDARY"]);
        }
        expect(at(r.state, "Y").card).toBe(YETI);
        expect(at(r.state, "E").card).toBe("CS2_168");
      },
    });
  });

  describeCard("GIL_203", () => {
    cardCase("GIL_203", {
      does: "on the opponent's next turn their spells cost (5) more, their minions not",
      p1: { hand: [{ card: "GIL_203", ref: "R" }] },
      p2: { hand: [{ card: FIREBALL, ref: "F" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "R" }, { type: "endTurn" }],
      expect: { "F.cost": 9, "Y.cost": 4 },
    });
    cardCase("GIL_203", {
      does: "over after that turn: back to (4) on your next turn",
      p1: { hand: [{ card: "GIL_203", ref: "R" }], deck: [{ card: WISP }] },
      p2: { hand: [{ card: FIREBALL, ref: "F" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "R" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "F.cost": 4 },
    });
    cardCase("GIL_203", {
      does: "not on the turn it is cast",
      p1: { hand: [{ card: "GIL_203", ref: "R" }] },
      p2: { hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "F.cost": 4 },
    });
  });

  describeCard("GIL_596", () => {
    cardCase("GIL_596", {
      does: "after your hero attacks, your minions get +1/+1",
      p1: { weapon: { card: "GIL_596", ref: "S" }, board: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "Y.attack": 5, "Y.health": 6, "E.attack": 4, "p2.hero.health": 27 },
    });
    cardCase("GIL_596", {
      does: "a minion's attack gives nothing",
      p1: { weapon: { card: "GIL_596", ref: "S" }, board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
      expect: { "Y.attack": 4 },
    });
  });

  describeCard("GIL_817", () => {
    cardCase("GIL_817", {
      does: "after its shield broke, your healing gives it Divine Shield again",
      p1: { hero: { card: "HERO_09", health: 20 }, board: [{ card: "GIL_817", ref: "K", tags: { DIVINE_SHIELD: 0 } }], hand: [{ card: "CS1_112", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "K.seen.DIVINE_SHIELD": 1 },
    });
    cardCase("GIL_817", {
      does: "the opponent's healing gives nothing",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "GIL_817", ref: "K", tags: { DIVINE_SHIELD: 0 } }] },
      p2: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "CS2_007", ref: "H" }] },
      actions: [{ type: "play", card: "H", target: "p2.hero" }],
      expect: { "K.seen.DIVINE_SHIELD": undefined },
    });
  });

  describeCard("GIL_190", () => {
    cardCase("GIL_190", {
      does: "a friendly minion healed: a 3/3 Whelp; your hero healed: none",
      p1: { hero: { card: "HERO_09", health: 20 }, board: [{ card: "GIL_190", ref: "N" }, { card: YETI, ref: "Y", tags: { DAMAGE: 2 } }], hand: [{ card: "CS2_007", ref: "H1" }, { card: "CS2_007", ref: "H2" }] },
      actions: [{ type: "play", card: "H1", target: "Y" }, { type: "play", card: "H2", target: "p1.hero" }],
      expect: { "p1.board": ["GIL_190", "GIL_190t", YETI] },
    });
  });

  describeCard("GIL_156", () => {
    cardCase("GIL_156", {
      does: "undamaged it attacks",
      p1: { board: [{ card: "GIL_156", ref: "Q" }] },
      actions: [{ type: "attack", attacker: "Q", defender: "p2.hero" }],
      expect: { "p2.hero.health": 25 },
    });
    cardCase("GIL_156", {
      does: "damaged it can't attack",
      p1: { board: [{ card: "GIL_156", ref: "Q", tags: { DAMAGE: 1 } }] },
      actions: [{ type: "attack", attacker: "Q", defender: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("GIL_813", () => {
    cardCase("GIL_813", {
      does: "summons a copy of the friendly minion, with its buffs, at 1 Health",
      p1: { board: [{ card: YETI, ref: "Y", enchantments: [{ card: "GIL_828e" }] }], hand: [{ card: "GIL_813", ref: "V" }] },
      actions: [{ type: "play", card: "V", target: "Y" }],
      expect: { "p1.board": [YETI, YETI], "p1.board.1.attack": 7, "p1.board.1.health": 1, "p1.board.1.maxHealth": 8, "Y.health": 8 },
    });
    cardCase("GIL_813", {
      does: "an enemy minion cannot be chosen",
      p1: { hand: [{ card: "GIL_813", ref: "V" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "V", target: "E" }],
      error: "illegal_action",
    });
  });

  describeCard("GIL_827", () => {
    cardCase("GIL_827", {
      does: "adds a random card of the opponent's class (a Mage) to your hand",
      p1: { hand: [{ card: "GIL_827", ref: "B" }] },
      p2: { hero: { card: "HERO_08" } },
      actions: [{ type: "play", card: "B" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(findCard(hand[0]!.card)!.cardClass).toBe("MAGE");
      },
    });
  });

  describeCard("GIL_557", () => {
    cardCase("GIL_557", {
      does: "Deathrattle: draws a Combo card, not another",
      p1: { board: [{ card: "GIL_557", ref: "C" }], deck: [{ card: "EX1_134", ref: "S" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "C" }],
      expect: { "S.zone": "hand", "Y.zone": "deck" },
    });
  });

  describeCard("GIL_902", () => {
    cardCase("GIL_902", {
      does: "Combo: your weapon gets +1 Attack",
      p1: { weapon: { card: "CS2_082", ref: "W" }, hand: [{ card: COIN, ref: "C" }, { card: "GIL_902", ref: "B" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "B" }],
      expect: { "W.attack": 2 },
    });
    cardCase("GIL_902", {
      does: "first card of the turn: nothing",
      p1: { weapon: { card: "CS2_082", ref: "W" }, hand: [{ card: "GIL_902", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "W.attack": 1 },
    });
  });

  describeCard("GIL_687", () => {
    cardCase("GIL_687", {
      does: "3 damage kills the minion: a Coin for you",
      p1: { hand: [{ card: "GIL_687", ref: "W" }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }] },
      actions: [{ type: "play", card: "W", target: "R" }],
      expect: { "R.zone": "graveyard", "p1.hand": [COIN] },
    });
    cardCase("GIL_687", {
      does: "it survives: no Coin",
      p1: { hand: [{ card: "GIL_687", ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "W", target: "Y" }],
      expect: { "Y.health": 2, "p1.hand": [] },
    });
  });

  describeCard("GIL_807", () => {
    cardCase("GIL_807", {
      does: "each spell you cast draws a minion from your deck",
      p1: { board: [{ card: "GIL_807" }], hand: [{ card: COIN, ref: "C" }], deck: [{ card: FIREBALL, ref: "F" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "Y.zone": "hand", "F.zone": "deck" },
    });
  });

  describeCard("GIL_586", () => {
    cardCase("GIL_586", {
      does: "+2/+2 to an Elemental and a random Elemental added",
      p1: { board: [{ card: "CS2_042", ref: "F" }], hand: [{ card: "GIL_586", ref: "E" }] },
      actions: [{ type: "play", card: "E", target: "F" }],
      check: (r) => {
        expect(at(r.state, "F").attack).toBe(8);
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(findCard(hand[0]!.card)!.races).toEqual(expect.arrayContaining([expect.stringMatching(/^(ELEMENTAL|ALL)$/)]));
      },
    });
    cardCase("GIL_586", {
      does: "+2/+2 to a non-Elemental, nothing added",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "GIL_586", ref: "E" }] },
      actions: [{ type: "play", card: "E", target: "Y" }],
      expect: { "Y.attack": 6, "Y.health": 7, "p1.hand": [] },
    });
  });

  describeCard("GIL_583", () => {
    cardCase("GIL_583", {
      does: "destroys your two Totems (not the enemy's) and gains +4/+4",
      p1: { board: [{ card: "CS2_050", ref: "T1" }, { card: "CS2_051", ref: "T2" }, { card: YETI, ref: "Y" }], hand: [{ card: "GIL_583", ref: "C" }] },
      p2: { board: [{ card: "CS2_050", ref: "E" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "T1.zone": "graveyard", "T2.zone": "graveyard", "Y.zone": "board", "E.zone": "board", "C.attack": 6, "C.health": 7 },
    });
    cardCase("GIL_583", {
      does: "no Totems: stays 2/3",
      p1: { hand: [{ card: "GIL_583", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "C.attack": 2, "C.health": 3 },
    });
  });

  describeCard("GIL_531", () => {
    cardCase("GIL_531", {
      does: "adds a random Shaman spell to your hand",
      p1: { hand: [{ card: "GIL_531", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(findCard(hand[0]!.card)).toMatchObject({ type: "SPELL", cardClass: "SHAMAN" });
      },
    });
  });

  describeCard("GIL_600", () => {
    cardCase("GIL_600", {
      does: "2 damage to a minion, Overload (1)",
      p1: { hand: [{ card: "GIL_600", ref: "Z" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Z", target: "Y" }],
      expect: { "Y.health": 3, "p1.mana.overloadOwed": 1 },
    });
    cardCase("GIL_600", {
      does: "a hero cannot be chosen",
      p1: { hand: [{ card: "GIL_600", ref: "Z" }] },
      actions: [{ type: "play", card: "Z", target: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("GIL_693", () => {
    cardCase("GIL_693", {
      does: "at the start of your turn, 1 damage to your hero; not at the opponent's",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "GIL_693" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.hero.health": 29, "p2.hero.health": 30 },
    });
  });

  describeCard("GIL_543", () => {
    cardCase("GIL_543", {
      does: "2 damage to a friendly character, then a Demon Discovered",
      p1: { hero: { card: "HERO_07" }, hand: [{ card: "GIL_543", ref: "D" }] },
      actions: [{ type: "play", card: "D", target: "p1.hero" }],
      check: (r) => {
        expect(r.state.players[0].hero.health).toBe(28);
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(findCard(hand[0]!.card)!.races).toEqual(expect.arrayContaining([expect.stringMatching(/^(DEMON|ALL)$/)]));
      },
    });
    cardCase("GIL_543", {
      does: "an enemy cannot be chosen",
      p1: { hand: [{ card: "GIL_543", ref: "D" }] },
      actions: [{ type: "play", card: "D", target: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("GIL_565", () => {
    cardCase("GIL_565", {
      does: "your hero took damage this turn: Lifesteal",
      p1: { hand: [{ card: "GIL_565", ref: "S" }] },
      actions: [{ type: "damage", target: "p1.hero", amount: 1 }, { type: "play", card: "S" }],
      expect: { "S.seen.LIFESTEAL": 1 },
    });
    cardCase("GIL_565", {
      does: "no damage to your hero: no Lifesteal",
      p1: { hand: [{ card: "GIL_565", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "S.seen.LIFESTEAL": undefined },
    });
  });

  describeCard("GIL_508", () => {
    cardCase("GIL_508", {
      does: "your hero took damage this turn: two 1/1 Bats",
      p1: { hand: [{ card: "GIL_508", ref: "D" }] },
      actions: [{ type: "damage", target: "p1.hero", amount: 1 }, { type: "play", card: "D" }],
      expect: { "p1.board": ["GIL_508t", "GIL_508", "GIL_508t"] },
    });
    cardCase("GIL_508", {
      does: "only the enemy hero damaged: no Bats",
      p1: { hand: [{ card: FIREBALL, ref: "F" }, { card: "GIL_508", ref: "D" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "D" }],
      expect: { "p1.board": ["GIL_508"] },
    });
  });

  describeCard("GIL_191", () => {
    cardCase("GIL_191", {
      does: "summons four 1/1 Imps; a board of 5 takes only 2",
      p1: { board: wisps(5), hand: [{ card: "GIL_191", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.board.length": 7, "p1.board.5.card": "GIL_191t", "p1.board.6.card": "GIL_191t", "p2.board": [] },
    });
  });

  describeCard("GIL_515", () => {
    cardCase("GIL_515", {
      does: "destroys a friendly minion and gains its Attack and Health (a Yeti: 6/7)",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "GIL_515", ref: "R" }] },
      actions: [{ type: "play", card: "R", target: "Y" }],
      expect: { "Y.zone": "graveyard", "R.attack": 6, "R.health": 7 },
    });
    cardCase("GIL_515", {
      does: "an enemy minion cannot be chosen",
      p1: { hand: [{ card: "GIL_515", ref: "R" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "R", target: "E" }],
      error: "illegal_action",
    });
  });

  describeCard("GIL_608", () => {
    cardCase("GIL_608", {
      does: "Deathrattle: your only other minion gets +2 Health",
      p1: { board: [{ card: "GIL_608", ref: "I" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "I" }],
      expect: { "Y.health": 7, "E.health": 5 },
    });
  });

  describeCard("GIL_152", () => {
    cardCase("GIL_152", {
      does: "it can't attack",
      p1: { board: [{ card: "GIL_152", ref: "G" }] },
      actions: [{ type: "attack", attacker: "G", defender: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("GIL_152", {
      does: "each time it takes damage, 3 damage to a random enemy (the hero, the only one)",
      p1: { board: [{ card: "GIL_152", ref: "G" }], hand: [{ card: "CS2_008", ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "G" }],
      expect: { "p2.hero.health": 27, "G.health": 7 },
    });
  });

  describeCard("GIL_547", () => {
    cardCase("GIL_547", {
      does: "kills the minion it attacks: +2/+2",
      p1: { board: [{ card: "GIL_547", ref: "D" }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }] },
      actions: [{ type: "attack", attacker: "D", defender: "R" }],
      expect: { "R.zone": "graveyard", "D.attack": 6, "D.health": 4, "D.maxHealth": 7 },
    });
    cardCase("GIL_547", {
      does: "the minion survives: nothing",
      p1: { board: [{ card: "GIL_547", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "B" }] },
      actions: [{ type: "attack", attacker: "D", defender: "B" }],
      expect: { "D.attack": 4 },
    });
  });

  describeCard("GIL_655", () => {
    cardCase("GIL_655", {
      does: "after each friendly minion's attack, itself included, +1 Attack",
      p1: { board: [{ card: "GIL_655", ref: "H" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "attack", attacker: "H", defender: "p2.hero" }],
      expect: { "H.attack": 4, "p2.hero.health": 23 },
    });
    cardCase("GIL_655", {
      does: "an enemy minion's attack gives nothing",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "GIL_655", ref: "H" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
      expect: { "H.attack": 2 },
    });
  });

  describeCard("GIL_803", () => {
    cardCase("GIL_803", {
      does: "+3 Attack this turn, gone at the turn's end",
      p1: { hand: [{ card: "GIL_803", ref: "M" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "M" }, { type: "endTurn" }],
      expect: { "M.attack": 2 },
    });
    cardCase("GIL_803", {
      does: "with Rush it attacks a minion at 5 Attack the turn it is played",
      p1: { hand: [{ card: "GIL_803", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M" }, { type: "attack", attacker: "M", defender: "Y" }],
      expect: { "Y.zone": "graveyard" },
    });
  });

  describeCard("GIL_155", () => {
    cardCase("GIL_155", {
      does: "undamaged it has 1 Attack; damaged, 4",
      p1: { board: [{ card: "GIL_155", ref: "W" }], hand: [{ card: "CS2_008", ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "W" }],
      expect: { "W.attack": 4, "W.health": 2 },
    });
  });

  describeCard("GIL_580", () => {
    cardCase("GIL_580", {
      does: "draws a Rush minion, not a minion without Rush",
      p1: { hand: [{ card: "GIL_580", ref: "T" }], deck: [{ card: "GIL_607t", ref: "R" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "R.zone": "hand", "Y.zone": "deck" },
    });
  });

  describeCard("GIL_653", () => {
    cardCase("GIL_653", {
      does: "Deathrattle: +2/+1 to your only minion",
      p1: { weapon: { card: "GIL_653", ref: "A" }, board: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "A" }],
      expect: { "Y.attack": 6, "Y.health": 6, "E.attack": 4 },
    });
  });

  // ---- swapping Attack and Health in hand ----
  describeCard("GIL_200", () => swapCases("GIL_200", 2, 5));
  describeCard("GIL_201", () => swapCases("GIL_201", 2, 4));
  describeCard("GIL_202", () => swapCases("GIL_202", 3, 8));
  describeCard("GIL_528", () => swapCases("GIL_528", 2, 6));
  describeCard("GIL_529", () => swapCases("GIL_529", 1, 4));

  describeCard("GIL_142", () => {
    cardCase("GIL_142", {
      does: "at the start of your turn it becomes a card of the opponent's hand (a Fireball, the only one)",
      state: { activePlayer: 2 },
      p1: { hand: [{ card: "GIL_142", ref: "C" }], deck: [{ card: WISP }] },
      p2: { hand: [{ card: FIREBALL, ref: "F" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "C.card": FIREBALL, "F.zone": "hand", "p2.hand.length": 1 },
    });
    cardCase("GIL_142", {
      does: "it keeps shifting each turn in your hand (Fireball, then the Yeti the opponent holds next)",
      state: { activePlayer: 2 },
      p1: { hand: [{ card: "GIL_142", ref: "C" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { hand: [{ card: FIREBALL, ref: "F" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "F", target: "p1.hero" }, { type: "endTurn" }],
      expect: { "C.card": WISP },
    });
    cardCase("GIL_142", {
      does: "an empty enemy hand: it stays Chameleos",
      state: { activePlayer: 2 },
      p1: { hand: [{ card: "GIL_142", ref: "C" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "C.card": "GIL_142" },
    });
  });

  describeCard("GIL_635", () => {
    cardCase("GIL_635", {
      does: "holding a Dragon: Taunt and Divine Shield",
      p1: { hand: [{ card: "GIL_635", ref: "G" }, { card: "EX1_563" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.seen.TAUNT": 1, "G.seen.DIVINE_SHIELD": 1 },
    });
    cardCase("GIL_635", {
      does: "no Dragon: neither",
      p1: { hand: [{ card: "GIL_635", ref: "G" }, { card: YETI }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.seen.TAUNT": undefined, "G.seen.DIVINE_SHIELD": undefined },
    });
  });

  describeCard("GIL_661", () => {
    cardCase("GIL_661", {
      does: "restores 6 Health to your hero and minions, not the enemy's",
      p1: { hero: { card: "HERO_09", health: 20 }, board: [{ card: YETI, ref: "Y", tags: { DAMAGE: 4 } }], hand: [{ card: "GIL_661", ref: "H" }] },
      p2: { hero: { card: "HERO_08", health: 20 }, board: [{ card: YETI, ref: "E", tags: { DAMAGE: 4 } }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.hero.health": 26, "Y.health": 5, "p2.hero.health": 20, "E.health": 1 },
    });
  });

  describeCard("GIL_134", () => {
    cardCase("GIL_134", {
      does: "kills the minion: a plain copy of it in your hand",
      p1: { hand: [{ card: "GIL_134", ref: "H" }] },
      p2: { board: [{ card: RAPTOR, ref: "R", enchantments: [{ card: "GIL_145e" }] }] },
      actions: [{ type: "play", card: "H", target: "R" }],
      expect: { "R.zone": "graveyard", "p1.hand": [RAPTOR], "p1.hand.0.attack": 3, "p1.hand.0.health": 2, "p2.hand": [] },
    });
    cardCase("GIL_134", {
      does: "it survives: nothing added",
      p1: { hand: [{ card: "GIL_134", ref: "H" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "H", target: "Y" }],
      expect: { "Y.health": 1, "p1.hand": [] },
    });
  });

  describeCard("GIL_840", () => {
    cardCase("GIL_840", {
      does: "the minions of your deck get Attack equal to their Health (Yeti 5/5, Raptor 2/2); spells and the opponent's deck untouched",
      p1: { hand: [{ card: "GIL_840", ref: "L" }], deck: [{ card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R" }, { card: FIREBALL, ref: "F" }] },
      p2: { deck: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "Y.attack": 5, "Y.health": 5, "R.attack": 2, "E.attack": 4, "L.attack": 5 },
    });
  });

  describeCard("GIL_805", () => {
    cardCase("GIL_805", {
      does: "Deathrattle: summons the Deathrattle minion of your hand, not the other",
      p1: { board: [{ card: "GIL_805", ref: "C" }], hand: [{ card: YETI, ref: "Y" }, { card: "FP1_001", ref: "Z" }] },
      actions: [{ type: "destroy", target: "C" }],
      expect: { "p1.board": ["FP1_001"], "Y.zone": "hand" },
    });
    cardCase("GIL_805", {
      does: "no Deathrattle minion in hand: nothing",
      p1: { board: [{ card: "GIL_805", ref: "C" }], hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "C" }],
      expect: { "p1.board": [], "Y.zone": "hand" },
    });
  });

  describeCard("GIL_549", () => {
    cardCase("GIL_549", {
      does: "adds a random Legendary minion (from the past) to your hand",
      p1: { hand: [{ card: "GIL_549", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(findCard(hand[0]!.card)).toMatchObject({ type: "MINION", rarity: "LEGENDARY" });
      },
    });
  });

  describeCard("GIL_147", () => {
    cardCase("GIL_147", {
      does: "five hits of 1 among the enemies: the enemy hero alone takes 5",
      p1: { hand: [{ card: "GIL_147", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p2.hero.health": 25, "p1.hero.health": 30, "events.damage": 5 },
    });
    cardCase("GIL_147", {
      does: "Spell Damage +1 adds a hit: 6",
      p1: { board: [{ card: "CS2_142" }], hand: [{ card: "GIL_147", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p2.hero.health": 24, "events.damage": 6 },
    });
  });

  describeCard("GIL_561", () => {
    cardCase("GIL_561", {
      does: "after your Hero Power was used, it can be used again this turn",
      p1: { hero: { card: "HERO_01" }, heroPower: { card: "CS2_102" }, hand: [{ card: "GIL_561", ref: "P" }] },
      actions: [{ type: "heroPower" }, { type: "play", card: "P" }, { type: "heroPower" }],
      expect: { "p1.hero.armor": 4 },
    });
    cardCase("GIL_561", {
      does: "without it, a second use this turn is illegal",
      p1: { hero: { card: "HERO_01" }, heroPower: { card: "CS2_102" }, hand: [{ card: YETI, ref: "P" }] },
      actions: [{ type: "heroPower" }, { type: "play", card: "P" }, { type: "heroPower" }],
      error: "illegal_action",
    });
  });
});
