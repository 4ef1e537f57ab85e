/**
 * Amounts that are not constants (the card format's `Amount`: a count, a stat of an entity, the event's amount),
 * read when the effect resolves; dynamic costs (自减费光环, 4.11) and the full-mana case of 4.12.
 */
import { describe, expect, it } from "vitest";
import { at, events, fails, player, request, run } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

describe("counts and stats read on resolution", () => {
  it("Frostwolf Warlord gains +1/+1 for each other friendly minion when its battlecry resolves (enemies don't count)", () => {
    const r = run(request([player({ board: [{ card: "CS2_231" }, { card: "CS2_231" }], hand: [{ card: "CS2_226", ref: "FW" }] }), player({ board: [{ card: "CS2_231" }] })],
      [{ type: "play", card: "FW" }]));
    expect(at(r.state, "FW")).toMatchObject({ attack: 6, health: 6 });
    expect(at(r.state, "FW").enchantments).toEqual([expect.objectContaining({ card: "CS2_226e", attack: 2, health: 2 })]);
  });

  it("Old Murk-Eye has +1 Attack per other Murloc on either side, updated at aura updates (4.2)", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_062", ref: "OM" }, { card: "CS2_168", ref: "MR" }], hand: [{ card: "CS2_008", ref: "MF" }] }),
      player({ board: [{ card: "CS2_168", ref: "EMR" }, { card: "CS2_231" }] }),
    ], [{ type: "play", card: "MF", target: "EMR" }]));
    expect(at(r.state, "EMR").zone).toBe("graveyard");
    expect(at(r.state, "OM").attack).toBe(3); // 2 + its own Murloc Raider
    const before = run(request([player({ board: [{ card: "EX1_062", ref: "OM" }, { card: "CS2_168" }] }), player({ board: [{ card: "CS2_168" }] })], [{ type: "endTurn" }]));
    expect(at(before.state, "OM").attack).toBe(4);
  });

  it("Shadowflame deals the friendly minion's Attack (plus Spell Damage) to all enemy minions, then destroys it", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_142" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "EX1_303", ref: "SF" }] }),
      player({ board: [{ card: "CS2_200", ref: "O" }, { card: "CS2_182", ref: "EY" }] }),
    ], [{ type: "play", card: "SF", target: "Y" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(at(r.state, "O").health).toBe(2);
    expect(at(r.state, "EY").zone).toBe("graveyard");
  });

  it("3.1 反常的结算顺序: Shadowflame damages before it destroys, so a damage trigger can still pick the friendly minion", () => {
    // An enemy minion that, when damaged, hits a random enemy (for its controller) minion for 1.
    const striker = { id: "T_STRIKER", type: "MINION", cost: 3, attack: 1, health: 5, triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "damage", amount: 1, to: { random: "enemy-minions" } }] }] };
    const r = run(request([
      player({ board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "EX1_303", ref: "SF" }] }),
      player({ board: [{ card: "T_STRIKER", ref: "S" }] }),
    ], [{ type: "play", card: "SF", target: "W" }], { cards: [striker] }));
    expect(r.random).toHaveLength(1);
    expect(r.random[0]!.candidates).toEqual([expect.objectContaining({ ref: "W" })]);
    expect(at(r.state, "S").health).toBe(4);
    expect(at(r.state, "W").zone).toBe("graveyard");
  });

  it("Holy Wrath deals the cost of the card on top of the deck as it is in the deck, then draws it (Molten Giant: 20)", () => {
    const r = run(request([
      player({ hero: { card: "HERO_04", health: 10 }, hand: [{ card: "EX1_365", ref: "HW" }], deck: [{ card: "EX1_620", ref: "MG" }] }),
      player({ board: [{ card: "CS2_200", ref: "O", enchantments: [{ health: 20 }] }] }),
    ], [{ type: "play", card: "HW", target: "O" }]));
    expect(at(r.state, "O").health).toBe(7); // 27 − 20
    expect(at(r.state, "MG")).toMatchObject({ zone: "hand", cost: 0 }); // in hand its own reduction applies
    expect(events(r, "damage")[0]).toMatchObject({ amount: 20 });
  });

  it("Shield Slam deals 1 per point of Armor, with Spell Damage on top", () => {
    const r = run(request([
      player({ hero: { card: "HERO_01", armor: 5 }, board: [{ card: "CS2_142" }], hand: [{ card: "EX1_410", ref: "SS" }] }),
      player({ board: [{ card: "CS2_200", ref: "O" }] }),
    ], [{ type: "play", card: "SS", target: "O" }]));
    expect(at(r.state, "O").health).toBe(1);
    const none = run(request([player({ hand: [{ card: "EX1_410", ref: "SS" }] }), player({ board: [{ card: "CS2_200", ref: "O" }] })], [{ type: "play", card: "SS", target: "O" }]));
    expect(at(none.state, "O").health).toBe(7);
    expect(events(none, "damage")).toHaveLength(0);
  });

  it("Mortal Strike deals 4, or 6 when your hero has 12 or less Health as it resolves", () => {
    const hit = (health: number) => run(request([player({ hero: { card: "HERO_01", health }, hand: [{ card: "EX1_408", ref: "MS" }] }), player()],
      [{ type: "play", card: "MS", target: "p2.hero" }])).state.players[1].hero.health;
    expect(hit(13)).toBe(26);
    expect(hit(12)).toBe(24);
  });
});

describe("restoring to full Health", () => {
  it("Ancestral Healing restores a minion to full and gives it Taunt", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", health: 1 }], hand: [{ card: "CS2_041", ref: "AH" }] }), player()],
      [{ type: "play", card: "AH", target: "Y" }]));
    expect(at(r.state, "Y")).toMatchObject({ health: 5, maxHealth: 5 });
    expect(at(r.state, "Y").enchantments!.map((e) => e.card)).toEqual(["CS2_041e"]);
    expect(events(r, "heal")[0]).toMatchObject({ amount: 4 });
  });

  it("\"Restore to full\" heals as much as the maximum Health: under Auchenai Soulpriest, Ancestral Healing deals 5 to an undamaged Yeti", () => {
    const r = run(request([player({ board: [{ card: "EX1_591" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "CS2_041", ref: "AH" }] }), player()],
      [{ type: "play", card: "AH", target: "Y" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
  });
});

describe("auras on themselves", () => {
  it("Southsea Deckhand has Charge while you have a weapon equipped", () => {
    const withWeapon = run(request([player({ weapon: { card: "CS2_106" }, hand: [{ card: "CS2_146", ref: "SD" }] }), player()],
      [{ type: "play", card: "SD" }, { type: "attack", attacker: "SD", defender: "p2.hero" }]));
    expect(withWeapon.state.players[1].hero.health).toBe(28);
    fails(request([player({ hand: [{ card: "CS2_146", ref: "SD" }] }), player()],
      [{ type: "play", card: "SD" }, { type: "attack", attacker: "SD", defender: "p2.hero" }]), "illegal_action");
  });
});

describe("4.11 dynamic costs (自减费光环)", () => {
  it("Molten Giant costs (1) less per Health your hero is missing; Mountain Giant per other card in hand; Sea Giant per other minion", () => {
    const r = run(request([
      player({ hero: { card: "HERO_01", health: 22 }, board: [{ card: "CS2_231" }], hand: [{ card: "EX1_620", ref: "MG" }, { card: "EX1_105", ref: "MO" }, { card: "EX1_586", ref: "SG" }, { card: "CS2_231", ref: "W" }] }),
      player({ board: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
    ], [{ type: "endTurn" }]));
    expect([at(r.state, "MG").cost, at(r.state, "MO").cost, at(r.state, "SG").cost]).toEqual([12, 9, 7]);
  });
});
