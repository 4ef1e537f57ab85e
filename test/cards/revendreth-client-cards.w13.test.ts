/**
 * The mechanisms w13/nathria added, in cards a client sends in a request's `cards`: the effect `sortDeck` ("reorder your
 * deck by Cost"), the joust `cardType: "card"` ("reveal a card from each deck") and the discover `from: "deck"` with
 * `into: "play"` / `into: "cast"` ("Discover a minion from your deck to summon", "… a spell to cast"); the Infuse extensions
 * (a staged Infuse, `endless`, `then` with the stat `infusedAttack`) and the rule `infuse-in-deck` with the condition `rule`;
 * the filter `notCardClass`, the discover `drawCopies`, the buff `rememberPlayed` with the castSpell `remembered`.
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
const hand = (r: ReturnType<typeof run>, i: number) => r.state.players[i]!.hand;

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

  const deaths = (n: number) => Array.from({ length: n }, (_, i) => ({ type: "destroy", target: `W${i}` }));
  const wisps = (n: number) => Array.from({ length: n }, (_, i) => ({ card: WISP, ref: `W${i}` }));

  it("staged Infuse: \"Infuse (2): Gain +1/+1. Infuse (2) again: +2/+2\" — the second stage counts its own 2", () => {
    const cards = [
      { id: "C_STAGE", type: "MINION", cost: 1, attack: 1, health: 1, infuse: { count: 2, into: "C_STAGE2" } },
      { id: "C_STAGE2", type: "MINION", cost: 1, attack: 2, health: 2, infuse: { count: 2, into: "C_STAGE3" } },
      { id: "C_STAGE3", type: "MINION", cost: 1, attack: 3, health: 3 },
    ];
    const three = run(request([player({ hand: [{ card: "C_STAGE", ref: "S" }], board: wisps(3) }), player()], deaths(3), { cards }));
    expect(hand(three, 0).map((c) => c.card)).toEqual(["C_STAGE2"]);
    const four = run(request([player({ hand: [{ card: "C_STAGE", ref: "S" }], board: wisps(4) }), player()], deaths(4), { cards }));
    expect(hand(four, 0).map((c) => c.card)).toEqual(["C_STAGE3"]);
  });

  it("endless Infuse: \"Battlecry: Draw a card. Endlessly Infuse (1): Draw 1 more\" — one improvement per death", () => {
    const cards = [{ id: "C_ENDLESS", type: "MINION", cost: 1, attack: 1, health: 1, infuse: { count: 1, endless: true },
      battlecry: [{ type: "draw", count: { stat: "improvements", of: "self", add: 1 } }] }];
    const r = run(request([player({ hand: [{ card: "C_ENDLESS", ref: "E" }], board: wisps(3), deck: [{ card: CROC }, { card: CROC }, { card: CROC }, { card: CROC }, { card: CROC }] }), player()],
      [...deaths(3), { type: "play", card: "E" }], { cards }));
    expect(hand(r, 0).length).toBe(4);
  });

  it("Infuse then with infusedAttack: \"Infuse (2): Deal damage equal to the Attack of the minions that Infused this to the enemy hero\"", () => {
    const cards = [{ id: "C_GRUDGE", type: "SPELL", cost: 1, infuse: { count: 2, into: "C_GRUDGE2", then: [{ type: "damage", amount: { stat: "infusedAttack", of: "self" }, to: "enemy-hero" }] } },
      { id: "C_GRUDGE2", type: "SPELL", cost: 1 }];
    const r = run(request([player({ hand: [{ card: "C_GRUDGE" }], board: [{ card: YETI, ref: "W0" }, { card: CROC, ref: "W1" }] }), player()], deaths(2), { cards }));
    expect(r.state.players[1]!.hero.health).toBe(24);
    expect(hand(r, 0).map((c) => c.card)).toEqual(["C_GRUDGE2"]);
  });

  it("rule infuse-in-deck and the condition rule: \"Your Infuse cards Infuse in your deck. At the end of your turn, if they do, draw a card\"", () => {
    const cards = [{ id: "C_KEEPER", type: "MINION", cost: 3, attack: 1, health: 5, auras: [{ rule: "infuse-in-deck" }],
      triggers: [{ on: "turn-end", if: [{ turn: "own" }, { rule: "infuse-in-deck" }], do: [{ type: "draw" }] }] }];
    const r = run(request([player({ board: [{ card: "C_KEEPER" }, ...wisps(4)], deck: [{ card: CROC }, { card: "REV_019", ref: "F" }] }), player()],
      [...deaths(4), { type: "endTurn" }], { cards }));
    expect(r.state.players[0]!.deck.map((c) => c.card)).toEqual(["REV_019t"]);
    expect(hand(r, 0).map((c) => c.card)).toEqual([CROC]);
  });

  it("notCardClass and drawCopies: \"Discover a Neutral card from your deck and draw all copies of it\" — here: not Mage", () => {
    const bell = { id: "C_BELL", type: "SPELL", cost: 1, spell: [{ type: "discover", from: "deck", where: { notCardClass: "MAGE" }, drawCopies: true }] };
    const r = run(request([player({ hand: [{ card: "C_BELL" }], deck: [{ card: FIREBALL }, { card: YETI }, { card: FIREBALL }, { card: YETI }, { card: YETI }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [bell] }));
    expect(hand(r, 0).map((c) => c.card)).toEqual([YETI, YETI, YETI]);
    expect(deckOf(r, 0)).toEqual([FIREBALL, FIREBALL]);
  });

  it("rememberPlayed and castSpell remembered: \"Battlecry: Remember the last spell you played. Deathrattle: cast it\"", () => {
    const keeper = { id: "C_KEEPER2", type: "MINION", cost: 2, attack: 1, health: 1, battlecry: [{ type: "buff", to: "self", enchantment: "C_KEEPER2E", rememberPlayed: { type: "spell" } }] };
    const memory = { id: "C_KEEPER2E", type: "ENCHANTMENT", deathrattle: [{ type: "castSpell", remembered: true }] };
    const r = run(request([player({ hand: [{ card: "CS2_023" }, { card: "C_KEEPER2", ref: "K" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] }), player()],
      [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "K" }, { type: "destroy", target: "K" }], { cards: [keeper, memory] }));
    expect(hand(r, 0).length).toBe(4);
    expect(deckOf(r, 0).length).toBe(0);
  });

  it("rule secrets-cant-be-revealed: \"Taunt. Secrets can't be revealed\" — the opponent's Counterspell lets the spell through", () => {
    const mute = { id: "C_MUTE", type: "MINION", cost: 3, attack: 2, health: 5, tags: { TAUNT: 1 }, auras: [{ rule: "secrets-cant-be-revealed" }] };
    const r = run(request([player({ board: [{ card: "C_MUTE" }], hand: [{ card: FIREBALL }] }), player({ secrets: [{ card: "EX1_287", ref: "CS" }] })],
      [{ type: "play", card: "p1.hand.0", target: "p2.hero" }], { cards: [mute] }));
    expect(r.state.players[1]!.hero.health).toBe(24);
    expect(r.state.players[1]!.secrets.map((c) => c.card)).toEqual(["EX1_287"]);
  });

  it("castSpell notCardOf: \"Cast a random spell of this list other than the one in your hand\"", () => {
    const picker = { id: "C_PICKER", type: "SPELL", cost: 1, spell: [{ type: "castSpell", pool: ["CS2_023", "EX1_606"], notCardOf: { all: "hand", side: "friendly" } }] };
    const r = run(request([player({ hand: [{ card: "C_PICKER" }, { card: "CS2_023" }], deck: [{ card: WISP }, { card: WISP }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [picker] }));
    // Shield Block is cast (Arcane Intellect, in hand, is left out): 5 Armor and one card drawn.
    expect(r.state.players[0]!.hero.armor).toBe(5);
    expect(hand(r, 0).map((c) => c.card)).toEqual(["CS2_023", WISP]);
  });

  it("heroDamaged amountFromOpponentThisTurn: \"Battlecry: Gain Armor equal to the damage you dealt to the enemy hero this turn\"", () => {
    const tally = { id: "C_TALLY", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "armor", amount: { heroDamaged: "amountFromOpponentThisTurn", side: "enemy" } }] };
    const r = run(request([player({ board: [{ card: CROC, ref: "K" }], hand: [{ card: "C_TALLY" }] }), player()],
      [{ type: "attack", attacker: "K", defender: "p2.hero" }, { type: "damage", target: "p2.hero", amount: 4 }, { type: "play", card: "p1.hand.0" }], { cards: [tally] }));
    // The Crocolisk's 2 count; the 4 the request's damage action deals (no source) do not.
    expect(r.state.players[0]!.hero.armor).toBe(2);
  });
});

