export {
  conversionMessages,
  convertConsultationToMember,
} from "#server/consultations/convert-consultation-to-member.ts";
export { countFollowUpPromises } from "#server/consultations/count-follow-up-promises.ts";
export { createConsultation } from "#server/consultations/create-consultation.ts";
export { deleteConsultation } from "#server/consultations/delete-consultation.ts";
export { getConsultation } from "#server/consultations/get-consultation.ts";
export { getConsultationDetails } from "#server/consultations/get-consultation-details.ts";
export { consultationTable, listConsultationsPage } from "#server/consultations/list-consultations-page.ts";
export { listProgramChoices } from "#server/consultations/list-program-choices.ts";
export { updateConsultation } from "#server/consultations/update-consultation.ts";
