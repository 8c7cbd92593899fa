import { Table } from "@chakra-ui/react";
import type { TargetReport } from "@contracts/campaigns/campaign-detail";
import { figureColumns } from "../../../campaign/columns/figure-columns";

const figures = figureColumns<TargetReport | undefined>((report) => report);

/** The report figures' headers, as on the campaign page. */
export function FigureHeaders() {
  return figures.map((figure) => (
    <Table.ColumnHeader key={figure.id} textAlign="end" whiteSpace="nowrap">
      {figure.header}
    </Table.ColumnHeader>
  ));
}

/** A row's figures; '-' without a report. */
export function FigureCells({ report }: { report: TargetReport | undefined }) {
  return figures.map((figure) => (
    <Table.Cell key={figure.id} textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      {figure.cell(report)}
    </Table.Cell>
  ));
}
