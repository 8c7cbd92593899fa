import { paths } from "../../app/paths";
import { EmptyPage } from "../../components/layout/empty-page";

export function MigratedCampaignsPage() {
  return (
    <EmptyPage
      title="Migrated Campaigns"
      back={{ to: paths.home, label: "Home" }}
      breadcrumbs={[{ label: "Migrated Campaigns" }]}
    />
  );
}
