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
  none: string;
  vin: string;
  fob: string;
  freight: string;
  insurance: string;
  cif: string;
  bank: string;
  reference: string;
  referenceNote: string;
  termsCif: string;
  /** The estimated duties at the destination: a line of their own, not part of the amount due. */
  duties: string;
  dutiesNote: string;
  loading: string;
  phone: string;
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
    none: "—",
    vin: "Chassis No. (VIN)",
    fob: "Vehicle, FOB Korea",
    freight: "Freight to {port}",
    insurance: "Marine insurance",
    cif: "Total CIF {port} (USD)",
    bank: "Bank details for the transfer",
    reference: "Reference to write on the transfer",
    referenceNote: "Write this reference in the transfer's payment details so that we can match your payment.",
    termsCif:
      "Payment by bank transfer (T/T) before shipment. Prices in US dollars, CIF the port of destination: the vehicle FOB Korea, freight and marine insurance.",
    duties: "Estimated import duties and taxes at the destination (USD)",
    dutiesNote:
      "Payable at the destination to its customs, not to the seller, and not included in the amount due above. An estimate from the published rates; the customs office decides the final amount.",
    loading: "Port of loading",
    phone: "Phone",
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
    validity: "본 견적 청구서는 세금계산서가 아닙니다.",
    none: "—",
    vin: "차대번호 (VIN)",
    fob: "차량 (FOB 한국)",
    freight: "{port}까지 운임",
    insurance: "해상 보험",
    cif: "합계 CIF {port} (USD)",
    bank: "송금 계좌",
    reference: "송금 시 기재할 참조 번호",
    referenceNote: "입금 확인을 위해 송금 내역(메모)에 이 참조 번호를 적어 주세요.",
    termsCif: "선적 전 전신환(T/T) 송금. 미화 기준 CIF 도착항 조건: 차량(FOB 한국), 운임, 해상 보험 포함.",
    duties: "도착지 수입 관세·세금 예상액 (USD)",
    dutiesNote:
      "도착지 세관에 납부하는 금액으로, 판매자에게 지급하지 않으며 위의 결제 금액에 포함되지 않습니다. 공표된 세율에 따른 예상액이며 최종 금액은 세관이 정합니다.",
    loading: "선적항",
    phone: "전화",
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
    none: "—",
    vin: "Арлын дугаар (VIN)",
    fob: "Тээврийн хэрэгсэл, FOB Солонгос",
    freight: "{port} хүртэлх тээврийн төлбөр",
    insurance: "Далайн даатгал",
    cif: "Нийт CIF {port} (USD)",
    bank: "Шилжүүлгийн банкны мэдээлэл",
    reference: "Шилжүүлэг дээр бичих лавлах дугаар",
    referenceNote: "Төлбөрийг тань тулгахын тулд шилжүүлгийн гүйлгээний утгад энэ дугаарыг бичнэ үү.",
    termsCif:
      "Ачилтаас өмнө банкны шилжүүлгээр (T/T) төлнө. Үнэ ам.доллараар, CIF хүргэх боомт: тээврийн хэрэгсэл (FOB Солонгос), тээврийн төлбөр, далайн даатгал.",
    duties: "Хүргэх газарт төлөх импортын гааль, татварын урьдчилсан дүн (USD)",
    dutiesNote:
      "Хүргэх газрын гаальд төлнө; худалдагчид төлөхгүй бөгөөд дээрх төлөх дүнд ороогүй. Нийтэлсэн хувь хэмжээгээр тооцсон урьдчилсан дүн бөгөөд эцсийн дүнг гааль тогтооно.",
    loading: "Ачих боомт",
    phone: "Утас",
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
    none: "—",
    vin: "Номер кузова (VIN)",
    fob: "Автомобиль, FOB Корея",
    freight: "Фрахт до: {port}",
    insurance: "Морское страхование",
    cif: "Итого CIF {port} (USD)",
    bank: "Реквизиты для перевода",
    reference: "Назначение платежа (укажите в переводе)",
    referenceNote: "Укажите этот номер в назначении платежа, чтобы мы могли сопоставить ваш перевод.",
    termsCif:
      "Оплата банковским переводом (T/T) до отгрузки. Цены в долларах США, CIF порт назначения: автомобиль FOB Корея, фрахт и морское страхование.",
    duties: "Ориентировочные ввозные пошлины и налоги в стране назначения (USD)",
    dutiesNote:
      "Уплачиваются в стране назначения её таможне, а не продавцу, и не входят в сумму к оплате выше. Оценка по опубликованным ставкам; окончательную сумму определяет таможня.",
    loading: "Порт погрузки",
    phone: "Телефон",
  },
};
