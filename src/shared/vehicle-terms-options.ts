// Car option names (the upstream's <div class="options"> list and the demo data).
// Not part of DEFAULT_TRANSLATIONS: the Translation resource covers makers, models,
// colours, fuels and transmissions only, but the detail page still shows options in the
// reader's language.
import type { Lang, TermRow } from "./vehicle-terms-types.js";

const OPTION_ROWS: readonly TermRow[] = [
  ["선루프", "Sunroof", "Люк", "Люк"],
  ["파노라마선루프", "Panoramic sunroof", "Панорам люк", "Панорамная крыша"],
  ["내비게이션", "Navigation", "Навигаци", "Навигация"],
  ["후방카메라", "Rear camera", "Арын камер", "Камера заднего вида"],
  ["어라운드뷰", "Around-view monitor", "360° камер", "Камеры кругового обзора"],
  ["HUD", "Head-up display", "Шилэн дэлгэц (HUD)", "Проекционный дисплей (HUD)"],
  ["통풍시트", "Ventilated seats", "Агааржуулалттай суудал", "Вентиляция сидений"],
  ["열선시트", "Heated seats", "Халаалттай суудал", "Подогрев сидений"],
  ["열선핸들", "Heated steering wheel", "Халаалттай жолоо", "Подогрев руля"],
  ["전동시트", "Power seats", "Цахилгаан суудал", "Электропривод сидений"],
  ["메모리시트", "Memory seats", "Санах ойтой суудал", "Память сидений"],
  ["가죽시트", "Leather seats", "Арьсан суудал", "Кожаный салон"],
  ["스마트키", "Smart key", "Ухаалаг түлхүүр", "Смарт-ключ"],
  ["크루즈컨트롤", "Cruise control", "Круиз контрол", "Круиз-контроль"],
  ["스마트크루즈컨트롤", "Adaptive cruise control", "Ухаалаг круиз контрол", "Адаптивный круиз-контроль"],
  ["차선유지보조", "Lane keeping assist", "Эгнээ барих туслах", "Удержание в полосе"],
  ["후측방경보", "Blind-spot warning", "Сохор бүсийн анхааруулга", "Контроль слепых зон"],
  [
    "전방충돌방지",
    "Forward collision avoidance",
    "Урд мөргөлдөөнөөс сэргийлэх",
    "Предотвращение фронтального столкновения",
  ],
  ["전동트렁크", "Power tailgate", "Цахилгаан ачаа тээш", "Электропривод багажника"],
  ["하이패스", "Hi-pass (toll) unit", "Hi-pass төхөөрөмж", "Транспондер Hi-pass"],
  ["무선충전", "Wireless charging", "Утасгүй цэнэглэгч", "Беспроводная зарядка"],
  ["블루투스", "Bluetooth", "Bluetooth", "Bluetooth"],
  ["애플카플레이", "Apple CarPlay", "Apple CarPlay", "Apple CarPlay"],
  ["LED헤드램프", "LED headlamps", "LED гэрэл", "Светодиодные фары"],
  ["알로이휠", "Alloy wheels", "Хайлшин обуд", "Легкосплавные диски"],
  ["주차감지센서", "Parking sensors", "Зогсоолын мэдрэгч", "Парктроники"],
  ["전자식파킹브레이크", "Electronic parking brake", "Цахилгаан гар тоормос", "Электронный стояночный тормоз"],
  ["3열시트", "Third-row seats", "3 дахь эгнээний суудал", "Третий ряд сидений"],
  ["프리미엄사운드", "Premium sound system", "Премиум дуун систем", "Премиальная аудиосистема"],
  ["에어서스펜션", "Air suspension", "Агаарын түдгэлзүүр", "Пневмоподвеска"],
];

const OPTIONS = new Map(OPTION_ROWS.map((row) => [row[0], row]));

/** Korean option names the dictionary knows, in display order. */
export const OPTION_NAMES: readonly string[] = OPTION_ROWS.map((row) => row[0]);

/** Translates a Korean option name; an unknown name (or lang 'ko') comes back unchanged. */
export function translateOption(ko: string, lang: Lang): string {
  const row = OPTIONS.get(ko.trim());
  if (!row || lang === "ko") return ko;
  return row[{ en: 1, mn: 2, ru: 3 }[lang]];
}
