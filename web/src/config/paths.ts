/** Every route of spec 000 §2.1 and document 001, in one place. */
export const paths = {
  home: "/",
  signUp: "/sign-up",
  quickLaunch: "/quick-launch",
  migratedCampaigns: "/migrated-campaigns",
  advertisedSkus: "/advertised-sku",
  advertisedSku: (id: string | number) => `/advertised-sku/${id}`,
  campaign: (id: string | number) => `/campaign/${id}`,
  migratedCampaign: (id: string | number) => `/migrated-campaign/${id}`,
  /** Every campaign's search terms of the profile, with their actions (issue 33). */
  searchTerms: "/search-terms",
  analytics: "/analytics",
  /** The account's change log and the impact of its changes (issue 33). */
  changes: "/changes",
  settings: "/settings",
  subscriptions: "/settings#subscriptions",
  privacy: "/privacy",
  terms: "/privacy#terms",
  help: "/help",
} as const;

export const externalLinks = {
  contact: "mailto:support@skupilot.com",
  affiliateProgram: "https://skupilot.com/affiliates",
  tourVideo: "https://skupilot.com/tour",
  amazonAdvertisingConsole: "https://advertising.amazon.com/",
} as const;
