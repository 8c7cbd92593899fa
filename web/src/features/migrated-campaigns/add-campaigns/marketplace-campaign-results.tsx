import { Button, Center, Spinner, Stack, Text } from "@chakra-ui/react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ErrorView } from "../../../components/ui/error-view";
import { NoData } from "../../../components/ui/no-data";
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

  if (query.isPending)
    return (
      <Center py="12">
        <Spinner size="lg" color="blue.solid" aria-label="Loading campaigns" />
      </Center>
    );
  if (query.isError) return <ErrorView message={query.error.message} onRetry={() => query.refetch()} />;

  const campaigns = query.data.pages.flatMap((page) => page.campaigns);
  const totalResults = query.data.pages[0]?.totalResults ?? 0;
  if (campaigns.length === 0) return <NoData hint="Please try adjusting your filters to see campaigns" />;

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        Total results: <b>{formatCount(totalResults)}</b>
      </Text>
      {campaigns.map((campaign) => (
        <MarketplaceCampaignCard key={campaign.campaignId} profileId={profileId} campaign={campaign} />
      ))}
      {query.hasNextPage && (
        <Button
          variant="outline"
          alignSelf="center"
          loading={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          Load More
        </Button>
      )}
    </Stack>
  );
}
