/**
 * @module api/body
 * Reading a JSON body under the size limit and validating it with a zod schema, answering 413 / 400 itself.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { validate } from "../engine/validate.js";
import { EngineError } from "../engine/errors.js";
import { sendEngineError, sendError } from "./errors.js";

export const MAX_BODY_BYTES = 256 * 1024;

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * `schema`, or a function of the parsed JSON that picks the schema (a request's `rules` picks its game's; a body with
 * `cards` needs the card format's), possibly loading it first. `fast`, when given, is tried first: a check without zod
 * that returns what the schema would return for the body, or `undefined` when not sure (then the schema decides).
 */
export async function readJson<S extends z.ZodType>(
  c: Context, schema: S | ((json: unknown) => S | Promise<S>), fast?: (json: unknown) => unknown,
): Promise<Parsed<z.infer<S>>> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return { ok: false, response: tooLarge(c) };
  let text: string;
  try {
    const buf = await c.req.arrayBuffer();
    if (buf.byteLength > MAX_BODY_BYTES) return { ok: false, response: tooLarge(c) };
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(buf);
  } catch {
    return { ok: false, response: sendError(c, 400, "invalid_json", "the body is not valid UTF-8", [{ path: "(body)", message: "not UTF-8" }]) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : "not JSON";
    return { ok: false, response: sendError(c, 400, "invalid_json", `the body is not valid JSON: ${message}`, [{ path: "(body)", message }]) };
  }
  const checked = fast?.(json);
  if (checked !== undefined) return { ok: true, value: checked as z.infer<S> };
  const chosen = typeof schema === "function" ? await schema(json) : schema;
  try {
    return { ok: true, value: validate(chosen, json) };
  } catch (e) {
    if (e instanceof EngineError) return { ok: false, response: sendEngineError(c, e) };
    throw e;
  }
}

function tooLarge(c: Context) {
  return sendError(c, 413, "body_too_large", `the body is larger than ${MAX_BODY_BYTES} bytes`, [{ path: "(body)", message: `limit ${MAX_BODY_BYTES} bytes` }]);
}
