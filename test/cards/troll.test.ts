/** Behaviour tests of Rastakhan's Rumble (TROLL) cards. */
import { describe, expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5, (4)
const WISP = "CS2_231";
const MOONFIRE = "CS2_008"; // 1 damage
const OPPONENTS_TURN = { activePlayer: 2 };

/** Refs of the damaged characters, in the order of the damage events. */
const damaged = (r: ResolveResult) => events(r, "damage").map((e) => (e.target as { ref?: string; card: string }).ref ?? (e.target as { card: string }).card);

describe("Rastakhan's Rumble", () => {
  describeCard("TRL_082", () => {
    it("Big Bad Voodoo: the dead minion summons a random minion that costs (1) more", () => {
      const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "TRL_082", ref: "V" }] }), player()],
        [{ type: "play", card: "V", target: "Y" }, { type: "destroy", target: "Y" }]));
      expect(r.state.players[0].board).toHaveLength(1);
      expect(builtInCard(r.state.players[0].board[0]!.card)!.facts.cost).toBe(5);
    });
    it("1.3 例如: Rivendare with Ancestral Spirit and Big Bad Voodoo dies: one Rivendare comes back, then Voodoo resolves twice", () => {
      const r = run(request([player({ board: [{ card: "FP1_031", ref: "RIV" }], hand: [{ card: "CS2_038", ref: "AS" }, { card: "TRL_082", ref: "V" }] }), player()],
        [{ type: "play", card: "AS", target: "RIV" }, { type: "play", card: "V", target: "RIV" }, { type: "destroy", target: "RIV" }]));
      const board = cards(r.state.players[0].board);
      expect(board.filter((c) => c === "FP1_031")).toHaveLength(1);
      expect(board).toHaveLength(3);
      const rivCost = builtInCard("FP1_031")!.facts.cost;
      for (const c of board.filter((x) => x !== "FP1_031")) expect(builtInCard(c)!.facts.cost).toBe(rivCost + 1);
    });
    cardCase("TRL_082", {
      does: "the enchantment alone: the minion keeps its stats until it dies",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "TRL_082", ref: "V" }] },
      actions: [{ type: "play", card: "V", target: "Y" }],
      expect: { "Y.attack": 4, "Y.health": 5, "Y.enchantments.0.card": "TRL_082e", "p1.board": [YETI] },
    });
    cardCase("TRL_082", {
      does: "a friendly minion only: an enemy minion is no valid target",
      p1: { board: [{ card: YETI }], hand: [{ card: "TRL_082", ref: "V" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "V", target: "E" }],
      error: "illegal_action",
    });
    cardCase("TRL_082", {
      does: "with no friendly minion it cannot be cast",
      p1: { hand: [{ card: "TRL_082", ref: "V" }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "V" }],
      error: "illegal_action",
    });
    cardCase("TRL_082", {
      does: "the new minion is its controller's, where it stood, and costs (1) more than the dead one (a Wisp: (1))",
      p1: { board: [{ card: YETI }, { card: WISP, ref: "W" }, { card: YETI }], hand: [{ card: "TRL_082", ref: "V" }] },
      actions: [{ type: "play", card: "V", target: "W" }, { type: "destroy", target: "W" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(3);
        expect(builtInCard(board[1]!.card)!.facts.cost).toBe(1);
        const pick = r.random.find((d) => d.purpose === "random minion to summon")!;
        for (const id of pick.candidates as string[]) expect(builtInCard(id)!.facts.cost).toBe(1);
        expect(r.state.players[1].board).toHaveLength(0);
      },
    });
  });

  describeCard("TRL_535", () => {
    it("its Divine Shield takes a hit meant for its neighbour", () => {
      const r = run(request([
        player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "TRL_535", ref: "S", tags: { DIVINE_SHIELD: 1 } }] }),
        player({ hand: [{ card: "CS2_029", ref: "F" }] }),
      ], [{ type: "play", card: "F", target: "Y" }], { state: { activePlayer: 2 } }));
      expect(at(r.state, "Y").health).toBe(5);
      expect(at(r.state, "S").health).toBe(8);
    });

    it("a hero is not its neighbour", () => {
      const r = run(request([
        player({ board: [{ card: "TRL_535", ref: "S" }] }),
        player({ hand: [{ card: "CS2_029", ref: "F" }] }),
      ], [{ type: "play", card: "F", target: "p1.hero" }], { state: { activePlayer: 2 } }));
      expect(r.state.players[0].hero.health).toBe(24);
      expect(at(r.state, "S").health).toBe(8);
    });
    cardCase("TRL_535", {
      does: "a neighbour's damage is taken by the Shellfighter instead (Fireball on the Yeti: the Shellfighter takes 6)",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: YETI, ref: "Y" }, { card: "TRL_535", ref: "S" }, { card: YETI, ref: "Y2" }, { card: YETI, ref: "FAR" }] },
      p2: { hand: [{ card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "Y2" }],
      expect: { "Y2.health": 5, "S.health": 2, "Y.health": 5 },
      check: (r) => expect(damaged(r)).toEqual(["S"]),
    });
    cardCase("TRL_535", {
      does: "a minion not next to it, and the Shellfighter itself, take their own damage",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "TRL_535", ref: "S" }, { card: YETI, ref: "N" }, { card: YETI, ref: "FAR" }] },
      p2: { hand: [{ card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }] },
      actions: [{ type: "play", card: "M1", target: "FAR" }, { type: "play", card: "M2", target: "S" }],
      expect: { "FAR.health": 4, "S.health": 7, "N.health": 5 },
    });
    cardCase("TRL_535", {
      does: "an enemy minion in front of it is no neighbour",
      p1: { board: [{ card: "TRL_535", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "damage", target: "E", amount: 2 }],
      expect: { "E.health": 3, "S.health": 8 },
    });
  });

  describeCard("TRL_319", () => {
    cardCase("TRL_319", {
      does: "your Hero Power on a minion also hits its two neighbours (1 each), not the minion beyond",
      p1: { board: [{ card: "TRL_319", ref: "SD" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }, { card: YETI, ref: "D" }] },
      actions: [{ type: "heroPower", target: "B" }],
      expect: { "A.health": 4, "B.health": 4, "C.health": 4, "D.health": 5, "p2.hero.health": 30 },
      check: (r) => expect(damaged(r)).toEqual(["B", "A", "C"]),
    });
    cardCase("TRL_319", {
      does: "on a hero it hits the hero only",
      p1: { board: [{ card: "TRL_319", ref: "SD" }] },
      p2: { board: [{ card: YETI, ref: "A" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 29, "A.health": 5, "events.damage": 1 },
    });
    cardCase("TRL_319", {
      does: "a spell is not repeated on the neighbours; nor is the opponent's Hero Power",
      p1: { board: [{ card: "TRL_319", ref: "SD" }, { card: YETI, ref: "F1" }, { card: YETI, ref: "F2" }, { card: YETI, ref: "F3" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      p2: { hero: { card: "HERO_08" }, board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
      actions: [{ type: "play", card: "M", target: "B" }, { type: "endTurn" }, { type: "heroPower", target: "F2" }],
      expect: { "A.health": 5, "B.health": 4, "C.health": 5, "F1.health": 5, "F2.health": 4, "F3.health": 5 },
    });
    cardCase("TRL_319", {
      does: "it is played with Stealth: the opponent's spell cannot target it",
      p1: { hand: [{ card: "TRL_319", ref: "SD" }] },
      p2: { hand: [{ card: MOONFIRE, ref: "M" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "SD" }, { type: "endTurn" }, { type: "play", card: "M", target: "SD" }],
      error: "illegal_action",
    });
    cardCase("TRL_319", {
      does: "Stealth for 1 turn: gone when your next turn starts, so on the opponent's turn after that their spell can target it",
      p1: { hand: [{ card: "TRL_319", ref: "SD" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { hand: [{ card: MOONFIRE, ref: "M" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "SD" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "M", target: "SD" }],
      expect: { "SD.health": 2, "SD.tags.STEALTH": 0 },
    });
  });

  describeCard("TRL_015", () => {
    cardCase("TRL_015", {
      does: "Overkill: attacking a Wisp with 5 Attack on your turn draws 2 cards",
      p1: { board: [{ card: "TRL_015", ref: "TS" }], deck: [{ card: WISP, ref: "D1" }, { card: WISP, ref: "D2" }, { card: WISP, ref: "D3" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "attack", attacker: "TS", defender: "E" }],
      expect: { "E.zone": "graveyard", "D1.zone": "hand", "D2.zone": "hand", "D3.zone": "deck", "events.draw": 2 },
    });
    cardCase("TRL_015", {
      does: "exactly lethal damage (5 to a 5-Health minion) is no Overkill: no draw",
      p1: { board: [{ card: "TRL_015", ref: "TS" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "TS", defender: "E" }],
      expect: { "E.zone": "graveyard", "p1.hand.length": 0, "events.draw": 0 },
    });
    cardCase("TRL_015", {
      does: "on the opponent's turn its excess damage to an attacker is no Overkill",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "TRL_015", ref: "TS" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "attack", attacker: "E", defender: "TS" }],
      expect: { "E.zone": "graveyard", "p1.hand.length": 0, "events.draw": 0 },
    });
  });

  describeCard("TRL_085", () => {
    cardCase("TRL_085", {
      does: "your spell on a minion is cast again on its neighbours (left, then right); the minion beyond is untouched",
      p1: { board: [{ card: "TRL_085", ref: "Z" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }, { card: YETI, ref: "D" }] },
      actions: [{ type: "play", card: "M", target: "B" }],
      expect: { "A.health": 4, "B.health": 4, "C.health": 4, "D.health": 5, "p2.hero.health": 30 },
      check: (r) => expect(damaged(r)).toEqual(["B", "A", "C"]),
    });
    cardCase("TRL_085", {
      does: "a friendly minion targeted: its friendly neighbours (Zentimo among them) get it too",
      p1: { board: [{ card: "TRL_085", ref: "Z" }, { card: YETI, ref: "F" }, { card: YETI, ref: "G" }], hand: [{ card: "CS2_092", ref: "BK" }] },
      actions: [{ type: "play", card: "BK", target: "F" }],
      expect: { "F.attack": 8, "Z.attack": 5, "G.attack": 8 },
    });
    cardCase("TRL_085", {
      does: "a spell on a hero, a battlecry on a minion, and the opponent's spell are not repeated",
      p1: { board: [{ card: "TRL_085", ref: "Z" }, { card: YETI, ref: "F" }], hand: [{ card: MOONFIRE, ref: "M" }, { card: "CS2_189", ref: "EA" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }], hand: [{ card: MOONFIRE, ref: "EM" }], deck: [{ card: WISP }] },
      actions: [
        { type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "EA", target: "B", position: 2 },
        { type: "endTurn" }, { type: "play", card: "EM", target: "F" },
      ],
      expect: { "p2.hero.health": 29, "A.health": 5, "B.health": 4, "C.health": 5, "F.health": 4, "Z.health": 3 },
    });
  });
});
