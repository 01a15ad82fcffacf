import { describe, expect, it } from "vitest";
import { isPhone } from "@/lib/device";

// Browsers' own descriptions, as they send them (Chrome's reduced one on Android keeps "Mobile").
const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_FIREFOX = "Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0";
const IPAD_SAFARI =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const WINDOWS_EDGE =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
const MAC_SAFARI = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

describe("isPhone", () => {
  it("knows a phone by its browser's description", () => {
    for (const userAgent of [ANDROID_CHROME, IPHONE_SAFARI, ANDROID_FIREFOX]) expect(isPhone(userAgent), userAgent).toBe(true);
  });

  it("takes a tablet, a computer and a request without a description for wide screens", () => {
    for (const userAgent of [IPAD_SAFARI, ANDROID_TABLET, WINDOWS_EDGE, MAC_SAFARI, "", "curl/8.5.0", null])
      expect(isPhone(userAgent), String(userAgent)).toBe(false);
  });
});
