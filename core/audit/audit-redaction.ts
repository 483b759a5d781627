// The audit trail never holds a password, token, secret or reset link (decision 144): any field whose
// name says it might is replaced by a marker before the row is written, at any depth.

/** Key names (case-insensitive, ignoring `_` and `-`) that may carry a credential. */
const sensitiveKey =
  /(password|passwd|secret|token|hash|otp|resetlink|reseturl|seturl|apikey|credential|cookie|session|backupcode|recoverycode)/i;

export const redactedMarker = "[redacted]";

export function isSensitiveKey(key: string): boolean {
  return sensitiveKey.test(key.replace(/[_-]/g, ""));
}

/** A copy of `value` with every sensitive key's value replaced by the marker. */
export function redactAuditValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactAuditValue);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        isSensitiveKey(key) ? redactedMarker : redactAuditValue(inner),
      ]),
    );
  }
  return value;
}
