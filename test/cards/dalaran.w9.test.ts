/** Behaviour tests of Rise of Shadows (DALARAN) cards (session 9, w9/wild-a). */
import { describe, expect } from "vitest";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5, (4)
const WISP = "CS2_231"; // 1/1, (0)
const RAPTOR = "CS2_172"; // Bloodfen Raptor, 3/2 Beast
const BOAR = "CS2_171"; // Stonetusk Boar, 1/1 Beast, (1)
const MOONFIRE = "CS2_008";
const FIREBALL = "CS2_029";
const facts = (id: string) => builtInCard(id)!.facts;

describe("Rise of Shadows (session 9)", () => {
  describeCard("DAL_354", () => {
    cardCase("DAL_354", {
      does: "Deathrattle: two 1/1 Squirrels to its owner's hand",
      p1: { board: [{ card: "DAL_354", ref: "A" }] },
      actions: [{ type: "destroy", target: "A" }],
      expect: { "p1.hand": ["DAL_354t", "DAL_354t"], "p2.hand": [] },
    });
  });
  describeCard("DAL_350", () => {
    cardCase("DAL_350", {
      does: "first option: 2 damage to a minion",
      p1: { hand: [{ card: "DAL_350", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C", target: "Y", choose: 1 }],
      expect: { "Y.health": 3 },
    });
    cardCase("DAL_350", {
      does: "second option: restore 5 Health (to a hero)",
      p1: { hand: [{ card: "DAL_350", ref: "C" }], hero: { card: "HERO_06", health: 20 } },
      actions: [{ type: "play", card: "C", target: "p1.hero", choose: 2 }],
      expect: { "p1.hero.health": 25 },
    });
    cardCase("DAL_350", {
      does: "the damage option cannot target a hero",
      p1: { hand: [{ card: "DAL_350", ref: "C" }] },
      actions: [{ type: "play", card: "C", target: "p2.hero", choose: 1 }],
      error: "illegal_action",
    });
  });
  describeCard("DAL_733", () => {
    cardCase("DAL_733", {
      does: "two 1/2 Dryads with Lifesteal",
      p1: { hand: [{ card: "DAL_733", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.board": ["DAL_733t", "DAL_733t"], "p1.board.0.health": 2 },
    });
  });
  describeCard("DAL_372", () => {
    cardCase("DAL_372", {
      does: "playing a 1-Cost minion draws a spell (not the minion on top)",
      p1: { board: [{ card: "DAL_372" }], hand: [{ card: BOAR, ref: "B" }], deck: [{ card: MOONFIRE, ref: "M" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "M.zone": "hand", "Y.zone": "deck" },
    });
    cardCase("DAL_372", {
      does: "a 0-Cost minion: no draw",
      p1: { board: [{ card: "DAL_372" }], hand: [{ card: WISP, ref: "W" }], deck: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "M.zone": "deck" },
    });
  });
  describeCard("DAL_589", () => {
    cardCase("DAL_589", {
      does: "copies each Beast in your hand, not the Yeti",
      p1: { hand: [{ card: "DAL_589", ref: "H" }, { card: RAPTOR }, { card: YETI }, { card: BOAR }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => expect(r.state.players[0].hand.map((c) => c.card).sort()).toEqual([BOAR, BOAR, RAPTOR, RAPTOR, YETI].sort()),
    });
  });
  describeCard("DAL_371", () => {
    cardCase("DAL_371", {
      does: "4 damage to the minion, then a spell Discovered",
      p1: { hand: [{ card: "DAL_371", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "Y" }],
      check: (r) => {
        expect(r.state.players[1].board[0]!.health).toBe(1);
        expect(events(r, "discover")).toHaveLength(1);
        expect(facts(r.state.players[0].hand[0]!.card).type).toBe("SPELL");
      },
    });
  });
  describeCard("DAL_587", () => {
    cardCase("DAL_587", {
      does: "Deathrattle: a random Hunter spell to your hand",
      p1: { board: [{ card: "DAL_587", ref: "S" }] },
      actions: [{ type: "destroy", target: "S" }],
      check: (r) => {
        const f = facts(r.state.players[0].hand[0]!.card);
        expect([f.type, f.cardClass]).toEqual(["SPELL", "HUNTER"]);
      },
    });
  });
  describeCard("DAL_604", () => {
    cardCase("DAL_604", {
      does: "Deathrattle: draws the Mech, not the Yeti",
      p1: { board: [{ card: "DAL_604", ref: "U" }], deck: [{ card: "BOT_309", ref: "M" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "U" }],
      expect: { "M.zone": "hand", "Y.zone": "deck" },
    });
  });
  describeCard("DAL_379", () => {
    cardCase("DAL_379", {
      does: "equips Thori'dal; after your hero attacks you have Spell Damage +2 this turn (Moonfire: 3)",
      p1: { hand: [{ card: "DAL_379", ref: "V" }, { card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "V" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "play", card: "M", target: "p2.hero" }],
      expect: { "p1.weapon": "DAL_379t", "p2.hero.health": 25 },
    });
    cardCase("DAL_379t", {
      does: "Thori'dal: the Spell Damage ends with the turn",
      p1: { weapon: { card: "DAL_379t" }, deck: [{ card: WISP }, { card: WISP }], hand: [{ card: MOONFIRE, ref: "M" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "M", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
  });
  describeCard("DAL_182", () => {
    cardCase("DAL_182", {
      does: "after you cast a spell: 1 damage to the enemy minion",
      p1: { board: [{ card: "DAL_182" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "Y.health": 4, "p2.hero.health": 29 },
    });
  });
  describeCard("DAL_608", () => {
    cardCase("DAL_608", {
      does: "Discovers a spell costing (3) or less",
      p1: { hand: [{ card: "DAL_608", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        const f = facts(r.state.players[0].hand[0]!.card);
        expect(f.type).toBe("SPELL");
        expect(f.cost).toBeLessThanOrEqual(3);
        for (const o of events(r, "discover")[0]!.options as (string | { card: string })[]) expect(facts(typeof o === "string" ? o : o.card).cost).toBeLessThanOrEqual(3);
      },
    });
  });
  describeCard("DAL_603", () => {
    cardCase("DAL_603", {
      does: "after 2 spells this turn: 2 Mage spells",
      p1: { hand: [{ card: MOONFIRE, ref: "M" }, { card: MOONFIRE, ref: "N" }, { card: "DAL_603", ref: "C" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "N", target: "p2.hero" }, { type: "play", card: "C" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(2);
        for (const c of hand) expect([facts(c.card).type, facts(c.card).cardClass]).toEqual(["SPELL", "MAGE"]);
      },
    });
    cardCase("DAL_603", {
      does: "no spell this turn: nothing",
      p1: { hand: [{ card: "DAL_603", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.hand": [] },
    });
  });
  describeCard("DAL_163", () => {
    cardCase("DAL_163", {
      does: "Discovers a Mage minion",
      p1: { hand: [{ card: "DAL_163", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      check: (r) => {
        const f = facts(r.state.players[0].hand[0]!.card);
        expect([f.type, f.cardClass]).toEqual(["MINION", "MAGE"]);
      },
    });
  });
  describeCard("DAL_548", () => {
    cardCase("DAL_548", {
      does: "at the start of your turn +2 Spell Damage (Moonfire deals 3)",
      p1: { board: [{ card: "DAL_548" }], hand: [{ card: MOONFIRE, ref: "M" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "M", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
    cardCase("DAL_548", {
      does: "none before that",
      p1: { board: [{ card: "DAL_548" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "p2.hero.health": 29 },
    });
  });
  describeCard("DAL_592", () => {
    cardCase("DAL_592", {
      does: "kills a minion and attacks again",
      p1: { board: [{ card: "DAL_592", ref: "B" }] },
      p2: { board: [{ card: WISP, ref: "W" }, { card: WISP, ref: "X" }] },
      actions: [{ type: "attack", attacker: "B", defender: "W" }, { type: "attack", attacker: "B", defender: "X" }],
      expect: { "W.zone": "graveyard", "X.zone": "graveyard" },
    });
    cardCase("DAL_592", {
      does: "no kill: no second attack",
      p1: { board: [{ card: "DAL_592", ref: "B" }] },
      p2: { board: [{ card: "CS2_186", ref: "G" }] },
      actions: [{ type: "attack", attacker: "B", defender: "G" }, { type: "attack", attacker: "B", defender: "p2.hero" }],
      error: "illegal_action",
    });
  });
  describeCard("DAL_553", () => {
    cardCase("DAL_553", {
      does: "at the end of your turn: a random 6-Cost minion",
      p1: { board: [{ card: "DAL_553" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(2);
        expect(facts(board[1]!.card).cost).toBe(6);
      },
    });
  });
  describeCard("DAL_554", () => {
    cardCase("DAL_554", {
      does: "empty deck: six 6/6 Greasefire Elementals",
      p1: { hand: [{ card: "DAL_554", ref: "N" }] },
      actions: [{ type: "play", card: "N" }],
      check: (r) => expect(r.state.players[0].board.map((c) => c.card).sort()).toEqual(["DAL_554", "DAL_554t", "DAL_554t", "DAL_554t", "DAL_554t", "DAL_554t", "DAL_554t"]),
    });
    cardCase("DAL_554", {
      does: "a card in the deck: nothing",
      p1: { hand: [{ card: "DAL_554", ref: "N" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "p1.board": ["DAL_554"] },
    });
  });
  describeCard("DAL_735", () => {
    cardCase("DAL_735", {
      does: "Silences its neighbours, not the minion further away",
      p1: { hand: [{ card: "DAL_735", ref: "L" }], board: [{ card: "CS2_179", ref: "A" }, { card: "CS2_179", ref: "B" }, { card: "CS2_179", ref: "C" }] },
      actions: [{ type: "play", card: "L", position: 1 }],
      expect: { "A.tags.SILENCED": 1, "B.tags.SILENCED": 1 },
      check: (r) => expect(r.state.players[0].board[3]!.tags?.SILENCED ?? 0).toBe(0),
    });
  });
  describeCard("DAL_566", () => {
    cardCase("DAL_566", {
      does: "Deathrattle: four 1/1 Vengeful Scrolls",
      p1: { board: [{ card: "DAL_566", ref: "S" }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "p1.board": ["DAL_566t", "DAL_566t", "DAL_566t", "DAL_566t"] },
    });
  });
  describeCard("DAL_774", () => {
    cardCase("DAL_774", {
      does: "you cast a spell: a random 3-Cost Beast",
      p1: { board: [{ card: "DAL_774" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      check: (r) => {
        const m = r.state.players[0].board[1]!;
        expect(facts(m.card).cost).toBe(3);
        expect(facts(m.card).races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/BEAST|ALL/)]));
      },
    });
  });
  describeCard("DAL_744", () => {
    cardCase("DAL_744", {
      does: "its Health becomes the friendly minion's (a Yeti: 5)",
      p1: { hand: [{ card: "DAL_744", ref: "F" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F", target: "Y" }],
      expect: { "F.health": 5, "F.attack": 5 },
    });
  });
  describeCard("DAL_747", () => {
    cardCase("DAL_747", {
      does: "a 2/2 Gryphon for each player",
      p1: { hand: [{ card: "DAL_747", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.board": ["DAL_747", "DAL_747t"], "p2.board": ["DAL_747t"] },
    });
  });
  describeCard("DAL_058", () => {
    cardCase("DAL_058", {
      does: "the opponent summons the minion from their deck (not the spell)",
      p1: { hand: [{ card: "DAL_058", ref: "H" }] },
      p2: { deck: [{ card: MOONFIRE, ref: "M" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "Y.zone": "board", "Y.player": 2, "M.zone": "deck", "p1.board": ["DAL_058"] },
    });
  });
  describeCard("DAL_087", () => {
    cardCase("DAL_087", {
      does: "two 1/1 Amalgams",
      p1: { hand: [{ card: "DAL_087", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => expect(r.state.players[0].board.map((c) => c.card).sort()).toEqual(["DAL_087", "DAL_087t", "DAL_087t"]),
    });
  });
  describeCard("DAL_743", () => {
    cardCase("DAL_743", {
      does: "Deathrattle: a 1/1 Murloc",
      p1: { board: [{ card: "DAL_743", ref: "H" }] },
      actions: [{ type: "destroy", target: "H" }],
      expect: { "p1.board": ["DAL_743t"] },
    });
  });
  describeCard("DAL_560", () => {
    cardCase("DAL_560", {
      does: "+2/+2 for each other friendly minion (2: an 8/8); enemy minions do not count",
      p1: { hand: [{ card: "DAL_560", ref: "I" }], board: [{ card: WISP }, { card: WISP }] },
      p2: { board: [{ card: WISP }] },
      actions: [{ type: "play", card: "I" }],
      expect: { "I.attack": 8, "I.health": 8 },
    });
  });
  describeCard("DAL_752", () => {
    cardCase("DAL_752", {
      does: "draws the 2 minions (not the spell) and makes them 1/1 costing (1)",
      p1: { hand: [{ card: "DAL_752", ref: "J" }], deck: [{ card: YETI, ref: "A" }, { card: MOONFIRE, ref: "M" }, { card: "CS2_186", ref: "B" }] },
      actions: [{ type: "play", card: "J" }],
      expect: { "A.attack": 1, "A.health": 1, "A.cost": 1, "B.attack": 1, "B.health": 1, "B.cost": 1, "M.zone": "deck" },
    });
  });
  describeCard("DAL_751", () => {
    cardCase("DAL_751", {
      does: "fills both boards with 1/1 Imps",
      p1: { hand: [{ card: "DAL_751", ref: "M" }], board: [{ card: YETI }] },
      p2: { board: [{ card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        expect(r.state.players[0].board.filter((c) => c.card === "DAL_751t")).toHaveLength(5);
        expect(r.state.players[1].board.filter((c) => c.card === "DAL_751t")).toHaveLength(5);
      },
    });
  });
  describeCard("DAL_773", () => {
    cardCase("DAL_773", {
      does: "a 1-Cost minion played gets +1 Attack and Rush (it attacks a minion at once)",
      p1: { board: [{ card: "DAL_773" }], hand: [{ card: "CS2_168", ref: "M" }] },
      p2: { board: [{ card: "CS2_051", ref: "W" }] },
      actions: [{ type: "play", card: "M" }, { type: "attack", attacker: "M", defender: "W" }],
      expect: { "M.attack": 3, "W.zone": "graveyard" },
    });
    cardCase("DAL_773", {
      does: "a 4-Cost minion: nothing",
      p1: { board: [{ card: "DAL_773" }], hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "Y.attack": 4 },
    });
  });
  describeCard("DAL_582", () => {
    cardCase("DAL_582", {
      does: "shuffles 3 Portals into your deck",
      p1: { hand: [{ card: "DAL_582", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.deck": ["DAL_582t", "DAL_582t", "DAL_582t"] },
    });
    cardCase("DAL_582t", {
      does: "Felhound Portal drawn: a 2/2 Felhound with Rush is summoned, and a card drawn instead",
      p1: { hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: "DAL_582t" }, { card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "AI" }],
      check: (r) => {
        expect(r.state.players[0].board.map((c) => c.card)).toEqual(["DAL_582t2"]);
        expect(r.state.players[0].hand.map((c) => c.card).sort()).toEqual([WISP, YETI].sort());
      },
    });
  });
  describeCard("DAL_565", () => {
    cardCase("DAL_565", {
      does: "shuffles 3 Portals into your deck",
      p1: { hand: [{ card: "DAL_565", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.deck": ["DAL_582t", "DAL_582t", "DAL_582t"] },
    });
  });
  describeCard("DAL_544", () => {
    cardCase("DAL_544", {
      does: "restores 2 Health to your hero and minions, not the enemy's",
      p1: { hand: [{ card: "DAL_544", ref: "P" }], hero: { card: "HERO_01", health: 20 }, board: [{ card: YETI, ref: "Y", health: 2 }] },
      p2: { hero: { card: "HERO_01", health: 20 }, board: [{ card: YETI, ref: "E", health: 2 }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.hero.health": 22, "Y.health": 4, "p2.hero.health": 20, "E.health": 2 },
    });
  });
  describeCard("DAL_551", () => {
    cardCase("DAL_551", {
      does: "alone: 4 Attack; with another friendly minion: 2",
      p1: { board: [{ card: "DAL_551", ref: "D" }] },
      p2: { board: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "D.attack": 4 },
    });
    cardCase("DAL_551", {
      does: "with another friendly minion: 2 Attack",
      p1: { board: [{ card: "DAL_551", ref: "D" }, { card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "D.attack": 2 },
    });
  });
  describeCard("DAL_749", () => {
    cardCase("DAL_749", {
      does: "with 4 Attack as it dies: resummoned",
      p1: { board: [{ card: "DAL_749", ref: "V", attack: 4 }] },
      actions: [{ type: "destroy", target: "V" }],
      expect: { "p1.board": ["DAL_749"] },
    });
    cardCase("DAL_749", {
      does: "with 3 Attack: stays dead",
      p1: { board: [{ card: "DAL_749", ref: "V" }] },
      actions: [{ type: "destroy", target: "V" }],
      expect: { "p1.board": [] },
    });
  });
  describeCard("DAL_088", () => {
    cardCase("DAL_088", {
      does: "Deathrattle: a 0/5 Vault Safe",
      p1: { board: [{ card: "DAL_088", ref: "S" }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "p1.board": ["DAL_088t2"] },
    });
  });
  describeCard("DAL_771", () => {
    cardCase("DAL_771", {
      does: "it attacks: the opponent gets a Coin",
      p1: { board: [{ card: "DAL_771", ref: "S" }] },
      actions: [{ type: "attack", attacker: "S", defender: "p2.hero" }],
      expect: { "p2.hand": ["GAME_005"], "p1.hand": [] },
    });
    cardCase("DAL_771", {
      does: "attacked: nothing",
      p1: { board: [{ card: "DAL_771", ref: "S" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "attack", attacker: "W", defender: "S" }],
      expect: { "p2.hand": [], "p1.hand": [] },
    });
  });
  describeCard("DAL_081", () => {
    cardCase("DAL_081", {
      does: "your hero cannot be targeted by the opponent's spells on their turn",
      p1: { hand: [{ card: "DAL_081", ref: "J" }], deck: [{ card: WISP }] },
      p2: { hand: [{ card: FIREBALL, ref: "F" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "J" }, { type: "endTurn" }, { type: "play", card: "F", target: "p1.hero" }],
      error: "illegal_action",
    });
    cardCase("DAL_081", {
      does: "it ends at your next turn",
      p1: { hand: [{ card: "DAL_081", ref: "J" }, { card: FIREBALL, ref: "F" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "J" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "F", target: "p1.hero" }],
      expect: { "p1.hero.health": 24 },
    });
  });
  describeCard("DAL_086", () => {
    cardCase("DAL_086", {
      does: "with a Secret: +1/+1",
      p1: { hand: [{ card: "DAL_086", ref: "S" }], secrets: [{ card: "EX1_130" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "S.attack": 3, "S.health": 4 },
    });
    cardCase("DAL_086", {
      does: "no Secret: 2/3",
      p1: { hand: [{ card: "DAL_086", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "S.attack": 2, "S.health": 3 },
    });
  });
  describeCard("DAL_539", () => {
    cardCase("DAL_539", {
      does: "holding a 5-Cost spell: 4 damage",
      p1: { hand: [{ card: "DAL_539", ref: "W" }, { card: "CS2_032" }] },
      actions: [{ type: "play", card: "W", target: "p2.hero" }],
      expect: { "p2.hero.health": 26 },
    });
    cardCase("DAL_539", {
      does: "only a 4-Cost spell: no target",
      p1: { hand: [{ card: "DAL_539", ref: "W" }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "W", target: "p2.hero" }],
      error: "illegal_action",
    });
  });
  describeCard("DAL_077", () => {
    cardCase("DAL_077", {
      does: "the friendly Murloc gets Poisonous",
      p1: { hand: [{ card: "DAL_077", ref: "T" }], board: [{ card: "CS2_168", ref: "M" }] },
      actions: [{ type: "play", card: "T", target: "M" }],
      expect: { "M.seen.POISONOUS": 1 },
    });
    cardCase("DAL_077", {
      does: "a non-Murloc is no valid target",
      p1: { hand: [{ card: "DAL_077", ref: "T" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "T", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("DAL_078", () => {
    cardCase("DAL_078", {
      does: "restores 3 Health to the chosen character",
      p1: { hand: [{ card: "DAL_078", ref: "T" }], board: [{ card: YETI, ref: "Y", health: 1 }] },
      actions: [{ type: "play", card: "T", target: "Y" }],
      expect: { "Y.health": 4 },
    });
  });
  describeCard("DAL_775", () => {
    cardCase("DAL_775", {
      does: "Deathrattle: 3 damage to all minions, not heroes",
      p1: { board: [{ card: "DAL_775", ref: "T" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "T" }],
      expect: { "Y.health": 2, "E.health": 2, "p2.hero.health": 30 },
    });
  });
  describeCard("DAL_550", () => {
    cardCase("DAL_550", {
      does: "survives 1 damage: a (damaged) copy is summoned",
      p1: { board: [{ card: "DAL_550", ref: "O" }] },
      actions: [{ type: "damage", target: "O", amount: 1 }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((c) => c.card)).toEqual(["DAL_550", "DAL_550"]);
        expect(board[1]!.health).toBe(4);
      },
    });
    cardCase("DAL_550", {
      does: "killed: no copy",
      p1: { board: [{ card: "DAL_550", ref: "O" }] },
      actions: [{ type: "damage", target: "O", amount: 5 }],
      expect: { "p1.board": [] },
    });
  });
  describeCard("DAL_095", () => {
    cardCase("DAL_095", {
      does: "+1 Attack for each spell in your hand (2)",
      p1: { hand: [{ card: "DAL_095", ref: "V" }, { card: MOONFIRE }, { card: FIREBALL }, { card: YETI }] },
      actions: [{ type: "play", card: "V" }],
      expect: { "V.attack": 3, "V.health": 6 },
    });
  });
  describeCard("DAL_742", () => {
    cardCase("DAL_742", {
      does: "your Windfury minion has Mega-Windfury: it attacks 4 times",
      p1: { board: [{ card: "DAL_742" }, { card: "CS2_169", ref: "W" }] },
      actions: [1, 2, 3, 4].map(() => ({ type: "attack", attacker: "W", defender: "p2.hero" })),
      expect: { "p2.hero.health": 26 },
    });
    cardCase("DAL_742", {
      does: "a minion without Windfury gets nothing",
      p1: { board: [{ card: "DAL_742" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "attack", attacker: "Y", defender: "p2.hero" }],
      error: "illegal_action",
    });
  });
  describeCard("DAL_355", () => {
    cardCase("DAL_355", {
      does: "you restore Health: a random Druid spell",
      p1: { board: [{ card: "DAL_355" }], hero: { card: "HERO_06", health: 20 }, hand: [{ card: "DAL_078", ref: "T" }] },
      actions: [{ type: "play", card: "T", target: "p1.hero" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect([facts(hand[0]!.card).type, facts(hand[0]!.card).cardClass]).toEqual(["SPELL", "DRUID"]);
      },
    });
    cardCase("DAL_355", {
      does: "the opponent restores Health: nothing",
      p1: { board: [{ card: "DAL_355" }] },
      p2: { hero: { card: "HERO_06", health: 20 }, hand: [{ card: "DAL_078", ref: "T" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "T", target: "p2.hero" }],
      expect: { "p1.hand": [] },
    });
  });
  describeCard("DAL_376", () => {
    cardCase("DAL_376", {
      does: "Deathrattle: the Mech in hand is summoned and its Deathrattle triggers (Harvest Golem: a Damaged Golem)",
      p1: { board: [{ card: "DAL_376", ref: "O" }], hand: [{ card: "EX1_556", ref: "H" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "O" }],
      check: (r) => {
        expect(r.state.players[0].board.map((c) => c.card).sort()).toEqual(["EX1_556", "skele21"].sort());
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([YETI]);
      },
    });
  });
  describeCard("DAL_576", () => {
    cardCase("DAL_576", {
      does: "Spell Damage +3 (Moonfire deals 4) and spells cost (1) more",
      p1: { board: [{ card: "DAL_576" }], hand: [{ card: MOONFIRE, ref: "M" }, { card: FIREBALL, ref: "F" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "p2.hero.health": 26, "F.cost": 5, "Y.cost": 4, "p1.mana.used": 1 },
    });
  });
  describeCard("DAL_558", () => {
    cardCase("DAL_558", {
      does: "at the end of your turn it casts a spell you cast this turn again (Moonfire, random target)",
      p1: { board: [{ card: "DAL_558" }], hand: [{ card: MOONFIRE, ref: "M" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "endTurn" }],
      check: (r) => {
        const dmg = events(r, "damage").filter((e) => (e.source as { card?: string })?.card === MOONFIRE);
        expect(dmg).toHaveLength(2);
      },
    });
    cardCase("DAL_558", {
      does: "no spell this turn: nothing",
      p1: { board: [{ card: "DAL_558" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p2.hero.health": 30, "p1.hero.health": 30 },
    });
  });
  describeCard("DAL_546", () => {
    cardCase("DAL_546", {
      does: "a copy of each other friendly Battlecry minion; not the Yeti, not the enemy's",
      p1: { hand: [{ card: "DAL_546", ref: "B" }], board: [{ card: "EX1_066" }, { card: YETI }] },
      p2: { board: [{ card: "EX1_066" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hand": ["EX1_066"] },
    });
  });
  describeCard("DAL_146", () => {
    cardCase("DAL_146", {
      does: "Deathrattle: two 4/4 Bronze Dragons to your hand",
      p1: { board: [{ card: "DAL_146", ref: "B" }] },
      actions: [{ type: "destroy", target: "B" }],
      expect: { "p1.hand": ["DAL_146t", "DAL_146t"] },
    });
  });
  describeCard("DAL_727", () => {
    cardCase("DAL_727", {
      does: "draws the lowest Cost minion (the Wisp) and gives it +2/+2",
      p1: { hand: [{ card: "DAL_727", ref: "C" }], deck: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }, { card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "W.zone": "hand", "W.attack": 3, "W.health": 3, "Y.zone": "deck", "M.zone": "deck" },
    });
  });
  describeCard("DAL_141", () => {
    cardCase("DAL_141", {
      does: "casts a random Paladin Secret into your secret zone, and the Twinspell copy comes to your hand",
      p1: { hand: [{ card: "DAL_141", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const s = r.state.players[0].secrets;
        expect(s).toHaveLength(1);
        expect([facts(s[0]!.card).cardClass, facts(s[0]!.card).mechanics]).toEqual(["PALADIN", expect.arrayContaining(["SECRET"])]);
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["DAL_141ts"]);
      },
    });
  });
  describeCard("DAL_147", () => {
    cardCase("DAL_147", {
      does: "Dragons in your hand get +3/+3, other minions not",
      p1: { hand: [{ card: "DAL_147", ref: "S" }, { card: "BRM_004", ref: "D" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "D.attack": 5, "D.health": 4, "Y.attack": 4 },
    });
  });
  describeCard("DAL_571", () => {
    cardCase("DAL_571", {
      does: "with a Secret: 3 Attack",
      p1: { hand: [{ card: "DAL_571", ref: "B" }], secrets: [{ card: "EX1_130" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.weapon.attack": 3 },
    });
    cardCase("DAL_571", {
      does: "no Secret: 2 Attack",
      p1: { hand: [{ card: "DAL_571", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.weapon.attack": 2 },
    });
  });
  describeCard("DAL_570", () => {
    cardCase("DAL_570", {
      does: "the opponent casts a spell: your minions get +2 Health",
      p1: { secrets: [{ card: "DAL_570", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
      p2: { hand: [{ card: MOONFIRE, ref: "M" }], board: [{ card: YETI, ref: "E" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "M", target: "p1.hero" }],
      expect: { "Y.health": 7, "E.health": 5, "S.zone": "graveyard" },
    });
    cardCase("DAL_570", {
      does: "the opponent plays a minion: nothing",
      p1: { secrets: [{ card: "DAL_570", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
      p2: { hand: [{ card: WISP, ref: "W" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "W" }],
      expect: { "Y.health": 5, "S.zone": "secrets" },
    });
  });
  describeCard("DAL_581", () => {
    cardCase("DAL_581", {
      does: "both heroes back to full Health",
      p1: { hand: [{ card: "DAL_581", ref: "N" }], hero: { card: "HERO_04", health: 12 } },
      p2: { hero: { card: "HERO_04", health: 7 } },
      actions: [{ type: "play", card: "N" }],
      expect: { "p1.hero.health": 30, "p2.hero.health": 30 },
    });
  });
  describeCard("DAL_039", () => {
    cardCase("DAL_039", {
      does: "Deathrattle: destroys the enemy minion, not yours",
      p1: { board: [{ card: "DAL_039", ref: "C" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "C" }],
      expect: { "E.zone": "graveyard", "Y.zone": "board" },
    });
  });
  describeCard("DAL_040", () => {
    cardCase("DAL_040", {
      does: "Deathrattle: the enemy hero restores 5",
      p1: { board: [{ card: "DAL_040", ref: "S" }], hero: { card: "HERO_09", health: 20 } },
      p2: { hero: { card: "HERO_09", health: 20 } },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "p2.hero.health": 25, "p1.hero.health": 20 },
    });
  });
  describeCard("DAL_724", () => {
    cardCase("DAL_724", {
      does: "3 of your dead minions come back (3 died: all 3); not the enemy's",
      p1: { hand: [{ card: "DAL_724", ref: "M" }], board: [{ card: YETI, ref: "A" }, { card: RAPTOR, ref: "B" }, { card: BOAR, ref: "C" }] },
      p2: { board: [{ card: "CS2_186", ref: "E" }] },
      actions: [{ type: "destroy", target: "A" }, { type: "destroy", target: "B" }, { type: "destroy", target: "C" }, { type: "destroy", target: "E" }, { type: "play", card: "M" }],
      check: (r) => {
        expect(r.state.players[0].board.map((c) => c.card).sort()).toEqual([BOAR, RAPTOR, YETI].sort());
        expect(r.state.players[1].board).toHaveLength(0);
      },
    });
  });
  describeCard("DAL_030", () => {
    cardCase("DAL_030", {
      does: "becomes a 2/2 copy of the friendly Deathrattle minion (Harvest Golem: its Deathrattle too)",
      p1: { hand: [{ card: "DAL_030", ref: "S" }], board: [{ card: "EX1_556", ref: "H" }] },
      actions: [{ type: "play", card: "S", target: "H" }, { type: "destroy", target: "S" }],
      check: (r) => expect(r.state.players[0].board.map((c) => c.card).sort()).toEqual(["EX1_556", "skele21"].sort()),
    });
    cardCase("DAL_030", {
      does: "its stats are 2/2",
      p1: { hand: [{ card: "DAL_030", ref: "S" }], board: [{ card: "FP1_012", ref: "H" }] },
      actions: [{ type: "play", card: "S", target: "H" }],
      expect: { "S.card": "FP1_012", "S.attack": 2, "S.health": 2 },
    });
    cardCase("DAL_030", {
      does: "a minion without a Deathrattle is no valid target",
      p1: { hand: [{ card: "DAL_030", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("DAL_065", () => {
    cardCase("DAL_065", {
      does: "the friendly minion is Silenced and a (Silenced) copy summoned",
      p1: { hand: [{ card: "DAL_065", ref: "U" }], board: [{ card: "EX1_556", ref: "H" }] },
      actions: [{ type: "play", card: "U", target: "H" }, { type: "destroy", target: "H" }],
      check: (r) => expect(r.state.players[0].board.map((c) => c.card)).toEqual(["EX1_556"]),
    });
    cardCase("DAL_065", {
      does: "an enemy minion is no valid target",
      p1: { hand: [{ card: "DAL_065", ref: "U" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "U", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("DAL_728", () => {
    cardCase("DAL_728", {
      does: "your minions return to your hand; the enemy's stay",
      p1: { hand: [{ card: "DAL_728", ref: "D" }], board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "Y.zone": "hand", "W.zone": "hand", "E.zone": "board" },
    });
  });
  describeCard("DAL_071", () => {
    cardCase("DAL_071", {
      does: "the friendly Yeti becomes a random 5-Cost minion",
      p1: { hand: [{ card: "DAL_071", ref: "M" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "Y" }],
      check: (r) => expect(facts(r.state.players[0].board[0]!.card).cost).toBe(5),
    });
    cardCase("DAL_071", {
      does: "an enemy minion is no valid target",
      p1: { hand: [{ card: "DAL_071", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("DAL_726", () => {
    cardCase("DAL_726", {
      does: "your Murlocs in hand cost (1); other minions and the enemy's Murlocs not",
      p1: { board: [{ card: "DAL_726" }], hand: [{ card: "EX1_062", ref: "O" }, { card: YETI, ref: "Y" }] },
      p2: { hand: [{ card: "EX1_062", ref: "E" }] },
      actions: [{ type: "endTurn" }],
      expect: { "O.cost": 1, "Y.cost": 4, "E.cost": 4 },
    });
  });
  describeCard("DAL_049", () => {
    cardCase("DAL_049", {
      does: "after you play a Murloc: a random Murloc to your hand",
      p1: { board: [{ card: "DAL_049" }], hand: [{ card: "CS2_168", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(facts(hand[0]!.card).races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/MURLOC|ALL/)]));
      },
    });
    cardCase("DAL_049", {
      does: "a non-Murloc: nothing",
      p1: { board: [{ card: "DAL_049" }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.hand": [] },
    });
  });
  describeCard("DAL_185", () => {
    cardCase("DAL_185", {
      does: "drawn: your hero restores 4",
      p1: { hero: { card: "HERO_07", health: 20 }, hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: "DAL_185" }, { card: WISP }] },
      actions: [{ type: "play", card: "AI" }],
      expect: { "p1.hero.health": 24 },
    });
  });
  describeCard("DAL_563", () => {
    cardCase("DAL_563", {
      does: "Deathrattle: two friendly minions (both there) get +2/+2; the enemy's not",
      p1: { board: [{ card: "DAL_563", ref: "U" }, { card: YETI, ref: "A" }, { card: WISP, ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "U" }],
      expect: { "A.attack": 6, "B.attack": 3, "E.attack": 4 },
    });
  });
  describeCard("DAL_607", () => {
    cardCase("DAL_607", {
      does: "you draw a minion: a copy with Rush, which dies at the end of the turn",
      p1: { board: [{ card: "DAL_607" }], hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: YETI }, { card: MOONFIRE }] },
      actions: [{ type: "play", card: "AI" }],
      check: (r) => {
        const board = r.state.players[0].board.map((c) => c.card);
        expect(board.filter((c) => c === YETI)).toHaveLength(1);
      },
    });
    cardCase("DAL_607", {
      does: "the copy dies at the end of the turn",
      p1: { board: [{ card: "DAL_607" }], hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: YETI }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "AI" }, { type: "endTurn" }],
      expect: { "p1.board": ["DAL_607"] },
    });
  });
  describeCard("DAL_605", () => {
    cardCase("DAL_605", {
      does: "your Demons +1 Attack; 1 damage to each enemy minion",
      p1: { hand: [{ card: "DAL_605", ref: "I" }], board: [{ card: "CS2_065", ref: "D" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "I" }],
      expect: { "D.attack": 2, "Y.attack": 4, "Y.health": 5, "E.health": 4 },
    });
  });
  describeCard("DAL_561", () => {
    cardCase("DAL_561", {
      does: "a friendly Demon dies while it is in hand: (1) less; a non-Demon: no change",
      p1: { hand: [{ card: "DAL_561", ref: "J" }], board: [{ card: "CS2_065", ref: "D" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "destroy", target: "D" }, { type: "destroy", target: "W" }],
      expect: { "J.cost": 9 },
    });
  });
  describeCard("DAL_602", () => {
    cardCase("DAL_602", {
      does: "the 2 other cards in hand are shuffled in and 2 cards drawn",
      p1: { hand: [{ card: "DAL_602", ref: "P" }, { card: YETI }, { card: WISP }], deck: [{ card: BOAR }] },
      actions: [{ type: "play", card: "P" }],
      check: (r) => {
        expect(r.state.players[0].hand).toHaveLength(2);
        expect(r.state.players[0].deck).toHaveLength(1);
      },
    });
  });
  describeCard("DAL_770", () => {
    cardCase("DAL_770", {
      does: "with 10 Mana Crystals: 10 damage to a minion",
      p1: { hand: [{ card: "DAL_770", ref: "O" }] },
      p2: { board: [{ card: "CS2_186", ref: "G" }] },
      actions: [{ type: "play", card: "O", target: "G" }],
      expect: { "G.zone": "graveyard" },
    });
    cardCase("DAL_770", {
      does: "with 9: no target",
      p1: { hand: [{ card: "DAL_770", ref: "O" }], mana: { crystals: 9 } },
      p2: { board: [{ card: "CS2_186", ref: "G" }] },
      actions: [{ type: "play", card: "O", target: "G" }],
      error: "illegal_action",
    });
  });
  describeCard("DAL_759", () => {
    cardCase("DAL_759", {
      does: "it deals 2 damage attacking: 2 Armor",
      p1: { board: [{ card: "DAL_759", ref: "S" }] },
      actions: [{ type: "attack", attacker: "S", defender: "p2.hero" }],
      expect: { "p1.hero.armor": 2, "p2.hero.health": 28 },
    });
  });
  describeCard("DAL_070", () => {
    cardCase("DAL_070", {
      does: "summons a copy of the deck's minion with Rush; the card stays in the deck",
      p1: { hand: [{ card: "DAL_070", ref: "R" }], deck: [{ card: YETI, ref: "Y" }, { card: MOONFIRE }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "R" }],
      check: (r) => {
        const b = r.state.players[0].board;
        expect(b.map((c) => c.card)).toEqual(["DAL_070", YETI]);
        expect(b[1]!.seen?.RUSH).toBe(1);
        expect(r.state.players[0].deck.map((c) => c.card)).toEqual([YETI, MOONFIRE]);
      },
    });
  });
  describeCard("DAL_059", () => {
    cardCase("DAL_059", {
      does: "two copies of the deck's minion; it stays in the deck",
      p1: { hand: [{ card: "DAL_059", ref: "D" }], deck: [{ card: YETI }, { card: MOONFIRE }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.board": [YETI, YETI], "p1.deck": [YETI, MOONFIRE] },
    });
  });
  const LACKEY_IDS = ["DAL_613", "DAL_614", "DAL_615", "DAL_739", "DAL_741", "ULD_616", "DRG_052"];
  const lackeysIn = (cards: { card: string }[]) => cards.filter((c) => LACKEY_IDS.includes(c.card)).length;
  describeCard("DAL_400", () => {
    cardCase("DAL_400", {
      does: "Battlecry: a Lackey to your hand",
      p1: { hand: [{ card: "DAL_400", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      check: (r) => {
        expect(lackeysIn(r.state.players[0].hand)).toBe(1);
        expect(r.state.players[0].hand).toHaveLength(1);
        expect(r.state.players[1].hand).toHaveLength(0);
      },
    });
  });
  describeCard("DAL_413", () => {
    cardCase("DAL_413", {
      does: "Deathrattle: a Lackey to its owner's hand",
      p1: { board: [{ card: "DAL_413", ref: "C" }] },
      actions: [{ type: "destroy", target: "C" }],
      check: (r) => expect(lackeysIn(r.state.players[0].hand)).toBe(1),
    });
  });
  describeCard("DAL_433", () => {
    cardCase("DAL_433", {
      does: "a Lackey to your hand; Overload (1)",
      p1: { hand: [{ card: "DAL_433", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.mana.overloadOwed": 1 },
      check: (r) => expect(lackeysIn(r.state.players[0].hand)).toBe(1),
    });
  });
  describeCard("DAL_415", () => {
    cardCase("DAL_415", {
      does: "Combo: two Lackeys",
      p1: { hand: [{ card: MOONFIRE, ref: "M" }, { card: "DAL_415", ref: "E" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "E" }],
      check: (r) => {
        expect(lackeysIn(r.state.players[0].hand)).toBe(2);
        expect(r.state.players[0].hand).toHaveLength(2);
      },
    });
    cardCase("DAL_415", {
      does: "without Combo: nothing",
      p1: { hand: [{ card: "DAL_415", ref: "E" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.hand": [] },
    });
  });
  describeCard("DAL_606", () => {
    cardCase("DAL_606", {
      does: "destroys the friendly minion and adds 2 Lackeys",
      p1: { hand: [{ card: "DAL_606", ref: "G" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "G", target: "W" }],
      expect: { "W.zone": "graveyard" },
      check: (r) => expect(lackeysIn(r.state.players[0].hand)).toBe(2),
    });
    cardCase("DAL_606", {
      does: "no friendly minion: no Lackeys",
      p1: { hand: [{ card: "DAL_606", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.hand": [] },
    });
  });
  describeCard("DAL_769", () => {
    cardCase("DAL_769", {
      does: "1 damage to a Yeti, which survives: a Lackey",
      p1: { hand: [{ card: "DAL_769", ref: "I" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "I", target: "Y" }],
      expect: { "Y.health": 4 },
      check: (r) => expect(lackeysIn(r.state.players[0].hand)).toBe(1),
    });
    cardCase("DAL_769", {
      does: "a Wisp killed: no Lackey",
      p1: { hand: [{ card: "DAL_769", ref: "I" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "I", target: "W" }],
      expect: { "p1.hand": [], "W.zone": "graveyard" },
    });
  });
  describeCard("DAL_062", () => {
    cardCase("DAL_062", {
      does: "the minion attacks the middle enemy: its neighbours take its Attack too; the hero not",
      p1: { hand: [{ card: "DAL_062", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: "CS2_186", ref: "A" }, { card: "CS2_186", ref: "B" }, { card: "CS2_186", ref: "C" }] },
      actions: [{ type: "play", card: "S", target: "Y" }, { type: "attack", attacker: "Y", defender: "B" }],
      expect: { "A.health": 3, "B.health": 3, "C.health": 3, "p2.hero.health": 30 },
    });
    cardCase("DAL_062", {
      does: "without it: only the defender is hit",
      p1: { board: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: "CS2_186", ref: "A" }, { card: "CS2_186", ref: "B" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "B" }],
      expect: { "A.health": 7, "B.health": 3 },
    });
  });
});
