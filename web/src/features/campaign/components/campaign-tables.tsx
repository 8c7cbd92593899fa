import { Skeleton, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { BidSelectionBar } from "../../../components/bulk-bids/bid-selection-bar";
import { useRowSelection } from "../../../components/data-table/use-row-selection";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";
import { ErrorView } from "../../../components/ui/error-view";
import { campaignQueries } from "../api/campaign-queries";
import type { CampaignEditing } from "../columns/editing";
import {
  asinTargetColumns,
  keywordName,
  keywordTargetColumns,
  negativeAsinColumns,
  negativeKeywordColumns,
} from "../columns/target-columns";
import { SearchTermSection } from "../search-terms/search-term-section";
import { TableSection } from "./table-section";

const byId = (row: { id: string }) => row.id;

/**
 * Keyword, ASIN, negative and search-term tables: each only when it has rows (spec 000 §2.8). Keywords
 * and ASIN targets can be ticked and their bids edited together (issue 33), except at the ad limit.
 */
export function CampaignTables({ editing, range }: { editing: CampaignEditing; range: DateRange }) {
  const { campaign } = editing;
  const columns = useMemo(
    () => ({
      keywords: keywordTargetColumns(editing),
      asins: asinTargetColumns(editing),
      negativeKeywords: negativeKeywordColumns(editing),
      negativeAsins: negativeAsinColumns(editing),
    }),
    [editing],
  );
  const rangeKey = `${range.startDate}:${range.endDate}`;
  const keywordSelection = useRowSelection(rangeKey);
  const targetSelection = useRowSelection(rangeKey);
  const targets = useQuery(campaignQueries.targets(campaign, range));
  const negatives = useQuery(campaignQueries.negativeTargets(campaign));
  const searchTerms = useQuery(campaignQueries.searchTerms(campaign, range));
  const queries = [targets, negatives, searchTerms];

  if (queries.some((query) => query.isPending)) return <Skeleton height="48" borderRadius="lg" />;
  const failed = queries.find((query) => query.isError);
  if (failed) return <ErrorView onRetry={() => void failed.refetch()} />;

  const keywordTargets = targets.data?.keywordTargets ?? [];
  const asinTargets = targets.data?.asinTargets ?? [];
  const negativeKeywords = negatives.data?.negativeKeywordTargets ?? [];
  const negativeAsins = negatives.data?.negativeAsinTargets ?? [];
  const terms = searchTerms.data ?? [];
  return (
    <Stack gap="8">
      {keywordTargets.length > 0 && (
        <TableSection
          title="Keyword Target"
          fileName="keyword-targets"
          layoutKey="keyword-targets"
          columns={columns.keywords}
          rows={keywordTargets}
          rowId={byId}
          range={range}
          selection={
            editing.limited
              ? undefined
              : {
                  selected: keywordSelection.selected,
                  onChange: keywordSelection.setSelected,
                  rowLabel: keywordName,
                }
          }
        />
      )}
      {asinTargets.length > 0 && (
        <TableSection
          title="ASIN Target"
          fileName="asin-targets"
          layoutKey="asin-targets"
          columns={columns.asins}
          rows={asinTargets}
          rowId={byId}
          range={range}
          selection={
            editing.limited
              ? undefined
              : {
                  selected: targetSelection.selected,
                  onChange: targetSelection.setSelected,
                  rowLabel: (row) => row.productAsin,
                }
          }
        />
      )}
      {negativeKeywords.length > 0 && (
        <TableSection
          title="Negative Keyword Targets"
          fileName="negative-keyword-targets"
          columns={columns.negativeKeywords}
          rows={negativeKeywords}
          rowId={byId}
        />
      )}
      {negativeAsins.length > 0 && (
        <TableSection
          title="Negative ASIN Targets"
          fileName="negative-asin-targets"
          columns={columns.negativeAsins}
          rows={negativeAsins}
          rowId={byId}
        />
      )}
      {terms.length > 0 && <SearchTermSection editing={editing} rows={terms} range={range} />}
      <BidSelectionBar
        profileId={campaign.profileId}
        keywordIds={keywordSelection.selected}
        targetIds={targetSelection.selected}
        adLimitReached={editing.limited}
        onClear={() => {
          keywordSelection.clear();
          targetSelection.clear();
        }}
      />
    </Stack>
  );
}
