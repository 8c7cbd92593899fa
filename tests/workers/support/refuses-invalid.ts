import { expect, it } from "vitest";

type Answer = { status: number; json: { data: { code: number; field?: string; message: string } } };

/** One test per case: the query is refused with 400/1005, the message led by the field it names. */
export function itRefusesEach(ask: (query: string) => Promise<Answer>, cases: [string, string, string][]) {
  for (const [what, query, field] of cases) {
    it(`refuses ${what} with 400/1005 naming ${field}`, async () => {
      const { status, json } = await ask(query);
      expect(status).toBe(400);
      expect(json.data.code).toBe(1005);
      expect(json.data.field).toBe(field);
      expect(json.data.message.startsWith(`${field}: `)).toBe(true);
    });
  }
}
