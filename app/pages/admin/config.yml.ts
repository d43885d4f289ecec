import { cmsConfig } from "../../admin/config";
import { cmsBackend, cmsLocalPort, siteUrl } from "../../settings";

/**
 * /admin/config.yml: the editor's configuration, generated from the content schemas. JSON is YAML,
 * so it is written as JSON.
 */
export function GET() {
  const config = cmsConfig({
    backend: cmsBackend(),
    localBackendUrl: `http://127.0.0.1:${cmsLocalPort}/api/v1`,
    siteUrl,
  });
  return new Response(JSON.stringify(config, null, 2), { headers: { "content-type": "text/yaml" } });
}
