import { Stack, Text } from "@chakra-ui/react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { LoadMore } from "../../../components/ui/load-more";
import { QueryView } from "../../../components/ui/query-view";
import { formatCount } from "../../../lib/format";
import { type MarketplaceSearch, marketplaceCampaignsQuery } from "./api/marketplace-campaigns-query";
import { MarketplaceCampaignCard } from "./marketplace-campaign-card";

type Props = {
  profileId: number;
  search: MarketplaceSearch;
  /** Amazon is asked only while the dialog is open (spec 000 §7). */
  enabled: boolean;
};

/** The search's campaign cards, 'Total results', and 'Load More' while Amazon has a next page. */
export function MarketplaceCampaignResults({ profileId, search, enabled }: Props) {
  const query = useInfiniteQuery({ ...marketplaceCampaignsQuery(profileId, search), enabled });
  const campaigns = query.data?.pages.flatMap((page) => page.campaigns);
  const totalResults = query.data?.pages[0]?.totalResults ?? 0;

  return (
    <QueryView
      query={{ ...query, data: campaigns }}
      loadingLabel="Loading campaigns"
      isEmpty={(list) => list.length === 0}
      emptyHint="Please try adjusting your filters to see campaigns"
    >
      {(list) => (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            Total results: <b>{formatCount(totalResults)}</b>
          </Text>
          {list.map((campaign) => (
            <MarketplaceCampaignCard key={campaign.campaignId} profileId={profileId} campaign={campaign} />
          ))}
          <LoadMore size="md" query={query} />
        </Stack>
      )}
    </QueryView>
  );
}
