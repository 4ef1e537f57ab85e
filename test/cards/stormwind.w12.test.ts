/** United in Stormwind (STORMWIND): cards of session 12 (w12/storm; rules-notes 1300-1319). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const SQUIRE = "EX1_008"; // Argent Squire 1/1, Divine Shield
const FIREBALL = "CS2_029";
const HELLFIRE = "CS2_062"; // 3 damage to ALL characters
const BLOOD_KNIGHT = "EX1_590"; // Battlecry: All minions lose Divine Shield

describeCard("SW_047", () => {
  cardCase("SW_047", {
    does: "a friendly minion's shield broken in combat: the minion in hand gets +5/+5, the spell not",
    p1: { board: [{ card: "SW_047", ref: "F" }, { card: SQUIRE, ref: "S" }], hand: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "B" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "S", defender: "W" }],
    expect: { "Y.attack": 9, "Y.health": 10, "S.zone": "board", "S.tags.DIVINE_SHIELD": 0, "W.zone": "graveyard", "events.divine-shield": 1 },
    check: (r) => expect(r.state.players[0].hand.find((e) => e.ref === "B")!.enchantments ?? []).toEqual([]),
  });
  cardCase("SW_047", {
    does: "an enemy minion losing Divine Shield does nothing",
    p1: { board: [{ card: "SW_047", ref: "F" }, { card: YETI, ref: "A" }], hand: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: SQUIRE, ref: "S" }] },
    actions: [{ type: "attack", attacker: "A", defender: "S" }],
    expect: { "Y.attack": 4, "Y.health": 5, "events.divine-shield": 1 },
  });
  cardCase("SW_047", {
    does: "Hellfire breaks its own shield and the Squire's: two +5/+5 on the one minion in hand",
    p1: { board: [{ card: "SW_047", ref: "F" }, { card: SQUIRE, ref: "S" }], hand: [{ card: HELLFIRE, ref: "H" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "Y.attack": 14, "Y.health": 15, "F.health": 5, "S.zone": "board", "events.divine-shield": 2 },
  });
  cardCase("SW_047", {
    does: "Blood Knight taking a friendly Divine Shield counts as lost",
    p1: { board: [{ card: "SW_047", ref: "F" }], hand: [{ card: BLOOD_KNIGHT, ref: "K" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "Y.attack": 9, "Y.health": 10, "F.tags.DIVINE_SHIELD": 0, "K.attack": 6 },
  });
  cardCase("SW_047", {
    does: "no minion in hand: nothing",
    p1: { board: [{ card: "SW_047", ref: "F" }], hand: [{ card: FIREBALL, ref: "B" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "F", defender: "W" }],
    expect: { "F.tags.DIVINE_SHIELD": 0, "p1.hand": [FIREBALL] },
  });
});

describeCard("SW_048", () => {
  cardCase("SW_048", {
    does: "a friendly shield broken: every minion in hand +1/+1, the spell not; the Kit loses 1 Durability",
    p1: { weapon: { card: "SW_048", ref: "K" }, board: [{ card: SQUIRE, ref: "S" }],
      hand: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "X" }, { card: FIREBALL, ref: "B" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "S", defender: "W" }],
    expect: { "Y.attack": 5, "Y.health": 6, "X.attack": 2, "X.health": 2, "p1.weapon.durability": 2 },
    check: (r) => expect(r.state.players[0].hand.find((e) => e.ref === "B")!.enchantments ?? []).toEqual([]),
  });
  cardCase("SW_048", {
    does: "two shields lost to one Hellfire: twice (+2/+2), 2 Durability spent",
    p1: { weapon: { card: "SW_048", ref: "K" }, board: [{ card: SQUIRE, ref: "S1" }, { card: SQUIRE, ref: "S2" }],
      hand: [{ card: HELLFIRE, ref: "H" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "Y.attack": 6, "Y.health": 7, "p1.weapon.durability": 1 },
  });
  cardCase("SW_048", {
    does: "an enemy shield lost: nothing, the Kit keeps its Durability",
    p1: { weapon: { card: "SW_048", ref: "K" }, board: [{ card: YETI, ref: "A" }], hand: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: SQUIRE, ref: "S" }] },
    actions: [{ type: "attack", attacker: "A", defender: "S" }],
    expect: { "Y.attack": 4, "p1.weapon.durability": 3 },
  });
});

const INTELLECT = "CS2_023"; // Arcane Intellect: draw 2
const FROSTBOLT = "CS2_024"; // 3 damage, Freeze (Frost)
const HOARDER = "EX1_096"; // Loot Hoarder 2/1, Deathrattle: draw
const GOLEM = "EX1_556"; // Harvest Golem 2/3, Deathrattle: a 2/1

describeCard("SW_037", () => {
  cardCase("SW_037", {
    does: "costs (1) less for each card drawn this turn: 7 - 2 after Arcane Intellect",
    p1: { hand: [{ card: "SW_037", ref: "B" }, { card: INTELLECT, ref: "I" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "B.cost": 5 },
  });
  cardCase("SW_037", {
    does: "nothing drawn this turn: 7",
    p1: { hand: [{ card: "SW_037", ref: "B" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "B.cost": 7 },
  });
});

describeCard("SW_454", () => {
  cardCase("SW_454", {
    does: "Attack equal to the cards drawn this turn: 0, then 2 after Arcane Intellect; the hero attacks for 2",
    p1: { weapon: { card: "SW_454", ref: "L" }, hand: [{ card: INTELLECT, ref: "I" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "I" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p1.weapon.attack": 2, "p2.hero.health": 28, "p1.weapon.durability": 1 },
  });
});

describeCard("DED_524", () => {
  cardCase("DED_524", {
    does: "a Fire and a Frost spell cast this game: draws 2",
    p1: { hand: [{ card: "DED_524", ref: "M" }, { card: FIREBALL, ref: "F" }, { card: FROSTBOLT, ref: "B" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "M" }],
    expect: { "p1.hand": [WISP, WISP], "p1.deck.length": 1 },
  });
  cardCase("DED_524", {
    does: "two Fire spells are one school: draws 1",
    p1: { hand: [{ card: "DED_524", ref: "M" }, { card: FIREBALL, ref: "F" }, { card: FIREBALL, ref: "G" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }], mana: { crystals: 10 } },
    state: { turn: 20 },
    actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "G", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "M" }],
    expect: { "p1.hand": [WISP, WISP] },
  });
});

describeCard("SW_310", () => {
  cardCase("SW_310", {
    does: "gets a new copy of the one friendly Deathrattle minion that died (not the Yeti, not the enemy's)",
    p1: { hand: [{ card: "SW_310", ref: "B" }], board: [{ card: GOLEM, ref: "G" }, { card: YETI, ref: "Y" }] },
    p2: { board: [{ card: HOARDER, ref: "E" }] },
    actions: [{ type: "destroy", target: "G" }, { type: "destroy", target: "Y" }, { type: "destroy", target: "E" }, { type: "play", card: "B" }],
    check: (r) => {
      expect(r.state.players[0].hand.map((e) => e.card)).toEqual([GOLEM]);
      expect(r.state.players[0].weapon?.card).toBe("SW_310");
    },
  });
  cardCase("SW_310", {
    does: "none died: nothing",
    p1: { hand: [{ card: "SW_310", ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hand": [], "p1.weapon": "SW_310" },
  });
});

describeCard("DED_008", () => {
  cardCase("DED_008", {
    does: "the last friendly Deathrattle minion that died: the Golem, not the earlier Hoarder nor the later Yeti",
    p1: { hand: [{ card: "DED_008", ref: "P" }], board: [{ card: HOARDER, ref: "H" }, { card: GOLEM, ref: "G" }, { card: YETI, ref: "Y" }], deck: [{ card: FIREBALL }] },
    actions: [{ type: "destroy", target: "H" }, { type: "destroy", target: "G" }, { type: "destroy", target: "Y" }, { type: "play", card: "P" }],
    expect: { "p1.hand": [FIREBALL, GOLEM] },
  });
});

describeCard("DED_514", () => {
  cardCase("DED_514", {
    does: "the opponent's next card played is copied into your hand; their second is not",
    p1: { hand: [{ card: "DED_514", ref: "C" }] },
    p2: { hand: [{ card: WISP, ref: "W" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "play", card: "W" }, { type: "play", card: "F", target: "p1.hero" }],
    expect: { "p1.hand": [WISP], "p2.board": [WISP], "p1.hero.health": 24 },
  });
  cardCase("DED_514", {
    does: "your own plays are not copied",
    p1: { hand: [{ card: "DED_514", ref: "C" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "W" }],
    expect: { "p1.hand": [] },
  });
});

describeCard("SW_112", () => {
  cardCase("SW_112", {
    does: "the next Fire spell has Spell Damage +2 (Fireball 8); a Frost spell before it does not use it; the Fire spell after it is back to 6",
    p1: { hand: [{ card: "SW_112", ref: "P" }, { card: FROSTBOLT, ref: "B" }, { card: FIREBALL, ref: "F" }, { card: FIREBALL, ref: "G" }], mana: { crystals: 10 } },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "P" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "F", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "G", target: "p2.hero" }],
    expect: { "p2.hero.health": 30 - 3 - 8 - 6 },
  });
});

describeCard("DED_511", () => {
  cardCase("DED_511", {
    does: "at the end of your turn your 2-Cost weapon becomes a random 3-Cost weapon",
    p1: { board: [{ card: "DED_511", ref: "S" }], weapon: { card: "CS2_106", ref: "A" } },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const w = r.state.players[0].weapon!;
      expect(w.card).not.toBe("CS2_106");
      expect(w.cost).toBe(3);
    },
  });
  cardCase("DED_511", {
    does: "not at the end of the opponent's turn",
    p1: { board: [{ card: "DED_511", ref: "S" }], weapon: { card: "CS2_106", ref: "A" } },
    state: { activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    expect: { "p1.weapon": "CS2_106" },
  });
});

describeCard("DED_506", () => {
  cardCase("DED_506", {
    does: "drawn this turn (Arcane Intellect) it costs (3); played for 3, it draws 3",
    p1: { hand: [{ card: INTELLECT, ref: "I" }], deck: [{ card: "DED_506", ref: "N" }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }], mana: { crystals: 6 } },
    actions: [{ type: "play", card: "I" }, { type: "play", card: "N" }],
    expect: { "p1.mana.used": 6, "p1.hand.length": 4, "N.zone": "graveyard" },
  });
  cardCase("DED_506", {
    does: "held since an earlier turn: (5)",
    p1: { hand: [{ card: "DED_506", ref: "N" }] },
    actions: [{ type: "endTurn" }],
    expect: { "N.cost": 5 },
  });
  cardCase("DED_506", {
    does: "drawn at the start of your turn: (3) that turn, (5) on your next",
    p1: { deck: [{ card: "DED_506", ref: "N" }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "N.cost": 3 },
  });
  cardCase("DED_506", {
    does: "a turn later it costs (5) again",
    p1: { deck: [{ card: "DED_506", ref: "N" }, { card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "N.cost": 5, "N.zone": "hand" },
  });
  cardCase("DED_506", {
    does: "a copy created in hand this turn was not drawn: (5)",
    p1: { hand: [{ card: "DED_506", ref: "N", tags: { ENTERED_HAND_THIS_TURN: 1 } }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.mana.used": 5 },
  });
});

describeCard("SW_069", () => {
  cardCase("SW_069", {
    does: "at the end of your turn a card of your deck is stored (set aside); its Deathrattle adds it to your hand",
    p1: { board: [{ card: "SW_069", ref: "B" }], deck: [{ card: FIREBALL, ref: "F" }] },
    p2: { hand: [{ card: "CS2_029", ref: "K" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "play", card: "K", target: "B" }],
    check: (r) => {
      expect(r.state.players[0].deck).toEqual([]);
      expect(r.state.players[0].hand.map((e) => e.card)).toEqual([FIREBALL]);
      expect(r.state.players[0].board).toEqual([]);
    },
  });
  cardCase("SW_069", {
    does: "while stored the card is in no hand or deck",
    p1: { board: [{ card: "SW_069", ref: "B" }], deck: [{ card: FIREBALL, ref: "F" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "p1.deck": [], "p1.hand": [], "F.zone": "setAside" },
  });
});

describeCard("SW_035", () => {
  cardCase("SW_035", {
    does: "two Overload cards played this game: a 3-Cost minion Discovered and summoned",
    p1: { hand: [{ card: "SW_035", ref: "C" }], playedThisGame: [{ card: "EX1_238", cost: 1, turn: 1 }, { card: "EX1_251", cost: 3, turn: 3 }, { card: FIREBALL, cost: 4, turn: 3 }] },
    actions: [{ type: "play", card: "C" }],
    choices: [0],
    check: (r) => {
      const b = r.state.players[0].board;
      expect(b).toHaveLength(1);
      expect(b[0]!.cost).toBe(3);
    },
  });
  cardCase("SW_035", {
    does: "none played: a 1-Cost minion",
    p1: { hand: [{ card: "SW_035", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    choices: [1],
    check: (r) => {
      const b = r.state.players[0].board;
      expect(b).toHaveLength(1);
      expect(b[0]!.cost).toBe(1);
    },
  });
});
