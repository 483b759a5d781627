// React Router's `useFetcher`, idle on the server. A fetcher only ever runs in the browser: on the server
// React Router's own is always idle, and its `submit` and `load` fail there. Yet for each call it still
// makes a key, three callbacks, a `Form` component of its own and the object that carries them, on every
// server render: each row of an admin list has one or two (its buttons, its owner), so a 25-row list
// made fifty of them per request for nothing (docs/performance.md, decision 266). On the server this
// gives one idle fetcher, made once; in the browser it is React Router's, unchanged. Import it from here,
// never from react-router (biome.json says so).
import { createElement, forwardRef, useId } from "react";
import {
  type FetcherFormProps,
  type FetcherWithComponents,
  Form,
  // biome-ignore lint/style/noRestrictedImports: the one place that imports it, to wrap it
  useFetcher as useRouterFetcher,
} from "react-router";

/** As React Router's on the server: a submit or load there fails (it has no router to run it). */
async function notOnServer(): Promise<never> {
  throw new Error("a fetcher runs in the browser only");
}

/**
 * As React Router's fetcher Form: a `Form` that does not navigate (the markup is `Form`'s). Marked pure
 * (what follows has no side effect either), so that the browser's build, which never uses it, leaves
 * it out.
 */
const IdleForm: FetcherWithComponents<unknown>["Form"] = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ forwardRef<HTMLFormElement, FetcherFormProps>((props, ref) =>
    createElement(Form, { ...props, navigate: false, ref }),
  ),
  { displayName: "fetcher.Form" },
);

const IDLE: FetcherWithComponents<unknown> = {
  state: "idle",
  formMethod: undefined,
  formAction: undefined,
  formEncType: undefined,
  text: undefined,
  formData: undefined,
  json: undefined,
  data: undefined,
  Form: IdleForm,
  submit: notOnServer,
  load: notOnServer,
  reset: () => {},
};

function useIdleFetcher<T>(_options?: { key?: string }): FetcherWithComponents<T> {
  // React Router's calls `useId` for its key: called here too, React numbers the ids of everything
  // below the same way on both sides, and hydration finds the ids it rendered.
  useId();
  return IDLE as FetcherWithComponents<T>;
}

export const useFetcher: typeof useRouterFetcher = import.meta.env.SSR ? useIdleFetcher : useRouterFetcher;
