/**
 * Behaviour tests of Kobolds & Catacombs (LOOTAPALOOZA) cards. Secrets are owned by player 1 and tested on player 2's
 * turn, with a case showing what does not set them off.
 */
import { describe, expect, it } from "vitest";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import { allFacts } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, player, request, run, triggerOrder } from "../support/engine.js";

type Body = Record<string, unknown>;
const next = (state: unknown, actions: Body[]) => run({ seed: 7, state, actions });
const facts = (id: string) => allFacts().find((f) => f.id === id)!;

const YETI = "CS2_182"; // 4/5, (4)
const WISP = "CS2_231";
const OGRE = "CS2_200"; // Boulderfist Ogre, (6)
const OPPONENTS_TURN = { activePlayer: 2 };
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

describe("Kobolds & Catacombs", () => {
  describeCard("LOOT_161", () => {
    const eat = () => run(request([player({ board: [{ card: "CS2_231", ref: "W", attack: 5, health: 5, maxHealth: 5, enchantments: [{ card: "CS2_092e" }] }], hand: [{ card: "LOOT_161", ref: "C" }] }), player()],
      [{ type: "play", card: "C", target: "W" }]));

    it("remembers the minion it destroyed, in the snapshot too, and its Deathrattle summons two fresh copies (4.10 例如: the buff is lost)", () => {
      const r = eat();
      expect(at(r.state, "W").zone).toBe("graveyard");
      const cube = at(r.state, "C");
      expect(cube.enchantments).toEqual([expect.objectContaining({ card: "LOOT_161e", remembers: "CS2_231" })]);
      // The state goes back in as it came out: the Cube still knows what it ate.
      const dead = run({ seed: 7, state: r.state, actions: [{ type: "destroy", target: "C" }] });
      expect(dead.state.players[0].board.map((m) => [m.card, m.attack, m.health])).toEqual([["CS2_231", 1, 1], ["CS2_231", 1, 1]]);
    });

    it("4.10 例如: a Cube brought back from the death record is fresh — its Deathrattle summons nothing", () => {
      const r = eat();
      const dead = run({ seed: 7, state: r.state, actions: [{ type: "destroy", target: "C" }] });
      const back = run({ seed: 7, state: { ...dead.state, players: [{ ...dead.state.players[0], board: [], hand: [{ card: "BRM_017", ref: "RS" }] }, dead.state.players[1]], deaths: [{ card: "LOOT_161", controller: 1, turn: 5 }] },
        actions: [{ type: "play", card: "RS" }] });
      expect(back.state.players[0].board.map((m) => m.card)).toEqual(["LOOT_161"]);
      const again = run({ seed: 7, state: back.state, actions: [{ type: "destroy", target: "p1.board.0" }] });
      expect(again.state.players[0].board).toHaveLength(0);
    });

    it("a silenced Cube has no Deathrattle", () => {
      const r = eat();
      const silenced = run({ seed: 7, state: { ...r.state, players: [{ ...r.state.players[0], hand: [{ card: "EX1_332", ref: "SIL" }] }, r.state.players[1]] },
        actions: [{ type: "play", card: "SIL", target: "C" }, { type: "destroy", target: "C" }] });
      expect(silenced.state.players[0].board).toHaveLength(0);
    });
    cardCase("LOOT_161", {
      does: "it can only destroy a friendly minion: an enemy one is no valid target",
      p1: { board: [{ card: WISP }], hand: [{ card: "LOOT_161", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "C", target: "E" }],
      error: "illegal_action",
    });
    cardCase("LOOT_161", {
      does: "with no other friendly minion it is still played; its Deathrattle then summons nothing",
      p1: { hand: [{ card: "LOOT_161", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "C" }, { type: "destroy", target: "C" }],
      expect: { "E.zone": "board", "p1.board": [], "p2.board": [YETI] },
    });
    cardCase("LOOT_161", {
      does: "the two copies are its controller's, where it stood",
      p1: { board: [{ card: WISP, ref: "L" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "R" }], hand: [{ card: "LOOT_161", ref: "C" }] },
      actions: [{ type: "play", card: "C", target: "Y", position: 3 }, { type: "destroy", target: "C" }],
      expect: { "Y.zone": "graveyard", "p1.board": [WISP, WISP, YETI, YETI], "p2.board": [] },
    });
  });

  describeCard("LOOT_204", () => {
    cardCase("LOOT_204", {
      does: "your minion killed on the opponent's turn comes back to your hand costing (2) less; the Secret is used",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: YETI, ref: "Y", attack: 6 }], secrets: [{ card: "LOOT_204", ref: "CD" }] },
      p2: { hand: [{ card: "CS2_029", ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "Y" }],
      expect: { "CD.zone": "graveyard", "Y.zone": "graveyard", "p1.hand": [YETI], "p1.hand.0.cost": 2, "p1.hand.0.attack": 4, "p2.hand.length": 0 },
    });
    cardCase("LOOT_204", {
      does: "an enemy minion dying does not set it off",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "LOOT_204", ref: "CD" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "E" }],
      expect: { "CD.zone": "secrets", "p1.hand.length": 0, "p2.hand.length": 0 },
    });
    cardCase("LOOT_204", {
      does: "your minion dying on your own turn does not set it off",
      p1: { board: [{ card: YETI, ref: "Y" }], secrets: [{ card: "LOOT_204", ref: "CD" }] },
      actions: [{ type: "destroy", target: "Y" }],
      expect: { "CD.zone": "secrets", "p1.hand.length": 0 },
    });
    cardCase("LOOT_204", {
      does: "two minions dying together: only one comes back (the Secret works once)",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: YETI, ref: "Y1" }, { card: YETI, ref: "Y2" }], secrets: [{ card: "LOOT_204", ref: "CD" }] },
      p2: { hand: [{ card: "CS2_032", ref: "FS" }] },
      actions: [{ type: "play", card: "FS" }],
      expect: { "CD.zone": "graveyard", "p1.hand": [YETI] },
    });
    cardCase("LOOT_204", {
      does: "3.4: with a full hand it stays hidden",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: YETI, ref: "Y" }], hand: wisps(10), secrets: [{ card: "LOOT_204", ref: "CD" }] },
      actions: [{ type: "destroy", target: "Y" }],
      expect: { "CD.zone": "secrets", "p1.hand.length": 10 },
    });
  });

  describeCard("LOOT_314", () => {
    it("Grizzled Guardian recruits two minions that cost (4) or less from the deck", () => {
      const r = run(request([player({ board: [{ card: "LOOT_314", ref: "G" }], deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_200", ref: "BIG" }, { card: "CS2_231", ref: "W" }] }), player()],
        [{ type: "destroy", target: "G" }]));
      expect(at(r.state, "Y").zone).toBe("board");
      expect(at(r.state, "W").zone).toBe("board");
      expect(at(r.state, "BIG").zone).toBe("deck");
    });
    cardCase("LOOT_314", {
      does: "only two, only from your deck, only minions: spells and the opponent's deck stay",
      p1: { board: [{ card: "LOOT_314", ref: "G" }], deck: [{ card: "CS2_029", ref: "FB" }, { card: WISP, ref: "W1" }, { card: WISP, ref: "W2" }, { card: WISP, ref: "W3" }] },
      p2: { deck: [{ card: WISP, ref: "EW" }] },
      actions: [{ type: "destroy", target: "G" }],
      expect: { "p1.board": [WISP, WISP], "p1.deck.length": 2, "FB.zone": "deck", "EW.zone": "deck", "p2.board": [] },
    });
    cardCase("LOOT_314", {
      does: "with one such minion in the deck, one comes; none while it lives",
      p1: { board: [{ card: "LOOT_314", ref: "G" }], deck: [{ card: OGRE, ref: "O" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "damage", target: "G", amount: 1 }, { type: "destroy", target: "G" }],
      expect: { "Y.zone": "board", "O.zone": "deck", "p1.board": [YETI] },
    });
    cardCase("LOOT_314", {
      does: "Taunt: an enemy minion cannot attack your hero past it",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "LOOT_314", ref: "G" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("LOOT_104", () => {
    cardCase("LOOT_104", {
      does: "at the start of your turn it becomes a random Mage spell (a recorded pick among Mage spells only), and keeps shifting",
      state: OPPONENTS_TURN,
      p1: { hand: [{ card: "LOOT_104", ref: "S" }] },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        const pick = r.random.find((d) => d.purpose === "random card to transform into")!;
        for (const id of pick.candidates as string[]) {
          expect(facts(id).type).toBe("SPELL");
          expect(facts(id).cardClass).toBe("MAGE");
        }
        expect(at(r.state, "S").card).toBe(pick.chosen);
        // its own enchantment; an aura the new card has on itself in hand (a self cost aura) is listed too, as an aura
        expect(at(r.state, "S").enchantments?.filter((e) => !e.aura).map((e) => e.card)).toEqual(["LOOT_104e"]);
      },
    });
    it("not at the start of the opponent's turn; again at your next one", () => {
      const r = run(request([player({ hand: [{ card: "LOOT_104", ref: "S" }], deck: [{ card: WISP }] }), player({ deck: [{ card: WISP }] })], [{ type: "endTurn" }]));
      expect(at(r.state, "S").card).toBe("LOOT_104");
      expect(events(r, "transform")).toHaveLength(0);
      const mine = next(r.state, [{ type: "endTurn" }]);
      expect(at(mine.state, "S").card).not.toBe("LOOT_104");
      const again = next(next(mine.state, [{ type: "endTurn" }]).state, [{ type: "endTurn" }]);
      expect(events(again, "transform")).toHaveLength(1);
      expect(facts(at(again.state, "S").card).cardClass).toBe("MAGE");
    });
    cardCase("LOOT_104", {
      does: "played before it shifts, it does nothing (a 0-Cost spell with no text)",
      p1: { hand: [{ card: "LOOT_104", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "S.zone": "graveyard", "p1.mana.used": 0, "p2.hero.health": 30 },
    });
  });

  describeCard("LOOT_538", () => {
    it("Temporus under Brann Bronzebeard: the battlecry twice inserts eight extra turns", () => {
      const r = run(request([
        player({ board: [{ card: "LOE_077" }], hand: [{ card: "LOOT_538", ref: "T" }] }), player(),
      ], [{ type: "play", card: "T" }]));
      expect(r.state.extraTurns).toEqual([2, 2, 1, 1, 2, 2, 1, 1]);
    });
    it("your opponent takes two turns, then you take two turns, then turns alternate again", () => {
      const r = run(request([player({ hand: [{ card: "LOOT_538", ref: "T" }], deck: wisps(5) }), player({ deck: wisps(5) })], [{ type: "play", card: "T" }]));
      expect(r.state.extraTurns).toEqual([2, 2, 1, 1]);
      const active: number[] = [];
      let s: unknown = r.state;
      for (let i = 0; i < 5; i++) {
        const n = next(s, [{ type: "endTurn" }]);
        active.push(n.state.activePlayer);
        s = n.state;
      }
      expect(active).toEqual([2, 2, 1, 1, 2]);
    });
  });

  describeCard("LOOT_079", () => {
    it("Wandering Monster summons a random 3-Cost minion that becomes the defender", () => {
      const r = run(request([player({ board: [{ card: "CS2_231", ref: "W" }] }), player({ secrets: [{ card: "LOOT_079", ref: "WM" }] })],
        [{ type: "attack", attacker: "W", defender: "p2.hero" }]));
      expect(r.state.players[1].hero.health).toBe(30);
      const monster = r.state.players[1].board[0]!;
      expect(builtInCard(monster.card)!.facts.cost).toBe(3);
      expect(r.random.some((d) => d.purpose === "random minion to summon")).toBe(true);
    });
    it("2.6 例如: Snake Trap and Wandering Monster: Wandering Monster changes the defender, then Snake Trap triggers in the extra pre-attack step", () => {
      const r = run(request([player({ board: [{ card: "CS2_231", ref: "W" }] }), player({ secrets: [{ card: "EX1_554", ref: "ST", order: 10 }, { card: "LOOT_079", ref: "WM", order: 11 }] })],
        [{ type: "attack", attacker: "W", defender: "p2.hero" }]));
      expect(triggerOrder(r, ["ST", "WM"])).toEqual(["WM", "ST"]);
      expect(cards(r.state.players[1].board).filter((c) => c === "EX1_554t")).toHaveLength(3);
    });
    cardCase("LOOT_079", {
      does: "an enemy hero attacking your hero sets it off too; the Secret's owner gets a 3-Cost minion that takes the hit",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "LOOT_079", ref: "WM" }] },
      p2: { weapon: { card: "CS2_106" } },
      actions: [{ type: "attack", attacker: "p2.hero", defender: "p1.hero" }],
      check: (r) => {
        expect(r.state.players[0].hero.health).toBe(30);
        const pick = r.random.find((d) => d.purpose === "random minion to summon")!;
        for (const id of pick.candidates as string[]) expect(builtInCard(id)!.facts.cost).toBe(3);
        // The minion summoned (for the Secret's owner) takes the hit, whether or not it survives it.
        const m = events(r, "summon")[0]!.target as { id: number; card: string };
        expect(events(r, "summon")[0]!.player).toBe(1);
        expect(m.card).toBe(pick.chosen);
        expect(r.state.players[1].board).toHaveLength(0);
        const hit = events(r, "damage").find((e) => (e.source as { card: string }).card === "HERO_01");
        // A Dormant minion summoned (an Imprisoned one of the 3-Cost pool) cannot be attacked: the redirected attack hits nothing.
        if (r.state.players[0].board.find((x) => x.id === m.id)?.tags?.DORMANT) expect(hit).toBeUndefined();
        else expect((hit!.target as { id: number }).id).toBe(m.id);
      },
    });
    cardCase("LOOT_079", {
      does: "an attack on one of your minions does not set it off",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: YETI, ref: "Y" }], secrets: [{ card: "LOOT_079", ref: "WM" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "E", defender: "Y" }],
      expect: { "WM.zone": "secrets", "p1.board": [YETI], "Y.health": 1 },
    });
    cardCase("LOOT_079", {
      does: "your own attack on your turn does not set it off",
      p1: { board: [{ card: YETI, ref: "Y" }], secrets: [{ card: "LOOT_079", ref: "WM" }] },
      p2: { secrets: [] },
      actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
      expect: { "WM.zone": "secrets", "p2.hero.health": 26 },
    });
    cardCase("LOOT_079", {
      does: "3.4: with a full board it stays hidden and the hero is hit",
      state: OPPONENTS_TURN,
      p1: { board: wisps(7), secrets: [{ card: "LOOT_079", ref: "WM" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
      expect: { "WM.zone": "secrets", "p1.hero.health": 26 },
    });
  });
});

// w8/edr: definitions only.
const endT = { type: "endTurn" };
// Kobold Librarian: "Battlecry: Draw a card. Deal 2 damage to your hero."
cardCase("LOOT_014", {
  does: "its player draws one card and their own hero takes 2; the enemy hero none",
  p1: { hand: [{ card: "LOOT_014", ref: "K" }], deck: [{ card: WISP, ref: "d" }, { card: WISP, ref: "d2" }] },
  actions: [{ type: "play", card: "K" }],
  check: (r) => {
    expect(r.state.players[0]!.hand).toHaveLength(1);
    expect(r.state.players[0]!.deck).toHaveLength(1);
    expect(r.state.players[0]!.hero.health).toBe(28);
    expect(r.state.players[1]!.hero.health).toBe(30);
  },
});
// Dark Pact: "Destroy a friendly minion. Restore #8 Health to your hero."
cardCase("LOOT_017", {
  does: "destroys the friendly minion chosen and heals its player's hero by 8",
  p1: { hero: { card: "HERO_07", health: 15 }, hand: [{ card: "LOOT_017", ref: "P" }], board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "P", target: "Y" }],
  expect: { "Y.zone": "graveyard", "p1.hero.health": 23 },
});
cardCase("LOOT_017", {
  does: "an enemy minion is no valid target",
  p1: { hand: [{ card: "LOOT_017", ref: "P" }], board: [{ card: YETI, ref: "Y" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "E" }],
  error: "illegal_action",
});
// Barkskin: "Give a minion +3 Health. Gain 3 Armor."
cardCase("LOOT_047", {
  does: "the minion gets +3 Health (Attack unchanged) and its caster's hero 3 Armor",
  p1: { hand: [{ card: "LOOT_047", ref: "B" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "B", target: "E" }],
  expect: { "E.health": 8, "E.attack": 4, "p1.hero.armor": 3, "p2.hero.armor": 0, "E.enchantments.0.card": "LOOT_047e" },
});
// Corrosive Sludge: "Battlecry: Destroy your opponent's weapon."
cardCase("LOOT_122", {
  does: "the opponent's weapon is destroyed, its own player's stays",
  p1: { hand: [{ card: "LOOT_122", ref: "S" }], weapon: { card: "CS2_106", ref: "MW" } },
  p2: { weapon: { card: "CS2_106", ref: "EW" } },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    expect(r.state.players[1]!.weapon).toBeFalsy();
    expect(r.state.players[0]!.weapon?.card).toBe("CS2_106");
  },
});
// Green Jelly: "At the end of your turn, summon a 1/2 Ooze with Taunt."
cardCase("LOOT_131", {
  does: "at the end of its player's turn a 1/2 Taunt Ooze is summoned for its player; not at the opponent's",
  p1: { board: [{ card: "LOOT_131", ref: "J" }], deck: wisps(2) },
  p2: { deck: wisps(2) },
  actions: [endT, endT],
  check: (r) => {
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["LOOT_131", "LOOT_131t1"]);
    expect(r.state.players[0]!.board[1]).toMatchObject({ attack: 1, health: 2 });
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});
// Toothy Chest: "At the start of your turn, set this minion's Attack to 4."
cardCase("LOOT_134", {
  does: "0 Attack until the start of its player's turn, then 4; the opponent's turn start does nothing",
  p1: { board: [{ card: "LOOT_134", ref: "T" }], deck: wisps(2) },
  p2: { deck: wisps(2) },
  actions: [endT],
  expect: { "T.attack": 0 },
});
cardCase("LOOT_134", {
  does: "at its player's turn start its Attack becomes 4 (Health unchanged)",
  p1: { board: [{ card: "LOOT_134", ref: "T" }], deck: wisps(2) },
  p2: { deck: wisps(2) },
  actions: [endT, endT],
  expect: { "T.attack": 4, "T.health": 4 },
});
// Sneaky Devil: "Stealth. Your other minions have +1 Attack."
cardCase("LOOT_136", {
  does: "the other friendly minions have +1 Attack; itself and enemy minions not",
  p1: { board: [{ card: "LOOT_136", ref: "D" }, { card: YETI, ref: "Y" }] },
  p2: { board: [{ card: YETI, ref: "E" }], deck: wisps(1) },
  actions: [endT],
  expect: { "Y.attack": 5, "D.attack": 2, "E.attack": 4 },
});
// Violet Wurm: "Deathrattle: Summon seven 1/1 Grubs."
cardCase("LOOT_153", {
  does: "when it dies its player gets seven 1/1 Grubs (a full board of 7)",
  p1: { board: [{ card: "LOOT_153", ref: "V", health: 1 }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "play", card: "F", target: "V" }],
  check: (r) => {
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(Array(7).fill("LOOT_153t1"));
    expect(r.state.players[0]!.board[0]).toMatchObject({ attack: 1, health: 1 });
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});
// Fungalmancer: "Battlecry: Give adjacent minions +2/+2."
cardCase("LOOT_167", {
  does: "the two minions beside it get +2/+2; the one further away and itself do not",
  p1: { hand: [{ card: "LOOT_167", ref: "F" }], board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }, { card: WISP, ref: "C" }] },
  actions: [{ type: "play", card: "F", position: 2 }],
  expect: { "A.attack": 1, "B.attack": 3, "B.health": 3, "C.attack": 3, "C.health": 3, "F.attack": 2, "F.health": 2 },
});
// Drywhisker Armorer: "Battlecry: For each enemy minion, gain 2 Armor."
cardCase("LOOT_367", {
  does: "2 Armor for each of the three enemy minions (6); friendly minions do not count",
  p1: { hand: [{ card: "LOOT_367", ref: "D" }], board: [{ card: WISP }] },
  p2: { board: [{ card: WISP }, { card: WISP }, { card: YETI }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hero.armor": 6, "p2.hero.armor": 0 },
});
cardCase("LOOT_367", {
  does: "no enemy minion: no Armor",
  p1: { hand: [{ card: "LOOT_367", ref: "D" }], board: [{ card: WISP }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hero.armor": 0 },
});
// Sewer Crawler: "Battlecry: Summon a 2/3 Giant Rat."
cardCase("LOOT_069", {
  does: "a 2/3 Giant Rat is summoned to its right, for its player",
  p1: { hand: [{ card: "LOOT_069", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["LOOT_069", "LOOT_069t"], "p1.board.1.attack": 2, "p1.board.1.health": 3, "p2.board": [] },
});
// Flanking Strike: "Deal $3 damage to a minion. Summon a 3/3 Wolf."
cardCase("LOOT_077", {
  does: "3 damage to the minion chosen, then a 3/3 Wolf for its caster",
  p1: { hand: [{ card: "LOOT_077", ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "F", target: "E" }],
  expect: { "E.health": 2, "p1.board": ["LOOT_077t"], "p1.board.0.attack": 3, "p1.board.0.health": 3 },
});
cardCase("LOOT_077", {
  does: "a hero is no valid target",
  p1: { hand: [{ card: "LOOT_077", ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  error: "illegal_action",
});
// Potion of Heroism: "Give a minion Divine Shield. Draw a card."
cardCase("LOOT_088", {
  does: "the minion gets Divine Shield (the next hit is stopped) and its caster draws a card",
  p1: { hand: [{ card: "LOOT_088", ref: "P" }, { card: "CS2_029", ref: "B" }], board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP, ref: "d" }] },
  actions: [{ type: "play", card: "P", target: "Y" }, { type: "play", card: "B", target: "Y" }],
  expect: { "Y.health": 5, "d.zone": "hand" },
});
// Lone Champion: "Battlecry: If you control no other minions, gain Taunt and Divine Shield."
cardCase("LOOT_124", {
  does: "alone on its side (an enemy minion does not count): it gains Taunt and Divine Shield",
  p1: { hand: [{ card: "LOOT_124", ref: "L" }] },
  p2: { board: [{ card: YETI }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "L.enchantments.0.card": "LOOT_124e" },
  check: (r) => { expect(JSON.stringify(at(r.state, "L"))).toContain("DIVINE_SHIELD"); },
});
cardCase("LOOT_124", {
  does: "with another friendly minion: nothing",
  p1: { hand: [{ card: "LOOT_124", ref: "L" }], board: [{ card: WISP }] },
  actions: [{ type: "play", card: "L" }],
  check: (r) => { expect(at(r.state, "L").enchantments ?? []).toHaveLength(0); },
});
// Boisterous Bard: "Battlecry: Give your other minions +1 Health."
cardCase("LOOT_152", {
  does: "the other friendly minions get +1 Health; itself and enemies not",
  p1: { hand: [{ card: "LOOT_152", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "Y.health": 6, "Y.attack": 4, "B.health": 2, "E.health": 5 },
});
// Shroom Brewer: "Battlecry: Restore #4 Health."
cardCase("LOOT_291", {
  does: "restores 4 Health to the character chosen",
  p1: { hand: [{ card: "LOOT_291", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "E", health: 1 }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.health": 5 },
});
// Benevolent Djinn: "At the end of your turn, restore #3 Health to your hero."
cardCase("LOOT_398", {
  does: "at the end of its player's turn its hero gets 3 Health back; the enemy hero not",
  p1: { hero: { card: "HERO_04", health: 20 }, board: [{ card: "LOOT_398" }], deck: wisps(1) },
  p2: { hero: { card: "HERO_01", health: 20 }, deck: wisps(1) },
  actions: [endT],
  expect: { "p1.hero.health": 23, "p2.hero.health": 20 },
});
// Duskbreaker: "Battlecry: If you're holding a Dragon, deal 3 damage to all other minions."
cardCase("LOOT_410", {
  does: "holding a Dragon: 3 damage to every other minion, both sides; itself untouched",
  p1: { hand: [{ card: "LOOT_410", ref: "D" }, { card: "EX1_043" }], board: [{ card: YETI, ref: "Y" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "Y.health": 2, "E.health": 2, "D.health": 3 },
});
cardCase("LOOT_410", {
  does: "no Dragon in hand: nothing",
  p1: { hand: [{ card: "LOOT_410", ref: "D" }, { card: YETI }], board: [{ card: YETI, ref: "Y" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "Y.health": 5, "E.health": 5 },
});
// Gilded Gargoyle: "Deathrattle: Add a Coin to your hand."
cardCase("LOOT_534", {
  does: "when it dies its owner gets The Coin; the killer's player nothing",
  p1: { board: [{ card: "LOOT_534", ref: "G" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "play", card: "F", target: "G" }],
  check: (r) => {
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(["GAME_005"]);
    expect(r.state.players[1]!.hand).toHaveLength(0);
  },
});
// Cursed Disciple: "Deathrattle: Summon a 5/1 Revenant."
cardCase("LOOT_233", {
  does: "when it dies its owner gets a 5/1 Cursed Revenant; the enemy side nothing",
  p1: { board: [{ card: "LOOT_233", ref: "C" }] },
  p2: { board: [{ card: YETI }] },
  actions: [{ type: "destroy", target: "C" }],
  expect: { "p1.board": ["LOOT_233t"], "p1.board.0.attack": 5, "p1.board.0.health": 1, "p2.board": [YETI] },
});
// Dragonslayer: "Battlecry: Deal 6 damage to a Dragon."
cardCase("LOOT_132", {
  does: "6 damage to the Dragon chosen",
  p1: { hand: [{ card: "LOOT_132", ref: "D" }] },
  p2: { board: [{ card: "EX1_043", ref: "T", health: 8, maxHealth: 8 }] },
  actions: [{ type: "play", card: "D", target: "T" }],
  expect: { "T.health": 2 },
});
cardCase("LOOT_132", {
  does: "a minion that is no Dragon is no valid target",
  p1: { hand: [{ card: "LOOT_132", ref: "D" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "D", target: "E" }],
  error: "illegal_action",
});
cardCase("LOOT_132", {
  does: "with no Dragon in play it is played without a target and deals nothing",
  p1: { hand: [{ card: "LOOT_132", ref: "D" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "D.zone": "board", "E.health": 5, "p2.hero.health": 30 },
});
// Fungal Enchanter: "Battlecry: Restore #2 Health to all friendly characters."
cardCase("LOOT_388", {
  does: "its hero and its minions get 2 Health back; the enemy's not",
  p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "LOOT_388", ref: "F" }], board: [{ card: YETI, ref: "Y", health: 1 }] },
  p2: { hero: { card: "HERO_01", health: 20 }, board: [{ card: YETI, ref: "E", health: 1 }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "p1.hero.health": 22, "Y.health": 3, "p2.hero.health": 20, "E.health": 1 },
});
// Scorp-o-matic: "Battlecry: Destroy a minion with 1 or less Attack."
cardCase("LOOT_111", {
  does: "destroys the chosen minion with 1 Attack",
  p1: { hand: [{ card: "LOOT_111", ref: "S" }] },
  p2: { board: [{ card: "CS2_065", ref: "V" }] },
  actions: [{ type: "play", card: "S", target: "V" }],
  expect: { "V.zone": "graveyard" },
});
cardCase("LOOT_111", {
  does: "a minion with 2 Attack is no valid target",
  p1: { hand: [{ card: "LOOT_111", ref: "S" }] },
  p2: { board: [{ card: "CS2_065", ref: "V", attack: 2 }] },
  actions: [{ type: "play", card: "S", target: "V" }],
  error: "illegal_action",
});
// Crushing Hand: "Deal $8 damage to a minion. Overload: (3)"
cardCase("LOOT_060", {
  does: "8 damage to the minion chosen, and 3 Mana Overloaded",
  p1: { hand: [{ card: "LOOT_060", ref: "C" }] },
  p2: { board: [{ card: "EX1_043", ref: "T", health: 9, maxHealth: 9 }] },
  actions: [{ type: "play", card: "C", target: "T" }],
  expect: { "T.health": 1, "p1.mana.overloadOwed": 3 },
});
cardCase("LOOT_060", {
  does: "a hero is no valid target",
  p1: { hand: [{ card: "LOOT_060", ref: "C" }] },
  actions: [{ type: "play", card: "C", target: "p2.hero" }],
  error: "illegal_action",
});
// Voidlord: "Taunt Deathrattle: Summon three 1/3 Demons with Taunt."
cardCase("LOOT_368", {
  does: "when it dies its owner gets three 1/3 Taunt Voidwalkers",
  p1: { board: [{ card: "LOOT_368", ref: "V" }] },
  actions: [{ type: "destroy", target: "V" }],
  expect: { "p1.board": ["CS2_065", "CS2_065", "CS2_065"], "p1.board.0.attack": 1, "p1.board.0.health": 3, "p2.board": [] },
  check: (r) => { expect(JSON.stringify(r.state.players[0]!.board[2])).toContain("TAUNT"); },
});
// Drygulch Jailor: "Deathrattle: Add 3 Silver Hand Recruits to your hand."
cardCase("LOOT_363", {
  does: "when it dies its owner gets three Silver Hand Recruits in hand; the opponent nothing",
  p1: { board: [{ card: "LOOT_363", ref: "J" }] },
  actions: [{ type: "destroy", target: "J" }],
  check: (r) => {
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(["CS2_101t", "CS2_101t", "CS2_101t"]);
    expect(r.state.players[1]!.hand).toHaveLength(0);
  },
});
// Cavern Shinyfinder: "Battlecry: Draw a weapon from your deck."
cardCase("LOOT_033", {
  does: "draws the weapon from its deck, past the minions",
  p1: { hand: [{ card: "LOOT_033", ref: "C" }], deck: [{ card: WISP, ref: "w1" }, { card: "CS2_106", ref: "AXE" }, { card: WISP, ref: "w2" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "AXE.zone": "hand", "w1.zone": "deck", "w2.zone": "deck" },
});
cardCase("LOOT_033", {
  does: "no weapon in the deck: nothing is drawn",
  p1: { hand: [{ card: "LOOT_033", ref: "C" }], deck: [{ card: WISP, ref: "w1" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "w1.zone": "deck", "p1.hand": [] },
});
// Elven Minstrel: "Combo: Draw 2 minions from your deck."
cardCase("LOOT_211", {
  does: "Combo: draws two minions from its deck, not the spell",
  p1: { hand: [{ card: WISP, ref: "PW" }, { card: "LOOT_211", ref: "E" }], deck: [{ card: YETI, ref: "m1" }, { card: "CS2_029", ref: "s" }, { card: WISP, ref: "m2" }, { card: OGRE, ref: "m3" }] },
  actions: [{ type: "play", card: "PW" }, { type: "play", card: "E" }],
  check: (r) => {
    expect(at(r.state, "s").zone).toBe("deck");
    expect(r.state.players[0]!.hand).toHaveLength(2);
    expect(r.state.players[0]!.hand.every((c) => c.card !== "CS2_029")).toBe(true);
  },
});
cardCase("LOOT_211", {
  does: "as the first card of the turn it draws nothing",
  p1: { hand: [{ card: "LOOT_211", ref: "E" }], deck: [{ card: YETI, ref: "m1" }, { card: WISP, ref: "m2" }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "m1.zone": "deck", "m2.zone": "deck" },
});
// Hooked Reaver: "Battlecry: If you have 15 or less Health, gain +3/+3 and Taunt."
cardCase("LOOT_018", {
  does: "with 15 Health its hero has: it becomes a 7/7 with Taunt",
  p1: { hero: { card: "HERO_07", health: 15 }, hand: [{ card: "LOOT_018", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "R.attack": 7, "R.health": 7, "R.enchantments.0.card": "LOOT_018e" },
  check: (r) => { expect(JSON.stringify(at(r.state, "R"))).toContain("TAUNT"); },
});
cardCase("LOOT_018", {
  does: "with 16 Health (and an enemy hero at 15): nothing",
  p1: { hero: { card: "HERO_07", health: 16 }, hand: [{ card: "LOOT_018", ref: "R" }] },
  p2: { hero: { card: "HERO_01", health: 15 } },
  actions: [{ type: "play", card: "R" }],
  expect: { "R.attack": 4, "R.health": 4 },
  check: (r) => { expect(at(r.state, "R").enchantments ?? []).toHaveLength(0); },
});
// Hoarding Dragon: "Deathrattle: Give your opponent two Coins."
cardCase("LOOT_144", {
  does: "when it dies the opponent gets two Coins; its owner none",
  p1: { board: [{ card: "LOOT_144", ref: "H" }] },
  actions: [{ type: "destroy", target: "H" }],
  check: (r) => {
    expect(r.state.players[1]!.hand.map((c) => c.card)).toEqual(["GAME_005", "GAME_005"]);
    expect(r.state.players[0]!.hand).toHaveLength(0);
  },
});
// Cataclysm: "Destroy all minions. Discard 2 cards."
cardCase("LOOT_417", {
  does: "every minion on both sides is destroyed and two of its caster's three other cards are discarded",
  p1: { hand: [{ card: "LOOT_417", ref: "C" }, { card: WISP }, { card: YETI }, { card: OGRE }], board: [{ card: YETI, ref: "Y" }] },
  p2: { board: [{ card: YETI, ref: "E" }], hand: [{ card: WISP }] },
  actions: [{ type: "play", card: "C" }],
  check: (r) => {
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(at(r.state, "E").zone).toBe("graveyard");
    expect(r.state.players[0]!.hand).toHaveLength(1);
    expect(r.state.players[1]!.hand).toHaveLength(1);
  },
});
// Kobold Apprentice: "Battlecry: Deal 3 damage randomly split among all enemies."
cardCase("LOOT_347", {
  does: "three hits of 1 among the enemies; its own side untouched",
  p1: { hand: [{ card: "LOOT_347", ref: "K" }], board: [{ card: YETI, ref: "Y" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "K" }],
  check: (r) => {
    const e = at(r.state, "E").health as number;
    expect(e + (r.state.players[1]!.hero.health as number)).toBe(5 + 30 - 3);
    expect(at(r.state, "Y").health).toBe(5);
    expect(r.state.players[0]!.hero.health).toBe(30);
  },
});
// Level Up!: "Give your Silver Hand Recruits +2/+2 and Taunt."
cardCase("LOOT_333", {
  does: "its Silver Hand Recruits become 3/3s with Taunt; another minion and the enemy's Recruit not",
  p1: { hand: [{ card: "LOOT_333", ref: "L" }], board: [{ card: "CS2_101t", ref: "R1" }, { card: YETI, ref: "Y" }, { card: "CS2_101t", ref: "R2" }] },
  p2: { board: [{ card: "CS2_101t", ref: "ER" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "R1.attack": 3, "R1.health": 3, "R2.attack": 3, "R2.health": 3, "R2.enchantments.0.card": "LOOT_333e", "Y.attack": 4, "Y.health": 5, "ER.attack": 1, "ER.health": 1 },
  check: (r) => { expect(JSON.stringify(at(r.state, "R1"))).toContain("TAUNT"); },
});
// Gravelsnout Knight: "Battlecry: Summon a random 1-Cost minion for your opponent."
cardCase("LOOT_154", {
  does: "a random 1-Cost minion appears on the opponent's side; its own side only the Knight",
  p1: { hand: [{ card: "LOOT_154", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  check: (r) => {
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["LOOT_154"]);
    expect(r.state.players[1]!.board).toHaveLength(1);
    expect(facts(r.state.players[1]!.board[0]!.card).cost).toBe(1);
  },
});
// Hungry Ettin: "Taunt Battlecry: Summon a random 2-Cost minion for your opponent."
cardCase("LOOT_383", {
  does: "a random 2-Cost minion appears on the opponent's side",
  p1: { hand: [{ card: "LOOT_383", ref: "H" }] },
  actions: [{ type: "play", card: "H" }],
  check: (r) => {
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["LOOT_383"]);
    expect(r.state.players[1]!.board).toHaveLength(1);
    expect(facts(r.state.players[1]!.board[0]!.card).cost).toBe(2);
  },
});
// Shrieking Shroom: "At the end of your turn, summon a random 1-Cost minion."
cardCase("LOOT_394", {
  does: "at the end of its player's turn a random 1-Cost minion joins it; not at the end of the opponent's",
  p1: { board: [{ card: "LOOT_394" }], deck: wisps(2) },
  p2: { deck: wisps(2) },
  actions: [endT],
  check: (r) => {
    expect(r.state.players[0]!.board).toHaveLength(2);
    expect(facts(r.state.players[0]!.board[1]!.card).cost).toBe(1);
    const again = next(r.state, [endT]);
    expect(again.state.players[0]!.board).toHaveLength(2);
    expect(again.state.players[1]!.board).toHaveLength(0);
  },
});
// Greedy Sprite: "Deathrattle: Gain an empty Mana Crystal."
cardCase("LOOT_351", {
  does: "when it dies its owner gains one empty Mana Crystal; the opponent none",
  p1: { mana: { crystals: 5, used: 5 }, board: [{ card: "LOOT_351", ref: "G" }] },
  p2: { mana: { crystals: 5, used: 0 } },
  actions: [{ type: "destroy", target: "G" }],
  expect: { "p1.mana.crystals": 6, "p1.mana.used": 6, "p2.mana.crystals": 5 },
});
// Aluneth: "At the end of your turn, draw 3 cards."
cardCase("LOOT_108", {
  does: "at the end of its player's turn 3 cards are drawn; the opponent draws only its turn's card",
  p1: { weapon: { card: "LOOT_108" }, deck: wisps(5) },
  p2: { deck: wisps(5) },
  actions: [endT],
  check: (r) => {
    expect(r.state.players[0]!.hand).toHaveLength(3);
    expect(r.state.players[1]!.hand).toHaveLength(1);
  },
});
// Cave Hydra: "Also damages the minions next to whomever this attacks."
cardCase("LOOT_078", {
  does: "attacking the middle of three minions, its neighbours take 2 too; the one further away not",
  p1: { board: [{ card: "LOOT_078", ref: "H" }] },
  p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }, { card: YETI, ref: "D" }] },
  actions: [{ type: "attack", attacker: "H", defender: "B" }],
  expect: { "A.health": 3, "B.health": 3, "C.health": 3, "D.health": 5 },
});
cardCase("LOOT_078", {
  does: "attacking the hero hits no minion",
  p1: { board: [{ card: "LOOT_078", ref: "H" }] },
  p2: { board: [{ card: YETI, ref: "A" }] },
  actions: [{ type: "attack", attacker: "H", defender: "p2.hero" }],
  expect: { "A.health": 5, "p2.hero.health": 28 },
});
// Crushing Walls: "Destroy your opponent's left and right-most minions."
cardCase("LOOT_522", {
  does: "the enemy's two outer minions are destroyed; the middle one and its caster's minions stay",
  p1: { hand: [{ card: "LOOT_522", ref: "W" }], board: [{ card: YETI, ref: "F1" }, { card: YETI, ref: "F2" }] },
  p2: { board: [{ card: YETI, ref: "L" }, { card: OGRE, ref: "M" }, { card: WISP, ref: "R" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "L.zone": "graveyard", "R.zone": "graveyard", "M.zone": "board", "F1.zone": "board", "F2.zone": "board" },
});
cardCase("LOOT_522", {
  does: "a lone enemy minion is both ends: it is destroyed",
  p1: { hand: [{ card: "LOOT_522", ref: "W" }] },
  p2: { board: [{ card: OGRE, ref: "M" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "M.zone": "graveyard" },
});
// Void Ripper: "Battlecry: Swap the Attack and Health of all other minions."
cardCase("LOOT_529", {
  does: "every other minion, both sides, has its Attack and Health swapped; the Ripper itself stays 3/3",
  p1: { hand: [{ card: "LOOT_529", ref: "V" }], board: [{ card: YETI, ref: "Y" }] },
  p2: { board: [{ card: OGRE, ref: "O" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "Y.attack": 5, "Y.health": 4, "O.attack": 7, "O.health": 6, "V.attack": 3, "V.health": 3, "Y.enchantments.0.card": "LOOT_529e" },
});
// Twig of the World Tree: "Deathrattle: Refresh your Mana Crystals."
cardCase("LOOT_392", {
  does: "when it breaks its hero's spent Mana Crystals are refilled; the opponent's not",
  p1: { mana: { crystals: 10, used: 7 }, weapon: { card: "LOOT_392", ref: "T", durability: 1 } },
  p2: { mana: { crystals: 10, used: 4 } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "T.zone": "graveyard", "p1.mana.used": 0, "p2.mana.used": 4, "p2.hero.health": 29 },
});
// Candleshot: "Your hero is Immune while attacking."
cardCase("LOOT_222", {
  does: "its hero attacks a 4/5 and takes no damage; the minion takes 1",
  p1: { weapon: { card: "LOOT_222", ref: "C" } },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
  expect: { "p1.hero.health": 30, "Y.health": 4, "C.durability": 2 },
});
cardCase("LOOT_222", {
  does: "only while attacking: attacked on the opponent's turn its hero takes damage",
  state: OPPONENTS_TURN,
  p1: { weapon: { card: "LOOT_222" } },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
  expect: { "p1.hero.health": 26 },
});
// Kobold Monk: "Your hero is Elusive."
cardCase("LOOT_382", {
  does: "the opponent's spell cannot target its hero",
  state: OPPONENTS_TURN,
  p1: { board: [{ card: "LOOT_382" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p1.hero" }],
  error: "illegal_action",
});
cardCase("LOOT_382", {
  does: "a Battlecry can still target its hero, and the enemy hero is not Elusive",
  state: OPPONENTS_TURN,
  p1: { board: [{ card: "LOOT_382" }] },
  p2: { hand: [{ card: "CS2_189", ref: "A" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "A", target: "p1.hero" }, { type: "play", card: "F", target: "p2.hero" }],
  expect: { "p1.hero.health": 29, "p2.hero.health": 24 },
});
// Kobold Barbarian: "At the start of your turn, attack a random enemy."
cardCase("LOOT_041", {
  does: "as its player's turn starts it attacks one enemy, the minion or the hero",
  state: OPPONENTS_TURN,
  p1: { board: [{ card: "LOOT_041", ref: "K" }], deck: wisps(2) },
  p2: { board: [{ card: OGRE, ref: "O" }], deck: wisps(2) },
  actions: [endT],
  check: (r) => {
    const hitOgre = at(r.state, "O").health === 3;
    const hitHero = r.state.players[1]!.hero.health === 26;
    expect(hitOgre !== hitHero).toBe(true);
    expect(events(r, "attack").length).toBe(1);
  },
});
cardCase("LOOT_041", {
  does: "not as the opponent's turn starts",
  p1: { board: [{ card: "LOOT_041", ref: "K" }], deck: wisps(2) },
  p2: { board: [{ card: OGRE, ref: "O" }], deck: wisps(2) },
  actions: [endT],
  expect: { "O.health": 7, "p2.hero.health": 30, "K.health": 4 },
});
// Furbolg Mossbinder: "Battlecry: Transform a friendly minion into a 6/6 Elemental."
cardCase("LOOT_150", {
  does: "the friendly minion chosen becomes a 6/6 Moss Elemental",
  p1: { hand: [{ card: "LOOT_150", ref: "F" }], board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "F", target: "W" }],
  expect: { "p1.board": ["LOOT_150t1", "LOOT_150"], "p1.board.0.attack": 6, "p1.board.0.health": 6 },
});
cardCase("LOOT_150", {
  does: "an enemy minion is no valid target",
  p1: { hand: [{ card: "LOOT_150", ref: "F" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "F", target: "E" }],
  error: "illegal_action",
});
// Ebon Dragonsmith: "Battlecry: Reduce the Cost of a random weapon in your hand by (2)."
cardCase("LOOT_118", {
  does: "the weapon in its hand costs (2) less; the minion in hand not",
  p1: { hand: [{ card: "LOOT_118", ref: "E" }, { card: "CS2_106", ref: "AX" }, { card: YETI, ref: "Y" }] },
  p2: { hand: [{ card: "CS2_106", ref: "EAX" }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "AX.cost": 0, "Y.cost": 4, "EAX.cost": 2, "AX.enchantments.0.card": "LOOT_118e" },
});
// Corridor Creeper: "Costs (1) less whenever a minion dies while this is in your hand."
cardCase("LOOT_149", {
  does: "in hand it costs (1) less for each minion that dies, either side",
  p1: { hand: [{ card: "LOOT_149", ref: "C" }], board: [{ card: WISP, ref: "W" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "E" }],
  expect: { "C.cost": 5 },
});
cardCase("LOOT_149", {
  does: "in play it does not get cheaper (its Cost stays 7)",
  p1: { board: [{ card: "LOOT_149", ref: "C" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "destroy", target: "W" }],
  check: (r) => { expect(at(r.state, "C").enchantments ?? []).toHaveLength(0); },
});
// Primal Talismans: 'Give your minions "Deathrattle: Summon a random basic Totem."'
cardCase("LOOT_344", {
  does: "its minions get the Deathrattle: one dying leaves a basic Totem; an enemy minion dying leaves none",
  p1: { hand: [{ card: "LOOT_344", ref: "P" }], board: [{ card: WISP, ref: "W" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "P" }, { type: "destroy", target: "W" }, { type: "destroy", target: "E" }],
  check: (r) => {
    expect(r.state.players[0]!.board).toHaveLength(1);
    expect(["NEW1_009", "CS2_050", "CS2_051", "CS2_052"]).toContain(r.state.players[0]!.board[0]!.card);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});
// Evasion: "Secret: After your hero takes damage, become Immune this turn."
cardCase("LOOT_214", {
  does: "the first hit on its hero lands, then its hero is Immune for the rest of the turn",
  state: OPPONENTS_TURN,
  p1: { secrets: [{ card: "LOOT_214", ref: "EV" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F1" }, { card: "CS2_062", ref: "HF" }] },
  actions: [{ type: "play", card: "F1", target: "p1.hero" }, { type: "play", card: "HF" }],
  expect: { "p1.hero.health": 24, "p2.hero.health": 27, "EV.zone": "graveyard" },
});
cardCase("LOOT_214", {
  does: "damage to a friendly minion does not set it off",
  state: OPPONENTS_TURN,
  p1: { secrets: [{ card: "LOOT_214", ref: "EV" }], board: [{ card: YETI, ref: "Y" }] },
  p2: { hand: [{ card: "CS2_024", ref: "F1" }] },
  actions: [{ type: "play", card: "F1", target: "Y" }],
  expect: { "EV.zone": "secrets", "Y.health": 2 },
});
cardCase("LOOT_214", {
  does: "the Immune lasts this turn only: next turn its hero takes damage again",
  state: OPPONENTS_TURN,
  p1: { secrets: [{ card: "LOOT_214" }], deck: wisps(2) },
  p2: { hand: [{ card: "CS2_029", ref: "F1" }], deck: wisps(2), weapon: { card: "CS2_106" } },
  actions: [{ type: "play", card: "F1", target: "p1.hero" }, endT, endT, { type: "attack", attacker: "p2.hero", defender: "p1.hero" }],
  expect: { "p1.hero.health": 21 },
});
// Psionic Probe: "Copy a spell in your opponent's deck and add it to your hand."
cardCase("LOOT_353", {
  does: "a copy of the spell in the opponent's deck comes to its caster's hand (never the minions); the opponent's deck keeps it",
  p1: { hand: [{ card: "LOOT_353", ref: "P" }] },
  p2: { deck: [{ card: YETI }, { card: "CS2_029", ref: "FB" }, { card: OGRE }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.hand": ["CS2_029"], "FB.zone": "deck", "p2.deck.length": 3 },
});
cardCase("LOOT_353", {
  does: "no spell in the opponent's deck: nothing",
  p1: { hand: [{ card: "LOOT_353", ref: "P" }] },
  p2: { deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.hand": [] },
});
// Skull of the Man'ari: "At the start of your turn, summon a Demon from your hand."
cardCase("LOOT_420", {
  does: "as its hero's turn starts the Demon in hand is summoned; the other minion stays in hand",
  state: OPPONENTS_TURN,
  p1: { weapon: { card: "LOOT_420" }, hand: [{ card: YETI, ref: "Y" }, { card: "CS2_065", ref: "V" }], deck: wisps(2) },
  p2: { deck: wisps(2) },
  actions: [endT],
  expect: { "V.zone": "board", "Y.zone": "hand", "p1.board": ["CS2_065"] },
});
cardCase("LOOT_420", {
  does: "not as the opponent's turn starts (the opponent's Demon stays in hand)",
  p1: { weapon: { card: "LOOT_420" }, hand: [{ card: "CS2_065", ref: "V" }], deck: wisps(2) },
  p2: { hand: [{ card: "CS2_065", ref: "EV" }], deck: wisps(2) },
  actions: [endT],
  expect: { "V.zone": "hand", "EV.zone": "hand", "p1.board": [], "p2.board": [] },
});
// Kobold Hermit: "Battlecry: Choose a basic Totem. Summon it."
cardCase("LOOT_062", {
  does: "the Totem chosen (the second, Searing Totem) is summoned beside it",
  choices: [1],
  p1: { hand: [{ card: "LOOT_062", ref: "K" }] },
  actions: [{ type: "play", card: "K" }],
  expect: { "p1.board": ["LOOT_062", "CS2_050"], "events.choose": 1, "p2.board": [] },
});
cardCase("LOOT_062", {
  does: "the fourth choice is Wrath of Air Totem",
  choices: [3],
  p1: { hand: [{ card: "LOOT_062", ref: "K" }] },
  actions: [{ type: "play", card: "K" }],
  expect: { "p1.board": ["LOOT_062", "CS2_052"] },
});
// Grumble, Worldshaker: "Battlecry: Return your other minions to your hand. They cost (1)."
cardCase("LOOT_358", {
  does: "its other minions go back to its hand costing (1); Grumble stays; the enemy's minion stays",
  p1: { hand: [{ card: "LOOT_358", ref: "G" }], board: [{ card: YETI, ref: "Y" }, { card: OGRE, ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.board": ["LOOT_358"], "Y.zone": "hand", "O.zone": "hand", "Y.cost": 1, "O.cost": 1, "E.zone": "board", "O.enchantments.0.card": "LOOT_358e" },
});
// Astral Tiger: "Deathrattle: Shuffle a copy of this minion into your deck."
cardCase("LOOT_056", {
  does: "when it dies a new Astral Tiger goes into its owner's deck, not the opponent's",
  p1: { board: [{ card: "LOOT_056", ref: "T", attack: 9 }], deck: [{ card: WISP }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "destroy", target: "T" }],
  check: (r) => {
    expect(r.state.players[0]!.deck.map((c) => c.card).sort()).toEqual(["CS2_231", "LOOT_056"]);
    expect(r.state.players[1]!.deck.map((c) => c.card)).toEqual(["CS2_231"]);
    expect(r.state.players[0]!.board).toHaveLength(0);
  },
});
// Fal'dorei Strider: "Battlecry: Shuffle 3 Ambushes into your deck. When drawn, summon a 4/4 Spider."
cardCase("LOOT_026", {
  does: "three Spider Ambush! cards go into its player's deck (not the opponent's); no Spider yet",
  p1: { hand: [{ card: "LOOT_026", ref: "F" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "p1.deck.length": 4, "p2.deck.length": 0, "p1.board": ["LOOT_026"] },
  check: (r) => expect(r.state.players[0]!.deck.filter((c) => c.card === "LOOT_026e").length).toBe(3),
});
cardCase("LOOT_026", {
  does: "an Ambush drawn casts itself: a 4/4 Leyline Spider for its owner, then the next card is drawn",
  p1: { deck: [{ card: "LOOT_026e", ref: "A" }, { card: WISP, ref: "next" }] },
  actions: [{ type: "draw", player: 1 }],
  expect: { "p1.board": ["LOOT_026t"], "p1.board.0.attack": 4, "p1.board.0.health": 4, "p2.board": [], "A.zone": "graveyard", "next.zone": "hand", "p1.hand.length": 1 },
});
// Deck of Wonders: "Shuffle 5 Scrolls into your deck. When drawn, cast a random spell."
cardCase("LOOT_106", {
  does: "five Scrolls of Wonder go into its caster's deck (not the opponent's); nothing is cast yet",
  p1: { hand: [{ card: "LOOT_106", ref: "D" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.deck.length": 6, "p2.deck.length": 0 },
  check: (r) => expect(r.state.players[0]!.deck.filter((c) => c.card === "LOOT_106t").length).toBe(5),
});
cardCase("LOOT_106", {
  does: "a Scroll drawn casts itself: a random spell, made by the Scroll, is cast for its owner, then the next card is drawn",
  p1: { deck: [{ card: "LOOT_106t", ref: "S" }, { card: WISP, ref: "next" }] },
  p2: { board: [{ card: YETI }] },
  actions: [{ type: "draw", player: 1 }],
  expect: { "S.zone": "graveyard", "next.zone": "hand" },
  check: (r) => {
    const scroll = at(r.state, "S").id;
    const p = r.state.players[0]!;
    const made = [...p.graveyard, ...p.secrets].filter((c) => (c.tags as Record<string, number> | undefined)?.CREATOR === scroll);
    expect(made).toHaveLength(1);
    expect(facts(made[0]!.card).type).toBe("SPELL");
  },
});
// Windshear Stormcaller: "Battlecry: If you control all 4 basic Totems, summon Al'Akir the Windlord."
const TOTEMS = ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"];
cardCase("LOOT_518", {
  does: "with all four basic Totems on its side, Al'Akir the Windlord is summoned",
  p1: { hand: [{ card: "LOOT_518", ref: "W" }], board: TOTEMS.map((card) => ({ card })) },
  actions: [{ type: "play", card: "W" }],
  check: (r) => expect(r.state.players[0]!.board.map((m) => m.card)).toEqual([...TOTEMS, "LOOT_518", "NEW1_010"]),
});
cardCase("LOOT_518", {
  does: "three of them, the fourth on the enemy side: no Al'Akir",
  p1: { hand: [{ card: "LOOT_518", ref: "W" }], board: TOTEMS.slice(0, 3).map((card) => ({ card })) },
  p2: { board: [{ card: "CS2_052" }] },
  actions: [{ type: "play", card: "W" }],
  check: (r) => {
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual([...TOTEMS.slice(0, 3), "LOOT_518"]);
    expect(r.state.players[1]!.board.map((m) => m.card)).toEqual(["CS2_052"]);
  },
});
