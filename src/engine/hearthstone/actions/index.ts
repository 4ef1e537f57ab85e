/**
 * @module hearthstone/actions
 * One action of the request, checked for legality (409 when it cannot be taken) and run as its sequence(s).
 */
import type { Ctx } from "../context.js";
import { illegal } from "../../errors.js";
import type { Action } from "../schema.js";
import { attack } from "./combat.js";
import { heroPower } from "./hero-power.js";
import { play } from "./play.js";
import { trade } from "./trade.js";
import { useLocation } from "./location.js";
import { forge } from "./forge.js";
import { titan } from "./titan.js";
import { castAction, concede, damageAction, destroyAction, drawAction, healAction, summonAction } from "./scenario.js";
import { endTurn } from "./turn.js";
import { startGame } from "./start-game.js";

export function runAction(ctx: Ctx, a: Action): void {
  if (ctx.outcome.over) throw illegal(`actions[${ctx.actionIndex}]`, "the game is over");
  switch (a.type) {
    case "play": return play(ctx, a);
    case "attack": return attack(ctx, a);
    case "heroPower": return heroPower(ctx, a);
    case "trade": return trade(ctx, a);
    case "useLocation": return useLocation(ctx, a);
    case "forge": return forge(ctx, a);
    case "titan": return titan(ctx, a);
    case "endTurn": return endTurn(ctx, a);
    case "startGame": return startGame(ctx, a);
    case "concede": return concede(ctx, a);
    case "destroy": return destroyAction(ctx, a);
    case "damage": return damageAction(ctx, a);
    case "heal": return healAction(ctx, a);
    case "summon": return summonAction(ctx, a);
    case "cast": return castAction(ctx, a);
    case "draw": return drawAction(ctx, a);
  }
}
