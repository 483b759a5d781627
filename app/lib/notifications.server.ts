export {
  readOwnNotifications,
  readOwnNotificationsAndDefaults,
  setNotificationDefaults,
  setOwnNotifications,
} from "#server/notifications/notification-preferences.ts";
