/**
 * `choose`: "(your choice)" — the player picks one of the card's options and its effects resolve; with `count`, the
 * next pick is among the options not yet taken (Siamat: "Gain 2 of Rush, Taunt, Divine Shield, or Windfury"). Each pick
 * is the request's next `choices` answer (an index into the options still offered, in their listed order), else a seeded
 * pick, recorded (as Choose One and Discover, 5.1). One option left is taken without a prompt. `random: true`: no prompt —
 * each pick is a recorded random decision among the options not yet picked ("two random Bonus Effects").
 */
import type { Effect } from "../cards/format/index.js";
import { choose, pickRandomId, type Ctx } from "../context.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";
import { runEffects } from "./index.js";

export function chooseEffect(ctx: Ctx, e: Extract<Effect, { type: "choose" }>, env: Env): void {
  let left = e.options.map((o, index) => ({ ...o, index }));
  for (let k = 0; k < (e.count ?? 1) && left.length > 0; k++) {
    const offered = left;
    const label = (o: (typeof offered)[number]) => o.card ?? String(o.index);
    const i = offered.length <= 1 ? 0
      : e.random ? offered.map(label).indexOf(pickRandomId(ctx, offered.map(label), "random option", env.holder))
      : choose(ctx, offered.length, "choose", env.self);
    const picked = offered[i]!;
    left = offered.filter((o) => o !== picked);
    noteEvent(ctx, { type: "choose", source: env.self, player: env.controller, detail: {
      options: offered.map((o) => o.card ?? o.index), index: picked.index, ...(picked.card ? { chosen: picked.card } : {}), ...(e.random ? { random: true } : {}),
    } });
    runEffects(ctx, picked.effects, env);
  }
}
