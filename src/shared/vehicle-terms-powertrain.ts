// Fuel and transmission terms: the values of the upstream's 연료 and 변속기 cells,
// with the synonyms that appear in free-text car names (휘발유 = 가솔린, 자동 = 오토).
import { rowsToEntries, type TermRow } from "./vehicle-terms-types.js";

const FUEL_ROWS: readonly TermRow[] = [
  ["가솔린", "Gasoline", "Бензин", "Бензин"],
  ["휘발유", "Gasoline", "Бензин", "Бензин"],
  ["디젤", "Diesel", "Дизель", "Дизель"],
  ["경유", "Diesel", "Дизель", "Дизель"],
  ["LPG", "LPG", "LPG хий", "Газ (LPG)"],
  ["LPi", "LPi", "LPi хий", "Газ (LPi)"],
  ["CNG", "CNG", "CNG хий", "Метан (CNG)"],
  ["하이브리드", "Hybrid", "Хайбрид", "Гибрид"],
  ["가솔린하이브리드", "Gasoline Hybrid", "Бензин хайбрид", "Бензиновый гибрид"],
  ["디젤하이브리드", "Diesel Hybrid", "Дизель хайбрид", "Дизельный гибрид"],
  ["LPG하이브리드", "LPG Hybrid", "LPG хайбрид", "Газовый гибрид"],
  ["플러그인하이브리드", "Plug-in Hybrid", "Плаг-ин хайбрид", "Подключаемый гибрид"],
  ["전기", "Electric", "Цахилгаан", "Электро"],
  ["수소", "Hydrogen", "Устөрөгч", "Водород"],
  ["수소전기", "Hydrogen Electric", "Устөрөгч цахилгаан", "Водородный электро"],
  ["가솔린+LPG", "Gasoline + LPG", "Бензин + LPG хий", "Бензин + газ (LPG)"],
  ["가솔린+전기", "Gasoline + Electric", "Бензин + цахилгаан", "Бензин + электро"],
  ["디젤+전기", "Diesel + Electric", "Дизель + цахилгаан", "Дизель + электро"],
];

const TRANSMISSION_ROWS: readonly TermRow[] = [
  ["오토", "Automatic", "Автомат", "Автомат"],
  ["자동", "Automatic", "Автомат", "Автомат"],
  ["수동", "Manual", "Механик", "Механика"],
  ["CVT", "CVT", "Вариатор (CVT)", "Вариатор (CVT)"],
  ["무단변속기", "CVT", "Вариатор (CVT)", "Вариатор (CVT)"],
  ["DCT", "DCT", "Хос шүүрэгч (DCT)", "Робот (DCT)"],
  ["듀얼클러치", "Dual-Clutch", "Хос шүүрэгч", "Робот с двумя сцеплениями"],
  ["세미오토", "Semi-Automatic", "Хагас автомат", "Полуавтомат"],
];

export const FUEL_TERMS = rowsToEntries("fuel", FUEL_ROWS);
export const TRANSMISSION_TERMS = rowsToEntries("transmission", TRANSMISSION_ROWS);
