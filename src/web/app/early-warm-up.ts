// Imported first by main.tsx, so that it runs before the rest of the app's code is evaluated:
// the worker then loads the number and date data while the main thread evaluates the bundle.
import { warmIntlOffMainThread } from "../lib/format/warm-intl";

warmIntlOffMainThread(document.documentElement.lang || "en");
