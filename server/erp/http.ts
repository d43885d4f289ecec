/**
 * One HTTP call to an ERP, for both delivery targets: within the call's time limit and the
 * attempt's own signal, with the body read up to `ANSWER_BYTES_LIMIT`; a call that gets no
 * (usable) answer is a typed failure instead of a thrown error.
 */
export type Unanswered = {
  kind: "failure";
  /** `too-large`: the answer passed ANSWER_BYTES_LIMIT; its reading was stopped there. */
  reason: "timeout" | "network" | "aborted" | "too-large";
  error: string;
};

/** The most of an ERP's answer we read: no answer of the calls we make comes near it. */
export const ANSWER_BYTES_LIMIT = 1024 * 1024;

/**
 * The metrics' cause of an unanswered call: our own shutdown is `interrupted`; an answer too large
 * to read is the ERP's (or a proxy's) trouble, `server-error`, retried like a 5xx.
 */
export function unansweredCause(
  reason: Unanswered["reason"],
): "timeout" | "network" | "interrupted" | "server-error" {
  if (reason === "aborted") return "interrupted";
  if (reason === "too-large") return "server-error";
  return reason;
}

class TooLarge extends Error {}

/** The body as text (UTF-8, as `Response.text()` reads it), or TooLarge past `limit` bytes. */
async function readText(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => {});
    throw new TooLarge();
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString("utf8");
}

export async function fetchWithin(
  fetchImpl: typeof fetch,
  url: string | URL,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
  limitBytes = ANSWER_BYTES_LIMIT,
): Promise<{ kind: "response"; response: Response; text: string } | Unanswered> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(url, {
      ...init,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return { kind: "response", response, text: await readText(response, limitBytes) };
  } catch (error) {
    if (error instanceof TooLarge)
      return {
        kind: "failure",
        reason: "too-large",
        error: `an answer larger than ${Math.round(limitBytes / 1024)} KB, not read`,
      };
    if (timeout.aborted)
      return { kind: "failure", reason: "timeout", error: `no answer within ${timeoutMs} ms` };
    if (signal?.aborted) return { kind: "failure", reason: "aborted", error: "attempt interrupted" };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const detail = cause?.code ?? cause?.message ?? (error as Error).message;
    return { kind: "failure", reason: "network", error: `network error (${detail})` };
  }
}
