/**
 * Fabled (奇闻): a card whose definition names its bundled cards (`fabled`). In a deck they come with it and count toward
 * the deck's size; a deck code that holds the card without them gets them added (the game's own export lists them), a
 * deck given as a list is the deck as it is now. The client cards here redefine Broxigar (TIME_020) with a bundle of
 * their own: the format is one format.
 */
import { describe, expect, it } from "vitest";
import { missingBundles, withBundles, deckProblems, decodeDeckCode } from "../../../src/engine/hearthstone/decks.js";
import { factsById } from "../../../src/engine/hearthstone/cards/facts.js";
import { fails, player, request, run } from "../../support/engine.js";

/** Jaina: Broxigar (TIME_020) and Fireball ×2 (made with the `deckstrings` package's encode). */
const BROX_DECK = "AAECAf0EAYqqBwG7AgAA";
const FIREBALL = "CS2_029";

/** A client Fabled card: Broxigar redefined with a bundle of two client cards. */
const FABLED = [
  { id: "TIME_020", fabled: ["C_AXE", "C_PORTAL"] },
  { id: "C_AXE", type: "WEAPON", cost: 2, attack: 3, durability: 2 },
  { id: "C_PORTAL", type: "SPELL", cost: 1, spell: [{ type: "draw" }] },
];

describe("Fabled: a client card's bundle comes into a deck given as a code", () => {
  it("the code's Fabled card brings its two bundled cards: five cards shuffled, the bundle among them", () => {
    const r = run(request([player({ deck: BROX_DECK, hand: [] }), player()], [{ type: "draw", player: 1, count: 5 }], { cards: FABLED }));
    const shuffle = r.random[0]!;
    expect(shuffle.purpose).toBe("shuffle deck");
    expect([...(shuffle.candidates as string[])].sort()).toEqual(["C_AXE", "C_PORTAL", FIREBALL, FIREBALL, "TIME_020"].sort());
    expect(r.state.players[0].hand.map((c) => c.card).sort()).toEqual(["C_AXE", "C_PORTAL", FIREBALL, FIREBALL, "TIME_020"].sort());
    expect(r.state.players[0].deck).toHaveLength(0);
  });

  it("a bundled card the code already holds is not added again (the game's export lists the bundle)", () => {
    const cards = [{ ...FABLED[0], fabled: [FIREBALL] }];
    const r = run(request([player({ deck: BROX_DECK, hand: [] }), player()], [{ type: "draw", player: 2, count: 1 }], { cards }));
    expect(r.state.players[0].deck.map((c) => c.card).sort()).toEqual([FIREBALL, FIREBALL, "TIME_020"].sort());
  });

  it("a deck given as a list is the deck as it is now: nothing is added", () => {
    const r = run(request([player({ deck: [{ card: "TIME_020" }, { card: FIREBALL }] }), player()], [{ type: "draw", player: 2, count: 1 }], { cards: FABLED }));
    expect(r.state.players[0].deck.map((c) => c.card)).toEqual(["TIME_020", FIREBALL]);
  });

  it("a bundled card no one defines is a 404 naming the path", () => {
    const e = fails(request([player(), player()], [{ type: "draw", player: 2, count: 1 }], { cards: [{ id: "C_FABLED", type: "MINION", cost: 1, attack: 1, health: 1, fabled: ["NO_SUCH_CARD"] }] }), "unknown_card");
    expect(JSON.stringify(e.issues)).toContain("cards[0].fabled[0]");
  });

  it("a bundled card of a type no hand holds is a 400 (it goes into the deck)", () => {
    const cards = [{ id: "C_FABLED", type: "MINION", cost: 1, attack: 1, health: 1, fabled: ["CS2_009e"] }];
    fails(request([player(), player()], [{ type: "draw", player: 2, count: 1 }], { cards }), "invalid_request");
  });
});

describe("Fabled in the deck report", () => {
  const bundleOf = (id: string) => (id === "TIME_020" ? ["CS2_101t", "EX1_tk9"] : undefined);

  it("missingBundles: the bundle once per copy, less what the list holds", () => {
    expect(missingBundles([{ id: "TIME_020", count: 1 }, { id: "CS2_101t", count: 1 }], bundleOf)).toEqual([{ id: "EX1_tk9", count: 1, bundledWith: "TIME_020" }]);
    expect(missingBundles([{ id: FIREBALL, count: 2 }], bundleOf)).toEqual([]);
  });

  it("withBundles marks the bundled cards and adds the missing ones; they are no collectible problem, and count toward 30", () => {
    const d = decodeDeckCode(BROX_DECK);
    const cards = withBundles(d.cards, bundleOf);
    const byId = new Map(cards.map((c) => [c.facts.id, c]));
    expect(byId.get("CS2_101t")).toMatchObject({ count: 1, bundledWith: "TIME_020", added: 1 });
    expect(byId.get("EX1_tk9")).toMatchObject({ count: 1, bundledWith: "TIME_020", added: 1 });
    expect(byId.get(FIREBALL)).toMatchObject({ count: 2 });
    expect(byId.get(FIREBALL)!.bundledWith).toBeUndefined();
    const problems = deckProblems({ ...d, cards });
    expect(problems.filter((p) => p.rule === "collectible")).toEqual([]);
    expect(problems.find((p) => p.rule === "deck-size")!.message).toContain("has 5 cards");
    // Without its Fabled card, a bundled card is an uncollectible card like any other.
    const alone = deckProblems({ ...d, cards: [{ facts: factsById(FIREBALL) ?? d.cards[0]!.facts, count: 2 }, { ...cards.find((c) => c.facts.id === "CS2_101t")!, bundledWith: undefined }] });
    expect(alone.some((p) => p.rule === "collectible" && p.cards?.includes("CS2_101t"))).toBe(true);
  });
});
