// The members' login tabs (SPEC section 2), held in the URL as ?tab= (Sign In, the default, leaves the
// parameter out).
export const loginTabs = ["signin", "signup"] as const;
export type LoginTab = (typeof loginTabs)[number];

export const loginTabLabels: Record<LoginTab, string> = {
  signin: "Sign In",
  signup: "Sign Up",
};

/** The tab a ?tab= value names; anything else is the default, Sign In. */
export const loginTabFrom = (value: string | null): LoginTab => (value === "signup" ? "signup" : "signin");
