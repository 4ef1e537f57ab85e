/**
 * The card-format additions made by w13/bands, used by cards a client sends in a request's `cards` (the format is one
 * format): the pool field `notInDeck` (rules-notes 1481), the amount `count` with `differentTypes` (1482), `discover` `from: "hand"` with `of` (1483), the card field `corrupt` as `{ into, improve }` (1484), `lastKnown` of a minion returned to hand (1485), the rule aura `lifesteal-damages-enemy-hero` (1486), `swapWithHand` in a Deathrattle (1487), the filter and played-record field `corrupted` (1490), `resurrect` with `differentTypes` (1493), `discover` from deck with `drawCopies` (1494).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const HOLY_LIGHT = "CS2_089"; // Paladin spell
const KINGS = "CS2_092"; // Blessing of Kings, Paladin spell

describe("client cards using the pool field notInDeck", () => {
  // "Get a random Paladin spell that isn't in your deck."
  const ODDITY = { id: "C_ODDITY", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "SPELL", cardClass: "PALADIN", notInDeck: "friendly" } }] };
  const go = (deck: string[]) =>
    run(request([player({ hand: [{ card: "C_ODDITY", ref: "O" }], deck: deck.map((card) => ({ card })) }), player()], [{ type: "play", card: "O" }], { cards: [ODDITY] }));

  it("a card of your deck is never picked; the others of the pool are candidates", () => {
    const r = go([HOLY_LIGHT, YETI]);
    const pick = r.random.find((d) => d.candidates?.includes(KINGS));
    expect(pick).toBeDefined();
    expect(pick!.candidates).not.toContain(HOLY_LIGHT);
    expect(r.state.players[0].hand.map((e) => e.card)).toEqual([pick!.chosen]);
  });

  it("without it in your deck it is a candidate again", () => {
    const r = go([YETI]);
    expect(r.random.some((d) => d.candidates?.includes(HOLY_LIGHT))).toBe(true);
  });
});

describe("client cards using the amount count with differentTypes", () => {
  const CROC = "CS2_120"; // Beast
  const RAPTOR = "CS2_172"; // Beast
  const MURLOC = "CS2_168"; // Murloc
  const CORE_HOUND = "CS2_201"; // Elemental and Beast
  // "Gain 1 Armor for each minion of a different type you control."
  const CHEER = { id: "C_CHEER", type: "SPELL", cost: 1, spell: [{ type: "armor", amount: { count: "friendly-minions", differentTypes: true } }] };
  const go = (board: string[]) =>
    run(request([player({ hand: [{ card: "C_CHEER", ref: "C" }], board: board.map((card) => ({ card })) }), player()], [{ type: "play", card: "C" }], { cards: [CHEER] }));

  it("two Beasts and a typeless Yeti: 1; a Beast and a Murloc: 2", () => {
    expect(go([CROC, RAPTOR, YETI]).state.players[0].hero.armor).toBe(1);
    expect(go([CROC, MURLOC]).state.players[0].hero.armor).toBe(2);
  });

  it("a two-type minion stands for the type the others leave: Beast, Beast-and-Elemental, Murloc is 3; two Beasts and the Hound 2", () => {
    expect(go([CROC, CORE_HOUND, MURLOC]).state.players[0].hero.armor).toBe(3);
    expect(go([CROC, RAPTOR, CORE_HOUND]).state.players[0].hero.armor).toBe(2);
  });
});

describe("client cards using discover from hand with of", () => {
  const ARCANE = "CS2_025";
  const FROSTBOLT = "CS2_024";
  // "Draw 2 cards. Discover a copy of one of them."
  const ECHO = { id: "C_ECHO", type: "SPELL", cost: 1, spell: [{ type: "draw", count: 2 }, { type: "discover", from: "hand", of: { all: "drawn" } }] };
  it("the options are the two cards drawn, not the card held before; the copy taken joins the hand", () => {
    const r = run(request([player({ hand: [{ card: "C_ECHO", ref: "E" }, { card: YETI }], deck: [{ card: ARCANE }, { card: FROSTBOLT }] }), player()],
      [{ type: "play", card: "E" }], { cards: [ECHO], choices: [0] }));
    const picks = r.random.filter((d) => d.purpose === "discover option").map((d) => (d.chosen as unknown as { card: string }).card);
    expect(new Set(picks)).toEqual(new Set([ARCANE, FROSTBOLT]));
    const hand = r.state.players[0].hand.map((e) => e.card);
    expect(hand.slice(0, 3)).toEqual([YETI, ARCANE, FROSTBOLT]);
    expect(hand[3]).toBe(picks[0]);
  });
});

describe("client cards using corrupt { into, improve }", () => {
  const RAID_LEADER = "CS2_122"; // 3 Cost
  // "Corrupt: Gain +2 Attack. Can be Corrupted endlessly." (its corrupted card corrupts into itself, +2 Attack per improvement)
  const SEED = { id: "C_SEED", type: "MINION", cost: 1, attack: 1, health: 1, corrupt: { into: "C_SEED", improve: true },
    auras: [{ to: "self", zone: "hand", buff: { attack: { stat: "improvements", of: "self", multiply: 2 } } }, { to: "self", buff: { attack: { stat: "improvements", of: "self", multiply: 2 } } }] };
  it("each play of a higher Cost adds an improvement: after two, a 5/1 in hand and in play", () => {
    const r = run(request([player({ hand: [{ card: "C_SEED", ref: "S" }, { card: RAID_LEADER, ref: "A" }, { card: RAID_LEADER, ref: "B" }] }), player()],
      [{ type: "play", card: "A" }, { type: "play", card: "B" }], { cards: [SEED] }));
    const s = r.state.players[0].hand.find((e) => e.ref === "S")!;
    expect([s.card, s.attack, s.health, s.tags?.IMPROVEMENTS]).toEqual(["C_SEED", 5, 1, 2]);
  });
});

describe("client cards reading a returned minion with lastKnown", () => {
  const BUFF33 = "GIL_828e"; // +3/+3
  // "Return a friendly minion to your hand. Gain Armor equal to its Attack."
  const RECALL = { id: "C_RECALL", type: "SPELL", cost: 1, target: { type: "minion", side: "friendly" },
    spell: [{ type: "returnToHand", to: "target" }, { type: "armor", amount: { stat: "attack", of: "target", lastKnown: true } }] };
  const go = (lastKnown: boolean) => run(request([player({ hand: [{ card: "C_RECALL", ref: "R" }], board: [{ card: YETI, ref: "Y", enchantments: [{ card: BUFF33 }] }] }), player()],
    [{ type: "play", card: "R", target: "Y" }], { cards: [lastKnown ? RECALL : { ...RECALL, spell: [RECALL.spell[0], { type: "armor", amount: { stat: "attack", of: "target" } }] }] }));
  it("with lastKnown: the 7 Attack it had in play; without: the 4 of the card in hand", () => {
    expect(go(true).state.players[0].hero.armor).toBe(7);
    expect(go(false).state.players[0].hero.armor).toBe(4);
  });
});

describe("client cards using the rule aura lifesteal-damages-enemy-hero", () => {
  const ACOLYTE = "ICC_212"; // 3/3 Lifesteal
  const LEECH = { id: "C_LEECH", type: "MINION", cost: 3, attack: 2, health: 4, auras: [{ rule: "lifesteal-damages-enemy-hero" }] };
  const go = (board: Record<string, unknown>[]) => run(request([player({ board, hero: { card: "HERO_09", health: 20 } }), player({ board: [{ card: YETI, ref: "Y" }] })],
    [{ type: "attack", attacker: "A", defender: "Y" }], { cards: [LEECH] }));
  it("with it: a Lifesteal minion's 3 damage hits the enemy hero; without it: heals yours", () => {
    const withIt = go([{ card: "C_LEECH" }, { card: ACOLYTE, ref: "A" }]);
    expect([withIt.state.players[0].hero.health, withIt.state.players[1].hero.health]).toEqual([20, 27]);
    const without = go([{ card: ACOLYTE, ref: "A" }]);
    expect([without.state.players[0].hero.health, without.state.players[1].hero.health]).toEqual([23, 30]);
  });
  it("silenced, it stops", () => {
    const r = run(request([player({ board: [{ card: "C_LEECH", ref: "L" }, { card: ACOLYTE, ref: "A" }], hand: [{ card: "EX1_332", ref: "S" }], hero: { card: "HERO_09", health: 20 } }),
      player({ board: [{ card: YETI, ref: "Y" }] })], [{ type: "play", card: "S", target: "L" }, { type: "attack", attacker: "A", defender: "Y" }], { cards: [LEECH] }));
    expect([r.state.players[0].hero.health, r.state.players[1].hero.health]).toEqual([23, 30]);
  });
});

describe("client cards using swapWithHand in a Deathrattle", () => {
  const CROC = "CS2_120"; // Beast
  const DANCER = { id: "C_DANCER", type: "MINION", cost: 3, attack: 2, health: 2, deathrattle: [{ type: "swapWithHand", where: { type: "minion", race: "BEAST" } }] };
  it("dead, it swaps with the Beast of the hand (not the Yeti): the Beast at its place, the Dancer in hand where the Beast was", () => {
    const r = run(request([player({ board: [{ card: "C_DANCER", ref: "D" }, { card: YETI }], hand: [{ card: YETI }, { card: CROC }] }), player()],
      [{ type: "destroy", target: "D" }], { cards: [DANCER] }));
    expect(r.state.players[0].board.map((e) => e.card)).toEqual([CROC, YETI]);
    expect(r.state.players[0].hand.map((e) => e.card)).toEqual([YETI, "C_DANCER"]);
  });
});

describe("client cards using the filter corrupted and the played record's corrupted", () => {
  const RAID_LEADER = "CS2_122"; // 3 Cost
  const SPROUT = { id: "C_SPROUT", type: "MINION", cost: 2, attack: 2, health: 2, corrupt: "C_SPROUT_C" };
  const SPROUT_C = { id: "C_SPROUT_C", type: "MINION", cost: 2, attack: 4, health: 4 };
  // "Give Corrupted minions in your hand +1/+1." and "Draw a card for each Corrupted card you've played this game."
  const TOUCH = { id: "C_TOUCH", type: "SPELL", cost: 0, spell: [{ type: "buff", to: { all: "hand", side: "friendly", where: { corrupted: true } }, attack: 1, health: 1 }] };
  const ECHO = { id: "C_ECHO", type: "SPELL", cost: 0, spell: [{ type: "draw", count: { playedThisGame: "card", corrupted: true } }] };
  it("the request's own corrupted card is Corrupted; the Corrupt card itself and a Yeti are not", () => {
    const r = run(request([player({ hand: [{ card: "C_SPROUT", ref: "S" }, { card: "C_SPROUT", ref: "T" }, { card: RAID_LEADER, ref: "R" }, { card: "C_TOUCH", ref: "X" }, { card: YETI, ref: "Y" }] }), player()],
      [{ type: "play", card: "R" }, { type: "play", card: "X" }], { cards: [SPROUT, SPROUT_C, TOUCH] }));
    const hand = r.state.players[0].hand;
    const s = hand.find((e) => e.ref === "S")!;
    expect([s.card, s.attack, s.health]).toEqual(["C_SPROUT_C", 5, 5]);
    const y = hand.find((e) => e.ref === "Y")!;
    expect([y.attack, y.health]).toEqual([4, 5]);
  });
  it("the played record counts the plays of Corrupted cards only", () => {
    const r = run(request([player({ hand: [{ card: "C_ECHO", ref: "E" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }],
      playedThisGame: [{ card: "C_SPROUT_C", cost: 2, turn: 1 }, { card: "C_SPROUT", cost: 2, turn: 2 }, { card: "DMF_080t", cost: 5, turn: 3 }] }), player()],
      [{ type: "play", card: "E" }], { cards: [SPROUT, SPROUT_C, ECHO] }));
    expect(r.state.players[0].hand).toHaveLength(2);
  });
});

describe("client cards using resurrect with differentTypes", () => {
  const CROC = "CS2_120"; // Beast
  const RAPTOR = "CS2_172"; // Beast
  const MURLOC = "CS2_168"; // Murloc
  // "Deathrattle: Resurrect a friendly minion of each minion type."
  const CALL = { id: "C_CALL", type: "SPELL", cost: 1, spell: [{ type: "resurrect", differentTypes: true }] };
  it("two Beasts, a Murloc and a Yeti died: one Beast and the Murloc come back", () => {
    const r = run(request([player({ hand: [{ card: "C_CALL", ref: "C" }] }), player()], [{ type: "play", card: "C" }],
      { cards: [CALL], state: { deaths: [{ card: CROC, controller: 1, turn: 1 }, { card: RAPTOR, controller: 1, turn: 1 }, { card: MURLOC, controller: 1, turn: 1 }, { card: YETI, controller: 1, turn: 1 }] } }));
    const board = r.state.players[0].board.map((e) => e.card);
    expect(board).toHaveLength(2);
    expect(board).toContain(MURLOC);
    expect(board.filter((c) => c === CROC || c === RAPTOR)).toHaveLength(1);
  });
});

describe("client cards using discover from deck with drawCopies", () => {
  const MURLOC = "CS2_168";
  const HERD = { id: "C_HERD", type: "SPELL", cost: 2, spell: [{ type: "discover", from: "deck", where: { type: "minion" }, drawCopies: true }] };
  it("only minions are options; the one taken comes with its other copies, a spell of the deck stays", () => {
    const r = run(request([player({ hand: [{ card: "C_HERD", ref: "H" }], deck: [{ card: MURLOC }, { card: "CS2_029" }, { card: MURLOC }, { card: MURLOC }] }), player()],
      [{ type: "play", card: "H" }], { cards: [HERD] }));
    expect(r.state.players[0].hand.map((e) => e.card)).toEqual([MURLOC, MURLOC, MURLOC]);
    expect(r.state.players[0].deck.map((e) => e.card)).toEqual(["CS2_029"]);
  });
});
