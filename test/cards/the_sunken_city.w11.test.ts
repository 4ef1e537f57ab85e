/**
 * Voyage to the Sunken City (THE_SUNKEN_CITY): the cards w11/sunken built — "Dredge. If it's …" with the selector
 * `{ all: "putOnTop" }` (rules-notes 1020), the Colossal minions, and the rest.
 */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231"; // 0-Cost 1/1
const CROC = "CS2_120"; // 2-Cost 2/3 Beast
const YETI = "CS2_182"; // 4-Cost 4/5
const GOLEM = "CS2_186"; // 7-Cost 7/7
const MURLOC = "CS2_168"; // Murloc Raider, 1-Cost 2/1 Murloc
const MECH = "GVG_044"; // Spider Tank, 3-Cost 3/4 Mech
const PIRATE = "CS2_146"; // Southsea Deckhand, 1-Cost 2/1 Pirate
const MOONFIRE = "CS2_008"; // 0-Cost spell
const FIREBALL = "CS2_029"; // 4-Cost spell
const AXE = "CS2_106"; // Fiery War Axe, 3-Cost 3/2 weapon
const OPPONENTS_TURN = { activePlayer: 2 };
void OPPONENTS_TURN;

// deck [top, a, b, c]: Dredge looks at [a, b, c]; `choices: [i]` puts that one on top.
const deck4 = (a: string, b: string, c: string) => [{ card: WISP }, { card: a }, { card: b }, { card: c }];

describe("Voyage to the Sunken City (w11/sunken)", () => {
  describeCard("TSC_642", () => {
    cardCase("TSC_642", {
      does: "Dredge a Mech: it is drawn",
      choices: [1],
      p1: { hand: [{ card: "TSC_642", ref: "T" }], deck: deck4(YETI, MECH, GOLEM) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand": [MECH], "p1.deck": [WISP, YETI, GOLEM] },
    });
    cardCase("TSC_642", {
      does: "Dredge a non-Mech: it stays on top",
      choices: [0],
      p1: { hand: [{ card: "TSC_642", ref: "T" }], deck: deck4(YETI, MECH, GOLEM) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand": [], "p1.deck": [YETI, WISP, MECH, GOLEM] },
    });
  });

  describeCard("TSC_911", () => {
    cardCase("TSC_911", {
      does: "the card put on top costs (1) less",
      choices: [2],
      p1: { hand: [{ card: "TSC_911", ref: "T" }], deck: deck4(YETI, MECH, GOLEM) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.deck": [GOLEM, WISP, YETI, MECH], "p1.deck.0.cost": 6, "p1.deck.2.cost": 4 },
    });
  });

  describeCard("TSC_070", () => {
    cardCase("TSC_070", {
      does: "after the hero attacks: Dredge; a Beast costs (2) less",
      choices: [0],
      p1: { weapon: { card: "TSC_070" }, deck: deck4(CROC, YETI, GOLEM) },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 27, "p1.deck": [CROC, WISP, YETI, GOLEM], "p1.deck.0.cost": 0 },
    });
    cardCase("TSC_070", {
      does: "a non-Beast keeps its Cost",
      choices: [1],
      p1: { weapon: { card: "TSC_070" }, deck: deck4(CROC, YETI, GOLEM) },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.deck": [YETI, WISP, CROC, GOLEM], "p1.deck.0.cost": 4 },
    });
  });

  describeCard("TID_714", () => {
    cardCase("TID_714", {
      does: "Armor equal to the Cost of the card put on top",
      choices: [2],
      p1: { hand: [{ card: "TID_714", ref: "T" }], deck: deck4(CROC, YETI, GOLEM) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hero.armor": 7, "T.seen.TAUNT": 1 },
    });
    cardCase("TID_714", {
      does: "an empty deck: no Armor",
      p1: { hand: [{ card: "TID_714", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hero.armor": 0 },
    });
  });

  describeCard("TSC_210", () => {
    cardCase("TSC_210", {
      does: "a spell put on top costs (3) less",
      choices: [1],
      p1: { hand: [{ card: "TSC_210", ref: "T" }], deck: deck4(YETI, FIREBALL, GOLEM) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.deck": [FIREBALL, WISP, YETI, GOLEM], "p1.deck.0.cost": 1 },
    });
    cardCase("TSC_210", {
      does: "a minion keeps its Cost",
      choices: [0],
      p1: { hand: [{ card: "TSC_210", ref: "T" }], deck: deck4(YETI, FIREBALL, GOLEM) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.deck.0.cost": 4, "p1.deck.2.cost": 4 },
    });
  });

  describeCard("TID_099", () => {
    cardCase("TID_099", {
      does: "a 1-Cost minion put on top is summoned, that one and not another",
      choices: [2],
      p1: { hand: [{ card: "TID_099", ref: "T" }], deck: [{ card: PIRATE }, { card: YETI }, { card: PIRATE }, { card: MURLOC }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.board": ["TID_099", MURLOC], "p1.deck": [PIRATE, YETI, PIRATE] },
    });
    cardCase("TID_099", {
      does: "a 4-Cost minion stays on top",
      choices: [0],
      p1: { hand: [{ card: "TID_099", ref: "T" }], deck: [{ card: PIRATE }, { card: YETI }, { card: PIRATE }, { card: MURLOC }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.board": ["TID_099"], "p1.deck": [YETI, PIRATE, PIRATE, MURLOC] },
    });
  });

  describeCard("TSC_942", () => {
    cardCase("TSC_942", {
      does: "a minion put on top gets +1/+1",
      choices: [0],
      p1: { hand: [{ card: "TSC_942", ref: "T" }], deck: deck4(YETI, AXE, MOONFIRE) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.deck.0.card": YETI, "p1.deck.0.attack": 5, "p1.deck.0.health": 6 },
    });
    cardCase("TSC_942", {
      does: "a weapon put on top gets +1/+1",
      choices: [1],
      p1: { hand: [{ card: "TSC_942", ref: "T" }], deck: deck4(YETI, AXE, MOONFIRE) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.deck.0.card": AXE, "p1.deck.0.attack": 4, "p1.deck.0.durability": 3, "p1.deck.2.attack": 4 },
    });
    cardCase("TSC_942", {
      does: "a spell gets nothing",
      choices: [2],
      p1: { hand: [{ card: "TSC_942", ref: "T" }], deck: deck4(YETI, AXE, MOONFIRE) },
      actions: [{ type: "play", card: "T" }],
      check: (r) => expect(r.state.players[0]!.deck[0]!.enchantments ?? []).toEqual([]),
    });
  });

  describeCard("TSC_083", () => {
    cardCase("TSC_083", {
      does: "a minion put on top gets this minion's Attack and Health (+2/+2)",
      choices: [1],
      p1: { hand: [{ card: "TSC_083", ref: "T" }], deck: deck4(MOONFIRE, YETI, GOLEM) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.deck.0.card": YETI, "p1.deck.0.attack": 6, "p1.deck.0.health": 7 },
    });
  });

  describeCard("TID_003", () => {
    cardCase("TID_003", {
      does: "a Murloc put on top: a 2/2 copy of it is summoned, the card stays on top",
      choices: [0],
      p1: { hand: [{ card: "TID_003", ref: "T" }], deck: [{ card: WISP }, { card: "CS2_173" }, { card: YETI }, { card: GOLEM }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.board": ["TID_003", "CS2_173"], "p1.board.1.attack": 2, "p1.board.1.health": 2, "p1.deck": ["CS2_173", WISP, YETI, GOLEM] },
    });
    cardCase("TID_003", {
      does: "a non-Murloc: nothing summoned",
      choices: [1],
      p1: { hand: [{ card: "TID_003", ref: "T" }], deck: [{ card: WISP }, { card: "CS2_173" }, { card: YETI }, { card: GOLEM }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.board": ["TID_003"] },
    });
  });

  describeCard("TID_703", () => {
    cardCase("TID_703", {
      does: "damage equal to the Cost of the card put on top to all minions",
      choices: [1],
      p1: { hand: [{ card: "TID_703", ref: "T" }], deck: deck4(CROC, MECH, GOLEM), board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: GOLEM, ref: "E" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "F.health": 2, "E.health": 4, "p2.hero.health": 30, "p1.deck.0.card": MECH },
    });
  });

  describeCard("TSC_753", () => {
    cardCase("TSC_753", {
      does: "a Murloc put on top costs Health: drawn and played, it takes Health, not Mana",
      choices: [0],
      p1: { hand: [{ card: "TSC_753", ref: "T" }], deck: deck4(MURLOC, YETI, GOLEM), mana: { crystals: 3, used: 0 } },
      actions: [{ type: "play", card: "T" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "p1.hand.0" }],
      expect: { "p1.board": ["TSC_753", MURLOC], "p1.hero.health": 29 },
    });
  });

  describeCard("TSC_086", () => {
    cardCase("TSC_086", {
      does: "a Pirate put on top: it and the weapon get +2 Attack",
      choices: [0],
      p1: { hand: [{ card: "TSC_086", ref: "T" }], deck: deck4(PIRATE, YETI, GOLEM) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.weapon": "TSC_086", "p1.weapon.attack": 4, "p1.deck.0.attack": 4 },
    });
    cardCase("TSC_086", {
      does: "a non-Pirate: nothing",
      choices: [1],
      p1: { hand: [{ card: "TSC_086", ref: "T" }], deck: deck4(PIRATE, YETI, GOLEM) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.weapon.attack": 2, "p1.deck.0.attack": 4, "p1.deck.2.attack": 2 },
    });
  });

  describeCard("TSC_925", () => {
    cardCase("TSC_925", {
      does: "a 1/1 Murloc; Dredge a Murloc: one more",
      choices: [0],
      p1: { hand: [{ card: "TSC_925", ref: "T" }], deck: deck4(MURLOC, YETI, GOLEM) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.board": ["TSC_925t", "TSC_925t"], "p1.board.0.attack": 1, "p1.board.0.health": 1 },
    });
    cardCase("TSC_925", {
      does: "Dredge a non-Murloc: only the first",
      choices: [1],
      p1: { hand: [{ card: "TSC_925", ref: "T" }], deck: deck4(MURLOC, YETI, GOLEM) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.board": ["TSC_925t"] },
    });
  });

  describeCard("TID_700", () => {
    cardCase("TID_700", {
      does: "your pick of the opponent's bottom three goes on top of their deck, costing (6)",
      choices: [2],
      p1: { hand: [{ card: "TID_700", ref: "T" }], deck: deck4(CROC, YETI, MECH) },
      p2: { deck: deck4(CROC, YETI, WISP) },
      actions: [{ type: "play", card: "T" }],
      expect: { "p2.deck": [WISP, WISP, CROC, YETI], "p2.deck.0.cost": 6, "p1.deck": [WISP, CROC, YETI, MECH] },
    });
  });

  describeCard("TSC_940", () => {
    cardCase("TSC_940", {
      does: "the bottom five cost (3) less, then Dredge; the sixth from the bottom is untouched",
      choices: [0],
      p1: { hand: [{ card: "TSC_940", ref: "T" }], deck: [{ card: YETI }, { card: YETI }, { card: GOLEM }, { card: CROC }, { card: YETI }, { card: MECH }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.deck": [CROC, YETI, YETI, GOLEM, YETI, MECH], "p1.deck.0.cost": 0, "p1.deck.1.cost": 4, "p1.deck.2.cost": 1, "p1.deck.3.cost": 4, "p1.deck.4.cost": 1, "p1.deck.5.cost": 0 },
    });
  });

  describeCard("TSC_654", () => {
    cardCase("TSC_654", {
      does: "a card you have the Mana for is drawn",
      choices: [1],
      p1: { hand: [{ card: "TSC_654", ref: "T" }], deck: deck4(GOLEM, YETI, MECH), mana: { crystals: 4, used: 0 } },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand": [YETI], "p1.deck": [WISP, GOLEM, MECH] },
    });
    cardCase("TSC_654", {
      does: "one you have not the Mana for stays on top",
      choices: [0],
      p1: { hand: [{ card: "TSC_654", ref: "T" }], deck: deck4(GOLEM, YETI, MECH), mana: { crystals: 4, used: 0 } },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand": [], "p1.deck": [GOLEM, WISP, YETI, MECH] },
    });
    cardCase("TSC_654", {
      does: "an empty deck: no draw, no Fatigue",
      p1: { hand: [{ card: "TSC_654", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hero.health": 30 },
    });
  });
  describeCard("TSC_950", () => {
    cardCase("TSC_950", {
      does: "played: two Heads beside it, given Rush by the Battlecry",
      p1: { hand: [{ card: "TSC_950", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.board": ["TSC_950t2", "TSC_950", "TSC_950t"], "p1.board.0.seen.RUSH": 1, "p1.board.2.seen.RUSH": 1 },
    });
    cardCase("TSC_950t", {
      does: "a Head's death while Hydralodon is there: two Heads",
      p1: { board: [{ card: "TSC_950" }, { card: "TSC_950t", ref: "X" }] },
      actions: [{ type: "destroy", target: "X" }],
      expect: { "p1.board": ["TSC_950", "TSC_950t", "TSC_950t"] },
    });
    cardCase("TSC_950t2", {
      does: "without Hydralodon: nothing",
      p1: { board: [{ card: YETI }, { card: "TSC_950t2", ref: "X" }] },
      actions: [{ type: "destroy", target: "X" }],
      expect: { "p1.board": [YETI] },
    });
  });

  describeCard("TSC_030", () => {
    cardCase("TSC_030", {
      does: "played: its Claw beside it; after it attacks, Dredge",
      choices: [2],
      p1: { hand: [{ card: "TSC_030", ref: "L" }], deck: deck4(CROC, YETI, GOLEM) },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "play", card: "L" }, { type: "attack", attacker: "L", defender: "E" }],
      expect: { "p1.board": ["TSC_030", "TSC_030t2"], "p1.deck": [GOLEM, WISP, CROC, YETI], "L.health": 5, "p2.board": [] },
    });
    cardCase("TSC_030t2", {
      does: "after the Claw attacks, draw a card",
      p1: { board: [{ card: "TSC_030t2", ref: "C" }], deck: [{ card: YETI }] },
      actions: [{ type: "attack", attacker: "C", defender: "p2.hero" }],
      expect: { "p1.hand": [YETI], "p2.hero.health": 26 },
    });
  });

  describeCard("TSC_026", () => {
    cardCase("TSC_026", {
      does: "Immune while its Shell is there",
      p1: { hand: [{ card: "TSC_026", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.board": ["TSC_026", "TSC_026t"], "C.seen.IMMUNE": 1 },
    });
    cardCase("TSC_026", {
      does: "the Shell gone: 8 Armor and no longer Immune",
      p1: { hand: [{ card: "TSC_026", ref: "C" }] },
      actions: [{ type: "play", card: "C" }, { type: "destroy", target: "p1.board.1" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.hero.armor).toBe(8);
        expect(p.board.map((m) => m.card)).toEqual(["TSC_026"]);
        expect(p.board[0]!.seen?.IMMUNE ?? 0).toBe(0);
      },
    });
  });

  describeCard("TID_711", () => {
    cardCase("TID_711", {
      does: "six Tentacles; its death with two left destroys two random enemy minions",
      p1: { board: [{ card: "TID_711", ref: "O" }, { card: "TID_711t" }, { card: "TID_711t2" }] },
      p2: { board: [{ card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "destroy", target: "O" }],
      expect: { "p2.board.length": 1, "p1.board": ["TID_711t", "TID_711t2"] },
    });
    cardCase("TID_711", {
      does: "played: six 1/3 Tentacles around it",
      p1: { hand: [{ card: "TID_711", ref: "O" }] },
      actions: [{ type: "play", card: "O" }],
      expect: { "p1.board.length": 7, "O.index": 3 },
    });
  });

  describeCard("TSC_029", () => {
    cardCase("TSC_029", {
      does: "after a friendly Mech attacks: 1 damage to all enemies",
      p1: { board: [{ card: "TSC_029" }, { card: MECH, ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "E" }, { card: WISP }] },
      actions: [{ type: "attack", attacker: "M", defender: "p2.hero" }],
      expect: { "p2.hero.health": 26, "E.health": 4, "p2.board": [YETI] },
    });
    cardCase("TSC_029", {
      does: "a non-Mech's attack: nothing",
      p1: { board: [{ card: "TSC_029" }, { card: CROC, ref: "M" }] },
      actions: [{ type: "attack", attacker: "M", defender: "p2.hero" }],
      expect: { "p2.hero.health": 28 },
    });
    cardCase("TSC_029", {
      does: "played: two 2/3 Rush Drills",
      p1: { hand: [{ card: "TSC_029", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": ["TSC_029t2", "TSC_029", "TSC_029t"], "p1.board.0.seen.RUSH": 1 },
    });
  });

  describeCard("TSC_216", () => {
    cardCase("TSC_216t", {
      does: "at the end of your turn an enemy minion attacks the Behemoth (its Lifesteal heals you for the 8 it deals back)",
      p1: { hero: { card: "HERO_09", health: 20 }, board: [{ card: "TSC_216", ref: "B" }, { card: "TSC_216t" }] },
      p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "B.health": 6, "p2.board": [], "p1.hero.health": 28 },
    });
    cardCase("TSC_216", {
      does: "played: its Lure beside it",
      p1: { hand: [{ card: "TSC_216", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board": ["TSC_216", "TSC_216t"], "B.seen.LIFESTEAL": 1 },
    });
  });

  describeCard("TSC_219", () => {
    cardCase("TSC_219t", {
      does: "a Stalk deals 2 to a random enemy at the end of your turn",
      p1: { board: [{ card: "TSC_219t" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p2.hero.health": 28 },
    });
    cardCase("TSC_219", {
      does: "at the start of your turn its Stalks deal 1 more",
      p1: { board: [{ card: "TSC_219" }, { card: "TSC_219t2" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "endTurn" }, { type: "endTurn" }],
      expect: { "p2.hero.health": 27 },
    });
    cardCase("TSC_219", {
      does: "played: four Stalks",
      p1: { hand: [{ card: "TSC_219", ref: "X" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "p1.board": ["TSC_219t2", "TSC_219t4", "TSC_219", "TSC_219t3", "TSC_219t"] },
    });
  });

  describeCard("TSC_937", () => {
    cardCase("TSC_937", {
      does: "played: two Claws with +2 Attack (4/1)",
      p1: { hand: [{ card: "TSC_937", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.board": ["TSC_937t3", "TSC_937", "TSC_937t"], "p1.board.0.attack": 4, "p1.board.2.attack": 4, "p1.board.2.seen.RUSH": 1 },
    });
    cardCase("TSC_937t", {
      does: "a Claw's death equips a 2/1 Claw, not buffed by Crabatoa",
      p1: { board: [{ card: "TSC_937" }, { card: "TSC_937t", ref: "X" }] },
      actions: [{ type: "destroy", target: "X" }],
      expect: { "p1.weapon": "TSC_937t2", "p1.weapon.attack": 2, "p1.weapon.durability": 1 },
    });
  });
  describeCard("TSC_659", () => {
    cardCase("TSC_659", {
      does: "attacks three different enemies: the two minions and the hero",
      p1: { hand: [{ card: "TSC_659", ref: "T" }] },
      p2: { board: [{ card: WISP, ref: "A" }, { card: CROC, ref: "B" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p2.board": [], "p2.hero.health": 22, "T.health": 6 },
    });
  });

  describeCard("TID_074", () => {
    cardCase("TID_074", {
      does: "three spells cast while held: 5 damage",
      p1: { hand: [{ card: "TID_074", ref: "K" }, { card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }, { card: MOONFIRE, ref: "M3" }] },
      actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }, { type: "play", card: "M3", target: "p2.hero" },
        { type: "play", card: "K", target: "p2.hero" }],
      expect: { "p2.hero.health": 22 },
    });
    cardCase("TID_074", {
      does: "two spells: no target to take",
      p1: { hand: [{ card: "TID_074", ref: "K" }, { card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }] },
      actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }, { type: "play", card: "K", target: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("TSC_609", () => {
    cardCase("TSC_609", {
      does: "three spells cast while held: two copies",
      p1: { hand: [{ card: "TSC_609", ref: "K" }, { card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }, { card: MOONFIRE, ref: "M3" }] },
      actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }, { type: "play", card: "M3", target: "p2.hero" },
        { type: "play", card: "K" }],
      expect: { "p1.board": ["TSC_609", "TSC_609", "TSC_609"] },
    });
    cardCase("TSC_609", {
      does: "fewer: alone",
      p1: { hand: [{ card: "TSC_609", ref: "K" }, { card: MOONFIRE, ref: "M1" }] },
      actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "K" }],
      expect: { "p1.board": ["TSC_609"] },
    });
  });

  describeCard("TSC_007", () => {
    cardCase("TSC_007", {
      does: "awake after a turn, Immune while attacking: it takes no damage from the defender",
      p1: { hand: [{ card: "TSC_007", ref: "G" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "G", defender: "E" }],
      expect: { "G.health": 4, "p2.board": [] },
    });
    cardCase("TSC_007", {
      does: "played: Dormant",
      p1: { hand: [{ card: "TSC_007", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.tags.DORMANT": 1, "G.tags.DORMANT_TURNS": 1 },
    });
  });

  describeCard("TID_080", () => {
    cardCase("TID_080", {
      does: "+3 Attack and Immune while attacking (4 damage, none taken), 1 Attack after",
      p1: { board: [{ card: "TID_080", ref: "I" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "I", defender: "E" }],
      expect: { "I.health": 2, "E.health": 1, "I.attack": 1 },
    });
  });

  describeCard("TSC_218", () => {
    cardCase("TSC_218", {
      does: "after you cast a spell it attacks the lowest Health enemy, taking no damage",
      p1: { board: [{ card: "TSC_218", ref: "S" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y" }, { card: CROC, ref: "C" }] },
      actions: [{ type: "play", card: "M", target: "Y" }],
      expect: { "C.health": 2, "Y.health": 4, "S.health": 4 },
    });
  });

  describeCard("TSC_939", () => {
    cardCase("TSC_939", {
      does: "the weapon destroyed, cards drawn equal to its Attack",
      p1: { weapon: { card: AXE }, hand: [{ card: "TSC_939", ref: "F" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.weapon": null, "p1.hand.length": 3 },
    });
    cardCase("TSC_939", {
      does: "no weapon: no draw",
      p1: { hand: [{ card: "TSC_939", ref: "F" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.hand.length": 0 },
    });
  });

  describeCard("TSC_652", () => {
    cardCase("TSC_652", {
      does: "refreshes Mana equal to the highest Cost spell in hand (4)",
      p1: { hand: [{ card: "TSC_652", ref: "G" }, { card: FIREBALL }, { card: MOONFIRE }, { card: GOLEM }], mana: { crystals: 10, used: 0 } },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.mana.used": 2 },
    });
  });
  describeCard("TSC_772", () => {
    cardCase("TSC_772", {
      does: "a Fire, Frost or Nature spell discovered; a Sunken Scroll at the bottom of the deck",
      choices: [0],
      p1: { hero: { card: "HERO_02" }, hand: [{ card: "TSC_772", ref: "S" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.deck.map((c) => c.card)).toEqual([YETI, "TSC_772t"]);
        expect(p.hand).toHaveLength(1);
        const f = findCard(p.hand[0]!.card)!;
        expect(f.type).toBe("SPELL");
        expect(["FIRE", "FROST", "NATURE"]).toContain(f.spellSchool);
        expect(["SHAMAN", "NEUTRAL"]).toContain(f.cardClass);
      },
    });
    cardCase("TSC_772t", {
      does: "a Fire, a Frost and a Nature spell of your class",
      p1: { hero: { card: "HERO_02" }, hand: [{ card: "TSC_772t", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const got = r.state.players[0]!.hand.map((c) => findCard(c.card)!);
        expect(got.map((f) => f.spellSchool)).toEqual(["FIRE", "FROST", "NATURE"]);
        for (const f of got) expect(f.cardClass).toBe("SHAMAN");
      },
    });
  });

  describeCard("TSC_775", () => {
    cardCase("TSC_775", {
      does: "the enemy minion Silenced, a Silenced copy for you; a Sunken Ritual at the bottom",
      p1: { hand: [{ card: "TSC_775", ref: "R" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: "CS2_179", ref: "E" }] },
      actions: [{ type: "play", card: "R", target: "E" }],
      expect: { "p1.board": ["CS2_179"], "p1.board.0.seen.TAUNT": undefined, "E.seen.TAUNT": undefined, "p1.deck": [WISP, "TSC_775t"] },
    });
    cardCase("TSC_775t", {
      does: "two copies",
      p1: { hand: [{ card: "TSC_775t", ref: "R" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "R", target: "E" }],
      expect: { "p1.board": [YETI, YETI] },
    });
  });
});
