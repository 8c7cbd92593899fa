import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryKeys } from "../../../web/src/api/query-keys";
import { refreshProfilesAfterConnect } from "../../../web/src/features/accounts/api/refresh-profiles";

/** A read of the profiles answered only when the test says so: what the server held when the read went out. */
function slowProfilesServer() {
  let stored: string[] = [];
  const pending: (() => void)[] = [];
  return {
    connect: () => {
      stored = ["profile-1"];
    },
    answerAll: () => {
      for (const answer of pending.splice(0)) answer();
    },
    read: () => {
      const snapshot = [...stored];
      return new Promise<string[]>((resolve) => pending.push(() => resolve(snapshot)));
    },
  };
}

describe("after connecting an account", () => {
  it("shows the new profile even when the gate's first read went out before the account was stored", async () => {
    const server = slowProfilesServer();
    const queryClient = new QueryClient();
    const gate = new QueryObserver(queryClient, { queryKey: queryKeys.amazonProfiles, queryFn: server.read });
    const unsubscribe = gate.subscribe(() => {});
    // The gate's first read is in flight (it will answer "no profiles") when the code exchange stores the account.
    server.connect();
    let done = false;
    const refreshed = refreshProfilesAfterConnect(queryClient).then(() => {
      done = true;
    });
    // The server answers every read as it arrives, the stale one first.
    while (!done) {
      server.answerAll();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await refreshed;
    expect(queryClient.getQueryData(queryKeys.amazonProfiles)).toEqual(["profile-1"]);
    unsubscribe();
  });
});
