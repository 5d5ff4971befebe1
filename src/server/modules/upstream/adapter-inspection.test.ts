import { describe, expect, it } from "vitest";
import { encodeEucKr, rawByte } from "../../../../tools/upstream-sim/encoding.js";
import { inspectionPage, noInspectionPage, type SimInspection } from "../../../../tools/upstream-sim/inspection.js";
import { parseInspectionPage } from "./adapter-parse-inspection.js";
import { decodeEucKr } from "./decode.js";

const record: SimInspection & { kind: "record" } = {
  kind: "record",
  rows: {
    점검일: "2025-11-20",
    "주행거리 상태": "양호",
    사고이력: "있음",
    단순수리: "없음",
    침수: "없음",
    화재: "없음",
    튜닝: "없음",
    용도변경: "영업용",
    보험사고: "3회",
    소유자변경: "2회",
  },
  panels: [
    { part: "hood", state: "X", label: "후드" },
    { part: "roof", state: "C", label: "루프 패널" },
  ],
  brokenRow: null,
  remark: "특이사항 없음",
  remarkFault: null,
};
const read = (text: string) => parseInspectionPage(decodeEucKr(encodeEucKr(text)));

describe("inspection record parser", () => {
  it("reads every row and panel of a record", () => {
    expect(read(inspectionPage("현대 쏘나타", record))).toEqual({
      status: "record",
      reading: {
        condition: {
          inspected_at: "2025-11-20",
          odometer_ok: true,
          accident: true,
          simple_repair: false,
          flood: false,
          fire: false,
          tuning: false,
          use_history: "commercial",
          insurance_claims: 3,
          owner_changes: 2,
          panels: [
            { part: "hood", state: "exchanged" },
            { part: "roof", state: "corroded" },
          ],
        },
        unreadable: [],
        skipped_panels: [],
        vin: null,
      },
    });
  });

  it("reads the chassis number row (차대번호); absent or not a VIN → null", () => {
    const vinOf = (vin: string | undefined) => {
      const result = read(inspectionPage("x", { ...record, vin }));
      return result.status === "record" ? result.reading.vin : "no record";
    };
    expect(vinOf("KMHL141DBMA123456")).toBe("KMHL141DBMA123456");
    expect(vinOf(undefined)).toBeNull();
    expect(vinOf("KMHL141DBMA12345")).toBeNull(); // 16 characters
    expect(vinOf("KMHL141DBMA12345O")).toBeNull(); // O is never in a VIN
    expect(vinOf("확인불가")).toBeNull();
    // Read the same whatever the row's place, and the record's other rows stay as they were.
    const result = read(inspectionPage("x", { ...record, vin: "KNAGT41BBN5012345" }));
    expect(result).toMatchObject({ status: "record", reading: { vin: "KNAGT41BBN5012345", unreadable: [] } });
  });

  it("never guesses: a missing row, a value with bad bytes, an odd value or date is null and named", () => {
    const { 사고이력: _gone, ...rows } = record.rows;
    const page = inspectionPage("x", { ...record, rows: { ...rows, 점검일: "2025-02-30", 침수: "모름" } })
      // a lone lead byte before the tag and a 0xFF byte in the middle of a value
      .replace("3회</td>", `3회${rawByte(0xb0)}</td>`)
      .replace("영업용", `영업${rawByte(0xff)}용`);
    const result = read(page);
    expect(result.status).toBe("record");
    if (result.status !== "record") return;
    expect(result.reading.unreadable).toEqual(["inspected_at", "accident", "flood", "use_history", "insurance_claims"]);
    expect(result.reading.condition).toMatchObject({
      inspected_at: null,
      accident: null,
      flood: null,
      use_history: null,
      insurance_claims: null,
      owner_changes: 2,
    });
  });

  it("skips and reports an unknown part, an unknown state and a part named twice", () => {
    const page = inspectionPage("x", {
      ...record,
      panels: [
        ...record.panels,
        { part: "bumper_front", state: "X", label: "앞범퍼" },
        { part: "trunk_lid", state: "Z", label: "트렁크" },
        { part: "hood", state: "W", label: "후드" },
      ],
    });
    const result = read(page);
    if (result.status !== "record") throw new Error(result.status);
    expect(result.reading.condition.panels).toHaveLength(2);
    expect(result.reading.skipped_panels).toEqual(["앞범퍼 [bumper_front/X]", "트렁크 [trunk_lid/Z]", "후드 [hood/W]"]);
  });

  it("tells a page saying there is no record from a cut-off or foreign page", () => {
    expect(read(noInspectionPage("x"))).toEqual({ status: "none" });
    const full = inspectionPage("x", record);
    expect(read(full.slice(0, Math.floor(full.length / 2))).status).toBe("unparseable");
    expect(read("<html><body><p>점검 중입니다</p></body></html>").status).toBe("unparseable");
    // Spaces inside labels and other date spellings are the same row.
    const spaced = full.replace("<th>주행거리 상태</th>", "<th>주행거리상태</th>").replace("2025-11-20", "2025.11.20");
    const r = read(spaced);
    expect(r.status === "record" && r.reading.unreadable).toEqual([]);
  });
});
