/** Behaviour tests of Rastakhan's Rumble (TROLL): neutral cards (session 9, w9/wild-a). */
import { describe, expect } from "vitest";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5, (4)
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // Bloodfen Raptor, 3/2 Beast
const WHELP = "BRM_004"; // Twilight Whelp, a Dragon
const MOONFIRE = "CS2_008";

describe("Rastakhan's Rumble: neutral", () => {
  describeCard("TRL_517", () => {
    cardCase("TRL_517", {
      does: "minions in your hand get +1/+1; spells in hand and the opponent's hand do not",
      p1: { hand: [{ card: "TRL_517", ref: "A" }, { card: YETI, ref: "Y" }, { card: MOONFIRE, ref: "M" }] },
      p2: { hand: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "Y.attack": 5, "Y.health": 6, "E.attack": 4, "M.cost": 0, "M.attack": undefined, "A.attack": 2 },
    });
  });
  describeCard("TRL_521", () => {
    cardCase("TRL_521", {
      does: "killing a 1/1 with 3 Attack on your turn summons another Arena Patron",
      p1: { board: [{ card: "TRL_521", ref: "P" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "P", defender: "W" }],
      expect: { "p1.board": ["TRL_521", "TRL_521"], "W.zone": "graveyard" },
    });
    cardCase("TRL_521", {
      does: "exactly lethal damage is no Overkill: nothing summoned",
      p1: { board: [{ card: "TRL_521", ref: "P" }] },
      p2: { board: [{ card: "CS2_120", ref: "R" }] },
      actions: [{ type: "attack", attacker: "P", defender: "R" }],
      expect: { "p1.board": ["TRL_521"], "R.zone": "graveyard" },
    });
  });
  describeCard("TRL_525", () => {
    cardCase("TRL_525", {
      does: "Deathrattle: its owner draws 2 cards",
      p1: { board: [{ card: "TRL_525", ref: "C" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "destroy", target: "C" }],
      expect: { "p1.hand.length": 2, "p1.deck.length": 1, "p2.hand.length": 0 },
    });
  });
  describeCard("TRL_509", () => {
    cardCase("TRL_509", {
      does: "adds 2 Bananas to your hand; a Banana gives a minion +1/+1",
      p1: { hand: [{ card: "TRL_509", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hand": ["TRL_509t", "TRL_509t"], "p2.hand": [] },
    });
    cardCase("TRL_509t", {
      does: "Bananas: +1/+1 to the target minion",
      p1: { hand: [{ card: "TRL_509t", ref: "N" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "N", target: "Y" }],
      expect: { "Y.attack": 5, "Y.health": 6 },
    });
  });
  describeCard("TRL_514", () => {
    cardCase("TRL_514", {
      does: "with 2 enemy minions: +1 Attack",
      p1: { hand: [{ card: "TRL_514", ref: "G" }] },
      p2: { board: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.attack": 2, "G.health": 4 },
    });
    cardCase("TRL_514", {
      does: "with 1 enemy minion (and friendly ones): no bonus",
      p1: { hand: [{ card: "TRL_514", ref: "G" }], board: [{ card: WISP }, { card: WISP }] },
      p2: { board: [{ card: WISP }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.attack": 1 },
    });
  });
  describeCard("TRL_504", () => {
    cardCase("TRL_504", {
      does: "the opponent gets The Coin, you do not",
      p1: { hand: [{ card: "TRL_504", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p2.hand": ["GAME_005"], "p1.hand": [] },
    });
  });
  describeCard("TRL_512", () => {
    cardCase("TRL_512", {
      does: "Battlecry: 1 damage to the chosen character; its Lifesteal heals your hero 1",
      p1: { hero: { card: "HERO_01", health: 20 }, hand: [{ card: "TRL_512", ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A", target: "Y" }],
      expect: { "Y.health": 4, "p1.hero.health": 21 },
    });
  });
  describeCard("TRL_569", () => {
    cardCase("TRL_569", {
      does: "holding a Dragon: 7 damage to the enemy minion chosen",
      p1: { hand: [{ card: "TRL_569", ref: "C" }, { card: WHELP }] },
      p2: { board: [{ card: "CS2_186", ref: "W" }] },
      actions: [{ type: "play", card: "C", target: "W" }],
      expect: { "W.zone": "graveyard" },
    });
    cardCase("TRL_569", {
      does: "without a Dragon in hand it takes no target",
      p1: { hand: [{ card: "TRL_569", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C", target: "Y" }],
      error: "illegal_action",
    });
    cardCase("TRL_569", {
      does: "a friendly minion is no valid target",
      p1: { hand: [{ card: "TRL_569", ref: "C" }, { card: WHELP }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("TRL_406", () => {
    cardCase("TRL_406", {
      does: "undamaged 0 Attack; damaged 4 Attack",
      p1: { board: [{ card: "TRL_406", ref: "D" }, { card: "TRL_406", ref: "U" }] },
      actions: [{ type: "damage", target: "D", amount: 1 }],
      expect: { "D.attack": 4, "U.attack": 0 },
    });
  });
  describeCard("TRL_526", () => {
    cardCase("TRL_526", {
      does: "1 damage to every other minion, both sides; not itself nor heroes",
      p1: { hand: [{ card: "TRL_526", ref: "S" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "F.health": 4, "E.health": 4, "S.health": 6, "p2.hero.health": 30 },
    });
  });
  describeCard("TRL_523", () => {
    cardCase("TRL_523", {
      does: "holding a Dragon: Discovers a spell",
      p1: { hand: [{ card: "TRL_523", ref: "F" }, { card: WHELP }] },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        expect(events(r, "discover")).toHaveLength(1);
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(2);
        expect(builtInCard(hand[1]!.card)!.facts.type).toBe("SPELL");
      },
    });
    cardCase("TRL_523", {
      does: "no Dragon in hand: no Discover",
      p1: { hand: [{ card: "TRL_523", ref: "F" }, { card: YETI }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "events.discover": 0, "p1.hand": [YETI] },
    });
  });
  describeCard("TRL_151", () => {
    cardCase("TRL_151", {
      does: "summons a 5/5 Hotshot beside it, for you",
      p1: { hand: [{ card: "TRL_151", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.board": ["TRL_151", "TRL_151t"], "p1.board.1.attack": 5, "p1.board.1.health": 5, "p2.board": [] },
    });
  });
  describeCard("TRL_506", () => {
    cardCase("TRL_506", {
      does: "killing a 1/1 with exactly 1 Attack is no Overkill: no bonus",
      p1: { board: [{ card: "TRL_506", ref: "C" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "C", defender: "W" }],
      expect: { "W.zone": "graveyard", "C.attack": 1 },
    });
    cardCase("TRL_506", {
      does: "with 3 Attack into a 0/2 it overkills and gains +5 Attack",
      p1: { board: [{ card: "TRL_506", ref: "C", attack: 3 }] },
      p2: { board: [{ card: "CS2_051", ref: "W" }] },
      actions: [{ type: "attack", attacker: "C", defender: "W" }],
      expect: { "C.attack": 8, "W.zone": "graveyard" },
    });
  });
  describeCard("TRL_516", () => {
    cardCase("TRL_516", {
      does: "at the start of your turn it is destroyed and you gain 8 Armor",
      p1: { board: [{ card: "TRL_516", ref: "O" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }],
      expect: { "O.zone": "graveyard", "p1.hero.armor": 8, "p2.hero.armor": 0 },
    });
    cardCase("TRL_516", {
      does: "nothing at the start of the opponent's turn",
      p1: { board: [{ card: "TRL_516", ref: "O" }] },
      actions: [{ type: "endTurn" }],
      expect: { "O.zone": "board", "p1.hero.armor": 0 },
    });
  });
  describeCard("TRL_010", () => {
    cardCase("TRL_010", {
      does: "Overkill: 3 Armor for you",
      p1: { board: [{ card: "TRL_010", ref: "S" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "S", defender: "W" }],
      expect: { "p1.hero.armor": 3, "p2.hero.armor": 0 },
    });
    cardCase("TRL_010", {
      does: "killing exactly (a 3-Health minion): no Armor",
      p1: { board: [{ card: "TRL_010", ref: "S" }] },
      p2: { board: [{ card: "CS2_120", ref: "W" }] },
      actions: [{ type: "attack", attacker: "S", defender: "W" }],
      expect: { "p1.hero.armor": 0, "W.zone": "graveyard" },
    });
  });
  describeCard("TRL_505", () => {
    cardCase("TRL_505", {
      does: "Deathrattle: the Beast in your hand costs (1) less; the other minion does not",
      p1: { board: [{ card: "TRL_505", ref: "H" }], hand: [{ card: RAPTOR, ref: "R" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "H" }],
      expect: { "R.cost": 1, "Y.cost": 4 },
    });
  });
  describeCard("TRL_533", () => {
    cardCase("TRL_533", {
      does: "with a Frozen friendly minion: 8 Armor",
      p1: { hand: [{ card: "TRL_533", ref: "P" }], board: [{ card: YETI, tags: { FROZEN: 1 } }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.hero.armor": 8 },
    });
    cardCase("TRL_533", {
      does: "only an enemy minion Frozen: no Armor",
      p1: { hand: [{ card: "TRL_533", ref: "P" }] },
      p2: { board: [{ card: YETI, tags: { FROZEN: 1 } }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "p1.hero.armor": 0 },
    });
  });
  describeCard("TRL_528", () => {
    cardCase("TRL_528", {
      does: "Overkill doubles its Attack (5 → 10)",
      p1: { board: [{ card: "TRL_528", ref: "L" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "damage", target: "Y", amount: 4 }, { type: "attack", attacker: "L", defender: "Y" }],
      expect: { "L.attack": 10 },
    });
  });
  describeCard("TRL_530", () => {
    cardCase("TRL_530", {
      does: "with a Secret in play: casts a Secret from your deck (it leaves the deck for the secret zone)",
      p1: { hand: [{ card: "TRL_530", ref: "M" }], secrets: [{ card: "EX1_130" }], deck: [{ card: "EX1_132", ref: "S" }, { card: YETI }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "S.zone": "secrets", "p1.deck": [YETI] },
    });
    cardCase("TRL_530", {
      does: "with no Secret: nothing",
      p1: { hand: [{ card: "TRL_530", ref: "M" }], deck: [{ card: "EX1_132", ref: "S" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "S.zone": "deck" },
    });
  });
  describeCard("TRL_520", () => {
    cardCase("TRL_520", {
      does: "Deathrattle: draws the 2 Murlocs, not the other cards",
      p1: { board: [{ card: "TRL_520", ref: "T" }], deck: [{ card: "CS2_168" }, { card: YETI }, { card: "EX1_506" }, { card: YETI }] },
      actions: [{ type: "destroy", target: "T" }],
      check: (r) => expect(r.state.players[0].hand.map((c) => c.card).sort()).toEqual(["CS2_168", "EX1_506"]),
    });
  });
  describeCard("TRL_542", () => {
    cardCase("TRL_542", {
      does: "Overkill: the Beast in hand is summoned; the other minion stays",
      p1: { board: [{ card: "TRL_542", ref: "O" }], hand: [{ card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "O", defender: "W" }],
      expect: { "R.zone": "board", "Y.zone": "hand" },
    });
  });
  describeCard("TRL_546", () => {
    cardCase("TRL_546", {
      does: "5 damage to your own hero",
      p1: { hand: [{ card: "TRL_546", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hero.health": 25, "p2.hero.health": 30 },
    });
  });
  describeCard("TRL_515", () => {
    cardCase("TRL_515", {
      does: "costs (1) less for each enemy minion (2 of them: 5); friendly ones do not count",
      p1: { hand: [{ card: "TRL_515", ref: "B" }], board: [{ card: WISP }] },
      p2: { board: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "B.cost": 5 },
    });
  });
  describeCard("TRL_508", () => {
    cardCase("TRL_508", {
      does: "at the start of your turn it heals 2",
      p1: { board: [{ card: "TRL_508", ref: "T", health: 2 }, { card: YETI, ref: "Y", health: 2 }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }],
      expect: { "T.health": 4, "Y.health": 2 },
    });
  });
  describeCard("TRL_531", () => {
    cardCase("TRL_531", {
      does: "Deathrattle: a 3/2 Rumbletusk Breaker for its owner",
      p1: { board: [{ card: "TRL_531", ref: "R" }] },
      actions: [{ type: "destroy", target: "R" }],
      expect: { "p1.board": ["TRL_531t"], "p2.board": [] },
    });
  });
  describeCard("TRL_363", () => {
    cardCase("TRL_363", {
      does: "Deathrattle: the Free Agent goes to the opponent's board",
      p1: { board: [{ card: "TRL_363", ref: "S" }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "p1.board": [], "p2.board": ["TRL_363t"] },
    });
  });
  describeCard("TRL_503", () => {
    cardCase("TRL_503", {
      does: "Deathrattle: three 1/1 Scarabs",
      p1: { board: [{ card: "TRL_503", ref: "E" }] },
      actions: [{ type: "destroy", target: "E" }],
      expect: { "p1.board": ["TRL_503t", "TRL_503t", "TRL_503t"], "p2.board": [] },
    });
  });
  describeCard("TRL_057", () => {
    cardCase("TRL_057", {
      does: "at the end of your turn 2 damage to the enemy hero; not at the end of theirs",
      p1: { board: [{ card: "TRL_057" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }],
      expect: { "p2.hero.health": 28, "p1.hero.health": 30 },
    });
  });
  describeCard("TRL_507", () => {
    cardCase("TRL_507", {
      does: "after your hero attacks: a 1/1 Pirate; a minion's attack does nothing",
      p1: { board: [{ card: "TRL_507", ref: "F" }], weapon: { card: "CS2_106" } },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "attack", attacker: "F", defender: "W" }],
      expect: { "p1.board": ["TRL_507", "TRL_507t"] },
    });
  });
  describeCard("TRL_524", () => {
    cardCase("TRL_524", {
      does: "Silences the enemy Taunt minion",
      p1: { hand: [{ card: "TRL_524", ref: "S" }] },
      p2: { board: [{ card: "CS2_179", ref: "T" }] },
      actions: [{ type: "play", card: "S", target: "T" }],
      expect: { "T.tags.SILENCED": 1 },
      check: (r) => expect(r.state.players[1].board[0]!.tags?.TAUNT ?? 0).toBe(0),
    });
    cardCase("TRL_524", {
      does: "an enemy minion without Taunt is no valid target",
      p1: { hand: [{ card: "TRL_524", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      error: "illegal_action",
    });
  });
  describeCard("TRL_020", () => {
    cardCase("TRL_020", {
      does: "Overkill: two 1/1 Bats",
      p1: { board: [{ card: "TRL_020", ref: "S" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "attack", attacker: "S", defender: "W" }],
      check: (r) => expect(r.state.players[0].board.map((c) => c.card).sort()).toEqual(["TRL_020", "TRL_020t", "TRL_020t"]),
    });
  });
  describeCard("TRL_312", () => {
    cardCase("TRL_312", {
      does: "damaged: Spell Damage +2 (Moonfire deals 3)",
      p1: { board: [{ card: "TRL_312", ref: "S", health: 2 }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
    cardCase("TRL_312", {
      does: "undamaged: no Spell Damage",
      p1: { board: [{ card: "TRL_312", ref: "S" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "p2.hero.health": 29 },
    });
  });
  describeCard("TRL_405", () => {
    cardCase("TRL_405", {
      does: "a Beast you draw gets +2/+2; a non-Beast does not",
      p1: { board: [{ card: "TRL_405" }], hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: RAPTOR, ref: "R" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "AI" }],
      expect: { "R.attack": 5, "R.health": 4, "Y.attack": 4 },
    });
  });
  describeCard("TRL_407", () => {
    cardCase("TRL_407", {
      does: "your next Hero Power this turn costs (0): with 2 Mana, Waterboy then the Hero Power",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, hand: [{ card: "TRL_407", ref: "W" }], mana: { crystals: 2 } },
      actions: [{ type: "play", card: "W" }, { type: "heroPower", target: "p2.hero" }],
      expect: { "p1.mana.used": 2, "p2.hero.health": 29 },
    });
    cardCase("TRL_407", {
      does: "not used this turn, the discount is gone next turn",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, hand: [{ card: "TRL_407", ref: "W" }] },
      actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "endTurn" }],
      check: (r) => expect(r.state.players[0].heroPower!.enchantments ?? []).toHaveLength(0),
    });
  });
  describeCard("TRL_570", () => {
    cardCase("TRL_570", {
      does: "you restore 3 Health to your hero: draw a card",
      p1: { board: [{ card: "TRL_570" }], hero: { card: "HERO_09", health: 20 }, hand: [{ card: "TRL_128", ref: "R" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "R", target: "p1.hero" }],
      expect: { "p1.hand": [YETI], "p1.hero.health": 23 },
    });
    cardCase("TRL_570", {
      does: "only 2 Health restored (the hero at 28): no draw",
      p1: { board: [{ card: "TRL_570" }], hero: { card: "HERO_09", health: 28 }, hand: [{ card: "TRL_128", ref: "R" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "R", target: "p1.hero" }],
      expect: { "p1.hand": [], "p1.hero.health": 30 },
    });
    cardCase("TRL_570", {
      does: "healing a minion: no draw",
      p1: { board: [{ card: "TRL_570" }, { card: YETI, ref: "Y", health: 1 }], hand: [{ card: "TRL_128", ref: "R" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "R", target: "Y" }],
      expect: { "p1.hand": [] },
    });
  });
  describeCard("TRL_527", () => {
    cardCase("TRL_527", {
      does: "you get a copy of the card in your opponent's deck, they one of yours; the decks keep theirs",
      p1: { hand: [{ card: "TRL_527", ref: "T" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand": [YETI], "p2.hand": [WISP], "p1.deck": [WISP], "p2.deck": [YETI] },
    });
  });
  describeCard("TRL_077", () => {
    cardCase("TRL_077", {
      does: "Discovers a Battlecry minion that comes as a 1/1 costing (1)",
      p1: { hero: { card: "HERO_03" }, hand: [{ card: "TRL_077", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => {
        expect(events(r, "discover")).toHaveLength(1);
        const c = r.state.players[0].hand[0]!;
        expect([c.attack, c.health, c.cost]).toEqual([1, 1, 1]);
        expect(builtInCard(c.card)!.facts.mechanics ?? []).toContain("BATTLECRY");
      },
    });
  });
  describeCard("TRL_501", () => {
    cardCase("TRL_501", {
      does: "this turn your heals deal damage: Regenerate on the enemy hero deals 3",
      p1: { hand: [{ card: "TRL_501", ref: "A" }, { card: "TRL_128", ref: "R" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "R", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
    cardCase("TRL_501", {
      does: "next turn heals heal again",
      p1: { hand: [{ card: "TRL_501", ref: "A" }, { card: "TRL_128", ref: "R" }], hero: { card: "HERO_09", health: 20 }, deck: [{ card: WISP }, { card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "R", target: "p1.hero" }],
      expect: { "p1.hero.health": 23 },
    });
  });
});
