import { Alert, Box } from "@mantine/core";
import type * as Leaflet from "leaflet";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MapPoint } from "../api/get-map-data";
import { countryName, flagClass } from "../utils/country-flag";
import "flag-icons/css/flag-icons.min.css";
import "./visitor-map.css";
import { dateTimeFormat } from "../../../lib/format";
import { isLanguage } from "../../../lib/i18n";

type LeafletModule = typeof Leaflet;

export const ACTIVE_COLOR = "#e03131";
export const RECENT_COLOR = "#1c7ed6";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

// Leaflet (and its stylesheet) is fetched only when this admin map mounts.
let leafletPromise: Promise<LeafletModule> | undefined;
function loadLeaflet(): Promise<LeafletModule> {
  leafletPromise ??= Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]).then(
    ([mod]) => ((mod as { default?: LeafletModule }).default ?? mod) as LeafletModule,
  );
  leafletPromise.catch(() => (leafletPromise = undefined));
  return leafletPromise;
}

interface VisitorMapProps {
  points: MapPoint[];
  /** Changes when the period changes: no "new" pulse for a different selection. */
  periodKey: number;
  tileUrl: string;
  onNewVisitors?: (count: number) => void;
}

/**
 * The live map: a circle per visitor, red when active (seen in the last 5 minutes), blue
 * when recent; visitors that were not on the previous refresh pulse for a few seconds.
 */
export function VisitorMap({ points, periodKey, tileUrl, onNewVisitors }: VisitorMapProps) {
  const { t, i18n } = useTranslation("admin-visitors");
  const lang = i18n.resolvedLanguage ?? "en";
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<Leaflet.Map | null>(null);
  const layer = useRef<Leaflet.LayerGroup | null>(null);
  const previous = useRef<{ periodKey: number; ids: Set<string> } | null>(null);
  const [L, setL] = useState<LeafletModule | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadLeaflet().then(
      (mod) => !cancelled && setL(() => mod),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const attribution = [
    `<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">${escapeHtml(t("map.attributionOsm"))}</a>`,
    `<a href="https://db-ip.com" target="_blank" rel="noreferrer">${escapeHtml(t("map.attributionGeo"))}</a>`,
  ].join(" · ");

  useEffect(() => {
    if (!L || !container.current) return;
    const map = L.map(container.current, { worldCopyJump: true, minZoom: 1, zoomSnap: 0.5 }).setView([38, 90], 2);
    L.tileLayer(tileUrl, { maxZoom: 18, attribution }).addTo(map);
    layer.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    // The card may change size after the first paint (fonts, the stats below).
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container.current);
    return () => {
      resize.disconnect();
      layer.current = null;
      mapRef.current = null;
      previous.current = null;
      map.remove();
    };
  }, [L, tileUrl, attribution]);

  useEffect(() => {
    const group = layer.current;
    if (!L || !group) return;
    const before = previous.current?.periodKey === periodKey ? previous.current.ids : null;
    previous.current = { periodKey, ids: new Set(points.map((p) => p.id)) };
    const fresh = before ? points.filter((p) => !before.has(p.id)).length : 0;
    onNewVisitors?.(fresh);

    group.clearLayers();
    const lastSeen = dateTimeFormat(isLanguage(lang) ? lang : "en");
    // Recent first, so that active visitors are drawn on top.
    for (const p of [...points].sort((a, b) => Number(a.active) - Number(b.active))) {
      const isNew = before !== null && !before.has(p.id);
      const marker = L.circleMarker([p.latitude, p.longitude], {
        radius: p.active ? 8 : 6,
        color: p.active ? ACTIVE_COLOR : RECENT_COLOR,
        fillColor: p.active ? ACTIVE_COLOR : RECENT_COLOR,
        fillOpacity: p.active ? 0.75 : 0.55,
        weight: 2,
        className: `visitor-marker ${p.active ? "marker-active" : "marker-recent"}${isNew ? " marker-new" : ""}`,
      });
      // Text nodes only: city names come from a geolocation source, never trusted as HTML.
      const tip = document.createElement("div");
      const place = document.createElement("strong");
      const flag = document.createElement("span");
      flag.className = flagClass(p.country_code) ?? "";
      flag.style.marginInlineEnd = "0.4em";
      place.append(flag, `${p.city ?? t("map.unknownCity")}, ${countryName(p.country_code, lang)}`);
      const seen = document.createElement("div");
      seen.textContent = t("map.lastSeen", { time: lastSeen.format(new Date(p.last_seen)) });
      const visits = document.createElement("div");
      visits.textContent = t("map.visits", { count: p.visits });
      tip.append(place, seen, visits);
      marker.bindTooltip(tip, { direction: "top" }).addTo(group);
    }
    // Frame the visitors once per period; later refreshes leave the admin's view alone.
    if (!before && points.length > 0) {
      const bounds = L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as [number, number]));
      mapRef.current?.fitBounds(bounds, { padding: [24, 24], maxZoom: 5 });
    }
  }, [L, points, periodKey, lang, t, onNewVisitors]);

  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t("map.loadFailed")}
      </Alert>
    );
  }
  return (
    <Box
      ref={container}
      className="visitor-map"
      data-testid="visitor-map"
      data-points={points.length}
      role="region"
      aria-label={t("map.label")}
      h={460}
    />
  );
}
