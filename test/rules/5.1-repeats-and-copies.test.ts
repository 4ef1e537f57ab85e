/**
 * Effects that repeat, redirect or copy other effects, read against the rulebook: Drakkari Enchanter and the number
 * of end-of-turn resolutions fixed as each starts (1.3), Khadgar's summon trigger (1.5, 3.1, 5.7), Electra Stormsurge,
 * Celestial Emissary and Zentimo in the spell's resolve phase (2.3), Snapjaw Shellfighter's chain of target changes
 * (4.9 预伤害扳机), Overkill (5.1), draw triggers that copy (4.4), Mayor Noggenfogger's targeting trigger (2.2-2.7).
 */
import { describe, expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { at, cards, events, nodes, player, request, run, triggerOrder } from "../support/engine.js";

type Body = Record<string, unknown>;
const endTurn = [{ type: "endTurn" }];
const refOf = (c: unknown) => (typeof c === "object" && c !== null ? (c as { ref?: string; card?: string }).ref ?? (c as { card: string }).card : c);

/** The first seed (1-400) whose resolution satisfies `ok`: for examples that need a given random outcome. */
function withSeed(body: Body, ok: (r: ResolveResult) => boolean): ResolveResult {
  for (let seed = 1; seed <= 400; seed++) {
    const r = run({ ...body, seed });
    if (ok(r)) return r;
  }
  throw new Error("no seed gives the example's random outcome");
}

describe("1.3 Drakkari Enchanter: end-of-turn triggers resolve twice, the number fixed as each starts", () => {
  it("1.3 例: Y'Shaarj puts Drakkari Enchanter into play and does not go again, but Ragnaros then fires twice", () => {
    const body = request([
      player({ board: [{ card: "OG_042", ref: "Y" }, { card: "EX1_298", ref: "RAG" }], deck: [{ card: "ICC_901", ref: "DE" }, { card: "CS2_231", ref: "W" }] }),
      player({ deck: [{ card: "CS2_231" }] }),
    ], endTurn);
    const r = withSeed(body, (x) => at(x.state, "DE").zone === "board");
    expect(at(r.state, "W").zone).toBe("deck");
    // Ragnaros's two shots of 8 at the only enemy.
    expect(r.state.players[1].hero.health).toBe(14);
    const rag = nodes(r, "trigger").filter((n) => n.source.ref === "RAG");
    expect(rag).toHaveLength(1);
    expect(rag[0]!.times).toBe(2);
    expect(nodes(r, "trigger").find((n) => n.source.ref === "Y")!.times).toBeUndefined();
  });

  it("1.3: only its controller's end-of-turn triggers are doubled", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_298", ref: "RAG" }] }),
      player({ board: [{ card: "ICC_901" }], deck: [{ card: "CS2_231" }] }),
    ], endTurn));
    expect(r.state.players[1].hero.health).toBe(22);
  });
});

describe("1.5, 3.1, 5.7 Khadgar: a summon trigger that summons a copy", () => {
  it("1.5 例: Mirror Entity, Knife Juggler, Khadgar, Sword of Justice and Daring Reporter against a Wisp — the nested order", () => {
    // You are player 1 (Mirror Entity, Juggler, Khadgar, Sword, Reporter, in that order of play); the opponent plays a Wisp.
    const body = request([
      player({
        secrets: [{ card: "EX1_294", ref: "ME", order: 1 }],
        board: [{ card: "NEW1_019", ref: "KJ", order: 2 }, { card: "DAL_575", ref: "KH", order: 3 }, { card: "CFM_851", ref: "DR", order: 5 }],
        weapon: { card: "EX1_366", ref: "SW", order: 4 },
      }),
      player({
        board: [{ card: "EX1_604", ref: "FB" }, { card: "EX1_007", ref: "AC" }, { card: "EX1_402", ref: "AS" }, { card: "GVG_086", ref: "SE" }],
        hand: [{ card: "CS2_231", ref: "WISP" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }],
      }),
    ], [{ type: "play", card: "WISP" }], { state: { activePlayer: 2 } });
    // The example's random outcome: the first knife hits the Acolyte, the second the enemy hero.
    const r = withSeed(body, (x) => {
      const knives = x.random.filter((d) => d.purpose === "random target").map((d) => refOf(d.chosen));
      return knives.length === 2 && knives[0] === "AC" && knives[1] === x.state.players[1].hero.card;
    });
    expect(triggerOrder(r, ["ME", "KJ", "FB", "AC", "DR", "AS", "SE", "KH", "SW"])).toEqual([
      "ME", // Mirror Entity copies the Wisp: Wisp 1
      "KJ", "FB", "AC", "DR", "AS", "SE", // Wisp 1's summon: the knife hits the Acolyte — Berserker, Acolyte (draw: Reporter), Armorsmith (armor: Siege Engine)
      "KH", "KJ", "SW", // then Khadgar summons Wisp 2: the knife hits the hero, the Sword buffs Wisp 2
      "SW", // last, the Sword buffs Wisp 1
    ]);
    const mine = r.state.players[0].board;
    expect(cards(mine)).toEqual(["NEW1_019", "DAL_575", "CFM_851", "CS2_231", "CS2_231"]);
    expect(mine.slice(3).map((w) => [w.attack, w.health])).toEqual([[2, 2], [2, 2]]);
    expect(at(r.state, "DR")).toMatchObject({ attack: 4, health: 4 });
    expect(at(r.state, "SW").durability).toBe(3); // 5, less one per buff
    expect(at(r.state, "FB").attack).toBe(3);
    expect(at(r.state, "SE").attack).toBe(6);
    // The Armorsmith's 1 Armor took the second knife.
    expect(r.state.players[1].hero).toMatchObject({ armor: 0, health: 30 });
  });

  it("1.3 with Brann: the battlecry resolves twice and each summon is doubled — four Murloc Scouts", () => {
    const r = run(request([
      player({ board: [{ card: "LOE_077" }, { card: "DAL_575" }], hand: [{ card: "EX1_506", ref: "T" }] }),
      player(),
    ], [{ type: "play", card: "T" }]));
    expect(cards(r.state.players[0].board)).toEqual(["LOE_077", "DAL_575", "EX1_506", "EX1_506a", "EX1_506a", "EX1_506a", "EX1_506a"]);
  });

  it("a deathrattle summon is doubled, and the copy stands right of the original", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_556", ref: "HG" }, { card: "DAL_575", ref: "KH" }], hand: [{ card: "CS2_029", ref: "F" }] }),
      player(),
    ], [{ type: "play", card: "F", target: "HG" }]));
    expect(cards(r.state.players[0].board)).toEqual(["skele21", "skele21", "DAL_575"]);
  });

  it("2.7: a Hero Power that summons is one of your cards that summon: Reinforce gives two Recruits", () => {
    const r = run(request([player({ hero: { card: "HERO_04" }, board: [{ card: "DAL_575" }] }), player()], [{ type: "heroPower" }]));
    expect(cards(r.state.players[0].board)).toEqual(["DAL_575", "CS2_101t", "CS2_101t"]);
  });

  it("a minion played from hand is not summoned by a card: no copy", () => {
    const r = run(request([player({ board: [{ card: "DAL_575" }], hand: [{ card: "CS2_231", ref: "W" }] }), player()], [{ type: "play", card: "W" }]));
    expect(cards(r.state.players[0].board)).toEqual(["DAL_575", "CS2_231"]);
  });

  it("5.7 例: your Fireball kills the enemy Murmy — its Reborn is not your card's summon, one Murmy comes back", () => {
    const r = run(request([
      player({ board: [{ card: "DAL_575" }], hand: [{ card: "CS2_029", ref: "F" }] }),
      player({ board: [{ card: "ULD_723", ref: "M" }] }),
    ], [{ type: "play", card: "F", target: "M" }]));
    expect(cards(r.state.players[1].board)).toEqual(["ULD_723"]);
    expect(cards(r.state.players[0].board)).toEqual(["DAL_575"]);
  });

  it("3.1: what the minion got before its summon event is copied (Redemption's 1 Health), what it gets after is not", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "DAL_575" }], secrets: [{ card: "EX1_136" }] }),
      player({ hand: [{ card: "CS2_029", ref: "F" }] }),
    ], [{ type: "play", card: "F", target: "Y" }], { state: { activePlayer: 2 } }));
    const yetis = r.state.players[0].board.filter((m) => m.card === "CS2_182");
    expect(yetis.map((m) => [m.attack, m.health])).toEqual([[4, 1], [4, 1]]);
  });
});

describe("2.3 结算阶段 a: Electra Stormsurge, Celestial Emissary, Zentimo", () => {
  it("2.3 例: Electra then Lightning Bolt — overload 1, 3 damage, overload 1 again, 3 damage; the next spell once", () => {
    const r = run(request([
      player({ hand: [{ card: "BOT_411", ref: "E" }, { card: "EX1_238", ref: "LB" }, { card: "EX1_238", ref: "LB2" }] }),
      player(),
    ], [{ type: "play", card: "E" }, { type: "play", card: "LB", target: "p2.hero" }, { type: "play", card: "LB2", target: "p2.hero" }]));
    const bolt = r.trace.filter((n) => n.kind === "sequence")[1]!;
    const seq: string[] = [];
    const walk = (ns: typeof r.trace) => { for (const n of ns) { if (n.kind === "event" && (n.type === "overload" || n.type === "damage")) seq.push(`${n.type}${n.amount}`); walk(n.children); } };
    walk([bolt]);
    expect(seq).toEqual(["overload1", "damage3", "overload1", "damage3"]);
    expect(r.state.players[1].hero.health).toBe(21);
    expect(r.state.players[0].mana.overloadOwed).toBe(3);
    expect(r.state.players[0].hero.enchantments ?? []).toEqual([]);
  });

  it("2.3: Celestial Emissary's Spell Damage +2 holds for every resolution of the next spell, then goes", () => {
    const r = run(request([
      player({ hand: [{ card: "BOT_531", ref: "CE" }, { card: "BOT_411", ref: "E" }, { card: "EX1_238", ref: "LB" }, { card: "EX1_238", ref: "LB2" }] }),
      player(),
    ], [{ type: "play", card: "CE" }, { type: "play", card: "E" }, { type: "play", card: "LB", target: "p2.hero" }, { type: "play", card: "LB2", target: "p2.hero" }]));
    // (3 + 2) twice, then 3 (the Emissary's own Spell Damage is gone with its state).
    expect(r.state.players[1].hero.health).toBe(30 - 10 - 3);
  });

  it("2.3 例: Raptor, Zentimo and Crocolisk; Hex on Zentimo transforms Zentimo, then the Raptor and the Crocolisk", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_172", ref: "R" }, { card: "TRL_085", ref: "Z" }, { card: "CS2_120", ref: "C" }], hand: [{ card: "EX1_246", ref: "HEX" }] }),
      player(),
    ], [{ type: "play", card: "HEX", target: "Z" }]));
    expect(cards(r.state.players[0].board)).toEqual(["hexfrog", "hexfrog", "hexfrog"]);
    const order = events(r, "transform").map((e) => e.target!.ref);
    expect(order).toEqual(["Z", "R", "C"]);
  });

  it("2.3: Zentimo with Electra repeats 'once, then the neighbours' twice", () => {
    const r = run(request([
      player({
        board: [{ card: "TRL_085" }], hand: [{ card: "BOT_411", ref: "E" }, { card: "CS2_008", ref: "MF" }],
      }),
      player({ board: [{ card: "CS2_182", ref: "L" }, { card: "CS2_182", ref: "M" }, { card: "CS2_182", ref: "R" }] }),
    ], [{ type: "play", card: "E" }, { type: "play", card: "MF", target: "M" }]));
    expect(events(r, "damage").map((e) => e.target!.ref)).toEqual(["M", "L", "R", "M", "L", "R"]);
    expect(["L", "M", "R"].map((x) => at(r.state, x).health)).toEqual([3, 3, 3]);
  });

  it("2.3: Zentimo's extra resolutions get Celestial Emissary's Spell Damage too", () => {
    const r = run(request([
      player({ board: [{ card: "TRL_085" }], hand: [{ card: "BOT_531", ref: "CE" }, { card: "CS2_008", ref: "MF" }] }),
      player({ board: [{ card: "CS2_182", ref: "L" }, { card: "CS2_182", ref: "M" }, { card: "CS2_182", ref: "R" }] }),
    ], [{ type: "play", card: "CE" }, { type: "play", card: "MF", target: "M" }]));
    expect(["L", "M", "R"].map((x) => at(r.state, x).health)).toEqual([2, 2, 2]);
  });

  it("2.3: a spell with a hero target is not cast on neighbours", () => {
    const r = run(request([
      player({ board: [{ card: "TRL_085" }], hand: [{ card: "CS2_008", ref: "MF" }] }),
      player({ board: [{ card: "CS2_182", ref: "L" }] }),
    ], [{ type: "play", card: "MF", target: "p2.hero" }]));
    expect(at(r.state, "L").health).toBe(5);
    expect(r.state.players[1].hero.health).toBe(29);
  });
});

describe("4.9 预伤害扳机 1: Snapjaw Shellfighter passes damage on, each Shellfighter once per damage", () => {
  it("4.9 例: seven Shellfighters A-G entered left to right; Arcane Explosion — A takes six hits, G one", () => {
    const refs = ["A", "B", "C", "D", "E", "F", "G"];
    const r = run(request([
      player({ board: refs.map((ref) => ({ card: "TRL_535", ref })) }),
      player({ hand: [{ card: "CS2_025", ref: "AE" }] }),
    ], [{ type: "play", card: "AE" }], { state: { activePlayer: 2 } }));
    // A: B, A. B: A, B, C, D, E, F, G. C: B, A. D: C, B, A. E .. G: back to A.
    expect(refs.map((x) => at(r.state, x).health)).toEqual([2, 8, 8, 8, 8, 8, 7]);
    const redirects = nodes(r, "step").filter((s) => s.name === "damage-redirect").map((s) => (s as unknown as { to: { ref: string } }).to.ref);
    expect(redirects).toEqual(["B", "A", "A", "B", "C", "D", "E", "F", "G", "B", "A", "C", "B", "A", "D", "C", "B", "A", "E", "D", "C", "B", "A", "F", "E", "D", "C", "B", "A"]);
  });

  it("a Shellfighter takes a damage meant for its neighbour, not one meant for a minion further away", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "Y1" }, { card: "TRL_535", ref: "S" }, { card: "CS2_182", ref: "Y2" }, { card: "CS2_182", ref: "Y3" }] }),
      player({ hand: [{ card: "CS2_029", ref: "F1" }, { card: "CS2_029", ref: "F2" }] }),
    ], [{ type: "play", card: "F1", target: "Y1" }, { type: "play", card: "F2", target: "Y3" }], { state: { activePlayer: 2 } }));
    expect(at(r.state, "Y1").health).toBe(5);
    expect(at(r.state, "S").health).toBe(2);
    expect(at(r.state, "Y3").zone).toBe("graveyard");
  });
});

describe("5.1 超杀 Overkill: once, after every other trigger of the damage", () => {
  it("5.1 例: Ticket Scalper attacks the enemy Acolyte of Pain — the Acolyte draws first, then the Scalper", () => {
    const r = run(request([
      player({ board: [{ card: "TRL_015", ref: "TS" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] }),
      player({ board: [{ card: "EX1_007", ref: "AC" }], deck: [{ card: "CS2_231" }] }),
    ], [{ type: "attack", attacker: "TS", defender: "AC" }]));
    expect(triggerOrder(r, ["AC", "TS"])).toEqual(["AC", "TS"]);
    expect(r.state.players[0].hand).toHaveLength(2);
    expect(r.state.players[1].hand).toHaveLength(1);
  });

  it("5.1 例: Scalper attacks a 1-Health Alley Armorsmith beside an Armorsmith — Armorsmith, Scalper's draw, then the Alley Armorsmith's Armor", () => {
    const r = run(request([
      player({ board: [{ card: "TRL_015", ref: "TS" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
      player({ board: [{ card: "CFM_756", ref: "AA", health: 1, maxHealth: 7 }, { card: "EX1_402", ref: "AS" }] }),
    ], [{ type: "attack", attacker: "TS", defender: "AA" }]));
    expect(triggerOrder(r, ["AS", "TS", "AA"])).toEqual(["AS", "TS", "AA"]);
    expect(nodes(r, "trigger").find((n) => n.source.ref === "TS")!.keyword).toBe("OVERKILL");
    expect(r.state.players[0].hand).toHaveLength(2);
    // 1 from the Armorsmith, then as much as the Alley Armorsmith dealt: 3 with today's 3 Attack (the rulebook's 2 is its old Attack).
    expect(r.state.players[1].hero.armor).toBe(4);
  });

  it("5.1: no Overkill when the damage leaves exactly 0 Health, nor on the opponent's turn", () => {
    const exact = run(request([
      player({ board: [{ card: "TRL_015", ref: "TS" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
      player({ board: [{ card: "CS2_182", ref: "Y", health: 5, maxHealth: 5 }] }),
    ], [{ type: "attack", attacker: "TS", defender: "Y" }]));
    expect(exact.state.players[0].hand).toHaveLength(0);
    const theirs = run(request([
      player({ board: [{ card: "TRL_015", ref: "TS" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
      player({ board: [{ card: "CS2_231", ref: "W" }] }),
    ], [{ type: "attack", attacker: "W", defender: "TS" }], { state: { activePlayer: 2 } }));
    expect(theirs.state.players[0].hand).toHaveLength(0);
  });
});

describe("4.4 draw triggers that copy: Chromaggus, Dollmaster Dorian", () => {
  it("4.4 例: 9 cards and Chromaggus, Coldlight Oracle — the first draw and its copy fill the hand, the second card is burned", () => {
    const r = run(request([
      player({
        board: [{ card: "BRM_031" }],
        hand: [{ card: "EX1_050", ref: "CO" }, ...Array.from({ length: 8 }, () => ({ card: "CS2_231" }))],
        deck: [{ card: "CS2_182", ref: "D1" }, { card: "CS2_120", ref: "D2" }],
      }),
      player({ deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
    ], [{ type: "play", card: "CO" }]));
    const hand = r.state.players[0].hand;
    expect(hand).toHaveLength(10);
    expect(cards(hand).filter((c) => c === "CS2_182")).toHaveLength(2);
    expect(at(r.state, "D2").zone).toBe("graveyard");
  });

  it("4.4 例 (版本 ≥): Dorian and Sea Reaver — Sea Reaver's own draw trigger first, then a 1/1 Sea Reaver that it did not hit", () => {
    const draw = { id: "T_DRAW_ONE", type: "SPELL", cost: 0, spell: [{ type: "draw" }] };
    const r = run(request([
      player({ board: [{ card: "GIL_620", ref: "DD" }], hand: [{ card: "T_DRAW_ONE", ref: "D" }], deck: [{ card: "AT_130", ref: "SR" }] }),
      player(),
    ], [{ type: "play", card: "D" }], { cards: [draw] }));
    expect(at(r.state, "DD").health).toBe(5);
    const copy = r.state.players[0].board.find((m) => m.card === "AT_130")!;
    expect(copy).toMatchObject({ attack: 1, health: 1, maxHealth: 1 });
    expect(at(r.state, "SR").zone).toBe("hand");
  });

  it("Dorian does not copy a drawn spell, nor the opponent's draw", () => {
    const r = run(request([
      player({ board: [{ card: "GIL_620" }], hand: [{ card: "EX1_050", ref: "CO" }], deck: [{ card: "CS2_029" }, { card: "CS2_182" }] }),
      player({ deck: [{ card: "CS2_182" }, { card: "CS2_182" }] }),
    ], [{ type: "play", card: "CO" }]));
    // The copy is summoned right of Dorian.
    expect(cards(r.state.players[0].board)).toEqual(["GIL_620", "CS2_182", "EX1_050"]);
    expect(cards(r.state.players[1].board)).toEqual([]);
  });
});

describe("3.4 结算条件: Daring Reporter does not trigger while mortally wounded", () => {
  it("3.4 例: Mortal Coil on the opponent's 1-Health Reporter — you draw, the Reporter does not grow", () => {
    const r = run(request([
      player({ hand: [{ card: "EX1_302", ref: "MC" }], deck: [{ card: "CS2_231" }] }),
      player({ board: [{ card: "CFM_851", ref: "DR", health: 1, maxHealth: 3 }] }),
    ], [{ type: "play", card: "MC", target: "DR" }]));
    expect(r.state.players[0].hand).toHaveLength(1);
    expect(at(r.state, "DR").zone).toBe("graveyard");
    expect(triggerOrder(r, ["DR"])).toEqual([]);
  });
});
