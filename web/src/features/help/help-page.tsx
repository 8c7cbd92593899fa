import { Page } from "../../components/layout/page";
import { paths } from "../../config/paths";
import { HelpContent } from "./help-content";

export function HelpPage() {
  return (
    <Page title="Help & FAQs" back={{ to: paths.home, label: "Home" }} breadcrumbs={[{ label: "Help" }]}>
      <HelpContent />
    </Page>
  );
}
