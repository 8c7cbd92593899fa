import { Page } from "../../components/layout/page";
import { paths } from "../../config/paths";
import { PrivacyAndTerms } from "./privacy-and-terms";

export function PrivacyPage() {
  return (
    <Page
      title="Privacy & Terms"
      back={{ to: paths.home, label: "Home" }}
      breadcrumbs={[{ label: "Privacy & Terms" }]}
    >
      <PrivacyAndTerms />
    </Page>
  );
}
