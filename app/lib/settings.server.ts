// The back office's Settings screen: its reads, in one statement (server/settings/, decision 274).
export { readSettingsScreen, readSettingsScreenAhead } from "#server/settings/read-settings-screen.ts";
