import { Accordion, Card, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { externalLinks } from "../../config/paths";
import { SupportForm } from "./support-form";

type Faq = { value: string; question: string; answer: ReactNode };

const faqs: Faq[] = [
  {
    value: "getting-started",
    question: "How do I get started with Skupilot?",
    answer: (
      <>
        <Text>
          Connect your Amazon Ads account through Login with Amazon, choose the advertising profile you want
          to manage, then add the SKUs you want to advertise. For each SKU, set a target ROAS (or ACOS) and
          pick a bid optimisation mode; Skupilot launches the Sponsored Products campaigns and starts tuning
          them.
        </Text>
        <Text>
          Prefer to watch?{" "}
          <Link href={externalLinks.tourVideo} target="_blank" rel="noopener noreferrer" colorPalette="blue">
            Watch the video guide <ExternalLink size={14} />
          </Link>
        </Text>
      </>
    ),
  },
  {
    value: "organic-rank",
    question: "Will my ads get cheaper as my organic rank improves?",
    answer: (
      <>
        <Text>
          Often, yes. As a SKU climbs the organic results it usually converts better, so each click returns
          more sales and your ROAS rises at the same bid. Skupilot notices the higher return and adjusts bids
          so spend stays aligned with your target instead of paying for traffic you would now win organically.
        </Text>
        <Text>
          Costs per click are still set by the auction, so results vary with competition and season. Your
          target ROAS remains the rule Skupilot optimises toward.
        </Text>
      </>
    ),
  },
  {
    value: "difference",
    question: "How is Skupilot different from other advertising software?",
    answer: (
      <>
        <Text>
          Many tools hand you dashboards and rules to maintain. Skupilot works per SKU: it builds the campaign
          structure, then runs bid optimisation, search-term harvesting, negative keywords, day parting and
          seasonality adjustments for you, every day, toward the target you set.
        </Text>
        <Text>
          You keep control of the goal and the guardrails; Skupilot does the repetitive work. Plans are capped
          by monthly ad spend, so you choose one by how much you advertise, not by which optimisations you
          unlock.
        </Text>
      </>
    ),
  },
  {
    value: "customising",
    question: "Can I customise how my ads are managed?",
    answer: (
      <>
        <Text>
          Yes. Each advertised SKU has its own settings: target ROAS and bid optimisation are required, and
          you can optionally add competitors and ASIN targets, your own keywords, boosted keywords that get
          extra bid priority, negative keywords, target bid and search-term expansion, day parting and
          seasonality.
        </Text>
        <Text>
          Changes apply to that SKU's campaigns only, so you can run one product aggressively and another for
          profit without the two interfering.
        </Text>
      </>
    ),
  },
];

/** The help screen's body: the FAQ and the "Contact support" form. The caller adds the page frame. */
export function HelpContent() {
  return (
    <Stack gap="8" maxWidth="4xl">
      <Stack gap="3" as="section" aria-labelledby="faq-heading">
        <Heading as="h2" size="lg" id="faq-heading">
          Frequently asked questions
        </Heading>
        <Accordion.Root collapsible defaultValue={[faqs[0]?.value ?? ""]} variant="enclosed">
          {faqs.map((faq) => (
            <Accordion.Item key={faq.value} value={faq.value}>
              <Accordion.ItemTrigger cursor="pointer">
                <Text flex="1" fontWeight="medium" textAlign="start">
                  {faq.question}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Stack gap="3" color="fg.muted" maxWidth="72ch">
                    {faq.answer}
                  </Stack>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Stack>

      <Card.Root as="section" aria-labelledby="support-heading" bg="bg.panel">
        <Card.Body gap="4">
          <Stack gap="1">
            <Heading as="h2" size="lg" id="support-heading">
              Contact support
            </Heading>
            <Text color="fg.muted">
              Questions about your campaigns, billing or account? Send us a request and we'll reply by e-mail.
            </Text>
          </Stack>
          <SupportForm />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
