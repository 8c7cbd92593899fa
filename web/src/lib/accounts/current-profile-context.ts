import { createContext, useContext } from "react";
import type { AmazonAccount } from "./amazon-accounts";
import type { AmazonProfile } from "./resolve-selection";

export type CurrentProfile = {
  /** Every connected account with its profiles, as GET /api/amazon/profiles answered (empty until loaded). */
  accounts: AmazonAccount[];
  account?: AmazonAccount;
  profile?: AmazonProfile;
  /** Makes the account current with its first profile. */
  selectAccount: (tokenId: number) => void;
  /** Makes the profile, and the account it belongs to, current. */
  selectProfile: (profileId: number) => void;
};

/** Outside the provider (signed out) there is nothing to choose from. */
export const CurrentProfileContext = createContext<CurrentProfile>({
  accounts: [],
  selectAccount: () => {},
  selectProfile: () => {},
});

/** The current Amazon account and profile (spec 000 §4); every profile-scoped screen reads it. */
export const useCurrentProfile = () => useContext(CurrentProfileContext);
