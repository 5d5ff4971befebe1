/** Real Korean-market makers and models the generator draws from, as a compact table. */

export interface EngineSpec {
  label: string; // part of the listing name, e.g. "2.0 가솔린"
  fuel: "가솔린" | "디젤" | "LPG" | "하이브리드" | "전기";
  cc: number; // 0 for electric
  /** Metric horsepower as the maker states it (hybrids: the system's); null where none was found. */
  hp: number | null;
}

export interface ModelSpec {
  maker: string;
  model: string;
  cho: 1 | 2; // 1 domestic, 2 import (the upstream's own flag)
  from: number; // first model year of this generation
  to: number;
  newPrice: number; // 만원, used to derive a plausible used price
  engines: EngineSpec[];
  trims: string[];
  manual: boolean; // a manual gearbox existed for this model
}

// Engines shared by several domestic models, referenced by name in the table; a model gives
// each engine's power after a slash ("G20/160"), the maker's figure for that model (the same
// engine is tuned differently from model to model), or none where no figure was found (see
// docs/demo-data.md for the sources).
const SHARED: Record<string, string> = {
  G16: "1.6 가솔린:가솔린:1598",
  G20: "2.0 가솔린:가솔린:1999",
  T16: "1.6 터보:가솔린:1598",
  T25: "2.5 터보:가솔린:2497",
  G35: "3.5 가솔린:가솔린:3470",
  D20: "2.0 디젤:디젤:1995",
  D22: "2.2 디젤:디젤:2151",
  L20: "2.0 LPi:LPG:1999",
  H16: "1.6 하이브리드:하이브리드:1598",
  EV: "롱레인지:전기:0",
};

// maker | model | cho | years | new price (만원) | engines (name or label:fuel:cc, then /hp, `;`) | trims (`,`) | M = manual exists
const TABLE = `
현대|쏘나타 DN8|1|2019-2024|3100|G20/160;T16/180;L20/146;H16|스마트,모던,프리미엄,인스퍼레이션,익스클루시브|
현대|그랜저 GN7|1|2022-2025|4300|T25;G35/300;H16/230;L20|프리미엄,익스클루시브,캘리그래피|
현대|그랜저 IG|1|2016-2022|3600|2.4 가솔린:가솔린:2359/190;3.0 LPi:LPG:2999/235;H16|모던,프리미엄,익스클루시브|
현대|아반떼 CN7|1|2020-2025|2300|G16/123;L20;H16/139|스마트,모던,프리미엄,인스퍼레이션|M
현대|싼타페 MX5|1|2023-2025|4200|T25/281;H16/230|익스클루시브,프레스티지,캘리그래피|
현대|싼타페 TM|1|2018-2023|3700|D22/202;G20;H16/230|모던,프리미엄,익스클루시브,캘리그래피|
현대|투싼 NX4|1|2020-2025|3100|T16/180;D20/186;H16/230|스마트,모던,프리미엄,인스퍼레이션|
현대|팰리세이드|1|2018-2025|4800|D22/202;3.8 가솔린:가솔린:3778/295|익스클루시브,프레스티지,캘리그래피|
현대|아이오닉5|1|2021-2025|5200|EV;스탠다드:전기:0|익스클루시브,프레스티지|
현대|포터2|1|2015-2024|2000|2.5 디젤:디젤:2497/133|슈퍼캡 초장축,더블캡|M
기아|K5 DL3|1|2019-2025|3000|G20/160;T16/180;L20/146;H16|트렌디,프레스티지,노블레스,시그니처|
기아|K8|1|2021-2025|4200|T25;G35/300;H16/230|노블레스,시그니처|
기아|쏘렌토 MQ4|1|2020-2025|4000|D22/202;T25/281;H16/230|트렌디,프레스티지,노블레스,시그니처,그래비티|
기아|카니발 KA4|1|2020-2025|4300|D22/202;G35|9인승 프레스티지,9인승 노블레스,7인승 시그니처|
기아|스포티지 NQ5|1|2021-2025|3100|T16/180;D20/186;H16/230|트렌디,프레스티지,노블레스,시그니처|
기아|모닝 JA|1|2017-2024|1300|1.0 가솔린:가솔린:998/76|스탠다드,프레스티지,시그니처|M
기아|EV6|1|2021-2025|5600|EV|에어,어스,GT-라인|
제네시스|G80 RG3|1|2020-2025|6200|T25/304;3.5 터보:가솔린:3470/380|AWD,2WD|
제네시스|GV80|1|2020-2025|7300|T25/304;3.0 디젤:디젤:2959/278|AWD,2WD|
제네시스|GV70|1|2020-2025|5400|T25/304;D22|AWD,2WD|
제네시스|G90 RS4|1|2022-2025|10000|3.5 터보:가솔린:3470/380|AWD|
쉐보레|트레일블레이저|1|2020-2025|2600|1.35 터보:가솔린:1341/156|LT,RS,ACTIV|
쉐보레|말리부|1|2016-2022|2800|1.35 터보:가솔린:1341/156;T16|LT,프리미어|
르노코리아|QM6|1|2016-2025|2900|L20;G20|SE,LE,RE 시그니처|
르노코리아|XM3|1|2020-2024|2500|1.3 터보:가솔린:1332;H16|LE,RE,E-TECH|
KG모빌리티|토레스|1|2022-2025|3300|1.5 터보:가솔린:1497/170|T5,T7|
KG모빌리티|렉스턴 스포츠 칸|1|2019-2025|3500|D22|프레스티지,노블레스|M
벤츠|E-클래스 W214|2|2023-2025|8500|E300 4MATIC:가솔린:1999;E220d 4MATIC:디젤:1993/197|익스클루시브,AMG 라인|
벤츠|E-클래스 W213|2|2016-2023|7500|E250:가솔린:1991;E220d:디젤:1950/194;E350 4MATIC:가솔린:1991|아방가르드,익스클루시브,AMG 라인|
벤츠|S-클래스 W223|2|2021-2025|17000|S500 4MATIC:가솔린:2999;S350d:디젤:2925|롱|
벤츠|GLC-클래스 X254|2|2023-2025|8000|GLC300 4MATIC:가솔린:1999/258|AMG 라인|
BMW|5시리즈 G60|2|2023-2025|7800|520i:가솔린:1998;530i xDrive:가솔린:1998;i5 eDrive40:전기:0|M 스포츠|
BMW|5시리즈 G30|2|2017-2023|7000|520d:디젤:1995;520i:가솔린:1998;530e:하이브리드:1998|럭셔리,M 스포츠|
BMW|X5 G05|2|2019-2025|11000|xDrive30d:디젤:2993;xDrive40i:가솔린:2998|xLine,M 스포츠|
아우디|A6 C8|2|2019-2025|7000|45 TFSI 콰트로:가솔린:1984/252;40 TDI:디젤:1968|프리미엄,스포츠|
폭스바겐|티구안 2세대|2|2017-2024|4500|2.0 TDI:디젤:1968|프리미엄,프레스티지,R-Line|
볼보|XC60 2세대|2|2017-2025|6800|B5 AWD:하이브리드:1969/250;T8 AWD:하이브리드:1969/407|모멘텀,인스크립션,얼티메이트|
렉서스|ES300h 7세대|2|2018-2025|6500|2.5 하이브리드:하이브리드:2487/218|럭셔리,이그제큐티브,F SPORT|
토요타|캠리 XV70|2|2018-2024|4300|2.5 하이브리드:하이브리드:2487/211|XLE|
미니|쿠퍼 3세대|2|2014-2023|3800|1.5 쿠퍼:가솔린:1499;2.0 쿠퍼 S:가솔린:1998|5도어,3도어,클럽맨|
포르쉐|카이엔 3세대|2|2018-2025|14000|3.0 가솔린:가솔린:2995/340;E-하이브리드:하이브리드:2995/462|쿠페,기본형|
테슬라|모델 Y|2|2021-2025|6000|EV;RWD:전기:0|퍼포먼스,기본형|
테슬라|모델 3|2|2019-2025|5500|EV;RWD:전기:0|퍼포먼스,기본형|
`;

function engine(token: string): EngineSpec {
  const [name, hp] = token.split("/");
  const [label, fuel, cc] = (SHARED[name] ?? name).split(":");
  return { label, fuel: fuel as EngineSpec["fuel"], cc: Number(cc), hp: hp ? Number(hp) : null };
}

export const MODELS: ModelSpec[] = TABLE.trim()
  .split("\n")
  .map((line) => {
    const [maker, model, cho, years, newPrice, engines, trims, manual] = line.split("|");
    const [from, to] = years.split("-").map(Number);
    return {
      maker,
      model,
      cho: cho === "2" ? 2 : 1,
      from,
      to,
      newPrice: Number(newPrice),
      engines: engines.split(";").map(engine),
      trims: trims.split(","),
      manual: manual === "M",
    };
  });
