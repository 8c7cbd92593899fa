import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../../worker/services/users/passwords";

describe("password hashes", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
  });

  it("salts every hash, so equal passwords never share a hash", async () => {
    const [first, second] = await Promise.all([hashPassword("same-password"), hashPassword("same-password")]);
    expect(first).not.toBe(second);
  });

  it("refuses hashes it does not understand instead of throwing", async () => {
    expect(await verifyPassword("anything", "md5$abc")).toBe(false);
    expect(await verifyPassword("anything", "")).toBe(false);
  });
});
