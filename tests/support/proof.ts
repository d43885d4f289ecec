import type { FastifyInstance } from "fastify";
import { solveProof } from "../../server/spam/solve";

/**
 * The `altcha` field of one submission to a server built in the test (fastify.inject): a challenge
 * from its own endpoint, solved as the form's widget solves it. Tests set SPAM_POW_COST=1 so that
 * this takes milliseconds.
 */
export async function injectedProof(app: FastifyInstance): Promise<string> {
  const res = await app.inject("/api/contact/challenge");
  if (res.statusCode !== 200) throw new Error(`GET /api/contact/challenge: HTTP ${res.statusCode}`);
  return solveProof(res.json());
}
