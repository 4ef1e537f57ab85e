/**
 * @module myth-origin/budget
 * The step budget: every event counts; a resolution that never ends is stopped with 422.
 */
import { EngineError } from "../errors.js";
import type { Ctx } from "./types.js";

export const MAX_STEPS = 5000;

export function step(ctx: Ctx): void {
  ctx.steps++;
  if (ctx.shared) ctx.shared.used++;
  if (ctx.steps > ctx.maxSteps || (ctx.shared && ctx.shared.used > ctx.shared.max)) {
    throw new EngineError("step_budget_exceeded", `the resolution exceeded the step budget of ${ctx.maxSteps} steps (an endless loop of triggers?)`, [{ path: `actions[${ctx.actionIndex}]`, message: "step budget exceeded" }]);
  }
}
