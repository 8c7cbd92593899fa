/** Lookups the HTTP layer needs: profiles (GET /v2/profiles shape), sellers, products. */
import type { Profile, SandboxState, Seller } from "../state";

export function findProfile(state: SandboxState, profileId: number | string): Profile | undefined {
  const id = Number(profileId);
  return state.profiles.find((profile) => profile.profileId === id);
}

export function findSeller(state: SandboxState, sellerId: string): Seller | undefined {
  return state.sellers.find((seller) => seller.sellerId === sellerId);
}

export function findSellerByEmail(state: SandboxState, email: string): Seller | undefined {
  const wanted = email.trim().toLowerCase();
  return state.sellers.find((seller) => seller.email.toLowerCase() === wanted);
}

export function profilesOfSeller(state: SandboxState, sellerId: string): Profile[] {
  return state.profiles.filter((profile) => profile.sellerId === sellerId);
}

/** A profile as `GET /v2/profiles` answers it. */
export function profileResource(profile: Profile) {
  return {
    profileId: profile.profileId,
    countryCode: profile.countryCode,
    currencyCode: profile.currencyCode,
    dailyBudget: profile.dailyBudget,
    timezone: profile.timezone,
    accountInfo: { ...profile.accountInfo },
  };
}
