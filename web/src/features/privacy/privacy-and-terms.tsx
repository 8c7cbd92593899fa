import { Stack, Tabs, Text } from "@chakra-ui/react";
import { FileText, ShieldCheck } from "lucide-react";
import { useLocation, useNavigate } from "react-router-dom";
import { LegalSections } from "./legal-sections";
import { privacyPolicyIntro, privacyPolicySections } from "./privacy-policy-sections";
import { termsEffectiveDate, termsOfServiceSections } from "./terms-of-service-sections";

type LegalTab = "privacy" | "terms";

const panelStyle = {
  bg: "bg.panel",
  borderWidth: "1px",
  borderColor: "border",
  rounded: "l3",
  padding: { base: "5", md: "8" },
} as const;

/** The /privacy screen's body: Privacy Policy and Terms Of Service tabs, kept in sync with the URL hash. */
export function PrivacyAndTerms() {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const tab: LegalTab = hash === "#terms" ? "terms" : "privacy";

  const selectTab = (value: string) => navigate({ search, hash: `#${value}` }, { replace: true });

  return (
    <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} variant="line">
      <Tabs.List>
        <Tabs.Trigger value="privacy">
          <ShieldCheck size={16} /> Privacy Policy
        </Tabs.Trigger>
        <Tabs.Trigger value="terms">
          <FileText size={16} /> Terms Of Service
        </Tabs.Trigger>
      </Tabs.List>

      <Tabs.Content value="privacy" {...panelStyle}>
        <Stack gap="6">
          <Text maxWidth="72ch" lineHeight="tall">
            {privacyPolicyIntro}
          </Text>
          <LegalSections sections={privacyPolicySections} />
        </Stack>
      </Tabs.Content>

      <Tabs.Content value="terms" {...panelStyle}>
        <Stack gap="6">
          <Text color="fg.muted" fontSize="sm">
            {`Effective date: ${termsEffectiveDate}`}
          </Text>
          <LegalSections sections={termsOfServiceSections} numbered />
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
