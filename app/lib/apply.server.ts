export { formTokenIssuedAt, issueFormToken } from "#server/consultations/form-token.ts";
export { submitConsultation } from "#server/consultations/submit-consultation.ts";
