/**
 * @module hearthstone/rules/rank
 * 等级 (Rank, Forged in the Barrens; not in the 2022 rulebook — rules-notes 1100): "(Upgrades when you have N Mana.)".
 * A card in its owner's hand whose definition has `rank: { at, into }` becomes `into`, keeping its states (as Corrupt's
 * upgrade: the `transform` effect's `keepState`), while its owner has `at` or more Mana Crystals (4.12: the crystals,
 * spent or not; temporary Mana is no crystal). Checked at each aura update (4.2): the moment a state of the game is
 * brought up to date, so a card drawn or given when its owner already has the crystals upgrades at once, and a Rank 1
 * at 10 crystals goes on to Rank 3. Only the hand: a card in the deck is not "yours to have" yet (as Infuse, Corrupt).
 */
import type { Ctx } from "../context.js";

let upgrading = false;

/** Upgrade every Rank card in a hand whose owner has the crystals; one upgrade at a time (a transform updates auras). */
export function rankUpgrades(ctx: Ctx): void {
  if (upgrading) return;
  upgrading = true;
  try {
    for (let i = 0, players = ctx.game.players; i < players.length; i++) {
      const p = players[i]!;
      for (let j = 0, hand = p.hand; j < hand.length; j++) {
        const c = hand[j]!;
        for (let rank = c.def.def?.rank; rank && c.zone === "HAND" && p.mana.crystals >= rank.at; ) {
          // The transform effect (through the context's runner: effects are a layer above the rules).
          ctx.runEffects(ctx, [{ type: "transform", to: "self", card: rank.into, keepState: true }], { self: c, holder: c, controller: c.controller });
          const next = c.def.def?.rank;
          if (next === rank) break; // not transformed (cannot be): no endless loop
          rank = next;
        }
      }
    }
  } finally {
    upgrading = false;
  }
}
