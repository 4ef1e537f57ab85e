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

  it("Holy Wrath with an empty deck deals 0, then fatigue", () => {
    const r = run(request([player({ hand: [{ card: "EX1_365", ref: "HW" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "HW", target: "Y" }]));
    expect(at(r.state, "Y").health).toBe(5);
    expect(r.state.players[0].hero.health).toBe(29);
  });

  it("Battle Rage draws one card per damaged friendly character (hero included), counted when it resolves", () => {
    const r = run(request([
      player({ hero: { card: "HERO_01", health: 20 }, board: [{ card: "CS2_182", health: 1 }, { card: "CS2_182", health: 4 }, { card: "CS2_182" }], hand: [{ card: "EX1_392", ref: "BR" }], deck: deck(5) }),
      player({ board: [{ card: "CS2_182", health: 1 }] }),
    ], [{ type: "play", card: "BR" }]));
    expect(r.state.players[0].hand.map((c) => c.ref)).toEqual(["d0", "d1", "d2"]);
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

  it("an amount can be the event's amount: a test minion gains Armor equal to the damage it took", () => {
    const plate = { id: "T_PLATE", type: "MINION", cost: 3, attack: 1, health: 8, triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "armor", amount: { event: "amount" } }] }] };
    const r = run(request([player({ board: [{ card: "T_PLATE", ref: "P" }], hand: [{ card: "CS2_029", ref: "FB" }] }), player()],
      [{ type: "play", card: "FB", target: "P" }], { cards: [plate] }));
    expect(r.state.players[0].hero.armor).toBe(6);
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

describe("4.12 full mana", () => {
  it("4.12 example: Wild Growth on a 3-crystal turn raises maximum and used mana by 1 (0/4 with all 3 spent)", () => {
    const r = run(request([player({ mana: { crystals: 3, used: 1 }, hand: [{ card: "CS2_013", ref: "WG" }] }), player()], [{ type: "play", card: "WG" }]));
    expect(r.state.players[0].mana).toMatchObject({ crystals: 4, used: 4 });
    expect(r.state.players[0].hand).toHaveLength(0);
  });

  it("4.12 example: 8 crystals plus 2 temporary mana, a 0-cost Wild Growth gives Excess Mana instead; Excess Mana draws", () => {
    const r = run(request([player({ mana: { crystals: 8, used: 0, temp: 2 }, hand: [{ card: "CS2_013", ref: "WG", enchantments: [{ setCost: 0 }] }], deck: deck(1) }), player()],
      [{ type: "play", card: "WG" }]));
    expect(r.state.players[0].mana).toMatchObject({ crystals: 8, temp: 2, used: 0 });
    const em = r.state.players[0].hand;
    expect(em.map((c) => c.card)).toEqual(["CS2_013t"]);
    const r2 = run({ seed: 7, state: r.state, actions: [{ type: "play", card: "p1.hand.0" }] });
    expect(r2.state.players[0].hand.map((c) => c.ref)).toEqual(["d0"]);
  });

  it("4.12: at 10 crystals Wild Growth gives Excess Mana too; a 2-cost one paid from temporary mana is not at the cap", () => {
    const ten = run(request([player({ hand: [{ card: "CS2_013", ref: "WG" }] }), player()], [{ type: "play", card: "WG" }]));
    expect(ten.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_013t"]);
    const paid = run(request([player({ mana: { crystals: 8, used: 0, temp: 2 }, hand: [{ card: "CS2_013", ref: "WG" }] }), player()], [{ type: "play", card: "WG" }]));
    expect(paid.state.players[0].mana).toMatchObject({ crystals: 9, temp: 0, used: 1 });
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

  it("a dynamic cost follows the state at each aura update: playing a Wisp makes Sea Giant cheaper and Mountain Giant dearer", () => {
    const r = run(request([player({ hand: [{ card: "EX1_105", ref: "MO" }, { card: "EX1_586", ref: "SG" }, { card: "CS2_231", ref: "W" }] }), player()],
      [{ type: "play", card: "W" }]));
    expect([at(r.state, "MO").cost, at(r.state, "SG").cost]).toEqual([11, 9]);
    const out = run({ seed: 7, state: r.state, actions: [{ type: "endTurn" }] });
    expect([at(out.state, "MO").cost, at(out.state, "SG").cost]).toEqual([11, 9]);
  });

  it("4.11 example: a Molten Giant set to (5) at 25 Health is (0) — the self-reduction comes after every other change", () => {
    // Bright-Eyed Scout's "Change its Cost to (5)" as a test spell setting the costs of your minions in hand.
    const scout = { id: "T_SETFIVE", type: "SPELL", cost: 0, spell: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "UNG_113e" }] };
    const r = run(request([player({ hero: { card: "HERO_01", health: 25 }, hand: [{ card: "EX1_620", ref: "MG" }, { card: "T_SETFIVE", ref: "S" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [scout, { id: "UNG_113e", buff: { setCost: 5 } }] }));
    expect(at(r.state, "MG").cost).toBe(0);
    expect(at(r.state, "MG").enchantments!.map((e) => e.card ?? null)).toEqual([null, "UNG_113e"]);
  });

  it("4.11: the self-reduction comes after a later Summoning Portal — Molten Giant at 12 Health is (0), not (1)", () => {
    const r = run(request([player({ hero: { card: "HERO_01", health: 12 }, hand: [{ card: "EX1_620", ref: "MG" }, { card: "EX1_315", ref: "SP" }] }), player()], [{ type: "play", card: "SP" }]));
    expect(at(r.state, "MG").cost).toBe(0); // 20 − 2 = 18, then − 18 (in order of entry it would be 20 − 18 = 2, then (1))
  });

  it("4.11: only the final result is raised to 0 — Molten Giant at 1 Health under Venture Co. (+3) stays (0)", () => {
    const r = run(request([player({ hero: { card: "HERO_01", health: 1 }, board: [{ card: "CS2_227" }], hand: [{ card: "EX1_620", ref: "MG" }, { card: "CS2_182", ref: "Y" }] }), player()], [{ type: "endTurn" }]));
    expect(at(r.state, "MG").cost).toBe(0); // 20 + 3 − 29 = −6
    expect(at(r.state, "Y").cost).toBe(7);
  });

  it("a Molten Giant played at its reduced cost pays that much", () => {
    const r = run(request([player({ hero: { card: "HERO_01", health: 15 }, mana: { crystals: 5, used: 0 }, hand: [{ card: "EX1_620", ref: "MG" }] }), player()],
      [{ type: "play", card: "MG" }]));
    expect(at(r.state, "MG").zone).toBe("board");
    expect(r.state.players[0].mana.used).toBe(5);
  });
});
