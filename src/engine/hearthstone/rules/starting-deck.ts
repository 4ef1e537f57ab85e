/**
 * @module hearthstone/rules/starting-deck
 * "If your deck started with no duplicates" (Showdown in the Badlands; rules-notes 910): whether the cards a player's deck
 * held as the game began had no two of the same card. The engine keeps no history, so the `startGame` action records it
 * as the player tag DECK_STARTED_NO_DUPLICATES (1: none; 0: some), which later snapshots carry in the player's `tags`.
 * The starting deck is read from the snapshot `startGame` takes, the game as the mulligan leaves it: the deck and the kept
 * hand, less The Coin and any card an effect made (a CREATOR). "The same card" is the same English name, as at deck
 * building and as the condition `noDuplicates` compares (a Core reprint and its original are duplicates); a hidden card
 * (`card: null`) is compared with nothing.
 */
import { RUNES, runeCount } from "../cards/rune-costs.js";
import type { Ctx } from "../context.js";
import { playerOf } from "../game.js";
import type { PlayerId } from "../types.js";

export function recordStartingDeck(ctx: Ctx): void {
  for (let j = 0; j < 2; j++) {
    const id = (j + 1) as PlayerId;
    const p = playerOf(ctx.game, id);
    const names = [...p.deck, ...p.hand]
      .filter((e) => !e.tags.CREATOR && e.def.facts.type !== "UNKNOWN" && e.def.facts.name.enUS !== "The Coin")
      .map((e) => e.def.facts.name.enUS);
    p.tags.DECK_STARTED_NO_DUPLICATES = new Set(names).size === names.length ? 1 : 0;
    // "If your deck started with a Blood, Frost, or Unholy card" (Rainbow Seamstress, rules-notes 1688): a card of the starting
    // deck whose cost has that rune; the player tag DECK_STARTED_WITH_<RUNE> (1 or 0), read by the condition deckStartedWithRune.
    const cards = [...p.deck, ...p.hand];
    for (let r = 0; r < RUNES.length; r++) {
      const rune = RUNES[r]!;
      let has = 0;
      for (let i = 0; i < cards.length && !has; i++) {
        const e = cards[i]!;
        if (!e.tags.CREATOR && e.def.facts.type !== "UNKNOWN" && runeCount(e.card, rune, e.def.facts.sameAs) > 0) has = 1;
      }
      p.tags[deckStartedWithTag(rune)] = has;
    }
  }
}

/** The player tag that says the deck started the game with a card of this rune (our tag; rules-notes 1688). */
export function deckStartedWithTag(rune: string): string {
  return `DECK_STARTED_WITH_${rune.toUpperCase()}`;
}
