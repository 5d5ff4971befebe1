import type { Lang } from "../../../shared/vehicle-terms.js";

type InvoiceLabels = {
  title: string;
  number: string;
  date: string;
  seller: string;
  buyer: string;
  vehicle: string;
  chassis: string;
  year: string;
  mileage: string;
  description: string;
  amount: string;
  total: string;
  priceKrw: string;
  destination: string;
  terms: string;
  termsText: string;
  validity: string;
  km: string;
  none: string;
};

/** The proforma invoice's words in the four languages. */
export const INVOICE_LABELS: Record<Lang, InvoiceLabels> = {
  en: {
    title: "PROFORMA INVOICE",
    number: "Invoice No.",
    date: "Date",
    seller: "Seller",
    buyer: "Buyer",
    vehicle: "Vehicle",
    chassis: "Registration No.",
    year: "Year",
    mileage: "Mileage",
    description: "Description",
    amount: "Amount",
    total: "Total (USD)",
    priceKrw: "Listed price (KRW)",
    destination: "Port of destination",
    terms: "Terms",
    termsText:
      "Payment by bank transfer (T/T) before shipment. Prices in US dollars, FOB Korea unless agreed otherwise.",
    validity: "This proforma invoice is not a tax invoice.",
    km: "km",
    none: "—",
  },
  ko: {
    title: "견적 청구서 (PROFORMA INVOICE)",
    number: "청구서 번호",
    date: "발행일",
    seller: "판매자",
    buyer: "구매자",
    vehicle: "차량",
    chassis: "차량 번호",
    year: "연식",
    mileage: "주행거리",
    description: "내역",
    amount: "금액",
    total: "합계 (USD)",
    priceKrw: "표시 가격 (원)",
    destination: "도착항",
    terms: "조건",
    termsText: "선적 전 전신환(T/T) 송금. 별도 합의가 없으면 미화 기준 FOB 한국 조건입니다.",
    validity: "본 견적 청구서은 세금계산서가 아닙니다.",
    km: "km",
    none: "—",
  },
  mn: {
    title: "УРЬДЧИЛСАН НЭХЭМЖЛЭХ (PROFORMA INVOICE)",
    number: "Нэхэмжлэхийн дугаар",
    date: "Огноо",
    seller: "Худалдагч",
    buyer: "Худалдан авагч",
    vehicle: "Тээврийн хэрэгсэл",
    chassis: "Улсын дугаар",
    year: "Үйлдвэрлэсэн он",
    mileage: "Гүйлт",
    description: "Тайлбар",
    amount: "Дүн",
    total: "Нийт (USD)",
    priceKrw: "Зарласан үнэ (KRW)",
    destination: "Хүргэх боомт",
    terms: "Нөхцөл",
    termsText: "Ачилтаас өмнө банкны шилжүүлгээр (T/T) төлнө. Өөрөөр тохиролцоогүй бол үнэ ам.доллараар, FOB Солонгос.",
    validity: "Энэхүү урьдчилсан нэхэмжлэх нь татварын нэхэмжлэх биш.",
    km: "км",
    none: "—",
  },
  ru: {
    title: "ПРОФОРМА-ИНВОЙС",
    number: "Номер счёта",
    date: "Дата",
    seller: "Продавец",
    buyer: "Покупатель",
    vehicle: "Автомобиль",
    chassis: "Госномер",
    year: "Год выпуска",
    mileage: "Пробег",
    description: "Описание",
    amount: "Сумма",
    total: "Итого (USD)",
    priceKrw: "Цена в каталоге (KRW)",
    destination: "Порт назначения",
    terms: "Условия",
    termsText: "Оплата банковским переводом (T/T) до отгрузки. Цены в долларах США, FOB Корея, если не оговорено иное.",
    validity: "Проформа-инвойс не является налоговым счётом-фактурой.",
    km: "км",
    none: "—",
  },
};
