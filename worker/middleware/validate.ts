import { vValidator } from "@hono/valibot-validator";
import type { ValidationTargets } from "hono";
import { type GenericSchema, getDotPath } from "valibot";
import { validationError } from "../contracts/api-error";

/**
 * valibot validation as middleware: the first issue becomes HTTP 400, code 1005,
 * with a message that names the field ("email: Enter a valid e-mail address").
 */
export const validate = <Schema extends GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) =>
  vValidator(target, schema, (result) => {
    if (result.success) return;
    const [issue] = result.issues;
    const field = (issue && getDotPath(issue)) || target;
    throw validationError(field, issue?.message ?? "Invalid value");
  });
