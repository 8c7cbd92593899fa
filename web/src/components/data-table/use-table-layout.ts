import { useState } from "react";
import { useSignedInUser } from "../../lib/auth/current-user";
import { storageKeys } from "../../lib/storage-keys";
import { readLayout, type TableLayout } from "./table-layout";

/** The seller's layout of the table named `table` ('quick-launch'), remembered in this browser. */
export function useTableLayout(table: string) {
  const { id } = useSignedInUser();
  const key = storageKeys.tableLayout(id, table);
  const [layout, setState] = useState(() => readLayout(window.localStorage.getItem(key)));
  const setLayout = (next: TableLayout) => {
    setState(next);
    window.localStorage.setItem(key, JSON.stringify(next));
  };
  return { layout, setLayout };
}
