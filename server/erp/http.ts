/**
 * One HTTP call to an ERP, for both delivery targets: within the call's time limit and the
 * attempt's own signal, with the body read; a call that gets no answer is a typed failure instead
 * of a thrown error.
 */
export type Unanswered = { kind: "failure"; reason: "timeout" | "network" | "aborted"; error: string };

export async function fetchWithin(
  fetchImpl: typeof fetch,
  url: string | URL,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ kind: "response"; response: Response; text: string } | Unanswered> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(url, {
      ...init,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return { kind: "response", response, text: await response.text() };
  } catch (error) {
    if (timeout.aborted)
      return { kind: "failure", reason: "timeout", error: `no answer within ${timeoutMs} ms` };
    if (signal?.aborted) return { kind: "failure", reason: "aborted", error: "attempt interrupted" };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const detail = cause?.code ?? cause?.message ?? (error as Error).message;
    return { kind: "failure", reason: "network", error: `network error (${detail})` };
  }
}
