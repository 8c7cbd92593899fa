import { describe, expect, it } from "vitest";
import { privacyPolicySections } from "../../../web/src/features/privacy/privacy-policy-sections";

const paragraphsOf = (heading: string) =>
  privacyPolicySections.find((section) => section.heading === heading)?.paragraphs ?? [];

describe("the privacy policy (document 001: access, use, storage, sharing, security, revocation, compliance)", () => {
  it("keeps its sections in the spec's order", () => {
    expect(privacyPolicySections.map((section) => section.heading)).toEqual([
      "Access to Amazon Data",
      "Use of the Data",
      "Storage and Retention",
      "Sharing",
      "Security",
      "Revoking Access",
      "Compliance",
    ]);
  });

  it("says what the chat's language model provider is sent and keeps, and that it trains on none of it", () => {
    const paragraph = paragraphsOf("Sharing").find((text) => text.includes("language model provider"));
    expect(paragraph).toBeDefined();
    expect(paragraph).toContain("up to 20 earlier messages");
    expect(paragraph).toContain("for at most 30 days");
    expect(paragraph).toContain("never uses them to train its models");
    expect(paragraph).toContain("Your password, Amazon tokens and payment details are never sent to it");
  });
});
