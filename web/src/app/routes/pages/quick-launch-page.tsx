import { Button } from "@chakra-ui/react";
import { PackagePlus } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { Page } from "../../../components/layout/page";
import { paths } from "../../../config/paths";
import { CampaignListView } from "../../../features/campaign-lists/components/campaign-list-view";

/** /quick-launch: the campaigns Skupilot launched (spec 000 §2.6). */
export function QuickLaunchPage() {
  return (
    <Page
      title="Quick Launch"
      back={{ to: paths.home, label: "Home" }}
      breadcrumbs={[{ label: "Quick Launch" }]}
      actions={
        <Button asChild size="sm" variant="outline" bg="bg">
          <RouterLink to={paths.advertisedSkus}>
            <PackagePlus /> Add/Edit Advertised SKUs
          </RouterLink>
        </Button>
      }
    >
      <CampaignListView source="quick-launch" title="Quick Launch" campaignPath={paths.campaign} />
    </Page>
  );
}
