/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Paladin cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import { pastCard } from "../support/past.js";

const WISP = "CS2_231";
const FIREBALL = "CS2_029";
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

// Hardlight Protector: "Divine Shield. Battlecry: Restore #3 Health to your hero and give them Divine Shield."
cardCase("TIME_015", {
  does: "its hero healed by 3 and shielded: the next Fireball at it does nothing; the minion has Divine Shield",
  p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "TIME_015", ref: "H" }], deck: wisps(1) },
  p2: { hand: [{ card: FIREBALL, ref: "F" }], deck: wisps(1), mana: { crystals: 10 } },
  actions: [{ type: "play", card: "H" }, { type: "endTurn" }, { type: "play", card: "F", target: "p1.hero" }],
  expect: { "p1.hero.health": 23, "H.seen.DIVINE_SHIELD": 1, "p1.hero.seen.DIVINE_SHIELD": undefined, "p2.hero.health": 30 },
});
cardCase("TIME_015", {
  does: "the enemy hero is neither healed nor shielded",
  p1: { hand: [{ card: "TIME_015", ref: "H" }] },
  p2: { hero: { card: "HERO_08", health: 20 } },
  actions: [{ type: "play", card: "H" }],
  expect: { "p2.hero.health": 20, "p2.hero.seen.DIVINE_SHIELD": undefined, "p1.hero.seen.DIVINE_SHIELD": 1 },
});

// Chronological Aura: "At the end of your turn, summon a 3/5 Dragon with Taunt. Lasts 3 turns."
cardCase("TIME_700", {
  does: "a 3/5 Taunt Dragon at each of its player's three turn ends (the turn played counts), none at the opponent's; then it is gone",
  p1: { hand: [{ card: "TIME_700", ref: "A" }], deck: wisps(5) },
  p2: { deck: wisps(5) },
  actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" },
    { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.board": ["TIME_700t", "TIME_700t", "TIME_700t"], "p1.board.0.attack": 3, "p1.board.0.health": 5, "p1.board.0.seen.TAUNT": 1,
    "p2.board": [], "p1.secrets": [], "A.zone": "graveyard" },
});

// PMM Infinitizer: "Battlecry: Set a friendly minion's Attack and Health to 8. It can't attack heroes this turn."
cardCase("TIME_043", {
  does: "the friendly minion becomes 8/8 (its damage gone); the enemy one and the Infinitizer stay as they were",
  p1: { hand: [{ card: "TIME_043", ref: "P" }], board: [{ card: "CS2_182", ref: "F", health: 3 }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "F" }],
  expect: { "F.attack": 8, "F.health": 8, "F.maxHealth": 8, "E.attack": 4, "E.health": 5, "P.attack": 4, "P.health": 4 },
});
cardCase("TIME_043", {
  does: "an enemy minion is no valid target",
  p1: { hand: [{ card: "TIME_043", ref: "P" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "E" }],
  error: "illegal_action",
});
cardCase("TIME_043", {
  does: "this turn it can't attack the enemy hero",
  p1: { hand: [{ card: "TIME_043", ref: "P" }], board: [{ card: "CS2_182", ref: "F" }] },
  actions: [{ type: "play", card: "P", target: "F" }, { type: "attack", attacker: "F", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("TIME_043", {
  does: "this turn it may attack a minion; next turn the hero too",
  p1: { hand: [{ card: "TIME_043", ref: "P" }], board: [{ card: "CS2_182", ref: "F" }], deck: wisps(2) },
  p2: { board: [{ card: "CS2_231", ref: "E" }], deck: wisps(2) },
  actions: [{ type: "play", card: "P", target: "F" }, { type: "attack", attacker: "F", defender: "E" }, { type: "endTurn" }, { type: "endTurn" },
    { type: "attack", attacker: "F", defender: "p2.hero" }],
  expect: { "E.zone": "graveyard", "p2.hero.health": 22, "F.health": 7 },
});
cardCase("TIME_043", {
  does: "no friendly minion: played without a target, nothing happens",
  p1: { hand: [{ card: "TIME_043", ref: "P" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "P.zone": "board", "P.attack": 4, "E.attack": 4 },
});

// Mend the Timeline: "Rewind Get 2 random Holy spells. Restore Health to your hero equal to their Costs."
describeCard("TIME_018", () => {
  it("two Holy spells; its hero healed by their Costs summed, the enemy hero not, for every seed", () => {
    for (const seed of [1, 2, 3, 4]) {
      runCase({
        does: "2 Holy spells, heal", seed, choices: [0],
        p1: { hero: { card: "HERO_04", health: 10 }, hand: [{ card: "TIME_018", ref: "M" }] },
        p2: { hero: { card: "HERO_01", health: 10 } },
        actions: [{ type: "play", card: "M" }],
        expect: { "p1.hand.length": 2, "p2.hero.health": 10 },
        check: (r) => {
          const hand = r.state.players[0]!.hand;
          for (const c of hand) expect([findCard(c.card)!.type, findCard(c.card)!.spellSchool]).toEqual(["SPELL", "HOLY"]);
          expect(r.state.players[0]!.hero.health).toBe(Math.min(30, 10 + (hand[0]!.cost ?? 0) + (hand[1]!.cost ?? 0)));
        },
      });
    }
  });
  it("the heal counts the cards' Costs as they are in hand (a cost aura counted), once each", () => {
    runCase({
      does: "Costs with an aura", choices: [0], seed: 3,
      p1: { hero: { card: "HERO_04", health: 5 }, hand: [{ card: "TIME_018", ref: "M" }], board: [{ card: "EX1_608", ref: "K" }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand;
        expect(hand).toHaveLength(2);
        // Sorcerer's Apprentice: "(but not less than 1)" — a 1-Cost spell stays at 1, a 0-Cost one at 0
        for (const c of hand) expect(c.cost ?? 0).toBe(Math.min(findCard(c.card)!.cost, Math.max(1, findCard(c.card)!.cost - 1)));
        expect(r.state.players[0]!.hero.health).toBe(5 + (hand[0]!.cost ?? 0) + (hand[1]!.cost ?? 0));
      },
    });
  });
  it("Rewind: still two Holy spells and one heal in the end", () => {
    runCase({
      does: "rewind", choices: [1],
      p1: { hero: { card: "HERO_04", health: 5 }, hand: [{ card: "TIME_018", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand;
        expect(hand).toHaveLength(2);
        expect(r.state.players[0]!.hero.health).toBe(5 + (hand[0]!.cost ?? 0) + (hand[1]!.cost ?? 0));
      },
    });
  });
});

// Tankgineer: "Divine Shield Deathrattle: Summon a 7/7 Tank with Divine Shield."
cardCase("TIME_017", {
  does: "Deathrattle: a 7/7 Tank with Divine Shield (Force-Tank MAX) where it stood, for its controller",
  p1: { board: [{ card: "CS2_231", ref: "L" }, { card: "TIME_017", ref: "T" }, { card: "CS2_231", ref: "R" }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "T.zone": "graveyard", "p1.board": ["CS2_231", "GVG_079", "CS2_231"], "p1.board.1.attack": 7, "p1.board.1.health": 7,
    "p1.board.1.seen.DIVINE_SHIELD": 1, "p2.board": [] },
});
cardCase("TIME_017", {
  does: "its own Divine Shield takes the first hit; no Tank while it lives",
  p1: { board: [{ card: "TIME_017", ref: "T" }] },
  p2: { hand: [{ card: "DS1_185", ref: "A" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "A", target: "T" }],
  expect: { "T.zone": "board", "T.health": 1, "p1.board": ["TIME_017"] },
});

// Manifested Timeways: "Battlecry: If you control an Aura, deal 3 damage to all enemies."
const YETI_TT = "CS2_182"; // 4/5
cardCase("TIME_019", {
  does: "an Aura of yours in play (Chronological Aura): 3 to the enemy hero and each enemy minion; friends untouched",
  p1: { hand: [{ card: "TIME_019", ref: "M" }], secrets: [{ card: "TIME_700", tags: { TURNS_LEFT: 2 } }], board: [{ card: YETI_TT, ref: "F" }] },
  p2: { board: [{ card: YETI_TT, ref: "A" }, { card: YETI_TT, ref: "B" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p2.hero.health": 27, "A.health": 2, "B.health": 2, "F.health": 5, "M.health": 3, "p1.hero.health": 30 },
});
cardCase("TIME_019", {
  does: "no Aura: nothing",
  p1: { hand: [{ card: "TIME_019", ref: "M" }] },
  p2: { board: [{ card: YETI_TT, ref: "A" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p2.hero.health": 30, "A.health": 5, "events.damage": 0 },
});
cardCase("TIME_019", {
  does: "a lasting spell that is no Aura (Sigil of the Seas) or a Secret does not count, nor an enemy Aura",
  p1: { hand: [{ card: "TIME_019", ref: "M" }], secrets: [{ card: "CATA_528" }, { card: "EX1_130" }] },
  p2: { secrets: [{ card: "TTN_908" }], board: [{ card: YETI_TT, ref: "A" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p2.hero.health": 30, "A.health": 5 },
});
cardCase("TIME_019", {
  does: "an Aura cast earlier this turn (Crusader Aura) counts",
  p1: { hand: [{ card: "TTN_908", ref: "C" }, { card: "TIME_019", ref: "M" }] },
  actions: [{ type: "play", card: "C" }, { type: "play", card: "M" }],
  expect: { "p2.hero.health": 27 },
});
cardCase("TIME_019", {
  does: "Acceleration Aura alone counts",
  p1: { hand: [{ card: "END_011", ref: "X" }, { card: "TIME_019", ref: "M" }] },
  actions: [{ type: "play", card: "X" }, { type: "play", card: "M" }],
  expect: { "p2.hero.health": 27 },
});
cardCase("TIME_019", {
  does: "a client's own Aura (a lasting spell with the tag PALADIN_AURA) counts",
  cards: [{ id: "MY_AURA", type: "SPELL", cost: 1, lasts: { turns: 2 }, tags: { PALADIN_AURA: 1 } }],
  p1: { hand: [{ card: "TIME_019", ref: "M" }], secrets: [{ card: "MY_AURA" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p2.hero.health": 27 },
});

// Gelbin of Tomorrow: "Fabled Battlecry: Put one of each Aura from your deck into the battlefield." (rules-notes 371)
const SECRETS_OF = (r: { state: { players: { secrets: { card: string }[] }[] } }, i: number) => r.state.players[i]!.secrets.map((s) => s.card).sort();
cardCase("TIME_009", {
  does: "one copy of each different Aura of its deck goes to its secret zone (not a non-Aura lasting spell, nor the enemy's); each counts down from this turn and works at its end",
  p1: { hand: [{ card: "TIME_009", ref: "G" }], deck: [{ card: "TIME_700" }, { card: "TIME_700" }, { card: "TTN_908" }, { card: "CATA_528" }, { card: WISP }] },
  p2: { deck: [{ card: "TIME_700" }, ...wisps(2)] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
  expect: { "p1.board": ["TIME_009", "TIME_700t"], "p1.deck": ["TIME_700", "CATA_528", WISP], "p1.secrets.0.tags.TURNS_LEFT": 2, "p1.secrets.1.tags.TURNS_LEFT": 2,
    "p2.secrets": [], "p2.deck.length": 2, "p1.playedThisGame.length": 1 },
  check: (r) => expect(SECRETS_OF(r as never, 0)).toEqual(["TIME_700", "TTN_908"]),
});
cardCase("TIME_009", {
  does: "a secret zone with room for one: one Aura goes in, the other stays in the deck",
  p1: { hand: [{ card: "TIME_009", ref: "G" }], deck: [{ card: "TIME_700" }, { card: "TTN_908" }],
    secrets: [{ card: "EX1_130" }, { card: "EX1_132" }, { card: "EX1_136" }, { card: "EX1_379" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.secrets.length": 5, "p1.deck.length": 1 },
  check: (r) => {
    const p = (r as unknown as { state: { players: { secrets: { card: string }[]; deck: { card: string }[] }[] } }).state.players[0]!;
    expect([p.secrets[4]!.card, p.deck[0]!.card].sort()).toEqual(["TIME_700", "TTN_908"]);
  },
});
cardCase("TIME_009", {
  does: "no Aura in its deck: nothing leaves the deck",
  p1: { hand: [{ card: "TIME_009", ref: "G" }], deck: [{ card: "CATA_528" }, { card: WISP }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.secrets": [], "p1.deck": ["CATA_528", WISP], "p1.board": ["TIME_009"] },
});
cardCase("TIME_009", {
  does: "its own bundle's Auras are Auras: Gnomish Aura and Mekkatorque's Aura both go in, one of the two Gnomish Auras stays",
  p1: { hand: [{ card: "TIME_009", ref: "G" }], deck: [{ card: "TIME_009t1" }, { card: "TIME_009t2" }, { card: "TIME_009t1" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.deck": ["TIME_009t1"] },
  check: (r) => expect(SECRETS_OF(r as never, 0)).toEqual(["TIME_009t1", "TIME_009t2"]),
});
it("TIME_009 Gelbin of Tomorrow is Fabled with its two Auras, each Tradeable", () => {
  expect(builtInCard("TIME_009")?.def?.fabled).toEqual(["TIME_009t1", "TIME_009t2"]);
  for (const id of ["TIME_009t1", "TIME_009t2"]) {
    runCase({
      does: `${id} Tradeable`,
      p1: { hand: [{ card: id, ref: "A" }], deck: [{ card: WISP }] },
      actions: [{ type: "trade", card: "A" }],
      expect: { "p1.hand": [WISP], "p1.deck": [id], "p1.mana.used": 1 },
    });
  }
});
// Gnomish Aura: "Tradeable At the end of your turn, restore #4 Health to all your characters. Lasts 3 turns."
cardCase("TIME_009", {
  does: "its bundle's Gnomish Aura (TIME_009t1): at its player's turn end, 4 Health restored to its hero and minions (not the enemy's); 2 turns left",
  p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "TIME_009t1", ref: "A" }], board: [{ card: YETI_TT, ref: "F", health: 1 }], deck: wisps(1) },
  p2: { hero: { card: "HERO_08", health: 20 }, board: [{ card: YETI_TT, ref: "E", health: 1 }], deck: wisps(1) },
  actions: [{ type: "play", card: "A" }, { type: "endTurn" }],
  expect: { "p1.hero.health": 24, "F.health": 5, "E.health": 1, "p2.hero.health": 20, "A.zone": "secrets", "A.tags.TURNS_LEFT": 2, "p1.mana.used": 4 },
});
cardCase("TIME_009", {
  does: "its bundle's Gnomish Aura (TIME_009t1): lasts 3 of its player's turns: gone after the third turn end, having healed three times",
  p1: { hero: { card: "HERO_04", health: 10 }, secrets: [{ card: "TIME_009t1", ref: "A" }], deck: wisps(3) },
  p2: { deck: wisps(3) },
  actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hero.health": 22, "A.zone": "graveyard" },
});
// Mekkatorque's Aura: "Tradeable. At the end of your turn, give a random friendly minion +4/+4 and Divine Shield. Lasts 3 turns."
cardCase("TIME_009", {
  does: "its bundle's Mekkatorque's Aura (TIME_009t2): at its player's turn end, its one minion gets +4/+4 and Divine Shield; the enemy's does not",
  p1: { hand: [{ card: "TIME_009t2", ref: "A" }], board: [{ card: YETI_TT, ref: "F" }], deck: wisps(1) },
  p2: { board: [{ card: YETI_TT, ref: "E" }], deck: wisps(1) },
  actions: [{ type: "play", card: "A" }, { type: "endTurn" }],
  expect: { "F.attack": 8, "F.health": 9, "F.seen.DIVINE_SHIELD": 1, "E.attack": 4, "E.health": 5, "E.seen.DIVINE_SHIELD": undefined, "p1.mana.used": 5, "A.zone": "secrets" },
});
cardCase("TIME_009", {
  does: "its bundle's Mekkatorque's Aura (TIME_009t2): no friendly minion: nothing, and it still counts down",
  p1: { hand: [{ card: "TIME_009t2", ref: "A" }], deck: wisps(1) },
  p2: { board: [{ card: YETI_TT, ref: "E" }], deck: wisps(1) },
  actions: [{ type: "play", card: "A" }, { type: "endTurn" }],
  expect: { "E.attack": 4, "A.tags.TURNS_LEFT": 2 },
});

// Neon Innovation: "Discover a Paladin Mech from the past. Give it +5/+5." (rules-notes 526)
for (const seed of [1, 2]) {
  cardCase("TIME_016", {
    does: `a Paladin Mech from the past discovered, with +5/+5 in hand (seed ${seed})`,
    seed,
    choices: [0],
    p1: { hand: [{ card: "TIME_016", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.hand.length": 1 },
    check: (r) => {
      const c = r.state.players[0]!.hand[0]!;
      const f = pastCard(c.card);
      expect(f?.cardClass).toBe("PALADIN");
      expect(f!.races.some((t) => t === "MECHANICAL" || t === "ALL")).toBe(true);
      expect([c.attack, c.health]).toEqual([f!.attack + 5, f!.health + 5]);
    },
  });
}
