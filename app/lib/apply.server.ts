export { formTokenIssuedAt, issueFormToken } from "#server/leads/form-token.ts";
export { submitConsultation } from "#server/leads/submit-consultation.ts";
export { FORM_TOKEN_HOLE } from "#server/page-cache/holes.ts";
