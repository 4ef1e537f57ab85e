/**
 * The card-format additions made by the lead in session 13, used by cards a client sends in a request's `cards` (the
 * format is one format): the trigger `equip`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const AXE = "CS2_106"; // Fiery War Axe, 3/2
const REAPER = "CS2_112"; // Arcanite Reaper, 5/2

describe("client cards using the trigger equip", () => {
  const SMITH = { id: "C_SMITH", type: "MINION", cost: 2, attack: 1, health: 3,
    triggers: [{ on: "equip", if: { player: "friendly" }, do: [{ type: "draw" }] }] };
  it("'Whenever you equip a weapon, draw a card': a played weapon", () => {
    const r = run(request([player({ board: [{ card: "C_SMITH" }], hand: [{ card: AXE, ref: "W" }], deck: [{ card: "CS2_182" }] }), player()],
      [{ type: "play", card: "W" }], { cards: [SMITH] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_182"]);
  });
  it("a replaced weapon: the new one is equipped, the event names it, once", () => {
    const r = run(request([player({ board: [{ card: "C_SMITH" }], weapon: { card: AXE }, hand: [{ card: REAPER, ref: "W" }], deck: [{ card: "CS2_182" }, { card: "CS2_231" }] }), player()],
      [{ type: "play", card: "W" }], { cards: [SMITH] }));
    expect(r.state.players[0].weapon?.card).toBe(REAPER);
    expect(r.state.players[0].hand.length).toBe(1);
    const equips: unknown[] = [];
    const walk = (n: { kind: string; type?: string; target?: { card: string }; children: unknown[] }) => {
      if (n.kind === "event" && n.type === "equip") equips.push(n.target?.card);
      n.children.forEach((c) => walk(c as never));
    };
    r.trace.forEach((n) => walk(n as never));
    expect(equips).toEqual([REAPER]);
  });
  it("the opponent's equip does not count", () => {
    const r = run(request([player({ hand: [{ card: AXE, ref: "W" }] }), player({ board: [{ card: "C_SMITH" }], deck: [{ card: "CS2_182" }] })],
      [{ type: "play", card: "W" }], { cards: [SMITH] }));
    expect(r.state.players[1].hand.length).toBe(0);
  });
  it("a played weapon's equip comes after its Battlecry (2.4): a minion its Battlecry summons is not in the pre-check", () => {
    const BLADE = { id: "C_BLADE", type: "WEAPON", cost: 1, attack: 1, durability: 2, battlecry: [{ type: "summon", card: "C_SMITH" }] };
    const r = run(request([player({ hand: [{ card: "C_BLADE", ref: "W" }], deck: [{ card: "CS2_182" }] }), player()],
      [{ type: "play", card: "W" }], { cards: [SMITH, BLADE] }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["C_SMITH"]);
    expect(r.state.players[0].hand.length).toBe(0);
  });
});

describe("client cards using UNLIMITED_ATTACKS", () => {
  const BERSERK = { id: "C_BERSERK", type: "MINION", cost: 5, attack: 2, health: 30, tags: { UNLIMITED_ATTACKS: 1 } };
  it("'Can attack any number of times each turn': a minion attacks four times", () => {
    const attack = { type: "attack", attacker: "B", defender: "p2.hero" };
    const r = run(request([player({ board: [{ card: "C_BERSERK", ref: "B" }] }), player()], [attack, attack, attack, attack], { cards: [BERSERK] }));
    expect(r.state.players[1].hero.health).toBe(22);
  });
});

describe("client cards using resurrect player: both and instances", () => {
  const CALL = { id: "C_CALL", type: "SPELL", cost: 4, spell: [{ type: "resurrect", count: 2, player: "both", instances: true, where: { race: "BEAST" } }] };
  it("'Summon 2 Beasts that died this game': the opponent's dead Beast counts; a Beast dead twice may come twice", () => {
    const deaths = [{ card: "CS2_172", controller: 2, turn: 2 }, { card: "CS2_172", controller: 2, turn: 3 }];
    const r = run(request([player({ hand: [{ card: "C_CALL", ref: "C" }] }), player()], [{ type: "play", card: "C" }], { cards: [CALL], state: { deaths } }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_172", "CS2_172"]);
  });
  it("without instances a card comes once", () => {
    const deaths = [{ card: "CS2_172", controller: 1, turn: 2 }, { card: "CS2_172", controller: 1, turn: 3 }];
    const once = { ...CALL, spell: [{ type: "resurrect", count: 2, where: { race: "BEAST" } }] };
    const r = run(request([player({ hand: [{ card: "C_CALL", ref: "C" }] }), player()], [{ type: "play", card: "C" }], { cards: [once], state: { deaths } }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_172"]);
  });
});

describe("client cards using SPELLPOWER_OPPONENT", () => {
  const GIFT = { id: "C_GIFT", type: "MINION", cost: 1, attack: 3, health: 3, tags: { SPELLPOWER_OPPONENT: 1 } };
  it("'Your opponent has Spell Damage +1': their Moonfire deals 2, yours 1", () => {
    const r = run(request([player({ board: [{ card: "C_GIFT" }], hand: [{ card: "CS2_008", ref: "A" }] }), player({ hand: [{ card: "CS2_008", ref: "B" }], deck: [{ card: "CS2_231" }] })],
      [{ type: "play", card: "A", target: "p2.hero" }, { type: "endTurn" }, { type: "play", card: "B", target: "p1.hero" }], { cards: [GIFT] }));
    expect(r.state.players[1].hero.health).toBe(29);
    expect(r.state.players[0].hero.health).toBe(28);
  });
});

describe("client cards using the trigger overload", () => {
  const WARD = { id: "C_WARD", type: "MINION", cost: 2, attack: 2, health: 3,
    triggers: [{ on: "overload", if: { player: "friendly" }, do: [{ type: "armor", amount: { event: "amount" } }] }] };
  it("'Whenever you Overload, gain Armor equal to it': Dust Devil's (2)", () => {
    const r = run(request([player({ board: [{ card: "C_WARD" }], hand: [{ card: "EX1_243", ref: "D" }] }), player()], [{ type: "play", card: "D" }], { cards: [WARD] }));
    expect(r.state.players[0].hero.armor).toBe(2);
  });
  it("an overload effect raises it too", () => {
    const SURGE = { id: "C_SURGE", type: "SPELL", cost: 0, spell: [{ type: "overload", amount: 3 }] };
    const r = run(request([player({ board: [{ card: "C_WARD" }], hand: [{ card: "C_SURGE", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [WARD, SURGE] }));
    expect(r.state.players[0].hero.armor).toBe(3);
  });
});

describe("client cards using the rule aura hero-power-double", () => {
  it("a minion with it: Fireblast deals 2, and with Velen's rule 4", () => {
    const GEARS = { id: "C_GEARS", type: "MINION", cost: 5, attack: 4, health: 4, auras: [{ rule: "hero-power-double" }] };
    const mage = { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } };
    const one = run(request([player({ ...mage, board: [{ card: "C_GEARS" }] }), player()], [{ type: "heroPower", target: "p2.hero" }], { cards: [GEARS] }));
    expect(one.state.players[1].hero.health).toBe(28);
    const two = run(request([player({ ...mage, board: [{ card: "C_GEARS" }, { card: "EX1_350" }] }), player()], [{ type: "heroPower", target: "p2.hero" }], { cards: [GEARS] }));
    expect(two.state.players[1].hero.health).toBe(26);
  });
});

describe("client cards using passive", () => {
  const BULWARK = { id: "C_BULWARK", type: "HERO_POWER", cost: 0, passive: true, triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "armor", amount: 2 }] }] };
  it("'Passive Hero Power: At the end of your turn, gain 2 Armor': its trigger works, the power can't be used", () => {
    const r = run(request([player({ heroPower: { card: "C_BULWARK" } }), player({ deck: [{ card: "CS2_231" }] })], [{ type: "endTurn" }], { cards: [BULWARK] }));
    expect(r.state.players[0].hero.armor).toBe(2);
    let err: unknown;
    try { run(request([player({ heroPower: { card: "C_BULWARK" } }), player()], [{ type: "heroPower" }], { cards: [BULWARK] })); } catch (e) { err = e; }
    expect((err as { code: string }).code).toBe("illegal_action");
  });
});
