/** What GET /api/amazon/profiles answers (spec 000 §3: Amazon account, Profile). Types only: the web imports them. */
export type AmazonProfileView = {
  id: number;
  countryCode: string;
  currencyCode: string;
  timezone: string;
  amazonProfileId: string;
  accountInfo: { name: string; type: string };
};

export type AmazonAccountView = {
  tokenId: number;
  profileName: string;
  profileEmail: string;
  state: "VALID" | "INVALID";
  createdAt: string;
  profiles: AmazonProfileView[];
};
