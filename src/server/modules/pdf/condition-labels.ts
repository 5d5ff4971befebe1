// The words of the spec sheet's condition section (api.md "Condition report"), in the four languages.
import { RECORD_ROWS_KO, type ConditionPart, type PanelState, type UseHistory } from "../../../shared/condition.js";
import type { Lang } from "../../../shared/vehicle-terms.js";

type Field =
  | "inspected_at"
  | "odometer_ok"
  | "accident"
  | "simple_repair"
  | "flood"
  | "fire"
  | "tuning"
  | "use_history"
  | "insurance_claims"
  | "owner_changes"
  | "panels";

export type ConditionLabels = {
  title: string;
  noRecord: string;
  notStated: string;
  yes: string;
  no: string;
  odometerOk: string;
  odometerBad: string;
  noPanels: string;
  times: (n: number) => string;
  fields: Record<Field, string>;
  use: Record<UseHistory, string>;
  states: Record<PanelState, string>;
  parts: Record<ConditionPart, string>;
};

export const CONDITION_LABELS: Record<Lang, ConditionLabels> = {
  en: {
    title: "Condition report",
    noRecord: "No inspection record",
    notStated: "Not stated",
    yes: "Yes",
    no: "No",
    odometerOk: "Genuine",
    odometerBad: "Tampered",
    noPanels: "No panel exchanged, welded or corroded",
    times: (n) => String(n),
    fields: {
      inspected_at: "Inspected on",
      odometer_ok: "Odometer",
      accident: "Accident history",
      simple_repair: "Simple repair",
      flood: "Flood damage",
      fire: "Fire damage",
      tuning: "Tuning",
      use_history: "Former use",
      insurance_claims: "Insurance claims",
      owner_changes: "Owner changes",
      panels: "Panels",
    },
    use: { none: "None", rental: "Rental car", commercial: "Commercial use" },
    states: { exchanged: "Exchanged", welded: "Welded / sheet metal", corroded: "Corroded" },
    parts: {
      hood: "Hood",
      front_fender_l: "Front fender (left)",
      front_fender_r: "Front fender (right)",
      front_door_l: "Front door (left)",
      front_door_r: "Front door (right)",
      rear_door_l: "Rear door (left)",
      rear_door_r: "Rear door (right)",
      trunk_lid: "Trunk lid",
      roof: "Roof panel",
      quarter_panel_l: "Quarter panel (left)",
      quarter_panel_r: "Quarter panel (right)",
      side_sill_l: "Side sill (left)",
      side_sill_r: "Side sill (right)",
      front_panel: "Front panel",
      rear_panel: "Rear panel",
      radiator_support: "Radiator support",
      inside_panel_l: "Inside panel (left)",
      inside_panel_r: "Inside panel (right)",
      floor_panel: "Floor panel",
      pillar_a: "A-pillar",
      pillar_b: "B-pillar",
      pillar_c: "C-pillar",
    },
  },
  ko: {
    title: "성능·상태 점검",
    noRecord: "점검기록부 없음",
    notStated: "기재 없음",
    yes: "있음",
    no: "없음",
    odometerOk: "양호",
    odometerBad: "불량",
    noPanels: "교환·판금·부식 부위 없음",
    times: (n) => `${n}회`,
    fields: { ...RECORD_ROWS_KO, panels: "외판·골격" },
    use: { none: "없음", rental: "렌트", commercial: "영업용" },
    states: { exchanged: "교환 (X)", welded: "판금/용접 (W)", corroded: "부식 (C)" },
    parts: {
      hood: "후드",
      front_fender_l: "프론트 펜더(좌)",
      front_fender_r: "프론트 펜더(우)",
      front_door_l: "프론트 도어(좌)",
      front_door_r: "프론트 도어(우)",
      rear_door_l: "리어 도어(좌)",
      rear_door_r: "리어 도어(우)",
      trunk_lid: "트렁크 리드",
      roof: "루프 패널",
      quarter_panel_l: "쿼터 패널(좌)",
      quarter_panel_r: "쿼터 패널(우)",
      side_sill_l: "사이드실 패널(좌)",
      side_sill_r: "사이드실 패널(우)",
      front_panel: "프론트 패널",
      rear_panel: "리어 패널",
      radiator_support: "라디에이터 서포트",
      inside_panel_l: "인사이드 패널(좌)",
      inside_panel_r: "인사이드 패널(우)",
      floor_panel: "플로어 패널",
      pillar_a: "필러 패널 A",
      pillar_b: "필러 패널 B",
      pillar_c: "필러 패널 C",
    },
  },
  mn: {
    title: "Техникийн байдал",
    noRecord: "Үзлэгийн бүртгэл байхгүй",
    notStated: "Заагаагүй",
    yes: "Тийм",
    no: "Үгүй",
    odometerOk: "Хэвийн",
    odometerBad: "Өөрчилсөн",
    noPanels: "Сольсон, гагнасан, зэвэрсэн эд анги байхгүй",
    times: (n) => String(n),
    fields: {
      inspected_at: "Үзлэгийн огноо",
      odometer_ok: "Гүйлтийн заалт",
      accident: "Осол",
      simple_repair: "Жижиг засвар",
      flood: "Усанд автсан",
      fire: "Шатсан",
      tuning: "Тюнинг",
      use_history: "Өмнөх хэрэглээ",
      insurance_claims: "Даатгалын тохиолдол",
      owner_changes: "Эзэмшигч солигдсон",
      panels: "Кузовын эд анги",
    },
    use: { none: "Үгүй", rental: "Түрээсийн", commercial: "Арилжааны" },
    states: { exchanged: "Сольсон", welded: "Гагнасан / тэгшилсэн", corroded: "Зэвэрсэн" },
    parts: {
      hood: "Капот",
      front_fender_l: "Урд далавч (зүүн)",
      front_fender_r: "Урд далавч (баруун)",
      front_door_l: "Урд хаалга (зүүн)",
      front_door_r: "Урд хаалга (баруун)",
      rear_door_l: "Хойд хаалга (зүүн)",
      rear_door_r: "Хойд хаалга (баруун)",
      trunk_lid: "Тээшний таг",
      roof: "Дээвэр",
      quarter_panel_l: "Хойд далавч (зүүн)",
      quarter_panel_r: "Хойд далавч (баруун)",
      side_sill_l: "Босго (зүүн)",
      side_sill_r: "Босго (баруун)",
      front_panel: "Урд хавтан",
      rear_panel: "Хойд хавтан",
      radiator_support: "Радиаторын тулгуур",
      inside_panel_l: "Дотор хавтан (зүүн)",
      inside_panel_r: "Дотор хавтан (баруун)",
      floor_panel: "Шалны хавтан",
      pillar_a: "A багана",
      pillar_b: "B багана",
      pillar_c: "C багана",
    },
  },
  ru: {
    title: "Техническое состояние",
    noRecord: "Нет акта осмотра",
    notStated: "Не указано",
    yes: "Да",
    no: "Нет",
    odometerOk: "Не скручен",
    odometerBad: "Скручен",
    noPanels: "Нет заменённых, сваренных или ржавых деталей",
    times: (n) => String(n),
    fields: {
      inspected_at: "Дата осмотра",
      odometer_ok: "Пробег",
      accident: "ДТП",
      simple_repair: "Мелкий ремонт",
      flood: "Затопление",
      fire: "Пожар",
      tuning: "Тюнинг",
      use_history: "Прежнее использование",
      insurance_claims: "Страховые случаи",
      owner_changes: "Смена владельцев",
      panels: "Кузовные детали",
    },
    use: { none: "Нет", rental: "Прокат", commercial: "Коммерческое" },
    states: { exchanged: "Заменена", welded: "Сварка / рихтовка", corroded: "Коррозия" },
    parts: {
      hood: "Капот",
      front_fender_l: "Переднее крыло (левое)",
      front_fender_r: "Переднее крыло (правое)",
      front_door_l: "Передняя дверь (левая)",
      front_door_r: "Передняя дверь (правая)",
      rear_door_l: "Задняя дверь (левая)",
      rear_door_r: "Задняя дверь (правая)",
      trunk_lid: "Крышка багажника",
      roof: "Крыша",
      quarter_panel_l: "Заднее крыло (левое)",
      quarter_panel_r: "Заднее крыло (правое)",
      side_sill_l: "Порог (левый)",
      side_sill_r: "Порог (правый)",
      front_panel: "Передняя панель",
      rear_panel: "Задняя панель",
      radiator_support: "Рамка радиатора",
      inside_panel_l: "Брызговик (левый)",
      inside_panel_r: "Брызговик (правый)",
      floor_panel: "Пол кузова",
      pillar_a: "Стойка A",
      pillar_b: "Стойка B",
      pillar_c: "Стойка C",
    },
  },
};
