// The back office's Settings screen: its reads, in one statement (server/settings/, decision 274).
export { readSettingsScreen } from "#server/settings/read-settings-screen.ts";
