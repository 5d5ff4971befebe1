import { createElement, type ComponentType } from "react";
import type { RouteObject } from "react-router";
import { PAGE_LIST, type PageId } from "../../shared/pages";
import { Navigate } from "../lib/lang-router";
import type { LazyPage } from "../lib/lazy-page";

type PageComponent = ComponentType | LazyPage;

/** The component that draws a page, and what else to load before it is drawn (`preload`). */
export type PageRoute = PageComponent | { component: PageComponent; preload: () => Promise<unknown> };

/**
 * The pages of the page table (src/shared/pages.ts) that a layout draws, each with its component:
 * the table declares the paths, this map only says what draws them, so a page missing here (or a
 * component for no page) fails the type check.
 */
export type PageRoutes<Id extends PageId> = Record<Id, PageRoute>;

/**
 * The routes of `pages` inside the layout at `base` ("/" or "/admin"): each page at its path
 * relative to the layout (the layout's own page is its index), and each address a page had before
 * moving the visitor on to it, keeping the page's language.
 */
export function routesOf<Id extends PageId>(pages: PageRoutes<Id>, base: string): RouteObject[] {
  const relative = (path: string) => path.slice(base.length).replace(/^\//, "");
  return PAGE_LIST.filter((page) => page.id in pages).flatMap((page) => {
    const route = pages[page.id as Id];
    const { component, preload } = "component" in route ? route : { component: route, preload: undefined };
    const path = relative(page.path);
    const own: RouteObject = {
      ...(path === "" ? { index: true } : { path }),
      element: createElement(component),
      ...(preload ? { handle: { preload } } : {}),
    };
    // (A former address has no parameters: the page table lists none for pages with them.)
    const former = (page.formerly ?? []).map((address): RouteObject => ({
      path: relative(address),
      element: <Navigate to={page.path} replace />,
    }));
    return [own, ...former];
  });
}
