import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

/**
 * The newsletter under a burst, as browsers without JavaScript would send it:
 * 200 simultaneous form posts for 100 addresses (each twice, different case)
 * against the same `next start` + embedded Postgres the other specs use.
 * The work is done by scripts/load-newsletter.mjs (also runnable by hand).
 */
test("200 concurrent no-JS signups for 100 addresses store exactly 100 rows, no 5xx", async ({ baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const base = new URL(baseURL ?? "http://127.0.0.1:3100");
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/load-newsletter.mjs", base.origin], {
    timeout: 75_000,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`load-newsletter failed:\n${error.stdout ?? ""}${error.stderr ?? ""}`);
  });
  const lines = stdout.trim().split("\n");
  console.log(lines.slice(0, -1).join("\n"));
  const report = JSON.parse(lines.at(-1) ?? "{}");
  await testInfo.attach("load-report", { body: JSON.stringify(report, null, 2), contentType: "application/json" });
  expect(report).toMatchObject({ requests: 200, rows: 100, distinctRows: 100, serverErrors: 0, notOk: 0, failedRequests: 0, wrongAnswers: 0 });
});
