/** Behaviour tests of One Night in Karazhan cards the lead implemented in session 13. */
import { describe, expect, it } from "vitest";
import { EngineError } from "../../src/engine/index.js";
import { cardCase, describeCard } from "../support/cards.js";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WARRIOR = { card: "HERO_01", armor: 20 };
const hits = (ref: string, n: number) => Array.from({ length: n }, () => ({ type: "attack", attacker: "p1.hero", defender: ref }));
const refusal = (body: Parameters<typeof run>[0]) => {
  try { run(body); } catch (e) { return e as EngineError; }
  throw new Error("expected the request to be refused");
};

describe("One Night in Karazhan (lead, session 13)", () => {
  describeCard("KAR_028", () => {
    cardCase("KAR_028", {
      does: "unlimited attacks each turn: three hero attacks on a minion, each using Durability",
      p1: { weapon: { card: "KAR_028" }, hero: WARRIOR },
      p2: { board: [{ card: YETI, ref: "Y", health: 12, maxHealth: 12 }] },
      actions: hits("Y", 3),
      expect: { "Y.health": 3, "p1.weapon.durability": 1 },
    });
    it("can't attack heroes (the reason given)", () => {
      const err = refusal(request([player({ weapon: { card: "KAR_028" } }), player()], [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }]));
      expect(err.code).toBe("illegal_action");
      expect(err.message).toMatch(/can't attack heroes/);
    });
    it("gone with the weapon: with another weapon the hero attacks once a turn again", () => {
      const err = refusal(request([
        player({ weapon: { card: "KAR_028", durability: 1 }, hero: WARRIOR, hand: [{ card: "CS2_106", ref: "AXE" }] }),
        player({ board: [{ card: YETI, ref: "Y", health: 12, maxHealth: 12 }] }),
      ], [...hits("Y", 1), { type: "play", card: "AXE" }, ...hits("Y", 2)]));
      expect(err.message).toMatch(/already attacked/);
    });
  });
});
