import { Alert, Modal, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../../../lib/api-error-message";
import { LANGUAGES as LANGS } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import type { BoardCategory } from "../../../../shared/api/board";
import { useSaveCategory, type CategoryInput } from "../api/admin-board";
import { LocalNumberInput } from "../../../components/local-number-input";
import { CheckedForm, FormButtons } from "../../../components/form-parts";

const EMPTY: CategoryInput = { name_en: "", name_ko: "", name_mn: "", name_ru: "", position: 0 };

function CategoryForm({ category, onClose }: { category: BoardCategory | "new"; onClose: () => void }) {
  const { t } = useTranslation("admin-board");
  const message = useErrorMessage();
  const save = useSaveCategory();
  const [values, setValues] = useState<CategoryInput>(() =>
    category === "new"
      ? EMPTY
      : {
          name_en: category.name_en,
          name_ko: category.name_ko,
          name_mn: category.name_mn,
          name_ru: category.name_ru,
          position: category.position,
        },
  );
  const [touched, setTouched] = useState(false);

  const missing = LANGS.filter((l) => !values[`name_${l}`].trim());
  const submit = () => {
    setTouched(true);
    if (missing.length > 0) return;
    save.mutate(
      { ...values, ...(category !== "new" ? { id: category.id } : {}) },
      {
        onSuccess: () => {
          notifySuccess(t("categories.saved"));
          onClose();
        },
      },
    );
  };

  return (
    <CheckedForm onSubmit={submit}>
      <Stack gap="sm" data-testid="admin-category-form">
        {save.isError ? <Alert color="red">{message(save.error)}</Alert> : null}
        {LANGS.map((l) => (
          <TextInput
            key={l}
            label={t(`categories.name_${l}`)}
            value={values[`name_${l}`]}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setValues((s) => ({ ...s, [`name_${l}`]: v }));
            }}
            maxLength={100}
            required
            error={touched && missing.includes(l) ? t("categories.required") : undefined}
            data-testid={`admin-category-name-${l}`}
          />
        ))}
        <LocalNumberInput
          label={t("categories.position")}
          description={t("categories.positionHint")}
          value={values.position}
          onChange={(v) => setValues((s) => ({ ...s, position: typeof v === "number" ? v : 0 }))}
          min={0}
          max={10000}
          allowDecimal={false}
        />
        <FormButtons
          cancelLabel={t("cancel")}
          onCancel={onClose}
          confirmLabel={t("save")}
          pending={save.isPending}
          testId="admin-category-save"
        />
      </Stack>
    </CheckedForm>
  );
}

/** Creates a category (category = "new") or edits one: its four names and its position. */
export function CategoryModal({ category, onClose }: { category: BoardCategory | "new" | null; onClose: () => void }) {
  const { t } = useTranslation("admin-board");
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title={category === "new" ? t("categories.add") : t("categories.edit")}
      centered
    >
      {/* Keyed, so each opening starts from the category's current values. */}
      {category !== null ? (
        <CategoryForm key={category === "new" ? "new" : category.id} category={category} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
