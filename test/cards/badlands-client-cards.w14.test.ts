/**
 * The card-format additions made for Showdown in the Badlands (w14/badlands), used by cards a client sends in a request's
 * `cards`: the amount `{ dealt: "repeatHits" }` (rules-notes 1640), resurrect `where.cards` (rules-notes 1644), the effect
 * `cancelAttack` (rules-notes 1645), `absorb` of a weapon with `equipWeapon` `kept` (rules-notes 1647), and discover from the enemy deck with `copy: false` (rules-notes 1648).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5

// "Deal 1 damage to a random enemy three times. Draw a card for each hit on a character already hit."
const VOLLEY = { id: "C_VOLLEY", type: "SPELL", cost: 2,
  spell: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 3 } }, { type: "draw", count: { dealt: "repeatHits" } }] };
// "Deal 1 damage to all enemies. Draw a card for each hit on a character already hit." (one mass hit: never a repeat)
const SWEEP = { id: "C_SWEEP", type: "SPELL", cost: 2,
  spell: [{ type: "damage", amount: 1, to: "enemy-characters" }, { type: "draw", count: { dealt: "repeatHits" } }] };

// "Battlecry: Resurrect your Wisps and Yetis."
const RAISER = { id: "C_RAISER", type: "MINION", cost: 3, attack: 1, health: 1,
  battlecry: [{ type: "resurrect", all: true, where: { cards: ["CS2_231", YETI] } }] };
// "Whenever this would attack while your hero is damaged, restore 2 Health to your hero instead."
const MEDIC = { id: "C_MEDIC", type: "MINION", cost: 2, attack: 3, health: 3, triggers: [{ on: "pre-attack",
  if: [{ source: "self" }, { entity: "friendly-hero", matches: { damaged: true } }], do: [{ type: "heal", amount: 2, to: "friendly-hero" }, { type: "cancelAttack" }] }] };

// "Battlecry: Take the enemy's weapon. Deathrattle: Equip it." (it goes back to its owner)
const PICKPOCKET = { id: "C_PICKPOCKET", type: "MINION", cost: 3, attack: 2, health: 2,
  battlecry: [{ type: "absorb", to: "enemy-weapon" }], deathrattle: [{ type: "equipWeapon", kept: true }] };

// "Battlecry: Discover a minion from your opponent's deck and take it."
const BURGLAR = { id: "C_BURGLAR", type: "MINION", cost: 3, attack: 2, health: 3,
  battlecry: [{ type: "discover", from: "deck", side: "enemy", copy: false, where: { type: "minion" } }] };

const DECK = [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }];

describe("client cards using the Badlands additions (w14)", () => {
  it("repeatHits: three hits on the lone enemy hero land twice on a character already hit: two cards drawn", () => {
    const r = run(request([player({ hand: [{ card: "C_VOLLEY", ref: "V" }], deck: DECK }), player()],
      [{ type: "play", card: "V" }], { cards: [VOLLEY] }));
    expect(r.state.players[1].hero.health).toBe(27);
    expect(r.state.players[0].hand).toHaveLength(2);
  });

  it("repeatHits: with a minion beside the hero, the draws follow the recorded picks", () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = run(request([player({ hand: [{ card: "C_VOLLEY", ref: "V" }], deck: DECK }), player({ board: [{ card: YETI }] })],
        [{ type: "play", card: "V" }], { cards: [VOLLEY], seed }));
      const picks = r.random.filter((d) => d.purpose === "random target").map((d) => (d.chosen as { id: number }).id);
      expect(picks).toHaveLength(3);
      expect(r.state.players[0].hand).toHaveLength(3 - new Set(picks).size);
    }
  });

  it("repeatHits: a mass hit counts none", () => {
    const r = run(request([player({ hand: [{ card: "C_SWEEP", ref: "S" }], deck: DECK }), player({ board: [{ card: YETI }] })],
      [{ type: "play", card: "S" }], { cards: [SWEEP] }));
    expect(r.state.players[1].hero.health).toBe(29);
    expect(r.state.players[0].hand).toHaveLength(0);
  });

  it("resurrect where.cards: every death of those cards comes back, others not", () => {
    const r = run(request([player({ hand: [{ card: "C_RAISER", ref: "R" }] }), player()], [{ type: "play", card: "R" }], { cards: [RAISER],
      state: { deaths: [{ card: "CS2_231", controller: 1, turn: 2 }, { card: "CS2_172", controller: 1, turn: 2 }, { card: YETI, controller: 1, turn: 3 }, { card: "CS2_231", controller: 1, turn: 3 }] } }));
    expect(r.state.players[0].board.map((m) => m.card).sort()).toEqual(["CS2_182", "CS2_231", "CS2_231", "C_RAISER"].sort());
  });

  it("cancelAttack: the attack is replaced (no damage either way) yet used up; with the hero undamaged it attacks", () => {
    const replaced = run(request([player({ hero: { card: "HERO_01", health: 20 }, board: [{ card: "C_MEDIC", ref: "M" }] }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "attack", attacker: "M", defender: "Y" }], { cards: [MEDIC] }));
    expect(replaced.state.players[0].hero.health).toBe(22);
    expect(replaced.state.players[1].board[0]!.health).toBe(5);
    expect(replaced.state.players[0].board[0]!.health).toBe(3);
    expect(replaced.state.players[0].board[0]!.tags?.NUM_ATTACKS_THIS_TURN).toBe(1);
    const plain = run(request([player({ board: [{ card: "C_MEDIC", ref: "M" }] }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "attack", attacker: "M", defender: "Y" }], { cards: [MEDIC] }));
    expect(plain.state.players[1].board[0]!.health).toBe(2);
  });

  it("absorb a weapon / equipWeapon kept: the enemy's weapon is taken from play, then given back to them, its states kept", () => {
    const r = run(request([player({ hand: [{ card: "C_PICKPOCKET", ref: "P" }] }), player({ weapon: { card: "CS2_106", ref: "AX", durability: 1 } })],
      [{ type: "play", card: "P" }], { cards: [PICKPOCKET] }));
    expect(r.state.players[1].weapon ?? null).toBeNull();
    expect(r.state.players[1].setAside.map((c) => c.card)).toContain("CS2_106");
    const back = run(request([player({ hand: [{ card: "C_PICKPOCKET", ref: "P" }] }), player({ weapon: { card: "CS2_106", ref: "AX", durability: 1 } })],
      [{ type: "play", card: "P" }, { type: "destroy", target: "P" }], { cards: [PICKPOCKET] }));
    expect(back.state.players[1].weapon?.card).toBe("CS2_106");
    expect(back.state.players[1].weapon?.durability).toBe(1);
    expect(back.state.players[0].weapon ?? null).toBeNull();
  });

  it("discover side enemy copy false: the minion chosen leaves their deck for your hand; a copy leaves their deck as it was", () => {
    const taken = run(request([player({ hand: [{ card: "C_BURGLAR", ref: "B" }] }), player({ deck: [{ card: YETI, ref: "Y" }, { card: "CS2_029" }] })],
      [{ type: "play", card: "B" }], { cards: [BURGLAR] }));
    expect(taken.state.players[0].hand.map((c) => c.card)).toEqual([YETI]);
    expect(taken.state.players[1].deck.map((c) => c.card)).toEqual(["CS2_029"]);
    const copied = run(request([player({ hand: [{ card: "C_BURGLAR", ref: "B" }] }), player({ deck: [{ card: YETI, ref: "Y" }, { card: "CS2_029" }] })],
      [{ type: "play", card: "B" }], { cards: [{ ...BURGLAR, battlecry: [{ type: "discover", from: "deck", side: "enemy", where: { type: "minion" } }] }] }));
    expect(copied.state.players[0].hand.map((c) => c.card)).toEqual([YETI]);
    expect(copied.state.players[1].deck.map((c) => c.card)).toEqual([YETI, "CS2_029"]);
  });
});
