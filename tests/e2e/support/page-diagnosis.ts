import { appendFileSync, mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { screenshot } from "./browser";

const DIAGNOSES = ".data/screenshots";

/**
 * Records what a page does from now on (its navigations, requests and their answers, console lines and
 * crashes, each with the seconds since the start), so a wait that fails can say what the page was doing.
 */
export function recordPage(page: Page) {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${((Date.now() - started) / 1000).toFixed(2)}s ${line}`);
  const onConsole = (message: { type(): string; text(): string }) =>
    note(`console.${message.type()} ${message.text()}`);
  const onError = (error: Error) => note(`pageerror ${error.message}`);
  const onCrash = () => note("the page crashed");
  const onNavigated = (frame: { url(): string }) => frame === page.mainFrame() && note(`at ${frame.url()}`);
  const onRequest = (request: { method(): string; url(): string }) =>
    note(`→ ${request.method()} ${request.url()}`);
  const onFailed = (request: { url(): string; failure(): { errorText: string } | null }) =>
    note(`✗ ${request.url()} ${request.failure()?.errorText}`);
  const onResponse = (response: { status(): number; url(): string }) =>
    note(`← ${response.status()} ${response.url()}`);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  page.on("crash", onCrash);
  page.on("framenavigated", onNavigated);
  page.on("request", onRequest);
  page.on("requestfailed", onFailed);
  page.on("response", onResponse);
  return {
    note,
    stop() {
      page.off("console", onConsole);
      page.off("pageerror", onError);
      page.off("crash", onCrash);
      page.off("framenavigated", onNavigated);
      page.off("request", onRequest);
      page.off("requestfailed", onFailed);
      page.off("response", onResponse);
    },
    /** Keeps a screenshot, what is on the page and the recorded lines under `name` in .data/screenshots. */
    async keep(name: string) {
      mkdirSync(DIAGNOSES, { recursive: true });
      await screenshot(page, name).catch(() => {});
      const shown = await page
        .evaluate(() => ({
          url: window.location.href,
          headings: [...document.querySelectorAll("h1")].map((heading) => ({
            text: heading.textContent,
            display: getComputedStyle(heading).display,
            hiddenBy:
              heading.closest("[aria-hidden=true], [inert], [hidden]")?.outerHTML.slice(0, 200) ?? null,
          })),
          dialogs: [...document.querySelectorAll("[role=dialog], [role=alertdialog]")].map(
            (dialog) => dialog.textContent?.slice(0, 120) ?? "",
          ),
          loader: document.querySelector("[data-testid=full-page-loader]") !== null,
          text: document.body.innerText.slice(0, 800),
        }))
        .catch((error: unknown) => ({ error: String(error) }));
      appendFileSync(
        `${DIAGNOSES}/${name}.txt`,
        `${JSON.stringify(shown, null, 2)}\n\n${lines.join("\n")}\n`,
      );
    },
  };
}
