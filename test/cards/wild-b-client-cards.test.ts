/**
 * Client cards using the keyword mechanisms of branch w7/wild-b (docs/card-format.md): Twinspell (`twinspell`), Echo
 * (the tag ECHO; the echo step), Quickdraw and Finale (the conditions `quickdraw` and `finale`).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const TWIN = { id: "MY_TWIN", type: "SPELL", cost: 1, twinspell: "MY_TWIN_TS", spell: [{ type: "damage", amount: 1, to: "enemy-hero" }] };
const TWIN_TS = { id: "MY_TWIN_TS", type: "SPELL", cost: 1, spell: [{ type: "damage", amount: 1, to: "enemy-hero" }] };
const ECHO = { id: "MY_ECHO", type: "MINION", cost: 1, attack: 1, health: 1, tags: { ECHO: 1 } };
const hand = (r: ReturnType<typeof run>, i = 0) => r.state.players[i]!.hand.map((c) => c.card);

describe("client cards using twinspell", () => {
  it("played from hand: its copy comes back at the place it left, with the spell's Overload step", () => {
    const r = run(request([player({ hand: [{ card: WISP }, { card: "MY_TWIN", ref: "T" }, { card: WISP }] }), player()],
      [{ type: "play", card: "T" }], { cards: [TWIN, TWIN_TS] }));
    expect(r.state.players[1].hero.health).toBe(29);
    expect(hand(r)).toEqual([WISP, "MY_TWIN_TS", WISP]);
  });
  it("cast by an effect (castSpell): the copy comes at the right end of the caster's hand", () => {
    const CASTER = { id: "MY_CASTER", type: "SPELL", cost: 0, spell: [{ type: "castSpell", card: "MY_TWIN" }] };
    const r = run(request([player({ hand: [{ card: "MY_CASTER", ref: "C" }, { card: WISP }] }), player()],
      [{ type: "play", card: "C" }], { cards: [TWIN, TWIN_TS, CASTER] }));
    expect(r.state.players[1].hero.health).toBe(29);
    expect(hand(r)).toEqual([WISP, "MY_TWIN_TS"]);
  });
  it("某法术再结算一次 (Electra Stormsurge): the text twice, and a copy before each resolution — two copies", () => {
    const r = run(request([player({ hand: [{ card: "BOT_411", ref: "E" }, { card: "MY_TWIN", ref: "T" }] }), player()],
      [{ type: "play", card: "E" }, { type: "play", card: "T" }], { cards: [TWIN, TWIN_TS] }));
    expect(r.state.players[1].hero.health).toBe(28);
    expect(hand(r)).toEqual(["MY_TWIN_TS", "MY_TWIN_TS"]);
  });
});

describe("client cards using Echo", () => {
  it("the tag ECHO: a plain copy with GIL_000 after the after-summon step, before the after-play step", () => {
    const WATCHER = { id: "MY_WATCHER", type: "MINION", cost: 1, attack: 1, health: 5, triggers: [
      { on: "after-summon", if: { target: { type: "minion", not: "self" } }, do: [{ type: "addCard", card: WISP }] },
      { on: "after-play", if: { target: { type: "minion", not: "self" } }, do: [{ type: "draw" }] },
    ] };
    const r = run(request([player({ board: [{ card: "MY_WATCHER" }], hand: [{ card: "MY_ECHO", ref: "M" }], deck: [{ card: "CS2_182" }] }), player()],
      [{ type: "play", card: "M" }], { cards: [ECHO, WATCHER] }));
    expect(hand(r)).toEqual([WISP, "MY_ECHO", "CS2_182"]);
    expect(r.state.players[0].hand[1]!.enchantments?.map((e) => e.card)).toEqual(["GIL_000"]);
  });
  it("the copy vanishes at the end of the turn before the turn-end triggers of no priority (3.2): a hand-size count misses it", () => {
    const COUNTER = { id: "MY_COUNTER", type: "MINION", cost: 1, attack: 1, health: 5, triggers: [
      { on: "turn-end", if: { turn: "own" }, do: [{ type: "armor", amount: { count: { all: "hand", side: "friendly" } } }] },
    ] };
    const r = run(request([player({ board: [{ card: "MY_COUNTER" }], hand: [{ card: "MY_ECHO", ref: "M" }, { card: WISP }] }), player({ deck: [{ card: WISP }] })],
      [{ type: "play", card: "M" }, { type: "endTurn" }], { cards: [ECHO, COUNTER] }));
    expect(hand(r)).toEqual([WISP]);
    expect(r.state.players[0].hero.armor).toBe(1);
  });
});

describe("client cards using quickdraw and finale", () => {
  const QUICK = { id: "MY_QUICK", type: "MINION", cost: 2, attack: 2, health: 2,
    battlecry: [{ type: "draw" }, { type: "if", if: { quickdraw: true }, then: [{ type: "draw" }] }] };
  const FINALE = { id: "MY_FINALE", type: "SPELL", cost: 2, target: { type: "character" },
    spell: [{ type: "damage", amount: 3, to: "target" }, { type: "if", if: { finale: true }, then: [{ type: "draw" }] }] };
  const deck = [{ card: WISP }, { card: WISP }, { card: WISP }];
  it("quickdraw: the card drawn this turn draws two; one held from an earlier turn draws one", () => {
    const fresh = run(request([player({ deck: [{ card: "MY_QUICK", ref: "Q" }, ...deck] }), player()],
      [{ type: "draw", player: 1 }, { type: "play", card: "Q" }], { cards: [QUICK] }));
    expect(fresh.state.players[0].hand.length).toBe(2);
    const held = run(request([player({ hand: [{ card: "MY_QUICK", ref: "Q" }], deck }), player()],
      [{ type: "play", card: "Q" }], { cards: [QUICK] }));
    expect(held.state.players[0].hand.length).toBe(1);
  });
  it("quickdraw from a snapshot: the tag ENTERED_HAND_THIS_TURN on the card in hand", () => {
    const r = run(request([player({ hand: [{ card: "MY_QUICK", ref: "Q", tags: { ENTERED_HAND_THIS_TURN: 1 } }], deck }), player()],
      [{ type: "play", card: "Q" }], { cards: [QUICK] }));
    expect(r.state.players[0].hand.length).toBe(2);
  });
  it("finale: with its cost the last Mana, 3 damage and a card; with Mana left, the damage only", () => {
    const last = run(request([player({ hand: [{ card: "MY_FINALE", ref: "F" }], deck, mana: { crystals: 2, used: 0 } }), player()],
      [{ type: "play", card: "F", target: "p2.hero" }], { cards: [FINALE] }));
    expect([last.state.players[1].hero.health, last.state.players[0].hand.length]).toEqual([27, 1]);
    const left = run(request([player({ hand: [{ card: "MY_FINALE", ref: "F" }], deck, mana: { crystals: 3, used: 0 } }), player()],
      [{ type: "play", card: "F", target: "p2.hero" }], { cards: [FINALE] }));
    expect([left.state.players[1].hero.health, left.state.players[0].hand.length]).toEqual([27, 0]);
  });
});


describe("client cards using joust (w8/wild-b, rules-notes 555)", () => {
  const JOUSTER = { id: "MY_JOUSTER", type: "MINION", cost: 3, attack: 3, health: 3, battlecry: [{ type: "joust", then: [{ type: "draw" }], else: [{ type: "armor", amount: 2 }] }] };
  it("won: `then` (a card drawn); the revealed cards go back into their decks", () => {
    const r = run(request([player({ hand: [{ card: "MY_JOUSTER", ref: "J" }], deck: [{ card: "CS2_029", ref: "S" }, { card: "CS2_182", ref: "Y" }] }), player({ deck: [{ card: WISP, ref: "W" }] })],
      [{ type: "play", card: "J" }], { cards: [JOUSTER] }));
    expect(r.state.players[0].hand.length).toBe(1);
    expect(r.state.players[0].hero.armor).toBe(0);
    expect(r.state.players[1].deck.map((c) => c.card)).toEqual([WISP]);
    expect(r.random.filter((d) => d.purpose === "card revealed").map((d) => d.chosen)).toHaveLength(2);
  });
  it("a card-data Cost is compared, not the Cost now: a 4-Cost Yeti made to cost (1) still beats a 1-Cost minion (by its Cost now it would tie, and lose)", () => {
    const r = run(request([player({ hand: [{ card: "MY_JOUSTER", ref: "J" }], deck: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "AT_085e" }] }] }), player({ deck: [{ card: "CS2_168" }] })],
      [{ type: "play", card: "J" }], { cards: [JOUSTER] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_182"]);
  });
  it("lost: `else`", () => {
    const r = run(request([player({ hand: [{ card: "MY_JOUSTER", ref: "J" }], deck: [{ card: WISP }] }), player({ deck: [{ card: "CS2_182" }] })],
      [{ type: "play", card: "J" }], { cards: [JOUSTER] }));
    expect(r.state.players[0].hand.length).toBe(0);
    expect(r.state.players[0].hero.armor).toBe(2);
  });
});

describe("client cards using Lackeys (w9/wild-b)", () => {
  const LACKEY = { id: "MY_LACKEY", type: "MINION", cost: 1, attack: 1, health: 1, tags: { MARK_OF_EVIL: 1 }, battlecry: [{ type: "armor", amount: 2 }] };
  const BOSS = { id: "MY_BOSS", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { tag: "MARK_OF_EVIL" } } }, then: [{ type: "draw" }] }] };
  it("a client's minion with the tag MARK_OF_EVIL is a Lackey: the Battlecry that asks for one draws", () => {
    const r = run(request([player({ board: [{ card: "MY_LACKEY" }], hand: [{ card: "MY_BOSS", ref: "B" }], deck: [{ card: WISP }] }), player()],
      [{ type: "play", card: "B" }], { cards: [LACKEY, BOSS] }));
    expect(hand(r)).toEqual([WISP]);
  });
  it("a built-in Lackey (Kobold Lackey) counts; a minion without the tag does not", () => {
    const yes = run(request([player({ board: [{ card: "DAL_614" }], hand: [{ card: "MY_BOSS", ref: "B" }], deck: [{ card: WISP }] }), player()],
      [{ type: "play", card: "B" }], { cards: [BOSS] }));
    expect(hand(yes)).toEqual([WISP]);
    const no = run(request([player({ board: [{ card: WISP }], hand: [{ card: "MY_BOSS", ref: "B" }], deck: [{ card: WISP }] }), player()],
      [{ type: "play", card: "B" }], { cards: [BOSS] }));
    expect(hand(no)).toEqual([]);
  });
});
