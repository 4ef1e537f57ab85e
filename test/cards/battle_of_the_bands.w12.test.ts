/**
 * Behaviour tests of the BATTLE_OF_THE_BANDS cards added by w12/bands (definitions in sets/battle-of-the-bands.ts): the
 * Harmonic songs ("Swaps each turn", rules-notes 1260) and the other cards of session 12.
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1 (0)
const YETI = "CS2_182"; // 4/5 (4)
const RAPTOR = "CS2_172"; // 3/2 (2)
const AXE = "CS2_106"; // Fiery War Axe 3/2
const BUFF33 = "GIL_828e"; // +3/+3

/** "(Swaps each turn.)": at the start of its owner's turn, in hand, the card becomes its other printing, states kept. */
function swapCases(id: string): void {
  const other = `${id}t`;
  cardCase(id, {
    does: `at the start of your turn in hand it becomes ${other}, its buff kept; the opponent's turn start does not swap it`,
    state: { activePlayer: 2 },
    p1: { hand: [{ card: id, ref: "S", enchantments: [{ card: BUFF33 }] }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const s = r.state.players[0]!.hand.find((e) => e.ref === "S")!;
      expect(s.card).toBe(other);
      expect((s.enchantments ?? []).map((e) => e.card)).toContain(BUFF33);
    },
  });
  cardCase(id, {
    does: "held for two of your turns it is Harmonic again; on your opponent's turn it stays as it was",
    state: { activePlayer: 2 },
    p1: { hand: [{ card: id, ref: "S" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "S.card": id },
  });
  cardCase(id, {
    does: "in the deck it does not swap",
    state: { activePlayer: 2 },
    p1: { deck: [{ card: WISP }, { card: id, ref: "S" }, { card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "S.card": id, "S.zone": "deck" },
  });
}

describeCard("ETC_314", () => {
  swapCases("ETC_314");
  cardCase("ETC_314", {
    does: "Harmonic Pop: 3 damage to every minion, then a 6/6 Popstar for you",
    p1: { hand: [{ card: "ETC_314", ref: "P" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "Y.health": 2, "R.zone": "graveyard", "p1.board": [YETI, "ETC_314t2"], "p1.board.1.attack": 6, "p1.board.1.health": 6 },
  });
  cardCase("ETC_314", {
    does: "Dissonant Pop: 6 damage to every minion, then a 3/3 Popstar",
    p1: { hand: [{ card: "ETC_314t", ref: "P" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "Y.zone": "graveyard", "p1.board": ["ETC_314t2"], "p1.board.0.attack": 3, "p1.board.0.health": 3 },
  });
});

describeCard("ETC_379", () => {
  swapCases("ETC_379");
  cardCase("ETC_379", {
    does: "Harmonic Mood: your hero has +2 Attack this turn and 4 Armor; next turn the Attack is gone",
    p1: { hand: [{ card: "ETC_379", ref: "M" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hero.attack": 2, "p1.hero.armor": 4 },
  });
  cardCase("ETC_379", {
    does: "Dissonant Mood: +4 Attack this turn and 2 Armor, gone once the turn ends",
    p1: { hand: [{ card: "ETC_379t", ref: "M" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "M" }, { type: "endTurn" }],
    expect: { "p1.hero.attack": 0, "p1.hero.armor": 2 },
  });
  cardCase("ETC_379", {
    does: "Dissonant Mood: +4 Attack during the turn",
    p1: { hand: [{ card: "ETC_379t", ref: "M" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hero.attack": 4, "p1.hero.armor": 2 },
  });
});

describeCard("ETC_427", () => {
  swapCases("ETC_427");
  cardCase("ETC_427", {
    does: "Harmonic Metal: four different minions of your hand get +2/+2, the fifth and the spell nothing",
    p1: { hand: [{ card: "ETC_427", ref: "M" }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: "CS2_029" }] },
    actions: [{ type: "play", card: "M" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand.filter((e) => e.card === WISP && e.attack === 3 && e.health === 3)).toHaveLength(4);
      expect(hand.filter((e) => e.card === WISP && e.attack === 1)).toHaveLength(1);
    },
  });
  cardCase("ETC_427", {
    does: "Dissonant Metal: two different minions of your hand get +4/+4",
    p1: { hand: [{ card: "ETC_427t", ref: "M" }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "M" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand.filter((e) => e.attack === 5 && e.health === 5)).toHaveLength(2);
      expect(hand.filter((e) => e.attack === 1)).toHaveLength(1);
    },
  });
});

describeCard("ETC_506", () => {
  swapCases("ETC_506");
  for (const [id, cost, plus] of [["ETC_506", 5, 1], ["ETC_506t", 1, 5]] as const) {
    cardCase("ETC_506", {
      does: `${id}: the Discovered ${cost}-Cost minion is summoned with +${plus}/+${plus}`,
      p1: { hand: [{ card: id, ref: "D" }] },
      actions: [{ type: "play", card: id === "ETC_506" ? "D" : "D" }],
      choices: [0],
      check: (r) => {
        const board = r.state.players[0]!.board;
        expect(board).toHaveLength(1);
        const f = findCard(board[0]!.card)!;
        expect(f.cost).toBe(cost);
        expect(board[0]!.attack).toBe((f.attack ?? 0) + plus);
        expect(board[0]!.health).toBe((f.health ?? 0) + plus);
        expect(r.state.players[0]!.hand).toHaveLength(0);
      },
    });
  }
});

describeCard("ETC_717", () => {
  swapCases("ETC_717");
  cardCase("ETC_717", {
    does: "Harmonic Hip Hop: 1 damage to the target, your weapon +3 Attack",
    p1: { hand: [{ card: "ETC_717", ref: "H" }], weapon: { card: AXE, ref: "W" } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "H", target: "Y" }],
    expect: { "Y.health": 4, "W.attack": 6 },
  });
  cardCase("ETC_717", {
    does: "Dissonant Hip Hop: 3 damage, your weapon +1 Attack",
    p1: { hand: [{ card: "ETC_717t", ref: "H" }], weapon: { card: AXE, ref: "W" } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "H", target: "Y" }],
    expect: { "Y.health": 2, "W.attack": 4 },
  });
  cardCase("ETC_717", {
    does: "without a weapon only the damage",
    p1: { hand: [{ card: "ETC_717", ref: "H" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "H", target: "Y" }],
    expect: { "Y.health": 4, "p1.weapon": null },
  });
});

const SQUIRE = "EX1_008"; // Argent Squire 1/1 Divine Shield
const WHIRLWIND = "EX1_400"; // Deal 1 damage to ALL minions.
const BLOOD_KNIGHT = "EX1_590"; // Battlecry: All minions lose Divine Shield …
const SILENCE = "EX1_332";

describeCard("ETC_324", () => {
  cardCase("ETC_324", {
    does: "Whirlwind breaks its own shield and a friendly Squire's: two cards drawn; the enemy Squire's shield draws none",
    p1: { hand: [{ card: WHIRLWIND, ref: "W" }], board: [{ card: "ETC_324", ref: "J" }, { card: SQUIRE, ref: "S" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { board: [{ card: SQUIRE, ref: "E" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.hand.length": 2, "J.seen.DIVINE_SHIELD": undefined, "S.seen.DIVINE_SHIELD": undefined, "E.seen.DIVINE_SHIELD": undefined, "J.health": 3 },
  });
  cardCase("ETC_324", {
    does: "a friendly Squire attacking a Yeti loses its shield in combat: one card",
    p1: { board: [{ card: "ETC_324", ref: "J" }, { card: SQUIRE, ref: "S" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "S", defender: "Y" }],
    expect: { "p1.hand.length": 1, "Y.health": 4, "S.zone": "board" },
  });
  cardCase("ETC_324", {
    does: "Blood Knight takes the shields away (losing them by an effect): one draw for each friendly one",
    p1: { hand: [{ card: BLOOD_KNIGHT, ref: "B" }], board: [{ card: "ETC_324", ref: "J" }, { card: SQUIRE, ref: "S" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { board: [{ card: SQUIRE, ref: "E" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hand.length": 2 },
  });
  cardCase("ETC_324", {
    does: "your hero's Divine Shield (Starlight Groove's) is a friendly character's: its loss draws",
    p1: { hand: [{ card: "ETC_330", ref: "G" }], board: [{ card: "ETC_324", ref: "J" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }],
    check: (r) => {
      const p1 = r.state.players[0]!;
      expect(p1.hand.map((e) => e.card)).toEqual([WISP]);
      expect(p1.hero.health).toBe(30);
    },
  });
  cardCase("ETC_324", {
    does: "a Silence is no loss of Divine Shield: nothing drawn",
    p1: { hand: [{ card: SILENCE, ref: "X" }], board: [{ card: "ETC_324", ref: "J" }, { card: SQUIRE, ref: "S" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "X", target: "S" }],
    expect: { "p1.hand.length": 0, "S.seen.DIVINE_SHIELD": undefined },
  });
});

const FIREBALL = "CS2_029"; // 4 Cost: 6 damage
const MOONFIRE = "CS2_008"; // 0 Cost: 1 damage
const ARCANE_SHOT = "DS1_185"; // 1 Cost: 2 damage

describeCard("JAM_031", () => {
  cardCase("JAM_031", {
    does: "a copy of the enemy Yeti is summoned for you; each of the two dies after taking damage (1 damage kills a 4/5)",
    p1: { hand: [{ card: "JAM_031", ref: "R" }, { card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "R", target: "Y" }, { type: "play", card: "M1", target: "Y" }, { type: "play", card: "M2", target: "p1.board.0" }],
    expect: { "Y.zone": "graveyard", "p1.board": [], "p2.board": [] },
  });
  cardCase("JAM_031", {
    does: "the copy is yours, with the state; undamaged both live",
    p1: { hand: [{ card: "JAM_031", ref: "R" }], board: [{ card: RAPTOR, ref: "A" }] },
    actions: [{ type: "play", card: "R", target: "A" }],
    check: (r) => {
      const board = r.state.players[0]!.board;
      expect(board.map((e) => e.card)).toEqual([RAPTOR, RAPTOR]);
      for (const m of board) expect((m.enchantments ?? []).map((e) => e.card)).toEqual(["JAM_031e"]);
    },
  });
});

describeCard("ETC_335", () => {
  cardCase("ETC_335", {
    does: "cast: later spells this turn are not your first (full Cost); the state stays past a turn with a spell",
    p1: { hand: [{ card: "ETC_335", ref: "L" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "L" }],
    check: (r) => {
      const p1 = r.state.players[0]!;
      expect(p1.hand.find((e) => e.ref === "F")!.cost).toBe(4);
      expect((p1.hero.enchantments ?? []).map((e) => e.card)).toEqual(["ETC_335e"]);
    },
  });
  cardCase("ETC_335", {
    does: "the state: the first spell of the turn costs (2) less, the second its full Cost",
    p1: { hero: { card: "HERO_09", enchantments: [{ card: "ETC_335e" }] }, hand: [{ card: FIREBALL, ref: "F" }, { card: FIREBALL, ref: "G" }], mana: { crystals: 10, used: 0 } },
    p2: { hero: { card: "HERO_01", ref: "E" } },
    actions: [{ type: "play", card: "F", target: "E" }],
    check: (r) => {
      const p1 = r.state.players[0]!;
      expect(p1.mana.used).toBe(2);
      expect(p1.hand.find((e) => e.ref === "G")!.cost).toBe(4);
    },
  });
  cardCase("ETC_335", {
    does: "a turn of yours with no spell played ends it; one with a spell keeps it",
    p1: { hero: { card: "HERO_09", enchantments: [{ card: "ETC_335e" }] }, deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hero.enchantments": undefined },
  });
});

describeCard("ETC_084", () => {
  cardCase("ETC_084", {
    does: "on your turn, damage to your hero is prevented and restores 2 Health instead; the Harp loses 1 Durability",
    p1: { hero: { card: "HERO_07", health: 20 }, weapon: { card: "ETC_084", ref: "H" }, hand: [{ card: "CS2_062", ref: "X" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "X" }],
    check: (r) => {
      const p1 = r.state.players[0]!;
      expect(p1.hero.health).toBe(22);
      expect(p1.weapon!.durability).toBe(2);
      expect(r.state.players[1]!.board[0]!.health).toBe(2);
    },
  });
  cardCase("ETC_084", {
    does: "on the opponent's turn the damage is taken and the Harp keeps its Durability",
    state: { activePlayer: 2 },
    p1: { hero: { card: "HERO_07", ref: "H1", health: 20 }, weapon: { card: "ETC_084", ref: "H" } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "Y", defender: "H1" }],
    expect: { "H1.health": 16, "H.durability": 3 },
  });
});

describeCard("ETC_078", () => {
  cardCase("ETC_078", {
    does: "you get the Golden Microphone, the opponent the Broken one: their hero takes 1 more from each damage",
    p1: { hand: [{ card: "ETC_078", ref: "B" }, { card: MOONFIRE, ref: "M" }] },
    p2: { hero: { card: "HERO_01", ref: "E" } },
    actions: [{ type: "play", card: "B" }, { type: "play", card: "M", target: "E" }],
    check: (r) => {
      expect(r.state.players[0]!.weapon!.card).toBe("ETC_078t2");
      expect(r.state.players[1]!.weapon!.card).toBe("ETC_078t");
      expect(r.state.players[1]!.hero.health).toBe(28);
    },
  });
  cardCase("ETC_078", {
    does: "the Broken Microphone destroyed (Acidic Swamp Ooze): its hero takes the damage as dealt again",
    p1: { hand: [{ card: "ETC_078", ref: "B" }, { card: "EX1_066", ref: "O" }, { card: MOONFIRE, ref: "M" }] },
    p2: { hero: { card: "HERO_01", ref: "E" } },
    actions: [{ type: "play", card: "B" }, { type: "play", card: "O" }, { type: "play", card: "M", target: "E" }],
    expect: { "p2.weapon": null, "E.health": 29 },
  });
  cardCase("ETC_078", {
    does: "the Golden Microphone adds nothing to your hero's damage",
    p1: { hand: [{ card: "ETC_078", ref: "B" }, { card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "B" }, { type: "play", card: "M", target: "p1.hero" }],
    expect: { "p1.hero.health": 29 },
  });
});

describeCard("ETC_521", () => {
  cardCase("ETC_521", {
    does: "a 4-Cost Fireball cast: a 4/4 Elemental, the Keyboard loses 1 Durability; an Arcane Shot: a 1/1",
    p1: { weapon: { card: "ETC_521", ref: "K" }, hand: [{ card: FIREBALL, ref: "F" }, { card: ARCANE_SHOT, ref: "A" }] },
    p2: { hero: { card: "HERO_01", ref: "E" } },
    actions: [{ type: "play", card: "F", target: "E" }, { type: "play", card: "A", target: "E" }],
    check: (r) => {
      const board = r.state.players[0]!.board;
      expect(board.map((e) => [e.card, e.attack, e.health])).toEqual([["ETC_521t", 4, 4], ["ETC_521t", 1, 1]]);
      expect(r.state.players[0]!.weapon!.durability).toBe(1);
    },
  });
  cardCase("ETC_521", {
    does: "the opponent's spell does nothing",
    state: { activePlayer: 2 },
    p1: { weapon: { card: "ETC_521", ref: "K" } },
    p2: { hand: [{ card: ARCANE_SHOT, ref: "A" }] },
    actions: [{ type: "play", card: "A", target: "p1.hero" }],
    expect: { "p1.board": [], "K.durability": 3 },
  });
});

describeCard("ETC_083", () => {
  cardCase("ETC_083", {
    does: "Finale (its 2 Mana the last): two Demons Discovered, each +1/+2",
    p1: { hand: [{ card: "ETC_083", ref: "D" }], mana: { crystals: 2, used: 0 } },
    actions: [{ type: "play", card: "D" }],
    choices: [0, 0],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(2);
      for (const c of hand) {
        const f = findCard(c.card)!;
        expect(f.races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/DEMON|ALL/)]));
        expect([c.attack, c.health]).toEqual([(f.attack ?? 0) + 1, (f.health ?? 0) + 2]);
      }
    },
  });
  cardCase("ETC_083", {
    does: "Mana left over: two Demons, no buff",
    p1: { hand: [{ card: "ETC_083", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    choices: [0, 0],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(2);
      for (const c of hand) expect(c.enchantments ?? []).toEqual([]);
    },
  });
});

describeCard("ETC_528", () => {
  cardCase("ETC_528", {
    does: "the first Lightshow: 2 beams of 2 at the only enemy, the hero",
    p1: { hand: [{ card: "ETC_528", ref: "L" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "p2.hero.health": 26 },
  });
  cardCase("ETC_528", {
    does: "the second Lightshow of the game shoots 3 beams (2 + the one played before)",
    p1: { hand: [{ card: "ETC_528", ref: "L" }, { card: "ETC_528", ref: "M" }] },
    actions: [{ type: "play", card: "L" }, { type: "play", card: "M" }],
    expect: { "p2.hero.health": 20 },
  });
});

const played = (...cards: string[]) => cards.map((card, i) => ({ card, cost: 1, turn: i + 1 }));

describeCard("ETC_074", () => {
  cardCase("ETC_074", {
    does: "the options are the opponent's played cards (a Yeti, a Fireball, a Wisp); the one taken is a new copy in your hand",
    p1: { hand: [{ card: "ETC_074", ref: "M" }], playedThisGame: played(MOONFIRE) },
    p2: { playedThisGame: played(YETI, FIREBALL, WISP, YETI) },
    actions: [{ type: "play", card: "M" }],
    choices: [1],
    check: (r) => {
      const ev = r.random.filter((d) => d.purpose === "discover option");
      expect(ev).toHaveLength(3);
      expect(new Set(ev.map((d) => d.chosen))).toEqual(new Set([YETI, FIREBALL, WISP]));
      const hand = r.state.players[0]!.hand.map((e) => e.card);
      expect(hand).toHaveLength(1);
      expect(hand[0]).toBe(ev[1]!.chosen);
    },
  });
  cardCase("ETC_074", {
    does: "nothing played by the opponent: nothing (your own plays are not offered)",
    p1: { hand: [{ card: "ETC_074", ref: "M" }], playedThisGame: played(YETI) },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hand": [] },
  });
});

describeCard("ETC_532", () => {
  cardCase("ETC_532", {
    does: "only your spells played this game (a Fireball; not the Yeti, not Rewind itself) are offered: it is taken",
    p1: { hand: [{ card: "ETC_532", ref: "R" }], playedThisGame: played(YETI, FIREBALL, YETI) },
    p2: { playedThisGame: played(MOONFIRE) },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hand": [FIREBALL] },
  });
  cardCase("ETC_532", {
    does: "no other spell played: nothing",
    p1: { hand: [{ card: "ETC_532", ref: "R" }], playedThisGame: played("ETC_532") },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hand": [] },
  });
});

describeCard("JAM_029", () => {
  cardCase("JAM_029", {
    does: "the opponent has 8 crystals, 3 of them spent: they keep 7 (2 spent), you gain an empty one (7 → 8, the 6 paid spent)",
    p1: { hand: [{ card: "JAM_029", ref: "D" }], mana: { crystals: 7, used: 0 } },
    p2: { mana: { crystals: 8, used: 3 } },
    actions: [{ type: "play", card: "D" }],
    expect: { "p2.mana.crystals": 7, "p2.mana.used": 2, "p1.mana.crystals": 8, "p1.mana.used": 7 },
  });
  cardCase("JAM_029", {
    does: "every crystal of the opponent full: nothing taken, nothing gained",
    p1: { hand: [{ card: "JAM_029", ref: "D" }], mana: { crystals: 7, used: 0 } },
    p2: { mana: { crystals: 8, used: 0 } },
    actions: [{ type: "play", card: "D" }],
    expect: { "p2.mana.crystals": 8, "p1.mana.crystals": 7 },
  });
});

describeCard("JAM_016", () => {
  cardCase("JAM_016", {
    does: "two weapons equipped (one played, one by MC Blingtron's Battlecry): it costs (7) - 4 = (3); the opponent's Microphone does not count",
    p1: { hand: [{ card: "JAM_016", ref: "B" }, { card: AXE, ref: "A" }, { card: "ETC_078", ref: "M" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "M" }],
    expect: { "B.cost": 3, "p2.tags.NUM_WEAPONS_EQUIPPED_THIS_GAME": 1 },
  });
  cardCase("JAM_016", {
    does: "the count of an earlier part of the game (the player tag of the snapshot): 4 weapons make it cost (0)",
    p1: { hand: [{ card: "JAM_016", ref: "B" }, { card: WISP, ref: "W" }], tags: { NUM_WEAPONS_EQUIPPED_THIS_GAME: 4 } },
    actions: [{ type: "play", card: "W" }],
    expect: { "B.cost": 0 },
  });
});
