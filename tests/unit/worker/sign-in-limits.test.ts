/** Issue 20 L3: the sign-in fields Auth.js's authorize() reads have a maximum length. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  changePasswordSchema,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  signInSchema,
} from "../../../worker/contracts/users/users.schemas";

const issueOf = (schema: v.GenericSchema, value: unknown) => {
  const issue = v.safeParse(schema, value).issues?.[0];
  return issue && { field: v.getDotPath(issue), message: issue.message };
};

const emailOfLength = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("sign-in fields have a maximum length", () => {
  it("takes an e-mail of 254 characters and refuses a longer one, a megabyte by its length", () => {
    expect(issueOf(signInSchema, { email: emailOfLength(EMAIL_MAX_LENGTH), password: "x" })).toBeUndefined();
    expect(issueOf(signInSchema, { email: emailOfLength(EMAIL_MAX_LENGTH + 1), password: "x" })).toEqual({
      field: "email",
      message: "Max length - 254 characters",
    });
    expect(issueOf(signInSchema, { email: "a".repeat(1_000_000), password: "x" })?.message).toBe(
      "Max length - 254 characters",
    );
  });

  it("refuses a password longer than any password that can be set", () => {
    const at = { email: "ann@example.com", password: "p".repeat(PASSWORD_MAX_LENGTH) };
    expect(issueOf(signInSchema, at)).toBeUndefined();
    expect(issueOf(signInSchema, { ...at, password: `${at.password}p` })).toEqual({
      field: "password",
      message: "Max length - 200 characters",
    });
    expect(
      issueOf(changePasswordSchema, { currentPassword: "p".repeat(100_000), newPassword: "new-password-1" }),
    ).toEqual({ field: "currentPassword", message: "Max length - 200 characters" });
  });
});
