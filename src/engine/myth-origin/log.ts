/**
 * @module myth-origin/log
 * The readable log, written as the engine acts, in both languages; the request's locale picks one.
 */
import { enName, zhName } from "./cards.js";
import type { Card, Ctx } from "./types.js";

export interface LogLine { zhCN: string; enUS: string }

const logs = new WeakMap<Ctx, LogLine[]>();

export function say(ctx: Ctx, zhCN: string, enUS: string): void {
  let l = logs.get(ctx);
  if (!l) logs.set(ctx, (l = []));
  l.push({ zhCN, enUS });
}

export const logOf = (ctx: Ctx, locale: "zhCN" | "enUS" = "enUS"): string[] => (logs.get(ctx) ?? []).map((l) => l[locale]);

/** [妲己] / Daji */
export const zh = (c: Card) => `[${zhName(c.def)}]`;
export const en = (c: Card) => enName(c.def);
export const circled = (n: number) => (n >= 1 && n <= 20 ? String.fromCodePoint(0x2460 + n - 1) : `(${n})`);
