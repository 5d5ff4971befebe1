import { describe, expect, it } from "vitest";
import { placeFromAnswer, validatePlace } from "./geo-location.js";
import { OfflineGeoProvider } from "./geo-offline.js";
import { isPublicAddress, normalizeAddress, visitorHash, visitorKey } from "./visitor-identity.js";

describe("geolocation answers", () => {
  it("reads the common service shapes", () => {
    expect(placeFromAnswer({ country_code: "mn", city: "Ulaanbaatar", latitude: 47.9, longitude: 106.9 })).toEqual({
      status: "ok",
      countryCode: "MN",
      city: "Ulaanbaatar",
      latitude: 47.9,
      longitude: 106.9,
    });
    expect(
      placeFromAnswer({ status: "success", countryCode: "KR", city: "Seoul", lat: 37.56, lon: 126.97 }),
    ).toMatchObject({ status: "ok", countryCode: "KR" });
    expect(placeFromAnswer({ country: "AU", city: "Sydney", loc: "-33.86,151.2" })).toMatchObject({
      status: "ok",
      latitude: -33.86,
      longitude: 151.2,
    });
    expect(
      placeFromAnswer({
        country: { iso_code: "DE" },
        city: { names: { en: "Berlin" } },
        location: { latitude: 52.5, longitude: 13.4 },
      }),
    ).toMatchObject({ status: "ok", countryCode: "DE", city: "Berlin" });
    expect(
      placeFromAnswer({ country_code: "KZ", city: "Almaty (Bostandyk District)", latitude: 43.2, longitude: 76.9 }),
    ).toMatchObject({ city: "Almaty" });
  });

  it("refuses answers that make no sense", () => {
    for (const bad of [
      null,
      "text",
      [],
      {},
      { status: "fail", country_code: "US", latitude: 1, longitude: 1 },
      { error: true, reason: "Reserved IP Address" },
      { success: false },
      { country_code: "US", latitude: 91, longitude: 0 },
      { country_code: "US", latitude: 10, longitude: -180.5 },
      { country_code: "US", latitude: 0, longitude: 0 },
      { country_code: "USA", latitude: 10, longitude: 10 },
      { country_code: "U1", latitude: 10, longitude: 10 },
      { latitude: 10, longitude: 10 },
      { country_code: "US", latitude: "north", longitude: 10 },
      { country_code: "US", latitude: Number.NaN, longitude: 10 },
    ]) {
      expect(placeFromAnswer(bad), JSON.stringify(bad)).toEqual({ status: "failed" });
    }
  });

  it("cleans city names", () => {
    expect(validatePlace({ countryCode: "RU", city: "  Mos\u0000cow ", latitude: 55, longitude: 37 })).toMatchObject({
      city: "Moscow",
    });
    expect(validatePlace({ countryCode: "RU", city: "", latitude: 55, longitude: 37 })).toMatchObject({ city: null });
    expect(validatePlace({ countryCode: "RU", city: "x".repeat(500), latitude: 55, longitude: 37 })).toMatchObject({
      city: "x".repeat(120),
    });
  });
});

describe("visitor identity", () => {
  it("normalises addresses", () => {
    expect(normalizeAddress("::ffff:8.8.8.8")).toBe("8.8.8.8");
    expect(normalizeAddress("2A02:6B8::1")).toBe("2a02:6b8::1");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeAddress("not an address")).toBeUndefined();
    expect(normalizeAddress(undefined)).toBeUndefined();
  });

  it("knows which addresses locate nobody", () => {
    for (const ip of [
      "10.1.2.3",
      "127.0.0.1",
      "192.168.1.1",
      "172.20.0.1",
      "100.64.1.1",
      "169.254.1.1",
      "203.0.113.5",
      "::1",
      "fd00::1",
      "fe80::1",
      "2001:db8::1",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    for (const ip of ["8.8.8.8", "202.131.0.1", "2a02:6b8::1"]) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it("counts an IPv6 /64 as one visitor", () => {
    expect(visitorKey("2a02:6b8:0:1::5")).toBe("2a02:06b8:0000:0001::/64");
    expect(visitorKey("2a02:6b8:0:1:aaaa:bbbb:cccc:dddd")).toBe(visitorKey("2a02:6b8:0:1::5"));
    expect(visitorKey("::ffff:1.2.3.4")).toBe("0000:0000:0000:0000::/64");
    expect(visitorKey("8.8.8.8")).toBe("8.8.8.8");
    const a = visitorHash("salt-a", "8.8.8.8");
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash("salt-b", "8.8.8.8")).not.toBe(a);
  });
});

describe("offline city database", () => {
  it("places addresses from the bundled DB-IP file and reports unknown ones", async () => {
    const geo = new OfflineGeoProvider();
    try {
      expect(await geo.lookup("202.131.0.1")).toMatchObject({ status: "ok", countryCode: "MN", city: "Ulaanbaatar" });
      expect(await geo.lookup("2a02:6b8::1")).toMatchObject({ status: "ok", countryCode: "RU" });
      expect(await geo.lookup("10.0.0.1")).toEqual({ status: "not_found" });
      expect(await geo.lookup("nonsense")).toEqual({ status: "not_found" });
    } finally {
      geo.close();
    }
  });
});
