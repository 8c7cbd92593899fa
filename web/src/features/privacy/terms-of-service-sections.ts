import type { LegalSection } from "./legal-section";

export const termsEffectiveDate = "1/1/2024";

export const termsOfServiceSections: readonly LegalSection[] = [
  {
    heading: "Use of the Service",
    paragraphs: [
      "Skupilot automates Amazon Sponsored Products advertising for the SKUs you choose. By creating an account or using the service you agree to these terms. If you use Skupilot on behalf of a business, you confirm you are authorised to bind that business.",
      "You are responsible for your advertising budgets, targets and settings. Skupilot acts on them but does not guarantee any level of sales, ROAS or ACOS.",
    ],
  },
  {
    heading: "License",
    paragraphs: [
      "While your subscription is active, we grant you a limited, non-exclusive, non-transferable license to use Skupilot for your own business. Each plan covers ad spend up to its monthly cap.",
    ],
  },
  {
    heading: "Intellectual Property",
    paragraphs: [
      "Skupilot, including its software, optimisation methods, design and content, belongs to us and our licensors. You may not copy, modify, resell or reverse engineer it.",
      "Your product data, campaign data and reports remain yours.",
    ],
  },
  {
    heading: "User Obligations",
    paragraphs: [
      "Keep your login details secure, provide accurate information, and comply with Amazon's advertising policies and applicable law. Do not use Skupilot to interfere with other users or with our systems.",
    ],
  },
  {
    heading: "Third Parties",
    paragraphs: [
      "Skupilot relies on Amazon and other third-party services. We are not responsible for their availability, policies, fees or changes to their APIs, and your use of them is governed by their own terms.",
    ],
  },
  {
    heading: "Warranty Disclaimer",
    paragraphs: [
      'The service is provided "as is" and "as available", without warranties of any kind, express or implied, including fitness for a particular purpose and uninterrupted or error-free operation.',
    ],
  },
  {
    heading: "Indemnification",
    paragraphs: [
      "You agree to indemnify and hold Skupilot harmless from claims, losses and costs arising from your use of the service, your advertising content or products, or your breach of these terms.",
    ],
  },
  {
    heading: "Modifications",
    paragraphs: [
      "We may update the service and these terms. We will announce material changes in the app or by e-mail; continuing to use Skupilot after they take effect means you accept them.",
    ],
  },
  {
    heading: "Governing Law",
    paragraphs: [
      "These terms are governed by the laws of the State of Arizona, without regard to its conflict-of-law rules. Disputes will be resolved in the state or federal courts located in Arizona.",
    ],
  },
  {
    heading: "Contact",
    paragraphs: ["Questions about these terms can be sent by e-mail to support@skupilot.com."],
  },
];
