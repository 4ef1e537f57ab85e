/**
 * Behaviour tests of Knights of the Frozen Throne (ICECROWN) cards. Secrets are owned by player 1 and tested on player
 * 2's turn, with a case showing what does not set them off.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, player, request, run } from "../support/engine.js";

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
