/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Paladin cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, fails, player, request, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn; void at; void player; void request;

// Mark of Ursol: "Choose a minion. If it's an enemy, set its stats to 1/1. If it's friendly, set its stats to 3/3 instead."
cardCase("EDR_252", {
  does: "an enemy minion becomes 1/1",
  p1: { hand: [{ card: "EDR_252", ref: "M" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "E" }],
  expect: { "E.attack": 1, "E.health": 1, "E.maxHealth": 1, "E.enchantments.0.card": "EDR_252e" },
});
cardCase("EDR_252", {
  does: "a friendly minion becomes 3/3 instead",
  p1: { hand: [{ card: "EDR_252", ref: "M" }], board: [{ card: "CS2_231", ref: "F" }] },
  actions: [{ type: "play", card: "M", target: "F" }],
  expect: { "F.attack": 3, "F.health": 3, "F.maxHealth": 3, "F.enchantments.0.card": "EDR_252e1" },
});
cardCase("EDR_252", {
  does: "a hero is not a valid target",
  p1: { hand: [{ card: "EDR_252", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }],
  error: "illegal_action",
});

// Ursine Maul: "After your hero attacks, draw a card."
cardCase("EDR_253", {
  does: "after the hero's attack its player draws one card",
  p1: { weapon: { card: "EDR_253" }, deck: wisps(2) },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.hand.length": 1, "p2.hero.health": 26, "p2.hand.length": 0 },
});
cardCase("EDR_253", {
  does: "a minion's attack draws nothing",
  p1: { weapon: { card: "EDR_253" }, board: [{ card: "CS2_120", ref: "A" }], deck: wisps(2) },
  actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }],
  expect: { "p1.hand.length": 0 },
});

// Lightmender: "Taunt. Choose One - +3 Attack and Divine Shield; or +3 Health and Lifesteal."
cardCase("EDR_257", {
  does: "first option: +3 Attack and Divine Shield (not Health, not Lifesteal); Taunt",
  p1: { hand: [{ card: "EDR_257", ref: "L" }] },
  actions: [{ type: "play", card: "L", choose: 1 }],
  expect: { "L.attack": 6, "L.health": 3, "L.seen.DIVINE_SHIELD": 1, "L.seen.LIFESTEAL": undefined, "L.seen.TAUNT": 1 },
});
cardCase("EDR_257", {
  does: "second option: +3 Health and Lifesteal",
  p1: { hand: [{ card: "EDR_257", ref: "L" }] },
  actions: [{ type: "play", card: "L", choose: 2 }],
  expect: { "L.attack": 3, "L.health": 6, "L.seen.LIFESTEAL": 1, "L.seen.DIVINE_SHIELD": undefined },
});

// Renewing Flames: "Lifesteal. Deal $5 damage to the lowest Health enemy, twice."
cardCase("EDR_255", {
  does: "5 to the lowest-Health enemy, then 5 to the lowest again; Lifesteal heals its hero for both",
  p1: { hero: { card: "HERO_04", health: 10 }, hand: [{ card: "EDR_255", ref: "R" }] },
  p2: { board: [{ card: "CS2_120", ref: "A" }, { card: "CS2_182", ref: "B" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "A.zone": "graveyard", "B.zone": "graveyard", "p2.hero.health": 30, "p1.hero.health": 20 },
});

// Ashleaf Pixie: "Battlecry: If you're holding a spell that costs (5) or more, gain Divine Shield and Lifesteal."
cardCase("FIR_961", {
  does: "holding a 5-Cost spell: it gains Divine Shield and Lifesteal",
  p1: { hand: [{ card: "FIR_961", ref: "P" }, { card: "CS2_032" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "P.seen.DIVINE_SHIELD": 1, "P.seen.LIFESTEAL": 1 },
});
cardCase("FIR_961", {
  does: "a 4-Cost spell or a 5-Cost minion is not enough",
  p1: { hand: [{ card: "FIR_961", ref: "P" }, { card: "CS2_029" }, { card: "CS2_131" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "P.seen.DIVINE_SHIELD": undefined, "P.seen.LIFESTEAL": undefined },
});

// Dreamwarden: "Taunt. Battlecry: If there is a card in your deck that didn't start there, draw it and gain +2/+2."
cardCase("EDR_256", {
  does: "draws the deck's card that an effect put there (not the top card) and gains +2/+2",
  p1: { hand: [{ card: "EDR_256", ref: "D" }], deck: [{ card: "CS2_231", ref: "top" }, { card: "CS2_120", ref: "made", tags: { CREATOR: 99 } }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand": ["CS2_120"], "D.attack": 5, "D.health": 6, "D.seen.TAUNT": 1, "D.enchantments.0.card": "EDR_256e" },
});
cardCase("EDR_256", {
  does: "with only cards that started there: nothing drawn, no +2/+2",
  p1: { hand: [{ card: "EDR_256", ref: "D" }], deck: wisps(2) },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand.length": 0, "D.attack": 3, "D.health": 4 },
});

// Dragonscale Armaments: "Draw a spell that started in your deck and one that didn't."
cardCase("EDR_251", {
  does: "one spell of each kind: one an effect put there (CREATOR) and one that started there; minions stay",
  p1: { hand: [{ card: "EDR_251", ref: "D" }], deck: [{ card: "CS2_231" }, { card: "CS2_029", ref: "own" }, { card: "CS2_024", ref: "made", tags: { CREATOR: 99 } }, { card: "CS2_120", tags: { CREATOR: 99 } }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "own.zone": "hand", "made.zone": "hand", "p1.hand.length": 2, "p1.deck.length": 2 },
});
cardCase("EDR_251", {
  does: "no made spell: only the one that started there",
  p1: { hand: [{ card: "EDR_251", ref: "D" }], deck: [{ card: "CS2_029", ref: "own" }, { card: "CS2_024", ref: "own2" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand.length": 1, "p1.deck.length": 1 },
});

// Searing Reflection: "Draw a minion. Summon an 8/8 copy of it with Divine Shield."
cardCase("FIR_941", {
  does: "draws the minion (not the spell) and summons an 8/8 Divine Shield copy of it on its player's side",
  p1: { hand: [{ card: "FIR_941", ref: "S" }], deck: [{ card: "CS2_029" }, { card: "CS2_120" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand": ["CS2_120"], "p1.deck.length": 2, "p1.board": ["CS2_120"], "p1.board.0.attack": 8, "p1.board.0.health": 8, "p1.board.0.seen.DIVINE_SHIELD": 1, "p2.board": [] },
});
cardCase("FIR_941", {
  does: "no minion in the deck: no draw, no summon",
  p1: { hand: [{ card: "FIR_941", ref: "S" }], deck: [{ card: "CS2_029" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand": [], "p1.deck.length": 1, "p1.board": [] },
});

// Toreth the Unbreaking: "Divine Shield, Taunt. Your Divine Shields take three hits to break."
const smites = (n: number) => Array.from({ length: n }, (_, i) => ({ card: "CS1_130", ref: `s${i}` }));
cardCase("EDR_258", {
  does: "a friendly Divine Shield stops two hits and stays; the third hit breaks it (still no damage); the fourth damages",
  p1: { board: [{ card: "EDR_258", ref: "T" }, { card: "EX1_008", ref: "S" }], hand: smites(4) },
  actions: [{ type: "play", card: "s0", target: "S" }, { type: "play", card: "s1", target: "S" }],
  expect: { "S.health": 1, "S.seen.DIVINE_SHIELD": 1, "S.tags.DIVINE_SHIELD_HITS": 2, "T.seen.DIVINE_SHIELD": 1, "T.seen.TAUNT": 1 },
});
cardCase("EDR_258", {
  does: "the third hit breaks the shield and deals nothing (the count goes with it)",
  p1: { board: [{ card: "EDR_258", ref: "T" }, { card: "EX1_008", ref: "S" }], hand: smites(4) },
  actions: [{ type: "play", card: "s0", target: "S" }, { type: "play", card: "s1", target: "S" }, { type: "play", card: "s2", target: "S" }],
  expect: { "S.health": 1, "S.zone": "board", "S.seen.DIVINE_SHIELD": undefined, "S.tags.DIVINE_SHIELD_HITS": undefined },
});
cardCase("EDR_258", {
  does: "an enemy's Divine Shield still breaks at the first hit",
  p1: { board: [{ card: "EDR_258", ref: "T" }], hand: smites(1) },
  p2: { board: [{ card: "EX1_008", ref: "E" }] },
  actions: [{ type: "play", card: "s0", target: "E" }],
  expect: { "E.seen.DIVINE_SHIELD": undefined, "E.health": 1 },
});
cardCase("EDR_258", {
  does: "mass damage is one hit on each shield, Toreth's own too; the enemies' break",
  p1: { board: [{ card: "EDR_258", ref: "T" }, { card: "EX1_008", ref: "S" }], hand: [{ card: "CS2_062", ref: "H" }] },
  p2: { board: [{ card: "EX1_008", ref: "E" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "T.health": 4, "T.tags.DIVINE_SHIELD_HITS": 1, "S.tags.DIVINE_SHIELD_HITS": 1, "S.seen.DIVINE_SHIELD": 1, "E.seen.DIVINE_SHIELD": undefined, "p1.hero.health": 27 },
});
cardCase("EDR_258", {
  does: "once Toreth is silenced (its rule gone), the next hit breaks a shield whatever it had taken",
  p1: { board: [{ card: "EDR_258", ref: "T" }, { card: "EX1_008", ref: "S" }], hand: [...smites(2), { card: "EX1_332", ref: "X" }] },
  actions: [{ type: "play", card: "s0", target: "S" }, { type: "play", card: "X", target: "T" }, { type: "play", card: "s1", target: "S" }],
  expect: { "S.seen.DIVINE_SHIELD": undefined, "S.health": 1, "S.zone": "board" },
});

describe("rule divine-shield-hits (Toreth's mechanism)", () => {
  it("a client's minion whose Divine Shields take two hits; the count is kept in the snapshot between requests", () => {
    const card = { id: "MY_BULWARK", type: "MINION", cost: 4, attack: 2, health: 5, tags: { DIVINE_SHIELD: 1 }, auras: [{ rule: "divine-shield-hits", hits: 2 }] };
    const r = run(request([player({ board: [{ card: "MY_BULWARK", ref: "B" }], hand: [{ card: "CS1_130", ref: "s0" }] }), player()],
      [{ type: "play", card: "s0", target: "B" }], { cards: [card] }));
    expect(at(r.state, "B").health).toBe(5);
    expect(at(r.state, "B").tags?.DIVINE_SHIELD_HITS).toBe(1);
    const hand = [{ card: "CS1_130", ref: "s1" }];
    const r2 = run({ seed: 7, cards: [card], state: { ...r.state, players: [{ ...r.state.players[0], hand }, r.state.players[1]] }, actions: [{ type: "play", card: "s1", target: "B" }] });
    expect(at(r2.state, "B").health).toBe(5);
    expect(at(r2.state, "B").seen?.DIVINE_SHIELD).toBeUndefined();
  });
});

// Smoldering Strength: "Give a friendly minion +{0}/+{0}. (Upgrades each turn, but discards after {1}!)"
describeCard("FIR_914", () => {
  const held = (rounds: number, target = "F") => run({ state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [{ card: "FIR_914", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }], deck: wisps(8) }, { board: [{ card: "CS2_182", ref: "E" }], deck: wisps(8, "o") }] },
    actions: [...Array.from({ length: rounds * 2 }, () => endTurn), { type: "play", card: "S", target }] });
  it("+1/+1 the turn it is held, +2/+2 after one of its player's turns, +3/+3 after two", () => {
    expect(held(0).state.players[0]!.board[0]).toMatchObject({ attack: 5, health: 6 });
    expect(held(1).state.players[0]!.board[0]).toMatchObject({ attack: 6, health: 7 });
    expect(held(2).state.players[0]!.board[0]).toMatchObject({ attack: 7, health: 8 });
  });
  it("a friendly minion only", () => {
    fails({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "FIR_914", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }] }, { board: [{ card: "CS2_182", ref: "E" }] }] },
      actions: [{ type: "play", card: "S", target: "E" }] }, "illegal_action");
  });
});

// The Paladin's Imbue (rules/imbue.ts). Blessing of the Dragon (EDR_445p, the game client's data): "Shuffle two Emerald
// Portals into your deck. (Your Portals summon @-Cost Dragons.)"; Emerald Portal (EDR_445pt3): "Casts When Drawn Summon a
// random @-Cost Dragon." — @ the Blessing's level (rules-notes 496).
const PALADIN = { card: "HERO_04" };
const blessing = (level: number) => ({ card: "EDR_445p", tags: { TAG_SCRIPT_DATA_NUM_1: level } });
const isDragonOfCost = (id: string, cost: number) => {
  const f = findCard(id)!;
  expect(f.races.includes("DRAGON") || f.races.includes("ALL")).toBe(true);
  expect(f.cost).toBe(cost);
};
describe("Blessing of the Dragon (EDR_445p, the Paladin's Imbued Hero Power)", () => {
  it("a Paladin's first Imbue gives Blessing of the Dragon at level 1 in place of Reinforce", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [
      { hero: PALADIN, mana: { crystals: 10 }, hand: [{ card: "EDR_451", ref: "G" }] }, {}] },
      actions: [{ type: "play", card: "G" }] });
    const p = r.state.players[0]!;
    expect(p.heroPower?.card).toBe("EDR_445p");
    expect(p.heroPower?.tags?.TAG_SCRIPT_DATA_NUM_1).toBe(1);
    expect(p.tags?.NUM_TIMES_IMBUED_THIS_GAME).toBe(1);
  });
  it("used: costs (1) and shuffles two Emerald Portals into its user's deck, none into the opponent's", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [
      { hero: PALADIN, heroPower: blessing(1), mana: { crystals: 3 }, deck: wisps(2) }, { deck: wisps(2, "o") }] },
      actions: [{ type: "heroPower" }] });
    const p = r.state.players[0]!;
    expect(p.deck.map((c) => c.card).filter((c) => c === "EDR_445pt3")).toHaveLength(2);
    expect(p.deck).toHaveLength(4);
    expect(r.state.players[1]!.deck.map((c) => c.card)).toEqual(["CS2_231", "CS2_231"]);
    expect(p.mana.crystals - (p.mana.used ?? 0)).toBe(2);
  });
});
describe("Emerald Portal (EDR_445pt3)", () => {
  const drawPortal = (heroPower: Record<string, unknown>, seed = 7) => run({ seed, state: { turn: 5, activePlayer: 2, players: [
    { hero: PALADIN, heroPower, deck: [{ card: "EDR_445pt3", ref: "P" }, { card: "CS2_231", ref: "W" }, { card: "CS2_231", ref: "W2" }] },
    { deck: wisps(3, "o") }] }, actions: [endTurn] });
  it("drawn: cast at once, it summons a random Dragon costing the Blessing's level (3), then its player draws another card", () => {
    for (const seed of [1, 2, 3]) {
      const r = drawPortal(blessing(3), seed);
      const p = r.state.players[0]!;
      expect(p.board).toHaveLength(1);
      isDragonOfCost(p.board[0]!.card, 3);
      expect(p.hand.map((c) => c.ref)).toEqual(["W"]);
      expect(p.deck.map((c) => c.ref)).toEqual(["W2"]);
    }
  });
  it("at level 1 a 1-Cost Dragon; at level 5 a 5-Cost one", () => {
    isDragonOfCost(drawPortal(blessing(1)).state.players[0]!.board[0]!.card, 1);
    isDragonOfCost(drawPortal(blessing(5)).state.players[0]!.board[0]!.card, 5);
  });
  it("a Blessing given without its level tag is at the data's level 1: a 1-Cost Dragon", () => {
    isDragonOfCost(drawPortal({ card: "EDR_445p" }).state.players[0]!.board[0]!.card, 1);
  });
  it("drawn by a player without Blessing of the Dragon (no level to read): 422", () => {
    fails({ state: { turn: 5, activePlayer: 2, players: [
      { hero: PALADIN, deck: [{ card: "EDR_445pt3", ref: "P" }, { card: "CS2_231", ref: "W" }] }, { deck: wisps(3, "o") }] },
      actions: [endTurn] }, "unimplemented_card");
  });
});

// Goldpetal Drake: "Battlecry and Deathrattle: Imbue your Hero Power."
describeCard("EDR_451", () => {
  it("Battlecry: the Blessing's level goes from 2 to 3; dying, to 4", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [
      { hero: PALADIN, heroPower: blessing(2), mana: { crystals: 10 }, hand: [{ card: "EDR_451", ref: "G" }, { card: "CS2_029", ref: "F" }] }, {}] },
      actions: [{ type: "play", card: "G" }] });
    expect(r.state.players[0]!.heroPower?.tags?.TAG_SCRIPT_DATA_NUM_1).toBe(3);
    const d = run({ state: r.state as never, actions: [{ type: "play", card: "F", target: "G" }] });
    expect(d.state.players[0]!.board).toEqual([]);
    expect(d.state.players[0]!.heroPower?.tags?.TAG_SCRIPT_DATA_NUM_1).toBe(4);
    expect(d.state.players[0]!.tags?.NUM_TIMES_IMBUED_THIS_GAME).toBe(2);
  });
});

// Aegis of Light: "Summon a random 2-Cost minion and give it Taunt. Imbue your Hero Power."
describeCard("EDR_264", () => {
  it("a random 2-Cost minion with Taunt for its caster, then the Imbue (Blessing of the Dragon at level 1)", () => {
    for (const seed of [1, 2, 3]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [
        { hero: PALADIN, mana: { crystals: 10 }, hand: [{ card: "EDR_264", ref: "A" }] }, {}] },
        actions: [{ type: "play", card: "A" }] });
      const p = r.state.players[0]!;
      expect(p.board).toHaveLength(1);
      expect(findCard(p.board[0]!.card)!.cost).toBe(2);
      expect(findCard(p.board[0]!.card)!.type).toBe("MINION");
      expect(p.board[0]!.seen?.TAUNT).toBe(1);
      expect(r.state.players[1]!.board).toEqual([]);
      expect(p.heroPower?.card).toBe("EDR_445p");
      expect(p.heroPower?.tags?.TAG_SCRIPT_DATA_NUM_1).toBe(1);
    }
  });
  it("a full board: no minion, the Imbue still happens", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [
      { hero: PALADIN, heroPower: blessing(1), mana: { crystals: 10 }, hand: [{ card: "EDR_264", ref: "A" }], board: wisps(7) }, {}] },
      actions: [{ type: "play", card: "A" }] });
    const p = r.state.players[0]!;
    expect(p.board.map((c) => c.card)).toEqual(Array(7).fill("CS2_231"));
    expect(p.heroPower?.tags?.TAG_SCRIPT_DATA_NUM_1).toBe(2);
  });
});
