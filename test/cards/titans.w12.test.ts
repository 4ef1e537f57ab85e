/** TITANS (w12/titans): next-turn cost states, Sparkbots, resurrections from your class, and texts the format already had. */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const LIGHTNING_BOLT = "EX1_238"; // Nature, 1: 3 damage
const FIREBALL = "CS2_029"; // Fire, 4
const ARCANE_INTELLECT = "CS2_023"; // Arcane, 3
const SPARKBOTS = ["TTN_719t", "TTN_719t1", "TTN_719t2", "TTN_719t3", "TTN_719t4", "TTN_719t5", "TTN_719t6", "TTN_719t7"];
const MECH = "TTN_860"; // Drone Deconstructor, a 1/2 Mech

describeCard("TTN_088", () => {
  cardCase("TTN_088", {
    does: "costs (1) less for each friendly Secret triggered this game",
    p1: { hand: [{ card: "TTN_088", ref: "B" }], tags: { NUM_SECRETS_TRIGGERED_THIS_GAME: 2 } },
    p2: { tags: { NUM_SECRETS_TRIGGERED_THIS_GAME: 3 } },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.mana.used": 4, "p1.weapon": "TTN_088" },
  });
});

describeCard("TTN_830", () => {
  cardCase("TTN_830", {
    does: "draws a card; Nature spells keep their Cost this turn",
    p1: { hand: [{ card: "TTN_830", ref: "F" }, { card: LIGHTNING_BOLT, ref: "L" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "F" }, { type: "play", card: "L", target: "p2.hero" }],
    expect: { "p1.mana.used": 3, "p1.hand": [WISP], "p2.hero.health": 27 },
  });
  cardCase("TTN_830", {
    does: "next turn your Nature spells cost (1) less, not other spells",
    p1: { hand: [{ card: "TTN_830", ref: "F" }, { card: LIGHTNING_BOLT, ref: "L" }, { card: FIREBALL, ref: "B" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "F" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "L", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }],
    expect: { "p1.mana.used": 4, "p2.hero.health": 21 },
  });
  cardCase("TTN_830", {
    does: "the discount ends with that turn",
    p1: { hand: [{ card: "TTN_830", ref: "F" }, { card: LIGHTNING_BOLT, ref: "L" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "F" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "L", target: "p2.hero" }],
    expect: { "p1.mana.used": 1 },
  });
});

describeCard("YOG_503", () => {
  cardCase("YOG_503", {
    does: "on the opponent's next turn their minions cost Health, not Mana",
    p1: { hand: [{ card: "YOG_503", ref: "C" }] },
    p2: { hand: [{ card: YETI, ref: "Y" }, { card: ARCANE_INTELLECT, ref: "A" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "play", card: "Y" }, { type: "play", card: "A" }],
    expect: { "p2.hero.health": 26, "p2.mana.used": 3, "Y.zone": "board" },
  });
  cardCase("YOG_503", {
    does: "not this turn, and not your own minions",
    p1: { hand: [{ card: "YOG_503", ref: "C" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "Y" }],
    expect: { "p1.hero.health": 30, "p1.mana.used": 5 },
  });
  cardCase("YOG_503", {
    does: "over after the opponent's turn",
    p1: { hand: [{ card: "YOG_503", ref: "C" }], deck: [{ card: WISP }] },
    p2: { hand: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "Y" }],
    expect: { "p2.hero.health": 30, "p2.mana.used": 4 },
  });
});

describeCard("TTN_744", () => {
  const P2_DECK = [{ card: WISP, ref: "D1" }, { card: WISP, ref: "D2" }, { card: WISP, ref: "D3" }];
  cardCase("TTN_744", {
    does: "both draw 2; the opponent's two get Frozen Solid",
    p1: { hand: [{ card: "TTN_744", ref: "F" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: P2_DECK },
    actions: [{ type: "play", card: "F" }],
    expect: { "p1.hand": [WISP, WISP], "D1.zone": "hand", "D2.zone": "hand", "D3.zone": "deck" },
    check: (r) => expect(r.state.players[1]!.hand.map((c) => (c.enchantments ?? []).map((e) => e.card))).toEqual([["TTN_744e1"], ["TTN_744e1"]]),
  });
  cardCase("TTN_744", {
    does: "on their next turn they can't play them",
    p1: { hand: [{ card: "TTN_744", ref: "F" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: P2_DECK },
    actions: [{ type: "play", card: "F" }, { type: "endTurn" }, { type: "play", card: "D1" }],
    error: "illegal_action",
  });
  cardCase("TTN_744", {
    does: "their turn's own draw is playable",
    p1: { hand: [{ card: "TTN_744", ref: "F" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: P2_DECK },
    actions: [{ type: "play", card: "F" }, { type: "endTurn" }, { type: "play", card: "D3" }],
    expect: { "D3.zone": "board", "D1.zone": "hand" },
  });
  cardCase("TTN_744", {
    does: "playable again after their turn",
    p1: { hand: [{ card: "TTN_744", ref: "F" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { deck: P2_DECK },
    actions: [{ type: "play", card: "F" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "D1.zone": "hand", "D2.zone": "hand" },
    check: (r) => expect(r.state.players[1]!.hand.every((c) => (c.enchantments ?? []).length === 0)).toBe(true),
  });
});

describeCard("TTN_754", () => {
  cardCase("TTN_754", {
    does: "destroys a friendly minion; its Deathrattle summons a fresh copy of it",
    p1: { hand: [{ card: "TTN_754", ref: "K" }], board: [{ card: YETI, ref: "Y", health: 3 }] },
    actions: [{ type: "play", card: "K", target: "Y" }, { type: "destroy", target: "K" }],
    expect: { "Y.zone": "graveyard", "K.zone": "graveyard", "p1.board": [YETI], "p1.board.0.health": 5 },
  });
});

describeCard("TTN_726", () => {
  cardCase("TTN_726", {
    does: "1 damage, doubled on a minion, and minions take double damage this turn",
    p1: { hand: [{ card: "TTN_726", ref: "T" }], board: [{ card: YETI, ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "E2" }] },
    actions: [{ type: "play", card: "T", target: "E" }, { type: "attack", attacker: "A", defender: "E2" }],
    expect: { "E.health": 3, "E2.zone": "graveyard", "A.zone": "graveyard" },
  });
  cardCase("TTN_726", {
    does: "a hero takes normal damage",
    p1: { hand: [{ card: "TTN_726", ref: "T" }], board: [{ card: YETI, ref: "A" }] },
    actions: [{ type: "play", card: "T", target: "p2.hero" }, { type: "attack", attacker: "A", defender: "p2.hero" }],
    expect: { "p2.hero.health": 25 },
  });
  cardCase("TTN_726", {
    does: "over at the end of the turn",
    p1: { hand: [{ card: "TTN_726", ref: "T" }] },
    p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "T", target: "p2.hero" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
    expect: { "p1.hero.health": 26 },
  });
});

describeCard("YOG_511", () => {
  cardCase("YOG_511", {
    does: "Discover a weapon; 3 Corpses spent give it +1 Attack and +1 Durability",
    p1: { hand: [{ card: "YOG_511", ref: "R" }], corpses: 4 },
    actions: [{ type: "play", card: "R" }],
    choices: [0],
    expect: { "p1.corpses": 1, "p1.hand.length": 1 },
    check: (r) => {
      const w = r.state.players[0]!.hand[0]!;
      const f = findCard(w.card)!;
      expect(f.type).toBe("WEAPON");
      expect(w.attack).toBe((f.attack ?? 0) + 1);
      expect(w.durability).toBe((f.durability ?? 0) + 1);
    },
  });
  cardCase("YOG_511", {
    does: "without 3 Corpses: the weapon as it is, nothing spent",
    p1: { hand: [{ card: "YOG_511", ref: "R" }], corpses: 2 },
    actions: [{ type: "play", card: "R" }],
    choices: [0],
    expect: { "p1.corpses": 2 },
    check: (r) => {
      const w = r.state.players[0]!.hand[0]!;
      expect(w.attack).toBe(findCard(w.card)!.attack);
    },
  });
});

describeCard("TTN_317", () => {
  cardCase("TTN_317", {
    does: "Discover a Nature spell",
    p1: { hand: [{ card: "TTN_317", ref: "L" }] },
    actions: [{ type: "play", card: "L" }],
    choices: [0],
    check: (r) => {
      const c = r.state.players[0]!.hand;
      expect(c).toHaveLength(1);
      expect(findCard(c[0]!.card)!.spellSchool).toBe("NATURE");
    },
  });
  cardCase("TTN_317", {
    does: "the card taken, played this turn, Discovers another Nature spell",
    p1: { hand: [{ card: LIGHTNING_BOLT, ref: "B", enchantments: [{ card: "TTN_317e" }] }] },
    actions: [{ type: "play", card: "B", target: "p2.hero" }],
    choices: [0],
    expect: { "p2.hero.health": 27, "p1.hand.length": 1 },
    check: (r) => expect(findCard(r.state.players[0]!.hand[0]!.card)!.spellSchool).toBe("NATURE"),
  });
  cardCase("TTN_317", {
    does: "not on a later turn",
    p1: { hand: [{ card: "TTN_317", ref: "L" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "L" }, { type: "endTurn" }, { type: "endTurn" }],
    choices: [0],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      const taken = hand.find((c) => c.card !== WISP)!;
      expect(taken.enchantments ?? []).toHaveLength(0);
    },
  });
});

describeCard("TTN_845", () => {
  cardCase("TTN_845", {
    does: "Discover a spell of Cost 3 or less; 2 copies shuffled in that Cast When Drawn",
    p1: { hand: [{ card: "TTN_845", ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    choices: [0],
    check: (r) => {
      const p = r.state.players[0]!;
      expect(p.hand).toHaveLength(1);
      const taken = p.hand[0]!.card;
      expect(findCard(taken)!.type).toBe("SPELL");
      expect(findCard(taken)!.cost).toBeLessThanOrEqual(3);
      expect(p.deck.map((c) => c.card)).toEqual([taken, taken]);
      expect(p.deck.every((c) => (c.enchantments ?? []).some((e) => e.card === "TTN_845e"))).toBe(true);
    },
  });
  cardCase("TTN_845", {
    does: "a copy drawn is cast, then another card is drawn",
    p1: { deck: [{ card: ARCANE_INTELLECT, ref: "A", enchantments: [{ card: "TTN_845e" }] }, { card: WISP }, { card: YETI }, { card: YETI }], hand: [{ card: "EX1_015", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "A.zone": "graveyard", "p1.hand": [WISP, YETI, YETI] },
  });
});

describeCard("TTN_940", () => {
  cardCase("TTN_940", {
    does: "Choose One 1: duplicate your hand (copies keep their states)",
    p1: { hand: [{ card: "TTN_940", ref: "F" }, { card: WISP, ref: "W", enchantments: [{ card: "CS2_092e" }] }, { card: YETI }] },
    actions: [{ type: "play", card: "F", choose: 1 }],
    expect: { "p1.hand": [WISP, YETI, WISP, YETI], "p1.hand.2.attack": 5, "p1.board": ["TTN_940"] },
  });
  cardCase("TTN_940", {
    does: "Choose One 2: copies of your other minions, with their states",
    p1: { hand: [{ card: "TTN_940", ref: "F" }], board: [{ card: YETI, ref: "Y", health: 3 }, { card: WISP }] },
    p2: { board: [{ card: WISP }] },
    actions: [{ type: "play", card: "F", choose: 2 }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b.map((e) => e.card).sort()).toEqual(["TTN_940", YETI, YETI, WISP, WISP].sort());
      expect(b.filter((e) => e.card === YETI).map((e) => e.health)).toEqual([3, 3]);
      expect(r.state.players[1]!.board).toHaveLength(1);
    },
  });
});

describeCard("TTN_860", () => {
  cardCase("TTN_860", {
    does: "Battlecry: a random one of the eight Sparkbots",
    p1: { hand: [{ card: "TTN_860", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand).toHaveLength(1);
      expect(SPARKBOTS).toContain(hand[0]);
    },
  });
});

describeCard("TTN_719", () => {
  cardCase("TTN_719", {
    does: "three random Sparkbots",
    p1: { hand: [{ card: "TTN_719", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.mana.used": 2 },
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand).toHaveLength(3);
      for (const c of hand) expect(SPARKBOTS).toContain(c);
    },
  });
  cardCase("TTN_719", {
    does: "an Elusive Sparkbot Magnetized passes on Elusive",
    p1: { hand: [{ card: "TTN_719t5", ref: "S" }], board: [{ card: MECH, ref: "M" }] },
    actions: [{ type: "play", card: "S", position: 0 }],
    expect: { "p1.board": [MECH], "M.attack": 2, "M.health": 3, "M.seen.CANT_BE_TARGETED_BY_SPELLS": 1, "M.seen.CANT_BE_TARGETED_BY_HERO_POWERS": 1 },
  });
  cardCase("TTN_719", {
    does: "a Divine Shield Sparkbot Magnetized passes on Divine Shield",
    p1: { hand: [{ card: "TTN_719t", ref: "S" }], board: [{ card: MECH, ref: "M" }] },
    actions: [{ type: "play", card: "S", position: 0 }],
    expect: { "p1.board": [MECH], "M.seen.DIVINE_SHIELD": 1 },
  });
});

const MINIBOT = "GVG_058"; // Paladin 2/2
const PEACEKEEPER = "EX1_382"; // Paladin 3/3
const JUNIOR = "SCH_712"; // Paladin 4/9
const PROTECTOR = "EX1_362"; // Paladin 3/2
const died = (...cards: string[]) => cards.map((card) => ({ card, controller: 1, turn: 3 }));

describeCard("TTN_857", () => {
  cardCase("TTN_857", {
    does: "resurrects a 2-, a 3- and a 4-Attack minion of your class",
    p1: { hero: { card: "HERO_04" }, hand: [{ card: "TTN_857", ref: "T" }] },
    state: { deaths: died(YETI, MINIBOT, WISP, PEACEKEEPER, JUNIOR) },
    actions: [{ type: "play", card: "T" }],
    check: (r) => expect(r.state.players[0]!.board.map((e) => e.card).sort()).toEqual(["TTN_857", MINIBOT, PEACEKEEPER, JUNIOR].sort()),
  });
  cardCase("TTN_857", {
    does: "your class is your hero's: a Mage resurrects no Paladin minion, nor a neutral one",
    p1: { hero: { card: "HERO_08" }, hand: [{ card: "TTN_857", ref: "T" }] },
    state: { deaths: died(YETI, MINIBOT, PEACEKEEPER, JUNIOR) },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.board": ["TTN_857"] },
  });
  cardCase("TTN_857", {
    does: "the opponent's dead minions don't count; a missing Attack is skipped",
    p1: { hero: { card: "HERO_04" }, hand: [{ card: "TTN_857", ref: "T" }] },
    state: { deaths: [...died(MINIBOT), { card: PEACEKEEPER, controller: 2, turn: 3 }] },
    actions: [{ type: "play", card: "T" }],
    check: (r) => expect(r.state.players[0]!.board.map((e) => e.card).sort()).toEqual(["TTN_857", MINIBOT].sort()),
  });
});

describeCard("TTN_855t", () => {
  cardCase("TTN_855t", {
    does: "3 different minions of your class, each set to 2/2",
    p1: { hero: { card: "HERO_04" }, hand: [{ card: "TTN_855t", ref: "T" }] },
    state: { deaths: died(YETI, MINIBOT, MINIBOT, PEACEKEEPER, JUNIOR, PROTECTOR) },
    actions: [{ type: "play", card: "T" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(3);
      expect(new Set(b.map((e) => e.card)).size).toBe(3);
      for (const m of b) {
        expect([MINIBOT, PEACEKEEPER, JUNIOR, PROTECTOR]).toContain(m.card);
        expect([m.attack, m.health]).toEqual([2, 2]);
      }
    },
  });
  cardCase("TTN_855t", {
    does: "Forged: 4 of them",
    p1: { hero: { card: "HERO_04" }, hand: [{ card: "TTN_855t", ref: "T" }] },
    state: { deaths: died(YETI, MINIBOT, PEACEKEEPER, JUNIOR, PROTECTOR) },
    actions: [{ type: "forge", card: "T" }, { type: "play", card: "T" }],
    expect: { "p1.mana.used": 7 },
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b.map((e) => e.card).sort()).toEqual([MINIBOT, PEACEKEEPER, JUNIOR, PROTECTOR].sort());
      expect(b.every((m) => m.attack === 2 && m.health === 2)).toBe(true);
    },
  });
});

describeCard("TTN_481", () => {
  cardCase("TTN_481", {
    does: "Deathrattle: summons each minion you played that didn't start in your deck",
    p1: {
      board: [{ card: "TTN_481", ref: "R" }],
      playedThisGame: [{ card: YETI, cost: 4, turn: 1, created: true }, { card: WISP, cost: 0, turn: 1 }, { card: MINIBOT, cost: 2, turn: 3, created: true }, { card: FIREBALL, cost: 4, turn: 3, created: true }],
    },
    actions: [{ type: "destroy", target: "R" }],
    expect: { "p1.board": [YETI, MINIBOT] },
  });
  cardCase("TTN_481", {
    does: "not itself, when it was made during the game and played",
    p1: { hand: [{ card: "TTN_481", ref: "R", tags: { CREATOR: 99 } }, { card: "CS2_029", ref: "F" }], playedThisGame: [{ card: WISP, cost: 0, turn: 1, created: true }] },
    actions: [{ type: "play", card: "R" }, { type: "destroy", target: "R" }],
    expect: { "p1.board": [WISP], "R.zone": "graveyard" },
  });
});

describeCard("TTN_462", () => {
  cardCase("TTN_462", {
    does: "costs (1) less for each damage your hero took on your turns",
    p1: { hand: [{ card: "TTN_462", ref: "H" }, { card: "CS2_062", ref: "S" }], hero: { card: "HERO_07", armor: 1 } },
    p2: { board: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "H" }],
    expect: { "p1.hero.health": 28, "p1.hero.armor": 0, "p1.mana.used": 9, "p1.tags.HERO_DAMAGE_TAKEN_ON_OWN_TURNS": 3, "H.zone": "board" },
  });
  cardCase("TTN_462", {
    does: "damage taken on the opponent's turn doesn't count",
    p1: { hand: [{ card: "TTN_462", ref: "H" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    state: { turn: 4, activePlayer: 2 },
    actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }, { type: "endTurn" }, { type: "play", card: "H" }],
    expect: { "p1.hero.health": 26, "p1.mana.used": 9 },
  });
});

describeCard("TTN_922", () => {
  cardCase("TTN_922", {
    does: "the two left-most cards go into the deck (one shuffle), then 3 draws",
    p1: { hand: [{ card: "TTN_922", ref: "G" }, { card: FIREBALL, ref: "A" }, { card: ARCANE_INTELLECT, ref: "B" }, { card: YETI, ref: "C" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "C.zone": "hand", "p1.hand.length": 4, "p1.deck.length": 5, "p1.tags.NUM_TIMES_SHUFFLED_INTO_DECK": 1 },
    check: (r) => {
      const p = r.state.players[0]!;
      expect(p.hand[0]!.card).toBe(YETI);
      expect([...p.hand, ...p.deck].map((c) => c.card).filter((c) => c === FIREBALL || c === ARCANE_INTELLECT)).toHaveLength(2);
    },
  });
  cardCase("TTN_922", {
    does: "with one other card, only it",
    p1: { hand: [{ card: "TTN_922", ref: "G" }, { card: YETI, ref: "C" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.hand.length": 3, "p1.deck.length": 1 },
  });
});

describeCard("TTN_460", () => {
  cardCase("TTN_460", {
    does: "five hits among enemy minions; 2 Health for each one killed",
    p1: { hand: [{ card: "TTN_460", ref: "M" }], hero: { card: "HERO_07", health: 20 } },
    p2: { board: [{ card: WISP, ref: "W1" }, { card: WISP, ref: "W2" }, { card: WISP, ref: "W3" }, { card: WISP, ref: "W4" }, { card: WISP, ref: "W5" }, { card: WISP, ref: "W6" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hero.health": 30, "p2.board.length": 1 },
  });
  cardCase("TTN_460", {
    does: "none killed: no healing; Spell Damage adds hits",
    p1: { hand: [{ card: "TTN_460", ref: "M" }], hero: { card: "HERO_07", health: 20 }, board: [{ card: "CS2_197" }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hero.health": 20, "O.health": 1 },
  });
});

describeCard("TTN_469", () => {
  const DECK = [{ card: WISP }, { card: WISP }, { card: WISP }];
  cardCase("TTN_469", {
    does: "Armor gained this turn: draw 2",
    p1: { hand: [{ card: "TTN_469", ref: "S" }], deck: DECK, hero: { card: "HERO_01" }, heroPower: { card: "CS2_102" } },
    actions: [{ type: "heroPower" }, { type: "play", card: "S" }],
    expect: { "p1.hand.length": 2, "p1.hero.armor": 2, "p1.tags.HERO_ARMOR_CHANGED_THIS_TURN": 1 },
  });
  cardCase("TTN_469", {
    does: "Armor lost to damage counts",
    p1: { hand: [{ card: "TTN_469", ref: "S" }, { card: "CS2_062", ref: "H" }], deck: DECK, hero: { card: "HERO_01", armor: 5 } },
    actions: [{ type: "play", card: "H" }, { type: "play", card: "S" }],
    expect: { "p1.hand.length": 2, "p1.hero.armor": 2 },
  });
  cardCase("TTN_469", {
    does: "no change this turn: no draw (last turn's change doesn't count)",
    p1: { hand: [{ card: "TTN_469", ref: "S" }], deck: DECK, hero: { card: "HERO_01", armor: 5 } },
    p2: { tags: { HERO_ARMOR_CHANGED_THIS_TURN: 2 }, board: [{ card: YETI, ref: "Y" }], deck: DECK },
    state: { turn: 4, activePlayer: 2 },
    actions: [{ type: "endTurn" }, { type: "play", card: "S" }],
    expect: { "p1.hand.length": 1 },
  });
});

describeCard("YOG_509", () => {
  cardCase("YOG_509", {
    does: "+2/+2, then its new Attack as damage to every other minion, both sides",
    p1: { hand: [{ card: "YOG_509", ref: "K" }], board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "F" }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "K", target: "W" }],
    expect: { "W.attack": 3, "W.health": 3, "F.health": 2, "O.health": 4, "p2.hero.health": 30 },
  });
  cardCase("YOG_509", {
    does: "Spell Damage adds to it, as a spell's damage",
    p1: { hand: [{ card: "YOG_509", ref: "K" }], board: [{ card: WISP, ref: "W" }, { card: "CS2_197", ref: "M" }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "K", target: "W" }],
    expect: { "O.health": 3, "W.health": 3 },
  });
});

describeCard("TTN_717", () => {
  const P2_DECK = [{ card: YETI, ref: "T" }, { card: WISP, ref: "M" }, { card: FIREBALL, ref: "B" }];
  cardCase("TTN_717", {
    does: "Battlecry: your Hero Power becomes Algalon's Vision",
    p1: { hand: [{ card: "TTN_717", ref: "A" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.heroPower": "TTN_717t" },
  });
  cardCase("TTN_717", {
    does: "Algalon's Vision: put the top card of their deck on the bottom (choice 1)",
    p1: { heroPower: { card: "TTN_717t" } },
    p2: { deck: P2_DECK },
    actions: [{ type: "heroPower" }],
    choices: [1],
    expect: { "p2.deck": [WISP, FIREBALL, YETI], "p1.mana.used": 1 },
  });
  cardCase("TTN_717", {
    does: "Algalon's Vision: or keep it on top (choice 0)",
    p1: { heroPower: { card: "TTN_717t" } },
    p2: { deck: P2_DECK },
    actions: [{ type: "heroPower" }],
    choices: [0],
    expect: { "p2.deck": [YETI, WISP, FIREBALL] },
  });
});

describeCard("TTN_727", () => {
  cardCase("TTN_727", {
    does: "two 3/1 Whelps attack the target first; it dies and the Drake's attack is cancelled",
    p1: { board: [{ card: "TTN_727", ref: "D" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "D", defender: "Y" }],
    expect: { "Y.zone": "graveyard", "D.health": 6, "p1.board": ["TTN_727"] },
  });
  cardCase("TTN_727", {
    does: "the target survives them: the Drake attacks it too",
    p1: { board: [{ card: "TTN_727", ref: "D" }] },
    p2: { board: [{ card: "CS2_200", ref: "O", health: 7 }] },
    actions: [{ type: "attack", attacker: "D", defender: "O" }],
    expect: { "O.zone": "graveyard", "D.zone": "graveyard", "p1.board.length": 0 },
  });
  cardCase("TTN_727", {
    does: "attacking the enemy hero: the Whelps hit it first and stay",
    p1: { board: [{ card: "TTN_727", ref: "D" }] },
    actions: [{ type: "attack", attacker: "D", defender: "p2.hero" }],
    expect: { "p2.hero.health": 18, "p1.board": ["TTN_727t", "TTN_727", "TTN_727t"] },
  });
});

describeCard("TTN_741", () => {
  cardCase("TTN_741", {
    does: "at the start of your turn in hand it becomes a random card of the opponent's deck, and keeps shifting",
    p1: { hand: [{ card: "TTN_741", ref: "K" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: FIREBALL }, { card: FIREBALL }] },
    state: { turn: 4, activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    expect: { "K.card": FIREBALL, "K.zone": "hand", "p2.deck": [FIREBALL, FIREBALL] },
    check: (r) => expect(r.state.players[0]!.hand[0]!.enchantments?.map((e) => e.card)).toEqual(["TTN_741e"]),
  });
  cardCase("TTN_741", {
    does: "shifts again at your next turn, not on the opponent's",
    p1: { hand: [{ card: "TTN_741", ref: "K" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: FIREBALL }, { card: YETI }, { card: YETI }, { card: YETI }] },
    state: { turn: 4, activePlayer: 2 },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    check: (r) => {
      const shifts = r.random.filter((d) => d.purpose === "random card to transform into");
      expect(shifts).toHaveLength(2);
      const k = r.state.players[0]!.hand.find((c) => c.card !== WISP)!;
      expect(k.card).toBe((shifts[1]!.chosen as { card: string }).card);
      expect(k.enchantments?.map((e) => e.card)).toEqual(["TTN_741e"]);
    },
  });
  cardCase("TTN_741", {
    does: "an empty enemy deck: it stays",
    p1: { hand: [{ card: "TTN_741", ref: "K" }], deck: [{ card: WISP }] },
    state: { turn: 4, activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    expect: { "K.card": "TTN_741" },
  });
});

describeCard("TTN_835", () => {
  const DECK = [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }];
  cardCase("TTN_835", {
    does: "unlocks this turn's locked crystals and next turn's Overload; draws that many",
    p1: { hand: [{ card: "TTN_835", ref: "T" }], deck: DECK, mana: { crystals: 10, used: 2, overloadLocked: 2, overloadOwed: 1 } },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hand.length": 3, "p1.mana.used": 3, "p1.mana.overloadLocked": 0, "p1.mana.overloadOwed": 0 },
  });
  cardCase("TTN_835", {
    does: "not Overloaded: no draw",
    p1: { hand: [{ card: "TTN_835", ref: "T" }], deck: DECK },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hand.length": 0, "p1.deck.length": 6 },
  });
});

describeCard("YOG_522", () => {
  const FROSTBOLT = "CS2_024"; // 3 damage, Freeze
  const ENEMIES = [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }, { card: YETI, ref: "D" }];
  cardCase("YOG_522", {
    does: "the next spell also hits the target's neighbours; the one after does not",
    p1: { hand: [{ card: "YOG_522", ref: "Y" }, { card: FROSTBOLT, ref: "F" }, { card: FROSTBOLT, ref: "G" }] },
    p2: { board: ENEMIES },
    actions: [{ type: "play", card: "Y" }, { type: "play", card: "F", target: "B" }, { type: "play", card: "G", target: "D" }],
    expect: { "A.health": 2, "B.health": 2, "C.health": 2, "D.health": 2, "C.zone": "board" },
  });
  cardCase("YOG_522", {
    does: "over at the end of the turn",
    p1: { hand: [{ card: "YOG_522", ref: "Y" }, { card: FROSTBOLT, ref: "F" }], deck: [{ card: WISP }] },
    p2: { board: ENEMIES, deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "Y" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "F", target: "B" }],
    expect: { "A.health": 5, "B.health": 2, "C.health": 5 },
  });
});
