import { sandboxFetch } from "./sandbox";

/** Switches sandbox faults on (unnamed knobs off) or, with no argument, off. */
export async function setFaults(faults?: Record<string, unknown>) {
  const response = faults
    ? await sandboxFetch("/_sandbox/faults", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(faults),
      })
    : await sandboxFetch("/_sandbox/faults", { method: "DELETE" });
  if (!response.ok) throw new Error(`faults answered ${response.status}: ${await response.text()}`);
  return response.json();
}
