/** Behaviour tests of Ashes of Outland (BLACK_TEMPLE) cards. */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { at, events, fails, player, request, run } from "../support/engine.js";

const YETI = "CS2_182";
const WISP = "CS2_231";
const MOONFIRE = "CS2_008";
const FIREBALL = "CS2_029"; // (4)

describe("Ashes of Outland", () => {
  describeCard("BT_737", () => {
    it("Maiev needs a minion target when there is one; a Dormant minion is not one", () => {
      const r = run(request([
        player({ hand: [{ card: "BT_737", ref: "M1" }, { card: "BT_737", ref: "M2" }] }),
        player({ board: [{ card: "CS2_182", ref: "E" }] }),
      ], [{ type: "play", card: "M1", target: "E" }]));
      expect(at(r.state, "E").tags?.DORMANT).toBe(1);
      fails({ seed: 1, state: r.state, actions: [{ type: "play", card: "M2", target: "E" }] } as never, "illegal_action");
    });
    cardCase("BT_737", {
      does: "the enemy minion chosen goes Dormant for 2 turns (not destroyed); its neighbour does not",
      p1: { hand: [{ card: "BT_737", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "E2" }] },
      actions: [{ type: "play", card: "M", target: "E" }],
      expect: { "E.zone": "board", "E.tags.DORMANT": 1, "E.tags.DORMANT_TURNS": 2, "E2.tags.DORMANT": undefined, "M.zone": "board", "events.death": 0 },
    });
    cardCase("BT_737", {
      does: "a Dormant minion cannot be attacked",
      p1: { board: [{ card: YETI, ref: "A" }], hand: [{ card: "BT_737", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "M", target: "E" }, { type: "attack", attacker: "A", defender: "E" }],
      error: "illegal_action",
    });
    cardCase("BT_737", {
      does: "a friendly minion can be chosen too",
      p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "BT_737", ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "F" }],
      expect: { "F.tags.DORMANT": 1, "F.tags.DORMANT_TURNS": 2 },
    });
    cardCase("BT_737", {
      does: "it cannot choose a hero",
      p1: { hand: [{ card: "BT_737", ref: "M" }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("BT_737", {
      does: "with no minion to choose it is still played",
      p1: { hand: [{ card: "BT_737", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "M.zone": "board", "events.dormant": 0 },
    });
    cardCase("BT_737", {
      does: "after one of its controller's turns it is still Dormant (1 turn left)",
      p1: { hand: [{ card: "BT_737", ref: "M" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "M", target: "E" }, { type: "endTurn" }],
      expect: { "E.tags.DORMANT": 1, "E.tags.DORMANT_TURNS": 1 },
    });
    cardCase("BT_737", {
      does: "at the start of its controller's second turn it awakens, and can then be hit",
      p1: { hand: [{ card: "BT_737", ref: "M" }, { card: MOONFIRE, ref: "MF" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "M", target: "E" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" },
        { type: "play", card: "MF", target: "E" }],
      expect: { "E.tags.DORMANT": undefined, "E.health": 4 },
    });
  });

  // --- Deathrattle tokens ---
  cardCase("BT_761", {
    does: `Deathrattle: one 5/9 BT_761t for its owner, where it stood; none for the opponent`,
    p1: { board: [{ card: WISP }, { card: "BT_761", ref: "D" }, { card: WISP }] },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "p1.board": [WISP, "BT_761t", WISP], "p1.board.1.attack": 5, "p1.board.1.health": 9, "p2.board": [] },
  });
  cardCase("BT_728", {
    does: `Deathrattle: one 9/1 BT_728t for its owner, where it stood; none for the opponent`,
    p1: { board: [{ card: WISP }, { card: "BT_728", ref: "D" }, { card: WISP }] },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "p1.board": [WISP, "BT_728t", WISP], "p1.board.1.attack": 9, "p1.board.1.health": 1, "p2.board": [] },
  });
  cardCase("BT_726", {
    does: `Deathrattle: one 3/4 BT_726t for its owner, where it stood; none for the opponent`,
    p1: { board: [{ card: WISP }, { card: "BT_726", ref: "D" }, { card: WISP }] },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "p1.board": [WISP, "BT_726t", WISP], "p1.board.1.attack": 3, "p1.board.1.health": 4, "p2.board": [] },
  });
  cardCase("BT_703", {
    does: `Deathrattle: one 7/5 BT_703t for its owner, where it stood; none for the opponent`,
    p1: { board: [{ card: WISP }, { card: "BT_703", ref: "D" }, { card: WISP }] },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "p1.board": [WISP, "BT_703t", WISP], "p1.board.1.attack": 7, "p1.board.1.health": 5, "p2.board": [] },
  });
  cardCase("BT_155", {
    does: `Deathrattle: one 7/7 BT_155t for its owner, where it stood; none for the opponent`,
    p1: { board: [{ card: WISP }, { card: "BT_155", ref: "D" }, { card: WISP }] },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "p1.board": [WISP, "BT_155t", WISP], "p1.board.1.attack": 7, "p1.board.1.health": 7, "p2.board": [] },
  });
  cardCase("BT_008", {
    does: `Deathrattle: one 1/1 BT_008t for its owner, where it stood; none for the opponent`,
    p1: { board: [{ card: WISP }, { card: "BT_008", ref: "D" }, { card: WISP }] },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "p1.board": [WISP, "BT_008t", WISP], "p1.board.1.attack": 1, "p1.board.1.health": 1, "p2.board": [] },
  });
  cardCase("BT_761", {
    does: "the Warlord has Taunt, the Coilfang Warlord Rush",
    p1: { hand: [{ card: "BT_761", ref: "C" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "C" }, { type: "attack", attacker: "C", defender: "E" }, { type: "destroy", target: "C" }],
    expect: { "E.zone": "graveyard", "p1.board.0.seen.TAUNT": 1 },
  });
  cardCase("BT_703", {
    does: "the Shadow has Stealth",
    p1: { board: [{ card: "BT_703", ref: "D" }] },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "p1.board.0.seen.STEALTH": 1 },
  });
  cardCase("BT_008", {
    does: "the Impcaster gives Spell Damage +1: Moonfire deals 2",
    p1: { board: [{ card: "BT_008", ref: "D" }], hand: [{ card: MOONFIRE, ref: "MF" }] },
    actions: [{ type: "destroy", target: "D" }, { type: "play", card: "MF", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("BT_156", {
    does: "played, it is Dormant for 2 turns and cannot attack",
    p1: { hand: [{ card: "BT_156", ref: "I" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "I.tags.DORMANT": 1, "I.tags.DORMANT_TURNS": 2 },
  });
  cardCase("BT_156", {
    does: "it awakens at the start of its controller's second turn after",
    p1: { hand: [{ card: "BT_156", ref: "I" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "I" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "I.tags.DORMANT": undefined, "I.zone": "board" },
  });
  cardCase("BT_258", {
    does: "played, it is Dormant for 2 turns and cannot attack",
    p1: { hand: [{ card: "BT_258", ref: "I" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "I.tags.DORMANT": 1, "I.tags.DORMANT_TURNS": 2 },
  });
  cardCase("BT_258", {
    does: "it awakens at the start of its controller's second turn after",
    p1: { hand: [{ card: "BT_258", ref: "I" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "I" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "I.tags.DORMANT": undefined, "I.zone": "board" },
  });
  cardCase("BT_156", {
    does: "awake, it has Rush: it can attack a minion the turn it awakens",
    p1: { board: [{ card: "BT_156", ref: "I", tags: { DORMANT: 1, DORMANT_TURNS: 1 } }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "I", defender: "E" }],
    expect: { "E.health": 2 },
  });
  cardCase("BT_734", {
    does: "it cannot attack the enemy hero",
    p1: { board: [{ card: "BT_734", ref: "A" }] },
    actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("BT_734", {
    does: "it can attack a minion",
    p1: { board: [{ card: "BT_734", ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "attack", attacker: "A", defender: "E" }],
    expect: { "E.zone": "graveyard" },
  });
  cardCase("BT_715", {
    does: "each time it takes damage it gains +2 Attack (twice: +4)",
    p1: { board: [{ card: "BT_715", ref: "B" }], hand: [{ card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }] },
    actions: [{ type: "play", card: "M1", target: "B" }, { type: "play", card: "M2", target: "B" }],
    expect: { "B.attack": 6 },
  });
  cardCase("BT_715", {
    does: "damage to another minion does nothing to it",
    p1: { board: [{ card: "BT_715", ref: "B" }, { card: YETI, ref: "Y" }], hand: [{ card: MOONFIRE, ref: "M1" }] },
    actions: [{ type: "play", card: "M1", target: "Y" }],
    expect: { "B.attack": 2 },
  });
  cardCase("BT_716", {
    does: "each time it takes damage it gains +2 Attack (twice: +4)",
    p1: { board: [{ card: "BT_716", ref: "B" }], hand: [{ card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }] },
    actions: [{ type: "play", card: "M1", target: "B" }, { type: "play", card: "M2", target: "B" }],
    expect: { "B.attack": 8 },
  });
  cardCase("BT_716", {
    does: "damage to another minion does nothing to it",
    p1: { board: [{ card: "BT_716", ref: "B" }, { card: YETI, ref: "Y" }], hand: [{ card: MOONFIRE, ref: "M1" }] },
    actions: [{ type: "play", card: "M1", target: "Y" }],
    expect: { "B.attack": 4 },
  });
  cardCase("BT_730", {
    does: "at full Health it has 3 Attack; damaged, 1",
    p1: { board: [{ card: "BT_730", ref: "O" }, { card: "BT_730", ref: "O2" }], hand: [{ card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "O" }],
    expect: { "O.attack": 1, "O2.attack": 3 },
  });
  cardCase("BT_730", {
    does: "healed back to full it has +2 Attack again",
    p1: { board: [{ card: "BT_730", ref: "O", health: 4, maxHealth: 6 }], hand: [{ card: "CS2_007", ref: "H" }] },
    actions: [{ type: "play", card: "H", target: "O" }],
    expect: { "O.attack": 3, "O.health": 6 },
  });
  cardCase("BT_720", {
    does: "Battlecry: +4 Attack this turn (5), back to 1 next turn",
    p1: { hand: [{ card: "BT_720", ref: "R" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "R.attack": 5 },
  });
  cardCase("BT_720", {
    does: "the +4 is gone after the turn",
    p1: { hand: [{ card: "BT_720", ref: "R" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "R" }, { type: "endTurn" }],
    expect: { "R.attack": 1 },
  });
  cardCase("BT_714", {
    does: "Battlecry: Freeze the enemy chosen",
    p1: { hand: [{ card: "BT_714", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "S", target: "E" }],
    expect: { "E.tags.FROZEN": 1, "E.health": 5 },
  });
  cardCase("BT_714", {
    does: "a friendly character cannot be chosen",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "BT_714", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "F" }],
    error: "illegal_action",
  });
  cardCase("BT_714", {
    does: "the enemy hero can be frozen",
    p1: { hand: [{ card: "BT_714", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    expect: { "p2.hero.tags.FROZEN": 1 },
  });
  cardCase("BT_724", {
    does: "Battlecry: 1 damage to the minion, which then gives its controller Spell Damage +1",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "BT_724", ref: "A" }, { card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "A", target: "F" }, { type: "play", card: "M", target: "p2.hero" }],
    expect: { "F.health": 4, "p2.hero.health": 28 },
  });
  cardCase("BT_724", {
    does: "it cannot target a hero",
    p1: { hand: [{ card: "BT_724", ref: "A" }] },
    p2: { board: [{ card: YETI }] },
    actions: [{ type: "play", card: "A", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("BT_722", {
    does: "Battlecry: 1 damage to the minion, then it has Divine Shield",
    p1: { hand: [{ card: "BT_722", ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "A", target: "E" }],
    expect: { "E.health": 4, "E.seen.DIVINE_SHIELD": 1 },
  });
  cardCase("BT_722", {
    does: "no minion: played with nothing done",
    p1: { hand: [{ card: "BT_722", ref: "A" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "A.zone": "board", "events.damage": 0 },
  });
  cardCase("BT_723", {
    does: "Battlecry: 1 damage to a friendly minion played this turn, which gains Rush and can attack a minion",
    p1: { hand: [{ card: YETI, ref: "Y" }, { card: "BT_723", ref: "A" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "Y" }, { type: "play", card: "A", target: "Y" }, { type: "attack", attacker: "Y", defender: "W" }],
    expect: { "Y.health": 3, "W.zone": "graveyard" },
  });
  cardCase("BT_010", {
    does: "Battlecry: your other Murlocs +1/+1; not itself, not a non-Murloc, not enemy Murlocs",
    p1: { board: [{ card: "CS2_168", ref: "M" }, { card: YETI, ref: "Y" }], hand: [{ card: "BT_010", ref: "N" }] },
    p2: { board: [{ card: "CS2_168", ref: "EM" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "M.attack": 3, "M.health": 2, "Y.attack": 4, "N.attack": 4, "EM.attack": 2 },
  });
  cardCase("BT_233", {
    does: "2 damage to the minion and 2 Armor for you",
    p1: { hand: [{ card: "BT_233", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "S", target: "E" }],
    expect: { "E.health": 3, "p1.hero.armor": 2, "p2.hero.armor": 0 },
  });
  cardCase("BT_233", {
    does: "a hero is not a valid target",
    p1: { hand: [{ card: "BT_233", ref: "S" }] },
    p2: { board: [{ card: YETI }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("BT_024", {
    does: "restores 8 Health to the target and summons an 8/8 Guardian with Taunt and Divine Shield for you",
    p1: { hero: { card: "HERO_04", health: 15 }, hand: [{ card: "BT_024", ref: "L" }] },
    actions: [{ type: "play", card: "L", target: "p1.hero" }],
    expect: { "p1.hero.health": 23, "p1.board": ["BT_024t"], "p1.board.0.attack": 8, "p1.board.0.seen.TAUNT": 1, "p1.board.0.seen.DIVINE_SHIELD": 1 },
  });
  cardCase("BT_257", {
    does: "the minion gets +2/+3 and Lifesteal",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "BT_257", ref: "A" }] },
    actions: [{ type: "play", card: "A", target: "F" }],
    expect: { "F.attack": 6, "F.health": 8, "F.seen.LIFESTEAL": 1 },
  });
  cardCase("BT_252", {
    does: "restores 3 Health and Discovers a spell (one card to hand)",
    p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "BT_252", ref: "R" }] },
    actions: [{ type: "play", card: "R", target: "p1.hero" }],
    choices: [0],
    check: (r) => {
      expect(r.state.players[0].hero.health).toBe(23);
      expect(r.state.players[0].hand).toHaveLength(1);
      expect(findCard(r.state.players[0].hand[0]!.card)!.type).toBe("SPELL");
    },
  });
  cardCase("BT_321", {
    does: "Battlecry: Discover a Demon",
    p1: { hero: { card: "HERO_10" }, hand: [{ card: "BT_321", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    choices: [1],
    check: (r) => {
      expect(r.state.players[0].hand).toHaveLength(1);
      const f = findCard(r.state.players[0].hand[0]!.card)!;
      expect(f.races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/^(DEMON|ALL)$/)]));
    },
  });
  cardCase("BT_130", {
    does: "two empty Mana Crystals: 5 crystals become 7, none to spend",
    p1: { mana: { crystals: 5, used: 0 }, hand: [{ card: "BT_130", ref: "O" }] },
    actions: [{ type: "play", card: "O" }],
    expect: { "p1.mana.crystals": 7, "p1.mana.used": 6 },
  });
  cardCase("BT_100", {
    does: "3 damage to the target, a random 3-Cost minion for you, Overload (1)",
    p1: { hand: [{ card: "BT_100", ref: "P" }] },
    actions: [{ type: "play", card: "P", target: "p2.hero" }],
    check: (r) => {
      expect(r.state.players[1].hero.health).toBe(27);
      expect(r.state.players[0].board).toHaveLength(1);
      expect(findCard(r.state.players[0].board[0]!.card)!.cost).toBe(3);
      expect(r.state.players[0].mana.overloadOwed).toBe(1);
    },
  });
  cardCase("BT_014", {
    does: "Deathrattle: draws a spell, passing over minions",
    p1: { board: [{ card: "BT_014", ref: "S" }], deck: [{ card: MOONFIRE, ref: "MF" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "MF.zone": "hand", "Y.zone": "deck" },
  });
  cardCase("BT_014", {
    does: "no spell in the deck: draws nothing",
    p1: { board: [{ card: "BT_014", ref: "S" }], deck: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "Y.zone": "deck", "p1.hand.length": 0 },
  });
  cardCase("BT_124", {
    does: "draws a weapon (not the minion) and gives it +1/+1",
    p1: { hand: [{ card: "BT_124", ref: "C" }], deck: [{ card: "CS2_106", ref: "AX" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "AX.zone": "hand", "AX.attack": 4, "AX.durability": 3, "Y.zone": "deck" },
  });
  cardCase("BT_213", {
    does: "draws a Beast (not the Yeti) and gives it +3/+3",
    p1: { hand: [{ card: "BT_213", ref: "C" }], deck: [{ card: "CS2_172", ref: "B" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "B.zone": "hand", "B.attack": 6, "B.health": 5, "Y.zone": "deck" },
  });
  cardCase("BT_205", {
    does: "3 damage to the target and +3/+3 to the Beast in your hand (not the Yeti)",
    p1: { hand: [{ card: "BT_205", ref: "S" }, { card: "CS2_172", ref: "B" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    expect: { "p2.hero.health": 27, "B.attack": 6, "B.health": 5, "Y.attack": 4 },
  });
  cardCase("BT_202", {
    does: "Deathrattle: the Beast in your hand gets +1/+1, the Yeti does not",
    p1: { board: [{ card: "BT_202", ref: "H" }], hand: [{ card: "CS2_172", ref: "B" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "destroy", target: "H" }],
    expect: { "B.attack": 4, "B.health": 3, "Y.attack": 4 },
  });
  cardCase("BT_202", {
    does: "the opponent's Beasts in hand get nothing",
    p1: { board: [{ card: "BT_202", ref: "H" }] },
    p2: { hand: [{ card: "CS2_172", ref: "B" }] },
    actions: [{ type: "destroy", target: "H" }],
    expect: { "B.attack": 3 },
  });
  cardCase("BT_249", {
    does: "Deathrattle: Armor equal to its Attack as it died (buffed to 6)",
    p1: { board: [{ card: "BT_249", ref: "G", attack: 6 }] },
    actions: [{ type: "destroy", target: "G" }],
    expect: { "p1.hero.armor": 6, "p2.hero.armor": 0 },
  });
  cardCase("BT_201", {
    does: "Deathrattle: its Attack (2) in 1-damage hits among enemies only: 2 damage in all on the enemy side",
    p1: { board: [{ card: "BT_201", ref: "P" }, { card: YETI, ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "destroy", target: "P" }],
    check: (r) => {
      const enemy = (30 - (r.state.players[1]!.hero.health ?? 0)) + (5 - (at(r.state, "E").health ?? 0));
      expect(enemy).toBe(2);
      expect(at(r.state, "F").health).toBe(5);
      expect(r.state.players[0].hero.health).toBe(30);
    },
  });
  cardCase("BT_201", {
    does: "a buffed Porcupine (5 Attack) deals 5",
    p1: { board: [{ card: "BT_201", ref: "P", attack: 5 }] },
    actions: [{ type: "destroy", target: "P" }],
    expect: { "p2.hero.health": 25 },
  });
  cardCase("BT_132", {
    does: "+1/+3 and Taunt to the minion",
    p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "BT_132", ref: "I" }] },
    actions: [{ type: "play", card: "I", target: "W" }],
    expect: { "W.attack": 2, "W.health": 4, "W.seen.TAUNT": 1 },
  });
  cardCase("BT_132", {
    does: "costs (0) with 7 Mana Crystals, (2) with 6",
    p1: { mana: { crystals: 7, used: 0 }, board: [{ card: WISP, ref: "W" }], hand: [{ card: "BT_132", ref: "I" }] },
    p2: { mana: { crystals: 6, used: 0 }, hand: [{ card: "BT_132", ref: "I2" }] },
    actions: [{ type: "play", card: "I", target: "W" }],
    expect: { "p1.mana.used": 0, "I2.cost": 2 },
  });
  cardCase("BT_134", {
    does: "3 damage to a minion; costs (0) with 7 Mana Crystals, (3) with 6",
    p1: { mana: { crystals: 7, used: 0 }, hand: [{ card: "BT_134", ref: "B" }] },
    p2: { mana: { crystals: 6, used: 0 }, board: [{ card: YETI, ref: "E" }], hand: [{ card: "BT_134", ref: "B2" }] },
    actions: [{ type: "play", card: "B", target: "E" }],
    expect: { "E.health": 2, "B2.cost": 3, "p1.mana.used": 0 },
  });
  cardCase("BT_134", {
    does: "a hero cannot be targeted",
    p1: { hand: [{ card: "BT_134", ref: "B" }] },
    actions: [{ type: "play", card: "B", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("BT_110", {
    does: "8 damage to a minion; (4) only after a turn you cast a spell, else (7)",
    p1: { hand: [{ card: "BT_110", ref: "T" }, { card: MOONFIRE, ref: "M" }], deck: [{ card: WISP }] },
    p2: { hand: [{ card: "BT_110", ref: "T2" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "T.cost": 1, "T2.cost": 4 },
  });
  cardCase("BT_110", {
    does: "the 8 damage kills a Yeti",
    p1: { hand: [{ card: "BT_110", ref: "T" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "T", target: "E" }],
    expect: { "E.zone": "graveyard", "p1.mana.used": 4 },
  });
  cardCase("BT_114", {
    does: "after a turn you cast a spell: 2 damage to all other minions, both sides",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "BT_114", ref: "R" }, { card: MOONFIRE, ref: "M" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "R" }],
    expect: { "F.health": 3, "E.health": 3, "R.health": 6 },
  });
  cardCase("BT_114", {
    does: "no spell last turn (one this turn does not count): nothing",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "BT_114", ref: "R" }, { card: MOONFIRE, ref: "M" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "R" }],
    expect: { "F.health": 5, "E.health": 5 },
  });
  cardCase("BT_709", {
    does: "Secret: after the opponent casts a spell, its owner draws 2",
    p1: { hand: [{ card: MOONFIRE, ref: "M" }] },
    p2: { secrets: [{ card: "BT_709", ref: "S" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "M", target: "p2.hero" }],
    expect: { "p2.hand.length": 2, "S.zone": "graveyard", "p1.hand.length": 0 },
  });
  cardCase("BT_709", {
    does: "a minion played does not reveal it",
    p1: { hand: [{ card: WISP, ref: "W" }] },
    p2: { secrets: [{ card: "BT_709", ref: "S" }], deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p2.hand.length": 0, "S.zone": "secrets" },
  });
  cardCase("BT_707", {
    does: "Secret: after the opponent plays a minion, a 2/3 Poisonous Ambusher for the Secret's owner",
    p1: { hand: [{ card: YETI, ref: "Y" }] },
    p2: { secrets: [{ card: "BT_707", ref: "S" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "p2.board": ["BT_707t"], "p2.board.0.seen.POISONOUS": 1, "S.zone": "graveyard" },
  });
  cardCase("BT_707", {
    does: "a spell does not reveal it",
    p1: { hand: [{ card: MOONFIRE, ref: "M" }] },
    p2: { secrets: [{ card: "BT_707", ref: "S" }] },
    actions: [{ type: "play", card: "M", target: "p2.hero" }],
    expect: { "p2.board": [], "S.zone": "secrets" },
  });
  cardCase("BT_003", {
    does: "Secret: after the opponent casts a spell, a random 4-Cost minion for the Secret's owner",
    p1: { hand: [{ card: MOONFIRE, ref: "M" }] },
    p2: { secrets: [{ card: "BT_003", ref: "S" }] },
    actions: [{ type: "play", card: "M", target: "p2.hero" }],
    check: (r) => {
      expect(r.state.players[1].board).toHaveLength(1);
      expect(findCard(r.state.players[1].board[0]!.card)!.cost).toBe(4);
      expect(r.state.players[0].board).toHaveLength(0);
    },
  });
  cardCase("BT_003", {
    does: "a minion played does not reveal it",
    p1: { hand: [{ card: WISP, ref: "W" }] },
    p2: { secrets: [{ card: "BT_003", ref: "S" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "S.zone": "secrets", "p2.board": [] },
  });
  cardCase("BT_262", {
    does: "holding a Dragon: +1 Attack and Lifesteal",
    p1: { hand: [{ card: "BT_262", ref: "D" }, { card: "EX1_284" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.attack": 2, "D.seen.LIFESTEAL": 1 },
  });
  cardCase("BT_262", {
    does: "no Dragon in hand: nothing",
    p1: { hand: [{ card: "BT_262", ref: "D" }, { card: YETI }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.attack": 1, "D.seen.LIFESTEAL": undefined },
  });
  cardCase("BT_140", {
    does: "a damaged enemy minion: +1/+1 and Rush",
    p1: { hand: [{ card: "BT_140", ref: "R" }] },
    p2: { board: [{ card: YETI, ref: "E", health: 3 }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "R" }, { type: "attack", attacker: "R", defender: "W" }],
    expect: { "R.attack": 4, "R.health": 3, "W.zone": "graveyard" },
  });
  cardCase("BT_140", {
    does: "no damaged minion: a plain 3/3",
    p1: { hand: [{ card: "BT_140", ref: "R" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "R.attack": 3, "R.health": 3, "R.seen.RUSH": undefined },
  });
  cardCase("BT_496", {
    does: "after your hero attacked this turn: +1 Attack and Rush",
    p1: { hand: [{ card: "BT_496", ref: "F" }], weapon: { card: "CS2_106" } },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "play", card: "F" }],
    expect: { "F.attack": 4, "F.seen.RUSH": 1 },
  });
  cardCase("BT_496", {
    does: "your hero has not attacked: nothing",
    p1: { hand: [{ card: "BT_496", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "F.attack": 3, "F.seen.RUSH": undefined },
  });
  cardCase("BT_307", {
    does: "your hero took damage this turn: 3 Mana Crystals refreshed",
    p1: { mana: { crystals: 10, used: 5 }, hand: [{ card: "BT_307", ref: "D" }, { card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "p1.hero" }, { type: "play", card: "D" }],
    expect: { "p1.mana.used": 5 },
  });
  cardCase("BT_307", {
    does: "no damage to your hero (only the enemy's): nothing",
    p1: { mana: { crystals: 10, used: 5 }, hand: [{ card: "BT_307", ref: "D" }, { card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "D" }],
    expect: { "p1.mana.used": 8 },
  });
  cardCase("BT_256", {
    does: "at the end of your turn, your other minion +2/+2 (not itself, not the enemy's)",
    p1: { board: [{ card: "BT_256", ref: "O" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "Y.attack": 6, "Y.health": 7, "O.attack": 2, "E.attack": 4 },
  });
  cardCase("BT_256", {
    does: "not at the end of the opponent's turn",
    p1: { deck: [{ card: WISP }] },
    p2: { board: [{ card: "BT_256", ref: "O" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "Y.attack": 4 },
  });
  cardCase("BT_341", {
    does: "at the end of your turn a Dragon card comes to your hand",
    p1: { board: [{ card: "BT_341", ref: "S" }], deck: [] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      expect(r.state.players[0].hand).toHaveLength(1);
      expect(findCard(r.state.players[0].hand[0]!.card)!.races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/^(DRAGON|ALL)$/)]));
      expect(r.state.players[1].hand.map((c) => c.card)).toEqual([WISP]);
    },
  });
  cardCase("BT_486", {
    does: "at the end of your turn the Demon of your deck is summoned (the Yeti stays)",
    p1: { board: [{ card: "BT_486", ref: "P" }], deck: [{ card: YETI, ref: "Y" }, { card: "CS2_065", ref: "V" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "V.zone": "board", "Y.zone": "deck", "p1.board": ["BT_486", "CS2_065"] },
  });
  cardCase("BT_486", {
    does: "no Demon in the deck: nothing",
    p1: { board: [{ card: "BT_486", ref: "P" }], deck: [{ card: YETI, ref: "Y" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board": ["BT_486"] },
  });
  cardCase("BT_159", {
    does: "Battlecry: three 1/1 Huntresses on the opponent's side, none on yours",
    p1: { hand: [{ card: "BT_159", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p2.board": ["BT_159t", "BT_159t", "BT_159t"], "p1.board": ["BT_159"] },
  });
  cardCase("BT_135", {
    does: "one 2/2 Glowfly for each other spell in your hand (2), minions not counted",
    p1: { hand: [{ card: "BT_135", ref: "G" }, { card: MOONFIRE }, { card: MOONFIRE }, { card: YETI }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.board": ["BT_135t", "BT_135t"], "p1.board.0.attack": 2 },
  });
  cardCase("BT_135", {
    does: "no spell in hand: none",
    p1: { hand: [{ card: "BT_135", ref: "G" }, { card: YETI }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.board": [] },
  });
  cardCase("BT_128", {
    does: "draws 3: the minions drawn are discarded, the spell kept",
    p1: { hand: [{ card: "BT_128", ref: "F" }], deck: [{ card: YETI, ref: "Y" }, { card: MOONFIRE, ref: "M" }, { card: WISP, ref: "W" }, { card: WISP, ref: "W2" }] },
    actions: [{ type: "play", card: "F" }],
    check: (r) => {
      const drawn = ["Y", "M", "W", "W2"].filter((x) => at(r.state, x).zone !== "deck");
      expect(drawn).toHaveLength(3);
      for (const x of drawn) expect(at(r.state, x).zone).toBe(x === "M" ? "hand" : "graveyard");
      expect(events(r, "discard").length).toBe(drawn.filter((x) => x !== "M").length);
    },
  });
  cardCase("BT_601", {
    does: "draws 3, not cheaper, when played from the middle of the hand",
    p1: { hand: [{ card: WISP }, { card: "BT_601", ref: "S" }, { card: WISP }], deck: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "A.zone": "hand", "B.zone": "hand", "C.zone": "hand", "A.cost": 4 },
  });
  cardCase("BT_601", {
    does: "Outcast: the 3 drawn cost (3) less",
    p1: { hand: [{ card: "BT_601", ref: "S" }, { card: WISP }], deck: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: MOONFIRE, ref: "C" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "A.cost": 1, "B.cost": 1, "C.cost": 0 },
  });
  cardCase("BT_002", {
    does: "spells in your deck cost (1) less; minions there and spells in hand do not",
    p1: { hand: [{ card: "BT_002", ref: "I" }, { card: FIREBALL, ref: "HF" }], deck: [{ card: FIREBALL, ref: "DF" }, { card: YETI, ref: "DY" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "DF.cost": 3, "DY.cost": 4, "HF.cost": 4 },
  });
  cardCase("BT_138", {
    does: "costs (1) less for each damaged minion, either side's (2 damaged: 5)",
    p1: { board: [{ card: YETI, health: 2 }, { card: YETI }], hand: [{ card: "BT_138", ref: "B" }, { card: WISP, ref: "W" }] },
    p2: { board: [{ card: YETI, health: 1 }], hand: [{ card: "BT_138", ref: "B2" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "B.cost": 5, "B2.cost": 5 },
  });
  cardCase("BT_025", {
    does: "+1/+1, and when that minion dies its owner gets a Libram of Wisdom",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "BT_025", ref: "L" }] },
    actions: [{ type: "play", card: "L", target: "F" }, { type: "destroy", target: "F" }],
    expect: { "p1.hand": ["BT_025"], "p2.hand": [] },
  });
  cardCase("BT_025", {
    does: "the buff itself",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "BT_025", ref: "L" }] },
    actions: [{ type: "play", card: "L", target: "F" }],
    expect: { "F.attack": 5, "F.health": 6 },
  });
  cardCase("BT_160", {
    does: "your other minions get \"Deathrattle: Summon a 1/1 Demon\"; a minion of yours dying leaves one",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "BT_160", ref: "C" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "C" }, { type: "destroy", target: "F" }, { type: "destroy", target: "E" }, { type: "destroy", target: "C" }],
    expect: { "p1.board": ["BT_160t"], "p2.board": [] },
  });
  cardCase("BT_011", {
    does: "equips a 1/4 weapon and sets enemy minions' Health to 1; yours keep theirs",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "BT_011", ref: "L" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "p1.weapon": "BT_011t", "p1.weapon.attack": 1, "p1.weapon.durability": 4, "E.health": 1, "F.health": 5 },
  });
  cardCase("BT_727", {
    does: "2 damage to it also deals 2 to your hero (not the enemy's)",
    p1: { board: [{ card: "BT_727", ref: "A" }], hand: [{ card: "CS2_024", ref: "FB" }] },
    actions: [{ type: "play", card: "FB", target: "A" }],
    expect: { "p1.hero.health": 27, "p2.hero.health": 30, "A.health": 1 },
  });
  cardCase("BT_727", {
    does: "the opponent's Ashtongue hurts the opponent's hero",
    p1: { hand: [{ card: MOONFIRE, ref: "M" }] },
    p2: { board: [{ card: "BT_727", ref: "A" }] },
    actions: [{ type: "play", card: "M", target: "A" }],
    expect: { "p2.hero.health": 29, "p1.hero.health": 30 },
  });
  cardCase("BT_301", {
    does: "Battlecry: discards the highest-Cost card in your hand",
    p1: { hand: [{ card: "BT_301", ref: "N" }, { card: FIREBALL, ref: "F" }, { card: "EX1_284", ref: "D" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "D.zone": "graveyard", "F.zone": "hand", "W.zone": "hand" },
  });
  cardCase("BT_300", {
    does: "played: draws 3",
    p1: { hand: [{ card: "BT_300", ref: "H" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "p1.hand.length": 3 },
  });
  cardCase("BT_300", {
    does: "discarded (Soulfire): draws 3",
    p1: { hand: [{ card: "EX1_308", ref: "S" }, { card: "BT_300", ref: "H" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    expect: { "H.zone": "graveyard", "p1.hand.length": 3 },
  });
  cardCase("BT_291", {
    does: "5 damage; a deck with no minion: a random 5-Cost minion too",
    p1: { hand: [{ card: "BT_291", ref: "A" }], deck: [{ card: MOONFIRE }] },
    actions: [{ type: "play", card: "A", target: "p2.hero" }],
    check: (r) => {
      expect(r.state.players[1].hero.health).toBe(25);
      expect(r.state.players[0].board).toHaveLength(1);
      expect(findCard(r.state.players[0].board[0]!.card)!.cost).toBe(5);
    },
  });
  cardCase("BT_291", {
    does: "a minion in the deck: no summon",
    p1: { hand: [{ card: "BT_291", ref: "A" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "A", target: "p2.hero" }],
    expect: { "p2.hero.health": 25, "p1.board": [] },
  });
  cardCase("BT_021", {
    does: "a minion in the deck: Discover one Mage minion",
    p1: { hero: { card: "HERO_08" }, hand: [{ card: "BT_021", ref: "F" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "F" }],
    choices: [0],
    check: (r) => {
      expect(r.state.players[0].hand).toHaveLength(1);
      const f = findCard(r.state.players[0].hand[0]!.card)!;
      expect([f.type, f.cardClass]).toEqual(["MINION", "MAGE"]);
    },
  });
  cardCase("BT_021", {
    does: "no minion in the deck: all 3 Mage minions kept",
    p1: { hero: { card: "HERO_08" }, hand: [{ card: "BT_021", ref: "F" }], deck: [{ card: MOONFIRE }] },
    actions: [{ type: "play", card: "F" }],
    check: (r) => {
      expect(r.state.players[0].hand).toHaveLength(3);
      for (const c of r.state.players[0].hand) expect(findCard(c.card)!.cardClass).toBe("MAGE");
    },
  });

  // --- The Imprisoned minions: played, then at the start of their controller's second turn after, they awaken ---
  cardCase("BT_934", {
    does: "on awakening, 10 damage in hits of 1 among enemies only (hero 30 + Yeti 5 = 35 → 25 left in all)",
    p1: { board: [{ card: "BT_934", ref: "I", tags: { DORMANT: 1, DORMANT_TURNS: 1 } }, { card: YETI, ref: "F" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    check: (r) => {
      const e = at(r.state, "E");
      const left = (r.state.players[1]!.hero.health ?? 0) + (e.zone === "board" ? e.health ?? 0 : 0);
      expect(left).toBe(25);
      expect(at(r.state, "F").health).toBe(5);
      expect(r.state.players[0]!.hero.health).toBe(30);
      expect(at(r.state, "I").tags?.DORMANT).toBeUndefined();
    },
  });
  cardCase("BT_934", {
    does: "played, it is Dormant and does nothing yet",
    p1: { hand: [{ card: "BT_934", ref: "I" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "I.tags.DORMANT": 1, "I.tags.DORMANT_TURNS": 2, "p2.hero.health": 30 },
  });
  cardCase("BT_934", {
    does: "after its first countdown it is still Dormant, nothing dealt",
    p1: { hand: [{ card: "BT_934", ref: "I" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "I" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "I.tags.DORMANT_TURNS": 1, "p2.hero.health": 30 },
  });
  cardCase("BT_127", {
    does: "on awakening, the minion in your hand costs (5) less; the spell does not",
    p1: { board: [{ card: "BT_127", ref: "I", tags: { DORMANT: 1, DORMANT_TURNS: 1 } }], hand: [{ card: "EX1_284", ref: "D" }, { card: FIREBALL, ref: "F" }], deck: [{ card: FIREBALL }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "D.cost": 0, "F.cost": 4, "I.tags.DORMANT": undefined },
  });
  cardCase("BT_127", {
    does: "Maiev's Dormant on it, then awakening, also reduces (any awakening counts)",
    p1: { board: [{ card: "BT_127", ref: "I" }], hand: [{ card: "BT_737", ref: "M" }, { card: "EX1_284", ref: "D" }], deck: [{ card: FIREBALL }, { card: FIREBALL }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "M", target: "I" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "D.cost": 0 },
  });
  cardCase("BT_211", {
    does: "on awakening it attacks the only enemy (the hero: 5 damage)",
    p1: { board: [{ card: "BT_211", ref: "I", tags: { DORMANT: 1, DORMANT_TURNS: 1 } }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "p2.hero.health": 25, "p1.hero.health": 30 },
  });
  cardCase("BT_211", {
    does: "an enemy minion may be the one attacked: either the hero or the Yeti took 5, and the Yeti hit back if it was",
    p1: { board: [{ card: "BT_211", ref: "I", tags: { DORMANT: 1, DORMANT_TURNS: 1 } }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    check: (r) => {
      const hero = r.state.players[1]!.hero.health;
      if (hero === 25) expect(at(r.state, "E").health).toBe(5);
      else { expect(hero).toBe(30); expect(at(r.state, "E").zone).toBe("graveyard"); expect(at(r.state, "I").zone).toBe("graveyard"); }
      expect(events(r, "attack").length).toBe(1);
    },
  });
  cardCase("BT_004", {
    does: "on awakening, 2 damage to each enemy minion; yours and the heroes untouched",
    p1: { board: [{ card: "BT_004", ref: "I", tags: { DORMANT: 1, DORMANT_TURNS: 1 } }, { card: YETI, ref: "F" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "E2" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "E.health": 3, "E2.health": 3, "F.health": 5, "p2.hero.health": 30 },
  });
  cardCase("BT_004", {
    does: "not when it is the opponent's turn start",
    p1: { board: [{ card: "BT_004", ref: "I", tags: { DORMANT: 1, DORMANT_TURNS: 1 } }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "E.health": 5, "I.tags.DORMANT": 1 },
  });
  cardCase("BT_009", {
    does: "on awakening, two 1/1 Murlocs for its controller, beside it",
    p1: { board: [{ card: "BT_009", ref: "I", tags: { DORMANT: 1, DORMANT_TURNS: 1 } }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.board": ["BT_009t", "BT_009", "BT_009t"], "p1.board.0.attack": 1, "p2.board": [] },
  });
  cardCase("BT_305", {
    does: "on awakening, minions in your hand +2/+2; the spell and the opponent's hand untouched",
    p1: { board: [{ card: "BT_305", ref: "I", tags: { DORMANT: 1, DORMANT_TURNS: 1 } }], hand: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F" }], deck: [{ card: FIREBALL }] },
    p2: { hand: [{ card: YETI, ref: "EY" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "Y.attack": 6, "Y.health": 7, "EY.attack": 4 },
  });

  // --- Batch 3 ---
  cardCase("BT_735", {
    does: "Deathrattle: a 0/3 Ashes of Al'ar, which becomes Al'ar at the start of its owner's next turn",
    p1: { board: [{ card: "BT_735", ref: "A" }], hand: [{ card: "CS2_029", ref: "F" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "destroy", target: "A" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.board": ["BT_735"], "p1.board.0.attack": 7 },
  });
  cardCase("BT_735", {
    does: "the Ashes are still Ashes through the opponent's turn",
    p1: { board: [{ card: "BT_735", ref: "A" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "destroy", target: "A" }, { type: "endTurn" }],
    expect: { "p1.board": ["BT_735t"], "p1.board.0.attack": 0, "p1.board.0.health": 3 },
  });
  cardCase("BT_721", {
    does: "at the end of your turn, a Rot with its Attack and current Health (buffed 3/2, damaged)",
    p1: { board: [{ card: "BT_721", ref: "R", attack: 3, health: 2, maxHealth: 4 }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board": ["BT_721", "BT_721t"], "p1.board.1.attack": 3, "p1.board.1.health": 2, "p2.board": [] },
  });
  cardCase("BT_721", {
    does: "not at the end of the opponent's turn",
    p1: { deck: [{ card: WISP }] },
    p2: { board: [{ card: "BT_721", ref: "R" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "p2.board": ["BT_721"] },
  });
  cardCase("BT_717", {
    does: "2 damage kills the Wisp: it gains Stealth",
    p1: { hand: [{ card: "BT_717", ref: "S" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "S", target: "W" }],
    expect: { "W.zone": "graveyard", "S.seen.STEALTH": 1 },
  });
  cardCase("BT_717", {
    does: "2 damage to a Yeti that survives: no Stealth",
    p1: { hand: [{ card: "BT_717", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "S", target: "E" }],
    expect: { "E.health": 3, "S.seen.STEALTH": undefined },
  });
  cardCase("BT_129", {
    does: "a copy of the friendly minion (with its buff and damage) for you, and only the copy gets Taunt",
    p1: { board: [{ card: YETI, ref: "F", attack: 6, health: 3, maxHealth: 5 }], hand: [{ card: "BT_129", ref: "G" }] },
    actions: [{ type: "play", card: "G", target: "F" }],
    expect: { "p1.board": [YETI, YETI], "p1.board.1.attack": 6, "p1.board.1.health": 3, "p1.board.1.seen.TAUNT": 1, "F.seen.TAUNT": undefined },
  });
  cardCase("BT_129", {
    does: "an enemy minion cannot be chosen",
    p1: { hand: [{ card: "BT_129", ref: "G" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "G", target: "E" }],
    error: "illegal_action",
  });
  cardCase("BT_253", {
    does: "+1/+2 to the minion, then a copy of it (with the buff) for you",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "BT_253", ref: "P" }] },
    actions: [{ type: "play", card: "P", target: "F" }],
    expect: { "F.attack": 5, "F.health": 7, "p1.board": [YETI, YETI], "p1.board.1.attack": 5, "p1.board.1.health": 7 },
  });
  cardCase("BT_113", {
    does: "+2/+2 to a Totem, and a copy of it with the buff",
    p1: { board: [{ card: "NEW1_009", ref: "T" }], hand: [{ card: "BT_113", ref: "R" }] },
    actions: [{ type: "play", card: "R", target: "T" }],
    expect: { "T.attack": 2, "T.health": 4, "p1.board": ["NEW1_009", "NEW1_009"], "p1.board.1.attack": 2 },
  });
  cardCase("BT_113", {
    does: "+2/+2 to a non-Totem: no copy",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "BT_113", ref: "R" }] },
    actions: [{ type: "play", card: "R", target: "Y" }],
    expect: { "Y.attack": 6, "p1.board": [YETI] },
  });
  cardCase("BT_117", {
    does: "1 damage to all minions, again until one dies: a 3-Health minion dies on the third run, the Yeti took 3",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "BT_117", ref: "B" }] },
    p2: { board: [{ card: "CS2_120", ref: "R" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "R.zone": "graveyard", "Y.health": 2 },
  });
  cardCase("BT_117", {
    does: "a Wisp dies on the first run: just once",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "BT_117", ref: "B" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "W.zone": "graveyard", "Y.health": 4, "p2.hero.health": 30 },
  });
  cardCase("BT_732", {
    does: "6 damage in hits of 1 among other minions only (3 Yetis take 6 in all), not itself, not heroes",
    p1: { board: [{ card: YETI, ref: "A" }], hand: [{ card: "BT_732", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const taken = ["A", "B", "C"].reduce((n, x) => n + 5 - (at(r.state, x).health ?? 0), 0);
      expect(taken).toBe(6);
      expect(at(r.state, "S").health).toBe(3);
      expect([r.state.players[0]!.hero.health, r.state.players[1]!.hero.health]).toEqual([30, 30]);
    },
  });
  cardCase("BT_733", {
    does: "a spell's damage to minions is doubled (Moonfire 2), to heroes not; a minion's attack not",
    p1: { board: [{ card: "BT_733", ref: "M" }, { card: YETI, ref: "A" }], hand: [{ card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }] },
    p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "E2" }] },
    actions: [{ type: "play", card: "M1", target: "E" }, { type: "play", card: "M2", target: "p2.hero" }, { type: "attack", attacker: "A", defender: "E2" }],
    expect: { "E.health": 3, "p2.hero.health": 29, "E2.health": 1, "A.health": 1 },
  });
  cardCase("BT_733", {
    does: "the opponent's spells too, on your own minions",
    p1: { hand: [{ card: MOONFIRE, ref: "M1" }] },
    p2: { board: [{ card: "BT_733", ref: "M" }] },
    actions: [{ type: "play", card: "M1", target: "M" }],
    expect: { "M.health": 2 },
  });
  cardCase("BT_163", {
    does: "four 3/5 Clefthoofs for you, each attacking a random enemy (only the hero: 12 damage)",
    p1: { hand: [{ card: "BT_163", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.board": ["BT_163t", "BT_163t", "BT_163t", "BT_163t"], "p2.hero.health": 18, "events.attack": 4 },
  });
  cardCase("BT_214", {
    does: "Battlecry: the 3 Beasts of your hand are summoned, the Yeti stays in hand",
    p1: { hand: [{ card: "BT_214", ref: "L" }, { card: "CS2_172", ref: "B1" }, { card: YETI, ref: "Y" }, { card: "CS2_172", ref: "B2" }, { card: "CS2_172", ref: "B3" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "B1.zone": "board", "B2.zone": "board", "B3.zone": "board", "Y.zone": "hand" },
  });
  cardCase("BT_214", {
    does: "one Beast in hand: just that one",
    p1: { hand: [{ card: "BT_214", ref: "L" }, { card: "CS2_172", ref: "B1" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "p1.board.length": 2, "B1.zone": "board", "Y.zone": "hand" },
  });
  cardCase("BT_509", {
    does: "Deathrattle: the Demon of your hand is summoned; the Yeti stays",
    p1: { board: [{ card: "BT_509", ref: "F" }], hand: [{ card: "CS2_065", ref: "V" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "destroy", target: "F" }],
    expect: { "V.zone": "board", "Y.zone": "hand" },
  });
  cardCase("BT_509", {
    does: "no Demon in hand: nothing",
    p1: { board: [{ card: "BT_509", ref: "F" }], hand: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "destroy", target: "F" }],
    expect: { "p1.board": [], "Y.zone": "hand" },
  });
  cardCase("BT_429", {
    does: "the Hero Power becomes \"Deal 5 damage\" for two uses, then the old one comes back",
    p1: { hero: { card: "HERO_10" }, heroPower: { card: "HERO_10bp" }, hand: [{ card: "BT_429", ref: "M" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "M" }, { type: "heroPower", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" },
      { type: "heroPower", target: "p2.hero" }],
    expect: { "p2.hero.health": 20, "p1.heroPower": "HERO_10bp" },
  });
  cardCase("BT_429", {
    does: "after one use it is the last-use power",
    p1: { hero: { card: "HERO_10" }, heroPower: { card: "HERO_10bp" }, hand: [{ card: "BT_429", ref: "M" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "M" }, { type: "heroPower", target: "E" }],
    expect: { "E.zone": "graveyard", "p1.heroPower": "BT_429p2" },
  });
  cardCase("BT_430", {
    does: "after the hero attacks a minion it may attack again",
    p1: { weapon: { card: "BT_430" } },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "W" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "W.zone": "graveyard", "p2.hero.health": 27 },
  });
  cardCase("BT_430", {
    does: "after attacking the hero it may not",
    p1: { weapon: { card: "BT_430" } },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("BT_711", {
    does: "with a Secret: the enemy minion returns to its owner's hand, costing (2) more",
    p1: { hand: [{ card: "BT_711", ref: "B" }], secrets: [{ card: "EX1_130" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "B", target: "E" }],
    expect: { "E.zone": "hand", "E.player": 2, "E.cost": 6 },
  });
  cardCase("BT_711", {
    does: "without a Secret it takes no target",
    p1: { hand: [{ card: "BT_711", ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "B", target: "E" }],
    error: "illegal_action",
  });
  cardCase("BT_710", {
    does: "with a Stealthed minion of yours: draws 2",
    p1: { board: [{ card: "EX1_010" }], hand: [{ card: "BT_710", ref: "G" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.hand.length": 2 },
  });
  cardCase("BT_710", {
    does: "only the opponent has one: no draw",
    p1: { hand: [{ card: "BT_710", ref: "G" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { board: [{ card: "EX1_010" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.hand.length": 0 },
  });
  cardCase("BT_022", {
    does: "after you play a Secret: Discover a spell",
    p1: { hero: { card: "HERO_08" }, board: [{ card: "BT_022" }], hand: [{ card: "EX1_287", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    choices: [0],
    check: (r) => {
      expect(r.state.players[0]!.hand).toHaveLength(1);
      expect(findCard(r.state.players[0]!.hand[0]!.card)!.type).toBe("SPELL");
    },
  });
  cardCase("BT_022", {
    does: "a spell that is not a Secret: nothing",
    p1: { hero: { card: "HERO_08" }, board: [{ card: "BT_022" }], hand: [{ card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "p2.hero" }],
    expect: { "p1.hand.length": 0 },
  });
  cardCase("BT_188", {
    does: "after you play a Secret: Discover a Secret of another class than yours",
    p1: { hero: { card: "HERO_03" }, board: [{ card: "BT_188" }], hand: [{ card: "EX1_287", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    choices: [0],
    check: (r) => {
      expect(r.state.players[0]!.hand).toHaveLength(1);
      const f = findCard(r.state.players[0]!.hand[0]!.card)!;
      expect(f.mechanics ?? []).toContain("SECRET");
      expect(f.cardClass).not.toBe("ROGUE");
    },
  });
  cardCase("BT_254", {
    does: "after you cast a spell on a minion: a Priest spell to your hand",
    p1: { board: [{ card: "BT_254" }, { card: YETI, ref: "Y" }], hand: [{ card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "Y" }],
    check: (r) => {
      expect(r.state.players[0]!.hand).toHaveLength(1);
      const f = findCard(r.state.players[0]!.hand[0]!.card)!;
      expect([f.type, f.cardClass]).toEqual(["SPELL", "PRIEST"]);
    },
  });
  cardCase("BT_254", {
    does: "a spell on a hero: nothing",
    p1: { board: [{ card: "BT_254" }], hand: [{ card: MOONFIRE, ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "p2.hero" }],
    expect: { "p1.hand.length": 0 },
  });
  cardCase("BT_106", {
    does: "Battlecry: the minions beside it become random minions costing (1) more; one further away is untouched",
    p1: { board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }, { card: WISP, ref: "C" }], hand: [{ card: "BT_106", ref: "K" }] },
    actions: [{ type: "play", card: "K", position: 2 }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b.map((m) => m.ref)).toEqual(["A", "B", "K", "C"]);
      expect(b[0]!.card).toBe(WISP);
      expect(findCard(b[1]!.card)!.cost).toBe(1);
      expect(findCard(b[3]!.card)!.cost).toBe(1);
    },
  });
  cardCase("BT_102", {
    does: "after your hero attacks, your minions become random ones costing (1) more; the enemy's stay",
    p1: { weapon: { card: "BT_102" }, board: [{ card: WISP, ref: "W" }] },
    p2: { board: [{ card: WISP, ref: "EW" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    check: (r) => {
      expect(findCard(at(r.state, "W").card)!.cost).toBe(1);
      expect(at(r.state, "EW").card).toBe(WISP);
    },
  });
  cardCase("BT_042", {
    does: "Secret: when one of your minions is attacked, it becomes a random minion costing (3) more, which takes the attack",
    p1: { board: [{ card: YETI, ref: "A" }] },
    p2: { board: [{ card: WISP, ref: "W" }], secrets: [{ card: "BT_042", ref: "S" }] },
    actions: [{ type: "attack", attacker: "A", defender: "W" }],
    check: (r) => {
      expect(findCard(at(r.state, "W").card)!.cost).toBe(3);
      expect(at(r.state, "S").zone).toBe("graveyard");
    },
  });
  cardCase("BT_042", {
    does: "an attack on the hero does not reveal it",
    p1: { board: [{ card: YETI, ref: "A" }] },
    p2: { secrets: [{ card: "BT_042", ref: "S" }] },
    actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }],
    expect: { "S.zone": "secrets", "p2.hero.health": 26 },
  });
  cardCase("BT_006", {
    does: "fills the hand with Mage spells (1 card held: 9 more), all discarded at the end of your turn; the card held stays",
    p1: { hand: [{ card: "BT_006", ref: "E" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "E" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(10);
      for (const c of hand.filter((c) => c.ref !== "Y")) expect([findCard(c.card)!.type, findCard(c.card)!.cardClass]).toEqual(["SPELL", "MAGE"]);
    },
  });
  cardCase("BT_006", {
    does: "at the end of the turn the Temporary spells are discarded",
    p1: { hand: [{ card: "BT_006", ref: "E" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "E" }, { type: "endTurn" }],
    expect: { "p1.hand": [YETI], "events.discard": 9 },
  });
  cardCase("BT_019", {
    does: "Deathrattle: Murgurgle Prime is shuffled into its owner's deck",
    p1: { board: [{ card: "BT_019", ref: "M" }] },
    actions: [{ type: "destroy", target: "M" }],
    expect: { "p1.deck": ["BT_019t"], "p2.deck": [] },
  });
  cardCase("BT_019", {
    does: "Murgurgle Prime: 4 random Murlocs with Divine Shield",
    p1: { hand: [{ card: "BT_019t", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    check: (r) => {
      const b = r.state.players[0]!.board.filter((m) => m.ref !== "P");
      expect(b).toHaveLength(4);
      for (const m of b) { expect(findCard(m.card)!.races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/^(MURLOC|ALL)$/)])); expect(JSON.stringify(m)).toContain("DIVINE_SHIELD"); }
    },
  });
  cardCase("BT_210", {
    does: "Deathrattle: Zixor Prime into its owner's deck; played, Prime summons 3 copies of itself",
    p1: { board: [{ card: "BT_210", ref: "Z" }], hand: [{ card: "BT_210t", ref: "P" }] },
    actions: [{ type: "destroy", target: "Z" }, { type: "play", card: "P" }],
    expect: { "p1.deck": ["BT_210t"], "p1.board": ["BT_210t", "BT_210t", "BT_210t", "BT_210t"] },
  });
  cardCase("BT_123", {
    does: "Deathrattle: Kargath Prime into the deck; Prime attacking and killing a minion: 10 Armor",
    p1: { board: [{ card: "BT_123", ref: "K" }, { card: "BT_123t", ref: "P" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "destroy", target: "K" }, { type: "attack", attacker: "P", defender: "W" }],
    expect: { "p1.deck": ["BT_123t"], "p1.hero.armor": 10 },
  });
  cardCase("BT_123", {
    does: "Kargath Prime attacking a minion that survives: no Armor",
    p1: { board: [{ card: "BT_123t", ref: "P" }] },
    p2: { board: [{ card: "CS2_186", ref: "G", health: 20, maxHealth: 20 }] },
    actions: [{ type: "attack", attacker: "P", defender: "G" }],
    expect: { "p1.hero.armor": 0 },
  });
  cardCase("BT_109", {
    does: "Deathrattle: Vashj Prime into the deck; Prime draws 3 spells (not the Yeti), each (3) less",
    p1: { board: [{ card: "BT_109", ref: "V" }], hand: [{ card: "BT_109t", ref: "P" }],
      deck: [{ card: FIREBALL, ref: "F1" }, { card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F2" }, { card: FIREBALL, ref: "F3" }] },
    actions: [{ type: "destroy", target: "V" }, { type: "play", card: "P" }],
    expect: { "F1.cost": 1, "F2.cost": 1, "F3.cost": 1, "Y.zone": "deck", "p1.deck.length": 2 },
  });
  cardCase("BT_136", {
    does: "Deathrattle: Msshi'fn Prime into the deck; Prime's first choice: a 9/9 with Taunt",
    p1: { board: [{ card: "BT_136", ref: "A" }], hand: [{ card: "BT_136t", ref: "P" }] },
    actions: [{ type: "destroy", target: "A" }, { type: "play", card: "P", choose: 1 }],
    expect: { "p1.deck": ["BT_136t"], "p1.board": ["BT_136t", "BT_136tt"], "p1.board.1.seen.TAUNT": 1 },
  });
  cardCase("BT_136", {
    does: "Prime's second choice: a 9/9 with Rush",
    p1: { hand: [{ card: "BT_136t", ref: "P" }] },
    actions: [{ type: "play", card: "P", choose: 2 }],
    expect: { "p1.board": ["BT_136t", "BT_136tt2"], "p1.board.1.seen.RUSH": 1 },
  });

  cardCase("BT_133", {
    does: "after it attacks, a random 8-Cost minion to its owner's hand",
    p1: { board: [{ card: "BT_133", ref: "H" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "H", defender: "W" }],
    check: (r) => {
      expect(r.state.players[0]!.hand).toHaveLength(1);
      expect(findCard(r.state.players[0]!.hand[0]!.card)!.cost).toBe(8);
      expect(r.state.players[1]!.hand).toHaveLength(0);
    },
  });
  cardCase("BT_133", {
    does: "attacked by an enemy: nothing",
    p1: { board: [{ card: WISP, ref: "W" }] },
    p2: { board: [{ card: "BT_133", ref: "H" }] },
    actions: [{ type: "attack", attacker: "W", defender: "H" }],
    expect: { "p2.hand.length": 0 },
  });
  cardCase("BT_131", {
    does: "your spells cost (1) this turn (Fireball 1, the Yeti 4); the opponent's do not",
    p1: { hand: [{ card: "BT_131", ref: "Y" }, { card: FIREBALL, ref: "F" }, { card: YETI, ref: "M" }] },
    p2: { hand: [{ card: FIREBALL, ref: "EF" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "F.cost": 1, "M.cost": 4, "EF.cost": 4 },
  });
  cardCase("BT_131", {
    does: "next turn the spells cost their usual",
    p1: { hand: [{ card: "BT_131", ref: "Y" }, { card: FIREBALL, ref: "F" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "Y" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "F.cost": 4 },
  });
  cardCase("BT_702", {
    does: "a Stealthed minion: +3 Attack and Immune this turn",
    p1: { board: [{ card: "EX1_010", ref: "S" }], hand: [{ card: "BT_702", ref: "A" }] },
    actions: [{ type: "play", card: "A", target: "S" }],
    expect: { "S.attack": 5, "S.seen.IMMUNE": 1 },
  });
  cardCase("BT_702", {
    does: "a minion without Stealth cannot be chosen",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "BT_702", ref: "A" }] },
    actions: [{ type: "play", card: "A", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("BT_702", {
    does: "gone at the end of the turn",
    p1: { board: [{ card: "EX1_010", ref: "S" }], hand: [{ card: "BT_702", ref: "A" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "A", target: "S" }, { type: "endTurn" }],
    expect: { "S.attack": 2, "S.seen.IMMUNE": undefined },
  });
  cardCase("BT_101", {
    does: "your minions come back when they die; the enemy's do not",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "BT_101", ref: "V" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "V" }, { type: "destroy", target: "F" }, { type: "destroy", target: "E" }],
    expect: { "p1.board": [YETI], "p2.board": [] },
  });
});
