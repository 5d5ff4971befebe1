import type { Lang } from "../../../shared/vehicle-terms.js";

type Labels = {
  title: string;
  maker: string;
  model: string;
  grade: string;
  year: string;
  mileage: string;
  fuel: string;
  transmission: string;
  color: string;
  displacement: string;
  power: string;
  carNumber: string;
  price: string;
  options: string;
  description: string;
  noOptions: string;
  noDescription: string;
  noPhoto: string;
  soldOut: string;
  generated: string;
};

/** The spec sheet's own words, in the four languages of the site (units: src/shared/units.ts). */
export const PDF_LABELS: Record<Lang, Labels> = {
  en: {
    title: "Vehicle specification",
    maker: "Maker",
    model: "Model",
    grade: "Trim",
    year: "Year",
    mileage: "Mileage",
    fuel: "Fuel",
    transmission: "Transmission",
    color: "Colour",
    displacement: "Engine displacement",
    power: "Engine power",
    carNumber: "Registration number",
    price: "Price",
    options: "Options",
    description: "Description",
    noOptions: "No options listed",
    noDescription: "No description",
    noPhoto: "No photo",
    soldOut: "SOLD OUT",
    generated: "Generated",
  },
  ko: {
    title: "차량 사양서",
    maker: "제조사",
    model: "모델",
    grade: "등급",
    year: "연식",
    mileage: "주행거리",
    fuel: "연료",
    transmission: "변속기",
    color: "색상",
    displacement: "배기량",
    power: "최고출력",
    carNumber: "차량번호",
    price: "가격",
    options: "옵션",
    description: "차량 설명",
    noOptions: "등록된 옵션 없음",
    noDescription: "설명 없음",
    noPhoto: "사진 없음",
    soldOut: "판매 완료",
    generated: "생성일",
  },
  mn: {
    title: "Тээврийн хэрэгслийн үзүүлэлт",
    maker: "Үйлдвэрлэгч",
    model: "Загвар",
    grade: "Тохиргоо",
    year: "Үйлдвэрлэсэн он",
    mileage: "Гүйлт",
    fuel: "Түлш",
    transmission: "Хурдны хайрцаг",
    color: "Өнгө",
    displacement: "Хөдөлгүүр",
    power: "Хөдөлгүүрийн хүчин чадал",
    carNumber: "Улсын дугаар",
    price: "Үнэ",
    options: "Нэмэлт тоноглол",
    description: "Тайлбар",
    noOptions: "Тоноглол бүртгэгдээгүй",
    noDescription: "Тайлбар байхгүй",
    noPhoto: "Зураг байхгүй",
    soldOut: "ЗАРАГДСАН",
    generated: "Үүсгэсэн",
  },
  ru: {
    title: "Спецификация автомобиля",
    maker: "Марка",
    model: "Модель",
    grade: "Комплектация",
    year: "Год выпуска",
    mileage: "Пробег",
    fuel: "Топливо",
    transmission: "Коробка передач",
    color: "Цвет",
    displacement: "Объём двигателя",
    power: "Мощность двигателя",
    carNumber: "Госномер",
    price: "Цена",
    options: "Опции",
    description: "Описание",
    noOptions: "Опции не указаны",
    noDescription: "Нет описания",
    noPhoto: "Нет фото",
    soldOut: "ПРОДАНО",
    generated: "Создано",
  },
};
