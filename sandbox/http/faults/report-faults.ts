import { FAULTS_KEY, readFaults } from "./fault-config";
import { draw } from "./fault-draws";

/** For the reporting routes: whether the report being polled should end FAILED (if it ends at this poll). */
export async function failReports(storage: DurableObjectStorage): Promise<boolean> {
  const faults = await readFaults(storage);
  if (faults.failReports) return true;
  if (faults.failedReportRate <= 0) return false;
  const [value = 1] = await draw(storage, faults, 1);
  return value < faults.failedReportRate;
}

/**
 * For the download route: whether this download breaks off — one of the next `cutDownloads` (counted
 * down), else drawn at `cutDownloadRate`.
 */
export async function cutThisDownload(storage: DurableObjectStorage): Promise<boolean> {
  const faults = await readFaults(storage);
  if (faults.cutDownloads > 0) {
    await storage.put(FAULTS_KEY, { ...faults, cutDownloads: faults.cutDownloads - 1 });
    return true;
  }
  if (faults.cutDownloadRate <= 0) return false;
  const [value = 1] = await draw(storage, faults, 1);
  return value < faults.cutDownloadRate;
}
