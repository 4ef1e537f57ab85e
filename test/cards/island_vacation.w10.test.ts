/** Perils in Paradise (ISLAND_VACATION), w10/island: definitions whose steps the format has, and the Drinks. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { NEWEST_EXPANSION } from "../../src/engine/hearthstone/cards/set-names.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const SENJIN = "CS2_179"; // 3/5 Taunt
const RAIDER = "NEW1_018"; // 2/3 Pirate
const VOODOO = "EX1_011"; // 2/1 Battlecry
const RAPTOR = "CS2_172"; // 3/2 Beast
const MURLOC = "EX1_506"; // 2/1 Murloc
const FIREBALL = "CS2_029";
const FROSTBOLT = "CS2_024";
const AXE = "CS2_106"; // 3/2 weapon
const COIN = "GAME_005";
const OPPONENTS_TURN = { activePlayer: 2 };
const facts = (id: string) => factsById(id)!;

describe("Perils in Paradise (w10)", () => {
  // --- Drinks ---
  describeCard("VAC_323", () => {
    cardCase("VAC_323", {
      does: "1 damage to every enemy; the next Drink (2 left) comes to the place it left, then the last one",
      p1: { hand: [{ card: WISP }, { card: "VAC_323", ref: "M" }, { card: YETI }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "E.health": 4, "p2.hero.health": 29, "p1.hero.health": 30, "p1.hand": [WISP, "VAC_323t", YETI], "M.zone": "graveyard" },
    });
    cardCase("VAC_323", {
      does: "the second Drink gives the last one, which gives none",
      p1: { hand: [{ card: "VAC_323t", ref: "M" }] },
      actions: [{ type: "play", card: "M" }, { type: "play", card: "p1.hand.0" }],
      expect: { "p2.hero.health": 28, "p1.hand": [], "p1.mana.used": 4 },
    });
  });
  describeCard("VAC_338", () => {
    cardCase("VAC_338", {
      does: "a minion in hand gets +2/+1; the next Drink comes back",
      p1: { hand: [{ card: "VAC_338", ref: "C" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C", target: "Y" }],
      expect: { "Y.attack": 6, "Y.health": 6, "p1.hand": ["VAC_338t", YETI] },
    });
  });
  describeCard("VAC_404", () => {
    cardCase("VAC_404", {
      does: "2 damage to a minion and 2 to your own hero; the next Drink",
      p1: { hand: [{ card: "VAC_404", ref: "T" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "T", target: "E" }],
      expect: { "E.health": 3, "p1.hero.health": 28, "p2.hero.health": 30, "p1.hand": ["VAC_404t1"] },
    });
  });
  describeCard("VAC_520", () => {
    cardCase("VAC_520", {
      does: "2 damage split among enemy minions (one enemy minion takes both); the next Drink",
      p1: { hand: [{ card: "VAC_520", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "E.health": 3, "p2.hero.health": 30, "p1.hand": ["VAC_520t"] },
    });
  });
  describeCard("VAC_916", () => {
    cardCase("VAC_916", {
      does: "Divine Shield on a character; the next Drink",
      p1: { hand: [{ card: "VAC_916", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B", target: "Y" }],
      expect: { "Y.seen.DIVINE_SHIELD": 1, "p1.hand": ["VAC_916t2"] },
    });
  });
  describeCard("VAC_951", () => {
    cardCase("VAC_951", {
      does: "Lifesteal: 3 damage to a minion heals your hero 3; the next Drink",
      p1: { hand: [{ card: "VAC_951", ref: "H" }], hero: { card: "HERO_07", health: 20 } },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "H", target: "E" }],
      expect: { "E.health": 2, "p1.hero.health": 23, "p1.hand": ["VAC_951t"] },
    });
  });

  // --- Locations ---
  describeCard("VAC_956", () => {
    cardCase("VAC_956", {
      does: "after you use a location: 3 Armor",
      p1: { board: [{ card: "VAC_956" }, { card: "VAC_929", ref: "L" }] },
      actions: [{ type: "useLocation", card: "L" }],
      expect: { "p1.hero.armor": 3, "p1.board.length": 4 },
    });
    cardCase("VAC_956", {
      does: "not when the opponent uses one",
      p1: { board: [{ card: "VAC_956" }] },
      p2: { board: [{ card: "VAC_929", ref: "L" }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "useLocation", card: "L" }],
      expect: { "p1.hero.armor": 0, "p2.hero.armor": 0 },
    });
  });
  describeCard("VAC_439", () => {
    cardCase("VAC_439", {
      does: "(2) less for each Location use this game: 3 uses make it 4",
      p1: { board: [{ card: "VAC_929", ref: "L" }], hand: [{ card: "VAC_439", ref: "G" }], tags: { NUM_LOCATION_USES_THIS_GAME: 2 } },
      actions: [{ type: "useLocation", card: "L" }],
      expect: { "G.cost": 4 },
    });
  });
  describeCard("VAC_522", () => {
    cardCase("VAC_522", {
      does: "Discover a spell of (3) or less; after you cast a spell it can be used again",
      p1: { board: [{ card: "VAC_522", ref: "L" }], hand: [{ card: FROSTBOLT, ref: "F" }] },
      actions: [{ type: "useLocation", card: "L" }, { type: "play", card: "F", target: "p2.hero" }, { type: "useLocation", card: "L" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(2);
        for (const c of hand) expect([facts(c.card).type, facts(c.card).cost <= 3]).toEqual(["SPELL", true]);
        expect(r.state.players[0].board[0]!.health).toBe(1);
      },
    });
    cardCase("VAC_522", {
      does: "without a spell cast it stays on cooldown",
      p1: { board: [{ card: "VAC_522", ref: "L" }] },
      actions: [{ type: "useLocation", card: "L" }, { type: "useLocation", card: "L" }],
      error: "illegal_action",
    });
  });
  describeCard("VAC_425", () => {
    cardCase("VAC_425", {
      does: "3 damage split among enemies (the hero alone here); a friendly minion's death reopens it",
      p1: { board: [{ card: "VAC_425", ref: "L" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "useLocation", card: "L" }, { type: "destroy", target: "W" }, { type: "useLocation", card: "L" }],
      expect: { "p2.hero.health": 24, "L.health": 3 },
    });
  });
  describeCard("VAC_517", () => {
    cardCase("VAC_517", {
      does: "Discover a Taunt minion; gaining Armor reopens it",
      p1: { board: [{ card: "VAC_517", ref: "L" }], hand: [{ card: "EX1_606", ref: "X" }], deck: [{ card: FIREBALL }] },
      actions: [{ type: "useLocation", card: "L" }, { type: "play", card: "X" }, { type: "useLocation", card: "L" }],
      check: (r) => {
        const hand = r.state.players[0].hand.filter((c) => facts(c.card).type === "MINION");
        expect(hand).toHaveLength(2);
        for (const c of hand) expect(facts(c.card).mechanics).toContain("TAUNT");
        expect(r.state.players[0].hero.armor).toBe(5);
      },
    });
  });
  describeCard("VAC_929", () => {
    cardCase("VAC_929", {
      does: "two 1/1 Charge Pirates; after your hero attacks it can be used again",
      p1: { board: [{ card: "VAC_929", ref: "L" }], weapon: { card: AXE } },
      actions: [{ type: "useLocation", card: "L" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "useLocation", card: "L" }],
      expect: { "p1.board": ["VAC_926t", "VAC_926t", "VAC_929", "VAC_926t", "VAC_926t"], "L.health": 1, "p2.hero.health": 27 },
    });
  });

  // --- Batch 2 ---
  describeCard("VAC_511", () => {
    cardCase("VAC_511", {
      does: "Dormant: at the end of your turn a 3/5 Taunt Dragon",
      p1: { hand: [{ card: "VAC_511", ref: "D" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "D" }, { type: "endTurn" }],
      expect: { "p1.board.length": 2, "D.tags.DORMANT": 1, "p1.board.1.card": "VAC_511t", "p1.board.1.attack": 3, "p1.board.1.seen.TAUNT": 1 },
    });
  });
  describeCard("VAC_436", () => {
    cardCase("VAC_436", {
      does: "a Deathrattle minion you play gets Reborn; another not",
      p1: { board: [{ card: "VAC_436" }], hand: [{ card: "EX1_096", ref: "L" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "L" }, { type: "play", card: "W" }],
      expect: { "L.seen.REBORN": 1, "W.seen.REBORN": undefined },
    });
  });
  describeCard("VAC_503", () => {
    cardCase("VAC_503", {
      does: "a Deathrattle minion you play is destroyed, its Deathrattle twice",
      p1: { board: [{ card: "VAC_503" }], hand: [{ card: "EX1_096", ref: "L" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "L.zone": "graveyard", "p1.hand": [WISP, WISP] },
    });
  });
  describeCard("VAC_450", () => {
    cardCase("VAC_450", {
      does: "after a friendly minion dies, a random minion costing (1) more",
      p1: { board: [{ card: "VAC_450" }, { card: RAPTOR, ref: "R" }] },
      actions: [{ type: "destroy", target: "R" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(2);
        expect(facts(board[1]!.card).cost).toBe(3);
      },
    });
  });
  describeCard("VAC_424", () => {
    cardCase("VAC_424", {
      does: "after you cast a spell, a random 2-Cost minion with Divine Shield",
      p1: { board: [{ card: "VAC_424" }], hand: [{ card: FROSTBOLT, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      check: (r) => {
        const m = r.state.players[0].board[1]!;
        expect(facts(m.card).cost).toBe(2);
        expect(m.seen?.DIVINE_SHIELD).toBe(1);
      },
    });
  });
  describeCard("VAC_340", () => {
    cardCase("VAC_340", {
      does: "end of your turn: eats a minion of the enemy deck, +2/+2",
      p1: { board: [{ card: "VAC_340", ref: "H" }] },
      p2: { deck: [{ card: FIREBALL }, { card: YETI, ref: "Y" }, { card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "H.attack": 5, "H.health": 5, "p2.hand": [FIREBALL] },
      check: (r) => expect(r.state.players[1].deck).toHaveLength(1),
    });
  });
  describeCard("VAC_431", () => {
    cardCase("VAC_431", {
      does: "draws a spell other than Under the Sea, and summons a random minion of its Cost",
      p1: { hand: [{ card: "VAC_431", ref: "U" }], deck: [{ card: "VAC_431" }, { card: YETI }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "U" }],
      check: (r) => {
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([FIREBALL]);
        expect(facts(r.state.players[0].board[0]!.card).cost).toBe(4);
      },
    });
  });
  describeCard("VAC_701", () => {
    cardCase("VAC_701", {
      does: "Battlecry: your weapon becomes 3/3",
      p1: { hand: [{ card: "VAC_701", ref: "S" }], weapon: { card: AXE, ref: "A", durability: 1 } },
      actions: [{ type: "play", card: "S" }],
      expect: { "A.attack": 3, "A.durability": 3 },
    });
  });
  describeCard("VAC_410", () => {
    cardCase("VAC_410", {
      does: "two 3/3 Birds attack the chosen enemy, Immune while attacking",
      p1: { hand: [{ card: "VAC_410", ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "F", target: "E" }],
      expect: { "E.zone": "graveyard", "p1.board": ["VAC_410t", "VAC_410t"], "p1.board.0.health": 3, "p1.board.1.health": 3 },
    });
  });
  describeCard("VAC_427", () => {
    cardCase("VAC_427", {
      does: "3 damage; with 3 Corpses spent, a Corpsicle back at the end of your turn",
      p1: { hand: [{ card: "VAC_427", ref: "C" }], corpses: 4 },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "C", target: "p2.hero" }, { type: "endTurn" }],
      expect: { "p2.hero.health": 27, "p1.corpses": 1, "p1.hand": ["VAC_427"] },
    });
    cardCase("VAC_427", {
      does: "with fewer Corpses, none back",
      p1: { hand: [{ card: "VAC_427", ref: "C" }], corpses: 2 },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "C", target: "p2.hero" }, { type: "endTurn" }],
      expect: { "p2.hero.health": 27, "p1.corpses": 2, "p1.hand": [] },
    });
  });
  describeCard("VAC_402", () => {
    cardCase("VAC_402", {
      does: "Deathrattle: three random enemies; the Frozen one takes 5, the others are Frozen",
      p1: { board: [{ card: "VAC_402", ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "A", tags: { FROZEN: 1 } }, { card: YETI, ref: "B" }] },
      actions: [{ type: "destroy", target: "F" }],
      expect: { "A.zone": "graveyard", "B.tags.FROZEN": 1, "p2.hero.tags.FROZEN": 1, "p2.hero.health": 30 },
    });
  });
  describeCard("VAC_409", () => {
    cardCase("VAC_409", {
      does: "your next Battlecry minion costs (1) less; playing one reopens it",
      p1: { board: [{ card: "VAC_409", ref: "L" }, { card: WISP, ref: "W" }], hand: [{ card: "VAC_327", ref: "C" }, { card: "VAC_327", ref: "D" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "useLocation", card: "L" }, { type: "play", card: "C", target: "W" }, { type: "useLocation", card: "L" }],
      expect: { "p1.mana.used": 2, "D.cost": 2, "Y.cost": 4, "L.health": 1 },
    });
  });
  describeCard("VAC_416", () => {
    cardCase("VAC_416", {
      does: "destroys an enemy minion and deals its Attack split among enemies (the hero alone left)",
      p1: { hand: [{ card: "VAC_416", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "D", target: "E" }],
      expect: { "E.zone": "graveyard", "p2.hero.health": 26 },
    });
  });
  describeCard("VAC_461", () => {
    cardCase("VAC_461", {
      does: "Deathrattle: a random Drink",
      p1: { board: [{ card: "VAC_461", ref: "D" }] },
      actions: [{ type: "destroy", target: "D" }],
      check: (r) => expect(["VAC_323", "VAC_338", "VAC_404", "VAC_520", "VAC_916", "VAC_951"]).toContain(r.state.players[0].hand[0]!.card),
    });
  });
  describeCard("VAC_527", () => {
    cardCase("VAC_527", {
      does: "takes only 1 damage from a hit of 4",
      p1: { board: [{ card: "VAC_527", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "attack", attacker: "Y", defender: "D" }],
      expect: { "D.health": 5, "Y.zone": "graveyard" },
    });
  });
  describeCard("VAC_925", () => {
    cardCase("VAC_925", {
      does: "at the start of your next turn: two 1/1 Charge Pirates, and the Sigil is gone",
      p1: { hand: [{ card: "VAC_925", ref: "S" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "p1.board": ["VAC_926t", "VAC_926t"], "S.zone": "graveyard" },
    });
  });
  describeCard("VAC_952", () => {
    cardCase("VAC_952", {
      does: "4 damage; it dies, so your next Deathrattle minion costs (3) less",
      p1: { hand: [{ card: "VAC_952", ref: "F" }, { card: "VAC_514", ref: "D" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }] },
      actions: [{ type: "play", card: "F", target: "R" }],
      expect: { "R.zone": "graveyard", "D.cost": 0, "W.cost": 0 },
    });
    cardCase("VAC_952", {
      does: "it survives: no reduction",
      p1: { hand: [{ card: "VAC_952", ref: "F" }, { card: "VAC_514", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F", target: "Y" }],
      expect: { "Y.health": 1, "D.cost": 2 },
    });
  });
  describeCard("VAC_953", () => {
    cardCase("VAC_953", {
      does: "2 damage to all minions, and 2 more when none dies",
      p1: { hand: [{ card: "VAC_953", ref: "R" }], board: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: SENJIN, ref: "S" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "Y.health": 1, "S.health": 1 },
    });
    cardCase("VAC_953", {
      does: "only 2 when one dies",
      p1: { hand: [{ card: "VAC_953", ref: "R" }], board: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "Y.health": 3, "p2.board": [] },
    });
  });
  describeCard("WORK_007", () => {
    cardCase("WORK_007", {
      does: "destroys a minion",
      p1: { hand: [{ card: "WORK_007", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      expect: { "Y.zone": "graveyard" },
    });
    cardCase("WORK_007", {
      does: "Temporary: discarded at the end of your turn if still in hand",
      p1: { hand: [{ card: "WORK_007", ref: "D" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "D.zone": "graveyard" },
    });
  });
  describeCard("VAC_324", () => {
    cardCase("VAC_324", {
      does: "a minion becomes a random one costing (1) more, and you summon a copy of it",
      p1: { hand: [{ card: "VAC_324", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "Y" }],
      check: (r) => {
        const theirs = r.state.players[1].board[0]!;
        expect(facts(theirs.card).cost).toBe(5);
        expect(r.state.players[0].board.map((m) => m.card)).toEqual([theirs.card]);
      },
    });
  });
  describeCard("VAC_521", () => {
    cardCase("VAC_521", {
      does: "holding a (5)+ spell: a copy of itself",
      p1: { hand: [{ card: "VAC_521", ref: "B" }, { card: "VAC_416" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board": ["VAC_521", "VAC_521"] },
    });
    cardCase("VAC_521", {
      does: "not with only cheaper spells",
      p1: { hand: [{ card: "VAC_521", ref: "B" }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board": ["VAC_521"] },
    });
  });
  describeCard("WORK_021", () => {
    cardCase("WORK_021", {
      does: "the only minion in hand: +4/+4 and (2) less",
      p1: { hand: [{ card: "WORK_021", ref: "R" }, { card: YETI, ref: "Y" }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "Y.attack": 8, "Y.health": 9, "Y.cost": 2 },
    });
    cardCase("WORK_021", {
      does: "with two minions in hand: +4/+4 on one, no reduction",
      p1: { hand: [{ card: "WORK_021", ref: "R" }, { card: YETI, ref: "Y" }, { card: YETI, ref: "Z" }] },
      actions: [{ type: "play", card: "R" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.map((c) => c.attack).sort()).toEqual([4, 8]);
        expect(hand.map((c) => c.cost)).toEqual([4, 4]);
      },
    });
  });
  describeCard("WORK_022", () => {
    cardCase("WORK_022", {
      does: "your hero +3 Attack this turn, its attack also hitting the defender's neighbours",
      p1: { hand: [{ card: "WORK_022", ref: "P" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
      actions: [{ type: "play", card: "P" }, { type: "attack", attacker: "p1.hero", defender: "B" }],
      expect: { "A.health": 2, "B.health": 2, "C.health": 2, "p1.hero.health": 26 },
    });
  });
  describeCard("WORK_042", () => {
    cardCase("WORK_042", {
      does: "destroys a friendly minion; a copy of it comes at the end of each of your turns",
      p1: { hand: [{ card: "WORK_042", ref: "C" }], board: [{ card: YETI, ref: "Y" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "C", target: "Y" }, { type: "endTurn" }],
      expect: { "Y.zone": "graveyard", "p1.board": ["WORK_042", YETI] },
    });
  });
  describeCard("WORK_031", () => {
    cardCase("WORK_031", {
      does: "Battlecry: the highest Cost card in your hand goes on top of your deck",
      p1: { hand: [{ card: "WORK_031", ref: "E" }, { card: FIREBALL, ref: "F" }, { card: WISP }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.deck": [FIREBALL, YETI], "p1.hand": [WISP] },
    });
  });
  describeCard("VAC_508", () => {
    cardCase("VAC_508", {
      does: "2 more Mana on your next turn only",
      p1: { hand: [{ card: "VAC_508", ref: "T" }], mana: { crystals: 5, used: 0 }, deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "T" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "p1.mana.crystals": 6, "p1.mana.temp": 2 },
    });
  });
  describeCard("VAC_328", () => {
    cardCase("VAC_328", {
      does: "Taunt; Frozen, and still Frozen after its turn ends",
      p1: { hand: [{ card: "VAC_328", ref: "M" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "M" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "M", defender: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("VAC_328", {
      does: "Frozen while in play",
      p1: { hand: [{ card: "VAC_328", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "M.seen.FROZEN": 1, "M.seen.TAUNT": 1 },
    });
  });

  // --- Batch 3 ---
  describeCard("VAC_463", () => {
    cardCase("VAC_463", {
      does: "your cards from another class cost (1) less; your class's and neutral ones not",
      p1: { hero: { card: "HERO_03" }, board: [{ card: "VAC_463" }], hand: [{ card: FIREBALL, ref: "F" }, { card: "CS2_072", ref: "B" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "X" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "F.cost": 3, "B.cost": 0, "Y.cost": 4 },
    });
  });
  describeCard("VAC_332", () => {
    cardCase("VAC_332", {
      does: "the next card from another class costs (2) less, once",
      p1: { hero: { card: "HERO_03" }, hand: [{ card: "VAC_332", ref: "S" }, { card: FIREBALL, ref: "F" }, { card: "CS2_025", ref: "A" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "F", target: "p2.hero" }],
      expect: { "p1.mana.used": 5, "A.cost": 2, "Y.cost": 4 },
    });
  });
  describeCard("VAC_700", () => {
    cardCase("VAC_700", {
      does: "(1) less per card played from another class; destroys two random enemy minions",
      p1: { hero: { card: "HERO_03" }, hand: [{ card: "VAC_700", ref: "S" }, { card: "CS2_025", ref: "A" }] },
      p2: { board: [{ card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "S" }],
      expect: { "p1.mana.used": 9, "p2.board.length": 1 },
    });
  });
  describeCard("VAC_961", () => {
    cardCase("VAC_961", {
      does: "Battlecry: the last 1-Cost card played is repeated (a 1-Cost minion summoned again, not the later 0-Cost one)",
      p1: { hand: [{ card: "CS2_168", ref: "V" }, { card: WISP, ref: "W" }, { card: "VAC_961", ref: "P" }] },
      actions: [{ type: "play", card: "V" }, { type: "play", card: "W" }, { type: "play", card: "P" }],
      expect: { "p1.board": ["CS2_168", WISP, "VAC_961", "CS2_168"] },
    });
  });
  describeCard("VAC_333", () => {
    cardCase("VAC_333", {
      does: "Battlecry: the last card you played from another class is replayed (a Fireball at a random character), the later Rogue card not",
      p1: { hero: { card: "HERO_03" }, hand: [{ card: FIREBALL, ref: "F" }, { card: "EX1_278", ref: "B" }, { card: "VAC_333", ref: "C" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "C" }],
      check: (r) => {
        const dmg = events(r, "damage").map((e) => (e as unknown as { amount: number }).amount);
        expect(dmg).toEqual([6, 1, 6]);
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WISP]);
      },
    });
  });
  describeCard("VAC_415", () => {
    cardCase("VAC_415", {
      does: "Battlecry: each card you played last turn is repeated, this turn's not",
      p1: { hand: [{ card: "VAC_415", ref: "S" }, { card: WISP, ref: "W" }], playedThisGame: [{ card: VOODOO, cost: 1, turn: 3 }, { card: RAPTOR, cost: 2, turn: 3 }], playedLastTurn: [VOODOO, RAPTOR] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "S" }],
      expect: { "p1.board": [WISP, "VAC_415", VOODOO, RAPTOR] },
    });
  });
  describeCard("VAC_438", () => {
    cardCase("VAC_438", {
      does: "Battlecry: Discover a Location",
      p1: { hand: [{ card: "VAC_438", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      check: (r) => expect(facts(r.state.players[0].hand[0]!.card).type).toBe("LOCATION"),
    });
  });
  describeCard("VAC_336", () => {
    cardCase("VAC_336", {
      does: "Battlecry: Discover a Hero card from the past of another class",
      p1: { hero: { card: "HERO_03" }, hand: [{ card: "VAC_336", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        // Few Wild Hero cards are implemented yet: the pool may be empty (then nothing); whatever comes is one.
        const hand = r.state.players[0].hand;
        expect(hand.length).toBeLessThanOrEqual(1);
        for (const c of hand) {
          expect(facts(c.card).type).toBe("HERO");
          expect(["ROGUE", "NEUTRAL"]).not.toContain(facts(c.card).cardClass);
        }
      },
    });
  });
  describeCard("VAC_507", () => {
    cardCase("VAC_507", {
      does: "a spell played for (2) or less is cast twice",
      p1: { board: [{ card: "VAC_507" }], hand: [{ card: FROSTBOLT, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "p2.hero.health": 24 },
    });
    cardCase("VAC_507", {
      does: "a 4-Cost spell once",
      p1: { board: [{ card: "VAC_507" }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "p2.hero.health": 24 },
    });
  });
  describeCard("VAC_944", () => {
    cardCase("VAC_944", {
      does: "+3/+3; at the start of the minion's controller's turn, 3 damage to their hero",
      p1: { hand: [{ card: "VAC_944", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "C", target: "E" }, { type: "endTurn" }],
      expect: { "E.attack": 7, "E.health": 8, "p2.hero.health": 27, "p1.hero.health": 30 },
    });
    cardCase("VAC_944", {
      does: "on your own minion: your hero, at the start of your turn",
      p1: { hand: [{ card: "VAC_944", ref: "C" }], board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "C", target: "Y" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "p1.hero.health": 27, "p2.hero.health": 30 },
    });
  });
  describeCard("VAC_457", () => {
    cardCase("VAC_457", {
      does: "each player summons their highest Cost minion that died this game",
      p1: { hand: [{ card: "VAC_457", ref: "R" }] },
      state: { deaths: [{ card: YETI, controller: 1, turn: 2 }, { card: WISP, controller: 1, turn: 2 }, { card: RAPTOR, controller: 2, turn: 3 }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.board": [YETI], "p2.board": [RAPTOR] },
    });
  });

  // --- Batch 4 ---
  describeCard("VAC_936", () => {
    cardCase("VAC_936", {
      does: "its 1 damage to a minion is 8; to a hero 1",
      p1: { board: [{ card: "VAC_936", ref: "O" }] },
      p2: { board: [{ card: "VAC_934", ref: "W", health: 20 }] },
      actions: [{ type: "attack", attacker: "O", defender: "W" }, { type: "endTurn" }],
      expect: { "W.health": 12 },
    });
    cardCase("VAC_936", {
      does: "a hero takes 1",
      p1: { board: [{ card: "VAC_936", ref: "O" }] },
      actions: [{ type: "attack", attacker: "O", defender: "p2.hero" }],
      expect: { "p2.hero.health": 29 },
    });
  });
  describeCard("VAC_524", () => {
    cardCase("VAC_524", {
      does: "both players' spells cost (5) until the end of your next turn",
      p1: { hand: [{ card: "VAC_524", ref: "K" }, { card: WISP, ref: "W" }, { card: FROSTBOLT, ref: "F" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { hand: [{ card: "CS2_008", ref: "M" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "K" }, { type: "endTurn" }],
      expect: { "F.cost": 5, "M.cost": 5, "W.cost": 0 },
    });
    cardCase("VAC_524", {
      does: "gone after the end of your next turn",
      p1: { hand: [{ card: "VAC_524", ref: "K" }, { card: FROSTBOLT, ref: "F" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { hand: [{ card: "CS2_008", ref: "M" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "K" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "F.cost": 2, "M.cost": 0 },
    });
  });
  describeCard("VAC_954", () => {
    cardCase("VAC_954", {
      does: "one spell of each school in hand (2) less: one of two Fire spells, the Frost one, not the minion",
      p1: { hand: [{ card: "VAC_954", ref: "C" }, { card: FIREBALL, ref: "F" }, { card: FIREBALL, ref: "G" }, { card: FROSTBOLT, ref: "B" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const cost = (ref: string) => r.state.players[0].hand.find((c) => c.ref === ref)!.cost;
        expect([cost("F"), cost("G")].sort()).toEqual([2, 4]);
        expect([cost("B"), cost("Y")]).toEqual([0, 4]);
      },
    });
  });
  describeCard("VAC_932", () => {
    cardCase("VAC_932", {
      does: "with a 5-Attack minion: no Durability lost attacking",
      p1: { weapon: { card: "VAC_932", ref: "H" }, board: [{ card: "VAC_930" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "H.durability": 2, "p2.hero.health": 25 },
    });
    cardCase("VAC_932", {
      does: "without one: it loses 1",
      p1: { weapon: { card: "VAC_932", ref: "H" }, board: [{ card: YETI }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "H.durability": 1, "p2.hero.health": 25 },
    });
  });
  describeCard("VAC_533", () => {
    cardCase("VAC_533", {
      does: "a 0/4 Entrée for the opponent; when it dies, a minion of YOUR deck is summoned for you",
      p1: { hand: [{ card: "VAC_533", ref: "F" }], deck: [{ card: YETI, ref: "Y" }], board: [{ card: "VAC_930", ref: "V" }] },
      p2: { deck: [{ card: RAPTOR }] },
      actions: [{ type: "play", card: "F" }, { type: "attack", attacker: "V", defender: "p2.board.0" }],
      expect: { "p2.board": [], "Y.zone": "board", "Y.player": 1, "p2.deck": [RAPTOR] },
    });
  });
  describeCard("VAC_931", () => {
    cardCase("VAC_931", {
      does: "a minion -4 Attack this turn, your hero +4",
      p1: { hand: [{ card: "VAC_931", ref: "S" }] },
      p2: { board: [{ card: "VAC_930", ref: "V" }] },
      actions: [{ type: "play", card: "S", target: "V" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "V.attack": 1, "p2.hero.health": 26 },
    });
    cardCase("VAC_931", {
      does: "from a 1-Attack minion the hero takes 1",
      p1: { hand: [{ card: "VAC_931", ref: "S" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "S", target: "W" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "W.attack": 0, "p2.hero.health": 29 },
    });
  });
  describeCard("VAC_432", () => {
    cardCase("VAC_432", {
      does: "Battlecry: Discover a card of the newest expansion",
      p1: { hand: [{ card: "VAC_432", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(facts(hand[0]!.card).set).toBe(NEWEST_EXPANSION);
      },
    });
  });
  describeCard("WORK_014", () => {
    cardCase("WORK_014", {
      does: "Lifesteal 4 damage to a minion; a random (5)+ Demon on top of your deck",
      p1: { hand: [{ card: "WORK_014", ref: "D" }], hero: { card: "HERO_10", health: 20 }, deck: [{ card: WISP }, { card: WISP }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      check: (r) => {
        expect(r.state.players[0].hero.health).toBe(24);
        const top = facts(r.state.players[0].deck[0]!.card);
        expect(top.races).toContain("DEMON");
        expect(top.cost).toBeGreaterThanOrEqual(5);
        expect(r.state.players[0].deck).toHaveLength(3);
      },
    });
  });

  // --- Batch 5 ---
  describeCard("VAC_942", () => {
    cardCase("VAC_942", {
      does: "Battlecry: +N/+N for the N damage your hero took this turn (4 from Acupuncture)",
      p1: { hand: [{ card: "VAC_419", ref: "A" }, { card: "VAC_942", ref: "F" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "F" }],
      expect: { "F.attack": 5, "F.health": 5 },
    });
    cardCase("VAC_942", {
      does: "none taken: a 1/1",
      p1: { hand: [{ card: "VAC_942", ref: "F" }], tags: { HERO_DAMAGE_TAKEN_THIS_TURN: 0 } },
      actions: [{ type: "play", card: "F" }],
      expect: { "F.attack": 1, "F.health": 1 },
    });
  });
  describeCard("VAC_418", () => {
    cardCase("VAC_418", {
      does: "(1) less per time your hero took damage on your turn; not on the opponent's",
      p1: { hand: [{ card: "VAC_419", ref: "A" }, { card: "VAC_418", ref: "S" }, { card: "WORK_016", ref: "W" }], tags: { NUM_TIMES_HERO_DAMAGED_ON_OWN_TURNS: 1 } },
      p2: { board: [{ card: WISP, ref: "E" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
      expect: { "S.cost": 3 },
    });
  });

  // --- Neutral ---
  describeCard("VAC_327", () => {
    cardCase("VAC_327", {
      does: "Battlecry: +3/+3 to a minion and Freeze it",
      p1: { hand: [{ card: "VAC_327", ref: "C" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C", target: "Y" }],
      expect: { "Y.attack": 7, "Y.health": 8, "Y.tags.FROZEN": 1 },
    });
  });
  describeCard("VAC_430", () => {
    cardCase("VAC_430", {
      does: "Battlecry: Discover a Pirate",
      p1: { hand: [{ card: "VAC_430", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        // An Amalgam (ALL) is a Pirate too.
        expect(facts(hand[0]!.card).races.some((r) => r === "PIRATE" || r === "ALL")).toBe(true);
      },
    });
  });
  describeCard("VAC_441", () => {
    cardCase("VAC_441", {
      does: "after you draw, a 50% chance (recorded) to draw another",
      p1: { board: [{ card: "VAC_441" }], hand: [{ card: "CS2_023", ref: "A" }], deck: Array.from({ length: 10 }, () => ({ card: WISP })) },
      actions: [{ type: "play", card: "A" }],
      check: (r) => {
        const rolls = r.random.filter((d) => d.purpose === "50% chance");
        expect(rolls.length).toBeGreaterThan(0);
        const hits = rolls.filter((d) => d.chosen === "hit").length;
        expect(r.state.players[0].hand.length).toBe(2 + hits);
      },
    });
  });
  describeCard("VAC_446", () => {
    cardCase("VAC_446", {
      does: "end of your turn: +2/+2 to other friendly minions that didn't attack",
      p1: { board: [{ card: "VAC_446", ref: "K" }, { card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }, { type: "endTurn" }],
      expect: { "A.attack": 4, "B.attack": 6, "B.health": 7, "K.attack": 0 },
    });
  });
  describeCard("VAC_447", () => {
    cardCase("VAC_447", {
      does: "a copy made by an effect (it didn't start in the deck) has Charge",
      p1: { hand: [{ card: "VAC_447", ref: "D", tags: { CREATOR: 99 } }] },
      actions: [{ type: "play", card: "D" }, { type: "attack", attacker: "D", defender: "p2.hero" }],
      expect: { "p2.hero.health": 24 },
    });
    cardCase("VAC_447", {
      does: "one that started in the deck has no Charge",
      p1: { hand: [{ card: "VAC_447", ref: "D" }] },
      actions: [{ type: "play", card: "D" }, { type: "attack", attacker: "D", defender: "p2.hero" }],
      error: "illegal_action",
    });
  });
  describeCard("VAC_440", () => {
    cardCase("VAC_440", {
      does: "enemy cards that didn't start in their deck cost (2) more; others and yours don't",
      p1: { board: [{ card: "VAC_440" }], hand: [{ card: WISP, ref: "M", tags: { CREATOR: 99 } }, { card: WISP, ref: "X" }] },
      p2: { hand: [{ card: WISP, ref: "C", tags: { CREATOR: 99 } }, { card: WISP, ref: "O" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "C.cost": 2, "O.cost": 0, "M.cost": 0 },
    });
  });
  describeCard("VAC_531", () => {
    cardCase("VAC_531", {
      does: "a minion summoned for the opponent on your turn is silenced and destroyed",
      p1: { board: [{ card: "VAC_531" }], hand: [{ card: "VAC_412", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p2.board": [], "p1.board": ["VAC_531", "VAC_412"] },
    });
    cardCase("VAC_531", {
      does: "not on the opponent's turn",
      p1: { board: [{ card: "VAC_531" }] },
      p2: { hand: [{ card: WISP, ref: "W" }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "play", card: "W" }],
      expect: { "W.zone": "board" },
    });
  });
  describeCard("VAC_532", () => {
    cardCase("VAC_532", {
      does: "after an adjacent minion attacks: 1 damage to a random enemy (here the only one, the hero)",
      p1: { board: [{ card: "VAC_532" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
      expect: { "p2.hero.health": 25 },
    });
    cardCase("VAC_532", {
      does: "not for a minion that is not adjacent",
      p1: { board: [{ card: "VAC_532" }, { card: WISP }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
      expect: { "p2.hero.health": 26 },
    });
  });
  describeCard("VAC_934", () => {
    cardCase("VAC_934", {
      does: "Taunt; Battlecry: 10 damage to itself",
      p1: { hand: [{ card: "VAC_934", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "W.health": 10, "W.seen.TAUNT": 1 },
    });
  });
  describeCard("VAC_937", () => {
    cardCase("VAC_937", {
      does: "Battlecry: a friendly Pirate gets Windfury",
      p1: { hand: [{ card: "VAC_937", ref: "S" }], board: [{ card: RAIDER, ref: "R" }] },
      actions: [{ type: "play", card: "S", target: "R" }],
      expect: { "R.seen.WINDFURY": 1 },
    });
    cardCase("VAC_937", {
      does: "a non-Pirate is no valid target",
      p1: { hand: [{ card: "VAC_937", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("VAC_938", () => {
    cardCase("VAC_938", {
      does: "another friendly Pirate attacking gets +1/+1 first",
      p1: { board: [{ card: "VAC_938" }, { card: RAIDER, ref: "R" }] },
      actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }],
      expect: { "R.attack": 3, "R.health": 4, "p2.hero.health": 27 },
    });
  });
  describeCard("VAC_947", () => {
    cardCase("VAC_947", {
      does: "Battlecry: all other minions -1/-1; Deathrattle: all other minions +1/+1",
      p1: { hand: [{ card: "VAC_947", ref: "W" }], board: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "E" }, { card: YETI, ref: "F" }] },
      actions: [{ type: "play", card: "W" }, { type: "destroy", target: "W" }],
      expect: { "Y.attack": 4, "Y.health": 5, "E.zone": "graveyard", "F.attack": 4, "F.health": 5 },
    });
  });
  describeCard("WORK_010", () => {
    cardCase("WORK_010", {
      does: "Taunt; Deathrattle: a random 8-Cost minion",
      p1: { board: [{ card: "WORK_010", ref: "T" }] },
      actions: [{ type: "destroy", target: "T" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(1);
        expect([facts(board[0]!.card).type, facts(board[0]!.card).cost]).toEqual(["MINION", 8]);
      },
    });
  });
  describeCard("WORK_040", () => {
    cardCase("WORK_040", {
      does: "a card either player draws becomes Temporary: discarded at the end of its owner's turn",
      p1: { board: [{ card: "WORK_040" }], hand: [{ card: "CS2_023", ref: "A" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "A" }, { type: "endTurn" }],
      expect: { "p1.hand": [], "p2.hand": [WISP] },
    });
  });
  describeCard("WORK_041", () => {
    cardCase("WORK_041", {
      does: "Deathrattle: your next Location costs (2) less, once",
      p1: { board: [{ card: "WORK_041", ref: "P" }], hand: [{ card: "CORE_REV_990", ref: "L" }, { card: "CORE_REV_990", ref: "M" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "destroy", target: "P" }, { type: "play", card: "L" }],
      expect: { "p1.mana.used": 0, "M.cost": 1, "W.cost": 0 },
    });
  });

  // --- Death Knight ---
  describeCard("VAC_426", () => {
    cardCase("VAC_426", {
      does: "Deathrattle: for the rest of the game your minions have +1 Attack (those played later too)",
      p1: { board: [{ card: "VAC_426", ref: "E" }, { card: YETI, ref: "Y" }], hand: [{ card: WISP, ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "O" }] },
      actions: [{ type: "destroy", target: "E" }, { type: "play", card: "W" }],
      expect: { "Y.attack": 5, "W.attack": 2, "O.attack": 4 },
    });
  });
  describeCard("VAC_429", () => {
    cardCase("VAC_429", {
      does: "costs (1) while a character is Frozen",
      p1: { hand: [{ card: "VAC_429", ref: "S" }, { card: WISP, ref: "X" }] },
      p2: { board: [{ card: YETI, tags: { FROZEN: 1 } }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "S.cost": 1 },
    });
    cardCase("VAC_429", {
      does: "4 otherwise",
      p1: { hand: [{ card: "VAC_429", ref: "S" }, { card: WISP, ref: "X" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "S.cost": 4 },
    });
  });
  describeCard("VAC_513", () => {
    cardCase("VAC_513", {
      does: "Freeze a character, then draw one card per Frozen character (here 2)",
      p1: { hand: [{ card: "VAC_513", ref: "S" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, tags: { FROZEN: 1 } }] },
      actions: [{ type: "play", card: "S", target: "E" }],
      expect: { "E.tags.FROZEN": 1, "p1.hand": [WISP, WISP] },
    });
  });
  describeCard("VAC_514", () => {
    cardCase("VAC_514", {
      does: "Deathrattle: a 1/1 Dreadhound with Reborn",
      p1: { board: [{ card: "VAC_514", ref: "D" }] },
      actions: [{ type: "destroy", target: "D" }],
      expect: { "p1.board": ["VAC_514t"], "p1.board.0.attack": 1, "p1.board.0.seen.REBORN": 1 },
    });
  });
  describeCard("VAC_445", () => {
    cardCase("VAC_445", {
      does: "five 1/1 Ghouls, each attacking a random enemy (only the hero here)",
      p1: { hand: [{ card: "VAC_445", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": Array(5).fill("VAC_445t"), "p2.hero.health": 25 },
    });
  });
  describeCard("WORK_028", () => {
    cardCase("WORK_028", {
      does: "every minion gets Reborn, then all die and come back at 1 Health",
      p1: { hand: [{ card: "WORK_028", ref: "L" }], board: [{ card: YETI }] },
      p2: { board: [{ card: SENJIN }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p1.board": [YETI], "p2.board": [SENJIN], "p1.board.0.health": 1, "p2.board.0.health": 1 },
    });
  });

  // --- Demon Hunter ---
  describeCard("VAC_927", () => {
    cardCase("VAC_927", {
      does: "after a friendly Pirate attacks, your hero has +1 Attack this turn",
      p1: { board: [{ card: "VAC_927" }, { card: RAIDER, ref: "R" }] },
      actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 27, "p1.hero.attack": 1 },
    });
  });
  describeCard("VAC_928", () => {
    cardCase("VAC_928", {
      does: "both players draw 3 (played from the middle)",
      p1: { hand: [{ card: WISP }, { card: "VAC_928", ref: "P" }, { card: WISP }], deck: Array.from({ length: 3 }, () => ({ card: YETI })) },
      p2: { deck: Array.from({ length: 3 }, () => ({ card: YETI })) },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.hand.length": 5, "p2.hand.length": 3 },
    });
    cardCase("VAC_928", {
      does: "Outcast: only you draw",
      p1: { hand: [{ card: "VAC_928", ref: "P" }, { card: WISP }], deck: Array.from({ length: 3 }, () => ({ card: YETI })) },
      p2: { deck: Array.from({ length: 3 }, () => ({ card: YETI })) },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.hand.length": 4, "p2.hand.length": 0 },
    });
  });
  describeCard("VAC_930", () => {
    cardCase("VAC_930", {
      does: "when it attacks, your hero gets +5 Attack this turn",
      p1: { board: [{ card: "VAC_930", ref: "V" }] },
      actions: [{ type: "attack", attacker: "V", defender: "p2.hero" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 20 },
    });
  });
  describeCard("VAC_933", () => {
    cardCase("VAC_933", {
      does: "Battlecry: six Parachutes into the deck; drawn, one summons a 1/1 Charge Pirate and draws a card",
      p1: { hand: [{ card: "VAC_933", ref: "P" }, { card: "CS2_023", ref: "A" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.deck": Array(6).fill("VAC_933t") },
    });
    cardCase("VAC_933", {
      does: "a Parachute drawn is cast: a 1/1 Pirate with Charge",
      p1: { hand: [{ card: "CS2_023", ref: "A" }], deck: [{ card: "VAC_933t" }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.board": ["VAC_926t"], "p1.board.0.seen.CHARGE": 1, "p1.hand": [YETI, YETI] },
    });
  });
  describeCard("WORK_015", () => {
    cardCase("WORK_015", {
      does: "Deathrattle: a minion in your hand costs (6) less",
      p1: { board: [{ card: "WORK_015", ref: "S" }], hand: [{ card: "CS2_023", ref: "A" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "Y.cost": 0, "A.cost": 3 },
    });
  });
  describeCard("WORK_016", () => {
    cardCase("WORK_016", {
      does: "after your hero attacks: 3 damage to your hero",
      p1: { weapon: { card: "WORK_016" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p2.hero.health": 27, "p1.hero.health": 27 },
    });
  });

  // --- Druid ---
  describeCard("VAC_518", () => {
    cardCase("VAC_518", {
      does: "Deathrattle: draw a Taunt minion, (2) less",
      p1: { board: [{ card: "VAC_518", ref: "T" }], deck: [{ card: SENJIN, ref: "S" }, { card: YETI }] },
      actions: [{ type: "destroy", target: "T" }],
      expect: { "p1.hand": [SENJIN], "S.cost": 2 },
    });
  });
  describeCard("VAC_949", () => {
    cardCase("VAC_949", {
      does: "maximum Mana 13 and an empty Mana Crystal (10 → 11)",
      p1: { hand: [{ card: "VAC_949", ref: "N" }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "p1.mana.maxCrystals": 13, "p1.mana.crystals": 11, "p1.mana.used": 4 },
    });
  });
  describeCard("VAC_950", () => {
    cardCase("VAC_950", {
      does: "costs (1) with 10 Mana Crystals",
      p1: { hand: [{ card: "VAC_950", ref: "B" }, { card: WISP, ref: "X" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "B.cost": 1 },
    });
    cardCase("VAC_950", {
      does: "7 with 9",
      p1: { hand: [{ card: "VAC_950", ref: "B" }, { card: WISP, ref: "X" }], mana: { crystals: 9, used: 0 } },
      actions: [{ type: "play", card: "X" }],
      expect: { "B.cost": 7 },
    });
  });
  describeCard("VAC_907", () => {
    cardCase("VAC_907", {
      does: "Choose Thrice: draw 2, 5 Armor, 5 Armor",
      p1: { hand: [{ card: "VAC_907", ref: "S" }], deck: [{ card: WISP }, { card: WISP }] },
      choices: [0, 1, 1],
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": [WISP, WISP], "p1.hero.armor": 10, "p1.mana.used": 8 },
    });
    cardCase("VAC_907", {
      does: "Refresh 3 Mana Crystals",
      p1: { hand: [{ card: "VAC_907", ref: "S" }] },
      choices: [2, 1, 1],
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.mana.used": 5, "p1.hero.armor": 10 },
    });
  });
  describeCard("WORK_025", () => {
    cardCase("WORK_025", {
      does: "Choose Thrice: +2 Attack twice and +2 Health once (a 2/1 becomes 6/3)",
      p1: { hand: [{ card: "WORK_025", ref: "N" }] },
      choices: [0, 1, 0],
      actions: [{ type: "play", card: "N" }],
      expect: { "N.attack": 6, "N.health": 3, "N.seen.RUSH": 1, "N.seen.TAUNT": 1 },
    });
  });

  // --- Hunter ---
  describeCard("VAC_412", () => {
    cardCase("VAC_412", {
      does: "Rush; Battlecry: a 2/1 Worm for the opponent",
      p1: { hand: [{ card: "VAC_412", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p2.board": ["VAC_412t"], "p2.board.0.attack": 2, "p2.board.0.health": 1, "C.seen.RUSH": 1 },
    });
  });
  describeCard("VAC_960", () => {
    cardCase("VAC_960", {
      does: "after your hero attacks: a 1-Cost minion from your deck is summoned",
      p1: { weapon: { card: "VAC_960" }, deck: [{ card: YETI }, { card: VOODOO, ref: "V" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "V.zone": "board", "p1.deck": [YETI], "p2.hero.health": 29 },
    });
  });
  describeCard("WORK_018", () => {
    cardCase("WORK_018", {
      does: "Deathrattle: two 2/1 Ponies",
      p1: { board: [{ card: "WORK_018", ref: "W" }] },
      actions: [{ type: "destroy", target: "W" }],
      expect: { "p1.board": ["WORK_018t", "WORK_018t"], "p1.board.1.attack": 2, "p1.board.1.health": 1 },
    });
  });
  describeCard("WORK_019", () => {
    cardCase("WORK_019", {
      does: "Taunt; each time it takes damage: a Coin",
      p1: { board: [{ card: "WORK_019", ref: "C" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "attack", attacker: "W", defender: "C" }],
      expect: { "p1.hand": [COIN], "C.health": 6 },
    });
  });

  // --- Mage ---
  describeCard("VAC_428", () => {
    cardCase("VAC_428", {
      does: "an enemy minion is Frozen",
      p1: { hand: [{ card: "VAC_428", ref: "G" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "G", target: "E" }],
      expect: { "E.tags.FROZEN": 1 },
    });
    cardCase("VAC_428", {
      does: "a friendly minion gets Spell Damage +1 (a Fireball then deals 7)",
      p1: { hand: [{ card: "VAC_428", ref: "G" }, { card: FIREBALL, ref: "F" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "G", target: "Y" }, { type: "play", card: "F", target: "p2.hero" }],
      expect: { "Y.tags.FROZEN": undefined, "p2.hero.health": 23 },
    });
  });
  describeCard("VAC_435", () => {
    cardCase("VAC_435", {
      does: "your first spell each turn costs (2) less, the second not",
      p1: { board: [{ card: "VAC_435" }], hand: [{ card: FROSTBOLT, ref: "A" }, { card: FIREBALL, ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "A", target: "E" }],
      expect: { "p1.mana.used": 0, "B.cost": 4 },
    });
  });
  describeCard("VAC_509", () => {
    cardCase("VAC_509", {
      does: "three 3/6 Freeze Water Elementals each attack a random enemy (the hero: Frozen)",
      p1: { hand: [{ card: "VAC_509", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.board": ["VAC_509t", "VAC_509t", "VAC_509t"], "p2.hero.health": 21, "p2.hero.tags.FROZEN": 1 },
    });
  });
  describeCard("WORK_012", () => {
    cardCase("WORK_012", {
      does: "fills the board with random Naga",
      p1: { hand: [{ card: "WORK_012", ref: "H" }], board: [{ card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(7);
        // (an All minion is a Naga too)
        for (const m of board.slice(2)) expect(facts(m.card).races.some((x) => x === "NAGA" || x === "ALL")).toBe(true);
      },
    });
  });

  // --- Paladin ---
  describeCard("VAC_915", () => {
    cardCase("VAC_915", {
      does: "4 damage, then a random friendly minion +4/+4",
      p1: { hand: [{ card: "VAC_915", ref: "P" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "P", target: "p2.hero" }],
      expect: { "p2.hero.health": 26, "W.attack": 5, "W.health": 5 },
    });
  });
  describeCard("VAC_917", () => {
    cardCase("VAC_917", {
      does: "Battlecry: draw your lowest Cost card; Deathrattle: your highest",
      p1: { hand: [{ card: "VAC_917", ref: "G" }], deck: [{ card: YETI }, { card: WISP }, { card: FROSTBOLT }, { card: RAIDER }] },
      actions: [{ type: "play", card: "G" }, { type: "destroy", target: "G" }],
      expect: { "p1.hand": [WISP, YETI] },
    });
  });
  describeCard("VAC_921", () => {
    cardCase("VAC_921", {
      does: "after your hero attacks: a 1-Cost Sunscreen, which gives +1/+2",
      p1: { weapon: { card: "VAC_921" }, board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "play", card: "p1.hand.0", target: "W" }],
      expect: { "p2.hero.health": 27, "W.attack": 2, "W.health": 3, "p1.mana.used": 1 },
    });
  });
  describeCard("VAC_922", () => {
    cardCase("VAC_922", {
      does: "an Aura: at the end of your turn a Sunscreen, for 3 turns",
      p1: { hand: [{ card: "VAC_922", ref: "L" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "L" }, { type: "endTurn" }],
      expect: { "p1.hand": ["VAC_917t"], "L.zone": "secrets", "L.tags.TURNS_LEFT": 2 },
    });
  });
  describeCard("WORK_002", () => {
    cardCase("WORK_002", {
      does: "Battlecry: your 1-Attack minions +1/+1, others not",
      p1: { hand: [{ card: "WORK_002", ref: "B" }], board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "W.attack": 2, "W.health": 2, "Y.attack": 4, "E.attack": 1 },
    });
  });
  describeCard("WORK_003", () => {
    cardCase("WORK_003", {
      does: "4 Health to your hero, three Silver Hand Recruits, two cards",
      p1: { hand: [{ card: "WORK_003", ref: "V" }], hero: { card: "HERO_04", health: 20 }, deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "V" }],
      expect: { "p1.hero.health": 24, "p1.board": ["CS2_101t", "CS2_101t", "CS2_101t"], "p1.hand": [WISP, WISP] },
    });
  });

  // --- Priest ---
  describeCard("VAC_419", () => {
    cardCase("VAC_419", {
      does: "4 damage to both heroes",
      p1: { hand: [{ card: "VAC_419", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.hero.health": 26, "p2.hero.health": 26 },
    });
  });
  describeCard("VAC_414", () => {
    cardCase("VAC_414", {
      does: "2 damage to all enemies",
      p1: { hand: [{ card: "VAC_414", ref: "H" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "E.health": 3, "p2.hero.health": 28 },
    });
    cardCase("VAC_414", {
      does: "3 when your hero took damage this turn",
      p1: { hand: [{ card: "VAC_419", ref: "A" }, { card: "VAC_414", ref: "H" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "H" }],
      expect: { "E.health": 2, "p2.hero.health": 23 },
    });
  });
  describeCard("VAC_417", () => {
    cardCase("VAC_417", {
      does: "a copy of an enemy minion for you; at 20 or less Health the original is destroyed",
      p1: { hand: [{ card: "VAC_417", ref: "S" }], hero: { card: "HERO_09", health: 20 } },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S", target: "E" }],
      expect: { "p1.board": [YETI], "E.zone": "graveyard" },
    });
    cardCase("VAC_417", {
      does: "above 20 Health the original stays",
      p1: { hand: [{ card: "VAC_417", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S", target: "E" }],
      expect: { "p1.board": [YETI], "E.zone": "board" },
    });
  });
  describeCard("VAC_423", () => {
    cardCase("VAC_423", {
      does: "Battlecry: the top card of your deck costs (0)",
      p1: { hand: [{ card: "VAC_423", ref: "T" }], deck: [{ card: FIREBALL, ref: "F" }, { card: YETI, ref: "B" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "F.cost": 0, "B.cost": 4 },
    });
  });
  describeCard("VAC_512", () => {
    cardCase("VAC_512", {
      does: "damage it takes is dealt to your hero too",
      p1: { board: [{ card: "VAC_512", ref: "B" }] },
      p2: { board: [{ card: MURLOC, ref: "M" }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "attack", attacker: "M", defender: "B" }],
      expect: { "B.health": 1, "p1.hero.health": 28 },
    });
  });
  describeCard("WORK_032", () => {
    cardCase("WORK_032", {
      does: "Battlecry: a copy of itself if your hero took damage this turn",
      p1: { hand: [{ card: "VAC_419", ref: "A" }, { card: "WORK_032", ref: "J" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "J" }],
      expect: { "p1.board": ["WORK_032", "WORK_032"] },
    });
    cardCase("WORK_032", {
      does: "none otherwise",
      p1: { hand: [{ card: "WORK_032", ref: "J" }] },
      actions: [{ type: "play", card: "J" }],
      expect: { "p1.board": ["WORK_032"] },
    });
  });

  // --- Rogue ---
  describeCard("VAC_330", () => {
    cardCase("VAC_330", {
      does: "Deathrattle: a Coin",
      p1: { weapon: { card: "VAC_330", ref: "M", durability: 1 } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      expect: { "p1.hand": [COIN], "p2.hero.health": 27 },
    });
  });
  describeCard("VAC_335", () => {
    cardCase("VAC_335", {
      does: "two random 1-Cost spells of other classes",
      p1: { hero: { card: "HERO_03" }, hand: [{ card: "VAC_335", ref: "P" }], mana: { crystals: 3, used: 0 } }, // realistic Mana: no Rank card upgrades in hand
      actions: [{ type: "play", card: "P" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(2);
        for (const c of hand) {
          const f = facts(c.card);
          expect([f.type, f.cost]).toEqual(["SPELL", 1]);
          expect(["ROGUE", "NEUTRAL"]).not.toContain(f.cardClass);
        }
      },
    });
  });
  describeCard("VAC_460", () => {
    cardCase("VAC_460", {
      does: "2 damage",
      p1: { hand: [{ card: "VAC_460", ref: "O" }] },
      actions: [{ type: "play", card: "O", target: "p2.hero" }],
      expect: { "p2.hero.health": 28, "p1.hand": [] },
    });
    cardCase("VAC_460", {
      does: "Combo: and a Coin",
      p1: { hand: [{ card: COIN, ref: "C" }, { card: "VAC_460", ref: "O" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "O", target: "p2.hero" }],
      expect: { "p2.hero.health": 28, "p1.hand": [COIN] },
    });
  });
  describeCard("WORK_005", () => {
    cardCase("WORK_005", {
      does: "your weapon +2/+2",
      p1: { hand: [{ card: "WORK_005", ref: "S" }], weapon: { card: AXE, ref: "A" } },
      actions: [{ type: "play", card: "S" }],
      expect: { "A.attack": 5, "A.durability": 4 },
    });
    cardCase("WORK_005", {
      does: "not without a weapon",
      p1: { hand: [{ card: "WORK_005", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      error: "illegal_action",
    });
  });

  // --- Shaman ---
  describeCard("VAC_305", () => {
    cardCase("VAC_305", {
      does: "two 2/4 Taunt Elementals whose Deathrattle gives 4 Armor",
      p1: { hand: [{ card: "VAC_305", ref: "F" }] },
      actions: [{ type: "play", card: "F" }, { type: "destroy", target: "p1.board.0" }],
      expect: { "p1.board": ["VAC_305t"], "p1.board.0.attack": 2, "p1.board.0.health": 4, "p1.board.0.seen.TAUNT": 1, "p1.hero.armor": 4 },
    });
  });
  describeCard("VAC_329", () => {
    cardCase("VAC_329", {
      does: "a random Naga and a random spell, each (2) less",
      p1: { hand: [{ card: "VAC_329", ref: "N" }] },
      actions: [{ type: "play", card: "N" }],
      check: (r) => {
        const [naga, spell] = r.state.players[0].hand;
        expect(facts(naga!.card).races).toContain("NAGA");
        expect(naga!.cost).toBe(Math.max(0, facts(naga!.card).cost - 2));
        expect(facts(spell!.card).type).toBe("SPELL");
        expect(spell!.cost).toBe(Math.max(0, facts(spell!.card).cost - 2));
      },
    });
  });
  describeCard("WORK_011", () => {
    cardCase("WORK_011", {
      does: "end of your turn: adjacent minions +1/+1",
      p1: { board: [{ card: WISP, ref: "A" }, { card: "WORK_011", ref: "T" }, { card: WISP, ref: "B" }, { card: WISP, ref: "C" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "A.attack": 2, "B.health": 2, "C.attack": 1, "T.health": 3 },
    });
  });
  describeCard("WORK_013", () => {
    cardCase("WORK_013", {
      does: "Battlecry: +1/+1 to other Battlecry minions in hand, deck and play",
      p1: { hand: [{ card: "WORK_013", ref: "T" }, { card: VOODOO, ref: "H" }, { card: YETI, ref: "Y" }], deck: [{ card: VOODOO, ref: "D" }],
        board: [{ card: VOODOO, ref: "B" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "H.attack": 3, "D.attack": 3, "B.attack": 3, "B.health": 2, "Y.attack": 4, "T.attack": 3 },
    });
  });

  // --- Warlock ---
  describeCard("VAC_939", () => {
    cardCase("VAC_939", {
      does: "destroy a friendly minion, draw 3",
      p1: { hand: [{ card: "VAC_939", ref: "E" }], board: [{ card: WISP, ref: "W" }], deck: Array.from({ length: 3 }, () => ({ card: YETI })) },
      actions: [{ type: "play", card: "E", target: "W" }],
      expect: { "W.zone": "graveyard", "p1.hand.length": 3 },
    });
  });
  describeCard("VAC_940", () => {
    cardCase("VAC_940", {
      does: "Battlecry: two 1/1 Felbeasts, 3 damage to your hero",
      p1: { hand: [{ card: "VAC_940", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.board": ["VAC_940t", "VAC_940", "VAC_940t"], "p1.hero.health": 27 },
    });
  });
  describeCard("VAC_943", () => {
    cardCase("VAC_943", {
      does: "dying on your turn: a 6/6 Taunt Imp",
      p1: { board: [{ card: "VAC_943", ref: "S" }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "p1.board": ["VAC_943t"], "p1.board.0.attack": 6, "p1.board.0.seen.TAUNT": 1 },
    });
    cardCase("VAC_943", {
      does: "dying on the opponent's turn: nothing",
      p1: { board: [{ card: "VAC_943", ref: "S" }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "destroy", target: "S" }],
      expect: { "p1.board": [] },
    });
  });
  describeCard("WORK_008", () => {
    cardCase("WORK_008", {
      does: "4 damage to all minions; the excess hits your hero",
      p1: { hand: [{ card: "WORK_008", ref: "F" }], board: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "E" }, { card: RAPTOR }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "E.health": 1, "p1.board": [], "p2.board": [YETI], "p1.hero.health": 25 },
    });
  });
  describeCard("WORK_009", () => {
    cardCase("WORK_009", {
      does: "Battlecry: a friendly minion gets Lifesteal",
      p1: { hand: [{ card: "WORK_009", ref: "I" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "I", target: "Y" }],
      expect: { "Y.seen.LIFESTEAL": 1 },
    });
  });

  // --- Warrior ---
  describeCard("VAC_337", () => {
    cardCase("VAC_337", {
      does: "drawn: a copy of it too",
      p1: { hand: [{ card: "CS2_023", ref: "A" }], deck: [{ card: "VAC_337" }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.hand": ["VAC_337", "VAC_337", YETI] },
    });
  });
  describeCard("VAC_341", () => {
    cardCase("VAC_341", {
      does: "Battlecry: destroy an enemy minion with Attack 3 or less",
      p1: { hand: [{ card: "VAC_341", ref: "U" }] },
      p2: { board: [{ card: SENJIN, ref: "E" }] },
      actions: [{ type: "play", card: "U", target: "E" }],
      expect: { "E.zone": "graveyard" },
    });
    cardCase("VAC_341", {
      does: "not one with more Attack",
      p1: { hand: [{ card: "VAC_341", ref: "U" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "U", target: "E" }],
      error: "illegal_action",
    });
  });
  describeCard("VAC_528", () => {
    cardCase("VAC_528", {
      does: "three minions of different types",
      p1: { hand: [{ card: "VAC_528", ref: "A" }], deck: [{ card: RAPTOR }, { card: RAPTOR }, { card: MURLOC }, { card: RAIDER }, { card: YETI }] },
      actions: [{ type: "play", card: "A" }],
      check: (r) => expect(r.state.players[0].hand.map((e) => e.card).sort()).toEqual([RAPTOR, MURLOC, RAIDER].sort()),
    });
  });
  describeCard("WORK_023", () => {
    cardCase("WORK_023", {
      does: "Taunt; each time it takes damage: 3 Armor",
      p1: { board: [{ card: "WORK_023", ref: "A" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "attack", attacker: "W", defender: "A" }],
      expect: { "p1.hero.armor": 3, "A.health": 5 },
    });
  });
});
