export { formTokenIssuedAt, issueFormToken } from "#server/consultations/form-token.ts";
export { submitConsultation } from "#server/consultations/submit-consultation.ts";
export { FORM_TOKEN_HOLE } from "#server/page-cache/holes.ts";
