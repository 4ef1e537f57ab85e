/**
 * `triggerDeathrattle` ("Trigger a friendly minion's Deathrattle": Terrorscale Stalker): each minion's Deathrattles — its
 * own while not silenced, then those its enchantments give, in order of play, as its death would queue them — resolve now,
 * with the minion still in play (their summons go right of it). 3.3 (the rulebook's "触发一个随从的亡语"): the minion must be
 * in play and not mortally wounded, checked before each resolution (its own Deathrattle may have moved or killed it).
 * Baron Rivendare's "Your minions trigger their Deathrattles twice" makes each one resolve twice (1.3: fixed before the first).
 * `inHand` (Sketchy Information, Smokescreen, Call of the Grave): the cards are in a hand — each card's Deathrattles resolve
 * there, `self` the card, each only while it is still in that hand (its own Deathrattle may have moved it), once: Rivendare
 * doubles his minions' in play (rules-notes 1728). Its summons, from a source not on the board, go to the right end.
 */
import type { Effect } from "../cards/format/index.js";
import { refOf, type Ctx } from "../context.js";
import type { Enchantment, Entity } from "../types.js";
import { deathrattlesBlocked, hasRule } from "../rules/auras.js";
import { select, type Env } from "../rules/selectors.js";
import { isMortallyWounded, textActive } from "../stats.js";
import { runEffects } from "./index.js";

export function triggerDeathrattleEffect(ctx: Ctx, e: Extract<Effect, { type: "triggerDeathrattle" }>, env: Env): void {
  for (let q = 0, list = select(ctx, e.to, env, "beneficial"); q < list.length; q++) {
    const m = list[q]!;
    const rattles: { holder: Entity | Enchantment; order: number; effects: readonly Effect[] }[] = [];
    if (e.enchantment !== undefined) {
      // "Gain its Deathrattle and then trigger it" (Nathanos): only the one the newest enchantment of that card gives.
      let newest: Enchantment | undefined;
      for (let j = 0, enchantments = m.enchantments; j < enchantments.length; j++) {
        const en = enchantments[j]!;
        if (!en.removed && en.card === e.enchantment && en.def?.def?.deathrattle && (!newest || en.order > newest.order)) newest = en;
      }
      if (newest) rattles.push({ holder: newest, order: newest.order, effects: newest.def!.def!.deathrattle! });
    } else {
      if (textActive(m) && m.def.def?.deathrattle) rattles.push({ holder: m, order: m.order, effects: m.def.def.deathrattle });
      for (let j = 0, enchantments = m.enchantments; j < enchantments.length; j++) { const en = enchantments[j]!; if (!en.removed && en.def?.def?.deathrattle) rattles.push({ holder: en, order: en.order, effects: en.def.def.deathrattle }); }
    }
    rattles.sort((a, b) => a.order - b.order);
    const inHand = e.inHand === true;
    // "Deathrattles can't trigger" (Deathwarden): a Deathrattle triggered by an effect is stopped too (rules-notes 1676).
    const blocked = deathrattlesBlocked(ctx.game);
    if (blocked && rattles.length > 0) ctx.trace.add({ kind: "skip", source: refOf(m), reason: "Deathrattles can't trigger (deathrattles-cant-trigger)", children: [] });
    const ruleTimes = blocked ? 0 : !inHand && m.type === "MINION" && hasRule(ctx.game, "deathrattles-twice", m.controller) ? 2 : 1;
    // "Deathrattles given to this minion trigger twice" (Scourge Troll): its enchantments' ones twice (rules-notes 1746).
    const givenTwice = !blocked && !inHand && m.type === "MINION" && textActive(m) && !!m.def.def?.givenDeathrattlesTwice;
    for (let j = 0; j < rattles.length; j++) {
      const r = rattles[j]!;
      const times = givenTwice && r.holder !== m ? 2 : ruleTimes;
      for (let i = 0; i < times; i++) {
        if (inHand ? m.zone !== "HAND" : m.zone !== "PLAY" || isMortallyWounded(m)) {
          ctx.trace.add({ kind: "skip", source: refOf(m), reason: inHand ? "the card is not in a hand: its Deathrattle is not triggered" : "the minion is no longer in play, or is mortally wounded: its Deathrattle is not triggered", children: [] });
          continue;
        }
        ctx.trace.within({ kind: "step", name: "deathrattle", minion: refOf(m), ...(times > 1 ? { repeat: i + 1 } : {}), children: [] },
          () => runEffects(ctx, r.effects, { self: m, holder: r.holder, controller: m.controller }));
      }
    }
  }
}
