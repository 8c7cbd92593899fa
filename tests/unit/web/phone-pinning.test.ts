import { describe, expect, it } from "vitest";
import type { DataColumn } from "../../../web/src/components/data-table/data-column";
import { phonePinning } from "../../../web/src/components/data-table/phone-pinning";

const column = (id: string, stickyLeft?: string): DataColumn<unknown> => ({
  id,
  header: id,
  cell: () => null,
  ...(stickyLeft === undefined ? {} : { stickyLeft }),
});

/** Issue 33 item 8: on a phone only the row's name stays pinned, at the left edge. */
describe("phonePinning", () => {
  it("keeps the last pinned column pinned at 0 and lets the switch before it scroll", () => {
    const laid = phonePinning([column("active", "0"), column("name", "20"), column("acos")]);
    expect(laid.map((one) => [one.id, one.stickyLeft])).toEqual([
      ["active", undefined],
      ["name", "0"],
      ["acos", undefined],
    ]);
    expect("stickyLeft" in (laid[0] ?? {})).toBe(false);
  });

  it("leaves a table without pinned columns as it is", () => {
    const columns = [column("a"), column("b")];
    expect(phonePinning(columns)).toEqual(columns);
  });
});
