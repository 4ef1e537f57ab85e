/**
 * The card-format additions made for TITANS, used by cards a client sends in a request's `cards` (w10/titans): the card
 * fields `forge` (a card id, or `{ into, enchantment }`) and `titan` (three ability cards), the actions `forge` and
 * `titan`, and the trigger events `forge` and `titan-ability`.
 */
import { describe, expect, it } from "vitest";
import { fails, player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const YETI = "CS2_182";

const SPROUT = { id: "C_SPROUT", type: "MINION", cost: 2, attack: 2, health: 2, forge: "C_SPROUT_F" };
const SPROUT_F = { id: "C_SPROUT_F", type: "MINION", cost: 2, attack: 4, health: 4, battlecry: [{ type: "draw" }] };
const ENDLESS = { id: "C_ENDLESS", type: "SPELL", cost: 5, spell: [{ type: "draw" }], forge: { into: "C_ENDLESS", enchantment: "C_ENDLESS_E" } };
const ENDLESS_E = { id: "C_ENDLESS_E", type: "ENCHANTMENT", buff: { cost: -1 } };
const SMITH = { id: "C_SMITH", type: "MINION", cost: 1, attack: 1, health: 1, triggers: [{ on: "forge", if: { player: "friendly" }, do: [{ type: "armor", amount: 2 }] }] };

const BOLT = { id: "C_BOLT", type: "SPELL", cost: 0, target: { type: "minion", side: "enemy" }, spell: [{ type: "damage", amount: 3, to: "target" }] };
const GROW = { id: "C_GROW", type: "SPELL", cost: 0, spell: [{ type: "buff", to: "self", attack: 2, health: 2 }] };
const DRAW = { id: "C_DRAW", type: "SPELL", cost: 0, spell: [{ type: "draw" }] };
const COLOSSUS = { id: "C_COLOSSUS", type: "MINION", cost: 5, attack: 5, health: 5, titan: ["C_BOLT", "C_GROW", "C_DRAW"],
  triggers: [{ on: "titan-ability", if: { source: "self" }, do: [{ type: "armor", amount: 1 }] }] };
const TITAN_CARDS = [BOLT, GROW, DRAW, COLOSSUS];

describe("client cards using Forge", () => {
  it("forge: a card id — the card becomes it in hand for 2 Mana, keeping its enchantments; played, it is the Forged card", () => {
    const r = run(request([player({ hand: [{ card: "C_SPROUT", ref: "S" }], deck: [{ card: WISP }] }), player()],
      [{ type: "forge", card: "S" }, { type: "play", card: "S" }], { cards: [SPROUT, SPROUT_F] }));
    const me = r.state.players[0];
    expect(me.board.map((c) => [c.card, c.attack, c.health])).toEqual([["C_SPROUT_F", 4, 4]]);
    expect(me.hand.map((c) => c.card)).toEqual([WISP]);
    expect(me.mana.used).toBe(4);
  });

  it("forge: { into, enchantment } — Forged endlessly, each time gaining the enchantment", () => {
    const r = run(request([player({ hand: [{ card: "C_ENDLESS", ref: "E" }] }), player()],
      [{ type: "forge", card: "E" }, { type: "forge", card: "E" }], { cards: [ENDLESS, ENDLESS_E] }));
    expect(r.state.players[0].hand[0]!.cost).toBe(3);
  });

  it("trigger on: forge — only the owner's Forge counts; forging is not playing a card", () => {
    const cards = [SPROUT, SPROUT_F, SMITH];
    const r = run(request([player({ hand: [{ card: "C_SPROUT", ref: "S" }], board: [{ card: "C_SMITH" }] }), player({ board: [{ card: "C_SMITH" }] })],
      [{ type: "forge", card: "S" }], { cards }));
    expect(r.state.players[0].hero.armor).toBe(2);
    expect(r.state.players[1].hero.armor).toBe(0);
    expect(r.state.players[0].tags?.NUM_CARDS_PLAYED_THIS_TURN ?? 0).toBe(0);
  });

  it("a card without `forge` can't be Forged; nor can the opponent's card", () => {
    fails(request([player({ hand: [{ card: YETI, ref: "Y" }] }), player()], [{ type: "forge", card: "Y" }]), "illegal_action");
    fails(request([player(), player({ hand: [{ card: "C_SPROUT", ref: "S" }] })], [{ type: "forge", card: "S" }], { cards: [SPROUT, SPROUT_F] }), "illegal_action");
  });
});

describe("client cards using Titan", () => {
  it("titan: a targeted ability with the Titan as its source (no Spell Damage), then the titan-ability trigger", () => {
    const r = run(request([player({ board: [{ card: "C_COLOSSUS", ref: "T" }, { card: "CS2_197" }] }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "titan", minion: "T", ability: 1, target: "Y" }], { cards: TITAN_CARDS }));
    // Ogre Magi's Spell Damage +1 does not add to an ability's damage.
    expect(r.state.players[1].board[0]!.health).toBe(2);
    expect(r.state.players[0].hero.armor).toBe(1);
  });

  it("an ability with `self`: the Titan itself; a summoned Titan uses one the turn it arrives", () => {
    const r = run(request([player(), player()], [{ type: "summon", card: "C_COLOSSUS", ref: "T" }, { type: "titan", minion: "T", ability: 2 }], { cards: TITAN_CARDS }));
    expect(r.state.players[0].board[0]!.attack).toBe(7);
  });

  it("a used ability can't be used again; a missing target is refused; the opponent's Titan is not yours", () => {
    const st = { cards: TITAN_CARDS };
    fails(request([player({ board: [{ card: "C_COLOSSUS", ref: "T", tags: { TITAN_ABILITY_USED_2: 1 } }] }), player()], [{ type: "titan", minion: "T", ability: 2 }], st), "illegal_action");
    fails(request([player({ board: [{ card: "C_COLOSSUS", ref: "T" }] }), player({ board: [{ card: YETI }] })], [{ type: "titan", minion: "T", ability: 1 }], st), "illegal_action");
    fails(request([player(), player({ board: [{ card: "C_COLOSSUS", ref: "T" }] })], [{ type: "titan", minion: "T", ability: 3 }], st), "illegal_action");
  });

  it("returned to hand and played again, its abilities are all unused; a forced attack ignores the lock", () => {
    const bounce = { id: "C_BOUNCE", type: "SPELL", cost: 0, target: { type: "minion" }, spell: [{ type: "returnToHand", to: "target" }] };
    const r = run(request([player({ board: [{ card: "C_COLOSSUS", ref: "T", tags: { TITAN_ABILITY_USED_1: 1, TITAN_ABILITY_USED_2: 1 } }], hand: [{ card: "C_BOUNCE", ref: "B" }] }), player()],
      [{ type: "play", card: "B", target: "T" }, { type: "play", card: "T" }, { type: "titan", minion: "T", ability: 2 }], { cards: [...TITAN_CARDS, bounce] }));
    expect(r.state.players[0].board[0]!.tags?.TITAN_ABILITY_USED_1).toBeUndefined();
    const forced = { id: "C_RAGE", type: "SPELL", cost: 0, spell: [{ type: "forceAttack", attacker: { all: "minions", side: "friendly" }, defender: "enemy-hero" }] };
    const f = run(request([player({ board: [{ card: "C_COLOSSUS", ref: "T" }], hand: [{ card: "C_RAGE", ref: "R" }] }), player()],
      [{ type: "play", card: "R" }], { cards: [...TITAN_CARDS, forced] }));
    expect(f.state.players[1].hero.health).toBe(25);
  });

  it("titanRepeat: the ability resolves again for each entity named, that entity as `self`", () => {
    const echo = { ...COLOSSUS, id: "C_ECHO", titanRepeat: { all: "minions", side: "friendly", where: { not: "self" } } };
    const r = run(request([player({ board: [{ card: "C_ECHO", ref: "T" }, { card: WISP, ref: "A" }, { card: WISP, ref: "B" }] }), player()],
      [{ type: "titan", minion: "T", ability: 2 }], { cards: [...TITAN_CARDS, echo] }));
    expect(r.state.players[0].board.map((m) => m.attack)).toEqual([7, 3, 3]);
    const silenced = run(request([player({ board: [{ card: "C_ECHO", ref: "T", tags: { SILENCED: 1 } }, { card: WISP }] }), player()],
      [{ type: "attack", attacker: "T", defender: "p2.hero" }], { cards: [...TITAN_CARDS, echo] }));
    expect(silenced.state.players[1].hero.health).toBe(25);
  });
});

describe("client cards using the filters leftOf / rightOf", () => {
  it("an aura on the minions right of it: +1 Attack, not left of it, nor the enemy's", () => {
    const banner = { id: "C_BANNER", type: "MINION", cost: 2, attack: 1, health: 3, auras: [{ to: { all: "minions", side: "friendly", where: { rightOf: "self" } }, buff: { attack: 1 } }] };
    const r = run(request([player({ board: [{ card: WISP }, { card: "C_BANNER" }, { card: WISP }, { card: YETI }] }), player({ board: [{ card: WISP }] })],
      [{ type: "endTurn" }], { cards: [banner] }));
    expect(r.state.players[0].board.map((m) => m.attack)).toEqual([1, 1, 2, 5]);
    expect(r.state.players[1].board[0]!.attack).toBe(1);
  });
  it("leftOf in a spell's selector: destroy the minions left of the target", () => {
    const cut = { id: "C_CUT", type: "SPELL", cost: 1, target: { type: "minion" }, spell: [{ type: "destroy", to: { all: "minions", where: { leftOf: "target" } } }] };
    const r = run(request([player({ hand: [{ card: "C_CUT", ref: "C" }] }), player({ board: [{ card: WISP }, { card: YETI }, { card: WISP, ref: "T" }, { card: YETI }] })],
      [{ type: "play", card: "C", target: "T" }], { cards: [cut] }));
    expect(r.state.players[1].board.map((m) => m.card)).toEqual([WISP, YETI]);
  });
});
