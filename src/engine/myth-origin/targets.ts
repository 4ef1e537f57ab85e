/**
 * @module myth-origin/targets
 * 目标 (16): which cards a target specification allows, checked when the card is used (16.1) and again when it
 * resolves (16.2).
 */
import { hasPrintedAbilities, zhName } from "./cards.js";
import { illegal } from "../errors.js";
import { need } from "./refs.js";
import type { Card, Ctx, PlayerId, TargetSpec } from "./types.js";

export function legalTarget(spec: TargetSpec, c: Card, controller: PlayerId): boolean {
  const kindOk = spec.kind === "creature" ? c.zone === "field" : spec.kind === "general" ? c.zone === "general" : c.zone === "field" || c.zone === "general";
  if (!kindOk) return false;
  const who = spec.controller ?? "any";
  if (who === "you" && c.controller !== controller) return false;
  if (who === "opponent" && c.controller === controller) return false;
  const name = zhName(c.def);
  if (spec.nameIs !== undefined && name !== spec.nameIs && c.def.id !== spec.nameIs) return false;
  if (spec.nameContains !== undefined && !name.includes(spec.nameContains)) return false;
  if (spec.noPrintedAbilities && hasPrintedAbilities(c)) return false;
  return true;
}

export function allTargets(ctx: Ctx, spec: TargetSpec, controller: PlayerId): Card[] {
  const out: Card[] = [];
  for (const p of ctx.game.players) for (const c of [...p.zones.general, ...p.zones.field]) if (legalTarget(spec, c, controller)) out.push(c);
  return out;
}

/** The targets an action names, each checked (16.1): as many as the spec asks, all legal. */
export function chooseTargets(ctx: Ctx, spec: TargetSpec | undefined, names: string[] | undefined, controller: PlayerId, path: string): Card[] {
  if (!spec) {
    if (names?.length) throw illegal(`${path}.targets`, "this card or ability takes no target");
    return [];
  }
  const count = spec.count ?? 1;
  if (!names || names.length === 0) throw illegal(`${path}.targets`, `choose ${count} target${count > 1 ? "s" : ""} (16.1)`);
  if (names.length > count) throw illegal(`${path}.targets`, `at most ${count} target${count > 1 ? "s" : ""}`);
  return names.map((n, i) => {
    const c = need(ctx, n, `${path}.targets[${i}]`);
    if (!legalTarget(spec, c, controller)) throw illegal(`${path}.targets[${i}]`, `'${n}' is not a valid target (${describe(spec)})`);
    return c;
  });
}

export function describe(spec: TargetSpec): string {
  const parts = [spec.kind === "creature" ? "a creature on the field" : spec.kind === "general" ? "a general" : "a general or a creature"];
  if (spec.controller && spec.controller !== "any") parts.push(`controlled by ${spec.controller === "you" ? "you" : "your opponent"}`);
  if (spec.nameIs) parts.push(`named ${spec.nameIs}`);
  if (spec.nameContains) parts.push(`whose name contains ${spec.nameContains}`);
  if (spec.noPrintedAbilities) parts.push("with no printed abilities");
  return parts.join(", ");
}
