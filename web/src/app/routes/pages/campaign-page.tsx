import { CampaignHistory } from "../../../features/automation/components/campaign-history";
import {
  type CampaignPageProps,
  CampaignPage as CampaignView,
} from "../../../features/campaign/campaign-page";

/** /campaign/{id} and /migrated-campaign/{id}: the campaign's page with its Automation History. */
export function CampaignPage(props: Omit<CampaignPageProps, "History">) {
  return <CampaignView {...props} History={CampaignHistory} />;
}
