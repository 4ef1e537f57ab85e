/**
 * Rulebook 5.1 关键字效果, for the keywords not covered with their mechanics elsewhere: Deathrattle,
 * Battlecry, Secret, Silence, Overload, Reborn, Inspire, Stealth targeting, Charge/Rush summoning sickness.
 * (Taunt, Windfury, Charge, Rush: 2.6; Divine Shield, Immune, Poisonous, Lifesteal, Freeze: 4.9;
 * Spell Damage: 4.9 and 2.7; Combo: 2.2; Choose One: 2.3; Inspire: 2.7.)
 */
import { describe, expect, it } from "vitest";
import { at, fails, nodes, player, request, run } from "../support/engine.js";

describe("5.1 keywords", () => {
  it("Deathrattle resolves in the death phase with the minion's former position for summons (Sludge Belcher)", () => {
    const r = run(request([player({ board: [{ card: "CS2_231" }, { card: "FP1_012", ref: "SB" }, { card: "CS2_231" }] }), player()], [{ type: "destroy", target: "SB" }]));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_231", "FP1_012t", "CS2_231"]);
  });

  it("Silence removes a deathrattle and keywords (Taunt) but not TO_BE_DESTROYED", () => {
    const silencer = { id: "T_SILENCE_SELF", type: "SPELL", cost: 0, target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }, { type: "silence", to: "target" }] };
    const r = run(request([player({ board: [{ card: "EX1_029", ref: "LG" }], hand: [{ card: "T_SILENCE_SELF", ref: "X" }] }), player()],
      [{ type: "play", card: "X", target: "LG" }], { cards: [silencer] }));
    expect(at(r.state, "LG").zone).toBe("graveyard");
    expect(r.state.players[1].hero.health).toBe(30);
  });

  it("a silenced minion's aura stops at the next aura update", () => {
    const r = run(request([player({ board: [{ card: "CS2_222", ref: "SC" }, { card: "CS2_231", ref: "W" }], hand: [{ card: "EX1_332", ref: "S" }] }), player()],
      [{ type: "play", card: "S", target: "SC" }]));
    expect(at(r.state, "W")).toMatchObject({ attack: 1, health: 1 });
  });

  it("Stealth: enemies cannot target or attack it; its owner can", () => {
    fails(request([player({ hand: [{ card: "CS2_008", ref: "M" }] }), player({ board: [{ card: "EX1_010", ref: "S" }] })], [{ type: "play", card: "M", target: "S" }]), "illegal_action");
    const own = run(request([player({ board: [{ card: "EX1_010", ref: "S" }], hand: [{ card: "CS2_004", ref: "P" }], deck: [{ card: "CS2_231" }] }), player()], [{ type: "play", card: "P", target: "S" }]));
    expect(at(own.state, "S").health).toBe(3);
  });

  it("Stealth until your next turn (Finicky Cloakfield): hidden through the enemy turn, gone when its caster's turn starts", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "PART_004", ref: "FC" }] }), player({ hand: [{ card: "CS2_029", ref: "FB" }] })],
      [{ type: "play", card: "FC", target: "Y" }, { type: "endTurn" }]));
    // The enemy cannot target it on their turn; the state carries the enchantment and its expiry trigger.
    fails({ seed: 7, state: r.state, actions: [{ type: "play", card: "FB", target: "Y" }] }, "illegal_action");
    const back = run({ seed: 7, state: r.state, actions: [{ type: "endTurn" }] });
    expect(at(back.state, "Y").enchantments ?? []).toEqual([]);
    const expired = nodes(back, "trigger").find((t) => t.source?.card === "PART_004e");
    expect(expired, "the enchantment's own turn-start trigger removes it").toBeDefined();
    // Now Fireball can target it.
    expect(at(run({ seed: 7, state: back.state, actions: [{ type: "endTurn" }, { type: "play", card: "FB", target: "Y" }] }).state, "Y").zone).toBe("graveyard");
  });

  it("Reborn: the minion returns with 1 health and without Reborn", () => {
    const r = run(request([player({ board: [{ card: "ULD_205", ref: "C" }] }), player()], [{ type: "destroy", target: "C" }]));
    const back = r.state.players[0].board[0]!;
    expect(back).toMatchObject({ card: "ULD_205", health: 1, maxHealth: 2 });
    expect(back.tags?.REBORN).toBe(0);
  });

  it("Overload is owed now and locks crystals next turn (Doomhammer)", () => {
    const r = run(request([player({ hand: [{ card: "EX1_567", ref: "D" }] }), player()], [{ type: "play", card: "D" }, { type: "endTurn" }, { type: "endTurn" }]));
    expect(r.state.players[0].mana).toMatchObject({ overloadLocked: 2, used: 2, overloadOwed: 0 });
  });

  it("Battlecry does not resolve when the minion is summoned rather than played", () => {
    const r = run(request([player({ deck: [{ card: "CS2_231" }] }), player()], [{ type: "summon", card: "EX1_015", player: 1 }]));
    expect(r.state.players[0].hand).toHaveLength(0);
  });

  it("Secret: revealed and sent to the graveyard when it triggers (Explosive Trap)", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player({ secrets: [{ card: "EX1_610", ref: "ET" }] })], [{ type: "attack", attacker: "Y", defender: "p2.hero" }]));
    expect(at(r.state, "ET").zone).toBe("graveyard");
    expect(r.state.players[0].hero.health).toBe(28);
  });
});
