/**
 * React Router's links and navigations, keeping the page's `?lang=` (one URL per language): a
 * visitor (or a crawler) on `/cars?lang=ko` moves through Korean pages, `/cars/5?lang=ko`, and a
 * bare URL stays bare (it shows the visitor's chosen language). Web code imports Link, NavLink,
 * Navigate, useNavigate and useSearchParams from here, everything else from "react-router"; the
 * lint forbids those five from the package anywhere else in src/web (eslint.config.js).
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

/** The `?lang=` of the current URL, when it names one of the site's languages. */
export function useUrlLanguage(): string | null {
  const lang = new URLSearchParams(useLocation().search).get("lang");
  return lang && (LANGUAGES as readonly string[]).includes(lang) ? lang : null;
}

/** `to` with `lang` added to its query, unless it leaves the site or names a language itself. */
export function withLang(to: To, lang: string | null): To {
  if (!lang) return to;
  if (typeof to === "string") {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(to) || to.startsWith("#")) return to;
    const hashAt = to.indexOf("#");
    const hash = hashAt >= 0 ? to.slice(hashAt) : "";
    const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
    const queryAt = rest.indexOf("?");
    const params = new URLSearchParams(queryAt >= 0 ? rest.slice(queryAt + 1) : "");
    if (params.has("lang")) return to;
    params.set("lang", lang);
    return `${queryAt >= 0 ? rest.slice(0, queryAt) : rest}?${params.toString()}${hash}`;
  }
  const params = new URLSearchParams(to.search ?? "");
  if (params.has("lang")) return to;
  params.set("lang", lang);
  return { ...to, search: `?${params.toString()}` };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={withLang(to, useUrlLanguage())} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RouterNavLink ref={ref} to={withLang(to, useUrlLanguage())} {...props} />;
});

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={withLang(to, useUrlLanguage())} {...props} />;
}

export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const lang = useUrlLanguage();
  return useCallback(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === "number" ? navigate(to) : navigate(withLang(to, lang), options)) as NavigateFunction,
    [navigate, lang],
  );
}

export function useSearchParams(
  ...args: Parameters<typeof useRouterSearchParams>
): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useRouterSearchParams(...args);
  const lang = useUrlLanguage();
  const set = useCallback<SetURLSearchParams>(
    (next, options) =>
      setParams((prev) => {
        const value = typeof next === "function" ? next(prev) : next;
        const out = createSearchParams(value);
        if (lang && !out.has("lang")) out.set("lang", lang);
        return out;
      }, options),
    [setParams, lang],
  );
  return [params, set];
}
