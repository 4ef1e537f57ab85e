/**
 * @module hearthstone/cards/unknown
 * The 404 for unknown cards, the same wherever a card is named: each unknown reference with its path,
 * and close matches (`closeMatches: { [path]: [{ id, name }] }`) for the first few.
 */
import { EngineError } from "../../errors.js";
import { closeMatches } from "./facts.js";

/** Suggestions cost about a millisecond each, so only the first few misses get them. */
const SUGGESTED = 3;

export function unknownCardError(misses: { ref: string | number; path: string }[]): EngineError {
  const closest: Record<string, { id: string; name: string }[]> = {};
  misses.slice(0, SUGGESTED).forEach((m) => {
    closest[m.path] = closeMatches(m.ref).map((f) => ({ id: f.id, name: f.name.enUS || f.name.zhCN }));
  });
  const first = misses[0]!;
  const more = misses.length > 1 ? ` (and ${misses.length - 1} more)` : "";
  return new EngineError("unknown_card", `${first.path}: unknown card "${first.ref}"${more}`,
    misses.map((m) => ({ path: m.path, message: `unknown card "${m.ref}"` })), { closeMatches: closest });
}
