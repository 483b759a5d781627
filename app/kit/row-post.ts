import type { FormResult } from "#core/forms/form-result.ts";
import { useFetcher } from "~/kit/fetcher";
import { useResultToast } from "~/kit/result-toast";

/**
 * A table row's (or a list item's) buttons post { intent, id } to the page's action with one fetcher:
 * busy until the answer, which is shown as a toast. `action` posts to another screen's action instead
 * (My work acts through the lists' own intents), after which this page's data is read again.
 */
export function useRowPost(id: string, action?: string) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  return {
    fetcher,
    busy: fetcher.state !== "idle",
    post: (intent: string) => fetcher.submit({ intent, id }, { method: "post", action }),
  };
}
