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
