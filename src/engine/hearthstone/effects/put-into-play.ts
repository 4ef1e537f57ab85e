/**
 * `putIntoPlay` (置入战场): a random card of yours from the deck or hand goes straight into the battlefield
 * (Mad Scientist, Voidcaller). A minion makes a real zone move and is summoned (2.2 degenerate summon: it
 * triggers Knife Juggler, 2.2 例如 空灵召唤者); it enters play now, so it is the newest in order of play
 * (1.5/3.2 入场顺序 — the old English text's "oldest" bug is not in the 2022 rulebook). A Secret goes to the
 * secret zone. Full zones follow 4.7: deck → full secret zone or full board is cancelled; hand → full board
 * goes to the graveyard (not a discard). A lasting spell ("Lasts N turns", an Aura) goes to the secret zone as it does when
 * played, not cast (no cast or play, no Overload): it works and counts down from there (rules/lasting.ts). `eachDifferent`
 * ("one of each Aura", Gelbin of Tomorrow, rules-notes 371): again and again, a random card of a card id not yet put in
 * by this effect, until none is left or one can no longer enter (a full zone). `highest: "cost"` ("Summon the highest Cost
 * Beast from your hand", Big Dreams): among the qualifying cards of the highest Cost now. `of`: the card a selector names
 * instead of a random one (K9-0tron's "Dredge. If it's a 1-Cost minion, summon it"). A weapon, only when `where` names
 * weapons ("Equip a random weapon from your deck": Weapons Attendant), is equipped: the card itself moves into play and
 * becomes its player's weapon, keeping its states (4.8, deck to play), the old weapon destroyed (2.4). `all` ("Summon all
 * Demons from your hand", Krul the Unshackled; rules-notes 1565): every qualifying minion of the hand, in hand order from the
 * left, each a summon resolved before the next, placed as one summon's several minions are (right of the source minion, then
 * left, …); once the board is full the rest stay in the hand (none is moved into a full board).
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandom, type Ctx } from "../context.js";
import { moveTo, opponentOf, playerOf } from "../game.js";
import { MAX_BOARD, MAX_SECRETS } from "../types.js";
import { auraUpdate } from "../rules/auras.js";
import { noteEvent } from "../rules/events.js";
import { matchesFilter, select, type Env } from "../rules/selectors.js";
import { enterBoard, summonSteps } from "../rules/summon.js";
import { summonPosition } from "./helpers.js";
import { destroyEquippedWeapon, setEquipped } from "../rules/weapons.js";
import { costOf } from "../stats.js";

export function putIntoPlayEffect(ctx: Ctx, e: Extract<Effect, { type: "putIntoPlay" }>, env: Env): void {
  if (e.all) {
    putAll(ctx, e, env);
    return;
  }
  if (!e.eachDifferent) {
    putOne(ctx, e, env, new Set());
    return;
  }
  const done = new Set<string>();
  while (putOne(ctx, e, env, done) === "put");
}

/** Put one random card in (none of the card ids in `not`); "none": no card qualifies; "blocked": it could not enter. */
function putOne(ctx: Ctx, e: Extract<Effect, { type: "putIntoPlay" }>, env: Env, not: Set<string>): "put" | "none" | "blocked" {
  // `player: enemy` (Dirty Rat): the opponent's cards, into the opponent's battlefield (at the right end).
  const owner = e.player === "enemy" ? opponentOf(env.controller) : env.controller;
  const p = playerOf(ctx.game, owner);
  const from = e.from === "deck" ? p.deck : p.hand;
  // Only cards that can go into play: minions, Secrets you do not already have in play, and lasting spells; weapons when
  // `where` names them.
  const named = e.of ? select(ctx, e.of, env) : null;
  const weapons = typeof e.where === "object" && e.where.type === "weapon";
  let pool = (named ?? from).filter((c) => (!named || from.includes(c)) && !not.has(c.card) && (!e.where || matchesFilter(ctx, c, e.where, env))
    && (c.type === "MINION" || (weapons && c.type === "WEAPON") || (c.def.secret && !p.secrets.some((s) => s.card === c.card)) || (c.type === "SPELL" && !!c.def.def?.lasts)));
  if (pool.length === 0) return "none";
  // `highest: cost` ("the highest Cost …"): only the cards of the highest Cost now, a random one among ties.
  if (e.highest === "cost") {
    let top = -Infinity;
    for (let i = 0; i < pool.length; i++) top = Math.max(top, costOf(pool[i]!));
    pool = pool.filter((c) => costOf(c) === top);
  }
  // `of`: the card named (the first still there), not a random one (K9-0tron's "summon it").
  const card = e.of ? pool[0] : pickRandom(ctx, pool, 1, e.from === "deck" ? "card to put into play from the deck" : "card to put into play from the hand", env.holder)[0];
  if (!card) return "none";
  not.add(card.card);
  if (card.type === "WEAPON") {
    // 2.4: the old weapon is destroyed, the card enters play and is equipped.
    destroyEquippedWeapon(ctx, owner);
    moveTo(ctx.game, card, "PLAY");
    noteEvent(ctx, { type: "zone-change", source: env.self, target: card, detail: { to: "PLAY" } });
    auraUpdate(ctx);
    setEquipped(ctx, card);
    return "put";
  }
  if (card.type !== "MINION") {
    if (p.secrets.length >= MAX_SECRETS) {
      ctx.trace.add({ kind: "skip", reason: `secret zone full: ${card.def.name.enUS} stays in the ${e.from}`, children: [] });
      return "blocked";
    }
    moveTo(ctx.game, card, "SECRET");
    noteEvent(ctx, { type: "zone-change", source: env.self, target: card, detail: { to: "SECRET" } });
    auraUpdate(ctx);
    return "put";
  }
  if (p.board.length >= MAX_BOARD) {
    if (e.from === "hand") {
      moveTo(ctx.game, card, "GRAVEYARD");
      noteEvent(ctx, { type: "zone-change", source: env.self, target: card, detail: { to: "GRAVEYARD", reason: "board full" } });
    } else {
      ctx.trace.add({ kind: "skip", reason: `board full: ${card.def.name.enUS} stays in the deck`, children: [] });
    }
    return "blocked";
  }
  moveTo(ctx.game, card, "PLAY", summonPosition(ctx, env, owner));
  enterBoard(card);
  env.summoned = card;
  summonSteps(ctx, card, env.self);
  return "put";
}

/** `all`: every qualifying minion card of the hand (or deck), in order, until the board is full (rules-notes 1565). */
function putAll(ctx: Ctx, e: Extract<Effect, { type: "putIntoPlay" }>, env: Env): void {
  const owner = e.player === "enemy" ? opponentOf(env.controller) : env.controller;
  const p = playerOf(ctx.game, owner);
  const from = e.from === "deck" ? p.deck : p.hand;
  const cards = from.filter((c) => c.type === "MINION" && (!e.where || matchesFilter(ctx, c, e.where, env)));
  env.summonedAll = [];
  for (let i = 0, placed = 0; i < cards.length; i++) {
    const card = cards[i]!;
    if (!from.includes(card) || (e.where && !matchesFilter(ctx, card, e.where, env))) continue;
    if (p.board.length >= MAX_BOARD) {
      ctx.trace.add({ kind: "skip", reason: `board full: the rest stay in the ${e.from}`, children: [] });
      return;
    }
    // Beside the source minion in play: right of it, then left, … (as summonEach); elsewhere the usual place.
    const src = owner === env.controller ? p.board.indexOf(env.self) : -1;
    const pos = src >= 0 && !(env.position !== undefined && env.position >= 0) ? src + (placed % 2 === 0 ? 1 : 0) : summonPosition(ctx, env, owner);
    moveTo(ctx.game, card, "PLAY", pos);
    enterBoard(card);
    env.summoned = card;
    env.summonedAll.push(card);
    placed++;
    summonSteps(ctx, card, env.self);
  }
}
