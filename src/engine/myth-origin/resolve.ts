/**
 * @module myth-origin/resolve
 * One stack item resolving: a creature card enters the field (4.1), an equipment is worn (20.2), a spell's effects
 * happen and it goes to the discard pile (18.2); an ability's or trigger's effects happen. Targets are checked
 * again: all illegal, it does nothing (无效); some, the rest still happens (16.2).
 */
import { entityRef } from "./refs.js";
import { say, zh, en } from "./log.js";
import { enterField, equip, runEffects } from "./effects.js";
import { legalTarget } from "./targets.js";
import { moveCard } from "./zones.js";
import { emit } from "./triggers.js";
import type { Card, Ctx, Effect, StackItem, TargetSpec } from "./types.js";

export function resolveItem(ctx: Ctx, item: StackItem): void {
  const c = item.source;
  if (item.kind === "card") {
    if (c.zone !== "hand" && c.zone !== "spirit") {
      ctx.trace.add({ kind: "skip", source: entityRef(c), reason: "the card is no longer where it was used from", children: [] });
      return;
    }
    const t = c.def.type;
    if (t === "creature" || t === "token") enterField(ctx, c, item.controller);
    else if (t === "equipment") equip(ctx, c, item.controller);
    else if (t === "treasure") moveCard(ctx, c, "treasure", item.controller);
    else {
      // a spell: its effects, then the discard pile
      run(ctx, item, c.def.target, c.def.effects ?? []);
      if (c.zone === "hand" || c.zone === "spirit") moveCard(ctx, c, "graveyard");
    }
    // 17.2 (3, 5): "使用…牌时" triggers see the card once its item has resolved; they open a new timing
    emit(ctx, "use", c, item.controller);
    return;
  }
  const def = item.kind === "ability" ? c.def.abilities?.[item.ability ?? 0] : c.def.triggers?.[item.ability ?? 0];
  if (!def) return;
  run(ctx, item, def.target, def.effects);
}

function run(ctx: Ctx, item: StackItem, spec: TargetSpec | undefined, effects: readonly Effect[]): void {
  let targets: Card[] = item.targets;
  if (spec) {
    targets = item.targets.filter((t) => legalTarget(spec, t, item.controller));
    if (targets.length === 0) {
      ctx.trace.add({ kind: "skip", source: entityRef(item.source), reason: "no chosen target is still legal: it does nothing (16.2)", children: [] });
      say(ctx, `${zh(item.source)}的所有目标均不合法,无效。`, `${en(item.source)}: no target is still legal; it does nothing.`);
      return;
    }
  }
  runEffects(ctx, effects, { source: item.source, controller: item.controller, targets });
}
