import { paths } from "../../app/paths";
import { EmptyPage } from "../../components/layout/empty-page";

export function AnalyticsPage() {
  return (
    <EmptyPage
      title="Analytics"
      back={{ to: paths.home, label: "Home" }}
      breadcrumbs={[{ label: "Analytics" }]}
    />
  );
}
