import { describe, expect, it } from "vitest";
import { decryptToken, encryptToken, tokenContext } from "../../../worker/amazon/token-crypto";

const keyOf = (seed: number) => btoa(String.fromCharCode(...new Uint8Array(32).fill(seed)));
const OLD = keyOf(1);
const NEW = keyOf(2);
const ann = tokenContext({ userId: "user-ann", amazonUserId: "amzn1.account.ANN" }, "refresh");
const bob = tokenContext({ userId: "user-bob", amazonUserId: "amzn1.account.BOB" }, "refresh");

/** What the code before key ids wrote: `v1.<iv>.<ciphertext>`, no additional data. */
async function legacyV1(plaintext: string, secret: string) {
  const raw = Uint8Array.from(atob(secret), (char) => char.charCodeAt(0));
  const key = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt"]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(plaintext)),
  );
  const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  return `v1.${b64(iv)}.${b64(sealed)}`;
}

describe("tokens at rest", () => {
  it("decrypt only in the row and field they were written for", async () => {
    const stored = await encryptToken("Atzr|ann-refresh", NEW, ann);
    expect(await decryptToken(stored, NEW, ann)).toBe("Atzr|ann-refresh");
    await expect(decryptToken(stored, NEW, bob)).rejects.toThrow();
    const annAccess = tokenContext({ userId: "user-ann", amazonUserId: "amzn1.account.ANN" }, "access");
    await expect(decryptToken(stored, NEW, annAccess)).rejects.toThrow();
  });

  it("name their key, so a second key can be introduced and the first still read", async () => {
    const underOld = await encryptToken("Atzr|ann-refresh", OLD, ann);
    const [, oldId] = underOld.split(".");
    expect(oldId).toMatch(/^[0-9a-f]{8}$/);

    const rotated = `${NEW},${OLD}`;
    expect(await decryptToken(underOld, rotated, ann)).toBe("Atzr|ann-refresh");
    const rewritten = await encryptToken("Atzr|ann-refresh", rotated, ann);
    expect(rewritten.split(".")[1]).not.toBe(oldId);
    expect(await decryptToken(rewritten, NEW, ann)).toBe("Atzr|ann-refresh");
    await expect(decryptToken(underOld, NEW, ann)).rejects.toThrow(`key ${oldId}`);
  });

  it("still read the v1 format once, under any configured key", async () => {
    const v1 = await legacyV1("Atzr|before-key-ids", OLD);
    expect(await decryptToken(v1, `${NEW},${OLD}`, ann)).toBe("Atzr|before-key-ids");
    await expect(decryptToken(v1, NEW, ann)).rejects.toThrow();
  });
});
