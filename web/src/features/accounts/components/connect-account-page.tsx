import { Button, Card, Heading, List, Stack, Text } from "@chakra-ui/react";
import { CircleCheck, Link2 } from "lucide-react";
import { Page } from "../../../components/layout/page";
import { useConnectAccount } from "../api/use-connect-account";

const benefits = [
  "Launch and migrate Sponsored Products campaigns per SKU",
  "Bids tuned each day toward your target ROAS",
  "Search terms harvested, wasted spend negated automatically",
];

/** The onboarding screen: no Amazon account yet (spec 000 §2.4, connect account page). */
export function ConnectAccountPage() {
  const connect = useConnectAccount();

  return (
    <Page title="Welcome to Skupilot">
      <Card.Root maxWidth="2xl" mx="auto" mt={{ base: "0", md: "8" }}>
        <Card.Body gap="6" p={{ base: "6", md: "10" }} alignItems="center" textAlign="center">
          <Stack gap="2" align="center">
            <Heading size="xl">Connect your Amazon Ads account</Heading>
            <Text color="fg.muted" maxWidth="lg">
              Skupilot works on your Sponsored Products campaigns through Login with Amazon. You choose what
              to automate; nothing changes until you say so.
            </Text>
          </Stack>
          <List.Root gap="2" variant="plain" textAlign="start">
            {benefits.map((benefit) => (
              <List.Item key={benefit} alignItems="center">
                <List.Indicator asChild color="green.fg">
                  <CircleCheck size={18} />
                </List.Indicator>
                {benefit}
              </List.Item>
            ))}
          </List.Root>
          <Button colorPalette="blue" size="lg" loading={connect.isPending} onClick={() => connect.mutate()}>
            <Link2 /> Connect account
          </Button>
        </Card.Body>
      </Card.Root>
    </Page>
  );
}
