/**
 * @module hearthstone/rules/enchant
 * Card lookup for effects, and attaching an enchantment (状态, 1.2) with its stat changes to a host.
 */
import type { CompiledCard } from "../cards/compile.js";
import type { Ctx } from "../context.js";
import { EngineError } from "../../errors.js";
import { attachEnchantment } from "../game.js";
import { noteEvent } from "./events.js";
import { withHeroHealth } from "./hero-health.js";
import type { Enchantment, Entity, PlayerId } from "../types.js";

export function cardOf(ctx: Ctx, id: string): CompiledCard {
  const c = ctx.cards.get(id);
  if (!c) throw new EngineError("unknown_card", `card ${id} named by a card definition does not exist`, [{ path: "cards", message: `unknown card ${id}` }]);
  return c;
}

export interface StatChange {
  attack?: number;
  health?: number;
  cost?: number;
  grants?: string[];
  oneTurn?: boolean;
  untilNextTurn?: boolean;
  whileAttacking?: boolean;
  setAttack?: number;
  setHealth?: number;
  setCost?: number;
  minCost?: number;
}

/**
 * Attach an enchantment to `host`: stats from `change` when given, else from the enchantment card's `buff`.
 * Its controller is the player whose effect attached it (4.8). Setting health clears damage (4.1).
 */
export function enchant(ctx: Ctx, host: Entity, controller: PlayerId, enchantmentId: string | undefined, change: StatChange): Enchantment {
  const card = enchantmentId ? cardOf(ctx, enchantmentId) : null;
  const b = card?.def?.buff;
  const given = change.attack !== undefined || change.health !== undefined || change.cost !== undefined || change.grants !== undefined
    || change.setAttack !== undefined || change.setHealth !== undefined || change.setCost !== undefined || change.minCost !== undefined;
  const src: StatChange = given ? change : {
    attack: b?.attack, health: b?.health, cost: b?.cost, grants: b?.grants, setAttack: b?.setAttack, setHealth: b?.setHealth, setCost: b?.setCost, minCost: b?.minCost,
  };
  // A hero's Health moved by the enchantment counts as a change of its Health this turn (rules/hero-health.ts).
  return withHeroHealth(ctx.game, host, () => attach(ctx, host, controller, card, src, change, b));
}

function attach(ctx: Ctx, host: Entity, controller: PlayerId, card: CompiledCard | null, src: StatChange, change: StatChange, b: NonNullable<CompiledCard["def"]>["buff"] | undefined): Enchantment {
  const grants = src.grants;
  // Every field by name (absent ones undefined): attachEnchantment makes the record in one shape.
  const en = attachEnchantment(ctx.game, host, {
    card: card?.id ?? null, def: card, controller,
    atk: src.attack ?? 0, hp: src.health ?? 0, cost: src.cost ?? 0,
    setAtk: src.setAttack, setHp: src.setHealth, setCost: src.setCost, minCost: src.minCost,
    grants: grants ? [...grants] : undefined,
    oneTurn: (change.oneTurn ?? b?.oneTurn) ? true : undefined,
    untilNextTurn: change.untilNextTurn ? true : undefined,
    whileAttacking: change.whileAttacking ? true : undefined,
  });
  if (src.setHealth !== undefined && host.tags.DAMAGE) host.tags.DAMAGE = 0;
  return en;
}

/**
 * An enchantment card with `uses` ("the next N spells …", Tyrande): spends one of its uses. Returns true when uses are
 * left (the enchantment stays, a `use` event notes what is left), false when it has none (or no `uses`): then
 * the caller detaches it.
 */
export function spendUse(ctx: Ctx, en: Enchantment, source: Entity | null = null): boolean {
  const uses = en.def?.def?.uses;
  if (uses === undefined) return false;
  const left = (en.usesLeft ?? uses) - 1;
  if (left <= 0) return false;
  en.usesLeft = left;
  noteEvent(ctx, { type: "use", source, target: en.host, amount: left, detail: { enchantment: en.card } });
  return true;
}
