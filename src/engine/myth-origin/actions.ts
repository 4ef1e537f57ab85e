/**
 * @module myth-origin/actions
 * What a player can do (each action one sequence): use a card (使用), start an activated ability (启动), declare a
 * combat (发起战斗), pass, end the turn. With no timing open only the active player acts, in the main phase; with a
 * timing open only the player with priority, and only with a 【瞬发】 card or a 【灵动】 ability (18.4).
 */
import { illegal } from "../errors.js";
import { hasKeyword, hasStatic, summoningSick } from "./cards.js";
import { declareCombat } from "./combat.js";
import { entityRef, need } from "./refs.js";
import { say, zh, en } from "./log.js";
import { costOf, paySpirit } from "./spirit.js";
import { pushItem } from "./stack.js";
import { chooseTargets } from "./targets.js";
import { handOver, openTiming, pass, passAll } from "./timing.js";
import { emit } from "./triggers.js";
import { endTurn } from "./turn.js";
import { moveCard } from "./zones.js";
import type { MythAction } from "./schema.js";
import type { Ctx, PlayerId, StackItem } from "./types.js";

export function runAction(ctx: Ctx, a: MythAction): void {
  const path = `actions[${ctx.actionIndex}]`;
  const g = ctx.game;
  if (g.over) throw illegal(path, "the game is over");
  ctx.trace.within({ kind: "sequence", action: { ...a }, children: [] }, () => {
    switch (a.type) {
      case "play": return play(ctx, a.player ?? actor(ctx), a, path);
      case "activate": return activate(ctx, a.player ?? actor(ctx), a, path);
      case "attack": {
        const player = a.player ?? g.active;
        mainPhase(ctx, player, path, "declare a combat");
        return declareCombat(ctx, player, a, path);
      }
      case "pass": return pass(ctx, a.player ?? g.timing?.priority ?? g.active, path);
      case "passAll":
        if (!g.timing) throw illegal(path, "no timing is open");
        return passAll(ctx);
      case "endTurn":
        mainPhase(ctx, a.player ?? g.active, path, "end the turn");
        return endTurn(ctx, a.respondAt ?? []);
    }
  });
}

/** Who acts when the action names no player: the one with priority, else the active player. */
const actor = (ctx: Ctx): PlayerId => ctx.game.timing?.priority ?? ctx.game.active;

function mainPhase(ctx: Ctx, player: PlayerId, path: string, what: string): void {
  const g = ctx.game;
  if (g.step !== "main") throw illegal(path, `the turn is in its ${g.step} step: pass or respond`);
  if (g.timing) throw illegal(path, `a timing is open (堆叠 has ${g.timing.stack.length} item${g.timing.stack.length === 1 ? "" : "s"}): pass or respond before you ${what}`);
  if (player !== g.active) throw illegal(`${path}.player`, `only the active player (player ${g.active}) can ${what}`);
}

/** With no timing open, the active player in the main phase; with one, the player with priority, responding. */
function canAct(ctx: Ctx, player: PlayerId, path: string, responder: boolean, what: string): void {
  const g = ctx.game;
  if (!g.timing) {
    if (player !== g.active) throw illegal(`${path}.player`, `no timing is open: only the active player (player ${g.active}) acts now`);
    return;
  }
  if (g.timing.priority !== player) throw illegal(`${path}.player`, `player ${g.timing.priority} has priority in this timing, not player ${player}`);
  if (!responder) throw illegal(path, `a timing is open: only 【瞬发】 cards, 【灵动】 abilities and triggered abilities respond to the stack (18.4); ${what}`);
}

function place(ctx: Ctx, player: PlayerId, item: StackItem, insertAt: number | undefined, path: string, cause: string): void {
  const g = ctx.game;
  if (!g.timing) {
    if (insertAt !== undefined && insertAt !== 1) throw illegal(`${path}.insertAt`, "no timing is open: this starts a new one as item ①");
    openTiming(ctx, cause, player);
    pushItem(ctx, item, undefined, path);
  } else pushItem(ctx, item, insertAt, path);
  handOver(ctx, player);
}

function play(ctx: Ctx, player: PlayerId, a: Extract<MythAction, { type: "play" }>, path: string): void {
  const g = ctx.game;
  const card = need(ctx, a.card, `${path}.card`);
  const p = g.players[player - 1]!;
  const fromSpirit = card.zone === "spirit" && p.zones.spirit.includes(card);
  if (!(card.zone === "hand" && p.zones.hand.includes(card)) && !fromSpirit) throw illegal(`${path}.card`, "not a card in your hand");
  if (fromSpirit) {
    if (!card.faceDown) throw illegal(`${path}.card`, "a face-up card of the spirit zone is not used (27)");
    const may = hasStatic(card, "playableFromSpirit") || (p.playFromSpirit && card.def.type !== "adventure");
    if (!may) throw illegal(`${path}.card`, "this card cannot be used from the spirit zone (27.1)");
  }
  if (g.timing?.stack.some((it) => it.source === card)) throw illegal(`${path}.card`, "this card is already on the stack");
  const t = card.def.type;
  if (t === "adventure" || t === "general" || t === "token") throw illegal(`${path}.card`, `a ${t} card is not used from the hand${t === "adventure" ? " (an adventure card acts from the spirit zone, by its abilities)" : ""}`);
  canAct(ctx, player, path, hasKeyword(card, "瞬发"), "this card has no 【瞬发】");
  const targets = chooseTargets(ctx, card.def.target, a.targets, player, path);
  const extra = card.def.extraCost?.discard ?? 0;
  const discard = (a.discard ?? []).map((n, i) => need(ctx, n, `${path}.discard[${i}]`));
  if (discard.length !== extra) throw illegal(`${path}.discard`, extra ? `its extra cost (额外代价, 12.2): discard ${extra} card${extra > 1 ? "s" : ""} from your hand` : "this card has no extra cost");
  discard.forEach((d, i) => {
    if (d === card || d.zone !== "hand" || !p.zones.hand.includes(d)) throw illegal(`${path}.discard[${i}]`, "discard another card from your hand");
  });
  paySpirit(ctx, player, costOf(ctx, card, player), a.pay, path);
  for (const d of discard) {
    moveCard(ctx, d, "graveyard");
    emit(ctx, "discard", d, player, { extraCost: true });
    say(ctx, `玩家${player}丢弃${zh(d)}作为额外代价。`, `Player ${player} discards ${en(d)} as an extra cost.`);
  }
  say(ctx, `玩家${player}使用${zh(card)}。`, `Player ${player} uses ${en(card)}.`);
  place(ctx, player, { kind: "card", source: card, controller: player, targets, label: "card" }, a.insertAt, path, "use-card");
}

function activate(ctx: Ctx, player: PlayerId, a: Extract<MythAction, { type: "activate" }>, path: string): void {
  const card = need(ctx, a.card, `${path}.card`);
  const index = a.ability ?? 0;
  const ab = card.def.abilities?.[index];
  if (card.controller !== player) throw illegal(`${path}.card`, "you do not control this card");
  if (!["general", "treasure", "equipment", "field", "spirit"].includes(card.zone)) throw illegal(`${path}.card`, "its abilities work from the field (or the spirit zone, 27.2)");
  if (!ab) throw illegal(`${path}.ability`, `this card has no activated ability ${index}`);
  if (card.lost?.all) throw illegal(`${path}.card`, "it lost its printed abilities (8)");
  if (card.zone === "spirit" && card.def.type !== "adventure") throw illegal(`${path}.card`, "only adventure cards act from the spirit zone");
  canAct(ctx, player, path, !!ab.agile, "this ability is not 【灵动】 (14.2)");
  if (ab.cost.tap) {
    if (card.tapped) throw illegal(`${path}.card`, "it is tapped (横置): its [横置] ability cannot start");
    if (summoningSick(ctx.game, card)) throw illegal(`${path}.card`, "summoning sickness (召唤失调): it entered this turn and has no 【先锋】 (6)");
  }
  if (ab.cost.flip && (card.zone !== "spirit" || !card.faceDown)) throw illegal(`${path}.card`, "flipping (翻面) needs a face-down card of your spirit zone");
  const targets = chooseTargets(ctx, ab.target, a.targets, player, path);
  paySpirit(ctx, player, ab.cost.spirit ?? 0, a.pay, path);
  if (ab.cost.tap) {
    card.tapped = true;
    ctx.trace.add({ kind: "event", type: "tap", target: entityRef(card), cost: true, children: [] });
  }
  if (ab.cost.flip) {
    card.faceDown = false;
    say(ctx, `${zh(card)}翻面。`, `${en(card)} is flipped face up.`);
    emit(ctx, "flip", card, player, { cost: true }); // its triggers wait until the stack has resolved (14.3)
  }
  say(ctx, `玩家${player}启动${zh(card)}的技能。`, `Player ${player} activates ${en(card)}'s ability.`);
  place(ctx, player, { kind: "ability", source: card, controller: player, ability: index, targets, label: "ability" }, a.insertAt, path, "activate");
}
