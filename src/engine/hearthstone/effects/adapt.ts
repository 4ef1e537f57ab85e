/**
 * `adapt`: 进化 (Adapt; the rulebook defines it): "three of the ten effects below are picked at random, you choose one, and
 * the minion gets it" — Taunt, Divine Shield, Windfury, Poisonous, +1/+1, +3 Attack, +3 Health, "Deathrattle: Summon two
 * 1/1 Plants", Stealth until your next turn, "Can't be targeted by spells or Hero Powers": the data's adaptation cards
 * (UNG_999t2 … t14) and the enchantment each gives. The three are picked one at a time (recorded random decisions, no
 * adaptation twice), the choice is the request's next `choices` answer (an index into the three), else a seeded pick
 * (recorded, as a Discover's). "If the adapting minion is not in play or is mortally wounded, nothing happens" (a skip).
 * `record`: an enchantment put on its player's hero remembering the adaptation taken ("those Adaptations": Ashalon);
 * `remembered: true`: no choice — the adaptation the enchantment whose text this is remembers (its own trigger).
 */
import type { Effect } from "../cards/format/index.js";
import { choose, pickRandomId, type Ctx } from "../context.js";
import { playerOf } from "../game.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";
import { isMortallyWounded } from "../stats.js";
import type { Enchantment, Entity } from "../types.js";
import { enchant } from "./helpers.js";

/** The ten adaptations: the option card and the enchantment it gives. */
export const ADAPTATIONS: readonly (readonly [string, string])[] = [
  ["UNG_999t6", "UNG_999t6e"], // Massive: Taunt
  ["UNG_999t8", "UNG_999t8e"], // Crackling Shield: Divine Shield
  ["UNG_999t7", "UNG_999t7e"], // Lightning Speed: Windfury
  ["UNG_999t13", "UNG_999t13e"], // Poison Spit: Poisonous
  ["UNG_999t14", "UNG_999t14e"], // Volcanic Might: +1/+1
  ["UNG_999t3", "UNG_999t3e"], // Flaming Claws: +3 Attack
  ["UNG_999t4", "UNG_999t4e"], // Rocky Carapace: +3 Health
  ["UNG_999t2", "UNG_999t2e"], // Living Spores: "Deathrattle: Summon two 1/1 Plants."
  ["UNG_999t10", "UNG_999t10e"], // Shrouding Mist: Stealth until your next turn
  ["UNG_999t5", "UNG_999t5e"], // Liquid Membrane: can't be targeted by spells or Hero Powers
];

export function adaptEffect(ctx: Ctx, e: Extract<Effect, { type: "adapt" }>, env: Env): void {
  if (e.together) { adaptTogether(ctx, e, env); return; }
  for (let j = 0, list = select(ctx, e.to, env, "beneficial"); j < list.length; j++) {
    const m = list[j]!;
    if (m.zone !== "PLAY" || m.type !== "MINION" || isMortallyWounded(m)) {
      ctx.trace.add({ kind: "skip", reason: "the adapting minion is not in play or is mortally wounded: nothing happens", children: [] });
      continue;
    }
    let chosen: string | undefined;
    if (e.remembered) {
      chosen = (env.holder as Enchantment).remembers;
      if (!chosen || !ADAPTATIONS.some((a) => a[1] === chosen)) continue;
    } else chosen = offerAndChoose(ctx, env);
    giveAdaptation(ctx, env, m, chosen);
    if (e.record && !e.remembered) enchant(ctx, playerOf(ctx.game, env.controller).hero, env.controller, e.record, {}).remembers = chosen;
  }
}

/** Three different adaptations picked at random (recorded), the player's choice among them: its enchantment. */
function offerAndChoose(ctx: Ctx, env: Env): string {
  const left = ADAPTATIONS.map((a) => a[0]);
  const offered: string[] = [];
  for (let k = 0; k < 3; k++) {
    const id = pickRandomId(ctx, left, "adaptation offered", env.holder);
    offered.push(id);
    left.splice(left.indexOf(id), 1);
  }
  const i = choose(ctx, offered.length, "adapt", env.self);
  noteEvent(ctx, { type: "choose", source: env.self, player: env.controller, detail: { options: offered, chosen: offered[i]!, reason: "adapt" } });
  return ADAPTATIONS.find((a) => a[0] === offered[i])![1];
}

function giveAdaptation(ctx: Ctx, env: Env, m: Entity, chosen: string): void {
  const en = enchant(ctx, m, env.controller, chosen, {});
  noteEvent(ctx, { type: "buff", source: env.self, target: m, detail: { enchantment: en.card, attack: en.atk, health: en.hp, ...(en.grants ? { grants: en.grants } : {}) } });
}

/**
 * "Adapt your minions" (`together`; rules-notes 1121): one offer and one choice for the group; each minion named that is
 * in play and not mortally wounded then gets the adaptation, in the selector's order. None: nothing is offered.
 */
function adaptTogether(ctx: Ctx, e: Extract<Effect, { type: "adapt" }>, env: Env): void {
  const list = select(ctx, e.to, env, "beneficial").filter((m) => m.zone === "PLAY" && m.type === "MINION" && !isMortallyWounded(m));
  if (list.length === 0) {
    ctx.trace.add({ kind: "skip", reason: "no minion to adapt: nothing is offered", children: [] });
    return;
  }
  const chosen = offerAndChoose(ctx, env);
  for (let k = 0; k < list.length; k++) giveAdaptation(ctx, env, list[k]!, chosen);
  if (e.record) enchant(ctx, playerOf(ctx.game, env.controller).hero, env.controller, e.record, {}).remembers = chosen;
}
