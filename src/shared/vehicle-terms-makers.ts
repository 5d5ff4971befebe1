// Makers as the upstream writes them (Korean), with the name as registered (English, shown in every
// language but Korean) and the Mongolian and Russian spellings by sound (search aliases only).
// Both the old and the new Korean names of renamed makers are kept (르노삼성 → 르노코리아,
// 쌍용 → KG모빌리티) because older listings still carry the old name.
import { registeredEntry, type TermRow } from "./vehicle-terms-types.js";

const MAKER_ROWS: readonly TermRow[] = [
  // domestic
  ["현대", "Hyundai", "Хёндэ", "Хендай"],
  ["기아", "Kia", "Киа", "Киа"],
  ["제네시스", "Genesis", "Genesis", "Genesis"],
  ["쉐보레", "Chevrolet", "Шевроле", "Шевроле"],
  ["한국GM", "GM Korea", "GM Корея", "GM Корея"],
  ["GM대우", "GM Daewoo", "GM Дэү", "GM Дэу"],
  ["대우", "Daewoo", "Дэү", "Дэу"],
  ["르노코리아", "Renault Korea", "Рено Корея", "Рено Корея"],
  ["르노삼성", "Renault Samsung", "Рено Самсүнг", "Рено Самсунг"],
  ["KG모빌리티", "KG Mobility", "KG Мобилити", "KG Мобилити"],
  ["쌍용", "SsangYong", "Сангёнг", "СсангЙонг"],
  // imports
  ["벤츠", "Mercedes-Benz", "Мерседес-Бенц", "Мерседес-Бенц"],
  ["메르세데스-벤츠", "Mercedes-Benz", "Мерседес-Бенц", "Мерседес-Бенц"],
  ["BMW", "BMW", "BMW", "BMW"],
  ["아우디", "Audi", "Ауди", "Ауди"],
  ["폭스바겐", "Volkswagen", "Фольксваген", "Фольксваген"],
  ["볼보", "Volvo", "Вольво", "Вольво"],
  ["렉서스", "Lexus", "Лексус", "Лексус"],
  ["토요타", "Toyota", "Тоёота", "Тойота"],
  ["도요타", "Toyota", "Тоёота", "Тойота"],
  ["혼다", "Honda", "Хонда", "Хонда"],
  ["미니", "MINI", "Мини", "Мини"],
  ["포르쉐", "Porsche", "Порше", "Порше"],
  ["테슬라", "Tesla", "Тесла", "Тесла"],
  ["랜드로버", "Land Rover", "Ланд Ровер", "Ленд Ровер"],
  ["지프", "Jeep", "Жийп", "Джип"],
  ["포드", "Ford", "Форд", "Форд"],
  ["닛산", "Nissan", "Ниссан", "Ниссан"],
  ["인피니티", "Infiniti", "Инфинити", "Инфинити"],
  ["링컨", "Lincoln", "Линкольн", "Линкольн"],
  ["캐딜락", "Cadillac", "Кадиллак", "Кадиллак"],
  ["푸조", "Peugeot", "Пежо", "Пежо"],
  ["시트로엥", "Citroën", "Ситроен", "Ситроен"],
  ["마세라티", "Maserati", "Мазерати", "Мазерати"],
  ["재규어", "Jaguar", "Жагуар", "Ягуар"],
  ["벤틀리", "Bentley", "Бэнтли", "Бентли"],
  ["롤스로이스", "Rolls-Royce", "Роллс-Ройс", "Роллс-Ройс"],
  ["람보르기니", "Lamborghini", "Ламборгини", "Ламборгини"],
  ["페라리", "Ferrari", "Феррари", "Феррари"],
  ["크라이슬러", "Chrysler", "Крайслер", "Крайслер"],
  ["폴스타", "Polestar", "Полестар", "Полестар"],
  ["마쯔다", "Mazda", "Мазда", "Мазда"],
  ["스바루", "Subaru", "Субару", "Субару"],
  ["미쓰비시", "Mitsubishi", "Мицубиши", "Мицубиси"],
];

// Spellings by sound that buyers type besides the two of the row (issue 42 names "Хёндай" and
// "Хюндай"): search aliases like those, never shown.
const MORE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  현대: ["Хёндай", "Хюндай", "Хундай"],
  제네시스: ["Дженезис", "Генезис"],
};

export const MAKER_TERMS = MAKER_ROWS.map((row) => registeredEntry("maker", row, MORE_ALIASES[row[0]]));
