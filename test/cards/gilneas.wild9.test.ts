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
        expect(at(r.state, "A").attack + at(r.state, "B").attack).toBe(11);
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
        expect(findCard(hand[0]!.card)!.races).toContain("DRAGON");
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
});
