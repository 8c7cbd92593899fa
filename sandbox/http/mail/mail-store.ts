/** One e-mail the sandbox's mail API accepted: what a real mailbox would receive. */
export type SentMail = {
  id: string;
  seq: number;
  from: string;
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
  replyTo: string[];
  receivedAt: string;
};

export type NewMail = Omit<SentMail, "id" | "seq" | "receivedAt">;

const MAIL_PREFIX = "mail:sent:";
const SEQ_KEY = "mail:seq";
const IDEMPOTENCY_PREFIX = "mail:idempotency:";
const FAULT_KEY = "mail:fault";

/** `times` absent: until cleared. */
export type MailFault = { status: number; times?: number };

/** The outbox in the Durable Object's storage, oldest first (`seq`), with Resend's idempotency keys. */
export class MailStore {
  constructor(private readonly storage: DurableObjectStorage) {}

  async add(mail: NewMail): Promise<SentMail> {
    const seq = ((await this.storage.get<number>(SEQ_KEY)) ?? 0) + 1;
    const sent: SentMail = { ...mail, id: crypto.randomUUID(), seq, receivedAt: new Date().toISOString() };
    await this.storage.put({ [SEQ_KEY]: seq, [`${MAIL_PREFIX}${String(seq).padStart(8, "0")}`]: sent });
    return sent;
  }

  async list(filter: { to?: string } = {}): Promise<SentMail[]> {
    const stored = await this.storage.list<SentMail>({ prefix: MAIL_PREFIX });
    const to = filter.to?.toLowerCase();
    return [...stored.values()].filter((mail) => !to || mail.to.some((one) => one.toLowerCase() === to));
  }

  async get(id: string) {
    return (await this.list()).find((mail) => mail.id === id);
  }

  async clear() {
    const keys = [...(await this.storage.list({ prefix: MAIL_PREFIX })).keys()];
    for (let start = 0; start < keys.length; start += 128)
      await this.storage.delete(keys.slice(start, start + 128));
  }

  /** The answer first given under an idempotency key, with the request it answered. */
  idempotent(key: string) {
    return this.storage.get<{ fingerprint: string; id: string }>(`${IDEMPOTENCY_PREFIX}${key}`);
  }

  remember(key: string, fingerprint: string, id: string) {
    return this.storage.put(`${IDEMPOTENCY_PREFIX}${key}`, { fingerprint, id });
  }

  /**
   * The status the API answers the next send with (a mail provider that is down), if any: every send until
   * cleared, or only the next `times` sends (a provider that blinks), each of them using one up.
   */
  async takeFault(): Promise<number | undefined> {
    const fault = await this.storage.get<MailFault>(FAULT_KEY);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      await (fault.times > 1
        ? this.storage.put(FAULT_KEY, { ...fault, times: fault.times - 1 })
        : this.storage.delete(FAULT_KEY));
    }
    return fault.status;
  }

  setFault(fault: MailFault | null) {
    return fault === null ? this.storage.delete(FAULT_KEY) : this.storage.put(FAULT_KEY, fault);
  }
}
