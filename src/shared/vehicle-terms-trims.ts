// Words that make up the grade part of a listing name: trim levels, generation
// prefixes, body styles, drive and seating. translateCarName uses them; they are not
// filter values, so seed-all-defaults may skip this category.
import { registeredEntry, rowsToEntries, type TermRow } from "./vehicle-terms-types.js";

/**
 * Trim names as the makers write them (Premium, Calligraphy, Long Range, GT-Line), met in the demo
 * catalogue, the simulator and the upstream (tools/name-coverage.ts lists what is left). They are
 * names, not words: Russian and Mongolian listings, and the papers of the car, write them in
 * Latin letters, as makes and models are (registeredEntry). "Лонг Рэйнж" read as a made-up word
 * (issue 50); the spellings by sound stay as aliases, so a search for "Лакшери" still finds the car.
 */
const TRIM_NAME_ROWS: readonly TermRow[] = [
  ["프리미엄", "Premium", "Премиум", "Премиум"],
  ["익스클루시브", "Exclusive", "Эксклюзив", "Эксклюзив"],
  ["인스퍼레이션", "Inspiration", "Инспирэйшн", "Инспирейшн"],
  ["노블레스", "Noblesse", "Ноблесс", "Ноблесс"],
  ["시그니처", "Signature", "Сигнэчэр", "Сигнейчер"],
  ["프레스티지", "Prestige", "Престиж", "Престиж"],
  ["트렌디", "Trendy", "Трэнди", "Тренди"],
  ["럭셔리", "Luxury", "Лакшери", "Люкс"],
  ["스마트", "Smart", "Смарт", "Смарт"],
  ["모던", "Modern", "Модерн", "Модерн"],
  ["캘리그래피", "Calligraphy", "Каллиграфи", "Каллиграфия"],
  ["그래비티", "Gravity", "Грэвити", "Гравити"],
  ["디럭스", "Deluxe", "Делюкс", "Делюкс"],
  ["스탠다드", "Standard", "Стандарт", "Стандарт"],
  ["스탠더드", "Standard", "Стандарт", "Стандарт"],
  ["롱레인지", "Long Range", "Лонг Рэйнж", "Лонг Рейндж"],
  ["퍼포먼스", "Performance", "Перформанс", "Перформанс"],
  ["어드밴스드", "Advanced", "Адвансэд", "Адвансед"],
  ["리미티드", "Limited", "Лимитед", "Лимитед"],
  ["플래티넘", "Platinum", "Платинум", "Платинум"],
  ["스페셜", "Special", "Спэшл", "Спешл"],
  ["에디션", "Edition", "Эдишн", "Эдишн"],
  ["블랙에디션", "Black Edition", "Блэк Эдишн", "Блэк Эдишн"],
  ["프리미어", "Premier", "Премьер", "Премьер"],
  ["라인", "Line", "Лайн", "Лайн"],
  ["GT-라인", "GT-Line", "GT-Лайн", "GT-Лайн"],
  ["GT라인", "GT-Line", "GT-Лайн", "GT-Лайн"],
  ["인디비주얼", "Individual", "Индивидуал", "Индивидуал"],
  ["르블랑", "Le Blanc", "Ле Блан", "Ле Блан"],
  ["아방가르드", "Avantgarde", "Авангард", "Авангард"],
  ["다이나믹", "Dynamic", "Динамик", "Динамик"],
  ["스포츠", "Sport", "Спорт", "Спорт"],
  ["M스포츠", "M Sport", "M Спорт", "M Спорт"],
  ["라운지", "Lounge", "Лаунж", "Лаунж"],
  ["투어러", "Tourer", "Турер", "Турер"],
  ["인스크립션", "Inscription", "Инскрипшн", "Инскрипшн"],
  ["모멘텀", "Momentum", "Моментум", "Моментум"],
  ["얼티메이트", "Ultimate", "Алтимэйт", "Ультимейт"],
  ["이그제큐티브", "Executive", "Экзекьютив", "Экзекьютив"],
  ["클래식", "Classic", "Классик", "Классик"],
  ["라이트", "Light", "Лайт", "Лайт"],
  ["에어", "Air", "Эйр", "Эйр"],
  ["어스", "Earth", "Эрс", "Эрс"],
  ["칸", "Khan", "Хан", "Кхан"],
];

/** Words of a grade that translate: a base model, generation prefixes, body styles, drive and seating. */
const TRIM_ROWS: readonly TermRow[] = [
  ["기본형", "Base", "Үндсэн", "Базовая"],
  ["터보", "Turbo", "Турбо", "Турбо"],
  ["풀옵션", "Full Option", "Бүрэн тоноглолтой", "Полная комплектация"],
  // generation prefixes, written both glued and spaced
  ["더뉴", "The New", "Шинэ", "Новый"],
  ["더 뉴", "The New", "Шинэ", "Новый"],
  ["올뉴", "All New", "Цоо шинэ", "Полностью новый"],
  ["올 뉴", "All New", "Цоо шинэ", "Полностью новый"],
  ["디올뉴", "The All New", "Цоо шинэ", "Полностью новый"],
  ["디 올 뉴", "The All New", "Цоо шинэ", "Полностью новый"],
  ["뉴", "New", "Шинэ", "Новый"],
  ["신형", "New", "Шинэ загвар", "Новая модель"],
  ["페이스리프트", "Facelift", "Фэйслифт", "Рестайлинг"],
  ["세대", "Gen", "үе", "поколение"],
  // body styles
  ["세단", "Sedan", "Седан", "Седан"],
  ["쿠페", "Coupe", "Купе", "Купе"],
  ["왜건", "Wagon", "Вагон", "Универсал"],
  ["해치백", "Hatchback", "Хэтчбэк", "Хэтчбек"],
  ["컨버터블", "Convertible", "Кабриолет", "Кабриолет"],
  ["카브리올레", "Cabriolet", "Кабриолет", "Кабриолет"],
  ["밴", "Van", "Вэн", "Фургон"],
  ["카고", "Cargo", "Карго", "Карго"],
  ["롱바디", "Long Body", "Урт их бие", "Удлинённый кузов"],
  ["초장축", "Extra Long Wheelbase", "Хэт урт тэнхлэг", "Сверхдлинная база"],
  ["슈퍼캡", "Super Cab", "Супер кабин", "Супер кабина"],
  ["더블캡", "Double Cab", "Давхар кабин", "Двойная кабина"],
  ["킹캡", "King Cab", "Кинг кабин", "Кинг кабина"],
  ["하이루프", "High Roof", "Өндөр дээвэр", "Высокая крыша"],
  ["롱", "Long", "Урт", "Лонг"],
  ["3도어", "3-Door", "3 хаалгатай", "3-дверный"],
  ["5도어", "5-Door", "5 хаалгатай", "5-дверный"],
  // drive and seating
  ["4WD", "4WD", "4WD", "4WD"],
  ["AWD", "AWD", "AWD", "AWD"],
  ["2WD", "2WD", "2WD", "2WD"],
  ["4륜", "4WD", "4WD", "4WD"],
  ["사륜", "4WD", "4WD", "4WD"],
  ["2륜", "2WD", "2WD", "2WD"],
  ["콰트로", "quattro", "quattro", "quattro"],
  ["3인승", "3-Seater", "3 суудалтай", "3-местный"],
  ["5인승", "5-Seater", "5 суудалтай", "5-местный"],
  ["7인승", "7-Seater", "7 суудалтай", "7-местный"],
  ["9인승", "9-Seater", "9 суудалтай", "9-местный"],
  ["11인승", "11-Seater", "11 суудалтай", "11-местный"],
  ["12인승", "12-Seater", "12 суудалтай", "12-местный"],
];

export const TRIM_TERMS = [
  ...TRIM_NAME_ROWS.map((row) => registeredEntry("trim", row)),
  ...rowsToEntries("trim", TRIM_ROWS),
];
