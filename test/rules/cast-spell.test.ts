/**
 * `castSpell` (施放, rulebook 2.3 "如果你仅仅是施放一个法术"; effects/cast-spell.ts): spells made for the player and cast,
 * not played — a random valid target (none: not cast), a random Choose One option that can resolve, Overload, Spell
 * Damage, Secrets to the secret zone, the after-play step, and a forced death (5.7) after each. Client cards use it here.
 */
import { describe, expect, it } from "vitest";
import { at, events, fails, nodes, player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const caster = (effect: Record<string, unknown>) => ({ id: "T_CASTER", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [effect] });
const castFrom = (effect: Record<string, unknown>) => ({ id: "T_CAST_SPELL", type: "SPELL", cost: 1, spell: [effect] });
const casts = (r: ReturnType<typeof run>) => nodes(r, "step").filter((s) => s.name === "cast");

describe("castSpell", () => {
  it("a targeted spell (Fireball) is cast at a random valid target, with Spell Damage; it goes to the graveyard and is not played", () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = run(request([
        player({ hand: [{ card: "T_CASTER", ref: "C" }], board: [{ card: "CS2_142", ref: "K" }] }), // Kobold Geomancer: Spell Damage +1
        player({ board: [{ card: YETI, ref: "E" }], hero: { card: "HERO_01", health: 30 } }),
      ], [{ type: "play", card: "C" }], { cards: [caster({ type: "castSpell", card: "CS2_029" })], seed }));
      const hits = events(r, "damage");
      expect(hits).toHaveLength(1);
      expect(hits[0]!.amount).toBe(7);
      expect(casts(r)).toHaveLength(1);
      const p1 = r.state.players[0]!;
      expect(p1.graveyard?.map((c) => c.card)).toContain("CS2_029");
      expect(p1.hand).toHaveLength(0);
      // Not played: the play record holds the caster only.
      expect(nodes(r, "sequence").filter((s) => (s.action as { type?: string } | undefined)?.type === "play")).toHaveLength(1);
    }
  });

  it("no valid target: the spell is not cast — no damage, nothing in the graveyard", () => {
    const hitDamaged = { id: "T_HIT_DAMAGED", type: "SPELL", cost: 1, target: { type: "minion", where: { damaged: true } },
      spell: [{ type: "damage", amount: 3, to: "target" }] };
    const r = run(request([player({ hand: [{ card: "T_CAST_SPELL", ref: "S" }] }), player({ board: [{ card: YETI, ref: "E" }] })],
      [{ type: "play", card: "S" }], { cards: [castFrom({ type: "castSpell", card: "T_HIT_DAMAGED" }), hitDamaged] }));
    expect(events(r, "damage")).toHaveLength(0);
    expect(at(r.state, "E").health).toBe(5);
    expect(r.state.players[0]!.graveyard?.map((c) => c.card) ?? []).not.toContain("T_HIT_DAMAGED");
  });

  it("Choose One: a random option among those that can resolve (an enemy-minion option with no enemy minion is never taken)", () => {
    const pick = { id: "T_PICK", type: "SPELL", cost: 1, chooseOne: [
      { target: { type: "minion", side: "enemy" }, effects: [{ type: "damage", amount: 5, to: "target" }] },
      { effects: [{ type: "armor", amount: 4 }] }] };
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = run(request([player({ hand: [{ card: "T_CAST_SPELL", ref: "S" }] }), player()],
        [{ type: "play", card: "S" }], { cards: [castFrom({ type: "castSpell", card: "T_PICK" }), pick], seed }));
      expect(r.state.players[0]!.hero.armor).toBe(4);
      expect(events(r, "damage")).toHaveLength(0);
    }
  });

  it("a Secret goes to the secret zone; the same Secret cast again is revealed and goes to the graveyard", () => {
    const r = run(request([player({ hand: [{ card: "T_CAST_SPELL", ref: "S" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [castFrom({ type: "castSpell", card: "EX1_136", count: 2 })] }));
    const p1 = r.state.players[0]!;
    expect(p1.secrets?.map((c) => c.card)).toEqual(["EX1_136"]);
    expect(p1.graveyard?.filter((c) => c.card === "EX1_136")).toHaveLength(1);
  });

  it("its Overload is gained", () => {
    const r = run(request([player({ hand: [{ card: "T_CAST_SPELL", ref: "S" }] }), player({ board: [{ card: YETI, ref: "E" }] })],
      [{ type: "play", card: "S" }], { cards: [castFrom({ type: "castSpell", card: "EX1_238" })] }));
    expect(r.state.players[0]!.mana.overloadOwed).toBe(1);
    expect(events(r, "damage")).toHaveLength(1);
  });

  it("a forced death after each cast: a Harvest Golem killed by the first spell leaves its Damaged Golem for the second", () => {
    const blast = { id: "T_BLAST", type: "SPELL", cost: 1, spell: [{ type: "damage", amount: 3, to: "enemy-minions" }] };
    const r = run(request([player({ hand: [{ card: "T_CAST_SPELL", ref: "S" }] }), player({ board: [{ card: "EX1_556", ref: "G" }] })],
      [{ type: "play", card: "S" }], { cards: [castFrom({ type: "castSpell", card: "T_BLAST", count: 2 }), blast] }));
    expect(r.state.players[1]!.board).toEqual([]);
    expect(casts(r)).toHaveLength(2);
  });

  it("a pool: each cast is a random spell of the pool, recorded", () => {
    for (const seed of [1, 2, 3]) {
      const r = run(request([player({ hand: [{ card: "T_CAST_SPELL", ref: "S" }] }), player()],
        [{ type: "play", card: "S" }], { cards: [castFrom({ type: "castSpell", pool: { type: "SPELL", spellSchool: "NATURE" }, count: 2 })], seed }));
      const picks = r.random.filter((d) => d.purpose === "random card");
      expect(picks).toHaveLength(2);
      expect(casts(r)).toHaveLength(2);
    }
  });

  it("the after-play step follows each cast (2.3): Wild Pyromancer answers it", () => {
    const armor = { id: "T_ARMOR", type: "SPELL", cost: 1, spell: [{ type: "armor", amount: 1 }] };
    const r = run(request([player({ hand: [{ card: "T_CAST_SPELL", ref: "S" }], board: [{ card: "NEW1_020", ref: "W" }] }),
      player({ board: [{ card: YETI, ref: "E" }] })],
    [{ type: "play", card: "S" }], { cards: [castFrom({ type: "castSpell", card: "T_ARMOR" }), armor] }));
    // Once for the spell played, once for the spell it cast.
    expect(at(r.state, "E").health).toBe(3);
    expect(r.state.players[0]!.hero.armor).toBe(1);
  });

  it("a definition needs `pool` or `card`", () => {
    const bad = castFrom({ type: "castSpell", count: 2 });
    expect(() => run(request([player({ hand: [{ card: "T_CAST_SPELL", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [bad] }))).toThrow();
  });
  it("Combo: only when a card other than the caster was played this turn (Yogg-Saron played alone: no Combo)", () => {
    const combo = { id: "T_COMBO", type: "SPELL", cost: 1, spell: [{ type: "armor", amount: 1 }], combo: [{ type: "armor", amount: 5 }] };
    const cards = [caster({ type: "castSpell", card: "T_COMBO" }), combo];
    const alone = run(request([player({ hand: [{ card: "T_CASTER", ref: "C" }] }), player()], [{ type: "play", card: "C" }], { cards }));
    expect(alone.state.players[0]!.hero.armor).toBe(1);
    const after = run(request([player({ hand: [{ card: "CS2_231", ref: "W" }, { card: "T_CASTER", ref: "C" }] }), player()],
      [{ type: "play", card: "W" }, { type: "play", card: "C" }], { cards }));
    expect(after.state.players[0]!.hero.armor).toBe(5);
  });
  it("Choose One is a random pick, recorded — never the request's `choices` (they stay for the player's own choices)", () => {
    const pick = { id: "T_PICK2", type: "SPELL", cost: 1, chooseOne: [{ effects: [{ type: "armor", amount: 2 }] }, { effects: [{ type: "armor", amount: 3 }] }] };
    const r = run(request([player({ hand: [{ card: "T_CAST_SPELL", ref: "S" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [castFrom({ type: "castSpell", card: "T_PICK2" }), pick], choices: [1, 1, 1] }));
    expect(r.random.filter((d) => d.purpose === "Choose One")).toHaveLength(1);
    expect(r.random.filter((d) => String(d.purpose).includes("scripted"))).toHaveLength(0);
    expect([2, 3]).toContain(r.state.players[0]!.hero.armor);
  });
  it("the card it names is checked first: a minion is a 400, a spell the engine does not implement a 422", () => {
    const body = (card: string) => request([player({ hand: [{ card: "T_CAST_SPELL", ref: "S" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [castFrom({ type: "castSpell", card })] });
    fails(body("CS2_182"), "invalid_request");
    fails(body("END_000"), "unimplemented_card");
  });
  it("Electra Stormsurge's state repeats a cast spell and ends in its after-play step (2.3)", () => {
    const armor = { id: "T_ARMOR1", type: "SPELL", cost: 1, spell: [{ type: "armor", amount: 1 }] };
    const r = run(request([player({ hand: [{ card: "BOT_411", ref: "E" }, { card: "T_CASTER", ref: "C" }] }), player()],
      [{ type: "play", card: "E" }, { type: "play", card: "C" }], { cards: [caster({ type: "castSpell", card: "T_ARMOR1" }), armor] }));
    expect(r.state.players[0]!.hero.armor).toBe(2);
    expect((r.state.players[0]!.hero.enchantments ?? []).map((e) => e.card)).not.toContain("BOT_411e");
  });
});
