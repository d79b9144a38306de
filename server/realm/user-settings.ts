// Personal settings that PATCH /settings changes, their defaults, and which legacy event (before the
// user_settings event of level 89) announced each of them in Zulip.
export const USER_SETTING_DEFAULTS: Record<string, boolean | number | string> = {
  twenty_four_hour_time: false,
  dense_mode: true,
  high_contrast_mode: false,
  color_scheme: 1,
  default_language: "en",
  timezone: "",
  enable_sounds: true,
  enable_desktop_notifications: true,
  enable_offline_email_notifications: true,
  enable_drafts_synchronization: true,
  send_stream_typing_notifications: true,
};

export const DISPLAY_SETTINGS = new Set(["twenty_four_hour_time", "dense_mode", "high_contrast_mode", "color_scheme", "default_language", "timezone"]);
export const NOTIFICATION_SETTINGS = new Set(["enable_sounds", "enable_desktop_notifications", "enable_offline_email_notifications"]);
