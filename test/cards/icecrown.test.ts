/**
 * Behaviour tests of Knights of the Frozen Throne (ICECROWN) cards. Secrets are owned by player 1 and tested on player
 * 2's turn, with a case showing what does not set them off.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, player, request, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const MOONFIRE = "CS2_008";
const OPPONENTS_TURN = { activePlayer: 2 };
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

describe("Knights of the Frozen Throne", () => {
  describeCard("ICC_808", () => {
    cardCase("ICC_808", {
      does: "after you summon a minion it gains +1 Health (not Attack); Mirror Image's two give +2",
      p1: { board: [{ card: "ICC_808", ref: "CL" }], hand: [{ card: WISP, ref: "W" }, { card: "CS2_027", ref: "MI" }] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "MI" }],
      expect: { "CL.attack": 1, "CL.health": 9, "CL.maxHealth": 9 },
    });
    cardCase("ICC_808", {
      does: "the opponent's summons, and its own arrival, give nothing",
      p1: { hand: [{ card: "ICC_808", ref: "CL" }] },
      actions: [{ type: "play", card: "CL" }, { type: "summon", card: WISP, player: 2 }],
      expect: { "CL.health": 6, "p2.board": [WISP] },
    });
    cardCase("ICC_808", {
      does: "3.4 例如: Icy Touch kills your 1-Health Crypt Lord; the Water Elemental it summons does not trigger the mortally wounded Lord",
      p1: { heroPower: { card: "ICC_833h" }, board: [{ card: "ICC_808", ref: "CL", health: 1 }] },
      actions: [{ type: "heroPower", target: "CL" }],
      expect: { "CL.zone": "graveyard", "p1.board": ["CS2_033"] },
      check: (r) => expect(events(r, "summon")).toHaveLength(1),
    });
    cardCase("ICC_808", {
      does: "Taunt: an enemy minion cannot attack your hero past it",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "ICC_808", ref: "CL" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("ICC_039", () => {
    cardCase("ICC_039", {
      does: "an enemy minion becomes 3/3; the one beside it and the heroes are untouched",
      p1: { hand: [{ card: "ICC_039", ref: "DC" }] },
      p2: { board: [{ card: YETI, ref: "Y" }, { card: YETI, ref: "Y2" }] },
      actions: [{ type: "play", card: "DC", target: "Y" }],
      expect: { "Y.attack": 3, "Y.health": 3, "Y.maxHealth": 3, "Y2.attack": 4, "Y2.health": 5, "events.damage": 0 },
    });
    cardCase("ICC_039", {
      does: "a damaged, buffed friendly minion is set to 3/3 too (damage cleared, buffs overridden)",
      p1: { board: [{ card: YETI, ref: "F", attack: 10, health: 2, maxHealth: 10 }], hand: [{ card: "ICC_039", ref: "DC" }] },
      actions: [{ type: "play", card: "DC", target: "F" }],
      expect: { "F.attack": 3, "F.health": 3, "F.maxHealth": 3 },
    });
    cardCase("ICC_039", {
      does: "1.3: an aura still applies after it (Stormwind Champion: 4/4)",
      p1: { hand: [{ card: "ICC_039", ref: "DC" }] },
      p2: { board: [{ card: "CS2_222" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "DC", target: "Y" }],
      expect: { "Y.attack": 4, "Y.health": 4 },
    });
    cardCase("ICC_039", {
      does: "it cannot target a hero",
      p1: { hand: [{ card: "ICC_039", ref: "DC" }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "DC", target: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("ICC_039", {
      does: "with no minion in play it cannot be cast",
      p1: { hand: [{ card: "ICC_039", ref: "DC" }] },
      actions: [{ type: "play", card: "DC" }],
      error: "illegal_action",
    });
  });

  describeCard("ICC_901", () => {
    it("Ragnaros fires twice at the end of your turn", () => {
      const r = run(request([player({ board: [{ card: "ICC_901" }, { card: "EX1_298" }] }), player({ deck: [{ card: "CS2_231" }] })], [{ type: "endTurn" }]));
      expect(r.state.players[1].hero.health).toBe(14);
    });

    it("a silenced Enchanter doubles nothing", () => {
      const r = run(request([
        player({ board: [{ card: "ICC_901", ref: "DE" }, { card: "EX1_298" }], hand: [{ card: "EX1_332", ref: "S" }] }),
        player({ deck: [{ card: "CS2_231" }] }),
      ], [{ type: "play", card: "S", target: "DE" }, { type: "endTurn" }]));
      expect(r.state.players[1].hero.health).toBe(22);
    });
    cardCase("ICC_901", {
      does: "each of your end-of-turn effects twice: Imp Master takes 2 and summons two Imps",
      p1: { board: [{ card: "ICC_901", ref: "DE" }, { card: "EX1_597", ref: "IM" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "IM.health": 3, "p1.board": ["ICC_901", "EX1_597", "EX1_598", "EX1_598"] },
    });
    cardCase("ICC_901", {
      does: "the opponent's end-of-turn effects are not doubled",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "ICC_901", ref: "DE" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: "EX1_597", ref: "IM" }] },
      actions: [{ type: "endTurn" }],
      expect: { "IM.health": 4, "p2.board": ["EX1_597", "EX1_598"] },
    });
  });

  describeCard("ICC_082", () => {
    it("Frozen Clone adds two copies of the played minion to its owner's hand", () => {
      const r = run(request([player({ hand: [{ card: "CS2_182", ref: "Y" }] }), player({ secrets: [{ card: "ICC_082", ref: "FC" }] })], [{ type: "play", card: "Y" }]));
      expect(cards(r.state.players[1].hand)).toEqual(["CS2_182", "CS2_182"]);
      expect(at(r.state, "FC").zone).toBe("graveyard");
    });
    it("3.4 例如: with ten cards in hand Frozen Clone stays hidden", () => {
      const r = run(request([player({ hand: [{ card: "CS2_182", ref: "Y" }] }), player({ hand: wisps(10), secrets: [{ card: "ICC_082", ref: "FC" }] })], [{ type: "play", card: "Y" }]));
      expect(at(r.state, "FC").zone).toBe("secrets");
      expect(r.state.players[1].hand).toHaveLength(10);
    });
    it("2.2 例外: Frozen Clone still triggers when the played minion left play before the finish phase", () => {
      const suicide = { id: "T_SUICIDE_2", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "destroy", to: "self" }] };
      const r = run(request([player({ hand: [{ card: "T_SUICIDE_2", ref: "X" }] }), player({ secrets: [{ card: "ICC_082", ref: "FC" }, { card: "EX1_294", ref: "ME" }] })],
        [{ type: "play", card: "X" }], { cards: [suicide] }));
      expect(cards(r.state.players[1].hand)).toEqual(["T_SUICIDE_2", "T_SUICIDE_2"]);
      expect(at(r.state, "ME").zone).toBe("secrets"); // Mirror Entity needs the minion in play
    });
    cardCase("ICC_082", {
      does: "a spell, or your own minion on your turn, does not set it off",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "ICC_082", ref: "FC" }] },
      p2: { hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p1.hero" }],
      expect: { "FC.zone": "secrets", "p1.hand.length": 0 },
    });
    cardCase("ICC_082", {
      does: "the two copies go to the Secret's owner, fresh (the minion's buffs are not copied); the opponent keeps the minion",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "ICC_082", ref: "FC" }] },
      p2: { board: [{ card: "CS2_222" }], hand: [{ card: "EX1_015", ref: "N" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "p1.hand": ["EX1_015", "EX1_015"], "p1.hand.0.attack": 1, "p1.hand.1.health": 1, "N.attack": 2, "p2.board": ["CS2_222", "EX1_015"], "p2.hand": [WISP] },
    });
  });

  describeCard("ICC_218", () => {
    it("Howlfiend discards a random card each time it takes damage", () => {
      const r = run(request([
        player({ board: [{ card: "ICC_218", ref: "H" }], hand: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }, { card: "CS2_231", ref: "C" }] }),
        player(),
      ], [{ type: "damage", target: "H", amount: 1 }, { type: "damage", target: "H", amount: 1 }]));
      expect(events(r, "discard")).toHaveLength(2);
      expect(r.state.players[0].hand).toHaveLength(1);
      expect(r.state.players[0].graveyard).toHaveLength(2);
    });
    cardCase("ICC_218", {
      does: "one mass hit is one discard, from its controller's hand (not the opponent's)",
      p1: { board: [{ card: "ICC_218", ref: "H" }], hand: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }] },
      p2: { hand: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "cast", card: "CS2_032", player: 2 }],
      expect: { "p1.hand.length": 1, "p2.hand.length": 2, "events.discard": 1 },
    });
    cardCase("ICC_218", {
      does: "damage to another minion discards nothing",
      p1: { board: [{ card: "ICC_218", ref: "H" }, { card: YETI, ref: "Y" }], hand: [{ card: WISP, ref: "A" }] },
      actions: [{ type: "damage", target: "Y", amount: 1 }],
      expect: { "A.zone": "hand", "events.discard": 0 },
    });
    cardCase("ICC_218", {
      does: "with an empty hand its damage discards nothing",
      p1: { board: [{ card: "ICC_218", ref: "H" }] },
      actions: [{ type: "damage", target: "H", amount: 1 }],
      expect: { "H.health": 5, "events.discard": 0 },
    });
  });

  describeCard("ICC_068", () => {
    it("your Hero Power also freezes its target", () => {
      const r = run(request([player({ board: [{ card: "ICC_068" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })], [{ type: "heroPower", target: "Y" }]));
      expect(at(r.state, "Y")).toMatchObject({ health: 4, tags: { FROZEN: 1 } });
    });

    it("a Hero Power without a target freezes nothing", () => {
      const r = run(request([player({ hero: { card: "HERO_01" }, board: [{ card: "ICC_068" }] }), player()], [{ type: "heroPower" }]));
      expect(r.state.players[0].hero.armor).toBe(2);
      expect(r.state.players[0].hero.tags?.FROZEN).toBeUndefined();
    });
    cardCase("ICC_068", {
      does: "an enemy hero targeted by your Hero Power is Frozen too",
      p1: { board: [{ card: "ICC_068", ref: "IW" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 29, "p2.hero.tags.FROZEN": 1 },
    });
    cardCase("ICC_068", {
      does: "a spell's target is not Frozen",
      p1: { board: [{ card: "ICC_068", ref: "IW" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "Y" }],
      expect: { "Y.health": 4, "Y.tags.FROZEN": undefined },
    });
    cardCase("ICC_068", {
      does: "the opponent's Hero Power does not freeze",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "ICC_068", ref: "IW" }, { card: YETI, ref: "Y" }] },
      p2: { hero: { card: "HERO_08" } },
      actions: [{ type: "heroPower", target: "Y" }],
      expect: { "Y.health": 4, "Y.tags.FROZEN": undefined },
    });
  });
});

/** Session 8 (w8/wild-c): the Frozen Throne cards whose mechanisms existed. */
describe("Knights of the Frozen Throne (session 8)", () => {
  const FIREBALL = "CS2_029";
  const OGRE = "CS2_200"; // 6/7
  const GRUNT = "CS2_121"; // 2/2 Taunt
  const MURLOC = "CS2_168";
  const AXE = "CS2_106"; // 3/2
  const EGG = "FP1_007"; // Nerubian Egg, Deathrattle
  const LEPER = "EX1_029"; // Leper Gnome, Deathrattle: 2 damage to the enemy hero
  const kill = (ref: string) => ({ type: "play", card: "FB", target: ref });
  const FB = { card: FIREBALL, ref: "FB" };
  cardCase("ICC_419", {
    does: "Elusive: no spell can target it",
    p1: { hand: [FB] },
    p2: { board: [{ card: "ICC_419", ref: "B" }] },
    actions: [kill("B")],
    error: "illegal_action",
  });
  cardCase("ICC_088", {
    does: "Freezes the character it damages",
    p1: { board: [{ card: "ICC_088", ref: "H" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "attack", attacker: "H", defender: "O" }],
    expect: { "O.seen.FROZEN": 1, "O.health": 5 },
  });
  cardCase("ICC_051", {
    does: "first choice: a 1/2 Poisonous",
    p1: { hand: [{ card: "ICC_051", ref: "D" }] },
    actions: [{ type: "play", card: "D", choose: 1 }],
    expect: { "p1.board": ["ICC_051t"] },
  });
  cardCase("ICC_051", {
    does: "second choice: a 1/5 Taunt",
    p1: { hand: [{ card: "ICC_051", ref: "D" }] },
    actions: [{ type: "play", card: "D", choose: 2 }],
    expect: { "p1.board": ["ICC_051t2"], "p1.board.0.health": 5 },
  });
  cardCase("ICC_051", {
    does: "both (Fandral Staghelm): the 1/5 Poisonous Taunt",
    p1: { hand: [{ card: "ICC_051", ref: "D" }], board: [{ card: "OG_044" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.board": ["OG_044", "ICC_051t3"] },
  });
  cardCase("ICC_079", {
    does: "+3 Attack this turn and 3 Armor",
    p1: { hand: [{ card: "ICC_079", ref: "G" }] },
    actions: [{ type: "play", card: "G" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p2.hero.health": 27, "p1.hero.armor": 3 },
  });
  cardCase("ICC_079", {
    does: "the Attack is gone next turn",
    p1: { hand: [{ card: "ICC_079", ref: "G" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
    expect: { "p1.hero.attack": 0 },
  });
  cardCase("ICC_807", {
    does: "its owner's Taunt minions get +2/+2, others not",
    p1: { hand: [{ card: "ICC_807", ref: "S" }], board: [{ card: GRUNT, ref: "G" }, { card: YETI, ref: "Y" }] },
    p2: { board: [{ card: GRUNT, ref: "E" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "G.attack": 4, "G.health": 4, "Y.attack": 4, "E.attack": 2 },
  });
  cardCase("ICC_085", {
    does: "5 damage, 5 cards, 5 Armor, a 5/5 Ghoul",
    p1: { hand: [{ card: "ICC_085", ref: "U" }], deck: wisps(6) },
    actions: [{ type: "play", card: "U", target: "p2.hero" }],
    expect: { "p2.hero.health": 25, "p1.hand.length": 5, "p1.hero.armor": 5, "p1.board": ["ICC_085t"] },
  });
  cardCase("ICC_050", {
    does: "two 1/2 Poisonous Spiders",
    p1: { hand: [{ card: "ICC_050", ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.board": ["ICC_832t3", "ICC_832t3"] },
  });
  cardCase("ICC_243", {
    does: "its owner's Deathrattle cards cost (2) less, others not",
    p1: { board: [{ card: "ICC_243" }], hand: [{ card: EGG, ref: "E" }, { card: LEPER, ref: "L" }, { card: YETI, ref: "Y" }] },
    p2: { hand: [{ card: EGG, ref: "X" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "E.cost": 0, "L.cost": 0, "Y.cost": 4, "X.cost": 2 },
  });
  cardCase("ICC_021", {
    does: "Deathrattle: 2 damage to each enemy minion",
    p1: { hand: [FB], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: "ICC_021", ref: "B" }, { card: YETI, ref: "Z" }] },
    actions: [kill("B")],
    expect: { "Y.health": 3, "Z.health": 5 },
  });
  cardCase("ICC_052", {
    does: "the friendly minion's Deathrattle resolves; it stays",
    p1: { hand: [{ card: "ICC_052", ref: "P" }], board: [{ card: LEPER, ref: "L" }] },
    actions: [{ type: "play", card: "P", target: "L" }],
    expect: { "p2.hero.health": 28, "L.zone": "board" },
  });
  cardCase("ICC_052", {
    does: "a minion without Deathrattle is no valid target",
    p1: { hand: [{ card: "ICC_052", ref: "P" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("ICC_049", {
    does: "2 damage; the survivor gets Poisonous",
    p1: { hand: [{ card: "ICC_049", ref: "T" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "T", target: "Y" }],
    expect: { "Y.health": 3, "Y.seen.POISONOUS": 1 },
  });
  cardCase("ICC_049", {
    does: "a minion it kills gets nothing",
    p1: { hand: [{ card: "ICC_049", ref: "T" }] },
    p2: { board: [{ card: GRUNT, ref: "G" }] },
    actions: [{ type: "play", card: "T", target: "G" }],
    expect: { "G.zone": "graveyard", "G.seen.POISONOUS": undefined },
  });
  cardCase("ICC_836", {
    does: "2 damage to the enemy minion and Freezes it",
    p1: { hand: [{ card: "ICC_836", ref: "B" }], board: [{ card: YETI, ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "Y.health": 3, "Y.seen.FROZEN": 1, "F.health": 5 },
  });
  cardCase("ICC_252", {
    does: "draws when an enemy is Frozen",
    p1: { hand: [{ card: "ICC_252", ref: "C" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, tags: { FROZEN: 1 } }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.hand": [WISP] },
  });
  cardCase("ICC_252", {
    does: "no draw without a Frozen enemy",
    p1: { hand: [{ card: "ICC_252", ref: "C" }], deck: [{ card: WISP }], board: [{ card: YETI, tags: { FROZEN: 1 } }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.hand": [] },
  });
  cardCase("ICC_083", {
    does: "the opponent's spells cost (1) more, its owner's not",
    p1: { board: [{ card: "ICC_083" }], hand: [{ card: FIREBALL, ref: "M" }] },
    p2: { hand: [{ card: FIREBALL, ref: "T" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "T.cost": 5, "M.cost": 4, "Y.cost": 4 },
  });
  cardCase("ICC_069", {
    does: "adds a Mirror Image",
    p1: { hand: [{ card: "ICC_069", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.hand": ["CS2_027"] },
  });
  cardCase("ICC_823", {
    does: "copies the lowest-Cost minion of the hand",
    p1: { hand: [{ card: "ICC_823", ref: "S" }, { card: YETI }, { card: MURLOC }, { card: "CS2_029" }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => expect(r.state.players[0].hand.map((c) => c.card)).toEqual([YETI, MURLOC, "CS2_029", MURLOC]),
  });
  cardCase("ICC_092", {
    does: "+1 Attack to the friendly minion chosen",
    p1: { hand: [{ card: "ICC_092", ref: "A" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "A", target: "Y" }],
    expect: { "Y.attack": 5, "Y.health": 5 },
  });
  cardCase("ICC_027", {
    does: "Deathrattle: a random Dragon to its owner's hand",
    p1: { hand: [FB] },
    p2: { board: [{ card: "ICC_027", ref: "B", health: 1 }] },
    actions: [kill("B")],
    check: (r) => {
      const h = r.state.players[1].hand;
      expect(h).toHaveLength(1);
      expect(findCard(h[0]!.card)?.races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/^(DRAGON|ALL)$/)]));
    },
  });
  cardCase("ICC_705", {
    does: "+4/+4 and Taunt to the friendly minion chosen",
    p1: { hand: [{ card: "ICC_705", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "Y.attack": 8, "Y.health": 9, "Y.seen.TAUNT": 1 },
  });
  cardCase("ICC_029", {
    does: "at the end of its owner's turn another friendly minion gets +3 Attack, not itself",
    p1: { board: [{ card: "ICC_029", ref: "C" }, { card: YETI, ref: "Y" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "Y.attack": 7, "C.attack": 5 },
  });
  cardCase("ICC_810", {
    does: "the Lifesteal minion in hand gets +2/+2, not another",
    p1: { hand: [{ card: "ICC_810", ref: "D" }, { card: YETI, ref: "Y" }, { card: "CS2_120", ref: "L", tags: { LIFESTEAL: 1 } }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "L.attack": 4, "L.health": 5, "Y.attack": 4 },
  });
  cardCase("ICC_467", {
    does: "the friendly minion chosen is Immune this turn",
    p1: { hand: [{ card: "ICC_467", ref: "D" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "D", target: "Y" }, { type: "attack", attacker: "Y", defender: "O" }],
    expect: { "Y.health": 5, "O.health": 3 },
  });
  cardCase("ICC_094", {
    does: "+1/+1 to the friendly minion chosen",
    p1: { hand: [{ card: "ICC_094", ref: "C" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C", target: "Y" }],
    expect: { "Y.attack": 5, "Y.health": 6 },
  });
  cardCase("ICC_026", {
    does: "two 1/1 Skeletons",
    p1: { hand: [{ card: "ICC_026", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.board": ["ICC_026t", "ICC_026", "ICC_026t"] },
  });
  cardCase("ICC_700", {
    does: "costs (0) after its owner's hero was healed this turn",
    p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "UNG_938", ref: "H" }, { card: "ICC_700", ref: "G" }] },
    actions: [{ type: "play", card: "H", target: "p1.hero" }, { type: "play", card: "G" }],
    expect: { "p1.mana.used": 3, "G.zone": "board" },
  });
  cardCase("ICC_700", {
    does: "costs (3) otherwise",
    p1: { hand: [{ card: "ICC_700", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.mana.used": 3 },
  });
  cardCase("ICC_855", {
    does: "Freezes its owner's other minions, not itself nor enemies",
    p1: { hand: [{ card: "ICC_855", ref: "H" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "Y.seen.FROZEN": 1, "H.seen.FROZEN": undefined, "E.seen.FROZEN": undefined },
  });
  cardCase("ICC_900", {
    does: "a 2/2 Ghoul when another friendly minion dies; not for an enemy's",
    p1: { hand: [{ card: "CFM_065", ref: "V" }], board: [{ card: "ICC_900", ref: "G" }, { card: WISP }] },
    p2: { board: [{ card: WISP }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "p1.board": ["ICC_900", "ICC_900t"], "p2.board": [] },
  });
  cardCase("ICC_706", {
    does: "every spell in both hands costs (2) more; minions not",
    p1: { board: [{ card: "ICC_706" }], hand: [{ card: FIREBALL, ref: "M" }, { card: YETI, ref: "Y" }] },
    p2: { hand: [{ card: FIREBALL, ref: "T" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "M.cost": 6, "T.cost": 6, "Y.cost": 4 },
  });
  cardCase("ICC_031", {
    does: "+2 Attack each time it takes damage",
    p1: { hand: [{ card: MOONFIRE, ref: "M" }] },
    p2: { board: [{ card: "ICC_031", ref: "H" }] },
    actions: [{ type: "play", card: "M", target: "H" }],
    expect: { "H.attack": 5, "H.health": 3 },
  });
  cardCase("ICC_018", {
    does: "gains its owner's weapon's Attack and Durability",
    p1: { hand: [{ card: "ICC_018", ref: "P" }], weapon: { card: AXE } },
    actions: [{ type: "play", card: "P" }],
    expect: { "P.attack": 6, "P.health": 5 },
  });
  cardCase("ICC_018", {
    does: "nothing without a weapon",
    p1: { hand: [{ card: "ICC_018", ref: "P" }] },
    p2: { weapon: { card: AXE } },
    actions: [{ type: "play", card: "P" }],
    expect: { "P.attack": 3, "P.health": 3 },
  });
  cardCase("ICC_025", {
    does: "Battlecry: a 5/5 Skeleton for its owner; Deathrattle: one for the opponent",
    p1: { hand: [{ card: "ICC_025", ref: "R" }, FB] },
    actions: [{ type: "play", card: "R" }, kill("R")],
    expect: { "p1.board": ["ICC_025t"], "p2.board": ["ICC_025t"] },
  });
  cardCase("ICC_466", {
    does: "summons another Saronite Chain Gang (which summons nothing)",
    p1: { hand: [{ card: "ICC_466", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["ICC_466", "ICC_466"] },
  });
  cardCase("ICC_702", {
    does: "Deathrattle: a random Deathrattle minion to its owner's hand",
    p1: { hand: [FB] },
    p2: { board: [{ card: "ICC_702", ref: "S" }] },
    actions: [kill("S")],
    check: (r) => {
      const h = r.state.players[1].hand;
      expect(h).toHaveLength(1);
      expect(findCard(h[0]!.card)?.mechanics ?? []).toContain("DEATHRATTLE");
      expect(findCard(h[0]!.card)?.type).toBe("MINION");
    },
  });
  cardCase("ICC_019", {
    does: "dying on the opponent's turn: an 8/8 Skeleton",
    p1: { hand: [FB] },
    p2: { board: [{ card: "ICC_019", ref: "S" }] },
    actions: [kill("S")],
    expect: { "p2.board": ["ICC_019t"] },
  });
  cardCase("ICC_019", {
    does: "dying on its owner's turn: nothing",
    p1: { hand: [FB], board: [{ card: "ICC_019", ref: "S" }] },
    actions: [kill("S")],
    expect: { "p1.board": [] },
  });
  cardCase("ICC_067", {
    does: "dying on the opponent's turn: a 2/2 Ghoul; on its owner's: none",
    p1: { hand: [FB, { card: FIREBALL, ref: "F2" }], board: [{ card: "ICC_067", ref: "A" }] },
    p2: { board: [{ card: "ICC_067", ref: "B" }] },
    actions: [kill("A"), { type: "play", card: "F2", target: "B" }],
    expect: { "p1.board": [], "p2.board": ["ICC_900t"] },
  });
  cardCase("ICC_034", {
    does: "dying on the opponent's turn: a 2/2 Ghoul; on its owner's: none",
    p1: { hand: [FB, { card: FIREBALL, ref: "F2" }], board: [{ card: "ICC_034", ref: "A" }] },
    p2: { board: [{ card: "ICC_034", ref: "B" }] },
    actions: [kill("A"), { type: "play", card: "F2", target: "B" }],
    expect: { "p1.board": [], "p2.board": ["ICC_900t"] },
  });
  cardCase("ICC_062", {
    does: "dying on the opponent's turn: 6 Armor for its owner; on its owner's: none",
    p1: { hand: [FB, { card: FIREBALL, ref: "F2" }], board: [{ card: "ICC_062", ref: "A" }] },
    p2: { board: [{ card: "ICC_062", ref: "B" }] },
    actions: [kill("A"), { type: "play", card: "F2", target: "B" }],
    expect: { "p1.hero.armor": 0, "p2.hero.armor": 6 },
  });
  cardCase("ICC_028", {
    does: "+2 Health to the minions next to it only",
    p1: { hand: [{ card: "ICC_028", ref: "V" }], board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }, { card: WISP, ref: "C" }] },
    actions: [{ type: "play", card: "V", position: 1 }],
    expect: { "A.health": 3, "B.health": 3, "C.health": 1, "V.health": 4 },
  });
  cardCase("ICC_099", {
    does: "Deathrattle: 5 damage to its owner's minions",
    p1: { hand: [FB], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: "ICC_099", ref: "T", health: 4 }, { card: OGRE, ref: "O" }] },
    actions: [kill("T")],
    expect: { "O.health": 2, "Y.health": 5 },
  });
  cardCase("ICC_093", {
    does: "the friendly minion chosen gets Spell Damage +1: a Fireball then deals 7",
    p1: { hand: [{ card: "ICC_093", ref: "T" }, FB], board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "T", target: "W" }, kill("p2.hero")],
    expect: { "p2.hero.health": 23 },
  });
  cardCase("ICC_468", {
    does: "2 damage to the enemy hero whenever it attacks",
    p1: { board: [{ card: "ICC_468", ref: "T" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "T", defender: "Y" }],
    expect: { "p2.hero.health": 28, "Y.health": 4 },
  });
  cardCase("ICC_801", {
    does: "draws the Divine Shield minion of the deck",
    p1: { hand: [{ card: "ICC_801", ref: "H" }], deck: [{ card: "EX1_008" }, { card: YETI }, { card: FIREBALL }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "p1.hand": ["EX1_008"] },
  });
  cardCase("ICC_802", {
    does: "1 damage to every minion; its caster's hero healed as much (Lifesteal)",
    p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "ICC_802", ref: "S" }], board: [{ card: YETI, ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "A.health": 4, "B.health": 4, "p1.hero.health": 23 },
  });
  cardCase("ICC_065", {
    does: "Deathrattle: two 1/1 Skeletons to its owner's hand",
    p1: { hand: [FB] },
    p2: { board: [{ card: "ICC_065", ref: "B", health: 1 }] },
    actions: [kill("B")],
    expect: { "p2.hand": ["ICC_026t", "ICC_026t"] },
  });
  cardCase("ICC_809", {
    does: "Combo: Poisonous to the friendly minion chosen",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "ICC_809", ref: "P" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "P", target: "Y" }],
    expect: { "Y.seen.POISONOUS": 1 },
  });
  cardCase("ICC_850", {
    does: "its owner's hero is Immune this turn",
    p1: { hand: [{ card: "ICC_850", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "p1.hero", defender: "Y" }],
    expect: { "p1.hero.health": 30, "Y.health": 2 },
  });
  cardCase("ICC_910", {
    does: "Combo: 2 damage for each other card played this turn (two: 4)",
    p1: { hand: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }, { card: "ICC_910", ref: "P" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }, { type: "play", card: "P", target: "O" }],
    expect: { "O.health": 3 },
  });
  cardCase("ICC_910", {
    does: "played first: no Combo, no target",
    p1: { hand: [{ card: "ICC_910", ref: "P" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "P", target: "O" }],
    error: "illegal_action",
  });
  cardCase("ICC_078", {
    does: "Freezes the minion chosen; 3 damage to each neighbour, none to it",
    p1: { hand: [{ card: "ICC_078", ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "L" }, { card: YETI, ref: "M" }, { card: YETI, ref: "R" }] },
    actions: [{ type: "play", card: "A", target: "M" }],
    expect: { "M.seen.FROZEN": 1, "M.health": 5, "L.health": 2, "R.health": 2, "L.seen.FROZEN": undefined },
  });
  cardCase("ICC_058", {
    does: "Freezes the enemy chosen",
    p1: { hand: [{ card: "ICC_058", ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "Y.seen.FROZEN": 1 },
  });
  cardCase("ICC_056", {
    does: "+3/+3 and Frozen",
    p1: { hand: [{ card: "ICC_056", ref: "C" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C", target: "Y" }],
    expect: { "Y.attack": 7, "Y.health": 8, "Y.seen.FROZEN": 1 },
  });
  cardCase("ICC_089", {
    does: "draws the two Murlocs of the deck",
    p1: { hand: [{ card: "ICC_089", ref: "I" }], deck: [{ card: MURLOC }, { card: YETI }, { card: "EX1_506" }, { card: WISP }] },
    actions: [{ type: "play", card: "I" }],
    check: (r) => expect(r.state.players[0].hand.map((c) => c.card).sort()).toEqual(["CS2_168", "EX1_506"]),
  });
  cardCase("ICC_903", {
    does: "destroys the friendly minion chosen and gains +2/+2",
    p1: { hand: [{ card: "ICC_903", ref: "S" }], board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "S", target: "W" }],
    expect: { "W.zone": "graveyard", "S.attack": 3, "S.health": 3 },
  });
  cardCase("ICC_206", {
    does: "gives the friendly minion chosen to the opponent",
    p1: { hand: [{ card: "ICC_206", ref: "T" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "T", target: "Y" }],
    expect: { "Y.player": 2, "p1.board": [] },
  });
  cardCase("ICC_469", {
    does: "destroys the friendly minion chosen and the one enemy minion",
    p1: { hand: [{ card: "ICC_469", ref: "U" }], board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "U", target: "W" }],
    expect: { "W.zone": "graveyard", "O.zone": "graveyard", "Y.zone": "board" },
  });
  cardCase("ICC_238", {
    does: "1 damage to each minion its owner plays, after it is played",
    p1: { board: [{ card: "ICC_238", ref: "A" }], hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "Y.health": 4, "A.health": 3 },
  });
  cardCase("ICC_238", {
    does: "not the opponent's minions",
    state: OPPONENTS_TURN,
    p1: { board: [{ card: "ICC_238", ref: "A" }] },
    p2: { hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "Y.health": 5 },
  });
  cardCase("ICC_064", {
    does: "Battlecry: 1 damage to every minion; Deathrattle (the weapon destroyed): again",
    p1: { hand: [{ card: "ICC_064", ref: "R" }], board: [{ card: YETI, ref: "Y" }], weapon: { card: AXE } },
    p2: { board: [{ card: YETI, ref: "Z" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "Y.health": 4, "Z.health": 4 },
  });
  cardCase("ICC_064", {
    does: "its Deathrattle: 1 damage to every minion when it breaks",
    p1: { weapon: { card: "ICC_064", durability: 1 }, board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: YETI, ref: "Z" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "Y.health": 4, "Z.health": 4, "p2.hero.health": 28 },
  });
  cardCase("ICC_837", {
    does: "10 Armor; the opponent's minion cards cost (2) less",
    p1: { hand: [{ card: "ICC_837", ref: "B" }, { card: YETI, ref: "M" }] },
    p2: { hand: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hero.armor": 10, "Y.cost": 2, "F.cost": 4, "M.cost": 4 },
  });
  cardCase("ICC_450", {
    does: "+1/+1 for each damaged minion, both sides (two: +2/+2)",
    p1: { hand: [{ card: "ICC_450", ref: "D" }], board: [{ card: YETI, health: 3 }, { card: YETI }] },
    p2: { board: [{ card: YETI, health: 1 }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.attack": 5, "D.health": 5 },
  });
  cardCase("ICC_281", {
    does: "draws the two weapons of the deck",
    p1: { hand: [{ card: "ICC_281", ref: "F" }], deck: [{ card: AXE }, { card: YETI }, { card: "CS2_112" }, { card: WISP }] },
    actions: [{ type: "play", card: "F" }],
    check: (r) => expect(r.state.players[0].hand.map((c) => c.card).sort()).toEqual(["CS2_106", "CS2_112"]),
  });
  cardCase("ICC_408", {
    does: "a 2/2 Ghoul after it survives damage; none when it dies",
    p1: { hand: [{ card: MOONFIRE, ref: "M" }, FB] },
    p2: { board: [{ card: "ICC_408", ref: "V" }, { card: "ICC_408", ref: "W" }] },
    actions: [{ type: "play", card: "M", target: "V" }, kill("W")],
    expect: { "p2.board": ["ICC_408", "ICC_900t"] },
  });
  cardCase("ICC_405", {
    does: "a random Legendary minion after it survives damage",
    p1: { hand: [{ card: MOONFIRE, ref: "M" }] },
    p2: { board: [{ card: "ICC_405", ref: "R" }] },
    actions: [{ type: "play", card: "M", target: "R" }],
    check: (r) => {
      const b = r.state.players[1].board;
      expect(b).toHaveLength(2);
      expect(findCard(b[1]!.card)?.rarity).toBe("LEGENDARY");
      expect(findCard(b[1]!.card)?.type).toBe("MINION");
    },
  });
});

describe("Knights of the Frozen Throne (session 8, more)", () => {
  const FIREBALL = "CS2_029";
  cardCase("ICC_200", {
    does: "a friendly minion attacked: a 2/3 Poisonous Cobra is summoned before the attack",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "ICC_200" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "attack", attacker: "O", defender: "Y" }],
    expect: { "p1.board": ["EX1_170"], "Y.zone": "graveyard", "p1.secrets": [] },
  });
  cardCase("ICC_200", {
    does: "an attack on the hero does not set it off",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "ICC_200" }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "attack", attacker: "O", defender: "p1.hero" }],
    expect: { "p1.board": [], "p1.secrets": ["ICC_200"] },
  });
  cardCase("ICC_407", {
    does: "the top card of the opponent's deck is removed, not its owner's",
    p1: { hand: [{ card: "ICC_407", ref: "G" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: YETI, ref: "T" }] },
    actions: [{ type: "play", card: "G" }],
    check: (r) => {
      expect(r.state.players[1].deck).toHaveLength(1);
      expect(r.state.players[0].deck).toHaveLength(1);
    },
  });
  cardCase("ICC_851", {
    does: "no 2-Cost card in the deck: its minions get +1/+1",
    p1: { hand: [{ card: "ICC_851", ref: "K" }], deck: [{ card: YETI, ref: "D" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "D.attack": 5, "D.health": 6 },
  });
  cardCase("ICC_851", {
    does: "a 2-Cost card in the deck: nothing",
    p1: { hand: [{ card: "ICC_851", ref: "K" }], deck: [{ card: YETI, ref: "D" }, { card: "CS2_120" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "D.attack": 4 },
  });
  cardCase("ICC_853", {
    does: "no 4-Cost card in the deck: Lifesteal and Taunt",
    p1: { hand: [{ card: "ICC_853", ref: "V" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "V.seen.LIFESTEAL": 1, "V.seen.TAUNT": 1 },
  });
  cardCase("ICC_853", {
    does: "a 4-Cost card in the deck: nothing",
    p1: { hand: [{ card: "ICC_853", ref: "V" }], deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "V.seen.LIFESTEAL": undefined, "V.seen.TAUNT": undefined },
  });
  cardCase("ICC_415", {
    does: "Discovers a copy of a minion of the deck; the deck keeps it",
    p1: { hand: [{ card: "ICC_415", ref: "S" }], deck: [{ card: YETI }, { card: FIREBALL }] },
    actions: [{ type: "play", card: "S" }],
    choices: [0],
    expect: { "p1.hand": [YETI], "p1.deck.length": 2 },
  });
  cardCase("ICC_825", {
    does: "Deathrattle: a friendly Beast that died this game comes back, not another minion",
    p1: { hand: [{ card: FIREBALL, ref: "F" }] },
    p2: { board: [{ card: "ICC_825", ref: "B", health: 1 }] },
    state: { deaths: [{ card: "CS2_120", controller: 2, turn: 3 }, { card: YETI, controller: 2, turn: 3 }, { card: "CS2_172", controller: 1, turn: 4 }] },
    actions: [{ type: "play", card: "F", target: "B" }],
    expect: { "p2.board": ["CS2_120"] },
  });
  cardCase("ICC_201", {
    does: "draws again while the card drawn has Deathrattle",
    p1: { hand: [{ card: "ICC_201", ref: "R" }], deck: [{ card: "EX1_029" }, { card: "FP1_007" }, { card: YETI }, { card: WISP }] },
    actions: [{ type: "play", card: "R" }],
    check: (r) => {
      expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["EX1_029", "FP1_007", YETI]);
      expect(r.state.players[0].deck.map((c) => c.card)).toEqual([WISP]);
    },
  });
});
