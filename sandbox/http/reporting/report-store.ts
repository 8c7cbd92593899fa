import type { ReportJob } from "./report-job";

/** Values in Durable Object storage are capped at 2 MB: report files are stored in 1 MB chunks. */
const CHUNK_BYTES = 1_000_000;
const JOB_PREFIX = "report:job:";
const COUNTER_KEY = "report:counter";
const jobKey = (reportId: string) => `${JOB_PREFIX}${reportId}`;
const fileKey = (reportId: string, index: number) => `report:file:${reportId}:${index}`;

/** Report jobs and their files in the Marketplace object's storage (beside, not inside, the world). */
export class ReportStore {
  constructor(private readonly storage: DurableObjectStorage) {}

  /** 1, 2, 3… across the sandbox's life: the source of deterministic report ids. */
  async nextNumber(): Promise<number> {
    const next = ((await this.storage.get<number>(COUNTER_KEY)) ?? 0) + 1;
    await this.storage.put(COUNTER_KEY, next);
    return next;
  }

  get(reportId: string): Promise<ReportJob | undefined> {
    return this.storage.get<ReportJob>(jobKey(reportId));
  }

  async ofProfile(profileId: number): Promise<ReportJob[]> {
    const jobs = await this.storage.list<ReportJob>({ prefix: JOB_PREFIX });
    return [...jobs.values()].filter((job) => job.profileId === profileId);
  }

  put(job: ReportJob): Promise<void> {
    return this.storage.put(jobKey(job.reportId), job);
  }

  /** Stores the gzip'd rows; answers the number of chunks. */
  async putFile(reportId: string, bytes: Uint8Array): Promise<number> {
    let chunks = 0;
    for (let start = 0; start < bytes.length || chunks === 0; start += CHUNK_BYTES, chunks++) {
      await this.storage.put(fileKey(reportId, chunks), bytes.slice(start, start + CHUNK_BYTES));
    }
    return chunks;
  }

  async file(job: ReportJob): Promise<Uint8Array<ArrayBuffer>> {
    const keys = Array.from({ length: job.chunks }, (_, index) => fileKey(job.reportId, index));
    const parts = await this.storage.get<Uint8Array>(keys);
    const chunks = keys.map((key) => parts.get(key) ?? new Uint8Array());
    const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    return bytes;
  }

  async delete(job: ReportJob): Promise<void> {
    const keys = Array.from({ length: job.chunks }, (_, index) => fileKey(job.reportId, index));
    await this.storage.delete([jobKey(job.reportId), ...keys]);
  }
}
