/** Static reference data for the generator: complexes and everyday Korean listing terms. */

export interface ComplexSpec {
  code: string;
  name: string; // the dropdown label
  short: string; // the search row's danji cell
}

export const COMPLEXES: ComplexSpec[] = [
  { code: "1001", name: "장안평 중고차 매매단지", short: "장안평" },
  { code: "1002", name: "엠파크 (인천)", short: "엠파크" },
  { code: "1003", name: "오토맥스 (용인)", short: "오토맥스" },
  { code: "1004", name: "서서울모터리움", short: "서서울" },
  { code: "1005", name: "동서울 중고차 매매단지", short: "동서울" },
  { code: "1006", name: "부산 오토필드", short: "부산 오토필드" },
  { code: "1007", name: "대구 엠월드", short: "대구 엠월드" },
  { code: "1008", name: "수원 중고차 매매단지", short: "수원" },
];

export const COLORS = [
  "흰색",
  "흰색",
  "검정색",
  "검정색",
  "은색",
  "쥐색",
  "진주색",
  "회색",
  "파란색",
  "빨간색",
  "갈색",
  "은회색",
  "청색",
];

export const OPTIONS = [
  "선루프",
  "파노라마 선루프",
  "내비게이션",
  "후방카메라",
  "어라운드뷰",
  "통풍시트",
  "열선시트",
  "열선 스티어링휠",
  "스마트키",
  "헤드업 디스플레이",
  "스마트 크루즈 컨트롤",
  "차선이탈경보",
  "전동트렁크",
  "가죽시트",
  "메모리시트",
  "하이패스",
  "블랙박스",
  "전방 감지센서",
  "후측방 경보",
];

export const SURNAMES = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신"];
export const GIVEN_NAMES = [
  "민수",
  "지훈",
  "성호",
  "영철",
  "현우",
  "동현",
  "재영",
  "상훈",
  "정민",
  "태호",
  "수진",
  "은영",
];
export const PLATE_LETTERS = [..."가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주하허호"];

export const COMMENTS = [
  "무사고 차량입니다. 실내 깨끗하고 관리 잘 된 차량입니다.",
  "1인 신조 차량, 정비 이력 모두 확인 가능합니다.",
  "보험이력 깨끗합니다. 타이어 4짝 모두 교체했습니다.",
  "비흡연 차량이며 실내 상태 최상입니다. 전시장 방문 환영합니다.",
  "단순교환 이력 외 사고 없습니다. 할부, 리스 승계 상담 가능합니다.",
  "엔진오일 및 소모품 교환 완료. 바로 출고 가능합니다.",
];
