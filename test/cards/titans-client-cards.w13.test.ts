/**
 * The card-format additions of session 13 (w13/titans), used by cards a client sends in a request's `cards`: the amount
 * `{ dealt: "overhealing" }`, the amount `{ thisGame: "healthRestored" }`, the `magnetize` event, the condition `{ titanAbility: N }` and the draw's `differentNames`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5

// "Restore 5 Health to your hero. Gain Armor equal to the amount Overhealed."
const BALM = { id: "C_BALM", type: "SPELL", cost: 1, spell: [{ type: "heal", amount: 5, to: "friendly-hero" }, { type: "armor", amount: { dealt: "overhealing" } }] };
// "Restore 4 Health to all friendly characters. Gain Armor equal to the amount Overhealed."
const WAVE = { id: "C_WAVE", type: "SPELL", cost: 1, spell: [{ type: "heal", amount: 4, to: "friendly-characters" }, { type: "armor", amount: { dealt: "overhealing" } }] };

// "Battlecry: Gain 1 Armor for each Health you've restored this game."
const MENDER = { id: "C_MENDER", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "armor", amount: { thisGame: "healthRestored" } }] };
// "Restore 3 Health to your hero."
const SALVE = { id: "C_SALVE", type: "SPELL", cost: 0, spell: [{ type: "heal", amount: 3, to: "friendly-hero" }] };

describe("client cards: thisGame healthRestored", () => {
  it("a snapshot's count plus the Health restored now (an overheal's excess not)", () => {
    const r = run(request([player({ hero: { card: "HERO_09", health: 28 }, tags: { HEALTH_RESTORED_THIS_GAME: 4 }, hand: [{ card: "C_SALVE", ref: "S" }, { card: "C_MENDER", ref: "M" }] }), player()],
      [{ type: "play", card: "S" }, { type: "play", card: "M" }], { cards: [SALVE, MENDER] }));
    expect(r.state.players[0].hero.armor).toBe(6);
  });
  it("kept from turn to turn, the opponent's healing not counted", () => {
    const r = run(request([player({ hero: { card: "HERO_09", health: 20 }, hand: [{ card: "C_SALVE", ref: "S" }], deck: [{ card: YETI }] }),
      player({ hero: { card: "HERO_09", health: 20 }, hand: [{ card: "C_MENDER", ref: "M" }], deck: [{ card: YETI }] })],
      [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "play", card: "M" }], { cards: [SALVE, MENDER] }));
    expect(r.state.players[0].tags?.HEALTH_RESTORED_THIS_GAME).toBe(3);
    expect(r.state.players[1].hero.armor ?? 0).toBe(0);
  });
});

describe("client cards: dealt overhealing", () => {
  it("the Health restored beyond the maximum", () => {
    const r = run(request([player({ hero: { card: "HERO_09", health: 28 }, hand: [{ card: "C_BALM", ref: "B" }] }), player()], [{ type: "play", card: "B" }], { cards: [BALM] }));
    expect(r.state.players[0].hero.health).toBe(30);
    expect(r.state.players[0].hero.armor).toBe(3);
  });
  it("nothing Overhealed: 0", () => {
    const r = run(request([player({ hero: { card: "HERO_09", health: 20 }, hand: [{ card: "C_BALM", ref: "B" }] }), player()], [{ type: "play", card: "B" }], { cards: [BALM] }));
    expect(r.state.players[0].hero.health).toBe(25);
    expect(r.state.players[0].hero.armor ?? 0).toBe(0);
  });
  it("summed over every character the heal reached", () => {
    const r = run(request([player({ hero: { card: "HERO_09", health: 29 }, board: [{ card: YETI, health: 3 }, { card: YETI }], hand: [{ card: "C_WAVE", ref: "W" }] }), player()],
      [{ type: "play", card: "W" }], { cards: [WAVE] }));
    // hero 3 over, the damaged Yeti 2 over, the undamaged Yeti 4 over
    expect(r.state.players[0].hero.armor).toBe(9);
  });
});

// "Whenever you Magnetize a minion, draw a card."
const TINKER = { id: "C_TINKER", type: "MINION", cost: 2, attack: 2, health: 2, triggers: [{ on: "magnetize", if: { player: "friendly" }, do: [{ type: "draw" }] }] };
// "Magnetic" 1/1 Mech whose upgrade says nothing more.
const BOLT = { id: "C_BOLT", type: "MINION", cost: 1, attack: 1, health: 1, races: ["MECHANICAL"], magnetic: "C_BOLT_E" };
const BOLT_E = { id: "C_BOLT_E", type: "ENCHANTMENT" };

describe("client cards: the magnetize event", () => {
  it("answers your Magnetic minion's Magnetize, once it has landed", () => {
    const r = run(request([player({ board: [{ card: "C_TINKER" }, { card: "TTN_860", ref: "M" }], hand: [{ card: "C_BOLT", ref: "B" }], deck: [{ card: YETI }] }), player()],
      [{ type: "play", card: "B", position: 1 }], { cards: [TINKER, BOLT, BOLT_E] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([YETI]);
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["C_TINKER", "TTN_860"]);
    expect(r.state.players[0].board[1]!.attack).toBe(2);
  });
  it("a Magnetic minion placed with no Mech to its right: no event", () => {
    const r = run(request([player({ board: [{ card: "C_TINKER" }], hand: [{ card: "C_BOLT", ref: "B" }], deck: [{ card: YETI }] }), player()],
      [{ type: "play", card: "B" }], { cards: [TINKER, BOLT, BOLT_E] }));
    expect(r.state.players[0].hand).toHaveLength(0);
  });
});

// "Titan. After this uses its second ability, draw a card." (three abilities: 1 Armor, 2 Armor, 3 Armor)
const GAIN = (n: number) => ({ id: `C_GAIN${n}`, type: "SPELL", cost: 0, spell: [{ type: "armor", amount: n }] });
const KEEPER = { id: "C_KEEPER", type: "MINION", cost: 5, attack: 5, health: 5, titan: ["C_GAIN1", "C_GAIN2", "C_GAIN3"],
  triggers: [{ on: "titan-ability", if: [{ source: "self" }, { titanAbility: 2 }], do: [{ type: "draw" }] }] };

describe("client cards: the condition titanAbility", () => {
  it("holds after the Titan's second ability only", () => {
    const cards = [KEEPER, GAIN(1), GAIN(2), GAIN(3)];
    const two = run(request([player({ board: [{ card: "C_KEEPER", ref: "K" }], deck: [{ card: YETI }] }), player()], [{ type: "titan", minion: "K", ability: 2 }], { cards }));
    expect(two.state.players[0].hand.map((c) => c.card)).toEqual([YETI]);
    expect(two.state.players[0].hero.armor).toBe(2);
    const three = run(request([player({ board: [{ card: "C_KEEPER", ref: "K" }], deck: [{ card: YETI }] }), player()], [{ type: "titan", minion: "K", ability: 3 }], { cards }));
    expect(three.state.players[0].hand).toHaveLength(0);
    expect(three.state.players[0].hero.armor).toBe(3);
  });
});

// "Draw 3 different minions."
const SORTER = { id: "C_SORTER", type: "SPELL", cost: 2, spell: [{ type: "draw", count: 3, where: { type: "minion" }, differentNames: true }] };

describe("client cards: draw differentNames", () => {
  it("one card of each name; the draws stop when no new name is left, without fatigue", () => {
    const r = run(request([player({ hand: [{ card: "C_SORTER", ref: "S" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: "CS2_029" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [SORTER] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([YETI]);
    expect(r.state.players[0].deck).toHaveLength(3);
    expect(r.state.players[0].hero.health).toBe(30);
  });
});
