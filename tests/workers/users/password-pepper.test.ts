import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../../worker/services/users/passwords";
import { authenticate } from "../../../worker/services/users/users";
import { unpepperedPasswordHash } from "../../support/unpeppered-password-hash";
import { signIn, signUp } from "../support/accounts";
import { db } from "../support/sync";

const storedHash = async (userId: string) => {
  const row = await env.DB.prepare("select password_hash as hash from users where id = ?")
    .bind(userId)
    .first<{ hash: string }>();
  return row?.hash ?? "";
};

const signsIn = async (email: string, password: string) =>
  (await signIn(email, password)).cookie.includes("authjs.session-token");

describe("password hashes and PASSWORD_PEPPER", () => {
  it("pepper a new seller's hash: it verifies with the Worker's pepper only", async () => {
    const seller = await signUp();
    const hash = await storedHash(seller.id);
    expect(hash).toMatch(/^v2\$pbkdf2-sha256\$100000\$/);
    expect(await verifyPassword(seller.password, hash, env.PASSWORD_PEPPER)).toBe(true);
    expect(await verifyPassword(seller.password, hash, "another-pepper-0123456789abcdef")).toBe(false);
  });

  it("sign a seller with a hash from before the pepper in, and rewrite it peppered", async () => {
    const seller = await signUp();
    const old = await unpepperedPasswordHash(seller.password);
    await env.DB.prepare("update users set password_hash = ? where id = ?").bind(old, seller.id).run();

    expect(await signsIn(seller.email, "wrong-password-9")).toBe(false);
    expect(await storedHash(seller.id)).toBe(old);

    expect(await signsIn(seller.email, seller.password)).toBe(true);
    const rewritten = await storedHash(seller.id);
    expect(rewritten).toMatch(/^v2\$pbkdf2-sha256\$100000\$/);
    expect(await verifyPassword(seller.password, rewritten, env.PASSWORD_PEPPER)).toBe(true);
    expect(await signsIn(seller.email, seller.password)).toBe(true);
  });

  it("refuse the right password under another pepper", async () => {
    const seller = await signUp();
    expect(await authenticate(db(), seller.email, seller.password, env.PASSWORD_PEPPER)).toBeDefined();
    expect(
      await authenticate(db(), seller.email, seller.password, "another-pepper-0123456789abcdef"),
    ).toBeUndefined();
  });
});
