export {
  readOwnNotifications,
  setNotificationDefaults,
  setOwnNotifications,
} from "#server/notifications/notification-preferences.ts";
