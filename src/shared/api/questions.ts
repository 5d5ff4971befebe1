/**
 * Questions about a car (api.md "The buyer's decision" → "Questions about a car"): one thread per
 * buyer and car between the buyer and the staff; plain text messages, shown as text.
 */
import { Type } from "typebox";
import { DateTime, Id, IdParams, Nullable, Paged, Paging, StringEnum, type Static } from "./common.js";
import { QUESTION_LIMITS, QUESTION_STATUSES } from "./constants.js";

export { QUESTION_LIMITS, QUESTION_STATUSES };

/**
 * A message body: the exact 1..2000 code points after trimming are checked by the service (a
 * schema cannot trim); the schema bounds what may arrive, whitespace around it included.
 */
export const QuestionBody = Type.Object(
  { body: Type.String({ maxLength: QUESTION_LIMITS.body * 2 }) },
  { additionalProperties: false },
);
export type QuestionBody = Static<typeof QuestionBody>;

export const QuestionFrom = StringEnum(["buyer", "staff"] as const);
export type QuestionFrom = Static<typeof QuestionFrom>;

export const QuestionMessage = Type.Object({
  id: Id,
  body: Type.String(),
  from: QuestionFrom,
  at: DateTime,
});
export type QuestionMessage = Static<typeof QuestionMessage>;

export const QuestionCar = Type.Object({ id: Id, car_name: Type.String(), main_image: Nullable(Type.String()) });
export type QuestionCar = Static<typeof QuestionCar>;

export const QuestionCreated = Type.Object({ thread_id: Id, message: QuestionMessage });
export type QuestionCreated = Static<typeof QuestionCreated>;

export const QuestionLastMessage = Type.Object({ body: Type.String(), from: QuestionFrom, at: DateTime });

export const MyQuestionThread = Type.Object({
  id: Id,
  car: QuestionCar,
  last_message: QuestionLastMessage,
  /** Staff messages the buyer has not read yet. */
  unread: Type.Integer({ minimum: 0 }),
});
export type MyQuestionThread = Static<typeof MyQuestionThread>;
export const MyQuestionPage = Type.Object({
  ...Paged(MyQuestionThread).properties,
  /** Unread staff messages over all my threads (the badge of My page → Questions). */
  unread: Type.Integer({ minimum: 0 }),
});
export type MyQuestionPage = Static<typeof MyQuestionPage>;

export const QuestionThread = Type.Object({
  id: Id,
  car: QuestionCar,
  messages: Type.Array(QuestionMessage),
});
export type QuestionThread = Static<typeof QuestionThread>;

export const AdminQuestionThread = Type.Object({
  ...QuestionThread.properties,
  email: Type.String(),
  status: StringEnum(QUESTION_STATUSES),
});
export type AdminQuestionThread = Static<typeof AdminQuestionThread>;

export const AdminQuestionItem = Type.Object({
  id: Id,
  car: QuestionCar,
  email: Type.String(),
  status: StringEnum(QUESTION_STATUSES),
  last_message: QuestionLastMessage,
  messages: Type.Integer({ minimum: 0 }),
});
export type AdminQuestionItem = Static<typeof AdminQuestionItem>;
export const AdminQuestionPage = Paged(AdminQuestionItem);
export type AdminQuestionPage = Static<typeof AdminQuestionPage>;

export const MyQuestionsQuery = Type.Object(Paging, { additionalProperties: false });
export type MyQuestionsQuery = Static<typeof MyQuestionsQuery>;
export const AdminQuestionsQuery = Type.Object(
  { status: Type.Optional(StringEnum(QUESTION_STATUSES)), ...Paging },
  { additionalProperties: false },
);
export type AdminQuestionsQuery = Static<typeof AdminQuestionsQuery>;

export const ThreadIdParams = IdParams("thread_id");
export const QuestionCarParams = IdParams("car_id");

/** The admin dashboard's piece: threads waiting for the staff. */
export const QuestionCounts = Type.Object({ open: Type.Integer({ minimum: 0 }) });
