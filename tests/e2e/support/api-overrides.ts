import type { Page } from "playwright-core";
import { fetchThrough } from "./route-fetch";

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

/**
 * The signed-in user as the API answers them, with `fields` over their own (a plan, the ad limit);
 * read at each request, so a test may change `fields` before a reload.
 */
export async function withUserFields(page: Page, fields: Record<string, unknown>) {
  await page.route(
    (url) => url.pathname === "/api/users",
    async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await fetchThrough(route);
      const answer = await response.json();
      if (answer?.data) Object.assign(answer.data, fields);
      return route.fulfill({ response, json: answer });
    },
  );
}

export const withConnectedAccount = (page: Page) =>
  answerApi(page, "/amazon/profiles", 200, { status: "SUCCESS", data: [connectedAccount] });

const profile = (id: number, countryCode: string, name: string, type = "seller") => ({
  id,
  countryCode,
  currencyCode: "USD",
  timezone: "America/Los_Angeles",
  amazonProfileId: `30451161${id}`,
  accountInfo: { name, type },
});

/** Accounts for the picker and Manage Accounts: two valid ones with several profiles, an INVALID one, one with none. */
export const accountFixtures = {
  store: {
    ...connectedAccount,
    tokenId: 12,
    createdAt: "2026-10-05T09:30:00.000Z",
    profiles: [
      profile(21, "US", "Demo Store US"),
      profile(22, "CA", "Demo Store CA"),
      profile(23, "UK", "Demo Store UK"),
    ],
  },
  nordic: {
    tokenId: 10,
    profileName: "Nordic Goods",
    profileEmail: "ads@nordic.example",
    state: "VALID",
    createdAt: "2026-09-14T12:00:00.000Z",
    profiles: [
      profile(31, "DE", "Nordic Goods DE", "vendor"),
      profile(32, "SE", "Nordic Goods SE", "vendor"),
    ],
  },
  broken: {
    tokenId: 9,
    profileName: "Garden Supplies",
    profileEmail: "garden@example.com",
    state: "INVALID",
    createdAt: "2026-08-01T08:00:00.000Z",
    profiles: [profile(41, "FR", "Garden Supplies FR")],
  },
  bare: {
    tokenId: 5,
    profileName: "Empty Shelf",
    profileEmail: "empty@example.com",
    state: "VALID",
    createdAt: "2026-07-20T08:00:00.000Z",
    profiles: [],
  },
};

/** Answers both account lists (the picker's profiles and Manage Accounts) with the given accounts. */
export async function withAccounts(page: Page, accounts: unknown[]) {
  const body = { status: "SUCCESS", data: accounts };
  await answerApi(page, "/amazon/profiles", 200, body);
  await answerApi(page, "/users/connected-amazon-accounts", 200, body);
}
