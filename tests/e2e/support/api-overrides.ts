import type { Page } from "playwright-core";

/**
 * Answers one API path in the browser with a given envelope, for screen states the back end
 * cannot reach yet (an expired subscription, a connected account before the connect flow exists).
 */
export async function answerApi(page: Page, path: string, status: number, body: unknown) {
  await page.route(
    (url) => url.pathname === `/api${path}`,
    (route) => route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) }),
  );
}

export const connectedAccount = {
  tokenId: 7,
  profileName: "Demo Store",
  profileEmail: "store@example.com",
  state: "VALID",
  createdAt: "2026-11-01T10:00:00.000Z",
  profiles: [
    {
      id: 1,
      countryCode: "US",
      currencyCode: "USD",
      timezone: "America/Los_Angeles",
      amazonProfileId: "3045116111",
      accountInfo: { name: "Demo Store US", type: "seller" },
    },
  ],
};

export const withConnectedAccount = (page: Page) =>
  answerApi(page, "/amazon/profiles", 200, { status: "SUCCESS", data: [connectedAccount] });
