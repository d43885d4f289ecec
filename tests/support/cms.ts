import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "./ports";
import { copyProject } from "./project-copy";

const host = "127.0.0.1";

/** The editor of a copy of the project, as `npm run cms` runs it: its origin and its local backend. */
export interface CmsCopy {
  project: ReturnType<typeof copyProject>;
  /** The dev server's origin, which serves /admin. */
  origin: string;
  /** Decap's local backend (`/api/v1`). */
  backend: string;
  /** Stops `npm run cms` and removes the copy. */
  stop(): Promise<void>;
}

/**
 * `npm run cms` in a copy of the project (its own git repository, `copyProject`), offline, on free
 * ports of 127.0.0.1; resolves once the editor's configuration and the local backend answer.
 */
export async function startCms(prefix: string): Promise<CmsCopy> {
  const project = copyProject(prefix);
  const [devPort, apiPort, cmsPort] = [await freePort(host), await freePort(host), await freePort(host)];
  const origin = `http://${host}:${devPort}`;
  const backend = `http://${host}:${cmsPort}/api/v1`;
  const cms: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/cms.ts"], {
    cwd: project.dir,
    env: {
      ...process.env,
      DEV_PORT: String(devPort),
      DEV_API_PORT: String(apiPort),
      CMS_PORT: String(cmsPort),
      DATA_DIR: path.join(project.dir, "data"),
      LOG_LEVEL: "error",
      ERP_BASE_URL: "",
    },
    stdio: "ignore",
  });
  const stop = async () => {
    if (cms.exitCode === null) {
      const exited = new Promise((resolve) => cms.once("exit", resolve));
      cms.kill("SIGTERM");
      await exited;
    }
    project.remove();
  };
  async function waitFor(url: string, init?: RequestInit) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const up = await fetch(url, init).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      if (cms.exitCode !== null)
        throw new Error(`npm run cms exited (${cms.exitCode}) before ${url} answered`);
      if (Date.now() > deadline) throw new Error(`${url} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  try {
    await waitFor(`${origin}/admin/config.yml`);
    await waitFor(backend, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { project, origin, backend, stop };
}
