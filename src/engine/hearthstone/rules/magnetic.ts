/**
 * @module hearthstone/rules/magnetic
 * 磁力 (5.1 Magnetic): a Mech with Magnetic played to the left of another Mech (or a minion of a type its card field
 * `magnetizesTo` names: "Can Magnetize to Mechs or Undead") marks that Mech in the play phase (an
 * on-play trigger of the highest priority); in the resolve phase, if the marked minion is still in play and both have the
 * same controller (wherever the magnetic minion is now), and neither was transformed, the magnetic minion removes itself
 * and the marked one gets an enchantment with its stats and keywords as they are then (版本 ≥ …: current stats); then the
 * `magnetize` event ("Whenever you Magnetize a minion").
 */
import { refOf, type Ctx } from "../context.js";
import { moveTo, playerOf } from "../game.js";
import { attackOf, has, isDormant, maxHealthOf } from "../stats.js";
import { KEYWORDS, type Entity } from "../types.js";
import { auraUpdate } from "./auras.js";
import { noteEvent, resolveEvent } from "./events.js";
import { runStep } from "./sequence.js";
import { enchant } from "./enchant.js";
import { isOfRace } from "../cards/facts.js";

const isMech = (e: Entity) => isOfRace(e.def.facts.races, "MECHANICAL");
/** A minion it may Magnetize to: a Mech, or of a type its card field `magnetizesTo` adds ("Can Magnetize to Mechs or Undead"). */
function canTake(e: Entity, also: readonly string[] | undefined): boolean {
  if (isMech(e)) return true;
  if (also) for (let i = 0; i < also.length; i++) if (isOfRace(e.def.facts.races, also[i]!)) return true;
  return false;
}
/** The keywords a Magnetic minion passes on: 5.1's, with Elusive (its two tags, as cards/compile.ts reads the ELUSIVE mechanic). */
const MAGNETIC_KEYWORDS: readonly string[] = [...KEYWORDS, "CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"];

export interface MagnetMark { target: Entity; targetCard: string; card: string }

/** The on-play mark (first priority): the Mech right of the played magnetic minion, if any. */
export function magneticMark(ctx: Ctx, card: Entity): MagnetMark | null {
  if (!card.def.def?.magnetic || card.zone !== "PLAY") return null;
  const board = playerOf(ctx.game, card.controller).board;
  const right = board[board.indexOf(card) + 1];
  // 5.1 names a Mech; a Magnetic minion whose text adds types ("Can Magnetize to Mechs and Beasts") need not be one itself
  // (Absorbent Parasite, rules-notes 1710).
  if (!right || !(isMech(card) || card.def.def.magnetizesTo) || !canTake(right, card.def.def.magnetizesTo) || isDormant(right)) return null;
  runStep(ctx, "magnetic-mark", () => noteEvent(ctx, { type: "magnetic-mark", source: card, target: right }));
  return { target: right, targetCard: right.card, card: card.card };
}

/** The resolve phase's magnetism (before the battlecry): checked as written in 5.1. */
export function resolveMagnetic(ctx: Ctx, card: Entity, mark: MagnetMark): void {
  runStep(ctx, "magnetic", () => {
    const t = mark.target;
    const why = t.zone !== "PLAY" ? "the marked minion is no longer in play"
      : t.controller !== card.controller ? "the two minions no longer have the same controller"
      : t.card !== mark.targetCard || card.card !== mark.card || ctx.played?.get(card.id)?.transformed ? "a minion was transformed"
      : null;
    if (why) {
      ctx.trace.add({ kind: "skip", source: refOf(card), reason: `Magnetic does not resolve: ${why}`, children: [] });
      return;
    }
    // Its stats and keywords now (a magnetic minion that left play counts as its card, 4.8).
    const attack = attackOf(card), health = maxHealthOf(card);
    const grants = MAGNETIC_KEYWORDS.filter((k) => has(card, k));
    if (card.zone === "PLAY") {
      moveTo(ctx.game, card, "REMOVEDFROMGAME");
      noteEvent(ctx, { type: "zone-change", target: card, detail: { to: "REMOVEDFROMGAME", reason: "magnetic" } });
    }
    const en = enchant(ctx, t, card.controller, card.def.def?.magnetic, { attack, health, ...(grants.length ? { grants } : {}) });
    noteEvent(ctx, { type: "buff", source: card, target: t, detail: { enchantment: en.card, attack, health, ...(grants.length ? { grants } : {}) } });
    auraUpdate(ctx);
    // "Whenever you Magnetize a minion" (Invent-o-matic): the `magnetize` event, once the enchantment has landed — the
    // Magnetic minion its source, the minion Magnetized to its target, its player the Magnetic minion's controller.
    resolveEvent(ctx, { type: "magnetize", source: card, target: t, player: card.controller });
  });
}
