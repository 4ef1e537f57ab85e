/** The amount `restoredThisTurn` (rules-notes 1202) a school's Spell Damage (tags SPELLPOWER_<SCHOOL>, 1203) the filter `cost` as an amount and equipWeapon from the deck, w12/space, used by cards a client sends in a request's `cards`. */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const HEALING_TOUCH = "CS2_007"; // restore 8 Health
const YETI = "CS2_182";

const MENDER = { id: "C_MENDER", type: "MINION", cost: 1, attack: 1, health: 1,
  battlecry: [{ type: "armor", amount: { restoredThisTurn: true } }] };

describe("client cards using restoredThisTurn", () => {
  it("\"Battlecry: Gain Armor equal to the Health you restored this turn\" — two heals summed, the overheal's excess not", () => {
    const r = run(request([player({ hero: { card: "HERO_09", health: 25 }, board: [{ card: YETI, ref: "Y", health: 2 }],
      hand: [{ card: HEALING_TOUCH, ref: "H1" }, { card: HEALING_TOUCH, ref: "H2" }, { card: "C_MENDER", ref: "M" }] }), player()],
      [{ type: "play", card: "H1", target: "p1.hero" }, { type: "play", card: "H2", target: "Y" }, { type: "play", card: "M" }], { cards: [MENDER] }));
    expect(r.state.players[0].hero.armor).toBe(5 + 3);
  });

  it("Lifesteal's heal counts for the Lifesteal's controller; the opponent's heals do not count for you", () => {
    const leech = { id: "C_LEECH", type: "SPELL", cost: 1, tags: { LIFESTEAL: 1 }, target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }] };
    const r = run(request([player({ hero: { card: "HERO_09", health: 20 }, hand: [{ card: "C_LEECH", ref: "L" }, { card: "C_MENDER", ref: "M" }] }), player()],
      [{ type: "play", card: "L", target: "p2.hero" }, { type: "play", card: "M" }], { cards: [MENDER, leech] }));
    expect(r.state.players[0].hero.armor).toBe(3);
    const theirs = { id: "C_THEIRS", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "armor", amount: { restoredThisTurn: true, side: "enemy" } }] };
    const r2 = run(request([player({ hero: { card: "HERO_09", health: 20 }, hand: [{ card: HEALING_TOUCH, ref: "H" }, { card: "C_THEIRS", ref: "T" }] }), player()],
      [{ type: "play", card: "H", target: "p1.hero" }, { type: "play", card: "T" }], { cards: [theirs] }));
    expect(r2.state.players[0].hero.armor ?? 0).toBe(0);
  });

  it("a school's Spell Damage — \"Frost Spell Damage +2\" (tag SPELLPOWER_FROST): Frostbolt deals 5, Fireball 6", () => {
    const adept = { id: "C_ADEPT", type: "MINION", cost: 2, attack: 1, health: 3, tags: { SPELLPOWER_FROST: 2 } };
    const r = run(request([player({ board: [{ card: "C_ADEPT" }], hand: [{ card: "CS2_024", ref: "B" }, { card: "CS2_029", ref: "F" }] }), player()],
      [{ type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "F", target: "p2.hero" }], { cards: [adept] }));
    expect(r.state.players[1].hero.health).toBe(30 - 5 - 6);
  });

  it("the filter `cost` as an amount — \"Battlecry: Draw a card that costs the same as this\"", () => {
    const mirror = { id: "C_MIRROR", type: "MINION", cost: 3, attack: 3, health: 3, battlecry: [{ type: "draw", where: { cost: { stat: "cost", of: "self" } } }] };
    const r = run(request([player({ hand: [{ card: "C_MIRROR", ref: "M" }], deck: [{ card: "CS2_120" }, { card: "CS2_125" }, { card: YETI }] }), player()],
      [{ type: "play", card: "M" }], { cards: [mirror] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_125"]);
  });

  it("putIntoPlay of a weapon from the deck — \"Equip a random weapon from your deck\": the deck's weapon card, recorded", () => {
    const quartermaster = { id: "C_QM", type: "SPELL", cost: 1, spell: [{ type: "putIntoPlay", from: "deck", where: { type: "weapon" } }] };
    const r = run(request([player({ hand: [{ card: "C_QM", ref: "Q" }], deck: [{ card: "CS2_106" }, { card: YETI }, { card: "CS2_112" }] }), player()],
      [{ type: "play", card: "Q" }], { cards: [quartermaster] }));
    const w = r.state.players[0].weapon!;
    expect(["CS2_106", "CS2_112"]).toContain(w.card);
    expect(r.state.players[0].deck.map((c) => c.card).sort()).toEqual([YETI, w.card === "CS2_106" ? "CS2_112" : "CS2_106"].sort());
    expect(r.random.some((d) => (d.candidates?.length ?? 0) === 2)).toBe(true);
  });
});
