/**
 * 地标 (Locations), newer than the 2022 rulebook: played to the board in a minion's space, not a minion; used by the
 * `useLocation` action like a Hero Power (2.7, by analogy): the activation step (1 Durability, cooldown until its
 * controller's next turn), the targeting step, its text; destroyed at 0 in the next death-creation step (1.11).
 * Sanguine Depths (CORE_REV_990, 3 Durability): "Deal 1 damage to a minion and give it +2 Attack."
 */
import { describe, expect, it } from "vitest";
import { options } from "../../src/engine/index.js";
import { OptionsRequest } from "../../src/engine/hearthstone/schema.js";
import { at, cards, events, fails, nodes, player, request, run } from "../support/engine.js";

const DEPTHS = "CORE_REV_990";
const use = (card: string, target?: string) => ({ type: "useLocation", card, ...(target ? { target } : {}) });
const end = { type: "endTurn" };

/** A client Location: "Restore 2 Health to your hero.", 2 Durability, with a Deathrattle that summons a Wisp. */
const SHRINE = { id: "MY_SHRINE", type: "LOCATION", cost: 2, health: 2, activate: [{ type: "heal", amount: 2, to: "friendly-hero" }], deathrattle: [{ type: "summon", card: "CS2_231" }] };

describe("Locations", () => {
  it("is played to the chosen place on the board, takes a space, and is ready to be used at once", () => {
    const r = run(request([player({ hand: [{ card: DEPTHS, ref: "D" }], board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_120", ref: "B" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })],
      [{ type: "play", card: "D", position: 1 }, use("D", "E")]));
    expect(cards(r.state.players[0].board)).toEqual(["CS2_182", DEPTHS, "CS2_120"]);
    expect(r.state.players[0].mana.used).toBe(1);
    expect(at(r.state, "D")).toMatchObject({ health: 2, maxHealth: 3, tags: { LOCATION_ACTION_COOLDOWN: 1 } });
    expect(at(r.state, "D").attack).toBeUndefined();
    expect(at(r.state, "E")).toMatchObject({ attack: 6, health: 4 });
  });

  it("can't be played into a full board (it needs a space), and a full board counts it", () => {
    const seven = Array.from({ length: 7 }, () => ({ card: "CS2_231" }));
    fails(request([player({ hand: [{ card: DEPTHS, ref: "D" }], board: seven }), player()], [{ type: "play", card: "D" }]), "illegal_action");
    const six = [{ card: DEPTHS }, ...Array.from({ length: 6 }, () => ({ card: "CS2_231" }))];
    fails(request([player({ hand: [{ card: "CS2_182", ref: "Y" }], board: six }), player()], [{ type: "play", card: "Y" }]), "illegal_action");
  });

  it("is not a minion: no summon (Knife Juggler stays quiet), but a card played (Questing Adventurer grows)", () => {
    const r = run(request([player({ hand: [{ card: DEPTHS, ref: "D" }], board: [{ card: "NEW1_019", ref: "J" }, { card: "EX1_044", ref: "Q" }] }), player()], [{ type: "play", card: "D" }]));
    expect(events(r, "damage")).toHaveLength(0);
    expect(events(r, "summon")).toHaveLength(0);
    expect(at(r.state, "Q")).toMatchObject({ attack: 3, health: 3 });
    expect(r.state.players[0].tags.NUM_MINIONS_PLAYED_THIS_TURN).toBeUndefined();
  });

  it("is no minion and no character: area damage passes it by, nothing targets or attacks it, it never attacks", () => {
    const board = [{ card: DEPTHS, ref: "D" }];
    const r = run(request([player({ hand: [{ card: "CS2_032", ref: "F" }] }), player({ board })], [{ type: "play", card: "F" }]));
    expect(at(r.state, "D")).toMatchObject({ zone: "board", health: 3 });
    expect(events(r, "damage")).toHaveLength(0);
    fails(request([player({ hand: [{ card: "CS2_029", ref: "F" }] }), player({ board })], [{ type: "play", card: "F", target: "D" }]), "illegal_action");
    fails(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player({ board })], [{ type: "attack", attacker: "Y", defender: "D" }]), "illegal_action");
    fails(request([player({ board }), player()], [{ type: "attack", attacker: "D", defender: "p2.hero" }]), "illegal_action");
    // An enemy minion with Taunt is still in the way; the Location is not.
    const r2 = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }] }), player({ board })], [{ type: "attack", attacker: "Y", defender: "p2.hero" }]));
    expect(r2.state.players[1].hero.health).toBe(26);
  });

  it("stands between minions: they are not adjacent across it, and it gets nothing from Dire Wolf Alpha", () => {
    const r = run(request([player({ board: [{ card: "CS2_231", ref: "W1" }, { card: "EX1_162", ref: "DW" }, { card: DEPTHS, ref: "D" }, { card: "CS2_231", ref: "W2" }] }), player()], [end]));
    expect(at(r.state, "W1").attack).toBe(2);
    expect(at(r.state, "W2").attack).toBe(1);
    expect(at(r.state, "D").enchantments).toBeUndefined();
  });

  it("can be used once, then not again until its controller's next turn (cooldown), nor on the opponent's turn", () => {
    const me = player({ board: [{ card: DEPTHS, ref: "D" }, { card: "CS2_182", ref: "A" }] });
    fails(request([me, player()], [use("D", "A"), use("D", "A")]), "illegal_action");
    fails(request([me, player()], [use("D", "A"), end, { ...use("D", "A"), player: 1 }]), "illegal_action");
    const r = run(request([me, player()], [use("D", "A"), end, end, use("D", "A")]));
    expect(at(r.state, "D")).toMatchObject({ health: 1, tags: { LOCATION_ACTION_COOLDOWN: 1 } });
    expect(at(r.state, "A")).toMatchObject({ attack: 8, health: 3 });
    // The cooldown ends when its controller's turn starts: on the opponent's turn it still shows.
    const r2 = run(request([me, player()], [use("D", "A"), end]));
    expect(at(r2.state, "D").tags).toMatchObject({ LOCATION_ACTION_COOLDOWN: 1 });
    const r3 = run(request([me, player()], [use("D", "A"), end, end]));
    expect(at(r3.state, "D").tags?.LOCATION_ACTION_COOLDOWN).toBeUndefined();
  });

  it("only its controller uses it, on their turn", () => {
    const them = player({ board: [{ card: DEPTHS, ref: "D" }] });
    fails(request([player({ board: [{ card: "CS2_182", ref: "A" }] }), them], [use("D", "A")]), "illegal_action");
    fails(request([player(), them], [{ ...use("D", "p2.hero"), player: 2 }]), "illegal_action");
  });

  it("needs a valid target when its text has one: none is illegal; Stealth hides an enemy, not a friend", () => {
    fails(request([player({ board: [{ card: DEPTHS, ref: "D" }] }), player()], [use("D")]), "illegal_action");
    fails(request([player({ board: [{ card: DEPTHS, ref: "D" }, { card: "CS2_182", ref: "A" }] }), player()], [use("D")]), "illegal_action");
    fails(request([player({ board: [{ card: DEPTHS, ref: "D" }, { card: "CS2_182", ref: "A" }] }), player()], [use("D", "p2.hero")]), "illegal_action");
    fails(request([player({ board: [{ card: DEPTHS, ref: "D" }] }), player({ board: [{ card: "EX1_010", ref: "S" }] })], [use("D", "S")]), "illegal_action");
    const r = run(request([player({ board: [{ card: DEPTHS, ref: "D" }, { card: "EX1_010", ref: "S" }] }), player()], [use("D", "S")]));
    expect(at(r.state, "S")).toMatchObject({ zone: "graveyard" });
  });

  it("is not a spell: Spell Damage does not add to its damage", () => {
    const r = run(request([player({ board: [{ card: DEPTHS, ref: "D" }, { card: "CS2_142" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })], [use("D", "E")]));
    expect(at(r.state, "E").health).toBe(4);
  });

  it("loses its last Durability as it is used, resolves its text, then is destroyed in the death-creation step", () => {
    const r = run(request([player({ board: [{ card: DEPTHS, ref: "D", health: 1 }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })], [use("D", "E")]));
    expect(at(r.state, "E")).toMatchObject({ attack: 6, health: 4 });
    expect(at(r.state, "D").zone).toBe("graveyard");
    expect(r.state.players[0].board).toEqual([]);
    const seq = nodes(r, "sequence")[0]!;
    // After the death phase, the use-location phase ("After you use a location", rules-notes 852).
    expect(seq.children.filter((c) => c.kind === "phase").map((p) => (p as { name: string }).name)).toEqual(["resolve", "death", "use-location"]);
    // A Location is not a minion that died: no death record, no "minions killed".
    expect(r.state.deaths).toEqual([]);
  });

  it("logs its use and the Durability it loses", () => {
    const r = run(request([player({ board: [{ card: DEPTHS, ref: "D" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })], [use("D", "E")]));
    expect(r.log).toEqual(["Player 1 uses Sanguine Depths.", "Sanguine Depths loses 1 Durability.", "Sanguine Depths deals 1 damage to Chillwind Yeti.", "Chillwind Yeti gets +2/+0."]);
    const zh = run({ ...request([player({ board: [{ card: DEPTHS, ref: "D" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })], [use("D", "E")]), locale: "zhCN" });
    expect(zh.log[0]).toBe("玩家1使用了地标赤红深渊。");
  });

  it("keeps its place, Durability and cooldown through a re-submitted output state", () => {
    const r = run(request([player({ board: [{ card: "CS2_231" }, { card: DEPTHS, ref: "D" }, { card: "CS2_182", ref: "A" }] }), player()], [use("D", "A")]));
    const again = run({ seed: 1, state: r.state, actions: [{ type: "concede" }] });
    expect(again.state.players[0].board).toEqual(r.state.players[0].board);
    fails({ seed: 1, state: r.state, actions: [use("D", "A")] }, "illegal_action");
    // A damaged Location given with its Durability left.
    const worn = run(request([player({ board: [{ card: DEPTHS, ref: "D", health: 2 }, { card: "CS2_182", ref: "A" }] }), player()], [use("D", "A")]));
    expect(at(worn.state, "D")).toMatchObject({ health: 1, maxHealth: 3 });
  });

  it("/v1/options lists each use with each valid target, and none while it is on cooldown", () => {
    const state = { turn: 5, activePlayer: 1, players: [player({ board: [{ card: DEPTHS, ref: "D" }, { card: "CS2_182", ref: "A" }] }), player({ board: [{ card: "EX1_010", ref: "S" }, { card: "CS2_120", ref: "B" }] })] };
    const uses = options(OptionsRequest.parse({ state })).actions.filter((a) => a.type === "useLocation");
    expect(uses).toEqual([{ type: "useLocation", card: "D", target: "A" }, { type: "useLocation", card: "D", target: "B" }]);
    const cooling = { ...state, players: [player({ board: [{ card: DEPTHS, ref: "D", tags: { LOCATION_ACTION_COOLDOWN: 1 } }, { card: "CS2_182" }] }), player()] };
    expect(options(OptionsRequest.parse({ state: cooling })).actions.filter((a) => a.type === "useLocation")).toEqual([]);
    for (const a of options(OptionsRequest.parse({ state })).actions) run({ seed: 1, state, actions: [a] });
  });

  it("a client's own Location: no target, its Deathrattle when it breaks, summoned where it stood", () => {
    const body = (actions: Record<string, unknown>[]) => ({
      ...request([player({ hero: { card: "HERO_08", health: 20 }, hand: [{ card: "MY_SHRINE", ref: "S" }], deck: [{ card: "CS2_231" }], board: [{ card: "CS2_182" }, { card: "CS2_120" }] }), player()], actions),
      cards: [SHRINE],
    });
    const r = run(body([{ type: "play", card: "S", position: 1 }, use("S"), end, end, use("S")]));
    expect(r.state.players[0].hero.health).toBe(24);
    expect(cards(r.state.players[0].board)).toEqual(["CS2_182", "CS2_231", "CS2_120"]);
    expect(at(r.state, "S").zone).toBe("graveyard");
    fails(body([{ type: "play", card: "S" }, use("S", "p1.hero")]), "illegal_action");
    const opts = options(OptionsRequest.parse({ state: { players: [player({ board: [{ card: "MY_SHRINE" }] }), player()] }, cards: [SHRINE] })).actions;
    expect(opts.filter((a) => a.type === "useLocation")).toEqual([{ type: "useLocation", card: "p1.board.0" }]);
  });
});
