import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { applyFault, encodeEucKr, expectedDecoded } from "../../../../tools/upstream-sim/encoding.js";
import { EXPIRED_SESSION_BODY } from "../../../../tools/upstream-sim/pages.js";
import { decodeEucKr, stripCharsetMeta } from "./decode.js";

const euc = (s: string) => iconv.encode(s, "cp949");
const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? euc(p) : Buffer.from(p))));

describe("decodeEucKr", () => {
  it("decodes Korean text, including CP949 extension characters", () => {
    expect(decodeEucKr(euc("현대 쏘나타 DN8 2.0 가솔린 프리미엄"))).toBe("현대 쏘나타 DN8 2.0 가솔린 프리미엄");
    // A lead byte followed by A-Z/a-z is a valid CP949 (UHC) character, not an error.
    expect(decodeEucKr(Buffer.from([0xb0, 0x41]))).toBe("캚");
  });

  it("replaces a lone lead byte followed by a space or < and keeps the Korean around it", () => {
    expect(decodeEucKr(bytes("무사고", [0xb0], " 차량입니다"))).toBe("무사고\ufffd 차량입니다");
    expect(decodeEucKr(bytes("<td>장안평", [0xb0], "</td>"))).toBe("<td>장안평\ufffd</td>");
  });

  it("replaces 0xFF and a multibyte character cut at the end of a field", () => {
    expect(decodeEucKr(bytes("서울", [0xff], "모터리움"))).toBe("서울\ufffd모터리움");
    const cut = euc("장안평").subarray(0, 5); // 평 loses its second byte
    expect(decodeEucKr(Buffer.concat([cut, euc("</td><td>오토")]))).toBe("장안\ufffd</td><td>오토");
    expect(decodeEucKr(Buffer.concat([euc("합니다"), Buffer.from([0xb4])]))).toBe("합니다\ufffd");
  });

  it("agrees with the simulator for every planted fault", () => {
    const text = "무사고 차량입니다. 관리 잘 된 차량입니다.";
    for (const fault of ["lead-space", "lead-lt", "ff", "cut"] as const) {
      const faulty = encodeEucKr(`<div class="dealer_comment">${applyFault(text, fault)}</div>`);
      expect(decodeEucKr(faulty)).toBe(`<div class="dealer_comment">${expectedDecoded(text, fault)}</div>`);
      expect(expectedDecoded(text, fault)).toContain("\ufffd");
    }
  });

  it("removes the charset meta and nothing else", () => {
    const html =
      '<head><meta http-equiv="Content-Type" content="text/html; charset=euc-kr"><meta charset="euc-kr"><meta name="author" content="x"><title>차량</title></head>';
    expect(decodeEucKr(euc(html))).toBe('<head><meta name="author" content="x"><title>차량</title></head>');
    expect(stripCharsetMeta('<META HTTP-EQUIV="content-type" CONTENT="text/html; CHARSET=EUC-KR">a')).toBe("a");
  });

  it("keeps the 126-byte expiry body intact", () => {
    const body = encodeEucKr(EXPIRED_SESSION_BODY);
    expect(body.length).toBe(126);
    expect(decodeEucKr(body)).toBe(EXPIRED_SESSION_BODY);
  });
});
