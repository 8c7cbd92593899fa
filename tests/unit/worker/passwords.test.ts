import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "../../../worker/services/users/passwords";
import { unpepperedPasswordHash } from "../../support/unpeppered-password-hash";

const PEPPER = "unit-test-pepper-0123456789abcdef";

describe("password hashes", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery", PEPPER);
    expect(await verifyPassword("correct horse battery", stored, PEPPER)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored, PEPPER)).toBe(false);
  });

  it("salts every hash, so equal passwords never share a hash", async () => {
    const [first, second] = await Promise.all([
      hashPassword("same-password", PEPPER),
      hashPassword("same-password", PEPPER),
    ]);
    expect(first).not.toBe(second);
  });

  it("refuses hashes it does not understand instead of throwing", async () => {
    expect(await verifyPassword("anything", "md5$abc", PEPPER)).toBe(false);
    expect(await verifyPassword("anything", "", PEPPER)).toBe(false);
  });

  it("pepper a new hash: marked v2, and refused under another pepper or read as an unpeppered one", async () => {
    const stored = await hashPassword("correct horse battery", PEPPER);
    expect(stored).toMatch(/^v2\$pbkdf2-sha256\$100000\$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword("correct horse battery", stored, "another-pepper-0123456789abcdef")).toBe(
      false,
    );
    expect(await verifyPassword("correct horse battery", stored.slice("v2$".length), PEPPER)).toBe(false);
  });

  it("refuse to hash or check a peppered hash without a pepper", async () => {
    await expect(hashPassword("correct horse battery", "")).rejects.toThrow("PASSWORD_PEPPER");
    const stored = await hashPassword("correct horse battery", PEPPER);
    await expect(verifyPassword("correct horse battery", stored, "")).rejects.toThrow("PASSWORD_PEPPER");
  });

  it("still verify a hash from before the pepper, marked for a rehash", async () => {
    const old = await unpepperedPasswordHash("correct horse battery");
    expect(await verifyPassword("correct horse battery", old, PEPPER)).toBe(true);
    expect(await verifyPassword("correct horse batterY", old, PEPPER)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });
});
