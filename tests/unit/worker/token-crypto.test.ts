import { describe, expect, it } from "vitest";
import { decryptLegacyToken } from "../../../worker/amazon/legacy-token-crypto";
import { decryptToken, encryptToken, tokenContext } from "../../../worker/amazon/token-crypto";
import { legacyV1Token } from "../../support/legacy-v1-token";

const keyOf = (seed: number) => btoa(String.fromCharCode(...new Uint8Array(32).fill(seed)));
const OLD = keyOf(1);
const NEW = keyOf(2);
const ann = tokenContext({ userId: "user-ann", amazonUserId: "amzn1.account.ANN" }, "refresh");
const bob = tokenContext({ userId: "user-bob", amazonUserId: "amzn1.account.BOB" }, "refresh");

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

  it("refuse the v1 format (no key id, no binding to its row), which only the rewrite to v2 reads", async () => {
    const v1 = await legacyV1Token("Atzr|before-key-ids", OLD);
    await expect(decryptToken(v1, `${NEW},${OLD}`, ann)).rejects.toThrow(
      "v1 token ciphertexts are no longer read",
    );
    expect(await decryptLegacyToken(v1, `${NEW},${OLD}`)).toBe("Atzr|before-key-ids");
    expect(await decryptLegacyToken(v1, NEW)).toBeUndefined();
  });
});
