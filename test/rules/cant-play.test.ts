/**
 * The game's tag CANT_PLAY on a card in hand, its own or granted (Cataclysm's Daze: "They can't play it next turn"): the card
 * can't be played while it has it. Client cards use it (the format is one format).
 */
import { describe, expect, it } from "vitest";
import { fails, player, request, run } from "../support/engine.js";

/** "Give a random card in your opponent's hand 'Can't be played' until the end of their next turn." */
const JAM = { id: "C_JAM", type: "SPELL", cost: 1, spell: [{ type: "buff", to: { random: { all: "hand", side: "enemy" } }, enchantment: "C_JAM_E" }] };
const JAM_E = { id: "C_JAM_E", type: "ENCHANTMENT", buff: { grants: ["CANT_PLAY"] },
  triggers: [{ on: "turn-end", if: { turn: "opponent" }, do: [{ type: "expire" }] }] };
const WISPS = [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }];

describe("CANT_PLAY", () => {
  it("a granted CANT_PLAY stops the card being played until it expires", () => {
    const body = (actions: unknown[]) => request([player({ hand: [{ card: JAM.id, ref: "J" }], deck: WISPS }),
      player({ hand: [{ card: "CS2_120", ref: "R" }], deck: WISPS })], [{ type: "play", card: "J" }, ...actions] as never, { cards: [JAM, JAM_E] });
    fails(body([{ type: "endTurn" }, { type: "play", card: "R" }]), "illegal_action");
    const later = run(body([{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "R" }]));
    expect(later.state.players[1]!.board.map((m) => m.card)).toEqual(["CS2_120"]);
  });
  it("a card whose own tags say CANT_PLAY can't be played", () => {
    fails(request([player({ hand: [{ card: "C_STUCK", ref: "S" }] }), player()], [{ type: "play", card: "S" }],
      { cards: [{ id: "C_STUCK", type: "MINION", cost: 1, attack: 1, health: 1, tags: { CANT_PLAY: 1 } }] }), "illegal_action");
  });
});
