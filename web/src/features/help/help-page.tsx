import { paths } from "../../app/paths";
import { Page } from "../../components/layout/page";
import { HelpContent } from "./help-content";

export function HelpPage() {
  return (
    <Page title="Help & FAQs" back={{ to: paths.home, label: "Home" }} breadcrumbs={[{ label: "Help" }]}>
      <HelpContent />
    </Page>
  );
}
