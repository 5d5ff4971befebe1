// Admin → Jobs in the browser: a failed email is listed with its error, retried after a
// confirmation once the mail server is mended (it leaves the failed list and the email arrives),
// and an empty state shows its message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2e, type E2e } from "./harness.js";
import { createAdmin } from "../test/factories.js";
import { drainJobs } from "../test/drain-jobs.js";
import { startSmtpSink } from "../test/smtp-sink.js";
import { enqueueMail } from "../src/server/modules/mail/service.js";

const BOUNCE = "bounce-e2e@example.com";

let e2e: E2e;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink(0, { rejectRecipients: [BOUNCE] });
  e2e = await startE2e({ smtpUrl: sink.url });
});
afterAll(async () => {
  if (e2e) await drainJobs(e2e.app);
  await e2e?.close();
  await sink?.stop();
});

const failedMailIds = async () => {
  const { rows } = await e2e.app.core.database.executor.executeSql(
    "select id::text from pgboss.job where name = 'mail-send' and state = 'failed'",
  );
  return rows.map((r: { id: string }) => r.id);
};

describe("Admin → Jobs", () => {
  it("lists a failed email with its error and runs it again after a confirmation", async () => {
    await enqueueMail(e2e.app.core, e2e.app.core.db, { to: BOUNCE, subject: "E2E jobs", html: "<p>x</p>", text: "x" });
    await expect.poll(async () => (await failedMailIds()).length).toBe(1);
    const [id] = await failedMailIds();
    const admin = await createAdmin(e2e.app);
    const page = await e2e.newPage();
    await e2e.logIn(page, admin);
    await page.goto("/admin/jobs");
    const row = page.getByTestId(`admin-job-row-${id}`);
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Mailbox unavailable/);
    expect(await row.innerText()).toContain("Email");
    expect(await row.innerText()).not.toContain(BOUNCE);

    // The mail server is mended, then the operator retries. (Against a server that still refused,
    // the retried job would run at once and fail again, so whether a refetch of the failed list
    // caught it between the two would be a race: the integration test covers that path.)
    sink.accept(BOUNCE);
    await page.getByTestId(`admin-job-retry-${id}`).click();
    await page.getByTestId("admin-job-retry-dialog").waitFor();
    await page.getByTestId("admin-job-retry-confirm").click();
    // It runs now: the email arrives, and the job leaves the failed list for good.
    await sink.waitFor((m) => m.subject === "E2E jobs");
    await row.waitFor({ state: "detached" });

    // Another state from the filter; none running: its empty message.
    await page.getByTestId("admin-jobs-state").getByText("Running", { exact: true }).click();
    await expect.poll(() => page.getByTestId("admin-jobs-empty").innerText()).toBe("No jobs running.");
    // The menu names the page.
    expect(await page.getByRole("link", { name: "Jobs" }).count()).toBeGreaterThan(0);
  });
});
