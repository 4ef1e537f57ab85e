/** `heal`: restore health; several targets at once are mass healing. Random picks skip undamaged characters (3.5). */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { heal } from "../rules/damage.js";
import { select, type Env } from "../rules/selectors.js";
import { countOf, perEntity } from "../rules/amounts.js";

export function healEffect(ctx: Ctx, e: Extract<Effect, { type: "heal" }>, env: Env): void {
  if (perEntity(e.amount)) {
    // 1.5: an AoE heal whose amount differs by target (Tree of Life: each to full) heals each in turn, each event resolved before the next.
    let overhealed = 0;
    env.overhealing = 0;
    const add = (n: number) => { env.overhealing! += n; };
    for (let i = 0, list = select(ctx, e.to, env, "heal"); i < list.length; i++) { const t = list[i]!; if (t.zone === "PLAY") overhealed += heal(ctx, env.self, [t], countOf(ctx, e.amount, env, t), { overhealing: add }); }
    env.overhealed = overhealed;
    return;
  }
  const amount = countOf(ctx, e.amount, env);
  // 2.3/2.2: the chosen target is healed even if it left play before the text resolved.
  // The characters it Overhealed are counted for the text's next effects (the amount `{ dealt: "overhealed" }`), and the
  // Health restored beyond their maximum summed (`{ dealt: "overhealing" }`: Grace of the Highfather's "the amount Overhealed").
  env.overhealing = 0;
  env.overhealed = heal(ctx, env.self, select(ctx, e.to, env, "heal"), amount, { chosen: e.to === "target", overhealing: (n) => { env.overhealing! += n; } });
}
