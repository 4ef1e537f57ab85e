/**
 * @module hearthstone/rules/auras
 * Aura update (光环更新, rulebook 1.3, 4.2). Auras do not follow their sources instantly: at each aura
 * update the game works out which auras are in effect now and attaches or removes their enchantments.
 * Updates happen in the inter-phase aura-update step and whenever an entity is created or enters play.
 * Losing an aura's health lowers damage by the same amount, never below 0 (as silence does, 4.1).
 */
import { refOf, type Ctx } from "../context.js";
import type { Aura } from "../cards/format.js";
import { attachEnchantment, detachEnchantment } from "../game.js";
import { maxHealthOf, textActive } from "../stats.js";
import type { Entity, Game, RuleAura } from "../types.js";
import type { AuraChange } from "../../trace.js";
import { select, type Env } from "./selectors.js";

function sources(game: Game): Entity[] {
  const out: Entity[] = [];
  for (const p of game.players) {
    if (p.hero.zone === "PLAY" && p.hero.def.def?.auras) out.push(p.hero);
    if (p.weapon?.def.def?.auras) out.push(p.weapon);
    for (const m of p.board) if (m.def.def?.auras) out.push(m);
  }
  return out;
}

function anyAuraEnchantment(game: Game): boolean {
  for (const p of game.players) {
    for (const en of p.hero.enchantments) if (en.aura) return true;
    for (const m of p.board) for (const en of m.enchantments) if (en.aura) return true;
  }
  return false;
}

function describe(a: Extract<Aura, { buff: unknown }>): string {
  const parts: string[] = [];
  if (a.buff.attack || a.buff.health) parts.push(`${sign(a.buff.attack ?? 0)}/${sign(a.buff.health ?? 0)}`);
  if (a.buff.grants) parts.push(...a.buff.grants);
  return parts.join(" ");
}
const sign = (n: number) => (n < 0 ? `${n}` : `+${n}`);

/** Drop a health-bearing enchantment: damage falls with maximum health, not below 0 (4.1). */
export function removeWithHealth(host: Entity, remove: () => void): void {
  const before = maxHealthOf(host);
  remove();
  const lost = before - maxHealthOf(host);
  if (lost > 0 && host.tags.DAMAGE) host.tags.DAMAGE = Math.max(0, host.tags.DAMAGE - lost);
}

/**
 * Recompute every aura. Returns whether anything changed; records the change in the trace unless `quiet`
 * (loading a snapshot applies auras without a trace).
 */
export function auraUpdate(ctx: Ctx, quiet = false): boolean {
  const game = ctx.game;
  const active = sources(game);
  if (active.length === 0 && game.ruleAuras.length === 0 && !anyAuraEnchantment(game)) return false;
  const wanted = new Map<string, { source: Entity; target: Entity; aura: Extract<Aura, { buff: unknown }> }>();
  const rules: RuleAura[] = [];
  for (const s of active) {
    if (!textActive(s)) continue;
    const env: Env = { self: s, holder: s, controller: s.controller };
    s.def.def!.auras!.forEach((aura, i) => {
      if ("rule" in aura) {
        rules.push({ rule: aura.rule, controller: s.controller, source: s.id });
        return;
      }
      for (const t of select(ctx, aura.to, env, "beneficial")) wanted.set(`${s.id}:${i}:${t.id}`, { source: s, target: t, aura });
    });
  }

  const added: AuraChange[] = [];
  const removed: AuraChange[] = [];
  const present = new Set<string>();
  for (const p of game.players) {
    for (const host of p.hero.zone === "PLAY" ? [p.hero, ...p.board] : p.board) {
      for (let i = host.enchantments.length - 1; i >= 0; i--) {
        const en = host.enchantments[i]!;
        if (!en.aura) continue;
        if (wanted.has(en.aura.key) && !present.has(en.aura.key)) {
          present.add(en.aura.key);
          continue;
        }
        removeWithHealth(host, () => detachEnchantment(host, en));
        const src = game.entities.get(en.aura.source);
        removed.push({ source: src ? refOf(src) : { id: en.aura.source, card: "", controller: en.controller }, target: refOf(host), effect: en.card ?? "aura" });
      }
    }
  }
  for (const [key, w] of wanted) {
    if (present.has(key)) continue;
    const card = w.aura.enchantment ? ctx.cards.get(w.aura.enchantment) ?? null : null;
    attachEnchantment(game, w.target, {
      card: card?.id ?? null, def: card, controller: w.source.controller,
      atk: w.aura.buff.attack ?? 0, hp: w.aura.buff.health ?? 0, cost: 0,
      ...(w.aura.buff.grants ? { grants: [...w.aura.buff.grants] } : {}),
      aura: { source: w.source.id, key },
    });
    added.push({ source: refOf(w.source), target: refOf(w.target), effect: describe(w.aura) });
  }

  const before = game.ruleAuras;
  const same = (a: RuleAura, b: RuleAura) => a.rule === b.rule && a.source === b.source && a.controller === b.controller;
  for (const r of rules) if (!before.some((b) => same(b, r))) added.push(ruleChange(game, r));
  for (const r of before) if (!rules.some((b) => same(b, r))) removed.push(ruleChange(game, r));
  game.ruleAuras = rules;

  const changed = added.length > 0 || removed.length > 0;
  if (changed && !quiet) ctx.trace.add({ kind: "aura", added, removed, children: [] });
  return changed;
}

function ruleChange(game: Game, r: RuleAura): AuraChange {
  const src = game.entities.get(r.source);
  return { source: src ? refOf(src) : { id: r.source, card: "", controller: r.controller }, target: "player", effect: r.rule };
}

export function hasRule(game: Game, rule: RuleAura["rule"], controller: number): boolean {
  for (const r of game.ruleAuras) if (r.rule === rule && r.controller === controller) return true;
  return false;
}
