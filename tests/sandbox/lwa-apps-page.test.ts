import { describe, expect, it } from "vitest";
import { adsFetch } from "./support/ads";
import { CLIENT_ID, connect, tokenRequest } from "./support/lwa";
import { sandboxFetch } from "./support/sandbox";

const SELLER = "alder-finch@example.com";

type Grant = { grantId: string; clientId: string; status: "ACTIVE" | "REVOKED"; revokedAt: string | null };
const grantsOf = async (email: string) =>
  (
    (await (await sandboxFetch(`/_sandbox/grants?email=${encodeURIComponent(email)}`)).json()) as {
      grants: Grant[];
    }
  ).grants;

describe("Amazon's Your Apps & Websites page (/ap/adam)", () => {
  it("lists the app holding the seller's consent; Remove revokes its grants, which the sandbox shows REVOKED", async () => {
    const tokens = await connect(SELLER);
    expect((await grantsOf(SELLER)).some((grant) => grant.status === "ACTIVE")).toBe(true);
    const page = await (await sandboxFetch(`/ap/adam?seller_email=${encodeURIComponent(SELLER)}`)).text();
    expect(page).toContain("Your Apps &amp; Websites");
    expect(page).toContain("Remove Skupilot");

    const removed = await sandboxFetch("/ap/adam", {
      method: "POST",
      body: new URLSearchParams({ seller_email: SELLER, client_id: CLIENT_ID }),
      redirect: "manual",
    });
    expect(removed.status).toBe(303);
    const back = await (await sandboxFetch(removed.headers.get("Location") ?? "")).text();
    expect(back).toContain("You removed Skupilot");
    expect(back).toContain("No apps or websites have access to your Amazon account.");

    const grants = await grantsOf(SELLER);
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.every((grant) => grant.status === "REVOKED" && grant.revokedAt !== null)).toBe(true);
    expect((await adsFetch("/v2/profiles", { token: tokens.access_token })).status).toBe(401);
    const refresh = await tokenRequest({ grant_type: "refresh_token", refresh_token: tokens.refresh_token });
    expect(refresh.status).toBe(400);
  });

  it("answers 404 for an unknown seller's grants", async () => {
    expect((await sandboxFetch("/_sandbox/grants?email=nobody@example.com")).status).toBe(404);
  });
});
