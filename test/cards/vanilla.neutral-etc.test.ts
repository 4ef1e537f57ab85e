/**
 * Behaviour tests of Elite Tauren Chieftain (VAN_PRO_001, the 2021 Classic printing) and its Classic Power of the Horde.
 * I Am Murloc and Rogues Do It... have no Classic printing; their tests are in legacy.neutral-etc.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { cardCase, describeCard } from "../support/cards.js";
import { cards, player, request, run } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);
const POWER_CHORDS = ["PRO_001a", "PRO_001b", "VAN_PRO_001c"];
const HORDE_WARRIORS = ["VAN_CS2_121", "VAN_EX1_021", "VAN_EX1_023", "VAN_EX1_110", "VAN_EX1_390", "VAN_CS2_179"];
const picks = (r: ResolveResult, purpose: string) => r.random.filter((d) => d.purpose === purpose);

describe("Vanilla neutral: Elite Tauren Chieftain", () => {
  // Elite Tauren Chieftain: "Battlecry: Give both players the power to ROCK! (with a Power Chord card)"
  describeCard("VAN_PRO_001", () => {
    it("for every seed: each player gets one Power Chord card (the Classic Power of the Horde among them), picked separately", () => {
      let differ = false;
      for (const seed of SEEDS) {
        const r = run(request([player({ hand: [{ card: "VAN_PRO_001", ref: "E" }] }), player()], [{ type: "play", card: "E" }], { seed }));
        const [mine, theirs] = picks(r, "random card");
        expect(picks(r, "random card")).toHaveLength(2);
        expect(mine!.candidates).toEqual(POWER_CHORDS);
        expect(theirs!.candidates).toEqual(POWER_CHORDS);
        expect(cards(r.state.players[0].hand)).toEqual([mine!.chosen]);
        expect(cards(r.state.players[1].hand)).toEqual([theirs!.chosen]);
        if (mine!.chosen !== theirs!.chosen) differ = true;
      }
      expect(differ).toBe(true);
    });

    it("Power of the Horde (Classic): for every seed, one of the six Classic Horde Warriors on your side", () => {
      const seen = new Set<string>();
      for (const seed of SEEDS) {
        const r = run(request([player({ hand: [{ card: "VAN_PRO_001c", ref: "H" }] }), player()], [{ type: "play", card: "H" }], { seed }));
        const [d] = picks(r, "random minion to summon");
        expect(d!.candidates).toEqual(HORDE_WARRIORS);
        expect(cards(r.state.players[0].board)).toEqual([d!.chosen]);
        expect(r.state.players[1].board).toEqual([]);
        seen.add(d!.chosen as string);
      }
      expect(seen.size).toBeGreaterThan(2);
    });
  });
  cardCase("VAN_PRO_001", {
    does: "summoned rather than played, no Battlecry",
    actions: [{ type: "summon", card: "VAN_PRO_001", player: 1 }],
    expect: { "p1.board": ["VAN_PRO_001"], "p1.hand.length": 0, "p2.hand.length": 0 },
  });
  cardCase("VAN_PRO_001", {
    does: "Power of the Horde (Classic) cannot be played with a full board",
    p1: { hand: [{ card: "VAN_PRO_001c", ref: "H" }], board: wisps(7) },
    actions: [{ type: "play", card: "H" }],
    error: "illegal_action",
  });
});
