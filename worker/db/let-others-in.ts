/**
 * Gives the isolate's other requests their turn between a long job's D1 writes. A job whose awaits
 * all resolve at once — rows already downloaded, D1 answering fast — runs from one write to the next
 * without them: another seller's read waited out a whole report's store (up to 12.5 s in
 * bench:first-sync --large; p95 250 ms with this between a report's chunks). A timer lets them in.
 */
export const letOthersIn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
