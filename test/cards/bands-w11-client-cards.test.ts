/**
 * The card-format additions made by w11/bands, used by cards a client sends in a request's `cards` (the format is one
 * format): the card field `whenPlayed` (a Finale or Manathirst written without "Battlecry:") and the `resurrect` effect's
 * `sinceYourLastTurn`.
 */
import { describe, expect, it } from "vitest";
import { at, player, request, run } from "../support/engine.js";

const WISP = "CS2_231"; // 1/1, 0-Cost
const YETI = "CS2_182"; // 4/5
const RAPTOR = "CS2_172"; // 3/2 Beast
const BRANN = "LOE_077"; // Brann Bronzebeard: "Your Battlecries trigger twice."

describe("client cards using whenPlayed", () => {
  const FINALE_DRAW = { id: "C_CLOSER", type: "MINION", cost: 2, attack: 2, health: 2, whenPlayed: [{ type: "if", if: { finale: true }, then: [{ type: "draw" }] }] };
  const go = (mana: { crystals: number; used?: number }, board: { card: string }[] = []) => run(request([
    player({ hand: [{ card: "C_CLOSER", ref: "C" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }], mana: { used: 0, ...mana }, board }), player()],
  [{ type: "play", card: "C" }], { cards: [FINALE_DRAW] }));

  it("'Finale: Draw a card': the last 2 Mana spent draws one; Mana left over draws none", () => {
    expect(go({ crystals: 5, used: 3 }).state.players[0].hand.length).toBe(1);
    expect(go({ crystals: 5 }).state.players[0].hand.length).toBe(0);
  });

  it("it is no Battlecry: Brann Bronzebeard does not double it", () => {
    expect(go({ crystals: 5, used: 3 }, [{ card: BRANN }]).state.players[0].hand.length).toBe(1);
  });

  it("it resolves after the Battlecry: 'Battlecry: Summon a 1/1. Manathirst (6): Give your other minions +1/+1' buffs the summoned one", () => {
    const card = { id: "C_LEADER", type: "MINION", cost: 3, attack: 3, health: 3, battlecry: [{ type: "summon", card: WISP }],
      whenPlayed: [{ type: "if", if: { manathirst: 6 }, then: [{ type: "buff", to: "other-friendly-minions", attack: 1, health: 1 }] }] };
    const r = run(request([player({ hand: [{ card: "C_LEADER", ref: "L" }], mana: { crystals: 6, used: 0 } }), player()],
      [{ type: "play", card: "L" }], { cards: [card] }));
    expect(r.state.players[0].board.map((e) => [e.card, e.attack])).toEqual([["C_LEADER", 3], [WISP, 2]]);
  });

  it("it may take the card's target: 'Manathirst (5): Deal 3 damage' with a target only while Manathirst holds", () => {
    const card = { id: "C_SNIPER", type: "MINION", cost: 2, attack: 2, health: 2, target: { type: "character", if: { manathirst: 5 } },
      whenPlayed: [{ type: "if", if: { manathirst: 5 }, then: [{ type: "damage", amount: 3, to: "target" }] }] };
    const r = run(request([player({ hand: [{ card: "C_SNIPER", ref: "S" }], mana: { crystals: 5, used: 0 } }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "S", target: "Y" }], { cards: [card] }));
    expect(at(r.state, "Y").health).toBe(2);
    // with 4 crystals it takes no target: naming one is illegal
    expect(() => run(request([player({ hand: [{ card: "C_SNIPER", ref: "S" }], mana: { crystals: 4, used: 0 } }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "S", target: "Y" }], { cards: [card] }))).toThrow();
  });
});

describe("client cards using resurrect sinceYourLastTurn", () => {
  it("'Resurrect all friendly Beasts that died after your last turn': turn 4's (the opponent's) comes back, turn 3's (yours) does not", () => {
    const card = { id: "C_RECALL", type: "SPELL", cost: 3, spell: [{ type: "resurrect", all: true, sinceYourLastTurn: true, where: { race: "BEAST" } }] };
    const r = run(request([player({ hand: [{ card: "C_RECALL", ref: "R" }] }), player()], [{ type: "play", card: "R" }], {
      cards: [card], state: { deaths: [{ card: RAPTOR, controller: 1, turn: 3 }, { card: RAPTOR, controller: 1, turn: 4 }, { card: YETI, controller: 1, turn: 4 }, { card: RAPTOR, controller: 2, turn: 4 }] } }));
    expect(r.state.players[0].board.map((e) => e.card)).toEqual([RAPTOR]);
  });
});

describe("client cards using putIntoPlay highest", () => {
  it("'Summon the highest Cost minion from your deck': the Yeti (4), not the Raptor (2) nor the Wisp (0)", () => {
    const card = { id: "C_HEADLINER", type: "SPELL", cost: 5, spell: [{ type: "putIntoPlay", from: "deck", where: { type: "minion" }, highest: "cost" }] };
    const r = run(request([player({ hand: [{ card: "C_HEADLINER", ref: "H" }], deck: [{ card: RAPTOR }, { card: YETI }, { card: WISP }] }), player()],
      [{ type: "play", card: "H" }], { cards: [card] }));
    expect(r.state.players[0].board.map((e) => e.card)).toEqual([YETI]);
  });
});

describe("client cards using the amount dealt: overhealed", () => {
  it("'Restore 2 Health to all friendly characters. Draw a card for each one Overhealed': the full hero and Wisp are, the damaged Yeti not", () => {
    const card = { id: "C_SPA", type: "SPELL", cost: 2, spell: [{ type: "heal", amount: 2, to: "friendly-characters" }, { type: "draw", count: { dealt: "overhealed" } }] };
    const r = run(request([player({ hand: [{ card: "C_SPA", ref: "S" }], board: [{ card: WISP }, { card: YETI, health: 2 }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] }), player()],
      [{ type: "play", card: "S" }], { cards: [card] }));
    expect(r.state.players[0].hand.length).toBe(2);
  });
});

describe("client cards using finale in a target requirement (the card in hand)", () => {
  const card = { id: "C_ENCORE", type: "MINION", cost: 3, attack: 3, health: 3, target: { type: "minion", if: { finale: true } },
    whenPlayed: [{ type: "if", if: { finale: true }, then: [{ type: "damage", amount: 3, to: "target" }] }] };
  const go = (crystals: number, target?: string) => run(request([player({ hand: [{ card: "C_ENCORE", ref: "E" }], mana: { crystals, used: 0 } }),
    player({ board: [{ card: YETI, ref: "Y" }] })], [target ? { type: "play", card: "E", target } : { type: "play", card: "E" }], { cards: [card] }));
  it("'Finale: Deal 3 damage': with exactly 3 Mana it takes a target and deals 3", () => {
    expect(at(go(3, "Y").state, "Y").health).toBe(2);
  });
  it("with 4 Mana it takes none: naming one is illegal, played without one it does nothing", () => {
    expect(() => go(4, "Y")).toThrow();
    expect(at(go(4).state, "Y").health).toBe(5);
  });
});

describe("client cards using castSpell played last", () => {
  it("'Battlecry: Cast a copy of the last spell you played': your Arcane Explosion (after your Fireball) again", () => {
    const card = { id: "C_ECHOER", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "castSpell", played: { last: true } }] };
    const r = run(request([player({ hand: [{ card: "C_ECHOER", ref: "E" }], playedThisGame: [{ card: "CS2_029", cost: 4, turn: 1 }, { card: "CS2_025", cost: 2, turn: 3 }] }),
      player({ board: [{ card: YETI, ref: "Y" }] })], [{ type: "play", card: "E" }], { cards: [card] }));
    expect(at(r.state, "Y").health).toBe(4);
  });
});
