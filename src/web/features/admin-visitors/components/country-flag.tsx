import "flag-icons/css/flag-icons.min.css";
import { flagClass } from "../utils/country-flag";

/** A country's flag as a shipped SVG image (flag-icons), named for screen readers. */
export function CountryFlag({ code, name }: { code: string; name: string }) {
  const className = flagClass(code);
  if (!className) return null;
  return <span className={className} role="img" aria-label={name} data-testid="country-flag" data-flag={code} />;
}
