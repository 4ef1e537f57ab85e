/**
 * @module hearthstone/rules/damage
 * Damage and healing (rulebook 4.9), step by step: 1a increases (Spell Damage: the damage effect), 1b doubling
 * (Prophet Velen: `doubled`), 2 healing turned into damage (Auchenai: `heal`), 3 prevention by 0 damage or Immune,
 * 4 pre-damage triggers (`preDamage`), 5 Divine Shield, 6 armor then health, 7 the health floor (Commanding Shout),
 * 8 damage or heal events only when armor or health changed (`applyDamage`, `resolveHits`, `heal`).
 * Mass damage and mass healing are all dealt first, then each event
 * resolves in the targets' order of play (1.5 群体伤害); a single hit is the same with one target.
 * Combat deals both hits before either event (2.6). Lifesteal heals once for the total, after every
 * other trigger of that damage (5.1, low priority).
 */
import { countFor, SPELL_DAMAGE_THIS_TURN, HERO_DAMAGE_TAKEN_THIS_TURN, HERO_DAMAGED_ON_OWN_TURNS, HERO_DAMAGE_TAKEN_ON_OPPONENTS_TURN, HEALTH_RESTORED_THIS_TURN, HEALTH_RESTORED_THIS_GAME, HERO_DAMAGE_TAKEN_ON_OWN_TURNS, HERO_DAMAGE_FROM_OPPONENT_THIS_TURN } from "./played.js";
import type { Ctx } from "../context.js";
import { byOrder, detachEnchantment, opponentOf, playerOf, sortInPlace } from "../game.js";
import { spendUse } from "./enchant.js";
import { has, healthOf, isCharacter, isDormant, isMortallyWounded } from "../stats.js";
import type { Enchantment, Entity, Player, PlayerId } from "../types.js";
import { noteEvent, resolveEvent, type GameEvent, type Priority, type QueueItem } from "./events.js";
import { divineShieldHits, hasRule } from "./auras.js";
import { countHeroHealthChange } from "./hero-health.js";
import { countHeroArmorChange } from "./hero-armor.js";
import { amountOf } from "./amounts.js";

export interface Hit {
  source: Entity | null;
  target: Entity;
  amount: number;
  /** The target's Health right after this hit (Frenzy: above 0; Honorable Kill: exactly 0), before any trigger of it. */
  health?: number;
  /** The hit broke a Divine Shield (4.9 step 5: changed to 0, no damage): its event is the `divine-shield` event, not damage. */
  shield?: true;
}

/** The tag of a spell school's Spell Damage ("Nature Spell Damage +3": SPELLPOWER_NATURE), one string per school. */
const SCHOOL_SPELLPOWER: Readonly<Record<string, string>> = { ARCANE: "SPELLPOWER_ARCANE", FEL: "SPELLPOWER_FEL", FIRE: "SPELLPOWER_FIRE",
  FROST: "SPELLPOWER_FROST", HOLY: "SPELLPOWER_HOLY", NATURE: "SPELLPOWER_NATURE", SHADOW: "SPELLPOWER_SHADOW" };

/**
 * Spell Damage of a player: the sum of SPELLPOWER on their characters and weapon in play. With a spell school, that
 * school's Spell Damage too (派系法术伤害, "Nature Spell Damage +3": the tag SPELLPOWER_NATURE, from the same sources;
 * it adds to that school's spells only — the rulebook's 法术伤害, rules-notes 1203).
 */
export function spellDamageOf(ctx: Ctx, player: PlayerId, school?: string): number {
  const p = playerOf(ctx.game, player);
  const key = school ? SCHOOL_SPELLPOWER[school] : undefined;
  let n = inPlaySum(p, "SPELLPOWER", key);
  // An enchantment card's Spell Damage counts while it is attached to your hero (Celestial Emissary's state, yours) or
  // to a minion of yours, whoever gave it: the minion has that Spell Damage (Ancient Mage's, kept when control changes).
  n += carriedSum(p.hero, "SPELLPOWER", key, player);
  for (let i = 0, board = p.board; i < board.length; i++) {
    const m = board[i]!;
    if (isDormant(m)) continue;
    n += carriedSum(m, "SPELLPOWER", key);
    // "Spell Damage +1 (Improved by …)" (the card field `spellDamageAmount`: Sif, rules-notes 1709), read now.
    const amount = m.def.def?.spellDamageAmount;
    if (amount !== undefined && !m.tags.SILENCED) n += Math.max(0, amountOf(ctx, amount, { self: m, holder: m, controller: m.controller }));
  }
  // "Both players have Spell Damage +2" (Jungle Moonkin): our tag SPELLPOWER_OPPONENT on the other player's side counts too.
  n += inPlaySum(playerOf(ctx.game, opponentOf(player)), "SPELLPOWER_OPPONENT");
  return n;
}

/** A tag, and a second one when given, summed over a tag table. */
function tagsOf(t: Readonly<Record<string, number | undefined>>, tag: string, also: string | undefined): number {
  return (t[tag] ?? 0) + (also ? t[also] ?? 0 : 0);
}

/** The sum of a tag (and `also`) on a player's minions in play (not silenced or Dormant), hero and weapon. */
function inPlaySum(p: Player, tag: string, also?: string): number {
  let n = 0;
  for (let i = 0, board = p.board; i < board.length; i++) { const m = board[i]!; if (!m.tags.SILENCED && !isDormant(m)) n += tagsOf(m.tags, tag, also); }
  n += tagsOf(p.hero.tags, tag, also);
  if (p.weapon) n += tagsOf(p.weapon.tags, tag, also);
  return n;
}

/** The sum of a tag (and `also`) on the enchantment cards attached to `e` — only those `giver` gave, when given. */
function carriedSum(e: Entity, tag: string, also: string | undefined, giver?: PlayerId): number {
  let n = 0;
  for (let i = 0, enchantments = e.enchantments; i < enchantments.length; i++) {
    const en = enchantments[i]!;
    if (!en.removed && en.def && (giver === undefined || en.controller === giver)) n += tagsOf(en.def.tags, tag, also);
  }
  return n;
}

/**
 * "Your Hero Power deals N extra damage" (the game's HEROPOWER_DAMAGE; Fallen Hero, Arcane Amplifier): the sum of the tag on
 * the player's characters and weapon in play, as Spell Damage is summed, and on the enchantments attached to their hero or
 * to their Hero Power ("Your next Hero Power deals 2 more damage": Aimed Shot's). Added to the damage their Hero Power deals.
 */
export function heroPowerDamageOf(ctx: Ctx, player: PlayerId): number {
  const p = playerOf(ctx.game, player);
  return inPlaySum(p, "HEROPOWER_DAMAGE") + carriedSum(p.hero, "HEROPOWER_DAMAGE", undefined) + (p.heroPower ? carriedSum(p.heroPower, "HEROPOWER_DAMAGE", undefined) : 0);
}

/**
 * A spell's own Spell Damage (Cataclysm's "Give a spell in your hand Spell Damage +1": Battlefield Blaster, Archmage Kalec):
 * the `spellDamage` of the enchantments attached to the spell card itself, which the card keeps from hand to play (4.8). It
 * adds to that spell's damage only, with its player's Spell Damage, at 4.9 step 1a (rules-notes).
 */
export function ownSpellDamage(spell: Entity): number {
  let n = 0;
  for (let i = 0, enchantments = spell.enchantments; i < enchantments.length; i++) { const en = enchantments[i]!; if (!en.removed) n += en.def?.tags.SPELLPOWER ?? 0; }
  return n;
}

/** Whether a damage source has a keyword, counting a hero's equipped weapon and, for a spell, its controller's rule that
 * their spells have Lifesteal or are Poisonous (Hallazeal, Professor Slate, Urchin Spines: rules-notes 1301). */
function sourceHas(ctx: Ctx, s: Entity, tag: string): boolean {
  if (has(s, tag)) return true;
  if (s.type === "SPELL") {
    if (tag === "LIFESTEAL") return hasRule(ctx.game, "spells-lifesteal", s.controller);
    if (tag === "POISONOUS") return hasRule(ctx.game, "spells-poisonous", s.controller);
    return false;
  }
  if (s.type === "HERO") {
    const w = playerOf(ctx.game, s.controller).weapon;
    return !!w && has(w, tag);
  }
  return false;
}

/**
 * 4.9 step 1b: effects that double damage or healing, after the increases of step 1a (Spell Damage, added by the
 * damage effect). Prophet Velen doubles the damage and healing of its controller's spells and Hero Power; each
 * Velen doubles again. Lifesteal's heal is not the spell's own healing.
 */
function doubled(ctx: Ctx, source: Entity | null, amount: number): number {
  if (!source || (source.type !== "SPELL" && source.type !== "HERO_POWER")) return amount;
  let n = amount;
  // Clockwork Automaton's `hero-power-double` doubles the Hero Power's alone, at the same step (rules-notes 1406).
  const power = source.type === "HERO_POWER";
  for (let i = 0, ruleAuras = ctx.game.ruleAuras; i < ruleAuras.length; i++) {
    const r = ruleAuras[i]!;
    if (r.controller === source.controller && (r.rule === "spells-and-powers-double" || (power && r.rule === "hero-power-double"))) n *= 2;
  }
  return n;
}

/** The priorities of pre-damage triggers, resolved as successive steps in this order (4.9 预伤害扳机). */
const PRE_DAMAGE_STEPS: Priority[] = ["first", "normal", "low", "last"];

/**
 * 4.9 step 4: pre-damage triggers (预伤害扳机) resolve before the damage is dealt and may change it (changeDamage).
 * They have a fixed order rather than order of play — for a hero: the redirect (Bolf Ramshield), then the triggers
 * that change the amount (Cursed Blade ...) queued by order of play, then Bulwark of Azzinoth, then Ice Block. The
 * engine resolves them as successive steps by priority (first, normal, low, last); each step's queue is made when it
 * starts, so a later step's conditions see the damage as the earlier steps left it (Ice Block checks "fatal" after
 * Cursed Blade doubled it). Returns the damage after the triggers.
 */
function preDamage(ctx: Ctx, source: Entity | null, target: Entity, amount: number): { amount: number; target: Entity } {
  // Which priority steps have any pre-damage trigger at all (most games have none: no queue is built).
  let bands = 0;
  for (let j = 0, holders = ctx.game.holders; j < holders.length; j++) {
    const h = holders[j]!;
    const list = h.def?.triggersOn["pre-damage"];
    if (list) for (let q = 0; q < list.length; q++) { const { trigger } = list[q]!; bands |= 1 << PRE_DAMAGE_STEPS.indexOf(trigger.priority ?? "normal"); }
  }
  if (bands === 0) return { amount, target };
  const ev: GameEvent = { type: "pre-damage", source, target, amount };
  for (let i = 0; i < PRE_DAMAGE_STEPS.length; i++) {
    const band = PRE_DAMAGE_STEPS[i]!;
    if (!(bands & (1 << i)) || (ev.amount ?? 0) <= 0 || ev.target!.zone !== "PLAY") continue;
    if (band !== "first") {
      resolveEvent(ctx, ev, null, undefined, undefined, band);
      continue;
    }
    // Step 1, the target changers (Snapjaw Shellfighter): a damage can be passed on several times, but each changer
    // works once per damage; after a change the step is taken again for the new target, without those that changed it.
    for (;;) {
      const before = ev.target;
      resolveEvent(ctx, ev, null, undefined, redirectedKeys(ev), band);
      if (ev.target === before) break;
    }
  }
  return { amount: Math.max(0, ev.amount ?? 0), target: ev.target! };
}

/** The trigger keys of the holders that already redirected this damage (they may not queue again). */
/** The trigger holders that already redirected a pre-damage event (effects/redirect-damage.ts adds them; 4.9 预伤害扳机 1). */
export const redirectedBy = new WeakMap<GameEvent, Set<Entity | Enchantment>>();

function redirectedKeys(ev: GameEvent): Set<string> {
  const keys = new Set<string>();
  redirectedBy.get(ev)?.forEach((h) => { for (let i = 0, list = h.def?.triggersOn["pre-damage"] ?? []; i < list.length; i++) { const { index } = list[i]!; keys.add(`${h.id}:${index}`); } });
  return keys;
}

/** What one hit came to: the event to resolve (null when no armor or health was lost) and the damage at step 6. */
interface Dealt {
  hit: Hit | null;
  /** The damage after steps 1-5 (0 when prevented or absorbed by Divine Shield), before step 7 (Imp-losion counts this). */
  amount: number;
}
/**
 * "The minion that killed this" (rules-notes 311): the source of the damage that took a minion in play from alive to
 * mortally wounded (1.10: Health 0 or less), or of the destroy effect that marked it (TO_BE_DESTROYED, 4.3; Poisonous
 * too) — the tag KILLED_BY (our name), read as it dies (interphase: the death's last-known `killer`). A blow to a minion
 * already mortally wounded changes nothing; no source (a scenario's damage), no killer.
 */
export const KILLED_BY = "KILLED_BY";
export function noteKiller(t: Entity, source: Entity | null): void {
  if (source) t.tags[KILLED_BY] = source.id;
  else if (KILLED_BY in t.tags) delete t.tags[KILLED_BY];
}
/** 4.3: mark an entity in play destroyed; a minion not yet mortally wounded records its killer. */
export function markDestroyed(t: Entity, source: Entity | null): void {
  if (t.type === "MINION" && !isMortallyWounded(t)) noteKiller(t, source);
  t.tags.TO_BE_DESTROYED = 1;
}

/**
 * Steps 3-7 of 4.9 for one target (steps 1-2 are done by the caller): prevention (0 damage, Immune), pre-damage
 * triggers, Divine Shield, then armor and health, then the health floor.
 */
function applyDamage(ctx: Ctx, source: Entity | null, target: Entity, amount: number, chosen = false): Dealt {
  // Step 3: 0 damage, or an Immune target, prevents the damage.
  if (amount <= 0 || (isCharacter(target) && has(target, "IMMUNE"))) return { hit: null, amount: 0 };
  // Step 4: pre-damage triggers (they answer damage to characters in play only).
  if (target.zone === "PLAY") ({ amount, target } = preDamage(ctx, source, target, amount));
  if (amount <= 0 || !reaches(target, chosen)) return { hit: null, amount: 0 };
  // Step 5: Divine Shield changes the damage to 0 and is lost — unless its controller's Divine Shields take several hits
  // to break (Toreth the Unbreaking): then the hit is counted on the shield (DIVINE_SHIELD_HITS, our tag) and the shield
  // is lost only at the hit that reaches the number.
  if (has(target, "DIVINE_SHIELD")) {
    const taken = (target.tags.DIVINE_SHIELD_HITS ?? 0) + 1;
    if (taken < divineShieldHits(ctx.game, target.controller)) {
      target.tags.DIVINE_SHIELD_HITS = taken;
      return { hit: null, amount: 0 };
    }
    removeTag(target, "DIVINE_SHIELD");
    // The lost shield is an event ("after a friendly minion loses Divine Shield": Highlord Fordragon), resolved where this
    // hit's damage event would be — with the other events of the damage, in the targets' order (rules-notes 1300).
    return { hit: { source, target, amount: 0, shield: true }, amount: 0 };
  }
  const dealt = amount;
  const alive = target.type === "MINION" && target.zone === "PLAY" && !isMortallyWounded(target);
  // Step 6: armor first, then health.
  let rest = amount;
  const armor = target.tags.ARMOR ?? 0;
  const absorbed = Math.min(armor, rest);
  if (absorbed > 0) {
    target.tags.ARMOR = armor - absorbed;
    countHeroArmorChange(ctx.game, target);
    rest -= absorbed;
  }
  // Step 7: a character that can't be reduced below 1 Health (HEALTH_MINIMUM, Commanding Shout) loses only
  // what leaves it at 1; the damage is changed to what it really lost, and none lost means no damage event.
  if (rest > 0 && has(target, "HEALTH_MINIMUM")) {
    rest = Math.min(rest, Math.max(0, healthOf(target) - 1));
    amount = absorbed + rest;
    if (amount <= 0) return { hit: null, amount: dealt };
  }
  if (rest > 0) target.tags.DAMAGE = (target.tags.DAMAGE ?? 0) + rest;
  // "If your hero's Health changed this turn" (Liferender): damage that reached Health, not Armor alone.
  if (rest > 0) countHeroHealthChange(ctx.game, target);
  if (alive && isMortallyWounded(target)) noteKiller(target, source);
  // 5.1 荣誉消灭 from the victim's side (Korrak's "If this wasn't Honorably Killed"): this hit left the minion at exactly 0
  // Health on the turn of its source's controller — our tag HONORABLY_KILLED, the amount stat `honorablyKilled`.
  if (alive && target.type === "MINION" && source && ctx.game.currentPlayer === source.controller && healthOf(target) === 0) target.tags.HONORABLY_KILLED = 1;
  // "If your hero took damage this turn" (Endtime Survivor): its player counts the damage events of their hero in play this
  // turn — armor or Health lost (4.9 step 8).
  if (target.type === "HERO" && target.zone === "PLAY") {
    const tags = playerOf(ctx.game, target.controller).tags;
    tags.HERO_DAMAGED_THIS_TURN = (tags.HERO_DAMAGED_THIS_TURN ?? 0) + 1;
    // How much it took this turn (Fearless Flamejuggler), and on its player's own turns this game (Sauna Regular), ours.
    tags[HERO_DAMAGE_TAKEN_THIS_TURN] = (tags[HERO_DAMAGE_TAKEN_THIS_TURN] ?? 0) + amount;
    // … and how much of it its opponent's entities dealt (Crooked Cook's "if you dealt 3 or more damage to the enemy hero").
    if (source && source.controller !== target.controller) tags[HERO_DAMAGE_FROM_OPPONENT_THIS_TURN] = (tags[HERO_DAMAGE_FROM_OPPONENT_THIS_TURN] ?? 0) + amount;
    if (ctx.game.currentPlayer === target.controller) {
      tags[HERO_DAMAGED_ON_OWN_TURNS] = (tags[HERO_DAMAGED_ON_OWN_TURNS] ?? 0) + 1;
      // and how much (Imprisoned Horror's "each damage you've taken on your turns this game").
      tags[HERO_DAMAGE_TAKEN_ON_OWN_TURNS] = (tags[HERO_DAMAGE_TAKEN_ON_OWN_TURNS] ?? 0) + amount;
    }
    // And how much on its opponent's latest turn (Stormpike Marshal).
    else tags[HERO_DAMAGE_TAKEN_ON_OPPONENTS_TURN] = (tags[HERO_DAMAGE_TAKEN_ON_OPPONENTS_TURN] ?? 0) + amount;
  }
  // "Each damage you dealt with spells this turn" (rules/played.ts): the damage a spell deals counts for its controller.
  if (source?.type === "SPELL") countFor(ctx, source.controller, SPELL_DAMAGE_THIS_TURN, amount);
  return { hit: { source, target, amount, health: healthOf(target) }, amount: dealt };
}

/**
 * 2.3 目标在使用过程中离场 (and 2.2 for battlecries): a chosen target that left play before the text resolves is
 * still damaged or healed where it is now, with its data there — a minion in hand or deck (Mortal Coil hits the
 * 4/1 Twilight Drake returned to hand), or in the graveyard, where its data was reset (2.2: Vol'jin). A hero or
 * weapon out of play is not reached: a dead hero stays dead (1.11). Nothing else reaches an entity out of play.
 */
function reaches(t: Entity, chosen: boolean): boolean {
  if (t.zone === "PLAY") return true;
  return chosen && t.type === "MINION" && (t.zone === "HAND" || t.zone === "DECK" || t.zone === "GRAVEYARD");
}

/** Steps 3-7 for one target; returns the hit when the target lost armor or health, or null when nothing was dealt. */
export function dealDamage(ctx: Ctx, source: Entity | null, target: Entity, amount: number): Hit | null {
  return applyDamage(ctx, source, target, amount).hit;
}

/** Turn off a keyword whether it is on the entity or granted by its enchantments (Divine Shield popping, Stealth lost). */
export function removeTag(e: Entity, tag: string): void {
  if (e.tags[tag]) e.tags[tag] = 0;
  // The hits a lost Divine Shield had taken are not a new shield's.
  if (tag === "DIVINE_SHIELD" && e.tags.DIVINE_SHIELD_HITS) delete e.tags.DIVINE_SHIELD_HITS;
  for (let i = 0, enchantments = e.enchantments; i < enchantments.length; i++) { const en = enchantments[i]!; if (en.grants?.includes(tag)) en.grants = en.grants.filter((g) => g !== tag); }
}

/**
 * A Divine Shield was lost — broken by a hit (4.9 step 5) or taken by a "lose Divine Shield" effect: the `divine-shield`
 * event, which "after a (friendly) minion loses Divine Shield" answers (Highlord Fordragon). Silence and transformation
 * remove the shield with everything else and raise no such event (rules-notes 1300). Out of play (a chosen target in hand,
 * 2.3) no field trigger answers it.
 */
export function shieldLost(ctx: Ctx, source: Entity | null, target: Entity): void {
  const ev: GameEvent = { type: "divine-shield", source, target };
  if (target.zone !== "PLAY") outOfPlay(ev);
  resolveEvent(ctx, ev);
}

function damageEvent(h: Hit): GameEvent {
  const ev: GameEvent = { type: "damage", source: h.source, target: h.target, amount: h.amount };
  if (h.target.zone !== "PLAY") outOfPlay(ev);
  return ev;
}

/**
 * 2.3/5.3: damage or healing of a card out of play (a chosen target in hand) is not "a minion (character) taking damage
 * or being healed": no card trigger answers it — field triggers answer characters in play — and the trace says where it was.
 */
function outOfPlay(ev: GameEvent): void {
  ev.outOfPlay = true;
  ev.detail = { ...ev.detail, zone: ev.target!.zone };
}

/** Engine damage triggers of the source: Poisonous and Freeze (queued with the other damage triggers by the source's order of play). */
function keywordTriggers(ctx: Ctx, h: Hit): QueueItem[] {
  const s = h.source;
  if (!s || !isCharacter(s) && s.type !== "WEAPON" && s.type !== "SPELL") return [];
  const out: QueueItem[] = [];
  const base = { holder: s, self: s, controller: s.controller, card: s.card, on: "damage", zone: "play" as const, priority: "normal" as const, order: s.order };
  if (h.target.type === "MINION" && sourceHas(ctx, s, "POISONOUS")) {
    out.push({ ...base, keyword: "POISONOUS", run: (c) => { if (h.target.zone === "PLAY") { markDestroyed(h.target, s); noteEvent(c, { type: "destroy", source: s, target: h.target }); } } });
  }
  // A spell's Freeze is its own text (Frostbolt's `freeze` effect), not a keyword of its damage.
  if (s.type !== "SPELL" && sourceHas(ctx, s, "FREEZE")) {
    out.push({ ...base, keyword: "FREEZE", run: (c) => freeze(c, s, h.target) });
  }
  return out;
}

/**
 * 冻结: the character becomes Frozen, and the `freeze` event ("After an enemy is Frozen": Cheaty Snobold) resolves at once —
 * a Freeze keyword's, in that damage's queue. A mass Freeze (the `freeze` effect) freezes every target first, then resolves
 * their events in order of play (3.1, as mass damage): `resolveNow: false` leaves the event to the caller.
 */
export function freeze(ctx: Ctx, source: Entity | null, target: Entity, resolveNow = true): void {
  target.tags.FROZEN = 1;
  if (resolveNow) resolveEvent(ctx, { type: "freeze", source, target });
}

const byTarget = (a: { target: Entity }, b: { target: Entity }) => byOrder(a.target, b.target);

/**
 * Resolve the damage events of hits already dealt, in the targets' order of play. When the source has
 * Lifesteal, one heal for the total joins the last event's queue with the lowest priority.
 */
export function resolveHits(ctx: Ctx, hits: Hit[], opts: { noLifesteal?: boolean } = {}): void {
  if (hits.length === 0) return;
  sortInPlace(hits, byTarget);
  const src = hits[0]!.source;
  const lifesteal = src && !opts.noLifesteal && sourceHas(ctx, src, "LIFESTEAL") ? hits.reduce((n, h) => n + h.amount, 0) : 0;
  // 5.1 超杀: decided by the health the damage left (below 0), on the source's controller's turn; once, after every
  // other trigger of the damage. A spell's Overkill goes before its Lifesteal, a minion's after (5.1 note).
  const overkill = src ? overkillOf(ctx, src, hits) : null;
  // Lifesteal and Overkill join the last damage event (a broken Divine Shield's event is no damage event).
  let lastDamage = -1;
  for (let i = 0; i < hits.length; i++) if (!hits[i]!.shield) lastDamage = i;
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    if (h.shield) {
      // 4.9 step 5: the shield took the hit — no damage, so none of the damage's keyword triggers; "loses Divine Shield".
      shieldLost(ctx, h.source, h.target);
      continue;
    }
    const extra = keywordTriggers(ctx, h);
    const honorable = honorableKillOf(ctx, h);
    if (honorable) extra.push(honorable);
    const frenzy = frenzyOf(h);
    if (frenzy) extra.push(frenzy);
    const last = i === lastDamage;
    if (overkill && last && src!.type === "SPELL") extra.push(overkill);
    if (lifesteal && src && last) {
      extra.push({
        holder: src, self: src, controller: src.controller, card: src.card, on: "damage", zone: "play", priority: "last",
        order: src.order, keyword: "LIFESTEAL",
        run: (c) => lifestealHeal(c, src, lifesteal),
      });
    }
    if (overkill && last && src!.type !== "SPELL") extra.push(overkill);
    resolveEvent(ctx, damageEvent(h), null, extra);
  }
}

/**
 * 5.1 吸血: the heal of the source's controller's hero for the damage dealt — or, while a rule aura "Your Lifesteal damages
 * the enemy hero instead of healing you" (Il'gynoth) holds for that player, that much damage to the enemy hero from the same
 * source, which triggers no Lifesteal again (as Lifesteal's heal turned into damage by Auchenai, 5.1 注意; rules-notes 1486).
 */
function lifestealHeal(ctx: Ctx, src: Entity, amount: number): void {
  if (hasRule(ctx.game, "lifesteal-damages-enemy-hero", src.controller)) {
    damage(ctx, src, [playerOf(ctx.game, opponentOf(src.controller)).hero], amount, { doubled: false, noLifesteal: true });
    return;
  }
  heal(ctx, src, [playerOf(ctx.game, src.controller).hero], amount, { lifesteal: true });
}

/**
 * 5.1 荣誉消灭: the source's Honorable Kill (its own text, or for a hero its weapon's) when, on its controller's turn, this hit
 * left a minion in play at exactly 0 Health — a damage trigger of that hit, queued with its event's other triggers by the
 * holder's order of play (the rulebook gives it no special priority, unlike Overkill), once per such minion.
 */
function honorableKillOf(ctx: Ctx, h: Hit): QueueItem | null {
  const src = h.source;
  if (!src || h.health !== 0 || h.target.type !== "MINION" || h.target.zone !== "PLAY") return null;
  const holder = src.type === "HERO" ? playerOf(ctx.game, src.controller).weapon : src;
  const effects = holder && !holder.tags.SILENCED ? holder.def.def?.honorableKill : undefined;
  if (!holder || !effects || ctx.game.currentPlayer !== holder.controller) return null;
  return { holder, self: holder, controller: holder.controller, card: holder.card, on: "damage", zone: "play", priority: "normal", order: holder.order, keyword: "HONORABLE_KILL", effects };
}

/** Frenzy's used-up mark on the character (ours; a card leaving play is reset to its card, so it clears). */
export const FRENZY_USED = "FRENZY_USED";

/**
 * 5.1 暴怒: the damaged character's Frenzy, the first time a hit leaves it in play above 0 Health — a damage trigger that
 * triggers once: used up as it queues. At its turn to resolve it needs its character still in play, not silenced (as any
 * trigger's holder).
 */
function frenzyOf(h: Hit): QueueItem | null {
  const t = h.target;
  if (t.zone !== "PLAY" || !isCharacter(t) || (h.health ?? 0) <= 0 || t.tags.SILENCED || t.tags[FRENZY_USED]) return null;
  const effects = t.def.def?.frenzy;
  if (!effects || isDormant(t)) return null;
  t.tags[FRENZY_USED] = 1;
  return {
    holder: t, self: t, controller: t.controller, card: t.card, on: "damage", zone: "play", priority: "normal", order: t.order, keyword: "FRENZY", effects,
    valid: () => t.zone === "PLAY" && !t.tags.SILENCED,
  };
}

/** The Overkill of a damage source (its own text, or for a hero its weapon's) when one of the hits left a character below 0 Health on its controller's turn. */
function overkillOf(ctx: Ctx, src: Entity, hits: Hit[]): QueueItem | null {
  const holder = src.type === "HERO" ? playerOf(ctx.game, src.controller).weapon : src;
  const effects = holder && !holder.tags.SILENCED ? holder.def.def?.overkill : undefined;
  if (!holder || !effects || ctx.game.currentPlayer !== src.controller) return null;
  // A card damaged out of play (2.3: in hand) is not a minion whose health the damage exceeded.
  if (!hits.some((h) => !h.shield && h.target.zone === "PLAY" && healthOf(h.target) < 0)) return null;
  return { holder, self: holder, controller: holder.controller, card: holder.card, on: "damage", zone: "play", priority: "last", order: holder.order, keyword: "OVERKILL", effects };
}

/**
 * Deal `amount` to every target at once, then resolve the events (a single target is the one-element case):
 * 4.9 steps 1b-8 (step 1a, Spell Damage, belongs to the damage effect). `doubled: false` when step 1b was already
 * applied (healing turned into damage). Returns the damage dealt at step 6, summed over the targets (Imp-losion).
 */
export function damage(ctx: Ctx, source: Entity | null, targets: Entity[], amount: number, opts: { doubled?: boolean; noLifesteal?: boolean; chosen?: boolean; excess?: (n: number) => void } = {}): number {
  if (opts.doubled !== false) amount = doubled(ctx, source, amount);
  const hits: Hit[] = [];
  let total = 0;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i]!;
    // Entities removed from play are no longer damaged or healed (old rule 4a; 1.11: a removed hero stays dead),
    // except a chosen target that left play before the text resolved (2.3, `chosen`).
    if (!reaches(t, !!opts.chosen)) continue;
    // "Excess" damage (Explosive Runes): what the character took beyond its remaining Health and Armor, read before the hit.
    const room = isCharacter(t) ? Math.max(0, healthOf(t)) + (t.tags.ARMOR ?? 0) : 0;
    const d = applyDamage(ctx, source, t, amount, !!opts.chosen);
    total += d.amount;
    if (opts.excess && d.hit?.target === t && !d.hit.shield) opts.excess(Math.max(0, d.amount - room));
    if (d.hit) hits.push(d.hit);
  }
  resolveHits(ctx, hits, { noLifesteal: opts.noLifesteal });
  return total;
}

/** Whether healing from this source deals damage instead (Auchenai Soulpriest: "your cards and powers"). */
/**
 * "Your healing effects restore N more Health" (Cataclysm's Cleansing Cleric: a player state): the tag HEALING_BONUS of the
 * enchantments on the player's hero, summed. It increases the healing of every heal whose source the player controls — a
 * card, a Hero Power — at 4.9 step 1a (before Velen's doubling and Auchenai's change into damage); Lifesteal's heal is not
 * a healing effect of the card (as for Velen, rules-notes).
 */
export function healingBonusOf(ctx: Ctx, player: PlayerId): number {
  let n = 0;
  for (let i = 0, list = playerOf(ctx.game, player).hero.enchantments; i < list.length; i++) { const en = list[i]!; if (!en.removed) n += en.def?.tags.HEALING_BONUS ?? 0; }
  return n;
}

function healingDealsDamage(ctx: Ctx, source: Entity | null): boolean {
  return !!source && hasRule(ctx.game, "healing-deals-damage", source.controller);
}

/**
 * "Your next Healing effect deals damage instead" (Cataclysm's Ruby Sanctum: a player state): an enchantment on the player's
 * hero with the tag HEALING_DEALS_DAMAGE. The next heal whose source the player controls — a card's text, a Hero Power; not
 * Lifesteal's heal, as for HEALING_BONUS — is changed into damage at 4.9 step 2 (as Auchenai's), and spends the state: one
 * of its `uses`, else the state goes (rules-notes 298). Returns whether such a state took this heal.
 */
function takeHealingIntoDamage(ctx: Ctx, player: PlayerId): boolean {
  const hero = playerOf(ctx.game, player).hero;
  const en = hero.enchantments.find((x) => !x.removed && x.def?.tags.HEALING_DEALS_DAMAGE);
  if (!en) return false;
  if (!spendUse(ctx, en)) {
    detachEnchantment(hero, en);
    noteEvent(ctx, { type: "expire", target: hero, detail: { enchantment: en.card, reason: "used up" } });
  }
  return true;
}

/**
 * Restore health to every target at once, then resolve the heal events in order of play (4.9). Healing
 * changed into damage by Auchenai (step 2) is damage from then on; healing from Lifesteal itself is not converted twice.
 */
/** Returns how many characters it Overhealed (their overheal events: Dreamboat's "for each one Overhealed"). */
export function heal(ctx: Ctx, source: Entity | null, targets: Entity[], amount: number, opts: { lifesteal?: boolean; chosen?: boolean; overhealing?: (n: number) => void } = {}): number {
  // Step 1a: "Your healing effects restore N more Health" (Cleansing Cleric) — a healing increase, before doubling.
  if (!opts.lifesteal && source && amount > 0) amount += healingBonusOf(ctx, source.controller);
  // Step 1b before step 2 (version ≥ 14.2): healing doubled by Velen, then turned into damage by Auchenai.
  if (!opts.lifesteal) amount = doubled(ctx, source, amount);
  const once = !opts.lifesteal && !!source && takeHealingIntoDamage(ctx, source.controller);
  if (once || healingDealsDamage(ctx, source)) {
    // 5.1 吸血 注意: damage made from Lifesteal's own heal (through Auchenai) does not trigger Lifesteal again.
    damage(ctx, source, targets, amount, { doubled: false, noLifesteal: opts.lifesteal, chosen: opts.chosen });
    return 0;
  }
  const done: { target: Entity; amount: number; excess: number }[] = [];
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i]!;
    if (!reaches(t, !!opts.chosen)) continue;
    // CANT_BE_HEALED (Repulsive Gargantuan's "Enemy characters can't be healed"): no health is restored, so no heal event
    // and no overheal (Lifesteal cannot heal such a hero either); healing Auchenai turned into damage (step 2) still deals it.
    if (has(t, "CANT_BE_HEALED")) {
      ctx.trace.add({ kind: "skip", reason: `${t.def.name.enUS} can't be healed`, children: [] });
      continue;
    }
    const missing = t.tags.DAMAGE ?? 0;
    const n = Math.min(amount, missing);
    // 过量治疗 (Overheal): healing beyond the maximum Health, an undamaged character included; only in play.
    const excess = t.zone === "PLAY" && isCharacter(t) ? amount - missing : 0;
    if (n <= 0 && excess <= 0) continue;
    if (n > 0) t.tags.DAMAGE = missing - n;
    if (n > 0) countHeroHealthChange(ctx.game, t);
    // "If you've restored Health this turn" (Priest of An'she, Xyrella): the Health its source's controller restored.
    if (n > 0 && source) countFor(ctx, source.controller, HEALTH_RESTORED_THIS_TURN, n);
    // "If you've restored 5 Health this game" (Crystal Stag): the same, for the whole game.
    if (n > 0 && source) countFor(ctx, source.controller, HEALTH_RESTORED_THIS_GAME, n);
    // "If your hero was healed this turn" (Death Metal Knight): its player counts the heals of their hero in play this turn.
    if (n > 0 && t.type === "HERO" && t.zone === "PLAY") {
      const tags = playerOf(ctx.game, t.controller).tags;
      tags.HERO_HEALED_THIS_TURN = (tags.HERO_HEALED_THIS_TURN ?? 0) + 1;
    }
    done.push({ target: t, amount: n, excess });
  }
  sortInPlace(done, byTarget);
  for (let i = 0; i < done.length; i++) {
    const d = done[i]!;
    if (d.amount > 0) {
      const ev: GameEvent = { type: "heal", source, target: d.target, amount: d.amount };
      if (opts.lifesteal) ev.detail = { lifesteal: true };
      if (d.target.zone !== "PLAY") outOfPlay(ev);
      resolveEvent(ctx, ev);
    }
    // The overheal event follows the heal event of the same character (an undamaged one has no heal event: 4.9 step 8).
    if (d.excess > 0) resolveEvent(ctx, { type: "overheal", source, target: d.target, amount: d.excess });
    if (d.excess > 0 && opts.overhealing) opts.overhealing(d.excess);
  }
  let overhealed = 0;
  for (let i = 0; i < done.length; i++) if (done[i]!.excess > 0) overhealed++;
  return overhealed;
}
