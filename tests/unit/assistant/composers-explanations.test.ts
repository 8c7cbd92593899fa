/** The analyst's explanations of settings and its answer to what it cannot answer. */
import { describe, expect, it } from "vitest";
import { composeExplainSetting } from "../../../worker/assistant/analyst/intents/explain-setting";
import { composeUnknown } from "../../../worker/assistant/analyst/intents/unknown";
import { SETTINGS, type SettingKey } from "../../../worker/assistant/analyst/settings-glossary";

describe("explanations and the unknown", () => {
  it("explains every setting, counting the SKUs that have it on", () => {
    for (const setting of Object.keys(SETTINGS) as SettingKey[])
      expect(composeExplainSetting({ setting, skus: [] }).text).toContain(SETTINGS[setting].title);
    const reply = composeExplainSetting({
      setting: "targetRoas",
      skus: [
        { profileId: 1, sku: "A", name: "A", settings: { targetRoas: 4 } },
        { profileId: 1, sku: "B", name: "B", settings: { targetRoas: null } },
      ],
    });
    expect(reply.text).toContain("ACOS = 100 ÷ ROAS");
    expect(reply.text).toContain("1 of your 2 advertised SKUs has it on: A");
    expect(composeExplainSetting({ setting: "keywordBoost", skus: [] }).text).toContain(
      "50 % each day for up to 5 days",
    );
  });

  it("explains day parting's several windows a week (issue 33), a SKU saved with windows counting as on", () => {
    const reply = composeExplainSetting({
      setting: "dayParting",
      skus: [
        {
          profileId: 1,
          sku: "A",
          name: "A",
          settings: {
            seasonality: {
              turnAdsOffAtTimeOfDay: {
                isActivated: true,
                windows: [{ day: "MON", from: "01:00", to: "06:00" }],
              },
            },
          },
        },
      ],
    });
    expect(reply.text).toContain(
      "in each window you set (up to 14 a week, each a weekday from the From hour to the To hour)",
    );
    expect(reply.text).toContain("1 of your 1 advertised SKU has it on: A");
  });

  it("answers an unknown question honestly with 4 to 6 examples", () => {
    const reply = composeUnknown();
    expect(reply.text).toMatch(/^I can't answer that yet/);
    const examples = reply.text.split("\n").filter((line) => line.startsWith("- "));
    expect(examples.length).toBeGreaterThanOrEqual(4);
    expect(examples.length).toBeLessThanOrEqual(6);
    expect(reply.widget).toBeUndefined();
  });
});
