/**
 * @module hearthstone/actions/scenario
 * Scenario actions for "what happens if" questions whose cause does not matter: destroy, damage, heal,
 * summon, cast, draw, and conceding. Each is its own sequence: the effect in one phase, then the
 * inter-phase steps and the win/loss check.
 */
import type { Ctx } from "../context.js";
import { EngineError, illegal } from "../../errors.js";
import { moveTo, newEntity, playerOf } from "../game.js";
import { PLAYSTATE, type Entity, type PlayerId } from "../types.js";
import type { Action } from "../schema.js";
import { runEffects } from "../effects/index.js";
import { destroyEntity } from "../effects/status.js";
import { auraUpdate } from "../rules/auras.js";
import { damage, heal } from "../rules/damage.js";
import { drawCards } from "../rules/draw.js";
import { gainOverload } from "../rules/mana.js";
import { noteEvent, resolveEvent } from "../rules/events.js";
import { runPhase, runSequence, runStep } from "../rules/sequence.js";
import { summonMinion } from "../rules/summon.js";
import { validTargets } from "../rules/targeting.js";
import { actingPlayer, find, path } from "./common.js";
import { requirementHolds } from "./play.js";
import type { CompiledCard } from "../cards/compile.js";
import { unknownCardError } from "../cards/unknown.js";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

/** A card named by a scenario action, with the same errors as cards in the snapshot (404 unknown, 422 unimplemented). */
export function cardFor(ctx: Ctx, ref: string | number, field: string, type: CompiledCard["type"]): CompiledCard {
  // A name picks a card of the type the action needs (a summon's minion, a cast's spell).
  const c = ctx.cards.resolve(ref, { types: [type] });
  const at = path(ctx, field);
  if (!c) throw unknownCardError([{ ref, path: at }]);
  if (!c.implemented) throw new EngineError("unimplemented_card", `${at}: ${c.name.enUS} (${c.id}) has rules text the engine does not implement`, [{ path: at, message: `${c.id} is not implemented` }], { cards: [c.id] });
  return c;
}

function scenario(ctx: Ctx, a: Action, body: () => void): void {
  runSequence(ctx, { action: { ...a } }, () => runPhase(ctx, a.type, body));
}

export function destroyAction(ctx: Ctx, a: Of<"destroy">): void {
  const t = find(ctx, a.target, "target");
  scenario(ctx, a, () => destroyEntity(ctx, null, t));
}

export function damageAction(ctx: Ctx, a: Of<"damage">): void {
  const t = find(ctx, a.target, "target");
  const source = a.source ? find(ctx, a.source, "source") : null;
  scenario(ctx, a, () => damage(ctx, source, [t], a.amount));
}

export function healAction(ctx: Ctx, a: Of<"heal">): void {
  const t = find(ctx, a.target, "target");
  const source = a.source ? find(ctx, a.source, "source") : null;
  scenario(ctx, a, () => heal(ctx, source, [t], a.amount));
}

export function summonAction(ctx: Ctx, a: Of<"summon">): void {
  const card = cardFor(ctx, a.card, "card", "MINION");
  if (card.type !== "MINION") throw illegal(path(ctx, "card"), `${card.name.enUS} is not a minion`);
  const player = actingPlayer(ctx, a.player, false);
  if (a.ref !== undefined && [...ctx.game.entities.values()].some((e) => e.ref === a.ref)) throw illegal(path(ctx, "ref"), `ref "${a.ref}" is already used`);
  scenario(ctx, a, () => {
    summonMinion(ctx, card, player, a.position, null, (e) => { if (a.ref !== undefined) e.ref = a.ref; });
  });
}

export function drawAction(ctx: Ctx, a: Of<"draw">): void {
  const player = actingPlayer(ctx, a.player, false);
  scenario(ctx, a, () => drawCards(ctx, player, a.count ?? 1));
}

/** 施放 (2.3): the degenerate spell sequence — into play (or the secret zone), overload, text, graveyard, after-play step. */
export function castAction(ctx: Ctx, a: Of<"cast">): void {
  const card = cardFor(ctx, a.card, "card", "SPELL");
  if (card.type !== "SPELL") throw illegal(path(ctx, "card"), `${card.name.enUS} is not a spell`);
  const player = actingPlayer(ctx, a.player, false);
  const effects = card.def?.spell ?? card.def?.chooseOne?.[0]?.effects ?? [];
  const spec = card.def?.target;
  let target: Entity | undefined;
  if (a.target !== undefined) {
    if (!spec) throw illegal(path(ctx, "target"), `${card.name.enUS} does not take a target`);
    target = find(ctx, a.target, "target");
  }
  scenario(ctx, a, () => {
    const spell = newEntity(ctx.game, card, player, "SETASIDE");
    if (spec && target && !validTargets(ctx, spec, player, spell, "spell").includes(target)) throw illegal(path(ctx, "target"), `${target.def.name.enUS} is not a valid target for ${card.name.enUS}`);
    castSpell(ctx, spell, player, effects, target, !!spec && !target);
  });
}

function castSpell(ctx: Ctx, spell: Entity, player: PlayerId, effects: Parameters<typeof runEffects>[1], target: Entity | undefined, missingTarget: boolean): void {
  const p = playerOf(ctx.game, player);
  if (spell.def.secret) {
    if (p.secrets.some((s) => s.card === spell.card) || p.secrets.length >= 5) {
      moveTo(ctx.game, spell, "GRAVEYARD");
      noteEvent(ctx, { type: "zone-change", target: spell, detail: { to: "GRAVEYARD", reason: "duplicate secret" } });
      return;
    }
    moveTo(ctx.game, spell, "SECRET");
    noteEvent(ctx, { type: "zone-change", target: spell, detail: { to: "SECRET" } });
    auraUpdate(ctx);
  } else {
    moveTo(ctx.game, spell, "PLAY");
    if (spell.def.overload) gainOverload(p, spell.def.overload);
    if (missingTarget) ctx.trace.add({ kind: "skip", reason: "no target: the spell does nothing", children: [] });
    else if (!requirementHolds(ctx, spell)) ctx.trace.add({ kind: "skip", reason: "its condition does not hold: the spell does nothing (3.3)", children: [] });
    else runStep(ctx, "spell-text", () => runEffects(ctx, effects, { self: spell, holder: spell, controller: player, target }));
    if (spell.zone === "PLAY") moveTo(ctx.game, spell, "GRAVEYARD");
  }
  runStep(ctx, "after-cast", () => resolveEvent(ctx, { type: "cast", target: spell, player }));
}

export function concede(ctx: Ctx, a: Of<"concede">): void {
  const player = actingPlayer(ctx, a.player, false);
  runSequence(ctx, { action: { ...a, player } }, () => {
    playerOf(ctx.game, player).tags.PLAYSTATE = PLAYSTATE.LOSING;
  });
}
