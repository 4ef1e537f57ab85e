/** Fractured in Alterac Valley (w14/titans): a card w14/titans' CHOOSE_BOTH unlocks. */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

describeCard("ONY_019", () => {
  cardCase("ONY_019", {
    does: "Discovers a Druid Choose One card, which has both effects combined (no choice offered for it)",
    p1: { hero: { card: "HERO_06" }, hand: [{ card: "ONY_019", ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    check: (r) => {
      const hand = r.state.players[0].hand;
      expect(hand).toHaveLength(1);
      const c = findCard(hand[0]!.card);
      expect(c?.mechanics).toContain("CHOOSE_ONE");
      expect(c?.cardClass).toBe("DRUID");
      expect((hand[0]!.enchantments ?? []).some((e) => (e as { grants?: string[] }).grants?.includes("CHOOSE_BOTH"))).toBe(true);
    },
  });
});
