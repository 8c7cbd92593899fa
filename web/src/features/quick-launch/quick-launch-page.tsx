import { paths } from "../../app/paths";
import { EmptyPage } from "../../components/layout/empty-page";

export function QuickLaunchPage() {
  return (
    <EmptyPage
      title="Quick Launch"
      back={{ to: paths.home, label: "Home" }}
      breadcrumbs={[{ label: "Quick Launch" }]}
    />
  );
}
