// Who answers for a lead (its owner): an operator, that is an account with the admin role (the only
// people who work the back office). The list's owner filter, the rule that gives a new application its
// owner and the messages the screens show live here; the server enforces them
// (server/leads/consultations/lead-owners.ts, new-lead-owner.ts).
import type { UserRole } from "#core/enums.ts";
import { z } from "#core/forms/zod.ts";

/** Who may own a lead (and be assigned its follow-ups): an operator. */
export const mayOwnLeads = (role: UserRole | null | undefined): boolean => role === "admin";

/**
 * The owner filter's values: anyone (no filter), the viewer, nobody, or one operator by id. A value that
 * is none of these names nobody, so a hand-edited URL shows an empty list rather than every lead.
 */
export type OwnerFilter = { kind: "me" } | { kind: "unassigned" } | { kind: "operator"; id: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseOwnerFilter(value: string): OwnerFilter | null {
  const typed = value.trim().toLowerCase();
  if (typed === "me") return { kind: "me" };
  if (typed === "unassigned" || typed === "none") return { kind: "unassigned" };
  return uuidPattern.test(typed) ? { kind: "operator", id: typed } : null;
}

/**
 * How a new application gets its owner (Settings): nobody, one named operator, or round robin among
 * the operators who opted in (each in turn, by the order they are listed in, whatever the instance).
 */
export const ownerRuleKinds = ["none", "operator", "round_robin"] as const;
export type OwnerRuleKind = (typeof ownerRuleKinds)[number];
export type OwnerRule = { kind: "none" } | { kind: "operator"; operatorId: string } | { kind: "round_robin" };

export const ownerRuleLabels: Record<OwnerRuleKind, string> = {
  none: "Nobody: new leads stay unassigned",
  operator: "One named operator",
  round_robin: "Round robin among operators who opted in",
};

export const leadOwnerMessages = {
  unassigned: "Unassigned",
  ownerSaved: "Owner updated",
  ownerFailed: (m: string) => `Failed to update owner: ${m}`,
  notAnOperator: "The owner must be an operator.",
  ruleSaved: "New-lead owner rule saved",
  ruleNeedsOperator: "Choose the operator who takes new leads.",
  poolJoined: "You now take new leads in turn.",
  poolLeft: "You no longer take new leads in turn.",
} as const;

/** The owner form's value: an operator's id, or "" for unassigned. */
export const ownerFormSchema = z.object({
  id: z.uuid(),
  ownerId: z.union([z.literal(""), z.uuid()]).transform((v) => (v === "" ? null : v)),
});

export const ownerRuleSchema = z
  .object({
    kind: z.enum(ownerRuleKinds),
    operatorId: z.union([z.literal(""), z.uuid()]).optional(),
  })
  .transform((v, ctx): OwnerRule => {
    if (v.kind !== "operator") return { kind: v.kind };
    if (!v.operatorId) {
      ctx.addIssue({ code: "custom", path: ["operatorId"], message: leadOwnerMessages.ruleNeedsOperator });
      return z.NEVER;
    }
    return { kind: "operator", operatorId: v.operatorId };
  });

/** Whether the owner rule read from storage is one we know; anything else reads as "none". */
export function storedOwnerRule(value: unknown): OwnerRule {
  const parsed = ownerRuleSchema.safeParse(value);
  return parsed.success ? parsed.data : { kind: "none" };
}

/** An operator's own choice to take new leads in turn (a checkbox: "on" when ticked). */
export const ownerPoolSchema = z.object({
  join: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
});
