export { eraseByAddress, findHeldByAddress } from "#server/privacy/erase-address.ts";
export { erasePerson } from "#server/privacy/erase-person.ts";
export { exportPersonData } from "#server/privacy/export-person-data.ts";
export { personDataDownload } from "#server/privacy/person-data-download.ts";
