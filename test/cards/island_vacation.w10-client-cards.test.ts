/**
 * Perils in Paradise's mechanisms in cards a client sends in a request's `cards` (w10/island): the trigger `use-location`
 * ("After you use a location"), the amount `{ thisGame: "locationUses" }`, and a Drink chain (`twinspell` to the next Drink).
 */
import { describe, expect, it } from "vitest";
import { events, player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const SHRINE = { id: "C_SHRINE", type: "LOCATION", cost: 1, health: 2, activate: [{ type: "heal", amount: 2, to: "friendly-hero" }] };

describe("client cards: Perils in Paradise mechanisms", () => {
  it("use-location: \"After you use a location, draw a card\" — after the Location's text, in a phase of its own; not for the opponent's", () => {
    const scout = { id: "C_SCOUT", type: "MINION", cost: 2, attack: 2, health: 2,
      triggers: [{ on: "use-location", if: { player: "friendly" }, do: [{ type: "draw" }] }] };
    const r = run(request([
      player({ board: [{ card: "C_SCOUT" }, { card: "C_SHRINE", ref: "L" }], hero: { card: "HERO_01", health: 20 }, deck: [{ card: WISP }] }),
      player({ board: [{ card: "C_SCOUT" }], deck: [{ card: WISP }] }),
    ], [{ type: "useLocation", card: "L" }], { cards: [SHRINE, scout] }));
    expect(r.state.players[0].hero.health).toBe(22);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WISP]);
    expect(r.state.players[1].hand).toEqual([]);
    expect(events(r, "use-location")).toHaveLength(1);
  });

  it("thisGame locationUses: \"Costs (1) less for each time you've used a location this game\" (the player tag NUM_LOCATION_USES_THIS_GAME)", () => {
    const giant = { id: "C_GIANT", type: "MINION", cost: 8, attack: 8, health: 8,
      auras: [{ to: "self", zone: "hand", buff: { cost: { thisGame: "locationUses", multiply: -1 } } }] };
    const r = run(request([
      player({ board: [{ card: "C_SHRINE", ref: "L" }], hand: [{ card: "C_GIANT", ref: "G" }], tags: { NUM_LOCATION_USES_THIS_GAME: 2 } }),
      player(),
    ], [{ type: "useLocation", card: "L" }], { cards: [SHRINE, giant] }));
    expect(r.state.players[0].tags?.NUM_LOCATION_USES_THIS_GAME).toBe(3);
    expect(r.state.players[0].hand[0]!.cost).toBe(5);
  });

  it("a Drink chain: \"Draw a card. (2 Drinks left!)\" gives its next Drink where it was in the hand, the last gives none", () => {
    const first = { id: "C_TEA", type: "SPELL", cost: 1, twinspell: "C_TEA_2", spell: [{ type: "draw" }] };
    const last = { id: "C_TEA_2", type: "SPELL", cost: 1, spell: [{ type: "draw" }] };
    const r = run(request([
      player({ hand: [{ card: WISP }, { card: "C_TEA", ref: "T" }, { card: WISP }], deck: [{ card: WISP }, { card: WISP }] }),
      player(),
    ], [{ type: "play", card: "T" }, { type: "play", card: "p1.hand.1" }], { cards: [first, last] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WISP, WISP, WISP, WISP]);
    expect(r.state.players[0].graveyard.map((c) => c.card)).toEqual(["C_TEA", "C_TEA_2"]);
  });

  it("setHealth on a weapon sets its Durability (damage cleared, later changes on top): \"Set your weapon's Durability to 5\"", () => {
    const stone = { id: "C_WHETSTONE", type: "SPELL", cost: 1, spell: [{ type: "buff", to: "friendly-weapon", setHealth: 5 }] };
    const r = run(request([
      player({ hand: [{ card: "C_WHETSTONE", ref: "S" }], weapon: { card: "CS2_106", ref: "A", durability: 1 } }),
      player(),
    ], [{ type: "play", card: "S" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }], { cards: [stone] }));
    expect(r.state.players[0].weapon?.durability).toBe(4);
    expect(r.state.players[1].hero.health).toBe(27);
  });
});
