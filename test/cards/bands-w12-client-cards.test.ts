/**
 * The card-format additions made by w12/bands, used by cards a client sends in a request's `cards` (the format is one
 * format): the trigger event `divine-shield` (rules-notes 1261, 1300: w12/storm built the same event, which is the one kept).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const SQUIRE = "EX1_008"; // Argent Squire 1/1 Divine Shield
const WHIRLWIND = "EX1_400"; // Deal 1 damage to ALL minions.
const TORETH = "EDR_258"; // Your Divine Shields take three hits to break.
const SILENCE = "EX1_332";

describe("client cards using the trigger divine-shield", () => {
  // "After a friendly minion loses Divine Shield, gain 2 Armor."
  const WARDEN = { id: "C_WARDEN", type: "MINION", cost: 2, attack: 1, health: 4,
    triggers: [{ on: "divine-shield", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "armor", amount: 2 }] }] };
  const go = (p1: Record<string, unknown>, p2: Record<string, unknown>, actions: Record<string, unknown>[]) =>
    run(request([player(p1), player(p2)], actions, { cards: [WARDEN] }));

  it("a mass damage breaking two friendly shields and an enemy one: two events of yours, 4 Armor", () => {
    const r = go({ hand: [{ card: WHIRLWIND, ref: "W" }], board: [{ card: "C_WARDEN" }, { card: SQUIRE }, { card: SQUIRE }] },
      { board: [{ card: SQUIRE }] }, [{ type: "play", card: "W" }]);
    expect(r.state.players[0].hero.armor).toBe(4);
  });

  it("the shield broken in combat (attacker or defender) counts", () => {
    const r = go({ board: [{ card: "C_WARDEN" }, { card: SQUIRE, ref: "S" }] }, { board: [{ card: YETI, ref: "Y" }] },
      [{ type: "attack", attacker: "S", defender: "Y" }]);
    expect(r.state.players[0].hero.armor).toBe(2);
  });

  it("a hit a shield only counts (Toreth: three hits to break) is no loss; a Silence is no loss either", () => {
    const counted = go({ hand: [{ card: WHIRLWIND, ref: "W" }], board: [{ card: "C_WARDEN" }, { card: TORETH }, { card: SQUIRE }] }, {},
      [{ type: "play", card: "W" }]);
    expect(counted.state.players[0].hero.armor).toBe(0);
    const silenced = go({ hand: [{ card: SILENCE, ref: "X" }], board: [{ card: "C_WARDEN" }, { card: SQUIRE, ref: "S" }] }, {},
      [{ type: "play", card: "X", target: "S" }]);
    expect(silenced.state.players[0].hero.armor).toBe(0);
  });

  it("an effect's loseKeyword ('Your minions lose Divine Shield') counts, after all have lost it", () => {
    const STRIP = { id: "C_STRIP", type: "SPELL", cost: 0, spell: [{ type: "loseKeyword", to: "friendly-minions", keyword: "DIVINE_SHIELD", granted: true }] };
    const r = run(request([player({ hand: [{ card: "C_STRIP", ref: "X" }], board: [{ card: "C_WARDEN" }, { card: SQUIRE }, { card: SQUIRE }] }), player()],
      [{ type: "play", card: "X" }], { cards: [WARDEN, STRIP] }));
    expect(r.state.players[0].hero.armor).toBe(4);
  });
});

describe("client cards using discover from: played", () => {
  const ENCORE = { id: "C_ENCORE", type: "SPELL", cost: 1, spell: [{ type: "discover", from: "played", where: { type: "minion" } }] };
  const rec = (...cards: string[]) => cards.map((card, i) => ({ card, cost: 1, turn: i + 1 }));

  it("'Discover a minion you played this game': only your minions, different cards, the one chosen is a new card in hand", () => {
    const r = run(request([player({ hand: [{ card: "C_ENCORE", ref: "E" }], playedThisGame: rec(YETI, WHIRLWIND, YETI, SQUIRE) }),
      player({ playedThisGame: rec(TORETH) })], [{ type: "play", card: "E" }], { cards: [ENCORE], choices: [0] }));
    const offered = r.random.filter((d) => d.purpose === "discover option").map((d) => d.chosen);
    expect(new Set(offered)).toEqual(new Set([YETI, SQUIRE]));
    expect(r.state.players[0].hand.map((e) => e.card)).toEqual([offered[0]]);
  });

  it("side: enemy reads the opponent's record", () => {
    const card = { ...ENCORE, id: "C_THIEF", spell: [{ type: "discover", from: "played", side: "enemy" }] };
    const r = run(request([player({ hand: [{ card: "C_THIEF", ref: "E" }], playedThisGame: rec(YETI) }), player({ playedThisGame: rec(TORETH) })],
      [{ type: "play", card: "E" }], { cards: [card] }));
    expect(r.state.players[0].hand.map((e) => e.card)).toEqual([TORETH]);
  });
});

describe("client cards using the amount thisGame: weaponsEquipped", () => {
  it("'Battlecry: Gain 1 Armor for each weapon you've equipped this game': a weapon played and one replacing it count 2", () => {
    const SMITH = { id: "C_SMITH", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "armor", amount: { thisGame: "weaponsEquipped" } }] };
    const r = run(request([player({ hand: [{ card: "CS2_106", ref: "A" }, { card: "CS2_112", ref: "G" }, { card: "C_SMITH", ref: "S" }] }), player()],
      [{ type: "play", card: "A" }, { type: "play", card: "G" }, { type: "play", card: "S" }], { cards: [SMITH] }));
    expect(r.state.players[0].hero.armor).toBe(2);
  });
});
