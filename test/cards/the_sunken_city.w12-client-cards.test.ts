/**
 * The rule auras `spells-lifesteal` and `spells-poisonous` (docs/card-format.md "Rule auras", rules-notes 1301): "Your
 * spells have Lifesteal" / "Your spells are Poisonous" — used by cards a client sends.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182";
const FIREBALL = "CS2_029";
const FROSTBOLT = "CS2_024";
const LEECHER = { id: "MY_LEECHER", type: "MINION", cost: 3, attack: 2, health: 4, auras: [{ rule: "spells-lifesteal" }] };
const VENOM = { id: "MY_VENOM", type: "MINION", cost: 3, attack: 2, health: 4, auras: [{ rule: "spells-poisonous" }] };

describe("rule auras spells-lifesteal and spells-poisonous (client cards)", () => {
  it("spells-lifesteal: a Fireball to the enemy hero heals yours by 6", () => {
    const r = run(request([player({ board: [{ card: "MY_LEECHER" }], hand: [{ card: FIREBALL, ref: "F" }], hero: { card: "HERO_08", health: 20 } }), player()],
      [{ type: "play", card: "F", target: "p2.hero" }], { cards: [LEECHER] }));
    expect(r.state.players[0].hero.health).toBe(26);
    expect(r.state.players[1].hero.health).toBe(24);
  });
  it("spells-lifesteal: not the opponent's spells, nor minions' damage", () => {
    const r = run(request([player({ board: [{ card: "MY_LEECHER" }], hero: { card: "HERO_08", health: 20 } }), player({ hand: [{ card: FIREBALL, ref: "F" }], hero: { card: "HERO_08", health: 20 }, deck: [{ card: YETI }] })],
      [{ type: "endTurn" }, { type: "play", card: "F", target: "p1.hero" }], { cards: [LEECHER] }));
    expect(r.state.players[1].hero.health).toBe(20);
    expect(r.state.players[0].hero.health).toBe(14);
  });
  it("spells-poisonous: a Frostbolt destroys a Yeti (3 damage would not); the Freeze is the spell's own, once", () => {
    const r = run(request([player({ board: [{ card: "MY_VENOM" }], hand: [{ card: FROSTBOLT, ref: "B" }] }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "B", target: "Y" }], { cards: [VENOM] }));
    expect(r.state.players[1].board).toEqual([]);
    expect(r.state.players[1].graveyard.map((e) => e.card)).toContain(YETI);
  });
  it("spells-poisonous: a spell hitting a hero destroys nothing", () => {
    const r = run(request([player({ board: [{ card: "MY_VENOM" }], hand: [{ card: FIREBALL, ref: "F" }] }), player()],
      [{ type: "play", card: "F", target: "p2.hero" }], { cards: [VENOM] }));
    expect(r.state.players[1].hero.health).toBe(24);
  });
});

describe("the amount playedThisGame read: manaSpent (client cards)", () => {
  /** "Costs (1) less for each Mana you've spent on Fire spells this game." */
  const FURNACE = { id: "MY_FURNACE", type: "MINION", cost: 12, attack: 6, health: 6,
    auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", spellSchool: "FIRE", read: "manaSpent", multiply: -1 } } }] };
  /** A Fire spell that costs Health instead of Mana. */
  const BLOODFIRE = { id: "MY_BLOODFIRE", type: "SPELL", cost: 3, spellSchool: "FIRE", tags: { CARD_COSTS_HEALTH: 1 }, spell: [{ type: "damage", amount: 3, to: "enemy-hero" }] };
  it("a Fireball paid with 4 Mana: (8); the Health-paid Fire spell adds none, and the record says how it was paid", () => {
    const r = run(request([player({ hand: [{ card: "MY_FURNACE", ref: "M" }, { card: FIREBALL, ref: "F" }, { card: "MY_BLOODFIRE", ref: "B" }] }), player()],
      [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "B" }], { cards: [FURNACE, BLOODFIRE] }));
    expect(r.state.players[0].hand.find((e) => e.ref === "M")!.cost).toBe(8);
    expect(r.state.players[0].playedThisGame).toEqual([
      expect.objectContaining({ card: FIREBALL, cost: 4 }),
      expect.objectContaining({ card: "MY_BLOODFIRE", cost: 3, paid: "health" }),
    ]);
    expect(r.state.players[0].hero.health).toBe(27);
  });
});
