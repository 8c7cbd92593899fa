import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "../../../worker/services/account-data/export-values";

describe("a stored value as a CSV field of the data export", () => {
  it.each([
    [null, ""],
    [undefined, ""],
    [42, "42"],
    [-1.5, "-1.5"],
    [true, "true"],
    [false, "false"],
    [new Date("2026-11-28T10:00:00.000Z"), "2026-11-28T10:00:00.000Z"],
    ["plain", "plain"],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    [{ frequency: "WEEKLY" }, '"{""frequency"":""WEEKLY""}"'],
  ])("%j → %j", (value, field) => {
    expect(csvCell(value)).toBe(field);
  });

  it.each([
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ["+1 cheap", "'+1 cheap"],
    ["-shoes", "'-shoes"],
    ["@home", "'@home"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
    ["\uFF1DHYPERLINK(1)", "'\uFF1DHYPERLINK(1)"],
    ["\uFF0B1", "'\uFF0B1"],
    ["\uFF0Dshoes", "'\uFF0Dshoes"],
    ["\uFF20home", "'\uFF20home"],
  ])("text a spreadsheet would run as a formula is defused: %j → %j", (value, field) => {
    expect(csvCell(value)).toBe(field);
  });

  it("ends each line with CRLF, fields in the given order", () => {
    expect(csvLine(["id", 1, null, "a,b"])).toBe('id,1,,"a,b"\r\n');
  });
});
