import { Center, HStack, Spinner, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { type ComponentType, useMemo } from "react";
import { useParams } from "react-router-dom";
import { DateRangePicker } from "../../components/date-range-picker/date-range-picker";
import { Page } from "../../components/layout/page";
import { ErrorView } from "../../components/ui/error-view";
import { SelectAccountState } from "../../components/ui/select-account-state";
import { paths } from "../../config/paths";
import { useDateRangeParams } from "../../hooks/use-date-range-params";
import { useCurrentProfile } from "../../lib/accounts/current-profile-context";
import { useSignedInUser } from "../../lib/auth/current-user";
import { isToggleableState } from "../../lib/campaign-labels";
import { StillArrivingCaption } from "../../lib/clock/still-arriving-caption";
import { useCurrency } from "../../lib/currency";
import { campaignQueries } from "./api/campaign-queries";
import { placementColumns } from "./columns/placement-columns";
import { AdvertisedSkuLine } from "./components/advertised-sku-line";
import { CampaignSummary } from "./components/campaign-summary";
import { CampaignTables } from "./components/campaign-tables";
import { TableSection } from "./components/table-section";

const variants = {
  quickLaunch: { label: "Quick Launch", to: paths.quickLaunch },
  migrated: { label: "Migrated Campaigns", to: paths.migratedCampaigns },
} as const;

/** /campaign/{id} and /migrated-campaign/{id}: the same page, going back to its own list (spec 000 §2.8). */
export type CampaignPageProps = {
  variant: keyof typeof variants;
  /** The campaign's Automation History: the automation feature's, which app/ passes in. */
  History: ComponentType<{ profileId: number; campaignId: string; campaignName: string; limited: boolean }>;
};

export function CampaignPage({ variant, History }: CampaignPageProps) {
  const list = variants[variant];
  const campaignId = useParams().id ?? "";
  const { profile } = useCurrentProfile();
  const { today, range, setRange } = useDateRangeParams();
  const { isAdLimitReached } = useSignedInUser();
  const profileId = profile?.id;
  const key = useMemo(
    () => (profileId === undefined ? undefined : { profileId, campaignId }),
    [profileId, campaignId],
  );
  const currency = useCurrency();
  const editing = useMemo(
    () => key && { campaign: key, limited: isAdLimitReached, currency },
    [key, isAdLimitReached, currency],
  );
  const detail = useQuery({
    ...campaignQueries.detail(key ?? { profileId: 0, campaignId }, range ?? { startDate: "", endDate: "" }),
    enabled: Boolean(key && range),
  });
  const name = detail.data?.name ?? "Campaign";
  const campaignState = detail.data?.state ?? "";
  const placements = useMemo(
    () => editing && placementColumns({ ...editing, editable: isToggleableState(campaignState) }),
    [editing, campaignState],
  );

  const body = () => {
    if (!profile) return <SelectAccountState />;
    if (detail.isError)
      return <ErrorView message={detail.error.message} onRetry={() => void detail.refetch()} />;
    if (!detail.data || !editing || !placements || !range) {
      return (
        <Center minHeight="96" role="status" aria-label="Loading the campaign">
          <Spinner size="lg" color="blue.solid" />
        </Center>
      );
    }
    return (
      <Stack gap="8">
        <CampaignSummary campaign={detail.data} editing={editing} />
        <TableSection
          title="Placements"
          fileName="placements"
          columns={placements}
          rows={detail.data.placements}
          rowId={(row) => row.placement}
          range={range}
        />
        <CampaignTables editing={editing} range={range} />
        <History
          profileId={editing.campaign.profileId}
          campaignId={campaignId}
          campaignName={detail.data.name}
          limited={isAdLimitReached}
        />
      </Stack>
    );
  };

  return (
    <Page title={name} back={list} breadcrumbs={[{ label: list.label, to: list.to }, { label: name }]}>
      <Stack gap="6">
        <HStack justify="space-between" align="center" wrap="wrap" gap="3" minHeight="8">
          {detail.data?.advertisedSku ? <AdvertisedSkuLine sku={detail.data.advertisedSku} /> : <span />}
          <DateRangePicker value={range} onChange={setRange} today={today} />
        </HStack>
        {body()}
        <StillArrivingCaption range={range} />
      </Stack>
    </Page>
  );
}
