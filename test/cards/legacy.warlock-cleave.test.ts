/**
 * Enslaved Fel Lord (CS3_021), "Taunt. Also damages the minions next to whomever this attacks.": its cases are in
 * legacy.warlock.test.ts; here the same ability (`attackHitsAdjacent`, rules/combat.ts) given by a weapon or an
 * enchantment, with the timing that rules-notes establishes (the after-attack step, after the combat damage).
 */
import { expect, it } from "vitest";
import { describeCard } from "../support/cards.js";
import { at, events, player, request, run } from "../support/engine.js";

const AXE = { id: "T_CLEAVE_AXE", type: "WEAPON", cost: 1, attack: 3, durability: 1, attackHitsAdjacent: true };
const MARK = { id: "T_CLEAVE_MARK", type: "ENCHANTMENT", attackHitsAdjacent: true };
const GIVE = { id: "T_GIVE_CLEAVE", type: "SPELL", cost: 0, target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "T_CLEAVE_MARK" }] };

describeCard("CS3_021", () => {
  it("on a weapon: its last swing still hits the defender's neighbours (the weapon breaks only when the phase ends)", () => {
    const r = run(request([
      player({ weapon: { card: "T_CLEAVE_AXE", ref: "W" } }),
      player({ board: [{ card: "CS2_200", ref: "L" }, { card: "CS2_182", ref: "D" }, { card: "CS2_200", ref: "R" }] }),
    ], [{ type: "attack", attacker: "p1.hero", defender: "D" }], { cards: [AXE] }));
    expect(at(r.state, "D").health).toBe(2);
    expect(at(r.state, "L").health).toBe(4);
    expect(at(r.state, "R").health).toBe(4);
    expect(at(r.state, "W").zone).toBe("graveyard");
    expect(r.state.players[0].hero.health).toBe(26);
    // The combat, then the neighbours (the hero is the source).
    expect(events(r, "damage").map((e) => `${e.source?.card}>${e.target?.ref ?? e.target?.card}`)).toEqual(["HERO_08>D", "CS2_182>HERO_08", "HERO_08>L", "HERO_08>R"]);
  });
  it("on an enchantment (Sweeping Strikes' kind): the minion carrying it hits the neighbours after its combat", () => {
    const r = run(request([
      player({ hand: [{ card: "T_GIVE_CLEAVE", ref: "G" }], board: [{ card: "CS2_182", ref: "Y" }] }),
      player({ board: [{ card: "CS2_200", ref: "L" }, { card: "CS2_182", ref: "D" }] }),
    ], [{ type: "play", card: "G", target: "Y" }, { type: "attack", attacker: "Y", defender: "D" }], { cards: [MARK, GIVE] }));
    expect(at(r.state, "D").health).toBe(1);
    expect(at(r.state, "L").health).toBe(3);
    expect(events(r, "damage").map((e) => e.target?.ref)).toEqual(["D", "Y", "L"]);
  });
});
