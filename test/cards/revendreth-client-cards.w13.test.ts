/**
 * The mechanisms w13/nathria added, in cards a client sends in a request's `cards`: the effect `sortDeck` ("reorder your
 * deck by Cost"), the joust `cardType: "card"` ("reveal a card from each deck") and the discover `from: "deck"` with
 * `into: "play"` / `into: "cast"` ("Discover a minion from your deck to summon", "… a spell to cast").
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231"; // 1-Cost 1/1
const CROC = "CS2_120"; // 2-Cost 2/3
const YETI = "CS2_182"; // 4-Cost 4/5
const OGRE = "CS2_200"; // 6-Cost 6/7
const FIREBALL = "CS2_029"; // 4-Cost spell
const MOONFIRE = "CS2_008"; // 0-Cost spell

const deckOf = (r: ReturnType<typeof run>, i: number) => r.state.players[i]!.deck.map((c) => c.card);

describe("client cards: Castle Nathria mechanisms (w13)", () => {
  it("sortDeck lowest-first on the opponent's deck: \"Reorder your opponent's deck from lowest Cost to highest\"", () => {
    const clerk = { id: "C_CLERK", type: "SPELL", cost: 1, spell: [{ type: "sortDeck", player: "enemy", order: "lowest-first" }] };
    const r = run(request([player({ hand: [{ card: "C_CLERK" }], deck: [{ card: OGRE }, { card: WISP }] }),
      player({ deck: [{ card: OGRE }, { card: FIREBALL }, { card: MOONFIRE }, { card: YETI }, { card: CROC }] })],
    [{ type: "play", card: "p1.hand.0" }], { cards: [clerk] }));
    expect(deckOf(r, 1)).toEqual([MOONFIRE, CROC, FIREBALL, YETI, OGRE]);
    expect(deckOf(r, 0)).toEqual([OGRE, WISP]);
  });

  it("sortDeck reads the Cost now: a cost change counts", () => {
    const sorter = { id: "C_SORTER", type: "SPELL", cost: 1, spell: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "spell" } }, cost: 5 }, { type: "sortDeck" }] };
    const r = run(request([player({ hand: [{ card: "C_SORTER" }], deck: [{ card: CROC }, { card: OGRE }, { card: MOONFIRE }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [sorter] }));
    expect(deckOf(r, 0)).toEqual([OGRE, MOONFIRE, CROC]);
  });

  it("joust cardType card: \"Reveal a card from each deck. If yours costs more, gain 5 Armor\" — a spell counts", () => {
    const herald = { id: "C_HERALD", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "joust", cardType: "card", then: [{ type: "armor", amount: 5 }] }] };
    const won = run(request([player({ hand: [{ card: "C_HERALD" }], deck: [{ card: FIREBALL }] }), player({ deck: [{ card: WISP }] })],
      [{ type: "play", card: "p1.hand.0" }], { cards: [herald] }));
    expect(won.state.players[0]!.hero.armor).toBe(5);
    const lost = run(request([player({ hand: [{ card: "C_HERALD" }], deck: [{ card: MOONFIRE }] }), player({ deck: [{ card: FIREBALL }] })],
      [{ type: "play", card: "p1.hand.0" }], { cards: [herald] }));
    expect(lost.state.players[0]!.hero.armor ?? 0).toBe(0);
  });

  it("discover from the deck into play: \"Discover a Beast from your deck to summon\" — the card itself leaves the deck", () => {
    const caller = { id: "C_CALLER", type: "SPELL", cost: 3, spell: [{ type: "discover", from: "deck", where: { type: "minion", race: "BEAST" }, into: "play" }] };
    const r = run(request([player({ hand: [{ card: "C_CALLER" }], deck: [{ card: CROC, ref: "C" }, { card: YETI }, { card: "CS2_172", ref: "R" }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [caller], choices: [1] }));
    const board = r.state.players[0]!.board.map((c) => c.card);
    expect(board.length).toBe(1);
    expect([CROC, "CS2_172"]).toContain(board[0]);
    expect(deckOf(r, 0).length).toBe(2);
    expect(r.state.players[0]!.hand.length).toBe(0);
  });

  it("discover from the deck to cast: \"Discover a spell from your deck to cast\" — cast out of the deck, not drawn", () => {
    const reader = { id: "C_READER", type: "MINION", cost: 3, attack: 2, health: 2, battlecry: [{ type: "discover", from: "deck", where: { type: "spell" }, into: "cast" }] };
    const r = run(request([player({ hand: [{ card: "C_READER" }], deck: [{ card: "CS2_023" }, { card: OGRE }] }), player({ deck: [{ card: WISP }] })],
      [{ type: "play", card: "p1.hand.0" }], { cards: [reader] }));
    // Arcane Intellect is cast: it draws the Ogre, then the empty deck gives Fatigue; the spell itself was never in hand.
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([OGRE]);
    expect(r.state.players[0]!.graveyard.map((c) => c.card)).toContain("CS2_023");
  });
});
