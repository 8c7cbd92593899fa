import { paths } from "../../app/paths";
import { EmptyPage } from "../../components/layout/empty-page";

export function AdvertisedSkusPage() {
  return (
    <EmptyPage
      title="Advertised SKUs"
      back={{ to: paths.quickLaunch, label: "Quick Launch" }}
      breadcrumbs={[{ label: "Quick Launch", to: paths.quickLaunch }, { label: "Advertised SKUs" }]}
    />
  );
}
