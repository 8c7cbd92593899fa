import { paths } from "../../app/paths";
import { EmptyPage } from "../../components/layout/empty-page";

const variants = {
  quickLaunch: { label: "Quick Launch", to: paths.quickLaunch },
  migrated: { label: "Migrated Campaigns", to: paths.migratedCampaigns },
} as const;

/** /campaign/{id} and /migrated-campaign/{id}: the same page, going back to its own list. */
export function CampaignPage({ variant }: { variant: keyof typeof variants }) {
  const list = variants[variant];
  return (
    <EmptyPage
      title="Campaign"
      back={list}
      breadcrumbs={[{ label: list.label, to: list.to }, { label: "Campaign" }]}
    />
  );
}
