import type { LegalSection } from "./legal-section";

export const privacyPolicyIntro =
  "This policy explains how Skupilot handles the data we receive from Amazon when you connect your Amazon Ads account. It applies to every user of the Skupilot web app.";

export const privacyPolicySections: readonly LegalSection[] = [
  {
    heading: "Access to Amazon Data",
    paragraphs: [
      "You connect your Amazon Ads account through Login with Amazon. You decide which account to authorise, and Amazon shows you the permissions Skupilot requests before you confirm. We never see or store your Amazon password.",
      "With your authorisation we read the advertising profiles, campaigns, ad groups, keywords, search-term and performance reports, and product details needed to manage Sponsored Products ads for the SKUs you add.",
    ],
  },
  {
    heading: "Use of the Data",
    paragraphs: [
      "We use Amazon data only to provide the service you asked for: launching campaigns per SKU, optimising bids toward your target ROAS or ACOS, harvesting search terms, adding negative keywords, applying keyword boost, day parting and seasonality, and showing you the results.",
      "We do not sell your data, use it for advertising unrelated to your account, or combine it with other sellers' data to compete with you.",
    ],
  },
  {
    heading: "Storage and Retention",
    paragraphs: [
      "Data is stored with our cloud infrastructure providers in encrypted form and kept only as long as it is needed to run and report on your campaigns.",
      "When you disconnect an account or close your Skupilot account, we delete the related Amazon data within 30 days, except where the law requires us to keep records longer.",
    ],
  },
  {
    heading: "Sharing",
    paragraphs: [
      "We share Amazon data only with service providers that help us operate Skupilot, such as hosting and e-mail delivery, under contracts that limit their use of it to that purpose.",
      "We may disclose data when required by law or to protect the rights and safety of our users. We will tell you about such a request where the law allows.",
      "The AI chat assistant may run on a third-party language model provider. When it does, each message you send it goes to that provider with up to 20 earlier messages of the chat and what the assistant reads to answer: the names of your advertising profiles, and the campaign, keyword, product and search-term names and figures it looks up. The provider keeps them only to answer and to watch for abuse, for at most 30 days, and never uses them to train its models. Your password, Amazon tokens and payment details are never sent to it. Without such a provider the assistant answers on our own servers, and your messages go nowhere else.",
    ],
  },
  {
    heading: "Security",
    paragraphs: [
      "Access tokens and account data are encrypted in transit and at rest. Only staff who need it to support you can reach production data, and that access is logged.",
      "If we become aware of a security incident affecting your data, we will notify you and Amazon promptly and take steps to contain it.",
    ],
  },
  {
    heading: "Revoking Access",
    paragraphs: [
      "You can revoke Skupilot's access at any time from your Amazon account's Login with Amazon settings or by disconnecting the account in Skupilot. Automation for that account stops as soon as access is revoked.",
    ],
  },
  {
    heading: "Compliance",
    paragraphs: [
      "We handle Amazon data in line with the Amazon Ads API terms and data protection policies, and with applicable privacy laws.",
      "Questions about this policy can be sent to support@skupilot.com.",
    ],
  },
];
