/**
 * Dark Gift (黑暗之赐, rules-notes 480-482) in cards a client sends in a request's `cards` (the format is one format): a
 * gift of its own (the card field `darkGift`, which joins the pool), `discover` with `darkGift`, the effect `darkGift`, the
 * filter `darkGift`, the pool field `mechanicAny`, and a `battlecries-twice` rule of an enchantment's host only.
 */
import { describe, expect, it } from "vitest";
import { events, player, request, run } from "../support/engine.js";
import { GIFTS } from "../support/dark-gift.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const CROC = "CS2_120";
const OGRE = "CS2_200";
const MY_GIFT = { id: "C_GIFT", type: "SPELL", cost: 0, darkGift: { enchantment: "C_GIFT_E" } };
const MY_GIFT_E = { id: "C_GIFT_E", type: "ENCHANTMENT", tags: { IS_NIGHTMARE_BONUS: 1 }, buff: { attack: 1, health: 1 } };

describe("client cards using Dark Gift", () => {
  it("discover with darkGift — a client's \"Discover a minion with a Dark Gift\": three different gifts from the pool, its own gift in it", () => {
    const find = { id: "C_DARK_FIND", type: "SPELL", cost: 1, spell: [{ type: "discover", from: [YETI, OGRE, CROC], darkGift: true }] };
    const r = run(request([player({ hand: [{ card: "C_DARK_FIND", ref: "F" }] }), player()], [{ type: "play", card: "F" }],
      { cards: [find, MY_GIFT, MY_GIFT_E], choices: [2], seed: 4 }));
    const d = events(r, "discover")[0] as unknown as { options: string[]; gifts: string[] };
    expect(new Set(d.gifts).size).toBe(3);
    const pool = r.random.filter((x) => x.purpose === "dark gift")[0]!.candidates;
    // The first option is a vanilla minion: every gift but Rude Awakening (only to a card with a Battlecry: rules-notes 476).
    expect([...pool].sort()).toEqual([...GIFTS.filter((g) => g !== "EDR_100t7"), "C_GIFT"].sort());
    const hand = r.state.players[0].hand;
    const gift = d.gifts[2]!;
    if (gift !== "EDR_100t8") expect(hand.map((c) => c.card)).toEqual([d.options[2]]);
  });

  it("onlyWith BATTLECRY: Rude Awakening is never dealt to a card without a Battlecry, and may be to one with", () => {
    const vanilla = { id: "C_VANILLA_FIND", type: "SPELL", cost: 1, spell: [{ type: "discover", from: [YETI, OGRE, CROC], darkGift: true }] };
    const shouty = { id: "C_SHOUT", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "draw" }] };
    const mixed = { id: "C_MIXED_FIND", type: "SPELL", cost: 1, spell: [{ type: "discover", from: ["C_SHOUT", YETI, OGRE], darkGift: true }] };
    for (let seed = 1; seed <= 12; seed++) {
      const r = run(request([player({ hand: [{ card: "C_VANILLA_FIND", ref: "F" }] }), player()], [{ type: "play", card: "F" }], { cards: [vanilla], seed }));
      for (const pick of r.random.filter((x) => x.purpose === "dark gift")) expect(pick.candidates).not.toContain("EDR_100t7");
      const m = run(request([player({ hand: [{ card: "C_MIXED_FIND", ref: "F" }] }), player()], [{ type: "play", card: "F" }], { cards: [mixed, shouty], seed }));
      const d = events(m, "discover")[0] as unknown as { options: string[]; gifts: string[] };
      const picks = m.random.filter((x) => x.purpose === "dark gift");
      d.options.forEach((o, k) => {
        if (o === "C_SHOUT") return;
        expect(picks[k]!.candidates).not.toContain("EDR_100t7");
        expect(d.gifts[k]).not.toBe("EDR_100t7");
      });
      const shout = d.options.indexOf("C_SHOUT");
      if (shout === 0) expect(picks[0]!.candidates).toContain("EDR_100t7");
    }
  });

  it("effect darkGift and filter darkGift — \"Give a minion in your hand a Dark Gift\", then \"If you're holding a minion with a Dark Gift, draw a card\"", () => {
    const giver = { id: "C_GIVER", type: "SPELL", cost: 1, spell: [{ type: "darkGift", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } } }] };
    const reader = { id: "C_READER", type: "MINION", cost: 1, attack: 1, health: 1,
      battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "minion", darkGift: true } } }, then: [{ type: "draw" }] }] };
    const deck = [{ card: WISP }, { card: WISP }, { card: WISP }];
    const yes = run(request([player({ hand: [{ card: "C_GIVER", ref: "G" }, { card: "C_READER", ref: "R" }, { card: "C_GIFT", ref: "S" }, { card: YETI, ref: "Y" }], deck }), player()],
      [{ type: "play", card: "G" }, { type: "play", card: "R" }], { cards: [giver, reader, MY_GIFT, MY_GIFT_E], seed: 2 }));
    const gifted = [...yes.state.players[0].hand, ...yes.state.players[0].deck].find((c) => c.card === YETI)!;
    expect(gifted.enchantments!.length).toBe(1);
    // Sweet Dreams puts the Yeti on top of the deck: then no minion with a gift is held and nothing is drawn
    const held = yes.state.players[0].hand.some((c) => c.card === YETI);
    expect(yes.state.players[0].hand.filter((c) => c.card === WISP)).toHaveLength(held ? 1 : 0);
    const no = run(request([player({ hand: [{ card: "C_READER", ref: "R" }, { card: YETI }], deck }), player()], [{ type: "play", card: "R" }], { cards: [reader] }));
    expect(no.state.players[0].hand.map((c) => c.card)).toEqual([YETI]);
  });

  it("pool mechanicAny — \"Get a random Taunt or Divine Shield minion\"", () => {
    const card = { id: "C_ANY", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "MINION", mechanicAny: ["TAUNT", "DIVINE_SHIELD"] } }] };
    for (const seed of [1, 2, 3]) {
      const r = run(request([player({ hand: [{ card: "C_ANY", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [card], seed }));
      const got = r.random.filter((x) => x.purpose === "random card")[0]!;
      expect(got.candidates.length).toBeGreaterThan(10);
      expect(r.state.players[0].hand).toHaveLength(1);
    }
  });

  it("a battlecries-twice rule on an enchantment with where { is: self } — only its host's Battlecry twice", () => {
    const twice = { id: "C_TWICE_E", type: "ENCHANTMENT", auras: [{ rule: "battlecries-twice", where: { is: "self" } }] };
    const pinger = { id: "C_PING", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "damage", amount: 1, to: "enemy-hero" }] };
    const r = run(request([player({ hand: [{ card: "C_PING", ref: "A", enchantments: [{ card: "C_TWICE_E" }] }, { card: "C_PING", ref: "B" }] }), player()],
      [{ type: "play", card: "A" }, { type: "play", card: "B" }], { cards: [twice, pinger] }));
    expect(r.state.players[1].hero.health).toBe(27);
  });
});
