/**
 * @module hearthstone/rules/rewind
 * Rewind (回溯, Across the Timeways; not in the 2022 rulebook). After a card with Rewind has been played — its whole
 * play sequence, deaths and after-play triggers included — its player chooses to keep the timeline or to rewind it (the
 * game's two choice cards, TIME_000ta Keep Timeline and TIME_000tb Rewind Timeline). Rewinding puts the whole game back
 * as it was just before the card was played (deck trackers see the game reset to the card's PLAY block) and the card is
 * played again, the same way (same target, position and Choose One option), marked with the game's "played after
 * Rewind" state TIME_110: its outcome differs only by chance, and the replay offers no second Rewind — unless the card
 * has more than one ("Rewind, Rewind, Rewind": `rewind: 3`), when each replay offers the next until one is kept or all
 * are used (every replay goes back to the same moment, before the first play). What the first
 * timeline did stays in the trace and the random decisions (it happened, then was undone); the generator and the
 * scripted `choices` are not rewound, so the replay draws new random numbers and takes the next answers. Decisions the
 * rulebook cannot settle are in docs/rules-notes.md.
 */
import type { Ctx, PlayRecord } from "../context.js";
import type { Entity, Game } from "../types.js";

/** The game's "played after Rewind" state (PlayAfterRewindEnchantment_TIME_110; inferred). */
export const REWOUND = "TIME_110";

/**
 * How many Rewinds playing this card now offers: its `rewind` count (`true` is 1; "Rewind, Rewind, Rewind" is 3), none
 * when it is itself a replay after one. The replays of one play count down within the action (actions/play.ts).
 */
export function rewindsOffered(card: Entity): number {
  const r = card.def.def?.rewind;
  if (!r || card.enchantments.some((en) => en.card === REWOUND)) return 0;
  return r === true ? 1 : r;
}

/** What a Rewind puts back: the game and the resolution's record of cards played (2.2), as they were. */
export interface Timeline {
  game: Game;
  played: Map<number, PlayRecord> | undefined;
}

/**
 * A deep copy of plain game data: entities, enchantments, players and their zone lists keep their shared references
 * and cycles (a host and its enchantments), while compiled card definitions (`def`), which never change, are shared.
 */
function deepCopy<T>(v: T, memo: Map<object, unknown>): T {
  if (v === null || typeof v !== "object") return v;
  const seen = memo.get(v as object);
  if (seen !== undefined) return seen as T;
  if (v instanceof Map) {
    const m = new Map();
    memo.set(v, m);
    v.forEach((x, k) => { m.set(deepCopy(k, memo), deepCopy(x, memo)); });
    return m as T;
  }
  if (Array.isArray(v)) {
    const a: unknown[] = [];
    memo.set(v, a);
    for (let i = 0; i < v.length; i++) a.push(deepCopy(v[i], memo));
    return a as T;
  }
  const o: Record<string, unknown> = {};
  memo.set(v as object, o);
  for (let i = 0, keys = Object.keys(v as object); i < keys.length; i++) {
    const k = keys[i]!, x = (v as Record<string, unknown>)[k];
    o[k] = k === "def" ? x : deepCopy(x, memo);
  }
  return o as T;
}

/** A copy of the game that shares nothing it could change with the original (a simulation's sample runs on one). */
export const copyGame = (game: Game): Game => deepCopy(game, new Map());

/** Save the timeline a Rewind would go back to (taken just before the card is played). */
export function saveTimeline(ctx: Ctx): Timeline {
  const memo = new Map<object, unknown>();
  return { game: deepCopy(ctx.game, memo), played: ctx.played ? deepCopy(ctx.played, memo) : undefined };
}

/** Go back to a saved timeline (the saved copy becomes the game; it is not used again). */
export function restoreTimeline(ctx: Ctx, t: Timeline): void {
  ctx.game = t.game;
  if (t.played) ctx.played = t.played;
  else delete ctx.played;
}
