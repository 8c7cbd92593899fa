import { describe, expect, it } from "vitest";
import { ROLE_MAY, roleMay } from "../../../worker/contracts/organisations/roles";
import { routeNeed } from "../../../worker/middleware/route-needs";

describe("what a route needs of the caller's role", () => {
  it("is read for a GET and write for any other method, unless declared", () => {
    expect(routeNeed("GET", "/campaigns/:profileId/page")).toBe("read");
    expect(routeNeed("PUT", "/keywords/:profileId/keyword/:keywordId")).toBe("write");
    expect(routeNeed("POST", "/a-route-nobody-declared-yet")).toBe("write");
    expect(routeNeed("DELETE", "/users/connected-amazon-accounts/:tokenId")).toBe("write");
  });

  it("is billing for every subscriptions route, GETs included", () => {
    for (const [method, path] of [
      ["GET", "/subscriptions/create-checkout-session"],
      ["GET", "/subscriptions/promotion-code"],
      ["PUT", "/subscriptions/plan"],
      ["POST", "/subscriptions/promotion-code/:code"],
    ] as const) {
      expect(routeNeed(method, path), `${method} ${path}`).toBe("billing");
    }
  });

  it("is read for what acts on the caller alone and for asking the assistant, write for its buttons", () => {
    expect(routeNeed("DELETE", "/users/account")).toBe("read");
    expect(routeNeed("POST", "/users/saved-views/:list")).toBe("read");
    expect(routeNeed("POST", "/chats/:chatId/messages")).toBe("read");
    expect(routeNeed("PATCH", "/chats/:chatId/clear")).toBe("write");
    expect(routeNeed("PUT", "/widget-actions/:profileId/keywords/:keywordId/bid")).toBe("write");
    expect(routeNeed("GET", "/amazon/auth/sign-in")).toBe("write");
  });

  it("is members for changing the team, read for seeing it and for accepting an invitation", () => {
    expect(routeNeed("GET", "/organisation/members")).toBe("read");
    expect(routeNeed("POST", "/organisation/invitations")).toBe("members");
    expect(routeNeed("DELETE", "/organisation/invitations/:invitationId")).toBe("members");
    expect(routeNeed("PUT", "/organisation/members/:memberId")).toBe("members");
    expect(routeNeed("DELETE", "/organisation/members/:memberId")).toBe("members");
    expect(routeNeed("POST", "/organisation/ownership")).toBe("members");
    expect(routeNeed("POST", "/invitations/accept")).toBe("read");
  });
});

describe("the role matrix (docs/teams.md)", () => {
  it("gives the Owner everything, a Manager read and write, an Analyst read", () => {
    expect(ROLE_MAY).toEqual({
      owner: ["read", "write", "billing", "members"],
      manager: ["read", "write"],
      analyst: ["read"],
    });
    expect(roleMay("analyst", "write")).toBe(false);
    expect(roleMay("manager", "billing")).toBe(false);
    expect(roleMay("manager", "members")).toBe(false);
    expect(roleMay("owner", "members")).toBe(true);
  });
});
