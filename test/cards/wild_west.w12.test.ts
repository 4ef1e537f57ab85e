/**
 * Showdown in the Badlands (WILD_WEST, w12/badlands): a Quickdraw on a minion (the card field `whenPlayed`, rules-notes
 * 1220), "Quickdraw or Combo" (the condition `combo`), Forge, Finale, and texts the format had.
 */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5, Cost 4
const WISP = "CS2_231"; // 1/1, Cost 0
const RAPTOR = "CS2_172"; // Bloodfen Raptor 3/2
const BRANN = "LOE_077"; // Brann Bronzebeard: Battlecries trigger twice
const FRESH = { ENTERED_HAND_THIS_TURN: 1 };

describeCard("WW_808", () => {
  cardCase("WW_808", {
    does: "Quickdraw: Immune this turn (gone as the turn ends)",
    p1: { hand: [{ card: "WW_808", ref: "S", tags: FRESH }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.seen.IMMUNE": 1, "S.seen.RUSH": 1, "S.seen.POISONOUS": 1 },
  });
  cardCase("WW_808", {
    does: "held since an earlier turn: no Immune",
    p1: { hand: [{ card: "WW_808", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => expect(r.state.players[0]!.board[0]!.seen?.IMMUNE ?? 0).toBe(0),
  });
  cardCase("WW_808", {
    does: "the Immune lasts this turn only",
    p1: { hand: [{ card: "WW_808", ref: "S", tags: FRESH }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
    check: (r) => expect(r.state.players[0]!.board[0]!.seen?.IMMUNE ?? 0).toBe(0),
  });
});

describeCard("WW_434", () => {
  cardCase("WW_434", {
    does: "Quickdraw: 6 damage to the target, its Lifesteal heals your hero",
    p1: { hand: [{ card: "WW_434", ref: "D", tags: FRESH }], hero: { card: "HERO_09", health: 20 } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "D", target: "p2.hero" }],
    expect: { "p2.hero.health": 24, "p1.hero.health": 26, "Y.health": 5 },
  });
  cardCase("WW_434", {
    does: "held since an earlier turn: no target, no damage",
    p1: { hand: [{ card: "WW_434", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p2.hero.health": 30, "D.zone": "board" },
  });
  cardCase("WW_434", {
    does: "with Brann the Quickdraw is not doubled (it is no Battlecry)",
    p1: { hand: [{ card: "WW_434", ref: "D", tags: FRESH }], board: [{ card: BRANN }] },
    actions: [{ type: "play", card: "D", target: "p2.hero" }],
    expect: { "p2.hero.health": 24 },
  });
});

describeCard("WW_360", () => {
  cardCase("WW_360", {
    does: "Battlecry: one copy; held since an earlier turn, no second",
    p1: { hand: [{ card: "WW_360", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.board": ["WW_360", "WW_360"] },
  });
  cardCase("WW_360", {
    does: "Battlecry and Quickdraw: two copies",
    p1: { hand: [{ card: "WW_360", ref: "G", tags: FRESH }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.board": ["WW_360", "WW_360", "WW_360"] },
  });
  cardCase("WW_360", {
    does: "with Brann the Battlecry's copy comes twice, the Quickdraw's once",
    p1: { hand: [{ card: "WW_360", ref: "G", tags: FRESH }], board: [{ card: BRANN }] },
    actions: [{ type: "play", card: "G", position: 1 }],
    check: (r) => expect(r.state.players[0]!.board.filter((m) => m.card === "WW_360")).toHaveLength(4),
  });
});

describeCard("WW_363", () => {
  cardCase("WW_363", {
    does: "neither Quickdraw nor Combo: no Coin",
    p1: { hand: [{ card: "WW_363", ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hand": [] },
  });
  cardCase("WW_363", {
    does: "Combo: a Coin",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "WW_363", ref: "B" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "B" }],
    expect: { "p1.hand": ["GAME_005"] },
  });
  cardCase("WW_363", {
    does: "Quickdraw: a Coin",
    p1: { hand: [{ card: "WW_363", ref: "B", tags: FRESH }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hand": ["GAME_005"] },
  });
  cardCase("WW_363", {
    does: "Quickdraw and Combo: still one Coin",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "WW_363", ref: "B", tags: FRESH }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "B" }],
    expect: { "p1.hand": ["GAME_005"] },
  });
});

describeCard("WW_900", () => {
  cardCase("WW_900", {
    does: "without Quickdraw: 2 damage to one random enemy minion only",
    p1: { hand: [{ card: "WW_900", ref: "H" }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
    actions: [{ type: "play", card: "H" }],
    check: (r) => expect(r.state.players[1]!.board.map((m) => m.health).sort()).toEqual([3, 5]),
  });
  cardCase("WW_900", {
    does: "Quickdraw: the minion and one of its neighbours (two minions: both), in one damage effect",
    p1: { hand: [{ card: "WW_900", ref: "H", tags: FRESH }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "A.health": 3, "B.health": 3 },
  });
  cardCase("WW_900", {
    does: "Quickdraw with three minions: two adjacent ones are hit, never the two ends alone",
    p1: { hand: [{ card: "WW_900", ref: "H", tags: FRESH }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
    actions: [{ type: "play", card: "H" }],
    check: (r) => {
      const hp = r.state.players[1]!.board.map((m) => m.health);
      expect(hp.filter((h) => h === 3)).toHaveLength(2);
      expect(hp[1]).toBe(3);
    },
  });
  cardCase("WW_900", {
    does: "Quickdraw with a lone minion: only it",
    p1: { hand: [{ card: "WW_900", ref: "H", tags: FRESH }] },
    p2: { board: [{ card: YETI, ref: "A" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "A.health": 3, "p2.hero.health": 30 },
  });
});

describeCard("DEEP_024", () => {
  cardCase("DEEP_024", {
    does: "Quickdraw: 5 damage to the target, Lifesteal heals your hero",
    p1: { hand: [{ card: "DEEP_024", ref: "G", tags: FRESH }], hero: { card: "HERO_09", health: 20 } },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "G", target: "O" }],
    expect: { "O.health": 2, "p1.hero.health": 25 },
  });
  cardCase("DEEP_024", {
    does: "held since an earlier turn: no damage",
    p1: { hand: [{ card: "DEEP_024", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p2.hero.health": 30, "G.zone": "board" },
  });
  cardCase("DEEP_024", {
    does: "Forged: a Battlecry that deals 5 damage whenever played (2 Mana to Forge, 4 to play)",
    p1: { hand: [{ card: "DEEP_024", ref: "G" }] },
    actions: [{ type: "forge", card: "G" }, { type: "play", card: "G", target: "p2.hero" }],
    expect: { "G.card": "DEEP_024t", "p2.hero.health": 25, "p1.mana.used": 6, "G.seen.LIFESTEAL": 1 },
  });
});

describeCard("DEEP_027", () => {
  cardCase("DEEP_027", {
    does: "Choose One: discard 2 cards",
    p1: { hand: [{ card: "DEEP_027", ref: "G" }, { card: WISP }, { card: YETI }, { card: RAPTOR }] },
    actions: [{ type: "play", card: "G", choose: 1 }],
    expect: { "p1.hand.length": 1, "p1.mana.crystals": 10, "G.seen.TAUNT": 1 },
  });
  cardCase("DEEP_027", {
    does: "Choose One: destroy one of your Mana Crystals",
    p1: { hand: [{ card: "DEEP_027", ref: "G" }, { card: WISP }, { card: YETI }] },
    actions: [{ type: "play", card: "G", choose: 2 }],
    expect: { "p1.hand.length": 2, "p1.mana.crystals": 9 },
  });
  cardCase("DEEP_027", {
    does: "Forged: neither (a 6/8 Taunt, no discard, no crystal lost)",
    p1: { hand: [{ card: "DEEP_027", ref: "G" }, { card: WISP }, { card: YETI }] },
    actions: [{ type: "forge", card: "G" }, { type: "play", card: "G" }],
    expect: { "G.card": "DEEP_027t", "p1.hand.length": 2, "p1.mana.crystals": 10, "G.attack": 6, "G.health": 8, "G.seen.TAUNT": 1 },
  });
});

describeCard("DEEP_029", () => {
  cardCase("DEEP_029", {
    does: "Finale: 1 damage to a random enemy for each Mana Crystal (3 crystals, the last 3 Mana spent)",
    p1: { mana: { crystals: 3, used: 0 }, hand: [{ card: "DEEP_029", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p2.hero.health": 27 },
  });
  cardCase("DEEP_029", {
    does: "Mana left over: no Finale",
    p1: { mana: { crystals: 5, used: 0 }, hand: [{ card: "DEEP_029", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p2.hero.health": 30 },
  });
  cardCase("DEEP_029", {
    does: "the hits go one at a time among enemies: 5 hits over a 1/1 and the hero",
    p1: { mana: { crystals: 5, used: 2 }, hand: [{ card: "DEEP_029", ref: "T" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "T" }],
    check: (r) => {
      const hero = 30 - r.state.players[1]!.hero.health!;
      const wisp = r.state.players[1]!.board.length === 0 ? 1 : 0;
      expect(hero + wisp).toBe(5);
    },
  });
});

describeCard("DEEP_016", () => {
  cardCase("DEEP_016", {
    does: "your hero's attack Freezes the minion it damages, Lifesteal heals",
    p1: { weapon: { card: "DEEP_016", ref: "Q" }, hero: { card: "HERO_09", health: 20 } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
    expect: { "Y.health": 2, "Y.tags.FROZEN": 1, "p1.hero.health": 19 },
  });
  cardCase("DEEP_016", {
    does: "a friendly minion's damage does not Freeze",
    p1: { weapon: { card: "DEEP_016", ref: "Q" }, board: [{ card: RAPTOR, ref: "R" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "R", defender: "Y" }],
    check: (r) => expect(r.state.players[1]!.board[0]!.tags?.FROZEN ?? 0).toBe(0),
  });
});

describeCard("WW_003", () => {
  cardCase("WW_003", {
    does: "Quickdraw, Tradeable and Legendary cards in your hand cost (1) less, once each; others do not",
    p1: { board: [{ card: "WW_003" }], hand: [{ card: "WW_434", ref: "S" }, { card: "EX1_016", ref: "L" }, { card: "WW_365", ref: "T" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
    p2: { hand: [{ card: "WW_434", ref: "E" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "S.cost": 5, "L.cost": 5, "T.cost": 1, "Y.cost": 4, "E.cost": 6 },
  });
});

describeCard("WW_383", () => {
  cardCase("WW_383", {
    does: "the next spell drawn is copied (a minion drawn first is not); the one after is not",
    p1: { hand: [{ card: "WW_383", ref: "D" }], deck: [{ card: YETI }, { card: "CS2_029" }, { card: "CS2_024" }] },
    actions: [{ type: "play", card: "D" }, { type: "draw", player: 1 }, { type: "draw", player: 1 }, { type: "draw", player: 1 }],
    expect: { "p1.hand": [YETI, "CS2_029", "CS2_029", "CS2_024"] },
  });
});

describeCard("WW_422", () => {
  cardCase("WW_422", {
    does: "the enemy plays a card the turn it entered their hand: you get a copy costing (0)",
    p1: { secrets: [{ card: "WW_422", ref: "V" }] },
    p2: { hand: [{ card: YETI, ref: "Y", tags: FRESH }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "Y" }],
    expect: { "p1.hand": [YETI], "p1.hand.0.cost": 0, "p1.secrets": [] },
  });
  cardCase("WW_422", {
    does: "a card they held since an earlier turn: nothing, the Secret stays",
    p1: { secrets: [{ card: "WW_422", ref: "V" }] },
    p2: { hand: [{ card: YETI, ref: "Y" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "Y" }],
    expect: { "p1.hand": [], "p1.secrets": ["WW_422"] },
  });
});

describeCard("WW_092", () => {
  cardCase("WW_092", {
    does: "the bottom 3 are looked at: the one picked is drawn, the other two destroyed; the top cards stay",
    p1: { hand: [{ card: "WW_092", ref: "F" }], deck: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }, { card: YETI, ref: "C" }, { card: RAPTOR, ref: "D" }, { card: "CS2_200", ref: "E" }] },
    actions: [{ type: "play", card: "F" }],
    choices: [1],
    expect: { "D.zone": "hand", "C.zone": "graveyard", "E.zone": "graveyard", "A.zone": "deck", "B.zone": "deck" },
  });
});

describeCard("DEEP_001", () => {
  cardCase("DEEP_001", {
    does: "a Beast and an Undead are Discovered, then each gets the other's Attack and Health",
    p1: { hero: { card: "HERO_05" }, hand: [{ card: "DEEP_001", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    choices: [0, 0],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(2);
      const [beast, undead] = [factsById(hand[0]!.card)!, factsById(hand[1]!.card)!];
      expect(beast.races.some((x) => x === "BEAST" || x === "ALL")).toBe(true);
      expect(undead.races.some((x) => x === "UNDEAD" || x === "ALL")).toBe(true);
      expect([hand[0]!.attack, hand[0]!.health]).toEqual([undead.attack, undead.health]);
      expect([hand[1]!.attack, hand[1]!.health]).toEqual([beast.attack, beast.health]);
    },
  });
});

describeCard("DEEP_025", () => {
  cardCase("DEEP_025", {
    does: "copies of the minion: one to your hand, one into your deck, one summoned with its damage",
    p1: { hand: [{ card: "DEEP_025", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y", health: 2 }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "p1.hand": [YETI], "p1.deck": [YETI], "p1.board": [YETI], "p1.board.0.health": 2, "p2.board": [YETI], "p1.hand.0.health": 5 },
  });
});

describeCard("DEEP_021", () => {
  cardCase("DEEP_021", {
    does: "the enemy minion goes to your hand, reset, and is yours",
    p1: { hand: [{ card: "DEEP_021", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y", health: 2 }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "Y.zone": "hand", "Y.player": 1, "Y.health": 5, "p2.board": [], "p2.hand": [] },
  });
  cardCase("DEEP_021", {
    does: "nine other cards in your hand: the spell has left it, so the minion still fits (the tenth card)",
    p1: { hand: [{ card: "DEEP_021", ref: "S" }, ...Array.from({ length: 9 }, () => ({ card: WISP }))] },
    p2: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: WISP }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "Y.zone": "hand", "Y.player": 1, "p2.hand.length": 1, "p1.hand.length": 10 },
  });
});

describeCard("DEEP_003", () => {
  cardCase("DEEP_003", {
    does: "1 damage, then a random 1-Cost minion",
    p1: { hand: [{ card: "DEEP_003", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    check: (r) => {
      expect(r.state.players[1]!.hero.health).toBe(29);
      const board = r.state.players[0]!.board;
      expect(board).toHaveLength(1);
      expect(factsById(board[0]!.card)!.cost).toBe(1);
    },
  });
  cardCase("DEEP_003", {
    does: "with Spell Damage +1: 2 damage and a 2-Cost minion",
    p1: { hand: [{ card: "DEEP_003", ref: "S" }], board: [{ card: "CS2_142" }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    check: (r) => {
      expect(r.state.players[1]!.hero.health).toBe(28);
      const board = r.state.players[0]!.board;
      expect(board).toHaveLength(2);
      expect(factsById(board[1]!.card)!.cost).toBe(2);
    },
  });
});

describeCard("WW_379", () => {
  cardCase("WW_379", {
    does: "a random Quickdraw card; played this turn, another one comes",
    p1: { hand: [{ card: "WW_379", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(1);
      expect(factsById(hand[0]!.card)!.mechanics).toContain("QUICKDRAW");
    },
  });
  cardCase("WW_379", {
    does: "the card got carries the state; played the same turn, another Quickdraw card comes, carrying it too",
    p1: { hand: [{ card: "WW_808", ref: "S", tags: FRESH, enchantments: [{ card: "WW_379e" }] }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(1);
      expect(factsById(hand[0]!.card)!.mechanics).toContain("QUICKDRAW");
      expect(hand[0]!.enchantments?.some((en) => en.card === "WW_379e")).toBe(true);
    },
  });
  cardCase("WW_379", {
    does: "kept for a later turn, the state is gone: nothing more",
    p1: { hand: [{ card: "WW_808", ref: "S", enchantments: [{ card: "WW_379e" }] }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "S" }],
    expect: { "p1.hand": [WISP] },
  });
});

describeCard("WW_327", () => {
  cardCase("WW_327", {
    does: "draws a spell; cast this turn, the Cutter gains +1/+2 and Taunt",
    p1: { hand: [{ card: "WW_327", ref: "C" }], deck: [{ card: YETI }, { card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "C.attack": 3, "C.health": 4, "C.seen.TAUNT": 1, "p2.hero.health": 24 },
  });
  cardCase("WW_327", {
    does: "another spell cast: nothing; the drawn one kept for a later turn: nothing then",
    p1: { hand: [{ card: "WW_327", ref: "C" }, { card: "CS2_029", ref: "G" }], deck: [{ card: "CS2_029", ref: "F" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "G", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "C.attack": 2, "C.health": 2, "F.zone": "graveyard" },
  });
});

describeCard("WW_341", () => {
  cardCase("WW_341", {
    does: "your left-most minion has +2 Attack and Lifesteal, the others not",
    p1: { hand: [{ card: "WW_341", ref: "A" }], board: [{ card: RAPTOR, ref: "L" }, { card: YETI, ref: "R" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "L.attack": 5, "L.seen.LIFESTEAL": 1, "R.attack": 4, "p1.secrets": ["WW_341"] },
  });
  cardCase("WW_341", {
    does: "the left-most minion dies: the next one becomes left-most and gets it",
    p1: { hand: [{ card: "WW_341", ref: "A" }, { card: "CS2_029", ref: "F" }], board: [{ card: RAPTOR, ref: "L" }, { card: YETI, ref: "R" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "F", target: "L" }],
    expect: { "L.zone": "graveyard", "R.attack": 6, "R.seen.LIFESTEAL": 1 },
  });
  cardCase("WW_341", {
    does: "it lasts 3 of your turns: gone at the end of the third",
    p1: { hand: [{ card: "WW_341", ref: "A" }], board: [{ card: RAPTOR, ref: "L" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "L.attack": 3, "p1.secrets": [], "A.zone": "graveyard" },
  });
});

describeCard("WW_408", () => {
  cardCase("WW_408", {
    does: "draws an Outcast card and puts it at the left of the hand",
    p1: { hand: [{ card: YETI }, { card: "WW_408", ref: "B" }, { card: WISP }], deck: [{ card: RAPTOR }, { card: "BT_491", ref: "O" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hand": ["BT_491", YETI, WISP], "O.zone": "hand" },
  });
  cardCase("WW_408", {
    does: "no Outcast card in the deck: nothing drawn",
    p1: { hand: [{ card: "WW_408", ref: "B" }], deck: [{ card: RAPTOR }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hand": [], "p1.deck": [RAPTOR] },
  });
});

describeCard("DEEP_028", () => {
  cardCase("DEEP_028", {
    does: "three empty crystals when they fit",
    p1: { mana: { crystals: 7, used: 0 }, hand: [{ card: "DEEP_028", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.mana.crystals": 10, "p1.board": [] },
  });
  cardCase("DEEP_028", {
    does: "at 9 crystals: one fits, two 3/7 Taunt Elementals come",
    p1: { mana: { crystals: 9, used: 0 }, hand: [{ card: "DEEP_028", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.mana.crystals": 10, "p1.board": ["DEEP_028t", "DEEP_028t"], "p1.board.0.attack": 3, "p1.board.0.health": 7, "p1.board.0.seen.TAUNT": 1 },
  });
});

describeCard("WW_387", () => {
  cardCase("WW_387", {
    does: "(1) less per card you played this game that cost (1) when played; other costs and the opponent's plays do not count",
    p1: { hand: [{ card: "WW_387", ref: "D" }, { card: WISP, ref: "W" }], playedThisGame: [{ card: RAPTOR, cost: 1, turn: 3 }, { card: YETI, cost: 4, turn: 3 }, { card: "CS2_029", cost: 1, turn: 3 }] },
    p2: { playedThisGame: [{ card: RAPTOR, cost: 1, turn: 4 }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "D.cost": 4 },
  });
});

describeCard("WW_418", () => {
  cardCase("WW_418", {
    does: "one enemy character: it attacks the one chosen",
    p1: { board: [{ card: "WW_418", ref: "O" }] },
    actions: [{ type: "attack", attacker: "O", defender: "p2.hero" }],
    expect: { "p2.hero.health": 26 },
  });
  cardCase("WW_418", {
    does: "two enemy characters: the attack lands on one of them, the other on its 50% roll (recorded)",
    p1: { board: [{ card: "WW_418", ref: "O" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "O", defender: "Y" }],
    check: (r) => {
      const hero = r.state.players[1]!.hero.health;
      const yeti = r.state.players[1]!.board[0]!.health;
      expect((hero === 30 && yeti === 1) || (hero === 26 && yeti === 5)).toBe(true);
    },
  });
});

describeCard("DEEP_000", () => {
  cardCase("DEEP_000", {
    does: "your turn starts: a copy of your highest Cost minion (with its damage), and the Secret is gone",
    p1: { secrets: [{ card: "DEEP_000" }], board: [{ card: RAPTOR }, { card: YETI, ref: "Y", health: 3 }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    state: { activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board.length": 3, "p1.secrets": [], "p1.graveyard": ["DEEP_000"] },
    check: (r) => {
      const yetis = r.state.players[0]!.board.filter((m) => m.card === YETI);
      expect(yetis.map((m) => m.health)).toEqual([3, 3]);
    },
  });
  cardCase("DEEP_000", {
    does: "not on your opponent's turn start; no minion on yours: it stays",
    p1: { secrets: [{ card: "DEEP_000" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }], board: [{ card: YETI }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.secrets": ["DEEP_000"], "p2.board": [YETI], "p1.board": [] },
  });
});

describeCard("WW_027", () => {
  cardCase("WW_027", {
    does: "+2/+3; a Beast: a Beast is drawn (not the other minions)",
    p1: { hand: [{ card: "WW_027", ref: "T" }], board: [{ card: RAPTOR, ref: "R" }], deck: [{ card: YETI }, { card: "CS2_120", ref: "C" }, { card: WISP }] },
    actions: [{ type: "play", card: "T", target: "R" }],
    expect: { "R.attack": 5, "R.health": 5, "C.zone": "hand", "p1.hand.length": 1 },
  });
  cardCase("WW_027", {
    does: "a minion with no type: the buff only, nothing drawn",
    p1: { hand: [{ card: "WW_027", ref: "T" }], board: [{ card: YETI, ref: "Y" }], deck: [{ card: YETI }, { card: "CS2_120" }] },
    actions: [{ type: "play", card: "T", target: "Y" }],
    expect: { "Y.attack": 6, "Y.health": 8, "p1.hand.length": 0 },
  });
});
