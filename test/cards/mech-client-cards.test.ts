/**
 * The card-format additions made for Galakrond and Invoke (w10/mech), used by cards a client sends in a request's `cards`
 * (the format is one format): the effect `invoke`, the card field `galakrond`, the amount `{ thisGame: "invokes" }`
 * (docs/card-format.md "Invoke and Galakrond", rules-notes 930).
 */
import { describe, expect, it } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { at, player, request, run } from "../support/engine.js";

/** The docs' examples: a client's Galakrond in two forms, its power, and an Invoke minion that reads the count. */
const DRAKE = { id: "MY_DRAKE", type: "HERO", cost: 6, health: 30, armor: 5, heroPower: "MY_DRAKE_POWER", galakrond: { upgradesTo: "MY_DRAKE_2" },
  battlecry: [{ type: "draw" }] };
const DRAKE_2 = { id: "MY_DRAKE_2", type: "HERO", cost: 6, health: 30, armor: 5, heroPower: "MY_DRAKE_POWER", galakrond: {},
  battlecry: [{ type: "draw", count: 3 }] };
const POWER = { id: "MY_DRAKE_POWER", type: "HERO_POWER", cost: 2, power: [{ type: "armor", amount: 3 }] };
const CULTIST = { id: "MY_CULTIST", type: "MINION", cost: 2, attack: 2, health: 2,
  battlecry: [{ type: "invoke" }, { type: "if", if: { value: { thisGame: "invokes" }, atLeast: 2 }, then: [{ type: "draw" }] }] };
const CARDS = { cards: [DRAKE, DRAKE_2, POWER, CULTIST] };

describe("client cards using invoke and galakrond", () => {
  it("an Invoke resolves the client Galakrond's power and counts toward its upgrade; the second upgrades it and the count reads 2", () => {
    const r = run(request([player({
      hand: [{ card: "MY_CULTIST", ref: "A" }, { card: "MY_CULTIST", ref: "B" }],
      deck: [{ card: "CS2_231" }, { card: "MY_DRAKE", ref: "G" }],
    }), player()], [{ type: "play", card: "A" }, { type: "play", card: "B" }], CARDS));
    const me = r.state.players[0];
    expect(me.hero.armor).toBe(6);
    expect(me.tags?.INVOKE_COUNTER).toBe(2);
    expect(at(r.state, "G").card).toBe("MY_DRAKE_2");
    // The second cultist's draw: the deck's top card (the Galakrond stays in the deck, upgraded).
    expect(me.hand.map((c) => c.card)).toEqual(["CS2_231"]);
  });

  it("the played client Galakrond is the hero: an Invoke still resolves its power, no upgrade", () => {
    const r = run(request([player({ hero: { card: "MY_DRAKE" }, hand: [{ card: "MY_CULTIST", ref: "A" }] }), player()],
      [{ type: "play", card: "A" }], CARDS));
    expect(r.state.players[0].hero.card).toBe("MY_DRAKE");
    expect(r.state.players[0].hero.armor).toBe(8); // the snapshot hero starts with its card's 5 Armor
  });
});

/** The docs' example for `quest.next`: a client's two-part Questline (rules-notes 931). */
const PART_1 = { id: "MY_LINE", type: "SPELL", cost: 1, quest: { total: 2, reward: [{ type: "draw" }], next: "MY_LINE_2" },
  triggers: [{ on: "after-play", zone: "secret", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "questProgress" }] }] };
const PART_2 = { id: "MY_LINE_2", type: "SPELL", cost: 1, quest: { total: 1, reward: [{ type: "armor", amount: 5 }] },
  triggers: [{ on: "after-play", zone: "secret", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "questProgress" }] }] };

describe("client cards using quest.next (a Questline)", () => {
  it("part 1 completed: its reward, and it becomes part 2 in the secret zone with its own progress; part 2 completed: done", () => {
    const r = run(request([player({
      hand: [{ card: "MY_LINE", ref: "Q" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }],
      deck: [{ card: "CS2_182" }],
    }), player()], [{ type: "play", card: "Q" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }], { cards: [PART_1, PART_2] }));
    const q = at(r.state, "Q");
    expect(q.card).toBe("MY_LINE_2");
    expect(q.zone).toBe("secrets");
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_231", "CS2_182"]);
    const r2 = run(request([player({ secrets: [{ card: "MY_LINE_2", ref: "Q" }], hand: [{ card: "CS2_231" }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [PART_1, PART_2] }));
    expect(at(r2.state, "Q").zone).toBe("graveyard");
    expect(r2.state.players[0].hero.armor).toBe(5);
  });
});

describe("client cards using the pool spellSchoolAny", () => {
  it("\"Add a random Fire or Frost spell to your hand\": a spell of one of the two schools", () => {
    const SPELL = { id: "MY_ELEMENTS", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "SPELL", spellSchoolAny: ["FIRE", "FROST"] } }] };
    for (const seed of [1, 2, 3]) {
      const r = run(request([player({ hand: [{ card: "MY_ELEMENTS", ref: "E" }] }), player()], [{ type: "play", card: "E" }], { cards: [SPELL], seed }));
      const pick = r.random.find((d) => d.purpose.startsWith("random card"))!;
      expect(r.state.players[0].hand.map((c) => c.card)).toEqual([pick.chosen]);
      expect(["FIRE", "FROST"]).toContain(findCard(pick.chosen as string)!.spellSchool);
    }
  });
});

describe("client cards using questProgress with an amount", () => {
  it("\"Quest: Take 5 damage. Reward: Gain 5 Armor.\": each damage event adds its amount", () => {
    const QUEST = { id: "MY_PAIN", type: "SPELL", cost: 1, quest: { total: 5, reward: [{ type: "armor", amount: 5 }] },
      triggers: [{ on: "damage", zone: "secret", if: { target: "friendly-hero" }, do: [{ type: "questProgress", amount: { event: "amount" } }] }] };
    const r = run(request([player({ secrets: [{ card: "MY_PAIN", ref: "Q" }], hand: [{ card: "CS2_062" }, { card: "CS2_062" }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [QUEST] }));
    expect(at(r.state, "Q").tags?.QUEST_PROGRESS).toBe(3);
    const r2 = run(request([player({ secrets: [{ card: "MY_PAIN", ref: "Q" }], hand: [{ card: "CS2_062" }, { card: "CS2_062" }] }), player()],
      [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }], { cards: [QUEST] }));
    expect(at(r2.state, "Q").zone).toBe("graveyard");
    expect(r2.state.players[0].hero.armor).toBe(5);
  });
});

describe("client cards using the filter playedFrom: outcast", () => {
  const EDGE = { id: "MY_EDGE", type: "MINION", cost: 3, attack: 3, health: 3,
    triggers: [{ on: "after-play", if: { target: { side: "friendly", playedFrom: "outcast" } }, do: [{ type: "draw" }] }] };
  it("draws after a card played from either end of the hand, not from the middle", () => {
    const hand = [{ card: "CS2_231", ref: "L" }, { card: "CS2_231", ref: "M" }, { card: "CS2_231", ref: "R" }];
    const r = run(request([player({ board: [{ card: "MY_EDGE" }], hand, deck: [{ card: "CS2_182" }, { card: "CS2_182" }] }), player()],
      [{ type: "play", card: "M" }], { cards: [EDGE] }));
    expect(r.state.players[0].deck).toHaveLength(2);
    const r2 = run(request([player({ board: [{ card: "MY_EDGE" }], hand, deck: [{ card: "CS2_182" }, { card: "CS2_182" }] }), player()],
      [{ type: "play", card: "R" }, { type: "play", card: "L" }], { cards: [EDGE] }));
    expect(r2.state.players[0].deck).toHaveLength(0);
  });
});

describe("client cards using the filter has: quest", () => {
  const SCOUT = { id: "MY_SCOUT", type: "MINION", cost: 2, attack: 2, health: 2,
    battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { has: "quest" } } }, then: [{ type: "draw" }] }] };
  it("\"If you control a Quest, draw a card\": a quest counts, a Sidequest or a Secret does not", () => {
    const go = (secret: string) => run(request([player({ secrets: [{ card: secret }], hand: [{ card: "MY_SCOUT", ref: "S" }], deck: [{ card: "CS2_231" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [SCOUT] })).state.players[0].hand.length;
    expect(go("UNG_920")).toBe(1);
    expect(go("SW_433")).toBe(1);
    expect(go("DRG_323")).toBe(0);
    expect(go("EX1_130")).toBe(0);
  });
});
