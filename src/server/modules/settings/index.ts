/**
 * The settings module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export {
  cachedSettings,
  getSetting,
  getSettingIn,
  getSettings,
  installationSecret,
  settingsSecretStore,
  updateSettings,
} from "./service.js";
export { SNS_PLATFORMS, type Settings } from "./definitions.js";
