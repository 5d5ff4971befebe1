import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address.js";

describe("isPublicAddress", () => {
  it("refuses every special-purpose range, including the ones a hand list missed", () => {
    for (const ip of [
      "0.1.2.3",
      "10.0.0.1",
      "100.64.0.1",
      "127.0.0.1",
      "169.254.169.254",
      "172.16.5.4",
      "192.0.2.1",
      "192.88.99.1",
      "192.168.1.1",
      "198.18.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "::ffff:127.0.0.1",
      "[::ffff:10.0.0.1]",
      "64:ff9b::a00:1",
      "64:ff9b:1::1",
      "100::1",
      "2001::1",
      "2001:db8::1",
      "2002:a00:1::1",
      "fc00::1",
      "fe80::1",
      "ff02::1",
      "not an address",
      "127.1",
      "",
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
  });

  it("accepts public addresses, also IPv4-mapped", () => {
    for (const ip of ["8.8.8.8", "202.131.0.1", "2a02:6b8::1", "::ffff:8.8.8.8", "[2606:4700::1111]"])
      expect(isPublicAddress(ip), ip).toBe(true);
  });
});
