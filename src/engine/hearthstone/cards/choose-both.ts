/**
 * Fandral Staghelm's rule (choose-both): a Choose One card's two options combined, no choice — the card's own combination
 * (`chooseBoth`: Druid of the Claw's combined form), else the first option's effects then the second's, each under its
 * own condition, against a target that suits both. A played card (actions/common.ts) and a cast one (effects/cast-spell.ts)
 * combine them the same way. The target is returned before its `if` is read.
 */
import type { CardDefinition, Effect, TargetSpec } from "./format/index.js";

type ChooseOption = NonNullable<CardDefinition["chooseOne"]>[number];

export function chooseBothText(def: CardDefinition): { effects: readonly Effect[]; target: TargetSpec | undefined } {
  if (def.chooseBoth) return { effects: def.chooseBoth.effects, target: def.chooseBoth.target ?? def.target };
  const [a, b] = def.chooseOne as [ChooseOption, ChooseOption];
  const part = (o: ChooseOption): readonly Effect[] => (o.requires ? [{ type: "if", if: o.requires, then: o.effects }] : o.effects);
  return { effects: [...part(a), ...part(b)], target: bothTarget(a.target ?? def.target, b.target ?? def.target) };
}

/**
 * The target of both Choose One options combined: the one option's target, or — when both have one — a target that meets
 * both (a minion if either needs a minion, a hero if either needs a hero; the side one of them names; the first filter).
 */
function bothTarget(x: TargetSpec | undefined, y: TargetSpec | undefined): TargetSpec | undefined {
  if (!x || !y) return x ?? y;
  const type = x.type === "minion" || y.type === "minion" ? "minion" : x.type === "hero" || y.type === "hero" ? "hero" : "character";
  const side = x.side && x.side !== "any" ? x.side : y.side;
  const where = x.where ?? y.where;
  const required = x.required === undefined && y.required === undefined ? undefined : (x.required ?? true) || (y.required ?? true);
  return { ...x, ...y, type, ...(side ? { side } : {}), ...(where ? { where } : {}), ...(required !== undefined ? { required } : {}) };
}
