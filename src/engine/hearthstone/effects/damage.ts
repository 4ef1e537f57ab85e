/** `damage`: deal damage. Several targets at once are mass damage (1.5); a random selector with a count hits one at a time. */
import type { Effect } from "../cards/format/index.js";
import { pickRandomId, type Ctx } from "../context.js";
import { damage as dealAll, heroPowerDamageOf, ownSpellDamage, spellDamageOf } from "../rules/damage.js";
import { attackOf } from "../stats.js";
import type { Entity } from "../types.js";
import { countOf, perEntity } from "../rules/amounts.js";
import { isRandom, pickOne, randomCount, select, type Env } from "../rules/selectors.js";

export function damageEffect(ctx: Ctx, e: Extract<Effect, { type: "damage" }>, env: Env): void {
  // 2.3/2.2: the chosen target is damaged even if it left play before the text resolved (a minion returned to hand).
  const chosen = e.to === "target";
  // `from`: another entity deals the damage (Betrayal's minion), read once as the effect starts; none, no damage.
  const from = e.from === undefined ? env.self : select(ctx, e.from, env, "beneficial")[0];
  if (!from) {
    env.dealt = 0;
    env.excess = 0;
    env.repeatHits = 0;
    ctx.trace.add({ kind: "skip", reason: "the damage source is gone: no damage", children: [] });
    return;
  }
  const excess = (n: number) => { env.excess! += n; };
  const damage = (c: Ctx, _source: Entity, targets: Entity[], n: number) => { env.dealt! += dealAll(c, from, targets, n, { chosen, excess }); };
  // 4.9 step 1: Spell Damage adds to damage from spells (not to hero powers, battlecries or triggers, nor to damage a
  // spell makes another entity deal: Betrayal, 附录 A.2); for missiles it adds hits instead (5.1 法术伤害).
  const mode = e.spellDamage ?? (from === env.self && env.self.type === "SPELL" && !env.self.def.facts.mechanics.includes("ImmuneToSpellpower"));
  // A spell's own Spell Damage is the spell card's (an enchantment's damage on a hero — Rotten Apple's — has only its
  // player's: the hero's Spell Damage enchantments are already in spellDamageOf).
  // A spell of a school also takes that school's Spell Damage ("Fire Spell Damage +1", rules-notes 1203); "This spell gets
  // double bonus from Spell Damage" (Arcane Blast): the game's RECEIVES_DOUBLE_SPELLDAMAGE_BONUS on the spell.
  const bonus = (mode ? spellDamageOf(ctx, env.controller, env.self.type === "SPELL" ? env.self.def.facts.spellSchool || undefined : undefined)
    + (env.self.type === "SPELL" ? ownSpellDamage(env.self) : 0) : 0)
    * (mode && env.self.tags.RECEIVES_DOUBLE_SPELLDAMAGE_BONUS ? 2 : 1) * (mode ? spellDamageDoubling(ctx, env.controller) : 1);
  // An amount expression is read now, as the effect resolves; one read per target ("each") hits one target at a time.
  const each = perEntity(e.amount);
  const base = each ? 0 : countOf(ctx, e.amount, env);
  // "Your Hero Power deals N extra damage" adds to the Hero Power's own damage (not to what it makes another entity deal).
  const powerBonus = from === env.self && env.self.type === "HERO_POWER" ? heroPowerDamageOf(ctx, env.controller) : 0;
  // "hits" on a Hero Power ("Deal $3 damage randomly split"): its Hero Power damage bonus adds hits, and Spell Damage
  // none (Ravage, rules-notes 1626).
  const powerHits = mode === "hits" && env.self.type === "HERO_POWER";
  const amount = base + (mode === true ? bonus : 0) + (powerHits ? 0 : powerBonus);
  // Every hit goes through the 4.9 pipeline; what it dealt (step 6) is kept for the text's next effect (Imp-losion), and
  // what it dealt beyond the characters' remaining Health (Explosive Runes' excess) — reset once this effect's amount is read.
  env.dealt = 0;
  env.excess = 0;
  env.repeatHits = 0;
  // A random amount (Boom Bot's 1-4), picked for each hit after its target.
  const hitAmount = (t?: Entity) => (each ? countOf(ctx, e.amount, env, t) + amount : e.upTo !== undefined && e.upTo > base
    ? amount - base + Number(pickRandomId(ctx, range(base, e.upTo), "random damage amount", env.holder)) : amount);
  if (isRandom(e.to)) {
    // Each hit is picked (ignoring mortally wounded characters) and resolved before the next; a hit on a character an
    // earlier hit of this effect hit is counted (Dart Throw's "If both hit the same minion").
    // `hits` (an amount): how many hits, instead of the selector's count (read once, as the effect starts).
    const hit: number[] = [];
    const hits = e.hits !== undefined ? countOf(ctx, e.hits, env) : randomCount(e.to);
    for (let i = hits + (powerHits ? powerBonus : mode === "hits" ? bonus : 0); i > 0; i--) {
      const targets = pickOne(ctx, e.to, env, "harmful");
      if (targets.length === 0) continue;
      if (hit.indexOf(targets[0]!.id) >= 0) env.repeatHits = (env.repeatHits ?? 0) + 1;
      else hit.push(targets[0]!.id);
      damage(ctx, env.self, targets, hitAmount(targets[0]));
    }
    return;
  }
  // One target at a time, each hit's event resolved before the next, instead of mass damage: a set order (3.1
  // AoE 的结算顺序: Cone of Cold), an amount that differs by target and is read as it is hit (1.5: "each", Lightbomb's
  // "equal to its Attack" — a Frothing Berserker hit later hits harder), or a random amount rolled per hit (Imp-losion).
  const perTarget = each || e.equalTo === "attack";
  if (e.oneByOne || perTarget || e.upTo !== undefined) {
    for (let j = 0, list = select(ctx, e.to, env, "harmful"); j < list.length; j++) {
      const t = list[j]!;
      // An amount read from the target needs it still in play when its turn comes.
      if (!e.oneByOne && perTarget && t.zone !== "PLAY") continue;
      damage(ctx, env.self, [t], !e.oneByOne && !each && e.equalTo === "attack" ? amount + attackOf(t) : hitAmount(t));
    }
    return;
  }
  damage(ctx, env.self, select(ctx, e.to, env, "harmful"), amount);
}

/**
 * "Your spells get double bonus from Spell Damage" (Owlonius): 2 for each rule aura `spell-damage-double` of the player —
 * each doubles again, as each Prophet Velen does at 4.9 step 1b, and on top of a spell's own double bonus (rules-notes 1685).
 */
function spellDamageDoubling(ctx: Ctx, player: number): number {
  let n = 1;
  for (let i = 0, ruleAuras = ctx.game.ruleAuras; i < ruleAuras.length; i++) {
    const r = ruleAuras[i]!;
    if (r.controller === player && r.rule === "spell-damage-double") n *= 2;
  }
  return n;
}

const range = (lo: number, hi: number): string[] => Array.from({ length: hi - lo + 1 }, (_, i) => String(lo + i));
