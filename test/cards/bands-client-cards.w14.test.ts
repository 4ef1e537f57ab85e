/**
 * The card-format additions made by w14/bands, used by cards a client sends in a request's `cards` (the format is one
 * format): the played-record amount's `read: "minionTypes"` (rules-notes 1680), `maxMana` with `set` and the effect
 * `maxHandSize` (1681).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231"; // Undead
const CROC = "CS2_120"; // Beast
const CORE_HOUND = "CS2_201"; // Elemental and Beast
const YETI = "CS2_182"; // no type
const play = (card: string) => ({ card, cost: 1, turn: 3 });

describe("client cards using the played-record amount read minionTypes", () => {
  // "Gain 1 Armor for each minion of a different type you've played this game."
  const COLLECTOR = { id: "C_COLLECTOR", type: "SPELL", cost: 1, spell: [{ type: "armor", amount: { playedThisGame: "minion", read: "minionTypes" } }] };
  const go = (played: string[]) =>
    run(request([player({ hand: [{ card: "C_COLLECTOR", ref: "C" }], playedThisGame: played.map(play) }), player()], [{ type: "play", card: "C" }], { cards: [COLLECTOR] }));

  it("two Core Hounds are two types (Elemental and Beast); a Beast after them adds none", () => {
    expect(go([CORE_HOUND, CORE_HOUND, CROC]).state.players[0].hero.armor).toBe(2);
  });
  it("a typeless minion adds none; an Undead one more", () => {
    expect(go([YETI, CROC, WISP]).state.players[0].hero.armor).toBe(2);
  });
  it("nothing played: none", () => {
    expect(go([]).state.players[0].hero.armor ?? 0).toBe(0);
  });
});

describe("client cards using maxHandSize and maxMana set", () => {
  // "Battlecry: Your maximum hand size is 12. Add four Wisps to your hand."
  const HOARDER = { id: "C_HOARDER", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "maxHandSize", amount: 12 }, { type: "addCard", card: WISP, count: 4 }] };
  // "Set your maximum Mana to 5."
  const SHRINK = { id: "C_SHRINK", type: "SPELL", cost: 0, spell: [{ type: "maxMana", amount: 5, set: true }] };

  it("the hand holds 12: of four Wisps added to nine cards, one burns", () => {
    const hand = [{ card: "C_HOARDER", ref: "H" }, ...Array.from({ length: 9 }, () => ({ card: YETI }))];
    const r = run(request([player({ hand }), player()], [{ type: "play", card: "H" }], { cards: [HOARDER] }));
    const p = r.state.players[0];
    expect(p.hand).toHaveLength(12);
    expect(p.graveyard.map((c) => c.card)).toEqual([WISP]);
    expect(p.tags.MAXHANDSIZE).toBe(12);
  });

  it("a maximum set below the crystals takes the excess, the spent ones first", () => {
    const r = run(request([player({ hand: [{ card: "C_SHRINK", ref: "S" }], mana: { crystals: 10, used: 3 } }), player()], [{ type: "play", card: "S" }], { cards: [SHRINK] }));
    const m = r.state.players[0].mana as unknown as Record<string, number>;
    expect(m.crystals).toBe(5);
    expect(m.maxCrystals).toBe(5);
    expect(m.used ?? 0).toBe(0);
  });
});

describe("client cards using takeControl of a card in hand", () => {
  // "Give a random card in your hand to your opponent."
  const GIFT = { id: "C_GIFT", type: "SPELL", cost: 0, spell: [{ type: "takeControl", to: { random: { all: "hand", side: "friendly" } }, side: "enemy" }] };
  it("the card goes to the right end of the opponent's hand, keeping its states", () => {
    const r = run(request([player({ hand: [{ card: "C_GIFT", ref: "G" }, { card: YETI, ref: "Y", enchantments: [{ card: "ETC_408e" }] }] }), player({ hand: [{ card: WISP }] })],
      [{ type: "play", card: "G" }], { cards: [GIFT] }));
    expect(r.state.players[0].hand).toEqual([]);
    const theirs = r.state.players[1].hand;
    expect(theirs.map((c) => c.card)).toEqual([WISP, YETI]);
    expect(theirs[1]!.attack).toBe(5);
  });
});

describe("client cards using the rule aura spell-damage-double", () => {
  // "Spell Damage +1. Your spells get double bonus from Spell Damage."
  const AMP = { id: "C_AMP", type: "MINION", cost: 3, attack: 2, health: 3, spellDamage: 1, auras: [{ rule: "spell-damage-double" }] };
  const go = (board: string[]) =>
    run(request([player({ hand: [{ card: "CS2_029", ref: "F" }], board: board.map((card) => ({ card })) }), player()], [{ type: "play", card: "F", target: "p2.hero" }], { cards: [AMP] }));
  it("one: Spell Damage +1 counts twice (Fireball 6 + 2)", () => {
    expect(go(["C_AMP"]).state.players[1].hero.health).toBe(22);
  });
  it("two: each doubles again — Spell Damage +2 counts four times (Fireball 6 + 8)", () => {
    expect(go(["C_AMP", "C_AMP"]).state.players[1].hero.health).toBe(16);
  });
});

describe("client cards using the condition deckStartedWithRune", () => {
  // "Battlecry: If your deck started with a Frost card, draw a card."
  const FROSTY = { id: "C_FROSTY", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "if", if: { deckStartedWithRune: "frost" }, then: [{ type: "draw" }] }] };
  const start = (deck: string[], hand: Record<string, unknown>[] = []) => run({ seed: 3, cards: [FROSTY], state: { turn: 1, activePlayer: 1, players: [
    { mana: { crystals: 4 }, hand: [{ card: "C_FROSTY", ref: "F" }, ...hand], deck: deck.map((card) => ({ card })) },
    { mana: { crystals: 0 }, deck: [{ card: YETI }] }] },
    actions: [{ type: "startGame" }, { type: "play", card: "F" }] });

  it("startGame records a Frost card of the deck (Frost Strike); the Battlecry draws", () => {
    const r = start(["RLK_025", YETI, YETI]);
    expect(r.state.players[0].tags?.DECK_STARTED_WITH_FROST).toBe(1);
    expect(r.state.players[0].tags?.DECK_STARTED_WITH_BLOOD ?? 0).toBe(0);
    expect(r.state.players[0].hand).toHaveLength(2); // the turn's draw and the Battlecry's
  });
  it("no rune card: none recorded, no draw; a Frost card an effect made does not count", () => {
    const r = start([YETI, YETI, YETI], [{ card: "RLK_025", tags: { CREATOR: 1 } }]);
    expect(r.state.players[0].tags?.DECK_STARTED_WITH_FROST ?? 0).toBe(0);
    expect(r.state.players[0].hand).toHaveLength(2); // the turn's draw and the made Frost Strike
  });
});

describe("client cards using transform with a pool and keepState", () => {
  // "Transform the minions in your hand into random Legendary minions, keeping their enchantments."
  const MORPH = { id: "C_MORPH", type: "SPELL", cost: 1, spell: [{ type: "transform", to: { all: "hand", side: "friendly", where: { type: "minion" } }, pool: { type: "MINION", rarity: "LEGENDARY" }, keepState: true }] };
  it("the card changes, its +1/+1 stays", () => {
    const r = run(request([player({ hand: [{ card: "C_MORPH", ref: "M" }, { card: YETI, ref: "Y", enchantments: [{ card: "ETC_408e" }] }] }), player()],
      [{ type: "play", card: "M" }], { cards: [MORPH] }));
    const c = r.state.players[0].hand[0]!;
    expect(c.card).not.toBe(YETI);
    expect((c.enchantments ?? []).map((e) => e.card)).toContain("ETC_408e");
  });
});

describe("client cards using resurrect into aside", () => {
  // "Battlecry: Gain the Deathrattle of a random friendly minion that died this game."
  const HEIR = { id: "C_HEIR", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "resurrect", where: { deathrattle: true }, into: "aside" },
    { type: "buff", to: "self", enchantment: "ETC_428e", remember: { all: "added" } }] };
  it("the pick is set aside (no summon, no card in hand) and remembered", () => {
    const r = run(request([player({ hand: [{ card: "C_HEIR", ref: "H" }] }), player()], [{ type: "play", card: "H" }],
      { cards: [HEIR], state: { deaths: [{ card: "EX1_096", controller: 1, turn: 2 }] } }));
    const p = r.state.players[0];
    expect(p.board.map((m) => m.card)).toEqual(["C_HEIR"]);
    expect(p.hand).toEqual([]);
    expect((p.board[0]!.enchantments ?? []).find((e) => e.card === "ETC_428e")?.remembers).toBe("EX1_096");
  });
});
