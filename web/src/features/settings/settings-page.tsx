import { Card, Tabs } from "@chakra-ui/react";
import { CreditCard, Store, UserRound } from "lucide-react";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../app/paths";
import { Page } from "../../components/layout/page";
import { AmazonAccountsTab } from "./amazon-accounts-tab";
import { ProfileTab } from "./profile-tab";
import { SubscriptionsTab } from "./subscriptions-tab";

const tabs = ["amazon-accounts", "profile", "subscriptions"] as const;
type Tab = (typeof tabs)[number];

/** /settings; the hash picks the tab (#subscriptions, #profile). Billing-only shows no back link. */
export function SettingsPage({ billingOnly = false }: { billingOnly?: boolean }) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const available: readonly Tab[] = billingOnly ? ["subscriptions", "profile"] : tabs;
  const fromHash = hash.slice(1) as Tab;
  const current = available.includes(fromHash) ? fromHash : available[0];

  return (
    <Page
      title="Account Settings"
      back={billingOnly ? undefined : { to: paths.home, label: "Home" }}
      breadcrumbs={[{ label: "Settings" }]}
    >
      <Card.Root>
        <Card.Body>
          <Tabs.Root
            value={current}
            onValueChange={({ value }) => navigate({ hash: value }, { replace: true })}
            variant="line"
            lazyMount
          >
            <Tabs.List mb="6">
              {available.includes("amazon-accounts") && (
                <Tabs.Trigger value="amazon-accounts">
                  <Store size={16} /> Amazon Accounts
                </Tabs.Trigger>
              )}
              <Tabs.Trigger value="profile">
                <UserRound size={16} /> Profile
              </Tabs.Trigger>
              <Tabs.Trigger value="subscriptions">
                <CreditCard size={16} /> Subscriptions
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="amazon-accounts">
              <AmazonAccountsTab />
            </Tabs.Content>
            <Tabs.Content value="profile">
              <ProfileTab />
            </Tabs.Content>
            <Tabs.Content value="subscriptions">
              <SubscriptionsTab />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </Page>
  );
}
