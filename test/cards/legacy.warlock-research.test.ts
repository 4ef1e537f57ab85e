/**
 * Behaviour tests of the LEGACY Warlock cards that waited for research (docs/rules-notes.md, "Cards researched"):
 * Felsoul Jailer.
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5, cost 4
const WISP = "CS2_231";
const FIREBALL = "CS2_029";
const JAILER = "CS3_003";
const SILENCE = "EX1_332";

// Felsoul Jailer: "Battlecry: Your opponent discards a minion. Deathrattle: Return it."
describeCard("CS3_003", () => {
  it("the opponent discards one random minion of their hand (every seed; a recorded pick), never a spell nor your card", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const r = run(request([
        player({ hand: [{ card: JAILER, ref: "J" }, { card: YETI, ref: "mine" }] }),
        player({ hand: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F" }, { card: WISP, ref: "W" }] }),
      ], [{ type: "play", card: "J" }], { seed }));
      const discarded = events(r, "discard").map((e) => e.target!.ref);
      expect(discarded).toHaveLength(1);
      expect(["Y", "W"]).toContain(discarded[0]);
      seen.add(discarded[0]!);
      expect(at(r.state, discarded[0]!).zone).toBe("graveyard");
      expect(at(r.state, "F").zone).toBe("hand");
      expect(at(r.state, "mine").zone).toBe("hand");
      expect(r.state.players[1].hand).toHaveLength(2);
      const pick = r.random.find((d) => d.candidates.length === 2)!;
      expect(pick.chosen).toMatchObject({ ref: discarded[0] });
      // The Jailer remembers the card discarded, and whose it was.
      expect(at(r.state, "J").enchantments).toEqual([expect.objectContaining({ remembers: discarded[0] === "Y" ? YETI : WISP, remembersOwner: 2 })]);
    }
    expect(seen).toEqual(new Set(["Y", "W"]));
  });

  it("Deathrattle: the opponent gets a new card of the discarded minion, without the states it had in hand; the discarded card stays in the graveyard", () => {
    const r = run(request([
      player({ hand: [{ card: JAILER, ref: "J" }], board: [{ card: WISP, ref: "mine" }] }),
      player({ hand: [{ card: YETI, ref: "Y", enchantments: [{ cost: -2 }, { attack: 3 }] }, { card: FIREBALL, ref: "F" }] }),
    ], [{ type: "play", card: "J" }, { type: "destroy", target: "J" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(at(r.state, "J").zone).toBe("graveyard");
    const hand = r.state.players[1].hand;
    expect(cards(hand)).toEqual([FIREBALL, YETI]);
    const back = hand[1]!;
    expect(back.ref).toBeUndefined(); // a new card, not the discarded one
    expect(back).toMatchObject({ cost: 4, attack: 4 });
    expect(back.enchantments ?? []).toEqual([]);
    expect(r.state.players[0].hand).toEqual([]); // not to the Jailer's controller
  });

  cardCase("CS3_003", {
    does: "the card comes back only when the Jailer dies, not as the Battlecry resolves",
    p1: { hand: [{ card: JAILER, ref: "J" }] },
    p2: { hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "J" }],
    expect: { "Y.zone": "graveyard", "p2.hand.length": 0, "J.zone": "board", "events.discard": 1 },
  });

  cardCase("CS3_003", {
    does: "no minion in the opponent's hand: nothing is discarded (spells stay), the Jailer is played, and its Deathrattle returns nothing",
    p1: { hand: [{ card: JAILER, ref: "J" }, { card: YETI, ref: "mine" }] },
    p2: { hand: [{ card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "J" }, { type: "destroy", target: "J" }],
    expect: { "F.zone": "hand", "mine.zone": "hand", "events.discard": 0, "p2.hand": [FIREBALL], "p1.hand": [YETI], "J.zone": "graveyard" },
  });

  cardCase("CS3_003", {
    does: "summoned without its Battlecry, it remembers nothing and its Deathrattle returns nothing",
    p2: { hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "summon", card: JAILER, player: 1, ref: "J" }, { type: "destroy", target: "J" }],
    expect: { "Y.zone": "hand", "p2.hand.length": 1, "p1.hand.length": 0, "events.discard": 0 },
  });

  cardCase("CS3_003", {
    does: "silenced, it loses the Deathrattle (and the memory): nothing comes back",
    p1: { hand: [{ card: JAILER, ref: "J" }] },
    p2: { hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "J" }, { type: "cast", card: SILENCE, player: 1, target: "J" }, { type: "destroy", target: "J" }],
    expect: { "Y.zone": "graveyard", "p2.hand.length": 0, "p1.hand.length": 0 },
  });

  cardCase("CS3_003", {
    does: "into the opponent's full hand the returned card is burned",
    p1: { board: [{ card: JAILER, ref: "J", enchantments: [{ remembers: YETI, remembersOwner: 2 }] }] },
    p2: { hand: Array.from({ length: 10 }, () => ({ card: WISP })) },
    actions: [{ type: "destroy", target: "J" }],
    expect: { "p2.hand.length": 10, "events.burn": 1 },
    check: (r) => expect(events(r, "burn")[0]!.target!.card).toBe(YETI),
  });

  it("the memory survives the snapshot (an anonymous enchantment with `remembers`); the card goes to the player who discarded it, even from a Jailer now on their side", () => {
    const loaded = run(request([
      player({ board: [{ card: JAILER, ref: "J", enchantments: [{ remembers: YETI, remembersOwner: 2 }] }] }),
      player(),
    ], [{ type: "destroy", target: "J" }]));
    expect(cards(loaded.state.players[1].hand)).toEqual([YETI]);
    expect(loaded.state.players[0].hand).toEqual([]);
    // A Jailer taken by the player whose minion it discarded gives the card back to that player's hand.
    const stolen = run(request([
      player(),
      player({ board: [{ card: JAILER, ref: "J", enchantments: [{ remembers: YETI, remembersOwner: 2, controller: 1 }] }] }),
    ], [{ type: "destroy", target: "J" }]));
    expect(cards(stolen.state.players[1].hand)).toEqual([YETI]);
    expect(stolen.state.players[0].hand).toEqual([]);
  });

  it("a played Jailer's output state loads again and still returns the card", () => {
    const first = run(request([
      player({ hand: [{ card: JAILER, ref: "J" }] }),
      player({ hand: [{ card: YETI, ref: "Y" }] }),
    ], [{ type: "play", card: "J" }]));
    const again = run({ state: first.state, actions: [{ type: "destroy", target: "J" }] });
    expect(cards(again.state.players[1].hand)).toEqual([YETI]);
  });

  it("with Brann Bronzebeard the Battlecry discards two minions, and the Deathrattle returns each (rules-notes)", () => {
    const r = run(request([
      player({ board: [{ card: "LOE_077" }], hand: [{ card: JAILER, ref: "J" }] }),
      player({ hand: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }, { card: FIREBALL, ref: "F" }] }),
    ], [{ type: "play", card: "J" }, { type: "destroy", target: "J" }]));
    expect(events(r, "discard")).toHaveLength(2);
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(at(r.state, "W").zone).toBe("graveyard");
    expect(cards(r.state.players[1].hand).sort()).toEqual([FIREBALL, YETI, WISP].sort());
    expect(r.state.players[0].hand).toEqual([]);
  });

  it("with Baron Rivendare the Deathrattle resolves twice: two new cards of the discarded minion (rules-notes)", () => {
    const r = run(request([
      player({ board: [{ card: "FP1_031" }, { card: JAILER, ref: "J", enchantments: [{ remembers: YETI, remembersOwner: 2 }] }] }),
      player(),
    ], [{ type: "destroy", target: "J" }]));
    expect(cards(r.state.players[1].hand)).toEqual([YETI, YETI]);
  });
});
