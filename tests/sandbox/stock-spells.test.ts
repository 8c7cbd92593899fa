import { beforeAll, describe, expect, it } from "vitest";
import { type ProfileJson, profiles } from "./support/ads";
import { catalog } from "./support/catalog";
import { connect } from "./support/lwa";
import { advanceClock, sandboxFetch } from "./support/sandbox";

let token: string;
let profile: ProfileJson;

const setSpell = (body: unknown) =>
  sandboxFetch("/_sandbox/stock-spells", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const availabilityOf = async (sku: string) =>
  (await catalog({ token, scope: profile.profileId })).find((product) => product.sku === sku)?.availability;

/** The profile's local date at the sandbox's now. */
async function today() {
  const clock = (await (await sandboxFetch("/_sandbox/clock")).json()) as { now: string };
  return new Intl.DateTimeFormat("en-CA", { timeZone: profile.timezone, dateStyle: "short" }).format(
    new Date(clock.now),
  );
}

beforeAll(async () => {
  token = (await connect()).access_token;
  profile = (await profiles(token))[0] as ProfileJson;
});

describe("POST /_sandbox/stock-spells (sandbox-only)", () => {
  it("puts a product out of stock for the local dates given, and back in stock after them", async () => {
    const products = await catalog({ token, scope: profile.profileId });
    const product = products.find((one) => one.availability === "IN_STOCK");
    if (!product) throw new Error("no product in stock");
    const date = await today();
    const response = await setSpell({
      profileId: profile.profileId,
      sku: product.sku,
      start: date,
      end: date,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      profileId: profile.profileId,
      sku: product.sku,
      stockSpells: expect.arrayContaining([{ start: date, end: date }]),
    });
    expect(await availabilityOf(product.sku)).toBe("OUT_OF_STOCK");
    await advanceClock("24h");
    token = (await connect()).access_token; // access tokens live 60 simulated minutes
    expect(await availabilityOf(product.sku)).not.toBe("OUT_OF_STOCK");
  });

  it("refuses a malformed request (400) and an unknown profile or product (404)", async () => {
    const date = await today();
    expect(
      (await setSpell({ profileId: profile.profileId, sku: "X", start: "tomorrow", end: date })).status,
    ).toBe(400);
    expect(
      (await setSpell({ profileId: profile.profileId, sku: "X", start: date, end: "2000-01-01" })).status,
    ).toBe(400);
    expect((await setSpell({ profileId: 1, sku: "X", start: date, end: date })).status).toBe(404);
    expect(
      (await setSpell({ profileId: profile.profileId, sku: "NO-SUCH-SKU", start: date, end: date })).status,
    ).toBe(404);
  });
});
