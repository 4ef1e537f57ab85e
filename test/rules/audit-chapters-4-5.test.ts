/**
 * An audit of the engine against the rulebook's chapters 4 (其他机制) and 5 (规则细节), paragraph by paragraph: one
 * test per rule statement or worked example whose cards are implemented and that no other test file already covers.
 * Test names cite the section.
 */
import { describe, expect, it } from "vitest";
import { at, events, fails, player, request, run, triggerOrder } from "../support/engine.js";

const attack = (attacker: string, defender: string) => ({ type: "attack", attacker, defender });
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

describe("4.2 光环更新", () => {
  it("4.2 例如: Hellfire kills your Explosive Sheep and Sylvanas and leaves Thaurissan at 2; the Sheep drops him to 0, Sylvanas takes the Stormwind Champion — no aura update, he dies (either order of play)", () => {
    for (const [sheep, sylvanas] of [[10, 20], [20, 10]] as const) {
      const r = run(request([
        player({ board: [{ card: "GVG_076", ref: "SH", order: sheep }, { card: "EX1_016", ref: "SY", health: 3, order: sylvanas }, { card: "BRM_028", ref: "TH", health: 5, maxHealth: 5, order: 30 }], hand: [{ card: "CS2_062", ref: "HF" }] }),
        player({ board: [{ card: "CS2_222", ref: "SC" }] }),
      ], [{ type: "play", card: "HF" }]));
      expect(at(r.state, "SC")).toMatchObject({ zone: "board", player: 1, health: 2 });
      expect(at(r.state, "TH").zone).toBe("graveyard");
      expect(triggerOrder(r, ["SH", "SY"])).toEqual(sheep < sylvanas ? ["SH", "SY"] : ["SY", "SH"]);
    }
  });
});

describe("4.4 抽牌", () => {
  it("4.4 例如: the opponent draws Flame Leviathan — its draw trigger (a hand trigger) goes first and mortally wounds your 2-Health Daring Reporter, which then does not trigger (3.4)", () => {
    const r = run(request([player({ board: [{ card: "CFM_851", ref: "DR", health: 2 }] }), player({ deck: [{ card: "GVG_007", ref: "L" }] })], [{ type: "draw", player: 2 }]));
    expect(triggerOrder(r, ["L", "DR"])).toEqual(["L"]);
    expect(at(r.state, "DR").zone).toBe("graveyard");
  });

  it("4.4 注意: fatigue is not a draw — the opponent's Daring Reporter does not grow", () => {
    const r = run(request([player(), player({ board: [{ card: "CFM_851", ref: "DR" }] })], [{ type: "draw", player: 1 }]));
    expect(r.state.players[0].hero.health).toBe(29);
    expect(events(r, "draw")).toHaveLength(0);
    expect(at(r.state, "DR")).toMatchObject({ attack: 3, health: 3 });
  });

  it("4.4 注意: a burned card is not a draw — the opponent's Daring Reporter does not grow", () => {
    const r = run(request([player({ hand: wisps(10), deck: [{ card: "CS2_182", ref: "Y" }] }), player({ board: [{ card: "CFM_851", ref: "DR" }] })], [{ type: "draw", player: 1 }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(at(r.state, "DR")).toMatchObject({ attack: 3, health: 3 });
  });
});

describe("4.10 死亡记录", () => {
  it("4.10 注意: a discarded minion is not in the death record — Resurrect after Doomguard discarded a Yeti summons nothing", () => {
    const r = run(request([player({ hand: [{ card: "EX1_310", ref: "DG" }, { card: "CS2_182", ref: "Y" }, { card: "BRM_017", ref: "RS" }] }), player()],
      [{ type: "play", card: "DG" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(at(r.state, "RS").zone).toBe("graveyard");
    expect(r.state.players[0].board.map((m) => m.ref ?? m.card)).toEqual(["DG"]);
  });

  it("4.10 注意: a burned minion is not in the death record — Resurrect summons nothing", () => {
    // 9 Wisps and Resurrect fill the hand: the drawn Yeti is burned.
    const r = run(request([player({ hand: [...wisps(9), { card: "BRM_017", ref: "RS", cost: 0 }], deck: [{ card: "CS2_182", ref: "Y" }] }), player()],
      [{ type: "draw", player: 1 }, { type: "play", card: "RS" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(r.state.players[0].board).toHaveLength(0);
  });

  it("4.10: every death is recorded and none is removed — the one dead Yeti is resurrected twice", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "BRM_017", ref: "R1" }, { card: "BRM_017", ref: "R2" }] }), player()],
      [{ type: "destroy", target: "Y" }, { type: "play", card: "R1" }, { type: "play", card: "R2" }]));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_182", "CS2_182"]);
  });

  it("4.10: resurrection reads the record's original card — a buffed Yeti comes back a plain 4/5", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", enchantments: [{ attack: 2, health: 2 }] }], hand: [{ card: "BRM_017", ref: "R" }] }), player()],
      [{ type: "destroy", target: "Y" }, { type: "play", card: "R" }]));
    expect(r.state.players[0].board.map((m) => [m.card, m.attack, m.health])).toEqual([["CS2_182", 4, 5]]);
  });

  it("4.10: the record keeps the controller at death — a Mind Controlled Yeti that dies on your side is yours to resurrect, not its owner's", () => {
    const r = run(request([
      player({ hand: [{ card: "CS1_113", ref: "MC", cost: 0 }, { card: "BRM_017", ref: "R" }] }),
      player({ board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "BRM_017", ref: "R2" }] }),
    ], [{ type: "play", card: "MC", target: "Y" }, { type: "destroy", target: "Y" }, { type: "play", card: "R" }, { type: "endTurn" }, { type: "play", card: "R2", player: 2 }]));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_182"]);
    expect(r.state.players[1].board).toHaveLength(0);
    expect(at(r.state, "R2").zone).toBe("graveyard");
  });
});

describe("4.12 法力水晶", () => {
  it("4.12 例如: at 9/9 with all spent, two Innervates — +1 temporary, then one refreshed: 2/9; at the end of the turn 1/9", () => {
    const body = (actions: Record<string, unknown>[]) => request([player({ mana: { crystals: 9, used: 9 }, hand: [{ card: "EX1_169", ref: "I1" }, { card: "EX1_169", ref: "I2" }] }), player()], actions);
    const r = run(body([{ type: "play", card: "I1" }, { type: "play", card: "I2" }]));
    expect(r.state.players[0].mana).toMatchObject({ crystals: 9, temp: 1, used: 8 });
    const e = run(body([{ type: "play", card: "I1" }, { type: "play", card: "I2" }, { type: "endTurn" }]));
    expect(e.state.players[0].mana).toMatchObject({ crystals: 9, temp: 0, used: 8 });
  });

  it("4.12 例如: at 7 crystals with 6 spent and 3 temporary, gaining two full crystals (a 0-cost Nourish) leaves 9 crystals, 1 temporary, 4 spent", () => {
    const r = run(request([player({ mana: { crystals: 7, used: 6, temp: 3 }, hand: [{ card: "EX1_164", ref: "N", cost: 0 }] }), player()], [{ type: "play", card: "N", choose: 1 }]));
    expect(r.state.players[0].mana).toMatchObject({ crystals: 9, temp: 1, used: 4 });
  });

  it("4.12 例如: Wild Growth on a 3-crystal turn gives an empty crystal: 0/4", () => {
    const r = run(request([player({ mana: { crystals: 3, used: 0 }, hand: [{ card: "CS2_013", ref: "WG", cost: 3 }] }), player()], [{ type: "play", card: "WG" }]));
    expect(r.state.players[0].mana).toMatchObject({ crystals: 4, used: 4 });
  });

  it("4.12 例如: at 8 crystals with 2 temporary, a 0-cost Wild Growth gives Excess Mana instead, and the temporary mana stays", () => {
    const r = run(request([player({ mana: { crystals: 8, used: 0, temp: 2 }, hand: [{ card: "CS2_013", ref: "WG", cost: 0 }] }), player()], [{ type: "play", card: "WG" }]));
    expect(r.state.players[0].mana).toMatchObject({ crystals: 8, temp: 2, used: 0 });
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_013t"]);
  });
});

describe("5.1 关键字效果", () => {
  it("5.1 嘲讽: a Taunt minion with Stealth or Immune does not force the attack", () => {
    for (const tag of ["STEALTH", "IMMUNE"]) {
      const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", tags: { EXHAUSTED: 0 } }] }), player({ board: [{ card: "CS2_125", ref: "G", tags: { [tag]: 1 } }] })], [attack("Y", "p2.hero")]));
      expect(r.state.players[1].hero.health).toBe(26);
    }
  });

  it("5.1 冻结 例如: frozen Ironfur Grizzly and Rabid Worgen played this turn — the Worgen (Rush, it could attack) thaws at the end of the turn, the Grizzly stays frozen", () => {
    const r = run(request([player({ hand: [{ card: "CS2_125", ref: "G" }, { card: "GIL_113", ref: "W" }] }), player({ hand: [{ card: "CS2_026", ref: "FN" }] })],
      [{ type: "play", card: "G" }, { type: "play", card: "W" }, { type: "cast", card: "CS2_026", player: 2 }, { type: "endTurn" }]));
    expect(at(r.state, "W").tags?.FROZEN ?? 0).toBe(0);
    expect(at(r.state, "G").tags?.FROZEN).toBe(1);
  });

  it("5.1 免疫: an Immune character cannot be an enemy's target, but its controller may target it", () => {
    fails(request([player({ hand: [{ card: "CS2_029", ref: "F" }] }), player({ board: [{ card: "CS2_182", ref: "Y", tags: { IMMUNE: 1 } }] })], [{ type: "play", card: "F", target: "Y" }]), "illegal_action");
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", tags: { IMMUNE: 1 } }], hand: [{ card: "CS2_092", ref: "BK" }] }), player()], [{ type: "play", card: "BK", target: "Y" }]));
    expect(at(r.state, "Y")).toMatchObject({ attack: 8, health: 9 });
  });

  it("5.1 免疫 注意: Immune is not invulnerable — Twisting Nether destroys an Immune minion", () => {
    const r = run(request([player({ hand: [{ card: "EX1_312", ref: "TN" }] }), player({ board: [{ card: "CS2_182", ref: "Y", tags: { IMMUNE: 1 } }] })], [{ type: "play", card: "TN" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
  });

  it("5.1 连击 例如: under Brann Bronzebeard, Perdition's Blade after another card deals 2 damage twice", () => {
    const r = run(request([player({ board: [{ card: "LOE_077", ref: "B" }], hand: [{ card: "GAME_005", ref: "C" }, { card: "EX1_133", ref: "PB" }] }), player()],
      [{ type: "play", card: "C" }, { type: "play", card: "PB", target: "p2.hero" }]));
    expect(r.state.players[1].hero.health).toBe(26);
  });

  it("5.1 反制 例外: a countered spell still counts for Combo — after the Coin is countered, SI:7 Agent still deals its Combo damage (3)", () => {
    const r = run(request([player({ hand: [{ card: "GAME_005", ref: "C" }, { card: "EX1_134", ref: "SI" }] }), player({ secrets: [{ card: "EX1_287", ref: "CS" }] })],
      [{ type: "play", card: "C" }, { type: "play", card: "SI", target: "p2.hero" }]));
    expect(at(r.state, "CS").zone).toBe("graveyard");
    expect(r.state.players[0].mana).toMatchObject({ crystals: 10, temp: 0 });
    expect(r.state.players[1].hero.health).toBe(27);
  });

  it("5.1 反制: the cost state is removed before the counter (Kirin Tor Mage's free Secret is spent on the countered Explosive Trap; the next Secret costs 2)", () => {
    const r = run(request([player({ hand: [{ card: "EX1_612", ref: "K" }, { card: "EX1_610", ref: "S1" }, { card: "EX1_611", ref: "S2" }] }), player({ secrets: [{ card: "EX1_287", ref: "CS" }] })],
      [{ type: "play", card: "K" }, { type: "play", card: "S1" }, { type: "play", card: "S2" }]));
    expect(at(r.state, "S1").zone).toBe("graveyard");
    expect(at(r.state, "S2").zone).toBe("secrets");
    expect(r.state.players[0].mana.used).toBe(3 + 0 + 2);
  });

  it("5.1 反制: Electra's and Celestial Emissary's states are removed in the finish phase, which the counter prevents — they carry to the next spell; Wild Pyromancer's after-play trigger does not fire for the countered Coin", () => {
    const r = run(request([
      player({ board: [{ card: "NEW1_020", ref: "WP" }], hand: [{ card: "BOT_411", ref: "E" }, { card: "BOT_531", ref: "CE" }, { card: "GAME_005", ref: "C" }, { card: "CS2_029", ref: "F" }] }),
      player({ secrets: [{ card: "EX1_287", ref: "CS" }] }),
    ], [{ type: "play", card: "E" }, { type: "play", card: "CE" }, { type: "play", card: "C" }, { type: "play", card: "F", target: "p2.hero" }]));
    expect(events(r, "damage").filter((e) => e.source?.ref === "F").map((e) => e.amount)).toEqual([8, 8]);
    expect(triggerOrder(r, ["WP"])).toEqual(["WP"]);
    expect(r.state.players[1].hero.health).toBe(14);
  });

  it("5.1 过载: casting a spell with Overload (not only playing it) gives the overload", () => {
    const r = run(request([player(), player()], [{ type: "cast", card: "EX1_238", target: "p2.hero" }]));
    expect(r.state.players[0].mana).toMatchObject({ overloadOwed: 1, used: 0 });
  });

  it("5.1 吸血 注意: Lifesteal's own healing turned into damage by Auchenai Soulpriest does not trigger Lifesteal again", () => {
    const r = run(request([player({ board: [{ card: "EX1_591", ref: "AU" }, { card: "GIL_558", ref: "L", tags: { EXHAUSTED: 0 } }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })], [attack("L", "Y")]));
    expect(r.state.players[0].hero.health).toBe(28);
    expect(at(r.state, "Y").health).toBe(3);
  });

  it("5.1 剧毒: Poisonous destroys only a minion it actually damaged — a Divine Shield absorbs the hit and the minion lives", () => {
    const r = run(request([player({ board: [{ card: "EX1_170", ref: "P", tags: { EXHAUSTED: 0 } }] }), player({ board: [{ card: "CS2_182", ref: "Y", tags: { DIVINE_SHIELD: 1 } }] })], [attack("P", "Y")]));
    expect(at(r.state, "Y")).toMatchObject({ zone: "board", health: 5 });
    expect(at(r.state, "P").zone).toBe("graveyard");
  });
});

describe("5.6 叠加状态", () => {
  it("5.6 例如 (current version): a 6/2 Floating Watcher attacks into Explosive Trap — it grows to 8/2 at once, survives and hits for 8", () => {
    const r = run(request([player({ board: [{ card: "GVG_100", ref: "FW", attack: 6, health: 2, maxHealth: 2, tags: { EXHAUSTED: 0 } }] }), player({ secrets: [{ card: "EX1_610", ref: "ET" }] })], [attack("FW", "p2.hero")]));
    expect(at(r.state, "FW")).toMatchObject({ zone: "board", attack: 8, health: 2 });
    expect(r.state.players[1].hero.health).toBe(22);
    expect(r.state.players[0].hero.health).toBe(28);
  });
});

describe("5.7 强制死亡", () => {
  it("5.7 例如: two Haunted Creepers and Poison Seeds — the Creepers die inside the spell and leave four Spiders, then two Treants", () => {
    const r = run(request([player({ board: [{ card: "FP1_002", ref: "H1" }, { card: "FP1_002", ref: "H2" }], hand: [{ card: "FP1_019", ref: "PS" }] }), player()], [{ type: "play", card: "PS" }]));
    const board = r.state.players[0].board.map((m) => m.card);
    expect(board.filter((c) => c === "FP1_002t")).toHaveLength(4);
    expect(board.filter((c) => c !== "FP1_002t")).toHaveLength(2);
    const summons = events(r, "summon").map((e) => e.target!.card);
    expect(summons.slice(0, 4).every((c) => c === "FP1_002t")).toBe(true);
  });

  it("5.7: Poison Seeds's forced death includes the death phase — the Explosive Sheep's deathrattle resolves before the Treants arrive, and they stay 2/2", () => {
    const r = run(request([player({ board: [{ card: "GVG_076", ref: "S" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "FP1_019", ref: "PS" }] }), player({ board: [{ card: "CS2_231" }] })], [{ type: "play", card: "PS" }]));
    expect(r.state.players.map((p) => p.board.map((m) => [m.card, m.health]))).toEqual([[["FP1_019t", 2], ["FP1_019t", 2]], [["FP1_019t", 2]]]);
    expect(triggerOrder(r, ["S"])).toEqual(["S"]);
  });
});

describe("4.8 复制", () => {
  it("4.8 移动/复制状态规则: a copy into the same zone keeps every state — Chromaggus's copy of a drawn card has its +2/+2 and its cost change", () => {
    const r = run(request([player({ board: [{ card: "BRM_031", ref: "CH" }], deck: [{ card: "CS2_182", ref: "Y", enchantments: [{ attack: 2, health: 2 }, { cost: -2 }] }] }), player()], [{ type: "draw", player: 1 }]));
    const hand = r.state.players[0].hand;
    expect(hand).toHaveLength(2);
    for (const c of hand) expect(c).toMatchObject({ card: "CS2_182", attack: 6, health: 7, cost: 2 });
  });

  it("4.8 移动/复制状态规则: a copy from play to hand keeps none — Frozen Clone's copies of a buffed minion are plain", () => {
    const r = run(request([player({ secrets: [{ card: "ICC_082", ref: "FC" }] }), player({ hand: [{ card: "CS2_182", ref: "Y", enchantments: [{ attack: 2, health: 2 }, { cost: -2 }] }] })],
      [{ type: "play", card: "Y", player: 2 }], { state: { activePlayer: 2 } }));
    expect(at(r.state, "Y")).toMatchObject({ zone: "board", attack: 6, health: 7, cost: 4 });
    expect(r.state.players[0].hand.map((c) => [c.card, c.attack, c.health, c.cost])).toEqual([["CS2_182", 4, 5, 4], ["CS2_182", 4, 5, 4]]);
  });

  it("4.8 注意: from hand to play the cost states go and the others stay — a Yeti with +2/+2 and (−1) is a 6/7 costing 4 in play", () => {
    const r = run(request([player({ hand: [{ card: "CS2_182", ref: "Y", enchantments: [{ attack: 2, health: 2 }, { cost: -1 }] }] }), player()], [{ type: "play", card: "Y" }]));
    expect(r.state.players[0].mana.used).toBe(3);
    expect(at(r.state, "Y")).toMatchObject({ attack: 6, health: 7, cost: 4 });
  });
});
