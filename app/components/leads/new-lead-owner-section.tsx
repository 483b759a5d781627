// Settings: who owns a new application (nobody, one named operator, round robin among those who opted
// in), and the signed-in operator's own choice to take new leads in turn.
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import {
  type OwnerRule,
  type OwnerRuleKind,
  ownerRuleKinds,
  ownerRuleLabels,
} from "#core/leads/consultations/lead-owner.ts";
import { type OwnerChoice, ownerOptions } from "~/components/leads/owner-select";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { leadOwnerIntents } from "~/kit/intents";

export function NewLeadOwnerSection(props: {
  rule: OwnerRule;
  operators: readonly OwnerChoice[];
  inPool: boolean;
  poolSize: number;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [kind, setKind] = useState<OwnerRuleKind>(props.rule.kind);
  return (
    <section aria-labelledby="new-lead-owner" className="max-w-2xl border border-line bg-charcoal p-6">
      <h2 id="new-lead-owner" className="font-display text-2xl tracking-[0.06em]">
        Who owns a new application
      </h2>
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value={leadOwnerIntents.rule} />
        <fieldset className="space-y-2">
          <legend className="text-sm text-mist">A new application's owner</legend>
          {ownerRuleKinds.map((k) => (
            <label key={k} className="flex items-center gap-3 text-sm">
              <input
                type="radio"
                name="kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                className="size-4 accent-brass"
              />
              {ownerRuleLabels[k]}
            </label>
          ))}
        </fieldset>
        <label className="block space-y-1 text-sm">
          <span className="text-mist">The operator who takes new leads</span>
          <select
            name="operatorId"
            defaultValue={props.rule.kind === "operator" ? props.rule.operatorId : ""}
            disabled={kind !== "operator"}
            className="block h-9 w-full border border-line bg-ink px-2 text-ivory focus:border-brass focus:outline-none"
          >
            <option value="">Choose an operator</option>
            {ownerOptions(props.operators).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm text-mist">
          {props.poolSize === 1 ? "1 operator takes" : `${props.poolSize} operators take`} new leads in turn.
        </p>
        <Button type="submit" disabled={busy}>
          Save Owner Rule
        </Button>
      </Form>
      <Form method="post" className="mt-6 space-y-3 border-t border-line pt-6">
        <input type="hidden" name="intent" value={leadOwnerIntents.pool} />
        <CheckboxField
          name="join"
          defaultChecked={props.inPool}
          label="Give me new leads in turn (round robin)"
        />
        <Button type="submit" variant="outline" disabled={busy}>
          Save My Choice
        </Button>
      </Form>
    </section>
  );
}
