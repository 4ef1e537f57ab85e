/**
 * The card-format addition made for Perils in Paradise (w14/isle), used by cards a client sends in a request's `cards`:
 * the `shuffleIntoDeck` option `keepEnchantments` (rules-notes 1747) and the `replay` filter `played.castOn` that Chatty Macaw reads (rules-notes 1752).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

// "Deathrattle: Shuffle this into your deck. It keeps any enchantments." (a 2/2)
const KEEPER = { id: "C_KEEPER", type: "MINION", cost: 2, attack: 2, health: 2,
  deathrattle: [{ type: "shuffleIntoDeck", copyOf: "self", keepEnchantments: true }] };
// "Deathrattle: Shuffle this into your deck." (a 2/2: a new card, 4.8)
const RETURNER = { id: "C_RETURNER", type: "MINION", cost: 2, attack: 2, health: 2,
  deathrattle: [{ type: "shuffleIntoDeck", copyOf: "self" }] };
// "Battlecry: Shuffle a copy of a minion in your hand into your deck. It keeps its enchantments." (the living entity's own)
const HAND_KEEPER = { id: "C_HAND_KEEPER", type: "SPELL", cost: 1, target: { type: "card", where: { type: "minion" } },
  spell: [{ type: "shuffleIntoDeck", copyOf: "target", keepEnchantments: true }] };

// "Battlecry: Cast again each spell you've cast at a friendly character."
const ECHO_FRIEND = { id: "C_ECHO_FRIEND", type: "MINION", cost: 3, attack: 2, health: 2,
  battlecry: [{ type: "replay", played: { type: "spell", castOn: "friendly-character" } }] };

describe("client cards using the Perils in Paradise addition (w14)", () => {
  it("keepEnchantments: a dead minion's copy gets the enchantments it had as it died; without it, none", () => {
    const kept = run(request([player({ board: [{ card: "C_KEEPER", ref: "K" }], hand: [{ card: "CS2_092", ref: "B" }] }), player()],
      [{ type: "play", card: "B", target: "K" }, { type: "destroy", target: "K" }], { cards: [KEEPER] }));
    expect(kept.state.players[0].deck.map((c) => [c.card, c.attack, c.health])).toEqual([["C_KEEPER", 6, 6]]);
    const plain = run(request([player({ board: [{ card: "C_RETURNER", ref: "K" }], hand: [{ card: "CS2_092", ref: "B" }] }), player()],
      [{ type: "play", card: "B", target: "K" }, { type: "destroy", target: "K" }], { cards: [RETURNER] }));
    expect(plain.state.players[0].deck.map((c) => [c.card, c.attack, c.health])).toEqual([["C_RETURNER", 2, 2]]);
  });

  it("keepEnchantments: a copy of a card in hand gets its enchantments too (a hand copy is otherwise new, 4.8)", () => {
    const r = run(request([player({ hand: [{ card: "C_HAND_KEEPER", ref: "S" }, { card: "CS2_182", ref: "Y", enchantments: [{ card: "CS2_092e" }] }] }), player()],
      [{ type: "play", card: "S", target: "Y" }], { cards: [HAND_KEEPER] }));
    expect(r.state.players[0].deck.map((c) => [c.card, c.attack, c.health])).toEqual([["CS2_182", 8, 9]]);
  });

  it("replay played.castOn friendly-character: only the spells played at a friendly character are cast again", () => {
    const r = run(request([player({ hand: [{ card: "C_ECHO_FRIEND", ref: "E" }],
      playedThisGame: [{ card: "CS2_029", cost: 4, turn: 3, target: "friendly-minion" }, { card: "CS2_024", cost: 2, turn: 3, target: "enemy-hero" }] }), player()],
      [{ type: "play", card: "E" }], { cards: [ECHO_FRIEND] }));
    // The Fireball is cast again at a random character (a hero: 6 damage); the Frostbolt (3) is not.
    const lost = 60 - (r.state.players[0]!.hero.health ?? 30) - (r.state.players[1]!.hero.health ?? 30);
    expect(lost).toBe(6);
  });
});
