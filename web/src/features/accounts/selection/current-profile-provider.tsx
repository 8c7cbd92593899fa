import { DEFAULT_CURRENCY } from "@contracts/money";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { amazonAccountsQuery } from "../../../lib/accounts/amazon-accounts";
import { type CurrentProfile, CurrentProfileContext } from "../../../lib/accounts/current-profile-context";
import {
  resolveSelection,
  type StoredSelection,
  selectionForAccount,
  selectionForProfile,
} from "../../../lib/accounts/resolve-selection";
import { CurrencyProvider } from "../../../lib/currency";
import { readStoredSelection, writeStoredSelection } from "./selection-storage";

/**
 * Holds the current account and profile: what the user chose (kept in local storage) resolved
 * against the loaded accounts by the rules of spec 000 §4, and the resolved choice written back.
 */
export function CurrentProfileProvider({ children }: { children: ReactNode }) {
  // Reads what the signed-in gate loaded; mounting here must not fetch again (a failed list would loop).
  const { data } = useQuery({ ...amazonAccountsQuery(), refetchOnMount: false, retryOnMount: false });
  const [stored, setStored] = useState<StoredSelection>(readStoredSelection);
  const selection = useMemo(() => (data ? resolveSelection(data, stored) : undefined), [data, stored]);
  const tokenId = selection?.account?.tokenId;
  const profileId = selection?.profile?.id;

  useEffect(() => {
    if (selection) writeStoredSelection({ tokenId, profileId });
  }, [selection, tokenId, profileId]);

  const selectAccount = useCallback(
    (id: number) => {
      const account = data?.find((candidate) => candidate.tokenId === id);
      if (account) setStored(selectionForAccount(account));
    },
    [data],
  );
  const selectProfile = useCallback(
    (id: number) => {
      const next = selectionForProfile(data ?? [], id);
      if (next) setStored(next);
    },
    [data],
  );

  const value = useMemo<CurrentProfile>(
    () => ({ accounts: data ?? [], ...selection, selectAccount, selectProfile }),
    [data, selection, selectAccount, selectProfile],
  );
  // Every screen of the current profile shows its money in the profile's currency (issue 29).
  return (
    <CurrentProfileContext.Provider value={value}>
      <CurrencyProvider currency={selection?.profile?.currencyCode ?? DEFAULT_CURRENCY}>
        {children}
      </CurrencyProvider>
    </CurrentProfileContext.Provider>
  );
}
