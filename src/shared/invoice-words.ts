// The settings' free texts an invoice prints, in the invoice's language where we know the words
// (the PDF, orders/invoice.ts; the bank details' labels also on the verify page, in the page's):
// the port of loading ("Incheon, Korea", setting `port_of_loading`) and the labels of the bank
// details ("Bank:", "Account:" …, settings `invoice_bank_details` / `topup_bank_details`). The
// values are printed exactly as typed: a bank name, an account number or an address is what the
// buyer copies onto the transfer, and must match the bank's records letter for letter (issue 51:
// a Mongolian invoice read "Incheon, Korea" and "Bank: … Account: …" in English).
import type { Lang } from "./vehicle-terms.js";

type Words = Record<Exclude<Lang, "en">, string>;

/**
 * Korea's ports of loading for used cars, by their English names. Russian in the Kontsevich
 * system used by Russian maps (Инчхон, Пхёнтхэк); Mongolian as Mongolian news write them.
 */
const KOREAN_PORTS: Record<string, Words> = {
  incheon: { ko: "인천", mn: "Инчон", ru: "Инчхон" },
  busan: { ko: "부산", mn: "Бусан", ru: "Пусан" },
  pusan: { ko: "부산", mn: "Бусан", ru: "Пусан" },
  pyeongtaek: { ko: "평택", mn: "Пёнтэк", ru: "Пхёнтхэк" },
  ulsan: { ko: "울산", mn: "Ульсан", ru: "Ульсан" },
  gunsan: { ko: "군산", mn: "Гунсан", ru: "Кунсан" },
  mokpo: { ko: "목포", mn: "Мокпо", ru: "Мокпхо" },
  gwangyang: { ko: "광양", mn: "Гуанъян", ru: "Кванъян" },
  donghae: { ko: "동해", mn: "Донхэ", ru: "Тонхэ" },
  pohang: { ko: "포항", mn: "Похан", ru: "Пхохан" },
  masan: { ko: "마산", mn: "Масан", ru: "Масан" },
};

/** Korea as the invoice's other lines name it ("FOB 한국", "FOB Солонгос", "FOB Корея"). */
const KOREA: Words = { ko: "한국", mn: "Солонгос", ru: "Корея" };
const KOREA_NAMES = new Set(["korea", "south korea", "republic of korea", "rep. of korea", "korea (south)", "kr"]);

/**
 * The port of loading in the invoice's language: "Incheon, Korea" → "Инчхон, Корея". A text we
 * cannot read as a Korean port (another port, a longer sentence) is printed as the admin wrote it;
 * an English invoice always prints it as written.
 */
export function loadingPortIn(text: string, lang: Lang): string {
  if (lang === "en") return text;
  const m = /^\s*(?:port of\s+)?(.+?)(?:\s+port)?\s*(?:,\s*(.+?))?\s*$/i.exec(text);
  if (!m) return text;
  const port = KOREAN_PORTS[m[1].toLowerCase()];
  if (!port) return text;
  const country = m[2]?.toLowerCase().replace(/\s+/g, " ");
  if (country !== undefined && !KOREA_NAMES.has(country)) return text;
  return country === undefined ? port[lang] : `${port[lang]}, ${KOREA[lang]}`;
}

/** The labels the bank details are written with, by their English words (lower case). */
const BANK_LABELS: Record<string, Words> = {
  bank: { ko: "은행", mn: "Банк", ru: "Банк" },
  "bank name": { ko: "은행", mn: "Банк", ru: "Банк" },
  branch: { ko: "지점", mn: "Салбар", ru: "Отделение" },
  "bank address": { ko: "은행 주소", mn: "Банкны хаяг", ru: "Адрес банка" },
  account: { ko: "계좌번호", mn: "Дансны дугаар", ru: "Счёт" },
  "account no": { ko: "계좌번호", mn: "Дансны дугаар", ru: "Номер счёта" },
  "account number": { ko: "계좌번호", mn: "Дансны дугаар", ru: "Номер счёта" },
  "account name": { ko: "예금주", mn: "Данс эзэмшигч", ru: "Владелец счёта" },
  "account holder": { ko: "예금주", mn: "Данс эзэмшигч", ru: "Владелец счёта" },
  beneficiary: { ko: "수취인", mn: "Хүлээн авагч", ru: "Получатель" },
  "beneficiary name": { ko: "수취인", mn: "Хүлээн авагч", ru: "Получатель" },
  "beneficiary address": { ko: "수취인 주소", mn: "Хүлээн авагчийн хаяг", ru: "Адрес получателя" },
  address: { ko: "주소", mn: "Хаяг", ru: "Адрес" },
  currency: { ko: "통화", mn: "Валют", ru: "Валюта" },
  swift: { ko: "SWIFT 코드", mn: "SWIFT код", ru: "SWIFT" },
  "swift code": { ko: "SWIFT 코드", mn: "SWIFT код", ru: "SWIFT-код" },
  "swift/bic": { ko: "SWIFT/BIC", mn: "SWIFT/BIC", ru: "SWIFT/BIC" },
  bic: { ko: "BIC", mn: "BIC", ru: "BIC" },
  iban: { ko: "IBAN", mn: "IBAN", ru: "IBAN" },
};

/**
 * The bank details with each line's label in the invoice's language ("Account: 140-013-456789" →
 * "Дансны дугаар: 140-013-456789"); a line without a label we know, and every value, as written.
 */
export function bankDetailsIn(text: string, lang: Lang): string {
  if (lang === "en") return text;
  return text
    .split("\n")
    .map((line) => {
      const m = /^(\s*)([A-Za-z][A-Za-z ./]*?)\.?\s*:(.*)$/.exec(line);
      const words = m ? BANK_LABELS[m[2].toLowerCase().replace(/\s+/g, " ")] : undefined;
      return m && words ? `${m[1]}${words[lang]}:${m[3]}` : line;
    })
    .join("\n");
}
