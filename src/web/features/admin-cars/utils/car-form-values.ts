import type { CarImage } from "../../../../shared/api/cars";
import type { AdminCar } from "../api/admin-cars";
import type { CarInput } from "../api/car-mutations";

export interface CarFormValues {
  car_name: string;
  maker: string;
  model: string;
  grade: string;
  year: number | "";
  month: number | "";
  mileage: number | "";
  fuel: string;
  transmission: string;
  color: string;
  displacement_cc: number | "";
  power_hp: number | "";
  car_number: string;
  vin: string;
  price_krw: number | "";
  options: string[];
  description: string;
  dealer_comment: string;
  dealer_name: string;
  dealer_phone: string;
  images: CarImage[];
  main_image: string | null;
}

export const EMPTY_CAR_FORM: CarFormValues = {
  car_name: "",
  maker: "",
  model: "",
  grade: "",
  year: "",
  month: "",
  mileage: "",
  fuel: "가솔린",
  transmission: "오토",
  color: "",
  displacement_cc: "",
  power_hp: "",
  car_number: "",
  vin: "",
  price_krw: "",
  options: [],
  description: "",
  dealer_comment: "",
  dealer_name: "",
  dealer_phone: "",
  images: [],
  main_image: null,
};

export function formValuesOf(car: AdminCar): CarFormValues {
  return {
    car_name: car.car_name,
    maker: car.maker,
    model: car.model,
    grade: car.grade ?? "",
    year: car.year,
    month: car.month ?? "",
    mileage: car.mileage,
    fuel: car.fuel,
    transmission: car.transmission,
    color: car.color ?? "",
    displacement_cc: car.displacement_cc ?? "",
    power_hp: car.power_hp ?? "",
    car_number: car.car_number ?? "",
    vin: car.vin ?? "",
    price_krw: car.price_krw,
    options: car.options,
    description: car.description ?? "",
    dealer_comment: car.dealer_comment ?? "",
    dealer_name: car.dealer_name ?? "",
    dealer_phone: car.dealer_phone ?? "",
    images: car.images,
    main_image: car.main_image,
  };
}

const text = (v: string) => (v.trim() === "" ? null : v.trim());
const int = (v: number | "") => (v === "" ? null : v);

/** The API body for the form (empty optional fields become null). */
export function carInputOf(v: CarFormValues): CarInput {
  return {
    car_name: v.car_name.trim(),
    maker: v.maker.trim(),
    model: v.model.trim(),
    year: Number(v.year),
    mileage: Number(v.mileage),
    fuel: v.fuel.trim(),
    transmission: v.transmission.trim(),
    price_krw: Number(v.price_krw),
    grade: text(v.grade),
    month: int(v.month),
    color: text(v.color),
    displacement_cc: int(v.displacement_cc),
    power_hp: int(v.power_hp),
    car_number: text(v.car_number),
    vin: text(v.vin.toUpperCase()),
    options: v.options,
    description: text(v.description),
    dealer_comment: text(v.dealer_comment),
    dealer_name: text(v.dealer_name),
    dealer_phone: text(v.dealer_phone),
    images: v.images,
    main_image: v.main_image,
  };
}
