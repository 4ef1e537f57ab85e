/**
 * 延系 (Kindred, The Lost City of Un'Goro): "If you played a card that shares a minion type or spell school with this last
 * turn" — the condition `{ kindred: true }` and the card field `kindred`, used by client cards (the format is one format).
 */
import { describe, expect, it } from "vitest";
import { events, fails, player, request, run } from "../support/engine.js";

const WISP = "CS2_231"; // Undead
const CROC = "CS2_120"; // Beast
const RAIDER = "CS2_168"; // Murloc
const YETI = "CS2_182"; // no type
const FIREBALL = "CS2_029"; // Fire
const FROSTBOLT = "CS2_024"; // Frost
const EXECUTE = "CS2_108"; // no school
const BRANN = "LOE_077";

/** A 1-Cost 1/1 Beast: "Kindred: Draw a card." */
const BEAST = { id: "C_KIN_BEAST", type: "MINION", cost: 1, attack: 1, health: 1, races: ["BEAST"], kindred: [{ type: "draw", count: 1 }] };
/** A 1-Cost Fire spell: "Deal 1 damage to the enemy hero. Kindred: Draw a card." */
const FIRE = { id: "C_KIN_FIRE", type: "SPELL", cost: 1, spellSchool: "FIRE", spell: [{ type: "damage", amount: 1, to: "enemy-hero" }], kindred: [{ type: "draw", count: 1 }] };

const deck = () => [{ card: WISP }, { card: WISP }, { card: WISP }];

function playBeast(lastTurn: string[], extra: Record<string, unknown> = {}, def: Record<string, unknown> = BEAST) {
  return run(request([player({ hand: [{ card: def.id, ref: "K" }], deck: deck(), playedLastTurn: lastTurn, ...extra }), player()],
    [{ type: "play", card: "K" }], { cards: [def] }));
}

describe("Kindred", () => {
  it("a minion: its Kindred text happens when a card of its minion type was played last turn, not otherwise", () => {
    expect(playBeast([CROC]).state.players[0].hand).toHaveLength(1);
    expect(playBeast([RAIDER]).state.players[0].hand).toHaveLength(0);
    expect(playBeast([]).state.players[0].hand).toHaveLength(0);
    // a minion with no type, or a spell, shares nothing with a Beast
    expect(playBeast([YETI, FIREBALL]).state.players[0].hand).toHaveLength(0);
    const r = playBeast([RAIDER, CROC]);
    expect(r.state.players[0].hand).toHaveLength(1);
    expect(events(r, "draw")).toHaveLength(1);
  });

  it("multi-type and Amalgam minions: one shared type is enough; All shares with every typed minion", () => {
    const mechBeast = { id: "C_MECH_BEAST", type: "MINION", cost: 1, attack: 1, health: 1, races: ["MECHANICAL", "BEAST"] };
    const two = run(request([player({ hand: [{ card: BEAST.id, ref: "K" }], deck: deck(), playedLastTurn: [mechBeast.id] }), player()],
      [{ type: "play", card: "K" }], { cards: [BEAST, mechBeast] }));
    expect(two.state.players[0].hand).toHaveLength(1);
    const all = { id: "C_ALL", type: "MINION", cost: 1, attack: 1, health: 1, races: ["ALL"] };
    const afterAll = run(request([player({ hand: [{ card: BEAST.id, ref: "K" }], deck: deck(), playedLastTurn: [all.id] }), player()],
      [{ type: "play", card: "K" }], { cards: [BEAST, all] }));
    expect(afterAll.state.players[0].hand).toHaveLength(1);
    const amalgam = { ...BEAST, id: "C_KIN_ALL", races: ["ALL"] };
    expect(playBeast([RAIDER], {}, amalgam).state.players[0].hand).toHaveLength(1);
    expect(playBeast([YETI], {}, amalgam).state.players[0].hand).toHaveLength(0);
    // a Kindred minion with no type never activates, not even after another minion with no type
    const plain = { ...BEAST, id: "C_KIN_NONE", races: [] };
    expect(playBeast([YETI], {}, plain).state.players[0].hand).toHaveLength(0);
  });

  it("only the previous turn counts: a Beast played earlier this turn does not, nor the opponent's last turn", () => {
    expect(playBeast([], { playedThisTurn: [CROC] }).state.players[0].hand).toHaveLength(0);
    const r = run(request([player({ hand: [{ card: BEAST.id, ref: "K" }], deck: deck() }), player({ playedLastTurn: [CROC] })],
      [{ type: "play", card: "K" }], { cards: [BEAST] }));
    expect(r.state.players[0].hand).toHaveLength(0);
  });

  it("the list moves at the turn's end: a Beast played this turn makes the Kindred card work on the next turn", () => {
    const r = run(request([player({ hand: [{ card: CROC, ref: "C" }, { card: BEAST.id, ref: "K" }], deck: deck() }), player({ deck: deck() })],
      [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "K" }], { cards: [BEAST] }));
    // one card drawn at the start of the turn, one by Kindred
    expect(r.state.players[0].hand).toHaveLength(2);
  });

  it("not a Battlecry: Brann Bronzebeard does not make it happen twice", () => {
    const r = playBeast([CROC], { board: [{ card: BRANN }] });
    expect(r.state.players[0].hand).toHaveLength(1);
  });

  it("a spell: its Kindred text follows its spell text when a spell of its school was played last turn", () => {
    const cast = (lastTurn: string[], def: Record<string, unknown> = FIRE) =>
      run(request([player({ hand: [{ card: def.id, ref: "S" }], deck: deck(), playedLastTurn: lastTurn }), player()], [{ type: "play", card: "S" }], { cards: [def] }));
    const yes = cast([FIREBALL]);
    expect(yes.state.players[0].hand).toHaveLength(1);
    expect(yes.state.players[1].hero.health).toBe(29);
    expect(cast([FROSTBOLT]).state.players[0].hand).toHaveLength(0);
    expect(cast([CROC]).state.players[0].hand).toHaveLength(0);
    // spells with no school share nothing, not even with each other
    const plain = { ...FIRE, id: "C_KIN_PLAIN", spellSchool: "" };
    expect(cast([EXECUTE], plain).state.players[0].hand).toHaveLength(0);
  });

  it("the condition in an aura: \"Kindred: Costs (2) less\" while in hand", () => {
    const def = { id: "C_KIN_CHEAP", type: "MINION", cost: 5, attack: 3, health: 3, races: ["BEAST"],
      auras: [{ to: "self", zone: "hand", buff: { cost: -2 }, if: { kindred: true } }] };
    const body = (last: string[]) => request([player({ hand: [{ card: def.id, ref: "K" }], playedLastTurn: last, mana: { crystals: 3, used: 0 } }), player()],
      [{ type: "play", card: "K" }], { cards: [def] });
    const cheap = run(body([CROC]));
    expect(cheap.state.players[0].board.map((m) => m.card)).toEqual([def.id]);
    expect(cheap.state.players[0].mana.used).toBe(3);
    fails(body([RAIDER]), "illegal_action");
  });

  it("draw setCost (added with Kindred for Dread Raptor): a client spell whose card drawn costs (0)", () => {
    const def = { id: "C_FREE_DRAW", type: "SPELL", cost: 1, spell: [{ type: "draw", count: 1, setCost: 0 }] };
    const r = run(request([player({ hand: [{ card: def.id, ref: "S" }], deck: [{ card: "CS2_182" }] }), player()], [{ type: "play", card: "S" }], { cards: [def] }));
    expect(r.state.players[0].hand.map((c) => [c.card, c.cost])).toEqual([["CS2_182", 0]]);
  });

  it("discover setCost: a client spell whose card taken costs (1)", () => {
    const def = { id: "C_CHEAP_FIND", type: "SPELL", cost: 1, spell: [{ type: "discover", from: ["CS2_200", "CS2_182", "CS2_029"], setCost: 1 }] };
    const r = run(request([player({ hand: [{ card: def.id, ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [def], choices: [0] }));
    const offered = events(r, "discover")[0]!.options as string[];
    expect(r.state.players[0].hand.map((c) => [c.card, c.cost])).toEqual([[offered[0], 1]]);
  });

  it("filters boardPlace and typed (added for Diabolus Rex and Bugsquasher): a client minion buffing its left-most typed minion", () => {
    const def = { id: "MY_LEFT_BUFF", type: "MINION", cost: 1, attack: 1, health: 1,
      battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { boardPlace: "leftmost", typed: true } }, attack: 2 }] };
    const r = run(request([player({ hand: [{ card: def.id, ref: "M" }], board: [{ card: CROC, ref: "A" }, { card: RAIDER, ref: "B" }] }), player({ board: [{ card: CROC, ref: "E" }] })],
      [{ type: "play", card: "M", position: 2 }], { cards: [def] }));
    expect(r.state.players[0].board.map((m) => [m.card, m.attack])).toEqual([[CROC, 4], [RAIDER, 2], [def.id, 1]]);
    expect(r.state.players[1].board[0]!.attack).toBe(2);
    const untyped = run(request([player({ hand: [{ card: def.id, ref: "M" }], board: [{ card: YETI, ref: "A" }, { card: RAIDER, ref: "B" }] }), player()],
      [{ type: "play", card: "M", position: 2 }], { cards: [def] }));
    expect(untyped.state.players[0].board.map((m) => m.attack)).toEqual([4, 2, 1]);
  });

  it("changeDamage add (added for Gorishi Colossus): a client minion whose friendly sources deal 1 more to enemies", () => {
    const def = { id: "MY_SHARPENER", type: "MINION", cost: 1, attack: 1, health: 5,
      triggers: [{ on: "pre-damage", if: [{ source: { side: "friendly" } }, { target: { side: "enemy" } }], do: [{ type: "changeDamage", add: 1 }] }] };
    const r = run(request([player({ board: [{ card: def.id }], hand: [{ card: FIREBALL, ref: "F" }] }), player()], [{ type: "play", card: "F", target: "p2.hero" }], { cards: [def] }));
    expect(r.state.players[1].hero.health).toBe(23);
  });

  it("filter sharesType (added for Ready the Fleet and Fumigate): a client spell that deals 1 damage to the target and its kin", () => {
    const def = { id: "MY_KIN_HEAL", type: "SPELL", cost: 1, target: { type: "minion" },
      spell: [{ type: "damage", amount: 1, to: { all: "minions", where: { sharesType: "target" } } }] };
    const r = run(request([player({ hand: [{ card: def.id, ref: "S" }], board: [{ card: CROC, ref: "A" }, { card: RAIDER, ref: "B" }] }),
      player({ board: [{ card: "C_ALL2", ref: "E" }, { card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "S", target: "A" }], { cards: [def, { id: "C_ALL2", type: "MINION", cost: 1, attack: 1, health: 3, races: ["ALL"] }] }));
    expect(r.state.players[0].board.map((m) => m.health)).toEqual([2, 1]);
    expect(r.state.players[1].board.map((m) => m.health)).toEqual([2, 5]);
  });
});
