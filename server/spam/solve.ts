/**
 * What the form's widget does, for a client in Node (an integrator's script, the tests): solves a
 * challenge from CHALLENGE_API with altcha-lib and returns the value of the `altcha` field, the
 * base64 of JSON `{challenge, solution}` (docs/leads.md, "The contact API's answers").
 */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved in time");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A challenge from the site at `origin`, solved: the `altcha` field of one submission. */
export async function proofFrom(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/contact/challenge`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET /api/contact/challenge: HTTP ${res.status}`);
  return solveProof((await res.json()) as Challenge);
}
