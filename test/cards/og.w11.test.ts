/** Whispers of the Old Gods (OG): C'Thun "wherever it is" (w11/old; rules-notes 1120). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const CTHUN = "OG_280"; // 6/6
const CIRCLE = "EX1_621"; // Circle of Healing: 4 to all minions
const ARCANE_SHOT = "DS1_185"; // 2 damage
const buffs = (attack: number, health: number, taunt = 0) => ({ CTHUN_ATTACK_BUFF: attack, CTHUN_HEALTH_BUFF: health, ...(taunt ? { CTHUN_TAUNT_BUFF: 1 } : {}) });

describe("Whispers of the Old Gods: C'Thun (w11/old)", () => {
  describeCard("OG_280", () => {
    cardCase("OG_280", {
      does: "Battlecry: its Attack (6) in hits of 1 split among the enemies",
      p1: { hand: [{ card: CTHUN, ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const p2 = r.state.players[1]!;
        const yeti = p2.board[0] as { health?: number } | undefined;
        const dealt = (30 - (p2.hero.health ?? 30)) + (5 - (yeti?.health ?? 0));
        expect(dealt).toBe(6);
      },
    });
    cardCase("OG_280", {
      does: "in hand it has its player's C'Thun buffs; played it keeps them and deals its buffed Attack",
      p1: { tags: buffs(4, 3, 1), hand: [{ card: CTHUN, ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "C.attack": 10, "C.health": 9, "C.seen.TAUNT": 1, "p2.hero.health": 20 },
    });
    cardCase("OG_280", {
      does: "the buffs it entered play with are a state: Silence takes them away (a 6/6)",
      p1: { tags: buffs(4, 4), hand: [{ card: CTHUN, ref: "C" }, { card: "EX1_332", ref: "S" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "S", target: "C" }],
      expect: { "C.attack": 6, "C.health": 6, "p1.tags.CTHUN_ATTACK_BUFF": 4 },
    });
    cardCase("OG_280", {
      does: "a C'Thun still in the deck has the buffs too (drawn later: a 9/9)",
      p1: { tags: buffs(3, 3), deck: [{ card: CTHUN, ref: "C" }], hand: [{ card: "EX1_587", ref: "D" }] },
      actions: [{ type: "endTurn" }, { type: "endTurn" }],
      expect: { "C.zone": "hand", "C.attack": 9, "C.health": 9 },
    });
    cardCase("OG_280", {
      does: "the opponent's buffs are theirs: your C'Thun does not have them",
      p2: { tags: buffs(5, 5) },
      p1: { hand: [{ card: CTHUN, ref: "C" }] },
      actions: [{ type: "endTurn" }],
      expect: { "C.attack": 6, "C.health": 6 },
    });
  });

  describeCard("OG_281", () => {
    cardCase("OG_281", {
      does: "Battlecry: your C'Thun in hand gets +2/+2 (the player's buffs go up)",
      p1: { hand: [{ card: "OG_281", ref: "B" }, { card: CTHUN, ref: "C" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "C.attack": 8, "C.health": 8, "p1.tags.CTHUN_ATTACK_BUFF": 2, "p1.tags.CTHUN_HEALTH_BUFF": 2 },
    });
    cardCase("OG_281", {
      does: "your C'Thun in play gets +2/+2 as an enchantment; an enemy C'Thun does not",
      p1: { hand: [{ card: "OG_281", ref: "B" }], board: [{ card: CTHUN, ref: "C" }] },
      p2: { board: [{ card: CTHUN, ref: "E" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "C.attack": 8, "C.health": 8, "E.attack": 6, "p2.tags.CTHUN_ATTACK_BUFF": undefined },
    });
    cardCase("OG_281", {
      does: "with no C'Thun anywhere the buffs are still kept for a later one",
      p1: { hand: [{ card: "OG_281", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.tags.CTHUN_ATTACK_BUFF": 2, "p1.tags.CTHUN_HEALTH_BUFF": 2, "B.attack": 2 },
    });
  });

  describeCard("OG_283", () => {
    cardCase("OG_283", {
      does: "Divine Shield; Battlecry: C'Thun +3/+3",
      p1: { hand: [{ card: "OG_283", ref: "X" }, { card: CTHUN, ref: "C" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "X.seen.DIVINE_SHIELD": 1, "C.attack": 9, "C.health": 9 },
    });
  });

  describeCard("OG_284", () => {
    cardCase("OG_284", {
      does: "Taunt; Battlecry: C'Thun +1/+1 and Taunt, in hand and in play",
      p1: { hand: [{ card: "OG_284", ref: "X" }, { card: CTHUN, ref: "C" }], board: [{ card: CTHUN, ref: "P" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "X.seen.TAUNT": 1, "C.attack": 7, "C.health": 7, "C.seen.TAUNT": 1, "P.attack": 7, "P.seen.TAUNT": 1, "p1.tags.CTHUN_TAUNT_BUFF": 1 },
    });
  });

  describeCard("OG_286", () => {
    cardCase("OG_286", {
      does: "at the end of your turn: C'Thun +1/+1",
      p1: { board: [{ card: "OG_286" }], hand: [{ card: CTHUN, ref: "C" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "C.attack": 7, "C.health": 7 },
    });
    cardCase("OG_286", {
      does: "not at the end of the opponent's turn",
      p1: { board: [{ card: "OG_286" }], hand: [{ card: CTHUN, ref: "C" }], deck: [{ card: WISP }] },
      state: { activePlayer: 2 },
      actions: [{ type: "endTurn" }],
      expect: { "C.attack": 6 },
    });
  });

  describeCard("OG_293", () => {
    cardCase("OG_293", {
      does: "Taunt; Battlecry: C'Thun +4/+4",
      p1: { hand: [{ card: "OG_293", ref: "X" }, { card: CTHUN, ref: "C" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "X.seen.TAUNT": 1, "C.attack": 10, "C.health": 10 },
    });
  });

  describeCard("OG_303", () => {
    cardCase("OG_303", {
      does: "after you cast a spell: C'Thun +1/+1 (and Spell Damage +1)",
      p1: { board: [{ card: "OG_303" }], hand: [{ card: ARCANE_SHOT, ref: "A" }, { card: CTHUN, ref: "C" }] },
      actions: [{ type: "play", card: "A", target: "p2.hero" }],
      expect: { "C.attack": 7, "C.health": 7, "p2.hero.health": 27 },
    });
  });

  describeCard("OG_321", () => {
    cardCase("OG_321", {
      does: "whenever it takes damage: C'Thun +1/+1",
      p1: { board: [{ card: "OG_321", ref: "W" }], hand: [{ card: CTHUN, ref: "C" }] },
      p2: { hand: [{ card: ARCANE_SHOT, ref: "A" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "A", target: "W" }],
      expect: { "C.attack": 7, "W.health": 4, "p1.tags.CTHUN_ATTACK_BUFF": 1, "p2.tags.CTHUN_ATTACK_BUFF": undefined },
    });
  });

  describeCard("OG_334", () => {
    cardCase("OG_334", {
      does: "whenever a character is healed (an enemy one too): C'Thun +1/+1",
      p1: { board: [{ card: "OG_334" }], hand: [{ card: CIRCLE, ref: "H" }, { card: CTHUN, ref: "C" }] },
      p2: { board: [{ card: YETI, health: 2 }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "C.attack": 7, "C.health": 7 },
    });
    cardCase("OG_334", {
      does: "an undamaged character is not healed: nothing",
      p1: { board: [{ card: "OG_334" }], hand: [{ card: CIRCLE, ref: "H" }, { card: CTHUN, ref: "C" }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "C.attack": 6 },
    });
  });

  describeCard("OG_302", () => {
    cardCase("OG_302", {
      does: "whenever a minion dies (either side): C'Thun +1/+1 each",
      p1: { board: [{ card: "OG_302" }, { card: WISP }], hand: [{ card: "CS2_062", ref: "H" }, { card: CTHUN, ref: "C" }] },
      p2: { board: [{ card: WISP }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "C.attack": 8, "C.health": 8 },
    });
  });

  describeCard("OG_339", () => {
    cardCase("OG_339", {
      does: "Battlecry: C'Thun +2/+2",
      p1: { hand: [{ card: "OG_339", ref: "X" }, { card: CTHUN, ref: "C" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "C.attack": 8, "C.health": 8, "X.attack": 7 },
    });
  });

  describeCard("OG_162", () => {
    cardCase("OG_162", {
      does: "Battlecry: 2 damage to a character, then C'Thun +2/+2",
      p1: { hand: [{ card: "OG_162", ref: "X" }, { card: CTHUN, ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "X", target: "Y" }],
      expect: { "Y.health": 3, "C.attack": 8, "C.health": 8 },
    });
  });

  describeCard("OG_282", () => {
    cardCase("OG_282", {
      does: "Battlecry: destroy a minion; its Attack and current Health go to C'Thun",
      p1: { hand: [{ card: "OG_282", ref: "X" }, { card: CTHUN, ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 3 }] },
      actions: [{ type: "play", card: "X", target: "Y" }],
      expect: { "Y.zone": "graveyard", "C.attack": 10, "C.health": 9 },
    });
  });

  describeCard("OG_188", () => {
    cardCase("OG_188", {
      does: "Battlecry: with your C'Thun at 10 Attack, +5 Health",
      p1: { tags: buffs(4, 0), hand: [{ card: "OG_188", ref: "X" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "X.health": 10, "X.seen.TAUNT": 1 },
    });
    cardCase("OG_188", {
      does: "at 9 Attack nothing (a C'Thun in play buffed otherwise does not count)",
      p1: { tags: buffs(3, 0), hand: [{ card: "OG_188", ref: "X" }], board: [{ card: CTHUN, attack: 12 }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "X.health": 5 },
    });
  });

  describeCard("OG_131", () => {
    cardCase("OG_131", {
      does: "Battlecry: with your C'Thun at 10 Attack, summon Vek'nilash",
      p1: { tags: buffs(4, 0), hand: [{ card: "OG_131", ref: "X" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "p1.board": ["OG_131", "OG_319"], "p1.board.1.attack": 4, "p1.board.1.seen.TAUNT": 1 },
    });
    cardCase("OG_131", {
      does: "below 10: no Emperor",
      p1: { hand: [{ card: "OG_131", ref: "X" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "p1.board": ["OG_131"] },
    });
  });

  describeCard("OG_096", () => {
    cardCase("OG_096", {
      does: "Battlecry: with your C'Thun at 10 Attack, restore 10 Health to your hero",
      p1: { tags: buffs(5, 0), hero: { card: "HERO_09", health: 15 }, hand: [{ card: "OG_096", ref: "X" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "p1.hero.health": 25 },
    });
    cardCase("OG_096", {
      does: "below 10: nothing",
      p1: { hero: { card: "HERO_09", health: 15 }, hand: [{ card: "OG_096", ref: "X" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "p1.hero.health": 15 },
    });
  });

  describeCard("OG_301", () => {
    cardCase("OG_301", {
      does: "Battlecry: with your C'Thun at 10 Attack, 10 Armor",
      p1: { tags: buffs(4, 0), hand: [{ card: "OG_301", ref: "X" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "p1.hero.armor": 10 },
    });
    cardCase("OG_301", {
      does: "below 10: no Armor",
      p1: { hand: [{ card: "OG_301", ref: "X" }] },
      actions: [{ type: "play", card: "X" }],
      expect: { "p1.hero.armor": 0 },
    });
  });
});

describe("Whispers of the Old Gods: other cards (w11/old)", () => {
  describeCard("OG_295", () => {
    cardCase("OG_295", {
      does: "Battlecry: 2 Health to your hero for each enemy minion",
      p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "OG_295", ref: "A" }] },
      p2: { board: [{ card: WISP }, { card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.hero.health": 26 },
    });
  });

  describeCard("OG_085", () => {
    cardCase("OG_085", {
      does: "after you cast a spell, Freeze a random enemy",
      p1: { board: [{ card: "OG_085" }], hand: [{ card: ARCANE_SHOT, ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A", target: "Y" }],
      check: (r) => {
        const p2 = r.state.players[1]!;
        const frozen = [p2.hero, ...p2.board].filter((c) => (c as { tags?: Record<string, number> }).tags?.FROZEN === 1);
        expect(frozen.length).toBe(1);
      },
    });
  });

  describeCard("OG_309", () => {
    cardCase("OG_309", {
      does: "Battlecry: triggers a friendly minion's Deathrattle (Leper Gnome: 2 to the enemy hero)",
      p1: { hand: [{ card: "OG_309", ref: "H" }], board: [{ card: "EX1_029", ref: "L" }] },
      actions: [{ type: "play", card: "H", target: "L" }],
      expect: { "p2.hero.health": 28, "L.zone": "board" },
    });
    cardCase("OG_309", {
      does: "a minion without a Deathrattle can't be chosen",
      p1: { hand: [{ card: "OG_309", ref: "H" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "H", target: "Y" }],
      error: "illegal_action",
    });
  });

  describeCard("OG_174", () => {
    cardCase("OG_174", {
      does: "Battlecry: copies a friendly minion's Attack and current Health",
      p1: { hand: [{ card: "OG_174", ref: "S" }], board: [{ card: YETI, ref: "Y", health: 3 }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "S.attack": 4, "S.health": 3, "S.seen.TAUNT": 1 },
    });
  });
});
