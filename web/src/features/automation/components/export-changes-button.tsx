import { Button } from "@chakra-ui/react";
import { Download } from "lucide-react";
import { useState } from "react";
import { downloadCsv } from "../../../components/data-table/download-csv";
import { notify } from "../../../components/ui/toaster";
import { csvFileName } from "../../../lib/csv";
import { useCurrency } from "../../../lib/currency";
import { allChanges, type HistoryFilter } from "../api/automation-queries";
import { historyCsv } from "../lib/history-csv";

type ExportChangesButtonProps = { filter: HistoryFilter; fileName: string; disabled: boolean };

/** Export CSV: every change of the filter, not only the loaded pages, as `<fileName>.csv`. */
export function ExportChangesButton({ filter, fileName, disabled }: ExportChangesButtonProps) {
  const [exporting, setExporting] = useState(false);
  const currency = useCurrency();
  const exportAll = async () => {
    setExporting(true);
    try {
      downloadCsv(csvFileName(fileName), historyCsv(await allChanges(filter), currency));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : "The export failed");
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      bg="bg"
      loading={exporting}
      disabled={disabled}
      onClick={() => void exportAll()}
      title="Every change of this filter, not only the loaded pages"
    >
      <Download /> Export CSV
    </Button>
  );
}
