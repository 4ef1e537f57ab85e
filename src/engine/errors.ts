/**
 * @module engine/errors
 * Errors the engine raises for bad requests. Each carries a stable `code` and, where it helps the
 * client fix the request, the `path` inside the request body. The API maps them to HTTP statuses;
 * the engine itself knows nothing about HTTP.
 */

export interface Issue {
  path: string;
  message: string;
}

export type EngineErrorCode =
  | "invalid_request" // the body is well-formed JSON and matches the schema but is inconsistent (duplicate ref, wrong card type in a slot)
  | "unknown_card" // no card with that id, dbfId or name
  | "unimplemented_card" // the card has rules text the engine does not implement
  | "illegal_action" // the action cannot be taken in this state
  | "step_budget_exceeded"; // the resolution did not terminate within the step budget

export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    readonly issues: Issue[] = [],
    /** Extra machine-readable detail (close matches for unknown cards, the partial trace for budget errors). */
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const invalidRequest = (message: string, issues: Issue[] = []) => new EngineError("invalid_request", message, issues);

export const illegal = (path: string, message: string) =>
  new EngineError("illegal_action", `${path}: ${message}`, [{ path, message }]);
