import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { TERM_CATEGORIES, type TermCategory } from "../../../../shared/vehicle-terms";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import {
  useCreateTranslation,
  useUpdateTranslation,
  type Translation,
  type TranslationInput,
} from "../api/translations";

/** Add (translation null) or edit one stored term. */
export function TranslationModal({
  opened,
  translation,
  onClose,
}: {
  opened: boolean;
  translation: Translation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin-translations");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={translation ? t("modal.editTitle") : t("modal.addTitle")}
      centered
      size="lg"
    >
      {opened ? <TranslationForm key={translation?.id ?? "new"} translation={translation} onDone={onClose} /> : null}
    </Modal>
  );
}

function TranslationForm({ translation, onDone }: { translation: Translation | null; onDone: () => void }) {
  const { t } = useTranslation("admin-translations");
  const message = useErrorMessage();
  const create = useCreateTranslation();
  const update = useUpdateTranslation();
  const required = (v: string) => (v.trim() ? null : t("modal.required"));
  const form = useForm<TranslationInput>({
    initialValues: translation
      ? {
          // Stored terms are in these categories: the API takes no other.
          category: translation.category as TermCategory,
          ko: translation.ko,
          en: translation.en,
          mn: translation.mn,
          ru: translation.ru,
        }
      : { category: "maker", ko: "", en: "", mn: "", ru: "" },
    validate: { ko: required, en: required, mn: required, ru: required },
  });
  const onError = (error: unknown) => {
    if (isApiError(error, 409)) form.setFieldError("ko", t("modal.duplicate"));
    else notifyError(message(error));
  };
  const save = (values: TranslationInput) => {
    const onSuccess = () => {
      notifySuccess(t("modal.saved"));
      onDone();
    };
    if (translation) update.mutate({ id: translation.id, patch: values }, { onSuccess, onError });
    else create.mutate(values, { onSuccess, onError });
  };
  return (
    <form onSubmit={form.onSubmit(save)} data-testid="translation-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("columns.category")}
            data={TERM_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            allowDeselect={false}
            {...form.getInputProps("category")}
          />
          <TextInput label={t("columns.ko")} lang="ko" {...form.getInputProps("ko")} data-testid="translation-ko" />
          <TextInput label={t("columns.en")} lang="en" {...form.getInputProps("en")} data-testid="translation-en" />
          <TextInput label={t("columns.mn")} lang="mn" {...form.getInputProps("mn")} data-testid="translation-mn" />
          <TextInput label={t("columns.ru")} lang="ru" {...form.getInputProps("ru")} data-testid="translation-ru" />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t("modal.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} data-testid="translation-save">
            {t("modal.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
