/**
 * Runs the fake ERP as a process: `node --import tsx tests/fake-erp/main.ts`.
 * FAKE_ERP_PORT (default 3211), FAKE_ERP_HOST (127.0.0.1), FAKE_ERP_CLIENT_ID / FAKE_ERP_CLIENT_SECRET
 * (website / website-secret), FAKE_ERP_SLOW_MS (5000). Stops on SIGTERM or SIGINT.
 */
import { startFakeErp } from "./server";

const erp = await startFakeErp({
  port: Number(process.env.FAKE_ERP_PORT || 3211),
  host: process.env.FAKE_ERP_HOST || "127.0.0.1",
  clientId: process.env.FAKE_ERP_CLIENT_ID || undefined,
  clientSecret: process.env.FAKE_ERP_CLIENT_SECRET || undefined,
  slowMs: process.env.FAKE_ERP_SLOW_MS ? Number(process.env.FAKE_ERP_SLOW_MS) : undefined,
});
console.log(`fake ERP listening: ERP_BASE_URL=${erp.baseUrl} (leads at ${erp.origin}/)`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    void erp.close().then(() => process.exit(0));
  });
}
