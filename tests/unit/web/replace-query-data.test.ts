import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { replaceQueryData } from "../../../web/src/api/replace-query-data";

const key = ["users"] as const;

/** A fetch of `key` that answers `name` only when told to: one that started before a change was saved. */
function fetchInFlight(queryClient: QueryClient, name: string) {
  let answer: () => void = () => {};
  const fetched = queryClient.fetchQuery({
    queryKey: key,
    queryFn: () => new Promise<{ name: string }>((resolve) => (answer = () => resolve({ name }))),
  });
  return { answer: () => answer(), fetched: fetched.catch(() => undefined) };
}

describe("a mutation's answer put in the cache", () => {
  it("is not overwritten by a fetch that started before the change and answers after it", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, { name: "Ann" });
    const stale = fetchInFlight(queryClient, "Ann");

    await replaceQueryData(queryClient, key, { name: "Ann Renamed" });
    stale.answer();
    await stale.fetched;

    expect(queryClient.getQueryData(key)).toEqual({ name: "Ann Renamed" });
  });

  it("updates what is cached through a function, and leaves other keys' fetches alone", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, { name: "Ann", plan: "Basic" });
    const other = queryClient.fetchQuery({ queryKey: ["users", "other"], queryFn: async () => "kept" });

    await replaceQueryData<{ name: string; plan: string }>(queryClient, key, (user) =>
      user ? { ...user, plan: "Pro" } : user,
    );

    expect(queryClient.getQueryData(key)).toEqual({ name: "Ann", plan: "Pro" });
    expect(await other).toBe("kept");
  });
});
