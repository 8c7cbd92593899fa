import {
  MARKETPLACE_PAGE_SIZE,
  type MARKETPLACE_STATE_FILTERS,
} from "@contracts/campaigns/marketplace-campaigns.schemas";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";

/** The dialog's state filter (spec 000 §9): ALL sends no state. */
export type MarketplaceStateFilter = (typeof MARKETPLACE_STATE_FILTERS)[number];

export type MarketplaceSearch = { name: string; state: MarketplaceStateFilter };

/** Every cached search of one profile's marketplace campaigns, whatever the filters. */
export const marketplaceCampaignsKey = (profileId: number) => ["amazon-campaigns", profileId] as const;

/** GET /api/amazon/campaigns/{profileId}: name, limit=10, cursor, and state only when PAUSED or ENABLED. */
export const marketplaceCampaignsQuery = (profileId: number, { name, state }: MarketplaceSearch) =>
  infiniteQueryOptions({
    queryKey: [...marketplaceCampaignsKey(profileId), { name, state }],
    queryFn: ({ pageParam }) =>
      call(
        apiClient.amazon.campaigns[":profileId"].$get({
          param: { profileId: String(profileId) },
          query: {
            name: name.trim() || undefined,
            limit: String(MARKETPLACE_PAGE_SIZE),
            cursor: pageParam,
            state: state === "ALL" ? undefined : state,
          },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
