// A DomainError as a route answers it outside an intent (dispatchIntent answers its own): a download's
// refusal is thrown as its status and message, and a loader tells a refusal from a fault by its code.
import { data } from "react-router";
import { isDomainError } from "#server/errors/domain-error.ts";

export { isDomainError };

/** Runs a resource route's read; a refusal (another's booking, an unknown list) becomes its status and message. */
export async function answerRefusals<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isDomainError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}
