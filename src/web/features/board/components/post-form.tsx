import { Alert, Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getFieldErrors, useErrorMessage } from "../../../lib/api-error-message";
import type { BoardCategory, PostInput } from "../types/board";
import { RichTextEditor } from "./rich-text-editor";
import { CheckedForm } from "../../../components/form-parts";

const MAX_TITLE = 200;

function visibleText(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return (doc.body.textContent ?? "").trim();
}

/** Title, category and body of a post, for writing and editing. */
export function PostForm(props: {
  categories: BoardCategory[];
  initial?: PostInput;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (input: PostInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("board");
  const message = useErrorMessage();
  const [title, setTitle] = useState(props.initial?.title ?? "");
  const [categoryId, setCategoryId] = useState<string | null>(
    props.initial?.category_id ? String(props.initial.category_id) : null,
  );
  const [initialContent] = useState(props.initial?.content ?? "");
  const [content, setContent] = useState(initialContent);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const server = getFieldErrors(props.error);

  const submit = () => {
    const next: typeof errors = {};
    if (!title.trim()) next.title = t("form.titleRequired");
    else if (title.trim().length > MAX_TITLE) next.title = t("form.titleTooLong", { max: MAX_TITLE });
    if (!visibleText(content) && !/<img\s/i.test(content)) next.content = t("form.contentRequired");
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    props.onSubmit({ title: title.trim(), content, category_id: categoryId ? Number(categoryId) : null });
  };

  return (
    <CheckedForm onSubmit={submit}>
      <Stack gap="md">
        {props.error && Object.keys(server).length === 0 ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {message(props.error)}
          </Alert>
        ) : null}
        <TextInput
          label={t("form.title")}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={MAX_TITLE}
          required
          error={errors.title ?? (server.title ? t("form.invalid") : undefined)}
          data-testid="board-form-title"
        />
        {props.categories.length > 0 ? (
          <Select
            label={t("form.category")}
            placeholder={t("form.noCategory")}
            data={props.categories.map((c) => ({ value: String(c.id), label: c.name }))}
            value={categoryId}
            onChange={setCategoryId}
            clearable
            error={server.category_id ? t("form.invalid") : undefined}
            data-testid="board-form-category"
          />
        ) : null}
        <RichTextEditor
          label={t("form.content")}
          initialValue={initialContent}
          onChange={setContent}
          error={errors.content ?? (server.content ? t("form.contentRequired") : undefined)}
          testId="board-form-content"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" loading={props.pending} data-testid="board-form-submit">
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </CheckedForm>
  );
}
