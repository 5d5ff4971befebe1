/**
 * React Router's links and navigations, keeping the page's `?lang=` (one URL per language): a
 * visitor (or a crawler) on `/cars?lang=ko` moves through Korean pages, `/cars/5?lang=ko`, and a
 * bare URL stays bare (it shows the visitor's chosen language). A `?currency=` (the currency
 * chosen in the menu without JavaScript, issue 50) is kept the same way. Web code imports Link,
 * NavLink, Navigate, useNavigate and useSearchParams from here, everything else from
 * "react-router"; the lint forbids those five from the package anywhere else in src/web
 * (eslint.config.js).
 */
import { forwardRef, useCallback } from "react";
import {
  createSearchParams,
  Link as RouterLink,
  NavLink as RouterNavLink,
  Navigate as RouterNavigate,
  useLocation,
  useNavigate as useRouterNavigate,
  useSearchParams as useRouterSearchParams,
  type LinkProps,
  type NavLinkProps,
  type NavigateFunction,
  type NavigateOptions,
  type NavigateProps,
  type SetURLSearchParams,
  type To,
} from "react-router";
import { LANGUAGES } from "../../shared/api/constants";
import { CURRENCIES } from "../../shared/currencies";

/** The page's own query parameters, carried from page to page, and the values each may take. */
const CARRIED: readonly (readonly [name: string, values: readonly string[]])[] = [
  ["lang", LANGUAGES],
  ["currency", CURRENCIES],
];

/** The `?name=` of a search string, when it is one of `values`. */
function validParam(search: string, name: string, values: readonly string[]): string | null {
  const value = new URLSearchParams(search).get(name);
  return value && values.includes(value) ? value : null;
}

/** The `?lang=` of the current URL, when it names one of the site's languages. */
export function useUrlLanguage(): string | null {
  return validParam(useLocation().search, "lang", LANGUAGES);
}

/** The `?currency=` of the current URL, when it names one of the site's currencies. */
export function useUrlCurrency(): string | null {
  return validParam(useLocation().search, "currency", CURRENCIES);
}

/** The carried parameters of the current URL, as `name=value&…` (a string, so it memoises). */
function useCarried(): string {
  const { search } = useLocation();
  const out = new URLSearchParams();
  for (const [name, values] of CARRIED) {
    const value = validParam(search, name, values);
    if (value) out.set(name, value);
  }
  return out.toString();
}

/** `to` with the carried parameters added to its query, unless it leaves the site or names them itself. */
export function withCarried(to: To, carried: string): To {
  if (!carried) return to;
  const add = (params: URLSearchParams) => {
    for (const [name, value] of new URLSearchParams(carried)) if (!params.has(name)) params.set(name, value);
    return params;
  };
  if (typeof to === "string") {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(to) || to.startsWith("#")) return to;
    const hashAt = to.indexOf("#");
    const hash = hashAt >= 0 ? to.slice(hashAt) : "";
    const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
    const queryAt = rest.indexOf("?");
    const params = add(new URLSearchParams(queryAt >= 0 ? rest.slice(queryAt + 1) : ""));
    return `${queryAt >= 0 ? rest.slice(0, queryAt) : rest}?${params.toString()}${hash}`;
  }
  return { ...to, search: `?${add(new URLSearchParams(to.search ?? "")).toString()}` };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={withCarried(to, useCarried())} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RouterNavLink ref={ref} to={withCarried(to, useCarried())} {...props} />;
});

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={withCarried(to, useCarried())} {...props} />;
}

export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const carried = useCarried();
  return useCallback(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === "number" ? navigate(to) : navigate(withCarried(to, carried), options)) as NavigateFunction,
    [navigate, carried],
  );
}

export function useSearchParams(
  ...args: Parameters<typeof useRouterSearchParams>
): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useRouterSearchParams(...args);
  const carried = useCarried();
  const set = useCallback<SetURLSearchParams>(
    (next, options) =>
      setParams((prev) => {
        const value = typeof next === "function" ? next(prev) : next;
        const out = createSearchParams(value);
        for (const [name, v] of new URLSearchParams(carried)) if (!out.has(name)) out.set(name, v);
        return out;
      }, options),
    [setParams, carried],
  );
  return [params, set];
}

/**
 * Follows a switch in the address when the page names its value there (a page of one language or
 * currency, `?lang=` / `?currency=`, chosen without JavaScript): the same page with the new value,
 * replacing the entry. A page that does not name it keeps its address.
 */
export function useFollowInAddress(name: "lang" | "currency") {
  const [params, setParams] = useSearchParams();
  return (value: string) => {
    if (!params.has(name)) return;
    setParams(
      (prev) => {
        prev.set(name, value);
        return prev;
      },
      { replace: true },
    );
  };
}
