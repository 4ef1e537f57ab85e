/**
 * `replay`: "Replay each 1-Cost card you've played this game" (Confront the Tol'vir), "Replay every card from another
 * class you've played this game" (Tess Greymane). Cards played again outside the play sequence (rules-notes): the
 * rulebook's 5.7 note says Tess Greymane, Murozond and Contraband Stash *cast* spells (with a forced death after each),
 * *summon* minions, *equip* weapons and *replace* heroes (without one); a card so put into play is not played — no
 * Battlecry, Combo, Choose One or other play text of a minion, weapon or hero, no play counted, nothing that answers a
 * card played answers it (the Hearthstone wiki on Murozond the Infinite: cards it plays do not trigger their
 * Battlecries, even a hero card's, which still replaces the hero and gives its Armor; Combo cards do not activate — a
 * replayed spell's Combo neither; rules-notes 319).
 * Each is a new copy of the card as printed (the record keeps card ids, no states), made by the entity whose text this
 * is (CREATOR), in the order the cards were played; the effect stops when the game is over.
 */
import type { Effect } from "../cards/format/index.js";
import { refOf, type Ctx } from "../context.js";
import { moveTo, newEntity, opponentOf, playerOf } from "../game.js";
import { MAX_BOARD, type PlayerId } from "../types.js";
import { auraUpdate } from "../rules/auras.js";
import { noteEvent } from "../rules/events.js";
import { interPhase } from "../rules/interphase.js";
import { castOnMatches } from "../rules/played.js";
import { CLASSES, ownClass } from "../rules/pools.js";
import { playsOfLastTurn, type Env } from "../rules/selectors.js";
import { summonMinion } from "../rules/summon.js";
import { equipWeapon } from "../rules/weapons.js";
import { gainHeroPowerCard, heroCardReplaces } from "../rules/hero-card.js";
import { castOne } from "./cast-spell.js";
import { cardOf, summonPosition } from "./helpers.js";

const TYPE_OF = { minion: "MINION", spell: "SPELL", weapon: "WEAPON", hero: "HERO", location: "LOCATION" } as const;

export function replayEffect(ctx: Ctx, e: Extract<Effect, { type: "replay" }>, env: Env): void {
  const player: PlayerId = env.controller;
  const me = playerOf(ctx.game, player);
  const mine = e.played.otherClass ? ownClass(ctx, env) : undefined;
  // `side: enemy`: the opponent's record (Murozond's "cards your opponent played last turn"); the copies are yours.
  const whose: PlayerId = e.played.side === "enemy" ? opponentOf(player) : player;
  // Read once as the effect starts: what it replays is not played, so the list does not grow meanwhile.
  // "last turn": the record's plays of the player's last turn that is over (rules/selectors.ts playsOfLastTurn).
  const matching = (e.played.lastTurn ? playsOfLastTurn(ctx, whose) : playerOf(ctx.game, whose).playedThisGame ?? [])
    .filter((r) => r.id !== env.self.id)
    // `castOn`: only the cards played at such a character (the record's `target`, as the amount's castOn reads it).
    .filter((r) => e.played.castOn === undefined || castOnMatches(r.target, e.played.castOn))
    .filter((r) => e.played.cost === undefined || r.cost === e.played.cost)
    .filter((r) => e.played.costAtLeast === undefined || r.cost >= e.played.costAtLeast)
    // `created`: only cards made during the game (the record's CREATOR mark: "that didn't start in your deck"), or only not.
    .filter((r) => e.played.created === undefined || !!r.created === e.played.created)
    .map((r) => r.card)
    .filter((id) => e.played.type === undefined || ctx.cards.get(id)?.facts.type === TYPE_OF[e.played.type])
    // `spellSchool`: only spells of that school (Jace Darkweaver's Fel spells).
    .filter((id) => e.played.spellSchool === undefined || ctx.cards.get(id)?.facts.spellSchool === e.played.spellSchool)
    .filter((id) => {
      const cls = ctx.cards.get(id)?.facts.cardClass;
      return mine === undefined || (cls !== undefined && cls !== mine && CLASSES.includes(cls));
    });
  // "The last … you played": only the latest play that matches.
  const ids = (e.last ? matching.slice(-1) : matching).slice(0, e.max ?? 200);
  if (ids.length === 0) {
    ctx.trace.add({ kind: "skip", reason: "no such card was played this game: nothing is replayed", children: [] });
    return;
  }
  let pos = summonPosition(ctx, env, player);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (ctx.outcome.over) return;
    const card = cardOf(ctx, id);
    ctx.trace.within({ kind: "step", name: "replay", player, card: card.id, children: [] }, () => {
      if (card.type === "SPELL") {
        const spell = newEntity(ctx.game, card, player, "SETASIDE");
        spell.tags.CREATOR = env.self.id;
        ctx.trace.within({ kind: "step", name: "cast", player, card: refOf(spell), children: [] }, () => castOne(ctx, spell, player, env.self, undefined, !!e.preferEnemies, false, e.at === "self" ? [env.self] : undefined));
        ctx.trace.within({ kind: "step", name: "forced-death", children: [] }, () => interPhase(ctx));
      } else if (card.type === "MINION") {
        const m = summonMinion(ctx, card, player, pos, env.self, (x) => { x.tags.CREATOR = env.self.id; });
        if (m && pos !== undefined) pos = me.board.indexOf(m) + 1;
      } else if (card.type === "WEAPON") {
        const w = equipWeapon(ctx, card, player);
        w.tags.CREATOR = env.self.id;
      } else if (card.type === "HERO") {
        if (me.hero.zone !== "PLAY") return;
        const hero = newEntity(ctx.game, card, player, "PLAY");
        hero.tags.CREATOR = env.self.id;
        heroCardReplaces(ctx, hero, player);
        noteEvent(ctx, { type: "zone-change", source: env.self, target: hero, detail: { to: "PLAY" } });
        const power = card.def?.heroPower;
        if (power) gainHeroPowerCard(ctx, player, cardOf(ctx, power));
        auraUpdate(ctx);
      } else if (card.type === "LOCATION") {
        if (me.board.length >= MAX_BOARD) {
          ctx.trace.add({ kind: "skip", reason: `board full: ${card.name.enUS} is not put into play`, children: [] });
          return;
        }
        const loc = newEntity(ctx.game, card, player, "SETASIDE");
        loc.tags.CREATOR = env.self.id;
        moveTo(ctx.game, loc, "PLAY", pos);
        if (pos !== undefined) pos = me.board.indexOf(loc) + 1;
        noteEvent(ctx, { type: "zone-change", source: env.self, target: loc, detail: { to: "PLAY" } });
        auraUpdate(ctx);
      }
    });
  }
}
