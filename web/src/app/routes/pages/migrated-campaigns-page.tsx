import { Page } from "../../../components/layout/page";
import { paths } from "../../../config/paths";
import { CampaignListView } from "../../../features/campaign-lists/components/campaign-list-view";
import { AddCampaignsButton } from "../../../features/migrated-campaigns/add-campaigns/add-campaigns-button";

/** /migrated-campaigns: the seller's own campaigns Skupilot took over (spec 000 §2.7). */
export function MigratedCampaignsPage() {
  return (
    <Page
      title="Migrated Campaigns"
      back={{ to: paths.home, label: "Home" }}
      breadcrumbs={[{ label: "Migrated Campaigns" }]}
      actions={<AddCampaignsButton />}
    >
      <CampaignListView source="migrated" title="Migrated Campaigns" campaignPath={paths.migratedCampaign} />
    </Page>
  );
}
